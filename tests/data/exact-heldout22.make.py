#!/usr/bin/env python3
"""Build tests/data/exact-heldout22.jsonl: held-out set 22 of exact questions.

Written by a helper session on 2026-12-06. The questions were made up fresh; the
script imports nothing from the project. Every expected answer is computed here
with the standard library or well-kept packages (holidays, python-dateutil,
astral, pint, nltk over Princeton WordNet 3.0) and cross-checked where a second
source exists.

Fixed situation: now = Friday 2026-12-04 14:30:00 America/New_York, country US,
place New York City (40.7128, -74.0060).

Run:  /work/main/.venv/bin/python tests/data/exact-heldout22.make.py
"""

import atexit
import calendar
import datetime as dt
import json
import math
import os
import shutil
import sys
import tempfile
import warnings
from collections import Counter
from zoneinfo import ZoneInfo

import astral
import astral.sun
import holidays
import nltk
import pint
from dateutil.easter import easter
from dateutil.relativedelta import relativedelta, MO, TU, WE, SA

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "exact-heldout22.jsonl")

NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday
assert NOW.utcoffset() == dt.timedelta(hours=-5)

WEEKDAYS = list(calendar.day_name)  # Monday .. Sunday

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    assert group in ("holidays", "dates", "worldclock", "sun", "units",
                     "spelling", "words", "calc"), group
    assert kind in ("answer", "cannot")
    assert expect, q
    if slip:
        # speech-recogniser style: lower case, no punctuation
        assert q == q.lower(), q
        assert not any(c in q for c in "?!.,;:\"()"), q
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names, slip=False):
    add(group, q, {"names": names}, kind="cannot", slip=slip)


def iso(d):
    return d.isoformat()


def wd(d):
    return WEEKDAYS[d.weekday()]


def r6(x):
    return round(float(x), 6)


# ---------------------------------------------------------------------------
# Holidays
# ---------------------------------------------------------------------------

def nth_weekday(year, month, weekday, n):
    """n-th (1-based) weekday of month; n = -1 for the last one."""
    if n > 0:
        d = dt.date(year, month, 1)
        d += dt.timedelta(days=(weekday - d.weekday()) % 7)
        return d + dt.timedelta(weeks=n - 1)
    d = dt.date(year, month, calendar.monthrange(year, month)[1])
    return d - dt.timedelta(days=(d.weekday() - weekday) % 7)


def observed(d):
    if d.weekday() == 5:
        return d - dt.timedelta(days=1)
    if d.weekday() == 6:
        return d + dt.timedelta(days=1)
    return d


FEDERAL = {
    # name fragment in holidays.US : rule
    "New Year's Day": lambda y: dt.date(y, 1, 1),
    "Martin Luther King": lambda y: nth_weekday(y, 1, 0, 3),
    "Washington's Birthday": lambda y: nth_weekday(y, 2, 0, 3),
    "Memorial Day": lambda y: nth_weekday(y, 5, 0, -1),
    "Juneteenth": lambda y: dt.date(y, 6, 19),
    "Independence Day": lambda y: dt.date(y, 7, 4),
    "Labor Day": lambda y: nth_weekday(y, 9, 0, 1),
    "Columbus Day": lambda y: nth_weekday(y, 10, 0, 2),
    "Veterans Day": lambda y: dt.date(y, 11, 11),
    "Thanksgiving": lambda y: nth_weekday(y, 11, 3, 4),
    "Christmas Day": lambda y: dt.date(y, 12, 25),
}

for _y in (2020, 2026, 2027, 2028):
    _us = holidays.US(years=_y)
    for _name, _rule in FEDERAL.items():
        if _name == "Juneteenth" and _y < 2021:
            continue
        _d = _rule(_y)
        assert _d in _us and _name in _us.get(_d), (_y, _name, _d, _us.get(_d))
        _o = observed(_d)
        if _o != _d and _o.year == _y:
            assert _o in _us and "observed" in _us.get(_o), (_y, _name, _o)

RULES = dict(FEDERAL)
RULES.update({
    "Christmas Eve": lambda y: dt.date(y, 12, 24),
    "New Year's Eve": lambda y: dt.date(y, 12, 31),
    "Valentine's Day": lambda y: dt.date(y, 2, 14),
    "St. Patrick's Day": lambda y: dt.date(y, 3, 17),
    "Groundhog Day": lambda y: dt.date(y, 2, 2),
    "Halloween": lambda y: dt.date(y, 10, 31),
    "Boxing Day": lambda y: dt.date(y, 12, 26),
    "Easter": lambda y: easter(y),
    "Easter Monday": lambda y: easter(y) + dt.timedelta(days=1),
    "Good Friday": lambda y: easter(y) - dt.timedelta(days=2),
    "Palm Sunday": lambda y: easter(y) - dt.timedelta(days=7),
    "Ash Wednesday": lambda y: easter(y) - dt.timedelta(days=46),
    "Mardi Gras": lambda y: easter(y) - dt.timedelta(days=47),
    "Pentecost": lambda y: easter(y) + dt.timedelta(days=49),
    "Mother's Day": lambda y: nth_weekday(y, 5, 6, 2),
    "Father's Day": lambda y: nth_weekday(y, 6, 6, 3),
    "Black Friday": lambda y: nth_weekday(y, 11, 3, 4) + dt.timedelta(days=1),
    "Cyber Monday": lambda y: nth_weekday(y, 11, 3, 4) + dt.timedelta(days=4),
    "Grandparents Day": lambda y: nth_weekday(y, 9, 0, 1) + dt.timedelta(days=6),
    "DST start": lambda y: nth_weekday(y, 3, 6, 2),
    "DST end": lambda y: nth_weekday(y, 11, 6, 1),
    # Tuesday after the first Monday of November
    "Election Day": lambda y: nth_weekday(y, 11, 0, 1) + dt.timedelta(days=1),
    "Canadian Thanksgiving": lambda y: nth_weekday(y, 10, 0, 2),
    "Patriots' Day": lambda y: nth_weekday(y, 4, 0, 3),
})

# cross-checks against other sources
for _y in (2026, 2027, 2028):
    # DST switches against tzdata: offset changes on those Sundays
    _s, _e = RULES["DST start"](_y), RULES["DST end"](_y)
    assert dt.datetime(_s.year, _s.month, _s.day, 1, tzinfo=NY).utcoffset() == dt.timedelta(hours=-5)
    assert dt.datetime(_s.year, _s.month, _s.day, 4, tzinfo=NY).utcoffset() == dt.timedelta(hours=-4)
    assert dt.datetime(_e.year, _e.month, _e.day, 0, tzinfo=NY).utcoffset() == dt.timedelta(hours=-4)
    assert dt.datetime(_e.year, _e.month, _e.day, 3, tzinfo=NY).utcoffset() == dt.timedelta(hours=-5)
    assert holidays.CA(subdiv="ON", years=_y).get(RULES["Canadian Thanksgiving"](_y)) == "Thanksgiving Day"
    assert "Patriots" in holidays.US(subdiv="MA", years=_y).get(RULES["Patriots' Day"](_y))
    assert "Good Friday" in holidays.UK(subdiv="ENG", years=_y).get(RULES["Good Friday"](_y))
    assert "Easter Monday" in holidays.UK(subdiv="ENG", years=_y).get(RULES["Easter Monday"](_y))
    assert "Boxing Day" in holidays.UK(subdiv="ENG", years=_y).get(RULES["Boxing Day"](_y))
    assert RULES["Black Friday"](_y).weekday() == 4 and RULES["Cyber Monday"](_y).weekday() == 0
    assert RULES["Election Day"](_y).weekday() == 1 and 2 <= RULES["Election Day"](_y).day <= 8
