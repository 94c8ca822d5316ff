"""Part 1: dogs fetch against the job by hand and the other clients, idle disk (1) and busy (1c)."""

import os
import signal
import subprocess

from .clients import dogs_fetch, floor_seconds, other_client
from .janitor import JANITOR
from .report import fmt_ratio, fmt_s, median, progress, ratio
from .settings import TARGET_CPU_RATIO, TARGET_JOB_RATIO, TARGET_THREADS


def part_throughput(args, report, tools, data):
    count, width, delay, size = args.count, 8, args.delay_ms, args.picture_bytes
    samples = {"dogs": []}
    cpu = {"dogs": [], "curl": [], "job": []}
    for tool in tools:
        samples[tool] = []
    for i in range(args.runs):
        progress("throughput run %d/%d" % (i + 1, args.runs))
        # Interleaved, so a slow moment of the machine hits every client alike.
        result = dogs_fetch(count, width, delay, size)
        samples["dogs"].append(result.seconds)
        cpu["dogs"].append(result.cpu_seconds)
        for tool in tools:
            result = other_client(tool, count, width, delay, size)
            samples[tool].append(result.seconds)
            if tool in cpu:
                cpu[tool].append(result.cpu_seconds)
    # Threads on runs of their own: sampling them every millisecond takes CPU from a timed run.
    progress("threads of dogs and curl")
    threads = {"dogs": dogs_fetch(count, width, delay, size, sample_threads=True).peak_threads,
               "curl": other_client("curl", count, width, delay, size, sample_threads=True).peak_threads}
    floor = floor_seconds(count, width, delay)
    medians = {name: median(values) for name, values in samples.items()}
    cpu_medians = {name: median(values) for name, values in cpu.items()}
    labels = {"dogs": "dogs fetch --concurrency %d" % width,
              "curl": "curl --parallel --parallel-max %d" % width,
              "curl-api": "the same, asking the API first",
              "job": "the same job by hand (curl, sha256sum, sync)",
              "xargs": "xargs -P %d -n 1 curl" % width,
              "aria2c": "aria2c -j %d" % width}
    rows = []
    for name in ["dogs"] + tools:
        m = medians[name]
        rows.append([labels[name], fmt_s(m), fmt_s(min(samples[name])), fmt_s(max(samples[name])),
                     "%.1f" % (count / m), "%.1f" % (count * size / m / 1e6),
                     fmt_ratio(ratio(m, floor)),
                     fmt_s(cpu_medians[name]) if name in cpu_medians else "",
                     str(threads[name]) if name in threads else ""])
    rows.append(["floor: (ceil(%d/%d) + 1) x %d ms" % (count, width, delay), fmt_s(floor), "", "", "%.1f" % (count / floor) if floor else "n/a", "", "1.00x", "", ""])
    dogs_curl = ratio(medians["dogs"], medians["curl"])
    cpu_ratio = ratio(cpu_medians["dogs"], cpu_medians["curl"])
    dogs_job = ratio(medians["dogs"], medians["job"])
    cpu_job = ratio(cpu_medians["dogs"], cpu_medians["job"])
    notes = ["dogs / curl --parallel = %s; dogs / floor = %s; curl / floor = %s" % (
        fmt_ratio(dogs_curl), fmt_ratio(ratio(medians["dogs"], floor)),
        fmt_ratio(ratio(medians["curl"], floor)))]
    notes.append("curl, xargs and aria2c get their %d links beforehand (not timed); dogs asks the API itself "
                 "(one more delayed round trip, counted in the floor)." % count)
    if "curl-api" in medians:
        notes.append("Against curl asking the API first too (one more curl process, the answers not read): "
                     "dogs / that = %s." % fmt_ratio(ratio(medians["dogs"], medians["curl-api"])))
    notes.append("CPU: user + system time of the process (wait4), median; dogs / curl = %s. Threads: the most "
                 "entries of /proc/<pid>/task at once, sampled every millisecond on one more run of each." % fmt_ratio(cpu_ratio))
    report.section("1. Throughput: %d pictures of %d bytes, %d ms delay, %d at once (median of %d)"
                   % (count, size, delay, width, args.runs),
                   ["client", "median", "min", "max", "pictures/s", "MB/s", "/ floor", "CPU", "threads"], rows, notes)
    notes.append("The same job by hand is the script a careful user would write instead of dogs (JOB_SCRIPT: the API's "
                 "pages at once, curl --parallel, sha256sum, sync -f), timed whole: dogs / the job = %s, CPU %s."
                 % (fmt_ratio(dogs_job), fmt_ratio(cpu_job)))
    report.target("dogs <= %.2f x the same job by hand (throughput)" % TARGET_JOB_RATIO,
                  fmt_ratio(dogs_job), "<= %.2fx" % TARGET_JOB_RATIO, dogs_job <= TARGET_JOB_RATIO)
    report.target("dogs' CPU time <= %.1f x the same job's (throughput)" % TARGET_CPU_RATIO,
                  "%s (%s / %s)" % (fmt_ratio(cpu_job), fmt_s(cpu_medians["dogs"]), fmt_s(cpu_medians["job"])),
                  "<= %.1fx" % TARGET_CPU_RATIO, cpu_job <= TARGET_CPU_RATIO)
    report.target("dogs' threads at once during a %d-picture fetch <= %d" % (count, TARGET_THREADS),
                  str(threads["dogs"]), "<= %d" % TARGET_THREADS, threads["dogs"] <= TARGET_THREADS)
    data["throughput"] = {"count": count, "concurrency": width, "delay_ms": delay, "picture_bytes": size,
                          "floor_s": floor, "samples_s": samples, "median_s": medians,
                          "dogs_over_curl": dogs_curl, "cpu_s": cpu, "cpu_median_s": cpu_medians,
                          "dogs_cpu_over_curl": cpu_ratio, "dogs_over_job": dogs_job, "dogs_cpu_over_job": cpu_job,
                          "peak_threads": threads}
    part_busy_disk(args, report, data)


