#!/usr/bin/env python3
"""exact-heldout13: held-out questions with exactly computed answers.

Written by a helper session that read only exact-heldout.README.md and
exact-heldout7.README.md (schema, fixed situation, expect keys). Imports nothing
from the project. Run:  python tests/data/exact-heldout13.make.py
Writes exact-heldout13.jsonl next to this script and prints the counts table.
"""
import atexit
import calendar
import json
import math
import os
import shutil
import tempfile
from collections import Counter
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import holidays
from astral import LocationInfo
from astral.sun import sun
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout13.jsonl")

# ---------------------------------------------------------------- fixed situation
TZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=TZ)
TODAY = NOW.date()
LAT, LON = 40.7128, -74.0060
assert NOW.strftime("%A") == "Friday"
assert NOW.utcoffset() == timedelta(hours=-5)
assert NOW.tzname() == "EST"
NOW_UTC = NOW.astimezone(ZoneInfo("UTC"))
assert NOW_UTC == datetime(2026, 12, 4, 19, 30, tzinfo=ZoneInfo("UTC"))

ITEMS = []


def add(group, q, kind="answer", slip=False, **expect):
    assert group in ("holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc")
    assert kind in ("answer", "cannot")
    if slip:
        assert q == q.lower(), q
        assert not any(c in q for c in "?.,!;:"), q
    assert expect, q
    for k, v in list(expect.items()):
        if isinstance(v, date):
            expect[k] = v.isoformat()
        if isinstance(v, float):
            expect[k] = round(v, 6)
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def wd(d):
    return d.strftime("%A")


def days_until(d):
    return (d - TODAY).days


