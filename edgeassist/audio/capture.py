"""The microphone: always open, always keeping the last few hundred milliseconds (pre-roll), so
that an utterance starts before the button was pressed; reopened with back-off when it fails.

The stream has no callback. While idle, one thread reads everything the device buffered twice
a second (a callback would run Python for every block, 25-50 times a second, for as long as the
daemon runs); while the button is held it reads every few milliseconds."""
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
IDLE_POLL_S = 0.5      # idle: read what the device buffered, this often
BUFFER_S = 2.0         # the device buffer: several idle polls, so an idle read never overflows it
LISTEN_POLL_S = 0.005  # held: look for new audio this often
MONITOR_POLL_S = 0.1   # a monitor (the wake word) is on: read this often (10 wake-ups a second, not 25)


class AudioInput:
    """16 kHz mono int16 blocks from a device. ``begin(sink)`` hands ``sink`` the pre-roll (the
    last preroll_ms before the call) and then every new block until ``end()``; nothing is lost
    or doubled between them."""

    def __init__(self, device: str = "", preroll_ms: int = 300, block_ms: int = 20,
                 on_error: Callable[[str], None] | None = None, on_recover: Callable[[], None] | None = None,
                 stall_s: float = 2.0):
        self.spec = device
        self.block = RATE * block_ms // 1000
        self.preroll = RATE * preroll_ms // 1000
        self.ring: collections.deque[np.ndarray] = collections.deque()
        self._ring_len = 0
        self.on_error, self.on_recover = on_error, on_recover
        self.stall_s = stall_s
        self._sink: Callable[[np.ndarray], None] | None = None
        self.monitor: Callable[[np.ndarray], None] | None = None   # every block, held or not (the wake word)
        self._preroll_now = self.preroll
        self._starting = False      # begin() called: the sink gets the pre-roll first
        self._ending: tuple[Callable[[], None], float] | None = None   # end(then): then, when
        self._flushed = False       # after end(then): what was buffered at the release was read
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._stream = None
        self._resampler = None
        self._idle_poll = IDLE_POLL_S
        self._last_block = 0.0
        self.device_rate = RATE
        self.error: str | None = None
        self.blocks = 0
        self.overflows = 0
        self._thread = threading.Thread(target=self._run, name="audio-in", daemon=True)

    # ------------------------------------------------------------------ public

    def start(self) -> None:
        self._thread.start()

    def begin(self, sink: Callable[[np.ndarray], None], preroll_ms: int | None = None) -> None:
        """preroll_ms: this turn's pre-roll instead of the configured one (at most that)."""
        with self._lock:
            self._preroll_now = self.preroll if preroll_ms is None else min(self.preroll, RATE * preroll_ms // 1000)
            self._sink = sink
            self._starting = True
            self._ending = None
        self._wake.set()

    def end(self, then: Callable[[], None] | None = None) -> None:
        """Stop handing blocks to the sink: at once, or (with then) after the audio that reaches
        the device right after this call, so that the last moments before a release are not
        lost; then() runs after those blocks were handed over (or at once when the stream is
        not running)."""
        with self._lock:
            if then is None or self._stream is None or self.error is not None:
                self._sink = None
                self._ending = None
                self._starting = False
            else:
                self._ending = (then, time.monotonic())
                self._flushed = False
                self._wake.set()
                return
        if then is not None:
            then()

    @property
    def healthy(self) -> bool:
        return self._stream is not None and self.error is None

    def close(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread.is_alive():
            self._thread.join(timeout=2)
        if not self._thread.is_alive():   # a reader still inside PortAudio: closing under it aborts
            self._close_stream()

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
        period = rate * self.block // RATE
        with devices.OPEN_LOCK:
            devices.set_alsa_periods(max(4, round(BUFFER_S * RATE / self.block)))
            try:
                stream = sd.RawInputStream(device=index, samplerate=rate, channels=1, dtype="int16",
                                           blocksize=period, latency=BUFFER_S)
            finally:
                devices.set_alsa_periods(devices.PA_DEFAULT_PERIODS)
        try:
            stream.start()
        except Exception:
            stream.close(ignore_errors=True)
            raise
        # a device that would not take a long buffer is read often enough not to overflow it
        self._idle_poll = max(0.02, min(IDLE_POLL_S, stream.latency / 3))
        self._stream = stream
        self._last_block = time.monotonic()

    def _close_stream(self) -> None:
        s, self._stream = self._stream, None
        if s is not None:
            with devices.OPEN_LOCK:   # PortAudio opens and closes streams one at a time
                try:
                    s.abort()
                    s.close()
                except Exception:  # noqa: BLE001 - a vanished device fails its close too
                    pass

    def _run(self) -> None:
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
                    self._release_sink()
                    self._stop.wait(backoff)
                    backoff = min(backoff * 2, 10.0)
                    continue
            try:
                self._pump()
            except Exception as e:  # noqa: BLE001 - the device failed under us: reopen it
                self._close_stream()
                self._fail(f"audio input {self.spec or '(default)'}: {e}")
                self._release_sink()
        self._release_sink()

    def _pump(self) -> None:
        if self._sink is not None:
            self._wake.wait(LISTEN_POLL_S)
        elif self.monitor is not None:
            self._wake.wait(min(self._idle_poll, MONITOR_POLL_S))
        else:
            self._wake.wait(self._idle_poll)
        self._wake.clear()
        s = self._stream
        now = time.monotonic()
        n = s.read_available
        if n:
            data, overflowed = s.read(n)
            if overflowed:
                self.overflows += 1
            self._last_block = now
            self._take(np.frombuffer(data, dtype=np.int16))
        elif now - self._last_block > self.stall_s:
            raise RuntimeError("the device stopped delivering audio")
        elif self._sink is None:
            return
        with self._lock:
            if self._ending is None:
                return
            then, released = self._ending
            if not self._flushed:
                # the first read after the release takes what was already buffered; the next
                # audio to arrive was on its way at the release: hand it over too, then end
                self._flushed = now >= released
                return
            if not n:
                return
            self._sink = self._ending = None
        then()

    def _take(self, samples: np.ndarray) -> None:
        if self._resampler is not None:
            samples = self._resampler.resample_chunk(samples)
        blocks = [samples[i:i + self.block].copy() for i in range(0, len(samples), self.block)]
        with self._lock:
            for b in blocks:
                self.ring.append(b)
                self._ring_len += len(b)
            while self.ring and self._ring_len - len(self.ring[0]) >= self.preroll:
                self._ring_len -= len(self.ring.popleft())
            self.blocks += len(blocks)
            sink, monitor = self._sink, self.monitor
            if sink is None:
                out = []
            elif self._starting:        # the press: the pre-roll up to now, then the new blocks
                self._starting = False
                out, skip = list(self.ring), self._ring_len - self._preroll_now
                while skip > 0 and out:            # drop what is older than this turn's pre-roll
                    cut = min(skip, len(out[0]))
                    out[0], skip = out[0][cut:], skip - cut
                    if not len(out[0]):
                        out.pop(0)
            else:
                out = blocks
        for b in out:
            if len(b):
                sink(b)
        if monitor is not None:
            for b in blocks:
                monitor(b)

    def _release_sink(self) -> None:
        """The device failed: an utterance being recorded ends with what it has."""
        with self._lock:
            ending = self._ending
            self._sink = self._ending = None
            self._starting = False
        if ending is not None:
            ending[0]()

    def _fail(self, message: str) -> None:
        if message != self.error:
            log.error("%s; retrying", message)
            self.error = message
            if self.on_error:
                self.on_error(message)
