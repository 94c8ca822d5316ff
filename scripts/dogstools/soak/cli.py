"""soak's command line: its options and the dogs binary it runs."""

import argparse
import os
import sys

from ..repo import REPO
from .kills import parse_signals
from .soak import soak


def default_dogs():
    for configuration in ("release", "debug"):
        path = os.path.join(REPO, ".build", configuration, "dogs")
        if os.access(path, os.X_OK):
            return path
    return None


def main():
    parser = argparse.ArgumentParser(description="Soak-test `dogs fetch` against a flaky fixture server.")
    parser.add_argument("--runs", type=int, default=200, help="how many fetch runs (default 200)")
    parser.add_argument("--kills", type=int, default=5, help="how many of them to stop part-way with a signal (default 5)")
    parser.add_argument("--signals", default="KILL,TERM,INT,HUP,QUIT",
                        help="signals the stopped runs take in turn (default KILL,TERM,INT,HUP,QUIT)")
    parser.add_argument("--startup-window", type=float, default=0.05,
                        help="a graceful signal sent this soon after the start may kill dogs outright "
                             "(before main, where dogs starts taking signals); 0 accepts only 128 + the signal (default 0.05)")
    parser.add_argument("--remove-every", type=int, default=5,
                        help="make every n-th run a 'dogs remove' of one random picture; 0 for none (default 5)")
    parser.add_argument("--seed", type=int, default=1, help="seed for the server's faults and the kills (default 1)")
    parser.add_argument("--dogs", help="the dogs binary (default .build/release/dogs, else .build/debug/dogs)")
    args = parser.parse_args()
    if args.runs < 0 or args.kills < 0:
        parser.error("--runs and --kills must be 0 or more")
    try:
        args.signals = parse_signals(args.signals)
    except ValueError as error:
        parser.error("--signals: %s" % error)

    dogs = args.dogs or default_dogs()
    if dogs is None:
        print("soak: no dogs binary in .build; run `swift build -c release` first", file=sys.stderr)
        return 2
    if not os.access(dogs, os.X_OK):
        print("soak: %s is not an executable dogs binary" % dogs, file=sys.stderr)
        return 2
    return soak(args, os.path.abspath(dogs))
