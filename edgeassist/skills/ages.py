"""Ages from birthdays: "how old is someone born in 1990", "if I was born June 3rd 1975, how old will I turn next year",
and the other way round: "my grandma turns 80 next year, what year was she born"."""
from __future__ import annotations

import datetime as dt
import re

from .answers import number_at
from .dayread import MONTHS, _say, read_day

_TURNS = re.compile(r"\b(?:turns?|turned|turning|will be|is|am|are|was)(?: going to (?:be|turn))? (?P<n>\d{1,3}|[a-z]+(?: [a-z]+)?)(?: years old)?"
                    r"(?: (?:this|next|last) year| in (?P<y>\d{4}))?\b.*\bwhat year (?:was|were|is|am) (?:she|he|they|i|you|we|someone|it) born\b")


def born_in(s: str, today: dt.date) -> tuple[dict, str] | None:
    """ "My grandma turns 80 next year, what year was she born": the year of the birthday that age is reached on."""
    m = _TURNS.search(s)
    if m is None:
        return None
    n, k = number_at(m["n"].split(), 0)
    if n is None or n != int(n) or not 0 < n < 130 or k != len(m["n"].split()):
        return None
    said = m[0][:m.end("n") - m.start() + 40]
    year = int(m["y"]) if m["y"] else today.year + (1 if "next year" in said else -1 if "last year" in said else 0)
    born = year - int(n)
    if re.search(r"\b(?:is|am|are|was)\b", m[0].split()[0]) and not m["y"] and "year" not in said.split(" what")[0]:
        return {"kind": "born", "year": born}, f"Someone who is {int(n)} now was born in {born - 1} or {born}, depending on their birthday."
    return {"kind": "born", "year": born}, f"Someone who turns {int(n)} in {year} was born in {born}."


def age(s: str, today: dt.date, country: str) -> tuple[dict, str] | None:
    """ "How old is someone born in 1990", "if I was born June 3rd 1975, how old will I turn next year":
    from the birthday (a year alone: either age), today or in the year asked."""
    born = re.search(r"\bborn (?:on |in )?(?P<d>.+?)(?=,| how (?:many \w+ )?old| if | and | (?:be|turn|today|now)\b|$)", s)
    if born:
        rest = s[:born.start()] + s[born.end():]
        at = re.search(r"\b(?:in (?P<y>\d{4})|(?P<n>next) year)\b", rest)
        year = int(at["y"]) if at and at["y"] else today.year + 1 if at else None
        if (month := re.fullmatch(r"(" + "|".join(MONTHS) + r") (\d{4})", born["d"])) and year is None:
            m, y = MONTHS.index(month[1]) + 1, int(month[2])    # "born in may 1970": the month's day unknown
            n = today.year - y - (today.month < m)
            return {"kind": "age", "date": f"{y}-{m:02d}"}, f"Someone born in {month[1].title()} {y} is " + \
                (f"{n - 1} or {n} years old, depending on the day." if today.month == m else f"{n} years old.")
        if re.fullmatch(r"\d{4}", born["d"]):
            b_year, t = int(born["d"]), None
        else:
            t = read_day(born["d"], today, country, ahead=False)
            if t is None:
                return None
            b_year = t.day.year
        if year is None and re.search(r"\bturn(?:ing)?\b|\bnext birthday\b|\b(?:will|shall) (?:i|you|he|she|they|we) be on (?:my|his|her|their|"
                                      r"your|our) (?:next )?birthday\b", rest) and t is not None:
            year = today.year + ((today.month, today.day) >= (t.day.month, t.day.day))   # the next birthday
        said = f"born on {_say(t.day)}" if t is not None else f"born in {b_year}"
        unit = re.search(r"\bhow many (days|weeks) old\b", s)
        if unit and t is not None:        # "how many days old am I if I was born on January 1st, 2000"
            n = (today - t.day).days // (7 if unit[1] == "weeks" else 1)
            return {"kind": "age", "date": t.day.isoformat()}, f"Someone {said} is {n:,} {unit[1]} old today."
        on = re.search(r"\b(?:on|by) (?P<d>.+?)(?=,| if | and |$)", rest) if not at else None
        if on and t is not None and (d := read_day(on["d"], today, country)) is not None:      # "how old will I be on January 1st, 2030"
            n = d.day.year - b_year - ((d.day.month, d.day.day) < (t.day.month, t.day.day))
            return {"kind": "age", "date": t.day.isoformat()}, f"Someone {said} {'is' if d.day <= today else 'will be'} {n} years old on {_say(d.day)}."
        if year is not None:
            return {"kind": "age", "date": str(b_year)}, f"Someone {said} turns {year - b_year} on their birthday in {year}."
        if t is None:
            return {"kind": "age", "date": str(b_year)}, f"Someone born in {b_year} is {today.year - b_year - 1} or " \
                f"{today.year - b_year} years old, depending on their birthday."
        b = t.day
        years = today.year - b.year - ((today.month, today.day) < (b.month, b.day))
        return {"kind": "age", "date": b.isoformat()}, f"Someone born on {_say(b)} is {years} years old today."
    return None
