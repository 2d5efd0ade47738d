#!/usr/bin/env python3
"""exact-heldout30: held-out exact-answer questions, set 30.

Written 2026-12-06 by a helper session (set 30).  Holds every question and
computes every expected answer; writes exact-heldout30.jsonl next to this file
and prints the counts per group / kind / slip.

Imports nothing from the project.  Needs: python-dateutil, astral 3.2, nltk,
holidays (cross-checks only), and Debian's wordnet-base (/usr/share/wordnet).

Fixed situation: now is Friday 2026-12-04 14:30:00 America/New_York (EST,
UTC-5), country US, place New York City (40.7128, -74.0060).
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
from collections import Counter
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from dateutil.easter import EASTER_ORTHODOX, EASTER_WESTERN, easter
from dateutil.relativedelta import relativedelta

import astral
import astral.sun
import holidays

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout30.jsonl")

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)
WEEKDAYS = list(calendar.day_name)

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    assert q and q.strip() == q, q
    if slip:
        # speech-recogniser style: lower case, no punctuation, no digits
        assert q == q.lower(), q
        assert not any(ch in q for ch in ",.?!;:\"%$"), q
        assert not any(ch.isdigit() for ch in q), q
    if kind == "cannot":
        assert set(expect) <= {"names"}, expect
    if "number" in expect and float(expect["number"]).is_integer():
        expect = dict(expect, number=int(expect["number"]))  # write 16, not 16.0
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def r6(x):
    return round(float(x), 6)


def wd(d):
    return WEEKDAYS[d.weekday()]


# ---------------------------------------------------------------- holidays
def nth_wd(y, m, weekday, n):
    d = date(y, m, 1)
    d += timedelta((weekday - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def last_wd(y, m, weekday):
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta((d.weekday() - weekday) % 7)


def observed(d):
    if d.weekday() == SAT:
        return d - timedelta(1)
    if d.weekday() == SUN:
        return d + timedelta(1)
    return d


def chinese_new_year(y):
    cn = holidays.China(years=y)
    return min(d for d, n in cn.items() if "Spring Festival" in n and d.year == y)


def advent1(y):
    d = date(y, 12, 24)
    d -= timedelta((d.weekday() - SUN) % 7)  # last Sunday before Christmas
    return d - timedelta(weeks=3)


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
    # not federal
    "christmas_eve": lambda y: date(y, 12, 24),
    "new_years_eve": lambda y: date(y, 12, 31),
    "valentines": lambda y: date(y, 2, 14),
    "groundhog": lambda y: date(y, 2, 2),
    "st_patricks": lambda y: date(y, 3, 17),
    "april_fools": lambda y: date(y, 4, 1),
    "earth_day": lambda y: date(y, 4, 22),
    "cinco": lambda y: date(y, 5, 5),
    "flag_day": lambda y: date(y, 6, 14),
    "halloween": lambda y: date(y, 10, 31),
    "mothers": lambda y: nth_wd(y, 5, SUN, 2),
    "fathers": lambda y: nth_wd(y, 6, SUN, 3),
    "easter": lambda y: easter(y, EASTER_WESTERN),
    "good_friday": lambda y: easter(y) - timedelta(2),
    "palm_sunday": lambda y: easter(y) - timedelta(7),
    "ash_wednesday": lambda y: easter(y) - timedelta(46),
    "mardi_gras": lambda y: easter(y) - timedelta(47),
    "pentecost": lambda y: easter(y) + timedelta(49),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "black_friday": lambda y: nth_wd(y, 11, THU, 4) + timedelta(1),
    "cyber_monday": lambda y: nth_wd(y, 11, THU, 4) + timedelta(4),
    "election": lambda y: nth_wd(y, 11, MON, 1) + timedelta(1),
    "dst_start": lambda y: nth_wd(y, 3, SUN, 2),
    "dst_end": lambda y: nth_wd(y, 11, SUN, 1),
    "grandparents": lambda y: nth_wd(y, 9, MON, 1) + timedelta(6),
    "patriots": lambda y: nth_wd(y, 4, MON, 3),
    "advent1": advent1,
    "ca_thanksgiving": lambda y: nth_wd(y, 10, MON, 2),
    "chinese_new_year": chinese_new_year,
}
FEDERAL = ["new_year", "mlk", "presidents", "memorial", "juneteenth", "independence",
           "labor", "columbus", "veterans", "thanksgiving", "christmas"]


def hol(name, year=None):
    """Date of a holiday; without a year the next one on or after today."""
    if year is None:
        d = RULES[name](TODAY.year)
        if d < TODAY:
            d = RULES[name](TODAY.year + 1)
        return d
    return RULES[name](year)


def cross_checks():
    # the 11 federal rules against holidays.US
    for y in (2020, 2026, 2027, 2028):
        us = holidays.US(years=y)
        names = {d: n for d, n in us.items() if "observed" not in n}
        for h in FEDERAL:
            if h == "juneteenth" and y < 2021:
                continue
            assert RULES[h](y) in names, (h, y)
    # observed days used below
    us = holidays.US(years=[2027, 2028])
    for d in (observed(date(2027, 7, 4)), observed(date(2027, 12, 25)),
              observed(date(2028, 1, 1)), observed(date(2028, 11, 11))):
        assert d in us and "observed" in us[d], d
    # Canadian Thanksgiving
    ca = holidays.CA(subdiv="ON", years=2028)
    assert any(n == "Thanksgiving Day" for d, n in ca.items() if d == RULES["ca_thanksgiving"](2028))
    # DST rules against tzdata
    for y in (2026, 2027, 2028):
        for name in ("dst_start", "dst_end"):
            d = RULES[name](y)
            before = datetime(d.year, d.month, d.day, 0, 30, tzinfo=NY).utcoffset()
            after = datetime(d.year, d.month, d.day, 5, 0, tzinfo=NY).utcoffset()
            assert before != after, (name, y)
    # the DST rules give the only change days of 2027
    prev = datetime(2027, 1, 1, 12, tzinfo=NY).utcoffset()
    changes = []
    for i in range(1, 365):
        d = date(2027, 1, 1) + timedelta(i)
        off = datetime(d.year, d.month, d.day, 12, tzinfo=NY).utcoffset()
        if off != prev:
            changes.append(d)
        prev = off
    assert changes == [RULES["dst_start"](2027), RULES["dst_end"](2027)], changes


def E_date(d, weekday=False):
    e = {"date": d.isoformat()}
    if weekday:
        e["weekday"] = wd(d)
    return e


def E_days(d):
    n = (d - TODAY).days
    assert n > 0
    return {"days": n}


def holidays_group():
    G = "holidays"
    A = lambda q, e, slip=False: add(G, q, e, slip=slip)
    A("We're planning the family calendar. When is Martin Luther King Jr. Day next year?",
      E_date(hol("mlk", 2027)))
    A("My kids keep asking: what day of the week is Christmas this year?",
      E_date(hol("christmas", 2026), weekday=True))
    A("How many days are left until Christmas Eve?", E_days(hol("christmas_eve")))
    A("The school calendar mentions Presidents' Day. What date is it in 2027?",
      E_date(hol("presidents", 2027)))
    A("I need to book brunch. What date is Easter Sunday next year?", E_date(hol("easter", 2027)))
    A("We're thinking about a long weekend in 2028. When is Memorial Day that year?",
      E_date(hol("memorial", 2028)))
    A("Quick one: which day of the week is the Fourth of July in 2027?",
      E_date(hol("independence", 2027), weekday=True))
    A("Independence Day 2027 falls on a Sunday. On what date is the federal holiday observed?",
      E_date(observed(hol("independence", 2027)), weekday=True))
    A("What date does Columbus Day land on next year?", E_date(hol("columbus", 2027)))
    A("My dad's a veteran. What day of the week is Veterans Day 2027?",
      E_date(hol("veterans", 2027), weekday=True))
    A("Veterans Day 2028 is on a Saturday. Which day do federal offices close for it?",
      E_date(observed(hol("veterans", 2028)), weekday=True))
    A("I want to get flowers early this time. What's the date of Mother's Day 2027?",
      E_date(hol("mothers", 2027)))
    A("When is Father's Day next year?", E_date(hol("fathers", 2027)))
    A("Valentine's Day 2027: what day of the week does it fall on?",
      E_date(hol("valentines", 2027), weekday=True))
    A("When is Good Friday in 2027?", E_date(hol("good_friday", 2027)))
    A("I'm giving something up for Lent. What date is Ash Wednesday next year?",
      E_date(hol("ash_wednesday", 2027)))
    A("When's Mardi Gras in 2027?", E_date(hol("mardi_gras", 2027)))
    A("Juneteenth 2027 — which day of the week is it?",
      E_date(hol("juneteenth", 2027), weekday=True))
    A("What is the date of Election Day in 2028?", E_date(hol("election", 2028)))
    A("I always forget. When do the clocks spring forward next year?",
      E_date(hol("dst_start", 2027)))
    A("What date is Black Friday in 2027?", E_date(hol("black_friday", 2027)))
    A("My in-laws host every year. When is Thanksgiving in 2028?",
      E_date(hol("thanksgiving", 2028)))
    A("How many days until New Year's Day?", E_days(hol("new_year")))
    A("Which day of the week is New Year's Eve this year?",
      E_date(hol("new_years_eve", 2026), weekday=True))
    A("What day of the week is St. Patrick's Day in 2027?",
      E_date(hol("st_patricks", 2027), weekday=True))
    A("My coworker celebrates Lunar New Year. When is Chinese New Year in 2027?",
      E_date(hol("chinese_new_year", 2027)))
    A("We have friends in Toronto. When is Canadian Thanksgiving in 2028?",
      E_date(hol("ca_thanksgiving", 2028)))
    A("What date is Orthodox Easter in 2027?", E_date(hol("orthodox_easter", 2027)))
    A("Choir practice question: when is Palm Sunday next year?", E_date(hol("palm_sunday", 2027)))
    A("When is Grandparents Day in 2027?", E_date(hol("grandparents", 2027)))
    A("I'm running the Boston Marathon. When is Patriots' Day in 2027?",
      E_date(hol("patriots", 2027)))
    A("How many days until Valentine's Day?", E_days(hol("valentines")))
    A("Looking ahead a bit: what's the date of Easter in 2028?", E_date(hol("easter", 2028)))
    A("New Year's Day 2028 is a Saturday. What date do federal employees get off instead?",
      E_date(observed(hol("new_year", 2028)), weekday=True))
    A("Christmas 2027 lands on a Saturday, so when is the observed federal holiday?",
      E_date(observed(hol("christmas", 2027)), weekday=True))
    A("Counting from today, how many days is it until Easter 2027?", E_days(hol("easter", 2027)))
    A("On which day of the week is Thanksgiving always celebrated?", {"weekday": "Thursday"})
    A("When is Earth Day in 2027, and what day of the week is it?",
      E_date(hol("earth_day", 2027), weekday=True))
    A("Is Cinco de Mayo 2027 on a weekday or a weekend? Which day is it?",
      E_date(hol("cinco", 2027), weekday=True))
    A("I'm making an Advent wreath. When is the first Sunday of Advent in 2027?",
      E_date(hol("advent1", 2027)))
    A("When will Thanksgiving be next year?", E_date(hol("thanksgiving", 2027)))
    # slips
    S = lambda q, e: A(q, e, slip=True)
    S("um when is thanks giving twenty twenty seven uh what day of the week",
      E_date(hol("thanksgiving", 2027), weekday=True))
    S("how many days till halloween", E_days(hol("halloween")))
    S("what date is mothers day in twenty twenty eight", E_date(hol("mothers", 2028)))
    S("when do the clocks go back next year", E_date(hol("dst_end", 2027)))
    S("so when is ash wensday in twenty twenty eight", E_date(hol("ash_wednesday", 2028)))
    S("when is juneteen next year", E_date(hol("juneteenth", 2027)))
    S("um when is labor day in twenty twenty eight", E_date(hol("labor", 2028)))
    S("what day of the week is hallo ween next year", E_date(hol("halloween", 2027), weekday=True))
    S("when is good friday twenty twenty eight", E_date(hol("good_friday", 2028)))
    S("uh how many days until the fourth of july", E_days(hol("independence")))
    S("when is memorial day next year", E_date(hol("memorial", 2027)))
    # cannot
    C = lambda q, n, slip=False: add(G, q, {"names": n}, kind="cannot", slip=slip)
    C("When is National Floofernoodle Day this year?", "Floofernoodle")
    C("How many days until my wedding anniversary?", "anniversary")
    C("My cousin keeps talking about Blargmas. What date is Blargmas?", "Blargmas")
    C("um when is my moms birthday", "birthday", slip=True)


# ---------------------------------------------------------------- dates
def dates_group():
    G = "dates"
    A = lambda q, e, slip=False: add(G, q, e, slip=slip)
    S = lambda q, e: A(q, e, slip=True)
    N0 = lambda n: {"number": n, "tol": 0}

    def coming(weekday):
        return TODAY + timedelta((weekday - TODAY.weekday() - 1) % 7 + 1)

    def previous(weekday):
        return TODAY - timedelta((TODAY.weekday() - weekday - 1) % 7 + 1)

    def age(born, on=TODAY):
        return relativedelta(on, born).years

    assert coming(TUE) == date(2026, 12, 8) and previous(MON) == date(2026, 11, 30)

    A("What's the date this coming Sunday?", E_date(coming(SUN)))
    A("What was the date last Tuesday?", E_date(previous(TUE)))
    A("What day of the week will it be 250 days from today?",
      E_date(TODAY + timedelta(250), weekday=True))
    A("I'm counting back for a report. What was the date 90 days ago?",
      E_date(TODAY - timedelta(90)))
    A("Six weeks from today — what date is that?", E_date(TODAY + timedelta(weeks=6)))
    A("I was born on March 3, 1988. What day of the week was that?",
      E_date(date(1988, 3, 3), weekday=True))
    A("How many days until the end of January?", E_days(date(2027, 1, 31)))
    A("What's the ISO week number of Valentine's Day 2027?",
      N0(date(2027, 2, 14).isocalendar()[1]))
    A("Is 2032 a leap year?", {"contains": ["yes" if calendar.isleap(2032) else "no|not"]})
    A("Was 1900 a leap year?", {"contains": ["yes" if calendar.isleap(1900) else "no|not"]})
    A("How many days are there in February 2028?", N0(calendar.monthrange(2028, 2)[1]))
    A("My neighbour was born on August 15, 1979. How old is she now?",
      N0(age(date(1979, 8, 15))))
    A("I was born on January 10, 2000. How old will I turn on my next birthday?",
      N0(age(date(2000, 1, 10), date(2027, 1, 10))))
    A("How many days are there between March 15 and June 1, 2027?",
      N0((date(2027, 6, 1) - date(2027, 3, 15)).days))
    A("What's the date two months from today?", E_date(TODAY + relativedelta(months=2)))
    A("What date is three weeks after next Monday?",
      E_date(coming(MON) + timedelta(weeks=3)))
    A("What's the last day of February in 2027?",
      E_date(date(2027, 2, calendar.monthrange(2027, 2)[1])))
    A("What date is the first Monday of next month?", E_date(nth_wd(2027, 1, MON, 1)))
    A("What's the date of the third Thursday in January 2027?", E_date(nth_wd(2027, 1, THU, 3)))
    A("My birthday is September 9. What day of the week will it be next year?",
      E_date(date(2027, 9, 9), weekday=True))
    A("What's the date the day after tomorrow?", E_date(TODAY + timedelta(2)))
    A("How many days have gone by since New Year's Day this year?",
      {"days": (TODAY - date(2026, 1, 1)).days})
    A("What date will it be 1000 days from now, and what weekday?",
      E_date(TODAY + timedelta(1000), weekday=True))
    A("What was the date exactly one year ago today?", E_date(TODAY - relativedelta(years=1)))
    A("How many weeks is it until January 15?",
      N0((date(2027, 1, 15) - TODAY).days // 7))
    assert (date(2027, 1, 15) - TODAY).days % 7 == 0
    A("What day of the year is it today? Like, day number what?",
      N0(TODAY.timetuple().tm_yday))
    A("What's today's date?", E_date(TODAY))
    A("Which day of the week is it today?", {"weekday": wd(TODAY)})
    A("Ten days before Christmas — what date is that, and which day of the week?",
      E_date(date(2026, 12, 25) - timedelta(10), weekday=True))
    A("What day of the week did Christmas fall on in 2025?", E_date(date(2025, 12, 25), weekday=True))
    A("My lease ends 45 days from today. What date is that?", E_date(TODAY + timedelta(45)))
    A("My passport expires June 30, 2027. How many days do I have left?",
      E_days(date(2027, 6, 30)))
    A("Our baby was born on October 1 this year. How many days old is she today?",
      {"days": (TODAY - date(2026, 10, 1)).days})
    A("What day of the week is January 1, 2030?", E_date(date(2030, 1, 1), weekday=True))
    A("My friend was born on February 29, 2004. How old is he now?", N0(age(date(2004, 2, 29))))
    A("How many days is it from Christmas Day to New Year's Day?",
      N0((date(2027, 1, 1) - date(2026, 12, 25)).days))
    A("History homework: what day of the week was December 7, 1941?",
      E_date(date(1941, 12, 7), weekday=True))
    A("What quarter of the year are we in right now?",
      {"contains": ["fourth|Q4|quarter 4"]})
    assert (TODAY.month - 1) // 3 + 1 == 4
    A("How many Fridays are left in this year, not counting today?",
      N0(sum(1 for i in range(1, 28) if (TODAY + timedelta(i)).weekday() == FRI
             and (TODAY + timedelta(i)).year == 2026)))
    A("What was the date on the Monday of this week?", E_date(TODAY - timedelta(TODAY.weekday())))
    # slips
    S("um whats the date next wednesday", E_date(coming(WED)))
    S("what day of the week was july twentieth nineteen sixty nine",
      E_date(date(1969, 7, 20), weekday=True))
    S("how many days till march first", E_days(date(2027, 3, 1)))
    S("uh is twenty twenty seven a leap year",
      {"contains": ["yes" if calendar.isleap(2027) else "no|not"]})
    S("so how old is someone born on may seventeenth nineteen ninety",
      N0(age(date(1990, 5, 17))))
    S("what date is a hundred days from today", E_date(TODAY + timedelta(100)))
    S("what week number is it", N0(TODAY.isocalendar()[1]))
    S("how many days since halloween", {"days": (TODAY - date(2026, 10, 31)).days})
    S("what day was it yesterday", E_date(TODAY - timedelta(1), weekday=True))
    S("how many saturdays are left this year",
      N0(sum(1 for i in range(1, 28) if (TODAY + timedelta(i)).weekday() == SAT)))
    S("um what was the date forty five days ago", E_date(TODAY - timedelta(45)))
    # cannot
    C = lambda q, n, slip=False: add(G, q, {"names": n}, kind="cannot", slip=slip)

    def bad(y, m, d):
        try:
            date(y, m, d)
        except ValueError:
            return True
        return False

    assert bad(2027, 2, 29) and bad(2027, 4, 31) and bad(2027, 6, 31) and bad(2027, 2, 30)
    assert bad(2027, 11, 31)
    C("What day of the week is February 29, 2027?", "February 29")
    C("Planning ahead: what weekday is April 31st next year?", "April 31")
    C("What day of the week will June 31, 2027 be?", "June 31")
    C("How many days until November 31?", "November 31")
    C("what day of the week is february thirtieth next year", "February 30", slip=True)
    C("How many days until my next dentist appointment?", "appointment")


# ---------------------------------------------------------------- worldclock
def worldclock_group():
    G = "worldclock"
    A = lambda q, e, slip=False: add(G, q, e, slip=slip)
    S = lambda q, e: A(q, e, slip=True)

    def at(zone):
        return NOW.astimezone(ZoneInfo(zone))

    def T(zone):
        return {"time": at(zone).strftime("%H:%M"), "tol_min": 1}

    def day_there(zone):
        return E_date(at(zone).date(), weekday=True)

    def diff(zone):
        o = (at(zone).utcoffset() - NOW.utcoffset()).total_seconds() / 3600
        assert o == int(o), zone
        return {"number": abs(int(o)), "tol": 0}

    def conv(h, m, src, dst, d=TODAY):
        t = datetime(d.year, d.month, d.day, h, m, tzinfo=ZoneInfo(src)).astimezone(ZoneInfo(dst))
        return t

    A("What time is it in Tokyo right now?", T("Asia/Tokyo"))
    A("I need to call the London office. What time is it there?", T("Europe/London"))
    A("What's the time in Paris?", T("Europe/Paris"))
    A("My brother lives in Dubai. What time is it for him now?", T("Asia/Dubai"))
    A("What time is it in Kathmandu?", T("Asia/Kathmandu"))
    A("Current time in Sydney, Australia?", T("Australia/Sydney"))
    A("What time is it right now in Auckland?", T("Pacific/Auckland"))
    A("Before I text my aunt — what time is it in Los Angeles?", T("America/Los_Angeles"))
    A("What's the time in Phoenix, Arizona?", T("America/Phoenix"))
    A("What time is it in Moscow at the moment?", T("Europe/Moscow"))
    A("What time is it in Cairo?", T("Africa/Cairo"))
    A("What time is it in Tehran?", T("Asia/Tehran"))
    A("What time is it in Singapore?", T("Asia/Singapore"))
    A("Is it late in Seoul? What time is it there?", T("Asia/Seoul"))
    A("What time is it in Perth, Western Australia?", T("Australia/Perth"))
    A("What's the time in Santiago, Chile?", T("America/Santiago"))
    A("What time is it in Mexico City?", T("America/Mexico_City"))
    A("What time is it in St. John's, Newfoundland?", T("America/St_Johns"))
    A("What time is it on the Chatham Islands?", T("Pacific/Chatham"))
    A("What time is it in Kabul?", T("Asia/Kabul"))
    A("What time is it in Istanbul?", T("Europe/Istanbul"))
    A("I'm emailing a supplier in Vietnam. What time is it there?", T("Asia/Ho_Chi_Minh"))
    A("What time is it in Germany?", T("Europe/Berlin"))
    A("What time is it in the Philippines?", T("Asia/Manila"))
    A("What day is it in Tokyo right now?", day_there("Asia/Tokyo"))
    A("What's the day of the week in Honolulu right now?", day_there("Pacific/Honolulu"))
    A("What's the date in Kiritimati at the moment?", E_date(at("Pacific/Kiritimati").date()))
    A("How many hours ahead of us is Berlin?", diff("Europe/Berlin"))
    A("What's the time difference between here and Singapore, in hours?", diff("Asia/Singapore"))
    A("How many hours behind us is Honolulu?", diff("Pacific/Honolulu"))
    A("How many hours is Moscow ahead of New York?", diff("Europe/Moscow"))
    A("What's the time difference between New York and Sydney right now?", diff("Australia/Sydney"))
    A("If it's 9 am here, what time is it in London?",
      {"time": conv(9, 0, "America/New_York", "Europe/London").strftime("%H:%M"), "tol_min": 1})
    A("When it's noon in Los Angeles, what time is it here?",
      {"time": conv(12, 0, "America/Los_Angeles", "America/New_York").strftime("%H:%M"), "tol_min": 1})
    t = conv(15, 0, "Asia/Tokyo", "America/New_York", date(2026, 12, 5))
    A("I have a meeting at 3 pm Tokyo time on December 5. What time is that for me?",
      {"time": t.strftime("%H:%M"), "tol_min": 1, "date": t.date().isoformat()})
    t = conv(7, 45, "Europe/Paris", "America/New_York", date(2026, 12, 5))
    A("My flight lands in Paris at 7:45 am local time on December 5. What time will it be in New York?",
      {"time": t.strftime("%H:%M"), "tol_min": 1})
    A("If I call at 6 pm my time, what time will it be in Honolulu?",
      {"time": conv(18, 0, "America/New_York", "Pacific/Honolulu").strftime("%H:%M"), "tol_min": 1})
    A("The webinar is at 10 am Pacific time. What's that in my time zone?",
      {"time": conv(10, 0, "America/Los_Angeles", "America/New_York").strftime("%H:%M"), "tol_min": 1})
    A("What is 17:00 UTC in our local time today?",
      {"time": conv(17, 0, "UTC", "America/New_York").strftime("%H:%M"), "tol_min": 1})
    A("The match kicks off at 9 pm in Madrid tonight. What time is that here?",
      {"time": conv(21, 0, "Europe/Madrid", "America/New_York").strftime("%H:%M"), "tol_min": 1})
    # slips
    S("whats the time in bankok", T("Asia/Bangkok"))
    S("what time is it in buenos ares", T("America/Argentina/Buenos_Aires"))
    S("what time is it over in sao palo", T("America/Sao_Paulo"))
    S("um what time is it in mumbai india", T("Asia/Kolkata"))
    S("what time is it in honalulu", T("Pacific/Honolulu"))
    S("what day is it in sidney australia", day_there("Australia/Sydney"))
    S("how many hours ahead is london", diff("Europe/London"))
    S("uh if its nine am here what time is it in rome",
      {"time": conv(9, 0, "America/New_York", "Europe/Rome").strftime("%H:%M"), "tol_min": 1})
    S("whats the time in cairo egypt right now", T("Africa/Cairo"))
    S("what time is it in nairobi kenya", T("Africa/Nairobi"))
    S("so what time is it in hong kong", T("Asia/Hong_Kong"))
    S("what time is it in reykjavik iceland", T("Atlantic/Reykjavik"))
    # cannot
    C = lambda q, n, slip=False: add(G, q, {"names": n}, kind="cannot", slip=slip)
    C("What time is it in Portland?", "Portland")  # Oregon (Pacific) or Maine (Eastern)
    C("What's the time in Birmingham right now?", "Birmingham")  # England or Alabama
    C("What time is it in Russia?", "Russia")  # eleven time zones
    C("What time is it in Brazil right now?", "Brazil")  # several zones
    C("What time is it in Atlantis?", "Atlantis")
    C("what time is it in gotham city", "Gotham", slip=True)
    # the two readings of the ambiguous places differ in time
    assert at("America/Los_Angeles").utcoffset() != at("America/New_York").utcoffset()  # Portland
    assert at("Europe/London").utcoffset() != at("America/Chicago").utcoffset()  # Birmingham


# ---------------------------------------------------------------- sun
NYC = astral.LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)
OTHER = {
    "Los Angeles": astral.LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437),
    "Paris": astral.LocationInfo("Paris", "France", "Europe/Paris", 48.8566, 2.3522),
    "Miami": astral.LocationInfo("Miami", "USA", "America/New_York", 25.7617, -80.1918),
    "Tokyo": astral.LocationInfo("Tokyo", "Japan", "Asia/Tokyo", 35.6762, 139.6503),
    "Longyearbyen": astral.LocationInfo("Longyearbyen", "Norway", "Arctic/Longyearbyen", 78.2232, 15.6267),
    "McMurdo": astral.LocationInfo("McMurdo", "Antarctica", "Antarctica/McMurdo", -77.8460, 166.6760),
}


def sun_event(d, event, loc=NYC):
    s = astral.sun.sun(loc.observer, date=d, tzinfo=ZoneInfo(loc.timezone))
    return s[event]


def hhmm(t):
    t = t + timedelta(seconds=30)
    return t.strftime("%H:%M")


def sun_group():
    G = "sun"
    A = lambda q, e, slip=False: add(G, q, e, slip=slip)
    S = lambda q, e: A(q, e, slip=True)

    def E(d, event, loc=NYC):
        return {"time": hhmm(sun_event(d, event, loc)), "tol_min": 3}

    def L(d):
        s = astral.sun.sun(NYC.observer, date=d, tzinfo=NY)
        mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
        h, m = int(mins // 60), mins - 60 * int(mins // 60)
        assert 5 <= m <= 55, (d, m)  # stays within the same whole hour at +-1.5 min
        return {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(m), "tol": r6(1.5 / m)}

    A("What time is sunrise today?", E(TODAY, "sunrise"))
    A("When's sunrise tomorrow?", E(TODAY + timedelta(1), "sunrise"))
    A("We're opening presents outside. What time does the sun set on Christmas Day?",
      E(date(2026, 12, 25), "sunset"))
    A("I want to watch the first sunrise of the year. When does the sun rise on New Year's Day?",
      E(date(2027, 1, 1), "sunrise"))
    A("How long is the day today, from sunrise to sunset?", L(TODAY))
    A("How much daylight will we get on the winter solstice, December 21?", L(date(2026, 12, 21)))
    A("What time is sunset on June 21, 2027?", E(date(2027, 6, 21), "sunset"))
    A("When will the sun come up on March 20, 2027?", E(date(2027, 3, 20), "sunrise"))
    A("What time is solar noon today?", E(TODAY, "noon"))
    A("When does civil twilight end this evening?", E(TODAY, "dusk"))
    A("When does civil dawn begin tomorrow morning?", E(TODAY + timedelta(1), "dawn"))
    A("Fireworks planning: what time is sunset on July 4, 2027?", E(date(2027, 7, 4), "sunset"))
    A("What time does the sun rise on Halloween 2027?", E(date(2027, 10, 31), "sunrise"))
    A("Dinner reservation on Valentine's Day 2027 — when's sunset that day?",
      E(date(2027, 2, 14), "sunset"))
    A("How long will the day be on August 1, 2027?", L(date(2027, 8, 1)))
    A("My sister's in Los Angeles. What time does the sun rise there tomorrow, her local time?",
      E(TODAY + timedelta(1), "sunrise", OTHER["Los Angeles"]))
    A("When is sunset in Paris today, in Paris time?", E(TODAY, "sunset", OTHER["Paris"]))
    A("We'll be in Miami for Christmas. What time is sunrise there on Christmas morning?",
      E(date(2026, 12, 25), "sunrise", OTHER["Miami"]))
    A("What time does the sun set in Tokyo tomorrow, local time?",
      E(TODAY + timedelta(1), "sunset", OTHER["Tokyo"]))
    A("What time is sunrise on the first day of spring, March 20, 2028?",
      E(date(2028, 3, 20), "sunrise"))
    # slips
    S("um what time does the sun go down today", E(TODAY, "sunset"))
    S("when is sun rise on christmas", E(date(2026, 12, 25), "sunrise"))
    S("how much day light do we get tomorrow", L(TODAY + timedelta(1)))
    S("what time is sunset on new years eve", E(date(2026, 12, 31), "sunset"))
    S("when does the son come up on saturday", E(TODAY + timedelta(1), "sunrise"))
    assert (TODAY + timedelta(1)).weekday() == SAT
    # cannot
    for name, d, ev in (("Longyearbyen", date(2026, 12, 10), "sunrise"),
                        ("McMurdo", date(2026, 12, 25), "sunset")):
        try:
            sun_event(d, ev, OTHER[name])
        except ValueError:
            pass
        else:
            raise AssertionError((name, d, ev))
    C = lambda q, n, slip=False: add(G, q, {"names": n}, kind="cannot", slip=slip)
    C("What time is sunrise in Longyearbyen, Svalbard, on December 10?", "Longyearbyen")
    C("When does the sun set at McMurdo Station in Antarctica on Christmas Day?", "McMurdo")
    C("what time is sunrise on mars tomorrow", "Mars", slip=True)


# ---------------------------------------------------------------- units
INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
LB = 0.45359237
GAL = 231 * INCH ** 3
FLOZ = GAL / 128
U = {
    # length, m
    "m": ("L", 1), "km": ("L", 1000), "cm": ("L", 0.01), "mm": ("L", 0.001),
    "in": ("L", INCH), "ft": ("L", FOOT), "yd": ("L", YARD), "mi": ("L", MILE),
    "nmi": ("L", 1852),
    # mass, kg
    "kg": ("M", 1), "g": ("M", 0.001), "lb": ("M", LB), "oz": ("M", LB / 16),
    "stone": ("M", 14 * LB), "short_ton": ("M", 2000 * LB), "tonne": ("M", 1000),
    "troy_oz": ("M", 0.0311034768), "carat": ("M", 0.0002),
    # volume, m^3
    "l": ("V", 0.001), "ml": ("V", 1e-6), "gal": ("V", GAL), "qt": ("V", GAL / 4),
    "pt": ("V", GAL / 8), "cup": ("V", GAL / 16), "floz": ("V", FLOZ),
    "tbsp": ("V", FLOZ / 2), "tsp": ("V", FLOZ / 6),
    "imp_gal": ("V", 4.54609e-3), "imp_pt": ("V", 4.54609e-3 / 8),
    # area, m^2
    "m2": ("A", 1), "ft2": ("A", FOOT ** 2), "acre": ("A", 43560 * FOOT ** 2),
    "ha": ("A", 10000), "mi2": ("A", MILE ** 2), "km2": ("A", 1e6),
    # speed, m/s
    "mph": ("S", MILE / 3600), "kmh": ("S", 1000 / 3600), "knot": ("S", 1852 / 3600),
    "mps": ("S", 1),
    # data, bytes
    "B": ("D", 1), "kB": ("D", 1e3), "MB": ("D", 1e6), "GB": ("D", 1e9), "TB": ("D", 1e12),
    "KiB": ("D", 1024), "MiB": ("D", 1024 ** 2), "GiB": ("D", 1024 ** 3),
    # energy, J
    "J": ("E", 1), "kJ": ("E", 1000), "kcal": ("E", 4184), "kWh": ("E", 3.6e6),
    "BTU": ("E", 1055.05585262),
    # power, W
    "W": ("P", 1), "kW": ("P", 1000), "hp": ("P", 745.69987158227022),
    # pressure, Pa
    "Pa": ("Pr", 1), "psi": ("Pr", LB * 9.80665 / INCH ** 2), "bar": ("Pr", 1e5),
    "atm": ("Pr", 101325), "kPa": ("Pr", 1000),
    # time, s
    "s": ("T", 1), "min": ("T", 60), "h": ("T", 3600), "day": ("T", 86400),
    "week": ("T", 604800),
}


def cv(x, a, b):
    da, fa = U[a]
    db, fb = U[b]
    assert da == db, (a, b)
    return x * fa / fb


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def units_group():
    G = "units"
    A = lambda q, v, slip=False: add(G, q, {"number": r6(v)}, slip=slip)
    S = lambda q, v: A(q, v, slip=True)
    A("I'm training for a race. How many kilometers is 5 miles?", cv(5, "mi", "km"))
    A("Convert 10 kilometers to miles.", cv(10, "km", "mi"))
    A("How many centimeters is 6 feet?", cv(6, "ft", "cm"))
    A("How many yards are in 100 meters?", cv(100, "m", "yd"))
    A("The bolt is 3 inches long. What's that in millimeters?", cv(3, "in", "mm"))
    A("I'm 5 foot 10. How tall is that in centimeters?", cv(5, "ft", "cm") + cv(10, "in", "cm"))
    A("How many statute miles are in one nautical mile?", cv(1, "nmi", "mi"))
    A("My doctor's scale says 150 pounds. What is that in kilograms?", cv(150, "lb", "kg"))
    A("How many pounds is 2 kilograms?", cv(2, "kg", "lb"))
    A("The recipe wants 500 grams of flour. How many ounces is that?", cv(500, "g", "oz"))
    A("My British friend says he weighs 12 stone. How many kilograms is that?", cv(12, "stone", "kg"))
    A("How many grams is one troy ounce of gold?", cv(1, "troy_oz", "g"))
    A("The ring has a 2 carat diamond. How many grams is that?", cv(2, "carat", "g"))
    A("How many cups are in 2 liters?", cv(2, "l", "cup"))
    A("How many milliliters is 3 cups?", cv(3, "cup", "ml"))
    A("How many liters are in a gallon?", cv(1, "gal", "l"))
    A("My water bottle holds 16 fluid ounces. How many milliliters is that?", cv(16, "floz", "ml"))
    A("How many milliliters is 3 tablespoons?", cv(3, "tbsp", "ml"))
    A("Convert 5 liters to gallons.", cv(5, "l", "gal"))
    A("How many milliliters are in a British imperial pint?", cv(1, "imp_pt", "ml"))
    A("A wine bottle is 750 ml. How many fluid ounces is that?", cv(750, "ml", "floz"))
    A("How many teaspoons are in a tablespoon?", cv(1, "tbsp", "tsp"))
    A("My oven's in Fahrenheit but the recipe says 180 degrees Celsius. What's that in Fahrenheit?",
      c2f(180))
    A("Convert 375 degrees Fahrenheit to Celsius.", f2c(375))
    A("What's 98.6 °F in Celsius?", f2c(98.6))
    A("At what temperature in Celsius is minus 40 Fahrenheit?", f2c(-40))
    A("What's 25 degrees Celsius in kelvin?", 25 + 273.15)
    A("Convert 0 degrees Fahrenheit to Celsius.", f2c(0))
    A("The pizza stone goes to 425 °F. What is that in Celsius?", f2c(425))
    A("Convert 60 miles per hour to kilometers per hour.", cv(60, "mph", "kmh"))
    A("The sign says 100 km/h. How fast is that in miles per hour?", cv(100, "kmh", "mph"))
    A("The boat does 20 knots. What's that in miles per hour?", cv(20, "knot", "mph"))
    A("If I run an 8 minute mile, what's my speed in miles per hour?", 60 / 8)
    A("Our lot is 2 acres. How many square meters is that?", cv(2, "acre", "m2"))
    A("How many acres are in one hectare?", cv(1, "ha", "acre"))
    A("The apartment is 500 square feet. What's that in square meters?", cv(500, "ft2", "m2"))
    A("My drive is 1.5 terabytes. How many gigabytes is that?", cv(1.5, "TB", "GB"))
    A("How many mebibytes are in 4 gibibytes?", cv(4, "GiB", "MiB"))
    A("How many bytes are in one gibibyte?", cv(1, "GiB", "B"))
    A("My diet is 2000 calories a day. How many kilojoules is that?", cv(2000, "kcal", "kJ"))
    A("The engine makes 100 horsepower. What's that in kilowatts?", cv(100, "hp", "kW"))
    A("My kettle is 1500 watts. How much is that in horsepower?", cv(1500, "W", "hp"))
    A("The patio heater puts out 10,000 BTU of heat. How many kilowatt-hours is that?",
      cv(10000, "BTU", "kWh"))
    A("My tires say 32 psi. What's that in bar?", cv(32, "psi", "bar"))
    A("How many psi is one standard atmosphere?", cv(1, "atm", "psi"))
    A("My car gets 30 miles per gallon. What's that in liters per 100 kilometers?",
      100 / (30 * cv(1, "mi", "km") / cv(1, "gal", "l")))
    A("How many seconds are in a day?", cv(1, "day", "s"))
    A("A stick of butter weighs a quarter pound. How many grams is that?", cv(0.25, "lb", "g"))
    # slips
    S("um how many kilometers is a marathon", 42.195)
    S("convert three fifty fahrenheit to celsius", f2c(350))
    S("whats a hundred and sixty pounds in kilos", cv(160, "lb", "kg"))
    S("how many mils in a cup", cv(1, "cup", "ml"))
    S("how many cups is three leaders", cv(3, "l", "cup"))
    S("convert seventy miles per hour to kilometers per hour", cv(70, "mph", "kmh"))
    S("how many feet in a mile", cv(1, "mi", "ft"))
    S("how many ounces in a pound", cv(1, "lb", "oz"))
    S("whats twenty two celsius in fahrenheit", c2f(22))
    S("how many table spoons in a cup", cv(1, "cup", "tbsp"))
    S("how many grams is eight ounces", cv(8, "oz", "g"))
    S("um what is six feet two in centimeters", cv(6, "ft", "cm") + cv(2, "in", "cm"))
    S("how many leaders in two gallons", cv(2, "gal", "l"))
    S("uh how many pounds is seventy kilos", cv(70, "kg", "lb"))
    # cannot
    C = lambda q, n, slip=False: add(G, q, {"names": n}, kind="cannot", slip=slip)
    C("How many seconds are in a kilometer?", "seconds")
    C("Convert 30 degrees Celsius to miles.", "miles")
    C("Please convert 12 feet to pounds.", "pounds")
    C("How many glorps are in a liter?", "glorps")
    C("What's 3 hours in grams?", "grams")
    C("how many inches are in a gallon", "inches", slip=True)


# ---------------------------------------------------------------- spelling
def spelling_group():
    G = "spelling"

    def A(q, word, slip=False):
        assert word.isalpha(), word
        add(G, q, {"letters": word.upper()}, slip=slip)

    A("I'm writing a cover letter. How do you spell accommodate?", "accommodate")
    A("How do you spell rhythm?", "rhythm")
    A("Could you spell conscientious for me?", "conscientious")
    A("How is bureaucracy spelled?", "bureaucracy")
    A("My son has a spelling test tomorrow. How do you spell mischievous?", "mischievous")
    A("Spell pharaoh, please.", "pharaoh")
    A("How do you spell queue, like a line of people?", "queue")
    A("How do you spell onomatopoeia?", "onomatopoeia")
    A("I always mess this one up: how do you spell millennium?", "millennium")
    A("How do you spell liaison?", "liaison")
    A("Spell questionnaire for me.", "questionnaire")
    A("How many r's and s's — how do you spell embarrass?", "embarrass")
    A("How is privilege spelled?", "privilege")
    A("Ironically I can't spell it: how do you spell pronunciation?", "pronunciation")
    A("My grandmother grows them. How do you spell chrysanthemum?", "chrysanthemum")
    A("How do you spell silhouette?", "silhouette")
    A("How do you spell colonel, the military rank?", "colonel")
    A("How do you spell Massachusetts?", "Massachusetts")
    A("I'm addressing a package. How do you spell Poughkeepsie?", "Poughkeepsie")
    A("How do you spell Schenectady?", "Schenectady")
    A("How is Tucson spelled, the city in Arizona?", "Tucson")
    A("How do you spell Fahrenheit?", "Fahrenheit")
    A("How do you spell hemorrhage, American spelling?", "hemorrhage")
    A("How do you spell acquaintance?", "acquaintance")
    A("Writing up a warranty claim — how do you spell guarantee?", "guarantee")
    A("How do you spell lieutenant?", "lieutenant")
    A("For a check I'm writing: how do you spell the number 40?", "forty")
    A("How do you spell 90 in words?", "ninety")
    # slips
    S = lambda q, w: A(q, w, slip=True)
    S("how do you spell um necessary", "necessary")
    S("how do you spell definately", "definitely")
    S("spell wensday", "Wednesday")
    S("how do you spell febuary", "February")
    S("uh how do you spell seperate", "separate")
    S("how do you spell receipt", "receipt")
    S("so how do you spell broccoli", "broccoli")
    S("how do you spell pneumonia", "pneumonia")
    # cannot
    C = lambda q, n, slip=False: add(G, q, {"names": n}, kind="cannot", slip=slip)
    C("How do you spell flibbertwonk?", "flibbertwonk")
    C("Can you spell that for me?", "word")
    C("How is zorpquistle spelled?", "zorpquistle")
    C("can you spell um", "word", slip=True)
    return ["flibbertwonk", "zorpquistle"]


# ---------------------------------------------------------------- words
LEXNAMES = """adj.all 3
adj.pert 3
adv.all 4
noun.Tops 1
noun.act 1
noun.animal 1
noun.artifact 1
noun.attribute 1
noun.body 1
noun.cognition 1
noun.communication 1
noun.event 1
noun.feeling 1
noun.food 1
noun.group 1
noun.location 1
noun.motive 1
noun.object 1
noun.person 1
noun.phenomenon 1
noun.plant 1
noun.possession 1
noun.process 1
noun.quantity 1
noun.relation 1
noun.shape 1
noun.state 1
noun.substance 1
noun.time 1
verb.body 2
verb.change 2
verb.communication 2
verb.competition 2
verb.consumption 2
verb.contact 2
verb.cognition 2
verb.creation 2
verb.emotion 2
verb.motion 2
verb.perception 2
verb.possession 2
verb.social 2
verb.stative 2
verb.weather 2
adj.ppl 3""".splitlines()


def load_wordnet():
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):  # WordNet 3.0 itself: no mapping
            return None

    tmp = tempfile.mkdtemp(prefix="heldout30-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    dst = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree("/usr/share/wordnet", dst)
    assert len(LEXNAMES) == 45
    with open(os.path.join(dst, "lexnames"), "w") as f:
        for i, line in enumerate(LEXNAMES):
            name, num = line.split()
            f.write(f"{i:02d}\t{name}\t{num}\n")
    nltk.data.path.insert(0, tmp)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        wn = Reader(nltk.data.find("corpora/wordnet"), None)
    assert wn.get_version() == "3.0"
    return wn


def own_synsets(wn, word):
    """Synsets that contain the word itself, in WordNet's order."""
    key = word.lower().replace(" ", "_")
    out = []
    for s in wn.synsets(key):
        if s not in out and any(l.name().lower() == key for l in s.lemmas()):
            out.append(s)
    return out


