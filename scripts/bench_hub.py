#!/usr/bin/env python3
"""[llm] server on this machine: a real llama-cpp-python server (the hub) and real daemons pointing
at it through edgeassist/testing/hub_faults.py's FaultyHub (which can hang, fail or go down), typed
`ask` over the API. Prints:

- up: the requests that need a model (the first --commands of a pool that the board answered with
  its model), each asked of a daemon on the hub and of one without: the hub's share of the model
  calls, ask round trip p50/p95 both ways;
- flapping: --asks asks while the hub goes down / hangs / answers HTTP 500 / comes back every
  --flap-s seconds: answered, lost (an error or no reply), added latency p95 over the board alone;
- boards: --boards daemons on the one hub, --per-board asks each at once: asks/s and p95;
- saturate: the same with 1, 2, 4, 8 ... boards (--levels): asks/s and p95 at each, and the point
  where more boards stop adding asks/s (the hub saturates);
- firstsound: the same -n spoken commands as scripts/bench.py's daemon section (PulseAudio null sink
  and pipe source) into a daemon alone and into one whose model, recogniser (wyoming-faster-whisper)
  and voice (wyoming-piper) are the hub's: release -> first sound at the speaker's monitor, the
  intent heard, and each service's share of the turns;
- metrics: a daemon with [metrics] listen: one scrape's time and size, VmRSS with and without.

The hub is llama-cpp-python's server (one request at a time), or with --server-bin llama.cpp's own
llama-server (scripts/build_llama_server.sh) with --parallel slots. Everything runs on this one
machine: the "hub" shares its cores with the boards, so it is no stronger machine.

    .venv/bin/python scripts/bench_hub.py [--only up,flap,boards,saturate,firstsound,metrics] [--asks 500]
        [--flap-s 10] [--server-bin .hub/llama-server --parallel 4] [--levels 1,2,4,8] [-n 24]
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from edgeassist import config  # noqa: E402
from edgeassist.testing.daemon import DaemonProcess, free_port  # noqa: E402
from edgeassist.testing.hub_faults import (FaultyHub, start_llama_cpp_server, start_llama_server,  # noqa: E402
                                          start_piper_service, start_whisper_service)

INTENTS = ROOT / "tests" / "data" / "app-intents.json"
POOL = [json.loads(line)["text"] for f in ("intents-dev.jsonl", "intents-own.jsonl")
        for line in (ROOT / "tests" / "data" / f).read_text().splitlines() if line.strip()] + [
    "write me a short poem about the rain", "give me an idea for a birthday party", "what should i cook tonight",
    "suggest a name for a goldfish", "how can i sleep better", "what's a fun game for two people",
    "write a haiku about autumn", "help me plan a picnic", "what should i name my dog", "give me a tip for studying",
    "what can i do on a rainy day", "suggest a movie for tonight", "write a limerick about a cat",
    "what's a good breakfast idea", "how do i stay motivated", "what is a good gift for my mom",
    "give me a packing list for a weekend trip", "how do i make new friends"]


def pct(v: list[float], p: float) -> float:
    v = sorted(v)
    return v[min(len(v) - 1, int(p * (len(v) - 1) + 0.5))] if v else float("nan")


def ms(v: list[float]) -> str:
    return f"p50 {1000 * statistics.median(v):7.1f} ms  p95 {1000 * pct(v, 0.95):7.1f} ms  (n={len(v)})"


def daemon(tmp: Path, name: str, hub_url: str | None = None, metrics: str | None = None, timeout_s: float = 2.0,
           cache: Path | None = None) -> DaemonProcess:
    llm = {"intents": str(INTENTS)}
    if hub_url:
        llm.update(server=hub_url, server_timeout_s=timeout_s, server_retry_s=1.0)
    sections = {"llm": llm, **({"metrics": {"listen": metrics}} if metrics else {})}
    return DaemonProcess(tmp / name, sections=sections, cache_dir=cache).start()


def ready(server: dict) -> bool:
    """The hub is up and, when it was late with a first token, has read the board's prompts."""
    return server["state"] == "up" and (server["prompts_read"] or not server["calls"]["failed"])