# ================================================================ holidays
def nth(y, m, weekday, n):
    d = date(y, m, 1)
    d += timedelta((weekday - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def last(y, m, weekday):
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta((d.weekday() - weekday) % 7)


def observed(d):
    if d.weekday() == 5:
        return d - timedelta(1)
    if d.weekday() == 6:
        return d + timedelta(1)
    return d


MON, TUE, WED, THU, FRI, SAT, SUN = range(7)
R = {
    "newyear": lambda y: date(y, 1, 1),
    "mlk": lambda y: nth(y, 1, MON, 3),
    "presidents": lambda y: nth(y, 2, MON, 3),
    "memorial": lambda y: last(y, 5, MON),
    "juneteenth": lambda y: date(y, 6, 19),
    "july4": lambda y: date(y, 7, 4),
    "labor": lambda y: nth(y, 9, MON, 1),
    "columbus": lambda y: nth(y, 10, MON, 2),
    "veterans": lambda y: date(y, 11, 11),
    "thanksgiving": lambda y: nth(y, 11, THU, 4),
    "christmas": lambda y: date(y, 12, 25),
    # non-federal
    "easter": lambda y: easter(y),
    "goodfriday": lambda y: easter(y) - timedelta(2),
    "palmsunday": lambda y: easter(y) - timedelta(7),
    "ashwed": lambda y: easter(y) - timedelta(46),
    "mardigras": lambda y: easter(y) - timedelta(47),
    "pentecost": lambda y: easter(y) + timedelta(49),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "mothers": lambda y: nth(y, 5, SUN, 2),
    "fathers": lambda y: nth(y, 6, SUN, 3),
    "valentine": lambda y: date(y, 2, 14),
    "stpatrick": lambda y: date(y, 3, 17),
    "halloween": lambda y: date(y, 10, 31),
    "groundhog": lambda y: date(y, 2, 2),
    "earthday": lambda y: date(y, 4, 22),
    "cinco": lambda y: date(y, 5, 5),
    "blackfriday": lambda y: nth(y, 11, THU, 4) + timedelta(1),
    "cybermonday": lambda y: nth(y, 11, THU, 4) + timedelta(4),
    "dst_start": lambda y: nth(y, 3, SUN, 2),
    "dst_end": lambda y: nth(y, 11, SUN, 1),
    "election": lambda y: nth(y, 11, MON, 1) + timedelta(1),
    "grandparents": lambda y: nth(y, 9, MON, 1) + timedelta(6),
    "xmas_eve": lambda y: date(y, 12, 24),
    "nye": lambda y: date(y, 12, 31),
    "flagday": lambda y: date(y, 6, 14),
    "tax_day_nominal": lambda y: date(y, 4, 15),
}
FEDERAL = ["newyear", "mlk", "presidents", "memorial", "juneteenth", "july4", "labor",
           "columbus", "veterans", "thanksgiving", "christmas"]
for y in (2020, 2026, 2027, 2028):
    us = holidays.US(years=y)
    for k in FEDERAL:
        if k == "juneteenth" and y < 2021:
            continue
        assert R[k](y) in us, (k, y)
        assert observed(R[k](y)) in us, (k, y, "observed")
# DST rules against tzdata
for y in (2026, 2027, 2028):
    def off(d):
        return datetime.combine(d, time(12), TZ).utcoffset()
    s, e = R["dst_start"](y), R["dst_end"](y)
    assert off(s - timedelta(1)) == timedelta(hours=-5) and off(s) == timedelta(hours=-4)
    assert off(e - timedelta(1)) == timedelta(hours=-4) and off(e) == timedelta(hours=-5)


def nxt(k):
    d = R[k](TODAY.year)
    return d if d >= TODAY else R[k](TODAY.year + 1)


def cny(y):
    c = holidays.China(years=y)
    return min(d for d, n in c.items() if "Spring Festival" in n and "observed" not in n)


H = "holidays"
add(H, "What date is Memorial Day next year?", date=R["memorial"](2027))
add(H, "When is Labor Day in 2027?", date=R["labor"](2027))
add(H, "What day of the week does Christmas fall on this year?", date=R["christmas"](2026), weekday=wd(R["christmas"](2026)))
add(H, "When is Easter Sunday in 2027?", date=R["easter"](2027))
add(H, "What's the date of Mother's Day next year?", date=R["mothers"](2027))
add(H, "When is Father's Day 2027?", date=R["fathers"](2027))
add(H, "How many days until New Year's Day?", days=days_until(R["newyear"](2027)))
add(H, "What date is Martin Luther King Jr. Day in 2027?", date=R["mlk"](2027))
add(H, "When is Presidents' Day next year?", date=R["presidents"](2027))
add(H, "What day of the week is the Fourth of July in 2027?", date=R["july4"](2027), weekday=wd(R["july4"](2027)))
add(H, "The Fourth of July is on a Sunday in 2027 - which day is the federal holiday observed?",
    date=observed(R["july4"](2027)), weekday=wd(observed(R["july4"](2027))))
add(H, "What day of the week is Halloween next year?", date=R["halloween"](2027), weekday=wd(R["halloween"](2027)))
add(H, "When is Thanksgiving in 2028?", date=R["thanksgiving"](2028))
add(H, "What day is Veterans Day on next year?", date=R["veterans"](2027), weekday=wd(R["veterans"](2027)))
add(H, "When is Columbus Day 2027?", date=R["columbus"](2027))
add(H, "How many days until Valentine's Day?", days=days_until(nxt("valentine")))
add(H, "When is Good Friday next year?", date=R["goodfriday"](2027))
add(H, "What's the date of Ash Wednesday in 2027?", date=R["ashwed"](2027))
add(H, "When is Mardi Gras next year?", date=R["mardigras"](2027))
add(H, "What day of the week is St. Patrick's Day 2027?", date=R["stpatrick"](2027), weekday=wd(R["stpatrick"](2027)))
add(H, "What day is Juneteenth in 2028?", date=R["juneteenth"](2028), weekday=wd(R["juneteenth"](2028)))
add(H, "What day of the week is New Year's Eve this year?", date=R["nye"](2026), weekday=wd(R["nye"](2026)))
add(H, "When does daylight saving time start next year?", date=R["dst_start"](2027))
add(H, "When do we turn the clocks back in 2027?", date=R["dst_end"](2027))
add(H, "Cinco de Mayo next year is on what day of the week?", date=R["cinco"](2027), weekday=wd(R["cinco"](2027)))
add(H, "When is Orthodox Easter in 2027?", date=R["orthodox_easter"](2027))
add(H, "How many days is it until Christmas Eve?", days=days_until(nxt("xmas_eve")))
add(H, "When is Groundhog Day, and what day of the week is it?", date=nxt("groundhog"), weekday=wd(nxt("groundhog")))
add(H, "Which day of the week is Christmas Day 2027?", date=R["christmas"](2027), weekday=wd(R["christmas"](2027)))
add(H, "Christmas 2027 is a Saturday, so which day do federal offices close for it?",
    date=observed(R["christmas"](2027)), weekday=wd(observed(R["christmas"](2027))))
add(H, "When is Election Day in 2028?", date=R["election"](2028))
add(H, "When is Chinese New Year in 2027?", date=cny(2027))
add(H, "How many days are left until the Fourth of July?", days=days_until(nxt("july4")))
# cannot
add(H, "When is National Pickleflump Appreciation Day?", kind="cannot", names="National Pickleflump Appreciation Day")
add(H, "When is our wedding anniversary?", kind="cannot", names="anniversary")
# slips
add(H, "when is memorial day twenty twenty seven", slip=True, date=R["memorial"](2027))
add(H, "um what day does christmas land on this year", slip=True, date=R["christmas"](2026), weekday=wd(R["christmas"](2026)))
add(H, "how many days till new years day", slip=True, days=days_until(R["newyear"](2027)))
add(H, "when is turkey day in twenty twenty eight", slip=True, date=R["thanksgiving"](2028))
add(H, "uh when's easter next year", slip=True, date=R["easter"](2027))
add(H, "so when do the clocks spring forward next year", slip=True, date=R["dst_start"](2027))
add(H, "what day of the week is valentines day next year", slip=True, date=R["valentine"](2027), weekday=wd(R["valentine"](2027)))
add(H, "when is mothers day in twenty twenty eight", slip=True, date=R["mothers"](2028))
add(H, "when is saint patricks day", slip=True, date=nxt("stpatrick"))
add(H, "when is national gloopy noodle day", kind="cannot", slip=True, names="national gloopy noodle day")

# ================================================================ dates
D = "dates"
add(D, "What day of the week was July 4, 1976?", weekday=wd(date(1976, 7, 4)))
add(D, "What's the date 100 days from today?", date=TODAY + timedelta(100))
add(D, "What day of the week will March 1st, 2027 be?", weekday=wd(date(2027, 3, 1)))
add(D, "How many days are there in February 2028?", number=calendar.monthrange(2028, 2)[1], tol=0)
add(D, "Is 2027 a leap year?", contains=["no|not"])
assert not calendar.isleap(2027) and calendar.isleap(2028) and not calendar.isleap(1900)
add(D, "What date is next Wednesday?", date=TODAY + timedelta((WED - TODAY.weekday()) % 7 or 7))
add(D, "What was the date last Tuesday?", date=TODAY - timedelta((TODAY.weekday() - TUE) % 7 or 7))
add(D, "What week number is it?", number=TODAY.isocalendar()[1], tol=0)
add(D, "How many days until March 20, 2027?", days=days_until(date(2027, 3, 20)))
add(D, "How many days have gone by since January 1st this year?", number=(TODAY - date(2026, 1, 1)).days, tol=0)
add(D, "What day of the year is today?", number=TODAY.timetuple().tm_yday, tol=0)
add(D, "How old is someone who was born on May 15, 1990?", number=relativedelta(TODAY, date(1990, 5, 15)).years, tol=0)
add(D, "My birthday is June 3rd. What day of the week is it next year?", date=date(2027, 6, 3), weekday=wd(date(2027, 6, 3)))
add(D, "What's the date six weeks from today?", date=TODAY + timedelta(weeks=6))
add(D, "What was the date 45 days ago?", date=TODAY - timedelta(45))
add(D, "What date will it be 90 days from now?", date=TODAY + timedelta(90))
add(D, "What day of the week is it one year from today?", date=TODAY + relativedelta(years=1), weekday=wd(TODAY + relativedelta(years=1)))
add(D, "How many more Fridays are there this year after today?",
    number=sum(1 for i in range(1, 28) if (TODAY + timedelta(i)).weekday() == FRI), tol=0)
add(D, "What day of the week was January 1st, 2000?", weekday=wd(date(2000, 1, 1)))
add(D, "How many days are there between March 3rd and June 18th, 2027?", number=(date(2027, 6, 18) - date(2027, 3, 3)).days, tol=0)
add(D, "What's the date of the second Tuesday of February 2027?", date=nth(2027, 2, TUE, 2))
add(D, "What's today's date?", date=TODAY, weekday=wd(TODAY))
add(D, "What was the date the day before yesterday?", date=TODAY - timedelta(2))
add(D, "How many days until April 9th?", days=days_until(date(2027, 4, 9)))
add(D, "What day of the week will New Year's Day 2030 be?", weekday=wd(date(2030, 1, 1)))
add(D, "How many days are left in this month?", days=days_until(date(2026, 12, 31)))
add(D, "Was 1900 a leap year?", contains=["no|not"])
add(D, "What's the date eight months from today?", date=TODAY + relativedelta(months=8))
add(D, "What was the date three weeks ago today?", date=TODAY - timedelta(weeks=3))
add(D, "What day of the week was December 7, 1941?", weekday=wd(date(1941, 12, 7)))
add(D, "What's the date of the last Friday in January 2027?", date=last(2027, 1, FRI))
add(D, "What week number is Christmas Day this year?", number=date(2026, 12, 25).isocalendar()[1], tol=0)
add(D, "What day of the week is the first of next month?", date=date(2027, 1, 1), weekday=wd(date(2027, 1, 1)))
# cannot
add(D, "What day of the week is February 30th, 2027?", kind="cannot", names="February 30")
add(D, "What day of the week is April 31st next year?", kind="cannot", names="April 31")
add(D, "How many days until my wedding?", kind="cannot", names="wedding")
add(D, "What day of the week was the 32nd of January 2026?", kind="cannot", names="32nd of January")
# slips
add(D, "what day of the week was november twenty second nineteen sixty three", slip=True, weekday=wd(date(1963, 11, 22)))
add(D, "um whats the date two hundred days from today", slip=True, date=TODAY + timedelta(200))
add(D, "how many days until march fifteenth", slip=True, days=days_until(date(2027, 3, 15)))
add(D, "uh what day is it today", slip=True, weekday=wd(TODAY), date=TODAY)
add(D, "what date is next monday", slip=True, date=TODAY + timedelta((MON - TODAY.weekday()) % 7 or 7))
add(D, "how old is somebody born in august nineteen eighty five on the tenth", slip=True,
    number=relativedelta(TODAY, date(1985, 8, 10)).years, tol=0)
add(D, "so what was the date a hundred days ago", slip=True, date=TODAY - timedelta(100))
add(D, "is twenty thirty two a leap year", slip=True, contains=["yes"])
assert calendar.isleap(2032)
add(D, "what date is it gonna be in four weeks", slip=True, date=TODAY + timedelta(weeks=4))
add(D, "what day of the week is june thirty first", kind="cannot", slip=True, names="june thirty first")

# ================================================================ worldclock
W = "worldclock"


def there(zone, dt=NOW):
    return dt.astimezone(ZoneInfo(zone))


def hhmm(dt):
    return dt.strftime("%H:%M")


def diff_hours(zone):
    off = there(zone).utcoffset() - NOW.utcoffset()
    h = off.total_seconds() / 3600
    assert h == int(h), zone
    return abs(int(h))


def at_here(hh, mm, zone):
    return datetime.combine(TODAY, time(hh, mm), TZ).astimezone(ZoneInfo(zone))


def t(q, zone, slip=False):
    add(W, q, slip=slip, time=hhmm(there(zone)), tol_min=1)


t("What time is it in Tokyo right now?", "Asia/Tokyo")
t("What's the time in London?", "Europe/London")
t("What time is it in Paris?", "Europe/Paris")
t("What time is it in Los Angeles?", "America/Los_Angeles")
t("What time is it in Chicago?", "America/Chicago")
t("What time is it in Phoenix, Arizona?", "America/Phoenix")
t("What time is it in Honolulu?", "Pacific/Honolulu")
t("What time is it in Sydney?", "Australia/Sydney")
t("What time is it in Auckland?", "Pacific/Auckland")
t("What's the time in Dubai?", "Asia/Dubai")
t("What time is it in Mumbai?", "Asia/Kolkata")
t("What time is it in Kathmandu?", "Asia/Kathmandu")
t("What time is it in Beijing?", "Asia/Shanghai")
t("What time is it in Cairo?", "Africa/Cairo")
t("What time is it in Johannesburg?", "Africa/Johannesburg")
t("What time is it in Buenos Aires?", "America/Argentina/Buenos_Aires")
t("What's the time in Mexico City?", "America/Mexico_City")
t("What time is it in Tehran?", "Asia/Tehran")
t("What time is it in Seoul?", "Asia/Seoul")
t("What time is it in Vietnam?", "Asia/Ho_Chi_Minh")
t("What time is it in Newfoundland?", "America/St_Johns")
for q, z in [("How many hours ahead of us is London?", "Europe/London"),
             ("What's the time difference between New York and Tokyo?", "Asia/Tokyo"),
             ("How many hours behind us is Los Angeles?", "America/Los_Angeles"),
             ("What's the time difference between here and Berlin?", "Europe/Berlin"),
             ("How many hours ahead is Dubai?", "Asia/Dubai")]:
    add(W, q, number=diff_hours(z), tol=0)
for q, z in [("What day is it in Sydney right now?", "Australia/Sydney"),
             ("What's the date in Tokyo right now?", "Asia/Tokyo"),
             ("Is it already Saturday in Seoul?", "Asia/Seoul")]:
    d = there(z).date()
    if q.startswith("Is it"):
        assert d.weekday() == SAT
        add(W, q, contains=["yes"])
    elif "date" in q:
        add(W, q, date=d)
    else:
        add(W, q, date=d, weekday=wd(d))
add(W, "If it's 8 pm here, what time is it in Paris?", time=hhmm(at_here(20, 0, "Europe/Paris")), tol_min=1)
add(W, "If I call at 9 in the morning our time, what time will it be in Los Angeles?", time=hhmm(at_here(9, 0, "America/Los_Angeles")), tol_min=1)
add(W, "When it's 6 pm here, what time is it in Singapore?", time=hhmm(at_here(18, 0, "Asia/Singapore")), tol_min=1)
# cannot
add(W, "What time is it in Atlantis?", kind="cannot", names="Atlantis")
add(W, "What time is it in Portland?", kind="cannot", names="Portland")
add(W, "What time is it in Australia?", kind="cannot", names="Australia")
add(W, "What time is it in Russia?", kind="cannot", names="Russia")
add(W, "What's the time in Birmingham?", kind="cannot", names="Birmingham")
# slips
t("what time is it in bankok", "Asia/Bangkok", slip=True)
t("um what time is it over in dubay", "Asia/Dubai", slip=True)
t("what time is it in sidney australia", "Australia/Sydney", slip=True)
t("whats the time in bejing", "Asia/Shanghai", slip=True)
t("what time is it in rio de janero", "America/Sao_Paulo", slip=True)
t("uh what time is it in nairoby kenya", "Africa/Nairobi", slip=True)
t("what time is it in hawaii right now", "Pacific/Honolulu", slip=True)
add(W, "how many hours ahead is paris from here", slip=True, number=diff_hours("Europe/Paris"), tol=0)
add(W, "so what day is it in new zealand", slip=True, date=there("Pacific/Auckland").date(), weekday=wd(there("Pacific/Auckland").date()))
add(W, "what time is it in wakanda", kind="cannot", slip=True, names="wakanda")

# ================================================================ sun
S = "sun"
NYC = LocationInfo("New York", "USA", "America/New_York", LAT, LON)


def sunfor(d, loc=NYC):
    return sun(loc.observer, date=d, tzinfo=ZoneInfo(loc.timezone))


def rmin(dt):
    dt = dt + timedelta(seconds=30)
    return dt.strftime("%H:%M")


def st(q, d, event, slip=False, loc=NYC):
    add(S, q, slip=slip, time=rmin(sunfor(d, loc)[event]), tol_min=3)


def daylen(q, d, slip=False):
    s = sunfor(d)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h, m = divmod(mins, 60)
    h = int(h)
    assert m >= 5, (d, m)
    add(S, q, slip=slip, contains=[f"{h} hour|{h} h|{h}:"], number=round(m, 6), tol=round(1.5 / m, 6))


st("What time is sunrise today?", TODAY, "sunrise")
st("When does the sun set today?", TODAY, "sunset")
st("What time does the sun come up tomorrow?", TODAY + timedelta(1), "sunrise")
st("What time is sunset tomorrow?", TODAY + timedelta(1), "sunset")
daylen("How long is the day today, from sunrise to sunset?", TODAY)
st("What time is sunrise on Christmas Day?", date(2026, 12, 25), "sunrise")
st("When does the sun go down on New Year's Eve?", date(2026, 12, 31), "sunset")
daylen("How many hours of daylight will we get on December 21st?", date(2026, 12, 21))
st("What time will the sun rise on June 21st next year?", date(2027, 6, 21), "sunrise")
st("What time is sunset on the Fourth of July next year?", date(2027, 7, 4), "sunset")
st("What time is solar noon today?", TODAY, "noon")
st("When does it start getting light this morning - what time is dawn?", TODAY, "dawn")
st("What time is dusk tonight?", TODAY, "dusk")
st("What time is sunset on Valentine's Day?", date(2027, 2, 14), "sunset")
st("What time does the sun set today in Los Angeles, their local time?", TODAY, "sunset",
   loc=LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437))
# polar night: astral must raise for Longyearbyen today
try:
    sun(LocationInfo("Longyearbyen", "Norway", "Arctic/Longyearbyen", 78.2232, 15.6267).observer,
        date=TODAY, tzinfo=ZoneInfo("Arctic/Longyearbyen"))
    raise AssertionError("expected polar night")
except ValueError:
    pass
add(S, "What time is sunrise in Longyearbyen, Svalbard today?", kind="cannot", names="sunrise in Longyearbyen")
add(S, "what time does the sun come up tomorrow morning", slip=True, time=rmin(sunfor(TODAY + timedelta(1))["sunrise"]), tol_min=3)
st("um when is sunset on christmas eve", date(2026, 12, 24), "sunset", slip=True)
daylen("how long is the day gonna be on june twenty first next year", date(2027, 6, 21), slip=True)
st("what time does it get dark tonight like when does the sun set", TODAY, "sunset", slip=True)
add(S, "what time is sunrise on mars", kind="cannot", slip=True, names="sunrise on mars")

# ================================================================ units
U = "units"
IN = 0.0254
FT = 12 * IN
YD = 3 * FT
MI = 5280 * FT
LB = 0.45359237
OZ = LB / 16
GAL = 231 * IN ** 3 * 1000  # litres
QT, PT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
IMP_GAL = 4.54609
ACRE = 43560 * FT ** 2
KNOT = 1852  # m/h
STONE = 14 * LB
PSI = LB * 9.80665 / IN ** 2
KCAL = 4184
KWH = 3.6e6
BTU = 1055.05585262
HP = 745.69987158227022
LY_KM = 9460730472580.8


# cross-check the hand-written factors against pint (independent definitions)
import pint  # noqa: E402

_ureg = pint.UnitRegistry()
for _expr, _mine in [("1 inch", IN), ("1 mile", MI), ("1 pound", LB), ("1 ounce", OZ),
                     ("1 gallon", GAL / 1000), ("1 quart", QT / 1000), ("1 cup", CUP / 1000),
                     ("1 fluid_ounce", FLOZ / 1000), ("1 tablespoon", TBSP / 1000),
                     ("1 teaspoon", TSP / 1000), ("1 imperial_gallon", IMP_GAL / 1000),
                     ("1 acre", ACRE), ("1 knot", KNOT / 3600), ("1 stone", STONE), ("1 psi", PSI),
                     ("1 kilocalorie", KCAL), ("1 kWh", KWH), ("1 hp", HP)]:
    _q = _ureg(_expr).to_base_units().magnitude
    assert math.isclose(_q, _mine, rel_tol=1e-5), (_expr, _q, _mine)
assert math.isclose(_ureg.Quantity(350, "degF").to("degC").magnitude, (350 - 32) * 5 / 9)


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def u(q, val, slip=False):
    add(U, q, slip=slip, number=round(val, 6))


u("What is 350 degrees Fahrenheit in Celsius?", f2c(350))
u("Convert 180 Celsius to Fahrenheit.", c2f(180))
u("How many milliliters are in 2 cups?", 2 * CUP * 1000)
u("How many teaspoons are in a quarter cup?", CUP / 4 / TSP)
u("How many pounds is 500 grams?", 0.5 / LB)
u("What's 3 pounds in kilograms?", 3 * LB)
u("How many grams is 8 ounces?", 8 * OZ * 1000)
u("How many cups are in a liter?", 1 / CUP)
u("How many miles is 10 kilometers?", 10000 / MI)
u("How long is a marathon, 26.2 miles, in kilometers?", 26.2 * MI / 1000)
u("How many centimeters is 6 feet?", 6 * FT * 100)
u("How many inches is 170 centimeters?", 1.70 / IN)
u("How many liters are in a gallon?", GAL)
u("How many fluid ounces are in a 750 ml bottle?", 0.75 / FLOZ)
u("How many milliliters is 4 tablespoons?", 4 * TBSP * 1000)
u("How many milliliters is half a teaspoon?", TSP / 2 * 1000)
u("What's 12 stone in kilograms?", 12 * STONE)
u("How many square meters are in an acre?", ACRE)
u("What's 100 kilometers per hour in miles per hour?", 100000 / MI)
u("What is 65 miles per hour in kilometers per hour?", 65 * MI / 1000)
u("How fast is 20 knots in miles per hour?", 20 * KNOT / MI)
u("How many kilojoules is 2000 calories?", 2000 * KCAL / 1000)
u("How many gigabytes are in a terabyte?", 1000)
u("What is 98.6 Fahrenheit in Celsius?", f2c(98.6))
u("What's minus 40 Celsius in Fahrenheit?", c2f(-40))
u("How many milliliters are in a fluid ounce?", FLOZ * 1000)
u("What's 30 miles per gallon in liters per 100 kilometers?", 100 / (30 * MI / 1000 / GAL))
u("How many milliliters in a British pint?", IMP_GAL / 8 * 1000)
u("How many tablespoons are in a stick of butter?", (CUP / 2) / TBSP)
u("What's 200 horsepower in kilowatts?", 200 * HP / 1000)
u("How many inches is 15 centimeters?", 0.15 / IN)
u("How big is a 9 inch pan in centimeters?", 9 * IN * 100)
u("How many acres in a square mile?", MI ** 2 / ACRE)
# cannot
add(U, "Convert 3 hours into meters.", kind="cannot", names="hours to meters")
add(U, "How many pounds are in a mile?", kind="cannot", names="pounds in a mile")
add(U, "What is 20 degrees Celsius in inches?", kind="cannot", names="Celsius to inches")
add(U, "How many zorps are in a gallon?", kind="cannot", names="zorps")
# slips
u("how many mils in a cup", CUP * 1000, slip=True)
u("three fifty fahrenheit to celsius", f2c(350), slip=True)
u("how many ounces in a pound", 16, slip=True)
u("um how many table spoons in a cup", CUP / TBSP, slip=True)
u("what's two hundred grams in ounces", 200 / (OZ * 1000), slip=True)
u("how many kilometers is five k", 5, slip=True)
u("convert four hundred degrees fahrenheit to celsius", f2c(400), slip=True)
u("how many leaders in a gallon", GAL, slip=True)
u("uh how many feet is two meters", 2 / FT, slip=True)
u("how many pounds is seventy kilos", 70 / LB, slip=True)
add(U, "how many kilograms is a minute", kind="cannot", slip=True, names="kilograms in a minute")

# ================================================================ spelling
SP = "spelling"


def letters(w):
    return [c.upper() for c in w if c.isalpha()]


def sp(q, word, slip=False):
    add(SP, q, slip=slip, letters=letters(word))


sp("How do you spell necessary?", "necessary")
sp("Spell restaurant for me.", "restaurant")
sp("How do you spell bureaucracy?", "bureaucracy")
sp("Can you spell Mississippi?", "Mississippi")
sp("How is broccoli spelled?", "broccoli")
sp("How do you spell zucchini?", "zucchini")
sp("Spell fuchsia, please.", "fuchsia")
sp("How do you spell conscientious?", "conscientious")
sp("How do you spell accommodate?", "accommodate")
sp("How do you spell separate?", "separate")
sp("How do you spell embarrass?", "embarrass")
sp("How do you spell quinoa?", "quinoa")
sp("Spell croissant.", "croissant")
sp("How do you spell Massachusetts?", "Massachusetts")
sp("How do you spell colonel, like the army rank?", "colonel")
sp("How do you spell silhouette?", "silhouette")
sp("How do you spell onomatopoeia?", "onomatopoeia")
sp("How do you spell prosciutto?", "prosciutto")
sp("How do you spell mayonnaise?", "mayonnaise")
sp("How do you spell camouflage?", "camouflage")
sp("How do you spell entrepreneur?", "entrepreneur")
sp("How do you spell Philadelphia?", "Philadelphia")
add(SP, "How do you spell blixtergoob?", kind="cannot", names="blixtergoob")
add(SP, "Spell it for me.", kind="cannot", names="no word given")
sp("how do you spell rhythm", "rhythm", slip=True)
sp("um spell cinnamon for me", "cinnamon", slip=True)
sp("how do you spell fettuccine", "fettuccine", slip=True)
sp("how do you spell guacamole", "guacamole", slip=True)
sp("uh how do you spell tennessee", "Tennessee", slip=True)
sp("so how do you spell occasionally", "occasionally", slip=True)
add(SP, "how do you spell plumbozzle", kind="cannot", slip=True, names="plumbozzle")

# ================================================================ words (WordNet 3.0)
import nltk  # noqa: E402
from nltk.corpus.reader.wordnet import WordNetCorpusReader  # noqa: E402

LEXNAMES = """adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute
noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group
noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession
noun.process noun.quantity noun.relation noun.shape noun.state noun.substance noun.time
verb.body verb.change verb.cognition verb.communication verb.competition verb.consumption
verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession verb.social
verb.stative verb.weather adj.ppl""".split()
assert len(LEXNAMES) == 45
POSNUM = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}
_tmp = tempfile.mkdtemp(prefix="heldout13-wn-")
atexit.register(shutil.rmtree, _tmp, True)
_wndir = os.path.join(_tmp, "corpora", "wordnet")
shutil.copytree("/usr/share/wordnet", _wndir)
with open(os.path.join(_wndir, "lexnames"), "w") as fh:
    for i, n in enumerate(LEXNAMES):
        fh.write(f"{i:02d}\t{n}\t{POSNUM[n.split('.')[0]]}\n")
