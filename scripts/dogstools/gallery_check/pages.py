"""The pages agree with the manifest (point 7): the pictures each shows, its views and its links."""

import os
import posixpath
import re

from .files import is_foreign, read_text
from .links import html_targets, images_shown, markdown_targets, page_links, resolved
from .names import PAGES, TEMPORARY_PREFIX


# Every page dogs writes in pages/ starts with its mark: only those may it replace or delete.
PAGE_MARKS = {"html": "<!-- dogs page -->", "md": "[//]: # (dogs page)"}
PAGE_MARK_WINDOW = 512

FRONT_PAGES = 2

# A view's id, and a card with the view it opens.
VIEW_ID = re.compile(r'<section class="view" id="v(\d+)"')
CARD = re.compile(r'<figure id="c(\d+)"><a href="#v(\d+)">')
PAGE_LINK_RELS = {"newer": "next", "older": "prev"}

HTML_STAMP = re.compile(r"<!-- dogs generation (\d+) -->")
MARKDOWN_STAMP = re.compile(r"^\[//\]: # \(dogs generation (\d+)\)$", re.MULTILINE)


def check_pages(root, manifest, entries, page_names, allow_temporary, foreign, problems):
    """Point 7: compares pages/, the indexes and their links with the manifest. Returns the page
    files there (relative to root) that --mode must check."""
    size = manifest.page_size
    numbered, by_breed = {}, {}
    for entry in entries:
        numbered.setdefault((entry["number"] - 1) // size + 1, []).append(entry)
        by_breed.setdefault(entry["key"], {}).setdefault((entry["breedNumber"] - 1) // size + 1, []).append(entry)
    # Page stem -> (what it is, its pictures' files newest first).
    expected = {}
    for k, members in numbered.items():
        members.sort(key=lambda e: e["number"], reverse=True)
        expected[str(k)] = ("numbered page %d" % k, [e["file"] for e in members])
    for key, breed_pages in by_breed.items():
        for j, members in breed_pages.items():
            members.sort(key=lambda e: e["breedNumber"], reverse=True)
            expected["%s-%d" % (key, j)] = ("page %d of breed %s" % (j, key), [e["file"] for e in members])
    expected_names = {stem + suffix for stem in expected for suffix in (".html", ".md")}
    # Page stem -> the stems of the newer and the older page of its listing (None at either end).
    neighbours = {}
    for stems in [[str(k) for k in sorted(numbered)]] + [["%s-%d" % (key, j) for j in sorted(breed_pages)]
                                                          for key, breed_pages in by_breed.items()]:
        for i, stem in enumerate(stems):
            neighbours[stem] = (stems[i + 1] if i + 1 < len(stems) else None, stems[i - 1] if i > 0 else None)
    listed = {entry["file"] for entry in entries}

    # The generation stamps: the pages are compared only with a finished render of the last commit.
    fresh = True
    texts = {}
    for name, pattern in (("index.html", HTML_STAMP), ("index.md", MARKDOWN_STAMP), ("feed.xml", HTML_STAMP)):
        texts[name] = text = read_text(root, name, problems if not allow_temporary else None)
        if text is None:
            fresh = False
            continue
        stamps = pattern.findall(text)
        if len(stamps) != 1:
            fresh = False
            if not allow_temporary:
                problems.append("%s carries %s generation stamp%s" % (name, len(stamps) or "no",
                                                                     "s" if len(stamps) > 1 else ""))
        elif int(stamps[0]) != manifest.generation:
            fresh = False
            if not allow_temporary:
                problems.append("%s was rendered from generation %s, the manifest's last commit is %d"
                                % (name, stamps[0], manifest.generation))
    there = [name for name in page_names if not name.startswith(TEMPORARY_PREFIX)
             and not is_foreign(PAGES + "/" + name, foreign)]
    for name in there:
        if os.path.islink(os.path.join(root, PAGES, name)):
            problems.append("%s/%s is a symbolic link" % (PAGES, name))
    page_files = [PAGES + "/" + name for name in there if name in expected_names]
    if allow_temporary and not fresh:
        return page_files

    pages_folder = os.path.join(root, PAGES)
    if expected and not os.path.isdir(pages_folder):
        problems.append("%s/ is missing: the manifest implies %d page files" % (PAGES, len(expected_names)))
    else:
        for name in sorted(expected_names - set(there)):
            stem = name.rpartition(".")[0]
            count = len(expected[stem][1])
            problems.append("%s/%s is missing (%s, %d picture%s)" % (PAGES, name, expected[stem][0], count,
                                                                     "" if count == 1 else "s"))
    for name in there:
        if name not in expected_names:
            kind = "folder" if os.path.isdir(os.path.join(pages_folder, name)) else "file"
            problems.append("stale %s in %s/, not a page the manifest implies: %s/%s" % (kind, PAGES, PAGES, name))

    # Each page holds exactly its pictures, newest first.
    exists = {}
    for name in sorted(set(there) & expected_names):
        stem, _, suffix = name.rpartition(".")
        path = PAGES + "/" + name
        text = read_text(root, path, problems)
        if text is None:
            continue
        if PAGE_MARKS[suffix] not in text[:PAGE_MARK_WINDOW]:
            problems.append("%s lacks dogs' page mark %s in its first %d bytes" % (path, PAGE_MARKS[suffix], PAGE_MARK_WINDOW))
        targets = (html_targets if suffix == "html" else markdown_targets)(text)
        compare_pictures(path, images_shown(targets, PAGES), expected[stem][1], listed, problems,
                         "%s holds" % expected[stem][0])
        check_picture_links(path, targets, problems)
        check_links(root, path, targets, exists, problems)
        check_page_links(path, page_links(text, suffix), suffix, neighbours[stem], problems)
        if suffix == "html":
            check_views(path, text, problems)

    # The front: the two newest numbered pages, and a link to each breed's newest page.
    front = []
    for k in sorted(numbered, reverse=True)[:FRONT_PAGES]:
        front += expected[str(k)][1]
    newest_breed_pages = sorted("%s/%s-%d" % (PAGES, key, max(breed_pages)) for key, breed_pages in by_breed.items())
    for name, reader, suffix in (("index.html", html_targets, ".html"), ("index.md", markdown_targets, ".md")):
        text = texts.get(name)
        if text is None:
            continue
        targets = reader(text)
        compare_pictures(name, images_shown(targets, ""), front, listed, problems,
                         "the two newest numbered pages hold")
        check_picture_links(name, targets, problems)
        linked = {resolved("", target) for _, target in targets}
        for page in newest_breed_pages:
            if page + suffix not in linked:
                problems.append("%s does not link to %s%s, the newest page of breed %s"
                                % (name, page, suffix, page[len(PAGES) + 1:].rpartition("-")[0]))
        check_links(root, name, targets, exists, problems)
    return page_files


def compare_pictures(page, shown, expected, listed, problems, what):
    """shown (files in the page's order) must be expected (newest first), each once."""
    wanted = set(expected)
    seen = set()
    for file in shown:
        if file in seen:
            problems.append("%s shows %s twice" % (page, file))
        seen.add(file)
        if file not in wanted:
            if file in listed:
                problems.append("%s shows %s, which belongs on another page" % (page, file))
            else:
                problems.append("%s shows %s, which is not in the manifest" % (page, file))
    for file in expected:
        if file not in seen:
            problems.append("%s does not show %s (%s it)" % (page, file, what))
    in_order = [file for file in shown if file in wanted]
    if seen >= wanted and len(in_order) == len(expected) and in_order != expected:
        problems.append("%s does not show its pictures newest first" % page)


def check_picture_links(page, targets, problems):
    """Every picture `page` shows links to its file, as a card or a linked Markdown image does."""
    folder = posixpath.dirname(page)
    linked = {resolved(folder, target) for is_image, target in targets if not is_image}
    for file in images_shown(targets, folder):
        if file not in linked:
            problems.append("%s shows %s without a link to it" % (page, file))


def check_views(page, text, problems):
    """Every card of an HTML page opens its picture's view there: one view a card, in order."""
    cards = CARD.findall(text)
    views = VIEW_ID.findall(text)
    for number, target in cards:
        if target != number:
            problems.append("%s: the card c%s opens #v%s, not its own view #v%s" % (page, number, target, number))
    if [number for number, _ in cards] != views:
        problems.append("%s: its views (%s) are not one for each card (%s), in order"
                        % (page, ", ".join(views[:5]), ", ".join(number for number, _ in cards[:5])))


def check_page_links(page, links, suffix, neighbours, problems):
    """A page links to the newer and the older page of its listing, those there are, and to the
    front page; in HTML the newer one with rel="next" and the older with rel="prev", and no other
    link carries either. links: (what, target, rel) from page_links."""
    newer, older = neighbours
    wanted = {"newer": newer and "%s/%s.%s" % (PAGES, newer, suffix), "front": "index." + suffix,
              "older": older and "%s/%s.%s" % (PAGES, older, suffix)}
    for what, want in wanted.items():
        found = [resolved(PAGES, target) for kind, target, _ in links if kind == what]
        if want is None and found:
            problems.append("%s links to %s pictures (%s), but its listing has no %s page" % (page, what, found[0], what))
        elif want is not None and not found:
            problems.append("%s does not link to %s (%s)" % (page, want, "the front page" if what == "front" else
                                                             "the %s page of its listing" % what))
        for path in found:
            if want is not None and path != want:
                problems.append("%s links to %s as its %s page, not to %s" % (page, path, what, want))
    if suffix == "html":
        for what, target, rel in links:
            if rel != PAGE_LINK_RELS.get(what):
                problems.append('%s links to %s with rel="%s", not the "%s" of a link to %s pictures'
                                % (page, target, rel or "", PAGE_LINK_RELS.get(what) or "", what or "no"))


def check_links(root, page, targets, exists, problems):
    """Every relative link and source of `page` must be a file inside the gallery."""
    folder = posixpath.dirname(page)
    for _, target in targets:
        path = resolved(folder, target)
        if path is None or path == "":
            continue
        if path.startswith("/"):
            problems.append("%s links to %s, an absolute path, not one relative to the page" % (page, target))
        elif path == ".." or path.startswith("../"):
            problems.append("%s links to %s, outside the gallery" % (page, target))
        else:
            if path not in exists:
                exists[path] = os.path.isfile(os.path.join(root, path))
            if not exists[path]:
                problems.append("%s links to %s, which is not a file in the gallery (%s)" % (page, target, path))
