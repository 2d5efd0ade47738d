#!/usr/bin/env python3
"""Build tests/data/exact-heldout12.jsonl: held-out questions with computed answers.

Written by a helper session that read only exact-heldout.README.md and
exact-heldout7.README.md. Imports nothing from the project. Every expected answer is
computed here (datetime/calendar/dateutil, holidays, zoneinfo, astral, nltk + WordNet 3.0,
plain arithmetic with exact unit factors).

Run:  python tests/data/exact-heldout12.make.py
"""
import atexit
import calendar
import json
import math
import os
import shutil
import sys
import tempfile
from collections import Counter
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import holidays
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

import astral
import astral.sun

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout12.jsonl")

# ---------------------------------------------------------------- fixed situation
NYZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=NYZ)
TODAY = NOW.date()
NYC = (40.7128, -74.0060)
assert TODAY.weekday() == 4  # Friday
assert NOW.utcoffset() == timedelta(hours=-5)

GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
ROWS = []
G = None


def A(q, slip=False, **expect):
    ROWS.append({"group": G, "q": q, "kind": "answer", "slip": slip, "expect": expect})


def C(q, names, slip=False):
    ROWS.append({"group": G, "q": q, "kind": "cannot", "slip": slip, "expect": {"names": names}})


def S(q, **expect):
    A(q, slip=True, **expect)


def r6(x):
    return round(x, 6)


def iso(d):
    return d.isoformat()


def wd(d):
    return calendar.day_name[d.weekday()]


def D(d, weekday=False):
    e = {"date": iso(d)}
    if weekday:
        e["weekday"] = wd(d)
    return e


def N(v, tol=None):
    e = {"number": r6(v)}
    if tol is not None:
        e["tol"] = tol
    return e


# ---------------------------------------------------------------- holiday rules
MO, TU, WE, TH, FR, SA, SU = range(7)


