"""A clock time and a length of time: when a thing started at one ends, or when to start to be done by one
("the turkey goes in at 11:15 and needs 3 hours 45 minutes, when will it be done", "my train leaves at
9:40 am and the trip is 2 hours 35 minutes, when do I get in", "the bread rises for 90 minutes and then
bakes for 40, if I start now when is it ready", "dinner is at 7 and the roast takes 2 hours, when should I
put it in"). rates.py asks it first; the answer is computed, said with what was added.

A clock time said without am / pm is taken as a person means it for a day's plans: 7 to 11 in the
morning, 12 and 1 to 6 in the afternoon ("tonight", "in the evening", "pm" say otherwise); "now" is the
board's clock."""
from __future__ import annotations

import datetime as dt
import re

from ..nlu.numbers import TENS, UNITS, parse_duration
from .base import say_duration
from .clockconv import _HOURS as _HOUR_WORDS
from .days import _ORDINALS, say_clock

_MINUTE_WORDS = r"(?:(?:" + "|".join(TENS) + r")(?: (?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|" \
    r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|oh (?:one|two|three|four|five|six|seven|eight|nine))"
CLOCK = re.compile(r"\b(?P<h>[01]?\d|2[0-3])(?::(?P<m>[0-5]\d))?(?: ?(?P<mer>am|pm))?(?P<part> (?:in the )?(?:morning|afternoon|evening)|"
                   r" tonight| (?:at|last) night| this (?:morning|afternoon|evening))?\b|\b(?P<noon>noon|midday|midnight)\b")
# the question: when a thing ends ("when will it be done", "what time do i get in", "when does it end")
ENDS = re.compile(r"\b(?:when|what time|by what time|at what time)\b(?: \w+){0,6}? (?:be |is |it's |are )?(?:done|ready|finished|"
                  r"over|end|ends|finish|finishes|arrive|arrives|land|lands|reach|come out|be through|"
                  r"(?:get|gets|come|comes) (?:in|there|home|back|to|out)|(?:i|we|you|they|he|she) (?:will |would )?be (?:home|back|there)|"
                  r"pull in|pulls in)\b")
# ... or when to start so as to end at the clock time ("when should i put it in", "what time do i need to leave")
STARTS = re.compile(r"\b(?:when|what time|by what time|at what time)\b (?:should|do|must|would|will|can|does) (?:i|we|it|they|she|he|the \w+) "
                    r"(?:need to |have to )?"
                    r"(?:start|leave|put|set off|head out|go|begin|get going|wake up|get up|turn on|take)\b")
_NOW = re.compile(r"\b(?:right now|now|straight away|right away)\b")
_DURATION = re.compile(r"\b(?:\d+(?:\.\d+)?|an?|half|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
                       r"forty|fifty|sixty|ninety)\b(?:[\w .-]*?)\b(?:hours?|hrs?|minutes?|mins?|seconds?)\b(?: and a half\b)?")   # "an hour and a half"


_HOURS_SAID = "|".join(sorted(_HOUR_WORDS, key=len, reverse=True))
_HOUR_MINUTE = re.compile(r"\b(at|from) (" + _HOURS_SAID + r") (" + _MINUTE_WORDS + r")\b(?! (?:minutes?|hours?|mins?))")
_HOUR_MERIDIEM = re.compile(r"\b(at|from) (" + _HOURS_SAID + r")(?= (?:am|pm|o ?clock|tonight|in the (?:morning|afternoon|evening))\b)")


