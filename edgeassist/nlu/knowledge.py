"""Local knowledge: answers the owner wrote, found for a question by its words, never generated.

A knowledge file is YAML (JSON is YAML too): a list of entries, or ``{"entries": [...]}``, each
with a ``question``, optional ``also`` (other ways people ask it), an ``answer`` written to be
spoken, and an optional ``id``. docs/knowledge.md has the format, the method and its figures.

Matching is made for short spoken questions (the retrieval section below has the method): by
meaning, the question's sentence embedding against each entry's phrasings, its answer and both
(engines/embedder.py); by words, BM25 over everything the entry says. A small fitted model says
how likely the closest entry is the right one (it answers when sure), and another whether the
question is about what the knowledge holds at all (then, unsure, the owner's fallback line).
"""
from __future__ import annotations

import math
import re
import threading
from dataclasses import dataclass, replace
from pathlib import Path

from .grammar import normalize
from .knowledge_words import STOP, key, keys

MAX_ENTRIES = 5000
MAX_TEXT = 2000
ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


class KnowledgeError(Exception):
    """A knowledge file or entry that cannot be used; the message names the file, entry and field."""


@dataclass(frozen=True)
class Entry:
    id: str
    question: str
    answer: str
    also: tuple[str, ...] = ()
    source: str = ""          # the file it came from, or "api" for one added at run time

    def to_json(self) -> dict:
        return {"id": self.id, "question": self.question, "also": list(self.also), "answer": self.answer,
                "source": self.source}


@dataclass(frozen=True)
class Answer:
    """The closest entry for a question. score 0-1: meaning and words together (words alone
    without the embedding model); words: the lexical agreement (BM25, 0-1); margin: how far
    ahead of the next entry; p: how likely this entry is the right one (the acceptance)."""
    entry: Entry
    score: float
    phrasing: str
    words: float = 0.0
    margin: float = 0.0
    p: float = 0.0
    typical: float = 0.0      # the mean score of all the entries: how close the question is to the knowledge as a whole
    foreign: float = 0.0      # how much closer the question comes without a word the entry never uses
    foreign_words: str = ""   # that word

    @property
    def sure(self) -> bool:
        return self.p >= SURE_P

    def to_json(self) -> dict:
        return {"id": self.entry.id, "score": round(self.score, 3), "p": round(self.p, 3),
                "question": self.entry.question, "source": self.entry.source}


ANSWER, ASK, UNSURE, OUTSIDE = "answer", "ask", "unsure", "outside"


# ------------------------------------------------------------------ files

def load_file(path: str | Path) -> list[Entry]:
    """Entries of one knowledge file; KnowledgeError naming the file, entry and field."""
    import yaml
    from .textfile import read_text
    p = Path(path)
    text = read_text(p, KnowledgeError, "knowledge file")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        hint = " (inside [a, b] or {a: b} a '?' needs quotes: write \"Is it open?\", or one item a line)" \
            if "flow" in str(e) else ""
        raise KnowledgeError(f"{p}: not valid YAML{where}: {problem}{hint}") from None
    return parse_entries(data, str(p))


def parse_entries(data, source: str) -> list[Entry]:
    """Entries from parsed YAML/JSON: a list, or a mapping with the list under 'entries'."""
    if isinstance(data, dict):
        unknown = set(data) - {"entries"}
        if unknown:
            raise KnowledgeError(f"{source}: unknown top-level key {sorted(unknown)[0]!r} (expected 'entries')")
        data = data.get("entries")
    if not isinstance(data, list):
        raise KnowledgeError(f"{source}: expected a list of entries (or 'entries:' holding one)")
    if len(data) > MAX_ENTRIES:
        raise KnowledgeError(f"{source}: {len(data)} entries, more than the {MAX_ENTRIES} allowed")
    out, seen = [], {}
    for n, item in enumerate(data, 1):
        e = parse_entry(item, f"{source}: entry {n}", source)
        if e.id in seen:
            raise KnowledgeError(f"{source}: entry {n}: id {e.id!r} is used by entry {seen[e.id]} too")
        seen[e.id] = n
        out.append(e)
    return out


