import Platform

/// The invoking user's crontab, read and replaced whole.
protocol Crontab: Sendable {
    /// The crontab's text; empty when the user has none.
    func read() throws(CrontabError) -> String
    func replace(with text: String) throws(CrontabError)
}

/// The crontab through the system's `crontab` command: `crontab -l` to read it, `crontab -`
/// with the new text on stdin to replace it.
struct SystemCrontab: Crontab {
    /// The `crontab` found on PATH, nil when there is none.
    let program: String?
    let runner: any CommandRunning

    func read() throws(CrontabError) -> String {
        let result = try run(["-l"], input: nil)
        // "no crontab for USER", exit 1: an empty crontab, not a failure.
        guard result.status == 0 || !result.errors.contains("no crontab for") else { return "" }
        try check(result, "crontab -l")
        return result.output
    }

    func replace(with text: String) throws(CrontabError) {
        try check(try run(["-"], input: text), "crontab -")
    }

    private func run(_ arguments: [String], input: String?) throws(CrontabError) -> CommandResult {
        guard let program else { throw .notInstalled }
        do {
            return try runner.run(program, arguments, input: input)
        } catch {
            throw .failed(command: "crontab \(arguments.joined(separator: " "))", reason: "\(program) could not be started (\(error))")
        }
    }

    private func check(_ result: CommandResult, _ command: String) throws(CrontabError) {
        guard result.status != 0 else { return }
        let said = TerminalText.oneLine(result.errors)
        throw .failed(command: command, reason: said.isEmpty ? "it exited with \(result.status)" : said)
    }

    /// The first executable `crontab` in the folders of `path` (PATH's value), as a shell finds it.
    static func locate(in path: String?, isExecutable: (String) -> Bool) -> String? {
        (path ?? "/usr/bin:/bin").split(separator: ":").map { "\($0.hasSuffix("/") ? $0.dropLast() : $0)/crontab" }.first(where: isExecutable)
    }
}
