"""Reliability: the real daemon fuzzed, loaded and made to fail, on the real sockets and device.

The figures these tests reach are printed (pytest -s) and quoted in the README's Reliability
section; each assertion is about behaviour: one answer per message, nothing lost, bounded memory.
"""
from __future__ import annotations

import itertools
import json
import threading
import time
import uuid

import pytest
import zmq
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeassist.protocol.messages import ERROR_CODES, REQUESTS
from edgeassist.speech.wav import wav_bytes

pytestmark = pytest.mark.timeout(600)


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


class Raw:
    """A DEALER socket speaking frames directly, one message and its answer at a time."""

    def __init__(self, endpoint: str):
        self.ctx = zmq.Context()
        self.sock = self.ctx.socket(zmq.DEALER)
        self.sock.setsockopt(zmq.LINGER, 0)
        self.sock.connect(endpoint)

    def exchange(self, frames: list[bytes], timeout_s: float = 30.0) -> dict:
        self.sock.send_multipart(frames)
        if not self.sock.poll(int(timeout_s * 1000)):
            raise AssertionError(f"no answer within {timeout_s} s to {[f[:80] for f in frames]}")
        got = self.sock.recv_multipart()
        assert got[0] == b"", got
        return json.loads(got[1])

    def stray(self, wait_s: float = 0.5) -> list:
        out = []
        while self.sock.poll(int(wait_s * 1000)):
            out.append(self.sock.recv_multipart())
        return out

    def close(self) -> None:
        self.sock.close()
        self.ctx.term()


def req(rtype: str, **fields) -> bytes:
    return json.dumps({"v": 1, "id": uuid.uuid4().hex[:12], "type": rtype, **fields}).encode()


# ------------------------------------------------------------------ fuzzing

json_scalar = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=False),
                        st.text(max_size=30), st.sampled_from(["", " ", "x" * 70, "\u0000", "é"]))
json_value = st.recursive(json_scalar, lambda kids: st.one_of(st.lists(kids, max_size=4),
                                                              st.dictionaries(st.text(max_size=8), kids, max_size=4)),
                          max_leaves=12)
FIELDS = sorted({"text", "speak", "wav", "format", "phrases", "target", "intents", "replace", "names", "level",
                 "direction", "v", "id", "type"})


@st.composite
def bad_request_object(draw) -> bytes:
    """A JSON object shaped like a request, with at least one thing wrong: a field of the wrong
    type, an unknown field, a wrong version or id, an unknown type."""
    rtype = draw(st.one_of(st.sampled_from(sorted(REQUESTS)), st.text(max_size=12), json_scalar))
    d = {"v": draw(st.one_of(st.just(1), json_scalar)), "id": draw(st.one_of(st.text(min_size=1, max_size=12),
                                                                              json_scalar)),
         "type": rtype}
    for name in draw(st.lists(st.sampled_from(FIELDS), max_size=4)):
        d[name] = draw(json_value)
    d[draw(st.sampled_from(["zz", "unknown", "Text", "_"]))] = draw(json_value)   # always one unknown field
    return json.dumps(d).encode()


def _truncated(data: bytes, cut: int) -> bytes:
    return data[:max(1, min(cut, len(data) - 1))]


HUGE = [b'{"v":1,"id":"h1","type":"ask","text":"' + b"a" * 70000 + b'"}',     # over max_message_bytes
        b'{"v":1,"id":"h2","type":"say","text":"' + b"b" * 3000 + b'"}',       # over the field limit
        b"[" * 50000 + b"]" * 50000,                                           # deep nesting
        b'{"v":1,"id":"' + b"i" * 60000 + b'","type":"status"}']              # huge id

