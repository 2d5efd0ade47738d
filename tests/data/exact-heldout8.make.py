#!/usr/bin/env python3
"""exact-heldout8: an eighth held-out set of questions with exactly computed answers.

Written by a helper session that had not read the project's code or its other data
sets (see exact-heldout8.README.md). Imports nothing from the project.

Fixed situation: now is Friday 2026-12-04 14:30:00 America/New_York, country US,
place New York City (40.7128, -74.0060).

Run:  /tmp/heldout8-venv/bin/python tests/data/exact-heldout8.make.py
Writes tests/data/exact-heldout8.jsonl next to this file and prints a counts table.
"""
import atexit
import calendar
import datetime as dt
import json
import math
import os
import re
import shutil
import tempfile
import warnings
from collections import Counter
from zoneinfo import ZoneInfo

import holidays
import nltk
from astral import LocationInfo
from astral.sun import sun
from dateutil.easter import easter
from dateutil.relativedelta import relativedelta
from nltk.corpus.reader.wordnet import WordNetCorpusReader

# ---------------------------------------------------------------- situation
HERE_TZ = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=HERE_TZ)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday
NYC = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "exact-heldout8.jsonl")

ITEMS = []


def add(group, q, kind="answer", slip=False, **expect):
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names, slip=False):
    add(group, q, kind="cannot", slip=slip, names=names)


def r6(x):
    x = round(float(x), 6)
    return int(x) if x == int(x) and abs(x) < 1e15 else x


def iso(d):
    return d.isoformat()


def wd(d):
    return calendar.day_name[d.weekday()]


# ---------------------------------------------------------------- holidays
def nth_weekday(y, m, weekday, n):
    d = dt.date(y, m, 1)
    d += dt.timedelta(days=(weekday - d.weekday()) % 7)
    return d + dt.timedelta(weeks=n - 1)


def last_weekday(y, m, weekday):
    d = dt.date(y, m, calendar.monthrange(y, m)[1])
    return d - dt.timedelta(days=(d.weekday() - weekday) % 7)


MON, TUE, WED, THU, FRI, SAT, SUN = range(7)

RULES = {
    "new_year": lambda y: dt.date(y, 1, 1),
    "mlk": lambda y: nth_weekday(y, 1, MON, 3),
    "presidents": lambda y: nth_weekday(y, 2, MON, 3),
    "memorial": lambda y: last_weekday(y, 5, MON),
    "juneteenth": lambda y: dt.date(y, 6, 19),
    "independence": lambda y: dt.date(y, 7, 4),
    "labor": lambda y: nth_weekday(y, 9, MON, 1),
    "columbus": lambda y: nth_weekday(y, 10, MON, 2),
    "veterans": lambda y: dt.date(y, 11, 11),
    "thanksgiving": lambda y: nth_weekday(y, 11, THU, 4),
    "christmas": lambda y: dt.date(y, 12, 25),
    # non-federal
    "christmas_eve": lambda y: dt.date(y, 12, 24),
    "new_years_eve": lambda y: dt.date(y, 12, 31),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - dt.timedelta(days=2),
    "palm_sunday": lambda y: easter(y) - dt.timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - dt.timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - dt.timedelta(days=47),
    "mothers": lambda y: nth_weekday(y, 5, SUN, 2),
    "fathers": lambda y: nth_weekday(y, 6, SUN, 3),
    "valentines": lambda y: dt.date(y, 2, 14),
    "halloween": lambda y: dt.date(y, 10, 31),
    "st_patricks": lambda y: dt.date(y, 3, 17),
    "groundhog": lambda y: dt.date(y, 2, 2),
    "earth_day": lambda y: dt.date(y, 4, 22),
    "flag_day": lambda y: dt.date(y, 6, 14),
    "grandparents": lambda y: nth_weekday(y, 9, MON, 1) + dt.timedelta(days=6),
    "arbor": lambda y: last_weekday(y, 4, FRI),
    "black_friday": lambda y: nth_weekday(y, 11, THU, 4) + dt.timedelta(days=1),
    "cyber_monday": lambda y: nth_weekday(y, 11, THU, 4) + dt.timedelta(days=4),
    "dst_start": lambda y: nth_weekday(y, 3, SUN, 2),
    "dst_end": lambda y: nth_weekday(y, 11, SUN, 1),
    "kwanzaa": lambda y: dt.date(y, 12, 26),
    "patriots_ma": lambda y: nth_weekday(y, 4, MON, 3),
    "canada_day": lambda y: dt.date(y, 7, 1),
}


def H(name, y=None):
    """Date of a holiday in year y, or the next one on or after today."""
    f = RULES[name]
    if y is not None:
        return f(y)
    d = f(TODAY.year)
    return d if d >= TODAY else f(TODAY.year + 1)


def observed(d):
    if d.weekday() == SAT:
        return d - dt.timedelta(days=1)
    if d.weekday() == SUN:
        return d + dt.timedelta(days=1)
    return d


FEDERAL_NAMES = {
    "new_year": "New Year", "mlk": "Martin Luther King", "presidents": "Washington",
    "memorial": "Memorial", "juneteenth": "Juneteenth", "independence": "Independence",
    "labor": "Labor", "columbus": "Columbus", "veterans": "Veterans",
    "thanksgiving": "Thanksgiving", "christmas": "Christmas",
}
for y in (2020, 2026, 2027, 2028):
    us = holidays.US(years=y)
    for key, word in FEDERAL_NAMES.items():
        if key == "juneteenth" and y < 2021:
            continue
        d = RULES[key](y)
        assert word in us.get(d, ""), (key, y, d, us.get(d))
us27 = holidays.US(years=2027)
assert "observed" in us27.get(observed(H("christmas", 2027)))  # Fri 2027-12-24
assert "observed" in us27.get(observed(H("independence", 2027)))  # Mon 2027-07-05
assert "Patriots" in holidays.US(subdiv="MA", years=2027).get(H("patriots_ma", 2027))
assert "Canada Day" in holidays.CA(years=2027).get(H("canada_day", 2027))
CNY_2027 = min(d for d, n in holidays.China(years=2027).items() if "Spring Festival" in n)
for y in (2026, 2027, 2028):  # DST rules against tzdata
    for key, before, after in (("dst_start", -5, -4), ("dst_end", -4, -5)):
        d = RULES[key](y)
        off = lambda day: dt.datetime(day.year, day.month, day.day, 12, tzinfo=HERE_TZ).utcoffset()
        assert off(d - dt.timedelta(days=1)) == dt.timedelta(hours=before)
        assert off(d) == dt.timedelta(hours=after)

