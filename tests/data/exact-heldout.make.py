#!/usr/bin/env python3
"""Build tests/data/exact-heldout.jsonl: a held-out set of typed questions with
computed expected answers for an offline voice assistant.

Written by a helper that had not read the project's code; it imports nothing
from the project.  Every expected answer is COMPUTED here from one fixed
situation:

  * now: Friday 2026-12-04 14:30:00 in America/New_York (EST, UTC-5)
  * country: United States (US holidays)
  * place: New York City, latitude 40.7128, longitude -74.0060

How to run (from the repository root):

    python3 -m venv /tmp/heldout-venv
    /tmp/heldout-venv/bin/pip install holidays python-dateutil astral nltk
    apt-get update -qq; apt-get install -y wordnet-base   # WordNet 3.0 in /usr/share/wordnet
    /tmp/heldout-venv/bin/python tests/data/exact-heldout.make.py

The output path can be given as the first argument; the default is
exact-heldout.jsonl beside this script.  The script copies the Debian WordNet
files into a temporary folder named ``wordnet`` (adding the ``lexnames`` file
that Debian does not ship) and reads it with nltk's WordNetCorpusReader; it
never downloads anything.

Sources of truth: datetime/zoneinfo/calendar (dates, world clock), the
``holidays`` package (cross-check of US federal holidays, which are also
computed here from their rules), dateutil (Easter, relative dates), astral
(sunrise/sunset with its defaults: observer elevation 0), exact NIST
conversion factors written below, WordNet 3.0 (definitions, synonyms).
"""

import atexit
import calendar
import datetime as dt
import json
import os
import re
import shutil
import sys
import tempfile
import warnings
from zoneinfo import ZoneInfo

import holidays
from astral import LocationInfo
from astral.sun import sun
from dateutil.easter import easter
from dateutil.relativedelta import relativedelta, MO, TU, WE, TH, FR, SA, SU

# --------------------------------------------------------------------------
# The fixed situation
# --------------------------------------------------------------------------
TZ = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=TZ)
TODAY = NOW.date()
LAT, LON = 40.7128, -74.0060
assert TODAY.weekday() == 4, "the situation says Friday"
assert NOW.utcoffset() == dt.timedelta(hours=-5)

WEEKDAYS = list(calendar.day_name)  # Monday..Sunday


def wd(d):
    return WEEKDAYS[d.weekday()]


def iso(d):
    return d.isoformat()


# --------------------------------------------------------------------------
# Holidays: computed from their rules, federal ones cross-checked
# --------------------------------------------------------------------------
def nth_weekday(year, month, weekday, n):
    """n-th (1-based) weekday (0=Mon) of a month; n=-1 for the last."""
    if n > 0:
        d = dt.date(year, month, 1)
        d += dt.timedelta(days=(weekday - d.weekday()) % 7)
        return d + dt.timedelta(weeks=n - 1)
    last = dt.date(year, month, calendar.monthrange(year, month)[1])
    return last - dt.timedelta(days=(last.weekday() - weekday) % 7)


def hday(key, year):
    rules = {
        "christmas": lambda y: dt.date(y, 12, 25),
        "christmas eve": lambda y: dt.date(y, 12, 24),
        "new year": lambda y: dt.date(y, 1, 1),
        "new year's eve": lambda y: dt.date(y, 12, 31),
        "easter": lambda y: easter(y),
        "good friday": lambda y: easter(y) - dt.timedelta(days=2),
        "thanksgiving": lambda y: nth_weekday(y, 11, 3, 4),
        "mothers day": lambda y: nth_weekday(y, 5, 6, 2),
        "fathers day": lambda y: nth_weekday(y, 6, 6, 3),
        "halloween": lambda y: dt.date(y, 10, 31),
        "independence": lambda y: dt.date(y, 7, 4),
        "memorial": lambda y: nth_weekday(y, 5, 0, -1),
        "labor": lambda y: nth_weekday(y, 9, 0, 1),
        "valentine": lambda y: dt.date(y, 2, 14),
        "mlk": lambda y: nth_weekday(y, 1, 0, 3),
        "presidents": lambda y: nth_weekday(y, 2, 0, 3),
        "veterans": lambda y: dt.date(y, 11, 11),
        "st patrick": lambda y: dt.date(y, 3, 17),
        "columbus": lambda y: nth_weekday(y, 10, 0, 2),
        "juneteenth": lambda y: dt.date(y, 6, 19),
    }
    return rules[key](year)


