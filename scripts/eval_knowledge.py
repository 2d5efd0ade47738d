#!/usr/bin/env python3
"""Local knowledge, measured (docs/knowledge.md): six kinds of place, each an owner's FAQ written
plainly (a question and an answer per entry, no `also`) with questions nobody tuned on
(tests/data/places/: covered questions in other words, near misses about the same place that the
FAQ does not answer, and questions from outside the place). Every question goes through the
understanding stage with the real model and the dev app intents loaded, as in the daemon.

Per place: right entry (of the covered questions), wrong (a covered question answered from
another entry, or a not-covered one answered from the knowledge, as a share of all questions),
asked back (and how often the entry asked about is the right one: a "yes"), the fallback line,
covered questions that reach chat (a generated answer), and the top-1 of the ranking (how much
the acceptance loses below it). Beside it, in the same run, the seeds' retrieval: the cosine of
the question with each entry's question (all-MiniLM-L6-v2), top-1 taken at 0.4.

library, hotel and shop were tuned on (scripts/fit_knowledge.py); clinic, townhall and
ithelpdesk were written and committed before the method was chosen and are the reported places.
--old adds the library FAQ with owner phrasings (docs/knowledge-library.yaml) and its earlier
sets (tests/data/knowledge-eval.jsonl, all tuned on by earlier methods). --scale: the match time
and memory for 1,000 entries.

    .venv/bin/python scripts/eval_knowledge.py [--place clinic ...] [--old] [--scale] [--ask-back] [--json OUT] [-v]
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
PLACES = ROOT / "tests" / "data" / "places"
TUNED = ("library", "hotel", "shop")
REPORTED = ("clinic", "townhall", "ithelpdesk")
LIBRARY = ROOT / "docs" / "knowledge-library.yaml"
OLD = ROOT / "tests" / "data" / "knowledge-eval.jsonl"
APP_INTENTS = ROOT / "tests" / "data" / "app-intents.json"
SEEDS_THRESHOLD = 0.4


def questions(place: str) -> list[dict]:
    return [json.loads(x) for x in (PLACES / f"{place}-questions.jsonl").read_text().splitlines() if x.strip()]


def routing(und, store, rows, verbose=False) -> dict:
    """What the understanding stage does with each question, against the store's knowledge."""
    und.knowledge = store
    n = {k: 0 for k in ("right", "wrong", "asked", "asked_right", "fallback", "covered_to_chat",
                        "near_answered", "outside_to_fallback", "top1")}
    covered = [r for r in rows if r["entry"]]
    for r in rows:
        u = und.understand(r["text"], reply=False)
        k = u.knowledge or {}
        verdict = k.get("verdict")
        got = k.get("id") if verdict == "answer" else None
        closest = k.get("closest", {}).get("id") if verdict in ("ask", "fallback") else got
        top = store.index.ranked(r["text"], 1)
        n["top1"] += bool(r["entry"]) and bool(top) and top[0].entry.id == r["entry"]
        if verdict == "answer":
            n["right"] += got == r["entry"]
            n["wrong"] += got != r["entry"]
            n["near_answered"] += r.get("kind") == "near"
        elif verdict == "ask":
            n["asked"] += 1
            n["asked_right"] += closest == r["entry"]
        elif verdict == "fallback":
            n["fallback"] += 1
            n["outside_to_fallback"] += r.get("kind") == "outside"
        elif r["entry"]:
            n["covered_to_chat"] += u.intent == "chat"
        if verbose and (got or None) != r["entry"]:
            print(f"  {r['text']!r}: {verdict or u.intent} {closest or ''} (want {r['entry'] or r.get('kind')})")
    pct = lambda x, d: round(100 * x / max(d, 1), 1)
    return {"covered": len(covered), "not covered": len(rows) - len(covered),
            "right %": pct(n["right"], len(covered)), "wrong % of all": pct(n["wrong"], len(rows)),
            "top-1 right %": pct(n["top1"], len(covered)),
            "asked back": n["asked"], "asked back, right entry (a yes)": n["asked_right"],
            "right after a yes %": pct(n["right"] + n["asked_right"], len(covered)),
            "fallback %": pct(n["fallback"], len(rows)), "covered to chat": n["covered_to_chat"],
            "near misses answered": n["near_answered"], "outside to fallback": n["outside_to_fallback"]}


def seeds(emb, entries, rows) -> dict:
    """The seeds' retrieval: cosine with each entry's question, top-1 answered at 0.4."""
    import numpy as np
    qv = emb.embed([e.question for e in entries])
    right = wrong = near = 0
    covered = [r for r in rows if r["entry"]]
    for r in rows:
        s = qv @ emb.embed([r["text"]])[0]
        i = int(np.argmax(s))
        if s[i] < SEEDS_THRESHOLD:
            continue
        if entries[i].id == r["entry"]:
            right += 1
        else:
            wrong += 1
            near += r.get("kind") == "near"
    return {"right %": round(100 * right / max(len(covered), 1), 1),
            "wrong % of all": round(100 * wrong / max(len(rows), 1), 1), "near misses answered": near}


