"""Days and clock times on the wall clock: weekday repeats (dateutil's rrule), wall-clock times
made instants in a zone (zoneinfo; a daylight-saving gap moves the time on), and how the
replies say them ("7:00 AM", "tomorrow", "every weekday")."""
from __future__ import annotations

import calendar
import datetime as dt
import re

from dateutil import rrule

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_ALIASES = {"mon": 0, "tues": 1, "tue": 1, "wed": 2, "weds": 2, "thu": 3, "thur": 3, "thurs": 3,
                "fri": 4, "sat": 5, "sun": 6}
EVERY_DAY = tuple(range(7))
WEEKDAYS = (0, 1, 2, 3, 4)
WEEKENDS = (5, 6)


class WhenError(ValueError):
    """A time that cannot be: the message is said to the person ("There is no 25 o'clock.")."""


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
             "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
             "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
             "nineteenth": 19, "twentieth": 20, "thirtieth": 30}
_ORDINALS.update({f"{tens} {unit}": base + n for tens, base in (("twenty", 20), ("thirty", 30), ("forty", 40), ("fifty", 50),
                                                                ("sixty", 60), ("seventy", 70), ("eighty", 80), ("ninety", 90))
                  for unit, n in (("first", 1), ("second", 2), ("third", 3), ("fourth", 4), ("fifth", 5), ("sixth", 6),
                                  ("seventh", 7), ("eighth", 8), ("ninth", 9))})   # "the thirty first"; "the forty fifth": no such day
_ORDINALS = dict(sorted(_ORDINALS.items(), key=lambda kv: -len(kv[0])))       # the longest said first in a pattern
MONTHLY = 100        # a repeat on a day of the month: MONTHLY + the day (101: the 1st), LAST_DAY: the last day
LAST_DAY = 99



def _date(year: int, month: int, day: int) -> dt.date | None:
    """The day, or None when the month has no such day (February 29 of 2027)."""
    return dt.date(year, month, day) if 1 <= day <= calendar.monthrange(year, month)[1] else None

def month_day(t: str) -> tuple[tuple[int, ...], tuple[int, int]] | None:
    """ "On the first of every month", "every month on the 15th", "the last day of each month": the repeat
    and where it was said (dateutil's rrule by day of the month); a year's repeat is said so, not taken
    for Mondays ("every mon-th")."""
    o = r"(?:(\d{1,2})(?:st|nd|rd|th)?|(" + "|".join(_ORDINALS) + r")|(last))(?: day)?"
    m = re.search(rf"\b(?:on )?the {o} (?:of |in )?(?:every|each|the|a) month\b|\b(?:(?:every|each) month|monthly),? on the {o}\b|"
                  rf"\bon the {o} (?:every|each) month\b|\bmonthly\b(?:[\w ]+? )?\bon the {o}\b", t)    # "a monthly alarm on the 20th"
    if m:
        g = [x for x in m.groups() if x]
        day = LAST_DAY if g[0] == "last" else MONTHLY + (int(g[0]) if g[0].isdigit() else _ORDINALS[g[0]])
        if not LAST_DAY <= day <= MONTHLY + 31:
            raise WhenError("A month has at most 31 days.")
        return (day,), m.span()
    if re.search(r"\b(?:every|each) (?:other )?(?:month|year)\b|\bmonthly\b", t):     # ("the monthly bills" may be a task's)
        raise WhenError("I can repeat it on days of the week or on a day of every month, such as the 1st of every month.")
    return None


def local(day: dt.date, hour: int, minute: int, tz) -> dt.datetime:
    """A wall-clock time on a day in zone tz: a time the clocks skip is moved on by the gap
    (02:30 on a spring-forward night is 03:30), a time they pass twice is the first of the two."""
    at = dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=tz)    # fold 0 (PEP 495)
    return at.astimezone(dt.timezone.utc).astimezone(tz)


