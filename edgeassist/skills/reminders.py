"""Reminders: "remind me to <task> at <time> / in <duration> / tomorrow at <time>", repeating too;
at the time the daemon says "Reminder: <task>"; list them, cancel one by its words or all."""
from __future__ import annotations

import datetime as dt
import re

from . import when as W
from .days import from_last, said_times
from .base import BARE, WHAT_NOW, Claim, Context, Outcome, Pending, Skill, drop, item_event, say_items, words
from .store import Item
from .changes import moved
from .names import stem
from .alarm_cancel import ORDINAL

_REMIND = re.compile(r"\bremind(?:er|ers|ing)?\b|\bremaind\b|\bremember me (?=.*\bto )|\bdon't let me forget\b|\bdo not let me forget\b")
_CANCEL = re.compile(r"\b(?:cancel|delete|remove|clear|drop|forget|get rid of|scrap|turn off|stop)\b")
_CANCEL_WORDS = re.compile(r"\b(?:cancel|delete|remove|clear|drop|forget|get rid of|scrap|turn off|stop|reminders?|"
                           r"reminding|remind|me|my|the|to|about|for|that|of|all|every|please|kindly|can you|could you|"
                           r"i don't need|don't need)\b")
_LIST = re.compile(r"\b(?:what|which|list|show|tell me|read|any|how many|do i have|are there|is there|go through|run through|check|"
                   r"run me through|go over)\b")
_LEAD = re.compile(r"^(?:(?:please|also|and|then|now|can you|could you|would you|will you|hey|okay|ok|um|uh|so)\s+)*"
                   r"(?:(?:set|create|add|make|put|schedule|give me|set up)\s+(?:me\s+)?(?:a|an|one)?\s*"
                   r"(?:new\s+)?(?:reminder|remaind)s?|remind(?:er)?s?(?: me| us)?|remaind(?: me)?|"
                   r"don't let me forget|do not let me forget|remember me)\s*")
_GLUE = re.compile(r"^(?:(?:for me|me|to|about|that|of|for|on|at|by|i need to|i have to|i must|i should|"
                   r"i've got to|i gotta|i want to)\s+)+|(?:\s+(?:at|on|by|for|in|to|and|please|from now|instead))+$")
_PRONOUNS = {"my": "your", "me": "you", "i": "you", "i'm": "you're", "myself": "yourself", "mine": "yours",
             "our": "your", "us": "you", "we": "you"}


def task_of(text: str, when: W.When) -> str:
    """The task: what is left of the cleaned words without the time, the trigger and the glue."""
    t = W.clean(text)
    for a, b in sorted(when.spans, reverse=True):
        glue = re.search(r"(?:\b(?:the|at|on|in|by|around|about)\s+){1,2}$", t[:a])   # "the [day after tomorrow] at [6 pm]"
        a = glue.start() if glue else a
        t = t[:a] + " " * (b - a) + t[b:]
    t = re.sub(r"\b(?:every|each)\s*$|\b(?:tomorrow|today|tonight)\b", " ", t)
    t = " ".join(t.split())
    t = _LEAD.sub("", t, count=1) if _LEAD.search(t) else re.sub(r"^.*?\bremind(?:er)? ?(?:me|us)?\b\s*", "", t)
    t = re.sub(r"\bremind(?:er)? (?:me|us)\b\s*", "", t)
    particle = re.search(r"^(?:(?:to|me|that) )*(?:put|let|bring|take|turn|switch|plug|log|lock|hand|send|fill|pop|tuck|bring|"
                         r"leave|check|clock|sign|hook|go|come)\b.* (in|on)$", t)
    for _ in range(3):
        t = _GLUE.sub("", t).strip()
    if particle and not t.endswith(" " + particle[1]):
        t += " " + particle[1]                     # "put the turkey in", "switch the heating on": the verb's own word
    if not set(t.split()) - _FUNCTION_WORDS:       # "remind me at 10am": "at" is no task
        return ""
    return t


_FUNCTION_WORDS = set("at for to on in by about of the a an and it that this me us please then so okay ok".split())


def spoken_task(task: str) -> str:
    """"call my mom" -> "call your mom" (the task as the assistant says it back)."""
    return " ".join(_PRONOUNS.get(w, w) for w in task.split())