# cross-check the federal ones against the holidays package
_FED = {
    "christmas": "Christmas Day", "new year": "New Year's Day",
    "thanksgiving": "Thanksgiving", "independence": "Independence Day",
    "memorial": "Memorial Day", "labor": "Labor Day",
    "mlk": "Martin Luther King", "presidents": "Washington's Birthday",
    "veterans": "Veterans Day", "columbus": "Columbus Day",
    "juneteenth": "Juneteenth",
}
for _y in (2020, 2026, 2027, 2028):
    _us = holidays.US(years=_y)
    for _k, _name in _FED.items():
        if _k == "juneteenth" and _y < 2021:  # federal holiday since 2021
            continue
        _days = [d for d, n in _us.items() if n.startswith(_name) and "observed" not in n]
        assert _days == [hday(_k, _y)], (_k, _y, _days)


def next_hday(key):
    d = hday(key, TODAY.year)
    return d if d >= TODAY else hday(key, TODAY.year + 1)


def days_to(d):
    return (d - TODAY).days


# --------------------------------------------------------------------------
# Sun (astral defaults; local time; rounded to the minute)
# --------------------------------------------------------------------------
OBS = LocationInfo("New York", "USA", "America/New_York", LAT, LON).observer


def sun_on(d):
    return sun(OBS, date=d, tzinfo=TZ)


def hhmm(t):
    t = t + dt.timedelta(seconds=30)  # round to the nearest minute
    return f"{t.hour:02d}:{t.minute:02d}"


def daylength_expect(d):
    s = sun_on(d)
    secs = round((s["sunset"] - s["sunrise"]).total_seconds() / 60) * 60
    h, m = divmod(secs // 60, 60)
    return {"contains": [f"{h} hour|{h} hr|{h}h|{h}:{m:02d}"], "number": m,
            "tol": round(1.5 / m, 3) if m else 0.02}


# --------------------------------------------------------------------------
# World clock
# --------------------------------------------------------------------------
def there(zone):
    return NOW.astimezone(ZoneInfo(zone))


def clock(zone):
    t = there(zone)
    return f"{t.hour:02d}:{t.minute:02d}"


def hours_diff(zone):
    """How many hours `zone` is ahead of here (negative: behind)."""
    off = there(zone).utcoffset() - NOW.utcoffset()
    return off.total_seconds() / 3600


# --------------------------------------------------------------------------
# Units: exact NIST factors
# --------------------------------------------------------------------------
INCH = 0.0254                 # m, exact
FOOT = 12 * INCH              # 0.3048 m
YARD = 3 * FOOT               # 0.9144 m
MILE = 5280 * FOOT            # 1609.344 m
NMI = 1852.0                  # m, nautical mile (knot = NMI per hour)
POUND = 0.45359237            # kg, exact
OUNCE = POUND / 16            # avoirdupois ounce
STONE = 14 * POUND
GALLON = 231 * INCH ** 3 * 1000   # US liquid gallon in litres = 3.785411784
QUART = GALLON / 4
PINT = GALLON / 8
CUP = GALLON / 16             # US customary cup, 236.5882365 mL
FLOZ = GALLON / 128           # US fluid ounce, 29.5735295625 mL
TBSP = FLOZ / 2
TSP = FLOZ / 6
ACRE = 43560 * FOOT ** 2      # m^2 (international-foot acre) 4046.8564224
HECTARE = 10000.0
SQFT = FOOT ** 2
assert abs(GALLON - 3.785411784) < 1e-12
assert abs(CUP * 1000 - 236.5882365) < 1e-9


def c_to_f(c):
    return c * 9 / 5 + 32


def f_to_c(f):
    return (f - 32) * 5 / 9


# --------------------------------------------------------------------------
# WordNet 3.0 from Debian's wordnet-base, read with nltk
# --------------------------------------------------------------------------
LEXNAMES = """adj.all 3|adj.pert 3|adv.all 4|noun.Tops 1|noun.act 1|noun.animal 1|
noun.artifact 1|noun.attribute 1|noun.body 1|noun.cognition 1|noun.communication 1|
noun.event 1|noun.feeling 1|noun.food 1|noun.group 1|noun.location 1|noun.motive 1|
noun.object 1|noun.person 1|noun.phenomenon 1|noun.plant 1|noun.possession 1|
noun.process 1|noun.quantity 1|noun.relation 1|noun.shape 1|noun.state 1|
noun.substance 1|noun.time 1|verb.body 2|verb.change 2|verb.cognition 2|
verb.communication 2|verb.competition 2|verb.consumption 2|verb.contact 2|
verb.creation 2|verb.emotion 2|verb.motion 2|verb.perception 2|verb.possession 2|
verb.social 2|verb.stative 2|verb.weather 2|adj.ppl 3"""


def open_wordnet(src="/usr/share/wordnet"):
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    tmp = tempfile.mkdtemp(prefix="heldout-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    root = os.path.join(tmp, "wordnet")
    os.makedirs(root)
    for name in os.listdir(src):
        p = os.path.join(src, name)
        if os.path.isfile(p):
            shutil.copy(p, root)  # copies, not symlinks: nltk refuses links out of root
    names = [x.strip() for x in LEXNAMES.replace("\n", "").split("|")]
    with open(os.path.join(root, "lexnames"), "w") as fh:
        for i, entry in enumerate(names):
            lex, cat = entry.split()
            fh.write(f"{i:02d}\t{lex}\t{cat}\n")
    nltk.data.path.insert(0, tmp)

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):  # no mapping to another WordNet
            return None

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return Reader(root, None)


WN = open_wordnet()


def clean_gloss(d):
    # nltk removes quoted examples from the gloss and leaves "; ; - Author"
    parts = [p.strip() for p in d.split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("- "))


def lemma_count(syn, word):
    key = word.lower().replace(" ", "_")
    return max([l.count() for l in syn.lemmas() if l.name().lower() == key] or [0])


def synsets(word):
    return WN.synsets(word.replace(" ", "_"))


def best_synset(word):
    ss = synsets(word)
    assert ss, word
    return max(ss, key=lambda s: (lemma_count(s, word), -ss.index(s)))


def define_expect(word):
    ss = synsets(word)
    return {"gloss": clean_gloss(best_synset(word).definition()),
            "glosses": [clean_gloss(s.definition()) for s in ss]}


def synonym_expect(word):
    ss = synsets(word)
    best = best_synset(word)
    key = word.lower().replace(" ", "_")
    out = []
    for s in [best] + [s for s in ss if s != best]:
        for l in s.lemmas():
            n = l.name()
            if n.lower() != key:
                n = n.replace("_", " ")
                if n not in out:
                    out.append(n)
    first = [l.name().replace("_", " ") for l in best.lemmas() if l.name().lower() != key]
    assert first, f"{word}: its most common synset has no other lemma"
    return {"synonyms": out}


def not_a_word(word):
    assert not synsets(word), word
    return {"names": word}


# --------------------------------------------------------------------------
# The questions
# --------------------------------------------------------------------------
ROWS = []


def add(group, q, expect, kind="answer", slip=False):
    ROWS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names=None, slip=False):
    add(group, q, {"names": names} if names else {}, kind="cannot", slip=slip)


