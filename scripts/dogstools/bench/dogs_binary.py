"""The dogs binary measured: built as it is installed (scripts/package) and unpacked, or --dogs
PATH."""

import datetime
import hashlib
import os
import shutil
import tarfile

from ..repo import REPO, script
from .janitor import BenchError
from .processes import run
from .report import progress, shown_path


PACKAGE_DIR = os.path.join(REPO, ".build", "bench", "package")
DOGS = os.path.join(REPO, ".build", "bench", "installed", "dogs")    # --dogs PATH replaces it

BUILD_TIMEOUT = 1800


def binary_info():
    """Size, modification time and SHA-256 prefix of the measured binary."""
    status = os.stat(DOGS)
    with open(DOGS, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()[:12]
    modified = datetime.datetime.fromtimestamp(status.st_mtime, datetime.timezone.utc)
    return "%s, %d bytes, modified %s, sha256 %s" % (shown_path(DOGS), status.st_size,
                                                     modified.strftime("%Y-%m-%d %H:%M:%SZ"), digest)


def build(args):
    """The binary the package installs: what runs from cron is what is measured."""
    if args.no_build:
        progress("not building (--no-build)")
    else:
        progress("scripts/package --no-check (a release build, Swift libraries linked in)")
        result = run([script("package"), "--no-check", "--out", PACKAGE_DIR],
                     BUILD_TIMEOUT, cwd=REPO)
        if result.code != 0:
            tail = (result.stdout + result.stderr).strip().splitlines()[-15:]
            raise BenchError("scripts/package failed:\n" + "\n".join(tail))
        tarball = result.stdout.strip().splitlines()[-1]
        with tarfile.open(tarball) as packed:
            member = next(m for m in packed.getmembers() if m.name.endswith("/bin/dogs"))
            os.makedirs(os.path.dirname(DOGS), exist_ok=True)
            with packed.extractfile(member) as source, open(DOGS + ".new", "wb") as target:
                shutil.copyfileobj(source, target)
        os.chmod(DOGS + ".new", 0o755)
        os.replace(DOGS + ".new", DOGS)
        progress("built in %.1f s" % result.seconds)
    if not os.access(DOGS, os.X_OK):
        raise BenchError("no binary at %s (run without --no-build once)" % DOGS)