assert easter(2027) == dt.date(2027, 3, 28) and easter(2028) == dt.date(2028, 4, 16)


def chinese_new_year(y):
    days = sorted(d for d, n in holidays.China(years=y).items()
                  if "Spring Festival" in n and "observed" not in n)
    return days[0]


RULES["Chinese New Year"] = chinese_new_year


def next_h(name):
    d = RULES[name](TODAY.year)
    if d < TODAY:
        d = RULES[name](TODAY.year + 1)
    return d


def H(q, name, year=None, weekday=False, slip=False):
    d = RULES[name](year) if year else next_h(name)
    e = {"date": iso(d)}
    if weekday:
        e["weekday"] = wd(d)
    add("holidays", q, e, slip=slip)
    return d


def H_days(q, name, slip=False):
    d = next_h(name)
    add("holidays", q, {"days": (d - TODAY).days}, slip=slip)
    return (d - TODAY).days


assert H("When is Martin Luther King Day next year?", "Martin Luther King") == dt.date(2027, 1, 18)
H("What date is Presidents' Day in 2027?", "Washington's Birthday", 2027)
H("when is memorial day", "Memorial Day", slip=True)
assert H("What day of the week is Christmas this year?", "Christmas Day", weekday=True) == dt.date(2026, 12, 25)
assert H("Hey, when's Thanksgiving next year?", "Thanksgiving", 2027) == dt.date(2027, 11, 25)
assert H("When was Thanksgiving this year?", "Thanksgiving", 2026) == dt.date(2026, 11, 26)
H("What's the date of Labor Day 2027?", "Labor Day", 2027)
H("um when is labor day twenty twenty eight", "Labor Day", 2028, slip=True)
H("when is easter next year", "Easter", slip=True)
H("What date does Easter fall on in 2028?", "Easter", 2028)
H("whens good friday in twenty twenty seven", "Good Friday", 2027, slip=True)
H("When is Mother's Day 2027?", "Mother's Day", 2027)
H("Father's Day next year, what's the date?", "Father's Day", 2027)
H("When is Columbus Day in 2027?", "Columbus Day", 2027)
H("When's Indigenous Peoples' Day next year?", "Columbus Day", 2027)
H("What day of the week is Veterans Day next year?", "Veterans Day", 2027, weekday=True)
assert H("When is Juneteenth in 2027, and what day of the week is that?", "Juneteenth", 2027,
         weekday=True) == dt.date(2027, 6, 19)
H("What day of the week is the Fourth of July next year?", "Independence Day", 2027, weekday=True)

_obs = observed(dt.date(2027, 7, 4))
assert _obs in holidays.US(years=2027) and "observed" in holidays.US(years=2027)[_obs]
add("holidays", "The Fourth of July 2027 is on a Sunday, so which day do federal employees get off?",
    {"date": iso(_obs), "weekday": wd(_obs)})
_obs = observed(dt.date(2027, 12, 25))
assert _obs == dt.date(2027, 12, 24) and "observed" in holidays.US(years=2027)[_obs]
add("holidays", "Christmas 2027 falls on a Saturday. When's the observed federal holiday?",
    {"date": iso(_obs), "weekday": wd(_obs)})

H("What day of the week is New Year's Day 2027?", "New Year's Day", 2027, weekday=True)
assert H_days("How many days until Christmas Eve?", "Christmas Eve") == 20
assert H_days("how many sleeps till christmas", "Christmas Day", slip=True) == 21
assert H_days("How many days until New Year's Day?", "New Year's Day") == 28
H_days("Days left until Valentine's Day?", "Valentine's Day")
H_days("how many days till saint patricks day", "St. Patrick's Day", slip=True)
H_days("how many days till halloween", "Halloween", slip=True)
H("When is Mardi Gras next year?", "Mardi Gras")
H("What's the date of Ash Wednesday 2027?", "Ash Wednesday", 2027)
H("When is Palm Sunday next year?", "Palm Sunday")
H("when do the clocks spring forward next year", "DST start", 2027, slip=True)
H("When does daylight saving time end in 2027?", "DST end", 2027)
H("when is black friday next year", "Black Friday", 2027, slip=True)
H("What date is Cyber Monday 2027?", "Cyber Monday", 2027)
H("When is Halloween next year, and what day is it on?", "Halloween", 2027, weekday=True)
H("What date is Groundhog Day?", "Groundhog Day")
assert H("When is Chinese New Year in 2027?", "Chinese New Year", 2027) == dt.date(2027, 2, 6)
H("When's Boxing Day?", "Boxing Day")

assert nth_weekday(2027, 1, 0, 3) in holidays.US(years=2027)
assert "Martin Luther King" in holidays.US(years=2027)[nth_weekday(2027, 1, 0, 3)]
add("holidays", "what holiday is on the third monday in january",
    {"contains": ["martin luther king|mlk|king"]}, slip=True)
assert "Memorial" in holidays.US(years=2027)[nth_weekday(2027, 5, 0, -1)]
add("holidays", "Which holiday falls on the last Monday of May?", {"contains": ["memorial"]})
_nxt = min(d for d in holidays.US(years=[2026, 2027]) if d > TODAY)
assert _nxt == dt.date(2026, 12, 25) and holidays.US(years=2026)[_nxt] == "Christmas Day"
add("holidays", "What's the next federal holiday?", {"contains": ["christmas"], "date": iso(_nxt)})
assert H("When is Election Day 2028?", "Election Day", 2028) == dt.date(2028, 11, 7)
H("When is Memorial Day 2028?", "Memorial Day", 2028)
H("When is Thanksgiving 2030?", "Thanksgiving", 2030)
H("uh what date is mothers day in twenty twenty eight", "Mother's Day", 2028, slip=True)
H("When is Canadian Thanksgiving next year?", "Canadian Thanksgiving", 2027)
H("When's Patriots' Day in Massachusetts next year?", "Patriots' Day", 2027)
H("What day of the week is New Year's Eve this year?", "New Year's Eve", 2026, weekday=True)
H("What date is Easter Monday 2027?", "Easter Monday", 2027)
H("when is presidents day twenty twenty eight", "Washington's Birthday", 2028, slip=True)
H("When is Grandparents Day next year?", "Grandparents Day", 2027)
H("When is Pentecost 2027?", "Pentecost", 2027)
assert RULES["Christmas Day"](2026).weekday() < 5
add("holidays", "is christmas on a weekend this year", {"contains": ["no|not"]}, slip=True)
H("When is Thanksgiving in 2029, and which day of the week?", "Thanksgiving", 2029, weekday=True)

cannot("holidays", "When is National Glorpington Day?", "Glorpington Day")
cannot("holidays", "when is my wedding anniversary", "anniversary", slip=True)
cannot("holidays", "When does Snorklefest start this year?", "Snorklefest")
cannot("holidays", "What date is our office holiday party?", "office holiday party")

# ---------------------------------------------------------------------------
# Dates
# ---------------------------------------------------------------------------


