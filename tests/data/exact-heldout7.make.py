#!/usr/bin/env python3
"""exact-heldout7: a seventh held-out set of "exact answer" questions.

Holds the questions and computes every expected answer independently of the
project (imports nothing from it). Run directly to (re)write
tests/data/exact-heldout7.jsonl next to this file.

Needs: holidays, python-dateutil, astral, nltk (pip) and Debian's wordnet-base
(WordNet 3.0 in /usr/share/wordnet). See exact-heldout7.README.md.

Fixed situation: now = Friday 2026-12-04 14:30 America/New_York, country US,
place New York City (40.7128, -74.0060).
"""

import atexit
import calendar
import datetime as dt
import json
import os
import shutil
import sys
import tempfile
import warnings
from zoneinfo import ZoneInfo

import holidays
from astral import LocationInfo
from astral.sun import sun
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

warnings.filterwarnings("ignore")

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout7.jsonl")

# --------------------------------------------------------------------------
# the fixed situation
# --------------------------------------------------------------------------
NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, tzinfo=NY)
TODAY = NOW.date()
NYC = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)

assert TODAY.weekday() == FRI

ITEMS = []


def num(x):
    """Round to 6 decimals; whole numbers are written as ints."""
    x = round(float(x), 6)
    if x == int(x):
        return int(x)
    return x


def add(group, q, expect, slip=False, cannot=False):
    ITEMS.append({
        "group": group,
        "q": q,
        "kind": "cannot" if cannot else "answer",
        "slip": bool(slip),
        "expect": expect,
    })


def wd(d):
    return WEEKDAYS[d.weekday()]


def e_date(d, weekday=False):
    e = {"date": d.isoformat()}
    if weekday:
        e["weekday"] = wd(d)
    return e


def e_days(target, start=None):
    start = start or TODAY
    return {"days": abs((target - start).days)}


# --------------------------------------------------------------------------
# holiday rules
# --------------------------------------------------------------------------
def nth_weekday(year, month, weekday, n):
    d = dt.date(year, month, 1)
    d += dt.timedelta(days=(weekday - d.weekday()) % 7)
    return d + dt.timedelta(weeks=n - 1)


def last_weekday(year, month, weekday):
    d = dt.date(year, month, calendar.monthrange(year, month)[1])
    return d - dt.timedelta(days=(d.weekday() - weekday) % 7)


def fixed(month, day):
    return lambda y: dt.date(y, month, day)


def observed(d):
    """US federal observance rule: Saturday -> Friday, Sunday -> Monday."""
    if d.weekday() == SAT:
        return d - dt.timedelta(days=1)
    if d.weekday() == SUN:
        return d + dt.timedelta(days=1)
    return d


R = {
    "new_year": fixed(1, 1),
    "mlk": lambda y: nth_weekday(y, 1, MON, 3),
    "presidents": lambda y: nth_weekday(y, 2, MON, 3),
    "memorial": lambda y: last_weekday(y, 5, MON),
    "juneteenth": fixed(6, 19),
    "independence": fixed(7, 4),
    "labor": lambda y: nth_weekday(y, 9, MON, 1),
    "columbus": lambda y: nth_weekday(y, 10, MON, 2),
    "veterans": fixed(11, 11),
    "thanksgiving": lambda y: nth_weekday(y, 11, THU, 4),
    "christmas": fixed(12, 25),
    # observances and others
    "christmas_eve": fixed(12, 24),
    "new_years_eve": fixed(12, 31),
    "valentine": fixed(2, 14),
    "groundhog": fixed(2, 2),
    "st_patrick": fixed(3, 17),
    "halloween": fixed(10, 31),
    "boxing": fixed(12, 26),
    "bastille": fixed(7, 14),
    "australia_day": fixed(1, 26),
    "orthodox_christmas": fixed(1, 7),
    "earth_day": fixed(4, 22),
    "inauguration": fixed(1, 20),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - dt.timedelta(days=2),
    "palm_sunday": lambda y: easter(y) - dt.timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - dt.timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - dt.timedelta(days=47),
    "pentecost": lambda y: easter(y) + dt.timedelta(days=49),
    "mothering_sunday_uk": lambda y: easter(y) - dt.timedelta(days=21),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "mothers_day": lambda y: nth_weekday(y, 5, SUN, 2),
    "fathers_day": lambda y: nth_weekday(y, 6, SUN, 3),
    "black_friday": lambda y: nth_weekday(y, 11, THU, 4) + dt.timedelta(days=1),
    "cyber_monday": lambda y: nth_weekday(y, 11, THU, 4) + dt.timedelta(days=4),
    "canada_thanksgiving": lambda y: nth_weekday(y, 10, MON, 2),
    "dst_start": lambda y: nth_weekday(y, 3, SUN, 2),
    "dst_end": lambda y: nth_weekday(y, 11, SUN, 1),
    "election": lambda y: nth_weekday(y, 11, MON, 1) + dt.timedelta(days=1),
}


def next_of(key):
    """'When is X' without a year: the next one on or after today."""
    d = R[key](TODAY.year)
    return d if d >= TODAY else R[key](TODAY.year + 1)


