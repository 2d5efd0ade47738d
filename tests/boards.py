"""Fake sysfs/proc trees of the boards edgeassist targets (for topology and thread-plan tests)."""
from __future__ import annotations

from pathlib import Path

# (cpus, ARM part, max kHz, cpu_capacity) per cluster; RAM in MB; device-tree model
BOARDS = {
    "rpi3": ([(range(0, 4), 0xD03, 1200000, None)], 1024, "Raspberry Pi 3 Model B Rev 1.2"),
    "rpi4": ([(range(0, 4), 0xD08, 1500000, None)], 4096, "Raspberry Pi 4 Model B Rev 1.4"),
    "rpi5": ([(range(0, 4), 0xD0B, 2400000, None)], 8192, "Raspberry Pi 5 Model B Rev 1.0"),
    "rk3399": ([(range(0, 4), 0xD03, 1416000, 485), (range(4, 6), 0xD08, 1800000, 1024)], 4096,
               "Pine64 RockPro64 v2.1"),
    "rk3588": ([(range(0, 4), 0xD05, 1800000, 414), (range(4, 8), 0xD0B, 2400000, 1024)], 16384,
               "Radxa ROCK 5B"),
}


def make_board(root: Path, name: str) -> tuple[Path, Path]:
    clusters, ram_mb, model = BOARDS[name]
    sysfs, proc = root / name / "sys", root / name / "proc"
    cpus = [c for cl in clusters for c in cl[0]]
    sysfs.mkdir(parents=True)
    (proc / "device-tree").mkdir(parents=True)
    (sysfs / "online").write_text(f"0-{max(cpus)}\n")
    info = []
    for rng, part, khz, cap in clusters:
        for cpu in rng:
            d = sysfs / f"cpu{cpu}"
            (d / "cpufreq").mkdir(parents=True)
            (d / "cpufreq" / "cpuinfo_max_freq").write_text(f"{khz}\n")
            if cap is not None:
                (d / "cpu_capacity").write_text(f"{cap}\n")
            info.append(f"processor\t: {cpu}\nBogoMIPS\t: 108.00\nCPU implementer\t: 0x41\n"
                        f"CPU part\t: {part:#x}\n")
    (proc / "cpuinfo").write_text("\n".join(info) + "\n")
    (proc / "meminfo").write_text(f"MemTotal:       {ram_mb * 1024} kB\nMemFree:        1000 kB\n")
    (proc / "device-tree" / "model").write_text(model + "\x00")
    return sysfs, proc
