import Foundation
import TestSupport
import Testing

/// The completion scripts `dogs completions` prints, loaded into bash, zsh and fish and asked
/// what they offer, as a user's shell would.
@Suite(.endToEnd)
final class CompletionEndToEndTests: EndToEndSuite {
    @Test("bash completes subcommands, options and arguments")
    func bash() throws {
        let script = try completionScript("bash")

        #expect(try complete(script, ["dogs", "fe"]) == "fetch")
        #expect(try complete(script, ["dogs", "fetch", "--ma"]) == "--max-time --max-bytes")
        #expect(try complete(script, ["dogs", "completions", "z"]) == "zsh")
        #expect(try complete(script, ["dogs", "fetch", "--count", ""]) == "", "a value is the user's to type")
    }

    @Test("bash keeps a folder with spaces whole and asks for file-name quoting, which ends folders with a slash")
    func bashFolders() throws {
        let folder = try Self.folderWithGallery()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try completionScript("bash")

        #expect(try complete(script, ["dogs", "fetch", "--out", "comp"], in: folder) == "comp test|compopt -o filenames")
        #expect(try complete(script, ["dogs", "verify", "--out", "gal"], in: folder) == "gallery|compopt -o filenames")
    }

    @Test("bash offers every breed after --breed, and the gallery's pictures to remove")
    func bashWords() throws {
        let folder = try Self.folderWithGallery()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try completionScript("bash")

        #expect(try complete(script, ["dogs", "fetch", "--breed", "hound/a"]) == "hound/afghan")
        #expect(try complete(script, ["dogs", "fetch", "--breed", "sai"]) == #"Saint\ Bernard"#, "the names people type, whatever their case")
        #expect(try complete(script, ["dogs", "fetch", "--breed", "gol"]) == #"Golden\ Retriever"#)
        #expect(try complete(script, ["dogs", "schedule", "--breed", "york"]) == #"Yorkshire\ Terrier"#)
        #expect(try complete(script, ["dogs", "fetch", "--breed", "Fren"]) == #"French\ Bulldog"#)
        #expect(try complete(script, ["dogs", "schedule", "--every", "1"]) == "10m 12m 15m 1h 12h 1d")
        #expect(try complete(script, ["dogs", "schedule", "--every", "h"]) == "hourly")
        #expect(try complete(script, ["dogs", "remove", "pug"], in: folder) == "pug_a.jpg pug_b.jpg", "./gallery from its parent")
        #expect(try complete(script, ["dogs", "remove", "pug_a"], in: folder.appendingPathComponent("gallery")) == "pug_a.jpg", "the gallery it stands in")
        #expect(try complete(script, ["dogs", "remove", "pug_b"], in: folder.appendingPathComponent("gallery/images")) == "pug_b.jpg", "from its images/")
        #expect(try complete(script, ["dogs", "remove", "--out", "comp test", "x"], in: folder) == "x.jpg", "the gallery --out names")
        #expect(try complete(script, ["dogs", "remove", "--d"], in: folder) == "--dry-run")
        #expect(try complete(script, ["dogs", "remove", "images/pug"], in: folder) == "images/pug_a.jpg images/pug_b.jpg", "as the manifest names them")
    }

