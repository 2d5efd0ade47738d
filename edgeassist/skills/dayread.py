"""The day language of the date questions: a day in words read to a date (today, next Tuesday, the
25th of December, 12/25, Christmas 2027, the second Sunday of May, in 10 days, a fortnight from
today), found anywhere in a sentence, and the days the local clocks change. Holidays come from
holiday.py; years as they are said ("twenty twenty seven") from years_said.py.
"""
from __future__ import annotations

import calendar
import datetime as dt
import re

from dateutil.relativedelta import relativedelta

from . import holiday
from ..nlu.numbers import TENS
from .answers import number_at
from .days import DAYS, _suffix, unmarked

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december")
_MON = {m[:3]: i + 1 for i, m in enumerate(MONTHS)} | {"sept": 9}
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
            "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
            "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
            "twentieth": 20, "thirtieth": 30, "last": -1}
_MONTH_RE = r"(?P<mon>" + "|".join(MONTHS) + r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)"
_DAY_RE = r"(?P<day>\d{1,2}|(?:(?:" + "|".join(TENS) + r") )?(?:" + "|".join(k for k in ORDINALS if k != "last") + r"))(?:st|nd|rd|th)?"
_YEAR_RE = r"(?:,? (?:in |of )?(?P<year>\d{4}))?"          # "february 2027", "february in 2027"
_WD = "|".join(DAYS)


class NoSuchDay(ValueError):
    """A date that does not exist: the message is said ("There is no February 30.")."""


def _say(d: dt.date, year: bool = True) -> str:
    return f"{d:%A}, {d:%B} {d.day}" + (f", {d.year}" if year else "")


def _day_number(s: str) -> int:
    s = re.sub(r"(?:st|nd|rd|th)$", "", s) if s[:1].isdigit() else s
    if s.isdigit():
        return int(s)
    if " " in s and (head := s.split(" ", 1))[0] in TENS:      # "thirty first"; "forty fifth": a day no month has
        return TENS[head[0]] + ORDINALS[head[1]]
    return ORDINALS[s]


def _make(year: int, month: int, day: int) -> dt.date:
    try:
        return dt.date(year, month, day)
    except ValueError:
        name = f"{MONTHS[month - 1].title()} {day}"
        if month == 2 and day == 29:
            raise NoSuchDay(f"{year} has no February 29: it is not a leap year.") from None
        raise NoSuchDay(f"There is no {name}.") from None


class Target:
    """A day read from words: its date, what to call it, whether a year was said."""

    def __init__(self, day: dt.date, name: str, year_said: bool = False, named: bool = False):
        self.day, self.name, self.year_said, self.named = day, name, year_said, named


