#!/usr/bin/env python3
"""exact-heldout3: a third, independent held-out set of exact questions.

Written by a helper session that had read neither the project's code nor the
other held-out sets; it imports nothing from the project.  Every expected answer
is computed here (datetime/dateutil/holidays/zoneinfo/astral/WordNet 3.0 via
nltk, and unit factors written out below from their exact NIST definitions).

Fixed situation: now = Friday 2026-12-04 14:30 America/New_York, country US,
place New York City (40.7128, -74.0060).

Run:  python tests/data/exact-heldout3.make.py   -> writes exact-heldout3.jsonl
"""
import atexit
import calendar
import datetime as dt
import json
import os
import re
import shutil
import tempfile
from zoneinfo import ZoneInfo

import holidays
from dateutil.easter import easter
from dateutil.relativedelta import relativedelta, MO, TU, WE, TH, SU
from astral import LocationInfo
from astral.sun import sun

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout3.jsonl")

NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.strftime("%A") == "Friday"

ROWS = []


def Q(group, q, expect, kind="answer", slip=False):
    assert group in ("holidays", "dates", "worldclock", "sun", "units",
                     "spelling", "words", "calc")
    assert kind in ("answer", "cannot")
    if slip:
        # speech-recogniser style: lower case, no punctuation except apostrophes
        assert q == q.lower(), q
        assert not re.search(r"[?.!,;:]", q), q
    ROWS.append({"group": group, "q": q, "kind": kind, "slip": bool(slip),
                 "expect": expect})


def cannot(group, q, names=None, slip=False):
    Q(group, q, {"names": names} if names else {}, kind="cannot", slip=slip)


def iso(d):
    return d.isoformat()


def wd(d):
    return d.strftime("%A")


def days_until(d):
    n = (d - TODAY).days
    assert n > 0
    return n


def next_on_or_after(fn):
    """fn(year) -> date; the next occurrence on or after today."""
    for y in (TODAY.year, TODAY.year + 1):
        d = fn(y)
        if d >= TODAY:
            return d
    raise AssertionError


# ---------------------------------------------------------------- holidays
def nth_weekday(y, m, wdcls, n):
    return dt.date(y, m, 1) + relativedelta(weekday=wdcls(n))


def last_weekday(y, m, wdcls):
    return dt.date(y, m, 1) + relativedelta(day=31, weekday=wdcls(-1))


def mlk(y): return nth_weekday(y, 1, MO, 3)
def presidents(y): return nth_weekday(y, 2, MO, 3)
def memorial(y): return last_weekday(y, 5, MO)
def labor(y): return nth_weekday(y, 9, MO, 1)
def columbus(y): return nth_weekday(y, 10, MO, 2)
def thanksgiving(y): return nth_weekday(y, 11, TH, 4)
def mothers(y): return nth_weekday(y, 5, SU, 2)
def fathers(y): return nth_weekday(y, 6, SU, 3)
def good_friday(y): return easter(y) - dt.timedelta(days=2)
def ash_wednesday(y): return easter(y) - dt.timedelta(days=46)
def mardi_gras(y): return easter(y) - dt.timedelta(days=47)
def palm_sunday(y): return easter(y) - dt.timedelta(days=7)


def election_day(y):
    # first Tuesday after the first Monday of November
    return nth_weekday(y, 11, MO, 1) + relativedelta(weekday=TU(1))


def fixed(m, d):
    return lambda y: dt.date(y, m, d)


christmas = fixed(12, 25)
new_year = fixed(1, 1)
juneteenth = fixed(6, 19)
july4 = fixed(7, 4)
veterans = fixed(11, 11)
halloween = fixed(10, 31)
valentines = fixed(2, 14)
stpatricks = fixed(3, 17)
groundhog = fixed(2, 2)

# cross-check the federal rules against the holidays package
for y in (2020, 2026, 2027, 2028):
    us = holidays.US(years=y, observed=False)
    for fn in (mlk, presidents, memorial, labor, columbus, thanksgiving,
               christmas, new_year, juneteenth, july4, veterans):
        if fn is juneteenth and y < 2021:
            continue  # federal holiday only since 2021
        assert fn(y) in us, (fn, y)
assert easter(2027) == dt.date(2027, 3, 28)
assert election_day(2028) == dt.date(2028, 11, 7)
assert election_day(2026) == dt.date(2026, 11, 3)
# observed federal holiday: July 4 2027 is a Sunday -> observed Monday July 5
assert july4(2027).strftime("%A") == "Sunday"
us27 = holidays.US(years=2027, observed=True)
assert "observed" in us27.get(dt.date(2027, 7, 5), "").lower()

H = "holidays"
d = thanksgiving(2027)
Q(H, "When is Thanksgiving next year?", {"date": iso(d)})
d = christmas(2026)
Q(H, "What day of the week is Christmas this year?", {"weekday": wd(d)})
Q(H, "How many days until New Year's Day?", {"days": days_until(new_year(2027))})
Q(H, "When's Martin Luther King Jr. Day in 2027?", {"date": iso(mlk(2027))})
Q(H, "What date is Presidents' Day next year?", {"date": iso(presidents(2027))})
Q(H, "When is Easter in 2027?", {"date": iso(easter(2027))})
Q(H, "I'm planning a brunch for my mom. What's the date of Mother's Day 2027?",
  {"date": iso(mothers(2027))})
