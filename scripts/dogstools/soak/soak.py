"""The soak itself: the flaky server, the runs in a row into one gallery, the invariant after each,
the verdict."""

import os
import random
import shutil
import subprocess
import tempfile
import time

from ..fixture_process import readiness_line, spawn_fixture_server
from ..gallery_check.gallery import check as check_gallery
from ..gallery_check.leftovers import left_behind
from ..gallery_check.manifest import read_manifest
from ..gallery_check.names import MANIFEST
from .foreign import FOREIGN_PATHS, foreign_changes, place_foreign_files
from .kills import GRACEFUL_EXITS, SIGNALS, kill_time, pick_kills
from .runs import ACCEPTED_EXITS, GRACE, RUN_TIME_LIMIT, describe_exit, first_line, run_dogs


SHOWN_PROBLEMS = 5


def start_server(seed):
    """Starts the flaky fixture server; returns (process, base URL)."""
    server = spawn_fixture_server(["--fault", "flaky", "--distinct", "--seed", str(seed)])
    line = readiness_line(server, 30)
    if not line.startswith("http://"):
        stop_server(server)
        raise RuntimeError("the fixture server did not start")
    return server, line


def stop_server(server):
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def soak(args, dogs):
    rng = random.Random(args.seed)
    kill_runs = pick_kills(args.runs, args.kills, rng)
    # The chosen runs take the signals in turn, in run order.
    run_signal = {run: args.signals[i % len(args.signals)] for i, run in enumerate(sorted(kill_runs))}
    unexpected = []          # "run N: ..." for exits and output outside the contract
    violations = {}          # problem text → first run that showed it
    notes = []               # worth knowing, not a failure
    killed_by = {name: 0 for name in args.signals}
    pictures = 0
    removes = 0
    foreign = None           # what the foreign files must stay, once placed
    started = time.monotonic()

    work = tempfile.mkdtemp(prefix="dogs-soak-")
    gallery = os.path.join(work, "gallery")
    server = None
    try:
        server, base = start_server(args.seed)
        fetch = [dogs, "fetch", "--count", "3", "--out", gallery, "--api-base", base + "/api",
                 "--retries", "2", "--timeout", "2", "--max-time", "20"]
        for run in range(1, args.runs + 1):
            command = fetch
            if args.remove_every and run % args.remove_every == 0:
                manifest, _ = read_manifest(gallery, True, [])
                files = [entry["file"] for entry in manifest.entries] if manifest else []
                if len(files) >= 2:
                    command = [dogs, "remove", "--out", gallery, rng.choice(files)]
                    removes += 1
            kill_after = kill_time(rng) if run in kill_runs else None
            name = run_signal.get(run)
            before = left_behind(gallery)
            code, out, err, signalled = run_dogs(command, kill_after, name)
            killed = signalled and name == "KILL"
            graceful = signalled and name != "KILL"
            if signalled:
                killed_by[name] += 1
            if code is None:
                if graceful:
                    unexpected.append("run %d: still running %d s after SIG%s, killed (%s)"
                                      % (run, GRACE, name, first_line(err)))
                else:
                    unexpected.append("run %d: still running after %d s, killed (%s)"
                                      % (run, RUN_TIME_LIMIT, first_line(err)))
            elif not killed:
                expected = ACCEPTED_EXITS | ({GRACEFUL_EXITS[name]} if graceful else set())
                stdout_lines = len([line for line in out.splitlines() if line.strip()])
                if graceful and code == -SIGNALS[name] and kill_after <= args.startup_window:
                    notes.append("run %d: SIG%s at %.3f s came before dogs handled signals (it died of it)"
                                 % (run, name, kill_after))
                elif code not in expected:
                    after = " after SIG%s at %.3f s" % (name, kill_after) if graceful else ""
                    unexpected.append("run %d: %s%s (%s)" % (run, describe_exit(code), after, first_line(err)))
                elif stdout_lines > (1 if command is fetch else 2):
                    unexpected.append("run %d: %d lines on stdout (%s)" % (run, stdout_lines, first_line(out)))
            # A SIGKILLed run (or one killed at the time limit) may leave
            # temporary files; the next run must sweep them. Every other run,
            # gracefully stopped ones included, must leave none.
            pictures, problems = check_gallery(gallery, allow_temporary=killed or code is None,
                                                     foreign=FOREIGN_PATHS if foreign else ())
            if graceful:
                after = left_behind(gallery)
                inherited = {p for p, signature in before.items() if after.get(p) == signature}
                if inherited:
                    notes.append("run %d: stopped by SIG%s before sweeping %d leftover(s) an earlier run left"
                                 % (run, name, len(inherited)))
                    problems = [p for p in problems if p not in inherited]
            if foreign:
                problems += foreign_changes(foreign, gallery)
            elif os.path.exists(os.path.join(gallery, MANIFEST)):
                # dogs refuses to start a gallery in a folder whose images/ holds anything,
                # so the foreign files come once a run has written the manifest.
                foreign = place_foreign_files(gallery)
            for problem in problems:
                violations.setdefault(problem, run)
    except KeyboardInterrupt:
        unexpected.append("interrupted")
    except (OSError, RuntimeError) as error:
        unexpected.append("soak: %s" % error)
    finally:
        if server is not None:
            stop_server(server)
        shutil.rmtree(work, ignore_errors=True)

    problems = unexpected + ["run %d: %s" % (run, problem) for problem, run in violations.items()]
    for problem in problems[:SHOWN_PROBLEMS]:
        print(problem)
    if len(problems) > SHOWN_PROBLEMS:
        print("... and %d more" % (len(problems) - SHOWN_PROBLEMS))
    for note in notes:
        print("note: " + note)
    verdict = "FAIL" if problems else "PASS"
    killed_count = sum(killed_by.values())
    per_signal = ", ".join("%d %s" % (count, name) for name, count in killed_by.items())
    if foreign is None:
        foreign_verdict = "foreign files never placed (no run wrote a manifest)"
    elif any(problem.startswith("foreign ") for problem in violations):
        foreign_verdict = "foreign files CHANGED"
    else:
        foreign_verdict = "foreign files unchanged"
    print("soak: %d runs (%d removes; %d killed: %s), %d invariant violations, %d unexpected exits, gallery %d pictures, %s, %d s — %s"
          % (args.runs, removes, killed_count, per_signal, len(violations), len(unexpected), pictures, foreign_verdict,
             round(time.monotonic() - started), verdict))
    return 1 if problems else 0
