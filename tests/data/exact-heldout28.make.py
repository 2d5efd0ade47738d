#!/usr/bin/env python3
"""exact-heldout28: held-out questions with computed answers (set 28).

Written 2026-12-06 by a helper session. Imports nothing from the project.
Holds every question and computes every expected answer, writes
exact-heldout28.jsonl next to this file and prints the counts.

Only the standard library and python-dateutil are used (holidays, astral and
nltk are not installed for python3 on the machine this was written on):
  * holidays: computed from their rules and checked against a small table of
    published dates;
  * sun: a port of the NOAA-spreadsheet algorithm exactly as astral 3.2 uses it
    (time_of_transit with its two-pass refraction handling, noon, dawn);
  * words: a small reader for Princeton WordNet 3.0 (Debian `wordnet-base`,
    /usr/share/wordnet) that mirrors nltk 3.10's parsing, sense keys and
    `Lemma.count()` (cntlist.rev).
"""

import calendar
import datetime as dt
import json
import math
import os
import re
import sys
from collections import Counter, OrderedDict
from zoneinfo import ZoneInfo

from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout28.jsonl")

# --------------------------------------------------------------------------
# The fixed situation
# --------------------------------------------------------------------------
HOME_TZ = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=HOME_TZ)
TODAY = NOW.date()
NYC = (40.7128, -74.0060)
assert TODAY.strftime("%A") == "Friday"

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    ITEMS.append(OrderedDict(group=group, q=q, kind=kind, slip=slip, expect=expect))


def num(x):
    x = round(float(x), 6)
    return int(x) if x == int(x) else x


def wd(d):
    return d.strftime("%A")


def E_date(d, weekday=False):
    e = OrderedDict(date=d.isoformat())
    if weekday:
        e["weekday"] = wd(d)
    return e


def E_days(target):
    return OrderedDict(days=abs((target - TODAY).days))


def E_num(x, tol=None):
    e = OrderedDict(number=num(x))
    if tol is not None:
        e["tol"] = tol
    return e


def cannot(group, q, names=None, slip=False):
    e = OrderedDict()
    if names:
        e["names"] = names
    add(group, q, e, kind="cannot", slip=slip)


# --------------------------------------------------------------------------
# Holiday rules
# --------------------------------------------------------------------------
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


RULES = {
    "new_year": lambda y: dt.date(y, 1, 1),
    "mlk": lambda y: nth_weekday(y, 1, MON, 3),
    "groundhog": lambda y: dt.date(y, 2, 2),
    "presidents": lambda y: nth_weekday(y, 2, MON, 3),
    "valentine": lambda y: dt.date(y, 2, 14),
    "mardi_gras": lambda y: easter(y) - dt.timedelta(days=47),
    "ash_wednesday": lambda y: easter(y) - dt.timedelta(days=46),
    "st_patrick": lambda y: dt.date(y, 3, 17),
    "palm_sunday": lambda y: easter(y) - dt.timedelta(days=7),
    "good_friday": lambda y: easter(y) - dt.timedelta(days=2),
    "easter": lambda y: easter(y),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "april_fools": lambda y: dt.date(y, 4, 1),
    "earth_day": lambda y: dt.date(y, 4, 22),
    "mothers": lambda y: nth_weekday(y, 5, SUN, 2),
    "pentecost": lambda y: easter(y) + dt.timedelta(days=49),
    "memorial": lambda y: last_weekday(y, 5, MON),
    "flag_day": lambda y: dt.date(y, 6, 14),
    "juneteenth": lambda y: dt.date(y, 6, 19),
    "fathers": lambda y: nth_weekday(y, 6, SUN, 3),
    "canada_day": lambda y: dt.date(y, 7, 1),
    "independence": lambda y: dt.date(y, 7, 4),
    "labor": lambda y: nth_weekday(y, 9, MON, 1),
    "columbus": lambda y: nth_weekday(y, 10, MON, 2),
    "canada_thanksgiving": lambda y: nth_weekday(y, 10, MON, 2),
    "halloween": lambda y: dt.date(y, 10, 31),
    "election": lambda y: nth_weekday(y, 11, MON, 1) + dt.timedelta(days=1),
    "veterans": lambda y: dt.date(y, 11, 11),
    "thanksgiving": lambda y: nth_weekday(y, 11, THU, 4),
    "black_friday": lambda y: nth_weekday(y, 11, THU, 4) + dt.timedelta(days=1),
    "cyber_monday": lambda y: nth_weekday(y, 11, THU, 4) + dt.timedelta(days=4),
    "christmas_eve": lambda y: dt.date(y, 12, 24),
    "christmas": lambda y: dt.date(y, 12, 25),
    "boxing_day": lambda y: dt.date(y, 12, 26),
    "kwanzaa": lambda y: dt.date(y, 12, 26),
    "new_years_eve": lambda y: dt.date(y, 12, 31),
}


def hol(name, year=None):
    """Holiday date; without a year the next one on or after today."""
    f = RULES[name]
    if year is not None:
        return f(year)
    for y in range(TODAY.year, TODAY.year + 3):
        if f(y) >= TODAY:
            return f(y)
    raise AssertionError(name)


# Published dates (US federal calendar / church calendars), written into the
# script as a check of the rules above, since the `holidays` package is absent.
PUBLISHED = {
    ("thanksgiving", 2026): (2026, 11, 26), ("thanksgiving", 2027): (2027, 11, 25),
    ("labor", 2026): (2026, 9, 7), ("labor", 2027): (2027, 9, 6),
    ("mlk", 2027): (2027, 1, 18), ("presidents", 2027): (2027, 2, 15),
    ("memorial", 2026): (2026, 5, 25), ("memorial", 2027): (2027, 5, 31),
    ("columbus", 2027): (2027, 10, 11), ("easter", 2026): (2026, 4, 5),
    ("easter", 2027): (2027, 3, 28), ("easter", 2028): (2028, 4, 16),
    ("mothers", 2027): (2027, 5, 9), ("fathers", 2027): (2027, 6, 20),
    ("election", 2028): (2028, 11, 7), ("election", 2024): (2024, 11, 5),
    ("thanksgiving", 2025): (2025, 11, 27), ("mlk", 2026): (2026, 1, 19),
}
for (name, y), ymd in PUBLISHED.items():
    assert RULES[name](y) == dt.date(*ymd), (name, y, RULES[name](y))


def dst_changes(year, tz=HOME_TZ):
    """Dates (local) on which the UTC offset changes, from tzdata."""
    out = []
    d = dt.date(year, 1, 1)
    while d.year == year:
        a = dt.datetime(d.year, d.month, d.day, 0, 0, tzinfo=tz).utcoffset()
        b = dt.datetime(d.year, d.month, d.day, 23, 0, tzinfo=tz).utcoffset()
        if a != b:
            out.append((d, b > a))
        d += dt.timedelta(days=1)
    return out


DST = dst_changes(2027)
assert len(DST) == 2 and DST[0][1] and not DST[1][1]
DST_START_2027, DST_END_2027 = DST[0][0], DST[1][0]
assert DST_START_2027 == nth_weekday(2027, 3, SUN, 2)
assert DST_END_2027 == nth_weekday(2027, 11, SUN, 1)

