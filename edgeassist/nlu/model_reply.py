"""The model's own words: the intent among close candidates (the model's scores, calibrated), a
chat reply said only when the model is sure of its first words, and the generation under a
grammar that both chat and slot filling use (Understander's methods, kept here so that
understand.py holds the routing)."""
from __future__ import annotations

import re
import time

from . import grammar as G
from .knowledge_hub import choose_on_hub
from .chunker import SentenceChunker

FIRST_PIECE_WORDS = 6   # a chat reply starts to be spoken after its first clause (or this many words)
# A chat reply is said only when the model was sure of its first words: the least log-probability
# of its first SURE_TOKENS tokens at least SURE_LOGPROB ([chat] sure; chosen on the tune half of
# tests/data/chat-facts.jsonl, scripts/eval_chat.py); otherwise the decline line ([chat] decline).
SURE_TOKENS, SURE_LOGPROB = 12, -1.33


class UnderstandError(Exception):
    pass


CONTENT_FREE = "hello"   # the utterance each intent's prior is scored after
UNREACHABLE = "I can't reach my server."   # a model's answer, with no model here ([llm] local = false) and the hub down
NO_ANSWER = "Sorry, I have no answer to that."     # a chat reply the model left empty, when no decline line is set
RUNAWAY = re.compile(r"\d{13,}|(\S)\1{11,}")     # a number no one says, a character said over and over: the model looping


class NeedsModel(UnderstandError):
    """Raised instead of calling the model when understand(..., allow_model=False)."""


