#!/usr/bin/env python3
"""Build exact-heldout15.jsonl: held-out questions for the "exact answers" skills.

Every expected answer is computed here from the standard library and well-known
packages (datetime/calendar/zoneinfo, python-dateutil, holidays, astral, pint as a
cross-check of the unit factors, nltk's reader over Princeton WordNet 3.0).
Nothing is imported from the project.

Fixed situation (as in exact-heldout.README.md): now = Friday 2026-12-04 14:30
America/New_York, country US, place New York City (40.7128, -74.0060).

Run:  python tests/data/exact-heldout15.make.py   (writes exact-heldout15.jsonl next to it)
"""
import atexit
import calendar
import json
import math
import os
import re
import shutil
import sys
import tempfile
import warnings
from collections import Counter, OrderedDict
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import astral
import astral.sun
import holidays
import nltk
import pint
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout15.jsonl")

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday
DAYNAME = list(calendar.day_name)
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)

ITEMS = []
PUNCT = set("?.,!'\";:-")


def add(group, q, expect, kind="answer"):
    """Append one item. `slip` is derived: lower case, no punctuation, no digits."""
    slip = q == q.lower() and not (set(q) & PUNCT)
    if slip:
        assert not re.search(r"\d", q), q
    else:
        assert q[0].isupper() or q[0].isdigit(), q
    assert kind in ("answer", "cannot", "route")
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names):
    add(group, q, {"names": names}, kind="cannot")


def r6(x):
    x = round(float(x), 6)
    return int(x) if x == int(x) else x


def iso(d):
    return d.isoformat()


def days_from_today(d):
    n = (d - TODAY).days
    assert n > 0, d
    return n


