"""When alarms, reminders and timers come due: they fire on time (the store is moved on first, so
a crash while ringing loses nothing and rings nothing twice), an alarm rings (a tone and its label
every RING_EVERY_S) until stopped, snoozed or alarms.ring_s has passed, and what came due while the
daemon was off rings at once if it is at most alarms.missed_s late, else is said once as missed.

The daemon gives a Bell (the speaker) and says when a turn is in progress (busy): something due
during a turn waits for it to end, at most alarms.defer_s, and an alarm does not ring over a turn.
"""
from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import Callable, Protocol

from . import when as W
from .base import Context, item_event, say_duration, say_items
from .reminders import spoken_task
from .store import Item, StoreError

log = logging.getLogger(__name__)
RING_EVERY_S = 5.0
LATE_S = 2.0           # fired this much after its time (the daemon was busy or down): marked late


class Bell(Protocol):
    def ring(self, uid: str, text: str | None, tone: bool = True) -> None:
        """A tone (when asked), then the words (when any), on the speaker."""


class NoBell:
    def ring(self, uid: str, text: str | None, tone: bool = True) -> None:
        pass


@dataclass
class Ringing:
    item: Item
    started: float
    next_at: float
    uid: str


class Scheduler:
    def __init__(self, ctx: Context, lock: threading.RLock, bell: Bell | None = None,
                 busy: Callable[[], bool] = lambda: False):
        self.ctx, self.lock, self.bell, self.busy = ctx, lock, bell or NoBell(), busy
        self.rings: dict[str, Ringing] = {}
        self.fired: list[tuple[str, Item, bool]] = []     # (event type, item, late): for tests and the eval

    def next_in(self) -> float:
        """Seconds until something is due or rings again (at most 1)."""
        now = self.ctx.clock()
        dues = [i.due for i in self.ctx.store.items() if i.due is not None and not i.paused]
        dues += [r.next_at for r in self.rings.values()]
        return max(0.0, min([1.0] + [d - now for d in dues]))

    def tick(self) -> None:
        ctx = self.ctx
        with self.lock:
            now = ctx.clock()
            missed: list[Item] = []
            busy = self.busy()
            for item in ctx.store.items():
                if item.due is None or item.paused or item.due > now:
                    continue
                late = now - item.due
                if busy and late < ctx.settings.defer_s:
                    continue
                try:
                    if late > ctx.settings.missed_s:
                        self._move_on(item, now)
                        missed.append(item)
                        log.info("%s %s missed, %.0f s late (alarms.missed_s %.0f)", item.kind, item.id, late,
                                 ctx.settings.missed_s)
                        ctx.emit(f"{item.kind}.missed", **item_event(item, ctx), late_s=round(late, 1))
                        self.fired.append((f"{item.kind}.missed", item, True))
                    else:
                        self._fire(item, late, now)
                except StoreError:
                    return     # said in the log and as an error event; tried again next tick
            if missed:
                self.bell.ring("missed", "While I was off, you missed " + say_items([self._missed_words(i) for i in missed])
                               + ".", tone=False)
            for iid, r in list(self.rings.items()):
                if iid not in ctx.ringing:
                    del self.rings[iid]
                elif now - r.started >= ctx.settings.ring_s:
                    del self.rings[iid]
                    ctx.ringing.pop(iid, None)
                    ctx.emit("alarm.stopped", **item_event(r.item, ctx), reason="timeout")
                elif now >= r.next_at and not busy:
                    r.next_at = now + RING_EVERY_S
                    self.bell.ring(r.uid, self._alarm_words(r.item))

    def _move_on(self, item: Item, now: float) -> None:
        """A repeat to its next day, anything else out of the store (committed before it rings)."""
        if item.days and not item.snoozed:
            after = self.ctx.at(max(item.due, now))
            nxt = W.next_in_days(item.days, item.hour, item.minute, after)
            self.ctx.store.update(item, due=nxt.timestamp())
        else:
            self.ctx.store.delete([item.id])

    def _fire(self, item: Item, late: float, now: float) -> None:
        ctx = self.ctx
        self._move_on(item, now)
        is_late = late > LATE_S
        extra = {"late": is_late, "late_s": round(late, 2)}
        if item.kind == "alarm":
            uid = f"alarm-{item.id}"
            ctx.ringing[item.id] = item
            self.rings[item.id] = Ringing(item, now, now + RING_EVERY_S, uid)
            ctx.emit("alarm.ring", **item_event(item, ctx), **extra)
            self.bell.ring(uid, self._alarm_words(item))
        elif item.kind == "reminder":
            ctx.emit("reminder.due", **item_event(item, ctx), **extra)
            self.bell.ring(f"reminder-{item.id}", f"Reminder: {spoken_task(item.label)}.")
        else:
            ctx.emit("timer.done", id=f"timer-{item.id}", timer=item.id, name=item.label or None,
                     duration_s=round(item.duration or 0), **extra)
            what = f"{item.label} timer" if item.label else f"{say_duration(item.duration or 0)} timer"
            self.bell.ring(f"timer-{item.id}", f"Your {what} is done.")
        ctx.last_fired = [item]
        self.fired.append((item.kind, item, is_late))
        log.info("%s %s fired%s", item.kind, item.id, f", {late:.0f} s late" if is_late else "",
                 extra={"fields": {"item": item.id, "kind": item.kind, "late_s": round(late, 2)}})

    def _alarm_words(self, item: Item) -> str:
        """"It's 7:00 AM. Your gym alarm." (a label alone, one word after a tone, was misheard; said alone after the
        time, Whisper heard "It's 4:38 PM. Breakfast." as "... Reckless": 34 of 35 times of day heard, 35 of 35 so)."""
        now = W.say_clock(self.ctx.now())
        return f"It's {now}. Your {item.label} alarm." if item.label else f"It's {now}. Your alarm."

    def _missed_words(self, item: Item) -> str:
        at = W.say_clock(self.ctx.at(item.due))
        if item.kind == "alarm":
            return f"an alarm at {at}" + (f" ({item.label})" if item.label else "")
        if item.kind == "reminder":
            return f"a reminder to {spoken_task(item.label)} at {at}"
        return f"the {item.label + ' ' if item.label else ''}timer that ended at {at}"

    def run(self, stop: threading.Event, also: Callable[[], None] = lambda: None) -> None:
        while not stop.is_set():
            try:
                self.tick()
            except Exception:   # noqa: BLE001 - the scheduler must keep running; say what broke
                log.exception("scheduler tick failed")
            also()
            stop.wait(min(self.next_in(), 0.25) if self.rings or self.busy() else max(0.02, self.next_in()))
