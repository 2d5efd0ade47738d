#!/usr/bin/env python3
"""exact-heldout23: writes exact-heldout23.jsonl next to this script.

Held-out set 23, written 2026-12-06 by a helper session that had read only
tests/data/exact-heldout.README.md and tests/data/exact-heldout7.README.md.
Nothing here is imported from the project.

Every expected answer is computed below with the standard library, dateutil,
holidays, astral, pint (cross-check only) and nltk + Princeton WordNet 3.0
(Debian wordnet-base in /usr/share/wordnet).

Fixed situation: now = Friday 2026-12-04 14:30:00 America/New_York,
country US, place New York City (40.7128, -74.0060).

Run:  /work/main/.venv/bin/python tests/data/exact-heldout23.make.py
"""
import atexit
import calendar
import collections
import datetime as dt
import json
import math
import os
import shutil
import tempfile
import warnings
from zoneinfo import ZoneInfo

import astral
import astral.sun
import holidays
import nltk
import pint
from dateutil.easter import easter
from dateutil.relativedelta import relativedelta
from nltk.corpus.reader.wordnet import WordNetCorpusReader

warnings.filterwarnings("ignore")

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout23.jsonl")

NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    assert group in {"holidays", "dates", "worldclock", "sun", "units",
                     "spelling", "words", "calc"}
    assert kind in {"answer", "cannot"}
    if slip:  # recogniser style: lower case, no punctuation
        assert q == q.lower(), q
        assert not any(c in q for c in "?!,.;:\"'"), q
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip,
                  "expect": expect})


def cannot(group, q, names=None, slip=False):
    add(group, q, {"names": names} if names else {}, kind="cannot", slip=slip)


def iso(d):
    return d.isoformat()


def wday(d):
    return WD[d.weekday()]


def days_from_today(d):
    n = (d - TODAY).days
    assert n > 0
    return n


# --------------------------------------------------------------------------
# holidays
# --------------------------------------------------------------------------
def nth_weekday(y, m, weekday, n):
    d = dt.date(y, m, 1)
    d += dt.timedelta(days=(weekday - d.weekday()) % 7)
    return d + dt.timedelta(weeks=n - 1)


def last_weekday(y, m, weekday):
    d = dt.date(y, m, calendar.monthrange(y, m)[1])
    return d - dt.timedelta(days=(d.weekday() - weekday) % 7)


def observed(d):
    if d.weekday() == 5:
        return d - dt.timedelta(days=1)
    if d.weekday() == 6:
        return d + dt.timedelta(days=1)
    return d


MON, TUE, WED, THU, FRI, SAT, SUN = range(7)
FEDERAL = {
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
}
for _y in (2020, 2026, 2027, 2028, 2029, 2030):
    _us = holidays.US(years=_y)
    for _k, _f in FEDERAL.items():
        if _k == "juneteenth" and _y < 2021:
            continue
        assert _f(_y) in _us, (_k, _y)
        if _f(_y).weekday() >= 5 and not (_k == "new_year" and _f(_y).weekday() == 5):
            assert observed(_f(_y)) in _us, (_k, _y)
OTHER = {
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - dt.timedelta(days=2),
    "easter_monday": lambda y: easter(y) + dt.timedelta(days=1),
    "palm_sunday": lambda y: easter(y) - dt.timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - dt.timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - dt.timedelta(days=47),
    "mothers_day": lambda y: nth_weekday(y, 5, SUN, 2),
    "fathers_day": lambda y: nth_weekday(y, 6, SUN, 3),
    "black_friday": lambda y: nth_weekday(y, 11, THU, 4) + dt.timedelta(days=1),
    "election_day": lambda y: nth_weekday(y, 11, MON, 1) + dt.timedelta(days=1),
    "dst_start": lambda y: nth_weekday(y, 3, SUN, 2),
    "dst_end": lambda y: nth_weekday(y, 11, SUN, 1),
    "canada_thanksgiving": lambda y: nth_weekday(y, 10, MON, 2),
    "valentines": lambda y: dt.date(y, 2, 14),
    "st_patricks": lambda y: dt.date(y, 3, 17),
    "halloween": lambda y: dt.date(y, 10, 31),
    "groundhog": lambda y: dt.date(y, 2, 2),
    "cinco": lambda y: dt.date(y, 5, 5),
    "flag_day": lambda y: dt.date(y, 6, 14),
    "earth_day": lambda y: dt.date(y, 4, 22),
    "christmas_eve": lambda y: dt.date(y, 12, 24),
    "new_years_eve": lambda y: dt.date(y, 12, 31),
    "boxing_day": lambda y: dt.date(y, 12, 26),
}
RULES = dict(FEDERAL, **OTHER)

# cross-checks of the non-federal rules
for _y in (2026, 2027, 2028):
    _ca = holidays.CA(subdiv="ON", years=_y)
    assert _ca.get(OTHER["canada_thanksgiving"](_y)) == "Thanksgiving Day"
    assert holidays.US(years=_y).get(OTHER["easter"](_y) - dt.timedelta(days=2)) is None
    # DST rules against tzdata
    _s = OTHER["dst_start"](_y)
    assert dt.datetime(_s.year, _s.month, _s.day, 1, tzinfo=NY).utcoffset() == dt.timedelta(hours=-5)
    assert dt.datetime(_s.year, _s.month, _s.day, 4, tzinfo=NY).utcoffset() == dt.timedelta(hours=-4)
    _e = OTHER["dst_end"](_y)
    assert dt.datetime(_e.year, _e.month, _e.day, 0, 30, tzinfo=NY).utcoffset() == dt.timedelta(hours=-4)
    assert dt.datetime(_e.year, _e.month, _e.day, 3, tzinfo=NY).utcoffset() == dt.timedelta(hours=-5)
assert holidays.GB(subdiv="ENG", years=2027).get(OTHER["easter_monday"](2027)) == "Easter Monday"
assert holidays.GB(years=2026).get(dt.date(2026, 12, 26)) is not None  # Boxing Day


def nxt(key):
    """The next occurrence on or after today."""
    d = RULES[key](TODAY.year)
    if d < TODAY:
        d = RULES[key](TODAY.year + 1)
    return d


def hol(key, y=None):
    return RULES[key](y) if y else nxt(key)


H = "holidays"
add(H, "When is Thanksgiving next year?", {"date": iso(hol("thanksgiving", 2027))})
add(H, "Which day of the week does Christmas fall on this year?",
    {"date": iso(hol("christmas", 2026)), "weekday": wday(hol("christmas", 2026))})
add(H, "Christmas Eve this year, what day of the week is that?",
    {"date": iso(hol("christmas_eve", 2026)), "weekday": wday(hol("christmas_eve", 2026))})
add(H, "When's Martin Luther King Day?", {"date": iso(hol("mlk"))})
add(H, "What's the date of Presidents' Day next year?", {"date": iso(hol("presidents", 2027))})
add(H, "Mother's Day next year, what's the date?", {"date": iso(hol("mothers_day", 2027))})
add(H, "What day is Easter on in 2027?", {"date": iso(hol("easter", 2027))})
add(H, "When is Good Friday next year?", {"date": iso(hol("good_friday", 2027))})
add(H, "Tell me the date of Ash Wednesday in 2027.", {"date": iso(hol("ash_wednesday", 2027))})
add(H, "Valentine's Day 2027 lands on what day of the week?",
    {"date": iso(hol("valentines", 2027)), "weekday": wday(hol("valentines", 2027))})