def on(d):
    return {"date": iso(d), "weekday": wd(d)}


# ---- holidays -------------------------------------------------------------
G = "holidays"
xmas = hday("christmas", 2026)
add(G, "What day of the week is Christmas this year?", on(xmas))
add(G, "How many days until Christmas?", {"days": days_to(xmas)})
add(G, "how many days till christmas", {"days": days_to(xmas)}, slip=True)
add(G, "How many weeks until Christmas?", {"number": days_to(xmas) / 7, "tol": 0.05})
add(G, "Is Christmas on a weekend this year?", {"weekday": wd(xmas)})
add(G, "What day is Christmas Eve?", on(hday("christmas eve", 2026)))
add(G, "When is New Year's Eve?", on(hday("new year's eve", 2026)))
add(G, "how many days till new years", {"days": days_to(next_hday("new year"))}, slip=True)
add(G, "What day does New Year's Day fall on in 2027?", on(hday("new year", 2027)))
add(G, "What day was Christmas 2020?", on(hday("christmas", 2020)))
add(G, "What day of the week was Christmas in 1999?", on(hday("christmas", 1999)))
add(G, "what day of the week will christmas be next year", on(hday("christmas", 2027)), slip=True)
add(G, "When is Thanksgiving?", on(next_hday("thanksgiving")))
add(G, "When was Thanksgiving this year?", on(hday("thanksgiving", 2026)))
add(G, "What date is Thanksgiving in 2028?", on(hday("thanksgiving", 2028)))
add(G, "how many days until thanks giving", {"days": days_to(next_hday("thanksgiving"))}, slip=True)
add(G, "What date is Mother's Day next year?", on(hday("mothers day", 2027)))
add(G, "um when is mothers day", on(next_hday("mothers day")), slip=True)
add(G, "When's Father's Day?", on(next_hday("fathers day")))
add(G, "When is Easter next year?", on(hday("easter", 2027)))
add(G, "What date was Easter this year?", on(hday("easter", 2026)))
add(G, "easter 2028 what date", on(hday("easter", 2028)), slip=True)
add(G, "How many days until Easter?", {"days": days_to(next_hday("easter"))})
add(G, "When is Good Friday in 2027?", on(hday("good friday", 2027)))
add(G, "What day is Halloween on next year?", on(hday("halloween", 2027)))
add(G, "How many days until Halloween?", {"days": days_to(next_hday("halloween"))})
add(G, "What day of the week is the Fourth of July next year?", on(hday("independence", 2027)))
add(G, "What day of the week was July 4th 1976?", on(hday("independence", 1976)))
add(G, "When is Memorial Day 2027?", on(hday("memorial", 2027)))
add(G, "when's labor day", on(next_hday("labor")), slip=True)
add(G, "Valentine's Day is on what day next year?", on(hday("valentine", 2027)))
add(G, "How many days until Valentine's Day?", {"days": days_to(next_hday("valentine"))})
add(G, "When is MLK Day?", on(next_hday("mlk")))
add(G, "what date is martin luther king day in 2027", on(hday("mlk", 2027)), slip=True)
add(G, "When is Presidents' Day?", on(next_hday("presidents")))
add(G, "What day was Veterans Day this year?", on(hday("veterans", 2026)))
add(G, "When is St. Patrick's Day next year, and what day of the week is it?", on(hday("st patrick", 2027)))
add(G, "Could you tell me when Juneteenth is next year?", on(hday("juneteenth", 2027)))
add(G, "When is Columbus Day 2027?", on(hday("columbus", 2027)))
add(G, "What day is Independence Day in 2028?", on(hday("independence", 2028)))
add(G, "When is Labor Day this year?", on(hday("labor", 2026)))
add(G, "uh what day is christmas on", on(next_hday("christmas")), slip=True)
cannot(G, "When is Flurbsday this year?", "Flurbsday")
cannot(G, "How many days until the Blorp Festival?", "Blorp Festival")
cannot(G, "what day is national zibbo day", "zibbo", slip=True)

