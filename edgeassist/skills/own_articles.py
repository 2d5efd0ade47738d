"""The owner's own articles for the encyclopedia ([encyclopedia] articles): a JSON file in the vital
articles' format, read and checked here, merged with Wikipedia's into an index in daemon.cache_dir
(data.build_encyclopedia). A bad file is named with the entry and key that are wrong."""
from __future__ import annotations

import json
import logging
from pathlib import Path

log = logging.getLogger(__name__)


class ArticlesError(ValueError):
    """The owner's articles file cannot be used: the message names the file, the entry and the key."""


def read(path: Path) -> dict[str, dict]:
    """{title: {"title", "description", "extract", "topic"}} from {"Title": {"description", "extract"}, ...}
    or a list of {"title", "description", "extract"}."""
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise ArticlesError(f"[encyclopedia] articles: {path}: cannot be read ({e.strerror or e})") from None
    except (ValueError, UnicodeDecodeError) as e:
        raise ArticlesError(f"[encyclopedia] articles: {path}: not JSON ({e})") from None
    entries = raw.items() if isinstance(raw, dict) else ((None, a) for a in raw) if isinstance(raw, list) else None
    if entries is None:
        raise ArticlesError(f"[encyclopedia] articles: {path}: expected an object of titles or a list of articles")
    out: dict[str, dict] = {}
    for n, (title, a) in enumerate(entries, 1):
        where = f"[encyclopedia] articles: {path}: entry {n}" + (f" ({title!r})" if title else "")
        if not isinstance(a, dict):
            raise ArticlesError(f"{where}: expected an object with 'description' and 'extract'")
        title = a.get("title", title)
        for k, v in (("title", title), ("extract", a.get("extract")), ("description", a.get("description", ""))):
            if not isinstance(v, str) or (k != "description" and not v.strip()):
                raise ArticlesError(f"{where}: '{k}' must be {'a non-empty' if k != 'description' else 'a'} string")
        out[title] = {"title": title, "description": a.get("description", ""), "extract": a["extract"].strip(),
                      "topic": a.get("topic", "") if isinstance(a.get("topic", ""), str) else ""}
    return out


def index(models: Path, articles: str, cache: Path | str | None) -> Path | None:
    """[encyclopedia] articles merged with Wikipedia's, built once into daemon.cache_dir (again when
    either changes); none set: None. A bad file: one log line naming it, and Wikipedia's alone (None)."""
    if not articles or cache is None:
        return None
    from .data import DataMissing, build_encyclopedia
    try:
        return build_encyclopedia(models, log.info, own=read(Path(articles)), path=Path(cache) / "encyclopedia-own.sqlite")
    except (ArticlesError, DataMissing, OSError) as e:
        log.warning("encyclopedia: %s; answering from Wikipedia's articles alone", e)
        return None
