"""The messages that cross the API socket: a fixed registry from type string to a typed class.

A request is JSON ``{"v": 1, "id": "...", "type": "ask", ...fields}``; binary audio travels in
its own frame after the JSON, never inside it. Validation names the field that is wrong.
"""
from __future__ import annotations

import builtins
import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any, ClassVar

PROTOCOL_VERSION = 1
MAX_ID = 64
MAX_TEXT = 2000


class ProtocolError(Exception):
    """A message that cannot be served; code is stable, message is for people."""

    def __init__(self, code: str, message: str, request_id: str | None = None):
        super().__init__(message)
        self.code, self.message, self.request_id = code, message, request_id


ERROR_CODES = {
    "bad_frames": "the multipart message does not have the frames of the protocol",
    "bad_json": "the JSON frame is not valid UTF-8 JSON, or not an object",
    "bad_version": "the protocol version is not supported",
    "unknown_type": "no such request type",
    "bad_field": "a field is missing, of the wrong type or out of range (the message names it)",
    "too_large": "the message is larger than api.max_message_bytes",
    "busy": "the work queue is full; try again shortly",
    "unknown_request": "cancel names a request id that is not queued or running",
    "cancelled": "the request was cancelled (cancel, or a push-to-talk press)",
    "timeout": "the request ran out of time",
    "bad_audio": "the audio frame is not usable (not WAV / wrong format / empty)",
    "bad_intents": "an intent definition is wrong (the message names the intent and field)",
    "bad_knowledge": "a knowledge entry or file is wrong (the message names the file, entry and field)",
    "not_available": "the part needed is not running (e.g. no audio device)",
    "llm_failed": "the language model failed on this request (the message says how); the daemon keeps serving",
    "bad_text": "the text cannot be understood (e.g. nothing left after normalising it)",
    "internal": "an unexpected failure inside the daemon (it keeps serving)",
}


def _f(kind: type | tuple, required: bool = False, default: Any = None, max_len: int | None = None,
       lo: int | None = None, hi: int | None = None, choices: tuple | None = None):
    meta = {"kind": kind, "required": required, "max_len": max_len, "lo": lo, "hi": hi, "choices": choices}
    if isinstance(default, (list, dict)):
        return field(default_factory=lambda: type(default)(default), metadata=meta)
    return field(default=default, metadata=meta)


@dataclass
class Request:
    TYPE: ClassVar[str] = ""
    AUDIO: ClassVar[bool] = False      # carries one binary frame
    QUEUED: ClassVar[bool] = False     # goes through the bounded work queue (model work)
    id: str = ""
    audio: bytes | None = None

    @classmethod
    def field_names(cls) -> set[str]:
        """The fields a message of this type may carry (besides v, id and type)."""
        return {f.name for f in dataclasses.fields(cls)} - {"id", "audio"}

    @classmethod
    def from_json(cls, d: dict, frames: list[bytes], rid: str) -> "Request":
        values: dict[str, Any] = {}
        names = cls.field_names()
        for key in d:
            if key not in names and key not in ("v", "id", "type"):
                raise ProtocolError("bad_field", f"{cls.TYPE}: unknown field {key!r}", rid)
        for f in dataclasses.fields(cls):
            if f.name in ("id", "audio"):
                continue
            m = f.metadata
            if f.name not in d or d[f.name] is None:
                if m["required"]:
                    raise ProtocolError("bad_field", f"{cls.TYPE}: field {f.name!r} is required", rid)
                continue
            values[f.name] = _check(cls.TYPE, f.name, d[f.name], m, rid)
        if cls.AUDIO:
            if len(frames) != 1:
                raise ProtocolError("bad_frames", f"{cls.TYPE}: needs exactly one audio frame after the JSON "
                                                  f"(got {len(frames)})", rid)
            values["audio"] = frames[0]
        elif frames:
            raise ProtocolError("bad_frames", f"{cls.TYPE}: takes no binary frame (got {len(frames)})", rid)
        return cls(id=rid, **values)


    def frames(self) -> list[bytes]:
        """The request as a client sends it: the JSON frame (fields at their default left out),
        then the audio frame of a request that carries one."""
        body: dict[str, Any] = {"v": PROTOCOL_VERSION, "id": self.id, "type": self.TYPE}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name in ("id", "audio") or value is None:
                continue
            default = f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default
            if value != default:
                body[f.name] = value
        return [json.dumps(body).encode()] + ([self.audio] if self.AUDIO and self.audio is not None else [])


