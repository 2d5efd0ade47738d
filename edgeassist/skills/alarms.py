"""Alarms: at a clock time or a day, repeating on days, with a label; list, cancel one (by time,
label or "the next one") or all; snooze and stop while ringing (the ringing is schedule.py's)."""
from __future__ import annotations

import datetime as dt
import re

from . import when as W
from .days import from_last
from .base import BARE, WHAT_NOW, Claim, Context, Outcome, Pending, Skill, drop, item_event, say_items, words
from .store import Item
from .alarm_words import without_time, label_of, which_alarm
from .alarm_cancel import CANCEL as _CANCEL, after_that, another_named, at_its_time, by_order, by_when_due, cancel_clause
from .changes import moved
from .names import same_name

_ALARM = re.compile(r"\balarms?\b|\bwake me\b|\bwake up call\b|\bget me up\b|\bwake us\b|"
                    r"\b(?:need|have|got|want|must|like) to (?:be up|get up|wake up)\b|^(?:be|get|wake) up (?:at|by|for)\b|"
                    r"\b(?:need|needs|want|wants) (?:waking|to be woken)\b")      # "I'll need waking at half seven"
_LIST = re.compile(r"\b(?:what|which|list|show|tell me|read|any|how many|when(?:'s| is| does)?|do i have|are there|is there)\b")
_STOPPING = re.compile(r"^(?:(?:stop|dismiss|turn off|shut off|silence|end|enough|ok|okay)(?: the| that)?(?: alarm)?|i'm up|i am up|"
                       r"alarm off|stop it|stop ringing)$")
_SNOOZE = re.compile(r"\bsnooze\b|\b(?:\d+|five|ten|two|three|fifteen|twenty) more minutes\b|\b(?:a )?few more minutes\b")
_QUESTION = re.compile(r"^(?:and |so |ok |okay )?(?:now,? |then,? )?(?:what|what's|whats|which|how many|when|is|are|do|does|did|have|has|any|"
                       r"list|show|tell me|read|check|remind me (?:what|when))\b")
_PARTS = {"morning": range(4, 12), "afternoon": range(12, 17), "evening": range(17, 22), "night": (22, 23, 0, 1, 2, 3),
          "early": range(0, 7), "late": range(21, 24)}
_STOP_WORDS = re.compile(r"\b(?:stop|off|dismiss|i'?m up|i am up|i'?m awake|i am awake|(?:i'?m |i am )?getting up|enough|shut up|"
                         r"silence|quiet|cancel)\b")