# --------------------------------------------------------------------------
# Holidays
# --------------------------------------------------------------------------
G = "holidays"
add(G, "When is Thanksgiving next year?", E_date(hol("thanksgiving")))
add(G, "um when is thanks giving next year", E_date(hol("thanksgiving")), slip=True)
add(G, "Hey, what day of the week does Christmas fall on this year?", E_date(hol("christmas"), True))
add(G, "My in-laws are coming for New Year's. What day of the week is New Year's Day?",
    E_date(hol("new_year"), True))
add(G, "How many more days until Christmas?", E_days(hol("christmas")))
add(G, "how many sleeps till christmas", E_days(hol("christmas")), slip=True)
add(G, "When is Martin Luther King Jr. Day in 2027?", E_date(hol("mlk", 2027)))
add(G, "what date is martin luther king day twenty twenty seven", E_date(hol("mlk", 2027)), slip=True)
add(G, "What date is Presidents' Day next year?", E_date(hol("presidents", 2027)))
add(G, "when is presidents day in twenty twenty eight", E_date(hol("presidents", 2028)), slip=True)
add(G, "We're planning a barbecue. When's Memorial Day 2027?", E_date(hol("memorial", 2027)))
add(G, "And Memorial Day in 2028, what date is that?", E_date(hol("memorial", 2028)))
add(G, "Juneteenth next year, what day of the week is that?", E_date(hol("juneteenth", 2027), True))
add(G, "what day is the forth of july on in twenty twenty seven",
    E_date(hol("independence", 2027), True), slip=True)
add(G, "The Fourth of July is a Sunday next year, so which day do federal workers get off?",
    E_date(observed(hol("independence", 2027)), True))
add(G, "Christmas 2027 lands on a Saturday. On what date is the federal holiday observed?",
    E_date(observed(hol("christmas", 2027))))
add(G, "When is Labor Day next year?", E_date(hol("labor", 2027)))
add(G, "Which Monday is Labor Day in 2028?", E_date(hol("labor", 2028)))
assert hol("labor", 2026) == dt.date(2026, 9, 7)
add(G, "Was Labor Day this year on September 7th?", OrderedDict(contains=["yes"]))
add(G, "What's the date of Columbus Day in 2027?", E_date(hol("columbus", 2027)))
add(G, "When is Indigenous Peoples' Day in 2028?", E_date(hol("columbus", 2028)))
add(G, "When's Thanksgiving in Canada next year?", E_date(hol("canada_thanksgiving", 2027)))
add(G, "Veterans Day next year is on what day of the week?", E_date(hol("veterans", 2027), True))
add(G, "When is Valentine's Day, and what day of the week is it?", E_date(hol("valentine"), True))
add(G, "I need to order flowers in time. How many days until Valentine's Day?", E_days(hol("valentine")))
add(G, "When is Easter next year?", E_date(hol("easter", 2027)))
add(G, "when is easter in twenty twenty eight", E_date(hol("easter", 2028)), slip=True)
add(G, "How many days is it until Easter Sunday next year?", E_days(hol("easter", 2027)))
add(G, "What date is Good Friday in 2027?", E_date(hol("good_friday", 2027)))
add(G, "When is Ash Wednesday next year?", E_date(hol("ash_wednesday", 2027)))
add(G, "When's Mardi Gras in 2027?", E_date(hol("mardi_gras", 2027)))
add(G, "When is Pentecost next year?", E_date(hol("pentecost", 2027)))
add(G, "My neighbor is Greek Orthodox. When is Orthodox Easter in 2027?",
    E_date(hol("orthodox_easter", 2027)))
add(G, "when is mothers day next year", E_date(hol("mothers", 2027)), slip=True)
add(G, "when is fathers day twenty twenty seven", E_date(hol("fathers", 2027)), slip=True)
add(G, "When is Halloween next year, and what day of the week?", E_date(hol("halloween", 2027), True))
add(G, "When is St. Patrick's Day?", E_date(hol("st_patrick")))
add(G, "What day of the week is Groundhog Day next year?", E_date(hol("groundhog", 2027), True))
add(G, "When is Black Friday next year?", E_date(hol("black_friday", 2027)))
add(G, "What date is Cyber Monday in 2027?", E_date(hol("cyber_monday", 2027)))
add(G, "so when do the clocks go forward next year", E_date(DST_START_2027), slip=True)
add(G, "When do we fall back in 2027?", E_date(DST_END_2027))
add(G, "When is Election Day in 2028?", E_date(hol("election", 2028)))
add(G, "What date is Thanksgiving in 2030?", E_date(hol("thanksgiving", 2030)))
add(G, "What day of the week is Christmas next year?", E_date(hol("christmas", 2027), True))
add(G, "what day of the week is christmas eve this year", E_date(hol("christmas_eve"), True), slip=True)
add(G, "I'm throwing a party. How many days do I have until New Year's Eve?", E_days(hol("new_years_eve")))
add(G, "how many days ago was thanks giving", E_days(hol("thanksgiving", 2026)), slip=True)
add(G, "How many days ago was Halloween?", E_days(hol("halloween", 2026)))
add(G, "When is Inauguration Day 2029?", E_date(dt.date(2029, 1, 20)))
add(G, "When does Kwanzaa start this year?", E_date(hol("kwanzaa")))
add(G, "Boxing Day this year, what day of the week is it?", E_date(hol("boxing_day"), True))
add(G, "When is Canada Day next year, which day of the week?", E_date(hol("canada_day", 2027), True))
add(G, "What day of the week is April Fools' Day next year?", E_date(hol("april_fools", 2027), True))
add(G, "When is Flag Day 2027, and what day of the week is that?", E_date(hol("flag_day", 2027), True))
cannot(G, "When is Glorpington Day?", "Glorpington")
cannot(G, "When's National Fizzwhistle Week this year?", "Fizzwhistle")
cannot(G, "When is my wedding anniversary?", "anniversary")
cannot(G, "what day is my sons birthday party", "birthday", slip=True)
cannot(G, "Hey, when does the Zarnath harvest festival start?", "Zarnath")

# --------------------------------------------------------------------------
# Dates
# --------------------------------------------------------------------------
G = "dates"


def next_weekday(d, weekday):
    """The coming <weekday> strictly after d."""
    return d + dt.timedelta(days=(weekday - d.weekday() - 1) % 7 + 1)


def last_weekday_before(d, weekday):
    return d - dt.timedelta(days=(d.weekday() - weekday - 1) % 7 + 1)


def age_on(born, on):
    return relativedelta(on, born).years


add(G, "What's today's date?", E_date(TODAY))
add(G, "what day is it today", OrderedDict(weekday=wd(TODAY)), slip=True)
add(G, "Quick one: what's tomorrow's date?", E_date(TODAY + dt.timedelta(days=1)))
add(G, "What day of the week was yesterday?", OrderedDict(weekday=wd(TODAY - dt.timedelta(days=1))))
add(G, "what day was it three days ago", OrderedDict(weekday=wd(TODAY - dt.timedelta(days=3))), slip=True)
add(G, "What date is next Wednesday?", E_date(next_weekday(TODAY, WED)))
add(G, "What was the date last Saturday?", E_date(last_weekday_before(TODAY, SAT)))
add(G, "What's the date a week from today?", E_date(TODAY + dt.timedelta(weeks=1)))
add(G, "What date will it be two weeks from tomorrow?", E_date(TODAY + dt.timedelta(days=15)))
add(G, "whats the date two weeks from today", E_date(TODAY + dt.timedelta(weeks=2)), slip=True)
add(G, "What's the date 100 days from today?", E_date(TODAY + dt.timedelta(days=100)))
add(G, "whats the date ninety days from now", E_date(TODAY + dt.timedelta(days=90)), slip=True)
add(G, "What was the date thirty days ago?", E_date(TODAY - dt.timedelta(days=30)))
add(G, "um what was the date a month ago", E_date(TODAY - relativedelta(months=1)), slip=True)
add(G, "What's the date six months from today?", E_date(TODAY + relativedelta(months=6)))
add(G, "What day of the week is March 15th, 2027?", E_date(dt.date(2027, 3, 15), True))
add(G, "What day of the week was the moon landing, July 20th, 1969?",
    OrderedDict(weekday=wd(dt.date(1969, 7, 20))))
