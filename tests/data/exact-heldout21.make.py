#!/usr/bin/env python3
"""Generate exact-heldout21.jsonl: held-out "exact answer" questions with computed answers.

Written fresh by a helper session that read no project code and no other data set
(see exact-heldout21.README.md).  Every expected answer is computed below with the
standard library, python-dateutil, holidays, astral and nltk (WordNet 3.0 from Debian's
wordnet-base); nothing is imported from the project.

Fixed situation: now = Friday 2026-12-04 14:30:00 America/New_York, country US,
place New York City (40.7128, -74.0060).

Run:  python tests/data/exact-heldout21.make.py     (writes exact-heldout21.jsonl beside it)
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
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import holidays
from astral import LocationInfo
from astral.sun import sun
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

warnings.filterwarnings("ignore")

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout21.jsonl")

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def num(x):
    """Exact value rounded to 6 decimals; whole numbers written as int."""
    x = round(float(x), 6)
    return int(x) if x == int(x) else x


def wd(d):
    return calendar.day_name[d.weekday()]


def iso(d):
    return d.isoformat()


def days_from_today(d):
    n = (d - TODAY).days
    assert n > 0, d
    return n


# --------------------------------------------------------------------------- holidays
def nth_weekday(y, m, weekday, n):
    d = date(y, m, 1)
    d += timedelta(days=(weekday - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def last_weekday(y, m, weekday):
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta(days=(d.weekday() - weekday) % 7)


MON, TUE, WED, THU, FRI, SAT, SUN = range(7)

RULES = {
    "new_year": lambda y: date(y, 1, 1),
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
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - timedelta(days=2),
    "ash_wednesday": lambda y: easter(y) - timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - timedelta(days=47),
    "ascension": lambda y: easter(y) + timedelta(days=39),
    "pentecost": lambda y: easter(y) + timedelta(days=49),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "easter_monday": lambda y: easter(y) + timedelta(days=1),
    "mothers_day": lambda y: nth_weekday(y, 5, SUN, 2),
    "fathers_day": lambda y: nth_weekday(y, 6, SUN, 3),
    "black_friday": lambda y: nth_weekday(y, 11, THU, 4) + timedelta(days=1),
    "election_day": lambda y: nth_weekday(y, 11, MON, 1) + timedelta(days=1),
    "grandparents": lambda y: nth_weekday(y, 9, MON, 1) + timedelta(days=6),
    "patriots": lambda y: nth_weekday(y, 4, MON, 3),
    "dst_start_us": lambda y: nth_weekday(y, 3, SUN, 2),
    "dst_end_us": lambda y: nth_weekday(y, 11, SUN, 1),
    "ca_thanksgiving": lambda y: nth_weekday(y, 10, MON, 2),
    "victoria": lambda y: date(y, 5, 24) - timedelta(days=(date(y, 5, 24).weekday() - MON) % 7),
    "uk_early_may": lambda y: nth_weekday(y, 5, MON, 1),
    "uk_spring": lambda y: last_weekday(y, 5, MON),
    "uk_summer_eng": lambda y: last_weekday(y, 8, MON),
    "uk_clocks_forward": lambda y: last_weekday(y, 3, SUN),
    "remembrance_sunday": lambda y: nth_weekday(y, 11, SUN, 2),
    "sydney_clocks_back": lambda y: nth_weekday(y, 4, SUN, 1),
    "coming_of_age": lambda y: nth_weekday(y, 1, MON, 2),
    "st_brigid_ie": lambda y: date(y, 2, 1) if date(y, 2, 1).weekday() == FRI else nth_weekday(y, 2, MON, 1),
    "kings_day_nl": lambda y: date(y, 4, 27) if date(y, 4, 27).weekday() != SUN else date(y, 4, 26),
}


def next_on_or_after_today(rule):
    d = RULES[rule](TODAY.year)
    return d if d >= TODAY else RULES[rule](TODAY.year + 1)


def dst_change_dates(zone, year):
    """Dates on which the zone's UTC offset at local noon differs from the day before."""
    tz = ZoneInfo(zone)
    out = []
    d = date(year, 1, 1)
    prev = datetime.combine(d - timedelta(days=1), time(12), tz).utcoffset()
    while d.year == year:
        off = datetime.combine(d, time(12), tz).utcoffset()
        if off != prev:
            out.append((d, off > prev))
        prev = off
        d += timedelta(days=1)
    return out


def cross_check_holidays():
    federal = ["new_year", "mlk", "presidents", "memorial", "juneteenth", "july4", "labor",
               "columbus", "veterans", "thanksgiving", "christmas"]
    for y in (2020, 2026, 2027, 2028):
        us = holidays.US(years=y, observed=False)
        for r in federal:
            if r == "juneteenth" and y < 2021:
                continue
            assert RULES[r](y) in us, (r, y)
    us27 = holidays.US(years=2027)
    assert "observed" in us27.get(date(2027, 7, 5)).lower() and "Independence" in us27.get(date(2027, 7, 5))
    assert "Patriots" in holidays.US(subdiv="MA", years=2027).get(RULES["patriots"](2027))
    ca = holidays.CA(subdiv="ON", years=[2027, 2028])
    assert "Canada Day" in ca.get(date(2027, 7, 1)) and "Canada Day" in ca.get(date(2028, 7, 1))
    assert "Victoria" in ca.get(RULES["victoria"](2027))
    assert "Thanksgiving" in ca.get(RULES["ca_thanksgiving"](2027))
    uk = holidays.UK(subdiv="ENG", years=2027)
    assert "Easter Monday" in uk.get(RULES["easter_monday"](2027))
    assert "May" in uk.get(RULES["uk_early_may"](2027))
    assert "Spring" in uk.get(RULES["uk_spring"](2027))
    assert "Summer" in uk.get(RULES["uk_summer_eng"](2027))
    assert "Boxing" in holidays.UK(subdiv="ENG", years=2026).get(date(2026, 12, 26))
    fr = holidays.FR(years=[2027, 2028])
    assert "National" in fr.get(date(2027, 7, 14)) and "National" in fr.get(date(2028, 7, 14))
    au = holidays.AU(years=2027)
    assert "Australia" in au.get(date(2027, 1, 26)) and "ANZAC" in au.get(date(2027, 4, 25))
    de = holidays.DE(years=2027)
    assert "Unity" in de.get(date(2027, 10, 3))
    assert "Pentecost Monday" in de.get(RULES["pentecost"](2027) + timedelta(days=1))
    assert "Ascension" in de.get(RULES["ascension"](2027))
    assert "Coming of Age" in holidays.JP(years=2027).get(RULES["coming_of_age"](2027))
    ind = holidays.IN(years=2027)
    assert "Republic" in ind.get(date(2027, 1, 26)) and "Independence" in ind.get(date(2027, 8, 15))
    assert "King" in holidays.NL(years=2027).get(RULES["kings_day_nl"](2027))
    assert "Pentecost" in holidays.NL(years=2027).get(RULES["pentecost"](2027))
    assert "Constitution" in holidays.NO(years=2027).get(date(2027, 5, 17))
    assert "Brigid" in holidays.IE(years=2027).get(RULES["st_brigid_ie"](2027))
    assert "National" in holidays.CH(years=2027).get(date(2027, 8, 1))
    assert "Independence" in holidays.BR(years=2027).get(date(2027, 9, 7))
    assert "Independence" in holidays.MX(years=2027).get(date(2027, 9, 16))
    # DST rules against tzdata
    for y in (2027, 2028):
        ch = dst_change_dates("America/New_York", y)
        assert ch == [(RULES["dst_start_us"](y), True), (RULES["dst_end_us"](y), False)], ch
    assert (RULES["uk_clocks_forward"](2027), True) in dst_change_dates("Europe/London", 2027)
    assert (RULES["sydney_clocks_back"](2027), False) in dst_change_dates("Australia/Sydney", 2027)