class Alarms(Skill):
    name = "alarms"
    intents = (
        {"name": "set_alarm", "description": "Set an alarm at a clock time, maybe repeating, maybe labelled",
         "model": False, "slots": {"at": {"type": "text"}, "repeat": {"type": "text"}, "label": {"type": "text"}},
         "examples": ["set an alarm for seven tomorrow", "wake me up at half past six every weekday",
                      "alarm at noon on saturdays called gym", "set a morning alarm for a quarter to eight"]},
        {"name": "list_alarms", "description": "Say which alarms are set", "model": False,
         "examples": ["what alarms do i have", "which alarms are set", "list my alarms"]},
        {"name": "cancel_alarm", "description": "Cancel an alarm (by time, label, the next one) or all",
         "model": False, "slots": {"which": {"type": "text"}}, "examples": ["cancel my alarm for seven", "delete all alarms", "turn off the next alarm"]},
        {"name": "snooze_alarm", "description": "Snooze the ringing alarm", "model": False,
         "slots": {"minutes": {"type": "integer"}}, "examples": ["snooze", "snooze the alarm for ten minutes"]},
        {"name": "stop_alarm", "description": "Stop the ringing alarm", "model": False, "examples": ["i'm up", "turn the alarm off", "stop the alarm"]},
    )

    def claim(self, text: str, ctx: Context) -> Claim | None:
        t = cancel_clause(words(text), ctx)
        alarm_ringing = any(i.kind == "alarm" for i in ctx.ringing.values())
        raw = " ".join(text.lower().split())
        if _SNOOZE.search(t) and (alarm_ringing or "alarm" in t or t.strip() == "snooze"):
            from ..nlu.numbers import parse_duration
            d = parse_duration(t) if re.search(r"\bfor\b|\b(?:minutes?|mins?|hours?|an hour)\b", t) and "more minutes" not in t else None
            bare = re.search(r"\bfor (?:another |an extra )?(\w+(?: \w+)?)$", t) if d is None else None
            d = parse_duration(bare.group(1) + " minutes") if bare else d      # "snooze for ten": minutes, as a snooze is
            more = re.search(r"\b(\w+(?: \w+)?) more minutes\b", t) if d is None else None
            d = (parse_duration(more.group(1) + " minutes") or parse_duration(more.group(1).split()[-1] + " minutes")) if more else d
            return Claim("snooze_alarm", {"minutes": round(d / 60)} if d else {})
        if alarm_ringing and re.search(r"\b(?:more|another|extra)\b.*\bminutes?\b|^(?:(?:just|ok|okay|oh|ugh|please)[, ]+)*(?:give me|gimme|"
                                       r"let me have|i need)\b.*\b(?:minutes?|mins?|more|another|extra)\b|^(?:just )?(?:another|an extra) \w+\W*$", raw) \
                and not re.search(r"\b(?:timer|remind|list)\b", raw):
            from ..nlu.numbers import parse_duration       # "give me ten more minutes", "gimme five minutes", "another five" while it rings
            d = parse_duration(t)
            for n in (re.finditer(r"\b(?:another|extra|more|gimme|me|have|need) (?=(\w+)\b)", t) if not d else ()):
                d = d or parse_duration(n.group(1) + " minutes")
            return Claim("snooze_alarm", {"minutes": round(d / 60)} if d else {})
        if alarm_ringing and (_STOPPING.match(t.strip()) or _STOP_WORDS.search(t) and not re.search(
                r"\b(?:timer|remind|list|set|at \d)\b", t)) and not another_named(t, ctx):
            return Claim("stop_alarm", {})
        if not alarm_ringing and re.fullmatch(r"(?:please )?(?:stop|dismiss|silence|turn off|shut off) (?:the |my |that )?alarm(?: please)?", t):
            return Claim("stop_alarm", {})          # "Stop the alarm." with none ringing: said so, no new alarm asked for
        if not _ALARM.search(t) and (m := re.match(r"(?:(?:right|ok|okay|and|so|oh)[, ]+)*(?:cancel|delete|scrap|turn off|disable|get rid of|remove|drop|ditch) (?:the |my )?(?P<n>[a-z][\w' ]*?)"
                                                   r"(?: one)?(?:,|$)", t)):
            named = [a.label for a in ctx.store.items("alarm") if a.label and same_name(a.label, m.group("n"))]
            if len(set(named)) == 1:          # "cancel football, it's been called off": the football alarm
                return Claim("cancel_alarm", {"which": "label", "label": named[0]})
        if not _ALARM.search(t) and _CANCEL.search(t) and ctx.store.items("alarm") and not re.search(
                r"\b(?:timers?|reminders?|lists?|in \w+ (?:minutes?|hours?))\b", t):
            return at_its_time(t, ctx)          # "delete the six fifteen": the alarm at that time
        if ctx.store.items("alarm") and (_ALARM.search(t) or _ALARM.search(words(ctx.said))) and re.search(
                r"\b(?:set|go(?:ing)? off|ring(?:ing)?) (?:for|to|at) what time$|\bwhat(?:'s| s| is) (?:it|that|that one|the alarm|my alarm) set (?:for|to)$", t):
            return Claim("list_alarms", {})          # "My alarm's set for what time?", "... that alarm, right? What's it set for?"
        if not _ALARM.search(t) or re.search(r"\bwake (?:word|phrase)\b", t):
            return None
        if re.search(r"\bsame time\b|\b(?:after|before) (?:that|it|that one)\b", t) and (got := after_that(t, ctx, self)) is not None:
            return got                        # "Set an alarm for the same time tomorrow."
        length = re.search(r"\b(?:alarm|wake me(?: up)?|get me up)(?: please)? for (?P<d>(?:(?!for\b)\S+ ){1,3}?(?:minutes?|mins?|hours?))$", t)
        from ..nlu.numbers import parse_duration
        if length and parse_duration(length["d"]):        # "set an alarm for 10 minutes": ten minutes from now
            t = t[:length.start("d") - 4] + "in " + length["d"]
        try:
            when = W.parse(t, ctx.now().date(), W.country_of(ctx))
        except W.WhenError as e:
            return Claim("set_alarm" if not _CANCEL.search(t) else "cancel_alarm", {"problem": str(e)}, str(e))
        if _CANCEL.search(t):
            which = which_alarm(t, when, [a.label for a in ctx.store.items("alarm")])
            if not which.get("which") and ctx.said and ctx.said != text:    # "I'm skipping the gym today, cancel that alarm"
                said = words(ctx.said)
                try:
                    around = W.parse(said, ctx.now().date(), W.country_of(ctx))
                    which = which_alarm(said, around) if around.hour is None else which
                except W.WhenError:
                    pass
            return Claim("cancel_alarm", which)
        asking = _QUESTION.match(t) or re.search(r"\b(?:list|show|read)\b.*\balarms?\b|^(?:my |the )?alarm list\b", t) or \
            re.fullmatch(BARE % "alarms", t) or re.fullmatch(r"(?:my |the )?alarms? (?:which|that|what) (?:i|we) (?:have|got|set)(?: now)?", t)
        if re.match(r"(?:and |so |ok |okay )?(?:do (?:i|we)|is there|are there|have (?:i|we) got|did (?:i|we|you) (?:set|make))"
                    r"(?: already| still)? (?:have |got )?(?:an?|any|my|the) (?:\w+ )?alarms?\b", t):
            return Claim("list_alarms", {})          # "Do I already have an alarm at eight thirty?": said, none set
        if asking and not when.has_time and (not re.search(r"\b(?:set|make|create|add) (?:an?|another|new)\b", t)
                                             or re.match(r"(?:and )?(?:did|have|has) (?:i|we|you|anyone)\b", t)):   # "did I set an alarm"
            return Claim("list_alarms", {})
        if not when.has_time and len(t.split()) <= 6 and (hour := re.search(
                r"(?:^|[,.]? )(?:at )?(?P<h>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: o'?clock)?"
                r"(?=[,.]|$| (?:tomorrow|today|tonight|on|every|this|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)", t)):
            when = W.parse(t[:hour.start("h")] + "at " + t[hour.start("h"):], ctx.now().date(), W.country_of(ctx))   # "Alarm. Seven. Tomorrow."
        label = label_of(without_time(t, when))
        if not when.has_time:
            return ctx.ask(self.name, "set_alarm", {**self._when_slots(when), **({"label": label} if label else {})},
                           "For what time?", "time")
        return self._set(when, label, ctx, waking=bool(re.search(r"\bwake\b|\bwaking\b|\bwoken\b|\bget me up\b|\b(?:be|get) up\b", t)))

    def in_context(self, text, ctx):
        """After an alarm turn: "and one at 9 on saturdays", "another for 7:15", "cancel it"."""
        t = cancel_clause(words(text), ctx)
        if (meant := re.fullmatch(r"(?:(?:sorry|no|oh|oops|ah)[,.]? )*i (?:meant|mean) (?:for |on )?(?P<w>.+)", t)) and \
                (got := self.claim(f"set an alarm for {meant['w']}", ctx)) is not None and got.intent == "set_alarm":
            return got                        # "Wake me at 8 on February 29th." - "Sorry, I meant March 1st at 8 a.m."
        if (m := re.fullmatch(r"(?:(?:and|so|oh|ok|okay|right)[,.]? )*(?:the |that |my )?(?P<n>[\w: ]+?) one (?:can go|can be cancelled|is not needed|"
                              r"isn't needed|(?:i|we) (?:don't|do not) need)(?:,? .*)?", t)) and ctx.store.items("alarm"):
            return self.claim(f"cancel the {m['n']} one", ctx)     # "and the ten to seven one can go, I don't need it now"
        if re.fullmatch(r"(?:cancel|delete|remove|turn off|switch off|disable|get rid of|scrap|unset) (?:it|that|that one|this one)", t) and ctx.last_item:
            alarms = ctx.store.items("alarm")      # the last item may be a reminder that rang since: the one alarm there is
            only = alarms[0].id if len(alarms) == 1 and not any(a.id == ctx.last_item for a in alarms) else ctx.last_item
            return Claim("cancel_alarm", {"which": "id", "id": only})
        if ctx.last_item and ctx.store.get(ctx.last_item) is None and (m := re.fullmatch(
                r"(?:(?:right|ok|okay|oh|so)[,.]? )*(?:and|in|an) (?:the |that |my )?(?P<n>.+?) one(?: as well| too| also)?", t)):
            return self.claim(f"cancel the {m['n']} one", ctx)     # "Get rid of the car boot sale one." - "And the Saturday one as well."
        if (got := by_order(t, ctx) or after_that(t, ctx, self)) is not None:
            return got                        # "Cancel the second one, ...", "And another one ten minutes after that"
        if (got := by_when_due(t, ctx)) is not None:
            return got                        # "the one in 45 minutes", "the one for December"
        if WHAT_NOW.fullmatch(t) and ctx.store.items("alarm"):
            return Claim("list_alarms", {})          # "Cancel the next one." - "Hmm, actually, what have I got now?"
        if re.fullmatch(r"(?:and |so |ok |okay |ah |oh )?(?:cancel|delete|remove|turn off|disable|clear) (?:them )?(?:both|all|all of them|"
                        r"both of them|them all|them|both of those|all of those|those|these|those two|both)(?: please)?", t) and ctx.store.items("alarm"):
            return Claim("cancel_alarm", {"which": "all"})           # "Cancel both."
        t = re.sub(r"(?<=[a-z]) 1$", " one", t)       # Whisper's "cancel the saturday 1"
        if _CANCEL.search(t) and re.search(r"\b(?:first|next|earliest|earlier) one\b", t) and ctx.store.items("alarm"):
            return Claim("cancel_alarm", {"which": "next"})          # "Cancel the first one."
        if _CANCEL.search(t) and re.search(r"\bone\b", t) and ctx.store.items("alarm"):   # "cancel the 6:40 one"
            if " and " in t and (both := at_its_time(t, ctx)) is not None:
                return both
            bare = re.sub(r"\s+one\b", "", t)          # "the six thirty one too": 6:30's, not 6:31
            try:
                when = W.parse(bare, ctx.now().date(), W.country_of(ctx))
                return Claim("cancel_alarm", which_alarm(bare, when)) if when.said else None
            except W.WhenError:
                return None
        if re.search(r"\b(?:timer|remind|list|minutes? timer)\b", t):
            return None
        if re.fullmatch(r"(?:and |so |ok |okay )?(?:what's|whats|what is|which ones?(?: are)?|what have i(?: got)?|what do i have) (?:left|still set|set|got set)(?: now)?", t):
            return Claim("list_alarms", {})          # "Get rid of the Saturday one." - "What's left now?"
        if ctx.store.items("alarm") and re.search(r"^(?:and |so )?(?:what time|when)\b.*\b(?:it|that|that one|they|the alarm)\b.*"
                                                  r"\b(?:go off|ring|wake|set (?:for|to)$)", t) or re.fullmatch(r"(?:and |so )?(?:what time|when) did (?:i|we|you) set "
                                                                                r"(?:it|that|that one|the alarm|my alarm) (?:for|to)", t):
            return Claim("list_alarms", {})          # "what time will it go off tomorrow?"
        last = next((a for a in ctx.store.items("alarm") if a.id == ctx.last_item), None)
        if last is not None and last.due and (moved := from_last(t, last.due, ctx.at)):    # "another one ten minutes after that"
            return Claim("set_alarm", {"at": moved[0].isoformat(timespec="seconds")})
        # "and 7 also just in case": an hour said alone after an alarm is its clock time
        t = re.sub(r"^((?:and |also |plus )*(?:another one|another|one more|one|also|and)) (?=(?:\d{1,2}(?::\d\d)?|[1-9][0-5]\d|1[0-2][0-5]\d|one|two|"
                   r"three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: o'?clock| am| pm)?(?:,? (?:also|too|as well|just in case|then|"
                   r"please|label(?:led)? it|labell?ed|called|named|call it)\b.*| (?:on|every) [a-z]+(?: [a-z]+)?| tomorrow| tonight)?$)",
                   r"\1 at ", t)                    # "also 815, label it bunnings", "And 8 on weekends." (not "one on Saturdays at eight")
        try:
            when = W.parse(t, ctx.now().date(), W.country_of(ctx))
        except W.WhenError as e:
            return Claim("set_alarm", {"problem": str(e)}, str(e))
        if when.hour is None and when.in_s is None and last is not None and last.due and re.search(r"\bsame time\b", t):
            before = ctx.at(last.due)                  # "Sunday also, same time."
            when.hour, when.minute, when.meridiem = before.hour, before.minute, "am" if before.hour < 12 else "pm"
        retry = ctx.refused == self.name and not re.sub(r"\b(?:ok|okay|so|well|alright|instead|how about|what about|try|"
                                                         r"make it|no|and|then|please|on|at|for)\b|[,.?!]", "", without_time(t, when)).strip()
        if (when.hour is None and when.in_s is None) or not retry and not re.search(
                r"^(?:and|also|plus|then|another|one more|set another|(?:set|make) (?:it|that|one)|"
                r"and another|and one|one|make (?:it|that|another))\b|\b(?:one|another|also|too|same time)\b", t):
            return None                    # "and one at 9", "make another one in 40 minutes"; after a refusal, "6 am on the 30th then"
        if last is not None and last.due and not when.days and when.day_offset is None and when.date is None \
                and when.weekday is None and when.in_s is None and ctx.at(last.due).date() != ctx.now().date():
            # "another one at seven" after 6:45 tomorrow morning: 7 that morning
            before = ctx.at(last.due)
            when.day_offset = (before.date() - ctx.now().date()).days
            if when.meridiem is None and when.hour is not None and 1 <= when.hour <= 12:
                when.meridiem = "am" if before.hour < 12 else "pm"
        return self._set(when, label_of(without_time(t, when)), ctx)

    def changed(self, text, ctx):
        last = ctx.store.get(ctx.last_item) if ctx.last_item else None
        if last is None or last.kind != "alarm" or (got := moved(text, last, ctx)) is None:
            return None
        days = got[1].days if got[1] is not None else tuple(last.days)
        return Claim("set_alarm", {"at": got[0].isoformat(timespec="seconds"), "replaces": last.id,
                                   **({"repeat": W.repeat_name(days)} if days else {}), **({"label": last.label} if last.label else {})})

    def _when_slots(self, when: W.When) -> dict:
        return {"_when": when}

    def _set(self, when: W.When, label: str, ctx: Context, waking: bool = False) -> Claim:
        if waking and when.meridiem is None and when.hour is not None and 1 <= when.hour <= 11:
            when.meridiem = "am"                       # "wake me up at 7": the morning
        try:
            at = W.first_at(when, ctx.now(), "alarm")
        except W.WhenError as e:
            return Claim("set_alarm", {"problem": str(e)}, str(e))
        slots = {"at": at.isoformat(timespec="seconds")}
        if when.days:
            slots["repeat"] = W.repeat_name(when.days)
        if label:
            slots["label"] = label
        return Claim("set_alarm", slots)

    def follow_up(self, text, pending, ctx):
        t = words(text)
        if pending.intent == "cancel_alarm":          # "Which one should I cancel?"
            t = re.sub(r"\s+one$", "", t)              # "the six thirty one"
            try:
                slots = which_alarm(t, W.parse(t, ctx.now().date(), W.country_of(ctx)))
            except W.WhenError:
                return None
            return Claim("cancel_alarm", slots) if slots else None
        if re.fullmatch(r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: (?:am|pm|a\.m|p\.m|in the \w+))?", t):
            t = "at " + t                     # "For what time?" - "6"
        try:
            when = W.parse(t, ctx.now().date(), W.country_of(ctx))
        except W.WhenError as e:
            return Claim("set_alarm", {"problem": str(e)}, str(e))
        if not when.has_time:
            return None
        old = pending.slots.get("_when")
        if old is not None:
            when.days = when.days or old.days
            when.day_offset = when.day_offset if when.day_offset is not None else old.day_offset
            when.weekday = when.weekday if when.weekday is not None else old.weekday
            when.date = when.date or old.date
        return self._set(when, pending.slots.get("label", "") or label_of(without_time(t, when)), ctx)   # "9:15, label it homework"

    # ------------------------------------------------------------------ doing

    def handle(self, intent, slots, ctx, dry=False):
        if "problem" in slots:
            return Outcome(slots["problem"])
        if intent in ("snooze_alarm", "stop_alarm"):
            return self._ringing(intent, slots, ctx, dry)
        if intent == "set_alarm":
            at = dt.datetime.fromisoformat(slots["at"]).astimezone(ctx.tz)
            days = W.days_of(slots.get("repeat"))
            label = slots.get("label") or ""
            item = Item(Item.new_id(), "alarm", label, due=at.timestamp(), hour=at.hour, minute=at.minute, days=days)
            if not dry:
                old = [x for x in [ctx.store.get(slots["replaces"])] if x is not None and x.kind == "alarm"] if slots.get("replaces") else []
                ctx.store.put(item)              # the new one first: a power cut between keeps both, never neither
                drop(old, ctx)
                ctx.last_item = item.id
                ctx.emit("alarm.set", **self.event(item, ctx))
            name = f"{label.capitalize()} alarm" if label else "Alarm"
            when = W.say_days(days) if days else W.say_day(at, ctx.now())
            return Outcome(f"{name} {'moved to' if slots.get('replaces') else 'set for'} {W.say_clock(at)} {when}.")
        if intent == "list_alarms":
            alarms = ctx.store.items("alarm")
            if not alarms:
                return Outcome("You have no alarms set.")
            return Outcome(f"You have {len(alarms)} alarm{'s' if len(alarms) != 1 else ''}: "
                           f"{say_items([self.describe(a, ctx) for a in alarms])}.")
        if intent == "cancel_alarm":
            alarms = ctx.store.items("alarm")
            if not alarms:
                return Outcome("You have no alarms set.")
            which = slots.get("which")
            if which == "all":
                found = alarms
            elif which == "next":
                found = alarms[:1]
            elif which == "id":
                found = [a for a in alarms if a.id == slots.get("id")]
                if not found:
                    return Outcome("That alarm is not set any more.")
            elif which == "days":
                found = [a for a in alarms if list(a.days) == slots.get("days")] or \
                    [a for a in alarms if not a.days and ctx.at(a.due).weekday() in slots.get("days", ())]   # "all my weekend alarms": Saturday's and Sunday's
                if not found:
                    return Outcome(f"You have no alarm {W.say_days(tuple(slots.get('days', ())))}.")
            elif which == "day":
                wd = slots.get("weekday")
                found = [a for a in alarms if wd in a.days or not a.days and ctx.at(a.due).weekday() == wd]
                if not found:
                    return Outcome(f"You have no alarm on {W.DAYS[wd].title()}.")
            elif which == "time":
                times = set(slots.get("times", []))
                found = [a for a in alarms if f"{a.hour:02d}:{a.minute:02d}" in times]
                if "day" in slots and len(found) > 1:
                    found = [a for a in found if (ctx.at(a.due).date() - ctx.now().date()).days == slots["day"]] or found
                if not found:
                    return Outcome(f"You have no alarm at that time. You have {say_items([self.describe(a, ctx) for a in alarms])}.")
            elif which == "label":
                found = [a for a in alarms if a.label and same_name(a.label, slots["label"])]
                hours = _PARTS.get(slots["label"])      # "the evening alarm": by when it rings, when none is labelled so
                found = found or [a for a in alarms if hours and a.hour in hours]
                if not found:
                    return Outcome(f"You have no {slots['label']} alarm.")
            elif which == "date":           # "tomorrow's alarm", "the alarm on the 23rd"
                want = dt.date.fromisoformat(slots["on"]) if "on" in slots else ctx.now().date() + dt.timedelta(days=slots.get("day", 0))
                found = [a for a in alarms if ctx.at(a.due).date() == want]
                if not found:
                    day = ctx.now() + dt.timedelta(days=(want - ctx.now().date()).days)
                    return Outcome(f"You have no alarm {W.say_day(day, ctx.now())}.")
            else:
                said = set(slots.get("words", "").split())
                run = slots.get("words", "").split()       # "the back up alarm": backup, words run together
                found = [a for a in alarms if a.label and (set(re.findall(r"[a-z']+", a.label.lower())) <= said or any(
                    "".join(run[i:j]) == a.label.lower().replace(" ", "") for i in range(len(run)) for j in range(i + 2, len(run) + 1)))]
            if not which and not found and len(alarms) == 1:
                found = alarms
            elif not which and not found:
                ctx.pending = Pending(self.name, "cancel_alarm", {}, ctx.clock())
                return Outcome(f"You have {len(alarms)} alarms: {say_items([self.describe(a, ctx) for a in alarms])}. "
                               f"Which one should I cancel?")
            drop(found, ctx, dry)
            if len(found) == 1:
                return Outcome(f"Cancelled the alarm for {self.describe(found[0], ctx)}.")
            return Outcome(f"Cancelled {len(found)} alarms.")
        return None

    def _ringing(self, intent, slots, ctx, dry):
        """Snooze or stop the alarm that rings (the speaker is silenced: Outcome.stop)."""
        ringing = [i for i in ctx.ringing.values() if i.kind == "alarm"]
        if not ringing:
            return Outcome("There is no alarm ringing.")
        if intent == "stop_alarm":
            if not dry:
                for it in ringing:
                    ctx.ringing.pop(it.id, None)
                    ctx.emit("alarm.stopped", **item_event(it, ctx), reason="stopped")
            return Outcome("Alarm off.", stop=True)
        minutes = float(slots.get("minutes") or ctx.settings.snooze_min)
        if not 0 < minutes <= 120:
            return Outcome("I can snooze for up to two hours.")
        due = ctx.clock() + minutes * 60
        at = ctx.at(due)
        if not dry:
            for it in ringing:
                ctx.ringing.pop(it.id, None)
            first = ringing[0]
            snoozed = Item(Item.new_id(), "alarm", first.label, due=due, hour=at.hour, minute=at.minute, snoozed=True)
            ctx.store.put(snoozed)
            ctx.emit("alarm.snoozed", **item_event(snoozed, ctx), snoozed_from=first.id, minutes=minutes)
        m = int(minutes) if minutes == int(minutes) else minutes
        return Outcome(f"Snoozed for {m} minute{'s' if m != 1 else ''}, until {W.say_clock(at)}.", stop=True)

    @staticmethod
    def describe(a: Item, ctx: Context) -> str:
        at = ctx.at(a.due)
        when = W.say_days(a.days) if a.days else W.say_day(at, ctx.now())
        return f"{W.say_clock(at)} {when}" + (f" ({a.label})" if a.label else "")

    event = staticmethod(item_event)
