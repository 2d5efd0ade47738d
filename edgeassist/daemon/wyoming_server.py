"""The Wyoming endpoint: Home Assistant's voice protocol (JSON lines with binary payloads over
TCP or a Unix socket), served by the `wyoming` library's server, on a thread of its own.

It is an adapter on the daemon's own API: every request a Wyoming client makes becomes the
same request an app makes over ZeroMQ (transcribe, say with wav, ask), so the engines are the
ones the voice loop uses, model work waits in the same bounded queue, and a daemon that stays
busy (its queue full for BUSY_WAIT_S) answers with a Wyoming `error` (code `busy`) instead of
leaving the connection hanging. Each connection has a client of its own (one request at a time,
in order).

What it offers (`describe` -> `info`):
- asr:    transcribe + audio-start/chunk/stop -> transcript (any rate, width and channel
          count, converted to 16 kHz mono by the library's AudioChunkConverter);
- tts:    synthesize -> audio-start, audio as each piece is ready (the first piece the daemon
          would speak alone, then up to 2 x tts.max_piece_words words a request), audio-stop; and the
          streaming form synthesize-start/chunk/stop -> audio per sentence, synthesize-stopped;
- intent: recognize -> intent (entities from the typed slots) or not-recognized (chat);
- handle: transcript -> handled (the reply; the skill runs and the ZeroMQ `intent` event is
          published as for a spoken command) or not-handled;
- wake:   detect (names, or the [wake] words) + audio-start/chunk/stop -> detection (name, the
          audio's milliseconds) for each wake word heard, or not-detected at audio-stop: the
          board's wake word for a Home Assistant pipeline (its own detector per connection,
          engines/wake.py; the daemon's hands-free listening is not touched).

Bad input never reaches the library's reader: lines, JSON headers and payload lengths are
checked first (protocol/wyoming_codec.py) and a connection that lies or stalls is closed.
"""
from __future__ import annotations

import asyncio
import logging
import threading
from urllib.parse import urlparse

from wyoming.asr import Transcribe, Transcript
from wyoming.audio import AudioChunk, AudioChunkConverter, AudioStart, AudioStop
from wyoming.error import Error
from wyoming.event import Event
from wyoming.handle import Handled, NotHandled
from wyoming.intent import Entity, Intent, NotRecognized, Recognize
from wyoming.server import AsyncEventHandler, AsyncServer
from wyoming.tts import Synthesize, SynthesizeChunk, SynthesizeStart, SynthesizeStop, SynthesizeStopped
from wyoming.wake import Detect, Detection, NotDetected

from ..protocol.wyoming_codec import BadEvent, format_problem, is_loopback, read_event
from .wyoming_info import info, wake_words, wav_audio

log = logging.getLogger(__name__)
MAX_AUDIO_S = 60.0            # audio of one transcription, at 16 kHz
RATE, WIDTH, CHANNELS = 16000, 2, 1
CHUNK_SAMPLES = 4096          # audio sent per audio-chunk
NOT_COMMANDS = ("chat",)      # what `recognize` answers with not-recognized
BUSY_WAIT_S = 10.0            # a request the API calls busy is asked again for this long