def next_in_days(days: tuple[int, ...], hour: int, minute: int, after: dt.datetime) -> dt.datetime:
    """The next hour:minute local on one of the weekdays, after `after` (an rrule on the wall clock)."""
    start = after.replace(tzinfo=None, second=0, microsecond=0)
    if days and days[0] >= LAST_DAY:        # a day of the month (the 31st: the months that have one)
        rule = rrule.rrule(rrule.MONTHLY, bymonthday=[d - MONTHLY if d > LAST_DAY else -1 for d in days], byhour=hour,
                           byminute=minute, bysecond=0, dtstart=start - dt.timedelta(days=1))
    else:
        rule = rrule.rrule(rrule.WEEKLY, byweekday=list(days), byhour=hour, byminute=minute, bysecond=0,
                           dtstart=start - dt.timedelta(days=1))
    for naive in rule:
        at = local(naive.date(), hour, minute, after.tzinfo)
        if at > after:
            return at
    raise WhenError("That repeat never comes.")


def said_times(when) -> list[tuple[int, int]]:
    """The (hour, minute) the words may mean, for finding an alarm by its time."""
    if when.hour is None:
        return []
    h = when.hour
    if when.meridiem == "pm":                # "the noon alarm", "12 pm": noon, not midnight too
        return [(h + 12 if h < 12 else h, when.minute)]
    if when.meridiem in ("am", "midnight") or h > 12 or h == 0:
        return [(h, when.minute)]
    return [(h % 12 if h == 12 else h, when.minute), ((h % 12) + 12, when.minute)]


def unmarked(words: str, months: str, ordinals: str) -> str:
    """The words with what only looks like part of a date left out (dayread.find_day): a weekday said before its
    date ("monday december 14th": the date says it), an ordinal that counts no day ("first light", "second time";
    not "the first", "first of may", "first monday of may")."""
    words = re.sub(r"\b(?:" + "|".join(DAYS) + r"),? (?=(?:" + months + r") )", "", words)
    said_of = re.compile(r"(?:the|on|by|from|until|till|" + months + r")$")        # "the first", "march twentieth next year"
    return re.sub(r"\b(?:" + ordinals + r")(?= (?!of\b|(?:" + months + "|" + "|".join(DAYS) +
                  r"|day|days|week|weeks|weekend|weekday|month|year|quarter|half|full moon|new moon)\b)[a-z])",
                  lambda m: m[0] if said_of.search(words[:m.start()].rstrip()) else "-", words)


def say_clock(at: dt.datetime) -> str:
    """'7:00 AM', '12:30 PM': how the replies say a time (Piper reads it well)."""
    return at.strftime("%I:%M %p").lstrip("0")


def say_day(at: dt.datetime, now: dt.datetime) -> str:
    """'today', 'tomorrow', 'on Friday', 'on March 3'."""
    delta = (at.date() - now.date()).days
    if delta == 0:
        return "today"
    if delta == 1:
        return "tomorrow"
    if delta < 7:
        return f"on {at.strftime('%A')}"
    return f"on {at.strftime('%A, %B')} {at.day}" + (f", {at.year}" if delta > 300 else "")   # a year ahead: its year


def say_days(days: tuple[int, ...]) -> str:
    if tuple(days) == EVERY_DAY:
        return "every day"
    if tuple(days) == WEEKDAYS:
        return "every weekday"
    if tuple(days) == WEEKENDS:
        return "every weekend day"
    if days and days[0] >= LAST_DAY:
        d = days[0] - MONTHLY
        return "on the last day of every month" if d < 0 else f"on the {d}{_suffix(d)} of every month"
    names = [DAYS[d].title() + "s" for d in days]
    return "on " + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1])


