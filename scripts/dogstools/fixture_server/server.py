"""The HTTP server: a request's kind, its fault hook or its route, and the answer sent."""

import os
import random
import socketserver
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import quote, urlsplit

from ..jpeg import smallest_jpeg
from .faults import FAULTS
from .picture_faults import jpeg_padded
from .routes import SERIAL_SEPARATOR, route


def request_kind(path):
    if path.startswith("/api/"):
        return "api"
    if path.startswith("/breeds/"):
        return "picture"
    return None


class Handler(BaseHTTPRequestHandler):
    # HTTP/1.1 keeps connections alive; every answer carries Content-Length
    # (except the close-delimited fault).
    protocol_version = "HTTP/1.1"
    server_version = "dogs-fixture-server"

    def do_GET(self):
        self._answer(send_body=True)

    def do_HEAD(self):
        self._answer(send_body=False)

    def _answer(self, send_body):
        server = self.server
        if server.verbose:
            # Logged on arrival, so a test can act while an answer is still pending (hangs, delays).
            # The client's port names its connection, so a test can count the connections used.
            sys.stderr.write("received %s %s on %d\n" % (self.command, self.path, self.client_address[1]))
            sys.stderr.flush()
        if server.delay > 0 and server.fault != "slow-pictures":
            time.sleep(server.delay)
        path = urlsplit(self.path).path
        normal = lambda: route(server, self.command, path)
        hook = FAULTS[server.fault].get(request_kind(path))
        response = hook(server, path, normal) if hook else None
        if response is None:
            response = normal()
        response.send(self, send_body)

    def log_message(self, format, *args):
        if self.server.verbose:
            sys.stderr.write("%s %s\n" % (self.address_string(), format % args))

    def handle(self):
        # A client hanging up mid-answer is normal (timeouts, cancelled
        # downloads) and not worth a traceback.
        try:
            super().handle()
        except OSError:
            pass


class FixtureServer(ThreadingHTTPServer):
    daemon_threads = True          # never wait for open keep-alive connections on exit
    request_queue_size = 128       # many clients may connect at the same moment
    allow_reuse_address = True

    def __init__(self, address, fixtures, delay_ms, verbose, fault="none", seed=1, picture_bytes=0,
                 distinct=False):
        self.fixtures = fixtures
        self.distinct = distinct
        self.delay = delay_ms / 1000.0
        self.verbose = verbose
        self.fault = fault
        self.random = random.Random(seed)
        self.random_lock = threading.Lock()
        self.stopping = threading.Event()      # ends hanging answers on shutdown
        self._counts = {}
        self._counts_lock = threading.Lock()
        self.base_jpeg = self._smallest_jpeg()
        self.picture_bytes = picture_bytes
        if picture_bytes > 0:
            self._synthetic = b"".join(jpeg_padded(self.base_jpeg, picture_bytes))
        super().__init__(address, Handler)   # binds and listens
        host, port = self.server_address[:2]
        self.base_url = "http://%s:%d" % (host, port)
        self.picture_base = None               # --picture-base: links to a front such as nginx
        self.time_scale = 1.0                  # --time-scale: how many times as fast time passes

    def server_bind(self):
        # HTTPServer.server_bind also does a reverse DNS lookup (getfqdn) that
        # can stall for seconds on machines without DNS; it is not needed here.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address[:2]

    def server_close(self):
        self.stopping.set()
        super().server_close()

    def picture_url(self, relative):
        # Same shape as https://images.dog.ceo/breeds/<folder>/<file>.
        if self.distinct:
            # One counter for the whole server, so a link is never repeated,
            # whichever endpoint or thread hands it out.
            stem, ext = os.path.splitext(relative)
            relative = "%s%s%d%s" % (stem, SERIAL_SEPARATOR, self.count("distinct serial", 1), ext)
        return (self.picture_base or self.base_url) + "/breeds/" + quote(relative)

    def count(self, key, step):
        """Adds `step` to a named counter and returns the new value (thread-safe)."""
        with self._counts_lock:
            self._counts[key] = self._counts.get(key, 0) + step
            return self._counts[key]

    def synthetic_picture(self):
        return self._synthetic

    def _smallest_jpeg(self):
        # The seed of every made-up picture: the smallest fixture that is a JPEG.
        found = smallest_jpeg(os.path.join(self.fixtures.pictures_dir, relative) for relative in self.fixtures.pictures)
        if found is None:
            raise ValueError("no JPEG among the fixture pictures")
        return found[1]
