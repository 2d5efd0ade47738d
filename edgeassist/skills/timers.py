"""Timers: many at once, named ("a pizza timer", "a 3 minute timer for the eggs"); how long is left; pause, resume, add or remove time; cancel one by name or all."""
from __future__ import annotations

import re

from ..nlu.numbers import TENS, UNITS, parse_duration
from . import when as W
from .base import BARE, Claim, Context, Outcome, Pending, Skill, say_duration, say_items, words
from .names import other_kind, same_name
from .store import Item, StoreError
from .timernames import (
    ADD, CANCEL, NOT_NAMES, NOT_TERSE, PAUSE, QUERY, RESUME, TAKE, TIMER, VERBS, hours_and, in_unit_of, name_of, named_last, which_name)


class Timers(Skill):
    name = "timers"
    intents = (
        {"name": "set_timer", "description": "Start a countdown timer for a duration, optionally named",
         "slots": {"duration_s": {"type": "duration"}},
         "examples": [{"text": "set a timer for ten minutes", "slots": {"duration_s": "ten minutes"}},
                      {"text": "timer two minutes", "slots": {"duration_s": "two minutes"}},
                      {"text": "count down forty five seconds", "slots": {"duration_s": "forty five seconds"}},
                      {"text": "start a timer for an hour and a half", "slots": {"duration_s": "an hour and a half"}},
                      {"text": "wake me in twenty minutes", "slots": {"duration_s": "twenty minutes"}}]},
        {"name": "cancel_timer", "description": "Cancel or stop the running timer",
         "examples": ["cancel my timer", "turn off the timer", "delete the timer", "stop the countdown"]},
        {"name": "timer_status", "description": "How long is left on a timer", "model": False,
         "slots": {"name": {"type": "text"}},
         "examples": ["how long is left on the pizza timer", "how much time is left", "check the timers"]},
        {"name": "pause_timer", "description": "Pause a timer", "model": False, "slots": {"name": {"type": "text"}},
         "examples": ["pause the timer"]},
        {"name": "resume_timer", "description": "Resume a paused timer", "model": False,
         "slots": {"name": {"type": "text"}}, "examples": ["resume the timer"]},
        {"name": "adjust_timer", "description": "Add or remove time on a timer", "model": False,
         "slots": {"name": {"type": "text"}, "delta_s": {"type": "integer"}},
         "examples": ["add five minutes to the egg timer"]},
    )

    asked: tuple[str, float] = ("", 0.0)     # the timer a "how long is left" named last, and when

    def claim(self, text: str, ctx: Context) -> Claim | None:
        t = words(text)
        t = re.sub(r"\b(?:a|the) second (?=timer|one)", "another ", t)    # a second timer, not one second
        t = re.sub(r"\b(for|in) (?:to|too) (?=(?:minutes?|hours?|seconds?|mins?)\b)", r"\1 two ", t)   # Whisper's "for to minutes"
        t = hours_and(t)
        t = re.sub(r"^(?:set )?(?:for|four) the (?=minute timer\b)", "set a forty ", t)       # Whisper's "set for the minute timer"
        if TIMER.search(t) and (u := re.search(r"\b(?:until|till|til) (?P<c>.+)$", t)) and not parse_duration(t):
            try:                            # "set a timer until midnight": as long as it is till then
                until = W.parse(u["c"], ctx.now().date(), W.country_of(ctx))
                at = W.first_at(until, ctx.now(), "alarm") if until.has_time else None
            except W.WhenError:
                at = None
            if at is not None:
                return Claim("set_timer", {"duration_s": round((at - ctx.now()).total_seconds())})
        if (m := re.fullmatch(r"(?:please )?time (?:the |my |our )?(?P<n>[a-z][a-z' ]{1,30}?) for (?P<d>.+?)(?: please)?", t)) \
                and (d := parse_duration(m["d"])) and not set(m["n"].split()) & (NOT_NAMES | VERBS):
            return Claim("set_timer", {"duration_s": d, "name": m["n"]})      # "Time the dough for three hours."
        if (m := re.fullmatch(r"(?:the |my )?(?P<n>[a-z][a-z' ]{1,25}?)(?:'s| is| are) (?:on|in)(?: now)?,? (?:can|could|would) you time (?:it|them)(?: for me)?", t)):
            return ctx.ask(self.name, "set_timer", {"name": m["n"]}, "For how long?", "duration")     # "Khichuri's on, can you time it?"
        known = self._named_in(t, ctx)
        if known and (d := parse_duration(t)) and re.search(r"\b(?:needs|takes|should (?:be|take|have)|only has)\b|^(?:(?:actually|no|oh|ok|"
                                                            r"okay|so|wait|sorry),? )*(?:make|change) (?:the |my )", t) and \
                not TAKE.search(t) and not ADD.search(t) and not re.search(r"\b(?:set|start|new)\b", t):
            it = next(x for x in ctx.store.items("timer") if x.label and same_name(x.label, known))
            return Claim("adjust_timer", {"name": known, "delta_s": d - round(self.left(it, ctx))})   # "the garlic bread only needs 10 minutes"
        asks_left = re.search(r"\bhow (?:long|much (?:time|longer))|\bhow much time\b|\btime (?:is )?left\b|\bleft on\b|"
                              r"\bremaining\b|^(?:and|what about|how about)(?: my| the| any)? timers?$|\bhow many (?:minutes?|hours?|seconds?|mins?) (?:are |is )?(?:left|rest)\b", t)
        timers = ctx.store.items("timer")
        if timers and re.fullmatch(r"(?:(?:ok|okay|right|alright|now|and) )*(?:put (?:it |that |the timer )?(?:on )?)?(?:pause|hold|resume|continue|unpause|restart|carry on|"
                                   r"keep going|start again|start(?= (?:it|that|the timer) again))(?: it| that| the timer)?(?: again| now)?", t):
            paused = [x for x in timers if x.paused]
            named = next((x.label for x in timers if x.id == self.asked[0] and x.label), None) \
                if len(timers) > 1 and ctx.clock() - self.asked[1] <= 120 else None
            if not PAUSE.search(t) and len(paused) == 1 and paused[0].label:
                named = paused[0].label
            return Claim("pause_timer" if PAUSE.search(t) else "resume_timer", {"name": named} if named else {})   # "Put pause.": the one just asked about
        bare_change = re.fullmatch(r"(?:and |also |oh )?(?:add|put on|take off|take away|remove|knock off|subtract|give it|"
                                   r"another|plus|minus) .+|.+ (?:more|less|extra)", t)
        new = re.search(r"\b(?:another|new|second|one more|separate) (?:\w+ )?timer\b|\btimer (?:called|named)\b|"
                        r"\banother\b(?! (?:\d+|[a-z]+|a|an) (?:more )?(?:minutes?|seconds?|hours?|mins?)\b)|"   # "another for 25 minutes"
                        r"\b(?:a|an) (?:(?!to\b|on\b|onto\b|the\b|my\b|it\b)[\w-]+ ){1,3}timer\b", t)   # "put on a four hour timer"
        if bare_change and not new and parse_duration(t) and len(ctx.store.items("timer")) == 1 and not re.search(
                r"\b(?:alarm|remind|list)\b", t):      # "add 10 minutes" with one timer running: that one
            only = ctx.store.items("timer")[0]
            return Claim("adjust_timer", {**({"name": only.label} if only.label else {"id": only.id}),
                                          "delta_s": (-1 if TAKE.search(t) or "minus" in t or "less" in t else 1) * parse_duration(t)})
        bare = re.search(r"(?:^|,\s*)(?:put |set |start |do )?(?:[\w.-]+ ){1,4}?(?:minutes?|mins?|hours?|seconds?) (?=(?:on|for) )", t)
        if bare and not known and not TIMER.search(t) and (n := named_last(t)) and (d := parse_duration(t[bare.start():])) \
                and not re.search(r"\b(?:add|take|remove|alarm|remind|list)|\b(?:give me|wait|hold on|hang on) (?:a|one) (?:sec|second|minute)", t):
            return Claim("set_timer", {"duration_s": d, "name": n})   # "next batch is in, 12 minutes on the cookies again"
        on = re.fullmatch(r"(?:and |so )?(?:time|how long|how much time|how much)(?: is)?(?: left| remaining)? (?:on|for) (?:the |my )?(?P<n>[a-z' ]+?)(?: now)?", t) or \
            re.fullmatch(r"(?:and |so )?(?:the |my )?(?P<n>[a-z' ]+?),? how (?:long|much (?:time|longer))(?: left| now| to go)?", t) or \
            re.fullmatch(r"(?:and |so )?(?:what|how) about (?:the |my )?(?P<n>[a-z' ]+?)(?: timer)?(?: now)?", t) or \
            re.fullmatch(r"(?:and |so )?how(?:'s| s| is| are)(?: the| my)? (?P<n>[a-z' ]+?)(?: timer)? (?:doing|going|coming along|getting on)(?: now)?", t)
        if re.fullmatch(BARE % "timers", t) or timers and (re.fullmatch(r"(?:and |so )?time (?:left|remaining|to go)(?: now)?", t) or on and any(
                same_name(i.label, on["n"]) for i in timers if i.label)):      # "Timers?", "Time left?", "Time on the dumplings?"
            named = {i.label for i in timers if i.label and same_name(i.label, on["n"])} if on else set()
            return Claim("timer_status", {"name": named.pop() if len(named) == 1 else on["n"]} if on else {})
        terse = re.fullmatch(r"(?:(?:and|also|plus) )?(?:(?:one )?for )?(?:the |my )?(?P<n>[a-z][a-z']+(?: [a-z']+)?),? (?:for )?(?P<d>(?:(?:[\d.]+|"
                             + "|".join(sorted({*UNITS, *TENS}, key=len, reverse=True)) + r"|an?|and|half|quarter|hundred)[ -]){1,5}"
                             r"(?:minutes?|mins?|hours?|seconds?|secs?))", t)   # "Dal, 25 minutes", "and rice 18 minutes": a length alone
        if terse and not known and terse["n"] not in NOT_NAMES and not set(terse["n"].split()) & (VERBS | NOT_TERSE | set(UNITS) | set(TENS)) \
                and (d := parse_duration(terse["d"])) and not re.search(r"\b(?:alarm|remind|reminder|list|snooze)\b", t):
            return Claim("set_timer", {"duration_s": d, "name": terse["n"]})       # "Dal, 25 minutes."
        if not TIMER.search(t) and not (timers and re.search(r"\b(?:to|on|from|off) it\b|\bthe other one\b|^(?:\w+ )?(?:stick|put|pop|add|tack|throw) "
                                                             r"(?:another|an extra|a further) .+ on$", t)):   # "what's on it": no timer's
            if re.fullmatch(r"(?:and |so )?how (?:much time|long|much longer)(?:'s| is| s| do i have| have i got| is it| now)?(?: left| remaining)?"
                            r"(?: now)?|(?:and |so )?how much (?:is |s |time is )?(?:missing|to go|left|remaining)(?: now)?", t) and timers:
                return Claim("timer_status", {})
            if not known or not (asks_left or CANCEL.search(t) or PAUSE.search(t) or RESUME.search(t)
                                 or ADD.search(t) or TAKE.search(t)):
                return None
        slot = {"name": name} if (name := name_of(t) or known) else {}
        if not slot and re.search(r"\b(?:it|that one|this one)\b", t) and ctx.last_item and \
                (last := ctx.store.get(ctx.last_item)) is not None and last.kind == "timer":
            slot = {"name": last.label} if last.label else {"id": last.id}      # "it": the timer the last turn spoke of
        if not slot and (picked := self._by_length_or_other(t, ctx)) is not None:
            slot = {"name": picked.label} if picked.label else {"id": picked.id}   # "cancel the 15 minute timer", "the other one"
        d = parse_duration(t)
        everything = re.search(r"\b(?:all|every|both)\b|\btimers\b", t)
        if not timers and re.search(r"\ba (?:[a-z]+ )?timer\b", t):
            new = True                       # "put on a timer for 45 seconds" with none running: a new one
        if d and not new and (TAKE.search(t) or ADD.search(t) and (known or re.search(
                r"\b(?:to|on|onto)\b.*\b(?:timer|it)\b|\bmore\b|\banother\b|\bextend\b|\bextra\b", t))) \
                and not re.search(r"\b(?:set|start|make|create|new)\b", t):
            return Claim("adjust_timer", {**slot, "delta_s": (-1 if TAKE.search(t) else 1) * d})
        said = re.sub(r"\b(?:for|called|named) .*$", "", t) if d and re.match(
            r"(?:\w+ ){0,3}?(?:set|start|make|create)\b", t) else t    # "start a timer for the bus stop": a name
        if CANCEL.search(said):
            return Claim("cancel_timer", {"name": "all"} if everything and not name else slot)
        if PAUSE.search(t):
            return Claim("pause_timer", slot)
        if RESUME.search(t):
            return Claim("resume_timer", slot)
        if (QUERY.search(t) or asks_left) and not re.search(r"\b(?:set|start|make|create)\b", t):
            one = not slot and len(timers) > 1 and re.search(r"\b(?:the|my|that) timer\b", t)   # "what's left on the timer" with two: which?
            return Claim("timer_status", {"one": True} if one else slot)
        if d and known is None and re.search(r"\b(?:add|put|take|remove|subtract)\b.*\b(?:to|on|from|off) it\b", t) \
                and len(ctx.store.items("timer")) == 1:
            only = ctx.store.items("timer")[0]
            return Claim("adjust_timer", {**({"name": only.label} if only.label else {"id": only.id}),
                                          "delta_s": (-1 if TAKE.search(t) else 1) * d})
        if d and re.search(r"\b(?:minus|negative)\b", t):
            return Claim("set_timer", {"problem": "A timer cannot run for less than nothing."},
                         "A timer cannot run for less than nothing.")
        if d:
            return Claim("set_timer", {"duration_s": d, **slot})
        if re.search(r"\b(?:set|start|make|create|new)\b", t) or t.strip() in ("timer", "a timer") or \
                slot and (re.match(r"(?:a |the )?timer\b", t) or re.search(r"\b(?:need|want|like|get|give me|use|put on) (?:a|another|"
                                                                          r"one more|the) timer\b", t)):
            # "Timer for the cookies, please.", "I need a timer for the steamed buns." - "For how long?"
            return ctx.ask(self.name, "set_timer", slot, "For how long?", "duration")
        return None

    @staticmethod
    def _by_length_or_other(t: str, ctx: Context) -> Item | None:
        """The one timer set for the length said ("the 15 minute timer"), or "the other one" of two (the one the last
        turn did not speak of), or of the one left."""
        timers = ctx.store.items("timer")
        if (m := re.search(r"\bthe (?P<d>(?:\S+ ){0,2}?\S+) (?:minute|hour|second)s? (?:timer|one)\b", t)) and \
                (d := parse_duration(m["d"] + " " + re.search(r"(minute|hour|second)s? (?:timer|one)", t)[1] + "s")):
            same = [x for x in timers if x.duration and abs(x.duration - d) < 1]
            return same[0] if len(same) == 1 else None
        if re.search(r"\bthe other (?:one|timer)\b", t):
            others = [x for x in timers if x.id != ctx.last_item]
            return others[0] if len(others) == 1 else None
        return None

    @staticmethod
    def _named_in(t: str, ctx: Context) -> str | None:
        """A running timer whose name the words hold ("how long left on the potatoes")."""
        said = [w.removesuffix("'s") for w in re.findall(r"[^\W\d_][\w']*", t) if len(w) > 2 and w not in NOT_NAMES and w not in VERBS]   # "the lamb's done"
        labels = {timer.label for timer in ctx.store.items("timer") if timer.label and any(same_name(timer.label, w) for w in said)}
        if len(labels) > 1:          # "the beans" of the green beans and the broad beans: both words, asked which
            best = [x for x in labels if all(w in t.split() for w in x.split())]
            shared = [w for w in said if all(same_name(x, w) for x in labels)]
            return best[0] if len(best) == 1 else shared[0] if shared else None   # "the beans and the peas": no one timer
        return labels.pop() if labels else None

    def follow_up(self, text, pending, ctx):
        t = words(text)
        if pending.intent == "set_timer":
            d = parse_duration(t)
            return Claim("set_timer", {"duration_s": d, **pending.slots}) if d else None
        name = self._named_in(t, ctx) or which_name(t)
        if re.search(r"\b(?:all|both|every)\b", t):
            name = "all"
        return Claim(pending.intent, {**{k: v for k, v in pending.slots.items() if not k.startswith("_")},
                                      "name": name}) if name else None

    def in_context(self, text, ctx):
        """Words that only make sense after a timer turn: "add ten minutes", "cancel it"."""
        t = hours_and(words(text))
        last = ctx.store.get(ctx.last_item) if ctx.last_item else None
        running = ctx.store.items("timer")
        if running and (n := self._named_in(t, ctx)) and \
                re.fullmatch(r"(?:and |what about |how about )?(?:on |for )?(?:the |my )?[\w' ]{2,30}?(?: one| timer)?", t):
            return Claim("timer_status", {"name": n})      # "How much time is left?" - "On the rice."
        if (last is None or last.kind != "timer") and len(running) == 1:
            last = running[0]                 # the one timer there is
        if last is None or last.kind != "timer":
            d = parse_duration(t)             # the last one has rung: "set another one for 4 minutes for the burgers"
            if d and re.search(r"\b(?:another|one more|a new one|again)\b", t) and not re.search(r"\b(?:alarm|remind|list)", t):
                n = name_of(t) or named_last(t)
                return Claim("set_timer", {"duration_s": d, **({"name": n} if n else {})})
            return None
        slot = {"name": last.label} if last.label else {"id": last.id}
        d = parse_duration(t)
        named = m.group(1) if (m := re.search(r"\bfor (?:the |my )?([a-z]+)\b(?! \d)", t)) and \
            not parse_duration(f"1 {m.group(1)}") and m.group(1) not in NOT_NAMES and m.group(1) not in UNITS \
            and m.group(1) not in TENS else None
        if not d and (m := re.fullmatch(r"(?:and |also |plus |then )?(?:another |one |a )?(?:for )?(?!(?:one|a|an|another)\b)(?P<n>[\w-]+(?: [\w-]+)?) "
                                        r"(?:for|on) (?:the |my )?(?P<name>[a-z][\w' ]*)", t)) and last.duration and \
                (m["n"].isdigit() or m["n"].split()[0] in TENS or m["n"].split()[0] in UNITS and m["n"].split()[0] not in ("a", "an", "one")):
            d = in_unit_of(m.group("n"), last.duration)               # "and 15 for the prawns"
            if d:
                return Claim("set_timer", {"duration_s": d, "name": m.group("name")})
        if m := re.fullmatch(r"(?:actually |no |sorry |oh )?(?:make|change) (?:that|it|this)(?: to)? (?P<n>.+?)(?: instead)?", t):
            said = m.group("n")              # "Timer 5 minutes." - "Actually, make that 7."
            new_d = parse_duration(said) or last.duration and in_unit_of(said, last.duration)
            if new_d and last.duration:
                return Claim("adjust_timer", {**slot, "delta_s": new_d - last.duration})
        if d and (re.search(r"\b(?:another|a second|one more|and one|a separate one|a new one|one for)\b", t)
                  or named and not self._named_in(t, ctx) and re.match(r"^(?:and|also|plus|then) ", t)):
            name = name_of(t) or named       # "and another one for the raita, ten minutes", "and 30 minutes for the veggies"
            return Claim("set_timer", {"duration_s": d, **({"name": name} if name else {})})
        if not d and (ADD.search(t) or TAKE.search(t)) and last.duration:
            d = next((in_unit_of(w, min(last.duration, 3540)) for w in t.split()   # "take five off it": minutes
                      if w not in ("a", "an") and in_unit_of(w, 60)), None)
        if d and (ADD.search(t) or TAKE.search(t)):
            return Claim("adjust_timer", {**slot, "delta_s": (-1 if TAKE.search(t) else 1) * d})
        if re.fullmatch(r"(?:cancel|delete|remove|stop|kill|turn off) (?:it|that|that one|this one)", t):
            return Claim("cancel_timer", slot)
        if re.search(r"\bpause (?:it|that)\b", t):
            return Claim("pause_timer", slot)
        if re.search(r"\b(?:resume|continue|unpause) (?:it|that)\b", t):
            return Claim("resume_timer", slot)
        return None

    # ------------------------------------------------------------------ doing

    def _find(self, slots: dict, ctx: Context, only_running=None, intent: str = "cancel_timer") -> tuple[list[Item], str | None]:
        timers = ctx.store.items("timer")
        name = slots.get("name")
        if slots.get("id"):
            got = [t for t in timers if t.id == slots["id"]]
            return got, None if got else "That timer has already finished."
        if name == "all":
            return timers, None
        if name:
            got = [t for t in timers if t.label and same_name(t.label, name)]
            got = [t for t in got if not other_kind(t.label, name)] or got     # "the green beans": not the broad beans
            if len(got) > 1 and intent != "cancel_timer":
                ctx.pending = Pending(self.name, intent, {k: v for k, v in slots.items() if k != "name"}, ctx.clock())
                return [], f"Which one: {say_items([f'the {t.label}' for t in got]).replace(' and ', ' or ')}?"
            if len(got) == 1:
                ctx.last_item = got[0].id          # "Resume the broad beans." - "Add a minute to it."
            return got, None if got else f"There is no {name} timer."
        if only_running is not None:
            timers = [t for t in timers if t.paused != only_running] or timers
        if not timers:
            return [], "There is no timer running."
        if len(timers) > 1:
            names = say_items([f"the {t.label} timer" if t.label else f"the {say_duration(t.duration)} timer"
                               for t in timers])
            ctx.pending = Pending(self.name, intent, dict(slots), ctx.clock())
            return [], f"You have {len(timers)} timers: {names}. Which one?"
        return timers, None

    def left(self, t: Item, ctx: Context) -> float:
        return t.remaining if t.paused else max(0.0, (t.due or 0) - ctx.clock())

    def handle(self, intent, slots, ctx, dry=False):
        if "problem" in slots:
            return Outcome(slots["problem"])
        if intent == "set_timer":
            d = slots.get("duration_s")
            if not d:
                return Outcome("For how long? Say, for example, set a timer for five minutes.")
            if int(d) > 24 * 3600:
                return Outcome("I can set timers of up to 24 hours.")
            name = slots.get("name")
            called = f"{name.capitalize()} timer" if name else "Timer"
            if not dry:
                existing = [t for t in ctx.store.items("timer") if name and t.label and same_name(t.label, name)
                            and not other_kind(t.label, name)]      # the broad beans' timer leaves the green beans' be
                t = Item(Item.new_id(), "timer", name or "", due=ctx.clock() + int(d), duration=float(int(d)))
                ctx.store.delete([e.id for e in existing])
                ctx.store.put(t)
                ctx.last_item = t.id
                ctx.emit("timer.set", **self.event(t, ctx))
            return Outcome(f"{called} set for {say_duration(int(d))}.")
        if intent == "cancel_timer":
            found, problem = self._find(slots, ctx)
            if not found:
                return Outcome(problem or "There is no timer running.")
            if not dry:
                ctx.store.delete([t.id for t in found])
                for t in found:
                    ctx.emit("timer.cancelled", **self.event(t, ctx))
            if len(found) == 1:
                return Outcome(f"{found[0].label.capitalize()} timer cancelled." if found[0].label else "Timer cancelled.")
            return Outcome(f"{len(found)} timers cancelled.")
        if intent == "timer_status":
            if not slots.get("name"):
                timers = ctx.store.items("timer")
                if not timers:
                    return Outcome("There is no timer running.")
                if len(timers) > 1:
                    parts = [f"{t.label or 'unnamed'}, {say_duration(self.left(t, ctx))}"
                             f"{' paused' if t.paused else ''}" for t in timers]
                    return Outcome(f"You have {len(timers)} timers: " + "; ".join(parts) + (". Which one?" if slots.get("one") else "."))
                found = timers
            else:
                found, problem = self._find(slots, ctx, intent=intent)
                if not found:
                    return Outcome(problem)
            t = found[0]
            if not dry:
                self.asked = (t.id, ctx.clock())      # "Put pause." next: this one
            what = f"the {t.label} timer" if t.label else "the timer"
            return Outcome(f"{say_duration(self.left(t, ctx))} left on {what}{', paused' if t.paused else ''}.")
        if intent in ("pause_timer", "resume_timer"):
            pausing = intent == "pause_timer"
            found, problem = self._find(slots, ctx, only_running=not pausing, intent=intent)
            if not found:
                return Outcome(problem)
            t = found[0]
            what = f"{t.label.capitalize()} timer" if t.label else "Timer"
            if t.paused == pausing:
                return Outcome(f"{what} is already {'paused' if pausing else 'running'}.")
            if not dry:
                if pausing:
                    t = ctx.store.update(t, paused=True, remaining=self.left(t, ctx), due=None)
                else:
                    t = ctx.store.update(t, paused=False, due=ctx.clock() + (t.remaining or 0), remaining=None)
                ctx.emit("timer.paused" if pausing else "timer.resumed", **self.event(t, ctx))
            return Outcome(f"{what} {'paused' if pausing else 'resumed'}, {say_duration(self.left(t, ctx))} left.")
        if intent == "adjust_timer":
            found, problem = self._find(slots, ctx, intent=intent)
            if not found:
                return Outcome(problem)
            t, delta = found[0], int(slots.get("delta_s") or 0)
            left = self.left(t, ctx) + delta
            what = f"the {t.label} timer" if t.label else "the timer"
            if left <= 0:
                return Outcome(f"That is more than is left on {what} ({say_duration(self.left(t, ctx))}).")
            if not dry:
                changes = {"remaining": left} if t.paused else {"due": ctx.clock() + left}
                t = ctx.store.update(t, duration=(t.duration or 0) + delta, **changes)
                ctx.emit("timer.changed", **self.event(t, ctx))
            verb = "Added" if delta > 0 else "Took"
            return Outcome(f"{verb} {say_duration(abs(delta))} {'to' if delta > 0 else 'off'} {what}: "
                           f"{say_duration(left)} left.")
        return None

    @staticmethod
    def event(t: Item, ctx: Context) -> dict:
        from .base import item_json
        return {"id": f"timer-{t.id}", "timer": t.id, "name": t.label or None, "duration_s": round(t.duration or 0),
                **{k: v for k, v in item_json(t, ctx).items() if k in ("due", "remaining_s", "paused")}}


__all__ = ["Timers", "StoreError"]
