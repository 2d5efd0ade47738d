"""Small talk (greetings, thanks, "who are you", jokes, ...) answered from a curated file, not by
the model: the same words get a fitting reply every time, at once. The file (smalltalk.yaml
beside this module, or the owner's own: [smalltalk] file) lists acts, each with examples and
replies. An utterance is small talk when, with words that only make it polite or call the
assistant left out, it is one of an act's examples, or it starts with an example and goes on
with a few words that ask nothing ("thanks that was helpful"), or with more small talk ("good
morning how's it going": the last act is answered).
An utterance that would go to the model's chat is small talk too when its sentence embedding
(all-MiniLM-L6-v2, the model of [knowledge]) is close to one example's (cosine >= NEAR): said in
words of its own ("you're brilliant": compliment).
"""
from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .grammar import normalize

BUILTIN = Path(__file__).with_name("smalltalk.yaml")
# the least cosine to an example's embedding: the lowest that took none of the 108 general questions
# of the chat tune set (their highest 0.47), measured with the small-talk tune sets (docs/understanding.md)
NEAR = 0.5
TAIL_WORDS = 3        # "thanks" + at most this many words that ask nothing
# words that only make an utterance polite or call the assistant: left out on both sides
FILLERS = frozenset("please hey ok okay so oh um uh well now just assistant edgeassist then really very".split())
# a tail with one of these asks something: "sorry where are the toilets" is not small talk
ASKING = frozenset("what what's whats where where's when which who who's whom whose why how how's "
                   "is are am do does did can could would will should shall may have has".split())
ASKING_POLITELY = frozenset("can could would will".split())


class SmallTalkError(Exception):
    """A small-talk file that cannot be used; the message names the file, act and field."""


@dataclass(frozen=True)
class Act:
    name: str
    examples: tuple[tuple[str, ...], ...]     # each example's words
    replies: tuple[str, ...]
    near: bool = True                          # also said in words of its own (closest()); false: its examples only


# how people type what they would say (the API's `ask` takes typed text too)
TYPED = {"u": "you", "ya": "you", "r": "are", "ur": "your", "luv": "love", "thx": "thanks", "pls": "please"}


def _said(text: str) -> tuple[str, ...]:
    return tuple(TYPED.get(w, w) for w in normalize(text).split())


def _words(text: str) -> tuple[str, ...]:
    words = [w for w in _said(text) if w not in FILLERS]
    if len(words) > 2 and words[0] in ASKING_POLITELY and words[1] == "you":   # "could you tell me a joke"
        words = words[2:]
    return tuple(words)


_WH = re.compile(r"(?:what|who|whom|whose|when|where|which)(?! a\b| an\b)(?: [\w']+){0,3}? (?:is|was|are|were|did|does|do|has|had)\b")   # not "what a ..."
# "what week number is valentine's day": a question, whatever it is near


def _about_you(text: str) -> bool:
    return re.search(r"\b(?:you|your|yours|yourself|you're|youre)\b", text) is not None


def load(path: str | Path = BUILTIN) -> list[Act]:
    """The acts of a small-talk file; SmallTalkError naming the file, act and field."""
    import yaml
    from .textfile import read_text
    p = Path(path)
    try:
        data = yaml.safe_load(read_text(p, SmallTalkError, "small-talk file"))
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        raise SmallTalkError(f"{p}: not valid YAML{where}") from None
    acts = data.get("acts") if isinstance(data, dict) else None
    if not isinstance(acts, list) or not acts:
        raise SmallTalkError(f"{p}: expected 'acts:' holding a list of acts")
    out, seen = [], set()
    for n, item in enumerate(acts, 1):
        where = f"{p}: act {n}"
        if not isinstance(item, dict):
            raise SmallTalkError(f"{where}: must be a mapping with 'act', 'examples' and 'replies'")
        unknown = set(item) - {"act", "examples", "replies", "near"}
        if unknown:
            raise SmallTalkError(f"{where}: unknown field {sorted(map(str, unknown))[0]!r} (fields: act, examples, replies, near)")
        if not isinstance(item.get("near", True), bool):
            raise SmallTalkError(f"{where}: field 'near' must be true or false")
        name = item.get("act")
        if not isinstance(name, str) or not name.strip():
            raise SmallTalkError(f"{where}: field 'act' must be a name")
        if name in seen:
            raise SmallTalkError(f"{where}: act {name!r} is named twice")
        seen.add(name)
        lists = {}
        for fld in ("examples", "replies"):
            v = item.get(fld)
            if not isinstance(v, list) or not v or not all(isinstance(x, str) and x.strip() for x in v):
                raise SmallTalkError(f"{where} ({name}): field {fld!r} must be a list of non-empty texts")
            lists[fld] = v
        examples = tuple(w for w in map(_said, map(str, lists["examples"])) if w)
        if not examples:
            raise SmallTalkError(f"{where} ({name}): field 'examples' has no words to match")
        out.append(Act(name, examples, tuple(" ".join(r.split()) for r in lists["replies"]), item.get("near", True)))
    return out