def parse_entry(item, where: str, source: str) -> Entry:
    if not isinstance(item, dict):
        raise KnowledgeError(f"{where}: must be a mapping with 'question' and 'answer'")
    unknown = set(item) - {"id", "question", "also", "answer"}
    if unknown:
        raise KnowledgeError(f"{where}: unknown field {sorted(map(str, unknown))[0]!r} "
                             "(fields: id, question, also, answer)")

    def text(name: str, value) -> str:
        if not isinstance(value, str) or not value.strip():
            raise KnowledgeError(f"{where}: field {name!r} must be non-empty text")
        if len(value) > MAX_TEXT:
            raise KnowledgeError(f"{where}: field {name!r} is longer than {MAX_TEXT} characters")
        return " ".join(value.split())

    question = text("question", item.get("question"))
    answer = text("answer", item.get("answer"))
    also = item.get("also") or []
    if isinstance(also, str):
        also = [also]
    if not isinstance(also, list):
        raise KnowledgeError(f"{where}: field 'also' must be a list of questions")
    also = tuple(text(f"also[{i}]", a) for i, a in enumerate(also))
    eid = item.get("id")
    if eid is None:
        eid = "-".join(normalize(question).split()[:8])[:64] or "entry"
    elif not isinstance(eid, str) or not ID_RE.match(eid):
        raise KnowledgeError(f"{where}: field 'id' must be 1-64 letters, digits, '-', '_' or '.' (got {eid!r})")
    where_id = f"{where} ({eid})"
    if not normalize(question) or not keys(question):
        raise KnowledgeError(f"{where_id}: field 'question' has no words to match")
    return Entry(eid, question, answer, also, source)


# ------------------------------------------------------------------ retrieval

# Meaning: each entry is compared three ways with the question, the cosine with its closest
# phrasing (question or `also`), with its answer, and with its question and answer read together
# (MiniLM was trained on question-answer pairs as well as paraphrases); their mean is the entry's
# similarity. Words: BM25 over everything the entry says, divided by what the question's words
# could score at most, so words no entry uses count against every entry (0-1). score =
# (3 * similarity + WORD_WEIGHT * words) / (3 + WORD_WEIGHT). Two small logistic models, fitted on
# the tuning places (scripts/fit_knowledge.py; docs/knowledge.md), shipped as their coefficients:
# ACCEPT, "the closest entry is the right one", over the score, the margin to the next entry and
# the words (an entry answers at ANSWER_P); ABOUT, "the question is about what the knowledge
# holds", over the closest score and the mean score of all the entries (a question about the
# place that no entry is sure of gets the owner's fallback line, never a generated answer; any
# other goes to chat).
WORD_WEIGHT = 0.25
BM25_K1, BM25_B = 1.2, 0.75
ACCEPT = (-3.24, 6.72, 15.87, 0.0, -53.24)  # bias; weights of score, margin, words, foreign
ANSWER_P = 0.75
ASK_P = 0.5                           # more likely right than wrong: ask back (when configured)
SURE_P = 0.9                          # beats an intent the words only suggest
ABOUT = (-6.84, 19.07, 32.71)           # bias; weights of the closest score and the mean score (>= 0: about it)
WORDS_ONLY, WORDS_ABOUT = 0.5, 0.25   # without the embedding model: the word score alone


def accept_p(score: float, margin: float, words: float, foreign: float) -> float:
    b0, b1, b2, b3, b4 = ACCEPT
    z = b0 + b1 * score + b2 * margin + b3 * words + b4 * foreign
    return 1.0 / (1.0 + math.exp(-max(min(z, 40.0), -40.0)))


# a request about the asker's own life ("what should I cook tonight", "help me write a birthday message",
# "give me some ideas for a rainy sunday"): chat's, even when the place's entries are near; not one put to
# the place ("do you have", "your", "here")
OWN_REQUEST = re.compile(r"\b(?:should (?:i|we) (?:cook|make|do|bake|eat|try|watch|read|play|buy|give)|what (?:can|could) (?:i|we) (?:cook|make|do)|"
                         r"ideas?|suggest|suggestions?|help me|fun|activit(?:y|ies)|write|plan|story|poem|gift for)\b")
PUT_TO_THE_PLACE = re.compile(r"\b(?:do you|are you|have you|your|yours|here|you (?:sell|have|serve|offer|make|bake|do|deliver|take))\b")


def own_request(text: str) -> bool:
    t = normalize(text)
    return OWN_REQUEST.search(t) is not None and PUT_TO_THE_PLACE.search(t) is None


def about(a: Answer) -> bool:
    """The question is about what the knowledge holds (its closest entry a.)."""
    b0, b1, b2 = ABOUT
    return b0 + b1 * a.score + b2 * a.typical >= 0


