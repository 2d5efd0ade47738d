#!/usr/bin/env python3
"""exact-heldout17: questions + computed expected answers -> exact-heldout17.jsonl.

Fixed situation: now = Friday 2026-12-04 14:30 America/New_York, US, New York City
(40.7128, -74.0060). Imports nothing from the project.
"""
import atexit, calendar, json, math, os, shutil, sys, tempfile
from collections import Counter
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import holidays
from dateutil.easter import easter, EASTER_ORTHODOX
from dateutil.relativedelta import relativedelta, MO, TU, TH, SU
from astral import LocationInfo
from astral.sun import sun as astral_sun

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout17.jsonl")
NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, tzinfo=NY)
TODAY = NOW.date()
ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names=None, slip=False):
    e = {"names": names} if names else {}
    add(group, q, e, kind="cannot", slip=slip)


def r6(x):
    return round(float(x), 6)


WD = calendar.day_name


def wd(d):
    return WD[d.weekday()]


def iso(d):
    return d.isoformat()


def days_to(d):
    return (d - TODAY).days


# ---------------------------------------------------------------- holidays
def nth(y, m, weekday, n):  # n-th weekday (0=Mon) of month; n=-1 last
    if n > 0:
        d = date(y, m, 1)
        d += timedelta((weekday - d.weekday()) % 7)
        return d + timedelta(7 * (n - 1))
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta((d.weekday() - weekday) % 7)


def observed(d):
    return d - timedelta(1) if d.weekday() == 5 else d + timedelta(1) if d.weekday() == 6 else d


RULES = {
    "New Year's Day": lambda y: date(y, 1, 1),
    "Martin Luther King Jr. Day": lambda y: nth(y, 1, 0, 3),
    "Washington's Birthday": lambda y: nth(y, 2, 0, 3),
    "Memorial Day": lambda y: nth(y, 5, 0, -1),
    "Juneteenth National Independence Day": lambda y: date(y, 6, 19),
    "Independence Day": lambda y: date(y, 7, 4),
    "Labor Day": lambda y: nth(y, 9, 0, 1),
    "Columbus Day": lambda y: nth(y, 10, 0, 2),
    "Veterans Day": lambda y: date(y, 11, 11),
    "Thanksgiving Day": lambda y: nth(y, 11, 3, 4),
    "Christmas Day": lambda y: date(y, 12, 25),
}
for y in (2020, 2026, 2027, 2028):
    us = holidays.US(years=y)
    for name, rule in RULES.items():
        if y == 2020 and name.startswith("Juneteenth"):
            continue
        hits = [d for d, n in us.items() if n == name]
        assert rule(y) in hits, (y, name, hits)
assert holidays.US(years=2027).get(date(2027, 7, 5)) is not None  # observed July 4th 2027
# DST rules vs tzdata
for y in (2026, 2027, 2028):
    s, e = nth(y, 3, 6, 2), nth(y, 11, 6, 1)
    noon = lambda d: datetime(d.year, d.month, d.day, 12, tzinfo=NY).utcoffset()
    assert noon(s) == timedelta(hours=-4) and noon(s - timedelta(1)) == timedelta(hours=-5)
    assert noon(e) == timedelta(hours=-5) and noon(e - timedelta(1)) == timedelta(hours=-4)


def nxt(rule):
    d = rule(TODAY.year)
    return d if d >= TODAY else rule(TODAY.year + 1)