def lemma_for(s, word):
    key = word.lower().replace(" ", "_")
    return next(l for l in s.lemmas() if l.name().lower() == key)


def best_synset(wn, word):
    """Synset whose lemma for this word has the highest count(); ties to WordNet's order."""
    best, best_count = None, -1
    for s in own_synsets(wn, word):
        c = lemma_for(s, word).count()
        if c > best_count:
            best, best_count = s, c
    return best


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("-"))


def synonym_groups(wn, word):
    key = word.lower().replace(" ", "_")
    b = best_synset(wn, word)
    first, rest = [], []
    for l in b.lemmas():
        n = l.name().replace("_", " ")
        if l.name().lower() != key and n not in first:
            first.append(n)
    for s in own_synsets(wn, word):
        if s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key and n not in first and n not in rest:
                rest.append(n)
    return first, rest


def words_group(wn, spelling_nonsense):
    G = "words"

    def D(q, word, slip=False):
        b = best_synset(wn, word)
        assert b is not None, word
        add(G, q, {"gloss": clean_gloss(b),
                   "glosses": [clean_gloss(s) for s in own_synsets(wn, word)]}, slip=slip)

    def Y(q, word, slip=False):
        first, rest = synonym_groups(wn, word)
        assert first, word
        add(G, q, {"synonyms": first + rest}, slip=slip)

    D("I came across this in a novel: what does ephemeral mean?", "ephemeral")
    D("Define serendipity.", "serendipity")
    D("My boss called my report meticulous. What does that mean?", "meticulous")
    D("What does gullible mean?", "gullible")
    D("What's the meaning of lethargic?", "lethargic")
    D("Someone described my uncle as taciturn. What does taciturn mean?", "taciturn")
    D("What does unanimous mean?", "unanimous")
    D("What does abhor mean?", "abhor")
    D("What is hubris?", "hubris")
    D("My art teacher said to juxtapose the colors. What does juxtapose mean?", "juxtapose")
    D("What does nuance mean?", "nuance")
    D("Give me the definition of paradox.", "paradox")
    D("The travel guide says the village is quaint. What does quaint mean?", "quaint")
    D("What does wistful mean?", "wistful")
    D("What does drizzle mean?", "drizzle")
    D("What's an errand?", "errand")
    D("I do this all the time: what does procrastinate mean?", "procrastinate")
    D("What is a euphemism?", "euphemism")
    D("What does oxymoron mean?", "oxymoron")
    D("What's the definition of anecdote?", "anecdote")
    D("I feel ambivalent about the move. What exactly does ambivalent mean?", "ambivalent")
    D("The recipe says to marinate overnight. What does marinate mean?", "marinate")
    # slips
    D("what does nonshalant mean", "nonchalant", slip=True)
    D("whats the meaning of the word cacophany", "cacophony", slip=True)
    D("uh define insomnia", "insomnia", slip=True)
    D("what does opulent mean", "opulent", slip=True)
    D("so what is a blizzard", "blizzard", slip=True)
    D("what does quintessential mean", "quintessential", slip=True)
    D("um what does conundrum mean", "conundrum", slip=True)
    D("what does the word garnish mean", "garnish", slip=True)
    # synonyms
    Y("I keep using the word funny in my speech. What's another word for funny?", "funny")
    Y("Give me a synonym for fix.", "fix")
    Y("What's another word for tiny?", "tiny")
    Y("My essay says stubborn three times. What's a synonym for stubborn?", "stubborn")
    Y("Another word for boring, please.", "boring")
    Y("What's a synonym for fragile?", "fragile")
    Y("What's another word for famous?", "famous")
    Y("Give me a synonym for ephemeral.", "ephemeral")
    Y("What's another word for candid?", "candid")
    Y("What's another way to say mundane?", "mundane")
    Y("What's a synonym for placate?", "placate")
    Y("After the hike I was ravenous. What's another word for ravenous?", "ravenous")
    Y("What's another word for gaffe?", "gaffe")
    Y("whats another word for scared", "scared", slip=True)
    Y("give me a synonym for grumpy", "grumpy", slip=True)
    Y("um another word for vanish", "vanish", slip=True)
    # cannot: nonsense words, asserted absent from WordNet
    nonsense = ["flumbergrist", "quorbitude", "snorklewhat", "plinkerdoodle", "blarfengar",
                "zindlepop", "wugglewort"]
    for w in nonsense + list(spelling_nonsense):
        assert not wn.synsets(w), w
        assert not any(wn.morphy(w, p) for p in ("n", "v", "a", "r")), w
    C = lambda q, n, slip=False: add(G, q, {"names": n}, kind="cannot", slip=slip)
    C("What does flumbergrist mean?", "flumbergrist")
    C("Define quorbitude.", "quorbitude")
    C("What's a synonym for snorklewhat?", "snorklewhat")
    C("My friend used the word plinkerdoodle. What does it mean?", "plinkerdoodle")
    C("Give me the definition of wugglewort.", "wugglewort")
    C("what does blarfengar mean", "blarfengar", slip=True)
    C("give me another word for zindlepop", "zindlepop", slip=True)