G = "holidays"
add(G, "When is Thanksgiving next year?", date=iso(H("thanksgiving", 2027)))
d = H("christmas", 2026)
add(G, "What day of the week does Christmas fall on this year?", date=iso(d), weekday=wd(d))
add(G, "How many sleeps until Christmas?", days=(H("christmas") - TODAY).days)
add(G, "When's Martin Luther King Jr. Day in 2028?", date=iso(H("mlk", 2028)))
add(G, "What's the date of Presidents' Day next year?", date=iso(H("presidents", 2027)))
add(G, "Memorial Day 2027, what date is that?", date=iso(H("memorial", 2027)))
add(G, "Is Juneteenth a federal holiday?", contains=["yes"])
d = H("labor", 2027)
add(G, "What day is Labor Day next year?", date=iso(d), weekday=wd(d))
add(G, "When is Columbus Day in 2027?", date=iso(H("columbus", 2027)))
d = H("veterans", 2027)
add(G, "What day of the week is Veterans Day next year?", date=iso(d), weekday=wd(d))
add(G, "When is Easter next year?", date=iso(H("easter", 2027)))
add(G, "When is Good Friday in 2027?", date=iso(H("good_friday", 2027)))
add(G, "When is Mother's Day in 2028?", date=iso(H("mothers", 2028)))
add(G, "I need to order a gift in time. When is Father's Day 2027?", date=iso(H("fathers", 2027)))
d = H("new_year")
add(G, "What day of the week is New Year's Day?", date=iso(d), weekday=wd(d))
add(G, "How many days until New Year's Day?", days=(H("new_year") - TODAY).days)
d = H("valentines")
add(G, "Valentine's Day next year falls on what day of the week?", date=iso(d), weekday=wd(d))
d = H("halloween", 2026)
add(G, "What day of the week was Halloween this year?", date=iso(d), weekday=wd(d))
d = H("st_patricks", 2028)
add(G, "When is St. Patrick's Day in 2028, and what day of the week is it?", date=iso(d), weekday=wd(d))
add(G, "What's the date of Groundhog Day?", date=iso(H("groundhog")))
add(G, "When does daylight saving time start in 2028?", date=iso(H("dst_start", 2028)))
add(G, "When do the clocks fall back next year?", date=iso(H("dst_end", 2027)))
add(G, "When is Black Friday next year?", date=iso(H("black_friday", 2027)))
add(G, "What date is Cyber Monday in 2027?", date=iso(H("cyber_monday", 2027)))
add(G, "What was the date of Thanksgiving this year?", date=iso(H("thanksgiving", 2026)))
add(G, "When was Labor Day this year?", date=iso(H("labor", 2026)))
add(G, "How many days ago was Halloween?", number=(TODAY - H("halloween", 2026)).days, tol=0)
d = observed(H("christmas", 2027))
assert H("christmas", 2027).weekday() == SAT
add(G, "Christmas 2027 is on a Saturday. Which day is the federal holiday observed?",
    date=iso(d), weekday=wd(d))
d = observed(H("independence", 2027))
assert H("independence", 2027).weekday() == SUN
add(G, "Next year the Fourth of July is a Sunday. What day do federal employees get off?",
    date=iso(d), weekday=wd(d))
add(G, "What's the date of Chinese New Year in 2027?", date=iso(CNY_2027))
add(G, "When is Mardi Gras next year?", date=iso(H("mardi_gras", 2027)))
add(G, "When is Ash Wednesday in 2027?", date=iso(H("ash_wednesday", 2027)))
d = H("earth_day", 2027)
add(G, "What day of the week is Earth Day next year?", date=iso(d), weekday=wd(d))
add(G, "When is Flag Day?", date=iso(H("flag_day")))
add(G, "When is Grandparents Day in 2027?", date=iso(H("grandparents", 2027)))
d = H("christmas_eve", 2026)
add(G, "What day of the week is Christmas Eve this year?", date=iso(d), weekday=wd(d))
add(G, "What date is Thanksgiving in 2030?", date=iso(H("thanksgiving", 2030)))
assert H("mlk", 2027) == dt.date(2027, 1, 18)
add(G, "Which holiday is on January 18th, 2027?", contains=["Martin Luther King|MLK"])
nxt = min(RULES[k](y) for k in FEDERAL_NAMES for y in (2026, 2027) if RULES[k](y) >= TODAY)
assert nxt == H("christmas")
add(G, "What's the next federal holiday?", contains=["Christmas"], date=iso(nxt))
add(G, "Is Black Friday a federal holiday?", contains=["no|not"])
add(G, "How many days are there between Thanksgiving and Christmas next year?",
    number=(H("christmas", 2027) - H("thanksgiving", 2027)).days, tol=0)
add(G, "When does Kwanzaa start this year?", date=iso(H("kwanzaa", 2026)))
add(G, "When is Patriots' Day in Massachusetts next year?", date=iso(H("patriots_ma", 2027)))
d = H("canada_day", 2027)
add(G, "My friends in Toronto celebrate Canada Day. What day of the week is it next year?",
    date=iso(d), weekday=wd(d))
