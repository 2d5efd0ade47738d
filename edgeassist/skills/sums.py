"""Totals of everyday amounts: "I bought 3 pounds of apples at $1.89 a pound and a loaf of bread for $4.50.
How much did I spend?", "I walked 3.2 miles on Monday, 4.5 on Wednesday and 2.8 on Friday. How far is that
altogether?", and a total shared: "Three friends are splitting a $54 pizza order plus a $9 tip. What does each
person pay?". Each amount said is a term, or a quantity times the price per unit said after it; a number said
without a unit after amounts of one unit is in that unit. Every amount said must be used, in one dimension,
else it is no total (rates.py's products and quotients, or none). And what is left of money had after what was
spent ("I had $50, spent $12.75 on lunch and $8.40 on coffee"), and money said as a person says it."""
from __future__ import annotations

import math
import re

from .answers import number_at
from .units import feet_and_inches, say_unit

_TOTAL = re.compile(r"\b(?:altogether|all together|in total|combined|in all|total|all told|sum)\b|\bhow much did (?:i|we) (?:spend|pay)\b|"
                    r"\bhow much (?:do|did|will|would|does) (?:i|we|it|that|everything|the bill|the order) (?:owe|spend|pay|come to|cost)\b|\bwhat do (?:i|we) owe\b")
_EACH = re.compile(r"\b(?:each|every|per) (?:person|one of us|head|friend|kid|child)\b|\bhow much (?:does|do|will|should|would) (?:each|every)\b|"
                   r"\bwhat (?:does|do|will|should|would) (?:each|every)(?: one| person| of us| friend)?\b")
_SHARERS = re.compile(r"\b(?P<n>\w+) (?:friends|people|persons|of us|of them|ways|kids|children|guests|roommates|flatmates|coworkers|colleagues)\b|"
                      r"\b(?:between|among|amongst) (?P<m>\w+)\b")


def unread(marked: str, *used: float) -> list[float]:
    """The numbers amounts() read as no amount, but one (a thing said once: "one after another") and those
    the caller reads in its own way (the factor, the people sharing)."""
    return [v for v in (float(w[1:]) for w in marked.split() if w.startswith("#")) if v != 1 and v not in used]


