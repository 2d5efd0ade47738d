"""What board this is: CPU clusters (big.LITTLE) from sysfs, RAM, and the thread plan derived
from them. Paths are parameters so that tests can use fake sysfs trees of other boards."""
from __future__ import annotations

import functools
import os
import platform
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

# ARM "CPU part" numbers (MIDR) of the cores found on the boards we target.
ARM_PARTS = {0xD03: "Cortex-A53", 0xD04: "Cortex-A35", 0xD05: "Cortex-A55", 0xD07: "Cortex-A57",
             0xD08: "Cortex-A72", 0xD09: "Cortex-A73", 0xD0A: "Cortex-A75", 0xD0B: "Cortex-A76",
             0xD0D: "Cortex-A77", 0xD41: "Cortex-A78", 0xD46: "Cortex-A510", 0xD47: "Cortex-A710"}


@dataclass(frozen=True)
class Cluster:
    cpus: tuple[int, ...]
    capacity: int          # cpu_capacity (1024 = the fastest) or max frequency in kHz
    max_freq_khz: int
    core: str              # e.g. Cortex-A72, or the x86 model name


@dataclass(frozen=True)
class Topology:
    arch: str
    clusters: tuple[Cluster, ...]   # fastest first
    mem_total_mb: int
    model: str = ""

    @property
    def n_cpus(self) -> int:
        return sum(len(c.cpus) for c in self.clusters)

    @property
    def big_little(self) -> bool:
        return len(self.clusters) > 1

    @property
    def big(self) -> Cluster:
        return self.clusters[0]


@dataclass(frozen=True)
class ThreadPlan:
    """Which CPUs and how many threads each engine gets."""
    llm_cpus: tuple[int, ...]
    llm_threads: int
    speech_cpus: tuple[int, ...]
    asr_threads: int
    tts_threads: int
    n_batch: int
    n_ctx: int
    notes: list[str] = field(default_factory=list)

    @property
    def kv_mb(self) -> float:
        """The KV cache planned for the context: n_ctx tokens of the default model (23,040 bytes
        each); another model gets as many tokens as that holds of its own (engines/llama.py)."""
        return self.n_ctx * 23040 / 2**20

    @property
    def big_little(self) -> bool:
        return self.llm_cpus != self.speech_cpus


def _read(p: Path) -> str:
    try:
        return p.read_text().strip()
    except OSError:
        return ""


def _parse_cpu_list(text: str) -> list[int]:
    cpus: list[int] = []
    for part in filter(None, text.split(",")):
        a, _, b = part.partition("-")
        cpus += range(int(a), int(b or a) + 1)
    return cpus


def _cpuinfo_parts(cpuinfo: str) -> tuple[dict[int, str], str]:
    parts: dict[int, str] = {}
    model = ""
    cpu = None
    for line in cpuinfo.splitlines():
        key, _, value = (s.strip() for s in line.partition(":"))
        if key == "processor":
            cpu = int(value) if value.isdigit() else None
        elif key == "CPU part" and cpu is not None:
            parts[cpu] = ARM_PARTS.get(int(value, 16), f"ARM part {value}")
        elif key == "model name" and cpu is not None:
            parts[cpu] = value
        elif key in ("Model", "Hardware") and not model:
            model = value
    return parts, model


def read_topology(sysfs: str | Path = "/sys/devices/system/cpu", proc: str | Path = "/proc",
                  arch: str | None = None) -> Topology:
    sysfs, proc = Path(sysfs), Path(proc)
    cpus = _parse_cpu_list(_read(sysfs / "online")) or sorted(
        int(p.name[3:]) for p in sysfs.glob("cpu[0-9]*")) or list(range(os.cpu_count() or 1))
    parts, model = _cpuinfo_parts(_read(proc / "cpuinfo"))
    dt_model = _read(proc / "device-tree" / "model").strip("\x00")
    groups: dict[tuple[int, int, str], list[int]] = {}
    for cpu in cpus:
        d = sysfs / f"cpu{cpu}"
        freq = int(_read(d / "cpufreq" / "cpuinfo_max_freq") or 0)
        cap = int(_read(d / "cpu_capacity") or 0) or freq
        groups.setdefault((cap, freq, parts.get(cpu, "")), []).append(cpu)
    clusters = tuple(Cluster(tuple(v), cap, freq, core)
                     for (cap, freq, core), v in sorted(groups.items(), key=lambda kv: -kv[0][0]))
    mem_kb = 0
    for line in _read(proc / "meminfo").splitlines():
        if line.startswith("MemTotal:"):
            mem_kb = int(line.split()[1])
    return Topology(arch=arch or platform.machine(), clusters=clusters, mem_total_mb=mem_kb // 1024,
                    model=dt_model or model)


