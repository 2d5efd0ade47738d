#!/usr/bin/env python3
"""Build tests/data/exact-heldout11.jsonl: an eleventh held-out set of typed and
speech-recogniser-style questions for the `exact` skills, with every expected answer
computed here.

Written by a helper session that read only exact-heldout.README.md and
exact-heldout7.README.md (schema, fixed situation, expect keys).  Imports nothing from
the project.  See exact-heldout11.README.md.

Fixed situation: now = Friday 2026-12-04 14:30 America/New_York, country US,
place New York City (40.7128, -74.0060).
"""
import atexit
import calendar
import collections
import datetime as dt
import json
import math
import os
import re
import shutil
import sys
import tempfile
import warnings
from zoneinfo import ZoneInfo

import holidays
from astral import LocationInfo
from astral.sun import sun as astral_sun, dawn as astral_dawn, dusk as astral_dusk, noon as astral_noon
from dateutil.easter import easter
from dateutil.relativedelta import relativedelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout11.jsonl")

NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.strftime("%A") == "Friday"

GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    assert group in GROUPS
    assert kind in ("answer", "cannot")
    if slip:
        # speech-recogniser style: lower case, no punctuation, no digits
        assert q == q.lower(), q
        assert not re.search(r"[0-9?.,!;:\"]", q), q
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": bool(slip), "expect": expect})


def cannot(group, q, names, slip=False):
    add(group, q, {"names": names}, kind="cannot", slip=slip)


def iso(d):
    return d.isoformat()


def wd(d):
    return d.strftime("%A")


def r6(x):
    return round(float(x), 6)


# ---------------------------------------------------------------- holiday rules
def nth_weekday(y, m, weekday, n):
    """n-th (1-based) weekday (Mon=0) of month m in year y."""
    d = dt.date(y, m, 1)
    d += dt.timedelta(days=(weekday - d.weekday()) % 7)
    return d + dt.timedelta(weeks=n - 1)


def last_weekday(y, m, weekday):
    d = dt.date(y, m, calendar.monthrange(y, m)[1])
    return d - dt.timedelta(days=(d.weekday() - weekday) % 7)


MON, TUE, WED, THU, FRI, SAT, SUN = range(7)

FEDERAL = {
    "New Year's Day": lambda y: dt.date(y, 1, 1),
    "Martin Luther King Jr. Day": lambda y: nth_weekday(y, 1, MON, 3),
    "Washington's Birthday": lambda y: nth_weekday(y, 2, MON, 3),
    "Memorial Day": lambda y: last_weekday(y, 5, MON),
    "Juneteenth National Independence Day": lambda y: dt.date(y, 6, 19),
    "Independence Day": lambda y: dt.date(y, 7, 4),
    "Labor Day": lambda y: nth_weekday(y, 9, MON, 1),
    "Columbus Day": lambda y: nth_weekday(y, 10, MON, 2),
    "Veterans Day": lambda y: dt.date(y, 11, 11),
    "Thanksgiving Day": lambda y: nth_weekday(y, 11, THU, 4),
    "Christmas Day": lambda y: dt.date(y, 12, 25),
}


def observed(d):
    if d.weekday() == SAT:
        return d - dt.timedelta(days=1)
    if d.weekday() == SUN:
        return d + dt.timedelta(days=1)
    return d


def check_federal():
    for y in (2020, 2026, 2027, 2028, 2030):
        lib = holidays.US(years=y, observed=False)
        for name, rule in FEDERAL.items():
            if y == 2020 and name.startswith("Juneteenth"):
                continue
            d = rule(y)
            assert d in lib and name in lib.get(d), (y, name, d, lib.get(d))


check_federal()

thanksgiving = FEDERAL["Thanksgiving Day"]
mothers_day = lambda y: nth_weekday(y, 5, SUN, 2)
fathers_day = lambda y: nth_weekday(y, 6, SUN, 3)
dst_start = lambda y: nth_weekday(y, 3, SUN, 2)
dst_end = lambda y: nth_weekday(y, 11, SUN, 1)
election_day = lambda y: nth_weekday(y, 11, MON, 1) + dt.timedelta(days=1)


def next_on_or_after(rule):
    d = rule(TODAY.year)
    return d if d >= TODAY else rule(TODAY.year + 1)


def days_until(d):
    return (d - TODAY).days


# DST rules against tzdata: offset changes between the day before and the day after
for y in (2026, 2027, 2028):
    for rule in (dst_start, dst_end):
        d = rule(y)
        before = dt.datetime(d.year, d.month, d.day, tzinfo=NY) - dt.timedelta(hours=12)
        after = dt.datetime(d.year, d.month, d.day, 12, tzinfo=NY)
        assert before.utcoffset() != after.utcoffset(), (y, d)

# observed federal days the questions ask about
_us27 = holidays.US(years=2027)
assert observed(dt.date(2027, 7, 4)) == dt.date(2027, 7, 5) and "observed" in _us27.get(dt.date(2027, 7, 5))
assert observed(dt.date(2028, 1, 1)) == dt.date(2027, 12, 31) and "observed" in _us27.get(dt.date(2027, 12, 31))


def chinese_new_year(y):
    c = holidays.China(years=y)
    return min(d for d, n in c.items() if "Spring Festival" in n)


