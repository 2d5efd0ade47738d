"""Whisper's weights stored as int8 beside the model, made once at setup (`edgeassist models install`).

The packaged model holds float16 weights, and CTranslate2 quantizes them to int8 each time the daemon
starts: twice the load time and a transient ~115 MB above the loaded model (x86: load 0.21 -> 0.11 s,
peak 220 -> 116 MB; docs/performance.md). The copy is written the way CTranslate2's own converter
quantizes (ctranslate2.specs.model_spec: per-row absolute maximum to 127, the scale as
`<weight>_scale`; which weights: those the Whisper spec gives a scale to but the convolutions, which
CTranslate2 keeps in float when it quantizes at load: with them quantized too, 6 of 14 test utterances
were read differently), other float16 values as float32, so that loading it with compute_type int8
converts nothing and reads what the packaged model reads. The file's format is CTranslate2's
model.bin (version 6: a header, the named variables, the aliases).

`loadable(model_dir)` is the copy when it is there and made from this model.bin (its size and time in
a stamp), else the model itself: nothing is converted at start-up.
"""
from __future__ import annotations

import os
import re
import shutil
import struct
from pathlib import Path

import numpy as np

SUFFIX = ".int8"
_TYPES = ("float32", "int8", "int16", "int32", "float16", "bfloat16")     # CTranslate2's DataType order
_STAMP = "source.stamp"


def _stamp(model_dir: Path) -> str:
    st = (model_dir / "model.bin").stat()
    return f"{st.st_size}:{int(st.st_mtime)}:v2"


def copy_dir(model_dir: Path) -> Path:
    return model_dir.with_name(model_dir.name + SUFFIX)


def loadable(model_dir: Path) -> Path:
    """The int8 copy when it is made from this model, else model_dir."""
    out = copy_dir(model_dir)
    try:
        if (out / _STAMP).read_text().strip() == _stamp(model_dir) and (out / "model.bin").is_file():
            return out
    except OSError:
        pass
    return model_dir


def _read(path: Path):
    b = path.read_bytes()
    at = 0

    def take(fmt):
        nonlocal at
        v = struct.unpack_from(fmt, b, at)[0]
        at += struct.calcsize(fmt)
        return v

    def text():
        nonlocal at
        n = take("H")
        s = b[at:at + n - 1].decode()
        at += n
        return s
    version, name, revision, count = take("I"), text(), take("I"), take("I")
    if version != 6:
        raise ValueError(f"model.bin version {version}, not 6")
    variables = {}
    for _ in range(count):
        k, rank = text(), take("B")
        shape = [take("I") for _ in range(rank)]
        dtype, size = _TYPES[take("B")], take("I")
        if dtype == "bfloat16":
            raise ValueError(f"{k}: bfloat16")
        variables[k] = np.frombuffer(b, dtype, size // np.dtype(dtype).itemsize, at).reshape(shape)
        at += size
    aliases = [(text(), text()) for _ in range(take("I"))]
    return version, name, revision, variables, aliases


def _quantizable(variables: dict) -> set[str]:
    """The weights the Whisper spec keeps a scale for (its linear and convolution weights, the embeddings)."""
    from ctranslate2.specs import whisper_spec
    layers = {side: 1 + max(int(m.group(1)) for k in variables if (m := re.match(side + r"/layer_(\d+)/", k)))
              for side in ("encoder", "decoder")}
    spec = whisper_spec.WhisperSpec(layers["encoder"], 1, layers["decoder"], 1)
    names: set[str] = set()

    def visit(node, scope):
        for attr, value in vars(node).items():
            name = f"{scope}/{attr}" if scope else attr
            if isinstance(value, list):
                for i, x in enumerate(value):
                    visit(x, f"{name}_{i}")
            elif type(value).__module__.startswith("ctranslate2.specs") and hasattr(value, "__dict__"):
                visit(value, name)
            elif not attr.startswith("_") and hasattr(node, f"{attr}_scale"):
                names.add(name)
    visit(spec, "")
    return {n for n in names if "/conv" not in n}      # as CTranslate2 does at load: its CPU convolutions stay float


def make(model_dir: Path) -> Path:
    """Writes model_dir's int8 copy (atomically: a .part directory renamed) and returns it."""
    version, name, revision, variables, aliases = _read(model_dir / "model.bin")
    wanted = _quantizable(variables)
    out: dict[str, np.ndarray] = {}
    for k, v in variables.items():
        if k in wanted and v.ndim >= 2 and v.dtype in (np.float16, np.float32):
            rows = v.astype(np.float32).reshape(v.shape[0], -1)
            amax = np.amax(np.abs(rows), axis=1)
            amax[amax == 0] = 127.0
            scale = (127.0 / np.maximum(amax, np.float32(127) / np.finfo(np.float32).max)).astype(np.float32)
            out[k] = np.rint(rows * scale[:, None]).astype(np.int8).reshape(v.shape)
            out[k + "_scale"] = scale
        else:
            out[k] = v.astype(np.float32) if v.dtype == np.float16 else v
    target = copy_dir(model_dir)
    part = target.with_name(target.name + ".part")
    shutil.rmtree(part, ignore_errors=True)
    part.mkdir(parents=True)
    with open(part / "model.bin", "wb") as f:
        def text(s: str) -> None:
            f.write(struct.pack("H", len(s) + 1) + s.encode() + b"\0")
        f.write(struct.pack("I", version))
        text(name)
        f.write(struct.pack("=II", revision, len(out)))
        for k, v in out.items():
            text(k)
            f.write(struct.pack("B", v.ndim) + b"".join(struct.pack("I", d) for d in v.shape))
            data = np.ascontiguousarray(v).tobytes()
            f.write(struct.pack("=BI", _TYPES.index(str(v.dtype)), len(data)) + data)
        f.write(struct.pack("I", len(aliases)))
        for a, b in aliases:
            text(a)
            text(b)
    for extra in model_dir.iterdir():
        if extra.name != "model.bin" and extra.is_file():
            shutil.copy2(extra, part / extra.name)
    (part / _STAMP).write_text(_stamp(model_dir) + "\n")
    shutil.rmtree(target, ignore_errors=True)
    os.replace(part, target)
    return target


def prepare(model_dir: Path, say=print) -> Path | None:
    """The copy for `models install`: made when missing or stale; a model it cannot read is said, not fatal."""
    if not (model_dir / "model.bin").is_file():
        return None
    if loadable(model_dir) != model_dir:
        say(f"{copy_dir(model_dir).name}: up to date")
        return copy_dir(model_dir)
    try:
        out = make(model_dir)
    except (OSError, ValueError, struct.error, ImportError) as e:
        say(f"{copy_dir(model_dir).name}: not made ({e}); Whisper quantizes at each start instead")
        return None
    say(f"{out.name}: Whisper's weights as int8 (made from {model_dir.name})")
    return out
