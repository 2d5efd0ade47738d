"""Cutting streamed reply text into sentences, so that speech can start after the first one."""
from __future__ import annotations

import re

ABBREVIATIONS = frozenset("""mr mrs ms dr prof sr jr st vs etc e.g i.e a.m p.m approx no fig mt ft
jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k""".split())
_END = re.compile(r"[.!?]+[\"')\]]*(?=\s)")


class SentenceChunker:
    """feed() text as it streams; get back the sentences completed so far. flush() at the end."""

    def __init__(self, min_chars: int = 2, first_piece_words: int = 0):
        """first_piece_words: hand out the start of the first sentence early, at its first clause
        break (after >= 3 words) or after this many words, so that speech can start before the
        model finished the sentence (speech is cut into such pieces anyway)."""
        self.buf = ""
        self.min_chars = min_chars
        self.first_piece_words = first_piece_words
        self._given = False

    def feed(self, text: str) -> list[str]:
        self.buf += text
        out = self._sentences()
        if out:
            self._given = True
        elif self.first_piece_words and not self._given:
            piece = self._first_piece()
            if piece:
                self._given = True
                out = [piece]
        return out

    def _first_piece(self) -> str | None:
        words = list(re.finditer(r"\S+", self.buf))
        for i, w in enumerate(words[:-1]):      # a word is complete once the next one began
            if i >= 2 and w.group()[-1] in ",;:" and not w.group()[-2:-1].isdigit():
                end = w.end()
                break
            if i + 1 >= self.first_piece_words:
                end = w.end()
                break
        else:
            return None
        piece, self.buf = self.buf[:end].strip(), self.buf[end:].lstrip()
        return piece

    def _sentences(self) -> list[str]:
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


def reply_pieces(text: str, first_piece_words: int) -> list[str]:
    """A whole reply cut as a streamed one is: its first clause (or first_piece_words words) on
    its own, so that it sounds while the rest is synthesised; then sentences."""
    c = SentenceChunker(first_piece_words=first_piece_words)
    out: list[str] = []
    for word in re.findall(r"\S+\s*", text + " "):
        out += c.feed(word)
    return out + c.flush()
