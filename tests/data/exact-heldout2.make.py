#!/usr/bin/env python3
"""Second held-out set for the `exact` skills: questions + computed answers.

Written by a second helper session that had read neither the project's code nor
the first held-out set (only exact-heldout.README.md, for the schema and the fixed
situation). Imports nothing from the project.

Fixed situation: now = Friday 2026-12-04 14:30 America/New_York, country US,
place New York City (40.7128, -74.0060).

Run:  /tmp/heldout-venv/bin/python tests/data/exact-heldout2.make.py
Writes tests/data/exact-heldout2.jsonl next to this file.
"""
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

from dateutil.easter import easter
from dateutil.relativedelta import relativedelta, MO, TU, WE, TH, FR, SA, SU

import astral
import astral.sun
import holidays

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout2.jsonl")

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
LAT, LON = 40.7128, -74.0060

Q = []


def add(group, q, expect, kind="answer", slip=False):
    Q.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def r6(x):
    return round(float(x), 6)


def d(x):
    return x.isoformat()


def wd(x):
    return calendar.day_name[x.weekday()]


def days_from_today(x):
    return (x - TODAY).days


# ---------------------------------------------------------------- holidays
def nth(year, month, weekday, n):
    """n-th weekday (0=Mon) of month; n=-1 for the last one."""
    if n > 0:
        first = date(year, month, 1)
        off = (weekday - first.weekday()) % 7
        return first + timedelta(days=off + 7 * (n - 1))
    last = date(year, month, calendar.monthrange(year, month)[1])
    return last - timedelta(days=(last.weekday() - weekday) % 7)


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
    # not federal
    "christmas_eve": lambda y: date(y, 12, 24),
    "new_years_eve": lambda y: date(y, 12, 31),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - timedelta(days=2),
    "palm_sunday": lambda y: easter(y) - timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - timedelta(days=47),
    "pentecost": lambda y: easter(y) + timedelta(days=49),
    "mothers": lambda y: nth(y, 5, 6, 2),
    "fathers": lambda y: nth(y, 6, 6, 3),
    "valentines": lambda y: date(y, 2, 14),
    "halloween": lambda y: date(y, 10, 31),
    "st_patricks": lambda y: date(y, 3, 17),
    "groundhog": lambda y: date(y, 2, 2),
    "earth_day": lambda y: date(y, 4, 22),
    "flag_day": lambda y: date(y, 6, 14),
    "cinco": lambda y: date(y, 5, 5),
    "boxing": lambda y: date(y, 12, 26),
    "canada_day": lambda y: date(y, 7, 1),
    "black_friday": lambda y: nth(y, 11, 3, 4) + timedelta(days=1),
    # first Tuesday after the first Monday of November
    "election": lambda y: nth(y, 11, 0, 1) + timedelta(days=1),
}
FEDERAL = ["new_year", "mlk", "presidents", "memorial", "juneteenth", "independence",
           "labor", "columbus", "veterans", "thanksgiving", "christmas"]


def hol(name, year=None):
    f = RULES[name]
    if year is not None:
        return f(year)
    x = f(TODAY.year)
    return x if x >= TODAY else f(TODAY.year + 1)


def observed(x):
    """Federal observance: Saturday -> Friday before, Sunday -> Monday after."""
    if x.weekday() == 5:
        return x - timedelta(days=1)
    if x.weekday() == 6:
        return x + timedelta(days=1)
    return x


def check_holidays():
    for y in (2020, 2026, 2027, 2028):
        us = holidays.US(years=y, observed=False)
        for n in FEDERAL:
            if n == "juneteenth" and y < 2021:
                continue
            assert hol(n, y) in us, (n, y, hol(n, y))
        us_obs = holidays.US(years=y, observed=True)
        for n in FEDERAL:
            if n == "juneteenth" and y < 2021:
                continue
            assert observed(hol(n, y)) in us_obs, (n, y)
    # Lunar New Year 2027, cross-checked against the holidays package (China)
    cn = holidays.China(years=2027)
    assert date(2027, 2, 6) in cn and "Spring" in cn[date(2027, 2, 6)], cn.get(date(2027, 2, 6))


check_holidays()
G = "holidays"
add(G, "When is Martin Luther King Day next year?", {"date": d(hol("mlk", 2027))})
add(G, "What date is Presidents' Day in 2027?", {"date": d(hol("presidents", 2027))})
add(G, "hey, quick one: when's Memorial Day next year?", {"date": d(hol("memorial", 2027))})
add(G, "What day of the week does Juneteenth fall on in 2027?", {"weekday": wd(hol("juneteenth", 2027))})
add(G, "Juneteenth 2027 is a Saturday. Which date is the federal day off observed?",
    {"date": d(observed(hol("juneteenth", 2027)))})
