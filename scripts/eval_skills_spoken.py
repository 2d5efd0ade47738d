#!/usr/bin/env python3
"""Alarms, reminders, timers and lists spoken into the daemon's microphone (the PulseAudio pipe
source, push-to-talk over the API), scored like scripts/eval_skills.py from the daemon's own
state read back over the API.

Each scenario of the set is played up to its first "advance" step (a live daemon's clock runs
in real time), in a daemon of its own whose wall clock starts at the scenario's "now" (libfaketime)
in its time zone ([alarms] timezone); each request is said by the Piper voice and by espeak-ng's
English voice.

    .venv/bin/python scripts/eval_skills_spoken.py --set tests/data/skills-heldout4.jsonl [-n 40] [-v]
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from eval_skills import check, made_up_time, repeat_key  # noqa: E402


def _items(c, tz) -> dict:
    def ns(i):
        due = dt.datetime.fromisoformat(i["due"]).timestamp() if i.get("due") else None
        return SimpleNamespace(id=i["id"], kind=i["kind"], label=i.get("task") or i.get("label") or "", due=due,
                               days=repeat_key(i.get("repeat")), duration=i.get("duration_s"),
                               paused=i.get("paused", False), remaining=i.get("remaining_s"))
    got = [ns(i) for i in c.items_list()]
    return {"alarms": [i for i in got if i.kind == "alarm"], "reminders": [i for i in got if i.kind == "reminder"],
            "timers": [i for i in got if i.kind == "timer"], "lists": c.lists_get(), "ringing": {}}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default=str(ROOT / "tests/data/skills-heldout4.jsonl"))
    ap.add_argument("-n", type=int, default=40, help="at least this many requests (whole scenario prefixes)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    from edgeassist import config
    from edgeassist.testing.daemon import DaemonProcess, spoken_turn
    from edgeassist.testing.pulse import PulseServer
    from edgeassist.testing.say_as import said_as
    from edgeassist.testing.speech import espeak_speech, piper_speech
    voice = config.Config().model_path(config.Config().tts.voice)
    scenarios, n = [], 0
    for line in Path(args.set).read_text().splitlines():
        scen = json.loads(line)
        steps = []
        for st in scen["steps"]:
            if "advance" in st:
                break
            steps.append(st)
        if steps:
            scenarios.append({**scen, "steps": steps})
            n += len(steps)
        if n >= args.n:
            break
    results = Counter()
    with PulseServer() as pulse, tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache"
        for how in ("piper", "espeak-ng"):
            for k, scen in enumerate(scenarios):
                tz = scen["tz"]
                os.environ["TZ"] = tz
                d = DaemonProcess(Path(tmp) / f"{how}-{k}", cache_dir=cache, sections={"alarms": {"timezone": tz}})
                now = scen["now"].replace("T", " ")
                d.start(clock=now if now.count(":") == 2 else now + ":00", timeout=300)   # libfaketime wants seconds
                run = SimpleNamespace(tz=__import__("zoneinfo").ZoneInfo(tz), clock=time.time())
                try:
                    with d.client() as c:
                        events = c.events(["intent", "reply.sentence", "tts.end", "error", "state"], timeout=30)
                        for i, st in enumerate(scen["steps"]):
                            text = st["say"]
                            pcm = piper_speech(said_as(text), voice, length_scale=(1.0, 0.9, 1.1)[i % 3]) if how == "piper" \
                                else espeak_speech(said_as(text), "en-us", 150)
                            before = _items(c, run.tz)
                            started = time.time()
                            got, said = spoken_turn(pulse, c, events, pcm)   # the intent, the reply as said
                            after = _items(c, run.tz)
                            heard = got.get("text", "") if got else ""
                            run.clock = time.time()
                            run.slack = 1 + run.clock - started    # the time left is checked after the turn, which took this long
                            op = st["expect"]["op"]
                            ok, why = check(op, st["expect"], before, after, " ".join(said), run) \
                                if got and got["type"] == "intent" else (False, "no intent")
                            results[(how, ok)] += 1
                            results[(how, "made_up")] += made_up_time(op, before, after)
                            if args.verbose and not ok:
                                print(f"  {how} {scen['id']} {text!r} heard {heard!r} [{op}]: {why}")
                finally:
                    d.stop()
    total = 0
    for how in ("piper", "espeak-ng"):
        r, w = results[(how, True)], results[(how, False)]
        total += r
        print(f"{how}: {r}/{r + w} right ({100 * r / max(1, r + w):.1f}%), made-up times {results[(how, 'made_up')]}")
    all_n = sum(v for k, v in results.items() if k[1] in (True, False))
    print(f"spoken, both voices: {total}/{all_n} right ({100 * total / max(1, all_n):.1f}%) over {len(scenarios)} scenarios")
    return 0


if __name__ == "__main__":
    sys.exit(main())
