#!/usr/bin/env python3
"""exact-heldout6: a sixth held-out set of "exact answer" questions.

Written on 2026-12-05 by a sixth helper session that read neither the project's
code nor the other data sets, only exact-heldout.README.md and
exact-heldout4.README.md (schema, fixed situation, expect keys). This script
imports nothing from the project. It holds every question, computes every
expected answer and, run as a script, writes exact-heldout6.jsonl beside
itself. Imported, it only builds ITEMS (and best_synset() can be used to find
where the first synonym group of a `synonyms` list ends).

Fixed situation: now = Friday 2026-12-04 14:30 America/New_York, country US,
place New York City (40.7128, -74.0060).

Needs: holidays, python-dateutil, astral, nltk (pip) and Debian's wordnet-base
(/usr/share/wordnet, WordNet 3.0). See exact-heldout6.README.md.
"""

import atexit
import calendar
import json
import math
import os
import shutil
import sys
import tempfile
import warnings
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import holidays
from dateutil.easter import easter
from dateutil.relativedelta import relativedelta
from astral import LocationInfo
from astral.sun import sun

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout6.jsonl")

# --------------------------------------------------------------------------
# The fixed situation
# --------------------------------------------------------------------------
NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == calendar.FRIDAY
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)


def wd(d):
    return calendar.day_name[d.weekday()]


def iso(d):
    return d.isoformat()


ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    assert group in ("holidays", "dates", "worldclock", "sun", "units",
                     "spelling", "words", "calc")
    assert kind in ("answer", "cannot")
    if slip:
        # speech-recogniser style: lower case, no punctuation, no digits
        assert q == q.lower(), q
        assert not any(c in q for c in "?,.!;:\"'"), q
        assert not any(c.isdigit() for c in q), q
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip,
                  "expect": expect})


def num(x, tol=None):
    e = {"number": round(float(x), 6)}
    if tol is not None:
        e["tol"] = tol
    return e


# --------------------------------------------------------------------------
# Holidays: from their rules, cross-checked against the holidays package
# --------------------------------------------------------------------------
def nth_wd(y, m, weekday, n):
    first = date(y, m, 1)
    d = first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    assert d.month == m
    return d


def last_wd(y, m, weekday):
    last = date(y, m, calendar.monthrange(y, m)[1])
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def observed(d):
    """US federal rule: Saturday -> Friday before, Sunday -> Monday after."""
    if d.weekday() == SAT:
        return d - timedelta(days=1)
    if d.weekday() == SUN:
        return d + timedelta(days=1)
    return d


RULES = {
    # federal
    "new_year": lambda y: date(y, 1, 1),
    "mlk": lambda y: nth_wd(y, 1, MON, 3),
    "presidents": lambda y: nth_wd(y, 2, MON, 3),
    "memorial": lambda y: last_wd(y, 5, MON),
    "juneteenth": lambda y: date(y, 6, 19),
    "independence": lambda y: date(y, 7, 4),
    "labor": lambda y: nth_wd(y, 9, MON, 1),
    "columbus": lambda y: nth_wd(y, 10, MON, 2),
    "veterans": lambda y: date(y, 11, 11),
    "thanksgiving": lambda y: nth_wd(y, 11, THU, 4),
    "christmas": lambda y: date(y, 12, 25),
    # others
    "christmas_eve": lambda y: date(y, 12, 24),
    "new_years_eve": lambda y: date(y, 12, 31),
    "groundhog": lambda y: date(y, 2, 2),
    "valentines": lambda y: date(y, 2, 14),
    "st_patricks": lambda y: date(y, 3, 17),
    "earth_day": lambda y: date(y, 4, 22),
    "cinco_de_mayo": lambda y: date(y, 5, 5),
    "flag_day": lambda y: date(y, 6, 14),
    "halloween": lambda y: date(y, 10, 31),
    "pearl_harbor": lambda y: date(y, 12, 7),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - timedelta(days=2),
    "palm_sunday": lambda y: easter(y) - timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - timedelta(days=47),
    "mothers": lambda y: nth_wd(y, 5, SUN, 2),
    "fathers": lambda y: nth_wd(y, 6, SUN, 3),
    "black_friday": lambda y: nth_wd(y, 11, THU, 4) + timedelta(days=1),
    "dst_start": lambda y: nth_wd(y, 3, SUN, 2),
    "dst_end": lambda y: nth_wd(y, 11, SUN, 1),
    "election": lambda y: nth_wd(y, 11, MON, 1) + timedelta(days=1),
}
FEDERAL = ["new_year", "mlk", "presidents", "memorial", "juneteenth",
           "independence", "labor", "columbus", "veterans", "thanksgiving",
           "christmas"]


def H(key, y):
    return RULES[key](y)


def next_h(key):
    for y in range(TODAY.year, TODAY.year + 3):
        d = RULES[key](y)
        if d >= TODAY:
            return d
    raise AssertionError(key)


def check_holidays():
    for y in (2020, 2026, 2027, 2028):
        us = holidays.US(years=y)
        for key in FEDERAL:
            if key == "juneteenth" and y < 2021:
                continue
            d = H(key, y)
            assert d in us, (key, d)
            assert "observed" not in us.get(d).lower() or ";" in us.get(d), (key, d, us.get(d))
            o = observed(d)
            if o != d and o.year == y:
                assert o in us and "observed" in us.get(o).lower(), (key, o)
    gb = holidays.GB(years=[2025, 2027, 2028])
    for y in (2025, 2027, 2028):
        assert gb.get(H("good_friday", y)) == "Good Friday", y
    for y in (2026, 2027, 2028):
        s, e = H("dst_start", y), H("dst_end", y)
        for d in (s, e):
            a = datetime(d.year, d.month, d.day, 12, tzinfo=NY).utcoffset()
            b = datetime(d.year, d.month, d.day, 12, tzinfo=NY) - timedelta(days=1)
            assert a != b.utcoffset(), d


