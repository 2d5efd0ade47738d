"""Answers from WordNet's glosses when no article's sentence says it: the one person whose gloss says they did the
thing asked about ("who invented the saxophone": Sax, "a Belgian maker of musical instruments who invented the
saxophone"; "who was the first woman in space"), and what a thing is made of, measures or feeds on ("what is hummus
made of": "a thick spread made from mashed chickpeas, ..."). Princeton WordNet 3.0 in models/words.sqlite (data.py);
read only, never the model's memory.

A person's gloss ends with their years ("(1814-1894)", "(born in 1937)", "(6th century BC)"). Every word of the
question that names something (not a verb, an adverb or a number, by WordNet's own counts of its senses) must be in
the gloss, at least two of them; two people whose glosses hold them alike: no answer ("who was the first pope": Urban II,
"the first Pope born in Poland").
"""
from __future__ import annotations

import re
from pathlib import Path

from .data import DataMissing, Db
from .names import stem
from .question_forms import DEVISED

_PERSON = re.compile(r"\((?:[^()]*\b\d{2,4}\b[^()]*|[^()]*\bcentury\b[^()]*)\)\s*$")
_WHO = re.compile(r"(?:who|whom)(?:'s| is| was| were| are)?\b(?P<rest>.+)|which (?P<kind>[a-z]+)\b(?P<rest2>.+)")
_FUNCTION = set("a an the of to in on at by for with and or from as into onto about is are was were be been being it its "
                "this that these those who whom whose which what did does do has have had that there their his her "
                "s person people someone somebody anyone one guy man men ever really actually exactly originally "
                "traditionally usually generally said".split())
_LIGHT = set("be go went gone come came get got make made say said do did done have had take took put give gave up out off "
             "with know known call called".split())      # verbs that say little of what was done
_NUMBERS = set("one two three four five six seven eight nine ten eleven twelve hundred thousand million".split())
_THINGS = (   # what is asked of a thing, and the words of a gloss that answer it
    (re.compile(r"what(?:'s| is| are) (?:the )?(?:main |key |chief |basic )?ingredients? (?:in|of) (?:a |an |the )?(?P<x>.+)|"
                r"(?:what|which) (?:\w+ ){0,3}?(?:is|are|s) (?:a |an |the )?(?P<x2>.+?) (?:made|cooked|prepared) (?:of|from|with|out of)"),
     re.compile(r"\bmade (?:\w+ )*?(?:from|of|with)\b|\bconsist|\bmixed\b|\bcooked with\b|\bof (?:mashed|crushed|ground|chopped)\b")),
    (re.compile(r"what (?:does|do) (?:a |an |the )?(?P<x>.+?) (?:measures?|detects?|record|show)"),
     re.compile(r"\bmeasur|\bdetect|\bindicat|\brecord|\bexpress(?:es)? the")),
    (re.compile(r"what (?:does|do) (?:a |an |the )?(?P<x>.+?) (?:eat|feed on|live on)"), re.compile(r"\bfeeds? (?:on|chiefly|mainly)|\beats?\b")),
)
_DBS: dict[str, Db] = {}


def _db(models_dir) -> Db:
    from .data import WORDS
    key = str(models_dir)
    if key not in _DBS:
        _DBS[key] = Db(models_dir / WORDS)
    return _DBS[key]




def _names_a_thing(w: str, db: Db) -> bool:
    """Whether the word names something (a noun or an adjective by WordNet's counts), not a verb or an adverb."""
    if w in _FUNCTION or w in _NUMBERS or re.fullmatch(r"\d+(?:st|nd|rd|th)?", w):
        return False
    base = [r[0] for r in db.rows("select lemma from form where form = ?", (w,))] + [w, stem(w), w[:-1], w[:-2]]
    counts: dict[str, int] = {}
    for b in dict.fromkeys(base):
        for pos, n, senses in db.rows("select pos, sum(count), count(*) from sense where lemma = ? group by pos", (b,)):
            counts[pos] = max(counts.get(pos, 0), (n or 0) * 10 + senses)
    if not counts:
        return True                          # a name WordNet does not hold: said, so it must be there
    things = max(counts.get("n", 0), counts.get("a", 0), counts.get("s", 0))
    return things > max(counts.get("v", 0), counts.get("r", 0))


def _done_to(toks: list[str], done: list[str], things: list[str]) -> bool:
    """The thing done to (the last one named) within eight words after a verb said ("invented the game of basketball",
    "the first to reach the South Pole"), not before it ("Emperor of Rome and founder of the Flavian dynasty")."""
    at = [i for i, t in enumerate(toks) for v in done if t.startswith(v[:max(4, len(v) - 1)])]
    return not done or not things or any(stem(things[-1]) in toks[i + 1:i + 9] for i in at)


