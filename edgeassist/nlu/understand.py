"""Text -> intent, typed slots and (for chat) a streamed, speakable reply.

The method, measured in docs/understanding.md:
1. a registered example said word for word -> that intent (no model);
2. lexical evidence (``matcher``) decides when it is clear; when it is weak or two intents are
   close, the model chooses among just those candidates and chat, under a grammar;
3. slots: enum members said literally are taken; what is left (a text span, an enum member not
   said literally, a number) the model fills under a grammar that allows only legal values and
   spans of the utterance's own words; integers and durations are parsed from the span;
4. chat: the model answers from its own cached prompt under a grammar for short plain sentences,
   streamed sentence by sentence.
"""
from __future__ import annotations

import logging
import math
import re
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

from ..config import LlmSettings
from . import grammar as G
from .model_reply import (FIRST_PIECE_WORDS, SURE_LOGPROB, SURE_TOKENS, UNREACHABLE, ModelReplies, NeedsModel,  # noqa: F401
                          UnderstandError)
from .intents import KNOWLEDGE, Intent, Registry
from .knowledge import ANSWER, ASK, FALLBACK, OUTSIDE, Answer, event_json as _knowledge_json
from .knowledge_hub import judge_on_hub
from .knowledge_store import yes_or_no
from .compute import compute
from .matcher import Matcher
from .slots import carrier_words, slot_options, slots_together, typed_slots, was_said

log = logging.getLogger(__name__)

INTENT_SYSTEM = ("You are the command parser of a voice assistant. Reply with one line: the intent "
                 "name, then its slots as name=\"value\" using the user's own words. Intents:\n")
CHAT_SYSTEM = ("You are a friendly voice assistant on a small offline device. Answer in one or two "
               "short plain sentences. No lists, no markup.")
CHAT_SHOTS = [("what is the tallest mountain", "Mount Everest is the tallest mountain on Earth."),
              ("how are you", "I am doing well, thank you for asking.")]

CLEAR_SCORE, CLEAR_MARGIN, CHAT_BELOW, CLOSE = 0.5, 0.12, 0.3, 0.15
COMMAND_OVER_KNOWLEDGE = 0.6
CLOCK = ("get_time", "get_date")
PLACE_HOURS = CLOCK + ("date_question",)      # what a question about the place's hours may look like
ADDRESSED = re.compile(r"\b(?:you|your|yours|you're|youre|ya|y'all)\b")   # a question put to the place


REQUEST_ROOM = 192      # context tokens kept for one request (~140 words said at once) and scoring

@dataclass
class Understanding:
    text: str
    intent: str
    slots: dict
    reply: str | None = None
    source: str = "model"            # skill | example | lexical | model | knowledge | smalltalk | calculate
    line: str = ""                   # the grammar line that was produced
    timings: dict = field(default_factory=dict)
    knowledge: dict | None = None    # intent "knowledge": verdict (answer/ask/fallback), id, score, question


SMALLTALK = "smalltalk"  # a curated reply (nlu/smalltalk.py): slots {act}
CALCULATE = "calculate"  # computed, not generated (nlu/compute.py): slots {kind, value}