add(G, "I was born on May 3rd, 1988. What day of the week was that?",
    OrderedDict(weekday=wd(dt.date(1988, 5, 3))))
add(G, "My birthday's August 9th. What day of the week is it next year?", E_date(dt.date(2027, 8, 9), True))
add(G, "How many days are in February 2027?", E_num(calendar.monthrange(2027, 2)[1], 0))
add(G, "how many days are in february twenty twenty eight", E_num(calendar.monthrange(2028, 2)[1], 0),
    slip=True)
assert not calendar.isleap(2027) and calendar.isleap(2028) and not calendar.isleap(1900) and calendar.isleap(2000)
add(G, "is twenty twenty seven a leap year", OrderedDict(contains=["no|not"]), slip=True)
add(G, "Is 2028 going to be a leap year?", OrderedDict(contains=["yes"]))
add(G, "Was 1900 a leap year?", OrderedDict(contains=["no|not"]))
add(G, "Was the year 2000 a leap year?", OrderedDict(contains=["yes"]))
ISO_WEEK = TODAY.isocalendar()[1]
# a Sunday-start count (week 1 = the week holding Jan 1) gives the same number
_jan1 = dt.date(TODAY.year, 1, 1)
_wk1_start = _jan1 - dt.timedelta(days=(_jan1.weekday() + 1) % 7)
assert (TODAY - _wk1_start).days // 7 + 1 == ISO_WEEK
add(G, "What week number are we in?", E_num(ISO_WEEK, 0))
add(G, "what week of the year is it", E_num(ISO_WEEK, 0), slip=True)
add(G, "How many days are left in the year?", E_days(dt.date(2026, 12, 31)))
add(G, "how many days till march first", E_days(dt.date(2027, 3, 1)), slip=True)
add(G, "my daughters birthday is january twelfth how many days away is that", E_days(dt.date(2027, 1, 12)),
    slip=True)
add(G, "How old is someone who was born on June 2nd, 1990?", E_num(age_on(dt.date(1990, 6, 2), TODAY), 0))
add(G, "how old is somebody born on april fourth nineteen seventy five",
    E_num(age_on(dt.date(1975, 4, 4), TODAY), 0), slip=True)
add(G, "If I was born on March 10th, 1985, how old will I be on my next birthday?",
    E_num(age_on(dt.date(1985, 3, 10), dt.date(2027, 3, 10)), 0))
add(G, "How many days are there from January 1st to March 1st, 2027?",
    E_num((dt.date(2027, 3, 1) - dt.date(2027, 1, 1)).days, 0))
add(G, "What's the date of the third Thursday in January 2027?", E_date(nth_weekday(2027, 1, THU, 3)))
add(G, "What date is the second Tuesday of next month?", E_date(nth_weekday(2027, 1, TUE, 2)))
add(G, "What's the last day of February 2028?", E_date(dt.date(2028, 2, calendar.monthrange(2028, 2)[1])))
add(G, "What's the date of the first Monday in January?", E_date(nth_weekday(2027, 1, MON, 1)))
add(G, "What day of the week will December 4th be next year?", OrderedDict(weekday=wd(dt.date(2027, 12, 4))))
add(G, "How many weeks from today until June 4th, 2027?", E_num((dt.date(2027, 6, 4) - TODAY).days / 7, 0))
assert (dt.date(2027, 6, 4) - TODAY).days % 7 == 0
add(G, "How many days ago was November 1st?", E_days(dt.date(2026, 11, 1)))
add(G, "What was the date ten days ago?", E_date(TODAY - dt.timedelta(days=10)))
add(G, "How many days are there in the year 2027?", E_num(365 + calendar.isleap(2027), 0))
add(G, "What month will it be three months from now?",
    OrderedDict(contains=[(TODAY + relativedelta(months=3)).strftime("%B")]))
add(G, "What's the date forty-five days from today?", E_date(TODAY + dt.timedelta(days=45)))
add(G, "What's the date the day after tomorrow, and what day is that?", E_date(TODAY + dt.timedelta(days=2), True))
add(G, "What day of the week was the day before yesterday?", OrderedDict(weekday=wd(TODAY - dt.timedelta(days=2))))
add(G, "What's the date this coming Sunday?", E_date(next_weekday(TODAY, SUN)))
add(G, "What day will it be in ten days?", E_date(TODAY + dt.timedelta(days=10), True))
add(G, "What's the date a thousand days from today?", E_date(TODAY + dt.timedelta(days=1000)))
add(G, "What day of the week was January 1st, 2000?", OrderedDict(weekday=wd(dt.date(2000, 1, 1))))
_sats = [d for d in (TODAY + dt.timedelta(days=i) for i in range(1, 28)) if d.year == 2026 and d.weekday() == SAT]
add(G, "How many Saturdays are left this year?", E_num(len(_sats), 0))
add(G, "My baby was born on November 20th. How many days old is she?", E_days(dt.date(2026, 11, 20)))
add(G, "What day of the year is it today?", E_num(TODAY.timetuple().tm_yday, 0))
add(G, "What day of the week does next month start on?", OrderedDict(weekday=wd(dt.date(2027, 1, 1))))
add(G, "What day of the week will it be fifty days from now?", OrderedDict(weekday=wd(TODAY + dt.timedelta(days=50))))
cannot(G, "What day of the week is February 30th, 2027?", "February")
cannot(G, "What's the date on November 31st?", "November")
cannot(G, "what day of the week is the thirty second of january", "January", slip=True)
cannot(G, "How many days until my next birthday?", "birthday")
cannot(G, "What day of the week was April 31st, 2026?", "April")
cannot(G, "Okay, what day of the week is June 31st next year?", "June")

# --------------------------------------------------------------------------
# World clock
# --------------------------------------------------------------------------
G = "worldclock"


def local(zone, at=NOW):
    return at.astimezone(ZoneInfo(zone))


def E_time_at(zone, at=NOW):
    return OrderedDict(time=local(zone, at).strftime("%H:%M"), tol_min=1)


def hours_diff(zone):
    off = (local(zone).utcoffset() - NOW.utcoffset()).total_seconds() / 3600
    assert off == int(off), zone
    return abs(int(off))


