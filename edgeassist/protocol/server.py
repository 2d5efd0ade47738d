"""The API server: a ROUTER for requests, a PUB for events, one thread that owns both.

Control requests (status, ptt.*, cancel, intents.*, volume, metrics) are answered on the server
thread at once; model work (ask, say, transcribe) goes through a bounded queue to one worker, and
a full queue is answered with ``busy`` at once. Every request gets exactly one final reply.
Other threads send replies and events through an inproc socket, because ZeroMQ sockets belong
to one thread.
"""
from __future__ import annotations

import itertools
import logging
import queue
import threading
import time
from dataclasses import dataclass, field
from typing import Callable, Protocol

import zmq

from ..config import ApiSettings
from . import endpoints
from .messages import (Cancel, ProtocolError, Request, encode, error, parse_request, reply)

log = logging.getLogger(__name__)
_ids = itertools.count()


@dataclass
class Work:
    identity: bytes
    request: Request
    cancel: threading.Event = field(default_factory=threading.Event)
    deadline: float = 0.0


class Handler(Protocol):
    def immediate(self, req: Request) -> dict: ...
    def work(self, req: Request, ctx: "WorkContext") -> tuple[dict, list[bytes]]: ...


class WorkContext:
    def __init__(self, server: "ApiServer", work: Work):
        self.server, self.work = server, work

    @property
    def cancel(self) -> threading.Event:
        return self.work.cancel

    @property
    def deadline(self) -> float:
        return self.work.deadline


