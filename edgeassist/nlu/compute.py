"""What can be computed is computed, not generated: arithmetic ("what is nine times nine", "square
root of eighty one", "fifteen percent of two hundred"), unit conversions ("how many centimetres in
an inch", "convert ten miles to kilometres", "seventy degrees fahrenheit in celsius") and date
arithmetic ("what day is it in ten days", "how many days until christmas").

An utterance is taken only when the whole of it reads as one of these (after a lead-in such as
"what is" or "hey"); anything else is for the knowledge, the intents or chat. The result is a
typed value (a number, or an ISO date) and a reply to speak.
"""
from __future__ import annotations

import datetime as dt
import math
import re
from dataclasses import dataclass

from .numbers import SCALES, TENS, UNITS

LEAD = re.compile(r"^(?:(?:hey|hi|ok|okay|so|please|quick question|tell me|can you tell me|could you tell me|"
                  r"do you know|what's|whats|what is|what are|what does|what do you get if you|how much is|"
                  r"how much are|calculate|compute|work out|solve|figure out|what would be)\s+)+")
TRAIL = re.compile(r"(?:\s+(?:please|equal|equals|is|make|makes|exactly|again|for me|thanks|thank you))+$")
_SYMBOLS = (("×", " times "), ("*", " times "), ("÷", " divided by "), ("/", " divided by "), ("+", " plus "),
            ("%", " percent "), ("^", " to the power of "), ("=", " "), ("?", " "), ("√", " square root of "))
MORE_SCALES = {**SCALES, "million": 10 ** 6, "billion": 10 ** 9}
FRACTIONS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "tenth": 10}


class Unanswerable(ValueError):
    """The words are a computation that has no answer (a division by zero)."""


@dataclass(frozen=True)
class Result:
    kind: str          # arithmetic | conversion | date
    value: float | str  # the number, or an ISO date
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


# ------------------------------------------------------------------ units

# name -> (dimension, how many of the base unit one is, singular, plural)
_UNIT_TABLE = [
    ("length", 0.001, "millimetre", "millimetres", "millimetre millimetres millimeter millimeters mm"),
    ("length", 0.01, "centimetre", "centimetres", "centimetre centimetres centimeter centimeters cm"),
    ("length", 1.0, "metre", "metres", "metre metres meter meters m"),
    ("length", 1000.0, "kilometre", "kilometres", "kilometre kilometres kilometer kilometers km k kilometres"),
    ("length", 0.0254, "inch", "inches", "inch inches in"),
    ("length", 0.3048, "foot", "feet", "foot feet ft"),
    ("length", 0.9144, "yard", "yards", "yard yards yd"),
    ("length", 1609.344, "mile", "miles", "mile miles mi"),
    ("mass", 0.001, "gram", "grams", "gram grams gramme grammes g"),
    ("mass", 1.0, "kilogram", "kilograms", "kilogram kilograms kilo kilos kg"),
    ("mass", 1000.0, "tonne", "tonnes", "tonne tonnes ton tons"),
    ("mass", 0.028349523125, "ounce", "ounces", "ounce ounces oz"),
    ("mass", 0.45359237, "pound", "pounds", "pound pounds lb lbs"),
    ("mass", 6.35029318, "stone", "stone", "stone stones"),
    ("volume", 0.001, "millilitre", "millilitres", "millilitre millilitres milliliter milliliters ml"),
    ("volume", 1.0, "litre", "litres", "litre litres liter liters l"),
    ("volume", 3.785411784, "gallon", "gallons", "gallon gallons"),
    ("volume", 0.473176473, "pint", "pints", "pint pints"),
    ("volume", 0.2365882365, "cup", "cups", "cup cups"),
    ("volume", 0.00492892159375, "teaspoon", "teaspoons", "teaspoon teaspoons tsp"),
    ("volume", 0.01478676478125, "tablespoon", "tablespoons", "tablespoon tablespoons tbsp"),
    ("time", 1.0, "second", "seconds", "second seconds sec secs"),
    ("time", 60.0, "minute", "minutes", "minute minutes min mins"),
    ("time", 3600.0, "hour", "hours", "hour hours hr hrs"),
    ("time", 86400.0, "day", "days", "day days"),
    ("time", 604800.0, "week", "weeks", "week weeks"),
    ("time", 31536000.0, "year", "years", "year years"),
    ("temperature", 0.0, "degree Celsius", "degrees Celsius", "celsius centigrade c"),
    ("temperature", 0.0, "degree Fahrenheit", "degrees Fahrenheit", "fahrenheit f"),
    ("temperature", 0.0, "kelvin", "kelvin", "kelvin kelvins"),
]
UNITS_BY_NAME = {n: (dim, f, one, many) for dim, f, one, many, names in _UNIT_TABLE for n in names.split()}


def _unit(words: list[str], i: int) -> tuple[tuple | None, int]:
    j = i + 1 if i < len(words) and words[i] in ("degree", "degrees") else i
    if j < len(words) and words[j] in UNITS_BY_NAME:
        return UNITS_BY_NAME[words[j]], j + 1
    return None, i


def _convert(x: float, a: tuple, b: tuple) -> float:
    if a[0] == "temperature":
        c = x if a[2].endswith("Celsius") else (x - 32) * 5 / 9 if a[2].endswith("Fahrenheit") else x - 273.15
        return c if b[2].endswith("Celsius") else c * 9 / 5 + 32 if b[2].endswith("Fahrenheit") else c + 273.15
    return x * a[1] / b[1]


