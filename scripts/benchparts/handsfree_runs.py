"""The hands-free figures that run a daemon (scripts/bench_wake.py --only daemon,endpoint): end of speech ->
first sound after the wake word, and where a hands-free turn ends (wake.complete_silence_ms on and off).
row(section, name, value, unit, target) prints a figure; RESULTS takes what the run writes to its JSON."""
from __future__ import annotations

import json
import os
import re
import tempfile
import time
from pathlib import Path

import numpy as np

from edgeassist import config
from edgeassist.testing.speech import piper_speech, pink_noise

RATE = 16000


def _bench_parts():
    """What the daemon figures use of scripts/bench.py's parts (benchparts/)."""
    from types import SimpleNamespace
    from benchparts import common, daemon_runs
    return SimpleNamespace(_daemon=daemon_runs._daemon, _speak=daemon_runs._speak, latency_commands=daemon_runs.latency_commands,
                           _proc_stats=common._proc_stats, med=common.med, p95=common.p95)


def bench_daemon(voice, n: int, row, RESULTS: dict):
    print("Daemon: hands-free end of speech -> first sound, push-to-talk release -> first sound")
    bench = _bench_parts()
    from edgeassist.testing.pulse import PulseServer
    with PulseServer() as pulse, tempfile.TemporaryDirectory() as cache:
        tmp = Path(tempfile.mkdtemp(prefix="edgeassist-wake-"))
        d = bench._daemon(tmp, Path(cache), {"wake": {"enabled": True}})
        try:
            time.sleep(12)
            cpu0, _ = bench._proc_stats(d.proc.pid)
            time.sleep(30)
            cpu1, _ = bench._proc_stats(d.proc.pid)
            c = d.client()
            c.wake_disable()
            time.sleep(12)
            cpu2, _ = bench._proc_stats(d.proc.pid)
            time.sleep(30)
            cpu3, rss = bench._proc_stats(d.proc.pid)
            row("daemon", "idle CPU, hands-free on, over 30 s", (cpu1 - cpu0) / 30 * 100, "% core")
            row("daemon", "idle CPU, hands-free off, over 30 s", (cpu3 - cpu2) / 30 * 100, "% core")
            items = bench.latency_commands(voice, n)
            events = c.events(["timings", "tts.end", "intent", "asr.final", "wake", "wake.end", "state"], timeout=60)
            rec = pulse.record()
            ptt = []
            for item, pcm in items:
                r = bench._speak(pulse, c, events, rec, pcm)
                r.update(text=item["text"], want=item["intent"])
                ptt.append(r)
            c.wake_enable()
            time.sleep(1.0)
            free = []
            for item, _ in items:
                free.append(_hands_free(pulse, events, rec, voice, item))
            rec.close()
            c.close()
        finally:
            d.stop()
    RESULTS["handsfree_commands"], RESULTS["ptt_commands"] = free, ptt
    ok = lambda r: r["intent"] == r["want"] or (r["want"] == "chat" and r["intent"] in ("chat", "smalltalk", "calculate"))  # noqa: E731
    hf = [r["end_to_sound_ms"] for r in free if r.get("end_to_sound_ms") is not None]
    pt = [r["outside_ms"] for r in ptt if r.get("outside_ms") is not None]
    row("daemon", f"hands-free: woke ({len(free)} commands)", sum(r["woke"] for r in free))
    row("daemon", "hands-free: right intent", f"{sum(ok(r) for r in free)}/{len(free)}")
    row("daemon", f"hands-free: end of speech -> first sound p50 / p95 ({len(hf)})",
        f"{bench.med(hf):.0f} / {bench.p95(hf):.0f}", "ms")
    row("daemon", "  of which: the pause that ends the turn (wake.end_silence_ms)",
        config.Config().wake.end_silence_ms, "ms")
    row("daemon", f"push-to-talk: release -> first sound p50 / p95 ({len(pt)})",
        f"{bench.med(pt):.0f} / {bench.p95(pt):.0f}", "ms")
    row("daemon", "push-to-talk: right intent", f"{sum(ok(r) for r in ptt)}/{len(ptt)}")
    row("daemon", "peak RSS (daemon + stage processes)", rss, "MB")


def _hands_free(pulse, events, rec, voice, item) -> dict:
    text = item["text"]
    pcm = piper_speech(f"Okay Nabu, {text}", voice, pad_s=0.3)
    loud = np.flatnonzero(np.abs(pcm.astype(np.int32)) > 300)
    start = pulse.mic.say(np.concatenate([pcm, np.zeros(RATE * 2, np.int16)]))
    end_of_speech = start + (loud[-1] + 1) / RATE
    out = {"text": text, "want": item["intent"], "woke": False, "intent": None}
    deadline = time.monotonic() + 25
    uid = None
    for ev in events:
        if ev["type"] == "wake" and uid is None:
            uid, out["woke"] = ev["id"], True
        elif uid and (ev.get("id") == uid or ev.get("utterance") == uid):
            if ev["type"] == "intent":
                out["intent"] = ev["intent"]
            if ev["type"] == "asr.final":
                out["heard"] = ev.get("text")
            if ev["type"] in ("tts.end", "wake.end"):
                break
            if ev["type"] == "state" and ev.get("state") == "idle" and out["intent"]:
                break                      # an intent with nothing to say (stop)
        if time.monotonic() > deadline:
            break
    pulse.mic.wait_idle()
    time.sleep(0.3)
    heard = rec.first_sound(end_of_speech)
    out["end_to_sound_ms"] = round((heard - end_of_speech) * 1000, 1) if heard is not None and uid else None
    return out


