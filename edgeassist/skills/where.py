"""Where a thing is, from its article (encyclopedia.py): "where is the Serengeti", "where do lemurs live",
"where was the potato first domesticated". The article's first sentence when it says where ("... a large
dormant volcano in Tanzania"), its description when that names a country ("National park in Tanzania"),
else the first sentence with a cue of place; None when none says (the passages' search may still)."""
from __future__ import annotations

import re

from .countries import CONTINENT_KEYS
from .data import key
from .deeds import short
from .passages import Passages

CUE = re.compile(r"\b(?:located|lies|situated|found in|is in|native to|endemic to|borders|bordered by|capital of|city in|country in)\b"
                 r"|\b(?:in|on) (?:the )?[A-Z]")
PLACED = re.compile(r"\b(?:in|on) (?:the )?[A-Z]")
SOURCE_VERBS = {"rise", "rises", "start", "starts", "begin", "begins"}
SOURCE = re.compile(r"\b(?:headwaters?|sources?|rises|begins|springs up)\b\W+(?:\w+\W+){0,3}?(?:in|on|at|from|of) (?:the )?[A-Z]")
MOUTH = re.compile(r"\b(?:into|empties into|drains into) (?:the )?[A-Z]|\bmouth\b|\bestuary\b")
NAMES = re.compile(r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)*")


def where_said(title: str, desc: str, said: list[str], countries: set[str], deed: str | None) -> str | None:
    """The reply that says where (title: the article's, desc: its description, said: its sentences,
    countries: the names of countries, deed: "domesticated" in "where was X first domesticated")."""
    def named(text: str) -> bool:
        return any(key(c) in countries for c in NAMES.findall(text))

    def reply(sentence: str) -> str:
        return short(Passages.reply(title, sentence))
    if deed in SOURCE_VERBS:          # "where does the Mekong rise": where it has its source
        hit = next((s for s in said if SOURCE.search(s)), None)
        return reply(hit) if hit else None
    if deed and re.match(r"(?:flow|empt|drain|meet|reach|end)", deed):   # "where does the Danube flow into the sea": its mouth
        hit = next((s for s in said if MOUTH.search(s)), None)
        return reply(hit) if hit else None
    if deed:                          # "where was the potato first domesticated": a sentence that says where it was
        done = re.compile(r"\b" + deed[:5] + r"\w* (?:\w+ ){0,3}?(?:in|on|at|from) (?:the )?[A-Z]")
        hit = next((s for s in said if done.search(s)), None)
        return reply(hit) if hit else None
    placed = PLACED.search(desc)
    if said and CUE.search(said[0]) and named(said[0]):        # "... a large dormant volcano in Tanzania."
        return short(said[0])
    if placed and any(key(c) in countries and key(c) not in CONTINENT_KEYS for c in NAMES.findall(desc)):
        return f"{title}: {desc[:1].lower() + desc[1:]}."      # "National park in Tanzania"
    hit = said[0] if said and CUE.search(said[0]) else None     # the article's own first sentence says where
    if hit is None and placed:
        return f"{title}: {desc[:1].lower() + desc[1:]}."
    hit = hit or next((s for s in said if CUE.search(s) and named(s)), None) or \
        next((s for s in said if named(s)), None) or next((s for s in said if CUE.search(s) and NAMES.search(s)), None)
    # a sentence that names a country, else one that says where with some name in it: "contributed to its origin" says no place
    return reply(hit) if hit else None