def D(q, d, weekday=False, date=True, slip=False):
    e = {}
    if date:
        e["date"] = iso(d)
    if weekday:
        e["weekday"] = wd(d)
    add("dates", q, e, slip=slip)
    return d


def N(group, q, value, tol=0, slip=False, extra=None):
    e = {"number": r6(value), "tol": tol}
    if extra:
        e.update(extra)
    add(group, q, e, slip=slip)
    return value


D("What's today's date?", TODAY)
D("what day is it today", TODAY, weekday=True, date=False, slip=True)
D("What's the date tomorrow?", TODAY + dt.timedelta(days=1))
D("What was yesterday's date?", TODAY - dt.timedelta(days=1))
assert D("What day of the week is the day after tomorrow?", TODAY + dt.timedelta(days=2),
         weekday=True, date=False).weekday() == 6
assert D("What's the date next Wednesday?", TODAY + relativedelta(days=+1, weekday=WE)) == dt.date(2026, 12, 9)
assert D("next tuesday whats the date", TODAY + relativedelta(days=+1, weekday=TU), slip=True) == dt.date(2026, 12, 8)
assert D("What was the date last Saturday?", TODAY + relativedelta(days=-1, weekday=SA(-1))) == dt.date(2026, 11, 28)
assert D("Last Tuesday, what was the date?", TODAY + relativedelta(days=-1, weekday=TU(-1))) == dt.date(2026, 12, 1)
D("What date is it a week from today?", TODAY + dt.timedelta(weeks=1))
D("What's the date two weeks from now?", TODAY + dt.timedelta(weeks=2))
D("what date is ten days from now", TODAY + dt.timedelta(days=10), slip=True)
assert D("What will the date be in 100 days?", TODAY + dt.timedelta(days=100)) == dt.date(2027, 3, 14)
D("What was the date 45 days ago?", TODAY - dt.timedelta(days=45))
D("What's the date six weeks from today?", TODAY + dt.timedelta(weeks=6))
assert D("What's the date two months from today?", TODAY + relativedelta(months=2)) == dt.date(2027, 2, 4)
D("A year from today, what day of the week will it be?", TODAY + relativedelta(years=1), weekday=True)
D("What date is 1000 days from today?", TODAY + dt.timedelta(days=1000))
D("What day of the week was July 4th, 1776?", dt.date(1776, 7, 4), weekday=True, date=False)
D("What day of the week was January 1st, 2000?", dt.date(2000, 1, 1), weekday=True, date=False)
D("What day of the week was November 22, 1963?", dt.date(1963, 11, 22), weekday=True, date=False)
D("i was born on march fifteenth nineteen ninety what day of the week was that",
  dt.date(1990, 3, 15), weekday=True, date=False, slip=True)
D("What day of the week is February 29, 2028?", dt.date(2028, 2, 29), weekday=True, date=False)
D("My birthday is August 9th. What day of the week is it on next year?", dt.date(2027, 8, 9),
  weekday=True, date=False)


def days_until(d):
    return (d - TODAY).days


