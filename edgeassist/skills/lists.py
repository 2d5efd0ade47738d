"""Lists: a shopping list, a to-do list and any named list the user creates: add one or several
items ("eggs and bread"), remove, read, clear; said back naturally ("You have 3 items: ...")."""
from __future__ import annotations

import re

from .base import Claim, Context, Outcome, Skill, say_items, words
from .data import DataMissing
from .list_items import FUNCTION, PLACEHOLDERS, split_items
from .list_names import BARE, LIST_WORD, canonical, joined, list_name

_ADD_VERB = r"(?:add|ad|put|stick|throw|include|write down|write|jot down|note down|pop|append|place)"
_ADD = re.compile(r"^(?:(?:please|also|and|can you|could you|now|help me(?: to)?)\s+)*(?:" + _ADD_VERB[3:-1] + r"|"
                  r"we need|i need|we're out of|we are out of)\s+(?P<items>.+?)\s+"
                  r"(?:to|on|onto|in|into)\s+(?:my|the|our|a)?\s*(?:\S+\s+){0,3}?" + LIST_WORD + r"\b")
_ADD_BARE = re.compile(r"^" + _ADD_VERB + r"\s+(?P<items>.+?)\s+(?:to|on|onto|in|into)\s+"
                       r"(?:shopping|groceries|grocery)$")
_ADD_ON_IT = re.compile(r"\b(?:and|then|with)\s+(?:add|put|include)?\s*(?:on it,?\s+(?:i|we) (?:want|need|'d like|would like)\s+)?"
                        r"(?P<items>.+?)(?:\s+(?:on|to|in)\s+(?:it|there))?$")     # "and on it I want potting mix, ..."
_REMOVE = re.compile(r"\b(?:remove|take|delete|cross|scratch|strike|drop|erase|tick)\s+(?:off\s+)?(?P<items>.+?)\s+"
                     r"(?:off|from|out of|off of)\s+(?:my|the|our)?\s*(?:\S+\s+){0,3}?" + LIST_WORD + r"\b")
_CLEAR = re.compile(r"\b(?:clear|empty|wipe|erase|reset|delete everything|remove everything|delete all|remove all|"
                    r"clean out|delete|start over)\b")
_READ = re.compile(r"\b(?:what|whats|what's|read|tell me|show|how many|anything|is there|do i have|check|go through)\b|^list\b")
_HEAD_FIRST = re.compile(r"^(?:and |also |oh )?(?:on |to |in )?(?:my |the |our )?(?P<name>[a-z][a-z'-]*(?: [a-z]+)?) " + LIST_WORD +
                         r",? (?:add|put|write) (?P<items>.+)$|^(?:add|put|write|stick|pop) (?:on|to|onto|in|into) (?:my |the |our )?"
                         r"(?P<name2>[a-z][a-z'-]*(?: [a-z]+)?) " + LIST_WORD + r"[,:]? (?P<items2>.+)$")   # "put on my shopping list: X"
_CREATE = re.compile(r"\b(?:create|make|start|new|set up|open|do (?:me|us) (?:a|an))\b")


