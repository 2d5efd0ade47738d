"""What every sub-command shares: the one-line user error, the configuration, the client of the
running daemon, and the options of commands that talk to it."""
from __future__ import annotations


class UserError(Exception):
    """Shown as one line and exit code 2 (or the code given), never a traceback."""

    def __init__(self, message: str, code: int = 2):
        super().__init__(message)
        self.code = code


def load_config(args):
    from .. import config
    try:
        return config.load(args.config)
    except config.ConfigError as e:
        raise UserError(f"config error: {e}") from None



def ms(d: dict) -> dict:
    return {k.replace("_s", "_ms") if k.endswith("_s") else k: round(v * 1000, 1) if k.endswith("_s") else v
            for k, v in d.items()}


def client(args):
    from ..client import Client, ClientError
    cfg = load_config(args)
    try:
        return Client.from_config(cfg, timeout=args.timeout)
    except ClientError as e:
        raise UserError(str(e), 3) from None


def call(args, method: str, *a, **kw):
    from ..client import ClientError, RemoteError
    c = client(args)
    try:
        return getattr(c, method)(*a, **kw)
    except RemoteError as e:
        raise UserError(f"{e.code}: {e.message}", 1) from None
    except ClientError as e:
        raise UserError(str(e), 3) from None
    finally:
        c.close()



def add_options(p, local: bool = True) -> None:
    """--local (run the engines in this process) and --timeout, for commands that use the daemon."""
    if local:
        p.add_argument("--local", action="store_true", help="run the engines in this process, not the daemon")
    p.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for the daemon")


def recognizer(cfg):
    """The configured recognizer, told the words of the built-in and configured intents (as the
    daemon's is). Raises AsrError, ConfigError, IntentError."""
    from ..runtime import build_recognizer, build_registry
    return build_recognizer(cfg, build_registry(cfg))
