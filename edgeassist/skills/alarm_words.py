"""The words of an alarm that are not its time: its label ("called gym", "the school run alarm", "for
the ferry")."""
from __future__ import annotations

import re

from . import when as W
from .base import ENDEARMENT, POLITE
from .days import said_times

_LABEL = re.compile(r"\b(?:called|named|labell?ed|label(?: it)?|(?:call|name) it|(?<=\d )and call|(?<=[a-z] )and call(?= \w+$)|"
                    r"(?<=\balarm )(?:(?:for|on) )*at (?:call|name)|"   # Whisper's "at 4 15 pm call
                    # pickup anion", "at 8 am name farmers market" with the time taken out
                    r"with (?:the )?(?:label|name)|that says|saying|"      # Whisper's "for nine and call church": called
                    r"(?:the |its )?(?:name|label) (?:is|should be|will be))\s+"
                    r"(?P<l>[a-zß-öø-ÿ][a-zß-öø-ÿ' ]{0,40}?)(?=\s+(?:at|for|on|every|tomorrow|tonight|in)\b|$)")
_LABEL_FOR = re.compile(r"\balarm (?:for|to) (?!the morning|tomorrow|tonight|today|noon|midnight|midday|[\w']+ (?:day|eve)\b)"
                        r"(?P<l>(?:my |the )?[a-zß-öø-ÿ][a-zß-öø-ÿ']+(?: [a-zß-öø-ÿ']+)?)(?= at\b| on\b| every\b| tomorrow\b)")
_LABEL_BEFORE = re.compile(r"\b(?:a|an|my|the)\s+(?P<l>[a-zß-öø-ÿ][a-zß-öø-ÿ']+)\s+alarm\b")
_LABEL_END = re.compile(r"\bfor (?:the |my |a |an )?(?P<l>[a-zß-öø-ÿ][a-zß-öø-ÿ']+(?: [a-zß-öø-ÿ']+)?)\s*$")
_ASKED = re.compile(r",? (?:would|could|will|can) you(?: please)?$|,? (?:if you (?:would|could|can|don't mind)|if that's ok(?:ay)?)$")   # "..., would you"
NOT_LABELS = {"new", "morning", "daily", "weekday", "weekend", "one", "other", "next", "first", "last",
              "wake", "wakeup", "early", "late", "repeating", "recurring", "second", "time", "am", "pm",
              "set", "an", "this", "that", "all", "every", "each", "the", "a", "my", "me", "it", "for", "to", "at",
              "on", "and", "now", "from now", "today", "tomorrow", "tonight", "too", "also", "as well", "please", "instead", "then", "again", "anyway", "though"}


def label_of(text: str) -> str:
    text = _ASKED.sub("", text)
    for rx in (_LABEL, _LABEL_FOR, _LABEL_BEFORE, _LABEL_END):
        m = rx.search(text)
        if m and rx is _LABEL_END and re.search(r"\b(?:i|we|i'm|im|we're|need|have to|got to)\b", text[:m.start()]):
            continue                   # "..., I need to leave for the ferry": a remark says why, it names nothing
        if m:
            lab = re.sub(r"^(?:(?:my|the|a|for|to)\s+)+", "", m.group("l").strip())      # "alarm for [3:45] for sehri"
            lab = re.sub(r"(?:\s*\b" + POLITE + r"(?:\s+" + ENDEARMENT + r")?)+$", "", lab)      # "please dear"
            if rx is _LABEL and lab and not set(lab.split()) <= {"a", "an", "the", "it", "me", "my", "that", "this", "one"}:
                return lab                 # said as its name: "called weekend", "labelled morning"
            if lab and lab not in NOT_LABELS and not set(lab.split()) <= NOT_LABELS | {"in", "by", "of"} \
                    and not (rx is not _LABEL and re.fullmatch(ENDEARMENT, lab)) \
                    and not W.DAYS.count(lab.rstrip("s")) and not re.search(r"\d", lab) \
                    and lab not in W._HOUR_WORDS:
                return lab
    return ""


def without_time(text: str, when: W.When) -> str:
    """The cleaned words without those of the time (a label is not "every weekday")."""
    t = W.clean(text)
    for a, b in sorted(when.spans, reverse=True):
        t = t[:a] + " " * (b - a) + t[b:]
    return " ".join(t.split())


def which_alarm(t: str, when: W.When, labels=()) -> dict:
    """Which alarms the words of a cancel name: all, the next, by days, day, time, date, label or words.
    labels: those of the alarms set; one said whole wins over its words ("remove the first day alarm")."""
    a_day = when.hour is None and (when.day_offset is not None or when.weekday is not None or bool(when.days))
    said = [x for x in labels if x and len(x.split()) > 1 and re.search(rf"\b{re.escape(x.lower())}\b", t)]
    if len(said) == 1 and not re.search(r"\b(?:all|every|both)\b", t):
        return {"which": "label", "label": said[0]}
    if re.search(r"\b(?:all|every|both)\b", t) and not a_day:       # "cancel all my alarms for tomorrow": that day's
        return {"which": "all"}
    if re.search(r"\bnext\b|\bfirst\b|\bearl(?:y|ier|iest)\b|\bsoonest\b", t):
        return {"which": "next"}
    if when.hour is None and when.days:
        return {"which": "days", "days": list(when.days)}
    if when.hour is None and when.weekday is not None:
        return {"which": "day", "weekday": when.weekday}
    if when.hour is not None:
        return {"which": "time", "times": [f"{h:02d}:{m:02d}" for h, m in said_times(when)],
                **({"day": when.day_offset} if when.day_offset is not None else {})}
    if when.hour is None and when.day_offset is not None:
        return {"which": "date", "day": when.day_offset}      # "tomorrow's alarm"
    if when.hour is None and when.date is not None:
        return {"which": "date", "on": when.date.isoformat()}     # "the alarm on the 23rd"
    label = label_of(t)
    if label:
        return {"which": "label", "label": label}
    said = [w for w in re.findall(r"[a-z']+", t) if w not in NOT_LABELS]
    return {"words": " ".join(said)} if said else {}          # an alarm's label among the words said
