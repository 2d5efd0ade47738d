"""Commands that use the engines: ask, say, transcribe, listen (its terminal loop in listen.py). Each
talks to the running daemon by default; --local runs the engines in this process instead."""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from .common import UserError, add_options, call, load_config, ms, recognizer as _recognizer
from .listen import cmd_listen


# ------------------------------------------------------------------ ask

def cmd_ask(args) -> int:
    if args.local:
        from ..nlu.intents import IntentError
        from ..nlu.understand import UnderstandError
        from ..engines.llama import LlmError
        from ..gguf import GGUFError
        from ..nlu.knowledge import KnowledgeError
        from ..runtime import build_knowledge, build_understander
        from ..skills import Skills
        cfg = load_config(args)
        try:
            knowledge = build_knowledge(cfg, log=lambda m: print(f"note: {m}", file=sys.stderr))
            und = build_understander(cfg, intents_file=args.intents, knowledge=knowledge)
            u = und.understand(args.text)
        except (IntentError, UnderstandError, LlmError, KnowledgeError, GGUFError) as e:
            raise UserError(str(e)) from None
        reg = und.registry.get(u.intent)
        outcome = Skills(None, cfg.audio.volume).handle(u.intent, u.slots, u.reply, reg.silent if reg else False)
        result = {"text": u.text, "intent": u.intent, "slots": u.slots, "reply": outcome.reply,
                  **({"knowledge": u.knowledge} if u.knowledge else {}), "timings": ms(u.timings)}
    else:
        if args.intents:
            raise UserError("--intents goes with --local; register intents with the daemon: edgeassist intents register FILE")
        result = call(args, "ask", args.text, speak=args.speak)
    if args.json:
        print(json.dumps(result))
    else:
        slots = " ".join(f"{k}={v!r}" for k, v in result["slots"].items())
        k = result.get("knowledge")
        print(f"{result['intent']} {slots}".rstrip() + (f" (entry {k['id']}, score {k['score']})" if k else ""))
        if result.get("reply"):
            print(result["reply"])
    if args.speak and result.get("speech", {}).get("error", {}).get("code") != "nothing_to_say":
        return report_speech(result["speech"], quiet=args.json)
    return 0


def report_speech(speech: dict, quiet: bool = False) -> int:
    """One line on what was heard of it (stderr when the result is JSON); 0 when it was heard."""
    out = sys.stderr if quiet else sys.stdout
    if not speech["spoken"]:
        print(f"edgeassist: not spoken: {speech['error']['message']}", file=sys.stderr)
        return 1
    how = f"{speech['duration_s']:.1f} s" + (", interrupted" if speech.get("interrupted") else "")
    if speech.get("muted"):
        print(f"edgeassist: played ({how}) at volume 0, so nothing was heard: `edgeassist volume 60` "
              f"turns it up", file=sys.stderr)
        return 1
    print(f"spoken ({how})", file=out)
    return 0


# ------------------------------------------------------------------ say

def cmd_say(args) -> int:
    if not args.text.strip():
        raise UserError("nothing to say: TEXT is empty")
    if not args.local:
        if args.out:
            wav = call(args, "say", args.text, wav=True)
            try:
                Path(args.out).write_bytes(wav)
            except OSError as e:
                raise UserError(f"cannot write {args.out}: {e.strerror or e}") from None
            print(f"written: {args.out} ({_wav_seconds(wav):.1f} s of speech)")
            return 0
        r = call(args, "say", args.text)
        if args.json:
            print(json.dumps({k: r.get(k) for k in ("spoken", "interrupted", "duration_s", "muted", "error")
                              if k in r}))
        if "duration_s" not in r:            # nothing speakable in the text
            print("edgeassist: not spoken: nothing in TEXT can be said", file=sys.stderr)
            return 1
        return report_speech(r, quiet=args.json)
    from ..engines.piper import TtsError
    from ..runtime import build_tts
    from ..speech import wav as wavmod
    from ..speech.normalize import speakable
    cfg = load_config(args)
    try:
        tts = build_tts(cfg)
    except TtsError as e:
        raise UserError(str(e)) from None
    if args.out:
        import numpy as np
        pcm = [p for p in tts.sentences(speakable(args.text))]
        audio = np.concatenate(pcm) if pcm else np.zeros(0, np.int16)
        try:
            wavmod.write_wav(args.out, audio, tts.rate)
        except OSError as e:
            raise UserError(f"cannot write {args.out}: {e.strerror or e}") from None
        print(f"written: {args.out} ({len(audio) / tts.rate:.1f} s of speech)")
        return 0
    from ..audio.devices import DeviceError
    from ..audio.playback import AudioOutput
    from ..stages.speak import Speaker
    out = AudioOutput(cfg.audio.output_device, cfg.audio.volume, cfg.audio.block_ms)
    try:
        out.start()
    except (DeviceError, Exception) as e:  # noqa: BLE001 - PortAudio errors are untyped
        from ..audio.devices import output_fix
        raise UserError(f"not spoken: audio output {cfg.audio.output_device or '(default)'}: {e}"
                        f"{output_fix(str(e))}", 1) from None
    spk = Speaker(tts, out, max_piece_words=cfg.tts.max_piece_words)
    t0 = time.monotonic()
    spk.say(args.text, "say")
    spk.wait_done(120)
    time.sleep(0.3)  # let the device play out its buffer
    out.close()
    if out.first_sample_at is None:
        raise UserError(f"not spoken: {out.error or 'no sound reached the speaker'}", 1)
    return report_speech({"spoken": True, "duration_s": time.monotonic() - max(t0, out.first_sample_at),
                          "muted": cfg.audio.volume == 0})