def _as_said(toks: list[str], said: list[str], need: list[str]) -> bool:
    """Words of the question said one after another are one after another in the gloss ("British prime minister" is not
    "the British after World War II; prime minister of Israel"), and the last thing named has no other word before it
    that was not said ("cells" is not "Purkinje cells", "America" not "North America")."""
    stems, heard, needed = [stem(w) for w in said], {stem(w) for w in said}, set(map(stem, need))
    at = [i for i, s in enumerate(stems) if s in needed]
    for i, j in zip(at, at[1:]):       # named one after another, or with only "of", "the" between ("laws of planetary motion")
        a, b, gap = stems[i], stems[j], j - i + 1                    # one word more between: "the jet aircraft engine"
        if all(w in _FUNCTION for w in said[i + 1:j]) and not any(x == a and b in toks[k + 1:k + 1 + gap] for k, x in enumerate(toks)):
            return False
    last = stem(need[-1])
    return any(t == last and (i == 0 or toks[i - 1] in heard or toks[i - 1] in _FUNCTION or
                              len(need) > 1 and i > 1 and toks[i - 2] == stem(need[-2])) for i, t in enumerate(toks))


def _name(lemmas: str) -> str:
    names = lemmas.split("|")
    return next((n for n in names if len(n.split()) == 2), next((n for n in names if len(n.split()) == 3), names[0]))


def who(words: str, db: Db) -> tuple[dict, str] | None:
    m = _WHO.fullmatch(words.strip())
    if m is None:
        return None
    said = re.findall(r"[a-z][a-z'-]*", ((m["kind"] or "") + " " + (m["rest"] or m["rest2"] or "")).lower())
    need = [w for w in dict.fromkeys(said) if _names_a_thing(w, db)]
    done = [stem(w) for w in dict.fromkeys(said) if w not in need and w not in _FUNCTION and w not in _NUMBERS
            and stem(w) not in _LIGHT and w not in _LIGHT and len(w) > 2]     # "invented", "discovered": said in the gloss too
    if not need or len(need) + len(done) < 2:
        return None
    longest = sorted(need, key=len, reverse=True)[:2] + done[:2 - min(2, len(need))]
    rows = db.rows("select id, gloss, lemmas from synset where pos = 'n'" + " and gloss like ?" * len(longest),
                   tuple(f"%{stem(w)[:-1] if len(stem(w)) > 4 else stem(w)}%" for w in longest))
    hits = []
    for sid, gloss, lemmas in rows:
        if not _PERSON.search(gloss):
            continue
        toks = [stem(g) for g in re.findall(r"[a-z][a-z'-]*", gloss.lower())]
        have = set(toks)
        verbs = [next((f for f in (v, *map(stem, DEVISED)) if any(h.startswith(f[:max(4, len(f) - 1)]) for h in have)), v)
                 if v == stem("developed") else v for v in done]    # "who proposed ...", asked as "who developed ...": said either way
        said_too = [v for v in verbs if any(h.startswith(v[:max(4, len(v) - 1)]) for h in have)]
        things = [w for w in need if w != m["kind"]]
        if all(stem(w) in have for w in need) and len(said_too) == len(verbs) and _done_to(toks, said_too, things) \
                and _as_said(toks, said, need):
            # every verb said is in the gloss, with the thing after it ("killed herself" is no killing of Caesar; "anticipated
            # the Protestant Reformation" did not start it), and the words said together are together there
            hits.append((sum(stem(w) in have for w in said if w not in _FUNCTION), sid, gloss, lemmas))
    hits.sort(reverse=True)
    if not hits or len(hits) > 1 and hits[1][0] == hits[0][0]:
        return None
    _, sid, gloss, lemmas = hits[0]
    said_gloss = _PERSON.sub("", gloss).strip().rstrip(";,")
    return {"kind": "who_did", "source": "wordnet", "synset": sid}, f"{_name(lemmas)}: {said_gloss}."


_KIND = re.compile(r"(?:what|which) (?:kind|type|sort|family|group|class) of (?P<k>[a-z]+) (?:is|are) (?:a |an |the )?(?P<x>[a-z][a-z -]*)|"
                   r"(?:what|which) (?:kind|type|sort|family|group|class) of (?P<k2>[a-z]+) (?:does|do) (?:a |an |the )?(?P<x2>[a-z][a-z -]*?) "
                   r"belong to")
_ANY_KIND = {"animal", "animals", "creature", "thing", "plant", "food", "dish", "instrument", "instruments", "bird", "fish"}


def kind_of(words: str, db: Db) -> tuple[dict, str] | None:
    """ "What kind of animal is an axolotl?", "Which family of instruments does the oboe belong to?": the first of its
    WordNet senses that names the kind (else its commonest, for a kind that any gloss of a living thing or a
    thing made says: animal, plant, food, instrument), said as that gloss's first clause."""
    m = _KIND.fullmatch(words.strip())
    if m is None:
        return None
    k, x = (m["k"] or m["k2"]), (m["x"] or m["x2"]).strip()
    rows = db.rows("select s.synset, y.gloss from sense s join synset y on y.id = s.synset where s.lemma = ? and s.pos = 'n' "
                   "order by s.rank", (x,)) or db.rows("select s.synset, y.gloss from sense s join synset y on y.id = s.synset "
                                                      "where s.lemma = ? and s.pos = 'n' order by s.rank", (stem(x),))
    named = [(sid, g) for sid, g in rows if re.search(rf"\b{re.escape(stem(k))}", g.lower())]
    pick = named[0] if named else rows[0] if rows and k in _ANY_KIND and len(rows) == 1 else None
    if pick is None:
        return None
    said = pick[1].replace(";", ",") if len(pick[1]) <= 140 else pick[1].split(";")[0]     # "a slender double-reed instrument, a woodwind ..."
    return {"kind": "what", "source": "wordnet", "synset": pick[0]}, f"{x[:1].upper() + x[1:]}: {said.strip()}."


