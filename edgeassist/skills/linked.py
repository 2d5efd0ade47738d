"""Which thing of a kind goes with a named one ("which river flows through Baghdad", "what planet has the
Great Red Spot"): the named one's article, and the one name in its summary whose own article's description
says it is of that kind (Baghdad's "on the banks of the Tigris": Tigris, "River in Western Asia"). Two such
names, or none: no answer (declined later). Superlatives and counts are not asked here ("which planet is
the largest" is the superlatives' question: the Sun's summary names Earth)."""
from __future__ import annotations

import re
from typing import Callable

from .data import key, sentences
from .deeds import short
from .passages import Passages

WHICH = re.compile(r"(?:which|what) (?P<n>[a-z]+) (?P<rest>(?:is|was|are|were|has|had|does|did|flows?|runs?|lies|stands?|"
                   r"borders?|contains?|holds?|hosts?|crosses|passes|connects|separates|orbits?|belongs?|surrounds?)\b.+)")
NOT_KINDS = {"is", "was", "year", "time", "day", "date", "color", "colour", "size", "kind", "type", "sort", "way", "language",
             "languages", "currency", "percentage", "percent", "number", "age", "temperature", "happened", "does", "do"}
_MOST = re.compile(r"\b(?:(?:bigg|larg|small|long|tall|high|deep|old|new|clos|near|farth|furth|hott|cold|fast|heavi|bright|"
                   r"busi|great|low|short|wid|young|rich|poor|strong|dens|hard)est|most|least|first|last|only|number|many|much)\b|\d")


def answer(words: str, article: Callable[[str], object]) -> tuple[dict, str] | None:
    m = WHICH.fullmatch(words)
    if m is None or m.group("n") in NOT_KINDS or _MOST.search(m.group("rest")):
        return None
    noun, said = m.group("n"), m.group("rest").split()
    found = None
    for i in range(1, len(said)):            # the longest tail of the question that names an article
        got = article(" ".join(said[i:]))
        if isinstance(got, tuple):
            found = got
            break
    if found is None:
        return None
    own = set(key(found[1]).split())
    kinds: dict[str, str] = {}
    for sent in sentences(found[3]):
        for name in re.findall(r"(?<=\w )(?:the )?[A-Z][\w'-]+(?: (?:of |de |the )?[A-Z][\w'-]+)*", sent):
            if set(key(name).split()) <= own:
                continue
            other = article(name)
            if isinstance(other, tuple) and re.search(rf"\b{re.escape(noun[:5])}", key(other[2])):
                kinds.setdefault(other[1], sent)
    if len(kinds) != 1:
        return None
    title, sent = next(iter(kinds.items()))
    return {"kind": "linked", "subject": found[1], "article": title}, short(Passages.reply(found[1], sent))