def part_busy_disk(args, report, data):
    """dogs and the job by hand, alternating, while another process keeps the same disk busy: a
    loop writing a large file and flushing it, started before and stopped after the runs."""
    count, width, delay, size = args.count, 8, args.delay_ms, args.picture_bytes
    writer_folder = JANITOR.folder("busy")
    writer = subprocess.Popen(["sh", "-c", "while :; do dd if=/dev/zero of=big bs=1M count=200 conv=fsync status=none; done"],
                              cwd=writer_folder, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    JANITOR.processes.append(writer)
    samples = {"dogs": [], "job": []}
    try:
        for i in range(max(3, args.runs)):
            progress("busy disk run %d/%d" % (i + 1, max(3, args.runs)))
            for name in (("dogs", "job") if i % 2 == 0 else ("job", "dogs")):
                result = dogs_fetch(count, width, delay, size) if name == "dogs" else other_client("job", count, width, delay, size)
                samples[name].append(result.seconds)
    finally:
        os.killpg(writer.pid, signal.SIGKILL)
        writer.wait()
        JANITOR.remove(writer_folder)
    medians = {name: median(values) for name, values in samples.items()}
    busy = ratio(medians["dogs"], medians["job"])
    report.section("1c. Busy disk: %d pictures of %d bytes while another process writes and flushes 200 MB over and over (median of %d, alternating)"
                   % (count, size, max(3, args.runs)),
                   ["client", "median", "min", "max"],
                   [[name, fmt_s(medians[name]), fmt_s(min(samples[name])), fmt_s(max(samples[name]))] for name in ("dogs", "job")],
                   ["dogs / the job = %s" % fmt_ratio(busy)])
    report.target("dogs <= %.2f x the same job by hand on a busy disk" % TARGET_JOB_RATIO, fmt_ratio(busy), "<= %.2fx" % TARGET_JOB_RATIO,
                  busy <= TARGET_JOB_RATIO)
    data["busy_disk"] = {"samples_s": samples, "median_s": medians, "dogs_over_job": busy}
