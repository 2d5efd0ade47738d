#!/usr/bin/env python3
"""Build tests/data/exact-heldout24.jsonl: held-out set 24 of questions with computed answers.

Written 2026-12-06 by a helper session (set 24) that did not read the project's code.
Schema, fixed situation and answer rules follow tests/data/exact-heldout.README.md and
tests/data/exact-heldout7.README.md.  Nothing from the project is imported.

Every expected value is computed below (datetime/calendar/dateutil, holidays, zoneinfo,
astral, exact unit factors, WordNet 3.0 via nltk); no computed answer is typed by hand.

Run:  python tests/data/exact-heldout24.make.py     (writes exact-heldout24.jsonl next to it)
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
from collections import Counter
from datetime import date, datetime, time, timedelta
from fractions import Fraction
from pathlib import Path
from zoneinfo import ZoneInfo

import holidays
from astral import LocationInfo
from astral.sun import dawn, dusk, noon, sun
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

OUT = Path(__file__).with_name("exact-heldout24.jsonl")

# ---------------------------------------------------------------- fixed situation
HOME = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=HOME)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday
WEEKDAYS = list(calendar.day_name)  # Monday .. Sunday
MO, TU, WE, TH, FR, SA, SU = range(7)

ITEMS = []


def add(group, q, expect, slip=False, kind="answer"):
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names=None, slip=False):
    add(group, q, {"names": names} if names else {}, slip=slip, kind="cannot")


def r6(x):
    v = round(float(x), 6)
    return int(v) if v == int(v) and abs(v) < 1e15 else v


def num(x, tol=None):
    e = {"number": r6(x)}
    if tol is not None:
        e["tol"] = tol
    return e


def D(d, wd=False):
    e = {"date": d.isoformat()}
    if wd:
        e["weekday"] = WEEKDAYS[d.weekday()]
    return e


def WD(d):
    return {"weekday": WEEKDAYS[d.weekday()]}


def days_until(d):
    n = (d - TODAY).days
    assert n > 0
    return {"days": n}


def days_since(d):
    n = (TODAY - d).days
    assert n > 0
    return {"days": n}


def merge(*ds):
    out = {}
    for d in ds:
        assert not set(out) & set(d)
        out.update(d)
    return out


# ================================================================ HOLIDAYS
def nth_wd(y, m, wd, n):
    d = date(y, m, 1)
    d += timedelta(days=(wd - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def last_wd(y, m, wd):
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta(days=(d.weekday() - wd) % 7)


def observed(d):
    if d.weekday() == SA:
        return d - timedelta(days=1)
    if d.weekday() == SU:
        return d + timedelta(days=1)
    return d


def _china_new_year(y):
    cn = holidays.China(years=y)
    return min(d for d, n in cn.items() if "Spring Festival" in n)


RULES = {
    # federal (checked against holidays.US below)
    "new_year": lambda y: date(y, 1, 1),
    "mlk": lambda y: nth_wd(y, 1, MO, 3),
    "presidents": lambda y: nth_wd(y, 2, MO, 3),
    "memorial": lambda y: last_wd(y, 5, MO),
    "juneteenth": lambda y: date(y, 6, 19),
    "july4": lambda y: date(y, 7, 4),
    "labor": lambda y: nth_wd(y, 9, MO, 1),
    "columbus": lambda y: nth_wd(y, 10, MO, 2),
    "veterans": lambda y: date(y, 11, 11),
    "thanksgiving": lambda y: nth_wd(y, 11, TH, 4),
    "christmas": lambda y: date(y, 12, 25),
    # others
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - timedelta(days=2),
    "easter_monday": lambda y: easter(y) + timedelta(days=1),
    "palm_sunday": lambda y: easter(y) - timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - timedelta(days=47),
    "pentecost": lambda y: easter(y) + timedelta(days=49),
    "mothering_sunday_uk": lambda y: easter(y) - timedelta(days=21),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "mothers_day": lambda y: nth_wd(y, 5, SU, 2),
    "fathers_day": lambda y: nth_wd(y, 6, SU, 3),
    "valentines": lambda y: date(y, 2, 14),
    "st_patricks": lambda y: date(y, 3, 17),
    "groundhog": lambda y: date(y, 2, 2),
    "earth_day": lambda y: date(y, 4, 22),
    "cinco_de_mayo": lambda y: date(y, 5, 5),
    "flag_day": lambda y: date(y, 6, 14),
    "halloween": lambda y: date(y, 10, 31),
    "christmas_eve": lambda y: date(y, 12, 24),
    "new_years_eve": lambda y: date(y, 12, 31),
    "boxing_day": lambda y: date(y, 12, 26),
    "kwanzaa": lambda y: date(y, 12, 26),
    "black_friday": lambda y: nth_wd(y, 11, TH, 4) + timedelta(days=1),
    "cyber_monday": lambda y: nth_wd(y, 11, TH, 4) + timedelta(days=4),
    "dst_start": lambda y: nth_wd(y, 3, SU, 2),
    "dst_end": lambda y: nth_wd(y, 11, SU, 1),
    "ca_thanksgiving": lambda y: nth_wd(y, 10, MO, 2),
    "patriots_day": lambda y: nth_wd(y, 4, MO, 3),
    "grandparents_day": lambda y: nth_wd(y, 9, MO, 1) + timedelta(days=6),
    "chinese_new_year": _china_new_year,
}
FEDERAL = ["new_year", "mlk", "presidents", "memorial", "juneteenth", "july4", "labor",
           "columbus", "veterans", "thanksgiving", "christmas"]


def H(key, y):
    return RULES[key](y)


def nxt(key):
    """Next occurrence on or after today."""
    for y in range(TODAY.year, TODAY.year + 3):
        d = RULES[key](y)
        if d >= TODAY:
            return d
    raise AssertionError(key)


def check_holiday_rules():
    for y in (2020, 2026, 2027, 2028):
        us = holidays.US(years=[y - 1, y, y + 1])
        for k in FEDERAL:
            if k == "juneteenth" and y < 2021:
                continue
            d = H(k, y)
            assert d in us and "observed" not in us.get(d).lower(), (k, y, us.get(d))
            o = observed(d)
            if o != d and not (k == "new_year" and y == 2022):
                assert o in us and "observed" in us.get(o).lower(), (k, y, o, us.get(o))
    # DST rules against tzdata
    for y in (2026, 2027, 2028):
        for k, before, after in (("dst_start", -5, -4), ("dst_end", -4, -5)):
            d = H(k, y)
            off0 = datetime.combine(d - timedelta(days=1), time(12), HOME).utcoffset()
            off1 = datetime.combine(d, time(12), HOME).utcoffset()
            assert off0 == timedelta(hours=before) and off1 == timedelta(hours=after), (k, y)
    for y in (2026, 2027, 2028):
        ca = holidays.CA(subdiv="ON", years=y)
        assert "Thanksgiving" in ca.get(H("ca_thanksgiving", y), ""), y
        ma = holidays.US(subdiv="MA", years=y)
        assert "Patriots" in ma.get(H("patriots_day", y), ""), y
        assert H("grandparents_day", y).weekday() == SU
    # church dates against other countries' calendars in the holidays package
    for y in (2027, 2028):
        uk = holidays.UK(years=y)
        assert uk.get(H("good_friday", y)) == "Good Friday", y
        gr = holidays.Greece(years=y)
        assert "Easter Monday" in gr.get(H("orthodox_easter", y) + timedelta(days=1), ""), y
        la = holidays.US(subdiv="LA", years=y)
        assert "Mardi Gras" in la.get(H("mardi_gras", y), ""), y


check_holiday_rules()
US_HOL = holidays.US(years=[2026, 2027, 2028])

G = "holidays"
add(G, "What date is Thanksgiving in 2028?", D(H("thanksgiving", 2028)))
add(G, "What day of the week does Christmas fall on this year?", D(H("christmas", 2026), wd=True))
add(G, "How many more sleeps till Christmas? My daughter keeps asking.", days_until(nxt("christmas")))
add(G, "Easter 2028 — what's the date?", D(H("easter", 2028)))
add(G, "What date is Mother's Day in 2028?", D(H("mothers_day", 2028)))
add(G, "When's Father's Day next year?", D(H("fathers_day", 2027)))
add(G, "When is Labor Day next year?", D(H("labor", 2027)))
add(G, "What day of the week is New Year's Day 2027?", D(H("new_year", 2027), wd=True))
add(G, "When is Presidents' Day?", D(nxt("presidents")))
add(G, "When's Valentine's Day next year, and what day of the week is it?", D(H("valentines", 2027), wd=True))
add(G, "St. Patrick's Day 2028 — what day of the week is that?", D(H("st_patricks", 2028), wd=True))
add(G, "Good Friday in 2028, when is it?", D(H("good_friday", 2028)))
add(G, "When does Lent start next year?", D(H("ash_wednesday", 2027)))
add(G, "What's the date of Mardi Gras in 2027?", D(H("mardi_gras", 2027)))
add(G, "On what day of the week is Juneteenth next year?", D(H("juneteenth", 2027), wd=True))
d = H("july4", 2027)
assert d.weekday() == SU and "observed" in US_HOL.get(observed(d)).lower()
add(G, "The Fourth of July is a Sunday next year, so which day is the holiday observed?",
    D(observed(d), wd=True))
add(G, "When is Columbus Day, or Indigenous Peoples' Day, next year?", D(H("columbus", 2027)))
add(G, "How many days until New Year's Day?", days_until(nxt("new_year")))
add(G, "When do we spring forward next year?", D(H("dst_start", 2027)))
add(G, "When do the clocks go back in 2028?", D(H("dst_end", 2028)))
add(G, "When is Black Friday next year?", D(H("black_friday", 2027)))
add(G, "What's the date of Cyber Monday 2027?", D(H("cyber_monday", 2027)))
d = H("halloween", 2027)
assert d.weekday() in (SA, SU)
add(G, "Is Halloween on a weekend next year?", merge({"contains": ["yes"]}, WD(d)))
add(G, "What day of the week is Cinco de Mayo next year?", D(H("cinco_de_mayo", 2027), wd=True))
add(G, "My neighbour is Greek Orthodox. When is their Easter next year?", D(H("orthodox_easter", 2027)))
add(G, "When's Chinese New Year in 2027?", D(H("chinese_new_year", 2027)))
add(G, "What day of the week is Christmas Eve this year?", D(H("christmas_eve", 2026), wd=True))
add(G, "What was the date of Thanksgiving this year?", D(H("thanksgiving", 2026)))
add(G, "How many days ago was Thanksgiving?", days_since(H("thanksgiving", 2026)))
d = H("mlk", 2027)
assert d == date(2027, 1, 18) and "Martin Luther King" in US_HOL.get(d)
add(G, "Which holiday falls on January 18th next year?", {"contains": ["Martin Luther King|MLK"]})
d = H("memorial", 2027)
assert "Memorial" in US_HOL.get(d)
add(G, "What holiday is on the last Monday of May?", {"contains": ["Memorial"]})
add(G, "How many days is it until Valentine's Day?", days_until(nxt("valentines")))
add(G, "When is Mothering Sunday in the UK next year?", D(H("mothering_sunday_uk", 2027)))
add(G, "My cousin in Toronto says their Thanksgiving is in October. What date is it next year?",
    D(H("ca_thanksgiving", 2027)))
add(G, "When is Patriots' Day next year, the Boston Marathon Monday?", D(H("patriots_day", 2027)))
d = H("christmas", 2027)
assert d.weekday() == SA and "Christmas" in US_HOL.get(observed(d))
add(G, "Christmas 2027 is on a Saturday, right? Which day do federal employees get off?",
    D(observed(d), wd=True))
d = H("new_year", 2028)
assert d.weekday() == SA and "New Year" in US_HOL.get(observed(d)) and observed(d).year == 2027
add(G, "New Year's Day 2028 is a Saturday. When is the federal day off for it?", D(observed(d)))
d = min(x for x in US_HOL if x >= TODAY)
assert "Christmas" in US_HOL.get(d)
add(G, "What's the next federal holiday?", merge({"contains": ["Christmas"]}, D(d)))
d = min(x for x in US_HOL if x.year == 2027)
assert "New Year" in US_HOL.get(d)
add(G, "What's the first federal holiday of 2027?", merge({"contains": ["New Year"]}, D(d)))
add(G, "When does Kwanzaa start this year?", D(H("kwanzaa", 2026)))
add(G, "How many days are there from Thanksgiving to Christmas this year?",
    num((H("christmas", 2026) - H("thanksgiving", 2026)).days, tol=0))
d = H("veterans", 2028)
assert d.weekday() == SA and "Veterans" in US_HOL.get(observed(d))
add(G, "Veterans Day 2028 falls on a Saturday. When's the observed day off?", D(observed(d)))
# slips
add(G, "um when is thanks giving", D(nxt("thanksgiving")), slip=True)
add(G, "how many days till christmas eve", days_until(nxt("christmas_eve")), slip=True)
add(G, "what day of the week is new years eve", D(nxt("new_years_eve"), wd=True), slip=True)
add(G, "when is easter", D(nxt("easter")), slip=True)
add(G, "when is memorial day next year", D(H("memorial", 2027)), slip=True)
add(G, "so when is mothers day", D(nxt("mothers_day")), slip=True)
add(G, "when is martin luther king day", D(nxt("mlk")), slip=True)
add(G, "what day of the week is the fourth of july next year", D(H("july4", 2027), wd=True), slip=True)
add(G, "when is saint patricks day", D(nxt("st_patricks")), slip=True)
add(G, "when does day light savings end next year", D(H("dst_end", 2027)), slip=True)
add(G, "uh when is juneteenth", D(nxt("juneteenth")), slip=True)
add(G, "when is good friday", D(nxt("good_friday")), slip=True)
# cannot
cannot(G, "When is National Flibberjab Day?", "National Flibberjab Day")
cannot(G, "When's my wedding anniversary?", "anniversary")
cannot(G, "What date is Sploonfest this year?", "Sploonfest")
cannot(G, "when is grumblewick day", "grumblewick day", slip=True)

# ================================================================ DATES
G = "dates"
rd = relativedelta


def coming(wd):  # "next Tuesday" from a Friday = the coming one
    n = (wd - TODAY.weekday()) % 7 or 7
    return TODAY + timedelta(days=n)


def last(wd):  # "last Monday" = the most recent one before today
    n = (TODAY.weekday() - wd) % 7 or 7
    return TODAY - timedelta(days=n)


def age(born, on=TODAY):
    return rd(on, born).years


add(G, "What's today's date?", D(TODAY))
add(G, "What day of the week is it today?", WD(TODAY))
add(G, "What's the date next Thursday?", D(coming(TH)))
add(G, "What was the date last Wednesday?", D(last(WE)))
add(G, "What date will it be in 45 days?", D(TODAY + timedelta(days=45)))
add(G, "What was the date 100 days ago?", D(TODAY - timedelta(days=100)))
add(G, "What day of the week will March 1st, 2027 be?", WD(date(2027, 3, 1)))
add(G, "What day of the week was July 4th, 1776?", WD(date(1776, 7, 4)))
add(G, "I was born on 14 February 1988. What day of the week was that?", WD(date(1988, 2, 14)))
add(G, "How many days are there between March 3rd and August 19th, 2027?",
    num((date(2027, 8, 19) - date(2027, 3, 3)).days, tol=0))
add(G, "How many days does February have in 2028?", num(calendar.monthrange(2028, 2)[1], tol=0))
assert not calendar.isleap(2027)
add(G, "Is 2027 a leap year?", {"contains": ["no|not"]})
wk = date(2027, 1, 1).isocalendar()
assert wk[0] == 2026
add(G, "Which ISO week is January 1st, 2027 in?", num(wk[1], tol=0))
add(G, "What's the date two weeks from Saturday?", D(coming(SA) + timedelta(weeks=2)))
add(G, "What day of the year is it today? Like, day number what?", num(TODAY.timetuple().tm_yday, tol=0))
add(G, "How many days until the end of January?", days_until(date(2027, 1, 31)))
add(G, "How old is someone who was born on June 9th, 1957?", num(age(date(1957, 6, 9)), tol=0))
add(G, "If I was born on December 25th, 2010, how old am I now?", num(age(date(2010, 12, 25)), tol=0))
b = date(1999, 1, 2)
nb = date(TODAY.year, b.month, b.day)
nb = nb if nb > TODAY else date(TODAY.year + 1, b.month, b.day)
add(G, "I was born on 2 January 1999. How old will I turn on my next birthday?", num(age(b, nb), tol=0))
add(G, "What date is the second Tuesday of January 2027?", D(nth_wd(2027, 1, TU, 2)))
add(G, "What's the last day of February 2027?", D(date(2027, 2, calendar.monthrange(2027, 2)[1])))
add(G, "What date is exactly one year from today, and what day of the week will it be?",
    D(TODAY + rd(years=1), wd=True))
add(G, "What day of the week was September 11, 2001?", WD(date(2001, 9, 11)))
add(G, "My passport expires on March 15th, 2027. How many days is that from now?", days_until(date(2027, 3, 15)))
add(G, "How many days has it been since January 1st?", days_since(date(TODAY.year, 1, 1)))
add(G, "My baby was born on October 20th. How many days old is she?", days_since(date(2026, 10, 20)))
add(G, "What's the date the day after tomorrow?", D(TODAY + timedelta(days=2), wd=True))
n = sum(1 for k in range(1, 32 - TODAY.day)
        if (TODAY + timedelta(days=k)).month == 12 and (TODAY + timedelta(days=k)).weekday() == FR)
add(G, "How many Fridays are left in December after today?", num(n, tol=0))
add(G, "What's the date three months and two weeks from now?", D(TODAY + rd(months=3, weeks=2)))
add(G, "What date is 18 months after August 15th, 2025?", D(date(2025, 8, 15) + rd(months=18)))
add(G, "What weekday is the 29th of February 2028?", WD(date(2028, 2, 29)))
d = TODAY + timedelta(days=1)
while not (d.day == 13 and d.weekday() == FR):
    d += timedelta(days=1)
add(G, "When's the next Friday the 13th?", D(d))
assert calendar.isleap(2000)
add(G, "Was 2000 a leap year?", {"contains": ["yes"]})
d = date(2027, 1, 1)
d += timedelta(days=(SU - d.weekday()) % 7)
add(G, "What's the date of the first Sunday of next month?", D(d))
add(G, "What was the date six months ago today?", D(TODAY - rd(months=6)))
midnight = datetime.combine(TODAY + timedelta(days=1), time(0), HOME)
add(G, "How many hours until midnight?", num((midnight - NOW).total_seconds() / 3600, tol=0.01))
add(G, "How many days until my birthday? It's on March 20th.", days_until(date(2027, 3, 20)))
add(G, "The brine needs three days. If I start it today, what day of the week will it be ready?",
    D(TODAY + timedelta(days=3), wd=True))
add(G, "My sourdough starter needs ten days from today. What date is that?", D(TODAY + timedelta(days=10)))
add(G, "What was the date a thousand days ago?", D(TODAY - timedelta(days=1000)))
b = date(1980, 4, 22)
add(G, "I was born on 22 April 1980. What day of the week will my 50th birthday be?",
    D(b + rd(years=50), wd=True))
assert (TODAY.month - 1) // 3 + 1 == 4
add(G, "Which quarter of the year are we in?", {"contains": ["fourth|4th|Q4|quarter 4"]})
add(G, "How many days are there in June, July and August put together?",
    num(sum(calendar.monthrange(2027, m)[1] for m in (6, 7, 8)), tol=0))
add(G, "What ISO week number is Christmas Day this year?", num(date(2026, 12, 25).isocalendar()[1], tol=0))
# slips
add(G, "what is the date today", D(TODAY), slip=True)
add(G, "um what day is it tomorrow", WD(TODAY + timedelta(days=1)), slip=True)
add(G, "what date is next tuesday", D(coming(TU)), slip=True)
add(G, "how many days until the fourteenth of january", days_until(date(2027, 1, 14)), slip=True)
add(G, "what day of the week was the first of may two thousand", WD(date(2000, 5, 1)), slip=True)
add(G, "how old is someone born on august third nineteen seventy five", num(age(date(1975, 8, 3)), tol=0), slip=True)
assert calendar.isleap(2028)
add(G, "is twenty twenty eight a leap year", {"contains": ["yes"]}, slip=True)
add(G, "what is the date thirty days from now", D(TODAY + timedelta(days=30)), slip=True)
add(G, "how many days in march", num(calendar.monthrange(2027, 3)[1], tol=0), slip=True)
add(G, "what was the date two weeks ago", D(TODAY - timedelta(weeks=2)), slip=True)
add(G, "so what week of the year is it", num(TODAY.isocalendar()[1], tol=0), slip=True)
add(G, "what day of the week is the twenty first of december", D(date(2026, 12, 21), wd=True), slip=True)


def invalid(y, m, dd):
    try:
        date(y, m, dd)
    except ValueError:
        return True
    return False


assert invalid(2027, 2, 30) and invalid(2027, 4, 31) and invalid(2027, 2, 29)
assert invalid(2027, 1, 32) and invalid(2027, 6, 31) and invalid(2026, 11, 31)
cannot(G, "What day of the week is February 30th, 2027?", "February 30")
cannot(G, "What's the date of the 31st of April next year?", "April 31")
cannot(G, "What day was the 29th of February 2027?", "February 29, 2027")
cannot(G, "How old am I?", "birthday")
cannot(G, "What day of the week is January 32nd?", "January 32")
cannot(G, "what day is june thirty first", "June 31", slip=True)
cannot(G, "what day of the week was november thirty first", "November 31", slip=True)

# ================================================================ WORLD CLOCK
G = "worldclock"


def there(zone, when=NOW):
    return when.astimezone(ZoneInfo(zone))


def hhmm(dt_):
    return dt_.strftime("%H:%M")


def clock(zone):
    return {"time": hhmm(there(zone)), "tol_min": 1}


def diff(zone):
    off = (there(zone).utcoffset() - NOW.utcoffset()).total_seconds() / 3600
    assert off == int(off), zone
    return num(abs(int(off)), tol=0)


def conv(h, m, src, dst, day=TODAY):
    t = datetime.combine(day, time(h, m), ZoneInfo(src)).astimezone(ZoneInfo(dst))
    return {"time": hhmm(t), "tol_min": 1}


for q, z in [
    ("What time is it in London right now?", "Europe/London"),
    ("What's the time in LA?", "America/Los_Angeles"),
    ("Time in Chicago?", "America/Chicago"),
    ("My mum lives in Phoenix, Arizona. What time is it there now?", "America/Phoenix"),
    ("What's the current time in Anchorage, Alaska?", "America/Anchorage"),
    ("What time is it in Mumbai?", "Asia/Kolkata"),
    ("What is the time now in Kathmandu, Nepal?", "Asia/Kathmandu"),
    ("Dubai, what time is it there?", "Asia/Dubai"),
    ("What time is it in Moscow?", "Europe/Moscow"),
    ("What time is it in Singapore right now?", "Asia/Singapore"),
    ("What's the local time in Cairo?", "Africa/Cairo"),
    ("My brother is working in Nairobi. What time is it for him?", "Africa/Nairobi"),
    ("What time is it now in São Paulo?", "America/Sao_Paulo"),
    ("What time is it in Santiago, Chile?", "America/Santiago"),
    ("What time is it in Reykjavik, Iceland?", "Atlantic/Reykjavik"),
    ("What time is it in Tehran?", "Asia/Tehran"),
    ("What time is it in Adelaide, Australia?", "Australia/Adelaide"),
    ("I'm calling Manila later. What time is it there now?", "Asia/Manila"),
    ("What time is it on Kiritimati, in Kiribati?", "Pacific/Kiritimati"),
    ("What time is it in Germany?", "Europe/Berlin"),
]:
    add(G, q, clock(z))
t = there("Pacific/Auckland")
add(G, "What day is it in Auckland right now?", D(t.date(), wd=True))
add(G, "What's the date in Seoul right now?", D(there("Asia/Seoul").date()))
t = there("Australia/Sydney")
assert t.weekday() == SA
add(G, "Is it Saturday yet in Sydney?", {"contains": ["yes"], "weekday": "Saturday"})
t = there("Pacific/Honolulu")
assert t.weekday() == FR
add(G, "Is it still Friday in Honolulu?", {"contains": ["yes"], "weekday": "Friday"})
add(G, "How many hours ahead of us is Madrid?", diff("Europe/Madrid"))
add(G, "What's the time difference between New York and Los Angeles?", diff("America/Los_Angeles"))
add(G, "How many hours is Tokyo ahead of New York?", diff("Asia/Tokyo"))
add(G, "How far behind us is Honolulu, in hours?", diff("Pacific/Honolulu"))
add(G, "How many hours ahead is Moscow?", diff("Europe/Moscow"))
add(G, "How many hours ahead is Auckland, New Zealand?", diff("Pacific/Auckland"))
add(G, "What's the time difference with Rio de Janeiro?", diff("America/Sao_Paulo"))
add(G, "If it's 6 pm here, what time is it in London?", conv(18, 0, "America/New_York", "Europe/London"))
add(G, "When it's 9 in the morning in Tokyo, what time is it in New York?",
    conv(9, 0, "Asia/Tokyo", "America/New_York", TODAY + timedelta(days=1)))
add(G, "I have a meeting at 10 am Pacific time. What's that in my time?",
    conv(10, 0, "America/Los_Angeles", "America/New_York"))
add(G, "My sister in Berlin wants to call at 8 pm her time. What time is that for me?",
    conv(20, 0, "Europe/Berlin", "America/New_York"))
add(G, "If I call Mumbai at 9 tonight, what time will it be there?", conv(21, 0, "America/New_York", "Asia/Kolkata"))
add(G, "If it's noon here, what time is it in Sydney?", conv(12, 0, "America/New_York", "Australia/Sydney"))
add(G, "What time is it in UTC?", clock("UTC"))
# slips
add(G, "what time is it in tokio", clock("Asia/Tokyo"), slip=True)
add(G, "whats the time in paris france", clock("Europe/Paris"), slip=True)
add(G, "what time is it in hong kong", clock("Asia/Hong_Kong"), slip=True)
add(G, "what time is it in new delhi", clock("Asia/Kolkata"), slip=True)
add(G, "what time is it in san francisco", clock("America/Los_Angeles"), slip=True)
add(G, "um what time is it over in seattle", clock("America/Los_Angeles"), slip=True)
add(G, "what time is it in zurich", clock("Europe/Zurich"), slip=True)
add(G, "what time is it in sidney australia", clock("Australia/Sydney"), slip=True)
add(G, "what time is it in hawaii", clock("Pacific/Honolulu"), slip=True)
t = there("Asia/Tokyo")
add(G, "what day is it in japan right now", D(t.date(), wd=True), slip=True)
add(G, "whats the time in greenwich mean time", clock("Etc/GMT"), slip=True)
add(G, "how many hours ahead is london", diff("Europe/London"), slip=True)
# cannot: ambiguous or unknown places, countries with several zones
cannot(G, "What time is it in Portland?", "Portland")
cannot(G, "What's the time in Birmingham right now?", "Birmingham")
cannot(G, "What time is it in Russia?", "Russia")
cannot(G, "What time is it in Brazil?", "Brazil")
cannot(G, "What time is it in Atlantis?", "Atlantis")
cannot(G, "what time is it in gotham city", "gotham city", slip=True)
cannot(G, "what time is it in australia", "australia", slip=True)

# ================================================================ SUN
G = "sun"
NYC = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)
LA = LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437)
CHI = LocationInfo("Chicago", "USA", "America/Chicago", 41.8781, -87.6298)
HNL = LocationInfo("Honolulu", "USA", "Pacific/Honolulu", 21.3069, -157.8583)
UTQ = LocationInfo("Utqiagvik", "USA", "America/Anchorage", 71.2906, -156.7886)


def sunev(event, d, loc=NYC):
    tz = ZoneInfo(loc.timezone)
    if event == "dawn":
        t = dawn(loc.observer, date=d, tzinfo=tz)
    elif event == "dusk":
        t = dusk(loc.observer, date=d, tzinfo=tz)
    elif event == "noon":
        t = noon(loc.observer, date=d, tzinfo=tz)
    else:
        t = sun(loc.observer, date=d, tzinfo=tz)[event]
    assert t.date() == d, (event, d, t)
    t = (t + timedelta(seconds=30)).replace(second=0, microsecond=0)
    return {"time": hhmm(t), "tol_min": 3}


def daylength(d, loc=NYC):
    s = sun(loc.observer, date=d, tzinfo=ZoneInfo(loc.timezone))
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(mins // 60)
    rem = mins - 60 * h
    assert 1.5 < rem < 58.5, (d, mins)
    return {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(rem), "tol": r6(1.5 / rem)}


add(G, "What time is sunset today?", sunev("sunset", TODAY))
add(G, "When is sunrise tomorrow morning?", sunev("sunrise", TODAY + timedelta(days=1)))
add(G, "What time does the sun come up on Christmas morning?", sunev("sunrise", date(2026, 12, 25)))
add(G, "When does the sun set on New Year's Eve?", sunev("sunset", date(2026, 12, 31)))
add(G, "What time is sunrise on the winter solstice, December 21st?", sunev("sunrise", date(2026, 12, 21)))
add(G, "How much daylight do we get on Christmas Day?", daylength(date(2026, 12, 25)))
add(G, "How many hours of daylight will there be on March 20th next year?", daylength(date(2027, 3, 20)))
add(G, "What time will the sun set on the Fourth of July next year?", sunev("sunset", date(2027, 7, 4)))
add(G, "When's sunrise on March 20th, 2027?", sunev("sunrise", date(2027, 3, 20)))
add(G, "When is solar noon today?", sunev("noon", TODAY))
add(G, "When does civil twilight end this evening?", sunev("dusk", TODAY))
add(G, "What time is first light tomorrow, civil dawn I mean?", sunev("dawn", TODAY + timedelta(days=1)))
add(G, "What time does the sun rise on Thanksgiving next year?", sunev("sunrise", H("thanksgiving", 2027)))
add(G, "Sunset on Valentine's Day next year, what time?", sunev("sunset", H("valentines", 2027)))
add(G, "What time does the sun set in Los Angeles today?", sunev("sunset", TODAY, LA))
add(G, "When's sunrise in Chicago tomorrow?", sunev("sunrise", TODAY + timedelta(days=1), CHI))
add(G, "What time is sunset in Honolulu today?", sunev("sunset", TODAY, HNL))
add(G, "When does the sun set on December 12th?", sunev("sunset", date(2026, 12, 12)))
add(G, "When is sunrise on New Year's Day?", sunev("sunrise", date(2027, 1, 1)))
# slips
add(G, "what time does the sun go down tomorrow", sunev("sunset", TODAY + timedelta(days=1)), slip=True)
add(G, "when is sunrise on monday", sunev("sunrise", coming(MO)), slip=True)
add(G, "how many hours of day light are there today", daylength(TODAY), slip=True)
add(G, "what time is sunset on christmas eve", sunev("sunset", date(2026, 12, 24)), slip=True)
add(G, "what time is sunrise on the first of february", sunev("sunrise", date(2027, 2, 1)), slip=True)
# cannot
try:
    sun(UTQ.observer, date=TODAY + timedelta(days=1), tzinfo=ZoneInfo(UTQ.timezone))
    raise AssertionError("expected polar night in Utqiagvik")
except ValueError:
    pass
cannot(G, "When does the sun rise in Utqiagvik, Alaska tomorrow?", "Utqiagvik")
cannot(G, "What time is sunset at Hogwarts?", "Hogwarts")
assert invalid(2027, 2, 30)
cannot(G, "what time is sunrise on february thirtieth", "February 30", slip=True)

# ================================================================ UNITS
G = "units"
IN = Fraction(254, 10000)          # m
FT = 12 * IN
YD = 3 * FT
MI = 5280 * FT
NMI = Fraction(1852)
LB = Fraction(45359237, 10**8)     # kg
OZ = LB / 16
STONE = 14 * LB
GAL = 231 * IN**3                  # m^3
QT, PT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
L, ML = Fraction(1, 1000), Fraction(1, 10**6)
IMP_PT = Fraction(454609, 10**8) / 8
ACRE = 43560 * FT**2
KNOT = NMI / 3600                  # m/s
MPH, KMH = MI / 3600, Fraction(1000, 3600)
PSI = LB * Fraction(980665, 10**5) / IN**2
BAR = Fraction(10**5)
KCAL, KJ, KWH = 4184, 1000, Fraction(36 * 10**5)
BTU = Fraction("1055.05585262")
HP = Fraction("745.69987158227022")
G_ = Fraction(1, 1000)             # gram in kg
STICK_WT = LB / 4                  # US stick of butter by weight
STICK_VOL = CUP / 2                # and by volume (labelled 8 tbsp)


def f2c(f):
    return (Fraction(f) - 32) * Fraction(5, 9)


def c2f(c):
    return Fraction(c) * Fraction(9, 5) + 32


def mpg_to_l100(mpg):
    km_per_l = Fraction(mpg) * (MI / 1000) / (GAL / L)
    return 100 / km_per_l


add(G, "How many milliliters are in a cup?", num(CUP / ML))
add(G, "How many grams is 8 ounces?", num(8 * OZ / G_))
add(G, "Convert 350 degrees Fahrenheit to Celsius.", num(f2c(350)))
add(G, "My oven only does Fahrenheit. What's 200 C in F?", num(c2f(200)))
add(G, "How many tablespoons are in a quarter cup?", num(CUP / 4 / TBSP))
add(G, "How many teaspoons in a tablespoon?", num(TBSP / TSP))
add(G, "How many ml is one teaspoon?", num(TSP / ML))
add(G, "How many cups in a quart?", num(QT / CUP))
add(G, "How many ounces are in a pound?", num(LB / OZ))
add(G, "What's 3 pounds in kilograms?", num(3 * LB))
add(G, "Two and a half kilos, how many pounds is that?", num(Fraction(5, 2) / LB))
add(G, "How many liters in a gallon?", num(GAL / L))
add(G, "The bottle says 750 ml. How many cups is that?", num(750 * ML / CUP))
add(G, "What's two thirds of a cup in tablespoons?", num(Fraction(2, 3) * CUP / TBSP))
add(G, "How much does a stick of butter weigh in grams?", num(STICK_WT / G_))
add(G, "How many tablespoons are in a stick of butter?", num(STICK_VOL / TBSP))
add(G, "What is one imperial pint in milliliters?", num(IMP_PT / ML))
add(G, "Convert 5 miles to kilometers.", num(5 * MI / 1000))
add(G, "A marathon is 26.2 miles. How many kilometers is that?", num(Fraction("26.2") * MI / 1000))
add(G, "I ran a 10K. How many miles was that?", num(10000 / MI))
add(G, "How many feet are in a meter?", num(1 / FT))
add(G, "I'm 6 foot 2. What's that in centimeters?", num((6 * FT + 2 * IN) * 100))
add(G, "How many inches is 170 centimeters?", num(Fraction(170, 100) / IN))
add(G, "How many yards in a mile?", num(MI / YD))
add(G, "What's 60 miles per hour in kilometers per hour?", num(60 * MPH / KMH))
add(G, "What is 100 km/h in mph?", num(100 * KMH / MPH))
add(G, "The boat does 20 knots. How fast is that in miles per hour?", num(20 * KNOT / MPH))
add(G, "My apartment is 50 square meters. How many square feet is that?", num(50 / FT**2))
add(G, "How many acres in a square mile?", num(MI**2 / ACRE))
add(G, "What's 98.6 Fahrenheit in Celsius?", num(f2c(Fraction("98.6"))))
add(G, "What's minus ten Celsius in Fahrenheit?", num(c2f(-10)))
add(G, "I weigh 11 stone. How many kilograms is that?", num(11 * STONE))
add(G, "What's 150 pounds in stone?", num(150 * LB / STONE))
add(G, "How many MiB are in a GiB?", num(Fraction(2**30, 2**20)))
add(G, "My tires say 32 psi. What's that in bar?", num(32 * PSI / BAR))
add(G, "How many calories is 1000 kilojoules?", num(Fraction(1000 * KJ, KCAL)))
add(G, "My car gets 30 miles per gallon. What's that in liters per 100 kilometers?", num(mpg_to_l100(30)))
add(G, "How many seconds are in a day?", num(24 * 3600))
add(G, "How many pounds is 500 grams?", num(500 * G_ / LB))
add(G, "How many ounces is 250 grams of chocolate?", num(250 * G_ / OZ))
add(G, "How many liters is a US pint of milk?", num(PT / L))
add(G, "Convert 5 horsepower to kilowatts.", num(5 * HP / 1000))
add(G, "How many BTUs are in a kilowatt hour?", num(KWH / BTU))
add(G, "How many milliliters is a 20 ounce soda?", num(20 * FLOZ / ML))
add(G, "Convert 425 Fahrenheit to Celsius for my roast.", num(f2c(425)))
add(G, "How many fluid ounces are in a cup?", num(CUP / FLOZ))
# slips
add(G, "how many mils in a table spoon", num(TBSP / ML), slip=True)
add(G, "what is four hundred degrees fahrenheit in celsius", num(f2c(400)), slip=True)
add(G, "ten mile to kilometers", num(10 * MI / 1000), slip=True)
add(G, "how many grams in a ounce", num(OZ / G_), slip=True)
add(G, "convert a hundred eighty celsius to fahrenheit", num(c2f(180)), slip=True)
add(G, "how many cups in a leader", num(L / CUP), slip=True)
add(G, "how many pounds is two kilos", num(2 / LB), slip=True)
add(G, "how many teaspoons in a quarter cup", num(CUP / 4 / TSP), slip=True)
add(G, "um how many feet is a hundred meters", num(100 / FT), slip=True)
add(G, "whats seventy two fahrenheit in celsius", num(f2c(72)), slip=True)
add(G, "how many ounces in half a pound", num(LB / 2 / OZ), slip=True)
add(G, "how many quarts in a gallon", num(GAL / QT), slip=True)
add(G, "thirteen point one miles in kilometers", num(Fraction("13.1") * MI / 1000), slip=True)
add(G, "how many centimeters is five foot six", num((5 * FT + 6 * IN) * 100), slip=True)
# cannot: impossible conversions and a made-up unit
cannot(G, "Convert 3 hours to kilograms.", "hours to kilograms")
cannot(G, "How many inches are in a liter?", "inches in a liter")
cannot(G, "How many gallons is 40 watts?", "watts to gallons")
cannot(G, "What's 12 zorbs in cups?", "zorbs")
cannot(G, "How many pounds is 50 degrees Celsius?", "Celsius to pounds")
cannot(G, "how many teaspoons in a meter", "teaspoons in a meter", slip=True)
cannot(G, "convert ten celsius to inches", "Celsius to inches", slip=True)

# ================================================================ WORDNET (for spelling + words)
LEXNAMES = """adj.all 3|adj.pert 3|adv.all 4|noun.Tops 1|noun.act 1|noun.animal 1|noun.artifact 1|
noun.attribute 1|noun.body 1|noun.cognition 1|noun.communication 1|noun.event 1|noun.feeling 1|
noun.food 1|noun.group 1|noun.location 1|noun.motive 1|noun.object 1|noun.person 1|
noun.phenomenon 1|noun.plant 1|noun.possession 1|noun.process 1|noun.quantity 1|noun.relation 1|
noun.shape 1|noun.state 1|noun.substance 1|noun.time 1|verb.body 2|verb.change 2|verb.cognition 2|
verb.communication 2|verb.competition 2|verb.consumption 2|verb.contact 2|verb.creation 2|
verb.emotion 2|verb.motion 2|verb.perception 2|verb.possession 2|verb.social 2|verb.stative 2|
verb.weather 2|adj.ppl 3""".replace("\n", "").split("|")
assert len(LEXNAMES) == 45


def load_wordnet():
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader
    src = "/usr/share/wordnet"
    assert os.path.exists(os.path.join(src, "data.noun")), "install Debian's wordnet-base"
    tmp = tempfile.mkdtemp(prefix="heldout24-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    root = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree(src, root)
    with open(os.path.join(root, "lexnames"), "w") as f:
        for i, line in enumerate(LEXNAMES):
            name, cat = line.split()
            f.write(f"{i:02d}\t{name}\t{cat}\n")
    nltk.data.path.insert(0, tmp)
    WordNetCorpusReader.map_wn = lambda self, version="oewn": None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        wn = WordNetCorpusReader(root, None)
    assert wn.get_version() == "3.0"
    return wn


WN = load_wordnet()


def key(word):
    return word.lower().replace(" ", "_")


def word_synsets(word):
    return [s for s in WN.synsets(key(word)) if any(l.name().lower() == key(word) for l in s.lemmas())]


def lemma_count(s, word):
    return max(l.count() for l in s.lemmas() if l.name().lower() == key(word))


def best_synset(word):
    ss = word_synsets(word)
    assert ss, word
    best, bc = None, -1
    for s in ss:  # ties go to WordNet's order
        c = lemma_count(s, word)
        if c > bc:
            best, bc = s, c
    return best


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    parts = [p for p in parts if p and not p.startswith("- ")]
    return "; ".join(parts)


def others(s, word):
    return [l.name().replace("_", " ") for l in s.lemmas() if l.name().lower() != key(word)]


def definition(word):
    b = best_synset(word)
    e = {"gloss": clean_gloss(b), "glosses": [clean_gloss(s) for s in word_synsets(word)]}
    assert e["gloss"] and e["gloss"] in e["glosses"] and all(e["glosses"]), word
    return e


def synonyms(word):
    b = best_synset(word)
    first = others(b, word)
    assert first, f"no synonyms in the top synset of {word}"
    out = list(first)
    for s in word_synsets(word):
        if s != b:
            for n in others(s, word):
                if n not in out:
                    out.append(n)
    return {"synonyms": out}


def absent(word):
    return not WN.synsets(key(word)) and WN.morphy(key(word)) is None


# ================================================================ SPELLING
G = "spelling"


def letters(word):
    assert word.isalpha(), word
    return {"letters": list(word.upper())}


for q, w in [
    ("How do you spell necessary?", "necessary"),
    ("Spell rhythm for me.", "rhythm"),
    ("What's the spelling of Wednesday?", "Wednesday"),
    ("How is colonel spelled? Like the army rank.", "colonel"),
    ("Bouillabaisse, can you spell that for me? I'm writing a menu.", "bouillabaisse"),
    ("Is cinnamon spelled with two n's? Spell it, please.", "cinnamon"),
    ("How do I spell zucchini for my shopping list?", "zucchini"),
    ("Spell broccoli.", "broccoli"),
    ("Fettuccine, how's that spelled?", "fettuccine"),
    ("I always get mayonnaise wrong. Spell it out for me.", "mayonnaise"),
    ("Quinoa. Spell it.", "quinoa"),
    ("Could you spell prosciutto, please?", "prosciutto"),
    ("Spell bruschetta letter by letter.", "bruschetta"),
    ("How do you write espresso? Is there an x in it?", "espresso"),
    ("My son needs to spell restaurant for school. How is it spelled?", "restaurant"),
    ("How do you spell Massachusetts?", "Massachusetts"),
    ("Spell the word receipt.", "receipt"),
    ("How many c's and m's are in accommodate? Spell it.", "accommodate"),
    ("How do you spell embarrass?", "embarrass"),
    ("Spell conscientious, please.", "conscientious"),
    ("How is pharaoh spelled?", "pharaoh"),
    ("How do you spell questionnaire?", "questionnaire"),
    ("How is handkerchief spelled?", "handkerchief"),
    ("Spell cauliflower for me.", "cauliflower"),
    ("Guacamole, how do you spell that?", "guacamole"),
    ("How do you spell croissant?", "croissant"),
    ("What's the correct spelling of vinaigrette?", "vinaigrette"),
    ("Spell Fahrenheit.", "Fahrenheit"),
    ("How's February spelled? I never remember the first r.", "February"),
    ("How do you spell sauerkraut?", "sauerkraut"),
]:
    add(G, q, letters(w))
for q, w in [
    ("how do you spell parallel", "parallel"),
    ("spell mississippi", "Mississippi"),
    ("how do you spell chrysanthemum", "chrysanthemum"),
    ("spell the word tomorrow", "tomorrow"),
    ("um how do you spell cappuccino", "cappuccino"),
    ("how do you spell vacuum", "vacuum"),
    ("spell lasagna please", "lasagna"),
    ("how is lieutenant spelled", "lieutenant"),
]:
    add(G, q, letters(w), slip=True)
for w in ("zwiddlebop", "flurgamosh"):
    assert absent(w), w
cannot(G, "How do you spell zwiddlebop?", "zwiddlebop")
cannot(G, "Spell that for me.", "no word given")
cannot(G, "Can you spell the word I'm thinking of?", "the word I'm thinking of")
cannot(G, "how do you spell flurgamosh", "flurgamosh", slip=True)

# ================================================================ WORDS
G = "words"
for q, w in [
    ("What does ubiquitous mean?", "ubiquitous"),
    ("What's the meaning of ephemeral?", "ephemeral"),
    ("Define meticulous.", "meticulous"),
    ("What does serendipity mean?", "serendipity"),
    ("What does benevolent mean?", "benevolent"),
    ("I feel lethargic today. What does lethargic actually mean?", "lethargic"),
    ("What is the definition of obsolete?", "obsolete"),
    ("What does whimsical mean?", "whimsical"),
    ("My teacher said my essay should be succinct. What does succinct mean?", "succinct"),
    ("The recipe says marinate overnight. What does marinate mean?", "marinate"),
    ("What does it mean to caramelize something?", "caramelize"),
    ("What does curdle mean?", "curdle"),
    ("What does altruism mean?", "altruism"),
    ("What is empathy?", "empathy"),
    ("What does hubris mean?", "hubris"),
    ("Juxtapose, what does that mean?", "juxtapose"),
    ("What does emulsify mean?", "emulsify"),
    ("What's a roux?", "roux"),
    ("What does sauté mean?", "saute"),
    ("What does aplomb mean?", "aplomb"),
    ("What's a conundrum?", "conundrum"),
    ("Define frivolous, please.", "frivolous"),
    ("What does taciturn mean?", "taciturn"),
    ("What's the meaning of the word wanderlust?", "wanderlust"),
    ("What is a glutton?", "glutton"),
    ("The turkey recipe says to baste it every 30 minutes. What does baste mean?", "baste"),
    ("What's a colander?", "colander"),
    ("What does garnish mean?", "garnish"),
]:
    add(G, q, definition(w))
for q, w in [
    ("What's another word for quick?", "quick"),
    ("Give me a synonym for begin.", "begin"),
    ("What's another word for funny?", "funny"),
    ("What's a synonym for brave?", "brave"),
    ("Another word for tiny?", "tiny"),
    ("What's a different word for scared?", "scared"),
    ("What's another way to say big?", "big"),
    ("Synonym for buy?", "buy"),
    ("I'm famished. What's another word for famished?", "famished"),
    ("What's a synonym for scrumptious?", "scrumptious"),
    ("Give me another word for bland.", "bland"),
]:
    add(G, q, synonyms(w))
for q, w in [
    ("what does procrastinate mean", "procrastinate"),
    ("what does gullable mean", "gullible"),      # mishearing / misspelling
    ("what does peckish mean", "peckish"),
    ("whats the meaning of reticent", "reticent"),
    ("what is the definition of epitome", "epitome"),
    ("define nonchalant", "nonchalant"),
    ("what does the word um fastidious mean", "fastidious"),
    ("what does julienne mean in cooking", "julienne"),
]:
    add(G, q, definition(w), slip=True)
for q, w in [
    ("whats another word for jubilant", "jubilant"),
    ("give me a synonym for annoy", "annoy"),
    ("another word for gaudy", "gaudy"),
]:
    add(G, q, synonyms(w), slip=True)
assert not absent("gullible") and absent("gullable")
for w in ("snirpledoo", "blorvatious", "quindlemorph", "trumbleweft", "glapnorious", "flumbuzzle"):
    assert absent(w), w
cannot(G, "What does snirpledoo mean?", "snirpledoo")
cannot(G, "Define blorvatious.", "blorvatious")
cannot(G, "What's the meaning of quindlemorph?", "quindlemorph")
cannot(G, "What does trumbleweft mean?", "trumbleweft")
cannot(G, "Give me a synonym for glapnorious.", "glapnorious")
cannot(G, "What does that word mean?", "no word given")
cannot(G, "what does flumbuzzle mean", "flumbuzzle", slip=True)

# ================================================================ CALC
G = "calc"
F = Fraction
CUBE_ROOT_27 = round(27 ** (1 / 3))
assert CUBE_ROOT_27 ** 3 == 27
for q, v, tol in [
    ("What's 15% of 84?", F(15, 100) * 84, 0.001),
    ("What's a 20 percent tip on $67.50?", F(20, 100) * F("67.50"), 0.001),
    ("Split $143.20 between 4 people.", F("143.20") / 4, 0.001),
    ("What's 12 times 17?", 12 * 17, 0),
    ("What's the square root of 196?", math.isqrt(196), 0),
    ("What's 2 to the 12th power?", 2**12, 0),
    ("What's 1000 divided by 7?", F(1000, 7), 0.001),
    ("What's three quarters plus two thirds?", F(3, 4) + F(2, 3), 0.001),
    ("What's the average of 12, 15, 19 and 22?", F(12 + 15 + 19 + 22, 4), 0.001),
    ("A recipe for 4 people needs 3 cups of flour. How much for 10 people?", F(3, 4) * 10, 0.001),
    ("What's half of three quarters of a cup?", F(1, 2) * F(3, 4), 0.001),
    ("I'm tripling the recipe. What's 3 times 2/3 of a cup?", 3 * F(2, 3), 0.001),
    ("What's 8 plus 4 times 5?", 8 + 4 * 5, 0),
    ("What's 8 plus 4, all times 5?", (8 + 4) * 5, 0),
    ("What's 45 minus 78?", 45 - 78, 0),
    ("What is 0.1 plus 0.2?", F("0.1") + F("0.2"), 0.001),
    ("What's 25 squared?", 25**2, 0),
    ("What's the cube root of 27?", CUBE_ROOT_27, 0),
    ("What's 19.99 times 3?", F("19.99") * 3, 0.001),
    ("Eggs are $5.04 a dozen. How much is that per egg?", F("5.04") / 12, 0.001),
    ("What's 30% off $85?", F("85") * F(70, 100), 0.001),
    ("I had $120 and it went up 15%. How much is it now?", 120 * F(115, 100), 0.001),
    ("A pizza has 8 slices and 3 kids eat 2 slices each. How many are left?", 8 - 3 * 2, 0),
    ("What percent of 72 is 18?", F(18, 72) * 100, 0.001),
    ("What's 9 factorial?", math.factorial(9), 0),
    ("What's the sales tax on $40 at 8.875 percent?", F("40") * F("8.875") / 100, 0.002),
    ("What's a third of 250?", F(250, 3), 0.001),
    ("What's 3 to the power of 5?", 3**5, 0),
    ("What's the square root of 2?", math.sqrt(2), 0.001),
    ("I drove 240 miles on 8 gallons. How many miles per gallon is that?", F(240, 8), 0),
    ("What's one eighth as a decimal?", F(1, 8), 0.001),
    ("I've got 2 and a quarter cups of sugar and each batch needs 3/4 of a cup. How many batches can I make?",
     F(9, 4) / F(3, 4), 0),
    ("What's 13 percent of 460?", F(13, 100) * 460, 0.001),
    ("What's negative 8 times negative 6?", (-8) * (-6), 0),
]:
    add(G, q, num(v, tol=tol))
for q, v, tol in [
    ("what is twelve times twelve", 12 * 12, 0),
    ("whats two hundred divided by eight", F(200, 8), 0),
    ("what is eighteen percent of sixty", F(18, 100) * 60, 0.001),
    ("um whats the square root of eighty one", math.isqrt(81), 0),
    ("what is nine times eight", 9 * 8, 0),
    ("whats a twenty percent tip on forty five dollars", F(20, 100) * 45, 0),
    ("what is one hundred minus forty seven", 100 - 47, 0),
    ("split ninety six dollars four ways", F(96, 4), 0),
    ("what is seven hundred plus three hundred and fifty", 700 + 350, 0),
    ("what is three point five times four", F("3.5") * 4, 0),
]:
    add(G, q, num(v, tol=tol), slip=True)
for a, b in ((17, 0), (60, 0), (0, 0)):
    try:
        a / b
        raise AssertionError("expected ZeroDivisionError")
    except ZeroDivisionError:
        pass
cannot(G, "What's 17 divided by 0?", "division by zero")
cannot(G, "Split $60 evenly among zero people.", "division by zero")
cannot(G, "whats zero divided by zero", "division by zero", slip=True)
cannot(G, "What's 5 plus?", "incomplete calculation")
cannot(G, "What's banana times seven?", "banana")

# ================================================================ checks and output
GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
SLIP_OK = re.compile(r"^[a-z][a-z ]*[a-z]$")
seen = set()
for it in ITEMS:
    assert it["group"] in GROUPS
    assert it["kind"] in ("answer", "cannot")
    q = it["q"]
    norm = re.sub(r"[^a-z0-9]+", " ", q.lower()).strip()
    assert norm not in seen, f"duplicate question: {q}"
    seen.add(norm)
    if it["slip"]:
        assert SLIP_OK.match(q) and "  " not in q, f"slip not in recogniser style: {q!r}"
    else:
        assert q[0].isupper() or q[0].isdigit(), q
    e = it["expect"]
    if it["kind"] == "answer":
        assert e and "names" not in e, q
    else:
        assert set(e) <= {"names"}, q
    if "time" in e:
        assert re.fullmatch(r"\d\d:\d\d", e["time"]) and "tol_min" in e
    if "date" in e:
        date.fromisoformat(e["date"])

with open(OUT, "w", encoding="utf-8") as f:
    for i, it in enumerate(ITEMS, 1):
        row = {"id": f"q24_{i:03d}", **it}
        f.write(json.dumps(row, ensure_ascii=False) + "\n")

# counts table (for the README)
cnt = Counter((it["group"], it["kind"]) for it in ITEMS)
slips = Counter(it["group"] for it in ITEMS if it["slip"])
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
for g in GROUPS:
    print(f"| {g} | {cnt[(g, 'answer')]} | {cnt[(g, 'cannot')]} | {slips[g]} |")
na = sum(v for (g, k), v in cnt.items() if k == "answer")
nc = sum(v for (g, k), v in cnt.items() if k == "cannot")
ns = sum(slips.values())
n = len(ITEMS)
print(f"| **total** | **{na}** | **{nc} ({100 * nc / n:.1f}%)** | **{ns} ({100 * ns / n:.1f}%)** |")
print(f"{n} questions written to {OUT}", file=sys.stderr)
