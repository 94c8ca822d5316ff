"""Where things are in the checkout: the repository, its scripts and its fixtures."""

import os


REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__))))
FIXTURES = os.path.join(REPO, "Fixtures")
PICTURES_DIR = os.path.join(FIXTURES, "images", "breeds")


def script(name):
    """The path of scripts/<name>."""
    return os.path.join(REPO, "scripts", name)
