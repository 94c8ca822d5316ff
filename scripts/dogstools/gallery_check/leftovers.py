"""What a killed run leaves (point 5): temporary files, the journal and the pictures it lists."""

import json
import os
import stat

from .files import listdir, sha256
from .names import JOURNAL, TEMPORARY_FOLDERS, TEMPORARY_PREFIX
from .pictures import FILE_PATTERN
from .values import is_count


def temporary_paths(root):
    """The ".dogs-tmp-*" files in DIR, DIR/images and DIR/pages."""
    paths = []
    for folder in TEMPORARY_FOLDERS:
        full = os.path.join(root, folder)
        if folder and os.path.islink(full):
            continue
        for name in sorted(listdir(full)):
            if name.startswith(TEMPORARY_PREFIX):
                paths.append(os.path.join(root, folder, name))
    return paths


def temporary_problem(path):
    return "temporary file left: %s" % path


def journal_problem(path):
    return "journal of an unfinished commit left: %s" % path


def unrecorded_problem(file):
    return "picture an unfinished commit left (listed in %s, not in the manifest): %s" % (JOURNAL, file)


def read_journal(root):
    """The entries of DIR/.dogs-journal ({"run", "folder", "entries": [{"file", "bytes", "sha256"}]}),
    or [] when there is none, it is not one dogs wrote, or it is not that of an unfinished run on
    this very gallery: its run is not the mark in .dogs.lock, or its folder ("device:inode") is
    another (then dogs deletes nothing on its word)."""
    try:
        with open(os.path.join(root, JOURNAL), encoding="utf-8") as f:
            journal = json.load(f)
        with open(os.path.join(root, ".dogs.lock"), encoding="utf-8", errors="replace") as f:
            mark = f.read(64)
        folder = os.stat(root)
    except (OSError, ValueError):
        return []
    if not (isinstance(journal, dict) and mark and journal.get("run") == mark
            and journal.get("folder") == "%d:%d" % (folder.st_dev, folder.st_ino)):
        return []
    entries = journal.get("entries")
    if not isinstance(entries, list):
        return []
    for entry in entries:
        if not (isinstance(entry, dict) and isinstance(entry.get("file"), str) and FILE_PATTERN.fullmatch(entry["file"])
                and is_count(entry.get("bytes")) and isinstance(entry.get("sha256"), str) and len(entry["sha256"]) == 64):
            return []
    return entries


def is_unrecorded(root, entry):
    """Whether a journal entry's file is still the regular file it records, byte for byte."""
    if entry is None:
        return False
    path = os.path.join(root, entry["file"])
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode) or os.path.getsize(path) != entry["bytes"]:
            return False
        return sha256(path) == entry["sha256"]
    except OSError:
        return False


def left_behind(gallery):
    """What an unfinished run left for the next to sweep, as {the problem check-gallery reports
    for it: (inode, size, modification time)}: temporary files, the journal, and the pictures
    the journal lists."""
    found = {}

    def add(problem, path):
        try:
            status = os.lstat(path)
        except OSError:
            return
        found[problem] = (status.st_ino, status.st_size, status.st_mtime_ns)

    # In the gallery, images/ and pages/, as check-gallery looks for them.
    for path in temporary_paths(gallery):
        add(temporary_problem(path), path)
    journal = os.path.join(gallery, JOURNAL)
    add(journal_problem(journal), journal)
    for entry in read_journal(gallery):
        add(unrecorded_problem(entry["file"]), os.path.join(gallery, entry["file"]))
    return found