def chinese_new_year(y):
    cn = holidays.China(years=y)
    return min(d for d, n in cn.items() if "Spring Festival" in n and "observed" not in n)


cross_check_holidays()
assert chinese_new_year(2027) == date(2027, 2, 6)
assert RULES["uk_early_may"](2027) == date(2027, 5, 3)


def H(q, d, weekday=False, weekday_only=False, slip=False):
    e = {}
    if not weekday_only:
        e["date"] = iso(d)
    if weekday or weekday_only:
        e["weekday"] = wd(d)
    add("holidays", q, e, slip=slip)


def Hdays(q, d, slip=False):
    add("holidays", q, {"days": days_from_today(d)}, slip=slip)


R = RULES
H("When is Thanksgiving next year?", R["thanksgiving"](2027))
H("What day of the week is Christmas this year?", R["christmas"](2026), weekday=True)
Hdays("How many days are left until Christmas Day?", R["christmas"](2026))
H("When's Martin Luther King Jr. Day in 2027?", R["mlk"](2027))
H("When is Memorial Day 2027?", R["memorial"](2027))
H("What day of the week does the Fourth of July fall on next year?", R["july4"](2027), weekday=True)
H("July 4th 2027 is a Sunday, so which day do federal employees get off?",
  date(2027, 7, 5), weekday=True)
assert R["july4"](2027).weekday() == SUN
H("When is Easter next year?", R["easter"](2027))
H("What's the date of Good Friday in 2027?", R["good_friday"](2027))
H("When is Mother's Day 2027?", R["mothers_day"](2027))
H("When's Father's Day next year?", R["fathers_day"](2027))
H("What day of the week is Valentine's Day 2027?", date(2027, 2, 14), weekday=True)
H("Is Halloween on a weekend next year? What day is it?", date(2027, 10, 31), weekday_only=True)
H("What day is St. Patrick's Day on in 2027?", date(2027, 3, 17), weekday=True)
Hdays("How many days are left before New Year's Day?", date(2027, 1, 1))
add("holidays", "How many days ago was Thanksgiving?",
    {"days": (TODAY - R["thanksgiving"](2026)).days})
H("When is Mardi Gras in 2027?", R["mardi_gras"](2027))
H("When does Lent start next year?", R["ash_wednesday"](2027))
H("When does daylight saving time end in 2028?", R["dst_end_us"](2028))
H("What date do we set the clocks back next year?", R["dst_end_us"](2027))
H("What date is Election Day 2028?", R["election_day"](2028))
H("When is Patriots' Day in Massachusetts next year?", R["patriots"](2027))
H("What day does Veterans Day fall on next year?", R["veterans"](2027), weekday=True)
H("When does Kwanzaa start this year?", date(2026, 12, 26))
H("What day of the week will Christmas be in 2030?", R["christmas"](2030), weekday=True)
# other countries
H("When is Canada Day next year, and what day of the week is it?", date(2027, 7, 1), weekday=True)
H("When is Canadian Thanksgiving in 2027?", R["ca_thanksgiving"](2027))
H("When is Victoria Day next year?", R["victoria"](2027))
H("What day of the week is Boxing Day this year?", date(2026, 12, 26), weekday=True)
H("When is the Easter Monday bank holiday in the UK next year?", R["easter_monday"](2027))
H("When is the August bank holiday in England next year?", R["uk_summer_eng"](2027))
H("When is Australia Day, and what day of the week will it be?", date(2027, 1, 26), weekday=True)
H("What day of the week does Anzac Day fall on in 2027?", date(2027, 4, 25), weekday=True)
H("When is Chinese New Year in 2027?", chinese_new_year(2027))
H("What day is German Unity Day on next year?", date(2027, 10, 3), weekday=True)
H("When is Mexican Independence Day?", date(2027, 9, 16))
H("When is Coming of Age Day in Japan next year?", R["coming_of_age"](2027))
H("When do the clocks go forward in the UK next year?", R["uk_clocks_forward"](2027))
H("When is Remembrance Sunday next year?", R["remembrance_sunday"](2027))
H("When is King's Day in the Netherlands next year?", R["kings_day_nl"](2027))
H("When is the St. Brigid's Day bank holiday in Ireland in 2027?", R["st_brigid_ie"](2027))
H("When is Orthodox Easter in 2027?", R["orthodox_easter"](2027))
H("When do the clocks go back in Sydney next year?", R["sydney_clocks_back"](2027))
# slips
Hdays("how many sleeps till christmas", R["christmas"](2026), slip=True)
H("when is thanks giving twenty twenty seven", R["thanksgiving"](2027), slip=True)
H("what day is the forth of july on in twenty twenty eight", R["july4"](2028), weekday=True, slip=True)
H("um when is easter twenty twenty eight", R["easter"](2028), slip=True)
H("so whens labor day twenty twenty eight", R["labor"](2028), slip=True)
H("what day of the week is new years day next year", date(2027, 1, 1), weekday=True, slip=True)
H("when is mothers day twenty twenty eight", R["mothers_day"](2028), slip=True)
H("when is canada day twenty twenty eight", date(2028, 7, 1), slip=True)
H("uh when does daylight savings start next year", R["dst_start_us"](2027), slip=True)
H("what date is chinese new year twenty twenty eight", chinese_new_year(2028), slip=True)
H("when is bastille day", date(2027, 7, 14), slip=True)
Hdays("how many days until valentines day", date(2027, 2, 14), slip=True)
# cannot
add("holidays", "When is National Blorfington Day?", {"names": "Blorfington Day"}, kind="cannot")
add("holidays", "When is my wedding anniversary?", {}, kind="cannot")
add("holidays", "When is National Quibbleflax Day?", {"names": "Quibbleflax Day"}, kind="cannot")
add("holidays", "When does my son's school spring break start?", {}, kind="cannot")
add("holidays", "when is glimmerwump day", {"names": "glimmerwump"}, kind="cannot", slip=True)

