"""An answer as dog.ceo gives it: a status, a body and its type; JSON with every slash escaped
as dog.ceo does."""

import json


class Response:
    def __init__(self, status, body, content_type="application/json", headers=()):
        self.status = status
        self.body = body
        self.content_type = content_type
        self.headers = headers

    def send(self, handler, send_body):
        send_head(handler, self.status, self.content_type, len(self.body), self.headers)
        if send_body:
            handler.wfile.write(self.body)


def send_head(handler, status, content_type, length, headers=()):
    """The status line and the header fields of an answer of `length` bytes."""
    handler.send_response(status)
    handler.send_header("Content-Type", content_type)
    for name, value in headers:
        handler.send_header(name, value)
    handler.send_header("Content-Length", str(length))
    handler.end_headers()


def dog_json(obj):
    # dog.ceo escapes every slash ("https:\/\/images.dog.ceo\/..."); do the
    # same so clients are tested against the real byte shape. "/" only ever
    # occurs inside JSON strings, where "\/" is a valid escape.
    text = json.dumps(obj, separators=(",", ":"), ensure_ascii=False)
    return text.replace("/", "\\/").encode("utf-8")


def success(message):
    return Response(200, dog_json({"message": message, "status": "success"}))
