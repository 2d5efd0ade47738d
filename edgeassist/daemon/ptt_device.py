"""A push-to-talk key on a Linux input device (/dev/input/eventN): a USB button, a keyboard key
or a GPIO button (Raspberry Pi gpio-key overlay). The device may vanish and come back."""
from __future__ import annotations

import errno
import logging
import os
import struct
import threading
import time
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)
EV_KEY = 1
_EVENT = struct.Struct("llHHi")   # struct input_event: timeval, type, code, value


def key_code(name: str) -> int:
    """KEY_F12 / BTN_0 / a number -> the key code."""
    if name.strip().isdigit():
        return int(name)
    try:
        from evdev import ecodes
    except ImportError:
        raise ValueError(f"daemon.ptt_key {name!r}: give a number (evdev is not installed)") from None
    code = ecodes.ecodes.get(name.strip().upper())
    if code is None:
        raise ValueError(f"daemon.ptt_key: unknown key name {name!r} (e.g. KEY_SPACE, KEY_F12, BTN_0)")
    return code


def find_device(spec: str, sys_input: Path = Path("/sys/class/input")) -> Path | None:
    """A device path, or the first /dev/input/eventN whose name contains spec."""
    if spec.startswith("/"):
        return Path(spec) if os.path.exists(spec) else None
    for d in sorted(sys_input.glob("event*")):
        try:
            name = (d / "device" / "name").read_text().strip()
        except OSError:
            continue
        if spec.lower() in name.lower():
            return Path("/dev/input") / d.name
    return None


class PttDevice:
    def __init__(self, spec: str, key: str, on_press: Callable[[], None], on_release: Callable[[], None],
                 on_error: Callable[[str], None] | None = None, sys_input: Path = Path("/sys/class/input")):
        self.spec, self.code = spec, key_code(key)
        self.on_press, self.on_release = on_press, on_release
        self.on_error = on_error or (lambda m: None)
        self.sys_input = sys_input
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="ptt-device", daemon=True)
        self.connected = False
        self._fd: int | None = None

    def start(self) -> None:
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        self._close_fd()

    def _close_fd(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass

    def _run(self) -> None:
        backoff, reported = 0.5, False
        while not self._stop.is_set():
            path = find_device(self.spec, self.sys_input)
            problem = None if path else f"push-to-talk device {self.spec!r} not found; waiting for it"
            if path is not None:
                try:
                    self._fd = os.open(path, os.O_RDONLY)
                except OSError as e:
                    problem = f"push-to-talk device {path}: {e.strerror}"
            if problem:
                if not reported:
                    self.on_error(problem)
                    reported = True
                self._stop.wait(backoff)
                backoff = min(backoff * 2, 5.0)
                continue
            log.info("push-to-talk key %d on %s", self.code, path)
            self.connected, backoff, reported = True, 0.5, False
            self._read(path)
            self.connected = False

    def _read(self, path: Path) -> None:
        buf = b""
        down = False
        while not self._stop.is_set():
            try:
                chunk = os.read(self._fd, _EVENT.size * 16) if self._fd is not None else b""
            except OSError as e:
                if e.errno not in (errno.ENODEV, errno.EBADF, errno.EIO):
                    log.warning("push-to-talk device %s: %s", path, e)
                chunk = b""
            if not chunk:   # unplugged
                # let go of it before saying so: whoever brings it back on the news (the test's
                # FIFO writer) then waits for the reopening instead of meeting a reader that closes
                self._close_fd()
                if down:
                    self.on_release()
                if not self._stop.is_set():
                    self.on_error(f"push-to-talk device {path} disappeared; waiting for it to come back")
                break
            buf += chunk
            while len(buf) >= _EVENT.size:
                _, _, etype, code, value = _EVENT.unpack_from(buf)
                buf = buf[_EVENT.size:]
                if etype != EV_KEY or code != self.code or value == 2:   # 2 = auto-repeat
                    continue
                if value == 1 and not down:
                    down = True
                    self.on_press()
                elif value == 0 and down:
                    down = False
                    self.on_release()
        self._close_fd()
        time.sleep(0.1)