def _check(rtype: str, name: str, value: Any, m: dict, rid: str) -> Any:
    kind = m["kind"]
    where = f"{rtype}: field {name!r}"
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise ProtocolError("bad_field", f"{where} must be an integer", rid)
    if kind is bool and not isinstance(value, bool):
        raise ProtocolError("bad_field", f"{where} must be true or false", rid)
    if kind is str and not isinstance(value, str):
        raise ProtocolError("bad_field", f"{where} must be a string", rid)
    if kind is list and not isinstance(value, list):
        raise ProtocolError("bad_field", f"{where} must be a list", rid)
    if m["max_len"] is not None and len(value) > m["max_len"]:
        raise ProtocolError("bad_field", f"{where} is longer than {m['max_len']}", rid)
    if kind is str and m["required"] and not value.strip():
        raise ProtocolError("bad_field", f"{where} is empty", rid)
    if m["lo"] is not None and value < m["lo"] or m["hi"] is not None and value > m["hi"]:
        raise ProtocolError("bad_field", f"{where} must be from {m['lo']} to {m['hi']}", rid)
    if m["choices"] is not None and value not in m["choices"]:
        raise ProtocolError("bad_field", f"{where} must be one of {', '.join(map(str, m['choices']))}", rid)
    if kind is list and name in ("names", "ids", "items") and not all(isinstance(x, str) for x in value):
        raise ProtocolError("bad_field", f"{where} must be a list of strings", rid)
    return value


@dataclass
class Status(Request):
    TYPE: ClassVar[str] = "status"


@dataclass
class Ask(Request):
    TYPE: ClassVar[str] = "ask"
    QUEUED: ClassVar[bool] = True
    text: str = _f(str, required=True, max_len=MAX_TEXT)
    speak: bool = _f(bool, default=False)
    act: bool = _f(bool, default=True)     # false: the intent and slots only (no skill, no reply, no event)


@dataclass
class Say(Request):
    TYPE: ClassVar[str] = "say"
    QUEUED: ClassVar[bool] = True
    text: str = _f(str, required=True, max_len=MAX_TEXT)
    wav: bool = _f(bool, default=False)


@dataclass
class Transcribe(Request):
    TYPE: ClassVar[str] = "transcribe"
    AUDIO: ClassVar[bool] = True
    QUEUED: ClassVar[bool] = True
    format: str = _f(str, default="wav", choices=("wav", "s16le"))
    phrases: list = _f(list, default=None, max_len=1000)


@dataclass
class PttPress(Request):
    TYPE: ClassVar[str] = "ptt.press"


@dataclass
class PttRelease(Request):
    TYPE: ClassVar[str] = "ptt.release"


@dataclass
class Cancel(Request):
    TYPE: ClassVar[str] = "cancel"
    target: str = _f(str, required=True, max_len=MAX_ID)


@dataclass
class IntentsRegister(Request):
    TYPE: ClassVar[str] = "intents.register"
    intents: list = _f(list, required=True, max_len=64)
    replace: bool = _f(bool, default=False)


@dataclass
class IntentsUnregister(Request):
    TYPE: ClassVar[str] = "intents.unregister"
    names: list = _f(list, required=True, max_len=64)


@dataclass
class IntentsList(Request):
    TYPE: ClassVar[str] = "intents.list"


@dataclass
class KnowledgeList(Request):
    TYPE: ClassVar[str] = "knowledge.list"


@dataclass
class KnowledgeMisses(Request):
    TYPE: ClassVar[str] = "knowledge.misses"


@dataclass
class KnowledgeAdd(Request):
    TYPE: ClassVar[str] = "knowledge.add"
    QUEUED: ClassVar[bool] = True
    entries: list = _f(list, required=True, max_len=100)


@dataclass
class KnowledgeRemove(Request):
    TYPE: ClassVar[str] = "knowledge.remove"
    QUEUED: ClassVar[bool] = True
    ids: list = _f(list, required=True, max_len=100)


@dataclass
class KnowledgeReload(Request):
    TYPE: ClassVar[str] = "knowledge.reload"
    QUEUED: ClassVar[bool] = True


@dataclass
class Metrics(Request):
    TYPE: ClassVar[str] = "metrics"


@dataclass
class Volume(Request):
    TYPE: ClassVar[str] = "volume"
    level: int = _f(int, lo=0, hi=100)
    direction: str = _f(str, choices=("up", "down"))


@dataclass
class WakeEnable(Request):
    TYPE: ClassVar[str] = "wake.enable"


@dataclass
class WakeDisable(Request):
    TYPE: ClassVar[str] = "wake.disable"


