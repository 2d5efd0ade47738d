"""Choosing the next token of the llama.cpp engine (engines/llama.py): greedy, top-k/top-p or
mirostat 2 over the model's logits, and the grammar asked about the chosen token first.

The grammar: llama.cpp's grammar sampler applied to all 49k candidates each step costs as much as
the model itself on a 135M model, so GrammarFilter.allows() asks about the one token the model
chose, and only when the grammar refuses it does filter() mask the whole vocabulary (llama.cpp's
own "grammar last" strategy).
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np

_CAND_DTYPE = np.dtype([("id", "<i4"), ("logit", "<f4"), ("p", "<f4")], align=True)


class LlmError(Exception):
    """Model could not load or a request failed; the message says why."""


@dataclass(frozen=True)
class Sampling:
    temperature: float = 0.0
    top_k: int = 40
    top_p: float = 0.95
    repeat_penalty: float = 1.1
    repeat_last_n: int = 64
    mirostat: int = 0
    mirostat_tau: float = 5.0
    mirostat_eta: float = 0.1
    max_tokens: int = 96
    stop: tuple[str, ...] = ()
    seed: int = 0


def penalize(logits: np.ndarray, out: list[int], s: Sampling) -> np.ndarray:
    """The repeat penalty on the tokens generated lately (in place)."""
    if s.repeat_penalty != 1.0 and out:
        recent = np.unique(np.array(out[-s.repeat_last_n:], dtype=np.int64))
        vals = logits[recent]
        logits[recent] = np.where(vals > 0, vals / s.repeat_penalty, vals * s.repeat_penalty)
    return logits


def choose(logits: np.ndarray, s: Sampling, rng, mu: float) -> int:
    """The next token: the likeliest at temperature 0, else sampled (top-k/top-p or mirostat 2)."""
    if s.temperature <= 0 and not s.mirostat:
        return int(np.argmax(logits))
    n_vocab = len(logits)
    z = logits / max(s.temperature, 1e-6)
    if s.mirostat == 2:
        probs = softmax(z)
        keep = -np.log2(np.maximum(probs, 1e-12)) <= mu
        if not keep.any():
            return int(np.argmax(z))
        idx = np.flatnonzero(keep)
    else:
        k = min(s.top_k or n_vocab, n_vocab)
        idx = np.argpartition(-z, k - 1)[:k] if k < n_vocab else np.arange(n_vocab)
        idx = idx[np.isfinite(z[idx])]
        if len(idx) == 0:
            return int(np.argmax(logits))
        idx = idx[np.argsort(-z[idx])]
        if s.top_p < 1.0:
            pr = softmax(z[idx])
            cut = int(np.searchsorted(np.cumsum(pr), s.top_p)) + 1
            idx = idx[:cut]
    pr = softmax(z[idx])
    return int(idx[rng.choice(len(idx), p=pr)])


def log_softmax(z: np.ndarray) -> np.ndarray:
    z = z.astype(np.float64)
    m = z.max()
    return z - m - np.log(np.exp(z - m).sum())


def softmax(z: np.ndarray) -> np.ndarray:
    z = z - np.max(z[np.isfinite(z)])
    e = np.exp(z, where=np.isfinite(z), out=np.zeros_like(z, dtype=np.float64))
    return e / e.sum()


class GrammarFilter:
    """A GBNF grammar as llama.cpp's sampler holds it, for one generation: free() when done."""

    def __init__(self, lc, vocab, n_vocab: int, grammar: str):
        self._lc = lc
        self.smpl = lc.llama_sampler_init_grammar(vocab, grammar.encode(), b"root")
        if not self.smpl:
            raise LlmError("the grammar did not compile")
        self._cand = np.zeros(n_vocab, dtype=_CAND_DTYPE)
        self._cand["id"] = np.arange(n_vocab, dtype=np.int32)
        self._one = np.zeros(1, dtype=_CAND_DTYPE)

    def _apply(self, cand: np.ndarray):
        arr = self._lc.llama_token_data_array(
            data=cand.ctypes.data_as(self._lc.llama_token_data_p), size=len(cand), selected=-1, sorted=False)
        self._lc.llama_sampler_apply(self.smpl, ctypes.byref(arr))
        return arr

    def allows(self, tok: int) -> bool:
        one = self._one
        one["id"][0], one["logit"][0] = tok, 0.0
        self._apply(one)
        return bool(np.isfinite(one["logit"][0]))

    def filter(self, logits: np.ndarray) -> np.ndarray:
        """The logits with every token the grammar refuses here at -inf."""
        cand = self._cand
        cand["logit"] = logits
        arr = self._apply(cand)
        if arr.size != len(cand):
            raise LlmError("grammar sampler changed the candidate array size")
        masked = np.array(cand["logit"], dtype=np.float32)
        if not np.isfinite(masked).any():
            raise LlmError("the grammar allows no token here")
        return masked

    def accept(self, tok: int) -> None:
        self._lc.llama_sampler_accept(self.smpl, tok)

    def free(self) -> None:
        self._lc.llama_sampler_free(self.smpl)
