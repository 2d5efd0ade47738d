"""Board profiles (issue 33): each engine's public figure on the board against this machine, free
and under the profile's CPU limit (edgeassist/testing/boards.py)."""
from __future__ import annotations

import math
import os
import time

from .common import RESULTS, med, row


# ------------------------------------------------------------------ board profiles (issue 33)

def _calibration_work(cfg, voice):
    """The work of each public board figure (testing/boards.py), as functions of no argument
    that return the seconds (or the real-time factor) this machine took."""
    from edgeassist.engines import whisper as W
    from edgeassist.engines.piper import PiperTts
    from edgeassist.testing.speech import piper_speech
    model = W.WhisperModel(cfg.model_path(cfg.asr.whisper_model), threads=os.cpu_count() or 2)
    short = piper_speech("Set a timer for twenty five minutes and turn off the kitchen lights.", voice)
    long = piper_speech("The library opens at nine in the morning on weekdays and at ten on Saturdays. "
                        "Children's story time is on Wednesday afternoons, and the reading room closes "
                        "half an hour before the building does.", voice)

    def whisper_30s(pcm):
        def run():
            pad, W.WINDOW_PAD_S = W.WINDOW_PAD_S, 30.0     # the 30 s window of the public figure
            try:
                t0 = time.perf_counter()
                model.decode(pcm, 1)
                return time.perf_counter() - t0
            finally:
                W.WINDOW_PAD_S = pad
        return run
    tts = PiperTts(voice, n_threads=os.cpu_count() or 2)
    tts.warm_up()

    def piper_rtf():
        t0 = time.perf_counter()
        n = sum(len(x) for x in tts.sentences("The weather tomorrow looks sunny with a light breeze from the west."))
        return (time.perf_counter() - t0) / (n / tts.rate)
    from edgeassist.engines.llama import LlamaEngine
    llm = LlamaEngine(cfg.model_path(cfg.llm.model), n_ctx=512, n_threads=os.cpu_count() or 2)
    toks = llm.tokenize(" ".join(["The quick brown fox jumps over the lazy dog near the river bank."] * 12))[:100]

    def prompt100():
        llm._memory_rm(0, 0)
        t0 = time.perf_counter()
        llm._decode(toks, 0, 0, None)
        return time.perf_counter() - t0

    def generate24():
        llm._memory_rm(0, 0)
        llm._decode(toks[:20], 0, 0, None)
        t0 = time.perf_counter()
        for i, t in enumerate(toks[20:44]):
            llm._decode([t], 0, 20 + i, None)     # one token at a time, as generation decodes
        return time.perf_counter() - t0
    secs = f"{len(short) / 16000:.1f} s"
    return [("whisper", f"Whisper tiny.en, 30 s window, beam 1, a {secs} clip", whisper_30s(short)),
            ("whisper", f"Whisper tiny.en, 30 s window, beam 1, a {len(long) / 16000:.1f} s clip", whisper_30s(long)),
            ("piper", "Piper joe-medium, real-time factor", piper_rtf),
            ("llama", "SmolLM2-135M, a 100-token prompt", prompt100),
            ("llama", "SmolLM2-135M, 24 tokens one at a time", generate24)]


def _timed(run, k: int = 3) -> float:
    run()
    return med([run() for _ in range(k)])


def bench_calibrate(cfg, voice, prof):
    """For each public figure of the board: this machine's time free and the share of its CPU at
    which it takes as long as the board (two steps: time scales about as 1 / share); an engine's
    share is the geometric mean of its figures' (testing/boards.py: the profile's `engines`, and
    its `share` the smallest: what the rest of the daemon runs at). Then every figure at its
    engine's share in the profile, and at the daemon's share (the one limit a whole-pipeline run
    would otherwise use), against the board."""
    from edgeassist.testing import boards
    print(f"Calibration of the {prof.name} profile ({prof.board}; this machine {os.cpu_count()} cores, "
          f"a cgroup CPU limit over {boards.PERIOD_US // 1000} ms periods)")
    work = _calibration_work(cfg, voice)
    refs = list(prof.references)
    got = []
    with boards.CpuLimit(1.0) as lim:
        lim.add(os.getpid())
        assert [w[0] for w in work] == [r.engine for r in refs], "the work and the profile's figures differ"
        for (engine, what, run), ref in zip(work, refs):
            lim.set_share(1.0)
            free = _timed(run)
            share = min(1.0, free / ref.seconds)
            for _ in range(2):
                lim.set_share(max(0.02, share))
                t = _timed(run)
                share = max(0.02, min(1.0, share * t / ref.seconds))
            got.append((engine, what, ref, free, share, run))
            row("calibrate", f"{what}: free / board", f"{free:.3f} / {ref.seconds:.3f}", "s",
                f"share {share:.3f}")
        found = {}
        for engine in dict.fromkeys(g[0] for g in got):
            shares = [g[4] for g in got if g[0] == engine]
            found[engine] = math.exp(sum(math.log(x) for x in shares) / len(shares))
        cal = RESULTS.setdefault("calibrate", {})
        cal["engine_shares"] = found
        cal["pipeline_share"] = min(found.values())
        print("  each engine's share (geometric mean of its figures'): "
              + ", ".join(f"{e} {x:.3f}" for e, x in found.items()))
        for key, label, share_of in (
                ("at_profile", f"at each engine's share in the profile (testing/boards.py: {prof.share:.3f} for the "
                               "daemon, " + ", ".join(f"{e} {x:.3f}" for e, x in prof.engines) + ")", prof.share_of),
                ("at_daemon_share", f"at the daemon's share {prof.share:.3f} for every engine (one limit for all)",
                 lambda e: prof.share)):
            print(f"  {label}:")
            for engine, what, ref, free, share, run in got:
                lim.set_share(share_of(engine))
                t = _timed(run)
                row("calibrate", f"  {what} ({share_of(engine):.3f})", f"{t:.3f} vs {ref.seconds:.3f}", "s",
                    f"{100 * (t / ref.seconds - 1):+.0f}% (within 25%: {abs(t / ref.seconds - 1) <= 0.25})")
                cal.setdefault(what, {"free": free, "board": ref.seconds, "share": share, "source": ref.source})[key] = t
