"""What the daemon keeps for you: `edgeassist items` (alarms, reminders, timers; add, cancel) and
`edgeassist lists` (show, add, remove, clear), over the API (docs/cli.md)."""
from __future__ import annotations

import json

from .common import UserError, add_options, call


def _item_line(i: dict) -> str:
    what = i.get("task") or i.get("label") or ""
    when = i["due"][:16].replace("T", " ") if i.get("due") else "paused"
    extra = []
    if i.get("repeat"):
        extra.append(i["repeat"] if isinstance(i["repeat"], str) else ", ".join(i["repeat"]))
    if i["kind"] == "timer":
        extra.append(f"{i['remaining_s']:.0f} s left" + (", paused" if i.get("paused") else ""))
    return f"{i['kind']:9} {i['id']}  {when}  {what}" + (f"  ({'; '.join(extra)})" if extra else "")


def cmd_items(args) -> int:
    if args.action == "add":
        if not args.kind:
            raise UserError("items add: say what to add with --kind alarm, reminder or timer")
        fields = {"at": args.at, "in_s": args.in_s, "repeat": args.repeat.split(",") if args.repeat and
                  args.repeat not in ("daily", "weekdays", "weekends") else args.repeat}
        fields["task" if args.kind == "reminder" else "label"] = args.text
        items = [call(args, "items_add", args.kind, **fields)]
    elif args.action == "cancel":
        r = call(args, "items_cancel", args.ids)
        if args.json:
            print(json.dumps(r))
        elif r["unknown"]:
            print(f"not found: {', '.join(r['unknown'])}")
        return 1 if r["unknown"] else 0
    else:
        items = call(args, "items_list", args.kind)
    if args.json:
        print(json.dumps(items))
    elif not items:
        print("nothing set")
    for i in items if not args.json else ():
        print(_item_line(i))
    return 0


def cmd_lists(args) -> int:
    if args.action in ("add", "remove"):
        if not args.items:
            raise UserError(f"lists {args.action}: name the items, e.g. edgeassist lists {args.action} shopping eggs milk")
        r = call(args, f"lists_{args.action}", args.name, args.items)
        got = {r["list"]: r["items"]}
    elif args.action == "clear":
        r = call(args, "lists_clear", args.name)
        got = {r["list"]: []}
    else:
        got = call(args, "lists_get", args.name)
    if args.json:
        print(json.dumps(got))
        return 0
    for name, items in got.items():
        print(f"{name}: " + (", ".join(items) if items else "(empty)"))
    return 0


def register(sub) -> None:
    i = sub.add_parser("items", help="alarms, reminders and timers: list, add or cancel")
    i.add_argument("action", nargs="?", choices=("list", "add", "cancel"), default="list")
    i.add_argument("--kind", choices=("alarm", "reminder", "timer"), help="list: only these; add: what to add")
    i.add_argument("--at", help="add: local time, ISO (2026-12-04T07:00)")
    i.add_argument("--in-s", type=int, help="add: seconds from now (a timer's duration)")
    i.add_argument("--repeat", help="add: daily, weekdays, weekends or day names (monday,friday)")
    i.add_argument("--text", help="add: an alarm's label, a reminder's task, a timer's name")
    i.add_argument("ids", nargs="*", help="cancel: the ids to cancel")
    i.add_argument("--json", action="store_true")
    add_options(i, local=False)
    i.set_defaults(func=cmd_items)

    li = sub.add_parser("lists", help="the shopping list, the to-do list and your own lists")
    li.add_argument("action", nargs="?", choices=("show", "add", "remove", "clear"), default="show")
    li.add_argument("name", nargs="?", help="the list (shopping, to-do, or your own); show: all when omitted")
    li.add_argument("items", nargs="*")
    li.add_argument("--json", action="store_true")
    add_options(li, local=False)
    li.set_defaults(func=cmd_lists)
