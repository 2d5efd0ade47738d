"""Understanding with the real SmolLM2-135M model and real grammars."""
import json
import re
import threading
import time

import pytest

from edgeassist import config
from edgeassist.engines.llama import Cancelled, Sampling, TimedOut
from edgeassist.nlu import grammar as G
from edgeassist.nlu.intents import parse_intents
from edgeassist.runtime import build_understander
from conftest import DATA, EVAL


@pytest.fixture(scope="module")
def und(tmp_path_factory):
    cache = tmp_path_factory.mktemp("cache")
    cfg = config.from_dict({"daemon": {"cache_dir": str(cache), "state_dir": str(cache)}})
    return build_understander(cfg, intents_file=str(EVAL / "app-intents.json"))


@pytest.mark.parametrize("text, intent, slots", [
    ("what's the time", "get_time", {}),
    ("set a timer for an hour and a half", "set_timer", {"duration_s": 5400}),
    ("switch the garage lights off", "lights", {"room": "garage", "state": "off"}),
    ("put some reggae on", "play_music", {"query": "reggae"}),
    ("add milk and honey to the shopping list", "add_to_list", {"item": "milk and honey", "list": "shopping"}),
    ("set the volume to thirty", "volume", {"level": 30}),
    ("who invented the telephone", "chat", {}),
])
def test_builtin_and_registered_intents(und, text, intent, slots):
    u = und.understand(text)
    assert (u.intent, u.slots) == (intent, slots), u.line


@pytest.mark.parametrize("text, reply", [
    ("what is twenty percent of eighty", "16"),               # its words are near "volume eighty percent": still computed
    ("whats forty percent of fifty", "20"),
])
def test_a_computation_asked_is_computed_whatever_command_its_words_are_near(und, text, reply):
    u = und.understand(text)
    assert u.source == "calculate" and reply in u.reply, (u.intent, u.reply)


def test_every_answer_is_legal_under_the_grammar(und):
    rows = [json.loads(line) for p in (DATA / "intents-own.jsonl", EVAL / "intents-dev.jsonl")
            for line in p.read_text().splitlines() if line.strip()]
    for row in rows:
        u = und.understand(row["text"])
        norm = G.normalize(row["text"])
        if u.source in ("smalltalk", "calculate"):    # a curated or computed reply: no line of the model's
            assert u.reply and not u.line, u
            continue
        assert G.validate_line(u.line, und.intents, norm), (row["text"], u.line)
        intent = und.intents[u.intent]
        for name, value in u.slots.items():
            slot = intent.slot(name)
            assert slot is not None
            if slot.type == "enum":
                assert value in slot.values
            elif slot.type == "text":
                assert f" {value} " in f" {norm} "
            else:
                assert isinstance(value, int) and not isinstance(value, bool)


def test_chat_reply_is_speakable_and_bounded(und):
    sentences = []
    u = und.understand("tell me about the ocean", on_sentence=sentences.append)
    assert u.intent == "chat" and u.reply
    assert len(u.reply.split()) <= und.settings.max_reply_words
    assert not re.search(r"[*#`\[\]<>_\n]", u.reply)
    assert " ".join(sentences) == u.reply


def test_cancellation_stops_generation_within_50ms(und):
    eng = und.engine
    tokens = und._request_tokens("chat", und._chat_msgs, "tell me a very long story about a dragon")
    cancel = threading.Event()
    seen = []
    cancelled_at = []

    def on_text(piece):
        seen.append(time.perf_counter())
        if len(seen) == 5:
            cancel.set()
            cancelled_at.append(time.perf_counter())

    with pytest.raises(Cancelled):
        eng.generate("chat", tokens, None, Sampling(max_tokens=200), cancel, None, on_text)
    stopped = time.perf_counter()
    assert stopped - cancelled_at[0] < 0.05
    assert len(seen) == 5


def test_time_limit_gives_a_clear_timeout(und):
    with pytest.raises(TimedOut, match="ran out of time"):
        und.understand("describe the water cycle in great detail", deadline=time.monotonic() + 0.05)


def test_registering_intents_changes_answers(und):
    text = "open the garage door"
    assert und.understand(text).intent != "garage_door"
    (door,) = parse_intents([{"name": "garage_door", "description": "Open or close the garage door",
                              "slots": {"action": {"enum": ["open", "close"]}},
                              "examples": ["open the garage door", "close the garage door please"]}])
    und.registry.register(door)
    try:
        u = und.understand(text)
        assert (u.intent, u.slots) == ("garage_door", {"action": "open"})
    finally:
        und.registry.unregister("garage_door")
    assert und.understand(text).intent != "garage_door"


