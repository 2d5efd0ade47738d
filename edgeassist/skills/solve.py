"""The sums of rates.py's amounts: an amount said again in the question scales the rest (proportion), and the one
product of the amounts (each to the power -1, 0 or 1) that has the dimensions asked for (work_out)."""
from __future__ import annotations

import itertools
import math
import re


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
            return rest, factor * float((new.q / old.q).to("dimensionless").magnitude), f"From {old.said} to {new.said}"
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
