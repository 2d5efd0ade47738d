"""Piper text-to-speech: the voice is loaded once; speech comes one sentence at a time."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import numpy as np

from ..sysinfo import engine_limit


class TtsError(Exception):
    """The voice could not load or the text could not be spoken; the message says which file."""


def voice_problem(voice: Path) -> str | None:
    """Why voice is not a Piper voice (its .onnx and the .onnx.json beside it), or None."""
    from piper.config import PiperConfig
    cfg_path = Path(str(voice) + ".json")
    if not voice.is_file():
        return f"{voice}: Piper voice file is missing"
    if not cfg_path.is_file():
        return f"{cfg_path}: the voice's config file is missing (it sits beside the .onnx)"
    try:
        PiperConfig.from_dict(json.loads(cfg_path.read_text(encoding="utf-8")))
    except (ValueError, KeyError, TypeError) as e:
        return f"{cfg_path}: not a Piper voice config ({e})"
    return None


class PiperTts:
    def __init__(self, voice: Path, speaker: int = 0, length_scale: float = 1.0, noise_scale: float = 0.667,
                 noise_w: float = 0.8, n_threads: int = 0, memory_arena: bool = False, int8: bool = False):
        import onnxruntime
        from piper import PiperVoice, SynthesisConfig
        from piper.config import PiperConfig

        problem = voice_problem(voice)
        if problem:
            raise TtsError(problem)
        config = PiperConfig.from_dict(json.loads(Path(str(voice) + ".json").read_text(encoding="utf-8")))
        opts = onnxruntime.SessionOptions()
        if n_threads:
            opts.intra_op_num_threads = n_threads
            opts.inter_op_num_threads = 1
        opts.log_severity_level = 3
        # the arena (tts.memory_arena, off by default): faster on whole long sentences, no faster in the
        # daemon's short pieces, and it keeps what the longest piece needed (peak RSS +12-19 MB, docs/performance.md)
        opts.enable_cpu_mem_arena = memory_arena
        opts.enable_mem_pattern = False     # planned buffers per input length: ~30 MB kept after each sentence
        from .piper_int8 import loadable
        weights = loadable(voice) if int8 else voice     # the int8 copy made at setup (tts.int8)
        self.weights = weights
        try:
            with engine_limit("piper"):       # onnxruntime's threads start here, in Piper's share of a profile
                session = onnxruntime.InferenceSession(str(weights), sess_options=opts,
                                                       providers=["CPUExecutionProvider"])
        except Exception as e:  # noqa: BLE001 - onnxruntime raises its own untyped errors
            raise TtsError(f"{weights}: not a usable ONNX voice ({str(e).splitlines()[0][:200]})") from None
        self.voice = PiperVoice(session=session, config=config)
        self.rate = config.sample_rate
        if speaker and config.num_speakers <= speaker:
            raise TtsError(f"tts.speaker {speaker}: the voice has {config.num_speakers} speaker(s)")
        self.syn = SynthesisConfig(speaker_id=speaker if config.num_speakers > 1 else None,
                                   length_scale=length_scale, noise_scale=noise_scale, noise_w_scale=noise_w)

    def sentences(self, text: str) -> Iterator[np.ndarray]:
        """int16 mono audio at self.rate, one array per sentence, each as soon as it is made."""
        pieces = iter(self.voice.synthesize(text, self.syn))
        while True:
            with engine_limit("piper"):
                chunk = next(pieces, None)
            if chunk is None:
                return
            yield chunk.audio_int16_array

    def warm_up(self) -> None:
        """The first inference pays for onnxruntime's lazy initialisation; pay it at start-up."""
        for _ in self.sentences("Ready."):
            pass