add(G, "What day of the week is the Fourth of July next year?", {"weekday": wd(hol("independence", 2027))})
add(G, "When is Labor Day 2027?", {"date": d(hol("labor", 2027))})
add(G, "Do you happen to know the date of Columbus Day in 2027?", {"date": d(hol("columbus", 2027))})
add(G, "Which weekday is Veterans Day next year?", {"weekday": wd(hol("veterans", 2027))})
add(G, "When is Thanksgiving in 2028?", {"date": d(hol("thanksgiving", 2028))})
add(G, "What day of the week is New Year's Day?", {"weekday": wd(hol("new_year"))})
add(G, "When is Easter?", {"date": d(hol("easter"))})
add(G, "What's the date of Good Friday in 2027?", {"date": d(hol("good_friday", 2027))})
add(G, "I need to know the date of Father's Day 2027.", {"date": d(hol("fathers", 2027))})
add(G, "What day of the week is Valentine's Day 2027?", {"weekday": wd(hol("valentines", 2027))})
add(G, "What day does Halloween fall on next year?", {"weekday": wd(hol("halloween", 2027))})
add(G, "When is St. Patrick's Day next year?", {"date": d(hol("st_patricks", 2027))})
add(G, "When is Groundhog Day?", {"date": d(hol("groundhog"))})
add(G, "What's the date of Election Day in 2028?", {"date": d(hol("election", 2028))})
add(G, "When is Ash Wednesday next year?", {"date": d(hol("ash_wednesday", 2027))})
add(G, "How many days until Christmas Eve?", {"days": days_from_today(hol("christmas_eve"))})
add(G, "How many days is it until New Year's Day?", {"days": days_from_today(hol("new_year"))})
add(G, "What day of the week is New Year's Eve this year?", {"weekday": wd(hol("new_years_eve", 2026))})
add(G, "When was Thanksgiving this year?", {"date": d(hol("thanksgiving", 2026))})
add(G, "What date is Inauguration Day in 2029?", {"date": "2029-01-20"})
add(G, "When is Canada Day?", {"date": d(hol("canada_day"))})
add(G, "What date is Boxing Day?", {"date": d(hol("boxing"))})
add(G, "What day of the week is Cinco de Mayo 2027?", {"weekday": wd(hol("cinco", 2027))})
add(G, "When is Black Friday next year?", {"date": d(hol("black_friday", 2027))})
add(G, "When is Pentecost in 2027?", {"date": d(hol("pentecost", 2027))})
add(G, "Palm Sunday 2027, what date is that?", {"date": d(hol("palm_sunday", 2027))})
add(G, "How many days from today until Memorial Day?", {"days": days_from_today(hol("memorial"))})
add(G, "How many days are there between Thanksgiving and Christmas in 2027?",
    {"number": (hol("christmas", 2027) - hol("thanksgiving", 2027)).days, "tol": 0})
add(G, "What day of the week is Flag Day 2027?", {"weekday": wd(hol("flag_day", 2027))})
add(G, "When is Lunar New Year in 2027?", {"date": "2027-02-06"})
# speech-recogniser style
add(G, "um when is mothers day next year", {"date": d(hol("mothers", 2027))}, slip=True)
add(G, "whens labor day twenty twenty seven", {"date": d(hol("labor", 2027))}, slip=True)
add(G, "how many days till valentines day", {"days": days_from_today(hol("valentines"))}, slip=True)
add(G, "when is easter in twenty twenty eight", {"date": d(hol("easter", 2028))}, slip=True)
add(G, "when is presidence day next year", {"date": d(hol("presidents", 2027))}, slip=True)
add(G, "what day of the week is christmas next year", {"weekday": wd(hol("christmas", 2027))}, slip=True)
add(G, "uh when is mardi gra next year", {"date": d(hol("mardi_gras", 2027))}, slip=True)
add(G, "so when's martin luther king junior day", {"date": d(hol("mlk"))}, slip=True)
add(G, "whens thanks giving in twenty twenty eight", {"date": d(hol("thanksgiving", 2028))}, slip=True)
add(G, "what day is veterans day on next year", {"weekday": wd(hol("veterans", 2027))}, slip=True)
# cannot
add(G, "When is Snorkelmas?", {"names": "Snorkelmas"}, kind="cannot")
add(G, "What's the date of National Blorf Day next year?", {"names": "Blorf"}, kind="cannot")
add(G, "when is the festival of zanthar", {"names": "zanthar"}, kind="cannot", slip=True)

# ---------------------------------------------------------------- dates
G = "dates"
add(G, "What day of the week is March 15, 2027?", {"weekday": wd(date(2027, 3, 15))})
add(G, "What's the date 100 days from today?", {"date": d(TODAY + timedelta(days=100))})
add(G, "What date will it be 45 days from now?", {"date": d(TODAY + timedelta(days=45))})
add(G, "What was the date three weeks ago?", {"date": d(TODAY - timedelta(weeks=3))})
add(G, "What's the date this coming Wednesday?", {"date": d(TODAY + relativedelta(days=1, weekday=WE))})
add(G, "What was the date last Saturday?", {"date": d(TODAY + relativedelta(days=-1, weekday=SA(-1)))})
add(G, "What's the day after tomorrow?", {"date": d(TODAY + timedelta(days=2)),
                                          "weekday": wd(TODAY + timedelta(days=2))})
add(G, "What is the date two months from today?", {"date": d(TODAY + relativedelta(months=2))})
add(G, "What date was it six months ago?", {"date": d(TODAY - relativedelta(months=6))})
add(G, "How many days are there between January 1, 2027 and March 15, 2027?",
    {"number": (date(2027, 3, 15) - date(2027, 1, 1)).days, "tol": 0})
