"""Vosk (Kaldi) streaming recognition: partial results, word timings, phrase-list (grammar) mode."""
from __future__ import annotations

import json
from pathlib import Path

from .recognizer import AsrError, Transcript, snap

RATE = 16000


def model_problem(model_dir: Path) -> str | None:
    """Why model_dir is not a Vosk model (None when it is)."""
    if not model_dir.is_dir():
        return f"{model_dir}: vosk model directory is missing"
    for needed in ("am/final.mdl", "conf/model.conf"):
        if not (model_dir / needed).exists():
            return f"{model_dir}: not a Vosk model directory ({needed} missing)"
    return None


class VoskRecognizer:
    engine = "vosk"

    def __init__(self, model_dir: Path, word_timings: bool = False, model=None):
        import vosk
        vosk.SetLogLevel(-1)
        problem = model_problem(model_dir)
        if problem:
            raise AsrError(problem)
        try:
            self.model = model or vosk.Model(str(model_dir))
        except Exception as e:  # noqa: BLE001 - vosk raises bare Exception
            raise AsrError(f"{model_dir}: Vosk could not load the model ({e})") from None
        self.model_dir = model_dir
        self._vosk = vosk
        self.word_timings = word_timings
        self._rec = None
        self._segments: list[dict] = []
        self._last_partial = ""
        self._phrases: list[str] | None = None
        self._spare = self._new(None)

    def _new(self, phrases):
        if phrases:
            # ensure_ascii=False: Vosk reads the grammar as UTF-8 and does not decode \\u escapes
            rec = self._vosk.KaldiRecognizer(self.model, RATE, json.dumps(phrases + ["[unk]"], ensure_ascii=False))
        else:
            rec = self._vosk.KaldiRecognizer(self.model, RATE)
        rec.SetWords(self.word_timings)
        return rec

    def fork(self) -> "VoskRecognizer":
        return VoskRecognizer(self.model_dir, self.word_timings, model=self.model)   # one model, shared

    def bias(self, vocabulary) -> None:
        """No hypotheses to choose among: the phrase list (asr.phrases) is this engine's way."""

    def start(self, phrases: list[str] | None = None, live: bool = True) -> None:
        # A recognizer made ahead of time keeps grammar compilation off the press path.
        if phrases == self._phrases and self._spare is not None:
            self._rec, self._spare = self._spare, None
        else:
            self._rec = self._new(phrases)
        self._phrases = phrases
        self._segments, self._last_partial = [], ""

    def feed(self, pcm: bytes) -> str | None:
        if self._rec.AcceptWaveform(pcm):
            # Vosk found a pause and closed a segment; push-to-talk keeps listening.
            self._segments.append(json.loads(self._rec.Result()))
        partial = " ".join([s.get("text", "") for s in self._segments] +
                           [json.loads(self._rec.PartialResult()).get("partial", "")]).strip()
        if partial != self._last_partial:
            self._last_partial = partial
            return partial
        return None

    def finish(self) -> Transcript:
        self._segments.append(json.loads(self._rec.FinalResult()))
        text = " ".join(s.get("text", "") for s in self._segments).split()
        text = " ".join(w for w in text if w != "[unk]")
        words = [{"word": w["word"], "start": w["start"], "end": w["end"]}
                 for s in self._segments for w in s.get("result", []) if w.get("word") != "[unk]"]
        self._rec = None
        self._spare = self._new(self._phrases)
        return Transcript(snap(text, self._phrases), words, text)
