"""The ZeroMQ API on real sockets: every request type against the real daemon, bad input, busy,
cancel, CURVE, socket modes, and a client written in C."""
import json
import os
import shutil
import stat
import subprocess
import time

import pytest
import zmq

from edgeassist.client import Client, ClientError, RemoteError
from edgeassist.protocol import messages as M
from edgeassist.speech.wav import wav_bytes
from edgeassist.testing.speech import piper_speech

pytestmark = pytest.mark.timeout(300)


# ------------------------------------------------------------------ codec (exact bytes)

def test_codec_exact_bytes():
    assert M.encode(M.reply("status.reply", "r1", state="idle")) == \
        b'{"v":1,"id":"r1","type":"status.reply","state":"idle"}'
    assert M.encode(M.error("busy", "full", "r2")) == \
        b'{"v":1,"id":"r2","type":"error","code":"busy","message":"full"}'
    req = M.parse_request([b'{"v":1,"id":"a","type":"ask","text":"hi"}'], 1000)
    assert isinstance(req, M.Ask) and req.text == "hi" and req.speak is False
    t = M.parse_request([b'{"id":"b","type":"transcribe"}', b"RIFF...."], 1000)
    assert isinstance(t, M.Transcribe) and t.audio == b"RIFF...."


@pytest.mark.parametrize("frames, code, rid", [
    ([b"\xff\xfe"], "bad_json", None),
    ([b"[1,2]"], "bad_json", None),
    ([b'{"type":"status"}'], "bad_field", None),
    ([b'{"id":"x","type":"status","v":2}'], "bad_version", "x"),
    ([b'{"id":"x","type":"dance"}'], "unknown_type", "x"),
    ([b'{"id":"x","type":"ask"}'], "bad_field", "x"),
    ([b'{"id":"x","type":"ask","text":5}'], "bad_field", "x"),
    ([b'{"id":"x","type":"ask","text":"hi","colour":1}'], "bad_field", "x"),
    ([b'{"id":"x","type":"volume","level":101}'], "bad_field", "x"),
    ([b'{"id":"x","type":"transcribe"}'], "bad_frames", "x"),
    ([b'{"id":"x","type":"status"}', b"extra"], "bad_frames", "x"),
    ([b'{"id":"x","type":"ask","text":"' + b"a" * 2000 + b'"}'], "too_large", "x"),
])
def test_parse_errors_have_stable_codes(frames, code, rid):
    with pytest.raises(M.ProtocolError) as e:
        M.parse_request(frames, 1500)
    assert (e.value.code, e.value.request_id) == (code, rid)


# ------------------------------------------------------------------ the real daemon

def test_every_request_type(daemon, voice_path):
    with daemon.client() as c:
        st = c.status()
        assert st["state"] == "idle" and st["versions"]["protocol"] == 1 and "llm" in st["models"]
        assert st["queue"] == 0 and st["uptime_s"] >= 0
        a = c.ask("switch off the bedroom lights")
        assert (a["intent"], a["slots"], a["reply"]) == ("lights", {"room": "bedroom", "state": "off"}, "Okay.")
        wav = c.say("Hello there.", wav=True)
        assert wav[:4] == b"RIFF" and len(wav) > 10000
        spoken = c.say("Hello.")
        assert spoken["spoken"] is True and spoken["interrupted"] is False
        tr = c.transcribe(wav_bytes(piper_speech("what time is it", voice_path), 16000))
        assert tr["text"] == "what time is it" and tr["engine"] == "whisper"   # the default English engine
        p = c.ptt_press()
        assert p["utterance"] and p["state"] == "listening"
        r = c.ptt_release()
        assert r["utterance"] == p["utterance"]
        reg = c.intents_register([{"name": "garage_door", "slots": {"action": {"enum": ["open", "close"]}},
                                   "examples": ["open the garage door"]}])
        assert reg["registered"] == ["garage_door"]
        assert "garage_door" in [i["name"] for i in c.intents_list()]
        assert c.ask("open the garage door")["intent"] == "garage_door"
        assert c.intents_unregister(["garage_door", "nope"])["removed"] == ["garage_door"]
        assert c.volume(55) == 55 and c.volume(direction="up") == 65 and c.volume() == 65
        m = c.metrics()
        assert m["counters"]["requests"] > 5 and m["max_rss_mb"] > 0


