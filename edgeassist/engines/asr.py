"""Speech recognition behind one small interface; the engine is chosen by asr.engine."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol


class AsrError(Exception):
    """A recognizer could not load or run; the message names the model or file."""


@dataclass
class Transcript:
    text: str
    words: list[dict] = field(default_factory=list)   # {"word", "start", "end"} when asked for
    raw: str = ""                                      # before snapping to a phrase (phrase mode)


def snap(text: str, phrases: list[str] | None, at_least: float = 0.5) -> str:
    """In phrase mode the decoder may string words of several phrases together; the answer is
    the one phrase closest to what it heard (or nothing, when none is close)."""
    if not phrases or not text:
        return text
    import difflib
    best = max(phrases, key=lambda p: difflib.SequenceMatcher(None, text, p).ratio())
    return best if difflib.SequenceMatcher(None, text, best).ratio() >= at_least else ""


class Recognizer(Protocol):
    engine: str

    def start(self, phrases: list[str] | None = None) -> None:
        """Begin an utterance; with phrases, recognise only those."""

    def feed(self, pcm: bytes) -> str | None:
        """16 kHz mono int16 audio; returns the partial text when it changed."""

    def finish(self) -> Transcript:
        """End the utterance and return the final text."""


def load_phrases(path: str | Path) -> list[str]:
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise AsrError(f"{p}: no such phrases file") from None
    except (OSError, ValueError) as e:
        raise AsrError(f"{p}: not a JSON list of phrases ({e})") from None
    if not isinstance(data, list) or not all(isinstance(x, str) and x.strip() for x in data) or not data:
        raise AsrError(f"{p}: must be a JSON list of non-empty phrases")
    return [" ".join(x.lower().split()) for x in data]


def create(engine: str, model_dir: Path, word_timings: bool = False, cache_dir: Path | None = None) -> Recognizer:
    """Load the model once (at start-up). cache_dir: where pocketsphinx keeps its dictionary cut
    to the language model's words (built on first use)."""
    if not model_dir.is_dir():
        raise AsrError(f"{model_dir}: {engine} model directory is missing")
    if engine == "vosk":
        from .vosk import VoskRecognizer
        return VoskRecognizer(model_dir, word_timings)
    if engine == "pocketsphinx":
        from .pocketsphinx import SphinxRecognizer
        return SphinxRecognizer(model_dir, word_timings, cache_dir)
    raise AsrError(f"unknown ASR engine {engine!r}")


def transcribe(rec: Recognizer, pcm, phrases: list[str] | None = None) -> dict:
    """A whole 16 kHz utterance through a loaded recognizer, 100 ms at a time as if spoken:
    {text, engine, partials, timings, words?}. Raises AsrError (e.g. phrases it cannot use)."""
    import time
    rec.start(phrases)
    partials = []
    t0 = time.perf_counter()
    for i in range(0, len(pcm), 1600):
        p = rec.feed(pcm[i:i + 1600].tobytes())
        if p:
            partials.append(p)
    t1 = time.perf_counter()
    tr = rec.finish()
    t2 = time.perf_counter()
    out = {"text": tr.text, "engine": rec.engine, "partials": partials,
           "timings": {"audio_ms": round(len(pcm) / 16, 1), "decode_ms": round((t1 - t0) * 1000, 1),
                       "final_after_end_ms": round((t2 - t1) * 1000, 1)}}
    if tr.words:
        out["words"] = tr.words
    return out