add("dates", "How many days until the end of the month?", {"days": days_until(dt.date(2026, 12, 31))})
assert days_until(dt.date(2026, 12, 31)) == 27
add("dates", "How many days until my birthday? It's March 3rd.", {"days": days_until(dt.date(2027, 3, 3))})
add("dates", "how many days till june first", {"days": days_until(dt.date(2027, 6, 1))}, slip=True)
N("dates", "How many days have passed since January 1st?", (TODAY - dt.date(2026, 1, 1)).days)
N("dates", "How many days has it been since Labor Day?", (TODAY - RULES["Labor Day"](2026)).days)
_w = days_until(dt.date(2027, 3, 5))
assert _w % 7 == 0
N("dates", "How many weeks until March 5th?", _w // 7)
# week number: ISO week; the US "week containing Jan 1 is week 1, weeks start Sunday" count agrees
_iso = TODAY.isocalendar()[1]
_us_week = ((TODAY - (dt.date(2026, 1, 1) - dt.timedelta(days=(dt.date(2026, 1, 1).weekday() + 1) % 7))).days // 7) + 1
assert _iso == _us_week == 49
N("dates", "What week of the year is it?", _iso)
assert not calendar.isleap(2027) and calendar.isleap(2028) and not calendar.isleap(1900)
add("dates", "Is 2027 a leap year?", {"contains": ["no|not"]})
add("dates", "is twenty twenty eight a leap year", {"contains": ["yes"]}, slip=True)
add("dates", "Was 1900 a leap year?", {"contains": ["no|not"]})
_y = TODAY.year
while not calendar.isleap(_y):
    _y += 1
D("When's the next leap day?", dt.date(_y, 2, 29))
N("dates", "How many days are in February 2027?", calendar.monthrange(2027, 2)[1])
N("dates", "How many days does 2028 have?", 366 if calendar.isleap(2028) else 365)
assert N("dates", "What day of the year is it today?", TODAY.timetuple().tm_yday) == 338


def age(born, on=TODAY):
    return relativedelta(on, born).years


N("dates", "how old is someone born june fifth nineteen eighty five", age(dt.date(1985, 6, 5)), slip=True)
assert N("dates", "If I was born on December 25th, 1990, how old am I?", age(dt.date(1990, 12, 25))) == 35
assert N("dates", "my daughter was born december fourth two thousand how old is she",
         age(dt.date(2000, 12, 4)), slip=True) == 26
N("dates", "How old will I be on January 1st, 2030 if I was born July 1st, 1992?",
  age(dt.date(1992, 7, 1), dt.date(2030, 1, 1)))
D("What's the date of the last Friday of this month?", nth_weekday(2026, 12, 4, -1))
D("What date is the first Monday in February next year?", nth_weekday(2027, 2, 0, 1))
D("When is the second Tuesday of January?", nth_weekday(2027, 1, 1, 2))
D("What's the last day of February 2027?", dt.date(2027, 2, calendar.monthrange(2027, 2)[1]))
D("What date is the 100th day of 2027?", dt.date(2027, 1, 1) + dt.timedelta(days=99))
add("dates", "what month is it", {"contains": [calendar.month_name[TODAY.month].lower()]}, slip=True)
add("dates", "What year is it?", {"contains": [str(TODAY.year)]})
D("what was the date thirty days ago", TODAY - dt.timedelta(days=30), slip=True)
D("What's the date 8 weeks after January 15th, 2027?", dt.date(2027, 1, 15) + dt.timedelta(weeks=8))
N("dates", "How many days are in this month?", calendar.monthrange(TODAY.year, TODAY.month)[1])
D("What day of the week is the first of next month?", TODAY + relativedelta(months=1, day=1),
  weekday=True, date=False)
D("what day will it be in three days", TODAY + dt.timedelta(days=3), weekday=True, slip=True)
_d = TODAY + dt.timedelta(days=1)
while not (_d.day == 13 and _d.weekday() == 4):
    _d += dt.timedelta(days=1)
D("When's the next Friday the 13th?", _d)
D("so what was the date exactly three months ago", TODAY - relativedelta(months=3), slip=True)

for _y, _m, _dd in ((2027, 2, 30), (2027, 6, 31), (2027, 2, 29), (2027, 1, 32)):
    try:
        dt.date(_y, _m, _dd)
        raise AssertionError("date should not exist")
    except ValueError:
        pass
cannot("dates", "What day of the week is February 30th, 2027?", "February 30")
cannot("dates", "what day is june thirty first next year", "June 31", slip=True)
cannot("dates", "What day of the week is February 29th, 2027?", "February 29, 2027")
cannot("dates", "How many days until my birthday?", "birthday")
cannot("dates", "What's the date on the 32nd of January?", "January 32")

# ---------------------------------------------------------------------------
# World clock
# ---------------------------------------------------------------------------


def local_now(zone):
    return NOW.astimezone(ZoneInfo(zone))


def W(q, zone, slip=False, date=False):
    t = local_now(zone)
    e = {"time": t.strftime("%H:%M"), "tol_min": 1}
    if date:
        e["date"] = iso(t.date())
    add("worldclock", q, e, slip=slip)
    return t


assert W("What time is it in Tokyo?", "Asia/Tokyo").strftime("%H:%M") == "04:30"
W("whats the time in london right now", "Europe/London", slip=True)
W("Time in Paris?", "Europe/Paris")
W("What's the current time in Berlin?", "Europe/Berlin")
W("What time is it in Moscow?", "Europe/Moscow")
W("Tell me the time in Dubai.", "Asia/Dubai")
assert W("What time is it in India right now?", "Asia/Kolkata").strftime("%H:%M") == "01:00"
W("What time is it in Beijing?", "Asia/Shanghai")
W("what time is it in singapore", "Asia/Singapore", slip=True)
W("Current time in Seoul, please.", "Asia/Seoul")
assert W("What's the time in Sydney?", "Australia/Sydney").strftime("%H:%M") == "06:30"
W("what time is it in brisbane", "Australia/Brisbane", slip=True)
W("What time is it in Perth, Australia?", "Australia/Perth")
assert W("What's the time in Adelaide?", "Australia/Adelaide").strftime("%H:%M") == "06:00"
W("What time is it in Auckland?", "Pacific/Auckland")
W("what time is it in honolulu hawaii", "Pacific/Honolulu", slip=True)
W("What time is it in Anchorage?", "America/Anchorage")
W("What time is it in Los Angeles?", "America/Los_Angeles")
W("what time is it in denver colorado", "America/Denver", slip=True)
W("What time is it in Arizona?", "America/Phoenix")
W("What time is it in Chicago?", "America/Chicago")
W("What time is it in Halifax?", "America/Halifax")
assert W("What time is it in Newfoundland?", "America/St_Johns").strftime("%H:%M") == "16:00"
W("What's the time in São Paulo?", "America/Sao_Paulo")
W("time in buenos aires", "America/Argentina/Buenos_Aires", slip=True)
W("What time is it in Mexico City?", "America/Mexico_City")
W("What time is it in Bogota?", "America/Bogota")
W("What time is it in Lima, Peru?", "America/Lima")
W("What time is it in Santiago, Chile?", "America/Santiago")
W("what time is it in reykjavik", "Atlantic/Reykjavik", slip=True)
W("What time is it in Dublin?", "Europe/Dublin")
W("What time is it in Athens?", "Europe/Athens")
W("What time is it in Istanbul?", "Europe/Istanbul")
W("what time is it in cairo egypt", "Africa/Cairo", slip=True)
W("What time is it in Nairobi?", "Africa/Nairobi")
W("What time is it in Lagos?", "Africa/Lagos")
assert W("What time is it in Tehran?", "Asia/Tehran").strftime("%H:%M") == "23:00"
W("What time is it in Karachi?", "Asia/Karachi")
W("What time is it in Bangkok?", "Asia/Bangkok")
W("What time is it in Manila?", "Asia/Manila")
W("uh what time is it in dhaka", "Asia/Dhaka", slip=True)
W("What time is it in Fiji?", "Pacific/Fiji")
W("What's the time in UTC right now?", "UTC")
W("What's the time in Paris, Texas?", "America/Chicago")
W("What time is it in Japan?", "Asia/Tokyo")
W("What time is it in Germany right now?", "Europe/Berlin")
W("what time is it over in kenya", "Africa/Nairobi", slip=True)

add("worldclock", "What's the date in Tokyo right now?", {"date": iso(local_now("Asia/Tokyo").date())})
_t = local_now("Australia/Sydney")
add("worldclock", "What day is it in Sydney?", {"date": iso(_t.date()), "weekday": wd(_t.date())})
assert local_now("Pacific/Auckland").weekday() == 5 and local_now("Pacific/Chatham").weekday() == 5
add("worldclock", "is it already saturday in new zealand", {"contains": ["yes"]}, slip=True)


def diff_hours(zone):
    a = NOW.utcoffset()
    b = local_now(zone).utcoffset()
    h = abs((b - a).total_seconds()) / 3600
    assert h == int(h), zone
    return int(h)


assert N("worldclock", "How many hours ahead of us is London?", diff_hours("Europe/London")) == 5
N("worldclock", "What's the time difference between New York and Tokyo?", diff_hours("Asia/Tokyo"))
N("worldclock", "How far ahead is Dubai?", diff_hours("Asia/Dubai"))
N("worldclock", "whats the time difference between here and los angeles", diff_hours("America/Los_Angeles"),
  slip=True)
assert N("worldclock", "How many hours ahead is Sydney right now?", diff_hours("Australia/Sydney")) == 16
N("worldclock", "What's the time difference with Honolulu?", diff_hours("Pacific/Honolulu"))


def convert_clock(h, m, src, dst, day=TODAY):
    t = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(src))
    return t.astimezone(ZoneInfo(dst))


_t = convert_clock(9, 0, "America/New_York", "Europe/London")
add("worldclock", "If it's 9 a.m. here, what time is it in London?", {"time": _t.strftime("%H:%M"), "tol_min": 1})
_t = convert_clock(12, 0, "Asia/Tokyo", "America/New_York", TODAY + dt.timedelta(days=1))
assert _t.strftime("%H:%M") == "22:00"
add("worldclock", "When it's noon in Tokyo, what time is it in New York?", {"time": _t.strftime("%H:%M"), "tol_min": 1})
_t = convert_clock(15, 0, "America/New_York", "Europe/Berlin")
add("worldclock", "i want to call berlin at three pm my time what time will it be there",
    {"time": _t.strftime("%H:%M"), "tol_min": 1}, slip=True)
_t = convert_clock(20, 0, "America/Chicago", "America/New_York")
add("worldclock", "If I have a meeting at 8 pm Chicago time, what time is that here?",
    {"time": _t.strftime("%H:%M"), "tol_min": 1})

# ambiguous or unknown places: the offsets of the candidates really differ
assert local_now("America/Los_Angeles").utcoffset() != local_now("America/New_York").utcoffset()  # Portland OR / ME
assert local_now("Europe/London").utcoffset() != local_now("America/Chicago").utcoffset()  # Birmingham UK / AL
assert local_now("Australia/Perth").utcoffset() != local_now("Australia/Sydney").utcoffset()
assert local_now("America/Sao_Paulo").utcoffset() != local_now("America/Manaus").utcoffset()
cannot("worldclock", "What time is it in Portland?", "Portland")
cannot("worldclock", "what time is it in birmingham", "Birmingham", slip=True)
cannot("worldclock", "What time is it in Australia?", "Australia")
cannot("worldclock", "What time is it in Brazil right now?", "Brazil")
cannot("worldclock", "What time is it in Wakanda?", "Wakanda")

# ---------------------------------------------------------------------------
# Sun
# ---------------------------------------------------------------------------

NYC = astral.LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)
LONDON = astral.LocationInfo("London", "UK", "Europe/London", 51.5074, -0.1278)
LA = astral.LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437)
MIAMI = astral.LocationInfo("Miami", "USA", "America/New_York", 25.7617, -80.1918)
UTQIAGVIK = astral.LocationInfo("Utqiagvik", "USA", "America/Anchorage", 71.2906, -156.7887)


