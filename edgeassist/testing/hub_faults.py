"""A hub that fails on purpose, for the tests and benchmarks of [llm] server (and the hub's real
servers those start: llama-cpp-python's, llama.cpp's llama-server, wyoming-faster-whisper, wyoming-piper): a real TCP server in front of the real
llama-cpp-python server, in one of these modes (switched at run time):

- ``forward``: every request passed to the real server and its answer back (one per connection);
- ``hang``: the request read, then nothing: no answer, no close;
- ``500``: HTTP 500 with an error body;
- ``garbage``: HTTP 200 and an event stream whose data is no JSON;
- ``slow``: forwarded after ``slow_s`` seconds;
- ``cut``: forwarded, the connection closed after the first event of the stream (killed mid-stream);
- ``grammar``: HTTP 400 as llama-server answers a grammar it cannot parse.
``down()`` stops listening (connection refused); ``up()`` listens again on the same port.
"""
from __future__ import annotations

import socket
import threading
import time


class FaultyHub:
    def __init__(self, upstream_port: int, mode: str = "forward", slow_s: float = 5.0):
        self.upstream, self.mode, self.slow_s = upstream_port, mode, slow_s
        self.requests = 0
        self._sock: socket.socket | None = None
        self._closing = threading.Event()
        self._conns: list[socket.socket] = []
        self.port = 0
        self.up()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def up(self) -> None:
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("127.0.0.1", self.port))
        s.listen(16)
        self.port = s.getsockname()[1]
        self._sock = s
        threading.Thread(target=self._accept, args=(s,), daemon=True).start()

    def down(self) -> None:
        s, self._sock = self._sock, None
        if s is not None:
            try:                 # wakes the accepting thread: a close alone leaves the socket listening
                s.shutdown(socket.SHUT_RDWR)   # while accept() holds it (Linux), and one more connection got in
            except OSError:
                pass
            s.close()
        for c in self._conns:
            try:
                c.close()
            except OSError:
                pass
        self._conns.clear()

    def close(self) -> None:
        self._closing.set()
        self.down()

    def _accept(self, s: socket.socket) -> None:
        while True:
            try:
                conn, _ = s.accept()
            except OSError:
                return
            self._conns.append(conn)
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        try:
            request = _read_request(conn)
            if request is None:
                return
            self.requests += 1
            mode = self.mode
            if self._sock is None:       # down: a connection that got in anyway is closed unanswered
                return
            if mode == "hang":
                self._closing.wait(120)
            elif mode == "500":
                _answer(conn, 500, b'{"error": {"message": "internal error"}}')
            elif mode == "grammar":
                _answer(conn, 400, b'{"error": {"message": "Failed to parse grammar"}}')
            elif mode == "garbage":
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
                             b"data: {this is not json\r\n\r\n")
            else:
                if mode == "slow":
                    time.sleep(self.slow_s)
                self._forward(conn, request, cut=mode == "cut")
        except OSError:
            pass
        finally:
            conn.close()

    def _forward(self, conn: socket.socket, request: bytes, cut: bool) -> None:
        up = socket.create_connection(("127.0.0.1", self.upstream), timeout=120)
        try:
            head, _, body = request.partition(b"\r\n\r\n")
            head = b"\r\n".join(h for h in head.split(b"\r\n") if not h.lower().startswith(b"connection:"))
            up.sendall(head + b"\r\nConnection: close\r\n\r\n" + body)
            seen = b""
            while True:
                data = up.recv(65536)
                if not data:
                    return
                if cut:
                    seen += data
                    at = seen.find(b"\n\n", seen.find(b'"content"'))
                    if seen.find(b'"content"') >= 0 and at >= 0:      # the first piece of text, then gone
                        conn.sendall(data[:len(data) - (len(seen) - at - 2)])
                        return
                conn.sendall(data)
        finally:
            up.close()


def _read_request(conn: socket.socket) -> bytes | None:
    data = b""
    while b"\r\n\r\n" not in data:
        got = conn.recv(65536)
        if not got:
            return None
        data += got
    head, _, body = data.partition(b"\r\n\r\n")
    length = next((int(h.split(b":", 1)[1]) for h in head.split(b"\r\n") if h.lower().startswith(b"content-length:")), 0)
    while len(body) < length:
        got = conn.recv(65536)
        if not got:
            break
        body += got
    return head + b"\r\n\r\n" + body


