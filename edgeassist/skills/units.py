"""Unit conversion with ``pint`` (its unit definitions, kept by others): length, mass, volume (US
and metric cooking units), temperature, speed, area, time, data sizes; amounts as people say them
("two and a half cups", "1/2 a pound", "a dozen"); the answer rounded as a person says it
("about 4.23 cups"). Two units that measure different things are said so, never guessed.
"""
from __future__ import annotations

import math
import re
import threading

from .answers import SUMMED, AnswerSkill, number_at
from .unit_names import DIMENSIONS, IRREGULAR, SAID, SPOKEN_UNITS

_NUMBER_START = r"(?:\d|a |an |one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|" \
                r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|half|" \
                r"quarter|dozen|zero)"
_LEAD = r"(?:(?:please )?(?:convert|change|turn|translate|what is|what are|what would be|how much is|how much are|how many is|" \
        r"how many are|what does|what do|can you convert|how big is|how heavy is|how long is|how far is|how tall is|how fast is|how fast does|" \
        r"how hot is|how cold is|how warm is|how deep is|how wide is|how high is|how much does|how much do)\s+)?"
FORMS = [
    re.compile(r"how many (?P<b>.+?) (?:are there |is there |are |is |make up |go |fit |do you get |would be |)"
               r"(?:in|into|to make|make|makes|in to|equals?|is|are|per) (?P<a>.+)"),
    re.compile(_LEAD + r"(?P<a>.+?) (?:is how many|are how many|equals how many|equal how many|in terms of|expressed in|"
               r"converted to|converted into|in|into|to|as|in to|=) (?P<b>.+?)(?: is| are| equal| make)?"),
]
_REGISTRY = None
_LOCK = threading.Lock()


def registry():
    """pint's registry, made once (~0.1 s with its cache, 0.5 s without) and shared."""
    global _REGISTRY
    with _LOCK:
        if _REGISTRY is None:
            import pint
            _REGISTRY = pint.UnitRegistry(cache_folder=None)
            _REGISTRY.define("stick = 0.5 * cup")            # a US stick of butter: half a cup, 8 tablespoons
        return _REGISTRY


def _family(u) -> str:
    name = str(u)
    if "byte" in name or re.search(r"bit\b", name):      # bit, megabit, kilobit
        return "information"
    dims = dict(u.dimensionality)
    if not dims:
        return "none"
    return "*".join(f"{k}^{v}" if v != 1 else k for k, v in sorted(dims.items())) \
        .replace("[length]*[time]^-1", "[length]/[time]")


def unit_of(phrase: str):
    """pint's unit for what was said ("cups", "degrees fahrenheit", "square feet", "kilos"), or None."""
    u = registry()
    p = re.sub(r"^(?:a|an|one|the|of|per)\s+", "", phrase.strip().replace("-", " ")).strip()      # "kilowatt-hour"
    p = re.sub(r"\s+(?:of (?:water|milk|flour|sugar|butter|oil|liquid|rice)|measure|deep|long|tall|wide|high|thick|away|across)$", "", p)
    if not p or len(p) > 40:
        return None
    p = re.sub(r"^(?:us|u s|american) (?=\w)", "", p)                    # "US fluid ounces": pint's are the US ones
    p = re.sub(r"^(?:british imperial|uk imperial|british|uk|imperial) (?=\w)", "imperial ", p)  # "British pints"
    m = re.fullmatch(r"(square|cubic|sq) (.+)|(.+?) (squared|cubed)", p)
    power = None
    if m:
        power = 3 if "cub" in (m.group(1) or m.group(4) or "") else 2
        p = m.group(2) or m.group(3)
    name = SAID.get(p, p)
    per = re.fullmatch(r"(.+?) (?:per|an?|to the|to an?|for every|every|each) (?:(\d+|a hundred|one hundred|hundred|a thousand|"
                       r"one thousand|thousand) )?(.+)", name) if " " in name and name != "miles per hour" else None
    if per:                     # "miles per gallon", "liters per 100 kilometers", "dollars an hour"
        top, bottom = unit_of(per.group(1)), unit_of(per.group(3))
        if top is None or bottom is None:
            return None
        n = per.group(2)
        n = int(n) if n and n.isdigit() else 100 if n and "hundred" in n else 1000 if n else 1
        return top / (_scaled(bottom, n) if n != 1 else bottom)
    if not re.fullmatch(r"[a-z_/*0-9 ]+", name, re.IGNORECASE) or name in ("to", "in", "a", "is", "and", "the"):
        return None
    candidates = [name.replace(" ", "_")]
    if name.endswith("s") and len(name) > 3:
        candidates.append(name[:-1].replace(" ", "_"))
    if len(name) <= 4 and name.isalpha():                                    # "btus": BTU
        candidates += [name.upper(), name.rstrip("s").upper()]
    if len(name) >= 5 and " " not in name:
        import difflib
        close = difflib.get_close_matches(name, SPOKEN_UNITS, n=1, cutoff=0.84)     # "leters", "kilometer"
        if close and close[0] != name:
            candidates.append(SAID.get(close[0], close[0]).replace(" ", "_"))
    for c in candidates:
        try:
            unit = u.parse_units(c)
        except Exception:  # noqa: BLE001 - pint raises several kinds for a word that is no unit
            continue
        if str(unit) in ("dimensionless", "") or str(unit).startswith(("kilosecond", "year_")) and "kilo" in c:
            continue
        return unit ** power if power else unit
    return None


