import json
import os

import pytest

from boards import make_board
from edgeassist import sysinfo


@pytest.mark.unit
def test_rpi4_one_cluster_of_four_a72(tmp_path):
    topo = sysinfo.read_topology(*make_board(tmp_path, "rpi4"), arch="aarch64")
    assert [c.cpus for c in topo.clusters] == [(0, 1, 2, 3)]
    assert topo.clusters[0].core == "Cortex-A72" and topo.mem_total_mb == 4096
    assert not topo.big_little and topo.model.startswith("Raspberry Pi 4")
    plan = sysinfo.thread_plan(topo)
    assert plan.llm_threads == 3 and plan.llm_cpus == (0, 1, 2, 3)


@pytest.mark.unit
def test_rk3399_big_little(tmp_path):
    topo = sysinfo.read_topology(*make_board(tmp_path, "rk3399"), arch="aarch64")
    assert topo.big_little
    big, little = topo.clusters
    assert big.cpus == (4, 5) and big.core == "Cortex-A72" and big.max_freq_khz == 1800000
    assert little.cpus == (0, 1, 2, 3) and little.core == "Cortex-A53"
    plan = sysinfo.thread_plan(topo)
    assert plan.llm_cpus == (4, 5) and plan.llm_threads == 2
    assert plan.speech_cpus == (0, 1, 2, 3)
    assert sysinfo.thread_plan(topo, llm_threads=6).llm_threads == 2  # never more than the cluster


@pytest.mark.unit
def test_this_machine():
    topo = sysinfo.read_topology()
    assert topo.n_cpus == os.cpu_count()
    assert topo.mem_total_mb > 0


@pytest.mark.parametrize("board, clusters_text", [
    ("rpi4", "4x Cortex-A72 @ 1500 MHz"),
    ("rk3399", "2x Cortex-A72 @ 1800 MHz (cpus 4,5), 4x Cortex-A53 @ 1416 MHz (cpus 0,1,2,3) [big.LITTLE]"),
])
def test_doctor_reports_board(cli, tmp_path, board, clusters_text):
    sysfs, proc = make_board(tmp_path, board)
    r = cli("doctor", "--no-audio", "--sysfs", str(sysfs), "--proc", str(proc), "--arch", "aarch64",
            env={"EDGEASSIST_CONFIG": ""})
    assert clusters_text in r.stdout, r.stdout
    assert "ok   llm model" in r.stdout and "ok   tts voice" in r.stdout
    j = cli("doctor", "--json", "--no-audio", "--sysfs", str(sysfs), "--proc", str(proc), "--arch", "aarch64",
            env={"EDGEASSIST_CONFIG": ""})
    data = json.loads(j.stdout)
    assert data["topology"]["arch"] == "aarch64"
    assert j.returncode == (0 if data["ok"] else 1)


def test_doctor_this_machine_and_missing_model(cli, tmp_path):
    r = cli("doctor", "--no-audio", env={"EDGEASSIST_CONFIG": ""})
    assert "cpu: x86_64" in r.stdout or "cpu: aarch64" in r.stdout
    cfg = tmp_path / "c.toml"
    cfg.write_text(f'[llm]\nmodel = "{tmp_path}/gone.gguf"\n')
    bad = cli("--config", str(cfg), "doctor", "--no-audio")
    assert bad.returncode == 1
    assert "FAIL llm model" in bad.stdout and "gone.gguf" in bad.stdout and "fix:" in bad.stdout


def test_doctor_asks_a_1gb_board_for_a_hubs_model(cli, tmp_path):
    """A 1 GB board with the model loaded here is warned (not failed) with the way out; a 4 GB board is not."""
    small, big = (make_board(tmp_path / b, b) for b in ("rpi3", "rpi4"))
    r = cli("doctor", "--no-audio", "--sysfs", str(small[0]), "--proc", str(small[1]), "--arch", "aarch64",
            env={"EDGEASSIST_CONFIG": ""})
    assert "warn memory plan: 1024 MB" in r.stdout and "local = false" in r.stdout, r.stdout
    r = cli("doctor", "--no-audio", "--sysfs", str(big[0]), "--proc", str(big[1]), "--arch", "aarch64",
            env={"EDGEASSIST_CONFIG": ""})
    assert "ok   memory plan: 4096 MB" in r.stdout, r.stdout
    cfg = tmp_path / "hub.toml"
    cfg.write_text('[llm]\nserver = "http://127.0.0.1:9"\nlocal = false\n')
    r = cli("--config", str(cfg), "doctor", "--no-audio", "--sysfs", str(small[0]), "--proc", str(small[1]), "--arch", "aarch64")
    assert "ok   memory plan: the model on the hub" in r.stdout, r.stdout


