"""The sums of rates.py's amounts: an amount said again in the question scales the rest (proportion), and the one
product of the amounts (each to the power -1, 0 or 1) that has the dimensions asked for (work_out)."""
from __future__ import annotations

import copy
import itertools
import math
import re

from .units import say_amount, say_unit


def proportion(words: str, given: list, factor: float) -> tuple[list, float, str]:
    """ "A recipe for 4 people uses 2 cups of flour, how many cups for 6 people": an amount said again in
    the question scales the rest (6 / 4), the pair leaves the product."""
    q = re.search(r"\b(?:how|what)\b", words)
    if q is None:
        return given, factor, ""
    at = len(words[:q.start()].split())
    before, after = [a for a in given if a.at < at], [a for a in given if a.at >= at]
    for new in after:
        old = next((a for a in before if a.like(new)), None)
        if old is not None and old.q.magnitude:
            rest = [a for a in given if a is not old and a is not new]
            return rest, factor * _ratio(new.q, old.q), f"From {old.said} to {new.said}"
    for old in (a for a in before if a.counted and a.q.magnitude):   # "12 eggs cost $4.80, how much is one egg": from 12 to 1
        noun = old.said.split()[-1]
        one = noun[:-2] if noun.endswith(("oes", "ches", "shes", "xes")) else noun[:-1]       # potatoes, boxes: potato, box
        if re.search(rf"\b(?:one|1|a single|a|an|each|per) (?:{re.escape(one)}|{re.escape(noun[:-1])})\b", words[q.start():]):
            return [a for a in given if a is not old], factor / old.q.magnitude, f"From {old.said} to one {one}"
    counted = [a for a in before if a.counted]          # "serves 4 people ... I need to feed 10 people. How much flour?"
    for old, new in itertools.combinations(counted, 2):
        if old.like(new) and old.q.magnitude:
            rest = [a for a in given if a is not old and a is not new]
            return rest, factor * float((new.q / old.q).to("dimensionless").magnitude), f"From {old.said} to {new.said}"
    return given, factor, ""


_SPANS = {"year": 1, "month": 12, "fortnight": 26, "week": 52}      # a salary's year: 52 weeks, 12 months, 26 fortnights


def _ratio(new, old) -> float:
    """new / old; spans of the calendar counted as pay is ("every two weeks", "over a year": 26 of them)."""
    a, b = str(new.units), str(old.units)
    if a in _SPANS and b in _SPANS and a != b:
        return float(new.magnitude) / _SPANS[a] * _SPANS[b] / float(old.magnitude)
    return float((new / old).to("dimensionless").magnitude)


def work_out(given: list, factor: float, target, u, shared: bool = False):
    """(the value in target's units, the amounts used with their powers), or None when no product
    of the amounts has target's dimensions, or two that use as many amounts give other values."""
    want = (1 * target).dimensionality
    best, used_most = [], 0
    choices = [((0, -1) if shared else (0, 1)) if a.counted or not a.q.dimensionality else (-1, 0, 1) for a in given]   # "a dozen" multiplies
    for powers in itertools.product(*choices):
        used = sum(p != 0 for p in powers)
        if used == 0 or used < used_most:
            continue
        if any(p < 0 and a.q.magnitude == 0 for a, p in zip(given, powers)):
            continue                         # "split $20 among zero friends": nothing divides by none
        q = u.Quantity(factor, "dimensionless")
        for a, p in zip(given, powers):
            if p:
                q = q * a.q if p > 0 else q / a.q
        if q.dimensionality != want:
            continue
        if used > used_most:
            best, used_most = [], used
        best.append((q.to(target).magnitude, powers))
    alone = len(given) == 1 and (given[0].summed or "[currency" in str(want) and "[time]" in str(want))   # "how many minutes in
    # 2 hours and 30 minutes"; "$1,850 a month, how much is that per year": a rate in other time
    if not best or used_most + (factor != 1.0) + alone < 2 or used_most == sum(a.counted for a in given):
        return None
    if len({round(v, 9) for v, _ in best}) > 1 and not want:      # a count of things: the reading that is at least one
        best = [(v, p) for v, p in best if v >= 1]
    values = {round(v, 9) for v, _ in best}
    if not values or len(values) > 1 or not all(math.isfinite(v) for v in values):
        return None
    return best[0]


def pooled(given: list, asked_at: int) -> list | None:
    """The amounts with those of one kind said more than once added up ("120 miles in 2 hours, then 90 miles in an hour
    and a half: the average speed" is 210 miles over 3.5 hours; "6 hours on Monday and 7 on Tuesday at $15 an hour"):
    None when no kind is said twice before the question (asked_at: its first word's index). Each pool says its total."""
    out, pooled_any = [], False
    for a in given:
        if a.counted or not a.q.dimensionality or "/" in str(a.q.units) or "[currency" in str(a.q.dimensionality):   # money: sums.py's
            out.append(a)
            continue
        same = next((b for b in out if not b.counted and "/" not in str(b.q.units) and b.q.dimensionality == a.q.dimensionality), None) \
            if a.at < asked_at else None         # said before the question: "in a year of 52 weeks" is one span said twice
        if same is None:
            out.append(copy.copy(a))
            continue
        same.q, same.summed = same.q + a.q.to(same.q.units), True
        pooled_any = True
    for a in out:
        if a.summed and a not in given:
            amount, rounded = say_amount(a.q.magnitude)
            a.said = f"{'about ' if rounded else ''}{amount} {say_unit(a.q.units, a.q.magnitude)} in all"
    return out if pooled_any and len(out) > 1 else None        # all one amount: a conversion (units.py's)


def as_calendar(given: list, u) -> list:
    """A span said against a rate per another span, counted as people count them: a year of a weekly amount is 52 weeks,
    of a monthly one 12 months, of a daily one 365 days (pint's year is 365.25 days, 52.18 weeks)."""
    per = {str(a.q.units).partition(" / ")[2] for a in given if " / " in str(a.q.units)}
    out = []
    for a in given:
        unit = str(a.q.units)
        to = next((p for p in per if p != unit and (p in _SPANS and unit in _SPANS or p == "day" and unit == "year")), None)
        if a.counted or to is None:
            out.append(a)
            continue
        b = copy.copy(a)
        b.q = u.Quantity(float(a.q.magnitude) * (365 if to == "day" else _SPANS[to] / _SPANS[unit]), to)
        out.append(b)
    return out