nltk.data.path.insert(0, _tmp)


class WN(WordNetCorpusReader):
    def map_wn(self, version="oewn"):  # no version mapping
        return None


wn = WN(_wndir, None)
assert wn.get_version() == "3.0"


def syns(word):
    key = word.replace(" ", "_").lower()
    return [s for s in wn.synsets(key) if any(l.name().lower() == key for l in s.lemmas())]


def lemma_of(s, word):
    key = word.replace(" ", "_").lower()
    return next(l for l in s.lemmas() if l.name().lower() == key)


def best_synset(word):
    ss = syns(word)
    return max(ss, key=lambda s: lemma_of(s, word).count())  # max keeps the first of ties


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("- "))


def gloss_item(q, word, slip=False):
    b = best_synset(word)
    add("words", q, slip=slip, gloss=clean_gloss(b), glosses=[clean_gloss(s) for s in syns(word)])


def syn_item(q, word, slip=False):
    b = best_synset(word)
    key = word.replace(" ", "_").lower()
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key]
    assert first, word
    out = list(first)
    for s in syns(word):
        if s is b or s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key and n not in out:
                out.append(n)
    add("words", q, slip=slip, synonyms=out)


def nonword(w):
    assert not wn.synsets(w) and not wn.synsets(w, pos=None), w
    return w