def nth(y, m, weekday, n):
    d = date(y, m, 1)
    d += timedelta(days=(weekday - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def last(y, m, weekday):
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta(days=(d.weekday() - weekday) % 7)


def observed(d):
    if d.weekday() == SA:
        return d - timedelta(days=1)
    if d.weekday() == SU:
        return d + timedelta(days=1)
    return d


FED = {
    "New Year's Day": lambda y: date(y, 1, 1),
    "Martin Luther King Jr. Day": lambda y: nth(y, 1, MO, 3),
    "Washington's Birthday": lambda y: nth(y, 2, MO, 3),
    "Memorial Day": lambda y: last(y, 5, MO),
    "Juneteenth National Independence Day": lambda y: date(y, 6, 19),
    "Independence Day": lambda y: date(y, 7, 4),
    "Labor Day": lambda y: nth(y, 9, MO, 1),
    "Columbus Day": lambda y: nth(y, 10, MO, 2),
    "Veterans Day": lambda y: date(y, 11, 11),
    "Thanksgiving Day": lambda y: nth(y, 11, TH, 4),
    "Christmas Day": lambda y: date(y, 12, 25),
}
for y in (2020, 2026, 2027, 2028):
    us = holidays.US(years=y)
    for name, rule in FED.items():
        if y == 2020 and name.startswith("Juneteenth"):
            continue
        d = rule(y)
        assert us.get(d) == name, (y, name, d, us.get(d))
        if observed(d) != d and observed(d).year == y:
            assert name in us.get(observed(d), ""), (y, name, observed(d))

thanksgiving = FED["Thanksgiving Day"]
labor = FED["Labor Day"]


def dst_changes(y):
    out = []
    d = date(y, 1, 1)
    prev = datetime(y, 1, 1, 12, tzinfo=NYZ).utcoffset()
    while d.year == y:
        off = datetime(d.year, d.month, d.day, 12, tzinfo=NYZ).utcoffset()
        if off != prev:
            out.append(d)
        prev = off
        d += timedelta(days=1)
    return out


for y in (2026, 2027, 2028):
    assert dst_changes(y) == [nth(y, 3, SU, 2), nth(y, 11, SU, 1)], y

cny_2027 = min(d for d, n in holidays.China(years=2027).items() if n.startswith("Chinese New Year (Spring"))
ca_thanks_2026 = [d for d, n in holidays.CA(subdiv="ON", years=2026).items() if n == "Thanksgiving Day"][0]
assert ca_thanks_2026 == nth(2026, 10, MO, 2)


def days_to(d):
    return (d - TODAY).days


# ================================================================ holidays
G = "holidays"
A("When's Martin Luther King Jr. Day next year?", **D(FED["Martin Luther King Jr. Day"](2027)))
A("What date does Memorial Day fall on in 2027?", **D(FED["Memorial Day"](2027)))
A("Christmas is on what day of the week this year?", **D(date(2026, 12, 25), True))
S("how many sleeps till christmas eve", days=days_to(date(2026, 12, 24)))
A("What's the date of Easter Sunday next year?", **D(easter(2027)))
S("um when is mothers day next year", **D(nth(2027, 5, SU, 2)))
A("Father's Day next year, what date is that?", **D(nth(2027, 6, SU, 3)))
A("Which Monday is Labor Day in 2027?", **D(labor(2027)))
A("New Year's Day 2027 — what day of the week is it?", **D(date(2027, 1, 1), True))
A("When do we get Presidents' Day off next year?", **D(FED["Washington's Birthday"](2027)))
A("What's the date of Thanksgiving in 2028?", **D(thanksgiving(2028)))
S("so what day of the week is the fourth of july next year", **D(date(2027, 7, 4), True))
A("The Fourth of July is on a Sunday in 2027. Which day is the federal day off?",
  **D(observed(date(2027, 7, 4)), True))
A("What day of the week is Veterans Day in 2027?", **D(date(2027, 11, 11), True))
A("When is Columbus Day, or Indigenous Peoples' Day, in 2027?", **D(FED["Columbus Day"](2027)))
A("What day of the week does Halloween fall on next year?", **D(date(2027, 10, 31), True))
A("Valentine's Day 2027 lands on what day?", **D(date(2027, 2, 14), True))
A("What day is St. Patrick's Day on in 2027?", **D(date(2027, 3, 17), True))
S("how many days till new years day", days=days_to(date(2027, 1, 1)))
S("when is good friday twenty twenty seven", **D(easter(2027) - timedelta(days=2)))
A("What's the date of Ash Wednesday in 2027?", **D(easter(2027) - timedelta(days=46)))
A("When is Fat Tuesday in 2027?", **D(easter(2027) - timedelta(days=47)))
A("When is Palm Sunday next spring?", **D(easter(2027) - timedelta(days=7)))
A("Pentecost 2027 — what's the date?", **D(easter(2027) + timedelta(days=49)))
A("When is Orthodox Easter next year?", **D(easter(2027, EASTER_ORTHODOX)))
A("What date is Easter in 2028?", **D(easter(2028)))
S("when do the clocks go forward next year", **D(nth(2027, 3, SU, 2)))
A("What day do we set the clocks back an hour in 2027?", **D(nth(2027, 11, SU, 1)))
S("uh when's black friday next year", **D(thanksgiving(2027) + timedelta(days=1)))
A("What's the date of Cyber Monday 2027?", **D(thanksgiving(2027) + timedelta(days=4)))
A("When is Juneteenth in 2027, and what day of the week is that?", **D(date(2027, 6, 19), True))
S("when is chinese new year in twenty twenty seven", **D(cny_2027))
A("What date was Canadian Thanksgiving this year?", **D(ca_thanks_2026))
A("What day of the week is Boxing Day this year?", **D(date(2026, 12, 26), True))
S("how many days to valentimes day", days=days_to(date(2027, 2, 14)))
A("What date was Memorial Day this year?", **D(FED["Memorial Day"](2026)))
A("What day of the week is Earth Day in 2027?", **D(date(2027, 4, 22), True))
A("When is National Grandparents Day next year?", **D(labor(2027) + timedelta(days=6)))
A("When is Mothering Sunday in the UK next year?", **D(easter(2027) - timedelta(days=21)))
A("What date is Patriots' Day in Massachusetts in 2027?", **D(nth(2027, 4, MO, 3)))
A("How many days until the Fourth of July?", days=days_to(date(2027, 7, 4)))
A("When was Thanksgiving this year?", **D(thanksgiving(2026)))
C("When is Blorptember Fest this year?", "Blorptember Fest")
C("What date is my wedding anniversary?", "anniversary")
C("when is zorbly day", "zorbly day", slip=True)
assert (labor(2027) + timedelta(days=6)).weekday() == SU

# ================================================================ dates
G = "dates"


def coming(weekday):
    return TODAY + timedelta(days=(weekday - TODAY.weekday()) % 7 or 7)


def previous(weekday):
    return TODAY - timedelta(days=(TODAY.weekday() - weekday) % 7 or 7)


def age(born, on=TODAY):
    return relativedelta(on, born).years


A("What's the date today?", **D(TODAY))
A("What day of the week is it today?", weekday=wd(TODAY))
S("whats the date next wednesday", **D(coming(WE)))
A("What was the date last Saturday?", **D(previous(SA)))
A("What's the date two weeks from today?", **D(TODAY + timedelta(weeks=2)))
A("What date is 100 days from now?", **D(TODAY + timedelta(days=100)))
S("um what was the date forty five days ago", **D(TODAY - timedelta(days=45)))
A("What day of the week was July 20th, 1969?", weekday=wd(date(1969, 7, 20)))
A("My birthday's March 3rd. What day of the week does it fall on next year?", **D(date(2027, 3, 3), True))
A("How many days are there between March 1st and June 15th, 2027?",
  **N((date(2027, 6, 15) - date(2027, 3, 1)).days, 0))
A("How many days does February have in 2027?", **N(calendar.monthrange(2027, 2)[1], 0))
assert not calendar.isleap(2027) and calendar.isleap(2032)
A("Is 2027 a leap year?", contains=["no|not"])
S("is twenty thirty two a leap year", contains=["yes"])
A("What week number are we in?", **N(TODAY.isocalendar()[1], 0))
A("Which week of the year is March 15th, 2027 in?", **N(date(2027, 3, 15).isocalendar()[1], 0))
A("How old is someone who was born on June 12, 1958?", **N(age(date(1958, 6, 12)), 0))
S("how many days until my birthday its january nineteenth", days=days_to(date(2027, 1, 19)))
A("How many days until the first day of spring on March 20th?", days=days_to(date(2027, 3, 20)))
A("What's the date six weeks from tomorrow?", **D(TODAY + timedelta(days=1, weeks=6)))
A("What date is the third Friday in January 2027?", **D(nth(2027, 1, FR, 3)))
A("What was the date 90 days ago?", **D(TODAY - timedelta(days=90)))
A("What day of the week is February 29th, 2028?", **D(date(2028, 2, 29), True))
fridays_left = sum(1 for i in range(1, 28) if (TODAY + timedelta(days=i)).weekday() == FR)
A("How many Fridays are left this year, not counting today?", **N(fridays_left, 0))
A("What's tomorrow's date?", **D(TODAY + timedelta(days=1), True))
S("what was yesterdays date", **D(TODAY - timedelta(days=1)))
A("What day of the week is August 15th, 2027?", **D(date(2027, 8, 15), True))
A("How many days until the end of January?", days=days_to(date(2027, 1, 31)))
S("whats the date six months from now", **D(TODAY + relativedelta(months=6)))
A("What day of the week will it be a year from today?", **D(TODAY + relativedelta(years=1), True))
A("What was the date 1,000 days ago?", **D(TODAY - timedelta(days=1000)))
A("How many days have gone by since January 1st this year?", **N((TODAY - date(2026, 1, 1)).days, 0))
A("What day of the year is it today, as a number?", **N(TODAY.timetuple().tm_yday, 0))
A("How many years has it been since the Berlin Wall came down in November 1989?",
  **N(age(date(1989, 11, 9)), 0))
A("My son was born May 20th, 2010. How old will he be on his next birthday?",
  **N(age(date(2010, 5, 20)) + 1, 0))
A("I was born April 9th, 1957. On what date do I turn 70?", **D(date(1957, 4, 9) + relativedelta(years=70)))
A("What's the date ten weeks after January 5th, 2027?", **D(date(2027, 1, 5) + timedelta(weeks=10)))
S("what day of the week was pearl harbor december seventh nineteen forty one", weekday=wd(date(1941, 12, 7)))
A("What day of the week was October 3rd, 1975?", weekday=wd(date(1975, 10, 3)))
A("How many days are there from this Christmas to Valentine's Day?",
  **N((date(2027, 2, 14) - date(2026, 12, 25)).days, 0))
A("What's the date of the last Monday in January 2027?", **D(last(2027, 1, MO)))
S("so how many days are in april", **N(30, 0))
A("How many days are there in the year 2028?", **N(366 if calendar.isleap(2028) else 365, 0))
C("What day of the week is February 30th, 2027?", "February 30")
C("What's the date of April 31st next year?", "April 31")
C("what day is the thirty second of january", "January 32", slip=True)
C("How many days until my birthday?", "birthday")
C("um what day of the week is june thirty first", "June 31", slip=True)

# ================================================================ worldclock
G = "worldclock"


def T(zone, now=NOW):
    t = now.astimezone(ZoneInfo(zone))
    return {"time": t.strftime("%H:%M"), "tol_min": 1}


def diff_hours(z1, z2, now=NOW):
    o = (now.astimezone(ZoneInfo(z1)).utcoffset() - now.astimezone(ZoneInfo(z2)).utcoffset())
    h = o.total_seconds() / 3600
    assert h == int(h), (z1, z2, h)
    return abs(int(h))


A("What time is it in Tokyo right now?", **T("Asia/Tokyo"))
A("What's the time in London?", **T("Europe/London"))
S("what time is it in paris france", **T("Europe/Paris"))
A("What time is it out in Los Angeles?", **T("America/Los_Angeles"))
A("Current time in Chicago?", **T("America/Chicago"))
A("What's the time in Denver, Colorado?", **T("America/Denver"))
A("What time is it in Phoenix?", **T("America/Phoenix"))
A("What time is it in Hawaii?", **T("Pacific/Honolulu"))
A("What time is it in Anchorage?", **T("America/Anchorage"))
A("What time is it in Sydney, Australia?", **T("Australia/Sydney"))
A("What time is it in Auckland?", **T("Pacific/Auckland"))
S("whats the time in new deli", **T("Asia/Kolkata"))
A("What time is it in Kathmandu?", **T("Asia/Kathmandu"))
A("What time is it in Dubai at the moment?", **T("Asia/Dubai"))
A("What's the time in Moscow?", **T("Europe/Moscow"))
A("What time is it in Beijing?", **T("Asia/Shanghai"))
A("Tell me the time in Singapore.", **T("Asia/Singapore"))
S("what time is it in soul korea", **T("Asia/Seoul"))
A("What time is it in Bangkok?", **T("Asia/Bangkok"))
A("What's the local time in Johannesburg?", **T("Africa/Johannesburg"))
A("What time is it in Cairo?", **T("Africa/Cairo"))
A("What time is it in Nigeria?", **T("Africa/Lagos"))
S("what time is it in nairobe", **T("Africa/Nairobi"))
A("What time is it in São Paulo?", **T("America/Sao_Paulo"))
A("What's the time in Buenos Aires?", **T("America/Argentina/Buenos_Aires"))
A("What time is it in Mexico City?", **T("America/Mexico_City"))
S("uh whats the time in vancouver right now", **T("America/Vancouver"))
A("What time is it in Halifax, Nova Scotia?", **T("America/Halifax"))
A("What time is it in Reykjavik?", **T("Atlantic/Reykjavik"))
A("What's the time in Lisbon?", **T("Europe/Lisbon"))
A("What time is it in Athens?", **T("Europe/Athens"))
A("What time is it in Tehran?", **T("Asia/Tehran"))
A("What's the time in Adelaide?", **T("Australia/Adelaide"))
S("what time is it in manilla", **T("Asia/Manila"))
A("What time is it in Santiago, Chile?", **T("America/Santiago"))
S("what time is it over in porto rico", **T("America/Puerto_Rico"))
A("How many hours ahead of us is London?", **N(diff_hours("Europe/London", "America/New_York"), 0))
A("How many hours behind New York is Los Angeles?", **N(diff_hours("America/Los_Angeles", "America/New_York"), 0))
A("What's the time difference between Tokyo and Paris?", **N(diff_hours("Asia/Tokyo", "Europe/Paris"), 0))
A("If it's 8 p.m. here, what time is it in Berlin?",
  **T("Europe/Berlin", datetime(2026, 12, 4, 20, 0, tzinfo=NYZ)))
A("What's the date in Sydney right now?", date=iso(NOW.astimezone(ZoneInfo("Australia/Sydney")).date()))
_ak = NOW.astimezone(ZoneInfo("Pacific/Auckland")).date()
S("what day is it in auckland right now", date=iso(_ak), weekday=wd(_ak))
C("What time is it in Portland?", "Portland")
C("What time is it in Australia?", "Australia")
C("what time is it in russia right now", "Russia", slip=True)
C("what time is it in birmingham", "Birmingham", slip=True)
C("What time is it in Atlantis?", "Atlantis")

# ================================================================ sun
G = "sun"
NYOBS = astral.LocationInfo("New York", "USA", "America/New_York", *NYC).observer


def sun_at(d, obs=NYOBS, tz=NYZ):
    return astral.sun.sun(obs, date=d, tzinfo=tz)


def rmin(t):
    return (t + timedelta(seconds=30)).replace(second=0, microsecond=0)


def ST(d, key, obs=NYOBS, tz=NYZ):
    return {"time": rmin(sun_at(d, obs, tz)[key]).strftime("%H:%M"), "tol_min": 3}


def daylen(d):
    s = sun_at(d)
    m = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h, rest = int(m // 60), m - 60 * int(m // 60)
    assert rest > 3, (d, rest)
    return {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(rest), "tol": r6(1.5 / rest)}


TOM = TODAY + timedelta(days=1)
A("What time is sunrise today?", **ST(TODAY, "sunrise"))
A("When does the sun set today?", **ST(TODAY, "sunset"))
S("what time does the sun come up tomorrow", **ST(TOM, "sunrise"))
A("What time is sunset tomorrow?", **ST(TOM, "sunset"))
A("When will the sun rise on Christmas morning?", **ST(date(2026, 12, 25), "sunrise"))
A("What time's sunset on New Year's Eve?", **ST(date(2026, 12, 31), "sunset"))
A("How long is the day today, from sunrise to sunset?", **daylen(TODAY))
A("How many hours of daylight will we get on the winter solstice, December 21st?", **daylen(date(2026, 12, 21)))
A("When's sunrise on June 21st next year?", **ST(date(2027, 6, 21), "sunrise"))
A("What time does the sun set on the Fourth of July next year?", **ST(date(2027, 7, 4), "sunset"))
A("What time is dawn tomorrow morning?", **ST(TOM, "dawn"))
S("what time is dusk tonight", **ST(TODAY, "dusk"))
A("When is solar noon today?", **ST(TODAY, "noon"))
A("What time does the sun rise next Monday?", **ST(coming(MO), "sunrise"))
S("um when does the sun go down on sunday", **ST(coming(SU), "sunset"))
LONZ = ZoneInfo("Europe/London")
LON = astral.LocationInfo("London", "UK", "Europe/London", 51.5074, -0.1278).observer
A("What time will the sun set in London today, their time?", **ST(TODAY, "sunset", LON, LONZ))
LAZ = ZoneInfo("America/Los_Angeles")
LA = astral.LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437).observer
S("whens sunrise in los angeles tomorrow", **ST(TOM, "sunrise", LA, LAZ))
for lat, lon in ((78.2232, 15.6267), (71.2906, -156.7886)):
    try:
        astral.sun.sun(astral.Observer(lat, lon), date=TOM)
        raise AssertionError("expected polar night")
    except ValueError:
        pass
C("What time is sunrise in Longyearbyen, Svalbard tomorrow?", "Longyearbyen")
C("when does the sun rise in barrow alaska tomorrow", "Barrow", slip=True)

# ================================================================ units
G = "units"
IN = 0.0254
FT = 12 * IN
YD = 3 * FT
MI = 5280 * FT
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
GAL = 231 * IN ** 3 * 1000  # liters
QT, CUP, FLOZ = GAL / 4, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
IMP_PINT = 4.54609 / 8
ACRE = 43560 * FT ** 2
KNOT = 1852  # m/h
PSI = LB * 9.80665 / IN ** 2
BTU = 1055.05585262


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


A("How much is 350 degrees Fahrenheit in Celsius?", **N(f2c(350)))
S("whats a hundred and eighty celsius in fahrenheit", **N(c2f(180)))
A("What's 20 degrees Celsius in Fahrenheit?", **N(c2f(20)))
A("98.6 Fahrenheit is what in Celsius?", **N(f2c(98.6)))
A("Convert 300 kelvin to Celsius.", **N(300 - 273.15))
A("How tall is 5 foot 10 in centimeters?", **N((5 * FT + 10 * IN) * 100))
A("How many miles is 10 kilometers?", **N(10000 / MI))
S("how many kilometers is a marathon twenty six point two miles", **N(26.2 * MI / 1000))
A("What's 3 meters in feet?", **N(3 / FT))
A("How many centimeters in a foot?", **N(FT * 100))
A("How many meters is 100 yards?", **N(100 * YD))
A("I'm 6 feet tall. How much is that in meters?", **N(6 * FT))
A("Convert 150 pounds to kilograms.", **N(150 * LB))
S("um seventy kilos in pounds", **N(70 / LB))
A("I weigh 11 stone. What's that in kilograms?", **N(11 * STONE))
A("How many grams are in 8 ounces?", **N(8 * OZ * 1000))
A("What's 500 grams in pounds?", **N(0.5 / LB))
S("how many ounces in two point two pounds", **N(2.2 * 16))
A("How many milliliters are in 2 cups?", **N(2 * CUP * 1000))
A("How many cups are in a liter?", **N(1 / CUP))
A("How many teaspoons in 3 tablespoons?", **N(3 * TBSP / TSP))
S("how many table spoons in a cup", **N(CUP / TBSP))
A("How many liters in a gallon?", **N(GAL))
A("What is 2 liters in fluid ounces?", **N(2 / FLOZ))
A("How many quarts make a gallon?", **N(GAL / QT))
A("A bottle of wine is 750 ml. How many cups is that?", **N(0.75 / CUP))
A("How many milliliters are in a British pint?", **N(IMP_PINT * 1000))
A("How many tablespoons in a quarter cup?", **N(CUP / 4 / TBSP))
A("How many grams is a stick of butter?", **N(LB / 4 * 1000))
A("Convert 60 miles per hour to kilometers per hour.", **N(60 * MI / 1000))
S("whats a hundred k m h in miles per hour", **N(100000 / MI))
A("How fast is 20 knots in miles per hour?", **N(20 * KNOT / MI))
A("How many square meters in an acre?", **N(ACRE))
A("Convert 2 hectares to acres.", **N(20000 / ACRE))
A("What's 1,000 square feet in square meters?", **N(1000 * FT ** 2))
A("How many BTUs are in one kilowatt-hour?", **N(3.6e6 / BTU))
A("A 2,000 calorie diet is how many kilojoules?", **N(2000 * 4.184))
A("Convert 32 psi to bar.", **N(32 * PSI / 1e5))
A("How many psi is one atmosphere?", **N(101325 / PSI))
A("How many megabytes in a gigabyte?", **N(1000))
S("two terabytes is how many gigabytes", **N(2000))
A("How many mebibytes are in a gibibyte?", **N(1024))
A("How many hours are in a week?", **N(7 * 24))
S("how many seconds are there in a day", **N(24 * 3600))
A("How many minutes is three and a half hours?", **N(3.5 * 60))
A("My car gets 30 miles per gallon. What's that in liters per 100 kilometers?", **N(100 * GAL / (30 * MI / 1000)))
A("How many ounces in 1.5 kilograms?", **N(1.5 / OZ))
S("whats minus forty fahrenheit in celsius", **N(f2c(-40)))
A("How many feet are in a mile?", **N(MI / FT))
A("How many inches is 45 centimeters?", **N(0.45 / IN))
C("Convert 5 liters into kilometers.", "liters to kilometers")
C("How many pounds are in a foot?", "pounds to feet")
C("how many seconds in a meter", "seconds to meters", slip=True)
C("Convert 10 glorbits to grams.", "glorbits")
C("whats thirty celsius in inches", "Celsius to inches", slip=True)

# ================================================================ WordNet
TMP = tempfile.mkdtemp(prefix="heldout12-wn-")
atexit.register(shutil.rmtree, TMP, True)
WNDIR = os.path.join(TMP, "corpora", "wordnet")
shutil.copytree("/usr/share/wordnet", WNDIR)
LEX = ("adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute "
       "noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group "
       "noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant "
       "noun.possession noun.process noun.quantity noun.relation noun.shape noun.state "
       "noun.substance noun.time verb.body verb.change verb.cognition verb.communication "
       "verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion "
       "verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl").split()
assert len(LEX) == 45
_CAT = {"noun": 1, "verb": 2, "adj": 3, "adv": 4}
with open(os.path.join(WNDIR, "lexnames"), "w") as f:
    for i, n in enumerate(LEX):
        f.write(f"{i:02d}\t{n}\t{_CAT[n.split('.')[0]]}\n")

import warnings  # noqa: E402

import nltk  # noqa: E402
from nltk.corpus.reader.wordnet import WordNetCorpusReader  # noqa: E402

nltk.data.path.insert(0, TMP)


class _WN(WordNetCorpusReader):
    def map_wn(self, *a, **k):
        return None


with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    wn = _WN(WNDIR, None)


def own_synsets(word):
    k = word.lower().replace(" ", "_")
    return [s for s in wn.synsets(k) if any(l.name().lower() == k for l in s.lemmas())]


def best_synset(word):
    k = word.lower().replace(" ", "_")
    ss = own_synsets(word)
    assert ss, word

    def cnt(s):
        return max(l.count() for l in s.lemmas() if l.name().lower() == k)

    return max(ss, key=lambda s: (cnt(s), -ss.index(s)))


def gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("-"))


def GL(word):
    b = best_synset(word)
    return {"gloss": gloss(b), "glosses": [gloss(s) for s in own_synsets(word)]}


def SYN(word):
    k = word.lower().replace(" ", "_")
    b = best_synset(word)
    out = []
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != k]
    assert first, word
    for s in [b] + [s for s in own_synsets(word) if s != b]:
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != k and n not in out:
                out.append(n)
    return {"synonyms": out}


