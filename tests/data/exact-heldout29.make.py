#!/usr/bin/env python3
"""exact-heldout29: held-out questions with computed answers (set 29).

Written 2026-12-06 by a helper session (set 29). Imports nothing from the project.
Only the Python 3.11 standard library plus python-dateutil (already importable on
the machine). astral, holidays and nltk were NOT installed, so:

- sunrise/sunset/dawn/dusk/noon are a re-implementation of astral 3.2's NOAA
  routines (astral.sun.time_of_transit, refraction_at_zenith, noon, and the
  "search the neighbouring day" logic of sunrise()/sunset()/dawn()/dusk());
- holidays are computed from their rules and asserted against a table of
  known dates written below (instead of the `holidays` package);
- WordNet 3.0 is read straight from /usr/share/wordnet (Debian wordnet-base),
  reproducing nltk's Lemma.count() (cntlist.rev, sense keys) and definition().

Run:  python3 tests/data/exact-heldout29.make.py
Writes tests/data/exact-heldout29.jsonl next to this file and prints counts.
"""
import calendar
import datetime as dt
import json
import os
import re
from collections import Counter
from math import acos, asin, cos, degrees, radians, sin, tan, sqrt
from zoneinfo import ZoneInfo

from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import relativedelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout29.jsonl")

# ---------------------------------------------------------------------------
# The fixed situation
# ---------------------------------------------------------------------------
NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.strftime("%A") == "Friday"
LAT, LON = 40.7128, -74.0060
UTC = dt.timezone.utc

ITEMS = []


def add(group, q, expect, kind="answer", slip=False):
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


def cannot(group, q, names, slip=False):
    add(group, q, {"names": names}, kind="cannot", slip=slip)


def D(d):
    return d.isoformat()


def WD(d):
    return d.strftime("%A")


def r6(x):
    """Exact value rounded to 6 decimals; whole numbers are written as integers."""
    x = round(float(x), 6)
    return int(x) if x == int(x) else x


def days_from_today(d):
    return (d - TODAY).days


# ---------------------------------------------------------------------------
# Holiday rules
# ---------------------------------------------------------------------------
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)


def nth_weekday(y, m, wd, n):
    d = dt.date(y, m, 1)
    d += dt.timedelta((wd - d.weekday()) % 7)
    return d + dt.timedelta(weeks=n - 1)


def last_weekday(y, m, wd):
    d = dt.date(y, m, calendar.monthrange(y, m)[1])
    return d - dt.timedelta((d.weekday() - wd) % 7)


def observed(d):
    if d.weekday() == SAT:
        return d - dt.timedelta(1)
    if d.weekday() == SUN:
        return d + dt.timedelta(1)
    return d


H = {
    "thanksgiving": lambda y: nth_weekday(y, 11, THU, 4),
    "mothers_day": lambda y: nth_weekday(y, 5, SUN, 2),
    "fathers_day": lambda y: nth_weekday(y, 6, SUN, 3),
    "memorial_day": lambda y: last_weekday(y, 5, MON),
    "labor_day": lambda y: nth_weekday(y, 9, MON, 1),
    "mlk_day": lambda y: nth_weekday(y, 1, MON, 3),
    "presidents_day": lambda y: nth_weekday(y, 2, MON, 3),
    "columbus_day": lambda y: nth_weekday(y, 10, MON, 2),
    "canadian_thanksgiving": lambda y: nth_weekday(y, 10, MON, 2),
    "patriots_day": lambda y: nth_weekday(y, 4, MON, 3),
    "arbor_day": lambda y: last_weekday(y, 4, FRI),
    "grandparents_day": lambda y: nth_weekday(y, 9, MON, 1) + dt.timedelta(6),
    "easter": lambda y: easter(y),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "good_friday": lambda y: easter(y) - dt.timedelta(2),
    "palm_sunday": lambda y: easter(y) - dt.timedelta(7),
    "ash_wednesday": lambda y: easter(y) - dt.timedelta(46),
    "mardi_gras": lambda y: easter(y) - dt.timedelta(47),
    "pentecost": lambda y: easter(y) + dt.timedelta(49),
    "mothering_sunday": lambda y: easter(y) - dt.timedelta(21),
    "black_friday": lambda y: nth_weekday(y, 11, THU, 4) + dt.timedelta(1),
    "cyber_monday": lambda y: nth_weekday(y, 11, THU, 4) + dt.timedelta(4),
    "election_day": lambda y: nth_weekday(y, 11, MON, 1) + dt.timedelta(1),
    "dst_start": lambda y: nth_weekday(y, 3, SUN, 2),
    "dst_end": lambda y: nth_weekday(y, 11, SUN, 1),
    "new_year": lambda y: dt.date(y, 1, 1),
    "groundhog_day": lambda y: dt.date(y, 2, 2),
    "valentines": lambda y: dt.date(y, 2, 14),
    "st_patricks": lambda y: dt.date(y, 3, 17),
    "april_fools": lambda y: dt.date(y, 4, 1),
    "earth_day": lambda y: dt.date(y, 4, 22),
    "cinco_de_mayo": lambda y: dt.date(y, 5, 5),
    "flag_day": lambda y: dt.date(y, 6, 14),
    "juneteenth": lambda y: dt.date(y, 6, 19),
    "independence_day": lambda y: dt.date(y, 7, 4),
    "halloween": lambda y: dt.date(y, 10, 31),
    "veterans_day": lambda y: dt.date(y, 11, 11),
    "christmas_eve": lambda y: dt.date(y, 12, 24),
    "christmas": lambda y: dt.date(y, 12, 25),
    "boxing_day": lambda y: dt.date(y, 12, 26),
    "kwanzaa": lambda y: dt.date(y, 12, 26),
    "new_years_eve": lambda y: dt.date(y, 12, 31),
}
# Chinese New Year is lunisolar; the date is written in (first day of the Spring Festival).
CHINESE_NEW_YEAR = {2026: dt.date(2026, 2, 17), 2027: dt.date(2027, 2, 6), 2028: dt.date(2028, 1, 26)}


def nxt(name):
    """The next occurrence on or after today."""
    d = H[name](TODAY.year)
    return d if d >= TODAY else H[name](TODAY.year + 1)


# Cross-check of the rules against dates known independently (the `holidays`
# package is not installed here, so this table stands in for it).
KNOWN = {
    ("thanksgiving", 2026): "2026-11-26", ("thanksgiving", 2027): "2027-11-25",
    ("thanksgiving", 2028): "2028-11-23", ("mlk_day", 2027): "2027-01-18",
    ("presidents_day", 2027): "2027-02-15", ("memorial_day", 2027): "2027-05-31",
    ("memorial_day", 2028): "2028-05-29", ("labor_day", 2026): "2026-09-07",
    ("labor_day", 2027): "2027-09-06", ("columbus_day", 2027): "2027-10-11",
    ("easter", 2026): "2026-04-05", ("easter", 2027): "2027-03-28",
    ("easter", 2028): "2028-04-16", ("orthodox_easter", 2027): "2027-05-02",
    ("mothers_day", 2027): "2027-05-09", ("fathers_day", 2027): "2027-06-20",
    ("election_day", 2028): "2028-11-07", ("election_day", 2024): "2024-11-05",
    ("thanksgiving", 2020): "2020-11-26", ("memorial_day", 2020): "2020-05-25",
    ("labor_day", 2020): "2020-09-07", ("mlk_day", 2020): "2020-01-20",
}
for (name, y), iso in KNOWN.items():
    assert D(H[name](y)) == iso, (name, y, H[name](y), iso)