def _amount(x: float, u: tuple) -> str:
    return f"{fmt(x)} {u[2] if abs(x) == 1 else u[3]}"


def conversion(words: list[str]) -> Result | None:
    w = [x for x in words if x not in ("are", "is", "there", "exactly", "roughly", "approximately")]
    x = a = b = None
    if len(w) >= 4 and w[0] == "how" and w[1] in ("many", "much"):
        b, i = _unit(w, 2)
        if b is None:
            return None
        if i < len(w) and w[i] in ("in", "per", "to"):
            x, k = _number(w, i + 1)
            a, k = _unit(w, k if x is not None else i + 1)
            x = 1.0 if x is None else x
        else:      # "how many pounds is one kilogram" ("is" was left out)
            x, k = _number(w, i)
            a, k = _unit(w, k) if x is not None else (None, k)
    else:
        i = 1 if w and w[0] == "convert" else 0
        x, k = _number(w, i)
        if x is None:
            return None
        a, k = _unit(w, k)
        if a is None or k >= len(w) or w[k] not in ("in", "to", "into", "as"):
            return None
        b, k = _unit(w, k + 1)
    if a is None or b is None or k != len(w) or a[0] != b[0] or a == b:
        return None
    y = _convert(x, a, b)
    return Result("conversion", y, f"{_amount(x, a)} is {'' if abs(y - round(y, 2)) < 1e-9 else 'about '}"
                                   f"{_amount(y, b)}.")


# ------------------------------------------------------------------ dates

MONTHS = "january february march april may june july august september october november december".split()
HOLIDAYS = {"christmas": (12, 25), "christmas day": (12, 25), "christmas eve": (12, 24), "new year": (1, 1),
            "new year's": (1, 1), "new year's day": (1, 1), "new years": (1, 1), "new years day": (1, 1),
            "halloween": (10, 31), "valentine's day": (2, 14), "valentines day": (2, 14), "new year's eve": (12, 31)}
_ORD = re.compile(r"^(\d{1,2})(?:st|nd|rd|th)?$")
_ORD_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
              "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
              "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
              "twentieth": 20, "thirtieth": 30, "thirty first": 31}


def _day_of_month(words: list[str]) -> int | None:
    s = " ".join(words).removeprefix("the ")
    m = _ORD.match(s)
    if m:
        return int(m.group(1))
    if s in _ORD_WORDS:
        return _ORD_WORDS[s]
    if s.startswith("twenty ") and s[7:] in _ORD_WORDS:
        return 20 + _ORD_WORDS[s[7:]]
    return None


def _target(words: list[str], today: dt.date) -> tuple[dt.date, str] | None:
    s = " ".join(words).removeprefix("the ")
    if s in HOLIDAYS:
        m, d = HOLIDAYS[s]
        name = s.title().replace("'S", "'s")
    elif words and words[0] in MONTHS and _day_of_month(words[1:]):
        m, d = MONTHS.index(words[0]) + 1, _day_of_month(words[1:])
        name = f"{words[0].title()} {d}"
    elif len(words) > 2 and words[-1] in MONTHS and words[-2] == "of" and _day_of_month(words[:-2]):
        m, d = MONTHS.index(words[-1]) + 1, _day_of_month(words[:-2])
        name = f"{words[-1].title()} {d}"
    else:
        return None
    try:
        day = dt.date(today.year, m, d)
        if day < today:
            day = dt.date(today.year + 1, m, d)
    except ValueError:
        return None
    return day, name


def _say(day: dt.date) -> str:
    return f"{day:%A}, {day:%B} {day.day}"


def dates(words: list[str], today: dt.date) -> Result | None:
    s = " ".join(words)
    m = re.fullmatch(r"how many (days|weeks|sleeps) (?:is it |are there |left )?(?:until|till|til|to|before) (.+?)"
                     r"(?: from (?:today|now))?", s)
    if m:
        got = _target(m.group(2).split(), today)
        if got is None:
            return None
        day, name = got
        n = (day - today).days
        if m.group(1) == "weeks":
            return Result("date", day.isoformat(), f"{name} is {fmt(n / 7)} weeks away. It is on a {day:%A}.")
        return Result("date", day.isoformat(), f"{name} is today!" if n == 0 else
                      f"There {'is 1 day' if n == 1 else f'are {n} days'} until {name}. It is on a {day:%A}.")
    m = re.fullmatch(r"(?:(?:what|which) (?:day|date)(?: of the week)? (?:is it|will it be|is|will be) )?"
                     r"(?:in )?(.+?) (days|day|weeks|week)(?: (?:from (?:now|today)|later|time))?", s)
    if m and (s.startswith(("what", "which")) or " from " in s):
        n, k = _number(m.group(1).split(), 0)
        if n is None or k != len(m.group(1).split()) or n != int(n) or n > 100000:
            return None
        delta = int(n) * (7 if m.group(2).startswith("week") else 1)
        day = today + dt.timedelta(days=delta)
        return Result("date", day.isoformat(), f"In {fmt(n)} {m.group(2)} it will be {_say(day)}.")
    return None


# ------------------------------------------------------------------ all of it

def compute(text: str, today: dt.date | None = None) -> Result | None:
    """The computation text asks for, or None when it asks for something else."""
    words = _words(text)
    if not words or len(words) > 24:
        return None
    return conversion(words) or dates(words, today or dt.date.today()) or arithmetic(words)
