"""Named days: the country's holidays from the ``holidays`` package (every category it has for the
country: public, unofficial, ...), then the days people name everywhere (Easter and the days it
moves, Christmas Eve, Halloween, Mother's Day as the country keeps it, ...) by their rule.

``find(phrase, year, country)`` -> (the day's name, its date in that year) or None.
"""
from __future__ import annotations

import calendar
import contextvars
import datetime as dt
import difflib
import functools
import re

from dateutil.easter import easter
from dateutil.relativedelta import FR, MO, SU, TH, relativedelta

from .data import key


def _nth(month: int, weekday, n: int):
    return lambda y: dt.date(y, month, 1) + relativedelta(weekday=weekday(n))


def _mothers(country: str):
    if country in ("GB", "IE"):
        return lambda y: easter(y) - dt.timedelta(days=21)      # Mothering Sunday
    return _nth(5, SU, 2)


def _thanksgiving(country: str):
    return _nth(10, MO, 2) if country == "CA" else _nth(11, TH, 4)


def common_days(country: str) -> dict[str, callable]:
    """Days named everywhere, each a rule year -> date (the country's own list wins over these)."""
    fixed = {"New Year's Day": (1, 1), "Groundhog Day": (2, 2), "Valentine's Day": (2, 14),
             "Saint Patrick's Day": (3, 17), "April Fools' Day": (4, 1), "Earth Day": (4, 22),
             "Cinco de Mayo": (5, 5), "Halloween": (10, 31), "Guy Fawkes Night": (11, 5),
             "Christmas Eve": (12, 24), "Christmas Day": (12, 25), "Boxing Day": (12, 26),
             "Flag Day": (6, 14), "Canada Day": (7, 1), "Bastille Day": (7, 14), "Australia Day": (1, 26),
             "Saint Andrew's Day": (11, 30), "Saint George's Day": (4, 23), "All Saints' Day": (11, 1),
             "Epiphany": (1, 6), "Juneteenth": (6, 19), "Kwanzaa": (12, 26),
             "New Year's Eve": (12, 31), "Burns Night": (1, 25), "Saint David's Day": (3, 1), "Anzac Day": (4, 25),
             "Waitangi Day": (2, 6)}
    out = {name: (lambda y, m=m, d=d: dt.date(y, m, d)) for name, (m, d) in fixed.items()}
    for name, offset in (("Easter Sunday", 0), ("Good Friday", -2), ("Easter Monday", 1), ("Palm Sunday", -7),
                         ("Ash Wednesday", -46), ("Shrove Tuesday", -47), ("Pentecost", 49),
                         ("Ascension Day", 39), ("Maundy Thursday", -3)):
        out[name] = lambda y, o=offset: easter(y) + dt.timedelta(days=o)
    out["First Sunday of Advent"] = lambda y: dt.date(y, 12, 24) - dt.timedelta(days=(dt.date(y, 12, 24).weekday() + 1) % 7 + 21)
    out["Remembrance Sunday"] = _nth(11, SU, 2)            # the Commonwealth's, the second Sunday in November
    out["Inauguration Day"] = lambda y: dt.date(y, 1, 20) if y % 4 == 1 else None    # the year after a US election
    if country == "US":                 # observances of the US Code and the states, by rule
        out["Arbor Day"] = lambda y: dt.date(y, 4, 30) + relativedelta(weekday=FR(-1))  # the last Friday in April
        out["Grandparents Day"] = lambda y: _nth(9, MO, 1)(y) + dt.timedelta(days=6)   # the Sunday after Labor Day
        out["Patriot Day"] = lambda y: dt.date(y, 9, 11)
        out["Election Day"] = lambda y: _nth(11, MO, 1)(y) + dt.timedelta(days=1) if y % 2 == 0 else None
    out["Lunar New Year"] = _lunar_new_year
    from .seasons import named as seasons
    out.update(seasons(country))                    # the equinoxes and solstices, the seasons' first days
    thanks = _thanksgiving(country)
    from dateutil.easter import EASTER_ORTHODOX
    out.update({"Orthodox Easter": lambda y: easter(y, EASTER_ORTHODOX), "Orthodox Christmas": lambda y: dt.date(y, 1, 7),
                "Canadian Thanksgiving": _thanksgiving("CA"), "American Thanksgiving": _thanksgiving("US"),
                "Mothering Sunday": _mothers("GB")})          # days another country or church keeps, said by its name
    out.update({"Mother's Day": _mothers(country), "Father's Day": _nth(6, SU, 3), "Thanksgiving Day": thanks,
                "Black Friday": lambda y: thanks(y) + dt.timedelta(days=1),
                "Cyber Monday": lambda y: thanks(y) + dt.timedelta(days=4),
                "Leap Day": lambda y: dt.date(y, 2, 29) if calendar.isleap(y) else None})
    return out


