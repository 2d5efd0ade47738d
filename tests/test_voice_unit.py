"""VoiceLoop on its own (fakes for the parts it is given): the model pauses after a chat reply's
first sentence until that sentence sounds; the model's guess made while the button is held is
used at the release only for the same words. The real daemon's streaming is tests/test_daemon.py."""
import threading
import time
from types import SimpleNamespace

import pytest

from edgeassist.daemon import voice as voice_mod
from edgeassist.daemon.voice import VoiceLoop, VoiceParts
from edgeassist.skills import Outcome

pytestmark = pytest.mark.unit   # scripts/test.sh --fast


class FakeParts:
    """What the daemon would pass the voice loop: a speak stage, intents, skills, the model."""

    def __init__(self, sound_after: float | None):
        self.sound_after = sound_after          # seconds from a sentence to its first sample; None = never
        self.log: list[tuple[str, str, float]] = []
        self.events: list[tuple[str, dict]] = []
        self.loop: VoiceLoop | None = None
        self.speak = SimpleNamespace(sentence=self._sentence, end_turn=lambda uid: None, stop=lambda: None)
        self.registry = SimpleNamespace(get=lambda name: None)
        self.skills = SimpleNamespace(handle=lambda intent, slots, reply, silent: Outcome(reply))

    def parts(self) -> VoiceParts:
        return VoiceParts(emit=self.emit, status_changed=lambda: None, understand=self.understand,
                          cancel_speech_requests=lambda: None, apply_volume=lambda level: None,
                          log_utterance=lambda *a: None, registry=self.registry, skills=self.skills,
                          speak=self.speak)

    def emit(self, etype, **fields):
        self.events.append((etype, fields))

    def _sentence(self, text, uid):
        self.log.append(("queued", text, time.monotonic()))
        if self.sound_after is not None and not any(k == "sounded" for k, _, _ in self.log):
            def sound():
                time.sleep(self.sound_after)
                self.log.append(("sounded", text, time.monotonic()))
                self.loop.on_speak_event("first_audio", {"id": uid, "t": time.monotonic()})
            threading.Thread(target=sound, daemon=True).start()

    def understand(self, text, cancel, on_sentence=None, on_intent=None, allow_model=True, reply=True):
        """A 'model' that produces three sentences, noting when it gets to go on after each."""
        u = SimpleNamespace(text=text, intent="chat", slots={}, source="model", timings={"reply_first_token_s": 0.01},
                            knowledge=None)
        on_intent(u)
        said = []
        for sent in ("Once upon a time,", "a knight rode out.", "The end."):
            on_sentence(sent)
            self.log.append(("generating", sent, time.monotonic()))
            said.append(sent)
        u.reply = " ".join(said)
        return u


def _respond(d, cancel=None):
    loop = d.loop = VoiceLoop(d.parts())
    return loop.respond("u1", "tell me a story", cancel or threading.Event(), speak=True)


def test_the_model_goes_on_only_once_the_first_sentence_sounds():
    d = FakeParts(sound_after=0.3)
    r = _respond(d)
    assert r["reply"] == "Once upon a time, a knight rode out. The end."
    kinds = [k for k, _, _ in d.log]
    # first sentence queued -> its first sample -> only then the model continues
    assert kinds[:3] == ["queued", "sounded", "generating"], d.log
    assert kinds.count("queued") == 3 and kinds.count("sounded") == 1
    assert not d.loop._sounded   # nothing left waiting


def test_without_a_first_sample_the_model_waits_at_most_the_limit(monkeypatch):
    monkeypatch.setattr(voice_mod, "FIRST_AUDIO_WAIT_S", 0.2)
    d = FakeParts(sound_after=None)
    t0 = time.monotonic()
    r = _respond(d)
    took = time.monotonic() - t0
    assert r["reply"].endswith("The end.")
    assert 0.2 <= took < 2.0          # it paused once (for the first sentence only), then went on
    assert not d.loop._sounded


def test_a_barge_in_ends_the_pause_at_once(monkeypatch):
    monkeypatch.setattr(voice_mod, "FIRST_AUDIO_WAIT_S", 30)
    d = FakeParts(sound_after=None)
    cancel = threading.Event()
    threading.Timer(0.2, cancel.set).start()
    t0 = time.monotonic()
    _respond(d, cancel)
    assert time.monotonic() - t0 < 5


# ------------------------------------------------------------------ the model's guess while the button is held