def dst_transitions(y):
    """Dates (local) on which America/New_York changes UTC offset in year y."""
    out = []
    d = dt.date(y, 1, 1)
    prev = dt.datetime(d.year, d.month, d.day, 12, tzinfo=NY).utcoffset()
    while d.year == y:
        d += dt.timedelta(1)
        off = dt.datetime(d.year, d.month, d.day, 12, tzinfo=NY).utcoffset()
        if off != prev:
            out.append(d)
        prev = off
    return out


for y in (2026, 2027, 2028):
    assert dst_transitions(y) == [H["dst_start"](y), H["dst_end"](y)], y

# ---------------------------------------------------------------------------
# Sun: re-implementation of astral 3.2 (astral.sun) for an observer at elevation 0
# ---------------------------------------------------------------------------
SUN_APPARENT_RADIUS = 32.0 / (60.0 * 2.0)


def _julianday(d):
    y, m, day = d.year, d.month, d.day
    if m <= 2:
        y -= 1
        m += 12
    a = int(y / 100)
    b = 2 - a + int(a / 4)
    return int(365.25 * (y + 4716)) + int(30.6001 * (m + 1)) + day + b - 1524.5


def _jc(jd):
    return (jd - 2451545.0) / 36525.0


def _geom_mean_long_sun(t):
    return (280.46646 + t * (36000.76983 + 0.0003032 * t)) % 360.0


def _geom_mean_anomaly_sun(t):
    return 357.52911 + t * (35999.05029 - 0.0001537 * t)


def _eccentricity(t):
    return 0.016708634 - t * (0.000042037 + 0.0000001267 * t)


def _eq_of_center(t):
    mrad = radians(_geom_mean_anomaly_sun(t))
    return (sin(mrad) * (1.914602 - t * (0.004817 + 0.000014 * t))
            + sin(mrad + mrad) * (0.019993 - 0.000101 * t)
            + sin(mrad + mrad + mrad) * 0.000289)


def _apparent_long(t):
    omega = 125.04 - 1934.136 * t
    return _geom_mean_long_sun(t) + _eq_of_center(t) - 0.00569 - 0.00478 * sin(radians(omega))


def _obliquity_correction(t):
    seconds = 21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))
    e0 = 23.0 + (26.0 + seconds / 60.0) / 60.0
    return e0 + 0.00256 * cos(radians(125.04 - 1934.136 * t))


def _declination(t):
    return degrees(asin(sin(radians(_obliquity_correction(t))) * sin(radians(_apparent_long(t)))))


def _eq_of_time(t):
    l0 = _geom_mean_long_sun(t)
    e = _eccentricity(t)
    m = _geom_mean_anomaly_sun(t)
    y = tan(radians(_obliquity_correction(t)) / 2.0) ** 2
    sin2l0 = sin(2.0 * radians(l0))
    sinm = sin(radians(m))
    cos2l0 = cos(2.0 * radians(l0))
    sin4l0 = sin(4.0 * radians(l0))
    sin2m = sin(2.0 * radians(m))
    etime = (y * sin2l0 - 2.0 * e * sinm + 4.0 * e * y * sinm * cos2l0
             - 0.5 * y * y * sin4l0 - 1.25 * e * e * sin2m)
    return degrees(etime) * 4.0


def _hour_angle(lat, dec, zen, rising):
    h = (cos(radians(zen)) - sin(radians(lat)) * sin(radians(dec))) / (
        cos(radians(lat)) * cos(radians(dec)))
    ha = acos(h)  # ValueError("math domain error") if the sun never gets there
    return ha if rising else -ha


def _refraction_at_zenith(zen):
    el = 90 - zen
    if el >= 85.0:
        return 0
    te = tan(radians(el))
    if el > 5.0:
        r = 58.1 / te - 0.07 / (te * te * te) + 0.000086 / (te * te * te * te * te)
    elif el > -0.575:
        step1 = -12.79 + el * 0.711
        step2 = 103.4 + el * step1
        step3 = -518.2 + el * step2
        r = 1735.0 + el * step3
    else:
        r = -20.774 / te
    return r / 3600.0


def _minutes_to_timedelta(minutes):
    d = int(minutes / 1440)
    minutes = (minutes - d * 1440) * 60
    s = int(minutes)
    us = int((minutes - s) * 1_000_000)
    return dt.timedelta(days=d, seconds=s, microseconds=us)


def _time_of_transit(lat, lon, date, zen, rising):
    lat = max(-89.8, min(89.8, lat))
    adj_refraction = _refraction_at_zenith(zen)
    jd = _julianday(date)
    adjustment = 0.0
    time_utc = 0.0
    for _ in range(2):
        t = _jc(jd + adjustment)
        ha = _hour_angle(lat, _declination(t), zen + adj_refraction, rising)
        delta = -lon - degrees(ha)
        offset = delta * 4.0 - _eq_of_time(t)
        if offset < -720.0:
            offset += 1440
        time_utc = 720.0 + offset
        adjustment = time_utc / 1440.0
    base = dt.datetime(date.year, date.month, date.day) + _minutes_to_timedelta(time_utc)
    return base.replace(tzinfo=UTC)


def _event(lat, lon, date, tz, zen, rising):
    tot = _time_of_transit(lat, lon, date, zen, rising).astimezone(tz)
    if tot.date() != date:
        nd = date + dt.timedelta(1 if tot.date() < date else -1)
        tot = _time_of_transit(lat, lon, nd, zen, rising).astimezone(tz)
        if tot.date() != date:
            raise ValueError("no such event on that date")
    return tot


def sunrise(date, lat=LAT, lon=LON, tz=NY):
    return _event(lat, lon, date, tz, 90.0 + SUN_APPARENT_RADIUS, True)


def sunset(date, lat=LAT, lon=LON, tz=NY):
    return _event(lat, lon, date, tz, 90.0 + SUN_APPARENT_RADIUS, False)


def dawn(date, lat=LAT, lon=LON, tz=NY):
    return _event(lat, lon, date, tz, 96.0, True)  # civil, depression 6


def dusk(date, lat=LAT, lon=LON, tz=NY):
    return _event(lat, lon, date, tz, 96.0, False)


def solar_noon(date, lat=LAT, lon=LON, tz=NY):
    eqtime = _eq_of_time(_jc(_julianday(date)))
    tu = (720.0 - 4 * lon - eqtime) / 60.0
    hour = int(tu)
    minute = int((tu - hour) * 60)
    second = int((((tu - hour) * 60) - minute) * 60)
    assert 0 <= hour <= 23 and 0 <= minute <= 59 and 0 <= second <= 59
    return dt.datetime(date.year, date.month, date.day, hour, minute, second, tzinfo=UTC).astimezone(tz)


def hm(t):
    """Round a datetime to the nearest minute, as HH:MM."""
    t = (t + dt.timedelta(seconds=30)).replace(second=0, microsecond=0)
    return t.strftime("%H:%M")


# Sanity: well-known New York values (sunrise ~7:04, sunset ~16:28 on Dec 4).
assert hm(sunrise(TODAY)) == "07:04" and hm(sunset(TODAY)) == "16:28"

