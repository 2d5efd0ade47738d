#!/usr/bin/env python3
"""exact-heldout26: held-out questions with exactly computed answers (set 26).

Written 2026-12-06 by a helper session. Imports nothing from the project.
Run with the project's venv python (holidays, python-dateutil, astral, pint, nltk):

    /work/main/.venv/bin/python tests/data/exact-heldout26.make.py

Writes tests/data/exact-heldout26.jsonl next to this file and prints a counts table.
WordNet 3.0 is read from Debian's wordnet-base (/usr/share/wordnet).
"""
import calendar
import datetime as dt
import json
import math
import os
import re
import shutil
import sys
import tempfile
import warnings
from collections import Counter, OrderedDict
from zoneinfo import ZoneInfo

import holidays
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

import astral
import astral.sun

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout26.jsonl")

# ---------------------------------------------------------------------------
# The fixed situation
# ---------------------------------------------------------------------------
NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday
NYC = (40.7128, -74.0060)

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    assert group in {"holidays", "dates", "worldclock", "sun", "units", "spelling",
                     "words", "calc", "routing"}, group
    assert kind in {"answer", "cannot"}
    assert expect, q
    if slip:
        # speech-recogniser style: lower case, no punctuation except apostrophes
        assert q == q.lower(), q
        assert not re.search(r"[?!.,;:\"]", q), q
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names, slip=False, **extra):
    e = {"names": names}
    e.update(extra)
    add(group, q, e, kind="cannot", slip=slip)


WEEKDAYS = list(calendar.day_name)


def wd(d):
    return WEEKDAYS[d.weekday()]


def iso(d):
    return d.isoformat()


def r6(x):
    x = round(float(x), 6)
    return int(x) if x == int(x) else x


# ---------------------------------------------------------------------------
# Holidays: rules
# ---------------------------------------------------------------------------
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)


def nth_weekday(y, m, weekday, n):
    d = dt.date(y, m, 1)
    d += dt.timedelta(days=(weekday - d.weekday()) % 7)
    return d + dt.timedelta(weeks=n - 1)


def last_weekday(y, m, weekday):
    d = dt.date(y, m, calendar.monthrange(y, m)[1])
    return d - dt.timedelta(days=(d.weekday() - weekday) % 7)


def observed(d):
    if d.weekday() == SAT:
        return d - dt.timedelta(days=1)
    if d.weekday() == SUN:
        return d + dt.timedelta(days=1)
    return d


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
for _y in (2020, 2026, 2027, 2028):
    _us = holidays.US(years=_y)
    for _name, _rule in FEDERAL.items():
        if _y == 2020 and _name.startswith("Juneteenth"):
            continue
        assert _us.get(_rule(_y)) == _name, (_y, _name, _us.get(_rule(_y)))
        _obs = observed(_rule(_y))
        if _obs != _rule(_y) and _obs.year == _y:
            assert _obs in _us, (_y, _name, _obs)

# observed days used below, checked against holidays.US
assert holidays.US(years=2027).get(dt.date(2027, 7, 5)) == "Independence Day (observed)"
assert holidays.US(years=2027).get(dt.date(2027, 12, 24)) == "Christmas Day (observed)"
assert holidays.US(years=2027).get(dt.date(2027, 12, 31)) == "New Year's Day (observed)"
assert holidays.US(years=2028).get(dt.date(2028, 11, 10)) == "Veterans Day (observed)"


def thanksgiving(y):
    return FEDERAL["Thanksgiving Day"](y)


RULES = {
    "christmas": lambda y: dt.date(y, 12, 25),
    "christmas eve": lambda y: dt.date(y, 12, 24),
    "new year's eve": lambda y: dt.date(y, 12, 31),
    "new year's day": lambda y: dt.date(y, 1, 1),
    "mlk": FEDERAL["Martin Luther King Jr. Day"],
    "presidents": FEDERAL["Washington's Birthday"],
    "memorial": FEDERAL["Memorial Day"],
    "juneteenth": FEDERAL["Juneteenth National Independence Day"],
    "july4": FEDERAL["Independence Day"],
    "labor": FEDERAL["Labor Day"],
    "columbus": FEDERAL["Columbus Day"],
    "veterans": FEDERAL["Veterans Day"],
    "thanksgiving": thanksgiving,
    "easter": lambda y: easter(y),
    "good friday": lambda y: easter(y) - dt.timedelta(days=2),
    "palm sunday": lambda y: easter(y) - dt.timedelta(days=7),
    "ash wednesday": lambda y: easter(y) - dt.timedelta(days=46),
    "mardi gras": lambda y: easter(y) - dt.timedelta(days=47),
    "pentecost": lambda y: easter(y) + dt.timedelta(days=49),
    "orthodox easter": lambda y: easter(y, EASTER_ORTHODOX),
    "mother's day": lambda y: nth_weekday(y, 5, SUN, 2),
    "father's day": lambda y: nth_weekday(y, 6, SUN, 3),
    "valentine": lambda y: dt.date(y, 2, 14),
    "st patrick": lambda y: dt.date(y, 3, 17),
    "halloween": lambda y: dt.date(y, 10, 31),
    "groundhog": lambda y: dt.date(y, 2, 2),
    "cinco de mayo": lambda y: dt.date(y, 5, 5),
    "earth day": lambda y: dt.date(y, 4, 22),
    "flag day": lambda y: dt.date(y, 6, 14),
    "boxing day": lambda y: dt.date(y, 12, 26),
    "black friday": lambda y: thanksgiving(y) + dt.timedelta(days=1),
    "cyber monday": lambda y: thanksgiving(y) + dt.timedelta(days=4),
    "dst start": lambda y: nth_weekday(y, 3, SUN, 2),
    "dst end": lambda y: nth_weekday(y, 11, SUN, 1),
    "election day": lambda y: nth_weekday(y, 11, MON, 1) + dt.timedelta(days=1),
    "grandparents day": lambda y: nth_weekday(y, 9, MON, 1) + dt.timedelta(days=6),
    "tax day": lambda y: dt.date(y, 4, 15),
    "canadian thanksgiving": lambda y: nth_weekday(y, 10, MON, 2),
    "patriots day": lambda y: nth_weekday(y, 4, MON, 3),
    "uk mothering sunday": lambda y: easter(y) - dt.timedelta(days=21),
    "chinese new year": lambda y: min(d for d, n in holidays.China(years=y).items()
                                      if n == "Chinese New Year (Spring Festival)"),
}

# DST rules against tzdata
for _y in (2026, 2027, 2028):
    for _rule, _before, _after in (("dst start", "EST", "EDT"), ("dst end", "EDT", "EST")):
        _d = RULES[_rule](_y)
        assert dt.datetime(_d.year, _d.month, _d.day, 0, 30, tzinfo=NY).tzname() == _before
        assert dt.datetime(_d.year, _d.month, _d.day, 4, 0, tzinfo=NY).tzname() == _after
assert RULES["canadian thanksgiving"](2027) in holidays.CA(subdiv="ON", years=2027)
assert holidays.CA(subdiv="ON", years=2027).get(RULES["canadian thanksgiving"](2027)) == "Thanksgiving Day"
assert holidays.US(subdiv="MA", years=2027).get(RULES["patriots day"](2027)) == "Patriots' Day"
assert easter(2027) == dt.date(2027, 3, 28)


