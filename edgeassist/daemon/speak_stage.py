"""The speak stage behind ZeroMQ sockets, so that it runs as a thread (inproc, the default) or in
its own process (ipc, ``daemon.stages = "ipc"``) with the same messages.

Orchestrator -> stage (PUSH/PULL): {"op": "sentence"|"end"|"stop"|"volume"|"quit", ...}
Stage -> orchestrator (PUSH/PULL): {"ev": "tts.start"|"tts.end"|"first_audio"|"error"|"alive"|"ready", ...}
"""
from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import threading
import time
from typing import Callable

import numpy as np
import zmq

log = logging.getLogger(__name__)
HEARTBEAT_S = 0.5


def stage_main(cmd_addr: str, evt_addr: str, cfg, ctx: zmq.Context | None = None,
               stop: threading.Event | None = None) -> None:
    """Run the speak stage: load the voice, open the speaker, serve commands until quit."""
    from ..stages.speak import Speaker
    ctx = ctx or zmq.Context.instance()
    cmd = ctx.socket(zmq.PULL)
    cmd.connect(cmd_addr)
    evt = ctx.socket(zmq.PUSH)
    evt.setsockopt(zmq.LINGER, 500)
    evt.connect(evt_addr)
    send = _sender(evt)
    opened = _open_voice_and_speaker(cfg, send)
    if opened is None:
        return
    tts, out = opened

    def on_event(kind: str, data: dict) -> None:
        if kind == "tts.start":
            threading.Thread(target=_report_first_audio, args=(out, data.get("id"), send), daemon=True).start()
        send(kind, **data)

    speaker = Speaker(tts, out, on_event, cfg.tts.max_piece_words)
    send("ready", rate=tts.rate, pid=os.getpid())
    poller = zmq.Poller()
    poller.register(cmd, zmq.POLLIN)
    last_beat = 0.0
    while stop is None or not stop.is_set():
        if poller.poll(int(HEARTBEAT_S * 1000)):   # idle: wake for the heartbeat only
            if not _apply(json.loads(cmd.recv()), speaker, tts, out, send):
                break
        now = time.monotonic()
        if now - last_beat >= HEARTBEAT_S:
            last_beat = now
            send("alive", progress=max(speaker.last_progress, now if not speaker.busy else 0.0),
                 busy=speaker.busy)
    speaker.stop()
    out.close()
    cmd.close(linger=0)
    evt.close()


def _sender(evt):
    """send(ev, binary=None, **fields): one event to the daemon, from any thread."""
    lock = threading.Lock()

    def send(ev: str, binary: bytes | None = None, **fields) -> None:
        with lock:
            frames = [json.dumps({"ev": ev, **fields}).encode()]
            if binary is not None:
                frames.append(binary)
            evt.send_multipart(frames)
    return send


def _open_voice_and_speaker(cfg, send):
    """(tts, out), or None after a `fatal` event saying why the stage cannot run."""
    from ..audio.playback import AudioOutput
    try:
        from .. import sysinfo
        from ..runtime import build_tts, thread_plan
        plan = thread_plan(cfg)
        if plan.big_little:   # speech on the little cores; the voice's onnxruntime threads inherit it
            sysinfo.pin_thread(plan.speech_cpus)
        tts = build_tts(cfg, plan)
        tts.warm_up()
        out = AudioOutput(cfg.audio.output_device, cfg.audio.volume, cfg.audio.block_ms,
                          on_error=lambda m: send("error", code="audio_output", message=m))
        try:
            out.start()
        except Exception as e:  # noqa: BLE001 - keep the stage up; it retries on the next sentence
            send("error", code="audio_output", message=f"audio output: {e}")
        return tts, out
    except Exception as e:  # noqa: BLE001 - report why the stage cannot run
        send("fatal", message=str(e))
        return None


def _apply(msg: dict, speaker, tts, out, send) -> bool:
    """One command from the daemon; False for quit."""
    op = msg.get("op")
    if op == "sentence":
        if not out.ensure_open():   # no speaker (reported): the turn ends unheard, not hangs
            send("tts.end", id=msg.get("id", ""), interrupted=True)
        else:
            speaker.sentence(msg["text"], msg.get("id", ""))
    elif op == "prepare":
        speaker.prepare(msg["text"])
    elif op == "synth":
        _synth(msg, tts, send)
    elif op == "end":
        speaker.end_turn(msg.get("id", ""))
    elif op == "stop":
        speaker.stop()
    elif op == "volume":
        out.set_volume(msg["level"])
    return op != "quit"


def _synth(msg: dict, tts, send) -> None:
    """Audio for a client instead of the speaker (say with wav: true); the one voice serves both."""
    from ..speech.normalize import speakable
    try:
        pcm = [p for p in tts.sentences(speakable(msg["text"]))]
        audio = np.concatenate(pcm) if pcm else np.zeros(0, np.int16)
        send("synth", binary=audio.astype("<i2").tobytes(), req=msg["req"], rate=tts.rate)
    except Exception as e:  # noqa: BLE001 - answer the request with the failure
        send("synth", binary=b"", req=msg["req"], rate=tts.rate, error=str(e))


def _report_first_audio(out, uid, send) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if out.first_sample_at is not None:
            send("first_audio", id=uid, t=out.first_sample_at)
            return
        time.sleep(0.005)


