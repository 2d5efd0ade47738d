#!/usr/bin/env python3
"""Wyoming figures: edgeassist's Wyoming endpoint against the community's own servers, in one
run on this machine, on the same models: wyoming-piper (the same Piper voice) and
wyoming-faster-whisper (the same Whisper tiny.en model directory, int8, beam 5, 2 threads).

    .venv/bin/python scripts/bench_wyoming.py [--json bench-wyoming.json] [--rounds 3] [--no-wyoming-bench]
        [--only tts,asr,concurrency] [--set SECTION.KEY=VALUE ...] [--variant SECTION.KEY=VALUE ...]

--set gives edgeassist's daemon a config value (value as TOML); --variant starts one more
edgeassist daemon with that value, measured in turn with the others (a setting against the
defaults and the peers in one run; tts and asr only).

tts          time from `synthesize` to the first audio-chunk, and to audio-stop
asr          time from audio-stop to the transcript (the audio sent as fast as the socket takes it,
             16 kHz mono), and the word error rate: people held out + Piper commands held out 2
concurrency  10 connections x 20 recognize requests to edgeassist: every one answered once
wyoming-bench  the community's benchmark (pip wyoming-bench) over the same servers, its report kept

The servers are measured in turn for every item (so that a slower minute of this noisy machine
falls on all of them). The peers are installed once into .venv-peers from PyPI (their models
are the ones in models/; nothing is downloaded from a model hub: HF_HUB_OFFLINE=1).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from bench import RESULTS, med, p95, row  # noqa: E402
from edgeassist.testing.daemon import free_port  # noqa: E402

PEERS = ROOT / ".venv-peers"
PINS = ["wyoming-piper==2.5.2", "wyoming-faster-whisper==3.8.1", "wyoming-bench==2026.10.0"]
TEXTS = ["It is five past three.",
         "Your timer for ten minutes is set. I will tell you when it is done.",
         "Tomorrow looks sunny with a light breeze, and it should stay dry all day.",
         "The library opens at nine on weekdays and at ten on Saturdays. It is closed on Sundays.",
         "Okay, the kitchen light is on.",
         "Mount Everest is the tallest mountain on Earth. It is almost nine kilometres high.",
         "I added milk to your shopping list.",
         "Sorry, I did not catch that. Could you say it again?"]


def install_peers() -> Path:
    stamp = PEERS / ".pins"
    if not (PEERS / "bin" / "python").exists():
        subprocess.run([sys.executable, "-m", "venv", str(PEERS)], check=True)
    if not stamp.exists() or stamp.read_text() != "\n".join(PINS):
        print("installing the peers into .venv-peers (pip):", ", ".join(PINS), flush=True)
        subprocess.run([str(PEERS / "bin" / "python"), "-m", "pip", "install", "-q", *PINS], check=True)
        stamp.write_text("\n".join(PINS))
    return PEERS / "bin" / "python"


def start_peer(python: Path, module: str, args: list[str], log: Path) -> subprocess.Popen:
    env = dict(os.environ, HF_HUB_OFFLINE="1")
    return subprocess.Popen([str(python), "-m", module, *args], env=env, stdout=subprocess.DEVNULL,
                            stderr=open(log, "wb"))


async def describe(port: int) -> bool:
    from wyoming.client import AsyncTcpClient
    from wyoming.info import Describe
    try:
        c = AsyncTcpClient("127.0.0.1", port)
        await c.connect()
        await c.write_event(Describe().event())
        ev = await asyncio.wait_for(c.read_event(), 5)
        await c.disconnect()
        return ev is not None and ev.type == "info"
    except OSError:
        return False


def wait_ready(port: int, proc, name: str, log: Path, timeout: float = 180) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{name} exited:\n{log.read_text()[-2000:]}")
        if asyncio.run(describe(port)):
            return
        time.sleep(0.5)
    raise RuntimeError(f"{name} not ready in {timeout:.0f} s:\n{log.read_text()[-2000:]}")


# ------------------------------------------------------------------ one request each

async def synthesize_once(port: int, text: str) -> tuple[float, float]:
    from wyoming.client import AsyncTcpClient
    from wyoming.tts import Synthesize
    c = AsyncTcpClient("127.0.0.1", port)
    await c.connect()
    try:
        t0 = time.perf_counter()
        await c.write_event(Synthesize(text=text).event())
        first = None
        while True:
            ev = await asyncio.wait_for(c.read_event(), 60)
            if ev is None or ev.type == "error":
                raise RuntimeError(f"synthesize on {port}: {ev.data if ev else 'closed'}")
            if ev.type == "audio-chunk" and first is None:
                first = time.perf_counter() - t0
            if ev.type == "audio-stop":
                return first, time.perf_counter() - t0
    finally:
        await c.disconnect()


async def transcribe_once(port: int, pcm) -> tuple[str, float]:
    from wyoming.asr import Transcribe, Transcript
    from wyoming.audio import AudioChunk, AudioStart, AudioStop
    from wyoming.client import AsyncTcpClient
    c = AsyncTcpClient("127.0.0.1", port)
    await c.connect()
    try:
        await c.write_event(Transcribe(language="en").event())
        await c.write_event(AudioStart(rate=16000, width=2, channels=1).event())
        data = pcm.astype("<i2").tobytes()
        for i in range(0, len(data), 2048):
            await c.write_event(AudioChunk(rate=16000, width=2, channels=1, audio=data[i:i + 2048]).event())
        t0 = time.perf_counter()
        await c.write_event(AudioStop().event())
        while True:
            ev = await asyncio.wait_for(c.read_event(), 60)
            if ev is None or ev.type == "error":
                raise RuntimeError(f"transcribe on {port}: {ev.data if ev else 'closed'}")
            if ev.type == "transcript":
                return Transcript.from_event(ev).text, time.perf_counter() - t0
    finally:
        await c.disconnect()


# ------------------------------------------------------------------ sections

def bench_tts(servers: dict[str, int], rounds: int) -> None:
    print("TTS over Wyoming (synthesize -> first audio-chunk / audio-stop)", flush=True)
    firsts = {n: [] for n in servers}
    totals = {n: [] for n in servers}
    for n, port in servers.items():
        asyncio.run(synthesize_once(port, "Warming up."))
    for _ in range(rounds):
        for text in TEXTS:
            for n, port in servers.items():
                f, t = asyncio.run(synthesize_once(port, text))
                firsts[n].append(f)
                totals[n].append(t)
    for n in servers:
        row("wyoming_tts", f"{n}: first audio chunk p50 / p95", f"{med(firsts[n]) * 1000:.0f} / {p95(firsts[n]) * 1000:.0f}", "ms")
        row("wyoming_tts", f"{n}: whole synthesis p50 / p95", f"{med(totals[n]) * 1000:.0f} / {p95(totals[n]) * 1000:.0f}", "ms")


def asr_items():
    from edgeassist import config
    from edgeassist.testing import corpus
    corpus.install(log=lambda m: None)
    cfg = config.Config()
    voice = cfg.model_path(cfg.tts.voice)
    people = [(ref, pcm) for _, pcm, ref in corpus.human("heldout")]
    commands = [(it["text"], pcm) for it, pcm in corpus.spoken("heldout2", voice)[::4]]
    return people + commands


def bench_asr(servers: dict[str, int], rounds: int) -> None:
    from edgeassist.testing.corpus import words_for_wer
    from edgeassist.testing.speech import wer
    items = asr_items()
    print(f"ASR over Wyoming ({len(items)} clips: people held out, Piper commands held out 2)", flush=True)
    lat = {n: [] for n in servers}
    errors = {n: [0, 0] for n in servers}
    for n, port in servers.items():
        asyncio.run(transcribe_once(port, items[0][1]))
    for r in range(rounds):
        for ref, pcm in items:
            for n, port in servers.items():
                text, t = asyncio.run(transcribe_once(port, pcm))
                lat[n].append(t)
                if r == 0:
                    e, w = wer(words_for_wer(ref), words_for_wer(text))
                    errors[n][0] += e
                    errors[n][1] += w
    for n in servers:
        row("wyoming_asr", f"{n}: audio-stop -> transcript p50 / p95", f"{med(lat[n]) * 1000:.0f} / {p95(lat[n]) * 1000:.0f}", "ms")
        row("wyoming_asr", f"{n}: WER ({errors[n][1]} words)", 100 * errors[n][0] / max(1, errors[n][1]), "%")


def bench_concurrency(port: int, connections: int = 10, requests: int = 20) -> None:
    from wyoming.client import AsyncTcpClient
    from wyoming.intent import Intent, Recognize

    async def one() -> list[str]:
        c = AsyncTcpClient("127.0.0.1", port)
        await c.connect()
        got = []
        try:
            for _ in range(requests):
                await c.write_event(Recognize(text="what time is it").event())
                ev = await asyncio.wait_for(c.read_event(), 120)
                got.append(Intent.from_event(ev).name if ev is not None and Intent.is_type(ev.type) else str(ev and ev.type))
        finally:
            await c.disconnect()
        return got

    async def all_of_them():
        return await asyncio.gather(*(one() for _ in range(connections)))
    t0 = time.perf_counter()
    results = asyncio.run(all_of_them())
    took = time.perf_counter() - t0
    answered = sum(len(r) for r in results)
    right = sum(x == "get_time" for r in results for x in r)
    row("wyoming_concurrency", f"{connections} connections x {requests} recognize: answered", answered, "",
        f"= {connections * requests}")
    row("wyoming_concurrency", "  of them the right intent", right, "")
    row("wyoming_concurrency", "  wall time", took, "s")


def wyoming_bench(python: Path, servers: dict[str, int], corpus_dir: Path) -> None:
    """The community benchmark's own report over the same servers (kept as its text)."""
    exe = python.parent / "wyoming-bench"
    tts = [f"127.0.0.1:{servers['edgeassist']}", f"127.0.0.1:{servers['wyoming-piper']}"]
    stt = [f"127.0.0.1:{servers['edgeassist']}", f"127.0.0.1:{servers['wyoming-faster-whisper']}"]
    for name, cmd in (("tts", [str(exe), "tts", *tts, "--mode", "non_streaming", "--rounds", "2", "--texts", *TEXTS[:4]]),
                      ("stt", [str(exe), "stt", *stt, "--mode", "non_streaming", "--rounds", "2",
                               "--corpus", str(corpus_dir)])):
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
        print(f"wyoming-bench {name}:\n{r.stdout[-6000:]}", flush=True)
        RESULTS.setdefault("wyoming_bench", {})[name] = r.stdout if r.returncode == 0 else r.stdout + r.stderr


