import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output that cannot be written and signals at any moment: never a crash (exit 132), never a
/// lost signal, never a temporary file left behind.
@Suite(.endToEnd)
final class OutputAndSignalsEndToEndTests: EndToEndTestCase {
    private var gallery: URL { folder.file("gallery") }

    // MARK: - Output

    @Test("a full or closed stdout ends a successful run with 74, and a failed stderr changes nothing")
    func aFullOrClosedStdoutEndsASuccessfulRunWith74AndAFailedStderrChangesNothing() throws {
        try dogs(["fetch", "--count", "1", "--api-base", server.apiBase])
        let commands: [(arguments: [String], code: Int32)] = [
            (["--version"], 0), (["help", "fetch"], 0), (["manual"], 0), (["completions", "bash"], 0),
            (["breeds", "--api-base", server.apiBase], 0), (["index"], 0), (["fetch", "--count", "1", "--api-base", server.apiBase], 0),
            (["fetch", "--count", "1", "--json", "--api-base", server.apiBase], 0),
            (["fetch", "--cout", "3"], 64), (["fetch", "--api-base", "http://127.0.0.1:9/api", "--retries", "0"], 69),
        ]
        for command in commands {
            for redirection in [">/dev/full", ">&-", "2>/dev/full", "2>&-", ">/dev/full 2>/dev/full"] {
                let run = try shell(command.arguments, redirection)
                let expected = command.code == 0 && redirection.hasPrefix(">") ? 74 : command.code

                #expect(!run.killedBySignal, "\(command.arguments) \(redirection): signal \(run.status)")
                #expect(run.status == expected, "\(command.arguments) \(redirection): \(run.stderr)")
                let cause = ["/dev/full": "No space left on device", "&-": "Bad file descriptor"].first { redirection == ">" + $0.key }?.value
                if let cause, command.code == 0 {
                    #expect(run.stderr.hasSuffix("Error: cannot write to standard output: \(cause)\n"), "\(command.arguments) \(redirection): \(run.stderr)")
                }
            }
        }
        try assertGalleryInvariant(gallery)
    }

    // MARK: - Signals

    @Test("each stop signal mid run stops the run cleanly")
    func eachStopSignalMidRunStopsTheRunCleanly() throws {
        let stops: [(signal: Int32, code: Int32, says: String)] = [
            (SIGINT, 130, "interrupted (SIGINT)"), (SIGTERM, 143, "terminated (SIGTERM)"), (SIGHUP, 129, "hung up (SIGHUP)"),
            (SIGQUIT, 131, "quit (SIGQUIT)"), (SIGALRM, 142, "alarm (SIGALRM)"),
            (SIGUSR1, 128 + SIGUSR1, "stopped by SIGUSR1"), (SIGUSR2, 128 + SIGUSR2, "stopped by SIGUSR2"),
        ]
        try dogs(["fetch", "--count", "2", "--api-base", server.apiBase])
        for stop in stops {
            // Every link new, so the run has pictures to download; a server of its own, so the
            // request waited for is this run's.
            let hanging = try FixtureServer(fault: "hang-pictures", arguments: ["--distinct"])
            let run = try DogsProcess(["fetch", "--count", "2", "--verbose", "--api-base", hanging.apiBase], in: folder.url)
            #expect(hanging.waitForRequest(containing: "GET /breeds/"), "downloads have started")

            run.send(stop.signal)
            let result = try run.wait()

            #expect(!result.killedBySignal, "\(stop.says)")
            #expect(result.status == stop.code, "\(result.stderr)")
            #expect(result.stderr.contains("Error: \(stop.says)"), "\(result.stderr)")
            // A picture's line, whatever its format: the fixtures hold .jpg, .jpeg and .png files.
            let stoppedPicture = result.stderr.split(separator: "\n").contains { $0.hasPrefix("GET \(hanging.baseURL.absoluteString)/breeds/") && $0.contains(" failed: stopped (") }
            #expect(stoppedPicture, "--verbose tells a transfer in flight was stopped: \(result.stderr)")
            #expect(!result.stderr.contains("unexpected error"), "\(result.stderr)")
            #expect(!result.stderr.contains("Backtrac"), "no crash report")
            #expect(folder.contents(of: "gallery/images").count == 2, "the earlier pictures stay")
            try assertGalleryInvariant(gallery)
        }
    }

