"""A price and what is done to it, in the order said: "a $60 jacket is 25% off and I have a $10 coupon on top",
"15% off $45, plus 8% tax", "split a $132 bill 4 ways including an 18 percent tip", "I have a $5 off coupon and
the groceries are $38.99", "dinner came to $96.40 for the 3 of us, what does each person pay".

The words hold one amount the question is about (the price, the bill) and changes to it: a percentage off
(× (1 − p/100)), an amount off (a coupon: − y), a tax, tip or charge (× (1 + p/100)), a share (÷ n). Amounts off
are taken in the order said, then what is added on, then the share (a tip or a tax is on what is paid; a share
is of the whole). Taken when two changes are said, or an amount off, or a share alone; one percentage alone is
percent.py's own. Any other number said (a count, a second price) and it is not taken: never a guess.
"""
from __future__ import annotations

import re

from .numbers import Result, fmt
from .numbers import dollars as _money
from .numbers import read_number as _number

_N = r"#(\d+)"
_OFF_PCT = re.compile(rf"{_N} percent (?:off|discount|markdown|reduction|(?:pay )?cut|decrease|drop)\b|"
                      rf"\b(?:discount|markdown|reduction|(?:pay )?cut|decrease|drop) (?:of|is|was) {_N} percent\b")
_ADD_PCT = re.compile(rf"{_N} percent (?:sales )?(?:pay )?(?P<k>tax|tip|gratuity|service charge|surcharge|vat|fee|raise|increase|markup)\b|"
                      rf"\b(?P<k2>tax|tip|gratuity|service charge|raise|increase|markup) (?:here |there )?(?:of|is|at|was) {_N} percent\b")
_ASKS_RESULT = re.compile(r"\b(?:what(?:s| is| will be| would be)|how much is) (?:the |my |our |it |that )?(?:new|total|final|whole)\b|"
                          r"\b(?:total|altogether|all together|in all)$")   # one change alone, when what it comes to is asked
_OFF_AMOUNT = re.compile(rf"{_N} (?:off )?(?:coupon|voucher|gift card)\b|{_N} off(?! (?:#|the|a|an|my|of)\b)|"
                         rf"\b(?:coupon|voucher|gift card) (?:for|of|worth) {_N}\b")
_ADD_AMOUNT = re.compile(rf"\b(?:tipped|tipping|tip(?:ped)? (?:him|her|them|the driver|the waiter)) {_N}\b|\b(?:plus|and) (?:a |an )?{_N} "
                         rf"(?:tip|delivery fee|service fee|booking fee|fee)\b(?! (?:per|each|a|an)\b)")
_SHARE = re.compile(rf"{_N} ways\b|\b(?:between|among|amongst) (?:the )?{_N}(?: of us| people| friends| persons)?\b|"
                    rf"\bfor (?:the |all )?{_N} (?:of us|people|persons|friends)\b|{_N} (?:of us|people|friends|persons) "
                    rf"(?:are )?(?:split|splitting|share|sharing|shared)\b")
_ASKS_EACH = re.compile(r"\beach\b|\bper (?:person|head)\b|\bsplit|\bshare\b")


def _tokens(words: list[str]) -> tuple[str, list[float]]:
    """The words with each number said made #i, and the numbers."""
    out, values, i = [], [], 0
    while i < len(words):
        if re.fullmatch(r"\d+(?:\.\d+)?", words[i]):
            v, j = float(words[i]), i + 1        # "90 three ways": 90, then three
        elif words[i] not in ("a", "an") or i + 1 < len(words) and words[i + 1] in ("hundred", "thousand"):
            v, j = _number(words, i)
        else:
            v, j = None, i
        if v is not None and j > i:
            out.append(f"#{len(values)}")
            values.append(v)
            i = j
        else:
            out.append(words[i])
            i += 1
    return " ".join(out), values


def _pct(p: float) -> str:
    """A percentage as said: 8.875 stays 8.875 (fmt would say 8.88)."""
    return fmt(p) if p == round(p, 2) else f"{p:.4f}".rstrip("0")


