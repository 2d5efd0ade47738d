#!/usr/bin/env python3
"""Make tests/data/exact-heldout5.jsonl: a fifth held-out set of "exact answer" questions.

Written on 2026-12-05 by a fifth helper session that read neither the project's code nor the
other held-out sets, only exact-heldout.README.md and exact-heldout4.README.md (schema and the
fixed situation). Nothing is imported from the project.

Every expected answer is computed here, from:
  * holiday rules written below (nth weekday, fixed dates, dateutil.easter), cross-checked
    against the `holidays` package;
  * datetime / calendar / dateutil.relativedelta for dates;
  * zoneinfo (system tzdata) for the world clock;
  * astral 3.2 for sunrise / sunset in New York City;
  * exact unit factors written below (fractions);
  * Princeton WordNet 3.0 from Debian's wordnet-base (/usr/share/wordnet) read with nltk's
    WordNetCorpusReader, for definitions and synonyms.

Fixed situation: now = Friday 2026-12-04 14:30:00 America/New_York, country US,
place New York City (40.7128, -74.0060).

Run:  /tmp/heldout5-venv/bin/python tests/data/exact-heldout5.make.py
"""

import calendar
import datetime as dt
import json
import math
import os
import shutil
import sys
import tempfile
import warnings
from fractions import Fraction as F
from zoneinfo import ZoneInfo

import holidays
from astral import LocationInfo
from astral.sun import sun
from dateutil.easter import easter
from dateutil.relativedelta import relativedelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout5.jsonl")

NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    assert group in ("holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc")
    assert kind in ("answer", "cannot")
    if slip:
        # speech-recogniser style: lower case, no punctuation
        assert q == q.lower(), q
        assert not any(c in q for c in "?.,!;:'\"-"), q
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names=None, slip=False):
    expect = {}
    if names:
        expect["names"] = names
    add(group, q, expect, kind="cannot", slip=slip)


def iso(d):
    return d.isoformat()


def wd(d):
    return calendar.day_name[d.weekday()]


def days_from_today(d):
    return (d - TODAY).days


def r6(x):
    return round(float(x), 6)


# ---------------------------------------------------------------------------------------------
# Holidays: rules
# ---------------------------------------------------------------------------------------------

def nth_weekday(year, month, weekday, n):
    """n-th (1-based) given weekday (0=Mon) of a month; n=-1 = the last one."""
    if n > 0:
        d = dt.date(year, month, 1)
        d += dt.timedelta(days=(weekday - d.weekday()) % 7)
        return d + dt.timedelta(weeks=n - 1)
    last = dt.date(year, month, calendar.monthrange(year, month)[1])
    return last - dt.timedelta(days=(last.weekday() - weekday) % 7)


MON, TUE, WED, THU, FRI, SAT, SUN = range(7)


def chinese_new_year(year):
    # lunar calendar: taken from the holidays package's Chinese calendar
    days = sorted(d for d, n in holidays.CN(years=year).items()
                  if n == "Chinese New Year (Spring Festival)")
    return days[0]


RULES = {
    "new_year": lambda y: dt.date(y, 1, 1),
    "mlk": lambda y: nth_weekday(y, 1, MON, 3),
    "presidents": lambda y: nth_weekday(y, 2, MON, 3),
    "memorial": lambda y: nth_weekday(y, 5, MON, -1),
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
    "valentines": lambda y: dt.date(y, 2, 14),
    "st_patricks": lambda y: dt.date(y, 3, 17),
    "april_fools": lambda y: dt.date(y, 4, 1),
    "halloween": lambda y: dt.date(y, 10, 31),
    "groundhog": lambda y: dt.date(y, 2, 2),
    "earth_day": lambda y: dt.date(y, 4, 22),
    "flag_day": lambda y: dt.date(y, 6, 14),
    "cinco_de_mayo": lambda y: dt.date(y, 5, 5),
    "mothers": lambda y: nth_weekday(y, 5, SUN, 2),
    "fathers": lambda y: nth_weekday(y, 6, SUN, 3),
    "grandparents": lambda y: nth_weekday(y, 9, MON, 1) + dt.timedelta(days=6),  # Sunday after Labor Day
    "arbor": lambda y: nth_weekday(y, 4, FRI, -1),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - dt.timedelta(days=2),
    "palm_sunday": lambda y: easter(y) - dt.timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - dt.timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - dt.timedelta(days=47),
    "pentecost": lambda y: easter(y) + dt.timedelta(days=49),
    "chinese_new_year": chinese_new_year,
}

