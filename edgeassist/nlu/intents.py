"""The intent registry: built-in intents plus the ones apps register, validated.

An intents file is the JSON form of ``shared/eval/app-intents.json``::

    {"intents": [{"name": "lights", "description": "...",
                  "slots": {"room": {"enum": ["kitchen", ...]}, "query": {"type": "text"}},
                  "examples": ["turn on the kitchen light",
                               {"text": "lights off in the garage", "slots": {"room": "garage", "state": "off"}}],
                  "silent": false}]}

Slot types: ``{"enum": [...]}``, ``{"type": "text"}`` (a span of the utterance),
``{"type": "integer"}`` (optionally "min"/"max"), ``{"type": "duration"}`` (whole seconds).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

SLOT_TYPES = ("enum", "text", "integer", "duration")
_NAME = re.compile(r"^[a-z][a-z0-9_]{0,47}$")
MAX_INTENTS = 64
MAX_EXAMPLES = 50


KNOWLEDGE = "knowledge"   # the intent of an answer from the owner's knowledge (nlu/knowledge.py)


class IntentError(Exception):
    """An intent definition is wrong; the message names the intent and the field."""


@dataclass(frozen=True)
class Slot:
    name: str
    type: str                       # one of SLOT_TYPES
    values: tuple[str, ...] = ()    # enum members
    min: int | None = None
    max: int | None = None


@dataclass(frozen=True)
class Example:
    text: str
    slots: dict = field(default_factory=dict)   # known slot values, if the example gives them


@dataclass(frozen=True)
class Intent:
    name: str
    description: str
    slots: tuple[Slot, ...] = ()
    examples: tuple[Example, ...] = ()
    silent: bool = False
    builtin: bool = False
    model: bool = True       # False: found only by its skill's own parser, kept out of the model's prompt

    def slot(self, name: str) -> Slot | None:
        return next((s for s in self.slots if s.name == name), None)

    def to_json(self) -> dict:
        slots = {}
        for s in self.slots:
            d: dict = {"enum": list(s.values)} if s.type == "enum" else {"type": s.type}
            if s.min is not None:
                d["min"] = s.min
            if s.max is not None:
                d["max"] = s.max
            slots[s.name] = d
        return {"name": self.name, "description": self.description, "slots": slots,
                "examples": [e.text if not e.slots else {"text": e.text, "slots": e.slots} for e in self.examples],
                "silent": self.silent, "builtin": self.builtin}


def _norm_value(v: str) -> str:
    return " ".join(str(v).lower().split())


def parse_intent(d: object, where: str, builtin: bool = False) -> Intent:
    if not isinstance(d, dict):
        raise IntentError(f"{where}: an intent must be a JSON object")
    name = d.get("name")
    if not isinstance(name, str) or not _NAME.match(name):
        raise IntentError(f"{where}: field 'name' must be lowercase letters, digits and _ "
                          f"(starting with a letter), got {name!r}")
    where = f"{where} (intent {name!r})"
    unknown = set(d) - {"name", "description", "slots", "examples", "silent"}
    if unknown:
        raise IntentError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    desc = d.get("description", "")
    if not isinstance(desc, str) or len(desc) > 300:
        raise IntentError(f"{where}: field 'description' must be a string of at most 300 characters")
    raw_slots = d.get("slots", {})
    if not isinstance(raw_slots, dict):
        raise IntentError(f"{where}: field 'slots' must be an object of slot name -> type")
    slots = []
    for sname, spec in raw_slots.items():
        sw = f"{where}: slot {sname!r}"
        if not isinstance(sname, str) or not _NAME.match(sname):
            raise IntentError(f"{sw}: slot names must be lowercase letters, digits and _")
        if not isinstance(spec, dict):
            raise IntentError(f"{sw}: must be an object like {{\"enum\": [...]}} or {{\"type\": \"text\"}}")
        if "enum" in spec:
            values = spec["enum"]
            if not isinstance(values, list) or not values:
                raise IntentError(f"{sw}: field 'enum' must be a non-empty list of strings")
            if not all(isinstance(v, str) and v.strip() and len(v) <= 60 and '"' not in v for v in values):
                raise IntentError(f"{sw}: enum values must be non-empty strings (no quotes, at most 60 characters)")
            normed = tuple(dict.fromkeys(_norm_value(v) for v in values))
            slots.append(Slot(sname, "enum", normed))
            continue
        stype = spec.get("type")
        if stype not in SLOT_TYPES or stype == "enum":
            raise IntentError(f"{sw}: unknown slot type {stype!r} (allowed: enum list, "
                              f"or type text, integer or duration)")
        lo, hi = spec.get("min"), spec.get("max")
        for k, v in (("min", lo), ("max", hi)):
            if v is not None and (stype != "integer" or not isinstance(v, int) or isinstance(v, bool)):
                raise IntentError(f"{sw}: field {k!r} is only for integer slots and must be an integer")
        slots.append(Slot(sname, stype, (), lo, hi))
    raw_ex = d.get("examples", [])
    if not isinstance(raw_ex, list) or len(raw_ex) > MAX_EXAMPLES:
        raise IntentError(f"{where}: field 'examples' must be a list of at most {MAX_EXAMPLES} sentences")
    examples = []
    for i, ex in enumerate(raw_ex):
        if isinstance(ex, str):
            ex = {"text": ex}
        if not isinstance(ex, dict) or not isinstance(ex.get("text"), str) or not ex["text"].strip():
            raise IntentError(f"{where}: examples[{i}] must be a sentence or {{\"text\": ..., \"slots\": {{...}}}}")
        ex_slots = ex.get("slots", {})
        if not isinstance(ex_slots, dict) or any(k not in raw_slots for k in ex_slots):
            raise IntentError(f"{where}: examples[{i}].slots names a slot the intent does not have")
        examples.append(Example(_norm_value(ex["text"]), dict(ex_slots)))
    silent = d.get("silent", False)
    if not isinstance(silent, bool):
        raise IntentError(f"{where}: field 'silent' must be true or false")
    return Intent(name, desc.strip(), tuple(slots), tuple(examples), silent, builtin)


def parse_intents(data: object, where: str = "intents") -> list[Intent]:
    """Validate an intents document: {"intents": [...]} or a bare list."""
    if isinstance(data, dict):
        if set(data) - {"intents"}:
            raise IntentError(f"{where}: unknown top-level field(s) {', '.join(sorted(set(data) - {'intents'}))}")
        data = data.get("intents")
    if not isinstance(data, list):
        raise IntentError(f"{where}: expected {{\"intents\": [...]}}")
    if len(data) > MAX_INTENTS:
        raise IntentError(f"{where}: at most {MAX_INTENTS} intents")
    out, seen = [], set()
    for i, d in enumerate(data):
        intent = parse_intent(d, f"{where}: intents[{i}]")
        if intent.name in seen:
            raise IntentError(f"{where}: intents[{i}]: duplicate intent name {intent.name!r}")
        seen.add(intent.name)
        out.append(intent)
    return out


def load_intents_file(path: str | Path) -> list[Intent]:
    from .textfile import read_text
    p = Path(path)
    text = read_text(p, IntentError, "intents file")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise IntentError(f"{p}: not valid JSON ({e.msg} at line {e.lineno} column {e.colno})") from None
    return parse_intents(data, str(p))


class Registry:
    """Built-in intents first, then app intents by name. ``version`` changes on every edit,
    so that compiled grammars and cached prompts know when to rebuild."""

    def __init__(self, builtins: list[Intent], app: list[Intent] | None = None):
        self.builtins = {i.name: i for i in builtins}
        self.app: dict[str, Intent] = {}
        self.version = 0
        for i in app or []:
            self.register(i)

    def register(self, intent: Intent) -> bool:
        """Add or replace an app intent; True if it replaced one."""
        if intent.name in self.builtins or intent.name == KNOWLEDGE:
            raise IntentError(f"intent {intent.name!r}: that name is a built-in intent")
        if intent.name not in self.app and len(self.app) >= MAX_INTENTS:
            raise IntentError(f"intent {intent.name!r}: at most {MAX_INTENTS} app intents")
        replaced = intent.name in self.app
        self.app[intent.name] = intent
        self.version += 1
        return replaced

    def unregister(self, name: str) -> bool:
        if name in self.app:
            del self.app[name]
            self.version += 1
            return True
        return False

    def replace_app(self, intents: list[Intent]) -> None:
        self.app = {}
        for i in intents:
            self.register(i)
        self.version += 1

    def all(self) -> list[Intent]:
        return list(self.builtins.values()) + list(self.app.values())

    def for_model(self) -> list[Intent]:
        """The intents the model chooses among (not those only a skill's parser finds)."""
        return [i for i in self.all() if i.model]

    def get(self, name: str) -> Intent | None:
        return self.builtins.get(name) or self.app.get(name)
