"""Reading a file a person wrote (intents, knowledge): one line naming the file when it cannot be read."""
from __future__ import annotations

from pathlib import Path


def read_text(path: Path, error: type[Exception], what: str) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error(f"{path}: no such {what}") from None
    except (OSError, UnicodeDecodeError) as e:
        raise error(f"{path}: cannot read the {what} ({e})") from None