Q(H, "When is Father's Day 2027?", {"date": iso(fathers(2027))})
Q(H, "What date is Memorial Day 2027?", {"date": iso(memorial(2027))})
Q(H, "When's Labor Day next year?", {"date": iso(labor(2027))})
Q(H, "What date is Columbus Day in 2027?", {"date": iso(columbus(2027))})
Q(H, "Indigenous Peoples' Day 2028, what date is that?", {"date": iso(columbus(2028))})
Q(H, "What day of the week does Juneteenth fall on in 2027?",
  {"weekday": wd(juneteenth(2027))})
Q(H, "Which day of the week is the Fourth of July in 2028?", {"weekday": wd(july4(2028))})
Q(H, "When is Veterans Day 2027, and what weekday is it?",
  {"date": iso(veterans(2027)), "weekday": wd(veterans(2027))})
Q(H, "What day of the week is Halloween next year?", {"weekday": wd(halloween(2027))})
Q(H, "Valentine's Day 2027 - what day of the week is it?", {"weekday": wd(valentines(2027))})
Q(H, "What weekday is St. Patrick's Day in 2027?", {"weekday": wd(stpatricks(2027))})
Q(H, "When is Good Friday 2027?", {"date": iso(good_friday(2027))})
Q(H, "When is Ash Wednesday next year?", {"date": iso(ash_wednesday(2027))})
Q(H, "What's the date of Mardi Gras in 2027?", {"date": iso(mardi_gras(2027))})
Q(H, "When is Election Day in 2028?", {"date": iso(election_day(2028))})
Q(H, "How many days is it until Christmas Eve?", {"days": days_until(dt.date(2026, 12, 24))})
Q(H, "Quick one: how many days till Valentine's Day?",
  {"days": days_until(next_on_or_after(valentines))})
Q(H, "When was Thanksgiving this year?", {"date": iso(thanksgiving(2026))})
Q(H, "What was the date of Labor Day this year?", {"date": iso(labor(2026))})
Q(H, "Can you tell me what date Easter is in 2030?", {"date": iso(easter(2030))})
Q(H, "What day of the week is New Year's Eve this year?", {"weekday": wd(dt.date(2026, 12, 31))})
Q(H, "The Fourth of July is on a Sunday in 2027. On which date is the federal holiday observed?",
  {"date": "2027-07-05"})
Q(H, "When is Thanksgiving in 2030?", {"date": iso(thanksgiving(2030))})
Q(H, "When is Palm Sunday in 2027?", {"date": iso(palm_sunday(2027))})
Q(H, "What date is Groundhog Day next year, and what day of the week is it?",
  {"date": iso(groundhog(2027)), "weekday": wd(groundhog(2027))})
Q(H, "When did Easter fall this year?", {"date": iso(easter(2026))})
Q(H, "How many days until Easter?", {"days": days_until(next_on_or_after(easter))})
Q(H, "My kids keep asking: how many days until Halloween?",
  {"days": days_until(next_on_or_after(halloween))})
Q(H, "When is Mother's Day?", {"date": iso(next_on_or_after(mothers))})
Q(H, "When is Memorial Day?", {"date": iso(next_on_or_after(memorial))})
cannot(H, "When is National Flurbo Day?", "Flurbo")
cannot(H, "What date is Zorgon Remembrance Day this year?", "Zorgon")
cannot(H, "When do we celebrate Glimmerfest in 2027?", "Glimmerfest")
Q(H, "how many days till thanks giving", {"days": days_until(next_on_or_after(thanksgiving))},
  slip=True)
Q(H, "um when is easter twenty twenty eight", {"date": iso(easter(2028))}, slip=True)
Q(H, "when is labor day in twenty twenty eight", {"date": iso(labor(2028))}, slip=True)
Q(H, "uh what day of the week is christmas next year", {"weekday": wd(christmas(2027))},
  slip=True)
Q(H, "when's martin luther king day twenty twenty eight", {"date": iso(mlk(2028))}, slip=True)
Q(H, "how many days until new year's eve", {"days": days_until(dt.date(2026, 12, 31))},
  slip=True)
Q(H, "so when is presidents day in 2028", {"date": iso(presidents(2028))}, slip=True)
Q(H, "what day is fathers day on next year", {"date": iso(fathers(2027))}, slip=True)
Q(H, "when's mothers day twenty twenty eight", {"date": iso(mothers(2028))}, slip=True)
Q(H, "what day of the week is valentines day twenty twenty eight",
  {"weekday": wd(valentines(2028))}, slip=True)
cannot(H, "when is national wibblewood day", "wibblewood", slip=True)

# ---------------------------------------------------------------- dates
D = "dates"
Q(D, "What's today's date?", {"date": iso(TODAY)})
Q(D, "What day of the week is it?", {"weekday": wd(TODAY)})
Q(D, "What's the date tomorrow?", {"date": iso(TODAY + dt.timedelta(days=1))})
Q(D, "What will the date be ten days from now?", {"date": iso(TODAY + dt.timedelta(days=10))})
Q(D, "What's the date 90 days from today?", {"date": iso(TODAY + dt.timedelta(days=90))})
Q(D, "What day of the week was July 20, 1969?", {"weekday": wd(dt.date(1969, 7, 20))})
Q(D, "What day of the week will January 1st, 2030 be?", {"weekday": wd(dt.date(2030, 1, 1))})
Q(D, "How many days until March 1st?", {"days": days_until(dt.date(2027, 3, 1))})
Q(D, "My daughter's birthday is June 12. How many days away is that?",
  {"days": days_until(dt.date(2027, 6, 12))})