@dataclass
class _Indexed:
    entry: Entry
    phrasings: tuple[str, ...]
    tf: dict[str, int]
    length: int


class Knowledge:
    """The entries, indexed for matching. embedder: an Embedder (engines/embedder.py) or None
    (words only: fewer paraphrases found, docs/knowledge.md)."""

    def __init__(self, entries: list[Entry], embedder=None, vectors: dict | None = None):
        self.entries = list(entries)
        self.embedder = embedder
        self._index = []
        for e in self.entries:
            ks = keys(" ".join((e.question, *e.also, e.answer)))
            tf: dict[str, int] = {}
            for k in ks:
                tf[k] = tf.get(k, 0) + 1
            self._index.append(_Indexed(e, (e.question, *e.also), tf, len(ks)))
        self._pos = {e.id: i for i, e in enumerate(self.entries)}
        self._judged: dict[str, tuple] = {}    # text -> judge(text), the last 16
        self._judged_lock = threading.Lock()
        n = max(len(self._index), 1)
        self._avg_len = max(sum(ix.length for ix in self._index) / n, 1.0)
        self._posting: dict[str, list[int]] = {}
        for i, ix in enumerate(self._index):
            for k in ix.tf:
                self._posting.setdefault(k, []).append(i)
        self._idf = {k: math.log(1 + (n - len(c) + 0.5) / (len(c) + 0.5)) for k, c in self._posting.items()}
        self._unknown = math.log(1 + (n + 0.5) / 0.5)
        self._vectors = None
        if embedder is not None and self.entries:
            import numpy as np
            texts = self._texts()
            known = vectors or {}
            todo = [t for t in dict.fromkeys(texts) if t not in known]
            fresh = dict(zip(todo, embedder.embed(todo))) if todo else {}
            v = np.stack([known.get(t, fresh.get(t)) for t in texts]).astype(np.float32)
            m = len(self.entries)
            self._answers, self._together, self._vectors = v[:m], v[m:2 * m], v[2 * m:]
            self._owner = np.array([i for i, ix in enumerate(self._index) for _ in ix.phrasings])
            self._starts = np.flatnonzero(np.r_[True, self._owner[1:] != self._owner[:-1]])
            if todo:
                from ..sysinfo import trim_memory
                trim_memory()   # what embedding the texts in batches took

    def _texts(self) -> list[str]:
        """What is embedded, in order: each answer, each question with its answer, each phrasing."""
        return [e.answer for e in self.entries] + [f"{e.question} {e.answer}" for e in self.entries] + \
            [p for ix in self._index for p in ix.phrasings]

    def __len__(self) -> int:
        return len(self.entries)

    def vectors(self) -> dict:
        """text -> vector, to build the next index without embedding them again."""
        if self._vectors is None:
            return {}
        import numpy as np
        return dict(zip(self._texts(), np.concatenate([self._answers, self._together, self._vectors])))

    def word_scores(self, text: str) -> dict[int, float]:
        """Entry index -> BM25 of the question's words over everything the entry says, divided by
        what those words could score at most (0-1; words no entry uses only add to the divisor)."""
        q = set(keys(text))
        most = sum(self._idf.get(k, self._unknown) for k in q) * (BM25_K1 + 1)
        out: dict[int, float] = {}
        for k in q:
            for i in self._posting.get(k, ()):
                ix = self._index[i]
                f = ix.tf[k]
                norm = BM25_K1 * (1 - BM25_B + BM25_B * ix.length / self._avg_len)
                out[i] = out.get(i, 0.0) + self._idf[k] * f * (BM25_K1 + 1) / (f + norm)
        return {i: s / most for i, s in out.items()} if most else {}

    def ranked(self, text: str, limit: int = 3) -> list[Answer]:
        """The closest entries, best first, with their scores and margins; the first with its
        foreign words and its acceptance (p)."""
        words = normalize(text).split()
        if not words or not self.entries:
            return []
        if self._vectors is None:
            return self._ranked(text, None, limit)
        import numpy as np
        tokens, owner = self.embedder.tokens(words)
        vector = tokens.mean(0)
        out = self._ranked(text, vector / np.linalg.norm(vector), limit)
        a = out[0]
        off, odd = self._foreign(words, tokens, owner, self._pos[a.entry.id], vector)
        out[0] = replace(a, foreign=off, foreign_words=odd, p=accept_p(a.score, a.margin, a.words, off))
        return out

    def _similarity(self, i: int, v) -> float:
        """Entry i's similarity with the unit vector v (the meaning part of its score)."""
        a, b = self._starts[i], self._starts[i] + len(self._index[i].phrasings)
        return float(((self._vectors[a:b] @ v).max() + self._answers[i] @ v + self._together[i] @ v) / 3)

    def _foreign(self, words: list[str], tokens, owner, i: int, total) -> tuple[float, str]:
        """How much closer in meaning the question comes to entry i without one of its words
        that the entry never uses ("museum" in "does the museum open on sunday" for "Are you
        open on Sunday?"), and that word. The question without the word is the mean of its
        other token vectors: no new pass of the model."""
        import numpy as np
        n = len(tokens)
        base = self._similarity(i, total / np.linalg.norm(total))
        best, word = 0.0, ""
        for j, w in enumerate(words):
            if w in STOP or key(w) in self._index[i].tf:
                continue
            mine = owner == j
            if not mine.any() or mine.sum() >= n:
                continue
            v = (total * n - tokens[mine].sum(0)) / (n - mine.sum())
            gain = self._similarity(i, v / np.linalg.norm(v)) - base
            if gain > best:
                best, word = gain, w
        return best, word

    def _ranked(self, text: str, vector, limit: int) -> list[Answer]:
        words = self.word_scores(text)
        import numpy as np
        if vector is None:
            score = np.zeros(len(self.entries))
            for i, w in words.items():
                score[i] = w
            phr = [ix.entry.question for ix in self._index]
        else:
            sims = self._vectors @ vector
            closest = np.maximum.reduceat(sims, self._starts)
            score = closest + self._answers @ vector + self._together @ vector
            for i, w in words.items():
                score[i] += WORD_WEIGHT * w
            score /= 3 + WORD_WEIGHT
        order = np.argsort(-score)[:max(limit, 2)]
        if vector is not None:   # each of those entries' closest phrasing
            phr = {int(i): self._index[i].phrasings[int(sims[self._starts[i]:self._starts[i] +
                                                            len(self._index[i].phrasings)].argmax())] for i in order}
        out = []
        for n, i in enumerate(order[:limit]):
            s = float(score[i])
            nxt = float(score[order[n + 1]]) if n + 1 < len(order) else 0.0
            w = words.get(int(i), 0.0)
            p = float(s >= WORDS_ONLY) if vector is None else 0.0
            out.append(Answer(self._index[i].entry, s, phr[i], w, s - nxt, p, float(score.mean())))
        return out

    def match(self, text: str) -> Answer | None:
        """The entry that answers text, or None when no entry is sure enough."""
        closest, verdict = self.judge(text)
        return closest if verdict == ANSWER else None

    def judge(self, text: str) -> tuple[Answer | None, str]:
        """The closest entry and the verdict: ANSWER (it answers text), ASK (more likely right
        than wrong: "Do you mean ...?"), UNSURE (text is about what the knowledge holds, but no
        entry is sure: the owner's fallback line) or OUTSIDE (for chat). The last few are kept:
        the words the release confirms were usually judged already while the button was held."""
        with self._judged_lock:
            got = self._judged.get(text)
        if got is None:
            got = self._judge(text)
            with self._judged_lock:
                if len(self._judged) >= 16:
                    del self._judged[next(iter(self._judged))]
                self._judged[text] = got
        return got

    def _judge(self, text: str) -> tuple[Answer | None, str]:
        if not normalize(text) or not self.entries:
            return None, OUTSIDE
        top = self.ranked(text, 1)
        if not top:
            return None, OUTSIDE
        a = top[0]
        if self._vectors is None:
            return a, ANSWER if a.score >= WORDS_ONLY else UNSURE if a.score >= WORDS_ABOUT else OUTSIDE
        return a, ANSWER if a.p >= ANSWER_P else ASK if a.p >= ASK_P else UNSURE if about(a) and not own_request(text) else OUTSIDE


FALLBACK = "fallback"    # the verdict of an event: the owner's fallback line (or a no to a question asked back)


def event_json(verdict: str, found, asked_back: bool) -> dict:
    """The `knowledge` field of an intent event: verdict answer (with the entry), ask (the
    question asked back about the closest entry) or fallback (no entry sure; the closest named)."""
    verdict = FALLBACK if verdict == UNSURE else verdict
    if verdict == ANSWER:
        return {"verdict": ANSWER, **found.to_json(), **({"asked_back": True} if asked_back else {})}
    return {"verdict": verdict, "id": None, **({"closest": found.to_json()} if found is not None else {})}