# slips
add(G, "um when is thanks giving twenty twenty eight", slip=True, date=iso(H("thanksgiving", 2028)))
add(G, "whens mothers day next year", slip=True, date=iso(H("mothers", 2027)))
add(G, "how many days till christmas eve", slip=True, days=(H("christmas_eve") - TODAY).days)
d = H("new_years_eve", 2026)
add(G, "what day is new years eve on this year", slip=True, date=iso(d), weekday=wd(d))
add(G, "uh when is martin luther king day", slip=True, date=iso(H("mlk")))
add(G, "when is fathers day twenty twenty eight", slip=True, date=iso(H("fathers", 2028)))
add(G, "so when is easter in twenty twenty eight", slip=True, date=iso(H("easter", 2028)))
add(G, "when do the clocks change in march", slip=True, date=iso(H("dst_start", 2027)))
add(G, "when is saint patties day", slip=True, date=iso(H("st_patricks")))
d = H("halloween", 2027)
add(G, "what day of the week is hallo ween on next year", slip=True, date=iso(d), weekday=wd(d))
add(G, "is veterans day a day off for federal workers", slip=True, contains=["yes"])
# cannot
cannot(G, "When is National Blorpington Day?", "National Blorpington Day")
cannot(G, "When's my wedding anniversary?", "wedding anniversary")
cannot(G, "What date is Glimmerfest this year?", "Glimmerfest")
cannot(G, "when is national flurbo day", "national flurbo day", slip=True)
cannot(G, "When is my kid's spring break?", "your kid's spring break")

# ---------------------------------------------------------------- dates
G = "dates"


def coming(weekday):
    """'next Wednesday' / 'this coming Thursday' = the first one after today."""
    return TODAY + dt.timedelta(days=(weekday - TODAY.weekday() - 1) % 7 + 1)


def age_on(born, on=TODAY):
    return relativedelta(on, born).years


add(G, "What's today's date?", date=iso(TODAY))
add(G, "What day of the week is it today?", weekday=wd(TODAY))
add(G, "What's the date next Wednesday?", date=iso(coming(WED)))
add(G, "What was the date last Friday?", date=iso(TODAY - dt.timedelta(days=7)))
d = dt.date(1776, 7, 4)
add(G, "What day of the week was July 4, 1776?", weekday=wd(d))
d = dt.date(2027, 3, 3)
add(G, "My birthday is March 3rd. What day of the week will it be next year?", date=iso(d), weekday=wd(d))
add(G, "What's the date 100 days from today?", date=iso(TODAY + dt.timedelta(days=100)))
add(G, "What was the date 90 days ago?", date=iso(TODAY - dt.timedelta(days=90)))
add(G, "How many days are there from March 1 to June 1, 2027?",
    number=(dt.date(2027, 6, 1) - dt.date(2027, 3, 1)).days, tol=0)
add(G, "How many days until my vacation on February 20th?", days=(dt.date(2027, 2, 20) - TODAY).days)
add(G, "What week number is it?", number=TODAY.isocalendar()[1], tol=0)
assert not calendar.isleap(2027)
add(G, "Is 2027 a leap year?", contains=["no|not"])
add(G, "How many days are in February 2028?", number=calendar.monthrange(2028, 2)[1], tol=0)
add(G, "What day of the year is it today?", number=TODAY.timetuple().tm_yday, tol=0)
add(G, "How old is someone born on May 12, 1985?", number=age_on(dt.date(1985, 5, 12)), tol=0)
add(G, "I was born on Christmas Day 1990. How old am I?", number=age_on(dt.date(1990, 12, 25)), tol=0)
add(G, "What's the date two weeks from tomorrow?", date=iso(TODAY + dt.timedelta(days=15)))
add(G, "What was the date three weeks ago today?", date=iso(TODAY - dt.timedelta(weeks=3)))
d = dt.date(2030, 1, 1)
add(G, "What day of the week will January 1, 2030 be?", date=iso(d), weekday=wd(d))
add(G, "What will the date be six months from now?", date=iso(TODAY + relativedelta(months=6)))
add(G, "What date is 45 days from today?", date=iso(TODAY + dt.timedelta(days=45)))
add(G, "How many days have passed since January 1st?", number=(TODAY - dt.date(2026, 1, 1)).days, tol=0)
add(G, "What's the date of the second Saturday in January?", date=iso(nth_weekday(2027, 1, SAT, 2)))
add(G, "What date is the last Friday of this month?", date=iso(last_weekday(2026, 12, FRI)))
add(G, "What was yesterday's date?", date=iso(TODAY - dt.timedelta(days=1)))
d = TODAY + dt.timedelta(days=2)
add(G, "What's the day after tomorrow?", date=iso(d), weekday=wd(d))
add(G, "How many days from today until July 4th, 2027?", days=(dt.date(2027, 7, 4) - TODAY).days)
d = dt.date(2001, 9, 11)
add(G, "What day of the week was September 11, 2001?", weekday=wd(d))
d = dt.date(1974, 8, 9)
add(G, "My dad was born on August 9, 1974. What day of the week was that?", weekday=wd(d))
add(G, "What is the date 1000 days from today?", date=iso(TODAY + dt.timedelta(days=1000)))
add(G, "How many days are in this year?", number=366 if calendar.isleap(2026) else 365, tol=0)
add(G, "What's the date of the first Monday of next month?", date=iso(nth_weekday(2027, 1, MON, 1)))
add(G, "What month is it?", contains=["December"])
add(G, "Which quarter of the year are we in?", contains=["4|fourth"])
d = TODAY + dt.timedelta(days=1)
while not (d.day == 13 and d.weekday() == FRI):
    d += dt.timedelta(days=1)
add(G, "When is the next Friday the 13th?", date=iso(d))
n = sum(1 for k in range(1, 28) if (TODAY + dt.timedelta(days=k)).weekday() == FRI
        and (TODAY + dt.timedelta(days=k)).year == 2026)
add(G, "Not counting today, how many Fridays are left this year?", number=n, tol=0)
d = TODAY - relativedelta(years=1)
add(G, "What was the date exactly one year ago, and what day of the week was it?", date=iso(d), weekday=wd(d))
d = dt.date(2028, 10, 31)
add(G, "What day of the week will Halloween fall on in 2028?", date=iso(d), weekday=wd(d))
add(G, "My lease ends eight months from today. What date is that?", date=iso(TODAY + relativedelta(months=8)))
add(G, "Someone born on June 30, 2000: how old will they turn on their next birthday?",
    number=age_on(dt.date(2000, 6, 30)) + 1, tol=0)