class GuessingParts(FakeParts):
    """Words only the model can settle: understand() without the model refuses, with it takes
    0.3 s (noting each call and whether it was cancelled)."""

    def __init__(self):
        super().__init__(sound_after=0.0)
        self.calls: list[tuple[str, str]] = []
        self.skills = SimpleNamespace(handle=lambda intent, slots, reply, silent: Outcome("Volume 70."),
                                      preview=lambda intent, slots, silent: None)

    def understand(self, text, cancel, on_sentence=None, on_intent=None, allow_model=True, reply=True):
        from edgeassist.engines.llama import Cancelled
        from edgeassist.nlu.understand import NeedsModel, Understanding
        if not allow_model:
            raise NeedsModel("the model decides")
        self.calls.append(("model", text))
        end = time.monotonic() + 0.3
        while time.monotonic() < end:
            if cancel is not None and cancel.is_set():
                self.calls.append(("cancelled", text))
                raise Cancelled("cancelled")
            time.sleep(0.005)
        u = Understanding(text=text, intent="volume", slots={"direction": "down" if "off" in text else "up"})
        if on_intent:
            on_intent(u)
        return u


def _held(d, uid="u1"):
    loop = d.loop = VoiceLoop(d.parts())
    loop.current, loop.state = uid, "listening"
    loop.speculation.start()
    return loop


def _release(loop, uid, text):
    heard = SimpleNamespace(utterance_id=uid, timings={}, audio_s=1.0,
                            transcript=SimpleNamespace(text=text, words=None))
    loop.state = "transcribing"
    loop._process(heard)


def _wait(cond, timeout=3.0):
    end = time.monotonic() + timeout
    while not cond() and time.monotonic() < end:
        time.sleep(0.01)
    return cond()


def test_the_release_uses_the_models_guess_of_the_same_words():
    d = GuessingParts()
    loop = _held(d)
    loop.on_partial("u1", "volume off")
    assert _wait(lambda: d.calls)                 # the model started while the button is held
    _release(loop, "u1", "Volume off")            # the final text: the same words
    assert d.calls == [("model", "volume off")]   # asked once, not again after the release
    intents = [f for k, f in d.events if k == "intent"]
    assert intents and intents[0]["intent"] == "volume" and intents[0]["slots"] == {"direction": "down"}
    assert intents[0]["text"] == "Volume off"


def test_a_guess_of_other_words_is_cancelled():
    d = GuessingParts()
    loop = _held(d)
    loop.on_partial("u1", "volume a")
    assert _wait(lambda: d.calls)
    loop.on_partial("u1", "volume off")           # new words: the guess of the old ones stops
    assert _wait(lambda: ("cancelled", "volume a") in d.calls)
    assert _wait(lambda: ("model", "volume off") in d.calls)
    _release(loop, "u1", "volume up")             # the final differs from the last guess too
    assert ("cancelled", "volume off") in d.calls and ("model", "volume up") in d.calls
    intents = [f for k, f in d.events if k == "intent"]
    assert [i["slots"] for i in intents] == [{"direction": "up"}]


def test_a_press_drops_the_guess_of_the_previous_utterance():
    d = GuessingParts()
    loop = _held(d)
    loop.on_partial("u1", "volume off")
    assert _wait(lambda: d.calls)
    loop.speculation.drop()                       # what press() does on barge-in
    assert _wait(lambda: ("cancelled", "volume off") in d.calls)
    _release(loop, "u1", "volume off")            # nothing stale is used
    assert d.calls == [("model", "volume off"), ("cancelled", "volume off"), ("model", "volume off")]


def test_wyoming_synthesis_units_first_piece_alone_then_fewer_requests():
    """Unit: what a Wyoming synthesize asks the daemon for, one request each (stages/speak.joined_pieces):
    the first piece alone, as the daemon speaks it; then each sentence's pieces joined up to
    2 x max words; every word once, in order, each unit within its sentence."""
    from edgeassist.stages.speak import joined_pieces as units
    from edgeassist.stages.speak import pieces
    sentences = ["The library opens at nine on weekdays and at ten on Saturdays.", "It is closed on Sundays.",
                 "Tomorrow looks sunny with a light breeze, and it should stay dry all day, they say on the radio."]
    got = units(sentences, 6)
    assert got[0] == (0, pieces(sentences[0], 6)[0])
    for n, s in enumerate(sentences):
        assert " ".join(t for m, t in got if m == n) == s
    assert all(len(t.split()) <= 12 for _, t in got[1:])
    assert len(got) < sum(len(pieces(s, 6)) for s in sentences)
    assert units([], 6) == [] and units(["Hi."], 6) == [(0, "Hi.")]


