"""Galleries of many pictures for the scale part: made, their rendered files saved and put back,
what a fetch writes."""

import os
import shutil

from ..gallery_check.names import INDEXES
from . import dogs_binary
from .clients import files_in
from .fixture import Server
from .janitor import BenchError
from .rss import measured_rss


def rendered_files(gallery):
    """{path relative to the gallery: (inode, size, mtime)} of the files rendered from the
    manifest: index.html, index.md, feed.xml and everything in pages/."""
    found = {}
    names = list(INDEXES) + ["pages/" + name for name in files_in(os.path.join(gallery, "pages"))]
    for name in names:
        try:
            status = os.lstat(os.path.join(gallery, name))
        except OSError:
            continue
        found[name] = (status.st_ino, status.st_size, status.st_mtime_ns)
    return found


def save_rendered(gallery, store):
    """Copies the rendered files (bytes, mode and times) into `store`, outside the gallery;
    returns rendered_files()."""
    saved = rendered_files(gallery)
    os.makedirs(os.path.join(store, "pages"), exist_ok=True)
    for name in saved:
        shutil.copy2(os.path.join(gallery, name), os.path.join(store, name))
    return saved


def restore_rendered(gallery, store, saved):
    """Puts the rendered files back as save_rendered() found them: removes the ones a run added,
    copies back (bytes, mode and times) the ones it changed or removed. Returns the new
    rendered_files()."""
    now = rendered_files(gallery)
    for name, signature in now.items():
        if name not in saved:
            os.remove(os.path.join(gallery, name))
    for name, signature in saved.items():
        if now.get(name) != signature:
            temporary = os.path.join(gallery, os.path.dirname(name), ".bench-restore")
            shutil.copy2(os.path.join(store, name), temporary)
            os.replace(temporary, os.path.join(gallery, name))
    return rendered_files(gallery)


def file_signatures(root):
    """{path relative to root ("pages/1.html"): (inode, size, mtime_ns)} of every file under
    root at any depth; symbolic links as themselves, not followed."""
    found = {}
    folders = [""]
    while folders:
        relative = folders.pop()
        with os.scandir(os.path.join(root, relative) if relative else root) as entries:
            for entry in entries:
                name = relative + entry.name
                if entry.is_dir(follow_symlinks=False):
                    folders.append(name + "/")
                else:
                    status = entry.stat(follow_symlinks=False)
                    found[name] = (status.st_ino, status.st_size, status.st_mtime_ns)
    return found


def new_pictures(before, after):
    return sorted(n for n in after if n.startswith("images/") and n not in before)


def written_besides(before, after, pictures):
    """{path: bytes} a run wrote, told from file_signatures() before and after it: a file that is
    new, or whose inode or mtime changed, counts its whole size; manifest.jsonl appended in place
    (its inode unchanged) counts only its growth; `pictures` are left out."""
    skip = set(pictures)
    written = {}
    for name, (inode, size, mtime) in after.items():
        old = before.get(name)
        if name in skip:
            continue
        if name == "manifest.jsonl" and old is not None and old[0] == inode:
            if size != old[1] or mtime != old[2]:
                written[name] = max(0, size - old[1])
        elif old is None or old[0] != inode or old[2] != mtime:
            written[name] = size
    return written


class SavedGallery:
    """A rendered gallery as `dogs index` left it, to put back after each fetch into it: the
    names of its files, its manifest (bytes and times) and its rendered files (copies in `store`,
    outside the gallery)."""

    def __init__(self, gallery, store):
        self.gallery = gallery
        self.manifest = os.path.join(gallery, "manifest.jsonl")
        with open(self.manifest, "rb") as f:
            self.manifest_bytes = f.read()
        self.manifest_status = os.stat(self.manifest)
        self.store = store
        self.rendered = save_rendered(gallery, store)
        self.names = set(file_signatures(gallery))
        os.sync()

    def restore(self):
        """Removes every file a run added (its pictures, new pages, anything else), writes the
        manifest's bytes back in place with its old times (pages older than the manifest look
        stale to dogs) and copies back the rendered files it changed or removed."""
        for name in set(file_signatures(self.gallery)) - self.names:
            os.remove(os.path.join(self.gallery, name))
        with open(self.manifest, "wb") as f:
            f.write(self.manifest_bytes)
        os.utime(self.manifest, ns=(self.manifest_status.st_atime_ns, self.manifest_status.st_mtime_ns))
        self.rendered = restore_rendered(self.gallery, self.store, self.rendered)
        now = file_signatures(self.gallery)
        manifest = now.get("manifest.jsonl")
        if set(now) != self.names or manifest is None or manifest[1:] != (
                len(self.manifest_bytes), self.manifest_status.st_mtime_ns):
            raise BenchError("could not put %s back as it was" % self.gallery)
        # As a gallery stands between two cron runs: what the bench wrote back is on disk, not
        # left for the next run's fsync of the manifest to wait for.
        os.sync()


def fetch3_runs(args, work, gallery=None):
    """args.runs x `dogs fetch --count 3` (default concurrency, fixture server without delay, a
    fresh server each run so every run gets the same 3 pictures) into `gallery`, put back after
    each run (SavedGallery), or into a fresh empty folder each run when None. Returns a list of
    {"seconds", "rss_kib", "written_bytes", "written"} per run; wall time and RSS of one run."""
    saved = SavedGallery(gallery, os.path.join(work, "rendered")) if gallery else None
    samples = []
    try:
        for i in range(args.runs):
            out = gallery or os.path.join(work, "empty-%d" % i)
            before = file_signatures(out) if gallery else {}
            with Server(0, 0) as server:
                command = [dogs_binary.DOGS, "fetch", "--count", "3", "--out", out, "--api-base", server.api, "--quiet"]
                result, rss = measured_rss(command, 120, "dogs fetch --count 3", os.path.join(work, "rss.txt"))
            after = file_signatures(out)
            pictures = new_pictures(before, after)
            if len(pictures) != 3:
                raise BenchError("dogs fetch --count 3 saved %d pictures into %s" % (len(pictures), out))
            written = written_besides(before, after, pictures)
            samples.append({"seconds": result.seconds, "rss_kib": rss,
                            "written_bytes": sum(written.values()), "written": written,
                            "removed": sorted(set(before) - set(after))})
            if saved:
                saved.restore()
            else:
                shutil.rmtree(out, ignore_errors=True)
    finally:
        if saved:
            shutil.rmtree(saved.store, ignore_errors=True)
    return samples


def front_sizes(gallery):
    return {name: os.path.getsize(os.path.join(gallery, name)) for name in ("index.html", "index.md")}
