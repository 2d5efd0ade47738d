#!/usr/bin/env python3
"""exact-heldout10: held-out questions with exactly computed answers.

Fixed situation: now = Friday 2026-12-04 14:30:00 America/New_York, country US,
place New York City (40.7128, -74.0060).

Imports nothing from the project. Needs: holidays, python-dateutil, astral, nltk,
and Debian's wordnet-base (/usr/share/wordnet). Writes exact-heldout10.jsonl next to
this file and prints the counts table.
"""
import atexit
import calendar
import json
import math
import os
import shutil
import sys
import tempfile
import warnings
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import holidays
from dateutil.easter import easter
from dateutil.relativedelta import relativedelta, MO, TU, WE, TH, FR, SA, SU
import astral
import astral.sun

warnings.filterwarnings("ignore")

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout10.jsonl")

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# ---------------------------------------------------------------------------
# item collection
# ---------------------------------------------------------------------------
ITEMS = []
SEEN = set()


def _norm(q):
    return " ".join(q.lower().split())


def add(group, q, kind, slip, expect):
    key = _norm(q)
    if key in SEEN:
        raise SystemExit("duplicate question: %r" % q)
    SEEN.add(key)
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": bool(slip), "expect": expect})


def A(group, q, slip=False, **expect):
    assert expect, q
    add(group, q, "answer", slip, expect)


def C(group, q, names=None, slip=False):
    e = {}
    if names:
        e["names"] = names
    add(group, q, "cannot", slip, e)


def r6(x):
    v = round(float(x), 6)
    return int(v) if v == int(v) else v


def wd(d):
    return WEEKDAYS[d.weekday()]


def iso(d):
    return d.isoformat()


def days_from_today(d):
    return (d - TODAY).days


# ---------------------------------------------------------------------------
# holiday rules
# ---------------------------------------------------------------------------
def nth(y, m, weekday, n):
    """n-th weekday (0=Mon) of month m in year y; n=-1 for the last one."""
    if n > 0:
        d = date(y, m, 1)
        d += timedelta((weekday - d.weekday()) % 7)
        return d + timedelta(7 * (n - 1))
    last = date(y, m, calendar.monthrange(y, m)[1])
    return last - timedelta((last.weekday() - weekday) % 7)


def observed(d):
    if d.weekday() == 5:
        return d - timedelta(1)
    if d.weekday() == 6:
        return d + timedelta(1)
    return d


RULES = {
    "new_year": lambda y: date(y, 1, 1),
    "mlk": lambda y: nth(y, 1, 0, 3),
    "presidents": lambda y: nth(y, 2, 0, 3),
    "memorial": lambda y: nth(y, 5, 0, -1),
    "juneteenth": lambda y: date(y, 6, 19),
    "independence": lambda y: date(y, 7, 4),
    "labor": lambda y: nth(y, 9, 0, 1),
    "columbus": lambda y: nth(y, 10, 0, 2),
    "veterans": lambda y: date(y, 11, 11),
    "thanksgiving": lambda y: nth(y, 11, 3, 4),
    "christmas": lambda y: date(y, 12, 25),
    # non-federal
    "valentines": lambda y: date(y, 2, 14),
    "groundhog": lambda y: date(y, 2, 2),
    "st_patrick": lambda y: date(y, 3, 17),
    "april_fools": lambda y: date(y, 4, 1),
    "earth_day": lambda y: date(y, 4, 22),
    "cinco": lambda y: date(y, 5, 5),
    "mothers": lambda y: nth(y, 5, 6, 2),
    "fathers": lambda y: nth(y, 6, 6, 3),
    "halloween": lambda y: date(y, 10, 31),
    "christmas_eve": lambda y: date(y, 12, 24),
    "nye": lambda y: date(y, 12, 31),
    "boxing": lambda y: date(y, 12, 26),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - timedelta(2),
    "ash_wednesday": lambda y: easter(y) - timedelta(46),
    "mardi_gras": lambda y: easter(y) - timedelta(47),
    "black_friday": lambda y: nth(y, 11, 3, 4) + timedelta(1),
    "cyber_monday": lambda y: nth(y, 11, 3, 4) + timedelta(4),
    "dst_start": lambda y: nth(y, 3, 6, 2),
    "dst_end": lambda y: nth(y, 11, 6, 1),
    "grandparents": lambda y: nth(y, 9, 0, 1) + timedelta(6),  # Sunday after Labor Day
    "pi_day": lambda y: date(y, 3, 14),
    "epiphany": lambda y: date(y, 1, 6),
    "bastille": lambda y: date(y, 7, 14),
}

FEDERAL = {
    "new_year": "New Year's Day", "mlk": "Martin Luther King Jr. Day",
    "presidents": "Washington's Birthday", "memorial": "Memorial Day",
    "juneteenth": "Juneteenth National Independence Day", "independence": "Independence Day",
    "labor": "Labor Day", "columbus": "Columbus Day", "veterans": "Veterans Day",
    "thanksgiving": "Thanksgiving Day", "christmas": "Christmas Day",
}
for _y in (2020, 2026, 2027, 2028):
    _us = holidays.US(years=_y)
    _by_name = {}
    for _d, _n in _us.items():
        if "(observed)" not in _n:
            _by_name[_n] = _d
    for _k, _n in FEDERAL.items():
        if _k == "juneteenth" and _y < 2021:
            continue
        assert _by_name[_n] == RULES[_k](_y), (_y, _k, _by_name.get(_n), RULES[_k](_y))
