"""Questions about one side of a thing the encyclopedia has an article on: what it is made of, what it
eats, what kind of thing it is, what its letters stand for. The thing's own article answers, with the
first of its sentences that speaks of that side (the words a summary uses for it: "an alloy consisting
primarily of copper", "a diet consisting almost entirely of bamboo"); none does: None (declined later).
"""
from __future__ import annotations

import re
from typing import Callable

from .data import Db, key, sentences
from .deeds import short
from .passages import STOP, Passages

_THING = r"(?:the |a |an )?(?P<e>[\w][\w .'&-]*?)"
ASPECTS = [
    ("made", re.compile(r"what (?:is|are|was|were) " + _THING + r" (?:mainly |mostly |usually |actually |traditionally )?"
                        r"(?:made (?:of|from|out of|with)|composed of|consisting of)"
                        r"|what (?:does|do) " + _THING.replace("e>", "e2>") + r" (?:consist of|contain)"
                        r"|what (?:goes into|is in|are the ingredients (?:of|in)) " + _THING.replace("e>", "e3>")),
     (r"\b(?:consist|compos|alloy|mixture|ingredient|derived|prepared|pressing|fermented|primarily of|mainly of|made (?:of|from|with))\w*",
      r"\b(?:made|formed|produc(?:e|es|ed|ing)|contain\w*)\b(?! by (?!\w+ing\b)| and\b)")),   # "made by bees": who makes it, not of what
    # ("made by heating raw materials, generally including kaolinite": how, and of what)
    ("eats", re.compile(r"what (?:do|does|did) " + _THING + r" (?:mainly |mostly |usually |normally |typically |like to )?"
                        r"(?:eat|feed on|live on|prey on|hunt|survive on)"
                        r"|what is (?:the |a )?(?:diet|food) of " + _THING.replace("e>", "e2>")),
     (r"\b(?:diet\b|eats?\b|eating|feeds? on|feeding on|prey on|preys|scaveng|filter[- ]feed|carrion|nectar)\w*",
      r"\b(?:feed|graz|hunt|forag|plankton|krill)\w*")),     # not "herbivorous": the class, not the food
    ("speaks", re.compile(r"what (?:language|languages|tongue) (?:do|does|did) " + _THING + r" speak"),
     (r"\b(?:spoke|speak|spoken|speakers?|language)\w*",)),
    ("causes", re.compile(r"what (?:causes|caused|makes|creates) " + _THING +
                          r"|why (?:do|does|did) " + _THING.replace("e>", "e2>") + r" (?:happen|occur|form)"),
     (r"\b(?:caused (?:\w+ )?by|results? (?:\w+ )?from|resulting (?:\w+ )?from|due to|driven by|produced by|spread by|transmitted by|"
      r"forms? when|occurs? when|because)\b",)),      # what causes it, not what it causes ("can cause jaundice")
    ("nationality", re.compile(r"what (?:nationality|country) (?:is|was|were|are) " + _THING + r"(?: from)?"), ()),
    ("origin", re.compile(r"(?:what|which) (?:country|place|part of the world|region) (?:is|are|was|were|does|do|did) " + _THING +
                          r" (?:originally )?(?:come from|from|originate(?: in| from)?)"
                          r"|where (?:does|do|did) " + _THING.replace("e>", "e2>") + r" (?:originally )?(?:come from|originate)"
                          r"|where (?:is|are|was|were) " + _THING.replace("e>", "e3>") + r" (?:originally )?from"
                          r"|(?:what|which) (?:country|place) (?:did|does|do) " + _THING.replace("e>", "e4>") + r" originate (?:in|from)"
                          r"|where (?:was|were) " + _THING.replace("e>", "e5>") + r" (?:first )?(?:invented|first played|grown|domesticated|cultivated)"),
     (r"\boriginat\w*|\b(?:invented|developed|created|devised|first (?:made|played|brewed|cultivated|grown|domesticated))(?: [^.,]{0,30}?)? in (?:the )?[A-Z]",
      r"\b[A-Z][a-z]+(?:ese|ian|an|ish|ic|i)\b(?= (?:[\w-]+ ){0,3}?(?:dish|food|sport|game|art|drink|dance|martial|style|bread|"
      r"soup|stew|cheese|sauce|pastry|dessert|beverage|wine|beer|instrument|breed|music))")),
    ("plays", re.compile(r"what (?:sport|sports|instrument|instruments|position|game) (?:does|did|do) " + _THING + r" play"), ()),
    ("did", re.compile(r"what (?:did|does|do) " + _THING + r" (?:first |famously |actually )?(?P<dv>invent|discover|write|compose|paint|build|"
                       r"design|found|create|develop|sculpt|direct)"), ()),     # its cue: the verb's own forms, below
    ("kind", re.compile(r"what (?:kind|type|sort|class|group) of (?:animal|creature|thing|plant|bird|fish|food|dish|instrument|"
                        r"building|vehicle|mammal|reptile|insect|tree|flower|dog|cat|drink|sport|game|dance|music)s? (?:is|are|was|were) "
                        + _THING), ()),
]
STANDS = re.compile(r"what (?:does|do|did) (?:the )?(?P<a>[a-z][a-z.]{1,9}) (?:stand for|mean)|what is (?:the )?(?P<a2>[a-z][a-z.]{1,9}) "
                    r"short for|what (?:is|are) (?:the )?(?P<a3>[a-z][a-z.]{1,9}) an (?:abbreviation|acronym) (?:of|for)")
_SMALL = {"of", "and", "the", "for", "in", "on", "to", "a", "an", "de", "la"}


