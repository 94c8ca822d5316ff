"""What must be stopped or removed on any exit: processes, temporary folders, changed system files."""

import os
import shutil
import signal
import subprocess
import tempfile


class BenchError(Exception):
    pass


class Janitor:
    """Servers, processes and folders to stop or remove on any exit."""

    def __init__(self):
        self.processes = []
        self.folders = []
        self.restorers = []      # put back what was changed outside the bench's own folders

    def folder(self, prefix):
        path = tempfile.mkdtemp(prefix="dogs-bench-" + prefix + "-")
        self.folders.append(path)
        return path

    def remove(self, path):
        shutil.rmtree(path, ignore_errors=True)
        if path in self.folders:
            self.folders.remove(path)

    def cleanup_restorers(self):
        while self.restorers:
            self.restorers.pop()()

    def cleanup(self):
        for process in list(self.processes):
            stop_process(process)
        self.processes.clear()
        self.cleanup_restorers()
        for path in list(self.folders):
            shutil.rmtree(path, ignore_errors=True)
        self.folders.clear()


JANITOR = Janitor()


def stop_process(process):
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGTERM)
        except OSError:
            process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except OSError:
                process.kill()
            process.wait()
    if process in JANITOR.processes:
        JANITOR.processes.remove(process)