def sun_times(day, loc=NYC):
    return astral.sun.sun(loc.observer, date=day, tzinfo=ZoneInfo(loc.timezone))


def round_min(t):
    return (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)


def S(q, day, event, loc=NYC, slip=False):
    t = round_min(sun_times(day, loc)[event])
    assert t.date() == day
    add("sun", q, {"time": t.strftime("%H:%M"), "tol_min": 3}, slip=slip)
    return t


def S_len(q, day, slip=False):
    s = sun_times(day)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(mins // 60)
    m = mins - 60 * h
    assert 5 <= m <= 55, (day, m)   # keep away from whole hours
    add("sun", q, {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(m), "tol": r6(1.5 / m)}, slip=slip)
    return h, m


_rise = S("What time is sunrise today?", TODAY, "sunrise")
_set = S("When does the sun set today?", TODAY, "sunset")
S("what time is sunrise tomorrow", TODAY + dt.timedelta(days=1), "sunrise", slip=True)
S("when is sunset tomorrow", TODAY + dt.timedelta(days=1), "sunset", slip=True)
S("What time does the sun set on Christmas Day?", dt.date(2026, 12, 25), "sunset")
S("What time is sunrise on New Year's Day?", dt.date(2027, 1, 1), "sunrise")
S_len("How long is the day today?", TODAY)
S_len("How much daylight do we get on the winter solstice, December 21st?", dt.date(2026, 12, 21))
S("What time is sunset on June 21st next year?", dt.date(2027, 6, 21), "sunset")
S("When does the sun rise on July 4th next year?", dt.date(2027, 7, 4), "sunrise")
S("What time is solar noon today?", TODAY, "noon")
S("When does civil twilight begin tomorrow morning?", TODAY + dt.timedelta(days=1), "dawn")
S("What time does civil twilight end this evening?", TODAY, "dusk")
_t = S("what time does the sun go down on march fourteenth", dt.date(2027, 3, 14), "sunset", slip=True)
assert _t.utcoffset() == dt.timedelta(hours=-4)  # after the DST switch that morning
S("What time is sunrise on March 15th, 2027?", dt.date(2027, 3, 15), "sunrise")
S("What time is sunset on Halloween next year?", dt.date(2027, 10, 31), "sunset")
S("um when is sunrise on monday", TODAY + relativedelta(days=+1, weekday=MO), "sunrise", slip=True)
S("When will the sun set on New Year's Eve?", dt.date(2026, 12, 31), "sunset")
S_len("How long will the day be on April 1st next year?", dt.date(2027, 4, 1))
S("What time is sunrise in London tomorrow?", TODAY + dt.timedelta(days=1), "sunrise", loc=LONDON)
S("When does the sun set in Los Angeles today?", TODAY, "sunset", loc=LA)
S("what time does the sun come up in miami tomorrow", TODAY + dt.timedelta(days=1), "sunrise", loc=MIAMI,
  slip=True)
assert _rise < NOW < _set
add("sun", "Is the sun up right now?", {"contains": ["yes"]})
S("When's sunrise on the first Saturday of January?", nth_weekday(2027, 1, 5, 1), "sunrise")

try:
    sun_times(TODAY + dt.timedelta(days=1), UTQIAGVIK)
    raise AssertionError("expected polar night")
except ValueError:
    pass
cannot("sun", "What time is sunrise tomorrow in Utqiagvik, Alaska?", "sunrise in Utqiagvik")
cannot("sun", "whens sunset on february thirtieth", "February 30", slip=True)

# ---------------------------------------------------------------------------
# Units: exact factors written here, cross-checked with pint
# ---------------------------------------------------------------------------

IN = 0.0254                  # m
FT = 12 * IN
YD = 3 * FT
MI = 5280 * FT
NMI = 1852.0
LB = 0.45359237              # kg
OZ = LB / 16
STONE = 14 * LB
GAL = 231 * IN ** 3          # m^3, US liquid gallon
QT, PT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
L = 1e-3
ML = 1e-6
ACRE = 43560 * FT ** 2
HA = 1e4
KNOT = NMI / 3600            # m/s
PSI = LB * 9.80665 / IN ** 2  # Pa
BAR = 1e5
ATM = 101325.0
HP = 745.69987158227022      # W, mechanical
KCAL = 4184.0                # J
KWH = 3.6e6
MINUTE, HOUR, DAY, WEEK = 60, 3600, 86400, 604800

UREG = pint.UnitRegistry()
Q_ = UREG.Quantity


def U(q, value, pint_from, pint_to, exact, slip=False, rel=1e-5):
    """exact: our computation; pint_from/pint_to: the same conversion in pint."""
    p = Q_(value, pint_from).to(pint_to).magnitude
    assert math.isclose(p, exact, rel_tol=rel), (q, p, exact)
    add("units", q, {"number": r6(exact)}, slip=slip)
    return exact


U("How many kilometers is 5 miles?", 5, "mile", "km", 5 * MI / 1000)
U("Convert 10 kilometers to miles.", 10, "km", "mile", 10000 / MI)
U("6 feet in centimeters?", 6, "ft", "cm", 6 * FT * 100)
U("I'm 5 foot 10, what's that in centimeters?", 70, "inch", "cm", 70 * IN * 100)
U("How many inches is 180 centimeters?", 180, "cm", "inch", 1.8 / IN)
U("How many milliliters are in 2 cups?", 2, "cup", "mL", 2 * CUP / ML)
U("How many teaspoons are in 3 tablespoons?", 3, "tablespoon", "teaspoon", 3 * TBSP / TSP)
U("How many milliliters is one tablespoon?", 1, "tablespoon", "mL", TBSP / ML)


def F2C(f):
    return (f - 32) * 5 / 9


def C2F(c):
    return c * 9 / 5 + 32


def T(q, value, src, dst, exact, slip=False):
    p = Q_(value, src).to(dst).magnitude
    assert math.isclose(p, exact, rel_tol=1e-9, abs_tol=1e-9), (q, p, exact)
    add("units", q, {"number": r6(exact)}, slip=slip)
    return exact


T("What's 350 Fahrenheit in Celsius?", 350, "degF", "degC", F2C(350))
T("Convert 180 degrees Celsius to Fahrenheit.", 180, "degC", "degF", C2F(180))
T("What is 98.6 °F in Celsius?", 98.6, "degF", "degC", F2C(98.6))
assert T("What's minus 40 Celsius in Fahrenheit?", -40, "degC", "degF", C2F(-40)) == -40
T("My oven says 200 C. What's that in Fahrenheit?", 200, "degC", "degF", C2F(200))
T("What's 20 degrees Celsius in Kelvin?", 20, "degC", "K", 20 + 273.15)
T("whats seventy two fahrenheit in celsius", 72, "degF", "degC", F2C(72), slip=True)
T("Convert 0 Fahrenheit to Celsius.", 0, "degF", "degC", F2C(0))

U("um how many grams in a pound", 1, "lb", "g", LB * 1000, slip=True)
U("How many ounces is 250 grams?", 250, "g", "oz", 0.25 / OZ)
U("Convert 12 ounces to grams.", 12, "oz", "g", 12 * OZ * 1000)
U("2 kilos in pounds?", 2, "kg", "lb", 2 / LB)
U("How many kilograms is 150 pounds?", 150, "lb", "kg", 150 * LB)
U("What's 10 stone in kilograms?", 10, "stone", "kg", 10 * STONE)
U("whats a hundred and eighty pounds in kilos", 180, "lb", "kg", 180 * LB, slip=True)
U("How many liters in a gallon?", 1, "gallon", "L", GAL / L)
U("How many fluid ounces are in 2 liters?", 2, "L", "fluid_ounce", 2 * L / FLOZ)
U("How many tablespoons in half a cup?", 0.5, "cup", "tablespoon", 0.5 * CUP / TBSP)
U("How many cups are in a quart?", 1, "quart", "cup", QT / CUP)
U("How many cups in a pint?", 1, "pint", "cup", PT / CUP)
U("How many cups is 500 milliliters?", 500, "mL", "cup", 500 * ML / CUP)
U("How many square feet are in an acre?", 1, "acre", "ft**2", ACRE / FT ** 2)
U("Convert 2 hectares to acres.", 2, "hectare", "acre", 2 * HA / ACRE)
U("How many square feet is 100 square meters?", 100, "m**2", "ft**2", 100 / FT ** 2)
U("What's 60 miles per hour in kilometers per hour?", 60, "mph", "km/h", 60 * MI / 1000)
U("100 km/h in mph?", 100, "km/h", "mph", 100000 / MI)
U("How fast is 20 knots in miles per hour?", 20, "knot", "mph", 20 * KNOT * 3600 / MI)
U("How many kilometers is 26.2 miles?", 26.2, "mile", "km", 26.2 * MI / 1000)
U("How many megabits are in 100 megabytes?", 100, "megabyte", "megabit", 800)
U("How many mebibytes are in a gibibyte?", 1, "GiB", "MiB", 1024)
U("How many bits in a byte?", 1, "byte", "bit", 8)
U("how many feet in a mile", 1, "mile", "ft", MI / FT, slip=True)
U("How many meters is a yard?", 1, "yard", "m", YD)
U("How many yards is 3 meters?", 3, "m", "yard", 3 / YD)
U("What's 8 fluid ounces in cups?", 8, "fluid_ounce", "cup", 8 * FLOZ / CUP)
U("How many quarts are in a liter?", 1, "L", "quart", L / QT)
U("convert five gallons to liters", 5, "gallon", "L", 5 * GAL / L, slip=True)
U("How many milliliters in a teaspoon?", 1, "teaspoon", "mL", TSP / ML)
U("How many millimeters in an inch?", 1, "inch", "mm", IN * 1000)
U("12 inches is how many centimeters?", 12, "inch", "cm", 12 * IN * 100)
U("How many kilojoules is 1000 kilocalories?", 1000, "kilocalorie", "kJ", 1000 * KCAL / 1000)
U("How many megajoules in a kilowatt-hour?", 1, "kWh", "MJ", KWH / 1e6)
U("What's 100 horsepower in kilowatts?", 100, "horsepower", "kW", 100 * HP / 1000)
U("Convert 30 psi to bar.", 30, "psi", "bar", 30 * PSI / BAR)
U("How many psi is one atmosphere?", 1, "atm", "psi", ATM / PSI)
U("How many fluid ounces are in 2 cups?", 2, "cup", "fluid_ounce", 2 * CUP / FLOZ)
U("How many minutes are in 3 hours?", 3, "hour", "minute", 3 * HOUR / MINUTE)
U("What's 90 minutes in hours?", 90, "minute", "hour", 90 * MINUTE / HOUR)
U("how many hours are in a week", 1, "week", "hour", WEEK / HOUR, slip=True)
U("How many seconds are there in a day?", 1, "day", "second", DAY)
U("how many seconds is forty five minutes", 45, "minute", "second", 45 * MINUTE, slip=True)
U("How many kilometers is a nautical mile?", 1, "nautical_mile", "km", NMI / 1000)
U("I'm 6 foot 2. How tall is that in meters?", 74, "inch", "m", 74 * IN)
U("How many pounds in a metric ton?", 1, "tonne", "lb", 1000 / LB)
U("What's 750 milliliters in liters?", 750, "mL", "L", 0.75)
U("How many liters in a cubic foot?", 1, "ft**3", "L", FT ** 3 / L)
U("How many acres are in a square mile?", 1, "mile**2", "acre", MI ** 2 / ACRE)
U("convert five k to miles", 5, "km", "mile", 5000 / MI, slip=True)
U("how many mils in a cup", 1, "cup", "mL", CUP / ML, slip=True)
U("how many ounces in a pound", 1, "lb", "oz", LB / OZ, slip=True)
U("two point five liters to gallons", 2.5, "L", "gallon", 2.5 * L / GAL, slip=True)
U("how many teaspoons is a table spoon", 1, "tablespoon", "teaspoon", TBSP / TSP, slip=True)
U("How many gallons is 4 quarts?", 4, "quart", "gallon", 4 * QT / GAL)

# a US stick of butter is 1/2 cup (8 tablespoons); pint has no "stick"
_stick = CUP / 2
assert math.isclose(Q_(0.5, "cup").to("tablespoon").magnitude, _stick / TBSP)
add("units", "How many tablespoons are in a stick of butter?", {"number": r6(_stick / TBSP)})

# fuel economy, US gallons: L/100 km = 100 / (mpg * km per mile / L per gallon)
_l100 = 100 / (30 * (MI / 1000) / (GAL / L))
assert math.isclose(_l100, 100 / Q_(30, "mile/gallon").to("km/L").magnitude, rel_tol=1e-9)
add("units", "My car gets 30 miles per gallon. What's that in liters per 100 kilometers?", {"number": r6(_l100)})

for _a, _b in (("meter", "second"), ("kilogram", "mile"), ("degC", "inch"),
               ("hour", "kilogram"), ("foot", "hour"), ("liter", "meter")):
    try:
        Q_(1, _a).to(_b)
        raise AssertionError("conversion should be impossible")
    except pint.DimensionalityError:
        pass
for _u in ("glorp", "zibbit"):
    try:
        UREG.Unit(_u)
        raise AssertionError("unit should be unknown")
    except pint.UndefinedUnitError:
        pass
cannot("units", "Convert 10 meters to seconds.", "meters to seconds")
cannot("units", "How many kilograms are in a mile?", "kilograms in a mile")
cannot("units", "what is thirty degrees celsius in inches", "celsius to inches", slip=True)
cannot("units", "How many hours are in a kilogram?", "hours in a kilogram")
cannot("units", "Convert 5 glorps to meters.", "glorps")
cannot("units", "how many feet are in an hour", "feet in an hour", slip=True)
cannot("units", "How many zibbits make a pound?", "zibbits")
cannot("units", "How many liters are in a meter?", "liters in a meter")

# ---------------------------------------------------------------------------
# WordNet (Princeton 3.0, Debian wordnet-base)
# ---------------------------------------------------------------------------

LEXNAMES = """adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact
noun.attribute noun.body noun.cognition noun.communication noun.event noun.feeling
noun.food noun.group noun.location noun.motive noun.object noun.person noun.phenomenon
noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape
noun.state noun.substance noun.time verb.body verb.change verb.cognition
verb.communication verb.competition verb.consumption verb.contact verb.creation
verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative
verb.weather adj.ppl""".split()
assert len(LEXNAMES) == 45
_POSNUM = {"noun": 1, "verb": 2, "adj": 3, "adv": 4}


def load_wordnet():
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    tmp = tempfile.mkdtemp(prefix="heldout22-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    root = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree("/usr/share/wordnet", root)
    with open(os.path.join(root, "lexnames"), "w") as f:
        for i, name in enumerate(LEXNAMES):
            f.write("%02d\t%s\t%d\n" % (i, name, _POSNUM[name.split(".")[0]]))
    nltk.data.path.insert(0, tmp)

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):  # no version mapping (no index.sense here)
            return None

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        wn = Reader(root, None)
    assert wn.get_version() == "3.0"
    return wn


WN = load_wordnet()


def word_synsets(word):
    key = word.replace(" ", "_").lower()
    return [s for s in WN.synsets(word) if any(l.name().lower() == key for l in s.lemmas())]


def best_synset(word):
    key = word.replace(" ", "_").lower()
    ss = word_synsets(word)
    assert ss, word

    def count(s):
        return max(l.count() for l in s.lemmas() if l.name().lower() == key)

    return max(ss, key=lambda s: (count(s), -ss.index(s)))


def gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("- "))


