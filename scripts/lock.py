#!/usr/bin/env python3
"""The lock of the Python packages' exact versions (scripts/requirements.lock): the versions
the README's and docs' figures were measured with. scripts/setup.sh installs with it as pip's
constraints, so a board gets the same engines (their audio and timing change between versions:
piper-tts 1.8.0 moved every word error rate).

    .venv/bin/python scripts/lock.py update          # write the lock from .venv (deliberately: after
                                                     # re-measuring the figures with the new versions)
    .venv/bin/python scripts/lock.py check-aarch64   # every locked package has a Linux aarch64
                                                     # wheel for CPython 3.11, or a source package
                                                     # that setup builds (named)

check-aarch64 asks the package index for each locked package once (pip download --no-deps into
a temporary directory, deleted after): about 200 MB.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "scripts" / "requirements.lock"
HEADER = """\
# The exact versions of every Python package edgeassist installs (and the tests use), as
# measured: scripts/setup.sh installs with this file as pip's constraints (-c).
# Written by `scripts/lock.py update` from a virtual environment the figures were measured in;
# change it deliberately, re-measure, and run `scripts/lock.py check-aarch64`.
# CPython 3.11 (Debian 12 / Raspberry Pi OS Bookworm), x86_64 and aarch64.
"""
# built from source on every machine (setup compiles them: llama.cpp for the CPU at hand)
SOURCE_BUILT = {"llama-cpp-python", "systemd-python"}
PLATFORMS = ["manylinux_2_36_aarch64", "manylinux_2_35_aarch64", "manylinux_2_34_aarch64", "manylinux_2_28_aarch64",
             "manylinux_2_27_aarch64", "manylinux_2_17_aarch64", "manylinux2014_aarch64", "linux_aarch64"]


def norm(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def locked(path: Path = LOCK) -> dict[str, str]:
    """{name: version} of the lock (names normalised)."""
    out = {}
    for n, line in enumerate(path.read_text().splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, sep, version = line.partition("==")
        if not sep or not name.strip() or not version.strip():
            raise SystemExit(f"{path}:{n}: not 'name==version': {line!r}")
        out[norm(name.strip())] = version.strip()
    return out


def update(python: str) -> int:
    r = subprocess.run([python, "-m", "pip", "freeze", "--exclude-editable", "--all"],
                       capture_output=True, text=True, check=True)
    pins = sorted((ln for ln in r.stdout.splitlines() if "==" in ln and not ln.startswith(("setuptools==", "wheel=="))),
                  key=str.lower)
    LOCK.write_text(HEADER + "\n".join(pins) + "\n")
    print(f"{LOCK.relative_to(ROOT)}: {len(pins)} packages from {python}")
    return 0


def _download(args: list[str], tmp: str) -> tuple[bool, str]:
    r = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", tmp] + args,
                       capture_output=True, text=True)
    got = sorted(f.name for f in Path(tmp).iterdir())
    for f in Path(tmp).iterdir():
        f.unlink() if f.is_file() else None
    if r.returncode == 0 and got:
        return True, got[-1]
    return False, (r.stderr.strip().splitlines() or ["?"])[-1][:160]


def check_aarch64() -> int:
    """Each locked version: a wheel for Linux aarch64 and CPython 3.11, else its source package
    (what pip on the board builds: setup's Debian packages hold a compiler)."""
    bad = 0
    wheel = ["--only-binary", ":all:", "--python-version", "3.11", "--implementation", "cp",
             "--abi", "cp311", "--abi", "abi3", "--abi", "none"] + [x for p in PLATFORMS + ["any"] for x in ("--platform", p)]
    with tempfile.TemporaryDirectory() as tmp:
        for name, version in sorted(locked().items()):
            pin = f"{name}=={version}"
            ok, what = (False, "") if name in SOURCE_BUILT else _download(wheel + [pin], tmp)
            if ok:
                print(f"ok    {pin}: aarch64 wheel {what}")
                continue
            ok, what = _download(["--no-binary", ":all:", pin], tmp)
            if ok:
                print(f"ok    {pin}: no aarch64 wheel; source package {what} (built by pip on the board)")
            else:
                bad += 1
                print(f"FAIL  {pin}: neither an aarch64 wheel nor a source package ({what})")
    n = len(locked())
    print(f"{n - bad} of {n} locked packages have what an aarch64 board needs" + (f"; {bad} do not" if bad else ""))
    return 1 if bad else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=["update", "check-aarch64"])
    ap.add_argument("--python", default=str(ROOT / ".venv" / "bin" / "python"))
    args = ap.parse_args()
    return update(args.python) if args.what == "update" else check_aarch64()


if __name__ == "__main__":
    sys.exit(main())
