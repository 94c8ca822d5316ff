"""Where Chromium is: $CHROMIUM, else chromium or chromium-browser on PATH (for browser-check and
the bench's screenshot timing)."""

import os
import shutil


def find_chromium(honour_env=True):
    """The Chromium binary: the one $CHROMIUM names (unless not honour_env), else chromium or
    chromium-browser on PATH; None when there is none."""
    named = os.environ.get("CHROMIUM") if honour_env else None
    if named:
        return shutil.which(named) or (named if os.access(named, os.X_OK) else None)
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None