# ---------------------------------------------------------------- holidays
H = "holidays"
add(H, "When is Thanksgiving next year?", {"date": iso(thanksgiving(2027))})
add(H, "What's the date of Memorial Day in 2027?", {"date": iso(last_weekday(2027, 5, MON))})
d = dt.date(2026, 12, 25)
add(H, "What day of the week is Christmas this year?", {"date": iso(d), "weekday": wd(d)})
add(H, "Father's Day 2027 is on what date?", {"date": iso(fathers_day(2027))})
add(H, "When does Easter fall in 2027?", {"date": iso(easter(2027))})
add(H, "Labor Day next year, what's the date?", {"date": iso(nth_weekday(2027, 9, MON, 1))})
add(H, "What's the date for Presidents' Day next year?", {"date": iso(nth_weekday(2027, 2, MON, 3))})
d = dt.date(2027, 1, 1)
add(H, "Which day of the week does New Year's Day land on in 2027?", {"date": iso(d), "weekday": wd(d)})
d = dt.date(2027, 11, 11)
add(H, "What weekday is Veterans Day next year?", {"date": iso(d), "weekday": wd(d)})
add(H, "When is Columbus Day in 2027?", {"date": iso(nth_weekday(2027, 10, MON, 2))})
add(H, "When's Good Friday in 2027?", {"date": iso(easter(2027) - dt.timedelta(days=2))})
add(H, "What date do the clocks fall back in 2027?", {"date": iso(dst_end(2027))})
d = dt.date(2027, 10, 31)
add(H, "What day of the week is Halloween in 2027?", {"date": iso(d), "weekday": wd(d)})
d = dt.date(2027, 3, 17)
add(H, "When is St. Patrick's Day 2027, and what day of the week is it?", {"date": iso(d), "weekday": wd(d)})
d = observed(dt.date(2027, 7, 4))
add(H, "The Fourth of July is a Sunday in 2027. Which day is the federal holiday observed?",
    {"date": iso(d), "weekday": wd(d)})
add(H, "When does Lent start in 2027?", {"date": iso(easter(2027) - dt.timedelta(days=46))})
add(H, "What's the date of Mardi Gras next year?", {"date": iso(easter(2027) - dt.timedelta(days=47))})
add(H, "What date is Election Day in 2030?", {"date": iso(election_day(2030))})
add(H, "How many days until New Year's Day?", {"days": days_until(dt.date(2027, 1, 1))})
add(H, "What date is Black Friday in 2027?", {"date": iso(thanksgiving(2027) + dt.timedelta(days=1))})
add(H, "When's Cyber Monday next year?", {"date": iso(thanksgiving(2027) + dt.timedelta(days=4))})
d = dt.date(2027, 2, 2)
add(H, "What weekday is Groundhog Day 2027?", {"date": iso(d), "weekday": wd(d)})
d = dt.date(2028, 6, 19)
add(H, "What day of the week is Juneteenth in 2028?", {"date": iso(d), "weekday": wd(d)})
add(H, "When is Chinese New Year in 2027?", {"date": iso(chinese_new_year(2027))})
n = (dt.date(2026, 12, 25) - thanksgiving(2026)).days
add(H, "How many days are there between Thanksgiving and Christmas this year?", {"number": n, "tol": 0})
add(H, "When is Thanksgiving in 2030?", {"date": iso(thanksgiving(2030))})
d = dt.date(2027, 12, 25)
add(H, "What day of the week is Christmas next year?", {"date": iso(d), "weekday": wd(d)})
d = dt.date(2026, 12, 26)
add(H, "When does Kwanzaa begin this year?", {"date": iso(d)})
d = observed(dt.date(2028, 1, 1))
add(H, "New Year's Day 2028 is a Saturday, so which day do federal employees get off?",
    {"date": iso(d), "weekday": wd(d)})
d = dt.date(2027, 4, 22)
add(H, "When's Earth Day next year, and what day of the week?", {"date": iso(d), "weekday": wd(d)})
d = dt.date(2027, 5, 5)
add(H, "What weekday is Cinco de Mayo 2027?", {"date": iso(d), "weekday": wd(d)})
add(H, "What date was Thanksgiving this year?", {"date": iso(thanksgiving(2026))})
add(H, "How many days until Valentine's Day?", {"days": days_until(dt.date(2027, 2, 14))})
d = dt.date(2026, 12, 26)
add(H, "Boxing Day this year falls on which day of the week?", {"date": iso(d), "weekday": wd(d)})
# slips
add(H, "when is thanks giving twenty twenty eight", {"date": iso(thanksgiving(2028))}, slip=True)
add(H, "um whens mothers day next year", {"date": iso(mothers_day(2027))}, slip=True)
add(H, "how many days till christmas eve", {"days": days_until(dt.date(2026, 12, 24))}, slip=True)
d = dt.date(2027, 2, 14)
add(H, "what day of the week is valentines day next year", {"date": iso(d), "weekday": wd(d)}, slip=True)
add(H, "so when do the clocks spring forward next year", {"date": iso(dst_start(2027))}, slip=True)
add(H, "when is easter twenty twenty eight", {"date": iso(easter(2028))}, slip=True)
add(H, "uh when is martin luther king day", {"date": iso(next_on_or_after(FEDERAL["Martin Luther King Jr. Day"]))},
    slip=True)
d = dt.date(2026, 12, 31)
add(H, "what day does new years eve fall on this year", {"date": iso(d), "weekday": wd(d)}, slip=True)
# cannot
cannot(H, "When is Glimbarton Appreciation Day?", "Glimbarton Appreciation Day")
cannot(H, "When is my daughter's birthday?", "daughter's birthday")
cannot(H, "when is national squorple day", "squorple day", slip=True)

# ---------------------------------------------------------------- dates
D = "dates"


def next_weekday(weekday):
    """the coming <weekday>, never today"""
    k = (weekday - TODAY.weekday()) % 7 or 7
    return TODAY + dt.timedelta(days=k)


def last_weekday_before(weekday):
    k = (TODAY.weekday() - weekday) % 7 or 7
    return TODAY - dt.timedelta(days=k)


def age_on(born, on=TODAY):
    return relativedelta(on, born).years


def next_friday_13():
    d = TODAY
    while True:
        if d.day == 13 and d.weekday() == FRI and d > TODAY:
            return d
        d += dt.timedelta(days=1)


