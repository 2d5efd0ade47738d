#!/usr/bin/env python3
"""Write exact-heldout18.jsonl: held-out typed questions with independently computed answers.

Written without reading the project's code; imports nothing from the project.
Only exact-heldout.README.md and exact-heldout7.README.md were read, for the schema,
the fixed situation and the conventions.

Fixed situation: now = Friday 2026-12-04 14:30:00 America/New_York (EST, UTC-5),
country US, place New York City (40.7128, -74.0060).

Needs: python-dateutil, holidays, astral 3.x, nltk, and WordNet 3.0 in /usr/share/wordnet
(Debian package wordnet-base).  Run:  python exact-heldout18.make.py
"""
import atexit
import calendar
import json
import math
import os
import shutil
import sys
import tempfile
from collections import Counter, OrderedDict
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import astral
import astral.sun
import holidays
import nltk
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta
from nltk.corpus.reader.wordnet import WordNetCorpusReader

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout18.jsonl")

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday

GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
ITEMS = []


def _add(group, q, kind, slip, expect):
    assert group in GROUPS, group
    ITEMS.append(OrderedDict(group=group, q=q, kind=kind, slip=bool(slip), expect=expect))


def A(group, q, slip=False, **expect):
    assert expect, q
    _add(group, q, "answer", slip, dict(expect))


def C(group, q, slip=False, names=None):
    exp = {}
    if names is not None:
        exp["names"] = names
    _add(group, q, "cannot", slip, exp)


def iso(d):
    return d.isoformat()


def wd(d):
    return calendar.day_name[d.weekday()]


def r6(x):
    return round(float(x), 6)


def num(x):
    """Rounded to 6 decimals; whole values written as integers."""
    v = r6(x)
    return int(v) if v.is_integer() else v


# ---------------------------------------------------------------------------
# Holiday rules
# ---------------------------------------------------------------------------
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)


def nth_weekday(y, m, weekday, n):
    d = date(y, m, 1)
    d += timedelta(days=(weekday - d.weekday()) % 7)
    d += timedelta(weeks=n - 1)
    assert d.month == m
    return d


def last_weekday(y, m, weekday):
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta(days=(d.weekday() - weekday) % 7)


def observed(d):
    """US federal observed day: Saturday -> Friday, Sunday -> Monday."""
    if d.weekday() == SAT:
        return d - timedelta(days=1)
    if d.weekday() == SUN:
        return d + timedelta(days=1)
    return d


RULES = {
    "newyear": lambda y: date(y, 1, 1),
    "mlk": lambda y: nth_weekday(y, 1, MON, 3),
    "presidents": lambda y: nth_weekday(y, 2, MON, 3),
    "memorial": lambda y: last_weekday(y, 5, MON),
    "juneteenth": lambda y: date(y, 6, 19),
    "july4": lambda y: date(y, 7, 4),
    "labor": lambda y: nth_weekday(y, 9, MON, 1),
    "columbus": lambda y: nth_weekday(y, 10, MON, 2),
    "veterans": lambda y: date(y, 11, 11),
    "thanksgiving": lambda y: nth_weekday(y, 11, THU, 4),
    "christmas": lambda y: date(y, 12, 25),
    # non-federal
    "christmas_eve": lambda y: date(y, 12, 24),
    "nye": lambda y: date(y, 12, 31),
    "valentine": lambda y: date(y, 2, 14),
    "groundhog": lambda y: date(y, 2, 2),
    "stpatrick": lambda y: date(y, 3, 17),
    "earthday": lambda y: date(y, 4, 22),
    "cinco": lambda y: date(y, 5, 5),
    "flagday": lambda y: date(y, 6, 14),
    "canada": lambda y: date(y, 7, 1),
    "halloween": lambda y: date(y, 10, 31),
    "boxing": lambda y: date(y, 12, 26),
    "easter": lambda y: easter(y),
    "goodfriday": lambda y: easter(y) - timedelta(days=2),
    "palmsunday": lambda y: easter(y) - timedelta(days=7),
    "ashwed": lambda y: easter(y) - timedelta(days=46),
    "mardigras": lambda y: easter(y) - timedelta(days=47),
    "pentecost": lambda y: easter(y) + timedelta(days=49),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "mothers": lambda y: nth_weekday(y, 5, SUN, 2),
    "fathers": lambda y: nth_weekday(y, 6, SUN, 3),
    "patriots": lambda y: nth_weekday(y, 4, MON, 3),
    "grandparents": lambda y: nth_weekday(y, 9, MON, 1) + timedelta(days=6),
    "blackfriday": lambda y: nth_weekday(y, 11, THU, 4) + timedelta(days=1),
    "cybermonday": lambda y: nth_weekday(y, 11, THU, 4) + timedelta(days=4),
    "election": lambda y: nth_weekday(y, 11, MON, 1) + timedelta(days=1),
    "dst_start": lambda y: nth_weekday(y, 3, SUN, 2),
    "dst_end": lambda y: nth_weekday(y, 11, SUN, 1),
}


def next_on_or_after(key, start=TODAY):
    y = start.year
    while True:
        d = RULES[key](y)
        if d >= start:
            return d
        y += 1


def chinese_new_year(y):
    days = sorted(d for d, n in holidays.China(years=y).items()
                  if "Spring Festival" in n and "observed" not in n)
    return days[0]


def _check_holiday_rules():
    names = {
        "newyear": "New Year's Day", "mlk": "Martin Luther King", "presidents": "Washington's Birthday",
        "memorial": "Memorial Day", "juneteenth": "Juneteenth", "july4": "Independence Day",
        "labor": "Labor Day", "columbus": "Columbus Day", "veterans": "Veterans Day",
        "thanksgiving": "Thanksgiving", "christmas": "Christmas Day",
    }
    for y in (2020, 2026, 2027, 2028, 2029, 2030):
        us = holidays.US(years=y)
        for key, name in names.items():
            if key == "juneteenth" and y < 2021:
                continue
            d = RULES[key](y)
            assert d in us and name in us.get(d), (key, y, d, us.get(d))
    # observed days used below
    us27 = holidays.US(years=[2027, 2028])
    for d, name in ((date(2027, 7, 5), "Independence Day"), (date(2027, 12, 24), "Christmas Day"),
                    (date(2027, 12, 31), "New Year's Day")):
        assert name in us27.get(d, "") and "observed" in us27.get(d, ""), (d, us27.get(d))
    assert observed(date(2027, 7, 4)) == date(2027, 7, 5)
    assert observed(date(2027, 12, 25)) == date(2027, 12, 24)
    assert observed(date(2028, 1, 1)) == date(2027, 12, 31)
    # DST rules against tzdata
    for y in (2026, 2027, 2028):
        for key, before, after in (("dst_start", -5, -4), ("dst_end", -4, -5)):
            d = RULES[key](y)
            off_b = datetime.combine(d - timedelta(days=1), time(12), NY).utcoffset().total_seconds() / 3600
            off_a = datetime.combine(d, time(12), NY).utcoffset().total_seconds() / 3600
            assert (off_b, off_a) == (before, after), (key, y)
    # Canadian Thanksgiving is not used; Canada Day is a fixed date
    assert date(2027, 7, 1) in holidays.CA(years=2027)


