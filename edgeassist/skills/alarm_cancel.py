"""Which alarm a cancel means, when it names no label: by its time ("delete the six fifteen", "the midnight
one and the twelve thirty one"), by when it is due ("the one in 45 minutes", "the one for December"), the
clause of a longer utterance that cancels, and whether a cancel while one rings means another alarm."""
from __future__ import annotations

import datetime as dt
import re

from . import when as W
from .alarm_words import which_alarm
from .base import Claim, Context
from .days import said_times
from ..nlu.numbers import parse_duration

CANCEL = re.compile(r"\b(?:cancel|delete|remove|turn off|switch off|disable|clear|get rid of|scrap|take off|"
                    r"unset|don't wake me|do not wake me|no alarm)\b")


def at_its_time(t: str, ctx: Context) -> Claim | None:
    """The alarm a cancel names by its time ("delete the six fifteen", "the midnight one and the twelve thirty one") or day."""
    parts = re.split(r",? and (?=(?:the|my|that) )", t)
    if len(parts) > 1:                    # "Cancel the midnight one and the twelve thirty one.": each one's time
        got = [at_its_time(re.sub(r" one$", "", p if i == 0 else "cancel " + p), ctx) for i, p in enumerate(parts)]
        if all(g is not None and g.slots.get("which") == "time" for g in got):
            return Claim("cancel_alarm", {"which": "time", "times": sorted({x for g in got for x in g.slots["times"]})})
    t = re.sub(r"\b(the|that|this) one\b(?! (?:o'?clock|oclock|thirty|fifteen|forty|am|pm)\b)", r"\1", t)   # "the one tonight": no 1:00
    try:
        when = W.parse(t, ctx.now().date(), W.country_of(ctx))
    except W.WhenError:
        return None
    times = said_times(when)
    due = lambda items: {(ctx.at(i.due).hour, ctx.at(i.due).minute) for i in items if i.due}     # noqa: E731
    if times and set(times) & due(ctx.store.items("alarm")) and not set(times) & due(ctx.store.items("reminder")):
        return Claim("cancel_alarm", which_alarm(t, when))
    on = lambda items: [i for i in items if i.due and (when.weekday in i.days or ctx.at(i.due).weekday() == when.weekday)]   # noqa: E731
    if not times and when.weekday is not None and re.fullmatch(r"(?:\w+ )?(?:cancel|delete|remove|scrap|turn off) (?:the |my )?\w+(?: one)?", t) \
            and on(ctx.store.items("alarm")) and not on(ctx.store.items("reminder")):
        return Claim("cancel_alarm", {"which": "day", "weekday": when.weekday})      # "Cancel Saturday."
    return None

def another_named(t: str, ctx: Context) -> bool:
    """ "Cancel my 5:15 alarm, I'm awake" while the 4:30 rings: the 5:15 one is meant, not the ringing."""
    if not CANCEL.search(t):
        return False
    named = re.search(r"\b(?:the|my|that) (?P<x>[a-z][\w' ]*?) alarm\b", t)
    if named and not re.fullmatch(r"(?:this|that|current|ringing|loud|stupid|damn|bloody)", named["x"]):
        return True               # "cancel the weekend alarm", "the medication alarm" while one rings: that one
    try:
        times = said_times(W.parse(t, ctx.now().date(), W.country_of(ctx)))
    except W.WhenError:
        return False
    ringing = {(ctx.at(i.due).hour, ctx.at(i.due).minute) for i in ctx.ringing.values() if i.kind == "alarm" and i.due}
    return bool(times) and not set(times) & ringing


def by_when_due(t: str, ctx: Context) -> Claim | None:
    """By when it is due: "Set an alarm in 45 minutes." - "Actually cancel the one in 45 minutes."; "Remove the one for December"."""
    if (m := re.fullmatch(r"(?:\w+ )?(?:cancel|delete|remove|scrap|turn off) the (?:one|alarm) (?:in|for) (?P<d>.+?)(?: from now)?", t)) and \
            (d := parse_duration(m["d"])):      # "Set an alarm in 45 minutes." - "Actually cancel the one in 45 minutes."
        due = ctx.now() + dt.timedelta(seconds=d)
        near = [a for a in ctx.store.items("alarm") if a.due and abs((ctx.at(a.due) - due).total_seconds()) < 90]
        if len(near) == 1:
            return Claim("cancel_alarm", {"which": "id", "id": near[0].id})
    months = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december")
    if (m := re.fullmatch(r"(?:\w+ )?(?:cancel|delete|remove|scrap|turn off|get rid of) the (?:one|alarm) (?:for|in) (?P<m>\w+)", t)) and m["m"] in months:
        inside = [a for a in ctx.store.items("alarm") if a.due and not a.days and ctx.at(a.due).month == months.index(m["m"]) + 1]
        if len(inside) == 1:               # "Remove the one for December."
            return Claim("cancel_alarm", {"which": "id", "id": inside[0].id})
    return None