malformed = st.one_of(
    st.lists(st.binary(max_size=300), min_size=1, max_size=4),                                  # random frames
    bad_request_object().map(lambda b: [b]),                                                    # wrong fields/types
    st.tuples(st.sampled_from(sorted(REQUESTS)), st.integers(1, 60)).map(
        lambda t: [_truncated(req(t[0], text="what time is it"), t[1])]),                       # truncated JSON
    st.binary(min_size=1, max_size=40).map(lambda b: [b'{"v":1,"id":"u","type":"status","x":"' + b"\xff" + b + b'"}']),
    st.binary(max_size=100).map(lambda b: [json.dumps({"v": 1, "id": "b", "type": "ask",
                                                       "text": b.decode("latin-1")}).encode(), b]),  # stray binary frame
    st.tuples(st.sampled_from(["wav", "s16le", "mp3", 7]), st.binary(max_size=400)).map(
        lambda t: [req("transcribe", format=t[0]), t[1] + b"\x01" * (1 - len(t[1]) % 2)]),     # wrong audio
    st.sampled_from(["wav", "s16le"]).map(lambda f: [req("transcribe", format=f)]),            # audio missing
    st.sampled_from(HUGE).map(lambda b: [b]),
)


def test_fuzzed_api_20000_messages(daemon):
    """>= 20,000 malformed messages interleaved with valid requests: every bad one answered with
    an error code, every valid one answered correctly, the daemon alive, its memory bounded."""
    raw = Raw(daemon.api)
    pid = daemon.proc.pid
    raw.exchange([b"", req("status")])
    raw.exchange([b"", req("ask", text="what time is it")])
    # the baseline once the start-up's background work is done (the small-talk examples are
    # embedded on a thread after READY: +~50 MB), so that the growth is the fuzzing's alone
    rss0, deadline = rss_mb(pid), time.monotonic() + 30
    while time.monotonic() < deadline:
        time.sleep(1.5)
        now = rss_mb(pid)
        if abs(now - rss0) < 1.0:
            break
        rss0 = now
    counts = {"bad": 0, "valid": 0, "codes": {}}
    wav = wav_bytes(__import__("numpy").zeros(1600, "int16"), 16000)
    valid = [
        (lambda: req("status"), lambda r: r["type"] == "status.reply" and r["state"] == "idle"),
        (lambda: req("intents.list"), lambda r: {"get_time", "lights"} <= {i["name"] for i in r["intents"]}),
        (lambda: req("volume"), lambda r: r["type"] == "volume.reply" and 0 <= r["volume"] <= 100),
        (lambda: req("metrics"), lambda r: r["type"] == "metrics.reply"),
        (lambda: req("ask", text="what time is it"), lambda r: r.get("intent") == "get_time"),
    ]

    def check_bad(frames: list[bytes], no_delimiter: bool) -> None:
        r = raw.exchange(frames if no_delimiter else [b"", *frames])
        assert r["type"] == "error" and r["code"] in ERROR_CODES, (frames[:1], r)
        counts["bad"] += 1
        counts["codes"][r["code"]] = counts["codes"].get(r["code"], 0) + 1

    @settings(max_examples=420, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(st.lists(st.tuples(malformed, st.integers(0, 19)), min_size=48, max_size=48))
    def batch(msgs):
        for i, (frames, k) in enumerate(msgs):
            check_bad(frames, no_delimiter=(k == 0))
            if i % 8 == 0:   # a valid request between bad ones
                make, ok = valid[(counts["valid"]) % len(valid)]
                body = make()
                r = raw.exchange([b"", body])
                assert r["id"] == json.loads(body)["id"] and ok(r), r
                counts["valid"] += 1

    t0 = time.monotonic()
    batch()
    took = time.monotonic() - t0
    assert raw.stray() == []          # nothing answered twice
    assert daemon.proc.poll() is None
    r = raw.exchange([b"", req("status")])
    assert r["type"] == "status.reply"
    # A frame over ZeroMQ's own size limit (2x max_message_bytes) makes ZeroMQ drop that peer: the
    # daemon serves the next connection.
    raw.sock.send_multipart([b"", b"x" * (65536 * 3 + 70000)])
    raw.close()
    raw = Raw(daemon.api)
    assert raw.exchange([b"", req("status")])["type"] == "status.reply"
    raw.close()
    growth = rss_mb(pid) - rss0
    print(f"\nfuzz: {counts['bad']} malformed + {counts['valid']} valid messages in {took:.0f} s; "
          f"codes {counts['codes']}; RSS {rss0:.0f} MB -> {rss0 + growth:.0f} MB")
    assert counts["bad"] >= 20000
    assert growth < 40, f"RSS grew {growth:.0f} MB"


# ------------------------------------------------------------------ load

COMMANDS = [("what time is it", "get_time"), ("turn on the kitchen light", "lights"),
            ("what's the weather like tomorrow", "weather"), ("set a timer for ten minutes", "set_timer")]


def test_load_20_clients_by_50_asks(daemon):
    """20 clients x 50 asks at once, with event subscribers: every request answered exactly once
    (busy when the queue is full, then retried), the right intent each time, memory back to its
    baseline."""
    pid = daemon.proc.pid
    ctx = zmq.Context()
    subs, seen_events = [], []
    for _ in range(2):
        s = ctx.socket(zmq.SUB)
        s.setsockopt(zmq.SUBSCRIBE, b"")
        s.connect(daemon.events)
        subs.append(s)
    stop = threading.Event()

    def drain(s):
        n = 0
        while not stop.is_set():
            if s.poll(100):
                s.recv_multipart()
                n += 1
        seen_events.append(n)
    drainers = [threading.Thread(target=drain, args=(s,)) for s in subs]
    for t in drainers:
        t.start()
    warm = Raw(daemon.api)
    for text, _ in COMMANDS:
        warm.exchange([b"", req("ask", text=text)])
    warm.close()
    rss0 = rss_mb(pid)
    results: dict[str, list] = {}
    busy = [0]
    wrong: list = []
    lock = threading.Lock()

    def client(n: int) -> None:
        raw = Raw(daemon.api)
        try:
            for i in range(50):
                text, intent = COMMANDS[(n + i) % len(COMMANDS)]
                for attempt in itertools.count():   # unique ids: a random suffix collided after
                    rid = f"c{n}-{i}-{attempt}"      # thousands of busy retries on a loaded machine
                    r = raw.exchange([b"", json.dumps({"v": 1, "id": rid, "type": "ask", "text": text}).encode()], 60)
                    with lock:
                        results.setdefault(rid, []).append(r)
                    if r.get("code") == "busy":
                        with lock:
                            busy[0] += 1
                        time.sleep(0.005)
                        continue
                    if r.get("type") != "ask.reply" or r.get("intent") != intent or r["id"] != rid:
                        with lock:
                            wrong.append((text, r))
                    break
            assert raw.stray(0.2) == []
        finally:
            raw.close()

    t0 = time.monotonic()
    threads = [threading.Thread(target=client, args=(n,)) for n in range(20)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(300)
    took = time.monotonic() - t0
    stop.set()
    for t in drainers:
        t.join()
    for s in subs:
        s.close(linger=0)
    ctx.term()
    served = sum(1 for rs in results.values() if rs[0].get("type") == "ask.reply")
    assert all(len(rs) == 1 for rs in results.values()), "a request answered twice"
    assert not wrong, wrong[:3]
    assert served == 1000
    assert busy[0] > 0, "20 clients never filled a queue of 3"
    time.sleep(1.0)
    growth = rss_mb(pid) - rss0
    print(f"\nload: 1000 asks from 20 clients in {took:.1f} s ({1000 / took:.0f}/s), {busy[0]} busy replies "
          f"(retried), events seen by 2 subscribers {seen_events}, RSS {rss0:.0f} -> {rss0 + growth:.0f} MB")
    assert growth < 25, f"RSS grew {growth:.0f} MB"
    assert daemon.proc.poll() is None


# ------------------------------------------------------------------ faults

def _speak_command(pulse, client, pcm):
    from edgeassist.testing.daemon import speak_command
    return speak_command(pulse, client, pcm, check_release=False)   # a fault may have ended it already


def _until(events, pred, timeout=20.0):
    got, deadline = [], time.monotonic() + timeout
    for ev in events:
        got.append(ev)
        if pred(ev) or time.monotonic() > deadline:
            return got
    return got


def _wait_state(client, state, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if client.status()["state"] == state:
            return True
        time.sleep(0.05)
    return False


def test_engines_raising_mid_utterance(pulse, prompt_cache, tmp_path, voice_path):
    """The recognizer, the language model and the voice each raise once (a fault injected into the
    real daemon, in this process): an error event names what failed, the next request works."""
    from edgeassist import config
    from edgeassist.client import Client, RemoteError
    from edgeassist.daemon.core import Daemon
    from edgeassist.testing.speech import piper_speech
    cfg = config.from_dict({"api": {"endpoint": f"ipc://{tmp_path}/api.sock", "events": f"ipc://{tmp_path}/ev.sock"},
                            "audio": {"input_device": "pulse", "output_device": "pulse"},
                            "daemon": {"state_dir": str(tmp_path / "state"), "cache_dir": str(prompt_cache)}})
    d = Daemon(cfg)
    d.start()
    c = Client(cfg.api.endpoint, cfg.api.events, timeout=30)
    try:
        events = c.events(["error", "intent"], timeout=20)
        time.sleep(0.3)
        speech = piper_speech("what time is it", voice_path)

        def broken(*a, **kw):
            raise RuntimeError("injected fault")

        real_feed = d.recognizer.feed
        d.recognizer.feed = broken
        uid = _speak_command(pulse, c, speech)
        got = _until(events, lambda e: e["type"] == "error" and e.get("id") == uid)
        assert got[-1]["code"] == "asr_failed" and "injected fault" in got[-1]["message"], got
        assert _wait_state(c, "idle")
        d.recognizer.feed = real_feed
        uid = _speak_command(pulse, c, speech)
        got = _until(events, lambda e: e["type"] == "intent" and e.get("id") == uid)
        assert got[-1]["intent"] == "get_time", got

        und = d.understander
        real_understand = und.understand
        und.understand = broken
        with pytest.raises(RemoteError) as e:
            c.ask("what time is it")
        assert e.value.code == "internal" and "injected fault" in str(e.value)
        und.understand = real_understand
        assert c.ask("what time is it")["intent"] == "get_time"

        real_sentence = d.speak.sentence
        d.speak.sentence = broken
        with pytest.raises(RemoteError) as e:
            c.say("Hello there.")
        assert "injected fault" in str(e.value)
        d.speak.sentence = real_sentence
        assert c.say("Hello there.")["spoken"]
        assert _wait_state(c, "idle"), (d.voice.state, d.voice.current, d.voice.speaking_id)
    finally:
        c.close()
        d.shutdown()


@pytest.mark.parametrize("fault", ["gguf_bad_magic", "gguf_truncated", "voice_missing", "vosk_dir_missing"])
def test_bad_model_at_start_is_named(fault, tmp_path, pulse, llm_path):
    """A broken model stops the start with one line naming the file (systemd restarts the unit;
    `edgeassist doctor` names it too), no traceback, no socket left behind."""
    sections = {}
    if fault.startswith("gguf"):
        bad = tmp_path / "model.gguf"
        data = llm_path.read_bytes()[:4096] if fault == "gguf_truncated" else b"GGUX" + llm_path.read_bytes()[4:65536]
        bad.write_bytes(data)
        sections["llm"] = {"model": str(bad)}
    elif fault == "voice_missing":
        bad = tmp_path / "en_US-nobody-medium.onnx"
        sections["tts"] = {"voice": str(bad)}
    else:
        bad = tmp_path / "vosk-model-gone"
        sections["asr"] = {"engine": "vosk", "vosk_model": str(bad)}
    from edgeassist.testing.daemon import DaemonProcess
    d = DaemonProcess(tmp_path / "d", sections=sections).start(wait=False)
    try:
        rc = d.proc.wait(timeout=60)
    finally:
        d.kill()
    log = d.log.read_text()
    assert rc != 0, log
    assert str(bad) in log and "Traceback" not in log, log
    assert not (tmp_path / "d" / "api.sock").exists() and not (tmp_path / "d" / "events.sock").exists()


def test_audio_device_vanishes_mid_utterance_and_comes_back(pulse, prompt_cache, tmp_path, voice_path):
    from edgeassist.testing.daemon import DaemonProcess
    from edgeassist.testing.speech import piper_speech
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache).start()
    try:
        with d.client() as c:
            events = c.events(["error", "state", "intent"], timeout=30)
            time.sleep(0.3)
            speech = piper_speech("what time is it", voice_path)
            uid = c.ptt_press()["utterance"]
            pulse.mic.say(speech)
            time.sleep(0.4)
            pulse.kill()                                       # the sound server (the device) goes away
            try:
                got = _until(events, lambda e: e["type"] == "error" and e.get("code") == "audio_input")
                assert got[-1].get("code") == "audio_input", got
                c.ptt_release()
                assert _wait_state(c, "idle", 15), c.status()
                assert c.status()["audio"]["input"] != "ok"
            finally:
                pulse.revive()                                 # and comes back
            deadline = time.monotonic() + 30
            while c.status()["audio"]["input"] != "ok" and time.monotonic() < deadline:
                time.sleep(0.2)
            assert c.status()["audio"]["input"] == "ok"
            time.sleep(0.5)
            uid = _speak_command(pulse, c, speech)
            got = _until(events, lambda e: e["type"] == "intent" and e.get("id") == uid, 30)
            assert got[-1].get("intent") == "get_time", got
            assert c.say("I am back.")["spoken"]
        assert d.proc.poll() is None
    finally:
        d.stop()


def test_slow_subscriber_does_not_grow_memory(daemon):
    """A subscriber that never reads: events beyond api.event_hwm are dropped for it; the daemon's
    memory stays flat and a subscriber that does read still gets every event."""
    pid = daemon.proc.pid
    ctx = zmq.Context()
    slow = ctx.socket(zmq.SUB)
    slow.setsockopt(zmq.RCVHWM, 1)
    slow.setsockopt(zmq.RCVBUF, 4096)
    slow.setsockopt(zmq.SUBSCRIBE, b"")
    slow.connect(daemon.events)
    fast = ctx.socket(zmq.SUB)
    fast.setsockopt(zmq.SUBSCRIBE, b"volume")
    fast.setsockopt(zmq.RCVHWM, 0)
    fast.connect(daemon.events)
    time.sleep(0.3)
    raw = Raw(daemon.api)
    try:
        level0 = raw.exchange([b"", req("volume")])["volume"]
        rss0 = rss_mb(pid)
        got = [0]
        stop = threading.Event()

        def read():
            while not stop.is_set():
                if fast.poll(100):
                    fast.recv_multipart()
                    got[0] += 1
        t = threading.Thread(target=read)
        t.start()
        n = 10000
        for i in range(n):
            raw.exchange([b"", req("volume", level=40 + i % 20)])
        deadline = time.monotonic() + 10
        while got[0] < n and time.monotonic() < deadline:
            time.sleep(0.05)
        stop.set()
        t.join()
        growth = rss_mb(pid) - rss0
        print(f"\nslow subscriber: {n} events published, the reading subscriber got {got[0]}, RSS +{growth:.1f} MB")
        assert got[0] == n
        assert growth < 15, f"RSS grew {growth:.0f} MB"
        raw.exchange([b"", req("volume", level=level0)])
    finally:
        raw.close()
        slow.close(linger=0)
        fast.close(linger=0)
        ctx.term()


@pytest.fixture
def tiny_disk(tmp_path):
    """A 256 KB tmpfs of our own (root can mount): the disk that fills up."""
    import subprocess
    where = tmp_path / "tiny"
    where.mkdir()
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(where)], capture_output=True, text=True)
    assert r.returncode == 0, f"mounting a tmpfs needs root: {r.stderr}"
    yield where
    subprocess.run(["umount", "-l", str(where)])


