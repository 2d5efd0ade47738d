"""Accuracy through the microphone: intents, the place's knowledge, small talk, chat, and each
recogniser in the daemon."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path

from edgeassist import config

from .common import RESULTS, ROOT, Run, _proc_stats, med, p95, row
from .daemon_runs import _daemon, _speak


def bench_spoken(pulse, voice, cache):
    """Every phrasing of the dev, own and held-out sets spoken into the daemon: the intent (and
    slots) in its intent event, against what was meant; chat replies included."""
    from edgeassist.testing import corpus
    print("Spoken intents through the daemon (Piper with varied speed and pink noise -> intent event)")
    d = _daemon(Path(tempfile.mkdtemp(prefix="edgeassist-bench-")), cache)
    c = d.client()
    events = c.events(["timings", "tts.end", "intent", "asr.final"], timeout=60)
    rec = pulse.record()
    for which in ("dev", "own", "heldout", "heldout2", "heldout3"):
        rows = []
        for item, pcm in corpus.spoken(which, voice):
            r = _speak(pulse, c, events, rec, pcm)
            r.update(text=item["text"], want=item["intent"], want_slots=item["slots"])
            rows.append(r)
        RESULTS.setdefault("spoken_intents", {})[which] = rows
        ok = sum(r["intent"] == r["want"] for r in rows)
        slots = [r for r in rows if r["want_slots"]]
        slot_ok = sum(r["intent"] == r["want"] and r["slots"] == r["want_slots"] for r in slots)
        row("spoken", f"{which}: intent right ({len(rows)} spoken)", 100 * ok / len(rows), "%", ">= 95")
        row("spoken", f"{which}: slots exactly right ({len(slots)} with slots)", 100 * slot_ok / max(1, len(slots)), "%")
        row("spoken", f"{which}: nothing answered within 30 s", sum(r["timed_out"] for r in rows), "")
    rec.close()
    c.close()
    d.stop()


KNOWLEDGE_PLACE = "townhall"   # a reported place of tests/data/places (scripts/eval_knowledge.py)


def _spoken_into_daemon(pulse, voice, cache, items: list[tuple[str, object]], sections: dict | None = None) -> list:
    """Each (text, what is wanted) spoken by Piper at varied speed, two thirds in pink noise, into
    a fresh daemon with these config sections: what _speak saw of each."""
    from edgeassist.testing.speech import piper_speech
    d = _daemon(Path(tempfile.mkdtemp(prefix="edgeassist-bench-")), cache, sections)
    c = d.client()
    events = c.events(["timings", "tts.end", "intent", "asr.final", "reply.sentence"], timeout=60)
    rec = pulse.record()
    results = []
    for k, (text, want) in enumerate(items):
        pcm = piper_speech(text, voice, length_scale=(1.0, 0.9, 1.15)[k % 3],
                           noise_db=(None, 20, 10)[k // 3 % 3], noise="pink", seed=k)
        r = _speak(pulse, c, events, rec, pcm)
        r.update(text=text, want=want)
        results.append(r)
    RESULTS["last_daemon_peak_rss_mb"] = round(_proc_stats(d.proc.pid)[1], 1)
    rec.close()
    c.close()
    d.stop()
    return results


def bench_knowledge(pulse, voice, cache, n_out: int = 8):
    """Questions for a reported place's FAQ (tests/data/places/townhall.yaml) spoken into the
    daemon: every covered question and n_out near misses, Piper at varied speed with pink noise;
    the entry in the intent event (or the fallback line), and release -> first sound."""
    print(f"Knowledge through the daemon ({KNOWLEDGE_PLACE}: spoken questions -> the stored answer, spoken)")
    places = ROOT / "tests" / "data" / "places"
    rows = [json.loads(x) for x in (places / f"{KNOWLEDGE_PLACE}-questions.jsonl").read_text().splitlines() if x.strip()]
    covered = [r for r in rows if r["kind"] == "covered"]
    near = [r for r in rows if r["kind"] == "near"]
    n = len(covered)
    pick = covered + [near[round(i * (len(near) - 1) / (n_out - 1))] for i in range(n_out)]
    results = _spoken_into_daemon(pulse, voice, cache, [(q["text"], q["entry"]) for q in pick],
                                  {"knowledge": {"files": [str(places / f"{KNOWLEDGE_PLACE}.yaml")]}})
    RESULTS["knowledge_spoken"] = results
    inside = results[:n]
    right = [r for r in inside if r.get("entry") == r["want"]]
    wrong = [r for r in results if r.get("entry") is not None and r.get("entry") != r["want"]]
    chat = [r for r in inside if r["intent"] == "chat"]
    times = [r["outside_ms"] for r in results if r["intent"] == "knowledge" and r["outside_ms"] is not None]
    row("knowledge", f"spoken covered questions: right entry ({n})", 100 * len(right) / n, "%", ">= 85")
    row("knowledge", f"spoken: wrong (another entry, or a near miss answered) of all {len(results)}",
        100 * len(wrong) / len(results), "%", "<= 5")
    row("knowledge", "spoken covered questions that reached chat (a generated answer)", len(chat), "", "0")
    row("knowledge", f"release -> first sound of the stored answer or fallback line p50 / p95 ({len(times)})",
        f"{med(times):.0f} / {p95(times):.0f}", "ms", "p50 <= 300")


def bench_smalltalk(pulse, voice, cache):
    """Small talk spoken into the daemon (the tune half of tests/data/smalltalk.jsonl and the
    second held-out set, Piper at varied speed with pink noise): release -> first sound."""
    print("Small talk through the daemon (spoken -> a curated reply)")
    data = ROOT / "tests" / "data"
    rows = [json.loads(x) for x in (data / "smalltalk.jsonl").read_text().splitlines() if x.strip()]
    rows = [r for r in rows if r["set"] == "tune"][::2] + \
        [json.loads(x) for x in (data / "smalltalk-heldout2.jsonl").read_text().splitlines() if x.strip()][::3]
    results = _spoken_into_daemon(pulse, voice, cache, [(q["text"], q["act"]) for q in rows])
    RESULTS["smalltalk_spoken"] = results
    talk = [r["outside_ms"] for r in results if r["intent"] == "smalltalk" and r["outside_ms"] is not None]
    every = [r["outside_ms"] for r in results if r["outside_ms"] is not None]
    row("smalltalk", f"answered by a curated reply ({len(rows)} spoken)", 100 * len(talk) / len(rows), "%")
    row("smalltalk", f"release -> first sound of a curated reply p50 / p95 ({len(talk)})",
        f"{med(talk):.0f} / {p95(talk):.0f}", "ms", "p95 <= 300")
    row("smalltalk", f"release -> first sound, every one of them p50 / p95 ({len(every)})",
        f"{med(every):.0f} / {p95(every):.0f}", "ms")


def bench_chat(pulse, voice, cache, every: int = 3):
    """General questions for the model (facts and definitions of the held-out half of
    tests/data/chat-facts.jsonl, every third) spoken into the daemon: release -> first sound of
    the model's answers and of its declines, apart."""
    print("Chat through the daemon (spoken general questions -> the model's answer or the decline line)")
    rows = [json.loads(x) for x in (ROOT / "tests" / "data" / "chat-facts.jsonl").read_text().splitlines() if x.strip()]
    rows = [r for r in rows if r["set"] == "heldout" and r["kind"] in ("fact", "definition")][::every]
    results = _spoken_into_daemon(pulse, voice, cache, [(q["text"], q["answers"]) for q in rows])
    RESULTS["chat_spoken"] = results
    decline = getattr(config.Config(), "chat", None) and config.Config().chat.decline
    chat = [r for r in results if r["intent"] == "chat" and r["outside_ms"] is not None]
    said = [r["outside_ms"] for r in chat if r.get("first_sentence") != decline]
    declined = [r["outside_ms"] for r in chat if r.get("first_sentence") == decline]
    row("chat", f"spoken general questions answered by chat ({len(rows)} spoken)", len(chat), "")
    row("chat", f"release -> first sound of the model's answers p50 / p95 ({len(said)})",
        f"{med(said):.0f} / {p95(said):.0f}" if said else "-", "ms")
    row("chat", f"release -> first sound of the decline line p50 / p95 ({len(declined)})",
        f"{med(declined):.0f} / {p95(declined):.0f}" if declined else "-", "ms")
    row("chat", "daemon peak RSS", RESULTS["last_daemon_peak_rss_mb"], "MB")


