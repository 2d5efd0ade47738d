"""Speaking: sentences go in (all at once or one by one as a model produces them), each is
normalised, synthesised and queued for playback while the next is synthesised; stop() drops it all."""
from __future__ import annotations

import collections
import logging
import queue
import threading
import time
from typing import Callable

from ..nlu.chunker import split_sentences
from ..speech.normalize import speakable

log = logging.getLogger(__name__)
_FLUSH = object()
_QUIT = object()


class _Prepare(str):
    """Text to synthesise ahead of time (speculation) without playing it."""


MAX_PIECE_WORDS = 6   # tts.max_piece_words
CHARS_PER_WORD = 6    # a piece's length is also bounded in characters (long words take longer to say)


def pieces(text: str, limit: int = MAX_PIECE_WORDS) -> list[str]:
    """A sentence cut at commas (and, failing that, evenly) into pieces Piper synthesises one at
    a time: its memory grows with the audio of one piece (~27 MB per second here; a 40-word
    sentence took 230 MB), and a short first piece starts sounding sooner. A piece holds at most
    `limit` words and limit * CHARS_PER_WORD characters; a sentence up to 2 words (and a word's
    characters) longer stays whole ("It is three oh five P M.")."""
    import re
    budget = limit * CHARS_PER_WORD
    if len(text.split()) <= limit + 2 and len(text) <= budget + CHARS_PER_WORD:
        return [text]
    clauses = [c.strip() for c in re.split(r"(?<=[,;:])\s+", text) if c.strip()]
    out: list[str] = []
    for c in clauses:
        words = c.split()
        if out and len(out[-1].split()) + len(words) <= limit and len(out[-1]) + 1 + len(c) <= budget:
            out[-1] += " " + c          # short clauses stay together
            continue
        n = max(-(-len(words) // limit), -(-len(c) // budget))   # pieces of even length, none tiny
        while True:
            size = -(-len(words) // n)
            cut = [" ".join(words[i:i + size]) for i in range(0, len(words), size)]
            if size == 1 or all(len(p) <= budget for p in cut):
                break
            n += 1
        out += cut
    return out


def joined_pieces(sentences: list[str], max_words: int) -> list[tuple[int, str]]:
    """(sentence number, text) to synthesise one request each: the first piece the daemon would
    speak alone (pieces(): cut at commas, <= max_words words), so the first audio leaves
    early; after it, a sentence's pieces joined up to 2 * max_words words, since each request
    costs the board some CPU beside the synthesis (Piper's memory still grows with one unit's
    audio only)."""
    out: list[tuple[int, str]] = []
    for n, sentence in enumerate(sentences):
        for piece in pieces(sentence, max_words):
            if len(out) > 1 and out[-1][0] == n and len((out[-1][1] + " " + piece).split()) <= 2 * max_words:
                out[-1] = (n, out[-1][1] + " " + piece)      # never into the first: it leaves early
            else:
                out.append((n, piece))
    return out


def trim_lead(pcm, rate: int, floor: int = 100, keep_s: float = 0.01):
    """Drop the near-silence (below -50 dBFS) a voice puts before its first sound, keeping 10 ms:
    Piper starts every sentence with 30-65 ms of it, heard as that much more delay."""
    import numpy as np
    loud = np.flatnonzero(np.abs(pcm.astype(np.int32)) > floor)
    if not len(loud):
        return pcm
    return pcm[max(0, int(loud[0]) - int(keep_s * rate)):]


class Speaker:
    def __init__(self, tts, output, on_event: Callable[[str, dict], None] | None = None,
                 max_piece_words: int = MAX_PIECE_WORDS):
        self.tts, self.output = tts, output
        self.max_piece_words = max_piece_words
        self.on_event = on_event or (lambda kind, data: None)
        self._q: queue.Queue = queue.Queue()
        self._generation = 0
        self._lock = threading.Lock()
        self.last_progress = time.monotonic()
        self.speaking_id: str | None = None      # the turn being synthesised
        self._open: dict[str, int | None] = {}    # turns started (tts.start) and not yet ended: the device's underflows then
        self._synth_idle = threading.Event()
        self._synth_idle.set()
        self._ready: collections.OrderedDict[str, list] = collections.OrderedDict()   # speakable text -> audio
        # The device's callback only notes a turn's first sample here; the report is made on
        # thread "first-audio", so no listener's Python runs inside the audio callback.
        self._firsts: queue.SimpleQueue = queue.SimpleQueue()
        if hasattr(output, "on_first_sample"):
            output.on_first_sample = lambda uid, t: self._firsts.put((uid, t))
        self._thread = threading.Thread(target=self._run, name="tts", daemon=True)
        self._thread.start()
        self._reporter = threading.Thread(target=self._report_firsts, name="first-audio", daemon=True)
        self._reporter.start()

    def say(self, text: str, utterance_id: str = "", final: bool = True) -> None:
        """Speak text (cut into sentences here); final=False leaves the turn open for more."""
        for sent in split_sentences(text):
            self.sentence(sent, utterance_id)
        if final:
            self.end_turn(utterance_id)

    def sentence(self, text: str, utterance_id: str = "") -> None:
        with self._lock:
            self._synth_idle.clear()
            self._q.put((self._generation, utterance_id, text))

    def prepare(self, text: str) -> None:
        """Synthesise text now and keep it; when the same sentence is said soon, it plays at once."""
        with self._lock:
            self._q.put((self._generation, None, _Prepare(text)))

    def end_turn(self, utterance_id: str = "") -> None:
        with self._lock:
            self._synth_idle.clear()
            self._q.put((self._generation, utterance_id, _FLUSH))

    def stop(self) -> None:
        """Barge-in: drop queued sentences, stop synthesis between sentences, silence the speaker."""
        with self._lock:
            self._generation += 1
            while True:
                try:
                    self._q.get_nowait()
                except queue.Empty:
                    break
        self.output.stop()
        self.speaking_id = None
        with self._lock:
            ended, self._open = list(self._open), {}
        for uid in ended:
            self.on_event("tts.end", {"id": uid, "interrupted": True})

    def close(self, timeout: float = 1.0) -> None:
        """Silence, and end the synthesis thread (waiting up to timeout for what it is doing)."""
        self.stop()
        with self._lock:
            self._q.put((self._generation, None, _QUIT))
        self._firsts.put(None)
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def wait_done(self, timeout: float = 30.0) -> bool:
        """Until everything queued was synthesised and played."""
        deadline = time.monotonic() + timeout
        if not self._synth_idle.wait(timeout):
            return False
        return self.output.wait_idle(max(0.0, deadline - time.monotonic()))

    @property
    def busy(self) -> bool:
        return not self._synth_idle.is_set() or self.output.busy

    def _run(self) -> None:
        while True:
            gen, uid, text = self._q.get()
            self.last_progress = time.monotonic()
            if text is _QUIT:
                return
            if gen != self._generation:
                self._mark_idle()
                continue
            if text is _FLUSH:
                self._finish_turn(gen, uid)
                continue
            if isinstance(text, _Prepare):
                self._prepare(gen, text)
                continue
            words = speakable(text)
            if not words:
                self._mark_idle()
                continue
            new_turn = self.speaking_id != uid
            if new_turn:
                self.speaking_id = uid
                with self._lock:
                    self._open[uid] = getattr(self.output, "underflows", None)
                self.on_event("tts.start", {"id": uid})
            tag = uid if new_turn else None   # the turn's first sound, reported as it reaches the device
            try:
                ready = self._ready.pop(words, None)
                for pcm in ready if ready is not None else self._synth(words):
                    if gen != self._generation:
                        break
                    if tag is not None:   # what is heard first is the voice, not the silence Piper puts before it
                        pcm = trim_lead(pcm, self.tts.rate)
                    self.output.play(pcm, self.tts.rate, tag)
                    if len(pcm):
                        tag = None
                    self.last_progress = time.monotonic()
            except Exception as e:  # noqa: BLE001 - a bad sentence must not stop the speaker
                log.error("speech synthesis failed for %r: %s", text[:60], e)
                self.on_event("error", {"id": uid, "code": "tts_failed", "message": str(e)})
            self._mark_idle()

    def _report_firsts(self) -> None:
        """first_audio for each turn whose first sample the device wrote, as it is noted."""
        while True:
            item = self._firsts.get()
            if item is None:
                return
            self.on_event("first_audio", {"id": item[0], "t": item[1]})

    def _synth(self, words: str):
        for piece in pieces(words, self.max_piece_words):
            yield from self.tts.sentences(piece)

    def _prepare(self, gen: int, text: str) -> None:
        for sent in split_sentences(text):
            words = speakable(sent)
            if not words or words in self._ready or gen != self._generation:
                continue
            try:
                self._ready[words] = list(self._synth(words))
            except Exception as e:  # noqa: BLE001 - speculation may fail quietly; the real turn reports
                log.debug("could not prepare %r: %s", words, e)
            while len(self._ready) > 8:
                self._ready.popitem(last=False)
        self._mark_idle()

    def _finish_turn(self, gen: int, uid: str) -> None:
        self._mark_idle()
        if self.speaking_id == uid:
            self.speaking_id = None       # the next sentence, even of the same id, is a new turn
        if uid in self._open:
            # Every turn that started ends with tts.end, also when another turn was queued
            # behind it (its end then comes when the speaker falls silent).
            def after():
                self.output.wait_idle(60)
                with self._lock:
                    ended = gen == self._generation and uid in self._open
                    before = self._open.pop(uid, None)
                if ended:        # underflows: gaps the listener heard (a loaded CPU), when the device counts them
                    self.on_event("tts.end", {"id": uid, "interrupted": False, **(
                        {"underflows": self.output.underflows - before} if before is not None else {})})
            threading.Thread(target=after, daemon=True).start()

    def _mark_idle(self) -> None:
        with self._lock:
            if self._q.empty():
                self._synth_idle.set()