# ---- dates ----------------------------------------------------------------
G = "dates"
add(G, "What's today's date?", {"date": iso(TODAY)})
add(G, "what day is it today", {"weekday": wd(TODAY)}, slip=True)
add(G, "What day is it tomorrow?", on(TODAY + dt.timedelta(days=1)))
add(G, "What was yesterday's date?", {"date": iso(TODAY - dt.timedelta(days=1))})
add(G, "What day of the week is July 4, 2030?", {"weekday": wd(dt.date(2030, 7, 4))})
add(G, "What day of the week was January 1, 2000?", {"weekday": wd(dt.date(2000, 1, 1))})
add(G, "what day was march 15 1990", {"weekday": wd(dt.date(1990, 3, 15))}, slip=True)
add(G, "What day of the week was 9/11/2001?", {"weekday": wd(dt.date(2001, 9, 11))})
add(G, "What's the date in 10 days?", {"date": iso(TODAY + dt.timedelta(days=10))})
add(G, "What date is three weeks from today?", on(TODAY + dt.timedelta(weeks=3)))
add(G, "What's the date next Tuesday?", {"date": iso(TODAY + relativedelta(days=1, weekday=TU))})
add(G, "What was the date last Monday?", {"date": iso(TODAY + relativedelta(days=-1, weekday=MO(-1)))})
add(G, "What's the date this coming Sunday?", {"date": iso(TODAY + relativedelta(days=1, weekday=SU))})
add(G, "What's the second Sunday of May 2027?", {"date": iso(nth_weekday(2027, 5, 6, 2))})
add(G, "What date is the first Monday of January 2027?", {"date": iso(nth_weekday(2027, 1, 0, 1))})
add(G, "What's the last Friday of this month?", {"date": iso(nth_weekday(2026, 12, 4, -1))})
add(G, "what day is the 15th of this month", on(dt.date(2026, 12, 15)), slip=True)
add(G, "How many days until March 1st?", {"days": days_to(dt.date(2027, 3, 1))})
add(G, "How many days since January 1st?", {"days": (TODAY - dt.date(2026, 1, 1)).days})
add(G, "How many days are left in the year?", {"days": (dt.date(2026, 12, 31) - TODAY).days})
add(G, "how many days until the end of the month", {"days": (dt.date(2026, 12, 31) - TODAY).days}, slip=True)
add(G, "What week number is it?", {"number": TODAY.isocalendar()[1], "tol": 0})
add(G, "Is 2028 a leap year?", {"contains": ["yes|is a leap year"]})
add(G, "is 2027 a leap year", {"contains": ["no|not"]}, slip=True)
add(G, "Is 2100 a leap year?", {"contains": ["no|not"]})
assert calendar.isleap(2028) and not calendar.isleap(2027) and not calendar.isleap(2100)
add(G, "How many days in February 2027?", {"days": calendar.monthrange(2027, 2)[1]})
add(G, "how many days are there in february 2028", {"days": calendar.monthrange(2028, 2)[1]}, slip=True)
add(G, "How many days until June 1, 2027?", {"days": days_to(dt.date(2027, 6, 1))})
add(G, "How many days are there between June 1 and August 15?", {"days": (dt.date(2027, 8, 15) - dt.date(2027, 6, 1)).days})
add(G, "How many days has it been since July 4th 2026?", {"days": (TODAY - dt.date(2026, 7, 4)).days})
add(G, "What's the date 100 days from now?", {"date": iso(TODAY + dt.timedelta(days=100))})
add(G, "What day of the week will it be in 45 days?", {"weekday": wd(TODAY + dt.timedelta(days=45))})
add(G, "What date was it two weeks ago?", {"date": iso(TODAY - dt.timedelta(weeks=2))})
add(G, "My birthday is October 3rd. What day of the week is it next year?", on(dt.date(2027, 10, 3)))
add(G, "What's the date a month from today?", {"date": iso(TODAY + relativedelta(months=1))})
add(G, "so how many days to my birthday on march third", {"days": days_to(dt.date(2027, 3, 3))}, slip=True)
add(G, "What date is 90 days after January 15, 2027?", {"date": iso(dt.date(2027, 1, 15) + dt.timedelta(days=90))})
add(G, "Which day of the week was the 1st of this month?", {"weekday": wd(dt.date(2026, 12, 1))})
add(G, "what's the date on saturday", {"date": iso(TODAY + dt.timedelta(days=1))}, slip=True)
add(G, "whats the date today", {"date": iso(TODAY)}, slip=True)
cannot(G, "What day is February 30th?", "February 30")
cannot(G, "What day of the week is April 31st 2027?", "April 31")
cannot(G, "what day of the week was the 32nd of january", "32nd", slip=True)
cannot(G, "How many days until February 29th 2027?", "February 29")
cannot(G, "What's the date on the thirteenth month of next year?", "thirteenth month")