def thing(words: str, db: Db) -> tuple[dict, str] | None:
    for asked, cue in _THINGS:
        m = asked.fullmatch(words.strip())
        if m is None:
            continue
        x = next(v for k, v in m.groupdict().items() if v).strip()
        x = re.sub(r"^(?:a|an|the|some) ", "", x)
        for lemma in (x, stem(x) if " " not in x else None, "sound"):
            lemma = _by_sound(x, db) if lemma == "sound" else lemma
            if not lemma:
                continue
            rows = db.rows("select s.synset, y.gloss from sense s join synset y on y.id = s.synset where s.lemma = ? and s.pos = 'n' "
                           "order by s.rank", (lemma,))
            said = [(c.strip(), sid) for sid, gloss in rows for c in gloss.split(";") if cue.search(c)
                    and not re.search(rf"\b{re.escape(stem(lemma))}", c.lower())]    # "paper made of linen fibers": of itself
            made = [c for c in said if re.search(r"\bmade\b", c[0])] or said      # "made ... of semolina" before "consists of pasta"
            if made:
                return {"kind": "what", "source": "wordnet", "synset": made[0][1]}, f"{lemma[:1].upper() + lemma[1:]}: {made[0][0]}."
            if rows:
                return None
        return None
    return None


def _by_sound(x: str, db: Db) -> str | None:
    """The one noun that sounds as x does, said in pieces by the recogniser ("an anna mometer": anemometer, "a barrow
    meter": barometer): its consonants in order (data.sound_key), the same first letter, spelled near enough."""
    import difflib
    from .data import sound_key
    said = x.replace(" ", "")
    if len(said) < 6 or " " not in x:
        return None
    near = db.rows("select distinct lemma from sense where pos = 'n' and lemma like ? and length(lemma) between ? and ?",
                   (said[0] + "%", len(said) - 3, len(said) + 3))
    same = sorted(((difflib.SequenceMatcher(None, said, c).ratio(), c) for (c,) in near if " " not in c and sound_key(c) == sound_key(said)),
                  reverse=True)
    return same[0][1] if same and same[0][0] >= 0.7 and (len(same) == 1 or same[0][0] - same[1][0] >= 0.05) else None


def answer(words: str, models_dir) -> tuple[dict, str] | None:
    """A gloss's answer to the question, else None (also when WordNet is not installed)."""
    try:
        db = _db(models_dir)
        return who(words, db) or thing(words, db) or kind_of(words, db)
    except DataMissing:
        return None


def asked_as_said(words: str, models_dir) -> str | None:
    """A question said the way it is reported, put back as asked: "what an odometer measures" -> "what does an odometer
    measure", "when the soviet union broke up" -> "when did the soviet union break up", "how tall the eiffel tower is"
    -> "how tall is the eiffel tower" (the verb's lemma from WordNet's forms and senses); None when the words are not that."""
    m = re.fullmatch(r"(?P<wh>what year|what|when|where|who|how (?:many \w+|much|long|far|tall|big|old|high|deep)|which \w+) (?P<np>.+?) "
                     r"(?P<v>[a-z]+)(?P<p> (?:up|out|down|off|in|on|away|over))?", words)
    if m is None or m["v"] in _FUNCTION - {"is", "was", "are", "were"} or \
            re.match(r"(?:is|was|are|were|do|does|did|can|could|will|would|has|have|had|should)\b", m["np"]):
        return None
    if m["v"] in ("is", "was", "are", "were") and not m["p"]:
        return f"{m['wh']} {m['v']} {m['np']}"          # "how tall the eiffel tower is"
    db, v = _db(Path(models_dir)), m["v"]
    forms = [r[0] for r in db.rows("select lemma from form where form = ?", (v,))]
    regular = [v[:-3] + "y" if v.endswith("ies") else v[:-2] if v.endswith(("ches", "shes", "sses", "xes")) else v[:-1]] if v.endswith("s") else \
        [v[:-2], v[:-1], v[:-3]] if v.endswith("ed") else []
    lemma = next((b for b in forms + regular if b and db.rows("select 1 from sense where lemma = ? and pos = 'v' limit 1", (b,))), None)
    if lemma is None or lemma == v:
        return None
    aux = "does" if v.endswith("s") and not forms else "did"
    return f"{m['wh']} {aux} {m['np']} {lemma}{m['p'] or ''}"
