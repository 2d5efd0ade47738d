import dataclasses
import tomllib

import pytest

from edgeassist import config, config_text

pytestmark = pytest.mark.unit   # scripts/test.sh --fast


def write(tmp_path, text):
    p = tmp_path / "config.toml"
    p.write_text(text)
    return p


def test_defaults_point_at_embedded_models():
    cfg = config.Config()
    assert cfg.model_path(cfg.llm.model).name == "SmolLM2-135M-Instruct.Q4_1.gguf"
    assert cfg.model_path(cfg.tts.voice).name == "en_US-joe-medium.onnx"
    assert cfg.asr.engine == "auto"


def test_every_key_optional_and_typed(tmp_path):
    p = write(tmp_path, '[llm]\nn_ctx = 1024\ntemperature = 1\n[audio]\ninput_device = 3\n'
                        '[api]\nsocket_mode = 0o640\n')
    cfg = config.load(str(p))
    assert cfg.llm.n_ctx == 1024 and cfg.llm.temperature == 1.0 and isinstance(cfg.llm.temperature, float)
    assert cfg.audio.input_device == "3"
    assert cfg.api.socket_mode == 0o640
    assert cfg.tts == config.TtsSettings()
    with pytest.raises(dataclasses.FrozenInstanceError):
        cfg.llm.n_ctx = 5  # type: ignore[misc]


@pytest.mark.parametrize("text, words", [
    ("[llm]\nnctx = 3\n", ["config.toml", "llm.nctx", "unknown key", "n_ctx"]),
    ("[lmm]\n", ["config.toml", "unknown section", "[lmm]"]),
    ("[llm]\nn_ctx = 'big'\n", ["llm.n_ctx", "'big'", "an integer"]),
    ("[llm]\nn_ctx = -10\n", ["llm.n_ctx", "-10", "out of range", "0"]),
    ("[llm]\nuse_mmap = 1\n", ["llm.use_mmap", "true or false"]),
    ("[asr]\nengine = 'kaldi'\n", ["asr.engine", "'kaldi'", "'whisper'", "'vosk'"]),
    ("[llm]\nstop = [1]\n", ["llm.stop", "a list of strings"]),
    ("[llm\n", ["config.toml", "not valid TOML"]),
    ("llm = 3\n", ["llm must be a table"]),
])
def test_errors_name_file_key_value_and_allowed(tmp_path, text, words):
    p = write(tmp_path, text)
    with pytest.raises(config.ConfigError) as e:
        config.load(str(p))
    for w in words:
        assert w in str(e.value)


def test_missing_file_is_named(tmp_path):
    with pytest.raises(config.ConfigError, match="nope.toml: no such file"):
        config.load(str(tmp_path / "nope.toml"))


def test_env_variable_selects_file(tmp_path, monkeypatch):
    p = write(tmp_path, "[tts]\nspeaker = 2\n")
    monkeypatch.setenv("EDGEASSIST_CONFIG", str(p))
    assert config.load().tts.speaker == 2


def test_show_round_trips(tmp_path):
    cfg = config.load(str(write(tmp_path, "[llm]\nstop = ['User:']\n[api]\nsocket_mode = 0o600\n")))
    again = config.from_dict(tomllib.loads(config_text.to_toml(cfg)), "shown")
    assert again.as_dict() == cfg.as_dict()


def test_example_config_documents_every_key_with_its_default():
    import re
    from conftest import ROOT
    text = (ROOT / "docs" / "config.example.toml").read_text()
    assert text == config_text.example_toml(), "regenerate: edgeassist config example > docs/config.example.toml"
    assert config_text.reference_markdown().strip() in (ROOT / "README.md").read_text(), \
        "the README's configuration table is config_text.reference_markdown()"
    assert config.from_dict(tomllib.loads(text), "example").as_dict() == config.Config().as_dict()
    uncommented = re.sub(r"(?m)^# (\w+ = )", r"\1", text)
    cfg = config.from_dict(tomllib.loads(uncommented), "example")
    for section, cls in config.SECTIONS.items():
        for f in dataclasses.fields(cls):
            assert re.search(rf"(?m)^{f.name} = ", uncommented), f"{section}.{f.name} missing"
            if f.name != "models_dir":
                assert getattr(getattr(cfg, section), f.name) == getattr(getattr(config.Config(), section), f.name)


def test_cli_config_check(cli, tmp_path):
    good = cli("--config", str(write(tmp_path, "[llm]\nn_ctx = 1024\n")), "config", "check")
    assert good.returncode == 0 and ": ok" in good.stdout
    bad = cli("--config", str(write(tmp_path, "[llm]\nn_ctx = -1\n")), "config", "check")
    assert bad.returncode == 2
    assert "llm.n_ctx" in bad.stderr and "Traceback" not in bad.stderr


def test_cli_config_show_has_defaults(cli):
    r = cli("config", "show", env={"EDGEASSIST_CONFIG": ""})
    assert r.returncode == 0
    data = tomllib.loads(r.stdout)
    assert data["llm"]["n_ctx"] == 0 and data["asr"]["engine"] == "auto"
