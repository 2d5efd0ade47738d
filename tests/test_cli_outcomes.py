"""What a person sees (docs/cli.md): every command against a daemon whose microphone and speaker do
not exist says what happened in one line and exits with the documented code; `listen` in a
pseudo-terminal keeps one clean live line; --json parses."""
from __future__ import annotations

import json
import os
import time

import pytest

from conftest import EVAL


@pytest.fixture(scope="module")
def deaf_daemon(pulse, prompt_cache, tmp_path_factory):
    """The real daemon, its devices named but absent (the sound server has no such device)."""
    from edgeassist.testing.daemon import DaemonProcess
    d = DaemonProcess(tmp_path_factory.mktemp("deaf"), cache_dir=prompt_cache, intents=EVAL / "app-intents.json",
                      sections={"audio": {"input_device": "no-such-mic", "output_device": "no-such-speaker"}})
    d.start()
    yield d
    d.stop()


def _run(cli, d, *args, input=None, timeout=120):
    return cli(*args, env={"EDGEASSIST_CONFIG": str(d.config)}, input=input, timeout=timeout)


def _one_line_error(r, *needles):
    lines = [ln for ln in r.stderr.splitlines() if ln.startswith("edgeassist:")]
    assert len(lines) == 1 and all(n in lines[0] for n in needles), r.stderr
    assert "Traceback" not in r.stderr


def test_say_without_a_speaker_says_so_and_fails(deaf_daemon, cli):
    r = _run(cli, deaf_daemon, "say", "Hello from edgeassist.")
    assert r.returncode == 1, (r.stdout, r.stderr)
    _one_line_error(r, "not spoken", "no-such-speaker", "audio.output_device")
    r = _run(cli, deaf_daemon, "say", "--json", "Hello from edgeassist.")
    out = json.loads(r.stdout)
    assert r.returncode == 1 and out["spoken"] is False and out["error"]["code"] == "no_output"


def test_ask_speak_prints_the_reply_then_that_it_was_not_spoken(deaf_daemon, cli):
    r = _run(cli, deaf_daemon, "ask", "--speak", "what time is it")
    assert r.returncode == 1 and r.stdout.startswith("get_time") and "It is" in r.stdout, (r.stdout, r.stderr)
    _one_line_error(r, "not spoken", "no-such-speaker")
    r = _run(cli, deaf_daemon, "ask", "--speak", "--json", "what time is it")
    out = json.loads(r.stdout)
    assert r.returncode == 1 and out["speech"]["spoken"] is False and out["intent"] == "get_time"
    r = _run(cli, deaf_daemon, "ask", "what time is it")          # nothing asked of the speaker
    assert r.returncode == 0 and r.stderr == "", r.stderr


def test_commands_that_need_no_device_still_work(deaf_daemon, cli, tmp_path):
    wav = tmp_path / "hello.wav"
    r = _run(cli, deaf_daemon, "say", "--out", str(wav), "Turn on the kitchen light.")
    assert r.returncode == 0 and r.stdout.startswith(f"written: {wav} (") and wav.stat().st_size > 10000
    r = _run(cli, deaf_daemon, "say", "--out", str(tmp_path / "no" / "such" / "dir.wav"), "Hello.")
    assert r.returncode == 2
    _one_line_error(r, "cannot write", "dir.wav")
    r = _run(cli, deaf_daemon, "transcribe", str(wav))
    assert r.returncode == 0 and "kitchen light" in r.stdout.lower(), r.stdout
    assert json.loads(_run(cli, deaf_daemon, "transcribe", "--json", str(wav)).stdout)["text"]


def test_status_is_read_by_a_person_and_names_the_missing_devices(deaf_daemon, cli):
    _run(cli, deaf_daemon, "say", "Hello.")                       # the speaker's failure is noted
    r = _run(cli, deaf_daemon, "status")
    assert r.returncode == 0, r.stderr
    lines = dict(ln.split(None, 1) for ln in r.stdout.splitlines() if ln.strip() and not ln.startswith(" "))
    assert "no-such-mic" in lines["microphone"] and "no-such-speaker" in lines["speaker"], r.stdout
    assert lines["state"].startswith("idle") and lines["hands-free"] == "off"
    s = json.loads(_run(cli, deaf_daemon, "status", "--json").stdout)
    assert s["audio"]["input"] != "ok" and s["audio"]["output"] != "ok"