check_holidays()


def hol_date(q, d, weekday=True, slip=False, extra=None):
    e = {"date": iso(d)}
    if weekday:
        e["weekday"] = wd(d)
    if extra:
        e.update(extra)
    add("holidays", q, e, slip=slip)


def days_to(d):
    return (d - TODAY).days


# -- holidays -----------------------------------------------------------------
G = "holidays"
hol_date("When was Thanksgiving this year?", H("thanksgiving", 2026))
hol_date("when is thanks giving next year", H("thanksgiving", 2027), slip=True)
hol_date("What day of the week does Christmas fall on this year?", next_h("christmas"))
add(G, "How many more sleeps until Christmas?", {"days": days_to(next_h("christmas"))})
add(G, "how many days till new years day", {"days": days_to(next_h("new_year"))}, slip=True)
hol_date("What date is Martin Luther King Day next year?", H("mlk", 2027))
hol_date("When is Presidents' Day in 2027?", H("presidents", 2027))
hol_date("Does Valentine's Day land on a weekend next year?", H("valentines", 2027))
hol_date("when is easter next year", next_h("easter"), slip=True)
hol_date("What's the date of Good Friday 2027?", H("good_friday", 2027))
hol_date("when is mothers day", next_h("mothers"), slip=True)
hol_date("Father's Day 2027 - what date is that?", H("fathers", 2027))
hol_date("when is memorial day twenty twenty seven", H("memorial", 2027), slip=True)
hol_date("What day of the week is the Fourth of July next year?", H("independence", 2027))
assert observed(H("independence", 2027)) == date(2027, 7, 5)
hol_date("Since July 4th is on a Sunday in 2027, which day is the holiday observed?",
         observed(H("independence", 2027)))
hol_date("Could you tell me when Labor Day is in 2027?", H("labor", 2027))
hol_date("What day of the week is Halloween next year?", H("halloween", 2027))
hol_date("When is Juneteenth next year?", H("juneteenth", 2027))
hol_date("whens saint patricks day", next_h("st_patricks"), slip=True)
hol_date("what day is new years eve on this year", next_h("new_years_eve"), slip=True)
hol_date("Christmas Eve is on what day this year?", next_h("christmas_eve"))
hol_date("When is Mardi Gras in 2027?", H("mardi_gras", 2027))
hol_date("um when does daylight savings start next year", H("dst_start", 2027), slip=True)
hol_date("When do the clocks go back next year?", H("dst_end", 2027))
hol_date("When is Black Friday next year?", H("black_friday", 2027))
hol_date("when was easter in twenty twenty five", H("easter", 2025), slip=True)
hol_date("What date is Thanksgiving in 2030?", H("thanksgiving", 2030))
hol_date("When is Election Day in 2028?", H("election", 2028))
add(G, "How many days until Valentine's Day?", {"days": days_to(next_h("valentines"))})
add(G, "How many days is it until Halloween?", {"days": days_to(next_h("halloween"))})
us27 = holidays.US(years=2027)
assert "martin luther king" in us27.get(date(2027, 1, 18)).lower()
add(G, "What holiday is on January 18th, 2027?", {"contains": ["Martin Luther King|MLK"]})
assert "veterans" in us27.get(date(2027, 11, 11)).lower()
add(G, "what holiday is on november eleventh", {"contains": ["Veteran"]}, slip=True)
assert H("memorial", 2027) == last_wd(2027, 5, MON)
add(G, "Which holiday is always on the last Monday in May?", {"contains": ["Memorial"]})
hol_date("What's the date of Groundhog Day?", next_h("groundhog"))
hol_date("Is Christmas 2027 on a Saturday?", H("christmas", 2027), extra={"contains": ["yes"]})
assert observed(H("christmas", 2027)) == date(2027, 12, 24)
assert "observed" in us27.get(date(2027, 12, 24)).lower()
hol_date("For federal workers, which day is the Christmas holiday observed in 2027?",
         observed(H("christmas", 2027)))
hol_date("What's the date of Ash Wednesday next year?", H("ash_wednesday", 2027))
hol_date("When's Cinco de Mayo, and what day of the week?", next_h("cinco_de_mayo"))
hol_date("When is Flag Day?", next_h("flag_day"))
add(G, "How many days until the Fourth of July?", {"days": days_to(next_h("independence"))})
add(G, "When is Grumblenut Day?", {"names": ["Grumblenut"]}, kind="cannot")
add(G, "When is my mom's birthday?", {"names": ["birthday"]}, kind="cannot")
add(G, "when is national flurbo day", {"names": ["flurbo"]}, kind="cannot", slip=True)

# --------------------------------------------------------------------------
# Dates
# --------------------------------------------------------------------------
G = "dates"


def dt_item(q, d, weekday=True, slip=False, extra=None):
    e = {"date": iso(d)}
    if weekday:
        e["weekday"] = wd(d)
    if extra:
        e.update(extra)
    add(G, q, e, slip=slip)


def coming(weekday):
    """'next Tuesday' / 'this Sunday' from a Friday: the coming one, not today."""
    n = (weekday - TODAY.weekday()) % 7
    return TODAY + timedelta(days=n or 7)


def previous(weekday):
    n = (TODAY.weekday() - weekday) % 7
    return TODAY - timedelta(days=n or 7)


def age_on(birth, on):
    return relativedelta(on, birth).years


