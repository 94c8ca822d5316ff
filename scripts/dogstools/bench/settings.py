"""What the bench holds dogs to (its targets) and the sizes and limits of its runs."""

# Targets.
TARGET_CPU_RATIO = 1.5       # dogs' CPU time (user + system) <= 1.5 x the same job by hand's
TARGET_JOB_RATIO = 1.00      # dogs <= 1.00 x the same job by hand (JOB_SCRIPT), idle disk and busy
TARGET_THREADS = 5           # threads of a 200-picture fetch at any moment: 4, and the Lifeline that keeps the deadline and the exit
TARGET_TLS_CONNECTIONS = 1   # TLS connections per host over HTTP/2
TARGET_RSS_MB = 64.0         # peak RSS of a fetch, at any count: the README's bound for every command
TARGET_RSS_SPREAD = 0.10     # big run within 10% of the small one
TARGET_VERSION_MS = 50.0     # dogs --version
# Scale targets, at the biggest gallery (TARGET_SCALE pictures) unless said otherwise.
TARGET_SCALE = 100000
TARGET_INDEX_S = {100000: 2.0, 10000: 0.3}    # dogs index (a rebuild) at that many pictures
TARGET_VERIFY_S = {10000: 2.0}      # dogs verify (every picture read and hashed) at that many pictures
TARGET_FETCH3_S = 1.0        # dogs fetch --count 3 into TARGET_SCALE, wall time
TARGET_FETCH3_RSS_MB = 64.0  # ... its peak RSS (MiB)
TARGET_FETCH3_WRITTEN = 2_000_000   # ... bytes it writes besides the 3 pictures
TARGET_FRONT_BYTES = 300_000        # index.html of TARGET_SCALE pictures
TARGET_BROWSER_S = 3.0       # headless Chromium screenshot of that index.html
SCALE_SIZES = [10, 1000, 10000, 100000]
SCALE_SIZES_QUICK = [10, 1000, 10000]
BROWSER_REFERENCE = 8        # pictures of the small gallery the browser time is shown next to
BROWSER_RUNS = 3
BROWSER_TIMEOUT = 60
BROWSER_WINDOW = (1280, 900)

SECTIONS = ("throughput", "tls", "memory", "scale", "concurrency", "ceiling", "startup", "promises")
# The promises part (see promises.py): fetches of few and many small pictures, of a few large
# ones, and the gallery a fetch of 3 goes into.
PROMISE_SMALL = (100, 2000)
PROMISE_LARGE = (100, 2_000_000)
PROMISE_GALLERY = 25000
