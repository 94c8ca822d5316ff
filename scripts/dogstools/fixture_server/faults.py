"""--fault MODE: the table of modes, each hooks for API and picture requests, and the hooks'
combinators."""

import re
import time

from .actions import ChunkedWithTrailers, Hang, Reset, Truncated
from .answers import Response
from .api_faults import HTML_404, HTML_ERROR, breed_flood, gigantic_json, huge_error_message, long_breed_name, too_many_429, unavailable_503, upstream_500
from .link_faults import duplicate_links, empty_links_flood, escape_breeds, flood_links, garbage_links, hostile_links, hostile_pictures, mixed_links, noncharacter_links, other_port_links, random_list
from .picture_faults import BOMB_BYTES, gzip_answer, http09, long_header_line, long_status_line, oversized, redirect_to_metadata, trickled, truncated_no_length, zeros_picture


def breed_list_only(body):
    """A hook answering the breed list with `body(server)`, everything else normally."""
    def hook(server, path, normal):
        return Response(200, body(server)) if re.match(r"^/api/breeds/list/all/?$", path) else None
    return hook


def first_requests(count, answer):
    """A hook answering `answer(server)` for the first `count` requests of its
    kind, normally after that."""
    def hook(server, path, normal):
        return answer(server) if server.count("first requests", 1) <= count else None
    return hook


def each_path_first(answer):
    """A hook answering `answer(server)` to each path's first request only."""
    def hook(server, path, normal):
        return answer(server) if server.count(path, 1) == 1 else None
    return hook


def always(answer):
    return lambda server, path, normal: answer(server)


def api_file(name):
    return always(lambda server: Response(200, server.fixtures.api_body(name)))


def api_json(body):
    return always(lambda server: Response(200, body))


def slow(server, path, normal):
    time.sleep(server.delay)
    return None


def flaky(kind):
    # About one request in five fails in a random way, seeded and shared
    # across threads, so soak runs meet every kind of trouble.
    def hook(server, path, normal):
        with server.random_lock:
            if server.random.random() >= 0.2:
                return None
            trouble = server.random.choice(["500", "503", "429", "truncated", "html", "hang", "reset"])
        if kind == "api" and trouble in ("truncated", "html"):
            trouble = "500"       # an API answer cut short or in HTML is not what these test
        if trouble == "500":
            return upstream_500(server)
        if trouble == "503":
            return unavailable_503()
        if trouble == "429":
            return too_many_429()
        if trouble == "truncated":
            return Truncated(normal())
        if trouble == "html":
            return Response(200, HTML_ERROR, "text/html; charset=utf-8")
        if trouble == "hang":
            return Hang(3 / server.time_scale)
        return Reset()
    return hook


# Mode → hooks for API requests (paths under /api/) and picture requests
# (under /breeds/). A hook gets (server, path, normal) — normal() computes the
# usual answer — and returns what to send instead, or None for the usual answer.
FAULTS = {
    "none": {},
    "api-500-then-ok": {"api": first_requests(2, upstream_500)},
    "picture-503-then-ok": {"picture": each_path_first(lambda server: unavailable_503())},
    "api-429": {"api": first_requests(1, lambda server: too_many_429())},
    "api-404-html": {"api": always(lambda server: Response(404, HTML_404, "text/html; charset=utf-8"))},
    "hang-api": {"api": always(lambda server: Hang())},
    "hang-pictures": {"picture": always(lambda server: Hang())},
    "slow-pictures": {"picture": slow},
    "truncated-pictures": {"picture": lambda server, path, normal: Truncated(normal())},
    "truncated-pictures-no-length": {"picture": truncated_no_length},
    "trickle-pictures": {"picture": trickled},
    "redirect-pictures": {"picture": always(redirect_to_metadata)},
    "missing-pictures": {"picture": always(lambda server: Response(404, b"Not Found", "text/plain"))},
    "html-pictures": {"picture": always(lambda server: Response(200, HTML_ERROR, "text/html; charset=utf-8"))},
    "wrong-type-pictures": {"picture": lambda server, path, normal: wrong_type(normal())},
    "oversized-pictures": {"picture": always(lambda server: oversized(server, with_length=True))},
    "oversized-pictures-no-length": {"picture": always(lambda server: oversized(server, with_length=False))},
    "long-header-pictures": {"picture": always(long_header_line)},
    "long-status-pictures": {"picture": always(long_status_line)},
    "http09-pictures": {"picture": always(http09)},
    "hostile-urls": {"api": hostile_links, "picture": hostile_pictures},
    "malformed-json": {"api": api_file("malformed.json")},
    "message-string": {"api": api_file("wrong-shape-message-string.json")},
    "message-numbers": {"api": api_json(b'{"message":[1,2,3],"status":"success"}')},
    "message-null": {"api": api_json(b'{"message":null,"status":"success"}')},
    "empty-array": {"api": api_file("empty-success.json")},
    "duplicates": {"api": duplicate_links},
    "gigantic-json": {"api": always(gigantic_json)},
    "huge-error-message": {"api": always(huge_error_message)},
    "empty-links-flood": {"api": random_list(empty_links_flood)},
    "garbage-links": {"api": random_list(garbage_links)},
    "mixed-links": {"api": random_list(mixed_links)},
    "breed-flood": {"api": breed_list_only(breed_flood)},
    "long-breed-name": {"api": breed_list_only(long_breed_name)},
    "error-500-code-404": {"api": always(lambda server: Response(500, server.fixtures.api_body("error-unknown-breed.json")))},
    "flaky": {"api": flaky("api"), "picture": flaky("picture")},
    "gzip-pictures": {"picture": always(lambda server: gzip_answer("image/jpeg", server.base_jpeg[:20]))},
    "gzip-api": {"api": always(lambda server: gzip_answer("application/json", b'{"message":[],"status":"success"}'))},
    "endless-pictures": {"picture": always(zeros_picture)},
    "trailer-flood-pictures": {"picture": lambda server, path, normal: ChunkedWithTrailers(normal(), 400_000)},
    "endless-trailers-pictures": {"picture": lambda server, path, normal: ChunkedWithTrailers(normal())},
    "huge-pictures": {"picture": always(lambda server: zeros_picture(server, BOMB_BYTES))},
    "flood": {"api": random_list(flood_links)},
    "escape-breeds": {"api": escape_breeds, "picture": hostile_pictures},
    "other-port": {"api": random_list(other_port_links)},
    "noncharacter-breeds": {"api": random_list(noncharacter_links), "picture": hostile_pictures},
}


def wrong_type(response):
    if response.status == 200:
        response.content_type = "text/plain"
    return response
