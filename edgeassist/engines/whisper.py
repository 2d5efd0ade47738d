"""Whisper tiny.en on CTranslate2: the English recogniser that hears people right (docs/speech.md).

Whisper is not a streaming recogniser: it reads a whole utterance at once. Two things keep the
assistant fast with it:

- the window: Whisper is trained on 30 s windows and CTranslate2 pads to nothing, but the
  encoder's cost follows the window it is given. The audio is given with WINDOW_PAD_S of
  silence after it (a window of only the audio makes the decoder loop), so a 2 s command is
  read in a ~12 s window: about a third of the 30 s cost.
- reading while the button is held: when the speaker pauses, the audio so far is read at once,
  and the text is the partial transcript the daemon speculates on. At the release, when
  nothing but silence came after that reading, its text is the final one, so the release does
  not wait for the model at all.

Where the speech is comes from Silero VAD (engines/vad.py): energy could not find the pauses in
noise. Guards against invented words (silence, noise, a cough, a tap of the button): audio with
less than MIN_SPEECH_S of speech is not read at all; Whisper's own no-speech probability above
NO_SPEECH_PROB gives an empty text; a transcript that repeats itself (the decoder looping) is
read again in the full 30 s window with a wider beam; if that still repeats, its repeated words
are said once, and it is dropped if it still compresses like a loop.
"""
from __future__ import annotations

import json
import logging
import math
import os
import re
import threading
import zlib
from pathlib import Path

import numpy as np

from .recognizer import AsrError, Transcript, snap
from .vad import SpeechTrack

log = logging.getLogger(__name__)
RATE = 16000
HOP = 160                 # 10 ms feature frames
N_FFT = 400
FRAME = RATE // 50        # 20 ms: the unit of the quietest-moment search when cutting long audio
WINDOW_PAD_S = 10.0       # silence read after the audio (docs/speech.md: 5 s worse, 10 s as good as 30 s)
LEAD_S = 0.2              # silence before the speech a reading has at least, added where the audio
                          # has less: speech from the first sample (a file, a Wyoming stream) lost its
                          # first word and could read as no speech (docs/speech.md)
MAX_PIECE_S = 28.0        # longer utterances are read in pieces, cut at the quietest moment
PAUSE_S = 0.15            # silence after speech that starts a reading while the button is held
LIVE_MAX_S = 12.0         # beyond this much audio, only the release reads (each reading reads it all)
MIN_SPEECH_S = 0.1        # less speech than this (Silero VAD) is no utterance: a tap, a cough, noise
NO_SPEECH_PROB = 0.6      # Whisper's own no-speech threshold (as in its reference implementation)
LOOP_RATIO = 2.4          # zlib compression ratio of a transcript that repeats itself
FILES = ("model.bin", "config.json", "tokenizer.json", "vocabulary.txt")


def model_problem(model_dir: Path) -> str | None:
    """Why model_dir is not a CTranslate2 Whisper model (None when it is)."""
    if not model_dir.is_dir():
        return f"{model_dir}: whisper model directory is missing"
    for name in FILES:
        if not (model_dir / name).is_file():
            return f"{model_dir}: not a CTranslate2 Whisper model directory ({name} missing)"
    return None


def _mel_filters(n_mels: int) -> np.ndarray:
    """Slaney-style mel filter bank (librosa's default, which Whisper was trained with)."""
    fft_freqs = np.fft.rfftfreq(N_FFT, 1.0 / RATE)
    f_sp, min_log_hz = 200.0 / 3, 1000.0
    min_log_mel, logstep = min_log_hz / f_sp, math.log(6.4) / 27.0

    def to_hz(m: np.ndarray) -> np.ndarray:
        return np.where(m >= min_log_mel, min_log_hz * np.exp(logstep * (m - min_log_mel)), f_sp * m)
    max_mel = min_log_mel + math.log(RATE / 2 / min_log_hz) / logstep
    hz = to_hz(np.linspace(0.0, max_mel, n_mels + 2))
    ramps = hz[:, None] - fft_freqs[None, :]
    lower = -ramps[:-2] / np.diff(hz)[:-1, None]
    upper = ramps[2:] / np.diff(hz)[1:, None]
    weights = np.maximum(0.0, np.minimum(lower, upper))
    weights *= (2.0 / (hz[2:] - hz[:-2]))[:, None]
    return weights.astype(np.float32)