# ---- worldclock -----------------------------------------------------------
G = "worldclock"


def tm(zone, day=False):
    e = {"time": clock(zone), "tol_min": 1}
    if day:
        e["weekday"] = WEEKDAYS[there(zone).weekday()]
    return e


def ahead(zone):
    h = hours_diff(zone)
    assert h == int(h)
    return {"number": abs(h), "tol": 0}


add(G, "What time is it in Tokyo?", tm("Asia/Tokyo"))
add(G, "what time is it in tokio", tm("Asia/Tokyo"), slip=True)
add(G, "What day is it in Tokyo right now?", {"weekday": WEEKDAYS[there("Asia/Tokyo").weekday()]})
add(G, "What time is it in California?", tm("America/Los_Angeles"))
add(G, "What's the time in France?", tm("Europe/Paris"))
add(G, "Current time in Sydney", tm("Australia/Sydney"))
add(G, "Is it already tomorrow in Sydney?", tm("Australia/Sydney", day=True))
add(G, "Is it morning in London?", tm("Europe/London"))
add(G, "How many hours ahead is Berlin?", ahead("Europe/Berlin"))
add(G, "What time is it in Nairobi?", tm("Africa/Nairobi"))
add(G, "what time is it in kenya", tm("Africa/Nairobi"), slip=True)
add(G, "Time in Reykjavik", tm("Atlantic/Reykjavik"))
add(G, "What time is it in Lima, Peru?", tm("America/Lima"))
add(G, "What's the time in Kathmandu?", tm("Asia/Kathmandu"))
add(G, "What time is it in Adelaide right now?", tm("Australia/Adelaide"))
add(G, "What time is it in Hawaii?", tm("Pacific/Honolulu"))
add(G, "whats the time in honolulu", tm("Pacific/Honolulu"), slip=True)
add(G, "What time is it in Arizona?", tm("America/Phoenix"))
add(G, "What time is it in Chicago?", tm("America/Chicago"))
add(G, "Tell me the time in Denver, please.", tm("America/Denver"))
add(G, "What time is it in Mumbai?", tm("Asia/Kolkata"))
add(G, "what time is it in india", tm("Asia/Kolkata"), slip=True)
add(G, "What time is it in Beijing?", tm("Asia/Shanghai"))
add(G, "What time is it in Dubai?", tm("Asia/Dubai"))
add(G, "What's the local time in Moscow?", tm("Europe/Moscow"))
add(G, "What time is it in Auckland?", tm("Pacific/Auckland"))
add(G, "What time is it in São Paulo?", tm("America/Sao_Paulo"))
add(G, "what time is it in mexico city", tm("America/Mexico_City"), slip=True)
add(G, "What time is it in Singapore?", tm("Asia/Singapore"))
add(G, "What time is it in Seoul?", tm("Asia/Seoul"))
add(G, "What time is it in Japan?", tm("Asia/Tokyo"))
add(G, "What time is it in Germany?", tm("Europe/Berlin"))
add(G, "What time is it in Egypt?", tm("Africa/Cairo"))
add(G, "what time is it over in bangkok", tm("Asia/Bangkok"), slip=True)
add(G, "If I call someone in Athens now, what time will it be for them?", tm("Europe/Athens"))
add(G, "What's the time difference between here and Tokyo?", ahead("Asia/Tokyo"))
add(G, "How many hours behind London are we?", ahead("Europe/London"))
add(G, "How many hours behind us is Los Angeles?", ahead("America/Los_Angeles"))
add(G, "how many hours ahead of us is dubai", ahead("Asia/Dubai"), slip=True)
add(G, "what time is it in paris france right now", tm("Europe/Paris"), slip=True)
add(G, "current time in sydney australia", tm("Australia/Sydney"), slip=True)
cannot(G, "What time is it in Springfield?", "Springfield")
cannot(G, "time in Blorptown", "Blorptown")
cannot(G, "What time is it in Narnia right now?", "Narnia")
cannot(G, "what time is it in zorbistan", "zorbistan", slip=True)
cannot(G, "How many hours ahead is Flibbertown?", "Flibbertown")