# ---------------------------------------------------------------- calc
def calc_group():
    G = "calc"

    def A(q, v, slip=False, tol=None):
        v = r6(v)
        if tol is None:
            tol = 0 if v == int(v) else 0.001
        add(G, q, {"number": v, "tol": tol}, slip=slip)

    S = lambda q, v: A(q, v, slip=True)
    A("What's 18 percent of 65?", 0.18 * 65)
    A("We had dinner out. What's a 20% tip on $47.80?", 0.20 * 47.80)
    A("What's the square root of 2025?", math.sqrt(2025))
    A("What's 7 squared plus 3 cubed?", 7 ** 2 + 3 ** 3)
    A("What is 2 to the power of 16?", 2 ** 16)
    A("My test scores were 82, 91, 77 and 88. What's the average?", (82 + 91 + 77 + 88) / 4)
    A("What's 3/16 as a decimal?", 3 / 16)
    A("What's 12.5% of 840?", 0.125 * 840)
    A("Four of us are splitting a $126 bill evenly. How much does each person pay?", 126 / 4)
    A("What's 6 factorial?", math.factorial(6))
    A("The jacket is $80 and it's 45% off. What's the sale price?", 80 * (1 - 0.45))
    A("What's 17 plus 5 times 6?", 17 + 5 * 6)
    A("What's 17 plus 5, all times 6?", (17 + 5) * 6)
    A("What's the remainder when 100 is divided by 7?", 100 % 7)
    A("Three items at $9.99 each — what's the total?", 3 * 9.99)
    A("What percentage of 120 is 27?", 27 / 120 * 100)
    A("Gas is $3.49 a gallon. How much do 12 gallons cost?", 3.49 * 12)
    A("What's the cube root of 343?", round(343 ** (1 / 3), 9))
    A("Rent went from $1,600 to $2,000. What's the percentage increase?", (2000 - 1600) / 1600 * 100)
    A("What's 999 times 999?", 999 * 999)
    A("What's half of three quarters, as a decimal?", 0.75 / 2)
    A("What's 25 percent of 25 percent of 800?", 0.25 * 0.25 * 800)
    A("What's 2,350 divided by 47?", 2350 / 47)
    A("What's the sum of all the whole numbers from 1 to 100?", sum(range(1, 101)))
    A("The sales tax here is 7%. How much tax is that on $59.99?", 0.07 * 59.99, tol=0.002)
    A("The TV is $250 with a 12% discount. How much do I save?", 250 * 0.12)
    A("What is 60 divided by 0.25?", 60 / 0.25)
    A("If I put $1,000 in at 5% interest compounded yearly, how much will I have after 3 years?",
      1000 * 1.05 ** 3)
    A("What's the square root of 50?", math.sqrt(50))
    A("What's negative 8 times negative 7?", -8 * -7)
    A("What's one third plus one sixth, as a decimal?", 1 / 3 + 1 / 6)
    A("I drove 342 miles on 9 gallons. How many miles per gallon is that?", 342 / 9)
    A("How much is 48 divided by 6, plus 9?", 48 / 6 + 9)
    # slips
    S("whats twelve times thirteen", 12 * 13)
    S("um what is two hundred divided by eight", 200 / 8)
    S("whats fifteen percent of sixty", 0.15 * 60)
    S("what is the square root of one forty four", math.sqrt(144))
    S("whats three to the power of five", 3 ** 5)
    S("whats a twenty percent tip on eighty five dollars", 0.20 * 85)
    S("what is nine hundred minus four seventy five", 900 - 475)
    S("um whats twelve hundred divided by forty", 1200 / 40)
    S("whats eleven squared", 11 ** 2)
    # cannot
    C = lambda q, n, slip=False: add(G, q, {"names": n}, kind="cannot", slip=slip)
    C("What's 85 divided by 0?", "zero")
    C("What is the logarithm of zero?", "logarithm")
    C("What's infinity divided by infinity?", "infinity")
    C("whats ten divided by zero", "zero", slip=True)
    for a, b in ((85, 0), (10, 0)):
        try:
            a / b
        except ZeroDivisionError:
            pass
        else:
            raise AssertionError
    try:
        math.log(0)
    except ValueError:
        pass
    else:
        raise AssertionError
    assert math.isnan(math.inf / math.inf)