def total(words: str, amounts, unit_of_phrase) -> tuple[dict, str, float, object] | None:
    """(slots, how, value, unit) of a total (or its share each), None when the words ask none. amounts, unit_of_phrase:
    rates.py's readers (passed in: rates.py imports this module)."""
    each = _EACH.search(words) is not None and re.search(r"\b(?:split|splitting|share|sharing|divide|dividing|chip in)\b", words)
    if not _TOTAL.search(words) and not each or re.search(r"\bhow much change\b|\bwhat(?:'s| is)? (?:my|the) change\b", words):
        return None                      # "my total was 73.18 and i paid with a hundred dollar bill, how much change": percent.py's
    t = _inherited(words, unit_of_phrase)
    given, factor, marked = amounts(t)
    sharers = None
    if each:
        m = _SHARERS.search(t)
        n = number_at([m["n"] or m["m"]], 0)[0] if m else None
        if not n or n != int(n) or n < 2:
            return None
        sharers = int(n)
        given = [a for a in given if not (a.counted and a.q.magnitude == n)]
    if factor != 1.0 or not given or len(given) < 2 and sharers is None or unread(marked, sharers or 1):
        return None                     # a number no amount reads ("37.5 regular hours"): a total without it is no answer
    own = _OWN.search(t) if sharers else None       # "... and each person also tips five dollars": added to each share
    mine = [a for a in given if own and a.at == len(t[:own.end()].split())]
    given = [a for a in given if a not in mine]
    terms, said, used = [], [], set()
    money = [i for i, a in enumerate(given) if str(a.q.dimensionality).startswith("[currency") and "/" not in str(a.q.units)]
    for i, a in enumerate(given):             # a price per unit with its quantity, anywhere: "20 minutes per pound ... a 4.5 pound roast"
        if "/" in str(a.q.units) and i not in used:
            for j, b in enumerate(given):
                if j != i and j not in used and "/" not in str(b.q.units) and not b.counted and \
                        "/" not in str((prod := (b.q * a.q).to_reduced_units()).units):
                    terms.append(prod)
                    said.append(f"{b.said} times {a.said}")
                    used |= {i, j}
                    break
    for i, a in enumerate(given):             # things counted with a price each: "six adults at $24.95", "$12.50 each for 3 adults"
        if a.counted and i not in used:
            near = [j for j in money if j not in used and abs(j - i) == 1]
            noun = a.said.split()[-1][:4]          # "$18 for adults and $11 for kids ... 4 adults and 3 kids": by what each is for
            named = [j for j in money if j not in used and re.match(r"(?:each |a head |apiece )?(?:for|per|an?) (?:the |each )?" + re.escape(noun),
                                                                   " ".join(t.split()[given[j].at + len(given[j].said.split()):][:3]))]
            near = named if len(named) == 1 else near
            if not near:
                return None
            each = [j for j in near if re.search(r"\b(?:each|apiece|a piece|a head|per person|a ticket)$", given[j].said)]
            j = each[0] if each else near[0] if len(near) == 1 or j_after(given, i) is None else j_after(given, i)
            terms.append(given[j].q * a.q.magnitude)
            said.append(f"{a.said} at {given[j].said}")
            used |= {i, j}
    for i, a in enumerate(given):
        if i not in used:
            terms.append(a.q)
            said.append(a.said)
    if not terms:
        return None
    dim = terms[0].dimensionality
    if len(terms) < 2 and sharers is None and not used or any(x.dimensionality != dim for x in terms):
        return None
    unit = terms[0].units
    value = sum(x.to(unit).magnitude for x in terms)
    how = " plus ".join(said)
    if sharers:
        value /= sharers
        how = f"{how}, shared by {sharers}," if len(terms) > 1 else f"{how} shared by {sharers}"
    for a in mine:
        if a.q.dimensionality != dim:
            return None
        value += a.q.to(unit).magnitude
        how = f"{how.rstrip(',')}, and {a.said} each"
    return {"value": round(value, 6), "unit": str(unit)}, how[0].upper() + how[1:], value, unit


_OWN = re.compile(r"\beach (?:person |one |of us |of them )?(?:also |then )?(?:tips?|adds?|pays?|puts? in|chips? in|gives?|"
                  r"leaves?) (?:an? )?(?=\S)")


def j_after(given, i: int) -> int | None:
    """The money amount said right after the counted one at i ("six adults at $24.95"), if any."""
    return i + 1 if i + 1 < len(given) and str(given[i + 1].q.dimensionality).startswith("[currency") else None


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
    if not re.search(r"\bhow many\b", words) or len(re.findall(r"\bdozens?\b", words)) != 1 or re.search(r"\d+(?:\.\d+)? (?:dollars|euros|cents|gbp)\b", words) \
            or re.search(r"\b(?:left|remain|remaining|each|ate|eat|used|take|takes)\b", words):
        return None                  # "two dozen cupcakes and the kids ate 17, how many are left": not the dozen's count
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
                  r"\b(?:each (?:eat|eats|take|takes|have|has|get|gets|use|uses|drink|drinks|grab|grabs)(?: (?P<e>[\w.]+))?|"
                  r"(?:eat|take|have|get|use|drink|grab) (?P<e2>[\w.]+)(?: [a-z]+s)? each)\b", words)      # "3 of us eat 2 slices each"
    if m is None or not re.search(r"\bhow many\b.*\b(?:left|remain|remaining|left over|leftover)\b", words[m.end():]):
        return None
    n, k, e = (number_at(x.split(), 0)[0] for x in (m["n"], m["k"], m["e"] or m["e2"] or "one"))
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