# observed days used below
assert holidays.US(years=2027).get(date(2027, 7, 5)) == "Independence Day (observed)"
assert holidays.US(years=2027).get(date(2027, 12, 24)) == "Christmas Day (observed)"
assert holidays.US(years=2027).get(date(2027, 12, 31)) == "New Year's Day (observed)"
assert observed(date(2027, 7, 4)) == date(2027, 7, 5)
# DST rules against tzdata
for _y in (2026, 2027, 2028):
    _s, _e = RULES["dst_start"](_y), RULES["dst_end"](_y)
    assert datetime(_s.year, _s.month, _s.day, 1, 0, tzinfo=NY).utcoffset() == timedelta(hours=-5)
    assert datetime(_s.year, _s.month, _s.day, 4, 0, tzinfo=NY).utcoffset() == timedelta(hours=-4)
    assert datetime(_e.year, _e.month, _e.day, 0, 30, tzinfo=NY).utcoffset() == timedelta(hours=-4)
    assert datetime(_e.year, _e.month, _e.day, 3, 0, tzinfo=NY).utcoffset() == timedelta(hours=-5)


def nxt(key):
    """next occurrence on or after today"""
    for y in (TODAY.year, TODAY.year + 1, TODAY.year + 2):
        d = RULES[key](y)
        if d >= TODAY:
            return d
    raise AssertionError(key)


def china_new_year(y):
    return min(d for d, n in holidays.China(years=y).items()
               if n.startswith("Chinese New Year (Spring Festival)") and "observed" not in n)


def diwali(y):
    ds = [d for d, n in holidays.India(years=y).items() if n == "Diwali"]
    assert len(ds) == 1
    return ds[0]


def hanukkah_days(y):
    h = holidays.Israel(years=y, categories=("public", "optional", "school"))
    return sorted(d for d, n in h.items() if n == "Hanukkah")


# ---------------------------------------------------------------------------
# HOLIDAYS
# ---------------------------------------------------------------------------
G = "holidays"


def hol(q, key, slip=False, weekday=False, days=False, d=None):
    d = d or nxt(key)
    e = {"date": iso(d)}
    if weekday:
        e["weekday"] = wd(d)
    if days:
        e["days"] = days_from_today(d)
    A(G, q, slip, **e)


hol("My sister keeps asking me, when is Thanksgiving next year?", "thanksgiving",
    d=RULES["thanksgiving"](2027))
hol("What day of the week does Christmas fall on this year?", "christmas", weekday=True)
hol("How many days do I have left to finish my Christmas shopping? I mean until Christmas Day.",
    "christmas", days=True)
hol("When is Martin Luther King Day?", "mlk")
hol("Is Presidents' Day in February this time? What's the exact date?", "presidents")
hol("I need to order flowers. When is Valentine's Day and what day of the week is it?",
    "valentines", weekday=True)
hol("When is Easter in 2027?", "easter", d=RULES["easter"](2027))
hol("What's the date of Good Friday next spring?", "good_friday", d=RULES["good_friday"](2027))
hol("When's Mother's Day next year?", "mothers", d=RULES["mothers"](2027))
hol("Remind me, when is Father's Day in 2027?", "fathers", d=RULES["fathers"](2027))
hol("What date is Memorial Day next year?", "memorial", d=RULES["memorial"](2027))
hol("We're planning a barbecue. Which day of the week is the Fourth of July in 2027?",
    "independence", weekday=True, d=RULES["independence"](2027))
A(G, "The Fourth of July is on a Sunday next year, so which day is the federal day off?",
  date=iso(observed(RULES["independence"](2027))), weekday=wd(observed(RULES["independence"](2027))))
hol("When is Labor Day 2027?", "labor", d=RULES["labor"](2027))
hol("Which Monday is Columbus Day next October?", "columbus", d=RULES["columbus"](2027))
hol("What day of the week will Halloween be next year?", "halloween", weekday=True,
    d=RULES["halloween"](2027))
hol("Veterans Day next year, what day of the week is that?", "veterans", weekday=True,
    d=RULES["veterans"](2027))
A(G, "When was Thanksgiving this year? I already forgot.",
  date=iso(RULES["thanksgiving"](2026)))
hol("What day is Christmas Eve on?", "christmas_eve", weekday=True)
hol("How many days until New Year's Eve?", "nye", days=True)
hol("When is New Year's Day, and what day of the week is it?", "new_year", weekday=True)
hol("When's St. Patrick's Day next year?", "st_patrick", weekday=True,
    d=RULES["st_patrick"](2027))
hol("Our neighbors throw a party every Mardi Gras. When is it next year?", "mardi_gras",
    d=RULES["mardi_gras"](2027))
