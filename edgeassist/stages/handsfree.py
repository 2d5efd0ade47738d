"""Hands-free: the wake word on every microphone block while it is on, and the end of a
hands-free turn found by listening.

The microphone's thread only queues its blocks here (AudioInput.monitor); this stage's thread
runs the detector (engines/wake.py) and, during a turn it started, Silero VAD (engines/vad.py):
- a detection asks the voice loop for a turn (VoiceLoop.wake: like a press, pre-roll after the
  word; a detection while the assistant speaks is a barge-in; push-to-talk held wins);
- the turn is released end_silence_ms after the speech stops, or at max_s; when nothing was
  said within no_speech_s it ends quietly (no reply); after complete_silence_ms already when the
  words read so far are a whole command (TurnHooks.whole: the speculation's verdict on the
  partial transcript read in this silence, daemon/speculation.whole_command);
- while the assistant's own voice plays the detector needs a higher score (wake.SPEAKING_SHARE).
"""
from __future__ import annotations

import logging
import queue
import threading
import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

from ..engines.vad import RATE, SileroVad, SpeechTrack

log = logging.getLogger(__name__)
MIN_SPEECH_S = 0.15    # speech shorter than this (a click, a breath) is not a command yet; one short
                       # word is ~0.29 s to Silero ("quiet", "stop"). The VAD hears only what follows
                       # the detection, so the wake word itself is not counted


@dataclass
class TurnHooks:
    """What the stage asks of the voice loop."""
    wake: Callable[[str, float], str | None]     # a detection: the new turn's id (None: not now)
    release: Callable[[str, str], None]           # the speech ended (why): end the turn, answer it
    drop: Callable[[str], None]                   # nothing was said: end the turn quietly
    still_ours: Callable[[str], bool]             # the turn is still listening (no press took it over)
    speaking: Callable[[], bool]                  # the assistant's voice is playing
    held: Callable[[], bool]                      # push-to-talk is held
    whole: Callable[[str, float], bool] = lambda uid, since: False   # the words read since `since` are a whole command


class HandsFree:
    def __init__(self, audio_in, detector_factory: Callable[[], object], vad_path, settings, hooks: TurnHooks,
                 on_error: Callable[[str], None] | None = None, cpus: tuple[int, ...] = ()):
        self.audio_in, self.settings, self.hooks = audio_in, settings, hooks
        self._make_detector, self.vad_path = detector_factory, vad_path
        self.on_error = on_error
        self.cpus = cpus
        self.detector = None
        self.vad: SileroVad | None = None
        self._q: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self.enabled = False
        self.detections = 0
        self.last: dict | None = None          # the last detection: word, score, at (unix time)
        self._turn: tuple[str, int, SpeechTrack] | None = None   # uid, samples seen, its speech
        self.blocks = 0                         # microphone blocks handed to this stage

    # ------------------------------------------------------------------ switching

    def enable(self) -> None:
        """Load the detector (and the VAD) once and start listening; raises WakeError / AsrError."""
        if self.detector is None:
            self.detector = self._make_detector()
        if self.vad is None:
            self.vad = SileroVad(self.vad_path)
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, name="wake", daemon=True)
            self._thread.start()
        self.detector.reset()
        self.enabled = True
        self.audio_in.monitor = self._q.put

    def disable(self) -> None:
        self.enabled = False
        self.audio_in.monitor = None
        self._turn = None

    def close(self) -> None:
        self.disable()
        self._q.put(None)

    def status(self) -> dict:
        d = self.detector
        return {"enabled": self.enabled, "engine": getattr(d, "engine", self.settings.engine),
                "words": list(getattr(d, "words", self.settings.words)), "sensitivity": self.settings.sensitivity,
                "detections": self.detections, "last": self.last,
                "turn": self._turn[0] if self._turn else None, "pending_blocks": self._q.qsize(),
                "blocks": self.blocks, "samples": getattr(d, "samples", 0),
                "best_score": round(float(getattr(d, "best", 0.0)), 3)}

    # ------------------------------------------------------------------ the stage's thread

    def _run(self) -> None:
        if self.cpus:
            from ..sysinfo import pin_thread
            pin_thread(self.cpus)
        while True:
            block = self._q.get()
            if block is None:
                return
            more = []                  # what else is waiting goes in one piece (fewer calls)
            while not self._q.empty() and len(more) < 8:
                nxt = self._q.get()
                if nxt is None:
                    return
                more.append(nxt)
            if more:
                block = np.concatenate([block, *more])
            self.blocks += 1
            if not self.enabled:
                continue
            try:
                if self._turn is not None:
                    self._follow_turn(block)
                else:
                    self._listen_for_word(block)
            except Exception as e:  # noqa: BLE001 - a failing detector must not take the daemon down
                log.exception("hands-free listening failed")
                self._turn = None
                if self.on_error:
                    self.on_error(f"wake word: {type(e).__name__}: {e}")

    def _listen_for_word(self, block: np.ndarray) -> None:
        d = self.detector
        d.speaking = self.hooks.speaking()
        found = d.push(block)
        if not found:
            return
        best = max(found, key=lambda x: x.score)
        if self.hooks.held():
            log.info("wake word %s (%.2f) while push-to-talk is held: ignored", best.word, best.score)
            return
        self.detections += 1
        self.last = {"word": best.word, "score": best.score, "at": round(time.time(), 3)}
        uid = self.hooks.wake(best.word, best.score)
        log.info("wake word %s (%.2f): %s", best.word, best.score, f"turn {uid}" if uid else "no turn")
        if uid:
            self.vad.reset()
            self._turn = (uid, 0, SpeechTrack())

    def _follow_turn(self, block: np.ndarray) -> None:
        uid, samples, track = self._turn
        if not self.hooks.still_ours(uid):        # a press took over, or the loop moved on
            self._end_turn()
            return
        samples += len(block)
        track.add(self.vad.push(block))
        self._turn = (uid, samples, track)
        s, elapsed = self.settings, samples / RATE
        heard = track.speech_s() >= MIN_SPEECH_S
        ended = self._ends(uid, heard, track.trailing_silence_s(), elapsed)
        if ended:
            self._end_turn()
            self.hooks.release(uid, ended)
        elif not heard and elapsed >= s.no_speech_s:
            self._end_turn()
            self.hooks.drop(uid)

    def _ends(self, uid: str, heard: bool, quiet_s: float, elapsed_s: float) -> str | None:
        """Why the turn ends now (None: it goes on)."""
        s = self.settings
        if elapsed_s >= s.max_s:
            return "max_s"
        if not heard:
            return None
        if quiet_s * 1000 >= s.end_silence_ms:
            return "silence"
        if s.complete_silence_ms and quiet_s * 1000 >= s.complete_silence_ms and \
                self.hooks.whole(uid, time.monotonic() - quiet_s):
            return "whole_command"
        return None

    def _end_turn(self) -> None:
        self._turn = None
        self.detector.reset()    # the word that started it (and the command) are not heard again