def test_doctor_32bit_os_is_flagged(cli, tmp_path):
    sysfs, proc = make_board(tmp_path, "rpi3")
    r = cli("doctor", "--no-audio", "--sysfs", str(sysfs), "--proc", str(proc), "--arch", "armv7l",
            env={"EDGEASSIST_CONFIG": ""})
    assert r.returncode == 1 and "64-bit OS" in r.stdout


@pytest.mark.parametrize("board, llm_cpus, llm_threads, speech_cpus, tts_threads, n_ctx", [
    ("rpi3", (0, 1, 2, 3), 3, (0, 1, 2, 3), 2, 1024),      # 1 GB: smaller context
    ("rpi4", (0, 1, 2, 3), 3, (0, 1, 2, 3), 2, 2048),
    ("rpi5", (0, 1, 2, 3), 3, (0, 1, 2, 3), 2, 2048),
    ("rk3399", (4, 5), 2, (0, 1, 2, 3), 2, 2048),           # 2x A72 big, 4x A53 little
    ("rk3588", (4, 5, 6, 7), 4, (0, 1, 2, 3), 2, 2048),     # 4x A76 big, 4x A55 little
])
@pytest.mark.unit
def test_thread_plan_of_each_board(tmp_path, board, llm_cpus, llm_threads, speech_cpus, tts_threads, n_ctx):
    plan = sysinfo.thread_plan(sysinfo.read_topology(*make_board(tmp_path, board), arch="aarch64"))
    assert (plan.llm_cpus, plan.llm_threads, plan.speech_cpus, plan.tts_threads, plan.n_ctx) == \
        (llm_cpus, llm_threads, speech_cpus, tts_threads, n_ctx)
    assert plan.big_little == board.startswith("rk")
    assert plan.llm_threads <= len(plan.llm_cpus) and plan.tts_threads <= len(plan.speech_cpus)


@pytest.mark.unit
def test_plan_on_this_machine_pins_nothing():
    plan = sysinfo.thread_plan(sysinfo.read_topology())
    assert not plan.big_little and plan.llm_threads <= os.cpu_count()


def _threads() -> dict[int, set[int]]:
    out = {}
    for task in os.listdir("/proc/self/task"):
        try:
            out[int(task)] = os.sched_getaffinity(int(task))
        except OSError:
            pass
    return out


@pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="needs two CPUs to pin one of them")
def test_llm_threads_run_on_the_pinned_cpus(llm_path, monkeypatch):
    """What a big.LITTLE plan does, on this machine's last CPU: every llama.cpp worker thread
    runs there, and the calling thread gets its own CPUs back after each decode."""
    import threading
    from edgeassist.engines import llama
    from edgeassist.engines.llama import LlamaEngine, Sampling
    # two threads whatever else this machine runs (with other programs busy the engine would take
    # one thread, and start no worker: test_llm_threads_leave_the_cores_other_programs_keep_busy)
    monkeypatch.setattr(llama.CONTENTION, "look", lambda: 0.0)
    allowed = os.sched_getaffinity(0)
    big = (max(allowed),)
    result = {}

    def run():
        before = set(_threads())
        eng = LlamaEngine(llm_path, n_ctx=512, n_threads=2, n_batch=64, cpus=big)
        out = eng.generate(None, eng.tokenize("The capital of France is"), sampling=Sampling(max_tokens=4))
        result["text"] = out.text
        result["new"] = {t: a for t, a in _threads().items() if t not in before and t != threading.get_native_id()}
        result["self"] = os.sched_getaffinity(0)
    t = threading.Thread(target=run)
    t.start()
    t.join(120)
    assert result["text"]
    assert result["self"] == allowed
    assert result["new"], "llama.cpp started no worker thread"
    assert all(a == set(big) for a in result["new"].values()), result["new"]


@pytest.mark.unit
def test_llm_threads_leave_the_cores_other_programs_keep_busy(tmp_path):
    """Unit (a /proc/stat of our own): quiet, the planned threads; with two cores' worth of
    other programs' time on a 2-core board, one thread; a figure older than MIN_S is re-read."""
    import time
    from edgeassist.sysinfo import Contention
    stat = tmp_path / "stat"
    tick = os.sysconf("SC_CLK_TCK")

    def write(user_s: float) -> None:   # cpu  user nice system idle iowait irq softirq steal
        stat.write_text(f"cpu  {int(user_s * tick)} 0 100 50000 0 0 0 0 0 0\nprocs_running 1\n")
    write(10.0)
    c = Contention(str(stat))
    assert c.look() == 0.0 and c.threads(2, 2) == 2             # first look: 50 ms of nothing
    time.sleep(c.MIN_S + 0.1)
    write(10.0 + 2 * (c.MIN_S + 0.1 + 0.05))                    # two cores busy elsewhere since
    assert c.threads(2, 2) == 1 and 1.5 < c.others < 2.6
    assert c.threads(3, 4) == 2                                 # a 4-core board keeps two free
    write(0.0)                                                  # within MIN_S: the last figure holds
    assert c.threads(2, 2) == 1
