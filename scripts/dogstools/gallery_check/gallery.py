"""The whole invariant (points 1 to 8 of scripts/check-gallery): check() and what it gathers."""

import os

from .files import check_modes, is_foreign, listdir, read_text
from .leftovers import is_unrecorded, journal_problem, read_journal, temporary_paths, temporary_problem, unrecorded_problem
from .links import html_targets, images_shown, markdown_targets, normalized
from .manifest import read_manifest
from .names import JOURNAL, LEGACY_MANIFEST, MANIFEST, OWN_NAMES, PAGES, TEMPORARY_PREFIX
from .pages import check_pages
from .pictures import breed_key, check_entry
from .values import is_count


def check(root, allow_temporary=False, foreign=(), mode=None):
    """Returns (number of pictures in the manifest, list of problems).

    foreign: paths relative to root that a test placed there itself (dogs must leave them alone);
    mode: the permission bits (an int, e.g. 0o644) listed pictures and the rendered files must have.
    """
    problems = []
    foreign = {normalized(path) for path in foreign}
    images = os.path.join(root, "images")
    pages = os.path.join(root, PAGES)

    for name in OWN_NAMES:
        if os.path.islink(os.path.join(root, name)):
            problems.append("%s is a symbolic link" % name)
    for name, path in (("images", images), (PAGES, pages)):
        if os.path.lexists(path) and not os.path.isdir(path):
            problems.append("%s is not a folder" % name)
    image_names = sorted(listdir(images))
    page_names = sorted(listdir(pages)) if not os.path.islink(pages) else []

    if not allow_temporary:
        for path in temporary_paths(root):
            problems.append(temporary_problem(path))
        if os.path.lexists(os.path.join(root, JOURNAL)):
            problems.append(journal_problem(os.path.join(root, JOURNAL)))

    # Pictures an unfinished commit renamed in or was about to delete: the next run deletes them
    # if their bytes are the ones the journal records, so they are dogs' until then.
    journaled = {entry["file"]: entry for entry in read_journal(root)}

    has_manifest = os.path.lexists(os.path.join(root, MANIFEST))
    if os.path.lexists(os.path.join(root, LEGACY_MANIFEST)) and not (allow_temporary and has_manifest):
        problems.append("%s is still there: dogs upgrades it to %s and removes it" % (LEGACY_MANIFEST, MANIFEST))
    manifest, problem = read_manifest(root, allow_temporary, problems)
    if problem:
        return 0, problems + [problem]
    if manifest is None:
        # Never written: an empty gallery, unless images/ or pages/ holds something of dogs'.
        # Indexes, if any, must list nothing.
        unexplained = []
        for name in image_names:
            file = "images/" + name
            if name.startswith(TEMPORARY_PREFIX) or is_foreign(file, foreign):
                continue
            if is_unrecorded(root, journaled.get(file)):
                if not allow_temporary:
                    problems.append(unrecorded_problem(file))
            else:
                unexplained.append(file)
        unexplained += [PAGES + "/" + name for name in page_names
                        if not name.startswith(TEMPORARY_PREFIX) and not is_foreign(PAGES + "/" + name, foreign)]
        if unexplained:
            return 0, problems + ["%s is missing but images/ and pages/ hold %d %s: %s"
                                  % (MANIFEST, len(unexplained), "entry" if len(unexplained) == 1 else "entries",
                                     ", ".join(unexplained[:5]) + (", ..." if len(unexplained) > 5 else ""))]
        for index, reader in (("index.html", html_targets), ("index.md", markdown_targets)):
            text = read_text(root, index, problems, missing_ok=True)
            for target in images_shown(reader(text), "") if text is not None else []:
                problems.append("%s shows %s, but there is no %s" % (index, target, MANIFEST))
        check_modes(root, [], mode, problems)
        return 0, problems

    files = set()
    sources = set()
    usable = []     # entries whose file, number and breedNumber are sound: what the pages show
    last_number = 0
    last_in_breed = {}
    for entry in manifest.entries:
        line = entry["line"]
        file = check_entry(root, entry, problems)
        if file is not None:
            if file in files:
                problems.append("manifest.jsonl line %d: %s is listed twice" % (line, file))
            files.add(file)
            if is_foreign(file, foreign):
                problems.append("manifest.jsonl line %d: %s is a foreign file (--foreign), not dogs'" % (line, file))
        source = entry.get("source")
        if isinstance(source, str):
            if source in sources:
                problems.append("manifest.jsonl line %d: source %s is listed twice" % (line, source))
            sources.add(source)
        number, breed_number = entry.get("number"), entry.get("breedNumber")
        if not (is_count(number) and number >= 1 and is_count(breed_number) and breed_number >= 1):
            continue    # reported by check_entry
        key = breed_key(entry)
        if number <= last_number:
            problems.append("manifest.jsonl line %d: number %d does not follow %d (numbers rise down the file)"
                            % (line, number, last_number))
        if breed_number <= last_in_breed.get(key, 0):
            problems.append("manifest.jsonl line %d: breedNumber %d does not follow %d of breed %s (they rise within a breed)"
                            % (line, breed_number, last_in_breed[key], key))
        last_number = max(last_number, number)
        last_in_breed[key] = max(last_in_breed.get(key, 0), breed_number)
        if file is not None and "away" not in entry:
            usable.append(dict(entry, key=key))

    for name in image_names:
        file = "images/" + name
        if file in files or name.startswith(TEMPORARY_PREFIX) or is_foreign(file, foreign):
            continue
        if is_unrecorded(root, journaled.get(file)):
            if not allow_temporary and unrecorded_problem(file) not in problems:
                problems.append(unrecorded_problem(file))
            continue
        kind = "folder" if os.path.isdir(os.path.join(images, name)) and not os.path.islink(os.path.join(images, name)) else "file"
        if name.startswith("."):
            problems.append("hidden %s in images/ not in the manifest (nor --foreign): %s" % (kind, file))
        else:
            problems.append("orphan %s not in the manifest: %s" % (kind, file))

    page_files = check_pages(root, manifest, usable, page_names, allow_temporary, foreign, problems)
    check_modes(root, sorted(files) + page_files, mode, problems)
    return len(manifest.entries), problems
