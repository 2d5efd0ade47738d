"""What the built-in intents do, and what they say — from real data (the clock, the timers, the
volume), never from the model. Volume and timers persist in the state directory."""
from __future__ import annotations

import datetime as dt
import json
import logging
import os
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)
VOLUME_STEP = 10


@dataclass
class Timer:
    id: str
    duration_s: int
    ends_at: float        # wall clock (time.time()), so that it survives a restart


@dataclass
class Outcome:
    """What handling an intent did: the reply to speak (None = silence) and actions for the daemon."""
    reply: str | None
    stop: bool = False
    volume: int | None = None


def say_duration(seconds: int) -> str:
    parts = []
    for unit, n in (("hour", 3600), ("minute", 60), ("second", 1)):
        if seconds >= n:
            q, seconds = divmod(seconds, n)
            parts.append(f"{q} {unit}{'s' if q != 1 else ''}")
    return " and ".join(parts[:2]) if parts else "0 seconds"


class Skills:
    def __init__(self, state_dir: Path | None, volume: int = 80,
                 now: Callable[[], dt.datetime] = dt.datetime.now,
                 on_error: Callable[[str], None] | None = None):
        self.state_dir = state_dir
        self.now = now
        self.on_error = on_error or (lambda msg: None)
        self._lock = threading.Lock()
        self.timers: dict[str, Timer] = {}
        self.volume = volume
        self.last_reply: str | None = None
        self._load()

    # ------------------------------------------------------------------ persistence

    def _load(self) -> None:
        if not self.state_dir:
            return
        try:
            data = json.loads((self.state_dir / "state.json").read_text())
            self.volume = int(data.get("volume", self.volume))
            self.timers = {t["id"]: Timer(**t) for t in data.get("timers", [])}
        except FileNotFoundError:
            pass
        except (OSError, ValueError, TypeError, KeyError) as e:
            log.warning("ignoring unreadable state file %s (%s)", self.state_dir / "state.json", e)

    def _save(self) -> None:
        if not self.state_dir:
            return
        p = self.state_dir / "state.json"
        tmp = p.with_suffix(".tmp")
        data = {"volume": self.volume, "timers": [t.__dict__ for t in self.timers.values()]}
        try:
            with open(tmp, "w") as f:
                json.dump(data, f)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, p)
        except OSError as e:
            # Disk full or read-only: keep serving with the state in memory, and say so.
            msg = f"cannot save state to {p}: {e.strerror}"
            log.error(msg)
            self.on_error(msg)
            try:
                tmp.unlink(missing_ok=True)
            except OSError:
                pass

    # ------------------------------------------------------------------ intents

    def handle(self, intent: str, slots: dict, reply: str | None = None, silent: bool = False) -> Outcome:
        with self._lock:
            out = self._handle(intent, slots, reply, silent)
            if out.reply and intent != "repeat":
                self.last_reply = out.reply
            return out

    def preview(self, intent: str, slots: dict, silent: bool = False) -> str | None:
        """The reply handle() would give now, without doing anything (for speaking it early)."""
        if intent in ("chat", "stop"):
            return None
        with self._lock:
            return self._handle(intent, slots, None, silent, dry=True).reply

    def _handle(self, intent: str, slots: dict, reply: str | None, silent: bool, dry: bool = False) -> Outcome:
        now = self.now()
        if intent == "get_time":
            return Outcome(f"It is {now.strftime('%I:%M %p').lstrip('0')}.")
        if intent == "get_date":
            return Outcome(f"Today is {now.strftime('%A, %B')} {now.day}, {now.year}.")
        if intent == "set_timer":
            d = slots.get("duration_s")
            if not d:
                return Outcome("For how long? Say, for example, set a timer for five minutes.")
            t = Timer(uuid.uuid4().hex[:8], int(d), time.time() + int(d))
            if not dry:
                self.timers[t.id] = t
                self._save()
            return Outcome(f"Timer set for {say_duration(t.duration_s)}.")
        if intent == "cancel_timer":
            if not self.timers:
                return Outcome("There is no timer running.")
            n = len(self.timers)
            if not dry:
                self.timers.clear()
                self._save()
            return Outcome("Timer cancelled." if n == 1 else f"{n} timers cancelled.")
        if intent == "volume":
            if "level" in slots:
                v = int(slots["level"])
            elif slots.get("direction") in ("up", "down"):
                v = self.volume + (VOLUME_STEP if slots["direction"] == "up" else -VOLUME_STEP)
            else:
                return Outcome(f"The volume is {self.volume}.")
            v = max(0, min(100, v))
            if not dry:
                self.volume = v
                self._save()
            return Outcome(f"Volume {v}.", volume=v)
        if intent == "stop":
            return Outcome(None, stop=True)
        if intent == "repeat":
            return Outcome(self.last_reply or "I have not said anything yet.")
        if intent == "chat":
            return Outcome(reply or "Sorry, I have no answer to that.")
        if intent in ("knowledge", "smalltalk", "calculate"):   # the owner's answer, a curated or computed reply
            return Outcome(reply)
        # an app's intent: the app acts on the published event; we confirm unless it is silent
        return Outcome(None if silent else "Okay.")

    def set_volume(self, v: int) -> int:
        with self._lock:
            self.volume = max(0, min(100, int(v)))
            self._save()
            return self.volume

    def due_timers(self) -> list[Timer]:
        """Timers that have run out (removed from the list)."""
        with self._lock:
            now = time.time()
            due = [t for t in self.timers.values() if t.ends_at <= now]
            for t in due:
                del self.timers[t.id]
            if due:
                self._save()
            return due

    def next_timer_in(self) -> float | None:
        with self._lock:
            if not self.timers:
                return None
            return max(0.0, min(t.ends_at for t in self.timers.values()) - time.time())
