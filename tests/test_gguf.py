import struct

import pytest

from edgeassist import gguf

pytestmark = pytest.mark.unit   # scripts/test.sh --fast


def test_real_model_header(llm_path):
    info = gguf.read_header(llm_path)
    assert info.architecture == "llama" and info.context_length == 8192 and info.version == 3
    assert "im_start" in info.chat_template


@pytest.mark.parametrize("mutate, words", [
    (lambda b: b"GGML" + b[4:], "not a GGUF model"),
    (lambda b: b[:4] + struct.pack("<I", 99) + b[8:], "version 99 is not supported"),
    (lambda b: b[:5000], "truncated GGUF file"),
    (lambda b: b[:len(b) // 2], "truncated GGUF file"),
    (lambda b: b[:2], "not a GGUF model"),
])
def test_corrupted_files_give_one_clear_line(tmp_path, llm_path, mutate, words):
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(mutate(llm_path.read_bytes()))
    with pytest.raises(gguf.GGUFError) as e:
        gguf.read_header(bad)
    assert str(bad) in str(e.value) and words in str(e.value) and "\n" not in str(e.value)


def test_missing_file(tmp_path):
    with pytest.raises(gguf.GGUFError, match="no such model file"):
        gguf.read_header(tmp_path / "x.gguf")


def test_ask_local_with_a_corrupt_model_names_the_file(tmp_path):
    """A user error, not a traceback: the GGUF the config names is not a model."""
    from conftest import run_cli
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"GGUF\x03\x00\x00\x00" + bytes(100))
    conf = tmp_path / "c.toml"
    conf.write_text(f'[llm]\nmodel = "{bad}"\n')
    r = run_cli("--config", str(conf), "ask", "--local", "what time is it")
    assert r.returncode != 0 and "Traceback" not in r.stderr, r.stderr
    assert r.stderr.strip().splitlines() == [f"edgeassist: {bad}: GGUF file has no general.architecture"], r.stderr
