"""Cutting streamed reply text into sentences, so that speech can start after the first one."""
from __future__ import annotations

import re

ABBREVIATIONS = frozenset("""mr mrs ms dr prof sr jr st vs etc e.g i.e a.m p.m approx no fig mt ft
jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k""".split())
_END = re.compile(r"[.!?]+[\"')\]]*(?=\s)")


class SentenceChunker:
    """feed() text as it streams; get back the sentences completed so far. flush() at the end."""

    def __init__(self, min_chars: int = 2):
        self.buf = ""
        self.min_chars = min_chars

    def feed(self, text: str) -> list[str]:
        self.buf += text
        out = []
        start = 0
        for m in _END.finditer(self.buf):
            end = m.end()
            candidate = self.buf[start:end].strip()
            if not self._is_boundary(self.buf, m.start(), m.group()):
                continue
            if len(candidate) >= self.min_chars:
                out.append(candidate)
                start = end
        self.buf = self.buf[start:].lstrip() if start else self.buf
        return out

    def flush(self) -> list[str]:
        rest = self.buf.strip()
        self.buf = ""
        return [rest] if rest else []

    @staticmethod
    def _is_boundary(buf: str, i: int, mark: str) -> bool:
        if mark.startswith("."):
            word = re.search(r"([A-Za-z.]+)$", buf[:i])
            w = word.group(1).lower() if word else ""
            if w.rstrip(".") in ABBREVIATIONS or w in ABBREVIATIONS:
                return False
            if len(w) == 1 and w.isalpha() and buf[:i][-1:].isupper():  # an initial: "J. R. Tolkien"
                return False
        return True


def split_sentences(text: str) -> list[str]:
    c = SentenceChunker()
    return c.feed(text + " ") + c.flush()
