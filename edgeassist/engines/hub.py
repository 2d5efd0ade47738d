"""A hub's llama.cpp-family server ([llm] server): llama.cpp's ``llama-server`` or llama-cpp-python's
``python -m llama_cpp.server``, both OpenAI-compatible with llama.cpp's ``grammar`` field.

Every request goes to ``/v1/chat/completions`` with the messages (the server's own chat template),
the GBNF grammar (so a slot line from the hub parses like the board's) and ``stream: true``: text
is handed on as it comes (Server-Sent Events). The standard library's http.client, one kept-alive
connection per thread.

The board is the fallback. A request whose first token is not there within ``timeout_s`` (refused,
hung, HTTP 500, a body that is no JSON, a grammar the server rejects) raises HubUnavailable at once
and marks the hub down; while it is down no turn waits for it, and a thread asks ``/health`` (else
``/v1/models``: llama-cpp-python's server has no /health) every ``retry_s`` until it answers.
"""
from __future__ import annotations

import http.client
import json
import logging
import ssl
import statistics
import threading
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Callable
from urllib.parse import urlparse

from .decode import Generation

log = logging.getLogger(__name__)


WARM_TIMEOUT_S = 120.0   # reading the prompts ahead may take a slow hub this long


class HubUnavailable(Exception):
    """The hub failed or was late before its first token: the board's model answers instead."""


@dataclass
class Stream:
    text: str = ""
    pieces: int = 0
    first_token_s: float = 0.0
    stopped: str = "eos"


