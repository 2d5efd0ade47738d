"""pocketsphinx: the English fallback whose model ships inside its wheel (no download)."""
from __future__ import annotations

import hashlib
import logging
import os
import re
from pathlib import Path

from .recognizer import AsrError, Transcript, snap

log = logging.getLogger(__name__)
RATE = 16000
GIL_SLICE_BYTES = RATE // 50 * 2   # 20 ms of int16 audio per decoder call


def lm_dictionary(dic: Path, lm: Path, cache_dir: Path) -> Path:
    """The pronunciation dictionary cut to the words the language model has (79k of 135k entries):
    the others can never be recognised, and the decoder holds ~13 MB less and runs ~15% faster
    (same words recognised: docs/speech.md). Built once into cache_dir; on any trouble, the full one."""
    sig = "|".join(f"{p.resolve()}:{p.stat().st_size}:{p.stat().st_mtime_ns}" for p in (dic, lm))
    out = cache_dir / f"pocketsphinx-{hashlib.sha256(sig.encode()).hexdigest()[:16]}.dict"
    if out.is_file():
        return out
    try:
        import pocketsphinx
        ngram = pocketsphinx.NGramModel(pocketsphinx.Config(loglevel="FATAL"), pocketsphinx.LogMath(), str(lm))
        has: dict[str, bool] = {}
        cache_dir.mkdir(parents=True, exist_ok=True)
        tmp = out.with_suffix(f".{os.getpid()}.tmp")   # two processes may build it at once
        with open(dic, encoding="utf-8", errors="replace") as f, open(tmp, "w", encoding="utf-8") as o:
            for line in f:
                base = _base(line.split(" ", 1)[0])
                if base not in has:
                    has[base] = ngram.prob([base]) > LOG_ZERO
                if has[base]:
                    o.write(line)
        tmp.replace(out)
        return out
    except (OSError, RuntimeError, ValueError) as e:
        log.warning("pocketsphinx: using the full dictionary (could not write its cut in %s: %s)", cache_dir, e)
        return dic


LOG_ZERO = -536870912   # pocketsphinx's log(0): a word the language model does not have


def _base(entry: str) -> str:
    """A dictionary entry's word: "read(2)" -> "read"."""
    return re.sub(r"\(\d+\)$", "", entry)


def default_model_dir() -> Path:
    """The English model inside the pocketsphinx wheel."""
    import importlib.util
    spec = importlib.util.find_spec("pocketsphinx")
    if spec is None or not spec.submodule_search_locations:
        raise AsrError("the pocketsphinx package is not installed (run scripts/setup.sh)")
    return Path(list(spec.submodule_search_locations)[0]) / "model" / "en-us"


def model_problem(model_dir: Path) -> str | None:
    """Why model_dir is not a pocketsphinx model (None when it is)."""
    if not model_dir.is_dir():
        return f"{model_dir}: pocketsphinx model directory is missing"
    for name in ("en-us", "en-us.lm.bin", "cmudict-en-us.dict"):
        if not (model_dir / name).exists():
            return f"{model_dir}: not a pocketsphinx model directory ({name} missing)"
    return None


class SphinxRecognizer:
    engine = "pocketsphinx"

    def __init__(self, model_dir: Path, word_timings: bool = False, cache_dir: Path | None = None):
        import pocketsphinx
        problem = model_problem(model_dir)
        if problem:
            raise AsrError(problem)
        hmm = model_dir / "en-us"
        lm, dic = model_dir / "en-us.lm.bin", model_dir / "cmudict-en-us.dict"
        self.model_dir, self.cache_dir = model_dir, cache_dir
        self._full_dict = dic
        if cache_dir is not None:
            dic = lm_dictionary(dic, lm, cache_dir)
        try:
            self.decoder = pocketsphinx.Decoder(hmm=str(hmm), lm=str(lm), dict=str(dic), samprate=RATE,
                                                loglevel="FATAL", dither=True, mmap=True,
                                                # no second (flat) pass at the end: the final text
                                                # ~40 ms sooner, same WER over 130 commands (docs/speech.md)
                                                fwdflat=False)
        except Exception as e:  # noqa: BLE001 - pocketsphinx raises RuntimeError/ValueError
            raise AsrError(f"{model_dir}: pocketsphinx could not load the model ({e})") from None
        self.word_timings = word_timings
        self._grammars: dict[tuple, str] = {}
        self._last = ""
        self._pending = 0
        self._phrases: list[str] | None = None

    def _add_missing(self, words: set[str]) -> None:
        """Phrase words the decoder's dictionary (cut to the language model) lacks are added from
        the full dictionary, all in one pass over it."""
        missing = {w for w in words if self.decoder.lookup_word(w) is None}
        if not missing:
            return
        prons: dict[str, list[str]] = {}
        with open(self._full_dict, encoding="utf-8", errors="replace") as f:
            for line in f:
                word = _base(line.split(" ", 1)[0])
                if word in missing:
                    prons.setdefault(word, []).append(line.split(None, 1)[1].strip())
        for word, phones in prons.items():
            for i, p in enumerate(phones):
                self.decoder.add_word(word if i == 0 else f"{word}({i + 1})", p, i == len(phones) - 1)

    def _grammar(self, phrases: list[str]) -> str:
        key = tuple(phrases)
        name = self._grammars.get(key)
        if name is None:
            self._add_missing({w for p in phrases for w in p.split()})
            usable = [p for p in phrases if all(self.decoder.lookup_word(w) is not None for w in p.split())]
            if not usable:
                raise AsrError("none of the phrases has words the pocketsphinx dictionary knows")
            alts = " | ".join(usable)
            name = f"phrases{len(self._grammars)}"
            self.decoder.add_jsgf_string(name, f"#JSGF V1.0;\ngrammar g;\npublic <p> = {alts};\n")
            self._grammars[key] = name
        return name

    def fork(self) -> "SphinxRecognizer":
        return SphinxRecognizer(self.model_dir, self.word_timings, self.cache_dir)

    def bias(self, vocabulary) -> None:
        """No hypotheses to choose among: the phrase list (asr.phrases) is this engine's way."""

    def start(self, phrases: list[str] | None = None, live: bool = True) -> None:
        self._phrases = phrases
        self.decoder.activate_search(self._grammar(phrases) if phrases else "_default")
        self.decoder.start_utt()
        self._last, self._pending = "", 0

    def feed(self, pcm: bytes) -> str | None:
        # pocketsphinx keeps Python's GIL while it decodes: 100 ms of speech at once held it up to
        # ~50 ms, starving the speaker's callback (underruns) and every other thread; 20 ms
        # slices hold it ~10 ms at most, for the same total time
        for i in range(0, len(pcm), GIL_SLICE_BYTES):
            self.decoder.process_raw(pcm[i:i + GIL_SLICE_BYTES], False, False)
        self._pending += len(pcm)
        if self._pending < RATE // 5 * 2:   # a partial every ~200 ms: hyp() is not free
            return None
        self._pending = 0
        hyp = self.decoder.hyp()
        text = hyp.hypstr if hyp else ""
        if text != self._last:
            self._last = text
            return text
        return None

    def finish(self) -> Transcript:
        self.decoder.end_utt()
        hyp = self.decoder.hyp()
        words = []
        if self.word_timings:
            frate = 100.0
            words = [{"word": s.word, "start": s.start_frame / frate, "end": s.end_frame / frate}
                     for s in self.decoder.seg() if not s.word.startswith(("<", "[")) and s.word != "<sil>"]
        text = " ".join(w.split("(")[0] for w in (hyp.hypstr.split() if hyp else []))
        return Transcript(snap(text, self._phrases), words, text)