d = coming(THU)
add(G, "What's the date this coming Thursday?", date=iso(d))
assert not calendar.isleap(1900)
add(G, "Was 1900 a leap year?", contains=["no|not"])
# slips
add(G, "whats the date tomorrow", slip=True, date=iso(TODAY + dt.timedelta(days=1)))
d = dt.date(2027, 1, 23)
add(G, "what day of the week is the twenty third of january", slip=True, date=iso(d), weekday=wd(d))
add(G, "um whats the date a hundred and twenty days from now", slip=True,
    date=iso(TODAY + dt.timedelta(days=120)))
add(G, "how many days till my birthday on march fifteenth", slip=True, days=(dt.date(2027, 3, 15) - TODAY).days)
d = dt.date(1990, 5, 4)
add(G, "what day of the week was i born on if i was born on the fourth of may nineteen ninety",
    slip=True, weekday=wd(d))
assert calendar.isleap(2032)
add(G, "is twenty thirty two a leap year", slip=True, contains=["yes"])
add(G, "uh what was the date two months ago", slip=True, date=iso(TODAY - relativedelta(months=2)))
add(G, "how many days are in march", slip=True, number=31, tol=0)
d = dt.date(2029, 1, 1)
add(G, "so what day of the week is new years day twenty twenty nine", slip=True, date=iso(d), weekday=wd(d))
add(G, "how old is someone born on april second nineteen sixty two", slip=True,
    number=age_on(dt.date(1962, 4, 2)), tol=0)
# cannot
for y, m, dd in ((2027, 4, 31), (2023, 2, 29), (2027, 2, 30)):
    try:
        dt.date(y, m, dd)
        raise AssertionError("date exists")
    except ValueError:
        pass
cannot(G, "What day of the week is April 31st next year?", "April 31")
cannot(G, "What day of the week was February 29, 2023?", "February 29, 2023")
assert len([k for k in range(1, 29) if dt.date(2027, 2, k).weekday() == TUE]) == 4
cannot(G, "What's the date of the fifth Tuesday in February 2027?", "fifth Tuesday in February 2027")
cannot(G, "How old am I?", "your age")
cannot(G, "what day of the week is february thirtieth", "february thirtieth", slip=True)
try:
    dt.date(2026, 11, 31)
    raise AssertionError("date exists")
except ValueError:
    pass
cannot(G, "what day of the week was the thirty first of november", "november thirty first", slip=True)

# ---------------------------------------------------------------- world clock
G = "worldclock"
UTC = ZoneInfo("UTC")


def there(zone, at=NOW):
    return at.astimezone(ZoneInfo(zone))


def hm(t):
    return t.strftime("%H:%M")


def diff_hours(zone_a, zone_b, at=NOW):
    """How many hours zone_b is ahead of zone_a at `at` (asserted whole)."""
    off = there(zone_b, at).utcoffset() - there(zone_a, at).utcoffset()
    h = off.total_seconds() / 3600
    assert h == int(h), (zone_a, zone_b, h)
    return int(h)


def at_local(zone, hour, minute=0, day=TODAY):
    return dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=ZoneInfo(zone))


def clock(q, zone, slip=False):
    add(G, q, slip=slip, time=hm(there(zone)), tol_min=1)


clock("What time is it in Tokyo?", "Asia/Tokyo")
clock("What time is it in London right now?", "Europe/London")
t = there("Australia/Sydney")
add(G, "What day is it in Sydney?", date=iso(t.date()), weekday=wd(t.date()))
add(G, "What's the time difference between New York and Paris?",
    number=abs(diff_hours("America/New_York", "Europe/Paris")), tol=0)
add(G, "How many hours ahead of us is Tokyo?", number=diff_hours("America/New_York", "Asia/Tokyo"), tol=0)
add(G, "If it's 8 pm here, what time is it in London?",
    time=hm(at_local("America/New_York", 20).astimezone(ZoneInfo("Europe/London"))), tol_min=1)
add(G, "If I call my mom in Los Angeles at 9 tonight my time, what time will it be for her?",
    time=hm(at_local("America/New_York", 21).astimezone(ZoneInfo("America/Los_Angeles"))), tol_min=1)
add(G, "My flight lands in Dubai at 7 a.m. local time. What time is that in New York?",
    time=hm(at_local("Asia/Dubai", 7, day=TODAY + dt.timedelta(days=1)).astimezone(HERE_TZ)), tol_min=1)
assert there("Pacific/Honolulu").weekday() == FRI
add(G, "Is it still Friday in Honolulu?", contains=["yes"])
clock("What time is it in India?", "Asia/Kolkata")
clock("What's the time in Kathmandu?", "Asia/Kathmandu")
clock("What time is it in Adelaide?", "Australia/Adelaide")
clock("What time is it in Tehran?", "Asia/Tehran")
add(G, "What's the time difference between London and Tokyo?",
    number=abs(diff_hours("Europe/London", "Asia/Tokyo")), tol=0)
assert there("America/Phoenix").utcoffset() == there("America/Denver").utcoffset()
add(G, "Are Phoenix and Denver on the same time right now?", contains=["yes"])
clock("What time is it in Chicago?", "America/Chicago")
clock("What time is it in Iceland?", "Atlantic/Reykjavik")
clock("What time is it in Paris, Texas?", "America/Chicago")
add(G, "What's the date in Auckland right now?", date=iso(there("Pacific/Auckland").date()))
add(G, "When it's noon in Sydney, what time is it here in New York?",
    time=hm(at_local("Australia/Sydney", 12, day=TODAY + dt.timedelta(days=1)).astimezone(HERE_TZ)), tol_min=1)
assert there("Asia/Seoul").weekday() == SAT
add(G, "Is it Saturday yet in Seoul?", contains=["yes"])
clock("What time is it in Mexico City?", "America/Mexico_City")
clock("What time is it in Kuala Lumpur?", "Asia/Kuala_Lumpur")
clock("Tell me the time in Moscow.", "Europe/Moscow")
clock("What time is it in Cairo?", "Africa/Cairo")
clock("What time is it in Buenos Aires?", "America/Argentina/Buenos_Aires")
clock("What time is it in Istanbul?", "Europe/Istanbul")
clock("What time is it in Anchorage?", "America/Anchorage")
clock("What time is it in Halifax, Nova Scotia?", "America/Halifax")
clock("My cousin lives in Dhaka. What time is it there?", "Asia/Dhaka")
clock("What's the time in Santiago, Chile?", "America/Santiago")
clock("What time is it in Kyiv?", "Europe/Kyiv")
add(G, "How many hours behind us is Honolulu?", number=-diff_hours("America/New_York", "Pacific/Honolulu"), tol=0)
add(G, "If it's 3 p.m. in London, what time is it in Chicago?",
    time=hm(at_local("Europe/London", 15).astimezone(ZoneInfo("America/Chicago"))), tol_min=1)