def absent(word):
    assert not wn.synsets(word) and not wn.morphy(word), word
    return word


# ================================================================ spelling
G = "spelling"


def L(word):
    return {"letters": [c.upper() for c in word if c.isalpha()]}


A("How do you spell necessary?", **L("necessary"))
A("Spell accommodate for me.", **L("accommodate"))
A("How's rhythm spelled?", **L("rhythm"))
S("can you spell wednesday", **L("Wednesday"))
A("What's the spelling of February?", **L("February"))
A("How do I spell restaurant?", **L("restaurant"))
S("um how do you spell separate", **L("separate"))
A("How do you spell conscientious?", **L("conscientious"))
A("Spell the word bureaucracy, please.", **L("bureaucracy"))
S("is it mischievious or mischievous how do you spell it", **L("mischievous"))
A("Spell Mississippi.", **L("Mississippi"))
A("How do you spell Tennessee?", **L("Tennessee"))
S("how do you spell brocoli", **L("broccoli"))
A("How do you spell zucchini?", **L("zucchini"))
A("Spell cinnamon for my grocery list.", **L("cinnamon"))
A("How is quinoa spelled?", **L("quinoa"))
A("How do you spell croissant?", **L("croissant"))
S("spell chihuahua like the dog", **L("chihuahua"))
A("How do you spell pharaoh, like the Egyptian kings?", **L("pharaoh"))
A("Spell onomatopoeia.", **L("onomatopoeia"))
A("How do you spell questionnaire?", **L("questionnaire"))
A("What's the correct spelling of millennium?", **L("millennium"))
A("I never remember the double letters in embarrass. Can you spell it?", **L("embarrass"))
A("How do you spell occurrence?", **L("occurrence"))
A("Spell liaison, please.", **L("liaison"))
A("How do you spell silhouette?", **L("silhouette"))
A("How do you spell Fahrenheit?", **L("Fahrenheit"))
for w in ("necessary", "accommodate", "rhythm", "separate", "conscientious", "bureaucracy",
          "mischievous", "broccoli", "zucchini", "cinnamon", "croissant", "chihuahua",
          "pharaoh", "onomatopoeia", "questionnaire", "millennium", "embarrass", "occurrence",
          "liaison", "silhouette", "Fahrenheit", "Mississippi", "Tennessee", "Wednesday", "February"):
    assert own_synsets(w), w