def _lunar_new_year(year: int) -> dt.date | None:
    """The first day of the Chinese calendar's year, from the holidays package's China."""
    import holidays
    try:
        for day, name in holidays.country_holidays("CN", years=year, language="en_US").items():
            if "spring festival" in name.lower() or "new year" in name.lower() and day.month in (1, 2):
                if day.month in (1, 2) and not (day.month == 1 and day.day == 1):
                    return day
    except (NotImplementedError, KeyError):
        return None
    return None


# What people call them (after canon()): the name the package or the rules use
ALIASES = {"hogmanay": "new year's eve", "august bank holiday": "late summer bank holiday",
           "summer bank holiday": "late summer bank holiday", "may bank holiday": "may day", "early may bank holiday": "may day", "advent sunday": "first sunday of advent", "advent": "first sunday of advent",
           "the first sunday of advent": "first sunday of advent", "xmas": "christmas", "christmas": "christmas", "x mas": "christmas", "easter": "easter sunday",
           "greek orthodox easter": "orthodox easter", "eastern orthodox easter": "orthodox easter",
           "russian orthodox easter": "orthodox easter", "presidential election": "election day", "the election": "election day",
           "midterm elections": "election day", "midterms": "election day", "election": "election day",
           "july fourth": "independence", "fourth of july": "independence", "4th of july": "independence",
           "july 4th": "independence", "the fourth of july": "independence", "president": "washington birthday",
           "presidents": "washington birthday", "mlk": "martin luther king", "martin luther king": "martin luther king",
           "mlk jr": "martin luther king", "labour": "labor", "new year": "new year", "saint paddy": "saint patrick",
           "saint patty": "saint patrick", "paddy": "saint patrick", "patrick": "saint patrick",
           "mardi gras": "shrove tuesday", "fat tuesday": "shrove tuesday", "lent": "ash wednesday", "start of lent": "ash wednesday",
           "spring": "first day of spring", "summer": "first day of summer", "autumn": "first day of autumn",
           "fall": "first day of autumn", "winter": "first day of winter", "start of spring": "first day of spring",
           "start of summer": "first day of summer", "start of autumn": "first day of autumn", "start of fall": "first day of autumn",
           "start of winter": "first day of winter", "first day of fall": "first day of autumn",
           "spring equinox": "march equinox", "vernal equinox": "march equinox", "autumn equinox": "september equinox",
           "autumnal equinox": "september equinox", "fall equinox": "september equinox",
           "summer solstice": "june solstice", "winter solstice": "december solstice",
           "shortest day": "shortest day of the year", "longest day": "longest day of the year", "pancake": "shrove tuesday", "bonfire night": "guy fawkes night",
           "turkey": "thanksgiving", "memorial": "memorial", "mom": "mother", "mum": "mother",
           "dad": "father", "april fool": "april fool", "valentine": "valentine", "juneteenth": "juneteenth national independence",
           "indigenous people": "columbus", "remembrance": "veteran", "armistice": "veteran", "whitsun": "pentecost",
           "new years": "new year", "hallowe en": "halloween", "all hallows eve": "halloween",
           "chinese new year": "lunar new year", "spring festival": "lunar new year", "inauguration": "inauguration",
           "presidents day": "washington birthday", "president day": "washington birthday", "passover": "pesach",
           "jewish new year": "rosh hashanah", "chanukah": "hanukkah", "hanukah": "hanukkah", "deepavali": "diwali",
           "eid": "eid al fitr", "buddha day": "vesak", "islamic new year": "islamic new year"}