dt_item("whats todays date", TODAY, slip=True)
add(G, "Sorry, what day of the week is it today?", {"weekday": wd(TODAY)})
dt_item("what day is it tomorrow", TODAY + timedelta(days=1), slip=True)
dt_item("What was yesterday's date?", TODAY - timedelta(days=1))
dt_item("What day will it be the day after tomorrow?", TODAY + timedelta(days=2))
assert coming(TUE) == date(2026, 12, 8)
dt_item("What's the date next Tuesday?", coming(TUE), weekday=False)
dt_item("What date is this Sunday?", coming(SUN), weekday=False)
assert previous(WED) == date(2026, 12, 2)
dt_item("what was the date last wensday", previous(WED), weekday=False, slip=True)
dt_item("whats the date a hundred days from now", TODAY + timedelta(days=100), slip=True)
dt_item("What date was it 45 days ago?", TODAY - timedelta(days=45), weekday=False)
dt_item("What will the date be in three weeks?", TODAY + timedelta(weeks=3), weekday=False)
dt_item("Six months from today is what date?", TODAY + relativedelta(months=6), weekday=False)
add(G, "what day of the week was july twentieth nineteen sixty nine",
    {"weekday": wd(date(1969, 7, 20))}, slip=True)
add(G, "What day of the week will March 3rd, 2031 be?", {"weekday": wd(date(2031, 3, 3))})
add(G, "I was born on October 3rd, 1990. What day of the week was that?",
    {"weekday": wd(date(1990, 10, 3))})
add(G, "How old is someone who was born on May 12, 1988?",
    num(age_on(date(1988, 5, 12), TODAY), 0))
b = date(1975, 1, 9)
nb = date(TODAY.year, b.month, b.day)
if nb < TODAY:
    nb = date(TODAY.year + 1, b.month, b.day)
add(G, "I was born January 9th, 1975. How old will I be on my next birthday?",
    num(age_on(b, nb), 0))
assert calendar.isleap(2028) and not calendar.isleap(1900) and not calendar.isleap(2100)
add(G, "is twenty twenty eight a leap year", {"contains": ["yes"]}, slip=True)
add(G, "Was 1900 a leap year?", {"contains": ["no|not|wasn"]})
add(G, "Will 2100 be a leap year?", {"contains": ["no|not|won"]})
nly = next(y for y in range(TODAY.year + 1, TODAY.year + 9) if calendar.isleap(y))
add(G, "When's the next leap year?", {"contains": [str(nly)]})
add(G, "what week number is it", num(TODAY.isocalendar()[1], 0), slip=True)
add(G, "What day of the year is it today, like day number what?",
    num(TODAY.timetuple().tm_yday, 0))
add(G, "How many days are there in February 2027?", num(calendar.monthrange(2027, 2)[1], 0))
add(G, "how many days till march first", {"days": days_to(date(2027, 3, 1))}, slip=True)
add(G, "How many days are there between June 3rd and September 19th, 2026?",
    num((date(2026, 9, 19) - date(2026, 6, 3)).days, 0))
add(G, "How many days has it been since January 1st?",
    num((TODAY - date(TODAY.year, 1, 1)).days, 0))
add(G, "how many days are left in the year", {"days": days_to(date(TODAY.year, 12, 31))},
    slip=True)
dt_item("What's the first Monday of February 2027?", nth_wd(2027, 2, MON, 1), weekday=False)
dt_item("What's the date of the last Friday in January?", last_wd(2027, 1, FRI), weekday=False)
dt_item("When is the second Tuesday of next month?", nth_wd(2027, 1, TUE, 2), weekday=False)
dt_item("What day of the week is January 31st?", date(2027, 1, 31))
dt_item("What date is 90 days after January 15th, 2027?",
        date(2027, 1, 15) + timedelta(days=90), weekday=False)
dt_item("What was the date 1,000 days ago, and what day of the week?",
        TODAY - timedelta(days=1000))
add(G, "My birthday is February 9th. How many days until it?",
    {"days": days_to(date(2027, 2, 9))})
add(G, "How many days until July 1st, 2027?", {"days": days_to(date(2027, 7, 1))})
m10 = TODAY + relativedelta(months=10)
add(G, "What month will it be ten months from now?",
    {"contains": [calendar.month_name[m10.month]]})
n_mon = sum(1 for d in range(1, calendar.monthrange(2027, 2)[1] + 1)
            if date(2027, 2, d).weekday() == MON)
add(G, "How many Mondays are there in February 2027?", num(n_mon, 0))
dt_item("What's the date a fortnight from today?", TODAY + timedelta(days=14), weekday=False)
dt_item("What's the date one year from today, and what day is that?",
        TODAY + relativedelta(years=1))
dt_item("My birthday is August 22nd. What day of the week will it be on next year?",
        date(2027, 8, 22))
add(G, "How many days old is a baby born on November 1st, 2026?",
    num((TODAY - date(2026, 11, 1)).days, 0))


def no_date(y, m, d):
    try:
        date(y, m, d)
    except ValueError:
        return True
    return False


assert no_date(2027, 2, 30) and no_date(2025, 4, 31) and no_date(2027, 1, 32)
assert no_date(2027, 6, 31) and no_date(2027, 2, 29)
add(G, "What day of the week is February 30th, 2027?", {"names": ["February 30"]},
    kind="cannot")
add(G, "what day of the week was april thirty first twenty twenty five",
    {"names": ["April 31"]}, kind="cannot", slip=True)
add(G, "What date is the 32nd of January?", {"names": ["32"]}, kind="cannot")
add(G, "How many days until June 31st?", {"names": ["June 31"]}, kind="cannot")
add(G, "What day of the week is February 29th, 2027?", {"names": ["February 29"]},
    kind="cannot")
add(G, "What day of the week is Smarch 3rd?", {"names": ["Smarch"]}, kind="cannot")

# --------------------------------------------------------------------------
# World clock (zoneinfo, system tzdata)
# --------------------------------------------------------------------------
G = "worldclock"


def local(zone, at=NOW):
    return at.astimezone(ZoneInfo(zone))


def hhmm(t):
    return t.strftime("%H:%M")