class Reminders(Skill):
    name = "reminders"
    intents = (
        {"name": "set_reminder", "description": "Remind the user of a task at a time, maybe repeating",
         "model": False, "slots": {"task": {"type": "text"}, "at": {"type": "text"}, "repeat": {"type": "text"}},
         "examples": ["remind me to call the dentist at five", "remind me in twenty minutes to take the bread out"]},
        {"name": "list_reminders", "description": "Say which reminders are set", "model": False,
         "examples": ["what are my reminders", "list my reminders", "do i have any reminders"]},
        {"name": "cancel_reminder", "description": "Cancel a reminder by its words, or all", "model": False,
         "slots": {"task": {"type": "text"}}, "examples": ["cancel the reminder to call the dentist", "delete all reminders"]},
    )

    def claim(self, text: str, ctx: Context) -> Claim | None:
        t = words(text)
        if re.fullmatch(r"(?:and |so )?what (?:do|did|should) (?:i|we) (?:have|need|got) to remember(?: (?:today|tomorrow|this week))?|"
                        r"(?:and |so )?what (?:have|did) (?:i|we) (?:asked?|told) you to remind (?:me|us) (?:about|of)|"
                        r"(?:and |so )?what (?:am i|are we) (?:being |going to be |getting )?reminded (?:about|of)|"
                        r"(?:and |so |ok |okay )?(?:what's|whats|what is|anything|what have (?:i|we) got|what do (?:i|we) have) (?:coming up|up next|on my plate|planned)"
                        r"(?: (?:for )?(?:today|tomorrow|this week|now))?", t) and ctx.store.items("reminder"):
            return Claim("list_reminders", {})        # "what do I have to remember today?", "What's coming up?"
        if not _REMIND.search(t) and (m := re.fullmatch(r"(?:cancel|delete|remove|scrap|forget|drop|take off) (?:the |my )?(?P<about>one (?:about|to|for) )?"
                                                        r"(?P<n>[a-z][\w' ]*?)"
                                                        r"(?P<one> one)?(?:,.*)?", t)):
            said = set(m["n"].split()) - _FUNCTION_WORDS
            if re.fullmatch(r"(?:first|second|third|fourth|last|next|other)(?: one)?", m["n"]):
                return None                   # "Delete the second one": the one said second (in_context)
            tasks = {r.label for r in ctx.store.items("reminder") if said and said <= set(r.label.split())}
            if len(tasks) == 1:
                return Claim("cancel_reminder", {"task": m["n"]})      # "delete the landlord one"
            others = [i for kind in ("alarm", "timer") for i in ctx.store.items(kind) if i.label and said & set(i.label.split())]
            if not tasks and said and (m["about"] or m["one"]) and not others and not re.search(
                    r"\d|o'?clock|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight|morning|evening|"
                    r"last|first|next|other|previous|latest|earlier|later|that|this|same|new)\b", m["n"]) and \
                    (ctx.store.items("reminder") or not ctx.store.items("alarm")):   # "that last one": the turn's; alarms only: theirs
                return Claim("cancel_reminder", {"task": m["n"]})      # "cancel the one about Margaret" when none is: said so
            return None
        if not _REMIND.search(t) or re.match(r"(?:can you |could you |please )?remind me,? (?:when|what|where|who|how|which|whether)\b"
                                             r"(?!.*\bto\b)", t):
            return None                 # "remind me, when is Father's Day?": tell me again
        if _CANCEL.search(t) and re.search(r"\breminders?\b|\breminding\b", t):
            part = next((p for p in re.split(r"[,.;]\s*", t) if _CANCEL.search(p)), t)   # "we're away. cancel all my reminders"
            task = " ".join(_CANCEL_WORDS.sub(" ", part).split())     # "..., my son is doing it now": a remark
            task = re.sub(r"^(?:my|the|our|your) ", "", task)
            if re.search(r"\b(?:all|every)\b", part) and len(re.sub(r"\b(?:my|the|our|your|of)\b", "", task).split()) <= 1 and \
                    not re.fullmatch(r"(?:on )?(?:today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)", task):   # "all ... for today": that day's
                return Claim("cancel_reminder", {"task": "all"})
            if task in ("", "that", "it", "this", "the", "my") and (named := re.search(r"\b(?:the|that|this|my) ([a-z' ]+?) reminder\b", t)):
                task = named[1]                       # "That pharmacy reminder, cancel it, my daughter's going to do it."
            if task in ("", "that", "it", "this", "the", "my") and ctx.said and ctx.said != text:
                task = " ".join(_CANCEL_WORDS.sub(" ", words(ctx.said)).split())   # "I got through to the vet, so cancel that reminder"
            return Claim("cancel_reminder", {"task": task} if task else {})
        asking = re.match(r"^(?:and |so |ok |okay )?(?:now |then )?(?:what|what's|whats|which|how many|when|is|are|do|does|did|have|has|any|list|show|tell me|read)\b|"
                          r"^(?:and|what about|how about)(?: my| the| any)? reminders?$", t) or re.fullmatch(BARE % "reminders", t)
        if re.search(r"\breminders?\b", t) and (asking or _LIST.search(t) and not re.search(r"\b(?:set|create|add|make)\b", t)):
            return Claim("list_reminders", {})
        try:
            when = W.parse(t, ctx.now().date(), W.country_of(ctx))
        except W.WhenError as e:
            said = re.search(r"\bto (.+)$", t)         # "remind me on June 31st to renew my passport": no such day; the task kept
            task = re.sub(r" (?:on|at|by|in|this|next|tomorrow|every) .*$", "", said.group(1)) if said else ""
            if not task:
                return Claim("set_reminder", {"problem": str(e)}, str(e))
            months = "|".join(W.MONTHS)
            try:                                   # its clock time kept for "Oh, then July 1st, same time."
                kept = W.parse(re.sub(rf"\b(?:on )?(?:the )?\d{{1,2}}(?:st|nd|rd|th)? (?:of )?(?:{months})\b|"
                                      rf"\b(?:on )?(?:{months}) (?:the )?\d{{1,2}}(?:st|nd|rd|th)?\b", " ", t), ctx.now().date(), W.country_of(ctx))
            except W.WhenError:
                kept = None
            month = next((i + 1 for i, n in enumerate(W.MONTHS) if re.search(rf"\b{n}\b", t)), None)    # "the 30th" next: of that month
            asked = ctx.ask(self.name, "set_reminder", {"task": task, "problem": str(e), "_month": month,
                                                        **({"_when": kept} if kept and kept.has_time else {})}, str(e), "time")
            return asked                           # "Oh, right. June 30th then, at 10am." sets it
        task = task_of(t, when)
        last = next((r for r in ctx.store.items("reminder") if r.id == ctx.last_item), None)
        moved = from_last(task, last.due, ctx.at) if last is not None and last.due else None
        if moved and moved[1].start() == 0 and task[moved[1].end():].strip():      # "remind me ten minutes before that to ..."
            return Claim("set_reminder", {"task": task[moved[1].end():].strip(), "at": moved[0].isoformat(timespec="seconds")})
        if re.fullmatch(r"(?:me |us )?(?:again|(?:about )?(?:it|that|this) again)", task) and ctx.last_fired and \
                ctx.last_fired[-1].kind == "reminder":
            task = ctx.last_fired[-1].label       # "Nobody answered. Remind me again in five minutes."
        return self._complete(task, when, ctx)

    def _complete(self, task: str, when: W.When, ctx: Context) -> Claim:
        if not task:
            return ctx.ask(self.name, "set_reminder", {"_when": when}, "What should I remind you about?", "task")
        if not when.has_time:
            return ctx.ask(self.name, "set_reminder", {"task": task, "_when": when}, "When should I remind you?", "time")
        if when.meridiem is None and when.hour is not None and 1 <= when.hour <= 11 and \
                (part := re.search(r"\b(?:(morning|breakfast)|(afternoon|evening|dinner|supper))\b", task)):
            when.meridiem = "am" if part.group(1) else "pm"      # "tomorrow at 6 to go for morning walk": 6 in the morning
        try:
            at = W.first_at(when, ctx.now(), "reminder")
        except W.WhenError as e:      # "That time has already passed today." - "Sorry, 8 tonight." sets it
            return ctx.ask(self.name, "set_reminder", {"task": task, "problem": str(e)}, str(e), "time")
        slots = {"task": task, "at": at.isoformat(timespec="seconds")}
        if when.days:
            slots["repeat"] = W.repeat_name(when.days)
        return Claim("set_reminder", slots)

    def follow_up(self, text, pending, ctx):
        t = words(text)
        if pending.intent == "cancel_reminder":        # "Which one should I cancel?"
            task = " ".join(_CANCEL_WORDS.sub(" ", t.split(",")[0]).split())     # "..., my son is doing it now": a remark
            return Claim("cancel_reminder", {"task": "all" if re.search(r"\b(?:all|both)\b", t) else task}) if task or \
                re.search(r"\b(?:all|both)\b", t) else None
        try:
            when = W.parse(t, ctx.now().date(), W.country_of(ctx))
        except W.WhenError as e:
            return Claim("set_reminder", {"problem": str(e)}, str(e))
        if pending.slots.get("problem") and (not when.said or re.match(r"(?:\w+ ){0,2}?(?:set|make|create|add) (?:a|another|new) reminder|"
                                                                        r"(?:\w+ ){0,2}?remind me\b", t)):
            return None                       # after "There is no June 31.", words with no day or time, or a request
            # of its own ("set a reminder for 7:15"), are another request: its task is asked for, not taken
        if pending.slots.get("task") and not when.has_time and (bare := W.with_bare_hour(t)):
            try:                                       # "When should I remind you?" - "Tomorrow after work, say 6."
                when = W.parse(bare, ctx.now().date(), W.country_of(ctx))
            except W.WhenError:
                pass
        if pending.slots.get("_month") and when.date and not re.search(r"\b(?:" + "|".join(W.MONTHS) + r")\b", t):
            try:                                       # "No September 31." - "I mean the 30th": September's
                day = when.date.replace(month=pending.slots["_month"])
                when.date = day if day >= ctx.now().date() else day.replace(year=day.year + 1)
            except ValueError:
                pass
        old = pending.slots.get("_when")
        if old is not None and old.said:
            when.days = when.days or old.days
            when.day_offset = when.day_offset if when.day_offset is not None else old.day_offset
            when.weekday = when.weekday if when.weekday is not None else old.weekday
            when.date = when.date or old.date
            if when.hour is None and when.in_s is None:
                when.hour, when.minute, when.meridiem, when.in_s = old.hour, old.minute, old.meridiem, old.in_s
        task = pending.slots.get("task") or task_of(t, when)
        if not pending.slots.get("task") and not task:
            return None
        return self._complete(task, when, ctx)

    def changed(self, text, ctx):
        last = ctx.store.get(ctx.last_item) if ctx.last_item else None
        if last is None or last.kind != "reminder" or (got := moved(text, last, ctx)) is None:
            return None
        days = got[1].days if got[1] is not None else tuple(last.days)
        return Claim("set_reminder", {"task": last.label, "at": got[0].isoformat(timespec="seconds"), "replaces": last.id,
                                      **({"repeat": W.repeat_name(days)} if days else {})})

    def in_context(self, text, ctx):
        """After a reminder turn: "cancel it", "cancel the tomatoes one", "and one at 9 to ..."."""
        t = words(text)
        if re.fullmatch(r"(?:actually |ok |okay |no )?(?:cancel|delete|remove|forget) (?:it|that|that one|this one|(?:that|the) last one)", t) \
                and ctx.last_item:
            said = {stem(w) for w in re.findall(r"[a-z']{4,}", words(ctx.said)) if w not in ("that", "this", "these", "those", "year")}
            named = [r for r in ctx.store.items("reminder") if said & {stem(w) for w in re.findall(r"[a-z']{4,}", r.label.lower())}]
            if len(named) == 1 and ctx.said and ctx.said.strip() != text.strip():      # "we're not doing pumpkins this year,
                return Claim("cancel_reminder", {"task": named[0].label})             # delete that one": the pumpkins one
            return Claim("cancel_reminder", {"task": "#last"})
        if (m := re.match(r"(?:\w+ )?(?:cancel|delete|remove|scrap|forget|drop) the (?P<o>first|second|third|fourth|last) (?:one|reminder)\b", t)) and \
                len(items := sorted((r for r in ctx.store.items("reminder") if r.due), key=lambda r: r.due)) >= 2:
            at = ORDINAL[m["o"]]
            return Claim("cancel_reminder", {"task": items[at].label}) if at < len(items) else None    # "Delete the second one"
        if WHAT_NOW.fullmatch(t):
            return Claim("list_reminders", {})        # "And what's left?" after a reminder turn
        if ctx.last_item and ctx.store.get(ctx.last_item) is None and (m := re.fullmatch(
                r"(?:(?:right|ok|okay|oh|so)[,.]? )*(?:and|also) (?:the |that |my )?(?P<n>.+?) one(?: as well| too| also)?", t)):
            return self.claim(f"cancel the {m['n']} reminder", ctx)    # "Cancel the passport one." - "and the accountant one"
        if _CANCEL.search(t) and not re.search(r"\b(?:timer|alarm|list)\b", t):
            task = " ".join(_CANCEL_WORDS.sub(" ", re.sub(r"\b(?:the )?one\b", " ", t.split(",")[0])).split())
            if task and (self.matching(task, ctx.store.items("reminder")) or self._at_time(task, ctx.store.items("reminder"), ctx)):
                return Claim("cancel_reminder", {"task": task})         # "cancel the tomatoes one", "delete the one at 4"
        last = next((r for r in ctx.store.items("reminder") if r.id == ctx.last_item), None)
        if last is not None and (m := re.fullmatch(r"(?:(?:and|also|plus) )+(?:(?:another|one more|one) )?(?P<when>(?:every|each|on|at|in|"
                                                   r"tomorrow|tonight|next)\b(?:(?! to ).)+?)(?: as well| too| also)?", t)):
            got = self.claim(f"remind me to {last.label} {m['when']}", ctx)      # "And every morning at eight as well."
            return got if got is not None and got.intent == "set_reminder" and "at" in got.slots else None
        m = re.match(r"^(?:(?:and|also|plus) )+(?:(?:another|one more|one) )?(?P<rest>(?:.+ )?to\b.+)$", t)
        if m and not re.search(r"\b(?:timer|alarm|list)\b", t):
            got = self.claim("remind me " + m.group("rest"), ctx)   # "also every evening at nine to water the plant"
            return got if got is not None and got.intent == "set_reminder" and "task" in got.slots else None
        return None

    # ------------------------------------------------------------------ doing

    def handle(self, intent, slots, ctx, dry=False):
        if "problem" in slots:
            return Outcome(slots["problem"])
        if intent == "set_reminder":
            at = dt.datetime.fromisoformat(slots["at"]).astimezone(ctx.tz)
            days = W.days_of(slots.get("repeat"))
            item = Item(Item.new_id(), "reminder", slots["task"], due=at.timestamp(), hour=at.hour, minute=at.minute,
                        days=days)
            if not dry:
                old = [x for x in [ctx.store.get(slots["replaces"])] if x is not None and x.kind == "reminder"] if slots.get("replaces") else []
                ctx.store.put(item)              # the new one first: a power cut between keeps both, never neither
                drop(old, ctx)
                ctx.last_item = item.id
                ctx.emit("reminder.set", **item_event(item, ctx))
            return Outcome(f"Okay, I'll remind you to {spoken_task(item.label)} {self.when(item, ctx)}"
                           f"{' instead' if slots.get('replaces') else ''}.")
        if intent == "list_reminders":
            items = ctx.store.items("reminder")
            if not items:
                return Outcome("You have no reminders.")
            said = [f"{spoken_task(r.label)} {self.when(r, ctx)}" for r in items]
            return Outcome(f"You have {len(items)} reminder{'s' if len(items) != 1 else ''}: {say_items(said)}.")
        if intent == "cancel_reminder":
            items = ctx.store.items("reminder")
            if not items:
                return Outcome("You have no reminders.")
            task = slots.get("task")
            if task == "all":
                found = items
            elif task and re.fullmatch(r"(?:the )?(?:next|first|soonest|upcoming)(?: one)?", task):
                found = sorted(items, key=lambda r: r.due or 0)[:1]       # "cancel my next reminder"
            elif task == "#last":
                found = [r for r in items if r.id == ctx.last_item]
                if not found:
                    return Outcome("That reminder is not set any more.")
            elif task:
                found = self.matching(task, items) or self._on_day(task, items, ctx) or self._at_time(task, items, ctx)
                if not found:
                    return Outcome(f"I found no reminder to {spoken_task(task)}.")
                if len(found) > 1 and not re.search(r"\b(?:all|both|every|each|reminders|them)\b", ctx.said or task):
                    ctx.pending = Pending(self.name, "cancel_reminder", {}, ctx.clock())     # "cancel the reminder to call": which?
                    return Outcome(f"You have {len(found)} reminders to {spoken_task(task)}: "
                                   f"{say_items([spoken_task(r.label) for r in found]).replace(' and ', ' or ')}. Which one should I cancel?")
            elif len(items) == 1:
                found = items
            else:
                ctx.pending = Pending(self.name, "cancel_reminder", {}, ctx.clock())
                return Outcome(f"You have {len(items)} reminders: "
                               f"{say_items([spoken_task(r.label) for r in items])}. Which one should I cancel?")
            drop(found, ctx, dry)
            if len(found) == 1:
                return Outcome(f"Cancelled the reminder to {spoken_task(found[0].label)}.")
            return Outcome(f"Cancelled {len(found)} reminders.")
        return None

    @staticmethod
    def _at_time(task: str, items: list[Item], ctx) -> list[Item]:
        """The reminders due at the clock time said ("the one at 4": 4:00 or 16:00), when no words are said."""
        if not re.fullmatch(r"(?:the |my )?(?:reminder )?(?:(?:at|for) [\w:. ]+|(?:\d[\d:.]*|(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                            r"eleven|twelve)(?: (?:oh )?[a-z]+(?:[ -][a-z]+)?)?) ?(?:a ?m|p ?m|a\.m\.|p\.m\.|o'? ?clock)?(?: one)?)",
                            task.strip()):          # "the one at 4", "the 2 p.m. reminder", "the three thirty reminder"
            return []
        try:
            times = said_times(W.parse(task, ctx.now().date(), W.country_of(ctx)))
        except W.WhenError:
            return []
        return [r for r in items if (r.hour, r.minute) in times]

    @staticmethod
    def _on_day(task: str, items: list[Item], ctx) -> list[Item]:
        """The reminders due on the day named ("thursday", "tomorrow"), when no reminder's words are said."""
        day = re.fullmatch(r"(?:the |my )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today)(?:'?s)?", task.strip())
        if day is None:
            return []
        today = ctx.now().date()
        due = lambda r: dt.datetime.fromtimestamp(r.due, ctx.now().tzinfo).date()     # noqa: E731
        if day.group(1) in ("today", "tomorrow"):
            return [r for r in items if due(r) == today + dt.timedelta(days=day.group(1) == "tomorrow")]
        return [r for r in items if due(r).strftime("%A").lower() == day.group(1)]

    @staticmethod
    def matching(task: str, items: list[Item]) -> list[Item]:
        """The reminders whose words hold most of the words asked for (their content words)."""
        stop = {"the", "a", "an", "to", "my", "your", "about", "for", "of", "reminder", "and", "on", "at"}
        want = {stem(w) for w in re.findall(r"[\w']+", task.lower()) if w not in stop}
        best, out = 0.0, []
        for r in items:
            have = {stem(w) for w in r.label.split() if w not in stop}
            score = len(want & have) / max(1, len(want))
            if score > best:
                best, out = score, [r]
            elif score == best and score > 0:
                out.append(r)
        if best >= 0.5:
            return out
        # said among other words ("he just called me, so cancel the electrician reminder"): the one
        # reminder most of whose own words were said
        cover = sorted(((len(want & h) / len(h), r) for r in items
                        if (h := {stem(w) for w in r.label.split() if w not in stop})), key=lambda x: -x[0])
        if cover and cover[0][0] >= 0.5 and (len(cover) == 1 or cover[1][0] < cover[0][0]):
            return [cover[0][1]]
        sharing = [r for r in items if want & {stem(w) for w in r.label.lower().split() if len(w) >= 3 and w not in stop}]
        return sharing if len(sharing) == 1 else []      # "her coach is bringing her home, delete the Kasia reminder"

    @staticmethod
    def when(item: Item, ctx: Context) -> str:
        at = ctx.at(item.due)
        if item.days:
            return f"{W.say_days(item.days)} at {W.say_clock(at)}"
        return f"{W.say_day(at, ctx.now())} at {W.say_clock(at)}"
