"""Spelling: "how do you spell rhythm" -> "Rhythm is spelled R, H, Y, T, H, M." The word is checked
against the word list (Debian's wamerican and WordNet's words, models/words.sqlite): a word the
recogniser wrote misspelt or misheard ("definately") is spelled as the closest listed word and
said so; a word in no list is said so rather than spelled as heard.
"""
from __future__ import annotations

import re

from .answers import AnswerSkill
from .data import DataMissing

_W = r"(?:the (?:word|name|number) |the )?['\"]?(?P<w>[a-z][a-z' -]*?)['\"]?"
FORMS = [re.compile(p) for p in (
    r"how (?:(?:do|does|would|should|can|could) )?(?:you|i|we|one|someone) (?:spell|write|spelled|spelt)\s+" + _W + r"(?: correctly| properly| in english)?",
    r"(?:can you |could you |would you |please )?spell(?: out)?\s+" + _W + r"(?: for me| out| please| correctly)?",
    r"what is the (?:correct |right |proper )?spelling (?:of|for) " + _W,
    r"(?:the )?spelling (?:of|for) " + _W,
    r"how (?:is|are|do you) " + _W + r"(?: is| be)? (?:spelled|spelt|spell)(?: in (?:american |british |us |uk )?english)?",
    r"(?:please )?how to spell " + _W + r"(?: letter by letter)?",
    r"(?:please )?how to write (?:the word " + _W + r"(?: letter by letter)?|" + _W.replace("<w>", "<w2>") + r" letter by letter)",
    r"(?:what are the|tell me the|give me the) letters (?:of|in) " + _W,
    r"(?:i always get " + _W + r" (?:wrong|mixed up|confused)|(?:i can never spell|i never know how to spell|i can't spell|i cannot spell) " +
    _W.replace("<w>", "<w2>") + r"(?: wrong| right)?)(?: how (?:is it|do you|do i) (?:spelled|spelt|spell it))?")]   # not "i always get confused by ..."


_NOT_THE_WORD = {"spell", "spelled", "spelt", "spelling", "letters", "letter", "double", "there", "which", "where", "would",
                 "could", "should", "correctly", "properly", "please", "always", "never", "english", "american", "british"}


def letters(word: str) -> str:
    """R, H, Y, T, H, M (a space between words: "then")."""
    parts = [", ".join(ch.upper() if ch.isalpha() else "apostrophe" for ch in w if ch.isalpha() or ch in "'’")
             for w in re.split(r"[\s-]+", word) if w]                     # "it's": I, T, apostrophe, S
    return ", then ".join(parts)