def timed_ask(c, text: str) -> tuple[float, dict]:
    t = time.perf_counter()
    r = c.ask(text)
    return time.perf_counter() - t, r


def model_requests(d: DaemonProcess, n: int) -> list[str]:
    out = []
    with d.client() as c:
        for text in POOL:
            if c.ask(text).get("llm"):
                out.append(text)
                if len(out) == n:
                    break
    return out


def bench_up(tmp: Path, hub: FaultyHub, cache: Path, n: int) -> list[str]:
    board = daemon(tmp, "board", cache=cache)
    try:
        asks = model_requests(board, n)
        with board.client() as c:
            local = [timed_ask(c, t)[0] for t in asks]
    finally:
        board.stop()
    d = daemon(tmp, "hubbed", hub.url, cache=cache)
    try:
        with d.client() as c:
            for t in asks[:3]:        # the hub's cache of the daemon's prompts (their first reading: ~5 s on 1 thread)
                c.ask(t)
            end = time.monotonic() + 120      # up, and the board's prompts read by the server if it was late
            while not ready(c.status()["llm"]["server"]) and time.monotonic() < end:
                time.sleep(0.5)
            got = [timed_ask(c, t) for t in asks]
    finally:
        d.stop()
    on_hub = sum(1 for _, r in got if r.get("llm") == "hub")
    print(f"up: {len(asks)} requests that need a model; the hub answered {on_hub} ({100 * on_hub / len(asks):.0f}%)")
    print(f"  board alone  {ms(local)}")
    print(f"  on the hub   {ms([t for t, _ in got])}")
    return asks


def bench_flap(tmp: Path, hub: FaultyHub, cache: Path, asks: list[str], n: int, flap_s: float, timeout_s: float) -> None:
    board = daemon(tmp, "board2", cache=cache)
    try:
        with board.client() as c:
            alone = [timed_ask(c, asks[i % len(asks)])[0] for i in range(min(n, 60))]
    finally:
        board.stop()
    d = daemon(tmp, "flap", hub.url, timeout_s=timeout_s, cache=cache)
    stop = threading.Event()
    modes = ["forward", "down", "forward", "hang", "forward", "500"]

    def flap() -> None:
        i = 0
        while not stop.wait(flap_s):
            i += 1
            mode = modes[i % len(modes)]
            if mode == "down":
                hub.down()
            else:
                if hub._sock is None:
                    hub.up()
                hub.mode = mode
    threading.Thread(target=flap, daemon=True).start()
    took, lost, by = [], 0, {"hub": 0, "board": 0}
    try:
        with d.client(timeout=60) as c:
            for i in range(n):
                try:
                    t, r = timed_ask(c, asks[i % len(asks)])
                except Exception as e:          # noqa: BLE001 - a lost turn is what is counted
                    lost += 1
                    print(f"  lost: {e}")
                    continue
                if not r.get("reply") and r.get("intent") == "chat":
                    lost += 1
                took.append(t)
                by[r.get("llm", "board")] = by.get(r.get("llm", "board"), 0) + 1
    finally:
        stop.set()
        d.stop()
        if hub._sock is None:
            hub.up()
        hub.mode = "forward"
    added = pct(took, 0.95) - pct(alone, 0.95)
    print(f"flapping every {flap_s:g} s ({', '.join(modes)}), deadline {timeout_s:g} s: {len(took)}/{n} answered, "
          f"{lost} lost; by the hub {by.get('hub', 0)}, by the board {by.get('board', 0)}")
    print(f"  board alone  {ms(alone)}")
    print(f"  flapping     {ms(took)}; p95 added {1000 * added:.0f} ms (target <= deadline + 100 ms = {1000 * timeout_s + 100:.0f})")