def nxt(rule):
    """next occurrence on or after today"""
    d = RULES[rule](TODAY.year)
    return d if d >= TODAY else RULES[rule](TODAY.year + 1)


def hol(q, rule, year=None, weekday=False, days=False, slip=False, date=True):
    d = RULES[rule](year) if year else nxt(rule)
    e = {}
    if date:
        e["date"] = iso(d)
    if weekday:
        e["weekday"] = wd(d)
    if days:
        e["days"] = (d - TODAY).days
    add("holidays", q, e, slip=slip)
    return d


# ---------------------------------------------------------------------------
# holidays group
# ---------------------------------------------------------------------------
hol("When is Christmas this year, and what day of the week does it fall on?", "christmas", 2026, weekday=True)
hol("Christmas Eve — what day of the week is that this year?", "christmas eve", 2026, weekday=True, date=False)
hol("so how many more days until christmas", "christmas", 2026, days=True, date=False, slip=True)
hol("What date is Thanksgiving next year?", "thanksgiving", 2027, weekday=True)
hol("My family always does the big dinner on Thanksgiving. How many days away is the next one?", "thanksgiving", days=True)
hol("Memorial Day 2027, which date?", "memorial", 2027)
hol("um when is labor day next year", "labor", 2027, slip=True)
hol("When's Martin Luther King Day?", "mlk")
hol("We get the day off for Presidents' Day. What date is it in 2027?", "presidents", 2027)
hol("What's the date of Easter Sunday 2027?", "easter", 2027)
hol("when is good friday twenty twenty seven", "good friday", 2027, slip=True)
hol("Mother's Day next year — I need the exact date so I can book a brunch.", "mother's day", 2027)
hol("Father's Day 2027?", "father's day", 2027)
hol("What day of the week is the Fourth of July next year?", "july4", 2027, weekday=True, date=False)
add("holidays", "The Fourth of July is on a Sunday next year. Which day do federal workers get off instead?",
    {"date": iso(observed(RULES["july4"](2027))), "weekday": "Monday"})
hol("What weekday is Veterans Day in 2027?", "veterans", 2027, weekday=True, date=False)
hol("When is Columbus Day next year? Some people call it Indigenous Peoples' Day.", "columbus", 2027)
hol("New Year's Day 2027 is on what day?", "new year's day", 2027, weekday=True)
hol("how many days till new years day", "new year's day", 2027, days=True, date=False, slip=True)
hol("Days left until New Year's Eve?", "new year's eve", 2026, days=True, date=False)
hol("I want to plan something for Valentine's Day. What day of the week is it in 2027?", "valentine", 2027, weekday=True)
hol("st patricks day next year what day is it on", "st patrick", 2027, weekday=True, slip=True)
hol("Halloween 2027 — weekday or weekend? Which day exactly?", "halloween", 2027, weekday=True)
hol("When is Ash Wednesday in 2027?", "ash wednesday", 2027)
hol("What's the date of Mardi Gras 2027?", "mardi gras", 2027)
hol("palm sunday next year when is it", "palm sunday", 2027, slip=True)
hol("When is Pentecost 2027?", "pentecost", 2027)
hol("My neighbours are Greek Orthodox. When is their Easter in 2027?", "orthodox easter", 2027)
hol("Juneteenth 2027, what day of the week?", "juneteenth", 2027, weekday=True)
hol("When is Chinese New Year 2027?", "chinese new year", 2027)
hol("what date does daylight saving time start in twenty twenty seven", "dst start", 2027, slip=True)
hol("When do the clocks fall back next year?", "dst end", 2027)
hol("Black Friday 2027 — which date?", "black friday", 2027)
hol("When is the 2028 presidential election?", "election day", 2028)
hol("What date is Thanksgiving in 2028?", "thanksgiving", 2028)
hol("Easter 2028 — what's the date?", "easter", 2028)
hol("When was Labor Day this year?", "labor", 2026)
hol("what was the date of thanksgiving this year", "thanksgiving", 2026, slip=True)
hol("Groundhog Day next year lands on what day of the week?", "groundhog", 2027, weekday=True, date=False)
add("holidays", "Christmas 2027 is on a Saturday, right? So which day is the federal holiday observed?",
    {"date": "2027-12-24", "weekday": "Friday"})
add("holidays", "New Year's Day 2028 falls on a Saturday. On what date is the federal holiday observed?",
    {"date": "2027-12-31", "weekday": "Friday"})
hol("Earth Day 2027 — date and weekday please.", "earth day", 2027, weekday=True)
hol("My cousin in Toronto asked: when is Canadian Thanksgiving in 2027?", "canadian thanksgiving", 2027)
hol("boxing day this year what day of the week", "boxing day", 2026, weekday=True, slip=True)
hol("We run the Boston Marathon on Patriots' Day. When is it in 2027?", "patriots day", 2027)
hol("When's Mother's Day in the UK next year? Mothering Sunday, I mean.", "uk mothering sunday", 2027)
add("holidays", "Inauguration Day 2029 — what day of the week will it be?",
    {"date": "2029-01-20", "weekday": wd(dt.date(2029, 1, 20))})
assert wd(dt.date(2029, 1, 20)) == "Saturday"
hol("How many days until Valentine's Day?", "valentine", 2027, days=True, date=False)
hol("how many days is it until halloween next year", "halloween", 2027, days=True, date=False, slip=True)
cannot("holidays", "When is National Flumpet Day?", "National Flumpet Day")
cannot("holidays", "When's my wedding anniversary?", "anniversary")
cannot("holidays", "what day is blorptober fest this year", "blorptober fest", slip=True)
cannot("holidays", "When is the company picnic this year?", "company picnic")
cannot("holidays", "When is my kid's spring break from school?", "spring break")

# ---------------------------------------------------------------------------
# dates group
# ---------------------------------------------------------------------------
def dq(q, d, weekday=False, date=True, slip=False, days=None):
    e = {}
    if date:
        e["date"] = iso(d)
    if weekday:
        e["weekday"] = wd(d)
    if days is not None:
        e["days"] = days
    add("dates", q, e, slip=slip)


def coming(weekday):
    n = (weekday - TODAY.weekday()) % 7
    return TODAY + dt.timedelta(days=n or 7)


def last(weekday):
    n = (TODAY.weekday() - weekday) % 7
    return TODAY - dt.timedelta(days=n or 7)


