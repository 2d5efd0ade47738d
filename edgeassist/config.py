"""Configuration: one TOML file parsed into typed, frozen settings per area.

Every key is optional. Each field carries its documentation and its allowed values in
its metadata, so that validation, ``config show`` and the reference in the README all
come from this one table.
"""
from __future__ import annotations

import dataclasses
import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .config_checks import (asr_server_problem, country_problem, listen_problem, server_url_problem, wake_words_problem,  # noqa: F401
                            wyoming_uri_problem, zone_problem)

DEFAULT_CONFIG_PATH = Path("/etc/edgeassist/config.toml")


class ConfigError(Exception):
    """A configuration problem, phrased for the person who wrote the file."""


def _f(default: Any, doc: str, *, lo: float | None = None, hi: float | None = None,
       choices: tuple | None = None, factory: Any = None, check: Any = None):
    """check(value) -> what is wrong with it, or None."""
    meta = {"doc": doc, "lo": lo, "hi": hi, "choices": choices, "check": check}
    if factory is not None:
        return field(default_factory=factory, metadata=meta)
    return field(default=default, metadata=meta)


def _default_models_dir() -> str:
    env = os.environ.get("EDGEASSIST_MODELS")
    if env:
        return env
    checkout = Path(__file__).resolve().parent.parent / "models"
    if (checkout / "manifest.json").exists():
        return str(checkout)
    return "/var/lib/edgeassist/models"


@dataclass(frozen=True)
class AudioSettings:
    """Microphone and speaker."""
    input_device: str = _f("", "Input device: a name substring or an index; empty = the default device.")
    output_device: str = _f("", "Output device: a name substring or an index; empty = the default device.")
    preroll_ms: int = _f(300, "Audio kept from before the button press, so a late press clips no word.", lo=0, hi=2000)
    max_utterance_s: float = _f(30.0, "An utterance longer than this ends by itself (0 = no limit).", lo=0, hi=600)
    volume: int = _f(80, "Initial speaker volume 0-100 (the last value set at run time is persisted and wins).", lo=0, hi=100)
    block_ms: int = _f(20, "Size of one audio block written to the output device (stop() silences within one block).", lo=5, hi=200)
    input_block_ms: int = _f(40, "How often the sound device hands over microphone audio (its period): a release waits for the audio on its way, up to this long, so nothing is clipped; shorter = final text a little sooner, more wake-ups of the sound server. While idle the microphone is read twice a second whatever this is.", lo=10, hi=200)


@dataclass(frozen=True)
class AsrSettings:
    """Speech recognition."""
    engine: str = _f("auto", "auto (Whisper when its model is present and the board is fast enough, else Vosk when its model is present, else pocketsphinx; docs/speech.md), whisper, vosk, pocketsphinx, or wyoming (a hub's Wyoming ASR service at asr.server, the board's auto choice as its fallback).",
                     choices=("auto", "whisper", "vosk", "pocketsphinx", "wyoming"))
    server: str = _f("", "With engine = wyoming: the service, tcp://HOST:PORT (wyoming-faster-whisper, or another edgeassist's [wyoming] uri).",
                     check=asr_server_problem)
    server_timeout_s: float = _f(2.0, "The service's transcript must come within this after the release, else the board reads the kept audio.", lo=0.1, hi=60.0)
    server_retry_s: float = _f(5.0, "While the service is down it is asked (describe) this often.", lo=0.5, hi=600.0)
    whisper_model: str = _f("whisper-tiny.en", "Whisper model directory in CTranslate2 form (relative paths are inside daemon.models_dir).")
    whisper_beam_size: int = _f(5, "Whisper's beam width: 1 is greedy (~30 ms faster per command, more words wrong: docs/speech.md).", lo=1, hi=10)
    whisper_threads: int = _f(0, "Threads Whisper reads with; 0 = chosen from the CPU topology (the cores the model uses, idle while someone speaks).", lo=0, hi=64)
    whisper_compute_type: str = _f("int8", "Whisper's weights and arithmetic: int8 (least memory, steady when other programs load the CPU), int8_float32 or float32.",
                                   choices=("int8", "int8_float32", "float32"))
    vad_model: str = _f("silero_vad_v6.onnx", "Silero voice activity model Whisper finds the speech and its pauses with (relative paths are inside daemon.models_dir).")
    whisper_live: bool = _f(True, "Read the words while the button is still held, whenever the speaker pauses: the reply can be ready at the release. Costs CPU during the hold.")
    vosk_model: str = _f("vosk-model-small-en-us-0.15", "Vosk model directory (relative paths are inside daemon.models_dir).")
    pocketsphinx_model: str = _f("", "pocketsphinx model directory; empty = the English model inside the pocketsphinx wheel.")
    phrases: str = _f("", "Optional JSON file with a list of phrases: recognise only these (command-only setups).")
    word_timings: bool = _f(False, "Ask the engine for word start/end times.")