add(H, "What weekday is St. Patrick's Day next year?",
    {"date": iso(hol("st_patricks", 2027)), "weekday": wday(hol("st_patricks", 2027))})
_j4 = hol("independence", 2027)
assert _j4.weekday() == SUN and holidays.US(years=2027).get(observed(_j4)) == "Independence Day (observed)"
add(H, "The Fourth of July is on a Sunday in 2027, so which date do federal workers get the day off?",
    {"date": iso(observed(_j4)), "weekday": wday(observed(_j4))})
add(H, "When is Veterans Day next year, and what day of the week is it?",
    {"date": iso(hol("veterans", 2027)), "weekday": wday(hol("veterans", 2027))})
add(H, "What's the date of Thanksgiving 2030?", {"date": iso(hol("thanksgiving", 2030))})
add(H, "On what date was Thanksgiving this year?", {"date": iso(hol("thanksgiving", 2026))})
add(H, "When was Labor Day this year?", {"date": iso(hol("labor", 2026))})
add(H, "Black Friday 2027 is on what date?", {"date": iso(hol("black_friday", 2027))})
add(H, "When do the clocks fall back in 2027?", {"date": iso(hol("dst_end", 2027))})
add(H, "What day of the week is New Year's Day 2027?",
    {"date": iso(hol("new_year", 2027)), "weekday": wday(hol("new_year", 2027))})
add(H, "New Year's Eve this year, which day is that?",
    {"date": iso(hol("new_years_eve", 2026)), "weekday": wday(hol("new_years_eve", 2026))})
add(H, "What day of the week will Halloween be in 2027?",
    {"date": iso(hol("halloween", 2027)), "weekday": wday(hol("halloween", 2027))})
add(H, "When is Groundhog Day?", {"date": iso(hol("groundhog"))})
add(H, "Which holiday falls on the fourth Thursday of November?", {"contains": ["thanksgiving"]})
add(H, "What's the next federal holiday?", {"contains": ["christmas"], "date": iso(hol("christmas"))})
assert min(d for d in holidays.US(years=2026) if d > TODAY) == hol("christmas")
add(H, "How many days is it until New Year's Day?", {"days": days_from_today(hol("new_year"))})
add(H, "Hey, how many days until Valentine's Day?", {"days": days_from_today(hol("valentines"))})
add(H, "How many days until Easter?", {"days": days_from_today(hol("easter"))})
add(H, "When is Palm Sunday 2027?", {"date": iso(hol("palm_sunday", 2027))})
_cny = min(d for d, n in holidays.China(years=2027).items() if "Spring Festival" in n)
add(H, "When is Chinese New Year in 2027?", {"date": iso(_cny)})
add(H, "What day of the week is Cinco de Mayo next year?",
    {"date": iso(hol("cinco", 2027)), "weekday": wday(hol("cinco", 2027))})
add(H, "When is Election Day in 2028?", {"date": iso(hol("election_day", 2028))})
add(H, "When was Memorial Day this year?", {"date": iso(hol("memorial", 2026))})
add(H, "When is Boxing Day this year, and what day of the week?",
    {"date": iso(hol("boxing_day", 2026)), "weekday": wday(hol("boxing_day", 2026))})
add(H, "What date is Flag Day next year?", {"date": iso(hol("flag_day", 2027))})
add(H, "Earth Day 2027, what day of the week is it on?",
    {"date": iso(hol("earth_day", 2027)), "weekday": wday(hol("earth_day", 2027))})
add(H, "Is Valentine's Day a federal holiday?", {"contains": ["no|not"]})
add(H, "When is Easter Monday next year?", {"date": iso(hol("easter_monday", 2027))})
add(H, "When was Easter in 2025?", {"date": iso(hol("easter", 2025))})
add(H, "When is Thanksgiving in Canada next year?", {"date": iso(hol("canada_thanksgiving", 2027))})
add(H, "MLK Day 2028, what's the date?", {"date": iso(hol("mlk", 2028))})
add(H, "In 2029, when does Thanksgiving fall?", {"date": iso(hol("thanksgiving", 2029))})
add(H, "What's the date of Mother's Day in 2028?", {"date": iso(hol("mothers_day", 2028))})
# slips
add(H, "when is fathers day", {"date": iso(hol("fathers_day"))}, slip=True)
add(H, "when is mardi gras next year", {"date": iso(hol("mardi_gras", 2027))}, slip=True)
add(H, "what holiday is on the last monday in may", {"contains": ["memorial"]}, slip=True)
add(H, "how many days till thanks giving", {"days": days_from_today(hol("thanksgiving"))}, slip=True)
add(H, "um when is labor day twenty twenty seven", {"date": iso(hol("labor", 2027))}, slip=True)
add(H, "what day of the week is christmas twenty twenty seven",
    {"date": iso(hol("christmas", 2027)), "weekday": wday(hol("christmas", 2027))}, slip=True)
add(H, "so when do the clocks spring forward next year", {"date": iso(hol("dst_start", 2027))}, slip=True)
add(H, "when is easter two thousand thirty", {"date": iso(hol("easter", 2030))}, slip=True)
add(H, "whens valentines day", {"date": iso(hol("valentines"))}, slip=True)
add(H, "uh when is memorial day", {"date": iso(hol("memorial"))}, slip=True)
add(H, "is veterans day a federal holiday", {"contains": ["yes"]}, slip=True)
# cannot
cannot(H, "When is Blimbledorf Day?", "Blimbledorf Day")
cannot(H, "When is National Squonkel Appreciation Week this year?", "Squonkel")
cannot(H, "When's my anniversary?", "anniversary")
cannot(H, "what day does gleebfest fall on next year", "gleebfest", slip=True)

# --------------------------------------------------------------------------
# dates
# --------------------------------------------------------------------------
D = "dates"
T = TODAY
td = dt.timedelta


def dw(d):
    return {"date": iso(d), "weekday": wday(d)}


add(D, "What's today's date?", {"date": iso(T)})
add(D, "What day of the week is it today?", {"weekday": wday(T)})
add(D, "What was yesterday's date?", {"date": iso(T - td(1))})
add(D, "The day after tomorrow is what day of the week?", dw(T + td(2)))
_next_tue = T + td((TUE - T.weekday()) % 7 or 7)
assert _next_tue == dt.date(2026, 12, 8)  # README convention
add(D, "What's the date next Tuesday?", {"date": iso(_next_tue)})
_last_mon = T - td((T.weekday() - MON) % 7 or 7)
assert _last_mon == dt.date(2026, 11, 30)
add(D, "What date was last Monday?", {"date": iso(_last_mon)})
add(D, "What's the date a week from today?", {"date": iso(T + td(weeks=1))})
add(D, "What's the date 100 days from today?", {"date": iso(T + td(100))})
add(D, "What date is six weeks from today?", {"date": iso(T + td(weeks=6))})
add(D, "What date was it three months ago?", {"date": iso(T - relativedelta(months=3))})
add(D, "What was the date 45 days ago?", {"date": iso(T - td(45))})
add(D, "What day of the week was July 4th, 1776?", {"weekday": wday(dt.date(1776, 7, 4))})
add(D, "Which day of the week was January 1st, 2000?", {"weekday": wday(dt.date(2000, 1, 1))})
add(D, "My birthday is March 3rd. What day of the week will it be on next year?",
    dw(dt.date(2027, 3, 3)))