def boards_at_once(tmp: Path, hub: FaultyHub, cache: Path, asks: list[str], boards: int, per: int,
                   name: str = "room") -> tuple[float, list[float], dict]:
    """boards daemons on the hub, each asking per asks one after another, all at once: (asks/s,
    each ask's time, who answered)."""
    ds = [daemon(tmp, f"{name}{boards}-{i}", hub.url, timeout_s=10.0, cache=cache) for i in range(boards)]
    took: list[float] = []
    by = {"hub": 0, "board": 0}
    lock = threading.Lock()

    def room(d: DaemonProcess, k: int) -> None:
        with d.client(timeout=120) as c:
            for i in range(per):
                t, r = timed_ask(c, asks[(i + k) % len(asks)])
                with lock:
                    took.append(t)
                    by[r.get("llm", "board")] = by.get(r.get("llm", "board"), 0) + 1
    try:
        for d in ds:                      # each board's prompts read once by the hub before the clock starts
            with d.client(timeout=120) as c:
                c.ask(asks[0])
                end = time.monotonic() + 180
                while not ready(c.status()["llm"]["server"]) and time.monotonic() < end:
                    time.sleep(0.5)
        t0 = time.perf_counter()
        threads = [threading.Thread(target=room, args=(d, k)) for k, d in enumerate(ds)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.perf_counter() - t0
    finally:
        for d in ds:
            d.stop()
    return len(took) / wall, took, by


def bench_boards(tmp: Path, hub: FaultyHub, cache: Path, asks: list[str], boards: int, per: int) -> None:
    rate, took, by = boards_at_once(tmp, hub, cache, asks, boards, per)
    print(f"boards: {boards} daemons x {per} asks at once on one hub: {rate:.2f} asks/s; {ms(took)}; "
          f"by the hub {by.get('hub', 0)}, by the board {by.get('board', 0)} (deadline 10 s)")


def bench_saturate(tmp: Path, hub: FaultyHub, cache: Path, asks: list[str], levels: list[int], per: int,
                   slots: str) -> None:
    print(f"saturate: {slots}; each board asks {per} model requests one after another, all boards at once")
    last, point, before = 0.0, None, None
    for n in levels:
        rate, took, by = boards_at_once(tmp, hub, cache, asks, n, per, name="sat")
        print(f"  {n} board(s): {rate:5.2f} asks/s; {ms(took)}; by the hub {by.get('hub', 0)}/{len(took)}")
        if point is None and last and rate < 1.1 * last:
            point = n
        elif point is None:
            before = n
        last = max(last, rate)
    print(f"  the hub saturates between {before} and {point} boards: {last:.2f} asks/s at most (more boards add "
          f"< 10%)" if point else f"  not saturated at {levels[-1]} boards")


def bench_firstsound(tmp: Path, hub: FaultyHub, cache: Path, n: int) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    from benchparts import daemon_runs as bench
    from edgeassist.testing.pulse import PulseServer
    asr_port, tts_port = free_port(), free_port()
    services = [start_whisper_service(asr_port, tmp / "whisper.log", threads=2),
                start_piper_service(tts_port, tmp / "piper.log", tmp)]
    hubbed = {"llm": {"server": hub.url, "server_timeout_s": 2.0, "server_retry_s": 1.0},
              "asr": {"engine": "wyoming", "server": f"tcp://127.0.0.1:{asr_port}", "server_timeout_s": 2.0},
              "tts": {"engine": "wyoming", "server": f"tcp://127.0.0.1:{tts_port}", "server_timeout_s": 1.0}}
    voice = config.Config().model_path(config.Config().tts.voice)
    print(f"firstsound: the same {n} spoken commands (scripts/bench.py's latency set), release -> first sound "
          "at the speaker's monitor")
    try:
        with PulseServer() as pulse:
            commands = bench.latency_commands(voice, n)
            for name, extra in (("board alone", None), ("on the hub", hubbed)):
                d = bench._daemon(tmp / name.replace(" ", "-"), cache, extra)
                try:
                    with d.client() as c:
                        events = c.events(["timings", "tts.end", "intent", "asr.final", "reply.sentence"], timeout=60)
                        rec = pulse.record()
                        got = [{**bench._speak(pulse, c, events, rec, pcm), "want": item["intent"]}
                               for item, pcm in commands]
                        rec.close()
                        status = c.status()
                finally:
                    d.stop()
                timed = [r["outside_ms"] / 1000 for r in got if r.get("outside_ms") is not None]
                right = sum(r["intent"] == r["want"] or (r["want"] == "chat" and r["intent"] in ("chat", "smalltalk",
                            "calculate")) for r in got)
                shares = "; ".join(f"{k} by the hub {s['server']['calls']['hub']}" for k in ("llm", "asr", "tts")
                                   if (s := status.get(k)) and s.get("server"))
                print(f"  {name:12s} {ms(timed)}; right intent {right}/{len(got)}" + (f"; {shares}" if shares else ""))
    finally:
        for p in services:
            p.terminate()
            p.wait(10)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def bench_metrics(tmp: Path, cache: Path, asks: list[str]) -> None:
    out = {}
    for with_metrics in (False, True):
        port = free_port()
        d = daemon(tmp, f"metrics{int(with_metrics)}", metrics=f"127.0.0.1:{port}" if with_metrics else None, cache=cache)
        try:
            with d.client() as c:
                for t in asks[:10]:
                    c.ask(t)
            time.sleep(5)
            scrape = []
            size = 0
            if with_metrics:
                for _ in range(100):
                    t = time.perf_counter()
                    size = len(urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5).read())
                    scrape.append(time.perf_counter() - t)
            out[with_metrics] = (rss_mb(d.proc.pid), scrape, size)
        finally:
            d.stop()
    print(f"metrics: one scrape {ms(out[True][1])}, {out[True][2]:,} bytes; VmRSS after 10 asks "
          f"{out[False][0]:.1f} MB without, {out[True][0]:.1f} MB with ({out[True][0] - out[False][0]:+.1f} MB)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="up,flap,boards,saturate,firstsound,metrics")
    ap.add_argument("--commands", type=int, default=24)
    ap.add_argument("--asks", type=int, default=500)
    ap.add_argument("--flap-s", type=float, default=10.0)
    ap.add_argument("--timeout-s", type=float, default=2.0)
    ap.add_argument("--boards", type=int, default=4)
    ap.add_argument("--per-board", type=int, default=10)
    ap.add_argument("--hub-threads", type=int, default=1)
    ap.add_argument("--server-bin", help="llama.cpp's llama-server (scripts/build_llama_server.sh) as the hub, "
                    "in place of llama-cpp-python's server")
    ap.add_argument("--parallel", type=int, default=4, help="llama-server's slots (with --server-bin)")
    ap.add_argument("--levels", default="1,2,4,8", help="boards at once for the saturate section")
    ap.add_argument("-n", type=int, default=24, help="spoken commands for the firstsound section")
    args = ap.parse_args()
    only = set(args.only.split(","))
    with tempfile.TemporaryDirectory() as t:
        tmp = Path(t)
        cache = tmp / "cache"
        port = free_port()
        model = config.Config().model_path(config.Config().llm.model)
        if args.server_bin:
            server = start_llama_cpp_server(args.server_bin, model, port, tmp / "server.log", args.hub_threads,
                                            args.parallel)
            slots = f"llama.cpp's llama-server, {args.parallel} slots, {args.hub_threads} thread(s)"
        else:
            server = start_llama_server(model, port, tmp / "server.log", threads=args.hub_threads)
            slots = f"llama-cpp-python's server (one request at a time), {args.hub_threads} thread(s)"
        print(f"hub: {slots}")
        hub = FaultyHub(port, "forward")
        try:
            asks = bench_up(tmp, hub, cache, args.commands) if only & {"up", "flap", "boards", "saturate", "metrics"} else []
            if "flap" in only:
                bench_flap(tmp, hub, cache, asks, args.asks, args.flap_s, args.timeout_s)
            if "boards" in only:
                bench_boards(tmp, hub, cache, asks, args.boards, args.per_board)
            if "saturate" in only:
                bench_saturate(tmp, hub, cache, asks, [int(x) for x in args.levels.split(",")], args.per_board, slots)
            if "firstsound" in only:
                bench_firstsound(tmp, hub, cache, args.n)
            if "metrics" in only:
                bench_metrics(tmp, cache, asks)
        finally:
            hub.close()
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:    # llama-server ends its queued work first
                server.kill()
                server.wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
