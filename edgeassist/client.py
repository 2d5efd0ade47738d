"""Client library for the edgeassist API: one method per request, and an event iterator.

    from edgeassist.client import Client
    with Client() as c:                       # default endpoints, or Client(endpoint, events)
        print(c.ask("turn on the kitchen light"))
        for ev in c.events(["intent"]):      # topics are event types; [] = all
            print(ev)

``AsyncClient`` has the same methods as coroutines (zmq.asyncio).
"""
from __future__ import annotations

import itertools
import json
import time
import uuid
from typing import Iterator

import zmq

from .protocol import endpoints
from .protocol.messages import REQUESTS

DEFAULT_ENDPOINT = "ipc:///run/edgeassist/api.sock"
DEFAULT_EVENTS = "ipc:///run/edgeassist/events.sock"


class ClientError(Exception):
    """The daemon cannot be reached or did not answer."""


class RemoteError(ClientError):
    """The daemon answered with an error reply."""

    def __init__(self, code: str, message: str, request_id: str | None):
        super().__init__(f"{code}: {message}")
        self.code, self.message, self.request_id = code, message, request_id


def _curve(sock, server_public: bytes | None, client_cert: str | None) -> None:
    if server_public is None:
        return
    import zmq.auth
    public, secret = zmq.auth.load_certificate(client_cert)
    sock.curve_secretkey, sock.curve_publickey, sock.curve_serverkey = secret, public, server_public


class _Base:
    def __init__(self, endpoint: str = DEFAULT_ENDPOINT, events: str = DEFAULT_EVENTS, timeout: float = 30.0,
                 server_public_key: bytes | None = None, client_cert: str | None = None):
        self.endpoint = endpoints.resolve(endpoint, for_bind=False)
        self.events_endpoint = endpoints.resolve(events, for_bind=False)
        self.timeout = timeout
        self._curve = (server_public_key, client_cert)
        self._seq = itertools.count(1)
        self._prefix = uuid.uuid4().hex[:6]
        path = endpoints.ipc_path(self.endpoint)
        if path is not None and not path.exists():
            raise ClientError(f"no edgeassist daemon is running at {self.endpoint} "
                              f"(start it with `edgeassist run`, or use --local)")

    @classmethod
    def from_config(cls, cfg, timeout: float = 30.0):
        return cls(cfg.api.endpoint, cfg.api.events, timeout)

    def _msg(self, rtype: str, fields: dict, binary: list[bytes] | None) -> tuple[str, list[bytes]]:
        """(id, frames) of a request, built by its class in protocol/messages.py: the server's
        schema, so a field it does not know cannot be sent."""
        rid = f"{self._prefix}-{next(self._seq)}"
        cls = REQUESTS.get(rtype)
        if cls is None:
            raise ClientError(f"no request type {rtype!r} (known: {', '.join(sorted(REQUESTS))})")
        names = cls.field_names()
        unknown = sorted(set(fields) - names)
        if unknown:
            raise ClientError(f"{rtype}: no field {unknown[0]!r} (fields: {', '.join(sorted(names)) or 'none'})")
        audio = binary[0] if cls.AUDIO and binary else None
        return rid, cls(id=rid, audio=audio, **{k: v for k, v in fields.items() if v is not None}).frames()

    @staticmethod
    def _result(msg: dict, binary: list[bytes]):
        if msg.get("type") == "error":
            raise RemoteError(msg.get("code", "?"), msg.get("message", ""), msg.get("id"))
        if binary:
            msg["_binary"] = binary
        return msg


class _Requests:
    """One method per request, shared by Client (they return the answer) and AsyncClient (they
    return a coroutine of it): each names its request type, fields and the part of the reply it
    returns, once."""

    def _call(self, rtype: str, pick=None, binary: list[bytes] | None = None, **fields):
        raise NotImplementedError

    def status(self) -> dict:
        return self._call("status")

    def ask(self, text: str, speak: bool = False, act: bool = True) -> dict:
        """act=False: only understand (no skill, no chat reply, no intent event)."""
        keep = ("text", "intent", "slots", "reply", "knowledge", "llm", "timings", "speech")
        return self._call("ask", lambda r: {k: r[k] for k in keep if k in r},
                          text=text, speak=speak or None, act=None if act else False)

    def say(self, text: str, wav: bool = False):
        """wav=True: the WAV file's bytes instead of speaking."""
        return self._call("say", (lambda r: r["_binary"][0]) if wav else None, text=text, wav=wav or None)

    def transcribe(self, audio: bytes, format: str = "wav", phrases: list[str] | None = None) -> dict:
        return self._call("transcribe", binary=[audio], format=format, phrases=phrases)

    def wake_enable(self) -> dict:
        """Hands-free listening on; its status (enabled, engine, words, detections)."""
        return self._call("wake.enable")

    def wake_disable(self) -> dict:
        """Hands-free listening off; its status."""
        return self._call("wake.disable")

    def ptt_press(self) -> dict:
        return self._call("ptt.press")

    def ptt_release(self) -> dict:
        return self._call("ptt.release")

    def cancel(self, target: str) -> dict:
        return self._call("cancel", target=target)

    def intents_register(self, intents: list[dict], replace: bool = False) -> dict:
        return self._call("intents.register", intents=intents, replace=replace or None)

    def intents_unregister(self, names: list[str]) -> dict:
        return self._call("intents.unregister", names=names)

    def intents_list(self) -> list[dict]:
        return self._call("intents.list", lambda r: r["intents"])

    def knowledge_list(self) -> dict:
        return self._call("knowledge.list")

    def knowledge_misses(self) -> dict:
        return self._call("knowledge.misses")

    def knowledge_add(self, entries: list[dict]) -> dict:
        return self._call("knowledge.add", entries=entries)

    def knowledge_remove(self, ids: list[str]) -> dict:
        return self._call("knowledge.remove", ids=ids)

    def knowledge_reload(self) -> dict:
        return self._call("knowledge.reload")

    def metrics(self) -> dict:
        return self._call("metrics")

    def items_list(self, kind: str | None = None) -> list[dict]:
        """Alarms, reminders and timers (kind: one of them), soonest first."""
        return self._call("items.list", lambda r: r["items"], kind=kind)

    def items_add(self, kind: str, at: str | None = None, in_s: int | None = None, repeat=None,
                  label: str | None = None, task: str | None = None) -> dict:
        """An alarm / reminder (at: local ISO time, or in_s) or a timer (in_s); the item as kept."""
        return self._call("items.add", lambda r: r["item"], kind=kind, at=at, in_s=in_s, repeat=repeat,
                          label=label, task=task)

    def items_cancel(self, ids: list[str]) -> dict:
        return self._call("items.cancel", ids=ids)

    def lists_get(self, name: str | None = None) -> dict:
        """{list name: [items]}: one list, or all."""
        return self._call("lists.get", lambda r: r["lists"], list=name)

    def lists_add(self, name: str, items: list[str]) -> dict:
        return self._call("lists.add", list=name, items=items)

    def lists_remove(self, name: str, items: list[str]) -> dict:
        return self._call("lists.remove", list=name, items=items)

    def lists_clear(self, name: str) -> dict:
        return self._call("lists.clear", list=name)

    def volume(self, level: int | None = None, direction: str | None = None) -> int:
        return self._call("volume", lambda r: r["volume"], level=level, direction=direction)


