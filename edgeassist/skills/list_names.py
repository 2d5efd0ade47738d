"""A list's name in what is said: "my shopping list", "the to do list", "a list called camping", "the hardware
store list"; the shopping and to-do lists under their other names ("groceries", "chores"), and a name heard joined
to "list" ("the shoppinglist")."""
from __future__ import annotations

import re

from .base import Context

LIST_WORD = r"(?:list|lists|lest)"
SHOPPING = {"shopping", "grocery", "groceries", "shop", "food", "supermarket", "shoping"}
TODO = {"to do", "todo", "to-do", "task", "tasks", "things to do", "do", "chores", "two do", "too do"}
NAMED = re.compile(r"\b(?:my|the|our|a|an|new)?\s*(?P<name>(?:to do|two do|too do|to-do|[a-z][a-z'-]*)(?: [a-z]+)?)\s+" + LIST_WORD + r"\b")
CALLED = re.compile(r"\b" + LIST_WORD + r"\s+(?:called|named|for|titled)\s+(?P<name>[a-z][a-z' -]{0,30}?)(?=,?\s+(?:and|with)\b|$)")
BARE = re.compile(r"\b(?:to|on|onto|from|off|in)\s+(?:(?:my|the|our)\s+(?P<name>shopping|grocery|groceries|to do|todo|to-do)\b|"
                   r"(?P<end>shopping|groceries|grocery)$)")       # "add chapati flour to shopping"
NOT_NAMES = {"my", "the", "our", "a", "an", "new", "this", "that", "whole", "entire", "your", "on", "to", "of",
              "from", "off", "in", "onto", "what", "whats", "is", "read", "me", "add", "remove", "clear", "it", "one"}


def joined(t: str, ctx: Context) -> str:
    """ "the shoppinglist", "my todolist": a list's name and "list" heard as one word."""
    names = "|".join(re.escape(n.replace("-", "")) for n in {*SHOPPING, "todo", "to-do", *ctx.store.lists()} if n)
    return re.sub(rf"\b({names})(lists?)\b", r"\1 \2", t)


def canonical(name: str) -> str:
    n = " ".join(name.lower().replace("-", " ").split())
    n = re.sub(r"^(?:my|the|our|a|an|new)\s+", "", n)
    if n in SHOPPING or n.split()[-1:] and n.split()[-1] in SHOPPING:
        return "shopping"
    if n in TODO or n.replace(" ", "") in ("todo", "twodo", "toodo"):
        return "to-do"
    return n


def list_name(t: str) -> str | None:
    m = CALLED.search(t)
    if m and re.match(LIST_WORD + r"\s+for\b", t[m.start():]) and re.search(r"\b(?:my|the|our) [a-z'-]+(?: [a-z'-]+)? $", t[:m.start()]) \
            and (before := list_name(t[:m.start()] + "list")):
        return before                  # "add charcoal to the shopping list for next time": the shopping list
    if m:
        return canonical(m.group("name").strip())
    if (m := re.search(r"\b(?:my|the|our) (?P<name>[a-z][a-z'-]* [a-z][a-z'-]* [a-z][a-z'-]*) " + LIST_WORD + r"\b", t)) and \
            not set(m["name"].split()) & (NOT_NAMES - {"new", "one"} | {"and", "to", "list"}):
        return canonical(m["name"])                      # "my chinese new year list"
    for m in NAMED.finditer(t):
        ws = [w for w in m.group("name").split() if w not in NOT_NAMES]
        if ws:
            name = " ".join(ws)
            if name.startswith(("to do", "two do", "too do")) or name in ("to-do", "todo"):
                return "to-do"
            return canonical(ws[-1] if ws[-1] in SHOPPING or len(ws) > 1 and ws[0] in NOT_NAMES else name)
    m = BARE.search(t)
    return canonical(m.group("name") or m.group("end")) if m else None