def test_events_arrive_in_order_with_the_request_id(daemon):
    with daemon.client() as c:
        events = c.events(["intent", "reply.sentence", "tts.", "error"], timeout=10)
        r = c.request("ask", text="what time is it", speak=True)
        got = []
        for ev in events:
            if ev.get("id") == r["id"]:
                got.append(ev["type"])
            if ev["type"] == "tts.end" and ev.get("id") == r["id"]:
                break
        assert got[:2] == ["intent", "reply.sentence"] and got[-1] == "tts.end" and "tts.start" in got


def test_intents_register_rejects_bad_definitions(daemon):
    with daemon.client() as c:
        with pytest.raises(RemoteError) as e:
            c.intents_register([{"name": "x", "slots": {"room": {"enum": []}}}])
        assert e.value.code == "bad_intents" and "intent 'x'" in e.value.message


def _raw(daemon):
    ctx = zmq.Context.instance()
    s = ctx.socket(zmq.DEALER)
    s.setsockopt(zmq.LINGER, 0)
    s.connect(daemon.api)
    return s


def _reply(s, timeout=10):
    assert s.poll(timeout * 1000), "no reply"
    frames = s.recv_multipart()
    return json.loads(frames[1] if frames[0] == b"" else frames[0])


def test_bad_input_gets_its_code_and_the_server_keeps_serving(daemon):
    s = _raw(daemon)
    cases = [
        ([b"no delimiter"], "bad_frames", None),
        ([b"", b"not json"], "bad_json", None),
        ([b"", b'{"id":"q1","type":"sing"}'], "unknown_type", "q1"),
        ([b"", b'{"id":"q2","type":"ask"}'], "bad_field", "q2"),
        ([b"", b'{"id":"q3","type":"ask","text":["a"]}'], "bad_field", "q3"),
        ([b"", b'{"id":"q4","type":"ask","text":"' + b"x" * 70000 + b'"}'], "too_large", "q4"),
        ([b"", b'{"id":"q5","type":"cancel","target":"never-sent"}'], "unknown_request", "q5"),
        ([b"", b'{"id":"q6","type":"transcribe","format":"wav"}', b"this is not a wav"], "bad_audio", "q6"),
        ([b"", b'{"id":"q7","type":"status","v":99}'], "bad_version", "q7"),
        ([b"", b'{"id":"q8","type":"transcribe"}'], "bad_frames", "q8"),
    ]
    try:
        for frames, code, rid in cases:
            s.send_multipart(frames)
            r = _reply(s)
            assert (r["type"], r["code"], r["id"]) == ("error", code, rid), r
            assert r["message"]
            s.send_multipart([b"", b'{"id":"ok","type":"status"}'])
            ok = _reply(s)
            assert ok["type"] == "status.reply" and ok["id"] == "ok"
    finally:
        s.close()


def test_busy_when_the_queue_is_full_and_one_reply_each(daemon):
    s = _raw(daemon)
    n = 12
    try:
        for i in range(n):
            s.send_multipart([b"", json.dumps({"id": f"b{i}", "type": "ask", "text": "tell me about the moon"}).encode()])
        replies = [_reply(s, 60) for _ in range(n)]
    finally:
        s.close()
    assert sorted(r["id"] for r in replies) == sorted(f"b{i}" for i in range(n))
    busy = [r for r in replies if r["type"] == "error" and r["code"] == "busy"]
    done = [r for r in replies if r["type"] == "ask.reply"]
    assert busy and done and len(busy) + len(done) == n


def test_cancel_a_running_request(daemon):
    s = _raw(daemon)
    try:
        s.send_multipart([b"", b'{"id":"long","type":"ask","text":"describe the water cycle"}'])
        time.sleep(0.3)
        s.send_multipart([b"", b'{"id":"c1","type":"cancel","target":"long"}'])
        got = {r["id"]: r for r in (_reply(s, 30), _reply(s, 30))}
    finally:
        s.close()
    assert got["c1"]["type"] == "cancel.reply" and got["c1"]["cancelled"] == "long"
    assert got["long"]["type"] == "error" and got["long"]["code"] == "cancelled"


def test_ipc_socket_files_have_the_configured_mode(daemon):
    for ep in (daemon.api, daemon.events):
        st = os.stat(ep[len("ipc://"):])
        assert stat.S_ISSOCK(st.st_mode) and stat.S_IMODE(st.st_mode) == 0o660