class Understander(ModelReplies):
    """Owns the prompts for one LlamaEngine; call from one worker thread."""

    def __init__(self, engine, settings: LlmSettings, registry: Registry, cache=None, knowledge=None,
                 smalltalk=None, decline: str = "", sure: float = SURE_LOGPROB, skills=None, hub=None,
                 defer_prompts: bool = False):
        self.engine, self.settings, self.registry = engine, settings, registry
        self.hub = hub       # optional engines.hub.Hub ([llm] server): slot filling and chat there, this engine the fallback
        self.cache = cache   # optional PrefixCache (start-up without re-evaluating prompts)
        self.knowledge = knowledge   # optional KnowledgeStore: what no intent claims is looked up there
        self.smalltalk = smalltalk   # optional SmallTalk (nlu/smalltalk.py): curated replies before the model
        self.skills = skills         # optional Skills (edgeassist/skills): their own parsers claim first
        self.decline = decline       # said instead of a reply the model is not sure of ("" = always its reply)
        self.sure = sure             # [chat] sure: the least log-probability of a sure reply's first tokens
        self._version, self._evaluated = -1, None
        self._lock = threading.RLock()
        self._prompt_lock = threading.Lock()
        self._local = threading.local()
        self.prepare(evaluate=not defer_prompts)

    # ------------------------------------------------------------------ prompts

    def _render(self, messages: list[dict], add_generation_prompt: bool) -> str:
        return self._template.render(messages=messages, add_generation_prompt=add_generation_prompt,
                                     bos_token="", eos_token="")

    def prepare(self, evaluate: bool = True) -> dict:
        """(Re)build matcher, grammar and prompts after the registry changed; evaluate: also read the
        prompt prefixes into the model now (else the first turn that needs the model does, or the
        daemon's thread after READY: prompts_ready)."""
        with self._lock:
            if self._version != self.registry.version:
                self._build()
        return self.prompts_ready() if evaluate else {}

    def _build(self) -> None:
        """What the words need (no model): the matcher, the intents, the prompts' messages."""
        intents = self.registry.for_model()
        self.matcher = Matcher(intents)
        self.intents = {i.name: i for i in intents}
        self._together = {i.name: slots_together(i) for i in intents}
        self._carriers = {i.name: carrier_words(i) for i in intents if any(s.type == "text" for s in i.slots)}
        self._intent_msgs = [{"role": "system", "content": INTENT_SYSTEM + G.catalogue(intents)}]
        for shot in G.few_shots(intents):
            self._intent_msgs += [{"role": "user", "content": shot.text}, {"role": "assistant", "content": shot.line}]
        self._chat_msgs = [{"role": "system", "content": CHAT_SYSTEM}]
        for q, a in CHAT_SHOTS:
            self._chat_msgs += [{"role": "user", "content": q}, {"role": "assistant", "content": a}]
        if self.hub is not None:          # what the hub reads ahead when its first token is late
            self.hub.warm([m + [{"role": "user", "content": "hello"}] for m in (self._intent_msgs, self._chat_msgs)],
                          now=False)
        self._version, self._evaluated = self.registry.version, None

    def _build_prompts(self, intent_msgs: list[dict], chat_msgs: list[dict]) -> dict:
        """The prompts in the model's own format and tokens (this loads a model loaded lazily), the
        context fitted to them."""
        import jinja2.sandbox
        self._template = jinja2.sandbox.ImmutableSandboxedEnvironment().from_string(self.engine.chat_template)
        probe = self._render([{"role": "assistant", "content": "x"}], False)
        self._eot = probe[probe.index("x") + 1:].rstrip("\n") or "\n"
        self._prefix_text = {"intent": self._render(intent_msgs, False), "chat": self._render(chat_msgs, False)}
        start = list(getattr(self.engine, "start_tokens", ()))
        self._prefix_tokens = {name: start + self.engine.tokenize(text) for name, text in self._prefix_text.items()}
        fit = getattr(self.engine, "fit_context", None)
        if fit is not None:   # the prompts, a request and the longest answer, side by side
            fit(sum(map(len, self._prefix_tokens.values())) + REQUEST_ROOM + max(self.settings.max_tokens, 64))
        return self._prefix_tokens

    def prompts_ready(self) -> dict:
        """The prompt prefixes read into the model (from daemon.cache_dir when they are there) and
        the intents' priors, once per set of intents; the seconds each took ({} when done before)."""
        with self._prompt_lock:
            with self._lock:
                version, msgs = self._version, (self._intent_msgs, self._chat_msgs)
            if self._evaluated == version:
                return {}
            tokens = self._build_prompts(*msgs)
            took = {}
            for name, toks in tokens.items():
                if self.cache is not None and self.cache.load(self.engine, name, toks):
                    took[name] = 0.0
                    continue
                took[name] = self.engine.set_prefix(name, toks)
                if self.cache is not None:
                    self.cache.save(self.engine, name, toks)
            took["priors"] = self._compute_priors(tokens["intent"])
            self._evaluated = version
            log.info("prompts ready: intent prefix %d tokens, chat prefix %d tokens (%s)",
                     self.engine.prefix_len("intent"), self.engine.prefix_len("chat"),
                     ", ".join(f"{k} {v:.2f}s" for k, v in took.items()))
            return took

    def _request_tokens(self, prefix: str, msgs: list[dict], text: str) -> list[int]:
        full = self._render(msgs + [{"role": "user", "content": text}], True)
        head = self._prefix_text[prefix]
        if not full.startswith(head):
            raise UnderstandError("the chat template does not extend its prefix; cannot cache prompts")
        return self.engine.tokenize(full[len(head):])

    # ------------------------------------------------------------------ understanding

    def understand(self, text: str, cancel: threading.Event | None = None, deadline: float | None = None,
                   on_sentence: Callable[[str], None] | None = None,
                   on_intent: Callable[[Understanding], None] | None = None,
                   allow_model: bool = True, reply: bool = True) -> Understanding:
        """reply=False: the intent and slots only (a chat intent comes back without its reply)."""
        from ..engines.no_model import ModelAbsent
        t0 = time.perf_counter()
        try:
            return self._understand(text, cancel, deadline, on_sentence, on_intent, allow_model, reply)
        except ModelAbsent:        # [llm] local = false and the hub is down: say so, do not guess
            return self._answered(Understanding(text=text, intent="unreachable", slots={}, reply=UNREACHABLE,
                                                source="unreachable", timings={}), t0, on_intent)

    def _understand(self, text, cancel, deadline, on_sentence, on_intent, allow_model, reply) -> Understanding:
        t0 = time.perf_counter()
        self._local.allow_model, self._local.prompt_wait = allow_model, 0.0
        self.prepare(evaluate=False)             # the model's prompts: read when the model is first needed
        norm = G.normalize(text)
        if not norm:
            raise UnderstandError("empty text")
        if deadline is None:
            deadline = time.monotonic() + self.settings.timeout_s
        timings: dict = {}
        choice = None
        told = self._knowledge_reply(norm)     # a yes or no to the question the knowledge asked back
        claim = self.skills.claim(text) if self.skills is not None and told is None and not self._app_claims(norm) \
            else None
        placed = self._about_the_place(norm, sure_too=claim.intent == "encyclopedia") \
            if claim is not None and claim.intent in PLACE_HOURS + ("encyclopedia",) else None
        if placed is not None:                 # the place's own FAQ first ("what time do you close", "where are the toilets")
            return self._answered(placed(text, timings), t0, on_intent)
        if claim is not None:                  # alarms, reminders, timers, lists, exact answers: the skill's own parser
            return self._answered(Understanding(text=text, intent=claim.intent, slots=claim.slots, reply=claim.reply,
                                                source="skill", timings=timings), t0, on_intent)
        ready = None if told is not None else self._ready_reply(text, norm)
        if ready is not None:
            intent_name, slots, line = ready
            return self._answered(Understanding(text=text, intent=intent_name, slots=slots, reply=line,
                                                source=intent_name, timings=timings), t0, on_intent)
        if told is not None:
            verdict, found = told
        elif self.knowledge is None or self._commanded(norm):
            # a command is not looked up (no sentence embedding for it) unless it turns out chat
            choice = self._choose_intent(norm, cancel, deadline, timings)
            verdict, found = OUTSIDE, None
            if self.knowledge is not None and choice[1] == "chat":
                found, verdict = self.knowledge.judge(norm)
        else:
            found, verdict = self.knowledge.judge(norm)
            choice = None
            if verdict != ANSWER or not found.sure:
                choice = self._choose_intent(norm, cancel, deadline, timings)
        if told is None:       # an uncertain FAQ match: the hub's model judges it, when there is a hub
            found, verdict = judge_on_hub(self.hub, self.knowledge, norm, found, verdict, deadline, timings)
        if choice is not None and choice[1] in CLOCK and told is None:
            placed = self._about_the_place(norm)   # "what time do you open tomorrow": the FAQ's hours, not the clock
            if placed is not None:
                return self._answered(placed(text, timings), t0, on_intent)
        if verdict != OUTSIDE and (told is not None or choice is None or choice[1] == "chat"):
            # the owner's words (nothing is generated): the entry's answer (when it is sure, it
            # beats an intent the words only suggest), a question asked back, or the fallback line
            return self._answered(Understanding(
                text=text, intent=KNOWLEDGE, slots={}, reply=self._knowledge_line(verdict, found),
                source="knowledge", knowledge=_knowledge_json(verdict, found, told is not None), timings=timings),
                t0, on_intent)
        source, intent_name = choice
        act = self.smalltalk.closest(norm) if intent_name == "chat" and self.smalltalk is not None else None
        if act is not None:       # small talk in words of its own, not the model's chat
            return self._answered(Understanding(text=text, intent=SMALLTALK, slots={"act": act},
                                                reply=self.smalltalk.reply(act), source=SMALLTALK,
                                                timings=timings), t0, on_intent)
        fact = self.skills.last_resort(text) if intent_name == "chat" and self.skills is not None else None
        if fact is not None:      # a question of fact: the encyclopedia's sentence, or its "I don't know", not the model's memory
            return self._answered(Understanding(text=text, intent=fact.intent, slots=fact.slots, reply=fact.reply,
                                                source="skill", timings=timings), t0, on_intent)
        intent = self.intents[intent_name]
        slots, line = self._fill_slots(intent, norm, cancel, deadline, timings)
        u = Understanding(text=text, intent=intent_name, slots=slots, source=source, line=line, timings=timings)
        timings["intent_s"] = time.perf_counter() - t0
        if on_intent:
            on_intent(u)
        if intent_name == "chat" and reply:
            u.reply = self._chat(norm, cancel, deadline, on_sentence, timings)
        timings["total_s"] = time.perf_counter() - t0
        return u

    @staticmethod
    def _answered(u: Understanding, t0: float, on_intent) -> Understanding:
        """A turn answered without the model's reply (the words of a file, or computed)."""
        u.timings["intent_s"] = u.timings["total_s"] = time.perf_counter() - t0
        if on_intent:
            on_intent(u)
        return u

    def _ready_reply(self, text: str, norm: str) -> tuple[str, dict, str] | None:
        """Small talk from the curated file, or a computation (nlu/compute.py): a reply without the
        model, unless the words are a registered command. (intent, slots, reply) or None."""
        act = self.smalltalk.match(norm) if self.smalltalk is not None else None
        got = compute(text) if act is None else None
        asked = got is not None and re.match(r"(?:so |um |uh |and )*(?:what|whats|what's|how much|how many|calculate|work out)\b", norm)
        if (act is None and got is None) or self._commanded(norm, exact_only=bool(asked)):   # "what is twenty percent of eighty"
            return None
        if act is not None:
            return SMALLTALK, {"act": act}, self.smalltalk.reply(act)
        value = got.value if isinstance(got.value, str) or math.isfinite(got.value) else None
        return CALCULATE, {"kind": got.kind, "value": value}, got.reply

    def settle(self, u: Understanding) -> None:
        """A turn ended with u (its reply said): what the next turn depends on moves on (the
        next reply of a small-talk act, the question the knowledge asked back, its misses)."""
        if self.smalltalk is not None and u.intent == SMALLTALK:
            self.smalltalk.settle(u.slots.get("act"))
        if self.knowledge is not None:
            self.knowledge.settle(u.text, u.knowledge)

    def _knowledge_reply(self, norm: str) -> tuple[str, object] | None:
        """A plain yes or no to the question the knowledge asked back in the last turn: the
        entry's answer, or the fallback line. None for anything else (a new question)."""
        pending = self.knowledge.pending() if self.knowledge is not None else None
        said = yes_or_no(norm) if pending is not None else None
        if said is None or not (said or self.knowledge.fallback):
            return None
        return (ANSWER, Answer(pending, 1.0, pending.question, p=1.0)) if said else (FALLBACK, None)

    def _knowledge_line(self, verdict: str, found) -> str:
        if verdict == ANSWER:
            return found.entry.answer
        if verdict == ASK:
            q = found.entry.question.rstrip(" ?.!")
            return f"Do you mean: {q[:1].lower() + q[1:]}?"
        return self.knowledge.fallback

    def _app_claims(self, norm: str) -> bool:
        """An app registered an intent for these words (said as its example, or clearly its by
        the words): the app's intent wins over a built-in skill that would take them (an app
        that keeps the shopping list itself gets "add milk to the shopping list")."""
        hit = self.matcher.exact(norm, self.settings.fuzzy_threshold)
        if hit:
            return not self.intents[hit.intent].builtin
        ranked = self.matcher.rank(norm)
        second = ranked[1].score if len(ranked) > 1 else 0.0
        return bool(ranked) and not self.intents[ranked[0].intent].builtin and \
            ranked[0].score >= CLEAR_SCORE and ranked[0].score - second >= CLEAR_MARGIN

    def _about_the_place(self, norm: str, sure_too: bool = False):
        """A builder of the knowledge's Understanding for a question put to the place ("are you open on
        Memorial Day": second person) that it holds, or (sure_too) one an entry is sure of; else None."""
        addressed = bool(ADDRESSED.search(norm))
        if self.knowledge is None or not (addressed or sure_too):
            return None
        found, verdict = self.knowledge.judge(norm)
        if verdict == OUTSIDE or not (addressed or verdict == ANSWER and found.sure):
            return None
        return lambda text, timings: Understanding(
            text=text, intent=KNOWLEDGE, slots={}, reply=self._knowledge_line(verdict, found), source="knowledge",
            knowledge=_knowledge_json(verdict, found, False), timings=timings)

    def _commanded(self, norm: str, exact_only: bool = False) -> bool:
        """The words are a registered command (said as an example, or with strong lexical evidence unless exact_only: a
        computation asked is not "volume eighty percent"): then even a sure knowledge answer yields ("be quiet" is stop,
        not the quiet area). Commands of the dev and own sets scored >= 0.64, the knowledge questions <= 0.55 (docs/knowledge.md)."""
        hit = self.matcher.exact(norm, self.settings.fuzzy_threshold)
        if hit:
            return hit.intent != "chat"     # chat's examples ("what is two plus two") are no command
        ranked = self.matcher.rank(norm) if not exact_only else []
        return bool(ranked) and ranked[0].score >= COMMAND_OVER_KNOWLEDGE and ranked[0].intent != "chat"

    def _choose_intent(self, norm: str, cancel, deadline, timings) -> tuple[str, str]:
        hit = self.matcher.exact(norm, self.settings.fuzzy_threshold)
        if hit:
            return "example", hit.intent
        ranked = self.matcher.rank(norm)
        top = ranked[0] if ranked else None
        second = ranked[1].score if len(ranked) > 1 else 0.0
        if top is None or top.score < CHAT_BELOW:
            return "lexical", "chat"
        if top.score >= CLEAR_SCORE and top.score - second >= CLEAR_MARGIN:
            return "lexical", top.intent
        candidates = [m.intent for m in ranked if top.score - m.score <= CLOSE][:3] + ["chat"]
        t0 = time.perf_counter()
        scores = self._calibrated_scores(norm, candidates, cancel, deadline)
        timings["choose_s"] = time.perf_counter() - t0
        if getattr(self.engine, "remote_only", False):
            timings["llm"] = "hub"            # the hub's model chose (a board without one)
        best = max(range(len(candidates)), key=lambda i: scores[i])
        return "model", candidates[best]

    def _fill_slots(self, intent: Intent, norm: str, cancel, deadline, timings) -> tuple[dict, str]:
        """Take what the words settle; let the model choose only what is left, under a grammar."""
        if not intent.slots:
            return {}, intent.name
        options = slot_options(intent, norm, self._carriers.get(intent.name))
        spans: dict[str, str] = {}
        open_slots = []
        for s in intent.slots:
            opts = options[s.name]
            if opts is None:
                continue
            if len(opts) == 1:
                spans[s.name] = opts[0]
            else:
                open_slots.append(s)
        # Slots never used together in the examples (volume: level or direction) exclude each other.
        together = self._together.get(intent.name, set())
        for s in list(open_slots):
            if any(frozenset((s.name, k)) not in together for k in spans) and not was_said(s, options):
                open_slots.remove(s)
        if not open_slots:
            ordered = {s.name: spans[s.name] for s in intent.slots if s.name in spans}
            return typed_slots(intent, ordered, norm), G.format_line(intent.name, ordered)
        # The line up to the first open slot is given to the model as the start of its answer.
        first = intent.slots.index(open_slots[0])
        head = G.format_line(intent.name, {s.name: spans[s.name] for s in intent.slots[:first] if s.name in spans})
        rules, parts = [], []
        for i, s in enumerate(intent.slots[first:]):
            if s.name in spans:
                parts.append(G._lit(f' {s.name}="{spans[s.name]}"'))
            elif s in open_slots:
                alts = options[s.name] or []
                rules.append(f"v{i} ::= " + " | ".join(G._lit(v) for v in alts))
                parts.append(f'({G._lit(" " + s.name + "=")} "\\"" v{i} "\\"")?')
        gram = "root ::= " + " ".join(parts) + "\n" + "\n".join(rules) + "\n"
        gen = self._generate("intent", self._intent_msgs, norm, gram, cancel, deadline, max_tokens=32,
                             answer_head=head)
        timings["slots_first_token_s"] = gen.first_token_s
        timings["llm"] = gen.by
        timings["slot_tokens"] = gen.tokens
        line = head + gen.text.rstrip()
        _, got = G.parse_line(line)
        return typed_slots(intent, got, norm), line