class Lists(Skill):
    name = "lists"

    intents = (
        {"name": "list_add", "description": "Add items to a list (shopping, to-do or a named list)", "model": False,
         "slots": {"list": {"type": "text"}, "items": {"type": "text"}},
         "examples": ["add eggs and bread to my shopping list"]},
        {"name": "list_remove", "description": "Remove items from a list", "model": False,
         "slots": {"list": {"type": "text"}, "items": {"type": "text"}},
         "examples": ["take milk off the shopping list", "remove eggs from my to-do list"]},
        {"name": "list_read", "description": "Say what is on a list (or whether an item is)", "model": False,
         "slots": {"list": {"type": "text"}, "check": {"type": "text"}}, "examples": ["what's on my shopping list", "read my to-do list"]},
        {"name": "list_clear", "description": "Empty a list", "model": False, "slots": {"list": {"type": "text"}},
         "examples": ["clear my shopping list"]},
        {"name": "list_create", "description": "Create a named list", "model": False,
         "slots": {"list": {"type": "text"}}, "examples": ["create a list called camping"]},
    )

    def __init__(self, skills=None):
        self._host = skills
        self._removed: str | None = None          # the list the last turn took items off, and those items
        self._taken: list[str] = []
        self._added: tuple[str, list[str]] = ("", [])   # the list the last add put items on, and those items

    def _dictionary(self):
        return next((s for s in getattr(self._host, "skills", ()) if s.name == "dictionary"), None)

    def _nouns(self, *ws: str, pos: str = "n") -> set[str]:
        """Of the words, those WordNet holds as nouns (or as pos: "v" verbs; the dictionary's data file); none without it."""
        d = self._dictionary()
        try:
            return {r[0] for r in d.db().rows(f"select lemma from sense where pos = ? and lemma in ({','.join('?' * len(ws))})", (pos, *ws))} if d else set()
        except DataMissing:
            return set()

    def _as_food(self, item: str) -> str:
        """A shopping item heard as a homophone of a food said as the food ("serial": cereal), dictionary.py."""
        d = self._dictionary()
        try:
            return d.as_food(item) if d is not None else item
        except DataMissing:
            return item

    def claim(self, text: str, ctx: Context) -> Claim | None:
        c = self._claim(text, ctx) or _off_a_list(words(text), ctx)
        if c is not None and c.intent == "list_remove":   # "I renewed my passport, cross it off the to-do list": by mention
            on = ctx.store.list_items(c.slots["list"])
            if not any(_same_item(i, o) for i in c.slots.get("items", []) for o in on):
                said = _named(on, words(ctx.said or text))
                if said:
                    c = Claim("list_remove", {**c.slots, "items": said})
            c = _without_remark(c, on)
        if c is not None and c.intent == "list_add" and not c.slots.get("items") and self._removed and self._taken and \
                re.search(r"\b(?:put|add|move|stick) (?:it|them|that|those)\b", words(text)):
            return Claim("list_add", {**c.slots, "items": list(self._taken)})   # "take the lighter fluid off ..." - "put it on the barbecue list instead"
        if c is not None and c.intent == "list_add" and not c.slots.get("items") and "problem" not in c.slots:
            return ctx.ask(self.name, "list_add", {"list": c.slots.get("list") or "shopping"}, "What should I add?", "items")
        return c                      # "add something to my shopping list": what?

    def _claim(self, text: str, ctx: Context) -> Claim | None:
        t = re.sub(r"^help me (?:to )?(?=(?:add|put|remove|take|read|clear)\b)", "", joined(words(text), ctx))   # "Help me to add X"
        t = re.sub(r"^((?:take|cross|tick|scratch|knock) .+?) of (?=(?:my |the |our )?(?:\S+ ){0,2}?" + LIST_WORD + r"\b)",
                   r"\1 off ", t)          # Whisper's "take ketchup of the shopping list"
        t = re.sub(r"^((?:delete|remove|erase|drop) .+?) of (?=(?:my |the |our )?(?:\S+ ){0,2}?" + LIST_WORD + r"\b)", r"\1 from ", t)
        t = re.sub(r"^((?:add|put) .+?) ((?:to|on|onto) (?:the |my |our )?(?:[a-z'-]+ ){0,3}?" + LIST_WORD + r")(?:,? (?:oh|um|uh|ah))*,? "
                   r"(?:and|also|plus) (?:also )?(?!(?:read|tell|show|what|remind|set|then|send|let|give|check|say|how|can|could|please)\b)"
                   r"([a-z][\w' -]*?)(?: too| as well| also)?$", r"\1 and \3 \2", t)   # "... list, oh, and the esky"
        if re.fullmatch(r"(?:so |and |ok )?what (?:do|else do|should) (?:i|we) (?:need to |have to |still need to )?(?:buy|get|pick up)"
                        r"(?: at the (?:store|shop|supermarket))?(?: today)?", t):
            return Claim("list_read", {"list": "shopping"})        # "what do I need to buy?": the shopping list
        if (m := re.fullmatch(r"(?:and |so )?what (?:do|else do|should) (?:i|we) (?:still )?need (?:for|to (?:get|buy|pack|take) for) "
                              r"(?:the |my |our )?(?P<n>[a-z][\w' ]*)", t)) and \
                len(named := [n for n in ctx.store.lists() if set(n.split()) & set(m["n"].split())]) == 1:
            return Claim("list_read", {"list": named[0]})          # "What do I still need for school?": the school supplies list
        if (m := re.fullmatch(r"(?:and |so )?(?:what's|whats|what is|read me what's|tell me what's) (?:on|in) (?:my |the |our )?(?P<n>[a-z][\w' -]*)", t)) \
                and canonical(m["n"]) in ctx.store.lists():
            return Claim("list_read", {"list": canonical(m["n"])})   # "what's on exam bag": a list of that name, its word left out
        if not re.search(r"\b" + LIST_WORD + r"\b", t) and not BARE.search(t) or \
                re.search(r"\b(?:alarms?|reminders?|timers?)\b", t):
            return None
        name = list_name(t) or ("shopping" if re.search(r"\b(?:buy|shopping|store)\b", t) else None) or \
            (ctx.last_list if re.search(r"\b(?:the|that|this) list\b", t) else None)      # "read me the list": the one spoken of
        if m := re.fullmatch(r"(?:and |so )?(?:is|are|did i (?:put|add)) (?:there )?(?:any |some )?(?P<i>[a-z][\w' -]*?) (?:already |still )?(?:on|in) "
                             r"(?:the |my |our )?(?:[a-z'-]+ ){0,3}?" + LIST_WORD + r"(?: already| still| yet)?", t):
            return Claim("list_read", {"list": name or "shopping", "check": m["i"]})     # "Is jam on my shopping list?"
        if re.search(r"\bwhat lists\b|\bwhich lists\b|\bmy lists\b|\ball (?:my |the )?lists\b", t):
            return Claim("list_read", {"list": "all"})
        if (m := _REMOVE.search(t)) and re.fullmatch(r"(?:everything|all|all (?:the )?items|it all|all of it|the lot)", m.group("items")):
            return Claim("list_clear", {"list": name or "shopping"})     # "delete everything from the party list"
        if m:
            return Claim("list_remove", {"list": name or "shopping", "items": split_items(m.group("items"), name, self._nouns)})
        if m := re.search(r"(?:^|\b(?:to|and|so|ok|okay)(?:,? (?:uh|um|er|erm))*,? |^(?:(?:can|could|would|will) you |please ))(?:make|start|create|do)\s+(?:me |us )?(?:a |my |the )?(?:new )?"
                          r"(?P<name>(?!called|named)[a-z][a-z'-]*(?: [a-z]+)?) " + LIST_WORD + r"\s*(?::|\s+with|[?.!])\s*(?P<items>[^:]+)$",
                          text.lower().strip(" .!")) or \
                re.fullmatch(r"(?:(?:and|also|oh|ok|okay|right|so|now)[.,!]?\s+)*(?:my |the |our )?(?P<name>[a-z][a-z'-]*(?: [a-z]+)?) " + LIST_WORD +
                             r"\s*:\s*(?P<items>[^:]+)", text.lower().strip(" .!")) or \
                re.fullmatch(r"(?:(?:and|also|oh|ok|okay|right|so|now)[.,!]?\s+)*(?:(?:can|could|would|will) you |please )?"
                             r"(?:(?:make|start|create) (?:me |us )?)?(?:a |my |the )?(?:new )?"
                             + LIST_WORD + r" (?:called |named |for (?:the |my |our )?)(?P<name>[a-z][a-z'-]*(?: [a-z]+)?)\s*(?::|,? with)\s*(?P<items>[^:]+)",
                             text.lower().strip(" .!?")) or \
                re.search(r"\b(?:i|we) (?:need|want) (?:a|an|my|the) (?P<name>[a-z][a-z'-]*(?: [a-z]+)?) " + LIST_WORD + r"\s*(?::|,? with)\s*(?P<items>[^:]+)$",
                          text.lower().strip(" .!?")) or \
                re.fullmatch(r"(?:(?:and|also|oh|ok|okay|right|so|now)[.,!]?\s+)*(?:for|on) (?:my |the |our )?(?P<name>[a-z][a-z'-]*(?: [a-z]+)?) "
                             + LIST_WORD + r",?\s+(?:i|we)(?: will| 'll|'ll)? (?:need|want|have to get|should get|must get|still need)\s+(?P<items>[^:]+)",
                             text.lower().strip(" .!?")):     # "For the party list I need balloons, candles and paper plates."       # "New list called packing: passport, ...", "I need a packing list with ..."
            name = canonical(m.group("name"))           # "make a shopping list: chorizo, provoleta and chimichurri", "Shopping list: coffee."
            return Claim("list_add", {"list": name, "items": split_items(words(m.group("items")), name, self._nouns)})
        if m := _HEAD_FIRST.match(t):
            name = canonical(m.group("name") or m.group("name2"))
            return Claim("list_add", {"list": name, "items": split_items(m.group("items") or m.group("items2"), name, self._nouns)})
        if name and (m := re.fullmatch(r"(?!(?:what|whats|what's|is|are|anything|how|do|does|any|read|show|check|tell|nothing|add|put|write|stick|"
                                       r"pop|remove|take|delete|cross|scratch|strike|drop|erase|tick|clear|get|buy|need|include|jot|note|"
                                       r"can|could|would|will|please|i|we|and|also|plus)\b)"
                                       r"(?P<items>[a-z][\w' ,-]*?) (?:on|onto|to) (?:the |my |our )?(?:[a-z'-]+ )*?" + LIST_WORD + r"\.?", t)) and \
                not re.match(r"(?:(?:now|so|ok|okay|right|then|oh|well),? )+(?:what|whats|what's|is|are|how|do|any)\b", t) and \
                m["items"] not in ("the", "a", "an", "my", "our", "your", "this", "that"):       # "the to do list": a list's name
            return Claim("list_add", {"list": name, "items": split_items(m["items"], name, self._nouns)})    # "milk on shopping list"
        if (m := _ADD.search(t)) or (m := _ADD_BARE.match(t)):
            items = split_items(m.group("items"), name or "shopping", self._nouns)
            return Claim("list_add", {"list": name or "shopping", "items": items})
        if _CREATE.search(t) and re.search(r"\b(?:a|an|one|new|another)\b.*\b" + LIST_WORD + r"\b", t) and name and \
                not (re.fullmatch(r"(?:(?!create|make|start|set up|open)\w+ )*new \w+", name) and not re.search(r"\b(?:create|make|start|set up|open)\b", t)):
            if m := _ADD_ON_IT.search(t):
                return Claim("list_add", {"list": name, "items": split_items(m.group("items"), name, self._nouns)})
            return Claim("list_create", {"list": name})
        if _CLEAR.search(t):
            full = [n for n in ctx.store.lists() if ctx.store.list_items(n)]
            if list_name(t) is None and len(full) > 1 and re.search(r"\b(?:my|the|our|this|that) list\b", t):   # "Clear the list." with
                # two full: which (clearing is not undone; the one spoken of last is not sure enough)
                return ctx.ask(self.name, "list_clear", {}, "Which list: " + say_items(full).replace(" and ", " or ") + "?", "list")
            return Claim("list_clear", {"list": name or "shopping"})
        if _READ.search(t) or re.match(r"^(?:my|the)?\s*\S*\s*" + LIST_WORD + r"$", t):
            full = [n for n in ctx.store.lists() if ctx.store.list_items(n)]
            if name is None and len(full) > 1 and re.search(r"\b(?:my|the|our) list\b", t):   # "what's on my list?" with two
                return ctx.ask(self.name, "list_read", {}, "Which list: " + say_items(full).replace(" and ", " or ") + "?", "list")
            return Claim("list_read", {"list": name or "shopping"})
        if re.search(r"\b(?:add|put)\b", t):
            return ctx.ask(self.name, "list_add", {"list": name or "shopping"}, "What should I add?", "items")
        return None

    def in_context(self, text, ctx):
        """After a list turn: "and bread", "also add milk", "remove the eggs"."""
        t = re.sub(r"^(?:(?:ah|ahh|oh|ok|okay|right|well|um|uh|alright|actually),? )+(?=add |put )|(?<=\w) then$", "",
                   joined(words(text), ctx))                     # "Ah, add screws then."
        name = ctx.last_list
        if not name or re.search(r"\b(?:seconds?|minutes?|mins?|hours?)\b|\b(?:alarms?|reminders?|timers?)\b", t):
            return None                     # "add two minutes to the burgers": the timer's
        if re.match(r"^(?:(?:oh|ok|okay|right|um|uh|so)[,.]?\s+)+(?:and|also|plus)\b", text.lower().strip()) and \
                not re.match(r"(?:and|also|plus)\b", t):
            t = "and " + t                  # "oh and mushrooms": words() took the "and" with the "oh"
        if re.match(r"^(?:and |so )?(?:read|say|tell me|what's on|whats on|what is on|what's left on|whats left on|what is left on|"
                    r"what else is on|what's still on|whats still on)(?: me)? (?:it|that|them|the list|that list)(?: out)?"
                    r"(?: back| again)?(?: to me)?(?: now)?$", t):
            return Claim("list_read", {"list": name})
        if re.fullmatch(r"(?:ok |okay |and |so |now )?(?:clear|empty|wipe) (?:it|that|the list|that list)(?: out)?(?: please)?", t):
            return Claim("list_clear", {"list": name})          # "Clear it." after a list turn
        if re.fullmatch(r"(?:oh |and |so )?(?:add|put|add something|add more)(?: please)?", t):    # "add": what?
            return ctx.ask(self.name, "list_add", {"list": name}, "What should I add?", "items")
        if m := re.fullmatch(r"(?:and|what about|how about) (?:my|the|our) (?P<l>[\w-]+(?: [\w-]+)?) (?:list|one)", t):
            return Claim("list_read", {"list": canonical(m.group("l"))})      # "and my to-do list?" after a list read
        if self._removed == name and re.match(r"(?:and|also|plus) (?!(?:add|put)\b)", t) and (said := _named(ctx.store.list_items(name), t)):
            return Claim("list_remove", {"list": name, "items": said})      # "Tree's down, tick that off." - "And the jumper's gone back too."
        if m := re.match(r"^(?:oh )?(?:and|also|plus)(?: also)?(?: add| put)? (?!(?:remove|take|delete|cross|scratch|strike|drop)\b)"
                         r"(?P<items>.+?)(?: too| as well| also)?$|"
                         r"^(?:oh )?(?:add|put|stick|pop|throw) (?!.* (?:on|off)$)(?P<items2>.+?)(?: (?:on|onto|to|in) (?:it|there|that))?(?: too| as well| also)?$|"
                         r"^(?!(?:me|i|it|that|this|you|we|they|what|how|is|are|can|turn|set|make|stop|play|take|cross|tick|"
                         r"scratch|strike|knock|remove|delete|drop)\b)"
                         r"(?P<items3>[a-z][\w' -]*?),? (?:too|as well|also)$", t):     # "feta and oregano too"
            items = split_items(m.group("items") or m.group("items2") or m.group("items3"), name, self._nouns)
            return Claim("list_add", {"list": name, "items": items}) if items else None
        if m := re.match(r"^(?:and )?(?:remove|take off|delete|cross off|cross out|scratch|strike|drop) (?P<items>.+)$", t):
            return _without_remark(Claim("list_remove", {"list": name, "items": split_items(m.group("items"), name, self._nouns)}),
                                   ctx.store.list_items(name))
        if _OFF.search(t):       # "I already have limes, take them off", "I've paid the nursery, cross that off"
            said = _named(ctx.store.list_items(name), t)
            if not said and self._added[0] == name and re.search(r"\b(?:it|that|them|those|these|this)\b", t):
                said = [i for i in self._added[1] if i in ctx.store.list_items(name)]    # "oh take that off, we've still got some"
            if said:
                return Claim("list_remove", {"list": name, "items": said})
        return None

    def follow_up(self, text, pending, ctx):
        if pending.intent in ("list_read", "list_clear"):     # "Which list: party or shopping?" - "the party one"
            said = [w for w in re.findall(r"[a-z'-]+", words(text)) if w not in ("the", "my", "our", "one", "list", "please", "clear",
                                                                                 "read", "that", "it")]
            named = [n for n in ctx.store.lists() if said and n == canonical(" ".join(said))]
            return Claim(pending.intent, {"list": named[0]}) if len(named) == 1 else None
        if re.match(r"(?:(?:and|so|ok|okay) )?(?:what|what's|whats|which|how|read|tell|is|are|do|does)\b", words(text)):
            return None                     # "What should I add?" - "what's on it": a question, no item
        items = split_items(words(text), pending.slots.get("list", "shopping"), self._nouns)
        return Claim("list_add", {**pending.slots, "items": items}) if items else None

    def handle(self, intent, slots, ctx, dry=False):
        name = slots.get("list") or "shopping"
        if name not in ("all", "shopping", "to-do") and name not in (have := ctx.store.lists()) and \
                len(near := [n for n in have if n.split()[:len(name.split())] == name.split()]) == 1:
            name = near[0]             # "the fondue list" when there is a "fondue night" list and no other fondue one
        title = "to-do" if name == "to-do" else name
        if not dry and name != "all":
            ctx.last_list = name
        if intent == "list_read" and name == "all":
            names = ctx.store.lists()
            return Outcome(f"You have {len(names)} lists: {say_items(names)}.")
        if intent == "list_add":
            items = [self._as_food(i) if name == "shopping" else i for i in slots.get("items", []) if i]
            if not items:
                return Outcome("What should I add?", "items")
            on = ctx.store.list_items(name)
            new = [i for i in items if i.lower() not in {o.lower() for o in on}]
            if not dry:
                self._removed = None
            if not dry and new:
                self._added = (name, new)
                ctx.store.add_to_list(name, new)
                ctx.emit("list.changed", list=name, added=new, items=ctx.store.list_items(name))
            if not new:
                return Outcome(f"{say_items(items).capitalize()} {'is' if len(items) == 1 else 'are'} already on your {title} list.")
            return Outcome(f"Added {say_items(new)} to your {title} list.")
        if intent == "list_remove":
            on = ctx.store.list_items(name)
            lower = {o.lower(): o for o in on}
            found = [lower[i.lower()] for i in slots.get("items", []) if i.lower() in lower]
            found += [o for i in slots.get("items", []) if i.lower() not in lower
                      for o in on if _same_item(i, o) and o not in found]
            found += [n[0] for i in slots.get("items", []) if not any(_same_item(i, f) for f in found)
                      and len(n := [o for o in _named(on, i.lower()) if o not in found]) == 1]   # "the screws": the wood screws
            missing = [i for i in slots.get("items", []) if not any(_same_item(i, f) or _mentioned(f, i.lower()) for f in found)]
            if not found:
                return Outcome(f"{say_items(slots.get('items', [])).capitalize() or 'That'} is not on your {title} list.")
            if not dry:
                ctx.store.remove_from_list(name, found)
                ctx.emit("list.changed", list=name, removed=found, items=ctx.store.list_items(name))
                self._removed, self._taken = name, found
            extra = f" {say_items(missing).capitalize()} was not on it." if missing else ""
            return Outcome(f"Removed {say_items(found)} from your {title} list.{extra}")
        if intent == "list_read":
            items = ctx.store.list_items(name)
            if not items:
                known = name in ctx.store.lists()
                return Outcome(f"Your {title} list is empty." if known else f"You have no {title} list.")
            if slots.get("check"):
                on = [i for i in items if _same_item(slots["check"], i)]
                yes = f"Yes, {say_items(on)} {'is' if len(on) == 1 else 'are'} on your {title} list." if on else \
                    f"No, {slots['check']} is not on your {title} list."
                return Outcome(f"{yes} It has {len(items)} item{'s' if len(items) != 1 else ''}: {say_items(items)}.")
            return Outcome(f"You have {len(items)} item{'s' if len(items) != 1 else ''} on your {title} list: "
                           f"{say_items(items)}.")
        if intent == "list_clear":
            items = ctx.store.list_items(name)
            if not items:
                return Outcome(f"Your {title} list is already empty.")
            if not dry:
                ctx.store.clear_list(name)
                ctx.emit("list.changed", list=name, removed=items, items=[])
            return Outcome(f"Cleared your {title} list ({len(items)} item{'s' if len(items) != 1 else ''}).")
        if intent == "list_create":
            if name in ctx.store.lists():
                return Outcome(f"You already have a {title} list.")
            if not dry:
                ctx.store.create_list(name)
                ctx.emit("list.changed", list=name, added=[], items=[])
            return Outcome(f"Created your {title} list.")
        return None


