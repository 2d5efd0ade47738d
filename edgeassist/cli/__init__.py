"""The `edgeassist` command: one module per family of sub-commands (maintain: config, models,
doctor; local: ask, say, transcribe, listen; daemon: run, status, events, ptt, intents, volume,
keys; knowledge), each with its register(sub), all sharing cli.common. Engines are imported lazily
inside each command so that `--help` and `config check` start fast."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import daemon, keep, knowledge, local, maintain
from .common import UserError


# ------------------------------------------------------------------ parser

def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="edgeassist", description="Offline push-to-talk voice assistant.")
    p.add_argument("--config", metavar="FILE", help="configuration file (default: $EDGEASSIST_CONFIG, "
                   "then /etc/edgeassist/config.toml)")
    p.add_argument("--debug", action="store_true", help="debug logging")
    p.add_argument("--version", action="store_true", help="print the version")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    b = sub.add_parser("bench", help="measure every speed and footprint figure on this machine (scripts/bench.py)",
                       add_help=False)
    b.add_argument("args", nargs=argparse.REMAINDER)
    b.set_defaults(func=cmd_bench)

    for module in (maintain, local, daemon, knowledge, keep):
        module.register(sub)
    return p


def cmd_bench(args) -> int:
    """The benchmark lives in the source tree (it needs the test audio device helpers)."""
    import subprocess
    script = Path(__file__).resolve().parents[2] / "scripts" / "bench.py"
    if not script.is_file():
        raise UserError(f"{script} not found: the benchmark runs from a source checkout "
                        "(git clone, then ./scripts/setup.sh)")
    return subprocess.call([sys.executable, str(script), *args.args])


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["bench"]:          # every further argument is the benchmark's own
        try:
            return cmd_bench(argparse.Namespace(args=argv[1:]))
        except UserError as e:
            print(f"edgeassist: {e}", file=sys.stderr)
            return e.code
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.version:
        from .. import __version__
        print(__version__)
        return 0
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    from .. import logs
    logs.setup(args.debug)
    try:
        return args.func(args) or 0
    except UserError as e:
        print(f"edgeassist: {e}", file=sys.stderr)
        return e.code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
