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
EVAL = DATA   # the app intents and the dev commands, copied from the team's shared/eval


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
    from edgeassist.engines.pocketsphinx import default_model_dir
    return default_model_dir()


@pytest.fixture(scope="session")
def prompt_cache(tmp_path_factory) -> Path:
    """One prompt cache for every daemon of the session (the first start evaluates the prompts)."""
    return tmp_path_factory.mktemp("prompt-cache")


@pytest.fixture(scope="module")
def daemon(pulse, prompt_cache, tmp_path_factory):
    """The real daemon with the default models and the shared app intents, on the test audio device."""
    from edgeassist.testing.daemon import DaemonProcess
    d = DaemonProcess(tmp_path_factory.mktemp("daemon"), cache_dir=prompt_cache, watchdog_s=2.0,
                      intents=EVAL / "app-intents.json",
                      sections={"api": {"queue_size": 3, "max_message_bytes": 65536, "socket_mode": 0o660}})
    d.start()
    yield d
    d.stop()
