"""Everyday sums with units, worked out from their dimensions: "gas is $3.49 a gallon, how much for
14 gallons", "I make $22.75 an hour, how much is that for a 37.5 hour week", "we drove 348 miles on
12 gallons, how many miles per gallon is that", "I'm tripling a recipe that needs two thirds of a
cup of sugar, how many cups", "how long does it take to drive 300 miles at 60 miles per hour".

The amounts said with their units (pint's, and money), the unit the question asks for, and the one
product or quotient of the amounts that has the asked unit's dimensions, using as many of them as
can be used. Two such products with different values, or none: not taken (the question goes on to
the others), never a guess. A plain conversion of one amount is units.py's.
"""
from __future__ import annotations

import math
import re

from .clock_sums import clock_sum
from .answers import AnswerSkill, number_at
from .base import say_duration
from .counted import OFFER, counted_units, free_ones, parts as mix_parts, shares
from .journeys import landing
from .ratios import ratio_split, together
from .solve import as_calendar, pooled, proportion, work_out
from .sums import afford, around, better_deal, difference, dozens, how_many_fit, left_after, left_each, left_over, say_money, total, unread
from .unit_names import SAID, SPOKEN_UNITS
from .units import and_a_half, registry, say_amount, say_unit, unit_of

_MONEY_UNITS = {"dollar": "dollar", "dollars": "dollar", "bucks": "dollar", "buck": "dollar", "usd": "dollar",
                "cent": "cent", "cents": "cent", "euro": "euro", "euros": "euro", "quid": "sterling",
                "pounds sterling": "sterling", "gbp": "sterling"}
MULTIPLY = {"double": 2, "doubling": 2, "doubled": 2, "twice": 2, "triple": 3, "tripling": 3, "tripled": 3,
            "quadruple": 4, "quadrupling": 4, "quadrupled": 4, "halve": 0.5, "halving": 0.5, "halved": 0.5}
_NOT_COUNTED = {"am", "pm", "a.m", "p.m", "o'clock", "oclock", "percent", "per", "times", "plus", "minus", "and", "or",
                "of", "in", "on", "at", "to", "for", "by", "is", "are", "was", "the", "a", "an", "each", "apiece",
                "years", "year", "st", "nd", "rd", "th"}
_PLURAL_NOUN = re.compile(r"[a-z]{2,}s|people|children|men|women|sheep|fish|deer|geese|mice|teeth|feet")
_QUESTION = {"how", "what", "many", "much", "when", "who", "which", "does", "do", "did", "will", "would", "can"}
_PARTS_SAID = re.compile(r"\bparts?\b")
_THINGS = {"bag", "bar", "point", "hand", "link", "chain"}     # pint's cement bag, bar of pressure, ...: things counted here
_RECIPE_VERBS = {"needs", "calls", "uses", "takes", "wants", "requires", "asks", "says", "gets", "makes", "serves", "yields", "feeds"}
_TIME_UNITS = {"minute", "hour", "day", "week", "month", "year", "fortnight", "second"}
_DEFINED = False


def _money_registry():
    """pint's registry with money as dimensions of its own (a dollar is no mass): defined once."""
    global _DEFINED
    u = registry()
    if not _DEFINED:
        for line in ("dollar = [currency]", "cent = dollar / 100", "euro = [currency_euro]",
                     "sterling = [currency_sterling]", "dozen = 12", "night = day"):
            try:
                u.define(line)
            except Exception:  # noqa: BLE001 - defined already by another registry user
                pass
        _DEFINED = True
    return u


