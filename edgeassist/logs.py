"""Logging: journald with structured fields under systemd, readable stderr otherwise."""
from __future__ import annotations

import logging
import os
import sys


class _Journal(logging.Handler):
    """Sends records to journald; ``extra={"fields": {...}}`` become journal fields."""

    def __init__(self, journal_module):
        super().__init__()
        self.journal = journal_module

    def emit(self, record: logging.LogRecord) -> None:
        try:
            fields = {k.upper(): str(v) for k, v in getattr(record, "fields", {}).items()}
            prio = {logging.DEBUG: 7, logging.INFO: 6, logging.WARNING: 4, logging.ERROR: 3,
                    logging.CRITICAL: 2}.get(record.levelno, 6)
            self.journal.send(self.format(record), PRIORITY=str(prio), LOGGER=record.name,
                              SYSLOG_IDENTIFIER="edgeassist", **fields)
        except Exception:  # noqa: BLE001 - logging must never take the daemon down
            self.handleError(record)


class _Human(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        fields = getattr(record, "fields", None)
        if fields:
            text += "  " + " ".join(f"{k}={v}" for k, v in fields.items())
        return text


def setup(debug: bool = False) -> None:
    level = logging.DEBUG if debug else logging.INFO
    root = logging.getLogger()
    root.handlers.clear()
    root.setLevel(level)
    handler: logging.Handler | None = None
    if os.environ.get("JOURNAL_STREAM"):
        try:
            from systemd import journal  # type: ignore[import-not-found]
            handler = _Journal(journal)
            handler.setFormatter(logging.Formatter("%(message)s"))
        except ImportError:
            handler = None
    if handler is None:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(_Human("%(asctime)s %(levelname)s %(name)s: %(message)s", "%H:%M:%S"))
    root.addHandler(handler)
