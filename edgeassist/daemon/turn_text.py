"""A turn's words and what the protocol says of them: a reply in the pieces it is spoken in, the
wake phrase taken off a hands-free turn, an understanding's error code and timings."""
from __future__ import annotations


def _spoken_pieces(reply: str) -> list[str]:
    """A reply as it is spoken: the first clause on its own (what the speculation prepares, so a
    long stored answer sounds as soon as a short built-in one), then sentences."""
    from ..nlu.chunker import reply_pieces
    from ..nlu.understand import FIRST_PIECE_WORDS
    return reply_pieces(reply, FIRST_PIECE_WORDS) or [reply]


def error_code(e: Exception) -> str:
    """The protocol's error code of a failure to understand (docs/protocol.md)."""
    from ..engines.llama import Cancelled, TimedOut
    from ..nlu.understand import UnderstandError
    if isinstance(e, UnderstandError):
        return "bad_text"
    return "cancelled" if isinstance(e, Cancelled) else "timeout" if isinstance(e, TimedOut) else "llm_failed"


def timings_ms(u) -> dict:
    """An understanding's timings as the protocol gives them: {name_ms: milliseconds}."""
    return {k[:-2] + "_ms": round(v * 1000, 1) for k, v in u.timings.items() if k.endswith("_s")}


def wake_words(word: str) -> set[str]:
    """The words of a wake phrase as a recogniser may write them ("okay_nabu" -> okay, ok, nabu)."""
    from pathlib import Path
    words = {w for w in Path(word).stem.lower().split("_") if w}
    return words | ({"ok"} if "okay" in words else set())


def without_wake(text: str, words: set[str] | None) -> str:
    """A hands-free turn's words without the end of the wake phrase it may begin with (its
    pre-roll starts before the detection): "Nabu, quiet." -> "quiet."."""
    if not words:
        return text
    import re
    tokens = text.split()
    i = 0
    while i < len(tokens) and re.sub(r"[^\w']", "", tokens[i].lower()) in words:
        i += 1
    return " ".join(tokens[i:]).lstrip(" ,.;:!?-") if i else text