def _unit(phrase: str):
    """pint's unit of a phrase, money too ("dollars a gallon", "euros per kilo", "cents each")."""
    u = _money_registry()
    p = phrase.strip()
    p = re.sub(r" (?:each|apiece|a piece|per person|a head)$", "", p)
    parts = re.fullmatch(r"(.+?) (?:per|an?|every|each|for every|for each) (.+)", p)
    top = parts.group(1) if parts else p
    if top in _MONEY_UNITS:
        money = u.parse_units(_MONEY_UNITS[top])
        if not parts:
            return money
        below = unit_of(parts.group(2)) if parts.group(2) not in ("item", "one", "piece") else u.parse_units("dimensionless")
        return money / below if below is not None else None
    if top in ("a", "an", "in", "to", "m", "l", "c", "f", "s", "and", "per", "at", "for", "on", "is", "us", "of us", "are") or \
            top.split()[0] in ("us", "are", "is") or re.sub(r"s$", "", top.split()[0]) in _THINGS:
        return None                 # "three of us are": no microseconds, no ares of land; "three bags of apples": no cement bags
    unit = unit_of(p)
    if unit is not None and re.fullmatch(r"[a-z]{4,}", p) and p not in SAID and p not in SPOKEN_UNITS and \
            not str(unit).startswith((p, p[:-1], p[:-2])):
        return None                  # "three candles": things counted, not pint's candela
    return unit


class Amount:
    def __init__(self, value: float, unit, said: str, counted: bool = False, at: int = 0):
        self.q = _money_registry().Quantity(value, unit)
        self.said, self.counted, self.summed, self.at, self.bare = said, counted, False, at, False

    def like(self, other: "Amount") -> bool:
        """Two amounts of one thing: "4 people" and "6 people", "10 gallons" and "15 gallons"."""
        if self.counted or other.counted:        # "6 people ... how many cups for 15": the 15 are people too
            return self.counted and other.counted and (self.said.split()[-1].rstrip("s") == other.said.split()[-1].rstrip("s") or
                                                       self.bare != other.bare)
        return self.q.dimensionality == other.q.dimensionality and not self.summed and not other.summed


def _u(unit: str) -> str:
    return "feet" if unit in ("foot", "ft") else unit