thanks = lambda y: nth(y, 11, 3, 4)
G = "holidays"
d = nxt(thanks); add(G, "When is Thanksgiving?", {"date": iso(d)})
d = nxt(thanks); add(G, "um when's thanks giving next year", {"date": iso(d)}, slip=True)
add(G, "What day of the week does Christmas fall on this year?", {"weekday": wd(date(2026, 12, 25)), "date": "2026-12-25"})
add(G, "how many days till christmas", {"days": days_to(date(2026, 12, 25))}, slip=True)
add(G, "How many days are left until Christmas Eve?", {"days": days_to(date(2026, 12, 24))})
add(G, "What date is Easter next year?", {"date": iso(easter(2027))})
add(G, "so when is easter in twenty twenty eight", {"date": iso(easter(2028))}, slip=True)
add(G, "When's Memorial Day 2027?", {"date": iso(RULES["Memorial Day"](2027))})
add(G, "What date is Labor Day next year?", {"date": iso(RULES["Labor Day"](2027))})
add(G, "When is Martin Luther King Day?", {"date": iso(nxt(RULES["Martin Luther King Jr. Day"]))})
add(G, "When is Presidents' Day in 2027?", {"date": iso(RULES["Washington's Birthday"](2027))})
add(G, "When is Mother's Day next year?", {"date": iso(nth(2027, 5, 6, 2))})
add(G, "hey what date is fathers day twenty twenty seven", {"date": iso(nth(2027, 6, 6, 3))}, slip=True)
add(G, "What day of the week is the Fourth of July next year?", {"weekday": wd(date(2027, 7, 4)), "date": "2027-07-04"})
add(G, "Independence Day 2027 is on a Sunday, so which day is the federal holiday observed?",
    {"date": iso(observed(date(2027, 7, 4))), "weekday": wd(observed(date(2027, 7, 4)))})
add(G, "What day of the week is Halloween in 2027?", {"weekday": wd(date(2027, 10, 31))})
add(G, "What day is Valentine's Day on next year?", {"weekday": wd(date(2027, 2, 14)), "date": "2027-02-14"})
add(G, "how many days until valentines day", {"days": days_to(date(2027, 2, 14))}, slip=True)
add(G, "What day of the week is St. Patrick's Day 2027?", {"weekday": wd(date(2027, 3, 17))})
add(G, "What day of the week is New Year's Eve?", {"weekday": wd(date(2026, 12, 31)), "date": "2026-12-31"})
add(G, "uh what day is new years day gonna be", {"weekday": wd(date(2027, 1, 1)), "date": "2027-01-01"}, slip=True)
add(G, "When is Good Friday in 2027?", {"date": iso(easter(2027) - timedelta(2))})
add(G, "When does Lent start next year? What's the date of Ash Wednesday?", {"date": iso(easter(2027) - timedelta(46))})
add(G, "What's the date of Mardi Gras 2027?", {"date": iso(easter(2027) - timedelta(47))})
add(G, "When is Columbus Day next year?", {"date": iso(RULES["Columbus Day"](2027))})
add(G, "When is Indigenous Peoples' Day in 2027?", {"date": iso(RULES["Columbus Day"](2027))})
add(G, "what day of the week is veterans day twenty twenty seven", {"weekday": wd(date(2027, 11, 11))}, slip=True)
add(G, "Which day of the week is Juneteenth next year?", {"weekday": wd(date(2027, 6, 19))})
add(G, "When is Thanksgiving 2028?", {"date": iso(thanks(2028))})
add(G, "What date is Pentecost in 2027?", {"date": iso(easter(2027) + timedelta(49))})
add(G, "When is Palm Sunday next year?", {"date": iso(easter(2027) - timedelta(7))})
add(G, "When is the next presidential election day?", {"date": iso(nth(2028, 11, 0, 1) + timedelta(1))})
add(G, "When is Black Friday next year?", {"date": iso(thanks(2027) + timedelta(1))})
add(G, "When do the clocks spring forward next year?", {"date": iso(nth(2027, 3, 6, 2))})
add(G, "um when do we fall back in twenty twenty seven", {"date": iso(nth(2027, 11, 6, 1))}, slip=True)
add(G, "When is Orthodox Easter in 2027?", {"date": iso(easter(2027, EASTER_ORTHODOX))})
cny = min(d for d, n in holidays.China(years=2027).items() if "Spring Festival" in n)
add(G, "When is Chinese New Year 2027?", {"date": iso(cny)})
add(G, "How many days until Thanksgiving?", {"days": days_to(nxt(thanks))})
add(G, "What day of the week will Christmas be in 2027?", {"weekday": wd(date(2027, 12, 25))})
add(G, "What day of the week is Groundhog Day next year?", {"weekday": wd(date(2027, 2, 2))})
cannot(G, "When is National Gloopy Sock Day?", "National Gloopy Sock Day")
cannot(G, "when is flurbsday this year", "flurbsday", slip=True)
cannot(G, "When is my wedding anniversary?", "anniversary")

