#!/usr/bin/env python3
"""The exact answers spoken into the daemon's microphone (the PulseAudio pipe source, push-to-talk
over the API) by the Piper voice and by espeak-ng's English voice, scored as scripts/eval_exact.py
scores typed ones, from the reply the daemon said. The daemon's wall clock starts at the set's
fixed time (libfaketime, 2026-12-04 14:30 in America/New_York, [place] New York City) and runs on:
a world-clock answer is checked against the minutes gone by since.

    .venv/bin/python scripts/eval_exact_spoken.py [--set tests/data/exact-heldout4.jsonl] [-n 48] [-v]
    .venv/bin/python scripts/eval_exact_spoken.py --set tests/data/encyclopedia-heldout.jsonl -n 40

The n questions are spread evenly over the set (every group); a question is said as it is written.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from eval_encyclopedia import LONGEST  # noqa: E402
from eval_encyclopedia import said as said_in  # noqa: E402
from eval_exact import DECLINE, check  # noqa: E402


def shifted(exp: dict, minutes: float, group: str) -> dict:
    """A world-clock expectation moved on by the minutes the daemon's clock has run."""
    if group != "worldclock" or "time" not in exp:
        return exp
    h, m = map(int, exp["time"].split(":"))
    t = (h * 60 + m + round(minutes)) % 1440
    return {**exp, "time": f"{t // 60:02d}:{t % 60:02d}", "tol_min": exp.get("tol_min", 1) + 1}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default=str(ROOT / "tests/data/exact-heldout4.jsonl"))
    ap.add_argument("-n", type=int, default=48)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    from edgeassist import config
    from edgeassist.testing.daemon import DaemonProcess, spoken_turn
    from edgeassist.testing.pulse import PulseServer
    from edgeassist.testing.say_as import said_as
    from edgeassist.testing.speech import espeak_speech, piper_speech
    voice = config.Config().model_path(config.Config().tts.voice)
    rows = [json.loads(line) for line in Path(args.set).read_text().splitlines() if line.strip()]
    rows = [q for q in rows if q.get("kind") != "route" and set(q.get("expect") or ()) != {"source"}]   # routing items: eval_exact.py --routing
    step = max(1, len(rows) // args.n)
    picked = rows[::step][:args.n]
    results: Counter = Counter()
    os.environ["TZ"] = "America/New_York"
    with PulseServer() as pulse, tempfile.TemporaryDirectory() as tmp:
        for how in ("piper", "espeak-ng"):
            d = DaemonProcess(Path(tmp) / how, cache_dir=Path(tmp) / "cache", sections={
                "alarms": {"timezone": "America/New_York"},
                "place": {"country": "US", "name": "New York", "latitude": 40.7128, "longitude": -74.006}})
            d.start(clock="2026-12-04 14:30:00", timeout=300)
            t0 = time.time()
            try:
                with d.client() as c:
                    events = c.events(["intent", "reply.sentence", "tts.end", "error", "state"], timeout=40)
                    for i, q in enumerate(picked):
                        pcm = piper_speech(said_as(q["q"]), voice, length_scale=(1.0, 0.9, 1.1)[i % 3]) if how == "piper" \
                            else espeak_speech(said_as(q["q"]), "en-us", 150)
                        got, said = spoken_turn(pulse, c, events, pcm)
                        reply = " ".join(said) or (got or {}).get("reply") or ""
                        if isinstance(q["expect"], list):          # the encyclopedia's set: judged as eval_encyclopedia.py does
                            if q["kind"] == "obscure":
                                verdict = "right" if DECLINE.search(reply) or not reply or "fictional" in reply.lower() \
                                    else "wrong"
                            elif any(said_in(e, reply) for e in q["expect"]) and len(reply) <= LONGEST:
                                verdict = "right"
                            else:
                                verdict = "declined" if DECLINE.search(reply) or not reply else "wrong"
                        elif q["kind"] == "cannot":
                            verdict = "right" if DECLINE.search(reply) else "wrong"
                        else:
                            ok = check(shifted(q["expect"], (time.time() - t0) / 60, q["group"]), reply)[0] or \
                                check(q["expect"], reply)[0]     # a time said in the question is not "now"
                            verdict = "right" if ok else "declined" if DECLINE.search(reply) else "wrong"
                        results[(how, verdict)] += 1
                        results[("all", verdict)] += 1
                        if args.verbose and verdict != "right":
                            heard = (got or {}).get("text", "")
                            print(f"  {how} {verdict} {q['id']} {q['q']!r} heard {heard!r} -> {reply!r}")
            finally:
                d.stop()
    for how in ("piper", "espeak-ng", "all"):
        n = sum(v for k, v in results.items() if k[0] == how)
        print(f"{how:10} {n:3d} said: right {100 * results[(how, 'right')] / max(1, n):5.1f}%  "
              f"declined {100 * results[(how, 'declined')] / max(1, n):5.1f}%  wrong {100 * results[(how, 'wrong')] / max(1, n):5.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
