"""What every part of the bench shares: the results (printed as a table as they come, written as
JSON at the end), the run's board profile and daemon settings, medians and percentiles."""
from __future__ import annotations

import os
import statistics
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RESULTS: dict = {}
DAEMON_SETTINGS: dict = {}   # --set section.key=value: the daemon's configuration in every section


class Run:
    profile = ""     # --profile: the board's name
    limit = None     # --profile: the boards.CpuLimit every daemon of the run starts in


COMMANDS_10_WORDS = ["please add a big bag of rice to my shopping list",
                     "could you play some relaxing jazz music for me right now",
                     "switch off all the lights in the living room for me",
                     "i want to add call the plumber to my todo list",
                     "set a timer for twenty five minutes for the pizza please"]
def med(xs):
    return statistics.median(xs) if xs else float("nan")


def p95(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))] if xs else float("nan")


def row(section, name, value, unit, target=""):
    RESULTS.setdefault(section, {})[name] = {"value": value, "unit": unit, "target": target}
    v = f"{value:.3g}" if isinstance(value, float) else str(value)
    print(f"  {name:52} {v:>10} {unit:6} {target}", flush=True)


def _proc_stats(pid):
    """(cpu seconds, peak RSS MB) of a process and its children."""
    pids = [pid]
    try:
        pids += [int(x) for x in open(f"/proc/{pid}/task/{pid}/children").read().split()]
    except OSError:
        pass
    cpu, hwm = 0.0, 0.0
    tick = os.sysconf("SC_CLK_TCK")
    for p in pids:
        try:
            fields = open(f"/proc/{p}/stat").read().rsplit(")", 1)[1].split()
            cpu += (int(fields[11]) + int(fields[12])) / tick
            for line in open(f"/proc/{p}/status"):
                if line.startswith("VmHWM:"):
                    hwm += int(line.split()[1]) / 1024
        except OSError:
            pass
    return cpu, hwm
