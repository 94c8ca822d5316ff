"""One picture line's fields (point 2) and its file (point 3), and the breed key its pages are
named by."""

import os
import re
import stat
import unicodedata

from .files import sha256
from .values import MAX_NAME_LENGTH, is_clean_name, is_count, is_timestamp, is_web_link


PIXEL_RANGE = range(1, 65536)

FILE_PATTERN = re.compile(r"images/[a-z0-9][a-z0-9_-]{0,95}\.(jpg|png|gif|webp)")
SHA256_PATTERN = re.compile(r"[0-9a-f]{64}")

MAX_KEY_LENGTH = 96


def check_entry(root, entry, problems):
    """Checks one picture line (missing, unknown and misordered keys are reported already); returns
    its file, or None if it is unusable."""
    line = entry["line"]
    for field in ("number", "breedNumber"):
        if field in entry and not (is_count(entry[field]) and entry[field] >= 1):
            problems.append("manifest.jsonl line %d: %s %r is not a whole number, 1 or more" % (line, field, entry[field]))
    source = entry.get("source")
    if "source" in entry and not is_web_link(source):
        problems.append("manifest.jsonl line %d: source %r is not an http(s) link with a host" % (line, source))
    recorded = entry.get("sha256")
    if "sha256" in entry and not (isinstance(recorded, str) and SHA256_PATTERN.fullmatch(recorded)):
        problems.append("manifest.jsonl line %d: sha256 %r is not 64 lower-case hexadecimal digits" % (line, recorded))
    if "bytes" in entry and not is_count(entry["bytes"]):
        problems.append("manifest.jsonl line %d: bytes %r is not a whole number, 0 or more" % (line, entry["bytes"]))
    if "added" in entry and not is_timestamp(entry["added"]):
        problems.append("manifest.jsonl line %d: added %r is not a UTC time like 2026-11-18T11:08:00Z" % (line, entry["added"]))
    if "away" in entry and not is_timestamp(entry["away"]):
        problems.append("manifest.jsonl line %d: away %r is not a UTC time like 2026-11-18T11:08:00Z" % (line, entry["away"]))
    if ("width" in entry) != ("height" in entry):
        problems.append("manifest.jsonl line %d: %s without %s" % ((line,) + (("width", "height") if "width" in entry else ("height", "width"))))
    for field in ("width", "height"):
        if field in entry and not (is_count(entry[field]) and entry[field] in PIXEL_RANGE):
            problems.append("manifest.jsonl line %d: %s %r is not from 1 to 65535" % (line, field, entry[field]))
    for field in ("breed", "subBreed"):
        if field in entry and not is_clean_name(entry[field]):
            problems.append("manifest.jsonl line %d: %s %r is not 1 to %d characters without control, format or non-characters"
                            % (line, field, entry[field], MAX_NAME_LENGTH))
    file = entry.get("file")
    if not isinstance(file, str) or not FILE_PATTERN.fullmatch(file):
        problems.append("manifest.jsonl line %d: file %r is not images/<a picture name dogs gives>" % (line, file))
        return None
    path = os.path.join(root, file)
    try:
        status = os.lstat(path)
    except OSError:
        # A picture away from images/ is off the pages until its file is back.
        if "away" not in entry:
            problems.append("manifest.jsonl line %d: %s does not exist" % (line, file))
        return file
    if stat.S_ISLNK(status.st_mode):
        problems.append("manifest.jsonl line %d: %s is a symbolic link" % (line, file))
        return file
    if not stat.S_ISREG(status.st_mode):
        problems.append("manifest.jsonl line %d: %s is not a regular file" % (line, file))
        return file
    # A malformed bytes or sha256 is reported above; compare only sound ones.
    if is_count(entry.get("bytes")) and status.st_size != entry["bytes"]:
        problems.append("manifest.jsonl line %d: %s has %d bytes, the manifest says %d" % (line, file, status.st_size, entry["bytes"]))
    digest = sha256(path)
    if isinstance(recorded, str) and SHA256_PATTERN.fullmatch(recorded) and digest != recorded:
        problems.append("manifest.jsonl line %d: %s has SHA-256 %s, the manifest says %s" % (line, file, digest, recorded))
    return file


def display_name(breed, sub_breed):
    """"Setter English" for setter/english, "Komondor", "Unknown" (DogUI.displayName)."""
    if not isinstance(breed, str):
        return "Unknown"
    return " ".join(capitalized(part) for part in [breed] + ([sub_breed] if isinstance(sub_breed, str) else []))


def capitalized(text):
    """The first character (with the marks that combine with it, as Swift's Character holds them)
    upper-cased, the rest as it is."""
    end = 1
    while end < len(text) and (unicodedata.category(text[end]) in ("Mn", "Mc", "Me") or text[end] == "\u200d"):
        end += 1
    return text[:end].upper() + text[end:]


def breed_key(entry):
    """The breed's key in page names: "setter-english" (PictureNaming.sanitized of the display
    name, or "unnamed")."""
    key = ""
    for c in display_name(entry.get("breed"), entry.get("subBreed")).lower():
        if "a" <= c <= "z" or "0" <= c <= "9" or c == "_":
            key += c
        elif not key.endswith("-"):
            key += "-"
    key = key.strip("-_")[:MAX_KEY_LENGTH]
    return key or "unnamed"
