"""llama.cpp engine: one model load, cached prompt prefixes, grammar-constrained decoding that
stops between tokens when cancelled or out of time.

Why a decode loop of our own instead of ``Llama.create_completion``:
- prefixes: each prompt (intents, chat) keeps its evaluated prefix in its own KV sequence, so a
  request only evaluates its own tokens, and switching prompts costs nothing;
- speed under a grammar: the model's choice is asked of the grammar first (engines/sampling.py);
- cancellation and the time limit are checked between tokens.
"""
from __future__ import annotations

import ctypes
import logging
import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np

from .. import gguf
from ..sysinfo import CONTENTION, engine_limit, pinned
from . import chat_format, decode
from .decode import Generation  # noqa: F401 - part of this engine's interface
from .sampling import GrammarFilter, LlmError, Sampling, log_softmax

log = logging.getLogger(__name__)

class Cancelled(LlmError):
    pass


class TimedOut(LlmError):
    pass


@dataclass
class _Prefix:
    seq: int
    tokens: list[int] = field(default_factory=list)


SCORE_SEQS = 4   # candidates scored side by side in one batch


class LlamaEngine:
    """One loaded GGUF model. Not thread-safe by itself: one owner thread calls generate()."""

    def __init__(self, path: str | Path, n_ctx: int = 2048, n_threads: int = 2, n_batch: int = 256,
                 use_mmap: bool = True, use_mlock: bool = False, n_seq: int = 2,
                 flash_attn: int = 0, cpus: tuple[int, ...] = (), fit_ctx: bool = False,
                 chat_template: str = "auto", kv_budget_mb: float = 0, kv_cache: str = "f16"):
        """fit_ctx: n_ctx is only the most the board's RAM allows; fit_context() sizes the context
        (its KV cache: 23 KB a token for the default model) to what the prompts need.
        kv_budget_mb (with fit_ctx): that most is what this much KV cache holds for this model,
        within its trained context, instead of n_ctx."""
        import llama_cpp
        from llama_cpp import _internals

        self.info = gguf.read_header(path)  # a clear error before llama.cpp sees a bad file
        if fit_ctx and kv_budget_mb:
            n_ctx = max(512, min(self.info.context_length, int(kv_budget_mb * 2**20 / kv_bytes_per_token(self.info, kv_cache))))
        self._lc = llama_cpp
        llama_cpp.llama_log_set(_silent_log(), ctypes.c_void_p(0))
        mp = llama_cpp.llama_model_default_params()
        mp.use_mmap, mp.use_mlock = use_mmap, use_mlock
        try:
            self.model = _internals.LlamaModel(path_model=str(path), params=mp, verbose=False)
        except ValueError as e:
            raise LlmError(f"{path}: llama.cpp could not load the model ({e})") from None
        cp = llama_cpp.llama_context_default_params()
        cp.n_ctx, cp.n_batch, cp.n_ubatch = n_ctx, n_batch, n_batch
        cp.n_threads = cp.n_threads_batch = n_threads
        cp.n_seq_max = n_seq + SCORE_SEQS + 1   # prefixes, scoring candidates side by side, no-prefix
        cp.kv_unified = True
        cp.flash_attn_type = flash_attn
        if kv_cache == "q8_0":              # keys and values in 8 bits (34 bytes a block of 32): a quantized V cache needs flash attention
            cp.type_k = cp.type_v = llama_cpp.GGML_TYPE_Q8_0
            cp.flash_attn_type = llama_cpp.LLAMA_FLASH_ATTN_TYPE_ENABLED
        self._cp, self._internals = cp, _internals
        self.ctx = _internals.LlamaContext(model=self.model, params=cp, verbose=False)
        self.n_ctx, self.n_batch = n_ctx, n_batch
        self.n_threads = self._threads_now = n_threads
        self.fit_ctx, self.max_ctx = fit_ctx, n_ctx
        self.vocab = self.model.vocab
        self.n_vocab = self.model.n_vocab()
        self._batch = llama_cpp.llama_batch_init(n_batch, 0, 1)
        self._prefixes: dict[str, _Prefix] = {}
        self._next_seq = 0
        self._n_seq = n_seq
        self._pieces: dict[int, bytes] = {}
        self._lock = threading.Lock()
        self.chat_template, self.chat_template_from = chat_format.choose(
            chat_template, path, self.info.chat_template, self._special)
        self.own_template = bool(self.info.chat_template.strip())   # trained for turns (an instruct model)
        # a sequence starts with the model's BOS token when its vocabulary asks for one (Gemma,
        # Llama); the prompts are rendered without it (bos_token "") and each prefix gets it here
        self.start_tokens = ([self._lc.llama_vocab_bos(self.vocab)]
                             if self._lc.llama_vocab_get_add_bos(self.vocab) else [])
        log.info("%s: %s (%s), chat format: %s", Path(path).name, self.info.architecture,
                 self.info.name or "no name", self.chat_template_from)
        self.cpus = tuple(cpus)     # big.LITTLE: every decode runs on the big cores (sysinfo.thread_plan)

    # ---------------------------------------------------------------- context

    def fit_context(self, need: int) -> bool:
        """With fit_ctx, make the context hold `need` tokens (rounded up to 256), no more: smaller
        at start when the prompts are short, larger when registered intents grew them (up to the
        RAM's limit, or beyond it with a warning). A new context holds no prompt prefix: True then,
        and the caller evaluates (or loads) its prefixes again."""
        if not self.fit_ctx:
            return False
        want = max(512, -(-need // 256) * 256)
        if want > self.max_ctx:
            log.warning("the prompts need a context of %d tokens, more than the %d planned for this "
                        "board's RAM", want, self.max_ctx)
        with self._lock:
            if want == self.n_ctx or (want < self.n_ctx and self._prefixes):
                return False          # shrink only before any prefix is evaluated
            self.ctx.close()
            self._cp.n_ctx = want
            self.ctx = self._internals.LlamaContext(model=self.model, params=self._cp, verbose=False)
            self._threads_now = self.n_threads
            self.n_ctx = want
            self._prefixes, self._next_seq = {}, 0
            return True

    # ---------------------------------------------------------------- tokens

    def tokenize(self, text: str, special: bool = True) -> list[int]:
        return self.model.tokenize(text.encode("utf-8"), False, special)

    def _special(self, marker: str) -> bool:
        """The marker is one special token of the vocabulary (not plain text split in pieces)."""
        return len(self.tokenize(marker)) == 1 and len(self.tokenize(marker, special=False)) > 1

    def piece(self, token: int) -> bytes:
        p = self._pieces.get(token)
        if p is None:
            buf = ctypes.create_string_buffer(64)
            n = self._lc.llama_token_to_piece(self.vocab, token, buf, 64, 0, False)
            p = self._pieces[token] = buf.raw[:max(n, 0)]
        return p

    def is_eog(self, token: int) -> bool:
        """The end of the answer: an end-of-generation token, or any other control token (a model
        that opens a new turn, <start_of_turn> of Gemma, instead of ending its own)."""
        return bool(self._lc.llama_vocab_is_eog(self.vocab, token) or self._lc.llama_vocab_is_control(self.vocab, token))

    # ---------------------------------------------------------------- evaluation

    def _decode(self, tokens: list[int], seq: int, pos0: int, check: Callable[[], None] | None,
                all_logits: bool = False) -> None:
        b = self._batch
        for start in range(0, len(tokens), self.n_batch):
            if check:
                check()
            chunk = tokens[start:start + self.n_batch]
            b.n_tokens = len(chunk)
            for i, t in enumerate(chunk):
                b.token[i] = t
                b.pos[i] = pos0 + start + i
                b.n_seq_id[i] = 1
                b.seq_id[i][0] = seq
                b.logits[i] = all_logits
            b.logits[len(chunk) - 1] = True
            with self._running(), engine_limit("llama"):
                rc = self._lc.llama_decode(self.ctx.ctx, b)
            if rc != 0:
                raise LlmError(f"llama_decode failed ({rc}): context full? (n_ctx {self.n_ctx})")

    def _running(self):
        """Pinned to the model's cores, with no more threads than other programs leave free there."""
        n = CONTENTION.threads(self.n_threads, len(self.cpus) or os.cpu_count() or 1)
        if n != self._threads_now:
            self._lc.llama_set_n_threads(self.ctx.ctx, n, n)
            self._threads_now = n
            log.debug("llama.cpp threads: %d (other programs keep %.1f cores busy)", n, CONTENTION.others)
        return pinned(self.cpus)

    def _logits(self, i: int = -1) -> np.ndarray:
        ptr = self._lc.llama_get_logits_ith(self.ctx.ctx, i)
        return np.ctypeslib.as_array(ptr, shape=(self.n_vocab,))

    def set_prefix(self, name: str, tokens: list[int]) -> float:
        """Evaluate a prompt prefix once into its own sequence; re-evaluates only what changed."""
        with self._lock, engine_limit("llama"):
            t0 = time.perf_counter()
            p = self._prefixes.get(name)
            if p is None:
                if self._next_seq >= self._n_seq:
                    raise LlmError("no free KV sequence for another prompt prefix")
                p = self._prefixes[name] = _Prefix(self._next_seq)
                self._next_seq += 1
            common = 0
            for a, b in zip(p.tokens, tokens):
                if a != b:
                    break
                common += 1
            common = min(common, len(tokens) - 1)  # re-evaluate at least the last token for its logits
            self._memory_rm(p.seq, common)
            self._decode(tokens[common:], p.seq, common, None)
            p.tokens = list(tokens)
            return time.perf_counter() - t0

    def save_prefix(self, name: str, path: Path) -> bool:
        """Write a prefix's KV state to a file (so the next start need not evaluate it)."""
        with self._lock:
            p = self._prefixes[name]
            arr = (self._lc.llama_token * len(p.tokens))(*p.tokens)
            tmp = path.with_suffix(".tmp")
            n = self._lc.llama_state_seq_save_file(self.ctx.ctx, str(tmp).encode(), p.seq, arr, len(p.tokens))
            if n == 0:
                tmp.unlink(missing_ok=True)
                return False
            tmp.replace(path)
            return True

    def load_prefix(self, name: str, tokens: list[int], path: Path) -> bool:
        """Restore a prefix saved by save_prefix if it holds exactly these tokens."""
        with self._lock:
            p = self._prefixes.get(name)
            if p is None:
                if self._next_seq >= self._n_seq:
                    return False
                p = self._prefixes[name] = _Prefix(self._next_seq)
                self._next_seq += 1
            self._memory_rm(p.seq, 0)
            p.tokens = []
            out = (self._lc.llama_token * (len(tokens) + 1))()
            count = ctypes.c_size_t(0)
            n = self._lc.llama_state_seq_load_file(self.ctx.ctx, str(path).encode(), p.seq, out,
                                                   len(tokens) + 1, ctypes.byref(count))
            if n == 0 or list(out[:count.value]) != list(tokens):
                self._memory_rm(p.seq, 0)
                return False
            p.tokens = list(tokens)
            return True

    def prefix_len(self, name: str) -> int:
        p = self._prefixes.get(name)
        return len(p.tokens) if p else 0

    def _memory_rm(self, seq: int, p0: int) -> None:
        mem = self._lc.llama_get_memory(self.ctx.ctx)
        self._lc.llama_memory_seq_rm(mem, seq, p0, -1)

    # ---------------------------------------------------------------- generation

    def generate(self, prefix: str | None, prompt: list[int], grammar: str | None = None,
                 sampling: Sampling = Sampling(), cancel: threading.Event | None = None,
                 deadline: float | None = None, on_text: Callable[[str], None] | None = None,
                 use_cache: bool = True, until: Callable[[str], bool] | None = None,
                 logprobs: list | None = None) -> Generation:
        """Continue the named cached prefix with prompt tokens and generate.

        use_cache=False evaluates the prefix tokens again too (for measuring the cache); logprobs:
        a list each chosen token's log-probability is appended to (decode.sample)."""
        with self._lock, engine_limit("llama"):
            t0 = time.perf_counter()

            def check() -> None:
                if cancel is not None and cancel.is_set():
                    raise Cancelled("cancelled")
                if deadline is not None and time.monotonic() > deadline:
                    raise TimedOut("the model ran out of time")

            p = self._prefixes.get(prefix) if prefix else None
            if p is None and prefix:
                raise LlmError(f"unknown prompt prefix {prefix!r}")
            seq = p.seq if p else self._n_seq + SCORE_SEQS
            base = len(p.tokens) if p else 0
            if not use_cache and p:
                self._memory_rm(seq, 0)
                self._decode(p.tokens, seq, 0, check)
            held = sum(len(q.tokens) for q in self._prefixes.values())   # one KV cache for all sequences
            if held + len(prompt) + sampling.max_tokens > self.n_ctx:
                raise LlmError(f"prompt too long: {held + len(prompt)} tokens + {sampling.max_tokens} "
                               f"to generate exceed llm.n_ctx {self.n_ctx}")
            smpl = GrammarFilter(self._lc, self.vocab, self.n_vocab, grammar) if grammar else None
            try:
                check()
                self._decode(prompt, seq, base, check)
                return decode.sample(self, seq, base + len(prompt), smpl, sampling, check, on_text, t0, len(prompt),
                                     until, logprobs)
            finally:
                if smpl:
                    smpl.free()
                self._memory_rm(seq, base)  # back to the cached prefix
                if not use_cache and p:
                    self._memory_rm(seq, 0)
                    self._decode(p.tokens, seq, 0, None)

    def score(self, prefix: str, prompt: list[int], continuations: list[list[int]],
              cancel: threading.Event | None = None, deadline: float | None = None) -> list[float]:
        """Log-likelihood of each continuation after prefix + prompt: the prompt is evaluated
        once, then the continuations side by side in one batch (a sequence each, sharing the
        prompt's cells), not one decode after another."""
        with self._lock, engine_limit("llama"):
            p = self._prefixes[prefix]
            base = len(p.tokens)
            mem = self._lc.llama_get_memory(self.ctx.ctx)
            groups = [continuations[i:i + SCORE_SEQS] for i in range(0, len(continuations), SCORE_SEQS)]
            seqs = [self._n_seq + j for j in range(SCORE_SEQS)]
            try:
                self._decode(prompt, p.seq, base, None)
                first = log_softmax(self._logits())
                end = base + len(prompt)
                out = []
                for group in groups:
                    if cancel is not None and cancel.is_set():
                        raise Cancelled("cancelled")
                    if deadline is not None and time.monotonic() > deadline:
                        raise TimedOut("the model ran out of time")
                    totals = [float(first[c[0]]) for c in group]
                    rows = [(j, i, s_, c) for j, (s_, c) in enumerate(zip(seqs, group)) for i in range(len(c) - 1)]
                    if rows:
                        for j, c in enumerate(group):
                            if len(c) > 1:
                                self._lc.llama_memory_seq_cp(mem, p.seq, seqs[j], -1, -1)
                        self._decode_rows([(c[i], end + i, s_) for j, i, s_, c in rows])
                        for r, (j, i, s_, c) in enumerate(rows):
                            totals[j] += float(log_softmax(self._logits(r))[c[i + 1]])
                        for s_ in seqs[:len(group)]:
                            self._lc.llama_memory_seq_rm(mem, s_, -1, -1)
                    out += totals
                return out
            finally:
                for s_ in seqs:
                    self._lc.llama_memory_seq_rm(mem, s_, -1, -1)
                self._memory_rm(p.seq, base)

    def _decode_rows(self, rows: list[tuple[int, int, int]]) -> None:
        """One batch of (token, position, sequence), a logit row for each."""
        if len(rows) > self.n_batch:
            raise LlmError(f"{len(rows)} tokens to score at once exceed llm.n_batch {self.n_batch}")
        b = self._batch
        b.n_tokens = len(rows)
        for i, (tok, pos, seq) in enumerate(rows):
            b.token[i], b.pos[i], b.n_seq_id[i], b.logits[i] = tok, pos, 1, True
            b.seq_id[i][0] = seq
        with self._running(), engine_limit("llama"):
            rc = self._lc.llama_decode(self.ctx.ctx, b)
        if rc != 0:
            raise LlmError(f"llama_decode failed ({rc}): context full? (n_ctx {self.n_ctx})")

_LOG_CB = None


def kv_bytes_per_token(info: gguf.GGUFInfo, kv_cache: str = "f16") -> int:
    """The KV cache one token of context takes (f16 keys and values of every layer; q8_0: 34 bytes a block of 32
    values instead of 64), from the GGUF's dimensions: 23,040 bytes for SmolLM2-135M in f16, 18,432 for Gemma 3
    270M, 512 KB for a 7B Llama 2."""
    m, a = info.metadata, info.architecture
    heads = int(m.get(f"{a}.attention.head_count") or 1)
    kv_heads = int(m.get(f"{a}.attention.head_count_kv") or heads)
    head_dim = int(m.get(f"{a}.embedding_length") or 4096) // heads
    k = int(m.get(f"{a}.attention.key_length") or head_dim)
    v = int(m.get(f"{a}.attention.value_length") or head_dim)
    f16 = int(m.get(f"{a}.block_count") or 32) * kv_heads * (k + v) * 2
    return f16 * 34 // 64 if kv_cache == "q8_0" else f16


def _silent_log():
    """llama.cpp's own logging is noise in a daemon's journal; the callback must outlive us."""
    global _LOG_CB
    if _LOG_CB is None:
        import llama_cpp
        _LOG_CB = llama_cpp.llama_log_callback(lambda level, text, data: None)
    return _LOG_CB
