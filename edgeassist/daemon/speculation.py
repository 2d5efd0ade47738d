"""Understanding while the button is still held (thread "speculate"): each partial transcript
is understood without the model, and the likely reply is synthesised ahead; when the release
confirms the words, it plays at once. Words only the model can settle (a close call between
intents, a slot the words leave open) are given to it here too, as a guess the release uses
when the final transcript is the same words, so that it does not wait for the model.

Its collaborators are passed in: understand(text, cancel, allow_model=, reply=) (the daemon's
understanding), preview(u) (the start of the reply to u), prepare(text) (the speak stage
synthesises it) and still_held(uid) (the utterance is still being listened to)."""
from __future__ import annotations

import logging
import threading
from dataclasses import replace

log = logging.getLogger(__name__)
GUESS_WAIT_S = 1.0      # the release waits this long at most for the model's guess of the same words


class _Guess:
    """The model's reading of one partial transcript."""

    def __init__(self, uid: str, norm: str):
        self.uid, self.norm = uid, norm
        self.cancel, self.done = threading.Event(), threading.Event()
        self.u = None


def _norm(text: str) -> str:
    from ..nlu.grammar import normalize
    return normalize(text)


class Speculation:
    def __init__(self, understand, preview, prepare, still_held):
        self.understand, self.preview, self.prepare, self.still_held = understand, preview, prepare, still_held
        self._cv = threading.Condition()
        self._next: tuple[str, str] | None = None
        self._guess: _Guess | None = None         # the model's reading of the latest partial
        self._thread = threading.Thread(target=self._run, name="speculate", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def heard(self, uid: str, text: str) -> None:
        """A partial transcript: understood next (a guess of other words is cancelled)."""
        with self._cv:
            self._next = (uid, text)
            g = self._guess
            if g is not None and g.norm != _norm(text):
                g.cancel.set()            # the words changed: that guess is of no use
            self._cv.notify()

    def guessed(self, uid: str, text: str):
        """The model's guess made while the button was held, when it was of these very words
        (waiting for it to finish); otherwise it is cancelled and None returned."""
        with self._cv:
            g = self._guess
        if g is None or g.uid != uid:
            return None
        if g.norm != _norm(text) or not g.done.wait(GUESS_WAIT_S):
            g.cancel.set()
            return None
        if g.u is None or g.u.intent == "chat":
            return None
        log.debug("%s: the model's guess of %r made while the button was held is used", uid, g.norm)
        return replace(g.u, text=text, slots=dict(g.u.slots), timings=dict(g.u.timings))

    def drop(self) -> None:
        """A new press: the guess of the previous utterance is cancelled."""
        with self._cv:
            g, self._guess = self._guess, None
        if g is not None:
            g.cancel.set()

    def _run(self) -> None:
        from ..nlu.understand import NeedsModel, UnderstandError
        last_reply = None
        while True:
            with self._cv:
                while self._next is None:
                    self._cv.wait()
                uid, text = self._next
                self._next = None
            if not self.still_held(uid):
                continue
            try:
                u = self.understand(text, None, allow_model=False, reply=False)
            except NeedsModel:
                u = self._guess_with_model(uid, text)
                if u is None:
                    continue
            except UnderstandError:
                continue
            except Exception as e:  # noqa: BLE001 - speculation never disturbs the real turn
                log.debug("speculation failed: %s", e)
                continue
            reply = self.preview(u)
            if reply and (uid, reply) != last_reply:   # prepared audio is used up when played
                last_reply = (uid, reply)
                self.prepare(reply)

    def _guess_with_model(self, uid: str, text: str):
        g = _Guess(uid, _norm(text))
        with self._cv:
            if self._next is not None or not self.still_held(uid):
                return None               # newer words are waiting: guess those instead
            self._guess = g
        try:
            g.u = self.understand(text, g.cancel, allow_model=True, reply=False)
        except Exception as e:  # noqa: BLE001 - cancelled, timed out or failed: the release decides
            log.debug("guess of %r not used: %s", text, e)
        finally:
            g.done.set()
        return g.u