# ---------------------------------------------------------------------------
# WordNet 3.0 read directly (mirrors nltk's WordNetCorpusReader behaviour)
# ---------------------------------------------------------------------------
WN = "/usr/share/wordnet"
_POS_FILES = [("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")]
_POS_NUM = {"n": 1, "v": 2, "a": 3, "r": 4, "s": 5}
_INDEX = {}
for _p, _f in _POS_FILES:
    _d = {}
    with open(os.path.join(WN, "index." + _f), encoding="utf-8") as _fh:
        for _line in _fh:
            if _line.startswith("  "):
                continue
            _parts = _line.split()
            _n, _pc = int(_parts[2]), int(_parts[3])
            _rest = _parts[4 + _pc:]
            _d[_parts[0]] = [int(x) for x in _rest[2:2 + _n]]
    _INDEX[_p] = _d
_COUNTS = {}
with open(os.path.join(WN, "cntlist.rev"), encoding="utf-8") as _fh:
    for _line in _fh:
        _k, _, _c = _line.split()
        _COUNTS[_k] = int(_c)
_SYNSET_CACHE = {}


def _synset(p, off):
    if (p, off) in _SYNSET_CACHE:
        return _SYNSET_CACHE[(p, off)]
    with open(os.path.join(WN, "data." + dict(_POS_FILES)[p]), "rb") as fh:
        fh.seek(off)
        line = fh.readline().decode("utf-8")
    cols, gloss = line.strip().split("|", 1)
    t = cols.split()
    assert int(t[0]) == off
    n = int(t[3], 16)
    lemmas, i = [], 4
    for _ in range(n):
        m = re.match(r"(.*?)(\(.*\))?$", t[i])
        lemmas.append((m.group(1), int(t[i + 1], 16)))
        i += 2
    pc = int(t[i])
    i += 1
    ptrs = []
    for _ in range(pc):
        ptrs.append((t[i], int(t[i + 1]), t[i + 2]))
        i += 4
    s = {"pos": t[2], "off": off, "lexfn": int(t[1]), "lemmas": lemmas, "ptrs": ptrs, "gloss": gloss}
    _SYNSET_CACHE[(p, off)] = s
    return s


def _definition(s):
    d = re.sub(r"[\"].*?[\"]", "", s["gloss"]).strip().strip("; ")
    parts = [x.strip() for x in d.split(";")]
    return "; ".join(x for x in parts if x and not x.startswith("-"))


def _lemma_key(s, name, lexid):
    hn = hid = ""
    if s["pos"] == "s":
        head = next(_synset("a", off) for sym, off, _ in s["ptrs"] if sym == "&")
        hn, hid = head["lemmas"][0][0], "%02d" % head["lemmas"][0][1]
    return ("%s%%%d:%02d:%02d:%s:%s" % (name, _POS_NUM[s["pos"]], s["lexfn"], lexid, hn, hid)).lower()


def _norm(word):
    return word.lower().replace(" ", "_")


def wn_synsets(word):
    """Synsets (nouns, verbs, adjectives, adverbs, in WordNet order) containing the word itself."""
    w = _norm(word)
    out = []
    for p, _ in _POS_FILES:
        for off in _INDEX[p].get(w, []):
            s = _synset(p, off)
            if any(n.lower() == w for n, _ in s["lemmas"]):
                out.append(s)
    return out


def _count(s, word):
    w = _norm(word)
    for name, lexid in s["lemmas"]:
        if name.lower() == w:
            return _COUNTS.get(_lemma_key(s, name, lexid), 0)
    raise KeyError(word)


def best_synset(word):
    best, bc = None, -1
    for s in wn_synsets(word):
        c = _count(s, word)
        if c > bc:
            best, bc = s, c
    assert best is not None, word
    return best


def _others(s, word):
    w = _norm(word)
    return [n.replace("_", " ") for n, _ in s["lemmas"] if n.lower() != w]


def in_wordnet(word):
    return any(_norm(word) in _INDEX[p] for p, _ in _POS_FILES)


# Reproduces the behaviour the earlier READMEs describe.
assert _definition(best_synset("knead")) == "make uniform"
assert _definition(best_synset("frugal")) == "avoiding waste"


def gloss_expect(word):
    b = best_synset(word)
    glosses = []
    for s in wn_synsets(word):
        g = _definition(s)
        if g not in glosses:
            glosses.append(g)
    return {"gloss": _definition(b), "glosses": glosses}


def synonyms_expect(word):
    b = best_synset(word)
    first = _others(b, word)
    assert first, word
    res = list(first)
    for s in wn_synsets(word):
        if s is b:
            continue
        for n in _others(s, word):
            if n not in res and n.lower() != _norm(word).replace("_", " "):
                res.append(n)
    return {"synonyms": res}


# ===========================================================================
# HOLIDAYS
# ===========================================================================
G = "holidays"


def hol(q, d, weekday=False, slip=False):
    e = {"date": D(d)}
    if weekday:
        e["weekday"] = WD(d)
    add(G, q, e, slip=slip)


hol("When's Thanksgiving next year?", H["thanksgiving"](2027), weekday=True)
hol("What date is Mother's Day next year?", H["mothers_day"](2027))
hol("Hey, quick one: what day of the week does Christmas fall on this year?", H["christmas"](2026), weekday=True)
add(G, "My kids want to know how many more sleeps until Christmas.", {"days": days_from_today(H["christmas"](2026))})
add(G, "How many days till New Year's Eve?", {"days": days_from_today(H["new_years_eve"](2026))})
hol("When is Easter next year?", nxt("easter"), weekday=True)
hol("What's the date of Good Friday in 2027?", H["good_friday"](2027))
add(G, "Is Memorial Day next year on May thirty-first?", {"contains": ["yes"], "date": D(H["memorial_day"](2027))})
assert H["memorial_day"](2027) == dt.date(2027, 5, 31)
hol("When does daylight saving time start next year?", H["dst_start"](2027))
hol("When do the clocks fall back next year?", H["dst_end"](2027))
hol("What's the date of Martin Luther King Day in January?", H["mlk_day"](2027))
hol("When's Father's Day next year?", H["fathers_day"](2027))
hol("What day of the week is the Fourth of July next year?", H["independence_day"](2027), weekday=True)
hol("Since the Fourth of July is on a Sunday next year, which day is the federal holiday observed?",
    observed(H["independence_day"](2027)), weekday=True)
assert H["independence_day"](2027).weekday() == SUN
hol("What day of the week is New Year's Day 2027?", H["new_year"](2027), weekday=True)
hol("When is Halloween next year, and what day of the week is it?", H["halloween"](2027), weekday=True)
hol("When is Valentine's Day?", nxt("valentines"))
add(G, "How many days until Valentine's Day? I need to plan something.", {"days": days_from_today(nxt("valentines"))})
hol("What day is Saint Patrick's Day on next year?", H["st_patricks"](2027), weekday=True)
hol("What date is Indigenous Peoples' Day next year?", H["columbus_day"](2027))
hol("When is Veterans Day 2027, and what day of the week is that?", H["veterans_day"](2027), weekday=True)
hol("When is Juneteenth next year?", H["juneteenth"](2027))
hol("Juneteenth is on a Saturday next year, right? So which day do federal offices close for it?",
    observed(H["juneteenth"](2027)), weekday=True)