# ---------------------------------------------------------------------------
# holidays
# ---------------------------------------------------------------------------
def nth_wd(y, m, wd, n):
    d = date(y, m, 1)
    d += timedelta((wd - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def last_wd(y, m, wd):
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta((d.weekday() - wd) % 7)


def observed(d):
    if d.weekday() == SAT:
        return d - timedelta(1)
    if d.weekday() == SUN:
        return d + timedelta(1)
    return d


RULES = {
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
    # non-federal
    "christmas_eve": lambda y: date(y, 12, 24),
    "new_years_eve": lambda y: date(y, 12, 31),
    "boxing": lambda y: date(y, 12, 26),
    "kwanzaa": lambda y: date(y, 12, 26),
    "valentine": lambda y: date(y, 2, 14),
    "groundhog": lambda y: date(y, 2, 2),
    "st_patrick": lambda y: date(y, 3, 17),
    "earth_day": lambda y: date(y, 4, 22),
    "cinco": lambda y: date(y, 5, 5),
    "flag_day": lambda y: date(y, 6, 14),
    "halloween": lambda y: date(y, 10, 31),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - timedelta(2),
    "palm_sunday": lambda y: easter(y) - timedelta(7),
    "ash_wednesday": lambda y: easter(y) - timedelta(46),
    "mardi_gras": lambda y: easter(y) - timedelta(47),
    "pentecost": lambda y: easter(y) + timedelta(49),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "mothers_day": lambda y: nth_wd(y, 5, SUN, 2),
    "fathers_day": lambda y: nth_wd(y, 6, SUN, 3),
    "black_friday": lambda y: nth_wd(y, 11, THU, 4) + timedelta(1),
    "cyber_monday": lambda y: nth_wd(y, 11, THU, 4) + timedelta(4),
    "ca_thanksgiving": lambda y: nth_wd(y, 10, MON, 2),
    "dst_start": lambda y: nth_wd(y, 3, SUN, 2),
    "dst_end": lambda y: nth_wd(y, 11, SUN, 1),
    "grandparents": lambda y: nth_wd(y, 9, MON, 1) + timedelta(6),  # Sunday after Labor Day
}

# federal rules checked against holidays.US
FEDERAL = {
    "new_year": "New Year's Day", "mlk": "Martin Luther King Jr. Day",
    "presidents": "Washington's Birthday", "memorial": "Memorial Day",
    "juneteenth": "Juneteenth National Independence Day", "independence": "Independence Day",
    "labor": "Labor Day", "columbus": "Columbus Day", "veterans": "Veterans Day",
    "thanksgiving": "Thanksgiving Day", "christmas": "Christmas Day",
}
for _y in (2020, 2026, 2027, 2028):
    _us = holidays.US(years=_y)
    for _k, _name in FEDERAL.items():
        if _k == "juneteenth" and _y < 2021:
            continue
        _d = RULES[_k](_y)
        assert _us.get(_d) == _name, (_y, _k, _d, _us.get(_d))
# Canadian Thanksgiving, Ontario
for _y in (2026, 2027, 2028):
    assert "Thanksgiving" in holidays.CA(subdiv="ON", years=_y).get(RULES["ca_thanksgiving"](_y), ""), _y
# DST rules against tzdata
for _y in (2026, 2027, 2028):
    for _k in ("dst_start", "dst_end"):
        _d = RULES[_k](_y)
        _a = datetime.combine(_d - timedelta(1), time(12), NY).utcoffset()
        _b = datetime.combine(_d, time(12), NY).utcoffset()
        assert _a != _b, (_y, _k)


def nxt(key):
    d = RULES[key](TODAY.year)
    return d if d >= TODAY else RULES[key](TODAY.year + 1)


def HD(q, d, weekday=False, days=False, contains=None):
    e = {"date": iso(d)}
    if weekday:
        e["weekday"] = DAYNAME[d.weekday()]
    if days:
        e["days"] = days_from_today(d)
    if contains:
        e["contains"] = contains
    add("holidays", q, e)


def HW(q, d):
    """question asks only for the day of the week (date given as well)."""
    add("holidays", q, {"date": iso(d), "weekday": DAYNAME[d.weekday()]})


def HN(q, d):
    """how many days until ..."""
    add("holidays", q, {"date": iso(d), "days": days_from_today(d)})


R = RULES
HD("When is Martin Luther King Day next year?", R["mlk"](2027))
HD("What's the date of Presidents' Day in 2027?", R["presidents"](2027))
HD("Is Memorial Day next year on May 31st?", R["memorial"](2027), contains=["yes"])
assert R["memorial"](2027) == date(2027, 5, 31)
HW("what day of the week does the fourth of july land on in twenty twenty seven", R["independence"](2027))
HD("Labor Day 2027, what date is that?", R["labor"](2027))
HD("When do we get Columbus Day off next year?", R["columbus"](2027))
HW("Which day of the week is Veterans Day in 2027?", R["veterans"](2027))
HN("How many days till Thanksgiving?", nxt("thanksgiving"))
HW("Christmas Eve this year, what day does it fall on?", R["christmas_eve"](2026))
HD("When's Easter next year?", R["easter"](2027))
HD("what date is good friday in twenty twenty seven", R["good_friday"](2027))
HD("When does Lent start next year? Like, Ash Wednesday.", R["ash_wednesday"](2027))
HD("When is Mother's Day?", nxt("mothers_day"))
HD("Father's Day next year falls on which date?", R["fathers_day"](2027))
HW("What day of the week is Valentine's Day 2027?", R["valentine"](2027))
HW("St. Patrick's Day next year, what day of the week?", R["st_patrick"](2027))
HW("Halloween 2027 is on what day?", R["halloween"](2027))
HW("What day of the week is New Year's Eve this year?", R["new_years_eve"](2026))
# observed federal Christmas 2027 (Saturday) -> Friday Dec 24
_obs = observed(R["christmas"](2027))
assert R["christmas"](2027).weekday() == SAT and "observed" in holidays.US(years=2027)[_obs]
HD("Christmas 2027 is on a Saturday, so which day do federal employees get off?", _obs, weekday=True)
HD("When's Thanksgiving in 2028?", R["thanksgiving"](2028))
HD("What's the date of Black Friday next year?", R["black_friday"](2027))
HD("when is cyber monday in twenty twenty seven", R["cyber_monday"](2027))
HD("When do we spring forward next year?", R["dst_start"](2027))
HD("What day do the clocks go back in November 2027?", R["dst_end"](2027))
HD("When is Groundhog Day?", nxt("groundhog"), weekday=True)
HW("Cinco de Mayo next year, what day of the week is it on?", R["cinco"](2027))
HD("When's Pentecost next year?", R["pentecost"](2027))
HD("What date is Mardi Gras 2027?", R["mardi_gras"](2027))
HD("What's the date of Easter Sunday in 2030?", R["easter"](2030))
HD("When is Orthodox Easter next year?", R["orthodox_easter"](2027))
HD("When do Canadians celebrate Thanksgiving in 2028?", R["ca_thanksgiving"](2028))
HD("When's Boxing Day this year?", R["boxing"](2026), weekday=False)
HN("Okay, how many days until New Year's Day?", date(2027, 1, 1))
HN("How many more days until Valentine's Day?", nxt("valentine"))
HN("uh how many sleeps till christmas", nxt("christmas"))
_cny = min(d for d, n in holidays.China(years=2027).items() if "Spring Festival" in n)
HD("When is the Chinese New Year in 2027?", _cny)
HW("Is Christmas on a weekend this year?", R["christmas"](2026))
assert R["christmas"](2026).weekday() == FRI  # not a weekend: weekday Friday is the answer
HD("When is Flag Day?", nxt("flag_day"), weekday=True)
HD("when does kwanzaa start this year", R["kwanzaa"](2026))
HD("so um when is memorial day next year", R["memorial"](2027))
HN("how many days is it until thanks giving", nxt("thanksgiving"))
HD("when do the clocks fall back in twenty twenty seven", R["dst_end"](2027))
cannot("holidays", "When is National Grumbleflax Day?", "Grumbleflax Day")
cannot("holidays", "How many days until my wedding anniversary?", "anniversary")
cannot("holidays", "when is saint quibbletons feast day", "Saint Quibbleton")

# ---------------------------------------------------------------------------
# dates
# ---------------------------------------------------------------------------


def D(q, **e):
    for k in ("date",):
        if k in e and isinstance(e[k], date):
            if "weekday" in e and e["weekday"] is True:
                e["weekday"] = DAYNAME[e[k].weekday()]
            e[k] = iso(e[k])
    add("dates", q, e)


def coming(wd):
    """'next Tuesday' from a Friday = the coming one."""
    n = (wd - TODAY.weekday()) % 7 or 7
    return TODAY + timedelta(n)


def previous(wd):
    """'last Tuesday' = the most recent one before today."""
    n = (TODAY.weekday() - wd) % 7 or 7
    return TODAY - timedelta(n)


def age(born, on):
    return relativedelta(on, born).years


def leap(y):
    return calendar.isleap(y)


D("What's today's date?", date=TODAY, weekday=True)
D("What's the date tomorrow?", date=TODAY + timedelta(1), weekday=True)
D("what day was it yesterday", date=TODAY - timedelta(1), weekday=True)
D("What's the date next Wednesday?", date=coming(WED))
assert coming(WED) == date(2026, 12, 9)
D("What was the date last Tuesday?", date=previous(TUE))
assert previous(TUE) == date(2026, 12, 1)
D("What day of the week was July 20th, 1969?", date=date(1969, 7, 20), weekday=True)
D("um what day of the week was november twenty second nineteen sixty three", date=date(1963, 11, 22), weekday=True)
D("What day of the week will March 3rd, 2031 be?", date=date(2031, 3, 3), weekday=True)
D("I was born on May 17th, 1988. What day of the week was that?", date=date(1988, 5, 17), weekday=True)
D("whats a hundred days from now", date=TODAY + timedelta(100))
D("What date is 45 days from now?", date=TODAY + timedelta(45))
D("What was the date ninety days ago?", date=TODAY - timedelta(90))
D("What's the date two weeks from this Saturday?", date=coming(SAT) + timedelta(14))
D("whats the date a fortnight from today", date=TODAY + timedelta(14))
D("What date is exactly ten weeks before Christmas?", date=date(2026, 12, 25) - timedelta(weeks=10))
D("What's the date four months from now?", date=TODAY + relativedelta(months=4))
D("What was the date one year ago today, and what day was it?", date=TODAY - relativedelta(years=1), weekday=True)
D("How many days are there between March 1st and June 15th, 2027?",
  number=(date(2027, 6, 15) - date(2027, 3, 1)).days, tol=0)
D("How many days until my birthday? It's April 2nd.", days=days_from_today(date(2027, 4, 2)), date=date(2027, 4, 2))
D("How many days are left in 2026?", days=days_from_today(date(2026, 12, 31)))
D("how many days are there until the fourth of july", days=days_from_today(date(2027, 7, 4)))
D("How many days are in February 2028?", number=calendar.monthrange(2028, 2)[1], tol=0)
D("how many days in february next year", number=calendar.monthrange(2027, 2)[1], tol=0)
D("Is 2028 a leap year?", contains=["yes"])
assert leap(2028)
D("Was 1900 a leap year?", contains=["no|not|wasn"])
assert not leap(1900)
D("is the year two thousand a leap year", contains=["yes"])
assert leap(2000)
assert not leap(2027)
_nl = next(date(y, 2, 29) for y in range(2027, 2040) if leap(y))
D("When is the next leap day?", date=_nl)
D("What week number is it?", number=TODAY.isocalendar()[1], tol=0)
D("what week of the year is march fifteenth twenty twenty seven", number=date(2027, 3, 15).isocalendar()[1], tol=0)
D("What day of the year is it today?", number=TODAY.timetuple().tm_yday, tol=0)
D("How old is someone who was born on August 9th, 1990?", number=age(date(1990, 8, 9), TODAY), tol=0)
D("If I was born June 3rd 1975, how old will I turn on my birthday next year?", number=age(date(1975, 6, 3), date(2027, 6, 3)), tol=0)
D("What day of the week is the last day of February 2027?", date=date(2027, 2, 28), weekday=True)
D("What date is the third Thursday of next month?", date=nth_wd(2027, 1, THU, 3))
D("How many Saturdays are left this year?", number=sum(1 for i in range(1, 28) if (TODAY + timedelta(i)).weekday() == SAT), tol=0)
D("What month will it be five months from now?", contains=[calendar.month_name[(TODAY + relativedelta(months=5)).month]])
D("What's the date of the last Friday in January?", date=last_wd(2027, 1, FRI))
D("What day of the week does next month start on?", date=date(2027, 1, 1), weekday=True)
D("uh what is the date three weeks from tomorrow", date=TODAY + timedelta(1) + timedelta(weeks=3))
cannot("dates", "What day of the week is February 30th, 2027?", "February 30")
cannot("dates", "What's the date on June 31st next year?", "June 31")
cannot("dates", "what day of the week is the thirty second of january", "January 32")
cannot("dates", "How many days until the 13th of Smarch?", "Smarch")
cannot("dates", "What day of the week is my birthday this year?", "birthday")

# ---------------------------------------------------------------------------
# world clock
# ---------------------------------------------------------------------------


def local(zone, dt=NOW):
    return dt.astimezone(ZoneInfo(zone))


def W(q, zone):
    add("worldclock", q, {"time": local(zone).strftime("%H:%M"), "tol_min": 1})


def WDAY(q, zone):
    t = local(zone)
    add("worldclock", q, {"date": iso(t.date()), "weekday": DAYNAME[t.weekday()]})


def WDIFF(q, zone):
    off = (local(zone).utcoffset() - NOW.utcoffset()).total_seconds() / 3600
    assert off == int(off), zone
    add("worldclock", q, {"number": abs(int(off)), "tol": 0})


def WCONV(q, src_zone, src_dt, dst_zone):
    t = src_dt.replace(tzinfo=ZoneInfo(src_zone))
    add("worldclock", q, {"time": t.astimezone(ZoneInfo(dst_zone)).strftime("%H:%M"), "tol_min": 1})


W("What time is it in Tokyo right now?", "Asia/Tokyo")
W("Hey, what's the time in London?", "Europe/London")
W("What time is it over in Paris?", "Europe/Paris")
W("Can you tell me the time in Los Angeles?", "America/Los_Angeles")
W("What's the current time in Chicago?", "America/Chicago")
W("Time in Honolulu, please.", "Pacific/Honolulu")
W("What time is it in Anchorage, Alaska?", "America/Anchorage")
W("What's the local time in Dubai?", "Asia/Dubai")
W("What time is it in Moscow at the moment?", "Europe/Moscow")
W("What time is it in São Paulo?", "America/Sao_Paulo")
W("What time is it in Santiago, Chile?", "America/Santiago")
W("What's the time in Tehran?", "Asia/Tehran")
W("What time is it in Kabul?", "Asia/Kabul")
W("What time is it in Ireland?", "Europe/Dublin")
W("What's the time in Peru right now?", "America/Lima")
W("What time is it in Vietnam?", "Asia/Ho_Chi_Minh")
W("What time is it in Utah?", "America/Denver")
W("What time is it here?", "America/New_York")
W("What time is it on the Chatham Islands?", "Pacific/Chatham")
WDAY("What day is it in Auckland right now?", "Pacific/Auckland")
add("worldclock", "Is it already Saturday in Seoul?", {"contains": ["yes"]})
assert local("Asia/Seoul").weekday() == SAT
add("worldclock", "What's today's date in Honolulu?", {"date": iso(local("Pacific/Honolulu").date())})
WDIFF("How many hours ahead of us is London?", "Europe/London")
WDIFF("What's the time difference between here and Los Angeles?", "America/Los_Angeles")
WDIFF("How far ahead is Tokyo compared to New York?", "Asia/Tokyo")
WCONV("If it's 9 in the morning here, what time is it in Berlin?", "America/New_York",
      datetime(2026, 12, 4, 9, 0), "Europe/Berlin")
WCONV("When it's 6 PM in London, what time is it for me?", "Europe/London",
      datetime(2026, 12, 4, 18, 0), "America/New_York")
WCONV("I want to call my sister in Sydney at 7 PM her time tomorrow. What time is that here?",
      "Australia/Sydney", datetime(2026, 12, 5, 19, 0), "America/New_York")
add("worldclock", "What time zone is Chicago in?", {"contains": ["central|CST|UTC-6|UTC−6|GMT-6|minus six|minus 6"]})
assert local("America/Chicago").utcoffset() == timedelta(hours=-6)
# slips
W("what time is it in tokio right now", "Asia/Tokyo")
W("whats the time in sidney", "Australia/Sydney")
W("so um what time is it right now in london england", "Europe/London")
W("what time is it in bombay", "Asia/Kolkata")
W("whats the time over in honalulu", "Pacific/Honolulu")
WDAY("what day is it in new zeeland", "Pacific/Auckland")
W("time in buenos ares please", "America/Argentina/Buenos_Aires")
WDIFF("how many hours ahead is germany", "Europe/Berlin")
W("uh what time is it in mexico city", "America/Mexico_City")
W("what time is it in kathmandu nepal", "Asia/Kathmandu")
cannot("worldclock", "What time is it in Australia?", "Australia")
cannot("worldclock", "What's the time in Russia right now?", "Russia")
cannot("worldclock", "What time is it in Portland?", "Portland")
cannot("worldclock", "What time is it in Zarnovia?", "Zarnovia")
cannot("worldclock", "what time is it in wakanda", "Wakanda")

# ---------------------------------------------------------------------------
# sun
# ---------------------------------------------------------------------------
NYC = astral.LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)
LA = astral.LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437)
REY = astral.LocationInfo("Reykjavik", "Iceland", "Atlantic/Reykjavik", 64.1466, -21.9426)
LYB = astral.LocationInfo("Longyearbyen", "Norway", "Arctic/Longyearbyen", 78.2232, 15.6267)


