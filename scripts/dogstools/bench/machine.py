"""The machine the bench runs on, and the Debian packages it needs."""

import os
import platform
import shutil
import subprocess
import sys

from .processes import first_line
from .report import progress


def machine_info():
    cpu = "(unknown)"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = "(unknown)"
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    memory = "%.1f GiB" % (int(line.split()[1]) / 1024.0 / 1024.0)
                    break
    except OSError:
        pass
    try:
        load = " ".join(open("/proc/loadavg").read().split()[:3])
    except OSError:
        load = "(unknown)"
    return {
        "nproc": str(os.cpu_count()),
        "CPU": cpu,
        "memory": memory,
        "kernel": platform.release(),
        "load average (start)": load,
        "swift": first_line(["swift", "--version"]),
        "curl": first_line(["curl", "--version"]),
        "aria2c": first_line(["aria2c", "--version"]) if shutil.which("aria2c") else "(not installed)",
        "python": sys.version.split()[0],
    }


def ensure_package(binary, package, allowed):
    """Installs the Debian `package` when `binary` is missing, if allowed and root."""
    if shutil.which(binary) or os.path.exists(binary):
        return True
    if not allowed or os.geteuid() != 0 or not shutil.which("apt-get"):
        return False
    progress("installing %s (apt-get)" % package)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for command in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", package]):
        try:
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=300, env=env, check=True)
        except (OSError, subprocess.SubprocessError):
            return False
    return bool(shutil.which(binary) or os.path.exists(binary))