# --------------------------------------------------------------------------- dates


def Dd(q, d, weekday=False, weekday_only=False, slip=False):
    e = {}
    if not weekday_only:
        e["date"] = iso(d)
    if weekday or weekday_only:
        e["weekday"] = wd(d)
    add("dates", q, e, slip=slip)


def Dn(q, n, slip=False):
    add("dates", q, {"number": num(n), "tol": 0}, slip=slip)


def Ddays(q, d, slip=False):
    add("dates", q, {"days": days_from_today(d)}, slip=slip)


def us_week(d):
    """US-style week number: weeks start Sunday, week 1 contains January 1."""
    jan1 = date(d.year, 1, 1)
    off = (jan1.weekday() + 1) % 7  # Sunday = 0
    return (d.timetuple().tm_yday - 1 + off) // 7 + 1


def week_no(d):
    w = d.isocalendar()[1]
    assert w == us_week(d), (d, w, us_week(d))  # only ask where ISO and US numbering agree
    return w


def age(born, on=TODAY):
    return relativedelta(on, born).years


Dd("What's today's date?", TODAY)
Dd("What day of the week is it today?", TODAY, weekday_only=True)
Dd("What was the date yesterday?", TODAY - timedelta(days=1))
Dd("What day of the week is the day after tomorrow?", TODAY + timedelta(days=2), weekday_only=True)
Dd("What's the date 90 days from today?", TODAY + timedelta(days=90))
Dd("What was the date 45 days ago?", TODAY - timedelta(days=45))
Dd("What's the date three weeks from today?", TODAY + timedelta(weeks=3))
Dd("What date is next Wednesday?", date(2026, 12, 9))
Dd("What was the date last Saturday?", date(2026, 11, 28))
Dd("What date is this coming Sunday?", date(2026, 12, 6))
Dd("What day of the week was July 20, 1969?", date(1969, 7, 20), weekday_only=True)
Dd("My birthday is May 12, 1990. What day of the week was I born on?", date(1990, 5, 12), weekday_only=True)
Dd("What day of the week will August 15, 2027 be?", date(2027, 8, 15), weekday_only=True)
Dd("What day did November 11, 1918 fall on?", date(1918, 11, 11), weekday_only=True)
Dn("How many days are there between June 1 and September 15, 2027?", (date(2027, 9, 15) - date(2027, 6, 1)).days)
Ddays("How many days until my birthday? It's March 3rd.", date(2027, 3, 3))
Ddays("How many days until April 1st?", date(2027, 4, 1))
Ddays("How many days is it until June 21st?", date(2027, 6, 21))
Dn("How old is someone who was born on August 9, 1985?", age(date(1985, 8, 9)))
Dn("How old would a person born on December 25, 1960 be today?", age(date(1960, 12, 25)))
Dn("What week number is it?", week_no(TODAY))
Dn("What week of the year is Christmas in?", week_no(date(2026, 12, 25)))
Dn("What's the ISO week number of March 1st, 2027?", date(2027, 3, 1).isocalendar()[1])
add("dates", "Is 2028 a leap year?", {"contains": ["yes"]})
assert calendar.isleap(2028)
add("dates", "Was 1900 a leap year?", {"contains": ["no|not"]})
assert not calendar.isleap(1900)
assert calendar.isleap(2000)
add("dates", "Is next year a leap year?", {"contains": ["no|not"]})
assert not calendar.isleap(2027)
add("dates", "When is the next leap year?", {"contains": ["2028"]})
assert [y for y in range(2027, 2040) if calendar.isleap(y)][0] == 2028
Dn("How many days are in February 2028?", calendar.monthrange(2028, 2)[1])
add("dates", "How many days are left in this month?", {"days": (date(2026, 12, 31) - TODAY).days})
Dn("What day of the year is today?", TODAY.timetuple().tm_yday)
Dn("How many Sundays are left this year?",
   sum(1 for i in range(1, 28) if (TODAY + timedelta(days=i)).weekday() == SUN))