def check_rules():
    federal = ["new_year", "mlk", "presidents", "memorial", "juneteenth", "independence",
               "labor", "columbus", "veterans", "thanksgiving", "christmas"]
    for y in (2020, 2026, 2027, 2028):
        us = holidays.US(years=y)
        for k in federal:
            if k == "juneteenth" and y < 2021:
                continue
            assert R[k](y) in us, (k, y)
    # observed Juneteenth 2027 (Saturday -> Friday)
    us27 = holidays.US(years=2027)
    assert observed(R["juneteenth"](2027)) == dt.date(2027, 6, 18)
    assert "observed" in us27.get(dt.date(2027, 6, 18)).lower()
    # Canadian Thanksgiving (Ontario) and Chinese New Year against the package
    ca = holidays.CA(subdiv="ON", years=2027)
    assert "Thanksgiving" in ca.get(R["canada_thanksgiving"](2027))
    # DST rules against tzdata
    for y in (2026, 2027, 2028):
        a = R["dst_start"](y)
        b = R["dst_end"](y)
        assert dt.datetime(a.year, a.month, a.day, 12, tzinfo=NY).utcoffset() == dt.timedelta(hours=-4)
        assert (dt.datetime(a.year, a.month, a.day, 1, tzinfo=NY).utcoffset()
                == dt.timedelta(hours=-5))
        assert dt.datetime(b.year, b.month, b.day, 12, tzinfo=NY).utcoffset() == dt.timedelta(hours=-5)
        assert (dt.datetime(b.year, b.month, b.day, 0, 30, tzinfo=NY).utcoffset()
                == dt.timedelta(hours=-4))


def chinese_new_year(year):
    cn = holidays.China(years=year)
    days = sorted(d for d, n in cn.items()
                  if "Spring Festival" in n and "observed" not in n and "Eve" not in n)
    return days[0]


# --------------------------------------------------------------------------
# holidays
# --------------------------------------------------------------------------
def build_holidays():
    g = "holidays"
    add(g, "when is thanks giving next year", e_date(R["thanksgiving"](2027)), slip=True)
    add(g, "the kids keep asking me how many more days till christmas",
        e_days(next_of("christmas")), slip=True)
    add(g, "What day of the week does Christmas fall on this year?",
        e_date(R["christmas"](2026), weekday=True))
    add(g, "Is New Year's Day on a weekday this time around? What day is it?",
        e_date(next_of("new_year"), weekday=True))
    add(g, "When's Martin Luther King Day in 2027?", e_date(R["mlk"](2027)))
    add(g, "I get Presidents' Day off. What date is it next year?",
        e_date(R["presidents"](2027)))
    add(g, "Hey, what day of the week is Valentine's Day going to be?",
        e_date(next_of("valentine"), weekday=True))
    add(g, "could you tell me the date of easter twenty twenty seven", e_date(R["easter"](2027)),
        slip=True)
    add(g, "I'm planning a brunch for my mom. When is Mother's Day next year?",
        e_date(R["mothers_day"](2027)))
    add(g, "memorial day twenty twenty seven which date is that", e_date(R["memorial"](2027)),
        slip=True)
    add(g, "When do we celebrate Father's Day next year?", e_date(R["fathers_day"](2027)))
    add(g, "Juneteenth lands on a Saturday next year, so which day do federal workers get off?",
        e_date(observed(R["juneteenth"](2027)), weekday=True))
    add(g, "what day of the week is the fourth of july in twenty twenty seven",
        e_date(R["independence"](2027), weekday=True), slip=True)
    add(g, "When's Labor Day next year?", e_date(R["labor"](2027)))
    add(g, "What's the date of Columbus Day, or Indigenous Peoples' Day, in 2027?",
        e_date(R["columbus"](2027)))
    add(g, "The kids want to know what day Halloween is on next year.",
        e_date(R["halloween"](2027), weekday=True))
    add(g, "Veterans Day 2027 falls on what day of the week?",
        e_date(R["veterans"](2027), weekday=True))
    add(g, "When is the next presidential Election Day?", e_date(R["election"](2028)))
    add(g, "How many days do we have left until New Year's Eve?",
        e_days(next_of("new_years_eve")))
    add(g, "Christmas Eve this year, is that a Thursday or a Friday?",
        e_date(R["christmas_eve"](2026), weekday=True))
    add(g, "What date is Ash Wednesday in 2027?", e_date(R["ash_wednesday"](2027)))
    add(g, "im going to new orleans for mardi gra next year what date is it",
        e_date(R["mardi_gras"](2027)), slip=True)
    add(g, "When is Good Friday in 2027?", e_date(R["good_friday"](2027)))
    add(g, "Which date is Palm Sunday in 2028?", e_date(R["palm_sunday"](2028)))
    add(g, "so when do the clocks spring forward next year", e_date(R["dst_start"](2027)), slip=True)
    add(g, "When does daylight saving time end in 2027?", e_date(R["dst_end"](2027)))
    add(g, "What's the date of Black Friday next year?", e_date(R["black_friday"](2027)))
    add(g, "My parents host every year. What date will Thanksgiving be in 2030?",
        e_date(R["thanksgiving"](2030)))
    add(g, "What day of the week will Christmas be in 2030?",
        e_date(R["christmas"](2030), weekday=True))
    add(g, "When's Easter in 2029?", e_date(R["easter"](2029)))
    add(g, "How many days until Valentine's Day?", e_days(next_of("valentine")))
    add(g, "my cousins live in toronto when is canadian thanks giving next year",
        e_date(R["canada_thanksgiving"](2027)), slip=True)
    add(g, "What day of the week is Boxing Day this year?",
        e_date(R["boxing"](2026), weekday=True))
    add(g, "What day of the week is Bastille Day next year?",
        e_date(R["bastille"](2027), weekday=True))
    add(g, "Australia Day 2027, which weekday is that?",
        e_date(R["australia_day"](2027), weekday=True))
    add(g, "When is Chinese New Year in 2027?", e_date(chinese_new_year(2027)))
    add(g, "When is Orthodox Easter in 2027?", e_date(R["orthodox_easter"](2027)))
    add(g, "My neighbor is Serbian. What day of the week is Orthodox Christmas this time?",
        e_date(next_of("orthodox_christmas"), weekday=True))
    add(g, "When is Mothering Sunday in the UK next year?",
        e_date(R["mothering_sunday_uk"](2027)))
    add(g, "What day of the week is St. Patrick's Day next year?",
        e_date(R["st_patrick"](2027), weekday=True))
    add(g, "When is Pentecost in 2027?", e_date(R["pentecost"](2027)))
    add(g, "What day of the week is the next presidential Inauguration Day?",
        e_date(R["inauguration"](2029), weekday=True))
    # cannot
    add(g, "When is Zibbleberry Day this year?", {"names": "Zibbleberry Day"}, cannot=True)
    add(g, "When's my birthday?", {"names": "birthday"}, cannot=True)
    add(g, "when is national snorfle week", {"names": "snorfle week"}, slip=True, cannot=True)


