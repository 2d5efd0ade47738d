"""Where the speech is: Silero VAD (ONNX, ~1 MB) on 32 ms chunks, run as the audio arrives.

Energy alone cannot tell speech from noise at the levels a kitchen or a workshop has: with pink
noise 10 dB below the speech, the loudest noise frames after a command were as loud as its
quiet consonants, so a pause was never seen. Silero's probability found the end of the speech
within 40-140 ms at 20 and 10 dB and stayed below 0.5 on the noise, a hum, breath and coughs
(docs/speech.md). About 0.15 ms per chunk on one thread (0.5% of a core while the button is
held); nothing runs while idle.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from .recognizer import AsrError

RATE = 16000
CHUNK = 512              # 32 ms: the model's step at 16 kHz
CONTEXT = 64             # samples of the previous chunk the model sees with each one
SPEECH_P = 0.5


class SileroVad:
    def __init__(self, path: Path):
        if not path.is_file():
            raise AsrError(f"{path}: the voice activity model is missing (run scripts/setup.sh, or set asr.vad_model)")
        import onnxruntime
        opts = onnxruntime.SessionOptions()
        opts.inter_op_num_threads = opts.intra_op_num_threads = 1
        opts.enable_cpu_mem_arena = False
        opts.log_severity_level = 4
        try:
            self.session = onnxruntime.InferenceSession(str(path), sess_options=opts,
                                                        providers=["CPUExecutionProvider"])
        except Exception as e:  # noqa: BLE001 - onnxruntime raises its own exception types
            raise AsrError(f"{path}: not a Silero VAD model ({e})") from None
        self.reset()

    def reset(self) -> None:
        self._h = np.zeros((1, 1, 128), np.float32)
        self._c = np.zeros((1, 1, 128), np.float32)
        self._context = np.zeros(CONTEXT, np.float32)
        self._tail = np.zeros(0, np.float32)

    def push(self, pcm: np.ndarray) -> np.ndarray:
        """Speech probabilities of the whole 32 ms chunks completed by this int16 audio."""
        audio = np.concatenate([self._tail, pcm.astype(np.float32) / 32768.0])
        n = len(audio) // CHUNK
        self._tail = audio[n * CHUNK:]
        out = np.empty(n, np.float32)
        for i in range(n):
            chunk = audio[i * CHUNK:(i + 1) * CHUNK]
            p, self._h, self._c = self.session.run(None, {"input": np.concatenate([self._context, chunk])[None],
                                                          "h": self._h, "c": self._c})
            out[i] = float(np.ravel(p)[0])
            self._context = chunk[-CONTEXT:]
        return out


class SpeechTrack:
    """The speech probabilities of one utterance, and what the recognizer asks of them."""
    CHUNK_S = CHUNK / RATE

    def __init__(self):
        self.p = np.zeros(0, np.float32)

    def add(self, probs: np.ndarray) -> None:
        if len(probs):
            self.p = np.concatenate([self.p, probs])

    def speech_s(self) -> float:
        return float(np.count_nonzero(self.p >= SPEECH_P)) * self.CHUNK_S

    def onset_s(self) -> float:
        """When the first speech chunk starts (the whole track's length if none has)."""
        speech = np.flatnonzero(self.p >= SPEECH_P)
        return float(speech[0] if len(speech) else len(self.p)) * self.CHUNK_S

    def speech_after(self, sample: int) -> bool:
        """Whether a chunk at or after this sample holds speech."""
        return bool(np.any(self.p[sample // CHUNK:] >= SPEECH_P))

    def trailing_silence_s(self) -> float:
        speech = np.flatnonzero(self.p >= SPEECH_P)
        last = speech[-1] + 1 if len(speech) else 0
        return (len(self.p) - last) * self.CHUNK_S
