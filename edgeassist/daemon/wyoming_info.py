"""What the Wyoming endpoint says of itself (`describe` -> `info`: programs named after the models
the daemon runs, the wake words a client may ask for) and the WAV a say request returns, read for
its audio events. Used by wyoming_server.py."""
from __future__ import annotations

import io
import wave

from wyoming.info import (AsrModel, AsrProgram, Attribution, HandleModel, HandleProgram, Info,
                          IntentModel, IntentProgram, TtsProgram, TtsVoice, WakeModel, WakeProgram)

from .. import __version__


def info(status: dict) -> Info:
    """What this daemon offers, named after the models it runs (status request)."""
    wake = status["wake"]
    by = Attribution(name="edgeassist", url="https://github.com/edgeassist/edgeassist")
    asr = status["models"]["asr"]
    asr_name = f"{asr['engine']}:{asr['model'].rstrip('/').rsplit('/', 1)[-1]}"
    voice = status["models"]["tts"].rsplit("/", 1)[-1].removesuffix(".onnx")

    def program(cls, name, description, **kw):
        return cls(name=name, attribution=by, installed=True, description=description, version=__version__, **kw)
    return Info(
        asr=[program(AsrProgram, "edgeassist-asr", "edgeassist speech recognition", models=[
            program(AsrModel, asr_name, f"{asr['engine']} ({asr['model']})", languages=["en"])],
            supports_transcript_streaming=False)],
        tts=[program(TtsProgram, "edgeassist-tts", "edgeassist speech (Piper)", voices=[
            program(TtsVoice, voice, f"Piper voice {voice}", languages=[voice.split("-")[0]])],
            supports_synthesize_streaming=True)],
        intent=[program(IntentProgram, "edgeassist-intent", "edgeassist intents (built-in and registered)",
                        models=[program(IntentModel, "edgeassist-intents", "registered intents", languages=["en"])])],
        handle=[program(HandleProgram, "edgeassist-handle", "edgeassist: understand, act and reply",
                        models=[program(HandleModel, "edgeassist-handle", "skills and chat", languages=["en"])])],
        wake=[program(WakeProgram, "edgeassist-wake", f"edgeassist wake words ({wake['engine']})", models=[
            program(WakeModel, w, f"wake word {w}", languages=["en"], phrase=_phrase(w)) for w in wake_words(wake)])])


def wake_words(wake: dict) -> list[str]:
    """The words a Wyoming client may ask for: the engine's built-in ones and the configured files."""
    from ..engines.wake import BUILTIN
    return list(dict.fromkeys([*BUILTIN[wake["engine"]], *wake["words"]]))


def _phrase(word: str) -> str:
    from pathlib import Path
    return Path(word).stem.replace("_", " ").title()


def wav_audio(data: bytes) -> tuple[bytes, int]:
    """(16-bit mono samples, rate) of the WAV bytes a say request returns."""
    with wave.open(io.BytesIO(data)) as w:
        return w.readframes(w.getnframes()), w.getframerate()
