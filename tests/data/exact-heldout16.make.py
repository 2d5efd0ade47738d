#!/usr/bin/env python3
"""Build tests/data/exact-heldout16.jsonl: held-out "exact answers" questions.

Every expected answer is computed here from the standard library and well-known
packages (datetime/calendar/zoneinfo, dateutil, holidays, astral, pint, nltk with
Princeton WordNet 3.0).  Nothing from the project is imported.

Fixed situation (see exact-heldout.README.md): now is Friday 2026-12-04 14:30:00
America/New_York, country US, place New York City (40.7128, -74.0060).

Run:  python tests/data/exact-heldout16.make.py   (writes exact-heldout16.jsonl beside it)
"""
import atexit
import calendar
import json
import math
import shutil
import sys
import tempfile
from datetime import date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import holidays
import pint
from astral import LocationInfo
from astral.sun import sun as astral_sun
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import FR, MO, SA, SU, TH, TU, WE, relativedelta

HERE = Path(__file__).resolve().parent
OUT = HERE / "exact-heldout16.jsonl"

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names, slip=False):
    add(group, q, {"names": names}, kind="cannot", slip=slip)


def r6(x):
    return round(float(x), 6)


def D(d):
    return {"date": d.isoformat()}


def DW(d):
    return {"date": d.isoformat(), "weekday": WD[d.weekday()]}


def days_until(d):
    return (d - TODAY).days


# ---------------------------------------------------------------------------
# Holiday rules
# ---------------------------------------------------------------------------

def nth_weekday(y, m, wd, n):
    """n-th weekday (wd = MO, TU, ...) of month m, n >= 1; n = -1 for the last."""
    if n > 0:
        return date(y, m, 1) + relativedelta(weekday=wd(n))
    return date(y, m, calendar.monthrange(y, m)[1]) + relativedelta(weekday=wd(-1))


def observed(d):
    if d.weekday() == 5:
        return d - timedelta(days=1)
    if d.weekday() == 6:
        return d + timedelta(days=1)
    return d


RULES = {
    "new_year": lambda y: date(y, 1, 1),
    "mlk": lambda y: nth_weekday(y, 1, MO, 3),
    "groundhog": lambda y: date(y, 2, 2),
    "valentine": lambda y: date(y, 2, 14),
    "presidents": lambda y: nth_weekday(y, 2, MO, 3),
    "st_patrick": lambda y: date(y, 3, 17),
    "dst_start": lambda y: nth_weekday(y, 3, SU, 2),
    "earth_day": lambda y: date(y, 4, 22),
    "mothers": lambda y: nth_weekday(y, 5, SU, 2),
    "memorial": lambda y: nth_weekday(y, 5, MO, -1),
    "flag_day": lambda y: date(y, 6, 14),
    "fathers": lambda y: nth_weekday(y, 6, SU, 3),
    "juneteenth": lambda y: date(y, 6, 19),
    "independence": lambda y: date(y, 7, 4),
    "labor": lambda y: nth_weekday(y, 9, MO, 1),
    "columbus": lambda y: nth_weekday(y, 10, MO, 2),
    "halloween": lambda y: date(y, 10, 31),
    "dst_end": lambda y: nth_weekday(y, 11, SU, 1),
    "election": lambda y: nth_weekday(y, 11, MO, 1) + timedelta(days=1),
    "veterans": lambda y: date(y, 11, 11),
    "thanksgiving": lambda y: nth_weekday(y, 11, TH, 4),
    "black_friday": lambda y: nth_weekday(y, 11, TH, 4) + timedelta(days=1),
    "cyber_monday": lambda y: nth_weekday(y, 11, TH, 4) + timedelta(days=4),
    "christmas_eve": lambda y: date(y, 12, 24),
    "christmas": lambda y: date(y, 12, 25),
    "boxing": lambda y: date(y, 12, 26),
    "nye": lambda y: date(y, 12, 31),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - timedelta(days=2),
    "palm_sunday": lambda y: easter(y) - timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - timedelta(days=47),
    "pentecost": lambda y: easter(y) + timedelta(days=49),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
}


def H(name, year=None):
    """Holiday date; without year the next one on or after today."""
    rule = RULES[name]
    if year is not None:
        return rule(year)
    d = rule(TODAY.year)
    return d if d >= TODAY else rule(TODAY.year + 1)