_check_holiday_rules()


def H(q, key, year=None, slip=False, weekday=False, days=False):
    d = RULES[key](year) if year else next_on_or_after(key)
    exp = {"date": iso(d)}
    if weekday:
        exp["weekday"] = wd(d)
    if days:
        exp = {"days": (d - TODAY).days}
    A("holidays", q, slip, **exp)


# ---------------------------------------------------------------------------
# HOLIDAYS
# ---------------------------------------------------------------------------
H("When's Martin Luther King Jr. Day next year?", "mlk", 2027)
H("What's the date of Presidents' Day in 2027?", "presidents", 2027)
H("What date will Memorial Day be in 2028?", "memorial", 2028)
H("Juneteenth 2027 falls on which day of the week?", "juneteenth", 2027, weekday=True)
H("What day of the week is the Fourth of July in 2027?", "july4", 2027, weekday=True)
A("holidays", "Independence Day 2027 falls on a Sunday. On what date is the federal holiday observed?",
  date=iso(observed(RULES["july4"](2027))), weekday=wd(observed(RULES["july4"](2027))))
H("When is Labor Day in 2029?", "labor", 2029)
H("Columbus Day next year is on what date?", "columbus", 2027)
H("What date is Indigenous Peoples' Day in 2028?", "columbus", 2028)
H("Veterans Day 2027: what weekday is that?", "veterans", 2027, weekday=True)
H("How many days until Christmas Eve?", "christmas_eve", days=True)
H("What day of the week is New Year's Eve this year?", "nye", 2026, weekday=True)
H("When's Thanksgiving in 2028?", "thanksgiving", 2028)
H("What's the date of Easter Sunday in 2027?", "easter", 2027)
H("When is Good Friday next year?", "goodfriday", 2027)
H("When is Mother's Day 2027?", "mothers", 2027)
H("Father's Day next year lands on which date?", "fathers", 2027)
H("How many days do I have until Valentine's Day?", "valentine", days=True)
H("What day of the week is St. Patrick's Day in 2027?", "stpatrick", 2027, weekday=True)
H("Halloween next year is on what day?", "halloween", 2027, weekday=True)
H("When do the clocks spring forward in 2028?", "dst_start", 2028)
H("When do we set the clocks back an hour next year?", "dst_end", 2027)
H("When is Election Day in 2028?", "election", 2028)
H("What's the date of Black Friday in 2027?", "blackfriday", 2027)
H("Cyber Monday 2027 is on which date?", "cybermonday", 2027)
H("When is Mardi Gras in 2027?", "mardigras", 2027)
H("What date is Ash Wednesday in 2027?", "ashwed", 2027)
H("Groundhog Day next year falls on what day of the week?", "groundhog", 2027, weekday=True)
H("How many days from today until New Year's Day?", "newyear", days=True)
H("What day of the week will Christmas be in 2027?", "christmas", 2027, weekday=True)
A("holidays", "Christmas 2027 is a Saturday. Which day is the federal holiday observed?",
  date=iso(observed(RULES["christmas"](2027))), weekday=wd(observed(RULES["christmas"](2027))))
A("holidays", "Which day off do federal employees get for New Year's Day 2028, since it falls on a Saturday?",
  date=iso(observed(RULES["newyear"](2028))), weekday=wd(observed(RULES["newyear"](2028))))
A("holidays", "Thanksgiving always falls on which day of the week?", weekday="Thursday")
H("What date was Labor Day this year?", "labor", 2026)
H("When is Palm Sunday in 2027?", "palmsunday", 2027)
H("What's the date of Orthodox Easter in 2027?", "orthodox_easter", 2027)
A("holidays", "When does the Chinese New Year fall in 2027?", date=iso(chinese_new_year(2027)))
H("Canada Day next year is on what day of the week?", "canada", 2027, weekday=True)
H("How many days are left until Easter?", "easter", days=True)
H("What's the date of Pentecost in 2027?", "pentecost", 2027)
H("When is Grandparents Day in 2027?", "grandparents", 2027)
H("What weekday is Flag Day next year?", "flagday", 2027, weekday=True)
H("What date is Earth Day next year?", "earthday", 2027)
H("What day of the week is Cinco de Mayo in 2027?", "cinco", 2027, weekday=True)
H("When is Patriots' Day in 2027?", "patriots", 2027)
H("Boxing Day this year falls on what day of the week?", "boxing", 2026, weekday=True)
A("holidays", "How many days are there from Thanksgiving 2027 to Christmas 2027?",
  number=(RULES["christmas"](2027) - RULES["thanksgiving"](2027)).days, tol=0)
# slips
H("um what date's thanksgiving next year", "thanksgiving", 2027, slip=True)
H("hey what day is christmas on this year", "christmas", 2026, slip=True, weekday=True)
H("when is m l k day twenty twenty seven", "mlk", 2027, slip=True)
H("what day is valentines day on next year", "valentine", 2027, slip=True, weekday=True)
H("when is easter in twenty twenty eight", "easter", 2028, slip=True)
H("how many days till new years eve", "nye", slip=True, days=True)
H("so when's memorial day next year", "memorial", 2027, slip=True)
H("what date is fathers day in twenty twenty eight", "fathers", 2028, slip=True)
H("uh when is labor day", "labor", slip=True)
H("when does day light saving time start next year", "dst_start", 2027, slip=True)
H("how many days until saint patricks day", "stpatrick", slip=True, days=True)
H("when is hallo ween next year", "halloween", 2027, slip=True)
# cannot
C("holidays", "When is National Glorbington Day this year?", names="Glorbington")
C("holidays", "When's my wedding anniversary?")
C("holidays", "what date is saint quibblethorp's feast day", slip=True, names="quibblethorp")
C("holidays", "What date is Wibblesnatch Eve in 2027?", names="Wibblesnatch")

# ---------------------------------------------------------------------------
# DATES
# ---------------------------------------------------------------------------


def D(q, d, slip=False, weekday=False, only_weekday=False):
    if only_weekday:
        A("dates", q, slip, weekday=wd(d), date=iso(d))
    elif weekday:
        A("dates", q, slip, date=iso(d), weekday=wd(d))
    else:
        A("dates", q, slip, date=iso(d))


