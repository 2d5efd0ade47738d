#!/usr/bin/env python3
"""Memory over many turns: a running daemon asked N typed questions over the API (the exact answers'
and the encyclopedia's held-out questions and a few commands, in turn, again and again), its VmRSS
read every --every asks after a warm-up; prints the first and last figures, the most, and the
least-squares slope in KB per ask (issue 44: flat within 5 MB over 20,000 asks).

    .venv/bin/python scripts/bench_soak.py [--asks 20000] [--every 500] [--warmup 1000]

Questions that would go to the chat model are left out (a model turn takes ~1 s here); what the
model keeps is the prompt cache, whose size is fixed.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from edgeassist.testing.daemon import DaemonProcess  # noqa: E402

SETS = ("exact-heldout.jsonl", "exact-heldout5.jsonl", "encyclopedia-heldout.jsonl", "encyclopedia-heldout5.jsonl")
COMMANDS = ("what time is it", "set a timer for 5 minutes for the eggs", "how long is left on the eggs",
            "cancel the eggs timer", "add milk and bread to the shopping list", "what's on my shopping list",
            "remove milk and bread from the shopping list", "set an alarm for 7 am tomorrow", "cancel all my alarms")


def status_kb(pid: int, key: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0


def slope(xs: list[float], ys: list[float]) -> float:
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / den if den else 0.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--asks", type=int, default=20000)
    ap.add_argument("--every", type=int, default=500)
    ap.add_argument("--warmup", type=int, default=1000, help="asks before the first reading (caches fill)")
    args = ap.parse_args()
    qs = [json.loads(line)["q"] for name in SETS
          for line in (ROOT / "tests/data" / name).read_text().splitlines() if line.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        d = DaemonProcess(Path(tmp), sections={"place": {"country": "US", "latitude": 40.7128, "longitude": -74.006}})
        d.start()
        pid, xs, ys, chat, t0 = d.proc.pid, [], [], set(), time.monotonic()
        try:
            with d.client() as c:
                n, i = 0, 0
                while n < args.warmup + args.asks:
                    q = COMMANDS[i % len(COMMANDS)] if i % 4 == 0 else qs[i % len(qs)]
                    i += 1
                    if q in chat:
                        continue
                    r = c.ask(q)
                    if r.get("llm") or r.get("intent") == "chat":
                        chat.add(q)                 # the model's: left out from now on
                    n += 1
                    if n >= args.warmup and (n - args.warmup) % args.every == 0:
                        xs.append(n - args.warmup)
                        ys.append(status_kb(pid, "VmRSS"))
            hwm = status_kb(pid, "VmHWM")
        finally:
            d.stop()
    took = time.monotonic() - t0
    print(f"{args.asks} asks after {args.warmup} to warm up ({took / 60:.1f} min; {len(chat)} questions of the model's left out)")
    print(f"  VmRSS first / last / most: {ys[0] / 1024:.1f} / {ys[-1] / 1024:.1f} / {max(ys) / 1024:.1f} MB; "
          f"VmHWM {hwm / 1024:.1f} MB")
    print(f"  slope {slope(xs, ys):.4f} KB per ask ({slope(xs, ys) * args.asks / 1024:+.1f} MB over {args.asks}); "
          f"last - first {(ys[-1] - ys[0]) / 1024:+.1f} MB (target: within 5 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
