"""Running a command as the bench measures it: wall time, CPU time, peak RSS and threads."""

import os
import signal
import subprocess
import tempfile
import threading
import time

from .janitor import BenchError, JANITOR


class Result:
    def __init__(self, code, seconds, maxrss_kb, stdout, stderr, cpu_seconds=0.0, peak_threads=0):
        self.code, self.seconds, self.maxrss_kb = code, seconds, maxrss_kb
        self.stdout, self.stderr = stdout, stderr
        self.cpu_seconds = cpu_seconds      # user + system, from wait4
        self.peak_threads = peak_threads    # most entries of /proc/<pid>/task seen, when sampled


def thread_count(pid):
    try:
        return len(os.listdir("/proc/%d/task" % pid))
    except OSError:
        return 0


def run(command, timeout, cwd=None, stdin_path=None, sample_threads=False):
    """Runs `command` in its own process group, stdout and stderr to files.
    Returns a Result with the wall time (from just before the fork until the
    exit is reaped) and the child's peak RSS (wait4's ru_maxrss, KiB). That
    RSS is at least this script's own: the kernel keeps the peak of the image
    the child replaced on exec, here a copy of (or, vforked, the very) bench
    process; measured_rss() (rss.py) reads the command's own.
    With sample_threads, also the most threads the child had at once, from
    /proc/<pid>/task every millisecond (the sampling costs CPU: not for timed runs).
    Raises BenchError when it passes `timeout` (the whole group is killed)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
        try:
            started = time.perf_counter()
            process = subprocess.Popen(command, stdin=stdin, stdout=out, stderr=err, cwd=cwd,
                                       start_new_session=True)
            JANITOR.processes.append(process)    # stopped with the rest if the bench is interrupted
            reaped = {}

            def reap():
                _, status, usage = os.wait4(process.pid, 0)
                reaped["seconds"] = time.perf_counter() - started
                reaped["status"] = status
                reaped["maxrss"] = usage.ru_maxrss
                reaped["cpu"] = usage.ru_utime + usage.ru_stime

            waiter = threading.Thread(target=reap, daemon=True)
            waiter.start()
            peak_threads = 0
            while sample_threads and waiter.is_alive():
                # Reaping ends the /proc entry; a zombie's shows its last thread.
                peak_threads = max(peak_threads, thread_count(process.pid))
                time.sleep(0.001)
            try:
                waiter.join(timeout)
            except BaseException:
                # Interrupted: the child goes first, before anyone removes its folders.
                kill_group(process.pid)
                waiter.join(10)
                raise
            if waiter.is_alive():
                kill_group(process.pid)
                waiter.join(10)
                raise BenchError("timed out after %ss: %s" % (timeout, " ".join(command[:6])))
            # Popen did not reap it; tell it the outcome so it never waits again.
            process.returncode = os.waitstatus_to_exitcode(reaped["status"])
            JANITOR.processes.remove(process)
        finally:
            if stdin_path:
                stdin.close()
        out.seek(0)
        err.seek(0)
        result = Result(process.returncode, reaped["seconds"], reaped["maxrss"],
                        out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace"),
                        reaped["cpu"], peak_threads)
        result.pid = process.pid    # also its process group's id
        return result


def run_ok(command, timeout, what, **kwargs):
    result = run(command, timeout, **kwargs)
    if result.code != 0:
        tail = (result.stderr or result.stdout).strip().splitlines()[-5:]
        raise BenchError("%s exited %d: %s" % (what, result.code, " | ".join(tail)))
    return result


def first_line(command):
    try:
        out = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             timeout=60, text=True, errors="replace").stdout
    except (OSError, subprocess.TimeoutExpired):
        return "(unavailable)"
    lines = [line.strip() for line in out.splitlines() if line.strip()]
    return lines[0] if lines else "(unavailable)"


def kill_group(pid):
    """SIGKILL to the process group `pid` leads, if it is still there."""
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass
