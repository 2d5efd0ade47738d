"""The unit file: systemd-analyze verify is clean, and the exposure score is at most 2.0."""
import re
import subprocess

from conftest import ROOT
import pytest

pytestmark = pytest.mark.unit   # scripts/test.sh --fast


def _unit(tmp_path):
    # The unit names /opt/edgeassist/venv/bin/edgeassist, which exists only once installed:
    # verify a copy whose ExecStart points at this checkout's executable instead.
    text = (ROOT / "systemd" / "edgeassist.service").read_text()
    exe = ROOT / ".venv" / "bin" / "edgeassist"
    p = tmp_path / "edgeassist.service"
    p.write_text(text.replace("/opt/edgeassist/venv/bin/edgeassist", str(exe)))
    return p


def test_verify_is_clean(tmp_path):
    r = subprocess.run(["systemd-analyze", "verify", str(_unit(tmp_path))], capture_output=True, text=True)
    problems = [l for l in (r.stdout + r.stderr).splitlines() if "edgeassist.service" in l]
    assert r.returncode == 0 and not problems, r.stdout + r.stderr


def test_security_exposure_at_most_2(tmp_path):
    r = subprocess.run(["systemd-analyze", "security", "--offline=true", str(_unit(tmp_path))],
                       capture_output=True, text=True)
    m = re.search(r"Overall exposure level for \S+: ([0-9.]+)", r.stdout + r.stderr)
    assert m, r.stdout + r.stderr
    assert float(m.group(1)) <= 2.0


def test_unit_has_what_the_daemon_needs():
    text = (ROOT / "systemd" / "edgeassist.service").read_text()
    for line in ("Type=notify", "WatchdogSec=", "Restart=on-failure", "RuntimeDirectory=edgeassist",
                 "StateDirectory=edgeassist", "SupplementaryGroups=audio input", "PrivateNetwork=yes",
                 "ExecReload=/bin/kill -HUP $MAINPID"):
        assert line in text
