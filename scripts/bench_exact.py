#!/usr/bin/env python3
"""The exact answers in a running daemon: typed `ask` round trips over the API (p50/p95, by
intent) and the daemon's memory (VmRSS once settled after READY, then VmHWM / VmRSS after every
question of the sets), on this machine as it is (no audio device needed: the daemon opens none
until a turn speaks).

    .venv/bin/python scripts/bench_exact.py [--set FILE ...] [--settle-s 20]

To compare with a checkout of another commit, run this file from that checkout's folder with this
checkout's .venv (EDGEASSIST_MODELS pointing at the models): the daemon runs from the checkout the
script is in.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from edgeassist.testing.daemon import DaemonProcess  # noqa: E402

EXACT = {"date_question", "world_time", "sun_times", "convert_units", "spell_word", "define_word", "calculate", "encyclopedia"}


def status_kb(pid: int, key: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0


def questions(paths: list[str]) -> list[str]:
    out = []
    for p in paths:
        for line in Path(p).read_text().splitlines():
            if line.strip():
                d = json.loads(line)
                out.append(d.get("q") or d.get("text"))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", nargs="+", default=[str(ROOT / "tests/data/exact-heldout.jsonl")])
    ap.add_argument("--settle-s", type=float, default=20.0, help="wait this long after READY (background loading)")
    args = ap.parse_args()
    qs = questions(args.set)
    with tempfile.TemporaryDirectory() as tmp:
        d = DaemonProcess(Path(tmp), sections={"place": {"country": "US", "latitude": 40.7128, "longitude": -74.006}})
        t0 = time.monotonic()
        d.start()
        ready = time.monotonic() - t0
        try:
            pid = d.proc.pid
            time.sleep(args.settle_s)
            settled = status_kb(pid, "VmRSS")
            took: dict = defaultdict(list)
            with d.client() as c:
                for q in qs:
                    t = time.perf_counter()
                    r = c.ask(q)
                    took[r["intent"] if r["intent"] in EXACT else "other"].append(time.perf_counter() - t)
            hwm, rss = status_kb(pid, "VmHWM"), status_kb(pid, "VmRSS")
        finally:
            d.stop()
    print(f"checkout {ROOT} ({os.environ.get('EDGEASSIST_MODELS', 'models/')})")
    print(f"start -> READY {ready:.1f} s; VmRSS settled {settled / 1024:.1f} MB; after {len(qs)} asks: "
          f"VmHWM {hwm / 1024:.1f} MB, VmRSS {rss / 1024:.1f} MB")
    exact = sorted(t for k, v in took.items() if k != "other" for t in v)
    for k in sorted(took, key=lambda k: (k == "other", k)):
        v = sorted(took[k])
        print(f"  {k:14} n={len(v):4d} p50 {1000 * statistics.median(v):7.1f} ms  p95 {1000 * v[int(0.95 * (len(v) - 1))]:7.1f} ms")
    if exact:
        print(f"  {'all exact':14} n={len(exact):4d} p50 {1000 * statistics.median(exact):7.1f} ms  "
              f"p95 {1000 * exact[int(0.95 * (len(exact) - 1))]:7.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