FEDERAL = {
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


def observed(d):
    """Federal rule: Saturday -> Friday before, Sunday -> Monday after."""
    if d.weekday() == SAT:
        return d - dt.timedelta(days=1)
    if d.weekday() == SUN:
        return d + dt.timedelta(days=1)
    return d


def check_holiday_rules():
    for year in (2020, 2026, 2027, 2028):
        us = holidays.US(years=year)
        for key, name in FEDERAL.items():
            if key == "juneteenth" and year < 2021:
                continue
            d = RULES[key](year)
            assert us.get(d) is not None and name in us.get(d), (key, year, d, us.get(d))
            o = observed(d)
            if o != d and o.year == year:
                assert "observed" in us.get(o, ""), (key, year, o)
    # moveable feasts against known dates
    assert RULES["easter"](2027) == dt.date(2027, 3, 28)
    assert RULES["easter"](2028) == dt.date(2028, 4, 16)
    assert RULES["chinese_new_year"](2027) == dt.date(2027, 2, 6)
    # Grandparents Day: first Sunday after Labor Day
    for y in (2026, 2027, 2028):
        assert RULES["grandparents"](y).weekday() == SUN


def hol(key, year=None):
    """year=None: the next one on or after today."""
    if year is not None:
        return RULES[key](year)
    d = RULES[key](TODAY.year)
    if d < TODAY:
        d = RULES[key](TODAY.year + 1)
    return d


# ---------------------------------------------------------------------------------------------
# Holidays: questions
# ---------------------------------------------------------------------------------------------

def holidays_group():
    G = "holidays"

    def when(q, key, year=None, weekday=False, slip=False, extra=None):
        d = hol(key, year)
        e = {"date": iso(d)}
        if weekday:
            e["weekday"] = wd(d)
        if extra:
            e.update(extra)
        add(G, q, e, slip=slip)

    def until(q, key, slip=False):
        d = hol(key)
        add(G, q, {"days": days_from_today(d)}, slip=slip)

    when("When is Martin Luther King Day next year?", "mlk", 2027)
    when("What date is Presidents' Day in 2027?", "presidents", 2027)
    when("Which Monday is Memorial Day next year?", "memorial", 2027)
    when("Juneteenth next year, what day of the week does it land on?", "juneteenth", 2027, weekday=True)
    when("Is the Fourth of July on a weekend next year? What day is it?", "independence", 2027, weekday=True)
    when("When's Labor Day 2027?", "labor", 2027)
    when("What day is Indigenous Peoples' Day next year?", "columbus", 2027)
    when("Veterans Day 2027 falls on what day of the week?", "veterans", 2027, weekday=True)
    when("When was Thanksgiving this year?", "thanksgiving", 2026)
    when("what day is thanks giving in twenty twenty eight", "thanksgiving", 2028, slip=True)
    when("what day of the week is christmas eve this year", "christmas_eve", 2026, weekday=True, slip=True)
    when("New Year's Eve is on what day this year?", "new_years_eve", 2026, weekday=True)
    until("how many days until new years", "new_year", slip=True)
    until("How many sleeps until Christmas?", "christmas")
    when("when is mothers day", "mothers", slip=True)
    when("when is fathers day next year", "fathers", 2027, slip=True)
    when("What date is Easter Sunday in 2027?", "easter", 2027)
    when("When is Good Friday next year?", "good_friday", 2027)
    when("um when does lent start next year", "ash_wednesday", 2027, slip=True)
    when("What's the date of Mardi Gras in 2027?", "mardi_gras", 2027)
    when("When is Palm Sunday in 2027?", "palm_sunday", 2027)
    when("When's Pentecost next year?", "pentecost", 2027)
    when("What day of the week is Valentine's Day next year?", "valentines", 2027, weekday=True)
    when("when is saint patricks day twenty twenty seven what day of the week", "st_patricks", 2027,
         weekday=True, slip=True)
    when("Halloween next year, what day is that on?", "halloween", 2027, weekday=True)
    when("When is Groundhog Day?", "groundhog")
    when("What day of the week is Earth Day next year?", "earth_day", 2027, weekday=True)
    when("What day of the week is Flag Day 2027?", "flag_day", 2027, weekday=True)
    when("When is Cinco de Mayo next year, and what day of the week?", "cinco_de_mayo", 2027, weekday=True)
    when("When is Grandparents Day in 2027?", "grandparents", 2027)
    when("When is Arbor Day next year?", "arbor", 2027)
    until("How many days till Valentine's Day?", "valentines")
    until("How many more days until the Fourth of July?", "independence")
    when("when is easter in twenty twenty eight", "easter", 2028, slip=True)
    when("When will Memorial Day be in 2028?", "memorial", 2028)
    when("When does Chinese New Year fall in 2027?", "chinese_new_year", 2027)

    # the next federal holiday
    us = holidays.US(years=[2026, 2027])
    nxt = min(d for d in us if d > TODAY)
    assert nxt == dt.date(2026, 12, 25) and "Christmas" in us[nxt]
    add(G, "What's the next federal holiday?", {"contains": ["Christmas"], "date": iso(nxt)})

    # which holiday is on a given date
    d = dt.date(2027, 1, 18)
    assert d == hol("mlk", 2027) and "Martin Luther King" in holidays.US(years=2027)[d]
    add(G, "What holiday is on January 18th, 2027?", {"contains": ["Martin Luther King|MLK"]})

    # observed days (federal Saturday rule)
    c27 = hol("christmas", 2027)
    assert c27.weekday() == SAT
    o = observed(c27)
    assert "observed" in holidays.US(years=2027)[o]
    add(G, "Christmas 2027 is on a Saturday. Which day do federal workers get off instead?",
        {"date": iso(o), "weekday": wd(o)})
    j27 = hol("juneteenth", 2027)
    add(G, "which day is juneteenth observed as a day off next year", {"date": iso(observed(j27))}, slip=True)

    # yes/no
    assert "Columbus Day" in holidays.US(years=2027).get(hol("columbus", 2027), "")
    add(G, "Is Columbus Day a federal holiday?", {"contains": ["yes|is a federal"]})

    cannot(G, "When is Flumbertide this year?", names="Flumbertide")
    cannot(G, "What date is National Snorkelwump Day?", names="Snorkelwump")
    cannot(G, "when is blorvember day", names="blorvember", slip=True)


# ---------------------------------------------------------------------------------------------
# Dates
# ---------------------------------------------------------------------------------------------

def dates_group():
    G = "dates"

    def on(q, d, weekday=False, slip=False):
        e = {"date": iso(d)}
        if weekday:
            e["weekday"] = wd(d)
        add(G, q, e, slip=slip)

    def dow(q, d, slip=False):
        add(G, q, {"weekday": wd(d)}, slip=slip)

    def count(q, n, slip=False):
        add(G, q, {"number": n, "tol": 0}, slip=slip)

    def days(q, n, slip=False):
        add(G, q, {"days": n}, slip=slip)

    def coming(weekday):
        """the coming given weekday, strictly after today"""
        return TODAY + dt.timedelta(days=(weekday - TODAY.weekday() - 1) % 7 + 1)

    def previous(weekday):
        return TODAY - dt.timedelta(days=(TODAY.weekday() - weekday - 1) % 7 + 1)

    assert coming(MON) == dt.date(2026, 12, 7) and coming(SUN) == dt.date(2026, 12, 6)
    assert previous(SAT) == dt.date(2026, 11, 28)

    on("Hey, what's the date today?", TODAY, weekday=False)
    dow("What day of the week was July 20th, 1969?", dt.date(1969, 7, 20))
    on("whats the date a hundred days from today", TODAY + dt.timedelta(days=100), slip=True)
    on("What's the date three weeks from Monday?", coming(MON) + dt.timedelta(weeks=3))
    on("What day of the week is March 3rd next year?", dt.date(2027, 3, 3), weekday=True)
    days("how many days till march first", days_from_today(dt.date(2027, 3, 1)), slip=True)
    days("How many days has it been since Labor Day?", (TODAY - hol("labor", 2026)).days)
    count("How many days are in February 2028?", calendar.monthrange(2028, 2)[1])
    assert not calendar.isleap(2100) and calendar.isleap(2028)
    add(G, "is twenty one hundred a leap year", {"contains": ["no|not"]}, slip=True)
    add(G, "Will 2028 be a leap year?", {"contains": ["yes|is a leap"]})
    count("what week number is it", TODAY.isocalendar()[1], slip=True)
    count("What day of the year is it today?", TODAY.timetuple().tm_yday)
    on("What's the date of the last Friday in January?", nth_weekday(2027, 1, FRI, -1))
    on("When is the second Tuesday of next month?", nth_weekday(2027, 1, TUE, 2))
    on("um what was the date forty five days ago", TODAY - dt.timedelta(days=45), slip=True)
    on("What's the date six weeks from today?", TODAY + dt.timedelta(weeks=6))
    d = TODAY - relativedelta(years=1)
    on("What day of the week was it a year ago today?", d, weekday=True)
    born = dt.date(1990, 5, 15)
    age = relativedelta(TODAY, born).years
    count("how old is somebody born may fifteenth nineteen ninety", age, slip=True)
    count("How many days are there between June 1st and August 15th?",
          (dt.date(2027, 8, 15) - dt.date(2027, 6, 1)).days)
    on("what day is the first of next month", dt.date(2027, 1, 1), weekday=True, slip=True)
    on("What's the date this Sunday?", coming(SUN))
    on("What was the date last Saturday?", previous(SAT))
    dow("What day of the week was December 7th, 1941?", dt.date(1941, 12, 7))
    dow("I was born on August 22nd, 1985. What day of the week was that?", dt.date(1985, 8, 22))
    days("how many days left in december", days_from_today(dt.date(2026, 12, 31)), slip=True)
    on("What's the date 90 days from now?", TODAY + dt.timedelta(days=90))
    on("What will the date be two months from today?", TODAY + relativedelta(months=2))
    on("What date is ten days before Christmas?", hol("christmas") - dt.timedelta(days=10))
    count("How many days are in the year 2027?", 366 if calendar.isleap(2027) else 365)
    on("What's the date of the first Monday in February next year?", nth_weekday(2027, 2, MON, 1))
    days("How many days until my anniversary on January 9th?", days_from_today(dt.date(2027, 1, 9)))
    days("How many days until April 1st?", days_from_today(dt.date(2027, 4, 1)))
    days("How many days have gone by since New Year's Day this year?", (TODAY - dt.date(2026, 1, 1)).days)
    dow("What day of the week will July 4th, 2030 be?", dt.date(2030, 7, 4))
    dow("What day of the week is February 29th, 2028?", dt.date(2028, 2, 29))
    jan = [dt.date(2027, 1, i) for i in range(1, 32)]
    count("How many Sundays are there in January 2027?", sum(1 for x in jan if x.weekday() == SUN))
    on("What's the last day of February 2027?", dt.date(2027, 2, calendar.monthrange(2027, 2)[1]))
    on("What was the date 1,000 days ago?", TODAY - dt.timedelta(days=1000))
    d = TODAY + dt.timedelta(days=500)
    on("What date and day of the week will it be 500 days from now?", d, weekday=True)
    on("What's the date next Thursday?", coming(THU))
    on("What was yesterday's date?", TODAY - dt.timedelta(days=1))
    on("What's the date the day after tomorrow?", TODAY + dt.timedelta(days=2), weekday=False)
    count("Which week of the year is Christmas in?", hol("christmas").isocalendar()[1])

    for q, y, m, dd, slip in [
        ("What day of the week is February 30th, 2027?", 2027, 2, 30, False),
        ("What weekday was April 31st, 2026?", 2026, 4, 31, False),
        ("What day of the week was September 31st, 2019?", 2019, 9, 31, False),
        ("What day of the week is February 29th, 2027?", 2027, 2, 29, False),
        ("what day of the week is june thirty first next year", 2027, 6, 31, True),
    ]:
        try:
            dt.date(y, m, dd)
            raise AssertionError("date exists: %s" % q)
        except ValueError:
            pass
        cannot(G, q, names="%s %d" % (calendar.month_name[m], dd), slip=slip)


# ---------------------------------------------------------------------------------------------
# World clock
# ---------------------------------------------------------------------------------------------

def worldclock_group():
    G = "worldclock"

    def local(zone, at=NOW):
        return at.astimezone(ZoneInfo(zone))

    def time_in(q, zone, slip=False, date=False, weekday=False):
        t = local(zone)
        e = {"time": t.strftime("%H:%M"), "tol_min": 1}
        if date:
            e["date"] = iso(t.date())
        if weekday:
            e["weekday"] = wd(t.date())
        add(G, q, e, slip=slip)

    def diff_hours(zone_a, zone_b, at=NOW):
        a = at.astimezone(ZoneInfo(zone_a)).utcoffset()
        b = at.astimezone(ZoneInfo(zone_b)).utcoffset()
        h = (a - b).total_seconds() / 3600
        assert h == int(h), (zone_a, zone_b, h)
        return int(h)

    # cities
    time_in("What time is it in Lisbon right now?", "Europe/Lisbon")
    time_in("What's the time in Athens?", "Europe/Athens")
    time_in("What time is it over in Cairo?", "Africa/Cairo")
    time_in("Could you tell me the time in Lagos?", "Africa/Lagos")
    time_in("What time is it in Johannesburg?", "Africa/Johannesburg")
    time_in("What time is it in Dubai at the moment?", "Asia/Dubai")
    time_in("What's the current time in Karachi?", "Asia/Karachi")
    time_in("what time is it in katmandu", "Asia/Kathmandu", slip=True)
    time_in("What time is it in Dhaka?", "Asia/Dhaka")
    time_in("What time is it in Hanoi right now?", "Asia/Ho_Chi_Minh")
    time_in("What time is it in Perth, Australia?", "Australia/Perth")
    time_in("What's the time in Adelaide?", "Australia/Adelaide")
    time_in("whats the time in honalulu", "Pacific/Honolulu", slip=True)
    time_in("What time is it in Anchorage?", "America/Anchorage")
    time_in("What time is it in Denver?", "America/Denver")
    time_in("What's the time in Halifax, Nova Scotia?", "America/Halifax")
    time_in("time in saint johns newfoundland", "America/St_Johns", slip=True)
    time_in("What time is it in Mexico City?", "America/Mexico_City")
    time_in("What time is it in Santiago, Chile?", "America/Santiago")
    time_in("whats the time over in vancouver", "America/Vancouver", slip=True)
    time_in("What time is it in Edinburgh?", "Europe/London")
    time_in("what time is it in tehran right now", "Asia/Tehran", slip=True)
    time_in("What time is it in Wellington, New Zealand?", "Pacific/Auckland")
    # single-zone countries
    time_in("what time is it in peru", "America/Lima", slip=True)
    time_in("What time is it in Poland?", "Europe/Warsaw")
    time_in("What's the time in Sri Lanka?", "Asia/Colombo")
    time_in("What time is it in Israel right now?", "Asia/Jerusalem")
    time_in("What time is it in Venezuela?", "America/Caracas")
    time_in("What's the local time in Taiwan?", "Asia/Taipei")
    # differences (whole hours, tol 0)
    add(G, "how many hours ahead is moscow", {"number": abs(diff_hours("Europe/Moscow", "America/New_York")), "tol": 0},
        slip=True)
    assert diff_hours("Europe/Moscow", "America/New_York") > 0
    h = diff_hours("Pacific/Honolulu", "America/New_York")
    assert h < 0
    add(G, "How far behind us is Honolulu?", {"number": -h, "tol": 0})
    add(G, "What's the time difference between here and Singapore?",
        {"number": abs(diff_hours("Asia/Singapore", "America/New_York")), "tol": 0})
    add(G, "What's the time difference between Paris and Tokyo?",
        {"number": abs(diff_hours("Asia/Tokyo", "Europe/Paris")), "tol": 0})
    add(G, "How many hours apart are Chicago and Los Angeles?",
        {"number": abs(diff_hours("America/Chicago", "America/Los_Angeles")), "tol": 0})
    add(G, "How many hours ahead of New York is Rome?",
        {"number": diff_hours("Europe/Rome", "America/New_York"), "tol": 0})
    # conversions
    nine = dt.datetime(2026, 12, 4, 9, 0, tzinfo=NY)
    add(G, "If it's 9 in the morning here, what time is it in Dubai?",
        {"time": local("Asia/Dubai", nine).strftime("%H:%M"), "tol_min": 1})
    noon_sg = dt.datetime(2026, 12, 4, 12, 0, tzinfo=ZoneInfo("Asia/Singapore"))
    add(G, "When it's noon in Singapore, what time is it here?",
        {"time": noon_sg.astimezone(NY).strftime("%H:%M"), "tol_min": 1})
    four = dt.datetime(2026, 12, 4, 16, 0, tzinfo=NY)
    add(G, "If I call Madrid at 4 p.m. our time, what time will it be there?",
        {"time": local("Europe/Madrid", four).strftime("%H:%M"), "tol_min": 1})
    eight = dt.datetime(2026, 12, 4, 20, 0, tzinfo=NY)
    add(G, "It's 8 p.m. here. What time is that in Salt Lake City?",
        {"time": local("America/Denver", eight).strftime("%H:%M"), "tol_min": 1})
    # day / date there
    t = local("Australia/Sydney")
    add(G, "what day is it in sydney", {"weekday": wd(t.date()), "date": iso(t.date())}, slip=True)
    t = local("Asia/Shanghai")
    assert t.date() > TODAY
    add(G, "Is it already Saturday in Shanghai?", {"contains": ["yes|already"], "date": iso(t.date())})
    t = local("Pacific/Honolulu")
    add(G, "What's the date in Honolulu right now?", {"date": iso(t.date())})

    cannot(G, "What time is it in Blortsville?", names="Blortsville")
    cannot(G, "What time is it in Canada right now?", names="Canada")
    cannot(G, "What's the time in Birmingham?", names="Birmingham")
    cannot(G, "What time is it on Mars?", names="Mars")
    cannot(G, "what time is it in indonesia", names="indonesia", slip=True)


# ---------------------------------------------------------------------------------------------
# Sun
# ---------------------------------------------------------------------------------------------

def sun_group():
    G = "sun"
    obs = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060).observer

    def s(d):
        return sun(obs, date=d, tzinfo=NY)

    def hm(t):
        t = t + dt.timedelta(seconds=30)
        return t.strftime("%H:%M")

    def at(q, d, which, slip=False):
        add(G, q, {"time": hm(s(d)[which]), "tol_min": 3}, slip=slip)

    def length(q, d, slip=False):
        x = s(d)
        secs = (x["sunset"] - x["sunrise"]).total_seconds()
        h = int(secs // 3600)
        m = (secs - 3600 * h) / 60
        assert 3 <= m <= 57, (d, h, m)  # far from a whole hour, so "h hours" is safe
        add(G, q, {"contains": ["%d hour|%d h|%d:" % (h, h, h)], "number": r6(m), "tol": r6(1.5 / m)},
            slip=slip)

    tomorrow = TODAY + dt.timedelta(days=1)
    monday = dt.date(2026, 12, 7)
    at("What time is sunrise today?", TODAY, "sunrise")
    at("what time does the sun go down today", TODAY, "sunset", slip=True)
    at("when is sunrise tomorrow morning", tomorrow, "sunrise", slip=True)
    at("What time is sunset on Christmas Day?", hol("christmas"), "sunset")
    at("When's sunrise on New Year's Day?", hol("new_year"), "sunrise")
    length("How long is the day on the winter solstice this year, December 21st?", dt.date(2026, 12, 21))
    at("When does the sun set on New Year's Eve?", hol("new_years_eve"), "sunset")
    at("What time will the sun come up on Monday?", monday, "sunrise")
    length("how much daylight do we get today", TODAY, slip=True)
    at("What time does the sun set on Valentine's Day?", hol("valentines"), "sunset")
    at("What time is sunrise on March 20th next year?", dt.date(2027, 3, 20), "sunrise")
    at("When is sunset on June 21st next year?", dt.date(2027, 6, 21), "sunset")
    at("When is solar noon today?", TODAY, "noon")
    at("When does civil twilight begin tomorrow morning?", tomorrow, "dawn")
    at("what time does civil twilight end this evening", TODAY, "dusk", slip=True)
    length("How many hours of daylight will we get a week from today?", TODAY + dt.timedelta(days=7))

    cannot(G, "What time is sunrise on February 30th?", names="February 30")
    cannot(G, "What time does the sun set in Narnia?", names="Narnia")


# ---------------------------------------------------------------------------------------------
# Units (exact factors, as fractions of SI units)
# ---------------------------------------------------------------------------------------------

INCH = F("0.0254")              # m
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
NMI = F(1852)
CM = F(1, 100)
KM = F(1000)
M = F(1)
LB = F("0.45359237")            # kg
OZ = LB / 16
STONE = 14 * LB
SHORT_TON = 2000 * LB
TONNE = F(1000)
G_ = F(1, 1000)
KG = F(1)
L = F(1, 1000)                  # m^3
ML = L / 1000
GAL = 231 * INCH ** 3           # US gallon
QT = GAL / 4
PT = GAL / 8
CUP = GAL / 16
FLOZ = GAL / 128
TBSP = FLOZ / 2
TSP = FLOZ / 6
IMP_GAL = F("4.54609") * L
CUFT = FOOT ** 3
ACRE = 43560 * FOOT ** 2
HECTARE = F(10000)
SQMI = MILE ** 2
SQFT = FOOT ** 2
SQM = F(1)
HOUR = F(3600)
MPH = MILE / HOUR
KMH = KM / HOUR
KNOT = NMI / HOUR
GRAV = F("9.80665")
PSI = LB * GRAV / INCH ** 2     # Pa
BAR = F(100000)
ATM = F(101325)
KCAL = F(4184)                  # J (food calorie)
KJ = F(1000)
KWH = F(3600000)
HP = 550 * FOOT * LB * GRAV     # mechanical horsepower, W
W = F(1)
J = F(1)
KB, MB, GB, TB = F(10) ** 3, F(10) ** 6, F(10) ** 9, F(10) ** 12
KIB, MIB, GIB = F(2) ** 10, F(2) ** 20, F(2) ** 30
SEC, MINUTE, DAY, WEEK = F(1), F(60), F(86400), F(604800)

assert abs(float(GAL / L) - 3.785411784) < 1e-12
assert abs(float(HP) - 745.69987158227022) < 1e-9


def units_group():
    G = "units"

    def conv(q, value, a, b, slip=False):
        x = F(value) * a / b
        add(G, q, {"number": r6(x)}, slip=slip)

    def f_to_c(f):
        return (F(f) - 32) * 5 / 9

    def c_to_f(c):
        return F(c) * 9 / 5 + 32

    conv("How many grams is three and a half ounces?", F("3.5"), OZ, G_)
    conv("What's 250 grams in ounces?", 250, G_, OZ)
    conv("How many milliliters are in two cups?", 2, CUP, ML)
    add(G, "convert three hundred fifty fahrenheit to celsius", {"number": r6(f_to_c(350))}, slip=True)
    add(G, "What's 180 degrees Celsius in Fahrenheit?", {"number": r6(c_to_f(180))})
    add(G, "What is minus 40 Celsius in Fahrenheit?", {"number": r6(c_to_f(-40))})
    add(G, "Normal body temperature is 37 Celsius. What's that in Fahrenheit?", {"number": r6(c_to_f(37))})
    add(G, "What's 72 Fahrenheit in Celsius?", {"number": r6(f_to_c(72))})
    add(G, "What is absolute zero, 0 Kelvin, in Fahrenheit?", {"number": r6(c_to_f(F("-273.15")))})
    add(G, "How many degrees Celsius is 300 Kelvin?", {"number": r6(F(300) - F("273.15"))})
    conv("How many teaspoons are in a tablespoon?", 1, TBSP, TSP)
    conv("how many tea spoons in a quarter cup", F(1, 4), CUP, TSP, slip=True)
    conv("How many miles is a 10K run?", 10, KM, MILE)
    conv("A marathon is 26.2 miles. How many kilometers is that?", F("26.2"), MILE, KM)
    conv("How many centimeters is 6 feet 2 inches?", 1, 6 * FOOT + 2 * INCH, CM)
    conv("What is five foot four in meters?", 1, 5 * FOOT + 4 * INCH, M)
    conv("How many inches is 180 centimeters?", 180, CM, INCH)
    conv("How many liters are in 3 quarts?", 3, QT, L)
    conv("five hundred milliliters is how many cups", 500, ML, CUP, slip=True)
    conv("How many fluid ounces are in a 2 liter bottle?", 2, L, FLOZ)
    conv("How many cups are in a pint?", 1, PT, CUP)
    conv("sixty miles an hour in kilometers per hour", 60, MPH, KMH, slip=True)
    conv("What's 100 kilometers per hour in miles per hour?", 100, KMH, MPH)
    conv("How fast is 20 knots in miles per hour?", 20, KNOT, MPH)
    conv("How many acres are in a square mile?", 1, SQMI, ACRE)
    conv("How many square feet is 5 acres?", 5, ACRE, SQFT)
    conv("Convert 2 hectares to acres.", 2, HECTARE, ACRE)
    conv("what is a thousand square feet in square meters", 1000, SQFT, SQM, slip=True)
    conv("How many square feet is a 50 square meter apartment?", 50, SQM, SQFT)
    conv("My tires say 32 psi. What's that in bar?", 32, PSI, BAR)
    conv("How many psi is one atmosphere?", 1, ATM, PSI)
    conv("How many kilojoules are 2,000 calories?", 2000, KCAL, KJ)
    conv("How many joules are in a kilowatt hour?", 1, KWH, J)
    conv("How many watts is one horsepower?", 1, HP, W)
    conv("two terabytes is how many gigabytes", 2, TB, GB, slip=True)
    conv("How many mebibytes in a gibibyte?", 1, GIB, MIB)
    conv("How many megabytes are in 4 gigabytes?", 4, GB, MB)
    conv("How many minutes is an hour and a half?", F(3, 2), HOUR, MINUTE)
    conv("how many hours are in three days", 3, DAY, HOUR, slip=True)
    conv("How many seconds are there in a week?", 1, WEEK, SEC)
    conv("What's 150 pounds in kilograms?", 150, LB, KG)
    conv("i weigh seventy kilos how much is that in stone", 70, KG, STONE, slip=True)
    conv("How many kilograms is 12 stone?", 12, STONE, KG)
    conv("How many pounds are in a metric ton?", 1, TONNE, LB)
    conv("Convert 3 short tons to kilograms.", 3, SHORT_TON, KG)
    conv("How many milliliters is 8 fluid ounces?", 8, FLOZ, ML)
    conv("How many liters are in an imperial gallon?", 1, IMP_GAL, L)
    conv("how many ounces in a seven fifty milliliter bottle of wine", 750, ML, FLOZ, slip=True)
    conv("How many liters is a cubic foot?", 1, CUFT, L)
    conv("um five gallons is how many liters", 5, GAL, L, slip=True)
    conv("How many inches is 15 centimeters?", 15, CM, INCH)
    conv("Convert 2 yards to meters.", 2, YARD, M)
    conv("How many yards is 400 meters?", 400, M, YARD)
    conv("What's 3 nautical miles in kilometers?", 3, NMI, KM)
    conv("How many milliliters are in a teaspoon?", 1, TSP, ML)

    cannot(G, "Convert 5 kilograms to meters.", names="kilograms to meters")
    cannot(G, "How many liters are in a mile?", names="liters in a mile")
    cannot(G, "What is 30 degrees Celsius in pounds?", names="Celsius in pounds")
    cannot(G, "how many inches is ten gigabytes", names="gigabytes", slip=True)
    cannot(G, "How many seconds are in a kilogram?", names="seconds in a kilogram")


# ---------------------------------------------------------------------------------------------
# Spelling
# ---------------------------------------------------------------------------------------------

def spelling_group(wn):
    G = "spelling"

    def sp(q, word, slip=False):
        # every word to spell is a real word: check it against WordNet (or the list of names)
        assert wn_has(wn, word) or word in ("Wednesday", "Worcestershire"), word
        add(G, q, {"letters": word.upper()}, slip=slip)

    sp("how do you spell rhythm", "rhythm", slip=True)
    sp("spell accomodate", "accommodate", slip=True)
    sp("How do you spell conscientious?", "conscientious")
    sp("Can you spell bureaucracy for me?", "bureaucracy")
    sp("What's the spelling of chrysanthemum?", "chrysanthemum")
    sp("How is hemorrhage spelled?", "hemorrhage")
    sp("I always get liaison wrong. How's it spelled?", "liaison")
    sp("Spell mischievous.", "mischievous")
    sp("How do you spell pharaoh, like the Egyptian king?", "pharaoh")
    sp("Spell questionnaire, please.", "questionnaire")
    sp("How do you spell silhouette?", "silhouette")
    sp("What's the correct spelling of surveillance?", "surveillance")
    sp("How do you spell millennium?", "millennium")
    sp("Can you spell entrepreneur?", "entrepreneur")
    sp("How do you spell handkerchief?", "handkerchief")
    sp("How is maneuver spelled in American English?", "maneuver")
    sp("Spell onomatopoeia for me.", "onomatopoeia")
    sp("How do you spell reminisce?", "reminisce")
    sp("What's the spelling of threshold?", "threshold")
    sp("How do you spell vacuum?", "vacuum")
    sp("spell wednesday for me", "Wednesday", slip=True)
    sp("How do you spell fluorescent?", "fluorescent")
    sp("how do you spell kernel like the army officer", "colonel", slip=True)
    sp("How do you spell yacht?", "yacht")
    sp("how do you spell worcestershire like the sauce", "Worcestershire", slip=True)
    sp("how do you spell the vegetable zuchini", "zucchini", slip=True)
    sp("How do you spell cappuccino?", "cappuccino")
    sp("um how do you spell mayonaise", "mayonnaise", slip=True)
    sp("Spell gnocchi.", "gnocchi")
    sp("How do you spell lieutenant?", "lieutenant")

    for q, w, slip in [("How do you spell vlemptrude?", "vlemptrude", False),
                       ("Spell grundlefax for me.", "grundlefax", False),
                       ("how do you spell zorbinackle", "zorbinackle", True)]:
        assert not wn_has(wn, w), w
        cannot(G, q, names=w, slip=slip)


# ---------------------------------------------------------------------------------------------
# Words: WordNet 3.0 from /usr/share/wordnet
# ---------------------------------------------------------------------------------------------

WN_DIR = "/usr/share/wordnet"
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


def load_wordnet():
    """nltk's reader over a temporary copy of Debian's WordNet 3.0 (plus the lexnames file)."""
    import nltk.data
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):  # no version mapping: this *is* WordNet 3.0
            return None

    tmp = tempfile.mkdtemp(prefix="heldout5-wn-")
    root = os.path.join(tmp, "corpora", "wordnet")
    os.makedirs(root)
    for name in os.listdir(WN_DIR):
        shutil.copy(os.path.join(WN_DIR, name), root)
    with open(os.path.join(root, "lexnames"), "w") as fp:
        for i, name in enumerate(LEXNAMES):
            fp.write("%02d\t%s\t%d\n" % (i, name, {"adj": 3, "adv": 4, "noun": 1, "verb": 2}[name.split(".")[0]]))
    nltk.data.path.insert(0, tmp)  # nltk only opens corpora under its data path
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reader = Reader(root, None)
    assert reader.get_version() == "3.0"
    return reader, tmp