def read_day(s: str, today: dt.date, country: str, ahead: bool = True, fuzzy: bool = True) -> Target | None:
    """A day in words: today/tomorrow, weekdays, month and day (a year or not), 12/25, holidays
    (with a year, this/next/last year), the second Sunday of May, in 10 days, 3 weeks ago, the
    end of the year. ahead: a date without a year is the next one (else the last one)."""
    s = re.sub(r"^(?:the|on|of|for|is|be)\s+", "", s.strip(" ?.!,")).strip()
    m = re.fullmatch(r"(.+?) (this|next|last) year", s)
    if m and not m.group(1).endswith(("day", "days", "week", "weeks")):
        s = f"{m.group(1)} {today.year + {'this': 0, 'next': 1, 'last': -1}[m.group(2)]}"
    month = today.month
    s = re.sub(r"\bthis month\b", MONTHS[month - 1], s)
    s = re.sub(r"\bnext month\b", MONTHS[month % 12] + (f" {today.year + 1}" if month == 12 else ""), s)
    rel = {"today": 0, "now": 0, "tomorrow": 1, "yesterday": -1, "the day after tomorrow": 2,
           "day after tomorrow": 2, "the day before yesterday": -2, "day before yesterday": -2}
    if s in rel:
        return Target(today + dt.timedelta(days=rel[s]), s)
    if s in ("end of the year", "the end of the year", "end of year", "the end of this year", "end of this year"):
        return Target(dt.date(today.year, 12, 31), "the end of the year")
    m = re.fullmatch(r"(?:the )?(?P<w>last|first) day of " + _MONTH_RE + _YEAR_RE, s)
    if m:
        mon = _month(m.group("mon"))
        y = int(m.group("year")) if m.group("year") else (today.year if mon >= today.month or not ahead else today.year + 1)
        d = dt.date(y, mon, 1 if m.group("w") == "first" else calendar.monthrange(y, mon)[1])
        return Target(d, f"the {m.group('w')} day of {MONTHS[mon - 1].title()} {y}", True)
    m = re.fullmatch(r"(?P<n>\d{1,3})(?P<x>st|nd|rd|th) day (?:of|in) (?:the year|this year|(?:the year )?(?P<y>\d{4}))", s)
    if m and 1 <= int(m["n"]) <= 365 + calendar.isleap(y := int(m["y"] or today.year)):
        return Target(dt.date(y, 1, 1) + dt.timedelta(days=int(m["n"]) - 1), f"the {m['n']}{m['x']} day of {y}", True)   # "the 100th day of 2027"
    m = re.fullmatch(_DAY_RE, s) if not s.isdigit() else None          # "the 25th", "the twenty fifth": of this month or the next
    if m and 1 <= (n := _day_number(m["day"])) <= 31:
        y, mon = today.year, today.month
        for _ in range(3):
            if n <= calendar.monthrange(y, mon)[1] and (((d := dt.date(y, mon, n)) >= today) == ahead or d == today):
                return Target(d, f"the {n}{_suffix(n)}", True)
            y, mon = (y, mon + 1) if ahead and mon < 12 else (y + 1, 1) if ahead else (y, mon - 1) if mon > 1 else (y - 1, 12)
    m = re.fullmatch(r"(?:(?P<which>next|last|the next|the last) )?(?P<wd>" + _WD + r") the " + _DAY_RE, s)
    if m:                                         # "the next Friday the 13th": the next month whose 13th is a Friday
        n, wd, step = _day_number(m.group("day")), DAYS.index(m.group("wd")), -1 if "last" in (m.group("which") or "") else 1
        y, mon = today.year, today.month
        for _ in range(400):
            if n <= calendar.monthrange(y, mon)[1] and (d := dt.date(y, mon, n)).weekday() == wd and (d > today if step > 0 else d < today):
                th = "th" if 11 <= n <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
                return Target(d, f"{m.group('wd')} the {n}{th}", True)
            y, mon = (y + (mon + step - 1) // 12, (mon + step - 1) % 12 + 1)
        return None
    if s in ("end of the month", "the end of the month", "end of this month", "the end of this month", "end of month"):
        return Target(dt.date(today.year, today.month, calendar.monthrange(today.year, today.month)[1]), "the end of the month")
    m = re.fullmatch(r"(?:the )?(?:(?P<which>next|this|last|coming|this coming|the next|the last) )?(?P<wd>" + _WD + r")"
                     r"(?:(?: of)?(?P<nw> (?:next|after next|last|this) week))?", s)
    if m:
        wd = DAYS.index(m.group("wd"))
        which, nw = m.group("which") or "", (m.group("nw") or "").strip()
        if nw in ("this week", "last week") and not which:      # "the Monday of this week", "Tuesday last week": that week's
            return Target(today + dt.timedelta(days=wd - today.weekday() - (7 if nw == "last week" else 0)), s)
        delta = (wd - today.weekday()) % 7
        if which in ("last", "the last") or nw == "last week":
            back = (today.weekday() - wd) % 7 or 7
            return Target(today - dt.timedelta(days=back + (7 if nw == "last week" and which else 0)), s)
        if which in ("next", "the next") and delta == 0:
            delta = 7
        elif which == "next" and today.weekday() < 5 and False:
            pass
        if delta == 0 and not which:
            delta = 7
        if nw == "next week":
            delta = (wd - today.weekday()) % 7 + 7 - (0 if (wd - today.weekday()) % 7 else 0)
            start = today + dt.timedelta(days=7 - today.weekday())
            return Target(start + dt.timedelta(days=wd), s)
        return Target(today + dt.timedelta(days=delta), s)
    s = re.sub(r"\b(?:a|one) fortnight\b", "2 weeks", re.sub(r"\bfortnites?\b", lambda m: m[0].replace("nite", "night"), s))
    two = re.fullmatch(r"(?:in )?(?P<n>.+?) (?P<u>weeks?|months?|years?),? and (?P<n2>.+?) (?P<u2>days?|weeks?|months?)"
                       r"(?P<dir> from (?:now|today)| later| ago)", s)    # "three months and two weeks from now"
    if two and (a := read_day(f"{two['n']} {two['u']}{two['dir']}", today, country, ahead)) and \
            (b := read_day(f"{two['n2']} {two['u2']}{two['dir']}", a.day, country, ahead)):
        return Target(b.day, f"{two['n']} {two['u']} and {two['n2']} {two['u2']}{two['dir']}")
    m = re.fullmatch(r"(?:in )?(?P<n>.+?) (?P<u>days?|weeks?|months?|years?)(?P<dir> from (?:now|today)| later| time|"
                     r" ago| before (?P<b>.+)| after (?P<a>.+)| from (?P<f>.+))?", s)
    if m and (s.startswith("in ") or m.group("dir")):
        n, k = number_at(m.group("n").split(), 0)
        if n is None or k != len(m.group("n").split()) or n != int(n) or n > 100000:
            return None
        n = int(n)
        base = today
        other = m.group("b") or m.group("a") or m.group("f")
        if other:
            t = read_day(other, today, country, ahead)
            if t is None:
                return None
            base = t.day
        sign = -1 if (m.group("dir") or "").strip().startswith(("ago", "before")) else 1
        unit = m.group("u").rstrip("s")
        step = {"day": relativedelta(days=n), "week": relativedelta(weeks=n), "month": relativedelta(months=n),
                "year": relativedelta(years=n)}[unit]
        day = base + step * sign
        since = f" {'before' if sign < 0 else 'after'} {base:%B} {base.day}, {base.year}" if other else " ago" if sign < 0 else " from now"
        return Target(day, f"{n} {unit}{'s' if n != 1 else ''}{since}")      # "45 days after January 20, 2027", not "from now"
    m = re.fullmatch(r"(?P<ord>" + "|".join(ORDINALS) + r"|\d(?:st|nd|rd|th)) (?P<wd>" + _WD + r") (?:(?:of|in) )?" +   # "the last friday this month"
                     _MONTH_RE + _YEAR_RE, s)
    if m:
        o = m.group("ord")
        nth = ORDINALS[o] if o in ORDINALS else int(o[0])
        mon = _month(m.group("mon"))
        year = int(m.group("year")) if m.group("year") else today.year
        wd = DAYS.index(m.group("wd"))

        def nth_day(y: int) -> dt.date:
            first = dt.date(y, mon, 1)
            if nth == -1:
                last = dt.date(y, mon, calendar.monthrange(y, mon)[1])
                return last - dt.timedelta(days=(last.weekday() - wd) % 7)
            d = first + dt.timedelta(days=(wd - first.weekday()) % 7 + 7 * (nth - 1))
            if d.month != mon:
                raise NoSuchDay(f"{MONTHS[mon - 1].title()} {y} has no {o} {m.group('wd').title()}.")
            return d
        day = nth_day(year)
        if not m.group("year") and ahead and day < today:
            day = nth_day(year + 1)
        return Target(day, f"the {o} {m.group('wd').title()} of {MONTHS[mon - 1].title()}", bool(m.group("year")))
    got = _calendar_date(s, today, ahead)
    if got is not None:
        return got
    return _holiday(s, today, country, ahead, fuzzy)


_CUE = re.compile(r"\b(?:day|days|date|week|weeks|when|until|since|ago|weekday|weekend|month|months|year|years|"
                  r"christmas|xmas|easter|halloween|thanksgiving|juneteenth|eve|sleeps)\b")
SCAN_WORDS = 20       # a day is looked for anywhere in a question this long at most (not in a story)
_ASKS_DAY = re.compile(r"\b(?:what|which) (?:day|date|weekday)\b|\bthe date of\b|\bday of the week\b|\bfalls? on\b|\bwhat is the date\b")
_YEAR_SAID = re.compile(r"\b(?:in |of )?(?P<y>(?:19|20|21)\d\d)\b|\b(?P<rel>this|next|last) year\b")
_NOT_JOINED = {"will", "would", "does", "do", "did", "is", "was", "be", "on", "the", "a", "in", "of", "and", "or", "for", "to", "it", "this",
               "next", "last", "when", "what", "day"}
_NOT_A_DAY = {"it", "is", "a", "the", "on", "day", "what", "that", "this", "now", "today", "date", "me", "be", "was"}


_BEFORE_A_WEEKDAY = set("on this next last coming every by until till til from before after is was be and or the a an of what which when date "
                        "day it that for to since through thru week weekend upcoming following same s".split())


def find_day(words: str, today: dt.date, country: str, ahead: bool = True, skip_today: bool = True) -> Target | None:
    """The day a sentence names wherever it stands ("easter 2028 what date", "my birthday is
    october 3rd, what day is it next year"): the longest run of words read_day reads, with a year
    said elsewhere in the sentence ("in 2027", "next year") applied to a date or holiday said without one."""
    words = unmarked(words, _MONTH_RE.replace("?P<mon>", ""), "|".join(k for k in ORDINALS if k != "last"))    # "monday december 14th", "first light"
    toks = words.split()
    year = _YEAR_SAID.search(words)
    impossible: NoSuchDay | None = None
    within = range(0)
    for n in range(min(6, len(toks)), 0, -1):
        for i in range(len(toks) - n + 1):
            span = " ".join(toks[i:i + n])
            if span in _NOT_A_DAY or (skip_today and span in ("today", "now", "it today")) or toks[i + n:i + n + 3] == ["and", "a", "half"] or \
                    re.fullmatch(r"\d{4}|(?:this|next|last) year|in \d{4}", span) or \
                    n == 1 and span in DAYS and i and toks[i - 1] not in _BEFORE_A_WEEKDAY and not re.match(r"\d", toks[i - 1]):
                continue                   # "flurbo friday": a day's name nobody knows (a holiday's is read whole first)
            try:
                t = read_day(span, today, country, ahead, fuzzy=n <= 3 and len(toks) <= 8) or (read_day(
                    "".join(toks[i:i + n]), today, country, ahead) if n == 2 and span.replace(" ", "").isalpha() and
                    not {*toks[i:i + n]} & _NOT_JOINED else None)   # "thanks giving", "christ mass"; not "will thanksgiving"
            except NoSuchDay as e:         # "february 30": said if nothing else is a day
                impossible, within = (impossible, within) if impossible else (e, range(i, i + n))
                continue
            if t is None or i + n < len(toks) and toks[i + n] in ("of", "in") and re.fullmatch(r"(?:the )?" + _DAY_RE, span):
                continue                   # "the 13th of smarch": no month, so no day of this one
            if impossible is not None and i in within and i + n - 1 in within:
                raise impossible           # "the thirty first of november": not the first of november inside it
            if t.named and not re.search(r"\b(?:day|eve|birthday|mas)\b", span) and \
                    any(re.fullmatch(r"(?!celebrated|observed|marked)\w+ed|born|died?|shot|won|wrote", x) for x in toks[i + n:]):
                continue                   # "when was martin luther king jr. assassinated": the man, not his day
            if year and not t.year_said and not _YEAR_SAID.search(span) and (t.named or re.match(_MONTH_RE, span)):
                with_year = f"{span} {year.group('y')}" if year.group("y") else f"{span} {year.group('rel')} year"
                t = read_day(with_year, today, country, ahead) or t
            return t
    if impossible is not None:
        raise impossible
    return None


def _month(word: str) -> int:
    return MONTHS.index(word) + 1 if word in MONTHS else _MON[word[:4] if word == "sept" else word[:3]]


def _calendar_date(s: str, today: dt.date, ahead: bool) -> Target | None:
    m = (re.fullmatch(_MONTH_RE + r" (?:the )?" + _DAY_RE + _YEAR_RE, s) or
         re.fullmatch(_DAY_RE + r"(?: of)? " + _MONTH_RE + _YEAR_RE, s))
    if m:
        mon, day = _month(m.group("mon")), _day_number(m.group("day"))
        year = m.group("year")
    else:
        m = re.fullmatch(r"(?P<m>\d{1,2})/(?P<d>\d{1,2})(?:/(?P<y>\d{2,4}))?", s) or \
            re.fullmatch(r"(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})", s)
        if not m:
            m2 = re.fullmatch(r"(?P<y>\d{4})", s)
            return None if not m2 else None
        mon, day, year = int(m.group("m")), int(m.group("d")), m.group("y")
        if year and len(year) == 2:
            year = str(2000 + int(year))
        if not 1 <= mon <= 12:
            raise NoSuchDay(f"There is no month {mon}.")
    if not 1 <= day <= 31:
        raise NoSuchDay(f"There is no {MONTHS[mon - 1].title()} {day}.")
    if year:
        d = _make(int(year), mon, day)
        return Target(d, f"{d:%B} {d.day}, {d.year}", True)
    y = today.year
    if mon == 2 and day == 29:
        if day > 29 or not any(calendar.isleap(y + k) for k in range(0, 8)):
            raise NoSuchDay("There is no February 29.")
        while not calendar.isleap(y) or (ahead and dt.date(y, 2, 29) < today) or (not ahead and dt.date(y, 2, 29) > today):
            y += 1 if ahead else -1
        return Target(dt.date(y, 2, 29), "February 29")
    d = _make(y, mon, day)
    if ahead and d < today:
        d = _make(y + 1, mon, day)
    elif not ahead and d > today:
        d = _make(y - 1, mon, day)
    return Target(d, f"{d:%B} {d.day}")


def _holiday(s: str, today: dt.date, country: str, ahead: bool, fuzzy: bool = True) -> Target | None:
    m = re.fullmatch(r"(?P<n>.+?)(?: (?P<y>\d{4})| (?P<rel>this|next|last) year| in (?P<y2>\d{4}))?", s)
    phrase = re.sub(r"^(?:the )?(?:next|coming|upcoming) (?=\w{4})", "", m.group("n")) if ahead else m.group("n")
    year = m.group("y") or m.group("y2")
    rel = m.group("rel")
    if year or rel:
        y = int(year) if year else today.year + {"this": 0, "next": 1, "last": -1}[rel]
        got = holiday.find(phrase, y, country, fuzzy)
        return Target(got[1], got[0], True, True) if got else None
    step = 1 if ahead else -1
    for k in range(0, 6):              # the next one (Inauguration Day comes every four years)
        got = holiday.find(phrase, today.year + step * k, country, fuzzy)
        if got is None and k == 0 and all(holiday.find(phrase, today.year + j * step, country, fuzzy) is None for j in (1, 2, 3)):
            return None            # no such day in these years: not a named day (Inauguration Day is every 4th)
        if got is not None and (got[1] >= today if ahead else got[1] <= today):
            return Target(got[1], got[0], False, True)
    return None


def _cap(name: str) -> str:
    """"next friday" -> "Next Friday"."""
    out = " ".join(w.title() if w in DAYS else w for w in name.split())
    return out[:1].upper() + out[1:]


def _called(t: Target) -> str:
    """How a reply names the day: "Christmas Day, Friday, December 25, 2026" or "Friday, December 25, 2026"."""
    name = "the" + t.name[3:] if t.name.startswith("The ") else t.name     # "until the first day of summer"
    return f"{name}, {_say(t.day)}" if t.named else _say(t.day)


def _transitions(tz, year: int) -> list[tuple[dt.date, bool]]:
    """The days in year when tz's clocks change: (day, True when they go forward)."""
    out = []
    day = dt.datetime(year, 1, 1, 12, tzinfo=tz)
    last = day.utcoffset()
    for n in range(1, 367):
        d = (day + dt.timedelta(days=n)).astimezone(tz).replace(hour=12)
        d = dt.datetime(d.year, d.month, d.day, 12, tzinfo=tz)
        if d.year != year:
            break
        off = d.utcoffset()
        if off != last:
            out.append((d.date(), off > last))
            last = off
    return out


def clocks_change(s: str, today: dt.date, tz):
    """When daylight saving time starts or ends here (the local zone's own transitions)."""
    m = re.search(r"\b(?:daylight sav(?:ing|ings)(?: time)?|dst|summer time|the clocks?|clocks|spring (?:forward|ahead)|fall back)\b", s)
    if m is None or not re.search(r"\b(?:when|what day|what date|which day|the date|the day)\b|^what\b.*\bclocks? (?:fall|go|spring|change)", s) or \
            re.search(r"\bin (?!\d{4}\b|(?:the )?(?:spring|fall|autumn|march|april|october|november|this|next|last)\b)[a-z]{3,}", s) or \
            re.search(r"\b(?:introduc\w*|invent\w*|adopt\w*|abolish\w*|first)\b", s):      # its history: the encyclopedia's
        return None                   # "... in britain": that place's (the world clock's), not here
    year_m = re.search(r"\b(19|20)\d\d\b", s)
    year = int(year_m.group(0)) if year_m else today.year + (1 if "next year" in s else -1 if "last year" in s else 0)
    forward = bool(re.search(r"\b(?:start|starts|begin|begins|spring|forward|go forward|ahead)\b", s))
    back = bool(re.search(r"\b(?:end|ends|over|fall back|go back|back|finish|finishes)\b", s))
    changes = _transitions(tz, year)
    if not changes:
        return {"kind": "dst", "date": None}, "The clocks do not change: there is no daylight saving time."
    if not year_m and not re.search(r"\b(?:next|this|last) year\b", s):   # the next change(s) from today, or the last ones ("when did ...")
        near = _transitions(tz, today.year - 1) + _transitions(tz, today.year) + _transitions(tz, today.year + 1)
        changes = [c for c in near if c[0] < today][-2:] if re.search(r"\b(?:did|was|were|happened)\b", s) else \
            [c for c in near if c[0] >= today][:2]
    said = []
    for day, ahead in changes:
        if (forward and not ahead) or (back and ahead and not forward):
            continue
        said.append(f"{'went' if day < today else 'go'} {'forward' if ahead else 'back'} an hour on {_say(day)}")
    if not said:
        return None
    return {"kind": "dst", "date": None}, "The clocks " + " and ".join(said) + "."
