"""The clock: the time and today's date, from the local wall clock (the model never says them)."""
from __future__ import annotations

import re

from .answers import about_now
from .base import Outcome, Skill


class Clock(Skill):
    name = "clock"
    intents = (
        {"name": "get_time", "description": "Tell the current time",
         "examples": ["what's the time", "what time is it now", "have you got the time", "tell me the current time"]},
        {"name": "get_date", "description": "Tell today's date or day of the week",
         "examples": ["what day is it today", "what is the date", "tell me today's date", "which date is it"]},
    )

    def handle(self, intent, slots, ctx, dry=False):
        now = ctx.now()
        asked = about_now(ctx.said or "") or ctx.said or ""     # "I have a meeting on Friday. What day is it today?"
        if intent == "get_time":
            if re.search(r"\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|tomorrow|yesterday|"
                         r"next|last)\b|\b(?:at|in|where) (?:my|our|his|her|their)\b|\bwhat time(?: is|'s| was| will| does| do| did) (?!it\b|now\b)",
                         asked.lower()):     # "what time is dinner today", Whisper's "what time is solar moon today": not the clock's
                return Outcome("Sorry, I don't know that one.")   # "what time is summarized this sunday", "at my daughter's place"
            return Outcome(f"It is {now.strftime('%I:%M %p').lstrip('0')}.")
        if intent == "get_date":
            said = re.sub(r"\bday of the week\b", "", asked.lower())     # "what day of the week is it"
            part = re.search(r"\b(?:what|which|what's|whats|what is) (?:the )?(?:current )?(month|year)(?: is it| is this| are we(?: in)?| is it now)?"
                             r"(?: (?:now|today|right now))?\W*$", said)
            if part and not re.search(r"\d|\b(?:born|birthday|next|last|in \w+ (?:days|weeks|months|years))\b", said):
                return Outcome(f"It is {now.strftime('%B')} {now.year}." if part[1] == "month" else f"It is {now.year}.")
            if re.search(r"\d|\bof (?:my|our|his|her|their)\b|\bwhen (?:is|was|will|does|did) |\b(?:years?|days|weeks?|months?|left|until|till|ago|from now|leap|born|birthday|number|"
                         r"tomorrow|yesterday|next|last)\b", said):
                return Outcome("Sorry, I don't know that one.")   # "is twenty twenty seven a late year": not today's date
            return Outcome(f"Today is {now.strftime('%A, %B')} {now.day}, {now.year}.")
        return None