def thousand_entries() -> list[dict]:
    """1,000 entries: the library's 50, and 950 more about other rooms, services and events."""
    import yaml
    base = yaml.safe_load(LIBRARY.read_text())["entries"]
    things = ["the museum shop", "the archive", "room {n}", "the music studio", "the garden", "the gallery",
              "the maker space", "the exhibition hall", "the lecture theatre", "the workshop {n}"]
    asks = [("Where is {t}?", "{T} is on floor {f}."), ("When is {t} open?", "{T} opens at {h} o'clock."),
            ("Can I book {t}?", "Yes, {t} can be booked at desk {f}."),
            ("Who looks after {t}?", "Staff member number {n} looks after {t}.")]
    out = list(base)
    n = 0
    while len(out) < 1000:
        n += 1
        for t in things:
            for q, a in asks:
                t2 = t.format(n=n)
                out.append({"id": f"synthetic-{len(out)}", "question": q.format(t=t2),
                            "also": [q.format(t=t2).replace("?", " please?")],
                            "answer": a.format(t=t2, T=t2[0].upper() + t2[1:], f=n % 5, h=8 + n % 4, n=n)})
    return out[:1000]


def rss_mb() -> float:
    return int([ln.split()[1] for ln in open("/proc/self/status") if ln.startswith("VmRSS")][0]) / 1024


def scale(cfg) -> dict:
    from edgeassist.nlu.knowledge import Knowledge, parse_entries
    from edgeassist.runtime import build_embedder
    import numpy  # noqa: F401 - the daemon has these loaded anyway (Whisper's tokenizer, Piper)
    import tokenizers  # noqa: F401
    entries = parse_entries(thousand_entries(), "1,000 entries")
    before = rss_mb()
    emb = build_embedder(cfg)
    emb.embed(["warm up"])
    t0 = time.perf_counter()
    k = Knowledge(entries, emb)
    built = time.perf_counter() - t0
    texts = [r["text"] for p in TUNED + REPORTED for r in questions(p)]
    def timed(f) -> list[float]:
        out = []
        for t in texts * 2:
            t1 = time.perf_counter()
            f(t)
            out.append(1000 * (time.perf_counter() - t1))
        return sorted(out)
    times = timed(k._judge)        # not the cache of the last questions judged
    embedding = timed(lambda t: emb.embed([t]))
    return {"entries": len(entries), "index built s": round(built, 2),
            "match p50 ms": round(statistics.median(times), 1), "match p95 ms": round(times[int(0.95 * len(times))], 1),
            "one question embedded p50 ms": round(statistics.median(embedding), 1),
            "memory added MB": round(rss_mb() - before, 1),
            "peak RSS MB": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--place", action="append", choices=TUNED + REPORTED)
    ap.add_argument("--old", action="store_true", help="also the library FAQ with owner phrasings and its earlier sets")
    ap.add_argument("--scale", action="store_true", help="match time and memory for 1,000 entries (first)")
    ap.add_argument("--ask-back", action="store_true", help="with [knowledge] ask_back on (off by default)")
    ap.add_argument("--json")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    from edgeassist import config
    from edgeassist.nlu.knowledge import load_file
    from edgeassist.runtime import build_knowledge, build_understander
    cfg = config.Config()
    if args.ask_back:
        cfg = dataclasses.replace(cfg, knowledge=dataclasses.replace(cfg.knowledge, ask_back=True))
    report = {}
    if args.scale:
        report["scale"] = scale(cfg)      # first: the memory it adds to a fresh process
        print("1,000 entries", json.dumps(report["scale"]))
    und = build_understander(cfg, intents_file=str(APP_INTENTS), knowledge=None)
    for place in args.place or TUNED + REPORTED:
        store = build_knowledge(cfg, files=[str(PLACES / f"{place}.yaml")], with_state=False)
        rows = questions(place)
        got = routing(und, store, rows, args.verbose)
        got["seeds"] = seeds(store.embedder, load_file(PLACES / f"{place}.yaml"), rows)
        report[place] = got
        print(place, "(tuned on)" if place in TUNED else "(reported)", json.dumps(got))
    if args.old:
        store = build_knowledge(cfg, files=[str(LIBRARY)], with_state=False)
        rows = [json.loads(x) for x in OLD.read_text().splitlines()]
        for which in dict.fromkeys(r["set"] for r in rows):
            part = [r for r in rows if r["set"] == which]
            report[f"library/{which}"] = got = routing(und, store, part, args.verbose)
            got["seeds"] = seeds(store.embedder, store.index.entries, part)
            print(f"library/{which} (with 'also'; tuned on by earlier methods)", json.dumps(got))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
