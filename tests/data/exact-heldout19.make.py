#!/usr/bin/env python3
"""exact-heldout19: writes exact-heldout19.jsonl (held-out typed questions with computed answers).

Independent of the project: imports nothing from it. Uses the standard library plus
python-dateutil, holidays (cross-checks only), astral 3.2 and nltk (WordNet 3.0 from
Debian's wordnet-base in /usr/share/wordnet).

Fixed situation: now = Friday 2026-12-04 14:30:00 America/New_York (EST, UTC-5),
country US, place New York City (40.7128, -74.0060).

Run:  python tests/data/exact-heldout19.make.py   (writes next to this file)
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
from zoneinfo import ZoneInfo

import holidays
from dateutil.easter import easter
from dateutil.relativedelta import relativedelta, MO, TU, WE, TH, FR, SA, SU
from astral import LocationInfo
from astral.sun import sun as astral_sun

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout19.jsonl")

NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    assert group in ("holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc")
    assert kind in ("answer", "cannot")
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names, slip=False):
    add(group, q, {"names": names}, kind="cannot", slip=slip)


def r6(x):
    v = round(x, 6)
    if v == int(v) and abs(v) < 1e15:
        return int(v)
    return v


WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def wd(d):
    return WD[d.weekday()]


# ---------------------------------------------------------------- holidays
def nth_weekday(year, month, weekday, n):
    """n-th (1-based) weekday of the month; n = -1 is the last one."""
    if n > 0:
        d = dt.date(year, month, 1)
        d += dt.timedelta(days=(weekday - d.weekday()) % 7)
        return d + dt.timedelta(weeks=n - 1)
    last = dt.date(year, month, calendar.monthrange(year, month)[1])
    return last - dt.timedelta(days=(last.weekday() - weekday) % 7)


def mlk(y): return nth_weekday(y, 1, 0, 3)
def presidents(y): return nth_weekday(y, 2, 0, 3)
def memorial(y): return nth_weekday(y, 5, 0, -1)
def labor(y): return nth_weekday(y, 9, 0, 1)
def columbus(y): return nth_weekday(y, 10, 0, 2)
def thanksgiving_us(y): return nth_weekday(y, 11, 3, 4)
def mothers_us(y): return nth_weekday(y, 5, 6, 2)
def fathers_us(y): return nth_weekday(y, 6, 6, 3)
def thanksgiving_ca(y): return nth_weekday(y, 10, 0, 2)
def family_day_on(y): return nth_weekday(y, 2, 0, 3)
def victoria_day(y):  # the Monday before May 25 (i.e. the last Monday on or before May 24)
    d = dt.date(y, 5, 24)
    return d - dt.timedelta(days=d.weekday())
def uk_early_may(y): return nth_weekday(y, 5, 0, 1)
def uk_spring(y): return nth_weekday(y, 5, 0, -1)
def uk_summer(y): return nth_weekday(y, 8, 0, -1)
def nz_labour(y): return nth_weekday(y, 10, 0, 4)
def ie_october(y): return nth_weekday(y, 10, 0, -1)
def ie_brigid(y):  # first Monday of February, or Feb 1 itself when that is a Friday
    d = dt.date(y, 2, 1)
    return d if d.weekday() == 4 else nth_weekday(y, 2, 0, 1)
def melbourne_cup(y): return nth_weekday(y, 11, 1, 1)
def remembrance_sunday(y): return nth_weekday(y, 11, 6, 2)
def election_day(y): return nth_weekday(y, 11, 0, 1) + dt.timedelta(days=1)
def dst_start_us(y): return nth_weekday(y, 3, 6, 2)
def dst_end_us(y): return nth_weekday(y, 11, 6, 1)
def bst_start(y): return nth_weekday(y, 3, 6, -1)
def bst_end(y): return nth_weekday(y, 10, 6, -1)
def advent1(y):
    xmas = dt.date(y, 12, 25)
    last_sun = xmas - dt.timedelta(days=(xmas.weekday() - 6) % 7 or 7)
    return last_sun - dt.timedelta(weeks=3)


def fixed(m, d):
    return lambda y: dt.date(y, m, d)


def next_on_or_after(rule, start=TODAY):
    for y in (start.year, start.year + 1, start.year + 2):
        d = rule(y)
        if d >= start:
            return d
    raise AssertionError


def in_hol(h, d, *words):
    assert d in h, (d, words)
    name = h.get(d).lower()
    assert any(w.lower() in name for w in words), (d, name, words)


# cross-checks against the holidays package
for y in (2020, 2026, 2027, 2028):
    us = holidays.US(years=y)
    in_hol(us, mlk(y), "Martin Luther King")
    in_hol(us, presidents(y), "Washington")
    in_hol(us, memorial(y), "Memorial")
    in_hol(us, labor(y), "Labor")
    in_hol(us, columbus(y), "Columbus")
    in_hol(us, thanksgiving_us(y), "Thanksgiving")
    in_hol(us, dt.date(y, 7, 4), "Independence")
    in_hol(us, dt.date(y, 11, 11), "Veterans")
    in_hol(us, dt.date(y, 12, 25), "Christmas")
    in_hol(us, dt.date(y, 1, 1), "New Year")
    if y != 2020:
        in_hol(us, dt.date(y, 6, 19), "Juneteenth")
    uk = holidays.UK(subdiv="ENG", years=y)
    in_hol(uk, easter(y) - dt.timedelta(days=2), "Good Friday")
    in_hol(uk, easter(y) + dt.timedelta(days=1), "Easter Monday")
    if y != 2020:  # 2020's early May bank holiday was moved to Friday May 8
        in_hol(uk, uk_early_may(y), "May")
    in_hol(uk, uk_spring(y), "Spring")
    in_hol(uk, uk_summer(y), "Summer")
    in_hol(uk, dt.date(y, 12, 26), "Boxing")
    ca = holidays.CA(subdiv="ON", years=y)
    in_hol(ca, victoria_day(y), "Victoria")
    in_hol(ca, thanksgiving_ca(y), "Thanksgiving")
    in_hol(ca, family_day_on(y), "Family")
    in_hol(ca, dt.date(y, 7, 1), "Canada")
    au = holidays.AU(subdiv="VIC", years=y)
    if y != 2020:  # 2020's Jan 26 was a Sunday; holidays.AU lists only the Monday then
        in_hol(au, dt.date(y, 1, 26), "Australia")
    in_hol(au, dt.date(y, 4, 25), "Anzac")
    if y != 2020:  # no Cup-day check needed for 2020
        in_hol(au, melbourne_cup(y), "Melbourne Cup")
    nz = holidays.NZ(years=y)
    in_hol(nz, dt.date(y, 2, 6), "Waitangi")
    in_hol(nz, nz_labour(y), "Labour")
    ie = holidays.IE(years=y)
    in_hol(ie, dt.date(y, 3, 17), "Patrick")
    in_hol(ie, ie_october(y), "October")
    za = holidays.ZA(years=y)
    in_hol(za, dt.date(y, 12, 16), "Reconciliation")
    in_hol(za, dt.date(y, 9, 24), "Heritage")
    in_hol(za, dt.date(y, 4, 27), "Freedom")
    ind = holidays.IN(years=y)
    in_hol(ind, dt.date(y, 1, 26), "Republic")
    in_hol(ind, dt.date(y, 8, 15), "Independence")
for y in (2026, 2027, 2028):
    in_hol(holidays.IE(years=y), ie_brigid(y), "Brigid")
# Chinese New Year from the holidays package (first Spring Festival day)
CNY_2027 = min(d for d, n in holidays.China(years=2027).items() if n.startswith("Chinese New Year (Spring Festival)"))
assert CNY_2027 == dt.date(2027, 2, 6)
# DST rules against tzdata
for y in (2026, 2027, 2028):
    def utcoff(tz, d, h=12):
        return dt.datetime(d.year, d.month, d.day, h, tzinfo=ZoneInfo(tz)).utcoffset()
    d = dst_start_us(y)
    assert utcoff("America/New_York", d - dt.timedelta(days=1)) != utcoff("America/New_York", d)
    d = dst_end_us(y)
    assert utcoff("America/New_York", d - dt.timedelta(days=1)) != utcoff("America/New_York", d)
    d = bst_start(y)
    assert utcoff("Europe/London", d - dt.timedelta(days=1)) != utcoff("Europe/London", d)
    d = bst_end(y)
    assert utcoff("Europe/London", d - dt.timedelta(days=1)) != utcoff("Europe/London", d)
assert advent1(2026) == dt.date(2026, 11, 29)

E27 = easter(2027)


def hd(d, weekday=False):
    e = {"date": d.isoformat()}
    if weekday:
        e["weekday"] = wd(d)
    return e


H = "holidays"
add(H, "When's Christmas Eve this year, and what day of the week is it?", hd(dt.date(2026, 12, 24), True))
add(H, "What day does Boxing Day fall on this year?", hd(dt.date(2026, 12, 26), True))
add(H, "Which Monday is Martin Luther King Jr. Day in 2027?", hd(mlk(2027)))
add(H, "What's the date of Presidents' Day next year?", hd(presidents(2027)))
add(H, "Memorial Day 2027 is on what date?", hd(memorial(2027)))
add(H, "What day of the week is the Fourth of July next year?", hd(dt.date(2027, 7, 4), True))
add(H, "When's Labor Day in 2027?", hd(labor(2027)))
add(H, "What date is Easter Sunday next year?", hd(E27))
add(H, "When is Good Friday in 2027?", hd(E27 - dt.timedelta(days=2)))
add(H, "When is Easter Monday next year? It's a bank holiday over in England.", hd(E27 + dt.timedelta(days=1)))
add(H, "What's the date of Mother's Day in the States next year?", hd(mothers_us(2027)))
add(H, "When do we celebrate Father's Day in 2027?", hd(fathers_us(2027)))
add(H, "When's Mothering Sunday in the UK next year?", hd(E27 - dt.timedelta(days=21)))
add(H, "Canada Day 2027 — what day of the week is that?", hd(dt.date(2027, 7, 1), True))
add(H, "When's the Victoria Day long weekend Monday in 2027?", hd(victoria_day(2027)))
add(H, "When is Family Day in Ontario next year?", hd(family_day_on(2027)))
add(H, "On what day is Australia Day next year?", hd(dt.date(2027, 1, 26), True))
add(H, "What day of the week will Anzac Day be in 2027?", hd(dt.date(2027, 4, 25), True))
add(H, "When's Waitangi Day next year, and is it a weekday?", hd(dt.date(2027, 2, 6), True))
add(H, "When is Labour Day in New Zealand in 2027?", hd(nz_labour(2027)))
add(H, "What date is Canadian Thanksgiving in 2027?", hd(thanksgiving_ca(2027)))
add(H, "What's the day of the week for St. Patrick's Day next year?", hd(dt.date(2027, 3, 17), True))
add(H, "When is the St Brigid's Day bank holiday in Ireland next year?", hd(ie_brigid(2027)))
add(H, "Halloween 2027, which day of the week?", hd(dt.date(2027, 10, 31), True))
add(H, "Which day of the week is Valentine's Day in 2027?", hd(dt.date(2027, 2, 14), True))
add(H, "What day of the week is New Year's Day 2027?", hd(dt.date(2027, 1, 1), True))
add(H, "When's the next Bonfire Night?", hd(next_on_or_after(fixed(11, 5))))
add(H, "What's the date of Remembrance Sunday in 2027?", hd(remembrance_sunday(2027)))
add(H, "When is Ash Wednesday next year?", hd(E27 - dt.timedelta(days=46)))
add(H, "When's Pancake Day in 2027?", hd(E27 - dt.timedelta(days=47)))
add(H, "What date is Palm Sunday next year?", hd(E27 - dt.timedelta(days=7)))
add(H, "When is Indigenous Peoples' Day in 2027?", hd(columbus(2027)))
add(H, "Veterans Day next year lands on which day of the week?", hd(dt.date(2027, 11, 11), True))
add(H, "What date is Black Friday in 2027?", hd(thanksgiving_us(2027) + dt.timedelta(days=1)))
add(H, "When do the clocks spring forward here next year?", hd(dst_start_us(2027)))
add(H, "When do the clocks go forward in Britain in 2027?", hd(bst_start(2027)))
add(H, "How many days until Christmas Day?", {"days": (dt.date(2026, 12, 25) - TODAY).days})
add(H, "How many days ago was Thanksgiving?", {"number": (TODAY - thanksgiving_us(2026)).days, "tol": 0})
add(H, "What date was the first Sunday of Advent this year?", hd(advent1(2026)))
add(H, "When does Kwanzaa begin this year?", hd(dt.date(2026, 12, 26)))
add(H, "What day of the week is Hogmanay this year?", hd(dt.date(2026, 12, 31), True))
add(H, "When is the Day of Reconciliation in South Africa this year?", hd(next_on_or_after(fixed(12, 16))))
add(H, "When is India's Independence Day next year, and what day of the week?", hd(dt.date(2027, 8, 15), True))
add(H, "When's Chinese New Year in 2027?", hd(CNY_2027))
add(H, "What date is Melbourne Cup Day next year?", hd(melbourne_cup(2027)))
add(H, "When is St David's Day next year and what day is it?", hd(dt.date(2027, 3, 1), True))
add(H, "When is Burns Night next year, and what day of the week is it?", hd(dt.date(2027, 1, 25), True))
add(H, "When is Groundhog Day?", hd(next_on_or_after(fixed(2, 2))))
# slips
add(H, "when is mothers day next year in america", hd(mothers_us(2027)), slip=True)
add(H, "um when's easter twenty twenty seven", hd(E27), slip=True)
add(H, "what day is saint patricks day next year", hd(dt.date(2027, 3, 17), True), slip=True)
add(H, "how many sleeps till christmas", {"days": (dt.date(2026, 12, 25) - TODAY).days}, slip=True)
add(H, "when is the summer bank holiday in england twenty twenty seven", hd(uk_summer(2027)), slip=True)
add(H, "so when is labour day twenty twenty seven in the us", hd(labor(2027)), slip=True)
add(H, "what day of the week is new years eve", hd(dt.date(2026, 12, 31), True), slip=True)
add(H, "when do the clocks fall back next year", hd(dst_end_us(2027)), slip=True)
add(H, "uh when is thanks giving in canada next year", hd(thanksgiving_ca(2027)), slip=True)
# cannot
cannot(H, "When is National Wibblesprocket Day?", "Wibblesprocket Day")
cannot(H, "What day is my wedding anniversary next year?", "wedding anniversary")
cannot(H, "when is national glimmerwhomp day", "Glimmerwhomp Day", slip=True)
cannot(H, "When are my kids' school holidays this winter?", "school holidays")
add(H, "whens boxing day", hd(dt.date(2026, 12, 26)), slip=True)
add(H, "what day is halloween next year", hd(dt.date(2027, 10, 31), True), slip=True)

# ---------------------------------------------------------------- dates
D = "dates"
dd = lambda d, weekday=False: hd(d, weekday)
add(D, "Remind me, what's the date today?", dd(TODAY))
add(D, "I've lost track — what day of the week is it?", {"weekday": wd(TODAY)})
add(D, "What's the date a fortnight from today?", dd(TODAY + dt.timedelta(days=14)))
add(D, "What was the date 100 days ago?", dd(TODAY - dt.timedelta(days=100)))
add(D, "What date will it be 90 days from now?", dd(TODAY + dt.timedelta(days=90)))
add(D, "What's the date next Wednesday?", dd(TODAY + relativedelta(weekday=WE(+1))))
add(D, "What was the date last Saturday?", dd(TODAY + relativedelta(days=-1, weekday=SA(-1))))
add(D, "What day of the week was the 1st of January 2000?", {"weekday": wd(dt.date(2000, 1, 1))})
add(D, "My birthday's on the 3rd of March. What day of the week is that next year?", dd(dt.date(2027, 3, 3), True))
add(D, "Which day of the week was July 20, 1969?", {"weekday": wd(dt.date(1969, 7, 20))})
add(D, "How many days are there in February 2028?", {"number": calendar.monthrange(2028, 2)[1], "tol": 0})
add(D, "Is 2027 a leap year?", {"contains": ["no|not"]})
add(D, "Will 2032 be a leap year?", {"contains": ["yes"]})
add(D, "What week number are we in?", {"number": TODAY.isocalendar()[1], "tol": 0})
add(D, "How many days are there between 1 March 2027 and 1 June 2027?", {"number": (dt.date(2027, 6, 1) - dt.date(2027, 3, 1)).days, "tol": 0})
add(D, "How old is someone who was born on the 15th of August 1990?", {"number": relativedelta(TODAY, dt.date(1990, 8, 15)).years, "tol": 0})
add(D, "How many days until the 14th of February?", {"days": (dt.date(2027, 2, 14) - TODAY).days})
add(D, "What's the date six weeks from now?", dd(TODAY + dt.timedelta(weeks=6)))
add(D, "What date is three weeks from tomorrow?", dd(TODAY + dt.timedelta(days=1 + 21)))
add(D, "What was the date the day before yesterday?", dd(TODAY - dt.timedelta(days=2)))
add(D, "What's the date the day after tomorrow, and what day is it?", dd(TODAY + dt.timedelta(days=2), True))
add(D, "What day of the week is the 31st of December 2026?", dd(dt.date(2026, 12, 31), True))
add(D, "What's the date of the first Monday in January 2027?", dd(nth_weekday(2027, 1, 0, 1)))
add(D, "What's the date of the last Friday of this month?", dd(nth_weekday(2026, 12, 4, -1)))
add(D, "Not counting today, how many more Fridays are there this year?",
    {"number": sum(1 for k in range(1, 28) if (TODAY + dt.timedelta(days=k)).weekday() == 4), "tol": 0})
add(D, "If I was born in 1988, what year do I turn 50?", {"number": 1988 + 50, "tol": 0})
add(D, "What day of the year is it today? Like day number what?", {"number": TODAY.timetuple().tm_yday, "tol": 0})
add(D, "How many days has it been since New Year's Day?", {"number": (TODAY - dt.date(2026, 1, 1)).days, "tol": 0})
add(D, "What date is 500 days from today?", dd(TODAY + dt.timedelta(days=500)))
add(D, "What day of the week was Armistice Day, 11 November 1918?", {"weekday": wd(dt.date(1918, 11, 11))})
add(D, "Which day of the week is the 1st of May 2027?", dd(dt.date(2027, 5, 1), True))
add(D, "What's the date two months from today?", dd(TODAY + relativedelta(months=2)))
add(D, "What was the date exactly one year ago?", dd(TODAY - relativedelta(years=1)))
add(D, "What's the date of the third Thursday in January 2027?", dd(nth_weekday(2027, 1, 3, 3)))
add(D, "How many days does March have?", {"number": 31, "tol": 0})
add(D, "What's tomorrow's date?", dd(TODAY + dt.timedelta(days=1), True))
add(D, "What month will it be ten months from now?", {"contains": [calendar.month_name[(TODAY + relativedelta(months=10)).month]]})
add(D, "What day of the week will Christmas be in 2030?", dd(dt.date(2030, 12, 25), True))
add(D, "My passport expires on 9 June 2027. How many days away is that?", {"days": (dt.date(2027, 6, 9) - TODAY).days})
add(D, "How many years ago was 1776?", {"number": 2026 - 1776, "tol": 0})
add(D, "What date is it 45 days from today?", dd(TODAY + dt.timedelta(days=45)))
# slips
add(D, "whats the date gonna be in two weeks", dd(TODAY + dt.timedelta(days=14)), slip=True)
add(D, "um what day of the week is the fourth of july twenty twenty eight", dd(dt.date(2028, 7, 4), True), slip=True)
add(D, "how many days til valentines day", {"days": (dt.date(2027, 2, 14) - TODAY).days}, slip=True)
add(D, "what day was it yesterday", {"weekday": wd(TODAY - dt.timedelta(days=1))}, slip=True)
add(D, "is twenty twenty eight a leap year", {"contains": ["yes"]}, slip=True)
add(D, "what was the date thirty days ago", dd(TODAY - dt.timedelta(days=30)), slip=True)
add(D, "uh what date is next monday", dd(TODAY + relativedelta(weekday=MO(+1))), slip=True)
add(D, "how old would someone born in nineteen seventy five on june second be now",
    {"number": relativedelta(TODAY, dt.date(1975, 6, 2)).years, "tol": 0}, slip=True)
add(D, "what day of the week was the twenty fifth of december two thousand", {"weekday": wd(dt.date(2000, 12, 25))}, slip=True)
# cannot
cannot(D, "What day of the week is February 30th, 2027?", "February 30")
cannot(D, "What was the date on the 31st of April this year?", "April 31")
cannot(D, "What day of the week is 29 February 2027?", "February 29, 2027")
cannot(D, "How many days until my next birthday?", "birthday")
cannot(D, "what day is the thirty second of january", "January 32", slip=True)
cannot(D, "what day of the week is the thirty first of june", "June 31", slip=True)
add(D, "whats the date in three weeks", dd(TODAY + dt.timedelta(weeks=3)), slip=True)
add(D, "how many days left till new years day", {"days": (dt.date(2027, 1, 1) - TODAY).days}, slip=True)

# ---------------------------------------------------------------- world clock
W = "worldclock"
UTC_NOW = NOW.astimezone(dt.timezone.utc)
assert UTC_NOW.hour == 19 and UTC_NOW.minute == 30


def there(tz):
    return NOW.astimezone(ZoneInfo(tz))


def tnow(tz):
    return {"time": there(tz).strftime("%H:%M"), "tol_min": 1}


def dnow(tz, weekday=False):
    t = there(tz)
    e = {"date": t.date().isoformat()}
    if weekday:
        e["weekday"] = wd(t.date())
    return e


def hours_diff(tz, ref="America/New_York"):
    a = there(tz).utcoffset() - NOW.astimezone(ZoneInfo(ref)).utcoffset()
    h = a.total_seconds() / 3600
    assert h == int(h), (tz, h)
    return abs(int(h))


def at_here(h, m, tz, day=TODAY):
    t = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=NY).astimezone(ZoneInfo(tz))
    return {"time": t.strftime("%H:%M"), "tol_min": 1}


def at_there(h, m, tz, day):
    t = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(tz)).astimezone(NY)
    return {"time": t.strftime("%H:%M"), "tol_min": 1}


add(W, "What time is it in London right now?", tnow("Europe/London"))
add(W, "What's the time in Dublin?", tnow("Europe/Dublin"))
add(W, "What time is it in Sydney, Australia?", tnow("Australia/Sydney"))
add(W, "What's the time in Brisbane at the moment?", tnow("Australia/Brisbane"))
add(W, "What time is it in Perth, Western Australia?", tnow("Australia/Perth"))
add(W, "What's the current time in Adelaide?", tnow("Australia/Adelaide"))
add(W, "What time is it in Auckland?", tnow("Pacific/Auckland"))
add(W, "Could you tell me the time in Honolulu?", tnow("Pacific/Honolulu"))
add(W, "What time is it in Anchorage, Alaska?", tnow("America/Anchorage"))
add(W, "What's the time over in Los Angeles?", tnow("America/Los_Angeles"))
add(W, "What time is it in Chicago?", tnow("America/Chicago"))
add(W, "What time is it in Denver right now?", tnow("America/Denver"))
add(W, "What's the time in Phoenix, Arizona?", tnow("America/Phoenix"))
add(W, "What time is it in Vancouver?", tnow("America/Vancouver"))
add(W, "What's the time in Halifax, Nova Scotia?", tnow("America/Halifax"))
add(W, "What time is it in Mumbai?", tnow("Asia/Kolkata"))
add(W, "What time is it in Karachi?", tnow("Asia/Karachi"))
add(W, "What time is it in Dhaka, Bangladesh?", tnow("Asia/Dhaka"))
add(W, "What's the time in Singapore?", tnow("Asia/Singapore"))
add(W, "What's the local time in Manila?", tnow("Asia/Manila"))
add(W, "What time is it in Seoul?", tnow("Asia/Seoul"))
add(W, "What's the time in Dubai now?", tnow("Asia/Dubai"))
add(W, "What time is it in Cape Town?", tnow("Africa/Johannesburg"))
add(W, "What time is it in Lagos, Nigeria?", tnow("Africa/Lagos"))
add(W, "What's the time in Accra?", tnow("Africa/Accra"))
add(W, "What time is it in Kingston, Jamaica?", tnow("America/Jamaica"))
add(W, "What time is it in Buenos Aires?", tnow("America/Argentina/Buenos_Aires"))
add(W, "What's the time in Kathmandu?", tnow("Asia/Kathmandu"))
add(W, "What time is it in Cairo?", tnow("Africa/Cairo"))
add(W, "What's the date in Tokyo right now?", dnow("Asia/Tokyo"))
add(W, "What day is it in Melbourne at the moment?", dnow("Australia/Melbourne", True))
add(W, "What day of the week is it in Wellington, New Zealand?", dnow("Pacific/Auckland", True))
add(W, "What's the date in Los Angeles?", dnow("America/Los_Angeles"))
add(W, "How many hours ahead of us is London?", {"number": hours_diff("Europe/London"), "tol": 0})
add(W, "What's the time difference between here and Los Angeles?", {"number": hours_diff("America/Los_Angeles"), "tol": 0})
add(W, "How many hours ahead is Tokyo compared to New York?", {"number": hours_diff("Asia/Tokyo"), "tol": 0})
add(W, "How far ahead of New York is Dubai, in hours?", {"number": hours_diff("Asia/Dubai"), "tol": 0})
add(W, "How many hours behind us is Hawaii?", {"number": hours_diff("Pacific/Honolulu"), "tol": 0})
add(W, "What's the time difference between New York and Sydney right now?", {"number": hours_diff("Australia/Sydney"), "tol": 0})
add(W, "How many hours ahead of here is Nairobi?", {"number": hours_diff("Africa/Nairobi"), "tol": 0})
add(W, "If it's 9 am here, what time is it in London?", at_here(9, 0, "Europe/London"))
add(W, "If I ring my mum in Johannesburg at 6 tonight my time, what time will it be for her?", at_here(18, 0, "Africa/Johannesburg"))
add(W, "I'm calling Mumbai at 8 pm tonight our time. What time will it be there?", at_here(20, 0, "Asia/Kolkata"))
add(W, "My cousin in Sydney wants to video call at 7 pm her time tomorrow. What time is that for me?",
    at_there(19, 0, "Australia/Sydney", TODAY + dt.timedelta(days=1)))
add(W, "A webinar starts at 3 pm Paris time today. What time is that here?", at_there(15, 0, "Europe/Paris", TODAY))
add(W, "When it's noon here, what time is it in Singapore?", at_here(12, 0, "Asia/Singapore"))
# slips
add(W, "whats the time in new dehli right now", tnow("Asia/Kolkata"), slip=True)
add(W, "what time is it in sidney australia", tnow("Australia/Sydney"), slip=True)
add(W, "um what time is it in bankok", tnow("Asia/Bangkok"), slip=True)
add(W, "what time is it over in honalulu", tnow("Pacific/Honolulu"), slip=True)
add(W, "whats the time in hong kong", tnow("Asia/Hong_Kong"), slip=True)
add(W, "what time is it in carachi pakistan", tnow("Asia/Karachi"), slip=True)
add(W, "uh how many hours ahead is london from here", {"number": hours_diff("Europe/London"), "tol": 0}, slip=True)
add(W, "what time is it in the philipines", tnow("Asia/Manila"), slip=True)
add(W, "so what time is it in toronto", tnow("America/Toronto"), slip=True)
add(W, "what day is it in welington new zealand", dnow("Pacific/Auckland", True), slip=True)
# cannot
cannot(W, "What time is it in Portland?", "Portland")
cannot(W, "What time is it in Australia right now?", "Australia")
cannot(W, "What's the time in Russia?", "Russia")
cannot(W, "What time is it in Hogwarts?", "Hogwarts")
cannot(W, "what time is it in birmingham", "Birmingham", slip=True)
cannot(W, "What time is it in Mexico?", "Mexico")
add(W, "whats the time in dubay", tnow("Asia/Dubai"), slip=True)
add(W, "um what time is it in reykjavik iceland", tnow("Atlantic/Reykjavik"), slip=True)

# ---------------------------------------------------------------- sun
S = "sun"
NYC = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)


def sun_at(loc, day):
    return astral_sun(loc.observer, date=day, tzinfo=ZoneInfo(loc.timezone))


def hm(t):
    t = (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)
    return t.strftime("%H:%M")


def sun_t(loc, day, key):
    return {"time": hm(sun_at(loc, day)[key]), "tol_min": 3}


def day_length(loc, day):
    s = sun_at(loc, day)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(mins // 60)
    m = mins - 60 * h
    assert 3 <= m <= 57, (day, m)  # the relative tol trick needs m away from 0 and 60
    return {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(m), "tol": r6(1.5 / m)}


LONDON = LocationInfo("London", "UK", "Europe/London", 51.5074, -0.1278)
LA = LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437)
SYD = LocationInfo("Sydney", "Australia", "Australia/Sydney", -33.8688, 151.2093)
LYR = LocationInfo("Longyearbyen", "Norway", "Arctic/Longyearbyen", 78.2232, 15.6267)
try:
    sun_at(LYR, TODAY + dt.timedelta(days=1))
    raise AssertionError("expected polar night in Longyearbyen")
except ValueError:
    pass

add(S, "What time is sunrise today?", sun_t(NYC, TODAY, "sunrise"))
add(S, "When does the sun set this evening?", sun_t(NYC, TODAY, "sunset"))
add(S, "What time will the sun come up tomorrow?", sun_t(NYC, TODAY + dt.timedelta(days=1), "sunrise"))
add(S, "What time's sunset tomorrow?", sun_t(NYC, TODAY + dt.timedelta(days=1), "sunset"))
add(S, "When is sunset on the winter solstice, December 21st?", sun_t(NYC, dt.date(2026, 12, 21), "sunset"))
add(S, "How long is the day on December 21st, from sunrise to sunset?", day_length(NYC, dt.date(2026, 12, 21)))
add(S, "How many hours of daylight do we get today?", day_length(NYC, TODAY))
add(S, "What time does the sun set on Christmas Day?", sun_t(NYC, dt.date(2026, 12, 25), "sunset"))
add(S, "What time is sunrise on New Year's Day?", sun_t(NYC, dt.date(2027, 1, 1), "sunrise"))
add(S, "When does the sun set on the Fourth of July next year?", sun_t(NYC, dt.date(2027, 7, 4), "sunset"))
add(S, "When is solar noon today?", sun_t(NYC, TODAY, "noon"))
add(S, "What time does civil twilight end tonight?", sun_t(NYC, TODAY, "dusk"))
add(S, "What time is sunrise this Sunday?", sun_t(NYC, TODAY + relativedelta(weekday=SU(+1)), "sunrise"))
add(S, "What time does the sun set in London today, London time?", sun_t(LONDON, TODAY, "sunset"))
add(S, "When's sunrise in Los Angeles tomorrow, local time?", sun_t(LA, TODAY + dt.timedelta(days=1), "sunrise"))
add(S, "What time does the sun set in Sydney on Christmas Day, Sydney time?", sun_t(SYD, dt.date(2026, 12, 25), "sunset"))
# slips
add(S, "what time is the sun rise tomorrow", sun_t(NYC, TODAY + dt.timedelta(days=1), "sunrise"), slip=True)
add(S, "um when does it get dark tonight like when's sunset", sun_t(NYC, TODAY, "sunset"), slip=True)
add(S, "whats sunset on june twenty first twenty twenty seven", sun_t(NYC, dt.date(2027, 6, 21), "sunset"), slip=True)
add(S, "how long is the day on new years day", day_length(NYC, dt.date(2027, 1, 1)), slip=True)
# cannot
cannot(S, "What time does the sun rise in Longyearbyen, Svalbard tomorrow?", "sunrise in Longyearbyen")
cannot(S, "What time is sunset on Mars today?", "Mars")
cannot(S, "When's sunrise on the 30th of February?", "February 30")
cannot(S, "what time does the sun rise on the thirty first of november", "November 31", slip=True)
add(S, "whens sunrise on christmas morning", sun_t(NYC, dt.date(2026, 12, 25), "sunrise"), slip=True)
add(S, "what time does the sun go down on new years eve", sun_t(NYC, dt.date(2026, 12, 31), "sunset"), slip=True)

# ---------------------------------------------------------------- units
U = "units"
INCH = 0.0254
FT = 12 * INCH
YD = 3 * FT
MI = 5280 * FT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
SHORT_TON = 2000 * LB
TROY_OZ = 31.1034768e-3
GAL = 231 * INCH ** 3 * 1000  # litres
QT, PT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
IMP_GAL = 4.54609
IMP_PT = IMP_GAL / 8
ACRE = 43560 * FT ** 2
HECTARE = 10000.0
KNOT = NMI / 3600  # m/s
PSI = LB * 9.80665 / INCH ** 2  # Pa
ATM = 101325.0
KCAL = 4184.0
KWH = 3.6e6
HP = 745.69987158227022


def num(x, tol=None):
    e = {"number": r6(x)}
    if tol is not None:
        e["tol"] = tol
    return e


def c2f(c): return c * 9 / 5 + 32
def f2c(f): return (f - 32) * 5 / 9


assert abs(GAL - 3.785411784) < 1e-12
add(U, "How many grams are in 8 ounces?", num(8 * OZ * 1000))
add(U, "The recipe says 180 degrees Celsius. What's that in Fahrenheit?", num(c2f(180)))
add(U, "Convert 350 Fahrenheit to Celsius for me.", num(f2c(350)))
add(U, "How many kilograms is 12 stone?", num(12 * STONE))
add(U, "I weigh 11 stone 4 pounds. What's that in kilograms?", num((11 * 14 + 4) * LB))
add(U, "How many millilitres in a British imperial pint?", num(IMP_PT * 1000))
add(U, "How many litres are in 5 US gallons?", num(5 * GAL))
add(U, "What's 2 US cups in millilitres?", num(2 * CUP * 1000))
add(U, "How many teaspoons are in 3 tablespoons?", num(3 * TBSP / TSP))
add(U, "How many teaspoons make a cup?", num(CUP / TSP))
add(U, "What's 100 kilometres an hour in miles per hour?", num(100000 / MI))
add(U, "A 10k run is how many miles?", num(10000 / MI))
add(U, "Convert 6 foot 2 to centimetres.", num((6 * 12 + 2) * INCH * 100))
add(U, "I'm 170 centimetres tall. How many inches is that?", num(1.70 / INCH))
add(U, "How many square feet are in a square metre?", num(1 / FT ** 2))
add(U, "How many hectares is 2 acres?", num(2 * ACRE / HECTARE))
add(U, "How many acres in a hectare?", num(HECTARE / ACRE))
add(U, "My car gets 30 miles per gallon. What's that in litres per 100 kilometres?", num(100 * GAL / (30 * MI / 1000)))
add(U, "65 miles per hour in kilometres per hour?", num(65 * MI / 1000))
add(U, "The boat's doing 20 knots. How fast is that in miles per hour?", num(20 * NMI / MI))
add(U, "How many pounds is 2.5 kilograms?", num(2.5 / LB))
add(U, "Convert 500 grams to pounds.", num(0.5 / LB))
add(U, "How many US fluid ounces are in a litre?", num(1 / FLOZ))
add(U, "What's 98.6 Fahrenheit in Celsius?", num(f2c(98.6)))
add(U, "What's minus 40 Celsius in Fahrenheit?", num(c2f(-40)))
add(U, "Convert 300 kelvin to Celsius.", num(300 - 273.15))
add(U, "What is 20 degrees Celsius in kelvin?", num(20 + 273.15))
add(U, "How many feet are in a mile?", num(MI / FT))
add(U, "How many metres in a mile?", num(MI))
add(U, "How many yards is a kilometre?", num(1000 / YD))
add(U, "How many inches in a metre?", num(1 / INCH))
add(U, "What's 5 feet in metres?", num(5 * FT))
add(U, "How many gigabytes in a terabyte?", num(1000))
add(U, "How many megabytes is 2.5 gigabytes?", num(2500))
add(U, "How many mebibytes are in a gibibyte?", num(1024))
add(U, "How many seconds are there in a day?", num(86400))
add(U, "How many minutes in a week?", num(7 * 24 * 60))
add(U, "How many hours are in a non-leap year?", num(365 * 24))
add(U, "How many millilitres in a US tablespoon?", num(TBSP * 1000))
add(U, "My tyres should be at 32 psi. What's that in kilopascals?", num(32 * PSI / 1000))
add(U, "Convert 15 psi to bar.", num(15 * PSI / 1e5))
add(U, "How many kilocalories is 1000 kilojoules?", num(1e6 / KCAL))
add(U, "How many joules in a kilowatt hour?", num(KWH))
add(U, "What's 100 horsepower in kilowatts?", num(100 * HP / 1000))
add(U, "How many grams in a troy ounce?", num(TROY_OZ * 1000))
add(U, "How many US gallons is one imperial gallon?", num(IMP_GAL / GAL))
add(U, "How many kilograms in a US short ton?", num(SHORT_TON))
add(U, "How many millimetres in a foot?", num(FT * 1000))
add(U, "How many tablespoons are in three quarters of a cup?", num(0.75 * CUP / TBSP))
add(U, "20 square metres is how many square feet?", num(20 / FT ** 2))
add(U, "How many nautical miles is 100 kilometres?", num(100000 / NMI))
add(U, "What's 10 metres per second in kilometres per hour?", num(10 * 3.6))
add(U, "How many psi is one standard atmosphere?", num(ATM / PSI))
add(U, "How many quarts are in 3 gallons?", num(3 * GAL / QT))
add(U, "How many centimetres is 5 foot 10?", num(70 * INCH * 100))
# slips
add(U, "how many grams in a pound", num(LB * 1000), slip=True)
add(U, "convert one hundred eighty celcius to farenheit", num(c2f(180)), slip=True)
add(U, "whats twenty kilos in pounds", num(20 / LB), slip=True)
add(U, "how many feet is two meters", num(2 / FT), slip=True)
add(U, "uh how many ounces in a kilo", num(1 / OZ), slip=True)
add(U, "how many pints in a gallon", num(8), slip=True)
add(U, "how many centa meters in an inch", num(INCH * 100), slip=True)
add(U, "whats seventy two farenheit in celsius", num(f2c(72)), slip=True)
add(U, "so how many table spoons in a quarter cup", num(0.25 * CUP / TBSP), slip=True)
add(U, "how many kilo meters is a half marathon of thirteen point one miles", num(13.1 * MI / 1000), slip=True)
# cannot
cannot(U, "Convert 5 kilometres to kilograms.", "kilometres to kilograms")
cannot(U, "How many litres are in one degree Celsius?", "litres in a degree Celsius")
cannot(U, "Convert 3 zorbits into metres.", "zorbits")
cannot(U, "How many seconds are in a kilogram?", "seconds in a kilogram")
cannot(U, "What's 60 miles per hour in pounds?", "miles per hour to pounds")
cannot(U, "how many decibels in a gallon", "decibels in a gallon", slip=True)
cannot(U, "Convert 40 watts to kilometres.", "watts to kilometres")
add(U, "how many ounces is a hundred grams", num(0.1 / OZ), slip=True)
add(U, "uh whats a hundred farenheit in celsius", num(f2c(100)), slip=True)

# ---------------------------------------------------------------- spelling
P = "spelling"


def spell(word):
    letters = [c for c in word.upper() if c.isalpha()]
    assert len(letters) == len(word), word
    return {"letters": letters}


add(P, "How do you spell 'necessary'?", spell("necessary"))
add(P, "Can you spell 'accommodate' for me?", spell("accommodate"))
add(P, "Spell 'bureaucracy', please.", spell("bureaucracy"))
add(P, "How is 'conscientious' spelled?", spell("conscientious"))
add(P, "How do you spell 'mischievous'?", spell("mischievous"))
add(P, "Spell the word 'liaison'.", spell("liaison"))
add(P, "How do you spell 'questionnaire'?", spell("questionnaire"))
add(P, "How do you spell Massachusetts?", spell("Massachusetts"))
add(P, "Spell Saskatchewan for me.", spell("Saskatchewan"))
add(P, "How do you spell Loughborough, the town in England?", spell("Loughborough"))
add(P, "How's Leicester spelt?", spell("Leicester"))
add(P, "How do you spell Woolloomooloo, the suburb in Sydney?", spell("Woolloomooloo"))
add(P, "How do you spell Aotearoa?", spell("Aotearoa"))
add(P, "Spell Tchaikovsky.", spell("Tchaikovsky"))
add(P, "How do you spell 'onomatopoeia'?", spell("onomatopoeia"))
add(P, "How do you spell 'aluminium', the British way?", spell("aluminium"))
add(P, "How do the British spell 'colour'?", spell("colour"))
add(P, "How do Americans spell 'theatre'?", spell("theater"))
add(P, "How do you spell 'millennium'?", spell("millennium"))
add(P, "How do you spell 'silhouette'?", spell("silhouette"))
add(P, "Spell 'Fahrenheit'.", spell("Fahrenheit"))
add(P, "How do you spell 'gnocchi'?", spell("gnocchi"))
add(P, "How do you spell 'there', as in over there?", spell("there"))
add(P, "Spell 'stationary', meaning not moving.", spell("stationary"))
add(P, "How do you spell 'principle', as in a moral rule?", spell("principle"))
add(P, "How do you spell 'weather', like the forecast?", spell("weather"))
# slips
add(P, "how do you spell necessary", spell("necessary"), slip=True)
add(P, "um spell rhythm", spell("rhythm"), slip=True)
add(P, "how do you spell kernel like the rank in the army", spell("colonel"), slip=True)
add(P, "how do you spell flower like for baking bread", spell("flour"), slip=True)
add(P, "how do you spell pharoah like the egyptian king", spell("pharaoh"), slip=True)
add(P, "spell broccoli", spell("broccoli"), slip=True)
# cannot (nonsense words asserted absent from WordNet below)
cannot(P, "How do you spell 'blorfendux'?", "blorfendux")
cannot(P, "How do you spell it?", "which word")
cannot(P, "how do you spell zinthrapple", "zinthrapple", slip=True)
cannot(P, "Spell the word 'glimbersnatch'.", "glimbersnatch")
add(P, "how do you spell separate", spell("separate"), slip=True)
add(P, "can you spell wednesday", spell("Wednesday"), slip=True)
SPELL_NONSENSE = ["blorfendux", "zinthrapple", "glimbersnatch"]

# ---------------------------------------------------------------- words (WordNet 3.0)
LEXNAMES = """adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute
noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group
noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession
noun.process noun.quantity noun.relation noun.shape noun.state noun.substance noun.time
verb.body verb.change verb.cognition verb.communication verb.competition verb.consumption
verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession verb.social
verb.stative verb.weather adj.ppl""".split()
assert len(LEXNAMES) == 45


def load_wordnet():
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):  # no version mapping (no index.sense needed)
            return None

    tmp = tempfile.mkdtemp(prefix="heldout19-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    root = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree("/usr/share/wordnet", root)
    with open(os.path.join(root, "lexnames"), "w") as f:
        for i, name in enumerate(LEXNAMES):
            pos = {"noun": 1, "verb": 2, "adj": 3, "adv": 4}[name.split(".")[0]]
            f.write(f"{i:02d}\t{name}\t{pos}\n")
    nltk.data.path.insert(0, tmp)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reader = Reader(root, None)
    assert reader.get_version() == "3.0"
    return reader


WN = load_wordnet()


def own_synsets(word):
    key = word.lower().replace(" ", "_")
    out = []
    for s in WN.synsets(word):
        for lem in s.lemmas():
            if lem.name().lower() == key:
                out.append((s, lem.count()))
                break
    return out


def best_synset(word):
    c = own_synsets(word)
    assert c, word
    best = c[0]
    for s, n in c[1:]:
        if n > best[1]:
            best = (s, n)
    return best[0]


def clean_gloss(d):
    parts = [p.strip() for p in d.split(";")]
    parts = [p for p in parts if p and not p.startswith("-") and not p.startswith('"')]
    return "; ".join(parts)


def define(word):
    b = best_synset(word)
    return {"gloss": clean_gloss(b.definition()),
            "glosses": [clean_gloss(s.definition()) for s, _ in own_synsets(word)]}


def synonyms(word):
    b = best_synset(word)
    key = word.lower().replace(" ", "_")
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key]
    assert first, word
    rest = []
    for s, _ in own_synsets(word):
        if s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key and n not in first and n not in rest:
                rest.append(n)
    return {"synonyms": first + rest}


def absent(word):
    assert not WN.synsets(word), word
    return word


for w_ in SPELL_NONSENSE:
    absent(w_)

WD_ = "words"
add(WD_, "What does 'ubiquitous' mean?", define("ubiquitous"))
add(WD_, "What's the meaning of 'ephemeral'?", define("ephemeral"))
add(WD_, "Define 'serendipity'.", define("serendipity"))
add(WD_, "What does it mean if someone is cantankerous?", define("cantankerous"))
add(WD_, "What does 'benevolent' mean?", define("benevolent"))
add(WD_, "Give me the definition of 'lethargic'.", define("lethargic"))
add(WD_, "What does 'obsolete' mean?", define("obsolete"))
add(WD_, "What does procrastinate mean?", define("procrastinate"))
add(WD_, "What does 'frivolous' mean?", define("frivolous"))
add(WD_, "What's the definition of 'diligent'?", define("diligent"))
add(WD_, "What does 'parboil' mean in a recipe?", define("parboil"))
add(WD_, "What's a fortnight?", define("fortnight"))
add(WD_, "My mate says he's knackered. What does 'knackered' mean?", define("knackered"))
add(WD_, "What does 'gobsmacked' mean?", define("gobsmacked"))
add(WD_, "What's a quid?", define("quid"))
add(WD_, "What's a loo?", define("loo"))
add(WD_, "What's the meaning of 'queue'?", define("queue"))
add(WD_, "What does 'chuffed' mean?", define("chuffed"))
add(WD_, "What does 'brolly' mean?", define("brolly"))
add(WD_, "What's a colander?", define("colander"))
add(WD_, "What does 'simmer' mean?", define("simmer"))
add(WD_, "What does 'hubbub' mean?", define("hubbub"))
add(WD_, "What does 'wistful' mean?", define("wistful"))
add(WD_, "What's another word for 'big'?", synonyms("big"))
add(WD_, "Give me a synonym for 'buy'.", synonyms("buy"))
add(WD_, "What's another word for 'brave'?", synonyms("brave"))
add(WD_, "What's a synonym for 'cheap'?", synonyms("cheap"))
add(WD_, "What's another word for 'famous'?", synonyms("famous"))
add(WD_, "Give me a synonym for 'exhausted'.", synonyms("exhausted"))
add(WD_, "What's another word for 'loquacious'?", synonyms("loquacious"))
add(WD_, "What's another word for 'bloke'?", synonyms("bloke"))
add(WD_, "Give me another word for 'petrol'.", synonyms("petrol"))
# slips
add(WD_, "um what does meticulous mean", define("meticulous"), slip=True)
add(WD_, "whats a serviette", define("serviette"), slip=True)
add(WD_, "what does be spoke mean like a bespoke suit", define("bespoke"), slip=True)
add(WD_, "whats another word for scared", synonyms("scared"), slip=True)
add(WD_, "define euphoria", define("euphoria"), slip=True)
add(WD_, "what does marinate mean", define("marinate"), slip=True)
add(WD_, "uh whats another word for funny", synonyms("funny"), slip=True)
# cannot
cannot(WD_, "What does 'flumtastic' mean?", absent("flumtastic"))
cannot(WD_, "Define 'grobulate'.", absent("grobulate"))
cannot(WD_, "What's the meaning of the word 'snarfwhistle'?", absent("snarfwhistle"))
cannot(WD_, "What's another word for 'plinkerous'?", absent("plinkerous"))
cannot(WD_, "what does quibbernaut mean", absent("quibbernaut"), slip=True)
cannot(WD_, "What does 'crumblenoggin' mean?", absent("crumblenoggin"))
add(WD_, "what does gullible mean", define("gullible"), slip=True)
add(WD_, "um whats the definition of conundrum", define("conundrum"), slip=True)

# ---------------------------------------------------------------- calc
C = "calc"


def cval(x, tol=None):
    x = r6(x)
    if tol is None:
        tol = 0 if isinstance(x, int) else 0.001
    return {"number": x, "tol": tol}


add(C, "What's 15 percent of 80?", cval(0.15 * 80))
add(C, "What's an 18% tip on $64.50?", cval(0.18 * 64.50))
add(C, "How much is a 20 percent tip on a 47 dollar bill?", cval(0.20 * 47))
add(C, "We're splitting a £120 bill between 5 of us. How much each?", cval(120 / 5))
add(C, "What's 12 times 17?", cval(12 * 17))
add(C, "What's the square root of 144?", cval(math.sqrt(144)))
add(C, "What's 2 to the power of 10?", cval(2 ** 10))
add(C, "What's 345 divided by 15?", cval(345 / 15))
add(C, "What's 7 percent of 250?", cval(0.07 * 250))
add(C, "A jacket is $80 and it's 25% off. What do I pay?", cval(80 * 0.75))
add(C, "What's £35 plus 20 percent VAT?", cval(35 * 1.20))
add(C, "What's 15% GST on 200 New Zealand dollars?", cval(0.15 * 200))
add(C, "Add 13 percent HST to $40. What's the total?", cval(40 * 1.13))
add(C, "What is 18% GST on 500 rupees?", cval(0.18 * 500))
add(C, "What's 3/8 as a decimal?", cval(3 / 8))
add(C, "What percentage is 45 out of 60?", cval(45 / 60 * 100))
add(C, "What's 1000 minus 387?", cval(1000 - 387))
add(C, "What's 6 factorial?", cval(math.factorial(6)))
add(C, "Dinner came to $38.40. With a 15% tip, what's the total?", cval(38.40 * 1.15))
add(C, "What's 250 increased by 12 percent?", cval(250 * 1.12))
add(C, "What's 8.5 times 12?", cval(8.5 * 12))
add(C, "What's the cube root of 27?", cval(27 ** (1 / 3)))
add(C, "What's 100 divided by 8?", cval(100 / 8))
add(C, "What's a third of 240?", cval(240 / 3))
add(C, "Petrol went from $2.00 to $1.50 a litre. What's the percentage drop?", cval((2.00 - 1.50) / 2.00 * 100))
add(C, "If I put $1,000 in savings at 3% a year compounded yearly, how much will I have after 2 years?", cval(1000 * 1.03 ** 2))
add(C, "What's 17 plus 25 times 2?", cval(17 + 25 * 2))
# slips
add(C, "whats fifteen percent of eighty", cval(0.15 * 80), slip=True)
add(C, "um whats a twenty percent tip on sixty five dollars", cval(0.20 * 65), slip=True)
add(C, "what is a hundred divided by four", cval(100 / 4), slip=True)
add(C, "whats twelve times twelve", cval(12 * 12), slip=True)
add(C, "how much is half of seventy five", cval(75 / 2), slip=True)
# cannot
cannot(C, "What's 12 divided by zero?", "division by zero")
cannot(C, "Split $60 evenly among zero people.", "division by zero")
cannot(C, "whats seven over zero", "division by zero", slip=True)
cannot(C, "What's 1 divided by 0?", "division by zero")
add(C, "whats eighteen percent of two hundred", cval(0.18 * 200), slip=True)

# ---------------------------------------------------------------- write + checks
qs = [it["q"] for it in ITEMS]
assert len(qs) == len(set(q.lower() for q in qs)), "duplicate question"
assert len(ITEMS) >= 280
with open(OUT, "w", encoding="utf-8") as f:
    for i, it in enumerate(ITEMS, 1):
        row = {"id": f"q19_{i:03d}", **it}
        f.write(json.dumps(row, ensure_ascii=False) + "\n")

groups = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
ta = tc = ts = 0
for g in groups:
    a = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "answer")
    c = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "cannot")
    s = sum(1 for it in ITEMS if it["group"] == g and it["slip"])
    ta, tc, ts = ta + a, tc + c, ts + s
    print(f"| {g} | {a} | {c} | {s} |")
n = len(ITEMS)
print(f"| **total** | **{ta}** | **{tc} ({100 * tc / n:.1f}%)** | **{ts} ({100 * ts / n:.1f}%)** |")
print(f"{n} questions written to {OUT}", file=sys.stderr)