class SpeakStage:
    """The orchestrator's handle on the speak stage, wherever it runs."""

    def __init__(self, cfg, mode: str, on_event: Callable[[str, dict], None], ctx: zmq.Context | None = None,
                 runtime_dir: str | None = None):
        self.cfg, self.mode, self.on_event = cfg, mode, on_event
        self.ctx = ctx or zmq.Context.instance()
        tag = f"{os.getpid()}-{id(self)}"
        if mode == "ipc":
            base = runtime_dir or "/tmp"
            self.cmd_addr, self.evt_addr = f"ipc://{base}/speak-cmd-{tag}", f"ipc://{base}/speak-evt-{tag}"
        else:
            self.cmd_addr, self.evt_addr = f"inproc://speak-cmd-{tag}", f"inproc://speak-evt-{tag}"
        self.cmd = self.ctx.socket(zmq.PUSH)
        self.cmd.setsockopt(zmq.LINGER, 0)
        self.cmd.setsockopt(zmq.SNDTIMEO, 2000)   # a stage that is gone must not block the daemon
        self.cmd.bind(self.cmd_addr)
        self.evt = self.ctx.socket(zmq.PULL)
        self.evt.bind(self.evt_addr)
        self._lock = threading.Lock()
        self.proc: subprocess.Popen | None = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self.ready = threading.Event()
        self._synth: dict[str, tuple[threading.Event, dict]] = {}
        self.last_alive = time.monotonic()
        self.fatal: str | None = None

    def start(self, timeout: float = 30.0) -> None:
        if self.mode == "ipc":
            env = dict(os.environ)
            args = [sys.executable, "-m", "edgeassist", "stage-speak", self.cmd_addr, self.evt_addr]
            if self.cfg.source not in ("(defaults)", "(dict)"):
                env["EDGEASSIST_CONFIG"] = self.cfg.source
            self.proc = subprocess.Popen(args, env=env)
        else:
            self._thread = threading.Thread(target=stage_main, args=(self.cmd_addr, self.evt_addr, self.cfg,
                                                                     self.ctx, self._stop),
                                            name="speak-stage", daemon=True)
            self._thread.start()
        self._reader = threading.Thread(target=self._read, name="speak-events", daemon=True)
        self._reader.start()
        if not self.ready.wait(timeout):
            raise RuntimeError(self.fatal or "the speak stage did not start")
        if self.fatal:
            raise RuntimeError(self.fatal)

    def _read(self) -> None:
        while not self._stop.is_set():
            try:
                if not self.evt.poll(500):
                    continue
                frames = self.evt.recv_multipart()
            except zmq.ZMQError:
                return
            msg = json.loads(frames[0])
            ev = msg.pop("ev")
            if ev == "synth":
                waiter = self._synth.pop(msg["req"], None)
                if waiter is not None:
                    waiter[1].update(msg, audio=frames[1] if len(frames) > 1 else b"")
                    waiter[0].set()
                continue
            if ev == "alive":
                self.last_alive = time.monotonic()
                self.busy_since_progress = msg.get("busy") and time.monotonic() - msg.get("progress", 0) or 0.0
                continue
            if ev == "ready":
                self.ready.set()
                continue
            if ev == "fatal":
                self.fatal = msg.get("message", "speak stage failed")
                self.ready.set()
                continue
            self.on_event(ev, msg)

    def _send(self, flags: int = 0, **msg) -> None:
        with self._lock:
            self.cmd.send(json.dumps(msg).encode(), flags)

    def sentence(self, text: str, uid: str) -> None:
        self._send(op="sentence", text=text, id=uid)

    def end_turn(self, uid: str) -> None:
        self._send(op="end", id=uid)

    def synthesize(self, text: str, req: str, cancel: threading.Event, deadline: float) -> tuple[bytes, int]:
        """int16 PCM bytes and rate of text, made by the stage's voice (nothing is played)."""
        done, result = threading.Event(), {}
        self._synth[req] = (done, result)
        self._send(op="synth", text=text, req=req)
        while not done.wait(0.05):
            if cancel.is_set() or time.monotonic() > deadline:
                self._synth.pop(req, None)
                raise TimeoutError("cancelled" if cancel.is_set() else "timed out")
        if result.get("error"):
            raise RuntimeError(result["error"])
        return result["audio"], result["rate"]

    def prepare(self, text: str) -> None:
        """Synthesise a likely reply ahead of time (it plays at once if it is then said)."""
        self._send(op="prepare", text=text)

    def stop(self) -> None:
        self._send(op="stop")

    def set_volume(self, level: int) -> None:
        self._send(op="volume", level=level)

    busy_since_progress = 0.0

    @property
    def alive(self) -> bool:
        """Heartbeats arrive, and a busy stage made progress in the last 30 s."""
        return time.monotonic() - self.last_alive < 3 * HEARTBEAT_S + 1.0 and self.busy_since_progress < 30

    def close(self) -> None:
        try:
            self._send(zmq.NOBLOCK, op="quit")
        except zmq.ZMQError:   # the stage is already gone
            pass
        if self.proc is not None:
            try:
                self.proc.wait(timeout=1.5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=1)
        if self._thread is not None:
            self._thread.join(timeout=1.5)
        self._stop.set()
        if getattr(self, "_reader", None):
            self._reader.join(timeout=1)
        self.cmd.close(linger=0)
        self.evt.close(linger=0)
        for addr in (self.cmd_addr, self.evt_addr):
            if addr.startswith("ipc://"):
                try:
                    os.unlink(addr[6:])
                except OSError:
                    pass
