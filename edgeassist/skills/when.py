"""Spoken clock times, days and repeats, as Whisper writes them, resolved the way a person means them.

"at half past seven", "7.30am", "7 50 am", "19:30", "a quarter to eight", "six forty-five",
"tomorrow at 8", "next monday", "tonight", "every weekday", "on saturdays", "in 20 minutes".
Numbers and durations come from nlu/numbers; recurrences are dateutil rrules on the local wall
clock, turned into instants with zoneinfo (so 07:00 stays 07:00 across a daylight-saving change).
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

from dateutil.relativedelta import relativedelta

from ..nlu.numbers import TENS, UNITS, parse_duration
from .days import (_DAY_ALIASES, _ORDINALS, _date, DAYS, EVERY_DAY, WEEKDAYS, WEEKENDS, WhenError, days_of, local,  # noqa: F401
                   month_day, next_in_days, repeat_name, say_clock, say_day, say_days)
from .when_words import clean  # noqa: F401 - the skills read times through W.clean

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december")
_HOUR_WORDS = {w: v for w, v in UNITS.items() if 1 <= v <= 12 and w not in ("a", "an", "couple", "few", "dozen")}
_MINUTE_WORDS = {**{w: v for w, v in UNITS.items() if w not in ("a", "an", "couple", "few", "dozen", "oh")},
                 **TENS}


@dataclass
class When:
    """What the words said about a moment; resolve() makes it an instant."""
    hour: int | None = None
    minute: int = 0
    meridiem: str | None = None          # "am" / "pm" when said (or implied: "tonight", "in the morning")
    date: dt.date | None = None
    day_offset: int | None = None        # today 0, tomorrow 1
    weekday: int | None = None           # "on monday", "next friday"
    said_next: bool = False              # "next wednesday" said on a wednesday: a week from today
    days: tuple[int, ...] = ()           # a repeat: the weekdays it rings on
    in_s: int | None = None              # "in 20 minutes"
    night: bool = False                  # "tonight", "friday night": its 12 and 1 o'clock are after midnight
    spans: list[tuple[int, int]] = field(default_factory=list)   # character spans of the words used

    @property
    def said(self) -> bool:
        return self.hour is not None or self.in_s is not None or self.date is not None \
            or self.day_offset is not None or self.weekday is not None or bool(self.days)

    @property
    def has_time(self) -> bool:
        return self.hour is not None or self.in_s is not None


_NUM = r"(?:\d{1,2}|" + "|".join(sorted(_HOUR_WORDS, key=len, reverse=True)) + r")"
_MIN = (r"(?:\d{1,2}|(?:" + "|".join(TENS) + r")(?: (?:one|two|three|four|five|six|seven|eight|nine))?|"
        r"oh (?:one|two|three|four|five|six|seven|eight|nine)|ten|eleven|twelve|thirteen|fourteen|"
        r"fifteen|sixteen|seventeen|eighteen|nineteen)")
_MER = r"(?: (?P<mer>am|pm|oclock|in the morning|in the afternoon|in the evening|at night|tonight))?"
_PATTERNS = [
    ("rel", re.compile(r"\b(?:(?P<rel>half|(?:a )?quarter|" + _MIN + r"|one|two|three|four|five|six|seven|eight|nine)"
                       r"(?: minutes?)? (?P<dir>past|after|to|till|before) "
                       r"(?P<h>" + _NUM + r"|noon|midnight))" + _MER)),
    ("named", re.compile(r"\b(?P<named>noon|midday|midnight)\b")),
    ("mil", re.compile(r"\b(?:(?:oh|zero) (?P<h>one|two|three|four|five|six|seven|eight|nine)|(?P<h2>ten|eleven|twelve|"
                       r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?: one| two| three)?)|"
                       r"(?P<h3>[01]?\d|2[0-3])) hundred(?: hours)?\b|\b(?P<h4>[01]\d|2[0-3])(?P<m4>[0-5]\d)(?: hours|\b)(?= hours|$| on| tomorrow| every| today)")),
    ("half", re.compile(r"\bhalf (?P<h>" + _NUM + r")\b(?! (?:minutes?|hours?|an?|past)\b)" + _MER)),
    ("hm", re.compile(r"\b(?P<h>\d{1,2}):(?P<m>\d{2})" + _MER)),
    ("words", re.compile(r"\b(?P<h>" + _NUM + r"|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"   # "thirteen thirty"
                         r"twenty(?: one| two| three)?) (?P<m>" + _MIN + r")(?! (?:minutes?|mins?|hours?|seconds?|days?)\b)" + _MER)),
    ("hour", re.compile(r"\b(?P<h>\d{1,2}|" + "|".join(sorted(_HOUR_WORDS, key=len, reverse=True)) +
                        r"|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?: one| two| three| four| five)?)"
                        r"(?P<mer2> (?:am|pm|oclock|in the morning|in the afternoon|in the evening|at night|tonight))")),
    ("bare", re.compile(r"\b(?:at|for|to|till|until|by|around) (?P<h>\d{1,2}|" +
                        "|".join(sorted(_HOUR_WORDS, key=len, reverse=True)) + r"|thirteen|fourteen|fifteen|"
                        r"sixteen|seventeen|eighteen|nineteen|twenty(?: one| two| three| four| five)?)"
                        r"(?! (?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|items?|things?)\b)(?=\s|$)")),
    ("named", re.compile(r"\b(?P<named>lunch ?time)\b")),            # last: "at lunch time. At 12 30" is 12:30
]


def _num(word: str) -> int:
    word = word.strip()
    if word.isdigit():
        return int(word)
    if word.startswith("oh "):
        return UNITS[word[3:]]
    return sum(TENS.get(p, UNITS.get(p, 0)) for p in word.split())


def _meridiem(word: str | None) -> str | None:
    if not word:
        return None
    if word in ("am", "in the morning"):
        return "am"
    if word in ("pm", "in the afternoon", "in the evening", "at night", "tonight"):
        return "pm"
    return None


def find_clock(text: str, w: When) -> None:
    """The clock time said in text (cleaned), into w; WhenError for one that cannot be."""
    for kind, rx in _PATTERNS:
        m = rx.search(text)
        if not m:
            continue
        g = m.groupdict()
        w.spans.append(m.span())
        if kind == "named":
            w.hour, w.minute, w.meridiem = (12, 0, "pm") if g["named"] != "midnight" else (0, 0, "am")
            if g["named"] == "midnight":
                w.meridiem = "midnight"
            return
        mer = g.get("mer") or (g.get("mer2") or "").strip() or None
        if kind == "rel":
            target = g["h"]
            h = 12 if target == "noon" else 0 if target == "midnight" else _num(target)
            rel = g["rel"]
            mins = 30 if rel == "half" else 15 if rel.endswith("quarter") else _num(rel)
            if mins >= 60 or h > 23:
                raise WhenError("That is not a time I know.")
            if g["dir"] in ("to", "till", "before"):
                h, mins = (h - 1) % 24, 60 - mins
                if h == 0 and target != "midnight":
                    h = 12                   # "a quarter to one": 12:45
            w.hour, w.minute = h, mins
            if target in ("noon", "midnight"):
                w.meridiem = "pm" if target == "noon" and g["dir"] in ("past", "after") else None
        elif kind == "mil":
            h = _num(g["h"] or g["h2"] or g["h3"] or g["h4"])
            w.hour, w.minute = h, int(g["m4"]) if g.get("m4") else 0
            w.meridiem = None if h > 12 else "am" if h < 12 else "pm"
            return
        else:
            h = _num(g["h"])
            before = text[:m.start("h")].split()[-1:]
            if before and before[0] in TENS and not g["h"].isdigit():
                h += TENS[before[0]]         # "twenty six thirty" is 26:30, not 6:30
            m_ = 30 if kind == "half" else _num(g["m"]) if g.get("m") else 0
            if h > 24 or (h == 24 and m_):
                raise WhenError(f"There is no {h} o'clock.")
            if h > 12 and not g.get("m") and _meridiem(mer) is not None and kind in ("hour", "words", "bare"):
                raise WhenError(f"There is no {h} {'AM' if _meridiem(mer) == 'am' else 'PM'}.")    # "thirteen p.m."
            if m_ >= 60:
                raise WhenError(f"There is no minute {m_} in an hour.")
            w.hour, w.minute = h % 24, m_
        w.meridiem = w.meridiem or _meridiem(mer)
        if w.meridiem and w.hour is not None and w.hour > 12:
            w.meridiem = None            # "19:30 pm": the 24-hour figure says it
        if w.meridiem == "am" and w.hour == 12:
            w.hour = 0
        return


def find_day(text: str, w: When, today: dt.date) -> None:
    """today / tonight / tomorrow / the day after tomorrow / (next) monday / on the 5th / march 3rd,
    and repeats: every day, weekdays, weekends, every monday, on saturdays."""
    def took(m):
        w.spans.append(m.span())
    if m := re.search(r"\b(?:every|each) (?:single )?(?:day|morning|night|evening)\b|\bdaily\b", text):
        w.days = EVERY_DAY
        took(m)
        if "night" in m.group(0) or "evening" in m.group(0):
            w.meridiem = w.meridiem or "pm"
    elif m := re.search(r"\b(?:every |on |during the |on the )?week ?days?\b|\bweekday mornings\b|\bmonday (?:to|through|thru) friday\b", text):
        w.days = WEEKDAYS
        took(m)
    elif m := re.search(r"\b(?:every |on |at )?(?:the )?weekends?\b", text):
        w.days = WEEKENDS
        took(m)
    else:
        names = "|".join(DAYS) + "|" + "|".join(_DAY_ALIASES)
        plural = re.findall(r"\b(" + names + r")s\b", text)
        every = re.search(r"\b(?:every|each) ((?:(?:" + names + r")\b(?:,? (?:and )?)?)+)", text)   # not "every mon(th)"
        if plural or every:
            picked = set(_day(p) for p in plural)
            if every:
                picked |= {_day(x) for x in re.findall(r"\b(" + names + r")\b", every.group(1))}
                took(every)
            for m in re.finditer(r"\b(?:on )?(" + names + r")s\b", text):
                took(m)
            w.days = tuple(sorted(picked))
        else:
            said = {_day(x) for x in re.findall(r"\b(" + "|".join(DAYS) + r")\b", text)}
            if len(said) >= 2:               # "monday, wednesday and friday at 6": those days, each week
                w.days = tuple(sorted(said))
    day_words = r"(?:this|tomorrow|every|each|on|" + "|".join(DAYS) + r")"
    if m := re.search(r"\b(?:tonight|" + day_words + r"(?: \w+day)? (?:afternoon|evening|night)s?)\b", text):
        w.meridiem, w.night = w.meridiem or "pm", m[0].endswith(("night", "nights"))
        took(m)
    elif m := re.search(r"\b(?:" + day_words + r"(?: \w+day)?|in the) mornings?\b", text):
        w.meridiem = w.meridiem or "am"
        took(m)
    elif re.search(r"\blunch ?time\b|\bat lunch\b", text):
        w.meridiem = w.meridiem or "lunch"     # "at lunch time. At 12 30.": around noon (the words stay the task's)
    if w.days:
        return
    if m := re.search(r"\bday after tomorrow\b", text):
        w.day_offset = 2
        took(m)
    elif m := re.search(r"\btomorrow\b|\btmrw\b|\btomorow\b", text):
        w.day_offset = 1
        took(m)
    elif m := re.search(r"\b(?:today|tonight|this (?:morning|afternoon|evening))\b", text):
        w.day_offset = 0
        took(m)
    if re.search(r"\byesterday\b|\blast (?:night|week|" + "|".join(DAYS) + r")\b|\bago\b", text):
        raise WhenError("That time has already passed.")
    names = "|".join(DAYS)
    if m := re.search(r"\b(?:(next|this|on|coming) )?(" + names + r")\b", text):
        w.weekday = DAYS.index(m.group(2))
        took(m)
        if m.group(1) == "next":
            w.day_offset, w.said_next = None, True
    if m := re.search(r"\b(?:on|for) the (?:(\d{1,2})(?:st|nd|rd|th)|(" + "|".join(_ORDINALS) + r"))\b(?! (?:of )?(?:"
                      + "|".join(MONTHS) + r"))", text) or re.search(r"(?:^|\b(?:i mean|make it|no|sorry|actually|rather|then),? )the "
                                                                     r"(?:(\d{1,2})(?:st|nd|rd|th)|(" + "|".join(_ORDINALS) + r"))(?=$|,| at\b| in the\b)", text):
        day = int(m.group(1)) if m.group(1) else _ORDINALS[m.group(2)]
        year, month_ = today.year, today.month
        this_month = re.match(r" of this month\b", text[m.end():])
        if this_month:                        # "on the 31st of this month": this month's, or none
            try:
                dt.date(year, month_, day)
            except ValueError:
                th = "th" if 10 < day % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
                raise WhenError(f"{today:%B} has no {day}{th}.") from None
            m = re.compile(re.escape(text[m.start():m.end() + this_month.end()])).search(text, m.start())
        for _ in range(1 if this_month else 13):
            try:
                d = dt.date(year, month_, day)
                if d >= today:
                    w.date = d
                    took(m)
                    break
            except ValueError:
                pass
            month_, year = (1, year + 1) if month_ == 12 else (month_ + 1, year)
    month = "|".join(MONTHS)
    ordinal = r"(\d{1,2})(?:st|nd|rd|th)?|(" + "|".join(_ORDINALS) + r")"
    m = re.search(r"\b(?:the )?(\d{1,2})(?:st|nd|rd|th) (?:of )?(" + month + r")\b", text) or \
        re.search(r"\b(" + month + r") (?:the )?(?:" + ordinal + r")\b(?! ?(?:am|pm|oclock|o clock)\b)", text) or \
        re.search(r"\b(?:the )?(?:" + ordinal + r") (?:of )?(" + month + r")\b", text)    # "29th february, 6 am": not february 6
    if m:
        groups = [x for x in m.groups() if x]
        mon = next(g for g in groups if g in MONTHS)
        num = next(g for g in groups if g not in MONTHS)
        day = int(num) if num.isdigit() else _ORDINALS[num]
        year = today.year
        year += (MONTHS.index(mon) + 1, day) < (today.month, today.day)      # passed (or would have): next year's
        d = _date(year, MONTHS.index(mon) + 1, day)
        if d is None:                         # "February 29" said in early 2027, or in late 2029: the coming one has none
            raise WhenError(f"There is no {mon.title()} {day}" + (f" in {year}."
                                                                   if _date(2028, MONTHS.index(mon) + 1, day) else "."))
        w.date = d
        took(m)


def _day(name: str) -> int:
    return DAYS.index(name) if name in DAYS else _DAY_ALIASES[name]


def country_of(ctx) -> str:
    return getattr(getattr(ctx, "place", None), "country", None) or "US"


def parse(text: str, today: dt.date, country: str = "US") -> When:
    """Everything the words say about when (WhenError for a time that cannot be); country: whose
    holidays a day may be named by ("on Christmas Eve")."""
    t = clean(text)
    w = When()
    if monthly := month_day(t):      # "on the 1st of every month"
        w.days, span = monthly
        w.spans.append(span)
        t = t[:span[0]] + " " * (span[1] - span[0]) + t[span[1]:]
    if m := re.search(r"\b(?:(an?|one|two|three|four|six|\d+) (weeks?|fortnights?|months?|years?) (?:from (?:today|now)|today)|"
                      r"in (an?|one|two|three|four|six|\d+) (weeks?|fortnights?|months?|years?))\b", t):   # "in two months": to that day
        k, unit = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "six": 6}.get(m[1] or m[3]) or int(m[1] or m[3]), m[2] or m[4]
        k, unit = (2 * k, "week") if unit.startswith("fortnight") else (k, unit)                         # "in a fortnight"
        n = 86400 * (today + relativedelta(**{unit.rstrip("s") + "s": k}) - today).days
        w.spans.append(m.span())
        find_clock(t, w)
        if w.hour is None:                 # "in two weeks": that long from now
            w.in_s = n
            return w
        w.day_offset = n // 86400          # "a week from today at noon": that day, at that time
        return w
    if m := re.search(r"\b(?:in|after) ((?:(?:a|an|one|two|\d+|[a-z]+) )*?(?:\d+ |[a-z]+ )?"
                      r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?)"
                      r"(?: and (?:a half|a quarter|\d+ [a-z]+|[a-z]+(?: [a-z]+)? (?:seconds?|minutes?|mins?))|"
                      r",? (?:\d+|[a-z]+(?:[ -][a-z]+)?) (?:seconds?|minutes?|mins?))?)\b", t) or \
            re.search(r"\b(?:for )?((?:(?:a|an|one|two|\d+|[a-z]+) )*?(?:\d+ |[a-z]+ )?(?:seconds?|minutes?|mins?|hours?|hrs?)"
                      r"(?: and (?:a half|a quarter|\d+ [a-z]+))?) from now\b", t):
        d = parse_duration(m.group(1))
        said = m.group(1).split()
        if d and not m.group(0).startswith(("in ", "after ")):    # "an alarm called ferry for seven hours from now": the length's
            cut = max(i for i in range(len(said)) if parse_duration(" ".join(said[i:])) == d or i == 0)    # own words only
            start = m.start(1) + len(" ".join(said[:cut])) + (1 if cut else 0)
            w.spans.append((start - (4 if t[:start].endswith("for ") else 0), m.end()))
            w.in_s = d
            return w
        if d:
            w.spans.append(m.span())
            if d % 86400 == 0:                 # "in three days at nine in the morning": that day, at that time
                find_day(t[:m.start()] + " " * (m.end() - m.start()) + t[m.end():], w, today)
                find_clock(t, w)
                if w.hour is not None:
                    w.day_offset = int(d // 86400)
                    return w
            w.in_s = d
            return w
    find_day(t, w, today)
    if w.date is None and w.day_offset is None and w.weekday is None and not w.days and \
            (m := re.search(r"\b(?:on|(?<=alarm )for|(?<=alarms )for) ((?:[a-z']+ ){0,3}?(?:[a-z']+))(?= at\b| to\b| in the\b|$)", t) or
             re.search(r"\b((?:[a-z']+ ){0,2}?[a-z']+)(?= (?:morning|evening|night|afternoon)\b)", t)):   # "christmas morning"
        from .holiday import find as holiday_named        # "on christmas eve at 4 pm"
        said = m.group(1).split()
        for phrase in [" ".join(said[:n]) for n in range(len(said), 0, -1)] + [" ".join(said[k:]) for k in range(1, len(said))]:
            got = holiday_named(phrase, today.year, country, fuzzy=False) if not re.search(r"\d", phrase) else None
            if got is not None and got[1] < today:
                got = holiday_named(phrase, today.year + 1, country, fuzzy=False)
            if got is not None:
                w.date = got[1]
                at = t.index(phrase, m.start(1))
                w.spans.append((at, at + len(phrase)))
                break
    find_clock(t, w)
    return w


def _hour24(w: When, after: dt.datetime, kind: str, on_day: bool) -> list[int]:
    """The hours (24 h) the words may mean, in order of preference."""
    h = w.hour
    if w.meridiem == "midnight":
        return [0]
    if w.meridiem == "lunch":
        return [h + 12 if 1 <= h <= 4 else h]
    if w.meridiem == "pm":
        return [h + 12 if h < 12 else h]
    if w.meridiem == "am" or h == 0 or h > 12:
        return [h]
    if h == 12:
        return [12, 0]
    if on_day:                        # a day was named: the morning, except a reminder's 1-6 o'clock
        return [h + 12, h] if kind == "reminder" and h <= 6 else [h, h + 12]
    return [h, h + 12]                # the next one that is ahead (resolve picks)


_BARE_HOUR = re.compile(r"(?:^|[ ,.])(?:say |about |around |maybe )?(?P<h>\d{1,2}(?:[:.]\d\d)?|" + "|".join(_HOUR_WORDS) +
                        r")(?: o'?clock)?(?=[ ,.]|$)")


def with_bare_hour(text: str) -> str | None:
    """The words with "at" put before an hour said alone, as the answer to "when?" or a new time ("Tomorrow
    after work, say 6.", "make that 4"); None when no hour stands alone."""
    m = _BARE_HOUR.search(text)
    return text[:m.start("h")] + "at " + text[m.start("h"):] if m else None


def first_at(w: When, now: dt.datetime, kind: str = "alarm") -> dt.datetime:
    """The first moment (aware, in now's zone) the words mean that is ahead of now."""
    tz = now.tzinfo
    if w.in_s is not None:            # real time: "in 3 hours" across a clock change is 3 hours, not the wall clock's
        return (now.astimezone(dt.timezone.utc) + dt.timedelta(seconds=w.in_s)).astimezone(tz)
    if w.hour is None:
        raise WhenError("At what time?")
    today = now.date()
    if w.days:
        return next_in_days(w.days, _hour24(w, now, kind, True)[0], w.minute, now)
    if w.date is not None or w.day_offset is not None or w.weekday is not None:
        if w.date is not None:
            day = w.date
        elif w.weekday is not None and w.day_offset is None:
            ahead = (w.weekday - today.weekday()) % 7 or (7 if w.said_next else 0)
            day = today + dt.timedelta(days=ahead)
        else:
            day = today + dt.timedelta(days=w.day_offset)
        explicit_day = w.day_offset not in (0, None) or w.date is not None or w.weekday is not None
        hours = [0 if w.night and h == 12 else h for h in _hour24(w, now, kind, explicit_day)]
        for h in hours:
            at = local(day + dt.timedelta(days=1 if w.night and h < 5 else 0), h, w.minute, tz)
            if at > now:
                return at
        if w.weekday is not None and w.day_offset is None:
            return local(day + dt.timedelta(days=7), hours[0], w.minute, tz)
        if w.day_offset == 0 and w.date is None:
            raise WhenError("That time has already passed today.")
        raise WhenError("That time has already passed.")
    ahead = [at for add in (0, 1) for h in _hour24(w, now, kind, False)
             if (at := local(today + dt.timedelta(days=add), h, w.minute, tz)) > now]
    if ahead:
        return min(ahead)                 # the next one that is ahead ("12:05" said at 23:40: 00:05)
    return local(today + dt.timedelta(days=1), _hour24(w, now, kind, False)[0], w.minute, tz)