class Client(_Requests, _Base):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.ctx = zmq.Context.instance()
        self.sock = self.ctx.socket(zmq.DEALER)
        self.sock.setsockopt(zmq.LINGER, 0)
        _curve(self.sock, *self._curve)
        self.sock.connect(self.endpoint)
        self._subs: list = []

    def request(self, rtype: str, binary: list[bytes] | None = None, timeout: float | None = None, **fields):
        rid, frames = self._msg(rtype, fields, binary)
        self.sock.send_multipart([b"", *frames])
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not self.sock.poll(int(left * 1000)):
                raise ClientError(f"no answer from the daemon at {self.endpoint} within {timeout or self.timeout:.0f} s "
                                  f"(is `edgeassist run` running?)")
            frames = self.sock.recv_multipart()
            if len(frames) < 2:
                continue
            msg = json.loads(frames[1])
            if msg.get("id") == rid or (msg.get("type") == "error" and msg.get("id") is None):
                return self._result(msg, frames[2:])

    def _call(self, rtype: str, pick=None, binary: list[bytes] | None = None, **fields):
        r = self.request(rtype, binary, **fields)
        return pick(r) if pick else r

    def events(self, topics: list[str] | None = None, timeout: float | None = None) -> Iterator[dict]:
        """Live events (subscribed now); stops after `timeout` seconds without one, if given."""
        sub = self.ctx.socket(zmq.SUB)
        sub.setsockopt(zmq.LINGER, 0)
        _curve(sub, *self._curve)
        for t in topics or [""]:
            sub.setsockopt(zmq.SUBSCRIBE, t.encode())
        sub.connect(self.events_endpoint)
        self._subs.append(sub)
        time.sleep(0.05)  # PUB/SUB joins asynchronously; give the subscription a moment

        def gen():
            while True:
                if not sub.poll(int(timeout * 1000) if timeout else -1):
                    return
                frames = sub.recv_multipart()
                ev = json.loads(frames[1])
                if len(frames) > 2:
                    ev["_binary"] = frames[2:]
                yield ev
        return gen()

    def close(self) -> None:
        for s in self._subs:
            s.close(linger=0)
        self.sock.close(linger=0)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class AsyncClient(_Requests, _Base):
    """The same requests as coroutines: ``await AsyncClient().ask("...")``. One request at a time
    per client (its replies come back on one socket): a client per task for concurrent requests."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        import zmq.asyncio
        self.ctx = zmq.asyncio.Context.instance()
        self.sock = self.ctx.socket(zmq.DEALER)
        self.sock.setsockopt(zmq.LINGER, 0)
        _curve(self.sock, *self._curve)
        self.sock.connect(self.endpoint)

    async def request(self, rtype: str, binary: list[bytes] | None = None, **fields):
        import asyncio
        rid, frames = self._msg(rtype, fields, binary)
        await self.sock.send_multipart([b"", *frames])
        try:
            async with asyncio.timeout(self.timeout):
                while True:
                    frames = await self.sock.recv_multipart()
                    msg = json.loads(frames[1])
                    if msg.get("id") == rid or (msg.get("type") == "error" and msg.get("id") is None):
                        return self._result(msg, frames[2:])
        except TimeoutError:
            raise ClientError(f"no answer from the daemon at {self.endpoint} within {self.timeout:.0f} s") from None

    async def _answer(self, rtype, pick, binary, fields):
        r = await self.request(rtype, binary, **fields)
        return pick(r) if pick else r

    def _call(self, rtype: str, pick=None, binary: list[bytes] | None = None, **fields):
        return self._answer(rtype, pick, binary, fields)

    def close(self) -> None:
        self.sock.close(linger=0)


__all__ = ["Client", "AsyncClient", "ClientError", "RemoteError"]