def test_disk_full_when_persisting_state(pulse, prompt_cache, tmp_path, tiny_disk):
    from edgeassist.testing.daemon import DaemonProcess
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache,
                      sections={"daemon": {"state_dir": str(tiny_disk / "state")}}).start()
    try:
        with d.client() as c:
            events = c.events(["error"], timeout=10)
            time.sleep(0.3)
            assert c.volume(55) == 55
            def saved_volume() -> int:
                import sqlite3
                db = sqlite3.connect(f"file:{tiny_disk / 'state' / 'state.db'}?mode=ro", uri=True)
                try:
                    return int(db.execute("SELECT value FROM meta WHERE key = 'volume'").fetchone()[0])
                finally:
                    db.close()
            assert saved_volume() == 55
            filler = tiny_disk / "filler"
            with open(filler, "wb", buffering=0) as f:       # fill the disk to the last byte
                try:
                    while True:
                        f.write(b"\0" * 1024)
                except OSError:
                    pass
            assert c.volume(66) == 66                          # the request still works
            got = _until(events, lambda e: e.get("code") == "state_not_saved", 10)
            assert got and got[-1]["code"] == "state_not_saved" and "disk is full" in got[-1]["message"], got
            assert saved_volume() == 55                        # what was committed is intact
            r = c.ask("set a timer for ten minutes")           # serving on, and saying it could not keep it
            assert r["intent"] == "set_timer" and "could not save" in r["reply"], r
            filler.unlink()
            assert c.volume(77) == 77
            assert saved_volume() == 77                        # saved again once there is room
        assert d.proc.poll() is None
    finally:
        d.stop()


