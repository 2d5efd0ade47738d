"""Speech made by a hub's Wyoming TTS service ([tts] engine = "wyoming", tts.server =
"tcp://hub:10200"): wyoming-piper, or any service that answers ``synthesize`` with ``audio-start``,
``audio-chunk``s and ``audio-stop``. Each piece of a reply (the speak stage already cuts replies
into sentences and short pieces) is one request; its audio is taken whole before any of it is
played, so a service that fails, hangs or is late (no audio within ``timeout_s``, or a pause that
long in the middle) costs nothing but the wait: the board's own Piper voice says the same piece at
once, and no piece waits for the service again until it answers a ``describe`` (asked every
``retry_s``). Audio at another rate is resampled to the board voice's rate, so the speaker's
stream never changes mid-reply.
"""
from __future__ import annotations

import logging
from typing import Iterator

import numpy as np

from .piper import TtsError
from .wyoming_asr import Link, _read, _write

log = logging.getLogger(__name__)


def tts_link(uri: str, timeout_s: float, retry_s: float) -> Link:
    return Link(uri, timeout_s, retry_s, key="tts.server", doing="speaks with its own voice", error=TtsError)


class WyomingTts:
    """The voice interface of engines/piper.PiperTts (rate, sentences, warm_up), asking the
    service first and the board's voice (``local``) whenever it cannot."""

    def __init__(self, link: Link, local, voice: str = ""):
        self.link, self.local, self.voice = link, local, voice
        self.rate = local.rate
        self.last_by = "board"

    def warm_up(self) -> None:
        self.local.warm_up()

    def sentences(self, text: str) -> Iterator[np.ndarray]:
        if self.link.up:
            try:
                audio = self._ask(text)
            except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:  # what a bad service sends
                self.link.down(f"{type(e).__name__}: {e}")
            else:
                self.link.calls["hub"] += 1
                self.last_by = "hub"
                if len(audio):
                    yield audio
                return
        self.last_by = "board"
        yield from self.local.sentences(text)

    def _ask(self, text: str) -> np.ndarray:
        """The service's audio for text, int16 mono at self.rate; OSError / ValueError when it
        cannot give it in time (each read waits at most timeout_s)."""
        from wyoming.audio import AudioChunk, AudioStart, AudioStop
        from wyoming.error import Error
        from wyoming.tts import Synthesize, SynthesizeVoice
        chunks: list[bytes] = []
        rate = width = channels = None
        with self.link.connect() as sock:
            sock.settimeout(self.link.timeout_s)
            f = sock.makefile("rwb")
            _write(f, Synthesize(text=text, voice=SynthesizeVoice(name=self.voice) if self.voice else None).event())
            while True:
                event = _read(f)
                if event is None:
                    raise ConnectionError("closed before the end of the audio")
                if AudioStart.is_type(event.type):
                    start = AudioStart.from_event(event)
                    rate, width, channels = start.rate, start.width, start.channels
                elif AudioChunk.is_type(event.type):
                    chunk = AudioChunk.from_event(event)
                    rate, width, channels = chunk.rate, chunk.width, chunk.channels
                    chunks.append(chunk.audio)
                elif AudioStop.is_type(event.type):
                    break
                elif Error.is_type(event.type):
                    raise ValueError(f"the service says: {Error.from_event(event).text}")
        if not chunks:
            return np.zeros(0, dtype=np.int16)
        if width != 2 or channels != 1 or not isinstance(rate, int) or not 4000 <= rate <= 192000:
            raise ValueError(f"audio of {rate!r} Hz, {width!r} bytes a sample, {channels!r} channels: "
                             "want 16-bit mono")
        audio = np.frombuffer(b"".join(chunks), dtype="<i2")
        if rate != self.rate:
            import soxr
            audio = soxr.resample(audio, rate, self.rate, quality="HQ").astype(np.int16)
        return audio


def build(cfg, local) -> WyomingTts:
    """The voice of [tts] engine = "wyoming" around the board's own (raises TtsError)."""
    t = cfg.tts
    if not t.server:
        raise TtsError('tts.engine wyoming needs tts.server = "tcp://HOST:PORT"')
    return WyomingTts(tts_link(t.server, t.server_timeout_s, t.server_retry_s), local, t.server_voice)
