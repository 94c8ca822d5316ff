"""The headless Chromium screenshot of a gallery's front page, timed."""

import os
import shutil
import tempfile
import urllib.request

from ..chromium import find_chromium
from .janitor import BenchError
from .processes import kill_group, run
from .report import median
from .settings import BROWSER_RUNS, BROWSER_TIMEOUT, BROWSER_WINDOW


def chromium_binary():
    """$CHROMIUM, else chromium or chromium-browser on PATH (also when $CHROMIUM names nothing);
    None when there is none."""
    return find_chromium() or find_chromium(honour_env=False)


def screenshot_seconds(browser, page, work):
    """(seconds, None) of one headless Chromium screenshot of the file `page` at BROWSER_WINDOW
    with a fresh profile, or (None, why) when it failed or passed BROWSER_TIMEOUT (run() then
    kills its process group). What Chromium leaves running in its group is killed after it."""
    profile = tempfile.mkdtemp(prefix="chromium-profile-", dir=work)
    shot = os.path.join(work, "screenshot.png")
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--window-size=%d,%d" % BROWSER_WINDOW, "--user-data-dir=" + profile,
               "--screenshot=" + shot, "file://" + urllib.request.pathname2url(os.path.abspath(page))]
    try:
        try:
            result = run(command, BROWSER_TIMEOUT)
        except BenchError:
            return None, "timed out (%d s)" % BROWSER_TIMEOUT
        kill_group(result.pid)
        if result.code != 0:
            return None, "failed (exit %d)" % result.code
        if not os.path.isfile(shot) or os.path.getsize(shot) == 0:
            return None, "failed (no screenshot)"
        return result.seconds, None
    finally:
        shutil.rmtree(profile, ignore_errors=True)
        if os.path.exists(shot):
            os.remove(shot)


def browser_figures(browser, gallery, work):
    """{"samples_s", "median_s", "error"} of BROWSER_RUNS screenshots of gallery/index.html."""
    if not browser:
        return {"samples_s": [], "median_s": None, "error": "no chromium"}
    samples = []
    for _ in range(BROWSER_RUNS):
        seconds, error = screenshot_seconds(browser, os.path.join(gallery, "index.html"), work)
        if error:
            return {"samples_s": samples, "median_s": None, "error": error}
        samples.append(seconds)
    return {"samples_s": samples, "median_s": median(samples), "error": None}
