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

from .clauses import clauses
from .money_chain import chain
from .numbers import FRACTIONS, SCALES, TENS, UNITS, Result, fmt  # noqa: F401 - the computations' result, said
from .numbers import read_number as _number, spoken_prices
from .percent import _MONEY, _cents, _total, percentages

LEAD = re.compile(r"^(?:(?:u+h*m+|uh+|er+|hey|hi|ok|okay|so|please|quick question|tell me|can you tell me|could you tell me|"
                  r"do you know|what's|whats|what is|what are|what does|what do you get if you|how much is|"
                  r"how much are|calculate|compute|work out|solve|figure out|what would be|we need to|i need to|i want to|help me|"
                  r"can we|let's|lets|what(?=\s+\d))\s+)+")        # Whisper's "what 17 times 23"
TRAIL = re.compile(r"(?:\s+(?:please|equal|equals|is|make|makes|exactly|again|for me|thanks|thank you|as a decimal|in decimals?))+$")
_NTH = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
        "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16,
        "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20}
_PARTS = {**{k: v for k, v in _NTH.items() if k != "second"}, **FRACTIONS}     # "one sixth": a sixth ("one second" is time)
_DIGIT_WORDS = "one two three four five six seven eight nine".split()
_TENS_WORDS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_SYMBOLS = (("×", " times "), ("*", " times "), ("÷", " divided by "), ("/", " divided by "), ("+", " plus "),
            ("%", " percent "), ("^", " to the power of "), ("=", " "), ("?", " "), ("√", " square root of "), ("(", " lparen "), (")", " rparen "))


class Unanswerable(ValueError):
    """The words are a computation that has no answer (a division by zero)."""


def _words(text: str) -> list[str]:
    t = text.lower().replace("’", "'")
    t = re.sub(r"(?<=[\d)])\s*-\s*(?=[\d(])", " minus ", t)      # 7-3, (3 + 4) - 1
    for a, b in _SYMBOLS:
        t = t.replace(a, b)
    t = re.sub(r"(?<=\d),(?=\d{3}\b)", "", t)                  # 1,000
    t = re.sub(r"(?<=\d)x(?=\d)|(?<=\d) x (?=\d)", " times ", t)  # 7x8
    t = re.sub(r"\b(it|that|what|there)'s\b", r"\1 is", t)
    t = re.sub(r"[^a-z0-9.' ]", " ", t)
    t = re.sub(r"(?<!\d)\.|\.(?!\d)", " ", t)
    t = re.sub(r"\bto the (\d+)(?:st|nd|rd|th)?(?: power)?\b|\bto the (" + "|".join(_NTH) + r")(?: power)?\b",
               lambda m: f"to the power of {m.group(1) or _NTH[m.group(2)]}", t)       # "five to the fourth power"
    t = re.sub(r"\b(" + "|".join(_DIGIT_WORDS) + r") (" + "|".join(_TENS_WORDS) + r")(?: (" + "|".join(_DIGIT_WORDS) +
               r"))?\b", lambda m: str(100 * (_DIGIT_WORDS.index(m.group(1)) + 1) + 10 * (_TENS_WORDS.index(m.group(2)) + 2) +
                                    (_DIGIT_WORDS.index(m.group(3)) + 1 if m.group(3) else 0)), t)   # "seven twenty nine": 729
    t = re.sub(r"\b((?:[a-z]+ )?[a-z]+|\d+) and (?:a|one) (half|quarter)\b", _and_a_part, t)     # "twelve and a half": 12.5
    t = re.sub(r"\b(?:the )?(?:log|logarithm) (?:base|to the base|of base) (\d+(?:\.\d+)?) of (\d+(?:\.\d+)?)\b",
               r"lparen log of \2 divided by log of \1 rparen", t)                    # "log base 2 of 64"
    t = re.sub(r"\b(one|two|three|four|five|six|seven) eights\b", r"\1 eighths", t)     # Whisper's "three eights as a decimal"
    t = re.sub(r"\b(a|one|two|three|four|five|six|seven|eight|nine) (halves|" + "|".join(_PARTS) + r")s?\b(?! of\b)",
               lambda m: f"lparen {UNITS[m[1]]} divided by {_PARTS.get(m[2], 2)} rparen", t)   # "one third plus one quarter"
    t = re.sub(r"\b(two|three|four|five|six|seven|eight|nine) (halves|" + "|".join(_PARTS) + r")s? of\b",
               lambda m: f"lparen {UNITS[m[1]]} divided by {_PARTS.get(m[2], 2)} rparen times", t)   # "three quarters of 8"
    t = re.sub(r"\b(\d+) divided by (\d+) of\b", r"lparen \1 divided by \2 rparen times", t)      # "3/4 of 250"
    t = re.sub(r"(?<=\d) (?:grams?|kilograms?|kilos?|cups?|milliliters?|ml|liters?|litres?|ounces?|oz|pounds?|lbs?)\b(?! (?:in|to)\b)", "", t)
    t = " ".join(t.split())
    t = LEAD.sub("", t)
    t = TRAIL.sub("", t)
    t = re.sub(r"^([\d.]+ percent) on (?=[\d.]+$)", r"\1 of ", t)     # Whisper's "20 percent on 350"
    return t.replace("-", " ").split()