# --------------------------------------------------------------------------
# dates
# --------------------------------------------------------------------------
def coming(weekday, start=TODAY):
    """The coming <weekday> strictly after start ("next Tuesday" from a Friday)."""
    n = (weekday - start.weekday()) % 7 or 7
    return start + dt.timedelta(days=n)


def previous(weekday, start=TODAY):
    n = (start.weekday() - weekday) % 7 or 7
    return start - dt.timedelta(days=n)


def age_on(born, on=TODAY):
    return relativedelta(on, born).years


def build_dates():
    g = "dates"
    D = dt.date
    add(g, "whats the date today", e_date(TODAY), slip=True)
    add(g, "whats tomorrows date", e_date(TODAY + dt.timedelta(days=1)), slip=True)
    add(g, "What was yesterday's date?", e_date(TODAY - dt.timedelta(days=1)))
    add(g, "Sorry, I've completely lost track. What day of the week is it?", {"weekday": wd(TODAY)})
    add(g, "What's the date next Tuesday?", e_date(coming(TUE)))
    add(g, "uh what was the date last sunday", e_date(previous(SUN)), slip=True)
    add(g, "what will the date be a hundred days from now", e_date(TODAY + dt.timedelta(days=100)),
        slip=True)
    add(g, "What's the date six weeks from today?", e_date(TODAY + dt.timedelta(weeks=6)))
    add(g, "What date is three months from today?", e_date(TODAY + relativedelta(months=3)))
    add(g, "What was the date 45 days ago?", e_date(TODAY - dt.timedelta(days=45)))
    add(g, "what day of the week was july twentieth nineteen sixty nine",
        e_date(D(1969, 7, 20), weekday=True), slip=True)
    add(g, "What weekday is March 1st, 2027?", e_date(D(2027, 3, 1), weekday=True))
    add(g, "My birthday is August 9th. What day of the week will it be next year?",
        e_date(D(2027, 8, 9), weekday=True))
    add(g, "How many days are left in 2026?", {"days": (D(2026, 12, 31) - TODAY).days})
    add(g, "how many days until june first", e_days(D(2027, 6, 1)), slip=True)
    add(g, "How many days are there between March 3rd and September 18th next year?",
        {"days": (D(2027, 9, 18) - D(2027, 3, 3)).days})
    add(g, "i was born on may twelfth nineteen eighty seven how old am i",
        {"number": age_on(D(1987, 5, 12)), "tol": 0}, slip=True)
    add(g, "My daughter was born on October 30th, 2019. How old is she now?",
        {"number": age_on(D(2019, 10, 30)), "tol": 0})
    add(g, "If I was born on January 1st, 2000, how many days old am I today?",
        {"number": (TODAY - D(2000, 1, 1)).days, "tol": 0})
    add(g, "which week of the year are we in", {"number": TODAY.isocalendar()[1], "tol": 0},
        slip=True)
    add(g, "is twenty twenty eight a leap year", {"contains": ["yes"]}, slip=True)
    assert calendar.isleap(2028)
    add(g, "Will the year 2100 be a leap year?", {"contains": ["no|not"]})
    assert not calendar.isleap(2100)
    add(g, "How many days does February have in 2028?",
        {"number": calendar.monthrange(2028, 2)[1], "tol": 0})
    add(g, "What day of the year is today, like, day number what?",
        {"number": TODAY.timetuple().tm_yday, "tol": 0})
    d = D(2027, 1, 1)
    assert (d - TODAY).days % 7 == 0
    add(g, "How many weeks is it until New Year's Day?", {"number": (d - TODAY).days // 7, "tol": 0})
    add(g, "What's the date of the last Friday in January?", e_date(last_weekday(2027, 1, FRI)))
    add(g, "What's the date of the second Saturday of January?",
        e_date(nth_weekday(2027, 1, SAT, 2)))
    add(g, "What day of the week is October 15th, 2031?", e_date(D(2031, 10, 15), weekday=True))
    add(g, "Our wedding is on September 25th, 2027. How many days away is that?",
        e_days(D(2027, 9, 25)))
    add(g, "What's the date ten days after Christmas?",
        e_date(D(2026, 12, 25) + dt.timedelta(days=10)))
    add(g, "For my history homework: what day of the week was December 7th, 1941?",
        e_date(D(1941, 12, 7), weekday=True))
    add(g, "How many days are in this month?",
        {"number": calendar.monthrange(TODAY.year, TODAY.month)[1], "tol": 0})
    mondays = sum(1 for i in range(1, 32)
                  if (TODAY + dt.timedelta(days=i)).year == TODAY.year
                  and (TODAY + dt.timedelta(days=i)).weekday() == MON)
    add(g, "How many Mondays are left this year?", {"number": mondays, "tol": 0})
    add(g, "What was the date 18 months ago?", e_date(TODAY - relativedelta(months=18)))
    add(g, "What's the date 75 days from today?", e_date(TODAY + dt.timedelta(days=75)))
    add(g, "My lease runs out on the last day of February next year. What day of the week is that?",
        e_date(D(2027, 2, calendar.monthrange(2027, 2)[1]), weekday=True))
    add(g, "How many days has it been since the Fourth of July?", {"days": (TODAY - D(2026, 7, 4)).days})
    add(g, "How many years ago was the first moon landing in July 1969?",
        {"number": age_on(D(1969, 7, 20)), "tol": 0})
    nm = (TODAY.replace(day=1) + relativedelta(months=1))
    add(g, "What day of the week does next month start on?", e_date(nm, weekday=True))
    add(g, "What's the date 1000 days from today?", e_date(TODAY + dt.timedelta(days=1000)))
    add(g, "What's the week number of March 10th, 2027?",
        {"number": D(2027, 3, 10).isocalendar()[1], "tol": 0})
    add(g, "What's the date exactly one year from today, and what day will that be?",
        e_date(TODAY + relativedelta(years=1), weekday=True))
    # cannot
    add(g, "What day of the week is February 29th, 2027?", {"names": "February 29, 2027"}, cannot=True)
    assert not calendar.isleap(2027)
    add(g, "What weekday is April 31st next year?", {"names": "April 31"}, cannot=True)
    add(g, "How many days until the 35th of May?", {"names": "35th of May"}, cannot=True)
    add(g, "What's the date of the first day of the 13th month of 2027?",
        {"names": "13th month"}, cannot=True)
    add(g, "what day of the week is november thirty first", {"names": "November 31"},
        slip=True, cannot=True)


# --------------------------------------------------------------------------
# world clock
# --------------------------------------------------------------------------
def local(zone, at=NOW):
    return at.astimezone(ZoneInfo(zone))


def e_time(t, tol=1):
    return {"time": t.strftime("%H:%M"), "tol_min": tol}


def e_now_in(zone, day=False, weekday=False):
    t = local(zone)
    e = e_time(t)
    if day:
        e["date"] = t.date().isoformat()
    if weekday:
        e["weekday"] = wd(t.date())
    return e


def hours_diff(zone, at=NOW):
    """Hours that zone is ahead of (positive) or behind (negative) New York."""
    off = local(zone, at).utcoffset() - at.astimezone(NY).utcoffset()
    h = off.total_seconds() / 3600
    assert h == int(h), zone
    return int(h)


def convert(hh, mm, from_zone, to_zone, day=TODAY):
    t = dt.datetime(day.year, day.month, day.day, hh, mm, tzinfo=ZoneInfo(from_zone))
    return t.astimezone(ZoneInfo(to_zone))


def build_worldclock():
    g = "worldclock"
    # (question, zone, slip)
    W = [
        ("what time is it in reykjavick right now", "Atlantic/Reykjavik", True),
        ("My brother is in Addis Ababa. What time is it there?", "Africa/Addis_Ababa", False),
        ("What time is it over in Cairo?", "Africa/Cairo", False),
        ("Could you tell me the current time in Casablanca?", "Africa/Casablanca", False),
        ("what time is it in johannesberg at the moment", "Africa/Johannesburg", True),
        ("what time is it in katmandu", "Asia/Kathmandu", True),
        ("What time is it in Tehran now?", "Asia/Tehran", False),
        ("I need to ping a colleague in Dubai. What time is it there?", "Asia/Dubai", False),
        ("What time is it in Karachi?", "Asia/Karachi", False),
        ("Current time in Dhaka, please.", "Asia/Dhaka", False),
        ("What time is it in Yangon, Myanmar?", "Asia/Yangon", False),
        ("What's the time in Hanoi?", "Asia/Ho_Chi_Minh", False),
        ("What time is it in Singapore right now?", "Asia/Singapore", False),
        ("My friend just moved to Perth in Western Australia. What time is it there?",
         "Australia/Perth", False),
        ("What time is it in Adelaide?", "Australia/Adelaide", False),
        ("What's the time in Darwin, Australia?", "Australia/Darwin", False),
        ("What time is it in Fiji?", "Pacific/Fiji", False),
        ("What time is it in Samoa?", "Pacific/Apia", False),
        ("What time is it in Honolulu?", "Pacific/Honolulu", False),
        ("My son is stationed in Anchorage. What time is it for him?", "America/Anchorage", False),
        ("What time is it in Denver right now?", "America/Denver", False),
        ("What's the time in Halifax, Nova Scotia?", "America/Halifax", False),
        ("what time is it in saint johns newfoundland", "America/St_Johns", True),
        ("What time is it in Mexico City?", "America/Mexico_City", False),
        ("What time is it in Santiago, Chile?", "America/Santiago", False),
        ("quick one what time is it in buenos aires", "America/Argentina/Buenos_Aires", True),
        ("My grandmother lives in Helsinki. Is it too late to call? What time is it there?",
         "Europe/Helsinki", False),
        ("What's the time in Istanbul at the moment?", "Europe/Istanbul", False),
        ("What time is it in Tbilisi?", "Asia/Tbilisi", False),
        ("What time is it in Colombo, Sri Lanka?", "Asia/Colombo", False),
    ]
    for q, zone, slip in W:
        add(g, q, e_now_in(zone), slip=slip)
    akl = local("Pacific/Auckland").date()
    add(g, "what day is it in oakland new zealand right now",
        {"date": akl.isoformat(), "weekday": wd(akl)}, slip=True)
    add(g, "What's the date in Sydney at the moment?", {"date": local("Australia/Sydney").date().isoformat()})
    assert local("Asia/Tokyo").date() > TODAY
    add(g, "Is it already tomorrow in Tokyo?", {"contains": ["yes"]})
    add(g, "how many hours ahead of us is berlin", {"number": hours_diff("Europe/Berlin"), "tol": 0},
        slip=True)
    add(g, "What's the time difference between here and Seoul?",
        {"number": abs(hours_diff("Asia/Seoul")), "tol": 0})
    add(g, "How many hours behind us is Los Angeles?",
        {"number": -hours_diff("America/Los_Angeles"), "tol": 0})
    add(g, "How many hours ahead is Sydney compared to here?",
        {"number": hours_diff("Australia/Sydney"), "tol": 0})
    add(g, "if its nine in the morning here what time is it in london",
        e_time(convert(9, 0, "America/New_York", "Europe/London")), slip=True)
    t = convert(20, 0, "Asia/Manila", "America/New_York", day=TODAY + dt.timedelta(days=1))
    add(g, "I want to call my sister in Manila tomorrow at 8 pm her time. What time is that for me?",
        e_time(t))
    add(g, "I have a call at 3 pm Paris time. What time is that here?",
        e_time(convert(15, 0, "Europe/Paris", "America/New_York")))
    add(g, "when its noon in honolulu what time is it here",
        e_time(convert(12, 0, "Pacific/Honolulu", "America/New_York")), slip=True)
    add(g, "If I call Mumbai at 8 am my time, what time will it be there?",
        e_time(convert(8, 0, "America/New_York", "Asia/Kolkata")))
    # cannot
    add(g, "What time is it in San Jose?", {"names": "San Jose"}, cannot=True)
    add(g, "What time is it in Georgia right now?", {"names": "Georgia"}, cannot=True)
    add(g, "What time is it in Canada?", {"names": "Canada"}, cannot=True)
    add(g, "What's the time in Narnia?", {"names": "Narnia"}, cannot=True)
    add(g, "what time is it in indonesia", {"names": "Indonesia"}, slip=True, cannot=True)


# --------------------------------------------------------------------------
# sun
# --------------------------------------------------------------------------
def rmin(t):
    return (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)


def sunday(day, loc=NYC, zone="America/New_York"):
    return sun(loc.observer, date=day, tzinfo=ZoneInfo(zone))


def e_sun(day, which, loc=NYC, zone="America/New_York"):
    return {"time": rmin(sunday(day, loc, zone)[which]).strftime("%H:%M"), "tol_min": 3}


def e_daylength(day):
    s = sunday(day)
    total = (s["sunset"] - s["sunrise"]).total_seconds() / 60.0
    h = int(total // 60)
    m = total - 60 * h
    assert 5 <= m <= 55, (day, m)
    return {"contains": ["%d hour|%d h|%d:" % (h, h, h)], "number": num(m), "tol": num(1.5 / m)}


def build_sun():
    g = "sun"
    D = dt.date
    tom = TODAY + dt.timedelta(days=1)
    add(g, "what time does the sun come up tomorrow", e_sun(tom, "sunrise"), slip=True)
    add(g, "when is sun set today", e_sun(TODAY, "sunset"), slip=True)
    add(g, "how long is the day today from sunrise to sunset", e_daylength(TODAY), slip=True)
    add(g, "what time is sunrise on christmas morning", e_sun(D(2026, 12, 25), "sunrise"), slip=True)
    add(g, "When does the sun set on the winter solstice, December 21st?", e_sun(D(2026, 12, 21), "sunset"))
    add(g, "We're having a party on New Year's Eve. What time is sunset that day?",
        e_sun(D(2026, 12, 31), "sunset"))
    add(g, "What time will the sun rise on New Year's Day?", e_sun(D(2027, 1, 1), "sunrise"))
    add(g, "What time does the sun set on the Fourth of July next year?", e_sun(D(2027, 7, 4), "sunset"))
    add(g, "How much daylight will we get on June 21st next year?", e_daylength(D(2027, 6, 21)))
    add(g, "What time is sunrise on Monday?", e_sun(coming(MON), "sunrise"))
    add(g, "What time is sunset on Valentine's Day?", e_sun(next_of("valentine"), "sunset"))
    add(g, "When does the sun rise on March 20th, 2027?", e_sun(D(2027, 3, 20), "sunrise"))
    add(g, "What time is sunrise on Thanksgiving next year?", e_sun(R["thanksgiving"](2027), "sunrise"))
    add(g, "How long will the day be on the winter solstice?", e_daylength(D(2026, 12, 21)))
    add(g, "What time is sunrise the day after tomorrow?", e_sun(TODAY + dt.timedelta(days=2), "sunrise"))
    london = LocationInfo("London", "UK", "Europe/London", 51.5074, -0.1278)
    add(g, "What time is sunset in London today, their time?",
        e_sun(TODAY, "sunset", london, "Europe/London"))
    sydney = LocationInfo("Sydney", "Australia", "Australia/Sydney", -33.8688, 151.2093)
    add(g, "What time does the sun rise in Sydney on Christmas Day, local time?",
        e_sun(D(2026, 12, 25), "sunrise", sydney, "Australia/Sydney"))
    # cannot
    tromso = LocationInfo("Tromso", "Norway", "Europe/Oslo", 69.6492, 18.9553)
    try:
        sunday(tom, tromso, "Europe/Oslo")
        raise AssertionError("expected polar night in Tromso")
    except ValueError:
        pass
    add(g, "What time does the sun rise in Tromsø, Norway tomorrow?", {"names": "sunrise"}, cannot=True)
    add(g, "what time is sunset on february thirtieth", {"names": "February 30"}, slip=True, cannot=True)


# --------------------------------------------------------------------------
# units (exact factors; SI base units m, kg, m^3, m^2, J, W, Pa)
# --------------------------------------------------------------------------
IN = 0.0254
FT = 12 * IN
YD = 3 * FT
MI = 5280 * FT
NMI = 1852.0
FATHOM = 6 * FT
FURLONG = 660 * FT
HAND = 4 * IN
KM = 1000.0
CM = 0.01
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
SHORT_TON = 2000 * LB
TONNE = 1000.0
TROY_OZ = 0.0311034768
CARAT = 0.0002
G = 0.001
GAL = 231 * IN ** 3
QT = GAL / 4
PT = GAL / 8
CUP = GAL / 16
FLOZ = GAL / 128
TBSP = FLOZ / 2
TSP = FLOZ / 6
L = 0.001
ML = 1e-6
IMP_GAL = 4.54609e-3
IMP_PT = IMP_GAL / 8
FT3 = FT ** 3
ACRE = 43560 * FT ** 2
HECTARE = 10000.0
KCAL = 4184.0
KJ = 1000.0
KWH = 3.6e6
BTU = 1055.05585262            # International Table BTU
HP = 745.69987158227022        # mechanical horsepower (550 ft*lbf/s)
KW = 1000.0
PSI = LB * 9.80665 / IN ** 2
BAR = 1e5
ATM = 101325.0
KNOT = NMI / 3600
MPH = MI / 3600
KMH = KM / 3600
LIGHT_YEAR = 9460730472580800.0  # m (IAU: Julian year x c)
STICK_BUTTER = LB / 4            # US stick = 4 oz by weight (1/2 cup)


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def e_num(x, tol=None):
    e = {"number": num(x)}
    if tol is not None:
        e["tol"] = tol
    return e


def build_units():
    g = "units"
    U = [
        ("how many mils are in a cup", CUP / ML, True),
        ("My recipe calls for three quarters of a cup of milk. How many milliliters is that?", 0.75 * CUP / ML),
        ("how many teaspoons are in a table spoon", TBSP / TSP, True),
        ("How many tablespoons make a quarter cup?", 0.25 * CUP / TBSP),
        ("Convert two tablespoons to milliliters, please.", 2 * TBSP / ML),
        ("how many grams is eight ounce", 8 * OZ / G, True),
        ("my oven only shows celsius whats three seventy five fahrenheit", f2c(375), True),
        ("This British recipe says 220 degrees Celsius. What's that in Fahrenheit?", c2f(220)),
        ("How many cups are in a quart?", QT / CUP),
        ("I've got a 500 milliliter carton of cream. How many cups is that?", 500 * ML / CUP),
        ("Convert one and a half pounds to grams.", 1.5 * LB / G),
        ("How many ounces is 250 grams of chocolate?", 250 * G / OZ),
        ("How many teaspoons are there in a cup?", CUP / TSP),
        ("The recipe says two sticks of butter. How many grams is that?", 2 * STICK_BUTTER / G),
        ("i weigh eleven stone four pounds whats that in kilos", (11 * STONE + 4 * LB), True),
        ("How tall is five foot nine in centimeters?", (5 * FT + 9 * IN) / CM),
        ("What's 180 centimeters in inches?", 180 * CM / IN),
        ("My baby weighed 3.4 kilos at birth. How many pounds is that?", 3.4 / LB),
        ("The thermometer says 101.3 Fahrenheit. What's that in Celsius?", f2c(101.3)),
        ("What's minus 40 Celsius in Fahrenheit?", c2f(-40)),
        ("What's 300 kelvin in Celsius?", 300 - 273.15),
        ("A marathon is 42.195 kilometers. How many miles is that?", 42.195 * KM / MI),
        ("whats sixty five miles an hour in kilometers per hour", 65 * MPH / KMH, True),
        ("How many miles is 250 kilometers?", 250 * KM / MI),
        ("Convert 20 knots to miles per hour.", 20 * KNOT / MPH),
        ("How many feet are in a nautical mile?", NMI / FT),
        ("My car gets 30 miles per gallon. What's that in liters per 100 kilometers?",
         100 * GAL / L / (30 * MI / KM)),
        ("A European car uses 8 liters per 100 kilometers. How many miles per gallon is that?",
         (100 * KM / MI) / (8 * L / GAL)),
        ("im running a five k on saturday how many miles is that", 5 * KM / MI, True),
        ("How many square feet are in a square meter?", 1 / FT ** 2),
        ("convert two and a half acres to hectares", 2.5 * ACRE / HECTARE, True),
        ("How many acres is one hectare?", HECTARE / ACRE),
        ("Our apartment is 1200 square feet. How many square meters is that?", 1200 * FT ** 2),
        ("how many leaders are in five gallons", 5 * GAL / L, True),
        ("Convert 2 imperial gallons to liters.", 2 * IMP_GAL / L),
        ("How many milliliters are in a British pint?", IMP_PT / ML),
        ("How many gallons does a 200 liter barrel hold?", 200 * L / GAL),
        ("How many grams is one troy ounce of gold?", TROY_OZ / G),
        ("How many grams is a 2 carat diamond?", 2 * CARAT / G),
        ("How many pounds is a metric ton?", TONNE / LB),
        ("my tire says thirty five psi whats that in bar", 35 * PSI / BAR, True),
        ("This snack has 250 calories. How many kilojoules is that?", 250 * KCAL / KJ),
        ("Convert 150 horsepower to kilowatts.", 150 * HP / KW),
        ("How many BTUs are in one kilowatt hour?", KWH / BTU),
        ("What's one atmosphere in psi?", ATM / PSI),
        ("How many megabytes are in 3.5 gigabytes?", 3.5e9 / 1e6),
        ("The horse is 16 hands high. How many inches is that?", 16 * HAND / IN),
        ("How many feet deep is 10 fathoms?", 10 * FATHOM / FT),
        ("How many meters are in a furlong?", FURLONG),
        ("How many kilometers are in a light year?", LIGHT_YEAR / KM),
    ]
    for q, v, *slip in U:
        add(g, q, e_num(v), slip=bool(slip))
    # cannot
    add(g, "How many meters are in a kilogram?", {"names": "kilogram to meters"}, cannot=True)
    add(g, "Convert 60 miles per hour to gallons.", {"names": "miles per hour to gallons"}, cannot=True)
    add(g, "How many liters are in a mile?", {"names": "liters in a mile"}, cannot=True)
    add(g, "Convert 10 blorps to meters.", {"names": "blorps"}, cannot=True)
    add(g, "whats five degrees fahrenheit in pounds", {"names": "Fahrenheit to pounds"},
        slip=True, cannot=True)


# --------------------------------------------------------------------------
# spelling
# --------------------------------------------------------------------------
def e_letters(word):
    return {"letters": [c.upper() for c in word if c.isalpha()]}


def build_spelling():
    g = "spelling"
    P = [
        ("I'm writing a letter of complaint. How do you spell bureaucracy?", "bureaucracy"),
        ("Can you spell mischievous for me?", "mischievous"),
        ("How is onomatopoeia spelled?", "onomatopoeia"),
        ("Spell quinoa, please.", "quinoa"),
        ("How do you spell zucchini?", "zucchini"),
        ("What's the spelling of croissant?", "croissant"),
        ("How do you spell the color fuchsia?", "fuchsia"),
        ("How do you spell silhouette?", "silhouette"),
        ("My son has a spelling test. How do you spell pneumonia?", "pneumonia"),
        ("Does accommodate have two m's? Spell it for me.", "accommodate"),
        ("How do you spell questionnaire?", "questionnaire"),
        ("How do you spell chrysanthemum, the flower?", "chrysanthemum"),
        ("How do you spell Albuquerque?", "Albuquerque"),
        ("Spell Cincinnati.", "Cincinnati"),
        ("How do you spell acquaintance?", "acquaintance"),
        ("How do you spell colonel, the military rank?", "colonel"),
        ("How do you spell handkerchief?", "handkerchief"),
        ("I'm labeling leftovers. How do you spell gnocchi?", "gnocchi"),
        ("How do you spell prosciutto?", "prosciutto"),
        ("How do you spell sauerkraut?", "sauerkraut"),
        ("How do you spell tzatziki?", "tzatziki"),
    ]
    for q, w in P:
        add(g, q, e_letters(w))
    S = [
        ("how do you spell rhythm", "rhythm"),
        ("im making a shopping list how do you spell worcestershire like the sauce", "Worcestershire"),
        ("how do you spell connecticut", "Connecticut"),
        ("how do you spell bouillon like the cubes", "bouillon"),
        ("um how do you spell phlegm", "phlegm"),
        ("how do you spell yacht", "yacht"),
    ]
    for q, w in S:
        add(g, q, e_letters(w), slip=True)
    add(g, "How do you spell flimbergasket?", {"names": "flimbergasket"}, cannot=True)
    add(g, "Spell zwoomphish for me.", {"names": "zwoomphish"}, cannot=True)
    add(g, "Can you spell it?", {"names": "spell"}, cannot=True)


# --------------------------------------------------------------------------
# words (WordNet 3.0 via nltk)
# --------------------------------------------------------------------------
LEXNAMES = ("adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact "
            "noun.attribute noun.body noun.cognition noun.communication noun.event "
            "noun.feeling noun.food noun.group noun.location noun.motive noun.object "
            "noun.person noun.phenomenon noun.plant noun.possession noun.process "
            "noun.quantity noun.relation noun.shape noun.state noun.substance noun.time "
            "verb.body verb.change verb.cognition verb.communication verb.competition "
            "verb.consumption verb.contact verb.creation verb.emotion verb.motion "
            "verb.perception verb.possession verb.social verb.stative verb.weather "
            "adj.ppl").split()
_WN = None


def wordnet():
    """nltk's WordNetCorpusReader over a temporary copy of Debian's WordNet 3.0."""
    global _WN
    if _WN is not None:
        return _WN
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader
    src = "/usr/share/wordnet"
    if not os.path.exists(os.path.join(src, "data.noun")):
        sys.exit("WordNet 3.0 not found in /usr/share/wordnet (apt-get install wordnet-base)")
    tmp = tempfile.mkdtemp(prefix="heldout7-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    root = os.path.join(tmp, "corpora", "wordnet")
    os.makedirs(root)
    for f in os.listdir(src):
        shutil.copy(os.path.join(src, f), root)
    cats = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}
    with open(os.path.join(root, "lexnames"), "w") as fh:
        for i, n in enumerate(LEXNAMES):
            fh.write("%02d\t%s\t%d\n" % (i, n, cats[n.split(".")[0]]))
    # nltk refuses corpus folders outside its data path
    if tmp not in nltk.data.path:
        nltk.data.path.append(tmp)

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="oewn"):   # no version mapping for plain WordNet 3.0
            return None

    _WN = Reader(root, None)
    assert _WN.get_version() == "3.0"
    return _WN


def own_synsets(word):
    """Synsets that contain the word itself (not morphy's base forms)."""
    key = word.replace(" ", "_").lower()
    return [s for s in wordnet().synsets(key)
            if any(l.name().lower() == key for l in s.lemmas())]


def best_synset(word):
    key = word.replace(" ", "_").lower()
    best, best_count = None, -1
    for s in own_synsets(word):
        c = max(l.count() for l in s.lemmas() if l.name().lower() == key)
        if c > best_count:
            best, best_count = s, c
    return best


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("-"))


def e_gloss(word):
    ss = own_synsets(word)
    assert ss, word
    return {"gloss": clean_gloss(best_synset(word)),
            "glosses": [clean_gloss(s) for s in ss]}


def e_synonyms(word):
    key = word.replace(" ", "_").lower()
    b = best_synset(word)
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key]
    assert first, word
    out = list(first)
    for s in own_synsets(word):
        if s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key and n not in out:
                out.append(n)
    return {"synonyms": out}