HESITATION_S = 0.5     # a "|" of the set: more than complete_silence_ms, less than end_silence_ms
EARLY_MS = 300         # wake.complete_silence_ms of the run that ends a whole command early (off by default)


def bench_endpoint(voice, path: Path, row, RESULTS: dict):
    print(f"Daemon: where a hands-free turn ends ({path.name})")
    bench = _bench_parts()
    from edgeassist.testing.pulse import PulseServer
    items = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    runs = {}
    with PulseServer() as pulse, tempfile.TemporaryDirectory() as cache:
        for label, early in (("whole-command end", EARLY_MS), ("silence only", 0)):
            tmp = Path(tempfile.mkdtemp(prefix="edgeassist-endpoint-"))
            wake = {"enabled": True, "complete_silence_ms": early}
            d = bench._daemon(tmp, Path(cache), {"wake": wake})
            try:
                c = d.client()
                events = c.events(["intent", "asr.final", "wake", "wake.end", "state", "timings", "tts.end"], timeout=60)
                rec = pulse.record()
                runs[label] = []
                for i, item in enumerate(items):
                    runs[label].append(_endpoint_turn(pulse, events, rec, voice, item, i))
                    if os.environ.get("BENCH_VERBOSE"):
                        r = runs[label][-1]
                        print(f"      {r['ended']} {r['end_to_sound_ms']} {r.get('intent')} {r['heard']!r}", flush=True)
                    if i % 20 == 19:
                        print(f"    {label}: {i + 1} of {len(items)}", flush=True)
                c.ask("cancel all timers")
                c.ask("cancel all alarms")
                rec.close()
                c.close()
            finally:
                d.stop()
    RESULTS["endpoint_turns"] = runs
    for label, got in runs.items():
        breath = [r for r in got if "|" not in r["text"]]
        paused = [r for r in got if "|" in r["text"]]
        for kind in ("command", "question"):
            t = [r["end_to_sound_ms"] for r in breath if r["kind"] == kind and r["end_to_sound_ms"] is not None]
            row("endpoint", f"{label}: {kind}s in one breath, end of speech -> first sound p50 / p95 ({len(t)})",
                f"{bench.med(t):.0f} / {bench.p95(t):.0f}" if t else "-", "ms")
        row("endpoint", f"{label}: turns ended as a whole command", f"{sum(r['ended'] == 'whole_command' for r in got)}"
            f"/{len(got)}")
        cut = [r for r in paused if r["cut"]]
        row("endpoint", f"{label}: cut off at a hesitation (commands / questions)",
            f"{sum(r['kind'] == 'command' for r in cut)}/{sum(r['kind'] == 'command' for r in paused)} / "
            f"{sum(r['kind'] == 'question' for r in cut)}/{sum(r['kind'] == 'question' for r in paused)}")
        row("endpoint", f"{label}: cut off, of all {len(got)} turns", 100.0 * len(cut) / max(1, len(got)), "%", "<= 2")
        for r in cut:
            print(f"    cut: {r['text']!r} heard {r['heard']!r} ({r['ended']})")
    return runs


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", (text or "").lower())


def _endpoint_turn(pulse, events, rec, voice, item, i: int) -> dict:
    """One item into the microphone after "Okay Nabu", a hesitation where it says "|", pink noise
    20 dB below the speech on every other item; what the turn heard and when it sounded."""
    parts = [p.strip() for p in f"Okay Nabu, {item['text']}".split("|")]
    pause = np.zeros(int(RATE * HESITATION_S), np.int16)
    pieces = []
    for j, part in enumerate(parts):
        pieces += [piper_speech(part, voice, pad_s=0.0)] + ([pause] if j < len(parts) - 1 else [])
    speech = np.concatenate([np.zeros(RATE // 4, np.int16), *pieces])
    loud = np.flatnonzero(np.abs(speech.astype(np.int32)) > 300)
    audio = np.concatenate([speech, np.zeros(int(RATE * 1.5), np.int16)]).astype(np.float64)
    if i % 2:
        rms = float(np.sqrt(np.mean(speech[loud[0]:loud[-1]].astype(np.float64) ** 2)))
        audio += pink_noise(len(audio), np.random.default_rng(i)) * rms * 10 ** (-20 / 20)
    start = pulse.mic.say(np.clip(audio, -32768, 32767).astype(np.int16))
    end_of_speech = start + (loud[-1] + 1) / RATE
    out = {"text": item["text"], "kind": item["kind"], "heard": None, "ended": None, "uid": None}
    deadline = time.monotonic() + 30
    for ev in events:
        if ev["type"] == "wake" and out["uid"] is None:
            out["uid"] = ev["id"]
        elif out["uid"] and ev.get("id") == out["uid"]:
            if ev["type"] == "asr.final":
                out["heard"] = ev.get("text")
            if ev["type"] == "timings":
                out["ended"] = ev.get("ended")
            if ev["type"] == "intent":
                out["intent"] = ev["intent"]
            if ev["type"] in ("tts.end", "wake.end") or ev["type"] == "timings" and "first_audio_ms" not in ev:
                break                      # its reply said (the next wake phrase is no barge-in), or nothing to say
        if time.monotonic() > deadline:
            break
    pulse.mic.wait_idle()
    time.sleep(0.5)
    heard = rec.first_sound(end_of_speech)
    out["end_to_sound_ms"] = round((heard - end_of_speech) * 1000, 1) if heard is not None and out["uid"] else None
    after = set(_words(item.get("after_pause", "")))
    out["cut"] = bool(after) and len(after & set(_words(out["heard"]))) < len(after) / 2
    return out
