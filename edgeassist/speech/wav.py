"""Reading and writing WAV audio: any common rate, width and channel count in; 16 kHz mono int16 out."""
from __future__ import annotations

import io
import wave
from pathlib import Path

import numpy as np

ASR_RATE = 16000


class AudioFormatError(Exception):
    """Audio that cannot be used; the message names the file or field."""


def to_mono_int16(raw: bytes, width: int, channels: int, where: str = "audio") -> np.ndarray:
    if width == 1:
        a = (np.frombuffer(raw, dtype=np.uint8).astype(np.int16) - 128) << 8
    elif width == 2:
        a = np.frombuffer(raw, dtype="<i2")
    elif width == 3:
        b = np.frombuffer(raw, dtype=np.uint8)
        b = b[: len(b) // 3 * 3].reshape(-1, 3)
        a = ((b[:, 2].astype(np.int32) << 24 | b[:, 1].astype(np.int32) << 16 | b[:, 0].astype(np.int32) << 8)
             >> 16).astype(np.int16)
    elif width == 4:
        a = (np.frombuffer(raw, dtype="<i4") >> 16).astype(np.int16)
    else:
        raise AudioFormatError(f"{where}: {width * 8}-bit samples are not supported")
    if channels > 1:
        a = a[: len(a) // channels * channels].reshape(-1, channels).astype(np.int32).mean(axis=1).astype(np.int16)
    return a


def resample(a: np.ndarray, rate: int, target: int = ASR_RATE) -> np.ndarray:
    if rate == target:
        return a
    import soxr
    return soxr.resample(a, rate, target, quality="HQ").astype(np.int16)


def read_wav(source: str | Path | bytes, target_rate: int = ASR_RATE) -> np.ndarray:
    """16 kHz (target_rate) mono int16 samples of a WAV file or WAV bytes."""
    where = "audio" if isinstance(source, bytes) else str(source)
    try:
        f = wave.open(io.BytesIO(source) if isinstance(source, bytes) else str(source), "rb")
    except FileNotFoundError:
        raise AudioFormatError(f"{where}: no such file") from None
    except (wave.Error, EOFError) as e:
        raise AudioFormatError(f"{where}: not a WAV file ({e})") from None
    except OSError as e:
        raise AudioFormatError(f"{where}: cannot read ({e.strerror})") from None
    with f:
        n, rate, width, channels = f.getnframes(), f.getframerate(), f.getsampwidth(), f.getnchannels()
        if f.getcomptype() != "NONE":
            raise AudioFormatError(f"{where}: compressed WAV ({f.getcompname()}) is not supported; use PCM")
        raw = f.readframes(n)
    if not raw or n == 0:
        raise AudioFormatError(f"{where}: the WAV file holds no audio")
    if rate < 4000 or rate > 192000:
        raise AudioFormatError(f"{where}: sample rate {rate} Hz is not supported")
    return resample(to_mono_int16(raw, width, channels, where), rate, target_rate)


def wav_bytes(samples: np.ndarray, rate: int) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(np.asarray(samples, dtype="<i2").tobytes())
    return buf.getvalue()


def write_wav(path: str | Path, samples: np.ndarray, rate: int) -> None:
    Path(path).write_bytes(wav_bytes(samples, rate))
