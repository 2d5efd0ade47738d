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


def no_monthly(t: str) -> None:
    """Repeats are weekdays (rrule by day of the week): "on the first of every month" is said so, not
    taken for Mondays ("every mon-th")."""
    if re.search(r"\b(?:every|each) (?:other )?(?:month|year)\b", t):     # ("the monthly bills" may be a task's)
        raise WhenError("I can repeat it on days of the week, but not every month or year.")


def local(day: dt.date, hour: int, minute: int, tz) -> dt.datetime:
    """A wall-clock time on a day in zone tz: a time the clocks skip is moved on by the gap
    (02:30 on a spring-forward night is 03:30), a time they pass twice is the first of the two."""
    at = dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=tz)    # fold 0 (PEP 495)
    return at.astimezone(dt.timezone.utc).astimezone(tz)


def next_in_days(days: tuple[int, ...], hour: int, minute: int, after: dt.datetime) -> dt.datetime:
    """The next hour:minute local on one of the weekdays, after `after` (an rrule on the wall clock)."""
    start = after.replace(tzinfo=None, second=0, microsecond=0)
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
    if when.meridiem == "pm" and h < 12:
        return [(h + 12, when.minute)]
    if when.meridiem in ("am", "midnight") or h > 12 or h == 0:
        return [(h, when.minute)]
    return [(h % 12 if h == 12 else h, when.minute), ((h % 12) + 12, when.minute)]


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
    if isinstance(value, list) and value and all(isinstance(d, str) and d.lower() in DAYS for d in value):
        return tuple(sorted({DAYS.index(d.lower()) for d in value}))
    raise WhenError("repeat must be daily, weekdays, weekends or a list of day names")


def repeat_name(days: tuple[int, ...]) -> str | list | None:
    if not days:
        return None
    for name, v in (("daily", EVERY_DAY), ("weekdays", WEEKDAYS), ("weekends", WEEKENDS)):
        if tuple(days) == v:
            return name
    return [DAYS[d] for d in days]


def count_weekday(s: str, today: dt.date) -> tuple[dict, str] | None:
    """ "How many Sundays are there in January 2027", "how many more Fridays are there this year": counted
    (rrule); "more", "left", "remaining" or "after today" count from tomorrow, else the whole month or year
    (a month without a year: the next one to come, this one included)."""
    months = [m.lower() for m in calendar.month_name[1:]]
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
    after = bool(m.group("more") or m.group("left") or m.group("left2") or "after today" in s)
    if after:
        start = max(start, today + dt.timedelta(days=1))
    n = 0 if start > end else rrule.rrule(rrule.WEEKLY, byweekday=wd, dtstart=start, until=end).count()
    said = DAYS[wd].title() + ("" if n == 1 else "s")
    where = f"{end:%B %Y}" if m.group("mon") or m.group("span") == "month" else str(end.year)
    if not after:
        return {"kind": "weekdays_in", "number": n}, f"{where} has {n} {said}."
    return {"kind": "weekdays_left", "number": n}, f"There {'is' if n == 1 else 'are'} {n} more {said} in {where} after today."
