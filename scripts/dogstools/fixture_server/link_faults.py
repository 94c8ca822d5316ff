"""What the link faults answer: lists of links that are hostile, repeated, garbage or too many."""

import os
import re
from urllib.parse import unquote

from .answers import Response, success
from .api_faults import API_CAP_BYTES
from .fixtures import PICTURE_TYPES
from .routes import clamp_random_count, picture_file


FLOOD_LINKS = 120000


def random_list(hook):
    """A hook answering the numbered random list with `hook(server, count)`'s links."""
    def answer(server, path, normal):
        match = re.match(r"^/api/breeds/image/random/([^/]*)/?$", path)
        return success(hook(server, clamp_random_count(match.group(1)))) if match else None
    return answer


def flood_links(server, count):
    # Far more links than asked for, all on a host nobody trusts.
    return ["https://evil.example/breeds/pug/%06d.jpg" % n for n in range(FLOOD_LINKS)]


def escape_links(server, count):
    base = server.base_url
    return [
        base + "/breeds/pug%1B%5D0%3Bowned%07/n02110958_1.jpg",
        base + "/breeds/hound-%1B%5B2Jafghan/n02088094_1003.jpg",
        "https://%1b%5b31mevil.example/breeds/pug/x.jpg",
        base + "/breeds/komondor/n02105505_1657.jpg",
    ]


def escape_breeds(server, path, normal):
    if path.rstrip("/") == "/api/breeds/list/all":
        return success({"pug\u001b]0;owned\u0007": [], "hound": ["\u001b[2Jafghan", "basset"]})
    return random_list(escape_links)(server, path, normal)


def other_port_links(server, count):
    # The API's host, but not its origin: another port, another scheme.
    host, port = server.server_address[:2]
    return [
        "http://%s:%d/breeds/pug/n02110958_1.jpg" % (host, port + 1),
        "https://%s:%d/breeds/pug/n02110958_2.jpg" % (host, port),
        server.base_url + "/breeds/komondor/n02105505_1657.jpg",
    ]


def noncharacter_links(server, count):
    base = server.base_url
    return [
        base + "/breeds/pug%EF%BF%BF/n02110958_1.jpg",
        base + "/breeds/hound-%EF%B7%90afghan/n02088094_1003.jpg",
        base + "/breeds/komondor/n02105505_1657.jpg",
    ]


def hostile_links(server, path, normal):
    # Only the numbered random list; everything else stays normal.
    if not re.match(r"^/api/breeds/image/random/[^/]*/?$", path):
        return None
    base = server.base_url
    return success([
        "file:///etc/passwd",
        "http://169.254.169.254/latest/meta-data/",
        "https://evil.example/breeds/pug/evil.jpg",
        "ftp://127.0.0.1/breeds/pug/x.jpg",
        base + "/breeds/..%2F..%2F..%2Fetc/passwd",
        base + "/breeds/%3Cscript%3Ealert(1)%3C%2Fscript%3E/n02100735_10038.jpg",
        base + "/breeds/pug/" + "a" * 300 + ".jpg",
        base + "/breeds/pug-%E2%80%AEgpj/x.jpg",
        base + "/breeds/komondor/n02105505_1657.jpg",
    ])


def hostile_pictures(server, path, normal):
    # The hostile links' odd folders and names still get a real picture, so a
    # client that fetches them is caught writing the file. Only picture
    # extensions, and only fixture bytes: nothing outside Fixtures is read.
    answer = normal()
    if answer.status != 404:
        return answer
    name = unquote(path.rsplit("/", 1)[-1])
    ext = os.path.splitext(name)[1].lower()
    if PICTURE_TYPES.get(ext) is None:
        return None
    known = [p for p in server.fixtures.pictures if p.rsplit("/", 1)[-1] == name]
    if known:
        file = os.path.join(server.fixtures.pictures_dir, known[0])
        return picture_file(server, file, PICTURE_TYPES[os.path.splitext(file)[1].lower()])
    if server.picture_bytes > 0:
        return Response(200, server.synthetic_picture(), "image/jpeg")
    return Response(200, server.base_jpeg, "image/jpeg")


def duplicate_links(server, path, normal):
    # One answer holding the same picture N times (the real API can repeat).
    match = re.match(r"^/api/breeds/image/random/([^/]*)/?$", path)
    if not match:
        return None
    first = server.picture_url(server.fixtures.take("*", server.fixtures.pictures, 1)[0])
    return success([first] * clamp_random_count(match.group(1)))


def empty_links_flood(server, count):
    # Millions of links that are no links: "".
    return [""] * ((API_CAP_BYTES - 40) // 3)


def garbage_links(server, count):
    return ["", "", " "]


def mixed_links(server, count):
    # One real picture between two links that are none.
    picture = server.picture_url(server.fixtures.take("*", server.fixtures.pictures, 1)[0])
    return ["", picture, " "]
