"""The skills in the real daemon: ringing through the real audio device, kept through SIGKILL and
a restart, what came due while it was off, a corrupt database, the API's errors, no speaker."""
from __future__ import annotations

import datetime as dt
import time

import numpy as np
import pytest

from edgeassist.client import RemoteError
from edgeassist.testing.daemon import DaemonProcess
from test_daemon import _collect as _until, _heard   # the daemon tests' event wait and recogniser


def test_alarm_rings_through_the_speaker_until_stopped(pulse, prompt_cache, tmp_path):
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache, sections={"alarms": {"ring_s": 20}}).start()
    try:
        with d.client() as c:
            events = c.events(["alarm.set", "alarm.ring", "alarm.stopped", "tts.start", "tts.end"], timeout=20)
            rec = pulse.record()
            try:
                r = c.ask("set an alarm called breakfast in 3 seconds")
                assert r["intent"] == "set_alarm" and r["slots"]["label"] == "breakfast", r
                assert r["reply"].startswith("Breakfast alarm set for "), r
                t0 = time.monotonic()
                got = _until(events, lambda e: e["type"] == "tts.start" and e.get("id", "").startswith("alarm-"))
                ring = next(e for e in got if e["type"] == "alarm.ring")
                assert ring["label"] == "breakfast" and ring["late_s"] <= 1.0 and ring["late"] is False, ring
                ends = []         # it rings again 5 s later: two rings, the label said twice
                _until(events, lambda e: e["type"] == "tts.end" and e.get("id") == ring["id"] and ends.append(e) is None
                       and len(ends) == 2)
                time.sleep(0.3)
                audio = rec.audio(t0)
            finally:
                rec.close()
            assert np.abs(audio.astype(np.int32)).max() > 1000 and "breakfast" in _heard(audio)
            assert c.items_list("alarm") == []                     # a one-time alarm is gone once it rang
            r = c.ask("stop")
            got = _until(events, lambda e: e["type"] == "alarm.stopped")
            assert got[-1]["type"] == "alarm.stopped" and got[-1]["reason"] == "stopped", (r, got)
    finally:
        d.stop()


def test_kept_through_sigkill_and_what_came_due_while_down(pulse, prompt_cache, tmp_path):
    """Every change acknowledged before a SIGKILL is there after it; a reminder that came due while
    the daemon was down is said at the next start, marked late; one far in the past is said as missed."""
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache, sections={"alarms": {"missed_s": 60}}).start()
    with d.client() as c:
        r = c.ask("remind me in 40 seconds to check the oven")
        assert r["intent"] == "set_reminder" and r["reply"].startswith("Okay, I'll remind you to check the oven")
        oven_due = dt.datetime.fromisoformat(c.items_list("reminder")[0]["due"]).timestamp()
        c.ask("put eggs and flour on my shopping list")
        c.items_add("reminder", in_s=2, task="stretch your legs")
        c.items_add("alarm", at=(dt.datetime.now() + dt.timedelta(days=1)).isoformat(timespec="minutes"),
                    repeat="weekdays", label="work")
        d.kill()                                          # SIGKILL right after the replies
    # an old one, written as the daemon would have kept it: due two minutes ago (past missed_s)
    import sqlite3
    db = sqlite3.connect(tmp_path / "d" / "state" / "state.db")
    db.execute("INSERT INTO items (id, kind, label, due, hour, minute, days, created) VALUES "
               "('old1', 'reminder', 'water the plants', ?, 0, 0, '', ?)", (time.time() - 120, time.time()))
    db.commit()
    db.close()
    time.sleep(5)     # the stretch reminder comes due while it is down: more than LATE_S (2 s) late at the start
    rec = pulse.record()
    t0 = time.monotonic()
    d.start()
    try:
        with d.client() as c:
            events = c.events(["reminder.due", "tts.end"], timeout=60)
            kept = {i.get("task") or i["label"] for i in c.items_list()}
            assert "check the oven" in kept and "work" in kept and "stretch your legs" not in kept, kept
            assert c.lists_get("shopping") == {"shopping": ["eggs", "flour"]}
            due = _until(events, lambda e: e["type"] == "reminder.due" and e["task"] == "check the oven", 60)
            assert due[-1]["task"] == "check the oven" and due[-1]["late"] is False
            assert abs(time.time() - oven_due) <= 2.0
            uid = f"reminder-{due[-1]['item']}"
            _until(events, lambda e: e["type"] == "tts.end" and e.get("id") == uid, 20)
        time.sleep(0.3)
        audio = rec.audio(t0)
    finally:
        rec.close()
        d.stop()
    log = d.log.read_text()
    assert "fired, " in log and "s late" in log and "reminder old1 missed" in log, log[-2000:]
    heard = _heard(audio)
    assert "stretch" in heard and "missed" in heard and "oven" in heard, heard


