"""Where the speak stage runs. In the daemon's process (``daemon.stages = "inproc"``, the
default) it is called directly and its events come back by callback
(stages/speak_service.SpeakService); in its own process (``"ipc"``) the same operations and
events travel over two ZeroMQ sockets (`ProcessSpeakStage` here, `stage_main` there):

Daemon -> stage (PUSH/PULL): {"op": "sentence"|"end"|"stop"|"prepare"|"synth"|"volume"|"earcon"|"quit", ...}
Stage -> daemon (PUSH/PULL): {"ev": "tts.start"|"tts.end"|"first_audio"|"error"|"synth"|"alive"|"ready"|"fatal", ...}

Both give the daemon the same methods: start, sentence, end_turn, prepare, stop, set_volume, earcon,
synthesize, alive, close; and both report tts.start, first_audio (noted by the output device's
callback when the first sample is written), tts.end and error to on_event(kind, data).
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

import zmq

from ..stages.speak_service import STALLED_S, SpeakService, StageFailed

log = logging.getLogger(__name__)
HEARTBEAT_S = 0.5


def speak_stage(cfg, on_event: Callable[[str, dict], None], runtime_dir: str | None = None):
    """The speak stage daemon.stages asks for (not started)."""
    if cfg.daemon.stages == "ipc":
        return ProcessSpeakStage(cfg, on_event, runtime_dir=runtime_dir)
    return SpeakService(cfg, on_event)


# ------------------------------------------------------------------ in its own process

def stage_main(cmd_addr: str, evt_addr: str, cfg) -> None:
    """The stage's process (`edgeassist stage-speak`): load the voice, open the speaker, serve
    the daemon's operations until quit."""
    from ..sysinfo import join_engine_limit
    join_engine_limit("piper")            # a board profile of the bench: Piper's share of the board's CPU
    ctx = zmq.Context.instance()
    cmd = ctx.socket(zmq.PULL)
    cmd.connect(cmd_addr)
    evt = ctx.socket(zmq.PUSH)
    evt.setsockopt(zmq.LINGER, 500)
    evt.connect(evt_addr)
    send = _sender(evt)
    service = SpeakService(cfg, lambda kind, data: send(kind, **data))
    try:
        service.start()
    except StageFailed as e:
        send("fatal", message=str(e))
        return
    send("ready", rate=service.tts.rate, pid=os.getpid())
    poller = zmq.Poller()
    poller.register(cmd, zmq.POLLIN)
    last_beat = 0.0
    while True:
        if poller.poll(int(HEARTBEAT_S * 1000)):   # idle: wake for the heartbeat only
            if not _apply(json.loads(cmd.recv()), service, send):
                break
        now = time.monotonic()
        if now - last_beat >= HEARTBEAT_S:
            last_beat = now
            send("alive", stalled_s=service.stalled_for(), server=service.server_status())
    service.close()
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


def _apply(msg: dict, service: SpeakService, send) -> bool:
    """One operation from the daemon; False for quit."""
    op = msg.get("op")
    if op == "sentence":
        service.sentence(msg["text"], msg.get("id", ""))
    elif op == "prepare":
        service.prepare(msg["text"])
    elif op == "synth":
        try:
            audio, rate = service.synthesize(msg["text"])
            send("synth", binary=audio, req=msg["req"], rate=rate)
        except Exception as e:  # noqa: BLE001 - answer the request with the failure
            send("synth", binary=b"", req=msg["req"], rate=service.tts.rate, error=str(e))
    elif op == "end":
        service.end_turn(msg.get("id", ""))
    elif op == "stop":
        service.stop()
    elif op == "volume":
        service.set_volume(msg["level"])
    elif op == "earcon":
        service.earcon()
    return op != "quit"


class ProcessSpeakStage:
    """The daemon's handle on the speak stage in its own process (daemon.stages = "ipc")."""

    def __init__(self, cfg, on_event: Callable[[str, dict], None], ctx: zmq.Context | None = None,
                 runtime_dir: str | None = None):
        self.cfg, self.on_event = cfg, on_event
        self.ctx = ctx or zmq.Context.instance()
        tag, base = f"{os.getpid()}-{id(self)}", runtime_dir or "/tmp"
        self.cmd_addr, self.evt_addr = f"ipc://{base}/speak-cmd-{tag}", f"ipc://{base}/speak-evt-{tag}"
        self.cmd = self.ctx.socket(zmq.PUSH)
        self.cmd.setsockopt(zmq.LINGER, 0)
        self.cmd.setsockopt(zmq.SNDTIMEO, 2000)   # a stage that is gone must not block the daemon
        self.cmd.bind(self.cmd_addr)
        self.evt = self.ctx.socket(zmq.PULL)
        self.evt.bind(self.evt_addr)
        self._lock = threading.Lock()
        self.proc: subprocess.Popen | None = None
        self._stop = threading.Event()
        self.ready = threading.Event()
        self._synth: dict[str, tuple[threading.Event, dict]] = {}
        self.last_alive = time.monotonic()
        self.fatal: str | None = None

    def start(self, timeout: float = 30.0) -> None:
        env = dict(os.environ)
        args = [sys.executable, "-m", "edgeassist", "stage-speak", self.cmd_addr, self.evt_addr]
        if self.cfg.source not in ("(defaults)", "(dict)"):
            env["EDGEASSIST_CONFIG"] = self.cfg.source
        self.proc = subprocess.Popen(args, env=env)
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
                self.stalled_s = msg.get("stalled_s", 0.0)
                self._server = msg.get("server")
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

    def earcon(self) -> None:
        self._send(op="earcon")

    stalled_s = 0.0
    _server: dict | None = None

    def server_status(self) -> dict | None:
        """The stage's Wyoming TTS service as of its last heartbeat, else None."""
        return self._server

    @property
    def alive(self) -> bool:
        """Heartbeats arrive, and a busy stage made progress in the last 30 s."""
        return time.monotonic() - self.last_alive < 3 * HEARTBEAT_S + 1.0 and self.stalled_s < STALLED_S

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
