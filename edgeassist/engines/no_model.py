"""No language model on this board ([llm] local = false, only with [llm] server): everything that
needs a model goes to the hub. This stands where engines/llama.LlamaEngine would, so the prompts
are still written (in ChatML: they are only rendered here, the hub applies its own template to the
messages), and every call that would run a model here raises ModelAbsent, which the understanding
stage turns into an honest reply ("I can't reach my server.") while the hub is down. Commands the
fast lane settles (skills, exact answers, ready replies) never get here.
"""
from __future__ import annotations

from .chat_format import FORMATS


class ModelAbsent(Exception):
    """A model was needed, this board has none, and the hub did not answer."""


class NoLocalModel:
    remote_only = True
    own_template = True          # the hub's model is taken to be an instruct model
    start_tokens: tuple = ()
    chat_template = FORMATS["chatml"][1]

    def tokenize(self, text: str, special: bool = True) -> list[int]:
        return list(text.encode("utf-8"))     # only measured and cut, never decoded by a model

    def set_prefix(self, name: str, tokens: list[int]) -> float:
        return 0.0

    def prefix_len(self, name: str) -> int:
        return 0

    def score(self, *a, **kw):
        raise ModelAbsent("choosing between intents needs a model")

    def generate(self, *a, **kw):
        raise ModelAbsent("this answer needs a model")
