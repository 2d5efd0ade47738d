#!/usr/bin/env python3
"""Chat, measured (docs/understanding.md): general questions with one short known answer
(tests/data/chat-facts.jsonl: facts, arithmetic, unit conversions, definitions; a reply is right
when it contains one of the question's answers as words) and small talk
(tests/data/smalltalk.jsonl), each in a tune half and a held-out half ("set"); small talk also
tests/data/smalltalk-heldout2.jsonl, written after the first held-out look, and
tests/data/smalltalk-heldout3.jsonl (with requests that are not small talk: act "none"), written
before the embedding match, and smalltalk-heldout4.jsonl, written before the example file grew,
with --set heldout. tests/data/chat-heldout2.jsonl (--file, --set heldout2), written for the hub's
bigger model before it was measured, adds advice.

Every question goes through the understanding stage with the default models and the dev app
intents, as in the daemon: computed (calculate), small talk, or the model's reply or the decline
line. Beside it, in the same run, the plain model: every question answered by the model's chat
(no computation, no small talk, no declining). Per kind: right, declined, wrong.
Small talk: a fitting reply = the act of the curated file that the prompt was written for
(each act's replies are written for it: thanks get "You're welcome.", a joke is a joke from the file).
--curve prints, for the plain model's replies to facts and definitions of the chosen sets, the
right and wrong answers kept at each threshold of the decline rule (how SURE_LOGPROB was chosen
on the tune half).

    .venv/bin/python scripts/eval_chat.py [--set tune|heldout] [--curve] [--model GGUF] [--json OUT] [-v]
    .venv/bin/python scripts/eval_chat.py --file tests/data/chat-heldout2.jsonl --set heldout2 [--server URL]
"""
from __future__ import annotations

import argparse
import collections
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT / "tests" / "data"
APP_INTENTS = DATA / "app-intents.json"


def right(reply: str, answers: list[str]) -> bool:
    r = " " + re.sub(r"[^a-z0-9.,\- ]", " ", reply.lower()) + " "
    return any(re.search(r"(?<![a-z0-9])" + re.escape(a.lower()) + r"(?![a-z0-9])", r) for a in answers)


def facts(und, rows, plain: bool, verbose: bool) -> tuple[dict, list]:
    """right / declined / wrong per kind; with plain, the model's chat alone."""
    saved = und.smalltalk, und.decline
    if plain:
        und.smalltalk, und.decline = None, ""
    from edgeassist.nlu import understand as U
    compute = U.compute
    if plain:
        U.compute = lambda text: None
    out: dict = collections.defaultdict(collections.Counter)
    seen = []
    try:
        for r in rows:
            logprobs: list = []
            engine_generate = und.engine.generate

            def generate(*a, **kw):
                got = engine_generate(*a, **kw)
                logprobs.extend(kw.get("logprobs") or [])
                return got
            und.engine.generate = generate
            t = time.perf_counter()
            u = und.understand(r["text"])
            und.engine.generate = engine_generate
            reply = u.reply or ""
            verdict = "declined" if saved[1] and reply == saved[1] and not plain else \
                "right" if right(reply, r["answers"]) else "wrong"
            for k in (r["kind"], "all"):
                out[k][verdict] += 1
                out[k][f"by {u.intent}"] += 1
                out[k][f"by llm {u.timings.get('llm', '-')}"] += 1
            seen.append({**r, "reply": reply, "intent": u.intent, "verdict": verdict, "logprobs": logprobs,
                         "ms": 1000 * (time.perf_counter() - t)})
            if verbose:
                print(f"  [{verdict}] {r['text']!r} -> {u.intent}: {reply[:90]!r}")
    finally:
        und.smalltalk, und.decline = saved
        U.compute = compute
    pct = {k: {v: round(100 * c[v] / sum(c[x] for x in ("right", "declined", "wrong")), 1)
               for v in ("right", "declined", "wrong")} | {"n": sum(c[x] for x in ("right", "declined", "wrong"))}
           | {x: c[x] for x in c if x.startswith("by ")} for k, c in out.items()}
    return pct, seen