def _spoken(words: str) -> str:
    """ "six fifty tonight" -> "6:50 tonight", "eleven fifteen" -> "11:15", "a.m." -> "am"."""
    t = re.sub(r"\b([ap])\.? ?m\b\.?", r"\1m", words)
    t = re.sub(r"\b(at|from|by|until|till) (1[0-2]|0?[1-9])\.([0-5]\d)\b", r"\1 \2:\3", t)      # Whisper's "leaving at 9.40": 9:40
    t = re.sub(r"\b(1[0-2]|0?[1-9]) ([0-5]\d) ?([ap]m)\b", r"\1:\2 \3", t)          # "3 40 pm": 3:40 pm
    t = re.sub(r"\b(at|from|by|until|till|to) (1[0-2]|[1-9])([0-5]\d)(?= ?(?:[ap]m|last night|this morning|tonight|tomorrow|in the (?:morning|afternoon|"
               r"evening))\b)", r"\1 \2:\3", t)                                          # Whisper's "from 730 last night": 7:30

    def minute(w: str) -> int:
        return sum(TENS.get(x, UNITS.get(x, 0)) for x in w.replace("oh ", "").split())
    t = _HOUR_MINUTE.sub(lambda m: f"{m.group(1)} {_HOUR_WORDS[m.group(2)]}:{minute(m.group(3)):02d}", t)
    return _HOUR_MERIDIEM.sub(lambda m: f"{m.group(1)} {_HOUR_WORDS[m.group(2)]}", t)


def _clock(words: str) -> tuple[int, int, bool, tuple[int, int]] | None:
    """(hour 0-23, minute, whether am / pm was said, span) of the one clock time said with minutes, a
    meridiem or "at"; None for none or two."""
    found = _clocks(words)
    return found[0] if len(found) == 1 else None


def _clocks(words: str, ranged: bool = False) -> list[tuple[int, int, bool, tuple[int, int]]]:
    """Every clock time said with minutes, a meridiem or "at" before it (ranged: "from" / "to" too: "from 9 to 5"),
    as _clock gives it."""
    found = []
    for m in CLOCK.finditer(words):
        if m.group("noon"):
            found.append((0 if m.group("noon") == "midnight" else 12, 0, True, m.span()))
            continue
        before = words[:m.start()]
        if m.group("m") is None and not m.group("mer") and not m.group("part") and not re.search(r"\b(?:at|from|to|till|until) $" if ranged else r"\bat $", before):
            continue                               # "3 hours", "for 40": no clock time
        if re.match(r" ?(?:hours?|minutes?|mins?|hrs?|seconds?|percent|%|dollars?|kilometers?|kilometres?|km|miles?|mph|kph|meters?|"
                    r"metres?|feet|foot|pounds?|degrees?)\b", words[m.end():]):      # "i bike at 18 kilometers an hour": no clock
            continue
        h, mi = int(m.group("h")), int(m.group("m") or 0)
        mer, part = m.group("mer") or "", (m.group("part") or "").strip()
        said = bool(mer or part) or h == 0 or h > 12
        if mer == "pm" or re.search(r"afternoon|evening|tonight|night", part) and not (part.endswith("night") and h <= 4):
            h += 12 if h < 12 else 0
        elif mer == "am" or "morning" in part:
            h = 0 if h == 12 else h
        elif h <= 6 or h < 12 and re.search(r"\b(?:dinner|supper|tonight|evening|party|show|concert)\b", words):
            h += 12                                 # "at 5", "dinner is at 7": the afternoon's, the evening's
        found.append((h, mi, said, m.span()))
    return found


_PER = re.compile(r"\b(?P<d>(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|fifty|sixty) (?:hours?|minutes?|mins?))"
                  r" (?:a|an|per|for each|for every|each|every) (?P<u>[a-z]+?)(?:e?s)?\b")


def _per_amount(words: str) -> str:
    """ "a 12 pound turkey ... it needs 15 minutes a pound": the time for the whole amount (180 minutes),
    the amount taken out; words unchanged without such a pair."""
    m = _PER.search(words)
    if m is None or m["u"] in ("day", "week", "month", "year", "hour", "minute", "time", "person"):
        return words
    rest = words[:m.start()] + " @ " + words[m.end():]
    amount = re.search(rf"\b(\d+(?:\.\d+)?)[ -]?{re.escape(m['u'])}(?:e?s)?\b", rest)
    secs = parse_duration(m["d"])
    if amount is None or secs is None:
        return words
    total = round(secs * float(amount[1]))
    rest = rest[:amount.start()] + rest[amount.end():]
    return rest.replace(" @ ", f" {total // 60} minutes " if total % 60 == 0 else f" {total} seconds ")


