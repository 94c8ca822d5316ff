"""The things dogs did not make, placed in the gallery, and whether a run touched them."""

import os
import stat


# Things dogs did not make, placed in the gallery once it has a manifest: path → (bytes, mode).
FOREIGN_FILES = {
    "images/logo.png": (b"\x89PNG\r\n\x1a\nnot dogs' logo\n", 0o600),
    "images/photos/holiday.jpg": (b"\xff\xd8\xff\xe0 a holiday photo, not dogs'\n", 0o640),
    "notes.txt": (b"notes of the gallery's owner\n", 0o664),
}
# What check-gallery is told is foreign (the folder stands for what it holds).
FOREIGN_PATHS = ("images/logo.png", "images/photos", "notes.txt")


def place_foreign_files(gallery):
    """Creates FOREIGN_FILES (and the folder images/photos); returns what they must stay, as
    foreign_state gives it."""
    for path, (data, mode) in FOREIGN_FILES.items():
        full = os.path.join(gallery, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)
        os.chmod(full, mode)
    os.chmod(os.path.join(gallery, "images", "photos"), 0o750)
    return foreign_state(gallery)


def foreign_state(gallery):
    """{path: (st_mode, bytes, or the sorted names in a folder), or None when it is gone}."""
    state = {}
    for path in list(FOREIGN_FILES) + ["images/photos"]:
        full = os.path.join(gallery, path)
        try:
            mode = os.lstat(full).st_mode
            if stat.S_ISDIR(mode):
                contents = sorted(os.listdir(full))
            else:
                with open(full, "rb") as f:
                    contents = f.read()
        except OSError:
            state[path] = None
            continue
        state[path] = (mode, contents)
    return state


def foreign_changes(expected, gallery):
    """One problem per foreign file or folder that is not as it was placed."""
    problems = []
    for path, now in foreign_state(gallery).items():
        was = expected[path]
        if now is None:
            problems.append("foreign %s is gone" % path)
            continue
        if stat.S_IFMT(now[0]) != stat.S_IFMT(was[0]):
            problems.append("foreign %s is no longer a %s" % (path, "folder" if stat.S_ISDIR(was[0]) else "regular file"))
            continue
        if stat.S_IMODE(now[0]) != stat.S_IMODE(was[0]):
            problems.append("foreign %s: mode changed from %03o to %03o"
                            % (path, stat.S_IMODE(was[0]), stat.S_IMODE(now[0])))
        if now[1] != was[1]:
            if stat.S_ISDIR(was[0]):
                problems.append("foreign folder %s: now holds %s, not only %s"
                                % (path, ", ".join(now[1]) or "nothing", ", ".join(was[1])))
            else:
                problems.append("foreign file %s: its bytes changed" % path)
    return problems