Dd("What is the last day of February 2027?", date(2027, 2, calendar.monthrange(2027, 2)[1]))
Dd("What's the date six months from today?", TODAY + relativedelta(months=6))
Dd("What's the date a year from today?", TODAY + relativedelta(years=1))
Dn("How many days are there between Christmas and Valentine's Day?", (date(2027, 2, 14) - date(2026, 12, 25)).days)
Dd("What's the date two weeks from next Monday?", date(2026, 12, 7) + timedelta(weeks=2))
_w = (date(2027, 3, 5) - TODAY).days
assert _w % 7 == 0
Dn("How many weeks until March 5th?", _w // 7)
Dd("What date is 500 days from today?", TODAY + timedelta(days=500))
add("dates", "What month will it be five months from now?", {"contains": ["may"]})
assert (TODAY + relativedelta(months=5)).month == 5
Dd("What's the date of the first Monday of 2027?", nth_weekday(2027, 1, MON, 1))
# slips
Dd("what day of the week is march fifteenth twenty twenty seven", date(2027, 3, 15), weekday_only=True, slip=True)
Dd("whats the date a hundred and twenty days from now", TODAY + timedelta(days=120), slip=True)
Dd("um what day was it yesterday", TODAY - timedelta(days=1), weekday_only=True, slip=True)
Ddays("how many days till june first", date(2027, 6, 1), slip=True)
add("dates", "was twenty twenty four a leap year", {"contains": ["yes"]}, slip=True)
assert calendar.isleap(2024)
Dd("what day of the week was the fourth of july nineteen eighty eight", date(1988, 7, 4), weekday_only=True, slip=True)
Dn("what weak number is it", week_no(TODAY), slip=True)
Dn("how old is somebody born in may nineteen seventy", age(date(1970, 5, 31)), slip=True)
assert age(date(1970, 5, 1)) == age(date(1970, 5, 31))
Dd("whats the date in two weeks", TODAY + timedelta(weeks=2), slip=True)
Dd("what was the date last tuesday", date(2026, 12, 1), slip=True)
Dn("how many days in feb twenty twenty seven", calendar.monthrange(2027, 2)[1], slip=True)
Dd("what day is it gonna be on new years eve", date(2026, 12, 31), weekday_only=True, slip=True)
# cannot


def impossible(y, m, d):
    try:
        date(y, m, d)
    except ValueError:
        return True
    return False


assert impossible(2027, 2, 30) and impossible(2027, 4, 31) and impossible(2027, 2, 29)
assert impossible(2027, 6, 31) and impossible(2025, 11, 31) and impossible(2027, 5, 35)
add("dates", "What day of the week is February 30th, 2027?", {}, kind="cannot")
add("dates", "How many days until April 31st?", {}, kind="cannot")
add("dates", "How many days until the 35th of May?", {}, kind="cannot")
add("dates", "What day of the week was February 29, 2027?", {}, kind="cannot")
add("dates", "what day of the week is june thirty first", {}, kind="cannot", slip=True)
add("dates", "What day of the week was November 31st last year?", {}, kind="cannot")

# --------------------------------------------------------------------------- world clock
ZONES = {
    "Tokyo": "Asia/Tokyo", "London": "Europe/London", "Paris": "Europe/Paris",
    "Los Angeles": "America/Los_Angeles", "Chicago": "America/Chicago", "Denver": "America/Denver",
    "Phoenix": "America/Phoenix", "Honolulu": "Pacific/Honolulu", "Anchorage": "America/Anchorage",
    "Sydney": "Australia/Sydney", "Auckland": "Pacific/Auckland", "India": "Asia/Kolkata",
    "Kathmandu": "Asia/Kathmandu", "Dubai": "Asia/Dubai", "Moscow": "Europe/Moscow",
    "China": "Asia/Shanghai", "Singapore": "Asia/Singapore", "Seoul": "Asia/Seoul",
    "Cairo": "Africa/Cairo", "Johannesburg": "Africa/Johannesburg", "Nairobi": "Africa/Nairobi",
    "Lagos": "Africa/Lagos", "Buenos Aires": "America/Argentina/Buenos_Aires",
    "Sao Paulo": "America/Sao_Paulo", "Mexico City": "America/Mexico_City", "Bogota": "America/Bogota",
    "Reykjavik": "Atlantic/Reykjavik", "Athens": "Europe/Athens", "Istanbul": "Europe/Istanbul",
    "Tehran": "Asia/Tehran", "Pakistan": "Asia/Karachi", "Bangkok": "Asia/Bangkok",
    "Adelaide": "Australia/Adelaide", "Perth": "Australia/Perth", "St. John's": "America/St_Johns",
    "Halifax": "America/Halifax", "Vancouver": "America/Vancouver", "Santiago": "America/Santiago",
    "Kabul": "Asia/Kabul", "Yangon": "Asia/Yangon", "Lima": "America/Lima", "Vietnam": "Asia/Ho_Chi_Minh",
    "Ireland": "Europe/Dublin", "Philippines": "Asia/Manila", "Beijing": "Asia/Shanghai",
    "Hong Kong": "Asia/Hong_Kong", "Rome": "Europe/Rome", "Madrid": "Europe/Madrid",
    "New Delhi": "Asia/Kolkata", "Berlin": "Europe/Berlin", "Amsterdam": "Europe/Amsterdam",
    "Toronto": "America/Toronto", "California": "America/Los_Angeles", "Seattle": "America/Los_Angeles",
    "Brisbane": "Australia/Brisbane", "Warsaw": "Europe/Warsaw", "Jakarta": "Asia/Jakarta",
    "Taipei": "Asia/Taipei", "Dhaka": "Asia/Dhaka", "Lisbon": "Europe/Lisbon",
}


def there(place, dt=NOW):
    return dt.astimezone(ZoneInfo(ZONES[place]))


def W_time(q, place, slip=False):
    add("worldclock", q, {"time": there(place).strftime("%H:%M"), "tol_min": 1}, slip=slip)


def offset_hours(a, b, dt=NOW):
    """Hours that b is ahead of a (whole hours only)."""
    za = dt.astimezone(ZoneInfo(ZONES[a]) if a in ZONES else NY).utcoffset()
    zb = dt.astimezone(ZoneInfo(ZONES[b]) if b in ZONES else NY).utcoffset()
    h = (zb - za).total_seconds() / 3600
    assert h == int(h), (a, b, h)
    return int(h)


def W_diff(q, a, b, slip=False):
    add("worldclock", q, {"number": abs(offset_hours(a, b)), "tol": 0}, slip=slip)


def convert_clock(hh, mm, src, dst):
    """Clock time hh:mm today in src ('here' = New York) shown in dst."""
    zs = NY if src == "here" else ZoneInfo(ZONES[src])
    zd = NY if dst == "here" else ZoneInfo(ZONES[dst])
    t = datetime.combine(TODAY, time(hh, mm), zs).astimezone(zd)
    return t.strftime("%H:%M")


W_time("What time is it in Tokyo?", "Tokyo")
W_time("What's the time in London right now?", "London")
W_time("What time is it in Paris?", "Paris")
W_time("Current time in Los Angeles?", "Los Angeles")
W_time("What time is it in Chicago right now?", "Chicago")
W_time("What time is it in Phoenix, Arizona?", "Phoenix")
W_time("What time is it in Honolulu?", "Honolulu")
W_time("What time is it in Sydney, Australia?", "Sydney")
W_time("What's the time in Auckland?", "Auckland")
W_time("What time is it in India?", "India")
W_time("What time is it in Kathmandu?", "Kathmandu")
W_time("What time is it in Dubai?", "Dubai")
W_time("What time is it in Moscow?", "Moscow")
W_time("What time is it in China right now?", "China")
W_time("What time is it in Cairo?", "Cairo")
W_time("What time is it in Nairobi?", "Nairobi")
W_time("What time is it in São Paulo?", "Sao Paulo")
W_time("What time is it in Mexico City?", "Mexico City")
W_time("What time is it in Bogotá?", "Bogota")
W_time("What time is it in Tehran?", "Tehran")
W_time("What time is it in Adelaide?", "Adelaide")
W_time("What time is it in Perth, Australia?", "Perth")
W_time("What time is it in St. John's, Newfoundland?", "St. John's")
W_time("What time is it in Santiago, Chile?", "Santiago")
add("worldclock", "What day is it in Sydney right now?",
    {"date": iso(there("Sydney").date()), "weekday": wd(there("Sydney").date())})
add("worldclock", "What's the date in Tokyo?", {"date": iso(there("Tokyo").date())})
assert there("Auckland").date() > TODAY and there("Honolulu").date() == TODAY
add("worldclock", "Is it already tomorrow in Auckland?", {"contains": ["yes"]})
add("worldclock", "Is it still Friday in Honolulu?", {"contains": ["yes"]})
W_diff("How many hours ahead of us is London?", "here", "London")
W_diff("How many hours is Paris ahead of New York?", "here", "Paris")
W_diff("What's the time difference between Los Angeles and Tokyo?", "Los Angeles", "Tokyo")
W_diff("How many hours ahead is Sydney compared to London?", "London", "Sydney")
W_diff("How far behind New York is Honolulu?", "Honolulu", "here")
W_diff("How many hours apart are New York and Singapore?", "here", "Singapore")
add("worldclock", "If it's 9 a.m. here, what time is it in London?",
    {"time": convert_clock(9, 0, "here", "London"), "tol_min": 1})
add("worldclock", "When it's noon in Tokyo, what time is it in New York?",
    {"time": convert_clock(12, 0, "Tokyo", "here"), "tol_min": 1})
add("worldclock", "I have a call at 3 p.m. Berlin time. What time is that here?",
    {"time": convert_clock(15, 0, "Berlin", "here"), "tol_min": 1})
add("worldclock", "If I call my sister in Seattle at 7 p.m. my time, what time is it for her?",
    {"time": convert_clock(19, 0, "here", "Seattle"), "tol_min": 1})
add("worldclock", "What time is 10 a.m. Sydney time for us here?",
    {"time": convert_clock(10, 0, "Sydney", "here"), "tol_min": 1})
add("worldclock", "What time zone is Denver in?", {"contains": ["mountain|MST|UTC-7|UTC−7|GMT-7|GMT−7"]})
assert NOW.astimezone(ZoneInfo("America/Denver")).tzname() == "MST"
# slips
W_time("what time is it in bejing", "Beijing", slip=True)
W_time("what time is it in hong kong right now", "Hong Kong", slip=True)
W_time("um what time is it over in rome", "Rome", slip=True)
W_time("whats the time in madrid", "Madrid", slip=True)
W_time("what time is it in honalulu", "Honolulu", slip=True)
W_time("what time is it in new deli", "New Delhi", slip=True)
W_diff("how many hours ahead is tokyo", "here", "Tokyo", slip=True)
W_time("what time is it in sidney australia", "Sydney", slip=True)
W_time("what time is it in berlin germany", "Berlin", slip=True)
W_time("whats the time in amsterdam", "Amsterdam", slip=True)
W_time("so what time is it in toronto", "Toronto", slip=True)
add("worldclock", "if its ten am here what time is it in california",
    {"time": convert_clock(10, 0, "here", "California"), "tol_min": 1}, slip=True)
# cannot: fictional or made-up places, and a place the assistant cannot know
# (ambiguous names such as Portland, and countries with several zones, were left out:
# naming the likeliest place or listing the zones would also be a reasonable reply)
add("worldclock", "What time is it in Zorbania?", {"names": "Zorbania"}, kind="cannot")
add("worldclock", "What time is it at Hogwarts?", {"names": "Hogwarts"}, kind="cannot")
add("worldclock", "What time is it in Mordor right now?", {"names": "Mordor"}, kind="cannot")
add("worldclock", "What time is it at my daughter's place?", {}, kind="cannot")
add("worldclock", "what time is it in wakanda", {"names": "Wakanda"}, kind="cannot", slip=True)
add("worldclock", "whats the time in quexlandia", {"names": "quexlandia"}, kind="cannot", slip=True)

# --------------------------------------------------------------------------- sun
NYC = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)
CITIES = {
    "Los Angeles": LocationInfo("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437),
    "Chicago": LocationInfo("Chicago", "USA", "America/Chicago", 41.8781, -87.6298),
    "Miami": LocationInfo("Miami", "USA", "America/New_York", 25.7617, -80.1918),
    "Paris": LocationInfo("Paris", "France", "Europe/Paris", 48.8566, 2.3522),
    "Honolulu": LocationInfo("Honolulu", "USA", "Pacific/Honolulu", 21.3069, -157.8583),
}


def sun_at(d, loc=NYC):
    return sun(loc.observer, date=d, tzinfo=ZoneInfo(loc.timezone))


def hhmm(t):
    t = t + timedelta(seconds=30)
    return t.strftime("%H:%M")


def S_event(q, d, event, loc=NYC, slip=False):
    t = sun_at(d, loc)[event]
    if loc is NYC and (d - TODAY).days >= 7:
        # a reply that ignores the date (gives today's time) must not pass
        t0 = sun_at(TODAY)[event]
        assert abs((t.hour * 60 + t.minute) - (t0.hour * 60 + t0.minute)) > 3, (q, t, t0)
    add("sun", q, {"time": hhmm(t), "tol_min": 3}, slip=slip)


def S_length(q, d, slip=False):
    s = sun_at(d)
    mins = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h, m = int(mins // 60), mins - 60 * int(mins // 60)
    # keep clear of hour boundaries and of the hour number itself, so +-1.5 min is unambiguous
    assert 10 <= m <= 50 and abs(m - h) > 3, (d, h, m)
    add("sun", q, {"contains": ["%d hour|%d h|%d:" % (h, h, h)], "number": num(m), "tol": num(1.5 / m)},
        slip=slip)


S_event("What time is sunset today?", TODAY, "sunset")
S_event("When does the sun come up tomorrow?", TODAY + timedelta(days=1), "sunrise")
S_event("What time is sunrise on Christmas morning?", date(2026, 12, 25), "sunrise")
S_length("How long is the day today, from sunrise to sunset?", TODAY)
S_event("What time does the sun set on New Year's Eve?", date(2026, 12, 31), "sunset")
S_event("When is sunrise on New Year's Day?", date(2027, 1, 1), "sunrise")
S_event("What time's sunrise next Friday?", date(2026, 12, 11), "sunrise")
S_event("When is solar noon today?", TODAY, "noon")
S_event("What time is sunrise on June 21st, 2027?", date(2027, 6, 21), "sunrise")
S_event("What time will the sun set on July 4th next year?", date(2027, 7, 4), "sunset")
S_length("How many hours of daylight will there be on August 1st, 2027?", date(2027, 8, 1))
S_event("What time is sunset on March 20th, 2027?", date(2027, 3, 20), "sunset")
S_event("When's sunrise on Valentine's Day?", date(2027, 2, 14), "sunrise")
S_event("What time does the sun rise on Thanksgiving next year?", R["thanksgiving"](2027), "sunrise")
S_length("How long will the day be on Christmas?", date(2026, 12, 25))
S_event("What time is sunset a month from today?", TODAY + relativedelta(months=1), "sunset")
S_event("When does the sun set in Los Angeles today?", TODAY, "sunset", CITIES["Los Angeles"])
S_event("What time is sunrise in Chicago tomorrow?", TODAY + timedelta(days=1), "sunrise", CITIES["Chicago"])
S_event("What time does the sun set in Miami today?", TODAY, "sunset", CITIES["Miami"])
S_event("What time is sunrise in Paris tomorrow?", TODAY + timedelta(days=1), "sunrise", CITIES["Paris"])
S_event("When is sunset in Honolulu today?", TODAY, "sunset", CITIES["Honolulu"])
# slips
S_event("um what time does the sun go down on christmas eve", date(2026, 12, 24), "sunset", slip=True)
S_event("when is sun rise on monday", date(2026, 12, 7), "sunrise", slip=True)
S_length("how much daylight do we get tomorrow", TODAY + timedelta(days=1), slip=True)
S_event("what time is sunset on halloween next year", date(2027, 10, 31), "sunset", slip=True)
S_event("what time is sunrise on april first", date(2027, 4, 1), "sunrise", slip=True)
# cannot
try:
    sun(LocationInfo("North Pole", "", "UTC", 90.0, 0.0).observer, date=TODAY + timedelta(days=1))
    raise AssertionError("expected polar night at the North Pole")
except ValueError:
    pass
add("sun", "What time is sunrise at the North Pole tomorrow?", {}, kind="cannot")
add("sun", "What time is sunset on February 30th?", {}, kind="cannot")
add("sun", "when does the sun set in snorbleton", {"names": "snorbleton"}, kind="cannot", slip=True)

# --------------------------------------------------------------------------- units
INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
SHORT_TON = 2000 * LB
GAL = 231 * INCH ** 3 * 1000  # liters
QUART, PINT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
IMP_GAL = 4.54609
ACRE = 43560 * FOOT ** 2
HECTARE = 10000.0
KCAL = 4184.0
PSI = LB * 9.80665 / INCH ** 2
BAR = 1e5
STICK = LB / 4


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def U(q, value, slip=False):
    assert value > 0
    add("units", q, {"number": num(value)}, slip=slip)


U("How many tablespoons are in a cup?", CUP / TBSP)
U("How many teaspoons in a tablespoon?", TBSP / TSP)
U("How many milliliters are in a cup?", CUP * 1000)
U("How many fluid ounces are in a cup?", CUP / FLOZ)
U("How many cups are in a gallon?", GAL / CUP)
U("Convert 350 degrees Fahrenheit to Celsius.", f2c(350))
U("What's 180 Celsius in Fahrenheit?", c2f(180))
U("How many grams is 8 ounces?", 8 * OZ * 1000)
U("How many grams in a pound?", LB * 1000)
U("Convert 2 cups to milliliters.", 2 * CUP * 1000)
U("How many teaspoons are in a quarter cup?", CUP / 4 / TSP)
U("What is 500 grams in pounds?", 0.5 / LB)
U("How many tablespoons is 3 fluid ounces?", 3 * FLOZ / TBSP)
U("How many milliliters is a teaspoon?", TSP * 1000)
U("Convert 1.5 liters to cups.", 1.5 / CUP)
U("What's 425 Fahrenheit in Celsius?", f2c(425))
U("How many sticks of butter are in a pound?", LB / STICK)
U("How many grams is one stick of butter?", STICK * 1000)
U("What's 3/4 of a cup in milliliters?", 0.75 * CUP * 1000)
U("What's 98.6 Fahrenheit in Celsius?", f2c(98.6))
U("What's 20 degrees Celsius in Fahrenheit?", c2f(20))
U("Convert 300 Kelvin to Celsius.", 300 - 273.15)
U("What's 72 degrees Fahrenheit in Celsius?", f2c(72))
U("How many kilometers is 10 miles?", 10 * MILE / 1000)
U("Convert 8 kilometers to miles.", 8000 / MILE)
U("What's 6 feet in meters?", 6 * FOOT)
U("How many centimeters is 5 foot 7?", (5 * FOOT + 7 * INCH) * 100)
U("How many inches are in a meter?", 1 / INCH)
U("A marathon is 26.2 miles. How many kilometers is that?", 26.2 * MILE / 1000)
U("How many pounds is 70 kilograms?", 70 / LB)
U("Convert 150 pounds to kilograms.", 150 * LB)
U("How much is 11 stone in kilograms?", 11 * STONE)
U("What's 2.5 kilos in pounds?", 2.5 / LB)
U("How many kilograms is a US short ton?", SHORT_TON)
U("How many liters in a gallon?", GAL)
U("Convert 20 gallons to liters.", 20 * GAL)
U("How many milliliters is 12 fluid ounces?", 12 * FLOZ * 1000)
U("How many gallons is 50 liters?", 50 / GAL)
U("What's 65 miles per hour in kilometers per hour?", 65 * MILE / 1000)
U("Convert 100 km/h to mph.", 100000 / MILE)
U("How fast is 20 knots in miles per hour?", 20 * NMI / MILE)
U("What is 10 meters per second in kilometers per hour?", 10 * 3.6)
U("How many square feet in an acre?", ACRE / FOOT ** 2)
U("How many acres is a hectare?", HECTARE / ACRE)
U("Convert 50 square meters to square feet.", 50 / FOOT ** 2)
U("How many minutes is three and a half hours?", 3.5 * 60)
U("How many kilojoules is 500 kilocalories?", 500 * KCAL / 1000)
U("Convert 32 psi to bar.", 32 * PSI / BAR)
U("What is 30 miles per gallon in liters per 100 kilometers?", 100 / (30 * MILE / 1000 / GAL))
# slips
U("how many cups is a liter", 1 / CUP, slip=True)
U("what is four hundred degrees fahrenheit in celsius", f2c(400), slip=True)
U("how many tea spoons in a cup", CUP / TSP, slip=True)
U("how many grams in an ounce", OZ * 1000, slip=True)
U("how many miles is a ten k", 10000 / MILE, slip=True)
U("how many pounds is a hundred kilos", 100 / LB, slip=True)
U("whats five foot ten in centimeters", (5 * FOOT + 10 * INCH) * 100, slip=True)
U("how many ounces in a quart", QUART / FLOZ, slip=True)
U("convert twenty five degrees celsius to fahrenheit", c2f(25), slip=True)
U("how many kilometers in sixty miles", 60 * MILE / 1000, slip=True)
U("how many milliliters in a table spoon", TBSP * 1000, slip=True)
U("how many feet is two meters", 2 / FOOT, slip=True)
U("um how many liters is five gallons", 5 * GAL, slip=True)
# cannot
add("units", "Convert 5 miles to pounds.", {}, kind="cannot")
add("units", "How many seconds are in a kilogram?", {}, kind="cannot")
add("units", "Convert 20 snarfles to grams.", {"names": "snarfles"}, kind="cannot")
add("units", "How many teaspoons are in a foot?", {}, kind="cannot")
add("units", "Convert 2 hours into liters.", {}, kind="cannot")
add("units", "convert sixty degrees fahrenheit to inches", {}, kind="cannot", slip=True)

# --------------------------------------------------------------------------- WordNet


def load_wordnet():
    lexnames = (
        "adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute "
        "noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group "
        "noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant "
        "noun.possession noun.process noun.quantity noun.relation noun.shape noun.state "
        "noun.substance noun.time verb.body verb.change verb.cognition verb.communication "
        "verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion "
        "verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl").split()
    assert len(lexnames) == 45
    tmp = tempfile.mkdtemp(prefix="heldout21-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    dst = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree("/usr/share/wordnet", dst)
    with open(os.path.join(dst, "lexnames"), "w") as f:
        for i, n in enumerate(lexnames):
            f.write("%02d\t%s\t%d\n" % (i, n, {"adj": 3, "adv": 4, "noun": 1, "verb": 2}[n.split(".")[0]]))
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader
    nltk.data.path.insert(0, tmp)
    WordNetCorpusReader.map_wn = lambda self, *a, **k: None
    wn = WordNetCorpusReader(nltk.data.find("corpora/wordnet"), None)
    assert wn.get_version() == "3.0"
    return wn


WN = load_wordnet()


def key(word):
    return word.lower().replace(" ", "_")


def word_synsets(word):
    """(synset, lemma) for every synset that contains the word itself."""
    out = []
    for s in WN.synsets(key(word)):
        ls = [l for l in s.lemmas() if l.name().lower() == key(word)]
        if ls:
            out.append((s, ls[0]))
    return out


def best_synset(word):
    ss = word_synsets(word)
    assert ss, word
    best = 0
    for i, (s, l) in enumerate(ss):
        if l.count() > ss[best][1].count():
            best = i
    return ss[best][0]


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("-"))


def W_def(q, word, slip=False):
    b = best_synset(word)
    add("words", q, {"gloss": clean_gloss(b), "glosses": [clean_gloss(s) for s, _ in word_synsets(word)]},
        slip=slip)


def W_syn(q, word, slip=False):
    b = best_synset(word)
    first = [l.name().replace("_", " ") for l in b.lemmas() if l.name().lower() != key(word)]
    assert first, word
    syn = []
    for s in [b] + [s for s, _ in word_synsets(word) if s != b]:
        for l in s.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key(word) and n not in syn:
                syn.append(n)
    add("words", q, {"synonyms": syn}, slip=slip)


def not_a_word(w):
    assert not WN.synsets(key(w)) and not WN.morphy(key(w)), w
    return w


W_def("What does ephemeral mean?", "ephemeral")
W_def("Define serendipity.", "serendipity")
W_def("What's the meaning of meticulous?", "meticulous")
W_def("What does benevolent mean?", "benevolent")
W_def("What is the definition of garrulous?", "garrulous")
W_def("What does it mean to be resilient?", "resilient")
W_def("Define the word emulsify.", "emulsify")
W_def("What does sauté mean in cooking?", "saute")
W_def("What does marinate mean?", "marinate")
W_def("What does procrastinate mean?", "procrastinate")
W_def("What does quixotic mean?", "quixotic")
W_def("What does onomatopoeia mean?", "onomatopoeia")
W_def("What is hubris?", "hubris")
W_def("What's altruism?", "altruism")
W_def("What is a bibliophile?", "bibliophile")
W_def("What is a bibliography?", "bibliography")
W_def("What is a glossary?", "glossary")
W_def("What's a tome?", "tome")
W_def("What's a roux?", "roux")
W_def("What does baste mean when you're cooking a turkey?", "baste")
W_def("What's a palindrome?", "palindrome")
W_def("What does plagiarism mean?", "plagiarism")
W_def("What is a pseudonym?", "pseudonym")
W_def("What is wanderlust?", "wanderlust")
W_def("What does a sommelier do?", "sommelier")
# synonyms
W_syn("What's another word for big?", "big")
W_syn("Give me a synonym for funny.", "funny")
W_syn("What's another word for sofa?", "sofa")
W_syn("Another word for mistake?", "mistake")
W_syn("Give me a synonym for choose.", "choose")
W_syn("What's a fancier word for buy?", "buy")
W_syn("Give me another word for famous.", "famous")
W_syn("What's a synonym for ephemeral?", "ephemeral")
W_syn("What's another word for vanish?", "vanish")
W_syn("What's a synonym for bland, like bland food?", "bland")
W_syn("Synonyms for difficult?", "difficult")
# slips
W_def("what does ubiquitus mean", "ubiquitous", slip=True)
W_def("um what does pensive mean", "pensive", slip=True)
W_def("define melancolly", "melancholy", slip=True)
W_def("whats the meaning of the word obsolete", "obsolete", slip=True)
W_def("what is an almanack", "almanac", slip=True)
W_def("what does apathy mean", "apathy", slip=True)
W_syn("whats another word for begin", "begin", slip=True)
W_syn("give me a synonym for help", "help", slip=True)
W_syn("another word for garrulus", "garrulous", slip=True)
# cannot
add("words", "What does snozzlewhip mean?", {"names": not_a_word("snozzlewhip")}, kind="cannot")
add("words", "Define the word florbitude.", {"names": not_a_word("florbitude")}, kind="cannot")
add("words", "What's a synonym for grumbaloid?", {"names": not_a_word("grumbaloid")}, kind="cannot")
add("words", "what does kwimbly mean", {"names": not_a_word("kwimbly")}, kind="cannot", slip=True)
add("words", "What is the meaning of zaxtrophy?", {"names": not_a_word("zaxtrophy")}, kind="cannot")
add("words", "What's another word for blimfargle?", {"names": not_a_word("blimfargle")}, kind="cannot")

# --------------------------------------------------------------------------- spelling


def SP(q, word, slip=False):
    add("spelling", q, {"letters": [c.upper() for c in word if c.isalpha()]}, slip=slip)


SP("How do you spell necessary?", "necessary")
SP("How do you spell accommodate?", "accommodate")
SP("Spell rhythm.", "rhythm")
SP("How is separate spelled?", "separate")
SP("How do you spell conscientious?", "conscientious")
SP("Can you spell bureaucracy for me?", "bureaucracy")
SP("How do you spell embarrass?", "embarrass")
SP("How do you spell pneumonia?", "pneumonia")
SP("How do you spell Massachusetts?", "Massachusetts")
SP("Spell Mississippi.", "Mississippi")
SP("How do you spell zucchini?", "zucchini")
SP("How do you spell quinoa?", "quinoa")
SP("How do you spell croissant?", "croissant")
SP("How do you spell colonel, like the military rank?", "colonel")
SP("How do you spell lieutenant?", "lieutenant")
SP("Spell February.", "February")
SP("How do you spell onomatopoeia?", "onomatopoeia")
SP("How do you spell Caribbean?", "Caribbean")
SP("How do you spell Philippines?", "Philippines")
SP("How do you spell chrysanthemum?", "chrysanthemum")
SP("How is questionnaire spelled?", "questionnaire")
SP("How do you spell liaison?", "liaison")
SP("How do you spell silhouette?", "silhouette")
SP("How do you spell Fahrenheit?", "Fahrenheit")
SP("How do you spell receipt?", "receipt")
SP("Spell the word 'knight', like a knight in shining armor.", "knight")
SP("How do you spell 'stationary', meaning standing still?", "stationary")
SP("How do you spell 'principal', as in the principal of a school?", "principal")
# slips
SP("how do you spell restaurant", "restaurant", slip=True)
SP("spell broccoli", "broccoli", slip=True)
SP("um how do you spell mischievous", "mischievous", slip=True)
SP("how do you spell flower like the stuff you bake with", "flour", slip=True)
SP("how do you spell desert the one you eat after dinner", "dessert", slip=True)
SP("how do you spell pair like the fruit", "pear", slip=True)
SP("how do you spell definitely", "definitely", slip=True)
SP("how do you spell guacamole", "guacamole", slip=True)
# cannot
add("spelling", "How do you spell blorkinator?", {"names": not_a_word("blorkinator")}, kind="cannot")
add("spelling", "How do you spell snizzlefrump?", {"names": not_a_word("snizzlefrump")}, kind="cannot")
add("spelling", "how do you spell quorbly", {"names": not_a_word("quorbly")}, kind="cannot", slip=True)
add("spelling", "What's the spelling of frazzlewumpish?", {"names": not_a_word("frazzlewumpish")}, kind="cannot")
for w in ["necessary", "accommodate", "rhythm", "separate", "conscientious", "bureaucracy", "embarrass",
          "occurrence", "pneumonia", "zucchini", "cinnamon", "croissant", "colonel", "lieutenant",
          "onomatopoeia", "chrysanthemum", "questionnaire", "millennium", "liaison", "privilege",
          "entrepreneur", "silhouette", "receipt", "knight", "stationary", "principal", "restaurant",
          "broccoli", "mischievous", "flour", "dessert", "pear", "definitely", "guacamole"]:
    assert WN.synsets(w), w  # real dictionary words (quinoa is real but not in WordNet 3.0)

# --------------------------------------------------------------------------- calc


def C(q, value, tol=0.001, slip=False):
    add("calc", q, {"number": num(value), "tol": tol}, slip=slip)


def Ci(q, value, slip=False):
    assert value == int(value)
    add("calc", q, {"number": int(value), "tol": 0}, slip=slip)


C("What's 15% of 80?", 0.15 * 80)
C("What's a 20 percent tip on $64.50?", 0.20 * 64.50)
C("How much is an 18% tip on a $45 bill?", 0.18 * 45)
C("Split $120 between three people.", 120 / 3)
C("Our bill is $96.40 and we want to add a 20% tip. How much does each of the 4 of us pay?", 96.40 * 1.2 / 4)
C("A $79.99 jacket is 30% off. What's the sale price?", 79.99 * 0.7)
C("How much do I save with 25% off a $60 item?", 60 * 0.25)
Ci("What's the square root of 144?", math.isqrt(144))
C("What's the square root of 2?", math.sqrt(2), tol=0.004)  # "1.41" passes
Ci("What is 2 to the power of 10?", 2 ** 10)
Ci("What's 1000 divided by 8?", 1000 / 8)
C("What is 17 percent of 250?", 0.17 * 250)
C("45 is what percent of 60?", 45 / 60 * 100)
C("What's the percent increase from 80 to 100?", (100 - 80) / 80 * 100)
C("What's three quarters as a decimal?", 3 / 4)
Ci("What's a third of 150?", 150 / 3)
Ci("What's 15 plus 27 minus 9?", 15 + 27 - 9)
Ci("What's 6 times 7 plus 8?", 6 * 7 + 8)
assert (6 * 7) + 8 == 6 * 7 + 8  # left-to-right and operator precedence agree here
C("What's the sales tax on $40 at 8.875%?", 40 * 0.08875, tol=0.002)
C("How much is a $25 meal with 8.875 percent tax added?", 25 * 1.08875)
Ci("What's 23 times 47?", 23 * 47)
C("Split a $58 pizza bill five ways.", 58 / 5)
C("What's a 15% tip on $32.80?", 0.15 * 32.80)
C("Something costs $48 after a 20% discount. What was the original price?", 48 / 0.8)
C("What's 5% of 1,200?", 0.05 * 1200)
C("What's 100 divided by 7?", 100 / 7, tol=0.002)  # "14.3" passes
C("What's the percentage decrease from 50 to 35?", (50 - 35) / 50 * 100)
C("What's a 22% tip on 150 dollars?", 0.22 * 150)
C("What's the cube root of 27?", round(27 ** (1 / 3), 9))
C("If six of us split $250, how much is each share?", 250 / 6)
# slips
C("whats fifteen percent of sixty", 0.15 * 60, slip=True)
C("um whats a twenty percent tip on eighty five dollars", 0.20 * 85, slip=True)
C("split two hundred dollars four ways", 200 / 4, slip=True)
Ci("what is twelve times twelve", 12 * 12, slip=True)
C("whats half of ninety five", 95 / 2, slip=True)
Ci("whats the square root of eighty one", math.isqrt(81), slip=True)
Ci("seven hundred divided by twenty five", 700 / 25, slip=True)
C("whats eighteen percent of a hundred and twenty", 0.18 * 120, slip=True)
# cannot
add("calc", "What's 17 divided by 0?", {}, kind="cannot")
add("calc", "Split the bill between zero people.", {}, kind="cannot")
add("calc", "whats nine divided by zero", {}, kind="cannot", slip=True)

# --------------------------------------------------------------------------- checks and output
# made-up names used in cannot items are not English words
for w in ["blorfington", "quibbleflax", "glimmerwump", "snarfle", "snarfles", "snorbleton"]:
    not_a_word(w)
for w in ["zorbania", "quexlandia", "hogwarts", "mordor", "wakanda"]:
    not_a_word(w)  # not a place (or anything else) in WordNet
GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
seen = set()
for it in ITEMS:
    assert it["group"] in GROUPS
    assert it["kind"] in ("answer", "cannot")
    qn = " ".join(it["q"].lower().replace("?", " ").replace(".", " ").replace(",", " ").split())
    assert qn not in seen, it["q"]
    seen.add(qn)
    if it["slip"]:
        assert it["q"] == it["q"].lower() and not any(c in it["q"] for c in "?.,!;:'\"$%/&"), it["q"]
    if it["kind"] == "answer":
        assert it["expect"], it["q"]
    else:
        assert set(it["expect"]) <= {"names"}, it["q"]

with open(OUT, "w", encoding="utf-8") as f:
    for i, it in enumerate(ITEMS, 1):
        rec = {"id": "q21_%03d" % i, "group": it["group"], "q": it["q"], "kind": it["kind"],
               "slip": it["slip"], "expect": it["expect"]}
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")

rows = []
tot = Counter()
for g in GROUPS:
    its = [it for it in ITEMS if it["group"] == g]
    c = Counter(it["kind"] for it in its)
    s = sum(it["slip"] for it in its)
    rows.append("| %s | %d | %d | %d |" % (g, c["answer"], c["cannot"], s))
    tot.update({"answer": c["answer"], "cannot": c["cannot"], "slip": s})
n = len(ITEMS)
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
print("\n".join(rows))
print("| **total** | **%d** | **%d (%.1f%%)** | **%d (%.1f%%)** |"
      % (tot["answer"], tot["cannot"], 100 * tot["cannot"] / n, tot["slip"], 100 * tot["slip"] / n))
print("%d questions written to %s" % (n, OUT))
