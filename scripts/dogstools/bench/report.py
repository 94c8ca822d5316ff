"""The report: figures formatted, tables as text and Markdown, targets met or missed."""

import math
import os
import statistics
import sys


def median(values):
    return statistics.median(values)


def fmt_time(seconds):
    return "%.1f ms" % (seconds * 1000) if seconds < 1 else "%.2f s" % seconds


def fmt_spread(samples):
    """median (min–max) of seconds, the unit once when all three share it."""
    m, low, high = median(samples), min(samples), max(samples)
    if high < 1:
        return "%.1f ms (%.1f–%.1f)" % (m * 1000, low * 1000, high * 1000)
    if low >= 1:
        return "%.2f s (%.2f–%.2f)" % (m, low, high)
    return "%s (%s–%s)" % (fmt_time(m), fmt_time(low), fmt_time(high))


def fmt_kb(n):
    return "%.1f KB" % (n / 1000.0)


def fmt_browser(figures):
    if figures["error"]:
        return "n/a (%s)" % figures["error"]
    return fmt_spread(figures["samples_s"])


class Report:
    def __init__(self):
        self.sections = []
        self.targets = []

    def section(self, title, columns, rows, notes=()):
        section = {"title": title, "columns": columns, "rows": rows, "notes": list(notes)}
        self.sections.append(section)
        print_section(section)
        return section

    def target(self, name, value, limit, passed):
        """passed: True, False, or None when the figure was not measured (value says why)."""
        status = "not measured" if passed is None else "PASS" if passed else "MISS"
        self.targets.append({"target": name, "value": value, "limit": limit, "status": status})


def fmt_s(seconds):
    return "%.3f s" % seconds


def fmt_ms(seconds):
    return "%.1f ms" % (seconds * 1000)


def ratio(a, b):
    return a / b if b > 0 else float("inf")


def fmt_ratio(value):
    return "n/a" if math.isinf(value) else "%.2fx" % value


def progress(text):
    sys.stderr.write("  .. %s\n" % text)
    sys.stderr.flush()


def shown_path(path):
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


def text_table(columns, rows):
    widths = [max(len(str(c)) for c in column) for column in zip(columns, *rows)]
    line = lambda cells: "  ".join(str(c).ljust(w) for c, w in zip(cells, widths)).rstrip()
    return "\n".join([line(columns), line(["-" * w for w in widths])] + [line(r) for r in rows])


def print_section(section):
    print()
    print(section["title"])
    print(text_table(section["columns"], section["rows"]))
    for note in section["notes"]:
        print("  " + note)
    sys.stdout.flush()


def markdown_table(columns, rows):
    esc = lambda cell: str(cell).replace("|", "\\|")
    out = ["| " + " | ".join(esc(c) for c in columns) + " |",
           "|" + "|".join("---" for _ in columns) + "|"]
    out += ["| " + " | ".join(esc(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


def write_markdown(path, machine, config, report, elapsed):
    lines = ["# dogs benchmark", "",
             "Run %s, took %.0f s. Command: `%s`." % (config["started"], elapsed, config["command"]), ""]
    lines += ["## Machine", "", markdown_table(["", ""], [[k, v] for k, v in machine.items()]), ""]
    for section in report.sections:
        lines += ["## " + section["title"], "", markdown_table(section["columns"], section["rows"]), ""]
        lines += ["- " + note for note in section["notes"]]
        if section["notes"]:
            lines.append("")
    lines += ["## Targets", "",
              markdown_table(["target", "measured", "limit", ""],
                             [[t["target"], t["value"], t["limit"], "**%s**" % t["status"]] for t in report.targets]),
              ""]
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(lines))
