"""The API's requests for what the skills keep: items.list / items.add / items.cancel (alarms,
reminders, timers) and lists.get / lists.add / lists.remove / lists.clear. Answered at once
(no model); each change is committed before the reply and published as the same event a spoken
request gives. A wrong field is a bad_field error naming it."""
from __future__ import annotations

import datetime as dt

from ..protocol import messages as M
from ..protocol.messages import ProtocolError
from ..skills import Item, StoreError
from ..skills import when as W
from ..skills.base import drop, item_event, item_json


def handle(d, req: M.Request) -> dict:
    skills = d.skills
    try:
        with skills.lock:
            return HANDLERS[type(req)](skills, req)
    except StoreError as e:
        raise ProtocolError("internal", str(e), req.id) from None


def _bad(req: M.Request, field: str, why: str) -> ProtocolError:
    return ProtocolError("bad_field", f"{req.TYPE}: field {field!r} {why}", req.id)


def items_list(skills, req: M.ItemsList) -> dict:
    return M.reply("items.list.reply", req.id, items=skills.items(req.kind))


def items_add(skills, req: M.ItemsAdd) -> dict:
    ctx = skills.ctx
    now = ctx.now()
    if req.at is not None and req.in_s is not None:
        raise _bad(req, "at", "and 'in_s' cannot both be given")
    if req.kind == "timer":
        if req.in_s is None:
            raise _bad(req, "in_s", "is required for a timer (its duration in seconds)")
        if req.repeat is not None or req.task is not None:
            raise _bad(req, "repeat" if req.repeat is not None else "task", "is not for a timer")
    elif req.at is None and req.in_s is None:
        raise _bad(req, "at", f"is required for a {req.kind} (a local ISO time such as 2026-12-04T07:00), or 'in_s'")
    if req.kind == "reminder" and not (req.task or "").strip():
        raise _bad(req, "task", "is required for a reminder")
    try:
        days = W.days_of(req.repeat)
    except W.WhenError as e:
        raise _bad(req, "repeat", f"is wrong: {e}") from None
    if req.at is not None:
        try:
            at = dt.datetime.fromisoformat(req.at)
        except ValueError:
            raise _bad(req, "at", f"is not an ISO date and time: {req.at!r}") from None
        at = at.replace(tzinfo=ctx.tz) if at.tzinfo is None else at.astimezone(ctx.tz)
        if days:
            at = W.next_in_days(days, at.hour, at.minute, max(now, at - dt.timedelta(seconds=1)))
        elif at <= now:
            raise _bad(req, "at", f"is in the past ({req.at})")
    else:
        at = now + dt.timedelta(seconds=req.in_s)
    label = (req.task if req.kind == "reminder" else req.label) or ""
    item = Item(Item.new_id(), req.kind, label.strip(), due=at.timestamp(), hour=at.hour, minute=at.minute, days=days,
                duration=float(req.in_s) if req.kind == "timer" else None)
    ctx.store.put(item)
    ctx.emit(f"{req.kind}.set", **item_event(item, ctx))
    return M.reply("items.add.reply", req.id, item=item_json(item, ctx))


def items_cancel(skills, req: M.ItemsCancel) -> dict:
    ctx = skills.ctx
    found = [i for i in (ctx.store.get(x) for x in req.ids) if i is not None]
    drop(found, ctx)
    return M.reply("items.cancel.reply", req.id, cancelled=[i.id for i in found],
                   unknown=[x for x in req.ids if x not in {i.id for i in found}])


def _list_name(req) -> str:
    from ..skills.list_names import canonical
    name = canonical(req.list or "")
    if not name:
        raise _bad(req, "list", "is empty")
    return name


def _items(req) -> list[str]:
    items = [" ".join(i.split()) for i in req.items if i.strip()]
    if not items:
        raise _bad(req, "items", "has no item")
    if any(len(i) > 200 for i in items):
        raise _bad(req, "items", "has an item longer than 200 characters")
    return items


def lists_get(skills, req: M.ListsGet) -> dict:
    store = skills.store
    names = [_list_name(req)] if req.list else store.lists()
    return M.reply("lists.get.reply", req.id, lists={n: store.list_items(n) for n in names})


def lists_add(skills, req: M.ListsAdd) -> dict:
    name, items = _list_name(req), _items(req)
    added = skills.store.add_to_list(name, items)
    skills.ctx.emit("list.changed", list=name, added=added, items=skills.store.list_items(name))
    return M.reply("lists.add.reply", req.id, list=name, added=added, items=skills.store.list_items(name))


def lists_remove(skills, req: M.ListsRemove) -> dict:
    name, items = _list_name(req), _items(req)
    removed = skills.store.remove_from_list(name, items)
    skills.ctx.emit("list.changed", list=name, removed=removed, items=skills.store.list_items(name))
    return M.reply("lists.remove.reply", req.id, list=name, removed=removed,
                   missing=[i for i in items if i not in removed], items=skills.store.list_items(name))


def lists_clear(skills, req: M.ListsClear) -> dict:
    name = _list_name(req)
    items = skills.store.list_items(name)
    skills.store.clear_list(name)
    skills.ctx.emit("list.changed", list=name, removed=items, items=[])
    return M.reply("lists.clear.reply", req.id, list=name, removed=items)


HANDLERS = {M.ItemsList: items_list, M.ItemsAdd: items_add, M.ItemsCancel: items_cancel, M.ListsGet: lists_get,
            M.ListsAdd: lists_add, M.ListsRemove: lists_remove, M.ListsClear: lists_clear}
