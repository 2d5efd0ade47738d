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
import re
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


OPEN = frozenset({"chat", "knowledge", "smalltalk", "calculate", "encyclopedia"})
# the last word of a command that goes on: articles, prepositions, conjunctions, possessives
GOES_ON = frozenset("a an the to for at in on of and or but with by from about into onto until till after "
                    "before than my your our their his her its some every each called named".split())   # not "cancel that"


def whole_command(u) -> bool:
    """Its words are a whole command, which more words would not change: understood without the
    model as an intent with every slot it needs ("missing" in its slots: a question asked back,
    "For how long?"), not an open question (chat, knowledge, small talk, a sum, the encyclopedia:
    more words may follow "who wrote" or "what is two plus two"), not ending in a word that needs
    more ("turn on the", "set a timer for ten minutes for")."""
    if u.intent in OPEN or u.source not in ("skill", "example", "lexical") or "missing" in u.slots:
        return False
    words = re.findall(r"[a-z']+", u.text.lower())
    return bool(words) and words[-1] not in GOES_ON


class Speculation:
    def __init__(self, understand, preview, prepare, still_held):
        self.understand, self.preview, self.prepare, self.still_held = understand, preview, prepare, still_held
        self._cv = threading.Condition()
        self._next: tuple[str, str] | None = None
        self._guess: _Guess | None = None         # the model's reading of the latest partial
        self._verdict: tuple = ("", None, False)  # the latest partial: uid, its audio's end, a whole command
        self._thread = threading.Thread(target=self._run, name="speculate", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def heard(self, uid: str, text: str, audio_end: float | None = None) -> None:
        """A partial transcript: understood next (a guess of other words is cancelled).
        audio_end: when the audio it read ended (monotonic), None when not known."""
        with self._cv:
            self._next = (uid, text, audio_end)
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

    def whole(self, uid: str, since: float) -> bool:
        """The words of uid read from audio that ended after since (the start of the silence now
        going on: nothing said since is missing from them) are a whole command."""
        v_uid, audio_end, whole = self._verdict
        return whole and v_uid == uid and audio_end is not None and audio_end >= since and self.still_held(uid)

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
                uid, text, audio_end = self._next
                self._next = None
            if not self.still_held(uid):
                continue
            self._verdict = (uid, audio_end, False)
            try:
                u = self.understand(text, None, allow_model=False, reply=False)
                self._verdict = (uid, audio_end, whole_command(u))
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