def smalltalk(und, rows, verbose: bool) -> dict:
    """Fitting: the act the prompt was written for; rows of act "none" (requests that share words
    with small talk) must not be taken as small talk."""
    fit, taken, by = 0, 0, collections.Counter()
    times = []
    for r in rows:
        t = time.perf_counter()
        u = und.understand(r["text"], reply=False)
        times.append(1000 * (time.perf_counter() - t))
        if r["act"] == "none":
            ok = u.intent != "smalltalk"
            taken += not ok
        else:
            ok = u.intent == "smalltalk" and u.slots.get("act") == r["act"]
            fit += ok
            by[u.source if u.intent == "smalltalk" else u.intent] += 1
        if verbose and not ok:
            print(f"  {r['text']!r} -> {u.intent} {u.slots} (want {r['act']})")
    times.sort()
    talk = sum(r["act"] != "none" for r in rows)
    out = {"fitting %": round(100 * fit / talk, 1), "n": talk, "by": dict(by),
           "understanding p50 ms": round(times[len(times) // 2], 1)}
    if talk < len(rows):
        out |= {"not small talk, taken as small talk": f"{taken} of {len(rows) - talk}"}
    return out


def curve(seen: list) -> None:
    from edgeassist.nlu.understand import SURE_TOKENS
    rows = [s for s in seen if s["intent"] == "chat" and s["logprobs"] and s["kind"] in ("fact", "definition")]
    print(f"plain model, facts and definitions answered by chat: {len(rows)}, "
          f"right {sum(s['verdict'] == 'right' for s in rows)}")
    for t in (-2.0, -1.8, -1.6, -1.5, -1.4, -1.33, -1.25, -1.2, -1.1, -1.0):
        kept = [s for s in rows if min(s["logprobs"][:SURE_TOKENS]) >= t]
        print(f"  least log-probability of the first {SURE_TOKENS} tokens >= {t}: right kept "
              f"{sum(s['verdict'] == 'right' for s in kept)}, wrong kept {sum(s['verdict'] == 'wrong' for s in kept)}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", action="append", help="the rows of this set (tune, heldout; heldout2 in chat-heldout2.jsonl)")
    ap.add_argument("--file", default=str(DATA / "chat-facts.jsonl"), help="the questions (chat-facts.jsonl's form)")
    ap.add_argument("--server", help="a hub's llama.cpp-family server: chat (and the intents the model chooses) "
                    "answered there, as a daemon with [llm] server does")
    ap.add_argument("--curve", action="store_true")
    ap.add_argument("--model", help="another GGUF in place of [llm] model (its chat format found as the daemon finds it)")
    ap.add_argument("--kv-cache", choices=("f16", "q8_0"), help="[llm] kv_cache for this run")
    ap.add_argument("--json")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    from edgeassist import config
    from edgeassist.runtime import build_understander
    llm = {**({"model": args.model} if args.model else {}),
           **({"server": args.server, "server_timeout_s": 30.0, "timeout_s": 60.0} if args.server else {}),
           **({"kv_cache": args.kv_cache} if args.kv_cache else {})}
    cfg = config.from_dict({"llm": llm}) if llm else config.Config()
    und = build_understander(cfg, intents_file=str(APP_INTENTS))
    fact_rows = [json.loads(x) for x in Path(args.file).read_text().splitlines() if x.strip()]
    talk_rows = [json.loads(x) for x in (DATA / "smalltalk.jsonl").read_text().splitlines() if x.strip()]
    report = {}
    for which in args.set or ("tune", "heldout"):
        rows = [r for r in fact_rows if r["set"] == which]
        now, _ = facts(und, rows, False, args.verbose)
        plain, seen = facts(und, rows, True, False)
        talk = smalltalk(und, [r for r in talk_rows if r["set"] == which], args.verbose) \
            if any(r["set"] == which for r in talk_rows) else {}
        report[which] = {"facts, now": now, "facts, the plain model": plain, "small talk": talk}
        if which == "heldout":    # written after the first held-out look, before the matching changed
            two = [json.loads(x) for x in (DATA / "smalltalk-heldout2.jsonl").read_text().splitlines() if x.strip()]
            report[which]["small talk, heldout2"] = smalltalk(und, two, args.verbose)
            print(f"heldout2: small talk {json.dumps(report[which]['small talk, heldout2'])}")
            for n in (3, 4):
                rows_n = [json.loads(x) for x in (DATA / f"smalltalk-heldout{n}.jsonl").read_text().splitlines() if x.strip()]
                report[which][f"small talk, heldout{n}"] = smalltalk(und, rows_n, args.verbose)
                print(f"heldout{n}: small talk {json.dumps(report[which][f'small talk, heldout{n}'])}")
        print(f"{which}: facts now {json.dumps(now['all'])}")
        for kind in ("fact", "definition", "arithmetic", "conversion", "advice"):
            if kind in now:
                print(f"  {kind}: now {json.dumps(now[kind])}  plain {json.dumps(plain[kind])}")
        print(f"{which}: facts, the plain model {json.dumps(plain['all'])}")
        print(f"{which}: small talk {json.dumps(talk)}")
        if args.curve:
            curve(seen)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