def test_a_stream_of_a_sound_server_that_went_away_is_reopened(monkeypatch):
    """PortAudio answers a question about a stream whose server died with an error ("Invalid
    stream pointer"): the speaker is reopened, not the turn failed."""
    from edgeassist.audio.playback import AudioOutput

    class Dead:
        @property
        def active(self):
            raise RuntimeError("Invalid stream pointer [PaErrorCode -9988]")

        def close(self, ignore_errors=True):
            pass
    out = AudioOutput("pulse")
    out._stream = Dead()
    opened = []
    monkeypatch.setattr(out, "start", lambda: opened.append(True))
    assert out.ensure_open() and opened == [True]


def test_the_speaker_counts_the_blocks_it_was_asked_for_too_late_while_sound_played():
    import numpy as np

    from edgeassist.audio.playback import AudioOutput

    class Flags:
        def __init__(self, late):
            self.output_underflow = late
    out = AudioOutput("pulse", rate=16000)
    out._queue.append((0, np.ones(640, np.int16), None))
    block = np.zeros((320, 1), np.int16)
    out._callback(block, 320, None, Flags(False))
    out._callback(block, 320, None, Flags(True))             # late while the voice played: a gap heard
    out._callback(block, 320, None, Flags(True))             # late in silence: nothing heard
    assert out.underflows == 1


def test_a_typed_ask_keeps_no_timings_after_its_reply():
    # the voice loop's turn timings of a typed `ask` (not the microphone's turn) were never published nor
    # dropped: ~0.3 KB kept per ask (scripts/bench_soak.py)
    d = GuessingParts()
    loop = d.loop = VoiceLoop(d.parts())
    for i in range(3):
        r = loop.respond(f"ask-{i}", "volume up", threading.Event(), speak=False)
        assert r["intent"] == "volume"
    assert not loop.timings


def test_a_hands_free_turn_ends_early_only_on_a_whole_command_read_after_the_silence_began():
    """daemon/speculation.py alone: whole_command's rule, and Speculation.whole answering for the
    latest partial only when the audio it read ended after the silence now going on began."""
    from edgeassist.daemon.speculation import Speculation, whole_command
    from edgeassist.nlu.understand import NeedsModel

    def u(text, intent, slots=None, source="skill"):
        return SimpleNamespace(text=text, intent=intent, slots=slots or {}, source=source, knowledge=None)
    assert whole_command(u("Set a timer for ten minutes.", "set_timer"))
    assert whole_command(u("turn on the kitchen light", "lights", source="example"))
    assert not whole_command(u("set a timer for", "set_timer", {"missing": "duration"}))    # "For how long?"
    assert not whole_command(u("who wrote war and peace", "encyclopedia"))                   # an open question
    assert not whole_command(u("what is two plus two", "calculate", source="calculate"))
    assert not whole_command(u("tell me about", "chat", source="model"))
    assert not whole_command(u("add eggs and", "list_add"))                                  # a word that goes on
    said = {"set a timer for ten minutes": u("set a timer for ten minutes", "set_timer"),
            "set a timer for": u("set a timer for", "set_timer", {"missing": "duration"})}
    calls = []

    def understand(text, cancel, allow_model=True, reply=True):
        calls.append((text, allow_model))
        if text == "volume a bit" and not allow_model:
            raise NeedsModel("the model decides")
        return said.get(text) or u(text, "volume", {"direction": "down"}, source="model")
    held = {"u1"}
    spec = Speculation(understand, preview=lambda x: None, prepare=lambda t: None, still_held=lambda uid: uid in held)
    spec.start()
    t = time.monotonic()
    spec.heard("u1", "set a timer for", t)
    assert _wait(lambda: ("set a timer for", False) in calls) and _wait(lambda: spec._verdict[0] == "u1")
    assert not spec.whole("u1", t - 0.2)                       # a question would be asked back
    spec.heard("u1", "set a timer for ten minutes", t + 1.0)
    assert _wait(lambda: spec.whole("u1", t + 0.8))            # read 0.2 s into the silence: whole
    assert not spec.whole("u1", t + 1.1)                       # the silence began after what it read
    assert not spec.whole("u2", t + 0.8)                       # another turn's
    held.clear()
    assert not spec.whole("u1", t + 0.8)                       # no longer listened to
    held.add("u1")
    spec.heard("u1", "set a timer for ten minutes", None)      # where its audio ended is not known
    assert _wait(lambda: spec._verdict[1] is None) and not spec.whole("u1", t)
    spec.heard("u1", "volume a bit", t + 2.0)                  # only the model can say
    assert _wait(lambda: ("volume a bit", True) in calls) and not spec.whole("u1", t + 1.9)
