"""What the skills keep, in SQLite (WAL, synchronous FULL) in daemon.state_dir/state.db.

Every change is one committed transaction before its caller replies, so a SIGKILL or a power cut
after "Alarm set for 7:00 AM" loses nothing. A database that cannot be read is moved aside (never
deleted), said once in the log, and a fresh one is used. The state.json of earlier versions
(volume and timers) is taken over once and renamed state.json.migrated.
"""
from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
import uuid
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)
DB_NAME = "state.db"
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS items (
    id TEXT PRIMARY KEY, kind TEXT NOT NULL, label TEXT NOT NULL DEFAULT '',
    due REAL, hour INTEGER, minute INTEGER, days TEXT NOT NULL DEFAULT '',
    duration REAL, remaining REAL, paused INTEGER NOT NULL DEFAULT 0,
    snoozed INTEGER NOT NULL DEFAULT 0, created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS lists (name TEXT PRIMARY KEY, created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS list_items (
    list TEXT NOT NULL, item TEXT NOT NULL, added REAL NOT NULL, PRIMARY KEY (list, item));
"""
KINDS = ("alarm", "reminder", "timer")
DEFAULT_LISTS = ("shopping", "to-do")


class StoreError(Exception):
    """A change could not be saved (disk full, read-only): the message names the file."""


@dataclass(frozen=True)
class Item:
    """An alarm, a reminder or a timer. due: the next moment it fires (epoch seconds); hour/minute/
    days: a repeat's wall-clock time and weekdays (0 = Monday); a timer's duration and, while it is
    paused, what remains."""
    id: str
    kind: str
    label: str = ""
    due: float | None = None
    hour: int | None = None
    minute: int | None = None
    days: tuple[int, ...] = ()
    duration: float | None = None
    remaining: float | None = None
    paused: bool = False
    snoozed: bool = False
    created: float = field(default_factory=time.time)

    @staticmethod
    def new_id() -> str:
        return uuid.uuid4().hex[:10]


_COLUMNS = ("id", "kind", "label", "due", "hour", "minute", "days", "duration", "remaining", "paused",
            "snoozed", "created")


def _row(item: Item) -> tuple:
    d = item.__dict__
    return tuple(",".join(map(str, d["days"])) if c == "days" else int(d[c]) if c in ("paused", "snoozed")
                 else d[c] for c in _COLUMNS)


def _item(row: tuple) -> Item:
    d = dict(zip(_COLUMNS, row))
    d["days"] = tuple(int(x) for x in d["days"].split(",") if x)
    d["paused"], d["snoozed"] = bool(d["paused"]), bool(d["snoozed"])
    return Item(**d)


class Store:
    def __init__(self, state_dir: Path | None, on_error: Callable[[str], None] | None = None):
        self.on_error = on_error or (lambda msg: None)
        self._lock = threading.RLock()
        self.path = state_dir / DB_NAME if state_dir else None
        self.db = self._open()
        if state_dir:
            self._migrate(state_dir / "state.json")

    # ------------------------------------------------------------------ opening

    def _connect(self, where: str) -> sqlite3.Connection:
        db = sqlite3.connect(where, check_same_thread=False, isolation_level=None, timeout=5)
        if where != ":memory:":
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
        ok = db.execute("PRAGMA quick_check").fetchone()[0]
        if ok != "ok":
            db.close()
            raise sqlite3.DatabaseError(ok)
        db.executescript(SCHEMA)
        return db

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._connect(":memory:")
        try:
            return self._connect(str(self.path))
        except sqlite3.DatabaseError as e:
            aside = self.path.with_name(f"{self.path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}")
            for suffix in ("", "-wal", "-shm"):
                p = Path(str(self.path) + suffix)
                if p.exists():
                    p.rename(Path(str(aside) + suffix))
            log.error("state database %s could not be read (%s): moved aside to %s, starting a fresh one",
                      self.path, e, aside)
            self.on_error(f"state database {self.path} could not be read ({e}); moved aside to {aside}")
            return self._connect(str(self.path))

    def _migrate(self, old: Path) -> None:
        """state.json of earlier versions: its volume and timers, taken over once."""
        if not old.exists() or self.get_meta("migrated_state_json"):
            return
        try:
            data = json.loads(old.read_text())
            with self._write():
                if "volume" in data:
                    self._set_meta(self.db, "volume", str(int(data["volume"])))
                for t in data.get("timers", []):
                    it = Item(id=str(t["id"]), kind="timer", due=float(t["ends_at"]), duration=float(t["duration_s"]))
                    self.db.execute(f"INSERT OR REPLACE INTO items VALUES ({','.join('?' * len(_COLUMNS))})", _row(it))
                self._set_meta(self.db, "migrated_state_json", "1")
            old.rename(old.with_name("state.json.migrated"))
            log.info("took over %s into %s", old, self.path)
        except (OSError, ValueError, TypeError, KeyError, StoreError) as e:
            log.warning("ignoring unreadable state file %s (%s)", old, e)

    def close(self) -> None:
        with self._lock:
            self.db.close()

    # ------------------------------------------------------------------ writing

    class _Tx:
        def __init__(self, store: "Store"):
            self.s = store

        def __enter__(self):
            self.s._lock.acquire()
            try:
                self.s.db.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as e:
                self.s._lock.release()
                raise self.s._failed(e) from None
            return self.s.db

        def __exit__(self, etype, e, tb):
            try:
                if etype is None:
                    try:
                        self.s.db.execute("COMMIT")
                        return False
                    except sqlite3.Error as err:
                        e = err
                self.s.db.execute("ROLLBACK") if self.s.db.in_transaction else None
                if isinstance(e, sqlite3.Error):
                    raise self.s._failed(e) from None
                return False
            finally:
                self.s._lock.release()

    def _write(self) -> "_Tx":
        return Store._Tx(self)

    def _failed(self, e: sqlite3.Error) -> StoreError:
        msg = f"cannot save state to {self.path}: {e}"
        log.error(msg)
        self.on_error(msg)
        return StoreError(msg)

    @staticmethod
    def _set_meta(db, key: str, value: str) -> None:
        db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    def set_meta(self, key: str, value: str) -> None:
        with self._write() as db:
            self._set_meta(db, key, value)

    def get_meta(self, key: str) -> str | None:
        with self._lock:
            row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def put(self, item: Item) -> Item:
        with self._write() as db:
            db.execute(f"INSERT OR REPLACE INTO items VALUES ({','.join('?' * len(_COLUMNS))})", _row(item))
        return item

    def update(self, item: Item, **changes) -> Item:
        return self.put(replace(item, **changes))

    def delete(self, ids: list[str]) -> int:
        if not ids:
            return 0
        with self._write() as db:
            return db.execute(f"DELETE FROM items WHERE id IN ({','.join('?' * len(ids))})", ids).rowcount

    def items(self, kind: str | None = None) -> list[Item]:
        with self._lock:
            q = "SELECT * FROM items" + (" WHERE kind = ?" if kind else "") + " ORDER BY due IS NULL, due, created"
            return [_item(r) for r in self.db.execute(q, (kind,) if kind else ())]

    def get(self, item_id: str) -> Item | None:
        with self._lock:
            row = self.db.execute("SELECT * FROM items WHERE id = ?", (item_id,)).fetchone()
        return _item(row) if row else None

    # ------------------------------------------------------------------ lists

    def lists(self) -> list[str]:
        with self._lock:
            names = [r[0] for r in self.db.execute("SELECT name FROM lists ORDER BY created")]
            names += [r[0] for r in self.db.execute("SELECT DISTINCT list FROM list_items") if r[0] not in names]
        return [n for n in DEFAULT_LISTS if n not in names] + names

    def list_items(self, name: str) -> list[str]:
        with self._lock:
            return [r[0] for r in self.db.execute("SELECT item FROM list_items WHERE list = ? ORDER BY added, rowid",
                                                   (name,))]

    def create_list(self, name: str) -> bool:
        with self._write() as db:
            return db.execute("INSERT OR IGNORE INTO lists VALUES (?, ?)", (name, time.time())).rowcount > 0

    def add_to_list(self, name: str, items: list[str]) -> list[str]:
        """The items that were not on the list already (they are added, in order)."""
        now = time.time()
        with self._write() as db:
            db.execute("INSERT OR IGNORE INTO lists VALUES (?, ?)", (name, now))
            return [it for i, it in enumerate(items)
                    if db.execute("INSERT OR IGNORE INTO list_items VALUES (?, ?, ?)", (name, it, now + i * 1e-6)).rowcount]

    def remove_from_list(self, name: str, items: list[str]) -> list[str]:
        with self._write() as db:
            return [it for it in items
                    if db.execute("DELETE FROM list_items WHERE list = ? AND item = ?", (name, it)).rowcount]

    def clear_list(self, name: str) -> int:
        with self._write() as db:
            return db.execute("DELETE FROM list_items WHERE list = ?", (name,)).rowcount

    def delete_list(self, name: str) -> bool:
        with self._write() as db:
            db.execute("DELETE FROM list_items WHERE list = ?", (name,))
            return db.execute("DELETE FROM lists WHERE name = ?", (name,)).rowcount > 0