def check_holidays():
    """Cross-check the federal rules against the holidays package."""
    names = {
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
    for y in (2020, 2026, 2027, 2028, 2029, 2030):
        us = holidays.US(years=y)
        for key, label in names.items():
            if key == "juneteenth" and y < 2021:
                continue
            d = RULES[key](y)
            assert us.get(d) is not None and label in us.get(d), (key, y, d, us.get(d))
    # observed days used below
    us27 = holidays.US(years=[2027])
    assert "observed" in us27.get(date(2027, 7, 5)), us27.get(date(2027, 7, 5))
    assert "observed" in us27.get(date(2027, 12, 24))
    assert "New Year's Day (observed)" in us27.get(date(2027, 12, 31))
    assert observed(date(2027, 7, 4)) == date(2027, 7, 5)
    assert observed(date(2027, 12, 25)) == date(2027, 12, 24)
    assert observed(date(2028, 1, 1)) == date(2027, 12, 31)
    # DST rules against tzdata
    for y in (2026, 2027, 2028):
        s, e = RULES["dst_start"](y), RULES["dst_end"](y)
        assert datetime(s.year, s.month, s.day, 1, tzinfo=NY).utcoffset() == timedelta(hours=-5)
        assert datetime(s.year, s.month, s.day, 4, tzinfo=NY).utcoffset() == timedelta(hours=-4)
        assert datetime(e.year, e.month, e.day, 0, 30, tzinfo=NY).utcoffset() == timedelta(hours=-4)
        assert datetime(e.year, e.month, e.day, 3, tzinfo=NY).utcoffset() == timedelta(hours=-5)


def chinese_new_year(y):
    cn = holidays.China(years=y)
    return min(d for d, n in cn.items() if "Spring Festival" in n and "observed" not in n)


# ---------------------------------------------------------------------------
# WordNet 3.0 from Debian's wordnet-base via nltk
# ---------------------------------------------------------------------------

LEXNAMES = """adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact
noun.attribute noun.body noun.cognition noun.communication noun.event noun.feeling
noun.food noun.group noun.location noun.motive noun.object noun.person noun.phenomenon
noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape noun.state
noun.substance noun.time verb.body verb.change verb.cognition verb.communication
verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion
verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl""".split()


def load_wordnet():
    import warnings

    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    src = Path("/usr/share/wordnet")
    if not (src / "data.noun").exists():
        sys.exit("WordNet 3.0 not found: apt-get install wordnet-base")
    tmp = Path(tempfile.mkdtemp(prefix="heldout16-wn-"))
    atexit.register(shutil.rmtree, tmp, True)
    dst = tmp / "corpora" / "wordnet"
    shutil.copytree(src, dst)
    assert len(LEXNAMES) == 45
    cat = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}
    with open(dst / "lexnames", "w") as f:
        for i, name in enumerate(LEXNAMES):
            f.write(f"{i:02d}\t{name}\t{cat[name.split('.')[0]]}\n")
    nltk.data.path.insert(0, str(tmp))

    class WN30(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):
            return None

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        wn = WN30(str(dst), None)
    assert wn.get_version() == "3.0", wn.get_version()
    return wn


WN = load_wordnet()


def _lemma_of(ss, word, exact=True):
    """The lemma of synset ss spelled like word (same case when exact)."""
    key = word.replace(" ", "_")
    for lem in ss.lemmas():
        if lem.name() == key or (not exact and lem.name().lower() == key.lower()):
            return lem
    return None


def word_synsets(word):
    """Synsets holding the word itself; same case first (so "begin" skips Menachem Begin),
    case-insensitive only when no synset has the word in the case given."""
    sss = WN.synsets(word.replace(" ", "_"))
    exact = [ss for ss in sss if _lemma_of(ss, word) is not None]
    return exact or [ss for ss in sss if _lemma_of(ss, word, exact=False) is not None]


def _lemma_any(ss, word):
    return _lemma_of(ss, word) or _lemma_of(ss, word, exact=False)


def best_synset(word):
    sss = word_synsets(word)
    assert sss, f"{word!r} not in WordNet"
    best, best_count = None, -1
    for ss in sss:  # WordNet order; strict > keeps the first on ties
        c = _lemma_any(ss, word).count()
        if c > best_count:
            best, best_count = ss, c
    return best


def clean_gloss(ss):
    parts = [p.strip() for p in ss.definition().split(";")]
    parts = [p for p in parts if p and not p.startswith("- ") and not p.startswith("-")]
    return "; ".join(parts)


def first_synonyms(word):
    ss = best_synset(word)
    key = word.lower().replace(" ", "_")
    return [l.name().replace("_", " ") for l in ss.lemmas() if l.name().lower() != key]


def word_expect_gloss(word):
    best = best_synset(word)
    glosses = []
    for ss in word_synsets(word):
        g = clean_gloss(ss)
        if g not in glosses:
            glosses.append(g)
    return {"gloss": clean_gloss(best), "glosses": glosses}


def word_expect_syn(word):
    first = first_synonyms(word)
    assert first, f"best synset of {word!r} has no other lemma"
    key = word.lower().replace(" ", "_")
    out = list(first)
    for ss in word_synsets(word):
        for l in ss.lemmas():
            n = l.name().replace("_", " ")
            if l.name().lower() != key and n not in out:
                out.append(n)
    return {"synonyms": out}


def assert_not_a_word(w):
    assert not WN.synsets(w), f"{w!r} is in WordNet"
    assert WN.morphy(w) is None, f"{w!r} morphs to a WordNet lemma"


# ---------------------------------------------------------------------------
# Units (exact factors) cross-checked with pint
# ---------------------------------------------------------------------------

INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
GALLON = 231 * INCH ** 3 * 1000  # litres
QUART, PINT_US, CUP = GALLON / 4, GALLON / 8, GALLON / 16
FLOZ = GALLON / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
IMP_PINT = 4.54609 / 8
ACRE = 43560 * FOOT ** 2  # m^2
HECTARE = 10000.0
PSI = LB * 9.80665 / INCH ** 2  # Pa
BAR, ATM = 1e5, 101325.0
KCAL = 4184.0
KWH = 3.6e6
HP = 745.69987158227022
UREG = pint.UnitRegistry()


def pint_check(value, qty, unit, expected, rel=1e-6):
    got = UREG.Quantity(value, qty).to(unit).magnitude
    assert math.isclose(got, expected, rel_tol=rel, abs_tol=1e-9), (value, qty, unit, got, expected)


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


# ---------------------------------------------------------------------------
# Sun
# ---------------------------------------------------------------------------

NYC = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)


def sun_at(d, loc=NYC):
    return astral_sun(loc.observer, date=d, tzinfo=ZoneInfo(loc.timezone))


def hhmm(dt):
    dt = dt + timedelta(seconds=30)  # round to the nearest minute
    return dt.strftime("%H:%M")


