"""Hands-free: the wake word (engines/wake.py), the turn it starts and ends by listening
(stages/handsfree.py), in the real daemon with the PulseAudio test microphone, and Wyoming's
`detect`."""
from __future__ import annotations

import asyncio
import time

import numpy as np
import pytest

from edgeassist.engines.wake import WakeDetector, WakeError, cutoff, word_problem
from edgeassist.testing.speech import piper_speech

EVAL_INTENTS = __import__("pathlib").Path(__file__).parent / "data" / "app-intents.json"


def _pause(s: float) -> np.ndarray:
    return np.zeros(int(16000 * s), np.int16)


def _detections(det: WakeDetector, pcm: np.ndarray) -> list:
    out = []
    for i in range(0, len(pcm), 640):          # 40 ms blocks, as the microphone hands them over
        out += det.push(pcm[i:i + 640])
    return out


# ------------------------------------------------------------------ the detector alone

@pytest.mark.unit
def test_sensitivity_moves_the_cutoff_both_ways():
    assert cutoff(0.85, 0.5) == pytest.approx(0.85)
    assert cutoff(0.85, 0.75) == pytest.approx(0.70) and cutoff(0.85, 0.25) == pytest.approx(0.925)
    assert cutoff(0.85, 0.5, speaking=True) == pytest.approx(0.925)     # its own voice needs more
    assert 0.05 <= cutoff(0.5, 1.0) < cutoff(0.5, 0.0) <= 0.995


@pytest.mark.unit
def test_bad_words_and_files_are_named(tmp_path):
    assert "not a built-in micro wake word" in word_problem("micro", "hey_computer")
    assert word_problem("open", "hey_rhasspy") is None and word_problem("micro", "hey_rhasspy")
    assert "does not exist" in word_problem("micro", str(tmp_path / "mine.json"))
    junk = tmp_path / "junk.tflite"
    junk.write_bytes(b"not a model at all")
    assert "not a TensorFlow Lite model" in word_problem("open", str(junk))
    assert "a .json file is needed" in word_problem("micro", str(junk))
    desc = tmp_path / "mine.json"
    desc.write_text('{"model": "junk.tflite", "micro": {"probability_cutoff": 0.9, "sliding_window_size": 5}}')
    assert "not a TensorFlow Lite model" in word_problem("micro", str(desc))
    with pytest.raises(WakeError, match="wake.words: 'hey_computer'"):
        WakeDetector("micro", ["hey_computer"])


@pytest.mark.parametrize("engine", ["micro", "open"])
def test_each_word_fires_on_its_own_phrase_only(voice_path, engine):
    phrases = {"okay_nabu": "Okay Nabu, turn on the kitchen light.",
               "hey_jarvis": "Hey Jarvis, what time is it?"}
    det = WakeDetector(engine, list(phrases))
    for word, text in phrases.items():
        det.reset()
        found = _detections(det, np.concatenate([_pause(0.5), piper_speech(text, voice_path), _pause(0.5)]))
        assert [d.word for d in found] == [word], (text, found)
        assert 1.0 < found[0].at_s < 2.5          # soon after the word, before the command has ended
    det.reset()
    assert _detections(det, piper_speech("Turn on the kitchen light, please. What time is it?", voice_path)) == []


# ------------------------------------------------------------------ the daemon, hands-free

END_SILENCE_MS = 1200   # longer than the default 700: a whole command's early end (complete_silence_ms 300, off by
                        # default, and a Whisper reading) is told from the silence's end on a loaded machine too


@pytest.fixture(scope="module")
def wake_daemon(pulse, prompt_cache, tmp_path_factory):
    from edgeassist.testing.daemon import DaemonProcess, free_port
    port = free_port()
    d = DaemonProcess(tmp_path_factory.mktemp("wake"), cache_dir=prompt_cache, intents=EVAL_INTENTS,
                      sections={"wake": {"enabled": True, "end_silence_ms": END_SILENCE_MS, "complete_silence_ms": 300},
                                "wyoming": {"uri": f"tcp://127.0.0.1:{port}"}}).start()
    d.wyoming_port = port
    yield d
    d.stop()


