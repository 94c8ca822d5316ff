"""The kinds of value the manifest holds: links, whole numbers, times, names."""

import re
import unicodedata
import urllib.parse


ADDED_PATTERN = re.compile(r"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)Z")
MAX_NAME_LENGTH = 64

# Unicode categories a breed name may not hold: control, format, line and paragraph separators,
# and surrogates (which a JSON \u escape can still produce).
UNCLEAN_CATEGORIES = {"Cc", "Cf", "Zl", "Zp", "Cs"}


def is_web_link(text):
    if not isinstance(text, str):
        return False
    try:
        url = urllib.parse.urlsplit(text)
        host = url.hostname
    except ValueError:
        return False
    return url.scheme.lower() in ("http", "https") and bool(host)


def is_count(value):
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def is_timestamp(text):
    """2026-11-18T11:08:00Z exactly, a real time (no month 13, no second 60)."""
    match = ADDED_PATTERN.fullmatch(text) if isinstance(text, str) else None
    if not match:
        return False
    year, month, day, hour, minute, second = (int(part) for part in match.groups())
    days = [31, 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return 1 <= month <= 12 and 1 <= day <= days[month - 1] and hour < 24 and minute < 60 and second < 60


def is_clean_name(text):
    return (isinstance(text, str) and 0 < len(text) <= MAX_NAME_LENGTH
            and not any(unicodedata.category(c) in UNCLEAN_CATEGORIES or is_noncharacter(ord(c)) for c in text))


def is_noncharacter(code_point):
    return 0xFDD0 <= code_point <= 0xFDEF or code_point & 0xFFFE == 0xFFFE
