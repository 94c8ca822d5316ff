"""Above the fold: the front page's first row of pictures shows, painted, without scrolling."""

import base64
import time

from .pages import IMAGE_WAIT, navigate, set_viewport
from .png import changed_share
from .verdicts import say


# Viewports at which index.html's first row of pictures must show without scrolling.
ABOVE_THE_FOLD = ((1280, 900), (375, 800))
# Hiding a first-row picture must change at least this share of its box's pixels...
PAINTED_SHARE = 0.25
# ... compared in a screenshot of the box scaled down to at most this width.
SAMPLE_WIDTH = 96

# The pictures of the first row: the <img> in <main> (else in the page) whose top is level with
# the first one's, where they are in the viewport and whether they are loaded and on top.
FIRST_ROW = """(() => {
  const inMain = Array.from(document.querySelectorAll('main figure img'));
  const images = inMain.length ? inMain : Array.from(document.images);
  const root = document.documentElement;
  const view = {width: Math.min(window.innerWidth, root.clientWidth),
                height: Math.min(window.innerHeight, root.clientHeight)};
  if (!images.length) return {count: 0, scrollY: window.scrollY, view: view, row: []};
  const top = images[0].getBoundingClientRect().top;
  const row = [];
  images.forEach((img, index) => {
    const r = img.getBoundingClientRect();
    if (Math.abs(r.top - top) >= 1) return;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    row.push({index: index, src: img.getAttribute('src'), left: r.left, top: r.top, right: r.right,
              bottom: r.bottom, loaded: img.complete && img.naturalWidth > 0,
              onTop: !!hit && (hit === img || img.contains(hit))});
  });
  return {count: images.length, scrollY: window.scrollY, view: view, row: row};
})()"""
# Hides or shows again (VISIBILITY % (index, value)) one picture of the list FIRST_ROW looks at.
VISIBILITY = """(() => {
  const inMain = Array.from(document.querySelectorAll('main figure img'));
  const images = inMain.length ? inMain : Array.from(document.images);
  images[%d].style.visibility = '%s';
  return true;
})()"""


def capture_box(cdp, box):
    scale = min(1.0, SAMPLE_WIDTH / max(1.0, box["right"] - box["left"]))
    clip = {"x": box["left"], "y": box["top"], "width": box["right"] - box["left"],
            "height": box["bottom"] - box["top"], "scale": scale}
    result = cdp.call("Page.captureScreenshot", {"format": "png", "clip": clip}, timeout=30.0)
    return base64.b64decode(result["data"])


def check_first_row(cdp, url, width, height):
    """One check line: at width x height, never scrolled, the first row of pictures shows."""
    label = f"above the fold index.html {width}x{height}"
    set_viewport(cdp, width, height)
    navigate(cdp, url)
    # Lazy pictures in the viewport load without scrolling; give them the time they need.
    deadline = time.monotonic() + IMAGE_WAIT
    state = cdp.evaluate(FIRST_ROW)
    while state["row"] and not all(image["loaded"] for image in state["row"]) and time.monotonic() < deadline:
        time.sleep(0.1)
        state = cdp.evaluate(FIRST_ROW)
    if not state["row"]:
        say(f"FAIL {label}: no <img> on the page")
        return False
    if state["scrollY"]:
        say(f"FAIL {label}: the page opened scrolled to {state['scrollY']} px")
        return False
    view, problems = state["view"], []
    for image in state["row"]:
        name = image["src"]
        if image["top"] < 0 or image["left"] < 0 or image["bottom"] > view["height"] + 0.5 \
                or image["right"] > view["width"] + 0.5:
            problems.append(f"{name} is not wholly in the {view['width']}x{view['height']} viewport "
                            f"(top {image['top']:.0f}, bottom {image['bottom']:.0f} px)")
        elif image["bottom"] - image["top"] < 1 or image["right"] - image["left"] < 1:
            problems.append(f"{name} has no size")
        elif not image["loaded"]:
            problems.append(f"{name} has not loaded")
        elif not image["onTop"]:
            problems.append(f"{name} is covered by another element")
        else:
            shown = capture_box(cdp, image)
            cdp.evaluate(VISIBILITY % (image["index"], "hidden"))
            try:
                hidden = capture_box(cdp, image)
            finally:
                cdp.evaluate(VISIBILITY % (image["index"], ""))
            share = changed_share(shown, hidden)
            if share < PAINTED_SHARE:
                problems.append(f"{name} is not painted: hiding it changes {share:.0%} of its box")
    row = len(state["row"])
    if problems:
        say(f"FAIL {label}: " + "; ".join(problems))
        return False
    bottom = max(image["bottom"] for image in state["row"])
    say(f"ok   {label}: first row of {row} picture{'s' if row != 1 else ''} shows without scrolling "
        f"(down to {bottom:.0f} px of {view['height']})")
    return True
