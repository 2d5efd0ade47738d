"""[tts] engine = "wyoming": replies said by a real wyoming-piper on the project's Piper voice; the
board's own voice says each piece the service fails, hangs, garbles or is late with, and pieces go
back to the service once it answers a describe again. What was said is checked by ear (Whisper)."""
from __future__ import annotations

import dataclasses
import json
import socket
import threading
import time

import numpy as np
import pytest

from edgeassist import config
from edgeassist.engines.piper import PiperTts, TtsError
from edgeassist.engines.wyoming_tts import WyomingTts, tts_link
from edgeassist.testing.daemon import DaemonProcess, free_port
from edgeassist.testing.hub_faults import start_piper_service
from edgeassist.testing.speech import resample
from test_daemon import _heard

SAID = "The pizza timer has five minutes left."
WORDS = "the pizza timer has five minutes left"


class FaultyVoice:
    """A Wyoming TTS service that fails on purpose, one way per connection: ``hang`` (reads the
    request, never answers), ``garbage`` (a line that is no JSON), ``cut`` (audio-start and one chunk,
    then closed), ``error`` (an error event), ``stereo`` (audio the board cannot play as it is)."""

    def __init__(self, mode: str):
        self.mode = mode
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self._conns: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self._conns.append(conn)
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        def event(kind: str, data: dict, payload: bytes = b"") -> bytes:
            head = {"type": kind, "data": data, **({"payload_length": len(payload)} if payload else {})}
            return json.dumps(head).encode() + b"\n" + payload
        try:
            conn.recv(65536)
            fmt = {"rate": 22050, "width": 2, "channels": 1}
            if self.mode == "hang":
                time.sleep(60)
            elif self.mode == "garbage":
                conn.sendall(b"{this is not json\n")
            elif self.mode == "cut":
                conn.sendall(event("audio-start", fmt) + event("audio-chunk", fmt, b"\x00\x10" * 2000))
            elif self.mode == "error":
                conn.sendall(event("error", {"text": "voice not loaded", "code": "x"}))
            elif self.mode == "stereo":
                fmt = {**fmt, "channels": 2}
                conn.sendall(event("audio-start", fmt) + event("audio-chunk", fmt, b"\x00\x10" * 4000)
                             + event("audio-stop", {}))
        except OSError:
            pass
        finally:
            conn.close()

    def close(self) -> None:
        try:                     # wakes the accepting thread (a close alone leaves it listening on Linux)
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()
        for c in self._conns:
            c.close()


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    port = free_port()
    d = tmp_path_factory.mktemp("piper")
    proc = start_piper_service(port, d / "service.log", d)
    yield port
    proc.terminate()
    proc.wait(10)


@pytest.fixture(scope="module")
def board_voice(voice_path):
    return PiperTts(voice_path)


def said(tts) -> tuple[str, np.ndarray]:
    audio = np.concatenate(list(tts.sentences(SAID)))
    return _heard(resample(audio, tts.rate)), audio


def words_wrong(heard: str) -> int:
    from edgeassist.testing.speech import wer
    return wer(WORDS, heard.replace("5", "five"))[0]


def test_the_service_says_the_piece(service, board_voice):
    tts = WyomingTts(tts_link(f"tcp://127.0.0.1:{service}", 10.0, 1.0), board_voice)
    heard, audio = said(tts)
    assert tts.last_by == "hub" and tts.rate == board_voice.rate and words_wrong(heard) <= 1, heard
    assert tts.link.status()["state"] == "up" and tts.link.calls["hub"] == 1
    assert len(audio) > 0.8 * tts.rate


