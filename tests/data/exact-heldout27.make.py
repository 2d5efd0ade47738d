#!/usr/bin/env python3
"""exact-heldout27: held-out questions (set 27) with exactly computed answers.

Written 2026-12-06 by a helper session (set 27). Imports nothing from the project.
Run:  /work/main/.venv/bin/python tests/data/exact-heldout27.make.py
Writes tests/data/exact-heldout27.jsonl next to this script and prints counts.

Fixed situation: now = Friday 2026-12-04 14:30:00 America/New_York (EST, UTC-5),
country US, place New York City (40.7128, -74.0060).
"""
import atexit
import calendar
import json
import math
import os
import shutil
import tempfile
import warnings
from collections import Counter
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import holidays
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

warnings.filterwarnings("ignore")

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout27.jsonl")

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    assert group in ("holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc")
    assert kind in ("answer", "cannot")
    if slip:
        assert q == q.lower(), q
        assert not any(c in q for c in "?!,.;:\"'"), q
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names, slip=False):
    add(group, q, {"names": names}, kind="cannot", slip=slip)


def r6(x):
    x = round(float(x), 6)
    return int(x) if x == int(x) and abs(x) < 1e15 else x


# ---------------------------------------------------------------- date helpers
def iso(d):
    return d.isoformat()


