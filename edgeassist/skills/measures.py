"""How a measure is asked and said in the encyclopedia's questions: "the height of X" is a "how tall", and the units
a sentence must hold to answer "how tall / far / fast / heavy" (encyclopedia.py)."""
from __future__ import annotations

import re

MEASURE = re.compile(r"(?:the )?(?:speed|height|length|population|area|weight|mass|temperature|boiling point|freezing point|"
                     r"melting point|distance|size|depth|diameter|radius|age) of (?P<e>.+)")
_LENGTH = r"m|km|ft|mi|cm|mm|metres?|meters?|feet|foot|miles?|kilometres?|kilometers?|inch(?:es)?|light-years|AU|nmi"
UNITS = {"tall": _LENGTH, "high": _LENGTH, "long": _LENGTH + r"|years|days|hours|minutes", "deep": _LENGTH, "wide": _LENGTH,
         "far": _LENGTH, "big": _LENGTH + r"|km2|sq mi|square|hectares|acres|kg|t|tonnes|tons|pounds",
         "large": _LENGTH + r"|km2|sq mi|square|hectares|acres", "fast": r"km/h|mph|m/s|km/s|knots|kilometres per hour|kilometers per hour|miles per hour",
         "old": r"years|year", "heavy": r"kg|t|g|tonnes|tons|pounds|lb|kilograms|grams", "hot": r"°C|°F|K|degrees",
         "cold": r"°C|°F|K|degrees",
         "any": _LENGTH + r"|kg|t|tonnes|tons|pounds|kilograms|years|degrees|°C|°F|K|km/s|m/s|mph|km/h|people|inhabitants|million|billion"}
MEASURE_ADJ = {"speed": "fast", "height": "tall", "length": "long", "depth": "deep", "distance": "far", "age": "old",
               "weight": "heavy", "mass": "heavy", "temperature": "hot", "area": "large", "size": "big"}