add(G, "I have a meeting at 10 a.m. Pacific time. What time is that for me?",
    time=hm(at_local("America/Los_Angeles", 10).astimezone(HERE_TZ)), tol_min=1)
add(G, "A webinar starts at 16:00 Berlin time. What time is that here?",
    time=hm(at_local("Europe/Berlin", 16).astimezone(HERE_TZ)), tol_min=1)
clock("What time is it in UTC?", "UTC")
clock("My sister is in Brisbane. What time is it there?", "Australia/Brisbane")
clock("What time is it in Addis Ababa?", "Africa/Addis_Ababa")
# slips
clock("whats the time in tokyo japan right now", "Asia/Tokyo", slip=True)
clock("whats the time in sidney australia", "Australia/Sydney", slip=True)
clock("what time is it in bombay", "Asia/Kolkata", slip=True)
clock("um what time is it over in honolulu", "Pacific/Honolulu", slip=True)
clock("what time is it in los angelis", "America/Los_Angeles", slip=True)
clock("what time is it in bankok", "Asia/Bangkok", slip=True)
add(G, "how many hours ahead is london from here", slip=True,
    number=diff_hours("America/New_York", "Europe/London"), tol=0)
clock("uh what time is it in beijing china", "Asia/Shanghai", slip=True)
clock("what time is it in vancover", "America/Vancouver", slip=True)
add(G, "if its nine am here what time is it in paris", slip=True,
    time=hm(at_local("America/New_York", 9).astimezone(ZoneInfo("Europe/Paris"))), tol_min=1)
# cannot: ambiguous or unknown places (several zones asserted from tzdata)
for zones in (("Australia/Perth", "Australia/Sydney"), ("America/Sao_Paulo", "America/Manaus"),
              ("Europe/Moscow", "Asia/Vladivostok"), ("America/Los_Angeles", "America/New_York")):
    assert there(zones[0]).utcoffset() != there(zones[1]).utcoffset()
cannot(G, "What time is it in Australia?", "Australia")
cannot(G, "What's the time in Brazil?", "Brazil")
cannot(G, "What time is it in Russia?", "Russia")
cannot(G, "What time is it in Wakanda?", "Wakanda")
cannot(G, "what time is it in portland", "portland", slip=True)
assert there("America/New_York").utcoffset() != there("America/Denver").utcoffset()
cannot(G, "what time is it in the us", "the us", slip=True)
cannot(G, "What time is it in Blorbistan?", "Blorbistan")

# ---------------------------------------------------------------- sun
G = "sun"


def sun_at(day, loc=NYC):
    return sun(loc.observer, date=day, tzinfo=ZoneInfo(loc.timezone))


def rmin(t):
    t = (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)
    return t.strftime("%H:%M")


def sun_q(q, event, day, loc=NYC, slip=False):
    add(G, q, slip=slip, time=rmin(sun_at(day, loc)[event]), tol_min=3)


def daylength_q(q, day, slip=False):
    s = sun_at(day)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h, m = int(mins // 60), mins - 60 * int(mins // 60)
    assert 5 <= m <= 55, (day, m)  # whole hours not ambiguous within +-1.5 min
    add(G, q, slip=slip, contains=[f"{h} hour|{h} h|{h}:"], number=r6(m), tol=r6(1.5 / m))


TOMORROW = TODAY + dt.timedelta(days=1)
sun_q("What time does the sun go down tonight?", "sunset", TODAY)
sun_q("When's sunrise this Sunday?", "sunrise", coming(SUN))
sun_q("What time will the sun come up on Christmas morning?", "sunrise", dt.date(2026, 12, 25))
sun_q("When does the sun set on New Year's Eve?", "sunset", dt.date(2026, 12, 31))
daylength_q("How long is the day today, from sunrise to sunset?", TODAY)
sun_q("What time is sunset on December 21st?", "sunset", dt.date(2026, 12, 21))
sun_q("When's sunrise on January 15?", "sunrise", dt.date(2027, 1, 15))
sun_q("What time does the sun set on the Fourth of July next year?", "sunset", dt.date(2027, 7, 4))
sun_q("When does civil twilight begin tomorrow morning?", "dawn", TOMORROW)
sun_q("When is solar noon today?", "noon", TODAY)
sun_q("What time does civil twilight end tonight?", "dusk", TODAY)
daylength_q("How many hours of daylight will there be on June 1st next year?", dt.date(2027, 6, 1))
sun_q("When is sunset on Valentine's Day?", "sunset", dt.date(2027, 2, 14))
sun_q("What time's sunrise on Monday?", "sunrise", coming(MON))
sun_q("What time does the sun set in Los Angeles today?", "sunset", TODAY,
      LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437))
sun_q("When does the sun rise in Honolulu tomorrow?", "sunrise", TOMORROW,
      LocationInfo("Honolulu", "USA", "Pacific/Honolulu", 21.3069, -157.8583))
s = sun_at(TODAY)
assert s["sunrise"] < NOW < s["sunset"]
add(G, "Is the sun up right now?", contains=["yes"])
sun_q("I'm planning a morning walk in March. When's sunrise on March 15th?", "sunrise", dt.date(2027, 3, 15))
# slips
sun_q("what time does the sun come up tomorrow", "sunrise", TOMORROW, slip=True)
sun_q("when is sun set tomorrow", "sunset", TOMORROW, slip=True)
daylength_q("um how many hours of day light do we get on christmas", dt.date(2026, 12, 25), slip=True)
sun_q("what time is sunrise on new years day", "sunrise", dt.date(2027, 1, 1), slip=True)
daylength_q("how much daylight will we have on august first next year", dt.date(2027, 8, 1), slip=True)
# cannot
UTQ = LocationInfo("Utqiagvik", "USA", "America/Anchorage", 71.2906, -156.7886)
try:
    sun_at(TOMORROW, UTQ)
    raise AssertionError("expected polar night")
