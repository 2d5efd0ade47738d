"""`edgeassist knowledge`: check a knowledge file, try questions against it, and manage the
daemon's knowledge (list, misses, add, remove, reload)."""
from __future__ import annotations

import json

from .common import UserError, add_options, call, load_config


def cmd_check(args) -> int:
    """Validate files as the daemon would, and (with --ask) show which entry answers a question."""
    from ..nlu.knowledge import KnowledgeError
    from ..runtime import build_knowledge
    cfg = load_config(args)
    try:
        store = build_knowledge(cfg, files=args.files, with_state=False,
                                log=lambda m: print(f"note: {m}"))
    except KnowledgeError as e:
        raise UserError(str(e)) from None
    by = "meaning and words" if store.embedder is not None else "words alone"
    print(f"ok: {len(store.index)} entries in {len(args.files)} file(s), matched by {by}")
    for q in args.ask or []:
        print(explain(store, q))
    return 0


def explain(store, q: str) -> str:
    """What the daemon would do with q (when no intent claims it), and why, in a few lines."""
    from ..nlu.knowledge import ANSWER, ANSWER_P, ASK, ASK_P, UNSURE
    a, verdict = store.judge(q)
    if a is None:
        return f"{q!r} -> no words to match; it goes to chat"
    why = f"closest: {a.entry.id} ({a.entry.question!r}), score {a.score:.2f}, {a.margin:.2f} ahead of " \
        f"the next, words {a.words:.2f}: {100 * a.p:.0f}% likely the right entry"
    if a.foreign_words and a.foreign >= 0.005:
        why += f"; it says {a.foreign_words!r}, which that entry never does, and comes {a.foreign:.2f} closer without it"
    if verdict == ANSWER:
        return f"{q!r} -> {a.entry.id}: {a.entry.answer}\n  ({why})"
    fix = f"\n  if {a.entry.id} answers it, add the question to that entry's 'also'; otherwise add an entry for it"
    if verdict == ASK:
        return f"{q!r} -> asks back \"Do you mean: {a.entry.question}\" (a yes gives its answer)\n  ({why}; " \
            f"it answers at {100 * ANSWER_P:.0f}%, asks back at {100 * ASK_P:.0f}%){fix}"
    if verdict == UNSURE:
        return f"{q!r} -> no entry is sure: the fallback line {store.fallback!r}\n  ({why}; it answers at " \
            f"{100 * ANSWER_P:.0f}%){fix}"
    return f"{q!r} -> not about this knowledge: it goes to chat\n  ({why})"


def cmd_remote(args) -> int:
    if args.action == "misses":
        r = call(args, "knowledge_misses")
        if args.json:
            print(json.dumps(r))
        elif not r["misses"]:
            print("no question got the fallback line since the daemon started")
        else:
            import time
            for m in r["misses"]:
                when = time.strftime("%H:%M", time.localtime(m["t"]))
                score = f", score {m['score']:.2f}" if m.get("score") is not None else ", asked back: no"
                near = f"  (closest: {m['closest']}{score})" if m.get("closest") else ""
                print(f"{when}  {m['text']}{near}")
            print("add the ones an entry should answer to that entry's 'also'; "
                  "`edgeassist knowledge check FILE --ask QUESTION` shows why")
        return 0
    if args.action == "list":
        r = call(args, "knowledge_list")
        if args.json:
            print(json.dumps(r))
        else:
            for e in r["entries"]:
                print(f"{e['id']:24} {e['question']}  [{e['source']}]")
        return 0
    if args.action == "add":
        from ..nlu.knowledge import KnowledgeError, load_file
        try:
            entries = [{k: v for k, v in e.to_json().items() if k != "source"} for e in load_file(args.file)]
        except KnowledgeError as e:
            raise UserError(str(e)) from None
        r = call(args, "knowledge_add", entries)
        print(f"added: {', '.join(r['added'])}")
    elif args.action == "remove":
        r = call(args, "knowledge_remove", args.ids)
        print(f"removed: {', '.join(r['removed']) or 'nothing'}")
    else:
        r = call(args, "knowledge_reload")
        print(f"reloaded: {r['entries']} entries")
    return 0


def register(sub) -> None:
    k = sub.add_parser("knowledge", help="check knowledge files; list, add, remove or reload the daemon's")
    ks = k.add_subparsers(dest="action", required=True)
    c = ks.add_parser("check", help="validate knowledge files (and try questions with --ask)")
    c.add_argument("files", nargs="+", metavar="FILE")
    c.add_argument("--ask", action="append", metavar="QUESTION", help="show which entry answers it")
    c.set_defaults(func=cmd_check)
    kl = ks.add_parser("list", help="the daemon's entries")
    kl.add_argument("--json", action="store_true")
    km = ks.add_parser("misses", help="the latest questions that got the fallback line (add them to an entry's 'also')")
    km.add_argument("--json", action="store_true")
    ka = ks.add_parser("add", help="add (or replace) the entries of FILE in the daemon; kept across restarts")
    ka.add_argument("file")
    kr = ks.add_parser("remove", help="remove entries added through the API")
    kr.add_argument("ids", nargs="+")
    krl = ks.add_parser("reload", help="re-read the files of [knowledge]")
    for p in (kl, km, ka, kr, krl):
        add_options(p, local=False)
        p.set_defaults(func=cmd_remote)