class ApiServer:
    def __init__(self, settings: ApiSettings, handler: Handler, context: zmq.Context | None = None,
                 request_timeout_s: float = 60.0):
        self.s = settings
        self.handler = handler
        self.ctx = context or zmq.Context.instance()
        self.timeout = request_timeout_s
        self.queue: queue.Queue[Work] = queue.Queue(maxsize=settings.queue_size)
        self.inflight: dict[tuple[bytes, str], Work] = {}
        self._inflight_lock = threading.Lock()
        self._outbox_addr = f"inproc://edgeassist-outbox-{next(_ids)}"
        self._out_lock = threading.Lock()
        self._stop = threading.Event()
        self.endpoint = self.events_endpoint = ""
        self.counters = {"requests": 0, "errors": 0, "busy": 0, "events": 0}
        self.last_progress = time.monotonic()
        self._auth = None

    # ------------------------------------------------------------------ sockets

    def bind(self) -> None:
        s = self.s
        self.endpoint = endpoints.resolve(s.endpoint, for_bind=True)
        self.events_endpoint = endpoints.resolve(s.events, for_bind=True)
        for ep in (self.endpoint, self.events_endpoint):
            endpoints.check_tcp_security(ep, s.curve_secret_key, s.curve_allowed_dir)
            endpoints.clear_stale(ep)
        self.router = self.ctx.socket(zmq.ROUTER)
        self.pub = self.ctx.socket(zmq.PUB)
        # ZeroMQ drops a peer that sends more than this; below it we answer 'too_large' ourselves.
        self.router.setsockopt(zmq.MAXMSGSIZE, s.max_message_bytes * 2 + 65536)
        self.router.setsockopt(zmq.ROUTER_MANDATORY, 0)
        self.router.setsockopt(zmq.LINGER, 0)
        self.router.setsockopt(zmq.SNDHWM, 10000)
        self.pub.setsockopt(zmq.SNDHWM, s.event_hwm)
        self.pub.setsockopt(zmq.LINGER, 0)
        if any(ep.startswith("tcp://") for ep in (self.endpoint, self.events_endpoint)):
            self._setup_curve()
        try:
            self.router.bind(self.endpoint)
            self.pub.bind(self.events_endpoint)
        except zmq.ZMQError as e:
            self.close()
            raise endpoints.EndpointError(f"cannot bind {self.endpoint} / {self.events_endpoint}: {e}") from None
        for ep in (self.endpoint, self.events_endpoint):
            endpoints.secure_ipc(ep, s.socket_mode, s.socket_group)
        self.outbox = self.ctx.socket(zmq.PULL)
        self.outbox.bind(self._outbox_addr)
        self._push = self.ctx.socket(zmq.PUSH)
        self._push.setsockopt(zmq.SNDHWM, 0)
        self._push.connect(self._outbox_addr)

    def _setup_curve(self) -> None:
        import zmq.auth
        from zmq.auth.thread import ThreadAuthenticator
        try:
            public, secret = zmq.auth.load_certificate(self.s.curve_secret_key)
        except (OSError, ValueError) as e:
            raise endpoints.EndpointError(f"api.curve_secret_key {self.s.curve_secret_key}: {e}") from None
        if secret is None:
            raise endpoints.EndpointError(f"api.curve_secret_key {self.s.curve_secret_key}: holds no secret key")
        self._auth = ThreadAuthenticator(self.ctx)
        self._auth.start()
        self._auth.configure_curve(domain="*", location=self.s.curve_allowed_dir)
        for sock in (self.router, self.pub):
            sock.curve_secretkey, sock.curve_publickey, sock.curve_server = secret, public, True

    def close(self) -> None:
        with self._out_lock:
            self._stop.set()
        for name in ("router", "pub", "outbox", "_push"):
            sock = getattr(self, name, None)
            if sock is not None:
                sock.close(linger=0)
        if self._auth is not None:
            self._auth.stop()
        for ep in (self.endpoint, self.events_endpoint):
            p = endpoints.ipc_path(ep) if ep else None
            if p is not None:
                p.unlink(missing_ok=True)

    # ------------------------------------------------------------------ thread-safe output

    def _send(self, frames: list[bytes]) -> None:
        with self._out_lock:
            if not self._stop.is_set():
                try:
                    self._push.send_multipart(frames, copy=False)
                except zmq.ZMQError:   # closed under us (stopping): nothing left to tell
                    pass

    def send_reply(self, identity: bytes, msg: dict, binary: list[bytes] | None = None) -> None:
        self._send([b"R", identity, b"", encode(msg), *(binary or [])])

    def publish(self, etype: str, **fields) -> None:
        fields.setdefault("t", time.monotonic())
        self._send([b"E", etype.encode(), encode({"type": etype, **fields})])

    # ------------------------------------------------------------------ loop

    def start(self) -> None:
        self._thread = threading.Thread(target=self._loop, name="api", daemon=True)
        self._worker = threading.Thread(target=self._work_loop, name="worker", daemon=True)
        self._thread.start()
        self._worker.start()

    def stop(self) -> None:
        self._stop.set()
        with self._inflight_lock:
            for w in self.inflight.values():
                w.cancel.set()
        for t in (getattr(self, "_thread", None),):
            if t is not None:
                t.join(timeout=2)
        self.close()

    def _loop(self) -> None:
        poller = zmq.Poller()
        poller.register(self.router, zmq.POLLIN)
        poller.register(self.outbox, zmq.POLLIN)
        while not self._stop.is_set():
            self.last_progress = time.monotonic()
            try:
                ready = dict(poller.poll(500))
            except zmq.ZMQError:
                break
            if self.outbox in ready:
                for _ in range(1000):
                    try:
                        frames = self.outbox.recv_multipart(zmq.NOBLOCK, copy=True)
                    except zmq.Again:
                        break
                    if frames[0] == b"R":
                        self.router.send_multipart(frames[1:])
                    else:
                        self.counters["events"] += 1
                        try:
                            self.pub.send_multipart(frames[1:], zmq.NOBLOCK)
                        except zmq.Again:
                            pass  # a slow subscriber loses events, the daemon keeps its memory
            if self.router in ready:
                for _ in range(1000):
                    try:
                        frames = self.router.recv_multipart(zmq.NOBLOCK, copy=True)
                    except zmq.Again:
                        break
                    self._on_request(frames)

    def _on_request(self, frames: list[bytes]) -> None:
        self.counters["requests"] += 1
        identity = frames[0]
        rest = frames[1:]
        # REQ sockets (and DEALER clients that follow the protocol) send an empty delimiter frame.
        if not rest or rest[0] != b"":
            self._error(identity, ProtocolError("bad_frames", "expected an empty delimiter frame, then JSON"))
            return
        try:
            req = parse_request(rest[1:], self.s.max_message_bytes)
        except ProtocolError as e:
            self._error(identity, e)
            return
        try:
            if isinstance(req, Cancel):
                self._cancel(identity, req)
            elif req.QUEUED:
                self._enqueue(identity, req)
            else:
                self.router.send_multipart([identity, b"", encode(self.handler.immediate(req))])
        except ProtocolError as e:
            self._error(identity, e)
        except Exception as e:  # noqa: BLE001 - a handler bug must not stop the server
            log.exception("request %s failed", req.TYPE)
            self._error(identity, ProtocolError("internal", f"{type(e).__name__}: {e}", req.id))

    def _error(self, identity: bytes, e: ProtocolError) -> None:
        self.counters["errors"] += 1
        self.router.send_multipart([identity, b"", encode(error(e.code, e.message, e.request_id))])

    def _enqueue(self, identity: bytes, req: Request) -> None:
        key = (identity, req.id)
        with self._inflight_lock:
            if key in self.inflight:
                raise ProtocolError("bad_field", f"request id {req.id!r} is already in use by you", None)
            w = Work(identity, req, deadline=time.monotonic() + self.timeout)
            try:
                self.queue.put_nowait(w)
            except queue.Full:
                self.counters["busy"] += 1
                raise ProtocolError("busy", f"{self.queue.maxsize} requests are already waiting", req.id) from None
            self.inflight[key] = w

    def _cancel(self, identity: bytes, req: Cancel) -> None:
        with self._inflight_lock:
            w = self.inflight.get((identity, req.target))
            if w is None:
                raise ProtocolError("unknown_request", f"no queued or running request {req.target!r}", req.id)
            w.cancel.set()
        self.router.send_multipart([identity, b"", encode(reply("cancel.reply", req.id, cancelled=req.target))])

    def cancel_all(self, speaking_only: bool = False) -> int:
        """Cancel queued and running requests: all of them (shutdown), or those that speak
        (a push-to-talk press: say, and ask with speak)."""
        n = 0
        with self._inflight_lock:
            for w in self.inflight.values():
                if not speaking_only or getattr(w.request, "speak", False) or w.request.TYPE == "say":
                    w.cancel.set()
                    n += 1
        return n

    def _work_loop(self) -> None:
        while not self._stop.is_set():
            try:
                w = self.queue.get(timeout=1.0)
            except queue.Empty:
                self.last_progress = time.monotonic()
                continue
            self.last_progress = time.monotonic()
            req = w.request
            binary: list[bytes] = []
            try:
                if w.cancel.is_set():
                    raise ProtocolError("cancelled", "cancelled before it started", req.id)
                msg, binary = self.handler.work(req, WorkContext(self, w))
            except ProtocolError as e:
                msg = error(e.code, e.message, req.id)
            except Exception as e:  # noqa: BLE001 - one failed request, the worker goes on
                log.exception("request %s failed", req.TYPE)
                msg = error("internal", f"{type(e).__name__}: {e}", req.id)
            with self._inflight_lock:
                self.inflight.pop((w.identity, req.id), None)
            if msg.get("type") == "error":
                self.counters["errors"] += 1
            self.send_reply(w.identity, msg, binary)