TIME_NOW = [
    ("What time is it in Tokyo?", "Asia/Tokyo", False),
    ("what time is it in tokio", "Asia/Tokyo", True),
    ("What time is it in London right now?", "Europe/London", False),
    ("Hey, what's the time in Paris?", "Europe/Paris", False),
    ("I need to call my brother in Los Angeles. What time is it there?", "America/Los_Angeles", False),
    ("What time is it in Chicago?", "America/Chicago", False),
    ("What time is it in Denver right now?", "America/Denver", False),
    ("What's the time in Phoenix, Arizona?", "America/Phoenix", False),
    ("what time is it in hono lulu", "Pacific/Honolulu", True),
    ("What time is it in Anchorage, Alaska?", "America/Anchorage", False),
    ("whats the time in sidney australia", "Australia/Sydney", True),
    ("What time is it in Perth, Australia?", "Australia/Perth", False),
    ("What's the time in Adelaide?", "Australia/Adelaide", False),
    ("My cousin lives in Auckland. What time is it there now?", "Pacific/Auckland", False),
    ("What time is it in India?", "Asia/Kolkata", False),
    ("What time is it in Kathmandu?", "Asia/Kathmandu", False),
    ("what time is it over in dubai", "Asia/Dubai", True),
    ("What time is it in Moscow?", "Europe/Moscow", False),
    ("What's the time in Beijing?", "Asia/Shanghai", False),
    ("what time is it in bankok", "Asia/Bangkok", True),
    ("What time is it in Cairo?", "Africa/Cairo", False),
    ("Our supplier is in Nairobi. What time is it there?", "Africa/Nairobi", False),
    ("What time is it in Lagos, Nigeria?", "Africa/Lagos", False),
    ("what time is it in johannesburg", "Africa/Johannesburg", True),
    ("What time is it in Istanbul?", "Europe/Istanbul", False),
    ("um what time is it in reykjavik", "Atlantic/Reykjavik", True),
    ("what time is it in sow paulo brazil", "America/Sao_Paulo", True),
    ("What time is it in Buenos Aires?", "America/Argentina/Buenos_Aires", False),
    ("what time is it in mexico city", "America/Mexico_City", True),
    ("What time is it in Tehran?", "Asia/Tehran", False),
    ("What time is it in Halifax, Nova Scotia?", "America/Halifax", False),
    ("What time is it in Karachi?", "Asia/Karachi", False),
    ("What time is it in Dhaka?", "Asia/Dhaka", False),
    ("What time is it in Kabul?", "Asia/Kabul", False),
    ("What time is it in Jerusalem?", "Asia/Jerusalem", False),
    ("What time is it in Lima, Peru?", "America/Lima", False),
    ("What time is it in Santiago, Chile?", "America/Santiago", False),
    ("What's the time in Manila?", "Asia/Manila", False),
]
for q, zone, slip in TIME_NOW:
    add(G, q, E_time_at(zone), slip=slip)

_syd = local("Australia/Sydney")
assert _syd.date() > TODAY and wd(_syd.date()) == "Saturday"
add(G, "Is it Saturday yet in Sydney?", OrderedDict(contains=["yes"]))
add(G, "What day is it in Auckland right now?", E_date(local("Pacific/Auckland").date(), True))
add(G, "What's the date in Mumbai right now?", E_date(local("Asia/Kolkata").date()))
add(G, "How many hours ahead of us is London?", E_num(hours_diff("Europe/London"), 0))
add(G, "how many hours ahead is tokyo", E_num(hours_diff("Asia/Tokyo"), 0), slip=True)
add(G, "What's the time difference between here and Los Angeles?", E_num(hours_diff("America/Los_Angeles"), 0))
add(G, "How far ahead of us is Berlin?", E_num(hours_diff("Europe/Berlin"), 0))


def here_at(h, m=0, day=TODAY):
    return dt.datetime(day.year, day.month, day.day, h, m, tzinfo=HOME_TZ)


def there_at(zone, h, m=0, day=TODAY):
    return dt.datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(zone))


add(G, "If it's 9 a.m. here, what time is it in Paris?", E_time_at("Europe/Paris", here_at(9)))
add(G, "When it's noon in London, what time is it here?",
    E_time_at("America/New_York", there_at("Europe/London", 12)))
add(G, "If I call my aunt in Honolulu at 8 p.m. our time, what time will it be for her?",
    E_time_at("Pacific/Honolulu", here_at(20)))
add(G, "If it's seven in the evening here, what time is it in Mumbai?", E_time_at("Asia/Kolkata", here_at(19)))
add(G, "My meeting is at 10 a.m. Chicago time. What time is that for me?",
    E_time_at("America/New_York", there_at("America/Chicago", 10)))
add(G, "When it's 6 p.m. in Tokyo, what time is it in New York?",
    E_time_at("America/New_York", there_at("Asia/Tokyo", 18)))
assert E_time_at("America/New_York", there_at("Asia/Tokyo", 18)) == \
    E_time_at("America/New_York", there_at("Asia/Tokyo", 18, day=TODAY + dt.timedelta(days=1)))
cannot(G, "what time is it in portland", "Portland", slip=True)
cannot(G, "What time is it in Birmingham?", "Birmingham")
cannot(G, "What time is it in Wakanda?", "Wakanda")
cannot(G, "What time is it in Russia right now?", "Russia")
cannot(G, "What time is it in Australia?", "Australia")
cannot(G, "What time is it on the moon?", "moon")

# --------------------------------------------------------------------------
# Sun: astral 3.2's algorithm (NOAA spreadsheet), elevation 0
# --------------------------------------------------------------------------
G = "sun"
SUN_APPARENT_RADIUS = 32.0 / (60.0 * 2.0)


def _julian_day(d):
    y, m, day = d.year, d.month, d.day
    if m <= 2:
        y -= 1
        m += 12
    a = math.floor(y / 100)
    b = 2 - a + math.floor(a / 4)
    return math.floor(365.25 * (y + 4716)) + math.floor(30.6001 * (m + 1)) + day + b - 1524.5


def _jc(jd):
    return (jd - 2451545.0) / 36525.0


def _mean_long(t):
    return (280.46646 + t * (36000.76983 + 0.0003032 * t)) % 360.0


def _mean_anom(t):
    return 357.52911 + t * (35999.05029 - 0.0001537 * t)


def _ecc(t):
    return 0.016708634 - t * (0.000042037 + 0.0000001267 * t)


def _eq_center(t):
    m = math.radians(_mean_anom(t))
    return (math.sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t))
            + math.sin(2 * m) * (0.019993 - 0.000101 * t) + math.sin(3 * m) * 0.000289)


def _app_long(t):
    omega = 125.04 - 1934.136 * t
    return _mean_long(t) + _eq_center(t) - 0.00569 - 0.00478 * math.sin(math.radians(omega))


def _obliquity(t):
    sec = 21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))
    e0 = 23.0 + (26.0 + sec / 60.0) / 60.0
    return e0 + 0.00256 * math.cos(math.radians(125.04 - 1934.136 * t))


def _declination(t):
    return math.degrees(math.asin(math.sin(math.radians(_obliquity(t))) * math.sin(math.radians(_app_long(t)))))


def _eq_time(t):
    l0 = math.radians(_mean_long(t))
    e = _ecc(t)
    m = math.radians(_mean_anom(t))
    y = math.tan(math.radians(_obliquity(t)) / 2.0) ** 2
    et = (y * math.sin(2 * l0) - 2 * e * math.sin(m) + 4 * e * y * math.sin(m) * math.cos(2 * l0)
          - 0.5 * y * y * math.sin(4 * l0) - 1.25 * e * e * math.sin(2 * m))
    return math.degrees(et) * 4.0


def _hour_angle(lat, dec, zenith, rising):
    h = ((math.cos(math.radians(zenith)) - math.sin(math.radians(lat)) * math.sin(math.radians(dec)))
         / (math.cos(math.radians(lat)) * math.cos(math.radians(dec))))
    ha = math.acos(h)  # ValueError when the sun never reaches this zenith
    return ha if rising else -ha


