"""Reading the gallery's files: text, hashes, listings, permission bits (point 8)."""

import hashlib
import os
import stat

from .names import MODE_CHECKED


def read_text(root, name, problems, missing_ok=False):
    """The file's text, or None (with a problem, when problems is a list) when it cannot be read."""
    try:
        with open(os.path.join(root, name), encoding="utf-8") as f:
            return f.read()
    except FileNotFoundError:
        if problems is not None and not missing_ok:
            problems.append("%s is missing" % name)
    except (OSError, UnicodeDecodeError) as error:
        if problems is not None:
            problems.append("%s: cannot read (%s)" % (name, error))
    return None


def check_modes(root, files, mode, problems):
    """With a mode: the listed pictures and the rendered files there must have exactly its bits."""
    if mode is None:
        return
    for name in list(files) + [n for n in MODE_CHECKED if os.path.lexists(os.path.join(root, n))]:
        try:
            status = os.lstat(os.path.join(root, name))
        except OSError:
            continue    # a missing picture is reported already
        if stat.S_ISLNK(status.st_mode):
            continue    # so is a symbolic link
        if stat.S_IMODE(status.st_mode) != mode:
            problems.append("%s has mode %03o, expected %03o" % (name, stat.S_IMODE(status.st_mode), mode))


def is_foreign(path, foreign):
    """Whether a path relative to DIR was named with --foreign, itself or something inside it."""
    return path in foreign or any(other.startswith(path + "/") for other in foreign)


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def listdir(folder):
    try:
        return os.listdir(folder)
    except OSError:
        return []
