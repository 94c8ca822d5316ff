"""What the API faults answer: error statuses, HTML, gigantic or malformed JSON."""

import functools
import itertools

from .actions import CHUNK, Streamed
from .answers import Response, dog_json


TOO_MANY = b'{"status":"error","message":"Too Many Requests","code":429}'
HTML_404 = (b"<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head>\n"
            b"<body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>\n")
HTML_ERROR = (b"<!DOCTYPE html>\n<html><head><title>Error</title></head>\n"
              b"<body><h1>Something went wrong</h1><p>Please try again later.</p></body></html>\n")


GIGANTIC_BYTES = 64 * 1024 * 1024


def upstream_500(server):
    return Response(500, server.fixtures.api_body("error-upstream-500.json"))


def unavailable_503():
    return Response(503, b"Service Unavailable", "text/plain")


def too_many_429():
    return Response(429, TOO_MANY, headers=[("Retry-After", "1")])


def gigantic_json(server):
    # {"message":[url,url,...],"status":"success"} of about GIGANTIC_BYTES,
    # with its exact length known before the first byte goes out.
    urls = [server.picture_url(p) for p in server.fixtures.pictures]
    unit = b"," + b",".join(dog_json(u) for u in urls)       # starts with ","
    head, tail = b'{"message":[' + dog_json(urls[0]), b'],"status":"success"}'
    count = (GIGANTIC_BYTES - len(head) - len(tail)) // len(unit)
    block_units = max(1, CHUNK // len(unit))
    block = unit * block_units

    def chunks():
        yield head
        left = count
        while left >= block_units:
            yield block
            left -= block_units
        yield unit * left
        yield tail

    return Streamed(200, "application/json", chunks(), len(head) + count * len(unit) + len(tail))


# dogs takes API answers of up to 8 MiB; these come just under that cap.
API_CAP_BYTES = 8 * 1024 * 1024 - 1024


def huge_error_message(server):
    # dog.ceo's error shape, its message a few megabytes of one word.
    head, tail = b'{"status":"error","code":404,"message":"', b'"}'
    return Response(404, head + b"x" * (API_CAP_BYTES - len(head) - len(tail)) + tail)


@functools.lru_cache(maxsize=None)
def breed_flood(server):
    # As many five-letter breeds as fit under the cap: `"abcde":[],` each. Made once.
    letters = [c.encode() for c in "abcdefghijklmnopqrstuvwxyz"]
    count = (API_CAP_BYTES - 40) // 11
    names = (b"".join(p) for p in itertools.islice(itertools.product(letters, repeat=5), count))
    return b'{"message":{' + b",".join(b'"' + name + b'":[]' for name in names) + b'},"status":"success"}'


def long_breed_name(server):
    # The real list, and one breed whose name is megabytes long.
    real = server.fixtures.api_body("breeds-list-all.json")
    head = b'{"message":{"' + b"a" * (API_CAP_BYTES - len(real) - 40) + b'":[],'
    return head + real[len(b'{"message":{'):]