def _prepare(words: str) -> str:
    t = re.sub(r"([$€£])\s?(\d[\d,]*(?:\.\d+)?)", lambda m: f"{m.group(2)} " + {"$": "dollars", "€": "euros",
                                                                                 "£": "gbp"}[m.group(1)], words)
    t = re.sub(r"(?<=\d),(?=\d{3}\b)", "", t)
    t = re.sub(r"\b(\d+(?:\.\d+)?|(?:[a-z]+ )?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty)) "
               r"(?:extra|more|additional|further) (?=(?:minutes?|hours?|seconds?|days?|miles?|dollars?|cups?)\b)", r"\1 ", t)
    # "plus fifteen extra minutes": fifteen minutes
    t = re.sub(r"\b(\d+) dollars? (?:and )?(\d{1,2}) cents?\b", lambda m: f"{m[1]}.{int(m[2]):02d} dollars", t)   # "6 dollars 48 cents"
    t = re.sub(r"(?:(?<!\band )\b(?:a|an) |(?<=\bmany )|(?<=\bthe )|(?<=\beach )|(?<=\bper ))(quarter|half|third)[- ](pound|ounce|kilo|kilogram|liter|litre|gallon|cup|mile|hour)(?=s? [a-z])",
               lambda m: f"{ {'quarter': 0.25, 'half': 0.5, 'third': round(1 / 3, 4)}[m[1]]} {m[2]}", t)   # "quarter pound burgers"
    if not re.search(r"\b(?:dollars|euros|gbp|cents?|bucks|quid)\b", t) and (re.search(r"\b(?:cost|costs|how much|price|pay|owe|spend|spent)\b", t) or
            len(re.findall(r"\b\d+\.\d\d\b", t)) == len(re.findall(r"\b\d+\.\d\d (?:each|apiece|a piece)\b", t))):   # "four coffees at 3.75 each"
        t = re.sub(r"\b(are|is|at|costs?|for) (\d+\.\d\d) (?=each\b|apiece\b|a piece\b|(?:a|an|per) [a-z]+\b)", r"\1 \2 dollars ", t)   # "1.29 a pound"
    t = re.sub(r"\b(?:an? )?(\w+)[- ]pack of ([a-z]+?)s?\b", r"\1 \2s", t)               # "a six-pack of muffins": six muffins
    t = re.sub(r"\b(?:an? |the )?(?:case|box|bag|pack|packet|carton|crate|tray|tub|jar|bottle|tin|can|roll) of (\d+) (?:[a-z]+ )?([a-z]+s)\b",
               r"\1 \2", t)                                                             # "a case of 24 water bottles": 24 bottles
    t = re.sub(r"\b(serves?|feeds?|for) (?:for|fore)\b(?= and\b| people\b|,|$)", r"\1 four", t)   # Whisper's "this recipe serves for and ..."
    if made := re.search(r"\b(?:makes?|making|yields?|bakes?|serves?) (\d+) ([a-z]+s)\b", t):    # "makes 24 cookies ... I only want 16": 16 cookies
        t = re.sub(r"\b((?:only |just )?(?:want|need|make|bake|have to make)) (\d+)\b(?! [a-z]+s\b)", lambda m: f"{m[1]} {m[2]} {made[2]}", t)
    t = re.sub(r"\b(?:are|is|at|costs?|sell for|going for) (\d+|two|three|four|five|six|ten) for (\d+(?:\.\d+)?) (dollars|euros|gbp)\b",
               lambda m: f"are {float(m[2]) / number_at([m[1]], 0)[0]:.4g} {m[3]} each", t)     # "strawberries are 2 for $5": 2.50 each
    t = re.sub(r"\b(\d+(?:\.\d+)?) (?:by|x) (\d+(?:\.\d+)?) (foot|feet|ft|meters?|metres?|inch(?:es)?|yards?|centimeters?|cm|m)\b",
               lambda m: f"{m[1]} {_u(m[3])} by {m[2]} {_u(m[3])}", t)     # "a 12 by 15 foot room": 12 feet by 15 feet
    t = re.sub(r"\b((?:serves?|serving|feeds?|feeding) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve))\b(?![.,]\d)"
               r"(?! (?:people|persons|servings|portions|guests|kids|children|adults)\b)(?! ?[a-z]+s\b)", r"\1 people", t)   # "the recipe serves 4"
    t = re.sub(r"\b((?:recipe|dish|batch) (?:is |that's |that is |which is )?for|(?:cooking|baking|cook|bake|making (?:it|this|that)) for|"
               r"(?:to )?feed) (\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b(?![.,]\d)"
               r"(?! (?:people|persons|servings|portions|guests|kids|children|adults)\b)",
               lambda m: m[0] if _unit(nxt := t[m.end():].split(" ", 2)[1] if len(t[m.end():].split(" ", 2)) > 1 else "") is not None
               or re.fullmatch(r"[a-z]{3,}[^s]s", nxt) and nxt not in _RECIPE_VERBS
               else f"{m[0]} people", t)          # "a recipe for four ... I'm cooking for ten": people; "for twelve muffins": muffins
    t = and_a_half(t)                                                               # "an hour and a half": 1.5 hours
    t = re.sub(r"\b(\d+(?:\.\d+)?)-(?=[a-z]{2,})", r"\1 ", t)                       # "a 24-ounce jar", "a 365-day year"
    if re.search(r"\b(?:run|ran|running|race|jog|jogged|walk|walked|pace)\b", t):
        t = re.sub(r"\b(\d+(?:\.\d+)?) ?k\b", r"\1 kilometers", t)                   # "a 5 k in 27 minutes"
    if not re.search(r"\bsplit", t):              # "if six of us split $250": compute.py's share
        t = re.sub(r"\b(\w+) of (?:us|them|you)\b", lambda m: f"{m[1]} people" if number_at([m[1]], 0)[0] else m[0], t)   # "four of us"
    t = re.sub(r"(\d[\d.]* (?:dollars|euros|cents|gbp)) ((?:on|for) (?:[a-z']+ ){1,3}?)(?:every|each|a|per) (day|week|month|year)\b",
               r"\1 a \3 \2", t)
    t = re.sub(r"\b(?:a|one) (?:year|month|week|day) (?:of|with) (\d+ (?:weeks|days|hours|working days|work days))\b", r"\1", t)  # "a year of 52 weeks"
    t = re.sub(r"(\d[\d.]*) (dollars|euros|cents|gbp) ((?:on|for) (?:[a-z']+ ){1,3}?)?(?:every|each|a|per|on) weekdays?\b",
               lambda m: f"{float(m[1]) * 5:g} {m[2]} a week {m[3] or ''}", t)              # "$4.50 on coffee every weekday": 22.50 a week                                                  # "$5.25 on coffee every day": a day
    return re.sub(r"(?<=\d)(?=[a-z])(?!st\b|nd\b|rd\b|th\b|k\b)", " ", t)


