"""Definitions and synonyms from Princeton WordNet 3.0 (models/words.sqlite, built by data.py
with nltk's WordNet reader): the commonest sense first (the most tagged uses in WordNet's corpus),
one short sentence; "what else does it mean" gives the next senses; an unknown word is said so.
"""
from __future__ import annotations

import difflib
import re
import unicodedata
from pathlib import Path

from .answers import AnswerSkill, clean
from .base import Claim, say_items
from .data import WORDS, DataMissing, Db, sound_key

POS = {"n": "noun", "v": "verb", "a": "adjective", "s": "adjective", "r": "adverb"}
# WordNet's own rules for inflected forms (morphy), after its list of irregular forms
SUFFIXES = {"n": [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
                  ("ies", "y")],
            "v": [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
            "a": [("er", ""), ("est", ""), ("er", "e"), ("est", "e")]}
MAX_CHARS = 250
_W = r"(?:the (?:word|term|phrase) |the )?(?P<w>[a-z][a-z' -]*?)"
DEFINE = [re.compile(p) for p in (
    r"what (?:does|do|did) " + _W + r" (?:mean|means)(?: exactly)?",          # "stand for": the encyclopedia's (aspects.py)
    r"what " + _W + r" means",
    r"(?:define|definition of|definition for|meaning of|look up|dictionary definition of)\s+" + _W + r"(?: in the dictionary| for me)?",
    r"what is (?:the )?(?:meaning|definition|dictionary definition) (?:of|for) " + _W,
    r"what is the meaning of the word " + _W,
    r"(?:give me|tell me|i need|can i have) (?:the |a )?(?:meaning|definition) (?:of|for) " + _W,
    r"what is meant by " + _W,
    r"what is the word " + _W + r" mean",
    r"what does it mean (?:to be|when (?:something|someone|somebody|a person|you) (?:is|are)|if (?:something|someone|somebody|a person|you) (?:is|are)|to|if you) " + _W + r"(?: something| someone| somebody| it| things)?",
    r"what(?: is| does|s| s)? (?:a |an )?(?!(?:is|it|that|this|they|he|she|you|we|i|does|do|else) )(?P<w>[a-z][a-z'-]*) mean",   # "what's frivolous mean"
    r"(?:(?:can|could) you )?(?:tell me|do you know|i wonder) what (?:an? )?" + _W + r" (?:is|means)",   # "explain ...": the article
    r"what (?:a|an) (?P<w>[a-z]+(?:-[a-z]+)?) is")]                                         # "(can you tell me) what a librarian is"
SYNONYM = [re.compile(p) for p in (
    r"(?:what is |what are |tell me |give me |i need |what would be |what is a |can you give me |is there |do you know |(?:(?:can|could) you )?think of )?(?:another|a different|other|a|an|some) "
    r"(?:(?:fancier|better|nicer|simpler|easier|more formal|formal|fancy|posher|smarter|stronger|different|other) )?"
    r"(?:word|words|name|names|way to say) (?:for|of|that means|meaning|than)(?: the same as| the same thing as| something like| similar to)? "
    r"(?:an? )?" + _W,
    r"(?:what is |what are |give me |tell me |list )?(?:a |some |the )?(?:synonyms?|another word) (?:for|of|to) " + _W,
    r"what is (?:a|an) (?:synonym|alternative) (?:for|of|to) " + _W,
    r"what(?: is| are)? (?:a |some |the )?other words? (?:for|meaning) " + _W,
    r"(?:what is |what are |tell me |give me )?(?:another|a different|other|an other|some other) ways? (?:to|of) (?:say|saying) " + _W)]
# "what is a haiku", "what's empathy": one common word (no name, no "the"), answered as a definition
WHAT_IS = re.compile(r"what (?:is|are) (?:an? |the )?(?P<w>[a-z]+(?:-[a-z]+)?)")
NOT_DEFINED = {"it", "this", "that", "up", "new", "time", "date", "day", "today", "weather", "news", "on", "wrong",
               "happening", "next", "left", "playing", "going", "there", "your", "my", "he", "she", "they", "you",
               "so", "the", "now", "here", "who", "what", "where", "why", "how", "which", "timer", "alarm"}
MORE = re.compile(r"(?:and )?(?:what else(?: does it mean| can it mean)?|any other (?:meanings?|senses?|definitions?)|"
                  r"(?:what are )?(?:the )?other (?:meanings?|senses?|definitions?)|tell me more|does it mean anything else|"
                  r"another meaning|more meanings|what other meanings? (?:does it have|are there)|and)")


def _sentence(word: str, pos: str, gloss: str) -> str:
    if len(gloss) > MAX_CHARS - len(word) - 20:
        gloss = gloss.split(";")[0]
    return f"{word[:1].upper() + word[1:]}, {'as an ' if pos[0] in 'aeiou' else 'as a '}{pos}, means: {gloss}." \
        if pos not in ("noun",) else f"{word[:1].upper() + word[1:]}, the noun: {gloss}."


_CMU = None
_VOWELS = {"AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW"}
OPPOSITE = re.compile(r"(?:what is |what are |tell me |give me |what would be )?(?:the |an |some )?(?:opposites?|antonyms?)(?: word)? "
                      r"(?:of|for|to) (?:the word )?(?P<w>[a-z][a-z'-]*)")
RHYME = re.compile(r"(?:what|which|tell me|give me|what is|what are|is there|are there|can you think of|do you know)?(?: (?:a|some|any))?"
                   r"(?: other)?(?: words?)?(?: that| which)? ?(?:rhymes?|rhyming words?) (?:with|for|to) (?:the word )?(?P<w>[a-z']+)")
_FOOD = (r"\b(?:food|foodstuff|foods|eaten|edible|fruits?|vegetables?|cooking|cooked|baking|baked|dish|meal|drinks?|beverage|grain|"
         r"meat|flesh|bread|dairy|cheese|sauce|spice|herb|sweet|sweetener|dessert|breakfast|salad|soup|snack)\b")


def _edits(a: str, b: str) -> int:
    """Letters added, dropped or changed to make a into b (Levenshtein)."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


class Dictionary(AnswerSkill):
    name = "dictionary"
    intent = "define_word"
    intents = ({"name": "define_word", "model": False,
                "description": "What a word means and other words for it (WordNet)",
                "slots": {"word": {"type": "text"}, "kind": {"type": "text"}},
                "examples": ["what does ephemeral mean", "define serendipity", "another word for happy"]},)

    def __init__(self, skills=None):
        self._host = skills
        self._dir = getattr(skills, "models_dir", None)
        self._db = None
        self._last: tuple[str, list] | None = None      # the word asked last and its senses not yet said

    def db(self) -> Db:
        if self._db is None:
            from ..config import Config
            self._db = Db(Path(self._dir or Config().daemon.models_dir) / WORDS)
        return self._db

    def warm(self, ctx) -> None:
        self.senses("word")

    # ------------------------------------------------------------------ looking up

    def senses(self, word: str, as_said: bool = False) -> tuple[str, list[tuple]]:
        """(the lemma found, [(pos, gloss, lemmas), ...] commonest first) for a word or its forms; as_said:
        the word itself when WordNet has it (the synonyms of "boring" are not those of "bore"). A phrase
        WordNet lacks by its last word ("take umbrage": umbrage)."""
        db = self.db()
        w = word.strip().lower()
        if as_said:
            rows = db.rows("select s.pos, y.gloss, y.lemmas from sense s join synset y on y.id = s.synset "
                           "where s.lemma = ? order by s.rank", (w,))
            if rows:       # the senses that have the word itself before those of its base ("scared": afraid, not frighten)
                return w, sorted((tuple(r) for r in rows), key=lambda r: w not in r[2].lower().split("|"))
        tried = [(w, "")]
        tried += [(f, "") for (f,) in db.rows("select lemma from form where form = ?", (w,))]
        for pos, rules in SUFFIXES.items():     # a rule's base form as that part of speech only ("ponder" is no "pond")
            tried += [(w[: -len(a)] + b, pos) for a, b in rules if w.endswith(a) and len(w) - len(a) + len(b) >= 2]
        best: tuple = (w, [], -1)
        for lemma, pos in dict.fromkeys(tried):      # the word itself, else its commonest base form ("running" -> run)
            rows = [r for r in db.rows("select s.pos, y.gloss, y.lemmas, s.count from sense s join synset y on y.id = s.synset "
                                       "where s.lemma = ? order by s.rank", (lemma,)) if not pos or r[0] in (pos, "s" if pos == "a" else pos)]
            if rows and rows[0][3] > best[2]:
                best = (lemma, [r[:3] for r in rows], rows[0][3])
        own = db.rows("select s.pos, y.gloss, y.lemmas from sense s join synset y on y.id = s.synset where s.lemma = ? and s.pos in "
                      "('a', 's') order by s.count desc, s.rank", (w,)) if best[0] != w and w.endswith(("ed", "en")) else []
        if own:                                  # a participle said as an adjective: "elated" is no "elate"
            return w, [tuple(r) for r in own]
        uses = lambda x: (db.rows("select max(count) from sense where lemma = ?", (x,))[0][0] or 0)   # noqa: E731
        joined = self.sounds_like(w.replace(" ", "")) if not best[1] and " " in w and len(w.split()) == 2 else None
        if joined:                                      # one word heard as two ("all truism": altruism)
            return self.senses(joined)
        verb = lambda x: bool(db.rows("select 1 from sense where lemma = ? and pos = 'v' limit 1", (x,)))   # noqa: E731
        if not best[1] and len(w.split()) > 1 and len(w.split()[-1]) >= 4 and all(self.known_word(x) and verb(x) for x in w.split()[:-1]) \
                and all(uses(w.split()[-1]) <= uses(x) for x in w.split()[:-1]):
            return self.senses(w.split()[-1])           # "take umbrage"; not when a word before it is none ("flibber join"), the
        if not best[1] and re.fullmatch(r"[a-z]+ (?:a|an|the|my|your|his|her|our|their|some|someone|something|it) [a-z' -]+", w) and verb(w.split()[0]):
            return self.senses(w.split()[0])            # "to baste a turkey": baste
        return best[0], best[1]                         # rarer one ("flump just": not "just") or no verb ("rainbow flax")

    def known_word(self, word: str) -> str | None:
        """The word as the word list writes it ("Wednesday"), or None."""
        rows = self.db().rows("select w from word where k = ?", (word.lower(),))
        return rows[0][0] if rows else None

    @staticmethod
    def pronounced(word: str) -> bool:
        """Whether the CMU pronouncing dictionary (pocketsphinx's, 134,000 words) holds the word: a
        real word WordNet lacks ("quinoa") is spelled as it is, not taken for a near one."""
        global _CMU
        if _CMU is None:
            try:
                import mmap
                import pocketsphinx
                path = Path(pocketsphinx.get_model_path()) / "en-us" / "cmudict-en-us.dict"
                with open(path, "rb") as f:
                    _CMU = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
            except (ImportError, OSError, ValueError, AttributeError):
                _CMU = False
        return bool(_CMU) and re.fullmatch(r"[a-z'.-]+", word.lower()) is not None and \
            (_CMU.find(b"\n" + word.lower().encode() + b" ") >= 0 or _CMU[:len(word) + 1] == word.lower().encode() + b" ")

    def rhymes(self, word: str, n: int = 5) -> list[str]:
        """Common words that rhyme with word: the same sounds from its last two vowels to the end (the CMU dictionary's,
        which has no stress marks), the most used first (WordNet's counts); not the word inside a longer one ("bobcat")."""
        if not self.pronounced(word):
            return []
        at = _CMU.find(b"\n" + word.lower().encode() + b" ")
        said = _CMU[_CMU.find(b" ", at + 1) + 1:_CMU.find(b"\n", at + 1)].decode().split()
        vowels = [i for i, ph in enumerate(said) if ph[:2] in _VOWELS]
        if not vowels:
            return []
        tail = " ".join(said[vowels[-2] if len(vowels) > 1 else vowels[-1]:]).encode()
        found = {m.decode() for m in re.findall(rb"\n([a-z']+)(?:\(\d\))? (?:[A-Z]+ )*" + re.escape(tail) + rb"(?=\n)", _CMU)}
        found = {f for f in found if f != word.lower() and not f.endswith(word.lower()) and "'" not in f and self.known_word(f)}
        uses = {f: self.db().rows("select max(count) from sense where lemma = ?", (f,))[0][0] or 0 for f in found}
        return sorted(found, key=lambda f: (-uses[f], len(f), f))[:n]

    def homophones(self, word: str) -> list[str]:
        """The listed words said the same as word by the CMU dictionary ("there": their, they're)."""
        if not self.pronounced(word):
            return []
        w, said, found = word.lower().encode(), set(), set()
        at = _CMU.find(b"\n" + w + b" ")
        while 0 <= at:                                   # its pronunciations: "word P H ON ES", "word(2) ..."
            said.add(_CMU[_CMU.find(b" ", at + 1) + 1:_CMU.find(b"\n", at + 1)])
            at = _CMU.find(b"\n" + w + b"(", at + 1)
        for p in said:                                   # the words said so: a search for the sounds, not a scan of lines
            at = _CMU.find(b" " + p + b"\n")
            while 0 <= at:
                found.add(re.sub(r"\(\d\)$", "", _CMU[_CMU.rfind(b"\n", 0, at) + 1:at].decode(errors="replace")))
                at = _CMU.find(b" " + p + b"\n", at + 1)
        return sorted(k for k in found - {word.lower()} if self.known_word(k) or re.fullmatch(r"[a-z]+'(?:re|ll|ve|d)|[a-z]{2,3}'s", k))

    def as_food(self, item: str) -> str:
        """A shopping item with a word heard as its homophone said as the food it sounds like ("serial": cereal,
        "leaks": leeks, "bred": bread): a word with no sense of food whose one homophone has one."""
        out = []
        for w in item.split():
            if len(w) >= 3 and not self._food(w):
                foods = [h for h in self.homophones(w) if "'" not in h and self._food(h)]
                w = foods[0] if len(foods) == 1 else w
            out.append(w)
        return " ".join(out)

    def _food(self, w: str) -> bool:
        return bool(re.search(_FOOD, " ".join(g for _, g, _ in self.senses(w)[1]).lower()))

    def close_word(self, word: str, cutoff: float = 0.8) -> str | None:
        """The listed word closest to a misheard or misspelt one (same first letter, similar length)."""
        w = word.lower()
        close = difflib.get_close_matches(w, self._near(w), n=1, cutoff=cutoff) if len(w) >= 4 else []
        return close[0] if close else None

    def _near(self, w: str) -> list[str]:
        """The listed words with w's first letter and about its length."""
        rows = self.db().rows("select k from word where k >= ? and k < ? and length(k) between ? and ?",
                              (w[0], chr(ord(w[0]) + 1), len(w) - 2, len(w) + 2))
        return [r[0] for r in rows]

    def sounds_like(self, word: str, pos: str | None = None) -> str | None:
        """A listed word spelled near a misspelt one that sounds the same: its consonants in the same order
        ("gullable" gullible, "seperate" separate), none for a word never heard of ("flurbish" is no "furbish").
        pos: the part of speech the question says it is ("what does it mean to paraboyal something": a verb, parboil)."""
        w = word.lower()
        if len(w) < 5 or " " in w:
            return None
        near = self._near(w)
        if w.endswith("ay") and w[:-2] + "e" in near:
            return w[:-2] + "e"          # a French "é" heard as "ay": "sautay" saute, "flambay" flambe
        if pos:
            near = [k for k in near if sound_key(k)[:2] == sound_key(w)[:2] and any(p == pos for p, _, _ in self.senses(k)[1])]
        same = [k for k in near if sound_key(k) == sound_key(w)]
        close = sorted((k for k in difflib.get_close_matches(w, same, n=3, cutoff=0.75) if _edits(w, k) <= max(2, len(w) // 4)),
                       key=lambda k: (-round(difflib.SequenceMatcher(None, w, k).ratio(), 3), _edits(w, k)))[:1]   # ("glossery": glossary;
        # of as near ones, the fewest letters changed; "grumbaloid" is three letters from "grumbled": a word never heard of)
        voiced = str.maketrans("dbgvz", "tpkfs")        # a voiced sound for its unvoiced twin, spelled nearer ("serendipidy");
        said = lambda x: sound_key(x.replace("ch", "sh")).translate(voiced)    # noqa: E731 - French "ch" said "sh" ("nonshalant")
        twins = [k for k in near if said(k) == said(w)]
        close = close or difflib.get_close_matches(w, twins, n=1, cutoff=0.85)
        return close[0] if close else None

    def _a_language(self, word: str) -> bool:
        """'spanish' (what a word means in a language is a translation, not a definition), not 'cooking'."""
        try:
            senses = self.senses(word)[1]
        except DataMissing:
            return False
        return any("language" in gloss.lower() for _, gloss, _ in senses[:2])

    # ------------------------------------------------------------------ answering

    def answer(self, words: str, ctx):
        words = re.sub(r"\b(?:exactly|actually|really|precisely) ", "", words)      # "what exactly is chutney"
        words = unicodedata.normalize("NFKD", words).encode("ascii", "ignore").decode()   # "sauté": saute
        words = re.sub(r"^(?:a hundred|one hundred|100) (?=words? for\b)|\ba hundred (?=words? for\b)", "another ", words)   # "100 word for brave"
        words = re.sub(r"^what (?:does|do) (?:a|an) ([a-z]+) do(?: for a living| exactly)?$", r"what does \1 mean", words)  # "a sommelier"
        words = re.sub(r"^(what (?:does|do) [a-z]+ mean) when (?:you(?:'re| are)|you|i'm|i am|we're|someone is) ([a-z]+)ing\b.*",
                       lambda m: f"{m[1]} in {m[2]}ing", words)        # "baste ... when you're cooking a turkey": in cooking
        m = re.fullmatch(r"what (?:does|do) (?:the (?:word|term) )?(?P<w>.+?) mean(?: in (?:a |the )?(?P<field>[a-z]+))", words) or \
            re.fullmatch(r"what (?:does|do) the (?:word|term) (?P<w>.+?) mean(?P<field>)", words) or \
            re.fullmatch(r"what (?:is|are) (?:a |an |the )?(?P<w>[a-z]+) in (?P<field>cooking|baking|music|maths?|mathematics|chemistry|physics|"
                         r"biology|grammar|poetry|sailing|golf|tennis|cricket|chess|sewing|knitting|finance|economics|law|medicine|"
                         r"photography|architecture|computing|programming|geology|astronomy)", words)    # "what is a roux in cooking"
        field = None
        if m and not (m["field"] and self._a_language(m["field"])):     # "... mean in cooking": the word's own sense
            words, field = f"what does {m['w']} mean", m["field"] or None
        if re.fullmatch(r"(?:what is |give me |tell me |i need |what would be )?(?:a |another )?(?:synonym|other word|another word)"
                        r"(?: for (?:it|that|this))?", words) and self.context:
            w = self._referred(self.context)              # "I keep writing buy in this report. What's a synonym?"
            return self._say("synonym", w) if w else None
        m = re.fullmatch(r"(?:how (?:do|would|can|should) (?:you|i|we) say|translate|what is the (?P<l2>[a-z]+) (?:word|name) for) "
                         r"(?P<p>.+?)(?: (?:in|into|to) (?P<l>[a-z]+))?", words)
        if m and (lang := m["l"] or m["l2"]) and self._a_language(lang):     # "how do you say thank you in spanish"
            return {"kind": "translate", "word": m["p"], "problem": "translate"}, "Sorry, I can't translate: I only know English words."
        if m := RHYME.fullmatch(words):
            got = self.rhymes(m["w"])
            return ({"kind": "rhyme", "word": m["w"]}, f"Words that rhyme with {m['w']}: {say_items(got)}.") if got else \
                ({"kind": "rhyme", "word": m["w"], "problem": "none"}, f"I know no common word that rhymes with {m['w']}.")
        if m := OPPOSITE.fullmatch(words):
            return self._opposite(m["w"])
        m = WHAT_IS.fullmatch(words)
        if m:                     # "what is a glossary", "what is empathy": a word the dictionary holds
            return self._what_is(m.group("w"), a_word=bool(re.match(r"what (?:is|are) an? ", words)))
        for kind, forms in (("define", DEFINE), ("synonym", SYNONYM)):
            for rx in forms:
                m = rx.fullmatch(words)
                if m:
                    w = m.group("w").strip(" '")
                    if w in ("that", "it", "this", "that word", "this word", "the word") and self.context:
                        w = self._referred(self.context) or w      # "My teacher called my work meticulous. What does that mean?"
                    if not w or len(w.split()) > 3 or w in ("it", "that", "this", "they", "them", "he", "she", "you"):
                        return None                 # "what does it mean" with nothing said before: no word asked about
                    return self._say(kind, w, field, "v" if re.search(r"\bmean to " + re.escape(w) + r"\b", words) else None)
        return None

    def _opposite(self, w: str):
        """WordNet's antonym of the word's commonest sense that has one: its own ("hot": cold), else its head's."""
        lemma = self.senses(w)[0] if self.known_word(w) or self.senses(w)[1] else w
        rows = self.db().rows("select a.lemma, a.other from sense s join antonym a on a.synset = s.synset where s.lemma = ? "
                              "order by a.lemma != ?, s.rank", (lemma, lemma))
        if not rows:
            return {"kind": "opposite", "word": w, "problem": "none"}, f"I don't know an opposite of {w}."
        others = list(dict.fromkeys(o for a, o in rows if o != rows[0][1] and a == rows[0][0]))[:2]   # its own, not a head's
        return {"kind": "opposite", "word": lemma}, f"The opposite of {lemma} is {rows[0][1]}." + \
            (f" Also: {say_items(others)}." if others else "")

    def _say(self, kind: str, w: str, field: str | None = None, pos: str | None = None):
        """field: "cooking" in "what does baste mean in cooking", whose sense comes first; pos: a verb's "v"."""
        slots = {"word": w, "kind": kind}
        try:
            lemma, senses = self.senses(w, as_said=kind == "synonym")
            guess = None if senses else self.sounds_like(w, pos)    # "ubiquitus": ubiquitous; "flurbish" is no "furbish"
            if guess:
                lemma, senses = self.senses(guess, as_said=kind == "synonym")
        except DataMissing:
            return {**slots, "problem": "no_data"}, "Sorry, my dictionary is not installed. Run edgeassist models install."
        if not senses:
            self._last = None
            return {**slots, "problem": "unknown"}, f"Sorry, I don't know the word {w}."
        lead = f"I think you mean {lemma}. " if guess else ""
        slots["word"] = lemma
        if kind == "synonym":
            others = [x for _, _, lemmas in senses for x in lemmas.split("|") if x.lower() != lemma.lower()]
            others = list(dict.fromkeys(others))
            if not others:
                return {**slots, "problem": "none"}, f"{lead}I know no other word for {lemma}."
            self._last = (lemma, [])
            more = f" Others: {', '.join(others[1:4])}." if len(others) > 1 else ""
            return slots, f"{lead}Another word for {lemma} is {others[0]}.{more}"
        # a sense whose gloss names the word itself is one made of another ("tentacles of octopus prepared as food",
        # "the flesh of a chicken used for food"): the thing itself first
        senses = sorted(senses, key=lambda x: bool(re.search(rf"\b{re.escape(lemma.lower())}s?\b", x[1].lower())))
        if field:                 # "what does baste mean in cooking": the sense that says cooking or cook, first
            senses = sorted(senses, key=lambda x: field[:4] not in x[1].lower())
        pos, gloss, _ = senses[0]
        self._last = (lemma, senses[1:])
        return {**slots, "pos": POS.get(pos, pos)}, lead + _sentence(lemma, POS.get(pos, pos), gloss)

    def _referred(self, text: str) -> str | None:
        """The word a "that" or "it" points back to: one after "the word", "called", "says", else the rarest
        word WordNet knows in the rest of the utterance (the fewest tagged uses)."""
        for cue in (r"the (?:word|term)", r"called|calls|call it|says to|says|said|saying|wrote|writing|using|use"):
            m = re.search(r"\b(?:" + cue + r")\s+(?:(?:my|his|her|our|their|your) \w+ |me |him |her |them |you |it |himself |herself |themselves |myself |yourself |us )?(?:to )?([a-z]{3,})", text)
            if m and m.group(1) not in NOT_DEFINED:
                return m.group(1)
        best = None
        for w in set(re.findall(r"[a-z]{5,}", text)) - NOT_DEFINED:
            try:
                rows = self.db().rows("select max(count) from sense where lemma = ?", (w,))
            except DataMissing:
                return None
            if rows and rows[0][0] is not None and (best is None or rows[0][0] < best[0]):
                best = (rows[0][0], w)
        return best[1] if best else None

    def _what_is(self, w: str, a_word: bool = False):
        """A definition for "what is a/an X" when X is a lower-case word WordNet knows as a noun (not a name)."""
        if w in NOT_DEFINED or len(w) < 3:
            return None
        try:
            if self.known_word(w) not in (w, None):
                return None                    # "paris", "google": a name, for the encyclopedia or chat
            lemma, senses = self.senses(w)
        except DataMissing:
            return None
        if not senses or senses[0][0] != "n":
            return None
        book = next((s for s in getattr(self._host, "skills", ()) if s.name == "encyclopedia"), None)
        if book is not None and book.titled(w) and (not a_word or len(senses) > 1 and not self.db().rows(
                "select 1 from sense where lemma = ? and count > 0 limit 1", (lemma,))):
            return None                        # "what is stoicism": the article on it; "what is a lathe": the word; "what is an
                                               # aurora": its senses in no particular order (none used in WordNet's texts): the article
        return self._say("define", w)

    def in_context(self, text: str, ctx) -> Claim | None:
        """ "What else does it mean?" right after a definition: the next senses, two at a time."""
        if self._last is None or not MORE.fullmatch(clean(text)):
            return None
        lemma, rest = self._last
        if not rest:
            return Claim(self.intent, {"word": lemma, "kind": "more", "question": text},
                         f"That is the only meaning I know of {lemma}.")
        said = [f"as {'an' if POS.get(p, p)[0] in 'aeiou' else 'a'} {POS.get(p, p)}, {g.split(';')[0]}" for p, g, _ in rest[:2]]
        self._last = (lemma, rest[2:])
        return Claim(self.intent, {"word": lemma, "kind": "more", "question": text},
                     f"{lemma[:1].upper() + lemma[1:]} also means: " + "; and ".join(said) + ".")