def _same(lemma_name, word):
    return lemma_name.lower() == word.lower().replace(" ", "_")


def word_synsets(wn, word):
    """Synsets that contain the word itself (no morphy: 'tired' does not bring in 'tire')."""
    return [s for s in wn.synsets(word.replace(" ", "_"))
            if any(_same(l.name(), word) for l in s.lemmas())]


def wn_has(wn, word):
    return bool(word_synsets(wn, word))


def word_lemma(s, word):
    return next(l for l in s.lemmas() if _same(l.name(), word))


def best_synset(wn, word):
    ss = word_synsets(wn, word)
    assert ss, word
    # highest count() of the word's lemma; ties go to WordNet's order
    return max(ss, key=lambda s: (word_lemma(s, word).count(), -ss.index(s)))


def clean_gloss(text):
    parts = [p.strip() for p in text.split(";")]
    parts = [p for p in parts if p and not p.startswith("- ")]
    return "; ".join(parts)


def synonyms(wn, word):
    best = best_synset(wn, word)
    out, seen = [], {word.lower()}
    first = [l.name().replace("_", " ") for l in best.lemmas() if not _same(l.name(), word)]
    assert first, "no synonyms in the top synset of %r" % word
    for s in [best] + [s for s in word_synsets(wn, word) if s != best]:
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if n.lower() not in seen:
                seen.add(n.lower())
                out.append(n)
    return out


