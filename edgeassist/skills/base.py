"""What every skill module shares: the Skill shape, its claim on an utterance, its outcome, and the
context it works in (the store, the local time zone, the clock, the settings, the event sink).

A skill module defines one Skill subclass with:
- ``intents``: the intents it declares (name, description, slots, examples; ``model: False`` for
  those only its own parser finds: they stay out of the language model's prompt);
- ``claim(text, ctx)``: the fast lane, before any model: a Claim (intent, slots, maybe a reply)
  when the words are clearly its own, else None;
- ``handle(intent, slots, ctx, dry)``: does it and says what it did (dry: the reply only).
"""
from __future__ import annotations

import datetime as dt
import re
import time
from dataclasses import dataclass, field
from typing import Callable
from zoneinfo import ZoneInfo

from .store import Item, Store


@dataclass
class Outcome:
    """What handling an intent did: the reply to speak (None = silence) and actions for the daemon."""
    reply: str | None
    stop: bool = False
    volume: int | None = None


@dataclass
class Claim:
    """A skill's reading of an utterance: the intent and its slots (published as they are), and the
    reply when it is already known (a question back, or why it cannot be done)."""
    intent: str
    slots: dict
    reply: str | None = None
    pending: "Pending | None" = None     # the question asked back, kept when the turn is acted on


@dataclass(frozen=True)
class AlarmSettings:
    snooze_min: float = 9.0
    ring_s: float = 60.0
    missed_s: float = 1800.0
    defer_s: float = 30.0


@dataclass
class Pending:
    """A question asked back ("What should I remind you about?"): what the next turn may complete."""
    skill: str
    intent: str
    slots: dict
    asked: float


@dataclass
class Context:
    store: Store
    tz: dt.tzinfo = field(default_factory=lambda: local_zone())
    clock: Callable[[], float] = time.time
    settings: AlarmSettings = field(default_factory=AlarmSettings)
    emit: Callable[..., None] = lambda etype, **fields: None
    pending: Pending | None = None
    ringing: dict = field(default_factory=dict)      # item id -> Item, while it rings (schedule.py)
    last_fired: list = field(default_factory=list)   # the items that fired most recently
    last_item: str | None = None      # the id of the item the last turn set or changed ("cancel it")
    last_list: str | None = None      # the list the last turn used ("and bread")
    place: "object" = None            # [place] (answers.Place): the country's holidays, the sun's position
    said: str = ""                    # the whole utterance, while a request in it is read (utterance.py)
    refused: str | None = None        # the skill whose request the last turn refused ("There is no September 31.")

    def now(self) -> dt.datetime:
        return dt.datetime.fromtimestamp(self.clock(), self.tz)

    def at(self, epoch: float) -> dt.datetime:
        return dt.datetime.fromtimestamp(epoch, self.tz)

    def ask(self, skill: str, intent: str, slots: dict, question: str, missing: str) -> Claim:
        """A question asked back: missing names what the answer gives (time, task, duration, which...)."""
        public = {k: v for k, v in slots.items() if not k.startswith("_")}
        return Claim(intent, {**public, "missing": missing}, question, Pending(skill, intent, dict(slots), self.clock()))


def local_zone() -> dt.tzinfo:
    """The machine's zone (/etc/localtime, TZ), as a zoneinfo zone when it can be named."""
    import os
    name = os.environ.get("TZ", "").lstrip(":")
    if not name:
        try:
            link = os.readlink("/etc/localtime")
            name = link.split("zoneinfo/", 1)[1] if "zoneinfo/" in link else ""
        except OSError:
            name = ""
    if not name:
        try:
            name = open("/etc/timezone").read().strip()
        except OSError:
            name = ""
    try:
        return ZoneInfo(name) if name else ZoneInfo("UTC")
    except (ValueError, KeyError, OSError):
        return ZoneInfo("UTC")


