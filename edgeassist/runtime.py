"""The one wiring place: engines and stores built from the configuration, with the board's thread
plan, for the daemon, the CLI's --local commands, the bench and the tests."""
from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from pathlib import Path

from . import config as config_mod
from . import sysinfo

log = logging.getLogger(__name__)


def state_dir(cfg: config_mod.Config) -> Path:
    """daemon.state_dir, or a per-user directory when that is not writable (not running as a service)."""
    p = Path(cfg.daemon.state_dir)
    try:
        p.mkdir(parents=True, exist_ok=True)
        if os.access(p, os.W_OK):
            return p
    except OSError:
        pass
    alt = Path(os.environ.get("XDG_STATE_HOME", Path.home() / ".local" / "state")) / "edgeassist"
    alt.mkdir(parents=True, exist_ok=True)
    return alt


def cache_dir(cfg: config_mod.Config) -> Path:
    """daemon.cache_dir, or a cache beside the state: what is derived from the models once."""
    return Path(cfg.daemon.cache_dir) if cfg.daemon.cache_dir else state_dir(cfg) / "cache"


class PrefixCache:
    """Evaluated prompt prefixes saved beside the state, keyed by model file and prompt tokens,
    so that a restart skips re-evaluating ~1000 prompt tokens (about 4 s on 2 cores)."""

    def __init__(self, directory: Path, model_path: Path):
        self.dir = directory
        st = model_path.stat()
        self.model_key = f"{model_path.resolve()}:{st.st_size}:{st.st_mtime_ns}"

    def _path(self, name: str, tokens: list[int]) -> Path:
        h = hashlib.sha256(self.model_key.encode() + b"|" + ",".join(map(str, tokens)).encode()).hexdigest()
        return self.dir / f"prefix-{name}-{h[:20]}.kv"

    def load(self, engine, name: str, tokens: list[int]) -> bool:
        p = self._path(name, tokens)
        return p.exists() and engine.load_prefix(name, tokens, p)

    def load_values(self, name: str, tokens: list[int]) -> dict | None:
        """Numbers computed from a prompt (the intents' prior scores), saved by save_values."""
        try:
            data = json.loads(self._path(name, tokens).with_suffix(".json").read_text())
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None

    def save_values(self, name: str, tokens: list[int], values: dict) -> None:
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
            for old in self.dir.glob(f"prefix-{name}-*.json"):
                old.unlink(missing_ok=True)
            self._path(name, tokens).with_suffix(".json").write_text(json.dumps(values))
        except OSError as e:
            log.warning("cannot save the prompt cache in %s (%s)", self.dir, e.strerror)

    def save(self, engine, name: str, tokens: list[int]) -> None:
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
            for old in self.dir.glob(f"prefix-{name}-*.kv"):
                old.unlink(missing_ok=True)
            engine.save_prefix(name, self._path(name, tokens))
        except OSError as e:
            log.warning("cannot save the prompt cache in %s (%s); the next start evaluates it again",
                        self.dir, e.strerror)


def thread_plan(cfg: config_mod.Config) -> sysinfo.ThreadPlan:
    """Which cores and how many threads each engine gets on this board (sysinfo.thread_plan)."""
    return sysinfo.thread_plan(sysinfo.read_topology(), cfg.llm.n_threads, cfg.tts.n_threads)


INT8_VOICE_RAM_MB = 2048     # tts.int8 = auto: the voice's int8 copy on boards with this much RAM or less


def build_tts(cfg: config_mod.Config, plan: sysinfo.ThreadPlan | None = None):
    """The voice of [tts]: Piper, or a Wyoming service with Piper as its fallback. Raises TtsError."""
    from .engines.piper import PiperTts
    plan = plan or thread_plan(cfg)
    int8 = cfg.tts.int8 == "on" or cfg.tts.int8 == "auto" and 0 < sysinfo.read_topology().mem_total_mb <= INT8_VOICE_RAM_MB
    voice = PiperTts(cfg.model_path(cfg.tts.voice), cfg.tts.speaker, cfg.tts.length_scale,
                     cfg.tts.noise_scale, cfg.tts.noise_w, plan.tts_threads, cfg.tts.memory_arena, int8)
    if cfg.tts.engine == "wyoming":     # a hub's service first, the board's voice as its fallback
        from .engines import wyoming_tts
        return wyoming_tts.build(cfg, voice)
    return voice