class Hub:
    def __init__(self, url: str, model: str = "", key_file: str = "", timeout_s: float = 2.0, retry_s: float = 5.0,
                 board_model: bool = True):
        u = urlparse(url)
        self.meanwhile = "the board's model answers" if board_model else "turns that need a model are told it cannot be reached"
        self.url, self.model, self.timeout_s, self.retry_s = url.rstrip("/"), model, timeout_s, retry_s
        self._https, self._host, self._port = u.scheme == "https", u.hostname, u.port or (443 if u.scheme == "https" else 80)
        self._key = Path(key_file).expanduser().read_text().strip() if key_file else ""
        self._local = threading.local()
        self._lock = threading.Lock()
        self._up = True                       # tried first; the first failure says otherwise
        self._probe: threading.Thread | None = None
        self._stop = threading.Event()
        self.last_error = ""
        self.since = time.time()
        self.calls = {"hub": 0, "failed": 0}
        self._latency: deque[float] = deque(maxlen=50)
        self._warm_prompts: list[list[dict]] = []
        self._warming: threading.Thread | None = None
        self.prompts_read = False             # the server has read the board's prompts once (warm)

    # ------------------------------------------------------------------ state

    @property
    def up(self) -> bool:
        return self._up

    def status(self) -> dict:
        lat = sorted(self._latency)
        return {"url": self.url, "state": "up" if self._up else "down", "since": round(self.since, 3),
                "last_error": self.last_error, "calls": dict(self.calls),
                "first_token_ms_p50": round(1000 * statistics.median(lat), 1) if lat else None,
                "prompts_read": self.prompts_read}

    def _down(self, why: str) -> None:
        with self._lock:
            self.calls["failed"] += 1
            self.last_error = why
            was, self._up = self._up, False
            if was:
                self.since = time.time()
                log.warning("llm.server %s is down (%s): %s until it is back", self.url, why, self.meanwhile)
            if self._probe is None or not self._probe.is_alive():
                self._probe = threading.Thread(target=self._probe_until_up, name="hub-probe", daemon=True)
                self._probe.start()

    def _probe_until_up(self) -> None:
        while not self._stop.wait(self.retry_s):
            try:
                for path in ("/health", "/v1/models"):
                    status, _ = self._request("GET", path, None, self.timeout_s)
                    if status == 200:
                        with self._lock:
                            self._up, self.since = True, time.time()
                        log.info("llm.server %s is back (%s answered)", self.url, path)
                        return
                    if status != 404:
                        break
            except (OSError, http.client.HTTPException) as e:
                self.last_error = _said(e)
            finally:
                self._drop()

    def warm(self, prompts: list[list[dict]] | None = None, now: bool = True) -> None:
        """Have the server read the board's fixed prompts (the intent and the chat prompt) once, in
        the background and without the turn's deadline: a server that stops a request its client
        gave up on (llama-server does) would otherwise never keep them, and a cold slot's first
        token would be late for every turn. The understanding stage sets the prompts (now=False);
        they are read whenever a first token was late (generate), so a hub that is quick from the
        start is never asked for it."""
        with self._lock:
            if prompts is not None:
                self._warm_prompts, self.prompts_read = prompts, False
            busy = self._warming is not None and self._warming.is_alive()
            if now and self._warm_prompts and not busy and not self._stop.is_set():
                self._warming = threading.Thread(target=self._warm, name="hub-warm", daemon=True)
                self._warming.start()

    def _warm(self) -> None:
        prompts = list(self._warm_prompts)
        for messages in prompts:
            body = {"messages": messages, "max_tokens": 1, "temperature": 0.0, **({"model": self.model} if self.model else {})}
            try:
                self._request("POST", "/v1/chat/completions", body, WARM_TIMEOUT_S)
            except (OSError, http.client.HTTPException) as e:
                log.debug("llm.server %s: the prompts not read ahead (%s)", self.url, _said(e))
                return
            finally:
                self._drop()
        self.prompts_read = prompts == self._warm_prompts

    def close(self) -> None:
        self._stop.set()
        self._drop()

    # ------------------------------------------------------------------ HTTP

    def _conn(self, timeout: float) -> http.client.HTTPConnection:
        c = getattr(self._local, "conn", None)
        if c is None:
            c = (http.client.HTTPSConnection(self._host, self._port, timeout=timeout, context=ssl.create_default_context())
                 if self._https else http.client.HTTPConnection(self._host, self._port, timeout=timeout))
            self._local.conn = c
        c.timeout = timeout
        if c.sock is not None:
            c.sock.settimeout(timeout)
        return c

    def _drop(self) -> None:
        c = getattr(self._local, "conn", None)
        if c is not None:
            c.close()
            self._local.conn = None

    def _headers(self) -> dict:
        h = {"Content-Type": "application/json", "Accept": "text/event-stream"}
        if self._key:
            h["Authorization"] = f"Bearer {self._key}"
        return h

    def _request(self, method: str, path: str, body: dict | None, timeout: float):
        c = self._conn(timeout)
        c.request(method, path, body=json.dumps(body).encode() if body is not None else None, headers=self._headers())
        r = c.getresponse()
        return r.status, r.read()

    def _post(self, body: dict, timeout: float):
        """POST /v1/chat/completions; a kept-alive connection the server has closed meanwhile is
        opened again once (that is no failure of the hub's)."""
        for attempt in (0, 1):
            c = self._conn(timeout)
            reused = c.sock is not None
            try:
                c.request("POST", "/v1/chat/completions", body=json.dumps(body).encode(), headers=self._headers())
                return c.getresponse(), c
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                self._drop()
                if not reused or attempt:
                    raise
        raise AssertionError("unreachable")

    # ------------------------------------------------------------------ generation

    def generate(self, messages: list[dict], grammar: str | None, max_tokens: int, temperature: float = 0.0,
                 top_p: float = 0.95, stop: tuple = (), head: str = "", cancel: threading.Event | None = None,
                 deadline: float | None = None, on_text: Callable[[str], None] | None = None,
                 until: Callable[[str], bool] | None = None, logprobs: list | None = None) -> Generation:
        """The server's answer, streamed. head: the start of the answer already settled (a slot line's
        intent and the slots the words gave), which the grammar begins with: taken off the text.
        HubUnavailable before the first token; after it, a broken stream ends the answer where it broke.
        logprobs: a list the log-probability of each token the server reports is appended to, as it
        comes (OpenAI's logprobs; a server that reports none leaves it empty)."""
        if not self._up:
            raise HubUnavailable(self.last_error or "down")
        body = {"messages": messages, "max_tokens": max_tokens, "temperature": temperature, "top_p": top_p,
                "stream": True}
        if grammar:
            body["grammar"] = grammar
        if stop:
            body["stop"] = list(stop)
        if logprobs is not None:
            body.update(logprobs=True, top_logprobs=1)
        if self.model:
            body["model"] = self.model
        t0 = time.perf_counter()
        first = min(self.timeout_s, max(0.05, deadline - time.monotonic())) if deadline else self.timeout_s
        out = Stream()
        try:
            r, c = self._post(body, first)
            if r.status != 200:
                raise HubUnavailable(f"HTTP {r.status}: {r.read(200).decode(errors='replace').strip()}")
            self._read(c, r, out, head, t0, cancel, deadline, on_text, until, logprobs)
        except HubUnavailable as e:
            self._drop()
            self._down(str(e))
            raise
        except (OSError, http.client.HTTPException, ValueError) as e:
            self._drop()
            if isinstance(e, TimeoutError) and not out.pieces:
                self.warm()                   # late: the server may not have the prompts yet
            if not out.pieces or on_text is None or len(out.text) <= len(head):
                self._down(_said(e))          # nothing handed on yet: the board answers the whole of it
                raise HubUnavailable(_said(e)) from e
            self._down(f"stream broken after {out.pieces} pieces: {_said(e)}")
            out.stopped = "hub_lost"          # what was said stays the answer; the next turn is the board's
        self.calls["hub"] += 1
        self._latency.append(out.first_token_s)
        return Generation(text=out.text[len(head):] if out.text.startswith(head) else out.text, tokens=out.pieces,
                          prompt_tokens=0, first_token_s=out.first_token_s, total_s=time.perf_counter() - t0,
                          stopped=out.stopped)

    def _read(self, c, r, out: Stream, head: str, t0: float, cancel, deadline, on_text, until, logprobs=None) -> None:
        """Server-Sent Events: "data: {json}" lines until "data: [DONE]"."""
        while True:
            if cancel is not None and cancel.is_set():
                out.stopped = "cancelled"
                self._drop()
                return
            if deadline is not None and time.monotonic() > deadline:
                out.stopped = "deadline"
                self._drop()
                return
            line = r.readline()
            if not line:                      # closed without [DONE]: killed mid-stream
                raise http.client.IncompleteRead(b"", None) if out.pieces else HubUnavailable("the stream ended before any text")
            line = line.strip()
            if not line.startswith(b"data:"):
                continue
            data = line[5:].strip()
            if data == b"[DONE]":
                r.read()               # the connection is kept for the next request
                return
            event = json.loads(data)
            if "error" in event:
                raise HubUnavailable(f"server error: {str(event['error'])[:200]}")
            choice = (event.get("choices") or [{}])[0]
            piece = (choice.get("delta") or {}).get("content") or choice.get("text") or ""
            if logprobs is not None:          # before the text is handed on: a reply is judged on them
                logprobs.extend(float(t["logprob"]) for t in (choice.get("logprobs") or {}).get("content") or ()
                                if isinstance(t, dict) and isinstance(t.get("logprob"), (int, float)))
            if piece:
                if not out.pieces:
                    out.first_token_s = time.perf_counter() - t0
                    if c.sock is not None:        # after the first token a pause may be longer; the deadline bounds it
                        c.sock.settimeout(max(self.timeout_s, 5.0))
                out.pieces += 1
                out.text += piece
                if on_text is not None and len(out.text) > len(head):
                    on_text(piece if len(out.text) - len(piece) >= len(head) else out.text[len(head):])
                if until is not None and until(out.text[len(head):]):
                    out.stopped = "limit"
                    self._drop()
                    return
            if choice.get("finish_reason") == "length":
                out.stopped = "max_tokens"


def _said(e: BaseException) -> str:
    return f"{type(e).__name__}: {e}"[:200] if str(e) else type(e).__name__