_OFF = re.compile(r"\b(?:take|cross|tick|scratch|strike|knock|mark)\b.*\boff\b|\b(?:remove|delete|drop|erase)\b")


def _off_a_list(t: str, ctx: Context) -> Claim | None:
    """"Take the fish off, my brother is bringing it", no list named: the one list that has it."""
    m = re.search(r"\b(?:take|cross|tick|scratch|strike|knock) (?P<items>.+?) off\b|"
                  r"^(?:and |so )?(?:remove|delete|drop|scratch|strike|cross off|take off|tick off) (?P<first>[^,]+)|"
                  r"^(?:and |so |please |you can )?(?:mark|tick|check) (?P<done>.+?) (?:as )?(?:done|complete|completed|finished|off)$", t)
    if m is None or re.search(r"\b(?:seconds?|minutes?|mins?|hours?|alarms?|reminders?|timers?)\b", t):
        return None
    items = m.group("items") or m.group("first") or m.group("done")    # "Remove the mint, we've got some": the one list that has it
    named = t if items in PLACEHOLDERS else items     # "I've done the car tax, tick it off"
    if (m.group("first") or m.group("done")) and any(_mentioned(i.label, named, every=True) for i in ctx.store.items() if i.label):
        return None                                   # "remove the pasta" with a pasta timer: not for the list to say
    pieces = split_items(named, "") if named is items else [named]       # "the sandpaper and the screws": each by itself
    found = {n: said for n in ctx.store.lists()
             if (said := list(dict.fromkeys(o for p in pieces for o in _named(ctx.store.list_items(n), p))))}
    return Claim("list_remove", {"list": next(iter(found)), "items": next(iter(found.values()))}) if len(found) == 1 else None


