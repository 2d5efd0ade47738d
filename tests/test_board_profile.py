"""The bench's board profiles (edgeassist/testing/boards.py): a cgroup CPU limit that applies to
the processes put in it (and their children) and is released on leaving."""
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