# ---------------------------------------------------------------- dates
G = "dates"
add(G, "What's today's date?", {"date": iso(TODAY)})
add(G, "what day is it today", {"weekday": wd(TODAY)}, slip=True)
add(G, "What day of the week was July 20th, 1969?", {"weekday": wd(date(1969, 7, 20))})
add(G, "What day of the week will January 1st 2030 be?", {"weekday": wd(date(2030, 1, 1))})
add(G, "What was the day of the week on January 1, 2000?", {"weekday": wd(date(2000, 1, 1))})
add(G, "What's the date 100 days from today?", {"date": iso(TODAY + timedelta(100))})
add(G, "what was the date forty five days ago", {"date": iso(TODAY - timedelta(45))}, slip=True)
add(G, "What's the date two weeks from tomorrow?", {"date": iso(TODAY + timedelta(15))})
nw = TODAY + relativedelta(days=1, weekday=2)
add(G, "What's the date next Wednesday?", {"date": iso(nw)})
lf = TODAY - timedelta(7)
add(G, "What was the date last Friday?", {"date": iso(lf)})
add(G, "What's the date three weeks from now?", {"date": iso(TODAY + timedelta(21))})
add(G, "What's the date six months from today?", {"date": iso(TODAY + relativedelta(months=6))})
add(G, "so whats the date a year from today", {"date": iso(TODAY + relativedelta(years=1))}, slip=True)
add(G, "How many days are there between January 1st and July 4th 2027?", {"number": (date(2027, 7, 4) - date(2027, 1, 1)).days, "tol": 0})
add(G, "My birthday is March 15th. How many days until my birthday?", {"days": days_to(date(2027, 3, 15))})
add(G, "How many days are left in the year?", {"days": days_to(date(2026, 12, 31))})
add(G, "What week number is it?", {"number": TODAY.isocalendar()[1], "tol": 0})
add(G, "What week of the year is July 4th 2027?", {"number": date(2027, 7, 4).isocalendar()[1], "tol": 0})
add(G, "Is 2028 a leap year?", {"contains": ["yes"]})
assert calendar.isleap(2028) and not calendar.isleap(2027) and not calendar.isleap(1900) and calendar.isleap(2000)
add(G, "is twenty twenty seven a leap year", {"contains": ["no|not"]}, slip=True)
add(G, "Was 1900 a leap year?", {"contains": ["no|not"]})
add(G, "Was the year 2000 a leap year?", {"contains": ["yes"]})
add(G, "How many days are in February 2028?", {"number": calendar.monthrange(2028, 2)[1], "tol": 0})
add(G, "How many days are there in the year 2027?", {"number": 366 if calendar.isleap(2027) else 365, "tol": 0})
age = lambda b: relativedelta(TODAY, b).years
add(G, "How old is someone born on June 12th, 1985?", {"number": age(date(1985, 6, 12)), "tol": 0})
add(G, "how old am i if i was born may thirtieth two thousand", {"number": age(date(2000, 5, 30)), "tol": 0}, slip=True)
add(G, "If I was born on December 25th, 1990, how old am I?", {"number": age(date(1990, 12, 25)), "tol": 0})
add(G, "My daughter was born on December 4th, 2016. How old is she today?", {"number": age(date(2016, 12, 4)), "tol": 0})
add(G, "How old will I be on my next birthday if I was born February 3rd 1990?", {"number": relativedelta(date(2027, 2, 3), date(1990, 2, 3)).years, "tol": 0})
add(G, "How many weeks until New Year's Day?", {"number": days_to(date(2027, 1, 1)) // 7, "tol": 0})
assert days_to(date(2027, 1, 1)) % 7 == 0
add(G, "How many days has it been since January 1st?", {"number": (TODAY - date(2026, 1, 1)).days, "tol": 0})
add(G, "What's the date 90 days after March 1st, 2027?", {"date": iso(date(2027, 3, 1) + timedelta(90))})
add(G, "What's the last day of February 2027?", {"date": "2027-02-28"})
add(G, "What day of the year is it today? Like, day number what?", {"number": TODAY.timetuple().tm_yday, "tol": 0})
add(G, "how many days until the end of january", {"days": days_to(date(2027, 1, 31))}, slip=True)
add(G, "What's the date ten days before Christmas?", {"date": iso(date(2026, 12, 25) - timedelta(10))})
add(G, "What date is the first Monday of next month?", {"date": iso(nth(2027, 1, 0, 1))})
add(G, "uh what was the date eighteen months ago", {"date": iso(TODAY - relativedelta(months=18))}, slip=True)
add(G, "What day of the week was my birthday, October 9th 1995?", {"weekday": wd(date(1995, 10, 9))})
add(G, "How many days from today until June 1st?", {"days": days_to(date(2027, 6, 1))})
add(G, "How many Fridays are left in this year, not counting today?", {"number": len([x for x in range(1, 28) if (TODAY + timedelta(x)).weekday() == 4]), "tol": 0})
add(G, "What's the date a fortnight from today?", {"date": iso(TODAY + timedelta(14))})
cannot(G, "What day of the week is February 30th 2027?", "February 30")
cannot(G, "what day of the week is april thirty first", "April 31", slip=True)
cannot(G, "What day of the week was the 32nd of January 2026?", "January 32")
cannot(G, "How old am I?", "birthday")
cannot(G, "What's the date of the 0th of March next year?", "March 0")

# ---------------------------------------------------------------- world clock
G = "worldclock"


def tnow(zone):
    return NOW.astimezone(ZoneInfo(zone))


def hm(t):
    return t.strftime("%H:%M")


def clock(q, zone, slip=False):
    add(G, q, {"time": hm(tnow(zone)), "tol_min": 1}, slip=slip)


clock("What time is it in London?", "Europe/London")
clock("What time is it in Paris right now?", "Europe/Paris")
clock("what time is it in tokio", "Asia/Tokyo", slip=True)
clock("What's the time in Sydney, Australia?", "Australia/Sydney")
clock("What time is it in Los Angeles?", "America/Los_Angeles")
clock("What time is it in Chicago?", "America/Chicago")
clock("Current time in Denver please.", "America/Denver")
clock("What time is it in Phoenix?", "America/Phoenix")
clock("um whats the time in honolulu", "Pacific/Honolulu", slip=True)
clock("What time is it in Anchorage?", "America/Anchorage")
clock("What time is it in Mumbai?", "Asia/Kolkata")
clock("What time is it in Dubai?", "Asia/Dubai")
clock("What time is it in Moscow?", "Europe/Moscow")
clock("what time is it over in beijing", "Asia/Shanghai", slip=True)
clock("What time is it in Singapore?", "Asia/Singapore")
clock("Tell me the time in Berlin.", "Europe/Berlin")
clock("What time is it in Cairo?", "Africa/Cairo")
clock("what time is it in johannesburg", "Africa/Johannesburg", slip=True)
clock("What time is it in São Paulo?", "America/Sao_Paulo")
clock("What time is it in Buenos Aires?", "America/Argentina/Buenos_Aires")
clock("What time is it in Mexico City?", "America/Mexico_City")
clock("What's the time in Bangkok?", "Asia/Bangkok")
clock("What time is it in Seoul?", "Asia/Seoul")
clock("so what time is it in auckland", "Pacific/Auckland", slip=True)
clock("What time is it in Kathmandu?", "Asia/Kathmandu")
clock("What time is it in Tehran?", "Asia/Tehran")
clock("What time is it in Reykjavik?", "Atlantic/Reykjavik")
clock("What time is it in Istanbul?", "Europe/Istanbul")
clock("What time is it in Vancouver?", "America/Vancouver")
clock("What time is it in Halifax?", "America/Halifax")
clock("What time is it in Japan?", "Asia/Tokyo")
clock("What time is it in Germany?", "Europe/Berlin")
clock("what time is it in india right now", "Asia/Kolkata", slip=True)
clock("What time is it in Kenya?", "Africa/Nairobi")
clock("What time is it in Ireland?", "Europe/Dublin")
clock("What's the time in the Philippines?", "Asia/Manila")


def diff_h(zone):
    off = tnow(zone).utcoffset() - NOW.utcoffset()
    h = off.total_seconds() / 3600
    assert h == int(h)
    return abs(int(h))


add(G, "How many hours ahead of us is London?", {"number": diff_h("Europe/London"), "tol": 0})
add(G, "How many hours behind us is Los Angeles?", {"number": diff_h("America/Los_Angeles"), "tol": 0})
add(G, "whats the time difference between here and tokyo", {"number": diff_h("Asia/Tokyo"), "tol": 0}, slip=True)
t = tnow("Australia/Sydney")
add(G, "What's the date in Sydney right now?", {"date": iso(t.date())})
t = tnow("Asia/Tokyo")
add(G, "What day is it in Tokyo right now?", {"date": iso(t.date()), "weekday": wd(t.date())})
cannot(G, "What time is it in Narnia?", "Narnia")
cannot(G, "what time is it in springfield", "Springfield", slip=True)
cannot(G, "What time is it in Russia?", "Russia")
cannot(G, "What time is it in Portland?", "Portland")
cannot(G, "What's the time in Gotham City?", "Gotham City")

# ---------------------------------------------------------------- sun
G = "sun"
NYC = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)


def sunt(d, ev, loc=NYC):
    s = astral_sun(loc.observer, date=d, tzinfo=ZoneInfo(loc.timezone))
    t = s[ev]
    t = (t + timedelta(seconds=30)).replace(second=0, microsecond=0)
    return t.strftime("%H:%M")


def sunq(q, d, ev, slip=False, loc=NYC):
    add(G, q, {"time": sunt(d, ev, loc), "tol_min": 3}, slip=slip)


sunq("What time is sunrise today?", TODAY, "sunrise")
sunq("When does the sun set today?", TODAY, "sunset")
sunq("what time does the sun come up tomorrow", TODAY + timedelta(1), "sunrise", slip=True)
sunq("What time is sunset tomorrow?", TODAY + timedelta(1), "sunset")
sunq("What time is sunset on Christmas Day?", date(2026, 12, 25), "sunset")
sunq("When is sunrise on New Year's Day?", date(2027, 1, 1), "sunrise")
sunq("What time does the sun rise on June 21st next year?", date(2027, 6, 21), "sunrise")
sunq("what time is sunset on the fourth of july next year", date(2027, 7, 4), "sunset", slip=True)
sunq("When's sunrise on the winter solstice, December 21st?", date(2026, 12, 21), "sunrise")
sunq("What time does it get dark on Halloween next year? When's sunset?", date(2027, 10, 31), "sunset")
sunq("What time is sunrise on March 20th, 2027?", date(2027, 3, 20), "sunrise")
LON = LocationInfo("London", "UK", "Europe/London", 51.5074, -0.1278)
sunq("What time does the sun set in London today, local time?", TODAY, "sunset", loc=LON)


def daylen(d):
    s = astral_sun(NYC.observer, date=d, tzinfo=NY)
    m = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(m // 60)
    rest = m - 60 * h
    return h, rest


h, rest = daylen(TODAY)
add(G, "How long is the day today? How many hours of daylight?", {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(rest), "tol": r6(1.5 / rest)})
h, rest = daylen(date(2026, 12, 21))
add(G, "how much daylight do we get on the shortest day december twenty first", {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(rest), "tol": r6(1.5 / rest)}, slip=True)
cannot(G, "What time is sunrise on February 30th?", "February 30")
cannot(G, "What time does the sun set in Atlantis?", "Atlantis")

# ---------------------------------------------------------------- units
G = "units"
IN = 0.0254; FT = 12 * IN; YD = 3 * FT; MI = 5280 * FT
LB = 0.45359237; OZ = LB / 16; STONE = 14 * LB
GAL = 231 * IN ** 3 * 1000  # litres
QT = GAL / 4; PT = GAL / 8; CUP = GAL / 16; FLOZ = GAL / 128; TBSP = FLOZ / 2; TSP = FLOZ / 6
ACRE = 43560 * FT ** 2; HA = 10000; KNOT = 1852 / 3600
f2c = lambda f: (f - 32) * 5 / 9
c2f = lambda c: c * 9 / 5 + 32


def u(q, val, slip=False, tol=None):
    e = {"number": r6(val)}
    if tol is not None:
        e["tol"] = tol
    add(G, q, e, slip=slip)


u("How many milliliters are in a cup?", CUP * 1000)
u("how many mils in two cups", 2 * CUP * 1000, slip=True)
u("How many milliliters is a tablespoon?", TBSP * 1000)
u("How many teaspoons are in a tablespoon?", TBSP / TSP)
u("how many tablespoons in a cup", CUP / TBSP, slip=True)
u("How many teaspoons are in a quarter cup?", CUP / 4 / TSP)
u("How many grams are in 8 ounces?", 8 * OZ * 1000)
u("Convert 3 pounds to kilograms.", 3 * LB)
u("What's 350 degrees Fahrenheit in Celsius?", f2c(350))
u("convert one eighty celsius to fahrenheit", c2f(180), slip=True)
u("What is 98.6 Fahrenheit in Celsius?", f2c(98.6))
u("What's minus 10 Celsius in Fahrenheit?", c2f(-10))
u("What's 20 degrees Celsius in Kelvin?", 20 + 273.15)
u("How many liters is a gallon?", GAL)
u("How many liters are in a quart?", QT)
u("um how many ounces in a pint", PT / FLOZ, slip=True)
u("How many milliliters in 4 fluid ounces?", 4 * FLOZ * 1000)
u("How many grams is one stick of butter?", LB / 4 * 1000)
u("How many cups are in a liter?", 1 / CUP)
u("How many pounds is 5 kilograms?", 5 / LB)
u("Convert 10 miles to kilometers.", 10 * MI / 1000)
u("how many miles is a ten k", 10000 / MI, slip=True)
u("How many meters is 6 feet?", 6 * FT)
u("How many centimeters in 12 inches?", 12 * IN * 100)
u("How many inches is 30 centimeters?", 0.30 / IN)
u("Convert 100 meters to feet.", 100 / FT)
u("What's 65 miles per hour in kilometers per hour?", 65 * MI / 1000)
u("how fast is a hundred kilometers an hour in miles per hour", 100000 / MI, slip=True)
u("How many gallons is 20 liters?", 20 / GAL)
u("How many square meters are in an acre?", ACRE)
u("How many acres is 2 hectares?", 2 * HA / ACRE)
u("What's 30 knots in miles per hour?", 30 * 1852 / MI)
u("How many kilograms is 11 stone?", 11 * STONE)
u("How many meters are in 50 yards?", 50 * YD)
u("How many inches is 25 millimeters?", 0.025 / IN)
u("How many ounces is 250 grams?", 0.25 / OZ)
u("how many teaspoons is five mils", 5 / (TSP * 1000), slip=True)
u("How many megabytes are in 3 gigabytes?", 3000)
u("How many feet are in a mile?", 5280)
u("What's 1.5 liters in fluid ounces?", 1.5 / FLOZ)
u("How many cups is 500 milliliters?", 0.5 / CUP)
u("What's 0 degrees Fahrenheit in Celsius?", f2c(0), tol=None)
u("How many tablespoons are in 2 fluid ounces?", 2 * FLOZ / TBSP)
u("How many grams is half a pound?", LB / 2 * 1000)
u("How many kilometers is a marathon, 26.2 miles?", 26.2 * MI / 1000)
cannot(G, "How many meters are in a cup?", "cups to meters")
cannot(G, "Convert 5 kilograms to liters.", "kilograms to liters")
cannot(G, "how many pounds in a mile", "miles to pounds", slip=True)
cannot(G, "Convert 12 zorps to inches.", "zorps")
cannot(G, "What's 70 degrees Fahrenheit in inches?", "Fahrenheit to inches")

# ---------------------------------------------------------------- spelling
G = "spelling"


def sp(q, word, slip=False):
    add(G, q, {"letters": [c for c in word.upper() if c.isalpha()]}, slip=slip)


sp("How do you spell necessary?", "necessary")
sp("Spell restaurant for me.", "restaurant")
sp("how do you spell rhythm", "rhythm", slip=True)
sp("How do you spell Wednesday?", "Wednesday")
sp("How is February spelled?", "February")
sp("How do you spell broccoli?", "broccoli")
sp("um spell zucchini", "zucchini", slip=True)
sp("How do you spell cinnamon?", "cinnamon")
sp("Can you spell cappuccino?", "cappuccino")
sp("How do you spell mayonnaise?", "mayonnaise")
sp("How do you spell Fahrenheit?", "Fahrenheit")
sp("how do you spell separate", "separate", slip=True)
sp("How do you spell accommodate?", "accommodate")
sp("How do you spell conscience?", "conscience")
sp("Spell bureaucracy please.", "bureaucracy")
sp("How do you spell Mississippi?", "Mississippi")
sp("how do you spell keen wah the grain", "quinoa", slip=True)
sp("How do you spell guacamole?", "guacamole")
sp("How do you spell onomatopoeia?", "onomatopoeia")
sp("How do you spell colonel, like the army rank?", "colonel")
sp("How do you spell pharaoh?", "pharaoh")
sp("hey how do you spell definitely", "definitely", slip=True)
sp("How do you spell embarrass?", "embarrass")
sp("How do you spell prosciutto?", "prosciutto")
sp("How do you spell Massachusetts?", "Massachusetts")
NONSENSE_SPELL = ["blizzmorph", "flarnishow"]
cannot(G, "How do you spell blizzmorph?", "blizzmorph")
cannot(G, "spell flarnishow", "flarnishow", slip=True)
cannot(G, "How do you spell that?", "word")

# ---------------------------------------------------------------- words
G = "words"
import nltk
from nltk.corpus.reader.wordnet import WordNetCorpusReader

LEX = ("adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute "
       "noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group "
       "noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant "
       "noun.possession noun.process noun.quantity noun.relation noun.shape noun.state "
       "noun.substance noun.time verb.body verb.change verb.cognition verb.communication "
       "verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion "
       "verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl").split()
assert len(LEX) == 45
TMP = tempfile.mkdtemp(prefix="wn17-")
atexit.register(shutil.rmtree, TMP, True)
WNDIR = os.path.join(TMP, "corpora", "wordnet")
shutil.copytree("/usr/share/wordnet", WNDIR)
POSN = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}
with open(os.path.join(WNDIR, "lexnames"), "w") as f:
    for i, n in enumerate(LEX):
        f.write(f"{i:02d}\t{n}\t{POSN[n.split('.')[0]]}\n")
nltk.data.path.insert(0, TMP)


class WN(WordNetCorpusReader):
    def map_wn(self, *a, **k):
        return None


wn = WN(WNDIR, None)
assert wn.get_version() == "3.0"


def syns(word):
    return [s for s in wn.synsets(word) if any(l.name().lower() == word.replace(" ", "_").lower() for l in s.lemmas())]


def lemma_count(s, word):
    return max(l.count() for l in s.lemmas() if l.name().lower() == word.replace(" ", "_").lower())


def best_synset(word):
    ss = syns(word)
    best = max(lemma_count(s, word) for s in ss)
    return next(s for s in ss if lemma_count(s, word) == best)


def gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("- "))


