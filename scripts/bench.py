#!/usr/bin/env python3
"""edgeassist benchmark: every speed and footprint figure, measured in one run on this machine,
printed as a table and written as JSON. Medians (and p95) because these machines are noisy.

    .venv/bin/python scripts/bench.py [--only asr,tts,stop,llm,daemon,load,spoken,knowledge,smalltalk] [--json bench.json] [-n 24]
    .venv/bin/python scripts/bench.py --profile pi4 --only calibrate,engines    # a SIMULATED Pi 4
    .venv/bin/python scripts/bench.py --only daemon --hub --set llm.local=false --set tts.int8=on   # a 1 GB board

Sections:
  asr     final transcript after the end of a ~2 s utterance, real-time factor, RSS, per engine;
          word error rates on real people's recordings and on noisy Piper commands, each on a set
          tuned on and a set held out (edgeassist/testing/corpus.py)
  start   (not in the default run) start -> READY=1 and the first status, cold (empty cache) and
          warm, then the first spoken command
  tts     time to the first audio of a two-sentence reply, and real-time factor (Piper joe-medium)
  stop    Speaker.stop() to silence written to the device
  llm     tokens/s with and without a grammar; time to first token with and without the prefix
          cache; a full intent answer for 10-word commands
  daemon  (includes the API: status round trip over ipc, requests/s from 4 client processes)
  daemon  push-to-talk release -> first audio, measured from outside (speech into the microphone,
          sound from the speaker's monitor) next to the naive sequential pipeline in the same run;
          the daemon's own per-stage timings; start -> READY; idle CPU; peak RSS. The commands
          are held-out phrasings (built-in, app intents, chat) with pink noise
  load    the same with every core kept busy by another program (stress-ng), against quiet
  spoken  intent accuracy of the dev, own and held-out sets spoken into the daemon
  knowledge  held-out questions for the library's knowledge spoken into the daemon: right entry,
          questions it does not cover answered from it, release -> first sound of the answer
  engines the daemon with each recogniser (Whisper, pocketsphinx) on held-out spoken commands:
          release -> first sound, the right intent (not in the default run: ask for it)
  calibrate  (with --profile) each engine's public figure on the board against this machine,
          free and under the profile's CPU limit (edgeassist/testing/boards.py)

--profile BOARD runs every daemon of the run under the board's CPU limits (cgroup CPU
bandwidth limits, one for the daemon and one for each of the LLM's and Piper's calls:
docs/performance.md, "Board profiles"): the figures are a simulation. The daemons are timed
once they have settled after their start (their CPU idle).

--hub starts a hub on this machine (llama-cpp-python's server on the default model, one thread)
and points every daemon's llm.server at it: with --set llm.local=false the daemons hold no model
of their own, as on a 1 GB board (README: Several rooms). Its RSS is not the daemon's.

The sections live in scripts/benchparts/: engine_runs (asr, tts, stop, llm), daemon_runs (api,
daemon, load, and the helpers that start and speak to daemons), spoken_runs (spoken, knowledge,
smalltalk, chat, engines), profiles (calibrate); common holds the results and the run's profile.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from edgeassist import config  # noqa: E402
from benchparts.common import DAEMON_SETTINGS, RESULTS, Run  # noqa: E402
from benchparts.daemon_runs import bench_daemon, bench_load, bench_start  # noqa: E402
from benchparts.engine_runs import bench_asr, bench_llm, bench_stop, bench_tts  # noqa: E402
from benchparts.profiles import bench_calibrate  # noqa: E402
from benchparts.spoken_runs import bench_chat, bench_engines, bench_knowledge, bench_smalltalk, bench_spoken  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", default="asr,tts,stop,llm,daemon,load,spoken,knowledge,smalltalk,chat")
    ap.add_argument("--json", default="bench.json")
    ap.add_argument("-n", type=int, default=24, help="spoken commands for the latency figures")
    ap.add_argument("--profile", default=None, metavar="BOARD",
                    help="run every daemon under a board's CPU profile (testing/boards.py: pi4); "
                         "the figures are a simulation")
    ap.add_argument("--share", type=float, default=None,
                    help="with --profile: this share of each core for the whole daemon, every engine "
                         "alike, instead of the profile's (to bracket it)")
    ap.add_argument("--engines", default="whisper,pocketsphinx", help="the recognisers of the engines section")
    ap.add_argument("--set", action="append", default=[], metavar="SECTION.KEY=VALUE",
                    help="a setting of the daemon under test (TOML value), e.g. asr.whisper_live=false")
    ap.add_argument("--hub", action="store_true",
                    help="a hub on this machine (llama-cpp-python's server, the default model) as every daemon's llm.server")
    args = ap.parse_args()
    import tomllib
    for item in args.set:
        key, _, value = item.partition("=")
        section, _, name = key.partition(".")
        try:
            DAEMON_SETTINGS.setdefault(section, {})[name] = tomllib.loads(f"v = {value}")["v"]
        except tomllib.TOMLDecodeError:
            DAEMON_SETTINGS.setdefault(section, {})[name] = value     # a bare word: a string (llm.kv_cache=q8_0)
    only = set(args.only.split(","))
    cfg = config.Config()
    voice = cfg.model_path(cfg.tts.voice)
    print(f"edgeassist benchmark on {os.uname().machine}, {os.cpu_count()} cores ({time.strftime('%Y-%m-%d %H:%M')})")
    import contextlib
    stack = contextlib.ExitStack()
    if args.hub:
        from edgeassist.testing.daemon import free_port
        from edgeassist.testing.hub_faults import start_llama_server
        port = free_port()
        hub_dir = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        hub = start_llama_server(cfg.model_path(cfg.llm.model), port, hub_dir / "server.log")
        stack.callback(hub.wait, timeout=30)
        stack.callback(hub.terminate)
        DAEMON_SETTINGS.setdefault("llm", {})["server"] = f"http://127.0.0.1:{port}"
        RESULTS["hub"] = {"server": "llama_cpp.server", "model": cfg.llm.model, "threads": 1}
        print(f"hub: llama-cpp-python's server on {cfg.llm.model} at 127.0.0.1:{port} (one thread)")
    if args.profile:
        from edgeassist.testing import boards
        try:
            prof = boards.profile(args.profile)
            Run.profile = prof.name
            if "calibrate" in only:
                bench_calibrate(cfg, voice, prof)
            if args.share:
                import dataclasses
                prof = dataclasses.replace(prof, share=args.share)
            if only - {"calibrate"}:
                if not prof.share:
                    raise boards.LimitError(f"the {prof.name} profile has no calibrated share yet "
                                            f"(run --profile {prof.name} --only calibrate)")
                Run.limit = stack.enter_context(boards.CpuLimit(prof.share))
                engines = {}
                if prof.engines and not args.share:
                    try:
                        os.environ.update(stack.enter_context(boards.EngineLimits(prof)).env())
                        engines = dict(prof.engines)
                    except boards.LimitError as e:
                        print(f"bench.py --profile: {e}: one limit for every engine", file=sys.stderr)
                print(f"SIMULATION: every daemon runs under the {prof.name} profile ({prof.board}): "
                      f"{prof.share:.3f} of each of {os.cpu_count()} cores"
                      + "".join(f", {e} {x:.3f}" for e, x in engines.items()))
                RESULTS["profile"] = {"name": prof.name, "board": prof.board, "share": prof.share,
                                      "engines": engines, "simulation": True}
        except boards.LimitError as e:
            print(f"bench.py --profile: {e}", file=sys.stderr)
            Path(args.json).write_text(json.dumps(RESULTS, indent=1))
            return 2
    if "engines" in only:
        from edgeassist.testing.pulse import PulseServer
        with PulseServer() as pulse, tempfile.TemporaryDirectory() as cache:
            bench_engines(pulse, voice, Path(cache), args.n, tuple(args.engines.split(",")))
    if "asr" in only:
        bench_asr(cfg, voice)
    if "tts" in only:
        bench_tts(cfg, voice)
    if "llm" in only:
        bench_llm(cfg)
    if only & {"stop", "start", "daemon", "api", "spoken", "load", "knowledge", "smalltalk", "chat"}:
        from edgeassist.testing.pulse import PulseServer
        with PulseServer() as pulse, tempfile.TemporaryDirectory() as cache:
            if "stop" in only:
                bench_stop(voice)
            if "start" in only:
                bench_start(pulse, voice, Path(cache))
            if "daemon" in only or "api" in only:
                bench_daemon(pulse, voice, args.n, Path(cache))
            if "load" in only:
                bench_load(pulse, voice, Path(cache))
            if "spoken" in only:
                bench_spoken(pulse, voice, Path(cache))
            if "knowledge" in only:
                bench_knowledge(pulse, voice, Path(cache))
            if "smalltalk" in only:
                bench_smalltalk(pulse, voice, Path(cache))
            if "chat" in only:
                bench_chat(pulse, voice, Path(cache))
    stack.close()
    Path(args.json).write_text(json.dumps(RESULTS, indent=1))
    print(f"\nwritten: {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