def cancel_clause(t: str, ctx: Context) -> str:
    """Of "cancel the one at four, I'll get up at quarter to five", the clause that cancels, when it says a time."""
    parts = t.split(", ")
    at = next((i for i, p in enumerate(parts) if CANCEL.search(p)), None)
    if at is None or len(parts) == 1:
        return t
    if all(re.match(r"(?:i|i'm|im|i'll|i've|we|we're|we'll|my|our|it's|its|because|since|as|cause|cos|there's|no need|they|they're|"
                    r"the \w+'s|the \w+ (?:has|have|is|are|was|were|moved|got)|(?:ah|oh|ok|okay|right|um|uh|so|well|actually|sorry|wait|no)$)\b", p)
           for i, p in enumerate(parts) if i != at):      # "delete the weekday alarm, I'm on holiday next week": a remark;
        return parts[at]                                  # "cancel the soccer alarm, the game's been called off"
    try:
        return parts[at] if W.parse(parts[at], ctx.now().date(), W.country_of(ctx)).hour is not None else t
    except W.WhenError:
        return t


ORDINAL = {"first": 0, "second": 1, "third": 2, "fourth": 3, "last": -1}


def by_order(t: str, ctx: Context) -> Claim | None:
    """ "Cancel the second one" after the alarms were said: the second of them, soonest first."""
    alarms = sorted((a for a in ctx.store.items("alarm") if a.due), key=lambda a: a.due)
    if re.match(r"(?:\w+ )?(?:cancel|delete|remove|scrap|turn off|get rid of) the other (?:one|alarm)\b", t) and len(alarms) == 1:
        return Claim("cancel_alarm", {"which": "id", "id": alarms[0].id})     # "Stop." - "Cancel the other one too, I'm awake now."
    m = re.match(r"(?:\w+ )?(?:cancel|delete|remove|scrap|turn off|get rid of) the (?P<o>second|third|fourth|last) (?:one|alarm)\b", t)
    if m is None or len(alarms) < 2 or ORDINAL[m["o"]] >= len(alarms):
        return None
    return Claim("cancel_alarm", {"which": "id", "id": alarms[ORDINAL[m["o"]]].id})


def after_that(t: str, ctx: Context, skill) -> Claim | None:
    """ "And another one ten minutes after that": an alarm that long after (or before) the last one set;
    "Set an alarm for the same time tomorrow": the last one's time."""
    last = ctx.store.get(ctx.last_item) if ctx.last_item else None
    last = last if last is not None and last.kind == "alarm" else next((i for i in reversed(ctx.last_fired) if i.kind == "alarm"), None)
    if last is None or not last.due:
        return None
    at = ctx.at(last.due)
    if m := re.search(r"\b(?P<d>(?:\S+ ){1,3}?(?:minutes?|mins?|hours?)) (?P<w>after|later than|before|earlier than) (?:that|it|that one|the first one)\b", t):
        d = parse_duration(m["d"])
        if d and re.search(r"\b(?:another|one more|and one|set|alarm)\b", t):
            when = at + dt.timedelta(seconds=d if m["w"] in ("after", "later than") else -d)
            return skill.claim(f"set an alarm for {when:%H:%M} {'today' if when.date() == ctx.now().date() else 'tomorrow' if (when.date() - ctx.now().date()).days == 1 else f'on {when:%A}'}", ctx)
    if re.search(r"\b(?:the )?same time\b", t) and re.search(r"\b(?:set|alarm|another|one)\b", t):
        set_for = f"{last.hour:02d}:{last.minute:02d}" if getattr(last, "hour", None) is not None else f"{at:%H:%M}"   # its time, not a snooze's
        return skill.claim(re.sub(r"\b(?:for |at )?(?:the )?same time\b", f"for {set_for}", t), ctx)   # "for the same time tomorrow"
    return None

