#!/usr/bin/env python3
"""How well the recogniser hears numbers: times, dates, durations, amounts, temperatures,
counts, years (issue 33: "no loops, >= 95% of the numbers right").

Each phrase of tests/data/numbers-<set>.jsonl is spoken three ways: by the Piper voice (the
assistant's replies from their text with digits, as the daemon speaks them; a person's
commands from their words), the same in pink noise 20 dB below the speech, and by an
espeak-ng voice (from the words). Each reading goes through the daemon's recogniser as it is
built from the configuration (asr.engine etc.), read at the release.

A number is right when its parts (5:18 -> 5, 18; 8.40 -> 8.4; 1969 -> 1969 or 19, 69) come back
in order among the numbers of the transcript, written in digits or in words; a time may be
written as Whisper writes it (5:18, 5.18, 5-18, 518, "five eighteen"); a phone number's digits
may come grouped any way ("555 0142" heard "5550142"). A reading loops
when its transcript repeats itself (what the recogniser's guard drops) or holds more than
twice the words said plus three.

    .venv/bin/python scripts/eval_numbers.py --set tune [--set heldout] [-v] [--engine pocketsphinx]
"""
from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from edgeassist import config  # noqa: E402

ONES = {"zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9}
TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
         "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90}
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
            "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
            "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
            "nineteenth": 19, "twentieth": 20, "thirtieth": 30}
SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}


def _clock_words(t: str) -> str:
    """"quarter past three" -> "3 15", "half past seven" -> "7 30", "quarter to six" -> "5 45"."""
    def hour(w: str) -> int | None:
        return int(w) if w.isdigit() else {**ONES, **TEENS}.get(w) or None

    def say(m: re.Match) -> str:
        h = hour(m.group(3))
        if h is None or not 1 <= h <= 12:
            return m.group(0)
        if m.group(2) == "to":
            return f"{12 if h == 1 else h - 1} 45"
        return f"{h} {15 if m.group(1) == 'quarter' else 30}"
    return re.sub(r"\b(?:a )?(quarter|half) (past|after|to) (\w+)", say, t)


def atoms(text: str) -> list[float]:
    """The numbers of a transcript in order, digits or words: "It is 5:18 a.m." -> [5, 18];
    "five eighteen" -> [5, 18]; "twenty-five" -> [25]; "$8.40" and "eight dollars and forty
    cents" -> [8.4]; "minus three" -> [-3]; "the twenty-second" -> [22]."""
    t = _clock_words(text.lower().replace("’", "'"))
    t = re.sub(r"(?<=\d),(?=\d{3})", "", t)
    t = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", t)
    t = re.sub(r"(\d):(\d)", r"\1 : \2", t)
    toks = re.findall(r"(?<![\w.])-\d+(?:\.\d+)?|\d+(?:\.\d+)?|[a-z]+", t.replace("—", " "))
    out: list[float] = []
    cur: float | None = None          # the number being read in words
    big = 0.0                          # its thousands and millions read so far
    last = ""                          # the kind of the last word of it: ones | teens | tens | scale
    sign = 1
    i = 0

    def flush():
        nonlocal cur, last, sign, big
        if cur is not None:
            out.append(sign * cur)
            sign = 1
        cur, last, big = None, "", 0.0

    while i < len(toks):
        w = toks[i]
        if re.fullmatch(r"-?\d+(?:\.\d+)?", w):
            flush()
            out.append(sign * float(w))
            sign = 1
        elif w in ("minus", "negative") and i + 1 < len(toks):
            flush()
            sign = -1
            i += 1
            continue
        elif w == "point" and cur is not None and i + 1 < len(toks) and toks[i + 1] in ONES:
            digits = ""
            while i + 1 < len(toks) and toks[i + 1] in ONES:
                digits += str(ONES[toks[i + 1]])
                i += 1
            cur = float(f"{int(cur)}.{digits}")
            last = "scale"
        elif w in ("dollars", "dollar", "euros", "pounds") and cur is not None:
            # "eight dollars (and) forty cents" is one amount
            j = i + 1 + (i + 1 < len(toks) and toks[i + 1] == "and")
            k, cents = j, None
            if k < len(toks) and (toks[k] in TENS or toks[k] in TEENS or toks[k] in ONES):
                v = TENS.get(toks[k]) or TEENS.get(toks[k]) or ONES.get(toks[k], 0)
                if toks[k] in TENS and k + 1 < len(toks) and toks[k + 1] in ONES and toks[k + 1] != "oh":
                    v += ONES[toks[k + 1]]
                    k += 1
                if k + 1 < len(toks) and toks[k + 1] in ("cents", "cent"):
                    cents, i = v, k + 1
            if cents is not None:
                cur = cur + cents / 100
            flush()
        elif w == "a" and i + 1 < len(toks) and toks[i + 1] in ("hundred", "thousand", "million"):
            flush()
            cur, last = 1.0, "ones"
        elif w in ORDINALS or (w.endswith(("th", "st", "nd", "rd")) and w[:-2] in ORDINALS):
            v = ORDINALS.get(w, 0)
            if cur is not None and last == "tens" and v < 10:
                cur += v
            else:
                flush()
                cur = float(v)
            flush()
        elif w in ONES:
            if w == "oh" and cur is None:
                pass                  # "oh" alone is a word
            elif w == "oh":
                flush()               # "six oh six": the minutes that follow are a number of their own
                if i + 1 < len(toks) and toks[i + 1] in ONES:
                    pass
            elif cur is not None and last in ("tens", "scale"):
                cur += ONES[w]                     # "twenty five", "a hundred and five"
                last = "ones"
            else:
                flush()
                cur, last = float(ONES[w]), "ones"
        elif w in TEENS or w in TENS:
            value, kind = (TEENS[w], "teens") if w in TEENS else (TENS[w], "tens")
            if cur is not None and last == "scale":
                cur += value
            else:
                flush()
                cur = float(value)
            last = kind
        elif w in SCALES and cur is not None:
            if SCALES[w] == 100:
                cur = big + (cur - big) * 100
            else:
                # "one thousand two hundred fifty": the part under a thousand is the multiplier
                small = cur - big
                big += small * SCALES[w]
                cur = big
            last = "scale"
        elif w == "and" and cur is not None and last == "scale":
            pass
        elif w in SCALES and i > 0 and re.fullmatch(r"\d+(?:\.\d+)?", toks[i - 1]):
            out[-1] *= SCALES[w]                      # "3.4 million"
        elif w in ("cents", "cent"):
            flush()
            if out and i > 0 and toks[i - 1] not in ("dollars", "dollar"):
                out[-1] = round(out[-1] / 100, 2)     # "fifty cents" is 0.50
        else:
            flush()
        i += 1
    flush()
    return out