def amounts(words: str) -> tuple[list[Amount], float, str]:
    """The amounts said (with their units, or counts of things), the factor a verb asks for
    ("tripling": 3), and the words with each amount marked @ (#3 where a number is no amount it reads)."""
    toks = words.split()
    out, factor, rest, i = [], 1.0, [], 0
    while i < len(toks):
        if toks[i] in MULTIPLY and factor == 1.0:
            factor = MULTIPLY[toks[i]]
        bare = toks[i] in ("a", "an") and not (i + 1 < len(toks) and toks[i + 1] in ("half", "third", "quarter", "dozen", "hundred",
                                                                                "thousand"))    # "a hundred and forty dollar bill"
        value, k = number_at(toks, i) if not bare else (None, i)
        if bare and i and toks[i - 1] in ("in", "for", "over", "during", "every", "after", "per") and i + 1 < len(toks) and \
                toks[i + 1] in _TIME_UNITS:
            value, k = 1.0, i + 1                   # "how many miles in a week"
        elif bare and i and toks[i - 1] in ("would", "cost", "costs", "buy", "get") and i + 1 < len(toks) and \
                _unit(toks[i + 1]) is not None and toks[i + 1] not in _TIME_UNITS:
            value, k = 1.0, i + 1                   # "what would a pound cost"
        if value is None or k == i:
            rest.append(toks[i])
            i += 1
            continue
        j = k
        while j < len(toks) and toks[j] in ("of", "a", "an") and j - k < 2:
            j += 1
        for n in (5, 4, 3, 2, 1):
            unit = _unit(" ".join(toks[j:j + n])) if j + n <= len(toks) else None
            if unit is not None:
                here = Amount(value, unit, " ".join(toks[i:j + n]), at=i)
                last = out[-1] if out and rest[-2:] == ["@", "and"] else None
                if last is not None and not last.counted and last.q.dimensionality == here.q.dimensionality:
                    last.q, last.said, last.summed = last.q + here.q.to(last.q.units), f"{last.said} and {here.said}", True
                    del rest[-2:]                       # "2 hours and 30 minutes": one amount
                else:
                    out.append(here)
                i = j + n
                break
        else:
            if k < len(toks) and _PLURAL_NOUN.fullmatch(toks[k]) and toks[k] not in _NOT_COUNTED | _QUESTION \
                    and not re.fullmatch(r"\d{4}", toks[i]):
                out.append(Amount(value, "dimensionless", " ".join(toks[i:k + 1]), counted=True, at=i))   # "3 pizzas"
                i = k + 1
            elif toks[k - 1] in ("dozen", "dozens"):
                out.append(Amount(value, "dimensionless", " ".join(toks[i:k]), at=i))   # "how much for a dozen": 12 of them
                i = k
            elif i and toks[i - 1] in ("for", "need", "buy", "buying", "bought", "get", "want", "order", "ordered", "take") \
                    and not re.fullmatch(r"\d{4}", toks[i]) and (k == len(toks) or toks[k] in ("for", "of", "and", "how", "what")):
                out.append(Amount(value, "dimensionless", " ".join(toks[i:k]), counted=True, at=i))   # "... each, how much for seven"
                out[-1].bare = True
                i = k
            elif i and toks[i - 1] in ("have", "reach", "hit", "saved") and k == len(toks) and \
                    any(str(a.q.dimensionality).startswith("[currency") for a in out):
                money = next(a for a in out if str(a.q.dimensionality).startswith("[currency"))
                out.append(Amount(value, [n for n, pw in money.q.unit_items() if pw > 0][0], " ".join(toks[i:k]), at=i))   # "till I have 840"
                i = k
            else:
                i = k
                rest.append(f"#{value:g}")      # a number no amount reads ("37.5 regular hours"): marked apart
                continue
        rest.append("@")
    return out, factor, " ".join(rest)