class ModelReplies:
    """Mixed into Understander: needs engine, settings, decline, sure, hub, cache, intents, _intent_msgs,
    _chat_msgs, _eot, _request_tokens, _local."""

    def _model_ready(self, deadline):
        """The model's prompts read (once; a turn that needs them waits), and the turn's deadline
        moved by the time this turn waited: reading them is not the turn's own work."""
        t0 = time.monotonic()
        self.prompts_ready()
        self._local.prompt_wait = getattr(self._local, "prompt_wait", 0.0) + time.monotonic() - t0
        return None if deadline is None else deadline + self._local.prompt_wait

    def _compute_priors(self, prefix_tokens: list[int]) -> float:
        """Each intent's score after a content-free utterance, once for all intents (see
        _calibrated_scores); computing it for each new set of candidates cost a second model pass."""
        t0 = time.perf_counter()
        names = sorted(self.intents)
        if getattr(self.engine, "remote_only", False):    # the hub chooses by its grammar: no priors
            self._prior = {n: 0.0 for n in names}
            return 0.0
        request = self._request_tokens("intent", self._intent_msgs, CONTENT_FREE)
        conts = [self.engine.tokenize(n + self._eot) for n in names]
        key = prefix_tokens + request + [t for c in conts for t in [-1, *c]]
        cached = self.cache.load_values("priors", key) if self.cache is not None else None
        if cached is not None and sorted(cached) == names:
            self._prior = {n: float(v) for n, v in cached.items()}
            return 0.0
        self._prior = dict(zip(names, self.engine.score("intent", request, conts)))
        if self.cache is not None:
            self.cache.save_values("priors", key, self._prior)
        return time.perf_counter() - t0

    def _calibrated_scores(self, norm: str, candidates: list[str], cancel, deadline) -> list[float]:
        """log P(intent | utterance) - log P(intent | a content-free utterance): a small model's
        preference for some labels whatever it is asked ("contextual calibration") cancels out."""
        if not getattr(self._local, "allow_model", True):
            raise NeedsModel("choosing the intent needs the model")
        if getattr(self.engine, "remote_only", False):
            return choose_on_hub(self.hub, self._intent_msgs, norm, candidates, deadline)
        deadline = self._model_ready(deadline)
        conts = [self.engine.tokenize(c + self._eot) for c in candidates]
        got = self.engine.score("intent", self._request_tokens("intent", self._intent_msgs, norm), conts,
                                cancel, deadline)
        return [a - self._prior[c] for a, c in zip(got, candidates)]


    def _chat(self, norm: str, cancel, deadline, on_sentence, timings, hub_ok: bool = True) -> str:
        """The model's reply, spoken as it comes, or the decline line when the model is not sure
        of its first words (the least probability of its first SURE_TOKENS tokens: nothing is
        said until that is known; docs/understanding.md)."""
        chunker = SentenceChunker(first_piece_words=FIRST_PIECE_WORDS)   # speech starts at the first clause
        sentences: list[str] = []
        held: list[str] = []          # sentences waiting for the model to be found sure
        logprobs: list[float] = []
        sure: list[bool] = []         # [] until decided
        looped: list[str] = []        # sentences not said (RUNAWAY)
        t0 = time.perf_counter()

        def say(sent: str) -> None:
            if RUNAWAY.search(sent):
                looped.append(sent)      # "... is 30000000000000000000...": never said, the turn ends on the decline
                return
            if not sentences:
                timings["first_sentence_s"] = time.perf_counter() - t0
            sentences.append(sent)
            if on_sentence:
                on_sentence(sent)

        def decide(ended: bool) -> None:
            if not sure and (len(logprobs) >= SURE_TOKENS or ended):
                sure.append(not self.decline or not logprobs or min(logprobs[:SURE_TOKENS]) >= self.sure)
                timings["reply_sure"] = sure[0]
                if sure[0]:
                    for sent in held:
                        say(sent)
                    held.clear()

        def on_text(piece: str) -> None:
            for sent in chunker.feed(piece):
                (say if sure else held.append)(sent)
            decide(False)

        limit = self.settings.max_reply_words
        line_ends = not getattr(self.engine, "own_template", True)     # a base model: see reply_grammar
        from ..engines.no_model import ModelAbsent
        try:
            gen = self._generate("chat", self._chat_msgs, norm, G.reply_grammar(line_ends), cancel, deadline,
                                 max_tokens=self.settings.max_tokens, on_text=on_text, chat=True,
                                 until=lambda text: len(text.split()) > limit or sure == [False] or RUNAWAY.search(text) is not None,
                                 logprobs=logprobs,
                                 hub_ok=hub_ok)
        except ModelAbsent:        # [llm] local = false and the hub is down
            timings["llm"] = "none"
            say(UNREACHABLE)
            return UNREACHABLE
        if gen.stopped == "hub_lost" and not sentences and hub_ok:
            # the hub's stream broke before a whole sentence was said: nothing was heard, so the
            # board answers the whole of it (a fragment such as "Rain" is no reply)
            return self._chat(norm, cancel, deadline, on_sentence, timings, hub_ok=False)
        timings["reply_first_token_s"] = gen.first_token_s
        timings["llm"] = gen.by
        timings["reply_tokens"] = gen.tokens
        decide(True)
        if not sure[0]:
            say(self.decline)
            return self.decline
        rest = held + chunker.flush()
        held.clear()
        if gen.stopped in ("limit", "max_tokens"):
            # cut short: end with the sentences already complete, or close the one begun
            said = sum(len(s.split()) for s in sentences)
            if sentences and sentences[-1].endswith((".", "!", "?")):
                rest = []
            else:
                words = " ".join(rest).split()[:max(0, limit - said)]
                rest = [" ".join(words).rstrip(",;:") + "."] if words else []
                if not rest and sentences:
                    sentences[-1] = sentences[-1].rstrip(",;:") + "."
        for sent in rest:
            say(sent)
        if looped:                    # what was said before the loop stays said; the turn ends on the decline line
            timings["reply_looped"] = True
            if sentences and not sentences[-1].endswith((".", "!", "?")):
                sentences[-1] += "."
            say(self.decline or NO_ANSWER)
            return " ".join(sentences)
        if (not sentences or not "".join(sentences).strip()) and gen.stopped != "cancelled" and not (cancel and cancel.is_set()):
            # nothing to say (the model ended at once, or ran out of time before a word): a line, never silence
            timings["reply_empty"] = True
            sentences.clear()
            say(self.decline or NO_ANSWER)
        return " ".join(sentences)

    def _generate(self, prefix, msgs, norm, gram, cancel, deadline, max_tokens, on_text=None, chat=False,
                  answer_head: str = "", until=None, logprobs: list | None = None, hub_ok: bool = True):
        from ..engines.llama import Sampling
        if not getattr(self._local, "allow_model", True):
            raise NeedsModel("this answer needs the model")
        s = self.settings
        sampling = Sampling(max_tokens=max_tokens) if not chat else Sampling(
            temperature=s.temperature, top_k=s.top_k, top_p=s.top_p, repeat_penalty=s.repeat_penalty,
            mirostat=s.mirostat, mirostat_tau=s.mirostat_tau, mirostat_eta=s.mirostat_eta,
            max_tokens=max_tokens, stop=tuple(s.stop))
        hub = getattr(self, "hub", None)
        if hub is not None and hub.up and hub_ok:          # the hub's model first; the board's when it fails or is late
            from ..engines.hub import HubUnavailable
            hub_gram = gram.replace("root ::= ", f"root ::= {G._lit(answer_head)} ", 1) if answer_head and gram else gram
            try:
                gen = hub.generate(msgs + [{"role": "user", "content": norm}], hub_gram, max_tokens,
                                   temperature=sampling.temperature, top_p=sampling.top_p, stop=sampling.stop,
                                   head=answer_head, cancel=cancel, deadline=deadline, on_text=on_text, until=until,
                                   logprobs=logprobs)
                gen.by = "hub"
                return gen
            except HubUnavailable:
                pass
        deadline = self._model_ready(deadline)    # the board's model: its prompts read first (once)
        tokens = self._request_tokens(prefix, msgs, norm)
        if answer_head:
            tokens += self.engine.tokenize(answer_head, special=False)
        return self.engine.generate(prefix, tokens, gram, sampling, cancel, deadline, on_text, until=until,
                                    logprobs=logprobs)


