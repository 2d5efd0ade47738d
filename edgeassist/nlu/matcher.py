"""Fast lexical evidence for intents, before (and beside) the model.

A 135M model chooses poorly among a dozen intents from in-context examples alone (43% on the
dev set, see docs/understanding.md), but copies slot spans well when the grammar leaves it
little else to do. So the decision of *which* intent is made from evidence the registry
itself gives — its examples, description, name and slot values — mapped through a small
lexicon of the words people use for the things voice assistants do (lamp ~ light, umbrella ~
weather), with the model consulted where the evidence is weak or close.
"""
from __future__ import annotations

import difflib
import math
from dataclasses import dataclass

from .grammar import normalize
from .intents import Intent

# Concepts: word -> concept key. General vocabulary of home voice assistants, not of one app.
_CONCEPTS = {
    "light": "light lights lamp lamps bulb bulbs lighting ceiling dark bright",
    "music": "music song songs track tracks album albums artist band tune tunes playlist listen hear "
             "play playing radio",
    # kinds of things that are slot values, not carriers (see VALUE_CONCEPTS)
    "genre": "genre genres jazz rock pop classical reggae blues metal hip hop country folk soul funk techno "
             "disco punk opera rap indie ambient lofi piano guitar",
    "weather": "weather forecast rain raining rainy snow snowing sunny sun cloudy cold hot warm "
               "temperature umbrella jacket coat wind windy storm outside degrees humid",
    "time": "time clock hour o'clock",
    "date": "date day days month year weekday calendar monday tuesday wednesday thursday friday "
            "saturday sunday week",
    "timer": "timer timers countdown count alarm",
    "duration": "second seconds minute minutes hour hours sec secs min mins",
    "volume": "volume loud louder loudly quieter quietly soft softer sound mute unmute "
              "lower raise",
    "stop": "stop shush shh hush silence enough nevermind mind quiet halt",
    "repeat": "repeat again pardon catch missed",
    "list": "list lists shopping grocery groceries todo to-do buy need",
    "add": "add put include",
    "cancel": "cancel delete remove clear kill abort",
    "turn": "turn switch shut",
    "on": "on",
    "off": "off",
    "up": "up",
    "down": "down",
    "set": "set start make begin",
    "remind": "remind reminder wake",
    "say": "say said",
}
VALUE_CONCEPTS = frozenset({"genre"})
_WORD_CONCEPT: dict[str, str] = {}
for key, words in _CONCEPTS.items():
    for w in words.split():
        _WORD_CONCEPT.setdefault(w, key)

# Multi-word expressions that mean one thing.
_PHRASES = (("one more time", "again"), ("never mind", "nevermind"), ("to do", "todo"),
            ("turn it up", "louder"), ("turn it down", "quieter"), ("come again", "pardon"), ("shut up", "shush"))

# Function words carry no evidence.
_STOP = frozenset("""a an the to for of in at by my me i you it is are am be please some can could would
will do does did this that these those and or with from into onto your our us we its it's let's lets
now right just little bit hey okay ok so thanks thank really very more one like want need get got have
has how about much there here what what's which tell told i'd i'm we'd we're you're""".split()) - {"on", "off", "up", "down"}


