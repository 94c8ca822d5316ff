"""fixture-server's command line: its options, the readiness line and the signals that stop it."""

import argparse
import signal
import sys

from ..repo import FIXTURES
from .faults import FAULTS
from .fixtures import Fixtures
from .server import FixtureServer


def positive_number(text):
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError("%s is not a number above 0" % text)
    return value


def main():
    parser = argparse.ArgumentParser(description="Offline dog.ceo mirror serving Fixtures/.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port (default)")
    parser.add_argument("--fixtures", default=FIXTURES, help="fixtures folder")
    parser.add_argument("--delay-ms", type=int, default=None,
                        help="wait before each answer (slow-pictures: before each picture, default 2000)")
    parser.add_argument("--time-scale", type=positive_number, default=1.0, metavar="N",
                        help="pass time N times as fast: every delay, trickle and timed hang takes 1/N as long "
                             "(for a dogs run with DOGS_TIME_SCALE=N)")
    parser.add_argument("--fault", default="none", choices=list(FAULTS), metavar="MODE",
                        help="misbehave in one way: " + ", ".join(FAULTS))
    parser.add_argument("--seed", type=int, default=1, help="seed of the flaky fault's randomness")
    parser.add_argument("--picture-bytes", type=int, default=0,
                        help="serve every picture as a valid JPEG of exactly N bytes (0: the fixture files)")
    parser.add_argument("--distinct", action="store_true",
                        help="add a serial number to every picture link, so none is handed out twice")
    parser.add_argument("--first-serial", type=int, default=1,
                        help="with --distinct, the first serial: a later server starting above an earlier one's hands out new links too")
    parser.add_argument("--verbose", action="store_true", help="log requests to stderr")
    parser.add_argument("--picture-base", default=None, metavar="URL",
                        help="hand out picture links under URL + /breeds/ instead of this server's own "
                             "(a front in front of it, such as https://images.dog.ceo)")
    args = parser.parse_args()
    delay_ms = args.delay_ms
    if delay_ms is None:
        delay_ms = 2000 if args.fault == "slow-pictures" else 0
    delay_ms /= args.time_scale

    try:
        fixtures = Fixtures(args.fixtures)
    except (OSError, ValueError, KeyError) as error:
        sys.exit("fixture-server: cannot read fixtures in %s: %s" % (args.fixtures, error))
    try:
        server = FixtureServer((args.host, args.port), fixtures, delay_ms, args.verbose,
                               args.fault, args.seed, args.picture_bytes, args.distinct)
        server.time_scale = args.time_scale
        server.count("distinct serial", args.first_serial - 1)
        server.picture_base = args.picture_base.rstrip("/") if args.picture_base else None
    except ValueError as error:
        sys.exit("fixture-server: --picture-bytes %d: %s" % (args.picture_bytes, error))
    except OSError as error:
        sys.exit("fixture-server: cannot serve on %s:%d: %s" % (args.host, args.port, error))

    def stop(signum, frame):
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    # The readiness line: printed only now that the socket is listening.
    print(server.base_url, flush=True)
    try:
        server.serve_forever()
    finally:
        server.server_close()