C("How do you spell flumbergrast?", absent("flumbergrast"))
C("Spell that word for me.", "word")
C("how do you spell snizzlewump", absent("snizzlewump"), slip=True)

# ================================================================ words
G = "words"
S("whats the meaning of ubiquitus", **GL("ubiquitous"))
A("What does ephemeral mean?", **GL("ephemeral"))
A("Define meticulous.", **GL("meticulous"))
A("What's the definition of benevolent?", **GL("benevolent"))
A("What does serendipity mean?", **GL("serendipity"))
A("What does it mean when someone is resilient?", **GL("resilient"))
A("Define the word ambiguous.", **GL("ambiguous"))
S("um define procrastinate", **GL("procrastinate"))
A("What does cajole mean?", **GL("cajole"))
A("What's the meaning of gullible?", **GL("gullible"))
A("What is altruism?", **GL("altruism"))
A("What does lethargic mean?", **GL("lethargic"))
A("What does the word quaint mean?", **GL("quaint"))
S("what does the word saute mean in cooking", **GL("saute"))
A("My recipe says the milk might curdle. What does curdle mean?", **GL("curdle"))
A("What is leaven?", **GL("leaven"))
A("What does garnish mean?", **GL("garnish"))
A("Define empathy.", **GL("empathy"))
A("What's a nuance?", **GL("nuance"))
A("What does obsolete mean?", **GL("obsolete"))
A("What's the definition of inevitable?", **GL("inevitable"))
A("What's another word for big?", **SYN("big"))
S("um give me a synonym for begin", **SYN("begin"))
S("whats another word for funny", **SYN("funny"))
A("Give me a synonym for hard, like a hard test.", **SYN("hard"))
A("What's a synonym for buy?", **SYN("buy"))
A("What's another way to say help?", **SYN("help"))
A("Give me another word for stop.", **SYN("stop"))
A("What's a synonym for small?", **SYN("small"))
A("What's another word for brave?", **SYN("brave"))
A("What's a fancier word for mundane?", **SYN("mundane"))
C("What does flibbertoon mean?", absent("flibbertoon"))
C("Define the word grommish.", absent("grommish"))
C("what does snarfulate mean", absent("snarfulate"), slip=True)
C("whats a synonym for blorvish", absent("blorvish"), slip=True)
C("What's the definition of quandiferous?", absent("quandiferous"))

