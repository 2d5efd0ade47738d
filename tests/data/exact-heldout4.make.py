#!/usr/bin/env python3
"""exact-heldout4: held-out questions for the offline assistant, with COMPUTED answers.

Independent of the project (imports nothing from it). Writes exact-heldout4.jsonl next to
this file. Needs: holidays, python-dateutil, astral, nltk; WordNet 3.0 in /usr/share/wordnet.
"""
import calendar, json, math, os, re, shutil, sys, tempfile, warnings
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from dateutil.easter import easter
from dateutil.relativedelta import relativedelta, MO, TU, WE, TH, FR, SA, SU
import holidays
import astral
from astral import LocationInfo
from astral.sun import sun
import nltk
from nltk.corpus.reader.wordnet import WordNetCorpusReader

warnings.filterwarnings("ignore")
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout4.jsonl")

# ---------------------------------------------------------------- the fixed situation
TZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=TZ)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday
OBS = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060).observer

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    assert group in ("holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc")
    assert kind in ("answer", "cannot")
    if slip:
        assert q == q.lower(), q
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": bool(slip), "expect": expect})


def cannot(group, q, names=None, slip=False):
    add(group, q, {"names": names} if names else {}, kind="cannot", slip=slip)


def r6(x):
    return round(float(x), 6)


WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def wd(d):
    return WD[d.weekday()]


def days_from_today(d):
    return (d - TODAY).days


# ---------------------------------------------------------------- holidays by rule
def nth(year, month, weekday, n):
    """n-th given weekday (0=Mon) of month; n=-1 for the last one."""
    if n > 0:
        d = date(year, month, 1)
        d += timedelta((weekday - d.weekday()) % 7)
        d += timedelta(7 * (n - 1))
        assert d.month == month
        return d
    last = date(year, month, calendar.monthrange(year, month)[1])
    return last - timedelta((last.weekday() - weekday) % 7)


RULES = {
    "new_year": lambda y: date(y, 1, 1),
    "mlk": lambda y: nth(y, 1, 0, 3),
    "presidents": lambda y: nth(y, 2, 0, 3),
    "memorial": lambda y: nth(y, 5, 0, -1),
    "juneteenth": lambda y: date(y, 6, 19),
    "independence": lambda y: date(y, 7, 4),
    "labor": lambda y: nth(y, 9, 0, 1),
    "columbus": lambda y: nth(y, 10, 0, 2),
    "veterans": lambda y: date(y, 11, 11),
    "thanksgiving": lambda y: nth(y, 11, 3, 4),
    "christmas": lambda y: date(y, 12, 25),
    # not federal
    "christmas_eve": lambda y: date(y, 12, 24),
    "new_years_eve": lambda y: date(y, 12, 31),
    "black_friday": lambda y: nth(y, 11, 3, 4) + timedelta(1),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - timedelta(2),
    "palm_sunday": lambda y: easter(y) - timedelta(7),
    "ash_wednesday": lambda y: easter(y) - timedelta(46),
    "mardi_gras": lambda y: easter(y) - timedelta(47),
    "mothers": lambda y: nth(y, 5, 6, 2),
    "fathers": lambda y: nth(y, 6, 6, 3),
    "valentines": lambda y: date(y, 2, 14),
    "st_patricks": lambda y: date(y, 3, 17),
    "groundhog": lambda y: date(y, 2, 2),
    "halloween": lambda y: date(y, 10, 31),
    "earth_day": lambda y: date(y, 4, 22),
    "flag_day": lambda y: date(y, 6, 14),
    "cinco_de_mayo": lambda y: date(y, 5, 5),
    "election_2028": lambda y: nth(2028, 11, 0, 1) + timedelta(1),
    "dst_start": lambda y: nth(y, 3, 6, 2),
    "dst_end": lambda y: nth(y, 11, 6, 1),
}
FEDERAL_NAMES = {
    "new_year": "New Year's Day", "mlk": "Martin Luther King Jr. Day",
    "presidents": "Washington's Birthday", "memorial": "Memorial Day",
    "juneteenth": "Juneteenth National Independence Day", "independence": "Independence Day",
    "labor": "Labor Day", "columbus": "Columbus Day", "veterans": "Veterans Day",
    "thanksgiving": "Thanksgiving Day", "christmas": "Christmas Day",
}

# cross-check the federal rules against the holidays package
for y in (2020, 2026, 2027, 2028):
    us = holidays.US(years=y, observed=False)
    for key in FEDERAL_NAMES:
        if key == "juneteenth" and y < 2021:  # federal holiday only since 2021
            continue
        d = RULES[key](y)
        assert d in us, (key, y, d)
# cross-check the DST rules against tzdata
def _noon_offset(d):
    return datetime(d.year, d.month, d.day, 12, tzinfo=TZ).utcoffset()


for y in (2026, 2027, 2028):
    s, e = RULES["dst_start"](y), RULES["dst_end"](y)
    assert _noon_offset(s) == timedelta(hours=-4) and _noon_offset(s - timedelta(1)) == timedelta(hours=-5)
    assert _noon_offset(e) == timedelta(hours=-5) and _noon_offset(e - timedelta(1)) == timedelta(hours=-4)