def words_group(wn):
    G = "words"

    def define(q, word, slip=False):
        best = best_synset(wn, word)
        add(G, q, {"gloss": clean_gloss(best.definition()),
                   "glosses": [clean_gloss(s.definition()) for s in word_synsets(wn, word)]}, slip=slip)

    def syn(q, word, slip=False):
        add(G, q, {"synonyms": synonyms(wn, word)}, slip=slip)

    define("What does lugubrious mean?", "lugubrious")
    define("What's the meaning of perfunctory?", "perfunctory")
    define("what does fastidious mean", "fastidious", slip=True)
    define("Define insipid.", "insipid")
    define("What does it mean if someone is laconic?", "laconic")
    define("What does mellifluous mean?", "mellifluous")
    define("Can you tell me what pernicious means?", "pernicious")
    define("whats the definition of wistful", "wistful", slip=True)
    define("What does quixotic mean?", "quixotic")
    define("What's the definition of petulant?", "petulant")
    define("What is a sycophant?", "sycophant")
    define("so what is a curmudgeon", "curmudgeon", slip=True)
    define("What does the word ennui mean?", "ennui")
    define("What does dearth mean?", "dearth")
    define("What does it mean to take umbrage?", "umbrage")
    define("What's a solstice?", "solstice")
    define("what does parboil mean", "parboil", slip=True)
    define("What is brisket?", "brisket")
    define("What exactly is chutney?", "chutney")
    define("What's a sommelier?", "sommelier")
    define("What is a colander?", "colander")
    define("uh what is a roux", "roux", slip=True)
    define("What's a palindrome?", "palindrome")

    syn("What's another word for huge?", "huge")
    syn("Give me a synonym for funny.", "funny")
    syn("whats another word for tiny", "tiny", slip=True)
    syn("What's a synonym for buy?", "buy")
    syn("Another word for hide, please.", "hide")
    syn("What's a different word for mistake?", "mistake")
    syn("What's another way to say kid?", "kid")
    syn("Give me a synonym for boring.", "boring")
    syn("give me another word for stubborn", "stubborn", slip=True)
    syn("What's another word for cheap?", "cheap")

    for q, w, slip in [("What does flurbotic mean?", "flurbotic", False),
                       ("Define snerglewomp.", "snerglewomp", False),
                       ("What's the meaning of the word quibbleflax?", "quibbleflax", False),
                       ("What's a synonym for drabnoxious?", "drabnoxious", False),
                       ("what does vorpalize mean", "vorpalize", True)]:
        assert not wn_has(wn, w) and not wn.synsets(w), w
        cannot(G, q, names=w, slip=slip)