def build_words():
    g = "words"
    DEF = [
        ("What does simmer mean?", "simmer"),
        ("The recipe says to braise the short ribs. What does braise mean?", "braise"),
        ("What's a ladle?", "ladle"),
        ("My grandpa calls himself frugal. What does that mean exactly?", "frugal"),
        ("What's the meaning of the word meticulous?", "meticulous"),
        ("What does cumbersome mean?", "cumbersome"),
        ("What does gullible mean?", "gullible"),
        ("Define obsolete, please.", "obsolete"),
        ("What does it mean to be resilient?", "resilient"),
        ("What exactly is sleet?", "sleet"),
        ("What does benevolent mean?", "benevolent"),
        ("I read the word defenestration today. What does it mean?", "defenestration"),
        ("What does lugubrious mean?", "lugubrious"),
        ("What is the zeitgeist?", "zeitgeist"),
        ("What's a sycophant?", "sycophant"),
        ("What does ambivalent mean?", "ambivalent"),
    ]
    for q, w in DEF:
        add(g, q, e_gloss(w))
    SYN = [
        ("What's another word for ephemeral?", "ephemeral"),
        ("Give me a synonym for eloquent.", "eloquent"),
        ("I keep saying tedious in my essay. What's another word for it?", "tedious"),
        ("What's another way to say huge?", "huge"),
        ("What's a synonym for verbose?", "verbose"),
        ("What's another word for kerfuffle?", "kerfuffle"),
        ("Give me a synonym for gourmet.", "gourmet"),
        ("What's another word for haggle?", "haggle"),
        ("What's a synonym for procrastinate?", "procrastinate"),
    ]
    for q, w in SYN:
        add(g, q, e_synonyms(w))
    # slips
    add(g, "what does serendipity mean", e_gloss("serendipity"), slip=True)
    add(g, "whats another word for funny", e_synonyms("funny"), slip=True)
    add(g, "whats the definition of schadenfreude", e_gloss("schadenfreude"), slip=True)
    add(g, "what does the word sporatic mean", e_gloss("sporadic"), slip=True)
    add(g, "what is a collander", e_gloss("colander"), slip=True)
    add(g, "um define nostalgia", e_gloss("nostalgia"), slip=True)
    # cannot
    NONSENSE = [
        ("What does snozzwobble mean?", "snozzwobble", False),
        ("Define glimtrap.", "glimtrap", False),
        ("What's the meaning of the word quaxilate?", "quaxilate", False),
        ("What's a synonym for brindlefop?", "brindlefop", False),
        ("what does zorbulous mean", "zorbulous", True),
    ]
    for q, w, slip in NONSENSE:
        assert not own_synsets(w) and not wordnet().synsets(w), w
        add(g, q, {"names": w}, slip=slip, cannot=True)
    for w in ("flimbergasket", "zwoomphish"):     # spelling nonsense words
        assert not wordnet().synsets(w), w