def write_corpus(out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    for k, (ref, pcm) in enumerate(asr_items()[::2]):
        with wave.open(str(out / f"clip_{k:02d}.wav"), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(16000)
            w.writeframes(pcm.astype("<i2").tobytes())
        (out / f"clip_{k:02d}.txt").write_text(ref)
    return out


def toml_settings(items: list[str]) -> dict:
    """["tts.memory_arena=true", ...] -> {"tts": {"memory_arena": True}}: config sections."""
    import tomllib
    sections: dict = {}
    for item in items:
        key, _, value = item.partition("=")
        section, _, name = key.partition(".")
        if not (section and name and value):
            raise SystemExit(f"--set/--variant {item!r}: expected SECTION.KEY=VALUE")
        sections.setdefault(section, {})[name] = tomllib.loads(f"v = {value}")["v"]
    return sections


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--json", default="bench-wyoming.json")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--no-wyoming-bench", action="store_true")
    ap.add_argument("--only", default="tts,asr,concurrency", help="sections, comma separated")
    ap.add_argument("--set", action="append", default=[], metavar="SECTION.KEY=VALUE",
                    help="a config value for edgeassist's daemon")
    ap.add_argument("--variant", action="append", default=[], metavar="SECTION.KEY=VALUE",
                    help="one more edgeassist daemon with this value, measured beside the others")
    args = ap.parse_args()
    only = set(args.only.split(","))
    from edgeassist import config
    from edgeassist.testing.daemon import DaemonProcess
    from edgeassist.testing.pulse import PulseServer
    python = install_peers()
    cfg = config.Config()
    models = Path(cfg.daemon.models_dir)
    tmp = Path(tempfile.mkdtemp(prefix="edgeassist-wyoming-bench-"))
    ours = {"edgeassist": args.set, **{f"edgeassist[{v}]": args.set + [v] for v in args.variant}}
    ports = {n: free_port() for n in [*ours, "wyoming-piper", "wyoming-faster-whisper"]}
    print(f"Wyoming benchmark on {os.uname().machine}, {os.cpu_count()} cores ({time.strftime('%Y-%m-%d %H:%M')})"
          + "".join(f"; {n}: {' '.join(v) or 'defaults'}" for n, v in ours.items()))
    procs = [start_peer(python, "wyoming_piper", ["--uri", f"tcp://127.0.0.1:{ports['wyoming-piper']}", "--voice",
                                                  "en_US-joe-medium", "--data-dir", str(models)], tmp / "piper.log"),
             start_peer(python, "wyoming_faster_whisper",
                        ["--uri", f"tcp://127.0.0.1:{ports['wyoming-faster-whisper']}", "--model",
                         str(models / "whisper-tiny.en"), "--data-dir", str(models), "--language", "en",
                         "--compute-type", "int8", "--beam-size", "5", "--cpu-threads", "2"], tmp / "whisper.log")]
    daemons = []
    with PulseServer():
        try:
            for k, (name, items) in enumerate(ours.items()):
                sections = toml_settings(items)
                sections.setdefault("wyoming", {})["uri"] = f"tcp://127.0.0.1:{ports[name]}"
                daemons.append(DaemonProcess(tmp / f"d{k}", intents=ROOT / "tests" / "data" / "app-intents.json",
                                             sections=sections).start())
            for (name, port), proc, log in zip(ports.items(), [d.proc for d in daemons] + procs,
                                               [d.log for d in daemons] + [tmp / "piper.log", tmp / "whisper.log"]):
                wait_ready(port, proc, name, log)
            if "tts" in only:
                bench_tts({n: ports[n] for n in [*ours, "wyoming-piper"]}, args.rounds)
            if "asr" in only:
                bench_asr({n: ports[n] for n in [*ours, "wyoming-faster-whisper"]}, max(1, args.rounds - 1))
            if "concurrency" in only:
                bench_concurrency(ports["edgeassist"])
            if not args.no_wyoming_bench:
                wyoming_bench(python, {n: ports[n] for n in ("edgeassist", "wyoming-piper", "wyoming-faster-whisper")},
                              write_corpus(tmp / "corpus"))
        finally:
            for d in daemons:
                d.stop()
            for p in procs:
                p.terminate()
                p.wait(10)
    Path(args.json).write_text(json.dumps(RESULTS, indent=1))
    print(f"\nwritten: {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