hol("When do the clocks spring forward next year?", "dst_start", d=RULES["dst_start"](2027))
hol("When does daylight saving time end in 2027?", "dst_end", d=RULES["dst_end"](2027))
hol("What date is Black Friday next year?", "black_friday", d=RULES["black_friday"](2027))
A(G, "When is Chinese New Year 2027?", date=iso(china_new_year(2027)))
A(G, "When is Diwali next year?", date=iso(diwali(2027)))
A(G, "What's the last day of Hanukkah this year?", date=iso(hanukkah_days(2026)[-1]))
A(G, "Christmas 2027 falls on a Saturday, right? Which day do federal offices close for it?",
  date=iso(observed(RULES["christmas"](2027))), weekday=wd(observed(RULES["christmas"](2027))))
hol("How many days is it until Valentine's Day?", "valentines", days=True)
# slips
hol("um when is memorial day", "memorial", slip=True)
hol("what day of the week is new years day twenty twenty seven", "new_year", slip=True,
    weekday=True, d=RULES["new_year"](2027))
hol("so when is easter next year", "easter", slip=True, d=RULES["easter"](2027))
hol("how many days till christmas", "christmas", slip=True, days=True)
hol("when is thanks giving twenty twenty eight", "thanksgiving", slip=True,
    d=RULES["thanksgiving"](2028))
hol("uh what date is labor day twenty twenty eight", "labor", slip=True,
    d=RULES["labor"](2028))
hol("when is mothers day in twenty twenty eight", "mothers", slip=True, d=RULES["mothers"](2028))
C(G, "When is National Grumblewick Day?", names="Grumblewick Day")
C(G, "What day is my company's holiday party this year?", names="holiday party")
C(G, "when is the feast of saint blorvin", names="saint blorvin", slip=True)
C(G, "When is Thanksgiving on the moon?", names="Thanksgiving on the moon")

# ---------------------------------------------------------------------------
# DATES
# ---------------------------------------------------------------------------
G = "dates"


def dt(q, d, slip=False, weekday=False):
    e = {"date": iso(d)}
    if weekday:
        e["weekday"] = wd(d)
    A(G, q, slip, **e)


def coming(weekday):
    """the coming <weekday> (strictly after today)"""
    return TODAY + timedelta((weekday - TODAY.weekday() - 1) % 7 + 1)


def previous(weekday):
    return TODAY - timedelta((TODAY.weekday() - weekday - 1) % 7 + 1)


assert coming(1) == date(2026, 12, 8) and previous(0) == date(2026, 11, 30)

dt("Sorry, I lost track of time. What's today's date?", TODAY, weekday=True)
dt("What will the date be tomorrow?", TODAY + timedelta(1), weekday=True)
dt("What day of the week is the day after tomorrow?", TODAY + timedelta(2), weekday=True)
dt("What's the date next Wednesday?", coming(2))
dt("This coming Sunday, what date is that?", coming(6))
dt("What was the date last Saturday?", previous(5))
dt("What's the date 100 days from today?", TODAY + timedelta(100))
dt("My passport renewal takes 90 days. What date is 90 days from now?", TODAY + timedelta(90))
dt("What's the date two weeks from today?", TODAY + timedelta(14), weekday=True)
dt("What date was it 30 days ago?", TODAY - timedelta(30))
dt("What date was it exactly six months ago?", TODAY - relativedelta(months=6))
dt("I have a dentist appointment in 45 days. Which date is that?", TODAY + timedelta(45))
dt("What day of the week was July 4th, 1776?", date(1776, 7, 4), weekday=True)
dt("Which day of the week was January 1st, 2000?", date(2000, 1, 1), weekday=True)
dt("I was born on October 14, 1992. What day of the week was that?", date(1992, 10, 14),
   weekday=True)
dt("My birthday is August 19. What day of the week will it be on next year?",
   date(2027, 8, 19), weekday=True)
dt("What's the date of the third Thursday in January 2027?", nth(2027, 1, 3, 3))
dt("What day of the week is the first of next month?", date(2027, 1, 1), weekday=True)
dt("When is the next leap day?", date(2028, 2, 29))
dt("The warranty lasts 18 months from today. When does it run out?",
   TODAY + relativedelta(months=18))
A(G, "How many days are there between March 3rd and June 18th of 2027?",
  number=(date(2027, 6, 18) - date(2027, 3, 3)).days, tol=0)
A(G, "How old is someone who was born on May 17, 1988?",
  number=relativedelta(TODAY, date(1988, 5, 17)).years, tol=0)
A(G, "My daughter turns a year older on March 2nd. How many days until then?",
  days=days_from_today(date(2027, 3, 2)))
A(G, "How many days are there in February 2028?", number=calendar.monthrange(2028, 2)[1], tol=0)
A(G, "Is 2027 a leap year?", contains=["no|not"])
A(G, "What week number are we in?", number=TODAY.isocalendar()[1], tol=0)
A(G, "What day of the year is it today? Like, number how many?",
  number=TODAY.timetuple().tm_yday, tol=0)
A(G, "How many days have gone by since New Year's Day?", number=(TODAY - date(2026, 1, 1)).days,
  tol=0)
A(G, "How many Saturdays are left this year?",
  number=sum(1 for i in range(1, 28) if (TODAY + timedelta(i)).weekday() == 5), tol=0)