add(D, "What day of the week is it today?", {"weekday": wd(TODAY)})
add(D, "What's the date next Wednesday?", {"date": iso(next_weekday(WED))})
add(D, "What was the date last Saturday?", {"date": iso(last_weekday_before(SAT))})
d = dt.date(1969, 7, 20)
add(D, "What day of the week was July 20, 1969?", {"weekday": wd(d)})
d = dt.date(2027, 3, 3)
add(D, "My birthday is March 3rd. What day of the week is it on next year?", {"date": iso(d), "weekday": wd(d)})
add(D, "How many days are in February 2028?", {"number": calendar.monthrange(2028, 2)[1], "tol": 0})
assert calendar.isleap(2032)
add(D, "Is 2032 a leap year?", {"contains": ["yes"]})
add(D, "What week number is it?", {"number": TODAY.isocalendar()[1], "tol": 0})
add(D, "How many days ago was Halloween?", {"days": (TODAY - dt.date(2026, 10, 31)).days})
add(D, "What's the date two weeks from tomorrow?", {"date": iso(TODAY + dt.timedelta(days=1 + 14))})
add(D, "What will the date be six weeks from now?", {"date": iso(TODAY + dt.timedelta(weeks=6))})
add(D, "What date was 90 days ago?", {"date": iso(TODAY - dt.timedelta(days=90))})
add(D, "How many days are there between March 1st and June 15th, 2027?",
    {"number": (dt.date(2027, 6, 15) - dt.date(2027, 3, 1)).days, "tol": 0})
d = dt.date(2028, 2, 29)
add(D, "What day of the week is February 29th, 2028?", {"date": iso(d), "weekday": wd(d)})
d = next_friday_13()
add(D, "When is the next Friday the 13th?", {"date": iso(d)})
n = sum(1 for k in range(1, 32 - TODAY.day) if (TODAY + dt.timedelta(days=k)).weekday() == SUN)
add(D, "How many Sundays are left this year?", {"number": n, "tol": 0})
d = nth_weekday(2027, 1, THU, 3)
add(D, "What's the date of the third Thursday in January 2027?", {"date": iso(d)})
add(D, "What was the date exactly one year ago today?", {"date": iso(TODAY - relativedelta(years=1))})
add(D, "How many days are left in December?", {"days": (dt.date(2026, 12, 31) - TODAY).days})
add(D, "What's the date ten weeks from today?", {"date": iso(TODAY + dt.timedelta(weeks=10))})
d = dt.date(2000, 1, 1)
add(D, "What day of the week was January 1st, 2000?", {"weekday": wd(d)})
d = next_weekday(MON)
add(D, "What's the date this coming Monday?", {"date": iso(d)})
d = TODAY - dt.timedelta(days=1)
add(D, "What day was yesterday?", {"date": iso(d), "weekday": wd(d)})
d = TODAY + dt.timedelta(days=2)
add(D, "What day of the week is the day after tomorrow?", {"weekday": wd(d)})
add(D, "What day of the year is it today?", {"number": TODAY.timetuple().tm_yday, "tol": 0})
add(D, "What date is 30 days after January 31st, 2027?", {"date": iso(dt.date(2027, 1, 31) + dt.timedelta(days=30))})
add(D, "How many days from today until April 15th?", {"days": days_until(dt.date(2027, 4, 15))})
d = dt.date(2030, 12, 4)
add(D, "What day of the week will December 4th, 2030 be?", {"date": iso(d), "weekday": wd(d)})
add(D, "If I was born on February 29th, 2004, how old am I?", {"number": age_on(dt.date(2004, 2, 29)), "tol": 0})
add(D, "What's the date eight months from today?", {"date": iso(TODAY + relativedelta(months=8))})
add(D, "How many days have gone by since January 1st?", {"number": (TODAY - dt.date(2026, 1, 1)).days, "tol": 0})
midnight = dt.datetime(2026, 12, 5, 0, 0, tzinfo=NY)
add(D, "How many hours until midnight?", {"number": r6((midnight - NOW).total_seconds() / 3600), "tol": 0.01})
d = dt.date(2027, 3, 1)
add(D, "What day of the week does March 2027 start on?", {"weekday": wd(d)})
# slips
add(D, "whats todays date", {"date": iso(TODAY)}, slip=True)
add(D, "what date is a hundred days from today", {"date": iso(TODAY + dt.timedelta(days=100))}, slip=True)
assert not calendar.isleap(2027)
add(D, "is twenty twenty seven a leap year", {"contains": ["no|not"]}, slip=True)
add(D, "um how many days till january fifteenth", {"days": days_until(dt.date(2027, 1, 15))}, slip=True)
add(D, "how old is somebody born may twelfth nineteen eighty eight", {"number": age_on(dt.date(1988, 5, 12)), "tol": 0},
    slip=True)
d = TODAY + dt.timedelta(days=45)
add(D, "what day will it be forty five days from now", {"date": iso(d), "weekday": wd(d)}, slip=True)
add(D, "uh what was the date a fortnite ago", {"date": iso(TODAY - dt.timedelta(days=14))}, slip=True)
n = relativedelta(dt.date(2027, 7, 4), TODAY)
assert n.days == 0 and n.years == 0
add(D, "how many months until july fourth", {"number": n.months, "tol": 0}, slip=True)
add(D, "so whats the date next friday", {"date": iso(next_weekday(FRI))}, slip=True)
# cannot
for bad in ((2027, 2, 30), (2027, 6, 31), (2027, 1, 32)):
    try:
        dt.date(*bad)
        raise AssertionError(bad)
    except ValueError:
        pass
cannot(D, "What day of the week is February 30th, 2027?", "February 30")
cannot(D, "What date is the 32nd of January 2027?", "January 32")
cannot(D, "What's the date of the 13th of Smarch?", "Smarch")
cannot(D, "How many days until my anniversary?", "anniversary")
cannot(D, "how many days until june thirty first", "June 31", slip=True)

# ---------------------------------------------------------------- world clock
W = "worldclock"


def there(zone):
    return NOW.astimezone(ZoneInfo(zone))