gloss_item("What does ubiquitous mean?", "ubiquitous")
gloss_item("Define ephemeral.", "ephemeral")
gloss_item("What's the meaning of mundane?", "mundane")
gloss_item("What does benevolent mean?", "benevolent")
gloss_item("What does cumbersome mean?", "cumbersome")
gloss_item("What is the definition of meticulous?", "meticulous")
gloss_item("What does lethargic mean?", "lethargic")
gloss_item("What does pragmatic mean?", "pragmatic")
gloss_item("What is serendipity?", "serendipity")
gloss_item("What does succulent mean?", "succulent")
gloss_item("What does marinate mean?", "marinate")
gloss_item("What does julienne mean?", "julienne")
gloss_item("What does curdle mean?", "curdle")
gloss_item("What does wistful mean?", "wistful")
gloss_item("What does frivolous mean?", "frivolous")
gloss_item("What does placate mean?", "placate")
gloss_item("What is an enigma?", "enigma")
gloss_item("What does obsolete mean?", "obsolete")
gloss_item("What does candid mean?", "candid")
gloss_item("Define the word resilient.", "resilient")
gloss_item("What does emulsify mean?", "emulsify")
syn_item("What's another word for mistake?", "mistake")
syn_item("Give me a synonym for cheap.", "cheap")
syn_item("What's a synonym for choose?", "choose")
syn_item("What's another word for delicious?", "delicious")
syn_item("Give me a synonym for brave.", "brave")
syn_item("What's another word for help?", "help")
syn_item("What's a synonym for calm?", "calm")
syn_item("Another word for funny?", "funny")
syn_item("What's a different word for small?", "small")
for w, q in [("snorkwazzle", "What does snorkwazzle mean?"),
             ("flumptious", "Define flumptious."),
             ("grebnitz", "What's a synonym for grebnitz?"),
             ("quorbleish", "What is the meaning of quorbleish?")]:
    add("words", q, kind="cannot", names=nonword(w))
