"""Small talk from the curated file (edgeassist/nlu/smalltalk.yaml): matched before the knowledge and
the model, a fitting reply every time, the owner's own file checked like the config, and the real
daemon answering with it."""
import pytest

from edgeassist.nlu.smalltalk import BUILTIN, SmallTalk, SmallTalkError, load
from conftest import run_cli

pytestmark = pytest.mark.timeout(300)


@pytest.fixture(scope="module")
def talk():
    return SmallTalk(load(BUILTIN))


@pytest.mark.unit
def test_what_people_say_finds_its_act(talk):
    for text, act in (("thanks a lot", "thanks"), ("hey good morning", "greeting"), ("tell me a joke please", "joke"),
                      ("what's your name", "who_are_you"),
                      ("what can you do", "capabilities"), ("good morning how's it going", "how_are_you"),
                      ("thanks that was helpful", "thanks"),
                      ("tell me a story", "story")):
        assert talk.match(text) == act, text


@pytest.mark.unit
def test_questions_and_commands_are_not_small_talk(talk):
    for text in ("sorry where are the toilets", "excuse me where can i find the toilets", "where are the computers",
                 "thanks what time is it", "hi can you help me find a book", "what is the capital of france",
                 "no", "yes", "tell me a joke about the city tax", "do you know a good plumber"):
        assert talk.match(text) is None, text


@pytest.mark.unit
def test_the_replies_take_turns_once_a_turn_is_settled(talk):
    jokes = talk.acts["joke"].replies
    first = talk.reply("joke")
    assert first in jokes and talk.reply("joke") == first      # the same until the turn ends
    talk.settle("joke")
    assert talk.reply("joke") != first and talk.reply("joke") in jokes


@pytest.mark.unit
def test_a_broken_file_names_the_file_act_and_field(tmp_path):
    p = tmp_path / "talk.yaml"
    for text, want in (("acts:\n  - act: hi\n    examples: [hello]\n", "act 1 (hi): field 'replies'"),
                       ("acts:\n  - act: hi\n    examples: [hello]\n    replies: [Hi.]\n    reply: x\n", "unknown field 'reply'"),
                       ("acts: [1, 2\n", "not valid YAML at line"), ("- a\n", "expected 'acts:'")):
        p.write_text(text)
        with pytest.raises(SmallTalkError) as e:
            load(p)
        assert str(p) in str(e.value) and want in str(e.value), (text, e.value)
    with pytest.raises(SmallTalkError, match="no such small-talk file"):
        load(tmp_path / "missing.yaml")


def test_config_check_names_a_broken_small_talk_file(tmp_path):
    bad = tmp_path / "talk.yaml"
    bad.write_text("acts:\n  - act: hi\n    examples: [hello]\n")
    conf = tmp_path / "c.toml"
    conf.write_text(f'[chat]\nsmalltalk = "{bad}"\n')
    r = run_cli("--config", str(conf), "config", "check")
    assert r.returncode != 0 and f"chat.smalltalk: {bad}: act 1 (hi): field 'replies'" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr


def test_the_daemon_tells_a_joke_from_the_file_and_the_next_one_next(tmp_path, pulse, prompt_cache):
    from edgeassist.testing.daemon import DaemonProcess
    mine = tmp_path / "talk.yaml"
    mine.write_text("acts:\n  - act: joke\n    examples: [tell me a joke]\n"
                    "    replies: [First joke., Second joke.]\n")
    d = DaemonProcess(tmp_path / "d", cache_dir=prompt_cache,
                      sections={"chat": {"smalltalk": str(mine)}})
    d.start()
    try:
        with d.client() as c:
            events = c.events(["intent"], timeout=30)
            got = c.ask("could you tell me a joke")
            intent = next(e for e in events if e["type"] == "intent")
            assert got["intent"] == "smalltalk" and got["slots"] == {"act": "joke"} and got["reply"] == "First joke."
            assert intent["intent"] == "smalltalk" and intent["source"] == "smalltalk"
            assert c.ask("tell me a joke")["reply"] == "Second joke."
            assert c.ask("write me a short poem about the rain")["intent"] == "chat"     # not in this file: the model
    finally:
        d.stop()


@pytest.fixture(scope="module")
def talk_by_meaning():
    from pathlib import Path
    from edgeassist.engines.embedder import Embedder
    from conftest import MODELS
    return SmallTalk(load(BUILTIN), lambda: Embedder(Path(MODELS / "all-MiniLM-L6-v2")))


def test_small_talk_in_words_of_its_own_is_found_by_meaning(talk_by_meaning):
    """Words no example has: the closest example's act (the sentence model of [knowledge])."""
    talk = talk_by_meaning
    for text, act in (("know any funny ones", "joke"), ("honestly you're the worst", "insult"),
                      ("you are really helpful", "compliment"), ("you're brilliant", "compliment")):
        assert talk.match(text) is None, text           # not by words
        assert talk.closest(text) == act, text
    for text in ("who painted the mona lisa", "how far away is the moon", "what is photosynthesis",
                 "give me a recipe idea for dinner", "what week number is valentine's day 2027n"):   # a question, words between
        assert talk.closest(text) is None, text


def test_without_the_sentence_model_only_words_match(tmp_path):
    talk = SmallTalk(load(BUILTIN), lambda: None)          # [knowledge] embedding_model missing
    assert not talk.warm() and talk.closest("you're brilliant") is None
    assert talk.match("thank you") == "thanks"


def test_the_model_is_not_asked_for_small_talk_said_in_other_words(tmp_path):
    """Through the understanding stage: chat-bound words close to an example get the curated
    reply (intent smalltalk), not the model's; a general question still goes to the model."""
    from edgeassist import config
    from edgeassist.runtime import build_understander
    from conftest import EVAL
    cfg = config.from_dict({"daemon": {"cache_dir": str(tmp_path), "state_dir": str(tmp_path)}})
    und = build_understander(cfg, intents_file=str(EVAL / "app-intents.json"))
    u = und.understand("you're brilliant")
    assert (u.intent, u.slots, u.source) == ("smalltalk", {"act": "compliment"}, "smalltalk")
    assert u.reply in und.smalltalk.acts["compliment"].replies
    assert und.understand("who painted the mona lisa", reply=False).intent == "chat"
    assert und.understand("turn on the kitchen light").intent == "lights"
