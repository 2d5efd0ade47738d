"""Shared fixtures: paths of the real default models and a runner for the CLI."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODELS = ROOT / "models"
DATA = Path(__file__).resolve().parent / "data"
SHARED_EVAL = ROOT.parent / "shared" / "eval"


def run_cli(*args: str, env: dict | None = None, timeout: float = 120, input: str | None = None):
    """Run `python -m edgeassist ARGS` as a user would; returns CompletedProcess (text)."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    return subprocess.run([sys.executable, "-m", "edgeassist", *args], capture_output=True, text=True,
                          env=full_env, timeout=timeout, input=input, cwd=ROOT)


@pytest.fixture
def cli():
    return run_cli


@pytest.fixture(scope="session")
def llm_path() -> Path:
    p = MODELS / "SmolLM2-135M-Instruct.Q4_1.gguf"
    assert p.exists(), f"{p} missing: scripts/setup.sh installs it"
    return p


@pytest.fixture(scope="session")
def voice_path() -> Path:
    p = MODELS / "en_US-joe-medium.onnx"
    assert p.exists(), f"{p} missing: scripts/setup.sh installs it"
    return p


@pytest.fixture(scope="session")
def pulse():
    """A private PulseAudio server (null sink + pipe source) for the whole session."""
    from edgeassist.testing.pulse import PulseServer
    server = PulseServer().start()
    import sys
    if "sounddevice" in sys.modules:   # PortAudio lists devices when it starts: start it again
        sd = sys.modules["sounddevice"]
        sd._terminate()
        sd._initialize()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def sphinx_dir() -> Path:
    from edgeassist import config
    return config.pocketsphinx_model_dir(config.Config())