A(G, "How many weeks are there until June 1st?",
  number=r6(days_from_today(date(2027, 6, 1)) / 7), tol=0.03)
A(G, "How many years ago did the Berlin Wall fall in November 1989?",
  number=relativedelta(TODAY, date(1989, 11, 9)).years, tol=0)
# slips
dt("what is the date today", TODAY, slip=True)
dt("um what day is it tomorrow", TODAY + timedelta(1), slip=True, weekday=True)
dt("whats the date next tuesday", coming(1), slip=True)
dt("what was the date three weeks ago", TODAY - timedelta(21), slip=True)
dt("what day of the week was december seventh nineteen forty one", date(1941, 12, 7),
   slip=True, weekday=True)
A(G, "how many days until march first", days=days_from_today(date(2027, 3, 1)), slip=True)
A(G, "is twenty twenty eight a leap year", contains=["yes"], slip=True)
A(G, "how old is somebody born in june third two thousand and five",
  number=relativedelta(TODAY, date(2005, 6, 3)).years, tol=0, slip=True)
dt("so what date is it a month from today", TODAY + relativedelta(months=1), slip=True)
C(G, "What day of the week is February 30th, 2027?", names="February 30")
C(G, "What's the date on the 31st of April next year?", names="April 31")
C(G, "How many days until my wedding anniversary?", names="anniversary")
C(G, "what day of the week will my next birthday be", names="birthday", slip=True)
C(G, "What date is the 32nd of January 2027?", names="January 32")

# ---------------------------------------------------------------------------
# WORLD CLOCK
# ---------------------------------------------------------------------------
G = "worldclock"


def local(zone, when=NOW):
    return when.astimezone(ZoneInfo(zone))


def clock(q, zone, slip=False):
    t = local(zone)
    A(G, q, slip, time=t.strftime("%H:%M"), tol_min=1)


def dayin(q, zone, slip=False, weekday=True):
    t = local(zone)
    e = {"date": iso(t.date())}
    if weekday:
        e["weekday"] = wd(t.date())
    A(G, q, slip, **e)


def diff_hours(zone, when=NOW):
    off = local(zone, when).utcoffset() - when.utcoffset()
    h = off.total_seconds() / 3600
    assert h == int(h), zone
    return abs(int(h))


clock("What time is it in London right now?", "Europe/London")
clock("My cousin lives in Tokyo. What time is it there?", "Asia/Tokyo")
clock("What's the time in Sydney, Australia?", "Australia/Sydney")
clock("Could you tell me the current time in Los Angeles?", "America/Los_Angeles")
clock("What time is it in Honolulu?", "Pacific/Honolulu")
clock("I have a call with Chicago, what time is it there now?", "America/Chicago")
clock("What time is it in Phoenix?", "America/Phoenix")
clock("What time is it in Mexico City?", "America/Mexico_City")
clock("Tell me the time in São Paulo, Brazil.", "America/Sao_Paulo")
clock("What time is it over in Paris?", "Europe/Paris")
clock("What time is it in Moscow?", "Europe/Moscow")
clock("What's the time in Dubai at the moment?", "Asia/Dubai")
clock("What time is it in Tehran?", "Asia/Tehran")
clock("What time is it in Kathmandu, Nepal?", "Asia/Kathmandu")
clock("What time is it in India right now?", "Asia/Kolkata")
clock("My daughter is studying in Seoul. What time is it for her?", "Asia/Seoul")
clock("What time is it in Auckland, New Zealand?", "Pacific/Auckland")
clock("What time is it in Cairo?", "Africa/Cairo")
clock("What time is it in Johannesburg?", "Africa/Johannesburg")
clock("What time is it in Santiago, Chile?", "America/Santiago")
clock("What time is it in Reykjavik?", "Atlantic/Reykjavik")
dayin("What day is it in Tokyo right now?", "Asia/Tokyo")
dayin("Is it already Saturday in Sydney? What's the day there?", "Australia/Sydney")
dayin("What's the date in Honolulu?", "Pacific/Honolulu", weekday=False)
A(G, "How many hours ahead of us is London?", number=diff_hours("Europe/London"), tol=0)
A(G, "What's the time difference between here and Tokyo?", number=diff_hours("Asia/Tokyo"),
  tol=0)
A(G, "How many hours behind us is Los Angeles?", number=diff_hours("America/Los_Angeles"),
  tol=0)
A(G, "What's the time difference between New York and Dubai?", number=diff_hours("Asia/Dubai"),
  tol=0)
A(G, "How many hours ahead is Sydney right now?", number=diff_hours("Australia/Sydney"), tol=0)
_t = datetime(2026, 12, 4, 18, 0, tzinfo=NY).astimezone(ZoneInfo("Europe/Paris"))
A(G, "If it's 6 pm here, what time is it in Paris?", time=_t.strftime("%H:%M"), tol_min=1)
_t = datetime(2026, 12, 5, 9, 0, tzinfo=ZoneInfo("Europe/London")).astimezone(NY)
A(G, "My boss in London wants a meeting at 9 am his time tomorrow. What time is that for me?",
  time=_t.strftime("%H:%M"), tol_min=1)