# ================================================================ calc
G = "calc"
A("What's a 15 percent tip on $84.60?", **N(84.60 * 0.15, 0.001))
S("whats seventeen times twenty three", **N(17 * 23, 0))
A("What's 1,250 divided by 8?", **N(1250 / 8, 0.001))
A("What's the square root of 169?", **N(math.sqrt(169), 0))
A("What's 2 to the power of 10?", **N(2 ** 10, 0))
A("What's 3/8 as a decimal?", **N(3 / 8, 0.001))
A("How much is a $79.99 jacket with 20 percent off?", **N(79.99 * 0.8, 0.001))
A("What's 7.5 percent of 240?", **N(240 * 0.075, 0.001))
A("What's the average of 82, 90 and 77?", **N((82 + 90 + 77) / 3, 0.001))
S("um whats twelve squared", **N(12 ** 2, 0))
A("What's 45 minus 17.5?", **N(45 - 17.5, 0.001))
A("A recipe calls for 3/4 cup of sugar and I'm tripling it. How much sugar do I need?", **N(0.75 * 3, 0.001))
A("What's 1000 divided by 7?", **N(1000 / 7, 0.001))
A("What's one third plus one quarter?", **N(1 / 3 + 1 / 4, 0.001))
A("18 out of 24 is what percent?", **N(18 / 24 * 100, 0.001))
A("What's 9 factorial?", **N(math.factorial(9), 0))
A("What's 6 plus 4 times 2?", **N(6 + 4 * 2, 0))
S("what is the cube root of twenty seven", **N(27 ** (1 / 3), 0.001))
A("If I put $1,000 in savings at 5 percent interest compounded yearly, how much will I have after 3 years?",
  **N(1000 * 1.05 ** 3, 0.001))