    @Test("each stop signal mid repair leaves the gallery as it was, with nothing for the next run to clear")
    func eachStopSignalMidRepairLeavesTheGalleryAsItWasWithNothingForTheNextRunToClear() throws {
        for (number, code) in [(SIGHUP, Int32(129)), (SIGINT, 130), (SIGTERM, 143)] {
            let gallery = folder.file("repaired-\(number)")
            let port = try {
                let source = try FixtureServer(arguments: ["--distinct"])
                try dogs(["fetch", "--count", "2", "--out", gallery.path, "--api-base", source.apiBase])
                return try #require(source.baseURL.port)
            }()
            let files = try ManifestFile(in: gallery).pictures.compactMap { $0["file"] as? String }
            try Data("damaged".utf8).write(to: gallery.appendingPathComponent(files[0]))
            try FileManager.default.removeItem(at: gallery.appendingPathComponent(files[1]))
            let before = try FolderSnapshot(of: gallery, excluding: [".dogs.lock", ".dogs-runs"])
            let problemsBefore = try DogsProcess.run(["verify", "--out", gallery.path], in: folder.url).stdout
            // The pictures' own host, now hanging: the repair is under way when the signal comes.
            let hanging = try FixtureServer(fault: "hang-pictures", arguments: ["--port", String(port)])
            let run = try DogsProcess(["verify", "--repair", "--out", gallery.path, "--api-base", hanging.apiBase], in: folder.url)
            #expect(hanging.waitForRequest(containing: "GET /breeds/"), "downloads have started")

            run.send(number)
            let result = try run.wait()

            #expect(!result.killedBySignal)
            #expect(result.status == code, "\(result.stderr)")
            #expect(try FolderSnapshot(of: gallery, excluding: [".dogs.lock", ".dogs-runs"]) == before, "no temporary file, no journal, nothing changed")
            #expect(try String(contentsOf: gallery.appendingPathComponent(".dogs-runs"), encoding: .utf8).contains(#""command":"verify --repair","exitCode":\#(code)"#), "the stop is recorded")
            #expect(try Data(contentsOf: gallery.appendingPathComponent(".dogs.lock")) == Data(), "no mark of an unfinished run")
            #expect(try DogsProcess.run(["verify", "--out", gallery.path], in: folder.url).stdout == problemsBefore)
        }
    }

    @Test("a stop signal during remove leaves the gallery before the removal or after it")
    func aStopSignalDuringRemoveLeavesTheGalleryBeforeTheRemovalOrAfterIt() throws {
        for number in [SIGHUP, SIGINT, SIGTERM] {
            let gallery = folder.file("curated-\(number)")
            try dogs(["fetch", "--count", "3", "--out", gallery.path, "--api-base", server.apiBase])
            let files = try ManifestFile(in: gallery).pictures.compactMap { $0["file"] as? String }
            let run = try DogsProcess(["remove", "--out", gallery.path, files[1]], in: folder.url)

            run.send(number)
            let result = try run.wait()

            #expect(result.killedBySignal ? result.status == number : [0, 128 + number].contains(result.status), "\(number): \(result.status) \(result.stderr)")
            let listed = try ManifestFile(in: gallery).pictures.compactMap { $0["file"] as? String }
            #expect(listed == files || listed == [files[0], files[2]], "\(listed)")
            #expect(FileManager.default.fileExists(atPath: gallery.appendingPathComponent(files[1]).path) == (listed == files))
            try assertGalleryInvariant(gallery)
        }
    }