def _scaled(unit, n: int):
    """A unit n times as big, named so that it is said back as "100 kilometers" (x100_kilometer)."""
    u = registry()
    base = str(unit).replace(" ", "")
    if not re.fullmatch(r"[a-z_]+", base) or not 1 < n <= 10 ** 6:
        return unit
    name = f"x{n}_{base}"
    with _LOCK:
        if name not in u:
            u.define(f"{name} = {n} * {base}")
    return u.parse_units(name)


def _kind(unit) -> str:
    return DIMENSIONS.get(_family(unit), "other quantities")


def and_a_half(words: str) -> str:
    """ "an hour and a half", "two cups and a quarter": 1.5 hours, 2.25 cups (a unit's name after the number)."""
    def said(m):
        n = 1 if m[1] in ("a", "an") else number_at([m[1]], 0)[0]
        if n is None or unit_of(m[2]) is None:
            return m[0]
        return f"{n + (0.5 if m[3] == 'half' else 0.25):g} {m[2] if n + 0.5 <= 1 else m[2].rstrip('s') + 's'}"
    return re.sub(r"\b(an?|[a-z]+|\d+(?:\.\d+)?) ([a-z]+) and (?:a|one) (half|quarter)\b", said, words)


def say_unit(unit, value: float) -> str:
    """"cup"/"cups", "degrees Fahrenheit", "miles per hour", "square feet"."""
    name = str(unit)
    name = name.replace("degree_Celsius", "degree Celsius").replace("degree_Fahrenheit", "degree Fahrenheit")
    name = name.replace("_per_", " per ").replace(" / ", " per ")
    name = re.sub(r"\bx(\d+)_(\w+)", lambda m: f"{m.group(1)} {say_unit(m.group(2), 2)}", name).replace("_", " ")
    m = re.fullmatch(r"(.+?) \*\* ([23])", name)
    if m:
        name = ("square " if m.group(2) == "2" else "cubic ") + m.group(1)
    if abs(value - 1) < 1e-9:
        return name
    head, sep, tail = name.partition(" per ")
    words = head.split()
    last = words[-1]
    two = " ".join(words[-2:])
    if len(words) > 1 and two in IRREGULAR:
        return " ".join(words[:-2] + [IRREGULAR[two]]) + (sep + tail if sep else "")
    plural = IRREGULAR.get(last) or \
        (last if last.endswith(("s", "Celsius", "Fahrenheit")) and last != "degree" else
         last + "es" if last.endswith(("ch", "sh", "x")) else last[:-1] + "ies" if last.endswith("y") and last[-2] not in "aeiou" else last + "s")
    if words[0] == "degree" and len(words) > 1:
        words[0], plural = "degrees", last
    words[-1] = plural
    return " ".join(words) + (sep + tail if sep else "")