A("What's 250 times 0.04?", **N(250 * 0.04, 0.001))
A("The bill is $126 and there are three of us. How much does each person pay?", **N(126 / 3, 0.001))
S("so whats eight hundred minus three hundred and sixty five", **N(800 - 365, 0))
A("What's 15 percent of 60?", **N(60 * 0.15, 0.001))
A("What is 2.5 times 3.2?", **N(2.5 * 3.2, 0.001))
C("What's 250 divided by 0?", "division by zero")
C("whats nineteen divided by zero", "division by zero", slip=True)
C("What do you get if you divide zero by zero?", "zero divided by zero")

# ================================================================ checks and output
assert [r["group"] for r in ROWS] == sorted((r["group"] for r in ROWS), key=GROUPS.index), "groups out of order"
qs = [r["q"].lower().strip() for r in ROWS]
assert len(set(qs)) == len(qs), [q for q, n in Counter(qs).items() if n > 1]
for r in ROWS:
    if r["slip"]:
        q = r["q"]
        assert q == q.lower() and not any(ch in q for ch in ",.?!;:—") and not any(ch.isdigit() for ch in q), q
    assert r["expect"], r["q"]
    if r["kind"] == "cannot":
        assert set(r["expect"]) == {"names"}, r

with open(OUT, "w", encoding="utf-8") as f:
    for i, r in enumerate(ROWS, 1):
        row = {"id": f"q12_{i:03d}", "group": r["group"], "q": r["q"], "kind": r["kind"],
               "slip": r["slip"], "expect": r["expect"]}
        f.write(json.dumps(row, ensure_ascii=False) + "\n")

print(f"wrote {len(ROWS)} questions to {OUT}")
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
tot = Counter()
for g in GROUPS:
    rs = [r for r in ROWS if r["group"] == g]
    a = sum(r["kind"] == "answer" for r in rs)
    c = sum(r["kind"] == "cannot" for r in rs)
    s = sum(r["slip"] for r in rs)
    tot.update(answer=a, cannot=c, slip=s)
    print(f"| {g} | {a} | {c} | {s} |")
print(f"| **total** | **{tot['answer']}** | **{tot['cannot']}** | **{tot['slip']}** |")
