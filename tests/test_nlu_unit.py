"""Unit tests of the understanding pieces that need no model."""
import json

import pytest

from edgeassist.nlu import grammar as G
from edgeassist.skills import builtin_intents
from edgeassist.nlu.chunker import SentenceChunker, split_sentences
from edgeassist.nlu.intents import IntentError, Registry, load_intents_file, parse_intents
from edgeassist.nlu.numbers import parse_duration, parse_integer
from edgeassist.nlu.slots import content_runs, slot_options
from conftest import EVAL

pytestmark = pytest.mark.unit   # scripts/test.sh --fast


@pytest.mark.parametrize("text, seconds", [
    ("set a timer for five minutes", 300), ("an hour and a half", 5400), ("one and a half hours", 5400),
    ("two hours thirty minutes", 9000), ("half an hour", 1800), ("a quarter of an hour", 900),
    ("90 seconds", 90), ("start a ten minute timer", 600), ("twenty five minutes", 1500),
    ("a couple of minutes", 120), ("three hours and fifteen minutes", 11700), ("no duration", None),
])
def test_durations(text, seconds):
    assert parse_duration(text) == seconds


@pytest.mark.parametrize("text, n", [("fifty percent", 50), ("one hundred and five", 105), ("twenty-five", 25),
                                     ("to 7 please", 7), ("a hundred", 100), ("louder", None)])
def test_integers(text, n):
    assert parse_integer(text) == n


def test_chunker_abbreviations_numbers_decimals():
    assert split_sentences("Dr. Smith lives on Main St. in town. It costs 3.50 dollars! Really? Yes") == [
        "Dr. Smith lives on Main St. in town.", "It costs 3.50 dollars!", "Really?", "Yes"]
    assert split_sentences("Pi is about 3.14159. That is e.g. a number. J. R. R. Tolkien wrote it.") == [
        "Pi is about 3.14159.", "That is e.g. a number.", "J. R. R. Tolkien wrote it."]


def test_chunker_streams_a_sentence_once_it_ends():
    c = SentenceChunker()
    got = []
    for ch in "Hello there. How are you? Fine":
        got += c.feed(ch)
    assert got == ["Hello there.", "How are you?"]
    assert c.flush() == ["Fine"]


def _bad(tmp_path, content):
    p = tmp_path / "intents.json"
    p.write_text(content if isinstance(content, str) else json.dumps(content))
    with pytest.raises(IntentError) as e:
        load_intents_file(p)
    return str(e.value)


def test_bad_intents_files_are_named(tmp_path):
    assert "not valid JSON" in _bad(tmp_path, "{nope")
    m = _bad(tmp_path, {"intents": [{"name": "x", "slots": {"a": {"type": "colour"}}}]})
    assert "intent 'x'" in m and "slot 'a'" in m and "unknown slot type 'colour'" in m
    m = _bad(tmp_path, {"intents": [{"name": "x"}, {"name": "x"}]})
    assert "duplicate intent name 'x'" in m
    m = _bad(tmp_path, {"intents": [{"name": "x", "slots": {"room": {"enum": []}}}]})
    assert "intent 'x'" in m and "slot 'room'" in m and "enum" in m
    assert "name" in _bad(tmp_path, {"intents": [{"name": "Bad Name"}]})


def test_registry_versions_and_builtin_names():
    reg = Registry(builtin_intents())
    v = reg.version
    (app,) = parse_intents([{"name": "garage_door", "slots": {"state": {"enum": ["open", "closed"]}}}])
    reg.register(app)
    assert reg.version > v and reg.get("garage_door")
    with pytest.raises(IntentError, match="built-in"):
        reg.register(parse_intents([{"name": "get_time"}])[0])
    assert reg.unregister("garage_door") and not reg.get("garage_door")


def test_grammar_spans_and_validation():
    intents = builtin_intents() + load_intents_file(EVAL / "app-intents.json")
    by_name = {i.name: i for i in intents}
    norm = "play music by miles davis"
    assert G.validate_line('play_music query="miles davis"', by_name, norm)
    assert not G.validate_line('play_music query="john coltrane"', by_name, norm)       # not a span
    assert not G.validate_line('lights room="attic"', by_name, "lights in the attic")   # not a member
    assert not G.validate_line('nope', by_name, norm)
    rules = G.intent_rules(intents) + G.span_rules(norm.split())
    assert 'i-lights-room ::= "kitchen" | "bedroom"' in rules and 's4 ::= "davis"' in rules


def test_slot_options_settle_what_was_said():
    apps = {i.name: i for i in load_intents_file(EVAL / "app-intents.json")}
    opts = slot_options(apps["lights"], "switch off the living room lights")
    assert opts["room"] == ["living room"] and opts["state"] == ["off"]
    assert content_runs(apps["play_music"], "put on the album abbey road".split()) == ["abbey road"]
    assert content_runs(apps["add_to_list"], "add call mom to my to-do list".split())[0] == "call mom"


