import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run ends, whatever the host refuses it and whatever libcurl is doing: refused a thread, it
/// says so in one line and exits 71 rather than waiting for one for ever; held by a server that
/// keeps libcurl busy, each try ends at its time-out and the run at its --max-time.
@Suite(.endToEnd)
final class EndingEndToEndTests: EndToEndSuite {
    private var folder: TemporaryDirectory!

    override init() throws {
        try super.init()
        folder = makeTemporaryDirectory()
    }

    @Test("a breed typed longer than any breed's name is refused at once, in one line, whatever it is made of", arguments: [
        "a" + String(repeating: "\u{301}", count: 65_000), String(repeating: "hound ", count: 34), String(repeating: "é", count: 101),
    ])
    func aBreedTooLongIsRefusedAtOnce(_ breed: String) throws {
        let started = Date()

        let run = try DogsProcess.run(["fetch", "--breed", breed, "--max-time", "5", "--api-base", "http://127.0.0.1:9/api"], in: folder.url, deadline: 10)

        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: --breed: longer than any breed's name (200 bytes at most)\n"), "\(run.stderr)")
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(folder.contents(of: ".") == [], "nothing made")
    }

    @Test("a host that refuses threads is said so in one line, and nothing is made")
    func aHostThatRefusesThreadsIsSaidSoInOneLineAndNothingIsMade() throws {
        let nobody = ["--reuid=nobody", "--regid=nogroup", "--clear-groups"], limited = nobody + ["/usr/bin/prlimit", "--nproc=2"]
        try skipUnless(geteuid() == 0, "needs root, to run dogs as a user whose threads are limited")
        try skipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") && FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs setpriv and prlimit (util-linux)")
        let binary = try DogsProcess.binaryForAnyUser(in: self).path
        let runs = try DogsProcess.run(command: "/usr/bin/setpriv", nobody + [binary, "--version"], in: folder.url)
        try skipUnless(runs.status == 0, "needs a user nobody and a group nogroup: \(runs.stderr)")
        let probe = try DogsProcess.run(command: "/usr/bin/setpriv", limited + ["/bin/true"], in: folder.url)
        try skipUnless(probe.status == 0, "needs a user nobody with no process of its own: \(probe.stderr)")

        for arguments in [["fetch", "--count", "1", "--max-time", "5", "--api-base", "http://127.0.0.1:9/api"], ["--version"]] {
            let run = try DogsProcess.run(command: "/usr/bin/setpriv", limited + [binary] + arguments, in: folder.url)

            #expect(run.status == 71, "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("Error: cannot start a thread: Resource temporarily unavailable (too many processes or threads for this user, ulimit -u"), "\(run.stderr)")
        }
        #expect(folder.contents(of: ".") == [], "nothing made")
    }

    @Test("under a limit on memory too small for a run, the run is refused in one line, never crashing halfway")
    func underALimitOnMemoryTooSmallForARunTheRunIsRefusedInOneLineNeverCrashingHalfway() throws {
        let prlimit = "/usr/bin/prlimit"
        try skipUnless(FileManager.default.isExecutableFile(atPath: prlimit), "needs prlimit (util-linux)")
        let server = try FixtureServer(arguments: ["--distinct"])
        var runs = 0
        func fetch(under limit: Int) throws -> DogsRun {
            runs += 1
            return try DogsProcess.run(command: prlimit, ["--as=\(limit)", DogsProcess.binary.path, "fetch", "--count", "2", "--api-base", server.apiBase, "--out", "g\(runs)"], in: folder.url)
        }
        // The least address space a run needs, to 64 KiB: just under it, the run must have been
        // refused at its start, not have started and run out halfway.
        var (short, enough) = (16 << 20, 1 << 30)
        #expect(try fetch(under: enough).status == 0)
        while enough - short > 64 << 10 {
            let middle = (short + enough) / 2 / 4096 * 4096
            if try fetch(under: middle).status == 0 { enough = middle } else { short = middle }
        }

        let under = try fetch(under: short)
        #expect(under.status == 71, "under \(short) bytes: \(under.stderr)")
        #expect(under.stderr.split(separator: "\n").count == 1, "under \(short) bytes: \(under.stderr)")
        #expect(under.stderr.hasPrefix("Error: cannot set aside the 64 MiB of memory a run may take: "), "\(under.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("g\(runs)").path), "a refused run makes nothing")
    }

    @Test("a server that keeps libcurl busy holds a try no longer than its timeout, nor the run past its max time")
    func aServerThatKeepsLibcurlBusyHoldsATryNoLongerThanItsTimeoutNorTheRunPastItsMaxTime() throws {
        let server = try H2FaultServer(fault: "stall")

        let started = Date()
        let once = try DogsProcess.run(["fetch", "--count", "1", "--timeout", "1", "--retries", "0"] + server.arguments, in: folder.url, environment: H2FaultServer.trusting)
        let tried = Date().timeIntervalSince(started)
        let stopped = try DogsProcess.run(["fetch", "--count", "1", "--timeout", "2", "--max-time", "3"] + server.arguments, in: folder.url, environment: H2FaultServer.trusting)
        let ran = Date().timeIntervalSince(started) - tried

        #expect(once.status == 69, "\(once.stderr)")
        #expect(once.stderr.contains(".jpg: could not download: timed out after 1 s"), "\(once.stderr)")
        // libcurl alone took minutes to give up on this server, and kept the process after its run.
        #expect(tried < 10, "one try of one picture")
        #expect(stopped.status == 124, "\(stopped.stderr)")
        // A try that timed out first may be named before it, as the picture that failed.
        #expect(stopped.stderr.contains("Error: --max-time passed"), "\(stopped.stderr)")
        #expect(ran < (3 + 15), "--max-time and its grace period")
        #expect(!FileManager.default.fileExists(atPath: folder.file("gallery").path), "a gallery that nothing was saved to is taken away")
    }
}