def Wdef(q, word, slip=False, expect_start=None):
    b = best_synset(word)
    g = gloss(b)
    if expect_start:
        assert g.startswith(expect_start), (word, g)
    add("words", q, {"gloss": g, "glosses": [gloss(s) for s in word_synsets(word)]}, slip=slip)


def Wsyn(q, word, slip=False, must=None):
    key = word.replace(" ", "_").lower()
    b = best_synset(word)
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key]
    assert first, word
    if must:
        assert must in first, (word, first)
    seen = set(first)
    rest = []
    for s in word_synsets(word):
        if s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key and n not in seen:
                seen.add(n)
                rest.append(n)
    add("words", q, {"synonyms": first + rest}, slip=slip)


Wdef("What does ubiquitous mean?", "ubiquitous", expect_start="being present everywhere")
Wdef("Define meticulous.", "meticulous")
Wdef("What's the meaning of lethargic?", "lethargic")
Wdef("What does benevolent mean?", "benevolent", expect_start="intending or showing kindness")
Wdef("what does ambiguous mean", "ambiguous", slip=True)
Wdef("What does pragmatic mean?", "pragmatic")
Wdef("Define resilient, please.", "resilient")
Wdef("What is the meaning of the word serendipity?", "serendipity")
Wdef("What does obsolete mean?", "obsolete", expect_start="no longer in use")
Wdef("What does it mean to saute something?", "saute", expect_start="fry briefly")
Wdef("what does marinate mean", "marinate", slip=True)
Wdef("What's a spatula?", "spatula")
Wdef("What is an anthology?", "anthology")
Wdef("What's a bibliography?", "bibliography")
Wdef("Define manuscript.", "manuscript")
Wdef("whats a glossary", "glossary", slip=True)
Wdef("What is an almanac?", "almanac")
Wdef("What is a thesaurus?", "thesaurus")
Wdef("What's a memoir?", "memoir")
Wdef("what is a novella", "novella", slip=True)
Wdef("What is parchment?", "parchment")
Wdef("What's a quill?", "quill")
Wdef("What's a grater?", "grater")
Wdef("What does sieve mean?", "sieve")
Wdef("What's a garnish?", "garnish")
Wdef("Define dough.", "dough")
Wdef("What is yeast?", "yeast")
Wdef("whats a marinade", "marinade", slip=True)
Wdef("What does prudent mean?", "prudent")
Wdef("what does elated mean", "elated", slip=True)
Wdef("Define melancholy.", "melancholy")
Wdef("What does docile mean?", "docile")
Wdef("What does quaint mean?", "quaint")
Wdef("What does timid mean?", "timid")
Wdef("what does wary mean", "wary", slip=True)
Wdef("What does thrifty mean?", "thrifty")
Wdef("Can you tell me what a librarian is?", "librarian")
# mishearings: the real word is meant
assert not word_synsets("serendipidy") and not word_synsets("ubiquitus")
Wdef("what does ubiquitus mean", "ubiquitous", slip=True)
Wdef("define serendipidy", "serendipity", slip=True)

