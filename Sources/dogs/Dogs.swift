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

/// The `dogs` process: what only a process can do (block and forward signals, tune malloc, read
/// argv, exit) around `DogsApp`, which does everything else.
@main
struct Dogs {
    static func main() {
        // Before any thread exists: Dispatch's trap when no descriptor is free.
        if let tooFew = OpenFiles.system.roomToStart() {
            StandardStream.write("Error: \(tooFew)\n", to: STDERR_FILENO)
            exit(ExitCode.cannotCreate.rawValue)
        }
        // Before any other thread exists, so that every thread inherits the blocked signals.
        StopSignals.block()
        StandardStream.reserve()
        dogs_limit_malloc_arenas(1)
        let signals = SignalForwarding()
        // The main thread has nothing to do but wait for the run: it drives the transfers meanwhile.
        let mainThread = BorrowedThread()
        let app = DogsApp(console: StandardConsole(), signals: signals, openNetwork: { CurlTransport($0, on: mainThread) }) { _exit($0.rawValue) }
        StopSignals.forward { number in
            // With no run to wind down, stop at once (after a commit under way).
            if let reason = signals.receive(signal: number) { app.endAtOnce(ExitCode(for: reason)) }
        }
        // The bytes as given: CommandLine.arguments would turn a stray byte into U+FFFD.
        // A stride, not 1..<argc: a program may exec dogs with no arguments at all, not even its name.
        let arguments = stride(from: 1, to: Int(CommandLine.argc), by: 1).map { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map(UInt8.init(bitPattern:)) } ?? []
        }
        let environment = ProcessInfo.processInfo.environment
        let code = Mutex(ExitCode.software)
        // Detached: main runs on the main actor, whose queue nothing drains while main serves.
        Task.detached {
            let result = await app.run(arguments, environment: environment)
            code.withLock { $0 = result }
            mainThread.release()
        }
        // Not dispatchMain(): it parks the main thread in sigsuspend with every signal unblocked.
        mainThread.serve()
        exit(code.withLock { $0 }.rawValue)
    }
}
