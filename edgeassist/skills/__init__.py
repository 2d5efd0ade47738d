"""What the built-in intents do, one module per skill, found in one place (BUILT_IN, then the
``edgeassist.skills`` entry points of installed packages): docs/architecture.md says how to add one.

Skills answers from real data (the clock, the store, the volume), never from the model:
- claim(text): the fast lane, asked before any model (a question asked back is answered first);
- handle(intent, slots, reply, silent): does it, returns the Outcome to speak;
- the Scheduler (schedule.py) fires what comes due.
"""
from __future__ import annotations

import inspect
import logging
import re
import threading
import time
from pathlib import Path
from typing import Callable

from .base import WHAT_NOW, AlarmSettings, Claim, Context, Outcome, Skill, item_json, local_zone, say_duration, words
from .schedule import Bell, Scheduler
from . import restate
from .store import Item, Store, StoreError
from .utterance import corrected, request, sentences, unhedged

log = logging.getLogger(__name__)
BUILT_IN = ("clock", "timers", "device", "alarms", "reminders", "lists",     # the model's intents in this order
            "dates", "worldclock", "sun", "units", "rates", "spelling", "dictionary",  # exact answers (parser only)
            "chance", "encyclopedia")                                                   # general questions, from text
CLAIM_ORDER = ("lists", "reminders", "alarms", "timers",   # the most specific words first
               "sun", "spelling", "dictionary", "chance", "rates", "units", "worldclock", "dates", "encyclopedia")
ENTRY_POINTS = "edgeassist.skills"
PENDING_S = 60.0          # a question asked back is answered within this, or forgotten
CONTEXT_S = 600.0         # "and one at 9", "cancel it": about the last skill's turn within this
ORGANISER = ("lists", "reminders", "alarms", "timers")      # their requests may come after a remark (utterance.py)
_REFERS = re.compile(r"\b(?:the|that|this|another) (?:\w+ )?one\b|\b(?:it|them)\b|\bsame time\b", re.I)     # words about a thing said before
_BEFORE_REMARK = re.compile(r"([^,.;]{4,}?)(?:[,.;]\s*(?:i|i'll|i'm|i've|i'd|we|we'll|we're|it's|that's|they|they're|they've|he|she|he's|she's|"
                            r"my \w+(?:'s)?|the \w+'s|because|since|cause|cos)\b|"
                            r"(?:(?<=\bit)|(?<=\bthat)|(?<=\bthis)|(?<=\bthem)) (?:i'm|i've|we're|we've|because|cause)\b)", re.I)   # "cancel it I'm already up"
_QUERIES = ("list_alarms", "list_reminders", "timer_status", "list_read")   # asked again by "and now?"
_NOW = re.compile(r"(?:and|so|okay|ok|what about|how about)? ?(?:now|right now|now then|at this point)")
_KINDS = re.compile(r"\b(?:alarms?|reminders?|timers?|lists?|count ?downs?)\b", re.I)
PASSED_THROUGH = ("chat", "knowledge", "smalltalk", "calculate", "unreachable")

__all__ = ["builtin_intents", "Skills", "Skill", "Outcome", "Claim", "Context", "AlarmSettings", "Item", "StoreError", "say_duration",
           "discover"]


def discover() -> list[type[Skill]]:
    """The skill classes: one per built-in module, then those of installed packages' entry points
    (group edgeassist.skills, each naming a Skill subclass); a broken one is logged and left out."""
    from . import (alarms, chance, clock, dates, device, dictionary, encyclopedia, lists, rates, reminders,  # written
                   spelling, sun, timers, units, worldclock)                                          # out: no computed import
    modules = {"clock": clock, "timers": timers, "device": device, "alarms": alarms, "reminders": reminders,
               "lists": lists, "dates": dates, "worldclock": worldclock, "sun": sun, "units": units, "rates": rates,
               "spelling": spelling, "dictionary": dictionary, "chance": chance, "encyclopedia": encyclopedia}
    out = []
    for name in BUILT_IN:
        mod = modules[name]
        out += [c for _, c in inspect.getmembers(mod, inspect.isclass)
                if issubclass(c, Skill) and c is not Skill and c.__module__ == mod.__name__]
    try:
        from importlib.metadata import entry_points
        for ep in entry_points(group=ENTRY_POINTS):
            try:
                cls = ep.load()
                if not (inspect.isclass(cls) and issubclass(cls, Skill)):
                    raise TypeError("not a subclass of edgeassist.skills.Skill")
                out.append(cls)
            except Exception as e:  # noqa: BLE001 - another package's skill must not stop the daemon
                log.error("skill entry point %s (%s) left out: %s", ep.name, ep.value, e)
    except Exception as e:  # noqa: BLE001
        log.warning("skill entry points not read: %s", e)
    return out


def builtin_intents():
    """The built-in intents: those the skills declare, in BUILT_IN order, then chat."""
    from ..nlu.builtin import intents_of
    return intents_of([d for cls in discover() for d in cls.intents])


class Skills:
    def __init__(self, state_dir: Path | None, volume: int = 80, on_error: Callable[[str], None] | None = None,
                 tz=None, clock: Callable[[], float] = time.time, settings: AlarmSettings | None = None,
                 emit: Callable[..., None] | None = None, place=None, models_dir: Path | str | None = None,
                 embedder: Callable | None = None, encyclopedia: tuple = (True, "", None)):
        self.lock = threading.RLock()
        # [encyclopedia] enabled, the owner's articles file, and where their index is built (daemon.cache_dir)
        self.encyclopedia_on, self.own_articles, self.cache_dir = encyclopedia
        self.models_dir = models_dir     # the exact answers' data (places.sqlite, words.sqlite); None: the config's
        self.embedder = embedder         # () -> the sentence model or None: the encyclopedia ranks passages with it
        self.store = Store(state_dir, on_error)
        self.ctx = Context(self.store, tz or local_zone(), clock, settings or AlarmSettings(),
                           emit or (lambda etype, **f: None))
        from .answers import Place
        self.ctx.place = place or Place()
        self.skills: list[Skill] = []
        for cls in discover():
            if cls.__name__ == "Encyclopedia" and not self.encyclopedia_on:
                continue                 # [encyclopedia] enabled = false: its questions go to chat
            wants_host = "skills" in inspect.signature(cls.__init__).parameters
            self.skills.append(cls(self) if wants_host else cls())
        self._by_intent = {d["name"]: s for s in self.skills for d in s.intents}
        saved = self.store.get_meta("volume")
        self._volume = int(saved) if saved is not None and saved.isdigit() else volume
        self.last_reply: str | None = None
        self._last_query: tuple[str, dict] | None = None
        self._last_claim: Claim | None = None
        self._last_skill: tuple[str | None, float] = (None, 0.0)
        self.scheduler = Scheduler(self.ctx, self.lock)

    # ------------------------------------------------------------------ what the skills declare

    def intents(self) -> list[dict]:
        return [d for s in self.skills for d in s.intents]

    def last_resort(self, text: str) -> Claim | None:
        """What no skill, computation or command took and would go to the model's chat: a question of
        fact the encyclopedia answers from its text or declines (chat keeps small talk and open requests)."""
        declined = None
        with self.lock:
            for said in (text, *restate.readings(text)):     # its question without the remark, ...: an answer
                for s in self.skills:
                    fallback = getattr(s, "last_resort", None)
                    got = fallback(said.lstrip(restate.SURE), self.ctx) if fallback is not None else None
                    if got is not None and _declines(got):
                        declined = declined or ((s.name, got) if not said.startswith(restate.SURE) else None)
                    elif got is not None:
                        self._last_skill = (s.name, self.ctx.clock())
                        return _restated(got, text) if said != text else got
            if declined is not None:
                self._last_skill = (declined[0], self.ctx.clock())
                return declined[1] if declined[1].slots.get("question", text) == text else _restated(declined[1], text)
        return None

    def answers(self, intent: str) -> bool:
        """The intent is an exact answer's (dates, world clock, units, ...): it yields to a sure FAQ entry."""
        return bool(getattr(self._by_intent.get(intent), "answers", False))

    def warm(self) -> None:
        """Loads what the first question would wait for (pint's units, this year's holidays, the data files)."""
        for s in self.skills:
            try:
                s.warm(self.ctx)
            except Exception as e:  # noqa: BLE001 - a skill's data that cannot be loaded is said when asked
                log.warning("skill %s: not warmed up: %s", s.name, e)

    @property
    def volume(self) -> int:
        return self._volume

    @volume.setter
    def volume(self, v: int) -> None:
        self.set_volume(v)

    def set_volume(self, v: int) -> int:
        with self.lock:
            self._volume = max(0, min(100, int(v)))
            try:
                self.store.set_meta("volume", str(self._volume))
            except StoreError:
                pass     # said as an error event; the volume still changes
            return self._volume

    @property
    def timers(self) -> list[Item]:
        return self.store.items("timer")

    # ------------------------------------------------------------------ the fast lane

    def claim(self, text: str) -> Claim | None:
        """The skill that the words are clearly for, before any model: the answer to a question
        asked back first, then each skill in CLAIM_ORDER."""
        with self.lock:
            got = self._claim(text)
            if got is None or _declines(got):       # another reading of the words may be answered (restate.py)
                other = self._restated(text)
                got = other if other is not None and (got is None or not _declines(other)) else got
            self.ctx.said = text
            self._last_claim = got
            return got

    def _restated(self, text: str) -> Claim | None:
        """The claim of another reading of text (restate.py): the first that a skill answers, else the first
        a skill declines (not of a reading taken only when answered)."""
        from ..nlu.compute import compute
        if re.search(r"\d", text) and compute(text) is not None:
            return None                       # "the remainder when you divide 100 by 7": the calculator's, whole
        declined = None
        for other in restate.readings(text):
            got = self._claim(other.lstrip(restate.SURE))
            if got is not None and not _declines(got):
                return _restated(got, text)
            declined = declined or (got if not other.startswith(restate.SURE) else None)
        return _restated(declined, text) if declined is not None else None

    def _claim(self, text: str) -> Claim | None:
        """A whole request of its own first; else the answer to the question asked back; else
        words about the last skill's turn ("and one at 9", "add ten minutes", "cancel it")."""
        by_name = {s.name: s for s in self.skills}
        order = [by_name[n] for n in CLAIM_ORDER if n in by_name] + \
            [s for s in self.skills if s.name not in CLAIM_ORDER]
        asked = corrected(request(text))   # "Right, it's empty. Add bread to the shopping list then": the request
        self.ctx.said = text
        fresh, by = next(((got, skill) for skill in order
                          if (got := skill.claim(asked if skill.name in ORGANISER else text, self.ctx)) is not None), (None, None))
        if fresh is not None and "missing" in fresh.slots and asked != text and by.name in ORGANISER and \
                (whole := by.claim(text, self.ctx)) is not None and whole.intent == fresh.intent and "missing" not in whole.slots:
            fresh = whole          # "it needs an hour and forty minutes, can you set a timer for that": the remark's length
        pending = self.ctx.pending
        if pending is not None and self.ctx.clock() - pending.asked <= PENDING_S and \
                (fresh is None or "missing" in fresh.slots and not _another(fresh, pending)):
            skill = by_name.get(pending.skill)
            got = skill.follow_up(text, pending, self.ctx) if skill else None
            if got is not None:
                return got
        last, at = self._last_skill
        if last in by_name and self.ctx.clock() - at <= CONTEXT_S and \
                (got := by_name[last].changed(text, self.ctx)) is not None:
            return got                   # "Wake me up at 6." - "Actually, make it 6:10.": that alarm moved
        if fresh is not None and last in ORGANISER and last in by_name and self.ctx.clock() - at <= CONTEXT_S and \
                self._by_intent.get(fresh.intent) is not by_name[last] and (_REFERS.search(text) or WHAT_NOW.fullmatch(words(text))) and \
                not _KINDS.search(text):
            # "Delete the one at 4." after the reminders were read: theirs, not a timer's
            got = by_name[last].in_context(corrected(text), self.ctx)
            if got is not None:
                return got
        if (fresh is None or self._by_intent.get(fresh.intent) is None or self._by_intent[fresh.intent].name not in ORGANISER) and \
                (last not in by_name or self.ctx.clock() - at > CONTEXT_S) and self.ctx.last_fired and WHAT_NOW.fullmatch(words(text)) and \
                (rang := by_name.get({"alarm": "alarms", "reminder": "reminders", "timer": "timers"}.get(self.ctx.last_fired[-1].kind))) and \
                (got := rang.in_context(text, self.ctx)) is not None:
            return got                   # "Reminder: open the champagne." - "And what's left now?": the reminders
        if fresh is not None:
            return fresh
        if last in by_name and self.ctx.clock() - at <= CONTEXT_S:
            if self._last_query and _NOW.fullmatch(words(text).strip()) and self._by_intent[self._last_query[0]].name == last:
                return Claim(*self._last_query)      # "What alarms do I have?" ... "And now?": asked again
            said = sentences(text)          # "Do I need anything else? Read it back to me.": its last sentence
            return by_name[last].in_context(corrected(text), self.ctx) or \
                (by_name[last].in_context(said[-1], self.ctx) if len(said) > 1 else None) or \
                (by_name[last].in_context(asked, self.ctx) if asked != corrected(text) else None) or \
                (by_name[last].in_context(unhedged(text), self.ctx) if unhedged(text) != text else None) or \
                (by_name[last].in_context(head[1], self.ctx) if (head := _BEFORE_REMARK.match(text.strip())) else None)
            # "Actually no, cancel that."; "Cancel it, I'll just check it myself.": its first clause
        return None

    # ------------------------------------------------------------------ doing

    def handle(self, intent: str, slots: dict, reply: str | None = None, silent: bool = False) -> Outcome:
        with self.lock:
            last = self._last_claim
            # a turn acted on ends the question asked back, or asks a new one
            self.ctx.pending = last.pending if last is not None and last.intent == intent and "missing" in slots \
                and last.slots == slots else None
            self._last_claim = None
            self.ctx.refused = None
            out = self._handle(intent, slots, reply, silent)
            self.ctx.said = None             # the turn's words; an app's intent sent with none finds none
            if out.reply:            # the data's typography, said plainly ("0\xa0K", "−273.15\xa0°C")
                out.reply = out.reply.replace("\xa0", " ").replace("\u2212", "-").replace("\u2009", " ")
            if out.reply and intent != "repeat":
                self.last_reply = out.reply
            return out

    def preview(self, intent: str, slots: dict, silent: bool = False) -> str | None:
        """The reply handle() would give now, without doing anything (for speaking it early)."""
        if intent in ("chat", "stop") or (intent in self._by_intent and
                                           intent not in ("get_time", "get_date", "volume", "repeat", "set_timer")):
            return None
        with self.lock:
            return self._handle(intent, slots, None, silent, dry=True).reply

    def _handle(self, intent: str, slots: dict, reply: str | None, silent: bool, dry: bool = False) -> Outcome:
        if intent in PASSED_THROUGH:
            return Outcome(reply or ("Sorry, I have no answer to that." if intent == "chat" else None))
        skill = self._by_intent.get(intent)
        if reply is not None and ("missing" in slots or "problem" in slots):
            if skill is not None and not dry:   # "That time has already passed today." - "ok, set it for 7 tomorrow then"
                self._last_skill = (skill.name, self.ctx.clock())
                self.ctx.refused = skill.name if "problem" in slots else None
            return Outcome(reply)            # a question asked back, or why it cannot be done
        if intent == "stop" and self.ctx.ringing and not dry:
            for item in list(self.ctx.ringing.values()):
                self.ctx.ringing.pop(item.id, None)
                from .base import item_event
                self.ctx.emit(f"{item.kind}.stopped", **item_event(item, self.ctx), reason="stopped")
        if skill is not None and not dry:
            self._last_skill = (skill.name, self.ctx.clock())
            self._last_query = (intent, dict(slots)) if intent in _QUERIES else self._last_query   # "cancel it" - "and now?"
        elif not dry:
            self._last_skill = (None, 0.0)
        if skill is None:   # an app's intent: the app acts on the published event; we confirm unless silent
            return Outcome(None if silent else "Okay.")
        if reply is not None and getattr(skill, "answers", False):
            return Outcome(reply)            # an exact answer, worked out when it was claimed
        try:
            out = skill.handle(intent, slots, self.ctx, dry)
        except StoreError:
            return Outcome("Sorry, I could not save that: the state file cannot be written.")
        except (ValueError, KeyError, TypeError) as e:
            log.warning("skill %s: %s %s: %s", skill.name, intent, slots, e)
            return Outcome("Sorry, I could not do that.")
        return out if out is not None else Outcome(None if silent else "Okay.")

    # ------------------------------------------------------------------ the API's view

    def items(self, kind: str | None = None) -> list[dict]:
        with self.lock:
            return [item_json(i, self.ctx) for i in self.store.items(kind)]

    def start(self, bell: Bell, busy: Callable[[], bool], stop: threading.Event,
              also: Callable[[], None] = lambda: None) -> threading.Thread:
        """The scheduler's thread: fires what comes due through bell (the speaker)."""
        self.scheduler.bell, self.scheduler.busy = bell, busy
        threading.Thread(target=self.warm, name="skills-warm", daemon=True).start()
        t = threading.Thread(target=self.scheduler.run, args=(stop, also), name="schedule", daemon=True)
        t.start()
        return t


def _declines(got: Claim) -> bool:
    """The claim says why it cannot answer ("Sorry, I don't know a day called ..."), not an answer."""
    return "problem" in got.slots or got.slots.get("kind") == "unknown" or \
        bool(got.reply and re.match(r"(?:Sorry, )?I (?:don't|do not|can't|cannot) ", got.reply))


def _restated(got: Claim, text: str) -> Claim:
    """The claim of another reading of text, with the words as said; a yes-or-no check answered so."""
    slots = {**got.slots, "question": text} if "question" in got.slots else got.slots
    said = restate.checked(text)
    return Claim(got.intent, slots, restate.verdict(said, got.reply) if said and got.reply else got.reply, got.pending)


def _another(fresh: Claim, pending) -> bool:
    """A new request of its own that also lacks something ("remind me tomorrow to call the bank" after "When
    should I remind you?" about the passport): its own task, label or name, not the answer to the question."""
    return fresh.intent == pending.intent and any(
        fresh.slots.get(k) and fresh.slots.get(k) != pending.slots.get(k) for k in ("task", "label", "name", "items"))
