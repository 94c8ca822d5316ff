import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dogs status` after runs that ended each way, as a monitoring check (Nagios, Icinga, NRPE)
/// calls it: the state is the exit code, 0 OK, 1 WARNING, 2 CRITICAL, 3 UNKNOWN. Status only reads
/// the crontab, so these tests run beside the suites of `TheUsersCrontab`.
@Suite(.endToEnd)
final class StatusEndToEndTests: EndToEndTestCase {
    @Test("after a good run is OK, saying the pictures and the run in its first line")
    func afterAGoodRunIsOKSayingThePicturesAndTheRunInItsFirstLine() throws {
        #expect(try dogs(["fetch", "--count", "2", "--api-base", server.apiBase]).status == 0)

        let status = try dogs(["status"])

        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.hasPrefix("DOGS OK - 2 pictures, last run "), "\(status.stdout)")
        #expect(status.stdout.contains(" s ago, exit 0 | pictures=2;;;0 last_run_age="), "\(status.stdout)")
        #expect(status.stdout.contains("\nGallery: \(folder.file("gallery").path)\nPictures: 2, the newest added "), "\(status.stdout)")
        #expect(status.stdout.contains(", exit 0: every requested picture was saved (or the API had nothing new)\n  Saved 2 pictures"), "\(status.stdout)")
        try assertGalleryInvariant(folder.file("gallery"))
    }

    @Test("after a run whose pictures all failed is critical, with the runs code and message")
    func afterARunWhosePicturesAllFailedIsCriticalWithTheRunsCodeAndMessage() throws {
        #expect(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status == 0)
        let broken = try FixtureServer(fault: "html-pictures")
        #expect(try dogs(["fetch", "--count", "2", "--retries", "0", "--api-base", broken.apiBase]).status == 69)

        let status = try dogs(["status", "--json"])

        #expect(status.status == 2, "\(status.stderr)")
        let object = try document(status)
        #expect((object["state"] as? String) == "CRITICAL")
        let run = try #require(object["lastRun"] as? [String: Any])
        #expect((run["exitCode"] as? Int) == 69)
        #expect((run["command"] as? String) == "fetch")
        #expect(((run["counts"] as? [String: Int])?["failed"]) == 2)
        #expect((object["lastSuccess"] as? String) != nil, "the run before succeeded")
    }

    @Test("after a run stopped by SIGTERM before it saved a picture, is critical, saying it was terminated")
    func afterARunStoppedBySIGTERMBeforeItSavedAPictureIsCriticalSayingItWasTerminated() throws {
        #expect(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status == 0)
        let hanging = try FixtureServer(fault: "hang-pictures", arguments: ["--distinct"])
        let run = try DogsProcess(["fetch", "--count", "2", "--api-base", hanging.apiBase], in: folder.url)
        #expect(hanging.waitForRequest(containing: "GET /breeds/"), "downloads have started")
        run.send(SIGTERM)
        #expect(try run.wait().status == 143)

        let status = try dogs(["status", "--json"])

        #expect(status.status == 2, "\(status.stderr)")
        let last = try #require(try document(status)["lastRun"] as? [String: Any])
        #expect((last["exitCode"] as? Int) == 143)
        #expect((last["message"] as? String)?.hasPrefix("terminated (SIGTERM); ") == true, "\(last)")
        try assertGalleryInvariant(folder.file("gallery"))
    }

    @Test("after a run refused by a held lock is a warning, with code 75")
    func afterARunRefusedByAHeldLockIsAWarningWithCode75() throws {
        #expect(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status == 0)
        let lock = try FileHandle(forUpdating: folder.file("gallery/.dogs.lock"))
        defer { try? lock.close() }
        #expect(flock(lock.fileDescriptor, LOCK_EX | LOCK_NB) == 0)
        #expect((try dogs(["remove", "--out", "gallery", try #require(ManifestFile(in: folder.file("gallery")).files.first)]).status) == 75)

        let status = try dogs(["status"])

        #expect(status.status == 1, "\(status.stderr)")
        #expect(status.stdout.hasPrefix("DOGS WARNING - dogs remove, "), "\(status.stdout)")
        #expect(status.stdout.contains(" s ago, found another run updating the gallery (exit 75): another dogs run is updating "), "\(status.stdout)")
    }

    @Test("without a gallery is unknown, and touches nothing")
    func withoutAGalleryIsUnknownAndTouchesNothing() throws {
        let status = try dogs(["status", "--out", "none"])

        #expect(status.status == 3)
        #expect(status.stdout.hasPrefix("DOGS UNKNOWN - "), "\(status.stdout)")
        #expect(status.stdout.split(separator: "\n").count == 2, "the state and why, then the gallery's path")
        #expect(folder.contents() == [])
    }

    @Test("a record of good runs gone stale is warning after two intervals, and critical after four")
    func aRecordOfGoodRunsGoneStaleIsWarningAfterTwoIntervalsAndCriticalAfterFour() throws {
        #expect(try dogs(["fetch", "--count", "1", "--every", "1h", "--api-base", server.apiBase]).status == 0)

        try writeRecord(ago: 3 * 3600, every: 3600)
        let warning = try dogs(["status"])
        try writeRecord(ago: 5 * 3600, every: 3600)
        let critical = try dogs(["status"])
        try writeRecord(ago: 5 * 3600, every: 3600)
        let overridden = try dogs(["status", "--warning", "6h", "--critical", "1d"])

        #expect(warning.status == 1, "\(warning.stdout)")
        #expect(warning.stdout.hasPrefix("DOGS WARNING - no successful fetch for 3 h (warning after 2 h) | "), "\(warning.stdout)")
        #expect(critical.status == 2, "\(critical.stdout)")
        #expect(critical.stdout.hasPrefix("DOGS CRITICAL - no successful fetch for 5 h (critical after 4 h) | "), "\(critical.stdout)")
        #expect(overridden.status == 0, "\(overridden.stdout)")
    }

    @Test("without a schedule or interval is critical after 49 hours")
    func withoutAScheduleOrIntervalIsCriticalAfter49Hours() throws {
        #expect(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status == 0)

        try writeRecord(ago: 24 * 3600, every: nil)
        let fresh = try dogs(["status"])
        try writeRecord(ago: 50 * 3600, every: nil)
        let stale = try dogs(["status"])

        #expect(fresh.status == 0, "\(fresh.stdout)")
        #expect(stale.status == 2, "\(stale.stdout)")
        #expect(stale.stdout.contains("(critical after 49 h)"), "\(stale.stdout)")
    }

    @Test("a damaged record is unknown")
    func aDamagedRecordIsUnknown() throws {
        #expect(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status == 0)
        try Data("not a record\n".utf8).write(to: folder.file("gallery/.dogs-runs"))

        let status = try dogs(["status"])

        #expect(status.status == 3, "\(status.stdout)")
        #expect(status.stdout.hasPrefix("DOGS UNKNOWN - \(folder.file("gallery").path)/.dogs-runs holds no record dogs can read"), "\(status.stdout)")
    }

    @Test("a record another user may not read is unknown, saying whose it is and how to grant it, and through a group, is read")
    func aRecordAnotherUserMayNotReadIsUnknownSayingWhoseItIsAndHowToGrantItAndThroughAGroupIsRead() throws {
        #expect(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status == 0)
        let record = folder.file("gallery/.dogs-runs").path

        let refused = try asNobody(["status", "--out", "gallery"])

        #expect(refused.status == 3, "\(refused.stdout)")
        #expect(refused.stdout.hasPrefix("DOGS UNKNOWN - cannot read \(record): Permission denied (dogs runs as nobody, group nogroup; \(record) belongs to root, group root); "
            + "to let this user read it, give the file a group of this user's (chgrp) and that group read (chmod g+r), which dogs keeps"), "\(refused.stdout)")

        #expect(chown(record, uid_t.max, 4) == 0, "group adm, as the README suggests a group for monitoring")
        #expect(chmod(record, 0o640) == 0)
        #expect(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status == 0, "a run keeps the group and its read")
        let granted = try asNobody(["status", "--out", "gallery"], groups: ["adm"])

        #expect(granted.status == 0, "\(granted.stdout + granted.stderr)")
        #expect(granted.stdout.hasPrefix("DOGS OK - 2 pictures, last run "), "\(granted.stdout)")
    }

    @Test("a scheduled dogs that can no longer run is CRITICAL, for its user without a crontab and for a monitoring user", arguments: [false, true])
    func aScheduledDogsThatCanNoLongerRunIsCritical(_ folderInItsPlace: Bool) throws {
        let program = try DogsProcess.binaryForAnyUser(in: self)
        let scheduled = try DogsProcess.run(command: program.path, ["fetch", "--count", "1", "--every", "1h", "--quiet", "--api-base", server.apiBase], in: folder.url)
        #expect(scheduled.status == 0, "\(scheduled.stderr)")
        let record = folder.file("gallery/.dogs-runs").path
        #expect(chown(record, uid_t.max, 4) == 0 && chmod(record, 0o640) == 0, "readable by group adm, as for a monitoring user")
        let noCrontab = ["PATH": "/nonexistent", "HOME": folder.url.path]
        #expect(try dogs(["status"], environment: noCrontab).status == 0)

        if folderInItsPlace {
            try FileManager.default.removeItem(at: program)
            try FileManager.default.createDirectory(at: program, withIntermediateDirectories: false)
        } else {
            #expect(chmod(program.path, 0o644) == 0)
        }
        let owner = try dogs(["status"], environment: noCrontab)
        let monitoring = try asNobody(["status", "--out", "gallery"], groups: ["adm"])

        let why = folderInItsPlace ? "which is not a file that can be run" : "which \(String(cString: getpwuid(geteuid())!.pointee.pw_name)) may not run (no execute permission)"
        for status in [owner, monitoring] {
            #expect(status.status == 2, "\(status.stdout + status.stderr)")
            #expect(status.stdout.hasPrefix("DOGS CRITICAL - the scheduled fetch runs \(program.path), \(why); "), "\(status.stdout)")
        }
    }

    @Test("a crontab that does not answer: status answers once its 3 s are up, from the gallery alone, and a stop meanwhile leaves nothing of it running")
    func aCrontabThatDoesNotAnswer() throws {
        #expect(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status == 0)
        let bin = makeTemporaryDirectory(), started = bin.file("started")
        #expect(mkfifo(started.path, 0o600) == 0)
        // Says its process id once something reads it, and never ends, nor does what it starts.
        try bin.write("#!/bin/sh\necho $$ > '\(started.path)'\nsleep 1000 &\nexec sleep 1000\n", to: "crontab")
        #expect(chmod(bin.file("crontab").path, 0o755) == 0)
        let path = ["PATH": bin.url.path + ":/usr/bin:/bin"]

        let answered = try dogs(["status"], environment: path)

        #expect(answered.status == 0, "\(answered.stdout + answered.stderr)")
        #expect(answered.stdout.contains("\nSchedule: unknown: crontab -l did not answer within 3 s, and was stopped\n"), "\(answered.stdout)")
        #expect(answered.stderr == "")

        let stopped = try DogsProcess(["status"], in: folder.url, environment: path)
        // Opening the pipe waits for the crontab to have started.
        let reader = open(started.path, O_RDONLY)
        var said = [UInt8](repeating: 0, count: 32)
        let count = read(reader, &said, said.count)
        close(reader)
        let crontab = try #require(pid_t(String(decoding: said.prefix(max(0, count)), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        stopped.terminate()
        let run = try stopped.wait()

        #expect(run.status == 143, "\(run.stdout + run.stderr)")
        #expect(ProcessTable.living(inGroup: crontab) == [], "the crontab dogs waited for, and all it started, ended with it")
    }

    @Test("fetch with a prometheus file leaves its metrics there, for node exporters textfile collector")
    func fetchWithAPrometheusFileLeavesItsMetricsThereForNodeExportersTextfileCollector() throws {
        let metrics = folder.file("dogs.prom")

        let run = try dogs(["fetch", "--count", "2", "--every", "1h", "--prometheus-file", metrics.path, "--quiet", "--api-base", server.apiBase])

        #expect(run.status == 0, "\(run.stderr)")
        #expect((run.stdout + run.stderr) == "")
        let text = try String(contentsOf: metrics, encoding: .utf8)
        let label = "{gallery=\"\(folder.file("gallery").path)\"}"
        for line in ["dogs_status\(label) 0", "dogs_pictures\(label) 2", "dogs_last_run_exit_code\(label) 0", "dogs_last_run_saved_pictures\(label) 2", "dogs_schedule_interval_seconds\(label) 3600"] {
            #expect(text.contains("\n" + line + "\n"), "\(line) in:\n\(text)")
        }
        #expect(try dogs(["status", "--prometheus"]).stdout == text, "what status --prometheus prints")
        #expect(folder.contents() == ["dogs.prom", "gallery"], "no temporary file left beside it")
    }

    // MARK: - Helpers

    private func dogs(_ arguments: [String], environment: [String: String] = [:]) throws -> DogsRun {
        try DogsProcess.run(arguments, in: folder.url, environment: environment)
    }

    private func document(_ status: DogsRun) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any], "\(status.stdout)")
    }

    /// Puts one successful fetch, ended `ago` seconds before now, as the gallery's only record.
    private func writeRecord(ago seconds: Int, every: Int?) throws {
        let time = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-Double(seconds)))
        let line = #"{"time":"\#(time)","command":"fetch","exitCode":0,"message":"Saved 1 picture","saved":1"# + (every.map { #","every":\#($0)"# } ?? "") + "}\n"
        try Data(line.utf8).write(to: folder.file("gallery/.dogs-runs"))
    }
}
