"""Local knowledge: files checked like the config, answers found by meaning with the real
embedding model, entries added through the API kept, and the real daemon answering a spoken
question with the stored answer (docs/knowledge.md)."""
import dataclasses
import json
import signal
import time

import pytest

from edgeassist import config
from edgeassist.nlu.knowledge import (ANSWER_P, ASK, OUTSIDE, UNSURE, Knowledge, KnowledgeError, accept_p,
                                      load_file, parse_entries)
from edgeassist.nlu.knowledge_store import KnowledgeStore
from edgeassist.runtime import build_embedder, build_knowledge
from conftest import MODELS, ROOT, run_cli

LIBRARY = ROOT / "docs" / "knowledge-library.yaml"
PLACES = ROOT / "tests" / "data" / "places"
FALLBACK = "I don't know that one. Please ask at the front desk."
pytestmark = pytest.mark.timeout(600)


@pytest.fixture(scope="module")
def embedder():
    e = build_embedder(config.Config())
    assert e is not None and e.model_dir == MODELS / "all-MiniLM-L6-v2"
    return e


@pytest.fixture(scope="module")
def library(embedder):
    return Knowledge(load_file(LIBRARY), embedder)


def _bad(tmp_path, text: str, name="k.yaml") -> str:
    p = tmp_path / name
    p.write_text(text)
    with pytest.raises(KnowledgeError) as e:
        load_file(p)
    assert str(p) in str(e.value)
    return str(e.value)


def test_the_example_file_loads():
    entries = load_file(LIBRARY)
    assert len(entries) >= 40 and len({e.id for e in entries}) == len(entries)
    assert all(e.answer and e.question for e in entries)


def test_malformed_files_name_file_entry_and_field(tmp_path):
    assert "line 3" in _bad(tmp_path, "entries:\n  - question: Where?\n    also: [Is it here?, Or there?]\n"
                                      "    answer: Here.\n")
    msg = _bad(tmp_path, "- question: Where are the toilets?\n  answer: Downstairs.\n- question: When?\n")
    assert "entry 2" in msg and "'answer'" in msg
    assert "'anwser'" in _bad(tmp_path, "- question: Where?\n  anwser: Here.\n")
    assert "id 'x'" in _bad(tmp_path, "- {id: x, question: A b, answer: C.}\n- {id: x, question: D e, answer: F.}\n")
    assert "'also'" in _bad(tmp_path, "- question: Where?\n  also: {a: 1}\n  answer: Here.\n")
    assert "list of entries" in _bad(tmp_path, "just text\n")
    with pytest.raises(KnowledgeError, match="missing.yaml: no such knowledge file"):
        load_file(tmp_path / "missing.yaml")


def test_json_files_are_read_too(tmp_path):
    p = tmp_path / "k.json"
    p.write_text(json.dumps({"entries": [{"id": "wifi", "question": "What is the wifi password?",
                                          "answer": "It is on the card at the desk."}]}))
    assert [e.id for e in load_file(p)] == ["wifi"]


def test_questions_in_other_words_find_their_entry(library):
    for question, entry in (("i need to use the toilet", "toilets"), ("is there somewhere to leave my bicycle", "bikes"),
                            ("where do i hand back my books", "return"), ("what are your opening hours", "hours-weekday"),
                            ("are you open on sunday", "hours-sunday"), ("what time do you close on saturday", "hours-saturday")):
        a = library.match(question)
        assert a is not None and a.entry.id == entry, (question, library.ranked(question, 1))


def test_questions_outside_the_knowledge_go_to_chat(library):
    for question in ("who painted the mona lisa", "how far away is the moon", "what is the capital of france"):
        a, verdict = library.judge(question)
        assert verdict == OUTSIDE, (question, a)


def test_near_misses_get_the_fallback_not_an_answer(library):
    """Close to an entry in meaning and words, but about something it does not answer: no entry
    is sure (the owner's fallback line, never a generated answer)."""
    for question in ("is the town hall open on saturday", "where do i pay a parking fine",
                     "can i get a passport photo taken here"):
        a, verdict = library.judge(question)
        assert verdict in (UNSURE, ASK) and a.p < ANSWER_P, (question, a)
    a, _ = library.judge("does the museum open on sunday")
    assert a.entry.id == "hours-sunday" and a.foreign_words == "museum" and a.p < ANSWER_P, a
    hotel = Knowledge(load_file(PLACES / "hotel.yaml"), library.embedder)
    a, verdict = hotel.judge("could i borrow an iron")
    assert verdict == UNSURE, a