# ---- sun ------------------------------------------------------------------
G = "sun"
T0, T1 = TODAY, TODAY + dt.timedelta(days=1)


def rise(d):
    return {"time": hhmm(sun_on(d)["sunrise"]), "tol_min": 3}


def sets(d):
    return {"time": hhmm(sun_on(d)["sunset"]), "tol_min": 3}


add(G, "What time was sunrise today?", rise(T0))
add(G, "When is sunset today?", sets(T0))
add(G, "What time does the sun set tonight?", sets(T0))
add(G, "when is sundown", sets(T0), slip=True)
add(G, "When does the sun come up tomorrow?", rise(T1))
add(G, "What time is sunset tomorrow?", sets(T1))
add(G, "How long is the day today?", daylength_expect(T0))
add(G, "how many hours of daylight do we get tomorrow", daylength_expect(T1), slip=True)
add(G, "What time is sunrise on Sunday?", rise(TODAY + relativedelta(days=1, weekday=SU)))
add(G, "What time will the sun set on Monday?", sets(TODAY + relativedelta(days=1, weekday=MO)))
add(G, "What time is sunset on Christmas Day?", sets(dt.date(2026, 12, 25)))
add(G, "sunrise on new years day", rise(dt.date(2027, 1, 1)), slip=True)
add(G, "When does the sun rise on December 21st?", rise(dt.date(2026, 12, 21)))
add(G, "Has the sun set yet? When does it go down today?", sets(T0))
add(G, "what time's the sunset", sets(T0), slip=True)
cannot(G, "What time is sunrise on February 30th?", "February 30")

# ---- units ----------------------------------------------------------------
G = "units"


def n(v, tol=None):
    e = {"number": round(v, 6) if isinstance(v, float) else v}
    if tol is not None:
        e["tol"] = tol
    return e


