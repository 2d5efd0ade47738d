"""Local knowledge: answers the owner wrote, found for a question by its words, never generated.

A knowledge file is YAML (JSON is YAML too): a list of entries, or ``{"entries": [...]}``, each
with a ``question``, optional ``also`` (other ways people ask it), an ``answer`` written to be
spoken, and an optional ``id``. docs/knowledge.md has the format, the method and its figures.

Matching is made for short spoken questions. By meaning: the cosine similarity of the question's
sentence embedding with each phrasing of an entry (engines/embedder.py). By words: each phrasing is
a set of stems, weighted by how rare they are across the knowledge; a question's word score for an
entry is the weighted overlap (Dice) with its closest phrasing, plus a smaller share of its overlap
with everything the entry says, answer included; words no entry uses count against every entry, so
a question about something else scores low everywhere. The two make one score from 0 to 1, which
is what lets one threshold mean the same for 50 entries and for 1,000.
"""
from __future__ import annotations

import math
import re
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path

from .grammar import normalize
from .knowledge_words import HOW, MAKE_UP, key, keys

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
    """An entry for a question: score 0-1 (meaning and words; words alone without the embedding
    model); words = the word score; phrasing = the entry's closest question."""
    entry: Entry
    score: float
    phrasing: str
    words: float = 0.0
    similarity: float = 0.0   # the cosine similarity with the closest phrasing
    foreign: str = ""         # words of the question the entry never uses that took from its score

    @property
    def sure(self) -> bool:
        return self.score >= SURE

    def to_json(self) -> dict:
        return {"id": self.entry.id, "score": round(self.score, 3), "question": self.entry.question,
                "source": self.entry.source}


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

# Chosen on the tuning questions (tests/data/knowledge-eval.jsonl, sets "tune", "heldout" and
# "heldout2", then "heldout3" and "heldout4"; docs/knowledge.md): the score is meaning and words together,
# (similarity + WORD_WEIGHT * word score) / (1 + WORD_WEIGHT), less FOREIGN times what the words
# the entry never uses take away from its similarity (Knowledge.foreign). An entry answers when
# its score is SURE, or FAIR and ahead of the next entry by MARGIN; a SURE answer also beats an
# intent the words only suggest ("what time do you close on saturday" is not get_time).
WORD_WEIGHT = 0.3
SURE, FAIR, MARGIN = 0.56, 0.47, 0.1
FOREIGN = 2.0
KINDRED = 0.45   # foreign words this close in meaning to the entry's closest phrasing say its thing another way
WORDS_ONLY = 0.5           # without the embedding model: the word score alone must reach this


@dataclass
class _Indexed:
    entry: Entry
    phrasings: list[tuple[str, frozenset]]
    profile: frozenset = field(default_factory=frozenset)