def build_recognizer(cfg: config_mod.Config, registry, choice=None, plan: sysinfo.ThreadPlan | None = None):
    """The recogniser of [asr] (engines/asr.py chooses), told the words of the registered intents
    at each reading (they decide between close hypotheses). Raises AsrError."""
    from .engines import asr
    from .nlu.matcher import command_vocabulary
    rec = asr.build(cfg, choice, plan or thread_plan(cfg), cache_dir(cfg))
    rec.bias(lambda: command_vocabulary(registry))
    return rec


def build_engine(cfg: config_mod.Config, plan: sysinfo.ThreadPlan | None = None):
    """The board's model, or with [llm] local = false none (everything that needs one goes to the
    hub). Raises LlmError."""
    from .engines.llama import LlamaEngine, LlmError
    if not cfg.llm.local:
        if not cfg.llm.server:
            raise LlmError('llm.local = false needs llm.server (a hub\'s server); set llm.server or llm.local = true')
        from .engines.no_model import NoLocalModel
        return NoLocalModel()
    plan = plan or thread_plan(cfg)
    return LlamaEngine(cfg.model_path(cfg.llm.model), n_ctx=cfg.llm.n_ctx or plan.n_ctx, n_threads=plan.llm_threads,
                       n_batch=cfg.llm.n_batch or plan.n_batch, use_mmap=cfg.llm.use_mmap, use_mlock=cfg.llm.use_mlock,
                       cpus=plan.llm_cpus if plan.big_little else (), fit_ctx=not cfg.llm.n_ctx,
                       chat_template=cfg.llm.chat_template, kv_budget_mb=plan.kv_mb, kv_cache=cfg.llm.kv_cache)


class LazyEngine:
    """The board's model, loaded when it is first used: the daemon's thread that reads the prompts
    after READY loads it (a turn that needs it meanwhile waits). The file's header is read at once,
    so a missing or broken model is still named at the start."""
    remote_only = False

    def __init__(self, cfg: config_mod.Config, plan: sysinfo.ThreadPlan | None = None):
        from . import gguf
        gguf.read_header(cfg.model_path(cfg.llm.model))      # GGUFError naming the file
        self._load = lambda: build_engine(cfg, plan)
        self._engine = None
        self._lock = threading.Lock()

    def __getattr__(self, name: str):
        if self._engine is None:
            with self._lock:
                if self._engine is None:
                    self._engine = self._load()
        return getattr(self._engine, name)


def build_registry(cfg: config_mod.Config, intents_file: str | None = None):
    from .skills import builtin_intents
    from .nlu.intents import Registry, load_intents_file
    path = intents_file or cfg.llm.intents
    return Registry(builtin_intents(), load_intents_file(path) if path else [])


def build_understander(cfg: config_mod.Config, intents_file: str | None = None, engine=None, registry=None,
                       use_cache: bool = True, knowledge=None, skills=None, defer_prompts: bool = False):
    from .nlu.understand import Understander
    engine = engine or build_engine(cfg)
    registry = registry or build_registry(cfg, intents_file)
    cache = PrefixCache(cache_dir(cfg), cfg.model_path(cfg.llm.model)) if use_cache and cfg.llm.local else None
    return Understander(engine, cfg.llm, registry, cache, knowledge, build_smalltalk(cfg), cfg.chat.decline.strip(),
                        cfg.chat.sure, skills=skills, hub=build_hub(cfg), defer_prompts=defer_prompts)


def build_hub(cfg: config_mod.Config):
    """The hub of [llm] server (engines/hub.py), or None; LlmError naming llm.server_key_file when it
    cannot be read."""
    from .engines.hub import Hub
    from .engines.llama import LlmError
    s = cfg.llm
    if not s.server:
        return None
    try:
        return Hub(s.server, s.server_model, s.server_key_file, s.server_timeout_s, s.server_retry_s, board_model=s.local)
    except OSError as e:
        raise LlmError(f"llm.server_key_file {s.server_key_file}: cannot be read ({e.strerror or e})") from None


