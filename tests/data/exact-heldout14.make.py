#!/usr/bin/env python3
"""exact-heldout14: held-out questions with computed answers (fourteenth set).

Holds the questions and computes every expected answer with well-kept libraries
(datetime/calendar, python-dateutil, holidays, zoneinfo + system tzdata, astral,
pint, nltk + Princeton WordNet 3.0 from Debian's wordnet-base). Imports nothing
from the project. Writes exact-heldout14.jsonl next to this file and prints counts.

Run:  /work/main/.venv/bin/python tests/data/exact-heldout14.make.py
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
from collections import Counter
from zoneinfo import ZoneInfo

import holidays
import pint
from astral import LocationInfo
from astral.sun import sun as astral_sun
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta, WE, TH, SA

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout14.jsonl")

# ---------------------------------------------------------------- fixed situation
NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
LAT, LON = 40.7128, -74.0060
assert TODAY.strftime("%A") == "Friday"
assert NOW.utcoffset() == dt.timedelta(hours=-5)
assert NOW.tzname() == "EST"
assert NOW.astimezone(dt.timezone.utc).strftime("%Y-%m-%d %H:%M") == "2026-12-04 19:30"

ITEMS = []


def rnd(x):
    v = round(float(x), 6)
    return int(v) if v.is_integer() else v


def add(group, q, expect, kind="answer", slip=False):
    assert group in ("holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc")
    if slip:
        assert q == q.lower(), q
        assert not any(ch in q for ch in "?.,!;:"), q
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names=None, slip=False):
    add(group, q, {"names": names} if names else {}, kind="cannot", slip=slip)


def wd(d):
    return d.strftime("%A")


def days_from_today(d):
    n = (d - TODAY).days
    assert n > 0
    return n


# ---------------------------------------------------------------- holiday rules
def nth_weekday(y, m, weekday, n):
    """n-th (1-based) weekday (0=Mon) of month; n=-1 = last."""
    if n > 0:
        d = dt.date(y, m, 1)
        d += dt.timedelta(days=(weekday - d.weekday()) % 7)
        return d + dt.timedelta(weeks=n - 1)
    d = dt.date(y, m, calendar.monthrange(y, m)[1])
    return d - dt.timedelta(days=(d.weekday() - weekday) % 7)


def observed(d):
    if d.weekday() == 5:
        return d - dt.timedelta(days=1)
    if d.weekday() == 6:
        return d + dt.timedelta(days=1)
    return d


def mlk(y): return nth_weekday(y, 1, 0, 3)
def presidents(y): return nth_weekday(y, 2, 0, 3)
def memorial(y): return nth_weekday(y, 5, 0, -1)
def labor(y): return nth_weekday(y, 9, 0, 1)
def columbus(y): return nth_weekday(y, 10, 0, 2)
def thanksgiving(y): return nth_weekday(y, 11, 3, 4)
def mothers(y): return nth_weekday(y, 5, 6, 2)
def fathers(y): return nth_weekday(y, 6, 6, 3)
def dst_start(y): return nth_weekday(y, 3, 6, 2)
def dst_end(y): return nth_weekday(y, 11, 6, 1)
def election(y): return nth_weekday(y, 11, 0, 1) + dt.timedelta(days=1)


# cross-check federal rules against the holidays package
for y in (2020, 2026, 2027, 2028, 2029, 2030):
    us = holidays.US(years=y)

    def at(d, name_part):
        assert name_part.lower() in us.get(d, "").lower(), (y, d, name_part, us.get(d))

    at(mlk(y), "Martin Luther King")
    at(presidents(y), "Washington")
    at(memorial(y), "Memorial")
    at(labor(y), "Labor")
    at(columbus(y), "Columbus")
    at(thanksgiving(y), "Thanksgiving")
    at(observed(dt.date(y, 7, 4)), "Independence")
    at(observed(dt.date(y, 11, 11)), "Veterans")
    at(observed(dt.date(y, 12, 25)), "Christmas")
    if y >= 2021:
        at(observed(dt.date(y, 6, 19)), "Juneteenth")
# DST rules against tzdata
for y in (2026, 2027, 2028, 2030):
    assert dt.datetime(y, 3, dst_start(y).day, 1, 59, tzinfo=NY).utcoffset() == dt.timedelta(hours=-5)
    assert dt.datetime(y, 3, dst_start(y).day, 3, 1, tzinfo=NY).utcoffset() == dt.timedelta(hours=-4)
    assert dt.datetime(y, 11, dst_end(y).day, 0, 30, tzinfo=NY).utcoffset() == dt.timedelta(hours=-4)
    assert dt.datetime(y, 11, dst_end(y).day, 2, 30, tzinfo=NY).utcoffset() == dt.timedelta(hours=-5)
# Chinese New Year from holidays.China
cny_2027 = min(d for d, n in holidays.China(years=2027).items() if "Spring Festival" in n)
assert cny_2027 == dt.date(2027, 2, 6), cny_2027
# Canada Day 2027 in holidays.CA
assert "Canada Day" in holidays.CA(years=2027).get(dt.date(2027, 7, 1), "")
# UK Boxing Day 2026 in holidays.UK
assert "Boxing" in holidays.UK(years=2026).get(dt.date(2026, 12, 26), "")


def H(q, d, weekday=False, slip=False):
    e = {"date": d.isoformat()}
    if weekday:
        e["weekday"] = wd(d)
    add("holidays", q, e, slip=slip)


def Hdays(q, d, slip=False):
    add("holidays", q, {"days": days_from_today(d)}, slip=slip)


# ---------------------------------------------------------------- holidays
H("What day of the week does Christmas land on this year?", dt.date(2026, 12, 25), weekday=True)
H("When is Martin Luther King Jr. Day next year?", mlk(2027))
H("What's the date of Presidents' Day in 2027?", presidents(2027))
H("When does Memorial Day fall in 2027?", memorial(2027))
H("Which date is Labor Day in 2028?", labor(2028))
H("When is Columbus Day next year?", columbus(2027))
H("What day of the week is Veterans Day in 2027?", dt.date(2027, 11, 11), weekday=True)
H("What date is Thanksgiving in 2028?", thanksgiving(2028))
H("When is Easter Sunday in 2027?", easter(2027))
H("When's Good Friday next year?", easter(2027) - dt.timedelta(days=2))
H("When is Mother's Day 2027? I don't want to forget it again.", mothers(2027))
H("When is Father's Day next year?", fathers(2027))
H("What day of the week is Halloween next year?", dt.date(2027, 10, 31), weekday=True)
H("What day of the week is New Year's Eve this year?", dt.date(2026, 12, 31), weekday=True)
Hdays("How many days are left until Christmas Eve?", dt.date(2026, 12, 24))
Hdays("How many days until New Year's Day?", dt.date(2027, 1, 1))
Hdays("How many days until Valentine's Day?", dt.date(2027, 2, 14))
H("What day of the week is St. Patrick's Day next year?", dt.date(2027, 3, 17), weekday=True)
H("The Fourth of July is a Sunday in 2027, so which day is the federal holiday observed?",
  observed(dt.date(2027, 7, 4)), weekday=True)
assert observed(dt.date(2027, 7, 4)) == dt.date(2027, 7, 5)
H("When is Ash Wednesday in 2027?", easter(2027) - dt.timedelta(days=46))
H("What date is Mardi Gras next year?", easter(2027) - dt.timedelta(days=47))
H("When is Palm Sunday 2027?", easter(2027) - dt.timedelta(days=7))
H("When do the clocks spring forward next year?", dst_start(2027))
H("What date does daylight saving time end in 2027?", dst_end(2027))
H("What day of the week is Groundhog Day next year?", dt.date(2027, 2, 2), weekday=True)
H("What's the date of Black Friday next year?", thanksgiving(2027) + dt.timedelta(days=1))
H("What date is Election Day in 2030?", election(2030))
H("When is Chinese New Year in 2027?", cny_2027)
H("What day of the week is Boxing Day this year?", dt.date(2026, 12, 26), weekday=True)
H("What day of the week is Canada Day next year?", dt.date(2027, 7, 1), weekday=True)
H("When is Orthodox Easter next year?", easter(2027, EASTER_ORTHODOX))
add("holidays", "How many days are there between Thanksgiving and Christmas next year?",
    {"number": (dt.date(2027, 12, 25) - thanksgiving(2027)).days, "tol": 0})
H("Christmas 2027 is on a weekend, so what day is the federal holiday observed?",
  observed(dt.date(2027, 12, 25)), weekday=True)
cannot("holidays", "When is National Blorptastic Day?", "Blorptastic")
cannot("holidays", "How many days until my wedding anniversary?", "anniversary")
cannot("holidays", "What date is the Festival of Quindlewick this year?", "Quindlewick")
cannot("holidays", "when is grumbleberry day", "grumbleberry", slip=True)
# slips
H("when is thanks giving next year", thanksgiving(2027), slip=True)
H("um what day is christmas eve on", dt.date(2026, 12, 24), weekday=True, slip=True)
H("when does easter fall in twenty twenty eight", easter(2028), slip=True)
Hdays("uh how many days till new years eve", dt.date(2026, 12, 31), slip=True)
H("when is memorial day twenty twenty seven", memorial(2027), slip=True)
H("what date is labor day next year", labor(2027), slip=True)
H("what day is valentimes day next year", dt.date(2027, 2, 14), weekday=True, slip=True)
H("so when is mothers day next year i need to order flowers", mothers(2027), slip=True)
H("when do we set the clocks forward in march", dst_start(2027), slip=True)

# ---------------------------------------------------------------- dates
D = lambda q, d, weekday=False, slip=False: add(
    "dates", q, dict({"date": d.isoformat()}, **({"weekday": wd(d)} if weekday else {})), slip=slip)


def N(group, q, n, slip=False, tol=0):
    add(group, q, {"number": rnd(n), "tol": tol}, slip=slip)


D("What day of the week will it be 100 days from now?", TODAY + dt.timedelta(days=100), weekday=True)
D("What was the date 90 days ago?", TODAY - dt.timedelta(days=90))
D("What day of the week was July 4th, 1776?", dt.date(1776, 7, 4), weekday=True)
add("dates", "How many days until March 1st?", {"days": days_from_today(dt.date(2027, 3, 1))})
N("dates", "How many days are there in February 2028?", calendar.monthrange(2028, 2)[1])
assert not calendar.isleap(2027) and calendar.isleap(2032) and calendar.isleap(2028)
add("dates", "Is 2027 a leap year?", {"contains": ["no|not"]})
add("dates", "Is 2032 a leap year?", {"contains": ["yes"]})
N("dates", "What week number is it?", TODAY.isocalendar()[1])
D("What's the date next Wednesday?", TODAY + relativedelta(days=1, weekday=WE(+1)))
assert TODAY + relativedelta(days=1, weekday=WE(+1)) == dt.date(2026, 12, 9)
D("What was the date last Saturday?", TODAY + relativedelta(days=-1, weekday=SA(-1)))
assert TODAY + relativedelta(days=-1, weekday=SA(-1)) == dt.date(2026, 11, 28)
D("What's the date six weeks from today?", TODAY + dt.timedelta(weeks=6))
N("dates", "How many days are there between January 1st and June 30th of 2027?",
  (dt.date(2027, 6, 30) - dt.date(2027, 1, 1)).days)


def age(born):
    return relativedelta(TODAY, born).years


N("dates", "How old is someone who was born on August 9, 1985?", age(dt.date(1985, 8, 9)))
N("dates", "If I was born on May 2, 2001, how old am I now?", age(dt.date(2001, 5, 2)))
D("What day of the week is February 29th, 2028?", dt.date(2028, 2, 29), weekday=True)
D("What day of the week is June 1st next year?", dt.date(2027, 6, 1), weekday=True)
add("dates", "How many days are left in this month?", {"days": days_from_today(dt.date(2026, 12, 31))})
D("What was the date three months ago?", TODAY - relativedelta(months=3))
D("What was the date a year ago today, and what day was it?", TODAY - relativedelta(years=1), weekday=True)
add("dates", "My birthday is April 10th. How many days away is that?",
    {"days": days_from_today(dt.date(2027, 4, 10))})
N("dates", "How many days has it been since Halloween?", (TODAY - dt.date(2026, 10, 31)).days)
D("What's the date of the last Friday in January 2027?", nth_weekday(2027, 1, 4, -1))
D("What date is the first Monday of next month?", nth_weekday(2027, 1, 0, 1))
D("What day of the week was September 11, 2001?", dt.date(2001, 9, 11), weekday=True)
n = (dt.date(2027, 3, 5) - TODAY).days
assert n % 7 == 0
N("dates", "How many weeks is it until March 5th?", n // 7)
D("What day of the week will it be 10 days from now?", TODAY + dt.timedelta(days=10), weekday=True)
N("dates", "How many more Fridays are there in December after today?",
  sum(1 for k in range(5, 32) if dt.date(2026, 12, k).weekday() == 4))
D("What's the date of the third Thursday in January?", nth_weekday(2027, 1, 3, 3))
add("dates", "How many days until July 1st?", {"days": days_from_today(dt.date(2027, 7, 1))})
D("My birthday is October 3rd. What day of the week is it on next year?", dt.date(2027, 10, 3), weekday=True)
add("dates", "Which quarter of the year are we in?", {"contains": ["fourth|4th|Q4"]})
D("What date is eight weeks before Christmas?", dt.date(2026, 12, 25) - dt.timedelta(weeks=8))
cannot("dates", "What day of the week is February 30th, 2027?", "February 30")
cannot("dates", "What day of the week is April 31st next year?", "April 31")
cannot("dates", "What day of the week is the 32nd of January?", "32nd of January")
cannot("dates", "How many days until my birthday?", "birthday")
cannot("dates", "what day of the week was november thirty first twenty twenty five", "November 31", slip=True)
for y, m, d in [(2027, 2, 30), (2027, 4, 31), (2027, 1, 32), (2025, 11, 31)]:
    try:
        dt.date(y, m, d)
        raise AssertionError("date exists")
    except ValueError:
        pass
# slips
D("um what day of the week is the twenty fifth of january", dt.date(2027, 1, 25), weekday=True, slip=True)
add("dates", "how many days till the end of february", {"days": days_from_today(dt.date(2027, 2, 28))}, slip=True)
add("dates", "is twenty twenty eight a leap year", {"contains": ["yes"]}, slip=True)
D("what was the date like thirty days ago", TODAY - dt.timedelta(days=30), slip=True)
D("uh what weekday was the fourth of july two thousand", dt.date(2000, 7, 4), weekday=True, slip=True)
N("dates", "how old is somebody born may fifth nineteen seventy two", age(dt.date(1972, 5, 5)), slip=True)
D("what day is it gonna be in three weeks", TODAY + dt.timedelta(weeks=3), weekday=True, slip=True)
D("what date is next thursday", TODAY + relativedelta(days=1, weekday=TH(+1)), slip=True)
add("dates", "how many days is it to april first", {"days": days_from_today(dt.date(2027, 4, 1))}, slip=True)
D("so whats the date seventy days from today", TODAY + dt.timedelta(days=70), slip=True)

# ---------------------------------------------------------------- worldclock


def here_to(z, t=NOW):
    return t.astimezone(ZoneInfo(z))


def T(q, z, slip=False):
    add("worldclock", q, {"time": here_to(z).strftime("%H:%M"), "tol_min": 1}, slip=slip)


def DIFF(z, other="America/New_York"):
    off = (here_to(z).utcoffset() - here_to(other).utcoffset()).total_seconds() / 3600
    assert off == int(off)
    return abs(int(off))


T("What time is it in Tokyo right now?", "Asia/Tokyo")
T("What's the time in London?", "Europe/London")
T("What time is it in Paris?", "Europe/Paris")
T("What time is it in Los Angeles right now?", "America/Los_Angeles")
T("What time is it in Chicago?", "America/Chicago")
T("What time is it in Phoenix, Arizona?", "America/Phoenix")
T("What's the time in Honolulu?", "Pacific/Honolulu")
T("What time is it in Sydney?", "Australia/Sydney")
T("What time is it in New Delhi?", "Asia/Kolkata")
T("What time is it in Kathmandu, Nepal?", "Asia/Kathmandu")
T("What's the current time in Dubai?", "Asia/Dubai")
T("What time is it in Cairo?", "Africa/Cairo")
T("What's the time in Mexico City?", "America/Mexico_City")
T("What time is it in Santiago, Chile?", "America/Santiago")
T("What time is it in Istanbul right now?", "Europe/Istanbul")
T("What time is it in Tehran?", "Asia/Tehran")
T("What time is it in Adelaide?", "Australia/Adelaide")
T("What time is it in Karachi?", "Asia/Karachi")
T("What time is it in Halifax, Nova Scotia?", "America/Halifax")
T("What time is it in Puerto Rico?", "America/Puerto_Rico")
T("What time is it in Israel?", "Asia/Jerusalem")
T("What time is it in Japan?", "Asia/Tokyo")
N("worldclock", "How many hours ahead of us is London?", DIFF("Europe/London"))
N("worldclock", "What's the time difference between here and Los Angeles?", DIFF("America/Los_Angeles"))
N("worldclock", "How many hours is Berlin behind Sydney right now?", DIFF("Europe/Berlin", "Australia/Sydney"))
d5 = here_to("Pacific/Auckland").date()
add("worldclock", "What day is it in Auckland right now?", {"date": d5.isoformat(), "weekday": wd(d5)})
add("worldclock", "What's the date in Tokyo right now?", {"date": here_to("Asia/Tokyo").date().isoformat()})
t = dt.datetime(2026, 12, 4, 21, 0, tzinfo=NY).astimezone(ZoneInfo("Europe/Paris"))
add("worldclock", "If it's 9 pm here, what time is it in Paris?", {"time": t.strftime("%H:%M"), "tol_min": 1})
t = dt.datetime(2026, 12, 4, 12, 0, tzinfo=ZoneInfo("Europe/London")).astimezone(NY)
add("worldclock", "When it's noon in London, what time is it here?", {"time": t.strftime("%H:%M"), "tol_min": 1})
t = dt.datetime(2026, 12, 5, 8, 0, tzinfo=ZoneInfo("Asia/Tokyo")).astimezone(NY)
add("worldclock", "My sister wants me to call at 8 am Tokyo time tomorrow. What time is that here?",
    {"time": t.strftime("%H:%M"), "tol_min": 1})
t = dt.datetime(2026, 12, 4, 15, 0, tzinfo=ZoneInfo("America/Chicago")).astimezone(NY)
add("worldclock", "A meeting is at 3 pm Chicago time. What time is that for me?",
    {"time": t.strftime("%H:%M"), "tol_min": 1})
cannot("worldclock", "What time is it in Birmingham?", "Birmingham")
cannot("worldclock", "What time is it in Brazil?", "Brazil")
cannot("worldclock", "What time is it in Australia right now?", "Australia")
cannot("worldclock", "What time is it in Atlantis?", "Atlantis")
cannot("worldclock", "whats the time in flurbania", "flurbania", slip=True)
# slips
T("whats the time in bejing", "Asia/Shanghai", slip=True)
T("what time is it in new deli", "Asia/Kolkata", slip=True)
T("what time is it over in honalulu", "Pacific/Honolulu", slip=True)
T("um what time is it in sidney australia", "Australia/Sydney", slip=True)
T("whats the time in buenos aries", "America/Argentina/Buenos_Aires", slip=True)
T("time in copenhagan please", "Europe/Copenhagen", slip=True)
N("worldclock", "how many hours ahead is london from here", DIFF("Europe/London"), slip=True)
T("what time is it in san paulo brazil", "America/Sao_Paulo", slip=True)
add("worldclock", "is it already tomorrow in oakland new zealand", {"contains": ["yes"]}, slip=True)
assert here_to("Pacific/Auckland").date() > TODAY
T("uh what time is it in dubai right now", "Asia/Dubai", slip=True)

# ---------------------------------------------------------------- sun
NYC = LocationInfo("New York", "USA", "America/New_York", LAT, LON)


def sunev(date, loc=NYC, tz=NY):
    return astral_sun(loc.observer, date=date, tzinfo=tz)


def hm(t):
    t = (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)
    return t.strftime("%H:%M")


def S(q, date, ev, slip=False, loc=NYC, tz=NY):
    add("sun", q, {"time": hm(sunev(date, loc, tz)[ev]), "tol_min": 3}, slip=slip)


def SLEN(q, date, slip=False):
    s = sunev(date)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(mins // 60)
    rem = mins - 60 * h
    assert 3 < rem < 57, rem
    add("sun", q, {"contains": [f"{h} hour|{h} h|{h}:"], "number": rnd(rem), "tol": rnd(1.5 / rem)}, slip=slip)


TOM = TODAY + dt.timedelta(days=1)
S("What time is sunrise tomorrow?", TOM, "sunrise")
S("What time does the sun set today?", TODAY, "sunset")
S("What time is sunset on Christmas Day?", dt.date(2026, 12, 25), "sunset")
S("What time does the sun come up on New Year's Day?", dt.date(2027, 1, 1), "sunrise")
S("What time is sunset on June 21st next year?", dt.date(2027, 6, 21), "sunset")
SLEN("How long is the day today, from sunrise to sunset?", TODAY)
SLEN("How many hours of daylight will we get on December 21st?", dt.date(2026, 12, 21))
S("What time is solar noon today?", TODAY, "noon")
S("When does dawn start tomorrow morning?", TOM, "dawn")
S("What time is dusk this evening?", TODAY, "dusk")
S("What time will the sun rise on July 4th next year?", dt.date(2027, 7, 4), "sunrise")
LA = LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437)
S("What time is sunset in Los Angeles today, their time?", TODAY, "sunset", loc=LA, tz=ZoneInfo("America/Los_Angeles"))
TYO = LocationInfo("Tokyo", "Japan", "Asia/Tokyo", 35.6762, 139.6503)
S("What time does the sun rise in Tokyo on December 5th, local time?", dt.date(2026, 12, 5), "sunrise",
  loc=TYO, tz=ZoneInfo("Asia/Tokyo"))
UTQ = LocationInfo("Utqiagvik", "USA", "America/Anchorage", 71.2906, -156.7886)
try:
    sunev(TOM, UTQ, ZoneInfo("America/Anchorage"))
    raise AssertionError("expected polar night")
except ValueError:
    pass
cannot("sun", "What time is sunrise in Utqiagvik, Alaska tomorrow?", "Utqiagvik")
cannot("sun", "What time does the sun set on Mars today?", "Mars")
# slips
S("what time is the sun coming up tomorrow", TOM, "sunrise", slip=True)
S("what time does the sun go down tonight", TODAY, "sunset", slip=True)
S("um when is sun rise on christmas morning", dt.date(2026, 12, 25), "sunrise", slip=True)
S("what time is sunset on new years eve", dt.date(2026, 12, 31), "sunset", slip=True)
S("whens sunrise next monday", dt.date(2026, 12, 7), "sunrise", slip=True)

# ---------------------------------------------------------------- units
ureg = pint.UnitRegistry()
Q_ = ureg.Quantity
# NIST factors asserted against pint's definitions
IN = 0.0254
LB = 0.45359237
GAL = 231 * IN ** 3  # m^3
for u, v in [("inch", IN), ("foot", 12 * IN), ("yard", 36 * IN), ("mile", 63360 * IN),
             ("nautical_mile", 1852)]:
    assert math.isclose(Q_(1, u).to("meter").magnitude, v, rel_tol=1e-12), u
for u, v in [("pound", LB), ("ounce", LB / 16), ("stone", 14 * LB), ("metric_ton", 1000)]:
    assert math.isclose(Q_(1, u).to("kilogram").magnitude, v, rel_tol=1e-12), u
for u, v in [("gallon", GAL), ("quart", GAL / 4), ("pint", GAL / 8), ("cup", GAL / 16),
             ("fluid_ounce", GAL / 128), ("tablespoon", GAL / 256), ("teaspoon", GAL / 768),
             ("imperial_pint", 4.54609e-3 / 8)]:
    assert math.isclose(Q_(1, u).to("meter**3").magnitude, v, rel_tol=1e-12), u
# pint's "acre" is the US survey acre; the international acre (43 560 international ft^2) is defined here
ureg.define("intl_acre = 43560 * foot ** 2")
assert math.isclose(Q_(1, "intl_acre").to("m**2").magnitude, 43560 * (12 * IN) ** 2, rel_tol=1e-12)
assert math.isclose(Q_(1, "knot").to("m/h").magnitude, 1852, rel_tol=1e-12)
assert math.isclose(Q_(1, "psi").to("Pa").magnitude, LB * 9.80665 / IN ** 2, rel_tol=1e-12)
assert math.isclose(Q_(1, "hp").to("W").magnitude, 745.69987158227022, rel_tol=1e-12)


def conv(v, a, b):
    return Q_(v, a).to(b).magnitude


def U(q, v, a, b, slip=False):
    add("units", q, {"number": rnd(conv(v, a, b))}, slip=slip)


U("How many kilometers is 5 miles?", 5, "mile", "km")
U("What's 10 kilometers in miles?", 10, "km", "mile")
U("Convert 350 degrees Fahrenheit to Celsius.", 350, "degF", "degC")
U("What's 180 Celsius in Fahrenheit? My oven only shows Fahrenheit.", 180, "degC", "degF")
U("How many milliliters are in 2 cups?", 2, "cup", "ml")
U("How many teaspoons are in 3 tablespoons?", 3, "tablespoon", "teaspoon")
U("What is 500 grams in pounds?", 500, "gram", "pound")
U("How many cups are in 2 liters?", 2, "liter", "cup")
U("How many liters are in a gallon?", 1, "gallon", "liter")
U("How many centimeters is 6 feet?", 6, "foot", "cm")
U("What's 170 centimeters in inches?", 170, "cm", "inch")
U("Convert 12 ounces to grams.", 12, "ounce", "gram")
U("How many milliliters is 8 fluid ounces?", 8, "fluid_ounce", "ml")
U("How many fluid ounces are in 250 milliliters?", 250, "ml", "fluid_ounce")
U("What is 100 kilometers per hour in miles per hour?", 100, "km/h", "mile/hour")
U("Convert 65 miles per hour to kilometers per hour.", 65, "mile/hour", "km/h")
U("What is minus 40 Celsius in Fahrenheit?", -40, "degC", "degF")
U("What is absolute zero in Fahrenheit?", 0, "kelvin", "degF")
U("How many square meters is one acre?", 1, "intl_acre", "m**2")
U("How many acres is 2 hectares?", 2, "hectare", "intl_acre")
U("How many kilograms is 10 stone?", 10, "stone", "kg")
U("What's 75 kilos in stone?", 75, "kg", "stone")
U("How many milliliters in a teaspoon?", 1, "teaspoon", "ml")
U("How many tablespoons are in half a cup?", 0.5, "cup", "tablespoon")
U("How many milliliters is three quarters of a cup?", 0.75, "cup", "ml")
U("How many grams is one stick of butter?", 0.25, "pound", "gram")
U("How many liters are 2 pints?", 2, "pint", "liter")
U("How many milliliters are in a British pint?", 1, "imperial_pint", "ml")
U("What's 20 knots in miles per hour?", 20, "knot", "mile/hour")
U("A marathon is 26.2 miles. How many kilometers is that?", 26.2, "mile", "km")
U("How many gigabytes are in a terabyte?", 1, "terabyte", "gigabyte")
U("Convert 32 psi to bar.", 32, "psi", "bar")
add("units", "How tall is 5 feet 10 inches in centimeters?",
    {"number": rnd(conv(5, "foot", "cm") + conv(10, "inch", "cm"))})
U("What's 400 Fahrenheit in Celsius?", 400, "degF", "degC")
U("How many ounces are in a kilogram?", 1, "kg", "ounce")
U("What's 200 milliliters in cups?", 200, "ml", "cup")
U("How many quarts is one and a half liters?", 1.5, "liter", "quart")
U("What is 37 degrees Celsius in Fahrenheit?", 37, "degC", "degF")
U("How many kilowatts is one horsepower?", 1, "hp", "kW")
cannot("units", "Convert 5 pounds to meters.", "pounds to meters")
cannot("units", "How many inches are in a kilogram?", "inches in a kilogram")
cannot("units", "Convert 20 meters to degrees Celsius.", "meters to degrees Celsius")
cannot("units", "How many fleebles are in a mile?", "fleebles")
cannot("units", "convert three hours to kilograms", "hours to kilograms", slip=True)
for a, b in [("pound", "meter"), ("inch", "kilogram"), ("meter", "degC"), ("hour", "kilogram")]:
    try:
        Q_(1, a).to(b)
        raise AssertionError("convertible")
    except pint.DimensionalityError:
        pass
assert "fleeble" not in ureg
# slips
U("how many ounces in a cup", 1, "cup", "fluid_ounce", slip=True)
U("whats three hundred seventy five fahrenheit in celsius", 375, "degF", "degC", slip=True)
U("how many mils in a table spoon", 1, "tablespoon", "ml", slip=True)
U("um convert two hundred grams to ounces", 200, "gram", "ounce", slip=True)
U("how many kilos is a hundred and eighty pounds", 180, "pound", "kg", slip=True)
U("how many tea spoons in a table spoon", 1, "tablespoon", "teaspoon", slip=True)
U("how many litres is a half gallon", 0.5, "gallon", "liter", slip=True)
add("units", "how many centimeters is five foot six",
    {"number": rnd(conv(5, "foot", "cm") + conv(6, "inch", "cm"))}, slip=True)
U("eighty kilometers an hour in miles an hour", 80, "km/h", "mile/hour", slip=True)
U("so how many quarts in a gallon", 1, "gallon", "quart", slip=True)
U("twenty degrees celsius in farenheit", 20, "degC", "degF", slip=True)

# ---------------------------------------------------------------- WordNet (Debian wordnet-base)
WNSRC = "/usr/share/wordnet"
LEXNAMES = """adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute
noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group
noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession
noun.process noun.quantity noun.relation noun.shape noun.state noun.substance noun.time
verb.body verb.change verb.cognition verb.communication verb.competition verb.consumption
verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession
verb.social verb.stative verb.weather adj.ppl""".split()
assert len(LEXNAMES) == 45
POSNUM = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}
_tmp = tempfile.mkdtemp(prefix="heldout14-wn-")
atexit.register(shutil.rmtree, _tmp, True)
_wndir = os.path.join(_tmp, "corpora", "wordnet")
shutil.copytree(WNSRC, _wndir)
with open(os.path.join(_wndir, "lexnames"), "w") as f:
    for i, name in enumerate(LEXNAMES):
        f.write(f"{i:02d}\t{name}\t{POSNUM[name.split('.')[0]]}\n")
import nltk  # noqa: E402
from nltk.corpus.reader.wordnet import WordNetCorpusReader  # noqa: E402

nltk.data.path.insert(0, _tmp)


class WN30Reader(WordNetCorpusReader):
    def map_wn(self, version="oewn"):  # no version mapping: this is WordNet 3.0 itself
        return None


import warnings  # noqa: E402

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # "multilingual functions are not available" (not used)
    WN = WN30Reader(_wndir, None)
assert WN.get_version() == "3.0"


def synsets_of(word):
    key = word.lower().replace(" ", "_")
    out = []
    for s in WN.synsets(key):
        if any(l.name().lower() == key for l in s.lemmas()):
            out.append(s)
    return out


def lemma_of(s, word):
    key = word.lower().replace(" ", "_")
    return next(l for l in s.lemmas() if l.name().lower() == key)


def best_synset(word):
    ss = synsets_of(word)
    assert ss, word
    best = ss[0]
    for s in ss[1:]:
        if lemma_of(s, word).count() > lemma_of(best, word).count():
            best = s
    return best


def gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("- "))


def W(q, word, slip=False):
    b = best_synset(word)
    add("words", q, {"gloss": gloss(b), "glosses": [gloss(s) for s in synsets_of(word)]}, slip=slip)


def SYN(q, word, slip=False):
    b = best_synset(word)
    key = word.lower().replace(" ", "_")
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key]
    assert first, word
    rest = []
    for s in synsets_of(word):
        if s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key and n not in first and n not in rest:
                rest.append(n)
    add("words", q, {"synonyms": first + rest}, slip=slip)


W("What does ephemeral mean?", "ephemeral")
W("Define ubiquitous.", "ubiquitous")
W("What's the meaning of the word meticulous?", "meticulous")
W("What does julienne mean?", "julienne")
W("What does it mean to marinate something?", "marinate")
W("What does benevolent mean?", "benevolent")
W("What does lethargic mean?", "lethargic")
W("Define cacophony.", "cacophony")
W("What is a euphemism?", "euphemism")
W("What does procrastinate mean?", "procrastinate")
W("What does fickle mean?", "fickle")
W("What does mundane mean?", "mundane")
W("What does resilient mean?", "resilient")
W("What is a succulent?", "succulent")
W("What's the definition of plethora?", "plethora")
W("What does garnish mean?", "garnish")
SYN("What's another word for buy?", "buy")
SYN("Give me a synonym for big.", "big")
SYN("What's a synonym for cheap?", "cheap")
SYN("What's another word for begin?", "begin")
SYN("What's another word for quick?", "quick")
SYN("Give me another word for brave.", "brave")
for w in ["flurbish", "snickleplex", "wompulate", "gribbleton", "blarfic"]:
    assert not WN.synsets(w), w
cannot("words", "What does flurbish mean?", "flurbish")
cannot("words", "Define snickleplex.", "snickleplex")
cannot("words", "What's a synonym for wompulate?", "wompulate")
cannot("words", "What is the meaning of gribbleton?", "gribbleton")
cannot("words", "what does blarfic mean", "blarfic", slip=True)
# slips
W("um whats the meaning of pragmatic", "pragmatic", slip=True)
W("what does serendipidy mean", "serendipity", slip=True)
W("define vivid", "vivid", slip=True)
W("what does the word ponder mean", "ponder", slip=True)
SYN("uh whats a synonym for scared", "scared", slip=True)
W("what does gullible mean", "gullible", slip=True)
SYN("whats another word for funny", "funny", slip=True)

# ---------------------------------------------------------------- spelling
def SP(q, word, slip=False):
    add("spelling", q, {"letters": [c for c in word.upper()]}, slip=slip)


for q, w in [
    ("How do you spell necessary?", "necessary"),
    ("How do you spell accommodate?", "accommodate"),
    ("Can you spell conscientious for me?", "conscientious"),
    ("Spell mischievous.", "mischievous"),
    ("How do you spell Mississippi?", "Mississippi"),
    ("How is onomatopoeia spelled?", "onomatopoeia"),
    ("How do you spell fuchsia, like the color?", "fuchsia"),
    ("How do you spell quinoa?", "quinoa"),
    ("How do you spell zucchini?", "zucchini"),
    ("How do you spell Caesar, as in Caesar salad?", "Caesar"),
    ("How do you spell Tennessee?", "Tennessee"),
    ("Spell Philadelphia for me.", "Philadelphia"),
    ("How do you spell pharaoh?", "pharaoh"),
    ("How do you spell liaison?", "liaison"),
    ("How do you spell guacamole?", "guacamole"),
    ("How do you spell embarrass?", "embarrass"),
    ("How do you spell separate?", "separate"),
    ("How do you spell surveillance?", "surveillance"),
    ("How do you spell silhouette?", "silhouette"),
    ("How do you spell chrysanthemum?", "chrysanthemum"),
    ("How do you spell entrepreneur?", "entrepreneur"),
]:
    SP(q, w)
cannot("spelling", "How do you spell blimfrazzle?", "blimfrazzle")
cannot("spelling", "Spell snorkwhistle for me.", "snorkwhistle")
cannot("spelling", "How do you spell it?", None)
for w in ["blimfrazzle", "snorkwhistle"]:
    assert not WN.synsets(w), w
# slips
SP("how do you spell um rhythm", "rhythm", slip=True)
SP("spell broccoli please", "broccoli", slip=True)
SP("uh how do you spell wensday", "Wednesday", slip=True)
SP("how do you spell the word cinamon", "cinnamon", slip=True)
SP("can you spell massachusetts for me", "Massachusetts", slip=True)
SP("how do you spell restaurant", "restaurant", slip=True)
for it in ITEMS:
    w = "".join(it["expect"].get("letters", [])).lower()
    if it["group"] == "spelling" and it["kind"] == "answer" and w != "quinoa":  # quinoa is not in WN 3.0
        assert WN.synsets(w), it["q"]  # guards against typos in the words

# ---------------------------------------------------------------- calc
def C(q, v, slip=False, tol=None):
    v = rnd(v)
    if tol is None:
        tol = 0 if isinstance(v, int) else 0.001
    add("calc", q, {"number": v, "tol": tol}, slip=slip)


C("What's a 15 percent tip on $84?", 84 * 0.15)
C("How much is an 18% tip on $62.50?", 62.5 * 0.18)
C("What's the square root of 225?", math.isqrt(225))
C("What is 3/8 as a decimal?", 3 / 8)
C("What's 20 percent of 350?", 350 * 20 / 100)
C("What is 7 factorial?", math.factorial(7))
C("A jacket costs $80 and it's 25% off. What's the sale price?", 80 * 0.75)
C("If we split $126 three ways, how much does each person pay?", 126 / 3)
C("What is 9 squared plus 4?", 9 ** 2 + 4)
C("45 is what percent of 60?", 45 / 60 * 100)
C("If I double a recipe that calls for 3/4 cup of sugar, how much sugar do I need?", 2 * 0.75)
C("What's 100 divided by 8?", 100 / 8)
C("What's 17% of 240?", 240 * 17 / 100)
C("What's 8.875 percent sales tax on $120?", 120 * 0.08875, tol=0.002)
C("What is 10 minus 2 times 3?", 10 - 2 * 3)
C("What's the cube root of 27?", 3)
assert round(27 ** (1 / 3), 9) == 3
C("What's one third plus one sixth?", 1 / 3 + 1 / 6)
C("What's the average of 4, 8 and 15?", (4 + 8 + 15) / 3)
C("What's the area of a circle with a radius of 3 inches?", math.pi * 3 ** 2)
cannot("calc", "What's 17 divided by 0?", "divide by zero")
cannot("calc", "What is 8 divided by zero, minus 3?", "divide by zero")
cannot("calc", "what is the logarithm of zero", "logarithm of zero", slip=True)
try:
    math.log(0)
    raise AssertionError
except ValueError:
    pass
# slips
C("whats fifteen percent of sixty", 60 * 0.15, slip=True)
C("um whats twelve times twelve", 144, slip=True)
C("what is a hundred and twenty divided by eight", 120 / 8, slip=True)
C("whats the square root of eighty one", 9, slip=True)
C("uh twenty percent tip on forty five dollars", 45 * 0.2, slip=True)
C("whats seven hundred minus two fifty", 700 - 250, slip=True)

# ---------------------------------------------------------------- write
qs = [it["q"].lower().strip("?. ") for it in ITEMS]
dup = [q for q, c in Counter(qs).items() if c > 1]
assert not dup, dup
for i, it in enumerate(ITEMS, 1):
    it["id"] = f"q14_{i:03d}"
    if it["kind"] == "answer":
        assert it["expect"], it
        if "time" in it["expect"]:
            assert len(it["expect"]["time"]) == 5
with open(OUT, "w") as f:
    for it in ITEMS:
        row = {k: it[k] for k in ("id", "group", "q", "kind", "slip", "expect")}
        f.write(json.dumps(row, ensure_ascii=False) + "\n")

groups = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
print("| group | answer | cannot | slip | total |")
print("| --- | --- | --- | --- | --- |")
tot = Counter()
for g in groups:
    a = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "answer")
    c = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "cannot")
    s = sum(1 for it in ITEMS if it["group"] == g and it["slip"])
    tot.update(a=a, c=c, s=s)
    print(f"| {g} | {a} | {c} | {s} | {a + c} |")
print(f"| **total** | **{tot['a']}** | **{tot['c']}** | **{tot['s']}** | **{tot['a'] + tot['c']}** |")
print("wrote", OUT, len(ITEMS), "items", file=sys.stderr)