def say_amount(x: float, temperature: bool = False) -> tuple[str, bool]:
    """(the number as said, whether it was rounded): three significant figures, commas off."""
    if x == 0:
        return "0", False
    digits = 1 if temperature else max(0, 2 - int(math.floor(math.log10(abs(x)))))
    if not temperature and abs(x) < 100 and abs(x * 8 - round(x * 8)) < 1e-6 * max(1.0, abs(x)):
        digits = max(digits, 3)              # eighths said exactly: 3.375 (3 and 3/8 cups), not "about 3.38"
    elif not temperature and abs(x) < 10000 and abs(x * 2 - round(x * 2)) < 1e-6 * max(1.0, abs(x)):
        digits = max(digits, 1)              # halves too: 437.5 grams, not "about 438"
    r = round(x, min(digits, 6))
    if abs(r) >= 1000:
        r = round(x)
    text = f"{r:,.{min(digits, 6)}f}".rstrip("0").rstrip(".") if "." in f"{r:.{min(digits, 6)}f}" else f"{r:,.0f}"
    text = text.replace(",", "")
    rounded = abs(r - x) > 1e-9 * max(1.0, abs(x))
    return (text if text not in ("-0", "0") else f"{x:.2g}"), rounded


_SMALL = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen")


def feet_and_inches(words: str) -> str:
    """ "5 foot 10", "six feet two inches": one amount in inches ("70 inches"), as a height is said."""
    return re.sub(r"\b(\d+|one|two|three|four|five|six|seven|eight|nine) (?:foot|feet|ft) (\d+|one|two|three|four|five|six|seven|"
                  r"eight|nine|ten|eleven)(?: (?:inches|inch)| in$)?\b(?! (?:inches|inch)\b)",
                  lambda m: f"{_int(m.group(1)) * 12 + _int(m.group(2))} inches", words)


def _int(word: str) -> int:
    return int(word) if word.isdigit() else int(number_at([word], 0)[0])


def _unit_words(unit) -> str:
    """A unit back into words that unit_of reads ("foot ** 2" -> "square foot")."""
    name = str(unit).replace(" / ", "/").replace(" ", "")
    m = re.fullmatch(r"(.+?)\*\*([23])", name)
    if m:
        return ("square " if m.group(2) == "2" else "cubic ") + m.group(1)
    return name