def clock(zone):
    return {"time": there(zone).strftime("%H:%M"), "tol_min": 1}


def hours_diff(zone_a, zone_b=NY):
    za, zb = ZoneInfo(zone_a) if isinstance(zone_a, str) else zone_a, ZoneInfo(zone_b) if isinstance(zone_b, str) else zone_b
    off = NOW.astimezone(za).utcoffset() - NOW.astimezone(zb).utcoffset()
    h = off.total_seconds() / 3600
    assert h == int(h), (zone_a, zone_b, h)
    return abs(int(h))


def convert_here(hour, minute, zone, day=TODAY):
    t = dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=NY).astimezone(ZoneInfo(zone))
    return t


add(W, "What time is it in London?", clock("Europe/London"))
add(W, "What's the time in Paris right now?", clock("Europe/Paris"))
add(W, "Tell me the current time in Tokyo.", clock("Asia/Tokyo"))
add(W, "What time is it in Los Angeles?", clock("America/Los_Angeles"))
add(W, "What time is it in Chicago right now?", clock("America/Chicago"))
add(W, "Time in Denver, please.", clock("America/Denver"))
add(W, "What time is it in Arizona?", clock("America/Phoenix"))
add(W, "What's the time in Anchorage?", clock("America/Anchorage"))
add(W, "What's the local time in Moscow?", clock("Europe/Moscow"))
add(W, "What time is it in Beijing?", clock("Asia/Shanghai"))
add(W, "Do you know what time it is in Auckland?", clock("Pacific/Auckland"))
add(W, "What's the time in Cairo?", clock("Africa/Cairo"))
add(W, "What time is it in Kenya?", clock("Africa/Nairobi"))
add(W, "What time is it in Johannesburg?", clock("Africa/Johannesburg"))
add(W, "Current time in Buenos Aires?", clock("America/Argentina/Buenos_Aires"))
add(W, "What time is it in Mexico City?", clock("America/Mexico_City"))
add(W, "What time is it in Halifax, Nova Scotia?", clock("America/Halifax"))
add(W, "What time is it in Adelaide?", clock("Australia/Adelaide"))
add(W, "What's the time in Tehran?", clock("Asia/Tehran"))
add(W, "What's the time in Athens right now?", clock("Europe/Athens"))
add(W, "What time is it in Kabul?", clock("Asia/Kabul"))
add(W, "What time is it in UTC?", clock("UTC"))
add(W, "What's the time difference between New York and Tokyo?", {"number": hours_diff("Asia/Tokyo"), "tol": 0})
add(W, "How many hours behind us is Hawaii?", {"number": hours_diff("Pacific/Honolulu"), "tol": 0})
add(W, "What's the time difference between Los Angeles and London?",
    {"number": hours_diff("America/Los_Angeles", "Europe/London"), "tol": 0})
add(W, "How many hours ahead of us is Dubai?", {"number": hours_diff("Asia/Dubai"), "tol": 0})
t = convert_here(12, 0, "Europe/London")
assert t.hour == 17
lon_noon = dt.datetime(2026, 12, 4, 12, 0, tzinfo=ZoneInfo("Europe/London")).astimezone(NY)
add(W, "When it's noon in London, what time is it here?", {"time": lon_noon.strftime("%H:%M"), "tol_min": 1})
t = convert_here(19, 0, "Asia/Manila")
assert t.date() == dt.date(2026, 12, 5)
add(W, "If I call my sister in Manila at 7 pm my time, what time will it be for her?",
    {"time": t.strftime("%H:%M"), "tol_min": 1})
d = there("Australia/Sydney").date()
add(W, "What day is it in Sydney right now?", {"date": iso(d), "weekday": wd(d)})
add(W, "What's the date in Seoul?", {"date": iso(there("Asia/Seoul").date())})
assert there("Pacific/Auckland").strftime("%A") == "Saturday"
add(W, "Is it Saturday yet in Auckland?", {"contains": ["yes"]})
d = there("Pacific/Honolulu").date()
add(W, "What day of the week is it in Honolulu?", {"date": iso(d), "weekday": wd(d)})
t = convert_here(9, 0, "Europe/Rome")
add(W, "If it's 9 in the morning here, what time is it in Rome?", {"time": t.strftime("%H:%M"), "tol_min": 1})
# slips
add(W, "what time is it in bankok", clock("Asia/Bangkok"), slip=True)
add(W, "what time is it over in dubai right now", clock("Asia/Dubai"), slip=True)
add(W, "um what time is it in sydney australia", clock("Australia/Sydney"), slip=True)
add(W, "what time is it in mumbai india", clock("Asia/Kolkata"), slip=True)
add(W, "how many hours ahead is london", {"number": hours_diff("Europe/London"), "tol": 0}, slip=True)
add(W, "uh what time is it in honalulu", clock("Pacific/Honolulu"), slip=True)
t = convert_here(20, 0, "Europe/Berlin")
add(W, "if its eight pm here what time is it in berlin", {"time": t.strftime("%H:%M"), "tol_min": 1}, slip=True)
add(W, "what time is it in kathmandu nepal", clock("Asia/Kathmandu"), slip=True)
add(W, "whats the time in sao paulo brazil", clock("America/Sao_Paulo"), slip=True)
# cannot (ambiguous or fictional places)
cannot(W, "What time is it in Portland?", "Portland")
cannot(W, "What's the time in Australia?", "Australia")
cannot(W, "What time is it in Wakanda?", "Wakanda")
cannot(W, "What time is it in Brazil right now?", "Brazil")
cannot(W, "what time is it in birmingham", "Birmingham", slip=True)

# ---------------------------------------------------------------- sun
S = "sun"


class Place:
    def __init__(self, name, lat, lon, zone):
        self.info = LocationInfo(name, "", zone, lat, lon)
        self.tz = ZoneInfo(zone)