Q(D, "How many days has it been since January 1st this year?",
  {"days": (TODAY - dt.date(2026, 1, 1)).days})
iso_week = TODAY.isocalendar()[1]
Q(D, "What week number are we in?", {"number": iso_week, "tol": 0})
Q(D, "How many days are there in February 2028?",
  {"number": calendar.monthrange(2028, 2)[1], "tol": 0})
Q(D, "How many days does February have in the year 2100?",
  {"number": calendar.monthrange(2100, 2)[1], "tol": 0})
Q(D, "What's the date next Tuesday?", {"date": iso(TODAY + relativedelta(weekday=TU(1)))})
Q(D, "What was the date last Monday?", {"date": iso(TODAY + relativedelta(weekday=MO(-1)))})
Q(D, "What's the date this coming Sunday?", {"date": iso(TODAY + relativedelta(weekday=SU(1)))})
Q(D, "What date is a month from today?", {"date": iso(TODAY + relativedelta(months=1))})
Q(D, "What's the date three months from now?", {"date": iso(TODAY + relativedelta(months=3))})
Q(D, "What's the date six weeks from today?", {"date": iso(TODAY + dt.timedelta(weeks=6))})
Q(D, "What was the date 100 days ago?", {"date": iso(TODAY - dt.timedelta(days=100))})
Q(D, "How many days are there between March 3rd and April 15th, 2027?",
  {"days": (dt.date(2027, 4, 15) - dt.date(2027, 3, 3)).days})
Q(D, "What day of the week is August 9th next year?", {"weekday": wd(dt.date(2027, 8, 9))})
born = dt.date(1990, 5, 5)
age = relativedelta(TODAY, born).years
Q(D, "If someone was born on May 5th, 1990, how old are they today?", {"number": age, "tol": 0})
Q(D, "What's the last day of February 2027?",
  {"date": iso(dt.date(2027, 2, calendar.monthrange(2027, 2)[1]))})
Q(D, "What's the date of the first Monday in January?", {"date": iso(nth_weekday(2027, 1, MO, 1))})
Q(D, "What date is the third Wednesday of next month?",
  {"date": iso(nth_weekday(2027, 1, WE, 3))})
Q(D, "How many days are in April?", {"number": 30, "tol": 0})
Q(D, "What day of the year is it today?", {"number": TODAY.timetuple().tm_yday, "tol": 0})
d = TODAY + dt.timedelta(weeks=3)
Q(D, "What's the date three weeks from today, and what day of the week will that be?",
  {"date": iso(d), "weekday": wd(d)})
Q(D, "This library book is due back in 14 days. What date is that?",
  {"date": iso(TODAY + dt.timedelta(days=14))})
Q(D, "The warranty on my mixer runs out two years from today. What date is that?",
  {"date": iso(TODAY + relativedelta(years=2))})
Q(D, "How many days until the end of the month?", {"days": days_until(dt.date(2026, 12, 31))})
Q(D, "What day of the week was December 7th, 1941?", {"weekday": wd(dt.date(1941, 12, 7))})
Q(D, "Is 2027 a leap year? How many days will it have?",
  {"number": 366 if calendar.isleap(2027) else 365, "tol": 0})
Q(D, "What was yesterday's date?", {"date": iso(TODAY - dt.timedelta(days=1))})
d = TODAY + dt.timedelta(days=2)
Q(D, "What's the day after tomorrow?", {"date": iso(d), "weekday": wd(d)})
cannot(D, "What day of the week is February 30th, 2027?", "February 30")
cannot(D, "Which weekday is April 31st next year?", "April 31")
cannot(D, "How many days until June 31st?", "June 31")
cannot(D, "What day of the week was February 29th, 2027?", "February 29")
Q(D, "whats the date a week from tomorrow", {"date": iso(TODAY + dt.timedelta(days=8))}, slip=True)
Q(D, "um what day of the week is the fourth of july twenty thirty",
  {"weekday": wd(dt.date(2030, 7, 4))}, slip=True)
Q(D, "how many days till march fifteenth", {"days": days_until(dt.date(2027, 3, 15))}, slip=True)
Q(D, "what day was it on november eleventh nineteen eighteen",
  {"weekday": wd(dt.date(1918, 11, 11))}, slip=True)
Q(D, "uh whats the date in two weeks", {"date": iso(TODAY + dt.timedelta(weeks=2))}, slip=True)
Q(D, "what week of the year is it", {"number": iso_week, "tol": 0}, slip=True)
Q(D, "how many days are there till june first", {"days": days_until(dt.date(2027, 6, 1))},
  slip=True)
Q(D, "what day of the week is my birthday march 9 next year",
  {"weekday": wd(dt.date(2027, 3, 9))}, slip=True)
Q(D, "what's the date thirty days from today", {"date": iso(TODAY + dt.timedelta(days=30))},
  slip=True)
