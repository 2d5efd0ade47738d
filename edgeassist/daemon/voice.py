"""The voice loop: press -> listening -> release -> transcribing -> thinking -> speaking -> idle.

Each step is published as events carrying the utterance id. Model work runs on this loop's own
thread, never on the control path: a press arrives on the API thread, cancels whatever is
thinking or speaking (barge-in) and starts listening at once.
"""
from __future__ import annotations

import itertools
import logging
import queue
import threading
import time
import uuid
from dataclasses import dataclass
from typing import Any, Callable

from .speculation import Speculation
from .turn_text import _spoken_pieces, error_code, timings_ms, wake_words, without_wake

log = logging.getLogger(__name__)
FIRST_AUDIO_WAIT_S = 1.0


@dataclass
class VoiceParts:
    """What the voice loop works with, passed in: it never sees the daemon. The stages are put
    here as the daemon builds them (and a reload puts its new speak stage here)."""
    emit: Callable[..., None]                  # an event to the apps: emit(type, **fields)
    status_changed: Callable[[], None]         # the state or the latencies changed (systemd STATUS)
    understand: Callable[..., Any]             # words -> Understanding (nlu/understand.py)
    cancel_speech_requests: Callable[[], None]   # API requests that speak stop at a press
    apply_volume: Callable[[int], None]
    log_utterance: Callable[..., None]         # the journal line of one utterance
    registry: Any = None                       # the intents (nlu/intents.py)
    skills: Any = None                         # what built-in intents do (skills.py)
    ptt: Any = None                            # push-to-talk listening (stages/listen.py)
    speak: Any = None                          # the speak stage (daemon/speak_stage.py)
    audio_in: Any = None                       # the microphone (audio/capture.py)
    settle: Callable[[Any], None] = lambda u: None   # a turn's end (Understander.settle: small talk, ask-back, misses)