def thread_plan(topo: Topology, llm_threads: int = 0, tts_threads: int = 0) -> ThreadPlan:
    """LLM on the big cluster (never more threads than it has cores); ASR/TTS on the others.

    On a board with one cluster everything shares it and the LLM leaves one core for speech
    when there are four or more."""
    notes = []
    big = topo.big
    if topo.big_little:
        llm_cpus = big.cpus
        speech = tuple(c for cl in topo.clusters[1:] for c in cl.cpus)
        notes.append(f"big.LITTLE: LLM pinned to the {len(big.cpus)} {big.core or 'big'} cores, "
                     f"ASR/TTS on the {len(speech)} others")
    else:
        llm_cpus = speech = big.cpus
    auto_llm = len(llm_cpus) if topo.big_little or len(llm_cpus) < 4 else len(llm_cpus) - 1
    n_llm = min(llm_threads or auto_llm, len(llm_cpus))
    n_tts = min(tts_threads or max(1, min(2, len(speech))), len(speech))
    ram = topo.mem_total_mb
    n_ctx = 2048 if ram >= 1536 or ram == 0 else 1024
    # llama.cpp's compute buffer grows with the batch (256: +13 MB); requests are a few dozen
    # tokens, so only the one-off evaluation of a prompt prefix (cached on disk) sees the batch
    n_batch = 64
    if ram and ram < 1536:
        notes.append(f"{ram} MB RAM: smaller context ({n_ctx})")
    return ThreadPlan(llm_cpus=llm_cpus, llm_threads=n_llm, speech_cpus=speech, asr_threads=1,
                      tts_threads=n_tts, n_batch=n_batch, n_ctx=n_ctx, notes=notes)


class pinned:
    """Run the calling thread on these CPUs for a while (a context manager; restores the old set).

    Threads started meanwhile (llama.cpp's OpenMP team, onnxruntime's pool) inherit the set and
    keep it. A no-op when cpus is empty or already every CPU this process may use."""

    def __init__(self, cpus: tuple[int, ...] | list[int]):
        self.cpus = set(cpus)
        self._old: set[int] | None = None

    def __enter__(self) -> "pinned":
        if not self.cpus or not hasattr(os, "sched_setaffinity"):
            return self
        old = os.sched_getaffinity(0)
        want = self.cpus & old or old
        if want != old:
            os.sched_setaffinity(0, want)
            self._old = old
        return self

    def __exit__(self, *exc) -> None:
        if self._old is not None:
            os.sched_setaffinity(0, self._old)
            self._old = None


ENGINE_CGROUPS_ENV = "EDGEASSIST_ENGINE_CGROUPS"


@functools.lru_cache(maxsize=1)
def _engine_cgroups(value: str | None) -> dict[str, Path]:
    """{engine: cgroup v1 directory} of EDGEASSIST_ENGINE_CGROUPS ('{"llama": "/sys/fs/cgroup/cpu/x"}');
    read once per value (the bench sets it before the daemon starts)."""
    if not value:
        return {}
    import json
    import logging
    try:
        return {str(k): Path(v) for k, v in json.loads(value).items()}
    except (ValueError, AttributeError, TypeError):
        logging.getLogger(__name__).warning("%s is not a JSON object of engine -> cgroup directory; ignored",
                                            ENGINE_CGROUPS_ENV)
        return {}


def _thread_cgroup() -> Path | None:
    """The cgroup v1 cpu directory of the calling thread."""
    try:
        for line in Path("/proc/thread-self/cgroup").read_text().splitlines():
            _, controllers, where = line.split(":", 2)
            if "cpu" in controllers.split(","):
                return Path("/sys/fs/cgroup/cpu") / where.lstrip("/")
    except OSError:
        pass
    return None


class engine_limit:
    """The board profile of the bench (testing/boards.py) gives each engine the share of the CPU
    it has on the board: with EDGEASSIST_ENGINE_CGROUPS naming a cgroup for `engine`, the calling
    thread runs in it for a while (threads it starts meanwhile, llama.cpp's OpenMP team, stay
    there), and goes back after. A no-op without the variable (the daemon as users run it)."""

    def __init__(self, engine: str):
        self.engine = engine
        self._home: Path | None = None

    def __enter__(self) -> "engine_limit":
        where = _engine_cgroups(os.environ.get(ENGINE_CGROUPS_ENV)).get(self.engine)
        if where is not None:
            home = _thread_cgroup()
            if home is not None and home != where:
                try:
                    (where / "tasks").write_text(f"{threading.get_native_id()}\n")
                    self._home = home
                except OSError:
                    pass              # the profile's cgroup is gone: run unlimited
        return self

    def __exit__(self, *exc) -> None:
        if self._home is not None:
            try:
                (self._home / "tasks").write_text(f"{threading.get_native_id()}\n")
            except OSError:
                pass
            self._home = None