def test_prefix_cache_is_reused(und, tmp_path):
    cfg = config.from_dict({"daemon": {"cache_dir": str(und.cache.dir), "state_dir": str(tmp_path)}})
    again = build_understander(cfg, intents_file=str(EVAL / "app-intents.json"), engine=und.engine)
    assert again.prepare() == {}   # prepare already ran in the constructor
    assert list(und.cache.dir.glob("prefix-intent-*.kv"))
    # a fresh engine loads the cached prefix instead of evaluating it
    from edgeassist.runtime import build_engine
    fresh = build_understander(cfg, intents_file=str(EVAL / "app-intents.json"), engine=build_engine(cfg))
    assert fresh.understand("what time is it").intent == "get_time"
    t0 = time.perf_counter()
    fresh._version = -1
    took = fresh.prepare()
    assert took == {"intent": 0.0, "chat": 0.0, "priors": 0.0}, took
    assert time.perf_counter() - t0 < 2.0
    # the intents' prior scores came from the cache: the same numbers the model gives
    assert sorted(fresh._prior) == sorted(fresh.intents)
    assert fresh._prior == pytest.approx(again._prior, abs=1e-3)
    computed = fresh.engine.score("intent", fresh._request_tokens("intent", fresh._intent_msgs, "hello"),
                                  [fresh.engine.tokenize(n + fresh._eot) for n in sorted(fresh.intents)])
    assert dict(zip(sorted(fresh.intents), computed)) == pytest.approx(again._prior, abs=0.05)


def test_cli_ask_json(cli):
    r = cli("ask", "--local", "--json", "set a timer for five minutes", env={"EDGEASSIST_CONFIG": ""})
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) == {"text", "intent", "slots", "reply", "timings"}
    assert out["intent"] == "set_timer" and out["slots"] == {"duration_s": 300}
    assert out["reply"] == "Timer set for 5 minutes."


def test_cli_ask_rejects_bad_intents_file(cli, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"intents": [{"name": "x", "slots": {"room": {"enum": []}}}]}))
    r = cli("ask", "--local", "--intents", str(bad), "hello", env={"EDGEASSIST_CONFIG": ""})
    assert r.returncode == 2 and "intent 'x'" in r.stderr and "enum" in r.stderr
    assert "Traceback" not in r.stderr


def test_candidates_scored_side_by_side_match_one_at_a_time(und):
    """engine.score decodes the candidates in one batch (a sequence each); the numbers must be
    those of scoring each alone, for more candidates than one batch holds, and the cached
    prefix must be left as it was."""
    eng = und.engine
    names = sorted(und.intents)
    assert len(names) > 5
    conts = [eng.tokenize(n + und._eot) for n in names] + [eng.tokenize("x")]   # a one-token one too
    req = und._request_tokens("intent", und._intent_msgs, "turn the ball you down")
    together = eng.score("intent", req, conts)
    alone = [eng.score("intent", req, [c])[0] for c in conts]
    # batch shapes change the quantized matmuls' rounding a little (~1%); a candidate scored
    # without the prompt or at the wrong position is off by whole nats
    assert together == pytest.approx(alone, rel=0.02, abs=0.1)
    assert len(set(round(x, 2) for x in together)) > len(conts) // 2   # not one number for all
    assert und.understand("what time is it").intent == "get_time"
    assert eng.score("intent", req, conts) == pytest.approx(together, rel=0.02, abs=0.1)


def test_context_is_fitted_to_the_prompts_and_grows_with_registered_intents(tmp_path):
    """llm.n_ctx = 0: the KV cache holds what the prompts need (not the RAM's 2048); intents
    registered later that need more make it grow, and everything still answers."""
    cfg = config.from_dict({"daemon": {"cache_dir": str(tmp_path), "state_dir": str(tmp_path)}})
    und = build_understander(cfg, intents_file=str(EVAL / "app-intents.json"))
    eng = und.engine
    held = eng.prefix_len("intent") + eng.prefix_len("chat")
    assert held < eng.n_ctx < 2048 and eng.n_ctx % 256 == 0
    first = eng.n_ctx
    many = parse_intents([{"name": f"machine_{w}", "description": f"Switch the {w} machine on or off",
                           "slots": {"state": {"enum": ["on", "off"]}},
                           "examples": [f"switch the {w} machine on", f"turn off the {w} machine please"]}
                          for w in ("coffee", "washing", "bread", "sewing", "vending", "pinball", "karaoke",
                                    "espresso", "popcorn", "bubble", "fog", "snow")])
    for i in many:
        und.registry.register(i)
    try:
        u = und.understand("switch the popcorn machine on")
        assert (u.intent, u.slots) == ("machine_popcorn", {"state": "on"})
        assert und.understand("tell me about the moon").reply        # the chat prefix came back too
        # the prompts are read again when the model is next used (here: the chat turn)
        assert eng.n_ctx > first and eng.prefix_len("intent") + eng.prefix_len("chat") < eng.n_ctx
        assert und.understand("what time is it").intent == "get_time"
    finally:
        for i in many:
            und.registry.unregister(i.name)
    assert und.understand("turn the ball you down").intent in und.intents


def test_a_fixed_n_ctx_is_kept(tmp_path):
    cfg = config.from_dict({"daemon": {"cache_dir": str(tmp_path), "state_dir": str(tmp_path)},
                            "llm": {"n_ctx": 2048}})
    und = build_understander(cfg, intents_file=str(EVAL / "app-intents.json"))
    assert und.engine.n_ctx == 2048 and not und.engine.fit_context(600)
