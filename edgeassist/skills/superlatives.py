"""The thing a superlative names ("what is the largest lake in Africa", "which is the longest river in
Asia", "the biggest planet in the solar system"): the article whose own sentence says it is the
superlative noun of the scope ("Lake Victoria is Africa's largest lake by area"), from the vital
articles' sentences (models/encyclopedia.sqlite, ``sdoc``).

A sentence answers when it holds the superlative (or one that means the same: biggest / largest),
the noun right after it (at most three words between: "the largest freshwater lake"), every word of
the scope ("Africa's" holds Africa), no ordinal before the superlative ("Africa's sixth-largest lake",
"the second largest"), no narrower scope when the world's is asked ("the smallest country in
continental Africa", "the longest river system in Canada"), and names its article (its title, or "It" as the summary's own subject). The
noun may come before a superlative standing alone ("the fifth planet from the Sun, and the largest in
the Solar System"), ranked after those that say the noun after it. Of those, the article's earliest
sentence; none: None (the general search, passages.py, may still say).
"""
from __future__ import annotations

import re

from .data import Db, key

# superlatives people use for one another; a word not here stands for itself
SAME = [{"largest", "biggest"}, {"highest", "tallest"}, {"smallest", "tiniest"}, {"longest"}, {"deepest"},
        {"oldest"}, {"hottest"}, {"coldest"}, {"fastest"}, {"heaviest"}, {"most populous", "most populated"}]
ASKED = re.compile(r"(?:what|which)(?: one)? (?:is|was|are|were) the (?P<sup>most \w+|\w+est) (?P<noun>[a-z]+(?: [a-z]+)?)"
                   r"(?: (?:in|of|on) (?:the )?(?P<scope>[a-z' ]+?))?(?: by (?:area|size|volume|population|height|length))?")
OPINION = {"best", "worst", "nicest", "coolest", "funniest", "greatest", "easiest", "quickest", "cheapest", "healthiest",
           "safest", "tastiest", "prettiest", "cutest", "weirdest", "strangest", "scariest", "most beautiful", "most popular",
           "most interesting", "most important", "most fun", "simplest", "hardest"}
WORLDLY = {"world", "earth", "planet", "universe", "history", "human body", "body", "the world", "our world", "our planet"}
# words that may follow a superlative's noun (anything else makes the noun a modifier: "the largest desert lake")
_FOLLOW = ("about|above|across|after|against|along|among|around|at|before|behind|below|beneath|beside|between|beyond|by|"
           "down|during|except|for|from|in|inside|into|near|of|off|on|onto|out|outside|over|past|since|through|throughout|"
           "till|to|toward|towards|under|until|up|upon|with|within|without|and|or|but|that|which|who|whose|where|when|while|"
           "ever|known|recorded|measured|is|was|are|were|has|had|have|yet|so|as|than|in|overall|alive|living|today|now")
# the places a superlative may be said of and still be the world's ("the largest animal on earth", "in terms of")
WIDE = {"world", "earth", "planet", "universe", "solar", "history", "existence", "nature", "terms", "size", "total", "all",
        "area", "volume", "length", "height", "mass", "population", "recorded", "human"}
ORDINAL = re.compile(r"(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))[- ]$", re.I)


def asked(words: str) -> bool:
    """A superlative of fact ("the biggest island in the world"), not of taste ("the best pizza")."""
    m = ASKED.fullmatch(words)
    return m is not None and m.group("sup") not in OPINION


