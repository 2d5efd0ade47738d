"""Two sums of the textbook kind that people also ask at home: an amount shared in a ratio ("Ana, Ben and Cal split
$1,200 in the ratio 3 to 2 to 1, how much does Ben get": 1,200 times 2 / 6) and work done together ("I can paint the
fence in 6 hours and my friend can in 4, working together how long": 1 / (1/6 + 1/4) hours). Each reads only what
it needs and declines (None) the moment a part is not said plainly."""
from __future__ import annotations

import re

from .answers import number_at
from .base import say_duration
from .sums import say_money
from .units import say_amount, say_unit

_NUM = r"(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_RATIO = re.compile(r"\bratio (?:of )?(" + _NUM + r"(?:(?: to |:| ?- ?|, ?| and )" + _NUM + r")+)\b")
_UNITS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800}


def _n(word: str) -> float | None:
    return number_at([word], 0)[0]


def ratio_split(words: str, amounts) -> tuple[dict, str] | None:
    """A share of an amount split in a ratio: the named person's ("how much does Ben get") or each share."""
    m = _RATIO.search(words)
    if m is None or not re.search(r"\b(?:split|splits|share|shared|sharing|divide|divided|dividing)\b", words):
        return None
    parts = [_n(w) for w in re.split(r" to |:| ?- ?|, ?| and ", m[1])]
    if any(p is None or p <= 0 for p in parts):
        return None
    given, factor, marked = amounts(words[:m.start()] + " " + words[m.end():])
    if len(given) != 1 or given[0].counted or factor != 1.0 or any(w.startswith("#") for w in marked.split()):
        return None                                # one amount shared, every other number a part of the ratio
    total, whole = given[0], sum(parts)
    names = re.search(r"\b([a-z]+(?:,? [a-z]+)*?),? and ([a-z]+) (?:split|share|divide|are splitting|are sharing)\b", words)
    asked = re.search(r"\bhow much (?:does|do|will|would|should) ([a-z]+) (?:get|receive|take|have|pay)\b|\bwhat is ([a-z]+)'?s share\b", words)
    said = f"{total.said} in the ratio {m[1]}"
    if asked is not None:
        who = asked[1] or asked[2]
        people = (names[1].replace(",", " ").split() + [names[2]]) if names else []
        people = [p for p in people if p not in ("and",)]
        if len(people) != len(parts) or who not in people:
            return None
        k = people.index(who)
        share = total.q * parts[k] / whole
        return {"value": round(share.magnitude, 6), "unit": str(share.units)}, \
            f"{who.capitalize()} gets {_said(share)}: {parts[k]:g} of {whole:g} parts of {said}."
    if re.search(r"\b(?:each|every) (?:share|part|person|one)\b|\bthe shares\b", words):
        shares = [total.q * p / whole for p in parts]
        return {"value": [round(s.magnitude, 6) for s in shares], "unit": str(total.q.units)}, \
            "The shares are " + ", ".join(_said(s) for s in shares[:-1]) + f" and {_said(shares[-1])}: {said}."
    return None


def _said(q) -> str:
    if str(q.dimensionality).startswith("[currency"):
        return say_money(q.magnitude, q.units)
    amount, rounded = say_amount(q.magnitude)                 # the units' own way of saying an amount
    return f"{'about ' if rounded else ''}{amount} {say_unit(q.units, q.magnitude)}"


def together(words: str) -> tuple[dict, str] | None:
    """Work done together: each doer's time alone ("in 6 hours", "in 4"), their rates added."""
    if not re.search(r"\b(?:together|both (?:of us |of them )?(?:work|working|at once|at the same time)|at the same time|if we both|"
                     r"if they both|with both)\b", words) or not re.search(r"\bhow (?:long|many (?:hours|minutes|days))\b", words):
        return None
    times = re.findall(r"\b(?:in|takes?|took|needs?) (?:just |only )?(" + _NUM + r"|an?)(?: (second|minute|hour|day|week)s?)?\b(?! (?:percent|times))", words)
    if len(times) < 2 or len(times) > 3 or not times[0][1]:
        return None
    alone = []
    for value, unit in times:
        v = 1.0 if value in ("a", "an") else _n(value)
        if v is None or v <= 0 or (value in ("a", "an") and not unit):
            return None
        alone.append(v * _UNITS[unit or times[0][1]])
    rest = re.sub(r"\b(?:in|takes?|took|needs?) (?:just |only )?(?:" + _NUM + r"|an?)(?: (?:second|minute|hour|day|week)s?)?\b", " ", words)
    if re.search(r"\b\d", rest):
        return None                                   # another number said (a part already done, a break): not this sum
    both = 1 / sum(1 / t for t in alone)
    each = " and ".join(say_duration(t) for t in alone)
    return {"value": round(both / 3600, 6), "unit": "hour"}, f"Together, {say_duration(both)}: {each} alone, their rates added."