@dataclass(frozen=True)
class LlmSettings:
    """Understanding: the grammar-constrained language model."""
    model: str = _f("SmolLM2-135M-Instruct.Q4_1.gguf", "GGUF model file (relative paths are inside daemon.models_dir).")
    intents: str = _f("", "JSON file of app intents registered at start-up (same form as intents.register).")
    chat_template: str = _f("auto", "How prompts are written for the model: auto = the GGUF's own chat template, else the format whose turn markers its vocabulary has (chatml, gemma, llama3, phi3); or one of those names, or a Jinja template file.")
    n_ctx: int = _f(0, "Context length in tokens; 0 = fitted to the prompts (intents, chat, one request and its answer), planned at most what 45 MB of KV cache hold for the model (22.5 MB below 1.5 GB of RAM: 2,048 and 1,024 tokens of the default model) and its trained context.", lo=0, hi=32768)
    n_threads: int = _f(0, "Threads for generation; 0 = chosen from the CPU topology.", lo=0, hi=64)
    n_batch: int = _f(0, "Prompt tokens evaluated per batch; 0 = automatic (64: requests are short, and the compute buffer grows with it).", lo=0, hi=4096)
    kv_cache: str = _f("f16", "The KV cache's number type: f16, or q8_0 (about half the memory, with flash attention; answers may differ in the last digits of their scores).",
                       choices=("f16", "q8_0"))
    use_mmap: bool = _f(True, "Map the model file instead of reading it into memory.")
    use_mlock: bool = _f(False, "Lock the model in RAM (needs CAP_IPC_LOCK or a high RLIMIT_MEMLOCK).")
    temperature: float = _f(0.0, "Sampling temperature for chat replies; 0 = greedy.", lo=0.0, hi=2.0)
    top_k: int = _f(40, "Top-k sampling (when temperature > 0).", lo=0, hi=1000)
    top_p: float = _f(0.95, "Nucleus sampling (when temperature > 0).", lo=0.0, hi=1.0)
    repeat_penalty: float = _f(1.1, "Penalty for repeating recent tokens.", lo=0.5, hi=2.0)
    mirostat: int = _f(0, "Mirostat mode 0 (off), 1 or 2.", choices=(0, 1, 2))
    mirostat_tau: float = _f(5.0, "Mirostat target entropy.", lo=0.0, hi=20.0)
    mirostat_eta: float = _f(0.1, "Mirostat learning rate.", lo=0.0, hi=1.0)
    max_tokens: int = _f(96, "Most tokens in one answer.", lo=8, hi=2048)
    max_reply_words: int = _f(40, "Most words in a spoken reply.", lo=3, hi=200)
    stop: list = _f(None, "Extra stop strings for chat replies.", factory=list)
    timeout_s: float = _f(10.0, "Time limit of one request.", lo=0.1, hi=600)
    fuzzy_threshold: float = _f(0.92, "Similarity (0-1) at which a registered example is taken without the model.", lo=0.5, hi=1.01)
    server: str = _f("", "A hub's llama.cpp-family server (llama-server, python -m llama_cpp.server): http(s)://HOST:PORT; empty = this board's model only. Slot filling and chat go there, grammar-constrained; the board's model answers whenever it fails or is late (README: Several rooms).",
                     check=server_url_problem)
    server_model: str = _f("", "The model name sent to the server (its /v1/models id); empty = the server's default.")
    server_key_file: str = _f("", "A file holding the server's API key (sent as a Bearer token); never the key itself in the config.")
    server_timeout_s: float = _f(2.0, "The server's first token must come within this, else the board's model answers the turn.", lo=0.1, hi=60.0)
    server_retry_s: float = _f(5.0, "While the server is down it is asked (/health, else /v1/models) this often; turns go back to it once it answers.", lo=0.5, hi=600.0)
    local: bool = _f(True, "Load this board's own model: it answers whenever the server fails or is late. false (only with llm.server): no model on the board (peak RSS 514 -> 339 MB and READY 3.7 -> 1.2 s here); while the server is down, requests that need a model get \"I can't reach my server.\"; commands of the fast lane still work.")