def build_skills(cfg: config_mod.Config, state: Path | None, on_error=None, emit=None):
    """The skills (edgeassist/skills) keeping their state in state (None: in memory), in [alarms] timezone."""
    from zoneinfo import ZoneInfo
    from .skills import AlarmSettings, Skills
    from .skills.answers import Place
    a, p = cfg.alarms, cfg.place
    place = Place(p.country or country_of_locale(), p.name, p.latitude, p.longitude)
    return Skills(state, cfg.audio.volume, on_error=on_error, tz=ZoneInfo(a.timezone) if a.timezone else None,
                  settings=AlarmSettings(a.snooze_min, a.ring_s, a.missed_s, a.defer_s), emit=emit, place=place,
                  models_dir=cfg.daemon.models_dir,
                  embedder=(lambda: shared_embedder(cfg)) if cfg.knowledge.embedding_model else None,
                  encyclopedia=(cfg.encyclopedia.enabled, cfg.encyclopedia.articles, cache_dir(cfg)))


def country_of_locale() -> str:
    """The country of LC_ALL / LC_TIME / LANG (en_GB.UTF-8 -> GB), else US."""
    import os
    import re
    for var in ("LC_ALL", "LC_TIME", "LANG"):
        m = re.match(r"[a-z]{2,3}_([A-Z]{2})\b", os.environ.get(var, ""))
        if m:
            return m.group(1)
    return "US"


def build_smalltalk(cfg: config_mod.Config):
    """The small talk of [chat] smalltalk (None when "off"); SmallTalkError naming the file. It
    finds small talk in words of its own with [knowledge] embedding_model (loaded when first needed)."""
    from .nlu.smalltalk import BUILTIN, SmallTalk, load
    name = cfg.chat.smalltalk.strip()
    if name == "off":
        return None
    embedder = (lambda: shared_embedder(cfg)) if cfg.knowledge.embedding_model else None
    return SmallTalk(load(Path(name).expanduser() if name else BUILTIN), embedder)


_EMBEDDERS: dict = {}
_EMBEDDERS_LOCK = threading.Lock()


def shared_embedder(cfg: config_mod.Config, log=None):
    """build_embedder, once per model directory in a process: knowledge and small talk share it
    (one mapping of its weights)."""
    key = str(cfg.model_path(cfg.knowledge.embedding_model)) if cfg.knowledge.embedding_model else ""
    with _EMBEDDERS_LOCK:
        if key not in _EMBEDDERS or _EMBEDDERS[key] is None:
            _EMBEDDERS[key] = build_embedder(cfg, log)
        return _EMBEDDERS[key]


def build_embedder(cfg: config_mod.Config, log=None):
    """The sentence-embedding model of [knowledge], or None (not configured, or missing: then
    knowledge is matched by words alone, and log says so)."""
    from .engines.embedder import Embedder, EmbedderError
    if not cfg.knowledge.embedding_model:
        return None
    try:
        return Embedder(cfg.model_path(cfg.knowledge.embedding_model))
    except EmbedderError as e:
        if log is not None:
            log(f"knowledge.embedding_model: {e}; questions are matched by their words alone")
        return None


def build_knowledge(cfg: config_mod.Config, files: list[str] | None = None, with_state: bool = True,
                    embedder=None, log=None):
    """The knowledge of [knowledge] files (or files), with the entries added through the API when
    with_state. Raises KnowledgeError naming the file, entry and field."""
    from .nlu.knowledge_store import KnowledgeStore
    if embedder is None:   # loaded when the first entry comes
        embedder = (lambda: shared_embedder(cfg, log)) if cfg.knowledge.embedding_model else None
    store = KnowledgeStore(cfg.knowledge.files if files is None else files,
                           state_dir(cfg) if with_state else None, embedder, cache_dir(cfg),
                           fallback=cfg.knowledge.fallback, ask_back=cfg.knowledge.ask_back)
    store.reload()
    return store
