"""Speech read by a hub's Wyoming ASR service ([asr] engine = "wyoming", asr.server =
"tcp://hub:10300"): wyoming-faster-whisper, or another edgeassist's Wyoming endpoint. The audio is
streamed while the button is held (``transcribe``, ``audio-start``, ``audio-chunk``s, ``audio-stop``,
then the ``transcript``), and kept here too: when the service is down, hangs, or has not answered
within ``timeout_s`` of the release, the board's own recogniser reads the kept audio instead, and
no utterance waits for the service until it answers a ``describe`` again (asked every ``retry_s``).
Phrase mode (a phrase list) is always the board's: Wyoming has no phrase lists.
"""
from __future__ import annotations

import logging
import socket
import threading
import time
from urllib.parse import urlparse

from .recognizer import AsrError, Recognizer, Transcript

log = logging.getLogger(__name__)
RATE, WIDTH, CHANNELS = 16000, 2, 1


class Link:
    """The service's address and whether it answers; shared by a recogniser and its forks (and
    by the voice of engines/wyoming_tts.py: key names the setting, doing what the board does)."""

    def __init__(self, uri: str, timeout_s: float, retry_s: float, key: str = "asr.server",
                 doing: str = "reads the speech", error: type[Exception] = AsrError):
        u = urlparse(uri)
        if u.scheme != "tcp" or not u.hostname or not u.port:
            raise error(f"{key} {uri!r}: must be tcp://HOST:PORT")
        self.key, self.doing = key, doing
        self.uri, self.host, self.port = uri, u.hostname, u.port
        self.timeout_s, self.retry_s = timeout_s, retry_s
        self.up, self.last_error, self.since = True, "", time.time()
        self.calls = {"hub": 0, "failed": 0}
        self._lock = threading.Lock()
        self._probe: threading.Thread | None = None
        self._stop = threading.Event()

    def status(self) -> dict:
        return {"uri": self.uri, "state": "up" if self.up else "down", "since": round(self.since, 3),
                "last_error": self.last_error, "calls": dict(self.calls)}

    def connect(self) -> socket.socket:
        return socket.create_connection((self.host, self.port), timeout=self.timeout_s)

    def down(self, why: str) -> None:
        with self._lock:
            self.calls["failed"] += 1
            self.last_error = why
            if self.up:
                self.up, self.since = False, time.time()
                log.warning("%s %s is down (%s): the board %s until it is back", self.key, self.uri, why, self.doing)
            if self._probe is None or not self._probe.is_alive():
                self._probe = threading.Thread(target=self._probe_until_up, name=f"{self.key}-probe", daemon=True)
                self._probe.start()

    def _probe_until_up(self) -> None:
        while not self._stop.wait(self.retry_s):
            try:
                if self.describe():
                    with self._lock:
                        self.up, self.since = True, time.time()
                    log.info("%s %s is back", self.key, self.uri)
                    return
            except (OSError, ValueError) as e:
                self.last_error = f"{type(e).__name__}: {e}"

    def describe(self) -> bool:
        """Whether the service answers a `describe` with its `info` now (OSError / ValueError when
        it cannot be reached or read; each read waits at most timeout_s)."""
        from wyoming.event import Event
        with self.connect() as s:
            s.settimeout(self.timeout_s)
            f = s.makefile("rwb")
            _write(f, Event("describe"))
            event = _read(f)
        return event is not None and event.type == "info"

    def close(self) -> None:
        self._stop.set()


class WyomingRecognizer:
    """A Recognizer (engines/recognizer.py) that asks the service, the board's own as its fallback."""
    engine = "wyoming"

    def __init__(self, link: Link, local: Recognizer, language: str = "en"):
        self.link, self.local, self.language = link, local, language
        self._pcm = bytearray()
        self._phrases: list[str] | None = None
        self._file = None
        self._sock: socket.socket | None = None
        self._failed = ""
        self.last_by = "board"

    def bias(self, vocabulary) -> None:
        self.local.bias(vocabulary)

    def fork(self) -> "WyomingRecognizer":
        return WyomingRecognizer(self.link, self.local.fork(), self.language)

    def start(self, phrases: list[str] | None = None, live: bool = True) -> None:
        """No network here (start runs where the button is pressed): the first feed connects."""
        self._close()
        self._pcm = bytearray()
        self._phrases, self._failed = phrases, ""
        self._opened = False

    def feed(self, pcm: bytes) -> str | None:
        self._pcm += pcm
        if self._phrases or not self.link.up or self._failed:
            return None
        from wyoming.audio import AudioChunk, AudioStart
        from wyoming.asr import Transcribe
        try:
            if not self._opened:
                self._opened = True
                self._sock = self.link.connect()
                self._file = self._sock.makefile("rwb")
                _write(self._file, Transcribe(language=self.language).event())
                _write(self._file, AudioStart(rate=RATE, width=WIDTH, channels=CHANNELS).event())
                pcm = bytes(self._pcm)          # what came before the connection too
            _write(self._file, AudioChunk(rate=RATE, width=WIDTH, channels=CHANNELS, audio=bytes(pcm)).event())
        except OSError as e:
            self._fail(f"{type(e).__name__}: {e}")
        return None

    def finish(self) -> Transcript:
        if not self._phrases and self.link.up and not self._failed and self._file is not None:
            from wyoming.asr import Transcript as WTranscript
            from wyoming.audio import AudioStop
            try:
                _write(self._file, AudioStop().event())
                end = time.monotonic() + self.link.timeout_s
                while True:
                    self._sock.settimeout(max(0.05, end - time.monotonic()))
                    event = _read(self._file)
                    if event is None:
                        raise ConnectionError("closed before the transcript")
                    if WTranscript.is_type(event.type):
                        text = " ".join(WTranscript.from_event(event).text.split())
                        self._close()
                        self.link.calls["hub"] += 1
                        self.last_by = "hub"
                        return Transcript(text=text, raw=text)
            except (OSError, ValueError) as e:
                self._fail(f"{type(e).__name__}: {e}")
        return self._read_here()

    def _read_here(self) -> Transcript:
        """The board's recogniser over the audio kept, 100 ms at a time."""
        self._close()
        self.last_by = "board"
        self.local.start(self._phrases, live=False) if _takes_live(self.local) else self.local.start(self._phrases)
        step = RATE * WIDTH // 10
        for i in range(0, len(self._pcm), step):
            self.local.feed(bytes(self._pcm[i:i + step]))
        return self.local.finish()

    def _fail(self, why: str) -> None:
        self._failed = why
        self._close()
        self.link.down(why)

    def _close(self) -> None:
        for x in (self._file, self._sock):
            if x is not None:
                try:
                    x.close()
                except OSError:
                    pass
        self._file = self._sock = None


def _takes_live(rec) -> bool:
    import inspect
    try:
        return "live" in inspect.signature(rec.start).parameters
    except (TypeError, ValueError):
        return False


def _write(f, event) -> None:
    from wyoming.event import write_event
    write_event(event, f)
    f.flush()


def _read(f):
    from wyoming.event import read_event
    return read_event(f)
