"""Whisper's int8 copy made at setup (engines/whisper_int8.py): loaded by CTranslate2 with nothing left to
quantize, the same words as the packaged float16 model, and never in the way when it is stale or broken."""
import shutil
import struct

import numpy as np
import pytest

from conftest import MODELS
from edgeassist.engines import whisper_int8
from edgeassist.engines.whisper import WhisperModel
from edgeassist.testing.speech import piper_speech, trim_silence

SOURCE = MODELS / "whisper-tiny.en"


@pytest.fixture(scope="module")
def model_copy(tmp_path_factory):
    d = tmp_path_factory.mktemp("w8") / "whisper-tiny.en"
    shutil.copytree(SOURCE, d)
    return d


def test_the_copy_is_made_once_and_read_as_int8(model_copy):
    said = []
    out = whisper_int8.prepare(model_copy, said.append)
    assert out == model_copy.with_name("whisper-tiny.en.int8") and "as int8" in said[0]
    assert whisper_int8.loadable(model_copy) == out
    assert whisper_int8.prepare(model_copy, said.append) == out and "up to date" in said[1]
    version, _, _, variables, aliases = whisper_int8._read(out / "model.bin")
    weights = [k for k, v in variables.items() if v.dtype == np.int8 and v.ndim >= 2]
    assert version == 6 and len(weights) >= 40 and all(k + "_scale" in variables for k in weights)
    assert not any("conv" in k for k in weights)                         # kept float, as CTranslate2 does at load
    assert not any(v.dtype == np.float16 for v in variables.values())       # nothing left to convert at load
    assert ("decoder/projection/weight", "decoder/embeddings/weight") in aliases
    assert (out / "model.bin").stat().st_size < 0.6 * (model_copy / "model.bin").stat().st_size


def test_the_copy_hears_what_the_packaged_model_hears(model_copy, voice_path, tmp_path):
    whisper_int8.prepare(model_copy, lambda s: None)
    plain = tmp_path / "whisper-tiny.en"
    shutil.copytree(SOURCE, plain)                  # no copy beside it: quantized by CTranslate2 as it loads
    original = WhisperModel(plain)
    copied = WhisperModel(model_copy)               # reads the .int8 copy beside it
    said = ["set a timer for twelve minutes", "what's the weather like in lisbon tomorrow", "what's the capital of cote d'ivoire",
            "how many grams in a cup of water"] + [f"It's {h}:{m:02d} PM. Breakfast." for h in (4, 7, 11) for m in (8, 51)]
    for i, text in enumerate(said):           # clock times: read differently when the convolutions were quantized too
        pcm = trim_silence(piper_speech(text, voice_path, seed=i))
        assert copied.decode(pcm, beam_size=5) == original.decode(pcm, beam_size=5), text


def test_a_stale_or_broken_copy_is_never_loaded(model_copy, tmp_path):
    whisper_int8.prepare(model_copy, lambda s: None)
    stamp = whisper_int8.copy_dir(model_copy) / "source.stamp"
    stamp.write_text("0:0:v2\n")                    # made from another model.bin
    assert whisper_int8.loadable(model_copy) == model_copy
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "model.bin").write_bytes(struct.pack("I", 5) + b"\0" * 16)
    said = []
    assert whisper_int8.prepare(broken, said.append) is None and "not made" in said[0]
    assert whisper_int8.loadable(broken) == broken and not whisper_int8.copy_dir(broken).exists()
    assert whisper_int8.prepare(tmp_path / "absent", said.append) is None
