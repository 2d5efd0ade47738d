"""The daemon end to end: real audio device, real models, real sd_notify datagrams, signals."""
import json
import re
import os
import shutil
import signal
import struct
import threading
import time

import numpy as np
import pytest

from edgeassist.engines import asr
from edgeassist.testing.daemon import DaemonProcess, speak_command
from edgeassist.testing.speech import piper_speech, trim_silence
from conftest import EVAL

pytestmark = pytest.mark.timeout(300)


def _collect(events, until, timeout=20):
    got = []
    deadline = time.monotonic() + timeout
    for ev in events:
        got.append(ev)
        if until(ev) or time.monotonic() > deadline:
            break
    return got


def _heard(audio):
    """What the speaker said, as the default recognizer (Whisper here) hears it, in the words the
    WER is scored in ("It is 4:02 AM." -> "it is four two am"). pocketsphinx heard "It is four oh
    two AM" as "this portal to eat them" in one CI run."""
    from edgeassist import config
    from edgeassist.testing.corpus import words_for_wer
    rec = asr.build(config.Config())
    rec.start(live=False)
    rec.feed(trim_silence(audio).tobytes())
    return words_for_wer(rec.finish().text)


def test_ready_status_and_watchdog_datagrams(daemon):
    ready = [m for t, m in daemon.notify.messages if "READY=1" in m.split("\n")]
    assert ready and "STATUS=idle" in ready[0] and f"MAINPID={daemon.proc.pid}" in ready[0]
    # READY came after the sockets were bound (and they answer)
    assert os.path.exists(daemon.api[6:])
    with daemon.client() as c:
        assert c.status()["state"] in ("idle", "speaking")
    t0 = time.monotonic()
    time.sleep(3.2)
    pings = daemon.notify.times("WATCHDOG=1", after=t0)
    assert len(pings) >= 2, daemon.notify.messages[-5:]
    gaps = np.diff(pings)
    assert all(0.6 < g < 1.6 for g in gaps), gaps   # WATCHDOG_USEC = 2 s -> every ~1 s


@pytest.fixture(scope="module")
def clocked_daemon(pulse, prompt_cache, tmp_path_factory):
    """A daemon whose wall clock starts at 10:20 on 1 June 2026 (libfaketime; it runs on from
    there): the time it says is known before it says it, whatever the hour of the run."""
    d = DaemonProcess(tmp_path_factory.mktemp("clocked"), cache_dir=prompt_cache, intents=EVAL / "app-intents.json")
    d.start(clock="2026-06-01 10:20:00")
    yield d
    d.stop()


def test_spoken_command_end_to_end(clocked_daemon, pulse, voice_path):
    with clocked_daemon.client() as c:
        events = c.events([], timeout=20)
        rec = pulse.record()
        try:
            uid = speak_command(pulse, c, piper_speech("what time is it", voice_path))
            got = _collect(events, lambda e: e["type"] == "timings" and e.get("id") == uid)
            time.sleep(2.5)
            audio = rec.audio(time.monotonic() - 6)
        finally:
            rec.close()
        mine = [e for e in got if e.get("id") == uid or e.get("utterance") == uid]
        types = [e["type"] for e in mine]
        assert "asr.final" in types and "intent" in types and "tts.start" in types, types
        final = next(e for e in mine if e["type"] == "asr.final")
        intent = next(e for e in mine if e["type"] == "intent")
        assert final["text"].startswith("what time") and intent["intent"] == "get_time", final
        states = [e["state"] for e in mine if e["type"] == "state"]
        assert states[:3] == ["listening", "transcribing", "thinking"] and "speaking" in states
        timings = next(e for e in mine if e["type"] == "timings")
        assert 0 < timings["final_ms"] <= timings["first_audio_ms"]
        assert np.abs(audio.astype(np.int32)).max() > 1000
        # the reply is the daemon's clock (10:20 when it started, a minute or two before)
        said = " ".join(e["text"] for e in mine if e["type"] == "reply.sentence")
        assert re.fullmatch(r"It is 10:2[0-5] AM\.", said), said
        # and the sound says it: "it is ten twenty(-one...) am" (whatever way Whisper writes it)
        heard = _heard(audio)
        assert re.fullmatch(r"it is ten twenty( [a-z]+)? a ?m", heard), (said, heard)