class Session(AsyncEventHandler):
    """One Wyoming connection: its own API client; audio kept until audio-stop."""

    def __init__(self, reader, writer, server: "WyomingServer"):
        super().__init__(reader, writer)
        self.server = server
        self.client = None
        self.client2 = None                  # the second, for the piece after the one awaited
        self._audio: bytearray | None = None
        self._converter = AudioChunkConverter(rate=RATE, width=WIDTH, channels=CHANNELS)
        self._stream = None                  # a SentenceChunker while a synthesize stream is open
        self._detector = None                # a WakeDetector after detect, until audio-stop
        self._detected = 0

    async def run(self) -> None:
        from ..client import AsyncClient
        if not self.server.admit(self):
            self.writer.close()
            return
        try:
            self.client = AsyncClient(*self.server.endpoints, timeout=self.server.request_timeout_s)
            while True:
                try:
                    event = await read_event(self.reader, self.server.idle_timeout_s)
                except BadEvent as e:
                    await self._error(str(e), "bad_event")
                    break
                if event is None or not await self.handle_event(event):
                    break
        except (asyncio.TimeoutError, asyncio.IncompleteReadError, ConnectionError):
            pass                                     # silent too long, or gone mid-stream
        except Exception:  # noqa: BLE001 - one connection's bug must not touch the others
            log.exception("wyoming: connection failed")
        finally:
            for client in (self.client, self.client2):
                if client is not None:
                    client.close()
            self.server.release(self)
            self.writer.close()

    async def handle_event(self, event: Event) -> bool:
        from ..client import ClientError, RemoteError
        handler = self._HANDLERS.get(event.type)
        if handler is None:
            log.debug("wyoming: %s ignored", event.type)
            return True
        try:
            await handler(self, event)
        except RemoteError as e:
            await self._error(e.message, e.code)
        except ClientError as e:
            await self._error(str(e), "unavailable")
        except (ValueError, KeyError, TypeError) as e:    # a field of the wrong type or missing
            await self._error(f"{event.type}: {e}", "bad_event")
        return True

    async def _api(self, method: str, *args, client=None, **kwargs):
        """A request to the daemon's API (on client, else the session's first); while its queue is
        full (busy), asked again for up to BUSY_WAIT_S, so that a burst of clients waits its turn
        rather than fails."""
        from ..client import RemoteError
        end, pause = asyncio.get_running_loop().time() + BUSY_WAIT_S, 0.02
        while True:
            try:
                return await getattr(client or self.client, method)(*args, **kwargs)
            except RemoteError as e:
                if e.code != "busy" or asyncio.get_running_loop().time() + pause > end:
                    raise
            await asyncio.sleep(pause)
            pause = min(pause * 2, 0.5)

    async def _error(self, text: str, code: str) -> None:
        await self.write_event(Error(text=text, code=code).event())

    # ------------------------------------------------------------------ describe

    async def _describe(self, event: Event) -> None:
        await self.write_event(info(await self._api('status')).event())

    # ------------------------------------------------------------------ asr

    async def _transcribe(self, event: Event) -> None:
        Transcribe.from_event(event)
        self._audio, self._detector = bytearray(), None

    async def _audio_start(self, event: Event) -> None:
        start = AudioStart.from_event(event)
        problem = format_problem(start.rate, start.width, start.channels)
        if problem:
            self._audio = self._detector = None
            await self._error(f"audio-start: {problem}", "bad_audio")
            return
        if self._detector is None:
            self._audio = bytearray()

    async def _audio_chunk(self, event: Event) -> None:
        if self._audio is None and self._detector is None:
            return                     # after a refused audio-start (said once), or with no start
        chunk = AudioChunk.from_event(event)
        problem = format_problem(chunk.rate, chunk.width, chunk.channels) or (
            "a payload that is not whole samples" if len(chunk.audio) % (chunk.width * chunk.channels) else None)
        if problem:
            self._audio = self._detector = None
            await self._error(f"audio-chunk: {problem}", "bad_audio")
            return
        if self._detector is not None:
            await self._detect_in(self._converter.convert(chunk).audio)
            return
        self._audio += self._converter.convert(chunk).audio
        if len(self._audio) > MAX_AUDIO_S * RATE * WIDTH:
            self._audio = None
            await self._error(f"more than {MAX_AUDIO_S:.0f} s of audio in one transcription", "too_long")

    async def _audio_stop(self, event: Event) -> None:
        if self._detector is not None:
            self._detector = None
            if not self._detected:
                await self.write_event(NotDetected().event())
            return
        if self._audio is None:
            return
        pcm, self._audio = bytes(self._audio), None
        text = (await self._api("transcribe", pcm, format="s16le"))["text"] if pcm else ""
        await self.write_event(Transcript(text=text).event())

    # ------------------------------------------------------------------ wake

    async def _detect(self, event: Event) -> None:
        from ..engines.wake import WakeDetector, WakeError
        names = Detect.from_event(event).names
        w = self.server.wake
        offered = wake_words({"engine": w.engine, "words": list(w.words)})
        if names:
            unknown = [n for n in names if n not in offered]
            if unknown:
                await self._error(f"detect: unknown wake word {unknown[0]!r} (offered: {', '.join(offered)})",
                                  "unknown_wake_word")
                return
        loop = asyncio.get_running_loop()
        try:
            self._detector = await loop.run_in_executor(
                None, lambda: WakeDetector(w.engine, names or list(w.words), w.sensitivity))
        except WakeError as e:
            await self._error(f"detect: {e}", "wake_unavailable")
            return
        self._audio, self._detected = None, 0

    async def _detect_in(self, pcm: bytes) -> None:
        import numpy as np
        det = self._detector
        found = await asyncio.get_running_loop().run_in_executor(None, det.push, np.frombuffer(pcm, dtype="<i2"))
        for d in found:
            self._detected += 1
            await self.write_event(Detection(name=d.word, timestamp=round(d.at_s * 1000)).event())

    # ------------------------------------------------------------------ tts

    async def _synthesize(self, event: Event) -> None:
        if self._stream is not None:
            return                     # sent beside a stream for older servers: the stream says it
        from ..nlu.chunker import split_sentences
        await self._speak(split_sentences(Synthesize.from_event(event).text), one_stream=True)

    async def _synthesize_start(self, event: Event) -> None:
        from ..nlu.chunker import SentenceChunker
        SynthesizeStart.from_event(event)
        self._stream = SentenceChunker()

    async def _synthesize_chunk(self, event: Event) -> None:
        if self._stream is not None:
            await self._speak(self._stream.feed(SynthesizeChunk.from_event(event).text))

    async def _synthesize_stop(self, event: Event) -> None:
        SynthesizeStop.from_event(event)
        if self._stream is not None:
            stream, self._stream = self._stream, None
            await self._speak(stream.flush())
        await self.write_event(SynthesizeStopped().event())

    async def _speak(self, sentences: list[str], one_stream: bool = False) -> None:
        """The sentences synthesised piece by piece (stages/speak.joined_pieces), each piece sent as soon as it is
        ready: audio-start ... audio-stop around them all (synthesize), or around each sentence
        (a synthesize stream). The next piece is asked for (on the session's second client)
        before the current one is awaited, so the daemon synthesises it while this one travels."""
        from ..stages.speak import joined_pieces
        todo = joined_pieces(sentences, self.server.max_piece_words)
        started = False
        ahead = self._say_task(todo, 0)
        try:
            for k, (n, _) in enumerate(todo):
                current, ahead = ahead, self._say_task(todo, k + 1)
                pcm, rate = wav_audio(await current)
                if not started:
                    await self.write_event(AudioStart(rate=rate, width=WIDTH, channels=CHANNELS).event())
                    started = True
                step = CHUNK_SAMPLES * WIDTH
                for i in range(0, len(pcm), step):
                    await self.write_event(AudioChunk(rate=rate, width=WIDTH, channels=CHANNELS,
                                                      audio=pcm[i:i + step]).event())
                last_of_sentence = k + 1 == len(todo) or todo[k + 1][0] != n
                if not one_stream and started and last_of_sentence:
                    await self.write_event(AudioStop().event())
                    started = False
        finally:
            if ahead is not None:       # a failure (said by the caller) or a gone client: not needed
                ahead.cancel()
                ahead.add_done_callback(lambda t: t.cancelled() or t.exception())   # retrieved: no warning
        if one_stream:
            if not started:            # nothing to say: an empty stream, still well formed
                await self.write_event(AudioStart(rate=22050, width=WIDTH, channels=CHANNELS).event())
            await self.write_event(AudioStop().event())

    def _say_task(self, todo: list[tuple[int, str]], k: int):
        """Piece k's audio on its way, on one of the session's two clients (one request each at
        a time: piece k + 2 is asked for only after piece k was awaited); None past the end."""
        from ..client import AsyncClient
        if k >= len(todo):
            return None
        if k % 2 and self.client2 is None:
            self.client2 = AsyncClient(*self.server.endpoints, timeout=self.server.request_timeout_s)
        client = self.client2 if k % 2 else self.client
        return asyncio.ensure_future(self._api("say", todo[k][1], wav=True, client=client))

    # ------------------------------------------------------------------ intent and handle

    async def _recognize(self, event: Event) -> None:
        text = Recognize.from_event(event).text
        r = await self._api("ask", text, act=False)
        if r["intent"] in NOT_COMMANDS:
            await self.write_event(NotRecognized(text=text).event())
            return
        entities = [Entity(name=k, value=v) for k, v in r["slots"].items()]
        await self.write_event(Intent(name=r["intent"], entities=entities, text=r.get("reply")).event())

    async def _handle(self, event: Event) -> None:
        from ..client import RemoteError
        text = Transcript.from_event(event).text
        try:
            r = await self._api("ask", text)
        except RemoteError as e:
            await self.write_event(NotHandled(text=e.message).event())
            return
        await self.write_event(Handled(text=r.get("reply") or "").event())

    _HANDLERS = {"describe": _describe, "transcribe": _transcribe, "audio-start": _audio_start,
                 "audio-chunk": _audio_chunk, "audio-stop": _audio_stop, "synthesize": _synthesize,
                 "synthesize-start": _synthesize_start, "synthesize-chunk": _synthesize_chunk,
                 "synthesize-stop": _synthesize_stop, "recognize": _recognize, "transcript": _handle,
                 "detect": _detect}