def coming(weekday, start=TODAY):
    """The coming <weekday>, strictly after start."""
    n = (weekday - start.weekday()) % 7 or 7
    return start + timedelta(days=n)


def most_recent(weekday, start=TODAY):
    """The most recent <weekday>, strictly before start."""
    n = (start.weekday() - weekday) % 7 or 7
    return start - timedelta(days=n)


def age_on(born, on=TODAY):
    return relativedelta(on, born).years


def iso_week(d):
    return d.isocalendar()[1]


assert coming(TUE) == date(2026, 12, 8) and most_recent(MON) == date(2026, 11, 30)

D("What's today's date?", TODAY, weekday=True)
D("What day of the week is it tomorrow?", TODAY + timedelta(days=1), only_weekday=True)
D("What was the date yesterday?", TODAY - timedelta(days=1))
D("What date does this coming Tuesday fall on?", coming(TUE))
D("What was the date last Wednesday?", most_recent(WED))
D("What's the date 45 days from today?", TODAY + timedelta(days=45))
D("What date was it 90 days ago?", TODAY - timedelta(days=90))
D("What will the date be two weeks from today?", TODAY + timedelta(weeks=2))
D("What's the date six months from now?", TODAY + relativedelta(months=6))
D("What was the date exactly one year ago today?", TODAY - relativedelta(years=1))
D("What day of the week was July 20, 1969?", date(1969, 7, 20), only_weekday=True)
D("What day of the week is March 15, 2027?", date(2027, 3, 15), only_weekday=True)
D("What day of the week was January 1st, 2000?", date(2000, 1, 1), only_weekday=True)
D("My birthday is August 9th. What day of the week is it on next year?", date(2027, 8, 9), only_weekday=True)
A("dates", "How many days after March 1, 2027 is June 30, 2027?",
  number=(date(2027, 6, 30) - date(2027, 3, 1)).days, tol=0)
A("dates", "How many days until March 20th, 2027?", days=(date(2027, 3, 20) - TODAY).days)
A("dates", "How many days has it been since January 1st of this year?",
  days=(TODAY - date(2026, 1, 1)).days)
A("dates", "What week number are we in right now?", number=iso_week(TODAY), tol=0)
A("dates", "What's the ISO week number for March 1, 2027?", number=iso_week(date(2027, 3, 1)), tol=0)
assert calendar.isleap(2028) and not calendar.isleap(1900) and calendar.isleap(2400)
A("dates", "Is 2028 a leap year?", contains=["yes"])
A("dates", "Was 1900 a leap year?", contains=["no|not"])
A("dates", "Will the year 2400 be a leap year?", contains=["yes"])
A("dates", "How many days does February have in 2027?", number=calendar.monthrange(2027, 2)[1], tol=0)
A("dates", "How many days are in February 2028?", number=calendar.monthrange(2028, 2)[1], tol=0)
A("dates", "How many days are there in the year 2028?", number=366 if calendar.isleap(2028) else 365, tol=0)
A("dates", "How old is someone who was born on May 17, 1988?", number=age_on(date(1988, 5, 17)), tol=0)
A("dates", "If I was born on December 25, 1990, how old am I now?", number=age_on(date(1990, 12, 25)), tol=0)
sats = [TODAY + timedelta(days=i) for i in range(1, (date(2026, 12, 31) - TODAY).days + 1)
        if (TODAY + timedelta(days=i)).weekday() == SAT]
A("dates", "How many more Saturdays are there before the year ends?", number=len(sats), tol=0)
D("What's the date of the last Friday in January 2027?", last_weekday(2027, 1, FRI))
D("What's the date of the first Monday in March 2027?", nth_weekday(2027, 3, MON, 1))
D("What date is 100 days from today?", TODAY + timedelta(days=100))
D("What's the date 1000 days from now?", TODAY + timedelta(days=1000))
D("What day of the week will it be 10 days from now?", TODAY + timedelta(days=10), only_weekday=True)
A("dates", "How many days are left in this month after today?",
  days=(date(2026, 12, 31) - TODAY).days)
A("dates", "What day of the year is it today, counting January 1st as day one?",
  number=TODAY.timetuple().tm_yday, tol=0)
D("What's the date three weeks from tomorrow?", TODAY + timedelta(days=1) + timedelta(weeks=3))
D("What day was it five days ago?", TODAY - timedelta(days=5), weekday=True)
D("What's the date of the second Tuesday in February 2027?", nth_weekday(2027, 2, TUE, 2))
A("dates", "On what day of the week does March 2027 begin?", weekday=wd(date(2027, 3, 1)))
A("dates", "What day of the week did 2026 start on?", weekday=wd(date(2026, 1, 1)))
A("dates", "How many days old is a baby born on November 1st this year?",
  number=(TODAY - date(2026, 11, 1)).days, tol=0)
D("What will the date be eight weeks from today?", TODAY + timedelta(weeks=8))
A("dates", "If I was born in 1983, what year do I turn 50?", number=1983 + 50, tol=0)
D("What's the date the day after tomorrow?", TODAY + timedelta(days=2))
D("What date is this Sunday?", coming(SUN))
# slips
D("what day is it today", TODAY, slip=True, only_weekday=True)
D("whats the date a week from today", TODAY + timedelta(weeks=1), slip=True)
D("um what day of the week was june sixth nineteen forty four", date(1944, 6, 6), slip=True, only_weekday=True)
A("dates", "how many days till march first", slip=True, days=(date(2027, 3, 1) - TODAY).days)
A("dates", "is twenty twenty seven a leap year", slip=True, contains=["no|not"])
assert not calendar.isleap(2027)
D("what day of the week is the fourteenth of january", date(2027, 1, 14), slip=True, only_weekday=True)
A("dates", "how many days are in april", slip=True, number=30, tol=0)
A("dates", "hey how old is someone born april second nineteen seventy five", slip=True,
  number=age_on(date(1975, 4, 2)), tol=0)
D("what date is thirty days from now", TODAY + timedelta(days=30), slip=True)
A("dates", "so what week of the year is it", slip=True, number=iso_week(TODAY), tol=0)
D("what was the date last sunday", most_recent(SUN), slip=True)
D("uh what day of the week was november eleventh nineteen eighteen", date(1918, 11, 11), slip=True, only_weekday=True)
D("whats the date ninety days from now", TODAY + timedelta(days=90), slip=True)


def nonexistent(y, m, d):
    try:
        date(y, m, d)
        return False
    except ValueError:
        return True