def _without_remark(c: Claim, on: list[str]) -> Claim:
    """"Remove carp and beetroot, Babcia's bringing those": what is on the list is removed, and the words that are
    no item of it and say something of their own (three words or more) are the reason, not one more item."""
    items = c.slots.get("items", [])
    found = [i for i in items if any(_same_item(i, o) for o in on)]
    if not found and (said := _named(on, " ".join(items).lower())):
        return Claim(c.intent, {**c.slots, "items": said}, c.reply)      # "remove candy we got some at costco"
    if found and len(found) < len(items):
        kept = [i for i in items if i in found or len(i.split()) < 3]
        return Claim(c.intent, {**c.slots, "items": kept}, c.reply)
    return c


def _named(items: list[str], said: str) -> list[str]:
    """The items the words name: those named whole, else those named by half their words ("take off the bin
    bags, I found some": the bin bags, not the tea bags too)."""
    half = [i for i in items if _mentioned(i, said)]
    if not half:        # "got the scarf, cross it off": the scarf for mom, the one item that is a scarf
        heads = [i for i in items if _mentioned(re.split(r"\s+(?:for|of|with|from)\s+", i.lower())[0], said)]
        tails = [i for i in items if i.split() and _mentioned(i.split()[-1], said) and
                 not re.search(rf"\b(?!(?:the|my|our|a|an|some|{'|'.join(map(re.escape, i.lower().split()))})\b)[a-z]+ {re.escape(i.split()[-1].lower())}", said)]
        # "I've done the insurance": renew the car insurance; "the black pudding" is no white pudding
        return heads if len(heads) == 1 else tails if len(tails) == 1 else []
    return [i for i in half if _mentioned(i, said, every=True)] or half