except ValueError:
    pass
cannot(G, "What time is sunrise in Utqiagvik, Alaska tomorrow?", "sunrise in Utqiagvik")
cannot(G, "When does the sun set in Gotham City?", "Gotham City")
cannot(G, "What time is sunrise on February 30th?", "February 30")

# ---------------------------------------------------------------- units
G = "units"
INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
TROY_OZ = 0.0311034768
GAL = 231 * INCH ** 3 * 1000  # litres
QUART, PINT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
IMP_GAL = 4.54609
IMP_PINT = IMP_GAL / 8
ACRE = 43560 * FOOT ** 2  # m2
HECTARE = 10000.0
KNOT = NMI / 3600  # m/s
PSI = LB * 9.80665 / INCH ** 2  # Pa
BAR, ATM = 1e5, 101325.0
KCAL = 4184.0
HP = 745.69987158227022
STICK_TBSP = 8  # US stick of butter = 1/2 cup = 8 tbsp
assert abs(CUP / 2 - STICK_TBSP * TBSP) < 1e-12


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def u(q, value, slip=False):
    add(G, q, slip=slip, number=r6(value))


u("What's 350 degrees Fahrenheit in Celsius?", f2c(350))
u("My European recipe says 180°C. What's that in Fahrenheit?", c2f(180))
u("How many milliliters are in 2 cups?", 2 * CUP * 1000)
u("How many milliliters in a tablespoon?", TBSP * 1000)
u("How many teaspoons are in a tablespoon?", TBSP / TSP)
u("How many tablespoons make a quarter cup?", CUP / 4 / TBSP)
u("How many cups are in a quart?", QUART / CUP)
u("How many ounces in a pound?", LB / OZ)
u("What's 500 grams in pounds?", 0.5 / LB)
u("Convert 2.5 kilograms to pounds.", 2.5 / LB)
u("How many grams is 8 ounces?", 8 * OZ * 1000)
u("How many kilometers is 10 miles?", 10 * MILE / 1000)
u("What's 100 kilometers in miles?", 100000 / MILE)
u("How tall is 6 feet in centimeters?", 6 * FOOT * 100)
u("I'm 5 foot 10. What's that in centimeters?", (5 * FOOT + 10 * INCH) * 100)
u("How many inches is 170 centimeters?", 1.70 / INCH)
u("How many cups are in a liter?", 1 / CUP)
u("How many liters in a gallon?", GAL)
u("Convert 20 liters to gallons.", 20 / GAL)
u("It's 70 degrees Fahrenheit outside. What's that in Celsius?", f2c(70))
u("What is minus 40 Celsius in Fahrenheit?", c2f(-40))
u("What's absolute zero in Celsius?", 0 - 273.15)
u("What's 98.6 Fahrenheit in Celsius?", f2c(98.6))
u("How many square feet in an acre?", ACRE / FOOT ** 2)
u("How many acres is 2 hectares?", 2 * HECTARE / ACRE)
u("What's 60 miles per hour in kilometers per hour?", 60 * MILE / 1000)
u("How fast is 30 knots in miles per hour?", 30 * NMI / MILE)
u("I weigh 11 stone. How many pounds is that?", 11 * STONE / LB)
u("What's 150 pounds in kilograms?", 150 * LB)
u("How many feet are in a mile?", MILE / FOOT)
u("How many fluid ounces is 500 milliliters?", 0.5 / FLOZ)
u("A 12 ounce can of soda holds how many milliliters?", 12 * FLOZ * 1000)
u("How many mebibytes are in a gibibyte?", 2 ** 30 / 2 ** 20)
u("My tires say 32 psi. What's that in bar?", 32 * PSI / BAR)
u("How many psi is one atmosphere?", ATM / PSI)
u("Convert 200 food calories to kilojoules.", 200 * KCAL / 1000)
u("How many horsepower is 1500 watts?", 1500 / HP)
u("How many tablespoons are in a stick of butter?", STICK_TBSP)
u("What's 250 milliliters in cups?", 0.25 / CUP)
u("A marathon is 26.2 miles. How many kilometers is that?", 26.2 * MILE / 1000)
u("My cake pan is 9 inches across. How big is that in centimeters?", 9 * INCH * 100)
u("How many feet in a nautical mile?", NMI / FOOT)
u("How many grams is a troy ounce?", TROY_OZ * 1000)
u("What's 50 square meters in square feet?", 50 / FOOT ** 2)
u("How many liters are in a cubic foot?", FOOT ** 3 * 1000)
u("How many milliliters are in a quart?", QUART * 1000)
u("Preheat to 425 Fahrenheit, what is that in Celsius?", f2c(425))
u("What's 30 miles per gallon in liters per 100 kilometers?", 100 / (30 * MILE / 1000 / GAL))
u("How many minutes is 3 and a half hours?", 3.5 * 60)
u("How many pounds is a metric ton?", 1000 / LB)
# slips
u("how many mils in a cup", CUP * 1000, slip=True)
u("three hundred seventy five degrees fahrenheit in celsius", f2c(375), slip=True)
u("how many grams is a pound", LB * 1000, slip=True)
u("convert five kilos to pounds", 5 / LB, slip=True)
u("how many table spoons in a cup", CUP / TBSP, slip=True)
u("ten k in miles", 10000 / MILE, slip=True)
u("how many litres in two gallons", 2 * GAL, slip=True)
u("um how many feet in a meter", 1 / FOOT, slip=True)
u("how many ounces in a kilogram", 1 / OZ, slip=True)
u("sixty five miles an hour in kilometers", 65 * MILE / 1000, slip=True)
u("whats fourty degrees celsius in farenheit", c2f(40), slip=True)
u("uh how many british pints in a liter", 1 / IMP_PINT, slip=True)
# cannot
cannot(G, "How many pounds are in three hours?", "hours to pounds")
cannot(G, "How many liters are in a foot?", "feet to liters")
cannot(G, "Convert 60 miles per hour to degrees Celsius.", "miles per hour to Celsius")
cannot(G, "How many grams are in a wumbo?", "wumbo")
cannot(G, "how many cups are in a mile", "miles to cups", slip=True)
cannot(G, "Convert 10 kilograms to kilometers.", "kilograms to kilometers")
cannot(G, "how many teaspoons are in a kilometer", "kilometers to teaspoons", slip=True)

