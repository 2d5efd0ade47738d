"""Which words of an utterance can fill which slot: enum members said literally, runs of number
words, and the content words left once an intent's carrier words (its examples' fixed words) are
taken away. The understander settles what these decide and asks the model for the rest."""
from __future__ import annotations

import re

from . import grammar as G
from .intents import Intent
from .numbers import parse_duration, parse_integer


def _said_values(values: tuple[str, ...], norm: str) -> list[str]:
    squashed = norm.replace("-", "").replace(" ", "")
    out = [v for v in values if re.search(rf"\b{re.escape(v)}\b", norm)]
    if not out:
        out = [v for v in values if len(v) > 3 and v.replace(" ", "") in squashed]
    # "living room" said means "room" alone was not
    return [v for v in out if not any(v != o and v in o for o in out)]


def slots_together(intent: Intent) -> set[frozenset]:
    """Pairs of slots some example fills together (all pairs when no example tells)."""
    pairs: set[frozenset] = set()
    told = False
    for e in intent.examples:
        ann = G.annotate(intent, e)
        told |= len(ann) > 0
        pairs |= {frozenset((a, b)) for a in ann for b in ann if a != b}
    if not told:
        pairs = {frozenset((a.name, b.name)) for a in intent.slots for b in intent.slots if a != b}
    return pairs


def was_said(slot, options) -> bool:
    return slot.type != "enum" or len(options[slot.name] or []) < len(slot.values)


def slot_options(intent: Intent, norm: str, carrier: set[str] | None = None) -> dict[str, list[str] | None]:
    """Per slot, the values the utterance allows: one = settled, several = the model chooses,
    None = the utterance gives nothing for it (left out)."""
    words = norm.split()
    out: dict[str, list[str] | None] = {}
    for s in intent.slots:
        if s.type == "enum":
            out[s.name] = _said_values(s.values, norm) or list(s.values)
        elif s.type == "text":
            out[s.name] = content_runs(intent, words, carrier) or None
        elif s.type == "integer":
            out[s.name] = _number_runs(words) or None
        else:  # duration: the words of the spoken duration, parsed to seconds later
            runs = [r for r in _number_runs(words, with_units=True) if parse_duration(r)]
            out[s.name] = runs[:1] or None
    return out


_NUMBER_WORDS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                 "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
                 "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred",
                 "thousand", "percent", "couple", "few", "dozen", "half", "quarter"}
_UNIT_WORDS = {"second", "seconds", "minute", "minutes", "hour", "hours", "sec", "secs", "min", "mins", "and",
               "a", "an", "of", "day", "days"}


def _number_runs(words: list[str], with_units: bool = False) -> list[str]:
    runs, cur = [], []
    for w in words + [""]:
        ok = w.isdigit() or w in _NUMBER_WORDS or (with_units and w in _UNIT_WORDS and cur)
        if ok:
            cur.append(w)
        else:
            while cur and cur[-1] in ("and", "a", "an", "of"):
                cur.pop()
            if cur and any(x.isdigit() or x in _NUMBER_WORDS for x in cur):
                runs.append(" ".join(cur))
            cur = [w] if with_units and w in ("a", "an") else []
    return runs


_BRIDGE = {"the", "a", "an", "of", "and", "&", "n"}


def content_runs(intent: Intent, words: list[str], carrier: set[str] | None = None) -> list[str]:
    """Runs of the utterance's words that are not how the intent is asked for: the candidates for
    a text slot ("play music by miles davis" -> ["miles davis"]), longest first."""
    from .matcher import VALUE_CONCEPTS, _stem, keys
    carrier = carrier if carrier is not None else carrier_words(intent)
    concepts = set()
    for e in intent.examples:
        concepts |= set(keys(e.text))
    concepts |= set(keys(intent.description))

    def is_carrier(w: str) -> bool:
        k = keys(w)
        if k and k[0] in VALUE_CONCEPTS:
            return False
        return w in carrier or _stem(w) in carrier or (k and k[0] in concepts and not w.isdigit()
                                                        and k[0] != _stem(w))

    runs, cur = [], []
    for i, w in enumerate(words + [""]):
        if w and (not is_carrier(w) or (w in _BRIDGE and cur)):
            cur.append(i)
            continue
        while cur and words[cur[-1]] in _BRIDGE:
            cur.pop()
        if cur:
            start = cur[0]
            if start > 0 and words[start - 1] == "the":  # a name: "the beatles"
                start -= 1
            runs.append(" ".join(words[start:cur[-1] + 1]))
        cur = []
    return sorted(dict.fromkeys(runs), key=lambda r: -len(r.split()))


def carrier_words(intent: Intent) -> set[str]:
    """Words (and stems) that say which intent it is rather than a slot's value."""
    from .matcher import _STOP, _stem
    words = set(G.STOPWORDS) | set(_STOP) | set(intent.name.split("_"))
    words |= set(G.normalize(intent.description).split())
    for s in intent.slots:
        words |= {w for v in s.values for w in v.split()}
    for e in intent.examples:
        ann = G.annotate(intent, e)
        spans = {w for s in intent.slots if s.type == "text" and s.name in ann for w in ann[s.name].split()}
        words |= set(e.text.split()) - spans
    return words | {_stem(w) for w in words}


def typed_slots(intent: Intent, spans: dict, norm: str) -> dict:
    """The model's slot spans as the intent's typed values: only its slots, only legal values; a
    slot the text does not support is left out."""
    out: dict = {}
    for s in intent.slots:
        v = spans.get(s.name)
        if s.type == "enum":
            if v in s.values:
                out[s.name] = v
        elif s.type == "text":
            if v and f" {v} " in f" {norm} ":
                out[s.name] = v
        elif s.type == "integer":
            n = parse_integer(v) if v else None
            if n is None:
                n = parse_integer(norm) if v is not None else None
            if n is not None and (s.min is None or n >= s.min) and (s.max is None or n <= s.max):
                out[s.name] = n
        elif s.type == "duration":
            d = (parse_duration(v) if v else None) or parse_duration(norm)
            if d:
                out[s.name] = d
    return out