def clock(q, zone, slip=False, with_date=False, with_weekday=False, at=NOW):
    t = local(zone, at)
    e = {"time": hhmm(t), "tol_min": 1}
    if with_date:
        e["date"] = iso(t.date())
    if with_weekday:
        e["weekday"] = wd(t.date())
    add(G, q, e, slip=slip)


def diff_hours(zone):
    d = (local(zone).utcoffset() - NOW.utcoffset()).total_seconds() / 3600
    assert d == int(d), (zone, d)
    return abs(int(d))


clock("What time is it in Tokyo?", "Asia/Tokyo")
clock("what time is it in tokio right now", "Asia/Tokyo", slip=True)
clock("What's the time in London at the moment?", "Europe/London")
clock("Current time in Paris, please.", "Europe/Paris")
clock("What time is it in Sydney, and what's the date there?", "Australia/Sydney",
      with_date=True)
clock("what time is it in new delhi", "Asia/Kolkata", slip=True)
clock("Time in Singapore?", "Asia/Singapore")
clock("What time is it in Los Angeles?", "America/Los_Angeles")
clock("What time is it in Chicago?", "America/Chicago")
clock("Could you check the time in Phoenix?", "America/Phoenix")
clock("what time is it in honalulu", "Pacific/Honolulu", slip=True)
clock("What time is it in Anchorage, Alaska?", "America/Anchorage")
clock("um whats the time in mexico city", "America/Mexico_City", slip=True)
clock("what time is it in sao paulo right now", "America/Sao_Paulo", slip=True)
clock("What's the time in Bogotá?", "America/Bogota")
clock("What time is it in Cairo?", "Africa/Cairo")
clock("What's the local time in Lagos?", "Africa/Lagos")
clock("What time is it in Moscow?", "Europe/Moscow")
clock("time in reykavik", "Atlantic/Reykjavik", slip=True)
clock("What's the time in Dublin?", "Europe/Dublin")
clock("What time is it in Tehran?", "Asia/Tehran")
clock("What's the time in Kathmandu?", "Asia/Kathmandu")
clock("whats the time in bankok", "Asia/Bangkok", slip=True)
clock("What time is it in Seoul, and what day is it there?", "Asia/Seoul",
      with_date=True, with_weekday=True)
clock("What's the time in Beijing?", "Asia/Shanghai")
clock("What's the date in Auckland right now?", "Pacific/Auckland", with_date=True,
      with_weekday=True)
clock("What time is it in Adelaide?", "Australia/Adelaide")
clock("What time is it in St. John's, Newfoundland?", "America/St_Johns")
clock("What time is it in Santiago, Chile?", "America/Santiago")
clock("What time is it in Kenya right now?", "Africa/Nairobi")
clock("What time is it in Vietnam?", "Asia/Ho_Chi_Minh")
clock("What time is it in Pakistan at the moment?", "Asia/Karachi")
add(G, "how many hours ahead is london", num(diff_hours("Europe/London"), 0), slip=True)
add(G, "What's the time difference between here and Los Angeles?",
    num(diff_hours("America/Los_Angeles"), 0))
add(G, "How many hours ahead of us is Tokyo?", num(diff_hours("Asia/Tokyo"), 0))
add(G, "How many hours behind New York is Honolulu?", num(diff_hours("Pacific/Honolulu"), 0))
add(G, "What's the time difference with Moscow?", num(diff_hours("Europe/Moscow"), 0))
add(G, "How far ahead is Berlin?", num(diff_hours("Europe/Berlin"), 0))
clock("If it's 9 a.m. here, what time is it in Dubai?", "Asia/Dubai",
      at=datetime(2026, 12, 4, 9, 0, tzinfo=NY))
clock("If I call Sydney at 6 pm our time, what time will it be there?", "Australia/Sydney",
      at=datetime(2026, 12, 4, 18, 0, tzinfo=NY))
clock("When it's 8 pm in London, what time is it here?", "America/New_York",
      at=datetime(2026, 12, 4, 20, 0, tzinfo=ZoneInfo("Europe/London")))
clock("My meeting is at 3 p.m. Berlin time on Monday. What time is that for me?",
      "America/New_York", at=datetime(2026, 12, 7, 15, 0, tzinfo=ZoneInfo("Europe/Berlin")))
clock("It'll be noon tomorrow in Tokyo. What time will it be in New York then?",
      "America/New_York", at=datetime(2026, 12, 5, 12, 0, tzinfo=ZoneInfo("Asia/Tokyo")))
assert local("America/Denver").utcoffset() == timedelta(hours=-7)
add(G, "What time zone is Denver in?", {"contains": ["Mountain|MST|UTC-7|UTC−7|GMT-7|-7"]})
assert NOW.utcoffset() == timedelta(hours=-5)
add(G, "What time zone are we in?", {"contains": ["Eastern|EST|UTC-5|UTC−5|GMT-5|-5"]})
add(G, "What time is it in Narnia?", {"names": ["Narnia"]}, kind="cannot")
add(G, "What's the time in Canada?", {"names": ["Canada"]}, kind="cannot")
add(G, "What time is it in Brazil right now?", {"names": ["Brazil"]}, kind="cannot")
add(G, "Time in Indonesia?", {"names": ["Indonesia"]}, kind="cannot")
add(G, "what time is it in wakanda", {"names": ["Wakanda"]}, kind="cannot", slip=True)

# --------------------------------------------------------------------------
# Sun (astral 3.2, New York City, elevation 0)
# --------------------------------------------------------------------------
G = "sun"
OBS = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060).observer


def sun_at(d):
    return sun(OBS, date=d, tzinfo=NY)


def round_min(t):
    return (t + timedelta(seconds=30)).replace(second=0, microsecond=0)


def sun_item(q, d, event, slip=False):
    t = round_min(sun_at(d)[event])
    assert t.date() == d
    add(G, q, {"time": hhmm(t), "tol_min": 3}, slip=slip)


