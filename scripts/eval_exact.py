#!/usr/bin/env python3
"""Score the exact answers (dates, holidays, world clock, sun, units, spelling, words,
calculations) on a question set with computed answers (tests/data/exact-heldout.jsonl, its
format in exact-heldout.README.md), each typed question through the whole understanding as the
daemon runs it (skills' fast lane, computation, knowledge, model) at the set's fixed time and place;
or the routing of a mixed set (--routing: tests/data/routing-heldout.jsonl with its FAQ loaded).

    .venv/bin/python scripts/eval_exact.py [--set FILE] [-v]      # right / declined / wrong, by group
    .venv/bin/python scripts/eval_exact.py --routing [-v]          # share sent to the right source
    .venv/bin/python scripts/eval_exact.py --routing --routing-set tests/data/exact-heldout20.jsonl  # its route items

A reply is right (every expectation holds), declined (an honest "I can't" / "I don't know" to a
question that has an answer) or wrong; to a question that has none ("cannot"), an honest decline
is right and anything else wrong. The fast lane's latency (understanding + skill) is printed too.
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from edgeassist import config  # noqa: E402
from edgeassist.skills import Skills  # noqa: E402
from edgeassist.skills.answers import Place  # noqa: E402

NOW = dt.datetime(2026, 12, 4, 14, 30, tzinfo=ZoneInfo("America/New_York"))
PLACE = Place("US", "New York", 40.7128, -74.0060)
DECLINE = re.compile(r"\b(?:sorry|i don't know|i do not know|i can't|i cannot|there is no|there's no|no such|which one|"
                     r"more than one|not installed|don't know where|has no|i know no|not a word)\b", re.I)
STOP = set("a an the of to in on at for by with and or from as is are be that this which who its it their one".split())
MONTHS = "january february march april may june july august september october november december".split()


def numbers_in(reply: str) -> list[float]:
    return [float(x.replace(",", "")) for x in re.findall(r"-?\d[\d,]*(?:\.\d+)?", reply)]


def times_in(reply: str) -> list[int]:
    """Clock times said ("4:30 AM", "16:30", "7 PM") as minutes after midnight."""
    out = []
    for h, m, mer in re.findall(r"\b(\d{1,2})(?::(\d{2}))?\s*([AaPp]\.?[Mm]\.?)?(?![\d])", reply):
        if not m and not mer:
            continue
        h, m = int(h), int(m or 0)
        if mer:
            h = h % 12 + (12 if mer[0].lower() == "p" else 0)
        out.append(h * 60 + m)
    return out


def content(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if w not in STOP and len(w) > 2}


def check(exp: dict, reply: str) -> tuple[bool, str]:
    low = reply.lower()
    for alt in exp.get("contains", []):
        if not any(a.lower() in low for a in alt.split("|")):
            return False, f"no {alt!r}"
    if "number" in exp:
        tol = exp.get("tol", 0.02)
        want = float(exp["number"])
        if not any(abs(x - want) <= tol * max(abs(want), 1e-9) + (1e-9 if tol == 0 else 0) for x in numbers_in(reply)):
            return False, f"no number ~{want}"
    if "days" in exp and not any(x == exp["days"] for x in numbers_in(reply)):
        return False, f"no {exp['days']} days"
    if "date" in exp:
        d = dt.date.fromisoformat(exp["date"])
        if not re.search(rf"\b{MONTHS[d.month - 1]}\s+{d.day}\b|\b{d.day}(?:st|nd|rd|th)? of {MONTHS[d.month - 1]}\b", low):
            return False, f"no date {exp['date']}"
    if "weekday" in exp and exp["weekday"].lower() not in low:
        return False, f"no {exp['weekday']}"
    if "time" in exp:
        h, m = map(int, exp["time"].split(":"))
        want, tol = h * 60 + m, exp.get("tol_min", 1)
        if not any(min(abs(t - want), 1440 - abs(t - want)) <= tol for t in times_in(reply)):
            return False, f"no time {exp['time']}"
    if "letters" in exp:
        got = "".join(re.findall(r"\b([A-Z])\b(?:,|\.|$| then)", reply))
        wants = exp["letters"] if isinstance(exp["letters"], list) else [exp["letters"]]   # a list: any of them
        if not any(w.upper() in got for w in wants):
            return False, f"letters {got!r}"
    if "gloss" in exp:
        want = content(exp["gloss"])
        have = content(reply)
        if not want or len(want & have) / len(want) < 0.6:
            others = [g for g in exp.get("glosses", []) if content(g) and len(content(g) & have) / len(content(g)) >= 0.6]
            return False, "another sense" if others else "not the gloss"
    if "synonyms" in exp:
        if not any(re.search(rf"\b{re.escape(s.lower())}\b", low) for s in exp["synonyms"]):
            return False, "no synonym"
    return True, ""


class Runner:
    def __init__(self, model: bool, faq: str | None = None):
        cfg = config.load(None)
        from edgeassist.runtime import shared_embedder
        self.skills = Skills(None, tz=NOW.tzinfo, clock=lambda: NOW.timestamp(), place=PLACE,
                             models_dir=cfg.daemon.models_dir, embedder=lambda: shared_embedder(cfg))
        self.skills.warm()
        self.und = None
        if model:
            from edgeassist.runtime import build_knowledge, build_understander
            know = build_knowledge(cfg, [faq], with_state=False) if faq else None
            self.und = build_understander(cfg, knowledge=know, skills=self.skills)

    def ask(self, text: str):
        t0 = time.perf_counter()
        if self.und is not None:
            from edgeassist.engines.llama import LlmError
            try:
                u = self.und.understand(text)
            except LlmError as e:     # "the model ran out of time" on a loaded machine: the daemon says nothing (an error
                return "chat", "error", f"Sorry: no answer ({e}).", time.perf_counter() - t0   # event): a decline here
            intent, slots, reply, source = u.intent, u.slots, u.reply, u.source
        else:
            c = self.skills.claim(text)
            intent, slots, reply, source = (c.intent, c.slots, c.reply, "skill") if c else ("chat", {}, None, "none")
        out = self.skills.handle(intent, slots, reply)
        took = time.perf_counter() - t0
        if self.und is not None:
            self.und.settle(u) if u else None
        return intent, source, out.reply or "", took


def run_exact(args) -> int:
    r = Runner(not args.no_model)
    groups: dict = defaultdict(Counter)
    fast = []
    for line in Path(args.set).read_text().splitlines():
        if not line.strip():
            continue
        q = json.loads(line)
        if _routed(q):                      # a set's routing items: --routing --routing-set SET
            continue
        intent, source, reply, took = r.ask(q["q"])
        if source in ("skill", "calculate"):
            fast.append(took)
        if q["kind"] == "cannot":
            verdict = "right" if DECLINE.search(reply) else "wrong"
            why = "" if verdict == "right" else "answered a question that has no answer"
        else:
            ok, why = check(q["expect"], reply)
            verdict = "right" if ok else "declined" if DECLINE.search(reply) else "wrong"
        groups[q["group"]][verdict] += 1
        groups["all"][verdict] += 1
        if q.get("slip"):
            groups["(slips)"][verdict] += 1
        if verdict != "right" and args.verbose:
            print(f"{verdict:8} {q['id']} [{q['group']}/{intent}/{source}] {q['q']!r} -> {reply!r} ({why})")
    print(f"{'group':12} {'n':>4} {'right':>7} {'declined':>9} {'wrong':>7}")
    for g in sorted(groups, key=lambda g: (g == "all", g)):
        c = groups[g]
        n = sum(c.values())
        print(f"{g:12} {n:4d} {100 * c['right'] / n:6.1f}% {100 * c['declined'] / n:8.1f}% {100 * c['wrong'] / n:6.1f}%")
    if fast:
        fast.sort()
        print(f"fast lane: {len(fast)} answers, p50 {1000 * statistics.median(fast):.1f} ms, "
              f"p95 {1000 * fast[int(0.95 * (len(fast) - 1))]:.1f} ms")
    return 0


def source_of(r: Runner, intent: str, source: str) -> str:
    if source == "knowledge" or intent == "knowledge":
        return "knowledge"
    if intent == "smalltalk":
        return "smalltalk"
    if intent == "encyclopedia":
        return "encyclopedia"
    if source == "calculate" or intent in ("get_time", "get_date") or r.skills.answers(intent):
        return "exact"
    if intent == "chat":
        return "chat"
    return "command"


def _routed(q: dict) -> bool:
    """A routing item of an exact set: kind "route", or (set 26) any item whose expect names only a source."""
    return q["kind"] == "route" or set(q.get("expect") or ()) == {"source"}


def run_routing(args) -> int:
    r = Runner(True, faq=str(ROOT / "tests/data/routing-faq.yaml"))
    by = defaultdict(Counter)
    for line in Path(args.routing_set).read_text().splitlines():
        if not line.strip():
            continue
        q = json.loads(line)
        if "kind" in q and not _routed(q):    # an exact set's own routing items ("a|b": either)
            continue
        intent, source, reply, _ = r.ask(q.get("text") or q["q"])
        got = source_of(r, intent, source)
        want = q["source"] if "source" in q else q["expect"]["source"]
        ok = got in want.split("|")
        by[want]["right" if ok else "wrong"] += 1
        by["all"]["right" if ok else "wrong"] += 1
        if want != "encyclopedia":
            by["all but encyclopedia"]["right" if ok else "wrong"] += 1
        if not ok and args.verbose:
            print(f"{want:>10} -> {got:9} [{intent}/{source}] {q.get('text') or q['q']!r} -> {reply[:90]!r}")
    for k in sorted(by, key=lambda k: (k.startswith("all"), k)):
        c = by[k]
        n = sum(c.values())
        print(f"{k:22} {n:4d} {100 * c['right'] / n:6.1f}% right")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default=str(ROOT / "tests/data/exact-heldout.jsonl"))
    ap.add_argument("--routing", action="store_true", help="the routing set instead")
    ap.add_argument("--routing-set", default=str(ROOT / "tests/data/routing-heldout.jsonl"))
    ap.add_argument("--no-model", action="store_true", help="the skills' fast lane alone")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each reply that is not right")
    args = ap.parse_args()
    return run_routing(args) if args.routing else run_exact(args)


if __name__ == "__main__":
    sys.exit(main())
