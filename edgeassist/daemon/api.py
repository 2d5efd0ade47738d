"""The API's requests, each handled by one method found by a table from request type to handler.

IMMEDIATE requests are answered on the API thread at once (they touch no model); QUEUED ones
(model or audio work) run on the worker, with a cancel flag and a deadline (protocol/server.py).
To add a request type: its dataclass in protocol/messages.py, a method here, a line in a table,
a method in client.py and a paragraph in docs/protocol.md.
"""
from __future__ import annotations

import threading
import time

from ..protocol import messages as M
from ..protocol.messages import ProtocolError
from . import knowledge_api, skills_api


class Api:
    """The handler the ApiServer calls; d is the running daemon (its stages and stores)."""

    def __init__(self, d):
        self.d = d
        self._transcriber = None     # a recognizer of its own: the microphone's may be listening
        self._forked_from = None

    def immediate(self, req: M.Request) -> dict:
        handler = IMMEDIATE.get(type(req))
        if handler is None:
            raise ProtocolError("unknown_type", f"{req.TYPE} is not handled here", req.id)
        return handler(self, req)

    def work(self, req: M.Request, ctx) -> tuple[dict, list[bytes]]:
        handler = QUEUED.get(type(req))
        if handler is None:
            raise ProtocolError("unknown_type", f"{req.TYPE} is not handled here", req.id)
        return handler(self, req, ctx)

    # ------------------------------------------------------------------ immediate

    def status(self, req: M.Status) -> dict:
        return M.reply("status.reply", req.id, **self.d.status())

    def metrics(self, req: M.Metrics) -> dict:
        return M.reply("metrics.reply", req.id, **self.d.metrics())

    def ptt_press(self, req: M.PttPress) -> dict:
        uid = self.d.voice.press("api")
        return M.reply("ptt.press.reply", req.id, utterance=uid or None, state=self.d.voice.state,
                       microphone=self.d.audio_in.error or "ok")

    def ptt_release(self, req: M.PttRelease) -> dict:
        uid = self.d.voice.release()
        return M.reply("ptt.release.reply", req.id, utterance=uid, state=self.d.voice.state)

    def intents_register(self, req: M.IntentsRegister) -> dict:
        from ..nlu.intents import IntentError, parse_intents
        registry = self.d.registry
        try:
            intents = parse_intents(req.intents, "intents.register")
            if req.replace:
                registry.replace_app(intents)
            else:
                for i in intents:
                    registry.register(i)
        except IntentError as e:
            raise ProtocolError("bad_intents", str(e), req.id) from None
        self._intents_changed()
        return M.reply("intents.register.reply", req.id, registered=[i.name for i in intents])

    def intents_unregister(self, req: M.IntentsUnregister) -> dict:
        removed = [n for n in req.names if self.d.registry.unregister(n)]
        self._intents_changed()
        return M.reply("intents.unregister.reply", req.id, removed=removed)

    def intents_list(self, req: M.IntentsList) -> dict:
        return M.reply("intents.list.reply", req.id, intents=[i.to_json() for i in self.d.registry.all()])

    def _intents_changed(self) -> None:
        self.d.emit("intents", names=[i.name for i in self.d.registry.all()])

    def volume(self, req: M.Volume) -> dict:
        skills = self.d.skills
        if req.level is None and req.direction is None:
            return M.reply("volume.reply", req.id, volume=skills.volume)
        v = req.level if req.level is not None else skills.volume + (10 if req.direction == "up" else -10)
        v = skills.set_volume(v)
        self.d.apply_volume(v)
        return M.reply("volume.reply", req.id, volume=v)

    def wake(self, req: M.Request) -> dict:
        """wake.enable / wake.disable: hands-free listening on or off; the reply is its status."""
        from ..engines.recognizer import AsrError
        from ..engines.wake import WakeError
        try:
            self.d.set_wake(isinstance(req, M.WakeEnable))
        except (WakeError, AsrError) as e:
            raise ProtocolError("not_available", str(e), req.id) from None
        return M.reply(f"{req.TYPE}.reply", req.id, **self.d.handsfree.status())

    def knowledge(self, req: M.Request, ctx=None) -> dict | tuple[dict, list[bytes]]:
        """list at once; add, remove and reload queued (embedding is model work)."""
        reply = knowledge_api.handle(self.d, req)
        return reply if ctx is None else (reply, [])

    def skills(self, req: M.Request) -> dict:
        """items.* and lists.*: alarms, reminders, timers and lists (daemon/skills_api.py)."""
        return skills_api.handle(self.d, req)

    # ------------------------------------------------------------------ queued

    def ask(self, req: M.Ask, ctx) -> tuple[dict, list[bytes]]:
        if not req.act:
            return self._understand_only(req, ctx), []
        done, said = threading.Event(), {}
        if req.speak:                       # the reply is sent once it has been said
            self.d.voice.watch_speech(req.id, done, said)
        try:
            r = self.d.voice.respond(req.id, req.text, ctx.cancel, speak=req.speak)
            if "error" in r:
                raise ProtocolError(r["error"], r["message"], req.id)
            if req.speak:
                r["speech"] = self._speech_of(req, r, done, said, ctx)
        finally:
            self.d.voice.unwatch_speech(req.id)
        return M.reply("ask.reply", req.id, **r), []

    def _speech_of(self, req: M.Ask, r: dict, done: threading.Event, said: dict, ctx) -> dict:
        """ask with speak: how the reply was said (speech_outcome), after it was."""
        from ..speech.normalize import speakable
        if not (r.get("reply") and speakable(r["reply"])):
            return {"spoken": False, "interrupted": False, "duration_s": 0.0, "muted": False,
                    "error": {"code": "nothing_to_say", "message": "the intent has no spoken reply"}}
        while not done.wait(0.05):
            if ctx.cancel.is_set() or time.monotonic() > ctx.deadline:
                break
        return speech_outcome(said, self.d.voice.output_error, self.d.skills.volume)

    def _understand_only(self, req: M.Ask, ctx) -> dict:
        """ask with act: false: the intent and slots, nothing done, no chat reply generated."""
        from ..engines.llama import LlmError
        from ..nlu.understand import UnderstandError
        from .turn_text import error_code, timings_ms
        try:
            u = self.d.understand(req.text, ctx.cancel, reply=False)
        except (LlmError, UnderstandError) as e:
            raise ProtocolError(error_code(e), str(e), req.id) from None
        return M.reply("ask.reply", req.id, text=u.text, intent=u.intent, slots=u.slots, reply=u.reply,
                       **({"knowledge": u.knowledge} if u.knowledge else {}),
                       timings=timings_ms(u))

    def say(self, req: M.Say, ctx) -> tuple[dict, list[bytes]]:
        if req.wav:
            return self._say_wav(req, ctx)
        from ..nlu.chunker import split_sentences
        from ..speech.normalize import speakable
        if not speakable(req.text):
            return M.reply("say.reply", req.id, spoken=False, interrupted=False), []
        speak, done, result = self.d.speak, threading.Event(), {}
        self.d.voice.watch_speech(req.id, done, result)
        for s in split_sentences(req.text):
            speak.sentence(s, req.id)
        speak.end_turn(req.id)
        while not done.wait(0.05):
            if ctx.cancel.is_set():
                speak.stop()
                if done.wait(1.0) and result.get("first_audio") is not None:      # a press or the wake word stopped it:
                    break                                                        # what was heard, interrupted
                raise ProtocolError("cancelled", "cancelled while speaking", req.id)
            if time.monotonic() > ctx.deadline:
                raise ProtocolError("timeout", "speaking took too long", req.id)
        return M.reply("say.reply", req.id, **speech_outcome(result, self.d.voice.output_error,
                                                             self.d.skills.volume)), []

    def _say_wav(self, req: M.Say, ctx) -> tuple[dict, list[bytes]]:
        import numpy as np
        from ..speech.wav import wav_bytes
        try:
            pcm, rate = self.d.speak.synthesize(req.text, req.id, ctx.cancel, ctx.deadline)
        except TimeoutError as e:
            code = "cancelled" if "cancel" in str(e) else "timeout"
            raise ProtocolError(code, f"say: {e}", req.id) from None
        audio = np.frombuffer(pcm, dtype="<i2")
        return M.reply("say.reply", req.id, rate=rate, samples=len(audio)), [wav_bytes(audio, rate)]

    def transcribe(self, req: M.Transcribe, ctx) -> tuple[dict, list[bytes]]:
        from ..engines import asr
        pcm = _audio_of(req)
        if req.phrases is not None and not all(isinstance(p, str) and p.strip() for p in req.phrases):
            raise ProtocolError("bad_field", "transcribe: field 'phrases' must be a list of non-empty strings", req.id)
        if self._forked_from is not self.d.recognizer:    # none yet, or the recognizer was reloaded
            self._transcriber, self._forked_from = self.d.recognizer.fork(), self.d.recognizer
        phrases = req.phrases if req.phrases is not None else self.d.phrases
        try:
            r = asr.transcribe(self._transcriber, pcm, phrases)
        except asr.AsrError as e:
            raise ProtocolError("bad_field", f"transcribe: {e}", req.id) from None
        return M.reply("transcribe.reply", req.id, **r), []


