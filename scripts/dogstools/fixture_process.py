"""scripts/fixture-server started as a child process, for the scripts that fetch from it."""

import select
import subprocess
import sys

from .repo import script


def spawn_fixture_server(arguments, **popen):
    """scripts/fixture-server with `arguments`, just started (its stdout a pipe, its stderr
    silenced); read its readiness line with readiness_line()."""
    return subprocess.Popen([sys.executable, script("fixture-server")] + arguments,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, **popen)


def readiness_line(server, timeout):
    """The server's first stdout line, its base URL once it listens; "" when none comes within
    `timeout` seconds (waiting for it forever would hang the caller)."""
    ready, _, _ = select.select([server.stdout], [], [], timeout)
    return server.stdout.readline().strip() if ready else ""
