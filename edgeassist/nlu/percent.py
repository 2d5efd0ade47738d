"""Percentages and money, computed: tips ("a 20 percent tip on 64 dollars", a bill said before),
"what percent of 80 is 20", "increase 50 by 10 percent", discounts, tax, a price's change, "split
90 dollars three ways", amounts in dollars and cents ("forty two dollars and eighty cents")."""
from __future__ import annotations

import math
import re

from .money_chain import _pct, chain
from .numbers import SCALES, TENS, UNITS, Result, fmt
from .numbers import dollars as _money
from .numbers import read_number as _number

NUMBER_WORDS = sorted((w for w in {**UNITS, **TENS, **SCALES} if w not in ("a", "an", "oh")), key=len, reverse=True)

_MONEY = re.compile(r"\b(?:dollars?|bucks|usd|euros?|quid|pounds sterling)\b")


def _amount(words: list[str]) -> float | None:
    """A whole phrase as one number ("64", "fifty two point five", "one hundred and twenty")."""
    if not words:
        return None
    if words[0] in ("hundred", "thousand"):
        words = ["a", *words]               # "a hundred and forty" with its "a" taken by the phrase before it
    value, j = _number(words, 0)
    return value if value is not None and j == len(words) else None


def _total(r: Result) -> float:
    """The amount a percentage reply ends on: a tip's or a tax's total ("..., $158.60 in all."), else its value."""
    m = re.search(r"\$([\d,]+(?:\.\d+)?) in all\.$", r.reply)
    return float(m.group(1).replace(",", "")) if m else r.value


def _tail_amount(words: list[str]) -> float | None:
    """The number a phrase ends on ("the dinner was 130" -> 130), or the price of a thing it names
    ("the price of a 45 item", "a 120 jacket")."""
    got = next((v for k in range(len(words)) if (v := _amount(words[k:])) is not None), None)
    if got is None and len(words) >= 2 and re.fullmatch(r"[a-z]+", words[-1]) and \
            (len(words) == 2 or words[-3] in ("a", "an", "the", "my", "this", "that", "of")):
        got = _amount(words[-2:-1])
    return got


def _a(p: float) -> str:
    return "An" if fmt(p).startswith("8") or fmt(p).split(".")[0] in ("11", "18") else "A"


def _cents(words: list[str]) -> list[str]:
    """ "forty two dollars and eighty cents" / "sixty four dollars fifty" -> "42.80" / "64.50"."""
    for i, w in enumerate(words):
        if w not in ("dollars", "dollar", "bucks") or i == 0:
            continue
        start = next((k for k in range(max(0, i - 4), i) if _amount(words[k:i]) is not None), None)
        if start is None:
            continue
        j = i + 1 + (i + 1 < len(words) and words[i + 1] == "and")
        end = next((k for k in range(min(len(words), j + 3), j, -1) if _amount(words[j:k]) is not None), None)
        if end is None:
            continue
        cents = _amount(words[j:end])
        said_cents = end < len(words) and words[end] in ("cents", "cent")
        if cents is None or cents >= 100 or cents != int(cents) or (cents < 10 and not said_cents) or \
                (end < len(words) and words[end] in ("ways", "people", "persons", "times", "percent")):
            continue        # "90 dollars three ways" is no $90.03
        tail = end + said_cents
        total = _amount(words[start:i]) + cents / 100
        return words[:start] + [f"{total:.2f}"] + words[tail:]
    return words


