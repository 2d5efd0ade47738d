"""GGUF header checks, so that a wrong or damaged model file gives one clear line
instead of a crash inside llama.cpp."""
from __future__ import annotations

import mmap
import os
import struct
from dataclasses import dataclass, field
from pathlib import Path

# GGUF value types -> struct format of one fixed-size value
_FIXED = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"}
_STRUCTS = {fmt: struct.Struct("<" + fmt) for fmt in set(_FIXED.values())}
_STRING, _ARRAY = 8, 9
SUPPORTED_VERSIONS = (2, 3)


class GGUFError(Exception):
    """The file is not a usable GGUF model; the message names the file and the problem."""


@dataclass
class GGUFInfo:
    path: Path
    version: int
    tensor_count: int
    architecture: str
    context_length: int
    name: str = ""
    chat_template: str = ""
    metadata: dict = field(default_factory=dict)


class _Reader:
    """Reads little-endian GGUF fields from a memory map (fast to skip the vocabulary)."""

    def __init__(self, buf, path: Path):
        self.buf, self.path, self.size, self.pos = buf, path, len(buf), 0

    def take(self, n: int) -> bytes:
        if self.pos + n > self.size:
            raise GGUFError(f"{self.path}: truncated GGUF file (header ends early at byte "
                            f"{self.size} of a field ending at {self.pos + n})")
        b = self.buf[self.pos:self.pos + n]
        self.pos += n
        return b

    def unpack(self, fmt: str):
        st = _STRUCTS[fmt]
        if self.pos + st.size > self.size:
            raise GGUFError(f"{self.path}: truncated GGUF file (header ends early at byte {self.size})")
        v = st.unpack_from(self.buf, self.pos)[0]
        self.pos += st.size
        return v

    def string(self) -> str:
        n = self.unpack("Q")
        if n > self.size:
            raise GGUFError(f"{self.path}: corrupt GGUF header (a string of {n} bytes in a "
                            f"{self.size}-byte file)")
        return self.take(n).decode("utf-8", errors="replace")

    def skip(self, n: int) -> None:
        if self.pos + n > self.size:
            raise GGUFError(f"{self.path}: truncated GGUF file (header runs past the end)")
        self.pos += n

    def value(self, vtype: int):
        if vtype in _FIXED:
            return self.unpack(_FIXED[vtype])
        if vtype == _STRING:
            return self.string()
        if vtype == _ARRAY:
            etype, count = self.unpack("I"), self.unpack("Q")
            if etype in _FIXED:
                self.skip(count * _STRUCTS[_FIXED[etype]].size)
            elif etype == _STRING:
                q = _STRUCTS["Q"]
                for _ in range(count):
                    if self.pos + 8 > self.size:
                        raise GGUFError(f"{self.path}: truncated GGUF file (header runs past the end)")
                    self.pos += 8 + q.unpack_from(self.buf, self.pos)[0]
                if self.pos > self.size:
                    raise GGUFError(f"{self.path}: truncated GGUF file (header runs past the end)")
            else:
                raise GGUFError(f"{self.path}: corrupt GGUF header (array of unknown type {etype})")
            return None
        raise GGUFError(f"{self.path}: corrupt GGUF header (unknown value type {vtype})")


def read_header(path: str | Path) -> GGUFInfo:
    """Check magic, version, architecture and context length; raise GGUFError if wrong."""
    path = Path(path)
    try:
        f = open(path, "rb")
    except FileNotFoundError:
        raise GGUFError(f"{path}: no such model file") from None
    except OSError as e:
        raise GGUFError(f"{path}: cannot open ({e.strerror})") from None
    with f:
        if os.fstat(f.fileno()).st_size < 4:
            raise GGUFError(f"{path}: not a GGUF model (file is {os.fstat(f.fileno()).st_size} bytes)")
        with mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as buf:
            return _parse(_Reader(buf, path))


def _parse(r: _Reader) -> GGUFInfo:
    path = r.path
    magic = r.take(4)
    if magic != b"GGUF":
        raise GGUFError(f"{path}: not a GGUF model (starts with {magic!r}, expected b'GGUF')")
    version = r.unpack("I")
    if version not in SUPPORTED_VERSIONS:
        raise GGUFError(f"{path}: GGUF version {version} is not supported "
                        f"(supported: {', '.join(map(str, SUPPORTED_VERSIONS))})")
    tensors, kv_count = r.unpack("Q"), r.unpack("Q")
    if kv_count > 100_000:
        raise GGUFError(f"{path}: corrupt GGUF header ({kv_count} metadata entries)")
    meta: dict = {}
    for _ in range(kv_count):
        key = r.string()
        vtype = r.unpack("I")
        v = r.value(vtype)
        if v is not None:
            meta[key] = v
    arch = meta.get("general.architecture")
    if not arch:
        raise GGUFError(f"{path}: GGUF file has no general.architecture")
    ctx = meta.get(f"{arch}.context_length")
    if not isinstance(ctx, int) or ctx <= 0:
        raise GGUFError(f"{path}: GGUF file has no {arch}.context_length")
    if tensors == 0:
        raise GGUFError(f"{path}: GGUF file holds no tensors")
    _check_tensor_data(r, tensors, int(meta.get("general.alignment", 32)))
    return GGUFInfo(path=path, version=version, tensor_count=tensors, architecture=arch,
                    context_length=ctx, name=str(meta.get("general.name", "")),
                    chat_template=str(meta.get("tokenizer.chat_template", "")),
                    metadata={k: v for k, v in meta.items() if k != "tokenizer.chat_template"})


def _check_tensor_data(r: _Reader, tensors: int, alignment: int) -> None:
    """A file cut short inside its tensor data is truncated too: the last tensor must start in it."""
    last = 0
    for _ in range(tensors):
        r.string()
        r.skip(8 * r.unpack("I"))  # dimensions
        r.unpack("I")  # tensor type
        last = max(last, r.unpack("Q"))
    data_start = -(-r.pos // alignment) * alignment
    if data_start + last >= r.size:
        raise GGUFError(f"{r.path}: truncated GGUF file ({r.size} bytes, its tensor data "
                        f"reaches past byte {data_start + last})")
