"""One dogs run, maybe stopped with a signal: its exit, its output, and the exits each ending
allows."""

import subprocess
import time

from .kills import SIGNALS


ACCEPTED_EXITS = {0, 1, 69, 124}

# How long a gracefully stopped run may take to exit after the signal.
GRACE = 10.0
RUN_TIME_LIMIT = 60.0


def run_dogs(command, kill_after, signal_name):
    """Runs one `dogs fetch`, sending `signal_name` after `kill_after` seconds
    if it is still running. Returns (exit code or None if it hit the time
    limit, stdout, stderr, whether the signal was sent)."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace")
    started = time.monotonic()
    limit = RUN_TIME_LIMIT
    signalled = False
    if kill_after is not None:
        try:
            out, err = process.communicate(timeout=kill_after)
            return process.returncode, out, err, False     # finished before the signal
        except subprocess.TimeoutExpired:
            process.send_signal(SIGNALS[signal_name])
            signalled = True
            if signal_name != "KILL":
                limit = min(limit, time.monotonic() - started + GRACE)
    try:
        out, err = process.communicate(timeout=max(0.1, limit - (time.monotonic() - started)))
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        return None, out, err, signalled
    return process.returncode, out, err, signalled


def first_line(text):
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[0] if lines else "(no stderr)"


def describe_exit(code):
    return "signal %d" % -code if code < 0 else "exit %d" % code