def asked(words: str, given: list[Amount]):
    """The unit the question asks for: "how many cups", "how many miles per gallon", money for "how
    much" when money was said, time for "how long", length for "how far"; None when none."""
    u = _money_registry()
    m = re.search(r"\b(?:in|into|to) (?!(?:a|an|one|the) )([a-z][a-z0-9/ ]*?)(?: please)?$", words)
    unit = _unit(m.group(1)) if m else None
    if unit is not None:                        # "... what is that in centimeters" (not "in a year": a span)
        return unit
    if m := re.search(r"\b(monthly|weekly|yearly|annual|daily) (?:payments?|installments?|cost|bill|amount)\b", words):
        money = next((u.parse_units(n) for a in given for n, pw in a.q.unit_items() if pw > 0 and
                      str(u.parse_units(n).dimensionality).startswith("[currency")), None)
        if money is not None:                    # "a $1,200 laptop on an 18-month plan: the monthly payment"
            return money / u.parse_units({"monthly": "month", "weekly": "week", "daily": "day"}.get(m[1], "year"))
    m = re.search(r"\bhow many (.+)", words)
    if m and (size := re.match(r"(\d[\d.]*) ([a-z]+) [a-z]+s\b", m.group(1))) and _unit(size[2]) is not None:
        return u.parse_units("dimensionless")    # "how many 500 milliliter bottles is that in a week": a count of them
    if m:
        toks = m.group(1).split()
        for n in (5, 4, 3, 2, 1):
            unit = _unit(" ".join(toks[:n])) if n <= len(toks) else None
            if unit is not None:
                return unit
        return None
    per = re.search(r"\b(?:price|cost) (?:per|a|an|for (?:a|an|one|each)) ([a-z]+)\b|\bwhat(?:'s| s| is) (?:that|it) (?:per|a|an|for (?:a|an|one|each)) ([a-z]+)$", words)
    if per and (below := _unit(per.group(1) or per.group(2))) is not None:       # "what's the price per ounce": money per ounce
        money = next((u.parse_units(n) for a in given for n, pw in a.q.unit_items() if pw > 0 and
                      str(u.parse_units(n).dimensionality).startswith("[currency")), None)
        if money is not None:
            return money / below
    if re.search(r"\b(?:average )?speed\b", words) and not re.search(r"\bhow (?:long|far)\b", words):
        length = next((u.parse_units(n) for a in given for n, pw in a.q.unit_items() if pw > 0 and
                       u.parse_units(n).dimensionality == u.parse_units("meter").dimensionality), None)
        if length is not None:                                    # "210 miles in three and a half hours: my average speed"
            return length / u.parse_units("hour")
    if (pace := re.search(r"\bpace\b(?: per ([a-z]+))?", words)) and not re.search(r"\bhow (?:long|far)\b", words):
        length = _unit(pace[1]) if pace[1] else next((u.parse_units(n) for a in given for n, pw in a.q.unit_items() if pw > 0 and
                                                      u.parse_units(n).dimensionality == u.parse_units("meter").dimensionality), None)
        if length is not None:                                    # "5 kilometers in 27 minutes, my pace per kilometer"
            return u.parse_units("minute") / length
    if re.search(r"\b(?:gas |fuel )?mileage\b|\bfuel (?:economy|efficiency|consumption)\b", words):     # "what's my gas mileage"
        gallons = any("gallon" in str(a.q.units) for a in given)
        return u.parse_units("mile") / u.parse_units("gallon") if gallons else u.parse_units("kilometer") / u.parse_units("liter")
    m = re.search(r"\bwhat(?:'s| is| s| are) (?:my|the|our|your) ([a-z][a-z ]*?)(?: then| now)?$", words)
    unit = _unit(m.group(1)) if m else None
    if unit is not None:                        # "... what's my miles per gallon"
        return unit

    def first(pred):
        for a in given:
            for name, power in a.q.unit_items():
                if power > 0 and pred(u.parse_units(name)):
                    return u.parse_units(name)
        return None
    if re.search(r"\bhow much\b(?! (?:flour|sugar|water|milk|rice|butter|oil|time|longer|further|farther)\b)|"
                 r"\b(?:what|how much) (?:is|will be|would be|does|do) (?:the|it|that|this|my|our)? ?(?:total|cost|price|bill|come to)\b|"
                 r"\bhow much (?:money|will|would|does|do|is|did|for|it|that)\b|\bcost\b.*\bhow much\b|"
                 r"\bwhat(?:'s| s| is| will be| would be| was) (?:the |my |our |your )?(?:total|cost|price|bill|pay|earnings|wages?|"
                 r"salary|amount|spend|spending)\b|\bwhat (?:did|do|will|would|should) (?:i|we|you|he|she|they) (?:make|earn|"
                 r"get paid|spend|pay|owe|save)\b|\bwhat(?:'s| s| is) that(?: before taxes?| after taxes?| in all| all together| altogether)?$|"
                 r"\bwhat (?:would|will|does|do|should|did) (?:a|an|one|the|\d[\d.]*|\w+) (?:[\w-]+ ){0,3}?cost\b",
                 words) and (money := first(lambda x: str(x.dimensionality).startswith("[currency"))):    # "$18.50 an hour, 32 hours: what's that"
        per = re.search(r"(?:\b(?:per|each|every)|\b(?:is|be|costs?|comes? to|makes?|how much) (?:that |it |this )?(?:a|an)) "
                        r"(year|month|week|day|hour|fortnight)$", words)     # not "how much after a year"
        return money / u.parse_units(per.group(1)) if per else money      # "how much is that per year"
    if re.search(r"\bhow much\b", words):     # "how much flour for 3 batches": what the amounts measure
        return first(lambda x: not str(x.dimensionality).startswith("[currency") and x.dimensionality)
    if re.search(r"\bhow long\b", words):
        return u.parse_units("hour")
    if re.search(r"\bhow far\b", words):
        return first(lambda x: x.dimensionality == u.parse_units("meter").dimensionality) or u.parse_units("mile")
    return None