def hol(key, year=None):
    if year is not None:
        return RULES[key](year)
    for y in (TODAY.year, TODAY.year + 1, TODAY.year + 2):
        d = RULES[key](y)
        if d >= TODAY:
            return d


def hd(key, year=None, **more):
    d = hol(key, year)
    e = {"date": d.isoformat(), "weekday": wd(d)}
    e.update(more)
    return e


H = "holidays"
add(H, "When is Thanksgiving next year?", hd("thanksgiving", 2027))
add(H, "What date is Martin Luther King Day in 2027?", hd("mlk", 2027))
add(H, "When is Memorial Day?", hd("memorial"))
add(H, "What day of the week is Christmas this year?", {"weekday": wd(hol("christmas", 2026)), "date": "2026-12-25"})
add(H, "How many days until Christmas?", {"days": days_from_today(hol("christmas"))})
add(H, "How many days is it until New Year's Day?", {"days": days_from_today(hol("new_year"))})
add(H, "When is Easter in 2027?", hd("easter", 2027))
add(H, "What's the date of Good Friday next year?", hd("good_friday", 2027))
add(H, "When is Mother's Day 2027?", hd("mothers", 2027))
add(H, "I need to order a gift in time. When is Father's Day next year?", hd("fathers", 2027))
add(H, "What day does Labor Day fall on in 2027?", hd("labor", 2027))
add(H, "When is Presidents' Day?", hd("presidents"))
add(H, "What day of the week is the Fourth of July in 2027?", {"weekday": wd(hol("independence", 2027)), "date": hol("independence", 2027).isoformat()})
add(H, "Is Veterans Day 2027 on a weekday or the weekend?", {"weekday": wd(hol("veterans", 2027)), "date": hol("veterans", 2027).isoformat()})
add(H, "When is Juneteenth next year, and what day of the week is that?", hd("juneteenth", 2027))
add(H, "When is Columbus Day 2027?", hd("columbus", 2027))
add(H, "When is Mardi Gras in 2027?", hd("mardi_gras", 2027))
add(H, "What date is Ash Wednesday next year?", hd("ash_wednesday", 2027))
add(H, "When is Palm Sunday in 2027?", hd("palm_sunday", 2027))
add(H, "How many days until Valentine's Day?", {"days": days_from_today(hol("valentines"))})
add(H, "How many days until St. Patrick's Day?", {"days": days_from_today(hol("st_patricks"))})
add(H, "What day of the week is Halloween next year?", {"weekday": wd(hol("halloween", 2027)), "date": hol("halloween", 2027).isoformat()})
add(H, "What day of the week is New Year's Eve this year?", {"weekday": wd(hol("new_years_eve", 2026)), "date": "2026-12-31"})
add(H, "When is Thanksgiving in 2028?", hd("thanksgiving", 2028))
add(H, "What date is Black Friday next year?", hd("black_friday", 2027))
add(H, "What day of the week is Groundhog Day in 2027?", {"weekday": wd(hol("groundhog", 2027)), "date": hol("groundhog", 2027).isoformat()})
add(H, "When is Easter 2028?", hd("easter", 2028))
add(H, "What day of the week will Christmas be in 2027?", {"weekday": wd(hol("christmas", 2027)), "date": "2027-12-25"})
add(H, "We're planning the library's spring closing. When is Memorial Day in 2028?", hd("memorial", 2028))
add(H, "What date is Earth Day next year, and what day of the week?", hd("earth_day", 2027))
add(H, "When is Election Day in 2028?", hd("election_2028", 2028))
add(H, "How many days from today until Easter next year?", {"days": days_from_today(hol("easter", 2027)), "date": hol("easter", 2027).isoformat()})
add(H, "When is Labor Day 2028?", hd("labor", 2028))
add(H, "What day of the week is Cinco de Mayo in 2027?", {"weekday": wd(hol("cinco_de_mayo", 2027)), "date": "2027-05-05"})
# slips
add(H, "um when is thanks giving next year", hd("thanksgiving", 2027), slip=True)
add(H, "how many days till christmas eve", {"days": days_from_today(hol("christmas_eve"))}, slip=True)
add(H, "so what date is mothers day twenty twenty seven", hd("mothers", 2027), slip=True)
add(H, "when is martin luther king day", hd("mlk"), slip=True)
add(H, "uh what day is new years day on next year", {"weekday": wd(hol("new_year", 2027)), "date": "2027-01-01"}, slip=True)
add(H, "when is easter sunday two thousand twenty seven", hd("easter", 2027), slip=True)
add(H, "whens president's day", hd("presidents"), slip=True)
add(H, "what day of the week is the 4th of july 2028", {"weekday": wd(hol("independence", 2028)), "date": "2028-07-04"}, slip=True)
# cannot
cannot(H, "When is Glimmerfest this year?", ["Glimmerfest"])
cannot(H, "What date is National Snorkelwump Day?", ["Snorkelwump"])
cannot(H, "um when is blorvenday", ["blorvenday"], slip=True)
add(H, "whens good friday twenty twenty eight", hd("good_friday", 2028), slip=True)

# ---------------------------------------------------------------- dates
D = "dates"


def dd(d, **more):
    e = {"date": d.isoformat(), "weekday": wd(d)}
    e.update(more)
    return e