def _and_a_part(m) -> str:
    """ "twelve and a half" -> "12.5", "is forty two and a quarter" -> "is 42.25"; else as said."""
    said, part = m[1].split(), 0.5 if m[2] == "half" else 0.25
    for k in range(len(said)):
        if (v := _whole(" ".join(said[k:]))) is not None:
            return " ".join(said[:k] + [f"{v + part:g}"])
    return m[0]


def _whole(said: str) -> float | None:
    """The number said whole ("twelve", "forty two", "12"), else None."""
    value, end = _number(said.split(), 0)
    return value if value is not None and end == len(said.split()) else None


# ------------------------------------------------------------------ arithmetic

_BINARY = [("multiplied by", "*"), ("divided by", "/"), ("to the power of", "^"), ("to the power", "^"),
           ("percent of", "%of"), ("per cent of", "%of"), ("take away", "-"), ("plus", "+"), ("add", "+"),
           ("minus", "-"), ("less", "-"), ("times", "*"), ("over", "/"), ("x", "*"), ("modulo", "mod"), ("mod", "mod")]
_PREFIX = [("the natural log of", "ln"), ("natural log of", "ln"), ("the log of", "log"), ("log of", "log"), ("log", "log"),
           ("the square root of", "sqrt"), ("square root of", "sqrt"), ("the cube root of", "cbrt"),
           ("cube root of", "cbrt"), ("double", "dbl"), ("twice", "dbl"), ("triple", "tpl"), ("half of", "half"),
           ("a half of", "half"), ("one half of", "half"), ("half", "half")]
_POSTFIX = [("squared", "sq"), ("cubed", "cube"), ("factorial", "fact")]


