"""`edgeassist run`: loads the models once, owns microphone and speaker, serves the API, and
behaves as a systemd service (READY after load, watchdog on progress, reload on SIGHUP, clean
exit on SIGTERM)."""
from __future__ import annotations

import logging
import os
import resource
import signal
import statistics
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from .. import __version__, sysinfo
from .. import config as config_mod
from ..protocol import messages as M
from ..protocol.server import ApiServer
from ..nlu.knowledge import KnowledgeError
from . import knowledge_api
from . import metrics as metrics_mod
from .api import Api
from .errors import StartupError
from .notify import Notifier
from .voice import VoiceLoop, VoiceParts

log = logging.getLogger("edgeassist.daemon")


def _voice_part(name: str) -> property:
    """A part the voice loop works with, kept in one place (its VoiceParts)."""
    return property(lambda self: getattr(self.voice.parts, name),
                    lambda self, value: setattr(self.voice.parts, name, value))


class Daemon:
    registry, skills, ptt, speak, audio_in = map(_voice_part, ("registry", "skills", "ptt", "speak", "audio_in"))

    def __init__(self, cfg: config_mod.Config, config_path: str | None = None):
        self.cfg, self.config_path = cfg, config_path
        self.started = time.monotonic()
        self._stop = threading.Event()
        self._llm_lock = threading.Lock()
        self.notifier = Notifier(self.stalled_stages)
        self.voice = VoiceLoop(VoiceParts(
            emit=self.emit, status_changed=self.update_status, understand=self.understand,
            cancel_speech_requests=lambda: self.server.cancel_all(speaking_only=True),
            apply_volume=self.apply_volume, log_utterance=self.log_utterance,
            settle=lambda u: self.understander.settle(u)))
        self.ptt_device = self.wyoming = self.prometheus = None

    # ------------------------------------------------------------------ start-up

    def start(self) -> float:
        """Load everything, bind the sockets, then READY=1. Returns the seconds it took."""
        sysinfo.limit_malloc_arenas()
        from ..runtime import build_registry, build_skills, state_dir, thread_plan
        cfg = self.cfg
        t0 = time.monotonic()
        self.plan = thread_plan(cfg)
        self.state_dir = state_dir(cfg)
        self.server = ApiServer(cfg.api, Api(self), request_timeout_s=max(cfg.llm.timeout_s * 2, 30))
        self.server.bind()   # fail early on a busy or forbidden endpoint, before loading models
        try:
            self.wyoming = self._start_wyoming(cfg)   # early too: requests wait for the API to start
            self.registry = build_registry(cfg)
            try:
                self.knowledge = knowledge_api.build(cfg)
            except KnowledgeError as e:
                raise StartupError(str(e)) from None
            self.skills = build_skills(cfg, self.state_dir, emit=self.emit,
                                       on_error=lambda m: self.emit("error", code="state_not_saved", message=m))
            self.speak = self._new_speak_stage(cfg)
            # One at a time, the recognizer first: Whisper's weights are converted to int8 as they
            # load (+~120 MB for a moment) and the voice's ONNX session briefly needs twice its
            # size; overlapped with each other or with the model, they raised the peak RSS by
            # ~75-100 MB. The model loads while the voice builds (it maps its file).
            self._load_asr()
            sysinfo.trim_memory()
            with ThreadPoolExecutor(1) as pool:
                llm = pool.submit(self._load_understander)
                self.speak.start()
                llm.result()
            self.speak.set_volume(self.skills.volume)
            self._start_audio()
            self.prometheus = metrics_mod.start(self)      # [metrics]: read off the events published
        except Exception:
            for part in ("handsfree", "wyoming", "audio_in", "speak", "prometheus"):
                try:
                    getattr(self, part, None) and getattr(self, part).close()
                except Exception as e:  # noqa: BLE001 - the start failed already; say why, not this
                    log.debug("closing %s after a failed start: %s", part, e)
            self.server.close()
            raise
        self.server.start()
        self.voice.start()
        from ..sysinfo import CONTENTION
        self.skills.start(SpeakerBell(self), busy=self.voice.in_turn, stop=self._stop,
                          also=CONTENTION.look)   # a recent figure for the model's threads (one /proc/stat read)
        if cfg.daemon.ptt_device:
            from .ptt_device import PttDevice
            self.ptt_device = PttDevice(cfg.daemon.ptt_device, cfg.daemon.ptt_key, lambda: self.voice.press("key"),
                                        self.voice.release, on_error=lambda m: self.emit("error", code="ptt_device",
                                                                                         message=m))
            self.ptt_device.start()
        took = time.monotonic() - t0
        self.ready_s = took
        self.notifier.ready(self.status_line())
        self._start_prompts()
        log.info("ready in %.2f s: api %s, events %s", took, self.server.endpoint, self.server.events_endpoint)
        self.emit("state", state="idle", utterance=None)
        return took

    def _start_prompts(self) -> None:
        """The model loaded and its prompt prefixes read after READY, beside the first commands (~2.7 s
        here from nothing, ~35 s at a Pi 4's share; from daemon.cache_dir, ~0.2 s): the fast lane
        answers meanwhile, and a turn that needs the model waits for them."""
        und = self.understander

        def read() -> None:
            try:
                und.prompts_ready()
            except Exception as e:  # noqa: BLE001 - the first turn that needs the model tries again and says why
                log.warning("the model's prompts were not read after the start: %s", e)
        threading.Thread(target=read, name="prompts", daemon=True).start()

    def _start_wyoming(self, cfg):
        """The Wyoming endpoint when [wyoming] uri is set (None when off)."""
        if not cfg.wyoming.uri:
            return None
        if not self.server.endpoint.startswith("ipc://"):
            raise StartupError(f"wyoming.uri: the Wyoming endpoint talks to the API over ipc://, and "
                               f"api.endpoint is {self.server.endpoint}; use an ipc:// api.endpoint")
        from .wyoming_server import WyomingServer
        server = WyomingServer(cfg.wyoming, self.server.endpoint, self.server.events_endpoint,
                               request_timeout_s=max(cfg.llm.timeout_s * 2, 30),
                               max_piece_words=cfg.tts.max_piece_words, wake=cfg.wake)
        try:
            server.start()
        except OSError as e:
            server.close()
            raise StartupError(f"wyoming.uri {cfg.wyoming.uri}: cannot listen there ({e.strerror or e})") from None
        return server

    def _load_understander(self) -> None:
        from ..runtime import LazyEngine, build_engine, build_understander
        from ..engines.llama import LlmError
        from ..gguf import GGUFError
        from ..nlu.smalltalk import SmallTalkError
        try:
            # the board's model loads after READY with its prompts (_start_prompts); without one, the hub's
            engine = LazyEngine(self.cfg, self.plan) if self.cfg.llm.local else build_engine(self.cfg, self.plan)
            self.understander = build_understander(self.cfg, engine=engine, registry=self.registry,
                                                   knowledge=self.knowledge, skills=self.skills,
                                                   defer_prompts=True)   # read after READY (start_prompts)
            if self.understander.smalltalk is not None:   # its examples' embeddings (~1 s): beside the
                threading.Thread(target=self.understander.smalltalk.warm,  # start, not at the first chat turn
                                 name="smalltalk-warm", daemon=True).start()
        except SmallTalkError as e:
            raise StartupError(f"chat.smalltalk: {e}") from None
        except (GGUFError, LlmError) as e:
            raise StartupError(str(e)) from None

    def _load_asr(self) -> None:
        from ..engines import asr
        from ..runtime import build_recognizer
        try:
            choice = asr.choose(self.cfg)
            recognizer = build_recognizer(self.cfg, self.registry, choice, self.plan)
            phrases = asr.load_phrases(self.cfg.asr.phrases) if self.cfg.asr.phrases else None
        except asr.AsrError as e:
            raise StartupError(str(e)) from None
        self.asr_engine, self.asr_dir = choice.engine, choice.model_dir
        self.recognizer, self.phrases = recognizer, phrases
        log.info("speech recognition: %s (%s), %s", choice.engine, choice.why, choice.model_dir)

    def _asr_cpus(self) -> tuple[int, ...]:
        """Where recognition runs on big.LITTLE: Whisper on the big cores (the model there is idle
        while someone speaks), the streaming recognizers on the little ones."""
        if not self.plan.big_little:
            return ()
        return self.plan.llm_cpus if self.asr_engine == "whisper" else self.plan.speech_cpus

    def _start_audio(self) -> None:
        from ..audio.capture import AudioInput
        from ..stages.listen import PushToTalk
        a = self.cfg.audio
        self.audio_in = AudioInput(a.input_device, a.preroll_ms, a.input_block_ms,
                                   on_error=lambda m: self.emit("error", code="audio_input", message=m),
                                   on_recover=lambda: self.emit("state", state=self.voice.state, utterance=None))
        self.audio_in.start()
        self.ptt = PushToTalk(self.audio_in, self.recognizer, a.max_utterance_s, self.voice.on_partial,
                              self.voice.on_final, self.phrases, on_error=self.voice.on_asr_error,
                              cpus=self._asr_cpus())
        self.handsfree = self._new_handsfree(self.cfg)
        if self.cfg.wake.enabled:
            from ..engines.recognizer import AsrError
            from ..engines.wake import WakeError
            try:
                self.set_wake(True)
            except (WakeError, AsrError) as e:
                raise StartupError(f"{self.cfg.source}: [wake] {e}") from None

    def _new_handsfree(self, cfg):
        from ..engines.wake import WakeDetector
        from ..stages.handsfree import HandsFree, TurnHooks
        w, v = cfg.wake, self.voice
        hooks = TurnHooks(wake=lambda word, score: v.wake(word, score, w.preroll_ms, w.earcon),
                          release=v.release, drop=v.drop, still_ours=v.listening_to,
                          speaking=lambda: v.state == "speaking", held=lambda: self.ptt.listening,
                          whole=v.speculation.whole)
        return HandsFree(self.audio_in, lambda: WakeDetector(w.engine, w.words, w.sensitivity),
                         cfg.model_path(cfg.asr.vad_model), w, hooks,
                         on_error=lambda m: self.emit("error", code="wake", message=m),
                         cpus=self.plan.speech_cpus if self.plan.big_little else ())

    def set_wake(self, on: bool) -> None:
        """Hands-free listening on or off (config [wake] enabled at start, the API at run time);
        raises WakeError (or AsrError for the VAD model) naming what cannot be loaded."""
        if on:
            self.handsfree.enable()
        else:
            self.handsfree.disable()
        self.emit("wake.state", enabled=self.handsfree.enabled)

    # ------------------------------------------------------------------ running

    def run(self) -> int:
        signal.signal(signal.SIGTERM, lambda *a: self._stop.set())
        signal.signal(signal.SIGINT, lambda *a: self._stop.set())
        reload_flag = threading.Event()
        signal.signal(signal.SIGHUP, lambda *a: reload_flag.set())
        while not self._stop.is_set():
            if reload_flag.wait(0.2):
                reload_flag.clear()
                self.reload()
        self.shutdown()
        return 0

    def shutdown(self) -> None:
        """Within 2 s, even mid-utterance: cancel the model, silence the speaker, close sockets."""
        t0 = time.monotonic()
        self.notifier.stopping()
        log.info("stopping")
        self.voice.stop()
        self.server.cancel_all()
        if getattr(self, "ptt", None):
            self.ptt.cancel()
        for close in (lambda: self.wyoming and self.wyoming.close(),
                      lambda: getattr(self, "handsfree", None) and self.handsfree.close(), lambda: self.speak.close(),
                      lambda: self.audio_in.close(), lambda: self.server.stop(),
                      lambda: getattr(self, "prometheus", None) and self.prometheus.close(),
                      lambda: self.ptt_device and self.ptt_device.close()):
            try:
                close()
            except Exception as e:  # noqa: BLE001 - keep closing the rest
                log.warning("while stopping: %s", e)
        log.info("stopped in %.2f s", time.monotonic() - t0)

    def reload(self) -> None:
        """SIGHUP: re-read config and intents; rebuild only what changed (daemon/reload.py)."""
        from .reload import reload
        reload(self)

    def _new_speak_stage(self, cfg):
        from .speak_stage import speak_stage
        runtime_dir = os.path.dirname(self.server.endpoint[6:]) if self.server.endpoint.startswith("ipc://") else None
        return speak_stage(cfg, self.voice.on_speak_event, runtime_dir=runtime_dir)

    # ------------------------------------------------------------------ shared services

    def emit(self, etype: str, **fields) -> None:
        metrics = getattr(self, "prometheus", None)
        if metrics is not None:
            metrics.observe(etype, fields)
        server = getattr(self, "server", None)
        if server is not None:
            server.publish(etype, **fields)

    def understand(self, text, cancel, on_sentence=None, on_intent=None, allow_model: bool = True,
                   reply: bool = True):
        deadline = time.monotonic() + self.cfg.llm.timeout_s
        with self._llm_lock:
            und = self.understander
        return und.understand(text, cancel, deadline, on_sentence, on_intent, allow_model=allow_model, reply=reply)

    def apply_volume(self, level: int) -> None:
        self.speak.set_volume(level)
        self.emit("volume", volume=level)

    def log_utterance(self, uid: str, u, reply: str | None, t: dict) -> None:
        fields = {"utterance_id": uid, "intent": u.intent, "intent_source": u.source}
        base = t.get("released")
        for k in ("final", "intent"):
            if base is not None and k in t:
                fields[f"latency_{k}_ms"] = round((t[k] - base) * 1000)
        if self.cfg.daemon.log_transcripts:
            fields["transcript"] = u.text
            fields["reply"] = reply or ""
        log.info("utterance %s: %s", uid, u.intent, extra={"fields": fields})

    def status_line(self) -> str:
        lat = self.voice.latencies
        last = f"; last release->audio {lat[-1] * 1000:.0f} ms" if lat else ""
        return f"{self.voice.state}{last}"

    def update_status(self) -> None:
        self.notifier.status(self.status_line())

    def stalled_stages(self) -> list[str]:
        """Stages that made no progress lately (the watchdog pings only while this is empty)."""
        now = time.monotonic()
        limit = max(self.notifier.watchdog_s, 5.0)
        out = []
        if now - self.server.last_progress > limit:
            out.append("api")
        if now - self.voice.last_progress > max(limit, self.cfg.llm.timeout_s + 5):
            out.append("voice")
        if not self.speak.alive:
            out.append("speak")
        if self.ptt.listening and now - self.ptt.last_progress > limit:
            out.append("listen")
        return out

    def status(self) -> dict:
        import llama_cpp
        import zmq
        return {"state": self.voice.state, "uptime_s": round(time.monotonic() - self.started, 1),
                "queue": self.server.queue.qsize(), "volume": self.skills.volume,
                "models": {"llm": str(self.cfg.model_path(self.cfg.llm.model)) if self.cfg.llm.local else None,
                           "asr": {"engine": self.asr_engine, "model": str(self.asr_dir)},
                           "tts": str(self.cfg.model_path(self.cfg.tts.voice))},
                "audio": {"input": self.audio_in.error or "ok", "output": self.voice.output_error or "ok",
                          "stages": self.cfg.daemon.stages},
                "knowledge": self.knowledge_status(),
                "wyoming": self.cfg.wyoming.uri or None,
                "llm": {"server": hub.status() if (hub := getattr(self.understander, "hub", None)) else None},
                "asr": {"server": link.status() if (link := getattr(self.recognizer, "link", None)) else None},
                "tts": {"server": self.speak.server_status()},
                "wake": self.handsfree.status(),
                "timers": [{"id": t["id"], "name": t["label"], "duration_s": t["duration_s"], "paused": t["paused"],
                            "ends_in_s": t["remaining_s"]} for t in self.skills.items("timer")],
                "alarms": len(self.skills.items("alarm")), "reminders": len(self.skills.items("reminder")),
                "versions": {"edgeassist": __version__, "protocol": M.PROTOCOL_VERSION,
                             "llama_cpp_python": llama_cpp.__version__, "libzmq": zmq.zmq_version(),
                             "pyzmq": zmq.pyzmq_version()}}

    def knowledge_status(self) -> dict:
        asked = self.knowledge.pending()
        return {"entries": len(self.knowledge.index), "by_meaning": self.knowledge.embedder is not None,
                "asked_back": {"id": asked.id, "question": asked.question} if asked is not None else None,
                "misses": len(self.knowledge.misses())}

    def metrics(self) -> dict:
        lat = sorted(self.voice.latencies)
        pct = (lambda p: round(lat[min(len(lat) - 1, int(p * len(lat)))] * 1000, 1)) if lat else (lambda p: None)
        return {"counters": dict(self.server.counters), "utterances_timed": len(lat),
                "release_to_audio_ms": {"p50": round(statistics.median(lat) * 1000, 1) if lat else None,
                                        "p95": pct(0.95)},
                "max_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
                "uptime_s": round(time.monotonic() - self.started, 1)}


class SpeakerBell:
    """The skills' bell (skills/schedule.py): a tone and words on the speaker, unless someone is
    talking to the assistant; with no speaker the event still goes out and the log says so once."""

    def __init__(self, d: Daemon):
        self.d, self._told = d, False

    def ring(self, uid: str, text: str | None, tone: bool = True) -> None:
        d = self.d
        if d.voice.output_error:
            if not self._told:
                log.warning("alarms, reminders and timers cannot be heard: %s (their events still go out)",
                            d.voice.output_error)
                self._told = True
            return
        self._told = False
        if getattr(d, "ptt", None) is not None and d.ptt.listening:
            return
        if tone:
            d.speak.earcon()
        if text:
            d.speak.sentence(text, uid)
            d.speak.end_turn(uid)