def days_of(value) -> tuple[int, ...]:
    """A repeat as the API gives it: "daily", "weekdays", "weekends" or a list of day names."""
    if value in (None, "", []):
        return ()
    if value == "daily":
        return EVERY_DAY
    if value == "weekdays":
        return WEEKDAYS
    if value == "weekends":
        return WEEKENDS
    if isinstance(value, str) and (m := re.fullmatch(r"monthly:(last|\d{1,2})", value)) and (m[1] == "last" or 1 <= int(m[1]) <= 31):
        return (LAST_DAY if m[1] == "last" else MONTHLY + int(m[1]),)
    if isinstance(value, list) and value and all(isinstance(d, str) and d.lower() in DAYS for d in value):
        return tuple(sorted({DAYS.index(d.lower()) for d in value}))
    raise WhenError("repeat must be daily, weekdays, weekends, monthly:<day of the month or last> or a list of day names")


def repeat_name(days: tuple[int, ...]) -> str | list | None:
    if not days:
        return None
    if days[0] >= LAST_DAY:
        return f"monthly:{days[0] - MONTHLY}" if days[0] > LAST_DAY else "monthly:last"
    for name, v in (("daily", EVERY_DAY), ("weekdays", WEEKDAYS), ("weekends", WEEKENDS)):
        if tuple(days) == v:
            return name
    return [DAYS[d] for d in days]


def count_weekday(s: str, today: dt.date) -> tuple[dict, str] | None:
    """ "How many Sundays are there in January 2027", "how many more Fridays are there this year": counted
    (rrule); "more", "left", "remaining" or "after today" count from tomorrow, else the whole month or year
    (a month without a year: the next one to come, this one included)."""
    months = [m.lower() for m in calendar.month_name[1:]]
    s = re.sub(r"\b(?:before|until|till) the (year|month) (?:ends|is out|is over|finishes|runs out)\b", r"until the end of the \1", s)
    m = re.fullmatch(r"how many (?P<more>more )?(?P<wd>" + "|".join(d[:-3] for d in DAYS) + r")days? (?:are |is |were |will |do we have |"
                     r"have we got )?(?:there )?(?:be )?(?P<left>left |remaining |to go |still )?(?:in |until the end of |before the end of )?"
                     r"(?:the |this )?(?P<span>year|month|(?P<mon>" + "|".join(months) + r")(?: (?P<my>\d{4}|this year|next year))?|"
                     r"(?P<y>\d{4}))(?P<left2> left| remaining| to go| after today)?(?: after today)?", s)
    if m is None:
        return None
    wd = DAYS.index(m.group("wd") + "day")
    if m.group("mon"):
        mon = months.index(m.group("mon")) + 1
        said = m.group("my")
        year = int(said) if said and said.isdigit() else today.year + (said == "next year") if said else \
            today.year if mon >= today.month else today.year + 1
        start, end = dt.date(year, mon, 1), dt.date(year, mon, calendar.monthrange(year, mon)[1])
    elif m.group("span") == "month":
        start, end = today.replace(day=1), today.replace(day=calendar.monthrange(today.year, today.month)[1])
    else:
        year = int(m.group("y") or today.year)
        start, end = dt.date(year, 1, 1), dt.date(year, 12, 31)
    after = bool(m.group("more") or m.group("left") or m.group("left2") or re.search(r"\bafter today\b|\b(?:until|before) the end of\b", s))
    if after:
        start = max(start, today + dt.timedelta(days=1))
    n = 0 if start > end else rrule.rrule(rrule.WEEKLY, byweekday=wd, dtstart=start, until=end).count()
    said = DAYS[wd].title() + ("" if n == 1 else "s")
    where = f"{end:%B %Y}" if m.group("mon") or m.group("span") == "month" else str(end.year)
    if not after:
        return {"kind": "weekdays_in", "number": n}, f"{where} has {n} {said}."
    return {"kind": "weekdays_left", "number": n}, f"There {'is' if n == 1 else 'are'} {n} more {said} in {where} after today."


def _suffix(d: int) -> str:
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