class Skill:
    name = ""
    intents: tuple[dict, ...] = ()

    def claim(self, text: str, ctx: Context) -> Claim | None:
        return None

    def follow_up(self, text: str, pending: Pending, ctx: Context) -> Claim | None:
        """The answer to the question this skill asked back (None: not an answer to it)."""
        return None

    def in_context(self, text: str, ctx: Context) -> Claim | None:
        """Words that are this skill's only right after a turn of it ("and one at 9", "cancel it")."""
        return None

    def changed(self, text: str, ctx: Context) -> Claim | None:
        """A new time for the item this skill's last turn set ("Actually, make it 6:10."): it is
        asked before any fresh claim, which would read the time as a new item (changes.py)."""
        return None

    def handle(self, intent: str, slots: dict, ctx: Context, dry: bool = False) -> Outcome | None:
        return None

    def warm(self, ctx: Context) -> None:
        """Load what the first request would otherwise wait for (called once, off the turn's thread)."""


def say_duration(seconds: float) -> str:
    seconds = int(round(seconds))
    parts = []
    for unit, n in (("hour", 3600), ("minute", 60), ("second", 1)):
        if seconds >= n:
            q, seconds = divmod(seconds, n)
            parts.append(f"{q} {unit}{'s' if q != 1 else ''}")
    return " and ".join(parts[:2]) if parts else "0 seconds"


def say_items(items: list[str]) -> str:
    if not items:
        return ""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


POLITE = r"(?:please|kindly|thanks|thank you)"
BARE = r"(?:and |so |what about |how about )?(?:my |the |any |all (?:my |the |of my )?)?%s(?: (?:please|now|again|then))?"   # "Alarms?": say them
# "what have I got now?", "and what's left?" after a turn of one kind: the list of that kind
WHAT_NOW = re.compile(r"(?:(?:and|so|ok|okay|hmm|actually|right|now)[, ]+)*(?:what (?:have|do) (?:i|we) (?:still )?(?:got|have)(?: coming up| left| on)?|"
                      r"what else (?:have (?:i|we) got|do (?:i|we) have|is there|is on)|(?:what's|whats|what is|which ones? (?:are|is)) (?:still )?"
                      r"(?:left|still set|still on|set now|coming up|up next|on there|on it))(?: (?:now|left|set|then|there))?")
ENDEARMENT = r"(?:dear|love|honey|sweetie|darling|mate|buddy)"      # said after a request: no label, no item