def _answer(conn: socket.socket, status: int, body: bytes) -> None:
    reason = {400: "Bad Request", 500: "Internal Server Error"}[status]
    conn.sendall(f"HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n"
                 f"Connection: close\r\n\r\n".encode() + body)


def start_llama_server(model, port: int, log_path, threads: int = 1, n_ctx: int = 4096, timeout_s: float = 120.0):
    """llama-cpp-python's OpenAI-compatible server (python -m llama_cpp.server) on model at
    127.0.0.1:port, once it answers /v1/models and has read a first prompt; its RAM cache of prompts
    keeps both the intent and the chat prompt (it holds one sequence otherwise). The process."""
    import json
    import subprocess
    import sys
    import urllib.request
    proc = subprocess.Popen([sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--host", "127.0.0.1",
                             "--port", str(port), "--n_ctx", str(n_ctx), "--n_threads", str(threads), "--verbose", "false",
                             "--cache", "true", "--cache_type", "ram"],       # the intent and chat prompts both kept
                            stdout=open(log_path, "w"), stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    end = time.monotonic() + timeout_s
    while True:
        try:
            urllib.request.urlopen(url + "/v1/models", timeout=2).read()
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > end:
                proc.kill()
                raise RuntimeError(f"llama_cpp.server did not start: {open(log_path).read()[-2000:]}")
            time.sleep(0.5)
    urllib.request.urlopen(urllib.request.Request(url + "/v1/chat/completions", json.dumps(
        {"messages": [{"role": "user", "content": "hello"}], "max_tokens": 2}).encode(),
        {"Content-Type": "application/json"}), timeout=60).read()
    return proc


def start_llama_cpp_server(binary, model, port: int, log_path, threads: int = 1, parallel: int = 1,
                           n_ctx: int = 4096, extra: tuple = (), timeout_s: float = 120.0):
    """llama.cpp's own llama-server (scripts/build_llama_server.sh) on model at 127.0.0.1:port with
    `parallel` slots (each n_ctx tokens), once /health says ok. The process."""
    import subprocess
    import urllib.request
    proc = subprocess.Popen([str(binary), "-m", str(model), "--host", "127.0.0.1", "--port", str(port),
                             "-t", str(threads), "-np", str(parallel), "-c", str(n_ctx * parallel), *extra],
                            stdout=open(log_path, "w"), stderr=subprocess.STDOUT)
    end = time.monotonic() + timeout_s
    while True:
        try:
            if b"ok" in urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2).read():
                return proc
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > end:
            proc.kill()
            raise RuntimeError(f"llama-server did not start: {open(log_path).read()[-2000:]}")
        time.sleep(0.3)


def _serving(proc, uri: str, log) -> None:
    """Wait until a Wyoming service at uri accepts connections (90 s at most)."""
    from ..engines.wyoming_asr import Link
    link = Link(uri, 2.0, 60)
    end = time.monotonic() + 90
    while True:
        try:
            link.connect().close()
            return
        except OSError:
            if proc.poll() is not None or time.monotonic() > end:
                proc.kill()
                raise RuntimeError(f"the Wyoming service did not start: {open(log).read()[-2000:]}")
            time.sleep(0.3)


def start_whisper_service(port: int, log, threads: int = 1):
    """wyoming-faster-whisper on the project's Whisper model (a directory: nothing is downloaded)."""
    from .. import config
    models = config.Config().model_path("")
    return _start_service(["wyoming_faster_whisper", "--model", str(models / "whisper-tiny.en"), "--data-dir",
                           str(models), "--language", "en", "--compute-type", "int8", "--beam-size", "5",
                           "--cpu-threads", str(threads)], port, log)


def start_piper_service(port: int, log, data_dir):
    """wyoming-piper on the project's voice file (a path: nothing is looked up or downloaded)."""
    from .. import config
    voice = config.Config().model_path(config.Config().tts.voice)
    return _start_service(["wyoming_piper", "--voice", str(voice), "--data-dir", str(data_dir)], port, log)


def _start_service(module_args: list[str], port: int, log):
    """python -m MODULE ARGS --uri tcp://127.0.0.1:port, once it accepts connections. The process."""
    import os
    import subprocess
    import sys
    proc = subprocess.Popen([sys.executable, "-m", *module_args[:1], "--uri", f"tcp://127.0.0.1:{port}",
                             *module_args[1:]], env=dict(os.environ, HF_HUB_OFFLINE="1"),
                            stdout=subprocess.DEVNULL, stderr=open(log, "wb"))
    _serving(proc, f"tcp://127.0.0.1:{port}", log)
    return proc
