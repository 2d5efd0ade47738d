#!/usr/bin/env python3
"""Held-out set 25: questions with computed answers, as a kitchen voice speaker hears them.

Written 2026-12-06 by a helper session (set 25) that did not read the project's code.
Every expected answer is computed here; nothing computed is typed by hand.
Run:  python tests/data/exact-heldout25.make.py   (writes exact-heldout25.jsonl next to it)

Libraries: holidays, python-dateutil, astral 3.2, nltk (+ Debian wordnet-base), pint (cross-check).
Nothing is imported from the project.
"""
import atexit
import calendar
import collections
import datetime as dt
import json
import os
import re
import shutil
import sys
import tempfile
import warnings
from zoneinfo import ZoneInfo

import holidays
from dateutil.easter import easter, EASTER_ORTHODOX
from dateutil.relativedelta import relativedelta, MO, TU, TH, SA, SU

import astral
import astral.sun

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout25.jsonl")

# --------------------------------------------------------------------------------------
# The fixed situation
# --------------------------------------------------------------------------------------
NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday
NYC_LAT, NYC_LON = 40.7128, -74.0060

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names, slip=False):
    add(group, q, {"names": names}, kind="cannot", slip=slip)


def iso(d):
    return d.isoformat()


def wday(d):
    return calendar.day_name[d.weekday()]


def r6(x):
    v = round(float(x), 6)
    return int(v) if v == int(v) else v


# --------------------------------------------------------------------------------------
# Holiday rules
# --------------------------------------------------------------------------------------
def nth_weekday(year, month, weekday, n):
    """n-th (1-based) weekday (0=Mon) of a month."""
    d = dt.date(year, month, 1)
    d += dt.timedelta(days=(weekday - d.weekday()) % 7)
    return d + dt.timedelta(weeks=n - 1)


def last_weekday(year, month, weekday):
    d = dt.date(year, month, calendar.monthrange(year, month)[1])
    return d - dt.timedelta(days=(d.weekday() - weekday) % 7)


def observed(d):
    """US federal observed day: Saturday -> Friday, Sunday -> Monday."""
    if d.weekday() == 5:
        return d - dt.timedelta(days=1)
    if d.weekday() == 6:
        return d + dt.timedelta(days=1)
    return d


RULES = {
    "new_year": lambda y: dt.date(y, 1, 1),
    "mlk": lambda y: nth_weekday(y, 1, 0, 3),
    "presidents": lambda y: nth_weekday(y, 2, 0, 3),
    "memorial": lambda y: last_weekday(y, 5, 0),
    "juneteenth": lambda y: dt.date(y, 6, 19),
    "independence": lambda y: dt.date(y, 7, 4),
    "labor": lambda y: nth_weekday(y, 9, 0, 1),
    "columbus": lambda y: nth_weekday(y, 10, 0, 2),
    "veterans": lambda y: dt.date(y, 11, 11),
    "thanksgiving": lambda y: nth_weekday(y, 11, 3, 4),
    "christmas": lambda y: dt.date(y, 12, 25),
    # not federal
    "christmas_eve": lambda y: dt.date(y, 12, 24),
    "new_years_eve": lambda y: dt.date(y, 12, 31),
    "valentine": lambda y: dt.date(y, 2, 14),
    "st_patrick": lambda y: dt.date(y, 3, 17),
    "groundhog": lambda y: dt.date(y, 2, 2),
    "earth_day": lambda y: dt.date(y, 4, 22),
    "cinco": lambda y: dt.date(y, 5, 5),
    "halloween": lambda y: dt.date(y, 10, 31),
    "boxing": lambda y: dt.date(y, 12, 26),
    "kwanzaa": lambda y: dt.date(y, 12, 26),
    "canada_day": lambda y: dt.date(y, 7, 1),
    "bastille": lambda y: dt.date(y, 7, 14),
    "australia_day": lambda y: dt.date(y, 1, 26),
    "april_fools": lambda y: dt.date(y, 4, 1),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - dt.timedelta(days=2),
    "palm_sunday": lambda y: easter(y) - dt.timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - dt.timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - dt.timedelta(days=47),
    "pentecost": lambda y: easter(y) + dt.timedelta(days=49),
    "mothering_sunday": lambda y: easter(y) - dt.timedelta(days=21),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "mothers_day": lambda y: nth_weekday(y, 5, 6, 2),
    "fathers_day": lambda y: nth_weekday(y, 6, 6, 3),
    "black_friday": lambda y: nth_weekday(y, 11, 3, 4) + dt.timedelta(days=1),
    "cyber_monday": lambda y: nth_weekday(y, 11, 3, 4) + dt.timedelta(days=4),
    "election_day": lambda y: nth_weekday(y, 11, 0, 1) + dt.timedelta(days=1),
    "dst_start": lambda y: nth_weekday(y, 3, 6, 2),
    "dst_end": lambda y: nth_weekday(y, 11, 6, 1),
    # Victoria Day: the Monday before May 25 (May 18..24)
    "victoria_day": lambda y: dt.date(y, 5, 24) - dt.timedelta(days=dt.date(y, 5, 24).weekday()),
}


def hol(name, year=None):
    """The holiday in `year`, or (no year) the next one on or after today."""
    if year is not None:
        return RULES[name](year)
    d = RULES[name](TODAY.year)
    if d < TODAY:
        d = RULES[name](TODAY.year + 1)
    return d


# Cross-check the federal rules against the holidays package.
FEDERAL_NAMES = {
    "new_year": "New Year's Day",
    "mlk": "Martin Luther King Jr. Day",
    "presidents": "Washington's Birthday",
    "memorial": "Memorial Day",
    "juneteenth": "Juneteenth National Independence Day",
    "independence": "Independence Day",
    "labor": "Labor Day",
    "columbus": "Columbus Day",
    "veterans": "Veterans Day",
    "thanksgiving": "Thanksgiving Day",
    "christmas": "Christmas Day",
}
for _y in (2020, 2026, 2027, 2028):
    _us = holidays.US(years=_y)
    for _k, _n in FEDERAL_NAMES.items():
        if _y == 2020 and _k == "juneteenth":
            continue  # federal only from 2021
        _d = RULES[_k](_y)
        assert _us.get(_d, "").startswith(_n), (_k, _y, _d, _us.get(_d))
        _o = observed(_d)
        if _o != _d:
            assert _us.get(_o, "") == _n + " (observed)", (_k, _y, _o, _us.get(_o))
# New Year's Day 2028 (Saturday) is observed on Friday 2027-12-31
assert holidays.US(years=2027).get(dt.date(2027, 12, 31)) == "New Year's Day (observed)"
assert observed(RULES["new_year"](2028)) == dt.date(2027, 12, 31)
# Victoria Day and Canada Day against holidays.CA (Ontario), Boxing Day against holidays.UK
_ca = holidays.CA(subdiv="ON", years=2027)
assert _ca.get(RULES["victoria_day"](2027)) == "Victoria Day"
assert _ca.get(RULES["canada_day"](2027)) == "Canada Day"
assert holidays.UK(years=2026).get(RULES["boxing"](2026)) == "Boxing Day"
assert holidays.US(years=2026).get(RULES["thanksgiving"](2026)) == "Thanksgiving Day"
# Easter-based: Good Friday against holidays.UK, Orthodox Easter (+1 = Easter Monday) against holidays.GR
assert holidays.UK(years=2027).get(RULES["good_friday"](2027)) == "Good Friday"
assert holidays.GR(years=2027).get(RULES["orthodox_easter"](2027) + dt.timedelta(days=1)) == "Easter Monday"


