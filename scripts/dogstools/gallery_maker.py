"""A gallery folder as dogs writes it, of any size, in seconds (scripts/make-gallery, and the
bench's scale part)."""

import datetime
import errno
import hashlib
import json
import os
import re
import time

from .gallery_check.pictures import breed_key
from .jpeg import jpeg_pixels, smallest_jpeg
from .repo import PICTURES_DIR


class GalleryError(Exception):
    pass


def smallest_fixture_jpeg():
    paths = [os.path.join(PICTURES_DIR, folder, name) for folder in sorted(os.listdir(PICTURES_DIR))
             if os.path.isdir(os.path.join(PICTURES_DIR, folder))
             for name in sorted(os.listdir(os.path.join(PICTURES_DIR, folder)))]
    found = smallest_jpeg(paths)
    if found is None:
        raise GalleryError("no JPEG in %s" % PICTURES_DIR)
    return found


def breed_folders():
    folders = sorted(n for n in os.listdir(PICTURES_DIR) if os.path.isdir(os.path.join(PICTURES_DIR, n)))
    return folders or ["akita"]


PAGE_SIZE = 100              # pictures a numbered page holds, dogs' default


def make_gallery(root, count, legacy=False, source_base=None):
    """A gallery folder as dogs writes it: manifest.jsonl (its header, `count` picture lines and
    one commit line), or with `legacy` dogs 0.1.0's manifest.json, each picture a hard link (or
    copy) of one small fixture JPEG in images/ with its true size and SHA-256. No pages: `dogs
    index` (or the first run) renders them. Each picture's source is on images.dog.ceo, or with
    `source_base` (scripts/fixture-server's address) a link it serves that JPEG at under
    --distinct, so that `dogs verify --repair` can download every picture again. Returns the
    manifest's path."""
    source_file, data = smallest_fixture_jpeg()
    seed_folder = os.path.basename(os.path.dirname(source_file))
    seed_stem, seed_extension = os.path.splitext(os.path.basename(source_file))
    digest = hashlib.sha256(data).hexdigest()
    pixels = jpeg_pixels(data)
    images = os.path.join(root, "images")
    os.makedirs(images)
    seeds = []

    def new_seed():
        # A file system caps the links to one file (65,000 on ext4): a fresh seed then.
        seeds.append(os.path.join(root, ".bench-seed-%d.jpg" % len(seeds)))
        with open(seeds[-1], "wb") as f:
            f.write(data)

    new_seed()
    folders = breed_folders()
    # Per breed folder: its breed and sub-breed members, already as JSON, and its key.
    breeds = {}
    for folder in folders:
        breed, _, sub = folder.partition("-")
        members = '"breed":%s,' % json.dumps(breed, ensure_ascii=False)
        if sub:
            members += '"subBreed":%s,' % json.dumps(sub, ensure_ascii=False)
        breeds[folder] = (members, breed_key({"breed": breed, "subBreed": sub or None}))
    size = ',"width":%d,"height":%d' % pixels if pixels else ""
    start = datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc).timestamp()
    breed_numbers = {}
    lines = ['{"dogs":"gallery","version":2,"pageSize":%d}' % PAGE_SIZE]
    can_link = True
    for i in range(1, count + 1):
        folder = folders[i % len(folders)]
        name = "%s_bench-%05d-%d.jpg" % (folder, i, i)
        target = os.path.join(images, name)
        if can_link:
            try:
                os.link(seeds[-1], target)
            except OSError as error:
                if error.errno != errno.EMLINK:
                    can_link = False
                else:
                    new_seed()
                    os.link(seeds[-1], target)
        if not can_link:
            with open(target, "wb") as f:
                f.write(data)
        members, key = breeds[folder]
        breed_numbers[key] = breed_numbers.get(key, 0) + 1
        added = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start + 60 * i))
        # Keys in the order dogs writes them; every value is plain ASCII, so nothing to escape.
        source = ("%s/breeds/%s/%s~%d%s" % (source_base, seed_folder, seed_stem, i, seed_extension) if source_base
                  else "https://images.dog.ceo/breeds/%s/bench-%05d.jpg" % (folder, i))
        lines.append('{"number":%d,"breedNumber":%d,"source":"%s",%s'
                     '"file":"images/%s","bytes":%d,"sha256":"%s","added":"%s"%s}'
                     % (i, breed_numbers[key], source, members, name, len(data), digest, added, size))
    lines.append('{"commit":1}')
    for seed in seeds:
        os.remove(seed)
    if legacy:
        # The last manifest.json dogs wrote (a336ebf to d515c19): its version first, a picture a
        # line, each without numbers and with its members sorted, as JSONEncoder's .sortedKeys.
        entries = [re.sub(r'^\{"number":[0-9]+,"breedNumber":[0-9]+,', "{", line) for line in lines[1:-1]]
        entries = [re.sub(r',"width":([0-9]+),"height":([0-9]+)\}$', r',"pixels":{"height":\2,"width":\1}}', entry) for entry in entries]
        entries = [json.dumps(json.loads(entry), sort_keys=True, separators=(",", ":"), ensure_ascii=False) for entry in entries]
        manifest = os.path.join(root, "manifest.json")
        with open(manifest, "w", encoding="utf-8") as f:
            f.write('{"version":1,"pictures":[\n' + ",\n".join(entries) + "\n]}\n")
        return manifest
    manifest = os.path.join(root, "manifest.jsonl")
    with open(manifest, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return manifest
