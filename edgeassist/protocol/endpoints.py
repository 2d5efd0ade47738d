"""Where the sockets live, who may use them, and keeping out who may not."""
from __future__ import annotations

import errno
import grp
import os
import socket
from pathlib import Path

DEFAULT_DIR = "/run/edgeassist"


class EndpointError(Exception):
    """An endpoint cannot be used; the message names it."""


def fallback_dir() -> Path:
    base = os.environ.get("XDG_RUNTIME_DIR") or f"/tmp/edgeassist-{os.getuid()}"
    return Path(base) / "edgeassist"


def resolve(endpoint: str, for_bind: bool) -> str:
    """The default ipc endpoints live in /run/edgeassist (systemd's RuntimeDirectory). When that
    is not ours to use — the daemon run by hand as a user — both daemon and clients use
    $XDG_RUNTIME_DIR/edgeassist instead, so that the two still meet."""
    if not endpoint.startswith("ipc://"):
        if not endpoint.startswith("tcp://"):
            raise EndpointError(f"{endpoint}: only ipc:// and tcp:// endpoints are supported")
        return endpoint
    path = Path(endpoint[len("ipc://"):])
    if str(path.parent) != DEFAULT_DIR:
        return endpoint
    alt = fallback_dir() / path.name
    if for_bind:
        try:
            path.parent.mkdir(mode=0o750, parents=True, exist_ok=True)
            if os.access(path.parent, os.W_OK):
                return endpoint
        except OSError:
            pass
        alt.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        return f"ipc://{alt}"
    return endpoint if path.exists() or not alt.exists() else f"ipc://{alt}"


def ipc_path(endpoint: str) -> Path | None:
    return Path(endpoint[len("ipc://"):]) if endpoint.startswith("ipc://") else None


def clear_stale(endpoint: str) -> None:
    """Remove a socket file left by a killed daemon; refuse if a live one answers on it."""
    path = ipc_path(endpoint)
    if path is None or not path.exists():
        return
    if not path.is_socket():
        raise EndpointError(f"{path}: exists and is not a socket; remove it or choose another endpoint")
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        s.connect(str(path))
    except OSError as e:
        if e.errno in (errno.ECONNREFUSED, errno.ENOENT):
            path.unlink(missing_ok=True)
            return
        raise EndpointError(f"{path}: cannot check the existing socket ({e.strerror})") from None
    finally:
        s.close()
    raise EndpointError(f"{path}: another edgeassist daemon is serving here")


def secure_ipc(endpoint: str, mode: int, group: str) -> None:
    path = ipc_path(endpoint)
    if path is None:
        return
    if group:
        try:
            gid = grp.getgrnam(group).gr_gid
        except KeyError:
            raise EndpointError(f"api.socket_group: no such group {group!r}") from None
        os.chown(path, -1, gid)
    os.chmod(path, mode)


def check_tcp_security(endpoint: str, secret_key: str, allowed_dir: str) -> None:
    if endpoint.startswith("tcp://") and not (secret_key and allowed_dir):
        raise EndpointError(f"{endpoint}: tcp:// endpoints need CURVE: set api.curve_secret_key and "
                            f"api.curve_allowed_dir (create keys with `edgeassist keys generate`)")
