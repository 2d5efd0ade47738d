"""The speaker: a queue of sound played by one always-open output stream, with software volume
and a stop() that silences the very next block (barge-in)."""
from __future__ import annotations

import collections
import logging
import threading
import time
from typing import Callable

import numpy as np

from . import devices

log = logging.getLogger(__name__)


class AudioOutput:
    def __init__(self, device: str = "", volume: int = 80, block_ms: int = 20,
                 on_error: Callable[[str], None] | None = None, rate: int | None = None):
        self.spec = device
        self.block_ms = block_ms
        self.volume = volume
        self.on_error = on_error
        self.rate = rate or 0
        self._queue: collections.deque[tuple[int, np.ndarray, object]] = collections.deque()   # (gen, pcm, tag)
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._generation = 0
        self._stream = None
        self._resamplers: dict[int, object] = {}
        self.error: str | None = None
        self.first_sample_at: float | None = None    # monotonic time the first sample of tagged sound was written
        self.on_first_sample: Callable[[object, float], None] | None = None   # (tag, that time), on the device's thread
        self.written_blocks = 0
        self.underflows = 0          # blocks the device asked for too late while sound played (a gap heard)
        self.silent_since: float | None = None   # monotonic time sound last stopped reaching the device
        self.pause_after_s = 10.0    # an idle stream is paused: no callbacks, no CPU while nothing plays
        self._paused = False
        self._stream_lock = threading.Lock()
        self._reopen_lock = threading.Lock()   # one thread at a time checks, closes and reopens the stream
        self._idle_timer: threading.Thread | None = None

    # ------------------------------------------------------------------ device

    def start(self) -> None:
        import sounddevice as sd
        index = devices.resolve(self.spec, "output")
        if not self.rate:
            info = sd.query_devices(index if index is not None else sd.default.device[1])
            self.rate = 22050
            try:
                sd.check_output_settings(device=index, samplerate=self.rate, channels=1, dtype="int16")
            except Exception:  # noqa: BLE001 - use what the device offers
                self.rate = int(info["default_samplerate"])
        with devices.OPEN_LOCK:   # not while the microphone's stream is opened with its periods
            self._stream = sd.OutputStream(device=index, samplerate=self.rate, channels=1, dtype="int16",
                                           blocksize=self.rate * self.block_ms // 1000, latency="low",
                                           callback=self._callback, finished_callback=self._finished)
        self._stream.start()
        self._paused = False
        self._dead = False
        self.error = None
        if self._idle_timer is None:
            self._idle_timer = threading.Thread(target=self._pause_when_idle, name="audio-out-idle", daemon=True)
            self._idle_timer.start()

    def _pause_when_idle(self) -> None:
        while not self._closing:
            time.sleep(1.0)
            with self._stream_lock:
                s = self._stream
                if s is None or self._paused or self._dead or self._queue or self.silent_since is None:
                    continue
                if time.monotonic() - self.silent_since > self.pause_after_s:
                    self._paused = True
                    try:
                        s.stop()
                    except Exception as e:  # noqa: BLE001 - a failed pause is a failed device
                        self._report(f"audio output: {e}")

    def _resume(self) -> None:
        with self._stream_lock:
            if not self._paused or self._stream is None:
                return
            self.silent_since = None
            try:
                self._stream.start()
                self._paused = False
                if self._stream.active:
                    return
                log.warning("audio output: the paused stream did not start again; reopening it")
            except Exception as e:  # noqa: BLE001 - the device went away while paused
                self._paused = False
                log.warning("audio output: restarting the paused stream failed (%s); reopening it", e)
        if not self.ensure_open():   # reopen the device (it may have gone and come back) ...
            with self._lock:         # ... or, still gone (reported), drop what cannot be played
                self._queue.clear()
                self._idle.notify_all()

    def _finished(self) -> None:
        """PortAudio's stream ended by itself (the device or the sound server went away): it is
        never used again (the next sound reopens the device), and what was queued for it is
        dropped so that nobody waits for it to be played."""
        if self._stream is not None and not self._closing and not self._paused:
            self._dead = True
            with self._lock:
                self._queue.clear()
                self._idle.notify_all()
            self._report("audio output stopped (device gone?)")

    _closing = False
    _dead = False

    def _report(self, msg: str) -> None:
        self.error = msg
        log.error(msg)
        if self.on_error:
            self.on_error(msg)

    def ensure_open(self) -> bool:
        """Reopen after a failure; False (with the error reported) when the device is still missing.
        The voice loop and API requests both call it: one at a time, or two threads would close
        the same PortAudio stream twice (a hang or a crash in the library)."""
        with self._reopen_lock:
            s = self._stream
            try:
                if s is not None and not self._dead and (s.active or self._paused):
                    return True
            except Exception:  # noqa: BLE001 - a stream of a sound server that went away: reopen it
                pass
            self._closing = True
            try:
                if s is not None:
                    with self._stream_lock, devices.OPEN_LOCK:   # not while the idle pause stops it
                        s.close(ignore_errors=True)
            except Exception:  # noqa: BLE001
                pass
            self._stream = None
            self._closing = False
            try:
                self.start()
                return True
            except Exception as e:  # noqa: BLE001 - report, the caller keeps serving
                self._report(f"audio output {self.spec or '(default)'}: {e}")
                return False

    def close(self) -> None:
        """Stop and close the stream; not while the idle pause is stopping it (PortAudio aborts the
        process when a stream's mutex is destroyed in use), and never waiting long for that."""
        self._closing = True
        got = self._stream_lock.acquire(timeout=1.0)
        try:
            s, self._stream = self._stream, None
            if s is not None and got:
                with devices.OPEN_LOCK:
                    try:
                        s.abort()
                        s.close()
                    except Exception:  # noqa: BLE001
                        pass
        finally:
            if got:
                self._stream_lock.release()

    # ------------------------------------------------------------------ playing

    def _resample(self, pcm: np.ndarray, rate: int) -> np.ndarray:
        if rate == self.rate:
            return pcm
        import soxr
        return soxr.resample(pcm, rate, self.rate, quality="HQ").astype(np.int16)

    def play(self, pcm: np.ndarray, rate: int, tag=None) -> None:
        """Queue int16 mono audio; returns at once. A tag (a turn's id) is reported with the time
        its first sample is written: first_sample_at and on_first_sample(tag, t)."""
        if not len(pcm) or self._dead and not self.ensure_open():   # no device: nothing to wait for
            return
        data = self._resample(np.asarray(pcm, dtype=np.int16), rate)
        with self._lock:
            self._queue.append((self._generation, data, tag))
        if self._paused:
            self._resume()

    def stop(self) -> None:
        """Silence now and drop everything queued."""
        with self._lock:
            self._generation += 1
            self._queue.clear()
            self._idle.notify_all()

    @property
    def busy(self) -> bool:
        with self._lock:
            return bool(self._queue)

    def wait_idle(self, timeout: float | None = None) -> bool:
        with self._idle:
            return self._idle.wait_for(lambda: not self._queue, timeout)

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))

    def _callback(self, outdata, frames, time_info, status) -> None:
        out = outdata[:, 0]
        filled = 0
        started = []                 # tags whose first sample is in this block
        with self._lock:
            gen = self._generation
            while filled < frames and self._queue:
                g, chunk, tag = self._queue[0]
                if g != gen:
                    self._queue.popleft()
                    continue
                if tag is not None:
                    started.append(tag)
                n = min(frames - filled, len(chunk))
                out[filled:filled + n] = chunk[:n]
                if n == len(chunk):
                    self._queue.popleft()
                else:
                    self._queue[0] = (g, chunk[n:], None)
                filled += n
            if started:
                self.first_sample_at = time.monotonic()
            if not self._queue:
                self._idle.notify_all()
        for tag in started:
            if self.on_first_sample is not None:
                try:
                    self.on_first_sample(tag, self.first_sample_at)
                except Exception as e:  # noqa: BLE001 - a listener's failure must not stop the sound
                    log.warning("first-sample listener failed: %s", e)
        if filled and status and getattr(status, "output_underflow", False):
            self.underflows += 1
        if filled == 0 and self.silent_since is None:
            self.silent_since = time.monotonic()
        elif filled:
            self.silent_since = None
        out[filled:] = 0
        if filled and self.volume < 100:
            # perceived loudness is roughly logarithmic: map 1-100 onto -40..0 dB
            gain = 0.0 if self.volume == 0 else 10 ** ((self.volume - 100) / 50)
            out[:filled] = (out[:filled].astype(np.float32) * gain).astype(np.int16)
        self.written_blocks += 1
