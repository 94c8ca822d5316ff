"""Part 3: dogs index, verify and fetch in galleries of 10 to 100,000 pictures, and the browser's
time."""

import os
import shutil

from ..gallery_maker import make_gallery
from . import dogs_binary
from .browser import browser_figures, chromium_binary
from .galleries import fetch3_runs, file_signatures, front_sizes, written_besides
from .janitor import JANITOR
from .processes import run_ok
from .report import fmt_browser, fmt_kb, fmt_spread, fmt_time, median, progress
from .rss import rss_method
from .settings import BROWSER_REFERENCE, BROWSER_RUNS, BROWSER_WINDOW, TARGET_BROWSER_S, TARGET_FETCH3_RSS_MB, TARGET_FETCH3_S, TARGET_FETCH3_WRITTEN, TARGET_FRONT_BYTES, TARGET_INDEX_S, TARGET_SCALE, TARGET_VERIFY_S


def part_scale(args, report, data):
    sizes = args.scale_sizes
    big = max(sizes)
    browser = chromium_binary()
    method = rss_method()
    index_timeout = 600
    figures = {}
    work = JANITOR.folder("scale")
    try:
        # The browser's own floor: the same screenshot of a gallery of a few pictures.
        progress("scale: %d-picture gallery for the browser reference" % BROWSER_REFERENCE)
        gallery = os.path.join(work, "gallery-%d" % BROWSER_REFERENCE)
        make_gallery(gallery, BROWSER_REFERENCE)
        run_ok([dogs_binary.DOGS, "index", "--out", gallery], index_timeout, "dogs index")
        reference = dict(front_sizes(gallery), browser=browser_figures(browser, gallery, work))
        shutil.rmtree(gallery, ignore_errors=True)

        progress("scale: fetch --count 3 into an empty folder x %d" % args.runs)
        empty = fetch3_runs(args, work)

        for size in sizes:
            gallery = os.path.join(work, "gallery-%d" % size)
            progress("scale: {:,} pictures: making the gallery and its first render".format(size))
            make_gallery(gallery, size)
            first = run_ok([dogs_binary.DOGS, "index", "--out", gallery], index_timeout, "dogs index").seconds
            # The gallery's making wrote 100,000 files: on disk before any run is timed, or the
            # runs' own fsyncs would wait for the bench's writes.
            os.sync()
            progress("scale: {:,} pictures: dogs index x {}".format(size, args.runs))
            before = file_signatures(gallery)
            rebuilds = [run_ok([dogs_binary.DOGS, "index", "--out", gallery], index_timeout, "dogs index").seconds
                        for _ in range(args.runs)]
            rebuild_wrote = written_besides(before, file_signatures(gallery), [])
            verifies = []
            if size in TARGET_VERIFY_S:
                progress("scale: {:,} pictures: dogs verify x {}".format(size, args.runs))
                verifies = [run_ok([dogs_binary.DOGS, "verify", "--out", gallery], index_timeout, "dogs verify").seconds
                            for _ in range(args.runs)]
            front = front_sizes(gallery)
            progress("scale: {:,} pictures: Chromium screenshot x {}".format(size, BROWSER_RUNS))
            shots = browser_figures(browser, gallery, work)
            progress("scale: {:,} pictures: fetch --count 3 x {}".format(size, args.runs))
            fetches = fetch3_runs(args, work, gallery)
            shutil.rmtree(gallery, ignore_errors=True)
            figures[size] = {"index_first_s": first, "index_samples_s": rebuilds,
                             "index_median_s": median(rebuilds),
                             "index_rebuild_written": rebuild_wrote,
                             "verify_samples_s": verifies, "verify_median_s": median(verifies) if verifies else None,
                             "index_html_bytes": front["index.html"], "index_md_bytes": front["index.md"],
                             "browser": shots, "fetch3": fetches}
    finally:
        JANITOR.remove(work)

    def fetch_cells(runs):
        return [fmt_spread([r["seconds"] for r in runs]),
                "%.1f MiB" % (median([r["rss_kib"] for r in runs]) / 1024.0),
                fmt_kb(median([r["written_bytes"] for r in runs]))]

    rows = []
    for size in sizes:
        f = figures[size]
        rows.append(["{:,}".format(size), fmt_spread(f["index_samples_s"])] + fetch_cells(f["fetch3"])
                    + [fmt_kb(f["index_html_bytes"]), fmt_kb(f["index_md_bytes"]), fmt_browser(f["browser"])])
    rows.append(["%d (reference)" % BROWSER_REFERENCE, "–", "–", "–", "–",
                 fmt_kb(reference["index.html"]), fmt_kb(reference["index.md"]), fmt_browser(reference["browser"])])
    rows.append(["0 (empty folder)", "–"] + fetch_cells(empty) + ["–", "–", "–"])

    notes = [
        "dogs index: median (min–max) of %d runs on an already-rendered gallery, a rebuild that rewrites only "
        "pages whose contents differ; the first render of make_gallery's manifest is separate and not in the "
        "median: %s" % (args.runs, ", ".join("{:,}: {}".format(s, fmt_time(figures[s]["index_first_s"])) for s in sizes)),
        "the rebuilds wrote: %s" % ", ".join("{:,}: {} files, {}".format(
            s, len(figures[s]["index_rebuild_written"]), fmt_kb(sum(figures[s]["index_rebuild_written"].values())))
            for s in sizes),
        "fetch --count 3: median (min–max) of %d runs, fixture server with no delay (a fresh one each run); "
        "after each run the gallery is put back as dogs index left it (new pictures and pages removed, "
        "manifest.jsonl bytes and times, rendered files restored)" % args.runs,
        "peak RSS: median, by %s, of the same runs as the fetch wall time" % method,
        "written besides the pictures: median, from (inode, size, mtime) of every file in the gallery before and "
        "after the fetch: a new file or one with a new inode or mtime counts whole, manifest.jsonl appended in "
        "place counts its growth, the 3 new pictures in images/ not at all; KB = 1,000 bytes",
        "fetch --count 3 into {:,} wrote (first run): {}".format(big, ", ".join(
            "%s %s" % (name, fmt_kb(n)) for name, n in sorted(figures[big]["fetch3"][0]["written"].items(),
                                                               key=lambda item: -item[1]))),
        "Chromium screenshot: %s --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=%d,%d "
        "--screenshot of index.html from file://, a fresh --user-data-dir each run, median (min–max) of %d; "
        "it includes Chromium's start-up: the %d (reference) row, a gallery of %d pictures, is that floor"
        % (os.path.basename(browser) if browser else "chromium", BROWSER_WINDOW[0], BROWSER_WINDOW[1],
           BROWSER_RUNS, BROWSER_REFERENCE, BROWSER_REFERENCE),
        "0 (empty folder): the same fetch into a fresh empty folder each run, its network and start-up part; "
        "what it writes is the whole new gallery",
    ]
    report.section("3. Scale: galleries of %s pictures (median of %d)"
                   % (", ".join("{:,}".format(s) for s in sizes), args.runs),
                   ["pictures", "dogs index", "fetch --count 3", "peak RSS of that fetch",
                    "written besides the pictures", "index.html", "index.md", "Chromium screenshot"],
                   rows, notes)

    # Targets: at TARGET_SCALE pictures, "not measured" when this run had no such gallery.
    at_big = figures.get(TARGET_SCALE)
    absent = "not measured (no {:,} gallery{})".format(TARGET_SCALE, ", --quick" if args.quick else "")
    label = "{:,}".format(TARGET_SCALE)
    if at_big:
        runs = at_big["fetch3"]
        fetch_s = median([r["seconds"] for r in runs])
        fetch_mib = median([r["rss_kib"] for r in runs]) / 1024.0
        fetch_written = median([r["written_bytes"] for r in runs])
    report.target("dogs fetch --count 3 into %s < %.0f s" % (label, TARGET_FETCH3_S),
                  fmt_time(fetch_s) if at_big else absent, "< %.0f s" % TARGET_FETCH3_S,
                  fetch_s < TARGET_FETCH3_S if at_big else None)
    report.target("peak RSS of that fetch < %d MiB" % TARGET_FETCH3_RSS_MB,
                  "%.1f MiB" % fetch_mib if at_big else absent, "< %d MiB" % TARGET_FETCH3_RSS_MB,
                  fetch_mib < TARGET_FETCH3_RSS_MB if at_big else None)
    report.target("that fetch writes < %.0f MB besides the 3 pictures" % (TARGET_FETCH3_WRITTEN / 1e6),
                  fmt_kb(fetch_written) if at_big else absent, "< %.0f MB" % (TARGET_FETCH3_WRITTEN / 1e6),
                  fetch_written < TARGET_FETCH3_WRITTEN if at_big else None)
    for size in sorted(TARGET_INDEX_S, reverse=True):
        limit = TARGET_INDEX_S[size]
        measured = figures.get(size)
        report.target("dogs index of {:,} pictures < {}".format(size, fmt_time(limit)),
                      fmt_time(measured["index_median_s"]) if measured
                      else "not measured (no {:,} gallery{})".format(size, ", --quick" if args.quick else ""),
                      "< %s" % fmt_time(limit), measured["index_median_s"] < limit if measured else None)
    for size, limit in sorted(TARGET_VERIFY_S.items(), reverse=True):
        measured = figures.get(size)
        report.target("dogs verify of {:,} pictures < {}".format(size, fmt_time(limit)),
                      fmt_spread(measured["verify_samples_s"]) if measured
                      else "not measured (no {:,} gallery{})".format(size, ", --quick" if args.quick else ""),
                      "< %s" % fmt_time(limit), measured["verify_median_s"] < limit if measured else None)
    report.target("index.html of %s pictures < %.0f KB" % (label, TARGET_FRONT_BYTES / 1000.0),
                  fmt_kb(at_big["index_html_bytes"]) if at_big else absent,
                  "< %.0f KB" % (TARGET_FRONT_BYTES / 1000.0),
                  at_big["index_html_bytes"] < TARGET_FRONT_BYTES if at_big else None)
    shots = at_big["browser"] if at_big else None
    reference_shots = reference["browser"]
    if shots and shots["median_s"] is not None:
        value = "%s (%d pictures: %s)" % (fmt_time(shots["median_s"]), BROWSER_REFERENCE,
                                          fmt_time(reference_shots["median_s"]) if reference_shots["median_s"]
                                          is not None else reference_shots["error"])
        passed = shots["median_s"] < TARGET_BROWSER_S
    else:
        value, passed = (absent if not at_big else "not measured (%s)" % shots["error"]), None
    report.target("Chromium screenshot of the %s index.html < %.0f s" % (label, TARGET_BROWSER_S),
                  value, "< %.0f s" % TARGET_BROWSER_S, passed)

    data["scale"] = {"sizes": sizes, "runs": args.runs, "rss_method": method, "browser": browser,
                     "browser_runs": BROWSER_RUNS, "browser_window": list(BROWSER_WINDOW),
                     "galleries": {str(size): f for size, f in figures.items()},
                     "fetch3_into_empty": empty,
                     "browser_reference": {"pictures": BROWSER_REFERENCE,
                                           "index_html_bytes": reference["index.html"],
                                           "index_md_bytes": reference["index.md"],
                                           "browser": reference["browser"]}}