    @Test("a second stop signal ends the run at once, leaving no temporary file and nothing for the next run to repair")
    func aSecondStopSignalEndsTheRunAtOnceLeavingNoTemporaryFileAndNothingForTheNextRunToRepair() throws {
        for (first, second) in [(SIGINT, SIGINT), (SIGINT, SIGTERM), (SIGTERM, SIGHUP)] {
            for existing in [false, true] {
                let gallery = folder.file("twice-\(first)-\(second)-\(existing)")
                if existing { try dogs(["fetch", "--count", "2", "--out", gallery.path, "--api-base", server.apiBase]) }
                let before = existing ? try FolderSnapshot(of: gallery, excluding: [".dogs.lock", ".dogs-runs"]) : nil
                // Every picture hangs, so the second signal comes while the first is winding the run down.
                let hanging = try FixtureServer(fault: "hang-pictures", arguments: ["--distinct"])
                let run = try DogsProcess(["fetch", "--count", "6", "--out", gallery.path, "--api-base", hanging.apiBase], in: folder.url)
                #expect(hanging.waitForRequest(containing: "GET /breeds/"), "downloads have started")

                run.send(first)
                run.send(second)
                let result = try run.wait()

                let said = "\(first) then \(second), \(existing ? "a gallery" : "a new gallery"): \(result.stderr)"
                #expect(!result.killedBySignal, "\(said)")
                // Two signals at once reach dogs lowest number first.
                #expect([128 + first, 128 + second].contains(result.status), "\(said)")
                // Ended at once, it says so last, on a line of its own; wound down before the second came, it says how it ended.
                let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.last == "", "the prompt after it starts on a line of its own: \(said)")
                if let atOnce = lines.firstIndex(where: { $0.hasSuffix(", then a second signal: stopped at once, before winding down") }) {
                    #expect(atOnce == (lines.count - 2), "nothing said after it: \(said)")
                } else {
                    #expect(lines.contains { $0.hasPrefix("Error: ") }, "\(said)")
                }
                let left = FileManager.default.enumerator(atPath: gallery.path)?.compactMap { $0 as? String } ?? []
                #expect((left.filter { ($0 as NSString).lastPathComponent.hasPrefix(".dogs-tmp-") || $0.hasSuffix(".dogs-journal") }) == [], "\(said)")
                if let before {
                    #expect(try FolderSnapshot(of: gallery, excluding: [".dogs.lock", ".dogs-runs"]) == before, "\(said)")
                    #expect(try Data(contentsOf: gallery.appendingPathComponent(".dogs.lock")) == Data(), "no mark of an unfinished run: \(said)")
                    #expect(try dogs(["verify", "--out", gallery.path]).status == 0, "\(said)")
                    let record = try String(contentsOf: gallery.appendingPathComponent(".dogs-runs"), encoding: .utf8).split(separator: "\n").last ?? ""
                    #expect(record.contains(#""command":"fetch","exitCode":\#(result.status)"#), "the stop is recorded: \(record)")
                } else {
                    #expect(!FileManager.default.fileExists(atPath: gallery.path), "a gallery begun and never saved to is taken away: \(said) \(left)")
                }
            }
        }
    }

    @Test("a stop signal at start up is never lost")
    func aStopSignalAtStartUpIsNeverLost() throws {
        let slow = try FixtureServer(fault: "slow-pictures", arguments: ["--delay-ms", "1000"])
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            let run = try DogsProcess(["fetch", "--count", "1", "--api-base", slow.apiBase], in: folder.url)

            run.send(number)
            let result = try run.wait()

            // Before main runs, the signal's default action ends the process; from main on, dogs takes it.
            #expect(result.killedBySignal ? result.status == number : result.status == 128 + number, "\(number): \(result.status) \(result.stderr)")
            #expect(!folder.contents(of: "gallery/images").contains { !$0.hasPrefix(".") }, "nothing saved")
            #expect(!((folder.contents(of: "gallery") + folder.contents(of: "gallery/images")).contains { $0.hasPrefix(".dogs-tmp-") || $0 == ".dogs-journal" }))
        }
    }

    @Test("sigpipe mid run is ignored")
    func sigpipeMidRunIsIgnored() throws {
        let slow = try FixtureServer(fault: "slow-pictures", arguments: ["--delay-ms", "300", "--distinct"])
        let run = try DogsProcess(["fetch", "--count", "1", "--api-base", slow.apiBase], in: folder.url)
        #expect(slow.waitForRequest(containing: "GET /breeds/"), "downloads have started")

        run.send(SIGPIPE)
        let result = try run.wait()

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.killedBySignal)
        try assertGalleryInvariant(gallery)
    }

    // MARK: - Helpers

    @discardableResult
    private func dogs(_ arguments: [String]) throws -> DogsRun {
        try DogsProcess.run(arguments, in: folder.url)
    }

    /// `dogs` with its output redirected by the shell, as a user's cron line would.
    private func shell(_ arguments: [String], _ redirection: String) throws -> DogsRun {
        try DogsProcess.run(command: "/bin/sh", ["-c", "exec \"$@\" \(redirection)", "sh", DogsProcess.binary.path] + arguments, in: folder.url)
    }
}