def coming(weekday):  # the coming <weekday>, strictly after today
    return TODAY + timedelta((weekday - TODAY.weekday() - 1) % 7 + 1)


def last(weekday):  # the most recent <weekday>, strictly before today
    return TODAY - timedelta((TODAY.weekday() - weekday - 1) % 7 + 1)


assert coming(1) == date(2026, 12, 8) and last(0) == date(2026, 11, 30)

add(D, "What's today's date?", {"date": TODAY.isoformat(), "weekday": "Friday"})
add(D, "What's the date tomorrow?", dd(TODAY + timedelta(1)))
add(D, "What was yesterday's date?", dd(TODAY - timedelta(1)))
add(D, "What's the date the day after tomorrow?", dd(TODAY + timedelta(2)))
add(D, "What's the date next Wednesday?", dd(coming(2)))
add(D, "What was the date last Thursday?", dd(last(3)))
add(D, "What date is this coming Sunday?", dd(coming(6)))
add(D, "What's the date two weeks from today?", dd(TODAY + timedelta(14)))
add(D, "What date is 100 days from today?", dd(TODAY + timedelta(100)))
add(D, "What was the date 45 days ago?", dd(TODAY - timedelta(45)))
add(D, "The book is due in 21 days. What date is that?", dd(TODAY + timedelta(21)))
add(D, "I borrowed it three weeks ago. What date was that?", dd(TODAY - timedelta(21)))
add(D, "What date is six months from today?", dd(TODAY + relativedelta(months=6)))
add(D, "What's the date 90 days from now?", dd(TODAY + timedelta(90)))
add(D, "What day of the week was July 20, 1969?", {"weekday": wd(date(1969, 7, 20))})
add(D, "What day of the week was January 1, 2000?", {"weekday": wd(date(2000, 1, 1))})
add(D, "What day of the week is March 15, 2027?", {"weekday": wd(date(2027, 3, 15))})
add(D, "My daughter's birthday is August 14. What day of the week is it next year?", {"weekday": wd(date(2027, 8, 14)), "date": "2027-08-14"})
add(D, "What day of the week will it be 10 days from now?", dd(TODAY + timedelta(10)))
add(D, "How many days are there between March 1 and May 15, 2027?", {"number": (date(2027, 5, 15) - date(2027, 3, 1)).days, "tol": 0})
add(D, "How many days until March 20, 2027?", {"days": days_from_today(date(2027, 3, 20))})
add(D, "How many days are left in this year?", {"days": days_from_today(date(2026, 12, 31))})
add(D, "How many days until the end of January?", {"days": days_from_today(date(2027, 1, 31))})
add(D, "What week number is it?", {"number": TODAY.isocalendar()[1], "tol": 0})
add(D, "What's the ISO week number of June 30, 2027?", {"number": date(2027, 6, 30).isocalendar()[1], "tol": 0})
add(D, "What day of the year is it today?", {"number": TODAY.timetuple().tm_yday, "tol": 0})
add(D, "Is 2028 a leap year?", {"contains": ["yes"]})
add(D, "Was 1900 a leap year?", {"contains": ["no"]})
assert calendar.isleap(2028) and not calendar.isleap(1900) and not calendar.isleap(2100)
add(D, "How many days are in February 2100?", {"number": calendar.monthrange(2100, 2)[1], "tol": 0})
add(D, "What's the date of the last Friday of this month?", dd(nth(2026, 12, 4, -1)))
add(D, "What's the date of the first Monday in January?", dd(nth(2027, 1, 0, 1)))
add(D, "How old is someone born on June 15, 1990?", {"number": relativedelta(TODAY, date(1990, 6, 15)).years, "tol": 0})
add(D, "How many Mondays are left this year?", {"number": sum(1 for i in range(1, 28) if (TODAY + timedelta(i)).weekday() == 0), "tol": 0})
add(D, "When does daylight saving time start next year?", dd(hol("dst_start", 2027)))
add(D, "What date do the clocks go back in 2027?", dd(hol("dst_end", 2027)))
add(D, "A warranty of 18 months starting today ends on what date?", dd(TODAY + relativedelta(months=18)))
add(D, "What date is a month from today?", dd(TODAY + relativedelta(months=1)))
# slips
add(D, "um what's the date next tuesday", dd(coming(1)), slip=True)
add(D, "what was the date last monday", dd(last(0)), slip=True)
add(D, "what day of the week is the fourteenth of february twenty twenty seven", {"weekday": wd(date(2027, 2, 14))}, slip=True)
add(D, "so whats the date in thirty days", dd(TODAY + timedelta(30)), slip=True)
add(D, "how many days til june first", {"days": days_from_today(date(2027, 6, 1))}, slip=True)
add(D, "uh is twenty twenty seven a leap year", {"contains": ["no"]}, slip=True)
add(D, "what day is it today", {"weekday": "Friday"}, slip=True)
add(D, "what date is it 2 weeks from saturday", dd(coming(5) + timedelta(14)), slip=True)
assert not calendar.isleap(2027)
# cannot
cannot(D, "What day of the week is February 30, 2027?", ["February 30"])
cannot(D, "What day of the week is April 31st next year?", ["April 31"])
cannot(D, "What day was February 29, 2027?", ["February 29"])
cannot(D, "What's the date of the fifth Thursday of November 2027?", ["fifth Thursday"])
assert sum(1 for i in range(1, 31) if date(2027, 11, i).weekday() == 3) == 4
cannot(D, "what day of the week is june thirty first", ["june 31|june thirty"], slip=True)
cannot(D, "what day of the week is the thirty second of january", ["32|thirty second"], slip=True)