Wsyn("What's another word for big?", "big", must="large")
Wsyn("Give me a synonym for purchase.", "purchase", must="buy")
Wsyn("What's a synonym for wealthy?", "wealthy", must="affluent")
Wsyn("Another word for famous?", "famous", must="celebrated")
Wsyn("What's a synonym for brave?", "brave", must="courageous")
Wsyn("What's another word for scared?", "scared", must="frightened")
Wsyn("What's a synonym for stubborn?", "stubborn", must="obstinate")
Wsyn("Give me another word for ravenous.", "ravenous", must="famished")
Wsyn("What's another word for doctor?", "doctor", must="physician")
Wsyn("What's another word for sofa?", "sofa", must="couch")
Wsyn("Synonym for funny?", "funny", must="amusing")
Wsyn("What's a synonym for ephemeral?", "ephemeral", must="transient")
Wsyn("Is there another word for procrastinate?", "procrastinate", must="stall")
Wsyn("What's another word for nimble?", "nimble", must="agile")
Wsyn("whats a synonym for immaculate", "immaculate", must="spotless", slip=True)
Wsyn("What's another name for a skillet?", "skillet", must="frying pan")
Wsyn("What's a synonym for preface?", "preface", must="foreword")

NONSENSE_WORDS = ["flumpish", "grobbleton", "skrindlewort", "vorpendash", "quibbleflax"]
for _w in NONSENSE_WORDS:
    assert not WN.synsets(_w), _w
cannot("words", "What does flumpish mean?", "flumpish")
cannot("words", "Define grobbleton.", "grobbleton")
cannot("words", "what does skrindlewort mean", "skrindlewort", slip=True)
cannot("words", "What's a synonym for vorpendash?", "vorpendash")
cannot("words", "What is the meaning of quibbleflax?", "quibbleflax")

# ---------------------------------------------------------------------------
# Spelling
# ---------------------------------------------------------------------------


def SP(q, word, slip=False):
    assert word.isalpha(), word
    add("spelling", q, {"letters": word.upper()}, slip=slip)