# --------------------------------------------------------------------------
# calc
# --------------------------------------------------------------------------
def build_calc():
    g = "calc"
    C = [
        ("Our dinner bill came to $132.40. What's a 20 percent tip?", 0.20 * 132.40, 0.001),
        ("Split $187.50 four ways. How much does each person pay?", 187.50 / 4, 0.001),
        ("I'm tripling a recipe that needs two thirds of a cup of sugar. How many cups do I need?",
         3 * 2 / 3, 0.001),
        ("A jacket costs $85 and it's 40 percent off. What do I pay?", 85 * 0.6, 0.001),
        ("What's the sales tax on $64 at 8.875 percent?", 64 * 0.08875, 0.002),
        ("What's 1,250 divided by 16?", 1250 / 16, 0.001),
        ("What's 9 factorial?", 362880, 0),
        ("What's the cube root of 343?", 7, 0),
        ("What's the average of 82, 91, 77 and 88?", (82 + 91 + 77 + 88) / 4, 0.001),
        ("What's 12.5 percent of 640?", 0.125 * 640, 0.001),
        ("Gas is $3.49 a gallon. How much for 14 gallons?", 3.49 * 14, 0.001),
        ("What's 1000 minus 387?", 1000 - 387, 0),
        ("Coffee went from $4.50 to $5.40. What percent increase is that?", (5.40 - 4.50) / 4.50 * 100, 0.001),
        ("What's 7 plus 8 times 3?", 7 + 8 * 3, 0),
        ("What is a third of 250?", 250 / 3, 0.001),
        ("What's 0.6 times 0.45?", 0.6 * 0.45, 0.001),
        ("What's 2.5 squared?", 2.5 ** 2, 0.001),
        ("I make $22.75 an hour. How much is that for a 37.5 hour week?", 22.75 * 37.5, 0.001),
        ("We drove 348 miles on 12 gallons. How many miles per gallon is that?", 348 / 12, 0.001),
        ("What's 144 divided by 0.75?", 144 / 0.75, 0.001),
    ]
    assert 27 ** 2 == 729 and 7 ** 3 == 343
    import math
    assert math.factorial(9) == 362880
    for q, v, tol in C:
        add(g, q, {"number": num(v), "tol": tol})
    S = [
        ("whats seventeen times twenty four", 17 * 24, 0),
        ("what is fifteen percent of eighty six", 0.15 * 86, 0.001),
        ("um whats two to the sixteenth", 2 ** 16, 0),
        ("whats the square root of seven twenty nine", 27, 0),
    ]
    for q, v, tol in S:
        add(g, q, {"number": num(v), "tol": tol}, slip=True)
    add(g, "What's 42 divided by zero?", {"names": "divided by zero"}, cannot=True)
    add(g, "If we split $90 between zero people, how much does each person get?",
        {"names": "zero"}, cannot=True)
    add(g, "whats zero divided by zero", {"names": "divided by zero"}, slip=True, cannot=True)


# --------------------------------------------------------------------------
def main():
    check_rules()
    build_holidays()
    build_dates()
    build_worldclock()
    build_sun()
    build_units()
    build_spelling()
    build_words()
    build_calc()
    qs = [it["q"].lower() for it in ITEMS]
    assert len(qs) == len(set(qs)), "duplicate question"
    with open(OUT, "w", encoding="utf-8") as fh:
        for i, it in enumerate(ITEMS, 1):
            row = {"id": "q7_%03d" % i}
            row.update(it)
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    # counts
    groups = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
    print("| group | answer | cannot | slip |")
    print("| --- | --- | --- | --- |")
    tot = [0, 0, 0]
    for gname in groups:
        rows = [it for it in ITEMS if it["group"] == gname]
        a = sum(r["kind"] == "answer" for r in rows)
        c = sum(r["kind"] == "cannot" for r in rows)
        s = sum(r["slip"] for r in rows)
        tot = [tot[0] + a, tot[1] + c, tot[2] + s]
        print("| %s | %d | %d | %d |" % (gname, a, c, s))
    print("| **total** | **%d** | **%d** | **%d** |" % tuple(tot))
    print("%d questions -> %s" % (len(ITEMS), OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