# ---------------------------------------------------------------- world clock
W = "worldclock"
NOW_UTC = NOW.astimezone(timezone.utc)


def there(zone):
    return NOW.astimezone(ZoneInfo(zone))


def wt(zone, with_date=False):
    t = there(zone)
    e = {"time": t.strftime("%H:%M"), "tol_min": 1}
    if with_date:
        e["date"] = t.date().isoformat()
    return e


def diff_hours(zone):
    off = there(zone).utcoffset() - NOW.utcoffset()
    h = off.total_seconds() / 3600
    return h


def wdiff(zone):
    h = diff_hours(zone)
    assert h == int(h), zone
    return {"number": abs(int(h)), "tol": 0}


def convert_local(hh, mm, zone_from, zone_to, day=TODAY):
    t = datetime(day.year, day.month, day.day, hh, mm, tzinfo=ZoneInfo(zone_from)).astimezone(ZoneInfo(zone_to))
    return {"time": t.strftime("%H:%M"), "tol_min": 1}


add(W, "What time is it in Tokyo?", wt("Asia/Tokyo"))
add(W, "What time is it in London right now?", wt("Europe/London"))
add(W, "What's the time in Berlin?", wt("Europe/Berlin"))
add(W, "What time is it in Sydney, Australia?", wt("Australia/Sydney"))
add(W, "My sister lives in Nairobi. What time is it there now?", wt("Africa/Nairobi"))
add(W, "What time is it in Reykjavik?", wt("Atlantic/Reykjavik"))
add(W, "What's the current time in Los Angeles?", wt("America/Los_Angeles"))
add(W, "What time is it in Denver?", wt("America/Denver"))
add(W, "What time is it in Honolulu?", wt("Pacific/Honolulu"))
add(W, "What time is it in Anchorage?", wt("America/Anchorage"))
add(W, "What time is it in Mumbai?", wt("Asia/Kolkata"))
add(W, "What time is it in Kathmandu?", wt("Asia/Kathmandu"))
add(W, "What time is it in Adelaide?", wt("Australia/Adelaide"))
add(W, "What's the time in Buenos Aires?", wt("America/Argentina/Buenos_Aires"))
add(W, "What time is it in Santiago, Chile?", wt("America/Santiago"))
add(W, "What time is it in Auckland, and what's the date there?", wt("Pacific/Auckland", with_date=True))
add(W, "What time is it in Seoul and what day is it there?", dict(wt("Asia/Seoul", with_date=True), weekday=wd(there("Asia/Seoul").date())))
add(W, "What time is it in Dubai?", wt("Asia/Dubai"))
add(W, "What time is it in Cairo?", wt("Africa/Cairo"))
add(W, "What time is it in Mexico City?", wt("America/Mexico_City"))
add(W, "What time is it in Tehran?", wt("Asia/Tehran"))
add(W, "What time is it in Singapore?", wt("Asia/Singapore"))
add(W, "What time is it in Japan?", wt("Asia/Tokyo"))
add(W, "What time is it in Kenya?", wt("Africa/Nairobi"))
add(W, "What's the time in Germany right now?", wt("Europe/Berlin"))
add(W, "What time is it in Argentina?", wt("America/Argentina/Buenos_Aires"))
add(W, "What time is it in Thailand?", wt("Asia/Bangkok"))
add(W, "What time is it in Iceland?", wt("Atlantic/Reykjavik"))
add(W, "What time is it in the Philippines?", wt("Asia/Manila"))
add(W, "What time is it in Arizona?", wt("America/Phoenix"))
add(W, "What time is it in Illinois?", wt("America/Chicago"))
add(W, "How many hours ahead of us is Paris?", wdiff("Europe/Paris"))
add(W, "How many hours behind us is Seattle?", wdiff("America/Los_Angeles"))
add(W, "What's the time difference between here and Moscow?", wdiff("Europe/Moscow"))
add(W, "How many hours ahead is Beijing?", wdiff("Asia/Shanghai"))
add(W, "I have a call at 9 a.m. our time. What time will that be in Lisbon?", convert_local(9, 0, "America/New_York", "Europe/Lisbon"))
add(W, "If it's 4 p.m. here, what time is it in Istanbul?", convert_local(16, 0, "America/New_York", "Europe/Istanbul"))
add(W, "Our office in Chicago opens at 8 a.m. their time. What time is that here?", convert_local(8, 0, "America/Chicago", "America/New_York"))
# slips
add(W, "what time is it in tokio", wt("Asia/Tokyo"), slip=True)
add(W, "um whats the time in lima peru", wt("America/Lima"), slip=True)
add(W, "what time is it in bogota", wt("America/Bogota"), slip=True)
add(W, "what time is it over in athens greece", wt("Europe/Athens"), slip=True)
add(W, "uh what time is it in south korea", wt("Asia/Seoul"), slip=True)
add(W, "so whats the time in hong kong", wt("Asia/Hong_Kong"), slip=True)
add(W, "how many hours ahead is rome", wdiff("Europe/Rome"), slip=True)
add(W, "what time is it in johannesburg", wt("Africa/Johannesburg"), slip=True)
add(W, "what time is it in california", wt("America/Los_Angeles"), slip=True)
# cannot
cannot(W, "What time is it in Zarnopolis?", ["Zarnopolis"])
cannot(W, "What time is it in Portland?", ["Portland"])
cannot(W, "What time is it in Russia?", ["Russia"])
cannot(W, "What's the time in Australia right now?", ["Australia"])
cannot(W, "what time is it in flimbleton", ["flimbleton"], slip=True)

