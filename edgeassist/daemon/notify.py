"""systemd integration: sd_notify (READY, STATUS, WATCHDOG, RELOADING, STOPPING) through
systemd-python, and a watchdog that pings only while every stage shows progress. A no-op when
NOTIFY_SOCKET is not set (not under systemd)."""
from __future__ import annotations

import logging
import os
import threading
import time
from typing import Callable

log = logging.getLogger(__name__)


def _sender() -> Callable[[str], None] | None:
    if not os.environ.get("NOTIFY_SOCKET"):
        return None
    try:
        from systemd import daemon  # type: ignore[import-not-found]
        return lambda state: daemon.notify(state)
    except ImportError:
        # systemd-python missing: speak the datagram protocol ourselves
        import socket
        addr = os.environ["NOTIFY_SOCKET"]
        if addr.startswith("@"):
            addr = "\0" + addr[1:]

        def send(state: str) -> None:
            with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as s:
                s.sendto(state.encode(), addr)
        return send


class Notifier:
    def __init__(self, healthy: Callable[[], list[str]]):
        """healthy() returns the names of stages that made no progress lately ([] = all fine)."""
        self._send = _sender()
        self.healthy = healthy
        usec = int(os.environ.get("WATCHDOG_USEC", "0") or 0)
        pid = os.environ.get("WATCHDOG_PID")
        if pid and pid != str(os.getpid()):
            usec = 0
        self.watchdog_s = usec / 1e6
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._last_status = ""
        self.stalled: list[str] = []

    @property
    def active(self) -> bool:
        return self._send is not None

    def notify(self, state: str) -> None:
        if self._send is None:
            return
        try:
            self._send(state)
        except OSError as e:
            log.warning("sd_notify failed: %s", e)

    def ready(self, status: str) -> None:
        self.notify(f"READY=1\nSTATUS={status}\nMAINPID={os.getpid()}")
        self._last_status = status
        if self.watchdog_s and self._thread is None:
            self._thread = threading.Thread(target=self._watchdog, name="watchdog", daemon=True)
            self._thread.start()

    def status(self, status: str) -> None:
        if status != self._last_status:
            self._last_status = status
            self.notify(f"STATUS={status}")

    def reloading(self) -> None:
        # systemd >= 253 wants MONOTONIC_USEC with RELOADING=1
        self.notify(f"RELOADING=1\nMONOTONIC_USEC={int(time.monotonic() * 1e6)}")

    def stopping(self) -> None:
        self._stop.set()
        self.notify("STOPPING=1")

    def _watchdog(self) -> None:
        period = self.watchdog_s / 2
        while not self._stop.wait(period):
            stalled = self.healthy()
            if stalled != self.stalled:
                if stalled:
                    log.error("no progress from %s: withholding watchdog pings so systemd restarts us",
                              ", ".join(stalled))
                self.stalled = stalled
            if not stalled:
                self.notify("WATCHDOG=1")
