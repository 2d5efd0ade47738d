"""The daemon as a process, timed from outside: the API, push-to-talk release -> first sound at the
speaker's monitor (and the naive sequential pipeline beside it), the same with every core busy;
the helpers the other parts start and speak to daemons with."""
from __future__ import annotations

import multiprocessing
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from edgeassist import config, runtime

from .common import DAEMON_SETTINGS, RESULTS, ROOT, Run, _proc_stats, med, p95, row


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


def _daemon(tmp: Path, cache: Path, extra: dict | None = None):
    from edgeassist.testing.daemon import DaemonProcess
    intents = ROOT / "tests" / "data" / "app-intents.json"
    sections = {**DAEMON_SETTINGS, **(extra or {})} or None
    cgroup = Run.limit.path if Run.limit else None
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


def bench_start(pulse, voice, cache, warm_runs: int = 3):
    """Start -> READY=1 and the first `status` answered, cold (an empty daemon.cache_dir: the prompt
    prefixes, the examples' embeddings and the encyclopedia's index built again) and warm (the
    same cache again); then the first spoken command right after READY, release -> first sound."""
    from edgeassist.testing.daemon import DaemonProcess
    print("Start-up" + (f" under the {Run.profile} profile" if Run.profile else ""))
    intents = ROOT / "tests" / "data" / "app-intents.json"
    cgroup = Run.limit.path if Run.limit else None
    tmp = Path(tempfile.mkdtemp(prefix="edgeassist-bench-"))
    own_cache = tmp / "cache"            # not the run's: cold means nothing kept from another start
    item, pcm = latency_commands(voice, 1)[0]
    rows = {"cold": [], "warm": []}
    first = []
    for k, kind in enumerate(["cold"] + ["warm"] * warm_runs):
        d = DaemonProcess(tmp / f"d{k}", cache_dir=own_cache, intents=intents, sections=DAEMON_SETTINGS or None)
        d.start(cgroup=cgroup, timeout=900)
        try:
            with d.client(timeout=120) as c:
                c.status()
                answered = time.monotonic()
                rows[kind].append((d.ready_at - d.started_at, answered - d.started_at))
                if kind == "warm":
                    events = c.events(["timings", "tts.end", "intent", "asr.final"], timeout=60)
                    rec = pulse.record()
                    r = _speak(pulse, c, events, rec, pcm, timeout=60)
                    rec.close()
                    if r.get("outside_ms") is not None:
                        first.append(r["outside_ms"])
        finally:
            d.stop()
    RESULTS["start"] = {k: [list(map(float, x)) for x in v] for k, v in rows.items()}
    for kind, target in (("cold", "<= 30 s (pi4)"), ("warm", "<= 10 s (pi4)")):
        ready = [r for r, _ in rows[kind]]
        status = [s for _, s in rows[kind]]
        row("start", f"{kind}: start -> READY=1 (median of {len(ready)})", med(ready), "s", target)
        row("start", f"{kind}: start -> first status answered", med(status), "s")
    row("start", f"first command after READY ({item['text']!r}): release -> first sound",
        med(first), "ms")
