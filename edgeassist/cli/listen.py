"""`edgeassist listen`: hold-to-talk in this terminal, through the daemon (its events followed) or
with --local, the engines in this process."""
from __future__ import annotations

import json
import sys
import time

from .common import UserError, client, load_config, recognizer as _recognizer


def _keys(prompt: str):
    """Yield once per key press (a TTY in raw mode) or per line (a pipe)."""
    print(prompt, file=sys.stderr)
    if sys.stdin.isatty():
        import termios
        import tty
        fd = sys.stdin.fileno()
        old = termios.tcgetattr(fd)
        try:
            tty.setcbreak(fd)
            while True:
                ch = sys.stdin.read(1)
                if ch in ("q", "\x04", ""):
                    return
                yield ch
        finally:
            termios.tcsetattr(fd, termios.TCSADRAIN, old)
    else:
        for line in sys.stdin:
            if line.strip() == "q":
                return
            yield line


_LISTEN_PROMPT = "press a key (or Enter) to start talking, the same key to stop; q quits"


def cmd_listen(args) -> int:
    return _listen_local(args) if args.local else _listen_daemon(args)


def _listen_daemon(args) -> int:
    """Press and release the daemon's push-to-talk: one live line of the words while the key is
    held, then what it understood and said ("-> set_timer duration_s=600: "Timer set ...""), or
    with --json the intent event. Exit 1 when no turn was understood (no microphone, nothing heard)."""
    from ..client import ClientError
    c = client(args)
    live = Live(sys.stderr)
    understood = 0
    try:
        events = c.events(["asr.partial", "asr.final", "intent", "reply.sentence", "tts.end", "state", "error"])
        uid = None
        for _ in _keys(_LISTEN_PROMPT):
            if uid is None:
                uid = c.ptt_press().get("utterance")
                live.show("listening…")
                continue
            c.ptt_release()
            understood += _follow_turn(events, uid, live, args.json)
            uid = None
    except ClientError as e:
        raise UserError(str(e), 3) from None
    finally:
        live.clear()
        c.close()
    return 0 if understood else 1


def _follow_turn(events, uid: str, live: "Live", as_json: bool, timeout: float = 30.0) -> int:
    """The events of one turn until it is over; prints its result. 1 when it was understood."""
    intent, said = None, []
    deadline = time.monotonic() + timeout
    for ev in events:
        if ev.get("id") != uid and ev.get("utterance") != uid:
            if time.monotonic() > deadline:
                break
            continue
        kind = ev["type"]
        if kind == "asr.partial":
            live.show(f"… {ev['text']}")
        elif kind == "asr.final":
            live.show(f"heard: {ev['text']}" if ev["text"].strip() else "heard nothing")
        elif kind == "intent":
            intent = ev
            if as_json:
                live.clear()
                print(json.dumps(ev), flush=True)
        elif kind == "reply.sentence":
            said.append(ev["text"])
        elif kind == "error":
            live.clear()
            if as_json:
                print(json.dumps(ev), flush=True)
            else:
                print(f"edgeassist: {ev.get('code')}: {ev.get('message')}", file=sys.stderr, flush=True)
            if intent is None:
                return 0
        if kind == "tts.end" or kind == "state" and ev.get("state") == "idle":
            break
        if time.monotonic() > deadline:
            break
    live.clear()
    if intent is None:
        if not as_json:
            print("edgeassist: nothing understood (nothing heard?)", file=sys.stderr, flush=True)
        return 0
    if not as_json:
        print(result_line(intent, " ".join(said), sys.stdout.isatty()), flush=True)
    return 1


def result_line(intent: dict, reply: str, color: bool = False) -> str:
    """-> set_timer duration_s=600: "Timer set for 10 minutes." (bold intent on a terminal)."""
    slots = " ".join(f"{k}={v}" for k, v in (intent.get("slots") or {}).items())
    name = f"\033[1m{intent['intent']}\033[0m" if color else intent["intent"]
    head = f"→ {name}" + (f" {slots}" if slots else "")
    return head + (f': "{reply}"' if reply else "")


class Live:
    """One status line rewritten in place on a terminal (cleared to its end each time, so a
    shorter text leaves nothing of a longer one); elsewhere each new text on a line of its own."""

    def __init__(self, stream):
        self.stream, self.tty = stream, stream.isatty()
        self._shown = ""

    def show(self, text: str) -> None:
        if self.tty:
            width = shutil_width()
            self.stream.write("\r\033[K" + text[-(width - 1):])
            self.stream.flush()
        elif text != self._shown:
            print(text, file=self.stream, flush=True)
        self._shown = text

    def clear(self) -> None:
        if self.tty and self._shown:
            self.stream.write("\r\033[K")
            self.stream.flush()
        self._shown = ""


def shutil_width() -> int:
    import shutil
    return max(20, shutil.get_terminal_size((80, 24)).columns)


def _listen_local(args) -> int:
    """This process's microphone and recogniser: the transcript and how long after the release."""
    import threading
    from ..audio.capture import AudioInput
    from ..config import ConfigError
    from ..engines import asr
    from ..nlu.intents import IntentError
    from ..stages.listen import PushToTalk
    cfg = load_config(args)
    try:
        rec = _recognizer(cfg)
    except (ConfigError, asr.AsrError, IntentError) as e:
        raise UserError(str(e)) from None
    errors = []
    ai = AudioInput(cfg.audio.input_device, cfg.audio.preroll_ms, cfg.audio.input_block_ms, on_error=errors.append)
    ai.start()
    done = threading.Event()

    def final(h):
        print(f"\r{h.transcript.text}  ({(h.timings['final'] - h.timings['released']) * 1000:.0f} ms after release)",
              flush=True)
        done.set()
    ptt = PushToTalk(ai, rec, cfg.audio.max_utterance_s,
                     on_partial=lambda uid, p, *_: print(f"\r… {p}", end="", file=sys.stderr, flush=True),
                     on_final=final)
    n = 0
    for _ in _keys(_LISTEN_PROMPT):
        if not ptt.listening:
            if errors and not ai.healthy:
                print(f"edgeassist: {errors[-1]}", file=sys.stderr)
            done.clear()
            n += 1
            ptt.press(f"local-{n}")
            print("listening…", file=sys.stderr)
        else:
            ptt.release()
            done.wait(10)
    ai.close()
    return 0


# ------------------------------------------------------------------ registration