# ---------------------------------------------------------------- sun
S = "sun"


def sunt(d, key):
    s = sun(OBS, d, tzinfo=TZ)
    t = s[key]
    t = (t + timedelta(seconds=30)).replace(second=0, microsecond=0)
    return {"time": t.strftime("%H:%M"), "tol_min": 3}


def daylen(d):
    s = sun(OBS, d, tzinfo=TZ)
    m = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(m // 60)
    mins = m - 60 * h
    assert 3 < mins < 57, (d, mins)
    return {"contains": ["%d hour|%d h|%d:" % (h, h, h)], "number": r6(mins), "tol": r6(1.5 / mins)}


add(S, "What time is sunset today?", sunt(TODAY, "sunset"))
add(S, "When does the sun rise tomorrow?", sunt(TODAY + timedelta(1), "sunrise"))
add(S, "What time was sunrise this morning?", sunt(TODAY, "sunrise"))
add(S, "What time does the sun set on the winter solstice, December 21st?", sunt(date(2026, 12, 21), "sunset"))
add(S, "When is sunrise on Christmas morning?", sunt(date(2026, 12, 25), "sunrise"))
add(S, "What time is sunset on New Year's Day?", sunt(date(2027, 1, 1), "sunset"))
add(S, "How long is the day today, from sunrise to sunset?", daylen(TODAY))
add(S, "How many hours of daylight will we get on December 21?", daylen(date(2026, 12, 21)))
add(S, "What time is solar noon today?", sunt(TODAY, "noon"))
add(S, "When does the sun set next Saturday?", sunt(coming(5), "sunset"))
add(S, "What time is sunrise on Monday?", sunt(coming(0), "sunrise"))
add(S, "I want to run before dark. When's sunset tomorrow?", sunt(TODAY + timedelta(1), "sunset"))
add(S, "what time does the sun go down today", sunt(TODAY, "sunset"), slip=True)
add(S, "um when is sunrise on sunday", sunt(coming(6), "sunrise"), slip=True)
add(S, "what time is sun set on christmas eve", sunt(date(2026, 12, 24), "sunset"), slip=True)
cannot(S, "What time is sunrise on February 30th?", ["February 30"])
cannot(S, "when does the sun rise on april thirty first", ["april 31|april thirty"], slip=True)
add(S, "how long is the day tomorrow", daylen(TODAY + timedelta(1)), slip=True)

# ---------------------------------------------------------------- units (exact NIST factors)
U = "units"
IN = 0.0254
FT = 12 * IN
YD = 3 * FT
MI = 5280 * FT
NMI = 1852.0
CM, MM, KM, M = 0.01, 0.001, 1000.0, 1.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
G, KG = 0.001, 1.0
SHORT_TON = 2000 * LB
TONNE = 1000.0
GAL = 231 * IN ** 3
QT, PT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
L, ML = 0.001, 1e-6
IMP_GAL = 4.54609e-3
IMP_PT = IMP_GAL / 8
FT2, M2 = FT ** 2, 1.0
ACRE = 43560 * FT2
HECTARE = 10000.0
SQMI = MI ** 2
KMH, MPH, KNOT, MPS = 1000 / 3600, MI / 3600, NMI / 3600, 1.0
LBF = LB * 9.80665
PSI = LBF / IN ** 2
BAR, KPA, ATM = 1e5, 1e3, 101325.0
KCAL, KJ, KWH = 4184.0, 1000.0, 3.6e6
KB, MB, GB, TB = 1e3, 1e6, 1e9, 1e12
KIB, MIB, GIB = 2 ** 10, 2 ** 20, 2 ** 30


def conv(x, a, b, tol=None):
    e = {"number": r6(x * a / b)}
    if tol is not None:
        e["tol"] = tol
    return e


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


add(U, "How many kilometers is 26.2 miles?", conv(26.2, MI, KM))
add(U, "Convert 5 feet 10 inches to centimeters.", conv(70, IN, CM))
add(U, "How many inches are in a meter?", conv(1, M, IN))
add(U, "How many feet is 100 meters?", conv(100, M, FT))
add(U, "How many yards is 400 meters?", conv(400, M, YD))
add(U, "What's 12 millimeters in inches?", conv(12, MM, IN))
add(U, "How many nautical miles is 50 kilometers?", conv(50, KM, NMI))
add(U, "How many kilograms is 150 pounds?", conv(150, LB, KG))
add(U, "I'm baking bread. How many grams is 2 pounds of flour?", conv(2, LB, G))
add(U, "How many ounces is 250 grams?", conv(250, G, OZ))
add(U, "What's 11 stone in pounds?", conv(11, STONE, LB))
add(U, "How many kilograms is 12 stone?", conv(12, STONE, KG))
add(U, "How many pounds are in a metric tonne?", conv(1, TONNE, LB))
add(U, "How many kilograms is a short ton?", conv(1, SHORT_TON, KG))
add(U, "How many liters are in 5 gallons?", conv(5, GAL, L))
add(U, "How many milliliters are in a cup?", conv(1, CUP, ML))
add(U, "How many tablespoons are in a cup?", conv(1, CUP, TBSP))
add(U, "How many teaspoons are in a tablespoon?", conv(1, TBSP, TSP))
add(U, "How many fluid ounces are in a liter?", conv(1, L, FLOZ))
add(U, "How many cups are in a quart?", conv(1, QT, CUP))
add(U, "The recipe says 3 tablespoons of oil. How many milliliters is that?", conv(3, TBSP, ML))
add(U, "How many milliliters are in 2 teaspoons?", conv(2, TSP, ML))
add(U, "How many pints are in 3 liters?", conv(3, L, PT))
add(U, "How many milliliters is a British pint?", conv(1, IMP_PT, ML))
add(U, "What's 350 degrees Fahrenheit in Celsius?", {"number": r6(f2c(350))})
add(U, "Convert 180 degrees Celsius to Fahrenheit.", {"number": r6(c2f(180))})
add(U, "What's minus 10 Celsius in Fahrenheit?", {"number": r6(c2f(-10))})
add(U, "What's 98.6 Fahrenheit in Celsius?", {"number": r6(f2c(98.6))})
add(U, "What is 300 kelvin in Celsius?", {"number": r6(300 - 273.15)})
add(U, "How many kilometers per hour is 65 miles per hour?", conv(65, MPH, KMH))
add(U, "What's 100 km/h in miles per hour?", conv(100, KMH, MPH))
add(U, "How many miles per hour is 20 knots?", conv(20, KNOT, MPH))
add(U, "How many meters per second is 90 kilometers per hour?", conv(90, KMH, MPS))
add(U, "How many square meters is an acre?", conv(1, ACRE, M2))
add(U, "How many acres is 5 hectares?", conv(5, HECTARE, ACRE))
add(U, "Our workshop is 1,200 square feet. How many square meters is that?", conv(1200, FT2, M2))
add(U, "How many acres are in a square mile?", conv(1, SQMI, ACRE))
add(U, "What's 32 psi in bar?", conv(32, PSI, BAR))
add(U, "How many kilopascals is 35 psi?", conv(35, PSI, KPA))
add(U, "How many psi is one atmosphere?", conv(1, ATM, PSI))
add(U, "How many kilojoules are in 250 food calories?", conv(250, KCAL, KJ))
add(U, "How many megabytes are in 2.5 gigabytes?", conv(2.5, GB, MB))
add(U, "How many mebibytes are in 4 gibibytes?", conv(4, GIB, MIB))
add(U, "How many gigabytes is 2 terabytes?", conv(2, TB, GB))
add(U, "How many hours are in a week?", {"number": 168, "tol": 0})
add(U, "How many seconds are in a day?", {"number": 86400, "tol": 0})
# slips
add(U, "um how many cups in a gallon", conv(1, GAL, CUP), slip=True)
add(U, "five mile to kilometer", conv(5, MI, KM), slip=True)
add(U, "whats four hundred farenheit in celcius", {"number": r6(f2c(400))}, slip=True)
add(U, "how many grams is eight ounces", conv(8, OZ, G), slip=True)
add(U, "so how many pounds is 3 kilos", conv(3, KG, LB), slip=True)
add(U, "how many teaspoons in a quarter cup", conv(0.25, CUP, TSP), slip=True)
add(U, "convert six foot two to meters", conv(74, IN, M), slip=True)
add(U, "uh how many liters is a half gallon", conv(0.5, GAL, L), slip=True)
add(U, "how many kilobytes in a megabyte", conv(1, MB, KB), slip=True)
add(U, "how many tablespoons is a quarter cup", conv(0.25, CUP, TBSP), slip=True)
# cannot
cannot(U, "Convert 5 kilograms to meters.", ["kilograms to meters|kilogram|meter"])
cannot(U, "How many liters are in a mile?", ["liter|mile"])
cannot(U, "What's 3 hours in pounds?", ["hours|pounds"])
cannot(U, "How many inches are in 10 blorps?", ["blorp"])
cannot(U, "how many gallons is forty degrees", ["gallon|degree"], slip=True)

# ---------------------------------------------------------------- spelling
P = "spelling"


def sp(word):
    letters = [c.upper() for c in word if c.isalpha()]
    return {"letters": letters}


for w, q in [
    ("necessary", "How do you spell necessary?"),
    ("accommodate", "How do you spell accommodate?"),
    ("rhythm", "Spell rhythm for me."),
    ("separate", "How is separate spelled?"),
    ("conscience", "Can you spell conscience?"),
    ("embarrass", "How do you spell embarrass?"),
    ("millennium", "How do you spell millennium?"),
    ("occurrence", "Spell the word occurrence."),
    ("Wednesday", "How do you spell Wednesday?"),
    ("restaurant", "How do you spell restaurant?"),
    ("bureaucracy", "I'm writing a memo. How do you spell bureaucracy?"),
    ("mischievous", "How do you spell mischievous?"),
    ("questionnaire", "How do you spell questionnaire?"),
    ("silhouette", "Spell silhouette."),
    ("Worcestershire", "How do you spell Worcestershire, like the sauce?"),
    ("colonel", "How do you spell colonel, the army rank?"),
    ("onomatopoeia", "How do you spell onomatopoeia?"),
    ("chrysanthemum", "How do you spell chrysanthemum?"),
    ("zucchini", "How do you spell zucchini?"),
    ("cappuccino", "How do you spell cappuccino?"),
    ("fuchsia", "How is fuchsia spelled?"),
    ("liaison", "How do you spell liaison?"),
    ("entrepreneur", "How do you spell entrepreneur?"),
    ("lieutenant", "Spell lieutenant, please."),
    ("pneumonia", "How do you spell pneumonia?"),
]:
    add(P, q, sp(w))
for w, q in [
    ("definitely", "how do you spell definitely"),
    ("cinnamon", "um how do you spell cinnamon"),
    ("broccoli", "spell broccoli"),
    ("receipt", "how do you spell receipt"),
    ("maintenance", "uh can you spell maintenance"),
    ("handkerchief", "so how do you spell handkerchief"),
]:
    add(P, q, sp(w), slip=True)
cannot(P, "How do you spell blorfnag?", ["blorfnag"])
cannot(P, "Spell the word zxqvtmp.", ["zxqvtmp"])
cannot(P, "how do you spell flurpendinkle", ["flurpendinkle"], slip=True)

# ---------------------------------------------------------------- words (WordNet 3.0)
LEXNAMES = ("adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute "
            "noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group "
            "noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession "
            "noun.process noun.quantity noun.relation noun.shape noun.state noun.substance noun.time "
            "verb.body verb.change verb.cognition verb.communication verb.competition verb.consumption "
            "verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession "
            "verb.social verb.stative verb.weather adj.ppl").split()
POSNUM = {"noun": 1, "verb": 2, "adj": 3, "adv": 4}


class _WN(WordNetCorpusReader):
    def map_wn(self, version="oewn"):
        return None


def load_wordnet():
    tmp = tempfile.mkdtemp(prefix="wn30-")
    d = os.path.join(tmp, "corpora", "wordnet")
    os.makedirs(d)
    for f in sorted(os.listdir("/usr/share/wordnet")):
        p = os.path.join("/usr/share/wordnet", f)
        if os.path.isfile(p):
            shutil.copyfile(p, os.path.join(d, f))
    with open(os.path.join(d, "lexnames"), "w") as fh:
        for i, n in enumerate(LEXNAMES):
            fh.write("%02d\t%s\t%d\n" % (i, n, POSNUM[n.split(".")[0]]))
    nltk.data.path.insert(0, tmp)
    return _WN(d, None), tmp


wn, WNTMP = load_wordnet()
assert wn.get_version() == "3.0"


def key(w):
    return w.lower().replace(" ", "_")


def lemma_of(s, w):
    for l in s.lemmas():
        if l.name().lower() == key(w):
            return l
    raise KeyError((s, w))


def synsets_of(w):
    """Synsets that hold the lemma itself (not ones only reached by morphy's base forms)."""
    return [s for s in wn.synsets(key(w)) if any(l.name().lower() == key(w) for l in s.lemmas())]


def best_synset(w):
    ss = synsets_of(w)
    assert ss, w
    best, bc = ss[0], lemma_of(ss[0], w).count()
    for s in ss[1:]:
        c = lemma_of(s, w).count()
        if c > bc:
            best, bc = s, c
    return best


def clean_gloss(s):
    g = s.definition()
    # drop the leftovers of removed examples: empty "; ;" parts and "; - Author" fragments
    parts = [p.strip() for p in g.split(";")]
    parts = [p for p in parts if p and not p.startswith("-")]
    return "; ".join(parts)


def gloss(w):
    b = best_synset(w)
    return {"gloss": clean_gloss(b), "glosses": [clean_gloss(s) for s in synsets_of(w)]}


def synonyms(w):
    b = best_synset(w)
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key(w)]
    assert first, (w, b)
    out = list(first)
    for s in synsets_of(w):
        if s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key(w) and n not in out:
                out.append(n)
    return {"synonyms": out}


