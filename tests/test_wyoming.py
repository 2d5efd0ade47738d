"""The Wyoming endpoint (daemon/wyoming_server.py): the real daemon, the real `wyoming` client
library over TCP on 127.0.0.1 and over a Unix socket, real speech."""
from __future__ import annotations

import asyncio
import json
import signal
import socket
import subprocess

import numpy as np
import pytest
from wyoming.asr import Transcribe, Transcript
from wyoming.audio import AudioChunk, AudioChunkConverter, AudioStart, AudioStop
from wyoming.client import AsyncClient, AsyncTcpClient
from wyoming.error import Error
from wyoming.handle import Handled
from wyoming.info import Describe, Info
from wyoming.intent import Intent, NotRecognized, Recognize
from wyoming.tts import Synthesize, SynthesizeChunk, SynthesizeStart, SynthesizeStop, SynthesizeStopped

from conftest import EVAL, ROOT
from edgeassist.testing.corpus import words_for_wer
from edgeassist.testing.daemon import free_port
from edgeassist.testing.speech import piper_speech


@pytest.fixture(scope="module")
def wy(pulse, prompt_cache, tmp_path_factory):
    from edgeassist.testing.daemon import DaemonProcess
    port = free_port()
    d = DaemonProcess(tmp_path_factory.mktemp("wyoming"), cache_dir=prompt_cache, intents=EVAL / "app-intents.json",
                      sections={"wyoming": {"uri": f"tcp://127.0.0.1:{port}", "idle_timeout_s": 3.0}})
    d.start()
    d.port = port
    yield d
    d.stop()


def _run(coro, timeout: float = 120):
    return asyncio.run(asyncio.wait_for(coro, timeout))


async def _exchange(client: AsyncClient, events, until: set[str]) -> list:
    """Send the events, then read until one of the `until` types (or an error) arrives."""
    await client.connect()
    try:
        for e in events:
            await client.write_event(e.event() if hasattr(e, "event") else e)
        got = []
        while True:
            ev = await client.read_event()
            if ev is None:
                return got
            got.append(ev)
            if ev.type in until or ev.type == "error":
                return got
    finally:
        await client.disconnect()


def _tcp(d) -> AsyncClient:
    return AsyncTcpClient("127.0.0.1", d.port)


def _as_48k_stereo(pcm16k: np.ndarray) -> AudioChunk:
    """16 kHz mono as a client might send it: 48 kHz, two channels, 32-bit samples."""
    mono = AudioChunk(rate=16000, width=2, channels=1, audio=pcm16k.astype("<i2").tobytes())
    return AudioChunkConverter(rate=48000, width=4, channels=2).convert(mono)


def _transcribe_events(chunk: AudioChunk, step_s: float = 0.1) -> list:
    step = int(chunk.rate * step_s) * chunk.width * chunk.channels
    return ([Transcribe(language="en"), AudioStart(rate=chunk.rate, width=chunk.width, channels=chunk.channels)]
            + [AudioChunk(rate=chunk.rate, width=chunk.width, channels=chunk.channels, audio=chunk.audio[i:i + step])
               for i in range(0, len(chunk.audio), step)] + [AudioStop()])


def test_describe_lists_asr_tts_intent_and_handle(wy):
    got = _run(_exchange(_tcp(wy), [Describe()], {"info"}))
    info = Info.from_event(got[-1])
    assert info.asr[0].models[0].name.startswith("whisper:") and info.asr[0].models[0].languages == ["en"]
    assert info.tts[0].voices[0].name == "en_US-joe-medium" and info.tts[0].supports_synthesize_streaming
    assert info.intent[0].models and info.handle[0].models


def test_transcribe_speech_sent_in_another_format(wy, voice_path):
    pcm = piper_speech("set a timer for five minutes", voice_path, pad_s=0.3)
    got = _run(_exchange(_tcp(wy), _transcribe_events(_as_48k_stereo(pcm)), {"transcript"}))
    assert got[-1].type == "transcript", got
    assert words_for_wer(Transcript.from_event(got[-1]).text) == "set a timer for five minutes"


def test_synthesize_gives_audio_that_transcribes_back(wy):
    text = "The kitchen light is on. Your timer is set for ten minutes."
    got = _run(_exchange(_tcp(wy), [Synthesize(text=text)], {"audio-stop"}))
    types = [e.type for e in got]
    assert types[0] == "audio-start" and types[-1] == "audio-stop" and types.count("audio-start") == 1
    chunks = [AudioChunk.from_event(e) for e in got if e.type == "audio-chunk"]
    start = AudioStart.from_event(got[0])
    assert len(chunks) > 2 and all(c.rate == start.rate and c.width == 2 and c.channels == 1 for c in chunks)
    audio = AudioChunk(rate=start.rate, width=2, channels=1, audio=b"".join(c.audio for c in chunks))
    assert 3.0 < len(audio.audio) / 2 / start.rate < 8.0
    back = _run(_exchange(_tcp(wy), _transcribe_events(audio), {"transcript"}))
    heard = words_for_wer(Transcript.from_event(back[-1]).text)
    assert "kitchen light" in heard and "timer" in heard and "ten minutes" in heard, heard
    assert heard.index("kitchen") < heard.index("timer") < heard.index("ten minutes"), heard   # pieces in order