def left_after(words: str) -> tuple[dict, str] | None:
    """ "There were two dozen cupcakes and the kids ate 17, how many are left", "I've got two dozen eggs. Each batch takes 3 eggs
    and I'm making 7 batches. How many will be left?": what there was, less what went."""
    if not re.search(r"\bhow many\b.*\b(?:left|remain|remaining|left over|leftover|spare)\b", words):
        return None
    toks = words.split()
    had = next(((v, j, i) for i in range(len(toks)) if (v := number_at(toks, i))[0] is not None and (j := v[1]) < len(toks)
                and re.fullmatch(r"[a-z]+s", toks[j]) and toks[j] not in ("dollars", "cents", "minutes", "hours")), None)
    if had is None:
        return None
    (n, _), j, i = had
    thing = toks[j]
    rest = " ".join(toks[j + 1:])
    took = re.search(r"\b(?:ate|eaten|used|took|taken|sold|gave away|gave|lost|broke|drank|had)(?: (?:up|away))? (?P<m>[\w.]+)\b(?! " + thing + r" each)", rest)
    each = re.search(r"\beach (?P<unit>[a-z]+)(?: of [a-z]+)? (?:takes|needs|uses|has) (?P<k>[\w.]+) " + thing[:-1] + r"s?\b.*?\b(?P<m>[\w.]+) (?P=unit)(?:es|s)\b", rest)
    if each and (k := number_at([each["k"]], 0)[0]) and (m := number_at([each["m"]], 0)[0]) and k * m <= n:
        return {"value": n - k * m, "unit": "dimensionless"}, f"{n:g} {thing} less {m:g} times {k:g} leaves {n - k * m:g}."
    if took and not each and (m := number_at([took["m"]], 0)[0]) is not None and m <= n and len(re.findall(r"\d+|\b(?:one|two|three|four|five|six|"
                                                                                              r"seven|eight|nine|ten|dozen)\b", rest)) == 1:
        return {"value": n - m, "unit": "dimensionless"}, f"{n:g} {thing} less {m:g} leaves {n - m:g}."
    return None



_BY = re.compile(r"\b(\d+(?:\.\d+)?) (feet|inches|yards|meters|centimeters|miles|kilometers) by (\d+(?:\.\d+)?) \2\b")
_AROUND = re.compile(r"\b(?:all the way )?around\b|\bperimeter\b|\bfenc(?:e|ing)\b|\bborder\b|\bedging\b|\btrim\b|\bbaseboards?\b")


def around(words: str) -> tuple[dict, str] | None:
    """ "How many feet of fencing to go all the way around a yard 40 feet by 25 feet": the perimeter, 2 x (40 + 25)."""
    sides = list(_BY.finditer(words))
    if len(sides) != 1 or not _AROUND.search(words) or not re.search(r"\bhow (?:many|much|long)\b", words) or \
            re.search(r"\b(?:area|square|cover|covers|tiles?|carpet|paint)\b", words):
        return None
    a, unit, b = float(sides[0][1]), sides[0][2], float(sides[0][3])
    value = 2 * (a + b)
    return {"value": value, "unit": unit}, f"Around {a:g} by {b:g} {unit} is 2 times {a + b:g}: {value:g} {unit}."