def define(q, word, slip=False):
    b = best_synset(word)
    add(G, q, {"gloss": gloss(b), "glosses": [gloss(s) for s in syns(word)]}, slip=slip)


def synonyms(q, word, slip=False):
    b = best_synset(word)
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != word.lower()]
    assert first, word
    out = list(first)
    for s in syns(word):
        if s is b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if n.lower() != word.lower() and n not in out:
                out.append(n)
    add(G, q, {"synonyms": out}, slip=slip)


define("What does ubiquitous mean?", "ubiquitous")
define("Define serendipity.", "serendipity")
define("what does ephemeral mean", "ephemeral", slip=True)
define("What's the meaning of the word marinate?", "marinate")
define("What does meticulous mean?", "meticulous")
define("What is the definition of ambiguous?", "ambiguous")
define("What does the word pragmatic mean?", "pragmatic")
define("um whats the definition of benevolent", "benevolent", slip=True)
define("What does candid mean?", "candid")
define("Define the word lethargic.", "lethargic")
define("What does the word blanch mean?", "blanch")
define("What does mundane mean?", "mundane")
define("what does the word resilient mean", "resilient", slip=True)
define("What's the definition of paradox?", "paradox")
define("What does ambivalent mean?", "ambivalent")
define("Define procrastinate.", "procrastinate")
define("What does the word whimsical mean?", "whimsical")
define("What does zest mean?", "zest")
synonyms("What's another word for huge?", "huge")
synonyms("Give me a synonym for big.", "big")
synonyms("whats another word for annoyed", "annoyed", slip=True)
synonyms("What's a synonym for exhausted?", "exhausted")
synonyms("What is another word for begin?", "begin")
synonyms("Synonym for delicious?", "delicious")
synonyms("What's a different word for clever?", "clever")
synonyms("Give me a synonym for quick.", "quick")
synonyms("so whats another word for scared", "scared", slip=True)
synonyms("What's a synonym for brave?", "brave")
synonyms("Tell me another word for funny.", "funny")
NONSENSE_WORDS = ["flumbertine", "snargle", "quoxidate", "blimfered", "wuzzlecrump"] + NONSENSE_SPELL
for w in NONSENSE_WORDS:
    assert not wn.synsets(w), w
