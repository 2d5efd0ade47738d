"""The words a person says for a written request, before a test voice says it.

The held-out sets are written requests ("Set an alarm for 4.30am", "$48", "1/2 cup", "3 tbsp").
Piper and espeak-ng read such forms as nobody says them ("four point three zero A M", "dollar
forty eight", "one slash two", "T B S P"), so a spoken evaluation of them measured the text
reader of the test voice as much as the assistant's ear. said_as() writes the forms a person
reads aloud in words first; the words of the request are not changed.
"""
from __future__ import annotations

import re

_UNITS = {
    "fl oz": "fluid ounces", "fl. oz.": "fluid ounces", "oz": "ounces", "tbsp": "tablespoons",
    "tbs": "tablespoons", "tsp": "teaspoons", "lb": "pounds", "lbs": "pounds", "kg": "kilograms",
    "g": "grams", "mg": "milligrams", "km": "kilometers", "mi": "miles", "ml": "milliliters",
    "l": "liters", "qt": "quarts", "gal": "gallons", "pt": "pints", "ft": "feet", "cm": "centimeters",
    "mm": "millimeters", "m": "meters", "hr": "hours", "hrs": "hours", "min": "minutes",
    "mins": "minutes", "sec": "seconds", "secs": "seconds", "gb": "gigabytes", "mb": "megabytes",
    "tb": "terabytes", "kb": "kilobytes", "km/h": "kilometers per hour", "kph": "kilometers per hour",
    "m/s": "meters per second", "sq ft": "square feet", "sq m": "square meters", "yd": "yards",
    "yds": "yards", "kw": "kilowatts", "kwh": "kilowatt hours",
}
_UNIT = re.compile(r"(?<=\d)\s?(" + "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True))
                   + r")(?![\w/])", re.I)
_AFTER_WORD = re.compile(r"\b(to|into|in|per) (" + "|".join(re.escape(u) for u in sorted(
    (u for u in _UNITS if len(u) > 1 and u not in ("mi", "min", "sec", "hr", "pt")), key=len, reverse=True))
    + r")(?![\w/])", re.I)                      # "3 tbsp to tsp", "in ml"
_FRACTIONS = {"1/2": "a half", "1/4": "a quarter", "3/4": "three quarters", "1/3": "a third",
              "2/3": "two thirds", "1/8": "an eighth", "3/8": "three eighths"}
_CURRENCY = {"$": ("dollars", "cents"), "£": ("pounds", "pence"), "€": ("euros", "cents")}
_AMPM = r"\s*([ap])\.?\s?m\b\.?"


def _clock(h: str, m: str, ampm: str = "") -> str:
    said = h if m == "00" else f"{h} oh {m[1]}" if m.startswith("0") else f"{h} {m}"
    if m == "00" and not ampm:
        said += " o'clock"
    return said + (f" {ampm.lower()} m" if ampm else "")


def _as_adjective(before: str) -> bool:
    """'a 5 min timer', 'a $60 sweater': a number and its unit before a noun say the unit once."""
    return bool(re.search(r"\ban? [$£€]?[\d.,]*\s?$", before))


def _unit(m: re.Match) -> str:
    word = _UNITS[m[1].lower()]
    return word[:-1] if word.endswith("s") and (_as_adjective(m.string[:m.start(1)]) or re.match(r"[ -](timer|alarm)", m.string[m.end():])) \
        else word


def said_as(text: str) -> str:
    t = text
    # clock times: 4.30am, 6:00 am, at 5.45, 7:05
    t = re.sub(r"\b(\d{1,2})[.:]([0-5]\d)" + _AMPM, lambda m: _clock(m[1], m[2], m[3]), t, flags=re.I)
    t = re.sub(r"\b(\d{1,2}):([0-5]\d)\b", lambda m: _clock(m[1], m[2]), t)
    t = re.sub(r"\b(at|for|until|till|by|from|around|about) (\d{1,2})\.([0-5]\d)\b(?!\.\d)",
               lambda m: f"{m[1]} {_clock(m[2], m[3])}", t, flags=re.I)
    t = re.sub(r"\b(\d{1,2})" + _AMPM, lambda m: f"{m[1]} {m[2].lower()} m", t, flags=re.I)
    # money: $48, $48.50, £3
    def money(m: re.Match) -> str:
        big, small = _CURRENCY[m[1]]
        whole = m[2].replace(",", "")
        if m[3] and m[3] != "00":
            return f"{whole} {big} {int(m[3])}" if not whole == "0" else f"{int(m[3])} {small}"
        one = whole == "1" or _as_adjective(m.string[:m.start()])
        return f"{whole} {big[:-1] if one and big != 'pence' else big}"
    t = re.sub(r"([$£€])\s?(\d[\d,]*)(?:\.(\d\d))?", money, t)
    # fractions: 1 1/2 cups, 3/4
    t = re.sub(r"\b(\d+)\s+([13]/[2348]|2/3)\b", lambda m: f"{m[1]} and {_FRACTIONS.get(m[2], m[2])}", t)
    t = re.sub(r"\b([123]/[2348])\b", lambda m: _FRACTIONS.get(m[1], m[1]), t)
    # degrees and unit abbreviations after a number
    t = re.sub(r"\s?°\s?F\b", " degrees Fahrenheit", t)
    t = re.sub(r"\s?°\s?C\b", " degrees Celsius", t)
    t = t.replace("°", " degrees")
    t = _UNIT.sub(lambda m: " " + _unit(m), t)
    t = _AFTER_WORD.sub(lambda m: f"{m[1]} {_UNITS[m[2].lower()]}", t)
    return re.sub(r"\s+", " ", t.replace("&", " and ")).strip()