def test_synthesize_stream_speaks_each_sentence_as_it_completes(wy):
    # the second sentence is long enough to be synthesised in several pieces: still one audio stream
    second = "How are you today, and is the light in the kitchen still on for the evening?"
    events = [SynthesizeStart(), SynthesizeChunk(text="Hello there. How"), SynthesizeChunk(text=" are you today,"),
              SynthesizeChunk(text=second.split(",", 1)[1]), Synthesize(text="Hello there. " + second),
              SynthesizeStop()]
    got = _run(_exchange(_tcp(wy), events, {"synthesize-stopped"}))
    types = [e.type for e in got]
    assert types[-1] == "synthesize-stopped" and types.count("audio-start") == 2 and types.count("audio-stop") == 2
    second_stream = types[types.index("audio-stop") + 1:]
    assert second_stream[0] == "audio-start" and second_stream.count("audio-chunk") > 1
    assert SynthesizeStopped.is_type(got[-1].type)


def test_recognize_app_intent_with_entities_and_not_chat(wy):
    c = wy.client()
    events = c.events(["intent"], timeout=3)
    got = _run(_exchange(_tcp(wy), [Recognize(text="turn off the lights in the garage")], {"intent", "not-recognized"}))
    intent = Intent.from_event(got[-1])
    assert intent.name == "lights"
    assert {e.name: e.value for e in intent.entities} == {"room": "garage", "state": "off"}
    chat = _run(_exchange(_tcp(wy), [Recognize(text="write me a short poem about the rain")], {"intent", "not-recognized"}))
    assert NotRecognized.is_type(chat[-1].type)
    assert list(events) == [], "recognize acts on nothing: no intent event"
    c.close()


def test_handle_runs_the_skill_and_publishes_the_intent_event(wy):
    c = wy.client()
    events = c.events(["intent"], timeout=20)
    got = _run(_exchange(_tcp(wy), [Transcript(text="set a timer for two minutes")], {"handled", "not-handled"}))
    assert Handled.is_type(got[-1].type), got
    assert "2 minute" in Handled.from_event(got[-1]).text or "two minute" in Handled.from_event(got[-1]).text
    ev = next(events)
    assert ev["intent"] == "set_timer" and ev["slots"] == {"duration_s": 120}
    assert any(t["duration_s"] == 120 for t in c.status()["timers"])
    c.ask("cancel the timer")
    c.close()


# ------------------------------------------------------------------ bad input