def _stem(word: str) -> str:
    if word in ("species", "series"):
        return word
    return word[:-3] if word.endswith("ies") else word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def find(db: Db, words: str) -> tuple[str, str] | None:
    """(the article's title, its sentence) for a superlative question, or None."""
    m = ASKED.fullmatch(re.sub(r"\b(?:living|extant|existing|known) ", "", words))   # "the largest living lizard": today's is meant
    if not m:
        return None
    sup, noun, scope = m.group("sup"), _stem(m.group("noun")), (m.group("scope") or "").strip()
    sups = next((s for s in SAME if sup in s), {sup})
    if scope and scope not in WORLDLY:     # "the largest moon of Neptune": an article described as just that (Triton)
        named = re.compile(rf"(?:the )?(?:{'|'.join(map(re.escape, sups))}) {re.escape(noun)}(?:s|es)? (?:in|of|on) "
                           rf"(?:the )?{re.escape(key(scope))}", re.I)
        hits = [(t, d) for t, d in db.rows("select title, description from article where description like ?", (f"%{noun}%",))
                if named.fullmatch(key(d))]
        if len(hits) == 1:
            title, desc = hits[0]
            return title, re.sub(r" \(.*?\)", "", title) + ": " + desc[:1].lower() + desc[1:] + "."
    scope_words = [w for w in key(re.sub(r"'s\b", "", scope)).split() if w not in ("the", "a", "an", "our", "my", "your", "this") and len(w) > 1] \
        if scope and scope not in WORLDLY else []
    query = " AND ".join([f'"{noun.split()[-1]}"'] + [f'"{w}"' for w in scope_words] +
                         ["(" + " OR ".join(f'"{s}"' for s in sorted(sups)) + ")"])
    try:
        rows = db.rows("select a.title, s.n, s.text from sdoc join sent s on s.id = sdoc.rowid join article a on a.id = s.art "
                       "where sdoc match ? order by s.n limit 200", (query,))
    except Exception:  # noqa: BLE001 - FTS5 syntax of an odd question: no answer from here
        return None
    said = re.compile(r"\b(" + "|".join(re.escape(s) for s in sorted(sups, key=len, reverse=True)) + r")(?:\s+[\w'-]+){0,3}?\s+"
                      + re.escape(noun) + r"(?:s|es)?\b", re.I)
    alone = re.compile(r"\b(" + "|".join(re.escape(s) for s in sorted(sups, key=len, reverse=True)) + r")\b(?:,? and (?:the )?\w+est)?(?= (?:in|of|on)\b)", re.I)   # "the largest and deepest of Earth's oceanic divisions"
    best = None
    for title, n, text in rows:
        hit, tier = said.search(text), 0
        if hit is None and re.search(rf"\b{re.escape(noun[:5])}", text, re.I):
            hit, tier = alone.search(text), 1        # "Jupiter is the fifth planet from the Sun, and the largest in ..."
        if hit is None or ORDINAL.search(text[:hit.start()]) or text[max(0, hit.start() - 1):hit.start()] == "-" \
                or re.search(r"\bthan (?:the |its |their )?$", text[:hit.start()]):
            continue                                 # "more mass than the biggest gas giant planets": not it
        if re.search(r"\bone of (?:the )?(?:[\w'-]+ ){0,2}$", text[:hit.start()], re.I) or \
                tier == 0 and not m.group("noun").endswith("s") and re.search(r"(?:s|es)$", hit.group(0)):
            continue                                 # "one of the world's largest", "the world's tallest mountains": not the one
        if tier == 0 and re.match(r"\s+(?!(?:" + _FOLLOW + r")\b)[a-z]", text[hit.end():]):
            continue                                 # "the largest permanent desert lake": a lake, not a desert
        if not scope_words and tier == 0 and re.search(r"\s[A-Z]", text[hit.start():hit.end()]):
            continue                                 # "the largest European island" is not the world's
        after = re.split(r"[,.;(]", text[hit.end():hit.end() + 60])[0]
        where = re.search(r"\b(?:on|in|under|at) (?:the )?(?!the\b)(?P<w>[a-z]{3,})", after)
        if not scope_words and where and where.group("w") not in WIDE and where.group("w") not in key(words).split():
            continue                                 # "the largest animals to have ever lived on land" are not the largest
        if not scope_words and re.search(r"\b(?!World\b|Earth\b|Solar\b|System\b|Sun\b|Universe\b|Milky\b|Way\b)[A-Z]", after):
            continue                                 # "the largest island that is fully within Indonesian territory"
        if not scope_words and re.match(r"(?:\s+[\w'-]+){0,3}?\s+(?:in|of|on) (?:the )?(?:continental |mainland |western |eastern |northern |southern )?"
                                        r"(?!(?i:the world|world|earth|the solar system|solar system)\b)[A-Z]", text[hit.end():]):
            continue                                 # "the smallest country in continental Africa" is not the world's
        if not scope_words and re.search(r"\b(?!World|Earth)[A-Z][\w-]*'s (?:[\w-]+ )?$", text[:hit.start()]):
            continue                                 # nor "Australia's longest river"
        if not scope_words and (kind := re.search(rf"\b(?!The\b)([A-Z][\w-]+) {re.escape(noun)}(?:s|es)?\b", text[max(0, hit.start() - 60):hit.start()])) \
                and key(kind[1]) not in key(words).split():
            continue                                 # "the Uralic languages with the most native speakers" are not all languages
        narrower = re.match(r"\s+(?:in|on|of) (?:the )?([A-Z][\w-]+)", text[hit.end():])
        if tier == 0 and narrower and key(narrower[1]) not in scope_words and key(narrower[1]) not in ("world", "earth"):
            continue                                 # "the biggest cat species in the Americas" is not the world's
        near = key(text[max(0, hit.start() - 40):hit.end() + 40])
        if not all(re.search(rf"\b{re.escape(w[:5])}", near) for w in scope_words):
            continue                                 # the scope is the superlative's own ("the largest city in the province of
        if any((o := re.search(rf"\b([A-Z][\w-]+) {re.escape(w[:1].upper() + w[1:])}\b", text)) and key(o.group(1)) not in key(words).split()
               for w in scope_words):
            continue                                 # "the longest river in South Africa" is not Africa's
        low = key(text)                              # Quebec, the second-largest in Canada" is no answer for Canada)
        bare = re.sub(r"\s*\(.*?\)", "", title)
        if key(bare) not in low and not (n == 0 or re.search(r"\b[Ii]t(?:'s| is| was| has been| remains)\b|\bmak(?:ing|es) it\b", text[:hit.start()])):
            continue                                # the sentence is about its own article
        if key(bare) in key(noun) or key(noun) == key(bare) or scope_words and key(bare) == " ".join(scope_words):
            continue                                # "the largest lake" is no answer to itself, nor the Sun "the nearest star to the Sun"
        if best is None or (tier, n) < best[1]:
            best = (title, (tier, n), text)
    return (best[0], best[2]) if best else (_of_kind(db, noun, sups, scope_words) if scope_words else None)