class WyomingServer:
    """The endpoint on a thread of its own (an asyncio loop); start() raises OSError when the
    address cannot be bound, close() closes every connection."""

    def __init__(self, settings, api_endpoint: str, events_endpoint: str, request_timeout_s: float,
                 max_piece_words: int = 6, wake=None):
        from ..config import WakeSettings
        self.wake = wake or WakeSettings()      # the engine, words and sensitivity `detect` uses
        self.uri = settings.uri
        self.max_piece_words = max_piece_words
        self.max_connections = settings.max_connections
        self.idle_timeout_s = settings.idle_timeout_s
        self.endpoints = (api_endpoint, events_endpoint)
        self.request_timeout_s = request_timeout_s
        self._sessions: set[Session] = set()
        self._loop = asyncio.new_event_loop()
        self._server: AsyncServer | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, name="wyoming", daemon=True)

    def admit(self, session: Session) -> bool:
        if len(self._sessions) >= self.max_connections:
            log.warning("wyoming: %d connections already; one more refused", len(self._sessions))
            return False
        self._sessions.add(session)
        return True

    def release(self, session: Session) -> None:
        self._sessions.discard(session)

    def start(self) -> None:
        if not is_loopback(self.uri):
            log.warning("wyoming: listening on %s: Wyoming has no authentication, so anyone who reaches "
                        "this address can use the assistant (bind to 127.0.0.1 or a unix socket unless "
                        "that network is trusted)", self.uri)
        self._thread.start()
        self._server = AsyncServer.from_uri(self.uri)
        factory = lambda r, w: Session(r, w, self)   # noqa: E731
        asyncio.run_coroutine_threadsafe(self._bind(factory), self._loop).result(10)
        log.info("wyoming: listening on %s", self.uri)

    async def _bind(self, factory) -> None:
        path = urlparse(self.uri).path if self.uri.startswith("unix:") else None
        if path:
            import os
            os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        await self._server.start(factory)

    def close(self) -> None:
        if self._server is not None:
            try:
                asyncio.run_coroutine_threadsafe(self._server.stop(), self._loop).result(5)
            except Exception as e:  # noqa: BLE001 - stopping anyway
                log.debug("wyoming: while stopping: %s", e)
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(5)