assert nonexistent(2027, 2, 30) and nonexistent(2027, 2, 29) and nonexistent(2027, 4, 31) and nonexistent(2027, 6, 31)
C("dates", "What day of the week is February 30th, 2027?")
C("dates", "What day of the week is February 29th next year?")
C("dates", "what day of the week is april thirty first twenty twenty seven", slip=True)
thursdays_nov27 = [d for d in range(1, 31) if date(2027, 11, d).weekday() == THU]
assert len(thursdays_nov27) == 4
C("dates", "What's the date of the fifth Thursday in November 2027?")
C("dates", "How many days until June 31st?")
C("dates", "What day of the week was the 32nd of January 2027?")
C("dates", "how many days until february thirtieth", slip=True)

# ---------------------------------------------------------------------------
# WORLD CLOCK
# ---------------------------------------------------------------------------


def here_offset_stable(zone):
    """Offset of zone and of New York do not change within +-3 days of now."""
    z = ZoneInfo(zone)
    offs = {(NOW + timedelta(days=k)).astimezone(z).utcoffset() for k in range(-3, 4)}
    return len(offs) == 1


def W(q, zone, slip=False):
    t = NOW.astimezone(ZoneInfo(zone))
    A("worldclock", q, slip, time=t.strftime("%H:%M"), tol_min=1)


def Wday(q, zone, slip=False):
    d = NOW.astimezone(ZoneInfo(zone)).date()
    A("worldclock", q, slip, date=iso(d), weekday=wd(d))


def Wdate(q, zone, slip=False):
    d = NOW.astimezone(ZoneInfo(zone)).date()
    A("worldclock", q, slip, date=iso(d))


def hours_diff(z1, z2):
    o1 = NOW.astimezone(ZoneInfo(z1)).utcoffset().total_seconds()
    o2 = NOW.astimezone(ZoneInfo(z2)).utcoffset().total_seconds()
    h = abs(o1 - o2) / 3600
    assert h == int(h), (z1, z2, h)
    assert here_offset_stable(z1) and here_offset_stable(z2)
    return int(h)


def Wdiff(q, z1, z2, slip=False):
    A("worldclock", q, slip, number=hours_diff(z1, z2), tol=0)


def Wconv(q, src, hh, mm, dst, slip=False):
    assert here_offset_stable(src) and here_offset_stable(dst)
    src_day = NOW.astimezone(ZoneInfo(src)).date()
    t = datetime.combine(src_day, time(hh, mm), ZoneInfo(src)).astimezone(ZoneInfo(dst))
    A("worldclock", q, slip, time=t.strftime("%H:%M"), tol_min=1)


W("What time is it in Tokyo right now?", "Asia/Tokyo")
W("What's the current time in Paris?", "Europe/Paris")
W("What time is it in Los Angeles?", "America/Los_Angeles")
W("What time is it in Honolulu at the moment?", "Pacific/Honolulu")
W("Tell me the time in Denver.", "America/Denver")
W("What's the time in Phoenix, Arizona?", "America/Phoenix")
W("What time is it in Chicago right now?", "America/Chicago")
W("What time is it in Anchorage?", "America/Anchorage")
W("What time is it in Bangalore?", "Asia/Kolkata")
W("What's the time in Kathmandu right now?", "Asia/Kathmandu")
W("What time is it in Tehran?", "Asia/Tehran")
W("What's the local time in Karachi?", "Asia/Karachi")
W("What time is it in Yangon, Myanmar?", "Asia/Yangon")
W("What time is it in Adelaide?", "Australia/Adelaide")
W("What time is it in Darwin, Australia?", "Australia/Darwin")
W("What's the time in Brisbane?", "Australia/Brisbane")
W("What time is it in Perth, Australia right now?", "Australia/Perth")
W("What time is it in Wellington, New Zealand?", "Pacific/Auckland")
W("What time is it in Singapore?", "Asia/Singapore")
W("What's the time in Dubai right now?", "Asia/Dubai")
W("What time is it in Moscow?", "Europe/Moscow")
W("What time is it in Istanbul?", "Europe/Istanbul")
W("What time is it in Cairo right now?", "Africa/Cairo")
W("What's the time in Lagos, Nigeria?", "Africa/Lagos")
W("What time is it in Cape Town?", "Africa/Johannesburg")
W("What time is it in Addis Ababa?", "Africa/Addis_Ababa")
W("What's the time in Buenos Aires?", "America/Argentina/Buenos_Aires")
W("What time is it in São Paulo?", "America/Sao_Paulo")
W("What time is it in Mexico City right now?", "America/Mexico_City")
W("What's the time in Lisbon?", "Europe/Lisbon")
W("What time is it in Athens?", "Europe/Athens")
W("What time is it in Halifax, Nova Scotia?", "America/Halifax")
W("What time is it in St. John's, Newfoundland?", "America/St_Johns")
W("What time is it in Santiago, Chile?", "America/Santiago")
W("What time is it in Iceland?", "Atlantic/Reykjavik")
W("What time is it in Kenya right now?", "Africa/Nairobi")
W("What time is it in the Philippines?", "Asia/Manila")
W("What time is it in Vancouver?", "America/Vancouver")
Wday("What day is it in Sydney right now?", "Australia/Sydney")
Wdate("What's the date in Auckland at the moment?", "Pacific/Auckland")
A("worldclock", "Is it still Friday in Honolulu?", contains=["yes"])
assert NOW.astimezone(ZoneInfo("Pacific/Honolulu")).weekday() == FRI
Wdiff("How many hours ahead of us is London?", "America/New_York", "Europe/London")
Wdiff("How many hours behind New York is Los Angeles?", "America/New_York", "America/Los_Angeles")
Wdiff("How many hours ahead of New York is Tokyo?", "America/New_York", "Asia/Tokyo")
Wdiff("How many hours is Sydney ahead of London right now?", "Europe/London", "Australia/Sydney")
Wdiff("How far ahead of Chicago is Paris?", "America/Chicago", "Europe/Paris")
Wdiff("How many hours apart are Dubai and Singapore?", "Asia/Dubai", "Asia/Singapore")
Wconv("When it's nine in the morning here, what time is it in London?", "America/New_York", 9, 0, "Europe/London")
Wconv("When it's 6 pm in Tokyo, what time is it here?", "Asia/Tokyo", 18, 0, "America/New_York")
Wconv("I have a meeting at 3 pm Berlin time. What time is that for me?", "Europe/Berlin", 15, 0, "America/New_York")
Wconv("If I call at 8 pm tonight, what time will it be in Honolulu?", "America/New_York", 20, 0, "Pacific/Honolulu")
Wconv("What's 10 am Pacific time in Eastern time?", "America/Los_Angeles", 10, 0, "America/New_York")
Wconv("My flight lands in Dubai at 7 am local time. What time is that in New York?", "Asia/Dubai", 7, 0,
      "America/New_York")
