"""A real audio device without hardware: a private PulseAudio server with a null sink (speaker)
and a pipe source (microphone), for tests and benchmarks. PortAudio sees it as device "pulse".

    with PulseServer() as pa:            # sets PULSE_SERVER for this process and children
        pa.mic.say(samples_16k)          # real-time paced; silence is written in between
        rec = pa.record()                # parec on the sink's monitor
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import numpy as np

RATE = 16000
BLOCK = 320  # 20 ms


class MicFeeder:
    """Writes 16 kHz mono int16 into the pipe source in real time, silence when idle: when nothing
    is written the source produces nothing and a reader blocks."""

    def __init__(self, fifo: Path):
        self.fifo = fifo
        self._queue: list[np.ndarray] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._done = threading.Condition(self._lock)
        self.noise = 0.0
        self._t = threading.Thread(target=self._run, name="mic-feeder", daemon=True)
        self._t.start()

    def say(self, samples: np.ndarray, wait: bool = False) -> float:
        """Queue speech; returns the monotonic time its first sample is expected to be written."""
        with self._lock:
            pending = sum(len(q) for q in self._queue)
            self._queue.append(np.asarray(samples, dtype=np.int16).copy())
        start = time.monotonic() + pending / RATE
        if wait:
            self.wait_idle(timeout=len(samples) / RATE + pending / RATE + 5)
        return start

    def wait_idle(self, timeout: float = 30) -> bool:
        with self._done:
            return self._done.wait_for(lambda: not self._queue, timeout)

    def _run(self) -> None:
        fd = os.open(self.fifo, os.O_WRONLY)
        try:
            next_t = time.monotonic()
            rng = np.random.default_rng(1)
            while not self._stop.is_set():
                with self._lock:
                    if self._queue:
                        head = self._queue[0]
                        block, rest = head[:BLOCK], head[BLOCK:]
                        if len(rest):
                            self._queue[0] = rest
                        else:
                            self._queue.pop(0)
                            self._done.notify_all()
                        if len(block) < BLOCK:
                            block = np.concatenate([block, np.zeros(BLOCK - len(block), np.int16)])
                    else:
                        block = np.zeros(BLOCK, np.int16)
                if self.noise:
                    block = np.clip(block + rng.normal(0, self.noise, BLOCK), -32768, 32767).astype(np.int16)
                try:
                    os.write(fd, block.tobytes())
                except BrokenPipeError:
                    return
                next_t += BLOCK / RATE
                delay = next_t - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
                elif delay < -0.5:
                    next_t = time.monotonic()
        finally:
            os.close(fd)

    def close(self) -> None:
        self._stop.set()
        self._t.join(timeout=2)


class Recorder:
    """parec on the sink monitor: what the daemon played, with the arrival time of each chunk."""

    def __init__(self, server: "PulseServer", rate: int = RATE):
        self.rate = rate
        self.proc = subprocess.Popen(["parec", "-d", "spk.monitor", "--raw", "--format=s16le", f"--rate={rate}",
                                      "--channels=1", "--latency-msec=10"], stdout=subprocess.PIPE,
                                     env=server.env())
        self.chunks: list[tuple[float, np.ndarray]] = []
        self._t = threading.Thread(target=self._run, daemon=True)
        self._t.start()

    def _run(self) -> None:
        while True:
            b = self.proc.stdout.read(640)
            if not b:
                return
            self.chunks.append((time.monotonic(), np.frombuffer(b, dtype=np.int16)))

    def audio(self, since: float = 0.0) -> np.ndarray:
        parts = [c for t, c in list(self.chunks) if t >= since]
        return np.concatenate(parts) if parts else np.zeros(0, np.int16)

    def first_sound(self, since: float, threshold: int = 300) -> float | None:
        """Monotonic time of the first chunk after `since` holding a sample above threshold."""
        for t, c in list(self.chunks):
            if t >= since and np.abs(c.astype(np.int32)).max(initial=0) > threshold:
                # the chunk's last sample arrived at t; place the loud sample inside it
                idx = int(np.argmax(np.abs(c.astype(np.int32)) > threshold))
                return t - (len(c) - idx) / self.rate
        return None

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class PulseServer:
    def __init__(self, directory: Path | None = None):
        self.dir = Path(directory or tempfile.mkdtemp(prefix="edgeassist-pa-"))
        self.socket = self.dir / "native"
        self.fifo = self.dir / "mic.fifo"
        self.proc: subprocess.Popen | None = None
        self.mic: MicFeeder | None = None
        self._old_env: str | None = None

    def env(self) -> dict:
        e = dict(os.environ)
        e["PULSE_SERVER"] = f"unix:{self.socket}"
        return e

    def start(self) -> "PulseServer":
        if not shutil.which("pulseaudio"):
            raise RuntimeError("pulseaudio is not installed (scripts/setup.sh installs it)")
        conf = self.dir / "pa.conf"
        conf.write_text(
            f"load-module module-native-protocol-unix auth-anonymous=1 socket={self.socket}\n"
            "load-module module-null-sink sink_name=spk rate=16000\n"
            f"load-module module-pipe-source source_name=mic file={self.fifo} format=s16le rate=16000 channels=1\n"
            "set-default-sink spk\nset-default-source mic\n")
        home = self.dir / "home"
        home.mkdir(exist_ok=True)
        env = self.env()
        env.update(HOME=str(home), XDG_RUNTIME_DIR=str(self.dir), XDG_CONFIG_HOME=str(home))
        self.proc = subprocess.Popen(["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1",
                                      "--use-pid-file=no", "--disable-shm=yes", "-F", str(conf)],
                                     env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 10
        while not (self.socket.exists() and self.fifo.exists()):
            if self.proc.poll() is not None:
                raise RuntimeError("pulseaudio failed: " + self.proc.stderr.read().decode()[-500:])
            if time.monotonic() > deadline:
                raise RuntimeError("pulseaudio did not start in 10 s")
            time.sleep(0.05)
        self._old_env = os.environ.get("PULSE_SERVER")
        os.environ["PULSE_SERVER"] = f"unix:{self.socket}"
        self.mic = MicFeeder(self.fifo)
        return self

    def kill(self) -> None:
        """The device vanishes: the server dies (as when a USB sound card is pulled)."""
        if self.mic:
            self.mic.close()
            self.mic = None
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=3)
        for p in (self.socket, self.fifo):
            p.unlink(missing_ok=True)

    def revive(self) -> None:
        """The device comes back: the same server, socket and pipe again."""
        old = self._old_env
        self.start()
        self._old_env = old

    def record(self) -> Recorder:
        return Recorder(self)

    def stop(self) -> None:
        if self.mic:
            self.mic.close()
            self.mic = None
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=3)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        if self._old_env is None:
            os.environ.pop("PULSE_SERVER", None)
        else:
            os.environ["PULSE_SERVER"] = self._old_env

    def __enter__(self) -> "PulseServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)