NYC = Place("New York", 40.7128, -74.0060, "America/New_York")
LA = Place("Los Angeles", 34.0522, -118.2437, "America/Los_Angeles")
CHI = Place("Chicago", 41.8781, -87.6298, "America/Chicago")
UTQ = Place("Utqiagvik", 71.2906, -156.7886, "America/Anchorage")


def rmin(t):
    t = t + dt.timedelta(seconds=30)
    return t.replace(second=0, microsecond=0)


def sun_at(day, key, place=NYC):
    if key == "dawn":
        t = astral_dawn(place.info.observer, day, tzinfo=place.tz)
    elif key == "dusk":
        t = astral_dusk(place.info.observer, day, tzinfo=place.tz)
    elif key == "noon":
        t = astral_noon(place.info.observer, day, tzinfo=place.tz)
    else:
        t = astral_sun(place.info.observer, day, tzinfo=place.tz)[key]
    assert t.date() == day, (day, key, t)
    return {"time": rmin(t).strftime("%H:%M"), "tol_min": 3}


def day_length(day, place=NYC):
    s = astral_sun(place.info.observer, day, tzinfo=place.tz)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h, m = int(mins // 60), mins % 60
    assert 1.5 <= m <= 58.5, (day, m)
    return {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(m), "tol": round(1.5 / m, 4)}


TOMORROW = TODAY + dt.timedelta(days=1)
add(S, "What time is sunrise today?", sun_at(TODAY, "sunrise"))
add(S, "When does the sun set today?", sun_at(TODAY, "sunset"))
add(S, "What time does the sun go down on New Year's Eve?", sun_at(dt.date(2026, 12, 31), "sunset"))
add(S, "What time does the sun set on the winter solstice this year?", sun_at(dt.date(2026, 12, 21), "sunset"))
add(S, "How long is the day today, from sunrise to sunset?", day_length(TODAY))
add(S, "What time is sunrise next Monday?", sun_at(next_weekday(MON), "sunrise"))
add(S, "When will the sun set on July 4th next year?", sun_at(dt.date(2027, 7, 4), "sunset"))
add(S, "What time is sunrise on June 21st, 2027?", sun_at(dt.date(2027, 6, 21), "sunrise"))
add(S, "How many hours of daylight will we get on December 21st?", day_length(dt.date(2026, 12, 21)))
add(S, "What time is sunset on Valentine's Day?", sun_at(dt.date(2027, 2, 14), "sunset"))
add(S, "What time is solar noon today?", sun_at(TODAY, "noon"))
add(S, "When does civil twilight end this evening?", sun_at(TODAY, "dusk"))
add(S, "What time is civil dawn tomorrow morning?", sun_at(TOMORROW, "dawn"))
add(S, "What time does the sun set in Los Angeles today?", sun_at(TODAY, "sunset", LA))
add(S, "What time is sunrise in Chicago tomorrow?", sun_at(TOMORROW, "sunrise", CHI))
# slips
add(S, "what time does the sun come up tomorrow", sun_at(TOMORROW, "sunrise"), slip=True)
add(S, "uh when is sunset on christmas", sun_at(dt.date(2026, 12, 25), "sunset"), slip=True)
add(S, "what time is sunrise on new years day", sun_at(dt.date(2027, 1, 1), "sunrise"), slip=True)
# cannot
try:
    astral_sun(UTQ.info.observer, TOMORROW, tzinfo=UTQ.tz)
    raise AssertionError("expected polar night at Utqiagvik")
except ValueError:
    pass
cannot(S, "What time does the sun rise in Utqiagvik, Alaska tomorrow?", "sunrise in Utqiagvik")
cannot(S, "what time is sunset on november thirty first", "November 31", slip=True)

# ---------------------------------------------------------------- units
U = "units"
INCH = 0.0254
FOOT = 12 * INCH
MILE = 5280 * FOOT
NMI = 1852.0
FATHOM = 6 * FOOT
HAND = 4 * INCH
AU_M = 149_597_870_700.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
SHORT_TON = 2000 * LB
TROY_OZ_G = 31.1034768
GAL_L = 231 * INCH ** 3 * 1000
QUART_L = GAL_L / 4
PINT_L = GAL_L / 8
CUP_L = GAL_L / 16
FLOZ_L = GAL_L / 128
TBSP_L = FLOZ_L / 2
TSP_L = FLOZ_L / 6
IMP_PINT_L = 4.54609 / 8
ACRE_M2 = 43560 * FOOT ** 2
HECTARE_M2 = 10_000.0
KNOT_MPH = NMI / MILE
PSI_PA = LB * 9.80665 / INCH ** 2
BAR_PA = 1e5
ATM_PA = 101_325.0
KCAL_J = 4184.0
KWH_J = 3.6e6
HP_W = 745.69987158227022
BUTTER_STICK_LB = 0.25


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def num(x):
    return {"number": r6(x)}


add(U, "How many miles is 10 kilometers?", num(10_000 / MILE))
add(U, "Convert 13.1 miles to kilometers.", num(13.1 * MILE / 1000))
add(U, "What's 20 degrees Celsius in Fahrenheit?", num(c2f(20)))
add(U, "How many tablespoons are in half a cup?", num(CUP_L / 2 / TBSP_L))
add(U, "How many pounds is 500 grams?", num(0.5 / LB))
add(U, "Convert 3 pounds to kilograms.", num(3 * LB))
add(U, "How many grams in 4 ounces?", num(4 * OZ * 1000))
add(U, "What is 6 feet in centimeters?", num(6 * FOOT * 100))
add(U, "I'm 5 foot 10. How tall is that in centimeters?", num((5 * FOOT + 10 * INCH) * 100))
add(U, "How many feet is 180 centimeters?", num(1.8 / FOOT))
add(U, "How many liters are in a gallon?", num(GAL_L))
add(U, "Convert 65 miles per hour to kilometers per hour.", num(65 * MILE / 1000))
add(U, "How many square feet are in 2 acres?", num(2 * ACRE_M2 / FOOT ** 2))
add(U, "How many acres is a hectare?", num(HECTARE_M2 / ACRE_M2))
add(U, "What's 150 pounds in stone?", num(150 * LB / STONE))
add(U, "How many milliliters are in 3 teaspoons?", num(3 * TSP_L * 1000))
add(U, "How many cups is 250 milliliters?", num(0.25 / CUP_L))
add(U, "How many cups in a quart?", num(QUART_L / CUP_L))
add(U, "How many fluid ounces are in a cup?", num(CUP_L / FLOZ_L))
add(U, "How many grams does a stick of butter weigh?", num(BUTTER_STICK_LB * LB * 1000))
add(U, "What is 425 Fahrenheit in Celsius?", num(f2c(425)))
add(U, "What's absolute zero in Fahrenheit? That's 0 Kelvin.", num(c2f(-273.15)))
add(U, "How many gigabytes are in a terabyte?", num(1e12 / 1e9))
add(U, "How many mebibytes are in a gibibyte?", num(2 ** 30 / 2 ** 20))
add(U, "Convert 30 meters to feet.", num(30 / FOOT))
add(U, "How many kilometers is one nautical mile?", num(NMI / 1000))
add(U, "What's 20 knots in miles per hour?", num(20 * KNOT_MPH))
add(U, "My tires say 32 psi. What is that in bar?", num(32 * PSI_PA / BAR_PA))
add(U, "How many psi is one atmosphere?", num(ATM_PA / PSI_PA))
add(U, "Convert 100 kilowatt hours to megajoules.", num(100 * KWH_J / 1e6))
add(U, "How many kilojoules is a 500 calorie meal?", num(500 * KCAL_J / 1000))
add(U, "What's 200 horsepower in kilowatts?", num(200 * HP_W / 1000))
mpg30 = 100 / (30 * MILE / 1000 / GAL_L)
add(U, "My car gets 30 miles per gallon. What's that in liters per 100 kilometers?", num(mpg30))
add(U, "How many milliliters are in a British pint?", num(IMP_PINT_L * 1000))
add(U, "How many grams in a troy ounce?", num(TROY_OZ_G))
add(U, "How many square kilometers are in a square mile?", num(MILE ** 2 / 1e6))
add(U, "What's normal body temperature, 98.6 Fahrenheit, in Celsius?", num(f2c(98.6)))
add(U, "How many ounces in a pint?", num(PINT_L / FLOZ_L))
add(U, "How many fluid ounces in a 750 milliliter bottle of wine?", num(0.75 / FLOZ_L))
add(U, "A horse is 16 hands tall. How many feet is that?", num(16 * HAND / FOOT))
# slips
add(U, "how many mils are in two cups", num(2 * CUP_L * 1000), slip=True)
add(U, "convert five k to miles", num(5000 / MILE), slip=True)
add(U, "three fifty fahrenheit in celsius", num(f2c(350)), slip=True)
add(U, "how many grams is twelve ounces", num(12 * OZ * 1000), slip=True)
add(U, "um how many teaspoons in a table spoon", num(TBSP_L / TSP_L), slip=True)
add(U, "whats seventy kilos in pounds", num(70 / LB), slip=True)
add(U, "how many feet in a mile", num(MILE / FOOT), slip=True)
add(U, "a hundred kilometers an hour in miles per hour", num(100_000 / MILE), slip=True)
add(U, "how many cups in a liter", num(1 / CUP_L), slip=True)
add(U, "whats minus forty celsius in fahrenheit", num(c2f(-40)), slip=True)
# cannot
cannot(U, "Convert 5 liters to inches.", "liters to inches")
cannot(U, "How many seconds are in a kilogram?", "seconds in a kilogram")
cannot(U, "Convert 10 flurbs to meters.", "flurbs")
cannot(U, "What's 5 gallons in degrees Celsius?", "gallons to Celsius")
cannot(U, "how many pounds is three meters", "meters to pounds", slip=True)

# cross-check a sample of the written factors against pint, if installed
try:
    import pint
    ureg = pint.UnitRegistry()
    Q = ureg.Quantity
    checks = [
        (Q(10, "km").to("mile").m, 10_000 / MILE),
        (Q(1, "gallon").to("liter").m, GAL_L),
        (Q(1, "cup").to("milliliter").m, CUP_L * 1000),
        (Q(1, "tablespoon").to("milliliter").m, TBSP_L * 1000),
        (Q(1, "teaspoon").to("milliliter").m, TSP_L * 1000),
        (Q(1, "fluid_ounce").to("milliliter").m, FLOZ_L * 1000),
        (Q(1, "imperial_pint").to("milliliter").m, IMP_PINT_L * 1000),
        (Q(1, "acre").to("m**2").m, ACRE_M2),
        (Q(1, "stone").to("kg").m, STONE),
        (Q(1, "troy_ounce").to("gram").m, TROY_OZ_G),
        (Q(1, "knot").to("mph").m, KNOT_MPH),
        (Q(1, "psi").to("Pa").m, PSI_PA),
        (Q(1, "atm").to("Pa").m, ATM_PA),
        (Q(1, "hp").to("W").m, HP_W),
        (Q(1, "astronomical_unit").to("m").m, AU_M),
        (Q(1, "fathom").to("ft").m, 6),
        (Q(1, "short_ton").to("kg").m, SHORT_TON),
        (Q(425, "degF").to("degC").m, f2c(425)),
        (Q(0, "K").to("degF").m, c2f(-273.15)),
        (Q(1, "kcal").to("J").m, KCAL_J),
    ]
    for got, want in checks:
        # pint's acre and fathom are US survey units (2 ppm off the international ones)
        assert abs(got - want) <= 1e-5 * max(1, abs(want)), (got, want)
    PINT = pint.__version__
except ImportError:
    PINT = None

# ---------------------------------------------------------------- WordNet
LEXNAMES = (
    "adj.all 3|adj.pert 3|adv.all 4|noun.Tops 1|noun.act 1|noun.animal 1|noun.artifact 1|"
    "noun.attribute 1|noun.body 1|noun.cognition 1|noun.communication 1|noun.event 1|"
    "noun.feeling 1|noun.food 1|noun.group 1|noun.location 1|noun.motive 1|noun.object 1|"
    "noun.person 1|noun.phenomenon 1|noun.plant 1|noun.possession 1|noun.process 1|"
    "noun.quantity 1|noun.relation 1|noun.shape 1|noun.state 1|noun.substance 1|noun.time 1|"
    "verb.body 2|verb.change 2|verb.cognition 2|verb.communication 2|verb.competition 2|"
    "verb.consumption 2|verb.contact 2|verb.creation 2|verb.emotion 2|verb.motion 2|"
    "verb.perception 2|verb.possession 2|verb.social 2|verb.stative 2|verb.weather 2|adj.ppl 3"
).split("|")
assert len(LEXNAMES) == 45


def load_wordnet(src="/usr/share/wordnet"):
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    tmp = tempfile.mkdtemp(prefix="heldout11-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    root = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree(src, root)
    with open(os.path.join(root, "lexnames"), "w") as f:
        for i, entry in enumerate(LEXNAMES):
            name, cat = entry.split()
            f.write(f"{i:02d}\t{name}\t{cat}\n")
    nltk.data.path.insert(0, tmp)

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):  # no mapping: this *is* WordNet 3.0
            return None

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        wn = Reader(root, None)
    assert wn.get_version() == "3.0", wn.get_version()
    return wn, nltk.__version__


WN, NLTK = load_wordnet()


def key(word):
    return word.replace(" ", "_").lower()


def word_synsets(word):
    return [s for s in WN.synsets(key(word)) if any(l.name().lower() == key(word) for l in s.lemmas())]


def lemma_count(s, word):
    return max(l.count() for l in s.lemmas() if l.name().lower() == key(word))


def best_synset(word):
    ss = word_synsets(word)
    assert ss, word
    return max(ss, key=lambda s: (lemma_count(s, word), -ss.index(s)))


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    parts = [p for p in parts if p and not p.startswith("-")]
    return "; ".join(parts)


def define(word):
    b = best_synset(word)
    return {"gloss": clean_gloss(b), "glosses": [clean_gloss(s) for s in word_synsets(word)]}


def synonyms(word):
    b = best_synset(word)
    out = []
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key(word)]
    assert first, word
    for s in [b] + [s for s in word_synsets(word) if s != b]:
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key(word) and n not in out:
                out.append(n)
    return {"synonyms": out}