def words(text: str) -> str:
    """Lower case, punctuation gone, one space: what the claims match against."""
    t = text.lower().replace("’", "'")
    t = re.sub(r"[^\w':.,\- ]+", " ", t)
    t = re.sub(r"(?<=\d),(?=\d{3}\b)", "", t)                                         # "$1,850": one number
    t = re.sub(r"\s*,\s*", ", ", t).strip(", ")
    t = re.sub(r"\b(?:u+h*m+|uh+|ugh|er+|erm|hmm+)\b,?\s*", "", t)                 # fillers anywhere
    t = re.sub(r"^(?:i'm|im) (?=(?:set|add|put|remind|wake|cancel|delete|remove|start|stop|snooze|pause|resume|take|read|clear|"
               r"make|create|turn|what|how|when|which|is|are|do|does|can|could|tell|list)\b)", "", t)   # Whisper's "i'm" for "um"
    # Whisper's slips on a command's first word: "and X to my list" (add), "but X on the list" (put),
    # "time for 10 minutes" (timer for)
    t = re.sub(r"^(?:and|at) (?:(?:also )?(?:add|put) )?(?!what|what's|whats|how|is|are|do|does|which|who|anything)(?=.+ (?:to|on|onto) (?:my|the|our) "
               r".*\b(?:list|lists)\b)", "add ", t)
    t = re.sub(r"^but (?=.+ (?:on|onto) (?:my|the|our) .*\blist\b)", "put ", t)
    t = re.sub(r"^ad (?=\S+ (?:more )?(?:seconds?|minutes?|mins?|hours?) |.+ (?:to|on|onto) )", "add ", t)     # "ad two minutes to ..."
    t = re.sub(r"^(?:set a |start a )?time (?:for|of) (?=(?:(?:the|my) [a-z]+ )?(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|"
               r"fifteen|twenty|thirty|forty|fifty|sixty|ninety|half) )", "timer for ", t)
    t = re.sub(r"\btime her\b", "timer", t)
    t = re.sub(r"^wait me\b", "wake me", re.sub(r"\balons\b", "alarms", t))
    t = re.sub(r"\ba second one\b", "another one", t)                                  # "and a second one ten minutes after that": no 1 second
    t = re.sub(r"\b(remind (?:me|us)|need|have|want|got|going) (?:two|too) (?=[a-z]{3,})", r"\1 to ", t)   # Whisper's "remind me two call mom"
    if t.startswith(("remind", "set a reminder")):
        t = re.sub(r"\b(?:two|too) (?=(?:turn|call|take|buy|pick|get|pay|check|feed|water|put|book|ring|send|make|clean|go|do|wash|walk|"
                   r"order|bring|collect|phone|text|email|start|stop|change|move|fix|write|read|watch|leave)\b)", "to ", t)   # "in 2 hours two turn ..."
    t = re.sub(r"\bto by (?!(?:tomorrow|today|tonight|noon|midnight|then|now|next|this|the (?:end|time|weekend)|\d|monday|tuesday|wednesday|"
               r"thursday|friday|saturday|sunday|[a-z]+ (?:o'?clock|am|pm))\b)(?=[a-z])", "to buy ", t)      # "... at 9 to by the train tickets"
    t = re.sub(r",? (?:i suppose|i guess|i reckon|i think)\W*$", "", t)                   # "and sprouts, I suppose"
    t = re.sub(r"^(?:and )?check off\b", "tick off", t)                                   # "check off fish sauce"               # Whisper's "wait me in 10 minutes", "alons"
    t = re.sub(r"\b(at|for|to) ([1-9]|1[0-2]) 0 ([0-9])\b", r"\1 \2:0\3", t)              # Whisper's "an alarm for 7 0 5": 7:05                                          # Whisper's "set a second time her"
    t = re.sub(r"\bhalf pass\b", "half past", re.sub(r"^(?:and )?1 more\b", "one more", t))   # "half pass seven", "1 more at 5.40"
    t = re.sub(r"\bweek the (?=alarms?\b)", "weekday ", t)                              # "set a week the alarm"
    t = re.sub(r"(?<=\d |m |y )cold (?=[a-z]+(?: [a-z]+)?$)|(?<=morning |evening |minutes |tonight )cold (?=[a-z]+(?: [a-z]+)?$)",
               "called ", t)                                                          # "for 5 40 tomorrow morning cold early shift"
    t = re.sub(r"\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half an?) our\b", r"\1 hour", t)  # "a six our timer"
    t = re.sub(r"\b(remind (?:me|us) to|need to|have to|got to|go and) by\b(?= [a-z])", r"\1 buy", t)       # "remind me to by lunchboxes"
    t = re.sub(r"\b(?:more|extra|additional|whole|full) (?=(?:seconds?|minutes?|mins?|hours?|hrs?)\b)", "", t)
    t = re.sub(r"(?<!i'd )(?<!would )(?<!we'd )(?<!i )\b(?:like|about like) (?=(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
               r"forty|fifty|half|quarter|noon|midnight)\b)", "", t)                          # "wake me up at like ten"
    t = re.sub(r"\b(?:for|in) (\S+(?: \S+)?) (hours?|minutes?|mins?|days?|weeks?)'?s? time\b", r"in \1 \2", t)   # "for seven hours' time"
    t = re.sub(r"(?<=\w)(?:,\s*|\s)like,\s*(?=(?:on |at |in )?(?:january|february|march|april|may|june|july|august|september|october|"
               r"november|december|tomorrow|tonight|next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)", " ", t)   # "for, like, december 3rd"
    t = re.sub(r"^remember me (?=.*\bto\b)", "remind me ", t)
    t = re.sub(r"^(?:(?:oh|so|ok|okay|right)[, ]+)*(?:i|we) (?:need to|have to|must|should|got to|'ve got to|ve got to|am going to|'m going to) "
               r"(?P<task>.+?),? (?:so |can you |could you |please |will you )*remind (?:me|us)(?: about (?:it|that)| of (?:it|that))?[.!]?$",
               r"remind me to \g<task>", t)                                           # "I need to pick up the dry cleaning at 11, remind me"
    t = re.sub(r"\bto right (?=(?:a|an|the|my|back|down|up|to)\b)", "to write ", t)      # Whisper's "remind me to right a card"
    t = re.sub(r"^(?:(?:can|could|would|will) you |please )?time (?=(?:the|my|our) [a-z]+(?: [a-z]+)?(?: for (?:me|us))?$)",
               "set a timer for ", t)                                                  # "can you time the eggs for me"                               # "remember me tomorrow at nine to call"
    t = re.sub(r"^(?:(?:oh|and|also|so|okay|ok|right|well|i'll)[, ]+)*(?:(?:while (?:you're|you are|i'm|i am) at it|while i think of it|"
               r"before i forget|by the way|one more thing)[, ]+|" + ENDEARMENT + r", )", "", t)     # "oh and while you're at it", "dear, put"
    t = re.sub(r"\band, ", "and ", t)                                                  # "heavy cream and, um, dinner rolls"
    t = re.sub(r"\bthe list (?:of|for) (shopping|groceries|to ?dos?|things to do)\b", lambda m: "the " + {"groceries": "shopping"}.get(
        m[1], "to-do" if "do" in m[1] else m[1]) + " list", t)                              # "put in the list of shopping: rice"
    t = re.sub(r"(?:,?\s*\b" + POLITE + r"|(?:,|\bplease,?)\s*" + ENDEARMENT + r")+$", "", t)
    # "..., please, dear" (a name of endearment only after a comma or "please": "add milk and honey" keeps its honey)
    t = re.sub(r"\b(?:two|too)(?= (?:my|the|our|your)\b)", "to", t)     # Whisper's homophones
    t = re.sub(r"\bfour(?= (?:my|the|our|a|an|\d|tomorrow|tonight|today)\b)", "for", t)
    t = re.sub(r"\b(alarm|wake me up|wake me|remind me|reminder)(?: on| at)? 4((?:[1-9]|1[0-2])[0-5]\d)\b", r"\1 for \2", t)   # "alarm 4830"
    t = re.sub(r"\b(in|for|another) for (?=(?:more )?(?:hours?|minutes?|mins?|days?|weeks?|seconds?)\b)", r"\1 four ", t)   # "in for hours"
    t = re.sub(r"\b(remind me|reminder|alarm|timer|wake me(?: up)?) an (?=(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
               r"twelve|fifteen|twenty|thirty|forty|fifty|a few|a couple of) (?:hours|minutes|mins|days|weeks|seconds)\b)", r"\1 in ", t)
    # Whisper's "an" for "in": "remind me an eight hours"; "set a timer for the hour": an hour
    t = re.sub(r"\b(timer|alarm|remind me|reminder) for the (?=hour\b)", r"\1 for an ", t)
    # Whisper's "a" / "at" / "that" for one another before a time or a duration ("remind me a three to
    # ...", "every night that nine", "start at 3 hour timer"), "in the arm" for "an alarm"
    hour = r"(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)"
    if re.search(r"\b(?:remind|reminder|alarm|wake)\b", t):
        t = re.sub(r"\b(?:a|that) (?=" + hour + r"(?: (?:am|pm|a\.m\.|p\.m\.|o'clock|to|tomorrow|tonight|in the|every|on)\b|,|$))", "at ", t)
    t = re.sub(r"\bat (?=\S+ (?:hours?|minutes?|seconds?|mins?) (?:timer|count ?down)\b)", "a ", t)
    t = re.sub(r"\b(?:(set|make|add|create|put)|send|sent|said) (?:in|and|on|an|a) (?:the )?(?:arm|alarm)\b",
               lambda m: f"{m[1] or 'set'} an alarm", t)                                  # "uh send a alarm"
    t = re.sub(r"^reminds me\b", "remind me", t)
    t = re.sub(r"^cancell?ed\b(?! (?:by|because|since|due|at|on)\b)", "cancel", t)                  # Whisper's "cancelled gym"
    t = re.sub(r"^(?:(set) )?(?:an? )?(?:arm|on|alarm) (?=(?:[01]?\d|2[0-3])[0-5]\d\b)", lambda m: f"{m[1] or 'set'} alarm ", t)   # "arm 615"
    t = re.sub(r"\b(set|make|add) 1 (?=for|at)", r"\1 one ", t)                        # Whisper's "just set 1 for 6 10"
    if re.search(r"\b(?:alarm|wake|remind|reminder|one|another)\b", t):
        t = re.sub(r"(\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))(?: ?mm| at m| a month| m| i am)\b",
                   r"\1 am", t)    # "6.30 mm", "705 at m", "9.30 a month", "5.50 m", "six i am" (am), not "10 mm screws"
    t = re.sub(r"^(show|list|read|cancel|delete|what)( me)?( all| my| the| are| do)* arms\b", r"\1\2\3 alarms", t)   # "show all arms"
    t = re.sub(r"^what do alarms\b", "what alarms", t)                                      # "what do arms have i got"
    t = re.sub(r"^(cancel|delete|clear) out (my|the)\b", r"\1 all \2", t)                     # "cancel out my alarms"
    t = re.sub(r"\b(?!(?:to|yester)day|tomorrow|tonight|morning|evening|night|week|weekend|[a-z]+day\b)([a-z]+)'s "
               r"(?=(?:alarm|timer|reminder)\b)", r"\1s ", t)                                  # "the bin's alarm": the bins one
    t = re.sub(r"\bat free\b", "at three", t)
    t = re.sub(r"\ba to (clock|m)\b", lambda m: "8 oclock" if m[1] == "clock" else "8 am", t)      # Whisper's "eight o'clock", "8 a.m."
    t = re.sub(r"^(?:no|nah|nope|not),? (?=(?:cancel|delete|remove|scrap|forget|make|set|change|move) (?:it|that|this)\b)", "", t)
    t = re.sub(r"\bhow longs\b", "how long's", t)
    t = re.sub(r"(?<!\d)[.:](?!\d)|(?<=\d)\.$", " ", t)             # a sentence's end, also after a number ("snooze for 10.")
    t = re.sub(r"^(?:thank you|thanks|cheers|great|perfect|lovely|cool|alright|all right|right|actually|oh)\b[,.!]?\s*(?:and\s+)?", "", t.strip())
    t = re.sub(r"^(?:(?:actually|wait|no wait|hold on|never ?mind|on second thoughts?|scratch that|oh)[,.!]?\s+)+(?=\S+ \S)", "", t)
    t = re.sub(r"\bwhens\b", "when's", t)                                     # "whens my next alarm"
    t = re.sub(r"(?<=\w),? then$", "", t)                                       # "set one for 5 45 am then"
    t = re.sub(r"^(?:(?:um+|uh+|er+|hmm+|so|okay|ok|hey|please|can you|could you|would you|will you|you can|you could|i want you to|"
               r"i'd like you to|i need you to|i want to|i'd like to|i need to|go ahead and|just),?\s+)+", "", t.strip())
    t = re.sub(r"^(add|put|remove|take|set|start|cancel|delete|remind me|wake me up), ", r"\1 ", t)   # "add, um, paper towels"
    t = re.sub(r"(?:,?\s*\b" + POLITE + r")+$", "", t.strip())                # "... for rice please.": its full stop was in the way
    return " ".join(t.split())