def _tokens(words: list[str]) -> list | None:
    """Numbers and operators, or None when a word is neither."""
    out, i = [], 0
    while i < len(words):
        if words[i] in ("negative", "minus") and (not out or isinstance(out[-1], str) and out[-1] not in ("sq", "cube", "fact", ")")):
            out.append("neg")                    # "negative 8 plus 15", "5 times minus 3"
            i += 1
            continue
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
            if words[i] in ("lparen", "rparen"):     # "(8 + 4) * 3": written brackets
                out.append("(" if words[i] == "lparen" else ")")
                i += 1
                continue
            if words[i] == "pi":                     # "pi times 3 squared", "2 pi"
                out += ["*", math.pi] if out and isinstance(out[-1], (int, float)) else [math.pi]
                i += 1
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
        elif t == "neg":
            return -unary()
        elif t == "(":
            v = expr()
            if take() != ")":
                raise ValueError("unbalanced")
        elif t in ("log", "ln"):
            x = unary()
            if x <= 0:
                raise Unanswerable("only a number above zero has a logarithm")
            return math.log10(x) if t == "log" else math.log(x)
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
        while peek() in ("*", "/", "%of", "mod"):
            op = take()
            w = power()
            if op in ("/", "mod") and w == 0:
                raise Unanswerable("nothing can be divided by zero")
            v = v * w if op == "*" else v / w if op == "/" else math.fmod(v, w) if op == "mod" else v / 100 * w
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
    m = re.fullmatch(r"(?:the )?remainder (?:when |if |of )?(?:you |i |we )?(?:divide |dividing )?(?P<a>.+?) (?:is )?(?:divided )?by "
                     r"(?P<b>.+?)", " ".join(words))
    if m:                                        # "the remainder when you divide 100 by 7"
        got = arithmetic(m.group("a").split() + ["mod"] + m.group("b").split())
        return Result("arithmetic", got.value, f"The remainder of {m.group('a')} divided by {m.group('b')} is {fmt(got.value)}.") \
            if got is not None and math.isfinite(got.value) else got
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
    said = re.sub(r"lparen log of (\S+) divided by log of (\S+) rparen", r"log base \2 of \1", " ".join(words))
    said = said.replace("lparen ", "(").replace(" rparen", ")")
    whole = abs(value - round(value)) < 1e-9 or abs(value) >= 1e6
    exact = f"{value:.4f}".rstrip("0").rstrip(".")                  # 3/16 is 0.1875: said whole when four places hold it
    shown = fmt(value) if whole or abs(value) >= 100 else exact if abs(float(exact) - value) < 1e-12 else \
        f"{value:.3f}".rstrip("0").rstrip(".")                                                   # "about 1.414"
    about = "" if whole or abs(float(shown) - value) < 1e-12 else "about "                       # 3/8 is 0.375
    return Result("arithmetic", value, f"{said[:1].upper() + said[1:]} is {about}{shown}.")


# ------------------------------------------------------------------ all of it

def compute(text: str) -> Result | None:
    """The computation text asks for, or None when it asks for something else (unit conversions
    and dates are the skills': edgeassist/skills/units.py and dates.py). A question said with its
    context ("Our bill came to $85. What's a 20 percent tip?") is read whole, then clause by clause. Steps said
    one after another ("add 5 and 3, then multiply the result by 4"): each on the one before, else none (not
    the first step's value said as the answer)."""
    text = spoken_prices(text)           # "dinner for eighty six forty": 86.40
    steps = re.split(r",? (?:and )?then |,? (?:and )?(?:all|the whole thing|all of (?:it|that))(?= (?:times|multiplied|divided|over|minus|"
                     r"plus|squared|to the)\b)", text.strip().rstrip("?.!"), flags=re.I)
    if len(steps) > 1:
        got = _compute(steps[0])
        for step in steps[1:]:
            if got is not None and isinstance(got.value, float) and math.isnan(got.value):
                return got                          # "9 divided by 0, then subtract 2": the first step cannot be done
            if re.match(r"\s*(?:times|multiplied|divided|over|minus|plus|squared|to the)\b", step, re.I):
                step = "that " + step.strip()        # "8 plus 4, all times 5"
            said = re.sub(r"\b(?:the result|the answer|that|it|this|the total)\b", fmt(got.value), step, count=1, flags=re.I) \
                if got is not None and not isinstance(got.value, str) else step
            got = _compute(said) if said != step else None
        if got is not None and isinstance(got.value, float) and math.isnan(got.value):
            return got                              # "..., then divide it by 0"
        if got is not None:
            return Result("arithmetic", got.value, f"{text.strip().rstrip('?.!')}: {fmt(got.value)}.")
        if not re.search(r"\b(?:percent|tax|tip|off|coupon)\b|%", text, re.I):
            return None
        # "a $129.99 blender is 15% off, and then there's 8.875% sales tax": no step on the one before; a price and its changes
    each = re.search(r"\$?(\d+(?:\.\d+)?) (?:dollars? )?(?:for |per )?an? (dozen|pair)\b.*\b(?:per|for one|each|a piece|apiece)\b", text, re.I)
    if each:               # "Eggs are $4.80 a dozen. How much is that per egg?"
        n = {"dozen": 12, "pair": 2}[each[2].lower()]
        money = "$" in text[:each.end(1)]
        value = round(float(each[1]) / n, 6)
        return Result("arithmetic", value, f"{'$' if money else ''}{each[1]} a {each[2].lower()} is {'$' if money else ''}"
                                           f"{f'{value:.2f}' if money else fmt(value)} each.")
    percent_said = re.search(r"\b(?:percent|tax|tip)\b|%", text, re.I)
    for part in clauses(text):
        got = _compute(part) or ((asked := re.match(r".*?\b(?:asks? (?:me )?(?:for|to work out)|wants to know|needs to know|is asking for) (.+)", part, re.I))
                                 and _compute(asked[1]))          # "My son's homework asks for two to the tenth power. What is it?"
        if got and percent_said and _left_out(text, got.reply):
            return None           # "$189 a night plus 14% tax. What's the total for 4 nights?": one night's tax is no answer
        if got:
            return got
    said = re.split(r"(?<=[.?!])\s+", text.strip())
    if len(said) > 1 and (m := re.fullmatch(r"(?:so |and |ok )?(?:what(?:'s| is| was|s)|tell me|give me|and) (?:the |my |our |their )?"
                                            r"(?P<k>average|mean|total|sum)(?: of (?:them|those|these|it all))?", _words_said(said[-1]))):
        for part in said[:-1]:             # "My test scores were 82, 91, 77 and 88. What's the average?"
            plain = " ".join(_cents(_words(part)))
            nums = [m.end() for m in re.finditer(r"\d+(?:\.\d+)?", plain)]
            between = re.sub(r"\d+(?:\.\d+)?|\b(?:and|plus|dollars?|euros?|cents?)\b|[$€£,]", " ", plain[plain.find(re.search(r"\d", plain)[0]):nums[-1]]) \
                if nums else ""
            if between.strip() or re.search(r"\b(?:percent|each|apiece|per|at|tax|tip|charge|a head|for every)\b|%", plain):
                continue                   # "six adults at $24.95 and four kids at $12.50": no list of amounts to add (sums.py's)
            said = [w for w in _MONEY.sub(" ", plain).split() if re.fullmatch(r"\d+(?:\.\d+)?|and", w)]
            if sum(w != "and" for w in said) >= 2 and (got := average(("average of" if m["k"] in ("average", "mean") else
                                                                        "the sum of").split() + said)):
                return got
    return None