Wconv("When it's noon in New Delhi, what time is it here?", "Asia/Kolkata", 12, 0, "America/New_York")
# slips
W("what time is it in bay jing", "Asia/Shanghai", slip=True)
W("whats the time in sidney australia", "Australia/Sydney", slip=True)
W("what time is it in new deli", "Asia/Kolkata", slip=True)
W("um what time is it in lima peru", "America/Lima", slip=True)
W("what time is it in keev ukraine", "Europe/Kyiv", slip=True)
W("hey whats the time in copen hagen", "Europe/Copenhagen", slip=True)
Wdiff("how many hours ahead is london from here", "America/New_York", "Europe/London", slip=True)
Wconv("uh its eight thirty in the morning here what time is that in tokyo", "America/New_York", 8, 30, "Asia/Tokyo", slip=True)
W("what time is it in bankok", "Asia/Bangkok", slip=True)
W("so what time is it in seattle", "America/Los_Angeles", slip=True)
Wday("what day is it in tokyo", "Asia/Tokyo", slip=True)
W("what time is it in honk kong", "Asia/Hong_Kong", slip=True)
W("what time is it in the u k right now", "Europe/London", slip=True)
Wdiff("um how many hours is paris ahead of us", "America/New_York", "Europe/Paris", slip=True)
# cannot: ambiguous or unknown places
C("worldclock", "What time is it in Portland?", names="Portland")
C("worldclock", "What time is it in Russia right now?", names="Russia")
C("worldclock", "what time is it in brazil", slip=True, names="Brazil")
C("worldclock", "What time is it in Gondor?", names="Gondor")
C("worldclock", "What's the time in Birmingham?", names="Birmingham")
C("worldclock", "What time is it in Zorbleton City?", names="Zorbleton")
C("worldclock", "hey what time is it in wakanda", slip=True, names="Wakanda")
for zset in (["America/Sao_Paulo", "America/Manaus", "America/Noronha"],
             ["Europe/Moscow", "Asia/Vladivostok"]):
    assert len({NOW.astimezone(ZoneInfo(z)).utcoffset() for z in zset}) > 1
assert NOW.astimezone(ZoneInfo("America/Los_Angeles")).utcoffset() != NOW.astimezone(ZoneInfo("America/New_York")).utcoffset()  # Portland OR vs ME
assert NOW.astimezone(ZoneInfo("Europe/London")).utcoffset() != NOW.astimezone(ZoneInfo("America/Chicago")).utcoffset()  # Birmingham UK vs AL

# ---------------------------------------------------------------------------
# SUN
# ---------------------------------------------------------------------------
NYC = astral.LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)


def sun_at(lat, lon, zone, d):
    obs = astral.LocationInfo("x", "x", zone, lat, lon).observer
    return astral.sun.sun(obs, date=d, tzinfo=ZoneInfo(zone))


def hhmm(dt):
    dt = dt + timedelta(seconds=30)
    return dt.strftime("%H:%M")


def S(q, event, d, slip=False, where=(40.7128, -74.0060, "America/New_York")):
    s = sun_at(where[0], where[1], where[2], d)
    A("sun", q, slip, time=hhmm(s[event]), tol_min=3)


