"""The items of a list said in one breath: "eggs, bread and a dozen oranges", "balloons candles and paper
plates" (no commas, as Whisper writes them), "finish the essay do the laundry" (things to do), and a
change of mind among them ("cocktail sausages, no sorry, cocktail sticks")."""
from __future__ import annotations

import re

FUNCTION = {"the", "a", "an", "some", "my", "our", "of", "to", "for", "and", "with", "at", "in", "on", "up"}

_CHANGE = re.compile(r"(?:(?:no|sorry|wait|i mean|actually|scratch that|or rather|oops)[\s,]*)+", re.I)
_ADD_AGAIN = r"add|put|make (?:it|that)|i mean"
_QUALIFY = {"sports", "kids", "mens", "womens", "girls", "boys", "ladies", "childrens", "babies", "pets", "arts", "outdoors"}
_NUMBER = re.compile(r"\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|half")


def _plural(w: str, nouns) -> bool:
    """A regular plural of a noun: "candles", "eggs", not "glasses", "news" or "hummus"."""
    if len(w) < 4 or not w.endswith("s") or w.endswith(("ss", "us", "is", "'s")) or w in _QUALIFY:
        return False
    stems = {w[:-1], w[:-2] if w.endswith("es") else w[:-1], w[:-3] + "y" if w.endswith("ies") else w[:-1]}
    return bool(nouns(*(stems - {w})))


def _unrun(piece: str, nouns) -> list[str]:
    """Items said one after another without a comma ("balloons candles", "3 lemons 2 limes"): a new item after
    each plural noun, unless the plural qualifies the next word (WordNet's "hot dog bun"), counts it ("2 pounds
    ground beef") or a small word follows ("candles for the cake")."""
    ws, out, start = piece.split(), [], 0
    for i in range(len(ws) - 1):
        counted = i > 0 and _NUMBER.fullmatch(ws[i - 1]) and not _NUMBER.fullmatch(ws[i + 1])
        if not counted and ws[i + 1] not in FUNCTION and ws[i + 1] not in ("too", "also") and _plural(ws[i], nouns) and \
                not nouns(f"{ws[i][:-1]} {ws[i + 1]}", f"{ws[i][:-1]} {ws[i + 1][:-1]}", f"{ws[i]} {ws[i + 1]}",
                           f"{ws[i]} {ws[i + 1][:-1]}"):
            out.append(" ".join(ws[start:i + 1]))
            start = i + 1
    return out + [" ".join(ws[start:])]


def _unrun_tasks(piece: str, nouns) -> list[str]:
    """Things to do said without commas ("finish the essay do the laundry"): a new one at a verb after a noun that goes on with its object."""
    ws, out, start = piece.split(), [], 0
    for i in range(1, len(ws) - 1):
        if ws[i + 1] in _OBJECT and ws[i - 1] not in FUNCTION and ws[i] not in _OBJECT | {"down", "in", "on", "over", "away"} \
                and nouns(ws[i], pos="v") and nouns(ws[i - 1]):
            out.append(" ".join(ws[start:i]))
            start = i
    return out + [" ".join(ws[start:])]


_OBJECT = {"the", "a", "an", "my", "your", "our", "his", "her", "their", "some", "up", "out", "off", "back", "to", "with", "for"}


def split_items(text: str, name: str, nouns=lambda *ws, pos="n": set()) -> list[str]:
    """The items said; nouns(*words): those of them WordNet holds as nouns (Lists._nouns), for items said without commas."""
    text = re.sub(r"^(?:and|also|then)\s+", "", text.strip())
    parts = [p.strip() for p in re.split(r"\s*,\s*|\s*;\s*", text) if p.strip()]
    out = []
    for p in parts:
        pieces = re.split(r"\s+(?:and|plus|as well as|also)\s+", p)
        if name == "to-do" and any(len(q.split()) < 2 for q in pieces):
            pieces = [p]            # "call mom and dad" is one thing to do; "renew passport and call grandma" two
        if name == "to-do" and len(parts) == 1:
            pieces = [r for q in pieces for r in _unrun_tasks(q, nouns)]
        elif name != "to-do" and len(parts) == 1:       # said without commas: "balloons candles and paper plates"
            pieces = [r for q in pieces for r in _unrun(q, nouns)]
        out += [q for q in pieces if q]
    clean = []
    for it in out:
        if _CHANGE.fullmatch(it.strip(" .")):    # "cocktail sausages, no sorry, not sausages, add cocktail sticks"
            clean = clean[:-1]
            continue
        if clean is not None and re.match(r"not\s", it) and len(out) > 1:
            continue
        it = re.sub(r"^(?:" + _ADD_AGAIN + r")\s+", "", it)
        it = re.sub(r"^(?:(?:and|some|a few|a couple of|an|a|the|more|another)\s+(?!dozen))+", "", it).strip(" .")
        it = re.sub(r"\s+(?:and|plus|also|too|two|to it|on it|on there|on that|to that)$", "", it).strip(" .")
        it = it.strip("'\"‘’“” .")                   # "add 'renew car tax' to my to-do list"; "salsa too"; "charcoal to it"
        it = re.sub(r"\s+(?:oh|um|uh|ah|er|erm|well)$", "", it)          # "And oatmeal. Oh, and marmalade."
        if it and it not in clean and it not in PLACEHOLDERS and not re.fullmatch(r"(?:oh|um|uh|ah|er|erm|hmm|well|right|ok|okay)", it):
            clean.append(it)
    return clean


PLACEHOLDERS = {"something", "some things", "something else", "stuff", "some stuff", "things", "a thing", "an item", "item", "items", "a few things", "a few items", "it", "that", "this", "them"}