SP("How do you spell necessary?", "necessary")
SP("how do you spell rhythm", "rhythm", slip=True)
SP("Spell accommodate.", "accommodate")
SP("How is conscientious spelled?", "conscientious")
SP("Can you spell bureaucracy for me?", "bureaucracy")
SP("How do you spell mischievous?", "mischievous")
SP("Spell onomatopoeia, please.", "onomatopoeia")
SP("How do you spell Fahrenheit?", "Fahrenheit")
SP("how do you spell massachusetts", "Massachusetts", slip=True)
SP("How do you spell questionnaire?", "questionnaire")
SP("Spell entrepreneur.", "entrepreneur")
SP("How do you spell millennium?", "millennium")
SP("How do you spell occurrence?", "occurrence")
SP("um spell embarrass", "embarrass", slip=True)
SP("How is liaison spelled?", "liaison")
SP("How do you spell silhouette?", "silhouette")
SP("Spell surveillance for me.", "surveillance")
SP("how do you spell cinnamon", "cinnamon", slip=True)
SP("how do you spell zucchini", "zucchini", slip=True)
SP("How do you spell broccoli?", "broccoli")
SP("How do you spell cappuccino?", "cappuccino")
SP("Spell quinoa.", "quinoa")
SP("How do you spell croissant?", "croissant")
SP("how do you spell mayonnaise", "mayonnaise", slip=True)
SP("How do you spell vinaigrette?", "vinaigrette")
SP("How do you spell prosciutto?", "prosciutto")
SP("How do you spell pneumonia?", "pneumonia")
SP("How do you spell handkerchief?", "handkerchief")
SP("Spell chrysanthemum.", "chrysanthemum")
SP("How do you spell connoisseur?", "connoisseur")
SP("how do you spell pronunciation", "pronunciation", slip=True)
SP("How do you spell privilege?", "privilege")
SP("How do you spell February?", "February")
SP("can you spell wednesday for my son", "Wednesday", slip=True)
SP("How do you spell restaurant?", "restaurant")
SP("How do you spell acquaintance?", "acquaintance")
SP("How do you spell lieutenant?", "lieutenant")
SP("how do you spell vacuum", "vacuum", slip=True)
SP("uh how do you spell saskatchewan", "Saskatchewan", slip=True)
SP("How do you spell Philadelphia?", "Philadelphia")

for _w in ("blorvintak", "zintaquor"):
    assert not WN.synsets(_w), _w
cannot("spelling", "How do you spell blorvintak?", "blorvintak")
cannot("spelling", "spell zintaquor", "zintaquor", slip=True)
cannot("spelling", "How do you spell my neighbor's last name?", "neighbor's last name")
cannot("spelling", "Can you spell the word?", "the word")

# ---------------------------------------------------------------------------
# Calc
# ---------------------------------------------------------------------------


def C(q, value, slip=False):
    tol = 0 if float(value) == int(value) else 0.001
    add("calc", q, {"number": r6(value), "tol": tol}, slip=slip)
    return value


C("whats seventeen times twenty three", 17 * 23, slip=True)
C("What is 144 divided by 12?", 144 / 12)
C("What's the square root of 169?", math.isqrt(169))
C("What's 15 percent of 80?", 80 * 15 / 100)
C("What's a 20% tip on $65?", 65 * 0.20)
C("What's two to the power of ten?", 2 ** 10)
C("What's 1234 plus 5678?", 1234 + 5678)
C("what is a thousand minus three hundred eighty seven", 1000 - 387, slip=True)
C("What's 7 factorial?", math.factorial(7))
C("What's 3 cubed?", 3 ** 3)
C("What's 12 squared?", 12 ** 2)
C("whats ninety nine times ninety nine", 99 * 99, slip=True)
C("What's 365 times 24?", 365 * 24)
C("What's 2.5 times 4.2?", 2.5 * 4.2)
C("What is one eighth as a decimal?", 1 / 8)
C("What's three quarters as a percentage?", 3 / 4 * 100)
C("If we split $250 four ways, how much does each person pay?", 250 / 4)
C("How much is an 18 percent tip on $42.50?", 42.50 * 0.18)
C("What's 45 percent of 360?", 360 * 45 / 100)
assert C("What's 10 plus 2 times 5?", 10 + 2 * 5) == 20
C("What's (10 + 2) × 5?", (10 + 2) * 5)
C("What's 100 divided by 7?", 100 / 7)
C("What's the square root of 2?", math.sqrt(2))
C("A jacket is $80 with 30% off. What's the sale price?", 80 * (1 - 0.30))
C("Rent went from $1,600 to $1,800 a month. What's the percent increase?", (1800 - 1600) / 1600 * 100)
_tax = 120 * 8.875 / 100
assert math.isclose(_tax, 10.65)
add("calc", "What's 8.875% sales tax on $120?", {"number": r6(_tax), "tol": 0.001})
C("What's the average of 5, 7, 9 and 11?", (5 + 7 + 9 + 11) / 4)
C("What's the remainder when 100 is divided by 7?", 100 % 7)
C("What's the area of a circle with a radius of 5?", math.pi * 5 ** 2)
C("whats one point five million divided by twelve", 1_500_000 / 12, slip=True)
C("i need 6 eggs per batch and im making three and a half batches how many eggs is that", 6 * 3.5, slip=True)
C("What's the cube root of 27?", round(27 ** (1 / 3)))
assert round(27 ** (1 / 3)) ** 3 == 27
C("um whats fifteen times fifteen", 15 * 15, slip=True)
C("What's 72 divided by 8?", 72 / 8)
C("What's a third of 90?", 90 / 3)
C("What's 3 minus 8?", 3 - 8)
C("whats half of three quarters", 0.75 / 2, slip=True)
C("What's 11 squared minus 21?", 11 ** 2 - 21)

for _a, _b in ((15, 0), (60, 0), (0, 0)):
    try:
        _a / _b
        raise AssertionError("division should fail")
    except ZeroDivisionError:
        pass
assert math.isnan(math.inf - math.inf)
cannot("calc", "What's 15 divided by zero?", "divide by zero")
cannot("calc", "split sixty dollars between zero people", "split between zero people", slip=True)
cannot("calc", "What is zero divided by zero?", "zero divided by zero")
cannot("calc", "What's infinity minus infinity?", "infinity minus infinity")
cannot("calc", "What's five plus?", "incomplete calculation")

# ---------------------------------------------------------------------------
# Write and report
# ---------------------------------------------------------------------------

_seen = set()
for _it in ITEMS:
    _k = " ".join(_it["q"].lower().split())
    assert _k not in _seen, _it["q"]
    _seen.add(_k)

GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
with open(OUT, "w", encoding="utf-8") as f:
    for i, it in enumerate(sorted(ITEMS, key=lambda x: GROUPS.index(x["group"])), 1):
        row = {"id": "q22_%03d" % i, "group": it["group"], "q": it["q"], "kind": it["kind"],
               "slip": it["slip"], "expect": it["expect"]}
        f.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")

ans = Counter(it["group"] for it in ITEMS if it["kind"] == "answer")
can = Counter(it["group"] for it in ITEMS if it["kind"] == "cannot")
slp = Counter(it["group"] for it in ITEMS if it["slip"])
print("| group | answer | cannot | slip | total |")
print("| --- | --- | --- | --- | --- |")
for g in GROUPS:
    print(f"| {g} | {ans[g]} | {can[g]} | {slp[g]} | {ans[g] + can[g]} |")
n = len(ITEMS)
print(f"| **total** | **{sum(ans.values())}** | **{sum(can.values())} ({100 * sum(can.values()) / n:.1f}%)** "
      f"| **{sum(slp.values())} ({100 * sum(slp.values()) / n:.1f}%)** | **{n}** |")
print("wrote", OUT, file=sys.stderr)