def how_many_fit(words: str, amounts, unit_of_phrase) -> tuple[dict, str] | None:
    """ "How many 250-milliliter glasses can I fill from a 2-liter bottle?", "2.5 pounds of cheese in 8-ounce blocks: how many
    blocks should I buy?", "three and a half cups of sugar, each batch needs three quarters of a cup: how many full batches":
    the whole over the size of one, whole ones only (rounded down for what can be made or filled, up for what to buy)."""
    if not re.search(r"\bhow many\b", words) or re.search(r"\b(?:dollars|euros|cents|gbp|percent)\b|\bper\b|\bhow many (?:minutes|hours|days|miles|more)\b", words):
        return None
    if len(re.findall(_BY, words)) == 2:       # "tiles 2 feet by 2 feet, how many to cover a 10 by 12 foot kitchen": areas
        words = _BY.sub(lambda m: f"{float(m[1]) * float(m[3]):g} square {m[2]}", words)
    asked = re.search(r"\bhow many (?:full |whole )?(?:[\d.]+[- ]?[a-z]+ )?([a-z]+(?: [a-z]+)?)", words)
    if asked is None or unit_of_phrase(asked[1]) is not None or unit_of_phrase(asked[1].split()[0]) is not None or \
            re.search(r"\d (?:by|x) \d", words):
        return None                          # "how many square meters is a 12 by 15 foot room": a conversion, no count
    given, factor, _ = amounts(words)
    sizes = [a for a in given if not a.counted]
    if factor != 1.0 or len(sizes) != 2 or len(given) != 2 or sizes[0].q.dimensionality != sizes[1].q.dimensionality or \
            not sizes[0].q.magnitude or not sizes[1].q.magnitude:
        return None
    whole, one = sorted(sizes, key=lambda a: a.q.to_base_units().magnitude, reverse=True)
    if not re.search(r"\b(?:each|every|per|a|an|one)\b[^.]*?\b" + re.escape(one.said.split()[-1][:4]) + r"|"
                     + re.escape(one.said) + r"[- ](?:[a-z]+ )?(?:glass|glasses|blocks?|bags?|bottles?|jars?|cans?|packs?|boxes?|cups?|bowls?|"
                                               r"servings?|portions?|patt(?:y|ies)|loaves|loaf|batch(?:es)?|pieces?|scoops?|slices?)\b|"
                     r"\bcomes in\b", words):
        return None                          # which amount is one of them must be said
    n = (whole.q / one.q).to("dimensionless").magnitude
    exact = abs(n - round(n)) < 1e-6
    up = re.search(r"\b(?:should|do|will|would|must) (?:i|we) (?:buy|get|order|need|pick up)\b|\bhow many [\w -]+ (?:to buy|to get|do i need)\b", words)
    count = round(n) if exact else (int(n) + 1 if up else int(n))
    how = f"{whole.said} divided by {one.said} is {n:.3g}" + ("" if exact else ", so " + (f"{count} to have enough" if up else f"{count} whole ones"))
    return {"value": count, "unit": "dimensionless"}, how[0].upper() + how[1:] + "."


def say_money(value: float, unit) -> str:
    if " / " in str(unit):                   # "22200 dollars a year"
        top, below = str(unit).split(" / ", 1)
        return f"{say_money(value, top)} {'an' if below[0] in 'aeiou' else 'a'} {below}"
    name = {"dollar": "dollars", "cent": "cents", "euro": "euros", "sterling": "pounds"}[str(unit)]
    if name in ("dollars", "euros") and 0.005 <= abs(value) < 0.995:
        return f"{value * 100:.3g} cents"               # "0.27 dollars": 27 cents
    return (f"{value:,.2f}" if abs(value - round(value)) > 0.004 else f"{round(value):,}").replace(",", "") + " " + name


_GOT = {"had", "have", "started", "got", "earned", "received", "found", "made", "won", "inherited", "budgeted", "budget", "saved",
        "withdrew", "allowed", "set aside"}
_WENT = {"spent", "spend", "paid", "pay", "gave", "give", "lost", "used", "bought", "donated", "lent", "owe"}


def left_over(words: str) -> tuple[dict, str] | None:
    """ "I had $50, spent $12.75 on lunch and $8.40 on coffee. How much do I have left?": what was had, less
    what went (each amount of money taken with the last verb said before it)."""
    if not re.search(r"\bhow much\b.*\b(?:left|left over|remaining|remain)\b", words) or \
            re.search(r"\b\d+(?:\.\d+)? (?!dollars|euros|gbp)[a-z]", words):
        return None                       # "3 coffees at $4": a product first, not a sum of money
    sign, signed, said = 0, [], []
    for m in re.finditer(r"\b(?P<n>\d+(?:\.\d+)?) (?P<u>dollars|euros|gbp)\b|\b(?P<w>[a-z]+)\b", words):
        if m["w"]:
            sign = 1 if m["w"] in _GOT else -1 if m["w"] in _WENT else sign
        elif sign:
            signed.append(sign * float(m["n"]))
            said.append(m[0])
    if len(signed) < 2 or signed[0] < 0 or all(v > 0 for v in signed):
        return None
    unit = {"dollars": "dollar", "euros": "euro", "gbp": "sterling"}[said[0].split()[1]]
    went = [x for x, v in zip(said, signed) if v < 0]
    how = f"{said[0]} less {' and '.join(went)}" if len(went) == len(signed) - 1 else "what you had less what went"
    return {"value": round(sum(signed), 2), "unit": unit}, f"{how[0].upper() + how[1:]} leaves {say_money(sum(signed), unit)}."


