"""The sentence that answers a question no article's name does ("what is the largest planet in the
solar system", "who was the first person to walk on the moon"), found among every sentence of the
vital articles' summaries (models/encyclopedia.sqlite, tables ``sent`` and ``sdoc``, built by data.py).

1. Candidates: BM25 over the sentences with their article's title (any of the question's content
   words), the best ``CANDIDATES``.
2. Coverage: the share of the question's content words (weighted by their rarity among the
   sentences, IDF) that the sentence and its title hold; FTS5's own porter stemming decides what
   holds a word, so "walked" holds "walk". A sentence below ``MIN_COVER`` is no answer.
3. The answer's kind: a number for "how many / how tall / what temperature" (for "how many legs",
   next to the legs), a year for "when", a person or a name for "who", something the question did
   not say for the rest; "the third largest" is not "the largest".
4. The sentence model (all-MiniLM, the knowledge's) ranks the best ``RERANK`` by meaning.
5. Said only when the score (coverage + ``SIM_WEIGHT`` x similarity, less the penalties) reaches
   ``SURE``: chosen on tests/data/encyclopedia-heldout.jsonl (a tuning set), else None (declined).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Callable

from .data import Db, key
from .superlatives import SAME, WIDE

CANDIDATES = 30
RERANK = 5
MIN_COVER = 0.6
SIM_WEIGHT = 0.5
SURE = 1.3
KIND_BONUS = 0.25        # an article's first sentence that makes its subject the kind asked for ("Which particle ...")
PREFIX_MIN = 5           # a question's word this long is held by a longer word it begins (inventor for invent)
SURE_NO_MODEL = 0.98      # without the sentence model: every content word held
STOP = set("""what which who whom whose is are was were be been being the a an of in on at to for from by with do does did
how many much when where why tell me about and or it its there that this these those has have had can could would should
you your i my we our they their he she his her us please know hey so um uh okay ok well like just name called call any some
one ones thing things anything something kind sort type get got really actually exactly roughly approximately about
around quite very most""".split())
NUMBER = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
                    r"sixteen|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen)\b", re.I)
YEAR = re.compile(r"\b\d{3,4}\b|\bcentur(?:y|ies)\b")
ORDINAL = re.compile(r"\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|"
                     r"twentieth|thirtieth|\d+(?:st|nd|rd|th))[- ](?:most|least|\w+est)\b", re.I)
AMONG = re.compile(r"\b(?:among|one of) the (?:\w+est|most|least)\b", re.I)
MEASURE = re.compile(r"\bhow (?:many|much|far|tall|long|old|big|deep|fast|hot|cold|high|heavy|large|wide)\b|"
                     r"\bwhat (?:temperature|percentage|percent)\b|\b(?:speed|height|length|population|weight|mass|"
                     r"temperature|boiling point|freezing point|melting point|distance|depth|diameter|age) of\b")
MEASURED = ((("hot", "cold", "warm"), r"°|\bdegrees?\b|kelvin|celsius|fahrenheit|\d\s?K\b"),
            (("tall", "high", "long", "deep", "far", "wide"), r"\d[\d,.]*\s?(?:m|km|ft|mi|cm|mm|nmi)\b|\b(?:metres?|meters?|kilometres?|"
                                                             r"kilometers?|feet|foot|miles?|inches|inch|yards?|light[- ]years?|astronomical units?|au)\b"),
            (("heavy",), r"\b(?:kg|kilograms?|tonnes?|tons?|pounds?|lbs?|grams?)\b|\d\s?g\b"),
            (("fast",), r"km/h|mph|m/s|\bknots?\b|\bper (?:hour|second)\b|\b(?:kilometres|kilometers|miles|metres|meters) (?:per|an|a)\b"),
            (("old",), r"\byears?\b|\bBCE?\b|\b\d{3,4}\b"))       # the number the question asks for carries its kind of unit
PRONOUN = re.compile(r"^(?:It|Its|He|His|She|Her|They|Their|This|These)\b")


@dataclass
class Passage:
    title: str
    sentence: str
    score: float
    reply: str


# words a summary says for one another: "the first man in space" is its "first human", "first person"
ALIKE = [{"man", "person", "human"}, {"men", "people", "humans"}] + [g for g in SAME if len(g) > 1 and all(" " not in w for w in g)]


def _alike(term: str) -> list[str]:
    return sorted(next((g for g in ALIKE if term in g), {term}))


def _of_kind(said: list[str], title: str, text: str) -> bool:
    """Whether an article's first sentence makes its subject one of the kind asked for ("Which music genre
    was born in New Orleans": "Jazz is a music genre that ..."; "Which Carthaginian general ...": "Hannibal
    was a Carthaginian general and statesman who ...")."""
    if not said:
        return False
    head = re.match(r"(?:the |a |an )?(?P<s>.{2,80}?) (?:is|was|are|were) (?:a|an|the|one of the) (?P<h>[^,;:(]{3,60}?)(?:,|;| who | that | which "
                    r"| in | of | from | with | used | found | known |$)", text, re.I)
    if head is None or not set(key(re.sub(r"\s*\(.*?\)", "", title)).split()) & set(key(head["s"]).split()):
        return False
    return all(re.search(rf"\b{re.escape(x)}", head["h"], re.I) for x in said)