class SmallTalk:
    def __init__(self, acts: list[Act], embedder=None):
        """embedder: a function giving the sentence Embedder (or None) when first needed."""
        self.acts = {a.name: a for a in acts}
        self._embedder, self._examples = embedder, None
        self._whole = {" ".join(e): a.name for a in acts for e in a.examples}
        self._turn = {a.name: 0 for a in acts}     # which reply comes next
        self._lock = threading.Lock()

    def match(self, text: str) -> str | None:
        """The act text is, or None."""
        return self._whole.get(" ".join(_said(text))) or self._match(_words(text))

    def _match(self, words: tuple[str, ...]) -> str | None:
        if not words:
            return None
        said = " ".join(words)
        act = self._whole.get(said)
        if act is not None:
            return act
        for n in range(len(words) - 1, 0, -1):     # the longest example the words start with
            head = self._whole.get(" ".join(words[:n]))
            if head is None:
                continue
            tail = words[n:]
            if len(tail) <= TAIL_WORDS and not ASKING & set(tail):
                return head
            return self._match(tail)
        return None

    def warm(self) -> bool:
        """The examples' embeddings, made now (at start) rather than at the first chat turn."""
        with self._lock:
            if self._examples is None and self._embedder is not None:
                emb, self._embedder = self._embedder(), None
                if emb is not None:
                    texts = [(a.name, " ".join(e)) for a in self.acts.values() if a.near for e in a.examples]
                    vecs = emb.embed([t for _, t in texts])
                    vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-9)
                    self._examples = (emb, vecs, [n for n, _ in texts])
            return self._examples is not None

    def closest(self, text: str) -> str | None:
        """The act of the example closest in meaning, if close enough (NEAR); None without a model."""
        if not self.warm():
            return None
        emb, vecs, names = self._examples
        q = emb.embed([" ".join(_said(text))])[0]
        sims = vecs @ (q / max(float(np.linalg.norm(q)), 1e-9))
        best = int(np.argmax(sims))
        if sims[best] < NEAR:
            return None
        example = [" ".join(e) for a in self.acts.values() if a.near for e in a.examples][best]
        asker = " ".join(_said(text))
        if _about_you(example) and not _about_you(asker) and (re.search(r"\b(?:i|me|am|mine)\b", asker) or
                                                              re.search(r"\bmy\b", asker) and not re.search(r"\bmy\b", example)):
            return None           # "how old am I" is not "how old are you": the person asked about differs
        if _WH.match(re.sub(r"^(?:(?:so|and|well|ok|okay|um|hey|then) )+", "", asker)) and not _WH.match(example):
            return None           # "what was the name of the dragon in my daughter's story" is no "tell me a story"
        return names[best]

    def reply(self, act: str) -> str:
        """The act's reply for this turn (the same until the turn is settled)."""
        a = self.acts[act]
        with self._lock:
            return a.replies[self._turn[act] % len(a.replies)]

    def settle(self, act: str | None) -> None:
        """A turn ended with this act's reply: the next one says the act's next reply."""
        if act in self._turn:
            with self._lock:
                self._turn[act] += 1