def _of_kind(db: Db, noun: str, sups: set[str], scope_words: list[str]) -> tuple[str, str] | None:
    """ "The most abundant gas in Earth's atmosphere": a sentence that says the superlative of the scope with another noun
    ("... of Earth's atmosphere, making it the most abundant chemical species in air"), of the one article whose own
    description or first sentence says it is such a thing ("a colourless and odourless diatomic gas")."""
    query = " AND ".join([f'"{w}"' for w in scope_words] + ["(" + " OR ".join(f'"{s}"' for s in sorted(sups)) + ")"])
    try:
        rows = db.rows("select a.title, a.description, a.extract, s.n, s.text from sdoc join sent s on s.id = sdoc.rowid "
                       "join article a on a.id = s.art where sdoc match ? order by s.n limit 50", (query,))
    except Exception:  # noqa: BLE001 - FTS5 syntax of an odd question
        return None
    said = re.compile(r"\b(?:it|which) (?:is|was|makes|making it|are)?\s*(?:the )?(" + "|".join(re.escape(x) for x in sups) + r")\b", re.I)
    found = {}
    for title, desc, extract, n, text in rows:
        if not said.search(text) or re.search(r"\bone of\b|\b(?:second|third|fourth|fifth)[- ]", text, re.I):
            continue
        if not re.search(rf"\b{re.escape(noun)}(?:s|es)?\b", (desc + " " + extract[:600]).lower()):
            continue                                 # the article is not said to be such a thing
        if not all(re.search(rf"\b{re.escape(w[:5])}", key(text)) for w in scope_words):
            continue
        hit = said.search(text)
        narrower = re.search(r"^(?:\s+[\w'-]+){0,4}?\s+(?:in|of|on|among) (?:the )?([A-Z][\w-]+)", text[hit.end():])
        if narrower and key(narrower[1]) not in scope_words:
            continue                                 # "the tallest tree in the Pinaceae family" is not the tallest tree
        if any((o := re.search(rf"\b([A-Z][\w-]+) {re.escape(w[:1].upper() + w[1:])}\b", text)) and key(o[1]) not in scope_words
               for w in scope_words):
            continue                                 # "the longest river in South Africa" is not Africa's
        found.setdefault(title, text)
    return next(iter(found.items())) if len(found) == 1 else None


def unless_narrower(found, words: str):
    """A passage found for a superlative question ("which language has the most native speakers"), unless its sentence
    says it of a kind the question did not name ("the Uralic languages with the most native speakers")."""
    m = re.match(r"(?:what|which) (?!(?:is|are|was|were|s|do|does|did|has|have|one)\b)([a-z]+)\b.*\b(?:most|\w{3,}est)\b", words)
    if found is None or m is None:
        return found
    kind = re.search(rf"\b(?!The\b)([A-Z][\w-]+) {re.escape(_stem(m[1]))}(?:s|es)?\b", found.sentence)
    return None if kind and key(kind[1]) not in key(words).split() else found
