"""`edgeassist knowledge`: check a knowledge file, try questions against it, and manage the
daemon's knowledge (list, add, remove, reload)."""
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
        a, answers = store.index.judge(q)
        if answers:
            print(f"{q!r} -> {a.entry.id} (score {a.score:.2f}): {a.entry.answer}")
        else:
            odd = f"; it says {a.foreign!r}, which that entry never does: if it means the same, add the " \
                "question to the entry's 'also'" \
                if a is not None and a.foreign else ""
            near = f" (closest: {a.entry.id}, score {a.score:.2f}{odd})" if a is not None else ""
            print(f"{q!r} -> no entry answers; it goes to chat{near}")
    return 0


def cmd_remote(args) -> int:
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
    ka = ks.add_parser("add", help="add (or replace) the entries of FILE in the daemon; kept across restarts")
    ka.add_argument("file")
    kr = ks.add_parser("remove", help="remove entries added through the API")
    kr.add_argument("ids", nargs="+")
    krl = ks.add_parser("reload", help="re-read the files of [knowledge]")
    for p in (kl, ka, kr, krl):
        add_options(p, local=False)
        p.set_defaults(func=cmd_remote)