# ---------------------------------------------------------------- main
GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]


def main():
    cross_checks()
    holidays_group()
    dates_group()
    worldclock_group()
    sun_group()
    units_group()
    nonsense = spelling_group()
    wn = load_wordnet()
    words_group(wn, nonsense)
    calc_group()

    qs = [it["q"].lower() for it in ITEMS]
    dup = [q for q, n in Counter(qs).items() if n > 1]
    assert not dup, dup
    assert [it["group"] for it in ITEMS] == sorted((it["group"] for it in ITEMS), key=GROUPS.index)

    with open(OUT, "w", encoding="utf-8") as f:
        for i, it in enumerate(ITEMS, 1):
            row = {"id": f"q30_{i:03d}", "group": it["group"], "q": it["q"], "kind": it["kind"],
                   "slip": it["slip"], "expect": it["expect"]}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")

    print(f"wrote {len(ITEMS)} questions to {OUT}")
    print("| group | answer | cannot | slip |")
    print("| --- | --- | --- | --- |")
    tot = Counter()
    for g in GROUPS:
        c = Counter()
        for it in ITEMS:
            if it["group"] == g:
                c[it["kind"]] += 1
                c["slip"] += it["slip"]
        tot.update(c)
        print(f"| {g} | {c['answer']} | {c['cannot']} | {c['slip']} |")
    n = len(ITEMS)
    print(f"| **total** | **{tot['answer']}** | **{tot['cannot']} ({100 * tot['cannot'] / n:.1f}%)** "
          f"| **{tot['slip']} ({100 * tot['slip'] / n:.1f}%)** |")
    sc = sum(1 for it in ITEMS if it["slip"] and it["kind"] == "cannot")
    print(f"{n} questions; {sc} of the cannot items are slips")


if __name__ == "__main__":
    sys.exit(main())