add(D, "How many days are in February 2028?",
    {"number": calendar.monthrange(2028, 2)[1], "tol": 0})
assert calendar.isleap(2028) and calendar.isleap(2000)
assert not calendar.isleap(2100) and not calendar.isleap(2027)
add(D, "Is 2028 a leap year?", {"contains": ["yes"]})
add(D, "Is 2027 a leap year?", {"contains": ["no|not"]})
add(D, "How many days until April 10th?", {"days": days_from_today(dt.date(2027, 4, 10))})
add(D, "After today, how many days are left in 2026?", {"days": days_from_today(dt.date(2026, 12, 31))})
assert days_from_today(dt.date(2026, 12, 31)) == 27
add(D, "What day of the year is it today?", {"number": T.timetuple().tm_yday, "tol": 0})
add(D, "What week number are we in?", {"number": T.isocalendar()[1], "tol": 0})
add(D, "How many days are there between March 3, 2027 and July 19, 2027?",
    {"number": (dt.date(2027, 7, 19) - dt.date(2027, 3, 3)).days, "tol": 0})
add(D, "How old is someone who was born on May 12, 1990?",
    {"number": relativedelta(T, dt.date(1990, 5, 12)).years, "tol": 0})
add(D, "If I was born on August 20th 1985, how old will I turn on my birthday next year?",
    {"number": relativedelta(dt.date(2027, 8, 20), dt.date(1985, 8, 20)).years, "tol": 0})
add(D, "How many days until the end of January?", {"days": days_from_today(dt.date(2027, 1, 31))})
add(D, "What's the date next Wednesday?", {"date": iso(T + td((WED - T.weekday()) % 7 or 7))})
add(D, "What day of the week is the 20th of this month?", dw(dt.date(2026, 12, 20)))
add(D, "What's the last day of February 2027?", {"date": iso(dt.date(2027, 3, 1) - td(1))})
add(D, "How many days ago was Halloween?", {"number": (T - dt.date(2026, 10, 31)).days, "tol": 0})
_fridays = [T + td(i) for i in range(1, 28) if (T + td(i)).weekday() == FRI and (T + td(i)).year == 2026]
add(D, "Not counting today, how many Fridays are left this year?", {"number": len(_fridays), "tol": 0})
add(D, "What date is the second Tuesday of January 2027?", {"date": iso(nth_weekday(2027, 1, TUE, 2))})
add(D, "What was the date 1000 days ago?", {"date": iso(T - td(1000))})
add(D, "What's the date 500 days from now?", {"date": iso(T + td(500))})
add(D, "First Monday in February 2027, what's the date?", {"date": iso(nth_weekday(2027, 2, MON, 1))})
add(D, "What year will it be in 15 years?", {"contains": [str(T.year + 15)]})
add(D, "March 15th 2027, what day of the week is that?", dw(dt.date(2027, 3, 15)))
add(D, "The 4th of August next year is what weekday?", dw(dt.date(2027, 8, 4)))
add(D, "How many days until June 1st?", {"days": days_from_today(dt.date(2027, 6, 1))})
add(D, "What day of the week was November 9, 1989?", {"weekday": wday(dt.date(1989, 11, 9))})
add(D, "How many days are in this month?", {"number": calendar.monthrange(2026, 12)[1], "tol": 0})
add(D, "Count the days from today to March 1st.", {"days": days_from_today(dt.date(2027, 3, 1))})
add(D, "What was the date a fortnight ago?", {"date": iso(T - td(14))})
add(D, "What's the date one month from today?", {"date": iso(T + relativedelta(months=1))})
add(D, "Three weeks from today — which date is that?", {"date": iso(T + td(weeks=3))})
# slips
add(D, "whats tomorrows date", {"date": iso(T + td(1))}, slip=True)
add(D, "whats the date a year from now", {"date": iso(T + relativedelta(years=1))}, slip=True)
add(D, "what day of the week was september eleventh two thousand one",
    {"weekday": wday(dt.date(2001, 9, 11))}, slip=True)
add(D, "is twenty one hundred a leap year", {"contains": ["no|not"]}, slip=True)
add(D, "what month will it be in five months", {"contains": [calendar.month_name[(T + relativedelta(months=5)).month]]}, slip=True)
add(D, "whats the date ten days from now", {"date": iso(T + td(10))}, slip=True)
add(D, "um what day will it be in three days", dw(T + td(3)), slip=True)
add(D, "what day of the week is the first of january twenty twenty eight", dw(dt.date(2028, 1, 1)), slip=True)
add(D, "how old is somebody born in june nineteen seventy five on the second",
    {"number": relativedelta(T, dt.date(1975, 6, 2)).years, "tol": 0}, slip=True)
# cannot: impossible dates
for _y, _m, _d in ((2027, 2, 30), (2027, 4, 31), (2027, 1, 32), (2027, 2, 29), (2027, 6, 31)):
    try:
        dt.date(_y, _m, _d)
        raise AssertionError("date exists")
    except ValueError:
        pass
cannot(D, "What day of the week is February 30th, 2027?", "February 30")
cannot(D, "What's the date of April 31st next year?", "April 31")
cannot(D, "How many days until the 32nd of January?", "January 32")
cannot(D, "What day of the week was February 29, 2027?", "February 29")
cannot(D, "How many days until my wedding?", "wedding")
cannot(D, "what day of the week is june thirty first", "june 31", slip=True)

# --------------------------------------------------------------------------
# worldclock
# --------------------------------------------------------------------------
W = "worldclock"
UTCNOW = NOW.astimezone(dt.timezone.utc)


def local(zone, when=NOW):
    return when.astimezone(ZoneInfo(zone))


def hhmm(t):
    return t.strftime("%H:%M")


def now_in(zone):
    return {"time": hhmm(local(zone)), "tol_min": 1}


def diff_hours(zone_a, zone_b="America/New_York"):
    off = local(zone_a).utcoffset() - local(zone_b).utcoffset()
    h = abs(off.total_seconds()) / 3600
    assert h == int(h), (zone_a, zone_b)
    return int(h)


def convert(h, m, from_zone, to_zone, day=TODAY):
    t = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(from_zone))
    return {"time": hhmm(t.astimezone(ZoneInfo(to_zone))), "tol_min": 1}