def answer(words: str, article: Callable[[str], object], db: Callable[[], Db] | None = None) -> tuple[dict, str] | None:
    """(slots, reply) for a question about a side of a thing, or None. article(subject): the encyclopedia's
    (id, title, description, extract, topic), a list when ambiguous, or None; db(): its sentences."""
    def find(subject: str) -> tuple | None:
        got = article(subject)
        return got if isinstance(got, tuple) else None

    m = STANDS.fullmatch(words)
    if m:
        abbr = (m.group("a") or m.group("a2") or m.group("a3")).replace(".", "")
        found = find(abbr)
        said = spelled_out(abbr, db) if db is not None and not re.search(r" mean$", words) and abbr not in STOP else None
        if found is None:
            return ({"kind": "stands_for", "subject": abbr.upper(), "article": said[1]},
                    f"{abbr.upper()} stands for {said[0]}.") if said else None
        title = re.sub(r"\s*\(.*?\)", "", found[1])
        first = sentences(found[3])[0] if found[3] else ""
        if key(title) == abbr.lower():                 # "DNA": "Deoxyribonucleic acid is a polymer ..."
            lead = re.match(r"(?:The )?([A-Za-z][\w' ,-]+?) (?:\([^)]*\) )?(?:is|was|are|were)\b", first)
            title = lead.group(1) if lead and lead.group(1)[0].lower() == abbr[0].lower() and \
                lead.group(1).split()[-1][0].lower() == abbr[-1].lower() and abbr.lower() not in key(lead.group(1)).split() else ""
        else:                                          # "FBI": Federal Bureau of Investigation
            words_ = [w for w in re.split(r"[\s-]+", key(title)) if w]
            if abbr.lower() not in ("".join(w[0] for w in words_ if w not in _SMALL), "".join(w[0] for w in words_)) and \
                    not re.search(r"\b" + re.escape(abbr.upper()) + r"\b", first):
                title = ""
        if not title and said:
            title, found = said[0], (None, said[1])
        if not title:
            return None
        return {"kind": "stands_for", "subject": abbr.upper(), "article": found[1]}, f"{abbr.upper()} stands for {title}."
    for kind, rx, cue in ASPECTS:
        m = rx.fullmatch(words)
        if not m:
            continue
        subject = next(v for k, v in m.groupdict().items() if k.startswith("e") and v).strip()
        found = find(subject) or (find(re.sub(r"s$", "", subject)) if subject.endswith("s") else None)   # "blue whales"
        if found is None:
            return None
        said = sentences(found[3])
        slots = {"kind": kind, "subject": subject, "article": found[1]}
        own = re.escape(key(found[1]).split()[0][:5]) if key(found[1]) else "$^"
        said_of = [s for s in said if not re.search(r"\bmade (?:of|from|out of|with) (?:the )?" + own, s, re.I)]  # "objects made of glass"
        if kind in ("nationality", "plays") and found[4] != "People" or kind == "origin" and found[4] == "People":
            return None                                # "what country is the Alhambra in": where it is; a person's: nationality
        cue = cue[:1] if kind == "origin" and re.search(r"\boriginat", words) else cue   # where it began: said so, not its nationality
        if kind == "did":                              # "what did Alfred Nobel invent": "known for inventing dynamite", not "inventor"
            v = m.group("dv")
            cue = ({"write": r"\b(?:wr[oi]te|written|writing|author of)\b", "build": r"\bbuil(?:t|d|ding)\b", "found": r"\bfound(?:ed|ing)\b"}.get(v)
                   or rf"\b{v[:-1] if v.endswith('e') else v}(?:e|es|ed|ing|ion|ions|y|ies)?\b",)
            said_of = [x for x in said_of if not re.search(cue[0][:-2] + r"\b,? by\b", x)]   # "phenomena discovered by Becquerel": another's
        hit = said[0] if kind in ("kind", "nationality", "plays") and said else \
            next((s for rx in cue for s in said_of if re.search(rx, s, re.I)), None)     # the strongest cue first
        return (slots, short(Passages.reply(found[1], hit))) if hit else None
    return None


def spelled_out(abbr: str, db: Callable[[], Db]) -> tuple[str, str] | None:
    """(the words, their article) that a summary's sentence gives an abbreviation in brackets after
    ("A central processing unit (CPU)", "the United Nations Educational, Scientific and Cultural
    Organization (UNESCO)"): the fewest words before the bracket whose initials, small words left
    out or not, spell it; the commonest such words among the sentences; None when none do."""
    if not re.fullmatch(r"[a-z]{2,8}", abbr.lower()):
        return None
    letters, seen = abbr.lower(), {}
    for title, text in db().rows("select a.title, s.text from sent s join article a on a.id = s.art where s.text like ?", (f"%({abbr}%",)):
        for m in re.finditer(r"((?:[\w'’-]+,? ){1,12})\(" + re.escape(abbr.upper()) + r"[),;]", text):
            toks = m.group(1).replace(",", "").split()
            for n in range(1, len(toks) + 1):
                said = toks[-n:]
                parts = [p.lower() for w in said for p in w.split("-") if p]
                initials = ("".join(p[0] for p in parts if p not in _SMALL), "".join(p[0] for p in parts))
                if letters in initials and parts[0] not in _SMALL:
                    seen.setdefault(" ".join(said), []).append(title)
                    break
    if not seen:
        return None
    words = max(seen, key=lambda w: len(seen[w]))
    return (words[0].upper() + words[1:] if words[0].islower() else words), seen[words][0]