_MORE = re.compile(r"\bhow (?:much|many (?P<u>[a-z]+(?: [a-z]+)?)) (?P<c>taller|shorter|longer|heavier|lighter|bigger|smaller|farther|further|"
                   r"higher|lower|deeper|wider|more|less)\b|\bhow (?:much|many (?P<u2>[a-z]+)) (?:time )?(?:is |are )?(?:left|remaining|to go)\b|"
                   r"\bhow (?:much|many) more (?P<u3>[a-z]+)\b")


def difference(words: str, amounts, unit_of_phrase) -> tuple[dict, str] | None:
    """ "I'm 5 foot 10 and my son is 4 foot 3, how many inches taller am I": the two amounts of one kind, the larger less
    the smaller, in the unit asked (else the first amount's)."""
    m = _MORE.search(words)
    if m is None:
        return None
    words = re.sub(r"\b(\d+) hours? (?:and )?(\d+) minutes?\b", lambda h: f"{int(h[1]) * 60 + int(h[2])} minutes", words)   # "5 hours 40 minutes"
    said, _, marked = amounts(feet_and_inches(words))
    given = [a for a in said if not a.counted]
    if m["c"] is None and len(given) != len(said):
        return None                      # "how many are left" after a count: left_after's ("had 36 eggs and used 8")
    if len(given) != 2 or given[0].q.dimensionality != given[1].q.dimensionality or not given[0].q.dimensionality or unread(marked) or \
            len(said) > 2 and re.search(r"\b(?:split|splitting|share|sharing|between|among|each)\b", words):
        # "splitting a $240 cabin between six friends ... i paid a $30 deposit": a share first, never 240 less 30
        return None
    asked = m["u"] or m["u2"] or m["u3"]
    unit = unit_of_phrase(asked) if asked else given[0].q.units
    if unit is None or (1 * unit).dimensionality != given[0].q.dimensionality:
        return None
    big, small = sorted(given, key=lambda a: a.q.to_base_units().magnitude, reverse=True)
    value = float((big.q - small.q).to(unit).magnitude)
    name = asked or say_unit(unit, value)
    return {"value": round(value, 6), "unit": str(unit)}, f"{big.said} less {small.said} is {value:.3g} {name}."


def afford(words: str, amounts) -> tuple[dict, str] | None:
    """ "I have $100 and gift cards are $15 each, how many can I buy": the whole ones the money buys, and what is left."""
    if not re.search(r"\bhow many\b(?: [a-z]+){0,3} (?:can|could|will) (?:i|we|you) (?:buy|get|afford|order|pay for)\b", words):
        return None
    given, factor, marked = amounts(words)
    money = [a for a in given if str(a.q.dimensionality).startswith("[currency") and "/" not in str(a.q.units)]
    each = [a for a in money if re.search(r"\b(?:each|apiece|a piece)$", a.said)]
    if factor != 1.0 or len(given) != 2 or len(money) != 2 or len(each) != 1 or unread(marked) or not each[0].q.magnitude:
        return None
    price, budget = each[0], next(a for a in money if a is not each[0])
    n = math.floor(round(float((budget.q / price.q).to("dimensionless").magnitude), 9))
    left = budget.q - n * price.q
    unit = budget.q.units
    return {"value": n, "unit": "dimensionless"}, f"{budget.said[:1].upper() + budget.said[1:]} buys {n} at {price.said}" + \
        (f", with {say_money(left.to(unit).magnitude, unit)} left over." if left.magnitude > 1e-9 else ".")
