"""Speech recognition: which engine asr.engine means on this board, and building it from the
configuration (the one place recognizers are made). The interface: engines/recognizer.py."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from .recognizer import AsrError, Recognizer, Transcript, snap  # noqa: F401 - the names callers use


def load_phrases(path: str | Path) -> list[str]:
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise AsrError(f"{p}: no such phrases file") from None
    except (OSError, ValueError) as e:
        raise AsrError(f"{p}: not a JSON list of phrases ({e})") from None
    if not isinstance(data, list) or not all(isinstance(x, str) and x.strip() for x in data) or not data:
        raise AsrError(f"{p}: must be a JSON list of non-empty phrases")
    return [" ".join(x.lower().split()) for x in data]


@dataclass(frozen=True)
class Choice:
    """The engine asr.engine resolves to, its model directory, and why (doctor, the log)."""
    engine: str
    model_dir: Path
    why: str = ""


def model_problem(engine: str, model_dir: Path) -> str | None:
    if engine == "whisper":
        from .whisper import model_problem
    elif engine == "vosk":
        from .vosk import model_problem
    elif engine == "pocketsphinx":
        from .pocketsphinx import model_problem
    else:
        return f"unknown ASR engine {engine!r}"
    return model_problem(model_dir)


def choose(cfg, topo=None) -> Choice:
    """What asr.engine means on this board. auto: Whisper when its model is present and the board
    can afford it (whisper.affordable), else Vosk when its model is present, else pocketsphinx."""
    from .pocketsphinx import default_model_dir
    a = cfg.asr
    if a.engine == "wyoming":          # the hub's service; the board's own choice reads when it cannot
        import dataclasses
        local = choose(dataclasses.replace(cfg, asr=dataclasses.replace(a, engine="auto")), topo)
        return Choice(local.engine, local.model_dir, f"asr.engine wyoming: {a.server or '(no asr.server)'}, "
                                                     f"falling back to {local.engine} ({local.why})")
    dirs = {"whisper": cfg.model_path(a.whisper_model), "vosk": cfg.model_path(a.vosk_model),
            "pocketsphinx": cfg.model_path(a.pocketsphinx_model) if a.pocketsphinx_model else None}
    if a.engine != "auto":
        return Choice(a.engine, dirs[a.engine] or default_model_dir(), "asr.engine")
    reasons = []
    whisper_problem = model_problem("whisper", dirs["whisper"])
    if whisper_problem is None and not cfg.model_path(a.vad_model).is_file():
        whisper_problem = "no voice activity model"
    if whisper_problem is None:
        from .whisper import affordable
        from .. import sysinfo
        ok, why = affordable(topo or sysinfo.read_topology())
        if ok:
            return Choice("whisper", dirs["whisper"], f"auto: {why}")
        reasons.append(f"not Whisper: {why}")
    else:
        reasons.append(f"not Whisper: {whisper_problem}")
    if model_problem("vosk", dirs["vosk"]) is None:
        return Choice("vosk", dirs["vosk"], "auto: " + "; ".join(reasons) + "; a Vosk model is present")
    return Choice("pocketsphinx", dirs["pocketsphinx"] or default_model_dir(),
                  "auto: " + "; ".join(reasons + ["no Vosk model"]))


def create(engine: str, model_dir: Path, word_timings: bool = False, cache_dir: Path | None = None,
           **options) -> Recognizer:
    """Load the model once (at start-up). cache_dir: where pocketsphinx keeps its dictionary cut
    to the language model's words (built on first use). options: the engine's own settings
    (Whisper: beam_size, threads, compute_type, live)."""
    problem = model_problem(engine, model_dir)
    if problem:
        raise AsrError(problem)
    if engine == "whisper":
        from .whisper import WhisperRecognizer
        return WhisperRecognizer(model_dir, word_timings, **options)
    if engine == "vosk":
        from .vosk import VoskRecognizer
        return VoskRecognizer(model_dir, word_timings)
    from .pocketsphinx import SphinxRecognizer
    return SphinxRecognizer(model_dir, word_timings, cache_dir)


def build(cfg, choice: Choice | None = None, plan=None, cache_dir: Path | None = None) -> Recognizer:
    """The recognizer the configuration asks for, with its settings (the one way to make one)."""
    choice = choice or choose(cfg)
    options = {}
    if choice.engine == "whisper":
        a = cfg.asr
        threads = a.whisper_threads or (min(4, len(plan.llm_cpus)) if plan else 2)
        options = dict(beam_size=a.whisper_beam_size, threads=threads, compute_type=a.whisper_compute_type,
                       live=a.whisper_live, vad=cfg.model_path(a.vad_model))
    rec = create(choice.engine, choice.model_dir, cfg.asr.word_timings, cache_dir, **options)
    if cfg.asr.engine == "wyoming":
        from .wyoming_asr import Link, WyomingRecognizer
        if not cfg.asr.server:
            raise AsrError("asr.engine wyoming needs asr.server = \"tcp://HOST:PORT\"")
        return WyomingRecognizer(Link(cfg.asr.server, cfg.asr.server_timeout_s, cfg.asr.server_retry_s), rec)
    return rec


def transcribe(rec: Recognizer, pcm, phrases: list[str] | None = None) -> dict:
    """A whole 16 kHz utterance through a loaded recognizer, 100 ms at a time as if spoken:
    {text, engine, partials, timings, words?}. Raises AsrError (e.g. phrases it cannot use)."""
    import time
    rec.start(phrases, live=False)
    partials = []
    t0 = time.perf_counter()
    for i in range(0, len(pcm), 1600):
        p = rec.feed(pcm[i:i + 1600].tobytes())
        if p:
            partials.append(p)
    t1 = time.perf_counter()
    tr = rec.finish()
    t2 = time.perf_counter()
    out = {"text": tr.text, "engine": rec.engine, "partials": partials,
           "timings": {"audio_ms": round(len(pcm) / 16, 1), "decode_ms": round((t1 - t0) * 1000, 1),
                       "final_after_end_ms": round((t2 - t1) * 1000, 1)}}
    if tr.words:
        out["words"] = tr.words
    return out
