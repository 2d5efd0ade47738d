"""Running the real daemon in tests and benchmarks: its own config and sockets in a temp dir, a
NOTIFY_SOCKET we listen on (the sd_notify datagram protocol, as systemd would), and clients."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class NotifyListener:
    """A datagram socket standing in for systemd: records (monotonic time, message) pairs."""

    def __init__(self, path: Path):
        self.path = path
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.bind(str(path))
        self.sock.settimeout(0.2)
        self.messages: list[tuple[float, str]] = []
        self._stop = threading.Event()
        self._t = threading.Thread(target=self._run, daemon=True)
        self._t.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                data = self.sock.recv(4096)
            except socket.timeout:
                continue
            except OSError:
                return
            self.messages.append((time.monotonic(), data.decode()))

    def wait_for(self, needle: str, timeout: float = 60.0, after: float = 0.0) -> float | None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for t, m in list(self.messages):
                if t >= after and needle in m.split("\n"):
                    return t
            time.sleep(0.02)
        return None

    def times(self, needle: str, after: float = 0.0) -> list[float]:
        return [t for t, m in list(self.messages) if t >= after and needle in m.split("\n")]

    def close(self) -> None:
        self._stop.set()
        self.sock.close()
        self.path.unlink(missing_ok=True)


class DaemonProcess:
    def __init__(self, tmp: Path, sections: dict | None = None, watchdog_s: float = 0.0,
                 cache_dir: Path | None = None, intents: Path | None = None):
        self.tmp = tmp
        tmp.mkdir(parents=True, exist_ok=True)
        self.api = f"ipc://{tmp}/api.sock"
        self.events = f"ipc://{tmp}/events.sock"
        conf = {
            "api": {"endpoint": self.api, "events": self.events},
            "audio": {"input_device": "pulse", "output_device": "pulse"},
            "daemon": {"state_dir": str(tmp / "state"), "cache_dir": str(cache_dir or tmp / "cache")},
            "llm": {"intents": str(intents)} if intents else {},
        }
        for k, v in (sections or {}).items():
            conf.setdefault(k, {}).update(v)
        self.config = tmp / "config.toml"
        self.config.write_text(_toml(conf))
        self.watchdog_s = watchdog_s
        self.proc: subprocess.Popen | None = None
        self.notify: NotifyListener | None = None
        self.log = tmp / "daemon.log"

    def start(self, wait: bool = True, timeout: float = 90.0, restrict: tuple[str, ...] = (),
              cgroup: Path | None = None, clock: str | None = None) -> "DaemonProcess":
        """restrict: unit settings to impose on the process ourselves ("NoNewPrivileges",
        "MemoryDenyWriteExecute"), as systemd would. cgroup: a cgroup directory the daemon runs
        in from its first instruction (a board profile's CPU limit: testing/boards.py). clock:
        the wall clock's time at the start ("2026-06-01 10:20:00"; it runs on from there), set
        by libfaketime (Debian's faketime) so that a reply that says the time is known in
        advance; the monotonic clock is left alone."""
        self.notify = NotifyListener(self.tmp / "notify.sock")
        env = dict(os.environ)
        if clock:
            env.update(LD_PRELOAD=str(faketime_library()), FAKETIME=f"@{clock}", FAKETIME_DONT_FAKE_MONOTONIC="1",
                       FAKETIME_CACHE_DURATION="1000000000")    # parsed once: never again while threads run
            site = self.tmp / "faketime-site"      # time.sleep made to work under it (sitecustomize, below)
            site.mkdir(parents=True, exist_ok=True)
            (site / "sitecustomize.py").write_text(_FAKETIME_SLEEP)
            env["PYTHONPATH"] = os.pathsep.join(p for p in (str(site), env.get("PYTHONPATH", "")) if p)
        env.update(EDGEASSIST_CONFIG=str(self.config), NOTIFY_SOCKET=str(self.notify.path))
        if self.watchdog_s:
            env["WATCHDOG_USEC"] = str(int(self.watchdog_s * 1e6))
        env.pop("WATCHDOG_PID", None)
        self.started_at = time.monotonic()
        self.proc = subprocess.Popen([sys.executable, "-m", "edgeassist", "run"], env=env, cwd=ROOT,
                                     stdout=subprocess.DEVNULL, stderr=open(self.log, "wb"),
                                     preexec_fn=(lambda: _before_exec(restrict, cgroup)) if restrict or cgroup else None)
        if wait:
            self.ready_at = self.notify.wait_for("READY=1", timeout)
            if self.ready_at is None:
                self.kill()
                raise RuntimeError("daemon not ready:\n" + self.log.read_text()[-3000:])
        return self

    def client(self, timeout: float = 60.0):
        from ..client import Client
        return Client(self.api, self.events, timeout=timeout)

    def signal(self, sig: int) -> None:
        self.proc.send_signal(sig)

    def stop(self, timeout: float = 5.0) -> int | None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.notify:
            self.notify.close()
        return self.proc.returncode if self.proc else None

    def kill(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        if self.notify:
            self.notify.close()

    def children(self) -> list[int]:
        try:
            out = subprocess.run(["pgrep", "-P", str(self.proc.pid)], capture_output=True, text=True).stdout
            return [int(x) for x in out.split()]
        except (OSError, ValueError):
            return []


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on (for a server started next)."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def speak_command(pulse, client, pcm, check_release: bool = True) -> str:
    """Hold push-to-talk through the API while the speech plays into the microphone; returns the
    utterance id (the release must name the same utterance, unless it may have failed already)."""
    start = pulse.mic.say(pcm)
    time.sleep(max(0.0, start - time.monotonic()))
    uid = client.ptt_press()["utterance"]
    pulse.mic.wait_idle()
    time.sleep(0.1)
    released = client.ptt_release()["utterance"]
    assert released == uid or not check_release, (released, uid)
    return uid


def spoken_turn(pulse, client, events, pcm) -> tuple[dict | None, list[str]]:
    """Say pcm into the microphone with push-to-talk held; the turn's intent (or error) event and the
    sentences of its reply, read from events (client.events of intent, reply.sentence, tts.end, error,
    state) until the reply has been said, or the daemon is idle again after a turn that said nothing."""
    uid = speak_command(pulse, client, pcm, check_release=False)
    got, said = None, []
    for ev in events:
        if ev["type"] == "state":         # a turn with nothing to say ("stop") ends idle, with no tts.end
            if got is not None and not said and ev.get("state") == "idle":
                break
            continue
        if ev.get("id") != uid:
            continue
        if ev["type"] in ("intent", "error") and got is None:
            got = ev
        elif ev["type"] == "reply.sentence":
            said.append(ev["text"])
        if ev["type"] in ("tts.end", "error"):
            break
    return got, said


def _toml(conf: dict) -> str:
    lines = []
    for section, table in conf.items():
        lines.append(f"[{section}]")
        for k, v in table.items():
            if isinstance(v, bool):
                lines.append(f"{k} = {'true' if v else 'false'}")
            elif isinstance(v, (int, float)):
                lines.append(f"{k} = {v}")
            elif isinstance(v, list):
                lines.append(f"{k} = [{', '.join(json.dumps(str(x)) for x in v)}]")
            else:
                lines.append(f'{k} = "{v}"')
    return "\n".join(lines) + "\n"


PR_SET_NO_NEW_PRIVS = 38
PR_SET_MDWE, PR_MDWE_REFUSE_EXEC_GAIN = 65, 1


# libfaketime 0.9.10 (Debian 12) with FAKETIME_DONT_FAKE_MONOTONIC moves the monotonic deadline of clock_nanosleep(TIMER_ABSTIME)
# by the faked offset, and Python 3.11's time.sleep uses it: every sleep failed with EINVAL (libfaketime issue 426), which
# killed the speaker's idle thread in each daemon started with a clock. Waits on locks and events are right under it.
_FAKETIME_SLEEP = """import threading, time
_never = threading.Event()
def _sleep(seconds):
    if seconds < 0:
        raise ValueError("sleep length must be non-negative")
    _never.wait(seconds)
time.sleep = _sleep
"""


def faketime_library() -> Path:
    # the synchronised build: the plain one parses FAKETIME again every 10 s into a static buffer that the daemon's
    # threads share (libfaketime issues 151 and 547), and clocked daemons died of SIGSEGV now and then (session 72:
    # 2 of ~45 spoken turns, the "no answer within 60 s" of ptt.release in earlier clean-clone runs)
    found = sorted(Path("/usr/lib").glob("*/faketime/libfaketimeMT.so.1"))
    if not found:
        raise RuntimeError("libfaketime is not installed (Debian package faketime; scripts/setup.sh installs it)")
    return found[0]


def _before_exec(restrict: tuple[str, ...], cgroup: Path | None) -> None:
    if cgroup is not None:
        (cgroup / "cgroup.procs").write_text(f"{os.getpid()}\n")
    if restrict:
        restrict_like_the_unit(restrict)


def restrict_like_the_unit(settings: tuple[str, ...]) -> None:
    """In the child before exec: no new privileges; memory never both writable and executable
    (the kernel's MDWE: what systemd's MemoryDenyWriteExecute=yes enforces with seccomp)."""
    import ctypes
    libc = ctypes.CDLL(None, use_errno=True)
    if "NoNewPrivileges" in settings and libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS)")
    if "MemoryDenyWriteExecute" in settings and libc.prctl(PR_SET_MDWE, PR_MDWE_REFUSE_EXEC_GAIN, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_MDWE) (Linux >= 6.3)")