class Knowledge:
    """The entries, indexed for matching. embedder: an Embedder (engines/embedder.py) or None
    (words only: fewer paraphrases found, docs/knowledge.md)."""

    def __init__(self, entries: list[Entry], embedder=None, vectors: dict | None = None):
        self.entries = list(entries)
        self.embedder = embedder
        self._index = [_Indexed(e, [(p, frozenset(keys(p))) for p in (e.question, *e.also)],
                                frozenset(keys(" ".join((e.question, *e.also, e.answer)))))
                       for e in self.entries]
        self._pos = {e.id: i for i, e in enumerate(self.entries)}
        self._judged: dict[str, tuple] = {}    # text -> judge(text), the last 16
        self._judged_lock = threading.Lock()
        n = max(len(self._index), 1)
        df: dict[str, int] = {}
        for ix in self._index:
            for k in ix.profile:
                df[k] = df.get(k, 0) + 1
        self._idf = {k: math.log(1 + n / c) for k, c in df.items()}
        self._unknown = math.log(1 + n)
        self._posting: dict[str, list[int]] = {}
        for i, ix in enumerate(self._index):
            for k in ix.profile:
                self._posting.setdefault(k, []).append(i)
        self._vectors, self._owner = None, None
        if embedder is not None and self.entries:
            import numpy as np
            texts = [p for ix in self._index for p, _ in ix.phrasings]
            known = vectors or {}
            todo = [t for t in dict.fromkeys(texts) if t not in known]
            fresh = dict(zip(todo, embedder.embed(todo))) if todo else {}
            self._vectors = np.stack([known.get(t, fresh.get(t)) for t in texts]).astype(np.float32)
            self._owner = np.array([i for i, ix in enumerate(self._index) for _ in ix.phrasings])
            self._starts = np.flatnonzero(np.r_[True, self._owner[1:] != self._owner[:-1]])
            if todo:
                from ..sysinfo import trim_memory
                trim_memory()   # what embedding the phrasings in batches took

    def __len__(self) -> int:
        return len(self.entries)

    def vectors(self) -> dict:
        """phrasing -> vector, to build the next index without embedding them again."""
        if self._vectors is None:
            return {}
        texts = [p for ix in self._index for p, _ in ix.phrasings]
        return dict(zip(texts, self._vectors))

    def _w(self, k: str) -> float:
        return self._idf.get(k, self._unknown)

    def word_score(self, q: frozenset, i: int) -> tuple[float, str]:
        """0-1: the question's weighted word overlap with entry i's closest phrasing (and its answer)."""
        ix = self._index[i]
        qw = sum(self._w(k) for k in q)
        if not qw:
            return 0.0, ix.entry.question
        best, best_p = 0.0, ix.entry.question
        for p, pk in ix.phrasings:
            shared = sum(self._w(k) for k in q & pk)
            s = 2 * shared / (qw + sum(self._w(k) for k in pk)) if pk else 0.0
            if s > best:
                best, best_p = s, p
        share = sum(self._w(k) for k in q & ix.profile) / qw
        return 0.75 * best + 0.25 * share, best_p

    def ranked(self, text: str, limit: int = 3) -> list[Answer]:
        """The closest entries, best first: by meaning and words when the embedding model is
        loaded, else by words alone (score = word score)."""
        vector = None if self._vectors is None else self.embedder.embed([text])[0]
        return self._ranked(text, vector, limit)

    def _ranked(self, text: str, vector, limit: int) -> list[Answer]:
        q = frozenset(keys(text))
        cands = {i for k in q for i in self._posting.get(k, ())}
        words = {i: self.word_score(q, i) for i in cands}
        if vector is None:
            out = [Answer(self._index[i].entry, w, p, w) for i, (w, p) in words.items()]
            out.sort(key=lambda a: -a.score)
            return out[:limit]
        import numpy as np
        sims = self._vectors @ vector
        score = np.maximum.reduceat(sims, self._starts)    # each entry's closest phrasing
        for i, (w, _) in words.items():
            score[i] += WORD_WEIGHT * w
        score /= 1 + WORD_WEIGHT
        out = []
        for i in np.argsort(-score)[:limit]:
            mine = sims[self._starts[i]:self._starts[i] + len(self._index[i].phrasings)]
            out.append(Answer(self._index[i].entry, float(score[i]), self._index[i].phrasings[int(mine.argmax())][0],
                              words.get(int(i), (0.0,))[0], float(mine.max())))
        return out

    def foreign(self, words: list[str], tokens, answer: Answer) -> tuple[float, str]:
        """How much closer in meaning the question (words; tokens: Embedder.tokens of them)
        comes to the answer's entry without the words the entry never uses, and those words
        ("museum" in "does the museum open on sunday"; docs/knowledge.md). Which word, or run of
        them, to leave out is chosen on the mean of the other token vectors (no new pass); when
        their own token vectors are close to the entry's phrasing (KINDRED) they say its thing in
        other words ("laptop charger" for phone charging): no loss; otherwise the words without
        them are embedded again to measure it."""
        import numpy as np
        i = self._pos[answer.entry.id]
        odd = [w not in HOW and key(w) not in self._index[i].profile for w in words]
        spans = [(k, k + 1) for k, o in enumerate(odd) if o]
        k = 0
        while k < len(words):
            j = k
            while j < len(words) and odd[j]:
                j += 1
            if j - k > 1:
                spans.append((k, j))
            k = j + 1
        if not spans:
            return 0.0, ""
        mine = self._vectors[self._starts[i]:self._starts[i] + len(self._index[i].phrasings)]
        x, owner = tokens
        without = np.stack([x[(owner < a) | (owner >= b)].mean(0) for a, b in spans])
        without /= np.linalg.norm(without, axis=1, keepdims=True)
        a, b = spans[int((without @ mine.T).max(1).argmax())]
        alone = x[(owner >= a) & (owner < b)].mean(0)     # their own token vectors: no new pass
        if float((alone @ mine.T).max()) / float(np.linalg.norm(alone)) >= KINDRED:
            return 0.0, ""      # "laptop charger" for the phone charging, "was stolen" for the lost card
        rest = float((self.embedder.embed([" ".join(words[:a] + words[b:])])[0] @ mine.T).max())
        return max(rest - answer.similarity, 0.0), " ".join(words[a:b])

    def match(self, text: str) -> Answer | None:
        """The entry that answers text, or None when no entry is close enough (then: chat)."""
        closest, answers = self.judge(text)
        return closest if answers else None

    def judge(self, text: str) -> tuple[Answer | None, bool]:
        """The closest entry (its score less what its foreign words cost, which are in
        Answer.foreign) and whether it answers text. The last few are kept: the words the
        release confirms were usually judged already while the button was held."""
        with self._judged_lock:
            got = self._judged.get(text)
        if got is None:
            got = self._judge(text)
            with self._judged_lock:
                if len(self._judged) >= 16:
                    del self._judged[next(iter(self._judged))]
                self._judged[text] = got
        return got

    def _judge(self, text: str) -> tuple[Answer | None, bool]:
        if self._vectors is None:
            top = self._ranked(text, None, 1)
            return (top[0], top[0].score >= WORDS_ONLY) if top else (None, False)
        import numpy as np
        words = normalize(text).split()
        if not words or not self.entries:
            return None, False
        tokens = self.embedder.tokens(words)
        vector = tokens[0].mean(0)
        top = self._ranked(text, vector / np.linalg.norm(vector), 2)
        a = top[0]
        ahead = a.score - (top[1].score if len(top) > 1 else 0.0)
        if a.score < FAIR or (a.score < SURE and ahead < MARGIN):
            return a, False   # the foreign words can only lower it
        off, odd = self.foreign(words, tokens, a)
        a = replace(a, score=a.score - FOREIGN * off, foreign=odd if off > 0 else "")
        fair = a.score >= FAIR and ahead >= MARGIN and not MAKE_UP.match(" ".join(words))
        return a, a.score >= SURE or fair
