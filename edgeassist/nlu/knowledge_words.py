"""The words of a knowledge question that carry its meaning (keys: the word evidence, stems of
the words that are not function words). nlu/knowledge.py matches with them."""
from __future__ import annotations

from .grammar import normalize
from .matcher import _stem

STOP = frozenset("""a an the to for of in at by my me i you it is are am be please some this that
these those and or with from into onto your our us we its it's let's lets so thanks thank really very
just hey okay ok there here do does did i'd i'm i've we'd we're you're can could would will""".split())


def key(word: str) -> str:
    return _stem(word[:-2] if word.endswith("'s") else word)


def keys(text: str) -> list[str]:
    """Evidence keys of a text: the stem of each word that carries meaning."""
    return [key(w) for w in normalize(text).split() if w not in STOP]