def _stem(w: str) -> str:
    if w in _WORD_CONCEPT:
        return w
    for suf, rep in (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            base = w[: -len(suf)] + rep
            if len(base) > 3 and base[-1] == base[-2] and suf in ("ing", "ed"):
                base = base[:-1]
            return base
    return w


def keys(text: str) -> list[str]:
    """Evidence keys of a text: concept keys where the lexicon knows the word, else stems."""
    out = []
    text = " " + normalize(text) + " "
    for phrase, word in _PHRASES:
        text = text.replace(f" {phrase} ", f" {word} ")
    for w in text.split():
        w = w.replace("'s", "") if w.endswith("'s") and w not in _WORD_CONCEPT else w
        if w in _STOP:
            continue
        s = _stem(w)
        out.append(_WORD_CONCEPT.get(w) or _WORD_CONCEPT.get(s) or s)
    return out


@dataclass(frozen=True)
class Match:
    intent: str
    score: float
    exact: bool = False


_ASKS = {"where", "who", "whose", "why"}     # questions; the commands that start so say it in their examples


class Matcher:
    """Scores every registered intent for a text; rebuilt whenever the registry changes.

    An intent's score is its best example's weighted overlap with the text (Dice over evidence
    keys, rare keys weighing more), plus a smaller share of overlap with everything else the
    intent says about itself (name, description, slot values), which is what lets a phrasing
    no example has still find its intent. Words nobody registered count against every intent,
    so a question about something else scores low everywhere (and becomes chat)."""

    def __init__(self, intents: list[Intent]):
        self.intents = [i for i in intents if i.name != "chat"]
        self.examples = {i.name: [e.text for e in i.examples] for i in intents}
        self.example_keys: dict[str, list[set[str]]] = {}
        self.profiles: dict[str, dict[str, float]] = {}
        for i in self.intents:
            prof: dict[str, float] = {}

            def add(ks, w):
                for k in ks:
                    prof[k] = max(prof.get(k, 0.0), w)
            add(keys(i.name.replace("_", " ")), 1.0)
            exs = [set(keys(e.text)) for e in i.examples]
            for ks in exs:
                add(ks, 1.0)
            add(keys(i.description), 0.7)
            for s in i.slots:
                for v in s.values:
                    add(keys(v), 0.4)   # a slot value hints at the intent, it does not decide it
            self.profiles[i.name] = prof
            self.example_keys[i.name] = [k for k in exs if k]
        n = max(len(self.profiles), 1)
        df: dict[str, int] = {}
        for prof in self.profiles.values():
            for k in prof:
                df[k] = df.get(k, 0) + 1
        self.idf = {k: math.log(1 + n / c) for k, c in df.items()}
        self.unknown_idf = math.log(1 + n)

    def exact(self, text: str, threshold: float) -> Match | None:
        """A registered example said (almost) word for word."""
        best, best_r = None, 0.0
        for name, exs in self.examples.items():
            for e in exs:
                r = difflib.SequenceMatcher(None, text, e).ratio()
                if r > best_r:
                    best, best_r = name, r
        return Match(best, best_r, True) if best and best_r >= threshold else None

    def _w(self, k: str) -> float:
        return self.idf.get(k, self.unknown_idf)

    def rank(self, text: str) -> list[Match]:
        q = set(keys(text))
        if not q:
            return []
        asks = text.split()[0] if text.split() and text.split()[0] in _ASKS else None
        qw = sum(self._w(k) for k in q)
        scores = []
        for name, prof in self.profiles.items():
            best = 0.0
            for ex in self.example_keys[name]:
                shared = sum(self._w(k) for k in q & ex)
                best = max(best, 2 * shared / (qw + sum(self._w(k) for k in ex)))
            prof_share = sum(prof.get(k, 0.0) * self._w(k) for k in q) / qw
            if asks and not any(e.split()[:1] == [asks] for e in self.examples.get(name, ())):
                continue          # "where is not too picky": a question no example of a command starts with
            scores.append(Match(name, 0.7 * best + 0.3 * prof_share))
        return sorted((m for m in scores if m.score > 0), key=lambda m: -m.score)


def command_vocabulary(registry) -> frozenset[str]:
    """The words commands are made of: the intents' names, examples and slot values, and the
    lexicon above (the words people use for what voice assistants do). The recognizer prefers
    them among hypotheses it finds about as likely (docs/speech.md). About a millisecond for the
    default intents; asked once per reading, so registrations count at once."""
    words = set(_WORD_CONCEPT)
    for i in registry.all():
        words.update(i.name.lower().split("_"))
        for ex in i.examples:
            words.update(normalize(ex.text).split())
        for slot in i.slots:
            for v in slot.values:
                words.update(normalize(v).split())
    return frozenset(words)