add(W, "What time is it in Tokyo right now?", now_in("Asia/Tokyo"))
add(W, "What's the time in London?", now_in("Europe/London"))
add(W, "Paris, what time is it there?", now_in("Europe/Paris"))
add(W, "What time is it in LA?", now_in("America/Los_Angeles"))
add(W, "Current time in Chicago please.", now_in("America/Chicago"))
add(W, "What time is it in Denver right now?", now_in("America/Denver"))
add(W, "What's the time in Phoenix, Arizona?", now_in("America/Phoenix"))
add(W, "Tell me the time in Anchorage, Alaska.", now_in("America/Anchorage"))
add(W, "What time is it in Auckland?", now_in("Pacific/Auckland"))
add(W, "What time is it in Kathmandu?", now_in("Asia/Kathmandu"))
add(W, "What time is it in Dubai at the moment?", now_in("Asia/Dubai"))
add(W, "What's the local time in Nairobi?", now_in("Africa/Nairobi"))
add(W, "What time is it in Lagos, Nigeria?", now_in("Africa/Lagos"))
add(W, "What's the time in Beijing?", now_in("Asia/Shanghai"))
add(W, "Could you tell me what time it is in Singapore?", now_in("Asia/Singapore"))
add(W, "What time is it right now in Reykjavik?", now_in("Atlantic/Reykjavik"))
add(W, "What time is it in Berlin?", now_in("Europe/Berlin"))
add(W, "What time is it in Athens, Greece?", now_in("Europe/Athens"))
add(W, "What's the time in Tehran?", now_in("Asia/Tehran"))
add(W, "What time is it in São Paulo?", now_in("America/Sao_Paulo"))
add(W, "Mexico City, what time is it?", now_in("America/Mexico_City"))
add(W, "What's the time in Lima, Peru?", now_in("America/Lima"))
add(W, "What's the time in Halifax, Nova Scotia?", now_in("America/Halifax"))
add(W, "What time is it in St. John's, Newfoundland?", now_in("America/St_Johns"))
add(W, "What time is it in Adelaide?", now_in("Australia/Adelaide"))
add(W, "What's the time in Colombia?", now_in("America/Bogota"))
add(W, "What time is it in Israel?", now_in("Asia/Jerusalem"))
assert local("Australia/Sydney").date() == TODAY + td(1)
add(W, "Is it already Saturday in Sydney?", {"contains": ["yes"]})
assert local("Pacific/Honolulu").date() == TODAY
add(W, "Is it still Friday in Honolulu?", {"contains": ["yes"]})
add(W, "What day is it in Auckland right now?",
    {"date": iso(local("Pacific/Auckland").date()), "weekday": wday(local("Pacific/Auckland").date())})
add(W, "How many hours ahead of us is London?", {"number": diff_hours("Europe/London"), "tol": 0})
add(W, "What's the time difference between New York and Tokyo?", {"number": diff_hours("Asia/Tokyo"), "tol": 0})
add(W, "How many hours behind New York is Los Angeles?", {"number": diff_hours("America/Los_Angeles"), "tol": 0})
add(W, "How far ahead of here is Dubai, in hours?", {"number": diff_hours("Asia/Dubai"), "tol": 0})
add(W, "What's the time difference between here and Honolulu?", {"number": diff_hours("Pacific/Honolulu"), "tol": 0})
add(W, "How many hours ahead is Sydney?", {"number": diff_hours("Australia/Sydney"), "tol": 0})
add(W, "What's the time difference between London and Tokyo?",
    {"number": diff_hours("Asia/Tokyo", "Europe/London"), "tol": 0})
add(W, "How many hours apart are Los Angeles and London?",
    {"number": diff_hours("Europe/London", "America/Los_Angeles"), "tol": 0})
add(W, "If it's 9 am here, what time is it in London?", convert(9, 0, "America/New_York", "Europe/London"))
add(W, "When it's noon in Tokyo, what time is it here?", convert(12, 0, "Asia/Tokyo", "America/New_York"))
add(W, "If I call Berlin at 8 pm my time, what time will it be there?",
    convert(20, 0, "America/New_York", "Europe/Berlin"))
add(W, "3 pm Pacific is what time Eastern?", convert(15, 0, "America/Los_Angeles", "America/New_York"))
add(W, "What's 10 am GMT in Eastern time?", convert(10, 0, "Etc/GMT", "America/New_York"))
add(W, "I have a call at 4 pm London time. What time is that for me?",
    convert(16, 0, "Europe/London", "America/New_York"))
add(W, "When it's 6 pm in Dubai, what time is it in Chicago?", convert(18, 0, "Asia/Dubai", "America/Chicago"))
# slips
add(W, "whats the time in bankok", now_in("Asia/Bangkok"), slip=True)
add(W, "what time is it in new delly", now_in("Asia/Kolkata"), slip=True)
add(W, "what time is it over in sidney australia", now_in("Australia/Sydney"), slip=True)
add(W, "uh what time is it in honalulu", now_in("Pacific/Honolulu"), slip=True)
add(W, "time in buenos ares", now_in("America/Argentina/Buenos_Aires"), slip=True)
add(W, "what time is it in kairo egypt", now_in("Africa/Cairo"), slip=True)
add(W, "how many hours ahead is paris", {"number": diff_hours("Europe/Paris"), "tol": 0}, slip=True)
add(W, "if its nine am here what time is it in rome", convert(9, 0, "America/New_York", "Europe/Rome"), slip=True)
add(W, "whats the date in wellington new zealand", {"date": iso(local("Pacific/Auckland").date())}, slip=True)
add(W, "what time is it in zurich", now_in("Europe/Zurich"), slip=True)
add(W, "so what time is it in toronto", now_in("America/Toronto"), slip=True)
add(W, "what time is it in mumbai india right now", now_in("Asia/Kolkata"), slip=True)
# cannot: ambiguous (several zones / several places) or unknown
cannot(W, "What time is it in Portland?", "Portland")
cannot(W, "What time is it in Australia?", "Australia")
cannot(W, "What's the time in Russia right now?", "Russia")
cannot(W, "What time is it in Atlantis?", "Atlantis")
cannot(W, "What time is it in Flurbonia?", "Flurbonia")
cannot(W, "what time is it in brazil", "brazil", slip=True)
for _zs in (("America/Los_Angeles", "America/New_York"),  # Portland OR / Portland ME
            ("Australia/Perth", "Australia/Sydney"),
            ("Europe/Moscow", "Asia/Vladivostok"),
            ("America/Sao_Paulo", "America/Manaus")):
    assert local(_zs[0]).utcoffset() != local(_zs[1]).utcoffset(), _zs

# --------------------------------------------------------------------------
# sun
# --------------------------------------------------------------------------
S = "sun"
NYC = astral.LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)


def sunev(date, loc=NYC):
    tz = ZoneInfo(loc.timezone)
    s = astral.sun.sun(loc.observer, date=date, tzinfo=tz)
    for k in ("dawn", "sunrise", "noon", "sunset", "dusk"):
        assert s[k].date() == date, (k, date, loc.name)
    return s


def rnd(t):
    return (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)


def at(date, event, loc=NYC):
    return {"time": hhmm(rnd(sunev(date, loc)[event])), "tol_min": 3}