_DROP = {"day", "the", "national", "jr", "junior", "s", "observed", "holiday"}
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")


def canon(name: str) -> str:
    """Christmas Day -> christmas; New Year's Day -> new year; Mother's Day -> mother."""
    words = [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us")) else w
             for w in key(re.sub(r"\(.*?\)", "", name)).split()]
    return " ".join(w for w in words if w not in _DROP)


@functools.lru_cache(maxsize=256)
def _country_days(country: str, year: int) -> dict[str, dt.date]:
    """{canon(name): date} of the country's holidays in year (every category the package has)."""
    import holidays
    try:
        cls = holidays.country_holidays(country, years=year).__class__
        cats = getattr(cls, "supported_categories", ("public",))
        got = holidays.country_holidays(country, years=year, categories=cats)
    except (NotImplementedError, KeyError, AttributeError):
        return {}
    out: dict[str, dt.date] = {}
    for day, names in sorted(got.items()):
        for name in names.split("; "):
            if "observed" in name.lower():
                out.setdefault("_observed:" + canon(name), day)
                continue
            out.setdefault(canon(name), day)
            out.setdefault("_name:" + canon(name), name)
    return out


_ALIASES = {canon(k): canon(v) for k, v in ALIASES.items()}


# Days a faith keeps wherever its people live, dated by the holidays package for a country that keeps them
FAITHS = {"IN": ("diwali", "holi", "dussehra", "raksha bandhan", "janmashtami", "ganesh chaturthi", "maha shivaratri", "onam",
                 "guru nanak birthday"),
          "IL": ("hanukkah", "rosh hashanah", "yom kippur", "pesach", "purim", "shavuot", "sukkot"),
          "ID": ("eid al fitr", "eid al adha", "islamic new year", "vesak")}


_FAITH_NAMES = {w for names_ in FAITHS.values() for w in names_}


@functools.lru_cache(maxsize=16)
def faith_days(year: int) -> dict[str, tuple[str, dt.date, dt.date]]:
    """{canon: (name, first day, last day)} of FAITHS in year (a feast of several days: its first and last)."""
    import holidays
    out: dict[str, tuple[str, dt.date, dt.date]] = {}
    for cc, wanted in FAITHS.items():
        try:
            cls = holidays.country_holidays(cc, years=year).__class__
            got = holidays.country_holidays(cc, years=year, language="en_US",
                                            categories=getattr(cls, "supported_categories", ("public",)))
        except (NotImplementedError, KeyError, AttributeError, ValueError):
            continue
        for day, names_ in sorted(got.items()):
            for name in names_.split("; "):
                c = canon(name)
                feast = next((w for w in wanted if c == w or w in ("ganesh chaturthi", "pesach", "sukkot") and
                              (c.startswith(w + " ") or c.endswith(" " + w))), None)   # "pesach holiday", "seventh of pesach"
                if feast is not None:
                    c = feast
                    first = out.get(c, (name, day, day))
                    out[c] = (first[0].replace(" (estimated)", ""), first[1], day)
    return out


