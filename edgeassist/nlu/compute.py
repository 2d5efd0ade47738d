"""What can be computed is computed, not generated: arithmetic ("what is nine times nine", "square
root of eighty one", "fifteen percent of two hundred"), percentages and tips ("a 20 percent tip on
64 dollars", "what percent of 80 is 20", "increase 50 by 10 percent"). Unit conversions and dates
are skills of their own (edgeassist/skills/units.py, dates.py).

An utterance is taken only when the whole of it reads as one of these (after a lead-in such as
"what is" or "hey"); anything else is for the knowledge, the intents or chat. The result is a
typed value (a number, or an ISO date) and a reply to speak.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from .clauses import clauses
from .numbers import SCALES, TENS, UNITS

LEAD = re.compile(r"^(?:(?:um+|uh+|er+|hey|hi|ok|okay|so|please|quick question|tell me|can you tell me|could you tell me|"
                  r"do you know|what's|whats|what is|what are|what does|what do you get if you|how much is|"
                  r"how much are|calculate|compute|work out|solve|figure out|what would be|we need to|i need to|i want to|help me|"
                  r"can we|let's|lets)\s+)+")
TRAIL = re.compile(r"(?:\s+(?:please|equal|equals|is|make|makes|exactly|again|for me|thanks|thank you))+$")
_SYMBOLS = (("×", " times "), ("*", " times "), ("÷", " divided by "), ("/", " divided by "), ("+", " plus "),
            ("%", " percent "), ("^", " to the power of "), ("=", " "), ("?", " "), ("√", " square root of "))
MORE_SCALES = {**SCALES, "million": 10 ** 6, "billion": 10 ** 9}
FRACTIONS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "tenth": 10}


class Unanswerable(ValueError):
    """The words are a computation that has no answer (a division by zero)."""


@dataclass(frozen=True)
class Result:
    kind: str          # arithmetic
    value: float | str  # the number
    reply: str


def fmt(x: float) -> str:
    """81, 2.54, 0.333, 1000000: what is said."""
    if abs(x - round(x)) < 1e-9 and abs(x) < 1e15:
        return str(int(round(x)))
    digits = 2 if abs(x) >= 1 else 3
    out = f"{x:.{digits}f}".rstrip("0").rstrip(".")
    return out if out not in ("0", "-0") else f"{x:.2g}"


# ------------------------------------------------------------------ numbers

def _number(words: list[str], i: int) -> tuple[float | None, int]:
    """A number at words[i] ("twenty five", "2.5", "two point five", "a", "three million")."""
    total, current, j, seen = 0.0, 0.0, i, False
    while j < len(words):
        w = words[j]
        if re.fullmatch(r"\d+(?:\.\d+)?", w) and not seen:
            current, seen = float(w), True
        elif w in UNITS and w not in ("couple", "few", "oh") and not (w in ("a", "an") and seen):
            if w in ("a", "an") and j + 1 < len(words) and words[j + 1] in FRACTIONS:
                break      # "a half of ..."
            current += UNITS[w]
            seen = True
        elif w in TENS and current % 100 == 0:
            current += TENS[w]
            seen = True
        elif w in MORE_SCALES and seen:
            if MORE_SCALES[w] == 100:
                current *= 100
            else:
                total += current * MORE_SCALES[w]
                current = 0.0
        elif w == "and" and seen and j + 1 < len(words) and (words[j + 1] in TENS or
                                                             (words[j + 1] in UNITS and words[j + 1] not in ("a", "an"))):
            pass   # "one hundred and five"
        elif w == "point" and seen and j + 1 < len(words):
            frac, k = "", j + 1
            while k < len(words) and (words[k] in UNITS and UNITS[words[k]] < 10 and words[k] not in ("a", "an")
                                      or re.fullmatch(r"\d", words[k])):
                frac += str(UNITS.get(words[k], words[k]))
                k += 1
            if not frac:
                break
            return total + current + float("0." + frac), k
        else:
            break
        j += 1
    return (total + current, j) if seen else (None, i)


def _words(text: str) -> list[str]:
    t = text.lower().replace("’", "'")
    for a, b in _SYMBOLS:
        t = t.replace(a, b)
    t = re.sub(r"(?<=\d),(?=\d{3}\b)", "", t)                  # 1,000
    t = re.sub(r"(?<=\d)\s*-\s*(?=\d)", " minus ", t)          # 7-3
    t = re.sub(r"(?<=\d)x(?=\d)|(?<=\d) x (?=\d)", " times ", t)  # 7x8
    t = re.sub(r"\b(it|that|what|there)'s\b", r"\1 is", t)
    t = re.sub(r"[^a-z0-9.' ]", " ", t)
    t = re.sub(r"(?<!\d)\.|\.(?!\d)", " ", t)
    t = " ".join(t.split())
    t = LEAD.sub("", t)
    t = TRAIL.sub("", t)
    return t.replace("-", " ").split()


# ------------------------------------------------------------------ arithmetic

_BINARY = [("multiplied by", "*"), ("divided by", "/"), ("to the power of", "^"), ("to the power", "^"),
           ("percent of", "%of"), ("per cent of", "%of"), ("take away", "-"), ("plus", "+"), ("add", "+"),
           ("minus", "-"), ("less", "-"), ("times", "*"), ("over", "/"), ("x", "*")]
_PREFIX = [("the square root of", "sqrt"), ("square root of", "sqrt"), ("the cube root of", "cbrt"),
           ("cube root of", "cbrt"), ("double", "dbl"), ("twice", "dbl"), ("triple", "tpl"), ("half of", "half"),
           ("a half of", "half"), ("one half of", "half"), ("half", "half")]
_POSTFIX = [("squared", "sq"), ("cubed", "cube"), ("factorial", "fact")]


def _tokens(words: list[str]) -> list | None:
    """Numbers and operators, or None when a word is neither."""
    out, i = [], 0
    while i < len(words):
        for table in (_PREFIX, _BINARY, _POSTFIX):
            hit = next((op for phrase, op in table if words[i:i + len(phrase.split())] == phrase.split()), None)
            if hit:
                out.append(hit)
                i += len(next(p for p, o in table if o == hit and words[i:i + len(p.split())] == p.split()).split())
                break
        else:
            if words[i] in ("a", "an", "one") and i + 2 < len(words) and words[i + 1] in FRACTIONS \
                    and words[i + 2] == "of":
                out.append(("frac", FRACTIONS[words[i + 1]]))
                i += 3
                continue
            value, j = _number(words, i)
            if value is None:
                return None
            out.append(value)
            i = j
    return out


def _evaluate(tokens: list) -> float:
    """+ - before * / %of before ^, unary functions bind tightest."""
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def take():
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    def unary() -> float:
        t = take() if peek() is not None else None
        if isinstance(t, float):
            v = t
        elif isinstance(t, tuple):
            return unary() / t[1]
        elif t in ("sqrt", "cbrt", "dbl", "tpl", "half"):
            x = unary()
            if t == "sqrt":
                if x < 0:
                    raise Unanswerable("a negative number has no square root")
                return math.sqrt(x)
            return {"cbrt": math.copysign(abs(x) ** (1 / 3), x), "dbl": 2 * x, "tpl": 3 * x, "half": x / 2}[t]
        else:
            raise ValueError(t)
        while peek() in ("sq", "cube", "fact"):
            op = take()
            if op == "fact":
                if v < 0 or v != int(v) or v > 20:
                    raise ValueError("factorial")
                v = float(math.factorial(int(v)))
            else:
                v = v ** (2 if op == "sq" else 3)
        return v

    def power() -> float:
        v = unary()
        if peek() == "^":
            take()
            e = power()
            if abs(e) > 64:
                raise ValueError("too large")
            v = v ** e
        return v

    def term() -> float:
        v = power()
        while peek() in ("*", "/", "%of"):
            op = take()
            w = power()
            if op == "/" and w == 0:
                raise Unanswerable("nothing can be divided by zero")
            v = v * w if op == "*" else v / w if op == "/" else v / 100 * w
        return v

    def expr() -> float:
        v = term()
        while peek() in ("+", "-"):
            op = take()
            w = term()
            v = v + w if op == "+" else v - w
        return v

    v = expr()
    if pos != len(tokens):
        raise ValueError("left over")
    return v


def arithmetic(words: list[str]) -> Result | None:
    # "add x and y", "subtract x from y", "multiply x by y", "divide x by y"
    head = words[0] if words else ""
    if head in ("add", "subtract", "multiply", "divide") and len(words) > 3:
        join = {"add": "and", "subtract": "from", "multiply": "by", "divide": "by"}[head]
        if join in words[1:]:
            k = words.index(join, 1)
            a, b = words[1:k], words[k + 1:]
            words = {"add": a + ["plus"] + b, "subtract": b + ["minus"] + a,
                     "multiply": a + ["times"] + b, "divide": a + ["divided", "by"] + b}[head]
    toks = _tokens(words)
    if not toks or not any(isinstance(t, str) or isinstance(t, tuple) for t in toks):
        return None       # a number alone is no computation
    try:
        value = _evaluate(toks)
    except Unanswerable as e:
        return Result("arithmetic", float("nan"), f"I can't work that out: {e}.")
    except (ValueError, OverflowError, IndexError):
        return None
    said = " ".join(words)
    about = "" if abs(value - round(value)) < 1e-9 or abs(value) >= 1e6 else "about "
    return Result("arithmetic", value, f"{said[:1].upper() + said[1:]} is {about}{fmt(value)}.")


# ------------------------------------------------------------------ percentages and tips

_MONEY = re.compile(r"\b(?:dollars?|bucks|usd|euros?|quid|pounds sterling)\b")


def _amount(words: list[str]) -> float | None:
    """A whole phrase as one number ("64", "fifty two point five", "one hundred and twenty")."""
    if not words:
        return None
    value, j = _number(words, 0)
    return value if value is not None and j == len(words) else None


def _total(r: Result) -> float:
    """The amount a percentage reply ends on: a tip's or a tax's total ("..., $158.60 in all."), else its value."""
    m = re.search(r"\$([\d,]+(?:\.\d+)?) in all\.$", r.reply)
    return float(m.group(1).replace(",", "")) if m else r.value


def _tail_amount(words: list[str]) -> float | None:
    """The number a phrase ends on ("the dinner was 130" -> 130)."""
    return next((v for k in range(len(words)) if (v := _amount(words[k:])) is not None), None)


def _a(p: float) -> str:
    return "An" if fmt(p).startswith("8") or fmt(p).split(".")[0] in ("11", "18") else "A"


def _money(x: float) -> str:
    return f"${x:,.2f}".replace(".00", "") if x >= 0 else f"-${-x:,.2f}"


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


def percentages(words: list[str]) -> Result | None:
    """Tips ("a 20 percent tip on 64 dollars"), "what percent of 80 is 20", "increase 50 by 10 percent",
    a price less a discount, tax, a bill split; then "split three ways" after any of them."""
    s = " ".join(words)
    s = " ".join(s.replace("per cent", "percent").replace("percentage", "percent").split())
    m = re.fullmatch(r"(?P<rest>.+?) split (?P<n>[a-z0-9]+) ways(?: how much (?:does )?each(?: person)?(?: pay| get)?)?", s)
    if m and not m.group("rest").startswith(("split", "divide")):
        first = percentages(m.group("rest").split())
        n = _amount([m.group("n")])
        if first is not None and n and math.isfinite(first.value):
            total = _total(first)
            return Result("arithmetic", round(total / n, 2), f"{first.reply} Split {fmt(n)} ways, that is "
                                                            f"{_money(round(total / n, 2))} each.")
    m = re.fullmatch(r"(?P<a>.+?) as a percent", s)
    if m:
        got = arithmetic(m.group("a").split())
        if got is not None and math.isfinite(got.value):
            v = got.value * 100
            return Result("arithmetic", v, f"{' '.join(m.group('a').split()).replace(' divided by ', '/')} is {fmt(v)}%.")
    m = re.fullmatch(r".*?\b(?:bill|check|meal|dinner|lunch|tab|total) (?:is|was|came to|comes to) (?P<x>[\d.]+)\b.*?"
                     r"\b(?:leave|tip|add|give|is|a|an) (?:a |an )?(?P<p>[\d.]+) percent(?: tip)?\b.*", s)
    if m:
        x, p = float(m.group("x")), float(m.group("p"))
        tip = x * p / 100
        return Result("arithmetic", round(x + tip, 2), f"{_a(p)} {fmt(p)}% tip on {_money(x)} is {_money(round(tip, 2))}, "
                                                       f"{_money(round(x + tip, 2))} in all.")
    m = re.fullmatch(r"(?:.*? )?(?P<x>[\d.]+) (?:[a-z]+ ){0,3}(?:is|are|at) (?P<p>[\d.]+) percent off\b.*", s)
    if m is None:
        m = re.fullmatch(r".*?\b(?:went|goes|rose|fell|dropped|increased|decreased|changed|gone) (?:up |down )?from (?P<a>[\d.]+) "
                         r"to (?P<b>[\d.]+)\b.*\bpercent.*", s)
        if m and float(m.group("a")):
            a, b = float(m.group("a")), float(m.group("b"))
            v = (b - a) / a * 100
            return Result("arithmetic", v, f"From {fmt(a)} to {fmt(b)} is {'an increase' if v >= 0 else 'a decrease'} "
                                           f"of {fmt(abs(v))}%.")
        m = re.fullmatch(r".*?\b(?:sales )?tax (?:here )?is (?P<p>[\d.]+) percent\b.*?\bon (?:a |an )?(?P<x>[\d.]+)\b.*", s)
        if m:
            p, x = float(m.group("p")), float(m.group("x"))
            tax = x * p / 100
            return Result("arithmetic", round(tax, 2), f"{p:g}% tax on {_money(x)} is {_money(round(tax, 2))}, "
                                                       f"{_money(round(x + tax, 2))} in all.")
    if m:
        x, p = float(m.group("x")), float(m.group("p"))
        return Result("arithmetic", x * (1 - p / 100), f"{fmt(p)}% off {_money(x)} is {_money(round(x * (1 - p / 100), 2))}.")
    m = re.fullmatch(r"(?:split|divide|share) (?P<x>.+?) (?:(?P<n>[a-z0-9]+) ways|(?:between|among|by|for) (?P<n2>.+?)"
                     r"(?: people| persons| of us| friends)?)(?: how much (?:each|is that each|per person|does each (?:person )?pay))?", s)
    if m:
        x, n = _amount(m.group("x").split()), _amount((m.group("n") or m.group("n2") or "").split())
        if x is None or not n:
            return None
        return Result("arithmetic", round(x / n, 2), f"{_money(x)} split {fmt(n)} ways is {_money(round(x / n, 2))} each.")
    m = re.fullmatch(r"(?P<p>.+?) percent off (?:of )?(?:a |an )?(?P<x>.+?)", s)
    if m:
        p, x = _amount(m.group("p").split()), _amount(m.group("x").split())
        if p is None or x is None:
            return None
        return Result("arithmetic", x * (1 - p / 100), f"{fmt(p)}% off {fmt(x)} is {fmt(x * (1 - p / 100))}.")
    m = re.fullmatch(r"(?:a |an |the )?(?P<p>.+?) percent (?:sales )?(?:tax|vat) (?:on|for|of) (?:a |an )?(?P<x>.+?)", s)
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
    m = re.fullmatch(r"(?:a |an |the )?(?P<p>.+?) percent tip (?:on|for|of) (?:a |an )?(?:bill of |check of |meal of )?(?P<x>.+?)"
                     r"(?: bill| check| meal| tab)?", s) or \
        re.fullmatch(r"(?:how much (?:should i|do i|would i|to) )?tip (?:on|for) (?:a |an )?(?P<x>.+?)(?: bill| check)? "
                     r"(?:at|with|if i tip|of) (?P<p>.+?) percent", s) or \
        re.fullmatch(r"(?:a |the )?tip of (?P<p>.+?) percent (?:on|for) (?:a |an )?(?P<x>.+?)(?: bill| check)?", s)
    if m:
        p, x = _amount(m.group("p").split()), _amount(m.group("x").split())
        if p is None or x is None:
            return None
        tip = x * p / 100
        article = "An" if fmt(p).startswith("8") or fmt(p).split(".")[0] in ("11", "18") else "A"
        return Result("arithmetic", round(tip, 2), f"{article} {fmt(p)}% tip on {_money(x)} is {_money(round(tip, 2))}, "
                                                   f"{_money(round(x + tip, 2))} in all.")
    m = re.fullmatch(r"what percent(?:age)? of (?P<b>.+?) is (?P<a>.+)", s) or \
        re.fullmatch(r"(?P<a>.+?) is what percent(?:age)? of (?P<b>.+)", s) or \
        re.fullmatch(r"what percent(?:age)? is (?P<a>.+?) (?:of|out of) (?P<b>.+)", s)
    if m:
        a, b = _amount(m.group("a").split()), _amount(m.group("b").split())
        if a is None or b is None:
            return None
        if b == 0:
            return Result("arithmetic", float("nan"), "I can't work that out: nothing is a percentage of zero.")
        v = a / b * 100
        return Result("arithmetic", v, f"{fmt(a)} is {'about ' if abs(v - round(v, 2)) > 1e-9 else ''}{fmt(v)}% of {fmt(b)}.")
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
    return None


# ------------------------------------------------------------------ all of it

def compute(text: str) -> Result | None:
    """The computation text asks for, or None when it asks for something else (unit conversions
    and dates are the skills': edgeassist/skills/units.py and dates.py). A question said with its
    context ("Our bill came to $85. What's a 20 percent tip?") is read whole, then clause by clause."""
    for part in clauses(text):
        got = _compute(part)
        if got is not None:
            return got
    return None


def _compute(text: str) -> Result | None:
    words = _words(text)
    if not words or len(words) > 24:
        return None
    words = _MONEY.sub(" ", " ".join(_cents(words))).split()      # "45 dollars", "$45", "4 dollars fifty": the number
    return percentages(words) or arithmetic(words)