def absent(word):
    assert not WN.synsets(key(word)), word
    return word


# ---------------------------------------------------------------- spelling
SP = "spelling"


def letters(word):
    return {"letters": [c for c in word.upper() if c.isalpha()]}


add(SP, "How do you spell necessary?", letters("necessary"))
add(SP, "Spell rhythm for me.", letters("rhythm"))
add(SP, "Can you spell conscientious?", letters("conscientious"))
add(SP, "What's the spelling of bureaucracy?", letters("bureaucracy"))
add(SP, "How is Mississippi spelled?", letters("Mississippi"))
add(SP, "Spell the word onomatopoeia.", letters("onomatopoeia"))
add(SP, "How do you spell maintenance?", letters("maintenance"))
add(SP, "I need to know how to spell questionnaire.", letters("questionnaire"))
add(SP, "How do you spell entrepreneur?", letters("entrepreneur"))
add(SP, "Could you spell millennium for me?", letters("millennium"))
add(SP, "How do you spell occurrence?", letters("occurrence"))
add(SP, "What's the correct spelling of embarrass?", letters("embarrass"))
add(SP, "How do you spell restaurant?", letters("restaurant"))
add(SP, "Spell acquaintance, please.", letters("acquaintance"))
add(SP, "How do you spell colonel, like the military rank?", letters("colonel"))
add(SP, "How is chrysanthemum spelled?", letters("chrysanthemum"))
add(SP, "How do you spell Massachusetts?", letters("Massachusetts"))
add(SP, "Can you spell surveillance?", letters("surveillance"))
add(SP, "How do you spell lieutenant?", letters("lieutenant"))
add(SP, "How do you spell zucchini?", letters("zucchini"))
add(SP, "Spell cappuccino.", letters("cappuccino"))
add(SP, "How do you spell Fahrenheit?", letters("Fahrenheit"))
# slips
add(SP, "how do you spell fuchsia", letters("fuchsia"), slip=True)
add(SP, "uh spell silhouette", letters("silhouette"), slip=True)
add(SP, "how do you spell mayonaise", letters("mayonnaise"), slip=True)
add(SP, "can you spell the word rhubarb", letters("rhubarb"), slip=True)
add(SP, "how do you spell schenectady", letters("Schenectady"), slip=True)
# cannot
cannot(SP, "How do you spell blemtrovish?", absent("blemtrovish"))
cannot(SP, "Spell quorfnangle for me.", absent("quorfnangle"))
cannot(SP, "how do you spell the word im thinking of", "the word you are thinking of", slip=True)

