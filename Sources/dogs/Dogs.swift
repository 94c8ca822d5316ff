import DogCEOClient
import DogGallery
import Foundation
import MallocTuning
import Platform
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `dogs` process: what only a process can do (block and take signals, keep time on a thread
/// of its own, tune malloc, read argv, exit) around `DogsApp`, which does everything else.
@main
struct Dogs {
    static func main() {
        // The bytes as given: CommandLine.arguments would turn a stray byte into U+FFFD.
        // A stride, not 1..<argc: a program may exec dogs with no arguments at all, not even its name.
        let arguments = stride(from: 1, to: Int(CommandLine.argc), by: 1).map { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map(UInt8.init(bitPattern:)) } ?? []
        }
        // Before any thread exists: Dispatch's trap when no descriptor is free.
        if let tooFew = OpenFiles.system.roomToStart() { refuse("\(tooFew)", .cannotCreate, arguments) }
        // Before any other thread exists, so that every thread inherits the blocked signals.
        StopSignals.block()
        StandardStream.reserve()
        dogs_limit_malloc_arenas(1)
        let signals = SignalForwarding()
        let ending = Ending()
        // The first thread, and the one that must be had: it takes the signals and keeps the time
        // whatever becomes of the others.
        let lifeline: Lifeline
        switch Lifeline.start(taking: StopSignals.taken, onSignal: { number in
            // With no run to wind down, stop at once (after a commit under way).
            if let reason = signals.receive(signal: number) { ending.endAtOnce(ExitCode(for: reason)) }
        }) {
        case let .success(started): lifeline = started
        case let .failure(error): refuse("\(SystemRefusal.thread(code: error.code))", .systemRefused, arguments)
        }
        // The task pool waits for ever for a thread the system refuses: refused now, it is said.
        // It wants a worker a core, and Dispatch's manager, which the first worker starts.
        if let refusal = Lifeline.roomForThreads(ProcessInfo.processInfo.activeProcessorCount + 1) {
            refuse("\(SystemRefusal.thread(code: refusal.code))", .systemRefused, arguments)
        }
        // Under a limit on memory, a run that starts and then finds none is a crash in the middle
        // of its work: refused now, it is said.
        if let refusal = AddressSpace.room(for: AddressSpace.runNeeds) {
            refuse("\(SystemRefusal.memory(code: refusal.code, bytes: AddressSpace.runNeeds))", .systemRefused, arguments)
        }
        // The main thread has nothing to do but wait for the run: it drives the transfers meanwhile.
        let mainThread = BorrowedThread()
        let (environment, undecodable) = ProcessEnvironment.variables()
        let timers = ScaledScheduling(lifeline, rate: DogsApp.timeScale(environment))
        let app = DogsApp(
            console: StandardConsole(), signals: signals, openNetwork: { CurlTransport($0, on: mainThread, scheduler: timers) },
            currentDirectory: WorkingFolder.path(), invokedAs: CommandLine.argc > 0 ? CommandLine.unsafeArgv[0].map { String(validatingCString: $0) } ?? nil : nil,
            scheduler: timers
        ) { _exit($0.rawValue) }
        ending.set(app)
        let code = Mutex(ExitCode.software)
        // Detached: main runs on the main actor, whose queue nothing drains while main serves.
        Task.detached {
            let result = await app.run(arguments, environment: environment, undecodable: undecodable)
            code.withLock { $0 = result }
            mainThread.release()
            // Unless libcurl keeps the main thread (a server that never stops sending frames):
            // everything the run printed is written already, and the process ends regardless.
            timers.after(1) { _exit(result.rawValue) }
        }
        // Not dispatchMain(): it parks the main thread in sigsuspend with every signal unblocked.
        mainThread.serve()
        exit(code.withLock { $0 }.rawValue)
    }

    /// Ends a process that cannot start its run: `dogs status`, a monitoring check, as UNKNOWN
    /// with its state line.
    private static func refuse(_ reason: String, _ code: ExitCode, _ arguments: [[UInt8]]) -> Never {
        StandardStream.write("Error: \(reason)\n", to: STDERR_FILENO)
        guard DogsApp.isCheck(arguments) else { exit(code.rawValue) }
        StandardStream.write(DogsApp.uncheckedLine(reason) + "\n", to: STDOUT_FILENO)
        exit(ExitCode.unknown.rawValue)
    }
}

/// The app, once there is one, for a signal that ends the process before any run is attached.
private final class Ending: Sendable {
    private let app = Mutex<DogsApp?>(nil)

    func set(_ app: DogsApp) {
        self.app.withLock { $0 = app }
    }

    func endAtOnce(_ code: ExitCode) {
        guard let app = app.withLock({ $0 }) else { _exit(code.rawValue) }
        app.endAtOnce(code)
    }
}