def drop(items: list[Item], ctx: Context, dry: bool = False) -> None:
    """Cancel these: out of the store (committed), silenced if ringing, a <kind>.cancelled event each."""
    if dry or not items:
        return
    ctx.store.delete([i.id for i in items])
    ctx.last_item = items[-1].id         # gone: "and the Saturday one as well" cancels again
    for i in items:
        ctx.ringing.pop(i.id, None)
        ctx.emit(f"{i.kind}.cancelled", **item_event(i, ctx))


def item_event(item: Item, ctx: Context) -> dict:
    """The fields of an event about an item: id "<kind>-<item id>" (like an utterance's id), item."""
    return {**item_json(item, ctx), "id": f"{item.kind}-{item.id}", "item": item.id}


def item_json(item: Item, ctx: Context) -> dict:
    """An alarm, reminder or timer as the API and the events give it."""
    from .when import repeat_name
    out = {"id": item.id, "kind": item.kind, "label": item.label or None}
    if item.kind == "reminder":
        out["task"] = item.label
    if item.due is not None:
        out["due"] = ctx.at(item.due).isoformat(timespec="milliseconds")
        out["due_in_s"] = round(item.due - ctx.clock(), 1)
    if item.days:
        out["repeat"] = repeat_name(item.days)
    if item.kind == "timer":
        out["duration_s"] = round(item.duration or 0)
        out["paused"] = item.paused
        out["remaining_s"] = round(item.remaining if item.paused else max(0.0, (item.due or 0) - ctx.clock()), 1)
    if item.snoozed:
        out["snoozed"] = True
    return out
