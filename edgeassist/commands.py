"""Commands that use the engines or the daemon: ask, say, transcribe, listen, run, and the API clients."""
from __future__ import annotations


def register(sub) -> None:
    """Add this module's sub-commands to the `edgeassist` parser."""
