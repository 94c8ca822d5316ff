"""Parts 4 and 5: the concurrency curve, and what the fixture server itself can serve."""

from .clients import dogs_fetch, floor_seconds, other_client
from .report import fmt_ratio, fmt_s, median, progress, ratio


def part_curve(args, report, data):
    count, delay, size = args.count, args.delay_ms, args.picture_bytes
    rows = []
    curve = {}
    for width in args.curve:
        dogs_samples, curl_samples = [], []
        for i in range(args.runs):
            progress("curve: concurrency %d, run %d/%d" % (width, i + 1, args.runs))
            dogs_samples.append(dogs_fetch(count, width, delay, size).seconds)
            curl_samples.append(other_client("curl", count, width, delay, size).seconds)
        floor = floor_seconds(count, width, delay)
        d, c = median(dogs_samples), median(curl_samples)
        curve[width] = {"dogs_s": dogs_samples, "curl_s": curl_samples, "floor_s": floor}
        rows.append([str(width), fmt_s(d), fmt_s(c), fmt_s(floor), fmt_ratio(ratio(d, c)),
                     fmt_ratio(ratio(d, floor)), "%.1f ms" % ((d - floor) * 1000 / count)])
    notes = ["over floor / picture: (dogs - floor) / %d, what each picture costs beyond the server's delay" % count]
    if 1 in curve:
        d1, c1 = median(curve[1]["dogs_s"]), median(curve[1]["curl_s"])
        notes.append("at concurrency 1 dogs spends %.1f ms more per picture than curl (dogs %.1f ms, curl %.1f ms "
                     "per picture; curl excludes the API round trip of %d ms)"
                     % ((d1 - c1) * 1000 / count, d1 * 1000 / count, c1 * 1000 / count, delay))
    report.section("4. Concurrency curve: %d pictures of %d bytes, %d ms delay (median of %d)"
                   % (count, size, delay, args.runs),
                   ["concurrency", "dogs", "curl --parallel", "floor", "dogs / curl", "dogs / floor",
                    "over floor / picture"], rows, notes)
    data["curve"] = {str(k): v for k, v in curve.items()}


def part_ceiling(args, report, data):
    count, width, size = args.count, 16, args.picture_bytes
    samples = []
    for i in range(args.runs):
        progress("server ceiling run %d/%d" % (i + 1, args.runs))
        samples.append(other_client("curl", count, width, 0, size).seconds)
    m = median(samples)
    report.section("5. Server ceiling: curl --parallel-max %d, %d pictures of %d bytes, no delay (median of %d)"
                   % (width, count, size, args.runs),
                   ["client", "median", "min", "max", "requests/s", "MB/s"],
                   [["curl --parallel-max %d" % width, fmt_s(m), fmt_s(min(samples)), fmt_s(max(samples)),
                     "%.0f" % (count / m), "%.1f" % (count * size / m / 1e6)]],
                   ["the fixture server's own limit (Python, one process): no client can beat it"])
    data["ceiling"] = {"samples_s": samples, "median_s": m, "requests_per_s": count / m}