def expected_atoms(number: str) -> list[float]:
    return [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", number.replace(":", " "))]


def right_numbers(numbers: list[str], heard: list[float]) -> list[bool]:
    """Which of the expected numbers come back, in order, among the numbers heard."""
    got, pos = [], 0
    for n in numbers:
        want = expected_atoms(n)
        alts = [want]
        if len(want) == 1 and re.fullmatch(r"\d{4}", n):           # 1969 said "nineteen sixty-nine"
            alts.append([float(n[:2]), float(n[2:])])
        if re.fullmatch(r"\d{3,}", n):                            # room 214 said "two one four"
            alts.append([float(c) for c in n])
        if re.fullmatch(r"\d+:00", n):                            # 8:00 said "eight p m"
            alts.append(want[:1])
        m = re.fullmatch(r"(\d{1,2}):(\d\d)", n)                 # a time written 5.18 or 518 (5-18: two atoms)
        if m:
            alts += [[float(f"{m.group(1)}.{m.group(2)}")], [float(m.group(1) + m.group(2))]]
            if m.group(2)[0] == "0":                              # 6:06 heard "6 0 6"
                alts.append([float(m.group(1)), 0.0, float(m.group(2))])
        found = None
        for alt in alts:
            for s in range(pos, len(heard) - len(alt) + 1):
                if all(abs(heard[s + k] - alt[k]) < 1e-6 for k in range(len(alt))):
                    found = s + len(alt)
                    break
            if found is not None:
                break
        got.append(found is not None)
        if found is not None:
            pos = found
    return got


_REPEATS = (re.compile(r"(\d)(?:[\s.,:-]+\1\b){2,}"),               # 8.8.8, 5 8 8 8
            re.compile(r"\b(\w+(?:\W+\w+){0,5})(?:\W+\1\b){3,}"),       # a word or a few, four times
            re.compile(r"\b(\w+(?:\W+\w+){1,5})(?:\W+\1\b){2,}"))       # a love and a love and a love


def _digit_runs(t: str, written: bool = False) -> dict[str, int]:
    """The longest run of each digit said again and again ("5-5-5-1" -> {"5": 3, "1": 1}); with
    written, digits next to each other count too (the phrase "555 0142" says 5 three times,
    while a transcript's "1,000" is a number, not a loop)."""
    runs: dict[str, int] = {}
    for m in re.finditer(r"(\d)(?:[\s.,:-]*\1)*" if written else r"(\d)(?:[\s.,:-]+\1(?!\d))*", t):
        d = m.group(1)
        runs[d] = max(runs.get(d, 0), len(re.findall(d, m.group(0))))
    return runs


def loops(text: str, said: str) -> bool:
    """Said again and again in a row where the phrase does not (this script's own test, not the
    recogniser's guard, so that code with and without the guard is measured alike). A digit
    counts as looping when it comes three times in a row and more often in a row than the
    phrase has it ("Dial 555 0142" heard "dial 5-5-5-1-4-2" is what was said)."""
    def repeats(t: str) -> bool:
        return any(r.search(t.lower()) for r in _REPEATS[1:])
    heard, wanted = _digit_runs(text), _digit_runs(said, written=True)
    digits = any(n >= 3 and n > wanted.get(d, 0) for d, n in heard.items())
    return digits or (repeats(text) and not repeats(said)) or len(text.split()) > 2 * len(said.split()) + 3


SPOKEN_DIGITS = {"zero": "0", "oh": "0", "o": "0", **{w: str(v) for w, v in ONES.items() if v}}


def digit_string(text: str) -> str:
    """Every digit of a transcript in order, written or said one by one ("dial five five five,
    0142" -> "5550142"): a phone number is right however it is grouped."""
    return "".join(SPOKEN_DIGITS.get(w, w if w.isdigit() else "")
                   for w in re.findall(r"\d|[a-z]+", text.lower()))


def right_item(item: dict, text: str) -> list[bool]:
    ok = right_numbers(item["numbers"], atoms(text))
    if item.get("kind") == "phone" and not all(ok):
        whole = "".join(re.sub(r"\D", "", n) for n in item["numbers"])
        if whole and whole in digit_string(text):
            ok = [True] * len(ok)
    return ok


def readings(item: dict, voice: Path):
    from edgeassist.testing.speech import espeak_speech, piper_speech
    from edgeassist.speech.wav import resample
    src = item["text"] if item["who"] == "assistant" else item["say"]
    yield "piper", piper_speech(src, voice)
    yield "piper pink 20 dB", piper_speech(src, voice, noise_db=20, noise="pink", seed=len(src))
    e = espeak_speech(item["say"], voice="en-us", speed=150)
    yield "espeak", resample(e, 22050) if len(e) else e


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", action="append", default=None, help="tune, heldout (tests/data/numbers-SET.jsonl)")
    ap.add_argument("--engine", default=None, help="asr.engine for this run (default: the configuration's)")
    ap.add_argument("--config", default=None)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    cfg = config.load(args.config)
    if args.engine:
        cfg.asr.engine = args.engine
    from edgeassist.engines import asr
    choice = asr.choose(cfg)
    rec = asr.build(cfg, choice)
    print(f"engine: {choice.engine} ({choice.model_dir.name})", flush=True)
    voice = cfg.model_path(cfg.tts.voice)
    for name in args.set or ["tune"]:
        items = [json.loads(x) for x in (ROOT / "tests" / "data" / f"numbers-{name}.jsonl").read_text().splitlines() if x.strip()]
        right = total = loop_n = empty_n = n_read = 0
        by_way: dict[str, list[int]] = {}
        times = []
        for item in items:
            for way, pcm in readings(item, voice):
                rec.start(live=False)
                t0 = time.perf_counter()
                rec.feed(pcm.tobytes())
                tr = rec.finish()
                times.append(time.perf_counter() - t0)
                text = tr.raw or tr.text
                ok = right_item(item, text)
                looped = loops(text, item["text"]) or (not text.strip())
                n_read += 1
                loop_n += looped
                empty_n += not text.strip()
                right += sum(ok)
                total += len(ok)
                w = by_way.setdefault(way, [0, 0])
                w[0], w[1] = w[0] + sum(ok), w[1] + len(ok)
                if args.verbose and (not all(ok) or looped):
                    print(f"  [{way}] {item['text']!r} -> {text!r}{' LOOP/EMPTY' if looped else ''}", flush=True)
        ways = ", ".join(f"{k} {100 * a / b:.1f}%" for k, (a, b) in by_way.items())
        print(f"{name}: {len(items)} phrases, {n_read} readings: numbers right {right}/{total} = "
              f"{100 * right / total:.1f}% ({ways}); loops or empty {loop_n} (empty {empty_n}); "
              f"read p50 {statistics.median(times) * 1000:.0f} ms", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
