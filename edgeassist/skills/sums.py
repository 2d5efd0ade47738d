"""Totals of everyday amounts: "I bought 3 pounds of apples at $1.89 a pound and a loaf of bread for $4.50.
How much did I spend?", "I walked 3.2 miles on Monday, 4.5 on Wednesday and 2.8 on Friday. How far is that
altogether?", and a total shared: "Three friends are splitting a $54 pizza order plus a $9 tip. What does each
person pay?". Each amount said is a term, or a quantity times the price per unit said after it; a number said
without a unit after amounts of one unit is in that unit. Every amount said must be used, in one dimension,
else it is no total (rates.py's products and quotients, or none)."""
from __future__ import annotations

import re

from .answers import number_at

_TOTAL = re.compile(r"\b(?:altogether|all together|in total|combined|in all|total|all told|sum)\b|\bhow much did (?:i|we) (?:spend|pay)\b|"
                    r"\bhow much (?:do|did|will|would|does) (?:i|we|it|that|everything|the bill|the order) (?:owe|spend|pay|come to|cost)\b")
_EACH = re.compile(r"\b(?:each|every|per) (?:person|one of us|head|friend|kid|child)\b|\bhow much (?:does|do|will|should|would) (?:each|every)\b|"
                   r"\bwhat (?:does|do|will|should|would) (?:each|every)(?: one| person| of us| friend)?\b")
_SHARERS = re.compile(r"\b(?P<n>\w+) (?:friends|people|persons|of us|of them|ways|kids|children|guests|roommates|flatmates|coworkers|colleagues)\b|"
                      r"\b(?:between|among|amongst) (?P<m>\w+)\b")


def total(words: str, amounts, unit_of_phrase) -> tuple[dict, str, float, object] | None:
    """(slots, how, value, unit) of a total (or its share each), None when the words ask none. amounts, unit_of_phrase:
    rates.py's readers (passed in: rates.py imports this module)."""
    each = _EACH.search(words) is not None and re.search(r"\b(?:split|splitting|share|sharing|divide|dividing|chip in)\b", words)
    if not _TOTAL.search(words) and not each:
        return None
    t = _inherited(words, unit_of_phrase)
    given, factor, _ = amounts(t)
    sharers = None
    if each:
        m = _SHARERS.search(t)
        n = number_at([m["n"] or m["m"]], 0)[0] if m else None
        if not n or n != int(n) or n < 2:
            return None
        sharers = int(n)
        given = [a for a in given if not (a.counted and a.q.magnitude == n)]
    if factor != 1.0 or not given or len(given) < 2 and sharers is None or any(a.counted for a in given):
        return None
    terms, said, i = [], [], 0
    while i < len(given):
        a = given[i]
        b = given[i + 1] if i + 1 < len(given) else None
        if b is not None and "/" in str(b.q.units) and "/" not in str((prod := (a.q * b.q).to_reduced_units()).units):
            terms.append(prod)                   # "3 pounds at $1.89 a pound": a quantity times its price
            said.append(f"{a.said} times {b.said}")
            i += 2
            continue
        terms.append(a.q)
        said.append(a.said)
        i += 1
    dim = terms[0].dimensionality
    if len(terms) < 2 and sharers is None or any(x.dimensionality != dim for x in terms):
        return None
    unit = terms[0].units
    value = sum(x.to(unit).magnitude for x in terms)
    how = " plus ".join(said)
    if sharers:
        value /= sharers
        how = f"{how}, shared by {sharers}," if len(terms) > 1 else f"{how} shared by {sharers}"
    return {"value": round(value, 6), "unit": str(unit)}, how[0].upper() + how[1:], value, unit


