"""scripts/requirements.lock: what setup installs (the exact versions the figures were measured with)."""
import sys
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import lock  # noqa: E402

pytestmark = pytest.mark.unit


def test_setup_installed_every_locked_version():
    installed = {lock.norm(d.metadata["Name"]): d.version for d in metadata.distributions()}
    pins = lock.locked()
    assert {"llama-cpp-python", "ctranslate2", "piper-tts", "onnxruntime", "pyzmq", "numpy"} <= set(pins)
    wrong = {name: (want, installed.get(name)) for name, want in pins.items() if installed.get(name) != want}
    assert not wrong, f"installed versions differ from {lock.LOCK.name} (locked, installed): {wrong}"


def test_setup_installs_with_the_lock_as_constraints():
    setup = (ROOT / "scripts" / "setup.sh").read_text().replace("\\\n", " ")
    installs = [ln for ln in setup.splitlines() if "pip install" in ln and not ln.lstrip().startswith("#")]
    assert installs and all('-c "$lock"' in ln for ln in installs), installs


def test_a_malformed_lock_line_is_named(tmp_path):
    bad = tmp_path / "requirements.lock"
    bad.write_text("# comment\nnumpy==2.4.6\nnumpy>=2\n")
    with pytest.raises(SystemExit, match=r"requirements.lock:3: not 'name==version'"):
        lock.locked(bad)
