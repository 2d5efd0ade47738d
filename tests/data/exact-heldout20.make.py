#!/usr/bin/env python3
"""exact-heldout20: a held-out set of "exact answer" questions, with computed answers.

Holds every question of the set and computes every expected answer with the Python
standard library plus python-dateutil, holidays (cross-checks, Chinese New Year), astral and nltk
(reading Princeton WordNet 3.0 from Debian's wordnet-base). Imports nothing from the
project. Writes exact-heldout20.jsonl next to this file and prints the counts table.

Fixed situation: now is Friday 2026-12-04 14:30:00 America/New_York, country US,
place New York City (40.7128, -74.0060).

Run:  python tests/data/exact-heldout20.make.py   (see exact-heldout20.README.md)
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
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import holidays
from astral import LocationInfo
from astral.sun import sun
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout20.jsonl")

TZ_HERE = ZoneInfo("America/New_York")
TODAY = date(2026, 12, 4)
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=TZ_HERE)
assert TODAY.weekday() == 4  # Friday

WEEKDAYS = list(calendar.day_name)  # Monday .. Sunday
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)

ITEMS = []  # (group, dict)
GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc", "routing"]
SLIP_RE = re.compile(r"^[a-z0-9 ]+$")


def add(group, q, expect, kind="answer", slip=False):
    assert group in GROUPS, group
    assert kind in ("answer", "cannot", "route"), kind
    assert (kind == "route") == (group == "routing"), (group, kind)
    if slip:
        assert SLIP_RE.match(q), "slip item must be lower case without punctuation: %r" % q
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": bool(slip), "expect": expect})


def r6(x):
    x = round(float(x), 6)
    return int(x) if x == int(x) else x


def iso(d):
    return d.isoformat()


def wd(d):
    return WEEKDAYS[d.weekday()]


# ---------------------------------------------------------------- date helpers

def nth_weekday(y, m, weekday, n):
    d = date(y, m, 1)
    d += timedelta(days=(weekday - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def last_weekday(y, m, weekday):
    d = date(y, m, calendar.monthrange(y, m)[1])
    return d - timedelta(days=(d.weekday() - weekday) % 7)


def next_one(rule):
    """The next occurrence on or after today."""
    d = rule(TODAY.year)
    return d if d >= TODAY else rule(TODAY.year + 1)


def days_until(d):
    return (d - TODAY).days


def age_on(born, on=TODAY):
    return relativedelta(on, born).years


def observed(d):
    if d.weekday() == SAT:
        return d - timedelta(days=1)
    if d.weekday() == SUN:
        return d + timedelta(days=1)
    return d


def us_week(d):
    """Week number counting week 1 as the Sunday-to-Saturday week holding Jan 1."""
    jan1 = date(d.year, 1, 1)
    start = jan1 - timedelta(days=(jan1.weekday() + 1) % 7)
    return (d - start).days // 7 + 1


def iso_week_plain(d):
    """ISO week, asserted to agree with the Sunday-start count so no convention dispute."""
    w = d.isocalendar()[1]
    assert w == us_week(d), (d, w, us_week(d))
    return w


# ---------------------------------------------------------------- holiday rules

H = {
    "new_year": lambda y: date(y, 1, 1),
    "mlk": lambda y: nth_weekday(y, 1, MON, 3),
    "presidents": lambda y: nth_weekday(y, 2, MON, 3),
    "memorial": lambda y: last_weekday(y, 5, MON),
    "juneteenth": lambda y: date(y, 6, 19),
    "independence": lambda y: date(y, 7, 4),
    "labor": lambda y: nth_weekday(y, 9, MON, 1),
    "columbus": lambda y: nth_weekday(y, 10, MON, 2),
    "veterans": lambda y: date(y, 11, 11),
    "thanksgiving": lambda y: nth_weekday(y, 11, THU, 4),
    "christmas": lambda y: date(y, 12, 25),
    # not federal
    "christmas_eve": lambda y: date(y, 12, 24),
    "new_years_eve": lambda y: date(y, 12, 31),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - timedelta(days=2),
    "palm_sunday": lambda y: easter(y) - timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - timedelta(days=47),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "mothers_day": lambda y: nth_weekday(y, 5, SUN, 2),
    "fathers_day": lambda y: nth_weekday(y, 6, SUN, 3),
    "valentines": lambda y: date(y, 2, 14),
    "st_patricks": lambda y: date(y, 3, 17),
    "halloween": lambda y: date(y, 10, 31),
    "black_friday": lambda y: nth_weekday(y, 11, THU, 4) + timedelta(days=1),
    "cyber_monday": lambda y: nth_weekday(y, 11, THU, 4) + timedelta(days=4),
    "dst_start": lambda y: nth_weekday(y, 3, SUN, 2),
    "dst_end": lambda y: nth_weekday(y, 11, SUN, 1),
    "groundhog": lambda y: date(y, 2, 2),
    "earth_day": lambda y: date(y, 4, 22),
    "canada_day": lambda y: date(y, 7, 1),
    "cinco_de_mayo": lambda y: date(y, 5, 5),
    # first Sunday of Advent: the fourth Sunday before Christmas Day
    "advent": lambda y: date(y, 12, 25) - timedelta(days=(date(y, 12, 25).weekday() - SUN) % 7 or 7) - timedelta(weeks=3),
}

FEDERAL = {
    "new_year": "New Year's Day", "mlk": "Martin Luther King", "presidents": "Washington's Birthday",
    "memorial": "Memorial Day", "juneteenth": "Juneteenth", "independence": "Independence Day",
    "labor": "Labor Day", "columbus": "Columbus Day", "veterans": "Veterans Day",
    "thanksgiving": "Thanksgiving", "christmas": "Christmas Day",
}


def check_holiday_rules():
    for y in (2020, 2026, 2027, 2028):
        us = holidays.US(years=y)
        for key, name in FEDERAL.items():
            if key == "juneteenth" and y < 2021:
                continue
            d = H[key](y)
            assert d in us and name in us.get(d), (key, y, d, us.get(d))
    # Independence Day 2027 is a Sunday: observed Monday July 5
    us27 = holidays.US(years=2027)
    d = observed(H["independence"](2027))
    assert d == date(2027, 7, 5) and "Independence Day" in us27.get(d) and "observed" in us27.get(d)
    # DST rules against tzdata
    for y in (2026, 2027, 2028):
        for key, delta in (("dst_start", 1), ("dst_end", -1)):
            d = H[key](y)
            before = datetime(d.year, d.month, d.day, 0, 30, tzinfo=TZ_HERE).utcoffset()
            after = datetime(d.year, d.month, d.day, 4, 0, tzinfo=TZ_HERE).utcoffset()
            assert (after - before) == timedelta(hours=delta), (key, y)
    # Advent Sunday falls Nov 27 .. Dec 3
    for y in range(2020, 2035):
        a = H["advent"](y)
        assert a.weekday() == SUN and date(y, 11, 27) <= a <= date(y, 12, 3), (y, a)
        assert (date(y, 12, 25) - a).days > 21
    assert H["advent"](2026) == date(2026, 11, 29)


def chinese_new_year(y):
    cn = holidays.China(years=y)
    return min(d for d, n in cn.items() if "Spring Festival" in n)


# ---------------------------------------------------------------- world clock

def local_now(zone):
    return NOW.astimezone(ZoneInfo(zone))


def hhmm(dt):
    return dt.strftime("%H:%M")


def offset_hours(zone, when=NOW):
    return when.astimezone(ZoneInfo(zone)).utcoffset().total_seconds() / 3600


def whole_diff(z1, z2):
    d = offset_hours(z2) - offset_hours(z1)
    assert d == int(d), (z1, z2, d)
    return abs(int(d))


def convert_clock(h, m, from_zone, to_zone, day=TODAY):
    src = datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(from_zone))
    return hhmm(src.astimezone(ZoneInfo(to_zone)))


# ---------------------------------------------------------------- sun

PLACES = {
    "nyc": ("New York", "USA", "America/New_York", 40.7128, -74.0060),
    "london": ("London", "England", "Europe/London", 51.5074, -0.1278),
    "la": ("Los Angeles", "USA", "America/Los_Angeles", 34.0522, -118.2437),
    "miami": ("Miami", "USA", "America/New_York", 25.7617, -80.1918),
    "chicago": ("Chicago", "USA", "America/Chicago", 41.8781, -87.6298),
    "utqiagvik": ("Utqiagvik", "USA", "America/Anchorage", 71.2906, -156.7886),
}


def sun_events(place, d):
    name, region, zone, lat, lon = PLACES[place]
    loc = LocationInfo(name, region, zone, lat, lon)
    return sun(loc.observer, date=d, tzinfo=ZoneInfo(zone))


def round_min(dt):
    return (dt + timedelta(seconds=30)).replace(second=0, microsecond=0)


def sun_time(place, d, event):
    return {"time": hhmm(round_min(sun_events(place, d)[event])), "tol_min": 3}


def day_length(place, d):
    s = sun_events(place, d)
    minutes = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(minutes // 60)
    rest = minutes - 60 * h
    assert 4 <= rest <= 56, (d, rest)  # keep clear of the hour boundary and of the hour digit
    assert abs(rest - h) > 3
    return {"contains": ["%d hour|%d h|%d:" % (h, h, h)], "number": r6(rest), "tol": r6(1.5 / rest)}


def polar(place, d):
    try:
        sun_events(place, d)
    except ValueError:
        return True
    return False


# ---------------------------------------------------------------- units (exact factors)

INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
NMILE = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
GALLON = 231 * INCH ** 3 * 1000  # litres
QUART = GALLON / 4
PINT = GALLON / 8
CUP = GALLON / 16
FLOZ = GALLON / 128
TBSP = FLOZ / 2
TSP = FLOZ / 6
STICK_BUTTER_CUP = 0.5  # a US stick of butter is 1/2 cup (1/4 lb)
IMP_PINT = 4.54609 / 8
ACRE = 43560 * FOOT ** 2  # m^2
HECTARE = 10000.0
PSI = LB * 9.80665 / INCH ** 2  # Pa
BAR = 100000.0


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def unit(q, value, slip=False):
    add("units", q, {"number": r6(value)}, slip=slip)


# ---------------------------------------------------------------- WordNet

LEXNAMES = (
    "adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body "
    "noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location "
    "noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process "
    "noun.quantity noun.relation noun.shape noun.state noun.substance noun.time verb.body verb.change "
    "verb.cognition verb.communication verb.competition verb.consumption verb.contact verb.creation "
    "verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative verb.weather "
    "adj.ppl"
).split()
LEX_POS = {"noun": 1, "verb": 2, "adj": 3, "adv": 4}


def load_wordnet(src="/usr/share/wordnet"):
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    assert len(LEXNAMES) == 45
    tmp = tempfile.mkdtemp(prefix="heldout20-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    dst = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree(src, dst)
    with open(os.path.join(dst, "lexnames"), "w") as f:
        for i, n in enumerate(LEXNAMES):
            f.write("%02d\t%s\t%d\n" % (i, n, LEX_POS[n.split(".")[0]]))
    nltk.data.path.insert(0, tmp)
    WordNetCorpusReader.map_wn = lambda self, version="oewn": None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reader = WordNetCorpusReader(dst, None)
    assert reader.get_version() == "3.0"
    return reader


WN = None


def word_synsets(word):
    return [s for s in WN.synsets(word) if any(l.name().lower() == word.lower() for l in s.lemmas())]


def lemma_in(s, word):
    return next(l for l in s.lemmas() if l.name().lower() == word.lower())


def best_synset(word):
    ss = word_synsets(word)
    assert ss, word
    return max(ss, key=lambda s: (lemma_in(s, word).count(), -ss.index(s)))


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("-"))


def define(q, word, slip=False):
    b = best_synset(word)
    add("words", q, {"gloss": clean_gloss(b), "glosses": [clean_gloss(s) for s in word_synsets(word)]}, slip=slip)


def synonyms_of(q, word, slip=False):
    b = best_synset(word)
    first, rest = [], []
    for group, synsets in ((first, [b]), (rest, [s for s in word_synsets(word) if s != b])):
        for s in synsets:
            for l in s.lemmas():
                n = l.name().replace("_", " ")
                if l.name().lower() != word.lower() and n not in first and n not in rest:
                    group.append(n)
    assert first, word
    add("words", q, {"synonyms": first + rest}, slip=slip)


def not_a_word(w):
    return not WN.synsets(w) and not WN.morphy(w)


# ================================================================ the questions

def build_holidays():
    G = "holidays"
    nx = lambda k: next_one(H[k])

    def dt(q, d, slip=False, weekday=False):
        e = {"date": iso(d)}
        if weekday:
            e["weekday"] = wd(d)
        add(G, q, e, slip=slip)

    dt("When is Martin Luther King Jr. Day in 2028?", H["mlk"](2028))
    dt("What date is Presidents' Day in 2027?", H["presidents"](2027))
    dt("When's Memorial Day next year?", H["memorial"](2027))
    dt("Which day of the week is Juneteenth in 2028?", H["juneteenth"](2028), weekday=True)
    dt("What day of the week does the Fourth of July fall on in 2027?", H["independence"](2027), weekday=True)
    dt("The Fourth of July is on a Sunday next year, so which day is the federal day off?",
       observed(H["independence"](2027)), weekday=True)
    dt("When is Labor Day 2027?", H["labor"](2027))
    dt("When is Columbus Day next year?", H["columbus"](2027))
    dt("What date is Indigenous Peoples' Day in 2028?", H["columbus"](2028))
    dt("What day of the week is Veterans Day next year?", H["veterans"](2027), weekday=True)
    dt("When is Thanksgiving in 2028?", H["thanksgiving"](2028))
    dt("When was Thanksgiving this year?", H["thanksgiving"](2026))
    add(G, "How many days ago was Thanksgiving?", {"days": (TODAY - H["thanksgiving"](2026)).days})
    dt("What day of the week is Christmas Day this year?", H["christmas"](2026), weekday=True)
    add(G, "How many days are left until Christmas Eve?", {"days": days_until(nx("christmas_eve"))})
    add(G, "How many more sleeps until Christmas?", {"days": days_until(nx("christmas"))})
    dt("When is New Year's Day 2028, and what day of the week is that?", H["new_year"](2028), weekday=True)
    add(G, "How many days until New Year's Day?", {"days": days_until(nx("new_year"))})
    dt("When is Easter next year?", nx("easter"))
    dt("What's the date of Good Friday 2027?", H["good_friday"](2027))
    dt("On what date was Easter this year?", H["easter"](2026))
    dt("When is Easter in 2028?", H["easter"](2028))
    dt("When is Ash Wednesday next year?", H["ash_wednesday"](2027))
    dt("What date is Mardi Gras in 2027?", H["mardi_gras"](2027))
    dt("When is Palm Sunday 2028?", H["palm_sunday"](2028))
    dt("When does Orthodox Easter fall in 2027?", H["orthodox_easter"](2027))
    dt("When is Mother's Day next year?", nx("mothers_day"))
    dt("When is Father's Day 2028?", H["fathers_day"](2028))
    dt("What day does Valentine's Day fall on in 2028?", H["valentines"](2028), weekday=True)
    dt("What day of the week is St. Patrick's Day in 2027?", H["st_patricks"](2027), weekday=True)
    dt("When is Halloween next year?", H["halloween"](2027))
    dt("What date is Black Friday 2027?", H["black_friday"](2027))
    dt("When is Cyber Monday next year?", H["cyber_monday"](2027))
    dt("When does daylight saving time begin in 2027?", H["dst_start"](2027))
    dt("When do the clocks go back in 2028?", H["dst_end"](2028))
    dt("When is Groundhog Day?", nx("groundhog"))
    dt("What day of the week is Earth Day 2027?", H["earth_day"](2027), weekday=True)
    dt("When's Chinese New Year in 2027?", chinese_new_year(2027))
    dt("When is Canada Day next year, and what day of the week is it?", H["canada_day"](2027), weekday=True)
    dt("When is the first Sunday of Advent in 2027?", H["advent"](2027))
    # slips
    dt("when is thanks giving next year", H["thanksgiving"](2027), slip=True)
    dt("what day is christmas on next year", H["christmas"](2027), slip=True, weekday=True)
    dt("um when is mothers day twenty twenty eight", H["mothers_day"](2028), slip=True)
    add(G, "how many days till halloween", {"days": days_until(nx("halloween"))}, slip=True)
    dt("when is presidents day", nx("presidents"), slip=True)
    dt("when does day light savings end next year", H["dst_end"](2027), slip=True)
    dt("so when is memorial day twenty twenty eight", H["memorial"](2028), slip=True)
    dt("what day of the week is the fourth of july twenty twenty eight", H["independence"](2028), slip=True, weekday=True)
    dt("uh when is good friday", nx("good_friday"), slip=True)
    dt("when is new years eve", nx("new_years_eve"), slip=True)
    # cannot
    add(G, "When is National Flumpernickel Day?", {"names": "Flumpernickel Day"}, kind="cannot")
    add(G, "When is my wedding anniversary?", {"names": "anniversary"}, kind="cannot")
    add(G, "when is zorgon appreciation day", {"names": "Zorgon Appreciation Day"}, kind="cannot", slip=True)


def build_dates():
    G = "dates"

    def dt(q, d, slip=False, weekday=False):
        e = {"date": iso(d)}
        if weekday:
            e["weekday"] = wd(d)
        add(G, q, e, slip=slip)

    def wk(q, d, slip=False):
        add(G, q, {"weekday": wd(d)}, slip=slip)

    def num(q, n, slip=False):
        add(G, q, {"number": n, "tol": 0}, slip=slip)

    def coming(weekday):
        return TODAY + timedelta(days=(weekday - TODAY.weekday()) % 7 or 7)

    dt("What's today's date?", TODAY)
    wk("What day of the week is it?", TODAY)
    dt("What's the date tomorrow?", TODAY + timedelta(days=1))
    dt("What was the date the day before yesterday?", TODAY - timedelta(days=2))
    dt("What's the date this coming Wednesday?", coming(WED))
    dt("What date is this Sunday?", coming(SUN))
    dt("What date will it be 100 days from today?", TODAY + timedelta(days=100))
    dt("What was the date 60 days ago?", TODAY - timedelta(days=60))
    dt("What's the date six weeks from today?", TODAY + timedelta(weeks=6))
    dt("What date is two weeks from tomorrow?", TODAY + timedelta(days=1, weeks=2))
    dt("What's the date two months from now?", TODAY + relativedelta(months=2))
    dt("What will the date be a year from today?", TODAY + relativedelta(years=1))
    dt("What date is 1,000 days from today?", TODAY + timedelta(days=1000))
    dt("What's 90 days after January 15, 2027?", date(2027, 1, 15) + timedelta(days=90))
    dt("What's the date 30 days before Valentine's Day 2027?", date(2027, 2, 14) - timedelta(days=30))
    wk("What day of the week was July 20, 1969?", date(1969, 7, 20))
    wk("What day of the week will March 3, 2027 be?", date(2027, 3, 3))
    wk("On what day of the week does January 1, 2030 fall?", date(2030, 1, 1))
    wk("My birthday is June 15, 1988. What day of the week was I born on?", date(1988, 6, 15))
    wk("What day of the week was February 29, 2024?", date(2024, 2, 29))
    dt("What weekday is the 15th of this month?", date(2026, 12, 15), weekday=True)
    wk("What day of the week is the first of next month?", date(2027, 1, 1))
    dt("What's the last day of February next year?", date(2027, 2, calendar.monthrange(2027, 2)[1]))
    dt("When is the last Friday of this month?", last_weekday(2026, 12, FRI))
    dt("What's the date of the third Thursday in January?", nth_weekday(2027, 1, THU, 3))
    num("How many days are in February 2028?", calendar.monthrange(2028, 2)[1])
    num("How many days are there in the year 2027?", 366 if calendar.isleap(2027) else 365)
    assert calendar.isleap(2028) and not calendar.isleap(1900) and not calendar.isleap(2026)
    add(G, "Is 2028 a leap year?", {"contains": ["yes"]})
    add(G, "Was 1900 a leap year?", {"contains": ["no|not"]})
    add(G, "Is 2026 a leap year?", {"contains": ["no|not"]})
    nl = next(y for y in range(2026, 2040) if calendar.isleap(y))
    dt("When is the next leap day?", date(nl, 2, 29))
    num("What week number is it?", iso_week_plain(TODAY))
    num("What week of the year does Christmas fall in?", iso_week_plain(date(2026, 12, 25)))
    num("What week number was the Fourth of July this year?", iso_week_plain(date(2026, 7, 4)))
    num("What day of the year is it today?", TODAY.timetuple().tm_yday)
    add(G, "How many days until June 1st?", {"days": days_until(date(2027, 6, 1))})
    add(G, "How many days from today until April 15, 2027?", {"days": days_until(date(2027, 4, 15))})
    add(G, "How many days until March 20?", {"days": days_until(date(2027, 3, 20))})
    num("How old is someone born on May 12, 1990?", age_on(date(1990, 5, 12)))
    num("If I was born on December 5, 1980, how old am I?", age_on(date(1980, 12, 5)))
    num("I was born April 2, 1970. How old will I turn on my next birthday?", age_on(date(1970, 4, 2), date(2027, 4, 2)))
    num("How many days old is a baby born on October 1, 2026?", (TODAY - date(2026, 10, 1)).days)
    sats = [d for d in (TODAY + timedelta(days=i) for i in range(1, 31)) if d.month == 12 and d.weekday() == SAT]
    num("How many Saturdays are left in December?", len(sats))
    num("What year will it be in 25 years?", TODAY.year + 25)
    # slips
    wk("what day of the week was january first two thousand", date(2000, 1, 1), slip=True)
    add(G, "how many days until my birthday its on march third", {"days": days_until(date(2027, 3, 3))}, slip=True)
    dt("whats the date ninety days from now", TODAY + timedelta(days=90), slip=True)
    add(G, "is twenty twenty four a leap year", {"contains": ["yes"]}, slip=True)
    assert calendar.isleap(2024)
    dt("what day was it ten days ago", TODAY - timedelta(days=10), slip=True, weekday=True)
    num("how many days in january", 31, slip=True)
    num("what week of the year is new years eve", iso_week_plain(date(2026, 12, 31)), slip=True)
    num("how old is someone born on july fourth nineteen seventy five", age_on(date(1975, 7, 4)), slip=True)
    dt("what date is it a week from today", TODAY + timedelta(weeks=1), slip=True)
    add(G, "how many days has it been since halloween", {"days": (TODAY - date(2026, 10, 31)).days}, slip=True)
    # cannot
    for y, m, dd in ((2027, 2, 30), (2025, 4, 31), (2027, 6, 31)):
        try:
            date(y, m, dd)
            raise AssertionError("date exists")
        except ValueError:
            pass
    add(G, "What day of the week is February 30th, 2027?", {"names": "February 30"}, kind="cannot")
    add(G, "What day of the week was April 31, 2025?", {"names": "April 31"}, kind="cannot")
    add(G, "how many days until june thirty first", {"names": "June 31"}, kind="cannot", slip=True)
    add(G, "What day of the week is the 45th of March?", {"names": "45th of March"}, kind="cannot")
    add(G, "How many days until my birthday?", {"names": "birthday"}, kind="cannot")


def build_worldclock():
    G = "worldclock"
    here = "America/New_York"

    def now_in(q, zone, slip=False):
        add(G, q, {"time": hhmm(local_now(zone)), "tol_min": 1}, slip=slip)

    now_in("What time is it in Tokyo?", "Asia/Tokyo")
    now_in("What's the time in London right now?", "Europe/London")
    now_in("Current time in Paris?", "Europe/Paris")
    now_in("What time is it in Los Angeles?", "America/Los_Angeles")
    now_in("What time is it in Chicago?", "America/Chicago")
    now_in("Time in Denver, please.", "America/Denver")
    now_in("What time is it in Arizona?", "America/Phoenix")
    now_in("What time is it in Hawaii?", "Pacific/Honolulu")
    now_in("What time is it in Anchorage, Alaska?", "America/Anchorage")
    now_in("What time is it in India?", "Asia/Kolkata")
    now_in("What time is it in Nepal?", "Asia/Kathmandu")
    now_in("What time is it in Dubai?", "Asia/Dubai")
    now_in("What's the time in Moscow?", "Europe/Moscow")
    now_in("What time is it in Beijing?", "Asia/Shanghai")
    now_in("What time is it in Seoul?", "Asia/Seoul")
    now_in("What time is it in Sydney, Australia?", "Australia/Sydney")
    now_in("What time is it in Auckland?", "Pacific/Auckland")
    now_in("What time is it in Iceland?", "Atlantic/Reykjavik")
    now_in("What's the time in Cairo?", "Africa/Cairo")
    now_in("What time is it in Kenya?", "Africa/Nairobi")
    now_in("What time is it in Lagos, Nigeria?", "Africa/Lagos")
    now_in("What time is it in South Africa?", "Africa/Johannesburg")
    now_in("What time is it in Buenos Aires?", "America/Argentina/Buenos_Aires")
    now_in("What time is it in Mexico City?", "America/Mexico_City")
    now_in("What time is it in Colombia?", "America/Bogota")
    now_in("What time is it in Halifax, Nova Scotia?", "America/Halifax")
    now_in("What time is it in Iran?", "Asia/Tehran")
    now_in("What time is it in Afghanistan?", "Asia/Kabul")
    now_in("What time is it in Thailand?", "Asia/Bangkok")
    now_in("What time is it in the Philippines?", "Asia/Manila")
    now_in("What time is it in Pakistan?", "Asia/Karachi")
    now_in("What time is it in Adelaide?", "Australia/Adelaide")
    now_in("What time is it in Fiji?", "Pacific/Fiji")
    now_in("What time is it in Santiago, Chile?", "America/Santiago")
    ak = local_now("Pacific/Auckland")
    add(G, "What day is it in Auckland right now?", {"date": iso(ak.date()), "weekday": wd(ak.date())})
    add(G, "What's the date in Honolulu?", {"date": iso(local_now("Pacific/Honolulu").date())})
    add(G, "How many hours ahead of us is London?", {"number": whole_diff(here, "Europe/London"), "tol": 0})
    add(G, "What's the time difference between here and Tokyo?", {"number": whole_diff(here, "Asia/Tokyo"), "tol": 0})
    add(G, "How many hours behind New York is Los Angeles?", {"number": whole_diff(here, "America/Los_Angeles"), "tol": 0})
    add(G, "What's the time difference between Paris and Sydney right now?",
        {"number": whole_diff("Europe/Paris", "Australia/Sydney"), "tol": 0})
    add(G, "How many hours ahead of Chicago is Berlin?", {"number": whole_diff("America/Chicago", "Europe/Berlin"), "tol": 0})
    add(G, "How far ahead of London is Dubai?", {"number": whole_diff("Europe/London", "Asia/Dubai"), "tol": 0})
    add(G, "If it's 9 pm here, what time is it in Paris?", {"time": convert_clock(21, 0, here, "Europe/Paris"), "tol_min": 1})
    add(G, "When it's 8 am in Los Angeles, what time is it here?",
        {"time": convert_clock(8, 0, "America/Los_Angeles", here), "tol_min": 1})
    add(G, "If it's noon in London, what time is it in Tokyo?",
        {"time": convert_clock(12, 0, "Europe/London", "Asia/Tokyo"), "tol_min": 1})
    add(G, "When it's 6 pm in Sydney, what time is it in New York?",
        {"time": convert_clock(18, 0, "Australia/Sydney", here), "tol_min": 1})
    # the Sydney conversion gives the same clock time whichever of Dec 4 / Dec 5 is meant
    assert convert_clock(18, 0, "Australia/Sydney", here) == convert_clock(18, 0, "Australia/Sydney", here, TODAY + timedelta(days=1))
    # slips
    now_in("what time is it in hong kong", "Asia/Hong_Kong", slip=True)
    now_in("what time is it in sao paulo brazil", "America/Sao_Paulo", slip=True)
    now_in("what time is it over in germany", "Europe/Berlin", slip=True)
    now_in("time in lisbon portugal", "Europe/Lisbon", slip=True)
    now_in("uh what time is it in vancouver", "America/Vancouver", slip=True)
    assert hhmm(local_now("America/Vancouver")) == hhmm(local_now("America/Los_Angeles"))  # BC or Washington: same
    add(G, "how many hours ahead is rome", {"number": whole_diff(here, "Europe/Rome"), "tol": 0}, slip=True)
    now_in("what time is it in colombo sri lanka", "Asia/Colombo", slip=True)
    add(G, "if its ten am here what time is it in honolulu",
        {"time": convert_clock(10, 0, here, "Pacific/Honolulu"), "tol_min": 1}, slip=True)
    # cannot: places that do not exist
    add(G, "What time is it in Atlantis?", {"names": "Atlantis"}, kind="cannot")
    add(G, "What time is it in Mordor?", {"names": "Mordor"}, kind="cannot")
    add(G, "what time is it in wakanda", {"names": "Wakanda"}, kind="cannot", slip=True)
    add(G, "What's the time in Glorbistan?", {"names": "Glorbistan"}, kind="cannot")
    add(G, "What time is it in Flimwick Falls?", {"names": "Flimwick Falls"}, kind="cannot")


def build_sun():
    G = "sun"
    T = TODAY
    add(G, "What time is sunset today?", sun_time("nyc", T, "sunset"))
    add(G, "When does the sun rise tomorrow?", sun_time("nyc", T + timedelta(days=1), "sunrise"))
    add(G, "What time is sunrise on Christmas morning?", sun_time("nyc", date(2026, 12, 25), "sunrise"))
    add(G, "What time does the sun set on New Year's Eve?", sun_time("nyc", date(2026, 12, 31), "sunset"))
    add(G, "When does the sun come up on New Year's Day?", sun_time("nyc", date(2027, 1, 1), "sunrise"))
    add(G, "When is sunrise on June 21, 2027?", sun_time("nyc", date(2027, 6, 21), "sunrise"))
    add(G, "What time is sunset on the Fourth of July next year?", sun_time("nyc", date(2027, 7, 4), "sunset"))
    add(G, "What time is sunset on March 14, 2027?", sun_time("nyc", date(2027, 3, 14), "sunset"))
    add(G, "What time is sunrise on November 7, 2027?", sun_time("nyc", date(2027, 11, 7), "sunrise"))
    add(G, "What time is solar noon today?", sun_time("nyc", T, "noon"))
    add(G, "How many hours of daylight do we get today?", day_length("nyc", T))
    add(G, "How much daylight will there be on December 21?", day_length("nyc", date(2026, 12, 21)))
    add(G, "How long is the day on July 15, 2027?", day_length("nyc", date(2027, 7, 15)))
    add(G, "What time is sunset in London today?", sun_time("london", T, "sunset"))
    add(G, "What time does the sun rise in Los Angeles tomorrow?", sun_time("la", T + timedelta(days=1), "sunrise"))
    add(G, "When's sunset in Miami today?", sun_time("miami", T, "sunset"))
    # slips
    add(G, "what time does the sun go down tomorrow", sun_time("nyc", T + timedelta(days=1), "sunset"), slip=True)
    add(G, "when is sun rise on christmas eve", sun_time("nyc", date(2026, 12, 24), "sunrise"), slip=True)
    add(G, "how long is the day on valentines day", day_length("nyc", date(2027, 2, 14)), slip=True)
    add(G, "what time is sunset in chicago today", sun_time("chicago", T, "sunset"), slip=True)
    # cannot
    assert polar("utqiagvik", T + timedelta(days=1))
    add(G, "What time is sunrise in Utqiagvik, Alaska tomorrow?", {"names": "sunrise in Utqiagvik"}, kind="cannot")
    add(G, "When is sunset on February 30th?", {"names": "February 30"}, kind="cannot")


def build_units():
    G = "units"
    # cooking
    unit("How many tablespoons are in a cup?", CUP / TBSP)
    unit("How many teaspoons in a tablespoon?", TBSP / TSP)
    unit("How many milliliters are in a cup?", CUP * 1000)
    unit("How many mL is 3 tablespoons?", 3 * TBSP * 1000)
    unit("Convert 2/3 cup to milliliters.", 2 / 3 * CUP * 1000)
    unit("How many cups is 500 milliliters?", 0.5 / CUP)
    unit("How many tablespoons in a stick of butter?", STICK_BUTTER_CUP * CUP / TBSP)
    unit("How many grams is 8 ounces?", 8 * OZ * 1000)
    unit("How many ounces in a pound?", LB / OZ)
    unit("Convert 250 grams to ounces.", 0.25 / OZ)
    unit("How many fluid ounces are in a cup?", CUP / FLOZ)
    unit("How many cups in a quart?", QUART / CUP)
    unit("How many teaspoons are in a quarter cup?", CUP / 4 / TSP)
    unit("How many milliliters in a teaspoon?", TSP * 1000)
    unit("What's 350 degrees Fahrenheit in Celsius?", f2c(350))
    unit("Convert 200 Celsius to Fahrenheit.", c2f(200))
    unit("425 F in C?", f2c(425))
    unit("How many liters is a gallon?", GALLON)
    unit("How many pints in a gallon?", GALLON / PINT)
    unit("Convert 1.5 kilograms to pounds.", 1.5 / LB)
    unit("What's 2 quarts in liters?", 2 * QUART)
    unit("How many milliliters in an imperial pint?", IMP_PINT * 1000)
    # temperatures
    unit("What is 98.6 Fahrenheit in Celsius?", f2c(98.6))
    unit("Convert 30 degrees Celsius to Fahrenheit.", c2f(30))
    unit("What's minus 40 Celsius in Fahrenheit?", c2f(-40))
    unit("What is 0 Kelvin in Celsius?", 0 - 273.15)
    unit("What's 72 Fahrenheit in Celsius?", f2c(72))
    unit("What is 38.5 C in F?", c2f(38.5))
    # length, weight
    unit("How many kilometers is 10 miles?", 10 * MILE / 1000)
    unit("How many miles is 42 kilometers?", 42000 / MILE)
    unit("How tall is 6 feet in centimeters?", 6 * FOOT * 100)
    unit("What's 5 foot 10 in centimeters?", (5 * FOOT + 10 * INCH) * 100)
    unit("How many inches in a meter?", 1 / INCH)
    unit("How many feet in a mile?", MILE / FOOT)
    unit("What's 180 centimeters in inches?", 1.8 / INCH)
    unit("How many kilograms is 150 pounds?", 150 * LB)
    unit("What's 12 stone in kilograms?", 12 * STONE)
    unit("How many pounds is 70 kg?", 70 / LB)
    unit("How many grams in an ounce?", OZ * 1000)
    # speed, area, volume, pressure, fuel, time, data
    unit("What's 100 kilometers per hour in miles per hour?", 100000 / MILE)
    unit("How fast is 65 mph in km/h?", 65 * MILE / 1000)
    unit("How many square feet in an acre?", ACRE / FOOT ** 2)
    unit("How many acres in a hectare?", HECTARE / ACRE)
    unit("How many square meters is 1,000 square feet?", 1000 * FOOT ** 2)
    unit("Convert 32 psi to bar.", 32 * PSI / BAR)
    unit("What's 30 miles per gallon in liters per 100 kilometers?", 100 / (30 * MILE / 1000 / GALLON))
    unit("What's 20 knots in miles per hour?", 20 * NMILE / MILE)
    unit("How many seconds are in a day?", 24 * 3600)
    unit("How many minutes in a week?", 7 * 24 * 60)
    # slips
    unit("how many cups in a gallon", GALLON / CUP, slip=True)
    unit("three seventy five fahrenheit in celsius", f2c(375), slip=True)
    unit("how many table spoons in half a cup", CUP / 2 / TBSP, slip=True)
    unit("convert sixteen ounces to grams", 16 * OZ * 1000, slip=True)
    unit("how many kilometres in a mile", MILE / 1000, slip=True)
    unit("whats twenty degrees celsius in fahrenheit", c2f(20), slip=True)
    unit("how many millilitres in a tablespoon", TBSP * 1000, slip=True)
    unit("how many pounds is five kilos", 5 / LB, slip=True)
    unit("how many feet is ten meters", 10 / FOOT, slip=True)
    unit("how many ounces in a liter", 1 / FLOZ, slip=True)
    unit("how many quarts in a gallon", GALLON / QUART, slip=True)
    # cannot
    add(G, "Convert 5 kilograms to inches.", {"names": "kilograms to inches"}, kind="cannot")
    add(G, "How many minutes are in a kilometer?", {"names": "minutes in a kilometer"}, kind="cannot")
    add(G, "How many cups are in a mile?", {"names": "cups in a mile"}, kind="cannot")
    add(G, "Convert 3 florps to teaspoons.", {"names": "florps"}, kind="cannot")
    add(G, "whats forty degrees fahrenheit in ounces", {"names": "fahrenheit in ounces"}, kind="cannot", slip=True)


def build_spelling():
    G = "spelling"

    def sp(q, word, slip=False):
        assert word.isalpha()
        add(G, q, {"letters": word.upper()}, slip=slip)

    sp("How do you spell necessary?", "necessary")
    sp("Spell rhythm.", "rhythm")
    sp("How do you spell accommodate?", "accommodate")
    sp("Can you spell conscientious for me?", "conscientious")
    sp("How is bureaucracy spelled?", "bureaucracy")
    sp("Spell mischievous.", "mischievous")
    sp("How do you spell Massachusetts?", "Massachusetts")
    sp("How do you spell broccoli?", "broccoli")
    sp("Spell zucchini, please.", "zucchini")
    sp("How do you spell quinoa?", "quinoa")
    sp("How do you spell croissant?", "croissant")
    sp("Spell cinnamon.", "cinnamon")
    sp("How do you spell fuchsia?", "fuchsia")
    sp("How do you spell embarrass?", "embarrass")
    sp("How do you spell questionnaire?", "questionnaire")
    sp("How do you spell entrepreneur?", "entrepreneur")
    sp("Spell the word Wednesday.", "Wednesday")
    sp("How do you spell pneumonia?", "pneumonia")
    sp("How do you spell liaison?", "liaison")
    sp("How do you spell receipt?", "receipt")
    sp("How do you spell onomatopoeia?", "onomatopoeia")
    sp("How do you spell chihuahua?", "chihuahua")
    # slips (homophones resolved by the words around them)
    sp("how do you spell their as in belonging to them", "their", slip=True)
    sp("spell flour like the baking kind", "flour", slip=True)
    sp("how do you spell whether like whether or not", "whether", slip=True)
    sp("how do you spell dessert the sweet thing after dinner", "dessert", slip=True)
    sp("spell knight like a knight in shining armor", "knight", slip=True)
    sp("how do you spell definitely", "definitely", slip=True)
    sp("um how do you spell spaghetti", "spaghetti", slip=True)
    # cannot
    for w in ("blorfendash", "quonkabular", "zibbitrax"):
        assert not_a_word(w), w
    add(G, "How do you spell blorfendash?", {"names": "blorfendash"}, kind="cannot")
    add(G, "spell quonkabular", {"names": "quonkabular"}, kind="cannot", slip=True)
    add(G, "How do you spell zibbitrax?", {"names": "zibbitrax"}, kind="cannot")


def build_words():
    G = "words"
    define("What does ubiquitous mean?", "ubiquitous")
    define("What's the definition of serendipity?", "serendipity")
    define("Define meticulous.", "meticulous")
    define("What does lethargic mean?", "lethargic")
    define("What is a euphemism?", "euphemism")
    define("What's a dilemma?", "dilemma")
    define("What does altruism mean?", "altruism")
    define("What is a bibliography?", "bibliography")
    define("What's an anthology?", "anthology")
    define("Define glossary.", "glossary")
    define("What is a colander?", "colander")
    define("What's a periodical?", "periodical")
    define("What is a memoir?", "memoir")
    define("What does taciturn mean?", "taciturn")
    define("Define cynical.", "cynical")
    define("What does frivolous mean?", "frivolous")
    define("What does ambivalent mean?", "ambivalent")
    define("What's an almanac?", "almanac")
    define("What does marinate mean?", "marinate")
    define("What does esoteric mean?", "esoteric")
    define("What's the meaning of quixotic?", "quixotic")
    synonyms_of("What's another word for funny?", "funny")
    synonyms_of("Give me a synonym for ephemeral.", "ephemeral")
    synonyms_of("What's a synonym for candid?", "candid")
    synonyms_of("Another word for mundane?", "mundane")
    synonyms_of("What's another word for begin?", "begin")
    synonyms_of("What's a synonym for famous?", "famous")
    synonyms_of("Another word for calm, please.", "calm")
    synonyms_of("What's another word for cheap?", "cheap")
    # slips (mishearings keep the word recognisable)
    define("whats the meaning of the word empathy", "empathy", slip=True)
    define("define hubris", "hubris", slip=True)
    define("what does carmelize mean", "caramelize", slip=True)
    define("what is a thesaurus", "thesaurus", slip=True)
    define("um what does juxtapose mean", "juxtapose", slip=True)
    synonyms_of("give me a synonym for boring", "boring", slip=True)
    synonyms_of("whats another word for smelly", "smelly", slip=True)
    # cannot
    for w in ("flibberjank", "snurgle", "plonktastic", "grimbleflax", "wuzzlenook"):
        assert not_a_word(w), w
    add(G, "What does flibberjank mean?", {"names": "flibberjank"}, kind="cannot")
    add(G, "Define snurgle.", {"names": "snurgle"}, kind="cannot")
    add(G, "What's a synonym for plonktastic?", {"names": "plonktastic"}, kind="cannot")
    add(G, "what does grimbleflax mean", {"names": "grimbleflax"}, kind="cannot", slip=True)
    add(G, "What's the meaning of wuzzlenook?", {"names": "wuzzlenook"}, kind="cannot")


def build_calc():
    G = "calc"

    def c(q, v, slip=False):
        v = r6(v)
        add(G, q, {"number": v, "tol": 0 if isinstance(v, int) else 0.001}, slip=slip)

    c("What's 15 percent of 80?", 0.15 * 80)
    c("What is 347 times 12?", 347 * 12)
    c("What's 1,000 divided by 8?", 1000 / 8)
    c("What's the square root of 144?", math.sqrt(144))
    c("What's 2 to the power of 10?", 2 ** 10)
    c("What is 17 squared?", 17 ** 2)
    c("What's 7 factorial?", math.factorial(7))
    c("What's the cube root of 125?", round(125 ** (1 / 3), 9))
    c("What is 123 plus 456?", 123 + 456)
    c("What's 1 divided by 3?", 1 / 3)
    c("What's 3/8 as a decimal?", 3 / 8)
    c("What's 2.5 times 4.2?", 2.5 * 4.2)
    c("What's the average of 4, 8 and 15?", (4 + 8 + 15) / 3)
    c("45 is what percent of 60?", 45 / 60 * 100)
    c("What's 12 out of 15 as a percentage?", 12 / 15 * 100)
    c("What's 50 increased by 10 percent?", 50 * 1.10)
    c("What's the percent increase from 80 to 100?", (100 - 80) / 80 * 100)
    c("How much does an $80 jacket cost after 25% off?", 80 * 0.75)
    c("How much is a 20 percent tip on $45?", 0.20 * 45)
    c("What's an 18 percent tip on $64.50?", 0.18 * 64.50)
    c("What's the total with a 20% tip on a $52 bill?", 52 * 1.20)
    c("Split $120 between 3 people.", 120 / 3)
    c("The bill is $96 and we add a 20% tip. How much does each of 4 people pay?", 96 * 1.20 / 4)
    c("What's 8.25% sales tax on $40?", 0.0825 * 40)
    c("What is 6 percent of one million?", 0.06 * 1_000_000)
    c("What's 15% tip on 64 dollars and 40 cents?", 0.15 * 64.40)
    c("What's $1,000 at 5 percent interest compounded annually after 3 years?", 1000 * 1.05 ** 3)
    c("What's 100 minus 37?", 100 - 37)
    # slips
    c("whats nine times seven", 9 * 7, slip=True)
    c("what is twenty percent of sixty five", 0.20 * 65, slip=True)
    c("how much is a fifteen percent tip on forty two dollars", 0.15 * 42, slip=True)
    c("whats the square root of eighty one", math.sqrt(81), slip=True)
    c("uh whats one hundred and twenty divided by eight", 120 / 8, slip=True)
    c("what is two to the sixteenth", 2 ** 16, slip=True)
    # cannot
    add(G, "What's 9 divided by zero?", {"names": "divided by zero"}, kind="cannot")
    add(G, "5 is what percent of 0?", {"names": "percent of 0"}, kind="cannot")
    add(G, "what is blorp plus seven", {"names": "blorp"}, kind="cannot", slip=True)


def build_routing():
    G = "routing"

    def r(q, source, slip=False):
        add(G, q, {"source": source}, kind="route", slip=slip)

    FAQ, TALK, ENC, CMD = "knowledge", "smalltalk|chat", "encyclopedia|chat", "command"
    # the place's own FAQ (opening hours etc.), many worded like clock/date questions
    r("What time do you close today?", FAQ)
    r("Are you open tomorrow?", FAQ)
    r("What are your hours on Sunday?", FAQ)
    r("until when are you open on saturdays", FAQ, slip=True)
    r("Are you open on New Year's Day?", FAQ)
    r("Do you open on Christmas Eve?", FAQ)
    r("What time do you open in the morning?", FAQ)
    r("Are you open late on Fridays?", FAQ)
    r("when do you close tonight", FAQ, slip=True)
    r("How late are you open on holidays?", FAQ)
    r("Are you open on Thanksgiving?", FAQ)
    r("do you open on mondays", FAQ, slip=True)
    r("Do you have wifi here?", FAQ)
    r("Where is the restroom?", FAQ)
    r("Do you take credit cards?", FAQ)
    r("Are dogs allowed inside?", FAQ)
    # small talk and open chat
    r("Hi there!", TALK)
    r("Thanks, that's all.", TALK)
    r("How are you doing today?", TALK)
    r("What's your name?", TALK)
    r("Tell me a joke.", TALK)
    r("good morning", TALK, slip=True)
    r("You're really helpful.", TALK)
    r("I'm bored.", TALK)
    r("Can you write a short poem about snow?", TALK)
    r("what should i make for dinner tonight", TALK, slip=True)
    r("Goodbye!", TALK)
    r("Do you like music?", TALK)
    # general knowledge (some look like date or unit questions)
    r("Who wrote Pride and Prejudice?", ENC)
    r("What's the capital of Australia?", ENC)
    r("How tall is Mount Everest?", ENC)
    r("When did World War II end?", ENC)
    r("Who painted the Mona Lisa?", ENC)
    r("how far is the moon from earth", ENC, slip=True)
    r("What year did the Titanic sink?", ENC)
    r("Who was the first person to walk on the moon?", ENC)
    # device commands (some look like time questions)
    r("Set a timer for 10 minutes.", CMD)
    r("set an alarm for six thirty tomorrow morning", CMD, slip=True)
    r("Turn the volume up.", CMD)
    r("Stop.", CMD)
    r("Remind me to take the bread out in 20 minutes.", CMD)
    r("Cancel the timer.", CMD)
    r("How much time is left on my timer?", CMD)
    r("pause the music", CMD, slip=True)


def main():
    global WN
    check_holiday_rules()
    WN = load_wordnet()
    for build in (build_holidays, build_dates, build_worldclock, build_sun, build_units,
                  build_spelling, build_words, build_calc, build_routing):
        build()

    qs = [it["q"].lower() for it in ITEMS]
    dup = [q for q, n in Counter(qs).items() if n > 1]
    assert not dup, dup

    lines = []
    for i, it in enumerate(ITEMS, 1):
        rec = {"id": "q20_%03d" % i, "group": it["group"], "q": it["q"], "kind": it["kind"],
               "slip": it["slip"], "expect": it["expect"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")

    print("| group | answer | cannot | route | slip | total |")
    print("| --- | --- | --- | --- | --- | --- |")
    tot = Counter()
    for g in GROUPS:
        its = [it for it in ITEMS if it["group"] == g]
        row = Counter(it["kind"] for it in its)
        row["slip"] = sum(it["slip"] for it in its)
        row["total"] = len(its)
        tot.update(row)
        print("| %s | %d | %d | %d | %d | %d |" % (g, row["answer"], row["cannot"], row["route"], row["slip"], row["total"]))
    print("| **total** | **%d** | **%d** | **%d** | **%d** | **%d** |" % (
        tot["answer"], tot["cannot"], tot["route"], tot["slip"], tot["total"]))
    print("wrote %s (%d lines)" % (OUT, len(lines)), file=sys.stderr)


if __name__ == "__main__":
    main()