def _inherited(words: str, unit_of_phrase) -> str:
    """Numbers said bare after an amount with its unit, in that unit: "3.2 miles on Monday, 4.5 on Wednesday"."""
    toks, out, last = words.split(), [], None
    for i, w in enumerate(toks):
        out.append(w)
        if not re.fullmatch(r"\d+(?:\.\d+)?", w):
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else ""
        unit = unit_of_phrase(nxt) if nxt else None
        if unit is not None:
            last = nxt
        elif last and nxt in ("", "on", "in", "at", "and", "the", "more", "then", "last", "this", "yesterday", "today"):
            out.append(last)
    return " ".join(out)


def dozens(words: str) -> tuple[dict, str] | None:
    """ "I baked two and a half dozen cookies. How many cookies is that?", "how many eggs in three dozen": counted."""
    if not re.search(r"\bhow many\b", words) or len(re.findall(r"\bdozens?\b", words)) != 1 or re.search(r"\d+(?:\.\d+)? (?:dollars|euros|cents|gbp)\b", words):
        return None
    toks = words.split()
    at = toks.index("dozen") if "dozen" in toks else toks.index("dozens")
    for start in range(max(0, at - 5), at):
        value, end = number_at(toks, start)
        if value is not None and end == at + 1:
            said = " ".join(toks[start:end])
            return {"value": value, "unit": "dimensionless"}, f"{said[0].upper() + said[1:]} is {value:g}."
    return None


def left_each(words: str) -> tuple[dict, str] | None:
    """ "A pizza has 8 slices and three of us each eat two, how many are left": what there was, less each one's times how many."""
    num = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|sixteen|twenty|twenty four|thirty|forty|fifty)"
    m = re.search(r"\b(?P<n>" + num + r") (?P<thing>[a-z]+s)\b.*?\b(?P<k>" + num + r") (?:of us|of them|people|friends|kids|children|guests)\b.*?"
                  r"\beach (?:eat|eats|take|takes|have|has|get|gets|use|uses|drink|drinks|grab|grabs)(?: (?P<e>[\w.]+))?\b", words)
    if m is None or not re.search(r"\bhow many\b.*\b(?:left|remain|remaining|left over|leftover)\b", words[m.end():]):
        return None
    n, k, e = (number_at(x.split(), 0)[0] for x in (m["n"], m["k"], m["e"] or "one"))
    if None in (n, k, e) or k * e > n:
        return None
    return {"value": n - k * e, "unit": "dimensionless"}, \
        f"{n:g} {m['thing']} less {k:g} times {e:g} leaves {n - k * e:g}."


def better_deal(words: str, amounts) -> tuple[dict, str] | None:
    """ "Which is the better deal: 12 ounces of coffee for $3.99 or 18 ounces for $5.49?": the lower price per unit."""
    if not re.search(r"\b(?:better|best|cheaper|cheapest) (?:deal|buy|value|price|option)\b|\bwhich (?:one )?is cheaper\b|"
                     r"\bwhich (?:one )?(?:is|gives|works out) (?:the )?(?:better|cheaper)\b", words):
        return None
    given, _, _ = amounts(words)
    pairs, i = [], 0
    while i + 1 < len(given):
        size, price = given[i], given[i + 1]
        if str(price.q.dimensionality).startswith("[currency") and not str(size.q.dimensionality).startswith("[currency") and \
                "/" not in str(price.q.units):
            pairs.append((size, price))
            i += 2
        else:
            i += 1
    if len(pairs) < 2 or len({str(s.q.dimensionality) for s, _ in pairs}) != 1:
        return None
    unit = pairs[0][0].q.units
    per = [(p.q.magnitude / s.q.to(unit).magnitude, s, p) for s, p in pairs if s.q.magnitude]
    per.sort(key=lambda x: x[0])
    if len(per) < 2 or per[0][0] == per[1][0]:
        return None
    best, s, p = per[0]
    rest = "; ".join(f"{x.said} for {y.said} is {v:.3g} per {unit}" for v, x, y in per[1:])
    return {"value": round(best, 6), "unit": f"dollar / {unit}"}, \
        f"{s.said[0].upper() + s.said[1:]} for {p.said} is the better deal: {best:.3g} per {unit}, against {rest}."