def test_press_listen_and_volume_say_what_happened(deaf_daemon, cli):
    r = _run(cli, deaf_daemon, "ptt", "press")
    assert r.returncode == 1, (r.stdout, r.stderr)
    _one_line_error(r, "pressed, but nothing can be heard", "no-such-mic")
    r = _run(cli, deaf_daemon, "ptt", "release", "--json")
    assert json.loads(r.stdout)["state"] in ("transcribing", "idle", "thinking")
    r = _run(cli, deaf_daemon, "listen", input="\n\nq\n", timeout=60)
    assert r.returncode == 1 and "no-such-mic" in r.stderr and "Traceback" not in r.stderr, r.stderr
    r = _run(cli, deaf_daemon, "volume", "0")
    assert r.returncode == 0 and r.stdout.strip() == "volume 0 (muted: nothing is heard)"
    r = _run(cli, deaf_daemon, "volume", "150")
    assert r.returncode == 2
    _one_line_error(r, "'150' is not 0-100, up or down")
    assert json.loads(_run(cli, deaf_daemon, "volume", "--json", "80").stdout) == {"volume": 80}


def test_no_daemon_is_exit_3_with_the_hint(cli, tmp_path):
    conf = tmp_path / "c.toml"
    conf.write_text(f'[api]\nendpoint = "ipc://{tmp_path}/none.sock"\nevents = "ipc://{tmp_path}/ev.sock"\n')
    for args in (("say", "hi"), ("status",), ("ptt", "press"), ("volume",), ("wake", "on")):
        r = cli(*args, "--timeout", "1", env={"EDGEASSIST_CONFIG": str(conf)})
        assert r.returncode == 3, (args, r.stderr)
        _one_line_error(r, "no edgeassist daemon is running at", "start it with `edgeassist run`")


def test_listen_in_a_terminal_keeps_one_clean_line_and_prints_the_result(daemon, pulse, voice_path):
    """Driven in a pseudo-terminal: the live line is rewritten (cleared to its end) so no letters of
    a longer partial stay behind, and the turn ends in a readable result line."""
    import pty
    import subprocess
    import sys
    from edgeassist.testing.speech import piper_speech
    from conftest import ROOT
    master, slave = pty.openpty()
    env = {**os.environ, "EDGEASSIST_CONFIG": str(daemon.config), "TERM": "xterm"}
    p = subprocess.Popen([sys.executable, "-m", "edgeassist", "listen"], stdin=slave, stdout=slave, stderr=slave,
                         env=env, cwd=ROOT, close_fds=True)
    os.close(slave)
    out = bytearray()

    def read_for(seconds: float) -> None:
        import select
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if select.select([master], [], [], 0.1)[0]:
                try:
                    out.extend(os.read(master, 4096))
                except OSError:
                    return
    try:
        read_for(2.0)
        speech = piper_speech("set a timer for ten minutes", voice_path)
        os.write(master, b" ")                       # press
        time.sleep(0.3)
        pulse.mic.say(speech, wait=True)
        time.sleep(0.3)
        os.write(master, b" ")                       # release
        read_for(8.0)
        os.write(master, b"q")
        p.wait(15)
    finally:
        if p.poll() is None:
            p.kill()
        os.close(master)
    text = out.decode("utf-8", "replace")
    assert p.returncode == 0, text
    assert "\r\x1b[K" in text, text                 # the live line is cleared before each rewrite
    result = [ln for ln in text.replace("\r\x1b[K", "\n").splitlines() if ln.startswith("→")]
    assert result and "set_timer" in result[-1] and "600" in result[-1] and '"Timer set for' in result[-1], text