@dataclass(frozen=True)
class TtsSettings:
    """Speech synthesis (Piper)."""
    voice: str = _f("en_US-joe-medium.onnx", "Piper voice .onnx (its .onnx.json beside it); relative = inside daemon.models_dir.")
    speaker: int = _f(0, "Speaker id for multi-speaker voices.", lo=0, hi=10000)
    length_scale: float = _f(1.0, "Speaking rate: < 1 faster, > 1 slower.", lo=0.3, hi=3.0)
    noise_scale: float = _f(0.667, "Generator noise.", lo=0.0, hi=2.0)
    noise_w: float = _f(0.8, "Phoneme width noise.", lo=0.0, hi=2.0)
    n_threads: int = _f(0, "onnxruntime threads; 0 = chosen from the CPU topology.", lo=0, hi=64)
    memory_arena: bool = _f(False, "onnxruntime's memory arena for the voice: faster on whole long sentences (Piper alone ~20-25%), but in the daemon's short pieces no faster, and it keeps what its longest piece needed between replies (daemon peak RSS 594-599 without, 611-613 MB with, two pairs of runs on 2026-12-06; docs/performance.md). Off by default since then.")
    int8: str = _f("auto", "The voice's int8 copy that `edgeassist models install` makes beside it (onnxruntime's dynamic quantization): RSS 25-38 MB less at READY and 23-32 MB at the peak in the daemon bench, but the first sound 20-40 ms later on this x86 machine (two pairs of runs, docs/performance.md). auto = on a board with 2 GB of RAM or less, off above; on; off. Without a copy made from this voice, the voice as packaged.",
                    choices=("auto", "on", "off"))
    max_piece_words: int = _f(6, "Longest piece of a long sentence synthesised at once, in words (and 6 characters a word); cut at commas first; sentences up to 2 words longer stay whole. Piper needs ~27 MB more per second of audio in one piece; longer pieces flow better.", lo=3, hi=60)
    engine: str = _f("piper", "piper (this board's voice) or wyoming (a hub's Wyoming TTS service at tts.server, e.g. wyoming-piper; the board's voice says each piece the service fails or is late with).",
                     choices=("piper", "wyoming"))
    server: str = _f("", "With engine = wyoming: the service, tcp://HOST:PORT.", check=asr_server_problem)
    server_voice: str = _f("", "The voice name asked of the service; empty = its default voice.")
    server_timeout_s: float = _f(1.0, "Each piece's audio must start (and go on) within this, else the board's voice says it.", lo=0.1, hi=60.0)
    server_retry_s: float = _f(5.0, "While the service is down it is asked (describe) this often.", lo=0.5, hi=600.0)


@dataclass(frozen=True)
class ApiSettings:
    """The ZeroMQ API for local apps."""
    endpoint: str = _f("ipc:///run/edgeassist/api.sock", "Request socket (ROUTER): ipc://PATH or tcp://HOST:PORT.")
    events: str = _f("ipc:///run/edgeassist/events.sock", "Event socket (PUB): ipc://PATH or tcp://HOST:PORT.")
    socket_mode: int = _f(0o660, "File mode of ipc socket files (TOML: 0o660).", lo=0, hi=0o777)
    socket_group: str = _f("", "Group owning the ipc socket files; empty = the daemon's group.")
    curve_secret_key: str = _f("", "Server secret key file (edgeassist keys generate); required for tcp://.")
    curve_allowed_dir: str = _f("", "Directory of allowed client public key files; required for tcp://.")
    max_message_bytes: int = _f(4 * 1024 * 1024, "Largest message accepted.", lo=1024, hi=256 * 1024 * 1024)
    queue_size: int = _f(8, "Requests waiting for a model; beyond this the answer is 'busy'.", lo=1, hi=1024)
    event_hwm: int = _f(1000, "Events queued per slow subscriber before they are dropped for it.", lo=1, hi=1_000_000)


