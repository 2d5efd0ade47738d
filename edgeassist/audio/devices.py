"""Finding audio devices by name substring or index (PortAudio through sounddevice)."""
from __future__ import annotations

import threading


class DeviceError(Exception):
    """An audio device is missing or unusable; the message names it."""


def _sd():
    import sounddevice as sd
    return sd


def list_devices() -> tuple[list[tuple[int, str]], list[tuple[int, str]], int, int]:
    """(inputs, outputs, default input index, default output index)."""
    sd = _sd()
    devs = sd.query_devices()
    ins = [(i, d["name"]) for i, d in enumerate(devs) if d["max_input_channels"] > 0]
    outs = [(i, d["name"]) for i, d in enumerate(devs) if d["max_output_channels"] > 0]
    default_in, default_out = sd.default.device
    return ins, outs, default_in, default_out


def resolve(spec: str, kind: str) -> int | None:
    """Index of the device named by spec ('' = the default, None), or DeviceError naming it."""
    sd = _sd()
    if spec == "":
        default = sd.default.device[0 if kind == "input" else 1]
        if default is None or default < 0:
            raise DeviceError(f"no default {kind} device (connect one, or set audio.{kind}_device; "
                              f"`edgeassist doctor` lists the devices)")
        return None
    key = "max_input_channels" if kind == "input" else "max_output_channels"
    try:
        devs = sd.query_devices()
    except Exception as e:  # noqa: BLE001 - PortAudio errors are not typed usefully
        raise DeviceError(f"cannot list audio devices ({e})") from None
    if spec.strip().isdigit():
        i = int(spec)
        if i < len(devs) and devs[i][key] > 0:
            return i
        raise DeviceError(f"{kind} device {i} does not exist (see `edgeassist doctor`)")
    matches = [i for i, d in enumerate(devs) if spec.lower() in d["name"].lower() and d[key] > 0]
    if not matches:
        names = ", ".join(d["name"] for d in devs if d[key] > 0) or "none"
        raise DeviceError(f"no {kind} device matches {spec!r} (available: {names})")
    return matches[0]


# PortAudio's ALSA layer sizes a stream's buffer from the latency asked for, in a fixed number of
# periods (4); the period is how often the sound server hands over audio. The microphone wants a
# short period (fresh audio at the release) in a long buffer (read a few times a second while
# idle), so its stream is opened with more periods. The count is a library global: opening
# streams goes through this lock, and it is put back at once.
OPEN_LOCK = threading.Lock()
PA_DEFAULT_PERIODS = 4


def set_alsa_periods(n: int) -> bool:
    """Periods per buffer for the next ALSA stream opened; False when PortAudio has no ALSA."""
    import ctypes
    try:
        fn = ctypes.CDLL(_sd()._libname).PaAlsa_SetNumPeriods
    except (OSError, AttributeError):
        return False
    fn.argtypes = [ctypes.c_int]
    fn(n)
    return True


def output_fix(why: str) -> str:
    """The fix for a speaker failure, as the end of a sentence."""
    low = why.lower()
    if "output_device" in low or "doctor" in low:     # the message says the fix already
        return ""
    if "unavailable" in low or "busy" in low:
        return " (another program holds the device: close it, or set audio.output_device)"
    if "no " in low and "device" in low or "invalid" in low or "not found" in low or "no output" in low:
        return " (connect a speaker, check `aplay -l`, or set audio.output_device)"
    return " (check the speaker and audio.output_device; `edgeassist doctor` lists the devices)"