def test_the_acceptance_is_monotonic():
    """A closer match or a larger margin never makes an entry less likely; a foreign word never more."""
    base = accept_p(0.5, 0.05, 0.3, 0.0)
    assert accept_p(0.6, 0.05, 0.3, 0.0) > base and accept_p(0.5, 0.1, 0.3, 0.0) > base
    assert accept_p(0.5, 0.05, 0.3, 0.02) < base and accept_p(0.5, 0.05, 0.6, 0.0) >= base


def test_the_store_asks_back_keeps_the_question_and_counts_misses(embedder):
    store = KnowledgeStore([str(LIBRARY)], None, embedder, fallback="Ask at the desk.", ask_back=True)
    store.reload()
    a, verdict = store.judge("how do i extend my loans")
    assert verdict == ASK and a.entry.id == "renew", a
    store.settle("how do i extend my loans", {"verdict": ASK, "id": None, "closest": a.to_json()})
    assert store.pending().id == "renew"
    store.settle("where is the ladies", {"verdict": "fallback", "id": None, "closest": {"id": "toilets", "score": 0.4}})
    assert store.pending() is None
    assert store.misses()[-1]["text"] == "where is the ladies" and store.misses()[-1]["closest"] == "toilets"
    store.ask_back = False
    assert store.judge("how do i extend my loans")[1] == UNSURE
    store.fallback = ""
    assert store.judge("how do i extend my loans")[1] == OUTSIDE    # no fallback line: chat, as before


def test_yes_and_no_are_plain_answers():
    from edgeassist.nlu.knowledge_store import yes_or_no
    assert all(yes_or_no(t) is True for t in ("yes", "yeah", "yes please", "that's right", "sure"))
    assert all(yes_or_no(t) is False for t in ("no", "nope", "no thanks", "not really", "that's not it"))
    assert all(yes_or_no(t) is None for t in ("no where are the toilets", "yes what time is it", "maybe"))


def test_token_vectors_pool_to_the_sentence_embedding(embedder):
    import numpy as np
    words = "does the museum open on sunday's".split()
    x, owner = embedder.tokens(words)
    assert len(x) == len(owner) and owner[0] == owner[-1] == -1 and sorted(set(owner[1:-1])) == list(range(6))
    pooled = x.mean(0) / np.linalg.norm(x.mean(0))
    assert np.allclose(pooled, embedder.embed([" ".join(words)])[0], atol=1e-5)


def test_the_word_pieces_are_the_models_own_tokenizers(embedder):
    """engines/embedder.WordPiece against the `tokenizers` library on the same tokenizer.json, for
    every question of the evaluation sets and every phrasing and answer of the example file."""
    from tokenizers import Tokenizer
    ref = Tokenizer.from_file(str(embedder.model_dir / "tokenizer.json"))
    ref.no_padding()
    texts = [json.loads(x)["text"] for x in (ROOT / "tests" / "data" / "knowledge-eval.jsonl").read_text().splitlines()]
    texts += [t for e in load_file(LIBRARY) for t in (e.question, *e.also, e.answer)] + ["Café naïve — déjà vu, 3:30!"]
    for t in texts:
        assert embedder.tokenizer.encode(t) == ref.encode(t).ids, t


def test_words_alone_without_the_embedding_model():
    k = Knowledge(load_file(LIBRARY), None)
    assert k.match("where are the toilets").entry.id == "toilets"
    assert k.match("who painted the mona lisa") is None


def test_a_missing_embedding_model_falls_back_to_words(tmp_path):
    cfg = config.Config()
    cfg = dataclasses.replace(cfg, knowledge=dataclasses.replace(cfg.knowledge, embedding_model=str(tmp_path / "no")),
                              daemon=dataclasses.replace(cfg.daemon, state_dir=str(tmp_path), cache_dir=str(tmp_path)))
    notes = []
    store = build_knowledge(cfg, files=[str(LIBRARY)], log=notes.append)
    assert store.embedder is None and str(tmp_path / "no") in notes[0]
    assert store.match("where are the toilets").entry.id == "toilets"