add(G, "How many milliliters are in a cup?", n(CUP * 1000))
add(G, "Convert 5 miles to kilometers.", n(5 * MILE / 1000))
add(G, "convert 5 mile to kilometer", n(5 * MILE / 1000), slip=True)
add(G, "How many tablespoons in a cup?", n(CUP / TBSP))
add(G, "How many teaspoons are in a tablespoon?", n(TBSP / TSP))
add(G, "two and a half cups in milliliters", n(2.5 * CUP * 1000))
add(G, "What's 1/2 a pound in grams?", n(0.5 * POUND * 1000))
add(G, "How many ounces in a pound?", n(POUND / OUNCE))
add(G, "What is 350 Fahrenheit in Celsius?", n(f_to_c(350)))
add(G, "what's 180 c in f", n(c_to_f(180)), slip=True)
add(G, "What's 20 degrees Celsius in Fahrenheit?", n(c_to_f(20)))
add(G, "minus 40 celsius to fahrenheit", n(c_to_f(-40)), slip=True)
add(G, "Convert 72 F to C", n(f_to_c(72)))
add(G, "How many cups in a quart?", n(QUART / CUP))
add(G, "How many pints are in a gallon?", n(GALLON / PINT))
add(G, "How many cups in a gallon?", n(GALLON / CUP))
add(G, "How many liters in a gallon?", n(GALLON))
add(G, "How many fluid ounces are in a liter?", n(1 / FLOZ))
add(G, "8 fluid ounces in milliliters", n(8 * FLOZ * 1000))
add(G, "2 quarts in liters", n(2 * QUART))
add(G, "How many teaspoons in 1/4 cup?", n(0.25 * CUP / TSP))
add(G, "500 ml is how many cups?", n(0.5 / CUP))
add(G, "How many tablespoons is 3 teaspoons?", n(3 * TSP / TBSP))
add(G, "Convert 3.5 kilograms to pounds", n(3.5 / POUND))
add(G, "um how many grams is 4 oz", n(4 * OUNCE * 1000), slip=True)
add(G, "What's a dozen ounces in grams?", n(12 * OUNCE * 1000))
add(G, "250 grams to ounces", n(0.25 / OUNCE))
add(G, "How many pounds is 12 stone?", n(12 * STONE / POUND))
add(G, "twenty five miles per hour in kilometers per hour", n(25 * MILE / 1000), slip=True)
add(G, "What's 100 km/h in mph?", n(100000 / MILE))
add(G, "30 knots in miles per hour", n(30 * NMI / MILE))
add(G, "How many feet in a mile?", n(MILE / FOOT))
add(G, "6 feet in centimeters", n(6 * FOOT * 100))
add(G, "I'm 5 foot 10, what's that in cm?", n((5 * FOOT + 10 * INCH) * 100))
add(G, "How many inches in a meter?", n(1 / INCH))
add(G, "How many meters is 100 yards?", n(100 * YARD))
add(G, "Convert 10 kilometers to miles please", n(10000 / MILE))
add(G, "How many square feet in an acre?", n(ACRE / SQFT))
add(G, "2 hectares in acres", n(2 * HECTARE / ACRE))
add(G, "1000 square feet in square meters", n(1000 * SQFT))
add(G, "How many seconds in a day?", n(86400))
add(G, "How many hours are in a week?", n(7 * 24))
add(G, "how many minutes in 3.5 hours", n(3.5 * 60), slip=True)
add(G, "How many megabytes in a gigabyte?", n(1000))
add(G, "How many MiB in a GiB?", n(1024))
add(G, "How many bytes in a kilobyte (decimal)?", n(1000))
add(G, "How many bytes are in a kibibyte?", n(1024))
add(G, "Convert 2.5 terabytes to gigabytes", n(2500))
add(G, "how many tablespoons in half a cup", n(0.5 * CUP / TBSP), slip=True)
add(G, "how many ounces in a cup", n(CUP / FLOZ), slip=True)
cannot(G, "Convert meters to kilograms", "kilograms")
cannot(G, "How many inches are in a cup?", "inches")
cannot(G, "convert 5 blorps to liters", "blorps", slip=True)
cannot(G, "What is 70 Fahrenheit in pounds?", "pounds")
cannot(G, "How many seconds are in a kilogram?", "kilogram")

# ---- spelling -------------------------------------------------------------
G = "spelling"


def sp(w):
    return {"letters": w.upper()}


add(G, "How do you spell necessary?", sp("necessary"))
add(G, "spell rhythm for me.", sp("rhythm"), slip=True)
add(G, "How do you spell definitely?", sp("definitely"))
add(G, "how do you spell definately", sp("definitely"), slip=True)
add(G, "Spell Wednesday", sp("Wednesday"))
add(G, "What's the spelling of restaurant?", sp("restaurant"))
add(G, "How is separate spelled?", sp("separate"))
add(G, "Spell accommodate for me", sp("accommodate"))
add(G, "how do you spell embarrass", sp("embarrass"), slip=True)
add(G, "How do you spell February?", sp("February"))
add(G, "Can you spell conscience?", sp("conscience"))
add(G, "Spell occurrence.", sp("occurrence"))
add(G, "How do you spell receive?", sp("receive"))
add(G, "um how do you spell beginning", sp("beginning"), slip=True)
add(G, "How do I spell believe?", sp("believe"))
add(G, "spell business", sp("business"))
add(G, "What's the correct spelling of calendar?", sp("calendar"))
add(G, "How do you spell committee?", sp("committee"))
add(G, "Spell environment please", sp("environment"))
add(G, "How do you spell the word government?", sp("government"))
add(G, "how do you spell library", sp("library"), slip=True)
add(G, "How do you spell liaison?", sp("liaison"))
add(G, "Spell maintenance for me", sp("maintenance"))
add(G, "How do you spell mischievous?", sp("mischievous"))
add(G, "What's the spelling of privilege?", sp("privilege"))
add(G, "How do you spell pronunciation?", sp("pronunciation"))
add(G, "Spell questionnaire.", sp("questionnaire"))
add(G, "How do you spell colonel, like the army rank?", sp("colonel"))
add(G, "so how do you spell the word tomorrow", sp("tomorrow"), slip=True)
add(G, "How do you spell vacuum?", sp("vacuum"))
add(G, "How do you spell weird?", sp("weird"))
cannot(G, "How do you spell glorbnax?", "glorbnax")
cannot(G, "spell flimbertosh for me", "flimbertosh", slip=True)
cannot(G, "How do you spell?")