@functools.lru_cache(maxsize=256)
def names(country: str, year: int) -> dict[str, tuple[str, dt.date]]:
    """{canon: (name, date)}: the country's days, then the common ones it does not have (a faith's days: find()).
    Kept per country and year (a day phrase is looked up in three years, and a scan reads many phrases: 944
    builds of China's calendar for one question); not to be changed by its callers."""
    own = _country_days(country, year)
    out = {k: (own["_name:" + k], d) for k, d in own.items() if not k.startswith("_")}
    for name, rule in common_days(country).items():
        c = canon(name)
        if c not in out:
            day = rule(year)
            if day is not None:
                out[c] = (name, day)
    return out


ASKED_THERE = contextvars.ContextVar("asked_there", default=False)   # a country named in the question: its days only


def find(phrase: str, year: int, country: str, fuzzy: bool = True) -> tuple[str, dt.date] | None:
    """The named day the phrase means in year ("christmas", "thanksgiving", "july 4th", "mlk day"); when the
    question named its country (ASKED_THERE), none of another country's."""
    return _find(phrase, year, country, fuzzy, ASKED_THERE.get())


@functools.lru_cache(maxsize=4096)
def _find(phrase: str, year: int, country: str, fuzzy: bool, there: bool) -> tuple[str, dt.date] | None:
    last = re.match(r"(?:the )?last day of (.+)", phrase.strip())
    if last:                                   # "the last day of hanukkah": a feast's last day
        c = _ALIASES.get(canon(last.group(1)), canon(last.group(1)))
        feast = faith_days(year).get(c)
        return (f"{feast[0]}'s last day", feast[2]) if feast and feast[2] != feast[1] else None
    phrase = re.sub(r"(?<=\w) stay\b", "s day", phrase)       # Whisper's "indigenous people stay", "mother stay"
    c = canon(phrase.replace("'", ""))
    if not c:
        return None
    aliased = c in _ALIASES                  # "mardi gras": the nation's Shrove Tuesday, not Louisiana's
    table = names(country, year)
    c = _ALIASES.get(c, c) if _ALIASES.get(c, c) in table or c not in table else c    # New Zealand's "labour day"
    lit = key(ALIASES.get(key(phrase), phrase).replace("'", ""))        # "the august bank holiday": late summer's
    national = [n[c][0] for y in (year - 1, year, year + 1) if c in (n := names(country, y))]
    if (not aliased or lit != key(phrase.replace("'", ""))) and c not in _FAITH_NAMES and \
            (own := _regional(country, year).get(lit)) is not None and \
            all(key(x.replace("'", "")) != lit for x in national):
        return own                # "Patriots' Day": Massachusetts' and Maine's, not the nation's Patriot Day
    if c in table:
        return table[c]
    if c in _FAITH_NAMES and (feast := faith_days(year).get(c)):
        return feast[:2]          # read only when asked for: three countries' calendars (~0.1 s each year)
    generic = {"year", "eve", "night", "new", "good", "black", "saint", "independence day"} | \
        {d + "day" for d in ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun")} | set(_MONTHS)
    starts = [] if c in generic or len(c) < 4 else [k for k in table if k.startswith(c + " ") or k.endswith(" " + c)]
    if len(starts) == 1:
        return table[starts[0]]
    if not there and c not in _FAITH_NAMES and (far := _abroad(c, lit, year, country)) is not None:
        return far                # "Victoria Day", "Melbourne Cup Day": another English-speaking country's own
    bare = re.sub(r"\s+(?:bank |public |long )?(?:holiday|weekend)s?(?: monday| friday)?$", "", phrase.strip())
    if bare != phrase.strip() and bare:
        return _find(bare, year, country, fuzzy, there)   # "the victoria day long weekend", "the st brigid's day bank holiday"
    if not fuzzy:
        return None
    close = difflib.get_close_matches(c, list(table) + list(_ALIASES), n=1, cutoff=0.84)   # "thanks giving", "presidence"
    if not close or not all(w in close[0].replace(" ", "") or difflib.get_close_matches(w, close[0].split(), 1, 0.6)
                            for w in c.split() if len(w) > 2):
        return None              # each word said is in the name: "martin luther king born" is not his day
    return table.get(close[0]) or table.get(_ALIASES.get(close[0], ""))


_ABROAD = {"GB": "the United Kingdom", "CA": "Canada", "AU": "Australia", "NZ": "New Zealand", "IE": "Ireland",
           "IN": "India", "ZA": "South Africa", "US": "the United States"}


def _abroad(c: str, lit: str, year: int, home: str) -> tuple[str, dt.date] | None:
    """A day the home country does not keep, by its name in another English-speaking country's calendar (or one of
    its states'), when they all keep it on one date: ("Victoria Day in Canada", date)."""
    got: dict[dt.date, tuple[str, list[str]]] = {}
    for cc, name in _ABROAD.items():
        if cc == home:
            continue
        days = _country_days(cc, year)
        if c in days:
            got.setdefault(days[c], (days["_name:" + c], []))[1].append(name)
        elif (own := _regional(cc, year).get(lit)) is not None:
            got.setdefault(own[1], (own[0], []))[1].append(name)
    if len(got) != 1:
        return None
    day, (n, where) = next(iter(got.items()))
    return (n if " in " in n else f"{n} in {' and '.join(where)}"), day


@functools.lru_cache(maxsize=256)      # 8 countries x several years: 16 thrashed (41 s for one question)
def _regional(country: str, year: int) -> dict[str, tuple[str, dt.date]]:
    """{canon: ("Patriots' Day in Massachusetts and Maine", date)}: the days of the country's states and
    provinces (the holidays package's subdivisions) that the country as a whole does not keep."""
    import holidays
    try:
        cls = holidays.country_holidays(country).__class__
        whole = {key(n.replace("'", "")) for _, ns in holidays.country_holidays(country, years=year).items() for n in ns.split("; ")}
        named = {code: name for name, code in getattr(cls, "subdivisions_aliases", {}).items()}
        found: dict[str, dict[dt.date, tuple[str, list[str]]]] = {}
        for sub in getattr(cls, "subdivisions", ()):
            for day, ns in holidays.country_holidays(country, subdiv=sub, years=year).items():
                for n in ns.split("; "):
                    c = key(n.replace("'", ""))
                    if c not in whole and "observed" not in n.lower():
                        found.setdefault(c, {}).setdefault(day, (n, []))[1].append(named.get(sub, sub))
    except (NotImplementedError, KeyError, AttributeError, ValueError):
        return {}
    out = {}
    for c, days in found.items():            # a name kept on different days: the day most of them keep
        day, (n, where) = max(days.items(), key=lambda d: len(d[1][1]))
        out[c] = (f"{n} in {', '.join(where[:-1]) + ' and ' + where[-1] if len(where) > 1 else where[0]}"
                  if len(where) <= 3 else f"{n} in some states", day)
    return out


def observed(name: str, year: int, country: str) -> dt.date | None:
    """The day off for a holiday that falls on a weekend (Independence Day 2027: Monday, July 5), if any;
    it may be in the year before (New Year's Day 2028, a Saturday: Friday, December 31, 2027)."""
    day = _country_days(country, year).get(canon(name))
    offs = [_country_days(country, y).get("_observed:" + canon(name)) for y in (year, year - 1, year + 1)]
    return next((d for d in offs if d and (day is None or abs((d - day).days) <= 3)), None)


def looks_named(phrase: str) -> bool:
    """The phrase names a day that find() could read in some year (for claims)."""
    return find(phrase, 2026, "US") is not None


@functools.lru_cache(maxsize=16)
def public_days(country: str, year: int) -> list[tuple[str, dt.date]]:
    """[(name, date)] of the country's public (federal) holidays in year, by date, observed days left out."""
    import holidays
    try:
        got = holidays.country_holidays(country, years=year)
    except (NotImplementedError, KeyError):
        return []
    return [(n, d) for d, names_ in sorted(got.items()) for n in names_.split("; ") if "observed" not in n.lower()]
