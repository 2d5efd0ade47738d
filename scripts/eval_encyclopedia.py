#!/usr/bin/env python3
"""General questions (tests/data/encyclopedia-heldout.jsonl, its format in the README beside it)
typed through the whole understanding as the daemon runs it (the skills' fast lane with the
encyclopedia, small talk, the model for the rest): right (an expected answer in the reply, in at
most ~300 characters), declined (an honest "I don't know"), or wrong; for a question about what
the data does not hold ("obscure"), a decline is right and an answer wrong.

    .venv/bin/python scripts/eval_encyclopedia.py [--set FILE] [-v]
"""
from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
import unicodedata
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from eval_exact import DECLINE, Runner  # noqa: E402

LONGEST = 300        # a reply that reads out a whole summary is no answer


def fold(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", s.lower()) if not unicodedata.combining(c)).replace(",", "")


_NUMBERS = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                            "fourteen fifteen sixteen seventeen eighteen nineteen twenty".split())}


def said(expect: str, reply: str) -> bool:
    """The expected answer in the reply, a number word also as its digits ("fifteen": "15 players"), a number of
    1,000 or more also within 0.5% (the set's "384,400" km to the Moon, the summary's "384,399"; an area's figure
    from another survey): a figure from other data, not another answer (populations of other years stay wrong)."""
    e, r = fold(expect), fold(reply)
    if re.fullmatch(r"\d{4,}", e) and any(abs(float(n) - float(e)) <= 0.005 * float(e) for n in re.findall(r"\d{4,}(?:\.\d+)?", r)):
        return True
    return e in r or re.sub(r"\b(" + "|".join(_NUMBERS) + r")\b", lambda m: _NUMBERS[m[1]], e) in r


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default=str(ROOT / "tests/data/encyclopedia-heldout.jsonl"))
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    r = Runner(True)
    out: dict = {"all": Counter(), "answer": Counter(), "obscure": Counter(), "slips": Counter()}
    sources: Counter = Counter()
    fast = []
    for line in Path(args.set).read_text().splitlines():
        if not line.strip():
            continue
        q = json.loads(line)
        t0 = time.perf_counter()
        intent, source, reply, took = r.ask(q["q"])
        sources[intent if intent in ("encyclopedia", "chat", "smalltalk", "knowledge") else "other"] += 1
        if intent == "encyclopedia":
            fast.append(took)
        declined = bool(DECLINE.search(reply)) or not reply
        if q["kind"] == "obscure":
            verdict = "right" if declined or "fictional" in reply.lower() else "wrong"
        elif any(said(e, reply) for e in q["expect"]) and len(reply) <= LONGEST:
            verdict = "right"
        else:
            verdict = "declined" if declined else "wrong"
        for k in ("all", q["kind"]) + (("slips",) if q.get("slip") else ()):
            out[k][verdict] += 1
        if args.verbose and verdict != "right":
            print(f"{verdict:8} {q['id']} [{intent}/{source}] {q['q']!r} -> {reply[:160]!r} (want {q['expect'][:2]})")
    for k, c in out.items():
        n = sum(c.values())
        if n:
            print(f"{k:8} {n:4d}  right {100 * c['right'] / n:5.1f}%  declined {100 * c['declined'] / n:5.1f}%  "
                  f"wrong {100 * c['wrong'] / n:5.1f}%")
    print("answered by:", dict(sources))
    if fast:
        fast.sort()
        print(f"encyclopedia answers: p50 {1000 * statistics.median(fast):.1f} ms, p95 {1000 * fast[int(0.95 * (len(fast) - 1))]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