# ---------------------------------------------------------------- words
WO = "words"
add(WO, "What does ephemeral mean?", define("ephemeral"))
add(WO, "Define pragmatic.", define("pragmatic"))
add(WO, "What's the meaning of candid?", define("candid"))
add(WO, "What does serendipity mean?", define("serendipity"))
add(WO, "What's the definition of meticulous?", define("meticulous"))
add(WO, "What does lethargic mean?", define("lethargic"))
add(WO, "Define the word ambiguous.", define("ambiguous"))
add(WO, "What does benevolent mean?", define("benevolent"))
add(WO, "What does it mean to be resilient?", define("resilient"))
add(WO, "What does saute mean?", define("saute"))
add(WO, "What does marinate mean?", define("marinate"))
add(WO, "What's a garnish?", define("garnish"))
add(WO, "What does ravenous mean?", define("ravenous"))
add(WO, "What does quaint mean?", define("quaint"))
add(WO, "Give me the definition of obsolete.", define("obsolete"))
add(WO, "What does plethora mean?", define("plethora"))
add(WO, "What is the meaning of the word eclectic?", define("eclectic"))
add(WO, "What does dilapidated mean?", define("dilapidated"))
add(WO, "What's another word for tiny?", synonyms("tiny"))
add(WO, "Give me a synonym for annoying.", synonyms("annoying"))
add(WO, "What's a synonym for grumpy?", synonyms("grumpy"))
add(WO, "What's another word for bland?", synonyms("bland"))
add(WO, "Synonyms for difficult?", synonyms("difficult"))
add(WO, "What's another way to say buy?", synonyms("buy"))
add(WO, "Tell me a synonym for begin.", synonyms("begin"))
add(WO, "What's another word for cozy?", synonyms("cozy"))
# slips
add(WO, "what does ubiquitus mean", define("ubiquitous"), slip=True)
add(WO, "whats the meaning of melancholy", define("melancholy"), slip=True)
add(WO, "uh define procrastinate", define("procrastinate"), slip=True)
add(WO, "whats another word for funny", synonyms("funny"), slip=True)
add(WO, "um give me a synonym for ominous", synonyms("ominous"), slip=True)
add(WO, "what does gullable mean", define("gullible"), slip=True)
# cannot
cannot(WO, "What does flibberjaw mean?", absent("flibberjaw"))
cannot(WO, "Define snorvatious.", absent("snorvatious"))
cannot(WO, "What's a synonym for plinkthorp?", absent("plinkthorp"))
cannot(WO, "What is the meaning of gromulent?", absent("gromulent"))
cannot(WO, "what does vextrible mean", absent("vextrible"), slip=True)

