"""The parts of scripts/bench.py: common (the results, the run's profile and settings), engine_runs,
daemon_runs, spoken_runs, profiles."""
