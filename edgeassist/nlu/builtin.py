"""Built-in intents: the ones the skills declare (edgeassist/skills, one module each), and chat."""
from __future__ import annotations

import dataclasses

from .intents import Intent, parse_intent

# Few-shot examples are our own phrasings (not the evaluation sets'), annotated with slots.
CHAT = {"name": "chat", "description": "Anything else: a question or conversation, answered briefly",
        "examples": ["who painted the mona lisa", "tell me something funny", "why is the sky blue",
                     "how far away is the moon", "good morning", "what is two plus two"]}


def builtin_intents() -> list[Intent]:
    from ..skills import discover
    declared = [d for cls in discover() for d in cls.intents]
    out = []
    for d in declared + [CHAT]:
        spec = {k: v for k, v in d.items() if k != "model"}
        out.append(dataclasses.replace(parse_intent(spec, "built-in", builtin=True), model=d.get("model", True)))
    return out
