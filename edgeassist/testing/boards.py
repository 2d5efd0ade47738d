"""Board profiles for the bench: this machine's CPU limited (a cgroup CPU bandwidth limit over
a short period) so that it does the assistant's work about as slowly as a board does
(scripts/bench.py --profile pi4; docs/performance.md, "Board profiles").

A profile imitates the CPU time a board needs, nothing else: memory bandwidth, caches, the
board's own instruction set (NEON against AVX2) and thermal throttling are not imitated. The
engines gain differently from this machine's CPU (the LLM most, from AVX2 and the caches), so
one limit for all would leave each engine at its own distance from its public figure (the
LLM 13-35 times slower than on the board at Whisper's share). So each engine has its own
calibrated share: the daemon runs at the most pessimistic one (Whisper's; also what every other
part of the daemon gets: the understanding, the embeddings, Python), and the LLM's and Piper's
calls run in cgroups of their own at their shares (EngineLimits: the calling thread moves in
for the call, sysinfo.engine_limit; cgroup v1's per-thread placement).

The limit: `cpu.cfs_quota_us` / `cpu.cfs_period_us` (cgroup v1) or `cpu.max` (cgroup v2) on a
cgroup of its own; `share` is the fraction of each of the machine's cores the limited
processes may use together (0.3 on 2 cores: 0.6 of one core's time per period).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

PERIOD_US = 10_000        # a short period: a 100 ms reading is throttled in ten slices, not one pause
CGROUP_ROOT = Path("/sys/fs/cgroup")


@dataclass(frozen=True)
class Reference:
    """A public figure of one engine on the board: the work, what it took there, where it is said."""
    engine: str
    work: str
    seconds: float
    source: str


@dataclass(frozen=True)
class Profile:
    name: str
    board: str
    share: float                          # of every core of this machine: the daemon's limit (the smallest)
    references: tuple[Reference, ...] = field(default_factory=tuple)
    engines: tuple[tuple[str, float], ...] = ()   # (engine, its own share) for the LLM and Piper

    def share_of(self, engine: str) -> float:
        return dict(self.engines).get(engine, self.share)


class LimitError(RuntimeError):
    pass


def _writable_v1() -> Path | None:
    cpu = CGROUP_ROOT / "cpu"
    return cpu if (cpu / "cpu.cfs_quota_us").exists() and os.access(cpu, os.W_OK) else None


def _writable_v2() -> Path | None:
    if (CGROUP_ROOT / "cgroup.controllers").exists() and os.access(CGROUP_ROOT, os.W_OK) \
            and "cpu" in (CGROUP_ROOT / "cgroup.controllers").read_text().split():
        return CGROUP_ROOT
    return None


def why_not() -> str | None:
    """Why no CPU limit can be set here (None when it can)."""
    if _writable_v1() or _writable_v2():
        return None
    return (f"no writable cgroup CPU controller under {CGROUP_ROOT} (needs root and cgroup v1's cpu "
            "controller or cgroup v2 with cpu enabled)")


class CpuLimit:
    """A cgroup whose processes share `share` of each core of this machine.

        with CpuLimit(0.3) as lim:
            lim.add(os.getpid())      # this process (all its threads) and what it starts later
            ...
    On leaving, the processes go back to the cgroup they came from and the cgroup is removed."""

    def __init__(self, share: float, cores: int | None = None, name: str | None = None):
        if not 0.01 <= share <= 1.0:
            raise LimitError(f"share {share}: must be between 0.01 and 1")
        self.share = share
        self.cores = cores or os.cpu_count() or 1
        self.name = name or f"edgeassist-profile-{os.getpid()}"
        self.path: Path | None = None
        self._v2 = False
        self._home: dict[int, Path] = {}

    @property
    def quota_us(self) -> int:
        return max(1000, int(round(self.share * self.cores * PERIOD_US)))

    def __enter__(self) -> "CpuLimit":
        problem = why_not()
        if problem:
            raise LimitError(problem)
        v1 = _writable_v1()
        base, self._v2 = (v1, False) if v1 else (_writable_v2(), True)
        self.path = base / self.name
        self.path.mkdir(exist_ok=True)
        if not self._v2:
            (self.path / "cpu.cfs_period_us").write_text(f"{PERIOD_US}\n")
        self.set_share(self.share)
        return self

    def set_share(self, share: float) -> None:
        self.share = share
        if self._v2:
            (self.path / "cpu.max").write_text(f"{self.quota_us} {PERIOD_US}\n")
        else:
            (self.path / "cpu.cfs_quota_us").write_text(f"{self.quota_us}\n")

    def add(self, pid: int) -> None:
        """Moves process pid (all its threads) into the limit; its children to come inherit it."""
        self._home[pid] = self._cgroup_of(pid)
        (self.path / "cgroup.procs").write_text(f"{pid}\n")

    def limited(self) -> dict:
        """What the kernel holds for the cgroup: {quota_us, period_us, pids}."""
        if self._v2:
            quota, period = (self.path / "cpu.max").read_text().split()
        else:
            quota = (self.path / "cpu.cfs_quota_us").read_text().strip()
            period = (self.path / "cpu.cfs_period_us").read_text().strip()
        pids = [int(x) for x in (self.path / "cgroup.procs").read_text().split()]
        return {"quota_us": int(quota), "period_us": int(period), "pids": pids}

    def _cgroup_of(self, pid: int) -> Path:
        base = self.path.parent
        for line in Path(f"/proc/{pid}/cgroup").read_text().splitlines():
            hier, controllers, where = line.split(":", 2)
            if (self._v2 and hier == "0") or (not self._v2 and "cpu" in controllers.split(",")):
                return base / where.lstrip("/")
        return base

    def __exit__(self, *exc) -> None:
        if self.path is None:
            return
        for pid in [int(x) for x in (self.path / "cgroup.procs").read_text().split()]:
            home = self._home.get(pid, self.path.parent)
            try:
                (home / "cgroup.procs").write_text(f"{pid}\n")
            except OSError:
                try:
                    (self.path.parent / "cgroup.procs").write_text(f"{pid}\n")
                except OSError:
                    pass                  # the process ended meanwhile
        try:
            self.path.rmdir()
        except OSError:
            pass
        self.path = None


class EngineLimits:
    """A cgroup for each engine of a profile with a share of its own, named to the daemons of the
    run in EDGEASSIST_ENGINE_CGROUPS (sysinfo.engine_limit: an engine's calls move their thread
    there). Needs cgroup v1 (a thread of its own in another cgroup than its process)."""

    def __init__(self, prof: Profile):
        self.prof = prof
        self.limits: dict[str, CpuLimit] = {}

    def __enter__(self) -> "EngineLimits":
        if not _writable_v1():
            raise LimitError("each engine's own share needs cgroup v1's cpu controller (threads placed one "
                             f"by one); {CGROUP_ROOT} has none writable")
        try:
            for engine, share in self.prof.engines:
                self.limits[engine] = CpuLimit(share, name=f"edgeassist-profile-{os.getpid()}-{engine}").__enter__()
        except BaseException:
            self.__exit__(None, None, None)   # the ones made before the failure
            raise
        return self

    def env(self) -> dict[str, str]:
        import json
        from ..sysinfo import ENGINE_CGROUPS_ENV
        return {ENGINE_CGROUPS_ENV: json.dumps({e: str(lim.path) for e, lim in self.limits.items()})}

    def __exit__(self, *exc) -> None:
        for lim in self.limits.values():
            # threads left in it (an OpenMP team of an ended daemon) go back to the root
            for tid in (lim.path / "tasks").read_text().split() if lim.path else ():
                try:
                    (lim.path.parent / "tasks").write_text(f"{tid}\n")
                except OSError:
                    pass
            lim.__exit__(*exc)
        self.limits.clear()


# ------------------------------------------------------------------ the boards

FW38 = "faster-whisper issue #38 (a Pi 400, 1.8 GHz; tiny, int8, 4 threads, beam 1, 30 s window)"
SHERPA = "sherpa-onnx's RTF table (docs/source/onnx/tts/pretrained_models/rtf.rst: Pi 4 Model B, lessac-medium, 4 threads)"
MATMUL = ("justine.lol/matmul (2024-03-31: Pi 4, TinyLlama 1.1B q8_0, llama.cpp: prompt 10 tok/s, "
          "generation 3 tok/s), scaled to SmolLM2-135M by parameters (1100 / 135): an estimate")

PROFILES = {
    "pi4": Profile(
        name="pi4", board="Raspberry Pi 4 (4x Cortex-A72, 1.5-1.8 GHz)",
        # Whisper's share (the smallest: scripts/bench.py --profile pi4 --only calibrate; two runs of
        # 2026-12-02 gave 0.073 / 0.074 and 0.067 / 0.074 for the two clips): the engine the profile
        # is for, and the firmest figure. The daemon runs at it.
        share=0.072,
        # each engine's own share (--only calibrate: the geometric mean of its figures' shares; the
        # two runs: Piper 0.125 / 0.136, the LLM 0.368 / 0.276, here their geometric means)
        engines=(("piper", 0.130), ("llama", 0.319)),
        references=(
            Reference("whisper", "Whisper tiny, 30 s window, beam 1, a 4 s clip", 3.2, FW38),
            Reference("whisper", "Whisper tiny, 30 s window, beam 1, an 11 s clip", 3.9, FW38),
            Reference("piper", "a medium voice, seconds of synthesis per second of speech (RTF)", 0.357, SHERPA),
            Reference("llama", "SmolLM2-135M: a 100-token prompt (~10 x 8.1 tok/s)", 100 / 81.0, MATMUL),
            Reference("llama", "SmolLM2-135M: 24 generated tokens (~3 x 8.1 tok/s)", 24 / 24.0, MATMUL),
        )),      # the Pi 400 of #38 runs at 1.8 GHz; a stock Pi 4 at 1.5 GHz is up to ~20% slower
}


def profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        raise LimitError(f"no board profile {name!r} (known: {', '.join(sorted(PROFILES))})") from None