class Units(AnswerSkill):
    name = "units"
    intent = "convert_units"
    intents = ({"name": "convert_units", "model": False,
                "description": "Unit conversions: length, mass, cooking volumes, temperature, speed, area, time, data",
                "slots": {"amount": {"type": "text"}, "from": {"type": "text"}, "to": {"type": "text"}},
                "examples": ["how many cups in a quart", "convert 5 miles to kilometers", "70 fahrenheit in celsius"]},)

    def warm(self, ctx) -> None:
        registry().Quantity(1, "cup").to("milliliter")

    def answer(self, words: str, ctx):
        whole = self.context or words
        if SUMMED.search(whole) and sum(unit_of(u) is not None for u in re.findall(r"\b\d[\d.,]* ?([a-z]+)", whole)) >= 2:
            return None      # "180 degrees Celsius ... add 20 degrees ... what's that in Fahrenheit": a sum first, never the first amount alone
        words = re.sub(r"(?<=\d)(?=[a-z])(?!st\b|nd\b|rd\b|th\b)", " ", words.replace("°", " degrees "))
        words = re.sub(r"\b([a-z]+|\d+) (\d+(?:\.\d+)?) ([a-z]+) ([a-z]{3,}s)\b",
                       lambda m: f"{n * float(m[2]):g} {m[3]}s" if (n := number_at([m[1]], 0)[0]) and m[1] not in ("a", "an") and
                       unit_of(m[3]) is not None and unit_of(m[4]) is None else m[0], words)       # "eight 8-ounce glasses": 64 ounces
        words = re.sub(r"\b(?:[b-hj-z] ){1,3}[a-z]\b", lambda m: m[0].replace(" ", ""), words)   # a unit said letter by letter: "k m h"
        words = re.sub(r"\s+(?:please|exactly|roughly|approximately|decimal|binary|in (?:decimal|binary)(?: units)?)$", "", words)
        words = re.sub(r"\b(?:i am|i'm|im|he is|she is|he's|she's)\s+(?=\d)", "", words)     # "I'm 5 foot 10, what's that in cm"
        words = feet_and_inches(words)
        words = re.sub(r"^(.+?) (?:what|how much|how many) is (?:that|this|it) (in|to|as)", r"\1 \2", words)
        words = re.sub(r"^(?:at )?what (?:temperature|temp|speed|weight|length|distance|volume|number) (?:in|is in) ([a-z ]+?) (?:is|equals) "
                       r"(.+)$", r"\2 in \1", words)            # "at what temperature in celsius is minus 40 fahrenheit"
        words = re.sub(r"^(how (?:many|much) [a-z ]+?) (?:was|were|will be) ", r"\1 is ", words)     # "how many miles was a 10k"
        words = re.sub(r"\b(\d+|" + "|".join(_SMALL) + r") stones? (\d+|" + "|".join(_SMALL) + r")(?: pounds?| lbs?)?\b",
                       lambda m: f"{_int(m.group(1)) * 14 + _int(m.group(2))} pounds", words)    # "eleven stone four pounds"
        words = re.sub(r"\b(table|tea|dessert) spoons?\b", lambda m: m[0].replace(" ", ""), words)        # "a table spoon and a half"
        words = re.sub(r"\b(?:an? )?(third|quarter|half)[- ](pound|kilo|liter|litre|cup|gallon|ounce)\b",
                       lambda m: {"third": "1/3", "quarter": "1/4", "half": "1/2"}[m[1]] + f" {m[2]}", words)   # "a third-pound burger"
        words = re.sub(r"\b(?:regular|normal|statute|standard|ordinary|land) (miles?)\b", r"\1", words)    # "regular miles"
        if re.search(r"\b(?:radians?|gradians?|arc ?minutes?|arc ?seconds?|turns?|revolutions?)\b", words):
            words = re.sub(r"\bdegrees?\b(?! (?:fahrenheit|celsius|centigrade|kelvin|[fck])\b)", "arcdegrees", words)   # an angle's degrees
        if re.search(r"\b(?:run|runs|ran|running|race|marathon|walk|jog|ride)\b", words):
            words = re.sub(r"\b(\d+|" + "|".join(_SMALL) + r") ?k\b", lambda m: f"{_int(m.group(1))} kilometers", words)   # "a 5k run"
        words = and_a_half(words)
        words = re.sub(r"\b(?:food|dietary|nutritional) (calories?)\b|\b(sticks?) of butter\b", r"\1\2", words)
        words = re.sub(r"^how many letters? (?=(?:are )?(?:in|is|make) (?:a |an |one |\d))", "how many liters ", words)   # Whisper's homophone
        words = re.sub(r"\b(kilo|centi|milli|mega|giga|tera|micro) (grams?|meters?|metres?|liters?|litres?|bytes?|watts?|joules?)\b",
                       r"\1\2", words)                                            # Whisper's "kilo grams"
        words = re.sub(r"\b([a-z]+) (?:slash|per) ([a-z])\b", r"\1/\2", words)      # Whisper's "100 km slash h"
        words = re.sub(r"\b(liters?|litres?|miles?|kilometers?|kilometres?|km) for (100 |a |one )?(?=kilometers?|kilometres?|km|gallons?|liters?|litres?)",
                       r"\1 per \2", words)                                      # Whisper's "liters for 100 kilometers"
        words = re.sub(r"(?<!kilo)(?<!kilo-)\b(?<!small )calories?\b", "kilocalories", words)   # food calories: kcal
        units = r"(?:" + "|".join(sorted({re.sub(r"(?<=ch)es$|(?<=sh)es$|s$", "", w) for w in SPOKEN_UNITS})) + r")(?:e?s)?\b"   # inch(es)
        words = re.sub(r"^((?:(?:so|and|ok|okay|um|uh|well) )*how (?:many|much) [a-z ]+? (?:is|are|in)) (?:to|too) (?=" + units + ")", r"\1 2 ", words)   # "is to gallons"
        if re.match(r"(?:(?:so|and|ok|okay|um|uh|well) )*(?:how (?:many|much|fast|far|long|big|heavy|hot|cold)\b|what(?:'s| is)?\b)", words) and \
                not re.search(r"\b(?:in|into|to|as)\b", words):     # Whisper's "and" and "for": "20 knots and miles per hour",
            words = re.sub(r" and (?=(?:a |an )?" + units + ")", " in ", words)    # "how many milliliters is for tablespoons"
            words = re.sub(r"(?<=s) and (?=(?:a |an )?(?:half|quarter|third) (?:of )?(?:a |an )?" + units + ")", " in ", words)  # "how many tablespoons and a quarter cup"
            words = re.sub(r"\b(is|are|in) for (?=" + units + ")", r"\1 4 ", words)   # Whisper's "for": 4
        words = re.sub(r"\b(\d+ ?/ ?\d+|\d*\.\d+|half|a quarter|three quarters)(?: of)? (?:a |an )(?=" + units + r"(?: (?:in|to|into|of)\b|$))",
                       lambda m: {"half": "0.5", "a quarter": "0.25", "three quarters": "0.75"}.get(m[1], m[1]) + " ", words)   # "3/4 of a cup"
        scaled = self._scaled(words) if not re.search(r"\bhow many [a-z]+\b", self.context or "") else None   # "..., how many ml would that be"
        if scaled is not None:
            return scaled
        for n, rx in enumerate(FORMS):
            m = rx.fullmatch(words)
            if not m:
                continue
            got = self._convert(m.group("a").strip(), m.group("b").strip(), asked_how_many=n == 0)
            if got is not None:
                return got
        said = re.fullmatch(r"convert (?:\d[\d.,]*|a|an|one) (?P<u>[a-z]+) (?:in|into|to) (?P<b>[a-z ]+)", words)
        if said and unit_of(said["u"]) is None and unit_of(said["b"]) is not None:      # "convert 20 snarfles to grams"
            return {"problem": "unknown_unit", "unit": said["u"]}, f"Sorry, I don't know a unit called {said['u']}."
        if (got := self._scan(words)) is not None:
            return got
        said = re.fullmatch(r"convert (?:\d[\d.,]*|a|an|one) (?P<u>[a-z ]+?) (?:in|into|to) (?P<b>[a-z][a-z0-9 ]*)", words)
        if said and unit_of(said["u"]) is not None and unit_of(said["b"]) is None:      # "... to leaders for 100 kilometers"
            return {"problem": "unknown_unit", "unit": said["b"]}, f"Sorry, I don't know a unit called {said['b']}."
        return None

    @staticmethod
    def _scaled(words: str):
        """ "If I double three quarters of a cup, how much is that", "half of 1 and a half cups": the amount
        times the factor, in its own unit."""
        m = re.fullmatch(r"(?:what is |whats |how much is |if i |if you )?(?P<k>double|doubled|twice|triple|tripled|quadruple|half|halve|"
                         r"a third|a quarter)(?: of)? (?P<q>.+?)(?:,? (?:how much is (?:that|it)|what is (?:that|it)|how much do i need))?", words)
        if m is None:
            return None
        toks = m["q"].split()
        amount, k = number_at(toks, 0)
        rest = re.sub(r"^(?:of )?(?:an? )?", "", " ".join(toks[k:]))
        after = rest.split()        # the unit ends the amount, or "of flour" follows: "half an hour for the dough" is none
        unit = next((u for n in (3, 2, 1) if (u := unit_of(" ".join(after[:n]))) is not None and after[n:n + 1] in ([], ["of"])), None) if amount else None
        if unit is None or str(unit.dimensionality) == "[time]" and not re.match(r"what|how|if", words):
            return None                      # "Half an hour." (a timer's length, said alone) is no sum
        factor = {"double": 2, "doubled": 2, "twice": 2, "triple": 3, "tripled": 3, "quadruple": 4, "half": 0.5, "halve": 0.5,
                  "a third": 1 / 3, "a quarter": 0.25}[m["k"]]
        value = amount * factor
        (said_a, _), (said_b, rounded) = say_amount(amount), say_amount(value)
        return {"amount": amount, "from": str(unit), "to": str(unit), "value": value, "factor": factor}, \
            f"{m['k'].capitalize()}{' of' if factor < 1 else ''} {said_a} {say_unit(unit, amount)} is {'about ' if rounded else ''}{said_b} {say_unit(unit, value)}."

    def _scan(self, words: str):
        """An amount with its unit anywhere and the unit asked for ("I weigh 180 pounds, how much is
        that in stone", "a 500 GB drive, how many GiB is that", "how many kilometers is a 26.2 mile marathon")."""
        toks = words.split()
        if len(toks) > 20 or not re.search(r"\b(?:how many|how much|what is|convert|in|to|into)\b", words) or \
                re.search(r"\b(?:what|which) (?:day|date)\b|\bday of the week\b|\bwhen\b", words):
            return None
        found = []                   # the units the first amount's words may be, the longest first
        for i in range(len(toks)):
            amount, k = number_at(toks, i)
            if amount is None or k == i:
                continue
            found = [(amount, u, i, k + n) for n in (4, 3, 2, 1)       # "8 liters per 100 km"; "9 am" is a clock time, no attometers
                     if k + n <= len(toks) and toks[k] not in ("am", "pm") and (u := unit_of(" ".join(toks[k:k + n]))) is not None]
            if found:
                break
        if not found:
            return None
        amount, unit_a, start, end = found[0]
        rest = toks[:start] + ["@"] + toks[end:]
        target = None
        m = re.match(r"how many (.+?) (?:is|are|in|does|do|would|will|make|makes|=) ", " ".join(rest) + " ") or \
            re.search(r"\bhow many ([a-z]+(?: [a-z]+)?)$", " ".join(rest))        # "a 12 ounce can holds how many milliliters"
        if m:
            target = unit_of(m.group(1))
        if target is None:
            tail = " ".join(toks[end:])
            for m in re.finditer(r"(?=\b(?:in|to|into|as)\s+(?!(?:a|an|one) )(?P<u>[a-z][a-z0-9/ ]*?)(?: is (?:that|it|this))?$)", tail):
                target = unit_of(m.group("u")) or target      # "... set my oven to in fahrenheit": the unit named last
            if target is None:
                m = re.search(r"how (?:many|much) (?P<u>[a-z/ ]+?) (?:is|are) (?:that|it|this)\b", " ".join(rest))
                target = unit_of(m.group("u")) if m else None
        asks_conversion = re.search(r"\b(?:what is|whats|convert|how much is|how many) (?:an? )?$", " ".join(toks[:start]) + " ")
        if target is None and asks_conversion:      # "My oven only shows Fahrenheit. What's 180 Celsius?": the other unit named
            for n in (3, 2, 1):
                for j in range(len(toks) - n + 1):
                    if start <= j < end:
                        continue
                    u = unit_of(" ".join(toks[j:j + n])) if not toks[j] in ("a", "an", "in", "to", "is", "it", "that") else None
                    if u is not None and str(u) != str(unit_a) and _family(u) == _family(unit_a):
                        target = u
                        break
                if target is not None:
                    break
        if target is not None and _family(target) != _family(unit_a):      # "2000 calories a day ... how many kilojoules"
            amount, unit_a, start, end = next((f for f in found if _family(f[1]) == _family(target)), found[0])
        if target is None or str(target) == str(unit_a):
            return None
        return self._convert(f"{amount:g} " + _unit_words(unit_a), _unit_words(target), asked_how_many=False)

    def _convert(self, a: str, b: str, asked_how_many: bool):
        a = re.sub(r"^(?:a|an) (?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
                   r"forty|fifty)\b)", "", a)              # "how many miles is a 10k", "a ten k" (not "a hundred")
        toks = a.split()
        amount, k = number_at(toks, 0)
        if amount is None:
            if asked_how_many and toks and toks[0] not in ("a", "an", "one"):
                amount, k = 1.0, 0
            elif not re.match(r"^(?:a|an|one)\b", a) and re.match(_NUMBER_START, a):
                return None
            else:
                amount, k = 1.0, 0
        unit_a, unit_b = unit_of(said_a := " ".join(toks[k:])), unit_of(b)
        if "k" in (said_a, b) and (other := unit_b if said_a == "k" else unit_a) is not None:   # "ten k in miles", "how many k is 26.2 miles"
            k_is = registry().parse_units("kelvin" if _family(other) == "[temperature]" else "kilometer")    # "300 k in celsius"
            unit_a, unit_b = (k_is, unit_b) if said_a == "k" else (unit_a, k_is)
        if unit_a is None or unit_b is None:
            return None
        fa, fb = _family(unit_a), _family(unit_b)
        if str(unit_a) == "stick" and fb == "[mass]":             # a stick of butter weighs a quarter pound
            amount, unit_a, fa = amount / 4, registry().parse_units("pound"), fb
        if fa == "[length]/[time]" and fb == "[length]":          # "65 miles an hour in kilometers": per hour
            unit_b, fb = unit_b / registry().parse_units("hour"), fa
        if fa != fb and {str(unit_a), str(unit_b)} & {"ounce"} and "[length]^3" in (fa, fb):
            unit_a = registry().parse_units("fluid_ounce") if str(unit_a) == "ounce" else unit_a
            unit_b = registry().parse_units("fluid_ounce") if str(unit_b) == "ounce" else unit_b
            fa, fb = _family(unit_a), _family(unit_b)
        if str(unit_a) == str(unit_b) and len(" ".join(toks[k:])) > 3:     # "five k in kilometers": the word said in full
            return None                                          # "2000 days is 26 days": no conversion was asked
        slots = {"amount": amount, "from": str(unit_a), "to": str(unit_b)}
        if {fa, fb} == {"[length]^3", "[mass]"} and re.search(r"\bwater\b", f"{a} {b}"):    # water: a gram a milliliter
            r = registry()
            grams = r.Quantity(amount, unit_a).to("milliliter").magnitude if fa == "[length]^3" else None
            value = r.Quantity(grams, "gram").to(unit_b).magnitude if grams is not None else \
                r.Quantity(r.Quantity(amount, unit_a).to("gram").magnitude, "milliliter").to(unit_b).magnitude
            (said_a, _), (said_b, rounded) = say_amount(amount), say_amount(value)
            return {**slots, "value": value, "density": "water"}, \
                f"{said_a} {say_unit(unit_a, amount)} of water is {'about ' if rounded else ''}{said_b} {say_unit(unit_b, value)}" \
                f" (water weighs a gram a milliliter)."
        inverse = fa != fb and {fa, fb} == {"[length]^-2", "[length]^2"}       # fuel economy: mpg <-> liters per 100 km
        angles = {str(unit_a), str(unit_b)} <= {"degree", "radian", "turn", "arcminute", "arcsecond", "gradian", "revolution"}
        if (fa != fb or fa == "none" and not angles) and not inverse:
            na, nb = say_unit(unit_a, 2), say_unit(unit_b, 2)
            if _kind(unit_a) == _kind(unit_b) == "other quantities":        # "20 dollars to euros": no rates offline
                return {**slots, "problem": "unknown_unit"}, f"Sorry, I can't convert {na} to {nb}."
            return {**slots, "problem": "incompatible"}, \
                f"I can't convert {na} to {nb}: {na} measure {_kind(unit_a)} and {nb} measure {_kind(unit_b)}."
        q = registry().Quantity(amount, unit_a)
        try:
            value = q.to(unit_b).magnitude if not inverse else (1 / q).to(unit_b).magnitude
        except Exception:  # noqa: BLE001 - offset units multiplied, an overflow
            return {**slots, "problem": "unconvertible"}, f"Sorry, I can't convert {say_unit(unit_a, 2)} to {say_unit(unit_b, 2)}."
        temp = fa == "[temperature]"
        said_a, _ = say_amount(amount, temp)
        said_b, rounded = say_amount(value, temp)
        slots["value"] = value
        return slots, f"{said_a} {say_unit(unit_a, amount)} is {'about ' if rounded else ''}{said_b} {say_unit(unit_b, value)}."