def test_a_daemon_on_the_test_clock_keeps_every_thread(clocked_daemon):
    """Under libfaketime every time.sleep of Python 3.11 had failed (EINVAL, libfaketime issue 426) and killed the
    speaker's idle thread of each daemon started with a clock; testing/daemon.py makes sleep wait on an event there."""
    time.sleep(1.5)                           # the idle thread sleeps a second per round
    log = clocked_daemon.log.read_text()
    assert "Exception in thread" not in log and "Invalid argument" not in log, log[-2000:]


def test_app_intent_is_published_with_slots(daemon, pulse, voice_path):
    with daemon.client() as c:
        events = c.events(["intent", "reply.sentence"], timeout=20)
        uid = speak_command(pulse, c, piper_speech("what is the weather today", voice_path, length_scale=1.1))
        got = _collect(events, lambda e: e["type"] == "reply.sentence" and e.get("id") == uid)
        intent = next(e for e in got if e["type"] == "intent" and e["id"] == uid)
        assert (intent["intent"], intent["slots"], intent["builtin"]) == ("weather", {"day": "today"}, False)
        assert got[-1]["text"] == "Okay."


def test_chat_reply_sounds_while_the_model_is_still_generating(daemon, pulse):
    """Streaming: the first clause of a chat reply is sounding before the model has finished the
    rest (that the model pauses until then is tests/test_voice_unit.py)."""
    with daemon.client() as c:
        events = c.events(["reply.sentence", "timings", "tts.end"], timeout=60)
        rec = pulse.record()
        try:
            r = c.request("ask", text="describe the water cycle", speak=True,
                          timeout=60)
            uid = r["id"]
            got = _collect(events, lambda e: e["type"] == "tts.end" and e.get("id") == uid, timeout=60)
            audio = rec.audio(time.monotonic() - 30)
        finally:
            rec.close()
    assert r["intent"] == "chat" and len(r["reply"].split()) >= 10, r
    sentences = [e for e in got if e["type"] == "reply.sentence" and e.get("id") == uid]
    timings = next(e for e in got if e["type"] == "timings" and e.get("id") == uid)
    first_audio = timings["monotonic"]["first_audio"]
    assert len(sentences) >= 2, sentences
    assert sentences[0]["t"] < first_audio < sentences[-1]["t"]   # sounding before generation ended
    assert np.abs(audio.astype(np.int32)).max() > 1000


def test_barge_in_silences_playback_and_listens(daemon, pulse):
    with daemon.client() as c:
        rec = pulse.record()
        outcome = {}

        def long_say():
            from edgeassist.client import RemoteError
            try:
                outcome["reply"] = daemon.client().request("say", text="This is a long announcement. " * 6,
                                                           timeout=60)
            except RemoteError as e:
                outcome["error"] = e.code
        worker = threading.Thread(target=long_say, daemon=True)
        try:
            t_start = time.monotonic()
            worker.start()
            deadline = time.monotonic() + 20
            while not [t for t, ch in rec.chunks if t > t_start and np.abs(ch.astype(np.int32)).max() > 300]:
                assert time.monotonic() < deadline, "the announcement never played"
                time.sleep(0.05)
            time.sleep(0.5)
            t_press = time.monotonic()
            uid = c.ptt_press()["utterance"]
            time.sleep(0.8)
            loud_before = [t for t, ch in rec.chunks if t < t_press and np.abs(ch.astype(np.int32)).max() > 300]
            loud_after = [t for t, ch in rec.chunks if t > t_press + 0.2 and np.abs(ch.astype(np.int32)).max() > 300]
            assert c.status()["state"] == "listening"
        finally:
            rec.close()
            c.ptt_release()
        worker.join(10)
        assert uid and loud_before and not loud_after
        # the interrupted request still gets its one reply: cancelled, or spoken and interrupted
        assert outcome == {"error": "cancelled"} or outcome["reply"]["interrupted"] is True, outcome