def _words_said(text: str) -> str:
    return " ".join(re.sub(r"[^\w' ]+", " ", text.lower()).split())


def _compute(text: str) -> Result | None:
    words = _words(text)
    if not words or len(words) > 40:
        return None
    said = " ".join(words)
    up = re.search(r" (?:and )?(?:i |we )?round(?:ing|ed|s)? (?:the total |it |that |everything |the bill )?up(?: to the next| to the nearest)?"
                   r"(?: whole)? (?:dollar|euro|pound)s?\b", said)
    if up and (first := _compute(said[:up.start()] + said[up.end():])) is not None and math.isfinite(first.value):
        whole = math.ceil(round(_total(first), 2))        # "an 18% tip, and round the total up to the next whole dollar": $81
        return Result("arithmetic", whole, f"{first.reply} Rounded up to the next whole dollar, that is ${whole}.")
    words = _MONEY.sub(" ", " ".join(_cents(words))).split()      # "45 dollars", "$45", "4 dollars fifty": the number
    if len(words) > 24:               # a long question: only a price and its changes said in a row (money_chain.py)
        return chain(words)
    return percentages(words, arithmetic) or average(words) or shape(words) or arithmetic(words)


_COUNT_WORDS = (set(UNITS) | set(TENS) | set(SCALES)) - {"zero", "oh", "one", "a", "an"}     # a number said in words, one left out


