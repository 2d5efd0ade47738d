"""Every user error of the command line is one line naming what is wrong, an exit code other
than 0 and no traceback: a corrupt GGUF, a missing voice, a missing recogniser model and a bad
config file, for each sub-command that loads them."""
from __future__ import annotations

import pytest


def _config(tmp_path, **sections) -> str:
    lines = []
    for name, keys in sections.items():
        lines.append(f"[{name}]")
        lines += [f'{k} = "{v}"' for k, v in keys.items()]
    p = tmp_path / "c.toml"
    p.write_text("\n".join(lines) + "\n")
    return str(p)


def _one_line_error(r, *names: str) -> None:
    """One line on stderr naming names (for `run`, whose log goes to stderr too: its last line)."""
    lines = r.stderr.strip().splitlines()
    assert r.returncode != 0, (r.stdout, r.stderr)
    assert "Traceback" not in r.stderr and lines, r.stderr
    err = lines[-1]
    assert err.startswith("edgeassist: ") and (len(lines) == 1 or "cannot start" in err), r.stderr
    for n in names:
        assert n in err, (n, err)


@pytest.fixture
def broken(tmp_path):
    gguf = tmp_path / "corrupt.gguf"
    gguf.write_bytes(b"GGUF" + b"\x03\x00\x00\x00" + b"\xff" * 64)
    wav = tmp_path / "speech.wav"
    import wave
    with wave.open(str(wav), "wb") as w:
        w.setnchannels(1), w.setsampwidth(2), w.setframerate(16000), w.writeframes(b"\0\0" * 16000)
    bad = tmp_path / "bad.toml"
    bad.write_text("[llm]\nn_threads = 'many'\n")
    return {"gguf": gguf, "wav": wav, "bad": str(bad), "tmp": tmp_path}


@pytest.mark.parametrize("argv", [
    ["ask", "--local", "what time is it"], ["say", "--local", "--out", "OUT", "hello"],
    ["transcribe", "--local", "WAV"], ["run"], ["doctor", "--no-audio"], ["config", "check"],
    ["models", "verify"], ["knowledge", "check", "docs/knowledge-library.yaml"]])
def test_a_bad_config_file_is_one_line(cli, broken, argv):
    argv = [broken["wav"] if a == "WAV" else str(broken["tmp"] / "o.wav") if a == "OUT" else a for a in argv]
    r = cli("--config", broken["bad"], *argv, timeout=60)
    _one_line_error(r, broken["bad"], "llm.n_threads")


@pytest.mark.parametrize("argv", [["ask", "--local", "what time is it"], ["run"]])
def test_a_corrupt_gguf_is_one_line(cli, broken, argv):
    conf = _config(broken["tmp"], llm={"model": broken["gguf"]}, daemon={"state_dir": broken["tmp"] / "s"},
                   api={"endpoint": f"ipc://{broken['tmp']}/a.sock", "events": f"ipc://{broken['tmp']}/e.sock"})
    r = cli("--config", conf, *argv, timeout=120)
    _one_line_error(r, str(broken["gguf"]))


@pytest.mark.parametrize("argv", [["say", "--local", "--out", "OUT", "hello"], ["run"]])
def test_a_missing_voice_is_one_line(cli, broken, argv):
    voice = broken["tmp"] / "no-such-voice.onnx"
    conf = _config(broken["tmp"], tts={"voice": voice}, daemon={"state_dir": broken["tmp"] / "s"},
                   api={"endpoint": f"ipc://{broken['tmp']}/a.sock", "events": f"ipc://{broken['tmp']}/e.sock"})
    argv = [str(broken["tmp"] / "o.wav") if a == "OUT" else a for a in argv]
    r = cli("--config", conf, *argv, timeout=120)
    _one_line_error(r, str(voice))


@pytest.mark.parametrize("argv", [["transcribe", "--local", "WAV"], ["run"]])
def test_a_missing_recogniser_model_is_one_line(cli, broken, argv):
    model = broken["tmp"] / "no-whisper"
    conf = _config(broken["tmp"], asr={"engine": "whisper", "whisper_model": model},
                   daemon={"state_dir": broken["tmp"] / "s"},
                   api={"endpoint": f"ipc://{broken['tmp']}/a.sock", "events": f"ipc://{broken['tmp']}/e.sock"})
    argv = [broken["wav"] if a == "WAV" else a for a in argv]
    r = cli("--config", conf, *argv, timeout=120)
    _one_line_error(r, str(model))