_t = (NOW + timedelta(hours=3)).astimezone(ZoneInfo("Asia/Tokyo"))
A(G, "What time will it be in Tokyo three hours from now?", time=_t.strftime("%H:%M"), tol_min=1)
# slips
clock("what time is it in tokio", "Asia/Tokyo", slip=True)
clock("um whats the time in london england", "Europe/London", slip=True)
clock("what time is it in honalulu", "Pacific/Honolulu", slip=True)
clock("so what time is it in san francisco", "America/Los_Angeles", slip=True)
clock("what time is it in bejing", "Asia/Shanghai", slip=True)
clock("uh time in madrid spain please", "Europe/Madrid", slip=True)
clock("whats the time in new delhi", "Asia/Kolkata", slip=True)
dayin("what day is it in auckland", "Pacific/Auckland", slip=True)
A(G, "how many hours ahead is paris", number=diff_hours("Europe/Paris"), tol=0, slip=True)
C(G, "What time is it in Portland?", names="Portland")
C(G, "What time is it in Birmingham?", names="Birmingham")
C(G, "What's the time in Australia right now?", names="Australia")
C(G, "What time is it in Wakanda?", names="Wakanda")
C(G, "what time is it in brazil", names="Brazil", slip=True)

# ---------------------------------------------------------------------------
# SUN
# ---------------------------------------------------------------------------
G = "sun"
NYC = astral.LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)


def sun_at(d, loc=NYC, tz="America/New_York"):
    return astral.sun.sun(loc.observer, date=d, tzinfo=ZoneInfo(tz))


def hm(t):
    t = t + timedelta(seconds=30)
    return t.strftime("%H:%M")


def suntime(q, d, event, slip=False, loc=NYC, tz="America/New_York"):
    s = sun_at(d, loc, tz)
    A(G, q, slip, time=hm(s[event]), tol_min=3)


def daylen(q, d, slip=False):
    s = sun_at(d)
    minutes = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h, m = divmod(minutes, 60)
    h = int(h)
    A(G, q, slip, contains=["%d hour|%d h|%d:" % (h, h, h)], number=r6(m),
      tol=r6(1.5 / max(m, 1e-9)))


suntime("What time is sunset today?", TODAY, "sunset")
suntime("When does the sun come up tomorrow?", TODAY + timedelta(1), "sunrise")
suntime("When will the sun set on Christmas Day?", date(2026, 12, 25), "sunset")
suntime("What time is sunrise on New Year's Day?", date(2027, 1, 1), "sunrise")
suntime("When's solar noon today?", TODAY, "noon")
suntime("What time does civil twilight begin tomorrow morning?", TODAY + timedelta(1), "dawn")
suntime("What time does dusk end this evening, civil twilight I mean?", TODAY, "dusk")
suntime("What time will the sun set on the longest day of next year, June 21st?",
        date(2027, 6, 21), "sunset")
suntime("What time is sunset in Los Angeles today, their time?", TODAY, "sunset",
        loc=astral.LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437),
        tz="America/Los_Angeles")
suntime("When does the sun rise in Reykjavik tomorrow, local time?", TODAY + timedelta(1),
        "sunrise",
        loc=astral.LocationInfo("Reykjavik", "Iceland", "Atlantic/Reykjavik", 64.1466, -21.9426),
        tz="Atlantic/Reykjavik")
daylen("How long is the day today, from sunrise to sunset?", TODAY)
daylen("How many hours of daylight will we get on the winter solstice, December 21st?",
       date(2026, 12, 21))
suntime("What time is sunset this Sunday?", coming(6), "sunset")
suntime("uh when is sunset on new years eve", date(2026, 12, 31), "sunset", slip=True)
suntime("what time is sun rise on monday", coming(0), "sunrise", slip=True)
suntime("when does the sun go down on valentines day", date(2027, 2, 14), "sunset", slip=True)
daylen("how much daylight is there tomorrow", TODAY + timedelta(1), slip=True)
_svalbard = astral.LocationInfo("Longyearbyen", "Norway", "Arctic/Longyearbyen", 78.2232, 15.6267)
try:
    astral.sun.sun(_svalbard.observer, date=TODAY + timedelta(1), tzinfo=ZoneInfo("Arctic/Longyearbyen"))
    raise AssertionError("expected polar night in Longyearbyen")
except ValueError:
    pass
C(G, "What time does the sun rise tomorrow in Longyearbyen, Svalbard?", names="Longyearbyen")
C(G, "When is sunset on February 30th?", names="February 30")

# ---------------------------------------------------------------------------
# UNITS (exact factors)
# ---------------------------------------------------------------------------
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
QT, PT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
IMP_GAL = 4.54609
IMP_PT = IMP_GAL / 8
ACRE = 43560 * FOOT ** 2
HECTARE = 10000.0
PSI = LB * 9.80665 / INCH ** 2
ATM = 101325.0
BAR = 1e5
KWH = 3.6e6
LIGHT_YEAR_KM = 9460730472580.8
METRIC_TON = 1000.0


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def U(q, value, slip=False, tol=None):
    e = {"number": r6(value)}
    if tol is not None:
        e["tol"] = tol
    A(G, q, slip, **e)