def _wav_seconds(data: bytes) -> float:
    import io
    import wave
    with wave.open(io.BytesIO(data)) as w:
        return w.getnframes() / w.getframerate()


# ------------------------------------------------------------------ transcribe

def cmd_transcribe(args) -> int:
    from ..speech.wav import AudioFormatError, read_wav
    try:
        pcm = read_wav(args.file)
    except AudioFormatError as e:
        raise UserError(str(e)) from None
    phrases = None
    if args.phrases:
        from ..engines.asr import AsrError, load_phrases
        try:
            phrases = load_phrases(args.phrases)
        except AsrError as e:
            raise UserError(str(e)) from None
    if not args.local:
        from ..speech.wav import wav_bytes
        result = call(args, "transcribe", wav_bytes(pcm, 16000), phrases=phrases)
    else:
        result = transcribe_local(load_config(args), pcm, args.engine, phrases)
    if args.json:
        print(json.dumps(result))
    else:
        print(result["text"])
    return 0


def transcribe_local(cfg, pcm, engine: str | None = None, phrases=None) -> dict:
    """Load the configured (or named) engine here and recognise 16 kHz PCM."""
    import dataclasses
    from ..config import ConfigError
    from ..engines import asr
    from ..nlu.intents import IntentError
    try:
        if engine:
            cfg = dataclasses.replace(cfg, asr=dataclasses.replace(cfg.asr, engine=engine))
        t0 = time.perf_counter()
        rec = _recognizer(cfg)
        load_s = time.perf_counter() - t0
        if phrases is None and cfg.asr.phrases:
            phrases = asr.load_phrases(cfg.asr.phrases)
        out = asr.transcribe(rec, pcm, phrases)
    except (ConfigError, asr.AsrError, IntentError) as e:
        raise UserError(str(e)) from None
    out["timings"]["load_ms"] = round(load_s * 1000, 1)
    return out


def register(sub) -> None:
    """Add this module's sub-commands to the `edgeassist` parser."""
    a = sub.add_parser("ask", help="text -> intent, slots and reply")
    a.add_argument("text")
    a.add_argument("--intents", metavar="FILE", help="app intents file (with --local)")
    a.add_argument("--json", action="store_true")
    a.add_argument("--speak", action="store_true", help="the daemon also speaks the reply")
    add_options(a)
    a.set_defaults(func=cmd_ask)

    s = sub.add_parser("say", help="speak text (or write it to a WAV file)")
    s.add_argument("text")
    s.add_argument("--out", metavar="FILE.wav")
    s.add_argument("--json", action="store_true", help="the outcome as JSON (spoken, duration_s, muted, error)")
    add_options(s)
    s.set_defaults(func=cmd_say)

    t = sub.add_parser("transcribe", help="WAV file -> text")
    t.add_argument("file")
    t.add_argument("--engine", choices=("whisper", "vosk", "pocketsphinx"))
    t.add_argument("--phrases", metavar="FILE", help="JSON list of phrases: recognise only these")
    t.add_argument("--json", action="store_true")
    add_options(t)
    t.set_defaults(func=cmd_transcribe)

    li = sub.add_parser("listen", help="hold-to-talk in this terminal")
    li.add_argument("--json", action="store_true", help="the intent events as JSON lines")
    add_options(li)
    li.set_defaults(func=cmd_listen)
