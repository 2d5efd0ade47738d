"""What every speech recognizer is and gives: the interface the listen stage and the daemon use,
the transcript, the error type, and the phrase-list snap. Engines import this module only."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Protocol


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

    def fork(self) -> "Recognizer":
        """Another recognizer for utterances of its own (a file transcribed while the microphone
        listens), sharing the loaded model where the engine allows it."""

    def bias(self, vocabulary: Callable[[], frozenset[str]]) -> None:
        """The words of the registered commands (asked for at each utterance): an engine that can
        prefer them among hypotheses it finds about as likely does (Whisper); others ignore it."""
