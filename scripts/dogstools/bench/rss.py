"""Peak RSS of one command, by /usr/bin/time -v, scripts/peak-rss or wait4."""

import os
import re
import sys

from ..repo import script
from .janitor import BenchError
from .processes import run_ok


PEAK_RSS_SCRIPT = script("peak-rss")


def rss_method():
    """How peak RSS is read: "/usr/bin/time -v" (the command's own ru_maxrss, reaped by a small C
    program), else "scripts/peak-rss" (the same, reaped by a Python process whose ~10 MiB the
    figure then includes: the kernel keeps the peak of the image a child replaced on exec), else
    "wait4 ru_maxrss" (run()'s figure, at least this script's own RSS: see run())."""
    if os.access("/usr/bin/time", os.X_OK):
        return "/usr/bin/time -v"
    if os.access(PEAK_RSS_SCRIPT, os.R_OK):
        return "scripts/peak-rss"
    return "wait4 ru_maxrss"


def measured_rss(command, timeout, what, log):
    """Runs `command` (as run_ok does) under rss_method(); returns (Result, peak RSS in KiB), both
    of the same run: the Result's wall time includes the wrapper's own fork and exec (about a
    millisecond). `log` is a scratch file for the wrapper's report."""
    method = rss_method()
    if method == "/usr/bin/time -v":
        result = run_ok(["/usr/bin/time", "-v", "-o", log] + command, timeout, what)
        with open(log) as f:
            match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", f.read())
        if not match:
            raise BenchError("no peak RSS in /usr/bin/time's output")
        return result, int(match.group(1))
    if method == "scripts/peak-rss":
        result = run_ok([sys.executable, PEAK_RSS_SCRIPT, log] + command, timeout, what)
        with open(log) as f:
            return result, int(f.read().split()[0])
    result = run_ok(command, timeout, what)
    return result, result.maxrss_kb
