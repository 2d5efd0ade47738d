"""What is wrong with a configuration value, in words for the person who wrote it (None: right).
Each is named as a field's ``check`` in config.py."""
from __future__ import annotations


def _address(value: str):
    """(the parsed address, None), or (None, what is wrong with its port)."""
    from urllib.parse import urlparse
    u = urlparse(value)
    try:
        u.port
    except ValueError:
        return None, "the port must be a number from 1 to 65535"
    return u, None


def wyoming_uri_problem(uri: str) -> str | None:
    """What is wrong with a [wyoming] uri (None when it is empty or right)."""
    if not uri:
        return None
    u, problem = _address(uri)
    if problem:
        return problem
    port = u.port
    if u.scheme == "tcp":
        return None if u.hostname and port else "must be tcp://HOST:PORT, e.g. tcp://127.0.0.1:10700"
    if u.scheme == "unix":
        return None if u.path.startswith("/") else "must be unix:///ABSOLUTE/PATH"
    return "must be empty (off), tcp://HOST:PORT or unix:///PATH"


def wake_words_problem(words: list) -> str | None:
    if not words:
        return "is empty: name at least one wake word"
    return None


def zone_problem(name: str) -> str | None:
    if not name:
        return None
    from zoneinfo import ZoneInfo
    try:
        ZoneInfo(name)
        return None
    except (ValueError, KeyError, OSError):
        return f"unknown time zone {name!r} (an IANA name such as Europe/Berlin or America/New_York)"


def country_problem(code: str) -> str | None:
    if not code:
        return None
    if not (len(code) == 2 and code.isalpha() and code.isupper()):
        return "is not a two-letter ISO 3166 country code such as US, GB or DE"
    return None


def server_url_problem(url: str) -> str | None:
    """What is wrong with an [llm] server URL (None when it is empty or right)."""
    if not url:
        return None
    u, problem = _address(url)
    if problem:
        return problem
    if u.scheme not in ("http", "https") or not u.hostname:
        return "must be empty (off) or http(s)://HOST:PORT, e.g. http://hub.local:8080"
    if u.path.strip("/") or u.query:
        return "must be the server's address only (http://HOST:PORT), without a path"
    return None


def listen_problem(listen: str) -> str | None:
    """What is wrong with a [metrics] listen address (None when it is empty or right)."""
    if not listen:
        return None
    host, sep, port = listen.rpartition(":")
    if not sep or not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        return "must be HOST:PORT, e.g. 127.0.0.1:9464"
    return None


def asr_server_problem(uri: str) -> str | None:
    """What is wrong with an [asr] server (None when it is empty or right)."""
    if not uri:
        return None
    u, problem = _address(uri)
    if problem:
        return problem
    return None if u.scheme == "tcp" and u.hostname and u.port else "must be empty or tcp://HOST:PORT, e.g. tcp://hub.local:10300"