_SPEED = re.compile(r"\b(?P<v>\d+(?:\.\d+)?) ?(?:(?P<u>kilometers?|kilometres?|km|miles?) (?:an|per|a|each) hour|(?P<a>mph|kph|km/h|kmh))\b")
_FAR = {"kilometer": "k", "kilometre": "k", "km": "k", "kph": "k", "km/h": "k", "kmh": "k", "mile": "m", "mph": "m"}


def _travel(words: str) -> str:
    """ "5.5 kilometers to the station and I bike at 18 kilometers an hour": the time it takes (18 minutes and 20 seconds),
    the distance and the speed taken out; words unchanged without such a pair."""
    speed = _SPEED.search(words)
    if speed is None:
        return words
    kind = _FAR[re.sub(r"s$", "", speed["u"] or speed["a"])]
    rest = words[:speed.start()] + " @ " + words[speed.end():]
    far = [m for m in re.finditer(r"\b(\d+(?:\.\d+)?) ?(kilometers?|kilometres?|km|miles?)\b", rest) if _FAR[re.sub(r"s$", "", m[2])] == kind]
    if len(far) != 1 or not float(speed["v"]):
        return words
    secs = round(float(far[0][1]) / float(speed["v"]) * 3600)
    rest = rest[:far[0].start()] + rest[far[0].end():]
    return rest.replace(" @ ", f" {secs} seconds ")


def _seconds(words: str) -> int | None:
    """The lengths of time said, added up ("rise for 90 minutes and then bake for 40": 130 minutes)."""
    words = _travel(_per_amount(re.sub(r"\b(\d+) hours? (\d+)\b(?! ?(?:minutes?|mins?))", r"\1 hours \2 minutes", words)))  # "2 hours 35"
    words = re.sub(r"\b(an?|the) second (?!(?:and|or|hand)\b)(?=[a-z]{3,})", r"\1 2nd ", words)   # "a second rise of 45 minutes": no 1 s
    spans = list(_DURATION.finditer(words))
    total = 0
    for m in spans:
        if (s := parse_duration(m.group(0))) is None:
            return None
        total += s
    if spans:       # "then bake for 40": a bare number after the last length is in its unit
        last = re.search(r"(hours?|minutes?|mins?|seconds?)\b", spans[-1].group(0)).group(1)
        for bare in re.finditer(r"\b(?:for|then|and|plus|another) (\d+)\b(?! ?(?:hours?|minutes?|mins?|seconds?|am|pm|people|of|percent|dollars?)\b)",
                                words[spans[-1].end():]):
            total += parse_duration(f"{bare.group(1)} {last}") or 0
    return total or None


def clock_sum(words: str, now: dt.datetime) -> tuple[dict, str] | None:
    """(slots, reply) when the words ask when something ends or must start, None when they do not."""
    words = _spoken(words)
    if (got := _span(words) or _every(words, now)) is not None:
        return got
    ends, starts = ENDS.search(words), STARTS.search(words)
    if not (ends or starts) or re.search(r"\b(?:how (?:long|many|much)|what time is it (?:in|there))\b|\bin [a-z]+ time\b", words):
        return None
    clock = _clock(words)
    if clock is None and not (_NOW.search(words) and not starts):
        return None
    rest = words if clock is None else words[:clock[3][0]] + " " + words[clock[3][1]:]
    secs = _seconds(rest)
    if not secs or secs > 7 * 86400:
        return None
    at = now.replace(second=0, microsecond=0) if clock is None else \
        now.replace(hour=clock[0], minute=clock[1], second=0, microsecond=0)
    backwards = bool(starts) and clock is not None
    then = at - dt.timedelta(seconds=secs) if backwards else at + dt.timedelta(seconds=secs)
    how = say_duration(secs)
    start = say_clock(at)
    slots = {"kind": "clock_sum", "value": then.strftime("%H:%M"), "from": at.strftime("%H:%M"), "seconds": secs}
    if backwards:
        return slots, f"Start at {say_clock(then)}: {how} before {start}."
    days = (then.date() - at.date()).days
    later = " the next day" if days == 1 else f" {days} days later" if days > 1 else ""
    return slots, f"It will be {say_clock(then)}{later}: {how} {'from now' if clock is None else 'after ' + start}."