# Chinese New Year from holidays.China (first "Spring Festival" day of the year)
def chinese_new_year(year):
    cn = holidays.China(years=year)
    return min(d for d, n in cn.items() if "Spring Festival" in n and d.year == year)


# DST rules against tzdata: the UTC offset changes exactly on those Sundays
for _y in (2026, 2027, 2028):
    for _k in ("dst_start", "dst_end"):
        _d = RULES[_k](_y)
        _before = dt.datetime.combine(_d - dt.timedelta(days=1), dt.time(12), NY).utcoffset()
        _after = dt.datetime.combine(_d, dt.time(12), NY).utcoffset()
        assert _before != _after, (_k, _y)
        _d0 = _d - dt.timedelta(days=7)
        assert dt.datetime.combine(_d0 - dt.timedelta(days=1), dt.time(12), NY).utcoffset() == \
            dt.datetime.combine(_d0, dt.time(12), NY).utcoffset()


def H(q, d, weekday=False, slip=False):
    e = {"date": iso(d)}
    if weekday:
        e["weekday"] = wday(d)
    add("holidays", q, e, slip=slip)


def Hdays(q, d, slip=False):
    n = (d - TODAY).days
    assert n > 0
    add("holidays", q, {"days": n}, slip=slip)


# --------------------------------------------------------------------------------------
# HOLIDAYS
# --------------------------------------------------------------------------------------
H("When is Thanksgiving next year?", hol("thanksgiving"))
H("What date does Memorial Day fall on in 2027?", hol("memorial", 2027))
Hdays("The kids keep asking me and I've lost track. How many days are left until Christmas?", hol("christmas"))
H("Which day of the week is Christmas this year?", hol("christmas"), weekday=True)
H("When's Easter next year?", hol("easter"))
H("We do a fish fry every Good Friday at church. What's the date of Good Friday next year?", hol("good_friday"))
H("Mother's Day 2028, what date is that?", hol("mothers_day", 2028))
H("Father's Day next year, which Sunday is it?", hol("fathers_day"))
H("What's the date of Martin Luther King Day in January?", hol("mlk"))
H("When is Presidents' Day in 2028?", hol("presidents", 2028))
H("Columbus Day, some people call it Indigenous Peoples' Day, when is it next year?", hol("columbus"))
H("What day of the week is Veterans Day next year?", hol("veterans"), weekday=True)
H("Is the Fourth of July on a weekend in 2027? What day is it?", hol("independence", 2027), weekday=True)
H("Juneteenth 2028 falls on which day of the week?", hol("juneteenth", 2028), weekday=True)
Hdays("How many days until New Year's Day?", hol("new_year"))
Hdays("My little one wants to know: how many sleeps until New Year's Eve?", hol("new_years_eve"))
H("When is Valentine's Day, and what day of the week will it be?", hol("valentine"), weekday=True)
H("What day does St. Patrick's Day fall on next year?", hol("st_patrick"), weekday=True)
H("What day of the week is Halloween next year?", hol("halloween"), weekday=True)
H("When is Ash Wednesday in 2027?", hol("ash_wednesday", 2027))
H("When's Pancake Day next year? I need to stock up on flour and eggs.", hol("mardi_gras"))
H("When is Pentecost next year?", hol("pentecost"))
H("My Greek neighbours celebrate Orthodox Easter. When is it in 2027?", hol("orthodox_easter", 2027))
H("Chinese New Year 2027, which date?", chinese_new_year(2027))
H("When do the clocks spring forward next year?", hol("dst_start"))
H("In 2028, on what date do we fall back an hour?", hol("dst_end", 2028))
H("What's the date of Black Friday next year?", hol("black_friday"))
H("Groundhog Day - what day of the week is it this coming year?", hol("groundhog"), weekday=True)
H("What day of the week is Christmas Eve this year?", hol("christmas_eve"), weekday=True)
H("My in-laws from London asked when Boxing Day is this year. What date and day?", hol("boxing"), weekday=True)
H("If Christmas 2027 lands on a weekend, which day do federal offices close?", observed(hol("christmas", 2027)))
H("When is the Independence Day holiday observed in 2027?", observed(hol("independence", 2027)))
H("New Year's Day 2028: on which date is the federal holiday observed?", observed(hol("new_year", 2028)))
H("Thanksgiving 2028, what's the date?", hol("thanksgiving", 2028))
H("When was Easter in 2030... sorry, when WILL Easter be in 2030?", hol("easter", 2030))
H("When is Victoria Day in 2027? Our cousins in Toronto have the long weekend.", hol("victoria_day", 2027))
H("When is Mothering Sunday in the UK next year?", hol("mothering_sunday"))
add("holidays", "How many days ago was Thanksgiving?",
    {"number": (TODAY - hol("thanksgiving", 2026)).days, "tol": 0})
H("When's the midterm Election Day in 2030?", hol("election_day", 2030))
H("What was the date of Labor Day in 2026?", hol("labor", 2026))
add("holidays", "How many days are there between Thanksgiving and Christmas this year?",
    {"number": (hol("christmas", 2026) - hol("thanksgiving", 2026)).days, "tol": 0})
add("holidays", "Is Christmas on a Friday this year?",
    {"contains": ["yes" if hol("christmas").weekday() == 4 else "no|not"]})
H("Daylight saving time ended this year on what date?", hol("dst_end", 2026))
# slips
H("um when is thanks giving next year", hol("thanksgiving"), slip=True)
H("what day is new years day on", hol("new_year"), weekday=True, slip=True)
H("when is easter sunday twenty twenty seven", hol("easter", 2027), slip=True)
H("when is memorial day", hol("memorial"), slip=True)
H("so what date is mother day next year", hol("mothers_day"), slip=True)
H("when is presidents day", hol("presidents"), slip=True)
H("what day of the week is the fourth of july twenty twenty eight", hol("independence", 2028),
  weekday=True, slip=True)
H("uh when do the clocks go back next year", hol("dst_end"), slip=True)
H("when is hallow een", hol("halloween"), slip=True)
H("when is martin luther king day twenty twenty eight", hol("mlk", 2028), slip=True)
Hdays("how many days until valentimes day", hol("valentine"), slip=True)
H("when is saint patricks day", hol("st_patrick"), slip=True)
# cannot
cannot("holidays", "When is National Wombleflap Day?", "National Wombleflap Day")
cannot("holidays", "What date is Blorpsday this year?", "Blorpsday")
cannot("holidays", "How many days until my wedding anniversary?", "wedding anniversary")
cannot("holidays", "When is the Festival of Snorkelberries celebrated?", "Festival of Snorkelberries")
cannot("holidays", "when is national glimmerquack day", "national glimmerquack day", slip=True)


# --------------------------------------------------------------------------------------
# DATES
# --------------------------------------------------------------------------------------
def D(q, d, weekday=False, date=True, slip=False):
    e = {}
    if date:
        e["date"] = iso(d)
    if weekday:
        e["weekday"] = wday(d)
    add("dates", q, e, slip=slip)


def Dnum(q, n, slip=False):
    add("dates", q, {"number": n, "tol": 0}, slip=slip)


def coming(weekday, include_today=False):
    """The coming weekday (0=Mon); never today unless include_today."""
    d = TODAY + dt.timedelta(days=1)
    if include_today:
        d = TODAY
    while d.weekday() != weekday:
        d += dt.timedelta(days=1)
    return d