def day_length_item(q, d, slip=False):
    s = sun_at(d)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(mins // 60)
    m = mins - 60 * h
    assert 3 < m < 57, (d, m)   # +-1.5 min cannot cross an hour
    add(G, q, {"contains": ["%d hour|%d h|%d:" % (h, h, h)], "number": round(m, 6),
               "tol": round(1.5 / m, 6)}, slip=slip)


def daylight_minutes_item(q, d, slip=False):
    s = sun_at(d)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    add(G, q, {"number": round(mins, 6), "tol": round(1.5 / mins, 6)}, slip=slip)


# Solstices and equinoxes: Meeus, Astronomical Algorithms ch. 25 (low accuracy,
# about 0.01 degree, i.e. about a quarter of an hour in time).
def sun_longitude(jd):
    T = (jd - 2451545.0) / 36525.0
    L0 = 280.46646 + 36000.76983 * T + 0.0003032 * T * T
    M = math.radians(357.52911 + 35999.05029 * T - 0.0001537 * T * T)
    C = ((1.914602 - 0.004817 * T - 0.000014 * T * T) * math.sin(M)
         + (0.019993 - 0.000101 * T) * math.sin(2 * M) + 0.000289 * math.sin(3 * M))
    omega = math.radians(125.04 - 1934.136 * T)
    return (L0 + C - 0.00569 - 0.00478 * math.sin(omega)) % 360.0


J2000 = datetime(2000, 1, 1, 12, tzinfo=timezone.utc)


def season_start(year, month, target):
    """Instant (UTC) in that month when the Sun's apparent longitude is target."""
    lo = (datetime(year, month, 1, tzinfo=timezone.utc) - J2000).total_seconds() / 86400 + 2451545.0
    hi = lo + calendar.monthrange(year, month)[1]

    def f(jd):
        return (sun_longitude(jd) - target + 180.0) % 360.0 - 180.0
    assert f(lo) < 0 < f(hi)
    for _ in range(60):
        mid = (lo + hi) / 2
        if f(mid) < 0:
            lo = mid
        else:
            hi = mid
    t = J2000 + timedelta(days=lo - 2451545.0)
    loc = t.astimezone(NY)
    # far enough from local midnight that the date is not in doubt
    assert 2 < loc.hour < 22, loc
    return loc


winter = season_start(2026, 12, 270.0)
spring = season_start(2027, 3, 0.0)
summer = season_start(2027, 6, 90.0)
# the shortest day by daylight is the solstice day (within seconds)
lengths = {TODAY + timedelta(days=i): (lambda s: (s["sunset"] - s["sunrise"]).total_seconds())(
    sun_at(TODAY + timedelta(days=i))) for i in range(10, 30)}
assert lengths[winter.date()] - min(lengths.values()) < 10

sun_item("When is sunset today?", TODAY, "sunset")
sun_item("what time does the sun come up tomorrow", TODAY + timedelta(days=1), "sunrise",
         slip=True)
sun_item("whats the sunrise on christmas morning", date(2026, 12, 25), "sunrise", slip=True)
sun_item("What time does the sun set on New Year's Eve?", date(2026, 12, 31), "sunset")
sun_item("What time is sunrise on Sunday?", coming(SUN), "sunrise")
sun_item("When is solar noon today?", TODAY, "noon")
sun_item("when is sun set today", TODAY, "sunset", slip=True)
sun_item("What time is dawn tomorrow?", TODAY + timedelta(days=1), "dawn")
sun_item("When is dusk this evening?", TODAY, "dusk")
sun_item("What time will the sun set on January 15th?", date(2027, 1, 15), "sunset")
sun_item("What time is sunrise on June 21st next year?", date(2027, 6, 21), "sunrise")
sun_item("When does the sun go down a week from today?", TODAY + timedelta(days=7), "sunset")
day_length_item("how long is the day today", TODAY, slip=True)
day_length_item("How many hours of daylight will we get tomorrow?", TODAY + timedelta(days=1))
daylight_minutes_item("How many minutes of daylight will there be on Christmas Day?",
                      date(2026, 12, 25))
add(G, "When's the shortest day of the year?", {"date": iso(winter.date())})
add(G, "When does spring officially start next year?", {"date": iso(spring.date())})
add(G, "What's the date of the summer solstice in 2027?", {"date": iso(summer.date())})
add(G, "When is sunrise on Mars?", {"names": ["Mars"]}, kind="cannot")
add(G, "What time is sunset on February 30th?", {"names": ["February 30"]}, kind="cannot")

# --------------------------------------------------------------------------
# Units: exact factors
# --------------------------------------------------------------------------
G = "units"
IN = 0.0254
FT = 12 * IN
YD = 3 * FT
MI = 5280 * FT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
GAL = 231 * IN ** 3          # US liquid gallon, m^3
FLOZ = GAL / 128
L = 0.001
U = {
    # length, m
    "m": 1.0, "km": 1000.0, "cm": 0.01, "mm": 0.001, "in": IN, "ft": FT, "yd": YD,
    "mi": MI, "nmi": NMI,
    # mass, kg
    "kg": 1.0, "g": 0.001, "lb": LB, "oz": OZ, "st": 14 * LB, "ton": 2000 * LB,
    "t": 1000.0,
    # volume, m^3
    "L": L, "mL": L / 1000, "gal": GAL, "qt": GAL / 4, "pt": GAL / 8, "cup": GAL / 16,
    "floz": FLOZ, "tbsp": FLOZ / 2, "tsp": FLOZ / 6, "imp_pt": 4.54609e-3 / 8,
    "ft3": FT ** 3,
    # speed, m/s
    "m/s": 1.0, "km/h": 1000 / 3600, "mph": MI / 3600, "kn": NMI / 3600,
    # area, m^2
    "m2": 1.0, "ft2": FT ** 2, "acre": 43560 * FT ** 2, "ha": 1e4, "mi2": MI ** 2,
    "km2": 1e6,
    # time, s
    "s": 1.0, "min": 60.0, "h": 3600.0, "day": 86400.0, "week": 7 * 86400.0,
    # energy, J
    "kcal": 4184.0, "kJ": 1000.0, "kWh": 3.6e6, "BTU": 1055.05585262,
    # pressure, Pa
    "psi": LB * 9.80665 / IN ** 2, "bar": 1e5, "atm": 101325.0,
    # data, bytes
    "MB": 1e6, "GB": 1e9, "MiB": 2 ** 20, "GiB": 2 ** 30,
}


def conv(v, a, b):
    return v * U[a] / U[b]


def temp(v, a, b):
    k = {"C": lambda x: x + 273.15, "F": lambda x: (x - 32) * 5 / 9 + 273.15,
         "K": lambda x: x}[a](v)
    return {"C": lambda x: x - 273.15, "F": lambda x: (x - 273.15) * 9 / 5 + 32,
            "K": lambda x: x}[b](k)


def unit(q, value, slip=False):
    add(G, q, num(value), slip=slip)


unit("how many kilometers is twenty six point two miles", conv(26.2, "mi", "km"), slip=True)
unit("five mile to kilometer", conv(5, "mi", "km"), slip=True)
unit("whats three fifty fahrenheit in celsius", temp(350, "F", "C"), slip=True)
unit("Convert 180 Celsius to Fahrenheit, please.", temp(180, "C", "F"))
unit("I'm 5 foot 9. What's that in centimeters?", conv(5, "ft", "cm") + conv(9, "in", "cm"))
unit("How many grams are there in a pound?", conv(1, "lb", "g"))
unit("How many ounces is 250 grams?", conv(250, "g", "oz"))
unit("how many cups in a litre", conv(1, "L", "cup"), slip=True)
unit("How many tablespoons are in a cup?", conv(1, "cup", "tbsp"))
unit("how many tea spoons in a table spoon", conv(1, "tbsp", "tsp"), slip=True)
unit("how many mililiters in a teaspoon", conv(1, "tsp", "mL"), slip=True)
unit("What's three quarters of a cup in milliliters?", conv(0.75, "cup", "mL"))
unit("How many quarts in a gallon?", conv(1, "gal", "qt"))
unit("How many liters are in 2 gallons?", conv(2, "gal", "L"))
unit("How many fluid ounces are in a cup?", conv(1, "cup", "floz"))
unit("whats sixty miles an hour in kilometers per hour", conv(60, "mph", "km/h"), slip=True)
unit("What's 100 km/h in miles per hour?", conv(100, "km/h", "mph"))
unit("um how many feet in a meter", conv(1, "m", "ft"), slip=True)
unit("How many inches is 30 centimeters?", conv(30, "cm", "in"))
unit("seventy kilo grams in pounds", conv(70, "kg", "lb"), slip=True)
unit("What's 80 kilos in stone?", conv(80, "kg", "st"))
unit("How many pounds is 10 stone?", conv(10, "st", "lb"))
unit("How many square feet are in a square meter?", conv(1, "m2", "ft2"))
unit("How many acres is a hectare?", conv(1, "ha", "acre"))
unit("Convert 1,200 square feet to square meters.", conv(1200, "ft2", "m2"))
unit("How many acres in a square mile?", conv(1, "mi2", "acre"))
unit("How many mebibytes are in a gibibyte?", conv(1, "GiB", "MiB"))
unit("2.5 gigabytes is how many megabytes?", conv(2.5, "GB", "MB"))
unit("How many minutes are there in a week?", conv(1, "week", "min"))
unit("500 kilocalories in kilojoules?", conv(500, "kcal", "kJ"))
unit("My tires say 32 psi. What's that in bar?", conv(32, "psi", "bar"))
unit("How many psi is one atmosphere?", conv(1, "atm", "psi"))
unit("What's 50 km/h in knots?", conv(50, "km/h", "kn"))
unit("How many nautical miles is 100 kilometers?", conv(100, "km", "nmi"))
unit("What's minus 40 Celsius in Fahrenheit?", temp(-40, "C", "F"))
unit("What's 98.6 Fahrenheit in Celsius?", temp(98.6, "F", "C"))
unit("What is 0 Kelvin in Celsius?", temp(0, "K", "C"))
unit("The thermostat says 72 Fahrenheit. What's that in Celsius?", temp(72, "F", "C"))
unit("300 Kelvin in Fahrenheit?", temp(300, "K", "F"))
unit("How many liters in a cubic foot?", conv(1, "ft3", "L"))
unit("How many US fluid ounces are in a 750 milliliter bottle?", conv(750, "mL", "floz"))
unit("how many grams is half a pound", conv(0.5, "lb", "g"), slip=True)
unit("A metric ton is how many pounds?", conv(1, "t", "lb"))
unit("How many short tons is 5,000 pounds?", conv(5000, "lb", "ton"))
unit("2 tablespoons is how many milliliters?", conv(2, "tbsp", "mL"))
unit("How many cups is 500 ml?", conv(500, "mL", "cup"))
unit("How many teaspoons are in a quarter cup?", conv(0.25, "cup", "tsp"))
unit("How many feet is 10,000 meters?", conv(10000, "m", "ft"))
unit("What's 10 meters per second in miles per hour?", conv(10, "m/s", "mph"))
unit("How many BTUs are in a kilowatt hour?", conv(1, "kWh", "BTU"))
unit("How many square kilometers is a square mile?", conv(1, "mi2", "km2"))
unit("How many British imperial pints are in a liter?", conv(1, "L", "imp_pt"))
add(G, "Convert 5 kilograms to meters.", {"names": ["kilogram|meter"]}, kind="cannot")
add(G, "How many liters are in a mile?", {"names": ["liter|mile"]}, kind="cannot")
add(G, "What's 20 degrees Celsius in pounds?", {"names": ["Celsius|pound"]}, kind="cannot")
add(G, "Convert 3 hours into kilograms.", {"names": ["hour|kilogram"]}, kind="cannot")
add(G, "how many inches are in a gallon", {"names": ["inch|gallon"]}, kind="cannot",
    slip=True)
add(G, "How many blorps are in a foot?", {"names": ["blorp"]}, kind="cannot")

# --------------------------------------------------------------------------
# Spelling
# --------------------------------------------------------------------------
G = "spelling"


def spell(q, word, slip=False):
    assert word.isalpha()
    add(G, q, {"letters": list(word.upper())}, slip=slip)


spell("How do you spell necessary?", "necessary")
spell("is it one c or two in acommodate how do you spell it", "accommodate", slip=True)
spell("how do you spell rhythm", "rhythm", slip=True)
spell("Can you spell conscientious for me?", "conscientious")
spell("Spell bureaucracy.", "bureaucracy")
spell("What's the spelling of mischievous?", "mischievous")
spell("How is onomatopoeia spelled?", "onomatopoeia")
spell("how do you spell wensday", "Wednesday", slip=True)
spell("How do you spell pharaoh, like the Egyptian king?", "pharaoh")
spell("Could you spell chrysanthemum?", "chrysanthemum")
spell("Spell silhouette for me, please.", "silhouette")
spell("How do you spell entrepreneur?", "entrepreneur")
spell("How do you spell Massachusetts?", "Massachusetts")
spell("spell mississippi", "Mississippi", slip=True)
spell("How do you spell Albuquerque?", "Albuquerque")
spell("how do you spell cincinatti", "Cincinnati", slip=True)
spell("I always get it wrong: how do you spell zucchini?", "zucchini")
spell("What's the spelling of cinnamon?", "cinnamon")
spell("um how do you spell worcestershire", "Worcestershire", slip=True)
spell("How do you spell quinoa?", "quinoa")
spell("How is croissant spelled?", "croissant")
spell("How do you spell the color fuchsia?", "fuchsia")
spell("How do you spell pneumonia?", "pneumonia")
spell("How do you spell ophthalmologist?", "ophthalmologist")
spell("Does embarrass have two r's? Spell it for me.", "embarrass")
spell("Spell millennium.", "millennium")
spell("How do you spell colonel, the army rank?", "colonel")
spell("How do you spell acquaintance?", "acquaintance")
spell("Spell camouflage for me.", "camouflage")
spell("How do you spell dachshund, the dog breed?", "dachshund")
add(G, "How do you spell snorfblat?", {"names": ["snorfblat"]}, kind="cannot")
add(G, "Spell gronkulate for me.", {"names": ["gronkulate"]}, kind="cannot")
add(G, "how do you spell skibblewump", {"names": ["skibblewump"]}, kind="cannot", slip=True)

# --------------------------------------------------------------------------
# Words: Princeton WordNet 3.0 from /usr/share/wordnet, read with nltk
# --------------------------------------------------------------------------
G = "words"
WN_SRC = "/usr/share/wordnet"
LEXNAMES = """adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact
noun.attribute noun.body noun.cognition noun.communication noun.event noun.feeling
noun.food noun.group noun.location noun.motive noun.object noun.person noun.phenomenon
noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape noun.state
noun.substance noun.time verb.body verb.change verb.cognition verb.communication
verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion
verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl""".split()
assert len(LEXNAMES) == 45
POS_NUM = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}