def test_entries_added_through_the_api_persist_and_file_entries_stay(tmp_path, embedder):
    store = KnowledgeStore([str(LIBRARY)], tmp_path, embedder, tmp_path / "cache")
    store.reload()
    n = len(store.index)
    assert store.add([{"id": "pool", "question": "Is there a swimming pool nearby?",
                       "answer": "The town pool is across the square."}]) == ["pool"]
    assert store.match("where can i go swimming").entry.id == "pool"
    with pytest.raises(KnowledgeError, match=r"entries\[0\]: field 'answer'"):
        store.add([{"question": "Half an entry?"}])
    with pytest.raises(KnowledgeError, match="'toilets' comes from .*knowledge-library.yaml"):
        store.remove(["toilets"])
    again = KnowledgeStore([str(LIBRARY)], tmp_path, embedder, tmp_path / "cache")
    again.reload()
    assert len(again.index) == n + 1 and again.match("where can i go swimming").entry.id == "pool"
    assert any((tmp_path / "cache").glob("knowledge-vectors-*.f32"))
    assert again.remove(["pool", "nothing"]) == ["pool"] and len(again.index) == n


def test_a_bad_file_keeps_the_knowledge_that_was_loaded(tmp_path, embedder):
    p = tmp_path / "k.yaml"
    p.write_text('- {id: wifi, question: "What is the wifi password?", answer: Ask at the desk.}\n')
    store = KnowledgeStore([str(p)], None, embedder)
    store.reload()
    p.write_text('- {id: wifi, question: "What is the wifi password?"}\n')
    with pytest.raises(KnowledgeError, match="entry 1: field 'answer'"):
        store.reload()
    assert store.match("how do i get on the wifi").entry.answer == "Ask at the desk."


def test_the_cli_checks_a_file_and_shows_the_answer(tmp_path):
    r = run_cli("knowledge", "check", str(LIBRARY), "--ask", "where are the toilets", "--ask", "who painted the mona lisa",
                "--ask", "does the museum open on sunday")
    assert r.returncode == 0, r.stderr
    assert "ok: 50 entries" in r.stdout and "-> toilets" in r.stdout and "not about this knowledge: it goes to chat" in r.stdout
    museum = "\n".join(r.stdout.splitlines()[-3:])   # why the closest entry did not answer, and what to do
    assert "no entry is sure: the fallback line" in museum and "closest: hours-sunday" in museum, museum
    assert "says 'museum'" in museum and "'also'" in museum
    bad = tmp_path / "bad.yaml"
    bad.write_text("- question: Where?\n")
    r = run_cli("knowledge", "check", str(bad))
    assert r.returncode != 0 and f"{bad}: entry 1" in r.stderr and "Traceback" not in r.stderr
    conf = tmp_path / "c.toml"
    conf.write_text(f'[knowledge]\nfiles = ["{bad}"]\n')
    r = run_cli("--config", str(conf), "config", "check")
    assert r.returncode != 0 and f"knowledge.files: {bad}: entry 1: field 'answer'" in r.stderr, r.stderr
    conf.write_text(f'[knowledge]\nfiles = ["{LIBRARY}"]\n')
    r = run_cli("--config", str(conf), "config", "check")
    assert r.returncode == 0 and "knowledge: 50 entries" in r.stdout, r.stderr


def test_knowledge_does_not_take_commands(embedder):
    """With the library's knowledge loaded, commands stay commands (the knowledge is asked only
    when no intent claims the words) and its questions are answered from it."""
    from edgeassist.runtime import build_understander
    store = KnowledgeStore([str(LIBRARY)], None, embedder)
    store.reload()
    und = build_understander(config.Config(), knowledge=store)
    for text, intent in (("what time is it", "get_time"), ("set a timer for ten minutes", "set_timer"),
                         ("turn the volume up", "volume"), ("be quiet", "stop"), ("what day is it", "get_date")):
        u = und.understand(text, reply=False)
        assert u.intent == intent, (text, u)
    for text, entry in (("what time do you close on saturday", "hours-saturday"),   # not get_time
                        ("i need to use the toilet", "toilets")):
        u = und.understand(text)
        assert u.intent == "knowledge" and u.knowledge["id"] == entry and u.source == "knowledge", (text, u)
        assert u.knowledge["verdict"] == "answer"
        assert u.reply == next(e.answer for e in store.entries() if e.id == entry)


def test_a_near_miss_gets_the_fallback_line_and_the_rest_reaches_chat_or_small_talk(embedder):
    from edgeassist.runtime import build_understander
    store = KnowledgeStore([str(PLACES / "hotel.yaml")], None, embedder, fallback="Please ask at the front desk.")
    store.reload()
    und = build_understander(config.Config(), knowledge=store)
    u = und.understand("is there a spa where i can book a massage", reply=False)
    assert u.intent == "knowledge" and u.reply == "Please ask at the front desk.", u
    assert u.knowledge["verdict"] == "fallback" and u.knowledge["id"] is None and u.knowledge["closest"]["id"]
    u = und.understand("who painted the mona lisa", reply=False)
    assert u.intent == "chat" and u.knowledge is None, u
    u = und.understand("tell me a joke")
    assert u.intent == "smalltalk" and u.slots == {"act": "joke"} and u.reply in und.smalltalk.acts["joke"].replies
    assert und.understand("set a timer for ten minutes", reply=False).intent == "set_timer"