def bench_engines(pulse, voice, cache, n: int, engines=("whisper", "pocketsphinx")):
    """The daemon with each recogniser: held-out spoken commands (the third held-out set, which
    no setting was tuned on) into the microphone, release -> first sound from outside and the
    intent it understood."""
    from edgeassist.testing import corpus
    items = corpus.spoken("heldout3", voice)
    items = [items[round(i * (len(items) - 1) / max(1, n - 1))] for i in range(min(n, len(items)))]
    as_chat = ("chat", "smalltalk", "calculate")
    for engine in engines:
        print(f"Engine {engine}: {len(items)} held-out spoken commands" + (f" under the {Run.profile} profile" if Run.profile else ""))
        d = _daemon(Path(tempfile.mkdtemp(prefix="edgeassist-bench-")), cache, {"asr": {"engine": engine}})
        c = d.client()
        events = c.events(["timings", "tts.end", "intent", "asr.final"], timeout=60)
        rec = pulse.record()
        rows = []
        for item, pcm in items:
            r = _speak(pulse, c, events, rec, pcm, timeout=60)
            r.update(text=item["text"], want=item["intent"], want_slots=item["slots"])
            rows.append(r)
        rec.close()
        c.close()
        d.stop()
        RESULTS.setdefault("engine_commands", {})[engine] = rows
        timed = [r["outside_ms"] for r in rows if r["outside_ms"] is not None]
        right = sum(r["intent"] == r["want"] or (r["want"] == "chat" and r["intent"] in as_chat) for r in rows)
        slots = [r for r in rows if r["want_slots"]]
        row("engines", f"{engine}: release -> first sound p50 / p95 ({len(timed)} of {len(rows)})",
            f"{med(timed):.0f} / {p95(timed):.0f}", "ms", "<= 800 / 1500")
        row("engines", f"{engine}: right intent", f"{right}/{len(rows)} = {100 * right / len(rows):.1f}%", "", ">= 90%")
        row("engines", f"{engine}: right intent and slots where slots are meant",
            f"{sum(r['intent'] == r['want'] and r['slots'] == r['want_slots'] for r in slots)}/{len(slots)}", "")