def load_wordnet():
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader
    tmp = tempfile.mkdtemp(prefix="heldout6-wn-")
    root = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree(WN_SRC, root)
    with open(os.path.join(root, "lexnames"), "w") as f:
        for i, name in enumerate(LEXNAMES):
            f.write("%02d\t%s\t%d\n" % (i, name, POS_NUM[name.split(".")[0]]))
    nltk.data.path.append(tmp)

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):   # no mapping to other versions
            return None

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        r = Reader(root, None)
    assert r.get_version() == "3.0"
    return r, tmp


WN, WN_TMP = load_wordnet()
atexit.register(shutil.rmtree, WN_TMP, True)


def key(word):
    return word.lower().replace(" ", "_")


def word_synsets(word):
    k = key(word)
    return [s for s in WN.synsets(k) if any(l.name().lower() == k for l in s.lemmas())]


def lemma_of(s, word):
    return next(l for l in s.lemmas() if l.name().lower() == key(word))


def best_synset(word):
    ss = word_synsets(word)
    # highest count of this word's lemma; ties go to WordNet's order
    return max(enumerate(ss), key=lambda t: (lemma_of(t[1], word).count(), -t[0]))[1]


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    parts = [p for p in parts if p and not p.startswith("-")]
    return "; ".join(parts)


