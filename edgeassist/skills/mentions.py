"""A question said after a remark that names its subject ("I was watching a documentary about the Titanic.
What year did it sink?", "My book club is reading Middlemarch next month. Who wrote it?"): the question,
with its pronoun replaced by the name the remark gave, so that it reads as a question of its own. Typed or
punctuated text only: the remark's name is a capitalised span, and a question with no pronoun is taken as
it is ("We tried something new at dinner last night. What is kimchi?")."""
from __future__ import annotations

import re
from typing import Callable

_PARTS = re.compile(r"(?<=[.?!:;])\s+")
_QUESTION = re.compile(r"(?:who|whom|whose|what|when|where|which|how|in what|in which)\b", re.I)
_PRONOUN = re.compile(r"\b(?:it|he|she|they|him|her|them)\b(?!')", re.I)
# a name as written: capitalised words, with the small words inside titles ("Girl with a Pearl Earring",
# "the Great Wall of China", "St Paul's Cathedral")
_NAME = re.compile(r"(?:\b[Tt]he )?[A-Z][\w'’.-]*(?: (?:(?:of|the|with|a|an|and|in|on|de|la|von|van|du|der) )*[A-Z][\w'’.-]*)*")
_NOT_NAMES = {"I", "I'm", "I've", "I'd", "My", "We", "Our", "The", "A", "An", "There", "There's", "Someone", "Somebody",
              "Yesterday", "Today", "Tonight", "Last", "This", "That", "If", "So", "And", "But", "Oh", "Hey", "Ok", "Okay",
              "Please", "Remind", "Tell"}


def names(remark: str) -> list[str]:
    """The names a remark says, in order, each whole ("Girl with a Pearl Earring", never a part of it)."""
    out = []
    for m in _NAME.finditer(remark):
        words = m.group(0).split()
        while words and words[0] in _NOT_NAMES:          # "My Fair Lady" is said after "My": only at the start
            words = words[1:]
        span = " ".join(words).rstrip(".,'’")
        if span and span.lower() not in ("the", "a", "an"):
            out.append(span)
    return out


def asked_about(text: str, named: Callable[[str], bool]) -> str | None:
    """The last sentence, when it asks a question and the sentences before it are a remark: its pronoun
    replaced by the first name of the remark that named() knows (the name as said, "the Eiffel Tower"); None when text is one sentence, asks nothing at the end, or its pronoun names nothing."""
    parts = [p for p in _PARTS.split(text.strip()) if p.strip(" .?!:;")]
    if len(parts) < 2 or not _QUESTION.match(parts[-1].strip()):
        return None
    question, remark = parts[-1].strip(), " ".join(parts[:-1])
    pronoun = _PRONOUN.search(question)
    if pronoun is None:         # "What's that in Fahrenheit?" asks about the remark in a way a name does not stand for
        return None if re.search(r"\b(?:that|this|those|these|there)\b", question, re.I) else question
    known = next((n for n in names(remark) if named(n)), None)
    if known is None:
        return None
    return question[:pronoun.start()] + known + question[pronoun.end():]
