"""One measured fetch by dogs and by its peers: the job by hand (JOB_SCRIPT), curl, xargs and
aria2c."""

import math
import os
import shlex

from . import dogs_binary
from .fixture import Server, api_pages
from .janitor import BenchError, JANITOR
from .processes import run_ok


def files_in(folder):
    try:
        return [n for n in os.listdir(folder) if not n.startswith(".")]
    except OSError:
        return []


def dogs_fetch(count, concurrency, delay_ms, picture_bytes, out=None, timeout=None, extra=(), sample_threads=False):
    """One `dogs fetch` against a fresh server; returns its Result. Into a
    fresh folder unless `out` is given; checks every picture arrived."""
    fresh = out is None
    work = JANITOR.folder("fetch") if fresh else None
    gallery = os.path.join(work, "gallery") if fresh else out
    before = len(files_in(os.path.join(gallery, "images")))
    if timeout is None:
        timeout = 120 + 4 * floor_seconds(count, concurrency, delay_ms)
    try:
        with Server(delay_ms, picture_bytes) as server:
            command = [dogs_binary.DOGS, "fetch", "--count", str(count), "--concurrency", str(concurrency),
                       "--out", gallery, "--api-base", server.api, "--quiet"] + list(extra)
            result = run_ok(command, timeout, "dogs fetch", sample_threads=sample_threads)
        saved = len(files_in(os.path.join(gallery, "images"))) - before
        if saved != count:
            raise BenchError("dogs fetch --count %d saved %d pictures" % (count, saved))
        return result
    finally:
        if fresh:
            JANITOR.remove(work)


def curl_config(links, out_dir, path):
    with open(path, "w") as f:
        for i, link in enumerate(links):
            f.write('url = "%s"\noutput = "%s"\n' % (link, os.path.join(out_dir, "%04d.jpg" % i)))


def other_client(tool, count, width, delay_ms, picture_bytes, sample_threads=False):
    """One download of `count` pictures by `tool` (curl, xargs or aria2c),
    `width` at once, of links asked of a fresh server beforehand (not timed).
    Returns the Result; checks every file arrived whole."""
    work = JANITOR.folder(tool)
    out_dir = os.path.join(work, "out")
    os.mkdir(out_dir)
    timeout = 120 + 4 * floor_seconds(count, width, delay_ms)
    try:
        with Server(delay_ms, picture_bytes) as server:
            links = server.picture_links(count)
            if tool == "curl":
                config = os.path.join(work, "curl.config")
                curl_config(links, out_dir, config)
                command = ["curl", "--parallel", "--parallel-max", str(width), "-s", "-S", "-f",
                           "--config", config]
                result = run_ok(command, timeout, "curl --parallel", sample_threads=sample_threads)
            elif tool == "curl-api":
                # curl paying the round trip dogs pays: the API's pages asked first, at once, as
                # dogs asks them (the answers not read: the links are those asked beforehand),
                # then the pictures as above. Without --parallel-immediate curl would ask the
                # pages one after another on one connection, waiting to see if it multiplexes.
                config = os.path.join(work, "curl.config")
                curl_config(links, out_dir, config)
                api = " ".join("-o /dev/null %s" % shlex.quote(url) for url in api_pages(server.api, count))
                script = ("curl --parallel --parallel-immediate -s -S -f %s && exec curl --parallel --parallel-max %d -s -S -f --config %s"
                          % (api, width, shlex.quote(config)))
                result = run_ok(["sh", "-c", script], timeout, "curl --parallel after the API")
            elif tool == "job":
                # The same job done by hand, as a careful user would script it instead of dogs: the
                # API's pages at once, their links, the pictures 8 at once, their digests (what
                # `dogs verify` needs) and one flush (durable, as dogs promises). Pinned: never tuned.
                script = JOB_SCRIPT % {"pages": " ".join(shlex.quote(url) for url in api_pages(server.api, count)), "width": width}
                result = run_ok(["sh", "-c", script], timeout, "the same job by hand", cwd=out_dir)
                for leftover in ("cfg", "sums"):
                    os.remove(os.path.join(out_dir, leftover))
                for name in files_in(out_dir):
                    if name.startswith("page-"):
                        os.remove(os.path.join(out_dir, name))
            elif tool == "xargs":
                listing = os.path.join(work, "links.txt")
                with open(listing, "w") as f:
                    f.write("\n".join(links) + "\n")
                command = ["xargs", "-P", str(width), "-n", "1", "curl", "-s", "-S", "-f", "-O",
                           "--output-dir", out_dir]
                result = run_ok(command, timeout, "xargs curl", stdin_path=listing)
            elif tool == "aria2c":
                listing = os.path.join(work, "aria2.txt")
                with open(listing, "w") as f:
                    for i, link in enumerate(links):
                        f.write("%s\n  out=%04d.jpg\n" % (link, i))
                command = ["aria2c", "-j", str(width), "-i", listing, "-d", out_dir, "--quiet",
                           "--allow-overwrite=true", "--auto-file-renaming=false",
                           "--file-allocation=none", "--summary-interval=0"]
                result = run_ok(command, timeout, "aria2c")
            else:
                raise ValueError(tool)
        names = files_in(out_dir)
        if len(names) != count:
            raise BenchError("%s saved %d of %d pictures" % (tool, len(names), count))
        if picture_bytes:
            wrong = [n for n in names if os.path.getsize(os.path.join(out_dir, n)) != picture_bytes]
            if wrong:
                raise BenchError("%s saved %d pictures of the wrong size" % (tool, len(wrong)))
        return result
    finally:
        JANITOR.remove(work)


# The job by hand, run by sh in its output folder: pages page-1.json … (kept apart, then removed),
# pictures c-0001.jpg …, sums, and `sync -f` on the folder's file system.
JOB_SCRIPT = r"""set -e
n=0; api=""
for url in %(pages)s; do n=$((n + 1)); api="$api -o page-$n.json $url"; done
curl -s -S -f --parallel --parallel-immediate $api
cat page-*.json | grep -o 'http[^"]*' | sed 's|\\/|/|g' | awk '{ printf "url = \"%%s\"\noutput = \"c-%%04d.jpg\"\n", $0, NR }' > cfg
curl -s -S -f --parallel --parallel-max %(width)d -K cfg
sha256sum c-*.jpg > sums
sync -f .
"""


def floor_seconds(count, concurrency, delay_ms):
    """The least time any client can take: ceil(count/concurrency) rounds of
    picture requests plus one API round trip, each answer delayed delay_ms."""
    return (math.ceil(count / concurrency) + 1) * delay_ms / 1000.0