# ---------------------------------------------------------------- calc
C = "calc"


def exact(x):
    if float(x) == int(x):
        return {"number": int(x), "tol": 0}
    return {"number": r6(x), "tol": 0.001}


add(C, "What's a 15 percent tip on $64.80?", exact(64.80 * 0.15))
add(C, "What is 17 times 23?", exact(17 * 23))
add(C, "What's 1,250 divided by 25?", exact(1250 / 25))
add(C, "What's the square root of 729?", exact(math.isqrt(729)) if math.isqrt(729) ** 2 == 729 else exact(729 ** 0.5))
add(C, "What is 2 to the power of 10?", exact(2 ** 10))
add(C, "What's 20 percent of 85?", exact(85 * 20 / 100))
add(C, "What is 3.5 plus 2.75 times 4?", exact(3.5 + 2.75 * 4))
add(C, "What's (8 + 4) * 3?", exact((8 + 4) * 3))
add(C, "What's an 18% tip on a $120 bill?", exact(120 * 18 / 100))
add(C, "Split $240 five ways. How much each?", exact(240 / 5))
add(C, "What is 7 factorial?", exact(math.factorial(7)))
add(C, "What's 99 times 99?", exact(99 * 99))
add(C, "What's the cube root of 343?", exact(round(343 ** (1 / 3), 9)))
add(C, "What's 1000 minus 7 times 13?", exact(1000 - 7 * 13))
add(C, "A jacket costs $80 and it's 25% off. What's the sale price?", exact(80 * (1 - 0.25)))
add(C, "What's $49.99 plus 8.875 percent sales tax?", exact(49.99 * 1.08875))
add(C, "What's 2.5 times 3.2?", exact(round(2.5 * 3.2, 9)))
add(C, "What's the percent increase from 40 to 50?", exact((50 - 40) / 40 * 100))
add(C, "What's the average of 4, 8, 15 and 16?", exact((4 + 8 + 15 + 16) / 4))
add(C, "What is 3/8 as a decimal?", exact(3 / 8))
add(C, "12 is what percent of 48?", exact(12 / 48 * 100))
# slips
add(C, "whats three hundred sixty five times twenty four", exact(365 * 24), slip=True)
add(C, "um what is a third of two hundred forty", exact(240 / 3), slip=True)
add(C, "what is forty five minus seventeen", exact(45 - 17), slip=True)
add(C, "whats five percent of two thousand", exact(2000 * 5 / 100), slip=True)
# cannot
cannot(C, "What's 250 divided by 0?", "division by zero")
cannot(C, "Divide 60 cookies equally among 0 kids.", "division by zero")
cannot(C, "uh whats twelve divided by zero", "division by zero", slip=True)

# ---------------------------------------------------------------- write + check
assert all(it["expect"] for it in ITEMS)
order = {g: i for i, g in enumerate(GROUPS)}
ITEMS.sort(key=lambda it: order[it["group"]])  # stable: keeps the order written above


def norm(q):
    return re.sub(r"[^a-z0-9 ]", "", q.lower()).split()


seen = set()
for it in ITEMS:
    k = " ".join(norm(it["q"]))
    assert k not in seen, it["q"]
    seen.add(k)

rows = []
for i, it in enumerate(ITEMS, 1):
    rows.append({"id": f"q11_{i:03d}", **it})

with open(OUT, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")

tab = collections.OrderedDict((g, collections.Counter()) for g in GROUPS)
for r in rows:
    tab[r["group"]][r["kind"]] += 1
    tab[r["group"]]["slip"] += r["slip"]
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
for g, c in tab.items():
    print(f"| {g} | {c['answer']} | {c['cannot']} | {c['slip']} |")
tot = collections.Counter()
for c in tab.values():
    tot.update(c)
print(f"| **total** | **{tot['answer']}** | **{tot['cannot']}** | **{tot['slip']}** |")
print(f"{len(rows)} questions -> {OUT}")
print(f"python {sys.version.split()[0]}, holidays {holidays.__version__}, nltk {NLTK}, pint {PINT}")