def define(q, word, slip=False):
    ss = word_synsets(word)
    assert ss, word
    b = best_synset(word)
    add(G, q, {"gloss": clean_gloss(b), "glosses": [clean_gloss(s) for s in ss]}, slip=slip)


def synonyms(q, word, slip=False):
    b = best_synset(word)
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key(word)]
    assert first, word
    rest = []
    for s in word_synsets(word):
        if s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key(word) and n not in first and n not in rest:
                rest.append(n)
    add(G, q, {"synonyms": first + rest}, slip=slip)


def nonsense(q, word, slip=False):
    assert not WN.synsets(word) and not word_synsets(word), word
    add(G, q, {"names": [word]}, kind="cannot", slip=slip)


define("what is the meaning of serendipity", "serendipity", slip=True)
define("what does ubiquitous mean", "ubiquitous", slip=True)
define("define ephemeral", "ephemeral", slip=True)
define("What's the definition of meticulous?", "meticulous")
define("What does frugal mean?", "frugal")
define("What does mellifluous mean?", "mellifluous")
define("What does quixotic mean?", "quixotic")
define("If someone is ambivalent, what does that mean?", "ambivalent")
define("What does laconic mean?", "laconic")
define("Define garrulous.", "garrulous")
define("what does procrastinate mean", "procrastinate", slip=True)
define("What does resilient mean?", "resilient")
define("What's the meaning of the word empathy?", "empathy")
define("What's a sycophant?", "sycophant")
define("What does it mean to take umbrage?", "umbrage")
define("what does shadenfreude mean", "schadenfreude", slip=True)
define("What is gobbledygook?", "gobbledygook")
define("What's a kerfuffle?", "kerfuffle")
define("What's a curmudgeon?", "curmudgeon")
define("The recipe says simmer. What does simmer mean?", "simmer")
define("What does braise mean?", "braise")
define("What is a roux?", "roux")
define("What's a colander?", "colander")
define("What does nefarious mean?", "nefarious")
synonyms("whats another word for huge", "huge", slip=True)
synonyms("What's a synonym for buy?", "buy")
synonyms("Give me another word for funny.", "funny")
synonyms("What's another word for scared?", "scared")
synonyms("What's a synonym for brave?", "brave")
synonyms("Another word for stubborn?", "stubborn")
synonyms("whats a synonym for mistake", "mistake", slip=True)
synonyms("What's another word for cheap?", "cheap")
synonyms("What's a synonym for tiny?", "tiny")
synonyms("What's a fancier word for choose?", "choose")
synonyms("What's another word for verbose?", "verbose")
nonsense("What does florbish mean?", "florbish")
nonsense("Define zarnified.", "zarnified")
nonsense("What's a synonym for plindrob?", "plindrob")
nonsense("What is the meaning of quazzle?", "quazzle")
nonsense("what does blorptastic mean", "blorptastic", slip=True)
for w in ("snorfblat", "gronkulate", "skibblewump"):      # spelling nonsense
    assert not WN.synsets(w), w