def answer_kind(words: str) -> str:
    if MEASURE.search(words):
        return "number"
    if re.search(r"\bwhen\b|\b(?:what|which) (?:year|century)\b", words):
        return "year"
    if re.match(r"(?:\w+ ){0,3}who\b", words):
        return "who"
    return "thing"


class Passages:
    def __init__(self, db: Db, embedder: Callable | None = None):
        self.db, self._embedder = db, embedder
        self._df: dict[str, int] = {}
        self._n: int | None = None

    def terms(self, words: str) -> list[str]:
        words = re.sub(r"\byear (?=\d)|\b(?:immediately|directly) |\b(?:scientific|technical|formal|proper|official|correct) "
                       r"(?=(?:study|term)\b)|\bterm for\b", "", key(words))    # "in the year 800": 800;
        # "what is the scientific study of fungi called": the study of fungi (Mycology's "Study of fungi")
        return list(dict.fromkeys(w for w in words.split() if w not in STOP and (len(w) > 1 or w.isdigit())))   # "atomic number 6"

    def find(self, words: str) -> Passage | None:
        w = key(words)
        terms = self.terms(w)
        if not 1 <= len(terms) <= 8:
            return None
        rows = self.db.rows("select s.id, s.n, a.title, a.topic, s.text from sdoc join sent s on s.id = sdoc.rowid join article a"
                            f" on a.id = s.art where sdoc match ? order by bm25(sdoc, 3.0, 1.0) limit {CANDIDATES}",
                            (" OR ".join(f'"{a}"' for t in terms for a in _alike(t)),))
        rows = [r for r in rows if not re.search(r"\n\s*\n\s*[a-z]", r[4])]   # a formula the summary lost: "is the equality\n\nwhere is ..."
        if not rows:
            return None
        weight = {t: self._idf(t) for t in terms}
        total = sum(weight.values())
        ids = ",".join(str(r[0]) for r in rows)
        held: dict[int, set] = {}
        for t in terms:
            # a longer word of the same stem holds it too ("invented": inventor, "ocean": oceanic)
            match = " OR ".join(f'"{a}" OR "{a}" *' if len(a) >= PREFIX_MIN else f'"{a}"' for a in _alike(t))
            for (rid,) in self.db.rows(f"select rowid from sdoc where sdoc match ? and rowid in ({ids})", (match,)):
                held.setdefault(rid, set()).add(t)
        kind = answer_kind(w)
        asked = re.search(r"(?:^|\b(?:in|of|from|to|at|on|by) )(?:which|what) (?!(?:is|s|was|are|were|the|a|an|do|does|did|kind|type|sort) )((?:[a-z]+ ){0,2}?[a-z]+)"
                          r"(?= (?:is|was|are|were|did|does|do|has|had|can|could|\w+ed|\w+s|in|on|at|of|from|with|that)\b|$)", w)
        kind_said = [x for x in asked[1].split() if x not in STOP and len(x) > 2] if asked else []
        scored, asked_words = [], {x[:5] for x in w.split()}
        for rid, n, title, topic, text in rows:
            got = held.get(rid, set())       # the kind asked for ("which country", "which organ") need not be said when the
            unsaid = sum(weight[t] for t in kind_said if t in weight and t not in got and (NUMBER.fullmatch(t) or
                                                                                      self._typed(t, title, text, w)))   # answer is one
            cover = sum(weight[t] for t in got) / (total - unsaid) if total > unsaid else 0.0
            its = {x[:5] for x in key(re.sub(r"\s*\(.*?\)", "", title)).split()}
            if n < 0 and (its & asked_words and not its <= asked_words or "about" in asked_words):
                continue     # a description answers for a thing named whole ("the lungs") or not at all (Poseidon), not "capital city";
                # never what a book is about ("1851 novel by Herman Melville")
            if cover < MIN_COVER or not self._fits(kind, w, title, topic, text):
                continue
            among = AMONG.search(text) and not re.search(r"\b(?:among|one of)\b", w)     # "among the largest fish" is not the largest
            scored.append((cover - (0.3 if ORDINAL.search(text) or among else 0.0) - 0.02 * max(n, 0) +
                           (KIND_BONUS if n == 0 and _of_kind(kind_said, title, text) or self._called(w, text) else 0.0), title, text))
        if not scored:
            return None
        scored.sort(key=lambda s: -s[0])
        best = scored[:RERANK]
        model = self._embedder() if self._embedder else None
        if model is not None:
            vecs = model.embed([words] + [f"{t}: {s}" for _, t, s in best])
            ranked = [(b + SIM_WEIGHT * float(v @ vecs[0]), t, s) for (b, t, s), v in zip(best, vecs[1:])]
            score, title, text = max(ranked, key=lambda r: r[0])
            sure = SURE
        else:
            score, title, text = best[0]
            sure = SURE_NO_MODEL if len(terms) > 1 else math.inf     # one word held says nothing of its meaning ("stand")
        if score < sure:
            return None
        return Passage(title, text, score, self.reply(title, text))

    def _typed(self, kind: str, title: str, text: str, question: str) -> bool:
        """Whether the sentence names (or is about) a thing of the kind asked for, by that thing's own article: "Paramaribo
        is the capital of which country": Suriname's ("Country in South America"); "the Eiffel Tower is in which city": Paris's."""
        said = set(question.split())
        names = {title} | {n for n in re.findall(r"(?<=\w )[A-Z][\w'-]+(?: (?:of |the )?[A-Z][\w'-]+){0,2}", text) if key(n) not in said}
        for n in names:
            for t, d, e in self.db.rows("select a.title, a.description, substr(a.extract, 1, 200) from alias join article a on a.id = alias.id "
                                        "where alias.k = ? and alias.kind = 'title'", (key(re.sub(r"\s*\(.*?\)", "", n)),)):
                if key(t) not in said and kind[:5] in {w[:5] for w in key(f"{t} {d} {re.split(r'(?<=[.!?]) ', e)[0]}").split()}:
                    return True             # its title, description or first sentence: "Paris is the capital and largest city of France"
        return False

    def _idf(self, term: str) -> float:
        if self._n is None:
            self._n = self.db.rows("select count(*) from sent")[0][0]
        if term not in self._df:
            self._df[term] = self.db.rows("select count(*) from sdoc where sdoc match ?", (f'"{term}"',))[0][0]
        return math.log((self._n + 1) / (self._df[term] + 0.5))

    @staticmethod
    def _fits(kind: str, question: str, title: str, topic: str, text: str) -> bool:
        """Whether the sentence holds an answer of the question's kind that the question did not say."""
        said = set(question.split())
        sup = re.search(r"\b(most|least|best|worst|(?!(?:west|test|forest|interest|honest|modest|harvest|request|everest|"
                        r"contest|protest|arrest|suggest|digest|invest|chest|guest|quest)\b)\w{2,}est)\b", question)
        if sup:
            hit = next((h for w in next((g for g in SAME if sup[1] in g), {sup[1]}) if (h := re.search(rf"\b{w}\b", text, re.I))), None)
            if hit is None:
                return False           # "who has won the most olympic gold medals": not "she won three gold ... medals"
            after, asked_after = re.match(r"\s+([a-z]+)", text[hit.end():], re.I), re.search(rf"\b{sup[1]}\s+(\w+)", question)
            if after and asked_after and after[1].lower() not in said and after[1].lower() not in STOP and \
                    after[1][:4].lower() != asked_after[1][:4]:
                return False           # "the largest planet": not Pluto's "largest dwarf planet"
            where = re.search(r"\b(?:on|in) (?:the )?(?P<w>[a-z]{3,})", re.split(r"[,.;(]", text[hit.end():hit.end() + 60])[0])
            if where and where["w"] not in WIDE and where["w"] not in said:
                return False           # "the largest animal that has ever lived": not "... ever lived on land"
            to = re.search(r"^\s+(?:\w+ ){0,2}?(?:to|from) (?:the )?(?P<w>[a-z]{3,})", text[hit.end():hit.end() + 40], re.I)
            if to and to["w"].lower() not in said and re.search(r"\b(?:to|from) (?:the )?\w+", question):
                return False           # "the nearest star to the sun": not "the nearest star to Earth"
        first = re.search(r"\b(?:the )?(first|last) (?:(?:\w+ ){0,2}?)(\w{3,})\b", question)
        if first and not re.search(rf"\b{first.group(1)} (?:[\w-]+ ){{0,3}}?(?:{'|'.join(a[:5] for a in _alike(first.group(2)))})", text, re.I):
            return False               # "who was the first pope": not "in the late first century"
        last = question.split()[-1] if first else ""
        narrower = re.search(rf"(?i:\b{re.escape(last[:5])}\w*) (?:in|for|of) (?:the )?([A-Z][\w-]+)", text) if len(last) > 3 else None
        if narrower and narrower.group(1).lower() not in said:
            return False               # "the first woman to win a nobel prize": not "... the Nobel Prize in Literature"
        new_number = any(key(m) not in said for m in NUMBER.findall(text))
        if kind == "number":
            asked = re.search(r"\bhow (\w+)", question)
            unit = next((u for adjs, u in MEASURED if asked and asked[1] in adjs), None)
            if unit and not re.search(unit, text, re.I):
                return False           # "how hot is the sun": a temperature, not "10% at ultraviolet energies"
            counted = re.search(r"\bhow many (\w+)", question)     # "how many bones": "206 bones"
            if counted and new_number:
                return bool(re.search(rf"(?:{NUMBER.pattern})[\w,.]*\s+(?:[\w-]+\s+){{0,1}}{counted.group(1)[:4]}", text, re.I))
            return new_number
        if kind == "year":
            return any(y not in said for y in YEAR.findall(text))
        if Passages._called(question, text):
            return True
        names = [n for n in re.findall(r"(?<=\w )[A-Z][\w'-]+", f"{title} {text}") if key(n) not in said]   # not a sentence's first word
        if kind == "thing" and key(title) not in " ".join(said) and not set(key(title).split()) & said:
            names.append(title)        # "Paramaribo is the capital of which country": the article's own name (Suriname)
        if kind == "who":
            return topic == "People" or bool(names)
        return bool(names) or new_number

    @staticmethod
    def _called(question: str, text: str) -> bool:
        """What a thing is called, asked and said: "what is the study of birds called": "The study of birds is called
        ornithology." """
        return bool(re.search(r"\b(?:called|term|word)\b", question)) and any(
            key(c) not in question.split() for c in re.findall(r"\b(?:is|are|was|were) (?:called|known as|termed|named) (\w+)", text))

    @staticmethod
    def reply(title: str, text: str) -> str:
        """The sentence, with its article's name before it when the sentence does not say it ("It orbits ...")."""
        bare = re.sub(r"\s*\(.*?\)", "", title)
        said = set(key(text).split())
        if PRONOUN.match(text) or not text.lower().startswith(bare.lower()) and \
                not any({w, w + "s", w + "es"} & said for w in key(bare).split() if len(w) > 3):    # "Tea is ...": said
            return f"{bare}: {text[:1].lower() + text[1:] if PRONOUN.match(text) else text}"
        return text


_NO_PERSON = re.compile(r"\b(?:Department|University|Revolution|Police|Church|Empire|Kingdom|Republic|Society|Museum|"
                        r"Institute|Association|War|Age|Era|Period|Dynasty|BCE?|AD|CE|January|February|March|April|May|June|July|"
                        r"August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b")   # "c. 2600 BC"


def names_someone(title: str, sentence: str) -> bool:
    """Whether a passage names a doer besides its article's subject: a run of capitalised words that is not the
    title's and not a time or an institution ("the first Industrial Revolution", "the Tokyo Metropolitan Police
    Department" name no one who invented or founded a thing)."""
    return any(key(run) not in key(title) and not _NO_PERSON.search(run)
               for run in re.findall(r"(?<=\w )(?:[A-Z][\w'-]+ )*[A-Z][\w'-]+", sentence))
