"""Built-in intents: edgeassist answers these itself, from real data (clock, timers, volume)."""
from __future__ import annotations

from .intents import Intent, parse_intent

# Few-shot examples are our own phrasings (not the evaluation sets'), annotated with slots.
_BUILTINS = [
    {"name": "get_time", "description": "Tell the current time",
     "examples": ["what's the time", "what time is it now", "have you got the time",
                  "tell me the current time"]},
    {"name": "get_date", "description": "Tell today's date or day of the week",
     "examples": ["what day is it today", "what is the date", "tell me today's date",
                  "which date is it"]},
    {"name": "set_timer", "description": "Start a countdown timer for a duration",
     "slots": {"duration_s": {"type": "duration"}},
     "examples": [{"text": "set a timer for ten minutes", "slots": {"duration_s": "ten minutes"}},
                  {"text": "timer two minutes", "slots": {"duration_s": "two minutes"}},
                  {"text": "count down forty five seconds", "slots": {"duration_s": "forty five seconds"}},
                  {"text": "start a timer for an hour and a half", "slots": {"duration_s": "an hour and a half"}},
                  {"text": "wake me in twenty minutes", "slots": {"duration_s": "twenty minutes"}}]},
    {"name": "cancel_timer", "description": "Cancel or stop the running timer",
     "examples": ["cancel my timer", "turn off the timer", "delete the timer", "stop the countdown"]},
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
    {"name": "chat", "description": "Anything else: a question or conversation, answered briefly",
     "examples": ["who painted the mona lisa", "tell me something funny", "why is the sky blue",
                  "how far away is the moon", "good morning", "what is two plus two"]},
]

def builtin_intents() -> list[Intent]:
    return [parse_intent(d, "built-in", builtin=True) for d in _BUILTINS]
