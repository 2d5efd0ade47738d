"""[asr] engine = "wyoming": speech read by a real wyoming-faster-whisper on the project's Whisper
model, streamed while the button is held; the board's own Whisper reads the kept audio when the
service hangs or is down, and turns go back to the service once it answers again."""
from __future__ import annotations

import dataclasses
import time

import pytest

from edgeassist import config
from edgeassist.engines import asr
from edgeassist.engines.wyoming_asr import Link, WyomingRecognizer
from edgeassist.testing.daemon import free_port
from edgeassist.testing.hub_faults import FaultyHub, start_whisper_service
from edgeassist.testing.speech import piper_speech, wer

SAID = "set a timer for ten minutes"


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    port = free_port()
    proc = start_whisper_service(port, tmp_path_factory.mktemp("wfw") / "service.log")
    yield port
    proc.terminate()
    proc.wait(10)


@pytest.fixture(scope="module")
def board_whisper():
    cfg = config.Config()
    return asr.build(cfg, asr.choose(dataclasses.replace(cfg, asr=dataclasses.replace(cfg.asr, engine="whisper"))))


@pytest.fixture(scope="module")
def speech(voice_path):
    return piper_speech(SAID, voice_path)


def read(rec, pcm) -> str:
    rec.start(None)
    for i in range(0, len(pcm), 1600):        # 100 ms at a time, as the microphone gives it
        rec.feed(pcm[i:i + 1600].tobytes())
    return rec.finish().text


def words_wrong(text: str) -> int:
    import re
    return wer(SAID, re.sub(r"[^a-z0-9 ]", "", text.lower().replace("10", "ten")))[0]


def test_the_service_reads_the_speech_streamed_while_held(service, board_whisper, speech):
    rec = WyomingRecognizer(Link(f"tcp://127.0.0.1:{service}", 10.0, 1.0), board_whisper)
    text = read(rec, speech)
    assert rec.last_by == "hub" and words_wrong(text) <= 1, text
    assert rec.link.status()["state"] == "up" and rec.link.calls["hub"] == 1
    fork = rec.fork()                     # a file transcribed beside the microphone: the same link
    assert fork.link is rec.link and words_wrong(read(fork, speech)) <= 1


@pytest.mark.parametrize("how", ["hang", "down"])
def test_a_failing_service_leaves_the_speech_to_the_board(board_whisper, speech, how, tmp_path):
    faulty = FaultyHub(free_port(), "hang")           # reads, never answers
    if how == "down":
        faulty.down()
    rec = WyomingRecognizer(Link(faulty.url.replace("http", "tcp"), 1.0, 60), board_whisper)
    try:
        t0 = time.monotonic()
        text = read(rec, speech)
        took = time.monotonic() - t0
        assert rec.last_by == "board" and words_wrong(text) <= 1, text
        assert took < 1.0 + 10, took                   # the deadline, then the board's own reading
        assert rec.link.status()["state"] == "down" and rec.link.last_error
        assert words_wrong(read(rec, speech)) <= 1 and rec.last_by == "board"     # no wait while down
    finally:
        rec.link.close()
        faulty.close()


def test_speech_goes_back_to_the_service_once_it_answers(board_whisper, speech, tmp_path):
    port = free_port()
    rec = WyomingRecognizer(Link(f"tcp://127.0.0.1:{port}", 2.0, 0.5), board_whisper)
    read(rec, speech)
    assert rec.last_by == "board" and not rec.link.up
    proc = start_whisper_service(port, tmp_path / "service.log")
    try:
        end = time.monotonic() + 30
        while not rec.link.up and time.monotonic() < end:
            time.sleep(0.2)
        assert rec.link.up, rec.link.status()
        assert words_wrong(read(rec, speech)) <= 1 and rec.last_by == "hub"
    finally:
        rec.link.close()
        proc.terminate()
        proc.wait(10)


def test_engine_wyoming_needs_a_server_and_says_so():
    cfg = config.Config()
    wy = dataclasses.replace(cfg, asr=dataclasses.replace(cfg.asr, engine="wyoming"))
    choice = asr.choose(wy)
    assert choice.engine in ("whisper", "vosk", "pocketsphinx") and "wyoming" in choice.why
    with pytest.raises(asr.AsrError, match="asr.server"):
        asr.build(wy, choice)


def test_a_daemon_hears_through_the_service_and_alone_when_it_stops(pulse, prompt_cache, tmp_path, speech):
    from edgeassist.testing.daemon import DaemonProcess, speak_command
    port = free_port()
    proc = start_whisper_service(port, tmp_path / "service.log")
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache, sections={
        "asr": {"engine": "wyoming", "server": f"tcp://127.0.0.1:{port}", "server_timeout_s": 5.0, "server_retry_s": 60.0}})
    d.start()
    try:
        with d.client() as c:
            for turn in ("hub", "board"):
                events = c.events(["asr.final"], timeout=60)
                uid = speak_command(pulse, c, speech)
                heard = next(e for e in events if e["type"] == "asr.final" and e.get("id") == uid)
                assert words_wrong(heard["text"]) <= 1, (turn, heard)
                server = c.status()["asr"]["server"]
                assert server["state"] == ("up" if turn == "hub" else "down"), server
                assert server["calls"]["hub"] == 1, server
                if turn == "hub":
                    proc.terminate()               # the service stops: the next turn is read on the board
                    proc.wait(10)
    finally:
        d.stop()
        if proc.poll() is None:
            proc.terminate()
