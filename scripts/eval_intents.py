#!/usr/bin/env python3
"""Intent accuracy, slot exact match, grammar-valid rate and per-intent confusion of the
understanding stage on a JSONL set ({"text", "intent", "slots"} per line), with the real model.

    .venv/bin/python scripts/eval_intents.py --intents tests/data/app-intents.json \\
        --data tests/data/intents-dev.jsonl [--json OUT] [--model-only] [-v]
"""
from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--intents", help="app intents JSON (the built-ins are always there)")
    ap.add_argument("--data", required=True, action="append", help="JSONL set; repeat for several")
    ap.add_argument("--config")
    ap.add_argument("--json", help="write the figures here")
    ap.add_argument("--no-skills", action="store_true", help="without the skills' own parsers (alarms, reminders, timers, lists)")
    ap.add_argument("--model-only", action="store_true",
                    help="let the model choose among all intents (no lexical evidence): the baseline")
    ap.add_argument("--lexical-only", action="store_true",
                    help="decide close calls by lexical evidence alone (no model likelihood)")
    ap.add_argument("--knowledge", action="append", metavar="FILE",
                    help="with this knowledge loaded (it must not take commands; docs/knowledge.md)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every utterance")
    args = ap.parse_args()

    from edgeassist import config
    from edgeassist.nlu import grammar as G
    from edgeassist.nlu import understand as U
    from edgeassist.runtime import build_understander

    cfg = config.load(args.config)
    t = time.perf_counter()
    from edgeassist.runtime import build_knowledge
    knowledge = build_knowledge(cfg, files=args.knowledge, with_state=False) if args.knowledge else None
    from edgeassist.runtime import build_skills
    skills = None if args.no_skills else build_skills(cfg, None)     # as the daemon: the skills' fast lane first
    und = build_understander(cfg, intents_file=args.intents, knowledge=knowledge, skills=skills)
    print(f"model + prompts ready in {time.perf_counter() - t:.2f} s", file=sys.stderr)
    if args.model_only:
        U.CLEAR_SCORE, U.CHAT_BELOW, U.CLOSE = 99.0, -1.0, 99.0
        und.matcher.exact = lambda *a: None
    if args.lexical_only:
        def lexical(norm, candidates, cancel, deadline):
            ranked = {m.intent: m.score for m in und.matcher.rank(norm)}
            return [ranked.get(c, U.CHAT_BELOW if c == "chat" else 0.0) for c in candidates]
        und._calibrated_scores = lexical
    report = {}
    for path in args.data:
        rows = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
        ok = slot_ok = slot_total = valid = 0
        confusion: dict = collections.defaultdict(collections.Counter)
        times, sources = [], collections.Counter()
        for row in rows:
            u = und.understand(row["text"])
            norm = G.normalize(row["text"])
            got = "chat" if u.intent in ("smalltalk", "calculate", "encyclopedia") else u.intent   # a curated, computed or looked-up reply to what chat would answer
            good = got == row["intent"]
            ok += good
            confusion[row["intent"]][got] += 1
            valid += G.validate_line(u.line, und.intents, norm)
            if row["slots"]:
                slot_total += 1
                slot_ok += u.slots == row["slots"]
            sources[u.source] += 1
            times.append(u.timings["intent_s"])
            if args.verbose or not good or (row["slots"] and u.slots != row["slots"]):
                mark = "ok" if good and u.slots == row["slots"] else "XX"
                print(f"{mark} {row['text']!r} -> {u.intent} {u.slots} [{u.source}: {u.line}] "
                      f"want {row['intent']} {row['slots']} {u.timings['intent_s'] * 1000:.0f} ms")
        n = len(rows)
        fig = {"utterances": n, "intent_accuracy": ok / n,
               "slot_exact_match": slot_ok / slot_total if slot_total else 1.0,
               "slot_utterances": slot_total, "grammar_valid_rate": valid / n,
               "intent_ms_median": statistics.median(times) * 1000,
               "intent_ms_p95": sorted(times)[int(0.95 * (n - 1))] * 1000,
               "decided_by": dict(sources),
               "confusion": {k: dict(v) for k, v in sorted(confusion.items())}}
        report[path] = fig
        print(f"\n== {path}")
        print(f"intent accuracy   {fig['intent_accuracy']:.1%} ({ok}/{n})")
        print(f"slot exact match  {fig['slot_exact_match']:.1%} ({slot_ok}/{slot_total} utterances with slots)")
        print(f"grammar-valid     {fig['grammar_valid_rate']:.1%}")
        print(f"time to intent    median {fig['intent_ms_median']:.0f} ms, p95 {fig['intent_ms_p95']:.0f} ms")
        print(f"decided by        {dict(sources)}")
        print("confusion (true -> predicted: count)")
        for k, v in sorted(confusion.items()):
            wrong = {p: c for p, c in v.items() if p != k}
            print(f"  {k:14} {v.get(k, 0)}/{sum(v.values())}" + (f"  wrong: {wrong}" if wrong else ""))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
