"""The bench's board profiles (edgeassist/testing/boards.py): a cgroup CPU limit that applies to
the processes put in it (and their children) and is released on leaving."""
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from edgeassist.testing import boards

pytestmark = pytest.mark.timeout(60)
needs_cgroup = pytest.mark.skipif(boards.why_not() is not None, reason=f"{boards.why_not()}")


def _cgroup_line(pid: int) -> str:
    return Path(f"/proc/{pid}/cgroup").read_text()


def _throttled(path: Path) -> int:
    for line in (path / "cpu.stat").read_text().splitlines():
        if line.startswith("nr_throttled"):
            return int(line.split()[1])
    raise AssertionError("no nr_throttled in cpu.stat")


@needs_cgroup
def test_the_limit_applies_to_a_process_and_its_children_and_is_released():
    busy = subprocess.Popen([sys.executable, "-c",
                             "import subprocess, sys, time\n"
                             "sys.stdin.readline()\n"
                             "child = subprocess.Popen([sys.executable, '-c', 'while True: pass'])\n"
                             "print(child.pid, flush=True)\n"
                             "t = time.monotonic()\n"
                             "while time.monotonic() - t < 60: pass\n"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        before = _cgroup_line(busy.pid)
        with boards.CpuLimit(0.2, cores=2) as lim:
            lim.add(busy.pid)
            busy.stdin.write("go\n")
            busy.stdin.flush()
            child = int(busy.stdout.readline())      # started after the move: inherits the limit
            held = lim.limited()
            assert (held["quota_us"], held["period_us"]) == (4000, boards.PERIOD_US)
            assert busy.pid in held["pids"] and child in held["pids"]
            time.sleep(0.5)
            assert _throttled(lim.path) > 0           # two busy processes against 0.4 of a core
            path = lim.path
        assert not path.exists()
        assert _cgroup_line(busy.pid) == before
    finally:
        busy.kill()
        busy.wait()
        subprocess.run(["pkill", "-f", "while True: pass"], check=False)


@needs_cgroup
def test_the_share_can_change_while_held():
    with boards.CpuLimit(0.5, cores=2) as lim:
        lim.set_share(0.25)
        assert lim.limited()["quota_us"] == 5000


def test_bad_shares_and_unknown_profiles_are_named():
    with pytest.raises(boards.LimitError, match="share 0"):
        boards.CpuLimit(0)
    with pytest.raises(boards.LimitError, match="no board profile 'pi9'.*pi4"):
        boards.profile("pi9")


def test_the_pi4_profile_names_its_sources():
    p = boards.profile("pi4")
    assert 0 < p.share <= 1, "the pi4 profile's share comes from scripts/bench.py --profile pi4 --only calibrate"
    assert {r.engine for r in p.references} == {"whisper", "piper", "llama"}
    assert all(r.seconds > 0 and r.source for r in p.references)


needs_v1 = pytest.mark.skipif(boards._writable_v1() is None,
                              reason="an engine's own share needs cgroup v1's cpu controller, writable "
                                     "(threads placed one by one); not here")


def _thread_cpu_cgroup(tid: int) -> str:
    for line in Path(f"/proc/self/task/{tid}/cgroup").read_text().splitlines():
        _, controllers, where = line.split(":", 2)
        if "cpu" in controllers.split(","):
            return where
    raise AssertionError("no cpu controller in the thread's cgroup")


@needs_v1
def test_an_engines_call_runs_in_its_own_cgroup_and_its_thread_goes_back_after(monkeypatch):
    import threading

    from edgeassist import sysinfo
    prof = boards.Profile(name="t", board="test", share=0.1, engines=(("llama", 0.3), ("piper", 0.2)))
    me = threading.get_native_id()
    home = _thread_cpu_cgroup(me)
    with boards.EngineLimits(prof) as limits:
        paths = {e: lim.path for e, lim in limits.limits.items()}
        assert set(paths) == {"llama", "piper"}
        assert limits.limits["llama"].limited()["quota_us"] == int(0.3 * boards.PERIOD_US * os.cpu_count())
        (name, value), = limits.env().items()
        monkeypatch.setenv(name, value)
        seen = {}
        with sysinfo.engine_limit("llama"):
            seen["inside"] = _thread_cpu_cgroup(me)
            started = threading.Thread(target=lambda: seen.setdefault("child", _thread_cpu_cgroup(
                threading.get_native_id())))
            started.start()
            started.join()
        seen["after"] = _thread_cpu_cgroup(me)
        with sysinfo.engine_limit("whisper"):         # no cgroup of its own: stays with the daemon
            seen["whisper"] = _thread_cpu_cgroup(me)
    assert seen["inside"].endswith(paths["llama"].name)
    assert seen["child"] == seen["inside"], "a thread started in the call (llama.cpp's team) starts there"
    assert seen["after"] == home and seen["whisper"] == home
    assert not any(p.exists() for p in paths.values()), "the engines' cgroups are removed on leaving"


def test_without_the_profile_an_engines_call_changes_nothing(monkeypatch, caplog):
    from edgeassist import sysinfo
    monkeypatch.delenv(sysinfo.ENGINE_CGROUPS_ENV, raising=False)
    before = Path("/proc/thread-self/cgroup").read_text()
    with sysinfo.engine_limit("llama"):
        assert Path("/proc/thread-self/cgroup").read_text() == before
    monkeypatch.setenv(sysinfo.ENGINE_CGROUPS_ENV, "[not an object")
    with caplog.at_level("WARNING"), sysinfo.engine_limit("llama"):
        assert Path("/proc/thread-self/cgroup").read_text() == before
    assert sysinfo.ENGINE_CGROUPS_ENV in caplog.text


def test_the_pi4_profile_runs_the_daemon_at_its_smallest_share():
    p = boards.profile("pi4")
    assert {e for e, _ in p.engines} == {"piper", "llama"}
    assert all(p.share <= s <= 1 for _, s in p.engines), "the daemon's share is the most pessimistic"
