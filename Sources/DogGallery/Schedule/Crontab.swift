import Platform
import PureSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The invoking user's crontab, read and replaced whole.
protocol Crontab: Sendable {
    /// The crontab's text; empty when the user has none.
    func read() throws(CrontabError) -> String
    func replace(with text: String) throws(CrontabError)
    /// Runs `body` holding dogs' own lock on this user's crontab, so that two `dogs schedule`
    /// never edit it at once.
    func exclusively<Value>(_ body: () throws -> Value) throws -> Value
}

extension Crontab {
    /// Tries at an update before saying the crontab keeps changing.
    static var updateAttempts: Int { 5 }

    /// The crontab changed by `change` as one step, as far as dogs can make it one: under its own
    /// lock, read; changed; read again just before writing, and started over when someone else
    /// changed it meanwhile (`crontab -e` takes no lock, so that window is narrowed, not closed);
    /// written; and read back to confirm. Gives the text before and after.
    func update(_ change: (String) throws -> String) throws -> (before: String, after: String) {
        try exclusively {
            for _ in 1...Self.updateAttempts {
                let before = try read()
                let after = try change(before)
                guard try read() == before else { continue }
                try replace(with: after)
                if try read() == after { return (before, after) }
            }
            throw ScheduleError.crontabKeptChanging
        }
    }
}

/// The crontab through the system's `crontab` command: `crontab -l` to read it, `crontab -`
/// with the new text on stdin to replace it.
struct SystemCrontab: Crontab {
    /// The `crontab` found on PATH, nil when there is none.
    let program: String?
    let runner: any CommandRunning
    /// Where dogs' own lock on the crontab is (see `lockPath`).
    let lock: String

    /// A file of this user's own for the lock: in the user's runtime folder, else the home
    /// folder; else the shared temporary folder, named for the user and never followed as a link.
    static func lockPath(environment: [String: String], user: uid_t = geteuid()) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { return runtime + "/dogs-crontab.lock" }
        if let home = environment["HOME"], home.hasPrefix("/") { return (home == "/" ? "" : home) + "/.dogs-crontab.lock" }
        return "/tmp/dogs-crontab-\(user).lock"
    }

    func exclusively<Value>(_ body: () throws -> Value) throws -> Value {
        let descriptor = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor != -1 else { throw ScheduleError.cannotLockCrontab(path: lock, reason: FileSystemError(path: lock).reason) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_uid == geteuid(), status.st_mode & S_IFMT == S_IFREG else {
            throw ScheduleError.cannotLockCrontab(path: lock, reason: "it is not a file of this user's")
        }
        // Waits for another dogs schedule of this user's, which takes a moment.
        guard flock(descriptor, LOCK_EX) == 0 else { throw ScheduleError.cannotLockCrontab(path: lock, reason: FileSystemError(path: lock).reason) }
        return try body()
    }

    /// How long `crontab -l` may take before the crontab is said not to answer: it reads one
    /// small file, and a check that calls it must answer well within monitoring's 10 s.
    static let readTimeLimit = 3.0
    /// How long `crontab -` may take: it writes the file and tells cron.
    static let replaceTimeLimit = 10.0

    func read() throws(CrontabError) -> String {
        let result = try run(["-l"], input: nil, timeLimit: Self.readTimeLimit)
        // "no crontab for USER", exit 1: an empty crontab, not a failure.
        guard result.status == 0 || !result.errors.contains("no crontab for") else { return "" }
        try check(result, "crontab -l")
        return result.output
    }

    func replace(with text: String) throws(CrontabError) {
        try check(try run(["-"], input: text, timeLimit: Self.replaceTimeLimit), "crontab -")
    }

    private func run(_ arguments: [String], input: String?, timeLimit: Double) throws(CrontabError) -> CommandResult {
        guard let program else { throw .notInstalled }
        let command = "crontab \(arguments.joined(separator: " "))"
        do throws(Subprocess.Failure) {
            return try runner.run(program, arguments, input: input, timeLimit: timeLimit)
        } catch {
            switch error {
            case let .cannotStart(code): throw .failed(command: command, reason: "\(program) could not be started: \(String(cString: strerror(code)))")
            case .timedOut: throw .timedOut(command: command, seconds: Int(timeLimit))
            case .printedTooMuch: throw .failed(command: command, reason: "it printed more than \(Subprocess.maxOutput >> 20) MiB")
            }
        }
    }

    private func check(_ result: CommandResult, _ command: String) throws(CrontabError) {
        guard result.status != 0 else { return }
        let said = TerminalText.oneLine(result.errors)
        throw .failed(command: command, reason: said.isEmpty ? "it exited with \(result.status)" : said)
    }
}
