import ArgumentParsing
import DogCEOClient
import DogModel
import Foundation
import GalleryFolder
import Platform

/// `dogs` from its command line to its exit code, and the real parts a run is wired from: the
/// network, the crontab, the terminal, the clock and the limit on open files. `run` is the one
/// entry the executable calls; the dispatch to each command is in `DogsApp+Dispatch`. The
/// executable adds only what belongs to a process: signal set-up, the malloc setting and `exit`.
package struct DogsApp: Sendable {
    let console: any Console
    let signals: SignalForwarding
    let openNetwork: @Sendable (CurlTransport.Configuration) -> any NetworkTransport
    let endNow: @Sendable (ExitCode) -> Void
    /// Waits for whole work under way and tidies up the gallery before `endNow` (see `endAtOnce`).
    let abruptEnd = AbruptEnd()
    /// The folder dogs was started in: where it looks for the gallery `--out` stands for when
    /// absent, and what a relative path is taken from; nil when its path is not UTF-8 (see
    /// `WorkingFolder`), and then no relative path is taken from it.
    let workingFolder: String?
    var currentDirectory: String { workingFolder ?? "/" }
    /// The limit on open files, weighed before a run starts (see `OpenFileBudget`).
    let openFiles: OpenFiles
    /// The programs this process has started and not seen end (a `crontab`), which an end at
    /// once ends too.
    let children: ChildProcesses
    /// Shows a manual page's troff on the terminal as `man` does, handing the process over to it;
    /// returns only when it cannot (no `man` on the PATH of the environment given).
    let showPage: @Sendable (String, [String: String]) -> Void
    /// The user's crontab, found on the PATH of the environment given.
    let openCrontab: @Sendable ([String: String]) -> any Crontab
    /// This program's absolute path, for a schedule to run it.
    let executable: @Sendable () -> String?
    /// Whether a program a schedule runs can be run by a user (see `ProgramFile`).
    let checkProgram: @Sendable (String, uid_t) -> ProgramFile.Check
    /// The path this process was started by (its `argv[0]`): what a schedule runs, as it names it.
    let invokedAs: String?
    /// Refuses a gallery a scheduled run could not make or write, as that run would (see `GalleryOpener.preflight`).
    let checkScheduledGallery: @Sendable (String) throws -> Void
    /// The time a run is recorded at.
    let now: @Sendable () -> Date
    /// Where the deadline, the grace period and the waits between retries are kept: the
    /// process's `Lifeline`, whose timers need no thread of the task pool.
    let scheduler: any Scheduling
    /// When the app was made, first thing in the process, on `scheduler`'s clock: `--max-time`
    /// counts from it.
    let started: Double

    /// - Parameters:
    ///   - signals: where stop signals go; a run attaches its supervisor while it lasts.
    ///   - openNetwork: the network one run uses; the run invalidates it when it ends.
    ///   - scheduler: keeps the deadline, the grace period and the waits between retries.
    ///   - endNow: ends the process at once, for a second signal or a stopped run that overran its grace period.
    package init(
        console: any Console, signals: SignalForwarding,
        openNetwork: @escaping @Sendable (CurlTransport.Configuration) -> any NetworkTransport,
        currentDirectory: String?, invokedAs: String? = nil, openFiles: OpenFiles = .system,
        scheduler: any Scheduling = TaskScheduling(), endNow: @escaping @Sendable (ExitCode) -> Void
    ) {
        let children = ChildProcesses()
        self.init(
            console: console, signals: signals, openNetwork: openNetwork, currentDirectory: currentDirectory, openFiles: openFiles,
            scheduler: scheduler, endNow: endNow, invokedAs: invokedAs, children: children, openCrontab: { environment in
                SystemCrontab(
                    program: ProgramSearch.locate("crontab", in: environment["PATH"]), runner: ProcessRunner(children: children),
                    lock: SystemCrontab.lockPath(environment: environment)
                )
            }
        )
    }

    init(
        console: any Console, signals: SignalForwarding, openNetwork: @escaping @Sendable (CurlTransport.Configuration) -> any NetworkTransport,
        currentDirectory: String?, openFiles: OpenFiles = .system, scheduler: any Scheduling = TaskScheduling(),
        endNow: @escaping @Sendable (ExitCode) -> Void, invokedAs: String? = nil, children: ChildProcesses = ChildProcesses(), openCrontab: @escaping @Sendable ([String: String]) -> any Crontab,
        executable: @escaping @Sendable () -> String? = RunningExecutable.path,
        checkProgram: @escaping @Sendable (String, uid_t) -> ProgramFile.Check = ProgramFile.check,
        showPage: @escaping @Sendable (String, [String: String]) -> Void = { page, environment in
            guard let man = ProgramSearch.locate("man", in: environment["PATH"]) else { return }
            _ = ProgramHandover.replace(with: man, arguments: ["-l", "-"], input: Data(page.utf8))
        },
        checkScheduledGallery: @escaping @Sendable (String) throws -> Void = { try GalleryOpener(root: URL(fileURLWithPath: $0, isDirectory: true)).preflight() },
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.console = console
        self.signals = signals
        self.openNetwork = openNetwork
        workingFolder = currentDirectory
        self.openFiles = openFiles
        self.endNow = endNow
        self.openCrontab = openCrontab
        self.executable = executable
        self.children = children
        self.checkProgram = checkProgram
        self.showPage = showPage
        self.invokedAs = invokedAs
        self.checkScheduledGallery = checkScheduledGallery
        self.now = now
        self.scheduler = scheduler
        started = scheduler.now
    }

    /// Runs the command line, given as the process received it, byte for byte.
    /// `undecodable` names the variables of the process's environment whose value is not UTF-8,
    /// which `environment` leaves out.
    /// `dogs status` is a monitoring check, which exits 0 to 3 only, as the monitoring plugins'
    /// guidelines ask: anything that keeps it from judging (a usage mistake, a state line it
    /// cannot write) is UNKNOWN.
    package func run(_ arguments: [[UInt8]], environment: [String: String], undecodable: Set<String> = []) async -> ExitCode {
        let output = RunOutput(console: console, progressWidth: TerminalWidth.columns(environment: environment, terminal: console.columns(of: .errors)))
        let check = Self.isCheck(arguments)
        var code = await perform(arguments, environment: environment, undecodable: undecodable, check: check, output: output)
        if let lost = output.lostResults {
            // A reader that stopped reading (`dogs breeds | head`) wants no more, and no complaint.
            if lost.code != EPIPE { output.error("Error: cannot write to standard output: \(lost.reason)") }
            if code == .success { code = .outputFailed }
        }
        return check && !(0...3).contains(code.rawValue) ? .unknown : code
    }

    /// The network for one run, trusting the certificates the environment names as curl does
    /// (`CURL_CA_BUNDLE`, else `SSL_CERT_FILE`), for a mirror or a proxy with a private CA.
    func network(_ configuration: CurlTransport.Configuration, environment: [String: String]) -> any NetworkTransport {
        var configuration = configuration
        configuration.caBundle = RootCommand.caBundleVariables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return openNetwork(configuration)
    }

    /// `DOGS_PAGE_SIZE`, undocumented: the page size of a gallery made now, small in tests so a
    /// few pictures fill many pages.
    static func pageSize(_ environment: [String: String]) -> Int? {
        environment["DOGS_PAGE_SIZE"].flatMap(Int.init)
    }

    /// `DOGS_TIME_SCALE`, undocumented: how many times as fast as the wall clock dogs' own time
    /// passes (a whole number up to 1000, else 1), so that the end-to-end tests take the binary
    /// through its time-outs, retries and deadlines without waiting them out.
    package static func timeScale(_ environment: [String: String]) -> Double {
        guard let scale = environment["DOGS_TIME_SCALE"].flatMap(Int.init), (1...1000).contains(scale) else { return 1 }
        return Double(scale)
    }

    /// Ends the process with `code` without winding the run down, for a second signal, a stopped
    /// run past its grace period, or a signal with no run to stop: once any commit under way is
    /// done, with no temporary file left, no gallery begun and never saved to, and no program it
    /// started (a `crontab` that does not answer) left running.
    package func endAtOnce(_ code: ExitCode) {
        abruptEnd.end {
            children.endAll()
            endNow(code)
        }
    }
}