def test_client_says_clearly_when_no_daemon_runs(cli, tmp_path):
    cfg = tmp_path / "c.toml"
    cfg.write_text(f'[api]\nendpoint = "ipc://{tmp_path}/none.sock"\nevents = "ipc://{tmp_path}/ev.sock"\n')
    r = cli("--config", str(cfg), "status")
    assert r.returncode == 3 and "no edgeassist daemon is running at" in r.stderr and "Traceback" not in r.stderr


def test_cli_talks_to_the_daemon(cli, daemon):
    env = {"EDGEASSIST_CONFIG": str(daemon.config)}
    r = cli("ask", "--json", "set a timer for ten minutes", env=env)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["slots"] == {"duration_s": 600}
    st = cli("status", "--json", env=env)
    assert json.loads(st.stdout)["timers"]
    ev = subprocess.Popen([*cli_args(), "events", "intent", "--for-seconds", "8"], env={**os.environ, **env},
                          stdout=subprocess.PIPE, text=True)
    time.sleep(1.0)
    assert cli("ask", "cancel the timer", env=env).returncode == 0
    out, _ = ev.communicate(timeout=30)
    assert any(json.loads(line)["intent"] == "cancel_timer" for line in out.splitlines())


def cli_args():
    import sys
    return [sys.executable, "-m", "edgeassist"]


# ------------------------------------------------------------------ CURVE on tcp (the server module)

class _Echo:
    def immediate(self, req):
        return M.reply("status.reply", req.id, state="idle")

    def work(self, req, ctx):
        return M.reply("ask.reply", req.id, text=req.text), []


def _free_port():
    from edgeassist.testing.daemon import free_port
    return free_port()


def test_tcp_requires_curve_and_refuses_unknown_keys(tmp_path):
    import zmq.auth
    from edgeassist.config import ApiSettings
    from edgeassist.protocol.endpoints import EndpointError
    from edgeassist.protocol.server import ApiServer
    p1, p2 = _free_port(), _free_port()
    plain = ApiServer(ApiSettings(endpoint=f"tcp://127.0.0.1:{p1}", events=f"tcp://127.0.0.1:{p2}"), _Echo())
    with pytest.raises(EndpointError, match="need CURVE"):
        plain.bind()
    keys, allowed, other = tmp_path / "keys", tmp_path / "allowed", tmp_path / "other"
    for d in (keys, allowed, other):
        d.mkdir()
    zmq.auth.create_certificates(str(keys), "server")
    zmq.auth.create_certificates(str(keys), "good")
    zmq.auth.create_certificates(str(other), "stranger")
    shutil.copy(keys / "good.key", allowed / "good.key")
    server_public, _ = zmq.auth.load_certificate(str(keys / "server.key"))
    srv = ApiServer(ApiSettings(endpoint=f"tcp://127.0.0.1:{p1}", events=f"tcp://127.0.0.1:{p2}",
                                curve_secret_key=str(keys / "server.key_secret"), curve_allowed_dir=str(allowed)),
                    _Echo())
    srv.bind()
    srv.start()
    try:
        good = Client(f"tcp://127.0.0.1:{p1}", f"tcp://127.0.0.1:{p2}", timeout=5,
                      server_public_key=server_public, client_cert=str(keys / "good.key_secret"))
        assert good.status()["state"] == "idle"
        assert good.request("ask", text="hi")["text"] == "hi"
        good.close()
        bad = Client(f"tcp://127.0.0.1:{p1}", f"tcp://127.0.0.1:{p2}", timeout=2,
                     server_public_key=server_public, client_cert=str(other / "stranger.key_secret"))
        with pytest.raises(ClientError, match="no answer"):
            bad.status()
        bad.close()
        nokey = Client(f"tcp://127.0.0.1:{p1}", f"tcp://127.0.0.1:{p2}", timeout=2)
        with pytest.raises(ClientError, match="no answer"):
            nokey.status()
        nokey.close()
    finally:
        srv.stop()


# ------------------------------------------------------------------ a client in another language

