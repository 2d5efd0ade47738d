"""VoiceLoop on its own (fakes for the rest of the daemon): the model pauses after a chat reply's
first sentence until that sentence sounds. The real daemon's streaming is tests/test_daemon.py."""
import threading
import time
from types import SimpleNamespace

import pytest

from edgeassist.daemon import voice as voice_mod
from edgeassist.daemon.voice import VoiceLoop
from edgeassist.skills import Outcome


class FakeDaemon:
    def __init__(self, sound_after: float | None):
        self.sound_after = sound_after          # seconds from a sentence to its first sample; None = never
        self.log: list[tuple[str, str, float]] = []
        self.events: list[tuple[str, dict]] = []
        self.loop: VoiceLoop | None = None
        self.speak = SimpleNamespace(sentence=self._sentence, end_turn=lambda uid: None, stop=lambda: None)
        self.registry = SimpleNamespace(get=lambda name: None)
        self.skills = SimpleNamespace(handle=lambda intent, slots, reply, silent: Outcome(reply))
        self.server = SimpleNamespace(cancel_all=lambda **kw: None)

    def emit(self, etype, **fields):
        self.events.append((etype, fields))

    def update_status(self):
        pass

    def log_utterance(self, *a):
        pass

    def _sentence(self, text, uid):
        self.log.append(("queued", text, time.monotonic()))
        if self.sound_after is not None and not any(k == "sounded" for k, _, _ in self.log):
            def sound():
                time.sleep(self.sound_after)
                self.log.append(("sounded", text, time.monotonic()))
                self.loop.on_speak_event("first_audio", {"id": uid, "t": time.monotonic()})
            threading.Thread(target=sound, daemon=True).start()

    def understand(self, text, cancel, on_sentence=None, on_intent=None, allow_model=True):
        """A 'model' that produces three sentences, noting when it gets to go on after each."""
        u = SimpleNamespace(text=text, intent="chat", slots={}, source="model", timings={"reply_first_token_s": 0.01})
        on_intent(u)
        said = []
        for sent in ("Once upon a time,", "a knight rode out.", "The end."):
            on_sentence(sent)
            self.log.append(("generating", sent, time.monotonic()))
            said.append(sent)
        u.reply = " ".join(said)
        return u


def _respond(d, cancel=None):
    loop = d.loop = VoiceLoop(d)
    return loop.respond("u1", "tell me a story", cancel or threading.Event(), speak=True)


def test_the_model_goes_on_only_once_the_first_sentence_sounds():
    d = FakeDaemon(sound_after=0.3)
    r = _respond(d)
    assert r["reply"] == "Once upon a time, a knight rode out. The end."
    kinds = [k for k, _, _ in d.log]
    # first sentence queued -> its first sample -> only then the model continues
    assert kinds[:3] == ["queued", "sounded", "generating"], d.log
    assert kinds.count("queued") == 3 and kinds.count("sounded") == 1
    assert not d.loop._sounded   # nothing left waiting


def test_without_a_first_sample_the_model_waits_at_most_the_limit(monkeypatch):
    monkeypatch.setattr(voice_mod, "FIRST_AUDIO_WAIT_S", 0.2)
    d = FakeDaemon(sound_after=None)
    t0 = time.monotonic()
    r = _respond(d)
    took = time.monotonic() - t0
    assert r["reply"].endswith("The end.")
    assert 0.2 <= took < 2.0          # it paused once (for the first sentence only), then went on
    assert not d.loop._sounded


def test_a_barge_in_ends_the_pause_at_once(monkeypatch):
    monkeypatch.setattr(voice_mod, "FIRST_AUDIO_WAIT_S", 30)
    d = FakeDaemon(sound_after=None)
    cancel = threading.Event()
    threading.Timer(0.2, cancel.set).start()
    t0 = time.monotonic()
    _respond(d, cancel)
    assert time.monotonic() - t0 < 5