def test_corrupt_database_is_moved_aside_and_the_daemon_serves(pulse, prompt_cache, tmp_path):
    state = tmp_path / "d" / "state"
    state.mkdir(parents=True)
    (state / "state.db").write_bytes(b"\x00garbage" * 1000)
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache).start()
    try:
        with d.client() as c:
            assert c.ask("set a pasta timer for ten minutes")["reply"] == "Pasta timer set for 10 minutes."
            assert [t["name"] for t in c.status()["timers"]] == ["pasta"]
        assert list(state.glob("state.db.unreadable-*"))
        assert f"state database {state / 'state.db'} could not be read" in d.log.read_text()
    finally:
        d.stop()


@pytest.fixture(scope="module")
def deaf(pulse, prompt_cache, tmp_path_factory):
    """A daemon with no microphone and no speaker (their devices do not exist)."""
    d = DaemonProcess(tmp_path_factory.mktemp("deaf-skills"), cache_dir=prompt_cache,
                      sections={"audio": {"input_device": "no-such-mic", "output_device": "no-such-speaker"}})
    d.start()
    yield d
    d.stop()


def test_api_add_list_cancel_and_errors_name_the_field(deaf):
    with deaf.client() as c:
        events = c.events(["alarm.set", "alarm.cancelled", "list.changed"], timeout=10)
        item = c.items_add("alarm", at="2031-01-02T07:30", label="flight")
        assert item["kind"] == "alarm" and item["due"].startswith("2031-01-02T07:30") and item["label"] == "flight"
        assert [i["id"] for i in c.items_list("alarm")] == [item["id"]]
        r = c.items_cancel([item["id"], "nope"])
        assert r["cancelled"] == [item["id"]] and r["unknown"] == ["nope"] and c.items_list("alarm") == []
        got = _until(events, lambda e: e["type"] == "alarm.cancelled", 10)
        assert [e["type"] for e in got] == ["alarm.set", "alarm.cancelled"] and got[0]["item"] == item["id"]
        assert c.lists_add("camping", ["tent", "torch"])["items"] == ["tent", "torch"]
        assert c.lists_remove("camping", ["tent", "kettle"])["missing"] == ["kettle"]
        for call, field in ((lambda: c.items_add("alarm", at="25:00"), "'at'"),
                            (lambda: c.items_add("alarm", at="2020-01-01T07:00"), "'at'"),
                            (lambda: c.items_add("reminder", in_s=60), "'task'"),
                            (lambda: c.items_add("timer"), "'in_s'"),
                            (lambda: c.items_add("alarm", in_s=60, repeat="fortnightly"), "'repeat'"),
                            (lambda: c.request("items.add", kind="cuckoo", in_s=5), "'kind'"),
                            (lambda: c.lists_add("shopping", [" "]), "'items'"),
                            (lambda: c.request("lists.add", list="shopping", items=[3]), "'items'")):
            with pytest.raises(RemoteError) as e:
                call()
            assert e.value.code == "bad_field" and field in str(e.value), (field, e.value)
        assert c.status()["state"] == "idle"                  # serving on


def test_a_reminder_fires_with_no_speaker_and_says_so_once(deaf):
    with deaf.client() as c:
        events = c.events(["reminder.due"], timeout=15)
        for i in range(2):
            c.items_add("reminder", in_s=1 + i, task=f"task {i}")
        got = _until(events, lambda e: e["task"] == "task 1", 15)
        assert [e["task"] for e in got] == ["task 0", "task 1"]
    time.sleep(0.5)
    assert deaf.log.read_text().count("alarms, reminders and timers cannot be heard") == 1
