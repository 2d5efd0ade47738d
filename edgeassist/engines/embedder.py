"""Sentence embeddings with all-MiniLM-L6-v2 (sentence-transformers' weights), in numpy.

Six BERT layers of 384 wide: a short question is a few small matrix products, a few ms, so it
needs neither torch nor onnxruntime. Mean of the token vectors, then unit length, as
the model's sentence-transformers configuration says (modules.json: Pooling, Normalize).
The layers' ~43 MB are read (transposed) into memory at load; the word table (~47 MB) stays on
disk and only the rows a text uses are read.
"""
from __future__ import annotations

import json
import math
import struct
from pathlib import Path

import numpy as np

FILES = ("config.json", "model.safetensors", "tokenizer.json")
MAX_TOKENS = 128
_DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64}


class EmbedderError(Exception):
    pass


def model_problem(model_dir: Path) -> str | None:
    if not model_dir.is_dir():
        return f"{model_dir}: embedding model directory is missing (run scripts/setup.sh)"
    missing = [f for f in FILES if not (model_dir / f).is_file()]
    if missing:
        return f"{model_dir}: embedding model is incomplete (missing {', '.join(missing)})"
    return None


def _safetensors(path: Path) -> dict[str, tuple[int, np.dtype, list[int]]]:
    """name -> (file offset, dtype, shape) of each tensor of a .safetensors file."""
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        if n > 100 << 20:
            raise EmbedderError(f"{path}: not a safetensors file (header of {n} bytes)")
        header = json.loads(f.read(n))
    out = {}
    for name, t in header.items():
        if name == "__metadata__":
            continue
        dt = _DTYPES.get(t["dtype"])
        if dt is None:
            raise EmbedderError(f"{path}: tensor {name} has dtype {t['dtype']}, not supported")
        a, b = t["data_offsets"]
        if b - a != int(np.prod(t["shape"])) * np.dtype(dt).itemsize:
            raise EmbedderError(f"{path}: tensor {name} has the wrong size")
        out[name] = (8 + n + a, np.dtype(dt), t["shape"])
    return out


_CJK = ((0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x2A6DF), (0x2A700, 0x2B73F), (0x2B740, 0x2B81F),
        (0x2B820, 0x2CEAF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1F))   # one word a character, as BERT's


class WordPiece:
    """BERT's uncased tokenizer (lower case, accents off, punctuation split, longest-match word
    pieces), from the vocabulary in tokenizer.json: the `tokenizers` object of the same file
    held ~9 MB, this ~3 MB. Matches it on every question of the evaluation sets (tests)."""

    def __init__(self, path: Path):
        spec = json.loads(path.read_text(encoding="utf-8"))
        model = spec["model"]
        if model.get("type") != "WordPiece":
            raise EmbedderError(f"{path}: not a WordPiece tokenizer")
        self.vocab: dict[str, int] = model["vocab"]
        self.unk = self.vocab[model.get("unk_token", "[UNK]")]
        self.prefix = model.get("continuing_subword_prefix", "##")
        self.max_chars = int(model.get("max_input_chars_per_word", 100))
        self.cls, self.sep = self.vocab["[CLS]"], self.vocab["[SEP]"]

    def encode(self, text: str, limit: int = MAX_TOKENS) -> list[int]:
        return self.encode_words(text.split(), limit)[0]

    def encode_words(self, words: list[str], limit: int = MAX_TOKENS) -> tuple[list[int], list[int]]:
        """The ids of the words said one after another, and for each id the index of the word it
        is a piece of (-1 for [CLS] and [SEP])."""
        ids, owner = [self.cls], [-1]
        for n, word in enumerate(words):
            for w in self._words(word):
                pieces = self._pieces(w)
                ids += pieces
                owner += [n] * len(pieces)
        return ids[:limit - 1] + [self.sep], owner[:limit - 1] + [-1]

    @staticmethod
    def _words(text: str) -> list[str]:
        import unicodedata
        text = unicodedata.normalize("NFD", text.lower())
        text = "".join(c for c in text if unicodedata.category(c) != "Mn")
        out, cur = [], []
        for c in text:
            cat, o = unicodedata.category(c), ord(c)
            if c.isspace():
                if cur:
                    out.append("".join(cur))
                cur = []
            elif cat in ("Cc", "Cf") or o in (0, 0xFFFD):
                continue
            elif cat.startswith("P") or 33 <= o <= 47 or 58 <= o <= 64 or 91 <= o <= 96 or 123 <= o <= 126 \
                    or any(a <= o <= b for a, b in _CJK):
                if cur:
                    out.append("".join(cur))
                out.append(c)
                cur = []
            else:
                cur.append(c)
        if cur:
            out.append("".join(cur))
        return out

    def _pieces(self, word: str) -> list[int]:
        if len(word) > self.max_chars:
            return [self.unk]
        out, start = [], 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = word[start:end] if start == 0 else self.prefix + word[start:end]
                if piece in self.vocab:
                    out.append(self.vocab[piece])
                    break
                end -= 1
            if end == start:
                return [self.unk]
            start = end
        return out


