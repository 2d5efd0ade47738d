"""Reading the Wyoming protocol safely (JSON header lines, an optional data block, an optional
binary payload): every length is checked before anything is read, so a client that lies about
its payload or sends a line of a megabyte gets an error instead of our memory."""
from __future__ import annotations

import asyncio
import ipaddress
import json
from urllib.parse import urlparse

from wyoming.event import Event

MAX_LINE = 64 * 1024          # one JSON header line (asyncio's stream limit)
MAX_DATA = 64 * 1024          # the extra data block of an event
MAX_PAYLOAD = 2 * 1024 * 1024  # one audio chunk (1 s of 48 kHz 32-bit stereo is 384 KB)


class BadEvent(Exception):
    """The stream cannot be read on: the connection gets an `error` and is closed."""


def is_loopback(uri: str) -> bool:
    """A unix socket, or a tcp host that only this machine reaches."""
    u = urlparse(uri)
    if u.scheme != "tcp":
        return True
    if u.hostname == "localhost":
        return True
    try:
        return ipaddress.ip_address(u.hostname).is_loopback
    except ValueError:
        return False


async def read_event(reader: asyncio.StreamReader, timeout: float) -> Event | None:
    """The next event, None at the end of the stream; BadEvent for what cannot be read."""
    try:
        line = await asyncio.wait_for(reader.readline(), timeout)
    except ValueError:
        raise BadEvent(f"a header line longer than {MAX_LINE} bytes") from None
    if not line:
        return None
    try:
        header = json.loads(line)
    except ValueError:
        raise BadEvent("a header that is not JSON") from None
    if not isinstance(header, dict) or not isinstance(header.get("type"), str):
        raise BadEvent("a header without a string 'type'")
    data = header.get("data") or {}
    if not isinstance(data, dict):
        raise BadEvent("'data' must be an object")
    n_data, n_payload = header.get("data_length") or 0, header.get("payload_length") or 0
    for name, n, most in (("data_length", n_data, MAX_DATA), ("payload_length", n_payload, MAX_PAYLOAD)):
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= most:
            raise BadEvent(f"'{name}' must be a whole number from 0 to {most}")
    if n_data:
        try:
            extra = json.loads(await asyncio.wait_for(reader.readexactly(n_data), timeout))
        except ValueError:
            raise BadEvent("the data block is not JSON") from None
        if not isinstance(extra, dict):
            raise BadEvent("the data block must be an object")
        data.update(extra)
    payload = await asyncio.wait_for(reader.readexactly(n_payload), timeout) if n_payload else None
    return Event(type=header["type"], data=data, payload=payload)


def format_problem(rate, width, channels) -> str | None:
    ok = (isinstance(rate, int) and 4000 <= rate <= 192000 and width in (1, 2, 3, 4)
          and isinstance(channels, int) and 1 <= channels <= 8)
    return None if ok else (f"rate {rate!r}, width {width!r}, channels {channels!r}: want a rate of "
                            "4000-192000 Hz, 1-4 bytes a sample and 1-8 channels")