def test_timer_fires_with_event_and_speech(daemon):
    with daemon.client() as c:
        events = c.events(["timer.done", "tts.start"], timeout=15)
        r = c.ask("set a timer for two seconds")
        assert r["slots"] == {"duration_s": 2}
        got = _collect(events, lambda e: e["type"] == "tts.start" and str(e.get("id", "")).startswith("timer-"))
        done = [e for e in got if e["type"] == "timer.done"]
        assert done and done[0]["duration_s"] == 2


def test_reload_stage_process_hang_and_clean_shutdown(pulse, prompt_cache, tmp_path):
    """daemon.stages = "ipc": the speak stage runs in its own process. SIGHUP reloads intents;
    a hung stage stops the watchdog pings; SIGTERM mid-utterance exits within 2 s, cleanly."""
    intents = tmp_path / "intents.json"
    shutil.copy(EVAL / "app-intents.json", intents)
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache, watchdog_s=2.0, intents=intents,
                      sections={"daemon": {"stages": "ipc"}}).start()
    try:
        stage = [p for p in d.children() if b"stage-speak" in open(f"/proc/{p}/cmdline", "rb").read()]
        assert len(stage) == 1
        with d.client() as c:
            rec = pulse.record()
            try:
                t0 = time.monotonic()
                assert c.say("The speaker runs in its own process.")["spoken"]
                time.sleep(0.3)
                audio = rec.audio(t0)
            finally:
                rec.close()
            assert np.abs(audio.astype(np.int32)).max() > 1000 and "process" in _heard(audio)

            # SIGHUP: intents reloaded, models kept
            data = json.loads(intents.read_text())
            data["intents"].append({"name": "garage_door", "slots": {"action": {"enum": ["open", "close"]}},
                                    "examples": ["open the garage door", "close the garage door"]})
            intents.write_text(json.dumps(data))
            t_hup = time.monotonic()
            d.signal(signal.SIGHUP)
            assert d.notify.wait_for("RELOADING=1", 10, after=t_hup)
            assert d.notify.wait_for("READY=1", 30, after=t_hup)
            assert "garage_door" in [i["name"] for i in c.intents_list()]
            assert c.ask("close the garage door")["slots"] == {"action": "close"}
            assert d.children() == stage   # the speak stage (and its voice) were not restarted

            # a hung stage: no more watchdog pings until it moves again
            os.kill(stage[0], signal.SIGSTOP)
            try:
                time.sleep(3.0)
                t_hung = time.monotonic()
                time.sleep(3.0)
                assert d.notify.times("WATCHDOG=1", after=t_hung) == []
            finally:
                os.kill(stage[0], signal.SIGCONT)
            t_cont = time.monotonic()
            assert d.notify.wait_for("WATCHDOG=1", 10, after=t_cont)

            # SIGTERM in the middle of an utterance
            c.ptt_press()
            pulse.mic.say(np.zeros(16000, np.int16))
            time.sleep(0.3)
        t_term = time.monotonic()
        d.signal(signal.SIGTERM)
        d.proc.wait(timeout=5)
        took = time.monotonic() - t_term
        assert d.proc.returncode == 0 and took <= 2.0, took
        assert d.notify.wait_for("STOPPING=1", 1, after=t_term)
        assert not os.path.exists(d.api[6:]) and not os.path.exists(d.events[6:])
        assert not [p for p in stage if os.path.exists(f"/proc/{p}") and
                    open(f"/proc/{p}/stat").read().split()[2] != "Z"]
    finally:
        d.kill()