def daylen(date):
    s = sunev(date)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h, m = int(mins // 60), mins - 60 * int(mins // 60)
    assert m >= 3, date  # keep the relative tolerance sensible
    return {"contains": [f"{h} hour|{h} h|{h}:"], "number": round(m, 6), "tol": round(1.5 / m, 6)}


LONDON = astral.LocationInfo("London", "UK", "Europe/London", 51.5074, -0.1278)
SYDNEY = astral.LocationInfo("Sydney", "Australia", "Australia/Sydney", -33.8688, 151.2093)

add(S, "What time is sunrise today?", at(T, "sunrise"))
add(S, "When does the sun set today?", at(T, "sunset"))
add(S, "What time does the sun come up tomorrow?", at(T + td(1), "sunrise"))
add(S, "Sunset tomorrow, what time?", at(T + td(1), "sunset"))
add(S, "When's sunrise this Sunday?", at(T + td(2), "sunrise"))
add(S, "What time is sunset on Monday?", at(T + td(3), "sunset"))
add(S, "What time does the sun rise on the winter solstice, December 21st?", at(dt.date(2026, 12, 21), "sunrise"))
add(S, "When will the sun set on Christmas Day?", at(dt.date(2026, 12, 25), "sunset"))
add(S, "What time is sunrise on New Year's Day?", at(dt.date(2027, 1, 1), "sunrise"))
add(S, "What time will the sun set on June 21st next year?", at(dt.date(2027, 6, 21), "sunset"))
add(S, "Sunrise on July 4th 2027 — what time?", at(dt.date(2027, 7, 4), "sunrise"))
add(S, "What time is sunset on March 20, 2027?", at(dt.date(2027, 3, 20), "sunset"))
add(S, "When does the sun rise on January 15th?", at(dt.date(2027, 1, 15), "sunrise"))
add(S, "What time is solar noon today?", at(T, "noon"))
add(S, "When does civil twilight begin tomorrow morning?", at(T + td(1), "dawn"))
add(S, "What time does civil twilight end this evening?", at(T, "dusk"))
add(S, "How much daylight do we get today?", daylen(T))
add(S, "How long is the day on December 21st?", daylen(dt.date(2026, 12, 21)))
add(S, "How long will the day be on June 21st, 2027, from sunrise to sunset?", daylen(dt.date(2027, 6, 21)))
add(S, "What time is sunrise a week from today?", at(T + td(7), "sunrise"))
add(S, "What time does the sun set in London on Christmas Day, in London time?",
    at(dt.date(2026, 12, 25), "sunset", LONDON))
add(S, "What time is sunrise in Sydney, Australia on Christmas Day, local time?",
    at(dt.date(2026, 12, 25), "sunrise", SYDNEY))
# slips
add(S, "what time is the sunset tonight", at(T, "sunset"), slip=True)
add(S, "um when does the sun come up on saturday", at(T + td(1), "sunrise"), slip=True)
add(S, "how many hours of daylight on new years day", daylen(dt.date(2027, 1, 1)), slip=True)
add(S, "whens sunrise on christmas morning", at(dt.date(2026, 12, 25), "sunrise"), slip=True)
add(S, "what time does the sun go down on new years eve", at(dt.date(2026, 12, 31), "sunset"), slip=True)
# cannot
_murmansk = astral.LocationInfo("Murmansk", "Russia", "Europe/Moscow", 68.9585, 33.0827)
try:
    astral.sun.sunrise(_murmansk.observer, T + td(1), tzinfo=ZoneInfo("Europe/Moscow"))
    raise AssertionError("Murmansk should have polar night")
except ValueError:
    pass
cannot(S, "What time does the sun rise in Murmansk tomorrow?", "Murmansk")
cannot(S, "What time is sunset on February 30th?", "February 30")
cannot(S, "When does the sun rise in Blargleton?", "Blargleton")

# --------------------------------------------------------------------------
# units (exact factors; each conversion is cross-checked with pint)
# --------------------------------------------------------------------------
U = "units"
ureg = pint.UnitRegistry()
IN = 0.0254
FT = 12 * IN
YD = 3 * FT
MI = 5280 * FT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
SHORT_TON = 2000 * LB
GAL = 231 * IN ** 3 * 1000  # litres
QT, PT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
IMP_PINT = 4.54609 / 8
ACRE = 43560 * FT ** 2
HOUR = 3600.0
MPH = MI / HOUR
KMH = 1000 / HOUR
KNOT = NMI / HOUR
PSI = LB * 9.80665 / IN ** 2
BAR = 1e5
ATM = 101325.0
KCAL = 4184.0
KWH = 3.6e6
HP = 745.69987158227022

# factor tables: (value in SI-ish base unit, pint name)
F = {
    "mile": (MI, "mile"), "km": (1000.0, "km"), "m": (1.0, "m"), "cm": (0.01, "cm"),
    "mm": (0.001, "mm"), "inch": (IN, "inch"), "foot": (FT, "foot"), "yard": (YD, "yard"),
    "nmi": (NMI, "nautical_mile"),
    "kg": (1.0, "kg"), "g": (0.001, "g"), "lb": (LB, "lb"), "oz": (OZ, "oz"),
    "stone": (STONE, "stone"), "short_ton": (SHORT_TON, "short_ton"), "tonne": (1000.0, "metric_ton"),
    "L": (1.0, "L"), "mL": (0.001, "mL"), "gal": (GAL, "gallon"), "qt": (QT, "quart"),
    "cup": (CUP, "cup"), "floz": (FLOZ, "fluid_ounce"), "tbsp": (TBSP, "tablespoon"),
    "tsp": (TSP, "teaspoon"), "imp_pint": (IMP_PINT, "imperial_pint"),
    "acre": (ACRE, "acre"), "ha": (1e4, "hectare"), "m2": (1.0, "m**2"), "ft2": (FT ** 2, "ft**2"),
    "mi2": (MI ** 2, "mi**2"),
    "mph": (MPH, "mph"), "kmh": (KMH, "km/hour"), "knot": (KNOT, "knot"), "mps": (1.0, "m/s"),
    "GB": (1e9, "GB"), "MB": (1e6, "MB"), "TB": (1e12, "TB"), "GiB": (2 ** 30, "GiB"),
    "MiB": (2 ** 20, "MiB"),
    "hour": (HOUR, "hour"), "minute": (60.0, "minute"), "second": (1.0, "second"),
    "day": (86400.0, "day"), "week": (604800.0, "week"),
    "psi": (PSI, "psi"), "bar": (BAR, "bar"), "atm": (ATM, "atm"),
    "kcal": (KCAL, "kilocalorie"), "kJ": (1000.0, "kJ"), "kWh": (KWH, "kWh"),
    "hp": (HP, "horsepower"), "kW": (1000.0, "kW"),
}


def tidy(x):
    x = round(x, 6)
    return int(x) if x.is_integer() else x


def conv(v, a, b):
    x = v * F[a][0] / F[b][0]
    p = ureg.Quantity(v, F[a][1]).to(F[b][1]).magnitude
    assert math.isclose(x, p, rel_tol=1e-5), (v, a, b, x, p)  # pint's acre is the survey acre
    return {"number": tidy(x)}


def temp(v, a, b):
    c = {"F": lambda t: (t - 32) * 5 / 9, "C": lambda t: t, "K": lambda t: t - 273.15}[a](v)
    x = {"F": lambda t: t * 9 / 5 + 32, "C": lambda t: t, "K": lambda t: t + 273.15}[b](c)
    pu = {"F": "degF", "C": "degC", "K": "kelvin"}
    p = ureg.Quantity(v, pu[a]).to(pu[b]).magnitude
    assert math.isclose(x, p, rel_tol=1e-9, abs_tol=1e-9), (v, a, b, x, p)
    assert abs(x) > 1, "relative tolerance needs a value away from zero"
    return {"number": tidy(x)}


def mpg_to_l100(mpg):
    x = 100 / (mpg * MI / 1000 / GAL)
    p = 100 / ureg.Quantity(mpg, "mile/gallon").to("km/L").magnitude
    assert math.isclose(x, p, rel_tol=1e-9)
    return {"number": round(x, 6)}


add(U, "How many kilometers is 5 miles?", conv(5, "mile", "km"))
add(U, "10 km in miles?", conv(10, "km", "mile"))
add(U, "How tall is 6 feet in centimeters?", conv(6, "foot", "cm"))
add(U, "180 centimeters in inches.", conv(180, "cm", "inch"))
add(U, "What's 100 degrees Fahrenheit in Celsius?", temp(100, "F", "C"))
add(U, "Convert 20 Celsius to Fahrenheit.", temp(20, "C", "F"))
add(U, "What is minus 40 Fahrenheit in Celsius?", temp(-40, "F", "C"))
add(U, "My oven is set to 350 Fahrenheit. What's that in Celsius?", temp(350, "F", "C"))
add(U, "25 degrees Celsius in Kelvin?", temp(25, "C", "K"))
add(U, "How many milliliters are in 2 cups?", conv(2, "cup", "mL"))
add(U, "How many tablespoons in half a cup?", conv(0.5, "cup", "tbsp"))
add(U, "How many liters are in a gallon?", conv(1, "gal", "L"))
add(U, "2 liters is how many cups?", conv(2, "L", "cup"))
add(U, "12 fluid ounces in milliliters", conv(12, "floz", "mL"))
add(U, "What's 150 pounds in kilograms?", conv(150, "lb", "kg"))
add(U, "70 kilos in pounds?", conv(70, "kg", "lb"))
add(U, "How many kilograms is 12 stone?", conv(12, "stone", "kg"))
add(U, "8 ounces in grams", conv(8, "oz", "g"))
add(U, "500 grams — how many pounds is that?", conv(500, "g", "lb"))
add(U, "Convert 2.5 kilograms to ounces.", conv(2.5, "kg", "oz"))
add(U, "How many square meters are in an acre?", conv(1, "acre", "m2"))
add(U, "3 hectares in acres", conv(3, "ha", "acre"))
add(U, "How many acres in a square mile?", conv(1, "mi2", "acre"))
add(U, "1000 square feet is how many square meters?", conv(1000, "ft2", "m2"))
add(U, "60 miles per hour in kilometers per hour?", conv(60, "mph", "kmh"))
add(U, "What's 100 km/h in mph?", conv(100, "kmh", "mph"))
add(U, "20 knots in miles per hour", conv(20, "knot", "mph"))
add(U, "10 meters per second is how many kilometers per hour?", conv(10, "mps", "kmh"))
add(U, "How many mebibytes are in a gibibyte?", conv(1, "GiB", "MiB"))
add(U, "A marathon is 26.2 miles. How many kilometers is that?", conv(26.2, "mile", "km"))
add(U, "How many feet in a mile?", conv(1, "mile", "foot"))
add(U, "What's a nautical mile in kilometers?", conv(1, "nmi", "km"))
add(U, "How many feet are in a kilometer?", conv(1, "km", "foot"))
add(U, "My car gets 30 miles per gallon. What's that in liters per 100 kilometers?", mpg_to_l100(30))
add(U, "What's 32 psi in bar?", conv(32, "psi", "bar"))
add(U, "2000 kilocalories in kilojoules", conv(2000, "kcal", "kJ"))
add(U, "200 horsepower in kilowatts?", conv(200, "hp", "kW"))
add(U, "How many US fluid ounces in a liter?", conv(1, "L", "floz"))
add(U, "A 750 ml bottle is how many fluid ounces?", conv(750, "mL", "floz"))
add(U, "How many milliliters in a British pint?", conv(1, "imp_pint", "mL"))
add(U, "A metric ton is how many pounds?", conv(1, "tonne", "lb"))
add(U, "How many kilograms in a short ton?", conv(1, "short_ton", "kg"))
add(U, "98.6 Fahrenheit in Celsius", temp(98.6, "F", "C"))
_h = conv(5, "foot", "cm")["number"] + conv(4, "inch", "cm")["number"]
assert math.isclose(_h, 162.56)
add(U, "Convert 5 feet 4 inches to centimeters.", {"number": tidy(_h)})
add(U, "1.5 liters in quarts?", conv(1.5, "L", "qt"))
add(U, "How many grams in a pound?", conv(1, "lb", "g"))
add(U, "How many tablespoons in a quarter cup?", conv(0.25, "cup", "tbsp"))
add(U, "How many teaspoons in a cup?", conv(1, "cup", "tsp"))
add(U, "How many yards in a mile?", conv(1, "mile", "yard"))
add(U, "The recipe says 400 grams of flour. How many ounces is that?", conv(400, "g", "oz"))
add(U, "Bake at 450 Fahrenheit — what is that in Celsius?", temp(450, "F", "C"))
add(U, "Minus 10 Celsius in Fahrenheit?", temp(-10, "C", "F"))
add(U, "300 kelvin in Fahrenheit", temp(300, "K", "F"))
# slips
add(U, "um how many cups in a gallon", conv(1, "gal", "cup"), slip=True)
add(U, "whats seventy two fahrenheit in celsius", temp(72, "F", "C"), slip=True)
add(U, "three quarters of a cup in mils", conv(0.75, "cup", "mL"), slip=True)
add(U, "how many pounds is eighty kilos", conv(80, "kg", "lb"), slip=True)
add(U, "convert two hundred grams to ounces", conv(200, "g", "oz"), slip=True)
add(U, "how many feet is two meters", conv(2, "m", "foot"), slip=True)
add(U, "so how many tea spoons are in three table spoons", conv(3, "tbsp", "tsp"), slip=True)
add(U, "fifty five miles an hour in kilometers", conv(55, "mph", "kmh"), slip=True)
add(U, "how many inches is thirty centimeters", conv(30, "cm", "inch"), slip=True)
add(U, "uh how many liter is five gallons", conv(5, "gal", "L"), slip=True)
add(U, "whats a hundred and eighty celsius in fahrenheit", temp(180, "C", "F"), slip=True)
add(U, "how many ounces in a kilo", conv(1, "kg", "oz"), slip=True)
add(U, "how many square feet in an acre", conv(1, "acre", "ft2"), slip=True)
# cannot: incompatible dimensions or unknown unit
for _a, _b in (("mile", "kg"), ("s", "kg"), ("degC", "inch"), ("foot", "minute"),
               ("mph", "gallon")):
    try:
        ureg.Quantity(1, _a).to(_b)
        raise AssertionError("should not convert")
    except pint.errors.DimensionalityError:
        pass
try:
    ureg.Quantity(1, "zorble")
    raise AssertionError("zorble is not a unit")
except pint.errors.UndefinedUnitError:
    pass
cannot(U, "Convert 5 miles to kilograms.", "miles to kilograms")
cannot(U, "How many seconds are in a kilogram?", "seconds in a kilogram")
cannot(U, "What's 30 degrees Celsius in inches?", "Celsius in inches")
cannot(U, "How many zorbles are in a meter?", "zorbles")
cannot(U, "How many gallons is 60 miles per hour?", "miles per hour to gallons")
cannot(U, "convert three feet to minutes", "feet to minutes", slip=True)

# --------------------------------------------------------------------------
# WordNet 3.0 (Debian wordnet-base) through nltk
# --------------------------------------------------------------------------
LEXNAMES = (
    "adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute "
    "noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group "
    "noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant "
    "noun.possession noun.process noun.quantity noun.relation noun.shape noun.state "
    "noun.substance noun.time verb.body verb.change verb.cognition verb.communication "
    "verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion "
    "verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl"
).split()
assert len(LEXNAMES) == 45


class _WordNet30(WordNetCorpusReader):
    def map_wn(self, version="wordnet"):  # no version mapping: this *is* 3.0
        return None


_tmp = tempfile.mkdtemp(prefix="heldout23-wn-")
atexit.register(shutil.rmtree, _tmp, True)
_root = os.path.join(_tmp, "corpora", "wordnet")
shutil.copytree("/usr/share/wordnet", _root)
with open(os.path.join(_root, "lexnames"), "w") as _f:
    for _i, _n in enumerate(LEXNAMES):
        _cat = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}[_n.split(".")[0]]
        _f.write("%02d\t%s\t%d\n" % (_i, _n, _cat))