def chain(words: list[str], single: bool = False) -> Result | None:
    """single: one percentage alone is taken too, when what it comes to is asked (no form of percent.py took it:
    "a 4% raise on my $65,000 salary, what's my new salary")."""
    s, values = _tokens(words)
    if not values or not re.search(r"\b(?:percent|coupon|voucher|off|tax|tip|split|ways|each|of us|share)\b", s):
        return None
    used: set[int] = set()
    changes: list[tuple[int, str, float]] = []          # (where said, kind, value)

    def take(rx, kind):
        for m in rx.finditer(s):
            k = next(int(g) for g in m.groups() if g is not None and g.isdigit())
            if k not in used:
                used.add(k)
                label = next((g for g in (m.groupdict().get("k"), m.groupdict().get("k2")) if g), "")
                changes.append((m.start(), kind + (":" + label if label else ""), values[k]))
    take(_OFF_PCT, "off%")
    take(_ADD_PCT, "add%")
    take(_OFF_AMOUNT, "off")
    take(_ADD_AMOUNT, "add")
    take(_SHARE, "share")
    base = [k for k in range(len(values)) if k not in used]
    count = _counted(s, base, values)
    if count is not None:             # "$189 a night plus 14.75% tax, what will three nights cost": 189 × 3
        base = [count[0]]
    kinds = [c[1].split(":")[0] for c in changes]
    if len(base) != 1 or not changes or len(changes) < 2 and kinds[0] not in ("off", "share") and \
            not (single and _ASKS_RESULT.search(s)) and count is None or \
            kinds.count("share") > 1 or "share" in kinds and not _ASKS_EACH.search(s):
        return None
    x = values[base[0]] * (count[2] if count else 1)
    said, v = [f"for {fmt(count[2])} {count[1]}s is {_money(round(x, 2))}"] if count else [], x
    for _, kind, p in sorted((c for c in changes if c[1] in ("off%", "off")), key=lambda c: c[0]):
        if kind == "off%":
            if not 0 < p < 100:
                return None
            v = v * (1 - p / 100)
            said.append(f"less {_pct(p)}% is {_money(round(v, 2))}")
        else:
            if p >= v:
                return None
            v = v - p
            said.append(f"less {_money(p)} off is {_money(round(v, 2))}")
    for _, kind, p in sorted((c for c in changes if c[1].startswith("add%")), key=lambda c: c[0]):
        v = v * (1 + p / 100)
        said.append(f"plus {_pct(p)}% {kind.split(':')[1]} is {_money(round(v, 2))}")
    for _, kind, p in sorted((c for c in changes if c[1] == "add"), key=lambda c: c[0]):
        v = v + p
        said.append(f"plus {_money(p)} is {_money(round(v, 2))}")
    share = next((p for _, kind, p in changes if kind == "share"), None)
    if share is not None:
        if share != int(share) or share < 2:
            return None
        v = v / share
        said.append(f"split {fmt(share)} ways is {_money(round(v, 2))} each")
    first = f"{_money(values[base[0]])} a {count[1]} " if count else f"{_money(x)} "
    return Result("arithmetic", round(v, 2), first + ", then ".join(said) + ".")


def _counted(s: str, base: list[int], values: list[float]) -> tuple[int, str, float] | None:
    """Of two amounts left, a price said per thing and a count of those things ("$189 a night ... three nights"):
    (the price's index, the thing, the count)."""
    if len(base) != 2:
        return None
    for k, n in (base, base[::-1]):
        per = re.search(rf"#{k} (?:dollars? )?(?:a|an|per|each) (\w+?)\b", s)
        if per and values[n] == int(values[n]) and re.search(rf"#{n} {re.escape(per[1])}s?\b", s):
            return k, per[1], values[n]
        each = re.search(rf"#{k} (?:dollars? )?(?:each|apiece|a piece)\b", s) and re.search(rf"#{n} (\w+?)s\b", s)
        if each and values[n] == int(values[n]) and re.search(rf"\b{re.escape(each[1])}s?\b(?! #)", s[:each.start()]):
            return k, each[1], values[n]     # "shirts are $20 each ..., how much for 3 shirts"
    return None
