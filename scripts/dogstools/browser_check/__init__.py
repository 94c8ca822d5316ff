"""scripts/browser-check: a gallery's pages in headless Chromium, spoken to over the DevTools
Protocol."""