U("How many miles is a 5K run?", 5000 / MILE)
U("The recipe says bake at 350 Fahrenheit. What's that in Celsius?", f2c(350))
U("Convert 180 degrees Celsius to Fahrenheit.", c2f(180))
U("How many milliliters are in two cups?", 2 * CUP * 1000)
U("How many teaspoons are in a tablespoon?", TBSP / TSP)
U("How many tablespoons make three quarters of a cup?", 0.75 * CUP / TBSP)
U("How many ounces is 250 grams?", 0.250 / OZ)
U("I bought a 2.5 pound roast. How many kilograms is that?", 2.5 * LB)
U("I'm six foot two. How tall is that in centimeters?", (6 * FOOT + 2 * INCH) * 100)
U("How many liters are in a gallon?", GAL)
U("How many cups is 500 milliliters?", 0.5 / CUP)
U("What's 100 kilometers per hour in miles per hour?", 100000 / MILE)
U("The speed limit is 65 miles per hour. How fast is that in kilometers per hour?",
  65 * MILE / 1000)
U("How many square meters are in an acre?", ACRE)
U("I weigh 11 stone. How many pounds is that?", 11 * STONE / LB)
U("How many quarts are in 2 liters?", 2 / QT)
U("How many grams is a 12 ounce bag of chocolate chips?", 12 * OZ * 1000)
U("How many milliliters in a pint?", PT * 1000)
U("It's 30 degrees Celsius in Madrid. What's that in Fahrenheit?", c2f(30))
U("What's minus 40 Fahrenheit in Celsius?", f2c(-40))
U("What is absolute zero in Fahrenheit?", c2f(-273.15))
U("How many gigabytes are in a terabyte?", 1000)
U("A marathon is 26.2 miles. How many kilometers is that?", 26.2 * MILE / 1000)
U("How many kilometers per hour is one knot?", NMI / 1000)
U("Convert 8 hectares to acres.", 8 * HECTARE / ACRE)
U("My apartment is 1500 square feet. How many square meters is that?", 1500 * FOOT ** 2)
U("How many minutes are there in a week?", 7 * 24 * 60)
U("How many miles are in a light year?", LIGHT_YEAR_KM * 1000 / MILE)
U("What is one atmosphere in psi?", ATM / PSI)
U("My tires should be at 32 psi. What's that in bar?", 32 * PSI / BAR)
U("How many meters is 5 feet 6 inches?", 5 * FOOT + 6 * INCH)
U("My car does 30 miles per gallon. What's that in liters per 100 kilometers?",
  100 * GAL / (30 * MILE / 1000))
U("How many centimeters is a 9 inch cake pan?", 9 * INCH * 100)
U("How many fluid ounces are in a 750 milliliter bottle of wine?", 0.75 / FLOZ)
U("How many pounds are in a metric ton?", METRIC_TON / LB)
U("I'm running ten laps of a 400 meter track. How many miles is that?", 4000 / MILE)
U("The oven is at 220 Celsius, what is that in Fahrenheit?", c2f(220))
U("How many inches is 15 centimeters?", 0.15 / INCH)
U("Body temperature is 98.6 Fahrenheit. What's that in Celsius?", f2c(98.6))
U("How many tablespoons are in a stick of butter?", 0.5 * CUP / TBSP)
# slips
U("how many ounces in a pound", LB / OZ, slip=True)
U("um convert four hundred twenty five fahrenheit to celsius", f2c(425), slip=True)
U("how many grams in a cup of water", CUP * 1000, slip=True, tol=0.02)
U("whats ten k in miles", 10000 / MILE, slip=True)
U("how many leaders in five gallons", 5 * GAL, slip=True)
U("how many cups in a quart", QT / CUP, slip=True)
U("so how many pounds is seventy kilos", 70 / LB, slip=True)
U("what is twelve inch in centimeter", 12 * INCH * 100, slip=True)
U("how many mils in a tablespoon", TBSP * 1000, slip=True)
U("how many feet is two hundred meters", 200 / FOOT, slip=True)
C(G, "How many meters are in a pound?", names="meters in a pound")
C(G, "Convert 20 minutes into miles.", names="minutes to miles")
C(G, "How many liters are in a kilowatt?", names="liters in a kilowatt")
C(G, "Convert 5 flurbs to grams.", names="flurbs")
C(G, "uh how many degrees celsius in a gallon", names="celsius in a gallon", slip=True)

# ---------------------------------------------------------------------------
# SPELLING
# ---------------------------------------------------------------------------
G = "spelling"


def S(q, word, slip=False):
    letters = [c.upper() for c in word if c.isalpha()]
    assert letters and all("A" <= c <= "Z" for c in letters), word
    A(G, q, slip, letters=letters)