class _Rows:
    """The word table, read a row at a time from the file (pread): a question needs ~10 of its
    30,522 rows, and a mapped table ended up resident whole (the kernel maps neighbouring pages
    on each fault: +47 MB)."""

    def __init__(self, path: Path, offset: int, dtype: np.dtype, shape: list[int]):
        import os
        self.fd = os.open(path, os.O_RDONLY)
        self.offset, self.dtype, self.shape = offset, dtype, shape
        self.row_bytes = int(shape[1]) * dtype.itemsize
        if os.fstat(self.fd).st_size < offset + self.row_bytes * int(shape[0]):
            raise EmbedderError(f"{path}: the word table is cut short")

    def __getitem__(self, ids: np.ndarray) -> np.ndarray:
        import os
        out = np.empty((*ids.shape, self.shape[1]), self.dtype)
        flat = out.reshape(-1, self.shape[1])
        for k, i in enumerate(ids.reshape(-1)):
            flat[k] = np.frombuffer(os.pread(self.fd, self.row_bytes, self.offset + int(i) * self.row_bytes),
                                    self.dtype)
        return out


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def _gelu(x: np.ndarray) -> np.ndarray:
    # BERT's erf form, through the tanh approximation (differences below 1e-3)
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x * x * x)))   # x**3: 100x slower


class Embedder:
    """all-MiniLM-L6-v2: texts -> unit vectors of 384; similar meaning = large dot product."""

    def __init__(self, model_dir: Path):
        problem = model_problem(model_dir)
        if problem:
            raise EmbedderError(problem)
        try:
            cfg = json.loads((model_dir / "config.json").read_text())
            self.heads, self.layers = int(cfg["num_attention_heads"]), int(cfg["num_hidden_layers"])
            self.eps = float(cfg.get("layer_norm_eps", 1e-12))
            self.w = self._read(model_dir / "model.safetensors")
            self.tokenizer = WordPiece(model_dir / "tokenizer.json")
        except (OSError, ValueError, KeyError, TypeError, AttributeError, struct.error, EmbedderError) as e:
            raise EmbedderError(f"{model_dir}: cannot load the embedding model ({e})") from None
        if "embeddings.word_embeddings.weight" not in self.w:
            raise EmbedderError(f"{model_dir}: model.safetensors is not a BERT model")
        self.dim = self.w["embeddings.word_embeddings.weight"].shape[1]
        self.model_dir = model_dir

    @staticmethod
    def _read(path: Path) -> dict:
        """Every tensor but the word table in memory, the layers' matrices transposed (a product
        with a transposed view took twice as long: ~10 ms a question instead of ~4)."""
        tensors = _safetensors(path)
        out: dict = {}
        with open(path, "rb") as f:
            for name, (offset, dt, shape) in tensors.items():
                if name == "embeddings.word_embeddings.weight":
                    out[name] = _Rows(path, offset, dt, shape)
                    continue
                f.seek(offset)
                a = np.fromfile(f, dt, int(np.prod(shape))).reshape(shape)
                out[name] = np.ascontiguousarray(a.T) if name.startswith("encoder.") and a.ndim == 2 else a
        from ..sysinfo import trim_memory
        trim_memory()   # the untransposed copies
        return out

    def embed(self, texts: list[str], batch: int = 32) -> np.ndarray:
        """(len(texts), 384) float32, each row of length 1."""
        out = np.zeros((len(texts), self.dim), np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))   # similar lengths pad little
        for s in range(0, len(order), batch):
            idx = order[s:s + batch]
            out[idx] = self._embed_batch([texts[i] for i in idx])
        return out

    def tokens(self, words: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """The last layer's vector of each token of the words said in a row, and for each token
        the index of its word (-1 for [CLS] and [SEP]); the words' embedding is the unit-length
        mean of all the vectors (what embed gives for " ".join(words))."""
        ids, owner = self.tokenizer.encode_words(words)
        x = self._forward(np.array([ids], np.int64), np.ones((1, len(ids)), np.float32))
        return x[0], np.array(owner)

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        encs = [self.tokenizer.encode(t) for t in texts]
        n = max(len(e) for e in encs)
        ids = np.zeros((len(encs), n), np.int64)
        mask = np.zeros((len(encs), n), np.float32)
        for i, e in enumerate(encs):
            ids[i, :len(e)] = e
            mask[i, :len(e)] = 1.0
        x = self._forward(ids, mask)
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-9)

    def _forward(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        w = self.w
        n = ids.shape[1]
        x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:n]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps)
        bias = (1.0 - mask)[:, None, None, :] * -1e4
        for layer in range(self.layers):
            x = self._layer(x, f"encoder.layer.{layer}.", bias)
        return x

    def _layer(self, x: np.ndarray, p: str, bias: np.ndarray) -> np.ndarray:
        w = self.w
        b, n, d = x.shape
        h = self.heads

        def lin(v, name):
            return v @ w[p + name + ".weight"] + w[p + name + ".bias"]   # weights transposed at load

        def split(v):
            return v.reshape(b, n, h, d // h).transpose(0, 2, 1, 3)
        q, k, v = (split(lin(x, f"attention.self.{m}")) for m in ("query", "key", "value"))
        att = q @ k.transpose(0, 1, 3, 2) / math.sqrt(d // h) + bias
        att = np.exp(att - att.max(-1, keepdims=True))
        att /= att.sum(-1, keepdims=True)
        ctx = (att @ v).transpose(0, 2, 1, 3).reshape(b, n, d)
        x = _layer_norm(x + lin(ctx, "attention.output.dense"), w[p + "attention.output.LayerNorm.weight"],
                        w[p + "attention.output.LayerNorm.bias"], self.eps)
        ff = lin(_gelu(lin(x, "intermediate.dense")), "output.dense")
        return _layer_norm(x + ff, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"], self.eps)