def test_restart_after_sigkill_removes_stale_sockets(pulse, prompt_cache, tmp_path):
    d = DaemonProcess(tmp_path / "k", cache_dir=prompt_cache, intents=EVAL / "app-intents.json").start()
    for p in d.children():
        os.kill(p, signal.SIGKILL)
    d.proc.kill()
    d.proc.wait()
    d.notify.close()
    assert os.path.exists(d.api[6:])            # stale socket left behind
    again = DaemonProcess(tmp_path / "k", cache_dir=prompt_cache, intents=EVAL / "app-intents.json")
    again.start()
    try:
        with again.client() as c:
            assert c.status()["state"] in ("idle", "speaking")
    finally:
        assert again.stop() == 0


def test_second_daemon_on_the_same_socket_is_refused(daemon, cli):
    r = cli("run", env={"EDGEASSIST_CONFIG": str(daemon.config)}, timeout=60)
    assert r.returncode == 1 and "another edgeassist daemon is serving here" in r.stderr


def test_push_to_talk_key_device(pulse, prompt_cache, tmp_path):
    """A key device: here a FIFO carrying struct input_event records, as /dev/input/eventN does."""
    dev = tmp_path / "event7"
    os.mkfifo(dev)
    d = DaemonProcess(tmp_path / "p", cache_dir=prompt_cache, intents=EVAL / "app-intents.json",
                      sections={"daemon": {"ptt_device": str(dev), "ptt_key": "KEY_F12"}}).start()
    try:
        from evdev import ecodes
        ev = struct.Struct("llHHi")

        def key(value):
            return ev.pack(0, 0, ecodes.EV_KEY, ecodes.KEY_F12, value)
        with d.client() as c:
            events = c.events(["state", "error"], timeout=15)
            fd = os.open(dev, os.O_WRONLY)
            os.write(fd, key(1) + ev.pack(0, 0, 0, 0, 0))
            got = _collect(events, lambda e: e.get("state") == "listening")
            assert got[-1].get("state") == "listening"
            os.write(fd, key(2) + key(0))          # auto-repeat is ignored, release ends it
            got = _collect(events, lambda e: e.get("state") == "transcribing")
            assert got[-1].get("state") == "transcribing"
            os.close(fd)                           # the device vanishes ...
            got = _collect(events, lambda e: e["type"] == "error" and "disappeared" in e.get("message", ""))
            assert "disappeared" in got[-1].get("message", "")
            fd = os.open(dev, os.O_WRONLY)         # ... and comes back
            os.write(fd, key(1))
            got = _collect(events, lambda e: e.get("state") == "listening")
            assert got[-1].get("state") == "listening"
            os.write(fd, key(0))
            os.close(fd)
    finally:
        d.stop()


def test_reload_rebuilds_the_voice_when_tts_settings_change(pulse, prompt_cache, tmp_path):
    """SIGHUP with tts.length_scale changed: the voice is rebuilt (slower speech); a voice that is
    not there is refused by name and the running voice keeps speaking."""
    from edgeassist.speech.wav import read_wav
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache).start()
    try:
        with d.client() as c:
            text = "The quick brown fox jumps over the lazy dog."
            before = len(read_wav(c.say(text, wav=True)))
            events = c.events(["error"], timeout=20)
            d.config.write_text(d.config.read_text() + "\n[tts]\nlength_scale = 1.5\n")
            t = time.monotonic()
            d.signal(signal.SIGHUP)
            assert d.notify.wait_for("READY=1", 60, after=t)
            slower = len(read_wav(c.say(text, wav=True)))
            assert slower > 1.3 * before, (before, slower)
            d.config.write_text(d.config.read_text().replace("length_scale = 1.5",
                                                             f'length_scale = 1.5\nvoice = "{tmp_path}/none.onnx"'))
            t = time.monotonic()
            d.signal(signal.SIGHUP)
            assert d.notify.wait_for("READY=1", 60, after=t)
            failed = next(events)
            assert failed["code"] == "reload_failed" and "none.onnx" in failed["message"]
            assert abs(len(read_wav(c.say(text, wav=True))) - slower) < 0.1 * slower
            assert c.status()["models"]["tts"].endswith("en_US-joe-medium.onnx")
    finally:
        d.stop()