def sun(loc, d):
    return astral.sun.sun(loc.observer, date=d, tzinfo=ZoneInfo(loc.timezone))


def hm(t):
    t = t + timedelta(seconds=30)
    return t.strftime("%H:%M")


def S(q, event, d, loc=NYC):
    add("sun", q, {"time": hm(sun(loc, d)[event]), "tol_min": 3})


def SLEN(q, d):
    s = sun(NYC, d)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h, m = int(mins // 60), mins - 60 * int(mins // 60)
    assert m >= 5, (d, m)  # keep the relative tolerance meaningful
    add("sun", q, {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(m), "tol": r6(1.5 / m)})


S("What time is sunrise tomorrow?", "sunrise", TODAY + timedelta(1))
S("when does the sun go down today", "sunset", TODAY)
S("What time will the sun come up on Christmas morning?", "sunrise", date(2026, 12, 25))
S("whats sunset on new years eve", "sunset", date(2026, 12, 31))
S("What time is sunrise on June 21st next year?", "sunrise", date(2027, 6, 21))
SLEN("How long is the day today, from sunrise to sunset?", TODAY)
SLEN("how much daylight do we get on the winter solstice", date(2026, 12, 21))
S("What time does the sun set on the Fourth of July next year?", "sunset", date(2027, 7, 4))
S("When's sunrise on Valentine's Day?", "sunrise", date(2027, 2, 14))
S("When is solar noon today?", "noon", TODAY)
S("What time is dusk tonight?", "dusk", TODAY)
S("What time does the sun set in Los Angeles today?", "sunset", TODAY, LA)
S("When's sunrise in Reykjavik tomorrow?", "sunrise", TODAY + timedelta(1), REY)
S("What time will sunset be a month from today?", "sunset", TODAY + relativedelta(months=1))
S("When does the sun rise on March 20th?", "sunrise", date(2027, 3, 20))
S("um what time does the sun come up on new years day", "sunrise", date(2027, 1, 1))
try:
    sun(LYB, TODAY + timedelta(1))
    raise AssertionError("expected polar night at Longyearbyen")
except ValueError:
    pass
cannot("sun", "when does the sun come up in longyearbyen tomorrow", "sunrise in Longyearbyen")
cannot("sun", "What time is sunset on February 30th?", "February 30")

# ---------------------------------------------------------------------------
# units
# ---------------------------------------------------------------------------
IN = 0.0254
FT = 12 * IN
LB = 0.45359237
GAL = 231 * IN ** 3  # m^3
FLOZ = GAL / 128
G0 = 9.80665
UNITS = {
    # name: (dimension, factor to SI, pint name)
    "mile": ("L", 5280 * FT, "mile"), "km": ("L", 1000.0, "km"), "m": ("L", 1.0, "m"),
    "cm": ("L", 0.01, "cm"), "mm": ("L", 0.001, "mm"), "inch": ("L", IN, "inch"),
    "foot": ("L", FT, "foot"), "yard": ("L", 3 * FT, "yard"), "nmi": ("L", 1852.0, "nautical_mile"),
    "kg": ("M", 1.0, "kg"), "g": ("M", 0.001, "g"), "lb": ("M", LB, "lb"), "oz": ("M", LB / 16, "oz"),
    "stone": ("M", 14 * LB, "stone"), "tonne": ("M", 1000.0, "tonne"), "stick": ("M", LB / 4, None),
    "l": ("V", 0.001, "L"), "ml": ("V", 1e-6, "mL"), "gal": ("V", GAL, "gallon"),
    "qt": ("V", GAL / 4, "quart"), "pt": ("V", GAL / 8, "pint"), "cup": ("V", GAL / 16, "cup"),
    "floz": ("V", FLOZ, "floz"), "tbsp": ("V", FLOZ / 2, "tablespoon"), "tsp": ("V", FLOZ / 6, "teaspoon"),
    "imp_pint": ("V", 4.54609e-3 / 8, "imperial_pint"), "ft3": ("V", FT ** 3, "ft**3"),
    "acre": ("A", 43560 * FT ** 2, "acre"), "ha": ("A", 1e4, "hectare"), "sqmi": ("A", (5280 * FT) ** 2, "mile**2"),
    "m2": ("A", 1.0, "m**2"),
    "mph": ("S", 5280 * FT / 3600, "mile/hour"), "kmh": ("S", 1000 / 3600, "km/hour"),
    "knot": ("S", 1852 / 3600, "knot"),
    "MB": ("B", 1e6, "MB"), "GB": ("B", 1e9, "GB"), "TB": ("B", 1e12, "TB"),
    "MiB": ("B", 2.0 ** 20, "MiB"), "GiB": ("B", 2.0 ** 30, "GiB"),
    "atm": ("P", 101325.0, "atm"), "psi": ("P", LB * G0 / IN ** 2, "psi"), "bar": ("P", 1e5, "bar"),
    "kWh": ("E", 3.6e6, "kWh"), "btu": ("E", 1055.05585262, "Btu"), "kcal": ("E", 4184.0, "kcal"),
    "kJ": ("E", 1000.0, "kJ"),
    "hp": ("W", 745.69987158227022, "hp"), "kW": ("W", 1000.0, "kW"),
    "s": ("T", 1.0, "s"), "min": ("T", 60.0, "minute"), "h": ("T", 3600.0, "hour"),
    "day": ("T", 86400.0, "day"), "week": ("T", 604800.0, "week"),
}
UREG = pint.UnitRegistry()


def conv(v, a, b):
    da, fa, pa = UNITS[a]
    db, fb, pb = UNITS[b]
    assert da == db, (a, b)
    x = v * fa / fb
    if pa and pb:  # cross-check with pint (its acre uses the US survey foot: 4e-6 off)
        y = UREG.Quantity(v, pa).to(pb).magnitude
        assert abs(x - y) <= 1e-5 * abs(x), (v, a, b, x, y)
    return x


def U(q, v, a, b):
    add("units", q, {"number": r6(conv(v, a, b))})


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def UT(q, x, pint_from, pint_to):
    y = UREG.Quantity(x[0], pint_from).to(pint_to).magnitude
    assert abs(y - x[1]) < 1e-9, (q, x, y)
    add("units", q, {"number": r6(x[1])})


U("How many kilometers is 5 miles?", 5, "mile", "km")
U("Convert 10 kilometers to miles.", 10, "km", "mile")
U("How tall is 6 feet in centimeters?", 6, "foot", "cm")
add("units", "I'm five foot ten. What's that in centimeters?", {"number": r6(conv(70, "inch", "cm"))})
U("How many inches is 170 centimeters?", 170, "cm", "inch")
U("how many mils are in two cups", 2, "cup", "ml")
U("How many teaspoons are in a tablespoon?", 1, "tbsp", "tsp")
U("How many tablespoons in a cup?", 1, "cup", "tbsp")
U("How many teaspoons make a quarter cup?", 0.25, "cup", "tsp")
U("uh how many tablespoons is three quarters of a cup", 0.75, "cup", "tbsp")
U("whats two hundred fifty grams in ounces", 250, "g", "oz")
U("How many grams in a pound?", 1, "lb", "g")
U("Convert 2.5 kilos to pounds.", 2.5, "kg", "lb")
UT("What's 350 degrees Fahrenheit in Celsius?", (350, f2c(350)), "degF", "degC")
UT("convert one hundred eighty celsius to fahrenheit", (180, c2f(180)), "degC", "degF")
UT("My recipe says 425 F. What's that in Celsius?", (425, f2c(425)), "degF", "degC")
UT("What is minus 40 Celsius in Fahrenheit?", (-40, c2f(-40)), "degC", "degF")
UT("Is 98.6 Fahrenheit normal? What's that in Celsius?", (98.6, f2c(98.6)), "degF", "degC")
UT("What's 20 degrees Celsius in Kelvin?", (20, 20 + 273.15), "degC", "kelvin")
UT("It's 70 degrees out, what's that in Celsius?", (70, f2c(70)), "degF", "degC")
UT("What's absolute zero in Celsius, zero kelvin?", (0, -273.15), "kelvin", "degC")
U("How many liters is a gallon?", 1, "gal", "l")
U("Convert 500 milliliters to fluid ounces.", 500, "ml", "floz")
U("A can of soda is 12 ounces. How many milliliters is that?", 12, "floz", "ml")
U("how many ounces is a quart", 1, "qt", "floz")
U("one stick of butter in grams", 1, "stick", "g")
U("What's 100 miles per hour in kilometers per hour?", 100, "mph", "kmh")
U("sixty kilometers an hour in miles per hour", 60, "kmh", "mph")
add("units", "My car gets 30 miles per gallon. What's that in liters per 100 kilometers?",
    {"number": r6(100 / (30 * UNITS["mile"][1] / 1000 / (GAL * 1000)))})
U("How many square meters is an acre?", 1, "acre", "m2")
U("Convert 2 hectares to acres.", 2, "ha", "acre")
U("How many acres are in a square mile?", 1, "sqmi", "acre")
U("A marathon is 26.2 miles. How many kilometers is that?", 26.2, "mile", "km")
U("how many pounds is eleven stone", 11, "stone", "lb")
U("What's 20 knots in miles per hour?", 20, "knot", "mph")
U("How many liters are in a cubic foot?", 1, "ft3", "l")
U("How many megabytes is 2 gigabytes?", 2, "GB", "MB")
U("How many gigabytes are in a terabyte?", 1, "TB", "GB")
U("My tires say 32 psi. What is that in bar?", 32, "psi", "bar")
U("How many BTUs in a kilowatt hour?", 1, "kWh", "btu")
U("Convert 1500 calories to kilojoules.", 1500, "kcal", "kJ")
U("What's 100 horsepower in kilowatts?", 100, "hp", "kW")
U("How many milliliters in a British pint?", 1, "imp_pint", "ml")
U("How many cups is a 750 milliliter bottle of wine?", 750, "ml", "cup")
U("how many feet in a mile", 1, "mile", "foot")
U("What's 3 teaspoons in milliliters?", 3, "tsp", "ml")
U("How many fluid ounces in a cup of milk?", 1, "cup", "floz")
U("How many pounds is a metric ton?", 1, "tonne", "lb")
U("how many hours are in a week", 1, "week", "h")
U("How many ounces are in a 2 liter bottle of soda?", 2, "l", "floz")
cannot("units", "Convert 5 kilograms to liters.", "kilograms to liters")
cannot("units", "How many meters are in a pound?", "pounds to meters")
cannot("units", "What's 30 miles per hour in degrees Fahrenheit?", "miles per hour to Fahrenheit")
cannot("units", "Convert 3 snorbs to inches.", "snorbs")
cannot("units", "how many cups are in a meter", "meters to cups")

# ---------------------------------------------------------------------------
# words (WordNet 3.0) -- set up first, the spelling section checks nonsense words too
# ---------------------------------------------------------------------------
warnings.filterwarnings("ignore", category=UserWarning)
from nltk.corpus.reader.wordnet import WordNetCorpusReader  # noqa: E402

LEXNAMES = """adj.all 3|adj.pert 3|adv.all 4|noun.Tops 1|noun.act 1|noun.animal 1|noun.artifact 1
|noun.attribute 1|noun.body 1|noun.cognition 1|noun.communication 1|noun.event 1|noun.feeling 1
|noun.food 1|noun.group 1|noun.location 1|noun.motive 1|noun.object 1|noun.person 1
|noun.phenomenon 1|noun.plant 1|noun.possession 1|noun.process 1|noun.quantity 1|noun.relation 1
|noun.shape 1|noun.state 1|noun.substance 1|noun.time 1|verb.body 2|verb.change 2|verb.cognition 2
|verb.communication 2|verb.competition 2|verb.consumption 2|verb.contact 2|verb.creation 2
|verb.emotion 2|verb.motion 2|verb.perception 2|verb.possession 2|verb.social 2|verb.stative 2
|verb.weather 2|adj.ppl 3"""
_tmp = tempfile.mkdtemp(prefix="wn15-")
atexit.register(shutil.rmtree, _tmp, True)
_wndir = os.path.join(_tmp, "corpora", "wordnet")
shutil.copytree("/usr/share/wordnet", _wndir)
_lex = [x.strip() for x in LEXNAMES.replace("\n", "").split("|")]
assert len(_lex) == 45
with open(os.path.join(_wndir, "lexnames"), "w") as f:
    for i, x in enumerate(_lex):
        n, k = x.split()
        f.write(f"{i:02d}\t{n}\t{k}\n")
nltk.data.path.insert(0, _tmp)


class _WN(WordNetCorpusReader):
    def map_wn(self, version="oewn"):  # no version mapping
        return None


WN = _WN(nltk.data.find("corpora/wordnet"), None)
assert WN.get_version() == "3.0"


def _key(w):
    return w.strip().lower().replace(" ", "_")


def synsets(w):
    k = _key(w)
    return [s for s in WN.synsets(k) if any(l.name().lower() == k for l in s.lemmas())]


def _count(s, w):
    k = _key(w)
    return max(l.count() for l in s.lemmas() if l.name().lower() == k)


def best_synset(w):
    ss = synsets(w)
    assert ss, w
    return max(ss, key=lambda s: (_count(s, w), -ss.index(s)))


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    parts = [p for p in parts if p and not p.startswith("- ")]
    return "; ".join(parts)


def in_wordnet(w):
    return bool(WN.synsets(_key(w)))


def WDEF(q, word):
    b = best_synset(word)
    add("words", q, {"gloss": clean_gloss(b), "glosses": [clean_gloss(s) for s in synsets(word)]})


def WSYN(q, word):
    k = _key(word)
    b = best_synset(word)
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != k]
    assert first, word
    rest = []
    for s in synsets(word):
        if s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != k and n not in first and n not in rest:
                rest.append(n)
    add("words", q, {"synonyms": first + rest})


