"""The names dogs owns in a gallery folder."""

MANIFEST = "manifest.jsonl"
LEGACY_MANIFEST = "manifest.json"
PAGES = "pages"
INDEXES = ("index.html", "index.md", "feed.xml")
TEMPORARY_PREFIX = ".dogs-tmp-"
JOURNAL = ".dogs-journal"
RUNS = ".dogs-runs"
# Where dogs writes temporary files, relative to DIR ("" is DIR itself).
TEMPORARY_FOLDERS = ("", "images", PAGES)
# dogs' names in DIR; none may be a symbolic link.
OWN_NAMES = ("images", PAGES, MANIFEST, LEGACY_MANIFEST, ".dogs.lock", JOURNAL, RUNS) + INDEXES
# The files whose permission bits --mode checks, besides the pictures and the pages.
MODE_CHECKED = (MANIFEST,) + INDEXES