def Slen(q, d, slip=False):
    s = sun_at(40.7128, -74.0060, "America/New_York", d)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(mins // 60)
    m = mins - 60 * h
    assert 5 <= m <= 55, (d, m)  # keep away from whole hours
    A("sun", q, slip, contains=["%d hour|%d h|%d:" % (h, h, h)], number=r6(m), tol=r6(1.5 / m))


S("What time is sunrise today?", "sunrise", TODAY)
S("When does the sun set today?", "sunset", TODAY)
S("What time does the sun come up tomorrow?", "sunrise", TODAY + timedelta(days=1))
S("What time is sunset on Christmas Day?", "sunset", date(2026, 12, 25))
S("When's sunrise on New Year's Day?", "sunrise", date(2027, 1, 1))
S("What time is sunset on December 21st?", "sunset", date(2026, 12, 21))
Slen("How many hours of daylight are there on December 21st?", date(2026, 12, 21))
Slen("How long will the day be on March 20, 2027, from sunrise to sunset?", date(2027, 3, 20))
S("What time is sunrise on July 4th next year?", "sunrise", date(2027, 7, 4))
S("When does the sun set on Valentine's Day?", "sunset", date(2027, 2, 14))
S("What time is solar noon today?", "noon", TODAY)
S("When does morning civil twilight begin tomorrow?", "dawn", TODAY + timedelta(days=1))
S("When will the sun set a month from today?", "sunset", TODAY + relativedelta(months=1))
S("What time is sunrise this Sunday?", "sunrise", coming(SUN))
S("What time does the sun rise in Paris tomorrow, in Paris time?", "sunrise", TODAY + timedelta(days=1),
  where=(48.8566, 2.3522, "Europe/Paris"))
S("When is sunset in Los Angeles today, their local time?", "sunset", TODAY,
  where=(34.0522, -118.2437, "America/Los_Angeles"))
S("What time does the sun set in Honolulu today, local time?", "sunset", TODAY,
  where=(21.3069, -157.8583, "Pacific/Honolulu"))
# slips
S("what time is sun rise tomorrow", "sunrise", TODAY + timedelta(days=1), slip=True)
S("um when does the sun go down today", "sunset", TODAY, slip=True)
S("what time is sunset on new years eve", "sunset", date(2026, 12, 31), slip=True)
Slen("hey how much daylight do we get today", TODAY, slip=True)
S("when does the sun rise on christmas morning", "sunrise", date(2026, 12, 25), slip=True)
S("what time is sun set tomorrow", "sunset", TODAY + timedelta(days=1), slip=True)
# cannot
try:
    sun_at(71.2906, -156.7886, "America/Anchorage", TODAY + timedelta(days=1))
    raise AssertionError("expected polar night in Utqiagvik")
except ValueError:
    pass
C("sun", "What time does the sun rise tomorrow in Utqiagvik, Alaska?", names="Utqiagvik")
C("sun", "When's sunset on February 30th?")
C("sun", "When does the sun come up in Atlantis?", names="Atlantis")
C("sun", "What time is sunrise on November 31st?")

# ---------------------------------------------------------------------------
# UNITS (exact factors)
# ---------------------------------------------------------------------------
INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
TROY_OZ = 31.1034768e-3
CARAT = 0.2e-3
GALLON = 231 * INCH ** 3  # m^3
QUART = GALLON / 4
PINT = GALLON / 8
CUP = GALLON / 16
FLOZ = GALLON / 128
TBSP = FLOZ / 2
TSP = FLOZ / 6
LITER = 1e-3
ML = 1e-6
IMP_GALLON = 4.54609e-3
ACRE = 43560 * FOOT ** 2
HECTARE = 1e4
KNOT = NMI / 3600  # m/s
KMH = 1000 / 3600
MPH = MILE / 3600
PSI = LB * 9.80665 / INCH ** 2
ATM = 101325.0
KCAL = 4184.0
KWH = 3.6e6
BTU = 1055.05585262
HP = 745.69987158227022
BUTTER_STICK = LB / 4


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def U(q, value, slip=False):
    A("units", q, slip, number=num(value))


U("How many centimeters are in 6 inches?", 6 * INCH / 0.01)
U("Convert 5 feet 10 inches to centimeters.", (5 * FOOT + 10 * INCH) / 0.01)
U("How many meters is 100 yards?", 100 * YARD)
U("A marathon is 26.2 miles. How many kilometers is that?", 26.2 * MILE / 1000)
U("What's 10 kilometers in miles?", 10000 / MILE)
U("How many feet is 3 meters?", 3 / FOOT)
U("Convert 180 pounds to kilograms.", 180 * LB)
U("How many pounds is 70 kilograms?", 70 / LB)
U("How many grams are in 8 ounces?", 8 * OZ * 1000)
U("How many ounces is 500 grams?", 0.5 / OZ)
U("What's 12 stone in kilograms?", 12 * STONE)
U("How many milliliters are in one cup?", CUP / ML)
U("How many tablespoons are in a cup?", CUP / TBSP)
U("How many teaspoons make a tablespoon?", TBSP / TSP)
U("How many teaspoons are in a quarter cup?", CUP / 4 / TSP)
U("How many cups are in a quart?", QUART / CUP)
U("How many fluid ounces are in a pint?", PINT / FLOZ)
U("Convert 2 liters to cups.", 2 * LITER / CUP)
U("How many liters is 5 gallons?", 5 * GALLON / LITER)
U("How many milliliters is 3 tablespoons?", 3 * TBSP / ML)
U("What's 350 degrees Fahrenheit in Celsius?", f2c(350))
U("Convert 200 degrees Celsius to Fahrenheit.", c2f(200))
U("What is 98.6 Fahrenheit in Celsius?", f2c(98.6))
U("What's 20 degrees Celsius in kelvin?", 20 + 273.15)
U("What is absolute zero, 0 kelvin, in Fahrenheit?", c2f(-273.15))
U("How many acres are in one hectare?", HECTARE / ACRE)
U("How many square feet are in an acre?", ACRE / FOOT ** 2)
U("Convert 1500 square feet to square meters.", 1500 * FOOT ** 2)
U("What's 60 miles per hour in kilometers per hour?", 60 * MPH / KMH)
U("What's 100 km/h in miles per hour?", 100 * KMH / MPH)
U("How many miles per hour is 20 knots?", 20 * KNOT / MPH)
U("How many meters per second is 36 kilometers per hour?", 36 * KMH)
U("How many megabytes are in 2.5 gigabytes?", 2.5e9 / 1e6)
U("How many kibibytes are in a mebibyte?", 2 ** 20 / 2 ** 10)
U("How many megabytes are in a terabyte?", 1e12 / 1e6)
U("How many ounces are in a pound?", LB / OZ)
U("How many inches are in a foot and a half?", 1.5 * FOOT / INCH)
U("How many feet are in a mile?", MILE / FOOT)
U("How many yards are in a mile?", MILE / YARD)
U("How many seconds are in a day?", 24 * 3600)
U("How many minutes are in a week?", 7 * 24 * 60)
U("How many hours are in 3 days?", 3 * 24)
U("What's 5 psi in kilopascals?", 5 * PSI / 1000)
U("Convert 1 standard atmosphere to psi.", ATM / PSI)
U("How many kilojoules are in 300 food Calories?", 300 * KCAL / 1000)
U("How many BTUs are in one kilowatt-hour?", KWH / BTU)
U("What's 150 horsepower in kilowatts?", 150 * HP / 1000)
U("How many nautical miles is one statute mile?", MILE / NMI)
U("How many millimeters is a quarter inch?", 0.25 * INCH / 0.001)
U("How many liters are in an imperial gallon?", IMP_GALLON / LITER)
U("How tall is 6 foot 2 in meters?", 6 * FOOT + 2 * INCH)
U("What's 30 miles per gallon in liters per 100 kilometers?", 100 * 1000 * GALLON / LITER / (30 * MILE))
U("How many grams of butter are in half a stick?", BUTTER_STICK / 2 * 1000)
U("How many carats are in one gram?", 1e-3 / CARAT)
U("Convert 3 troy ounces to grams.", 3 * TROY_OZ * 1000)
U("How many square meters is a 12 by 15 foot room?", 12 * 15 * FOOT ** 2)
U("My oven says 220 C. What's that in Fahrenheit?", c2f(220))
# slips
U("how many grams in a pound", LB * 1000, slip=True)
U("um how many fluid oz in a cup", CUP / FLOZ, slip=True)
U("convert one hundred eighty celsius to fahrenheit", c2f(180), slip=True)
U("how many milli liters in a tea spoon", TSP / ML, slip=True)
U("whats ten miles in kilometers", 10 * MILE / 1000, slip=True)
U("how many kilos is two hundred pounds", 200 * LB, slip=True)
U("how many inches is thirty centimeters", 0.30 / INCH, slip=True)
U("hey how many feet in a meter", 1 / FOOT, slip=True)
U("how many courts in a gallon", GALLON / QUART, slip=True)
U("seventy two fahrenheit to celsius", f2c(72), slip=True)
U("so how many pints in a gallon", GALLON / PINT, slip=True)
U("how many cups in a liter", LITER / CUP, slip=True)
U("how many ounces in a kilo", 1 / OZ, slip=True)
U("how many centimeters in a yard", YARD / 0.01, slip=True)
U("whats a hundred kilometers in miles", 100000 / MILE, slip=True)
# cannot
C("units", "Convert 10 meters to kilograms.")
C("units", "How many seconds are in a mile?")
C("units", "Convert 3 gallons to hours.")
C("units", "How many zinkers are in a foot?", names="zinkers")
C("units", "convert fifty degrees fahrenheit to inches", slip=True)
C("units", "How many square feet are in a cubic yard?")
C("units", "convert five kilos to miles", slip=True)
C("units", "How many watts are in a gallon?")

# ---------------------------------------------------------------------------
# WordNet (used by spelling cannot-checks and by words)
# ---------------------------------------------------------------------------
LEXNAMES = ["adj.all 3", "adj.pert 3", "adv.all 4", "noun.Tops 1", "noun.act 1", "noun.animal 1",
            "noun.artifact 1", "noun.attribute 1", "noun.body 1", "noun.cognition 1",
            "noun.communication 1", "noun.event 1", "noun.feeling 1", "noun.food 1", "noun.group 1",
            "noun.location 1", "noun.motive 1", "noun.object 1", "noun.person 1", "noun.phenomenon 1",
            "noun.plant 1", "noun.possession 1", "noun.process 1", "noun.quantity 1", "noun.relation 1",
            "noun.shape 1", "noun.state 1", "noun.substance 1", "noun.time 1", "verb.body 2",
            "verb.change 2", "verb.cognition 2", "verb.communication 2", "verb.competition 2",
            "verb.consumption 2", "verb.contact 2", "verb.creation 2", "verb.emotion 2", "verb.motion 2",
            "verb.perception 2", "verb.possession 2", "verb.social 2", "verb.stative 2", "verb.weather 2",
            "adj.ppl 3"]
assert len(LEXNAMES) == 45


def load_wordnet(src="/usr/share/wordnet"):
    tmp = tempfile.mkdtemp(prefix="heldout18-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    dst = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree(src, dst)
    with open(os.path.join(dst, "lexnames"), "w") as f:
        for i, line in enumerate(LEXNAMES):
            name, cat = line.split()
            f.write("%02d\t%s\t%s\n" % (i, name, cat))
    nltk.data.path.insert(0, tmp)
    WordNetCorpusReader.map_wn = lambda self, *a, **k: None  # no version mapping
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reader = WordNetCorpusReader(nltk.data.find("corpora/wordnet"), None)
    assert reader.get_version() == "3.0"
    return reader


WN = load_wordnet()


def word_synsets(word):
    key = word.lower().replace(" ", "_")
    out = []
    for s in WN.synsets(key):
        if any(l.name().lower() == key for l in s.lemmas()) and s not in out:
            out.append(s)
    return out


def best_synset(word):
    key = word.lower().replace(" ", "_")
    best, best_count = None, -1
    for s in word_synsets(word):
        c = max(l.count() for l in s.lemmas() if l.name().lower() == key)
        if c > best_count:
            best, best_count = s, c
    return best


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    parts = [p for p in parts if p and not p.startswith("-")]
    return "; ".join(parts)


def synonyms(word):
    key = word.lower().replace(" ", "_")
    b = best_synset(word)
    first = [l.name() for l in b.lemmas() if l.name().lower() != key]
    assert first, word
    rest = []
    for s in word_synsets(word):
        if s == b:
            continue
        rest += [l.name() for l in s.lemmas() if l.name().lower() != key]
    out = []
    for n in first + rest:
        n = n.replace("_", " ")
        if n not in out:
            out.append(n)
    return out


def not_in_wordnet(word):
    w = word.lower()
    return not WN.synsets(w) and not any(WN.lemmas(w, pos=p) for p in "nvar")


# ---------------------------------------------------------------------------
# SPELLING
# ---------------------------------------------------------------------------


def SP(q, word, slip=False):
    letters = [c.upper() for c in word if c.isalpha()]
    assert len(letters) == len(word), word
    A("spelling", q, slip, letters=letters)


SP("How do you spell rhythm?", "rhythm")
SP("Can you spell accommodate for me?", "accommodate")
SP("How is bureaucracy spelled?", "bureaucracy")
SP("Spell fluorescent, please.", "fluorescent")
SP("How do you spell mischievous?", "mischievous")
SP("What's the spelling of questionnaire?", "questionnaire")
SP("How do I spell silhouette?", "silhouette")
SP("Could you spell pharaoh?", "pharaoh")
SP("How do you spell entrepreneur?", "entrepreneur")
SP("How do you spell Massachusetts?", "Massachusetts")
SP("Spell the city Tucson.", "Tucson")
SP("How is liaison spelled?", "liaison")
SP("How do you spell broccoli?", "broccoli")
SP("How do you spell zucchini?", "zucchini")
SP("Spell cinnamon for me.", "cinnamon")
SP("How do you spell lieutenant?", "lieutenant")
SP("How do you spell chrysanthemum?", "chrysanthemum")
SP("What's the correct spelling of onomatopoeia?", "onomatopoeia")
SP("How do you spell millennium?", "millennium")
SP("How do you spell embarrass?", "embarrass")
SP("How do you spell the word their, as in belonging to them?", "their")
SP("How do you spell flour, the baking ingredient?", "flour")
SP("How do you spell principal, as in the head of a school?", "principal")
SP("How do you spell stationery, meaning writing paper?", "stationery")
SP("How do you spell dessert, the sweet course after dinner?", "dessert")
SP("How do you spell Pittsburgh?", "Pittsburgh")
SP("Spell Fahrenheit.", "Fahrenheit")
# slips
SP("how do you spell definitely", "definitely", slip=True)
SP("um spell necessary", "necessary", slip=True)
SP("hey how do you spell receipt", "receipt", slip=True)
SP("spell the herb time like in cooking", "thyme", slip=True)
SP("spell mississippi for me", "Mississippi", slip=True)
SP("how do you spell the word colonel like in the army", "colonel", slip=True)
SP("how do you spell restaurant", "restaurant", slip=True)
# cannot
for w in ("flibbertygrunch", "zarquonical", "blorfintube"):
    assert not_in_wordnet(w), w
C("spelling", "How do you spell flibbertygrunch?", names="flibbertygrunch")
C("spelling", "Spell zarquonical for me.", names="zarquonical")
C("spelling", "Can you spell the word I'm thinking of?")
C("spelling", "how do you spell blorfintube", slip=True, names="blorfintube")

# ---------------------------------------------------------------------------
# WORDS
# ---------------------------------------------------------------------------


def DEF(q, word, slip=False):
    b = best_synset(word)
    assert b is not None, word
    A("words", q, slip, gloss=clean_gloss(b), glosses=[clean_gloss(s) for s in word_synsets(word)])


def SYN(q, word, slip=False):
    A("words", q, slip, synonyms=synonyms(word))


DEF("What does ubiquitous mean?", "ubiquitous")
DEF("Define ephemeral.", "ephemeral")
DEF("What's the meaning of meticulous?", "meticulous")
DEF("What does the word serendipity mean?", "serendipity")
DEF("What does benevolent mean?", "benevolent")
DEF("Give me the definition of lethargic.", "lethargic")
DEF("What does resilient mean?", "resilient")
DEF("What's the definition of quaint?", "quaint")
DEF("What does frivolous mean?", "frivolous")
DEF("What does it mean to saute something?", "saute")
DEF("What does marinate mean?", "marinate")
DEF("What is a spatula?", "spatula")
DEF("What's a bibliography?", "bibliography")
DEF("What is an anthology?", "anthology")
DEF("Define the word memoir.", "memoir")
DEF("What is a skillet?", "skillet")
DEF("What does procrastinate mean?", "procrastinate")
DEF("What's a prologue?", "prologue")
DEF("What is a cookbook?", "cookbook")
DEF("What's the meaning of the word periodical?", "periodical")
DEF("What are leftovers?", "leftovers")
SYN("What's another word for begin?", "begin")
SYN("Give me a synonym for buy.", "buy")
SYN("What's a synonym for funny?", "funny")
SYN("What's another word for stubborn?", "stubborn")
SYN("Give me a synonym for difficult.", "difficult")
SYN("What's another word for brave?", "brave")
SYN("What is a synonym for enormous?", "enormous")
SYN("Tell me another word for tiny.", "tiny")
SYN("What's a synonym for car?", "car")
SYN("What's another word for jovial?", "jovial")
# slips
DEF("um what does glossery mean", "glossary", slip=True)
DEF("whats a thesaurus", "thesaurus", slip=True)
DEF("what does almanack mean", "almanac", slip=True)
DEF("hey define dough", "dough", slip=True)
SYN("whats another word for cheap", "cheap", slip=True)
SYN("so whats a synonym for rapidly", "rapidly", slip=True)
DEF("what does the word genre mean", "genre", slip=True)
SYN("um another word for scared please", "scared", slip=True)
# cannot
for w in ("flumbuzzle", "gribnotic", "snarfelwump", "quindlewort", "vorpaloid", "blinkerfrass"):
    assert not_in_wordnet(w), w
C("words", "What does flumbuzzle mean?", names="flumbuzzle")
C("words", "Define gribnotic.", names="gribnotic")
C("words", "What's a synonym for snarfelwump?", names="snarfelwump")
C("words", "what does quindlewort mean", slip=True, names="quindlewort")
C("words", "What's the definition of vorpaloid?", names="vorpaloid")
C("words", "what does blinkerfrass mean", slip=True, names="blinkerfrass")

# ---------------------------------------------------------------------------
# CALC
# ---------------------------------------------------------------------------


def K(q, value, slip=False, tol=None):
    v = num(value)
    if tol is None:
        tol = 0 if isinstance(v, int) else 0.001
    A("calc", q, slip, number=v, tol=tol)


K("What's 15% of 80?", 0.15 * 80)
K("What's an 18% tip on $64.50?", 0.18 * 64.50)
K("How much is a 20 percent tip on a $47 bill?", 0.20 * 47)
K("Our bill is $120 and we want to leave a 15 percent tip. What's the total with the tip?", 120 * 1.15)
K("Split $96 evenly among 5 people. How much each?", 96 / 5)
K("An $80 jacket is 25% off. What's the sale price?", 80 * 0.75)
K("What percent of 250 is 40?", 40 / 250 * 100)
K("What's 17 times 23?", 17 * 23)
K("What's 144 divided by 12?", 144 / 12)
K("What is the square root of 729?", math.isqrt(729))
assert math.isqrt(729) ** 2 == 729
K("What's 2 to the power of 16?", 2 ** 16)
K("What is 10 minus 2 times 3?", 10 - 2 * 3)
K("What's 1234 plus 5678?", 1234 + 5678)
K("What's 7.5% sales tax on $240?", 0.075 * 240)
K("Rent rose from $1,500 to $1,620. What percent increase is that?", (1620 - 1500) / 1500 * 100)
K("What's 12 squared?", 12 ** 2)
K("What's one eighth as a decimal?", 1 / 8)
K("What's three quarters of 48?", 0.75 * 48)
K("What is 9 factorial?", math.factorial(9))
K("A $39.99 shirt is 15% off. What do I pay?", 39.99 * 0.85)
K("What's a 22 percent tip on $85?", 0.22 * 85)
K("Dinner for four came to $138 including tip. How much does each person pay?", 138 / 4)
K("What's the average of 12, 15, and 21?", (12 + 15 + 21) / 3)
K("What's 1000 minus 387?", 1000 - 387)
K("What's 5% of a million?", 0.05 * 1_000_000)
K("What's the cube root of 343?", 7)
assert 7 ** 3 == 343
# slips
K("whats fifteen percent of two hundred", 0.15 * 200, slip=True)
K("um how much is a twenty percent tip on fifty five dollars", 0.20 * 55, slip=True)
K("whats 7 times 8", 7 * 8, slip=True)
K("hey three of us owe eighty four dollars how much does each pay", 84 / 3, slip=True)
K("how much is six hundred divided by twelve", 600 / 12, slip=True)
K("whats twenty five times four", 25 * 4, slip=True)
K("whats thirty percent of ninety", 0.30 * 90, slip=True)
# cannot
C("calc", "What's 50 divided by zero?")
C("calc", "what is nine divided by zero", slip=True)
C("calc", "What's the remainder when 10 is divided by 0?")

# ---------------------------------------------------------------------------
# checks and output
# ---------------------------------------------------------------------------
ALLOWED = {"contains", "number", "tol", "date", "weekday", "time", "tol_min", "days", "letters",
           "gloss", "glosses", "synonyms", "names"}
qs = [it["q"] for it in ITEMS]
dups = [q for q, n in Counter(x.lower().rstrip("?.!") for x in qs).items() if n > 1]
assert not dups, dups
for it in ITEMS:
    e = it["expect"]
    assert set(e) <= ALLOWED, e
    if it["kind"] == "answer":
        assert e and "names" not in e, it
    else:
        assert set(e) <= {"names"}, it
    if "date" in e:
        date.fromisoformat(e["date"])
    if "weekday" in e:
        assert e["weekday"] in calendar.day_name
        if "date" in e:
            assert wd(date.fromisoformat(e["date"])) == e["weekday"]
    if "time" in e:
        datetime.strptime(e["time"], "%H:%M")
        assert "tol_min" in e
    if "tol" in e:
        assert "number" in e
    if it["slip"]:
        q = it["q"]
        assert q == q.lower() and not any(c in q for c in "?!,."), q

n = len(ITEMS)
assert n >= 280, n
with open(OUT, "w", encoding="utf-8") as f:
    for i, it in enumerate(ITEMS, 1):
        rec = OrderedDict(id="q18_%03d" % i)
        rec.update(it)
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")

# counts table
rows = []
tot = Counter()
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
for g in GROUPS:
    a = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "answer")
    c = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "cannot")
    s = sum(1 for it in ITEMS if it["group"] == g and it["slip"])
    tot.update(answer=a, cannot=c, slip=s)
    print("| %s | %d | %d | %d |" % (g, a, c, s))
print("| **total** | **%d** | **%d (%.1f%%)** | **%d (%.1f%%)** |" % (
    tot["answer"], tot["cannot"], 100 * tot["cannot"] / n, tot["slip"], 100 * tot["slip"] / n))
print("%d questions written to %s" % (n, OUT), file=sys.stderr)