def speech_outcome(result: dict, output_error: str | None, volume: int) -> dict:
    """What a person heard of one turn's speech (watch_speech's result): spoken (its sound reached
    the speaker), interrupted, duration_s, muted (volume 0); when nothing was played, error
    {code: no_output, message: why, with the fix}."""
    first, ended = result.get("first_audio"), result.get("ended")
    out = {"spoken": first is not None, "interrupted": bool(result.get("interrupted")),
           "duration_s": round(max(0.0, ended - first), 2) if first is not None and ended else 0.0,
           "muted": volume == 0}
    if first is None:
        why = output_error or "no sound reached the speaker"
        from ..audio.devices import output_fix
        out["error"] = {"code": "no_output", "message": f"{why}{output_fix(why)}"}
    return out


def _audio_of(req: M.Transcribe):
    """The request's audio as 16-bit samples; bad_audio naming what is wrong with it."""
    import numpy as np
    from ..speech.wav import AudioFormatError, read_wav
    try:
        if req.format == "wav":
            return read_wav(req.audio)
        if len(req.audio) % 2 or not req.audio:
            raise AudioFormatError("s16le audio must be a non-empty, even number of bytes")
        return np.frombuffer(req.audio, dtype="<i2")
    except AudioFormatError as e:
        raise ProtocolError("bad_audio", str(e), req.id) from None


IMMEDIATE = {M.Status: Api.status, M.Metrics: Api.metrics, M.PttPress: Api.ptt_press,
             M.PttRelease: Api.ptt_release, M.IntentsRegister: Api.intents_register,
             M.IntentsUnregister: Api.intents_unregister, M.IntentsList: Api.intents_list,
             M.Volume: Api.volume, M.KnowledgeList: Api.knowledge,
             M.KnowledgeMisses: Api.knowledge, M.WakeEnable: Api.wake, M.WakeDisable: Api.wake,
             **{cls: Api.skills for cls in skills_api.HANDLERS}}
QUEUED = {M.Ask: Api.ask, M.Say: Api.say, M.Transcribe: Api.transcribe, M.KnowledgeAdd: Api.knowledge,
          M.KnowledgeRemove: Api.knowledge, M.KnowledgeReload: Api.knowledge}