@pytest.mark.parametrize("how", ["hang", "down", "garbage", "cut", "error", "stereo"])
def test_a_failing_service_leaves_the_piece_to_the_board(board_voice, how):
    faulty = FaultyVoice(how)
    if how == "down":
        faulty.close()
    tts = WyomingTts(tts_link(f"tcp://127.0.0.1:{faulty.port}", 1.0, 60), board_voice)
    try:
        t0 = time.monotonic()
        heard, _ = said(tts)
        took = time.monotonic() - t0
        assert tts.last_by == "board" and words_wrong(heard) <= 1, (how, heard)
        assert took < 1.0 + 10, took                    # the deadline, then the board's voice (and the ear)
        status = tts.link.status()
        assert status["state"] == "down" and status["last_error"] and status["calls"]["failed"] == 1, status
        said(tts)                                       # while down the service is not asked again
        assert tts.last_by == "board" and tts.link.calls["failed"] == 1
    finally:
        tts.link.close()
        faulty.close()


def test_pieces_go_back_to_the_service_once_it_answers(board_voice, tmp_path):
    port = free_port()
    tts = WyomingTts(tts_link(f"tcp://127.0.0.1:{port}", 2.0, 0.5), board_voice)
    said(tts)
    assert tts.last_by == "board" and not tts.link.up
    proc = start_piper_service(port, tmp_path / "service.log", tmp_path)
    try:
        end = time.monotonic() + 30
        while not tts.link.up and time.monotonic() < end:
            time.sleep(0.2)
        assert tts.link.up, tts.link.status()
        heard, _ = said(tts)
        assert tts.last_by == "hub" and words_wrong(heard) <= 1, heard
    finally:
        tts.link.close()
        proc.terminate()
        proc.wait(10)


def test_engine_wyoming_needs_a_server_and_says_so(cli, tmp_path):
    from edgeassist.runtime import build_tts
    cfg = config.Config()
    with pytest.raises(TtsError, match="tts.server"):
        build_tts(dataclasses.replace(cfg, tts=dataclasses.replace(cfg.tts, engine="wyoming")))
    conf = tmp_path / "c.toml"
    conf.write_text('[tts]\nengine = "wyoming"\nserver = "hub:10200"\n')
    r = cli("--config", str(conf), "config", "check")
    assert r.returncode != 0 and "tts.server" in r.stdout + r.stderr


@pytest.mark.parametrize("stages", ["inproc", "ipc"])
def test_a_daemon_speaks_through_the_service_and_alone_when_it_stops(pulse, prompt_cache, tmp_path, stages, cli):
    port = free_port()
    proc = start_piper_service(port, tmp_path / "service.log", tmp_path)
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache, sections={
        "daemon": {"stages": stages},
        "tts": {"engine": "wyoming", "server": f"tcp://127.0.0.1:{port}", "server_timeout_s": 5.0,
                "server_retry_s": 60.0}})
    d.start()
    try:
        with d.client() as c:
            for turn in ("hub", "board"):
                events = c.events(["tts.end"], timeout=60)
                rec = pulse.record()
                try:
                    t0 = time.monotonic()
                    r = c.ask("set a timer for five minutes", speak=True)
                    next(e for e in events if e["type"] == "tts.end")
                    time.sleep(0.3)
                    audio = rec.audio(t0)
                finally:
                    rec.close()
                assert r["intent"] == "set_timer" and np.abs(audio.astype(np.int32)).max() > 1000, r
                assert "five minutes" in _heard(audio), (turn, _heard(audio))
                time.sleep(1.2)                           # a heartbeat of the ipc stage carries the state
                server = c.status()["tts"]["server"]
                assert server["state"] == ("up" if turn == "hub" else "down"), (turn, server)
                assert server["calls"]["hub"] >= 1, server
                c.ask("cancel the timer")
                if turn == "hub":
                    proc.terminate()                      # the service stops: the next reply is the board's voice
                    proc.wait(10)
        conf = tmp_path / "c.toml"
        conf.write_text(f'[tts]\nengine = "wyoming"\nserver = "tcp://127.0.0.1:{port}"\n')
        r = cli("--config", str(conf), "doctor", "--no-audio", "--json")
        check = next(x for x in json.loads(r.stdout)["checks"] if x["name"] == "tts.server")
        assert not check["ok"] and "down" in check["detail"], check
    finally:
        d.stop()
        if proc.poll() is None:
            proc.terminate()