WDS = "words"
for w, q in [
    ("ephemeral", "What does ephemeral mean?"),
    ("meticulous", "Define meticulous."),
    ("frugal", "What does frugal mean?"),
    ("ubiquitous", "What's the meaning of ubiquitous?"),
    ("lethargic", "What does lethargic mean?"),
    ("pragmatic", "What does pragmatic mean?"),
    ("nostalgia", "What is the definition of nostalgia?"),
    ("verbose", "What does verbose mean?"),
    ("braise", "The recipe says to braise the pork. What does braise mean?"),
    ("colander", "What is a colander?"),
    ("ledger", "What's a ledger?"),
    ("quorum", "What does quorum mean?"),
    ("awl", "What is an awl?"),
    ("serendipity", "What does serendipity mean?"),
    ("candid", "Define the word candid."),
    ("benevolent", "What does benevolent mean?"),
    ("plagiarism", "What does plagiarism mean?"),
    ("gullible", "What does gullible mean?"),
    ("anthology", "What is an anthology?"),
    ("almanac", "A patron asked for an almanac. What is an almanac?"),
    ("chisel", "What's a chisel?"),
]:
    add(WDS, q, gloss(w))
for w, q in [
    ("mistake", "What's another word for mistake?"),
    ("begin", "Give me a synonym for begin."),
    ("choose", "What's a synonym for choose?"),
    ("big", "What's another word for big?"),
    ("quick", "Give me another word for quick."),
    ("buy", "I keep writing buy in this report. What's a synonym?"),
    ("huge", "What's another word for huge?"),
    ("help", "Give me a synonym for help."),
]:
    add(WDS, q, synonyms(w))
