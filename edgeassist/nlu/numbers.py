"""Spoken numbers and durations: "twenty five" -> 25, "an hour and a half" -> 5400 seconds.

Transcripts arrive as words ("five minutes"); typed text may carry digits ("5 min"). Both work.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

UNITS = {"zero": 0, "oh": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5,
         "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
         "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
         "eighteen": 18, "nineteen": 19, "couple": 2, "few": 3, "dozen": 12}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60,
        "seventy": 70, "eighty": 80, "ninety": 90}
SCALES = {"hundred": 100, "thousand": 1000}
SECONDS = {"second": 1, "sec": 1, "s": 1, "minute": 60, "min": 60, "m": 60, "hour": 3600, "hr": 3600,
           "h": 3600, "day": 86400}
_TOKEN = re.compile(r"\d+(?:\.\d+)?|[a-z]+")


def _words(text: str) -> list[str]:
    text = text.lower().replace("-", " ")
    return _TOKEN.findall(text)


def _unit(word: str) -> int | None:
    w = word[:-1] if word.endswith("s") and word[:-1] in SECONDS else word
    return SECONDS.get(w)


def parse_number(words: list[str], i: int) -> tuple[float | None, int]:
    """Read a number starting at words[i]; return (value, index after it) or (None, i)."""
    total, current, j, seen = 0.0, 0.0, i, False
    while j < len(words):
        w = words[j]
        if re.fullmatch(r"\d+(?:\.\d+)?", w):
            if seen:
                break
            current, seen = float(w), True
        elif w in UNITS and not (w in ("a", "an", "oh") and seen):
            if seen and w not in ("couple", "few", "dozen") and current % 100 and \
                    not (current % 100 >= 20 and current % 10 == 0 and UNITS[w] < 10):
                break       # "another one, eight minutes": two numbers, not nine
            if w in ("a", "an") and (j + 1 >= len(words) or not (_unit(words[j + 1]) or words[j + 1] in
                                                                  ("couple", "few", "dozen", "half", "quarter", "hundred", "thousand"))):
                break
            if w in ("couple", "few", "dozen") and current and w == "dozen":
                current *= 12
            elif w in ("couple", "few") and current == 1:
                current = UNITS[w]
            else:
                current += UNITS[w]
            seen = True
        elif w in TENS:
            current += TENS[w]
            seen = True
        elif w in SCALES and seen:
            if SCALES[w] == 100:
                current *= 100
            else:
                total += current * SCALES[w]
                current = 0
        elif w == "of" and seen and j + 1 < len(words) and words[j + 1] != "the":
            pass  # "a couple of minutes"
        elif w == "and" and seen and j + 1 < len(words) and (words[j + 1] in UNITS or words[j + 1] in TENS) \
                and words[j + 1] not in ("a", "an"):
            pass  # "one hundred and five"
        else:
            break
        j += 1
    return (total + current, j) if seen else (None, i)


def parse_integer(text: str) -> int | None:
    """The first number in text ("fifty percent" -> 50, "set it to 7" -> 7)."""
    words = _words(text)
    for i in range(len(words)):
        value, _ = parse_number(words, i)
        if value is not None:
            return int(value)
    return None


def parse_duration(text: str) -> int | None:
    """Whole seconds of a spoken duration, or None when there is none.

    "five minutes" 300, "an hour and a half" 5400, "one and a half hours" 5400,
    "two hours thirty minutes" 9000, "half an hour" 1800, "a quarter of an hour" 900,
    "90 seconds" 90, "three quarters of an hour" 2700, "1:30" (m:ss) 90."""
    text = text.lower()
    m = re.search(r"\b(\d+):(\d{2})\b", text)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    text = re.sub(r"\b(\w+) and three quarters?\b", lambda m: f"{v + 0.75:g}" if (v := parse_number([m[1]], 0)[0]) is not None
                  else m[0], text)                                                     # "three and three quarter hours": 3.75
    words = _words(text)
    total, found, i, last_unit = 0.0, False, 0, None
    while i < len(words):
        w = words[i]
        if w == "half" or w == "quarter":
            frac = 0.5 if w == "half" else 0.25
            # "half an hour", "a quarter of an hour"
            k = i + 1
            while k < len(words) and words[k] in ("a", "an", "of"):
                k += 1
            if k < len(words) and _unit(words[k]):
                total += frac * _unit(words[k])
                found, last_unit, i = True, _unit(words[k]), k + 1
                continue
            if last_unit:  # "an hour and a half"
                total += frac * last_unit
                found = True
            i += 1
            continue
        value, j = parse_number(words, i)
        if value is not None:
            # "one and a half hours"
            if j + 2 < len(words) and words[j] == "and" and words[j + 1] in ("a", "an") and words[j + 2] in ("half", "quarter", "third"):
                value += {"half": 0.5, "quarter": 0.25, "third": 1 / 3}[words[j + 2]]      # "three and a quarter hours"
                j += 3

            if j < len(words) and words[j] in ("quarters", "quarter", "thirds", "third"):     # "three quarters of an hour"
                k = j + 1
                while k < len(words) and words[k] in ("a", "an", "of"):
                    k += 1
                if k < len(words) and _unit(words[k]):
                    value, j = value / (4 if words[j].startswith("quarter") else 3), k
            if j < len(words) and _unit(words[j]):
                unit = _unit(words[j])
                total += value * unit
                found, last_unit, i = True, unit, j + 1
                continue
            i = j
            continue
        i += 1
    return int(round(total)) if found and total > 0 else None


MORE_SCALES = {**SCALES, "million": 10 ** 6, "billion": 10 ** 9}
FRACTIONS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "tenth": 10}     # "a half of": divided by


def read_number(words: list[str], i: int) -> tuple[float | None, int]:
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
            if k < len(words) and MORE_SCALES.get(words[k], 0) >= 1000:     # "one point five million"
                return total + (current + float("0." + frac)) * MORE_SCALES[words[k]], k + 1
            return total + current + float("0." + frac), k
        else:
            break
        j += 1
    return (total + current, j) if seen else (None, i)


@dataclass(frozen=True)
class Result:
    kind: str          # arithmetic
    value: float | str  # the number
    reply: str


def dollars(x: float) -> str:
    """An amount of money as said: "$45", "$38.94", "-$2.50" (percent.py, money_chain.py)."""
    return f"${x:,.2f}".replace(".00", "") if x >= 0 else f"-${-x:,.2f}"


def fmt(x: float) -> str:
    """81, 2.54, 0.333, 1000000: what is said."""
    if abs(x - round(x)) < 1e-9 and abs(x) < 1e15:
        return str(int(round(x)))
    digits = 2 if abs(x) >= 1 else 3
    out = f"{x:.{digits}f}".rstrip("0").rstrip(".")
    return out if out not in ("0", "-0") else f"{x:.2g}"


_ONES_W = r"(?:one|two|three|four|five|six|seven|eight|nine)"
_TENS_W = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
_PRICE_SAID = re.compile(r"\b(?:(?P<cue>for|was|is|came to|comes to|of|costs?|paid|total) (?P<d>" + _TENS_W + r"(?: " + _ONES_W + r")?|" + _ONES_W +
                         r")|(?P<cue2>at) (?P<d2>(?:" + _TENS_W + r" )?" + _ONES_W + r"|" + _TENS_W + r")(?= \S+(?: \S+)? (?:each|apiece|a piece|"
                         r"(?:a|an|per) (?!(?:m|minute|hour|second|day|night|week|month|year|time)\b)[a-z]+)\b)) (?P<c>" +
                         _TENS_W + r"(?: " + _ONES_W + r")?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
                         r"oh " + _ONES_W + r")\b(?! (?:minutes?|hours?|seconds?|days?|percent|years?|people|of)\b)", re.I)


_TEENS_W = r"(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
_WAGE_SAID = re.compile(r"\b(?P<cue>makes?|making|earns?|earning|charges?|charging|gets?|getting|pays?|paying) (?P<d>" + _TEENS_W + "|" +
                        _TENS_W + r"(?: " + _ONES_W + r")?|" + _ONES_W + r") (?P<c>" + _TENS_W + r"(?: " + _ONES_W + r")?|" + _TEENS_W +
                        r"|oh " + _ONES_W + r")(?= (?:dollars |bucks )?(?:an|a|per) (?:hour|day|week|month|night|shift|visit|lesson)\b)", re.I)
_NOTES = {"fives": 5, "tens": 10, "twenties": 20, "fifties": 50, "hundreds": 100}


def spoken_prices(text: str) -> str:
    """Dollars and cents said as people say prices, in words about money: "dinner for eighty six forty" -> "dinner
    for 86.40", "my total was seventy three eighteen" -> 73.18, "sixty two oh five" -> 62.05."""
    if not re.search(r"\b(?:tip|bill|check|total|paid|pay|change|costs?|price|spent|spend|dollars|bucks|each|apiece|how much|owe|"
                     r"make|earn|charges?)\b", text, re.I):
        return text
    text = re.sub(r"\b(a couple of|two|three|four|five|six|seven|eight|nine|ten|\d+) (fives|tens|twenties|fifties|hundreds)\b(?: (?:dollar )?"
                  r"(?:bills|notes))?", lambda m: f"{(2 if m[1] == 'a couple of' else read_number([m[1]], 0)[0]) * _NOTES[m[2]]:g} dollars", text,
                  flags=re.I)                                          # "i gave the cashier two twenties": 40 dollars
    text = _WAGE_SAID.sub(lambda m: f"{m['cue']} ${read_number(m['d'].lower().split(), 0)[0]:g}."     # "i make eighteen fifty an hour"
                                    f"{read_number(m['c'].lower().replace('oh ', '').split(), 0)[0]:02g}", text)
    return _PRICE_SAID.sub(lambda m: f"{m['cue'] or m['cue2']} ${read_number((m['d'] or m['d2']).lower().split(), 0)[0]:g}."
                                     f"{read_number(m['c'].lower().replace('oh ', '').split(), 0)[0]:02g}", text)