@dataclass(frozen=True)
class DaemonSettings:
    """The daemon itself."""
    models_dir: str = _f(None, "Where models live.", factory=_default_models_dir)
    state_dir: str = _f("/var/lib/edgeassist", "Where volume and timers are persisted.")
    cache_dir: str = _f("", "Where evaluated prompt prefixes are cached (fast start); empty = state_dir/cache.")
    ptt_device: str = _f("", "Linux input device for the push-to-talk key: /dev/input/eventN or a name substring; empty = none.")
    ptt_key: str = _f("KEY_SPACE", "Key code of the push-to-talk key (evdev name like KEY_F12 or a number).")
    log_transcripts: bool = _f(False, "Write what people said into the log (privacy: off by default).")
    stages: str = _f("inproc", "Where the speak stage runs: inproc (in the daemon's process, called directly) or ipc (its own process, over ZeroMQ ipc sockets).",
                     choices=("inproc", "ipc"))


@dataclass(frozen=True)
class KnowledgeSettings:
    """Local knowledge: questions answered word for word from the owner's files (docs/knowledge.md)."""
    files: list = _f(None, "YAML or JSON files of questions and answers (docs/knowledge-library.yaml is an example); relative paths are read from the directory the daemon starts in. Entries added through the API are kept in daemon.state_dir.", factory=list)
    embedding_model: str = _f("all-MiniLM-L6-v2", "Sentence-embedding model directory that finds knowledge questions and small talk said in other words (relative paths are inside daemon.models_dir); empty = by words alone (fewer found, ~40 MB less memory: docs/knowledge.md, docs/understanding.md).")
    fallback: str = _f("Sorry, I don't know that one. Please ask a member of staff.", "What is said when a question is about what the knowledge holds but no entry is sure (never a generated answer); empty = such questions go to chat.")
    ask_back: bool = _f(False, "When the closest entry is more likely right than wrong but not sure, ask \"Do you mean: <its question>?\" and take a yes or no in the next turn (docs/knowledge.md).")


@dataclass(frozen=True)
class ChatSettings:
    """What is not a command nor a knowledge answer: small talk from a curated file, then the model (docs/understanding.md)."""
    smalltalk: str = _f("", "Small-talk file (acts with examples and replies, jokes included); empty = the built-in one (edgeassist/nlu/smalltalk.yaml), \"off\" = none (the model answers small talk).")
    decline: str = _f("Sorry, I don't know that one.", "Said instead of a chat reply the model is not sure of (its first words' token probabilities: docs/understanding.md); empty = always the model's reply.")
    sure: float = _f(-1.33, "The model is sure of a reply when none of its first 12 tokens has a log-probability below this: chosen for the default model on a tuning set (scripts/eval_chat.py --curve); for another [llm] model choose it the same way (--model).", lo=-20.0, hi=0.0)


@dataclass(frozen=True)
class MetricsSettings:
    """Prometheus metrics (README: Several rooms)."""
    listen: str = _f("", "HOST:PORT for Prometheus to scrape /metrics (text exposition); empty = off. Use 127.0.0.1 unless the network is trusted: the metrics have no authentication.",
                     check=listen_problem)
    textfile: str = _f("", "Also write the metrics to this .prom file for node-exporter's textfile collector; empty = off.")
    textfile_s: float = _f(15.0, "How often the textfile is written.", lo=1.0, hi=3600.0)


@dataclass(frozen=True)
class WyomingSettings:
    """The Wyoming protocol endpoint, for Home Assistant and its tools (README: Use with Home Assistant)."""
    uri: str = _f("", "Where to listen: empty = off; tcp://127.0.0.1:10700 or unix:///run/edgeassist/wyoming.sock. Wyoming has no authentication: a host other than loopback lets anyone on that network use the assistant.",
                  check=wyoming_uri_problem)
    max_connections: int = _f(32, "Connections served at once; more are closed at once.", lo=1, hi=1024)
    idle_timeout_s: float = _f(60.0, "A connection that sends nothing for this long (even mid-stream) is closed.", lo=1.0, hi=3600.0)