nltk.data.path.insert(0, _tmp)
wn = _WordNet30(_root, None)
assert wn.get_version() == "3.0"


def synsets_of(word):
    key = word.lower().replace(" ", "_")
    return [s for s in wn.synsets(key) if any(l.name().lower() == key for l in s.lemmas())]


def lemma_in(s, word):
    key = word.lower().replace(" ", "_")
    return next(l for l in s.lemmas() if l.name().lower() == key)


def best_synset(word):
    best, best_c = None, -1
    for s in synsets_of(word):
        c = lemma_in(s, word).count()
        if c > best_c:
            best, best_c = s, c
    return best


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("-"))


def define(word):
    ss = synsets_of(word)
    assert ss, word
    return {"gloss": clean_gloss(best_synset(word)), "glosses": [clean_gloss(s) for s in ss]}


def synonyms(word):
    key = word.lower().replace(" ", "_")
    b = best_synset(word)
    first = [l.name() for l in b.lemmas() if l.name().lower() != key]
    assert first, word
    out = [n.replace("_", " ") for n in first]
    for s in synsets_of(word):
        if s is b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key and n not in out:
                out.append(n)
    return {"synonyms": out}


def absent(word):
    assert not synsets_of(word) and not wn.synsets(word.lower()), word
    return word


# --------------------------------------------------------------------------
# spelling
# --------------------------------------------------------------------------
SP = "spelling"
NOT_IN_WORDNET_OK = {"their"}  # function word; WordNet holds only content words