def _refraction(zenith):
    el = 90 - zenith
    if el >= 85.0:
        return 0
    te = math.tan(math.radians(el))
    if el > 5.0:
        r = 58.1 / te - 0.07 / te ** 3 + 0.000086 / te ** 5
    elif el > -0.575:
        r = 1735.0 + el * (-518.2 + el * (103.4 + el * (-12.79 + el * 0.711)))
    else:
        r = -20.774 / te
    return r / 3600.0


def _transit_utc(lat, lon, d, zenith, rising):
    lat = max(-89.8, min(89.8, lat))
    refr = _refraction(zenith)
    t = _jc(_julian_day(d))
    ha = _hour_angle(lat, _declination(t), zenith - refr, rising)
    minutes = 720.0 + 4.0 * (-lon - math.degrees(ha)) - _eq_time(t)
    t = _jc(_julian_day(d) + minutes / 1440.0)
    ha = _hour_angle(lat, _declination(t), zenith + refr, rising)
    minutes = 720.0 + 4.0 * (-lon - math.degrees(ha)) - _eq_time(t)
    return dt.datetime(d.year, d.month, d.day, tzinfo=dt.timezone.utc) + dt.timedelta(minutes=minutes)


def sunrise(d, where=NYC, tz=HOME_TZ):
    r = _transit_utc(where[0], where[1], d, 90.0 + SUN_APPARENT_RADIUS, True).astimezone(tz)
    assert r.date() == d
    return r


def sunset(d, where=NYC, tz=HOME_TZ):
    r = _transit_utc(where[0], where[1], d, 90.0 + SUN_APPARENT_RADIUS, False).astimezone(tz)
    assert r.date() == d
    return r


def civil_dawn(d, where=NYC, tz=HOME_TZ):
    return _transit_utc(where[0], where[1], d, 96.0, True).astimezone(tz)


def solar_noon(d, where=NYC, tz=HOME_TZ):
    minutes = 720.0 - 4 * where[1] - _eq_time(_jc(_julian_day(d)))
    hours = minutes / 60.0
    h = int(hours)
    m = int((hours - h) * 60)
    s = int(((hours - h) * 60 - m) * 60)
    return dt.datetime(d.year, d.month, d.day, h, m, s, tzinfo=dt.timezone.utc).astimezone(tz)


def hhmm(t):
    t = (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)
    return t.strftime("%H:%M")


def E_sun(t):
    return OrderedDict(time=hhmm(t), tol_min=3)


