#!/usr/bin/env bash
# Installs edgeassist as a systemd service on a device (Raspberry Pi OS 64-bit / Debian 12):
# a system user, the package in /opt/edgeassist/venv, the models in /var/lib/edgeassist/models,
# the config in /etc/edgeassist/config.toml (kept if it exists) and the unit. Run as root from a
# checkout:  sudo scripts/install-service.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" -eq 0 ] || { echo "run as root: sudo $0" >&2; exit 1; }
src=$(pwd)

./scripts/setup.sh                                   # Debian packages, build of llama-cpp-python (cached)

id edgeassist >/dev/null 2>&1 || useradd --system --home-dir /var/lib/edgeassist --no-create-home \
  --shell /usr/sbin/nologin --groups audio,input edgeassist
usermod -a -G audio,input edgeassist

install -d -m 0755 /opt/edgeassist
rm -rf /opt/edgeassist/src
cp -r "$src" /opt/edgeassist/src
rm -rf /opt/edgeassist/src/.venv /opt/edgeassist/src/models/*.gguf /opt/edgeassist/src/models/*.onnx* \
  /opt/edgeassist/src/models/vosk-model-*
[ -x /opt/edgeassist/venv/bin/python ] || python3 -m venv /opt/edgeassist/venv
/opt/edgeassist/venv/bin/python -m pip install -q --upgrade "pip>=24"
/opt/edgeassist/venv/bin/python -m pip install -q "/opt/edgeassist/src[systemd]"

install -d -m 0750 -o edgeassist -g edgeassist /var/lib/edgeassist /var/lib/edgeassist/models
cp /opt/edgeassist/src/models/manifest.json /opt/edgeassist/src/models/README.md /var/lib/edgeassist/models/
EDGEASSIST_MODELS=/var/lib/edgeassist/models /opt/edgeassist/venv/bin/edgeassist models install \
  --wheel-cache /var/cache/edgeassist-wheels
chown -R edgeassist:edgeassist /var/lib/edgeassist

install -d -m 0755 /etc/edgeassist
[ -f /etc/edgeassist/config.toml ] || install -m 0644 docs/config.example.toml /etc/edgeassist/config.toml
EDGEASSIST_MODELS=/var/lib/edgeassist/models /opt/edgeassist/venv/bin/edgeassist \
  --config /etc/edgeassist/config.toml config check

install -m 0644 systemd/edgeassist.service /etc/systemd/system/edgeassist.service
systemctl daemon-reload
systemctl enable --now edgeassist.service
systemctl --no-pager status edgeassist.service || true
echo "installed. Logs: journalctl -u edgeassist -f   Events: sudo -u edgeassist /opt/edgeassist/venv/bin/edgeassist events"