def WNONE(q, word):
    assert not in_wordnet(word), word
    cannot("words", q, word)


WDEF("What does marinate mean?", "marinate")
WDEF("What does it mean to sauté something?", "saute")
WDEF("Define emulsify.", "emulsify")
WDEF("what does ubiquitous mean", "ubiquitous")
WDEF("What's the meaning of the word ephemeral?", "ephemeral")
WDEF("what does serendipidy mean", "serendipity")
WDEF("What does quixotic mean?", "quixotic")
WDEF("um define meticulous", "meticulous")
WDEF("Can you tell me what resilient means?", "resilient")
WDEF("What does procrastinate mean?", "procrastinate")
WDEF("What's a hypothesis?", "hypothesis")
WDEF("What does baste mean in cooking?", "baste")
WDEF("so what does curdle mean", "curdle")
WDEF("What does succinct mean?", "succinct")
WDEF("What is the definition of juxtapose?", "juxtapose")
WDEF("What does apathy mean?", "apathy")
WDEF("whats the meaning of altruism", "altruism")
WDEF("What's a dollop?", "dollop")
WDEF("What does deglaze mean?", "deglaze")
WDEF("What does wistful mean?", "wistful")
WDEF("define frivolous for me", "frivolous")
WSYN("What's another word for big?", "big")
WSYN("Give me a synonym for funny.", "funny")
WSYN("What's a synonym for begin?", "begin")
WSYN("whats another word for quick", "quick")
WSYN("Synonym for scared?", "scared")
WSYN("What's another way to say stubborn?", "stubborn")
WSYN("What's a fancier word for yummy?", "yummy")
WSYN("give me another word for exhausted", "exhausted")
WSYN("What's a synonym for candid?", "candid")
WSYN("What's a word that means the same as ominous?", "ominous")
WSYN("Another word for smidgen?", "smidgen")
WNONE("What does flurbish mean?", "flurbish")
WNONE("what does squonkular mean", "squonkular")
WNONE("What's the definition of blarfnix?", "blarfnix")
WNONE("Give me a synonym for zindleweft.", "zindleweft")