def spell(word):
    assert word.lower() in NOT_IN_WORDNET_OK or synsets_of(word), word
    letters = [c for c in word.upper() if c.isalpha()]
    assert len(letters) == len(word)
    return {"letters": letters}


add(SP, "How do you spell conscientious?", spell("conscientious"))
add(SP, "Bureaucracy — how is that spelled?", spell("bureaucracy"))
add(SP, "Spell Mississippi.", spell("Mississippi"))
add(SP, "Is it one c or two in accommodate? Spell it for me.", spell("accommodate"))
add(SP, "How is broccoli spelled?", spell("broccoli"))
add(SP, "How do you spell pneumonia?", spell("pneumonia"))
add(SP, "Spell chrysanthemum, please.", spell("chrysanthemum"))
add(SP, "How many n's in millennium? Just spell it.", spell("millennium"))
add(SP, "How do you spell questionnaire?", spell("questionnaire"))
add(SP, "How's Fahrenheit spelled?", spell("Fahrenheit"))
add(SP, "Spell acquaintance for me.", spell("acquaintance"))
add(SP, "Occasionally — how do you spell it?", spell("occasionally"))
add(SP, "How do you spell liaison?", spell("liaison"))
add(SP, "What's the spelling of silhouette?", spell("silhouette"))
add(SP, "How do you spell colonel, like the military rank?", spell("colonel"))
add(SP, "Spell Philadelphia.", spell("Philadelphia"))
add(SP, "How do you spell espresso?", spell("espresso"))
add(SP, "Fuchsia, the color. How's it spelled?", spell("fuchsia"))
add(SP, "How do you spell yacht?", spell("yacht"))
add(SP, "Can you spell bouquet for me?", spell("bouquet"))
add(SP, "How do you spell mischievous?", spell("mischievous"))
add(SP, "How is Caribbean spelled?", spell("Caribbean"))
add(SP, "Spell zucchini for me please.", spell("zucchini"))
add(SP, "How do you spell privilege?", spell("privilege"))
add(SP, "How do you spell ukulele?", spell("ukulele"))
add(SP, "How do you spell their, as in belonging to them?", spell("their"))
add(SP, "Spell knight, the kind in armor.", spell("knight"))
add(SP, "How do you spell flour, as in for baking?", spell("flour"))
add(SP, "How do you spell principal, the head of a school?", spell("principal"))
add(SP, "Spell stationery, as in paper and envelopes.", spell("stationery"))
# slips
add(SP, "how do you spell definitely", spell("definitely"), slip=True)
add(SP, "um spell necessary", spell("necessary"), slip=True)
add(SP, "how do you spell rhythm", spell("rhythm"), slip=True)
add(SP, "spell the word receipt", spell("receipt"), slip=True)
add(SP, "how do you spell pharaoh", spell("pharaoh"), slip=True)
add(SP, "how do you spell cappuccino", spell("cappuccino"), slip=True)
add(SP, "spell massachusetts for me", spell("Massachusetts"), slip=True)
add(SP, "how do you spell the word queue", spell("queue"), slip=True)
# cannot: nonsense words, or no word given
cannot(SP, "How do you spell flibbertonk?", absent("flibbertonk"))
cannot(SP, "Spell gronkulous.", absent("gronkulous"))
cannot(SP, "Spell the word for me, please.")
cannot(SP, "how do you spell um", slip=True)

