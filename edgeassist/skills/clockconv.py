"""A clock time said in one place, asked in another: "when it's noon in Sydney, what time is it here",
"my flight lands in Dubai at 7 a.m. local time, what time is that in New York", "a webinar starts at
16:00 Berlin time, what time is that for me", "what time is it in London when it's 9 am here".

The question's part ("what time is that in X", "... for me", "... here") names where the answer is
wanted; the other part holds the clock time and where it is said (a place next to it, "local time"
of the place named there, "here"; none: here).
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import re
from zoneinfo import ZoneInfo

from ..nlu.numbers import TENS, UNITS
from .days import say_clock

_HOURS = {w: v for w, v in UNITS.items() if 1 <= v <= 12 and w not in ("a", "an", "couple", "few", "dozen")}
_CLOCK = re.compile(r"\b(?P<h>[01]?\d|2[0-3])(?:[:.](?P<m>[0-5]\d)| (?P<m2>[0-5]\d)(?= ?(?:am|pm)\b))? ?(?P<mer>am|pm|in the morning|in the afternoon|"
                    r"in the evening|at night|o ?clock)?\b|\b(?P<noon>noon|midday|midnight)\b")
_ASKED = re.compile(r"\bwhat time (?:is it|is that|will it be|would it be|does that make it|should i \w+|do i \w+|"
                    r"will that be|would that be|is the \w+)\b(?P<rest>[^,]*)")
_HERE = re.compile(r"\b(?:here|for (?:me|us)|my time|our time|where i am|at home|for my time|in my time zone|local to me)\b")


def spoken_digits(words: str) -> str:
    """"nine am" -> "9 am", "nine thirty pm" -> "9:30 pm", "a.m." -> "am"."""
    t = re.sub(r"\b([ap])\.? ?m\b\.?", r"\1m", words)
    t = re.sub(r"\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:i'm|im)\b", r"\1 am", t)   # Whisper's "nine i'm here"
    hours = "|".join(sorted(_HOURS, key=len, reverse=True))
    minutes = r"(?:(?:" + "|".join(TENS) + r")(?: (?:one|two|three|four|five|six|seven|eight|nine))?|fifteen|ten|oh five)"

    def minute(w: str) -> int:
        return sum(TENS.get(x, UNITS.get(x, 0)) for x in w.replace("oh ", "").split())
    t = re.sub(r"\b(" + hours + r") (" + minutes + r")(?= (?:am|pm|in the|at night|o ?clock)\b)",
               lambda m: f"{_HOURS[m.group(1)]}:{minute(m.group(2)):02d}", t)
    return re.sub(r"\b(" + hours + r")(?= (?:am|pm|in the (?:morning|afternoon|evening)|at night|o ?clock)\b)",
                  lambda m: str(_HOURS[m.group(1)]), t)


def clock_in(text: str) -> tuple[int, int, tuple[int, int]] | None:
    """(hour 0-23, minute, span) of the clock time said: "9 am", "16:00", "noon"; None for a bare number."""
    for m in _CLOCK.finditer(text):
        if m.group("noon"):
            return (0 if m.group("noon") == "midnight" else 12), 0, m.span()
        mer = m.group("mer") or ""
        if not mer and m.group("m") is None:
            continue                                  # "in 3 days": no clock time
        h, mi = int(m.group("h")), int(m.group("m") or m.group("m2") or 0)      # "6:15 pm", "6 15 pm"
        if mer.startswith(("pm", "in the afternoon", "in the evening", "at night")) and h < 12:
            h += 12
        elif mer.startswith(("am", "in the morning")) and h == 12:
            h = 0
        return h, mi, m.span()
    return None


def parts(text: str) -> tuple[str, str] | None:
    """(the part that asks where, the part that says the time) of a conversion question, or None."""
    q = _ASKED.search(text)
    if not q:
        return None
    rest = re.split(r"\b(?:when|if|once|while)\b", q.group("rest"))[0]
    said = text[:q.start()] + " " + text[q.start() + len(q.group(0)) - len(q.group("rest")) + len(rest):]
    return rest, said


_PLAIN = re.compile(r"(?:what(?:'s| is)|what time is|convert|change)\s+(?P<said>.+?)\s+(?:in|to|into)\s+"
                    r"(?P<asked>(?!the (?:morning|afternoon|evening))[a-z][\w .'-]*?)")   # "what's 10 am pacific time in eastern time"


def convert(text: str, find, now: dt.datetime):
    """(slots, reply) for a conversion question, None when it is none. find(span) -> a place or None
    (Found / Ambiguous), near(text) -> the place named in a part."""
    text = re.sub(r"\btime here (?=in [a-z])", "time ", spoken_digits(text))     # "6 pm Tokyo time here in New York"
    split = parts(text)
    if split is None and (plain := _PLAIN.fullmatch(text)) and clock_in(plain["said"]) and \
            re.search(r"[a-z]{3,}", plain["said"][clock_in(plain["said"])[2][1]:]):
        split = "in " + plain["asked"] + ("" if plain["asked"].endswith(" time") else " time"), \
            plain["said"] + ("" if plain["said"].endswith(" time") else " time")      # a place said after the clock time, and the one it is asked in
    if split is None:
        return None
    asked_part, said_part = split
    clock = clock_in(said_part)
    if clock is None:
        return None
    h, mi, (a, b) = clock
    src = None if _HERE.search(said_part) and not re.search(r"\b(?:local|their|there)\b", said_part) else \
        find(said_part, around=(a, b))
    dst = None if _HERE.search(asked_part) or not asked_part.strip() else find(asked_part, around=None)
    for x in (src, dst):
        if x is not None and not hasattr(x, "zone"):
            return x                                    # ambiguous / unknown: said as it is
    here = now.tzinfo
    src_zone = ZoneInfo(src.zone) if src is not None else here
    dst_zone = ZoneInfo(dst.zone) if dst is not None else here
    if src is None and dst is None:
        return None
    at = now.astimezone(src_zone).replace(hour=h, minute=mi, second=0, microsecond=0)
    on = _day_said(text, at.date())
    if on is not None:                    # "a meeting at 3 pm Tokyo time on December 5": that day's 3 pm
        at = at.replace(year=on.year, month=on.month, day=on.day)
    out = at.astimezone(dst_zone)
    day = "" if out.date() == at.date() else (" the next day" if out.date() > at.date() else " the day before")
    if on is not None:
        day = f" on {out:%A}, {out:%B} {out.day}"
    name_src = f"in {src.name}" if src is not None else "here"
    name_dst = f"in {dst.name}" if dst is not None else "here"
    shown = (dst or src)
    return {"kind": "convert", "place": shown.name, "zone": shown.zone}, \
        f"When it is {say_clock(at)} {name_src}, it is {say_clock(out)}{day} {name_dst}."


def _day_said(text: str, today: dt.date) -> dt.date | None:
    """The calendar day the words name ("on December 5", "the 10th of January"; when.parse), else None."""
    from .when import WhenError, parse
    try:
        return parse(text, today).date
    except WhenError:
        return None


_UNTIL = re.compile(r"how (?:many (?P<u>hours|minutes)|long|much (?:more )?time)(?: is it| is there| do i have| have i got| have we got| do we have"
                    r"| are there| is left| left| are left| are there left| remain| are remaining)? (?:until|till|til|to|before) (?P<t>.+?)(?: (?P<day>today|tonight|tomorrow))?")


def until(words: str, now: dt.datetime):
    """(slots, reply) for "how many hours until midnight", "how long until 5:30 pm": from now to the next
    time the clock shows it; None for anything else (a day, a holiday: the dates' count)."""
    words = re.sub(r"^how many (hours|minutes) (?:are |is )?(?:there )?(?:left|remaining) (?:in|of) (?:the day|today)$",
                   r"how many \1 until midnight", words)                                    # "how many hours are left in today"
    m = _UNTIL.fullmatch(words)
    if not m:
        return None
    said = re.sub(r"(?: this| in the) (?:(afternoon|evening)|morning)$", lambda p: " pm" if p[1] else " am", m.group("t"))
    said = spoken_digits(re.sub(r" ?o'? ?clock(?= [ap]m$)", "", re.sub(r"o'clock", "oclock", said)))   # "five o'clock this afternoon"
    clock = clock_in(said)
    bare = re.fullmatch(r"([1-9]|1[0-2])(?::([0-5]\d))?(?: o ?clock)?", said)     # no am or pm: the next one
    if clock is None and not bare or clock is not None and clock[2] != (0, len(said)):
        return None
    hours = [clock[0]] if clock and not bare else [int(bare.group(1)) % 12, int(bare.group(1)) % 12 + 12]   # "until 5": the next 5
    mi = clock[1] if clock and not bare else int(bare.group(2) or 0)
    start = now + dt.timedelta(days=1) if m.group("day") == "tomorrow" else now
    at = min(t if t > now else t + dt.timedelta(days=1)
             for h in hours for t in [start.replace(hour=h, minute=mi, second=0, microsecond=0)])
    left = (at - now).total_seconds()
    if m.group("u") == "minutes":
        amount = f"{round(left / 60):,} minutes"
    elif m.group("u") == "hours":
        h = round(left / 3600, 1)
        amount = (f"{int(h)} and a half hours" if h % 1 == 0.5 else f"{h:g} hour{'' if h == 1 else 's'}") \
            if left >= 3600 else f"{round(left / 60)} minutes"
    else:
        from .base import say_duration
        amount = say_duration(left - left % 60 if left >= 60 else left)
    return {"kind": "until", "at": at.isoformat(timespec="minutes")}, \
        f"It is {say_clock(now)} now: {amount} until {_NAMED.get((at.hour, at.minute)) or say_clock(at)}."


_NAMED = {(0, 0): "midnight", (12, 0): "noon"}


AT_CLOCK = re.compile(r"\b(?:at |it is |it's )?(?P<h>\d{1,2})(?::(?P<m>\d\d))? ?(?P<mer>a ?m|p ?m|(?:tomorrow |in the |this )morning|"
                       r"(?:tomorrow |in the |this )(?:evening|afternoon)|tonight|at night|tomorrow night)\b|\b(?P<noon>noon|midnight)\b")


def convert_at(words: str, found, now: dt.datetime, slots: dict):
    """ "When it's 9 am here, what time is it in Paris", "at 8 pm their time, what time is that here"."""
    m = AT_CLOCK.search(words)
    if m.group("noon"):
        h, mi = (12 if m.group("noon") == "noon" else 0), 0
    else:
        pm = m.group("mer").startswith("p") or re.search(r"evening|afternoon|night", m.group("mer"))
        h, mi = int(m.group("h")) % 12 + (12 if pm else 0), int(m.group("m") or 0)
    right_after = words[m.end():m.end() + 40]
    if re.match(r"\s*(?:(?:tonight|today|tomorrow|this (?:morning|afternoon|evening)),? )?(?:here|our time|my time|for (?:us|me)|"
                r"where i am|at home)\b", right_after) or \
            re.match(r"[\s,]*(?:(?:tonight|today|tomorrow|this (?:morning|afternoon|evening))[\s,]*)?(?:what|how)\b.*\bthere\b", right_after):
        there_said = False                         # "at 4 pm our time": here's clock; "at 7 tonight, what time will it be there"
    elif re.match(r"\s*(?:in|at) (?!the (?:morning|evening|afternoon))\w", right_after) or \
            re.match(r"\s*(?:their|there|local|.{0,30}? time\b)", right_after) and not re.match(r"\s*(?:what|how)\b", right_after):
        there_said = True                          # "when it's noon in Singapore", "9 am Tokyo time"
    else:
        there_said = re.search(r"\b(?:their|there|local|her|his) time\b|\bthere\b(?! time)",
                               right_after + " " + words[:m.start()]) \
            and not re.search(r"\bhere\b", words[max(0, m.start() - 12):m.end() + 8])
    zone = ZoneInfo(found.zone)
    src, dst = (zone, now.tzinfo) if there_said else (now.tzinfo, zone)
    base = now.astimezone(src)
    at = base.replace(hour=h, minute=mi, second=0, microsecond=0)
    out = at.astimezone(dst)
    day = "" if out.date() == at.date() else (" the next day" if out.date() > at.date() else " the day before")
    if there_said:
        return {**slots, "kind": "convert"}, f"{say_clock(at)} in {found.name} is {say_clock(out)}{day} here."
    return {**slots, "kind": "convert"}, f"When it is {say_clock(at)} here, it is {say_clock(out)}{day} in {found.name}."


def hours(delta: dt.timedelta) -> str:
    """A difference between two clocks as said: "5 hours", "9 and a half hours", "5 hours and 45 minutes"."""
    h, m = divmod(abs(int(delta.total_seconds() // 60)), 60)
    if m == 30:
        return f"{h} and a half hours" if h else "half an hour"
    out = f"{h} hour{'s' if h != 1 else ''}" if h else ""
    if m:
        out += (" and " if out else "") + f"{m} minutes"
    return out


def part_of_day(at: dt.datetime) -> str:
    """night, morning, afternoon or evening of a clock time."""
    h = at.hour
    return "night" if h < 5 or h >= 21 else "morning" if h < 12 else "afternoon" if h < 17 else "evening"


def question_kind(words: str) -> str:
    """What a question about the time somewhere asks: a clock time converted, a difference, a zone, a
    day there, or the time."""
    if AT_CLOCK.search(words):
        return "convert"
    if re.search(r"\b(?:ahead|behind|difference|apart)\b", words):
        return "diff"
    if re.search(r"\b(?:time ?zone|timezone)\b", words):
        return "zone"
    if re.search(r"\b(?:tomorrow|yesterday|what day|which day|the date|what date|already|monday|tuesday|wednesday|"
                 r"thursday|friday|saturday|sunday)\b", words):
        return "date"
    return "time"


class Later:
    """The skills' context with its clock moved on (the time somewhere in three hours)."""
    def __init__(self, ctx, seconds: float):
        self._ctx, self._s = ctx, seconds

    def __getattr__(self, name):
        return getattr(self._ctx, name)

    def now(self):
        return self._ctx.now() + dt.timedelta(seconds=self._s)


class Elsewhere(Later):
    """The skills' context in another country: its holidays ("when is Mothering Sunday in the UK")."""
    def __init__(self, ctx, there):
        super().__init__(ctx, 0)
        self.place = dataclasses.replace(ctx.place, country=there.country)
        self.tz = ZoneInfo(there.zone) if getattr(there, "zone", "") else ctx.tz     # "when do the clocks go forward in britain"