def _events_until(events, pred, timeout):
    got, deadline = [], time.monotonic() + timeout
    for ev in events:
        got.append(ev)
        if pred(ev) or time.monotonic() > deadline:
            break
    return got


def _idle(c, timeout=20.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if c.status()["state"] == "idle":
            return True
        time.sleep(0.1)
    return False


def test_wake_phrase_and_command_get_the_intent_and_reply(wake_daemon, pulse, voice_path):
    with wake_daemon.client() as c:
        assert c.status()["wake"]["enabled"] is True
        events = c.events([], timeout=30)
        time.sleep(0.3)
        pulse.mic.say(piper_speech("Okay Nabu, turn on the kitchen light.", voice_path))
        got = _events_until(events, lambda e: e["type"] == "tts.end", 30)
        types = [e["type"] for e in got]
        assert "wake" in types, types
        wake = next(e for e in got if e["type"] == "wake")
        assert wake["word"] == "okay_nabu" and wake["score"] > 0.5
        mine = [e for e in got if e.get("id") == wake["id"] or e.get("utterance") == wake["id"]]
        intent = next(e for e in mine if e["type"] == "intent")
        assert (intent["intent"], intent["slots"]) == ("lights", {"room": "kitchen", "state": "on"}), intent
        states = [e["state"] for e in mine if e["type"] == "state"]
        assert states[:3] == ["listening", "transcribing", "thinking"] and "speaking" in states, states
        assert any(e["type"] == "tts.end" and e["id"] == wake["id"] for e in mine)
        assert _idle(c)


def test_no_turn_from_the_command_alone_music_or_its_own_replies(wake_daemon, pulse, voice_path):
    """Speech without the word, a chord with a beat, and replies the assistant says: no wake, no turn."""
    t = np.arange(16000 * 4) / 16000
    chord = sum(np.sin(2 * np.pi * f * t) for f in (220.0, 277.2, 329.6)) * (0.5 + 0.5 * (np.sin(2 * np.pi * 2 * t) > 0))
    music = (chord / 3 * 6000).astype(np.int16)
    replies = " ".join(["It is three fifteen P M.", "Timer set for ten minutes.", "Okay.",
                        "Sorry, I don't know that one.", "The kitchen light is on."])
    with wake_daemon.client() as c:
        before = c.status()["wake"]["detections"]
        events = c.events(["wake", "state"], timeout=2)
        pulse.mic.say(piper_speech("Turn on the kitchen light, please.", voice_path))
        pulse.mic.say(music)
        pulse.mic.say(piper_speech(replies, voice_path))
        assert pulse.mic.wait_idle(60)
        time.sleep(1.0)
        seen = list(events)                  # ends 2 s after the last event
        assert not [e for e in seen if e["type"] == "wake" or e.get("state") == "listening"], seen
        assert c.status()["wake"]["detections"] == before


def test_a_pause_after_the_word_and_a_one_word_command_both_work(wake_daemon, pulse, voice_path):
    """Waiting for the tone before speaking does not end the turn early; a single short word
    ("quiet": 0.29 s of speech to the VAD) is a command, not silence. (What tiny.en makes of one
    word after the wake word's tail is its own matter: "to quite" once, hence the word, not the
    intent, is asked of the second.)"""
    with wake_daemon.client() as c:
        for audio, want in ((np.concatenate([piper_speech("Okay Nabu.", voice_path), _pause(1.5),
                                             piper_speech("what time is it", voice_path)]), "get_time"),
                            (piper_speech("Okay Nabu, quiet.", voice_path), None)):
            events = c.events(["wake", "wake.end", "intent", "asr.final"], timeout=20)
            time.sleep(0.2)
            pulse.mic.say(audio)
            got = _events_until(events, lambda e: e["type"] in ("intent", "wake.end"), 20)
            assert [e["type"] for e in got][:1] == ["wake"] and got[-1]["type"] == "intent", got
            heard = next(e["text"] for e in got if e["type"] == "asr.final")
            assert "nabu" not in heard.lower(), heard        # the word's end in the pre-roll is not the command
            assert got[-1]["intent"] == want if want else "qui" in heard.lower(), got
            assert _idle(c)


def test_a_whole_command_ends_the_turn_sooner_and_one_that_asks_back_waits(wake_daemon, pulse, voice_path):
    """A hands-free command whose words so far are whole ends after wake.complete_silence_ms (its
    timings say "whole_command"); one paused where it would be asked back ("set a timer for ...")
    is not cut there; an open question keeps the longer silence."""
    said = (("Okay Nabu, set a timer for ten minutes.", None, "whole_command", ("set_timer", 600)),
            ("Okay Nabu, set a timer for", "six minutes.", None, ("set_timer", 360)),
            ("Okay Nabu, who wrote War and Peace?", None, "silence", ("encyclopedia", None)))
    with wake_daemon.client() as c:
        for first, then, ended, (intent, seconds) in said:
            events = c.events(["wake", "intent", "timings"], timeout=30)
            time.sleep(0.2)
            audio = piper_speech(first, voice_path)
            if then:                           # 0.5 s: more than complete_silence_ms, less than end_silence_ms
                audio = np.concatenate([audio, _pause(0.5), piper_speech(then, voice_path, pad_s=0.0)])
            pulse.mic.say(np.concatenate([audio, _pause(1.5)]))
            got = _events_until(events, lambda e: e["type"] == "timings", 30)
            uid = next(e["id"] for e in got if e["type"] == "wake")
            heard = next(e for e in got if e["type"] == "intent" and e["id"] == uid)
            timing = next(e for e in got if e["type"] == "timings" and e["id"] == uid)
            assert heard["intent"] == intent, (first, heard)
            assert seconds is None or heard["slots"].get("duration_s") == seconds, (first, heard)
            assert ended is None or timing.get("ended") == ended, (first, timing)
            assert _idle(c)
        c.ask("cancel all timers", speak=False)


def test_nothing_said_after_the_word_ends_the_turn_quietly(wake_daemon, pulse, voice_path):
    with wake_daemon.client() as c:
        events = c.events(["wake", "wake.end", "intent", "state"], timeout=20)
        time.sleep(0.3)
        pulse.mic.say(np.concatenate([piper_speech("Okay Nabu.", voice_path), _pause(5.0)]))
        got = _events_until(events, lambda e: e["type"] == "wake.end", 15)
        assert [e["type"] for e in got if e["type"] in ("wake", "wake.end")] == ["wake", "wake.end"], got
        assert got[-1]["reason"] == "nothing_heard" and not [e for e in got if e["type"] == "intent"]
        assert _idle(c, 5)


def test_push_to_talk_still_works_with_the_wake_word_on(wake_daemon, pulse, voice_path):
    from edgeassist.testing.daemon import speak_command
    with wake_daemon.client() as c:
        events = c.events(["intent"], timeout=30)
        uid = speak_command(pulse, c, piper_speech("what time is it", voice_path))
        got = _events_until(events, lambda e: e["type"] == "intent" and e["id"] == uid, 30)
        assert got[-1]["intent"] == "get_time"
        assert _idle(c)


def test_the_wake_word_during_a_reply_stops_it(wake_daemon, pulse, voice_path):
    long_text = ("Here is a long announcement for everyone in the building. The library closes at nine "
                 "tonight, the reading room stays open until eight, and the cafe on the ground floor "
                 "serves soup and sandwiches until half past seven this evening.")
    with wake_daemon.client() as c:
        events = c.events(["tts.start", "tts.end", "wake", "intent"], timeout=40)
        with wake_daemon.client() as c2:
            import concurrent.futures
            with concurrent.futures.ThreadPoolExecutor(1) as pool:
                said = pool.submit(c2.say, long_text)
                first = _events_until(events, lambda e: e["type"] == "tts.start", 20)
                assert first[-1]["type"] == "tts.start"
                time.sleep(1.0)
                pulse.mic.say(piper_speech("Okay Nabu, what time is it?", voice_path))
                got = _events_until(events, lambda e: e["type"] == "intent", 30)
                assert said.result(30)["interrupted"] is True
        types = [e["type"] for e in got]
        assert "wake" in types and types.index("tts.end") < types.index("intent"), types
        stopped = next(e for e in got if e["type"] == "tts.end")
        assert stopped.get("interrupted") is True
        assert got[-1]["intent"] == "get_time"
        assert _idle(c, 20)


def test_wake_can_be_switched_off_and_on_through_the_api(wake_daemon, pulse, voice_path):
    with wake_daemon.client() as c:
        off = c.wake_disable()
        assert off["enabled"] is False and c.status()["wake"]["enabled"] is False
        events = c.events(["wake"], timeout=1)
        pulse.mic.say(piper_speech("Okay Nabu, what time is it?", voice_path), wait=True)
        time.sleep(0.5)
        assert [e for e in events if e["type"] == "wake"] == []     # ends 1 s after the last event
        on = c.wake_enable()
        assert on["enabled"] is True and on["words"] == ["okay_nabu"] and on["engine"] == "micro"
        assert _idle(c)


def test_wyoming_detect_round_trip(wake_daemon, voice_path):
    from wyoming.audio import AudioChunk, AudioStart, AudioStop
    from wyoming.client import AsyncTcpClient
    from wyoming.info import Describe, Info
    from wyoming.wake import Detect, Detection, NotDetected
    port = wake_daemon.wyoming_port

    async def detect(pcm, names=None):
        async with AsyncTcpClient("127.0.0.1", port) as cl:
            await cl.write_event(Detect(names=names).event())
            await cl.write_event(AudioStart(rate=16000, width=2, channels=1).event())
            for i in range(0, len(pcm), 1600):
                await cl.write_event(AudioChunk(rate=16000, width=2, channels=1, audio=pcm[i:i + 1600].tobytes()).event())
            await cl.write_event(AudioStop().event())
            return await asyncio.wait_for(cl.read_event(), 20)

    async def describe():
        async with AsyncTcpClient("127.0.0.1", port) as cl:
            await cl.write_event(Describe().event())
            return Info.from_event(await asyncio.wait_for(cl.read_event(), 20))

    info = asyncio.run(describe())
    assert "okay_nabu" in [m.name for m in info.wake[0].models]
    hit = asyncio.run(detect(piper_speech("Hey Jarvis, what time is it?", voice_path), ["hey_jarvis"]))
    assert Detection.is_type(hit.type) and Detection.from_event(hit).name == "hey_jarvis"
    assert 500 < Detection.from_event(hit).timestamp < 2500
    miss = asyncio.run(detect(piper_speech("What time is it?", voice_path)))
    assert NotDetected.is_type(miss.type), miss
    bad = asyncio.run(detect(piper_speech("What time is it?", voice_path), ["hey_computer"]))
    assert bad.type == "error" and "hey_computer" in bad.data["text"]


def test_a_bad_wake_word_is_one_clear_startup_error(cli, tmp_path):
    for words, needle in ((["hey_computer"], "'hey_computer' is not a built-in micro wake word"),
                          ([str(tmp_path / "nope.json")], "nope.json does not exist")):
        conf = tmp_path / "c.toml"
        conf.write_text(f'[wake]\nenabled = true\nwords = ["{words[0]}"]\n'
                        f'[api]\nendpoint = "ipc://{tmp_path}/a.sock"\nevents = "ipc://{tmp_path}/e.sock"\n'
                        f'[audio]\ninput_device = "pulse"\noutput_device = "pulse"\n')
        r = cli("run", env={"EDGEASSIST_CONFIG": str(conf)}, timeout=120)
        assert r.returncode != 0 and needle in r.stderr, r.stderr
        assert "Traceback" not in r.stderr and len([ln for ln in r.stderr.splitlines() if needle in ln]) == 1


def test_turn_end_by_listening_unit(voice_path):
    """stages/handsfree.py alone, a fake detector and hooks, the real Silero VAD: speech then 0.7 s
    of silence releases; speech that never pauses is released at max_s; push-to-talk held wins; when
    the hook says the words so far are a whole command, complete_silence_ms of silence releases."""
    from edgeassist import config
    from edgeassist.engines.wake import Detection
    from edgeassist.stages.handsfree import HandsFree, TurnHooks
    cfg = config.Config()

    armed = [True]

    class Fake:
        speaking, best = False, 0.0

        def push(self, pcm):                 # one detection each time it is armed
            if not armed[0]:
                return []
            armed[0] = False
            return [Detection("okay_nabu", 0.9, 0.0)]

        def reset(self):
            pass
    calls, held, fed, at = [], [False], [0], []
    hooks = TurnHooks(wake=lambda w, s: calls.append(("wake", w)) or "t1",
                      release=lambda u, why: calls.append(("release", u, why)) or at.append(fed[0]),
                      drop=lambda u: calls.append(("drop", u)),
                      still_ours=lambda u: True, speaking=lambda: False, held=lambda: held[0])
    hf = HandsFree(None, Fake, cfg.model_path(cfg.asr.vad_model), cfg.wake, hooks)
    hf.detector, hf.vad = Fake(), __import__("edgeassist.engines.vad", fromlist=["SileroVad"]).SileroVad(
        cfg.model_path(cfg.asr.vad_model))
    speech = piper_speech("turn on the kitchen light", voice_path, pad_s=0.0)

    def feed(pcm):
        for i in range(0, len(pcm), 1600):
            fed[0] += len(pcm[i:i + 1600])
            if hf._turn is not None:
                hf._follow_turn(pcm[i:i + 1600])
            else:
                hf._listen_for_word(pcm[i:i + 1600])
    held[0] = True
    feed(_pause(0.2))
    assert calls == [] and hf._turn is None                       # push-to-talk held: no turn
    held[0], armed[0] = False, True
    feed(_pause(0.1))
    feed(np.concatenate([speech, _pause(0.6)]))
    assert calls == [("wake", "okay_nabu")]                         # 0.6 s of silence: not yet
    feed(_pause(0.2))
    assert calls[-1] == ("release", "t1", "silence") and hf._turn is None
    calls.clear()
    armed[0] = True
    feed(_pause(0.1))
    start = fed[0]
    feed(np.concatenate([speech] * 12))                              # ~15 s without a pause
    assert calls == [("wake", "okay_nabu"), ("release", "t1", "max_s")] and hf._turn is None
    assert abs((at[-1] - start) / 16000 - cfg.wake.max_s) < 0.2      # released at max_s, not at a pause
    calls.clear()
    armed[0] = True
    feed(_pause(0.1))
    feed(_pause(cfg.wake.no_speech_s + 0.2))
    assert calls == [("wake", "okay_nabu"), ("drop", "t1")] and hf._turn is None
    calls.clear()
    asked = []
    hf.hooks.whole = lambda u, since: asked.append((u, since)) or True     # the speculation: a whole command
    hf.settings = __import__("dataclasses").replace(cfg.wake, complete_silence_ms=300)   # off by default
    armed[0] = True
    feed(_pause(0.1))
    feed(speech)
    spoken = fed[0]
    feed(_pause(0.6))
    assert calls == [("wake", "okay_nabu"), ("release", "t1", "whole_command")] and hf._turn is None
    assert abs((at[-1] - spoken) / 16000 - 0.3) < 0.25
    assert asked and all(u == "t1" and since <= time.monotonic() for u, since in asked)