@dataclass
class ItemsList(Request):
    TYPE: ClassVar[str] = "items.list"
    kind: str = _f(str, choices=("alarm", "reminder", "timer"))


@dataclass
class ItemsAdd(Request):
    TYPE: ClassVar[str] = "items.add"
    kind: str = _f(str, required=True, choices=("alarm", "reminder", "timer"))
    at: str = _f(str, max_len=64)                 # local ISO time (an offset may be given)
    in_s: int = _f(int, lo=1, hi=366 * 86400)     # from now: a timer's duration, or when
    repeat: Any = _f((str, list))                 # daily, weekdays, weekends or day names
    label: str = _f(str, max_len=200)             # an alarm's label, a timer's name
    task: str = _f(str, max_len=200)              # a reminder's task


@dataclass
class ItemsCancel(Request):
    TYPE: ClassVar[str] = "items.cancel"
    ids: list = _f(list, required=True, max_len=100)


@dataclass
class ListsGet(Request):
    TYPE: ClassVar[str] = "lists.get"
    list: str = _f(str, max_len=60)


@dataclass
class ListsAdd(Request):
    TYPE: ClassVar[str] = "lists.add"
    list: str = _f(str, required=True, max_len=60)
    items: builtins.list = _f(builtins.list, required=True, max_len=100)   # "list" is the field above


@dataclass
class ListsRemove(Request):
    TYPE: ClassVar[str] = "lists.remove"
    list: str = _f(str, required=True, max_len=60)
    items: builtins.list = _f(builtins.list, required=True, max_len=100)   # "list" is the field above


@dataclass
class ListsClear(Request):
    TYPE: ClassVar[str] = "lists.clear"
    list: str = _f(str, required=True, max_len=60)


REQUESTS: dict[str, type[Request]] = {c.TYPE: c for c in (
    Status, Ask, Say, Transcribe, PttPress, PttRelease, Cancel, IntentsRegister, IntentsUnregister,
    IntentsList, KnowledgeList, KnowledgeMisses, KnowledgeAdd, KnowledgeRemove, KnowledgeReload, Metrics, Volume,
    WakeEnable, WakeDisable, ItemsList, ItemsAdd, ItemsCancel, ListsGet, ListsAdd, ListsRemove, ListsClear)}


def parse_request(frames: list[bytes], max_bytes: int) -> Request:
    """frames after the routing part: [json, binary...]. Raises ProtocolError with the best id known."""
    if not frames:
        raise ProtocolError("bad_frames", "no JSON frame after the empty delimiter frame")
    size = sum(len(f) for f in frames)
    rid = _peek_id(frames[0])
    if size > max_bytes:
        raise ProtocolError("too_large", f"message of {size} bytes exceeds the limit of {max_bytes}", rid)
    try:
        d = json.loads(frames[0].decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("bad_json", "the first frame is not valid UTF-8 JSON", rid) from None
    if not isinstance(d, dict):
        raise ProtocolError("bad_json", "the JSON frame must be an object", rid)
    rid = d.get("id")
    if not isinstance(rid, str) or not rid or len(rid) > MAX_ID:
        raise ProtocolError("bad_field", f"field 'id' must be a non-empty string of at most {MAX_ID} characters",
                            rid if isinstance(rid, str) and len(rid) <= MAX_ID else None)
    v = d.get("v", PROTOCOL_VERSION)
    if v != PROTOCOL_VERSION:
        raise ProtocolError("bad_version", f"protocol version {v!r} is not supported (this daemon speaks "
                                           f"{PROTOCOL_VERSION})", rid)
    rtype = d.get("type")
    cls = REQUESTS.get(rtype) if isinstance(rtype, str) else None
    if cls is None:
        raise ProtocolError("unknown_type", f"unknown request type {rtype!r} (known: {', '.join(REQUESTS)})", rid)
    return cls.from_json(d, frames[1:], rid)


def _peek_id(frame: bytes) -> str | None:
    """The request id of a message we will not fully parse, when it can be read at all."""
    if len(frame) > 1 << 20:
        return None
    try:
        d = json.loads(frame.decode("utf-8"))
        rid = d.get("id") if isinstance(d, dict) else None
        return rid if isinstance(rid, str) and 0 < len(rid) <= MAX_ID else None
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None


def encode(obj: dict) -> bytes:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def reply(rtype: str, rid: str, **fields) -> dict:
    return {"v": PROTOCOL_VERSION, "id": rid, "type": rtype, **fields}


def error(code: str, message: str, rid: str | None) -> dict:
    return {"v": PROTOCOL_VERSION, "id": rid, "type": "error", "code": code, "message": message}