gloss_item("what does nostalgic mean", "nostalgic", slip=True)
gloss_item("um define ambiguous", "ambiguous", slip=True)
gloss_item("what does the word diligent mean", "diligent", slip=True)
syn_item("whats another word for quick", "quick", slip=True)
gloss_item("what does sautay mean", "saute", slip=True)
syn_item("uh give me a synonym for big", "big", slip=True)
gloss_item("what does tranquil mean", "tranquil", slip=True)
add("words", "what does blorpendous mean", kind="cannot", slip=True, names=nonword("blorpendous"))
for w in ("blixtergoob", "plumbozzle", "zorps", "zorp", "pickleflump"):
    nonword(w)

# ================================================================ calc
C = "calc"


def c(q, val, tol=0.001, slip=False):
    if isinstance(val, int) or float(val).is_integer():
        tol = 0
    add(C, q, slip=slip, number=round(float(val), 6), tol=tol)


c("What's a 15 percent tip on $84?", 84 * 0.15)
c("What's 17 times 23?", 17 * 23)
c("What is 144 divided by 12?", 144 // 12)
c("What's the square root of 729?", math.isqrt(729))
c("What's 2 to the power of 10?", 2 ** 10)
c("What's 1250 minus 387?", 1250 - 387)
c("What is 20 percent of 65?", 65 * 0.2)
c("What's 7 plus 5 times 2?", 7 + 5 * 2)
c("What's 45 divided by 4?", 45 / 4)
c("If I double a recipe that calls for three quarters of a cup, how many cups do I need?", 2 * 3 / 4)
c("What's 12 cubed?", 12 ** 3)
c("What's one third plus one quarter, as a decimal?", 1 / 3 + 1 / 4)
c("What's 99 squared?", 99 ** 2)
c("Split $126 three ways - how much each?", 126 / 3)
c("What's an 18 percent tip on $47.50?", 47.50 * 0.18)
c("A $120 jacket is 35% off. What's the sale price?", 120 * (1 - 0.35))
c("What is 6 factorial?", math.factorial(6))
c("What's the average of 4, 8, 15, 16, 23 and 42?", sum([4, 8, 15, 16, 23, 42]) / 6)
c("What's 1000 dollars after three years at 5 percent interest compounded yearly?", 1000 * 1.05 ** 3)
c("What's 250 divided by 8?", 250 / 8)
c("What's half of three quarters of a cup, in cups?", 3 / 4 / 2)
c("What's 81 divided by 9, plus 3?", 81 / 9 + 3)
add(C, "What's 10 divided by zero?", kind="cannot", names="divide by zero")
add(C, "Split $60 evenly between zero people.", kind="cannot", names="zero people")
c("what's twelve percent of two hundred fifty", 250 * 0.12, slip=True)
c("um whats forty eight times seven", 48 * 7, slip=True)
c("whats the square root of one forty four", 12, slip=True)
c("so how much is a twenty percent tip on sixty two dollars", 62 * 0.2, slip=True)
c("what's nine hundred divided by twelve", 900 / 12, slip=True)
add(C, "whats five divided by zero", kind="cannot", slip=True, names="divide by zero")

# ================================================================ write + checks
qs = [i["q"].lower() for i in ITEMS]
assert len(qs) == len(set(qs)), [q for q, n in Counter(qs).items() if n > 1]
for n, it in enumerate(ITEMS, 1):
    it["id"] = f"q13_{n:03d}"
    e = it["expect"]
    if it["kind"] == "cannot":
        assert set(e) == {"names"} and isinstance(e["names"], str)
    else:
        assert "names" not in e
    if "time" in e:
        assert "tol_min" in e
    json.dumps(it)
with open(OUT, "w") as fh:
    for it in ITEMS:
        row = {k: it[k] for k in ("id", "group", "q", "kind", "slip", "expect")}
        fh.write(json.dumps(row, ensure_ascii=False) + "\n")

groups = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
for g in groups:
    gi = [i for i in ITEMS if i["group"] == g]
    print(f"| {g} | {sum(i['kind'] == 'answer' for i in gi)} | {sum(i['kind'] == 'cannot' for i in gi)} | {sum(i['slip'] for i in gi)} |")
na = sum(i["kind"] == "answer" for i in ITEMS)
nc = sum(i["kind"] == "cannot" for i in ITEMS)
ns = sum(i["slip"] for i in ITEMS)
print(f"| **total** | **{na}** | **{nc} ({100 * nc / len(ITEMS):.1f}%)** | **{ns} ({100 * ns / len(ITEMS):.1f}%)** |")
print(len(ITEMS), "questions;", sum(i["slip"] and i["kind"] == "cannot" for i in ITEMS), "slip cannot")