# ---- words ----------------------------------------------------------------
G = "words"
add(G, "What does ephemeral mean?", define_expect("ephemeral"))
add(G, "what's the meaning of the word ephemeral?", define_expect("ephemeral"), slip=True)
add(G, "Define ubiquitous", define_expect("ubiquitous"))
add(G, "What is the meaning of serendipity?", define_expect("serendipity"))
add(G, "What does meticulous mean?", define_expect("meticulous"))
add(G, "define pragmatic", define_expect("pragmatic"), slip=True)
add(G, "What does benevolent mean?", define_expect("benevolent"))
add(G, "What's the definition of resilient?", define_expect("resilient"))
add(G, "What does nostalgia mean?", define_expect("nostalgia"))
add(G, "Define ambiguous.", define_expect("ambiguous"))
add(G, "What does the word eloquent mean?", define_expect("eloquent"))
add(G, "um what does gregarious mean", define_expect("gregarious"), slip=True)
add(G, "Meaning of lethargic", define_expect("lethargic"))
add(G, "What does quaint mean?", define_expect("quaint"))
add(G, "What is empathy?", define_expect("empathy"))
add(G, "What does procrastinate mean?", define_expect("procrastinate"))
add(G, "Define juxtaposition for me", define_expect("juxtaposition"))
add(G, "What does knead mean?", define_expect("knead"))
add(G, "What's the meaning of anthology?", define_expect("anthology"))
add(G, "What's another word for big?", synonym_expect("big"))
add(G, "Give me a synonym for small", synonym_expect("small"))
add(G, "another word for buy", synonym_expect("buy"), slip=True)
add(G, "What's a synonym for mistake?", synonym_expect("mistake"))
add(G, "What is another word for difficult?", synonym_expect("difficult"))
add(G, "Give me another word for funny.", synonym_expect("funny"))
add(G, "synonym for begin", synonym_expect("begin"), slip=True)
add(G, "What's another word for car?", synonym_expect("car"))
add(G, "Can you give me a synonym for frugal?", synonym_expect("frugal"))
add(G, "What's another word for verbose?", synonym_expect("verbose"))
add(G, "What's a different word for mundane?", synonym_expect("mundane"))
add(G, "what does serendipity mean.", define_expect("serendipity"), slip=True)
cannot(G, "Define flurbish", **not_a_word("flurbish"))
cannot(G, "What does glimbo mean?", **not_a_word("glimbo"))
cannot(G, "what's the meaning of snorfle", slip=True, **not_a_word("snorfle"))
cannot(G, "Give me another word for blorptastic", **not_a_word("blorptastic"))
cannot(G, "What is the definition of zwibbleton?", **not_a_word("zwibbleton"))

# ---- calc -----------------------------------------------------------------
G = "calc"
add(G, "What is 15% of 80?", n(0.15 * 80))
add(G, "20 percent of 45 dollars", n(0.20 * 45))
add(G, "What's a 20% tip on 64 dollars?", n(0.20 * 64))
add(G, "What's an 18 percent tip on $52.50?", n(0.18 * 52.50))
add(G, "how much is a 15 percent tip on 38 dollars", n(0.15 * 38), slip=True)
add(G, "What's 8% sales tax on 120?", n(0.08 * 120))
add(G, "What is 144 divided by 12?", n(144 / 12))
add(G, "What's 7 times 8?", n(7 * 8))
add(G, "250 plus 375", n(250 + 375))
add(G, "What's 1000 minus 357?", n(1000 - 357))
add(G, "What's the square root of 144?", n(12))
add(G, "What is 12 squared?", n(12 ** 2))
add(G, "What percent of 120 is 30?", n(30 / 120 * 100))
add(G, "We need to split 90 dollars three ways, how much each?", n(90 / 3))
add(G, "What's 15% off 40 dollars?", n(40 * 0.85))
add(G, "whats twenty five percent of two hundred", n(0.25 * 200), slip=True)
add(G, "3.5 times 4", n(3.5 * 4))
add(G, "What is 2 to the power of 10?", n(2 ** 10))
add(G, "what is eighteen percent of fifty", n(0.18 * 50), slip=True)
cannot(G, "What is 10 divided by zero?", "zero")
cannot(G, "what's 15 percent of banana", "banana", slip=True)


# --------------------------------------------------------------------------
def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "exact-heldout.jsonl")
    seen = set()
    with open(out, "w", encoding="utf-8") as fh:
        for i, row in enumerate(ROWS, 1):
            assert row["q"] not in seen, row["q"]
            seen.add(row["q"])
            rec = {"id": f"h{i:03d}", **row}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    counts = {}
    for r in ROWS:
        k = (r["group"], r["kind"])
        counts[k] = counts.get(k, 0) + 1
    for k in sorted(counts):
        print(*k, counts[k])
    print("slip", sum(r["slip"] for r in ROWS), "of", len(ROWS))
    print("wrote", out)


if __name__ == "__main__":
    main()