# ------------------------------------------------------------------ shutdown

@pytest.mark.parametrize("state", ["idle", "listening", "thinking", "speaking", "speaking-ipc"])
def test_sigterm_in_every_state(state, pulse, prompt_cache, tmp_path, voice_path):
    """SIGTERM exits within 2 s with STOPPING=1, no child process left, no socket file left."""
    import os
    import signal
    from edgeassist.testing.daemon import DaemonProcess
    from edgeassist.testing.speech import piper_speech
    sections = {"daemon": {"stages": "ipc"}} if state.endswith("ipc") else {}
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache, sections=sections).start()
    try:
        children = d.children()
        with d.client() as c:
            if state == "listening":
                c.ptt_press()
                pulse.mic.say(piper_speech("what time is it", voice_path))
                time.sleep(0.5)
            elif state == "thinking":
                pcm = piper_speech("describe the water cycle in great detail", voice_path)
                _speak_command(pulse, c, pcm)
                assert _wait_state(c, "thinking", 10)
            elif state.startswith("speaking"):
                talker = d.client()     # its own socket: a client is used by one thread at a time
                threading.Thread(target=_quietly, args=(talker.say, "This is a long sentence that keeps the "
                                                        "speaker busy for a good while, and then some more."),
                                 daemon=True).start()
                deadline = time.monotonic() + 10
                while not c.status()["state"] == "speaking" and time.monotonic() < deadline:
                    time.sleep(0.05)
            seen = c.status()["state"]
        assert seen == state.split("-")[0], seen
        t0 = time.monotonic()
        d.signal(signal.SIGTERM)
        d.proc.wait(timeout=5)
        took = time.monotonic() - t0
        assert d.proc.returncode == 0 and took <= 2.0, (took, d.log.read_text()[-2000:])
        assert d.notify.wait_for("STOPPING=1", 1, after=t0)
        assert not os.path.exists(d.api[6:]) and not os.path.exists(d.events[6:])
        assert not list((tmp_path / "d").glob("speak-*")), list((tmp_path / "d").iterdir())
        alive = [p for p in children if os.path.exists(f"/proc/{p}") and open(f"/proc/{p}/stat").read().split()[2] != "Z"]
        assert not alive, alive
        assert "Traceback" not in d.log.read_text()
    finally:
        d.kill()


