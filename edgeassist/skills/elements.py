"""Which chemical element a symbol or an atomic number names ("which element has the symbol W", "what element
is Au on the periodic table", "which element has atomic number one"), and an element's symbol or number
("what is the chemical symbol for gold"): from the elements' own summaries ("... it has symbol W and atomic
number 74"), never guessed."""
from __future__ import annotations

import re

from ..nlu.numbers import UNITS

_SAYS = re.compile(r"\bsymbol(?: is)?\s(?P<s>[A-Z][a-z]?),?\sand\s(?:an\s)?atomic\snumber\s(?P<n>\d+)")
_NUMBER = r"(?P<n>\d+|" + "|".join(sorted(UNITS, key=len, reverse=True)) + r")"
ASKED = [("symbol", re.compile(r"(?:which|what) (?:chemical )?element (?:has|is|uses) (?:the )?(?:chemical )?symbol (?P<s>[a-z] ?[a-z]?)"
                               r"(?: on the periodic table)?")),
         ("symbol", re.compile(r"what (?:chemical )?element is (?P<s>[a-z] ?[a-z]?)(?: on the periodic table| in chemistry)")),
         ("number", re.compile(r"(?:which|what) (?:chemical )?element (?:has|is) (?:the )?atomic number " + _NUMBER)),
         ("of", re.compile(r"what is the (?:chemical )?symbol (?:for|of) (?P<e>[a-z]+)")),
         ("of_n", re.compile(r"what is the atomic number (?:of|for) (?P<e>[a-z]+)"))]


def answer(words: str, db) -> tuple[dict, str] | None:
    for kind, rx in ASKED:
        m = rx.fullmatch(words)
        if m is None:
            continue
        rows = db.rows("select a.title, s.text from sent s join article a on a.id = s.art where s.n between 0 and 1 and s.text like ?",
                       ("%symbol%atomic number%",))
        table = [(t, said) for t, text in rows if (said := _SAYS.search(text))]
        if kind == "symbol":
            want = m["s"].replace(" ", "")
            hit = [(t, s) for t, s in table if s["s"].lower() == want]
        elif kind == "number":
            n = int(m["n"]) if m["n"].isdigit() else UNITS.get(m["n"])
            hit = [(t, s) for t, s in table if int(s["n"]) == n]
        else:
            hit = [(t, s) for t, s in table if t.lower() == m["e"]]
        if len(hit) != 1:
            return None                      # not an element the summaries hold: declined later
        title, s = hit[0]
        if kind in ("of", "of_n"):
            return {"kind": "element", "article": title}, \
                f"The chemical symbol for {title.lower()} is {s['s']}." if kind == "of" else \
                f"The atomic number of {title.lower()} is {s['n']}."
        return {"kind": "element", "article": title}, f"{title} has the symbol {s['s']} and atomic number {s['n']}."
    return None
