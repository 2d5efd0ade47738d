"""pocketsphinx: the English fallback whose model ships inside its wheel (no download)."""
from __future__ import annotations

from pathlib import Path

from .asr import AsrError, Transcript, snap

RATE = 16000
GIL_SLICE_BYTES = RATE // 50 * 2   # 20 ms of int16 audio per decoder call


class SphinxRecognizer:
    engine = "pocketsphinx"

    def __init__(self, model_dir: Path, word_timings: bool = False):
        import pocketsphinx
        hmm = model_dir / "en-us"
        lm, dic = model_dir / "en-us.lm.bin", model_dir / "cmudict-en-us.dict"
        for p in (hmm, lm, dic):
            if not p.exists():
                raise AsrError(f"{model_dir}: not a pocketsphinx model directory ({p.name} missing)")
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

    def _known(self, word: str) -> bool:
        # the decoder's own dictionary (a Python set of its 134k words would hold ~10 MB)
        return self.decoder.lookup_word(word) is not None

    def _grammar(self, phrases: list[str]) -> str:
        key = tuple(phrases)
        name = self._grammars.get(key)
        if name is None:
            usable = [p for p in phrases if all(self._known(w) for w in p.split())]
            if not usable:
                raise AsrError("none of the phrases has words the pocketsphinx dictionary knows")
            alts = " | ".join(usable)
            name = f"phrases{len(self._grammars)}"
            self.decoder.add_jsgf_string(name, f"#JSGF V1.0;\ngrammar g;\npublic <p> = {alts};\n")
            self._grammars[key] = name
        return name

    def start(self, phrases: list[str] | None = None) -> None:
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