def _span(words: str) -> tuple[dict, str] | None:
    """ "I went to bed at 10:45 last night and got up at 6:15, how many hours did I sleep", "how many minutes is
    it from 3:40 pm to 5:15 pm": the time from the first clock time said to the second (past midnight
    when the second is earlier)."""
    asked = re.search(r"\bhow (?:long|many (hours|minutes)|much time)\b", words)
    if asked is None or re.search(r"\b(?:until|till|before|after|ago|from now)\b", words[asked.end():]) or _PLACED.search(words):
        return None                                # "from 9 am in london to 5 pm in tokyo": the world clock's, not a sum
    clocks = _clocks(words, ranged=True)
    if len(clocks) != 2 or _DURATION.search(re.sub(r"\bhow (?:long|many (?:hours|minutes)|much time)\b", "", words)):
        return None
    (h1, m1, _, _), (h2, m2, _, _) = clocks
    secs = ((h2 * 60 + m2) - (h1 * 60 + m1)) % 1440 * 60
    if not secs:
        return None
    today = dt.datetime(2000, 1, 1)
    start, end = say_clock(today.replace(hour=h1, minute=m1)), say_clock(today.replace(hour=h2, minute=m2))
    hours = secs / 3600
    said = f"{secs // 60:,} minutes" if asked[1] == "minutes" else \
        f"{hours:g} hours" if asked[1] == "hours" and (secs % 900 == 0) else say_duration(secs)
    return {"kind": "clock_span", "seconds": secs, "from": f"{h1:02d}:{m1:02d}", "to": f"{h2:02d}:{m2:02d}"}, \
        f"From {start} to {end} is {said}."


_PLACED = re.compile(r"\b(?:[ap]m|\d|noon|midnight) (?:in|at) (?!the (?:morning|afternoon|evening)\b|night\b)[a-z]|"
                     r"\b(?:[ap]m|\d|noon|midnight) (?:[a-z]+ ){1,3}time\b")    # a clock time of a place: "9 am in london", "1 pm la time"


def _every(words: str, now: dt.datetime) -> tuple[dict, str] | None:
    """ "I took it at 9:15 and take it every 8 hours, when's the next dose", "the bus comes every 12 minutes and the
    first is at 6:05, what time is the fifth bus": the clock time and as many of the interval as asked."""
    every = re.search(r"\bevery (" + _DURATION.pattern + r"|hour|minute|half hour|half an hour)", words)
    asked = re.search(r"\b(?:when(?:'s| s| is| will| should| do| does)|what time(?:'s| s| is| will| should| do| does)?)\b.*?"
                      r"\b(?:the )?(next|(?:\d+(?:st|nd|rd|th)|" + "|".join(_ORDINALS) + r"))\b", words)
    clock = _clock(words)
    if every is None or asked is None or clock is None:
        return None
    secs = parse_duration(re.sub(r"^(?:half (?:an )?hour)$", "30 minutes", every[1] if every[1][0].isdigit() or " " in every[1]
                                 else f"1 {every[1]}"))
    if not secs or secs > 86400:
        return None
    at = now.replace(hour=clock[0], minute=clock[1], second=0, microsecond=0)
    which = asked[1]
    if which == "next":
        steps = 1                                # the next after the one said ("I took it at 9:15"), not after now
    else:
        if not re.search(r"\bfirst\b", words):
            return None                          # "the fifth bus" counts from the first one said
        steps = (_ORDINALS.get(which) or int(re.match(r"\d+", which)[0])) - 1
        if steps < 1 or steps > 100:
            return None
    then = at + dt.timedelta(seconds=secs * steps)
    days = (then.date() - at.date()).days
    later = " the next day" if days == 1 else f" {days} days later" if days > 1 else ""
    return {"kind": "clock_every", "value": then.strftime("%H:%M"), "from": at.strftime("%H:%M"), "seconds": secs * steps}, \
        f"{say_clock(then)}{later}: {say_duration(secs * steps)} after {say_clock(at)}."