def log_mel(audio: np.ndarray, filters: np.ndarray) -> np.ndarray:
    """Whisper's input features of float audio in [-1, 1]: [n_mels, len(audio) // HOP]."""
    padded = np.pad(audio.astype(np.float32), N_FFT // 2, mode="reflect")
    frames = np.lib.stride_tricks.sliding_window_view(padded, N_FFT)[::HOP]
    window = np.hanning(N_FFT + 1)[:-1].astype(np.float32)
    power = np.abs(np.fft.rfft(frames * window, axis=-1)) ** 2
    mel = filters @ power[:-1].T.astype(np.float32)
    spec = np.log10(np.maximum(mel, 1e-10))
    spec = np.maximum(spec, spec.max() - 8.0)
    return ((spec + 4.0) / 4.0).astype(np.float32)


def frame_levels(pcm: np.ndarray) -> np.ndarray:
    """RMS of each whole 20 ms frame of int16 audio."""
    n = len(pcm) // FRAME
    x = pcm[:n * FRAME].astype(np.float32).reshape(n, FRAME)
    return np.sqrt(np.mean(x * x, axis=1))


def affordable(topo) -> tuple[bool, str]:
    """Whether asr.engine = auto takes Whisper on this board. Measured on a simulated Pi 4
    (scripts/bench.py --profile pi4: this machine's CPU limited until Whisper tiny takes as long
    as on a Pi 400 in public figures; docs/speech.md, "Which engine on a Pi 4"): over 24 held-out
    spoken commands Whisper understood 95.8% and pocketsphinx 62.5%, and Whisper's final text came
    sooner (release -> final p50 1.0 s against 2.4 s). A wrong command costs the user a repeat
    (several seconds), so Whisper serves a Cortex-A72 board better than pocketsphinx would even
    if it were a second slower. Below an A72 (a Pi 3's Cortex-A53: in-order, about half an A72,
    not measured), or with less than 1.5 GB of RAM, pocketsphinx."""
    cores = topo.big.core or topo.arch
    if topo.mem_total_mb and topo.mem_total_mb < 1536:
        return False, f"{topo.mem_total_mb} MB of RAM (Whisper wants 1.5 GB on the board)"
    if topo.arch in ("x86_64", "AMD64"):
        return True, f"{topo.arch} ({cores})"
    fast = ("Cortex-A72", "Cortex-A73", "Cortex-A75", "Cortex-A76", "Cortex-A77", "Cortex-A78", "Cortex-A710",
            "Cortex-X", "Neoverse")
    if topo.arch in ("aarch64", "arm64") and topo.big.core.startswith(fast):
        return True, f"{cores} cores"
    return False, f"{cores} cores are too slow for Whisper replies (below a Cortex-A72: a Pi 3 class board)"


class WhisperModel:
    """The loaded model, shared by every recognizer of a process (one reading at a time)."""

    def __init__(self, model_dir: Path, threads: int = 2, compute_type: str = "int8"):
        problem = model_problem(model_dir)
        if problem:
            raise AsrError(problem)
        # On Intel CPUs CTranslate2 multiplies with MKL, which kept ~25 MB more resident than oneDNN for the
        # same words at the same speed (docs/performance.md); a CT2_USE_MKL set by the user wins
        os.environ.setdefault("CT2_USE_MKL", "0")
        try:
            import ctranslate2
            import tokenizers
        except ImportError as e:
            raise AsrError(f"the whisper engine needs the ctranslate2 and tokenizers packages ({e}); "
                           "run scripts/setup.sh") from None
        from .whisper_int8 import loadable
        stored = loadable(model_dir) if compute_type in ("int8", "int8_float32") else model_dir
        try:                                 # the int8 copy made at setup: nothing quantized at each start
            self.model = ctranslate2.models.Whisper(str(stored), device="cpu", compute_type=compute_type,
                                                    intra_threads=threads, inter_threads=1)
            self.tokenizer = tokenizers.Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        except (RuntimeError, ValueError, OSError) as e:
            raise AsrError(f"{model_dir}: CTranslate2 could not load the Whisper model ({e})") from None
        if self.model.is_multilingual:
            raise AsrError(f"{model_dir}: a multilingual Whisper model; edgeassist uses an English-only "
                           "one (tiny.en, base.en)")
        self.model_dir = model_dir
        self._sv = ctranslate2.StorageView
        self.filters = _mel_filters(self.model.n_mels)
        ids = self.tokenizer.token_to_id
        # with timestamps: the decoder marks where the speech ends, and stops there (without them,
        # a window shorter than 30 s made it repeat the command: docs/speech.md)
        self.prompt = [ids("<|startoftranscript|>")]
        self.eot = ids("<|endoftext|>")
        self._lock = threading.Lock()

    def decode(self, pcm: np.ndarray, beam_size: int, prefer: frozenset[str] = frozenset(),
               lead_s: float = 0.0, full_window: bool = False) -> str:
        """The text of at most 30 s of 16 kHz int16 audio ('' for no speech). prefer: words
        (the registered intents') that decide between hypotheses about as likely as the best;
        lead_s: silence read before the audio; full_window: read it in Whisper's whole 30 s
        window (the re-reading of a transcript that loops)."""
        audio = np.concatenate([np.zeros(int(lead_s * RATE), np.float32), pcm.astype(np.float32) / 32768.0])
        frames = 3000 if full_window else min(3000, int(math.ceil(len(audio) / HOP + WINDOW_PAD_S * 100)))
        padded = np.concatenate([audio, np.zeros(frames * HOP - len(audio) + HOP, np.float32)])
        feats = log_mel(padded, self.filters)[:, :frames]
        # speech runs at most ~5 tokens a second; a cap keeps a looping decoder short
        max_length = len(self.prompt) + min(440, int(10 * len(audio) / RATE) + 16)
        with self._lock:
            r = self.model.generate(self._sv.from_array(np.ascontiguousarray(feats[None])), [self.prompt],
                                    beam_size=beam_size, num_hypotheses=beam_size if prefer else 1,
                                    max_length=max_length, return_scores=True,
                                    return_no_speech_prob=True, suppress_blank=True)[0]
        texts = [self.tokenizer.decode([t for t in seq if t < self.eot]).strip() for seq in r.sequences_ids]
        best = _preferred(texts, r.scores, prefer) if prefer else 0
        text = texts[best]
        log.debug("whisper: %r (no speech %.2f, log-probability per token %.2f)", text, r.no_speech_prob,
                  r.scores[best] if r.scores else 0.0)
        # Whisper's own rule also asks for a low log-probability; a push-to-talk utterance is
        # short, and a cough or a breath came back as confident words ("You", "I'm not going to
        # be able to do that") with a no-speech probability of 0.72-0.89 (commands: 0.07-0.32)
        if r.no_speech_prob > NO_SPEECH_PROB:
            return ""
        if _loops(text) and not full_window:
            # tiny.en loops on some spoken numbers in a window fitted to the audio ("It is 5:18
            # AM." -> "It is 5.8.8.8, it is 5.8.8"); the full 30 s window it was trained on reads
            # them as a sentence (issue 33, docs/speech.md "Numbers")
            log.debug("whisper: the transcript repeats itself, read again in the full window: %r", text)
            return self.decode(pcm, max(beam_size, 5), lead_s=lead_s, full_window=True)
        if full_window and _loops(text):
            # still looping in the full window: the words it repeats, said once ("start at three
            # minutes, come, come, come, come" -> "... come"); a digit said again and again stays
            # (a phone number read digit by digit: "5-5-5-1-4-2")
            log.debug("whisper: the transcript still repeats itself, its repeats said once: %r", text)
            text = _said_once(text)
        if _compressible(text):
            log.debug("whisper: the transcript repeats itself, dropped: %r", text)
            return ""
        return text


class WhisperRecognizer:
    engine = "whisper"

    def __init__(self, model_dir: Path, word_timings: bool = False, beam_size: int = 5,
                 threads: int = 2, compute_type: str = "int8", live: bool = True,
                 vad: Path | None = None, model: WhisperModel | None = None):
        from .vad import SileroVad
        self.vad_path = vad or model_dir.parent / "silero_vad_v6.onnx"
        self.vad = SileroVad(self.vad_path)
        self.model = model or WhisperModel(model_dir, threads, compute_type)
        self.beam_size, self.live, self.word_timings = beam_size, live, word_timings
        self._vocabulary = lambda: frozenset()
        if word_timings:
            log.warning("whisper: asr.word_timings is not supported by this engine; transcripts come without them")
        self.start()

    def fork(self) -> "WhisperRecognizer":
        other = WhisperRecognizer(self.model.model_dir, self.word_timings, self.beam_size, live=False,
                                  vad=self.vad_path, model=self.model)
        other.bias(self._vocabulary)
        return other

    def bias(self, vocabulary) -> None:
        """vocabulary(): the words of the registered commands, asked at each reading."""
        self._vocabulary = vocabulary

    # ------------------------------------------------------------------ the Recognizer interface

    def start(self, phrases: list[str] | None = None, live: bool = True) -> None:
        self._phrases = phrases
        self._live_now = self.live and live
        self._chunks: list[np.ndarray] = []
        self._n = 0
        self.vad.reset()
        self.speech = SpeechTrack()
        self._read: tuple[int, str] | None = None   # (samples read, text) of the last reading
        self.readings = 0

    def feed(self, pcm: bytes) -> str | None:
        block = np.frombuffer(pcm, np.int16)
        self._chunks.append(block)
        self._n += len(block)
        self.speech.add(self.vad.push(block))
        if not self._live_now or self._n > LIVE_MAX_S * RATE or self.speech.trailing_silence_s() < PAUSE_S:
            return None
        if not self.speech.speech_after(self._read[0] if self._read else 0):
            return None                   # nothing new since the last reading
        text = self._text_of(self._audio())
        self._read = (self._n, text)
        return _plain(text) or None

    def finish(self) -> Transcript:
        audio = self._audio()
        self.speech.add(self.vad.push(np.zeros(0, np.int16)))
        if self._read is not None and not self.speech.speech_after(self._read[0]):
            text = self._read[1]          # only silence since the reading made while held
        else:
            text = self._text_of(audio)
        self._chunks = []
        return Transcript(snap(_plain(text), self._phrases), [], text)

    # ------------------------------------------------------------------ reading

    def _audio(self) -> np.ndarray:
        if len(self._chunks) > 1:
            self._chunks = [np.concatenate(self._chunks)]
        return self._chunks[0] if self._chunks else np.zeros(0, np.int16)

    def _text_of(self, pcm: np.ndarray) -> str:
        if self.speech.speech_s() < MIN_SPEECH_S:
            return ""
        from ..sysinfo import trim_memory
        self.readings += 1
        prefer = self._vocabulary()
        lead = max(0.0, LEAD_S - self.speech.onset_s())
        text = " ".join(t for t in (self.model.decode(p, self.beam_size, prefer, lead if i == 0 else 0.0)
                                    for i, p in enumerate(_pieces(pcm))) if t)
        trim_memory()
        return text


PREFER_WITHIN = 0.3       # log-probability per token (CTranslate2 scores are length-normalised):
                          # hypotheses this close to the best are "as likely" (docs/speech.md)


def _preferred(texts: list[str], scores: list[float], words: frozenset[str]) -> int:
    """Among the beam's hypotheses scoring within PREFER_WITHIN of the best, the one with the
    fewest words outside the commands' vocabulary ("turn off the grushed lights" -> "... garage
    ..."); the best when none has fewer. Chosen on the tuning commands (docs/speech.md: within
    0.1, WER 3.4 -> 2.5%; widened to 0.3 on the tuning commands and the first held-out set)."""
    def unknown(i: int) -> int:
        return sum(w not in words for w in _plain(texts[i]).split())
    close = [i for i, s in enumerate(scores) if s >= scores[0] - PREFER_WITHIN]
    return min(close, key=lambda i: (unknown(i), -scores[i]))


_REPEATS = (re.compile(r"(\d)(?:[\s.,:-]+\1\b){2,}"),               # 8.8.8, 0 0 0, 5 8 8 8
            re.compile(r"\b(\w+(?:\W+\w+){0,5})(?:\W+\1\b){3,}"),       # one to six words four times
            re.compile(r"\b(\w+(?:\W+\w+){1,5})(?:\W+\1\b){2,}"))       # two to six words three times


def _said_once(text: str) -> str:
    """Each run of a word or a few words said again and again in a row, said once."""
    for r in _REPEATS[1:]:
        text = r.sub(lambda m: m.group(1), text)
    return text


def _compressible(text: str) -> bool:
    data = text.encode()
    return len(data) > 24 and len(data) / len(zlib.compress(data)) > LOOP_RATIO


def _loops(text: str) -> bool:
    """A transcript that repeats itself: the decoder looping ("it is a love and a love and a
    love", "It is 5.8.8.8, it is 5.8.8"), told by how well it compresses (long loops) or by a
    digit, a word or a few words said again and again in a row (short ones)."""
    t = text.lower()
    return _compressible(text) or any(r.search(t) for r in _REPEATS)


def _pieces(pcm: np.ndarray) -> list[np.ndarray]:
    """Audio cut into pieces Whisper can read (≤ MAX_PIECE_S), each cut at the quietest 20 ms of
    the last 5 s before the limit, so that no word is cut in two."""
    out, limit = [], int(MAX_PIECE_S * RATE)
    while len(pcm) > limit:
        search = pcm[limit - 5 * RATE:limit]
        quiet = int(np.argmin(frame_levels(search))) * FRAME + FRAME // 2
        cut = limit - 5 * RATE + quiet
        out.append(pcm[:cut])
        pcm = pcm[cut:]
    out.append(pcm)
    return out


def _plain(text: str) -> str:
    """Whisper writes sentences ("Set a timer for 5 minutes."); the daemon works on words, lower
    case, digits kept (the number parser reads both)."""
    text = text.replace("%", " percent").replace("&", " and ")
    text = re.sub(r"(?<=\d),(?=\d{3})", "", text)             # 1,000 -> 1000
    text = re.sub(r"(\d+):(\d\d)", r"\1 \2", text)             # 3:30 -> 3 30
    # a time as Whisper also writes it: 7.50am, 12.45 a.m., 5-18 p.m. -> 7 50 am
    text = re.sub(r"\b(\d{1,2})[.-](\d\d) ?([ap])\.? ?m\b\.?", r"\1 \2 \3m", text, flags=re.I)
    return " ".join(re.findall(r"[a-z0-9']+(?:\.\d+)?", text.lower().replace("’", "'"))).strip("'")