dq("What's today's date?", TODAY)
dq("what day is it today", TODAY, weekday=True, date=False, slip=True)
dq("What's tomorrow's date?", TODAY + dt.timedelta(days=1), weekday=True)
dq("And yesterday — what was the date?", TODAY - dt.timedelta(days=1))
dq("What's the date next Wednesday?", coming(WED))
assert coming(WED) == dt.date(2026, 12, 9)
dq("what was the date last tuesday", last(TUE), slip=True)
assert last(TUE) == dt.date(2026, 12, 1)
dq("What date will it be two weeks from today?", TODAY + dt.timedelta(weeks=2))
dq("My visa is good for 100 days starting today. Which date is 100 days from now?", TODAY + dt.timedelta(days=100))
dq("ninety days ago what was the date", TODAY - dt.timedelta(days=90), slip=True)
dq("Six weeks from now — date please.", TODAY + dt.timedelta(weeks=6))
dq("What date is three months from today?", TODAY + relativedelta(months=3))
dq("um what was the date six months ago", TODAY - relativedelta(months=6), slip=True)
dq("A year from today is what day of the week?", TODAY + relativedelta(years=1), weekday=True)
dq("What day of the week was July 20, 1969?", dt.date(1969, 7, 20), weekday=True, date=False)
dq("I was born on March 3, 1990. What day of the week was that?", dt.date(1990, 3, 3), weekday=True, date=False)
dq("What day of the week is February 29, 2028?", dt.date(2028, 2, 29), weekday=True, date=False)
dq("January 1st, 2000 — which weekday was it?", dt.date(2000, 1, 1), weekday=True, date=False)
dq("what day of the week will the first of january twenty thirty be", dt.date(2030, 1, 1), weekday=True, date=False, slip=True)
dq("Ten years from today, what day of the week will it be?", TODAY + relativedelta(years=10), weekday=True)
add("dates", "Is 2027 a leap year?", {"contains": ["no|not"]})
add("dates", "is twenty thirty two a leap year", {"contains": ["yes|is a leap"]}, slip=True)
assert not calendar.isleap(2027) and calendar.isleap(2032) and not calendar.isleap(1900) and calendar.isleap(2000)
add("dates", "Was 1900 a leap year?", {"contains": ["no|not"]})
add("dates", "Was the year 2000 a leap year?", {"contains": ["yes|was a leap"]})
add("dates", "How many days are there in February 2028?", {"number": calendar.monthrange(2028, 2)[1], "tol": 0})
add("dates", "What week number are we in?", {"number": TODAY.isocalendar()[1], "tol": 0})
add("dates", "what week of the year is christmas in", {"number": dt.date(2026, 12, 25).isocalendar()[1], "tol": 0}, slip=True)
add("dates", "What day of the year is it today? Like, day number what?", {"number": TODAY.timetuple().tm_yday, "tol": 0})


def age(born, on=TODAY):
    return relativedelta(on, born).years


add("dates", "How old is someone born on June 12, 1985?", {"number": age(dt.date(1985, 6, 12)), "tol": 0})
add("dates", "My son was born December 25, 2015. How old is he now?", {"number": age(dt.date(2015, 12, 25)), "tol": 0})
add("dates", "born december fourth nineteen ninety six how old am i", {"number": age(dt.date(1996, 12, 4)), "tol": 0}, slip=True)
assert age(dt.date(1996, 12, 4)) == 30 and age(dt.date(2015, 12, 25)) == 10
add("dates", "How many days are there between March 1 and May 15, 2027?", {"days": (dt.date(2027, 5, 15) - dt.date(2027, 3, 1)).days})
add("dates", "My birthday is February 10. How many days until my birthday?", {"days": (dt.date(2027, 2, 10) - TODAY).days})
add("dates", "How many days has it been since January 1st this year?", {"days": (TODAY - dt.date(2026, 1, 1)).days})
add("dates", "Our lease ends March 31st. How many days away is that?", {"days": (dt.date(2027, 3, 31) - TODAY).days, "date": "2027-03-31"})
add("dates", "The baby was born on October 1st. How many days old is she today?", {"days": (TODAY - dt.date(2026, 10, 1)).days})
dq("What's the date of the third Thursday in January 2027?", nth_weekday(2027, 1, THU, 3))
dq("Last day of February 2027 — what date?", dt.date(2027, 2, 28))
dq("the first of next month what day of the week is that", dt.date(2027, 1, 1), weekday=True, slip=True)
dq("What day of the week is the 13th of next month?", dt.date(2027, 1, 13), weekday=True)


def next_friday13(start):
    d = start
    while not (d.day == 13 and d.weekday() == FRI):
        d += dt.timedelta(days=1)
    return d