assert H["juneteenth"](2027).weekday() == SAT
hol("When is Black Friday next year?", H["black_friday"](2027))
hol("When is Ash Wednesday in 2027?", H["ash_wednesday"](2027))
hol("When is Mardi Gras next year?", H["mardi_gras"](2027))
hol("When is Election Day in 2028?", H["election_day"](2028))
hol("What day of the week is Christmas Eve this year?", H["christmas_eve"](2026), weekday=True)
hol("When is Boxing Day this year?", H["boxing_day"](2026))
hol("When is Canadian Thanksgiving next year?", H["canadian_thanksgiving"](2027))
hol("My mum lives in England. When is Mother's Day over there next year?", H["mothering_sunday"](2027))
hol("When is Chinese New Year in 2027?", CHINESE_NEW_YEAR[2027])
hol("When is Groundhog Day?", nxt("groundhog_day"))
hol("Cinco de Mayo next year, what day of the week is it on?", H["cinco_de_mayo"](2027), weekday=True)
hol("When is Patriots' Day in Massachusetts next year? I'm thinking of running the marathon.", H["patriots_day"](2027))
hol("My neighbor is Greek. When is Orthodox Easter next year?", H["orthodox_easter"](2027))
add(G, "How many days is it from Thanksgiving to Christmas next year?",
    {"number": (H["christmas"](2027) - H["thanksgiving"](2027)).days, "tol": 0})
add(G, "Is Christmas on a weekend this year?", {"weekday": WD(H["christmas"](2026))})
assert H["christmas"](2026).weekday() < SAT
hol("Flag Day next year, what day of the week is that?", H["flag_day"](2027), weekday=True)
add(G, "How many days until Halloween? I know it's a long way off.", {"days": days_from_today(nxt("halloween"))})
hol("Christmas is on a Saturday next year. Which day do federal workers get off?",
    observed(H["christmas"](2027)), weekday=True)
assert H["christmas"](2027).weekday() == SAT
add(G, "How many days until Thanksgiving?", {"days": days_from_today(nxt("thanksgiving"))})
# slips
hol("when is thanks giving next year", H["thanksgiving"](2027), slip=True)
hol("um whens easter", nxt("easter"), slip=True)
add(G, "how many days til christmas eve", {"days": days_from_today(H["christmas_eve"](2026))}, slip=True)
hol("so what day is new years day", H["new_year"](2027), weekday=True, slip=True)
hol("whens fathers day in twenty twenty seven", H["fathers_day"](2027), slip=True)
hol("uh when do the clocks spring forward", nxt("dst_start"), slip=True)
hol("what day of the week is saint patricks day", nxt("st_patricks"), weekday=True, slip=True)
hol("whens holloween next year", H["halloween"](2027), slip=True)
hol("when is mardi graw", nxt("mardi_gras"), slip=True)
hol("what day is juneteen next year", H["juneteenth"](2027), weekday=True, slip=True)
# cannot
cannot(G, "When is National Wobblefrog Day?", "Wobblefrog Day")
cannot(G, "When's my wedding anniversary?", "anniversary")
cannot(G, "What date is Zorbletide this year?", "Zorbletide")
cannot(G, "when is snorkmas", "snorkmas", slip=True)

# ===========================================================================
# DATES
# ===========================================================================
G = "dates"


def dat(q, d, weekday=False, slip=False, date=True):
    e = {}
    if date:
        e["date"] = D(d)
    if weekday:
        e["weekday"] = WD(d)
    add(G, q, e, slip=slip)


def num(group, q, value, tol=0, slip=False):
    add(group, q, {"number": r6(value), "tol": tol}, slip=slip)


def age(born, on=TODAY):
    return relativedelta(on, born).years


dat("What's today's date?", TODAY)
dat("Remind me what day of the week it is today?", TODAY, weekday=True, date=False)
dat("What's the date tomorrow?", TODAY + dt.timedelta(1))
dat("What's the date the day after tomorrow, and what day is that?", TODAY + dt.timedelta(2), weekday=True)
dat("What's the date next Tuesday?", dt.date(2026, 12, 8))
dat("What was the date last Saturday?", dt.date(2026, 11, 28))
dat("What's the date ten days from now?", TODAY + dt.timedelta(10), weekday=True)
dat("What's the date a hundred days from today?", TODAY + dt.timedelta(100))
dat("What date was it six weeks ago?", TODAY - dt.timedelta(weeks=6))
dat("What's the date three months from now?", TODAY + relativedelta(months=3))
dat("What will the date be a year from today, and what day of the week?", TODAY + relativedelta(years=1), weekday=True)
dat("What day of the week was July 4th, 1776?", dt.date(1776, 7, 4), weekday=True, date=False)
dat("What day of the week will January 1st, 2030 be?", dt.date(2030, 1, 1), weekday=True, date=False)
dat("I was born on September 14, 1990. What day of the week was that?", dt.date(1990, 9, 14), weekday=True, date=False)
dat("My birthday's March 3rd. What day of the week does it land on next year?", dt.date(2027, 3, 3), weekday=True)
dat("What day of the week is the 20th of this month?", dt.date(2026, 12, 20), weekday=True)
add(G, "How many days until March 1st?", {"days": days_from_today(dt.date(2027, 3, 1))})
num(G, "How many days are there between June 1st and September 1st next year?",
    (dt.date(2027, 9, 1) - dt.date(2027, 6, 1)).days)
assert not calendar.isleap(2027) and calendar.isleap(2028) and not calendar.isleap(1900) and calendar.isleap(2400)
add(G, "Is 2027 a leap year?", {"contains": ["no|not"]})
add(G, "Quick question, is 2028 a leap year?", {"contains": ["yes"]})
add(G, "Will the year 2400 be a leap year?", {"contains": ["yes"]})
num(G, "How many days are in February 2028?", calendar.monthrange(2028, 2)[1])
num(G, "What week of the year is it?", TODAY.isocalendar()[1])
num(G, "What day of the year is today? Like, day number what?", TODAY.timetuple().tm_yday)
add(G, "How many days are left in 2026 after today?", {"days": days_from_today(dt.date(2026, 12, 31))})
num(G, "How old is someone who was born on May 12th, 1985?", age(dt.date(1985, 5, 12)))
num(G, "If my son was born on December 10th, 2014, how old is he right now?", age(dt.date(2014, 12, 10)))
assert age(dt.date(2014, 12, 10)) == 11
num(G, "I was born January 20th, 1979. How old will I be on my birthday next month?",
    age(dt.date(1979, 1, 20), dt.date(2027, 1, 20)))