def join_engine_limit(engine: str) -> None:
    """The whole process (all its threads, those to come) into the engine's cgroup of the board
    profile, if EDGEASSIST_ENGINE_CGROUPS names one (the speak stage's process: Piper)."""
    where = _engine_cgroups(os.environ.get(ENGINE_CGROUPS_ENV)).get(engine)
    if where is not None:
        try:
            (where / "cgroup.procs").write_text(f"{os.getpid()}\n")
        except OSError:
            pass


def pin_thread(cpus: tuple[int, ...] | list[int]) -> None:
    """Keep the calling thread (and the threads it starts) on these CPUs from now on."""
    if cpus and hasattr(os, "sched_setaffinity"):
        allowed = os.sched_getaffinity(0)
        want = set(cpus) & allowed
        if want and want != allowed:
            os.sched_setaffinity(0, want)


def limit_malloc_arenas() -> None:
    """glibc gives every thread its own heap arena and keeps what is freed in it: with a dozen
    threads synthesising and decoding, RSS crept up by ~180 MB. Two arenas, and trimming after
    each utterance (VoiceLoop), keep it near the start-up size. And blocks of 4 MB or more are
    mapped on their own and unmapped when freed: glibc otherwise raises that threshold to the
    largest block freed, and Whisper's and Piper's multi-megabyte buffers then stayed in the
    heap between a reading and a reply (peak RSS over 24 spoken commands 584 -> 541 MB).
    Fixing that threshold also stops glibc from adapting its trim threshold, which stayed at
    128 KB: every free at the top of the heap gave memory back to the kernel and the next
    allocation faulted it in again (Piper ~35% slower). The trim threshold is 64 MB instead;
    the trim after each utterance still gives it back (docs/performance.md: release -> sound
    p50 192 -> 141 ms, peak RSS 498 -> 523 MB)."""
    try:
        import ctypes
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(-8, 2)          # M_ARENA_MAX
        libc.mallopt(-3, 4 << 20)    # M_MMAP_THRESHOLD (fixed: no longer adaptive)
        libc.mallopt(-1, 64 << 20)   # M_TRIM_THRESHOLD (no longer adaptive either)
    except (OSError, AttributeError):
        pass


def trim_memory() -> None:
    """Give the memory glibc keeps after frees back to the system (after an utterance; after a
    Whisper reading, whose ~55 MB of transient buffers would otherwise stay while the reply is
    synthesised)."""
    try:
        import ctypes
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


class Contention:
    """How many cores other programs keep busy: /proc/stat's busy time (steal included: a vCPU
    the hypervisor took is not there either) minus this process's own, between two looks at
    least MIN_S apart. The daemon looks every second (its timer thread), so a request finds a
    recent figure; a look with none from the last MAX_S (a one-shot command) measures BLOCK_S.

    Why: llama.cpp's threads wait for each other at every layer; with another program on the
    same cores, a thread that lost its core holds the others up, and an answer that takes 0.8 s
    took 11 s with two threads beside `stress-ng --cpu 2` on 2 cores, 1.3 s with one
    (docs/performance.md). So the model gets no more threads than the cores left free."""
    MIN_S, MAX_S, BLOCK_S = 0.5, 5.0, 0.05

    def __init__(self, stat: str = "/proc/stat"):
        self._stat = stat
        self._last: tuple[float, float, float] | None = None
        self._lock = threading.Lock()
        self.others = 0.0
        self._tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100

    def _sample(self) -> tuple[float, float, float]:
        """(now, busy seconds of all CPUs, this process's CPU seconds)."""
        with open(self._stat) as f:
            fields = [int(x) for x in f.readline().split()[1:]]
        idle = fields[3] + (fields[4] if len(fields) > 4 else 0)   # idle + iowait
        t = os.times()
        return time.monotonic(), (sum(fields[:8]) - idle) / self._tick, t.user + t.system

    def look(self) -> float:
        """Cores busy with other programs (0 when this cannot be read)."""
        last = self._last
        if last is not None and time.monotonic() - last[0] < self.MIN_S:
            return self.others
        with self._lock:
            try:
                now = self._sample()
                if self._last is None or now[0] - self._last[0] > self.MAX_S:
                    time.sleep(self.BLOCK_S)
                    self._last, now = now, self._sample()
                t0, busy0, own0 = self._last
                self.others = max(0.0, ((now[1] - busy0) - (now[2] - own0)) / max(now[0] - t0, 1e-3))
                self._last = now
            except (OSError, ValueError, IndexError):
                return 0.0
            return self.others

    def threads(self, wanted: int, cores: int) -> int:
        """wanted threads, but when other programs keep cores busy (0.75 of one counts), no more
        than the cores they leave free (at least one)."""
        busy = int(self.look() + 0.25)
        return wanted if busy <= 0 else max(1, min(wanted, cores - busy))


CONTENTION = Contention()