S("How do you spell necessary?", "necessary")
S("Can you spell restaurant for me?", "restaurant")
S("How is rhythm spelled?", "rhythm")
S("I'm writing a card. How do you spell congratulations?", "congratulations")
S("Spell accommodate, please.", "accommodate")
S("How do you spell Mississippi?", "Mississippi")
S("How do you spell broccoli?", "broccoli")
S("What's the spelling of zucchini?", "zucchini")
S("How do you spell croissant?", "croissant")
S("How do you spell the color fuchsia?", "fuchsia")
S("Is it separate with an a or an e? Spell it for me.", "separate")
S("How do you spell embarrassed?", "embarrassed")
S("Spell the word occurrence.", "occurrence")
S("How do you spell questionnaire?", "questionnaire")
S("How do you spell onomatopoeia?", "onomatopoeia")
S("How do you spell cappuccino?", "cappuccino")
S("How do you spell quinoa?", "quinoa")
S("My son needs to know how to spell lieutenant.", "lieutenant")
S("How do you spell chrysanthemum?", "chrysanthemum")
S("How do you spell Massachusetts?", "Massachusetts")
S("How do you spell conscientious?", "conscientious")
S("How do you spell the word colonel, like the army rank?", "colonel")
# slips
S("how do you spell definitely", "definitely", slip=True)
S("um spell february", "February", slip=True)
S("how do you spell the word pharaoh", "pharaoh", slip=True)
S("how do you spell tuscon arizona", "Tucson", slip=True)
S("so how do you spell vacuum", "vacuum", slip=True)
C(G, "How do you spell snorkelbrand?", names="snorkelbrand")
C(G, "How do you spell my mother-in-law's maiden name?", names="maiden name")
C(G, "spell the word flimwazzle", names="flimwazzle", slip=True)

# ---------------------------------------------------------------------------
# WORDS (WordNet 3.0)
# ---------------------------------------------------------------------------
import nltk  # noqa: E402
from nltk.corpus.reader.wordnet import WordNetCorpusReader  # noqa: E402

LEXNAMES = (
    "adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute "
    "noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group "
    "noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant "
    "noun.possession noun.process noun.quantity noun.relation noun.shape noun.state "
    "noun.substance noun.time verb.body verb.change verb.cognition verb.communication "
    "verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion "
    "verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl").split()
assert len(LEXNAMES) == 45
_POSNUM = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}
_tmp = tempfile.mkdtemp(prefix="heldout10-wn-")
atexit.register(shutil.rmtree, _tmp, True)
_wndir = os.path.join(_tmp, "corpora", "wordnet")
shutil.copytree("/usr/share/wordnet", _wndir)
with open(os.path.join(_wndir, "lexnames"), "w") as _f:
    for _i, _n in enumerate(LEXNAMES):
        _f.write("%02d\t%s\t%d\n" % (_i, _n, _POSNUM[_n.split(".")[0]]))
nltk.data.path.insert(0, _tmp)
WordNetCorpusReader.map_wn = lambda self, version="oewn": None
wn = WordNetCorpusReader(_wndir, None)
assert wn.get_version() == "3.0"


def _key(word):
    return word.replace(" ", "_").lower()


def word_synsets(word):
    k = _key(word)
    return [s for s in wn.synsets(k) if any(l.name().lower() == k for l in s.lemmas())]


def best_synset(word):
    k = _key(word)
    ss = word_synsets(word)
    assert ss, word

    def cnt(s):
        return max(l.count() for l in s.lemmas() if l.name().lower() == k)
    return max(ss, key=lambda s: (cnt(s), -ss.index(s)))


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    parts = [p for p in parts if p and not p.startswith("-")]
    return "; ".join(parts)


def others(s, word):
    k = _key(word)
    return [l.name().replace("_", " ") for l in s.lemmas() if l.name().lower() != k]


def DEF(q, word, slip=False):
    b = best_synset(word)
    glosses = []
    for s in word_synsets(word):
        g = clean_gloss(s)
        if g not in glosses:
            glosses.append(g)
    A("words", q, slip, gloss=clean_gloss(b), glosses=glosses)


def SYN(q, word, slip=False):
    b = best_synset(word)
    first = others(b, word)
    assert first, word
    syn = list(first)
    for s in word_synsets(word):
        if s == b:
            continue
        for n in others(s, word):
            if n not in syn:
                syn.append(n)
    A("words", q, slip, synonyms=syn)


def NOWORD(q, word, slip=False):
    assert not wn.synsets(_key(word)), word
    C("words", q, names=word, slip=slip)


DEF("What does meticulous mean?", "meticulous")
DEF("Define ubiquitous.", "ubiquitous")
DEF("What's the meaning of the word ephemeral?", "ephemeral")
DEF("My book club used the word benevolent. What does it mean?", "benevolent")
DEF("What does diligent mean?", "diligent")
DEF("What's the definition of obsolete?", "obsolete")
DEF("What does lethargic mean?", "lethargic")
DEF("What does it mean to saute something?", "saute")
DEF("What does marinate mean?", "marinate")
DEF("What is a garnish?", "garnish")
DEF("What does prudent mean?", "prudent")
DEF("What does quaint mean?", "quaint")
DEF("Define resilient for me.", "resilient")
DEF("What does serendipity mean?", "serendipity")
DEF("What does the word succinct mean?", "succinct")
DEF("What's the meaning of empathy?", "empathy")
DEF("Somebody said we have a plethora of cookies. What does plethora mean?", "plethora")
SYN("What's another word for candid?", "candid")
SYN("Give me a synonym for jubilant.", "jubilant")
SYN("What's a synonym for ponder?", "ponder")
SYN("I keep saying cherish in my toast. What's another word for it?", "cherish")
SYN("What's another word for cozy?", "cozy")
SYN("Synonym for scrumptious?", "scrumptious")
SYN("What's a fancier word for famished?", "famished")
SYN("Give me another word for conundrum.", "conundrum")
SYN("What's another way to say loquacious?", "loquacious")
SYN("What's a synonym for nonchalant?", "nonchalant")
# slips
DEF("what does um ambiguous mean", "ambiguous", slip=True)
DEF("define julienne", "julienne", slip=True)
SYN("whats another word for procrastinate", "procrastinate", slip=True)
DEF("what is the meaning of ravenous", "ravenous", slip=True)
DEF("what does the word canterkerous mean", "cantankerous", slip=True)
SYN("uh synonym for lukewarm", "lukewarm", slip=True)
NOWORD("What does flobbertine mean?", "flobbertine")
NOWORD("Define the word snarglepuff.", "snarglepuff")
NOWORD("What's a synonym for quimbulous?", "quimbulous")
NOWORD("what does trellimorph mean", "trellimorph", slip=True)
NOWORD("What's the meaning of blenticate?", "blenticate")

