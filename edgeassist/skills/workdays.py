"""Working days (dates.py asks it): "what's the date 10 business days from today", "how many weekdays are in January
2027", "how many working days until Christmas". Weekdays are Monday to Friday; business and working days also
skip the days off of the country's public holidays (the `holidays` package, observed days included), and the
reply says which it counted."""
from __future__ import annotations

import calendar
import datetime as dt
import functools
import re

from .answers import number_at
from .dayread import MONTHS

KIND = r"(?P<kind>business|working|work|week|school) ?days?"
_AFTER = re.compile(r"(?:what (?:is|will be|was) the date |what date (?:is it |will it be |is |was it |was )?|the date )?(?:in )?"
                    r"(?P<n>[\w ]+?) " + KIND + r" (?P<dir>from (?:now|today)|later|ago|after (?P<a>.+)|from (?P<f>.+)|before (?P<b>.+))")
_IN_MONTH = re.compile(r"how many " + KIND + r" (?:are there |are |is there |will there be |were there |were )?in (?P<m>"
                       + "|".join(MONTHS) + r")(?: (?:of )?(?P<y>\d{4}))?")
_UNTIL = re.compile(r"how many " + KIND + r" (?:are there |are |is it |is )?(?:left )?(?:until|before|to|till) (?P<d>.+)")


@functools.lru_cache(maxsize=64)
def _year_off(country: str, year: int) -> frozenset[dt.date]:
    import holidays
    try:
        return frozenset(holidays.country_holidays(country, years=year).keys())
    except (NotImplementedError, KeyError):
        return frozenset()


def _days_off(country: str, years) -> set[dt.date]:
    return set().union(*(_year_off(country, y) for y in years))


def _counted(kind: str) -> str:
    return "weekdays" if kind == "week" else "working days (weekends and public holidays skipped)"


def answer(s: str, today: dt.date, country: str, read_day) -> tuple[dict, str] | None:
    """(slots, reply) of a question about working days, None for another. read_day(words) -> a Target or None."""
    s = re.sub(r",? (?:from )?monday (?:to|through|thru|till|until) friday,?", "", s)     # "weekdays, Monday to Friday, ..."
    if m := _AFTER.fullmatch(s):
        n, k = number_at(m["n"].split(), 0)
        if n is None or k != len(m["n"].split()) or n != int(n) or not 0 < n <= 2000:
            return None
        other = m["a"] or m["f"] or m["b"]
        start = today if not other else getattr(read_day(other), "day", None)
        if start is None:
            return None
        step = -1 if m["dir"] in ("ago",) or m["b"] else 1
        span = int(n) // 200 + 1                  # years a count of working days can reach (about 250 a year)
        off = _days_off(country, range(start.year - span * (step < 0), start.year + span * (step > 0) + 1)) if m["kind"] != "week" else set()
        day, left = start, int(n)
        while left:
            day += dt.timedelta(days=step)
            left -= day.weekday() < 5 and day not in off
        since = "from today" if not other else f"{'before' if step < 0 else 'after'} {start:%B} {start.day}"
        return {"kind": "workdays", "date": day.isoformat()}, \
            f"{int(n)} {_counted(m['kind']).split(' (')[0]} {since} is {day:%A}, {day:%B} {day.day}, {day.year}" \
            f"{' (weekends and public holidays skipped)' if m['kind'] != 'week' else ''}."
    if m := _IN_MONTH.fullmatch(s):
        mon = MONTHS.index(m["m"]) + 1
        y = int(m["y"]) if m["y"] else today.year if mon >= today.month else today.year + 1
        off = _days_off(country, [y]) if m["kind"] != "week" else set()
        days = [dt.date(y, mon, d) for d in range(1, calendar.monthrange(y, mon)[1] + 1)]
        n = sum(d.weekday() < 5 and d not in off for d in days)
        return {"kind": "workdays", "value": n}, f"{m['m'].title()} {y} has {n} {_counted(m['kind'])}."
    if (m := _UNTIL.fullmatch(s)) and (t := read_day(m["d"])) is not None and t.day > today:
        off = _days_off(country, range(today.year, t.day.year + 1)) if m["kind"] != "week" else set()
        n = sum((d := today + dt.timedelta(days=i)).weekday() < 5 and d not in off for i in range(1, (t.day - today).days))
        return {"kind": "workdays", "value": n, "date": t.day.isoformat()}, \
            f"There are {n} {_counted(m['kind'])} between today and {t.day:%A}, {t.day:%B} {t.day.day}, not counting either."
    return None
