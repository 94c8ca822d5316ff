"""browser-check's command line: the gallery, the checks in order, the verdict and the exit code."""

import argparse
import os
import shutil
import signal
import tempfile
import urllib.parse
import urllib.request

from ..repo import REPO
from .chromium import Chromium, find_chromium, install_chromium
from .devtools import DevTools
from .first_row import ABOVE_THE_FOLD, check_first_row
from .gallery import DEMO_COUNT, build_demo_gallery, page_counts, pages_to_check, serve
from .pages import WIDTHS, inspect, load, screenshots, set_color_scheme, set_viewport
from .verdicts import Deadline, Failure, Timeout, note, say


def run(args, workdir, cleanups):
    binary = find_chromium() or install_chromium()

    gallery = os.path.abspath(args.gallery) if args.gallery else build_demo_gallery(workdir)
    index = os.path.join(gallery, "index.html")
    if not os.path.isfile(index):
        raise Failure(f"no index.html in {gallery}")
    counts = page_counts(gallery)
    pages = pages_to_check(gallery)
    shots = os.path.abspath(args.out)
    os.makedirs(shots, exist_ok=True)

    # From here on everything is bounded by --timeout.
    def expired(signum, frame):
        raise Deadline(f"gave up after {args.timeout} s (--timeout)")
    signal.signal(signal.SIGALRM, expired)
    signal.alarm(args.timeout)

    server, thread = serve(gallery)
    def stop_server():
        server.shutdown()
        server.server_close()
        thread.join(5)
    cleanups.append(stop_server)

    chromium = Chromium(binary, workdir)
    cleanups.append(chromium.stop)
    port = chromium.devtools_port()
    cdp = DevTools(chromium.page_websocket_url(port))
    cleanups.append(cdp.close)
    cdp.call("Page.enable")
    cdp.call("Runtime.enable")
    set_color_scheme(cdp, "light")

    results = []
    for page, prefix in pages:
        sources = [
            ("file://", "file://" + urllib.request.pathname2url(os.path.join(gallery, page))),
            ("http://", f"http://127.0.0.1:{server.server_address[1]}/{urllib.parse.quote(page)}"),
        ]
        expected = counts.get(page, 0) if counts is not None else None
        for source, url in sources:
            label = f"{source} {page}"
            for name in ("phone", "desktop"):
                width, height = WIDTHS[name]
                set_viewport(cdp, width, height)
                try:
                    load(cdp, url)
                    results.append(inspect(cdp, label, width, expected))
                except (Failure, Timeout) as error:
                    say(f"FAIL {label} {width}px: {error}")
                    results.append(False)
                    continue
                if source != "file://":
                    continue
                results += screenshots(cdp, shots, f"{prefix}{name}")

    index_url = "file://" + urllib.request.pathname2url(index)
    for width, height in ABOVE_THE_FOLD:
        try:
            results.append(check_first_row(cdp, index_url, width, height))
        except (Failure, Timeout) as error:
            say(f"FAIL above the fold index.html {width}x{height}: {error}")
            results.append(False)
    return results


def main():
    parser = argparse.ArgumentParser(
        prog="scripts/browser-check",
        description="Checks a dogs gallery's pages in headless Chromium and takes screenshots.")
    parser.add_argument("gallery", nargs="?", metavar="GALLERY_DIR",
                        help=f"an existing gallery folder (default: a fresh `scripts/demo --count {DEMO_COUNT}` one)")
    parser.add_argument("--out", metavar="SCREENSHOT_DIR",
                        default=os.path.join(REPO, ".build", "screenshots"),
                        help="where the PNGs go (default: <repo>/.build/screenshots)")
    parser.add_argument("--timeout", type=int, default=180, metavar="SECONDS",
                        help="limit for everything after the gallery is built (default: 180)")
    args = parser.parse_args()

    workdir = tempfile.mkdtemp(prefix="browser-check-")
    cleanups = []
    results, verdict_error = [], None
    try:
        results = run(args, workdir, cleanups)
    except (Failure, Timeout, Deadline, OSError, ConnectionError) as error:
        verdict_error = str(error)
    except KeyboardInterrupt:
        verdict_error = "interrupted"
    finally:
        signal.alarm(0)
        for cleanup in reversed(cleanups):
            try:
                cleanup()
            except Exception as error:  # keep cleaning up whatever happens
                note(f"cleanup: {error}")
        shutil.rmtree(workdir, ignore_errors=True)

    failed = results.count(False)
    if verdict_error:
        say(f"browser-check: FAIL ({verdict_error})")
        return 1
    if failed or not results:
        say(f"browser-check: FAIL ({failed} of {len(results)} checks failed)")
        return 1
    say(f"browser-check: PASS ({len(results)} checks)")
    return 0
