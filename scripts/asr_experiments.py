#!/usr/bin/env python3
"""The measurements behind the recogniser's settings (docs/speech.md), on the tuning sets
(the dev and own command sets spoken by Piper with pink noise; the people's "tune" clips).

    .venv/bin/python scripts/asr_experiments.py windows --pad 30,10,5 --beam 1,5 [--no-timestamps] [-v]
    .venv/bin/python scripts/asr_experiments.py pocketsphinx

windows       Whisper's WER and decode time for windows of the audio + PAD seconds (30 = the full
              window) and beam widths
pocketsphinx  pocketsphinx with the project's settings against its defaults, whole and segmented
"""
from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from edgeassist import config  # noqa: E402
from edgeassist.testing import corpus  # noqa: E402
from edgeassist.testing.speech import wer  # noqa: E402

NOISE = ("clean", "20 dB", "10 dB")


def tuning_sets(voice: Path, people: bool = True) -> dict:
    corpus.install(log=lambda m: None)
    sets = {"Piper dev+own": [(it["text"], a, NOISE[k // 3 % 3]) for w in ("dev", "own")
                              for k, (it, a) in enumerate(corpus.spoken(w, voice))]}
    if people:
        sets["people (tune)"] = [(r, a, "") for _, a, r in corpus.human("tune")]
    return sets


def score(hear, items, verbose=False):
    counts, times = {}, []
    for ref, pcm, condition in items:
        t0 = time.perf_counter()
        heard = hear(pcm)
        times.append(time.perf_counter() - t0)
        e, n = wer(corpus.words_for_wer(ref), corpus.words_for_wer(heard))
        for key in ("all", condition):
            c = counts.setdefault(key, [0, 0])
            c[0], c[1] = c[0] + e, c[1] + n
        if verbose and e:
            print(f"    {ref!r} -> {heard!r}")
    wers = {k: f"{100 * e / max(n, 1):.1f}%" for k, (e, n) in counts.items() if k}
    return wers, times


def windows(args, cfg):
    from edgeassist.engines import asr
    from edgeassist.engines import whisper as W
    rec = asr.build(cfg)
    if args.no_timestamps:
        rec.model.prompt = rec.model.prompt + [rec.model.tokenizer.token_to_id("<|notimestamps|>")]

    def hear(pcm):
        rec.start(live=False)
        rec.feed(pcm.tobytes())
        return rec.finish().text
    sets = tuning_sets(cfg.model_path(cfg.tts.voice))
    for pad in (float(x) for x in args.pad.split(",")):
        W.WINDOW_PAD_S = pad
        for beam in (int(x) for x in args.beam.split(",")):
            rec.beam_size = beam
            for name, items in sets.items():
                wers, times = score(hear, items, args.verbose)
                p95 = sorted(times)[int(0.95 * (len(times) - 1))]
                print(f"audio + {pad:4} s, beam {beam}, timestamps {'off' if args.no_timestamps else 'on'}, "
                      f"{name}: WER {wers}; decode p50 {statistics.median(times) * 1000:.0f} ms, "
                      f"p95 {p95 * 1000:.0f} ms", flush=True)


def pocketsphinx(args, cfg):
    import pocketsphinx as ps
    from edgeassist.engines.pocketsphinx import SphinxRecognizer, default_model_dir
    from edgeassist.runtime import cache_dir
    md = default_model_dir()
    ours = SphinxRecognizer(md, cache_dir=cache_dir(cfg))

    def theirs(**kw):
        d = ps.Decoder(hmm=str(md / "en-us"), lm=str(md / "en-us.lm.bin"), dict=str(md / "cmudict-en-us.dict"),
                       samprate=16000, loglevel="FATAL", **kw)

        def hear(pcm):
            d.start_utt()
            d.process_raw(pcm.tobytes(), False, True)
            d.end_utt()
            return d.hyp().hypstr if d.hyp() else ""
        return hear

    def segmented(hear):
        def run(pcm):
            out = [hear(np.frombuffer(s.pcm, np.int16)) for s in ps.Segmenter(sample_rate=16000).segment(
                io.BytesIO(pcm.tobytes()))]
            return " ".join(x for x in out if x)
        return run

    def ours_hear(pcm):
        ours.start(live=False)
        ours.feed(pcm.tobytes())
        return ours.finish().text
    sets = tuning_sets(cfg.model_path(cfg.tts.voice))
    sets["people (held out)"] = [(r, a, "") for _, a, r in corpus.human("heldout")]
    variants = {"edgeassist's settings": ours_hear, "defaults": theirs(),
                "defaults without the flat pass": theirs(fwdflat=False),
                "edgeassist's settings, segmented at pauses": segmented(ours_hear),
                "defaults, segmented at pauses": segmented(theirs())}
    for name, hear in variants.items():
        for set_name, items in sets.items():
            wers, _ = score(hear, items, args.verbose)
            print(f"{name}, {set_name}: WER {wers}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=("windows", "pocketsphinx"))
    ap.add_argument("--pad", default="30,10,5")
    ap.add_argument("--beam", default="1,5")
    ap.add_argument("--no-timestamps", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every transcript with an error")
    args = ap.parse_args()
    cfg = config.Config()
    {"windows": windows, "pocketsphinx": pocketsphinx}[args.what](args, cfg)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