_ONES = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_HOURS = _ONES + ("ten", "eleven", "twelve")
_MINUTES = {**{w: i for i, w in enumerate(("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                                           "eighteen", "nineteen"), 10)},
            **{f"{t} {o}".strip(): b + i for t, b in (("twenty", 20), ("thirty", 30), ("forty", 40), ("fifty", 50))
               for i, o in enumerate(("",) + _ONES)}, **{f"oh {o}": i for i, o in enumerate(_ONES, 1)}, "hundred": 0}


def clock_forms(t: str) -> str:
    """A 24-hour time with its leading zero is a morning's: "0515", "05:15", "zero five fifteen", "oh six hundred" -> "5:15 am";
    an hour said as hours after "at" or a day's part ("at 8 hours in the morning", "tomorrow morning 6 hour 20 minute") -> "8:00"."""
    t = re.sub(r"\b0([1-9]):?([0-5]\d)\b(?![.,]\d)", r"\1:\2 am", t)
    t = re.sub(r"\b(?<!\d )(1[0-2]|[1-9])(:[0-5]\d)? (morning|evening|night|afternoon)\b",      # "tomorrow 8 morning"
               lambda m: f"{m[1]}{m[2] or ''} {'am' if m[3] == 'morning' or m[3] == 'night' and int(m[1]) < 5 else 'pm'}", t)
    t = re.sub(r"\b(at|morning|evening|afternoon|tonight|tomorrow|today|for the|at the) (1[0-2]|[1-9]|2[0-3]|1\d) hours?(?: (?:and )?([0-5]?\d)"
               r"(?: minutes?)?)?\b(?! (?:from|later|ago|before|after|long|timer))", lambda m: f"{m[1]} {m[2]}:{int(m[3] or 0):02d}", t)
    mins = "|".join(sorted((w for w in _MINUTES if " " not in w or w.split()[0] != "oh"), key=len, reverse=True))
    hours = "|".join(_HOURS)
    hour = lambda h: h if h.isdigit() else str(_HOURS.index(h) + 1)          # noqa: E731
    minute = lambda w: int(w) if w.isdigit() else _MINUTES.get(w, 5)          # noqa: E731 - "five" is the one missing
    t = re.sub(rf"\b(1[0-2]|[1-9]|2[0-3]|1\d|{hours})\s+o'?clock,? (?:and )?([0-5]?\d|five|{mins}) minutes?\b",   # "5 o'clock 40 minutes"
               lambda m: f"{hour(m[1])}:{minute(m[2]):02d}", t)
    return re.sub(rf"\b(1[0-2]|[1-9]|{hours}) and ([1-5]\d|[1-9]|five|{mins}) (?:of|in|on) the (morning|afternoon|evening)\b",   # "6 and
                  lambda m: f"{hour(m[1])}:{minute(m[2]):02d} {'am' if m[3] == 'morning' else 'pm'}", _zero_oh(t))   # 20 of the morning"


def _zero_oh(t: str) -> str:
    words = "|".join(w.replace(" ", "[ -]") for w in sorted(_MINUTES, key=len, reverse=True))      # "forty-five" too
    return re.sub(rf"\b(?:zero|oh) ({'|'.join(_ONES)}) ({words})\b",
                  lambda m: f"{_ONES.index(m[1]) + 1}:{_MINUTES[m[2].replace('-', ' ')]:02d} am", t)


_FROM_LAST = re.compile(r"\b(?P<d>(?:[\w-]+ ){1,4}?(?:minutes?|mins?|hours?))(?: \w+)? (?P<dir>after|later than|before|earlier than) "
                        r"(?:that|it|that one|this one|then|the first(?: one)?)\b(?: to )?")


def from_last(text: str, due: float, local) -> tuple[dt.datetime, re.Match] | None:
    """ "ten minutes after that", "half an hour before it": the moment that far from the last item's due time
    (local: a timestamp as the place's clock), and the words matched; None when none is said."""
    from ..nlu.numbers import parse_duration
    m = _FROM_LAST.search(text)
    d = parse_duration(m["d"]) if m else None
    return (local(due + (-d if m["dir"] in ("before", "earlier than") else d)), m) if d else None

