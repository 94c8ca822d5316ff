"""Headless Chromium: found (or installed with apt-get), started with a DevTools port, always
stopped."""

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.parse
import urllib.request

from ..chromium import find_chromium
from .verdicts import Failure, say


def install_chromium():
    prefix = []
    if os.geteuid() != 0:
        if not shutil.which("sudo"):
            raise Failure("no chromium found, and installing it needs root (or sudo)")
        prefix = ["sudo"]
    say("browser-check: no chromium found; installing Debian's chromium "
        "(apt-get update && apt-get install -y chromium)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for command in (["apt-get", "update"], ["apt-get", "install", "-y", "chromium"]):
        result = subprocess.run(prefix + command, env=env, stdout=sys.stderr, stderr=sys.stderr)
        if result.returncode != 0:
            raise Failure(f"`{' '.join(command)}` exited {result.returncode}")
    path = find_chromium(honour_env=False)
    if not path:
        raise Failure("apt-get installed chromium, but no chromium binary is on PATH")
    return path


class Chromium:
    """A headless Chromium with its DevTools endpoint on 127.0.0.1."""

    def __init__(self, binary, workdir):
        self.profile = os.path.join(workdir, "chromium-profile")
        os.makedirs(self.profile)
        self.log_path = os.path.join(workdir, "chromium.log")
        args = [
            binary, "--headless=new", "--remote-debugging-port=0",
            f"--user-data-dir={self.profile}", "--remote-debugging-address=127.0.0.1",
            "--no-first-run", "--no-default-browser-check", "--disable-gpu",
            "--hide-scrollbars", "--mute-audio", "--no-proxy-server",
            "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--disable-extensions", "--disable-default-apps",
            "--disable-dev-shm-usage", "--allow-file-access-from-files",
        ]
        if os.geteuid() == 0:
            args.append("--no-sandbox")  # Chromium refuses to run as root otherwise
        args.append("about:blank")
        self.log = open(self.log_path, "wb")
        # Own process group: the Debian wrapper script, the browser and its
        # helpers are all stopped together by stop().
        self.process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=self.log,
                                        stderr=subprocess.STDOUT, start_new_session=True)

    def log_tail(self, lines=8):
        try:
            with open(self.log_path, "rb") as f:
                text = f.read().decode("utf-8", "replace").strip().splitlines()
            return "\n".join(text[-lines:])
        except OSError:
            return ""

    def devtools_port(self, limit=30.0):
        path = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise Failure(f"chromium exited {self.process.returncode} at start:\n{self.log_tail()}")
            try:
                with open(path) as f:
                    first = f.readline().strip()
                if first.isdigit():
                    return int(first)
            except OSError:
                pass
            time.sleep(0.05)
        raise Failure(f"chromium wrote no DevToolsActivePort within {limit:.0f} s:\n{self.log_tail()}")

    def page_websocket_url(self, port, limit=10.0):
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        deadline = time.monotonic() + limit
        while True:
            try:
                with opener.open(f"http://127.0.0.1:{port}/json/list", timeout=5) as response:
                    targets = json.load(response)
                for target in targets:
                    if target.get("type") == "page" and target.get("webSocketDebuggerUrl"):
                        return target["webSocketDebuggerUrl"]
            except (OSError, ValueError):
                pass
            if time.monotonic() > deadline:
                raise Failure(f"chromium listed no page target on http://127.0.0.1:{port}/json")
            time.sleep(0.1)

    def stop(self):
        if self.process.poll() is None:
            for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
                try:
                    os.killpg(self.process.pid, sig)
                except (ProcessLookupError, PermissionError):
                    break
                try:
                    self.process.wait(wait)
                    break
                except subprocess.TimeoutExpired:
                    continue
        else:
            # The wrapper may be gone while browser helpers of its group linger.
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        self.log.close()
