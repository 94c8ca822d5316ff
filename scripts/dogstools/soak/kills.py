"""Which runs the soak stops part-way, when, and with which signal."""

import math
import signal


SIGNALS = {"KILL": signal.SIGKILL, "TERM": signal.SIGTERM, "INT": signal.SIGINT,
           "HUP": signal.SIGHUP, "QUIT": signal.SIGQUIT}
# The exit code of a run stopped gracefully by the signal (128 + its number).
GRACEFUL_EXITS = {name: 128 + number for name, number in SIGNALS.items() if name != "KILL"}

# A run takes ~0.05 s when the flaky server behaves, ~1 s after a retry and
# 2-5 s after a hang; kill times are log-uniform over this range so kills land
# inside fast runs (while they write) as well as slow ones, and one in ten
# lands at once (0 ms), while the process is still starting.
KILL_EARLIEST, KILL_LATEST = 0.001, 1.5
AT_ONCE = 0.1


def pick_kills(runs, kills, rng):
    """Run numbers (1-based) to kill: one random run in each of `kills` equal stretches."""
    kills = min(kills, runs)
    chosen = set()
    for i in range(kills):
        low, high = i * runs // kills + 1, (i + 1) * runs // kills
        chosen.add(rng.randint(low, high))
    return chosen


def kill_time(rng):
    if rng.random() < AT_ONCE:
        return 0.0
    return math.exp(rng.uniform(math.log(KILL_EARLIEST), math.log(KILL_LATEST)))


def parse_signals(text):
    """"KILL,TERM,INT" → ["KILL", "TERM", "INT"]; raises ValueError on an unknown name."""
    names = [name.strip().upper() for name in text.split(",") if name.strip()]
    names = [name[3:] if name.startswith("SIG") else name for name in names]
    unknown = [name for name in names if name not in SIGNALS]
    if unknown or not names:
        raise ValueError("unknown signal %s (choose from %s)"
                         % (", ".join(unknown) or "list", ",".join(SIGNALS)))
    return names