def _mentioned(item: str, said: str, every: bool = False) -> bool:
    """The item named among other words: its last word (the thing) and half of its words said (every: all)."""
    def stem(w: str) -> str:
        return re.sub(r"(?:ed|ing|es|s|e)$", "", w) if len(w) > 4 else w      # "renewed" ~ "renew", "paid" no
    mine = [stem(w) for w in re.findall(r"[a-z0-9'-]+", item.lower()) if w not in FUNCTION]
    toks = [stem(w) for w in re.findall(r"[a-z0-9'-]+", re.sub(r"'s\b", "", said))]     # "the tree's down": the tree
    heard = set(toks)
    before = [toks[i - 1] for i, w in enumerate(toks) if mine and w == mine[-1] and i and toks[i - 1] not in FUNCTION]
    if len(mine) > 1 and before and all(b not in mine for b in before):
        return False                  # "the black pudding" is not "white pudding", "bin bags" not "tea bags"
    return bool(mine) and mine[-1] in heard and sum(w in heard for w in mine) * (1 if every else 2) >= len(mine)


def _same_item(a: str, b: str) -> bool:
    def stem(s: str) -> str:
        s = re.sub(r"^(?:the|some|a|an)\s+", "", s.lower().strip())
        return re.sub(r"(?:es|s)$", "", s) if len(s) > 3 else s
    return stem(a) == stem(b)