    @Test("bash and fish complete with Tab in an interactive shell, saying nothing and leaving the user's options as they were (bash with nocasematch off or on)",
          arguments: [("bash", "off"), ("bash", "on"), ("fish", "-")].filter { Self.executable($0.0) != nil })
    func completesWithTab(_ shell: String, _ nocasematch: String) throws {
        let folder = try Self.folderWithGallery()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-completion-\(UUID().uuidString).\(shell)")
        try Data(try completionScript(shell).utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let lines = ["dogs fetch --breed sai", "dogs fetch --breed hound/af", "dogs remove images/pug_a", "dogs remove pug_b", "dogs fetch --out comp"]

        let (words, complaints) = try outputs(
            of: Python.executable.path, Python.arguments(["-c", Self.interactiveDriver, shell, script.path, folder.path, nocasematch] + lines), in: folder
        )

        #expect(words.split(separator: "\n") == [
            "<dogs><fetch><--breed><Saint Bernard>", "<dogs><fetch><--breed><hound/afghan>", "<dogs><remove><images/pug_a.jpg>",
            "<dogs><remove><pug_b.jpg>", "<dogs><fetch><--out><comp test/>",
        ])
        #expect(complaints == "", "nothing on the terminal but what was completed")
        if shell == "bash" {
            #expect(try Data(contentsOf: folder.appendingPathComponent(".before")) == Data(contentsOf: folder.appendingPathComponent(".after")), "shopt and set -o as they were")
        }
    }

    @Test("fish completes folders with a slash, breeds and pictures, run in fish (where it is installed)",
          .enabled(if: Self.executable("fish") != nil))
    func fishCompletes() throws {
        let folder = try Self.folderWithGallery()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try completionScript("fish")

        #expect(try completeInFish(script, "dogs fetch --out comp", in: folder) == ["comp test/"])
        #expect(try completeInFish(script, "dogs fetch --breed hound/af", in: folder) == ["hound/afghan"])
        #expect(try completeInFish(script, "dogs fetch --breed gol", in: folder) == ["Golden Retriever"])
        #expect(try completeInFish(script, "dogs fetch --breed sai", in: folder) == ["Saint Bernard"])
        #expect(try completeInFish(script, "dogs schedule --every ho", in: folder) == ["hourly"])
        #expect(try completeInFish(script, "dogs fetch --breed hound/af", in: folder, describing: true) == ["hound/afghan\tAfghan Hound"],
                "each breed its own description, not the option's help")
        #expect(try completeInFish(script, "dogs remove pug", in: folder) == ["pug_a.jpg", "pug_b.jpg"])
        #expect(try completeInFish(script, "dogs remove images/pug", in: folder) == ["images/pug_a.jpg", "images/pug_b.jpg"])
    }

    @Test("zsh completes subcommands, options, folders, breeds and pictures, run in zsh's own completion (where it is installed)",
          .enabled(if: Self.executable("zsh") != nil))
    func zshCompletes() throws {
        let folder = try Self.folderWithGallery()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try completionScript("zsh")

        #expect(try completeInZsh(script, "dogs sch", in: folder) == ["schedule"])
        #expect(try completeInZsh(script, "dogs fetch --ma", in: folder) == ["--max-bytes", "--max-time"])
        #expect(try completeInZsh(script, "dogs fetch --out comp", in: folder) == ["comp\\ test"], "a folder, not the file compost")
        #expect(try completeInZsh(script, "dogs fetch --breed hound/af", in: folder) == ["hound/afghan"])
        #expect(try completeInZsh(script, "dogs fetch --breed gol", in: folder) == [#"Golden\ Retriever"#])
        #expect(try completeInZsh(script, "dogs fetch --breed york", in: folder) == [#"Yorkshire\ Terrier"#])
        #expect(try completeInZsh(script, "dogs schedule --breed sai", in: folder) == [#"Saint\ Bernard"#])
        #expect(try completeInZsh(script, "dogs schedule --every da", in: folder) == ["daily"])
        #expect(try completeInZsh(script, "dogs remove pug", in: folder) == ["pug_a.jpg", "pug_b.jpg"], "./gallery from its parent")
        #expect(try completeInZsh(script, "dogs remove ", in: folder.appendingPathComponent("gallery")) == ["pug_a.jpg", "pug_b.jpg"], "the gallery it stands in")
        #expect(try completeInZsh(script, "dogs remove --out comp\\ test ", in: folder) == ["x.jpg"], "the gallery --out names")
        #expect(try completeInZsh(script, "dogs completions ", in: folder) == ["bash", "fish", "zsh"])
        #expect(try completeInZsh(script, "dogs remove images/pug", in: folder) == ["pug_a.jpg", "pug_b.jpg"], "inserted after images/, as the manifest names them")
    }

    @Test("zsh and fish scripts parse (where those shells are installed; .ci/run installs them)",
          arguments: ["zsh", "fish"].filter { Self.executable($0) != nil })
    func parses(_ shell: String) throws {
        let path = try #require(Self.executable(shell))

        #expect(try run(path, ["-n"], input: completionScript(shell)) == 0)
    }

    @Test("CI has the shells the parse test needs (.ci/run installs them)", .enabled(if: ProcessInfo.processInfo.environment["CI"] == "true"))
    func shellsInstalledOnCI() {
        for shell in ["zsh", "fish"] {
            #expect(Self.executable(shell) != nil, "\(shell) is missing, so its completion script went unchecked")
        }
    }

    /// What bash's `_dogs` offers for `words`, in `folder`, the words joined by spaces; then, after
    /// a `|`, how it asked bash to treat them (`compopt`, which works only while bash completes, so
    /// a spy stands in for it).
    private func complete(_ script: String, _ words: [String], in folder: URL? = nil) throws -> String {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let spy = "compopt() { options=\"compopt $1 $2\"; }"
        let program = "\(script)\n\(spy)\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _dogs; "
            + "IFS=' '; echo \"${COMPREPLY[*]}${options:+|$options}\""
        return try output(of: "/bin/bash", ["-c", program], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What fish offers for the command line `line`, in `folder`, one candidate a line (descriptions
    /// cut off unless `describing`).
    private func completeInFish(
        _ script: String, _ line: String, in folder: URL, describing: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-completion-\(UUID().uuidString).fish")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let path = try #require(Self.executable("fish"))
        let (text, complaints) = try outputs(of: path, ["--no-config", "-c", "source \(file.path); complete -C '\(line)'"], in: folder)
        #expect(complaints == "", "fish said something completing '\(line)'", sourceLocation: sourceLocation)
        return text.split(separator: "\n").map { describing ? String($0) : String($0.split(separator: "\t").first ?? "") }.sorted()
    }

    /// What zsh offers for the command line `line` typed in `folder` and completed with Tab, each
    /// candidate once, sorted: an interactive zsh in a pseudo-terminal (`zpty`) loads the script
    /// with compinit, and a `compadd` of the driver's prints each candidate instead of adding it.
    /// What the shell said meanwhile (its stderr) must be nothing, and its options after the
    /// completion those before it.
    private func completeInZsh(_ script: String, _ line: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let functions = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: functions) }
        try Data(script.utf8).write(to: functions.appendingPathComponent("_dogs"))
        let said = functions.appendingPathComponent("stderr")
        let path = try #require(Self.executable("zsh"))
        let text = try output(of: path, ["-f", "-c", Self.zshDriver, "zsh", functions.path, line, said.path], in: folder)
        #expect(try String(contentsOf: said, encoding: .utf8) == "", "zsh said something completing '\(line)'", sourceLocation: sourceLocation)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: said.path + ".before")) == Data(contentsOf: URL(fileURLWithPath: said.path + ".after")),
            "zsh's options changed completing '\(line)'", sourceLocation: sourceLocation
        )
        return Set(text.split(separator: "\n").map(String.init)).sorted()
    }

    /// The driver `completeInZsh` runs: `$1` the folder holding `_dogs`, `$2` the line, `$3` where
    /// the interactive shell's stderr goes, and its options before and after (`$3.before`,
    /// `$3.after`). Each candidate comes between \x01 and \x02, and \x03 ends the completion, so
    /// that the terminal's echo of what was typed is never taken for one; then the line is
    /// cleared (Ctrl-U) and the shell asked its options and to exit.
    private static let zshDriver = #"""
        zmodload zsh/zpty || exit 2
        zpty z "zsh -f -i 2>${(q)3}"
        zpty -w z "PS1= RPS1= ; fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
        zpty -w z "zstyle ':completion:*' list-grouped false; zstyle ':completion:*' insert-tab false"
        zpty -w z 'compadd () {
          if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
          typeset -a hits; builtin compadd -A hits "$@"
          local hit; for hit in $hits; do print -r -- $'"'"'\x01'"'"'"$hit"$'"'"'\x02'"'"'; done
          builtin compadd "$@"
        }'
        zpty -w z 'end-marker () { print -r -- $'"'"'\x03'"'"' }; comppostfuncs=( end-marker )'
        zpty -w z "setopt >| ${(q)3}.before"
        zpty -w -n z "$2"$'\t'
        local line
        while zpty -r z line; do
          [[ $line == *$'\x03'* ]] && break
          while [[ $line == *$'\x01'*$'\x02'* ]]; do
            line=${line#*$'\x01'}; print -r -- "${line%%$'\x02'*}"; line=${line#*$'\x02'}
          done
        done
        zpty -w z $'\x15'"setopt >| ${(q)3}.after; exit"
        while zpty -r z line; do :; done
        zpty -d z
        """#

    /// The driver `completesWithTab` runs with Python: bash or fish, interactive in a pseudo-terminal.
    private static let interactiveDriver = #"""
        import os, pty, re, select, sys, time
        # bash or fish, interactive in a pseudo-terminal, each line typed and completed with Tab as a
        # person would, then its words printed one by one. argv: the shell, the completion script, the
        # folder, bash's nocasematch (on or off, else ignored), then the lines. Prints each line's words
        # as <w1><w2>…; what the shell complained of goes to stderr; bash's options before and after go
        # to .before and .after in the folder.
        shell, script, folder, nocase, lines = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
        prompt = b"dogs-test$ "
        os.chdir(folder)
        if shell == "bash":
            command = ["bash", "--norc", "--noprofile", "-i"]
            setup = "bind 'set bell-style none'; shopt -%s nocasematch; source %s; { shopt -p; set +o; } > .before; echo '[0]'" % ("s" if nocase == "on" else "u", script)
            number_of = lambda n: "\"[$((%d))]\"" % n
            ending = "{ shopt -p; set +o; } > .after; exit"
        else:
            command = ["fish", "--no-config", "-i", "-C", "function fish_prompt; printf '%s'; end; function fish_greeting; end" % prompt.decode()]
            setup = "source %s; echo '[0]'" % script
            number_of = lambda n: "'['(math %d)']'" % n
            ending = "exit"
        pid, fd = pty.fork()
        if pid == 0:
            os.execvpe(command[0], command, dict(os.environ, PS1=prompt.decode(), PS2="", TERM="dumb"))
        seen = b""
        def wait_for(pattern, start):
            """Reads until `pattern` matches after offset `start`; the match."""
            global seen
            deadline = time.monotonic() + 20
            while not (found := re.compile(pattern).search(seen, start)):
                if not select.select([fd], [], [], max(deadline - time.monotonic(), 0))[0]:
                    sys.exit("timed out waiting for %r after %r" % (pattern, seen[-300:]))
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    chunk = b""
                if not chunk:
                    sys.exit("%s ended before %r" % (shell, pattern))
                seen += chunk
            return found
        at = wait_for(re.escape(prompt), 0).end()
        os.write(fd, (setup + "\r").encode())
        at = wait_for(rb"\r\n\[0\]\r\n", at).end()
        for number, line in enumerate(lines, 1):
            at = wait_for(re.escape(prompt), at).end()
            # Tab, then the words printed one by one (printf put before them) and a number after, which
            # the shell works out, so that what the terminal echoes of the typing is never taken for the output.
            os.write(fd, (line + "\t\x01printf '<%s>' \x05; echo " + number_of(number) + "\r").encode())
            found = wait_for(rb"((?:<[^>\r\n]*>)*)\[" + str(number).encode() + rb"\]\r\n", at)
            print(found.group(1).decode())
            at = found.end()
        os.write(fd, (ending + "\r").encode())
        os.waitpid(pid, 0)
        for complaint in re.findall(rb"(?:bash|fish): [^\r\n]*", seen):
            sys.stderr.write(complaint.decode() + "\n")
        """#

    private func output(of path: String, _ arguments: [String], in folder: URL?) throws -> String {
        try outputs(of: path, arguments, in: folder).stdout
    }

    /// What the program printed on stdout and on stderr, each kept in a file so neither can block.
    private func outputs(of path: String, _ arguments: [String], in folder: URL?) throws -> (stdout: String, stderr: String) {
        let files = ["stdout", "stderr"].map { FileManager.default.temporaryDirectory.appendingPathComponent("dogs-completion-\($0)-\(UUID().uuidString)") }
        defer { files.forEach { try? FileManager.default.removeItem(at: $0) } }
        for file in files { try Data().write(to: file) }
        let (stdout, stderr) = (try FileHandle(forWritingTo: files[0]), try FileHandle(forWritingTo: files[1]))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.standardOutput = stdout
        process.standardError = stderr
        let end = try process.runWithDefaultSignals()
        try? stdout.close()
        try? stderr.close()
        end.wait()
        return (try String(contentsOf: files[0], encoding: .utf8), try String(contentsOf: files[1], encoding: .utf8))
    }

    /// A folder holding `comp test/` (a gallery with x.jpg), `gallery/` (with pug_a.jpg and
    /// pug_b.jpg) and a file `compost`.
    private static func folderWithGallery() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-completion-\(UUID().uuidString)")
        for (gallery, pictures) in [("gallery", ["pug_a.jpg", "pug_b.jpg"]), ("comp test", ["x.jpg"])] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(gallery)/images"), withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent("\(gallery)/manifest.jsonl"))
            for picture in pictures { try Data().write(to: folder.appendingPathComponent("\(gallery)/images/\(picture)")) }
        }
        try Data().write(to: folder.appendingPathComponent("compost"))
        return folder
    }

    private func run(_ path: String, _ arguments: [String], input: String) throws -> Int32 {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-completion-\(UUID().uuidString)")
        try Data(input.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + [file.path]
        let end = try process.runWithDefaultSignals()
        end.wait()
        return process.terminationStatus
    }

    private static func executable(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The script `dogs completions <shell>` prints.
    private func completionScript(_ shell: String) throws -> String {
        let run = try DogsProcess.run(["completions", shell], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }
}