cannot(D, "what day is the thirty second of january", "January 32", slip=True)

# ---------------------------------------------------------------- worldclock
W = "worldclock"


def hm(t):
    return t.strftime("%H:%M")


def local_now(zone):
    return NOW.astimezone(ZoneInfo(zone))


def tclock(q, zone, slip=False):
    Q(W, q, {"time": hm(local_now(zone)), "tol_min": 1}, slip=slip)


def hours_ahead(zone):
    off = local_now(zone).utcoffset() - NOW.utcoffset()
    return off.total_seconds() / 3600


tclock("What time is it in Tokyo?", "Asia/Tokyo")
tclock("What's the time in London, England right now?", "Europe/London")
tclock("Tell me the time in Madrid.", "Europe/Madrid")
tclock("What time is it in Los Angeles?", "America/Los_Angeles")
tclock("Current time in Chicago, please.", "America/Chicago")
tclock("What time is it in Denver?", "America/Denver")
tclock("What time is it in Phoenix, Arizona?", "America/Phoenix")
tclock("What's the time in Anchorage?", "America/Anchorage")
tclock("What time is it in Mumbai?", "Asia/Kolkata")
tclock("I have a video call with Sydney, Australia. What time is it there now?",
       "Australia/Sydney")
tclock("What's the time in Auckland?", "Pacific/Auckland")
tclock("What time is it in Dubai right now?", "Asia/Dubai")
tclock("What's the local time in Nairobi?", "Africa/Nairobi")
tclock("What time is it in Buenos Aires?", "America/Argentina/Buenos_Aires")
tclock("What time is it in Reykjavik?", "Atlantic/Reykjavik")
tclock("What time is it in Adelaide?", "Australia/Adelaide")
tclock("What time is it in St. John's, Newfoundland?", "America/St_Johns")
tclock("What time is it in Mexico City?", "America/Mexico_City")
tclock("What's the time in Seoul?", "Asia/Seoul")
tclock("What time is it in Bangkok?", "Asia/Bangkok")
tclock("What time is it in Singapore?", "Asia/Singapore")
tclock("What time is it in Lima, Peru?", "America/Lima")
tclock("What time is it in Istanbul?", "Europe/Istanbul")
tclock("What time is it in Japan?", "Asia/Tokyo")
tclock("What time is it in India right now?", "Asia/Kolkata")
tclock("What time is it in Kenya?", "Africa/Nairobi")
tclock("What's the time in Germany?", "Europe/Berlin")
tclock("What time is it in Egypt?", "Africa/Cairo")
tclock("What time is it in Greece?", "Europe/Athens")
tclock("What time is it in the Philippines?", "Asia/Manila")
tclock("My cousin lives in Ireland. What time is it there?", "Europe/Dublin")
tclock("What time is it in Vietnam?", "Asia/Ho_Chi_Minh")
for zone, whole in (("Asia/Tokyo", True), ("Europe/London", True),
                    ("America/Los_Angeles", True), ("Asia/Kolkata", False)):
    h = hours_ahead(zone)
    assert (h == int(h)) == whole
Q(W, "How many hours ahead of us is Tokyo?", {"number": hours_ahead("Asia/Tokyo"), "tol": 0})
Q(W, "What's the time difference between here and Lisbon?",
  {"number": hours_ahead("Europe/Lisbon"), "tol": 0})
Q(W, "How many hours behind New York is Los Angeles?",
  {"number": -hours_ahead("America/Los_Angeles"), "tol": 0})
Q(W, "How far ahead of New York is India?", {"number": hours_ahead("Asia/Kolkata")})
t = dt.datetime(2026, 12, 4, 20, 0, tzinfo=NY).astimezone(ZoneInfo("Asia/Tokyo"))
Q(W, "If it's 8 pm here tonight, what time is it in Tokyo?", {"time": hm(t), "tol_min": 1})
t = dt.datetime(2026, 12, 5, 9, 0, tzinfo=ZoneInfo("Europe/Berlin")).astimezone(NY)
Q(W, "I want to call my sister in Berlin at 9 tomorrow morning her time. What time is that here?",
  {"time": hm(t), "tol_min": 1})
Q(W, "What day is it in Auckland right now?", {"weekday": wd(local_now("Pacific/Auckland"))})
Q(W, "Is it already tomorrow in Seoul? What day is it there?",
  {"weekday": wd(local_now("Asia/Seoul"))})
cannot(W, "What time is it in Atlantis?", "Atlantis")
cannot(W, "What time is it in Springfield?", "Springfield")
cannot(W, "What's the time in Portland?", "Portland")
cannot(W, "What time is it in Narnia right now?", "Narnia")
tclock("what time is it in tokio", "Asia/Tokyo", slip=True)
tclock("um whats the time in new delhi", "Asia/Kolkata", slip=True)
tclock("what time is it over in sydney australia right now", "Australia/Sydney", slip=True)
tclock("whats the time in honalulu", "Pacific/Honolulu", slip=True)
tclock("time in paris france please", "Europe/Paris", slip=True)
Q(W, "uh how many hours ahead is london", {"number": hours_ahead("Europe/London"), "tol": 0},
  slip=True)
