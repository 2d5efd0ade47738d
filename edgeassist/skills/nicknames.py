"""Who a by-name is ("who was known as the Lady with the Lamp", "who is called the Bard of Avon"): the one
article whose summary gives someone that name, in quotes or after "known as", "called", "dubbed", "referred
to as"; "what is the powerhouse of the cell" only by "nicknamed" or "dubbed" (the "Krebs cycle" is "known as" in Hans Krebs's). Two articles give it ("the Father of the Nation"), or none: no answer (declined later)."""
from __future__ import annotations

import re

from .deeds import short
from .passages import Passages

ASKED = re.compile(r"(?:who|what|which \w+) (?:is|was|are|were) (?:(?:often|commonly|usually|also|popularly|widely|famously) )?"
                   r"(?:known as|called|nicknamed|dubbed|referred to as|remembered as|hailed as|the one called) (?P<x>.+)")
NAMED = r"(?:known as|called|dubbed|referred to as|nicknamed|titles?|persona of|remembered as|hailed as)(?: (?:the|a|simply))? "


WHAT = re.compile(r"(?:what|which \w+) (?:is|was|are|were) (?P<x>the .+)")     # "the powerhouse of the cell": only a by-name said so


def answer(words: str, db) -> tuple[dict, str] | None:
    m = ASKED.fullmatch(words)
    strict = m is None and (m := WHAT.fullmatch(words)) is not None
    if m is None:
        return None
    name = re.sub(r"^(?:the|a|an) ", "", m.group("x").strip(" ?.!'\""))
    if len(name.split()) < 2:
        return None                                  # "who is called john": a name, not a by-name
    pattern = re.compile(r"\b(?:nicknamed|dubbed)(?: (?:the|a|simply))? [\"“]?(?:the )?" + re.escape(name) + r"\b" if strict else
                         r"[\"“](?:the )?" + re.escape(name) + r"\b|" + NAMED + r"[\"“]?(?:the )?" + re.escape(name) + r"\b", re.I)
    hits = {}
    for title, sent in db.rows("select a.title, s.text from sent s join article a on a.id = s.art where s.text like ?",
                               (f"%{name}%",)):
        if pattern.search(sent):
            hits.setdefault(title, sent)
    if len(hits) != 1:
        return None
    title, sent = next(iter(hits.items()))
    said = Passages.reply(title, sent)
    bare = re.sub(r"\s*\(.*?\)", "", title)
    return {"kind": "who_named", "subject": name, "article": title}, \
        short(said if said.startswith(bare) else f"{bare}: {sent}")          # the one named first