def _quietly(fn, *a):
    try:
        fn(*a)
    except Exception:  # noqa: BLE001 - the daemon is being stopped under it
        pass


# ------------------------------------------------------------------ offline

def test_end_to_end_voice_test_passes_with_no_network(tmp_path):
    """The end-to-end voice test again, inside a network namespace with no interfaces up
    (`unshare -n`): nothing the daemon does reaches for the network."""
    import subprocess
    import sys
    from conftest import ROOT
    probe = subprocess.run(["unshare", "-n", sys.executable, "-c",
                            "import socket; socket.create_connection(('1.1.1.1', 443), timeout=3)"],
                           capture_output=True, text=True)
    assert probe.returncode != 0 and "unreachable" in probe.stderr.lower(), probe.stderr   # really offline
    r = subprocess.run(["unshare", "-n", sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "--basetemp", str(tmp_path / "offline"),
                        "tests/test_daemon.py::test_spoken_command_end_to_end",
                        "tests/test_daemon.py::test_app_intent_is_published_with_slots"],
                       cwd=ROOT, capture_output=True, text=True, timeout=400)
    assert r.returncode == 0 and "2 passed" in r.stdout, r.stdout[-3000:] + r.stderr[-2000:]


# ------------------------------------------------------------------ security

def test_no_code_path_unpickles_evals_or_imports_from_data():
    """Nothing in the package can turn a message into code: no pickle/marshal/shelve, no eval or
    exec, no import by a name that is not written in the source."""
    import ast
    from conftest import ROOT
    bad = []
    for path in sorted((ROOT / "edgeassist").rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] + ([node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
                bad += [f"{where} imports {n}" for n in names if n.split(".")[0] in ("pickle", "marshal", "shelve", "dill")]
            if isinstance(node, ast.Call):
                f = node.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                if name in ("eval", "exec", "compile", "__import__") and isinstance(f, ast.Name):
                    bad.append(f"{where} calls {name}")
                if name in ("import_module", "__import__") and not all(isinstance(a, ast.Constant) for a in node.args):
                    bad.append(f"{where} imports a computed name")
                if name == "load" and isinstance(f, ast.Attribute) and getattr(f.value, "id", "") in ("yaml", "np"):
                    bad.append(f"{where} calls {f.value.id}.load (can build objects from data)")
    assert not bad, bad


@pytest.mark.parametrize("log_transcripts", [False, True])
def test_transcripts_are_not_logged_unless_asked(log_transcripts, pulse, prompt_cache, tmp_path, voice_path):
    from edgeassist.testing.daemon import DaemonProcess
    from edgeassist.testing.speech import piper_speech
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache,
                      sections={"daemon": {"log_transcripts": log_transcripts}}).start()
    try:
        with d.client() as c:
            events = c.events(["timings"], timeout=30)
            time.sleep(0.3)
            uid = _speak_command(pulse, c, piper_speech("turn on the kitchen light", voice_path))
            _until(events, lambda e: e.get("id") == uid)
            c.ask("please add oat milk to the shopping list")
            time.sleep(0.5)
    finally:
        d.stop()
    log = d.log.read_text()
    assert f"utterance {uid}" in log      # the utterance itself is logged, with its intent
    # what was heard (pocketsphinx may mishear 'light') and what was asked
    for private in ("transcript=", "kitchen", "oat milk"):
        assert (private in log) == log_transcripts, (private, log[-2000:])


def test_daemon_works_under_the_units_restrictions(pulse, prompt_cache, tmp_path, voice_path, sphinx_dir):
    """The restrictions of systemd/edgeassist.service that a process can put on itself here
    (NoNewPrivileges, and MemoryDenyWriteExecute when the unit sets it): listen, understand, speak."""
    from conftest import ROOT
    from edgeassist.testing.daemon import DaemonProcess
    from edgeassist.testing.speech import piper_speech
    unit = (ROOT / "systemd" / "edgeassist.service").read_text()
    lines = [line.strip() for line in unit.splitlines()]
    restrict = tuple(k for k in ("NoNewPrivileges", "MemoryDenyWriteExecute") if f"{k}=yes" in lines)
    assert "NoNewPrivileges" in restrict
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache).start(restrict=restrict)
    try:
        status = open(f"/proc/{d.proc.pid}/status").read()
        assert "NoNewPrivs:\t1" in status
        with d.client() as c:
            events = c.events(["intent", "tts.end"], timeout=30)
            time.sleep(0.3)
            uid = _speak_command(pulse, c, piper_speech("what time is it", voice_path))
            got = _until(events, lambda e: e["type"] == "tts.end" and e.get("id") == uid, 30)
            assert any(e["type"] == "intent" and e["intent"] == "get_time" for e in got), got
            assert c.say("Still speaking.")["spoken"]
    finally:
        d.stop()
