"""The microphone: always open, always keeping the last few hundred milliseconds (pre-roll), so
that an utterance starts before the button was pressed; reopened with back-off when it fails."""
from __future__ import annotations

import collections
import logging
import threading
import time
from typing import Callable

import numpy as np

from . import devices

log = logging.getLogger(__name__)
RATE = 16000


class AudioInput:
    """16 kHz mono int16 blocks from a device. ``begin(sink)`` returns the pre-roll and then
    hands every new block to ``sink`` until ``end()``; nothing is lost or doubled between them."""

    def __init__(self, device: str = "", preroll_ms: int = 300, block_ms: int = 20,
                 on_error: Callable[[str], None] | None = None, on_recover: Callable[[], None] | None = None,
                 stall_s: float = 2.0):
        self.spec = device
        self.block = RATE * block_ms // 1000
        self.ring: collections.deque[np.ndarray] = collections.deque(maxlen=max(1, preroll_ms // block_ms))
        self.on_error, self.on_recover = on_error, on_recover
        self.stall_s = stall_s
        self._sink: Callable[[np.ndarray], None] | None = None
        self._ending: Callable[[], None] | None = None
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._stream = None
        self._resampler = None
        self._last_block = 0.0
        self.device_rate = RATE
        self.error: str | None = None
        self.blocks = 0
        self.overflows = 0
        self._thread = threading.Thread(target=self._supervise, name="audio-in", daemon=True)

    # ------------------------------------------------------------------ public

    def start(self) -> None:
        self._thread.start()

    def begin(self, sink: Callable[[np.ndarray], None]) -> list[np.ndarray]:
        with self._lock:
            pre = list(self.ring)
            self._sink = sink
            self._ending = None
        return pre

    def end(self, then: Callable[[], None] | None = None) -> None:
        """Stop handing blocks to the sink: at once, or (with then) after the block being
        recorded right now, so that the last ~block_ms before the release is not lost; then()
        runs after that block was handed over (or at once when the stream is not running)."""
        with self._lock:
            if then is None or self._stream is None or self.error is not None:
                self._sink = None
                self._ending = None
            else:
                self._ending = then
                return
        if then is not None:
            then()

    @property
    def healthy(self) -> bool:
        return self._stream is not None and self.error is None

    def close(self) -> None:
        self._stop.set()
        self._close_stream()
        if self._thread.is_alive():
            self._thread.join(timeout=2)

    # ------------------------------------------------------------------ device handling

    def _open(self) -> None:
        import sounddevice as sd
        index = devices.resolve(self.spec, "input")
        rate = RATE
        try:
            sd.check_input_settings(device=index, samplerate=RATE, channels=1, dtype="int16")
        except Exception:  # noqa: BLE001 - the device cannot do 16 kHz: take its own rate
            rate = int(sd.query_devices(index if index is not None else sd.default.device[0])["default_samplerate"])
        self.device_rate = rate
        self._resampler = None
        if rate != RATE:
            import soxr
            self._resampler = soxr.ResampleStream(rate, RATE, 1, dtype="int16", quality="HQ")
        blocksize = rate * self.block // RATE
        # Raw: the callback gets the bytes, not a numpy array sounddevice builds for every block
        # (the callback runs 25 times a second for as long as the daemon runs).
        self._stream = sd.RawInputStream(device=index, samplerate=rate, channels=1, dtype="int16",
                                      blocksize=blocksize, latency="low", callback=self._callback)
        self._stream.start()
        self._last_block = time.monotonic()

    def _close_stream(self) -> None:
        s, self._stream = self._stream, None
        if s is not None:
            try:
                s.abort()
                s.close()
            except Exception:  # noqa: BLE001 - a vanished device fails its close too
                pass

    def _supervise(self) -> None:
        backoff = 0.5
        while not self._stop.is_set():
            if self._stream is None:
                try:
                    self._open()
                    if self.error is not None:
                        log.info("audio input recovered (%s)", self.spec or "default device")
                        self.error = None
                        if self.on_recover:
                            self.on_recover()
                    backoff = 0.5
                except Exception as e:  # noqa: BLE001 - any PortAudio failure: report, retry
                    self._fail(f"audio input {self.spec or '(default)'}: {e}")
                    self._stop.wait(backoff)
                    backoff = min(backoff * 2, 10.0)
                    continue
            self._stop.wait(0.5)
            s = self._stream
            if s is not None and (not s.active or time.monotonic() - self._last_block > self.stall_s):
                self._close_stream()
                self._fail(f"audio input {self.spec or '(default)'}: the device stopped delivering audio")

    def _fail(self, message: str) -> None:
        if message != self.error:
            log.error("%s; retrying", message)
            self.error = message
            if self.on_error:
                self.on_error(message)

    def _callback(self, indata, frames, time_info, status) -> None:
        self._last_block = time.monotonic()
        if status and status.input_overflow:
            self.overflows += 1
        block = np.frombuffer(indata, dtype=np.int16).copy()
        if self._resampler is not None:
            block = self._resampler.resample_chunk(block)
            if not len(block):
                return
        self.blocks += 1
        with self._lock:
            self.ring.append(block)
            sink, then = self._sink, self._ending
            if then is not None:
                self._sink = self._ending = None
        if sink is not None:
            sink(block)
        if then is not None:
            then()