def nth_weekday(y, m, wd, n):
    d = date(y, m, 1)
    d += timedelta(days=(wd - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def last_weekday(y, m, wd):
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta(days=(d.weekday() - wd) % 7)


def observed(d):
    if d.weekday() == 5:
        return d - timedelta(days=1)
    if d.weekday() == 6:
        return d + timedelta(days=1)
    return d


def coming(wd, from_day=TODAY):
    """The coming weekday (strictly after from_day)."""
    k = (wd - from_day.weekday()) % 7
    return from_day + timedelta(days=k or 7)


def previous(wd, from_day=TODAY):
    k = (from_day.weekday() - wd) % 7
    return from_day - timedelta(days=k or 7)


def days_from_today(d):
    return (d - TODAY).days


def dw(d):
    return {"date": iso(d), "weekday": WD[d.weekday()]}


MON, TUE, WED, THU, FRI, SAT, SUN = range(7)

# federal holiday rules
FED = {
    "New Year's Day": lambda y: date(y, 1, 1),
    "Martin Luther King Jr. Day": lambda y: nth_weekday(y, 1, MON, 3),
    "Washington's Birthday": lambda y: nth_weekday(y, 2, MON, 3),
    "Memorial Day": lambda y: last_weekday(y, 5, MON),
    "Juneteenth National Independence Day": lambda y: date(y, 6, 19),
    "Independence Day": lambda y: date(y, 7, 4),
    "Labor Day": lambda y: nth_weekday(y, 9, MON, 1),
    "Columbus Day": lambda y: nth_weekday(y, 10, MON, 2),
    "Veterans Day": lambda y: date(y, 11, 11),
    "Thanksgiving Day": lambda y: nth_weekday(y, 11, THU, 4),
    "Christmas Day": lambda y: date(y, 12, 25),
}
for _y in (2020, 2026, 2027, 2028):
    _h = holidays.US(years=_y)
    for _name, _rule in FED.items():
        if _y == 2020 and _name.startswith("Juneteenth"):
            continue
        _d = _rule(_y)
        assert _d in _h and _name in _h.get(_d), (_y, _name, _d, _h.get(_d))
        if _d.weekday() >= 5 and (_y, _d.month, _d.day) != (2028, 1, 1):
            _o = observed(_d)
            if _o.year == _y:
                assert _o in _h and "observed" in _h.get(_o), (_y, _name, _o)


def next_on_or_after(rule, start=TODAY):
    d = rule(start.year)
    return d if d >= start else rule(start.year + 1)


def thanksgiving(y):
    return FED["Thanksgiving Day"](y)


# DST rules checked against tzdata
def dst_start(y):
    return nth_weekday(y, 3, SUN, 2)


def dst_end(y):
    return nth_weekday(y, 11, SUN, 1)


for _y in (2026, 2027, 2028):
    for _d, _before, _after in ((dst_start(_y), -5, -4), (dst_end(_y), -4, -5)):
        _a = datetime(_d.year, _d.month, _d.day, 0, 30, tzinfo=NY).utcoffset().total_seconds() / 3600
        _b = datetime(_d.year, _d.month, _d.day, 4, 0, tzinfo=NY).utcoffset().total_seconds() / 3600
        assert (_a, _b) == (_before, _after), (_y, _d, _a, _b)


def first_named(h, label, exact=False):
    for d, n in sorted(h.items()):
        names = [x.strip() for x in n.split(";")]
        if any((x == label) if exact else (label in x) for x in names):
            return d
    raise KeyError(label)


# solstices from astral's solar declination, scanned hourly, date taken in New York
def solstice(y, month):
    import astral.sun as asun
    best = None
    start = datetime(y, month, 14, 0, 0, tzinfo=ZoneInfo("UTC"))
    for h in range(24 * 16):
        t = start + timedelta(hours=h)
        jc = asun.julianday_to_juliancentury(asun.julianday(t))
        dec = asun.sun_declination(jc)
        key = dec if month == 12 else -dec
        if best is None or key < best[0]:
            best = (key, t)
    t = best[1]
    assert 24 * 2 < (t - start).total_seconds() / 3600 < 24 * 14  # an interior extreme
    return t.astimezone(NY).date()


# ================================================================ HOLIDAYS
G = "holidays"
xmas26 = date(2026, 12, 25)
add(G, "When's Christmas this year, and what day of the week is it on?", dw(xmas26))
add(G, "how many sleeps till christmas", {"days": days_from_today(xmas26)}, slip=True)
add(G, "New Year's Day 2027 — what day of the week does it land on?", dw(date(2027, 1, 1)))
add(G, "I'm trying to plan a long weekend. When is Martin Luther King Jr. Day next year?",
    dw(FED["Martin Luther King Jr. Day"](2027)))
add(G, "presidents day twenty twenty seven", {"date": iso(FED["Washington's Birthday"](2027))}, slip=True)
add(G, "When is Memorial Day?", {"date": iso(next_on_or_after(FED["Memorial Day"]))})
j4 = date(2027, 7, 4)
assert j4.weekday() == SUN
h27 = holidays.US(years=2027)
assert "observed" in h27.get(observed(j4)) and "Independence" in h27.get(observed(j4))
add(G, "The Fourth of July is on a Sunday next year, right? So which day do federal workers get off?",
    {"date": iso(observed(j4)), "weekday": "Monday"})
add(G, "what date is labor day in twenty twenty seven", {"date": iso(FED["Labor Day"](2027))}, slip=True)
add(G, "When's Columbus Day next year? Some people call it Indigenous Peoples' Day.",
    {"date": iso(FED["Columbus Day"](2027))})
add(G, "What day of the week is Veterans Day 2027?", dw(FED["Veterans Day"](2027)))
tg_next = next_on_or_after(thanksgiving)
assert tg_next == date(2027, 11, 25)
add(G, "When is Thanksgiving?", dw(tg_next))
add(G, "um how many days until thanks giving", {"days": days_from_today(tg_next)}, slip=True)
add(G, "What's the date of Easter Sunday 2027?", {"date": iso(easter(2027))})
add(G, "My church has a service on Good Friday next year — what date is that?",
    {"date": iso(easter(2027) - timedelta(days=2))})
add(G, "When does Lent start in 2027? I mean Ash Wednesday.", {"date": iso(easter(2027) - timedelta(days=46))})
add(G, "what day is mardi gras next year", {"date": iso(easter(2027) - timedelta(days=47))}, slip=True)
add(G, "When is Mother's Day in 2027? I don't want to forget it again.",
    {"date": iso(nth_weekday(2027, 5, SUN, 2))})
add(G, "when is fathers day next year", {"date": iso(nth_weekday(2027, 6, SUN, 3))}, slip=True)
add(G, "Valentine's Day 2027 falls on what day?", dw(date(2027, 2, 14)))
add(G, "Which day of the week is St. Patrick's Day next year?", dw(date(2027, 3, 17)))
add(G, "Is Halloween 2027 on a school night or on the weekend?", dw(date(2027, 10, 31)))
cny27 = first_named(holidays.China(years=2027), "Spring Festival")
add(G, "When is Chinese New Year in 2027?", {"date": iso(cny27)})
diwali27 = first_named(holidays.India(years=2027), "Diwali")
add(G, "My coworker celebrates Diwali. When is it next year?", {"date": iso(diwali27)})
il27 = holidays.Israel(years=2027)
add(G, "What's the first day of Passover in 2027?", {"date": iso(first_named(il27, "Pesach", exact=True))})
add(G, "Rosh Hashanah 2027, what date?", {"date": iso(first_named(il27, "Rosh Hashanah"))})
add(G, "When is Yom Kippur next year?", {"date": iso(first_named(il27, "Yom Kippur"))})
hanukkah26 = first_named(holidays.Israel(years=2026, categories=("school",)), "Hanukkah")
assert hanukkah26 == date(2026, 12, 5)
add(G, "What's the first full day of Hanukkah this year?", dw(hanukkah26))
add(G, "When do the clocks spring forward next year?", {"date": iso(dst_start(2027))})
add(G, "when do we fall back in twenty twenty seven", {"date": iso(dst_end(2027))}, slip=True)
add(G, "Is there an Election Day next year? What's the date?",
    {"date": iso(nth_weekday(2027, 11, MON, 1) + timedelta(days=1))})
add(G, "when is black friday twenty twenty seven", {"date": iso(thanksgiving(2027) + timedelta(days=1))}, slip=True)
cyber_next = next_on_or_after(lambda y: thanksgiving(y) + timedelta(days=4))
add(G, "When is the next Cyber Monday?", {"date": iso(cyber_next)})
add(G, "What day of the week is Christmas Eve this year?", dw(date(2026, 12, 24)))
add(G, "new years eve is what day this year", dw(date(2026, 12, 31)), slip=True)
boxing = date(2026, 12, 26)
assert "Boxing Day" in holidays.UK(years=2026).get(boxing)
add(G, "I'm spending the holidays in London. When is Boxing Day this year?", dw(boxing))
ca_tg27 = first_named(holidays.CA(years=2027, subdiv="ON"), "Thanksgiving")
assert ca_tg27 == nth_weekday(2027, 10, MON, 2)
add(G, "My cousin in Toronto invited me for Canadian Thanksgiving next year. What date is it?",
    {"date": iso(ca_tg27)})
vic27 = first_named(holidays.CA(years=2027, subdiv="ON"), "Victoria Day")
assert vic27 == (date(2027, 5, 24) - timedelta(days=date(2027, 5, 24).weekday()))  # Monday on or before May 24
add(G, "When is Victoria Day 2027 in Canada?", {"date": iso(vic27)})
maybh27 = first_named(holidays.UK(years=2027), "May Day")
assert maybh27 == nth_weekday(2027, 5, MON, 1)
add(G, "When's the early May bank holiday in the UK in 2027?", {"date": iso(maybh27)})
add(G, "Groundhog Day next year — what day of the week?", dw(date(2027, 2, 2)))
add(G, "cinco de mayo twenty twenty seven what day of the week is that", dw(date(2027, 5, 5)), slip=True)
add(G, "What's the date of Thanksgiving in 2030?", {"date": iso(thanksgiving(2030))})
add(G, "When is Memorial Day 2028?", {"date": iso(FED["Memorial Day"](2028))})
add(G, "What day of the week was Christmas in 2020?", {"weekday": WD[date(2020, 12, 25).weekday()]})
add(G, "How many days are there between Thanksgiving and Christmas next year?",
    {"number": (date(2027, 12, 25) - thanksgiving(2027)).days, "tol": 0})
add(G, "When is Pentecost next year?", {"date": iso(easter(2027) + timedelta(days=49))})
add(G, "palm sunday twenty twenty seven", {"date": iso(easter(2027) - timedelta(days=7))}, slip=True)
add(G, "My Greek neighbors celebrate Orthodox Easter. When is it in 2027?",
    {"date": iso(easter(2027, EASTER_ORTHODOX))})
tax27 = date(2027, 4, 15)
assert tax27.weekday() < 5 and tax27 not in holidays.US(years=2027, subdiv="DC")
add(G, "When's Tax Day next year, the deadline to file my federal return?", {"date": iso(tax27)})
wsol = solstice(2026, 12)
add(G, "When's the first day of winter this year?", {"date": iso(wsol)})
ssol = solstice(2027, 6)
add(G, "whats the longest day of the year in twenty twenty seven", {"date": iso(ssol)}, slip=True)
fed_after = sorted(d for d in holidays.US(years=[2026, 2027]) if d > TODAY)
assert fed_after[0] == xmas26
add(G, "What's the next federal holiday?", {"date": iso(fed_after[0]), "contains": ["christmas"]})
left26 = [d for d in holidays.US(years=2026) if d > TODAY]
assert left26 == [xmas26]
add(G, "How many federal holidays are left in 2026?", {"contains": ["christmas", "1|one|only|just"]})
add(G, "When is Mothering Sunday in the UK next year?", {"date": iso(easter(2027) - timedelta(days=21))})
add(G, "so when is mothers day this coming year", {"date": iso(nth_weekday(2027, 5, SUN, 2))}, slip=True)
cannot(G, "When is National Squibbledorf Day?", "National Squibbledorf Day")
cannot(G, "when is the grumple festival this year", "grumple festival", slip=True)
cannot(G, "When's my parents' anniversary?", "your parents' anniversary")
cannot(G, "What date is Flurbo Friday this year?", "Flurbo Friday")

# ================================================================ DATES
G = "dates"
add(G, "What's today's date?", {"date": iso(TODAY)})
add(G, "uh what day is it today", {"weekday": WD[TODAY.weekday()]}, slip=True)
add(G, "What was the date yesterday?", {"date": iso(TODAY - timedelta(days=1))})
add(G, "whats the date next wednesday", {"date": iso(coming(WED))}, slip=True)
add(G, "What date is this coming Monday?", {"date": iso(coming(MON))})
add(G, "What was the date last Tuesday?", {"date": iso(previous(TUE))})
add(G, "What date will it be 100 days from today?", {"date": iso(TODAY + timedelta(days=100))})
add(G, "What date was it six weeks ago?", {"date": iso(TODAY - timedelta(weeks=6))})
add(G, "um whats the date ninety days ago", {"date": iso(TODAY - timedelta(days=90))}, slip=True)
add(G, "What week of the year are we in?", {"number": TODAY.isocalendar()[1], "tol": 0})
add(G, "Which day of the year is today? Like, day number what?", {"number": TODAY.timetuple().tm_yday, "tol": 0})
assert not calendar.isleap(2027) and calendar.isleap(2032) and not calendar.isleap(1900)
add(G, "Is 2027 a leap year?", {"contains": ["no|not"]})
add(G, "is twenty thirty two a leap year", {"contains": ["yes"]}, slip=True)
add(G, "Was 1900 a leap year? I always get confused by the century rule.", {"contains": ["no|not"]})
add(G, "How many days does February have in 2028?", {"number": calendar.monthrange(2028, 2)[1], "tol": 0})
add(G, "I was born on March 3rd, 1990. What day of the week was that?", {"weekday": WD[date(1990, 3, 3).weekday()]})
age1 = relativedelta(TODAY, date(2000, 12, 5)).years
assert age1 == 25
add(G, "My nephew was born on December 5th, 2000. How old is he right now?", {"number": age1, "tol": 0})
add(G, "If someone was born on July 20, 1988, how old are they today?",
    {"number": relativedelta(TODAY, date(1988, 7, 20)).years, "tol": 0})
add(G, "I was born in April 1975. How old will I turn on my birthday next year?", {"number": 2027 - 1975, "tol": 0})
add(G, "What day of the week was July 20, 1969?", {"weekday": WD[date(1969, 7, 20).weekday()]})
add(G, "what day of the week was january first two thousand", {"weekday": WD[date(2000, 1, 1).weekday()]}, slip=True)
add(G, "What day of the week will March 15, 2027 be?", {"weekday": WD[date(2027, 3, 15).weekday()]})
add(G, "how many days until january fifteenth", {"days": days_from_today(date(2027, 1, 15))}, slip=True)
add(G, "My lease ends June 30th next year. How many days is that from now?", {"days": days_from_today(date(2027, 6, 30))})
add(G, "How many days have passed since January 1st this year?", {"number": (TODAY - date(2026, 1, 1)).days, "tol": 0})
add(G, "How many days has it been since Halloween?", {"number": (TODAY - date(2026, 10, 31)).days, "tol": 0})
add(G, "How many days are left in December?", {"days": (date(2026, 12, 31) - TODAY).days})
add(G, "uh how many days till the end of february", {"days": days_from_today(date(2027, 2, 28))}, slip=True)
add(G, "What date is 45 days after December 20th?", {"date": iso(date(2026, 12, 20) + timedelta(days=45))})
add(G, "How many days are there from Christmas to Valentine's Day?",
    {"number": (date(2027, 2, 14) - date(2026, 12, 25)).days, "tol": 0})
add(G, "My birthday is August 9th. What day of the week will it be next year?", dw(date(2027, 8, 9)))
add(G, "What's the date three weeks from tomorrow?", {"date": iso(TODAY + timedelta(days=1 + 21))})
add(G, "What's the date two weeks after this Tuesday?", {"date": iso(coming(TUE) + timedelta(weeks=2))})


def add_business_days(d, n):
    hol = holidays.US(years=[d.year, d.year + 1])
    while n:
        d += timedelta(days=1)
        if d.weekday() < 5 and d not in hol:
            n -= 1
    return d


add(G, "What date is 3 business days from today?", {"date": iso(add_business_days(TODAY, 3))})
add(G, "If I order something today and shipping takes 10 business days, when should it arrive?",
    {"date": iso(add_business_days(TODAY, 10))})


def next_friday13(d):
    d += timedelta(days=1)
    while not (d.day == 13 and d.weekday() == FRI):
        d += timedelta(days=1)
    return d


add(G, "When's the next Friday the 13th?", {"date": iso(next_friday13(TODAY))})
fris = [TODAY + timedelta(days=k) for k in range(1, 28) if (TODAY + timedelta(days=k)).weekday() == FRI]
add(G, "How many more Fridays are there this year, not counting today?", {"number": len(fris), "tol": 0})
add(G, "What's the date of the third Thursday in January 2027?", {"date": iso(nth_weekday(2027, 1, THU, 3))})
add(G, "What's the last Monday in March 2027?", {"date": iso(last_weekday(2027, 3, MON))})
add(G, "What's the last day of February next year, and what day of the week is it?",
    dw(date(2027, 2, calendar.monthrange(2027, 2)[1])))
add(G, "what year will it be in fifteen years", {"number": TODAY.year + 15, "tol": 0}, slip=True)
add(G, "How many days old is a baby born on November 1st, 2026?", {"number": (TODAY - date(2026, 11, 1)).days, "tol": 0})
add(G, "What's the date six months from now?", {"date": iso(TODAY + relativedelta(months=6))})
add(G, "What was the date two and a half years ago?", {"date": iso(TODAY - relativedelta(years=2, months=6))})
d_j4 = (date(2027, 7, 4) - TODAY).days
add(G, "How many weeks until July 4th, 2027?", {"contains": [str(d_j4 // 7)]})
add(G, "How many months until my birthday on June 4th?", {"number": relativedelta(date(2027, 6, 4), TODAY).months, "tol": 0})
add(G, "How many days are there between March 1st and September 30th, 2027?",
    {"number": (date(2027, 9, 30) - date(2027, 3, 1)).days, "tol": 0})
wk_job = (TODAY - date(2026, 8, 17)).days
add(G, "I started my new job on August 17th. How many weeks ago was that?", {"contains": [f"{wk_job // 7}|{wk_job // 7 + 1}"]})
add(G, "what day is the first of march", dw(date(2027, 3, 1)), slip=True)
add(G, "ok so i fly out on the twenty second and come back on january third how many nights is that",
    {"number": (date(2027, 1, 3) - date(2026, 12, 22)).days, "tol": 0}, slip=True)
add(G, "How many days from today until my exam on February 8th?", {"days": days_from_today(date(2027, 2, 8))})
add(G, "What was the date 1000 days ago?", {"date": iso(TODAY - timedelta(days=1000))})
add(G, "My visa runs out 90 days from today. What date is that?", {"date": iso(TODAY + timedelta(days=90))})
add(G, "what date is two weeks from today", {"date": iso(TODAY + timedelta(weeks=2))}, slip=True)
cannot(G, "What day of the week is February 29th, 2027?", "February 29, 2027")
cannot(G, "What's the date of April 31st next year?", "April 31")
cannot(G, "what day is the thirty second of january", "32nd of January", slip=True)
cannot(G, "What was the date of my first day of school?", "your first day of school")
cannot(G, "How many days until June 31st?", "June 31")
cannot(G, "What day of the week is the 0th of March 2027?", "0th of March")

# ================================================================ WORLD CLOCK
G = "worldclock"


def at(zone, t=NOW):
    return t.astimezone(ZoneInfo(zone))


def hm(dt):
    return dt.strftime("%H:%M")


def wc(q, zone, slip=False):
    add(G, q, {"time": hm(at(zone)), "tol_min": 1}, slip=slip)


def diff_hours(zone_a, zone_b):
    a = at(zone_a).utcoffset().total_seconds()
    b = at(zone_b).utcoffset().total_seconds()
    h = abs(a - b) / 3600
    assert h == int(h)
    return int(h)


def convert(hh, mm, from_zone, to_zone, d=TODAY):
    t = datetime(d.year, d.month, d.day, hh, mm, tzinfo=ZoneInfo(from_zone))
    return hm(t.astimezone(ZoneInfo(to_zone)))


add(G, "What time is it?", {"time": hm(NOW), "tol_min": 1})
wc("What time is it in Tokyo?", "Asia/Tokyo")
wc("what time is it in tokio right now", "Asia/Tokyo", slip=True)
wc("Time in London?", "Europe/London")
wc("I need to call my mum in Sydney. What time is it there now?", "Australia/Sydney")
wc("What time is it in Los Angeles?", "America/Los_Angeles")
wc("Hey, what's the time over in Chicago?", "America/Chicago")
wc("What time is it in Phoenix, Arizona?", "America/Phoenix")
wc("Denver time, please.", "America/Denver")
wc("What time is it in Honolulu?", "Pacific/Honolulu")
wc("What time is it in India right now?", "Asia/Kolkata")
wc("whats the time in katmandu nepal", "Asia/Kathmandu", slip=True)
wc("My brother works in Dubai. What time is it for him?", "Asia/Dubai")
wc("moscow time", "Europe/Moscow", slip=True)
wc("What's the time in Beijing?", "Asia/Shanghai")
wc("Is it late in Singapore right now? What time is it there?", "Asia/Singapore")
wc("what time is it in seoul korea", "Asia/Seoul", slip=True)
wc("What time is it in Cairo?", "Africa/Cairo")
wc("Current time in Nairobi, Kenya?", "Africa/Nairobi")
wc("What time is it in Lagos, Nigeria?", "Africa/Lagos")
wc("what time is it in johannesburg south africa", "Africa/Johannesburg", slip=True)
wc("What time is it in São Paulo?", "America/Sao_Paulo")
wc("uh buenos aires what time is it there", "America/Argentina/Buenos_Aires", slip=True)
wc("What time is it in Mexico City?", "America/Mexico_City")
wc("What's the time in Bogotá, Colombia?", "America/Bogota")
wc("What time is it in Reykjavik?", "Atlantic/Reykjavik")
wc("I'm about to ring a supplier in Istanbul. What time is it there?", "Europe/Istanbul")
wc("What time is it in Tehran?", "Asia/Tehran")
wc("What's the local time in Bangkok?", "Asia/Bangkok")
wc("Time in Manila, please.", "Asia/Manila")
wc("What time is it in Perth, Australia?", "Australia/Perth")
wc("what time is it in auckland", "Pacific/Auckland", slip=True)
wc("What time is it in St. John's, Newfoundland?", "America/St_Johns")
wc("What time is it in Halifax, Nova Scotia?", "America/Halifax")
wc("What time is it on Kiritimati, in Kiribati?", "Pacific/Kiritimati")
wc("what time is it in u t c", "UTC", slip=True)
wc("What's GMT right now?", "Etc/GMT")
wc("What time is it in Vietnam?", "Asia/Ho_Chi_Minh")
wc("What time is it in Ireland?", "Europe/Dublin")
wc("what time is it in jerusalem", "Asia/Jerusalem", slip=True)
tk = at("Asia/Tokyo")
add(G, "What day is it in Tokyo right now?", {"date": iso(tk.date()), "weekday": WD[tk.weekday()]})
add(G, "What's the date in Sydney?", {"date": iso(at("Australia/Sydney").date())})
assert at("Pacific/Auckland").weekday() == SAT
add(G, "Is it already Saturday in Auckland?", {"contains": ["yes"]})
add(G, "How many hours ahead of us is London?", {"number": diff_hours("Europe/London", "America/New_York"), "tol": 0})
add(G, "What's the time difference between Los Angeles and Tokyo?",
    {"number": diff_hours("America/Los_Angeles", "Asia/Tokyo"), "tol": 0})
add(G, "how far ahead is paris from new york", {"number": diff_hours("Europe/Paris", "America/New_York"), "tol": 0}, slip=True)
assert at("Pacific/Honolulu").utcoffset() < NOW.utcoffset()
add(G, "Is Honolulu ahead of us or behind, and by how many hours?",
    {"contains": ["behind"], "number": diff_hours("Pacific/Honolulu", "America/New_York"), "tol": 0})
add(G, "If it's 9 am in London, what time is it in Los Angeles?",
    {"time": convert(9, 0, "Europe/London", "America/Los_Angeles"), "tol_min": 1})
add(G, "My meeting is at 10 am Pacific. What time is that for me?",
    {"time": convert(10, 0, "America/Los_Angeles", "America/New_York"), "tol_min": 1})
add(G, "I want to call my sister in Berlin at 3 pm my time. What time will it be for her?",
    {"time": convert(15, 0, "America/New_York", "Europe/Berlin"), "tol_min": 1})
t1 = convert(20, 0, "Asia/Tokyo", "America/New_York")
assert t1 == convert(20, 0, "Asia/Tokyo", "America/New_York", TODAY + timedelta(days=1))
add(G, "When it's 8 in the evening in Tokyo, what time is it here?", {"time": t1, "tol_min": 1})
add(G, "what time will it be in mumbai when its noon here",
    {"time": convert(12, 0, "America/New_York", "Asia/Kolkata"), "tol_min": 1}, slip=True)
add(G, "A webinar starts at 18:00 Central European Time. What time is that in New York?",
    {"time": convert(18, 0, "Europe/Paris", "America/New_York"), "tol_min": 1})
cannot(G, "What time is it in Portland?", "Portland")
cannot(G, "What's the time in Birmingham right now?", "Birmingham")
cannot(G, "What time is it in Australia?", "Australia")
cannot(G, "what time is it in brazil", "Brazil", slip=True)
cannot(G, "What time is it in Gotham City?", "Gotham City")
cannot(G, "whats the time in middle earth", "Middle-earth", slip=True)
cannot(G, "What time is it in Zorbistan?", "Zorbistan")

# ================================================================ SUN
G = "sun"
from astral import LocationInfo  # noqa: E402
from astral.sun import sun as astral_sun  # noqa: E402

NYC = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)
PLACES = {
    "London": LocationInfo("London", "UK", "Europe/London", 51.5074, -0.1278),
    "Los Angeles": LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437),
    "Reykjavik": LocationInfo("Reykjavik", "Iceland", "Atlantic/Reykjavik", 64.1466, -21.9426),
    "Sydney": LocationInfo("Sydney", "Australia", "Australia/Sydney", -33.8688, 151.2093),
}


def sunt(d, event, loc=NYC):
    s = astral_sun(loc.observer, date=d, tzinfo=ZoneInfo(loc.timezone))
    return s[event]


def rmin(dt):
    dt = dt + timedelta(seconds=30)
    return dt.replace(second=0, microsecond=0)


def sun_q(q, d, event, loc=NYC, slip=False):
    t = rmin(sunt(d, event, loc))
    assert t.date() == d, (q, t)
    add(G, q, {"time": hm(t), "tol_min": 3}, slip=slip)


def daylen_q(q, d, loc=NYC, slip=False):
    L = (sunt(d, "sunset", loc) - sunt(d, "sunrise", loc)).total_seconds() / 60
    h, m = int(L // 60), L - 60 * int(L // 60)
    assert 2 < m < 58, (q, m)  # whole hours are stable within +-1.5 min
    add(G, q, {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(m), "tol": r6(1.5 / m)}, slip=slip)


TOM = TODAY + timedelta(days=1)
sun_q("What time is sunrise tomorrow?", TOM, "sunrise")
sun_q("When does the sun set today?", TODAY, "sunset")
sun_q("what time is sunset tonight", TODAY, "sunset", slip=True)
sun_q("What time is sunrise on Christmas Day?", date(2026, 12, 25), "sunrise")
sun_q("When does the sun go down on New Year's Eve?", date(2026, 12, 31), "sunset")
daylen_q("How long is the day today, from sunrise to sunset?", TODAY)
daylen_q("How many hours of daylight will we get on December 21st?", date(2026, 12, 21))
sun_q("What time is sunset on June 21st next year?", date(2027, 6, 21), "sunset")
sun_q("What time does the sun come up on July 4th, 2027?", date(2027, 7, 4), "sunrise")
sun_q("When's sunrise on March 20th next year?", date(2027, 3, 20), "sunrise")
sun_q("uh when is solar noon today", TODAY, "noon", slip=True)
sun_q("When does civil twilight end this evening?", TODAY, "dusk")
sun_q("What time is dawn tomorrow? Civil dawn, I mean.", TOM, "dawn")
sun_q("My birthday is January 20th. What time is sunset that day?", date(2027, 1, 20), "sunset")
sun_q("what time is sunrise on new years day", date(2027, 1, 1), "sunrise", slip=True)
sun_q("When does the sun set in London today?", TODAY, "sunset", PLACES["London"])
sun_q("What time is sunrise in Los Angeles tomorrow?", TOM, "sunrise", PLACES["Los Angeles"])
sun_q("what time is sunrise in reykjavik tomorrow", TOM, "sunrise", PLACES["Reykjavik"], slip=True)
sun_q("My family in Sydney is having a barbecue on Christmas Day. When does the sun set there?",
      date(2026, 12, 25), "sunset", PLACES["Sydney"])
sun_q("um when is sunrise on valentines day", date(2027, 2, 14), "sunrise", slip=True)
daylen_q("How much daylight will there be on June 21st, 2027?", date(2027, 6, 21))
sun_q("what time does the sun go down on halloween next year", date(2027, 10, 31), "sunset", slip=True)
sun_q("when is sunset on thanksgiving next year", thanksgiving(2027), "sunset", slip=True)
sun_q("I walk the dog before sunrise. What time does the sun come up next Monday?", coming(MON), "sunrise")
UTQ = LocationInfo("Utqiagvik", "USA", "America/Anchorage", 71.2906, -156.7887)
try:
    astral_sun(UTQ.observer, date=TOM, tzinfo=ZoneInfo(UTQ.timezone))
    raise AssertionError("Utqiagvik should have no sunrise on 2026-12-05")
except ValueError:
    pass
cannot(G, "What time is sunrise in Utqiagvik, Alaska tomorrow?", "sunrise in Utqiagvik (polar night)")
cannot(G, "When does the sun rise in Narnia?", "Narnia")
cannot(G, "What time is sunset on February 30th?", "February 30")

# ================================================================ UNITS
G = "units"
IN = 0.0254
FT = 12 * IN
YD = 3 * FT
MI = 5280 * FT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
GAL = 231 * IN ** 3 * 1000  # litres
QT, PT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
IMP_GAL = 4.54609
IMP_PT = IMP_GAL / 8
ACRE = 43560 * FT ** 2
HECTARE = 10000.0
KNOT = NMI  # m per hour
PSI = LB * 9.80665 / IN ** 2  # Pa
BAR, ATM = 1e5, 101325.0
KCAL = 4184.0
KWH = 3.6e6
BTU = 1055.05585262
HP = 745.69987158227022
TROY_OZ = 31.1034768
CARAT = 0.2
SHORT_TON = 2000 * LB
FURLONG = 660 * FT
FATHOM = 6 * FT
HAND = 4 * IN


def u(q, value, slip=False, tol=None):
    e = {"number": r6(value)}
    if tol is not None:
        e["tol"] = tol
    add(G, q, e, slip=slip)


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


u("How many kilometers is 5 miles?", 5 * MI / 1000)
u("10K race — how many miles is that?", 10000 / MI)
u("Six feet in centimeters?", 6 * FT * 100)
u("I'm 5 foot 10. What's that in centimeters?", (5 * FT + 10 * IN) * 100)
add(G, "How tall is 180 centimeters in feet and inches?",
    {"contains": ["5 f|5'|five f|5 ft", "10.9|11 in|11\"|eleven"]})
assert abs(1.80 / FT - 5.9055) < 1e-3 and abs((1.80 - 5 * FT) / IN - 10.866) < 1e-3
u("Convert 70 kilos to pounds.", 70 / LB)
u("how many kilograms is one hundred fifty pounds", 150 * LB, slip=True)
u("My doctor's scale says 12 stone. How much is that in kilograms?", 12 * STONE)
u("My oven recipe says 350 Fahrenheit — what's that in Celsius?", f2c(350))
u("20 degrees Celsius in Fahrenheit?", c2f(20))
u("What's minus 40 Celsius in Fahrenheit?", c2f(-40))
u("normal body temperature ninety eight point six fahrenheit in celsius", f2c(98.6), slip=True)
u("Absolute zero, 0 kelvin, is how many degrees Celsius?", -273.15)
u("How many milliliters in a cup?", CUP * 1000)
u("How many ml are 3 tablespoons?", 3 * TBSP * 1000)
u("two teaspoons is how many mils", 2 * TSP * 1000, slip=True)
u("How many cups is 500 ml of milk?", 0.5 / CUP)
u("how many leeters in a gallon", GAL, slip=True)
u("2 liters of soda is how many fluid ounces?", 2 / FLOZ)
u("How many grams is a pound? Sixteen ounces, I mean.", 16 * OZ * 1000)
u("The recipe wants 250 g of flour. How many ounces is that?", 250 / (OZ * 1000))
u("How many milliliters are in a pint?", PT * 1000)
u("How many milliliters is a British pint?", IMP_PT * 1000)
u("A marathon is 26.2 miles. How many kilometers is that?", 26.2 * MI / 1000)
u("100 meters is how many yards?", 100 / YD)
u("How many square meters in an acre?", ACRE)
u("We bought 2 hectares of land. How many acres is that?", 2 * HECTARE / ACRE)
u("thirty miles an hour in kilometers per hour", 30 * MI / 1000, slip=True)
u("The speed limit in Germany says 100 km/h. How fast is that in miles per hour?", 100000 / MI)
u("twenty knots is how many miles per hour", 20 * KNOT / MI, slip=True)
u("My tires say 32 psi. What's that in bar?", 32 * PSI / BAR)
u("How many psi is one atmosphere?", ATM / PSI)
u("100 horsepower in kilowatts?", 100 * HP / 1000)
u("How many BTUs in one kilowatt-hour?", KWH / BTU)
u("I eat about 2000 calories a day. How many kilojoules is that?", 2000 * KCAL / 1000)
u("How many bytes are in a kibibyte?", 1024)
u("How many seconds are in 3 hours?", 3 * 3600)
u("how many minutes in a week", 7 * 24 * 60, slip=True)
u("How many feet are in a nautical mile?", NMI / FT)
u("Ten inches is how many centimeters?", 10 * IN * 100)
u("How many tablespoons in three quarters of a cup?", 0.75 * CUP / TBSP)
u("My American recipe says one stick of butter. How many grams is that?", LB / 4 * 1000)
u("how many grams in a troy ounce", TROY_OZ, slip=True)
u("A 2 carat diamond weighs how many grams?", 2 * CARAT)
u("My car gets 40 miles per gallon. What's that in liters per 100 kilometers?", 100 * GAL / (40 * MI / 1000))
u("The rental car brochure says 8 liters per 100 km. How many miles per gallon is that?", (100 / 8) * GAL / (MI / 1000))
u("How many acres are in a square mile?", MI ** 2 / ACRE)
u("How many gallons in a cubic foot?", FT ** 3 * 1000 / GAL)
u("How many miles is 5 furlongs?", 5 * FURLONG / MI)
u("A horse that's 15 hands tall is how many centimeters?", 15 * HAND * 100)
u("how many meters is one fathom", FATHOM, slip=True)
u("A bottle of wine is 750 ml. How many fluid ounces is that?", 0.75 / FLOZ)
u("How many cups in a quart?", QT / CUP)
u("Convert 2.5 centimeters to inches.", 0.025 / IN)
u("sixty five fahrenheit whats that in celsius", f2c(65), slip=True)
u("My kid has a fever of 38.5 Celsius. What is that in Fahrenheit?", c2f(38.5))
u("The British recipe says bake at 200 degrees C. What do I set my oven to in Fahrenheit?", c2f(200))
u("How many kilograms is a short ton?", SHORT_TON)
u("How many pounds in a metric ton?", 1000 / LB)
u("My apartment is 500 square feet. How many square meters is that?", 500 * FT ** 2)
u("6 fluid ounces to milliliters?", 6 * FLOZ * 1000)
u("how many mils in a teaspoon", TSP * 1000, slip=True)
u("how many feet is three meters", 3 / FT, slip=True)
u("I'm driving 55 miles per hour. How many kilometers per hour is that?", 55 * MI / 1000)
cannot(G, "Convert 3 hours into kilograms.", "hours to kilograms")
cannot(G, "How many inches are in a pound?", "inches in a pound")
cannot(G, "what is ten miles in gallons", "miles to gallons", slip=True)
cannot(G, "What's 5 zorbits in meters?", "zorbits")
cannot(G, "Convert 40 degrees Fahrenheit to miles.", "Fahrenheit to miles")
cannot(G, "how many seconds are in a meter", "seconds in a meter", slip=True)
cannot(G, "How many cups is 4 snarfles?", "snarfles")

# cross-check some factors with pint
import pint  # noqa: E402

_ureg = pint.UnitRegistry()
for _val, _expr, _to in (
    (5 * MI / 1000, "5 mile", "km"), (CUP * 1000, "1 cup", "ml"), (GAL, "1 gallon", "liter"),
    (TSP * 1000, "1 teaspoon", "ml"), (TBSP * 1000, "1 tablespoon", "ml"),
    (IMP_PT * 1000, "1 imperial_pint", "ml"), (NMI / FT, "1 nautical_mile", "ft"),
    (TROY_OZ, "1 troy_ounce", "gram"), (ATM / PSI, "1 atm", "psi"), (KWH / BTU, "1 kWh", "Btu"),
    (100 * HP / 1000, "100 hp", "kW"), (FT ** 3 * 1000 / GAL, "1 ft**3", "gallon"),
    (SHORT_TON, "1 short_ton", "kg"),
    (12 * STONE, "12 stone", "kg"), (15 * HAND * 100, "15 hand", "cm"), (32 * PSI / BAR, "32 psi", "bar"),
):
    _p = _ureg.Quantity(_expr).to(_to).magnitude
    assert abs(_p - _val) / _val < 1e-6, (_expr, _p, _val)

# ================================================================ SPELLING
G = "spelling"


def sp(q, word, slip=False):
    add(G, q, {"letters": "".join(c for c in word.upper() if c.isalpha())}, slip=slip)


sp("How do you spell necessary?", "necessary")
sp("spell rhythm", "rhythm", slip=True)
sp("Is accommodate two c's and two m's? Spell it for me please.", "accommodate")
sp("How do you spell conscientious?", "conscientious")
sp("Can you spell bureaucracy?", "bureaucracy")
sp("how do you spell pharaoh like the egyptian king", "pharaoh", slip=True)
sp("How do you spell mischievous?", "mischievous")
sp("Spell onomatopoeia.", "onomatopoeia")
sp("I'm writing an email to our liaison officer. How is liaison spelled?", "liaison")
sp("How many n's in millennium? Just spell it.", "millennium")
sp("How do you spell occurrence?", "occurrence")
sp("how do you spell embarass", "embarrass", slip=True)
sp("how do you spell definately", "definitely", slip=True)
sp("How do you spell questionnaire?", "questionnaire")
sp("Spelling of entrepreneur, please.", "entrepreneur")
sp("how do you spell restaraunt", "restaurant", slip=True)
sp("How do you spell Massachusetts?", "Massachusetts")
sp("Spell Mississippi, my daughter needs it for school.", "Mississippi")
sp("How is Chihuahua spelled, like the dog?", "Chihuahua")
sp("How do you spell cappuccino?", "cappuccino")
sp("Spell broccoli for my shopping list.", "broccoli")
sp("How do you spell zucchini?", "zucchini")
sp("how do you spell keen wa the grain", "quinoa", slip=True)
sp("How do you spell souvenir?", "souvenir")
sp("How do you spell lieutenant?", "lieutenant")
sp("What's the spelling of colonel, the army rank?", "colonel")
sp("how do you spell wensday", "Wednesday", slip=True)
sp("How do you spell silhouette?", "silhouette")
sp("how do you spell new monia", "pneumonia", slip=True)
sp("How do you spell acquaintance?", "acquaintance")
sp("How do you spell receipt? I always forget where the p goes.", "receipt")
sp("how do you spell because", "because", slip=True)
sp("How do you spell beautiful?", "beautiful")
sp("How do you spell dinosaur? I'm seven.", "dinosaur")
sp("How do you spell Fahrenheit?", "Fahrenheit")
sp("How do you spell chrysanthemum?", "chrysanthemum")
cannot(G, "How do you spell zorgleblat?", "zorgleblat")
cannot(G, "Spell flibberquoz.", "flibberquoz")
cannot(G, "Can you spell it for me?", "no word was given")
cannot(G, "how do you spell um snorkeldink", "snorkeldink", slip=True)

# ================================================================ WORDS
G = "words"


def load_wordnet():
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader
    lexnames = (
        "adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body "
        "noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location "
        "noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process "
        "noun.quantity noun.relation noun.shape noun.state noun.substance noun.time verb.body verb.change "
        "verb.communication verb.competition verb.consumption verb.contact verb.cognition verb.creation "
        "verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative verb.weather "
        "adj.ppl").split()
    assert len(lexnames) == 45
    tmp = tempfile.mkdtemp(prefix="heldout27_wn_")
    atexit.register(shutil.rmtree, tmp, True)
    root = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree("/usr/share/wordnet", root)
    with open(os.path.join(root, "lexnames"), "w") as f:
        for i, n in enumerate(lexnames):
            f.write(f"{i:02d}\t{n}\t{ {'adj': 3, 'adv': 4, 'noun': 1, 'verb': 2}[n.split('.')[0]] }\n")
    nltk.data.path.insert(0, tmp)

    class Reader(WordNetCorpusReader):
        def map_wn(self, *a, **k):
            return None

    r = Reader(root, None)
    assert r.get_version() == "3.0"
    return r


WN = load_wordnet()


def own_synsets(word):
    key = word.replace(" ", "_").lower()
    return [s for s in WN.synsets(key) if key in [l.name().lower() for l in s.lemmas()]]


def best_synset(word):
    key = word.replace(" ", "_").lower()
    best, bestc = None, -1
    for s in own_synsets(word):
        c = [l for l in s.lemmas() if l.name().lower() == key][0].count()
        if c > bestc:
            best, bestc = s, c
    assert best is not None, word
    return best


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("-"))


def define(q, word, slip=False):
    b = best_synset(word)
    add(G, q, {"gloss": clean_gloss(b), "glosses": [clean_gloss(s) for s in own_synsets(word)]}, slip=slip)


def synonyms(q, word, slip=False):
    key = word.replace(" ", "_").lower()
    b = best_synset(word)
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key]
    assert first, word
    rest = []
    for s in own_synsets(word):
        if s == b:
            continue
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key and n not in first and n not in rest:
                rest.append(n)
    add(G, q, {"synonyms": first + rest}, slip=slip)


def nonword(word):
    assert not WN.synsets(word) and WN.morphy(word) is None, word
    return word


define("What does ubiquitous mean?", "ubiquitous")
define("Define ephemeral.", "ephemeral")
define("What's the meaning of serendipity?", "serendipity")
define("My boss called my report meticulous. What does that mean?", "meticulous")
define("what does candid mean", "candid", slip=True)
define("so what does ambiguous mean", "ambiguous", slip=True)
define("Meaning of the word lethargic?", "lethargic")
define("What does resilient mean?", "resilient")
define("What does quaint mean, like a quaint little village?", "quaint")
define("Definition of mundane, please.", "mundane")
define("what does gullible mean", "gullible", slip=True)
define("What does the word whimsical mean?", "whimsical")
define("What does prudent mean?", "prudent")
define("What is altruism?", "altruism")
define("What does procrastinate mean? Asking for a friend.", "procrastinate")
define("What is juxtaposition?", "juxtaposition")
define("In English class we read about hubris. What does that word mean?", "hubris")
define("What does eclectic mean?", "eclectic")
define("Define superfluous.", "superfluous")
define("what does sucksinct mean", "succinct", slip=True)
define("What does ominous mean?", "ominous")
define("The recipe says to sauté the onions. What does sauté mean?", "saute")
define("What does marinate mean?", "marinate")
define("What does cumbersome mean?", "cumbersome")
define("My flight has a layover in Denver. What's a layover?", "layover")
define("What is photosynthesis?", "photosynthesis")
define("what is a hypothesis", "hypothesis", slip=True)
define("What does wanderlust mean?", "wanderlust")
define("What does mellifluous mean?", "mellifluous")
define("What does nonchalant mean?", "nonchalant")
synonyms("What's another word for begin?", "begin")
synonyms("Give me a synonym for buy.", "buy")
synonyms("What's a synonym for quick?", "quick")
synonyms("another word for funny", "funny", slip=True)
synonyms("What's another word for hard, like a hard test?", "hard")
synonyms("What's a fancier word for wealthy?", "wealthy")
synonyms("whats another word for tiny", "tiny", slip=True)
synonyms("I keep saying exhausted in my essay. What's another word for it?", "exhausted")
synonyms("whats another word for grumpy", "grumpy", slip=True)
synonyms("Give me a synonym for scrumptious.", "scrumptious")
synonyms("What's another way to say ponder?", "ponder")
synonyms("What's a synonym for brave?", "brave")
synonyms("What's another word for help?", "help")
cannot(G, "What does florbish mean?", nonword("florbish"))
cannot(G, "Define snickwattle.", nonword("snickwattle"))
cannot(G, "what does glombify mean", nonword("glombify"), slip=True)
cannot(G, "What's the meaning of trazzlepunk?", nonword("trazzlepunk"))
cannot(G, "Give me a synonym for wibblenox.", nonword("wibblenox"))
cannot(G, "What does the word quorvantic mean?", nonword("quorvantic"))
cannot(G, "what's another word for plinderous", nonword("plinderous"))
for _w in ("zorgleblat", "flibberquoz", "snorkeldink"):
    nonword(_w)

# ================================================================ CALC
G = "calc"


def c(q, value, tol=0.001, slip=False, extra=None):
    e = {"number": r6(value), "tol": tol}
    if extra:
        e.update(extra)
    add(G, q, e, slip=slip)


c("What's a 15 percent tip on $84?", 0.15 * 84)
c("twenty percent tip on forty seven fifty", 0.20 * 47.50, slip=True)
c("Dinner came to $126 and we want to add an 18% tip and split it four ways. How much does each person pay?",
  126 * 1.18 / 4)
c("whats seventeen times twenty three", 17 * 23, tol=0, slip=True)
c("one forty four divided by twelve", 144 / 12, tol=0, slip=True)
c("What's the square root of 169?", math.sqrt(169), tol=0)
c("What's 2 to the 10th power?", 2 ** 10, tol=0)
c("what is twelve squared", 12 ** 2, tol=0, slip=True)
c("What is 7 percent of 250?", 0.07 * 250)
c("What's 3/8 as a decimal?", 3 / 8)
c("What's one third plus one quarter, as a decimal?", 1 / 3 + 1 / 4)
c("A jacket costs $80 and it's 30% off. What's the sale price?", 80 * 0.7)
c("The store takes 25% off, and then my coupon takes another 10% off that. What do I pay for a $200 TV?",
  200 * 0.75 * 0.9)
c("I put 12 gallons in at $3.49 a gallon. How much did I spend?", 12 * 3.49)
c("A recipe for 4 people uses 3 cups of flour. How much flour do I need for 10 people?", 3 * 10 / 4)
c("What's the average of 82, 90, 77 and 95?", (82 + 90 + 77 + 95) / 4)
c("If I invest $1,000 at 5% interest compounded yearly, how much will I have after 3 years?", 1000 * 1.05 ** 3)
c("I drove 210 miles in three and a half hours. What was my average speed?", 210 / 3.5)
c("How long does it take to drive 150 miles at 60 miles per hour, in hours?", 150 / 60)
c("I make $18.50 an hour and worked 40 hours this week. What did I earn before taxes?", 18.50 * 40)
c("If my salary is $52,000 a year, how much is that per week?", 52000 / 52)
c("Three dozen cookies shared by 8 kids — how many cookies does each kid get?", 36 / 8)
add(G, "We have 4 pizzas with 8 slices each and 6 people. How many whole slices does each person get, and how many are left over?",
    {"number": (4 * 8) // 6, "tol": 0, "contains": [str((4 * 8) % 6)]})
c("The price went from $40 to $50. What's the percent increase?", (50 - 40) / 40 * 100)
c("What percent of 60 is 45?", 45 / 60 * 100)
c("whats a thousand minus three hundred fifty seven", 1000 - 357, tol=0, slip=True)
c("What's 9 times 8?", 72, tol=0)
c("what is fifty six divided by seven", 56 / 7, tol=0, slip=True)
c("What's 6 factorial?", math.factorial(6), tol=0)
c("What's 10 minus 2 times 3?", 10 - 2 * 3, tol=0)
c("What's 5 minus 12?", 5 - 12, tol=0)
c("A 300 mile road trip in a car that gets 25 miles per gallon, with gas at $3.20 — what's the fuel cost?",
  300 / 25 * 3.20)
c("An 18 ounce jar of peanut butter costs $4.50. What's the price per ounce?", 4.50 / 18)
add(G, "Which is the better deal: a 12 pack of soda for $6.99 or a 20 pack for $10.99?",
    {"contains": ["20"]})
assert 10.99 / 20 < 6.99 / 12
c("What's 8.875 percent sales tax on $120?", 120 * 0.08875, tol=0.002)
add(G, "The recipe calls for three quarters of a cup of sugar but I'm making half. How much sugar?",
    {"contains": ["3/8|0.375|.375|three eighths|three-eighths|6 tablespoons|six tablespoons"]})
add(G, "I'm doubling a recipe that uses 2/3 cup of oil. How much oil do I need?",
    {"contains": ["1 1/3|1.33|one and a third|one and one third|4/3|1⅓"]})
c("Each load of laundry takes 45 minutes. How many minutes for 3 loads?", 3 * 45, tol=0)
c("What's the square root of 2?", math.sqrt(2))
c("What's the remainder when you divide 100 by 7?", 100 % 7, tol=0)
c("I got 42 out of 50 on my test. What's that as a percentage?", 42 / 50 * 100)
c("How much is an 18% tip on $65.40?", 0.18 * 65.40)
c("My room is 12 feet by 15 feet. How many square feet of carpet do I need?", 12 * 15, tol=0)
c("What's the area of a circle with a radius of 3 inches?", math.pi * 3 ** 2)
c("A right triangle has legs of 3 and 4. How long is the hypotenuse?", math.hypot(3, 4), tol=0)
c("If I save $250 a month for 18 months, how much will I have?", 250 * 18, tol=0)
c("i work from nine to five thirty with a half hour lunch how many hours is that", 8.5 - 0.5, tol=0, slip=True)
cannot(G, "What's 5 divided by zero?", "division by zero")
cannot(G, "We have 50 cookies to share among zero friends. How many does each friend get?", "dividing among zero people")
cannot(G, "what is infinity minus infinity", "infinity minus infinity", slip=True)
cannot(G, "What's the log of zero?", "log of zero")
cannot(G, "What's blorp plus seven?", "blorp")

# ================================================================ write
qs = [it["q"] for it in ITEMS]
dup = [q for q, n in Counter(qs).items() if n > 1]
assert not dup, dup
lines = []
for i, it in enumerate(ITEMS, 1):
    rec = {"id": f"q27_{i:03d}", "group": it["group"], "q": it["q"], "kind": it["kind"],
           "slip": it["slip"], "expect": it["expect"]}
    lines.append(json.dumps(rec, ensure_ascii=False))
with open(OUT, "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")

order = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
tot = Counter()
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
for g in order:
    a = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "answer")
    k = sum(1 for it in ITEMS if it["group"] == g and it["kind"] == "cannot")
    s = sum(1 for it in ITEMS if it["group"] == g and it["slip"])
    tot.update(answer=a, cannot=k, slip=s)
    print(f"| {g} | {a} | {k} | {s} |")
n = len(ITEMS)
print(f"| **total** | **{tot['answer']}** | **{tot['cannot']} ({100 * tot['cannot'] / n:.1f}%)** | "
      f"**{tot['slip']} ({100 * tot['slip'] / n:.1f}%)** |")
print(n, "questions written to", OUT)
