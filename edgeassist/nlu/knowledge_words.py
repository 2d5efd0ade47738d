"""The words of a knowledge question: which carry its meaning (keys, the word evidence), which
only say how or when it is asked (never tested as foreign words), and requests to make something
up (for chat). nlu/knowledge.py matches with them; docs/knowledge.md has why."""
from __future__ import annotations

import re

from .grammar import normalize
from .matcher import _stem

_STOP = frozenset("""a an the to for of in at by my me i you it is are am be please some this that
these those and or with from into onto your our us we its it's let's lets so thanks thank really very
just hey okay ok there here do does did i'd i'm i've we'd we're you're can could would will""".split())


# words that say when, not what: "can i go up to the roof garden in winter" asks about the garden
WHEN = frozenset(f"{d} {d}s" for d in "monday tuesday wednesday thursday friday saturday sunday".split()) | \
    frozenset("""january february march april may june july august september october november december
winter summer spring autumn fall morning mornings afternoon afternoons evening evenings night nights
tonight today tomorrow yesterday weekend weekends weekday weekdays week weeks month months year years
now later soon noon midnight early late christmas easter holiday holidays day days hour hours""".split())
# words that say how something is asked, not what it is about: never tested as foreign
HOW = _STOP | frozenset("""what where when which who whom whose why how have has had get got use need want
like know tell find go come take make give see look put there any anyone someone something somewhere
anything not don't no yes if then than also too about all one can't cannot isn't aren't""".split()) | WHEN


# a request to make something up ("tell me a story", "can you sing me a song") is for chat: it
# takes a sure answer, not a fair one ("tell me a story" is 0.53 from "When is story time?")
MAKE_UP = re.compile(r"^(?:(?:can|could|would|will) you |please )?(?:tell|sing|read|say|write|make up|recite)"
                     r"(?: me| us)? (?:a|an|another|some)\b")


def key(word: str) -> str:
    return _stem(word[:-2] if word.endswith("'s") else word)


def keys(text: str) -> list[str]:
    """Evidence keys of a text: the stem of each word that carries meaning."""
    return [key(w) for w in normalize(text).split() if w not in _STOP]