def previous(weekday):
    d = TODAY - dt.timedelta(days=1)
    while d.weekday() != weekday:
        d -= dt.timedelta(days=1)
    return d


def age(born, on=TODAY):
    return relativedelta(on, born).years


def is_leap_text(y):
    return "yes" if calendar.isleap(y) else "no|not"


assert coming(1) == dt.date(2026, 12, 8) and previous(0) == dt.date(2026, 11, 30)
assert TODAY + relativedelta(months=1) == dt.date(2027, 1, 4)

D("What's today's date?", TODAY)
D("What's the date tomorrow?", TODAY + dt.timedelta(days=1))
D("What day of the week will the day after tomorrow be?", TODAY + dt.timedelta(days=2), weekday=True)
D("What was yesterday's date?", TODAY - dt.timedelta(days=1))
D("What's the date next Wednesday?", coming(2))
D("What date is this coming Sunday?", coming(6))
D("What was the date last Friday?", previous(4))
D("What's the date 100 days from today?", TODAY + dt.timedelta(days=100))
D("I start a new job in six weeks. What date will that be?", TODAY + dt.timedelta(weeks=6))
D("My lease is up six months from today. What date is that?", TODAY + relativedelta(months=6))
D("A year from today, what day of the week will it be?", TODAY + relativedelta(years=1), weekday=True)
D("What day of the week was January 1st, 2000?", dt.date(2000, 1, 1), weekday=True, date=False)
D("On what day of the week did July 20, 1969 fall?", dt.date(1969, 7, 20), weekday=True, date=False)
D("My birthday is March 15. What day of the week is it on next year?", dt.date(2027, 3, 15), weekday=True)
Dnum("How many days are in February 2028?", calendar.monthrange(2028, 2)[1])
add("dates", "Is 2027 a leap year?", {"contains": [is_leap_text(2027)]})
add("dates", "Was 2000 a leap year?", {"contains": [is_leap_text(2000)]})
Dnum("What week number are we in?", TODAY.isocalendar()[1])
Dnum("Which week of the year is New Year's Eve in? The ISO week number, please.",
     dt.date(2026, 12, 31).isocalendar()[1])
add("dates", "How many more days are there in 2026 after today?",
    {"days": (dt.date(2026, 12, 31) - TODAY).days})
add("dates", "My daughter's birthday is February 3rd. How many days until then?",
    {"days": (dt.date(2027, 2, 3) - TODAY).days})
Dnum("How many days are there between March 1 and June 15 next year?",
     (dt.date(2027, 6, 15) - dt.date(2027, 3, 1)).days)
Dnum("How old is someone who was born on June 12, 1990?", age(dt.date(1990, 6, 12)))
Dnum("I was born on Christmas Day 1985. How old am I right now?", age(dt.date(1985, 12, 25)))
Dnum("What day of the year is today? Like day number what?", TODAY.timetuple().tm_yday)
Dnum("How many Fridays are left this year, not counting today?",
     sum(1 for i in range(1, 32) if (TODAY + dt.timedelta(days=i)).year == 2026
         and (TODAY + dt.timedelta(days=i)).weekday() == 4))
