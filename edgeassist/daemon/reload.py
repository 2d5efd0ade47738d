"""SIGHUP: the configuration and intents read again, and exactly what changed rebuilt: the
model (llm settings), the recogniser (asr), the voice and speaker (tts, audio output, stages),
the knowledge (its files or model), the small talk (chat), the wake word and the Wyoming endpoint. A bad edit keeps what was running
and says so (an `error` event, code reload_failed, naming the file or key)."""
from __future__ import annotations

import dataclasses
import logging

from .. import config as config_mod
from . import knowledge_api
from .errors import StartupError

log = logging.getLogger("edgeassist.daemon")


def reload(d) -> None:
    d.notifier.reloading()
    log.info("reloading configuration")
    try:
        new = config_mod.load(d.config_path)
        from ..runtime import build_registry
        registry = build_registry(new)
    except Exception as e:  # noqa: BLE001 - a bad edit keeps the running configuration
        _failed(d, f"reload failed, keeping the running configuration: {e}", str(e))
        d.notifier.ready(d.status_line())
        return
    old, d.cfg = d.cfg, new
    d.registry.replace_app([i for i in registry.all() if not i.builtin])
    knowledge_api.reload(d, old, new)
    if old.chat != new.chat:
        _smalltalk(d, old)   # first: a model reload builds the small talk of d.cfg
    if dataclasses.replace(old.llm, intents="") != dataclasses.replace(new.llm, intents="") \
            or old.daemon.models_dir != new.daemon.models_dir:
        _model(d)
    if old.asr != new.asr:
        _recognizer(d, old)
    if _speech_settings(old) != _speech_settings(new) or old.daemon.models_dir != new.daemon.models_dir:
        _speech(d, old)
    if old.wyoming != new.wyoming or old.wake != new.wake and new.wyoming.uri:
        _wyoming(d, old)
    if old.wake != new.wake or old.asr.vad_model != new.asr.vad_model:
        _wake(d, old)
    if old.alarms != new.alarms:
        _alarms(d)
    d.emit("intents", names=[i.name for i in d.registry.all()])
    d.notifier.ready(d.status_line())


def _alarms(d) -> None:
    """[alarms] again: snooze, ring, missed and defer times and the time zone, at once (what is
    kept is instants, so a new zone moves nothing that is set; new times are read in it)."""
    from zoneinfo import ZoneInfo
    from ..skills import AlarmSettings
    from ..skills.base import local_zone
    a = d.cfg.alarms
    with d.skills.lock:
        d.skills.ctx.settings = AlarmSettings(a.snooze_min, a.ring_s, a.missed_s, a.defer_s)
        d.skills.ctx.tz = ZoneInfo(a.timezone) if a.timezone else local_zone()
    log.info("alarms settings changed: %s", a)


def _wake(d, old) -> None:
    """[wake] again: a new detector (loaded now when listening is on); a bad word or file keeps
    the running one."""
    from ..engines.recognizer import AsrError
    from ..engines.wake import WakeError
    log.info("wake settings changed: reloading the wake word")
    was_on, running = d.handsfree.enabled, d.handsfree
    fresh = d._new_handsfree(d.cfg)
    want = d.cfg.wake.enabled if d.cfg.wake.enabled != old.wake.enabled else was_on   # the API's switch stays
    try:
        if want:
            running.disable()
            fresh.enable()
    except (WakeError, AsrError) as e:
        d.cfg = dataclasses.replace(d.cfg, wake=old.wake)
        if was_on:
            running.enable()
        _failed(d, f"reload: keeping the running wake word: {e}", str(e))
        return
    running.close()
    d.handsfree = fresh
    d.emit("wake.state", enabled=fresh.enabled)


def _failed(d, log_message: str, event_message: str) -> None:
    log.error("%s", log_message)
    d.emit("error", code="reload_failed", message=event_message)


def _model(d) -> None:
    from ..runtime import thread_plan
    log.info("llm settings changed: reloading the model")
    d.plan = thread_plan(d.cfg)
    with d._llm_lock:
        old_hub = getattr(d.understander, "hub", None)
        d._load_understander()
    d._start_prompts()
    if old_hub is not None:            # its probe stops; the new understanding has its own ([llm] server)
        old_hub.close()


def _smalltalk(d, old) -> None:
    """The small-talk file again; a broken one keeps the running small talk."""
    from ..nlu.smalltalk import SmallTalkError
    from ..runtime import build_smalltalk
    try:
        talk = build_smalltalk(d.cfg)
        if talk is not None:
            talk.warm()
    except SmallTalkError as e:
        d.cfg = dataclasses.replace(d.cfg, chat=old.chat)
        _failed(d, f"reload: keeping the running small talk: {e}", str(e))
        return
    with d._llm_lock:
        d.understander.smalltalk, d.understander.decline = talk, d.cfg.chat.decline.strip()
        d.understander.sure = d.cfg.chat.sure


def _recognizer(d, old) -> None:
    log.info("asr settings changed: reloading the recognizer")
    try:
        d._load_asr()
    except StartupError as e:   # the running recognizer keeps listening
        d.cfg = dataclasses.replace(d.cfg, asr=old.asr)
        _failed(d, f"reload: keeping the running recognizer: {e}", str(e))
    d.ptt.rec, d.ptt.phrases, d.ptt.cpus = d.recognizer, d.phrases, d._asr_cpus()


def _speech_settings(cfg) -> tuple:
    a = cfg.audio
    return cfg.tts, a.output_device, a.block_ms, cfg.daemon.stages


def _speech(d, old) -> None:
    """A new speak stage with the new voice and speaker; if it will not start, the old settings
    again (the voice is checked before the running stage is closed)."""
    from ..engines.piper import voice_problem
    problem = voice_problem(d.cfg.model_path(d.cfg.tts.voice))
    if problem:
        d.cfg = dataclasses.replace(d.cfg, tts=old.tts, audio=old.audio, daemon=old.daemon)
        _failed(d, f"reload: keeping the running voice: {problem}", problem)
        return
    log.info("tts or audio output settings changed: restarting the speak stage")
    d.speak.stop()
    d.speak.close()
    if d.voice.speaking_id:       # what was being said ends here
        d.voice.on_speak_event("tts.end", {"id": d.voice.speaking_id, "interrupted": True})
    for cfg in (d.cfg, old):
        d.speak = d._new_speak_stage(cfg)
        try:
            d.speak.start()
            d.speak.set_volume(d.skills.volume)
            return
        except Exception as e:  # noqa: BLE001 - say why, then start the stage that worked
            _failed(d, f"reload: the speak stage did not start with the new settings ({e}); back to the old",
                    f"tts: {e}")
            d.speak.close()
            d.cfg = dataclasses.replace(d.cfg, tts=old.tts, audio=old.audio, daemon=old.daemon)


def _wyoming(d, old) -> None:
    if d.wyoming:
        d.wyoming.close()
    try:
        d.wyoming = d._start_wyoming(d.cfg)
    except StartupError as e:
        d.wyoming = None
        d.cfg = dataclasses.replace(d.cfg, wyoming=dataclasses.replace(old.wyoming, uri=""))
        _failed(d, f"reload: {e}; the Wyoming endpoint is off", str(e))