class Rates(AnswerSkill):
    name = "rates"
    intent = "word_problem"
    intents = ({"name": "word_problem", "model": False,
                "description": "Everyday sums with units: price per item, pay per hour, miles per gallon, scaling a recipe",
                "slots": {"value": {"type": "text"}, "unit": {"type": "text"}},
                "examples": ["gas is 3.49 a gallon, how much for 14 gallons", "we drove 300 miles on 10 gallons, how many mpg"]},)

    def __init__(self, skills=None):
        self._host = skills

    def _place(self, phrase: str, ctx):
        """worldclock's place of a phrase (Found, Ambiguous or None)."""
        clock = next((s for s in getattr(self._host, "skills", ()) if s.name == "worldclock"), None)
        return clock.places().find(phrase, ctx.place.country, ctx.now(), fuzzy=False) if clock is not None else None

    def answer(self, words: str, ctx):
        words = self.context or words            # the whole question: its amounts are often said before it
        if ctx is not None and (got := landing(words, ctx.now(), lambda p: self._place(p, ctx))) is not None:
            return got                           # "leaves New York at 6:15 and takes 7 hours: what time in London when I land"
        if re.search(r"\b(?:in|at) [a-z ]+ when (?:i|we|it|they|the plane|the flight) (?:lands?|arrives?|gets? there)\b", words):
            return {"kind": "landing", "problem": "not_read"}, "Sorry, I can't work that one out."   # another place's time at
            # arrival that landing() could not read ("what time will it beat in london"): never ours, nor London's now
        if ctx is not None and (got := clock_sum(words, ctx.now())) is not None:
            return got                           # "it goes in at 11:15 and needs 3 hours, when is it done"
        if re.search(r"\bhow (?:many|much) [a-z ]+? (?:is|are|in|makes?) (?:an? )?\d[\d.]* ?[a-z]+$", words):
            return None                  # "... a 9 by 13 inch pan. How many centimeters is 13 inches?": a conversion, its own amount
        offer = re.search(r"\bbuy \w+,? get \w+", words)        # "buy one get one half off": counted below, not summed
        if not re.search(r"\bpercent\b|%", words) and not offer and len(words.split()) <= 45 and \
                (summed := total(_prepare(words), amounts, _unit)) is not None:     # "... plus a $9 tip. What does each pay?"
            slots, how, value, unit = summed
            if str(unit) == "cent" and value >= 100:            # "3 apples at 65 cents and 2 loaves at $3.49": 8.93 dollars
                value, unit = value / 100, _money_registry().parse_units("dollar")
                slots = {**slots, "value": round(value, 6), "unit": "dollar"}
            if str((1 * unit).dimensionality).startswith("[currency"):
                return slots, f"{how} is {say_money(value, unit)}."
            amount, rounded = say_amount(value)
            return slots, f"{how} is {'about ' if rounded else ''}{amount} {say_unit(unit, value)}."
        if (got := mix_parts(_prepare(words), amounts) or shares(words) or ratio_split(_prepare(words), amounts) or together(words) or difference(_prepare(words), amounts, _unit) or better_deal(_prepare(words), amounts) or around(_prepare(words)) or how_many_fit(_prepare(words), amounts, _unit) or afford(_prepare(words), amounts) or dozens(words) or left_after(words) or left_each(re.sub(r"\b(has|have|with|of|are|cut into) ate\b", r"\1 eight", words))) is not None:
            return got                           # Whisper's "a pizza has ate slices"
        if re.search(r"\bpercent\b|%|\b(?:tip|discount|tax|interest|off)\b",
                     re.sub(r"\b(?:with )?no interest\b|\binterest[- ]free\b", " ", OFFER.sub(" ", words))) or len(words.split()) > 45:
            return None                           # percentages are compute.py's
        words, offered = free_ones(counted_units(_prepare(words), _unit, _money_registry(), _NOT_COUNTED | _QUESTION))
        if offer and not offered:
            return None                          # an offer not read ("buy one get one free on the lot"): never the full price
        if (got := left_over(words)) is not None:
            return got
        if _PARTS_SAID.search(words):
            return None                          # "3 parts juice to 1 part soda" not read: never parts times liters
        given, factor, marked = amounts(words)
        if unread(marked, factor):
            return None                          # a number said that the sum would leave out: never a sum of the others
        if not given or len(given) > 5 or (len(given) < 2 and factor == 1.0 and not given[0].summed and
                                           not re.search(r"currency.*time", str(given[0].q.dimensionality))):
            return None
        target = asked(words, given)
        if target is None:
            return None
        given, factor, scaled = proportion(words, given, factor)
        shared = re.search(r"\b(?:split|splitting|splits|divide|dividing|divided|share|sharing|shared)\b|\b(?:how much|what) (?:does|do|will|would|is it|should) "
                           r"(?:each|every)\b|\bhow much (?:is |for )?each\b|\b(?:per|each|a) (?:person|head|kid|child)\b", words) is not None
        none = next((a for a in given if a.counted and a.q.magnitude == 0), None)
        if shared and none is not None:
            return {"problem": "zero"}, f"I can't share anything among {none.said}."
        given = as_calendar(given, _money_registry())         # "$22.50 a week ... in a year": 52 weeks
        got = work_out(given, factor, target, _money_registry(), shared)       # "split a $145 bill three ways": counts divide
        asked_at = len(words[:q.start()].split()) if (q := re.search(r"\b(?:how|what)\b", words)) else len(words.split())
        if got is None and (pool := pooled(given, asked_at)) is not None:       # two legs of a trip: their distances and times added up
            got = work_out(pool, factor, target, _money_registry(), shared)
            given, got = (pool, got) if got is not None and all(got[1]) else (given, None)     # each amount used, or none
        if got is None or any(not p and a.q.dimensionality == (1 * target).dimensionality for a, p in zip(given, got[1])):
            return None          # an amount of what is asked that the sum leaves out ("a full 16-gallon tank", "one 20-minute break")
        value, powers = got
        if value != value or abs(value) >= 1e12 and max(abs(a.q.magnitude) for a in given) < 1e9:
            return None     # a size no everyday sum of these gives: amounts misread ("liters per 100 kilometers is 30 miles")
        spans = {"year": 1, "month": 12, "fortnight": 26, "week": 52}      # a salary's year is 52 weeks, 12 months
        (top, _, was), (top2, _, now) = str(given[0].q.units).partition(" / "), str(target).partition(" / ")
        if len(given) == 1 and top == top2 and was in spans and now in spans:
            value = given[0].q.magnitude * spans[was] / spans[now]
        elif now in spans and len(calendar := {str(a.q.units).partition(" / ")[2] for a, p in zip(given, powers) if p > 0} & set(spans)) == 1:
            was = calendar.pop()            # "$22 an hour, 38 hours a week: how much a year": 52 of its weeks, not pint's 52.18
            u = _money_registry()
            value *= spans[was] / spans[now] / float((1 * u.parse_units(now) / u.parse_units(was)).to("dimensionless").magnitude)
        if str(target) == "cent" and value >= 100:
            value, target = value / 100, _money_registry().parse_units("dollar")      # "420 cents": 4.20 dollars
        unit_name = str(target)
        if str((1 * target).dimensionality).startswith("[currency"):
            said = say_money(value, target)
        elif unit_name == "hour" and re.search(r"\bhow long\b", words) and not re.search(r"\bin hours\b(?! and minutes)", words):
            said = say_duration(round(value * 60) * 60)
        elif unit_name in ("day", "week", "month", "year") and abs(value - round(value)) > 1e-6 and \
                re.search(r"\bhow many \w+ (?:until|till|before|to|will it take|does it take)\b", words):
            said = f"{math.ceil(value)} {say_unit(target, 2)} ({say_amount(value)[0]}, rounded up)"   # "until I have $2,000"
            value = math.ceil(value)
        else:
            amount, rounded = say_amount(value)
            things = re.search(r"\bhow many \d[\d.]* [a-z]+ ([a-z]+s)\b", words) if unit_name == "dimensionless" else None
            said = f"{'about ' if rounded else ''}{amount} {things[1] if things else say_unit(target, value)}"     # "28 bottles"
        parts = [a.said for a, p in zip(given, powers) if p > 0]
        under = [a.said for a, p in zip(given, powers) if p < 0]
        how = (f"{scaled}: " if scaled else f"{factor:g} times " if factor != 1.0 else "") + " times ".join(parts) + \
            "".join(f" divided by {x}" for x in under) + (
            "" if not scaled else f" divided by {round(1 / factor)}" if factor < 1 and abs(1 / factor - round(1 / factor)) < 1e-9
            else f" times {factor:.3g}")
        return {"value": round(value, 6), "unit": unit_name.replace("qq", "")}, \
            offered + re.sub(r"\bqq(?=[a-z])", "", f"{how[0].upper() + how[1:]} is {said}.")