# --------------------------------------------------------------------------
# words
# --------------------------------------------------------------------------
WO = "words"
add(WO, "What does ubiquitous mean?", define("ubiquitous"))
add(WO, "Define ephemeral.", define("ephemeral"))
add(WO, "What's the meaning of cacophony?", define("cacophony"))
add(WO, "What's the definition of serendipity?", define("serendipity"))
add(WO, "What does pragmatic mean?", define("pragmatic"))
add(WO, "Benevolent — what does that mean?", define("benevolent"))
add(WO, "What does meticulous mean?", define("meticulous"))
add(WO, "Define lethargic.", define("lethargic"))
add(WO, "What does ambivalent mean?", define("ambivalent"))
add(WO, "Give me the definition of resilient.", define("resilient"))
add(WO, "What does quaint mean?", define("quaint"))
add(WO, "Define superfluous.", define("superfluous"))
add(WO, "What does the word nonchalant mean?", define("nonchalant"))
add(WO, "What does procrastinate mean?", define("procrastinate"))
add(WO, "What does ameliorate mean?", define("ameliorate"))
add(WO, "What is a euphemism?", define("euphemism"))
add(WO, "What's an anecdote?", define("anecdote"))
add(WO, "What does empathy mean?", define("empathy"))
add(WO, "Altruism — define it for me.", define("altruism"))
add(WO, "What does facetious mean?", define("facetious"))
add(WO, "In cooking, what does marinate mean?", define("marinate"))
add(WO, "What's a bibliography?", define("bibliography"))
add(WO, "What is a palindrome?", define("palindrome"))
add(WO, "What does onomatopoeia mean?", define("onomatopoeia"))
add(WO, "What's an oxymoron?", define("oxymoron"))
add(WO, "What is a sommelier?", define("sommelier"))
add(WO, "What's another word for big?", synonyms("big"))
add(WO, "Give me a synonym for begin.", synonyms("begin"))
add(WO, "What's a synonym for difficult?", synonyms("difficult"))
add(WO, "Another word for brave?", synonyms("brave"))
add(WO, "What's another way to say funny?", synonyms("funny"))
add(WO, "Synonym for scared.", synonyms("scared"))
add(WO, "What's another word for buy?", synonyms("buy"))
add(WO, "What's a fancier word for wealthy?", synonyms("wealthy"))
add(WO, "Another word for tiny, please.", synonyms("tiny"))
add(WO, "What's a synonym for famous?", synonyms("famous"))
add(WO, "What's a synonym for mistake?", synonyms("mistake"))
add(WO, "What's another word for couch?", synonyms("couch"))
add(WO, "Synonyms for exhausted?", synonyms("exhausted"))
add(WO, "What's a synonym for conundrum?", synonyms("conundrum"))
# slips
add(WO, "whats the meaning of the word melancholy", define("melancholy"), slip=True)
add(WO, "um define obsolete", define("obsolete"), slip=True)
add(WO, "what does garrulous mean", define("garrulous"), slip=True)
add(WO, "what does the word anthology mean", define("anthology"), slip=True)
add(WO, "another word for fix", synonyms("fix"), slip=True)
add(WO, "so whats a synonym for help", synonyms("help"), slip=True)
add(WO, "uh whats another word for strange", synonyms("strange"), slip=True)
add(WO, "give me a different word for finish", synonyms("finish"), slip=True)
# cannot: nonsense words (asserted absent from WordNet)
cannot(WO, "What does flumbertoggle mean?", absent("flumbertoggle"))
cannot(WO, "Define snarfulous.", absent("snarfulous"))
cannot(WO, "What's the meaning of grobnitzel?", absent("grobnitzel"))
cannot(WO, "Give me a synonym for blimfardy.", absent("blimfardy"))
cannot(WO, "What does quorvish mean?", absent("quorvish"))
cannot(WO, "whats another word for zizzlewump", absent("zizzlewump"), slip=True)

# --------------------------------------------------------------------------
# calc
# --------------------------------------------------------------------------
C = "calc"


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    if isinstance(x, int):
        return {"number": x, "tol": 0}
    return {"number": round(x, 6), "tol": 0.001}


add(C, "What's 17 times 23?", num(17 * 23))
add(C, "144 divided by 12?", num(144 / 12))
add(C, "What's 15% of 80?", num(0.15 * 80))
add(C, "What's a 20 percent tip on $64.50?", num(round(0.20 * 64.50, 6)))
add(C, "Square root of 169?", num(math.isqrt(169)))
add(C, "What's the square root of 2?", num(math.sqrt(2)))
add(C, "What's 2 to the 10th power?", num(2 ** 10))
add(C, "1000 minus 387?", num(1000 - 387))
add(C, "What's 12.5 plus 7.75?", num(12.5 + 7.75))
add(C, "What is 7 factorial?", num(math.factorial(7)))
add(C, "45 is what percent of 60?", num(45 / 60 * 100))
add(C, "What's 100 divided by 7?", num(100 / 7))
add(C, "What's a third of 250?", num(250 / 3))
add(C, "What is 5 plus 3 times 4?", num(5 + 3 * 4))
add(C, "Add 5 and 3, then multiply the result by 4.", num((5 + 3) * 4))
add(C, "What's 18 percent of 250?", num(0.18 * 250))
add(C, "Split 120 dollars three ways — how much each?", num(120 / 3))
add(C, "Half of 93?", num(93 / 2))
add(C, "2.5 times 4.2?", num(round(2.5 * 4.2, 9)))
add(C, "A $40 shirt is 15 percent off. What's the sale price?", num(round(40 * (1 - 0.15), 9)))
add(C, "What's 8.875 percent sales tax on $120?", num(round(120 * 0.08875, 9)))
add(C, "What's one eighth as a decimal?", num(1 / 8))
add(C, "Three quarters as a percentage?", num(3 / 4 * 100))
add(C, "What's 123,456 plus 654,321?", num(123456 + 654321))
add(C, "What's negative 8 plus 15?", num(-8 + 15))
add(C, "Cube root of 64?", num(round(64 ** (1 / 3), 9)))
add(C, "If I invest $1000 at 5 percent interest compounded annually, how much will I have after 2 years?",
    num(round(1000 * 1.05 ** 2, 9)))
add(C, "What's the average of 4, 8 and 15?", num((4 + 8 + 15) / 3))
add(C, "What's 7 minus 10?", num(7 - 10))
add(C, "What's the remainder when 17 is divided by 5?", num(17 % 5))
add(C, "What's 2,500 divided by 8?", num(2500 / 8))
add(C, "Our dinner bill is $87 and we want to leave 18 percent. How much is the tip?", num(round(87 * 0.18, 9)))
# slips
add(C, "whats seventeen times twenty four", num(17 * 24), slip=True)
add(C, "um whats fifteen percent of ninety", num(round(0.15 * 90, 9)), slip=True)
add(C, "square root of two hundred twenty five", num(math.isqrt(225)), slip=True)
add(C, "two to the power of eight", num(2 ** 8), slip=True)
add(C, "what is one thousand minus four hundred twelve", num(1000 - 412), slip=True)
add(C, "how much is a twenty percent tip on forty two dollars and fifty cents", num(round(0.2 * 42.5, 9)), slip=True)
add(C, "whats nine hundred ninety nine plus one", num(999 + 1), slip=True)
add(C, "uh eleven times eleven", num(11 * 11), slip=True)
# cannot: division by zero
for _a in (10, 0, 80, 1):
    try:
        _a / 0
        raise AssertionError
    except ZeroDivisionError:
        pass
cannot(C, "What's 10 divided by 0?", "divide by zero")
cannot(C, "What is zero divided by zero?", "zero divided by zero")
cannot(C, "Split $80 evenly between zero friends.", "zero")
cannot(C, "divide one by zero", "divide by zero", slip=True)

# --------------------------------------------------------------------------
# write
# --------------------------------------------------------------------------
qs = [it["q"].lower() for it in ITEMS]
dups = [q for q, n in collections.Counter(qs).items() if n > 1]
assert not dups, dups
GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
with open(OUT, "w", encoding="utf-8") as f:
    for i, it in enumerate(ITEMS, 1):
        row = {"id": "q23_%03d" % i, "group": it["group"], "q": it["q"], "kind": it["kind"],
               "slip": it["slip"], "expect": it["expect"]}
        f.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")

tot = collections.Counter()
print("| group | answer | cannot | slip | total |")
print("| --- | --- | --- | --- | --- |")
for g in GROUPS:
    rows = [it for it in ITEMS if it["group"] == g]
    a = sum(it["kind"] == "answer" for it in rows)
    c = sum(it["kind"] == "cannot" for it in rows)
    s = sum(it["slip"] for it in rows)
    tot.update(answer=a, cannot=c, slip=s, total=len(rows))
    print(f"| {g} | {a} | {c} | {s} | {len(rows)} |")
print(f"| **total** | **{tot['answer']}** | **{tot['cannot']}** | **{tot['slip']}** | **{tot['total']}** |")
print(f"wrote {len(ITEMS)} items to {OUT}")