# --------------------------------------------------------------------------
# Calculation
# --------------------------------------------------------------------------
G = "calc"


def calc(q, value, slip=False, extra=None):
    exact_int = round(float(value), 9) == int(round(value))
    e = num(value, 0 if exact_int else 0.001)
    if extra:
        e.update(extra)
    add(G, q, e, slip=slip)


calc("what is seventeen times twenty three", 17 * 23, slip=True)
calc("What's 1,234 plus 5,678?", 1234 + 5678)
calc("whats fifteen percent of eighty", 80 * 15 / 100, slip=True)
calc("What's a 20 percent tip on $64.30?", round(64.30 * 0.20, 2))
calc("We need to split $187.40 four ways. How much each?", 187.40 / 4)
calc("What's the average of 12, 15, 21 and 30?", (12 + 15 + 21 + 30) / 4)
calc("square root of one forty four", math.isqrt(144), slip=True)
calc("What's 13 squared?", 13 ** 2)
calc("What's 2 to the power of 10?", 2 ** 10)
calc("What's 3/8 as a decimal?", 3 / 8)
calc("What's the square root of 2?", math.sqrt(2))
tip = 45 * 0.18
calc("What's an 18% tip on $45, and what's the total?", tip,
     extra={"contains": ["%.1f" % (45 + tip)]})
calc("A jacket costs $80 and it's 25% off. What do I pay?", 80 * (1 - 0.25))
calc("What percent of 60 is 45?", 45 / 60 * 100)
calc("What's the cube root of 27?", round(27 ** (1 / 3)))
calc("What's the sales tax on $120 at 8.875 percent?", 120 * 0.08875)
calc("What's the average of 88, 92 and 79?", (88 + 92 + 79) / 3)
calc("Our dinner bill is $96 and we're adding a 20% tip. Split three ways, how much each?",
     96 * 1.20 / 3)
calc("What's 45 times 12, minus 30?", 45 * 12 - 30)
calc("What's a third of 270?", 270 / 3)
calc("how much is twelve times twelve", 12 * 12, slip=True)
calc("What's 250 increased by 8 percent?", 250 * 1.08)
add(G, "What's 50 divided by zero?", {}, kind="cannot")
add(G, "what is zero divided by zero", {}, kind="cannot", slip=True)
add(G, "What is seven plus purple?", {"names": ["purple"]}, kind="cannot")

# --------------------------------------------------------------------------
# Write
# --------------------------------------------------------------------------
assert len({it["q"] for it in ITEMS}) == len(ITEMS), "duplicate question"


def write(path=OUT):
    with open(path, "w", encoding="utf-8") as f:
        for i, it in enumerate(ITEMS, 1):
            row = {"id": "q6_%03d" % i, "group": it["group"], "q": it["q"],
                   "kind": it["kind"], "slip": it["slip"], "expect": it["expect"]}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
    groups = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
    tot = [0, 0, 0]
    print("| group | answer | cannot | slip |")
    print("| --- | --- | --- | --- |")
    for g in groups:
        rows = [it for it in ITEMS if it["group"] == g]
        a = sum(it["kind"] == "answer" for it in rows)
        c = sum(it["kind"] == "cannot" for it in rows)
        s = sum(it["slip"] for it in rows)
        tot = [tot[0] + a, tot[1] + c, tot[2] + s]
        print("| %s | %d | %d | %d |" % (g, a, c, s))
    n = len(ITEMS)
    print("| **total** | **%d** | **%d (%.1f%%)** | **%d (%.1f%%)** |"
          % (tot[0], tot[1], 100 * tot[1] / n, tot[2], 100 * tot[2] / n))
    print(n, "questions written to", OUT, file=sys.stderr)