# ------------------------------------------------------------------ the daemon

@pytest.fixture(scope="module")
def kdaemon(pulse, prompt_cache, tmp_path_factory):
    from edgeassist.testing.daemon import DaemonProcess
    tmp = tmp_path_factory.mktemp("kdaemon")
    mine = tmp / "faq.yaml"
    mine.write_text("- id: garden\n  question: When is the roof garden open?\n  answer: From May to September.\n")
    d = DaemonProcess(tmp, cache_dir=prompt_cache, sections={"knowledge": {
        "files": [str(LIBRARY), str(mine)], "fallback": FALLBACK, "ask_back": True}})
    d.faq = mine
    d.start()
    yield d
    d.stop()


def _events_of(events, uid, until="timings", timeout=30.0) -> dict:
    got: dict = {}
    deadline = time.monotonic() + timeout
    for ev in events:
        if ev.get("id") == uid:
            got.setdefault(ev["type"], []).append(ev)
            if ev["type"] == until:
                break
        if time.monotonic() > deadline:
            break
    return got


def test_a_spoken_question_gets_the_stored_answer_spoken(kdaemon, pulse, voice_path):
    from edgeassist.testing.daemon import speak_command
    from edgeassist.testing.speech import piper_speech
    answer = next(e for e in load_file(LIBRARY) if e.id == "toilets").answer
    with kdaemon.client() as c:
        events = c.events(["intent", "reply.sentence", "tts.start", "tts.end", "timings"], timeout=30)
        uid = speak_command(pulse, c, piper_speech("excuse me where can i find the toilets", voice_path))
        got = _events_of(events, uid)
    intent = got["intent"][0]
    assert intent["intent"] == "knowledge" and intent["knowledge"]["id"] == "toilets", got
    assert intent["knowledge"]["score"] > 0.4 and intent["source"] == "knowledge"
    assert " ".join(e["text"] for e in got["reply.sentence"]) == answer
    assert got["tts.start"] and got["timings"][0]["first_audio_ms"] > 0


def test_added_entries_answer_and_bad_ones_are_refused(kdaemon):
    from edgeassist.client import RemoteError
    with kdaemon.client() as c:
        r = c.knowledge_add([{"id": "lunch", "question": "Where can staff eat lunch?",
                              "answer": "Staff eat in the kitchen on the second floor."}])
        assert r["added"] == ["lunch"]
        got = c.ask("where do the staff have lunch")
        assert got["intent"] == "knowledge" and got["knowledge"]["id"] == "lunch"
        assert got["reply"] == "Staff eat in the kitchen on the second floor."
        with pytest.raises(RemoteError) as e:
            c.knowledge_add([{"id": "x", "question": "No answer?"}])
        assert e.value.code == "bad_knowledge" and "entries[0]: field 'answer'" in e.value.message
        ids = {e["id"]: e["source"] for e in c.knowledge_list()["entries"]}
        assert ids["lunch"] == "api" and ids["toilets"] == str(LIBRARY)
        assert c.knowledge_remove(["lunch"])["removed"] == ["lunch"]
        assert c.ask("where do the staff have lunch").get("knowledge", {}).get("id") != "lunch"
        assert c.status()["state"] in ("idle", "speaking")


def test_a_near_miss_gets_the_fallback_line_and_the_owner_sees_it_in_misses(kdaemon):
    with kdaemon.client() as c:
        events = c.events(["intent"], timeout=30)
        got = c.ask("where do i pay a parking fine", speak=False)
        intent = next(e for e in events if e["type"] == "intent")
        misses = c.knowledge_misses()
    assert got["intent"] == "knowledge" and got["reply"] == FALLBACK, got
    assert got["knowledge"]["verdict"] == "fallback" and got["knowledge"]["closest"]["id"] == "pay-fines"
    assert intent["intent"] == "knowledge" and intent["knowledge"]["verdict"] == "fallback"   # not chat
    assert misses["misses"][-1]["text"] == "where do i pay a parking fine" and misses["fallback"] == FALLBACK
    r = run_cli("--config", str(kdaemon.config), "knowledge", "misses")
    assert r.returncode == 0 and "where do i pay a parking fine" in r.stdout and "pay-fines" in r.stdout, r