D("What's the date of the last Monday of this month?", last_weekday(2026, 12, 0))
D("What's the date of the first Tuesday in January?", nth_weekday(2027, 1, 1, 1))
D("What date is 45 days after Christmas?", dt.date(2026, 12, 25) + dt.timedelta(days=45))
Dnum("How many minutes until 5 pm?",
     int((dt.datetime(2026, 12, 4, 17, 0, tzinfo=NY) - NOW).total_seconds() // 60))
D("What was the date 1000 days ago?", TODAY - dt.timedelta(days=1000))
add("dates", "What month will it be three months from now?",
    {"contains": [calendar.month_name[(TODAY + relativedelta(months=3)).month].lower()]})
Dnum("How many days have passed since January 1st this year?", (TODAY - dt.date(2026, 1, 1)).days)
D("What's the date a fortnight after Christmas?", dt.date(2026, 12, 25) + dt.timedelta(weeks=2))
D("If my due date is 40 weeks from today, what date is that?", TODAY + dt.timedelta(weeks=40))
D("I'm feeding a sourdough starter that needs seven days. If I start today, which day of the week "
  "will it be ready?", TODAY + dt.timedelta(days=7), weekday=True)
D("I just put the kimchi in the fridge, it needs three weeks. What date will that be?",
  TODAY + dt.timedelta(weeks=3))
D("What day of the week is February 29, 2028?", dt.date(2028, 2, 29), weekday=True, date=False)
Dnum("How many weeks until my vacation on January 15th?", (dt.date(2027, 1, 15) - TODAY).days // 7)
assert (dt.date(2027, 1, 15) - TODAY).days % 7 == 0
D("My dad was born on August 14, 1958. What day of the week was that?", dt.date(1958, 8, 14),
  weekday=True, date=False)
D("My visa runs out 18 months from today. Which date?", TODAY + relativedelta(months=18))
D("The thirtieth of next month, what day of the week is that?", dt.date(2027, 1, 30), weekday=True)
Dnum("How many days in total are in the months of July and August together?",
     calendar.monthrange(2027, 7)[1] + calendar.monthrange(2027, 8)[1])
# slips
D("what day is it today", TODAY, weekday=True, date=False, slip=True)
D("um what is the date on monday", coming(0), slip=True)
D("what day of the week is the first of january twenty twenty seven", dt.date(2027, 1, 1),
  weekday=True, slip=True)
Dnum("how many days in february twenty twenty seven", calendar.monthrange(2027, 2)[1], slip=True)
add("dates", "is twenty twenty eight a leap year", {"contains": [is_leap_text(2028)]}, slip=True)
D("what was the date three days ago", TODAY - dt.timedelta(days=3), slip=True)
D("what date is it in two weeks", TODAY + dt.timedelta(weeks=2), slip=True)
Dnum("how old is somebody born in nineteen seventy five on may fifth", age(dt.date(1975, 5, 5)), slip=True)
D("what day of the week was nine eleven two thousand one", dt.date(2001, 9, 11), weekday=True,
  date=False, slip=True)
add("dates", "how many days till my birthday its on april the tenth",
    {"days": (dt.date(2027, 4, 10) - TODAY).days}, slip=True)
D("so what day of the week is the twenty fifth", dt.date(2026, 12, 25), weekday=True, slip=True)
D("whats the date next friday", coming(4), slip=True)
# cannot: dates that do not exist
for _y, _m, _d in ((2027, 2, 30), (2027, 4, 31), (2027, 1, 32), (2027, 2, 29), (2027, 6, 31)):
    try:
        dt.date(_y, _m, _d)
        raise AssertionError("date exists")
    except ValueError:
        pass
cannot("dates", "What day of the week is February 30th next year?", "February 30")
cannot("dates", "What's the weekday of April 31, 2027?", "April 31")
cannot("dates", "Which day of the week was the 32nd of January?", "32nd of January")
cannot("dates", "How many days until February 29, 2027?", "February 29, 2027")
cannot("dates", "what day of the week is june thirty first", "june thirty first", slip=True)
cannot("dates", "What's the date on the zeroth of March?", "zeroth of March")


# --------------------------------------------------------------------------------------
# WORLD CLOCK
# --------------------------------------------------------------------------------------
def there(zone, when=NOW):
    return when.astimezone(ZoneInfo(zone))


def W(q, zone, slip=False):
    add("worldclock", q, {"time": there(zone).strftime("%H:%M"), "tol_min": 1}, slip=slip)


def Wday(q, zone, slip=False):
    d = there(zone).date()
    add("worldclock", q, {"date": iso(d), "weekday": wday(d)}, slip=slip)


def Wdate(q, zone, slip=False):
    add("worldclock", q, {"date": iso(there(zone).date())}, slip=slip)


def Wdiff(q, zone, slip=False):
    diff = (there(zone).utcoffset() - NOW.utcoffset()).total_seconds() / 3600
    assert diff == int(diff), (zone, diff)
    add("worldclock", q, {"number": abs(int(diff)), "tol": 0}, slip=slip)


def Wconv(q, src_zone, src_date, hhmm, dst_zone, slip=False):
    h, m = map(int, hhmm.split(":"))
    t = dt.datetime.combine(src_date, dt.time(h, m), ZoneInfo(src_zone)).astimezone(ZoneInfo(dst_zone))
    add("worldclock", q, {"time": t.strftime("%H:%M"), "tol_min": 1}, slip=slip)


W("What time is it in Tokyo right now?", "Asia/Tokyo")
W("What's the time in London?", "Europe/London")
W("I want to call my sister in Los Angeles. What time is it there?", "America/Los_Angeles")
W("What time is it in Arizona right now?", "America/Phoenix")
W("Time in Anchorage, Alaska?", "America/Anchorage")
W("What time is it in Kathmandu?", "Asia/Kathmandu")
W("My friend moved to Adelaide. What's the time there now?", "Australia/Adelaide")
W("What time is it in Tehran?", "Asia/Tehran")
W("Moscow time right now?", "Europe/Moscow")
W("What time is it in Beijing?", "Asia/Shanghai")
W("Tell me the time in Singapore.", "Asia/Singapore")
W("What time is it in Reykjavik?", "Atlantic/Reykjavik")
W("What time is it in Nairobi right now?", "Africa/Nairobi")
W("Johannesburg, what time is it there?", "Africa/Johannesburg")
W("I have a supplier in São Paulo. What time is it for them?", "America/Sao_Paulo")
W("What's the time in Bogotá?", "America/Bogota")
W("What time is it in Santiago, Chile?", "America/Santiago")
W("Current time in Halifax, Nova Scotia?", "America/Halifax")
W("How late is it in Yangon now?", "Asia/Yangon")
W("What time is it in Dublin, Ireland?", "Europe/Dublin")
W("My grandma lives in Warsaw. Is it too late to ring her? What time is it there?", "Europe/Warsaw")
W("What time is it in Perth, Australia?", "Australia/Perth")
W("What time is it in Fiji?", "Pacific/Fiji")
W("What time is it in Vietnam right now?", "Asia/Ho_Chi_Minh")
W("What time is it in Greece?", "Europe/Athens")
W("What's the time in Egypt?", "Africa/Cairo")
W("Time in South Korea?", "Asia/Seoul")
W("What's the time in Mexico City?", "America/Mexico_City")
Wday("What day is it in Auckland right now?", "Pacific/Auckland")
Wdate("What's the date in Sydney at the moment?", "Australia/Sydney")
add("worldclock", "Is it Saturday already in Tokyo?",
    {"contains": ["yes" if there("Asia/Tokyo").weekday() == 5 else "no|not"]})
add("worldclock", "Is it still Friday in Honolulu?",
    {"contains": ["yes" if there("Pacific/Honolulu").weekday() == 4 else "no|not"]})
Wdiff("How many hours ahead of us is London?", "Europe/London")
Wdiff("What's the time difference between here and Los Angeles?", "America/Los_Angeles")
Wdiff("How far ahead of New York is Berlin?", "Europe/Berlin")
Wdiff("How many hours ahead is Dubai?", "Asia/Dubai")
Wdiff("What's the time difference with Singapore?", "Asia/Singapore")
Wdiff("How many hours behind us is Chicago?", "America/Chicago")
Wconv("If it's 9 am here, what time is it in London?", "America/New_York", TODAY, "09:00", "Europe/London")
Wconv("I need to call my mom in Manila at 8 pm her time tomorrow. What time is that here?",
      "Asia/Manila", TODAY + dt.timedelta(days=1), "20:00", "America/New_York")
Wconv("When it's noon in Paris, what time is it in New York?", "Europe/Paris", TODAY, "12:00",
      "America/New_York")
Wconv("If I call Sydney at 7 pm tonight, what time will it be there?", "America/New_York", TODAY, "19:00",
      "Australia/Sydney")
Wconv("Our flight lands in London at 7 am on Monday, London time. What time is that back home?",
      "Europe/London", coming(0), "07:00", "America/New_York")
# slips
W("what time is it in tokio", "Asia/Tokyo", slip=True)
W("whats the time in paris france right now", "Europe/Paris", slip=True)
W("uh what time is it in hawaii", "Pacific/Honolulu", slip=True)
W("time in bangkok please", "Asia/Bangkok", slip=True)
W("what time is it in new deli", "Asia/Kolkata", slip=True)
Wdiff("how many hours ahead is england", "Europe/London", slip=True)
W("what time is it in sidney australia", "Australia/Sydney", slip=True)
W("what time is it in dubai", "Asia/Dubai", slip=True)
W("what time is it in cairo egypt", "Africa/Cairo", slip=True)
W("what time is it in cuba", "America/Havana", slip=True)
Wday("what day is it in japan right now", "Asia/Tokyo", slip=True)
# cannot: ambiguous or unknown places
cannot("worldclock", "What time is it in Portland?", "Portland")
cannot("worldclock", "What time is it in Birmingham right now?", "Birmingham")
cannot("worldclock", "What's the time in Russia?", "Russia")
cannot("worldclock", "What time is it in Brazil?", "Brazil")
cannot("worldclock", "What time is it in Wakanda?", "Wakanda")
cannot("worldclock", "what time is it in australia right now", "australia", slip=True)


# --------------------------------------------------------------------------------------
# SUN
# --------------------------------------------------------------------------------------
def sun_at(lat, lon, tz, day, name="New York", region="USA"):
    loc = astral.LocationInfo(name, region, tz, lat, lon)
    return astral.sun.sun(loc.observer, date=day, tzinfo=ZoneInfo(tz))


def hm(t):
    t = (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)
    return t.strftime("%H:%M")


def S(q, day, event, slip=False, city=None):
    if city is None:
        s = sun_at(NYC_LAT, NYC_LON, "America/New_York", day)
    else:
        s = sun_at(*city, day, name="x", region="x")
    add("sun", q, {"time": hm(s[event]), "tol_min": 3}, slip=slip)


def Slen(q, day, slip=False):
    s = sun_at(NYC_LAT, NYC_LON, "America/New_York", day)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(mins // 60)
    rest = mins - 60 * h
    assert rest > 3
    add("sun", q, {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(rest), "tol": r6(1.5 / rest)},
        slip=slip)


LOS_ANGELES = (34.0522, -118.2437, "America/Los_Angeles")
REYKJAVIK = (64.1466, -21.9426, "Atlantic/Reykjavik")
PARIS = (48.8566, 2.3522, "Europe/Paris")
LONGYEARBYEN = (78.2232, 15.6267, "Arctic/Longyearbyen")

S("What time is sunrise tomorrow?", TODAY + dt.timedelta(days=1), "sunrise")
S("When does the sun set today?", TODAY, "sunset")
S("What time did the sun come up this morning?", TODAY, "sunrise")
S("When is dusk tonight?", TODAY, "dusk")
S("What time is first light tomorrow morning? I'm going for an early run.", TODAY + dt.timedelta(days=1),
  "dawn")
S("When is solar noon today?", TODAY, "noon")
S("What time is sunset on Christmas Day?", dt.date(2026, 12, 25), "sunset")
S("What time's sunrise on New Year's Day?", dt.date(2027, 1, 1), "sunrise")
Slen("How many hours of daylight do we get today?", TODAY)
Slen("How long will the day be on the Fourth of July next year, sunrise to sunset?", dt.date(2027, 7, 4))
S("When does the sun rise on the winter solstice, December 21st?", dt.date(2026, 12, 21), "sunrise")
S("What time is sunset on March 20, 2027?", dt.date(2027, 3, 20), "sunset")
S("Planning a barbecue and fireworks: what time will the sun set on July 4th next year?",
  dt.date(2027, 7, 4), "sunset")
Slen("How long is the day on Christmas, from sunrise to sunset?", dt.date(2026, 12, 25))
S("In Los Angeles, what time is sunset today, their local time?", TODAY, "sunset", city=LOS_ANGELES)
S("We're flying to Reykjavik. What time does the sun rise there tomorrow, local time?",
  TODAY + dt.timedelta(days=1), "sunrise", city=REYKJAVIK)
S("What time is sunrise in Paris tomorrow, Paris time?", TODAY + dt.timedelta(days=1), "sunrise", city=PARIS)
# slips
S("what time is sunset tonight", TODAY, "sunset", slip=True)
S("when is sunrise on monday", coming(0), "sunrise", slip=True)
S("what time does the sun go down on new years eve", dt.date(2026, 12, 31), "sunset", slip=True)
Slen("how much day light is there tomorrow", TODAY + dt.timedelta(days=1), slip=True)
S("what time is sun rise on valentines day", hol("valentine"), "sunrise", slip=True)
# cannot
try:
    sun_at(*LONGYEARBYEN, TODAY + dt.timedelta(days=1), name="x", region="x")
    raise AssertionError("expected polar night in Longyearbyen")
except ValueError:
    pass
cannot("sun", "What time does the sun rise tomorrow in Longyearbyen, Svalbard?", "sunrise in Longyearbyen")
cannot("sun", "When is sunset in Minas Tirith today?", "Minas Tirith")
cannot("sun", "what time is sunrise on february thirtieth", "february thirtieth", slip=True)


# --------------------------------------------------------------------------------------
# UNITS (exact factors; cross-checked with pint below)
# --------------------------------------------------------------------------------------
INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
LB = 0.45359237
GAL = 231 * INCH ** 3
IMP_GAL = 0.00454609
G0 = 9.80665
U = {
    # name: (dimension, factor to SI, pint unit)
    "m": ("L", 1.0, "meter"), "km": ("L", 1000.0, "kilometer"), "cm": ("L", 0.01, "centimeter"),
    "mm": ("L", 0.001, "millimeter"), "in": ("L", INCH, "inch"), "ft": ("L", FOOT, "foot"),
    "yd": ("L", YARD, "yard"), "mi": ("L", MILE, "mile"), "nmi": ("L", 1852.0, "nautical_mile"),
    "m2": ("A", 1.0, "meter**2"), "ft2": ("A", FOOT ** 2, "foot**2"), "acre": ("A", 43560 * FOOT ** 2, "acre"),
    "ha": ("A", 10000.0, "hectare"),
    "kg": ("M", 1.0, "kilogram"), "g": ("M", 0.001, "gram"), "lb": ("M", LB, "pound"),
    "oz": ("M", LB / 16, "ounce"), "stone": ("M", 14 * LB, "stone"), "ct": ("M", 0.0002, "carat"),
    "l": ("V", 0.001, "liter"), "ml": ("V", 1e-6, "milliliter"), "gal": ("V", GAL, "gallon"),
    "qt": ("V", GAL / 4, "quart"), "pt": ("V", GAL / 8, "pint"), "cup": ("V", GAL / 16, "cup"),
    "floz": ("V", GAL / 128, "fluid_ounce"), "tbsp": ("V", GAL / 256, "tablespoon"),
    "tsp": ("V", GAL / 768, "teaspoon"), "imp_gal": ("V", IMP_GAL, "imperial_gallon"),
    "imp_pt": ("V", IMP_GAL / 8, "imperial_pint"),
    "mph": ("S", MILE / 3600, "mile/hour"), "kmh": ("S", 1000 / 3600, "kilometer/hour"),
    "knot": ("S", 1852 / 3600, "knot"),
    "J": ("E", 1.0, "joule"), "kJ": ("E", 1000.0, "kilojoule"), "kcal": ("E", 4184.0, "kilocalorie"),
    "MJ": ("E", 1e6, "megajoule"), "kWh": ("E", 3.6e6, "kilowatt_hour"),
    "W": ("P", 1.0, "watt"), "hp": ("P", 745.69987158227022, "horsepower"),
    "psi": ("Pr", LB * G0 / INCH ** 2, "psi"), "bar": ("Pr", 1e5, "bar"), "atm": ("Pr", 101325.0, "atm"),
    "MB": ("B", 1e6, "megabyte"), "GB": ("B", 1e9, "gigabyte"), "MiB": ("B", 2.0 ** 20, "mebibyte"),
    "GiB": ("B", 2.0 ** 30, "gibibyte"),
    "s": ("T", 1.0, "second"), "min": ("T", 60.0, "minute"), "h": ("T", 3600.0, "hour"),
    "day": ("T", 86400.0, "day"), "week": ("T", 604800.0, "week"),
}
TEMPS = {"C": "degC", "F": "degF", "K": "kelvin"}
CHECKS = []  # (value, from, to, result) for the pint cross-check


def to_kelvin(x, u):
    return {"C": x + 273.15, "F": (x - 32) * 5 / 9 + 273.15, "K": x}[u]


def from_kelvin(k, u):
    return {"C": k - 273.15, "F": (k - 273.15) * 9 / 5 + 32, "K": k}[u]


def conv(x, a, b):
    if a in TEMPS:
        res = from_kelvin(to_kelvin(x, a), b)
    else:
        assert U[a][0] == U[b][0], (a, b)
        res = x * U[a][1] / U[b][1]
    CHECKS.append((x, a, b, res))
    return res


def UN(q, x, a, b, slip=False, tol=None):
    e = {"number": r6(conv(x, a, b))}
    if tol is not None:
        e["tol"] = tol
    add("units", q, e, slip=slip)


def UNv(q, value, slip=False):
    add("units", q, {"number": r6(value)}, slip=slip)


UN("How many milliliters are in a cup?", 1, "cup", "ml")
UN("Convert three quarters of a cup to milliliters.", 0.75, "cup", "ml")
UN("How many ml in a tablespoon?", 1, "tbsp", "ml")
UN("How many milliliters is 2 teaspoons of vanilla?", 2, "tsp", "ml")
UN("How many grams is an 8 ounce block of cream cheese?", 8, "oz", "g")
UN("My recipe calls for 1.5 pounds of ground beef. How many grams is that?", 1.5, "lb", "g")
UN("The recipe says 350 degrees Fahrenheit. What is that in Celsius? My oven is European.", 350, "F", "C")
UN("The oven's set to 200 C, what's that in Fahrenheit?", 200, "C", "F")
UN("Convert 425°F to Celsius.", 425, "F", "C")
UNv("How many grams are in a stick of butter?", conv(0.25, "lb", "g"))
UN("How many cups in a liter?", 1, "l", "cup")
UN("500 ml is how many cups?", 500, "ml", "cup")
UN("How many fluid ounces are in a 750 ml bottle of wine?", 750, "ml", "floz")
UN("How many tablespoons are in a cup?", 1, "cup", "tbsp")
UN("How many teaspoons make one tablespoon?", 1, "tbsp", "tsp")
UN("How many cups are in a quart?", 1, "qt", "cup")
UN("How many ounces in a pound?", 1, "lb", "oz")
UN("How many liters is a gallon of milk?", 1, "gal", "l")
UN("A half gallon of orange juice, how many liters is that?", 0.5, "gal", "l")
UN("I bought a 2.2 kilo turkey breast. How many pounds is that?", 2.2, "kg", "lb")
UN("My turkey is 14 pounds. How many kilos?", 14, "lb", "kg")
UNv("I'm 5 foot 9. How many centimeters is that?", conv(5, "ft", "cm") + conv(9, "in", "cm"))
UN("My son is 180 centimeters tall, how many inches is that?", 180, "cm", "in")
UN("A marathon is 26.2 miles. How many kilometers is that?", 26.2, "mi", "km")
UN("I ran a 10 K this morning. How many miles is that?", 10, "km", "mi")
UN("What is 65 miles per hour in kilometers per hour?", 65, "mph", "kmh")
UN("My cake pan says 23 cm. How many inches is that?", 23, "cm", "in")
UN("My kid has a fever of 38.5 C, what is that in Fahrenheit?", 38.5, "C", "F")
UN("It's 20 degrees Fahrenheit outside. What's that in Celsius?", 20, "F", "C")
UN("Room temperature, 72 Fahrenheit, in Celsius?", 72, "F", "C")
UN("Our apartment is 50 square meters. How many square feet?", 50, "m2", "ft2")
UN("How many hectares is 2 acres?", 2, "acre", "ha")
UN("5 hectares to acres?", 5, "ha", "acre")
UN("How many kilograms is 11 stone? My British doctor uses stone.", 11, "stone", "kg")
UN("How many pounds is 70 kilograms?", 70, "kg", "lb")
UN("The boat does 20 knots. What's that in kilometers per hour?", 20, "knot", "kmh")
UN("How many milliliters is a shot of 1.5 fluid ounces?", 1.5, "floz", "ml")
UN("How many milliliters in a British pint?", 1, "imp_pt", "ml")
UN("How many US gallons are in one imperial gallon?", 1, "imp_gal", "gal")
UN("How many megabytes in 3.5 gigabytes?", 3.5, "GB", "MB")
UN("This snack has 300 calories. How many kilojoules is that?", 300, "kcal", "kJ")
UN("How many watts is 3 horsepower?", 3, "hp", "W")
UN("My tires should be at 32 psi. What is that in bar?", 32, "psi", "bar")
UNv("My car gets 30 miles per gallon. How many liters per 100 kilometers is that?",
    100 * U["gal"][1] / U["l"][1] / (30 * U["mi"][1] / U["km"][1]))
UNv("How many grams is a third-pound burger?", conv(1 / 3, "lb", "g"))
UN("How many ounces is a 250 gram bar of chocolate?", 250, "g", "oz")
UN("How many cups is 12 fluid ounces?", 12, "floz", "cup")
UN("How many tablespoons in a quarter cup?", 0.25, "cup", "tbsp")
UN("How many teaspoons are in a third of a cup?", 1 / 3, "cup", "tsp")
UN("How many regular miles is one nautical mile?", 1, "nmi", "mi")
UN("How many grams does a 2 carat diamond weigh?", 2, "ct", "g")
UN("How many millimeters is a quarter inch? I'm cutting dough.", 0.25, "in", "mm")
# slips
UN("how many grams in a pound", 1, "lb", "g", slip=True)
UN("three seventy five fahrenheit to celsius", 375, "F", "C", slip=True)
UN("how many mils in half a cup", 0.5, "cup", "ml", slip=True)
UN("two leaders in cups", 2, "l", "cup", slip=True)
UN("how many table spoons in a half cup", 0.5, "cup", "tbsp", slip=True)
UN("five mile to kilometer", 5, "mi", "km", slip=True)
UN("how many ounces in a kilo", 1, "kg", "oz", slip=True)
UN("convert one hundred eighty celsius to fahrenheit", 180, "C", "F", slip=True)
UN("how many teaspoons is a table spoon and a half", 1.5, "tbsp", "tsp", slip=True)
UN("how many feet in a kilometer", 1, "km", "ft", slip=True)
UN("whats sixty kilos in pounds", 60, "kg", "lb", slip=True)
UN("how many quarts in a gallon", 1, "gal", "qt", slip=True)
UN("how many inches is thirty centimeter", 30, "cm", "in", slip=True)
UN("how many cups in a pint", 1, "pt", "cup", slip=True)
# cannot: incompatible dimensions or unknown units
cannot("units", "Convert 5 kilograms to miles.", "kilograms to miles")
cannot("units", "How many cups are in a kilometer?", "cups in a kilometer")
cannot("units", "Convert 3 hours into pounds.", "hours to pounds")
cannot("units", "How many snorbles are in a liter?", "snorbles")
cannot("units", "What's 20 degrees Celsius in liters?", "Celsius to liters")
cannot("units", "Convert ten decibels to inches.", "decibels to inches")
cannot("units", "how many teaspoons in a mile", "teaspoons in a mile", slip=True)


def pint_check():
    import pint
    ureg = pint.UnitRegistry()
    Q = ureg.Quantity
    worst = 0.0
    for x, a, b, res in CHECKS:
        if a in TEMPS:
            p = Q(x, TEMPS[a]).to(TEMPS[b]).magnitude
            assert abs(p - res) < 1e-9, (x, a, b, p, res)
            continue
        p = Q(x, U[a][2]).to(U[b][2]).magnitude
        rel = abs(p - res) / abs(res)
        # pint's "acre" is the US survey acre (4046.8726 m2); ours is the international acre
        limit = 1e-5 if "acre" in (a, b) else 1e-9
        assert rel < limit, (x, a, b, p, res)
        if "acre" not in (a, b):
            worst = max(worst, rel)
    mpg = (1 / Q(30, "mile/gallon")).to("liter/kilometer").magnitude * 100
    assert abs(mpg - 100 * GAL * 1000 / (30 * MILE / 1000)) < 1e-9
    return worst


# --------------------------------------------------------------------------------------
# WordNet (Debian wordnet-base, read with nltk; used for spelling nonsense checks and words)
# --------------------------------------------------------------------------------------
LEXNAMES = """adj.all 3|adj.pert 3|adv.all 4|noun.Tops 1|noun.act 1|noun.animal 1|noun.artifact 1|
noun.attribute 1|noun.body 1|noun.cognition 1|noun.communication 1|noun.event 1|noun.feeling 1|
noun.food 1|noun.group 1|noun.location 1|noun.motive 1|noun.object 1|noun.person 1|noun.phenomenon 1|
noun.plant 1|noun.possession 1|noun.process 1|noun.quantity 1|noun.relation 1|noun.shape 1|
noun.state 1|noun.substance 1|noun.time 1|verb.body 2|verb.change 2|verb.cognition 2|
verb.communication 2|verb.competition 2|verb.consumption 2|verb.contact 2|verb.creation 2|
verb.emotion 2|verb.motion 2|verb.perception 2|verb.possession 2|verb.social 2|verb.stative 2|
verb.weather 2|adj.ppl 3"""


def load_wordnet():
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):  # no version mapping (no other WordNet present)
            return None

    tmp = tempfile.mkdtemp(prefix="heldout25-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    root = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree("/usr/share/wordnet", root)
    names = [x.strip() for x in LEXNAMES.replace("\n", "").split("|")]
    assert len(names) == 45
    with open(os.path.join(root, "lexnames"), "w") as f:
        for i, line in enumerate(names):
            n, c = line.split()
            f.write(f"{i:02d}\t{n}\t{c}\n")
    nltk.data.path.insert(0, tmp)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        wn = Reader(nltk.data.find("corpora/wordnet"), None)
    assert wn.get_version() == "3.0"
    return wn


WN = load_wordnet()


def synsets_of(word):
    """Synsets (all parts of speech) that contain the word itself as a lemma."""
    key = word.replace(" ", "_").lower()
    return [s for s in WN.synsets(key) if any(l.name().lower() == key for l in s.lemmas())]


def lemma_in(s, word):
    key = word.replace(" ", "_").lower()
    return next(l for l in s.lemmas() if l.name().lower() == key)


def best_synset(word):
    """Most common sense: highest count() of the word's lemma; ties go to WordNet's order."""
    best, best_count = None, -1
    for s in synsets_of(word):
        c = lemma_in(s, word).count()
        if c > best_count:
            best, best_count = s, c
    return best


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("-"))


def others(s, word):
    key = word.replace(" ", "_").lower()
    return [l.name().replace("_", " ") for l in s.lemmas() if l.name().lower() != key]


def in_wordnet(word):
    return bool(WN.synsets(word.replace(" ", "_").lower()))


# --------------------------------------------------------------------------------------
# SPELLING
# --------------------------------------------------------------------------------------
def SP(q, word, slip=False):
    letters = [c.upper() for c in word if c.isalpha()]
    assert len(letters) == len(word), word
    add("spelling", q, {"letters": letters}, slip=slip)


SP("How do you spell necessary?", "necessary")
SP("Spell accommodate.", "accommodate")
SP("Can you spell separate for me, like separate the eggs?", "separate")
SP("How do you spell conscientious?", "conscientious")
SP("Spell Massachusetts, please.", "Massachusetts")
SP("My son's homework: how do you spell Mississippi?", "Mississippi")
SP("Tennessee - how is that spelled?", "Tennessee")
SP("How do I spell receipt?", "receipt")
SP("How is entrepreneur spelled?", "entrepreneur")
SP("How do you spell millennium?", "millennium")
SP("Spell embarrass for me.", "embarrass")
SP("How do you spell occurrence?", "occurrence")
SP("How do you spell acquaintance?", "acquaintance")
SP("I'm labeling flower pots. How do you spell chrysanthemum?", "chrysanthemum")
SP("Pittsburgh, with or without an h at the end? Spell it.", "Pittsburgh")
SP("How do you spell cantaloupe?", "cantaloupe")
SP("I'm writing a shopping list. How do you spell prosciutto?", "prosciutto")
SP("How is gnocchi spelled?", "gnocchi")
SP("How do you spell bouillabaisse, the fish stew?", "bouillabaisse")
SP("How do you spell mayonnaise?", "mayonnaise")
SP("Spell vinaigrette please.", "vinaigrette")
SP("How do you spell quinoa?", "quinoa")
SP("How do you spell knight, like a knight in shining armor?", "knight")
SP("Spell their, as in it belongs to them.", "their")
SP("How do you spell flour, the baking kind, not the one in the garden?", "flour")
SP("How do you spell thyme, the herb?", "thyme")
SP("Me and my friend want to know how you spell because.", "because")
SP("How you spell elephant? I am learning English.", "elephant")
SP("Spell friend.", "friend")
# slips
SP("how do you spell definately", "definitely", slip=True)
SP("how do you spell broccoli", "broccoli", slip=True)
SP("spell cinnamon", "cinnamon", slip=True)
SP("how do you spell wensday", "Wednesday", slip=True)
SP("how do you spell restaraunt", "restaurant", slip=True)
SP("spell the word beautiful", "beautiful", slip=True)
SP("how do you spell zucchini", "zucchini", slip=True)
SP("how you spell cappuccino", "cappuccino", slip=True)
SP("um how do you spell rhythm", "rhythm", slip=True)
# cannot
for _w in ("blorfington", "zquirtlebop"):
    assert not in_wordnet(_w), _w
cannot("spelling", "How do you spell blorfington?", "blorfington")
cannot("spelling", "Spell it.", "no word given")
cannot("spelling", "how do you spell zquirtlebop", "zquirtlebop", slip=True)
cannot("spelling", "How do you spell the word I'm thinking of?", "the word you are thinking of")


# --------------------------------------------------------------------------------------
# WORDS
# --------------------------------------------------------------------------------------
def DEF(q, word, slip=False):
    b = best_synset(word)
    assert b is not None, word
    add("words", q, {"gloss": clean_gloss(b), "glosses": [clean_gloss(s) for s in synsets_of(word)]},
        slip=slip)


def SYN(q, word, slip=False):
    b = best_synset(word)
    first = others(b, word)
    assert first, word
    syn = list(first)
    for s in synsets_of(word):
        if s == b:
            continue
        for n in others(s, word):
            if n not in syn:
                syn.append(n)
    add("words", q, {"synonyms": syn}, slip=slip)


DEF("What does julienne mean? The recipe says to julienne the carrots.", "julienne")
DEF("What does sauté mean? The recipe says to sauté the onions.", "saute")
DEF("What does marinate mean?", "marinate")
DEF("Define emulsify.", "emulsify")
DEF("What's a roux?", "roux")
DEF("What does the word leaven mean?", "leaven")
DEF("What does ubiquitous mean?", "ubiquitous")
DEF("What's the meaning of ephemeral?", "ephemeral")
DEF("Define serendipity.", "serendipity")
DEF("My boss called me meticulous. What does that mean?", "meticulous")
DEF("What does ambiguous mean?", "ambiguous")
DEF("What is empathy?", "empathy")
DEF("What does lethargic mean?", "lethargic")
DEF("What's a paradox?", "paradox")
DEF("What does quaint mean? The guidebook says our hotel is quaint.", "quaint")
DEF("My teacher says I use sarcasm. What is sarcasm?", "sarcasm")
DEF("What does gullible mean?", "gullible")
DEF("What's a euphemism?", "euphemism")
DEF("What does hubris mean?", "hubris")
DEF("What does deglaze mean? I'm making a pan sauce.", "deglaze")
DEF("What does caramelize mean?", "caramelize")
DEF("What is a dollop?", "dollop")
DEF("What does cuisine mean?", "cuisine")
DEF("What's a glutton?", "glutton")
SYN("What's another word for ephemeral?", "ephemeral")
SYN("Give me a synonym for candid.", "candid")
SYN("What's a synonym for mundane?", "mundane")
SYN("Synonym for banal, please.", "banal")
SYN("What's another word for ominous?", "ominous")
SYN("Give me a synonym of placate.", "placate")
SYN("What's a fancier word for ravenous?", "ravenous")
SYN("What's another word for a smidgen, like a smidgen of salt?", "smidgen")
SYN("Synonym for conundrum?", "conundrum")
SYN("What's another way to say procrastinate?", "procrastinate")
SYN("What's a synonym for bland, like bland food?", "bland")
SYN("Give me another word for funny.", "funny")
SYN("What's another word for stubborn?", "stubborn")
SYN("What's a different word for mistake?", "mistake")
# slips
DEF("what does ubiquitus mean", "ubiquitous", slip=True)
DEF("what is the meaning of the word serendipity", "serendipity", slip=True)
DEF("define cynical", "cynical", slip=True)
DEF("what does garnish mean", "garnish", slip=True)
SYN("what is another word for yummy", "yummy", slip=True)
SYN("whats a synonym for annoy", "annoy", slip=True)
DEF("what does famished mean", "famished", slip=True)
DEF("um what does plethora mean", "plethora", slip=True)
# cannot: nonsense words (asserted absent from WordNet)
_NONSENSE = ["flibberjab", "quornish", "snargle", "wuzzlefrump", "glorptastic", "frindlewump", "skoodlebop"]
for _w in _NONSENSE:
    assert not in_wordnet(_w), _w
cannot("words", "What does flibberjab mean?", "flibberjab")
cannot("words", "Define quornish.", "quornish")
cannot("words", "What's a synonym for snargle?", "snargle")
cannot("words", "My grandson keeps saying wuzzlefrump. What does it mean?", "wuzzlefrump")
cannot("words", "What is the meaning of glorptastic?", "glorptastic")
cannot("words", "Give me another word for frindlewump.", "frindlewump")
cannot("words", "what does skoodlebop mean", "skoodlebop", slip=True)


# --------------------------------------------------------------------------------------
# CALC
# --------------------------------------------------------------------------------------
def C(q, value, slip=False, tol=None):
    v = r6(value)
    if tol is None:
        tol = 0 if isinstance(v, int) else 0.001
    add("calc", q, {"number": v, "tol": tol}, slip=slip)


C("What's 17 times 23?", 17 * 23)
C("What is 144 divided by 12?", 144 / 12)
C("What's the square root of 169?", 169 ** 0.5)
C("What's 2 to the power of 10?", 2 ** 10)
C("What's 15 percent of 80?", 0.15 * 80)
C("What's a 20% tip on $64.50?", 0.20 * 64.50)
C("Our dinner bill is $143.60 and there are four of us. How much does each person pay?", 143.60 / 4)
C("What's one third as a decimal?", 1 / 3)
C("What is three eighths plus one quarter, as a decimal?", 3 / 8 + 1 / 4)
C("A recipe for 4 people uses 300 grams of flour. How much flour do I need for 10 people?", 300 * 10 / 4)
C("I'm tripling a recipe that calls for two thirds of a cup of sugar. How many cups is that?", 3 * 2 / 3)
C("What is three quarters of 250 grams?", 0.75 * 250)
C("What's 12.5% of 360?", 0.125 * 360)
C("What's 7 squared minus 4?", 7 ** 2 - 4)
C("How much is an 18 percent tip on $52?", 0.18 * 52)
C("A jacket is $120 and it's 35% off. What's the sale price?", 120 * (1 - 0.35))
C("What's the average of 82, 91 and 77?", (82 + 91 + 77) / 3)
C("What's the cube root of 343?", round(343 ** (1 / 3), 9))
C("What's 9 factorial?", 9 * 8 * 7 * 6 * 5 * 4 * 3 * 2 * 1)
C("What's 250 divided by 8?", 250 / 8)
C("What's the sales tax on $40 at 8.875 percent?", 40 * 0.08875)
C("What's 15 plus 27 times 2?", 15 + 27 * 2)
C("I want to halve a recipe that uses one and three quarter cups of milk. How much is that, as a decimal?",
  1.75 / 2)
C("Eggs are $4.80 a dozen. How much is that per egg?", 4.80 / 12)
C("What percentage is 18 out of 24?", 18 / 24 * 100)
C("What's the square root of 2?", 2 ** 0.5)
import math  # noqa: E402
C("What's the area of a 10-inch pizza in square inches?", math.pi * 5 ** 2)
C("What's 1,234 plus 5,678?", 1234 + 5678)
C("How much is 40% of 55?", 0.40 * 55)
C("I had $200 and spent $76.45. How much do I have left?", 200 - 76.45)
C("Gas went from $3.20 to $3.68 a gallon. What's the percent increase?", (3.68 - 3.20) / 3.20 * 100)
C("What's negative 8 plus 15?", -8 + 15)
C("If a cake needs 45 minutes and I've baked 3 cakes one after another, how many minutes is that in total?",
  45 * 3)
# slips
C("what is twelve times fifteen", 12 * 15, slip=True)
C("whats a hundred divided by eight", 100 / 8, slip=True)
C("what is fifteen percent of two hundred", 0.15 * 200, slip=True)
C("square root of eighty one", 81 ** 0.5, slip=True)
C("what is twenty five percent of sixty", 0.25 * 60, slip=True)
C("what is three hundred minus one hundred twenty seven", 300 - 127, slip=True)
C("whats six cubed", 6 ** 3, slip=True)
C("what is one thousand divided by twenty five", 1000 / 25, slip=True)
C("how much is a twenty percent tip on eighty five dollars", 0.20 * 85, slip=True)
# cannot
for _a, _b in ((100, 0), (12, 0), (0, 0), (7, 0)):
    try:
        _a / _b
        raise AssertionError("no error")
    except ZeroDivisionError:
        pass
try:
    8 % 0
    raise AssertionError("no error")
except ZeroDivisionError:
    pass
cannot("calc", "What's 100 divided by zero?", "division by zero")
cannot("calc", "Split 12 cookies evenly among zero friends. How many does each get?", "division by zero")
cannot("calc", "what is zero divided by zero", "zero divided by zero", slip=True)
cannot("calc", "What's the remainder when 8 is divided by 0?", "remainder with divisor zero")
cannot("calc", "whats seven divided by zero", "division by zero", slip=True)


# --------------------------------------------------------------------------------------
# Checks and output
# --------------------------------------------------------------------------------------
def main():
    GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
    qs = collections.Counter(it["q"].lower() for it in ITEMS)
    dup = [q for q, n in qs.items() if n > 1]
    assert not dup, dup
    for it in ITEMS:
        assert it["group"] in GROUPS
        assert it["kind"] in ("answer", "cannot")
        assert it["expect"], it
        if it["kind"] == "cannot":
            assert set(it["expect"]) == {"names"} and isinstance(it["expect"]["names"], str)
        if it["slip"]:
            q = it["q"]
            assert q == q.lower(), q
            assert not re.search(r"[0-9.,?!;:'\"°$%/-]", q), q
        for k in it["expect"]:
            assert k in {"contains", "number", "tol", "date", "weekday", "time", "tol_min", "days",
                         "letters", "gloss", "glosses", "synonyms", "names"}, k
    worst = pint_check()
    # ids in file order
    rows = []
    for i, it in enumerate(ITEMS, 1):
        rows.append({"id": f"q25_{i:03d}", **it})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # counts table
    print("| group | answer | cannot | slip |")
    print("| --- | --- | --- | --- |")
    tot = collections.Counter()
    for g in GROUPS:
        c = collections.Counter()
        for it in ITEMS:
            if it["group"] == g:
                c[it["kind"]] += 1
                c["slip"] += it["slip"]
        tot.update(c)
        print(f"| {g} | {c['answer']} | {c['cannot']} | {c['slip']} |")
    n = len(ITEMS)
    print(f"| **total** | **{tot['answer']}** | **{tot['cannot']} ({100 * tot['cannot'] / n:.1f}%)** | "
          f"**{tot['slip']} ({100 * tot['slip'] / n:.1f}%)** |")
    print(f"{n} questions written to {OUT}; pint cross-check: worst relative difference {worst:.1e}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
