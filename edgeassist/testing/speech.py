"""Test speech: English from the Piper voice (varied speed, a little noise), Korean from espeak-ng,
and word error rate."""
from __future__ import annotations

import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path

import numpy as np

from ..speech.wav import read_wav, resample


@lru_cache(maxsize=4)
def _voice(path: str, length_scale: float):
    from ..engines.piper import PiperTts
    # No generator noise: the same text gives the same audio, so a test gives the same answer
    # twice (Piper's default noise makes pocketsphinx's WER swing between 20% and 35%).
    return PiperTts(Path(path), length_scale=length_scale, noise_scale=0.0, noise_w=0.0, n_threads=1)


def piper_speech(text: str, voice: Path, length_scale: float = 1.0, noise_db: float | None = None,
                 pad_s: float = 0.25, seed: int = 0, noise: str = "white") -> np.ndarray:
    """16 kHz mono int16 of text spoken by the Piper voice, padded with silence, optionally noisy
    (white or pink noise noise_db below the speech's RMS)."""
    tts = _voice(str(voice), length_scale)
    pcm = resample(np.concatenate(list(tts.sentences(text))), tts.rate)
    pad = np.zeros(int(16000 * pad_s), np.int16)
    out = np.concatenate([pad, pcm, pad]).astype(np.float64)
    if noise_db is not None:
        rms = np.sqrt(np.mean(pcm.astype(np.float64) ** 2))
        rng = np.random.default_rng(seed)
        n = pink_noise(len(out), rng) if noise == "pink" else rng.normal(0, 1, len(out))
        out += n * rms / 10 ** (noise_db / 20)
    return np.clip(out, -32768, 32767).astype(np.int16)


def pink_noise(n: int, rng: np.random.Generator) -> np.ndarray:
    """n samples of unit-RMS pink (1/f) noise: the hum and rumble of a room more than a hiss."""
    spectrum = np.fft.rfft(rng.normal(0, 1, n))
    f = np.arange(len(spectrum), dtype=np.float64)
    f[0] = 1.0
    x = np.fft.irfft(spectrum / np.sqrt(f), n)
    return x / (np.sqrt(np.mean(x * x)) or 1.0)


def espeak_speech(text: str, voice: str = "ko", speed: int = 120) -> np.ndarray:
    with tempfile.NamedTemporaryFile(suffix=".wav") as f:
        subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", f.name, text], check=True)
        return read_wav(f.name)


def wer(reference: str, hypothesis: str) -> tuple[int, int]:
    """(word errors, reference words): Levenshtein distance over words."""
    r, h = reference.lower().split(), hypothesis.lower().split()
    d = list(range(len(h) + 1))
    for i in range(1, len(r) + 1):
        prev, d[0] = d[0], i
        for j in range(1, len(h) + 1):
            cur = min(d[j] + 1, d[j - 1] + 1, prev + (r[i - 1] != h[j - 1]))
            prev, d[j] = d[j], cur
    return d[len(h)], len(r)


def trim_silence(audio: np.ndarray, threshold: int = 300, margin_s: float = 0.2) -> np.ndarray:
    """The part of a recording that holds sound, with a little margin (a long silent lead makes
    pocketsphinx worse; see docs/speech.md)."""
    loud = np.flatnonzero(np.abs(audio.astype(np.int32)) > threshold)
    if not len(loud):
        return audio
    m = int(margin_s * 16000)
    return audio[max(0, loud[0] - m):loud[-1] + m]