def percentages(words: list[str], arithmetic) -> Result | None:
    """Tips ("a 20 percent tip on 64 dollars"), "what percent of 80 is 20", "increase 50 by 10 percent",
    a price less a discount, tax, a bill split; then "split three ways" after any of them."""
    s = " ".join(words)
    s = " ".join(s.replace("per cent", "percent").replace("percentage", "percent").split())
    s = re.sub(r"\b(?:for|fore) ways\b", "four ways", re.sub(r"\b(?:to|too) ways\b", "two ways", s))   # Whisper's "split it for ways"
    if (got := chain(s.split())) is not None:      # a price and its changes in a row: coupons, discounts, tax, tip, a share
        return got
    m = re.fullmatch(r"(?P<rest>.+?) (?:and )?split(?: it| that| the bill| the check)? (?:(?P<n>[a-z0-9]+) ways|(?:between|among|by) "
                     r"(?P<n2>[a-z0-9]+)(?: people| persons| of us| friends| ways)?)(?: how much (?:does |do |will |would |is it |for )?"
                     r"(?:each|every)(?: person| one| of us)?(?: pay| get| owe| have to pay| need to pay)?)?", s) or \
        re.fullmatch(r"(?P<rest>.+?) how much (?:does|do|will|would|should) each (?:one )?of (?:the |us |our )?(?P<n>[a-z0-9]+)"
                     r"(?: people| persons| friends| of us)? (?:pay|owe|put in|chip in)", s)   # "..., how much does each of 4 people pay"
    if m is None and (each := re.search(r",? (?:so )?(?:how much (?:does|do|will|should|would) each(?: person| one| of us)?|what does each(?: person| one)?) "
                                        r"(?:pay|owe|put in|chip in)\b.*$", s)) and \
            (who := re.search(r"\b(?:there (?:are|were) )?(?P<n>[a-z0-9]+) (?:of us|people|friends|persons|guests)\b", s[:each.start()])) and \
            (n := _amount([who["n"]])) and n >= 2 and (first := percentages(s[:each.start()].split(), arithmetic)) is not None and \
            math.isfinite(first.value):           # "The bill is $124, there are four of us, and we add an 18 percent tip. How much does each pay?"
        total = _total(first)
        return Result("arithmetic", round(total / n, 2), f"{first.reply} Shared by {fmt(n)}, that is {_money(round(total / n, 2))} each.")
    if m and not m.group("rest").startswith(("split", "divide")):
        first = percentages(m.group("rest").split(), arithmetic)
        n = _amount([m.group("n") or m.groupdict().get("n2")])
        if first is not None and n and math.isfinite(first.value):
            total = _total(first)
            return Result("arithmetic", round(total / n, 2), f"{first.reply} Split {fmt(n)} ways, that is "
                                                            f"{_money(round(total / n, 2))} each.")
    asks = re.search(r"\bwhat (?:percent|percent discount|discount)\b|\bhow (?:much|big) (?:a |of a )?(?:percent|discount)\b|"
                     r"\bwhat percent (?:off|did i save|was (?:the|that|it))\b", s)
    paid = re.search(r"\b(?:paid|pay|got it for|bought it for|now|on sale for|sale price is|for)\b (?:(?:it's|its|it is|they're|only|just) )*"
                     r"(?P<y>[\d.]+)\b", s)
    was = re.search(r"\b(?:normally|usually|regularly|originally|was|were|list price|full price|regular price|retails? for)\b(?: (?:costs?|is|was|at|for|of))* "
                    r"(?P<x>[\d.]+)\b", s)
    if asks and paid and was and 0 < float(paid["y"]) < float(was["x"]) and not re.search(r"\bpercent (?:off|discount)\b.*\d", s):
        x, y = float(was["x"]), float(paid["y"])                # "I paid $18 for something that normally costs $24": 25% off
        off = round(100 * (x - y) / x, 1)
        return Result("arithmetic", off, f"{_money(y)} instead of {_money(x)} is {fmt(off)}% off.")
    m = re.fullmatch(r".*?\b(?P<x>[\d.]+) (?:[a-z]+ ){0,3}?after (?:a |an |the )?(?P<p>[\d.]+) percent (?:discount|off|markdown|reduction)\b.*?"
                     r"\b(?:original|full|regular|old|before|normal|usual)\b.*", s)     # "costs $48 after a 20% discount: the original price"
    if m and float(m.group("p")) < 100:
        x, p = float(m.group("x")), float(m.group("p"))
        return Result("arithmetic", round(x / (1 - p / 100), 2), f"{_money(x)} after {fmt(p)}% off was {_money(round(x / (1 - p / 100), 2))} "
                                                                 f"before it.")
    m = re.fullmatch(r"how much (?:do|would|will|can|did) (?:i|you|we) save (?:with|at|on|if|by|getting|from)? ?(?:a |an )?"
                     r"(?P<p>[\d.]+) percent (?:off|discount)(?: (?:on|of|off|from))? (?:a |an |the )?(?P<x>[\d.]+)\b.*", s)
    if m:                                                          # "how much do I save with 25% off a $60 item"
        x, p = float(m.group("x")), float(m.group("p"))
        return Result("arithmetic", round(x * p / 100, 2), f"{fmt(p)}% off {_money(x)} saves {_money(round(x * p / 100, 2))}; "
                                                           f"you pay {_money(round(x * (1 - p / 100), 2))}.")
    m = re.fullmatch(r"(?:.*? )?(?P<x>[\d.]+) (?:[a-z]+ ){0,3}?(?:with|plus|and|after|including) (?:a |an |the )?(?:[a-z']+ ){0,4}?(?P<p>[\d.]+) percent "
                     r"(?:sales )?tax(?: added| on top| included)?\b.*", s)          # "a $25 meal with 8.875 percent tax added"
    if m:
        x, p = float(m.group("x")), float(m.group("p"))
        tax = x * p / 100
        return Result("arithmetic", round(x + tax, 2), f"{p:g}% tax on {_money(x)} is {_money(round(tax, 2))}, "
                                                       f"{_money(round(x + tax, 2))} in all.")
    m = re.fullmatch(r".*?\b(?P<p>[\d.]+) percent (?:service charge|surcharge|gratuity|sales tax|tax|fee|vat) (?:to|on|onto|for) (?:a |an |the )?"
                     r"(?P<x>[\d.]+)\b.*\b(?:total|in all|altogether|all together|come to|pay)\b.*", s)
    if m:                                          # "The restaurant adds an 18 percent service charge to a $145 bill. What's the total?"
        x, p = float(m.group("x")), float(m.group("p"))
        return Result("arithmetic", round(x * (1 + p / 100), 2), f"{fmt(p)}% on {_money(x)} is {_money(round(x * p / 100, 2))}, "
                                                                 f"{_money(round(x * (1 + p / 100), 2))} in all.")
    m = re.fullmatch(r".*?\b(?:bill|check|meal|tab|total) (?:was|is|came to|comes to|of) (?P<x>[\d.]+)\b.*?\b(?:left|paid|gave|put down|handed over)"
                     r"(?: them| the \w+)? (?P<y>[\d.]+)\b.*\bwhat percent(?: tip)?\b.*", s)
    if m and 0 < float(m["x"]) < float(m["y"]):   # "The bill was $58 and I left $70 in total. What percent tip is that?"
        x, y = float(m["x"]), float(m["y"])
        v = (y - x) / x * 100
        return Result("arithmetic", v, f"{_money(y)} on a {_money(x)} bill is {_money(y - x)}, a tip of about {fmt(round(v, 1))}%.")
    m = re.fullmatch(r"(?P<a>.+?) as a percent", s)
    if m:
        got = arithmetic(m.group("a").split())
        if got is not None and math.isfinite(got.value):
            v = got.value * 100
            return Result("arithmetic", v, f"{' '.join(m.group('a').split()).replace(' divided by ', '/')} is {fmt(v)}%.")
    num = r"(?:[\d.]+|(?:(?:" + "|".join(NUMBER_WORDS) + r"|and) ?)+)"        # "forty eight"
    m = re.fullmatch(r".*?\b(?:(?:bill|check|meal|dinner|lunch|tab|total)(?: (?:at|from) (?:the |our |my |this |that )?[a-z]+)? "
                     r"(?:is|was|came to|comes to|for|of|cost) (?P<x>" + num + r")|(?:a|an|the|our|my) (?P<x2>[\d.]+) (?:dollar )?(?:bill|check|tab))\b.*?"
                     r"\b(?:leave|tip|add|added|adding|give|is|a|an|with) (?:a |an )?(?P<p>" + num + r") percent(?: tip)?\b.*", s)
    if re.search(r"\bhow much change\b|\bwhat(?: is|s)? (?:my|the) change\b|\bchange (?:do|will|should|would) (?:i|we) get\b", s) and \
            (gave := re.search(r"\b(?:paid|pay|gave|give|hand(?:ed)?|from)(?: (?:with|them|the cashier|over))? (?:\$)?(?P<y>(?:a |an )?" + num + r")"
                               r"(?: dollars?)?(?: bill| note)?\b", s)):
        rest = s[:gave.start()] + " " * (gave.end() - gave.start()) + s[gave.end():]
        cost = re.search(r"\b(?:total|bill|came to|comes to|cost|costs|was|is|price|spend|spent|spending)(?: was| is| of| came to)? (?:\$)?(?P<x>[\d.]+)\b", rest)
        each = [(_amount([e["n"]]), float(e["x"])) for e in re.finditer(r"\b(?P<n>[a-z]+|\d+) [a-z]+ (?:at|for) (?P<x>[\d.]+) (?:each|apiece|a piece)\b", rest)]
        said = gave["y"].split()             # "my total was 73.18, I paid with a hundred dollar bill", "paid with a 20"
        y = _amount(said) if _amount(said) is not None else _amount(said[1:])
        x = float(cost["x"]) if cost else sum(n * v for n, v in each) if each and all(n for n, _ in each) else None
        if y is not None and x is not None and y >= x:           # "two coffees at $4.35 each": 8.70
            return Result("arithmetic", round(y - x, 2), f"{_money(y)} less {_money(x)} is {_money(round(y - x, 2))} in change.")
    if m and (x := _amount((m["x"] or m["x2"]).split())) is not None and (p := _amount(m.group("p").split())) is not None:
        tip, kind = x * p / 100, "tax" if re.search(r"\btax\b", s) and not re.search(r"\btip\b", s) else "tip"
        return Result("arithmetic", round(x + tip, 2), f"{_a(p)} {_pct(p)}% {kind} on {_money(x)} is {_money(round(tip, 2))}, "
                                                       f"{_money(round(x + tip, 2))} in all.")
    m = re.fullmatch(r"(?:.*? )?(?P<x>[\d.]+) (?:[a-z]+ ){0,3}(?:is|are|at|(?:cost |be |come to )?(?:after|with)(?: a| an)?) "
                     r"(?P<p>[\d.]+) percent (?:off|discount)\b.*", s)        # "an $80 jacket cost after 25% off"
    if m and re.search(r"\bhow much (?:do|would|will|can|did|am|are) (?:i|you|we) (?:save|saving)\b|\bwhat(?: is| are|s)? (?:the |my |our )?"
                       r"sav(?:ing|ings)\b", s):                            # "The TV is $250 with a 12% discount. How much do I save?"
        x, p = float(m.group("x")), float(m.group("p"))
        return Result("arithmetic", round(x * p / 100, 2), f"{fmt(p)}% off {_money(x)} saves {_money(round(x * p / 100, 2))}; "
                                                           f"you pay {_money(round(x * (1 - p / 100), 2))}.")
    if m is None:
        m = re.fullmatch(r".*?\b(?:went|goes|go|going|rose|rising|fell|falling|dropped|dropping|increased|decreased|changed|gone|grew|grow|"
                         r"jumped|jumps|climbed|climbs|raised) (?:up |down )?from (?P<a>[\d.]+)"
                         r"(?: (?!to\b)[a-z]+){0,4} to (?P<b>[\d.]+)\b.*\bpercent.*", s) or \
            re.fullmatch(r".*?\bpercent(?:age)?\b.*?\b(?:went|goes|go|rose|rise|fell|fall|dropped|drop|increased|increase|decreased|"
                         r"decrease|changed|change|gone|grew|grow) (?:up |down )?(?:by )?from (?P<a>[\d.]+) to (?P<b>[\d.]+)", s) or \
            re.fullmatch(r".*?\bpercent(?:age)? (?:increase|decrease|change|rise|drop|growth|gain|loss|difference) (?:is it |is that )?"
                         r"(?:from|between) (?P<a>[\d.]+) (?:to|and) (?P<b>[\d.]+)\b.*", s)   # "the percent increase from 40 to 50"
        if m and float(m.group("a")):
            a, b = float(m.group("a")), float(m.group("b"))
            v = (b - a) / a * 100
            return Result("arithmetic", v, f"From {fmt(a)} to {fmt(b)} is {'an increase' if v >= 0 else 'a decrease'} "
                                           f"of {fmt(abs(v))}%.")
        m = re.fullmatch(r".*?\b(?:sales )?tax (?:here )?is (?P<p>[\d.]+) percent\b.*?\bon (?:a |an )?(?P<x>[\d.]+)\b.*", s) or \
            re.fullmatch(r".*?\b(?:sales )?tax (?:on|for) (?:a |an )?(?P<x>[\d.]+) (?:at|of) (?P<p>[\d.]+) percent\b.*", s)
        if m:
            p, x = float(m.group("p")), float(m.group("x"))
            tax = x * p / 100
            return Result("arithmetic", round(tax, 2), f"{p:g}% tax on {_money(x)} is {_money(round(tax, 2))}, "
                                                       f"{_money(round(x + tax, 2))} in all.")
    if m:
        x, p = float(m.group("x")), float(m.group("p"))
        return Result("arithmetic", x * (1 - p / 100), f"{fmt(p)}% off {_money(x)} is {_money(round(x * (1 - p / 100), 2))}.")
    s = re.sub(r" (?:evenly|equally|fairly)\b", "", s)
    if m := re.match(r"(?:if )?(?P<n>[a-z0-9]+) (?:of us|people|friends|persons) (?:are |were |will |want to |are going to )?"
                     r"(?:split|share|divide|splitting|sharing|dividing) ", s):
        s = "split " + s[m.end():] + f" between {m.group('n')}"       # "if six of us split $250, how much is each share"
    s = re.sub(r"^(split|share|divide) (?:a |an |the )?(\d[\d.]*) (?:[a-z]+ )?(bill|check|tab)\b", r"\1 \2 \3", s)   # "a $58 pizza bill"
    s = re.sub(r" how much (?:is|will be|would be) each (?:share|person's share|part|portion)( between \w+)$", r"\1", s)
    m = re.fullmatch(r"(?:if )?(?:we |i |you |they )?(?:(?:are|re|were) )?(?:split|divide|share|splitting|dividing|sharing) (?:a |an |the )?(?P<x>.+?)(?: bill| check| tab| meal| dinner|"
                     r" lunch| total)? (?:(?P<n>[a-z0-9]+) ways|(?:between|among|by|for) (?P<n2>.+?)"
                     r"(?: people| persons| of us| friends)?)(?: how much(?: each| is that each| per person|(?: does| do| will| would) "
                     r"(?:each|every)(?: person| one| of us)? (?:pay|get|owe|have to pay)))?", s)     # "if we split a $145 bill three ways"
    if m:
        x = _amount(re.sub(r"[$€£]|\s*\b(?:dollars?|bucks|euros?|pounds?|quid)$", "", m.group("x")).split())   # "$120", "145 dollar"
        n = _amount((m.group("n") or m.group("n2") or "").split())
        if x is None or not n:
            return None
        return Result("arithmetic", round(x / n, 2), f"{_money(x)} split {fmt(n)} ways is {_money(round(x / n, 2))} each.")
    if re.search(r"\bhow much (?:does|do|will|would|should|is that for) (?:each|every)(?: one| person| of us)?\b", s) and \
            (c := re.search(r"\bfor (?P<n>[a-z0-9]+)(?: people| persons| of us)?\b|\b(?P<n2>[a-z0-9]+) (?:of us|people|persons|friends)\b", s)) and \
            (v := re.search(r"\b(?:came to|comes to|come to|costs?|owe|paid|totall?ed|total of|bill of)\s+(?P<x>" + num + r")\b", s)):
        n, x = _amount([c.group("n") or c.group("n2")]), _amount(v.group("x").split())   # "dinner for four came to $138: each pays"
        if n and x is not None and n > 1:
            return Result("arithmetic", round(x / n, 2), f"{_money(x)} split {fmt(n)} ways is {_money(round(x / n, 2))} each.")
    m = re.fullmatch(r"(?P<p>.+?) percent off (?:of )?(?:a |an )?(?P<x>.+?)", s)
    if m:
        p, x = _amount(m.group("p").split()), _amount(m.group("x").split())
        if p is None or x is None:
            return None
        return Result("arithmetic", x * (1 - p / 100), f"{fmt(p)}% off {fmt(x)} is {fmt(x * (1 - p / 100))}.")
    m = re.fullmatch(r"(?:a |an |the )?(?P<p>.+?) percent (?:sales )?(?:tax|vat|gst|hst|pst) (?:on|for|of) (?:a |an )?(?P<x>.+?)", s)
    if m:
        p, x = _amount(m.group("p").split()), _amount(m.group("x").split())
        if p is None or x is None:
            return None
        tax = x * p / 100
        return Result("arithmetic", round(tax, 2), f"{p:g}% tax on {_money(x)} is {_money(round(tax, 2))}, "
                                                   f"{_money(round(x + tax, 2))} in all.")
    m = re.fullmatch(r"(?P<p>\d+(?:\.\d+)?|[a-z]+(?: [a-z]+)?) percent of (?P<x>[a-z]+(?: [a-z]+)?)", s)
    if m and _amount(m.group("p").split()) is not None and _amount(m.group("x").split()) is None:
        return Result("arithmetic", float("nan"), f"I can't work out {m.group('p')} percent of {m.group('x')}: "
                                                  f"{m.group('x')} is not a number.")
    m = re.fullmatch(r"(?:(?:what is |how much is )?the total (?:with|after|including|if i (?:leave|add|give)) )?(?:a |an |the )?(?P<p>.+?) "
                     r"percent tip (?:on|for|of|to) (?:a |an )?(?:bill of |check of |meal of )?(?P<x>.+?)(?: bill| check| meal| tab)?", s) or \
        re.fullmatch(r"(?:how much (?:should i|do i|would i|to) )?tip (?:on|for) (?:a |an )?(?P<x>.+?)(?: bill| check)? "
                     r"(?:at|with|if i tip|of) (?P<p>.+?) percent", s) or \
        re.fullmatch(r"(?:a |the )?tip of (?P<p>.+?) percent (?:on|for) (?:a |an )?(?P<x>.+?)(?: bill| check)?", s)
    if m:
        p, x = _amount(m.group("p").split()), _amount(m.group("x").split())
        if x is None and (first := re.match(r"(?:\$)?([\d.]+)(?: dollars?| bucks)?\b", m.group("x"))):
            x = float(first[1])                    # "a 15 percent tip on a 32 dollar delivery order"
        if p is None or x is None:
            return None
        tip = x * p / 100
        article = "An" if fmt(p).startswith("8") or fmt(p).split(".")[0] in ("11", "18") else "A"
        return Result("arithmetic", round(tip, 2), f"{article} {fmt(p)}% tip on {_money(x)} is {_money(round(tip, 2))}, "
                                                   f"{_money(round(x + tip, 2))} in all.")
    goal = re.search(r"\b(?:saving (?:up )?for|save (?:up )?for|goal (?:is|of)|target (?:is|of)|need|raising|raise)\b(?: (?:a|an|the|my|our))?"
                     r"(?: [a-z]+){0,2}? (?P<b>[\d.]+)\b", s)
    have = re.search(r"\b(?:have|saved|got|raised|collected|put away|put aside)(?: (?:saved|raised|got))? (?P<a>[\d.]+)\b", s)
    if re.search(r"\bwhat percent\b|\bhow many percent\b", s) and goal and have and goal.start("b") != have.start("a") and \
            float(goal["b"]) > 0:                 # "I'm saving for a $450 stand mixer and I have $270 so far. What percentage ..."
        a, b = float(have["a"]), float(goal["b"])
        v = a / b * 100
        return Result("arithmetic", v, f"{fmt(a)} of {fmt(b)} is {'about ' if abs(v - round(v, 2)) > 1e-9 else ''}{fmt(v)}%.")
    m = re.fullmatch(r"what percent(?:age)? of (?P<b>.+?) is (?P<a>.+)", s) or \
        re.fullmatch(r"(?P<a>.+?) is what percent(?:age)? of (?P<b>.+)", s) or \
        re.fullmatch(r"(?P<a>.+?) out of (?P<b>.+?) (?:is what percent(?:age)?|as a percent(?:age)?|in percent)", s) or \
        re.fullmatch(r"what percent(?:age)? is (?P<a>.+?) (?:of|out of) (?P<b>.+)", s)
    if m:
        a, b = _amount(m.group("a").split()), _amount(m.group("b").split())
        if a is None or b is None:
            return None
        if b == 0:
            return Result("arithmetic", float("nan"), "I can't work that out: nothing is a percentage of zero.")
        v = a / b * 100
        return Result("arithmetic", v, f"{fmt(a)} is {'about ' if abs(v - round(v, 2)) > 1e-9 else ''}{fmt(v)}% of {fmt(b)}.")
    m = re.fullmatch(r"(?P<a>.+?) is (?P<p>.+?) percent of what(?: number| amount| total)?", s) or \
        re.fullmatch(r"(?P<p>.+?) percent of what(?: number| amount| total)? is (?P<a>.+)", s)
    if m:                                         # "30 is 20 percent of what number"
        a, p = _amount(m.group("a").split()), _amount(m.group("p").split())
        if a is None or p is None:
            return None
        if p == 0:
            return Result("arithmetic", float("nan"), "I can't work that out: no number has it as 0 percent.")
        return Result("arithmetic", a * 100 / p, f"{fmt(a)} is {fmt(p)}% of {fmt(a * 100 / p)}.")
    m = re.fullmatch(r".*?\b(?P<x>[\d.]+)\b.*?\b(?P<p>[\d.]+) percent\b.*?\bcompound(?:ed|ing)?(?: (?P<f>annually|yearly|every year|"
                     r"monthly|every month|quarterly|daily))?\b.*?\b(?P<n>[\d.]+) years?\b.*", s)
    if m:                                         # "$1,000 at 5% interest compounded yearly, after 3 years"
        x, p, n = float(m.group("x")), float(m.group("p")), float(m.group("n"))
        k = {"monthly": 12, "every month": 12, "quarterly": 4, "daily": 365}.get(m.group("f") or "", 1)
        v = x * (1 + p / 100 / k) ** (k * n)
        return Result("arithmetic", round(v, 2), f"{_money(x)} at {fmt(p)}% compounded {m.group('f') or 'yearly'} for "
                                                 f"{fmt(n)} years comes to {_money(round(v, 2))}.")
    m = re.fullmatch(r".*?\b(?P<x>[\d.]+)\b.*?\b(?P<p>[\d.]+) percent(?: a year| per year| annual| annually| yearly)?(?: simple)? interest\b"
                     r"(?! compound).*?\b(?P<n>[\d.]+) years?\b.*", s)
    if m and "compound" not in s:                 # "$5,000 at 4 percent simple interest, how much interest in 3 years"
        x, p, n = float(m.group("x")), float(m.group("p")), float(m.group("n"))
        i = round(x * p / 100 * n, 2)
        return Result("arithmetic", i if re.search(r"\bhow much interest\b|\binterest (?:do|will|would)\b", s) else x + i,
                      f"{fmt(p)}% of {_money(x)} for {fmt(n)} years is {_money(i)} in interest, {_money(round(x + i, 2))} in all.")
    m = re.fullmatch(r".*?\b(?P<x>[\d.]+)\b.*?\b(?P<op>goes up|go up|went up|rises|rose|increases|increased|is raised|is marked up|"
                     r"goes down|go down|went down|drops|dropped|falls|fell|decreases|decreased|is cut|is reduced|is marked down)"
                     r"(?: by)? (?P<p>[\d.]+) percent\b.*", s)
    if m:                                         # "a $120 jacket goes up 15%, what's the new price"
        x, p = float(m.group("x")), float(m.group("p"))
        down = re.search(r"down|drop|fell|fall|decreas|cut|reduc", m.group("op")) is not None
        v = x * (1 - p / 100) if down else x * (1 + p / 100)
        return Result("arithmetic", round(v, 2), f"{fmt(x)} {'less' if down else 'plus'} {fmt(p)}% is {fmt(round(v, 2))}.")
    m = re.fullmatch(r"(?P<op>increase|raise|decrease|reduce|lower|discount|take) (?P<x>.+?) by (?P<p>.+?) percent", s) or \
        re.fullmatch(r"(?P<x>.+?) (?P<op>increased|raised|decreased|reduced|lowered) by (?P<p>.+?) percent", s) or \
        re.fullmatch(r"(?P<x>.+?) (?P<op>plus|minus|with|less|off|after|and) (?:a |an )?(?P<p>.+?) percent"
                     r"(?: off| discount| (?:sales )?tax| vat| more| less| tip)?", s)
    if m:
        x, p = _tail_amount(m.group("x").split()), _amount(m.group("p").split())
        if x is None or p is None:
            return None
        down = m.group("op") in ("decrease", "reduce", "lower", "discount", "take", "minus", "less", "off", "decreased",
                                 "reduced", "lowered") or s.endswith(("off", "discount", "less"))
        v = x * (1 - p / 100) if down else x * (1 + p / 100)
        return Result("arithmetic", v, f"{fmt(x)} {'less' if down else 'plus'} {fmt(p)}% is {fmt(v)}.")
    return chain(s.split(), single=True)     # one change alone, when what it comes to is asked
