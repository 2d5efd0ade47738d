"""Speech to measure and test recognition with: real people's recordings (taken out of PyPI
packages, see tests/data/speech-data.json) and the command sets spoken by the Piper voice with
varied speed and noise.

Two of each, so that what is tuned on one is reported on the other (docs/speech.md):
  human  "tune":    the moonshine-voice clips (A Tale of Two Cities, Worstward Ho)
         "heldout": pocketsphinx's test recordings (LibriVox, "go forward ten meters", cards)
  piper  "dev" + "own": the intent phrasings of tests/data (dev: a copy of shared/eval's) (tuning)
         "heldout": tests/data/spoken-heldout.jsonl, written before any tuning (then looked at
                    while choosing the vocabulary's reach, docs/speech.md)
         "heldout2": tests/data/spoken-heldout2.jsonl, written after that, never tuned on
         "heldout3": tests/data/spoken-heldout3.jsonl, written before the recognisers were compared
                     (Moonshine against Whisper, docs/speech.md), never tuned on

    python -m edgeassist.testing.corpus install     # takes the recordings out of their packages
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
SPEECH_DIR = ROOT / "tests" / ".speech"
MANIFEST = DATA / "speech-data.json"

TWO_CITIES = (
    "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age "
    "of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season "
    "of Light, it was the season of Darkness, it was the spring of hope, it was the winter of despair, "
    "we had everything before us, we had nothing before us, we were all going direct to Heaven, we "
    "were all going direct the other way - in short, the period was so far like the present period, "
    "that some of its noisiest authorities insisted on its being received, for good or for evil, in "
    "the superlative degree of comparison only.")
WORSTWARD_HO = "Ever tried. Ever failed. No matter. Try again. Fail again. Fail better."


def install(log=print) -> Path:
    """The recordings, checked against their sha256 (downloaded once into the wheel cache)."""
    from .. import models
    models.install_embedded(SPEECH_DIR, models.wheel_cache(), log, manifest=MANIFEST)
    return SPEECH_DIR


def _wav(path: Path) -> np.ndarray:
    from ..speech.wav import read_wav
    return read_wav(path)


def human(which: str) -> list[tuple[str, np.ndarray, str]]:
    """(name, 16 kHz int16 audio, reference text) of real people's recordings."""
    d = SPEECH_DIR
    if not (d / "pocketsphinx" / "goforward.raw").exists():
        raise FileNotFoundError(f"{d}: no test recordings; run: python -m edgeassist.testing.corpus install")
    if which == "tune":
        return [("two_cities", _wav(d / "moonshine" / "two_cities.wav"), TWO_CITIES),
                ("worstward_ho", _wav(d / "moonshine" / "beckett.wav"), WORSTWARD_HO)]
    ps = d / "pocketsphinx"
    out = [("goforward", np.frombuffer((ps / "goforward.raw").read_bytes(), "<i2").copy(), "go forward ten meters"),
           ("forever", _wav(ps / "forever" / "input_2_16k.wav"), "feels like these days go on forever")]
    for line in (ps / "cards" / "cards.transcription").read_text().splitlines():
        m = re.match(r"<s>(.*)</s>\s*\((\d+)\)", line.strip())
        if m:
            out.append((f"cards-{m.group(2)}", _wav(ps / "cards" / f"{m.group(2)}.wav"), m.group(1).strip()))
    for txt in sorted((ps / "librivox").glob("*.txt")):
        out.append((f"librivox-{txt.stem[-4:]}", _wav(txt.with_suffix(".wav")), txt.read_text().strip()))
    return out


def phrasings(which: str) -> list[dict]:
    """{text, intent, slots} of a command set of tests/data: dev, own, heldout, heldout2, heldout3."""
    path = {"dev": DATA / "intents-dev.jsonl", "own": DATA / "intents-own.jsonl",
            "heldout": DATA / "spoken-heldout.jsonl", "heldout2": DATA / "spoken-heldout2.jsonl",
            "heldout3": DATA / "spoken-heldout3.jsonl"}[which]
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def spoken(which: str, voice: Path, seed: int = 0) -> list[tuple[dict, np.ndarray]]:
    """A command set spoken by the Piper voice, each at one of three speeds and three noise
    conditions (none, pink noise 20 dB and 10 dB below the speech), in a fixed rotation."""
    from .speech import piper_speech
    out = []
    for i, item in enumerate(phrasings(which)):
        k = i + seed
        out.append((item, piper_speech(item["text"], voice, length_scale=(1.0, 0.9, 1.15)[k % 3],
                                       noise_db=(None, 20, 10)[k // 3 % 3], noise="pink", seed=k)))
    return out


_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
        "sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def number_words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    if n < 1000:
        return _ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + number_words(n % 100))
    if n < 1_000_000:
        return number_words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + number_words(n % 1000))
    return str(n)


def words_for_wer(text: str) -> str:
    """Text as compared for the word error rate: lower case, no punctuation, digits as words
    ("10" -> "ten", "3:30" and "330 pm" -> "three thirty", "50%" -> "fifty percent"), hyphens split, one word
    spelt two ways made one ("todo" -> "to do", "mr" -> "mister", "anymore" -> "any more"). The
    same for the reference and for what was heard."""
    t = text.lower().replace("’", "'").replace("%", " percent").replace("-", " ").replace("—", " ")
    t = re.sub(r"\b(1[0-2]|0?[1-9])([0-5]\d) ?(?=[ap]\.? ?m\b)", r"\1:\2 ", t)     # Whisper's "1020 AM" for ten twenty
    t = re.sub(r"(\d+):(\d\d)", lambda m: f"{m.group(1)} {int(m.group(2)):d}", t)
    t = re.sub(r"(?<=\d),(?=\d{3})", "", t)
    t = re.sub(r"\d+", lambda m: " " + number_words(int(m.group())) + " ", t)
    words = re.findall(r"[a-z]+(?:'[a-z]+)*", t)
    return " ".join(_SPELLINGS.get(w, w) for w in words)


# one word spelt two ways (as Whisper's own English normaliser treats titles and British
# spellings); both sides get it
_SPELLINGS = {"todo": "to do", "mr": "mister", "mrs": "missus", "dr": "doctor", "st": "saint",
              "anymore": "any more", "nevermind": "never mind", "alright": "all right",
              "okay": "ok", "goodnight": "good night",
              "colour": "color", "colours": "colors", "favourite": "favorite", "centre": "center",
              "metre": "meter", "metres": "meters", "litre": "liter", "litres": "liters",
              "theatre": "theater", "grey": "gray", "yoghurt": "yogurt", "neighbour": "neighbor",
              "organise": "organize", "realise": "realize", "programme": "program"}


if __name__ == "__main__":
    if sys.argv[1:] == ["install"]:
        install()
    else:
        print(__doc__)
        raise SystemExit(2)
