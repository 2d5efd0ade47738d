"""The voice's weights as 8-bit integers, a copy made once at setup (`edgeassist models install`).

Piper's ONNX voice holds its weights as float32 (joe-medium: 63 MB), and onnxruntime keeps all of them
in memory. onnxruntime's own dynamic quantization (`onnxruntime.quantization.quantize_dynamic`: each
weight of the matrix products and convolutions to unsigned 8 bits with a scale, the activations
quantized as each product runs) writes a copy of ~19 MB. Measured on this machine (2026-12-07, Piper
alone, 20 replies of the daemon's kinds, docs/performance.md): RSS after load 134 -> 96 MB, whole replies as
fast, and Whisper tiny.en read the two voices' audio with the same word errors (29 and 25 of 164 words, most of
them digits for number words); in the daemon the first sound came 20-40 ms later, so `tts.int8 = auto` loads it
only on boards with 2 GB of RAM or less (runtime.build_tts).

The quantizer needs the `onnx` package, used only here at setup; the daemon loads the copy with
onnxruntime alone. `loadable(voice)` is the copy when it was made from this voice file (its size and
time in a stamp beside it), else the voice itself: nothing is converted at start-up.
"""
from __future__ import annotations

import os
from pathlib import Path

SUFFIX = ".int8.onnx"
_VERSION = "v1"


def copy_path(voice: Path) -> Path:
    name = voice.name[:-len(".onnx")] if voice.name.endswith(".onnx") else voice.name
    return voice.with_name(name + SUFFIX)


def _stamp_path(voice: Path) -> Path:
    return copy_path(voice).with_name(copy_path(voice).name + ".stamp")


def _stamp(voice: Path) -> str:
    st = voice.stat()
    return f"{st.st_size}:{int(st.st_mtime)}:{_VERSION}"


def loadable(voice: Path) -> Path:
    """The int8 copy when it is made from this voice, else the voice."""
    try:
        if _stamp_path(voice).read_text().strip() == _stamp(voice) and copy_path(voice).is_file():
            return copy_path(voice)
    except OSError:
        pass
    return voice


def make(voice: Path) -> Path:
    """Write the copy (atomically: a half-written copy is never loaded). Raises ImportError without
    the `onnx` package, OSError, or the quantizer's own errors."""
    import logging

    from onnxruntime.quantization import QuantType, quantize_dynamic
    out = copy_path(voice)
    tmp = out.with_name(out.name + ".part")
    root = logging.getLogger()
    level = root.level
    root.setLevel(logging.ERROR)        # the quantizer warns once per shape tensor it leaves alone
    try:
        quantize_dynamic(str(voice), str(tmp), weight_type=QuantType.QUInt8)
    finally:
        root.setLevel(level)
    os.replace(tmp, out)
    _stamp_path(voice).write_text(_stamp(voice) + "\n")
    return out


def prepare(voice: Path, say=print) -> Path | None:
    """The copy for `models install`: made when missing or stale; a voice it cannot quantize is said,
    not fatal (the daemon then loads the voice as packaged)."""
    if not voice.is_file():
        return None
    if loadable(voice) != voice:
        say(f"{copy_path(voice).name}: up to date")
        return copy_path(voice)
    try:
        out = make(voice)
    except ImportError as e:
        say(f"{copy_path(voice).name}: not made (the onnx package is missing: {e}); the voice loads as packaged")
        return None
    except Exception as e:  # noqa: BLE001 - onnx and the quantizer raise their own untyped errors
        say(f"{copy_path(voice).name}: not made ({str(e).splitlines()[0][:200] if str(e) else type(e).__name__}); "
            "the voice loads as packaged")
        return None
    say(f"{out.name}: the voice's weights as int8 (made from {voice.name})")
    return out
