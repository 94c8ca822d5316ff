"""Part 2: peak RSS of a big and a small fetch of large pictures."""

import os

from . import dogs_binary
from .clients import files_in
from .fixture import Server
from .janitor import BenchError, JANITOR
from .report import median, progress
from .rss import measured_rss, rss_method
from .settings import TARGET_RSS_MB, TARGET_RSS_SPREAD


def peak_rss_kb(count, picture_bytes):
    """Peak RSS (KiB) of one dogs fetch of `count` pictures, no delay, by measured_rss()."""
    work = JANITOR.folder("memory")
    try:
        with Server(0, picture_bytes) as server:
            command = [dogs_binary.DOGS, "fetch", "--count", str(count), "--concurrency", "8",
                       "--out", os.path.join(work, "gallery"), "--api-base", server.api, "--quiet"]
            timeout = 120 + count * picture_bytes / 5e6
            _, rss = measured_rss(command, timeout, "dogs fetch", os.path.join(work, "rss.txt"))
        saved = len(files_in(os.path.join(work, "gallery", "images")))
        if saved != count:
            raise BenchError("dogs fetch --count %d saved %d pictures" % (count, saved))
        return rss
    finally:
        JANITOR.remove(work)


def part_memory(args, report, data):
    size = 2_000_000
    big, small = args.memory_counts
    samples = {big: [], small: []}
    for i in range(args.runs):
        progress("memory run %d/%d" % (i + 1, args.runs))
        for count in (big, small):
            samples[count].append(peak_rss_kb(count, size))
    mb = {count: median(values) / 1024.0 for count, values in samples.items()}
    spread = mb[big] / mb[small] if mb[small] else float("inf")
    rows = [["dogs fetch --count %d" % count, "%.1f MiB" % mb[count],
             "%.1f MiB" % (min(samples[count]) / 1024.0), "%.1f MiB" % (max(samples[count]) / 1024.0),
             "%.0f MB" % (count * size / 1e6)] for count in (big, small)]
    method = rss_method()
    report.section("2. Memory: peak RSS, pictures of %d bytes, no delay, 8 at once (median of %d, %s)"
                   % (size, args.runs, method),
                   ["run", "peak RSS", "min", "max", "downloaded"], rows,
                   ["--count %d / --count %d = %.3f" % (big, small, spread)])
    report.target("peak RSS of --count %d x 2 MB <= %d MiB" % (big, TARGET_RSS_MB),
                  "%.1f MiB" % mb[big], "<= %d MiB" % TARGET_RSS_MB, mb[big] <= TARGET_RSS_MB)
    report.target("peak RSS --count %d within %d%% of --count %d" % (big, TARGET_RSS_SPREAD * 100, small),
                  "%+.1f%%" % ((spread - 1) * 100), "<= +%d%%" % (TARGET_RSS_SPREAD * 100),
                  spread <= 1 + TARGET_RSS_SPREAD)
    data["memory"] = {"picture_bytes": size, "samples_kib": {str(k): v for k, v in samples.items()},
                      "median_mib": {str(k): v for k, v in mb.items()}, "ratio": spread, "method": method}
