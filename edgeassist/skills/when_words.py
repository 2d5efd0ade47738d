"""Whisper's ways of writing a clock time made one before a time is read (when.py): "7.30am" -> "7:30 am",
"p.m." -> "pm", "645" after "at" -> "6:45", "quarter to for" -> "quarter to four"."""
from __future__ import annotations

import re

from .days import clock_forms


def clean(text: str) -> str:
    """Whisper's ways of writing times, made one: '7.30am' -> '7:30 am', 'p.m.' -> 'pm'."""
    t = text.lower().replace("’", "'")
    t = re.sub(r"\b([ap])\.?\s?m\b\.?|(?<=\d )i'?m\b", lambda m: f"{m[1]}m" if m[1] else "am", t)   # "7 i'm": am
    t = re.sub(r"o'?\s?clock", " oclock", t)
    t = re.sub(r"\b(at|for|by|until|till) (\d{1,2})[:.]?([0-5]\d) ?m\b", r"\1 \2:\3 am", t)    # Whisper's "for 645m": 6:45 a.m.
    t = re.sub(r"\b(set (?:1|one|it|another(?: one)?|an alarm|alarm|a reminder|me up)) 4 (?=\d)", r"\1 for ", t)   # "set 1 4 6 30"
    t = clock_forms(re.sub(r"(\d)(am|pm)\b", r"\1 \2", t))        # "0515", "zero five fifteen": 5:15 am
    t = re.sub(r"\bfour (?=\d{1,2}(?::\d\d)?\s*(?:am|pm)\b)", "for ", t)       # Whisper's "an alarm four 6am"
    t = re.sub(r"\b(half|quarter|five|ten|twenty|twenty five) (past|to) (?:for|fore)\b", r"\1 \2 four", t)   # "quarter to for"
    t = re.sub(r"\b(half|quarter|five|ten|twenty|twenty five) (past|to) (?:to|too)\b(?! (?:the|my|a)\b)", r"\1 \2 two", t)
    t = re.sub(r"\b(half|quarter|five|ten|twenty|twenty five) pass\b", r"\1 past", t)     # Whisper's "half pass 4"
    t = re.sub(r"\b(?:(half) (?:to|too)(?! (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)\b)|"
               r"((?:half|quarter|five|ten|twenty) (?:past|to)) free)\b", lambda m: f"{m[1]} two" if m[1] else f"{m[2]} three", t)  # "half to", "to free"
    t = re.sub(r"^and (?=(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty) (?:minutes?|hours?|days?)\b)", "in ", t)
    t = re.sub(r"\bfor (hours|minutes) (?=from now|later)", r"four \1 ", t)    # "an alarm for hours from now": no number said
    t = re.sub(r"\b(?:for |in )?((?:[a-z]+|\d+)(?: and (?:a half|a quarter))? (?:hours?|minutes?)(?: and (?:a half|a quarter))?)'?s? time\b",
               r"in \1", t)                                                    # "an alarm for ten and a half hours' time": in 10.5 hours
    t = re.sub(r"\b(for|at|until|till|by) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:for the|for tea|forty)"
               r"(?= (?:tomorrow|tonight|today|in the|am|pm|on|every)\b|$)", r"\1 \2 forty", t)       # Whisper's "six for the": six forty
    t = re.sub(r"\b(for|at|until|till|by) (\d{1,2}) (?:so|oh|o) ([1-9])\b(?! (?:minutes?|hours?)\b)", r"\1 \2:0\3", t)   # "for 6 so 5": 6:05
    t = re.sub(r"\b(\d{1,2})\.(\d{2})\b", r"\1:\2", t)
    t = re.sub(r"\b(\d{1,2}) ?(\d{2}) (am|pm)\b", r"\1:\2 \3", t)
    t = re.sub(r"\b(at|for|until|till|by|around) ate\b", r"\1 eight", t)       # Whisper's "at ate thirty"
    # Whisper writes "six forty five" as 645 too: a run of 3-4 digits where a clock time goes
    t = re.sub(r"\b(at|for|by|until|till|around|about|morning|evening|afternoon|tonight|tomorrow|alarm|alarm to|cancel the|delete the|remove the) (\d{1,2})([0-5]\d)\b(?!\s*(?:minutes?|mins?|seconds?|secs?|hours?|"
               r"hrs?|days?|items?|times?|people|percent|%|:|\.\d))", lambda m: f"{m.group(1)} {m.group(2)}:{m.group(3)}"
               if int(m.group(2)) <= 23 else m.group(0), t)
    t = t.replace("-", " ")
    t = re.sub(r"[,!?;\"]|\.(?=\s|$)", " ", t)
    # Whisper's "and" for "at" after a part of the day: "every morning and eight" is "every morning at eight"
    t = re.sub(r"\b(morning|mornings|evening|evenings|afternoon|night|tonight|tomorrow|today|weekday|weekdays|day) and "
               r"(?=(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b"
               r"(?! (?:minutes?|hours?|days?|weeks?|months?|times?)\b))", r"\1 at ", t)
    return " ".join(t.split())