def test_a_question_asked_back_takes_a_yes_or_a_no(kdaemon):
    renew = next(e.answer for e in load_file(LIBRARY) if e.id == "renew")
    with kdaemon.client() as c:
        got = c.ask("how do i extend my loans", speak=False)
        assert got["knowledge"]["verdict"] == "ask" and got["reply"] == "Do you mean: how do I renew a book?", got
        assert c.status()["knowledge"]["asked_back"]["id"] == "renew"
        got = c.ask("yes", speak=False)
        assert got["intent"] == "knowledge" and got["reply"] == renew and got["knowledge"]["asked_back"], got
        assert c.status()["knowledge"]["asked_back"] is None
        assert c.ask("how do i extend my loans", speak=False)["knowledge"]["verdict"] == "ask"
        got = c.ask("no", speak=False)
        assert got["reply"] == FALLBACK and got["knowledge"]["verdict"] == "fallback", got
        assert c.ask("how do i extend my loans", speak=False)["knowledge"]["verdict"] == "ask"
        got = c.ask("what time is it", speak=False)     # something else: the question asked back is dropped
        assert got["intent"] == "get_time" and c.status()["knowledge"]["asked_back"] is None


def test_out_of_scope_questions_still_go_to_chat(kdaemon):
    with kdaemon.client() as c:
        got = c.ask("who painted the mona lisa")          # a fact outside the library's FAQ: the encyclopedia
        assert got["intent"] == "encyclopedia" and "knowledge" not in got and "Leonardo" in got["reply"], got
        got = c.ask("write me a short poem about the rain")  # an open request: the model's chat
    assert got["intent"] == "chat" and "knowledge" not in got and got["reply"]


def test_sighup_reloads_an_edited_file_and_a_broken_one_keeps_the_old(kdaemon):
    d = kdaemon
    with d.client() as c:
        events = c.events(["error", "knowledge"], timeout=30)
        d.faq.write_text("- id: garden\n  question: When is the roof garden open?\n  answer: All year round.\n")
        t = time.monotonic()
        d.signal(signal.SIGHUP)
        assert d.notify.wait_for("READY=1", 60, after=t)
        got = c.ask("can i go up to the roof garden in winter")
        assert got["knowledge"]["id"] == "garden" and got["reply"] == "All year round.", got
        d.faq.write_text("- id: garden\n  question: When is the roof garden open?\n  anwser: broken\n")
        t = time.monotonic()
        d.signal(signal.SIGHUP)
        assert d.notify.wait_for("READY=1", 60, after=t)
        failed = next(e for e in events if e["type"] == "error")
        assert failed["code"] == "reload_failed" and str(d.faq) in failed["message"] and "'anwser'" in failed["message"]
        assert c.ask("when is the roof garden open")["reply"] == "All year round."
        from edgeassist.client import RemoteError
        with pytest.raises(RemoteError) as e:
            c.knowledge_reload()
        assert e.value.code == "bad_knowledge" and str(d.faq) in e.value.message


def test_the_evaluation_runs_on_a_place(tmp_path):
    """scripts/eval_knowledge.py on one place: the figures of the method and of the seeds' retrieval."""
    import subprocess
    import sys
    out = tmp_path / "eval.json"
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "eval_knowledge.py"), "--place", "hotel", "--json", str(out)],
                       capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-2000:]
    got = json.loads(out.read_text())["hotel"]
    assert got["covered"] >= 25 and got["not covered"] >= 15
    assert 0 < got["right %"] <= got["top-1 right %"] and got["covered to chat"] == 0
    assert {"right %", "wrong % of all", "near misses answered"} <= set(got["seeds"])


def test_a_request_about_the_askers_own_life_is_chats_not_the_places():
    """No entry sure and the question near the place's entries: the owner's fallback line, unless it asks
    for something in the asker's own life ("what should I cook tonight"), which chat answers; never one
    put to the place ("do you have", "your") nor the place's own questions ("can I get a wake-up call")."""
    from edgeassist.nlu.knowledge import own_request
    for text in ("What should I cook tonight?", "Help me write a birthday message for my friend.",
                 "give me some ideas for a rainy sunday", "I've got chicken and rice. What could I cook tonight?"):
        assert own_request(text), text
    for text in ("Do you have ideas for a birthday cake?", "can i get a wake up call at six", "What's your address?",
                 "Can I bring my dog?", "could i make a reservation for friday"):
        assert not own_request(text), text