# ---------------------------------------------------------------------------------------------
# Calc
# ---------------------------------------------------------------------------------------------

def calc_group():
    G = "calc"

    def exact(q, v, slip=False):
        assert v == int(v)
        add(G, q, {"number": int(v), "tol": 0}, slip=slip)

    def approx(q, v, tol=0.001, slip=False):
        add(G, q, {"number": r6(v), "tol": tol}, slip=slip)

    exact("whats seventeen times twenty three", 17 * 23, slip=True)
    exact("What's 15 percent of 80?", F(15, 100) * 80)
    exact("What's the square root of 729?", math.isqrt(729))
    assert math.isqrt(729) ** 2 == 729
    exact("What is 2 to the power of 10?", 2 ** 10)
    exact("What's 1,234 plus 5,678?", 1234 + 5678)
    exact("one thousand divided by eight", F(1000, 8), slip=True)
    exact("What's 7 factorial?", math.factorial(7))
    approx("What's an 18 percent tip on $64?", F(18, 100) * 64)
    approx("If we split a $145 bill three ways, how much does each person pay?", F(145, 3))
    approx("What's 3/8 as a decimal?", F(3, 8))
    approx("What's 20% off $79.99?", F("79.99") * F(80, 100))
    exact("What's 12 squared?", 12 ** 2)
    exact("What's the cube root of 343?", 7)
    assert 7 ** 3 == 343
    exact("What's 45 minus 112?", 45 - 112)
    approx("What's 6.5 times 4.2?", F("6.5") * F("4.2"))
    approx("whats a third of two hundred fifty", F(250, 3), slip=True)
    approx("What's the area of a circle with a radius of 4?", math.pi * 16)
    approx("What's 8.875 percent sales tax on $120?", F("8.875") / 100 * 120)
    exact("What's 99 times 99?", 99 * 99)
    exact("How much is 2.5 percent of 12,000?", F("2.5") / 100 * 12000)
    exact("um whats five to the fourth power", 5 ** 4, slip=True)
    exact("If I save 35 dollars a week, how much will I have after a year?", 35 * 52)
    exact("What's the average of 12, 18 and 27?", F(12 + 18 + 27, 3))
    exact("What's 144 divided by 0.12?", F(144) / F("0.12"))

    cannot(G, "What's 50 divided by zero?", names="divided by zero")
    cannot(G, "What is seven plus purple?", names="purple")
    cannot(G, "whats the logarithm of zero", names="logarithm of zero", slip=True)


