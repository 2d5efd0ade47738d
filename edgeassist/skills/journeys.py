"""The clock at the other end of a journey across time zones: "my flight leaves New York at 6:15 tonight and
takes 7 hours, what time will it be in London when I land": the departure read in the first place's zone,
the length added in real time, the arrival said in the second place's zone. Both places must be found
(the place of departure may be left out: the home zone); a place not found is said so, never the home clock's sum."""
from __future__ import annotations

import datetime as dt
import re
from typing import Callable
from zoneinfo import ZoneInfo

from .clock_sums import _clock, _seconds, _spoken
from .days import say_clock

_PLACE = r"[a-z][a-z .'-]*?"
ARRIVE = re.compile(rf"\b(?:what time|when) (?:will|would|is|does) (?:it be |it |that be )?(?:in|at) (?P<to>{_PLACE}) "
                    r"(?:when|once|as|by the time) (?:i|we|it|they|he|she|the plane|the flight) (?:lands?|arrives?|gets? there|touch(?:es)? down)\b|"
                    rf"\bwhat time (?:will|do|does|would) (?:i|we|it|they|he|she|the plane|the flight) (?:land|arrive|get) (?:in|at|to) "
                    rf"(?P<to2>{_PLACE})(?: local time| in local time| their time| there)?$")
LEAVE = re.compile(rf"\b(?:leaves?|leaving|departs?|departing|takes? off|taking off|fly|flying|flies|goes|going)(?: out)? (?:from |out of |of )?"
                   rf"(?P<from>{_PLACE})"
                   r" (?=at |tonight|this |tomorrow)|\bfrom (?P<from2>" + _PLACE + r") (?:at|tonight)\b")


def landing(words: str, now: dt.datetime, find: Callable[[str], object]) -> tuple[dict, str] | None:
    """(slots, reply) for a journey's arrival time in another zone, None when the words ask none. find: a place
    phrase -> an object with .zone and .name (worldclock's Places), or None."""
    words = _spoken(words)
    asked = ARRIVE.search(words)
    if asked is None:
        return None
    to = find(asked["to"] or asked["to2"])
    left = LEAVE.search(words[:asked.start()])
    start = find(left["from"] or left["from2"]) if left else None
    if to is None and start is None and not asked["to"]:
        return None                    # "what time do I get to work": no place, the home clock's sum
    if to is None or not hasattr(to, "zone") or left and (start is None or not hasattr(start, "zone")):
        return {"kind": "landing", "problem": "place"}, "Sorry, I can't tell the time there: I don't know that place."
    clock = _clock(words[:asked.start()])
    if clock is None:
        return None
    rest = words[:clock[3][0]] + " " + words[clock[3][1]:asked.start()]
    secs = _seconds(rest)
    if not secs or secs > 3 * 86400:
        return None
    home = ZoneInfo(start.zone) if start is not None else now.tzinfo
    here = now.astimezone(home)
    day = here.date() + dt.timedelta(days=re.search(r"\btomorrow\b", words) is not None)
    off = dt.datetime(day.year, day.month, day.day, clock[0], clock[1], tzinfo=home)
    there = (off.astimezone(dt.timezone.utc) + dt.timedelta(seconds=secs)).astimezone(ZoneInfo(to.zone))
    days = (there.date() - off.date()).days
    when = {0: "", 1: " the next day", -1: " the day before"}.get(days, f" {abs(days)} days {'later' if days > 0 else 'before'}")
    hours, minutes = divmod(secs // 60, 60)
    length = " and ".join(p for p in (f"{hours} hour{'s' * (hours != 1)}" if hours else "",
                                      f"{minutes} minute{'s' * (minutes != 1)}" if minutes else "") if p)
    frm = f"{say_clock(off)} in {start.name}" if start is not None else say_clock(off)
    return {"kind": "landing", "value": there.strftime("%H:%M"), "from": off.strftime("%H:%M"), "zone": to.zone, "seconds": secs}, \
        f"It will be {say_clock(there)}{when} in {to.name}: {length} after {frm}."