@dataclass(frozen=True)
class WakeSettings:
    """Hands-free: a wake word beside push-to-talk, the end of the turn found by listening (README: Hands-free)."""
    enabled: bool = _f(False, "Listen for the wake word from the start (the API's wake.enable / wake.disable switch it at run time). The microphone is read continuously only while it is on.")
    engine: str = _f("micro", "micro (microWakeWord: 50-80 KB models, ~1% of a core) or open (openWakeWord: larger, has hey_rhasspy).", choices=("micro", "open"))
    words: list = _f(None, "Wake words: built-in names (micro: okay_nabu, hey_jarvis, hey_mycroft, alexa; open: the same and hey_rhasspy) or model files (micro: its .json; open: a .tflite).",
                     factory=lambda: ["okay_nabu"], check=wake_words_problem)
    sensitivity: float = _f(0.5, "0.5 = the model's own cutoff; higher wakes more easily (and falsely more often), lower less.", lo=0.0, hi=1.0)
    end_silence_ms: int = _f(700, "The turn ends this long after the speech stops.", lo=200, hi=5000)
    complete_silence_ms: int = _f(0, "When > 0, the turn ends after this much silence instead when the words read so far are a whole command (understood without the model, nothing asked back, not an open question); 0 = always end_silence_ms (docs/speech.md: on this project's machines the reading comes too late to gain, and it cuts off more hesitations).", lo=0, hi=5000)
    max_s: float = _f(10.0, "A hands-free turn ends by itself after this long.", lo=1.0, hi=60.0)
    no_speech_s: float = _f(4.0, "Nothing said this long after the wake word: the turn ends quietly.", lo=0.5, hi=30.0)
    preroll_ms: int = _f(150, "Audio from before the detection that the turn keeps (the detection comes a little after the word ends; a command said without a pause starts in it).", lo=0, hi=1000)
    earcon: bool = _f(True, "A short tone when the wake word is heard.")


@dataclass(frozen=True)
class AlarmsSettings:
    """Alarms, reminders and timers (README: Things it keeps for you)."""
    snooze_min: float = _f(9.0, "How long \"snooze\" waits, in minutes, when no time is said.", lo=1.0, hi=120.0)
    ring_s: float = _f(60.0, "An alarm rings (a tone and its label every 5 s) until stopped or this long has passed.", lo=5.0, hi=3600.0)
    missed_s: float = _f(1800.0, "What came due while the daemon was off rings at once when at most this late (seconds), else is said once as missed.", lo=0.0, hi=86400.0)
    defer_s: float = _f(30.0, "Something due during a turn waits for the reply to end, at most this long (seconds).", lo=0.0, hi=600.0)
    timezone: str = _f("", "IANA time zone for alarms and reminders (e.g. Europe/Berlin); empty = the machine's (TZ, /etc/localtime).",
                      check=zone_problem)


@dataclass(frozen=True)
class EncyclopediaSettings:
    """General questions answered from Wikipedia's vital articles and country data (README: Knows what an encyclopedia knows)."""
    enabled: bool = _f(True, "Answer general questions (who wrote, when, where, what is) from the encyclopedia; false = they go to chat.")
    articles: str = _f("", "A JSON file of the owner's own articles, in the vital articles' format: {\"Title\": {\"description\": \"...\", \"extract\": \"...\"}} (an article of the same title takes the place of Wikipedia's); relative paths are read from the directory the daemon starts in; built into daemon.cache_dir when first asked.")


@dataclass(frozen=True)
class PlaceSettings:
    """Where the board is: the holidays of its country, its sunrise and sunset (README: Exact answers)."""
    country: str = _f("", "Two-letter ISO country code for holidays and \"Mother's Day\" (US, GB, DE, ...); empty = the locale's (LANG=en_GB.UTF-8 -> GB), else US.",
                      check=country_problem)
    name: str = _f("", "The place's name as it is said (\"Leeds\"): replies about the sun name it; empty = \"here\".")
    latitude: float = _f(0.0, "Latitude in degrees (north positive) for sunrise and sunset; with longitude 0 too = not set (the reply says how to set it).", lo=-90.0, hi=90.0)
    longitude: float = _f(0.0, "Longitude in degrees (east positive).", lo=-180.0, hi=180.0)


SECTIONS: dict[str, type] = {
    "audio": AudioSettings, "asr": AsrSettings, "llm": LlmSettings,
    "tts": TtsSettings, "api": ApiSettings, "daemon": DaemonSettings, "knowledge": KnowledgeSettings,
    "chat": ChatSettings, "wyoming": WyomingSettings, "wake": WakeSettings, "alarms": AlarmsSettings,
    "place": PlaceSettings, "metrics": MetricsSettings, "encyclopedia": EncyclopediaSettings,
}


