"""The encyclopedia's names as they may be heard (encyclopedia.py): a subject spelled near a title or name
("isaac nuton", "the loov"), else one that sounds as it does ("genghis con", "much a picchu")."""
from __future__ import annotations

import difflib

from .data import sound_key


class HeardNames:
    def __init__(self, db):
        self._db = db                  # the encyclopedia's Db, opened when first asked
        self._sounds: dict[str, set[str]] | None = None

    def sounds_like(self, k: str) -> list[str]:
        """The one title or name that sounds as k does (sound_key), else []."""
        if self._sounds is None:
            self._sounds = {}
            for name, in self._db().rows("select k from alias where kind in ('title', 'bare', 'short', 'also')"):
                self._sounds.setdefault(sound_key(name), set()).add(name)
        got = sorted(self._sounds.get(sound_key(k), set()), key=lambda c: -difflib.SequenceMatcher(None, k, c).ratio())
        near = [difflib.SequenceMatcher(None, k, c).ratio() for c in got[:2]]     # "marie curry": Marie Curie, not mercury
        return got[:1] if got and len(sound_key(k)) >= 4 and (len(got) == 1 or near[0] - near[1] >= 0.1) else []

    def near(self, k: str) -> list[str]:
        """Names of articles k may be heard for: spelled near ("isaac nuton"), else sounding near ("genghis con")."""
        near = self._db().rows("select distinct k from alias where substr(k, 1, 1) = ? and length(k) between ? and ?",
                               (k[0], len(k) - 3, len(k) + 3))
        close = [c for c in difflib.get_close_matches(k, [r[0] for r in near], n=3, cutoff=0.85)
                 if c[:2] == k[:2]][:1]                 # "collander" is no calendar
        return close or [c for c in self.sounds_like(k) if difflib.SequenceMatcher(None, k, c).ratio() >= (0.6 if " " in k else 0.8)
                         and (abs(len(c.split()) - len(k.split())) <= 1 or abs(len(c.replace(" ", "")) - len(k.replace(" ", ""))) <= 2)]
        # "brahms's shoe size" is no Brahms; "pen a sillin" is penicillin said in pieces
        # "genghis con", "much a picchu": a name heard by its sound; one word only when spelled near too ("confusious")
