"""The decode loop of engines/llama.py: a generation token by token, with the sampling of
engines/sampling.py, a grammar asked only when the model's choice breaks it, stop strings and
cancellation between tokens."""
from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from .sampling import Sampling, choose, penalize, softmax


@dataclass
class Generation:
    text: str
    tokens: int
    prompt_tokens: int
    first_token_s: float      # from the call until the first generated token
    total_s: float
    grammar_slow_steps: int = 0
    stopped: str = "eos"      # eos | max_tokens | stop
    by: str = "board"         # which model answered: board | hub (engines/hub.py)


def sample(engine, seq, pos, smpl, s: Sampling, check, on_text, t0, n_prompt, until=None,
           logprobs: list | None = None) -> Generation:
    """Tokens one at a time after the prompt at pos of sequence seq: chosen by the sampling
    settings (and the grammar filter smpl, asked only when the model's own choice breaks it),
    text passed to on_text as it grows, stopped by the end of generation, a stop string,
    max_tokens or until(text); check() between tokens raises when cancelled or out of time.
    logprobs: each chosen token's log-probability under the model's own distribution is
    appended to it as it is chosen (how sure the model was of what it says)."""
    out: list[int] = []
    text = bytearray()
    emitted = 0
    first = None
    slow = 0
    rng = np.random.default_rng(s.seed or None)
    mu = 2 * s.mirostat_tau
    stopped = "max_tokens"
    for _ in range(s.max_tokens):
        logits = engine._logits()
        if s.temperature > 0 or s.mirostat:
            logits = penalize(logits.copy(), out, s)
        tok = choose(logits, s, rng, mu)
        if smpl and not smpl.allows(tok):
            slow += 1
            tok = choose(smpl.filter(logits), s, rng, mu)
        if s.mirostat == 2:
            probs = softmax(logits / max(s.temperature, 1e-6) if s.temperature > 0 else logits)
            surprise = -np.log2(max(probs[tok], 1e-12))
            mu -= s.mirostat_eta * (surprise - s.mirostat_tau)
        if first is None:
            first = time.perf_counter() - t0
        if logprobs is not None:
            raw = engine._logits()
            top = float(raw.max())
            logprobs.append(float(raw[tok]) - top - float(np.log(np.exp(raw - top).sum())))
        if engine.is_eog(tok):
            stopped = "eos"
            break
        if smpl:
            smpl.accept(tok)
        out.append(tok)
        text += engine.piece(tok)
        decoded = text.decode("utf-8", errors="ignore")
        hit = next((x for x in s.stop if x in decoded), None)
        if hit:
            decoded = decoded[:decoded.index(hit)]
            if on_text and len(decoded) > emitted:
                on_text(decoded[emitted:])
            return Generation(decoded, len(out), n_prompt, first or 0.0, time.perf_counter() - t0, slow, "stop")
        if on_text and len(decoded) > emitted and not text.endswith(b"\xef\xbf\xbd"):
            on_text(decoded[emitted:])
            emitted = len(decoded)
        if until is not None and until(decoded):
            return Generation(decoded, len(out), n_prompt, first or 0.0, time.perf_counter() - t0, slow, "limit")
        check()
        engine._decode([tok], seq, pos, None)
        pos += 1
    decoded = text.decode("utf-8", errors="ignore")
    if on_text and len(decoded) > emitted:
        on_text(decoded[emitted:])
    return Generation(decoded, len(out), n_prompt, first or 0.0, time.perf_counter() - t0, slow, stopped)