def E_daylength(d):
    mins = (sunset(d) - sunrise(d)).total_seconds() / 60.0
    h = int(mins // 60)
    rest = mins - 60 * h
    assert 3 <= rest <= 57, (d, rest)  # keep the hours unambiguous within +-1.5 min
    return OrderedDict(contains=["%d hour|%d h|%d:" % (h, h, h)], number=num(rest), tol=num(1.5 / rest))


LONDON = (51.5074, -0.1278)
LOS_ANGELES = (34.0522, -118.2437)
LONGYEARBYEN = (78.2232, 15.6267)

D = dt.date
add(G, "What time is sunset today?", E_sun(sunset(TODAY)))
add(G, "I want to get a run in before dark tomorrow. When does the sun set tomorrow?",
    E_sun(sunset(TODAY + dt.timedelta(days=1))))
add(G, "When does the sun rise on Tuesday?", E_sun(sunrise(next_weekday(TODAY, TUE))))
add(G, "What time's sunrise on Christmas morning?", E_sun(sunrise(D(2026, 12, 25))))
add(G, "When will the sun set on New Year's Eve?", E_sun(sunset(D(2026, 12, 31))))
add(G, "How long is the day today, sunrise to sunset?", E_daylength(TODAY))
add(G, "How much daylight do we get on December 21st?", E_daylength(D(2026, 12, 21)))
add(G, "When is sunrise on June 21st, 2027?", E_sun(sunrise(D(2027, 6, 21))))
add(G, "When does the sun set on the Fourth of July next year?", E_sun(sunset(D(2027, 7, 4))))
add(G, "What time is solar noon today?", E_sun(solar_noon(TODAY)))
add(G, "When does civil twilight begin tomorrow morning?", E_sun(civil_dawn(TODAY + dt.timedelta(days=1))))
add(G, "What time does the sun set in London today?",
    E_sun(sunset(TODAY, LONDON, ZoneInfo("Europe/London"))))
add(G, "What time is sunrise in Los Angeles tomorrow?",
    E_sun(sunrise(TODAY + dt.timedelta(days=1), LOS_ANGELES, ZoneInfo("America/Los_Angeles"))))
assert sunrise(TODAY) < NOW < sunset(TODAY)
add(G, "Is the sun up right now?", OrderedDict(contains=["yes"]))
add(G, "When does the sun come up on New Year's Day?", E_sun(sunrise(D(2027, 1, 1))))
add(G, "What time is sunset on Halloween next year?", E_sun(sunset(hol("halloween", 2027))))
add(G, "When's sunrise on March 20th next year?", E_sun(sunrise(D(2027, 3, 20))))
add(G, "How many hours of daylight will we get on June 21st next year?", E_daylength(D(2027, 6, 21)))
add(G, "When does the sun set on Valentine's Day?", E_sun(sunset(hol("valentine"))))
add(G, "when does the sun go down on christmas eve", E_sun(sunset(D(2026, 12, 24))), slip=True)
add(G, "what time is sunrise a week from today", E_sun(sunrise(TODAY + dt.timedelta(weeks=1))), slip=True)
add(G, "um how long is the day going to be on christmas", E_daylength(D(2026, 12, 25)), slip=True)
add(G, "when is the sun setting on thanks giving next year", E_sun(sunset(hol("thanksgiving"))), slip=True)
try:
    sunrise(TODAY + dt.timedelta(days=1), LONGYEARBYEN, ZoneInfo("Arctic/Longyearbyen"))
    raise AssertionError("expected polar night")
except ValueError:
    pass
cannot(G, "When does the sun rise in Longyearbyen tomorrow?", "Longyearbyen")
cannot(G, "What time is sunset on February 30th?", "February")
cannot(G, "what time does the sun rise on mars", "Mars", slip=True)

# --------------------------------------------------------------------------
# Units (exact factors)
# --------------------------------------------------------------------------
G = "units"
INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
GAL = 231 * INCH ** 3 * 1000  # litres
QUART = GAL / 4
PINT = GAL / 8
CUP = GAL / 16
FLOZ = GAL / 128
TBSP = FLOZ / 2
TSP = FLOZ / 6
IMP_PINT = 4.54609 / 8
ACRE = 43560 * FOOT ** 2
HECTARE = 10000.0
KNOT = NMI  # metres per hour
ATM = 101325.0
PSI = LB * 9.80665 / INCH ** 2
BAR = 1e5
HP = 745.69987158227022
STICK_BUTTER_LB = 0.25
STICK_BUTTER_CUP = 0.5


def c2f(c):
    return c * 9 / 5 + 32


def f2c(f):
    return (f - 32) * 5 / 9


U = []  # (question, value, slip)
U += [
    ("My recipe is British. What's 180 degrees Celsius in Fahrenheit?", c2f(180), False),
    ("How much is 350 Fahrenheit in Celsius?", f2c(350), False),
    ("Convert 425 degrees Fahrenheit to Celsius.", f2c(425), False),
    ("what is two hundred degrees celsius in fahrenheit", c2f(200), True),
    ("What's minus forty Celsius in Fahrenheit?", c2f(-40), False),
    ("What's 98.6 Fahrenheit in Celsius?", f2c(98.6), False),
    ("What's zero kelvin in Celsius?", 0 - 273.15, False),
    ("What is 20 degrees Celsius in kelvin?", 20 + 273.15, False),
    ("The thermostat says 72. What's 72 Fahrenheit in Celsius?", f2c(72), False),
    ("whats zero fahrenheit in celsius", f2c(0), True),
    ("How many kilometers is five miles?", 5 * MILE / 1000, False),
    ("What's 10 kilometers in miles?", 10000 / MILE, False),
    ("How many miles is a marathon, 42.195 kilometers?", 42195 / MILE, False),
    ("How many kilometers is 13.1 miles?", 13.1 * MILE / 1000, False),
    ("how many miles is four hundred meters", 400 / MILE, True),
    ("How many centimeters is six feet?", 6 * FOOT * 100, False),
    ("I'm five foot ten. What is that in centimeters?", (5 * FOOT + 10 * INCH) * 100, False),
    ("How many inches is 180 centimeters?", 1.8 / INCH, False),
    ("What's 100 yards in meters?", 100 * YARD, False),
    ("How many feet in a mile?", MILE / FOOT, False),
    ("How many feet are in a meter?", 1 / FOOT, False),
    ("How many kilometers is a nautical mile?", NMI / 1000, False),
    ("how many teaspoons are in three tablespoons", 3 * TBSP / TSP, True),
    ("How many tablespoons in a cup?", CUP / TBSP, False),
    ("What's two cups in milliliters?", 2 * CUP * 1000, False),
    ("How many cups are in a quart?", QUART / CUP, False),
    ("How many liters is a gallon?", GAL, False),
    ("how many quarts in half a gallon", 0.5 * GAL / QUART, True),
    ("How many cups is 500 milliliters?", 0.5 / CUP, False),
    ("What's 250 ml in fluid ounces?", 0.25 / FLOZ, False),
    ("How many milliliters in a teaspoon?", TSP * 1000, False),
    ("How many milliliters is a tablespoon?", TBSP * 1000, False),
    ("How many tablespoons is three quarters of a cup?", 0.75 * CUP / TBSP, False),
    ("how many teaspoons in a third of a cup", CUP / 3 / TSP, True),
    ("How many milliliters in an imperial pint?", IMP_PINT * 1000, False),
    ("How many gallons is 2 liters?", 2 / GAL, False),
    ("five gallons is how many liters", 5 * GAL, True),
    ("How many tablespoons are in a stick of butter?", STICK_BUTTER_CUP * CUP / TBSP, False),
    ("How many grams is one stick of butter?", STICK_BUTTER_LB * LB * 1000, False),
    ("What's two pounds in kilograms?", 2 * LB, False),
    ("How many pounds is 500 grams?", 0.5 / LB, False),
    ("The recipe calls for 8 ounces of cheese. How many grams is that?", 8 * OZ * 1000, False),
    ("How many ounces is 100 grams?", 0.1 / OZ, False),
    ("how many pounds in a kilo", 1 / LB, True),
    ("What's 11 stone in pounds?", 11 * STONE / LB, False),
    ("What's twelve stone in kilograms?", 12 * STONE, False),
    ("How many pounds is 75 kilos?", 75 / LB, False),
    ("What's 60 miles per hour in kilometers per hour?", 60 * MILE / 1000, False),
    ("a hundred kilometers an hour is how many miles per hour", 100000 / MILE, True),
    ("How fast is 20 knots in miles per hour?", 20 * KNOT / MILE, False),
    ("How many square feet are in an acre?", ACRE / FOOT ** 2, False),
    ("How many acres is a hectare?", HECTARE / ACRE, False),
    ("What's 1,000 square feet in square meters?", 1000 * FOOT ** 2, False),
    ("How many megabytes in a gigabyte?", 1e9 / 1e6, False),
    ("How many mebibytes are in a gibibyte?", 2 ** 30 / 2 ** 20, False),
    ("how many gigabytes is two terabytes", 2e12 / 1e9, True),
    ("How many seconds are in a day?", 24 * 3600, False),
    ("My car gets 30 miles per gallon. What is that in liters per 100 kilometers?",
     100 / (30 * MILE / 1000 / GAL), False),
    ("What's one atmosphere in psi?", ATM / PSI, False),
    ("My tires are at 32 psi. What's that in bar?", 32 * PSI / BAR, False),
    ("How many megajoules in a kilowatt hour?", 3.6e6 / 1e6, False),
    ("This snack has 100 calories. How many kilojoules is that?", 100 * 4184 / 1000, False),
    ("How many watts is one horsepower?", HP, False),
]
for q, v, slip in U:
    add(G, q, E_num(v), slip=slip)
cannot(G, "Convert five hours into kilograms.", "hours")
cannot(G, "How many meters are in a pound?", "pound")
cannot(G, "What's 20 zorps in feet?", "zorps")
cannot(G, "how many cups is three blibbets", "blibbets", slip=True)
cannot(G, "How many degrees Celsius is a mile?", "mile")
cannot(G, "Convert 10 miles per hour to liters.", "liters")
cannot(G, "What's seven acres in seconds?", "acres")

# --------------------------------------------------------------------------
# WordNet 3.0 reader (mirrors nltk 3.10: parsing, sense keys, Lemma.count())
# --------------------------------------------------------------------------
WN_DIR = "/usr/share/wordnet"
POS_FILES = [("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")]
POS_NUM = {"n": 1, "v": 2, "a": 3, "r": 4, "s": 5}


class WordNet:
    def __init__(self, root=WN_DIR):
        self.index = {}
        for p, name in POS_FILES:
            with open(os.path.join(root, "index." + name), encoding="utf-8") as f:
                for line in f:
                    if line.startswith(" "):
                        continue
                    t = line.split()
                    n_syn, n_ptr = int(t[2]), int(t[3])
                    offs = t[4 + n_ptr + 2:]
                    assert len(offs) == n_syn
                    self.index[(t[0], p)] = [int(o) for o in offs]
        self.counts = {}
        with open(os.path.join(root, "cntlist.rev"), encoding="utf-8") as f:
            for line in f:
                key, _n, cnt = line.split()
                self.counts[key] = int(cnt)
        self.data = {}
        for p, name in POS_FILES:
            with open(os.path.join(root, "data." + name), "rb") as f:
                self.data[p] = f.read()
        self.cache = {}

    def synset(self, p, off):
        fp = "a" if p == "s" else p
        if (fp, off) not in self.cache:
            raw = self.data[fp]
            line = raw[off:raw.index(b"\n", off)].decode("utf-8")
            cols, gloss = line.strip().split("|")
            t = cols.split()
            assert int(t[0]) == off
            n = int(t[3], 16)
            lemmas = [(re.match(r"(.*?)(\(.*\))?$", t[4 + 2 * i]).group(1), int(t[5 + 2 * i], 16))
                      for i in range(n)]
            i = 4 + 2 * n
            ptrs = [tuple(t[i + 1 + 4 * k:i + 5 + 4 * k]) for k in range(int(t[i]))]
            definition = re.sub(r"[\"].*?[\"]", "", gloss).strip().strip("; ")
            parts = [x.strip() for x in definition.split(";")]
            parts = [x for x in parts if x and not x.startswith("-")]
            self.cache[(fp, off)] = dict(offset=off, lexfile=int(t[1]), pos=t[2], lemmas=lemmas,
                                         ptrs=ptrs, gloss="; ".join(parts))
        return self.cache[(fp, off)]

    def key(self, ss, name, lex_id):
        if ss["pos"] == "s":
            sim = [p for p in ss["ptrs"] if p[0] == "&" and p[3] == "0000"]
            head = self.synset(sim[0][2], int(sim[0][1]))
            hname, hid = head["lemmas"][0][0], "%02d" % head["lemmas"][0][1]
        else:
            hname = hid = ""
        return ("%s%%%d:%02d:%02d:%s:%s" % (name, POS_NUM[ss["pos"]], ss["lexfile"], lex_id,
                                            hname, hid)).lower()

    def synsets(self, word):
        """Synsets that contain the word itself, nouns, verbs, adjectives, adverbs."""
        w = word.lower().replace(" ", "_")
        return [self.synset(p, off) for p, _ in POS_FILES for off in self.index.get((w, p), [])]

    def count(self, ss, word):
        w = word.lower().replace(" ", "_")
        for name, lex_id in ss["lemmas"]:
            if name.lower() == w:
                return self.counts.get(self.key(ss, name, lex_id), 0)
        raise KeyError(word)

    def best_synset(self, word):
        sss = self.synsets(word)
        best, bc = sss[0], self.count(sss[0], word)
        for s in sss[1:]:
            c = self.count(s, word)
            if c > bc:
                best, bc = s, c
        return best

    def synonym_groups(self, word):
        w = word.lower().replace(" ", "_")
        b = self.best_synset(word)
        order = [b] + [s for s in self.synsets(word) if s is not b]
        seen, groups = set(), []
        for s in order:
            g = []
            for name, _ in s["lemmas"]:
                if name.lower() == w:
                    continue
                nm = name.replace("_", " ")
                if nm not in seen:
                    seen.add(nm)
                    g.append(nm)
            groups.append(g)
        return groups


WNET = WordNet()
# spot checks of the reader against well-known nltk results
assert WNET.count(WNET.synsets("dog")[0], "dog") == 42
assert WNET.best_synset("dog")["gloss"].startswith("a member of the genus Canis")


def E_define(word):
    b = WNET.best_synset(word)
    return OrderedDict(gloss=b["gloss"], glosses=[s["gloss"] for s in WNET.synsets(word)])


def E_synonyms(word):
    groups = WNET.synonym_groups(word)
    assert groups[0], word
    return OrderedDict(synonyms=[n for g in groups for n in g])


def absent(word):
    assert not WNET.synsets(word), word
    return word


# --------------------------------------------------------------------------
# Spelling
# --------------------------------------------------------------------------
G = "spelling"
SPELL = [
    ("How do you spell necessary?", "necessary", False),
    ("Can you spell accommodate for me?", "accommodate", False),
    ("how do you spell rhythm", "rhythm", True),
    ("Can you spell conscientious?", "conscientious", False),
    ("Spell bureaucracy.", "bureaucracy", False),
    ("how do you spell fuschia like the color", "fuchsia", True),
    ("How do you spell Mississippi?", "Mississippi", False),
    ("I'm writing a shopping list. How do you spell quinoa?", "quinoa", False),
    ("How do you spell bouillabaisse?", "bouillabaisse", False),
    ("How do you spell cinnamon?", "cinnamon", False),
    ("um how do you spell zucchini", "zucchini", True),
    ("How is broccoli spelled?", "broccoli", False),
    ("How do you spell restaurant?", "restaurant", False),
    ("What's the spelling of Massachusetts?", "Massachusetts", False),
    ("I always get this wrong. Is it seperate or separate? How do you spell it?", "separate", False),
    ("how do you spell definately", "definitely", True),
    ("How do you spell embarrass?", "embarrass", False),
    ("Spell occurrence, please.", "occurrence", False),
    ("How do you spell questionnaire?", "questionnaire", False),
    ("spell the word mischievous for me please", "mischievous", True),
    ("How do you spell silhouette?", "silhouette", False),
    ("How do you spell millennium?", "millennium", False),
    ("How is colonel spelled, like the army rank?", "colonel", False),
    ("How do you spell Wednesday?", "Wednesday", False),
    ("How do you spell the month after January?", "February", False),
    ("How do you spell onomatopoeia?", "onomatopoeia", False),
    ("How do you spell acquiesce?", "acquiesce", False),
    ("Can you spell chrysanthemum?", "chrysanthemum", False),
    ("How do you spell Fahrenheit?", "Fahrenheit", False),
    ("how do you spell guacamole", "guacamole", True),
    ("How do you spell prosciutto?", "prosciutto", False),
    ("I'm writing a card. How do you spell congratulations?", "congratulations", False),
    ("How do you spell pneumonia?", "pneumonia", False),
    ("can you spell cappuccino", "cappuccino", True),
    ("How do you spell mayonnaise?", "mayonnaise", False),
    ("How do you spell Philadelphia?", "Philadelphia", False),
    ("How do you spell the number forty?", "forty", False),
    ("how do you spell ninety the number", "ninety", True),
]
for q, word, slip in SPELL:
    add(G, q, OrderedDict(letters=list(word.upper())), slip=slip)
cannot(G, "How do you spell flarbinsnoot?", absent("flarbinsnoot"))
cannot(G, "can you spell grumbleplix", absent("grumbleplix"), slip=True)
cannot(G, "Spell it for me.")
cannot(G, "How do you spell zwibbertonk?", absent("zwibbertonk"))

# --------------------------------------------------------------------------
# Words
# --------------------------------------------------------------------------
G = "words"
DEFINE = [
    ("what does ubiquitus mean", "ubiquitous", True),
    ("What does ephemeral mean?", "ephemeral", False),
    ("whats the meaning of serendipity", "serendipity", True),
    ("What does pragmatic mean?", "pragmatic", False),
    ("My kid's teacher called him meticulous. What does that mean?", "meticulous", False),
    ("Define lethargic.", "lethargic", False),
    ("What does resilient mean?", "resilient", False),
    ("What does plethora mean?", "plethora", False),
    ("um what does cacophony mean", "cacophony", True),
    ("What's a fortnight?", "fortnight", False),
    ("what does marinate mean", "marinate", True),
    ("The recipe says to parboil the potatoes. What does parboil mean?", "parboil", False),
    ("what does dollop mean", "dollop", True),
    ("What does deglaze mean?", "deglaze", False),
    ("what does the word hubris mean", "hubris", True),
    ("What does nuance mean?", "nuance", False),
    ("Define zealous.", "zealous", False),
    ("What does diligent mean?", "diligent", False),
    ("What's the meaning of frivolous?", "frivolous", False),
    ("What does pernicious mean?", "pernicious", False),
    ("What does quixotic mean?", "quixotic", False),
    ("What does taciturn mean?", "taciturn", False),
    ("What's the definition of whimsical?", "whimsical", False),
    ("My grandpa calls himself a curmudgeon. What is a curmudgeon?", "curmudgeon", False),
    ("what does lackadaisical mean", "lackadaisical", True),
    ("What does gobbledygook mean?", "gobbledygook", False),
    ("What does defenestration mean?", "defenestration", False),
    ("What is onomatopoeia?", "onomatopoeia", False),
    ("What's the definition of gluttony?", "gluttony", False),
    ("What's a gourmand?", "gourmand", False),
    ("What does altruism mean?", "altruism", False),
    ("What does mellifluous mean?", "mellifluous", False),
    ("what does wanderlust mean", "wanderlust", True),
    ("What does facetious mean?", "facetious", False),
]
for q, word, slip in DEFINE:
    add(G, q, E_define(word), slip=slip)
SYN = [
    ("whats another word for couch", "couch", True),
    ("What's another word for mistake?", "mistake", False),
    ("Give me a synonym for repair.", "repair", False),
    ("give me another word for yell", "yell", True),
    ("What's a synonym for car?", "car", False),
    ("What's another word for child?", "child", False),
    ("I'm writing a story. What's another word for wealthy?", "wealthy", False),
    ("What's a synonym for choose?", "choose", False),
    ("What's another word for exhausted?", "exhausted", False),
    ("whats a synonym for annoyed", "annoyed", True),
    ("What's another word for funny?", "funny", False),
    ("What's a synonym for tiny?", "tiny", False),
    ("What's another word for scrumptious?", "scrumptious", False),
    ("What's a synonym for boring?", "boring", False),
    ("What's another word for conundrum?", "conundrum", False),
    ("What's another word for hide, like hide something?", "hide", False),
]
for q, word, slip in SYN:
    add(G, q, E_synonyms(word), slip=slip)
cannot(G, "What does blorfendous mean?", absent("blorfendous"))
cannot(G, "what does quibbleflax mean", absent("quibbleflax"), slip=True)
cannot(G, "Define snarkwidget.", absent("snarkwidget"))
cannot(G, "What's the meaning of zindlewort?", absent("zindlewort"))
cannot(G, "What's a synonym for glimberish?", absent("glimberish"))
cannot(G, "What does frumpledink mean?", absent("frumpledink"))
cannot(G, "What does that word mean?")

# --------------------------------------------------------------------------
# Calc
# --------------------------------------------------------------------------
G = "calc"
CALC = [
    ("What's 15 percent of 84?", 0.15 * 84, 0.001, False),
    ("what is fifteen percent of ninety six", 0.15 * 96, 0.001, True),
    ("Dinner came to $67.50. What's a 20 percent tip?", 0.20 * 67.50, 0.001, False),
    ("What's an 18% tip on $42?", 0.18 * 42, 0.001, False),
    ("What's 7 times 8?", 7 * 8, 0, False),
    ("What's 144 divided by 12?", 144 / 12, 0, False),
    ("whats the square root of one hundred sixty nine", math.sqrt(169), 0, True),
    ("What's the square root of 2?", math.sqrt(2), 0.001, False),
    ("what is two to the power of ten", 2 ** 10, 0, True),
    ("What's a third of 90?", 90 / 3, 0, False),
    ("What's three quarters of 240?", 0.75 * 240, 0, False),
    ("What's 1,234 plus 5,678?", 1234 + 5678, 0, False),
    ("whats a thousand minus three hundred eighty seven", 1000 - 387, 0, True),
    ("whats twelve squared", 12 ** 2, 0, True),
    ("What's five cubed?", 5 ** 3, 0, False),
    ("The jacket is $85 and it's 40 percent off. What's the sale price?", 85 * (1 - 0.40), 0.001, False),
    ("We're splitting a $126 bill three ways. How much each?", 126 / 3, 0.001, False),
    ("What's 9 plus 6 divided by 3?", 9 + 6 / 3, 0, False),
    ("whats twenty five percent of twenty five", 0.25 * 25, 0.001, True),
    ("whats seventeen times twenty three", 17 * 23, 0, True),
    ("What's 2.5 plus 3.75?", 2.5 + 3.75, 0.001, False),
    ("What's one eighth as a decimal?", 1 / 8, 0.001, False),
    ("What's 7 out of 20 as a percentage?", 7 / 20 * 100, 0.001, False),
    ("What's 60 percent of 45?", 0.60 * 45, 0.001, False),
    ("A recipe for four uses 1.5 cups of flour. I'm cooking for ten, so how many cups do I need?",
     1.5 * 10 / 4, 0.001, False),
    ("What's double three quarters?", 2 * 0.75, 0.001, False),
    ("What's the average of 4, 8 and 15?", (4 + 8 + 15) / 3, 0, False),
    ("What's 100 divided by 7?", 100 / 7, 0.001, False),
    ("What's six factorial?", math.factorial(6), 0, False),
    ("What's negative 8 plus 15?", -8 + 15, 0, False),
    ("What's 12.5 percent of 640?", 0.125 * 640, 0.001, False),
    ("What's 3 times 19 minus 7?", 3 * 19 - 7, 0, False),
    ("I'm buying three candles at $4.99 each. What's the total?", 3 * 4.99, 0.001, False),
    ("What's 250 plus 15 percent?", 250 * 1.15, 0.001, False),
    ("what is eleven times eleven", 11 * 11, 0, True),
    ("What's 81 divided by 0.9?", 81 / 0.9, 0.001, False),
    ("What's 7 percent sales tax on $120?", 0.07 * 120, 0.001, False),
    ("What's two thirds of 18?", 18 * 2 / 3, 0.001, False),
    ("What's three to the fourth power?", 3 ** 4, 0, False),
]
for q, v, tol, slip in CALC:
    add(G, q, E_num(v, tol), slip=slip)
cannot(G, "What's 56 divided by zero?", "zero")
cannot(G, "whats zero divided by zero", "zero", slip=True)
cannot(G, "What's nine plus purple?", "purple")
cannot(G, "I want to split $20 evenly among zero friends. How much does each get?", "zero")

# --------------------------------------------------------------------------
# Checks, ids, output
# --------------------------------------------------------------------------
GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
seen = set()
for it in ITEMS:
    assert it["group"] in GROUPS
    assert it["kind"] in ("answer", "cannot")
    norm = re.sub(r"[^a-z0-9 ]", "", it["q"].lower())
    assert norm not in seen, it["q"]
    seen.add(norm)
    if it["slip"]:
        assert re.fullmatch(r"[a-z ]+", it["q"]), it["q"]
    else:
        assert it["q"][0].isupper(), it["q"]
    if it["kind"] == "answer":
        assert it["expect"], it["q"]

ITEMS.sort(key=lambda it: GROUPS.index(it["group"]))  # stable: keeps the order above
out = []
for i, it in enumerate(ITEMS, 1):
    rec = OrderedDict(id="q28_%03d" % i)
    rec.update(it)
    out.append(rec)
with open(OUT, "w", encoding="utf-8") as f:
    for rec in out:
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")

cnt = Counter((it["group"], it["kind"]) for it in ITEMS)
slips = Counter(it["group"] for it in ITEMS if it["slip"])
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
for g in GROUPS:
    print("| %s | %d | %d | %d |" % (g, cnt[(g, "answer")], cnt[(g, "cannot")], slips[g]))
na = sum(v for (g, k), v in cnt.items() if k == "answer")
nc = sum(v for (g, k), v in cnt.items() if k == "cannot")
ns = sum(slips.values())
print("| **total** | **%d** | **%d (%.1f%%)** | **%d (%.1f%%)** |" % (
    na, nc, 100.0 * nc / len(ITEMS), ns, 100.0 * ns / len(ITEMS)))
print("%d questions written to %s" % (len(ITEMS), OUT))