dq("When's the next Friday the 13th?", next_friday13(TODAY))
_sat_left = sum(1 for i in range(1, 28) if (TODAY + dt.timedelta(days=i)).weekday() == SAT and (TODAY + dt.timedelta(days=i)).year == 2026)
add("dates", "How many Saturdays are left this year?", {"number": _sat_left, "tol": 0})
assert _sat_left == 4
dq("What's the date three weeks after this coming Monday?", coming(MON) + dt.timedelta(weeks=3))
add("dates", "How many days are there between Christmas and New Year's Day?", {"days": (dt.date(2027, 1, 1) - dt.date(2026, 12, 25)).days})
add("dates", "how many minutes until five pm", {"number": 150, "tol": 0}, slip=True)
add("dates", "What time will it be in 3 hours and 45 minutes?", {"time": (NOW + dt.timedelta(hours=3, minutes=45)).strftime("%H:%M"), "tol_min": 1})
add("dates", "I put the roast in now and it needs 90 minutes. What time do I take it out?", {"time": (NOW + dt.timedelta(minutes=90)).strftime("%H:%M"), "tol_min": 1})
add("dates", "My parents got married on June 6, 1981. How many years is that?", {"number": age(dt.date(1981, 6, 6)), "tol": 0})
add("dates", "quick one how many weeks until new years", {"number": (dt.date(2027, 1, 1) - TODAY).days // 7, "tol": 0}, slip=True)
assert (dt.date(2027, 1, 1) - TODAY).days == 28
cannot("dates", "What day of the week is February 30th, 2027?", "February 30")
cannot("dates", "what day is april thirty first next year", "April 31", slip=True)
cannot("dates", "What's the date of the fifth Sunday of February 2027?", "fifth Sunday of February")
assert len([d for d in range(1, 29) if dt.date(2027, 2, d).weekday() == SUN]) == 4
cannot("dates", "How many days until my birthday?", "birthday")
cannot("dates", "What weekday was the 32nd of January?", "32nd of January")
cannot("dates", "What date is the 0th of March 2027?", "0th of March")

# ---------------------------------------------------------------------------
# worldclock group
# ---------------------------------------------------------------------------
UTC_NOW = NOW.astimezone(dt.timezone.utc)


def there(zone, when=NOW):
    return when.astimezone(ZoneInfo(zone))


def wc_time(q, zone, slip=False):
    add("worldclock", q, {"time": there(zone).strftime("%H:%M"), "tol_min": 1}, slip=slip)


def wc_day(q, zone, slip=False, weekday=True):
    d = there(zone).date()
    e = {"date": iso(d)}
    if weekday:
        e["weekday"] = wd(d)
    add("worldclock", q, e, slip=slip)


def offset_h(zone):
    o = there(zone).utcoffset() - NOW.utcoffset()
    h = o.total_seconds() / 3600
    assert h == int(h), (zone, h)
    return abs(int(h))


def wc_diff(q, zone, slip=False):
    add("worldclock", q, {"number": offset_h(zone), "tol": 0}, slip=slip)


def convert(q, h, m, src, dst, day=TODAY, slip=False):
    t = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(src)).astimezone(ZoneInfo(dst))
    add("worldclock", q, {"time": t.strftime("%H:%M"), "tol_min": 1}, slip=slip)
    return t


wc_time("What time is it in Tokyo right now?", "Asia/Tokyo")
wc_time("what's the time in London", "Europe/London")
wc_time("whats the time in paris france", "Europe/Paris", slip=True)
wc_time("My sister lives in LA. What time is it there?", "America/Los_Angeles")
wc_time("What time is it in Denver?", "America/Denver")
wc_time("What time is it in Phoenix, Arizona?", "America/Phoenix")
wc_time("what time is it in hunnalulu", "Pacific/Honolulu", slip=True)
wc_time("Current time in Anchorage, Alaska?", "America/Anchorage")
wc_time("What time is it in Sydney?", "Australia/Sydney")
wc_time("Auckland, New Zealand — what's the time there now?", "Pacific/Auckland")
wc_time("whats the time in bombay right now", "Asia/Kolkata", slip=True)
wc_time("What time is it in Kabul?", "Asia/Kabul")
wc_time("What's the time in Tehran?", "Asia/Tehran")
wc_time("I have a colleague in Dubai. What time is it for him?", "Asia/Dubai")
wc_time("what time is it in moskow", "Europe/Moscow", slip=True)
wc_time("um what time is it in istanbull", "Europe/Istanbul", slip=True)
wc_time("What time is it in Cairo right now?", "Africa/Cairo")
wc_time("Nairobi time please.", "Africa/Nairobi")
wc_time("what time is it in johannesburg", "Africa/Johannesburg", slip=True)
wc_time("what's the time in sao paolo brazil", "America/Sao_Paulo", slip=True)
wc_time("What time is it in Santiago, Chile?", "America/Santiago")
wc_time("What time is it in Mexico City?", "America/Mexico_City")
wc_time("What's the time in Bogotá?", "America/Bogota")
wc_time("What time is it in Halifax, Nova Scotia?", "America/Halifax")
wc_time("What's the time in Adelaide?", "Australia/Adelaide")
wc_time("What time is it in Yangon, Myanmar?", "Asia/Yangon")
wc_time("what time is it in reykjavik iceland", "Atlantic/Reykjavik", slip=True)
wc_time("What time is it on Kiritimati?", "Pacific/Kiritimati")
wc_time("What time is it in the Philippines?", "Asia/Manila")
wc_time("What's the time in Israel right now?", "Asia/Jerusalem")
wc_time("What time is it in Ireland?", "Europe/Dublin")
wc_day("What day is it in Tokyo right now?", "Asia/Tokyo")
wc_day("is it still friday in honolulu", "Pacific/Honolulu", slip=True)
wc_day("What's the date in Auckland?", "Pacific/Auckland", weekday=False)
wc_day("Is it Saturday yet in Seoul?", "Asia/Seoul")
wc_diff("How many hours ahead of us is Tokyo?", "Asia/Tokyo")
wc_diff("What's the time difference between here and London?", "Europe/London")
wc_diff("how many hours behind are we from paris", "Europe/Paris", slip=True)
wc_diff("How many hours behind us is Los Angeles?", "America/Los_Angeles")
wc_diff("Time difference with Dubai?", "Asia/Dubai")
wc_diff("How far behind us is Hawaii, in hours?", "Pacific/Honolulu")
wc_diff("What's the time difference between New York and Beijing?", "Asia/Shanghai")
wc_diff("How many hours ahead is Sydney right now?", "Australia/Sydney")
convert("If it's 9 am here, what time is it in Berlin?", 9, 0, "America/New_York", "Europe/Berlin")
convert("The meeting is at 4 pm London time. What time is that for me?", 16, 0, "Europe/London", "America/New_York")
convert("My daughter in Seattle goes to bed at 9 pm her time. What time is that here?", 21, 0, "America/Los_Angeles", "America/New_York")
convert("I'm calling my grandma in Rome tomorrow at 10 in the morning her time. What time is that here?", 10, 0, "Europe/Rome", "America/New_York", day=TODAY + dt.timedelta(days=1))
convert("when it's noon here what time is it in hawaii", 12, 0, "America/New_York", "Pacific/Honolulu", slip=True)
convert("My flight lands in Tokyo tomorrow at 6:40 pm Tokyo time. What time will it be back here in New York?", 18, 40, "Asia/Tokyo", "America/New_York", day=TODAY + dt.timedelta(days=1))
convert("If it's 8 pm in Delhi, what time is it here?", 20, 0, "Asia/Kolkata", "America/New_York")
cannot("worldclock", "What time is it in Portland?", "Portland")
cannot("worldclock", "What time is it in Birmingham?", "Birmingham")
cannot("worldclock", "What's the time in Wakanda?", "Wakanda")
cannot("worldclock", "what time is it in australia", "Australia", slip=True)
cannot("worldclock", "What time is it in Russia?", "Russia")
cannot("worldclock", "What time is it in Zorbania?", "Zorbania")
# ambiguity checks for the cannot items
assert there("America/Los_Angeles").utcoffset() != there("America/New_York").utcoffset()  # Portland OR vs ME
assert there("Europe/London").utcoffset() != there("America/Chicago").utcoffset()  # Birmingham UK vs AL
assert there("Australia/Sydney").utcoffset() != there("Australia/Perth").utcoffset()
assert there("Europe/Moscow").utcoffset() != there("Asia/Vladivostok").utcoffset()

# ---------------------------------------------------------------------------
# sun group
# ---------------------------------------------------------------------------
from astral import LocationInfo


def observer(lat, lon):
    return LocationInfo("x", "x", "UTC", lat, lon).observer


def round_min(t):
    return (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)


def sun_at(lat, lon, zone, d):
    return astral.sun.sun(observer(lat, lon), date=d, tzinfo=ZoneInfo(zone))


def sun_q(q, event, d, lat=NYC[0], lon=NYC[1], zone="America/New_York", slip=False):
    s = sun_at(lat, lon, zone, d)
    t = round_min(s[event])
    assert t.date() == d, (q, t)
    add("sun", q, {"time": t.strftime("%H:%M"), "tol_min": 3}, slip=slip)
    return t


def hm_expect(minutes_total):
    h = int(minutes_total // 60)
    m = minutes_total - 60 * h
    assert 3 <= m <= 57, minutes_total  # avoid rounding across an hour
    return {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(m), "tol": r6(1.5 / m)}


def day_len_q(q, d, slip=False):
    s = sun_at(NYC[0], NYC[1], "America/New_York", d)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    add("sun", q, hm_expect(mins), slip=slip)


TOMORROW = TODAY + dt.timedelta(days=1)
sun_q("What time is sunrise today?", "sunrise", TODAY)
sun_q("When does the sun set today?", "sunset", TODAY)
sun_q("what time does the sun come up tomorrow", "sunrise", TOMORROW, slip=True)
sun_q("Sunset tomorrow — what time?", "sunset", TOMORROW)
sun_q("We're doing a Christmas Day walk. What time is sunset on Christmas?", "sunset", dt.date(2026, 12, 25))
sun_q("When does the sun rise on New Year's Day?", "sunrise", dt.date(2027, 1, 1))
sun_q("What time is sunrise on the winter solstice, December 21st?", "sunrise", dt.date(2026, 12, 21))
sun_q("um when is sunset on march twentieth next year", "sunset", dt.date(2027, 3, 20), slip=True)
sun_q("What time does the sun go down on the Fourth of July next year? Planning the fireworks.", "sunset", dt.date(2027, 7, 4))
sun_q("When is dawn tomorrow?", "dawn", TOMORROW)
sun_q("What time is dusk this evening?", "dusk", TODAY)
sun_q("When is solar noon today?", "noon", TODAY)
day_len_q("How long is the day today, sunrise to sunset?", TODAY)
day_len_q("how many hours of daylight on the shortest day of the year", dt.date(2026, 12, 21), slip=True)
day_len_q("How long will the day be on June 1st, 2027?", dt.date(2027, 6, 1))
_s = sun_at(NYC[0], NYC[1], "America/New_York", TODAY)
_m = (_s["sunset"] - NOW).total_seconds() / 60
add("sun", "How many minutes from now until sunset?", {"number": r6(_m), "tol": r6(1.5 / _m)})
sun_q("What time is sunrise in Chicago tomorrow?", "sunrise", TOMORROW, 41.8781, -87.6298, "America/Chicago")
sun_q("When does the sun set in Miami today?", "sunset", TODAY, 25.7617, -80.1918, "America/New_York")
sun_q("I'm in Los Angeles tomorrow. When's sunset there?", "sunset", TOMORROW, 34.0522, -118.2437, "America/Los_Angeles")
sun_q("what time does the sun set in honolulu today", "sunset", TODAY, 21.3069, -157.8583, "Pacific/Honolulu", slip=True)
sun_q("When does the sun rise in Reykjavik tomorrow? Local time please.", "sunrise", TOMORROW, 64.1466, -21.9426, "Atlantic/Reykjavik")
# polar night in Utqiagvik (Barrow), Alaska: astral must raise
try:
    sun_at(71.2906, -156.7886, "America/Anchorage", TOMORROW)["sunrise"]
    raise AssertionError("expected polar night")
except ValueError:
    pass
cannot("sun", "What time does the sun come up in Utqiagvik, Alaska tomorrow?", "Utqiagvik", contains=["not rise|doesn't rise|does not rise|won't rise|polar night|no sunrise|not come up|doesn't come up|won't come up"])
cannot("sun", "when does the sun rise on mars", "Mars", slip=True)
cannot("sun", "What time is sunset in Atlantis?", "Atlantis")

# ---------------------------------------------------------------------------
# units group (exact factors)
# ---------------------------------------------------------------------------
IN = 0.0254
FT = 12 * IN
YD = 3 * FT
MI = 5280 * FT
NMI = 1852.0
M, CM, MM, KM = 1.0, 0.01, 0.001, 1000.0
LB = 0.45359237
OZ = LB / 16
ST = 14 * LB
G, KG = 0.001, 1.0
GAL = 231 * IN ** 3
QT, PT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
L, ML = 0.001, 1e-6
IMP_GAL = 4.54609e-3
IMP_PT = IMP_GAL / 8
ACRE = 43560 * FT ** 2
HA = 1e4
SQM, SQFT, SQMI = 1.0, FT ** 2, MI ** 2
HOUR = 3600.0
MPH, KMH, MPS, KNOT = MI / HOUR, KM / HOUR, 1.0, NMI / HOUR
KCAL, KJ, J, KWH = 4184.0, 1000.0, 1.0, 3.6e6
BTU = 1055.05585262
W, HP = 1.0, 745.69987158227022
PSI = LB * 9.80665 / IN ** 2
BAR, ATM = 1e5, 101325.0
SEC, MIN, DAY, WEEK = 1.0, 60.0, 86400.0, 604800.0
KB, MB, GB, TB = 1e3, 1e6, 1e9, 1e12
MIB, GIB = 2 ** 20, 2 ** 30


def uq(q, value, slip=False, tol=None):
    e = {"number": r6(value)}
    if tol is not None:
        e["tol"] = tol
    add("units", q, e, slip=slip)
    return value


def conv(q, qty, a, b, slip=False):
    return uq(q, qty * a / b, slip=slip)


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


uq("What's 350 degrees Fahrenheit in Celsius?", f2c(350))
uq("My recipe is European and says 180 C. What's that in Fahrenheit?", c2f(180))
uq("two twenty celsius in fahrenheit", c2f(220), slip=True)
uq("Minus 10 Celsius — how much is that in Fahrenheit?", c2f(-10))
uq("Normal body temperature is 37 C. What is that in F?", c2f(37))
uq("It's 5 degrees Fahrenheit outside. What's that in Celsius?", f2c(5))
uq("What's 72 Fahrenheit in Celsius?", f2c(72))
uq("Convert 20 degrees Celsius to Kelvin.", 20 + 273.15, tol=0.001)
conv("five foot eight in centimeters", 1, 5 * FT + 8 * IN, CM, slip=True)
conv("I'm 163 centimeters tall. How many inches is that?", 163, CM, IN)
conv("How many miles is a 10K run?", 10, KM, MI)
conv("A half marathon is 13.1 miles. How many kilometers?", 13.1, MI, KM)
conv("How many feet is 100 meters?", 100, M, FT)
conv("3/4 of an inch in millimeters?", 0.75, IN, MM)
conv("eighteen inches in cm", 18, IN, CM, slip=True)
conv("How far is 50 miles in kilometers?", 50, MI, KM)
conv("How many yards are in a kilometer?", 1, KM, YD)
conv("How many miles is one nautical mile?", 1, NMI, MI)
conv("how much is a hundred and fifty pounds in kilos", 150, LB, KG, slip=True)
conv("i weigh eighty kilos how many pounds is that", 80, KG, LB, slip=True)
conv("My British friend says she weighs 11 stone. How many kilograms is that?", 11, ST, KG)
conv("8 ounces in grams?", 8, OZ, G)
conv("How many ounces is 250 grams?", 250, G, OZ)
conv("The turkey is 3 kilos. How many pounds?", 3, KG, LB)
conv("How many grams in a quarter pound?", 0.25, LB, G)
conv("2 cups in milliliters?", 2, CUP, ML)
conv("um how many cups in a leader", 1, L, CUP, slip=True)
conv("How many tablespoons are in a cup?", 1, CUP, TBSP)
conv("How many teaspoons in 3 tablespoons?", 3, TBSP, TSP)
conv("The medicine says 5 ml. How many teaspoons is that?", 5, ML, TSP)
conv("How many fluid ounces are in a 2 liter bottle?", 2, L, FLOZ)
conv("I filled up with 40 liters of gas in Mexico. How many gallons is that?", 40, L, GAL)
conv("How many US gallons in one imperial gallon?", 1, IMP_GAL, GAL)
conv("How many milliliters in a British pint?", 1, IMP_PT, ML)
conv("how many mils in a tablespoon", 1, TBSP, ML, slip=True)
conv("3 quarts — how many liters is that?", 3, QT, L)
conv("A 12 ounce can of soda holds how many ml?", 12, FLOZ, ML)
conv("How many cups is 250 ml?", 250, ML, CUP)
conv("What's 60 mph in km per hour?", 60, MPH, KMH)
conv("a hundred kilometers an hour is how many miles per hour", 100, KMH, MPH, slip=True)
conv("The speed limit in France is 130 km/h. What is that in miles per hour?", 130, KMH, MPH)
conv("25 knots in kilometers per hour?", 25, KNOT, KMH)
conv("How many square meters is an acre?", 1, ACRE, SQM)
conv("five hectares in acres", 5, HA, ACRE, slip=True)
conv("Our apartment is 800 square feet. How many square meters?", 800, SQFT, SQM)
conv("How many acres in a square mile?", 1, SQMI, ACRE)
conv("How many megabytes in 1.5 GB?", 1.5, GB, MB)
conv("4 GiB in MiB?", 4, GIB, MIB)
conv("2000 kilocalories in kilojoules?", 2000, KCAL, KJ)
conv("How many joules in a kilowatt hour?", 1, KWH, J)
conv("How many BTU in one kilowatt hour?", 1, KWH, BTU)
conv("1000 watts in horsepower?", 1000, W, HP)
conv("The tire says 35 psi. What's that in bar?", 35, PSI, BAR)
conv("one atmosphere in psi", 1, ATM, PSI, slip=True)
conv("How many seconds are in a week?", 1, WEEK, SEC)
conv("How many minutes is 3 and a half hours?", 3.5, HOUR, MIN)
uq("My car does 40 miles per gallon. What is that in liters per 100 km?", 100 * KM / MI * GAL / L / 40)
uq("The rental car uses 8 liters per 100 km. How many miles per gallon is that?", (100 * KM / MI) / (8 * L / GAL))
cannot("units", "Convert 3 liters to meters.", "liters to meters")
cannot("units", "How many kilograms are in an hour?", "kilograms in an hour")
cannot("units", "how many miles is ten gallons", "gallons to miles", slip=True)
cannot("units", "How many grams is 5 snorks?", "snorks")
cannot("units", "Convert 70 degrees Fahrenheit to pounds.", "Fahrenheit to pounds")
cannot("units", "How many pounds is 3 feet?", "feet to pounds")

# cross-check the hand-written factors against pint
import pint

_u = pint.UnitRegistry()
for _mine, _pint in ((IN, "inch"), (MI, "mile"), (NMI, "nautical_mile"), (LB, "pound"), (ST, "stone"),
                     (GAL, "gallon"), (CUP, "cup"), (TBSP, "tablespoon"), (TSP, "teaspoon"),
                     (FLOZ, "fluid_ounce"), (IMP_GAL, "imperial_gallon"), (ACRE / 43560, "foot ** 2"),
                     (KNOT, "knot"), (KCAL, "kilocalorie"), (BTU, "Btu_it"), (HP, "horsepower"),
                     (PSI, "psi"), (ATM, "atm"), (QT, "quart")):
    _q = _u.Quantity(1, _pint).to_base_units().magnitude
    assert abs(_q / _mine - 1) < 1e-9, (_pint, _q, _mine)
# pint's "acre" is the US survey acre (4046.8726 m2); the set uses the international acre
assert abs(_u.Quantity(1, "acre").to("m**2").magnitude / ACRE - 1) < 1e-5

# ---------------------------------------------------------------------------
# WordNet (for spelling nonsense checks and the words group)
# ---------------------------------------------------------------------------
import nltk
from nltk.corpus.reader.wordnet import WordNetCorpusReader

LEXNAMES = ("adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute "
            "noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group "
            "noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant "
            "noun.possession noun.process noun.quantity noun.relation noun.shape noun.state "
            "noun.substance noun.time verb.body verb.change verb.cognition verb.communication "
            "verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion "
            "verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl").split()
assert len(LEXNAMES) == 45
_TMP = tempfile.mkdtemp(prefix="heldout26-wn-")
try:
    _wdir = os.path.join(_TMP, "corpora", "wordnet")
    os.makedirs(_wdir)
    for _f in os.listdir("/usr/share/wordnet"):
        _p = os.path.join("/usr/share/wordnet", _f)
        if os.path.isfile(_p):
            shutil.copy(_p, _wdir)
    with open(os.path.join(_wdir, "lexnames"), "w") as _fh:
        for _i, _n in enumerate(LEXNAMES):
            _fh.write("%02d\t%s\t%d\n" % (_i, _n, {"adj": 3, "adv": 4, "noun": 1, "verb": 2}[_n.split(".")[0]]))
    nltk.data.path.insert(0, _TMP)
    WordNetCorpusReader.map_wn = lambda self, version="3.0": None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        WN = WordNetCorpusReader(_wdir, None)
        assert WN.get_version() == "3.0"

        def word_synsets(word):
            key = word.replace(" ", "_").lower()
            out = []
            for s in WN.synsets(key):
                for lem in s.lemmas():
                    if lem.name().lower() == key:
                        out.append((s, lem))
                        break
            return out

        def best_synset(word):
            ss = word_synsets(word)
            assert ss, word
            bi = 0
            for i, (s, lem) in enumerate(ss):
                if lem.count() > ss[bi][1].count():
                    bi = i
            return ss[bi][0]

        AUTHOR = re.compile(r"^-+\s*[A-Z]")

        def clean_gloss(s):
            parts = [p.strip() for p in s.definition().split(";")]
            return "; ".join(p for p in parts if p and not AUTHOR.match(p))

        def synonyms(word):
            key = word.replace(" ", "_").lower()
            b = best_synset(word)
            first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key]
            assert first, word
            out = list(first)
            for s, _ in word_synsets(word):
                if s == b:
                    continue
                for l in s.lemmas():
                    n = l.name().replace("_", " ")
                    if l.name().lower() != key and n not in out:
                        out.append(n)
            return out

        def absent(word):
            return not WN.synsets(word.replace(" ", "_").lower())

        # -------------------------------------------------------------------
        # spelling group
        # -------------------------------------------------------------------
        def sp(q, word, slip=False, check=True):
            if check:
                assert not absent(word), word
            add("spelling", q, {"letters": [c for c in word.upper() if c.isalpha()]}, slip=slip)

        sp("How do you spell necessary?", "necessary")
        sp("how do you spell rhythm", "rhythm", slip=True)
        sp("Spell accommodate for me.", "accommodate")
        sp("Can you spell conscientious?", "conscientious")
        sp("How is bureaucracy spelled?", "bureaucracy")
        sp("My kid is writing about Egypt — how do you spell pharaoh?", "pharaoh")
        sp("spell silhouette please", "silhouette", slip=True)
        sp("How do you spell chrysanthemum? It's for a flower shop sign.", "chrysanthemum")
        sp("What's the spelling of onomatopoeia?", "onomatopoeia")
        sp("How do I spell questionnaire?", "questionnaire")
        sp("Spell liaison.", "liaison")
        sp("how do you spell mischievous", "mischievous", slip=True)
        sp("How many n's in millennium? Spell it out please.", "millennium")
        sp("Is it embarass or embarrass? Spell it.", "embarrass")
        sp("spell privilege", "privilege", slip=True)
        sp("How do you spell Wednesday?", "Wednesday")
        sp("Teacher says February has a tricky letter. Can you spell February?", "February")
        sp("how do you spell brocoli the vegetable", "broccoli", slip=True)
        sp("Spell zucchini for my shopping list.", "zucchini")
        sp("How do you spell quinoa?", "quinoa", check=False)
        sp("Spell fluorescent, like the light.", "fluorescent")
        sp("How do you spell handkerchief?", "handkerchief")
        sp("spell playwright", "playwright", slip=True)
        sp("How do you spell vacuum? One c or two?", "vacuum")
        sp("How do you spell lieutenant?", "lieutenant")
        sp("How do you spell Massachusetts?", "Massachusetts", check=False)
        sp("Please, how to write the word entrepreneur, letter by letter?", "entrepreneur")
        sp("How do you spell cappuccino? I'm making the menu board.", "cappuccino")
        sp("how do you spell camouflage", "camouflage", slip=True)
        sp("How do you spell 'their', as in it belongs to them?", "their", check=False)
        sp("How do you spell knight — the one in armor, not the night time?", "knight")
        sp("How do you spell Fahrenheit?", "Fahrenheit")
        sp("How do you spell colonel, the army rank?", "colonel")
        sp("how do you spell restaurant", "restaurant", slip=True)
        sp("Spell the word because. I'm in second grade.", "because", check=False)
        sp("How do you spell souvenir?", "souvenir")
        for _w in ("glumphibant", "snorkwidget", "frandlequist"):
            assert absent(_w), _w
        cannot("spelling", "How do you spell glumphibant?", "glumphibant")
        cannot("spelling", "spell snorkwidget", "snorkwidget", slip=True)
        cannot("spelling", "Can you spell frandlequist for me?", "frandlequist")
        cannot("spelling", "How do you spell it?", "no word given")

        # -------------------------------------------------------------------
        # words group
        # -------------------------------------------------------------------
        def define(q, word, slip=False):
            b = best_synset(word)
            add("words", q, {"gloss": clean_gloss(b),
                             "glosses": [clean_gloss(s) for s, _ in word_synsets(word)]}, slip=slip)

        def syn(q, word, slip=False):
            add("words", q, {"synonyms": synonyms(word)}, slip=slip)

        define("What does ubiquitous mean?", "ubiquitous")
        define("what does meticulous mean", "meticulous", slip=True)
        define("Define benevolent.", "benevolent")
        define("My teacher used the word ephemeral. What does it mean?", "ephemeral")
        define("What is serendipity?", "serendipity")
        define("what's the meaning of lethargic", "lethargic", slip=True)
        define("What does resilient mean?", "resilient")
        define("Definition of diligent?", "diligent")
        define("what does gullable mean", "gullible", slip=True)
        define("What's frivolous mean?", "frivolous")
        define("What does it mean when someone is aloof?", "aloof")
        define("The book says the old man chortled. What does chortle mean?", "chortle")
        define("Define whimsical.", "whimsical")
        define("The recipe says to sauté the onions. What does sauté mean?", "saute")
        define("what does marinate mean", "marinate", slip=True)
        define("What does deglaze mean in cooking?", "deglaze")
        define("What does it mean to baste a turkey?", "baste")
        define("What does caramelize mean?", "caramelize")
        define("My milk curdled. What does curdle mean exactly?", "curdle")
        define("What does enormous mean? I'm seven.", "enormous")
        define("What does brave mean?", "brave")
        define("Please, what is meaning of word cozy?", "cozy")
        define("What's a dilemma?", "dilemma")
        define("what does empathy mean", "empathy", slip=True)
        define("My boss wants my report to be concise. What does concise mean?", "concise")
        define("What is a nuance?", "nuance")
        define("What does eerie mean?", "eerie")
        define("What's the definition of pristine?", "pristine")
        define("What does thrifty mean?", "thrifty")
        define("um what does procrastinate mean", "procrastinate", slip=True)
        syn("What's another word for ephemeral?", "ephemeral")
        syn("Give me a synonym for mundane.", "mundane")
        syn("What's another word for blunder?", "blunder")
        syn("synonym for funny", "funny", slip=True)
        syn("What's another word for ponder?", "ponder")
        syn("Another word for grumpy?", "grumpy")
        syn("What's another word for scrumptious?", "scrumptious")
        syn("What's a synonym for exhausted?", "exhausted")
        syn("Give me another word for immaculate.", "immaculate")
        syn("What do the British call zucchini?", "zucchini")
        syn("Another word for jubilant?", "jubilant")
        for _w in ("flumbrious", "snargle", "quindlewop", "zentrofy", "blimbus"):
            assert absent(_w), _w
        cannot("words", "What does flumbrious mean?", "flumbrious")
        cannot("words", "what does snargle mean", "snargle", slip=True)
        cannot("words", "Define quindlewop.", "quindlewop")
        cannot("words", "Give me a synonym for zentrofy.", "zentrofy")
        cannot("words", "My grandpa always said blimbus. What does blimbus mean?", "blimbus")
finally:
    shutil.rmtree(_TMP, ignore_errors=True)

# ---------------------------------------------------------------------------
# calc group
# ---------------------------------------------------------------------------
def cq(q, value, tol=0.001, slip=False):
    add("calc", q, {"number": r6(value), "tol": tol}, slip=slip)


cq("What's 15 percent of 84?", 0.15 * 84)
cq("What's an 18% tip on $62.40?", 0.18 * 62.40)
cq("What's 7 times 8 minus 6 divided by 3?", 7 * 8 - 6 / 3)
cq("square root of one ninety six", math.sqrt(196), tol=0, slip=True)
cq("What's 2 to the 10th power?", 2 ** 10, tol=0)
cq("What's 12 squared?", 12 ** 2, tol=0)
cq("What is the cube root of 343?", 7, tol=0)
assert 7 ** 3 == 343
cq("We're splitting a bill of $143.75 five ways. How much each?", 143.75 / 5)
cq("What's the average of 88, 92, 79 and 95?", (88 + 92 + 79 + 95) / 4)
cq("What's 3/8 as a decimal?", 3 / 8)
cq("what percent is forty five out of sixty", 45 / 60 * 100, slip=True)
cq("A jacket is $79.99 and it's 20% off. What's the sale price?", 79.99 * 0.8)
cq("If I put $250 in the bank at 4% interest compounded yearly, how much will I have after 3 years?", 250 * 1.04 ** 3)
cq("1234 plus 5678?", 1234 + 5678, tol=0)
cq("What's 999 times 999?", 999 * 999, tol=0)
cq("What's the sales tax on $45 at 8.875 percent?", 45 * 0.08875, tol=0.002)
cq("Eggs are 35 cents each. How much for a dozen?", 12 * 0.35)
cq("The recipe serves 4 and uses 300 grams of flour. I need to feed 10. How much flour?", 300 * 10 / 4)
cq("A recipe for 6 people uses 2 cups of rice. How much for 9 people?", 2 * 9 / 6)
cq("I drove 320 miles on 11 gallons. What's my miles per gallon?", 320 / 11)
cq("what's seventeen percent of two hundred thirty", 0.17 * 230, slip=True)
cq("I worked 45 minutes at $18 an hour. How much did I earn?", 18 * 45 / 60)
cq("What is 6 factorial?", math.factorial(6), tol=0)
cq("What's 100 divided by 7?", 100 / 7)
cq("What's 10 minus 4 times 2?", 10 - 4 * 2, tol=0)
cq("(3+5)*4 = ?", (3 + 5) * 4, tol=0)
cq("What's 2.5% of 1,200?", 0.025 * 1200)
cq("30 is 20 percent of what number?", 30 / 0.20)
cq("Increase 80 by 15 percent.", 80 * 1.15)
cq("The price dropped from 1,250 to 1,000. What's the percentage decrease?", (1250 - 1000) / 1250 * 100)
cq("What's log base 10 of 1000?", 3, tol=0)
assert math.isclose(math.log10(1000), 3)
cq("What's the area of a circle with a radius of 5?", math.pi * 5 ** 2)
cq("A right triangle has legs 6 and 8. How long is the hypotenuse?", math.hypot(6, 8), tol=0)
cq("What is the mean of 4, 8, 15, 16, 23 and 42?", (4 + 8 + 15 + 16 + 23 + 42) / 6)
cq("What's one third plus one sixth?", 1 / 3 + 1 / 6)
cq("um five hundred fifty five divided by five", 555 / 5, tol=0, slip=True)
cq("What's twelve and a half percent of 640?", 0.125 * 640)
cq("Rent is $1,850 a month. How much is that per year?", 1850 * 12, tol=0)
cq("minus fifteen plus forty", -15 + 40, tol=0, slip=True)
cannot("calc", "What's 9 divided by zero?", "division by zero")
cannot("calc", "what is zero divided by zero", "0/0", slip=True)
cannot("calc", "What's the log of zero?", "log of zero")

# ---------------------------------------------------------------------------
# routing group: utterances that the exact skills should NOT answer.
# expect.source is the source that should take them (labels as in
# exact-heldout.README.md: command, knowledge, smalltalk, chat, encyclopedia).
# "knowledge" = the project's bakery-cafe FAQ ("The Corner Crumb"); the FAQ
# itself was not opened, so these are generic questions to the cafe.
# ---------------------------------------------------------------------------
def rt(q, source, slip=False):
    assert source in {"command", "knowledge", "smalltalk", "chat", "encyclopedia"}
    add("routing", q, {"source": source}, slip=slip)


rt("What time do you open tomorrow morning?", "knowledge")
rt("are you open on christmas eve", "knowledge", slip=True)
rt("Until when do you serve breakfast on Sundays?", "knowledge")
rt("What time do you close today?", "knowledge")
rt("Do you have anything gluten-free?", "knowledge")
rt("Can I order a birthday cake for next Saturday, and how far ahead do I need to order?", "knowledge")
rt("do you guys have wifi", "knowledge", slip=True)
rt("Is there parking near the cafe?", "knowledge")
rt("Can I bring my dog inside?", "knowledge")
rt("Do you deliver?", "knowledge")
rt("are you open on new years day", "knowledge", slip=True)
rt("Do you have vegan pastries?", "knowledge")
rt("Set a timer for twelve minutes.", "command")
rt("set an alarm for six forty five tomorrow", "command", slip=True)
rt("Remind me on Christmas Eve to call Grandma.", "command")
rt("Turn the kitchen lights off.", "command")
rt("Add flour and eggs to my shopping list.", "command")
rt("Stop the timer.", "command")
rt("turn the volume down a bit", "command", slip=True)
rt("Remind me in two hours to take the bread out of the oven.", "command")
rt("Good morning!", "smalltalk")
rt("thanks a lot", "smalltalk", slip=True)
rt("How are you doing today?", "smalltalk")
rt("What's your name?", "smalltalk")
rt("You're pretty clever, you know that?", "smalltalk")
rt("Goodnight!", "smalltalk")
rt("hey there", "smalltalk", slip=True)
rt("Sorry, I didn't mean to shout at you.", "smalltalk")
rt("Help me write a short thank-you note to my neighbour for watering my plants.", "chat")
rt("Can you tell me a bedtime story about a dragon who is afraid of the dark?", "chat")
rt("I've got chicken, rice and some spinach. What could I cook tonight?", "chat")
rt("what should i name my new kitten shes grey and very fluffy", "chat", slip=True)
rt("Write a little poem about the first snow of December.", "chat")
rt("I'm nervous about my job interview on Monday. Any tips?", "chat")
rt("Give me three ideas for a rainy Saturday with two kids.", "chat")
rt("Make up a riddle for my daughter.", "chat")
rt("can you help me plan a surprise party for my wife", "chat", slip=True)
rt("I'm bored. Talk to me about something interesting.", "chat")
rt("When was the Eiffel Tower built?", "encyclopedia")
rt("What year did the Titanic sink?", "encyclopedia")
rt("how long is the nile river", "encyclopedia", slip=True)
rt("Who invented the telephone?", "encyclopedia")
rt("What is the capital of Australia?", "encyclopedia")
rt("How tall is Mount Everest?", "encyclopedia")
rt("Who was Ada Lovelace?", "encyclopedia")
rt("what is photosynthesis", "encyclopedia", slip=True)
rt("Who painted the Mona Lisa?", "encyclopedia")
rt("How many moons does Jupiter have?", "encyclopedia")

# ---------------------------------------------------------------------------
# checks and output
# ---------------------------------------------------------------------------
qs = [it["q"] for it in ITEMS]
dups = [q for q, n in Counter(q.lower() for q in qs).items() if n > 1]
assert not dups, dups
for it in ITEMS:
    e = it["expect"]
    if it["kind"] == "cannot":
        assert isinstance(e.get("names"), str) and e["names"], it
    if "time" in e:
        assert re.fullmatch(r"\d\d:\d\d", e["time"]) and "tol_min" in e, it
    if "date" in e:
        dt.date.fromisoformat(e["date"])
    if "number" in e:
        assert isinstance(e["number"], (int, float)) and math.isfinite(e["number"]), it

with open(OUT, "w", encoding="utf-8") as fh:
    for i, it in enumerate(ITEMS, 1):
        rec = OrderedDict([("id", "q26_%03d" % i), ("group", it["group"]), ("q", it["q"]),
                           ("kind", it["kind"]), ("slip", it["slip"]), ("expect", it["expect"])])
        fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc", "routing"]
tot = Counter()
print("| group | answer | cannot | slip | all |")
print("| --- | --- | --- | --- | --- |")
for g in GROUPS:
    a = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "answer")
    c = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "cannot")
    s = sum(1 for it in ITEMS if it["group"] == g and it["slip"])
    tot.update(answer=a, cannot=c, slip=s)
    print(f"| {g} | {a} | {c} | {s} | {a + c} |")
n = len(ITEMS)
print(f"| **total** | **{tot['answer']}** | **{tot['cannot']}** | **{tot['slip']} ({100 * tot['slip'] / n:.1f}%)** | **{n}** |")
print("wrote", OUT, file=sys.stderr)
