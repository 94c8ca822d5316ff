"""Part "promises": what dogs promises that is the same from run to run, each a target: peak
memory (a fetch of a few small pictures and of thousands, and of large ones), threads at once,
and, in a gallery of 25,000 pictures, a fetch's memory and what it writes and the front page's
size. With --check a miss fails the bench, which is how .ci/run holds dogs to them. Wall times
are not among them: they vary with the machine's load, and are reported, not gated."""

import os
import shutil

from ..gallery_maker import make_gallery
from . import dogs_binary
from .clients import dogs_fetch
from .galleries import fetch3_runs, front_sizes
from .janitor import JANITOR
from .memory import peak_rss_kb
from .processes import run_ok
from .report import fmt_kb, progress
from .rss import rss_method
from .settings import (PROMISE_GALLERY, PROMISE_LARGE, PROMISE_SMALL, TARGET_FETCH3_RSS_MB, TARGET_FETCH3_WRITTEN,
                       TARGET_FRONT_BYTES, TARGET_RSS_MB, TARGET_RSS_SPREAD, TARGET_THREADS)


class OneRun:
    """The settings fetch3_runs reads: one run is enough for figures that do not vary."""
    runs = 1


def part_promises(args, report, data):
    few, many = PROMISE_SMALL
    large_count, large_bytes = PROMISE_LARGE
    progress("promises: peak RSS of fetches of %d and %d small pictures, and of %d of %d bytes" % (few, many, large_count, large_bytes))
    small = {count: peak_rss_kb(count, 0) / 1024.0 for count in (few, many)}
    large = peak_rss_kb(large_count, large_bytes) / 1024.0
    progress("promises: threads at once during a 200-picture fetch")
    threads = dogs_fetch(200, 6, 0, 100_000, sample_threads=True).peak_threads
    progress("promises: a gallery of {:,} pictures: made, rendered, and fetch --count 3 into it".format(PROMISE_GALLERY))
    work = JANITOR.folder("promises")
    try:
        gallery = os.path.join(work, "gallery")
        make_gallery(gallery, PROMISE_GALLERY)
        run_ok([dogs_binary.DOGS, "index", "--out", gallery], 600, "dogs index")
        fetch = fetch3_runs(OneRun, work, gallery)[0]
        front = front_sizes(gallery)["index.html"]
    finally:
        JANITOR.remove(work)

    spread = small[many] / small[few]
    report.section("Promises: the figures .ci/run holds dogs to (one run each, %s)" % rss_method(),
                   ["what", "measured"],
                   [["peak RSS of fetch --count %d (fixture pictures)" % few, "%.1f MiB" % small[few]],
                    ["peak RSS of fetch --count %d (fixture pictures)" % many, "%.1f MiB" % small[many]],
                    ["peak RSS of fetch --count %d x %d bytes" % (large_count, large_bytes), "%.1f MiB" % large],
                    ["threads at once, fetch --count 200", str(threads)],
                    ["peak RSS of fetch --count 3 into {:,}".format(PROMISE_GALLERY), "%.1f MiB" % (fetch["rss_kib"] / 1024.0)],
                    ["written besides the 3 pictures", fmt_kb(fetch["written_bytes"])],
                    ["index.html of {:,} pictures".format(PROMISE_GALLERY), fmt_kb(front)]],
                   ["wall times are reported by the other parts, never gated: they vary with the machine's load"])
    for count in (few, many):
        report.target("peak RSS of fetch --count %d <= %d MiB" % (count, TARGET_RSS_MB), "%.1f MiB" % small[count],
                      "<= %d MiB" % TARGET_RSS_MB, small[count] <= TARGET_RSS_MB)
    report.target("fetch --count %d within %d%% of --count %d" % (many, TARGET_RSS_SPREAD * 100, few),
                  "%+.1f%%" % ((spread - 1) * 100), "<= +%d%%" % (TARGET_RSS_SPREAD * 100), spread <= 1 + TARGET_RSS_SPREAD)
    report.target("peak RSS of fetch --count %d x %d bytes <= %d MiB" % (large_count, large_bytes, TARGET_RSS_MB),
                  "%.1f MiB" % large, "<= %d MiB" % TARGET_RSS_MB, large <= TARGET_RSS_MB)
    report.target("threads at once during a 200-picture fetch <= %d" % TARGET_THREADS, str(threads), "<= %d" % TARGET_THREADS,
                  threads <= TARGET_THREADS)
    report.target("peak RSS of fetch --count 3 into {:,} < {} MiB".format(PROMISE_GALLERY, int(TARGET_FETCH3_RSS_MB)),
                  "%.1f MiB" % (fetch["rss_kib"] / 1024.0), "< %d MiB" % TARGET_FETCH3_RSS_MB, fetch["rss_kib"] / 1024.0 < TARGET_FETCH3_RSS_MB)
    report.target("that fetch writes < %.0f MB besides the 3 pictures" % (TARGET_FETCH3_WRITTEN / 1e6), fmt_kb(fetch["written_bytes"]),
                  "< %.0f MB" % (TARGET_FETCH3_WRITTEN / 1e6), fetch["written_bytes"] < TARGET_FETCH3_WRITTEN)
    report.target("index.html of {:,} pictures < {}".format(PROMISE_GALLERY, fmt_kb(TARGET_FRONT_BYTES)), fmt_kb(front),
                  "< %s" % fmt_kb(TARGET_FRONT_BYTES), front < TARGET_FRONT_BYTES)
    data["promises"] = {"small_mib": {str(k): v for k, v in small.items()}, "large_mib": large, "threads": threads,
                        "fetch3_rss_kib": fetch["rss_kib"], "fetch3_written_bytes": fetch["written_bytes"], "front_bytes": front}