tclock("what time is it in kathmandoo", "Asia/Kathmandu", slip=True)
tclock("so what time's it in cairo egypt", "Africa/Cairo", slip=True)
tclock("what time is it in rome italy", "Europe/Rome", slip=True)
tclock("whats the time in sow paulo brazil", "America/Sao_Paulo", slip=True)
cannot(W, "What time is it in Wakanda?", "Wakanda")
cannot(W, "um what time is it in gondor", "Gondor", slip=True)

# ---------------------------------------------------------------- sun
S = "sun"
OBS = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060).observer


def suntimes(d):
    return sun(OBS, date=d, tzinfo=NY)


def rmin(t):
    t = (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)
    return t.strftime("%H:%M")


def sunq(q, d, key, slip=False):
    Q(S, q, {"time": rmin(suntimes(d)[key]), "tol_min": 3}, slip=slip)


def daylen(q, d, slip=False):
    s = suntimes(d)
    secs = (s["sunset"] - s["sunrise"]).total_seconds()
    h = int(secs // 3600)
    m = round((secs - h * 3600) / 60, 6)
    assert 4 <= m <= 56, (d, h, m)  # away from an hour boundary
    Q(S, q, {"contains": [str(h)], "number": m, "tol": round(1.5 / m, 6)}, slip=slip)


sunq("What time is sunset today?", TODAY, "sunset")
sunq("When does the sun rise tomorrow?", TODAY + dt.timedelta(days=1), "sunrise")
sunq("What time is sunrise on Christmas Day?", dt.date(2026, 12, 25), "sunrise")
sunq("When's sunset on New Year's Eve?", dt.date(2026, 12, 31), "sunset")
sunq("What time does the sun set on December 21st?", dt.date(2026, 12, 21), "sunset")
daylen("How long is the day today, from sunrise to sunset?", TODAY)
sunq("What time is solar noon today?", TODAY, "noon")
sunq("When does civil twilight begin tomorrow morning?", TODAY + dt.timedelta(days=1), "dawn")
sunq("What time will the sun set on June 21st next year?", dt.date(2027, 6, 21), "sunset")
sunq("What time is sunrise on Monday?", TODAY + relativedelta(weekday=MO(1)), "sunrise")
daylen("How many hours of daylight will we get on December 21st?", dt.date(2026, 12, 21))
sunq("I want to take photos at sunset on Valentine's Day. What time is sunset that day?",
     dt.date(2027, 2, 14), "sunset")
cannot(S, "What time is sunrise on February 30th?", "February 30")
cannot(S, "When does the sun rise on April 31st?", "April 31")
sunq("when does the sun set on christmas eve", dt.date(2026, 12, 24), "sunset", slip=True)
sunq("um when is sunset tomorrow", TODAY + dt.timedelta(days=1), "sunset", slip=True)
sunq("what time is sunrise on new year's day", dt.date(2027, 1, 1), "sunrise", slip=True)
sunq("what time does the sun come up on sunday", TODAY + relativedelta(weekday=SU(1)),
     "sunrise", slip=True)

# ---------------------------------------------------------------- units
U = "units"
# exact definitions (NIST SP 811 / Handbook 44)
M_PER_IN = 0.0254
M_PER_FT = 12 * M_PER_IN
M_PER_YD = 3 * M_PER_FT
M_PER_MI = 5280 * M_PER_FT
M_PER_NMI = 1852.0
KG_PER_LB = 0.45359237
KG_PER_OZ = KG_PER_LB / 16
KG_PER_STONE = 14 * KG_PER_LB
L_PER_IN3 = (M_PER_IN * 10) ** 3           # litres per cubic inch (1 L = 1 dm^3)
L_PER_GAL = 231 * L_PER_IN3                 # US liquid gallon
L_PER_QT = L_PER_GAL / 4
L_PER_PT = L_PER_GAL / 8
L_PER_CUP = L_PER_GAL / 16
L_PER_FLOZ = L_PER_GAL / 128
L_PER_TBSP = L_PER_FLOZ / 2
L_PER_TSP = L_PER_FLOZ / 6
L_PER_FT3 = (M_PER_FT * 10) ** 3
M2_PER_ACRE = 43560 * M_PER_FT ** 2
M2_PER_HA = 10000.0
J_PER_KCAL = 4184.0                          # thermochemical kilocalorie
G_N = 9.80665                                # standard gravity
PA_PER_PSI = KG_PER_LB * G_N / M_PER_IN ** 2


def r6(x):
    return round(x, 6)


def uq(q, value, slip=False, **kw):
    e = {"number": r6(value)}
    e.update(kw)
    Q(U, q, e, slip=slip)


def f2c(f): return (f - 32) * 5 / 9
def c2f(c): return c * 9 / 5 + 32


uq("I'm baking and the recipe says 200 grams of sugar. How many ounces is that?",
   0.2 / KG_PER_OZ)
uq("How many milliliters are in a cup?", L_PER_CUP * 1000)
uq("Convert 350 degrees Fahrenheit to Celsius.", f2c(350))
uq("My oven only shows Fahrenheit. What's 180 Celsius?", c2f(180))
uq("How many tablespoons are in a quarter cup?", L_PER_CUP / 4 / L_PER_TBSP)
uq("How many teaspoons are in 3 tablespoons?", 3 * L_PER_TBSP / L_PER_TSP)
uq("How many milliliters in a teaspoon?", L_PER_TSP * 1000)
uq("How many fluid ounces is 2 cups?", 2 * L_PER_CUP / L_PER_FLOZ)
uq("How many liters is one gallon?", L_PER_GAL)
uq("Convert 2 quarts to liters.", 2 * L_PER_QT)
uq("How many grams are in a pound?", KG_PER_LB * 1000)
uq("What's 5 kilograms in pounds?", 5 / KG_PER_LB)
uq("I weigh 11 stone. What's that in kilograms?", 11 * KG_PER_STONE)
uq("How many kilometers is a 26.2 mile marathon?", 26.2 * M_PER_MI / 1000)
uq("Convert 10 kilometers to miles.", 10000 / M_PER_MI)
uq("My son is 6 feet 2 inches tall. How many centimeters is that?",
   (6 * M_PER_FT + 2 * M_PER_IN) * 100)
uq("How many centimeters are in an inch?", M_PER_IN * 100)
uq("What's 100 yards in meters?", 100 * M_PER_YD)
uq("How many feet are in 3 meters?", 3 / M_PER_FT)
uq("I'm cutting a shelf board to 450 millimeters. How many inches is that?", 0.45 / M_PER_IN)
uq("How many square feet are in an acre?", M2_PER_ACRE / M_PER_FT ** 2)
uq("How many acres is one hectare?", M2_PER_HA / M2_PER_ACRE)
uq("Convert 60 miles per hour to kilometers per hour.", 60 * M_PER_MI / 1000)
uq("What's 20 knots in miles per hour?", 20 * M_PER_NMI / M_PER_MI)
uq("Convert 10 meters per second to kilometers per hour.", 10 * 3.6)
uq("How many liters are in a cubic foot?", L_PER_FT3)
uq("How many megabytes are in 3 gigabytes?", 3 * 1000)
uq("How many mebibytes are in 2 gibibytes?", 2 * 1024)
uq("How many seconds are in a day?", 86400)
uq("How many minutes are in three and a half hours?", 3.5 * 60)
uq("How many hours are in a week?", 7 * 24)
uq("The tire says 32 psi. What's that in kilopascals?", 32 * PA_PER_PSI / 1000)
uq("How many kilojoules is 250 kilocalories?", 250 * J_PER_KCAL / 1000)
# mpg -> L/100 km:  100 km / (mpg * km per gallon) * litres per gallon
uq("My car gets 30 miles per gallon. What is that in liters per 100 kilometers?",
   100 / (30 * M_PER_MI / 1000) * L_PER_GAL)
uq("Convert 500 milliliters to fluid ounces.", 0.5 / L_PER_FLOZ)
uq("What's minus 40 Celsius in Fahrenheit?", c2f(-40))
uq("What is 37 degrees Celsius in Fahrenheit?", c2f(37))
uq("How many pints are in a gallon?", L_PER_GAL / L_PER_PT)
uq("How many ounces are in a pound?", KG_PER_LB / KG_PER_OZ)
uq("How many cups is 1.5 liters?", 1.5 / L_PER_CUP)
uq("How many square meters is 250 square feet?", 250 * M_PER_FT ** 2)
uq("What's 2 metric tonnes in pounds?", 2000 / KG_PER_LB)
uq("Convert 5 nautical miles to kilometers.", 5 * M_PER_NMI / 1000)
uq("The cheese recipe wants 8 ounces. How many grams is that?", 8 * KG_PER_OZ * 1000)
uq("What's 300 kelvin in Celsius?", 300 - 273.15)
cannot(U, "Convert 5 meters to kilograms.", "kilogram")
cannot(U, "How many liters are in an hour?", "hour")
cannot(U, "What's 20 degrees Celsius in miles?", "mile")
cannot(U, "How many pounds is an acre?", "acre")
uq("whats four twenty five fahrenheit in celsius", f2c(425), slip=True)
uq("how many cups is five hundred milliliters", 0.5 / L_PER_CUP, slip=True)
uq("five mile to kilometer", 5 * M_PER_MI / 1000, slip=True)
uq("um how many tablespoons in a cup", L_PER_CUP / L_PER_TBSP, slip=True)
uq("convert a hundred and fifty pounds to kilos", 150 * KG_PER_LB, slip=True)
uq("how many ounces in two hundred fifty grams", 0.25 / KG_PER_OZ, slip=True)
uq("whats seventy two fahrenheit in celsius", f2c(72), slip=True)
uq("how many feet in a mile", M_PER_MI / M_PER_FT, slip=True)
uq("how many leters in two gallons", 2 * L_PER_GAL, slip=True)
uq("how many grams in three quarters of a pound", 0.75 * KG_PER_LB * 1000, slip=True)
uq("whats a hundred kilometers in miles", 100000 / M_PER_MI, slip=True)
cannot(U, "Convert 3 hours to kilograms.", "kilogram")
cannot(U, "how many inches are in a pound", "inch", slip=True)

# ---------------------------------------------------------------- spelling
SP = "spelling"


def spell(q, word, slip=False):
    Q(SP, q, {"letters": re.sub(r"[^A-Z]", "", word.upper())}, slip=slip)


spell("How do you spell necessary?", "necessary")
spell("Can you spell conscientious for me?", "conscientious")
spell("How is Wednesday spelled?", "Wednesday")
spell("Spell February.", "February")
spell("How do you spell separate, like separate the eggs?", "separate")
spell("How do you spell embarrass?", "embarrass")
spell("What's the spelling of millennium?", "millennium")
spell("How do you spell occurrence?", "occurrence")
spell("Could you spell questionnaire, please?", "questionnaire")
spell("How do you spell colonel, the army rank?", "colonel")
spell("I'm writing a shopping list. How do you spell cinnamon?", "cinnamon")
spell("How do you spell zucchini?", "zucchini")
spell("Spell mayonnaise for me.", "mayonnaise")
spell("How do you spell Worcestershire, as in the sauce?", "Worcestershire")
spell("How do you spell onomatopoeia?", "onomatopoeia")
spell("What's the correct spelling of silhouette?", "silhouette")
spell("How do you spell Mississippi?", "Mississippi")
spell("How is lieutenant spelled?", "lieutenant")
spell("How do you spell cappuccino?", "cappuccino")
spell("Spell sauerkraut.", "sauerkraut")
spell("How do you spell chrysanthemum?", "chrysanthemum")
spell("How do you spell supersede?", "supersede")
spell("How do you spell receipt?", "receipt")
spell("How do you spell colander, the thing for draining pasta?", "colander")
spell("How do you spell bureaucracy?", "bureaucracy")
spell("Can you spell connoisseur?", "connoisseur")
cannot(SP, "How do you spell flimbergast?", "flimbergast")
cannot(SP, "Spell the word snorgleplex.", "snorgleplex")
cannot(SP, "How do you spell blorptastic?", "blorptastic")
spell("how do you spell definately", "definitely", slip=True)
spell("how do you spell brocoli", "broccoli", slip=True)
spell("um how do you spell rythm", "rhythm", slip=True)
spell("spell resturant", "restaurant", slip=True)
spell("how do you spell beautiful", "beautiful", slip=True)
spell("can you spell acommodate", "accommodate", slip=True)
spell("how do you spell spaghetti", "spaghetti", slip=True)

# ---------------------------------------------------------------- words (WordNet 3.0)
WN_SRC = "/usr/share/wordnet"
LEXNAMES = """adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact
noun.attribute noun.body noun.cognition noun.communication noun.event noun.feeling
noun.food noun.group noun.location noun.motive noun.object noun.person noun.phenomenon
noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape noun.state
noun.substance noun.time verb.body verb.change verb.cognition verb.communication
verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion
verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl""".split()
assert len(LEXNAMES) == 45
POSNUM = {"noun": 1, "verb": 2, "adj": 3, "adv": 4}


def load_wordnet():
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    tmp = tempfile.mkdtemp(prefix="wn3-")
    atexit.register(shutil.rmtree, tmp, True)
    root = os.path.join(tmp, "corpora", "wordnet")
    os.makedirs(root)
    for f in os.listdir(WN_SRC):
        p = os.path.join(WN_SRC, f)
        if os.path.isfile(p):
            shutil.copyfile(p, os.path.join(root, f))
    with open(os.path.join(root, "lexnames"), "w") as fh:
        for i, name in enumerate(LEXNAMES):
            fh.write("%02d\t%s\t%d\n" % (i, name, POSNUM[name.split(".")[0]]))
    nltk.data.path.insert(0, tmp)

    class WN30(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):
            return None

    wn = WN30(nltk.data.find("corpora/wordnet"), None)
    assert wn.get_version() == "3.0", wn.get_version()
    return wn, tmp


WN, WN_TMP = load_wordnet()


def clean_gloss(s):
    g = s.definition()
    g = re.sub(r";\s*-+\s*[^;]*", "", g)      # leftover "; - Author" fragments
    return g.strip("; ").strip()


def lemma_count(s, word):
    key = word.replace(" ", "_").lower()
    counts = [l.count() for l in s.lemmas() if l.name().lower() == key]
    return max(counts) if counts else -1


def best_synset(word):
    syns = WN.synsets(word.replace(" ", "_"))
    assert syns, word
    best = syns[0]
    for s in syns[1:]:
        if lemma_count(s, word) > lemma_count(best, word):
            best = s
    return best, syns


def define(q, word, slip=False):
    best, syns = best_synset(word)
    Q("words", q, {"gloss": clean_gloss(best), "glosses": [clean_gloss(s) for s in syns]},
      slip=slip)


def synonyms(q, word, slip=False):
    best, syns = best_synset(word)
    key = word.replace(" ", "_").lower()
    out, first = [], []
    for s in [best] + [s for s in syns if s != best]:
        for l in s.lemmas():
            n = l.name()
            if n.lower() == key:
                continue
            n = n.replace("_", " ")
            if n not in out:
                out.append(n)
                if s == best:
                    first.append(n)
    assert first, word
    Q("words", q, {"synonyms": out}, slip=slip)


def unknown(q, word, slip=False):
    assert not WN.synsets(word), word
    cannot("words", q, word, slip=slip)


define("What does ubiquitous mean?", "ubiquitous")
define("What's the definition of ephemeral?", "ephemeral")
define("Define serendipity.", "serendipity")
define("What does pragmatic mean?", "pragmatic")
define("My teacher called my work meticulous. What does that mean?", "meticulous")
define("What does frugal mean?", "frugal")
define("What's the meaning of the word benevolent?", "benevolent")
define("What does lethargic mean?", "lethargic")
define("What does verbose mean?", "verbose")
define("What does obsolete mean?", "obsolete")
define("Define nostalgia, please.", "nostalgia")
define("The recipe says to braise the meat. What does braise mean?", "braise")
define("What does ambiguous mean?", "ambiguous")
define("What does diligent mean?", "diligent")
define("What's the meaning of eloquent?", "eloquent")
define("What does tedious mean?", "tedious")
define("What is the definition of the word candid?", "candid")
define("What does the word gullible mean?", "gullible")
define("What does cryptic mean?", "cryptic")
synonyms("What's another word for huge?", "huge")
synonyms("Give me a synonym for big.", "big")
synonyms("What's a synonym for begin?", "begin")
synonyms("I'm writing a note to the landlord. What's another word for fix?", "fix")
synonyms("What's another word for difficult?", "difficult")
synonyms("I keep writing the word quickly. What's another word for it?", "quickly")
unknown("What does flurbish mean?", "flurbish")
unknown("Define the word zanticle.", "zanticle")
unknown("What's the meaning of grompulous?", "grompulous")
unknown("Give me a synonym for blenticular.", "blenticular")
define("um what does ephemeral mean", "ephemeral", slip=True)
synonyms("whats another word for mistake", "mistake", slip=True)
define("define resilient please", "resilient", slip=True)
define("what does the word mundane mean", "mundane", slip=True)
synonyms("um whats a synonym for funny", "funny", slip=True)
define("uh what's the meaning of the word simmer", "simmer", slip=True)
define("what does saute mean", "saute", slip=True)
define("The marinade recipe says marinate overnight. What does marinate mean exactly?", "marinate")
unknown("what does snarfnizzle mean", "snarfnizzle", slip=True)

# ---------------------------------------------------------------- calc
C = "calc"


def cq(q, value, slip=False, **kw):
    e = {"number": r6(value)}
    e.update(kw)
    Q(C, q, e, slip=slip)


cq("What's an 18% tip on $64.50?", 0.18 * 64.50)
cq("Our bill came to $85. What's a 20 percent tip?", 0.20 * 85)
cq("What's 15 percent of 240?", 0.15 * 240)
cq("The jacket is $120 and it's 25% off. What's the sale price?", 120 * (1 - 0.25))
cq("Split $127.80 four ways.", 127.80 / 4)
cq("What's 12 times 17?", 12 * 17)
cq("What's the square root of 144?", 144 ** 0.5)
cq("What's 3 to the power of 5?", 3 ** 5)
cq("The recipe calls for three quarters of a cup of flour and I'm doubling it. "
   "How many cups do I need?", 2 * 0.75)
cq("Sales tax here is 8.875 percent. How much tax is that on a $40 purchase?", 0.08875 * 40)
cq("The price went up from $40 to $50. What's the percentage increase?", (50 - 40) / 40 * 100)
cq("What's a 20% tip on $45, and what's the total with the tip?", 0.20 * 45,
   contains=["54"])
cq("What's 1,234 plus 5,678?", 1234 + 5678)
cq("What is 7 percent of 350?", 0.07 * 350)
cq("How much is $59.99 with 30% off?", 59.99 * 0.70, tol=0.001)
cq("What is 144 divided by 12?", 144 / 12)
cannot(C, "What's 7 divided by 0?", "zero")
cannot(C, "What is 100 divided by zero?", "zero")
cq("whats fifteen percent of eighty", 0.15 * 80, slip=True)
cq("um whats a twenty percent tip on sixty two dollars", 0.20 * 62, slip=True)
cq("what is forty percent off of seventy five dollars", 75 * 0.60, slip=True)
cq("whats two hundred divided by eight", 200 / 8, slip=True)
cq("whats eighteen percent of forty five fifty", 0.18 * 45.50, slip=True)
cannot(C, "whats nine divided by zero", "zero", slip=True)


# ---------------------------------------------------------------- write
def main():
    qs = [r["q"].lower() for r in ROWS]
    assert len(qs) == len(set(qs)), "duplicate question"
    with open(OUT, "w", encoding="utf-8") as fh:
        for i, r in enumerate(ROWS, 1):
            row = {"id": "t%03d" % i, "group": r["group"], "q": r["q"], "kind": r["kind"],
                   "slip": r["slip"], "expect": r["expect"]}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    # summary
    groups = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
    print("%-11s %6s %6s %5s" % ("group", "answer", "cannot", "slip"))
    for g in groups:
        rs = [r for r in ROWS if r["group"] == g]
        print("%-11s %6d %6d %5d" % (g, sum(r["kind"] == "answer" for r in rs),
                                      sum(r["kind"] == "cannot" for r in rs),
                                      sum(r["slip"] for r in rs)))
    print("%-11s %6d %6d %5d  (total %d)" % (
        "total", sum(r["kind"] == "answer" for r in ROWS),
        sum(r["kind"] == "cannot" for r in ROWS), sum(r["slip"] for r in ROWS), len(ROWS)))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