add(G, "How many days ago was Labor Day?", {"days": (TODAY - H["labor_day"](2026)).days})
assert (dt.date(2027, 3, 5) - TODAY).days == 91
num(G, "How many weeks until March 5th?", (dt.date(2027, 3, 5) - TODAY).days // 7)
dat("What date is the 200th day of next year?", dt.date(2027, 1, 1) + dt.timedelta(199))
num(G, "How many Saturdays are left this year?",
    sum(1 for i in range(1, 28) if (TODAY + dt.timedelta(i)).weekday() == SAT))
dat("What's the date sixty days from today?", TODAY + dt.timedelta(60))
dat("What's the date of the second Tuesday in January?", nth_weekday(2027, 1, TUE, 2))
dat("What's the date of the last Friday of this month?", last_weekday(2026, 12, FRI))
dat("What's the date exactly eight weeks from today?", TODAY + dt.timedelta(weeks=8))
num(G, "How many days are there between Christmas and Valentine's Day?",
    (dt.date(2027, 2, 14) - dt.date(2026, 12, 25)).days)
dat("What day of the week was December 7th, 1941?", dt.date(1941, 12, 7), weekday=True, date=False)
dat("What's the date next Friday?", dt.date(2026, 12, 11))
dat("What's the date a fortnight from tomorrow?", TODAY + dt.timedelta(1 + 14))
dat("My passport expires on August 22nd, 2031. What day of the week is that?", dt.date(2031, 8, 22),
    weekday=True, date=False)
num(G, "How many hours are left in today?", (dt.datetime(2026, 12, 5, 0, 0, tzinfo=NY) - NOW).total_seconds() / 3600,
    tol=0.02)
num(G, "How many minutes until five o'clock this afternoon?",
    (dt.datetime(2026, 12, 4, 17, 0, tzinfo=NY) - NOW).total_seconds() / 60)
# slips
dat("whats the date today", TODAY, slip=True)
dat("what day is it", TODAY, weekday=True, date=False, slip=True)
dat("what day of the week is the twenty fourth of january", dt.date(2027, 1, 24), weekday=True, slip=True)
add(G, "how many days till the end of the month", {"days": days_from_today(dt.date(2026, 12, 31))}, slip=True)
dat("what was the date last sunday", dt.date(2026, 11, 29), slip=True)
dat("what date is it in three weeks", TODAY + dt.timedelta(weeks=3), slip=True)
num(G, "how old is someone born on june third nineteen seventy two", age(dt.date(1972, 6, 3)), slip=True)
dat("what day of the week was the first of november", dt.date(2026, 11, 1), weekday=True, slip=True)
add(G, "how many days until the first of april", {"days": days_from_today(dt.date(2027, 4, 1))}, slip=True)
dat("whats the date a week from tomorrow", TODAY + dt.timedelta(8), slip=True)
num(G, "um what week number are we in", TODAY.isocalendar()[1], slip=True)
# cannot
cannot(G, "What day of the week is February 30th next year?", "February 30")
cannot(G, "What's the date on April 31st?", "April 31")
cannot(G, "What day of the week is the 32nd of March?", "March 32")
cannot(G, "what day of the week is november thirty first", "November 31", slip=True)
cannot(G, "How old am I?", "age|birthday|birth date")
cannot(G, "What day of the week was February 29th, 2027?", "February 29, 2027")
for (y, m, d) in [(2027, 2, 30), (2027, 4, 31), (2027, 3, 32), (2026, 11, 31), (2027, 2, 29)]:
    try:
        dt.date(y, m, d)
        raise AssertionError("date exists")
    except ValueError:
        pass

# ===========================================================================
# WORLD CLOCK
# ===========================================================================
G = "worldclock"


def there(zone, when=NOW):
    return when.astimezone(ZoneInfo(zone))


def clock(q, zone, slip=False):
    add(G, q, {"time": there(zone).strftime("%H:%M"), "tol_min": 1}, slip=slip)


def hours_diff(zone_a, zone_b="America/New_York"):
    off = (there(zone_a).utcoffset() - there(zone_b).utcoffset()).total_seconds() / 3600
    assert off == int(off)
    return abs(int(off))


def convert(q, h, m, from_zone, to_zone, on=TODAY, slip=False):
    t = dt.datetime(on.year, on.month, on.day, h, m, tzinfo=ZoneInfo(from_zone)).astimezone(ZoneInfo(to_zone))
    add(G, q, {"time": t.strftime("%H:%M"), "tol_min": 1}, slip=slip)
    return t


clock("What time is it in London?", "Europe/London")
clock("What's the time in Tokyo right now?", "Asia/Tokyo")
clock("What time is it in Los Angeles?", "America/Los_Angeles")
clock("Time in Chicago?", "America/Chicago")
clock("What's the time in Denver right now?", "America/Denver")
clock("I've got a client in Phoenix. What time is it there?", "America/Phoenix")
clock("What time is it over in Honolulu?", "Pacific/Honolulu")
clock("What time is it in Paris right now?", "Europe/Paris")
clock("My cousin's in Berlin. Is it too late to call? What time is it there?", "Europe/Berlin")
clock("What's the time in Moscow?", "Europe/Moscow")
clock("What time is it in Dubai?", "Asia/Dubai")
clock("What time is it in Mumbai?", "Asia/Kolkata")
clock("What's the time in Kathmandu?", "Asia/Kathmandu")
clock("What time is it in Singapore?", "Asia/Singapore")
clock("What time is it in Sydney?", "Australia/Sydney")
clock("My brother just moved to Brisbane. What time is it there now?", "Australia/Brisbane")
clock("What time is it in Auckland?", "Pacific/Auckland")
clock("What's the time in Dublin right now?", "Europe/Dublin")
clock("What time is it in Cairo?", "Africa/Cairo")
clock("What time is it in Nairobi?", "Africa/Nairobi")
clock("What time is it in Tehran?", "Asia/Tehran")
clock("What time is it in Bogotá?", "America/Bogota")
clock("What time is it in St. John's, Newfoundland?", "America/St_Johns")
clock("What time is it in Fiji?", "Pacific/Fiji")
clock("What time is it in Israel right now?", "Asia/Jerusalem")
clock("What time is it in Pakistan?", "Asia/Karachi")
add(G, "What day is it in Tokyo right now?", {"date": D(there("Asia/Tokyo").date()), "weekday": WD(there("Asia/Tokyo").date())})
add(G, "What's the date in Sydney right now?", {"date": D(there("Australia/Sydney").date())})
assert there("Asia/Manila").date() > TODAY and there("Pacific/Honolulu").date() == TODAY
add(G, "Is it already Saturday in Manila?", {"contains": ["yes"]})
add(G, "Is it still Friday in Honolulu?", {"contains": ["yes"]})
num(G, "How many hours ahead of us is London?", hours_diff("Europe/London"))
num(G, "How many hours behind us is Los Angeles?", hours_diff("America/Los_Angeles"))
num(G, "What's the time difference between New York and Tokyo?", hours_diff("Asia/Tokyo"))
num(G, "How far ahead of us is Sydney, in hours?", hours_diff("Australia/Sydney"))
num(G, "What's the time difference between London and Tokyo?", hours_diff("Asia/Tokyo", "Europe/London"))
convert("If it's 9 a.m. here, what time is it in London?", 9, 0, "America/New_York", "Europe/London")
convert("I've got a call at 3 p.m. London time today. What time is that for me?", 15, 0, "Europe/London", "America/New_York")
convert("My sister in LA wants me to call at 6 p.m. her time. What time is that here?", 18, 0, "America/Los_Angeles", "America/New_York")
convert("When it's noon here, what time is it in Mumbai?", 12, 0, "America/New_York", "Asia/Kolkata")
t = convert("If I call Tokyo at 8 tonight, what time will it be there?", 20, 0, "America/New_York", "Asia/Tokyo")
assert t.date() == dt.date(2026, 12, 5)
convert("The webinar starts at 10 a.m. Pacific. What's that in my time?", 10, 0, "America/Los_Angeles", "America/New_York")
# slips
clock("what time is it in tokio", "Asia/Tokyo", slip=True)
clock("whats the time in new deli", "Asia/Kolkata", slip=True)
clock("time in bejing", "Asia/Shanghai", slip=True)
clock("what time is it in honalulu right now", "Pacific/Honolulu", slip=True)
clock("what time is it in sao paolo", "America/Sao_Paulo", slip=True)
clock("um what time is it in copenhagan", "Europe/Copenhagen", slip=True)
num(G, "how many hours ahead is london", hours_diff("Europe/London"), slip=True)
clock("what time is it in edinborough", "Europe/London", slip=True)
clock("so what time is it in kiev", "Europe/Kyiv", slip=True)
clock("what time is it in vancover", "America/Vancouver", slip=True)
clock("what time is it in buenos aries", "America/Argentina/Buenos_Aires", slip=True)
# cannot (ambiguous or fictional places)
cannot(G, "What time is it in Portland?", "Portland")
cannot(G, "What time is it in Australia right now?", "Australia")
cannot(G, "What time is it in Brazil?", "Brazil")
cannot(G, "What time is it in Birmingham?", "Birmingham")
cannot(G, "What time is it in Wakanda?", "Wakanda")
cannot(G, "what time is it in hogwarts", "Hogwarts", slip=True)
# the ambiguous ones really are ambiguous in tzdata terms
assert there("America/Los_Angeles").utcoffset() != there("America/New_York").utcoffset()  # Portland OR vs ME
assert there("Europe/London").utcoffset() != there("America/Chicago").utcoffset()  # Birmingham UK vs AL
assert len({there(z).utcoffset() for z in ("Australia/Perth", "Australia/Sydney", "Australia/Brisbane")}) == 3
assert len({there(z).utcoffset() for z in ("America/Sao_Paulo", "America/Manaus", "America/Noronha")}) == 3

# ===========================================================================
# SUN
# ===========================================================================
G = "sun"


def sun_t(q, t, slip=False):
    add(G, q, {"time": hm(t), "tol_min": 3}, slip=slip)


def day_length(q, d, slip=False):
    length = (sunset(d) - sunrise(d)).total_seconds() / 60
    hours, minutes = int(length // 60), length - 60 * int(length // 60)
    assert minutes > 3 and abs(minutes - hours) > 3, (d, hours, minutes)
    add(G, q, {"contains": ["%d hour|%d h|%d:" % (hours, hours, hours)], "number": r6(minutes),
               "tol": r6(1.5 / minutes)}, slip=slip)


TOMORROW = TODAY + dt.timedelta(1)
sun_t("What time is sunrise tomorrow?", sunrise(TOMORROW))
sun_t("When does the sun set today?", sunset(TODAY))
sun_t("What time did the sun come up this morning?", sunrise(TODAY))
sun_t("I want to catch the sunrise on Christmas morning. What time is it?", sunrise(dt.date(2026, 12, 25)))
sun_t("What time is sunrise on New Year's Day?", sunrise(dt.date(2027, 1, 1)))
sun_t("What time does civil twilight end this evening?", dusk(TODAY))
sun_t("What time is civil dawn tomorrow morning?", dawn(TOMORROW))
day_length("How long is the day today, from sunrise to sunset?", TODAY)
day_length("How much daylight will we get on the winter solstice this year?", dt.date(2026, 12, 21))
day_length("How many hours of daylight will there be on June 21st next year?", dt.date(2027, 6, 21))
sun_t("What time is solar noon today?", solar_noon(TODAY))
sun_t("What time does the sun set on the Fourth of July next year?", sunset(dt.date(2027, 7, 4)))
sun_t("What time is sunrise on March 20th next year?", sunrise(dt.date(2027, 3, 20)))
sun_t("What time does the sun rise on the winter solstice?", sunrise(dt.date(2026, 12, 21)))
sun_t("What time is sunset on Valentine's Day?", sunset(dt.date(2027, 2, 14)))
sun_t("What time is sunset in London today? Give me London time.",
      sunset(TODAY, 51.5074, -0.1278, ZoneInfo("Europe/London")))
sun_t("What time does the sun rise in Los Angeles tomorrow, their time?",
      sunrise(TOMORROW, 34.0522, -118.2437, ZoneInfo("America/Los_Angeles")))
day_length("How long is the day on Christmas?", dt.date(2026, 12, 25))
# slips
sun_t("what time is sunrise tomorrow morning", sunrise(TOMORROW), slip=True)
sun_t("when does the sun go down today", sunset(TODAY), slip=True)
sun_t("um whens sunset on christmas day", sunset(dt.date(2026, 12, 25)), slip=True)
sun_t("what time is sun rise on sunday", sunrise(dt.date(2026, 12, 6)), slip=True)
# cannot
try:
    sunrise(dt.date(2026, 12, 5), 78.2232, 15.6267, ZoneInfo("Arctic/Longyearbyen"))
    raise AssertionError("expected polar night")
except ValueError:
    pass
cannot(G, "What time is sunrise in Longyearbyen, Svalbard tomorrow?", "Longyearbyen")
cannot(G, "What time does the sun set on February 30th?", "February 30")

# ===========================================================================
# UNITS (exact factors)
# ===========================================================================
G = "units"
INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
SHORT_TON = 2000 * LB
GAL = 231 * INCH ** 3 * 1000  # litres
QT, PT, CUP, FLOZ = GAL / 4, GAL / 8, GAL / 16, GAL / 128
TBSP, TSP = FLOZ / 2, FLOZ / 6
ACRE = 43560 * FOOT ** 2
HECTARE = 10000.0
KNOT = NMI  # metres per hour
KCAL = 4.184  # kJ
HP = 745.69987158227022  # W
BTU = 1055.05585262  # J
PSI = LB * 9.80665 / INCH ** 2  # Pa
ATM = 101325.0
BAR = 1e5
BUTTER_STICK = LB / 4


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def u(q, value, slip=False):
    add(G, q, {"number": r6(value)}, slip=slip)


u("How many centimeters are in an inch?", INCH * 100)
u("Convert five feet ten inches to centimeters.", (5 * FOOT + 10 * INCH) * 100)
u("I'm six foot two. How tall is that in meters?", 6 * FOOT + 2 * INCH)
u("A marathon is 26.2 miles. How many kilometers is that?", 26.2 * MILE / 1000)
u("What's 10 kilometers in miles?", 10000 / MILE)
u("Convert 30 centimeters to inches.", 0.30 / INCH)
u("How many yards are in a mile?", MILE / YARD)
u("How many grams are in an ounce?", OZ * 1000)
u("Convert two and a half pounds to kilos.", 2.5 * LB)
u("How many pounds is 5 kilograms?", 5 / LB)
u("The recipe says 250 grams of butter. How many ounces is that?", 250 / 1000 / OZ)
u("How many grams is a quarter pound?", LB / 4 * 1000)
u("Convert 180 pounds to kilograms.", 180 * LB)
u("How many kilograms is a US ton?", SHORT_TON)
u("How many milliliters are in a cup?", CUP * 1000)
u("How many tablespoons are in a cup?", CUP / TBSP)
u("How many fluid ounces are in a pint?", PT / FLOZ)
u("Convert three quarters of a cup to milliliters.", 0.75 * CUP * 1000)
u("How many liters are in a gallon?", GAL)
u("I have a 2 liter bottle. How many cups is that?", 2 / CUP)
u("How many milliliters in a teaspoon?", TSP * 1000)
u("What's 500 milliliters in fluid ounces?", 0.5 / FLOZ)
u("How many teaspoons are in a third of a cup?", CUP / 3 / TSP)
u("How many cups is one liter?", 1 / CUP)
u("How many milliliters is a tablespoon?", TBSP * 1000)
u("What's 350 Fahrenheit in Celsius?", f2c(350))
u("My oven is in Celsius. The recipe says 180 degrees Celsius, what's that in Fahrenheit?", c2f(180))
u("It's 72 degrees Fahrenheit inside. What's that in Celsius?", f2c(72))
u("What's 425 F in C?", f2c(425))
u("What's 98.6 Fahrenheit in Celsius?", f2c(98.6))
u("What's 300 Kelvin in Celsius?", 300 - 273.15)
u("What's 65 miles per hour in kilometers per hour?", 65 * MILE / 1000)
u("What's 100 kilometers an hour in miles per hour?", 100000 / MILE)
u("How fast is 20 knots in miles per hour?", 20 * KNOT / MILE)
u("How many square feet are in an acre?", ACRE / FOOT ** 2)
u("How many acres are in a hectare?", HECTARE / ACRE)
u("Convert 1,200 square feet to square meters.", 1200 * FOOT ** 2)
u("My kitchen is 12 by 15 feet. How many square meters is that?", 12 * 15 * FOOT ** 2)
u("How many bytes are in a kibibyte?", 1024)
u("This granola bar has 300 calories. How many kilojoules is that?", 300 * KCAL)
u("Convert 100 horsepower to kilowatts.", 100 * HP / 1000)
u("How many BTUs are in a kilowatt hour?", 3.6e6 / BTU)
u("My tires say 32 psi. What's that in bar?", 32 * PSI / BAR)
u("My car gets 30 miles per gallon. What's that in liters per 100 kilometers?", 100 * GAL / (30 * MILE / 1000))
u("How many grams is a stick of butter?", BUTTER_STICK * 1000)
u("How many tablespoons are in a stick of butter?", CUP / 2 / TBSP)
# slips
u("how many mils in a cup and a half", 1.5 * CUP * 1000, slip=True)
u("how many grams in a pound", LB * 1000, slip=True)
u("whats three fifty fahrenheit in celsius", f2c(350), slip=True)
u("how many ounces in a kilo", 1 / OZ, slip=True)
u("how many tea spoons in a quarter cup", CUP / 4 / TSP, slip=True)
u("convert five k to miles", 5000 / MILE, slip=True)
u("how many kilos is a hundred and fifty pounds", 150 * LB, slip=True)
u("how many feet is two hundred meters", 200 / FOOT, slip=True)
u("whats forty degrees celsius in fahrenheit", c2f(40), slip=True)
u("how many inches in a foot and a half", 18, slip=True)
u("sixty kilometers an hour in miles an hour", 60000 / MILE, slip=True)
u("how many milliliters in half a cup", CUP / 2 * 1000, slip=True)
u("how many square feet is twenty square meters", 20 / FOOT ** 2, slip=True)
# cannot
cannot(G, "How many pounds are in a mile?", "pounds to miles")
cannot(G, "Convert 5 liters to inches.", "liters to inches")
cannot(G, "How many seconds are in a kilogram?", "seconds in a kilogram")
cannot(G, "Convert 10 frimbles to meters.", "frimbles")
cannot(G, "What's 30 degrees Celsius in ounces?", "Celsius to ounces")
cannot(G, "How many kilometers are in a gallon?", "kilometers in a gallon")
cannot(G, "how many cups are in a meter", "cups in a meter", slip=True)

# ===========================================================================
# SPELLING
# ===========================================================================
G = "spelling"


def sp(q, word, slip=False):
    letters = "".join(c for c in word.upper() if c.isalpha())
    assert letters.isascii()
    add(G, q, {"letters": letters}, slip=slip)


sp("How do you spell necessary?", "necessary")
sp("Can you spell accommodate for me?", "accommodate")
sp("Spell rhythm.", "rhythm")
sp("How is conscientious spelled?", "conscientious")
sp("I always mess this one up. How do you spell separate?", "separate")
sp("What's the spelling of bureaucracy?", "bureaucracy")
sp("How do you spell mischievous?", "mischievous")
sp("How do you spell liaison?", "liaison")
sp("Can you spell entrepreneur?", "entrepreneur")
sp("Is it one R or two in embarrass? How do you spell it?", "embarrass")
sp("How do you spell occurrence?", "occurrence")
sp("Double-check me: how do you spell millennium?", "millennium")
sp("I'm writing a grocery list. How do you spell quinoa?", "quinoa")
sp("How do you spell Mississippi?", "Mississippi")
sp("How do you spell Philadelphia?", "Philadelphia")
sp("What's the right spelling of acquaintance?", "acquaintance")
sp("How do you spell privilege?", "privilege")
sp("How do you spell the military rank colonel?", "colonel")
sp("My daughter has a spelling quiz. How is Wednesday spelled?", "Wednesday")
sp("How do you spell prosciutto?", "prosciutto")
sp("How do you spell bouillon, like the cubes?", "bouillon")
sp("How do you spell onomatopoeia?", "onomatopoeia")
sp("Spell silhouette.", "silhouette")
sp("How do you spell pneumonia?", "pneumonia")
sp("Can you spell receipt?", "receipt")
sp("How do you spell chrysanthemum?", "chrysanthemum")
sp("I can never remember. How do you spell guarantee?", "guarantee")
# slips
sp("how do you spell restaurant", "restaurant", slip=True)
sp("spell broccoli", "broccoli", slip=True)
sp("um how do you spell zucchini", "zucchini", slip=True)
sp("how do you spell cappuccino", "cappuccino", slip=True)
sp("can you spell lieutenant for me", "lieutenant", slip=True)
sp("how is fuchsia spelled", "fuchsia", slip=True)
sp("spell the word rhubarb", "rhubarb", slip=True)
sp("how do you spell massachusetts", "Massachusetts", slip=True)
sp("so how do you spell croissant", "croissant", slip=True)
# cannot
SPELL_NONSENSE = ["glompftastic", "snurfelwax"]
for w in SPELL_NONSENSE:
    assert not in_wordnet(w), w
cannot(G, "How do you spell glompftastic?", "glompftastic")
cannot(G, "Can you spell the word I'm thinking of?", "the word you are thinking of")
cannot(G, "how do you spell snurfelwax", "snurfelwax", slip=True)
cannot(G, "Spell it for me, please.", "no word given")

# ===========================================================================
# WORDS (WordNet 3.0)
# ===========================================================================
G = "words"


def define(q, word, slip=False):
    add(G, q, gloss_expect(word), slip=slip)


def syn(q, word, slip=False):
    add(G, q, synonyms_expect(word), slip=slip)


define("What does ubiquitous mean?", "ubiquitous")
define("What's the meaning of ephemeral?", "ephemeral")
define("Define serendipity.", "serendipity")
define("What does meticulous mean?", "meticulous")
define("My boss said she's ambivalent about the plan. What does ambivalent mean?", "ambivalent")
define("What does cacophony mean?", "cacophony")
define("What does it mean to procrastinate?", "procrastinate")
define("The recipe says to deglaze the pan. What does deglaze mean?", "deglaze")
define("What does marinate mean?", "marinate")
define("What is a roux?", "roux")
define("What's a skillet?", "skillet")
define("What is gluten?", "gluten")
define("What is a frittata?", "frittata")
define("What's chutney?", "chutney")
define("What's the definition of empathy?", "empathy")
define("What does nonchalant mean?", "nonchalant")
define("What does obsolete mean?", "obsolete")
define("What does gullible mean?", "gullible")
define("What does haughty mean?", "haughty")
define("Give me the definition of succinct.", "succinct")
define("What does wistful mean?", "wistful")
define("What does taciturn mean?", "taciturn")
define("What does quintessential mean?", "quintessential")
define("What does lethargic mean?", "lethargic")
define("What does mellifluous mean?", "mellifluous")
syn("What's another word for huge?", "huge")
syn("Give me a synonym for difficult.", "difficult")
syn("What's another word for buy?", "buy")
syn("I need another word for funny.", "funny")
syn("What's a synonym for tiny?", "tiny")
syn("What's another word for brave?", "brave")
syn("Give me a synonym for repair.", "repair")
syn("What's a synonym for moist? I hate that word.", "moist")
syn("What's another word for jovial?", "jovial")
syn("What's a synonym for trite?", "trite")
syn("What's another word for a skillet?", "skillet")
# slips
define("what does ubiquitus mean", "ubiquitous", slip=True)
define("define sautay", "saute", slip=True)
define("what does pragmatic mean", "pragmatic", slip=True)
define("um what does laconic mean", "laconic", slip=True)
define("what does brusk mean", "brusque", slip=True)
define("whats the meaning of aioli", "aioli", slip=True)
syn("whats another word for nimble", "nimble", slip=True)
syn("give me a synonym for mundane", "mundane", slip=True)
syn("whats another word for begin", "begin", slip=True)
# cannot
WORD_NONSENSE = ["snargleblat", "quimbly", "vorpalish", "flumbrous", "gribbitude", "zanquiddle", "plorked"]
for w in WORD_NONSENSE:
    assert not in_wordnet(w), w
cannot(G, "What does snargleblat mean?", "snargleblat")
cannot(G, "Define quimbly.", "quimbly")
cannot(G, "What's the meaning of the word vorpalish?", "vorpalish")
cannot(G, "What's a synonym for flumbrous?", "flumbrous")
cannot(G, "My nephew keeps saying gribbitude. What does that mean?", "gribbitude")
cannot(G, "what does zanquiddle mean", "zanquiddle", slip=True)
cannot(G, "whats another word for plorked", "plorked", slip=True)

# ===========================================================================
# CALC
# ===========================================================================
G = "calc"


def c(q, value, slip=False):
    value = r6(value)
    tol = 0 if isinstance(value, int) else 0.001
    add(G, q, {"number": r6(value), "tol": tol}, slip=slip)


c("What's 12 times 17?", 12 * 17)
c("What is 15 percent of 80?", 0.15 * 80)
c("What's a 20% tip on $64.50?", 0.20 * 64.50)
c("Split $137.40 three ways. How much each?", 137.40 / 3)
c("What's 2 to the power of 10?", 2 ** 10)
c("What's the square root of 144?", sqrt(144))
c("What's 1000 divided by 8?", 1000 / 8)
c("What's seven times eight minus six?", 7 * 8 - 6)
c("What's the average of 4, 8 and 15?", (4 + 8 + 15) / 3)
c("What's 18 percent of 250?", 0.18 * 250)
c("Add up 45, 78 and 12 for me.", 45 + 78 + 12)
c("What's 13 cubed?", 13 ** 3)
c("If I double a recipe that calls for one and a half cups of flour, how many cups do I need?", 2 * 1.5)
c("What's half of three quarters?", 0.5 * 0.75)
c("What's 250 minus 87?", 250 - 87)
c("What's 5 factorial?", 1 * 2 * 3 * 4 * 5)
c("What's the sales tax on $120 at 8.875 percent?", 120 * 0.08875)
c("A shirt is $40 and it's 25% off. What's the sale price?", 40 * (1 - 0.25))
c("What's one divided by three as a decimal?", 1 / 3)
c("What's 99 times 99?", 99 * 99)
c("What's the square root of 2?", sqrt(2))
c("What is 17 percent of 300?", 0.17 * 300)
c("What's 6 plus 4 times 3?", 6 + 4 * 3)
c("What's six plus four, all times three?", (6 + 4) * 3)
c("My bill is $86 and I want to tip 18 percent. How much is the tip?", 86 * 0.18)
c("What's $86 plus an 18% tip, all together?", 86 * 1.18)
c("What's 2,500 times 12?", 2500 * 12)
c("What's negative 8 plus 15?", -8 + 15)
c("What percentage of 60 is 45?", 45 / 60 * 100)
c("What's 3 to the 4th power?", 3 ** 4)
c("Gas went from $3.20 to $3.60 a gallon. What's the percent increase?", (3.60 - 3.20) / 3.20 * 100)
c("What's the cube root of 27?", 3)
assert abs(27 ** (1 / 3) - 3) < 1e-9
c("What's one eighth as a decimal?", 1 / 8)
# slips
c("whats twelve times twelve", 144, slip=True)
c("what is fifteen percent of sixty", 0.15 * 60, slip=True)
c("um whats a hundred divided by four", 100 / 4, slip=True)
c("whats the square root of eighty one", sqrt(81), slip=True)
c("what is seven hundred and fifty minus two hundred and eighty", 750 - 280, slip=True)
c("how much is twenty percent of forty five dollars", 0.20 * 45, slip=True)
c("whats nine times seven", 9 * 7, slip=True)
# cannot
cannot(G, "What's 25 divided by zero?", "division by zero")
cannot(G, "What's zero divided by zero?", "division by zero")
cannot(G, "Split $80 evenly among zero people.", "division by zero")
cannot(G, "what is seven plus purple", "purple", slip=True)

# ===========================================================================
# Checks and output
# ===========================================================================
GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]
seen = set()
for it in ITEMS:
    assert it["group"] in GROUPS
    q = it["q"]
    assert q not in seen and q.lower() not in seen, q
    seen.add(q)
    seen.add(q.lower())
    if it["slip"]:
        assert re.fullmatch(r"[a-z ]+", q), q
    else:
        assert q[0].isupper(), q
    e = it["expect"]
    assert e, q
    if it["kind"] == "cannot":
        assert set(e) == {"names"}
    if "number" in e:
        assert isinstance(e["number"], (int, float))

with open(OUT, "w", encoding="utf-8") as fh:
    for i, it in enumerate(ITEMS, 1):
        rec = {"id": "q29_%03d" % i, "group": it["group"], "q": it["q"], "kind": it["kind"],
               "slip": it["slip"], "expect": it["expect"]}
        fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

cnt = Counter((it["group"], it["kind"]) for it in ITEMS)
slips = Counter(it["group"] for it in ITEMS if it["slip"])
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
for g in GROUPS:
    print("| %s | %d | %d | %d |" % (g, cnt[(g, "answer")], cnt[(g, "cannot")], slips[g]))
na = sum(v for (g, k), v in cnt.items() if k == "answer")
nc = sum(v for (g, k), v in cnt.items() if k == "cannot")
ns = sum(slips.values())
print("| **total** | **%d** | **%d** | **%d** |" % (na, nc, ns))
print("%d questions written to %s" % (len(ITEMS), OUT))