C_CLIENT = r'''
#include <zmq.h>
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
    void *ctx = zmq_ctx_new();
    void *s = zmq_socket(ctx, ZMQ_REQ);              /* REQ adds the empty delimiter frame */
    int timeout = 10000;
    zmq_setsockopt(s, ZMQ_RCVTIMEO, &timeout, sizeof timeout);
    if (zmq_connect(s, argv[1]) != 0) return 2;
    const char *req = "{\"v\":1,\"id\":\"c-1\",\"type\":\"status\"}";
    zmq_send(s, req, strlen(req), 0);
    char buf[65536];
    int n = zmq_recv(s, buf, sizeof buf - 1, 0);
    if (n < 0) return 3;
    buf[n] = 0;
    puts(buf);
    zmq_close(s);
    zmq_ctx_term(ctx);
    return 0;
}
'''


def test_minimal_c_client(daemon, tmp_path):
    src = tmp_path / "status.c"
    src.write_text(C_CLIENT)
    exe = tmp_path / "status"
    subprocess.run(["gcc", str(src), "-o", str(exe), "-lzmq"], check=True)
    out = subprocess.run([str(exe), daemon.api], capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)
    assert r["type"] == "status.reply" and r["id"] == "c-1" and r["state"] in ("idle", "speaking")


def test_async_client(daemon):
    import asyncio
    from edgeassist.client import AsyncClient

    async def go():
        c = AsyncClient(daemon.api, daemon.events, timeout=30)
        try:
            return await c.status(), await c.ask("what is the date today")
        finally:
            c.close()
    st, a = asyncio.run(go())
    assert st["type"] == "status.reply" and a["intent"] == "get_date"


@pytest.mark.unit
def test_every_request_type_has_one_handler_on_the_right_path():
    """Unit: the dispatch tables of daemon/api.py: each request type of the protocol (but cancel,
    which the server answers itself) in exactly one table, the queued ones in QUEUED."""
    from edgeassist.daemon import api
    types = [t for t in M.REQUESTS.values() if t is not M.Cancel]
    for t in types:
        assert (t in api.QUEUED) == t.QUEUED and (t in api.IMMEDIATE) != t.QUEUED, t.TYPE
    assert set(api.QUEUED) | set(api.IMMEDIATE) == set(types)


@pytest.mark.unit
def test_client_methods_cover_the_schema_and_their_messages_parse_back():
    """Unit: every request type has a client method, and what each method sends is built by the
    request's class (protocol/messages.py) and parses back on the server side to the same fields;
    a field the schema does not have is refused by the client itself."""
    import inspect
    from edgeassist import client as C

    class Recorder(C._Requests, C._Base):
        def __init__(self):
            self._seq, self._prefix, self.sent = iter(range(1, 100)), "t", []

        def _call(self, rtype, pick=None, binary=None, **fields):
            rid, frames = self._msg(rtype, fields, binary)
            self.sent.append((rtype, M.parse_request(frames, 1 << 20)))

    args = {"ask": ("what time is it",), "say": ("hello",), "transcribe": (b"RIFF....",), "cancel": ("r1",),
            "intents_register": ([{"name": "x"}],), "intents_unregister": (["x"],),
            "knowledge_add": ([{"question": "q", "answer": "a"}],), "knowledge_remove": (["q"],),
            "items_add": ("timer", None, 60), "items_cancel": (["a1"],), "lists_add": ("shopping", ["eggs"]),
            "lists_remove": ("shopping", ["eggs"]), "lists_clear": ("shopping",)}
    r = Recorder()
    methods = [n for n, _ in inspect.getmembers(C._Requests, inspect.isfunction) if not n.startswith("_")]
    for name in methods:
        getattr(r, name)(*args.get(name, ()))
    assert {t for t, _ in r.sent} == set(M.REQUESTS), "a request type without a client method"
    got = {t: req for t, req in r.sent}
    assert got["ask"].text == "what time is it" and got["ask"].act is True and got["ask"].speak is False
    assert got["transcribe"].audio == b"RIFF...." and got["cancel"].target == "r1"
    assert got["items.add"].kind == "timer" and got["items.add"].in_s == 60 and got["lists.add"].items == ["eggs"]
    r.ask("hi", act=False)
    assert r.sent[-1][1].act is False
    with pytest.raises(C.ClientError, match="colour"):
        r._msg("ask", {"text": "hi", "colour": 1}, None)
    with pytest.raises(C.ClientError, match="dance"):
        r._msg("dance", {}, None)
