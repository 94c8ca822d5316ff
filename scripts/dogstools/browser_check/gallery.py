"""The gallery checked: a demo one built, the pages to check and how many pictures each shows,
served over HTTP."""

import functools
import http.server
import os
import subprocess
import sys
import threading

from ..gallery_check.links import html_targets, resolved
from ..gallery_check.manifest import read_manifest
from ..gallery_check.pictures import breed_key
from ..gallery_check.values import is_count
from ..repo import REPO, script
from .verdicts import Failure, note


DEMO_COUNT = 8
DEMO_TIME_LIMIT = 1800  # a first `swift build` on a fresh machine is slow


def build_demo_gallery(workdir):
    gallery = os.path.join(workdir, "gallery")
    note(f"building a demo gallery: DEMO_OUT={gallery} scripts/demo --count {DEMO_COUNT}")
    env = dict(os.environ, DEMO_OUT=gallery)
    try:
        result = subprocess.run([script("demo"), "--count", str(DEMO_COUNT)],
                                cwd=REPO, env=env, stdin=subprocess.DEVNULL,
                                stdout=sys.stderr, stderr=sys.stderr, timeout=DEMO_TIME_LIMIT)
    except subprocess.TimeoutExpired:
        raise Failure(f"scripts/demo took longer than {DEMO_TIME_LIMIT} s") from None
    if result.returncode != 0:
        raise Failure(f"scripts/demo exited {result.returncode}")
    return gallery


def page_counts(gallery):
    """{page path relative to the gallery: how many pictures the manifest puts on it}, index.html
    included (the two newest numbered pages'), or None when the manifest cannot be read."""
    manifest, problem = read_manifest(gallery, True, [])
    if manifest is None:
        return None
    size = manifest.page_size
    counts, numbered = {}, {}
    for entry in manifest.entries:
        number, breed_number = entry.get("number"), entry.get("breedNumber")
        if not (is_count(number) and number >= 1 and is_count(breed_number)
                and breed_number >= 1):
            continue
        page = (number - 1) // size + 1
        numbered[page] = numbered.get(page, 0) + 1
        breed_page = f"pages/{breed_key(entry)}-{(breed_number - 1) // size + 1}.html"
        counts[breed_page] = counts.get(breed_page, 0) + 1
    for page, count in numbered.items():
        counts[f"pages/{page}.html"] = count
    counts["index.html"] = sum(numbered[page] for page in sorted(numbered, reverse=True)[:2])
    return counts


def pages_to_check(gallery):
    """[(page path relative to the gallery, screenshot prefix)]: index.html, the oldest numbered
    page and the first breed page index.html links to. Raises Failure when one is missing."""
    pages = [("index.html", "")]
    numbered = sorted(int(name[:-5]) for name in os.listdir(os.path.join(gallery, "pages"))
                      if name.endswith(".html") and name[:-5].isdigit()) \
        if os.path.isdir(os.path.join(gallery, "pages")) else []
    if not numbered:
        raise Failure(f"no numbered page (pages/<k>.html) in {gallery}")
    pages.append((f"pages/{numbered[0]}.html", f"page-{numbered[0]}-"))
    with open(os.path.join(gallery, "index.html"), encoding="utf-8") as f:
        targets = html_targets(f.read())
    for _, target in targets:
        path = resolved("", target)
        if path and path.startswith("pages/") and path.endswith(".html") and "-" in path[len("pages/"):]:
            pages.append((path, "breed-"))
            break
    else:
        raise Failure("index.html links to no breed page (pages/<breed>-<j>.html)")
    return pages


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def serve(gallery):
    handler = functools.partial(QuietHandler, directory=gallery)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    return server, thread
