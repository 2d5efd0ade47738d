"""The speak stage in one process: the voice, the speaker and the sentence queue
(stages/speak.Speaker) behind the operations the daemon uses. In the daemon's process it is
called directly; daemon/speak_stage.py carries the same operations to it in a process of its
own (daemon.stages = "ipc")."""
from __future__ import annotations

import threading
import time
from typing import Callable

import numpy as np

STALLED_S = 30.0      # a busy stage that made no progress this long is stalled (the watchdog's view)


class StageFailed(RuntimeError):
    """The voice or the speaker could not be opened (the message says which and why)."""


class SpeakService:
    """What the stage does, wherever it runs: sentences to the speaker, audio for clients.
    Its events (tts.start, first_audio, tts.end, error) go to on_event(kind, data) as they happen:
    first_audio from the output device's callback as the turn's first sample is written."""

    def __init__(self, cfg, on_event: Callable[[str, dict], None]):
        self.cfg, self.on_event = cfg, on_event
        self.tts = self.out = self.speaker = None

    def start(self, timeout: float = 30.0) -> None:
        """Load the voice and open the speaker; raises StageFailed when the voice cannot load (a
        missing speaker is reported as an error event and retried at the next sentence). It loads
        on a thread of its own: on big.LITTLE boards that thread is pinned to the little cores,
        and the voice's onnxruntime threads and the synthesis thread it starts inherit them; the
        caller's own CPUs stay as they were."""
        from .speak import Speaker
        failed: list[Exception] = []

        def load() -> None:
            try:
                self.tts, self.out = open_voice_and_speaker(
                    self.cfg, lambda m: self.on_event("error", {"code": "audio_output", "message": m}))
                self.speaker = Speaker(self.tts, self.out, self.on_event, self.cfg.tts.max_piece_words)
            except StageFailed as e:
                failed.append(e)
        loader = threading.Thread(target=load, name="speak-load", daemon=True)
        loader.start()
        loader.join(timeout)
        if failed:
            raise failed[0]
        if self.speaker is None:
            raise StageFailed(f"the voice did not load within {timeout:.0f} s")

    def sentence(self, text: str, uid: str) -> None:
        if not self.out.ensure_open():   # no speaker (reported): the turn ends unheard, not hangs
            self.on_event("tts.end", {"id": uid, "interrupted": True})
        else:
            self.speaker.sentence(text, uid)

    def end_turn(self, uid: str) -> None:
        self.speaker.end_turn(uid)

    def prepare(self, text: str) -> None:
        """Synthesise a likely reply ahead of time (it plays at once if it is then said)."""
        self.speaker.prepare(text)

    def stop(self) -> None:
        if self.speaker is not None:
            self.speaker.stop()

    def set_volume(self, level: int) -> None:
        self.out.set_volume(level)

    def earcon(self) -> None:
        """A short soft tone (the wake word was heard); nothing when there is no speaker."""
        if self.out.ensure_open():
            self.out.play(earcon_pcm(), EARCON_RATE)

    def synthesize(self, text: str, req: str = "", cancel: threading.Event | None = None,
                   deadline: float | None = None) -> tuple[bytes, int]:
        """int16 PCM bytes of text in the voice, and its rate (nothing is played)."""
        from ..speech.normalize import speakable
        if cancel is not None and cancel.is_set() or deadline is not None and time.monotonic() > deadline:
            raise TimeoutError("cancelled" if cancel is not None and cancel.is_set() else "timed out")
        pcm = list(self.tts.sentences(speakable(text)))
        audio = np.concatenate(pcm) if pcm else np.zeros(0, np.int16)
        return audio.astype("<i2").tobytes(), self.tts.rate

    def server_status(self) -> dict | None:
        """The Wyoming TTS service's state ([tts] engine = wyoming), else None."""
        link = getattr(self.tts, "link", None)
        return link.status() if link is not None else None

    def stalled_for(self) -> float:
        """Seconds a busy stage has gone without progress (0 when idle)."""
        return time.monotonic() - self.speaker.last_progress if self.speaker.busy else 0.0

    @property
    def alive(self) -> bool:
        """Running, and a busy stage made progress in the last STALLED_S."""
        return self.speaker is not None and self.speaker.running and self.stalled_for() < STALLED_S

    def close(self) -> None:
        if self.speaker is not None:
            self.speaker.close()
        if self.out is not None:
            self.out.close()


EARCON_RATE = 16000


def earcon_pcm() -> np.ndarray:
    """120 ms: two short rising notes (880 and 1320 Hz) at -18 dBFS, faded in and out."""
    t = np.arange(int(0.06 * EARCON_RATE)) / EARCON_RATE
    fade = np.minimum(1.0, np.minimum(t, t[::-1]) / 0.008)
    notes = [np.sin(2 * np.pi * f * t) * fade for f in (880.0, 1320.0)]
    return (np.concatenate(notes) * 0.125 * 32767).astype(np.int16)


def open_voice_and_speaker(cfg, on_error: Callable[[str], None]):
    """(tts, out); raises StageFailed when the voice cannot be loaded."""
    from ..audio.playback import AudioOutput
    try:
        from .. import sysinfo
        from ..runtime import build_tts, thread_plan
        plan = thread_plan(cfg)
        if plan.big_little:   # speech on the little cores; the voice's onnxruntime threads inherit it
            sysinfo.pin_thread(plan.speech_cpus)
        tts = build_tts(cfg, plan)
        tts.warm_up()
        out = AudioOutput(cfg.audio.output_device, cfg.audio.volume, cfg.audio.block_ms, on_error=on_error)
    except Exception as e:  # noqa: BLE001 - the engines raise their own errors; say why
        raise StageFailed(str(e)) from None
    try:
        out.start()
    except Exception as e:  # noqa: BLE001 - keep the stage up; it retries on the next sentence
        on_error(f"audio output: {e}")
    return tts, out
