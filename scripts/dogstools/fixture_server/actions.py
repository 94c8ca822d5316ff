"""The answers a fault hook may send instead of a Response: streamed, cut short, hung, trickled,
reset or raw bytes. Each has send(handler, send_body), like Response."""

import select
import socket
import time

from .answers import send_head


CHUNK = 1024 * 1024    # what a streamed body is made of, a piece at a time


class Streamed:
    """A body sent in chunks so huge answers never sit in memory. Without a
    length the body is close-delimited (HTTP/1.0 style), as some servers do."""

    def __init__(self, status, content_type, chunks, length=None, headers=()):
        self.status, self.content_type = status, content_type
        self.chunks, self.length, self.headers = chunks, length, headers

    def send(self, handler, send_body):
        handler.send_response(self.status)
        handler.send_header("Content-Type", self.content_type)
        for name, value in self.headers:
            handler.send_header(name, value)
        if self.length is None:
            handler.send_header("Connection", "close")
            handler.close_connection = True
        else:
            handler.send_header("Content-Length", str(self.length))
        handler.end_headers()
        if send_body:
            try:
                for chunk in self.chunks:
                    handler.wfile.write(chunk)
            except OSError:
                handler.close_connection = True   # the client hung up (an endless body ends so)


class ChunkedWithTrailers:
    """The body in one chunk, then `trailers` trailer fields (without end when
    None), as a chunked answer may carry after its last chunk."""

    def __init__(self, response, trailers=None):
        self.response, self.trailers = response, trailers

    def send(self, handler, send_body):
        body = self.response.body
        handler.send_response(self.response.status)
        handler.send_header("Content-Type", self.response.content_type)
        handler.send_header("Transfer-Encoding", "chunked")
        handler.send_header("Trailer", "X-Dogs-Trailer")
        handler.end_headers()
        if not send_body:
            return
        handler.close_connection = True           # an answer cut off is never reused
        line = b"X-Dogs-Trailer: " + b"t" * 48 + b"\r\n"
        try:
            handler.wfile.write(b"%x\r\n%s\r\n0\r\n" % (len(body), body))
            sent = 0
            while not handler.server.stopping.is_set() and (self.trailers is None or sent < self.trailers):
                count = 1000 if self.trailers is None else min(1000, self.trailers - sent)
                handler.wfile.write(line * count)
                sent += count
            handler.wfile.write(b"\r\n")
        except OSError:
            pass                                  # the client hung up (an endless section ends so)


class Truncated:
    """Promises the whole body, sends the first half, then hangs up."""

    def __init__(self, response):
        self.response = response

    def send(self, handler, send_body):
        body = self.response.body
        send_head(handler, self.response.status, self.response.content_type, len(body))
        if send_body:
            handler.wfile.write(body[:len(body) // 2])
        handler.close_connection = True


class Hang:
    """Never answers: holds the connection (for `seconds`, or until the client
    leaves or the server stops), then closes it without a word."""

    def __init__(self, seconds=None):
        self.seconds = seconds

    def send(self, handler, send_body):
        handler.close_connection = True
        sock = handler.connection
        end = None if self.seconds is None else time.monotonic() + self.seconds
        # Small steps so a client hanging up, or the server stopping, ends the wait.
        while not handler.server.stopping.is_set():
            if end is not None and time.monotonic() >= end:
                return
            readable, _, _ = select.select([sock], [], [], 0.1)
            if readable:
                if client_gone(sock):
                    return
                time.sleep(0.1)                   # it sent more; keep ignoring it


class Trickled:
    """Promises the whole body (correct Content-Length), then sends it one
    byte every `interval` seconds; stops as soon as the client hangs up or
    the server stops."""

    def __init__(self, response, interval=0.2):
        self.response, self.interval = response, interval

    def send(self, handler, send_body):
        body = self.response.body
        send_head(handler, self.response.status, self.response.content_type, len(body))
        if not send_body:
            return
        handler.close_connection = True           # never reuse a half-sent answer
        sock = handler.connection
        stopping = handler.server.stopping
        for i in range(len(body)):
            if stopping.is_set():
                return
            try:
                handler.wfile.write(body[i:i + 1])
            except OSError:
                return                            # the client hung up
            if i + 1 == len(body):
                return
            # Wait `interval`, in small steps, watching for a hang-up or a stop.
            end = time.monotonic() + self.interval
            while True:
                left = end - time.monotonic()
                if left <= 0:
                    break
                if stopping.is_set():
                    return
                readable, _, _ = select.select([sock], [], [], min(left, 0.05))
                if readable:
                    if client_gone(sock):
                        return
                    time.sleep(min(left, 0.05))   # it sent more; keep ignoring it


class Reset:
    """Closes the connection at once with a TCP reset, before any answer."""

    def send(self, handler, send_body):
        handler.close_connection = True
        # Linger 0 makes close() send RST instead of FIN.
        handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\1\0\0\0\0\0\0\0")
        handler.connection.close()


class Raw:
    """Sends `data` as it is, whether or not it is HTTP, then hangs up."""

    def __init__(self, data):
        self.data = data

    def send(self, handler, send_body):
        handler.close_connection = True
        try:
            handler.wfile.write(self.data)
        except OSError:
            pass                                  # the client hung up once it had seen enough


def client_gone(sock):
    """Whether the client closed its end (or the connection broke), seen without taking what it sent."""
    try:
        return not sock.recv(1, socket.MSG_PEEK)
    except OSError:
        return True