# ---------------------------------------------------------------------------
# spelling
# ---------------------------------------------------------------------------


def SP(q, word):
    assert re.fullmatch(r"[A-Za-z]+", word), word
    add("spelling", q, {"letters": word.upper()})


SP("How do you spell necessary?", "necessary")
SP("How do you spell rhythm?", "rhythm")
SP("Spell bureaucracy for me.", "bureaucracy")
SP("How is conscientious spelled?", "conscientious")
SP("How do you spell mischievous?", "mischievous")
SP("Can you spell silhouette?", "silhouette")
SP("How do you spell fuchsia, like the color?", "fuchsia")
SP("How do you spell onomatopoeia?", "onomatopoeia")
SP("Spell Massachusetts.", "Massachusetts")
SP("How do you spell quinoa?", "quinoa")
SP("spell the word zucchini please", "zucchini")
SP("How do you spell broccoli?", "broccoli")
SP("How do you spell prosciutto?", "prosciutto")
SP("How is vinaigrette spelled?", "vinaigrette")
SP("um how do you spell cappuccino", "cappuccino")
SP("How do you spell mayonnaise?", "mayonnaise")
SP("how do you spell fahrenheit", "Fahrenheit")
SP("How do you spell acquaintance?", "acquaintance")
SP("how is wednesday spelled", "Wednesday")
SP("spell accommodate", "accommodate")
SP("how do you spell colonel like the army rank", "colonel")
SP("How do you spell Saskatchewan?", "Saskatchewan")
SP("How do you spell the number forty?", "forty")
SP("What's the spelling of pneumonia?", "pneumonia")
add("spelling", "How many letters are in the word necessary?", {"number": len("necessary"), "tol": 0})
for _w in ("blimflorp", "quazzlewhump"):
    assert not in_wordnet(_w), _w