for w, q, kind in [
    ("obsolete", "what does obsolete mean", "gloss"),
    ("lathe", "um what is a lathe", "gloss"),
    ("mundane", "so what does mundane mean", "gloss"),
    ("tedious", "whats the meaning of tedious", "gloss"),
    ("wrong", "whats another word for wrong", "syn"),
    ("hide", "uh give me a synonym for hide", "syn"),
]:
    add(WDS, q, gloss(w) if kind == "gloss" else synonyms(w), slip=True)
cannot(WDS, "What does blorptastic mean?", ["blorptastic"])
cannot(WDS, "Define the word snurfling.", ["snurfling"])
cannot(WDS, "What's a synonym for glimbrous?", ["glimbrous"])
cannot(WDS, "what does zorbulate mean", ["zorbulate"], slip=True)
cannot(WDS, "whats a synonym for flibberjack", ["flibberjack"], slip=True)
for bad in ("flibberjack", "blorptastic", "snurfling", "glimbrous", "zorbulate", "blorfnag", "zxqvtmp", "flurpendinkle"):
    assert not wn.synsets(bad), bad

# ---------------------------------------------------------------- calc
C = "calc"
T = 0.001


def n(x, tol=T):
    return {"number": r6(x), "tol": tol}


add(C, "What's a 20 percent tip on $85?", n(85 * 0.20))
add(C, "How much is an 18% tip on $62.50?", n(62.5 * 0.18))
add(C, "Dinner was $47.50. What's a 15 percent tip, and what's the total?", dict(n(47.5 * 0.15), contains=["54.6"]))
add(C, "What's 30 percent off $60?", n(60 * 0.7))
add(C, "The jacket is $120 and it's 25% off. What's the sale price?", n(120 * 0.75))
add(C, "What's 15 percent of 240?", n(240 * 0.15))
add(C, "What percent is 18 out of 24?", n(18 / 24 * 100))
add(C, "What's 17 times 23?", n(17 * 23, 0))
add(C, "What's 1,024 divided by 16?", n(1024 / 16, 0))
add(C, "What's the square root of 196?", n(14, 0))
add(C, "What's 2 to the power of 12?", n(2 ** 12, 0))
add(C, "The bill is $126 split four ways. How much does each person pay?", n(126 / 4))
add(C, "What's 8 percent sales tax on $49.99?", n(49.99 * 0.08, 0.002))
add(C, "A price went from $40 to $50. What's the percentage increase?", n((50 - 40) / 40 * 100))
add(C, "What's 3/8 as a decimal?", n(3 / 8))
add(C, "what's twelve percent of three hundred fifty", n(350 * 0.12), slip=True)
add(C, "um whats a twenty percent tip on sixty four dollars", n(64 * 0.2), slip=True)
add(C, "what is 45 times 12", n(45 * 12, 0), slip=True)
add(C, "so forty percent off of eighty five dollars what's that come to", n(85 * 0.6), slip=True)
cannot(C, "What's 42 divided by zero?", ["zero|0"])
cannot(C, "what's seven divided by zero", ["zero|0"], slip=True)
cannot(C, "What's zero divided by zero?", ["zero|0"])


# ---------------------------------------------------------------- write
def main():
    seen = set()
    with open(OUT, "w", encoding="utf-8") as fh:
        for i, it in enumerate(ITEMS, 1):
            assert it["q"] not in seen, it["q"]
            seen.add(it["q"])
            row = {"id": "q4_%03d" % i, "group": it["group"], "q": it["q"], "kind": it["kind"],
                   "slip": it["slip"], "expect": it["expect"]}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    shutil.rmtree(WNTMP, ignore_errors=True)
    counts = {}
    for it in ITEMS:
        c = counts.setdefault(it["group"], [0, 0, 0])
        c[0 if it["kind"] == "answer" else 1] += 1
        c[2] += it["slip"]
    tot = [0, 0, 0]
    for g, c in counts.items():
        print("%-11s answer %3d  cannot %2d  slip %2d" % (g, *c))
        tot = [a + b for a, b in zip(tot, c)]
    print("total       answer %3d  cannot %2d  slip %2d  (%d questions)" % (*tot, len(ITEMS)))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
