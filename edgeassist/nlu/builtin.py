"""The chat intent: what no skill and no app intent claims. The built-in intents are the ones the
skills declare (edgeassist/skills: skills.builtin_intents) and this one."""
from __future__ import annotations

import dataclasses

from .intents import Intent, parse_intent

# Few-shot examples are our own phrasings (not the evaluation sets'), annotated with slots.
CHAT = {"name": "chat", "description": "Anything else: a question or conversation, answered briefly",
        "examples": ["who painted the mona lisa", "tell me something funny", "why is the sky blue",
                     "how far away is the moon", "good morning", "what is two plus two"]}


def intents_of(declared: list[dict]) -> list[Intent]:
    """Declared built-in intents (dicts, "model": False for those only a skill's parser finds), then chat."""
    out = []
    for d in list(declared) + [CHAT]:
        spec = {k: v for k, v in d.items() if k != "model"}
        out.append(dataclasses.replace(parse_intent(spec, "built-in", builtin=True), model=d.get("model", True)))
    return out