cannot("spelling", "How do you spell blimflorp?", "blimflorp")
cannot("spelling", "spell quazzlewhump", "quazzlewhump")
cannot("spelling", "How do you spell it?", "which word")

# ---------------------------------------------------------------------------
# calc
# ---------------------------------------------------------------------------


def C(q, v, tol=0.001):
    v = r6(v)
    add("calc", q, {"number": v, "tol": 0 if (isinstance(v, int) and tol == 0.001) else tol})


C("What's 15 percent of 80?", 0.15 * 80)
C("whats fifteen percent of eighty", 0.15 * 80)
C("What's an 18% tip on $64.50?", 0.18 * 64.50)
C("um how much is a twenty percent tip on forty five dollars", 0.20 * 45)
C("What's the total with a 20 percent tip on a $45 bill?", 45 * 1.20)
C("What's 17 times 23?", 17 * 23)
C("whats seventeen times twenty three", 17 * 23)
C("144 divided by 12?", 144 / 12)
C("What is the square root of 196?", math.sqrt(196))
C("What's 2 to the 10th power?", 2 ** 10)
C("twelve squared", 12 ** 2)
C("What's 1000 minus 387?", 1000 - 387)
C("What's 7.5 percent sales tax on $120?", 0.075 * 120)
C("Something costs $80 and it's 25% off. What's the sale price?", 80 * 0.75)
C("What percent of 60 is 45?", 45 / 60 * 100)
C("Split $156 three ways.", 156 / 3)
C("What's a third of 270?", 270 / 3)
C("What's 9 plus 6 divided by 3?", 9 + 6 / 3)
C("What's 2,500 times 12?", 2500 * 12)
C("How much is a 15 percent tip on $72.40?", 0.15 * 72.40)
C("If I double three quarters of a cup, how much is that?", 0.75 * 2)
C("Gas went from $4 a gallon down to $3. What percent drop is that?", (4 - 3) / 4 * 100)
C("What's 5 factorial?", math.factorial(5))
C("What's 40% of 250?", 0.40 * 250)
C("I'm tripling a recipe that calls for two thirds of a cup of sugar. How many cups do I need?", 3 * 2 / 3)
cannot("calc", "What's 15 divided by zero?", "divide by zero")
cannot("calc", "split sixty dollars between zero people", "split between zero people")
cannot("calc", "What's the log of zero?", "log of zero")