def _raw(port: int, data: bytes, read_s: float = 5.0) -> bytes:
    """Send raw bytes; what comes back until the daemon closes the connection (or read_s)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=read_s)
    try:
        s.sendall(data)
        out = b""
        while True:
            try:
                part = s.recv(65536)
            except socket.timeout:
                return out + b"<open>"
            except ConnectionResetError:   # closed with our bytes unread: the kernel resets
                return out
            if not part:
                return out
            out += part
    finally:
        s.close()


def _error_codes(raw: bytes) -> list[str]:
    """The codes of the error events in what came back (read with the library's own reader)."""
    import io
    from wyoming.event import read_event
    stream, codes = io.BytesIO(raw.removesuffix(b"<open>")), []
    while (ev := read_event(stream)) is not None:
        if Error.is_type(ev.type):
            codes.append(Error.from_event(ev).code)
    return codes


def test_malformed_streams_get_an_error_or_a_closed_connection(wy):
    port = wy.port
    assert _error_codes(_raw(port, b"this is not json\n")) == ["bad_event"]
    assert _error_codes(_raw(port, b'{"data": {}}\n')) == ["bad_event"]                        # no type
    assert _error_codes(_raw(port, b'{"type": "audio-chunk", "payload_length": 1000000000}\n')) == ["bad_event"]
    huge = _raw(port, b'{"type": "describe", "data": {"x": "' + b"x" * 200_000 + b'"}}\n')
    assert not huge.endswith(b"<open>") and _error_codes(huge) in ([], ["bad_event"])      # refused, closed
    lying = _raw(port, b'{"type": "audio-chunk", "data": {"rate": 16000, "width": 2, "channels": 1}, '
                       b'"payload_length": 5000}\n' + b"\0" * 10, read_s=10)
    assert not lying.endswith(b"<open>"), "a payload that never comes: closed after idle_timeout_s"
    weird = _run(_exchange(_tcp(wy), [AudioStart(rate=16000, width=7, channels=1)], {"info"}))
    assert Error.from_event(weird[-1]).code == "bad_audio"
    # mid-stream disconnects, then the daemon still answers both protocols
    for _ in range(3):
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(b'{"type": "audio-start", "data": {"rate": 16000, "width": 2, "channels": 1}}\n'
                  b'{"type": "audio-chunk", "data": {"rate": 16000, "width": 2, "channels": 1}, "payload_length": 4}\n\0\0')
        s.close()
    assert Info.is_type(_run(_exchange(_tcp(wy), [Describe()], {"info"}))[-1].type)
    c = wy.client()
    assert c.status()["wyoming"] == f"tcp://127.0.0.1:{port}"
    c.close()


def test_bad_input_keeps_the_connection_when_the_stream_is_intact(wy):
    """An unknown audio format is refused and the next request on the same connection works."""
    async def go():
        client = _tcp(wy)
        await client.connect()
        try:
            await client.write_event(AudioStart(rate=0, width=2, channels=1).event())
            first = await client.read_event()
            await client.write_event(Describe().event())
            second = await client.read_event()
            return first, second
        finally:
            await client.disconnect()
    first, second = _run(go())
    assert Error.from_event(first).code == "bad_audio" and Info.is_type(second.type)


def test_concurrent_connections_each_get_every_answer(wy):
    async def one(k: int) -> list[str]:
        client = _tcp(wy)
        await client.connect()
        names = []
        try:
            for _ in range(3):
                await client.write_event(Recognize(text="what time is it").event())
                ev = await client.read_event()
                names.append(Intent.from_event(ev).name if Intent.is_type(ev.type) else ev.type)
        finally:
            await client.disconnect()
        return names

    async def all_of_them():
        return await asyncio.gather(*(one(k) for k in range(10)))
    results = _run(all_of_them(), timeout=180)
    assert all(r == ["get_time"] * 3 for r in results), results


def test_unix_socket_after_reload(wy, voice_path):
    """SIGHUP with [wyoming] moved to a unix socket: the endpoint moves, and answers there."""
    from wyoming.client import AsyncUnixClient
    path = wy.tmp / "wyoming.sock"
    text = wy.config.read_text().replace(f'uri = "tcp://127.0.0.1:{wy.port}"', f'uri = "unix://{path}"')
    assert text != wy.config.read_text()
    wy.config.write_text(text)
    wy.signal(signal.SIGHUP)
    for _ in range(100):
        if path.exists():
            break
        asyncio.run(asyncio.sleep(0.1))
    pcm = piper_speech("what is the weather tomorrow", voice_path, pad_s=0.3)
    mono = AudioChunk(rate=16000, width=2, channels=1, audio=pcm.astype("<i2").tobytes())
    got = _run(_exchange(AsyncUnixClient(str(path)), _transcribe_events(mono), {"transcript"}))
    assert words_for_wer(Transcript.from_event(got[-1]).text) == "what is the weather tomorrow"
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", wy.port), timeout=2)


# ------------------------------------------------------------------ configuration and the unit

def test_wyoming_uri_is_validated(cli, tmp_path):
    bad = tmp_path / "c.toml"
    bad.write_text('[wyoming]\nuri = "http://0.0.0.0:10700"\n')
    r = cli("--config", str(bad), "config", "check")
    assert r.returncode != 0 and "wyoming.uri" in r.stderr and "Traceback" not in r.stderr


def test_doctor_warns_when_wyoming_listens_beyond_this_machine(cli, tmp_path):
    conf = tmp_path / "c.toml"
    conf.write_text('[wyoming]\nuri = "tcp://0.0.0.0:10700"\n')
    r = cli("--config", str(conf), "doctor", "--no-audio", "--json")
    checks = {c["name"]: c for c in json.loads(r.stdout)["checks"]}
    w = checks["wyoming"]
    assert not w["ok"] and not w["required"] and "authentication" in w["detail"], w
    conf.write_text('[wyoming]\nuri = "tcp://127.0.0.1:10700"\n')
    r = cli("--config", str(conf), "doctor", "--no-audio", "--json")
    assert {c["name"]: c for c in json.loads(r.stdout)["checks"]}["wyoming"]["ok"]


def test_lan_drop_in_verifies(tmp_path):
    """The documented drop-in that opens TCP for a LAN Home Assistant, read with the shipped unit
    by systemd-analyze verify (a broken copy of it is refused: so it is read)."""
    def verify(drop_in_text: str) -> subprocess.CompletedProcess:
        unit = (ROOT / "systemd" / "edgeassist.service").read_text()
        (tmp_path / "edgeassist.service").write_text(
            unit.replace("/opt/edgeassist/venv/bin/edgeassist", str(ROOT / ".venv" / "bin" / "edgeassist")))
        d = tmp_path / "edgeassist.service.d"
        d.mkdir(exist_ok=True)
        (d / "wyoming-lan.conf").write_text(drop_in_text)
        return subprocess.run(["systemd-analyze", "verify", str(tmp_path / "edgeassist.service")],
                              capture_output=True, text=True)
    text = (ROOT / "systemd" / "wyoming-lan.conf").read_text()
    assert "PrivateNetwork=no" in text and "PrivateNetwork=yes" in (ROOT / "systemd" / "edgeassist.service").read_text()
    good = verify(text)
    assert good.returncode == 0 and "wyoming-lan.conf" not in good.stdout + good.stderr, good.stdout + good.stderr
    broken = verify(text.replace("PrivateNetwork=no", "PrivateNetwork=perhaps"))
    assert "wyoming-lan.conf" in broken.stdout + broken.stderr
