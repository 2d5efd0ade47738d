"""A new time for the alarm or reminder just set, said in the next turn: "Wake me up at 6." - "Actually,
make it 6:10." moves that alarm (it is not a second one); "Remind me at 5 to ..." - "make that 4",
"Actually, 1 o'clock.", "change it to 6"; "Remind me in 45 minutes to ..." - "Actually, make it 50
minutes."; "make it ten minutes later". The item keeps its label or task and its days; a time said
without its half of the day or its day takes the old one's ("Wake me at 6" - "make it 6:10": 6:10 that
morning). Timers have their own ("make that 7": timers.py)."""
from __future__ import annotations

import datetime as dt
import re

from . import when as W
from .alarm_words import without_time
from .base import Context
from .store import Item
from ..nlu.numbers import parse_duration

_LEAD = (r"(?:actually|no|nope|sorry|oh|wait|hmm|um|uh|erm|ok|okay|well|hang on|on second thought|scratch that|"
         r"i mean|i meant|let's say|lets say|say|better|rather|no wait|change of plan)")
_VERB = (r"(?:make|change|move|push|put|set|switch|shift) (?:it|that|this|that one|this one|the time|the alarm|"
         r"the reminder|my alarm|my reminder)(?: to| for| at| till| until)?")
_SAID = re.compile(rf"(?P<lead>(?:{_LEAD}[ ,]+)*)(?P<verb>{_VERB} )?(?P<v>.+?)(?P<tail>(?:,? (?:instead|please|then|rather))*)")
_SHIFT = re.compile(r"(?P<d>.+?) (?P<dir>later|earlier|sooner)")
_FILLER = re.compile(r"\b(?:at|for|on|in|to|the|o'?clock|please|then|instead|sharp|so|and)\b")


def new_value(t: str) -> str | None:
    """The value of a correction ("actually make it 6:10" -> "6:10"), when the words are one: a word of
    correction before it, a verb of change, or "instead" after it. None otherwise."""
    m = _SAID.fullmatch(t.strip(" .!?,"))
    if m is None or not (m["lead"] or m["verb"] or m["tail"]):
        return None
    return m["v"].strip(" ,")


def moved(t: str, last: Item | None, ctx: Context) -> tuple[dt.datetime, W.When | None] | None:
    """The new moment for `last` the words give (aware, ahead of now), with what they said of the time;
    None when the words are not a new time for it and nothing else."""
    t = " ".join(t.lower().replace("’", "'").split())
    if last is None or last.due is None or (value := new_value(t)) is None:
        return None
    if (named := re.search(r"\b(alarm|reminder)\b", t[:len(t) - len(value)])) and named[1] != last.kind:
        return None                       # "remind me in 8 hours to ..." - "set the alarm for 7": an alarm, not the reminder moved
    before = ctx.at(last.due)
    if (s := _SHIFT.fullmatch(value)) and (d := parse_duration(s["d"])):          # "make it ten minutes later"
        at = before + dt.timedelta(seconds=d if s["dir"] == "later" else -d)
        return (at, None) if at > ctx.now() else None
    try:
        when = W.parse(value, ctx.now().date(), W.country_of(ctx))
        if not when.has_time and (bare := W.with_bare_hour(value)):
            value = bare                      # "make that 4", "Actually, 1 o'clock."
            when = W.parse(value, ctx.now().date(), W.country_of(ctx))
    except W.WhenError:
        return None
    length = when.in_s is None and when.hour is None and (d := parse_duration(value)) and \
        not _FILLER.sub(" ", re.sub(r"\d+|\b(?:minutes?|hours?|mins?|hrs?|an?|and|half|quarter|one|two|three|four|five|six|"
                                    r"seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)\b",
                                    " ", value)).strip()
    if length:
        when.in_s = d                                                        # "make it 50 minutes": from now
    if not when.has_time and (when.day_offset is not None or when.weekday is not None or when.date is not None):
        when.hour, when.minute = before.hour, before.minute              # "actually make it tomorrow": the same time
        when.meridiem = "am" if before.hour < 12 else "pm"
    if not when.has_time or not length and _FILLER.sub(" ", without_time(value, when)).strip():
        return None                       # words besides the time: not a correction of it alone
    if when.in_s is None:
        if not (when.days or when.day_offset is not None or when.weekday is not None or when.date is not None):
            when.days = tuple(last.days)
            if not last.days:
                when.day_offset = (before.date() - ctx.now().date()).days
        if when.meridiem is None and when.hour is not None and 1 <= when.hour <= 11:
            when.meridiem = "am" if before.hour < 12 else "pm"                # "at 5" (pm) - "make that 4": 4 pm
    try:
        return W.first_at(when, ctx.now(), last.kind), when
    except W.WhenError:
        return None