def sun_time(event, d, loc=NYC):
    return {"time": hhmm(sun_at(d, loc)[event]), "tol_min": 3}


def day_length(d):
    s = sun_at(d)
    minutes = (s["sunset"] - s["sunrise"]).total_seconds() / 60
    h = int(minutes // 60)
    rest = minutes - 60 * h
    return {"contains": [f"{h} hour|{h} h|{h}:"], "number": r6(rest), "tol": r6(1.5 / rest)}


# ---------------------------------------------------------------------------
# World clock
# ---------------------------------------------------------------------------

def clock(zone):
    return {"time": NOW.astimezone(ZoneInfo(zone)).strftime("%H:%M"), "tol_min": 1}


def local_date(zone):
    return NOW.astimezone(ZoneInfo(zone)).date()


def hours_diff(zone_a, zone_b=None):
    a = NOW.astimezone(ZoneInfo(zone_a)).utcoffset()
    b = (NOW.utcoffset() if zone_b is None else NOW.astimezone(ZoneInfo(zone_b)).utcoffset())
    h = abs((a - b).total_seconds()) / 3600
    assert h == int(h), (zone_a, zone_b, h)
    return {"number": int(h), "tol": 0}


def convert_clock(hour, minute, from_zone, to_zone, on=TODAY):
    dt = datetime(on.year, on.month, on.day, hour, minute, tzinfo=ZoneInfo(from_zone))
    return dt.astimezone(ZoneInfo(to_zone))


# ===========================================================================
# Questions
# ===========================================================================

def holidays_group():
    g = "holidays"
    add(g, "What day of the week is Christmas this year?", DW(H("christmas", 2026)))
    add(g, "When is Martin Luther King Day next year?", D(H("mlk", 2027)))
    add(g, "Is Presidents' Day on the 15th in 2027?", {"contains": ["yes"], **D(H("presidents", 2027))})
    add(g, "Remind me, when does Labor Day fall next year?", D(H("labor", 2027)))
    add(g, "What day of the week is the Fourth of July in 2027?", DW(H("independence", 2027)))
    add(g, "The Fourth of July lands on a Sunday next year, so which day is the federal day off?",
        DW(observed(H("independence", 2027))))
    add(g, "When was Easter this year?", D(H("easter", 2026)))
    add(g, "Good Friday 2027, what's the date?", D(H("good_friday", 2027)))
    add(g, "Hey, when is Father's Day in 2027?", D(H("fathers", 2027)))
    add(g, "When is Thanksgiving in 2030?", D(H("thanksgiving", 2030)))
    add(g, "What was the date of Thanksgiving this year?", D(H("thanksgiving", 2026)))
    add(g, "How many days are left until Christmas Eve?", {"days": days_until(H("christmas_eve"))})
    add(g, "How many days until New Year's Day?", {"days": days_until(H("new_year"))})
    add(g, "Quick question, how many days till Valentine's Day?", {"days": days_until(H("valentine"))})
    add(g, "How many days do we have until the Fourth of July?", {"days": days_until(H("independence"))})
    add(g, "How many days ago was Halloween?", {"days": (TODAY - H("halloween", 2026)).days})
    add(g, "What day of the week does Halloween fall on next year?", DW(H("halloween", 2027)))
    add(g, "When is Veterans Day 2027 and what day of the week is that?", DW(H("veterans", 2027)))
    add(g, "What's the date of Indigenous Peoples' Day in 2027?", D(H("columbus", 2027)))
    add(g, "Which day of the week is Juneteenth in 2028?", DW(H("juneteenth", 2028)))
    add(g, "When is Fat Tuesday next year?", D(H("mardi_gras", 2027)))
    add(g, "When is Ash Wednesday in 2027?", D(H("ash_wednesday", 2027)))
    add(g, "What's the date of Mardi Gras 2028?", D(H("mardi_gras", 2028)))
    add(g, "When is Greek Orthodox Easter 2027?", D(H("orthodox_easter", 2027)))
    add(g, "What's the date we fall back in 2027?", D(H("dst_end", 2027)))
    add(g, "When is Black Friday 2027?", D(H("black_friday", 2027)))
    add(g, "When is Lunar New Year in 2027?", D(chinese_new_year(2027)))
    add(g, "Is Christmas 2027 on a weekend?", {"contains": ["yes"], "weekday": WD[H("christmas", 2027).weekday()]})
    add(g, "New Year's Day 2028 is a Saturday. Which day do federal offices take off for it?",
        DW(observed(H("new_year", 2028))))
    add(g, "Is Memorial Day 2028 on May 29th?", {"contains": ["yes"], **D(H("memorial", 2028))})
    add(g, "When is Earth Day, and what day of the week?", DW(H("earth_day")))
    add(g, "When's Groundhog Day?", DW(H("groundhog")))
    add(g, "When's the presidential election in 2028?", D(H("election", 2028)))
    # slips
    add(g, "um when is thanks giving next year", D(H("thanksgiving", 2027)), slip=True)
    add(g, "what day is christmas eve on this year", DW(H("christmas_eve", 2026)), slip=True)
    add(g, "so when's easter gonna be in twenty twenty seven", D(H("easter", 2027)), slip=True)
    add(g, "how many days till valentines", {"days": days_until(H("valentine"))}, slip=True)
    add(g, "uh what day of the week is new years eve", DW(H("nye", 2026)), slip=True)
    add(g, "when is saint patties day next year", D(H("st_patrick", 2027)), slip=True)
    add(g, "when do the clocks go forward in twenty twenty seven", D(H("dst_start", 2027)), slip=True)
    add(g, "hey when's memorial day twenty twenty eight", D(H("memorial", 2028)), slip=True)
    add(g, "what date is mothers day next year", D(H("mothers", 2027)), slip=True)
    # cannot
    cannot(g, "When is National Zibblecake Day?", "National Zibblecake Day")
    cannot(g, "When is my wedding anniversary?", "your anniversary")
    cannot(g, "what date is the festival of glorptember", "festival of glorptember", slip=True)


def dates_group():
    g = "dates"
    add(g, "What day of the week is it today?", {"weekday": WD[TODAY.weekday()]})
    add(g, "What day is it tomorrow?", DW(TODAY + timedelta(days=1)))
    add(g, "What was yesterday's date?", D(TODAY - timedelta(days=1)))
    add(g, "What date is next Wednesday?", D(TODAY + relativedelta(days=1, weekday=WE(1))))
    add(g, "What was the date last Saturday?", D(TODAY + relativedelta(days=-1, weekday=SA(-1))))
    add(g, "What day of the week will March 1st, 2027 be?", {"weekday": WD[date(2027, 3, 1).weekday()]})
    add(g, "Which day of the week was August 15, 1990?", {"weekday": WD[date(1990, 8, 15).weekday()]})
    add(g, "What was the weekday on the first of this month?", {"weekday": WD[TODAY.replace(day=1).weekday()]})
    add(g, "What was the date 90 days ago?", D(TODAY - timedelta(days=90)))
    add(g, "What's the date two weeks from today?", D(TODAY + timedelta(weeks=2)))
    add(g, "What date is six months from today?", D(TODAY + relativedelta(months=6)))
    add(g, "A year from today, what day of the week will it be?", DW(TODAY + relativedelta(years=1)))
    add(g, "What's 30 days after February 10th, 2027?", D(date(2027, 2, 10) + timedelta(days=30)))
    add(g, "How many days are there between March 3rd and June 21st next year?",
        {"number": (date(2027, 6, 21) - date(2027, 3, 3)).days, "tol": 0})
    add(g, "How many days are left in this month?", {"days": days_until(date(2026, 12, 31))})
    add(g, "How many days has it been since January 1st?", {"days": (TODAY - date(2026, 1, 1)).days})
    add(g, "How many days are in February 2028?", {"number": calendar.monthrange(2028, 2)[1], "tol": 0})
    add(g, "How many days are there in 2027?", {"number": 366 if calendar.isleap(2027) else 365, "tol": 0})
    add(g, "Is 2028 a leap year?", {"contains": ["yes" if calendar.isleap(2028) else "no|not"]})
    add(g, "Was 1900 a leap year?", {"contains": ["yes" if calendar.isleap(1900) else "no|not"]})
    add(g, "Was the year 2000 a leap year?", {"contains": ["yes" if calendar.isleap(2000) else "no|not"]})
    add(g, "What week number is it?", {"number": TODAY.isocalendar()[1], "tol": 0})
    add(g, "What week of the year is March 15th, 2027 in?", {"number": date(2027, 3, 15).isocalendar()[1], "tol": 0})
    add(g, "What day of the year is today?", {"number": TODAY.timetuple().tm_yday, "tol": 0})
    add(g, "I was born on Christmas Day 1980. How old am I?",
        {"number": relativedelta(TODAY, date(1980, 12, 25)).years, "tol": 0})
    add(g, "My son was born December 4th, 2000. How old is he today?",
        {"number": relativedelta(TODAY, date(2000, 12, 4)).years, "tol": 0})
    add(g, "How old is a person born on February 29th, 2004?",
        {"number": relativedelta(TODAY, date(2004, 2, 29)).years, "tol": 0})
    add(g, "How many days old am I if I was born on January 1st, 2000?",
        {"number": (TODAY - date(2000, 1, 1)).days, "tol": 0})
    add(g, "My birthday is May 12th. What day of the week is it on next year?", DW(date(2027, 5, 12)))
    add(g, "What's the last day of February 2027, and what day of the week is it?",
        DW(date(2027, 2, calendar.monthrange(2027, 2)[1])))
    add(g, "What's the date of the third Friday in January 2027?", D(nth_weekday(2027, 1, FR, 3)))
    add(g, "What's the second Tuesday of next month?", D(nth_weekday(2027, 1, TU, 2)))
    add(g, "How many Sundays are left this year?",
        {"number": sum(1 for i in range(1, 28) if (TODAY + timedelta(days=i)).weekday() == 6), "tol": 0})
    # slips
    add(g, "whats the date today", D(TODAY), slip=True)
    add(g, "um what day of the week was july twentieth nineteen sixty nine",
        {"weekday": WD[date(1969, 7, 20).weekday()]}, slip=True)
    add(g, "how many days till april first", {"days": days_until(date(2027, 4, 1))}, slip=True)
    add(g, "is twenty twenty eight a leap year", {"contains": ["yes"]}, slip=True)
    add(g, "so what week number are we in", {"number": TODAY.isocalendar()[1], "tol": 0}, slip=True)
    add(g, "i was born june third nineteen eighty five how old am i",
        {"number": relativedelta(TODAY, date(1985, 6, 3)).years, "tol": 0}, slip=True)
    add(g, "what's the date a hundred days from now", D(TODAY + timedelta(days=100)), slip=True)
    add(g, "what day is it gonna be the day after tomorrow", DW(TODAY + timedelta(days=2)), slip=True)
    add(g, "uh what was the date three weeks ago", D(TODAY - timedelta(weeks=3)), slip=True)
    # cannot
    cannot(g, "What day of the week is February 30th, 2027?", "February 30")
    cannot(g, "What's the date of April 31st next year?", "April 31")
    cannot(g, "What day does February 29th, 2027 fall on?", "February 29, 2027")
    cannot(g, "How old am I?", "your age")
    cannot(g, "um what day of the week is the thirty second of january", "January 32", slip=True)


def worldclock_group():
    g = "worldclock"
    times = [
        ("Hey, what time is it in Tokyo?", "Asia/Tokyo"),
        ("What's the time in London right now?", "Europe/London"),
        ("What time is it out in LA right now?", "America/Los_Angeles"),
        ("Do you know what time it is in Denver?", "America/Denver"),
        ("Phoenix, Arizona: what time is it there?", "America/Phoenix"),
        ("Tell me the time in Sydney.", "Australia/Sydney"),
        ("Is it late in Kathmandu? What time is it there?", "Asia/Kathmandu"),
        ("What's the current time in Dubai?", "Asia/Dubai"),
        ("Current time in Moscow?", "Europe/Moscow"),
        ("I need to call Cairo. What time is it over there?", "Africa/Cairo"),
        ("What's the time in Lagos, Nigeria?", "Africa/Lagos"),
        ("Can you check the time in São Paulo for me?", "America/Sao_Paulo"),
        ("What's the time in Santiago, Chile?", "America/Santiago"),
        ("What time is it in Reykjavík at the moment?", "Atlantic/Reykjavik"),
        ("What time do they have in Tehran now?", "Asia/Tehran"),
        ("What time is it in Adelaide, Australia?", "Australia/Adelaide"),
        ("Could you tell me what time it is in Halifax, Nova Scotia?", "America/Halifax"),
        ("What time is it in Germany?", "Europe/Berlin"),
        ("What time is it in India right now?", "Asia/Kolkata"),
        ("Is my friend in Thailand awake? What time is it there?", "Asia/Bangkok"),
        ("What's the local time in Israel?", "Asia/Jerusalem"),
        ("Time in Argentina, please.", "America/Argentina/Buenos_Aires"),
    ]
    for q, z in times:
        add(g, q, clock(z))
    for q, z in [("What day is it in Auckland right now?", "Pacific/Auckland"),
                 ("Is it already Saturday in Seoul?", "Asia/Seoul")]:
        e = DW(local_date(z))
        if q.startswith("Is it"):
            assert local_date(z).weekday() == 5
            e = {"contains": ["yes"], **e}
        add(g, q, e)
    add(g, "How many hours ahead of us is London?", hours_diff("Europe/London"))
    add(g, "What's the time difference between here and Tokyo?", hours_diff("Asia/Tokyo"))
    add(g, "How many hours behind New York is Los Angeles?", hours_diff("America/Los_Angeles"))
    add(g, "How many hours apart are Los Angeles and Honolulu?", hours_diff("America/Los_Angeles", "Pacific/Honolulu"))
    t = convert_clock(8, 0, "America/New_York", "Europe/Paris")
    add(g, "If it's 8 a.m. here, what time is it in Paris?", {"time": t.strftime("%H:%M"), "tol_min": 1})
    t = convert_clock(18, 0, "Europe/London", "America/New_York")
    add(g, "When it's 6 p.m. in London, what time is it here?", {"time": t.strftime("%H:%M"), "tol_min": 1})
    t = convert_clock(10, 0, "America/Los_Angeles", "America/New_York")
    add(g, "My meeting is at 10 a.m. Pacific time. What time is that for me?", {"time": t.strftime("%H:%M"), "tol_min": 1})
    t = convert_clock(19, 0, "America/New_York", "Australia/Sydney")
    add(g, "If I call my sister in Sydney at 7 tonight, what time will it be there?",
        {"time": t.strftime("%H:%M"), "tol_min": 1, "date": t.date().isoformat()})
    # slips
    slips = [
        ("what time is it in bejing", "Asia/Shanghai"),
        ("whats the time in buenos ares", "America/Argentina/Buenos_Aires"),
        ("what time is it over in honolulu right now", "Pacific/Honolulu"),
        ("um what time is it in the philipines", "Asia/Manila"),
        ("what time is it in istanbul turkey", "Europe/Istanbul"),
        ("hey whats the time in new delhi", "Asia/Kolkata"),
        ("what time is it in lisbon portugal", "Europe/Lisbon"),
        ("uh what time is it in saint johns newfoundland", "America/St_Johns"),
    ]
    for q, z in slips:
        add(g, q, clock(z), slip=True)
    add(g, "so how many hours ahead is berlin", hours_diff("Europe/Berlin"), slip=True)
    add(g, "what day is it in new zeeland", DW(local_date("Pacific/Auckland")), slip=True)
    # cannot
    cannot(g, "What time is it in Portland?", "Portland")
    cannot(g, "What time is it in Birmingham?", "Birmingham")
    cannot(g, "What time is it in Russia?", "Russia")
    cannot(g, "What's the time in Wakanda?", "Wakanda")
    cannot(g, "what time is it in australia right now", "Australia", slip=True)


def sun_group():
    g = "sun"
    tomorrow = TODAY + timedelta(days=1)
    add(g, "What time is sunset today?", sun_time("sunset", TODAY))
    add(g, "When does the sun rise tomorrow?", sun_time("sunrise", tomorrow))
    add(g, "What time is sunrise on Christmas morning?", sun_time("sunrise", date(2026, 12, 25)))
    add(g, "What time does the sun set on June 21st next year?", sun_time("sunset", date(2027, 6, 21)))
    add(g, "What time is sunrise on March 20th, 2027?", sun_time("sunrise", date(2027, 3, 20)))
    add(g, "When is solar noon today?", sun_time("noon", TODAY))
    add(g, "When does civil twilight end this evening?", sun_time("dusk", TODAY))
    add(g, "What time is civil dawn tomorrow?", sun_time("dawn", tomorrow))
    add(g, "How long is the day today, from sunrise to sunset?", day_length(TODAY))
    add(g, "How much daylight will we get on December 21st?", day_length(date(2026, 12, 21)))
    chicago = LocationInfo("Chicago", "USA", "America/Chicago", 41.8781, -87.6298)
    add(g, "What time is sunset in Chicago today, their time?", sun_time("sunset", TODAY, chicago))
    miami = LocationInfo("Miami", "USA", "America/New_York", 25.7617, -80.1918)
    add(g, "When does the sun rise in Miami tomorrow?", sun_time("sunrise", tomorrow, miami))
    # slips
    add(g, "what time is the sunset tonight", sun_time("sunset", TODAY), slip=True)
    add(g, "when does the sun come up tomorrow morning", sun_time("sunrise", tomorrow), slip=True)
    add(g, "uh what time is sunrise on christmas", sun_time("sunrise", date(2026, 12, 25)), slip=True)
    add(g, "how many hours of daylight do we get today", day_length(TODAY), slip=True)
    add(g, "when's sundown on new years eve", sun_time("sunset", date(2026, 12, 31)), slip=True)
    # cannot
    lyb = LocationInfo("Longyearbyen", "Norway", "Arctic/Longyearbyen", 78.2232, 15.6267)
    try:
        sun_at(tomorrow, lyb)
        raise AssertionError("expected polar night in Longyearbyen")
    except ValueError:
        pass
    cannot(g, "What time is sunrise in Longyearbyen tomorrow?", "sunrise in Longyearbyen")
    cannot(g, "when is sunset in hogwarts", "Hogwarts", slip=True)


def units_group():
    g = "units"

    def U(q, value, slip=False):
        add(g, q, {"number": r6(value)}, slip=slip)

    v = 3 * CUP * 1000; pint_check(3, "cup", "mL", v)
    U("How many milliliters are in 3 cups?", v)
    v = 2 * TBSP / TSP; pint_check(2, "tablespoon", "teaspoon", v)
    U("Convert 2 tablespoons to teaspoons.", v)
    U("What is 220 degrees C in Fahrenheit?", c2f(220))
    U("98.6 Fahrenheit is how much in Celsius?", f2c(98.6))
    U("What's zero degrees Fahrenheit in Celsius?", f2c(0))
    v = 300 - 273.15; pint_check(300, "kelvin", "degC", v)
    U("What is 300 Kelvin in Celsius?", v)
    v = 10000 / MILE; pint_check(10, "km", "mile", v)
    U("How many miles is a 10K?", v)
    v = 26.2 * MILE / 1000; pint_check(26.2, "mile", "km", v)
    U("How many kilometers is 26.2 miles?", v)
    v = (5 * 12 + 9) * INCH * 100
    U("How tall is 5 foot 9 in centimeters?", v)
    v = (6 * 12 + 2) * INCH
    U("What's six foot two in meters?", v)
    v = 0.5 / LB
    U("How many pounds is 500 grams?", v)
    v = 2 / CUP; pint_check(2, "L", "cup", v)
    U("How many cups are in 2 liters?", v)
    v = 8 * FLOZ * 1000; pint_check(8, "fluid_ounce", "mL", v)
    U("What's 8 fluid ounces in milliliters?", v)
    v = 0.75 / FLOZ
    U("How many fluid ounces are in a 750 ml bottle of wine?", v)
    v = PINT_US * 1000; pint_check(1, "pint", "mL", v)
    U("How many milliliters are in a pint?", v)
    U("How many tablespoons are in a stick of butter?", (CUP / 2) / TBSP)
    U("How many tablespoons in one cup?", CUP / TBSP)
    U("How many cups are in a gallon?", GALLON / CUP)
    v = TSP * 1000; pint_check(1, "teaspoon", "mL", v)
    U("How many milliliters is one teaspoon?", v)
    v = 60 * MILE / 1000
    U("What's 60 miles per hour in kilometers per hour?", v)
    # pint's acre is the US survey acre (4046.8726 m^2); the international acre is 4 ppm smaller
    v = ACRE; pint_check(1, "acre", "m**2", v, rel=1e-5)
    U("How many square meters in an acre?", v)
    v = 2 * HECTARE / ACRE
    U("How many acres is 2 hectares?", v)
    v = 1000 * FOOT ** 2
    U("What's 1,000 square feet in square meters?", v)
    v = 5 * GALLON
    U("How many liters is a 5 gallon bucket?", v)
    v = 30 * NMI / MILE; pint_check(30, "knot", "mph", v)
    U("What is 30 knots in miles per hour?", v)
    v = 11 * STONE; pint_check(11, "stone", "kg", v)
    U("What's 11 stone in kilograms?", v)
    U("How many feet are in a mile?", MILE / FOOT)
    U("How many meters is 100 yards?", 100 * YARD)
    v = 2.5 / 100 / INCH
    U("How many inches is 2.5 centimeters?", v)
    v = 32 * PSI / BAR; pint_check(32, "psi", "bar", v)
    U("What's 32 psi in bar?", v)
    v = ATM / PSI
    U("How many psi is one atmosphere?", v)
    U("How many kilojoules is 2,000 calories?", 2000 * KCAL / 1000)
    v = 100 * HP / 1000; pint_check(100, "hp", "kW", v)
    U("What is 100 horsepower in kilowatts?", v)
    v = 100 / (50 * MILE / 1000 / GALLON)
    U("What's 50 miles per gallon in liters per 100 kilometers?", v)
    v = IMP_PINT * 1000
    U("How many milliliters are in a British pint?", v)
    U("How many fluid ounces is 3 cups of water?", 3 * CUP / FLOZ)
    v = 9 * INCH * 100
    U("What's a 9 inch pie pan in centimeters?", v)
    v = 450 / (OZ * 1000)
    U("How many ounces is 450 grams?", v)
    v = 1000 / LB; pint_check(1, "metric_ton", "lb", v)
    U("How many pounds are in a metric ton?", v)
    # slips (pint cross-checks of some of their values first)
    pint_check(0.25, "cup", "tablespoon", 0.25 * CUP / TBSP)
    pint_check(70, "kg", "lb", 70 / LB)
    pint_check(12, "oz", "g", 12 * OZ * 1000)
    pint_check(1, "gallon", "L", GALLON)
    pint_check(100, "km/h", "mph", 100000 / MILE)
    pint_check(20, "km", "mile", 20000 / MILE)
    U("um three fifty fahrenheit in celsius", f2c(350), slip=True)
    U("how many table spoons in a quarter cup", 0.25 * CUP / TBSP, slip=True)
    U("whats seventy kilos in pounds", 70 / LB, slip=True)
    U("how many teaspoons is a tablespoon", TBSP / TSP, slip=True)
    U("convert a hundred kilometers an hour to miles an hour", 100000 / MILE, slip=True)
    U("how many grams is twelve ounces", 12 * OZ * 1000, slip=True)
    U("uh what's one eighty celsius in fahrenheit", c2f(180), slip=True)
    U("how many leters in a gallon", GALLON, slip=True)
    U("so how many millilitres in two and a half cups", 2.5 * CUP * 1000, slip=True)
    U("what is four twenty five fahrenheit in celsius", f2c(425), slip=True)
    U("how many mile is twenty kilometer", 20000 / MILE, slip=True)
    # cannot
    cannot(g, "How many inches are in a kilogram?", "kilograms to inches")
    cannot(g, "Convert 20 degrees Celsius to miles.", "Celsius to miles")
    cannot(g, "How many zorps are in a meter?", "zorps")
    cannot(g, "Convert three hours into kilograms.", "hours to kilograms")
    cannot(g, "how many liters is a square foot", "square feet to liters", slip=True)


def spelling_group():
    g = "spelling"

    def S(q, word, slip=False):
        letters = [c.upper() for c in word if c.isalpha()]
        assert len(letters) == len(word), word
        add(g, q, {"letters": letters}, slip=slip)

    S("How do you spell necessary?", "necessary")
    S("Spell rhythm for me.", "rhythm")
    S("What's the spelling of accommodate?", "accommodate")
    S("Can you spell Mississippi letter by letter?", "Mississippi")
    S("I always mix up the vowels in separate. How is it spelled?", "separate")
    S("How do you spell conscientious?", "conscientious")
    S("How is bureaucracy spelled?", "bureaucracy")
    S("Spell cinnamon.", "cinnamon")
    S("How do I spell zucchini?", "zucchini")
    S("How many c's in broccoli? Just spell it for me.", "broccoli")
    S("How do you spell cappuccino?", "cappuccino")
    S("Spell the word fettuccine.", "fettuccine")
    S("How is quinoa spelled?", "quinoa")
    S("What's the correct spelling of mayonnaise?", "mayonnaise")
    S("How do you spell vinaigrette?", "vinaigrette")
    S("How do you spell mischievous?", "mischievous")
    S("How do you spell Massachusetts?", "Massachusetts")
    S("How do you spell Pittsburgh?", "Pittsburgh")
    S("How do you spell onomatopoeia?", "onomatopoeia")
    S("How is silhouette spelled?", "silhouette")
    S("How do you spell handkerchief?", "handkerchief")
    S("Spell gnocchi for me.", "gnocchi")
    # slips
    S("how do you spell occurrence", "occurrence", slip=True)
    S("um spell embarrass", "embarrass", slip=True)
    S("how do you spell prosciutto", "prosciutto", slip=True)
    S("can you spell caribbean", "Caribbean", slip=True)
    S("how do you spell definitely is it with an a", "definitely", slip=True)
    S("how do you spell worcestershire like the sauce", "Worcestershire", slip=True)
    # cannot
    for w in ("flizzernack", "zwibbletonk"):
        assert_not_a_word(w)
    cannot(g, "How do you spell flizzernack?", "flizzernack")
    cannot(g, "Can you spell it again?", "which word")
    cannot(g, "uh how do you spell zwibbletonk", "zwibbletonk", slip=True)


def words_group():
    g = "words"
    defs = [
        ("What's the meaning of pragmatic?", "pragmatic"),
        ("What does meticulous mean?", "meticulous"),
        ("What does procrastinate mean?", "procrastinate"),
        ("What does deglaze mean?", "deglaze"),
        ("What does julienne mean?", "julienne"),
        ("Define emulsify.", "emulsify"),
        ("What does marinate mean?", "marinate"),
        ("What's a roux?", "roux"),
        ("What's the definition of candid?", "candid"),
        ("What does jovial mean?", "jovial"),
        ("What is the meaning of laconic?", "laconic"),
        ("What does cacophony mean?", "cacophony"),
        ("Define juxtapose.", "juxtapose"),
        ("What does obfuscate mean?", "obfuscate"),
        ("What does the word esoteric mean?", "esoteric"),
    ]
    for q, w in defs:
        add(g, q, word_expect_gloss(w))
    syns = [
        ("What's another word for brave?", "brave"),
        ("Give me a synonym for begin.", "begin"),
        ("What's a synonym for quickly?", "quickly"),
        ("What's another way to say difficult?", "difficult"),
        ("What's a stronger word for exhausted?", "exhausted"),
        ("What's another word for mistake?", "mistake"),
        ("What's a synonym for choose?", "choose"),
        ("Give me another word for funny.", "funny"),
        ("What's a synonym for cheap?", "cheap"),
    ]
    for q, w in syns:
        add(g, q, word_expect_syn(w))
    # slips
    add(g, "what does ubiquitus mean", word_expect_gloss("ubiquitous"), slip=True)
    add(g, "um define ephemeral", word_expect_gloss("ephemeral"), slip=True)
    add(g, "whats another word for help", word_expect_syn("help"), slip=True)
    add(g, "what's the meaning of serendipidy", word_expect_gloss("serendipity"), slip=True)
    add(g, "uh what does saute mean", word_expect_gloss("saute"), slip=True)
    add(g, "what does the word melancholy mean", word_expect_gloss("melancholy"), slip=True)
    add(g, "give me a synonym for often", word_expect_syn("often"), slip=True)
    # cannot
    for w in ("grivulate", "snorkelwump", "blixtrum", "yoinkify", "trazzle"):
        assert_not_a_word(w)
    cannot(g, "What does grivulate mean?", "grivulate")
    cannot(g, "Define snorkelwump.", "snorkelwump")
    cannot(g, "What's a synonym for blixtrum?", "blixtrum")
    cannot(g, "What's the meaning of the word yoinkify?", "yoinkify")
    cannot(g, "what does trazzle mean", "trazzle", slip=True)


def calc_group():
    g = "calc"

    def C(q, value, tol=0.001, slip=False):
        add(g, q, {"number": r6(value), "tol": tol}, slip=slip)

    C("What's a 15 percent tip on $84?", 84 * 0.15)
    C("What's 18 percent of 45?", 45 * 0.18)
    C("The bill is $48. What's the total with a 20 percent tip?", 48 * 1.20)
    C("What's 347 plus 589?", 347 + 589, tol=0)
    C("What's 1000 minus 372?", 1000 - 372, tol=0)
    C("What's 144 divided by 12?", 144 // 12, tol=0)
    C("What's the square root of 225?", math.isqrt(225), tol=0)
    C("What's 2 to the power of 10?", 2 ** 10, tol=0)
    C("What is 3/8 as a decimal?", 3 / 8)
    C("A jacket is $80 and it's 25% off. What's the sale price?", 80 * 0.75)
    C("40 is what percent of 160?", 40 / 160 * 100)
    C("What's 7% sales tax on $35?", 35 * 0.07)
    C("Split $156 three ways. How much each?", 156 / 3)
    C("The rent went from $1,200 to $1,500. What's the percentage increase?", (1500 - 1200) / 1200 * 100)
    C("What's one third plus one quarter?", 1 / 3 + 1 / 4)
    C("What's 6 factorial?", math.factorial(6), tol=0)
    C("What's the cube root of 27?", 3, tol=0)
    C("What's 2.5 times 4.2?", 2.5 * 4.2)
    C("What's 12 plus 8 times 2?", 12 + 8 * 2, tol=0)
    C("The check is $73.40. Add an 18% tip and split it between two people. How much each?", 73.40 * 1.18 / 2)
    # slips
    C("whats fifteen percent of eighty four", 84 * 0.15, slip=True)
    C("um what's twenty three times seventeen", 23 * 17, tol=0, slip=True)
    C("whats a twenty percent tip on sixty two fifty", 62.50 * 0.20, slip=True)
    C("what's a hundred divided by seven", 100 / 7, slip=True)
    # cannot
    cannot(g, "What's 7 divided by 0?", "division by zero")
    cannot(g, "Split a $120 bill between zero people.", "division by zero")
    cannot(g, "What's a 15 percent tip on the bill?", "bill amount")
    cannot(g, "so what's nine divided by zero", "division by zero", slip=True)


def main():
    check_holidays()
    holidays_group()
    dates_group()
    worldclock_group()
    sun_group()
    units_group()
    spelling_group()
    words_group()
    calc_group()

    seen = set()
    for it in ITEMS:
        key = it["q"].lower()
        assert key not in seen, it["q"]
        seen.add(key)
        if it["slip"]:
            assert it["q"] == it["q"].lower(), it["q"]
            assert not any(c in it["q"] for c in "?!.,"), it["q"]
    with open(OUT, "w", encoding="utf-8") as f:
        for i, it in enumerate(ITEMS, 1):
            row = {"id": f"q16_{i:03d}", **it}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")

    # counts table
    groups = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
    print("| group | answer | cannot | slip |")
    print("| --- | --- | --- | --- |")
    ta = tc = ts = 0
    for grp in groups:
        rows = [it for it in ITEMS if it["group"] == grp]
        a = sum(1 for it in rows if it["kind"] == "answer")
        c = sum(1 for it in rows if it["kind"] == "cannot")
        s = sum(1 for it in rows if it["slip"])
        ta, tc, ts = ta + a, tc + c, ts + s
        print(f"| {grp} | {a} | {c} | {s} |")
    n = len(ITEMS)
    print(f"| **total** | **{ta}** | **{tc} ({100 * tc / n:.1f}%)** | **{ts} ({100 * ts / n:.1f}%)** |")
    print(f"{n} questions -> {OUT}")


if __name__ == "__main__":
    main()
