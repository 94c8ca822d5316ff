"""The links and image targets of an HTML or Markdown page, and where they lead in the gallery."""

import functools
import html
import os
import posixpath
import re
import urllib.parse


# A tag's href and src attributes; the <style> block holds no "<", so tags are found by "<name".
HTML_TAG = re.compile(r"<([A-Za-z][A-Za-z0-9]*)\b([^>]*)>")
# A link with its attributes and its text, which on dogs' pages holds no markup.
HTML_LINK = re.compile(r"<a\b([^>]*)>([^<]*)</a>", re.IGNORECASE)
HTML_REL = re.compile(r"""(?:^|\s)rel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))""", re.IGNORECASE)
HTML_ATTRIBUTE = re.compile(r"""(?:^|\s)(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))""", re.IGNORECASE)
# Inline links and images, [text](target "title") with escapes in the text, which may hold an
# image ([![alt](picture)](picture), a picture linking to its file), and link reference
# definitions ([label]: target), which the generation stamp of index.md is.
MARKDOWN_LINK = re.compile(r"""(!?)\[((?:[^\[\]\\\n]|\\.|!\[(?:[^\[\]\\\n]|\\.)*\]\([^()\s]*\))*)\]\(([^()\s]*)(?:\s+"(?:[^"\\\n]|\\.)*")?\)""")
# The links after a page's pictures, by their text; in HTML the newer and older ones carry a rel.
PAGE_LINKS = {"Newer pictures": "newer", "All dogs": "front", "Older pictures": "older"}
# A picture's view, hidden until opened (its own links step through the listing).
VIEW = re.compile(r'<section class="view".*?</section>', re.DOTALL)

MARKDOWN_PAGE_LINK = re.compile(r"\[(Newer pictures|All dogs|Older pictures)\]\(([^()\s]*)\)")
MARKDOWN_DEFINITION = re.compile(r"^ {0,3}\[(?:[^\]\\\n]|\\.)+\]:[ \t]*(\S+)", re.MULTILINE)

SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")


def page_links(text, suffix):
    """[(what, target, rel)] for the links of a page that lead along its listing or home: "newer",
    "older" or "front" from their text (None for another link that carries a rel), and the rel."""
    if suffix == "md":
        return [(PAGE_LINKS[label], target, None) for label, target in MARKDOWN_PAGE_LINK.findall(text)]
    links = []
    for attributes, label in HTML_LINK.findall(VIEW.sub("", text)):
        rels = HTML_REL.findall(attributes)
        rel = html.unescape("".join(rels[0])) if rels else None
        if label in PAGE_LINKS or rel is not None:
            hrefs = ["".join(values) for name, *values in HTML_ATTRIBUTE.findall(attributes) if name.lower() == "href"]
            links.append((PAGE_LINKS.get(label), html.unescape(hrefs[0]) if hrefs else "", rel))
    return links


def html_targets(text):
    """[(is an <img src> of a card, value)] for every href and src in the HTML, entities decoded:
    the picture a view shows again is a target, not a picture the page shows once more."""
    targets = []
    for part, in_view in [(VIEW.sub("", text), False)] + [(view, True) for view in VIEW.findall(text)]:
        for tag, attributes in HTML_TAG.findall(part):
            for name, double, single, bare in HTML_ATTRIBUTE.findall(attributes):
                value = html.unescape(double or single or bare)
                targets.append((not in_view and tag.lower() == "img" and name.lower() == "src", value))
    return targets


def markdown_targets(text):
    """[(is an image, target)] for every inline link or image and every link reference definition."""
    return inline_targets(text) + [(False, target) for target in MARKDOWN_DEFINITION.findall(text)]


def inline_targets(text):
    """[(is an image, target)] for every inline link or image, in order: a link, then the image in its text."""
    targets = []
    for bang, inner, target in MARKDOWN_LINK.findall(text):
        targets.append((bang == "!", target))
        if not bang:
            targets += inline_targets(inner)
    return targets


def images_shown(targets, folder):
    """The pictures a page in `folder` (relative to the gallery) shows, as paths relative to the
    gallery, in its order; targets are what html_targets or markdown_targets found in it."""
    return [resolved(folder, target) for is_image, target in targets if is_image]


@functools.lru_cache(maxsize=1 << 16)
@functools.lru_cache(maxsize=1 << 16)
def resolved(folder, target):
    """A relative link from a page in `folder` as a path relative to the gallery ("" for the page
    itself, "../x" when it leaves the gallery), or None when it is not relative."""
    if SCHEME.match(target) or target.startswith("//"):
        return None
    path = urllib.parse.unquote(target.split("#", 1)[0].split("?", 1)[0])
    if not path:
        return ""
    if path.startswith("/"):
        return path
    return posixpath.normpath(posixpath.join(folder, path))


def normalized(path):
    """'images/photos/' → 'images/photos'."""
    return os.path.normpath(path).replace(os.sep, "/")