def test_a_where_or_who_question_is_no_command_whose_examples_never_ask_so():
    from edgeassist.nlu.matcher import Matcher
    from edgeassist.nlu.intents import parse_intents
    reg = Registry(builtin_intents())
    m = Matcher(reg.all())
    assert "volume" not in [x.intent for x in m.rank("where is not too picky")]   # Whisper's "where is machu picchu"
    assert any(x.intent == "volume" for x in m.rank("not too loud please"))
    app = parse_intents({"intents": [{"name": "find_phone", "description": "Ring my phone",
                                      "examples": ["where is my phone"]}]}, "app")
    assert Matcher(reg.all() + list(app)).rank("where is my phone")[0].intent == "find_phone"   # an app command that asks so


@pytest.mark.unit
@pytest.mark.parametrize("decline", ["Sorry, I don't know that one.", ""])
def test_a_chat_reply_the_model_leaves_empty_is_a_line_never_silence(decline):
    """A chat turn whose model ends at once (or says only spaces) says a line; a cancelled one says nothing.
    (The full suite's hub test had once heard nothing from the board's chat.) A fake engine: this is the
    chat path of one module (nlu/model_reply.py) alone."""
    import threading
    from types import SimpleNamespace
    from edgeassist.engines.decode import Generation
    from edgeassist.nlu.model_reply import NO_ANSWER, ModelReplies

    class Engine:
        own_template = True

        def __init__(self, stopped):
            self.stopped = stopped

        def generate(self, prefix, tokens, gram, sampling, cancel, deadline, on_text, until=None, logprobs=None):
            on_text(" ")
            return Generation(" ", 1, 0, 0.01, 0.02, stopped=self.stopped)

    def chat(stopped, cancel=None):
        m = object.__new__(ModelReplies)
        m.engine, m.decline, m.sure, m.hub, m._local = Engine(stopped), decline, -9.0, None, threading.local()
        m.settings = SimpleNamespace(max_reply_words=40, max_tokens=32, temperature=0.7, top_k=40, top_p=0.95,
                                     repeat_penalty=1.1, mirostat=0, mirostat_tau=5.0, mirostat_eta=0.1, stop=())
        m._chat_msgs, m._model_ready, m._request_tokens = [], lambda d: d, lambda *a: [1]
        said, timings = [], {}
        return m._chat("write me a poem", cancel, None, said.append, timings), said

    reply, said = chat("eos")
    assert reply == (decline or NO_ANSWER) and said == [reply], (reply, said)
    stop = threading.Event()
    stop.set()
    assert chat("cancelled", stop) == ("", []), "a cancelled turn says nothing"


@pytest.mark.unit
def test_a_chat_reply_that_runs_away_into_digits_is_never_said():
    """The 135M model answered a misheard conversion ("30 miles per gallon to leaders for 100 kilometers") with
    "... is 3000000000000000000000000...": a number no one says is the model looping, so it is never said, the
    generation is stopped and the turn ends on the decline line. A fake engine streams such a reply (the chat path of
    nlu/model_reply.py alone); a reply with an ordinary number is said as it is."""
    import threading
    from types import SimpleNamespace
    from edgeassist.engines.decode import Generation
    from edgeassist.nlu.model_reply import ModelReplies

    class Engine:
        own_template = True

        def __init__(self, text):
            self.text, self.stopped_early = text, False

        def generate(self, prefix, tokens, gram, sampling, cancel, deadline, on_text, until=None, logprobs=None):
            out = ""
            for piece in self.text.split(" "):
                out += ("" if not out else " ") + piece
                on_text(("" if out == piece else " ") + piece)
                logprobs.append(-0.1)
                if until and until(out):
                    self.stopped_early = True
                    return Generation(out, len(out.split()), 0, 0.01, 0.02, stopped="limit")
            return Generation(out, len(out.split()), 0, 0.01, 0.02, stopped="eos")

    def chat(text):
        m = object.__new__(ModelReplies)
        m.engine, m.decline, m.sure, m.hub, m._local = Engine(text), "Sorry, I don't know that one.", -9.0, None, threading.local()
        m.settings = SimpleNamespace(max_reply_words=40, max_tokens=64, temperature=0.7, top_k=40, top_p=0.95,
                                     repeat_penalty=1.1, mirostat=0, mirostat_tau=5.0, mirostat_eta=0.1, stop=())
        m._chat_msgs, m._model_ready, m._request_tokens = [], lambda d: d, lambda *a: [1]
        said, timings = [], {}
        return m._chat("convert 30 miles per gallon to leaders for 100 kilometers", None, None, said.append, timings), said, m.engine

    reply, said, engine = chat("30 miles per gallon to 100 kilometers is " + "0" * 40 + " liters.")
    assert said[-1] == "Sorry, I don't know that one." and engine.stopped_early, (reply, said)
    assert not any("0000" in x for x in said), said        # the first clause may have been said already; never the digits
    reply, said, _ = chat("The Moon is about 384400 kilometers away.")
    assert reply == "The Moon is about 384400 kilometers away." == " ".join(said), (reply, said)
