"""bench's command line: its options, the parts run in order, the targets table and the files
written."""

import argparse
import datetime
import json
import os
import signal
import sys
import time

from ..repo import REPO
from . import dogs_binary
from .concurrency import part_ceiling, part_curve
from .dogs_binary import binary_info, build
from .janitor import BenchError, JANITOR
from .machine import ensure_package, machine_info
from .memory import part_memory
from .promises import part_promises
from .report import Report, shown_path, text_table, write_markdown
from .scale import part_scale
from .settings import SCALE_SIZES, SCALE_SIZES_QUICK, SECTIONS
from .startup import part_startup
from .throughput import part_throughput
from .tls import part_tls


def parse_args(argv):
    parser = argparse.ArgumentParser(description="Benchmarks of dogs against curl and the fixture server.")
    parser.add_argument("--runs", type=int, default=None, help="runs per figure, the median is shown (default 5; 3 with --quick)")
    parser.add_argument("--quick", action="store_true", help="3 runs and smaller counts: a smoke run")
    parser.add_argument("--delay-ms", type=int, default=50, help="server delay of every answer (default 50)")
    parser.add_argument("--picture-bytes", type=int, default=100000, help="size of every picture (default 100000)")
    parser.add_argument("--markdown", default=os.path.join(REPO, ".build", "bench", "results.md"),
                        help="where to write the Markdown results (default .build/bench/results.md)")
    parser.add_argument("--json", default=os.path.join(REPO, ".build", "bench", "results.json"),
                        help="where to write the JSON results (default .build/bench/results.json)")
    parser.add_argument("--no-build", action="store_true", help="use the binary the last build unpacked, .build/bench/installed/dogs")
    parser.add_argument("--dogs", metavar="PATH", help="measure this dogs binary instead (implies --no-build): "
                        "another commit's build, for a before and after in the same hour")
    parser.add_argument("--no-install", action="store_true", help="never apt-get install time or aria2")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed (as .ci/run runs the promises part)")
    parser.add_argument("--only", metavar="NAME[,NAME]",
                        help="run only these sections: %s (default: all)" % ", ".join(SECTIONS))
    args = parser.parse_args(argv)
    if args.only is None:
        args.sections = list(SECTIONS)
    else:
        chosen = [name.strip() for name in args.only.split(",") if name.strip()]
        unknown = [name for name in chosen if name not in SECTIONS]
        if unknown or not chosen:
            parser.error("--only takes names among %s, not %r" % (", ".join(SECTIONS), args.only))
        args.sections = [name for name in SECTIONS if name in chosen]
    if args.dogs:
        args.no_build = True
    if args.runs is None:
        args.runs = 3 if args.quick else 5
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.delay_ms < 0 or args.picture_bytes < 1000:
        parser.error("--delay-ms must be >= 0 and --picture-bytes >= 1000")
    if args.quick:
        args.count, args.memory_counts, args.curve = 64, (100, 20), [1, 8]
        args.scale_sizes, args.version_runs = SCALE_SIZES_QUICK, 10
    else:
        args.count, args.memory_counts, args.curve = 200, (500, 100), [1, 2, 4, 8, 16]
        args.scale_sizes, args.version_runs = SCALE_SIZES, 20
    return args


def on_signal(signum, frame):
    raise KeyboardInterrupt("signal %d" % signum)


def main(argv):
    args = parse_args(argv)
    if args.dogs:
        dogs_binary.DOGS = os.path.abspath(args.dogs)
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, on_signal)
    started = time.monotonic()
    started_at = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%SZ")
    report = Report()
    data = {}
    try:
        if {"memory", "scale", "promises"} & set(args.sections):
            ensure_package("/usr/bin/time", "time", not args.no_install)
        have_aria2 = "throughput" in args.sections and ensure_package("aria2c", "aria2", not args.no_install)
        machine = machine_info()
        print("dogs benchmark, %s%s%s" % (started_at, " (--quick)" if args.quick else "",
                                          "" if args.only is None else " (only %s)" % ", ".join(args.sections)))
        for key, value in machine.items():
            print("  %-22s %s" % (key + ":", value))
        sys.stdout.flush()
        build(args)
        machine["dogs binary"] = binary_info()
        print("  %-22s %s" % ("dogs binary:", machine["dogs binary"]))
        tools = ["job", "curl", "curl-api", "xargs"] + (["aria2c"] if have_aria2 else [])

        parts = {"throughput": lambda: part_throughput(args, report, tools, data),
                 "tls": lambda: part_tls(args, report, data),
                 "memory": lambda: part_memory(args, report, data),
                 "scale": lambda: part_scale(args, report, data),
                 "concurrency": lambda: part_curve(args, report, data),
                 "ceiling": lambda: part_ceiling(args, report, data),
                 "startup": lambda: part_startup(args, report, data),
                 "promises": lambda: part_promises(args, report, data)}
        for name in args.sections:
            parts[name]()
    except BenchError as error:
        JANITOR.cleanup()
        print("bench: %s" % error, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        JANITOR.cleanup()
        print("bench: stopped", file=sys.stderr)
        return 130
    finally:
        JANITOR.cleanup()

    elapsed = time.monotonic() - started
    print()
    print("Targets")
    rows = [[t["target"], t["value"], t["limit"], t["status"]] for t in report.targets]
    print(text_table(["target", "measured", "limit", ""], rows))
    misses = sum(1 for t in report.targets if t["status"] == "MISS")
    measured = sum(1 for t in report.targets if t["status"] in ("PASS", "MISS"))
    unmeasured = len(report.targets) - measured
    print()
    print("%d of %d targets met%s; the bench took %.0f s"
          % (measured - misses, measured, " (%d not measured)" % unmeasured if unmeasured else "", elapsed))
    machine["load average (end)"] = " ".join(open("/proc/loadavg").read().split()[:3])
    if os.path.exists(dogs_binary.DOGS) and binary_info() != machine["dogs binary"]:
        machine["dogs binary (end)"] = binary_info()
        print("bench: warning: %s changed while the bench ran (now %s)" % (shown_path(dogs_binary.DOGS), machine["dogs binary (end)"]),
              file=sys.stderr)
    config = {"started": started_at, "command": " ".join(["scripts/bench"] + argv), "runs": args.runs,
              "quick": args.quick, "delay_ms": args.delay_ms, "picture_bytes": args.picture_bytes,
              "count": args.count, "sections": args.sections, "elapsed_s": elapsed}
    write_markdown(args.markdown, machine, config, report, elapsed)
    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump({"machine": machine, "config": config, "sections": report.sections,
                   "targets": report.targets, "data": data}, f, indent=2, sort_keys=True)
        f.write("\n")
    print("wrote %s and %s" % (shown_path(args.markdown), shown_path(args.json)))
    if args.check and misses:
        print("bench: %d target%s missed" % (misses, "" if misses == 1 else "s"), file=sys.stderr)
        return 1
    return 0