@dataclass(frozen=True)
class Config:
    audio: AudioSettings = field(default_factory=AudioSettings)
    asr: AsrSettings = field(default_factory=AsrSettings)
    llm: LlmSettings = field(default_factory=LlmSettings)
    tts: TtsSettings = field(default_factory=TtsSettings)
    api: ApiSettings = field(default_factory=ApiSettings)
    daemon: DaemonSettings = field(default_factory=DaemonSettings)
    knowledge: KnowledgeSettings = field(default_factory=KnowledgeSettings)
    chat: ChatSettings = field(default_factory=ChatSettings)
    wyoming: WyomingSettings = field(default_factory=WyomingSettings)
    wake: WakeSettings = field(default_factory=WakeSettings)
    alarms: AlarmsSettings = field(default_factory=AlarmsSettings)
    place: PlaceSettings = field(default_factory=PlaceSettings)
    metrics: MetricsSettings = field(default_factory=MetricsSettings)
    encyclopedia: EncyclopediaSettings = field(default_factory=EncyclopediaSettings)
    source: str = "(defaults)"

    def model_path(self, value: str) -> Path:
        """A model key's value as a path: relative values live in daemon.models_dir."""
        p = Path(value).expanduser()
        return p if p.is_absolute() else Path(self.daemon.models_dir) / p

    def as_dict(self) -> dict[str, dict[str, Any]]:
        return {name: dataclasses.asdict(getattr(self, name)) for name in SECTIONS}


def _type_name(t: Any) -> str:
    return {str: "a string", int: "an integer", float: "a number", bool: "true or false",
            list: "a list of strings"}.get(t, str(t))


def _check_value(where: str, f: dataclasses.Field, value: Any) -> Any:
    want = f.type if not isinstance(f.type, str) else {"str": str, "int": int, "float": float,
                                                       "bool": bool, "list": list}[f.type]
    meta = f.metadata
    if want is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if want is str and isinstance(value, int) and not isinstance(value, bool) and f.name.endswith("_device"):
        value = str(value)  # a device may be given by index
    ok = isinstance(value, want) and not (want is not bool and isinstance(value, bool))
    if want is list:
        ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
    if not ok:
        raise ConfigError(f"{where}: {value!r} is not {_type_name(want)}")
    if meta.get("choices") is not None and value not in meta["choices"]:
        allowed = ", ".join(repr(c) for c in meta["choices"])
        raise ConfigError(f"{where}: {value!r} is not allowed (one of {allowed})")
    lo, hi = meta.get("lo"), meta.get("hi")
    if lo is not None and value < lo or hi is not None and value > hi:
        raise ConfigError(f"{where}: {value!r} is out of range ({lo} to {hi})")
    problem = meta.get("check") and meta["check"](value)
    if problem:
        raise ConfigError(f"{where}: {value!r} {problem}")
    return value


def from_dict(data: dict[str, Any], source: str = "(dict)") -> Config:
    """Build a Config from parsed TOML, naming file and key in every error."""
    if not isinstance(data, dict):
        raise ConfigError(f"{source}: the top level must be a table")
    sections: dict[str, Any] = {}
    for name, table in data.items():
        if name not in SECTIONS:
            raise ConfigError(f"{source}: unknown section [{name}] (allowed: {', '.join(SECTIONS)})")
        if not isinstance(table, dict):
            raise ConfigError(f"{source}: {name} must be a table like [{name}]")
        cls = SECTIONS[name]
        fields = {f.name: f for f in dataclasses.fields(cls)}
        values = {}
        for key, value in table.items():
            if key not in fields:
                raise ConfigError(f"{source}: unknown key {name}.{key} (allowed: {', '.join(fields)})")
            values[key] = _check_value(f"{source}: {name}.{key}", fields[key], value)
        sections[name] = cls(**values)
    return Config(**sections, source=source)


def config_path(explicit: str | None = None) -> Path | None:
    """--config, then EDGEASSIST_CONFIG, then /etc/edgeassist/config.toml if it exists."""
    if explicit:
        return Path(explicit)
    env = os.environ.get("EDGEASSIST_CONFIG")
    if env:
        return Path(env)
    return DEFAULT_CONFIG_PATH if DEFAULT_CONFIG_PATH.exists() else None


def load(explicit: str | None = None) -> Config:
    path = config_path(explicit)
    if path is None:
        return Config()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such file") from None
    except OSError as e:
        raise ConfigError(f"{path}: cannot read ({e.strerror})") from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not UTF-8 text") from None
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{path}: not valid TOML ({e})") from None
    return from_dict(data, str(path))
