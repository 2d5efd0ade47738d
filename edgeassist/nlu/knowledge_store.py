"""The knowledge the daemon answers from: the config's files, plus entries added through the API
(kept in the state directory). Each change builds a new index and swaps it in whole, so a
question is always matched against one consistent set; a file that fails to load changes nothing.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import threading
import time
from collections import deque
from pathlib import Path

from .knowledge import ASK, OUTSIDE, UNSURE, Answer, Entry, Knowledge, KnowledgeError, load_file, parse_entry

log = logging.getLogger(__name__)
STATE_FILE = "knowledge.json"
MAX_ADDED = 1000
MISSES_KEPT = 50        # the latest questions that got the fallback line (`knowledge misses`)
PENDING_S = 30.0        # a question asked back waits this long for its yes or no
YES = re.compile(r"^(?:(?:oh |um |uh |well )?(?:yes|yeah|yep|yup|yes please|sure|right|correct|exactly|"
                 r"indeed|that's it|that's right|that is right|i do|i did|uh huh|of course|please)(?: please| thanks| thank you)?)$")
NO = re.compile(r"^(?:(?:oh |um |uh |well )?(?:no|nope|nah|no thanks|no thank you|not really|not quite|"
                r"wrong|neither|i don't|i didn't|no that's not it|that's not it|not that))$")


def yes_or_no(norm: str) -> bool | None:
    """True for a plain yes, False for a plain no, None for anything else (a new question)."""
    return True if YES.match(norm) else False if NO.match(norm) else None


class KnowledgeStore:
    def __init__(self, files: list[str], state_dir: Path | None = None, embedder=None,
                 cache_dir: Path | None = None, fallback: str = "", ask_back: bool = False):
        """embedder: an Embedder, or a function making one (called when the first entry comes:
        a daemon without knowledge does not hold the model's ~45 MB), or None (words alone).
        fallback: the owner's line for a question about the knowledge that no entry is sure of
        ("" = such questions go to chat); ask_back: ask "Do you mean ...?" when the closest
        entry is more likely right than wrong but not sure."""
        self.files = list(files)
        self.fallback, self.ask_back = fallback.strip(), ask_back
        self._pending: tuple[Entry, float, str] | None = None    # asked back about: entry, when, the question
        self._misses: deque = deque(maxlen=MISSES_KEPT)
        self.state_dir, self.cache_dir = state_dir, cache_dir
        self._make_embedder = embedder if callable(embedder) and not hasattr(embedder, "embed") else None
        self.embedder = None if self._make_embedder else embedder
        self._lock = threading.Lock()
        self._from_files: list[Entry] = []
        self._added: dict[str, Entry] = self._load_added()
        self.index = Knowledge([], self.embedder)

    # ------------------------------------------------------------------ loading

    def reload(self, files: list[str] | None = None) -> int:
        """(Re)read the files; on any error raise KnowledgeError and keep what was loaded."""
        files = self.files if files is None else list(files)
        entries: list[Entry] = []
        seen: dict[str, str] = {}
        for f in files:
            for e in load_file(f):
                if e.id in seen:
                    raise KnowledgeError(f"{f}: entry id {e.id!r} is already used in {seen[e.id]}")
                seen[e.id] = f
                entries.append(e)
        with self._lock:
            clash = [i for i in self._added if i in seen]
            if clash:
                raise KnowledgeError(f"{seen[clash[0]]}: entry id {clash[0]!r} is also an entry added through "
                                     "the API (knowledge.remove it, or rename one)")
            self.files, self._from_files = files, entries
            self._rebuild()
        return len(self.index)

    def _rebuild(self) -> None:
        entries = self._from_files + list(self._added.values())
        if entries and self._make_embedder is not None:
            self.embedder, self._make_embedder = self._make_embedder(), None
        old = self.index.vectors() or self._cached_vectors()
        self.index = Knowledge(entries, self.embedder, old)
        self._save_vectors()

    # ------------------------------------------------------------------ the API's entries

    def add(self, items: list) -> list[str]:
        """Validate every entry first (KnowledgeError naming the entry and field), then add or
        replace them together and persist them."""
        new = [parse_entry(item, f"knowledge.add: entries[{n}]", "api") for n, item in enumerate(items)]
        with self._lock:
            from_files = {e.id: e.source for e in self._from_files}
            for e in new:
                if e.id in from_files:
                    raise KnowledgeError(f"knowledge.add: entry id {e.id!r} comes from {from_files[e.id]}; "
                                         "edit that file, or choose another id")
            added = dict(self._added)
            added.update({e.id: e for e in new})
            if len(added) > MAX_ADDED:
                raise KnowledgeError(f"knowledge.add: at most {MAX_ADDED} entries can be added through the API")
            self._added = added
            self._persist()
            self._rebuild()
        return [e.id for e in new]

    def remove(self, ids: list[str]) -> list[str]:
        """Remove entries added through the API; an id from a file is an error naming the file."""
        with self._lock:
            from_files = {e.id: e.source for e in self._from_files}
            for i in ids:
                if i in from_files and i not in self._added:
                    raise KnowledgeError(f"knowledge.remove: entry {i!r} comes from {from_files[i]}; edit that file")
            removed = [i for i in ids if self._added.pop(i, None) is not None]
            if removed:
                self._persist()
                self._rebuild()
        return removed

    def entries(self) -> list[Entry]:
        return list(self.index.entries)

    def match(self, text: str) -> Answer | None:
        return self.index.match(text)

    def judge(self, text: str) -> tuple[Answer | None, str]:
        """The closest entry and what to do: ANSWER, ASK (only with ask_back), UNSURE (only
        with a fallback line) or OUTSIDE (chat)."""
        a, verdict = self.index.judge(text)
        if verdict == ASK and not self.ask_back:
            verdict = UNSURE
        if verdict == UNSURE and not self.fallback:
            verdict = OUTSIDE
        return a, verdict

    # ------------------------------------------------------------------ the turns

    def pending(self) -> Entry | None:
        """The entry of the question asked back in the last turn, while it waits for a yes or no."""
        p = self._pending
        return p[0] if p is not None and time.monotonic() - p[1] < PENDING_S else None

    def settle(self, text: str, knowledge: dict | None) -> None:
        """The final understanding of a turn (its `knowledge` field): a question asked back
        waits for the next turn, anything else ends what was pending; a fallback is kept as a miss."""
        verdict = (knowledge or {}).get("verdict")
        before, entry = self._pending, None
        if verdict == ASK:
            entry = next((e for e in self.index.entries if e.id == knowledge["closest"]["id"]), None)
        self._pending = (entry, time.monotonic(), text) if entry is not None else None
        if verdict == "fallback":
            closest = knowledge.get("closest")
            if closest is None and before is not None:    # a "no" to the question asked back
                text, closest = before[2], {"id": before[0].id}
            closest = closest or {}
            self._misses.append({"text": text, "t": round(time.time(), 1),
                                 "closest": closest.get("id"), "score": closest.get("score")})

    def misses(self) -> list[dict]:
        """The latest questions that got the fallback line, newest last: add the ones that an
        entry should answer to its `also`."""
        return list(self._misses)

    # ------------------------------------------------------------------ persistence

    def _load_added(self) -> dict[str, Entry]:
        if not self.state_dir:
            return {}
        p = self.state_dir / STATE_FILE
        try:
            data = json.loads(p.read_text())
            return {e.id: e for e in (parse_entry(d, f"{p}: entry {n}", "api")
                                      for n, d in enumerate(data.get("entries", []), 1))}
        except FileNotFoundError:
            return {}
        except (OSError, ValueError, AttributeError, KnowledgeError) as e:
            log.error("ignoring the unreadable knowledge added through the API, %s (%s)", p, e)
            return {}

    def _persist(self) -> None:
        if not self.state_dir:
            return
        p = self.state_dir / STATE_FILE
        tmp = p.with_suffix(".tmp")
        data = {"entries": [{"id": e.id, "question": e.question, "also": list(e.also), "answer": e.answer}
                            for e in self._added.values()]}
        try:
            tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False))
            os.replace(tmp, p)
        except OSError as e:
            raise KnowledgeError(f"cannot save the knowledge to {p}: {e.strerror}") from None

    def _vector_file(self) -> Path | None:
        """The cache of embedded phrasings: their texts in JSON, the vectors raw float32 beside
        it (.f32) — nothing that can build objects from data (no pickle, no np.load)."""
        if not self.cache_dir or self.embedder is None:
            return None
        model = hashlib.sha1(str(self.embedder.model_dir).encode()).hexdigest()[:8]
        return self.cache_dir / f"knowledge-vectors-{model}.json"

    def _cached_vectors(self) -> dict:
        """Vectors of phrasings embedded before (a thousand entries take seconds to embed)."""
        p = self._vector_file()
        if p is None or not p.exists():
            return {}
        try:
            import numpy as np
            texts = json.loads(p.read_text())["texts"]
            vectors = np.fromfile(p.with_suffix(".f32"), np.float32)
            if not isinstance(texts, list) or not texts or vectors.size % len(texts):
                return {}
            return dict(zip(texts, vectors.reshape(len(texts), -1)))
        except (OSError, ValueError, KeyError, TypeError) as e:
            log.debug("knowledge vector cache %s not used: %s", p, e)
            return {}

    def _save_vectors(self) -> None:
        p = self._vector_file()
        vectors = self.index.vectors()
        if p is None or not vectors:
            return
        import numpy as np
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
            raw = p.with_suffix(".f32")
            np.stack(list(vectors.values())).astype(np.float32).tofile(raw.with_name(raw.name + ".tmp"))
            p.with_name(p.name + ".tmp").write_text(json.dumps({"texts": list(vectors)}))
            os.replace(raw.with_name(raw.name + ".tmp"), raw)
            os.replace(p.with_name(p.name + ".tmp"), p)
        except OSError as e:
            log.debug("knowledge vectors not cached in %s: %s", p, e)