# ---------------------------------------------------------------------------
# routing: requests that look a bit like exact questions but belong elsewhere
# (sources as in the routing set: command, smalltalk, chat, encyclopedia)
# ---------------------------------------------------------------------------


def RT(q, source):
    assert source in ("command", "smalltalk", "chat", "encyclopedia")
    add("routing", q, {"source": source}, kind="route")


RT("Set a timer for twelve minutes.", "command")
RT("wake me up at six forty five tomorrow", "command")
RT("Remind me on Christmas Eve to wrap the presents.", "command")
RT("Add two cups of flour to my shopping list.", "command")
RT("Set an alarm for 7:30 AM.", "command")
RT("turn the volume down a bit", "command")
RT("Thanks, that's all I needed.", "smalltalk")
RT("What's your name?", "smalltalk")
RT("Tell me a joke about pumpkins.", "chat")
RT("Help me come up with a name for my sourdough starter.", "chat")
RT("write me a short poem about snow", "chat")
RT("What should I make for dinner with chicken, rice and spinach?", "chat")
RT("What year did the Titanic sink?", "encyclopedia")
RT("How far away is the moon?", "encyclopedia")
RT("when was abraham lincoln born", "encyclopedia")
RT("How tall is the Eiffel Tower in feet?", "encyclopedia")

