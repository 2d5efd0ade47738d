"""How a measure is asked and said in the encyclopedia's questions: "the height of X" is a "how tall", and the units
a sentence must hold to answer "how tall / far / fast / heavy" (encyclopedia.py)."""
from __future__ import annotations

import re

MEASURE = re.compile(r"(?:the )?(?:speed|height|length|population|area|weight|mass|temperature|boiling point|freezing point|"
                     r"melting point|distance|size|depth|diameter|radius|age|half-life|half life) of (?P<e>.+)")
ASKED_IN = re.compile(r" in (?:fahrenheit|celsius|kelvin|degrees|miles|kilometers|kilometres|meters|metres|feet)$")   # the unit wanted
_LENGTH = r"m|km|ft|mi|cm|mm|metres?|meters?|feet|foot|miles?|kilometres?|kilometers?|inch(?:es)?|light-years|AU|nmi"
UNITS = {"tall": _LENGTH, "high": _LENGTH, "long": _LENGTH + r"|years|days|hours|minutes", "deep": _LENGTH, "wide": _LENGTH,
         "far": _LENGTH, "big": _LENGTH + r"|km2|sq mi|square|hectares|acres|kg|t|tonnes|tons|pounds",
         "large": _LENGTH + r"|km2|sq mi|square|hectares|acres", "fast": r"km/h|mph|m/s|km/s|knots|kilometres per hour|kilometers per hour|miles per hour",
         "old": r"years|year", "heavy": r"kg|t|g|tonnes|tons|pounds|lb|kilograms|grams", "hot": r"°C|°F|K|degrees",
         "cold": r"°C|°F|K|degrees",
         "diameter": _LENGTH, "radius": _LENGTH,
         "any": _LENGTH + r"|kg|t|tonnes|tons|pounds|kilograms|years|degrees|°C|°F|K|km/s|m/s|mph|km/h|people|inhabitants|million|billion"}
MEASURE_ADJ = {"speed": "fast", "height": "tall", "length": "long", "depth": "deep", "distance": "far", "age": "old",
               "weight": "heavy", "mass": "heavy", "temperature": "hot", "area": "large", "size": "big", "diameter": "diameter", "radius": "radius",
               "width": "wide", "boiling": "hot", "melting": "hot", "freezing": "hot", "half-life": "long"}



def measured(subject: str, words: str) -> str:
    """The measure's adjective: the subject's noun ("the height of ..."), else the question's ("the diameter of mars": wide)."""
    return MEASURE_ADJ.get(re.sub(r"^the ", "", subject).split(" ")[0]) or \
        MEASURE_ADJ.get(next((x for x in words.split() if x in MEASURE_ADJ), ""), "any")


# the words a sentence uses for the measure asked, the noun first: "the maximum known depth is 10,935 meters" answers
# "how deep", before "the deepest trench ..., about 200 kilometers east of the islands"
_NAMED = {"deep": ("depth", "deep"), "tall": ("height", "tall|high"), "high": ("height|elevation|altitude", "high|tall"),
          "far": ("distance", "away|far"), "long": ("length", "long"), "wide": ("width", "wide"), "fast": ("speed|velocity", "fast"),
          "big": ("area|size", "big|large"), "large": ("area|size", "large|big"), "heavy": ("weigh|mass", "heavy"),
          "hot": ("temperature", "hot"), "cold": ("temperature", "cold"), "diameter": ("diameter|across",), "radius": ("radius",)}


def best(sentences: list[str], adj: str, pattern: str) -> str | None:
    """The sentence that says the measure: the first matching pattern that names it, else the first that matches."""
    hits = [s for s in sentences if re.search(pattern, s, re.I)]
    return next((s for words in _NAMED.get(adj, ()) for s in hits if re.search(rf"\b(?:{words})", s, re.I)),
                hits[0] if hits and adj not in ("diameter", "radius") else None)     # a radius: said so, not a distance
