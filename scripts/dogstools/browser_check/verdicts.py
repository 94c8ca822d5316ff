"""What browser-check says (a line a check on stdout, notes on stderr) and how a run ends early."""

import sys


def say(line=""):
    print(line, flush=True)


def note(line):
    print(f"browser-check: {line}", file=sys.stderr, flush=True)


class Timeout(Exception):
    pass


class Deadline(Exception):
    """--timeout passed (raised by SIGALRM): stops the whole run."""


class Failure(Exception):
    """Setup went wrong: no verdict on the page is possible."""
