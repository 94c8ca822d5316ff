"""One page checked at one width: its pictures loaded, no horizontal overflow, and its screenshots."""

import base64
import os
import time

from .png import png_size
from .verdicts import Failure, Timeout, say


IMAGE_WAIT = 10.0
WIDTHS = {"phone": (375, 812), "desktop": (1280, 900)}
OVERFLOW_WIDTH = 375

# Scrolls down a viewport at a time so every lazy picture gets near the
# viewport, then to the very bottom. CDP evaluation is not subject to the CSP.
SCROLL_SWEEP = """(async () => {
  const pause = () => new Promise(resolve => setTimeout(resolve, 60));
  for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, innerHeight / 2)) {
    window.scrollTo(0, y);
    await pause();
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await pause();
  return true;
})()"""
# The cards' pictures: each picture's view (hidden until opened) holds another, loaded only then.
CARDS = "(document.querySelectorAll('main figure img').length ? Array.from(document.querySelectorAll('main figure img')) : Array.from(document.images))"
IMAGES_SETTLED = CARDS + ".every(img => img.complete)"
INSPECT = """(() => {
  const describe = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  const images = """ + CARDS + """;
  const broken = images.filter(img => !(img.complete && img.naturalWidth > 0))
    .map(img => img.getAttribute('src'));
  const root = document.documentElement;
  // In mobile emulation an overflowing page widens the layout viewport, and
  // window.innerWidth with it; clientWidth stays at the device width.
  const width = Math.min(window.innerWidth, root.clientWidth);
  const wide = [];
  if (root.scrollWidth > width) {
    // Elements reaching past the viewport, their own box or (overflow
    // visible) their content; only the innermost ones are named.
    const reaching = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      const spills = getComputedStyle(el).overflowX === 'visible' ? el.scrollWidth - el.clientWidth : 0;
      const right = box.right + Math.max(0, spills);
      if (right > width + 0.5) reaching.push([el, right]);
    }
    for (const [el, right] of reaching) {
      if (!reaching.some(([other]) => other !== el && el.contains(other)))
        wide.push(describe(el) + ' reaches ' + Math.round(right) + ' px');
      if (wide.length >= 3) break;
    }
  }
  return {total: images.length, broken: broken, scrollWidth: root.scrollWidth,
          viewportWidth: width, wide: wide};
})()"""


def set_viewport(cdp, width, height):
    cdp.call("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600,
    })


def set_color_scheme(cdp, scheme):
    cdp.call("Emulation.setEmulatedMedia", {
        "media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}],
    })


def navigate(cdp, url):
    """Opens `url` and waits for its load event."""
    cdp.events.clear()
    result = cdp.call("Page.navigate", {"url": url})
    if result.get("errorText"):
        raise Failure(f"cannot open {url}: {result['errorText']}")
    cdp.wait_event("Page.loadEventFired", 20.0)


def load(cdp, url):
    """Navigates, waits for the load event, scrolls through and waits for the pictures."""
    navigate(cdp, url)
    cdp.evaluate(SCROLL_SWEEP, timeout=30.0, await_promise=True)
    deadline = time.monotonic() + IMAGE_WAIT
    while not cdp.evaluate(IMAGES_SETTLED) and time.monotonic() < deadline:
        time.sleep(0.1)
        cdp.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")


def inspect(cdp, label, width, expected):
    """One check line for the loaded page; returns whether it passed."""
    state = cdp.evaluate(INSPECT)
    total, broken = state["total"], state["broken"]
    problems, notes = [], []
    loaded = total - len(broken)
    if broken:
        shown = ", ".join(broken[:3]) + (" ..." if len(broken) > 3 else "")
        problems.append(f"{loaded}/{total} pictures loaded (not loaded: {shown})")
    elif total == 0 and expected:
        problems.append("no <img> on the page")
    else:
        notes.append(f"{loaded}/{total} pictures loaded")
    if expected is not None and total != expected:
        problems.append(f"{total} <img> but the manifest puts {expected} pictures on this page")
    overflow = state["scrollWidth"] > state["viewportWidth"]
    if width <= OVERFLOW_WIDTH or overflow:
        if overflow:
            where = "; ".join(state["wide"]) or "no single element found"
            problems.append(f"horizontal overflow: scrollWidth {state['scrollWidth']} > "
                            f"viewport width {state['viewportWidth']} ({where})")
        else:
            notes.append("no horizontal overflow")
    if problems:
        say(f"FAIL {label} {width}px: " + "; ".join(problems + notes))
        return False
    say(f"ok   {label} {width}px: " + ", ".join(notes))
    return True


def screenshot(cdp, path):
    """A full-page PNG of the current page at the current viewport width."""
    cdp.evaluate("window.scrollTo(0, 0)")
    metrics = cdp.call("Page.getLayoutMetrics")
    content = metrics.get("cssContentSize") or metrics["contentSize"]
    viewport = metrics.get("cssLayoutViewport") or metrics["layoutViewport"]
    clip = {"x": 0, "y": 0, "width": viewport["clientWidth"],
            "height": min(max(content["height"], viewport["clientHeight"]), 16000), "scale": 1}
    result = cdp.call("Page.captureScreenshot", {
        "format": "png", "clip": clip, "captureBeyondViewport": True,
    }, timeout=60.0)
    data = base64.b64decode(result["data"])
    size = png_size(data)
    with open(path, "wb") as f:
        f.write(data)
    return size


def screenshots(cdp, shots, stem):
    """Light and dark full-page screenshots of the loaded page; one result per screenshot."""
    results = []
    for scheme, suffix in (("light", ""), ("dark", "-dark")):
        path = os.path.join(shots, f"{stem}{suffix}.png")
        try:
            set_color_scheme(cdp, scheme)
            size = screenshot(cdp, path)
            if not size:
                raise Failure("Chromium returned no PNG")
            say(f"ok   screenshot {path} ({size[0]}x{size[1]})")
            results.append(True)
        except (Failure, Timeout) as error:
            say(f"FAIL screenshot {path}: {error}")
            results.append(False)
    set_color_scheme(cdp, "light")
    return results
