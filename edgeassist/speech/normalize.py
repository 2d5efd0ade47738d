"""Text made speakable: numbers, times, units and symbols in words; markup and emoji removed."""
from __future__ import annotations

import re
import unicodedata

_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
        "sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
UNITS = {"km": "kilometers", "m": "meters", "cm": "centimeters", "mm": "millimeters", "kg": "kilograms",
         "g": "grams", "mg": "milligrams", "l": "liters", "ml": "milliliters", "h": "hours", "min": "minutes",
         "s": "seconds", "ms": "milliseconds", "km/h": "kilometers per hour", "mph": "miles per hour",
         "kb": "kilobytes", "mb": "megabytes", "gb": "gigabytes", "hz": "hertz", "khz": "kilohertz",
         "w": "watts", "kw": "kilowatts", "v": "volts", "mi": "miles", "ft": "feet", "lb": "pounds",
         "lbs": "pounds", "oz": "ounces"}
SYMBOLS = {"%": " percent", "&": " and ", "+": " plus ", "=": " equals ", "@": " at ", "°c": " degrees Celsius",
           "°f": " degrees Fahrenheit", "°": " degrees", "€": " euros", "$": " dollars", "£": " pounds"}


def number_words(n: int) -> str:
    if n < 0:
        return "minus " + number_words(-n)
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return _ONES[n // 100] + " hundred" + ("" if rest == 0 else " " + number_words(rest))
    for scale, word in ((10**9, "billion"), (10**6, "million"), (1000, "thousand")):
        if n >= scale:
            rest = n % scale
            return number_words(n // scale) + " " + word + ("" if rest == 0 else " " + number_words(rest))
    return str(n)


def _time(m: re.Match) -> str:
    h, mi = int(m.group(1)), int(m.group(2))
    suffix = m.group(3) or ""
    if h > 23 or mi > 59:
        return m.group(0)
    if mi == 0:
        spoken = number_words(h) + (" o'clock" if not suffix else "")
    elif mi < 10:
        spoken = f"{number_words(h)} oh {number_words(mi)}"
    else:
        spoken = f"{number_words(h)} {number_words(mi)}"
    return spoken + (" " + suffix.upper().replace(".", "").replace("AM", "A M").replace("PM", "P M") if suffix else "")


def _decimal(m: re.Match) -> str:
    whole, frac = m.group(1), m.group(2)
    return number_words(int(whole)) + " point " + " ".join(_ONES[int(d)] for d in frac)


def _number_unit(m: re.Match) -> str:
    num, unit = m.group(1), m.group(2)
    words = _decimal(re.match(r"(\d+)\.(\d+)", num)) if "." in num else number_words(int(num.replace(",", "")))
    u = UNITS.get(unit.lower(), unit)
    if words == "one" and u.endswith("s") and u not in ("hertz",):
        u = u[:-1]
    return f"{words} {u}"


def speakable(text: str) -> str:
    t = unicodedata.normalize("NFKC", text)
    t = re.sub(r"```.*?```", " ", t, flags=re.S)
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t)            # markdown links
    t = re.sub(r"<[^>]+>", " ", t)                            # tags
    t = re.sub(r"https?://\S+", " a link ", t)
    t = re.sub(r"(^|\s)[#>*\-•]+\s+", r"\1", t)              # headings, quotes, bullets
    t = re.sub(r"[*_`~#|]+", "", t)                           # emphasis
    t = "".join(c for c in t if unicodedata.category(c)[0] != "S" or c in "%&+=@°€$£<>")  # emoji, pictographs
    # a word spelled out ("R, H, Y, T, H, M"): a pause each, which the recogniser hears as letters (Piper
    # ran "U, E" of "queue" into one sound with commas)
    t = re.sub(r"\b(?:spelled|spelt) (?=[A-Z](?:, [A-Z]\b))", lambda m: m.group(0).rstrip() + ": ", t)
    t = re.sub(r"\b[A-Z](?:, (?:then )?(?:[A-Z]|apostrophe)\b)+", lambda m: m.group(0).replace(", ", "; "), t)
    t = re.sub(r"\b(\d{1,2}):(\d{2})\s*([AaPp]\.?[Mm])?\b", _time, t)
    t = re.sub(r"([$€£])\s?(\d[\d,]*(?:\.\d+)?)", lambda m: m.group(2) + " " + _CURRENCY[m.group(1)], t)
    for sym in ("°c", "°f", "°C", "°F"):
        t = t.replace(sym, SYMBOLS[sym.lower()])
    t = re.sub(r"\b(\d+(?:\.\d+)?)\s?(km/h|mph|khz|kb|mb|gb|km|cm|mm|kg|mg|ml|min|ms|hz|kw|lbs|lb|oz|ft|mi|"
               r"m|g|l|h|s|w|v)\b", _number_unit, t, flags=re.I)
    for sym, word in SYMBOLS.items():
        t = t.replace(sym, word)
    t = re.sub(r"\b(\d+)\.(\d+)\b", _decimal, t)
    t = re.sub(r"\b\d{1,3}(?:,\d{3})+\b", lambda m: m.group(0).replace(",", ""), t)
    t = re.sub(r"\b(\d+)(st|nd|rd|th)\b", lambda m: _ordinal(int(m.group(1))), t)
    t = re.sub(r"\d+", lambda m: number_words(int(m.group(0))) if len(m.group(0)) < 13 else
               " ".join(_ONES[int(d)] for d in m.group(0)), t)
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r"\s+([,.!?;:])", r"\1", t)
    return t


_CURRENCY = {"$": "dollars", "€": "euros", "£": "pounds"}
_ORD = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth", "nine": "ninth",
        "twelve": "twelfth"}


def _ordinal(n: int) -> str:
    words = number_words(n).split()
    last = words[-1]
    if last in _ORD:
        words[-1] = _ORD[last]
    elif last.endswith("y"):
        words[-1] = last[:-1] + "ieth"
    else:
        words[-1] = last + "th"
    return " ".join(words)
