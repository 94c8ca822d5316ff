"""check-gallery's command line: DIR and its options, the verdict printed and the exit code."""

import os
import sys

from .gallery import check


USAGE = "usage: check-gallery DIR [--allow-temporary] [--foreign PATH]... [--mode OCTAL]\n"


def main(argv):
    folders, foreign, mode, allow_temporary = [], [], None, False
    args = iter(argv)
    for arg in args:
        if arg == "--allow-temporary":
            allow_temporary = True
        elif arg in ("--foreign", "--mode") or arg.startswith(("--foreign=", "--mode=")):
            option, _, value = arg.partition("=")
            if not value:
                value = next(args, "")
            if not value:
                sys.stderr.write("check-gallery: %s needs a value\n" % option + USAGE)
                return 2
            if option == "--foreign":
                foreign.append(value)
            else:
                try:
                    mode = int(value, 8)
                except ValueError:
                    mode = -1
                if not 0 <= mode <= 0o7777:
                    sys.stderr.write("check-gallery: --mode %s is not an octal mode like 644\n" % value)
                    return 2
        elif arg.startswith("-"):
            sys.stderr.write(USAGE)
            return 2
        else:
            folders.append(arg)
    if len(folders) != 1:
        sys.stderr.write(USAGE)
        return 2
    if not os.path.isdir(folders[0]):
        sys.stderr.write("check-gallery: %s is not a folder\n" % folders[0])
        return 2
    count, problems = check(folders[0], allow_temporary=allow_temporary, foreign=foreign, mode=mode)
    if problems:
        print("problems: %d" % len(problems))
        for problem in problems:
            print(problem)
        return 1
    print("ok: %d pictures" % count)
    return 0
