"""Part 6: dogs --version."""

from . import dogs_binary
from .processes import run_ok
from .report import fmt_ms, median
from .settings import TARGET_VERSION_MS


def part_startup(args, report, data):
    samples = []
    for _ in range(args.version_runs):
        samples.append(run_ok([dogs_binary.DOGS, "--version"], 30, "dogs --version").seconds)
    version = run_ok([dogs_binary.DOGS, "--version"], 30, "dogs --version").stdout.strip()
    m = median(samples)
    report.section("6. Start-up: dogs --version (median of %d)" % args.version_runs,
                   ["command", "median", "min", "max"],
                   [["dogs --version (%s)" % version, fmt_ms(m), fmt_ms(min(samples)), fmt_ms(max(samples))]])
    report.target("dogs --version < %d ms" % TARGET_VERSION_MS, fmt_ms(m), "< %d ms" % TARGET_VERSION_MS,
                  m * 1000 < TARGET_VERSION_MS)
    data["startup"] = {"samples_s": samples, "median_s": m, "version": version}