class Spelling(AnswerSkill):
    name = "spelling"
    intent = "spell_word"
    intents = ({"name": "spell_word", "model": False,
                "description": "Spell a word letter by letter",
                "slots": {"word": {"type": "text"}},
                "examples": ["how do you spell necessary", "spell rhythm", "what is the spelling of restaurant"]},)

    def __init__(self, skills=None):
        self._host = skills

    def _place_named(self, word: str) -> str | None:
        """The name of a place the world clock's list holds by exactly these letters, written as it writes it."""
        clock = next((s for s in getattr(self._host, "skills", ()) if s.name == "worldclock"), None)
        try:
            rows = clock.places().db.rows("select name from place where k = ? and kind != 'alias' limit 1", (word.lower(),)) \
                if clock is not None else []
        except (DataMissing, AttributeError):
            return None
        return rows[0][0] if rows and rows[0][0].lower() == word.lower() else None

    def _dictionary(self):
        return next((s for s in getattr(self._host, "skills", ()) if s.name == "dictionary"), None)

    def answer(self, words: str, ctx):
        if re.search(r"\bspell", words) and re.search(r"\d", words):      # "how do you spell the number 40": forty
            from ..speech.normalize import number_words
            words = re.sub(r"\b\d{1,9}\b", lambda m: number_words(int(m[0])), words)
        words = re.sub(r"^((?:how do you |how do i |can you |please )?spell \S+) for (?:my|the|a|our|this) .+$", r"\1", words)  # what it is for
        count = re.fullmatch(r"how many (?:(?P<l>[a-z])(?:'?s)? |letters? |(?:letter )?(?P<l2>[a-z])'?s )(?:are |is )?(?:there )?(?:in|does) "
                             r"(?:the (?:word|name) )?(?P<w>[a-z'-]{2,30})(?: have| contain)?(?: in it)?", words)
        if count:                                        # "how many letters are in restaurant", "how many s's in mississippi"
            w, ch = count.group("w"), count.group("l") or count.group("l2")
            n = sum(c == ch for c in w) if ch else sum(c.isalpha() for c in w)
            what = (f"{ch.upper()}'s" if n != 1 else ch.upper()) if ch else "letters"
            return {"word": w, "count": n}, f"{w[:1].upper() + w[1:]} has {n} {what}: {letters(w)}."
        for rx in FORMS:
            m = rx.fullmatch(words)
            if not m:
                continue
            w = (m.group("w") or m.groupdict().get("w2") or "").strip(" '-")
            meant = re.search(r" (?:as in|like in|like|meaning|which means|that means|the one (?:that|which|for|about|meaning)|for) (.+)$", w)
            w = re.split(r" (?:like|as in|the|meaning|which means|that means|you know|as a|if you can|if you could|"
                         r"if you would|if possible|please|correctly|properly|letter (?:by|my|buy) letter|one letter at a time|is it|"
                         r"does it have|has it got)\b", w)[0].strip()       # "... definitely, is it with an a", "dessert the sweet thing"
            if re.search(r"\b(?:i'm|i am|im|thinking|you|i)\b", w):    # "spell the word I'm thinking of": which?
                return {"problem": "which"}, "Sorry, I don't know which word you mean. Say it with the word, for example: spell necessary."
            if " " in w and re.search(r"\b(?:my|our|your|his|her|their)\b", w) and not w.startswith("the word "):   # "spell the name of my dog"
                return {"problem": "personal"}, "Sorry, I don't know that name. Say the word itself, for example: spell Biscuit."
            if re.fullmatch(r"(?:it|that|this|(?:that|this|the)(?: (?:last|same|previous|other|first|new))? (?:word|one|name))"
                            r"(?: again| once more| one more time)?", w) or w == "word" and re.search(r"\b(?:the|a) word$", words):
                w = self._referred(f"{self.context} {words}")   # "does embarrass have two r's? spell it for me"
                if w is None:
                    return {"problem": "which"}, "Sorry, I don't know which word you mean. Say it with the word, for example: spell necessary."
            if not w or len(w.split()) > 3 or w in ("it", "that", "this", "them"):
                return None
            return self._say(self._meant(w, meant[1]) if meant and " " not in w else w)
        return None

    def _meant(self, w: str, said: str) -> str:
        """Of the words said as w ("there": their, they're), the one its description names: a contraction by its words
        ("they are"), a possessive by "belonging to", else the most of its WordNet glosses' words ("flour as in baking")."""
        d = self._dictionary()
        try:
            cands = [w] + (d.homophones(w) if d else [])
        except DataMissing:
            return w
        stems = {x[:5] for x in re.findall(r"[a-z]{3,}", said)} - {"the", "and", "for", "that", "with", "thing", "word", "one"}

        def score(c: str) -> int:
            whole = re.sub(r"'(re|ll|ve|d|s)$", lambda m: {"re": " are", "ll": " will", "ve": " have", "d": " would", "s": " is"}[m[1]], c)
            if "'" in c:
                return 5 * (whole in said)
            if re.search(r"\b(?:belong|own|possess)", said) and c in ("their", "your", "its", "whose", "our", "hers"):
                return 5
            try:
                glosses = " ".join(g for _, g, _ in d.senses(c, as_said=True)[1]).lower()
            except DataMissing:
                return 0
            return sum(st in glosses for st in stems)
        best = max(cands, key=score)
        if score(best) > score(w) or score(best) >= 5:
            return best
        embedder = getattr(self._host, "embedder", None)
        model = embedder() if embedder else None
        try:
            senses = {c: "; ".join(g for _, g, _ in d.senses(c, as_said=True)[1][:3]) for c in cands}
        except DataMissing:
            return w
        senses = {c: g for c, g in senses.items() if g}
        if model is None or len(senses) < 2 or w not in senses:
            return w                          # the sentence model: which sense the words describe ("flour like for baking")
        names = list(senses)
        vecs = model.embed([said] + [f"{c}: {senses[c]}" for c in names])
        sims = {c: float(v @ vecs[0]) for c, v in zip(names, vecs[1:])}
        top = max(sims, key=sims.get)
        return top if sims[top] - sims[w] >= 0.05 else w

    def _referred(self, text: str) -> str | None:
        """The word an "it" points back to: the longest other word of the utterance (five letters or more)
        that the word list holds or nearly holds ("acommodate")."""
        d = self._dictionary()
        if d is None:
            return None
        said = sorted({w for w in re.findall(r"[a-z]{5,}", text) if w not in _NOT_THE_WORD}, key=len, reverse=True)
        try:
            return next((w for w in said if d.known_word(w) or d.close_word(w, cutoff=0.86)), None)
        except DataMissing:
            return None

    def _say(self, w: str):
        d = self._dictionary()
        slots = {"word": w}
        if d is None:
            return slots, f"{w[:1].upper() + w[1:]} is spelled {letters(w)}."
        out, guessed = [], []
        try:
            for part in w.split():
                known = d.known_word(part) or (d.senses(part)[0] if d.senses(part)[1] else None)
                if known is None and d.pronounced(part):
                    known = part                                  # "quinoa": a word, not in WordNet
                if known is None and len(w.split()) == 1 and (place := self._place_named(part)):
                    known = place                                 # "Loughborough", "Woolloomooloo": a place's name
                if known is None:
                    close = d.close_word(part, cutoff=0.86) or d.sounds_like(part)   # "definately" 0.9, "recieve"; "flimbergast" is no "flabbergast"
                    if close is None:
                        return {**slots, "problem": "unknown"}, \
                            f"Sorry, I don't know the word {part}, so I can't be sure how it is spelled."
                    known = d.known_word(close) or close
                    guessed.append(known)
                out.append(known)
        except DataMissing:
            return slots, f"{w[:1].upper() + w[1:]} is spelled {letters(w)}."
        word = " ".join(out)
        slots["word"] = word
        lead = f"I think you mean {word}. " if guessed else ""
        return slots, f"{lead}{word[:1].upper() + word[1:]} is spelled {letters(word)}."