def _left_out(text: str, reply: str) -> bool:
    """Whether a number said in the question is in no part of the reply (a reply says each number it used)."""
    def numbers(said: str, counts: bool = False) -> set[float]:
        out, toks, i = {float(n) for n in re.findall(r"\d+(?:\.\d+)?", said.replace(",", ""))}, re.findall(r"[a-z]+", said.lower()), 0
        while i < len(toks):                # "six cans at $1.29 each, plus 8.875% tax": the six cans too ("a hundred and forty" whole)
            v, k = _number(toks, i) if toks[i] in _COUNT_WORDS or toks[i] in ("a", "an") and toks[i + 1:i + 2] in (["hundred"], ["thousand"],
                                                                                                                ["dozen"]) else (None, i)
            out |= {v} if v is not None and (not counts or re.fullmatch(r"[a-z]{2,}s", toks[k] if k < len(toks) else "")) else set()
            i = max(k, i + 1)
        return out
    return bool(numbers(text, counts=True) - numbers(reply) - numbers(reply.replace(".", " ")))     # "64 dollars and 40 cents": $64.40


def shape(words: list[str]) -> Result | None:
    """ "the area of a circle with a radius of 3", "the circumference of a circle with a diameter of 10": the
    formula's value, said with it."""
    s = " ".join(words)
    m = re.search(r"\b(?P<what>area|circumference|perimeter) of (?:a|the) circle (?:with|that has|of)? ?(?:a |an )?"
                  r"(?P<by>radius|diameter)(?: of| is)? (?P<n>[\w.]+(?: [\w.]+)?)", s) or \
        re.search(r"\b(?P<what>area|circumference|perimeter) of (?:a|the) circle (?:whose |with (?:a |an )?)?"
                  r"(?P<by>radius|diameter) is (?P<n>[\w.]+)", s)
    if m:
        r, _ = _number(m.group("n").split(), 0)
        if r is None or r < 0:
            return None
        r = r / 2 if m.group("by") == "diameter" else r
        if m.group("what") == "area":
            return Result("arithmetic", math.pi * r * r, f"The area of a circle of radius {fmt(r)} is pi times {fmt(r)} squared, "
                          f"about {fmt(round(math.pi * r * r, 2))}.")
        return Result("arithmetic", 2 * math.pi * r, f"The circumference of a circle of radius {fmt(r)} is 2 pi times {fmt(r)}, "
                      f"about {fmt(round(2 * math.pi * r, 2))}.")
    return None


def average(words: list[str]) -> Result | None:
    """ "the average of 12, 18 and 27", "the mean of 3 4 and 5": their sum over their count; "add up 45, 78
    and 12", "the sum of ...": their sum."""
    m = re.fullmatch(r"(?:the )?(?:average|mean|arithmetic mean) (?:of )?(?P<n>.+)|(?P<sum>(?:can you |please )?(?:add up|add together|"
                     r"sum up|total up|the sum of|the total of|sum of|total of)) (?:the numbers )?(?P<s>.+?)(?: (?:for me|please|together))*",
                     " ".join(words))
    if r := re.fullmatch(r"(?:what is |whats )?(?:the )?(?:sum|total) of (?:all )?(?:the )?(?:whole |natural |positive |counting )?"
                         r"(?:numbers|integers) (?:from|between) (?P<a>\d+) (?:to|and|through|up to) (?P<b>\d+)", " ".join(words)):
        a, b = int(r["a"]), int(r["b"])          # "the sum of all the whole numbers from 1 to 100": (a + b)(b - a + 1) / 2
        if b >= a:
            return Result("arithmetic", (a + b) * (b - a + 1) / 2, f"The whole numbers from {a} to {b} add up to {fmt((a + b) * (b - a + 1) / 2)}.")
    if not m:
        return None
    values, i, said = [], 0, [w for w in (m["s"] or m["n"]).split() if w != "and"]
    while i < len(said):
        v, j = _number(said, i)
        if v is None:
            return None
        values.append(v)
        i = j
    if len(values) < 2:
        return None
    listed = ", ".join(fmt(x) for x in values[:-1]) + f" and {fmt(values[-1])}"
    if m["sum"]:
        return Result("arithmetic", sum(values), f"{listed} add up to {fmt(sum(values))}.")
    v = sum(values) / len(values)
    about = "" if abs(v - round(v, 2)) < 1e-9 else "about "          # 84.5 is said as it is
    return Result("arithmetic", v, f"The average of {listed} is {about}{fmt(v)}.")
