"""What the hub's model ([llm] server) decides for the board besides slots and chat. An intent
among close candidates when the board has no model of its own ([llm] local = false): named under a
grammar of the candidates' names after the intent prompt. An uncertain FAQ match judged by the hub's stronger model. When the closest entries
of the place's knowledge are neither sure nor far (the band that asks back or says the fallback
line), the hub is given the question and the top entries, told to name the one whose answer
answers it or say none does, under a grammar that allows only those numbers; the answer is the
owner's own words of that entry. Within the turn's deadline and the hub's first-token limit; a hub
that is down, late or unreadable leaves the verdict as it was.
"""
from __future__ import annotations

import dataclasses
import time

from .knowledge import ANSWER, ASK, OUTSIDE, UNSURE

JUDGE_SYSTEM = ("You match a visitor's question to a place's list of questions and answers. Reply with the number "
                "of the entry whose answer answers the visitor's question, or 0 when none does. Never guess: "
                "answer 0 unless the entry's answer really answers the question.")
CANDIDATES = 3


def judge_on_hub(hub, knowledge, question: str, found, verdict: str, deadline: float | None, timings: dict):
    """(found, verdict) after the hub's judgement; unchanged unless the verdict was ASK or UNSURE
    and the hub answered."""
    if hub is None or not hub.up or verdict not in (ASK, UNSURE) or knowledge is None:
        return found, verdict
    from ..engines.hub import HubUnavailable
    top = knowledge.index.ranked(question, CANDIDATES)
    if not top:
        return found, verdict
    lines = "\n".join(f"{i}. Q: {a.entry.question} A: {a.entry.answer}" for i, a in enumerate(top, 1))
    msgs = [{"role": "system", "content": JUDGE_SYSTEM},
            {"role": "user", "content": f"Entries:\n{lines}\n\nVisitor's question: {question}\nEntry number (0 for none):"}]
    t0 = time.perf_counter()
    try:
        got = hub.generate(msgs, f"root ::= [0-{len(top)}]", 2, deadline=deadline)
    except HubUnavailable:
        return found, verdict
    timings["hub_judge_s"] = time.perf_counter() - t0
    timings["llm"] = "hub"
    pick = int(got.text) if got.text.strip().isdigit() else -1
    if 1 <= pick <= len(top):
        timings["hub_judged"] = "answer"
        return dataclasses.replace(top[pick - 1]), ANSWER
    if pick == 0:                      # none answers it: the owner's fallback line, else chat
        timings["hub_judged"] = "none"
        return found, UNSURE if knowledge.fallback else OUTSIDE
    return found, verdict


def choose_on_hub(hub, intent_msgs: list[dict], norm: str, candidates: list[str], deadline) -> list[float]:
    """1 for the candidate the hub's model names, 0 for the rest; ModelAbsent when it cannot."""
    from ..engines.hub import HubUnavailable
    from ..engines.no_model import ModelAbsent
    from .grammar import _lit
    if hub is None or not hub.up:
        raise ModelAbsent("choosing the intent needs the hub")
    try:
        got = hub.generate(intent_msgs + [{"role": "user", "content": norm}],
                           "root ::= " + " | ".join(_lit(c) for c in candidates), 16, deadline=deadline)
    except HubUnavailable as e:
        raise ModelAbsent(str(e)) from None
    return [1.0 if c == got.text.strip() else 0.0 for c in candidates]