class VoiceLoop:
    def __init__(self, parts: VoiceParts):
        self.parts = parts
        self.state = "idle"
        self._q: queue.Queue = queue.Queue()
        self._lock = threading.RLock()
        self._cancel = threading.Event()
        self.current: str | None = None          # utterance id being listened to / processed
        self.speaking_id: str | None = None       # the utterance whose reply is being said
        self._sounding: set = set()               # every speech turn between tts.start and tts.end
        self.timings: dict[str, dict] = {}
        self.last_progress = time.monotonic()
        self._n = itertools.count(1)
        self.latencies: list[float] = []          # release -> first audio, seconds
        self._watch: dict[str, tuple[threading.Event, dict]] = {}
        self._sounded: dict[str, threading.Event] = {}   # replies waiting for their first sample
        self._woke: dict[str, set[str]] = {}      # hands-free turns: the words of the wake phrase
        self._ended: dict[str, str] = {}          # hands-free turns: why the listening ended
        self.speculation = Speculation(
            understand=lambda *a, **kw: self.parts.understand(*a, **kw), preview=self._preview,
            prepare=lambda text: self.parts.speak.prepare(text),
            still_held=lambda uid: uid == self.current and self.state == "listening")
        self._thread = threading.Thread(target=self._run, name="voice", daemon=True)

    def start(self) -> None:
        self._thread.start()
        self.speculation.start()

    def set_state(self, state: str, uid: str | None = None) -> None:
        if state != self.state:
            self.state = state
            self.parts.emit("state", state=state, utterance=uid)
            self.parts.status_changed()

    # ------------------------------------------------------------------ control path (any thread)

    def press(self, source: str = "api", wake: dict | None = None, preroll_ms: int | None = None) -> str:
        """Barge-in if needed, then listen. Returns the new utterance id. wake: the detection
        that started this turn (its event goes out first), preroll_ms: the turn's pre-roll."""
        with self._lock:
            if self.parts.ptt.listening:
                return self.current or ""
            # Barge-in: whatever is being thought about or said stops (API speech and timer
            # announcements too); API requests that only ask are left alone.
            self._cancel.set()
            self.speculation.drop()
            self.parts.speak.stop()
            self.parts.cancel_speech_requests()
            uid = f"u{next(self._n)}-{uuid.uuid4().hex[:6]}"
            self.current = uid
            self.timings[uid] = {"pressed": time.monotonic()}
            if wake is not None:
                self.parts.emit("wake", id=uid, **wake)
            if not self.parts.ptt.press(uid, preroll_ms):
                return ""
            if self.parts.audio_in.error:
                self.parts.emit("error", id=uid, code="not_available", message=self.parts.audio_in.error)
            log.debug("press (%s): %s", source, uid)
            self.set_state("listening", uid)
            return uid

    def release(self, uid: str | None = None, ended: str | None = None) -> str | None:
        """End the utterance being listened to (uid: only if it is still that one). ended: why
        a hands-free turn ended (its timings event says it)."""
        with self._lock:
            if uid is not None and uid != self.current:
                return None
            uid = self.current
            released = time.monotonic()      # before release(): a live transcript may be final within it
            if not self.parts.ptt.release(uid):
                return None
            self.timings.setdefault(uid, {})["released"] = released
            if ended:
                self._ended[uid] = ended
            self.set_state("transcribing", uid)
            return uid

    # ------------------------------------------------------------------ hands-free (stages/handsfree.py)

    def wake(self, word: str, score: float, preroll_ms: int | None = None, earcon: bool = False) -> str | None:
        """The wake word was heard: a turn like a press (a barge-in while speaking); None while
        push-to-talk is held (it wins)."""
        with self._lock:
            if self.parts.ptt.listening:
                return None
            uid = self.press("wake", wake={"word": word, "score": score}, preroll_ms=preroll_ms)
            if uid:
                self._woke = {uid: wake_words(word)}   # the pre-roll may hold the word's end
            if uid and earcon:
                self.parts.speak.earcon()
            return uid or None

    def drop(self, uid: str) -> None:
        """A hands-free turn in which nothing was said: it ends without a reply."""
        with self._lock:
            if uid != self.current or not self.parts.ptt.listening:
                return
            self.parts.ptt.cancel()
            self.timings.pop(uid, None)
            self.parts.emit("wake.end", id=uid, reason="nothing_heard")
            self.set_state("idle", uid)

    def in_turn(self) -> bool:
        """Someone is talking to the assistant: listening, working out a reply, or saying a turn's
        reply (not a ring, a timer or a say request): what comes due meanwhile waits for it."""
        return self.state in ("listening", "transcribing", "thinking") or \
            (self.state == "speaking" and self.speaking_id is not None)

    def listening_to(self, uid: str) -> bool:
        return uid == self.current and self.state == "listening" and self.parts.ptt.listening

    # ------------------------------------------------------------------ callbacks from the stages

    def on_partial(self, uid: str, text: str, audio_end: float | None = None) -> None:
        """A partial transcript; audio_end: when the audio it read ended (monotonic; None: not
        known), which tells a hands-free turn whether it holds every word said so far."""
        text = without_wake(text, self._woke.get(uid))
        self.parts.emit("asr.partial", id=uid, text=text)
        self.speculation.heard(uid, text, audio_end)

    def _preview(self, u) -> str | None:
        """What the reply to u would begin with (a knowledge answer's first clause, or the skill's
        reply without acting), to synthesise while the button is held."""
        intent = self.parts.registry.get(u.intent)
        return _spoken_pieces(u.reply)[0] if u.knowledge else \
            self.parts.skills.preview(u.intent, u.slots, bool(intent and intent.silent))

    def on_final(self, heard) -> None:
        self._q.put(heard)

    def on_asr_error(self, uid: str, message: str) -> None:
        """The recognizer failed on this utterance: say so, and be ready for the next press."""
        self.parts.emit("error", id=uid, code="asr_failed", message=message)
        with self._lock:
            if uid == self.current and self.state in ("listening", "transcribing"):
                self.set_state("idle", uid)

    def on_speak_event(self, kind: str, data: dict) -> None:
        uid = data.get("id")
        if kind == "first_audio":
            w = self._watch.get(uid)
            if w is not None:
                w[1].setdefault("first_audio", data["t"])
            self.output_error = None          # sound reached the device: the speaker works
            ev = self._sounded.pop(uid, None)
            if ev is not None:
                ev.set()
            t = self.timings.get(uid)
            if t is not None and "first_audio" not in t:
                t["first_audio"] = data["t"]
                self._publish_timings(uid)
            return
        if kind in ("tts.start", "tts.end"):
            self.parts.emit(kind, **data)
        if kind == "tts.start":
            with self._lock:   # speech of any kind (a reply, say, a timer) is the state 'speaking'
                self._sounding.add(uid)
                if self.state == "idle":
                    self.set_state("speaking", uid)
        if kind == "tts.end":
            w = self._watch.pop(uid, None)
            if w is not None:
                w[1]["interrupted"] = data.get("interrupted", False)
                w[1]["ended"] = time.monotonic()
                w[0].set()
            with self._lock:
                self._sounding.discard(uid)
                if uid == self.speaking_id:
                    self.speaking_id = None
                if self.speaking_id is None and not self._sounding and self.state == "speaking":
                    self.set_state("idle", uid)
        if kind == "error":
            if data.get("code", "audio_output") == "audio_output":
                self.output_error = data.get("message") or "the speaker failed"
            self.parts.emit("error", id=uid, code=data.get("code", "audio_output"), message=data.get("message", ""))

    def watch_speech(self, uid: str, done: threading.Event, result: dict) -> None:
        """Set done when the speech of uid has been played (or interrupted); result gets
        first_audio (when its first sample reached the device), ended and interrupted."""
        self._watch[uid] = (done, result)

    def unwatch_speech(self, uid: str) -> None:
        self._watch.pop(uid, None)

    output_error: str | None = None      # the speaker's last failure, until sound reaches it again

    # ------------------------------------------------------------------ the loop

    def _run(self) -> None:
        while True:
            try:
                heard = self._q.get(timeout=1.0)
            except queue.Empty:
                self.last_progress = time.monotonic()
                continue
            if heard is None:
                return
            self.last_progress = time.monotonic()
            try:
                self._process(heard)
                from ..sysinfo import trim_memory
                trim_memory()
            except Exception as e:  # noqa: BLE001 - one bad utterance must not stop the loop
                log.exception("utterance %s failed", heard.utterance_id)
                self.parts.emit("error", id=heard.utterance_id, code="internal", message=str(e))
                with self._lock:
                    if self.current == heard.utterance_id and self.state != "listening":
                        self.set_state("idle", heard.utterance_id)
            self.last_progress = time.monotonic()

    def stop(self) -> None:
        self._cancel.set()
        self._q.put(None)

    def _process(self, heard) -> None:
        uid = heard.utterance_id
        t = self.timings.setdefault(uid, {})
        t.update(heard.timings)
        text = without_wake(heard.transcript.text, self._woke.pop(uid, None))
        with self._lock:
            if self.current != uid or self.state == "listening":
                return   # a newer press took over
            self._cancel = cancel = threading.Event()
            self.set_state("thinking", uid)
        self.parts.emit("asr.final", id=uid, text=text, audio_s=round(heard.audio_s, 3),
                    words=heard.transcript.words or None)
        if not text.strip():
            self.parts.emit("error", id=uid, code="no_speech", message="nothing was recognised")
            self._finish(uid)
            return
        self.respond(uid, text, cancel, speak=True, guessed=self.speculation.guessed(uid, text))

    def respond(self, uid: str, text: str, cancel: threading.Event, speak: bool, guessed=None) -> dict:
        """Understand text, act, and (optionally) speak; used by the voice loop and by `ask`."""
        from ..engines.llama import LlmError
        from ..nlu.understand import UnderstandError
        t = self.timings.setdefault(uid, {})
        spoke: list[str] = []

        def on_intent(u) -> None:
            t["intent"] = time.monotonic()
            self._publish_intent(uid, u)
        try:
            if guessed is not None:
                u = guessed
                on_intent(u)
            else:
                u = self.parts.understand(text, cancel, self._sentence_sink(uid, cancel, speak, spoke), on_intent)
        except (LlmError, UnderstandError) as e:
            code = error_code(e)
            self.parts.emit("error", id=uid, code=code, message=str(e))
            self._finish(uid)
            return {"error": code, "message": str(e)}
        self.parts.settle(u)
        if "first_token_s" in u.timings or "reply_first_token_s" in u.timings:
            t["first_token"] = t.get("intent", time.monotonic())
        reply = self._act(uid, u, cancel, speak, spoke)
        result = {"text": u.text, "intent": u.intent, "slots": u.slots, "reply": reply,
                  **({"knowledge": u.knowledge} if u.knowledge else {}),
                  **({"llm": u.timings["llm"]} if u.timings.get("llm") else {}),
                  "timings": timings_ms(u)}
        self.parts.log_utterance(uid, u, reply, t)
        self._finish(uid, spoke=bool(spoke and speak))
        return result

    def _sentence_sink(self, uid: str, cancel: threading.Event, speak: bool, spoke: list[str]):
        """on_sentence for the model's reply: published, and spoken as it comes."""
        sounded = threading.Event()

        def on_sentence(sentence: str) -> None:
            if cancel.is_set():
                return
            self.parts.emit("reply.sentence", id=uid, text=sentence)
            if speak:
                first = not spoke
                if first:
                    self._start_speaking(uid)
                    self._sounded[uid] = sounded
                spoke.append(sentence)
                self.parts.speak.sentence(sentence, uid)
                if first:   # called from inside the model's generation: it pauses here
                    self._until_sounding(sounded, cancel)
        return on_sentence

    def _publish_intent(self, uid: str, u) -> None:
        intent = self.parts.registry.get(u.intent)
        extra = {"knowledge": u.knowledge} if u.knowledge else {}
        if u.timings.get("llm"):
            extra["llm"] = u.timings["llm"]      # which model answered: board | hub
        self.parts.emit("intent", id=uid, intent=u.intent, slots=u.slots, text=u.text, source=u.source,
                    builtin=bool(intent and intent.builtin) or bool(u.knowledge), **extra)

    def _act(self, uid: str, u, cancel: threading.Event, speak: bool, spoke: list[str]) -> str | None:
        """The skill of the intent; its reply spoken (a chat reply was spoken as it came). The reply."""
        d = self.parts
        intent = d.registry.get(u.intent)
        outcome = d.skills.handle(u.intent, u.slots, u.reply, bool(intent and intent.silent))
        if outcome.stop:
            d.speak.stop()
        if outcome.volume is not None:
            d.apply_volume(outcome.volume)
        if u.intent != "chat" and outcome.reply and speak and not cancel.is_set():
            self._start_speaking(uid)
            for sentence in _spoken_pieces(outcome.reply):   # a knowledge answer may be several
                d.emit("reply.sentence", id=uid, text=sentence)   # before the speaker can say tts.start
                d.speak.sentence(sentence, uid)
                spoke.append(sentence)
        if spoke and speak:
            d.speak.end_turn(uid)
        return outcome.reply

    def _until_sounding(self, sounded: threading.Event, cancel: threading.Event) -> None:
        """The model waits until the first piece of its reply is sounding (at most FIRST_AUDIO_WAIT_S).
        On a small board both want every core: measured on 2 cores, a chat reply's first audio came
        ~450 ms after its first sentence while the model kept generating, ~90 ms when it waited;
        the rest of the reply is generated while the first piece plays."""
        end = time.monotonic() + FIRST_AUDIO_WAIT_S
        while not cancel.is_set() and not sounded.wait(0.02) and time.monotonic() < end:
            pass

    def _start_speaking(self, uid: str) -> None:
        with self._lock:
            self.speaking_id = uid
            if self.current == uid and self.state == "thinking":
                self.set_state("speaking", uid)

    def _finish(self, uid: str, spoke: bool = False) -> None:
        """Back to idle when nothing is to be said (speech ends the turn with tts.end)."""
        self._sounded.pop(uid, None)
        with self._lock:
            if not spoke and self.current == uid and self.state in ("thinking", "transcribing"):
                self.set_state("idle", uid)
                self._publish_timings(uid)
            elif not spoke and self.current != uid:
                self.timings.pop(uid, None)   # a typed ask's: nothing publishes them (they were kept, ~0.2 KB an ask)

    def _publish_timings(self, uid: str) -> None:
        t = self.timings.pop(uid, None)
        if not t:
            return
        base = t.get("released")
        rel = {}
        if base is not None:
            for k in ("final", "intent", "first_token", "first_audio"):
                if k in t:
                    rel[f"{k}_ms"] = round((t[k] - base) * 1000, 1)
        if "first_audio_ms" in rel:
            self.latencies.append(rel["first_audio_ms"] / 1000)
            self.latencies = self.latencies[-200:]
        ended = self._ended.pop(uid, None)
        self.parts.emit("timings", id=uid, **rel, **({"ended": ended} if ended else {}),
                        monotonic={k: v for k, v in t.items()})
        self.parts.status_changed()
        if len(self.timings) > 100:   # utterances that never reached audio
            for k in list(self.timings)[:-50]:
                del self.timings[k]
            self._ended = {k: v for k, v in self._ended.items() if k in self.timings}