# ---------------------------------------------------------------------------
# write
# ---------------------------------------------------------------------------
seen = set()
for it in ITEMS:
    k = it["q"].lower().strip()
    assert k not in seen, it["q"]
    seen.add(k)

GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc", "routing"]
with open(OUT, "w", encoding="utf-8") as f:
    for i, it in enumerate(ITEMS, 1):
        rec = OrderedDict(id=f"q15_{i:03d}", group=it["group"], q=it["q"], kind=it["kind"],
                          slip=it["slip"], expect=it["expect"])
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")

rows = Counter((it["group"], it["kind"]) for it in ITEMS)
slips = Counter(it["group"] for it in ITEMS if it["slip"])
print("| group | answer | cannot | route | slip |")
print("| --- | --- | --- | --- | --- |")
for g in GROUPS:
    print(f"| {g} | {rows[g, 'answer']} | {rows[g, 'cannot']} | {rows[g, 'route']} | {slips[g]} |")
n = len(ITEMS)
tot = Counter(it["kind"] for it in ITEMS)
ns = sum(slips.values())
print(f"| **total** | **{tot['answer']}** | **{tot['cannot']}** | **{tot['route']}** | **{ns} ({100 * ns / n:.1f}%)** |")
print(f"{n} items written to {OUT}", file=sys.stderr)

