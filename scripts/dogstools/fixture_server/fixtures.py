"""Everything read from the fixtures folder (the API's answers and the pictures), and the
round-robin state."""

import json
import os
import threading


PICTURE_TYPES = {
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".png": "image/png",
    ".gif": "image/gif",
    ".webp": "image/webp",
}


class Fixtures:
    """Everything read from the fixtures folder, plus the round-robin state."""

    def __init__(self, root):
        self.root = os.path.realpath(root)
        self.api_dir = os.path.join(self.root, "api")
        self.pictures_dir = os.path.join(self.root, "images", "breeds")
        self.breeds = json.loads(self.api_body("breeds-list-all.json"))["message"]
        self.pictures = self._list_pictures()
        self._counters = {}
        self._lock = threading.Lock()

    def _list_pictures(self):
        # "folder/file" for every picture, sorted, so the order (and with it
        # every answer) is the same on every machine.
        found = []
        for folder in sorted(os.listdir(self.pictures_dir)):
            folder_path = os.path.join(self.pictures_dir, folder)
            if not os.path.isdir(folder_path):
                continue
            for name in os.listdir(folder_path):
                ext = os.path.splitext(name)[1].lower()
                if ext in PICTURE_TYPES and os.path.isfile(os.path.join(folder_path, name)):
                    found.append(folder + "/" + name)
        return sorted(found)

    def api_body(self, name):
        with open(os.path.join(self.api_dir, name), "rb") as f:
            return f.read()

    def take(self, key, pool, count):
        """Next `count` items of `pool`, round-robin, one cursor per `key`."""
        if not pool:
            return []
        with self._lock:
            start = self._counters.get(key, 0)
            self._counters[key] = start + count
        return [pool[(start + i) % len(pool)] for i in range(count)]
