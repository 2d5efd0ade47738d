"""Years as they are said ("twenty twenty seven", "nineteen oh five", "two thousand and one") and as
Whisper writes them ("2000 26", "2020 7"), made digits for the date questions."""
from __future__ import annotations

import re

_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
          "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS_W = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_ONES_W = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}


def spoken_years(s: str) -> str:
    """Years as said: "twenty twenty seven" -> 2027, "nineteen sixty nine" -> 1969, "seventeen seventy six" -> 1776,
    "two thousand and five" -> 2005, "twenty oh five" -> 2005."""
    tens = "|".join(_TENS_W)
    ones = "|".join(_ONES_W)
    teens = "|".join(_TEENS)
    s = re.sub(r"\b(?:2000|two thousand) ([1-9]\d)\b(?! (?:days?|weeks?|months?|years?|minutes?|hours?|people|dollars?)\b)",
               r"20\1", s)                                # Whisper's "2000 26" for "twenty twenty six"
    s = re.sub(r"\b(20[1-9])0 ([1-9])b?\b(?! (?:days?|weeks?|months?|years?|minutes?|hours?|people|dollars?|[ap]\.?m\b))",
               r"\1\2", s)                                # and "2020 7" (or "7b") for "twenty twenty seven"
    s = re.sub(r"\b20([1-9])0 \1([1-9])\b(?! (?:days?|weeks?|months?|years?|minutes?|hours?|people|dollars?|[ap]\.?m\b))",
               r"20\1\2", s)                              # "2020 27": the tens written twice for "twenty twenty seven"
    s = re.sub(r"\b(20[1-9])0 (one|two|three|four|five|six|seven|eight|nine)\b(?! (?:days?|weeks?|months?|years?|minutes?|hours?|"
               r"people|dollars?|[ap]\.?m\b))", lambda m: m[1] + str(_ONES_W[m[2]]), s)      # "2020 eight"
    s = re.sub(r"\bfor (?=(?:days|weeks|months|years) (?:from|ago|later|before|after)\b)", "four ", s)   # "the date for months from now"

    def two(m_tens, m_ones, m_teen, m_oh):
        if m_teen:
            return _TEENS[m_teen]
        if m_oh:
            return _ONES_W[m_oh]
        return _TENS_W[m_tens] + (_ONES_W[m_ones] if m_ones else 0)

    def rep(m):
        century = 20 if m.group("c") == "twenty" else _TEENS[m.group("c")]
        return str(century * 100 + two(m.group("t"), m.group("o"), m.group("teen"), m.group("oh")))
    s = re.sub(r"\b(?P<c>eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)[ -](?:(?P<t>" + tens + r")(?:[ -](?P<o>" + ones + r"))?|(?P<teen>" + teens +
               r")|oh (?P<oh>" + ones + r"))\b", rep, s)
    def hundreds(m):                                  # "nineteen hundred and ninety", Whisper's "19 hundred 90"
        century = int(m["c"]) if m["c"].isdigit() else _TEENS[m["c"]]
        rest = m["r"] or ""
        n = int(rest) if rest.isdigit() else sum(_TENS_W.get(w, 0) + _ONES_W.get(w, 0) + _TEENS.get(w, 0) for w in rest.split())
        return str(century * 100 + n)
    s = re.sub(r"\b(?P<c>1[1-9]|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen) hundred"
               r"(?:(?: and)? (?P<r>\d{1,2}|(?:" + tens + r")(?: (?:" + ones + r"))?|" + teens + r"|" + ones + r"))?\b"
               r"(?! (?:days?|weeks?|months?|years?|minutes?|hours?|people|dollars?|pounds?|euros?|miles?|meters?|feet)\b)", hundreds, s)
    s = re.sub(r"\btwo thousand(?: and)?(?: (" + ones + r"|" + teens + r"|(?:" + tens + r")(?: (?:" + ones + r"))?))?\b",
               lambda m: str(2000 + (_ONES_W.get(m.group(1)) or _TEENS.get(m.group(1)) or
                                     (sum(_TENS_W.get(w, 0) + _ONES_W.get(w, 0) for w in m.group(1).split()) if m.group(1) else 0))), s)
    return s
