"""Wake words: the models of Home Assistant's voice community, run on the microphone's audio.

Two engines, both Apache-2.0 with their models inside their wheels (no download):
- micro (pymicro-wakeword): microWakeWord's streaming models of 50-80 KB on TFLite Micro features,
  okay_nabu, hey_jarvis, hey_mycroft, alexa; each model's own cutoff is in its JSON file.
- open (pyopen-wakeword): openWakeWord (melspectrogram + embedding + a small classifier per word):
  the same names and hey_rhasspy; the conventional cutoff is 0.5.
A word is a built-in name or a model file: a .json of microWakeWord (beside its .tflite) or an
openWakeWord .tflite.

Sensitivity 0.5 is the model's own cutoff; each 0.25 above it doubles the share of the scale above
the cutoff that counts as a detection (so 1.0 takes 4 times as much, 0.0 a quarter): one number that
means the same for models whose cutoffs differ (0.85-0.97 and 0.5).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

RATE = 16000
BUILTIN = {"micro": ("okay_nabu", "hey_jarvis", "hey_mycroft", "alexa"),
           "open": ("okay_nabu", "hey_jarvis", "hey_mycroft", "alexa", "hey_rhasspy")}
REFRACTORY_S = 2.0        # one phrase gives one detection: the scores stay high for a while after it
SPEAKING_SHARE = 0.5      # while the assistant speaks, the share above the cutoff that counts is halved


class WakeError(Exception):
    """A wake word that cannot be used; the message names the word, the file or the setting."""


def cutoff(base: float, sensitivity: float, speaking: bool = False) -> float:
    share = (1.0 - base) * 2.0 ** ((sensitivity - 0.5) * 4.0)
    if speaking:
        share *= SPEAKING_SHARE
    return float(min(0.995, max(0.05, 1.0 - share)))


def word_problem(engine: str, word: str) -> str | None:
    """What is wrong with one entry of [wake] words (None when it can be used)."""
    if word in BUILTIN.get(engine, ()):
        return None
    if "/" not in word and not word.endswith((".json", ".tflite")):
        return (f"is not a built-in {engine} wake word (one of {', '.join(BUILTIN.get(engine, ()))}) "
                f"nor a model file path")
    p = Path(word).expanduser()
    if not p.is_file():
        return f"is not a file ({p} does not exist)"
    want = ".json" if engine == "micro" else ".tflite"
    if p.suffix != want:
        return f"is not a {engine} model file (a {want} file is needed for wake.engine = {engine!r})"
    if engine == "micro":
        import json
        try:
            conf = json.loads(p.read_text(encoding="utf-8"))
            model, cut = p.parent / conf["model"], float(conf["micro"]["probability_cutoff"])
            int(conf["micro"]["sliding_window_size"])
        except (OSError, ValueError, KeyError, TypeError) as e:
            return f"is not a microWakeWord model description ({type(e).__name__}: {e})"
        if not 0 < cut < 1:
            return f"has a probability_cutoff of {cut} (it must be between 0 and 1)"
        p = model
    return _tflite_problem(p)


def _tflite_problem(p: Path) -> str | None:
    """The TFLite library crashes on a file that is not a model: look at its FlatBuffer tag first."""
    try:
        with open(p, "rb") as f:
            head = f.read(8)
    except OSError as e:
        return f"names a model that cannot be read ({p}: {e.strerror})"
    return None if head[4:8] == b"TFL3" else f"names {p}, which is not a TensorFlow Lite model"


@dataclass
class Detection:
    word: str
    score: float
    at_s: float       # stream time of the detection (seconds of audio pushed so far)


class _Engine:
    """features: the engine's front end; models: (word, model, base cutoff)."""
    features = None
    models: list = []

    def reset(self) -> None:
        self.features.reset()
        for _, m, _ in self.models:
            m.reset()


class _Micro(_Engine):
    def __init__(self, words: list[str]):
        from pymicro_wakeword import MicroWakeWord, MicroWakeWordFeatures, Model
        self.features = MicroWakeWordFeatures()
        self.models = []
        for w in words:
            try:
                m = MicroWakeWord.from_builtin(Model(w)) if w in BUILTIN["micro"] else \
                    MicroWakeWord.from_config(Path(w).expanduser())
            except Exception as e:  # noqa: BLE001 - a broken model file: name it
                raise WakeError(f"wake word {w!r}: the model cannot be loaded ({e})") from None
            self.models.append((w, m, float(m.probability_cutoff)))

    def push(self, pcm: bytes):
        """(word, probability, base cutoff) for every model step in this audio."""
        for f in self.features.process_streaming(pcm):
            for w, m, base in self.models:
                p = m.process_streaming_prob(f)
                if p is not None:
                    yield w, float(p), base


class _Open(_Engine):
    def __init__(self, words: list[str]):
        from pyopen_wakeword import Model, OpenWakeWord, OpenWakeWordFeatures
        self.features = OpenWakeWordFeatures.from_builtin()
        self.models = []
        for w in words:
            try:
                m = OpenWakeWord.from_builtin(Model(w)) if w in BUILTIN["open"] else \
                    OpenWakeWord.from_model(Path(w).expanduser())
            except Exception as e:  # noqa: BLE001 - a broken model file: name it
                raise WakeError(f"wake word {w!r}: the model cannot be loaded ({e})") from None
            self.models.append((w, m, 0.5))

    def push(self, pcm: bytes):
        for emb in self.features.process_streaming(pcm):
            for w, m, base in self.models:
                for p in m.process_streaming(emb):
                    yield w, float(p), base


class WakeDetector:
    """Feed 16 kHz int16 audio with push(); it returns the detections in it. ``speaking`` (set
    while the assistant's own voice plays) raises every cutoff (SPEAKING_SHARE)."""

    def __init__(self, engine: str = "micro", words: list[str] | tuple[str, ...] = ("okay_nabu",),
                 sensitivity: float = 0.5):
        if engine not in BUILTIN:
            raise WakeError(f"wake.engine {engine!r} is not an engine (micro or open)")
        if not words:
            raise WakeError("wake.words is empty: name at least one wake word")
        for w in words:
            problem = word_problem(engine, w)
            if problem:
                raise WakeError(f"wake.words: {w!r} {problem}")
        self.engine, self.words, self.sensitivity = engine, list(words), sensitivity
        try:
            self._impl = _Micro(self.words) if engine == "micro" else _Open(self.words)
        except ImportError as e:
            raise WakeError(f"wake.engine {engine!r}: its package is not installed ({e}); run scripts/setup.sh") from None
        self.speaking = False
        self.samples = 0
        self.best = 0.0               # the highest score seen since the last reset_best()
        self._last: dict[str, float] = {}

    def push(self, pcm: np.ndarray) -> list[Detection]:
        out = []
        data = np.asarray(pcm, dtype="<i2").tobytes()
        self.samples += len(data) // 2
        now = self.samples / RATE
        for w, p, base in self._impl.push(data):
            self.best = max(self.best, p)
            if p > cutoff(base, self.sensitivity, self.speaking) and now - self._last.get(w, -1e9) >= REFRACTORY_S:
                self._last[w] = now
                out.append(Detection(w, round(p, 3), now))
        return out

    def reset(self) -> None:
        """Forget the audio so far (a detection's own word must not fire again after a turn);
        stream time starts again at 0."""
        self._impl.reset()
        self.samples = 0
        self._last.clear()

    @property
    def cutoffs(self) -> dict[str, float]:
        return {w: round(cutoff(base, self.sensitivity), 3) for w, _, base in self._impl.models}
