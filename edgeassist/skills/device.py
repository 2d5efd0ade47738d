"""The device itself: the speaker's volume, stop, repeat the last reply; and the replies made
elsewhere (chat, the owner's knowledge, small talk, calculations) passed through as they are."""
from __future__ import annotations

import re

from .base import Outcome, Skill

VOLUME_STEP = 10
SAID_VOLUME = re.compile(r"\b(?:volume|loud\w*|quiet\w*|soft\w*|up|down|mute|unmute|hear|sound|level|max\w*|min\w*|noise|"
                         r"whisper|shout|speak)\b")     # words that ask for a volume; a model's guess without them is none


class Device(Skill):
    name = "device"
    intents = (
        {"name": "volume", "description": "Change the speaker volume: up, down or to a level",
         "slots": {"level": {"type": "integer", "min": 0, "max": 100}, "direction": {"enum": ["up", "down"]}},
         "examples": [{"text": "volume up", "slots": {"direction": "up"}},
                      {"text": "turn it down", "slots": {"direction": "down"}},
                      {"text": "a bit louder", "slots": {"direction": "up"}},
                      {"text": "too loud", "slots": {"direction": "down"}},
                      {"text": "set volume to thirty", "slots": {"level": "thirty"}},
                      {"text": "volume eighty percent", "slots": {"level": "eighty percent"}}]},
        {"name": "stop", "description": "Stop talking or cancel what is happening",
         "examples": ["stop it", "shut up", "quiet", "cancel", "forget it", "that's enough"]},
        {"name": "repeat", "description": "Repeat the last answer",
         "examples": ["repeat", "what did you say", "say it again", "pardon", "come again"]},
    )

    def __init__(self, skills):
        self.skills = skills      # the Skills it belongs to: the volume and the last reply live there

    def handle(self, intent, slots, ctx, dry=False):
        if intent == "volume":
            if ctx.said and not SAID_VOLUME.search(ctx.said.lower()):
                return Outcome("Sorry, I don't know that one.")     # the model's volume for a misheard "45 is what percent of 60"
            if "level" in slots:
                v = int(slots["level"])
            elif slots.get("direction") in ("up", "down"):
                v = self.skills.volume + (VOLUME_STEP if slots["direction"] == "up" else -VOLUME_STEP)
            else:
                return Outcome(f"The volume is {self.skills.volume}.")
            v = max(0, min(100, v))
            if not dry:
                v = self.skills.set_volume(v)
            return Outcome(f"Volume {v}.", volume=v)
        if intent == "stop":
            return Outcome(None, stop=True)
        if intent == "repeat":
            return Outcome(self.skills.last_reply or "I have not said anything yet.")
        return None
