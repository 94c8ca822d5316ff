"""scripts/fixture-server in the background, and the API pages a client asks of it."""

import json
import subprocess
import urllib.request

from ..fixture_process import readiness_line, spawn_fixture_server
from ..fixture_server.routes import RANDOM_MAX    # links per /breeds/image/random/N answer, dog.ceo's cap
from .janitor import BenchError, JANITOR, stop_process


SERVER_START_TIMEOUT = 30


class Server:
    """scripts/fixture-server in the background; `with Server(...) as s: s.api`."""

    def __init__(self, delay_ms=0, picture_bytes=0, distinct=True):
        self.args = ["--delay-ms", str(delay_ms)]
        if picture_bytes:
            self.args += ["--picture-bytes", str(picture_bytes)]
        if distinct:
            self.args.append("--distinct")
        self.process = None

    def __enter__(self):
        self.process = spawn_fixture_server(self.args, stdin=subprocess.DEVNULL, start_new_session=True)
        JANITOR.processes.append(self.process)
        line = readiness_line(self.process, SERVER_START_TIMEOUT)
        if not line.startswith("http://127.0.0.1:"):
            stop_process(self.process)
            raise BenchError("the fixture server did not start (%s)" % " ".join(self.args))
        self.base = line
        self.api = line + "/api"
        return self

    def __exit__(self, *exc):
        stop_process(self.process)
        self.process.stdout.close()

    def picture_links(self, count):
        links = []
        while len(links) < count:
            n = min(RANDOM_MAX, count - len(links))
            url = "%s/breeds/image/random/%d" % (self.api, n)
            with urllib.request.urlopen(url, timeout=30) as answer:
                message = json.loads(answer.read())["message"]
            if not isinstance(message, list) or not message:
                raise BenchError("unexpected answer from %s" % url)
            links += message
        if len(set(links)) != len(links):
            raise BenchError("the fixture server repeated a link (is --distinct on?)")
        return links[:count]


def api_pages(api, count):
    """The API's pages of random links a client asks for `count` pictures, as dogs asks them."""
    return ["%s/breeds/image/random/%d" % (api, min(RANDOM_MAX, count - start)) for start in range(0, count, RANDOM_MAX)]
