"""Names of things said two ways: "the pizza" and "pizzas", "lasagne" and "lasagna", Whisper's "rise" for
the rice (timers, alarms and lists match what is said against what they hold with it)."""
from __future__ import annotations

import difflib
import re

from .data import sound_key

_GLUE = {"the", "a", "an", "my", "of", "and", "for", "on", "in", "to", "about", "with"}     # no name's word: not matched alone


def other_kind(a: str, b: str) -> bool:
    """Two names of two words or more that share a word but not the rest: the green beans and the broad beans."""
    wa, wb = ({stem(w) for w in re.findall(r"[a-z']+", x.lower()) if w not in ("the", "my", "a", "an")} for x in (a, b))
    return len(wa) > 1 and len(wb) > 1 and wa != wb


def same_name(a: str, b: str) -> bool:
    """pizza = pizzas, potato = potatoes, egg = eggs; one word of a two-word name is enough."""
    def forms(s: str) -> set[str]:
        s = re.sub(r"^(?:the|my|a|an)\s+", "", s.lower().strip())
        out = {s}
        for w in [s] + s.split():
            out |= {w, w + "s", w + "es", re.sub(r"e?s$", "", w) if len(w) > 3 else w, re.sub(r"s$", "", w)}
        return out
    fa, fb = forms(a), forms(b)
    if len(a) > 3 and re.sub(r"[^a-z]", "", a.lower()) == re.sub(r"[^a-z]", "", b.lower()):
        return True                         # "back up" = backup, "lunch box" = lunchbox: one word heard as two
    if any(len(x) >= 5 and len(y) >= 5 and x[:3] == y[:3] and difflib.SequenceMatcher(None, x, y).ratio() >= 0.8
           for x in a.lower().split() for y in b.lower().split()):
        return True                         # lasagne = lasagna, yoghurt = yogurt: one name spelled two ways
    if " " not in a.strip() and " " not in b.strip() and len(sound_key(a)) >= 2 and sound_key(a) == sound_key(b) and \
            a.strip()[:1].lower() == b.strip()[:1].lower() and abs(len(a.strip()) - len(b.strip())) <= 1 and \
            (a.strip()[-1:] == b.strip()[-1:] or sorted(a.strip().lower()) == sorted(b.strip().lower())):
        return True                         # Whisper's "rise" for the rice, "stake" for the steak: one sound
    return bool(fa & fb) and (a.strip().lower() in fb or b.strip().lower() in fa or
                              any(w in fb for w in a.lower().split() if w not in _GLUE) or
                              any(w in fa for w in b.lower().split() if w not in _GLUE))


def stem(word: str) -> str:
    """A word without its ending, so that two forms of it meet: tomatoes and tomato, peaches and peach, stories and
    story, invented and invent, reaching and reach (never below three letters)."""
    w = word.lower().strip("'")
    if re.search(r"(?:[^aeiou]oes|ches|shes|sses|xes)$", w) and len(w) > 5:
        return w[:-2]
    for end, put in (("ies", "y"), ("ing", ""), ("ed", ""), ("s", "")):
        if w.endswith(end) and not w.endswith("ss") and len(w) - len(end) >= 3:
            return w[:-len(end)] + put
    return w