# ---------------------------------------------------------------- WordNet
LEXNAMES = """adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact
noun.attribute noun.body noun.cognition noun.communication noun.event noun.feeling noun.food
noun.group noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant
noun.possession noun.process noun.quantity noun.relation noun.shape noun.state noun.substance
noun.time verb.body verb.change verb.cognition verb.communication verb.competition
verb.consumption verb.contact verb.creation verb.emotion verb.motion verb.perception
verb.possession verb.social verb.stateful verb.weather adj.ppl""".split()
assert len(LEXNAMES) == 45


class _Reader(WordNetCorpusReader):
    # Debian's WordNet 3.0 ships no index.sense; the 3.0 -> 3.0 mapping is not needed
    def map_wn(self, version="wordnet"):
        return None


def open_wordnet(src="/usr/share/wordnet"):
    tmp = tempfile.mkdtemp(prefix="heldout8-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    root = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree(src, root)
    cat = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}
    with open(os.path.join(root, "lexnames"), "w") as f:
        for i, name in enumerate(LEXNAMES):
            f.write(f"{i:02d}\t{name}\t{cat[name.split('.')[0]]}\n")
    nltk.data.path.insert(0, tmp)  # nltk refuses corpus folders outside its data path
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return _Reader(root, None)


WN = open_wordnet()


def _key(word):
    return word.lower().replace(" ", "_")


def word_synsets(word):
    """Synsets that contain the word itself (not just a base form of it)."""
    k = _key(word)
    return [s for s in WN.synsets(k) if any(l.name().lower() == k for l in s.lemmas())]


def _lemma(s, word):
    k = _key(word)
    return next(l for l in s.lemmas() if l.name().lower() == k)


def best_synset(word):
    best, best_count = None, -1
    for s in word_synsets(word):  # WordNet order; strict > keeps the first on ties
        c = _lemma(s, word).count()
        if c > best_count:
            best, best_count = s, c
    return best


def gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("-"))


def synonyms(word):
    k = _key(word)
    b = best_synset(word)
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != k]
    assert first, word
    rest = []
    for s in word_synsets(word):
        if s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != k and n not in first and n not in rest:
                rest.append(n)
    return first + rest


def absent(word):
    assert not WN.synsets(_key(word)) and not word_synsets(word), word
    return word


# ---------------------------------------------------------------- spelling
G = "spelling"


def sp(q, word, slip=False):
    add(G, q, slip=slip, letters=re.sub(r"[^A-Za-z]", "", word).upper())


sp("How do you spell necessary?", "necessary")
sp("Spell rhythm for me.", "rhythm")
sp("How do you spell accommodate?", "accommodate")
sp("Is it seperate or separate? How do you spell it?", "separate")
sp("How is conscience spelled?", "conscience")
sp("Spell restaurant.", "restaurant")
sp("How do you spell Wednesday?", "Wednesday")
sp("How do you spell February?", "February")
sp("Spell Mississippi, please.", "Mississippi")
sp("I'm writing a grocery list. How do you spell zucchini?", "zucchini")
sp("How do you spell broccoli?", "broccoli")
sp("What's the spelling of cinnamon?", "cinnamon")
sp("How do you spell croissant?", "croissant")
sp("How do you spell quinoa?", "quinoa")
sp("Spell the word parallel.", "parallel")
sp("How do you spell embarrass?", "embarrass")
sp("How do you spell millennium?", "millennium")
sp("How do you spell questionnaire?", "questionnaire")
sp("How do you spell lieutenant?", "lieutenant")
sp("How do you spell Massachusetts?", "Massachusetts")
sp("I'm writing a card. How do you spell congratulations?", "congratulations")
sp("How do you spell receipt?", "receipt")
sp("How do you spell mayonnaise?", "mayonnaise")
sp("How do you spell cappuccino?", "cappuccino")
sp("How do you spell the number eight?", "eight")
sp("How do you spell 'their' as in belonging to them?", "their")
sp("How do you spell onomatopoeia?", "onomatopoeia")
sp("How do you spell silhouette?", "silhouette")
sp("How do you spell Tennessee?", "Tennessee")
sp("How do you spell pneumonia?", "pneumonia")
# slips
sp("how do you spell acquaintance", "acquaintance", slip=True)
sp("spell prosciutto for me", "prosciutto", slip=True)
sp("um how do you spell chihuahua", "chihuahua", slip=True)
sp("how do you spell bureaucracy", "bureaucracy", slip=True)
sp("uh spell the word mischievous", "mischievous", slip=True)
sp("how do you spell the number forty", "forty", slip=True)
sp("so how do you spell definitely", "definitely", slip=True)
# cannot
cannot(G, "How do you spell frambulatious?", absent("frambulatious"))
cannot(G, "How do you spell that?", "no word given")
cannot(G, "spell zorkleberry", absent("zorkleberry"), slip=True)

# ---------------------------------------------------------------- words
G = "words"


def define(q, word, slip=False):
    b = best_synset(word)
    assert b is not None, word
    add(G, q, slip=slip, gloss=gloss(b), glosses=[gloss(s) for s in word_synsets(word)])


def syn(q, word, slip=False):
    add(G, q, slip=slip, synonyms=synonyms(word))


