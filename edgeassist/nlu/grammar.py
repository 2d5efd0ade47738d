"""From the intent registry to what the model sees and may say.

The model answers in one short line, ``name slot="value" slot="value"``, which costs few
tokens. The GBNF grammar makes every line parse and every slot legal: enum slots list their
members; text, integer and duration slots may only be a span of the utterance's own words
(so the grammar is completed per request with the utterance's span rule). Integer and
duration spans are turned into numbers by ``numbers`` afterwards, which a 135M model does
more reliably than arithmetic on words.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .intents import Example, Intent

_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)*(?:-[a-z0-9]+)*")
STOPWORDS = frozenset("""a an the to for of on in at by my me i you it is please some can could would will
me and or with from up down off into onto this that those these be do does put add set turn switch make
want like hear please let's lets""".split())


def normalize(text: str) -> str:
    """Lower-case words without punctuation: how transcripts look, and what the prompt shows."""
    return " ".join(_WORD.findall(text.lower().replace("’", "'")))


def rule_name(name: str) -> str:
    return "i-" + name.replace("_", "-")


def _lit(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def span_rules(words: list[str]) -> str:
    """GBNF for any contiguous run of words: s_i ::= w_i (" " s_{i+1})?  (linear size)."""
    if not words:
        return 'span ::= "?"\n'
    lines = ["span ::= " + " | ".join(f"s{i}" for i in range(len(words)))]
    for i, w in enumerate(words):
        tail = f' (" " s{i + 1})?' if i + 1 < len(words) else ""
        lines.append(f"s{i} ::= {_lit(w)}{tail}")
    return "\n".join(lines) + "\n"


def intent_rules(intents: list[Intent]) -> str:
    """The fixed part of the grammar: one alternative per intent, its slots optional, in order."""
    lines = ["root ::= " + " | ".join(rule_name(i.name) for i in intents)]
    for intent in intents:
        parts = [_lit(intent.name)]
        for s in intent.slots:
            value = f"{rule_name(intent.name)}-{s.name.replace('_', '-')}" if s.type == "enum" else "span"
            parts.append(f'({_lit(" " + s.name + "=")} "\\"" {value} "\\"")?')
            if s.type == "enum":
                lines.append(f"{value} ::= " + " | ".join(_lit(v) for v in s.values))
        lines.insert(1, f"{rule_name(intent.name)} ::= " + " ".join(parts))
    return "\n".join(lines) + "\n"


def reply_grammar(line_ends: bool = False) -> str:
    """A speakable reply: plain words and punctuation, no markup, lists, digits-in-brackets or emoji.

    The word limit is kept by the decoding loop (``until``), not here: a bounded repetition
    ``{0,39}`` expands into 40 nested rules whose parse stacks cost ~50 MB during generation.
    line_ends: a line break after a sentence ends the reply (the grammar then allows only the
    end), for a model not trained to end its turn (a base model: Gemma 3 270M goes on with a new
    line); an instruct model's line break is refused and it goes on, as before."""
    return ('root ::= word (sep word)* end' + (' "\\n"?' if line_ends else '') + '\n'
            "word ::= [A-Za-z0-9] [A-Za-z0-9'%-]*\n"
            'sep ::= [,;:.!?]? " "\n'
            "end ::= [.!?]\n")


# ------------------------------------------------------------------ the model's line

_PAIR = re.compile(r' ([a-z][a-z0-9_]*)="([^"]*)"')


def format_line(intent: str, slots: dict) -> str:
    return intent + "".join(f' {k}="{v}"' for k, v in slots.items())


def parse_line(line: str) -> tuple[str, dict[str, str]]:
    line = line.strip()
    name, _, rest = line.partition(" ")
    return name, dict(_PAIR.findall(" " + rest)) if rest else {}


def validate_line(line: str, intents: dict[str, Intent], norm: str) -> bool:
    """Does a produced line conform to the registry's grammar for this utterance?"""
    name, slots = parse_line(line)
    intent = intents.get(name)
    if intent is None or format_line(name, slots) != line.strip():
        return False
    order = [s.name for s in intent.slots]
    if [k for k in order if k in slots] != list(slots):
        return False
    padded = f" {norm} "
    for k, v in slots.items():
        s = intent.slot(k)
        if s.type == "enum" and v not in s.values:
            return False
        if s.type != "enum" and (not v or f" {v} " not in padded):
            return False
    return True


# ------------------------------------------------------------------ few-shot examples

def annotate(intent: Intent, ex: Example) -> dict[str, str]:
    """Slot spans for an example: as given, else found in its words (enum members literally,
    a text slot as the run of words left when the intent's carrier words are taken away)."""
    out: dict[str, str] = {}
    words = ex.text.split()
    carrier = set(STOPWORDS)
    for other in intent.examples:
        if other is not ex:
            carrier |= set(other.text.split())
    carrier |= set(normalize(intent.description).split())
    taken: set[int] = set()
    for s in intent.slots:
        given = ex.slots.get(s.name)
        if isinstance(given, str):
            out[s.name] = normalize(given) if s.type != "enum" else given
            continue
        if given is not None:
            continue
        if s.type == "enum":
            for v in sorted(s.values, key=len, reverse=True):
                m = re.search(rf"\b{re.escape(v)}\b", ex.text)
                if m:
                    out[s.name] = v
                    n0 = len(ex.text[:m.start()].split())
                    taken |= set(range(n0, n0 + len(v.split())))
                    break
                if v.replace(" ", "") in ex.text.replace("-", "").replace(" ", ""):  # "to-do" ~ "todo"
                    out[s.name] = v
                    break
    for s in intent.slots:
        if s.type == "text" and s.name not in out and s.name not in ex.slots:
            enum_words = {w for t in intent.slots if t.type == "enum" for v in t.values for w in v.split()}
            content = [i for i, w in enumerate(words) if i not in taken and w not in carrier and w not in enum_words]
            if content:
                out[s.name] = " ".join(words[content[0]:content[-1] + 1])
    return {k: out[k] for k in (s.name for s in intent.slots) if k in out}


@dataclass(frozen=True)
class Shot:
    text: str
    line: str


def few_shots(intents: list[Intent], per_intent: int = 4) -> list[Shot]:
    """Examples round-robin over intents (so no intent sits only at the end of the prompt)."""
    queues = [[Shot(ex.text, format_line(i.name, annotate(i, ex))) for ex in i.examples[:per_intent]]
              for i in intents]
    shots: list[Shot] = []
    for k in range(max((len(q) for q in queues), default=0)):
        shots += [q[k] for q in queues if k < len(q)]
    return shots


def catalogue(intents: list[Intent]) -> str:
    lines = []
    for i in intents:
        slots = ", ".join(f"{s.name}: {'|'.join(s.values)}" if s.type == "enum" else f"{s.name}: {s.type}"
                          for s in i.slots)
        lines.append(f"- {i.name}" + (f" ({slots})" if slots else "") + f": {i.description}")
    return "\n".join(lines)
