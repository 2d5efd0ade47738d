#!/usr/bin/env bash
# The whole test suite, after making sure everything it needs is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
exec .venv/bin/python -m pytest -q "$@"
