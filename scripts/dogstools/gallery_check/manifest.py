"""manifest.jsonl read as dogs reads it (point 1): its lines, its header, its commits."""

import json
import os
import re

from .names import MANIFEST
from .values import is_count, is_web_link


# The keys of each kind of line, in the order dogs writes them; the required ones.
HEADER_KEYS = ("dogs", "version", "pageSize", "siteURL", "title")
HEADER_REQUIRED = ("dogs", "version", "pageSize")
PICTURE_KEYS = ("number", "breedNumber", "source", "breed", "subBreed", "file", "bytes", "sha256", "added",
                "width", "height", "away")
PICTURE_REQUIRED = ("number", "breedNumber", "source", "file", "bytes", "sha256", "added")
PAGE_SIZES = range(1, 10001)

MAX_DIGITS = 15     # dogs reads whole numbers of at most 15 digits

NEEDS_ESCAPE = re.compile(r'[\x00-\x1f"\\]')
SURROGATE = re.compile("[\ud800-\udfff]")


class Manifest:
    """The committed part of manifest.jsonl: page_size, generation (the last commit's G), entries
    (one dict per picture line, with "line", its line number) and tail (how many bytes follow the
    last commit line)."""

    def __init__(self, page_size, generation, entries, tail):
        self.page_size, self.generation, self.entries, self.tail = page_size, generation, entries, tail


class Members(list):
    """A JSON object's (name, value) pairs, in order."""


