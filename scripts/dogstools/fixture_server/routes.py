"""The normal mirror: dog.ceo's API routes and the pictures, each route a handler of (server,
params)."""

import os
import re
from urllib.parse import unquote

from .answers import Response, dog_json, success
from .fixtures import PICTURE_TYPES


# --distinct's "<stem>~<serial><ext>": "~" is URL-safe (quote() leaves it
# alone) and appears in no dog.ceo file name.
SERIAL_SEPARATOR = "~"
SERIAL_NAME = re.compile(r"^(?P<stem>.+)" + re.escape(SERIAL_SEPARATOR) + r"[0-9]+(?P<ext>\.[^./]+)$")
# Same limits as the real API (see Fixtures/README.md).
RANDOM_MAX = 50
BREED_NEGATIVE_COUNT = 10


# The request handlers below each take (server, params from the route's named groups) and
# return a Response, or None for "no such thing" (404).

def clamp_random_count(text):
    # Real API: 0, negative or non-numeric give 1; above 50 gives 50.
    try:
        n = int(text)
    except ValueError:
        return 1
    return min(max(n, 1), RANDOM_MAX)


def breed_count(text):
    # Real API: a negative count gives 10; no upper cap (capped later by
    # how many pictures exist). 0 and non-numeric are taken as 1.
    try:
        n = int(text)
    except ValueError:
        return 1
    if n < 0:
        return BREED_NEGATIVE_COUNT
    return max(n, 1)


def list_all(server, params):
    return Response(200, server.fixtures.api_body("breeds-list-all.json"))


def random_any(server, params):
    count_text = params.get("n")
    count = 1 if count_text is None else clamp_random_count(count_text)
    fixtures = server.fixtures
    urls = [server.picture_url(p) for p in fixtures.take("*", fixtures.pictures, count)]
    # Without {n} the real API answers one URL string, not an array.
    return success(urls[0] if count_text is None else urls)


def random_of_breed(server, params):
    fixtures = server.fixtures
    breed, sub = params["breed"], params.get("sub")
    if breed not in fixtures.breeds:
        return Response(404, fixtures.api_body("error-unknown-breed.json"))
    if sub is not None and sub not in fixtures.breeds[breed]:
        return Response(404, fixtures.api_body("error-unknown-sub-breed.json"))

    if sub is None:
        # A breed's answer covers the breed folder and all its sub-breed folders.
        pool = [p for p in fixtures.pictures
                if p.split("/")[0] == breed or p.startswith(breed + "-")]
        key = breed
    else:
        pool = [p for p in fixtures.pictures if p.split("/")[0] == breed + "-" + sub]
        key = breed + "/" + sub

    count_text = params.get("n")
    if count_text is None:
        picked = fixtures.take(key, pool, 1)
        return success(server.picture_url(picked[0]) if picked else [])
    # No duplicates within one answer: never more than the breed has.
    count = min(breed_count(count_text), len(pool))
    return success([server.picture_url(p) for p in fixtures.take(key, pool, count)])


def picture(server, params):
    fixtures = server.fixtures
    relative = unquote(params["path"])
    if server.distinct:
        relative = without_serial(relative)
    path = os.path.realpath(os.path.join(fixtures.pictures_dir, relative))
    # Refuse anything that resolves outside the pictures folder ("..", symlinks).
    inside = os.path.commonpath([path, fixtures.pictures_dir]) == fixtures.pictures_dir
    content_type = PICTURE_TYPES.get(os.path.splitext(path)[1].lower())
    if not inside or content_type is None or not os.path.isfile(path):
        return None
    return picture_file(server, path, content_type)


def without_serial(relative):
    """"akita/512px-Akita_inu~17.jpeg" -> "akita/512px-Akita_inu.jpeg"; other names unchanged."""
    folder, _, name = relative.rpartition("/")
    match = SERIAL_NAME.match(name)
    if match is None:
        return relative
    return folder + "/" + match.group("stem") + match.group("ext")


def picture_file(server, path, content_type):
    if server.picture_bytes > 0:
        return Response(200, server.synthetic_picture(), "image/jpeg")
    with open(path, "rb") as f:
        return Response(200, f.read(), content_type)


# Matched against the URL path (query string removed), first match wins.
# Fault modes (FAULTS, in faults.py) wrap these normal answers.
BREED = r"(?P<breed>[^/]+)"
SUB = r"(?P<sub>[^/]+)"
COUNT = r"(?:/(?P<n>[^/]*))?"
ROUTES = [
    (re.compile(r"^/api/breeds/list/all/?$"), list_all),
    (re.compile(r"^/api/breeds/image/random" + COUNT + r"/?$"), random_any),
    (re.compile(r"^/api/breed/" + BREED + r"/images/random" + COUNT + r"/?$"), random_of_breed),
    (re.compile(r"^/api/breed/" + BREED + "/" + SUB + r"/images/random" + COUNT + r"/?$"),
     random_of_breed),
    (re.compile(r"^/breeds/(?P<path>[^/]+/[^/]+)$"), picture),
]


def no_route(method, path):
    # dog.ceo's (Symfony's) answer for an unknown URL.
    return Response(404, dog_json({
        "status": "error",
        "message": 'No route found for "%s %s" with code: 0' % (method, path),
        "code": 404,
    }))


def route(server, method, path):
    """The normal answer for a path: the first matching route, else 404."""
    for pattern, handler in ROUTES:
        match = pattern.match(path)
        if match:
            response = handler(server, match.groupdict())
            if response is not None:
                return response
            break
    return no_route(method, path)