cannot(G, "What does flumbertine mean?", "flumbertine")
cannot(G, "Define snargle.", "snargle")
cannot(G, "what does quoxidate mean", "quoxidate", slip=True)
cannot(G, "Give me a synonym for blimfered.", "blimfered")
cannot(G, "What's the definition of wuzzlecrump?", "wuzzlecrump")

# ---------------------------------------------------------------- calc
G = "calc"


def c(q, val, tol=0.001, slip=False):
    add(G, q, {"number": r6(val), "tol": tol}, slip=slip)


c("What's 15 percent of 80?", 0.15 * 80)
c("What's a 20 percent tip on $64.50?", 0.20 * 64.50)
c("how much is an eighteen percent tip on forty seven dollars", 0.18 * 47, slip=True)
c("What is 17 times 23?", 17 * 23, tol=0)
c("What's 144 divided by 12?", 144 / 12, tol=0)
c("What's the square root of 81?", 9, tol=0)
c("What's 2 to the power of 10?", 2 ** 10, tol=0)
c("What's a third of 90?", 90 / 3, tol=0)
c("If a $60 sweater is 25 percent off, what's the sale price?", 60 * 0.75)
c("uh what's nine plus six times two", 9 + 6 * 2, tol=0, slip=True)
c("What is 1000 minus 357?", 1000 - 357, tol=0)
c("What percent of 120 is 30?", 30 / 120 * 100)
c("The price went from $50 to $65. What's the percentage increase?", (65 - 50) / 50 * 100)
c("What's 12 squared?", 144, tol=0)
c("What is 3.5 times 4?", 14, tol=0)
c("Split $120 three ways.", 40)
c("We owe $84 and want to leave a 15% tip. What's the total?", 84 * 1.15)
c("whats seven hundred and fifty divided by twenty five", 750 / 25, tol=0, slip=True)
c("What's 8.5 percent sales tax on $40?", 0.085 * 40, tol=0.002)
c("What's 45 plus 78?", 45 + 78, tol=0)
c("What's the cube root of 64?", 4, tol=0)
cannot(G, "What's 9 divided by zero?", "divide by zero")
cannot(G, "split the bill between zero people", "zero people", slip=True)

# ---------------------------------------------------------------- write
qs = [it["q"] for it in ITEMS]
assert len(qs) == len(set(qs)), [q for q, n in Counter(qs).items() if n > 1]
with open(OUT, "w") as f:
    for i, it in enumerate(ITEMS, 1):
        f.write(json.dumps({"id": f"q17_{i:03d}", **it}, ensure_ascii=False) + "\n")

groups = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
print("| group | answer | cannot | slip |\n| --- | --- | --- | --- |")
T = Counter()
for g in groups:
    a = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "answer")
    n = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "cannot")
    s = sum(1 for it in ITEMS if it["group"] == g and it["slip"])
    T.update(a=a, n=n, s=s)
    print(f"| {g} | {a} | {n} | {s} |")
print(f"| **total** | **{T['a']}** | **{T['n']}** | **{T['s']}** |  ({len(ITEMS)} in all)")