def parse_line(raw):
    """(members, None) for a one-level JSON object of text and whole numbers (null too: dogs reads
    it as absent), or (None, why not)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None, "not UTF-8"
    try:
        members = json.loads(text, object_pairs_hook=Members)
    except ValueError as error:
        return None, "not JSON (%s)" % error
    if not isinstance(members, Members):
        return None, "not a JSON object"
    names = set()
    for name, value in members:
        if name in names:
            return None, "%r is there twice" % name
        names.add(name)
        if isinstance(value, str):
            if SURROGATE.search(value):
                return None, "%r holds a lone surrogate" % name
        elif isinstance(value, bool) or isinstance(value, float) or isinstance(value, list):
            return None, "%r is not text, a whole number or null" % name
        elif isinstance(value, int) and len(str(abs(value))) > MAX_DIGITS:
            return None, "%r has more than %d digits" % (name, MAX_DIGITS)
    return members, None


def flat_json(members):
    """The object as dogs writes a manifest line (FlatJSON.object): compact, keys as given."""
    return "{" + ",".join(quoted(name) + ":" + ("null" if value is None else quoted(value) if isinstance(value, str)
                                                 else str(value)) for name, value in members) + "}"


def quoted(text):
    if not NEEDS_ESCAPE.search(text):
        return '"' + text + '"'
    escapes = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
    return '"' + "".join(escapes.get(c) or ("\\u%04x" % ord(c) if ord(c) < 0x20 else c) for c in text) + '"'


def is_commit(members):
    """Whether a line is a commit line, {"commit":G} with G from 1 up."""
    return (members is not None and len(members) == 1 and members[0][0] == "commit"
            and is_count(members[0][1]) and members[0][1] >= 1)


def read_manifest(root, allow_temporary, problems):
    """(Manifest or None for "no manifest", problem that stops the check or None); line problems
    that do not stop it are added to problems."""
    path = os.path.join(root, MANIFEST)
    if not os.path.lexists(path):
        return None, None
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as error:
        return None, "%s: cannot read (%s)" % (MANIFEST, error)
    if not data:
        return None, "%s is empty" % MANIFEST
    # Only a line with its line break is complete; only what the last commit line ends counts.
    lines = data.split(b"\n")[:-1]
    parsed = [parse_line(raw) for raw in lines]
    last_commit = max((i for i, (members, _) in enumerate(parsed) if is_commit(members)), default=None)
    if last_commit is None:
        return None, "%s holds no complete commit line" % MANIFEST
    committed = sum(len(raw) + 1 for raw in lines[:last_commit + 1])
    tail = len(data) - committed
    if tail and not allow_temporary:
        problems.append("%s: %d bytes after the last commit line (line %d), an append a run left unfinished"
                        % (MANIFEST, tail, last_commit + 1))

    header, why = parsed[0]
    if header is None:
        return None, "%s line 1: %s" % (MANIFEST, why)
    fields = dict(header)
    if "dogs" not in fields:
        return None, "%s line 1 is not the header {\"dogs\":\"gallery\",...}" % MANIFEST
    if fields.get("dogs") != "gallery" or fields.get("version") not in (2, 3, 4, 5):
        return None, "%s line 1: not {\"dogs\":\"gallery\",\"version\":2, 3, 4 or 5,...}" % MANIFEST
    page_size = fields.get("pageSize")
    if not (is_count(page_size) and page_size in PAGE_SIZES):
        return None, "%s line 1: pageSize %r is not from 1 to 10000" % (MANIFEST, page_size)
    check_keys(1, header, HEADER_KEYS, HEADER_REQUIRED, problems)
    if "siteURL" in fields and not is_web_link(fields["siteURL"]):
        problems.append("manifest.jsonl line 1: siteURL %r is not an http(s) link with a host" % (fields["siteURL"],))
    check_compact(1, lines[0], header, problems)

    entries = []
    removed = set()
    generation = 0
    for number, (raw, (members, why)) in enumerate(zip(lines[1:last_commit + 1], parsed[1:last_commit + 1]), 2):
        if members is None:
            problems.append("manifest.jsonl line %d: %s" % (number, why))
            continue
        check_compact(number, raw, members, problems)
        names = [name for name, _ in members]
        if "commit" in names:
            g = members[0][1] if is_commit(members) else None
            if g is None:
                problems.append("manifest.jsonl line %d: not a commit line {\"commit\":G} with G from 1 up" % number)
            elif g <= generation:
                problems.append("manifest.jsonl line %d: commit %d does not follow %d (generations rise)" % (number, g, generation))
            else:
                generation = g
        elif "dogs" in names:
            problems.append("manifest.jsonl line %d: a second header" % number)
        elif "removed" in names:
            source = members[0][1]
            if names != ["removed"] or not is_web_link(source):
                problems.append("manifest.jsonl line %d: not a removed line {\"removed\":\"<http(s) link>\"}" % number)
            elif source in removed:
                problems.append("manifest.jsonl line %d: %s is removed twice" % (number, source))
            else:
                removed.add(source)
        else:
            check_keys(number, members, PICTURE_KEYS, PICTURE_REQUIRED, problems)
            entry = {name: value for name, value in members if value is not None}
            entry["line"] = number
            entries.append(entry)
    away = sum(1 for entry in entries if "away" in entry)
    # The version today's dogs writes, first, and the one an earlier dogs wrote for such a file, which
    # a later append leaves as it is: removed lines under 2 (c651e53 to ddb9d7e), a title under 3
    # (58992fd to db5472b).
    versions = [5] if away else [4, 3] if "title" in fields else [3, 2] if removed else [2]
    if fields.get("version") not in versions:
        problems.append("manifest.jsonl line 1: version %s, but the file holds %d pictures away, %d removed lines and %s title "
                        "(5 with a picture away, else 4 with a title, else 3 with removed lines, else 2)"
                        % (fields.get("version"), away, len(removed), "a" if "title" in fields else "no"))
    for entry in entries:
        if entry.get("source") in removed:
            problems.append("manifest.jsonl line %d: %s was removed, yet is listed" % (entry["line"], entry["source"]))
    return Manifest(page_size, generation, entries, tail), None


def check_keys(line, members, order, required, problems):
    names = [name for name, _ in members]
    unknown = [name for name in names if name not in order]
    if unknown:
        problems.append("manifest.jsonl line %d: %s %s not a field dogs writes" % (line, ", ".join(unknown),
                                                                   "is" if len(unknown) == 1 else "are"))
    missing = [name for name in required if name not in names]
    if missing:
        problems.append("manifest.jsonl line %d: missing %s" % (line, ", ".join(missing)))
    known = [name for name in names if name in order]
    if known != sorted(known, key=order.index):
        problems.append("manifest.jsonl line %d: keys not in the order dogs writes them (%s)" % (line, ", ".join(known)))


def check_compact(line, raw, members, problems):
    try:
        same = flat_json(members).encode("utf-8") == raw
    except UnicodeEncodeError:
        same = False
    if not same:
        problems.append("manifest.jsonl line %d: not written as dogs writes it (compact, escaping only what JSON requires)" % line)