add(G, "I need to know how many days from today until June 1st next year.",
    {"days": days_from_today(date(2027, 6, 1))})
add(G, "What week number is it?", {"number": TODAY.isocalendar()[1], "tol": 0})
add(G, "Is 2028 a leap year?", {"contains": ["yes|is a leap year"]})
add(G, "Was 1900 a leap year?", {"contains": ["no|not|wasn't"]})
add(G, "Is 2027 a leap year?", {"contains": ["no|not|isn't"]})
add(G, "How many days are in February 2028?", {"number": calendar.monthrange(2028, 2)[1], "tol": 0})
add(G, "What day of the week was July 20, 1969?", {"weekday": wd(date(1969, 7, 20))})
add(G, "Which day of the week was January 1st, 2000?", {"weekday": wd(date(2000, 1, 1))})
add(G, "What day of the year is it today?", {"number": TODAY.timetuple().tm_yday, "tol": 0})
add(G, "How many days until March 1st?", {"days": days_from_today(date(2027, 3, 1))})
add(G, "My lease ends 90 days from today. What date is that?", {"date": d(TODAY + timedelta(days=90))})
add(G, "What day of the week will it be 1000 days from now?",
    {"weekday": wd(TODAY + timedelta(days=1000))})
add(G, "How many years has it been since 1776?", {"number": TODAY.year - 1776, "tol": 0})
add(G, "What day of the week is New Year's Day 2030?", {"weekday": wd(date(2030, 1, 1))})
add(G, "What's the date a fortnight from today?", {"date": d(TODAY + timedelta(days=14))})
add(G, "How many weeks are there until March 5th?",
    {"number": days_from_today(date(2027, 3, 5)) // 7, "tol": 0})
assert days_from_today(date(2027, 3, 5)) % 7 == 0
# US DST: second Sunday in March, first Sunday in November
add(G, "When do the clocks spring forward next year?", {"date": d(nth(2027, 3, 6, 2))})
add(G, "When does daylight saving time end in 2027?", {"date": d(nth(2027, 11, 6, 1))})
add(G, "What was yesterday's date?", {"date": d(TODAY - timedelta(days=1))})
add(G, "How many days have passed since the first of January this year?",
    {"number": (TODAY - date(2026, 1, 1)).days, "tol": 0})
add(G, "What date is the last Friday of this month?", {"date": d(nth(2026, 12, 4, -1))})
add(G, "What date is the second Tuesday of January 2027?", {"date": d(nth(2027, 1, 1, 2))})
add(G, "Do you happen to know what day of the week October 3rd, 2027 is?",
    {"weekday": wd(date(2027, 10, 3))})
# speech style
add(G, "um whats the date a hundred days from today", {"date": d(TODAY + timedelta(days=100))}, slip=True)
add(G, "what day of the week is march fifteenth twenty twenty seven", {"weekday": wd(date(2027, 3, 15))}, slip=True)
add(G, "how many days til june first", {"days": days_from_today(date(2027, 6, 1))}, slip=True)
add(G, "is twenty twenty eight a leap year", {"contains": ["yes|is a leap year"]}, slip=True)
add(G, "whats the date next monday", {"date": d(TODAY + relativedelta(days=1, weekday=MO))}, slip=True)
add(G, "what day of the week was july twentieth nineteen sixty nine", {"weekday": wd(date(1969, 7, 20))}, slip=True)
add(G, "uh what day of the week is new years day twenty thirty", {"weekday": wd(date(2030, 1, 1))}, slip=True)
add(G, "so what's tomorrow's date", {"date": d(TODAY + timedelta(days=1))}, slip=True)
add(G, "how old is somebody born august ninth nineteen eighty five",
    {"number": relativedelta(TODAY, date(1985, 8, 9)).years, "tol": 0}, slip=True)
# cannot
add(G, "What day of the week is February 30th, 2027?", {"names": "February 30"}, kind="cannot")
add(G, "What day of the week is April 31st?", {"names": "April 31"}, kind="cannot")
add(G, "What's the date of February 29, 2027?", {"names": "February 29"}, kind="cannot")
add(G, "Which weekday is the 32nd of January?", {"names": "32"}, kind="cannot")
add(G, "what day of the week is june thirty first", {"names": "June 31"}, kind="cannot", slip=True)
assert calendar.monthrange(2027, 2)[1] == 28 and calendar.monthrange(2027, 6)[1] == 30

# ---------------------------------------------------------------- world clock
G = "worldclock"


def there(zone):
    return NOW.astimezone(ZoneInfo(zone))


def hm(zone):
    return there(zone).strftime("%H:%M")


def diff_hours(zone):
    off = there(zone).utcoffset() - NOW.utcoffset()
    return off.total_seconds() / 3600


def t(zone):
    return {"time": hm(zone), "tol_min": 1}


CITY = [
    ("What time is it in Seoul?", "Asia/Seoul", False),
    ("What's the time in Manila right now?", "Asia/Manila", False),
    ("Hey, what time is it in Bangkok?", "Asia/Bangkok", False),
    ("Tell me the current time in Kathmandu.", "Asia/Kathmandu", False),
    ("What time is it in Adelaide?", "Australia/Adelaide", False),
    ("What's the local time in Tehran?", "Asia/Tehran", False),
    ("What time is it in Kabul right now?", "Asia/Kabul", False),
    ("Could you tell me the time in Yangon?", "Asia/Yangon", False),
    ("What time is it in St. John's, Newfoundland?", "America/St_Johns", False),
    ("What time is it in Darwin, Australia?", "Australia/Darwin", False),
    ("What's the time on the Chatham Islands?", "Pacific/Chatham", False),
    ("What time is it in Mumbai?", "Asia/Kolkata", False),
    ("What time is it in Reykjavik?", "Atlantic/Reykjavik", False),
    ("Current time in Lisbon, please.", "Europe/Lisbon", False),
    ("What time is it in Johannesburg?", "Africa/Johannesburg", False),
    ("What time is it over in Istanbul?", "Europe/Istanbul", False),
    ("What's the time in Dubai?", "Asia/Dubai", False),
    ("What time is it in Honolulu?", "Pacific/Honolulu", False),
    ("What time is it in Anchorage?", "America/Anchorage", False),
    ("What time is it in Denver?", "America/Denver", False),
    ("I need the time in Mexico City.", "America/Mexico_City", False),
    ("What time is it in Santiago, Chile?", "America/Santiago", False),
    ("What time is it in Buenos Aires?", "America/Argentina/Buenos_Aires", False),
    ("Do you know what time it is in Athens?", "Europe/Athens", False),
    # speech style
    ("what time is it in katmandu", "Asia/Kathmandu", True),
    ("um whats the time in sao paulo", "America/Sao_Paulo", True),
    ("what time is it in teheran right now", "Asia/Tehran", True),
    ("whats the time in reykavik", "Atlantic/Reykjavik", True),
    ("time in sydney please", "Australia/Sydney", True),
    ("whats the time in adelaide right now", "Australia/Adelaide", True),
    ("what time is it in mumbay", "Asia/Kolkata", True),
]
for q, z, s in CITY:
    add(G, q, t(z), slip=s)

COUNTRY = [
    ("What time is it in Nepal?", "Asia/Kathmandu", False),
    ("What's the time in Iran right now?", "Asia/Tehran", False),
    ("What time is it in Myanmar?", "Asia/Yangon", False),
    ("What time is it in Vietnam?", "Asia/Ho_Chi_Minh", False),
    ("What time is it in Ireland?", "Europe/Dublin", False),
    ("What time is it in Peru?", "America/Lima", False),
    ("What time is it in Pakistan?", "Asia/Karachi", False),
    ("What time is it in Sri Lanka?", "Asia/Colombo", False),
    ("What time is it in Poland at the moment?", "Europe/Warsaw", False),
    ("uh what time is it in greece", "Europe/Athens", True),
    ("what time is it in bangladesh", "Asia/Dhaka", True),
]
for q, z, s in COUNTRY:
    add(G, q, t(z), slip=s)

for q, z, s in [
    ("How many hours ahead of us is London?", "Europe/London", False),
    ("What's the time difference between here and Los Angeles?", "America/Los_Angeles", False),
    ("How many hours ahead is Seoul compared to New York?", "Asia/Seoul", False),
    ("What's the time difference between New York and Honolulu?", "Pacific/Honolulu", False),
    ("How far ahead is Berlin?", "Europe/Berlin", False),
    ("whats the time difference with dubai", "Asia/Dubai", True),
]:
    h = diff_hours(z)
    assert h == int(h)
    add(G, q, {"number": abs(int(h)), "tol": 0}, slip=s)

add(G, "What's the date in Auckland right now?", {"date": d(there("Pacific/Auckland").date())})
add(G, "Is it already Saturday in Sydney?", {"weekday": wd(there("Australia/Sydney").date()),
                                               "time": hm("Australia/Sydney"), "tol_min": 1})
ex = datetime(2026, 12, 4, 9, 0, tzinfo=NY).astimezone(ZoneInfo("Europe/Paris"))
add(G, "When it's 9 a.m. here, what time is it in Paris?", {"time": ex.strftime("%H:%M"), "tol_min": 1})
ex = datetime(2026, 12, 4, 20, 0, tzinfo=ZoneInfo("Europe/London")).astimezone(NY)
add(G, "If I call London at 8 pm their time, what time is that here?", {"time": ex.strftime("%H:%M"), "tol_min": 1})
# cannot: unknown, or several time zones
add(G, "What time is it in Atlantis?", {"names": "Atlantis"}, kind="cannot")
add(G, "What time is it in Russia?", {"names": "Russia"}, kind="cannot")
add(G, "What's the time in Australia?", {"names": "Australia"}, kind="cannot")
add(G, "What time is it in Canada right now?", {"names": "Canada"}, kind="cannot")
add(G, "what time is it in narnia", {"names": "narnia"}, kind="cannot", slip=True)
add(G, "what time is it in wakanda", {"names": "wakanda"}, kind="cannot", slip=True)

# ---------------------------------------------------------------- sun
G = "sun"
OBS = astral.LocationInfo("New York", "USA", "America/New_York", LAT, LON).observer


def sunev(day):
    return astral.sun.sun(OBS, date=day, tzinfo=NY)


def rmin(x):
    x = x + timedelta(seconds=30)
    return x.strftime("%H:%M")


def sun_t(day, ev):
    return {"time": rmin(sunev(day)[ev]), "tol_min": 3}


def daylen(day):
    s = sunev(day)
    mins = round((s["sunset"] - s["sunrise"]).total_seconds() / 60)
    h, m = divmod(mins, 60)
    assert 5 <= m <= 55, (day, h, m)   # keep clear of hour boundaries
    return {"contains": [f"{h} hour|{h}h|{h} h"], "number": m, "tol": r6(1.5 / m)}


tom = TODAY + timedelta(days=1)
add(G, "What time is sunrise today?", sun_t(TODAY, "sunrise"))
add(G, "When does the sun set this evening?", sun_t(TODAY, "sunset"))
add(G, "What time does the sun come up tomorrow?", sun_t(tom, "sunrise"))
add(G, "What time is sunset on Christmas Day?", sun_t(date(2026, 12, 25), "sunset"))
add(G, "When is sunrise on New Year's Day?", sun_t(date(2027, 1, 1), "sunrise"))
add(G, "What time does the sun set on the winter solstice, December 21st?", sun_t(date(2026, 12, 21), "sunset"))
add(G, "How long is the day today, from sunrise to sunset?", daylen(TODAY))
add(G, "How much daylight will there be on December 21st?", daylen(date(2026, 12, 21)))
add(G, "What time is sunrise on June 21st next year?", sun_t(date(2027, 6, 21), "sunrise"))
add(G, "When does the sun set on July 4th, 2027?", sun_t(date(2027, 7, 4), "sunset"))
add(G, "When is solar noon today?", sun_t(TODAY, "noon"))
add(G, "What time is sunset on March 20th, 2027?", sun_t(date(2027, 3, 20), "sunset"))
add(G, "whens sunset tomorrow", sun_t(tom, "sunset"), slip=True)
add(G, "uh what time does the sun rise on christmas", sun_t(date(2026, 12, 25), "sunrise"), slip=True)
add(G, "how long is the day on new years day", daylen(date(2027, 1, 1)), slip=True)
add(G, "What time does the sun rise on February 30th?", {"names": "February 30"}, kind="cannot")
add(G, "When is sunset on April 31st next year?", {"names": "April 31"}, kind="cannot")

# ---------------------------------------------------------------- units
G = "units"
# exact NIST definitions
M = 1.0
INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
NMI = 1852.0
KM = 1000.0
CM = 0.01
KG = 1.0
G_ = 0.001
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
TONNE = 1000.0
L = 0.001                      # m^3
ML = 1e-6
GAL = 231 * INCH ** 3          # US liquid gallon
QT = GAL / 4
PT = GAL / 8
CUP = GAL / 16
FLOZ = GAL / 128
TBSP = FLOZ / 2
TSP = FLOZ / 6
SQFT = FOOT ** 2
SQM = 1.0
ACRE = 43560 * SQFT
HECTARE = 10000.0
SQMI = MILE ** 2
SQKM = 1e6
HOUR = 3600.0
MPH = MILE / HOUR
KMH = KM / HOUR
KNOT = NMI / HOUR
MS = 1.0
KB, MB, GB, TB = 1e3, 1e6, 1e9, 1e12
KIB, MIB, GIB = 2 ** 10, 2 ** 20, 2 ** 30


def conv(x, a, b):
    return r6(x * a / b)


def f2c(f):
    return r6((f - 32) * 5 / 9)


def c2f(c):
    return r6(c * 9 / 5 + 32)


U = [
    ("How many milliliters are in 2 cups?", 2, CUP, ML, False),
    ("Convert 3 tablespoons to milliliters.", 3, TBSP, ML, False),
    ("How many ml is 8 fluid ounces?", 8, FLOZ, ML, False),
    ("How many cups is 250 milliliters?", 250, ML, CUP, False),
    ("How many quarts are in a liter?", 1, L, QT, False),
    ("Convert 5 gallons to liters.", 5, GAL, L, False),
    ("How many liters is 3 pints?", 3, PT, L, False),
    ("How many fluid ounces is 500 ml?", 500, ML, FLOZ, False),
    ("How many teaspoons are in a tablespoon?", 1, TBSP, TSP, False),
    ("How many tablespoons are in a cup?", 1, CUP, TBSP, False),
    ("How many milliliters in a quarter cup?", 0.25, CUP, ML, False),
    ("How many grams is 12 ounces?", 12, OZ, G_, False),
    ("Convert 2.5 pounds to kilograms.", 2.5, LB, KG, False),
    ("What's 70 kilograms in pounds?", 70, KG, LB, False),
    ("How many ounces are in 250 grams?", 250, G_, OZ, False),
    ("How many kilos is 11 stone?", 11, STONE, KG, False),
    ("I weigh 180 pounds. How much is that in stone?", 180, LB, STONE, False),
    ("How many pounds are in a metric ton?", 1, TONNE, LB, False),
    ("How many ounces in a pound?", 1, LB, OZ, False),
    ("Convert 65 miles per hour to kilometers per hour.", 65, MPH, KMH, False),
    ("What is 100 km/h in miles per hour?", 100, KMH, MPH, False),
    ("How fast is 20 knots in kilometers per hour?", 20, KNOT, KMH, False),
    ("Convert 10 meters per second to km/h.", 10, MS, KMH, False),
    ("How many kilometers is a 26.2 mile marathon?", 26.2, MILE, KM, False),
    ("How tall is 6 feet in meters?", 6, FOOT, M, False),
    ("Convert 32 inches to centimeters.", 32, INCH, CM, False),
    ("How many meters is 100 yards?", 100, YARD, M, False),
    ("How many miles is 10 kilometers?", 10, KM, MILE, False),
    ("How many hectares is 2 acres?", 2, ACRE, HECTARE, False),
    ("Convert 1200 square feet to square meters.", 1200, SQFT, SQM, False),
    ("How many square kilometers are in a square mile?", 1, SQMI, SQKM, False),
    ("3 hectares, how many acres is that?", 3, HECTARE, ACRE, False),
    ("How many megabytes is 1.5 gigabytes, in decimal units?", 1.5, GB, MB, False),
    ("How many mebibytes are in 4 gibibytes?", 4, GIB, MIB, False),
    ("A 500 GB drive, how many GiB is that?", 500, GB, GIB, False),
    ("How many gigabytes are in 2 terabytes?", 2, TB, GB, False),
    ("How many bytes are in one mebibyte?", 1, MIB, 1, False),
    ("How many kibibytes are in 3 megabytes?", 3, MB, KIB, False),
    # speech style
    ("how many mils in two cups", 2, CUP, ML, True),
    ("five gallon to liters", 5, GAL, L, True),
    ("sixty five miles an hour in kilometers an hour", 65, MPH, KMH, True),
    ("um whats seventy kilo in pounds", 70, KG, LB, True),
    ("how many table spoons in a cup", 1, CUP, TBSP, True),
    ("one and a half teaspoons in milliliters", 1.5, TSP, ML, True),
    ("how many feet is a hundred yards", 100, YARD, FOOT, True),
    ("how many grams in twelve ounce", 12, OZ, G_, True),
    ("convert a hundred kilometers an hour to miles per hour", 100, KMH, MPH, True),
]
for q, x, a, b, s in U:
    add(G, q, {"number": conv(x, a, b)}, slip=s)

add(G, "Convert 350 degrees Fahrenheit to Celsius.", {"number": f2c(350)})
add(G, "What's 425 Fahrenheit in Celsius?", {"number": f2c(425)})
add(G, "What is 180 degrees Celsius in Fahrenheit?", {"number": c2f(180)})
add(G, "Body temperature is 37 C, what's that in Fahrenheit?", {"number": c2f(37)})
add(G, "What's minus 10 Celsius in Fahrenheit?", {"number": c2f(-10)})
add(G, "How many kelvin is 20 degrees Celsius?", {"number": r6(20 + 273.15)})
add(G, "uh convert three fifty fahrenheit to celsius", {"number": f2c(350)}, slip=True)
add(G, "whats twenty two degrees celsius in fahrenheit", {"number": c2f(22)}, slip=True)
# cannot
add(G, "Convert 5 kilograms to meters.", {"names": "kilograms to meters"}, kind="cannot")
add(G, "How many liters are in a mile?", {"names": "liters"}, kind="cannot")
add(G, "Convert 3 hours to pounds.", {"names": "hours to pounds"}, kind="cannot")
add(G, "How many grams is 10 blorps?", {"names": "blorps"}, kind="cannot")
add(G, "how many kilometers is five liters", {"names": "liters to kilometers"}, kind="cannot", slip=True)
add(G, "convert thirty degrees celsius to inches", {"names": "celsius to inches"}, kind="cannot", slip=True)

# ---------------------------------------------------------------- spelling
G = "spelling"
SP = [
    ("How do you spell rhythm?", "rhythm", False),
    ("Spell accommodate for me.", "accommodate", False),
    ("What's the spelling of conscience?", "conscience", False),
    ("Can you spell embarrass?", "embarrass", False),
    ("I always get mischievous wrong. How is it spelled?", "mischievous", False),
    ("How do you spell pharaoh?", "pharaoh", False),
    ("Spell quinoa, please.", "quinoa", False),
    ("How is Worcestershire spelled?", "worcestershire", False),
    ("How do you spell bureaucracy?", "bureaucracy", False),
    ("Spell the word occurrence.", "occurrence", False),
    ("How do I spell liaison?", "liaison", False),
    ("Could you spell millennium for me?", "millennium", False),
    ("How do you spell questionnaire?", "questionnaire", False),
    ("Spell cinnamon.", "cinnamon", False),
    ("How do you spell zucchini?", "zucchini", False),
    ("What are the letters in fuchsia?", "fuchsia", False),
    ("How do you spell silhouette?", "silhouette", False),
    ("Spell receipt.", "receipt", False),
    ("How is colonel spelled?", "colonel", False),
    ("How do you spell Wednesday?", "wednesday", False),
    ("Spell onomatopoeia, if you can.", "onomatopoeia", False),
    ("How do you spell chrysanthemum?", "chrysanthemum", False),
    ("Hey, how do you spell handkerchief?", "handkerchief", False),
    ("How do you spell pneumonia?", "pneumonia", False),
    ("how do you spell broccoli", "broccoli", True),
    ("um spell lieutenant", "lieutenant", True),
    ("how do you spell cappuccino", "cappuccino", True),
    ("can you spell gnocchi for me", "gnocchi", True),
    ("hey could you spell prosciutto", "prosciutto", True),
    ("so how do you spell entrepreneur", "entrepreneur", True),
]
for q, w, s in SP:
    add(G, q, {"letters": list(w.upper())}, slip=s)
add(G, "How do you spell zwibbleflonk?", {"names": "zwibbleflonk"}, kind="cannot")
add(G, "Spell snerpwattle for me.", {"names": "snerpwattle"}, kind="cannot")
add(G, "how do you spell glimtrask", {"names": "glimtrask"}, kind="cannot", slip=True)

# ---------------------------------------------------------------- words (WordNet 3.0)
LEXNAMES = ("adj.all 3|adj.pert 3|adv.all 4|noun.Tops 1|noun.act 1|noun.animal 1|"
            "noun.artifact 1|noun.attribute 1|noun.body 1|noun.cognition 1|"
            "noun.communication 1|noun.event 1|noun.feeling 1|noun.food 1|noun.group 1|"
            "noun.location 1|noun.motive 1|noun.object 1|noun.person 1|noun.phenomenon 1|"
            "noun.plant 1|noun.possession 1|noun.process 1|noun.quantity 1|noun.relation 1|"
            "noun.shape 1|noun.state 1|noun.substance 1|noun.time 1|verb.body 2|"
            "verb.change 2|verb.cognition 2|verb.communication 2|verb.competition 2|"
            "verb.consumption 2|verb.contact 2|verb.creation 2|verb.emotion 2|"
            "verb.motion 2|verb.perception 2|verb.possession 2|verb.social 2|"
            "verb.stative 2|verb.weather 2|adj.ppl 3").split("|")
assert len(LEXNAMES) == 45


def load_wordnet(src="/usr/share/wordnet"):
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    class OfflineWN(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):
            return None

    tmp = tempfile.mkdtemp(prefix="heldout2-wn-")
    dst = os.path.join(tmp, "corpora", "wordnet")
    os.makedirs(dst)
    for f in sorted(os.listdir(src)):
        p = os.path.join(src, f)
        if os.path.isfile(p):
            shutil.copyfile(p, os.path.join(dst, f))
    with open(os.path.join(dst, "lexnames"), "w") as fh:
        for i, line in enumerate(LEXNAMES):
            name, pos = line.split()
            fh.write(f"{i:02d}\t{name}\t{pos}\n")
    nltk.data.path.insert(0, tmp)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reader = OfflineWN(dst, None)
    assert reader.get_version() == "3.0"
    return reader, tmp


WN, WNTMP = load_wordnet()


def clean_gloss(s):
    parts = [p.strip() for p in s.split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("-"))


def own_lemma(syn, word):
    key = word.replace(" ", "_").lower()
    for lem in syn.lemmas():
        if lem.name().lower() == key:
            return lem
    return None


def synsets_of(word):
    """All synsets (all parts of speech, WordNet order) that hold this exact lemma."""
    return [s for s in WN.synsets(word.replace(" ", "_")) if own_lemma(s, word)]


def best_synset(word):
    best, best_c = None, -1
    for s in synsets_of(word):
        c = own_lemma(s, word).count()
        if c > best_c:          # strict: ties go to WordNet's order
            best, best_c = s, c
    return best


def gloss_expect(word):
    b = best_synset(word)
    assert b is not None, word
    return {"gloss": clean_gloss(b.definition()),
            "glosses": [clean_gloss(s.definition()) for s in synsets_of(word)]}


def synonyms(word):
    b = best_synset(word)
    key = word.replace(" ", "_").lower()
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key]
    assert first, word
    out = list(first)
    for s in synsets_of(word):
        if s is b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key and n not in out:
                out.append(n)
    return out


G = "words"
DEF = [
    ("What does ephemeral mean?", "ephemeral", False),
    ("Define ubiquitous.", "ubiquitous", False),
    ("What's the meaning of serendipity?", "serendipity", False),
    ("What does nostalgia mean?", "nostalgia", False),
    ("Give me the definition of eloquent.", "eloquent", False),
    ("What does frugal mean?", "frugal", False),
    ("What is a glossary?", "glossary", False),
    ("What's a bibliography?", "bibliography", False),
    ("Define the word colander.", "colander", False),
    ("What is a thesaurus?", "thesaurus", False),
    ("What's a haiku?", "haiku", False),
    ("What does punctual mean?", "punctual", False),
    ("What does procrastinate mean?", "procrastinate", False),
    ("Do you happen to know what altruism means?", "altruism", False),
    ("What does euphemism mean?", "euphemism", False),
    ("Define metaphor.", "metaphor", False),
    ("What does it mean to braise something?", "braise", False),
    ("What's a pantry?", "pantry", False),
    ("what does lethargic mean", "lethargic", True),
    ("um define empathy", "empathy", True),
    ("whats the meaning of the word nuance", "nuance", True),
    ("what does ubiquitious mean", "ubiquitous", True),
]
for q, w, s in DEF:
    add(G, q, gloss_expect(w), slip=s)
SYN = [
    ("What's another word for big?", "big", False),
    ("Give me a synonym for buy.", "buy", False),
    ("What's a synonym of funny?", "funny", False),
    ("Another word for difficult?", "difficult", False),
    ("What's a different word for sofa?", "sofa", False),
    ("Synonym for mistake, please.", "mistake", False),
    ("whats another word for huge", "huge", True),
    ("give me a synonym for cheap", "cheap", True),
]
for q, w, s in SYN:
    add(G, q, {"synonyms": synonyms(w)}, slip=s)
for q, w, s in [
    ("What does flumbersnatch mean?", "flumbersnatch", False),
    ("Define skribbleton.", "skribbleton", False),
    ("Give me a synonym for blarvish.", "blarvish", False),
    ("what does quorbish mean", "quorbish", True),
]:
    assert not WN.synsets(w), w
    add(G, q, {"names": w}, kind="cannot", slip=s)

# ---------------------------------------------------------------- calc
G = "calc"
add(G, "What's 18% of 64.50?", {"number": r6(0.18 * 64.50)})
add(G, "What's a 20 percent tip on $85?", {"number": r6(0.20 * 85)})
add(G, "How much is a 15% tip on a $42.80 bill?", {"number": r6(0.15 * 42.80)})
add(G, "Split $137.40 four ways.", {"number": r6(137.40 / 4)})
add(G, "What is 345 plus 678?", {"number": 345 + 678, "tol": 0})
add(G, "What's the square root of 729?", {"number": r6(math.sqrt(729)), "tol": 0})
add(G, "What's 2 to the power of 12?", {"number": 2 ** 12, "tol": 0})
add(G, "What percent of 72 is 18?", {"number": r6(18 / 72 * 100)})
add(G, "What's 80 increased by 15 percent?", {"number": r6(80 * 1.15)})
add(G, "A $60 jacket is 25% off. What's the sale price?", {"number": r6(60 * 0.75)})
add(G, "What's $72 plus 8.875% sales tax?", {"number": r6(72 * 1.08875)})
add(G, "What is 1000 minus 387?", {"number": 1000 - 387, "tol": 0})
add(G, "Our bill is $56 and we want to leave 18%. What's the total?", {"number": r6(56 * 1.18)})
add(G, "What's 3/8 as a percentage?", {"number": r6(3 / 8 * 100)})
add(G, "What is 7.5 percent of 240?", {"number": r6(0.075 * 240)})
add(G, "The dinner was $130 plus a 22% tip, split three ways. How much does each person pay?",
    {"number": r6(130 * 1.22 / 3)})
add(G, "whats a fifteen percent tip on forty two dollars and eighty cents", {"number": r6(0.15 * 42.80)}, slip=True)
add(G, "whats twelve times seventeen", {"number": 12 * 17, "tol": 0}, slip=True)
add(G, "um twenty percent tip on eighty five bucks", {"number": r6(0.20 * 85)}, slip=True)
add(G, "whats eighteen percent of sixty four dollars fifty", {"number": r6(0.18 * 64.50)}, slip=True)
add(G, "square root of seven hundred twenty nine", {"number": 27, "tol": 0}, slip=True)
add(G, "What's 9 divided by 0?", {"names": "divide by zero|division by zero|divided by zero"}, kind="cannot")
add(G, "divide two hundred fifty by zero", {"names": "divide by zero|division by zero|divided by zero"},
    kind="cannot", slip=True)

# ---------------------------------------------------------------- write
shutil.rmtree(WNTMP, ignore_errors=True)
GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
Q.sort(key=lambda r: GROUPS.index(r["group"]))   # stable: keeps the order inside a group
seen = set()
with open(OUT, "w", encoding="utf-8") as fh:
    for i, r in enumerate(Q, 1):
        assert r["q"].lower() not in seen, r["q"]
        seen.add(r["q"].lower())
        assert r["group"] in GROUPS and r["kind"] in ("answer", "cannot")
        if r["slip"]:
            assert r["q"] == r["q"].lower(), r["q"]
        row = {"id": f"k{i:03d}", "group": r["group"], "q": r["q"], "kind": r["kind"],
               "slip": r["slip"], "expect": r["expect"]}
        fh.write(json.dumps(row, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    from collections import Counter
    c = Counter((r["group"], r["kind"]) for r in Q)
    sl = Counter(r["group"] for r in Q if r["slip"])
    for g in GROUPS:
        print(f"{g:11s} answer={c[(g, 'answer')]:3d} cannot={c[(g, 'cannot')]:2d} slip={sl[g]:2d}")
    print("total", len(Q), "cannot", sum(v for (g, k), v in c.items() if k == "cannot"),
          "slip", sum(sl.values()), "->", OUT, file=sys.stderr)