# ---------------------------------------------------------------------------
# CALC
# ---------------------------------------------------------------------------
G = "calc"


def K(q, value, slip=False, tol=0.001):
    A(G, q, slip, number=r6(value), tol=tol)


K("What's a 15 percent tip on $84?", 84 * 0.15)
K("What's 17 times 23?", 17 * 23, tol=0)
K("What's the square root of 144?", 12, tol=0)
K("What's 2 to the power of 10?", 2 ** 10, tol=0)
K("What's a third of 270?", 270 / 3)
K("What's 12.5 percent of 640?", 640 * 0.125)
K("What's 10 minus 4 times 2?", 10 - 4 * 2, tol=0)
K("We ordered three pizzas with 8 slices each for 5 people. How many slices does each person get?",
  3 * 8 / 5)
K("Split $47.80 three ways.", 47.80 / 3)
K("A $60 jacket is 25% off. What's the sale price?", 60 * 0.75)
K("What's a 20 percent tip on $56.40?", 56.40 * 0.20)
K("What's the square root of 2?", math.sqrt(2))
K("What's 15 squared?", 15 ** 2, tol=0)
K("What's the cube root of 27?", 3, tol=0)
K("What's 9 factorial?", math.factorial(9), tol=0)
K("What's 45 percent of 220?", 220 * 0.45)
K("What's the average of 4, 8, 15, 16, 23 and 42?", (4 + 8 + 15 + 16 + 23 + 42) / 6)
K("If I put $1000 in savings at 5 percent interest compounded yearly, how much will I have after 3 years?",
  1000 * 1.05 ** 3)
K("Our rent went from $1600 to $1720. What percent increase is that?", (1720 - 1600) / 1600 * 100)
K("Sales tax is 8.875 percent. How much tax do I pay on $120?", 120 * 0.08875, tol=0.002)
K("What's the area of a circle with a radius of 3?", math.pi * 3 ** 2)
K("How many hours are in a non-leap year? 365 times 24.", 365 * 24, tol=0)
K("I earn $22 an hour and worked 37.5 hours. What did I make?", 22 * 37.5)
# slips
K("whats seven times eight", 7 * 8, slip=True, tol=0)
K("um what is two to the sixteenth", 2 ** 16, slip=True, tol=0)
K("what is eighteen percent of ninety five", 95 * 0.18, slip=True)
K("whats a hundred and forty four divided by twelve", 144 / 12, slip=True, tol=0)
K("so whats three hundred minus one hundred twenty seven", 300 - 127, slip=True, tol=0)
C(G, "What's 17 divided by 0?", names="divide by zero")
C(G, "What's the logarithm of zero?", names="log of zero")
C(G, "Split a $75 bill evenly among zero people.", names="zero people")

# ---------------------------------------------------------------------------
# write + counts
# ---------------------------------------------------------------------------
GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
ITEMS.sort(key=lambda it: GROUPS.index(it["group"]))  # stable: keeps order within groups
with open(OUT, "w", encoding="utf-8") as f:
    for i, it in enumerate(ITEMS, 1):
        row = {"id": "q10_%03d" % i, "group": it["group"], "q": it["q"], "kind": it["kind"],
               "slip": it["slip"], "expect": it["expect"]}
        f.write(json.dumps(row, ensure_ascii=False) + "\n")

tot = {"answer": 0, "cannot": 0, "slip": 0}
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
for g in GROUPS:
    its = [it for it in ITEMS if it["group"] == g]
    a = sum(it["kind"] == "answer" for it in its)
    c = sum(it["kind"] == "cannot" for it in its)
    s = sum(it["slip"] for it in its)
    tot["answer"] += a
    tot["cannot"] += c
    tot["slip"] += s
    print("| %s | %d | %d | %d |" % (g, a, c, s))
n = len(ITEMS)
print("| **total** | **%d** | **%d (%.1f%%)** | **%d (%.1f%%)** |"
      % (tot["answer"], tot["cannot"], 100 * tot["cannot"] / n, tot["slip"], 100 * tot["slip"] / n))
print("%d questions written to %s" % (n, OUT), file=sys.stderr)