define("What does ubiquitous mean?", "ubiquitous")
define("Define ephemeral.", "ephemeral")
define("What's the meaning of serendipity?", "serendipity")
define("What does meticulous mean?", "meticulous")
define("What does the word ambiguous mean?", "ambiguous")
define("What does resilient mean?", "resilient")
define("Define obsolete.", "obsolete")
define("What does gullible mean?", "gullible")
define("My recipe says to make a roux. What is a roux?", "roux")
define("What's the definition of garnish?", "garnish")
define("The recipe says to emulsify the dressing. What does emulsify mean?", "emulsify")
define("What does procrastinate mean?", "procrastinate")
define("What does euphoria mean?", "euphoria")
define("What does hubris mean?", "hubris")
define("What is altruism?", "altruism")
define("What does empathy mean?", "empathy")
define("What is a meringue?", "meringue")
define("What does deglaze mean?", "deglaze")
define("What's a sommelier?", "sommelier")
define("What does ostentatious mean?", "ostentatious")
syn("What's another word for quick?", "quick")
syn("Give me a synonym for begin.", "begin")
syn("What's a synonym for funny?", "funny")
syn("Another word for brave?", "brave")
syn("What's a synonym of difficult?", "difficult")
syn("What's another word for tiny?", "tiny")
syn("Synonym for buy.", "buy")
syn("What's another word for enormous?", "enormous")
syn("What's a different word for mistake?", "mistake")
syn("I keep saying fix. What's a synonym for fix?", "fix")
syn("What's another word for loquacious?", "loquacious")
# slips (mishearings expect the real word)
define("what does succinct mean", "succinct", slip=True)
define("um whats the definition of compote", "compote", slip=True)
define("define nefarius", "nefarious", slip=True)
define("what is chutney", "chutney", slip=True)
syn("whats another word for calm", "calm", slip=True)
syn("um give me a synonym for scrumptious", "scrumptious", slip=True)
syn("uh another word for help", "help", slip=True)
absent("nefarius")
# cannot
cannot(G, "What does snorflaxian mean?", absent("snorflaxian"))
cannot(G, "Define grompulate.", absent("grompulate"))
cannot(G, "What's a synonym for blickwort?", absent("blickwort"))
cannot(G, "What's the meaning of trandlesnoop?", absent("trandlesnoop"))
cannot(G, "what does quimbletoff mean", absent("quimbletoff"), slip=True)
cannot(G, "what does flumptastic mean", absent("flumptastic"), slip=True)
absent("wumbo")

# ---------------------------------------------------------------- calc
G = "calc"


def c(q, value, tol=None, slip=False):
    v = r6(value)
    if tol is None:
        tol = 0 if float(v) == int(v) else 0.001
    add(G, q, slip=slip, number=v, tol=tol)


c("What's 15 percent of 80?", 0.15 * 80)
c("What's a 20% tip on $64.50?", 0.20 * 64.50)
c("What's 18 percent of 45 dollars?", 0.18 * 45)
c("What's the square root of 144?", math.sqrt(144))
c("What's 2 to the 10th power?", 2 ** 10)
c("What's 17 times 23?", 17 * 23)
c("What's 1234 plus 5678?", 1234 + 5678)
c("What's 1000 divided by 8?", 1000 / 8)
c("What's 13 squared?", 13 ** 2)
c("What is 7 factorial?", math.factorial(7))
c("Split a $96 bill between 5 people.", 96 / 5)
c("What's 45 minus 17?", 45 - 17)
c("What's 9 times 8 minus 4?", 9 * 8 - 4)
c("What's 25% off $80?", 80 * 0.75)
c("A $120 jacket goes up 15%. What's the new price?", 120 * 1.15)
c("What's 100 divided by 3?", 100 / 3)
c("What's the cube root of 27?", round(27 ** (1 / 3), 9))
c("What percent of 60 is 45?", 45 / 60 * 100)
c("What's the average of 4, 8, and 15?", (4 + 8 + 15) / 3)
c("What's 6.5 times 4?", 6.5 * 4)
c("What's 2.5 plus 3.75?", 2.5 + 3.75)
c("If I put $1,000 in savings at 5% interest compounded yearly, how much will I have after 3 years?",
  1000 * 1.05 ** 3)
c("What's negative 8 plus 15?", -8 + 15)
c("What's 11 percent of 250?", 0.11 * 250)
c("What's the remainder when you divide 100 by 7?", 100 % 7)
c("I'm tripling a recipe that needs 250 grams of flour. How much flour do I need?", 3 * 250)
# slips
c("whats fifteen percent of two hundred", 0.15 * 200, slip=True)
c("um whats twelve times twelve", 12 * 12, slip=True)
c("what is a twenty percent tip on fifty dollars", 0.2 * 50, slip=True)
c("whats the square root of eighty one", math.sqrt(81), slip=True)
c("how much is two hundred divided by eight", 200 / 8, slip=True)
c("whats three hundred fifty times twelve", 350 * 12, slip=True)
# cannot
cannot(G, "What's 12 divided by 0?", "division by zero")
cannot(G, "What's the logarithm of zero?", "logarithm of zero")
cannot(G, "what is seven divided by zero", "division by zero", slip=True)

# ---------------------------------------------------------------- checks and output
GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
qs = [it["q"] for it in ITEMS]
assert len(qs) == len(set(q.lower() for q in qs)), [q for q, n in Counter(q.lower() for q in qs).items() if n > 1]
for it in ITEMS:
    assert it["group"] in GROUPS
    assert it["expect"], it
    if it["slip"]:
        q = it["q"]
        assert q == q.lower() and not re.search(r"[0-9.,?!'\"’:;()%$°-]", q), q
    if it["kind"] == "cannot":
        assert set(it["expect"]) == {"names"}
    if "days" in it["expect"]:
        assert it["expect"]["days"] > 0

ITEMS.sort(key=lambda it: GROUPS.index(it["group"]))  # stable: keeps the order above
with open(OUT, "w", encoding="utf-8") as f:
    for i, it in enumerate(ITEMS, 1):
        row = {"id": f"q8_{i:03d}", **it}
        f.write(json.dumps(row, ensure_ascii=False) + "\n")

tot = Counter()
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
for g in GROUPS:
    rows = [it for it in ITEMS if it["group"] == g]
    a = sum(it["kind"] == "answer" for it in rows)
    k = sum(it["kind"] == "cannot" for it in rows)
    s = sum(it["slip"] for it in rows)
    tot.update(answer=a, cannot=k, slip=s)
    print(f"| {g} | {a} | {k} | {s} |")
n = len(ITEMS)
print(f"| **total** | **{tot['answer']}** | **{tot['cannot']} ({100 * tot['cannot'] / n:.1f}%)** "
      f"| **{tot['slip']} ({100 * tot['slip'] / n:.1f}%)** |")
print(f"{n} questions written to {OUT}")