# ---------------------------------------------------------------------------------------------

def main():
    check_holiday_rules()
    wn, tmp = load_wordnet()
    try:
        holidays_group()
        dates_group()
        worldclock_group()
        sun_group()
        units_group()
        spelling_group(wn)
        words_group(wn)
        calc_group()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    qs = [it["q"].lower() for it in ITEMS]
    assert len(qs) == len(set(qs)), [q for q in qs if qs.count(q) > 1]
    with open(OUT, "w", encoding="utf-8") as fp:
        for i, it in enumerate(ITEMS, 1):
            row = {"id": "q5_%03d" % i, **it}
            fp.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")

    # counts table (for the README)
    groups = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
    print("| group | answer | cannot | slip |")
    print("| --- | --- | --- | --- |")
    ta = tc = ts = 0
    for g in groups:
        a = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "answer")
        c = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "cannot")
        s = sum(1 for it in ITEMS if it["group"] == g and it["slip"])
        ta, tc, ts = ta + a, tc + c, ts + s
        print("| %s | %d | %d | %d |" % (g, a, c, s))
    n = ta + tc
    print("| **total** | **%d** | **%d (%.1f%%)** | **%d (%.1f%%)** |" % (ta, tc, 100 * tc / n, ts, 100 * ts / n))
    print("%d questions written to %s" % (n, OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
