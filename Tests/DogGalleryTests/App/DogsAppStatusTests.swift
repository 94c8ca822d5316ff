@testable import DogGallery
import Foundation
import Platform
@testable import GalleryFolder
import ClientTestSupport
import GalleryTestSupport
import ModelTestSupport
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// The runs a gallery records and `dogs status`, in-process: a network spy, a crontab spy, a clock stub.
final class DogsAppStatusTests {
    private let folders = TemporaryFolders()
    private let leaks = LeakTracker()

    private static let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test("fetch records its outcome, at the time it ended")
    func fetchRecordsItsOutcomeAtTheTimeItEnded() async throws {
        let (sut, _, network, _, folder) = makeSUT()
        stubPictures(["pug/a.jpg"], on: network)

        let code = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path), environment: [:])

        #expect(code == .success)
        let records = RunRecordsFile.records(inGalleryAt: folder.file("gallery").path)
        #expect(records.map(\.command) == ["fetch"])
        #expect(records.first?.time == Self.now)
        #expect(records.first?.exitCode == 0)
        #expect(records.first?.counts == [.pictures: 1, .saved: 1, .failed: 0])
        #expect(records.first?.message.hasPrefix("Saved 1 picture (Pug) to ") == true, "\(records)")
        #expect(try FileManager.default.attributesOfItem(atPath: folder.file("gallery/.dogs-runs").path)[.posixPermissions] as? Int == 0o600)
    }

    @Test("a failed fetch into a gallery is recorded with its error, and a first one that made no gallery is not")
    func aFailedFetchIntoAGalleryIsRecordedWithItsErrorAndAFirstOneThatMadeNoGalleryIsNot() async throws {
        let (sut, _, network, _, folder) = makeSUT()
        network.stub(random(1), with: [.failure(URLError(.cannotConnectToHost))])

        let first = await sut.run(arguments("fetch", "--count", "1", "--retries", "0", "--out", folder.file("new").path), environment: [:])
        _ = try makeSoundGallery(stems: ["a"], in: folder)
        network.stub(random(1), with: [.failure(URLError(.cannotConnectToHost))])
        let second = await sut.run(arguments("fetch", "--count", "1", "--retries", "0", "--out", folder.file("gallery").path), environment: [:])

        #expect([first, second] == [.unavailable, .unavailable])
        #expect(!FileManager.default.fileExists(atPath: folder.file("new").path), "no gallery made, nothing recorded")
        let record = try #require(RunRecordsFile.records(inGalleryAt: folder.file("gallery").path).last)
        #expect(record.exitCode == 69)
        #expect(record.message.hasPrefix("cannot reach "), "\(record.message)")
    }

    @Test("remove and repair record their outcomes, dry runs nothing")
    func removeAndRepairRecordTheirOutcomesDryRunsNothing() async throws {
        let (sut, _, network, _, folder) = makeSUT()
        _ = try makeSoundGallery(stems: ["a", "b"], in: folder)
        let gallery = folder.file("gallery").path

        // The API answers the dry run at once: a request left unanswered would be retried after real waits.
        network.stub(random(3), with: [success(answer(["pug/x.jpg", "pug/y.jpg", "pug/z.jpg"]))])
        _ = await sut.run(arguments("remove", "--dry-run", "--out", gallery, "images/pug_a.jpg"), environment: [:])
        _ = await sut.run(arguments("fetch", "--dry-run", "--out", gallery), environment: [:])
        #expect(RunRecordsFile.records(inGalleryAt: gallery) == [])
        _ = await sut.run(arguments("remove", "--out", gallery, "images/pug_a.jpg"), environment: [:])
        _ = await sut.run(arguments("verify", "--repair", "--out", gallery), environment: [:])

        let records = RunRecordsFile.records(inGalleryAt: gallery)
        #expect(records.map(\.command) == ["remove", "verify --repair"])
        #expect(records.map(\.exitCode) == [0, 0])
        #expect(records.first?.counts == [.pictures: 1, .removed: 1])
        #expect(records.last?.counts == [.pictures: 1, .repaired: 0, .dropped: 0])
        #expect(records.first?.message.hasPrefix("Removed 1 picture from ") == true, "\(records)")
    }

    @Test("a mistake typed by hand (exit 64) is not recorded, and the gallery stays OK")
    func aMistakeTypedByHandIsNotRecorded() async throws {
        let (sut, console, gallery) = try await makeGalleryOfOnePictureWhereZzzdogIsUnknown()

        let typo = await sut.run(arguments("remove", "akita.jpg", "--out", gallery), environment: [:])
        let breed = await sut.run(arguments("fetch", "--count", "1", "--breed", "zzzdog", "--out", gallery), environment: [:])
        let before = console.output
        let status = await sut.run(arguments("status", "--out", gallery), environment: [:])

        #expect([typo, breed, status] == [.usage, .usage, .success], "\(console.errors)")
        #expect(RunRecordsFile.records(inGalleryAt: gallery).map(\.command) == ["fetch"])
        #expect(console.output.dropFirst(before.count).hasPrefix("DOGS OK - 1 picture, last run"))
    }

    @Test("a scheduled fetch (--every) that exits 64 is recorded: its line cannot work, and the gallery is CRITICAL")
    func aScheduledFetchThatExits64IsRecorded() async throws {
        let (sut, console, gallery) = try await makeGalleryOfOnePictureWhereZzzdogIsUnknown()

        let scheduled = await sut.run(arguments("fetch", "--count", "1", "--breed", "zzzdog", "--every", "1h", "--quiet", "--out", gallery), environment: [:])
        let before = console.output
        let status = await sut.run(arguments("status", "--out", gallery), environment: [:])

        #expect([scheduled, status] == [.usage, .critical])
        #expect(RunRecordsFile.records(inGalleryAt: gallery).map(\.exitCode) == [0, 64])
        #expect(console.output.dropFirst(before.count).hasPrefix("DOGS CRITICAL - the last fetch, "), "\(console.output.dropFirst(before.count))")
    }

    @Test("the metrics file a scheduled fetch writes is remembered, and every run after it that changes what status says writes it again")
    func theMetricsFileIsRememberedAndRefreshed() async throws {
        let (sut, _, network, _, folder) = makeSUT()
        let gallery = folder.file("gallery").path, metrics = folder.file("dogs.prom").path
        stubPictures(["pug/a.jpg", "pug/b.jpg"], on: network)
        _ = await sut.run(arguments("fetch", "--count", "2", "--every", "1h", "--quiet", "--prometheus-file", metrics, "--out", gallery), environment: [:])
        #expect(try folder.read("dogs.prom").contains("dogs_pictures{gallery=\"\(gallery)\"} 2\n"))

        let code = await sut.run(arguments("remove", "images/pug_a.jpg", "--out", gallery), environment: [:])

        #expect(code == .success)
        let text = try folder.read("dogs.prom")
        #expect(text.contains("dogs_pictures{gallery=\"\(gallery)\"} 1\n"), "\(text)")
        #expect(text.contains("dogs_last_run_exit_code{gallery=\"\(gallery)\"} 0\n"), "\(text)")
        #expect(RunRecordsFile.records(inGalleryAt: gallery).first?.metrics == metrics)
    }

    @Test("fetch --json says the exit code the process ends with, a metrics file that cannot be written included")
    func fetchJSONSaysTheExitCodeTheProcessEndsWith() async throws {
        let (sut, console, network, _, folder) = makeSUT()
        stubPictures(["pug/a.jpg"], on: network)

        let code = await sut.run(arguments("fetch", "--count", "1", "--json", "--prometheus-file", folder.file("missing/dogs.prom").path, "--out", folder.file("gallery").path), environment: [:])

        #expect(code == .outputFailed)
        let object = try #require(JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        #expect(object["exitCode"] as? Int == 74)
        #expect(RunRecordsFile.records(inGalleryAt: folder.file("gallery").path).map(\.exitCode) == [74])
    }

    @Test("status after a good scheduled run, is OK, with the figures after its first line, and tells the pictures the run and the schedule")
    func statusAfterAGoodScheduledRunIsOKWithTheFiguresAfterItsFirstLineAndTellsThePicturesTheRunAndTheSchedule() async throws {
        let (sut, console, network, crontab, folder) = makeSUT()
        let gallery = folder.file("gallery").path
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("schedule", "--out", gallery), environment: [:])
        _ = await sut.run(arguments("fetch", "--count", "1", "--every", "1h", "--out", gallery), environment: [:])
        let entry = try #require(CrontabEdit.entries(in: crontab.text).first)
        let before = console.output

        let code = await sut.run(arguments("status", "--out", gallery), environment: [:])

        #expect(code == .success)
        let lines = String(console.output.dropFirst(before.count)).split(separator: "\n").map(String.init)
        #expect(lines.count == 8, "\(lines)")
        #expect(lines[0] == "DOGS OK - 1 picture, last run 0 s ago, exit 0 | pictures=1;;;0 last_run_age=0s;;;0 last_run_exit=0 last_success_age=0s;7200;14400;0")
        #expect(lines[1] == "Gallery: \(gallery)")
        #expect(lines[2].hasPrefix("Pictures: 1, the newest added "), "\(lines[2])")
        #expect(lines[3] == "Last run: dogs fetch at 2026-11-18 11:06 UTC, exit 0: \(FetchCommand.configuration.exitCodes.meaning(of: .success))")
        #expect(lines[5] == "Schedule: every 1h")
        #expect(lines[6] == "  \(entry.fields) \(entry.command)")
        #expect(RunRecordsFile.records(inGalleryAt: gallery).last?.every == 3600, "the scheduled run recorded how often it runs")
    }

    @Test("status after a failed run, is CRITICAL, and without a crontab says so and goes on")
    func statusAfterAFailedRunIsCRITICALAndWithoutACrontabSaysSoAndGoesOn() async throws {
        let (sut, console, network, _, folder) = makeSUT(crontabFailure: .notInstalled)
        _ = try makeSoundGallery(stems: ["a"], in: folder)
        network.stub(random(1), with: [.failure(URLError(.cannotConnectToHost))])
        _ = await sut.run(arguments("fetch", "--count", "1", "--retries", "0", "--out", folder.file("gallery").path), environment: [:])
        let before = console.output

        let code = await sut.run(arguments("status", "--json", "--out", folder.file("gallery").path), environment: [:])

        #expect(code == .critical)
        let object = try #require(JSONSerialization.jsonObject(with: Data(console.output.dropFirst(before.count).utf8)) as? [String: Any])
        #expect(object["exitCode"] as? Int == 2)
        #expect(object["state"] as? String == "CRITICAL")
        #expect((object["lastRun"] as? [String: Any])?["exitCode"] as? Int == 69)
        #expect(object["scheduleError"] as? String == "no crontab (the crontab command is not installed)")
    }

    @Test("status without a gallery, is UNKNOWN, also as JSON, and makes nothing")
    func statusWithoutAGalleryIsUNKNOWNAlsoAsJSONAndMakesNothing() async throws {
        let (sut, console, _, _, folder) = makeSUT()

        let text = await sut.run(arguments("status", "--out", folder.file("none").path), environment: [:])
        let json = await sut.run(arguments("status", "--json", "--out", folder.file("none").path), environment: [:])

        #expect([text, json] == [.unknown, .unknown])
        #expect(console.output.hasPrefix("DOGS UNKNOWN - \(folder.file("none").path) holds no gallery"), "\(console.output)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(console.output.split(separator: "\n", maxSplits: 2).last!.utf8)) as? [String: Any])
        #expect(object["exitCode"] as? Int == 3)
        #expect(folder.contents() == [], "status creates nothing")
    }

    @Test("status whose scheduled program is gone, is CRITICAL")
    func statusWhoseScheduledProgramIsGoneIsCRITICAL() async throws {
        let (sut, console, network, _, folder) = makeSUT(checkProgram: { _, _ in .missing })
        let gallery = folder.file("gallery").path
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("schedule", "--out", gallery), environment: [:])
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        let before = console.output

        let code = await sut.run(arguments("status", "--out", gallery), environment: [:])

        #expect(code == .critical)
        #expect(console.output.dropFirst(before.count).hasPrefix("DOGS CRITICAL - the crontab line runs /opt/dogs/bin/dogs, which is not there"))
    }

    @Test("a scheduled fetch records the dogs its schedule starts, by the path it was started by, and as whom", arguments: [
        (nil, "/opt/dogs/bin/dogs"), ("dogs", "/opt/dogs/bin/dogs"), ("/usr/local/bin/dogs", "/usr/local/bin/dogs"),
    ] as [(String?, String)])
    func aScheduledFetchRecordsItsProgram(invokedAs: String?, program: String) async throws {
        let (sut, _, network, _, folder) = makeSUT(invokedAs: invokedAs)
        let gallery = folder.file("gallery").path
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        network.stub(random(1), with: [success(answer(["pug/b.jpg"]))])
        network.stub(picture("pug/b.jpg"), with: [pictureAnswer(jpegBytes)])

        _ = await sut.run(arguments("fetch", "--count", "1", "--every", "1h", "--quiet", "--out", gallery), environment: [:])

        let records = RunRecordsFile.records(inGalleryAt: gallery)
        #expect(records.map(\.program) == [nil, program])
        #expect(records.map(\.user) == [nil, geteuid()])
    }

    @Test("status as a user who cannot see the schedule judges the dogs the last scheduled run recorded, for the user it ran as")
    func statusJudgesTheRecordedProgram() async throws {
        let asked = Mutex<[String]>([])
        let (sut, console, network, _, folder) = makeSUT(checkProgram: { path, user in
            asked.withLock { $0.append("\(path) \(user)") }
            return .notPermitted(user: "alice")
        })
        let gallery = folder.file("gallery").path
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        let scheduled = RunRecord(time: Self.now, command: "fetch", exitCode: 0, message: "Saved 1 picture", every: 3_600, program: "/home/alice/bin/dogs", user: geteuid() + 1)
        _ = RunRecordsFile.add(scheduled, toGalleryAt: gallery)
        let before = console.output

        let code = await sut.run(arguments("status", "--out", gallery), environment: [:])

        #expect(code == .critical)
        #expect(asked.withLock { $0 } == ["/home/alice/bin/dogs \(geteuid() + 1)"])
        #expect(console.output.dropFirst(before.count).hasPrefix(
            "DOGS CRITICAL - the scheduled fetch runs /home/alice/bin/dogs, which alice may not run (no execute permission); "
        ), "\(console.output.dropFirst(before.count))")
    }

    @Test("status as the user whose crontab cannot be read judges the recorded dogs; as the one whose crontab no longer has the line, not")
    func statusOfTheScheduleUser() async throws {
        for (failure, state) in [(CrontabError.notInstalled, ExitCode.critical), (nil, .success)] as [(CrontabError?, ExitCode)] {
            let (sut, console, network, _, folder) = makeSUT(crontabFailure: failure, checkProgram: { _, _ in .notAFile })
            let gallery = folder.file("gallery").path
            stubPictures(["pug/a.jpg"], on: network)
            _ = await sut.run(arguments("fetch", "--count", "1", "--every", "1h", "--out", gallery), environment: [:])

            let code = await sut.run(arguments("status", "--out", gallery), environment: [:])

            #expect(code == state, "\(console.output)")
        }
    }

    @Test("status of a gallery a systemd timer fetches into: the timer is its schedule, and the dogs its service runs is judged")
    func statusOfASystemdTimer() async throws {
        let (sut, console, network, _, folder) = makeSUT(checkProgram: { _, _ in .missing })
        let gallery = folder.file("gallery").path, home = folders.make()
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        _ = await sut.run(arguments("schedule", "--systemd", "--every", "6h", "--out", gallery), environment: ["HOME": home.url.path])
        let before = console.output

        let code = await sut.run(arguments("status", "--json", "--out", gallery), environment: ["HOME": home.url.path])

        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.output.dropFirst(before.count).utf8)) as? [String: Any])
        #expect(code == .critical)
        #expect(object["reason"] as? String == "the systemd timer \(SystemdUnits.name(for: gallery)).timer runs /opt/dogs/bin/dogs, which is not there; 'dogs schedule --list' shows the timer to remove or schedule again")
        #expect(object["interval"] as? Int == 21_600)
        #expect((object["schedule"] as? [String: String])?["by"] == "systemd")
    }

    @Test("status of a line the user made run dogs another way, judges no program it cannot find", arguments: ["nice -n 10 /opt/dogs/bin/dogs", "DOGS_API_BASE=x /opt/dogs/bin/dogs", "dogs"])
    func statusOfALineTheUserMadeRunDogsAnotherWayJudgesNoProgramItCannotFind(_ program: String) async throws {
        let (sut, console, network, crontab, folder) = makeSUT(checkProgram: { _, _ in .missing })
        let gallery = folder.file("gallery").path
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("schedule", "--out", gallery), environment: [:])
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        try crontab.replace(with: crontab.text.replacingOccurrences(of: "/opt/dogs/bin/dogs", with: program))
        let before = console.output

        let code = await sut.run(arguments("status", "--out", gallery), environment: [:])

        #expect(code == .success, "\(console.output.dropFirst(before.count))")
    }

    @Test("a crontab that does not answer: status judges the gallery alone, saying why its schedule is unknown")
    func aCrontabThatDoesNotAnswer() async throws {
        let (sut, console, network, _, folder) = makeSUT(crontabFailure: .timedOut(command: "crontab -l", seconds: 3))
        let gallery = folder.file("gallery").path
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        let before = console.output

        let code = await sut.run(arguments("status", "--out", gallery), environment: [:])

        #expect(code == .success)
        #expect(console.output.dropFirst(before.count).contains("\nSchedule: unknown: crontab -l did not answer within 3 s, and was stopped\n"), "\(console.output)")
    }

    @Test("a stop that ends status at once ends the crontab it is waiting for, and all that crontab started")
    func aStopEndsTheCrontabStatusWaitsFor() async throws {
        let folder = folders.make()
        try folder.write("#!/bin/sh\nsleep 1000 &\nexec sleep 1000\n", to: "crontab")
        #expect(chmod(folder.file("crontab").path, 0o755) == 0)
        let running = DispatchSemaphore(value: 0), group = Mutex<pid_t>(0), ended = Mutex<[ExitCode]>([])
        let children = ChildProcesses { pid in
            group.withLock { $0 = pid }
            running.signal()
        }
        let sut = DogsApp(
            console: ConsoleSpy(), signals: SignalForwarding(), openNetwork: { _ in HTTPSessionSpy() }, currentDirectory: "/",
            endNow: { code in ended.withLock { $0.append(code) } }, children: children,
            openCrontab: { _ in SystemCrontab(program: folder.file("crontab").path, runner: ProcessRunner(children: children), lock: folder.file("lock").path) }
        )
        let words = arguments("status", "--out", folder.file("gallery").path)
        let status = Task { [sut] in await sut.run(words, environment: [:]) }
        running.wait()

        sut.endAtOnce(.terminated)

        #expect(ended.withLock { $0 } == [.terminated])
        #expect(ProcessTable.living(inGroup: group.withLock { $0 }) == [], "nothing the crontab started is left")
        _ = await status.value
    }

    @Test("status prometheus, prints the metrics, and writes them to a file in one step")
    func statusPrometheusPrintsTheMetricsAndWritesThemToAFileInOneStep() async throws {
        let (sut, console, network, _, folder) = makeSUT()
        let gallery = folder.file("gallery").path
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("fetch", "--count", "1", "--every", "30m", "--prometheus-file", folder.file("fetch.prom").path, "--out", gallery), environment: [:])
        let before = console.output

        let code = await sut.run(arguments("status", "--prometheus", "--prometheus-file", folder.file("status.prom").path, "--out", gallery), environment: [:])

        #expect(code == .success)
        let printed = String(console.output.dropFirst(before.count))
        #expect(printed.contains("dogs_pictures{gallery=\"\(gallery)\"} 1\n"), "\(printed)")
        #expect(printed.contains("dogs_schedule_interval_seconds{gallery=\"\(gallery)\"} 1800\n"), "\(printed)")
        #expect(try folder.read("status.prom") == printed)
        #expect(try folder.read("fetch.prom") == printed, "the run wrote what status says after it")
        #expect(!folder.contents().contains { $0.hasPrefix(".dogs-tmp") }, "no temporary file left beside it")
    }

    @Test("metrics that cannot be written: fetch says so and exits 74, status is UNKNOWN saying why, as a check exits 0 to 3 only")
    func metricsThatCannotBeWritten() async throws {
        let (sut, console, network, _, folder) = makeSUT()
        let gallery = folder.file("gallery").path
        stubPictures(["pug/a.jpg"], on: network)

        let fetch = await sut.run(arguments("fetch", "--count", "1", "--quiet", "--prometheus-file", folder.file("missing/dogs.prom").path, "--out", gallery), environment: [:])
        let status = await sut.run(arguments("status", "--prometheus-file", folder.file("missing/dogs.prom").path, "--out", gallery), environment: [:])

        #expect([fetch, status] == [.outputFailed, .unknown])
        #expect(console.errors == "Error: cannot write the metrics to \(folder.file("missing").path): No such file or directory\n")
        #expect(console.output.hasPrefix("DOGS UNKNOWN - cannot write the metrics to \(folder.file("missing").path): No such file or directory"), "\(console.output)")
    }

    @Test("status whose state line cannot be written, is UNKNOWN, saying why on stderr, as a check exits 0 to 3 only", arguments: [ENOSPC, EPIPE])
    func statusWhoseStateLineCannotBeWrittenIsUnknown(_ refusal: Int32) async throws {
        let (_, _, gallery) = try await makeGalleryOfOnePictureWhereZzzdogIsUnknown()
        let (sut, console, _, _, _) = makeSUT(refusing: [.output], refusal: refusal)

        let code = await sut.run(arguments("status", "--out", gallery), environment: [:])

        #expect(code == .unknown)
        #expect(console.errors == (refusal == EPIPE ? "" : "Error: cannot write to standard output: No space left on device\n"))
    }

    @Test("a metrics file at a gallery file's name is refused before anything is asked or written, by fetch, schedule and status", arguments: [
        "manifest.jsonl", ".dogs-runs", "index.html", "images/x.prom", ".",
    ])
    func metricsInsideTheGallery(_ name: String) async throws {
        let (sut, console, network, crontab, folder) = makeSUT()
        let gallery = folder.file("gallery").path, metrics = folder.file("gallery/\(name)").path
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        let before = try snapshot(folder).filter { !$0.key.hasSuffix(".dogs-runs") }, asked = network.requests.count, printed = console.output

        let fetch = await sut.run(arguments("fetch", "--count", "1", "--every", "1h", "--prometheus-file", metrics, "--out", gallery), environment: [:])
        let schedule = await sut.run(arguments("schedule", "--prometheus-file", metrics, "--out", gallery), environment: [:])
        let status = await sut.run(arguments("status", "--prometheus-file", metrics, "--out", gallery), environment: [:])

        #expect([fetch, schedule, status] == [.usage, .usage, .unknown])
        #expect(network.requests.count == asked, "nothing asked")
        #expect(crontab.text == "", "nothing scheduled")
        let refusal = "--prometheus-file \(URL(fileURLWithPath: metrics).standardizedFileURL.path) is inside the gallery \(gallery): give a file of its own outside it"
        #expect(console.errors.contains("Error: \(refusal)\n"), "\(console.errors)")
        #expect(console.output.dropFirst(printed.count).hasPrefix("DOGS UNKNOWN - \(refusal)"), "\(console.output)")
        #expect(try snapshot(folder).filter { !$0.key.hasSuffix(".dogs-runs") } == before, "nothing written")
        #expect(RunRecordsFile.records(inGalleryAt: gallery).map(\.exitCode) == [0, 64], "the scheduled run is recorded, as its line cannot work")
    }

    @Test("a metrics file at a name something else holds is left as it is, by a run that names it and one that remembers it")
    func metricsAtSomeoneElsesFile() async throws {
        let (sut, console, network, _, folder) = makeSUT()
        let gallery = folder.file("gallery").path, theirs = folder.file("node.prom").path
        try folder.write("# HELP node_load1 load\nnode_load1 0.5\n", to: "node.prom")
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        let asked = network.requests.count

        let fetch = await sut.run(arguments("fetch", "--count", "1", "--quiet", "--prometheus-file", theirs, "--out", gallery), environment: [:])
        // A record is hostile input too: one naming someone's file as the gallery's metrics.
        let forged = RunRecord(time: Self.now, command: "fetch", exitCode: 0, message: "Saved 1 picture", metrics: theirs)
        _ = RunRecordsFile.add(forged, toGalleryAt: gallery)
        let remove = await sut.run(arguments("remove", "--out", gallery, "images/pug_a.jpg"), environment: [:])

        #expect([fetch, remove] == [.cannotCreate, .success])
        #expect(network.requests.count == asked)
        #expect(try folder.read("node.prom") == "# HELP node_load1 load\nnode_load1 0.5\n")
        let refusal = "\(theirs) is not a metrics file dogs wrote, which is all --prometheus-file replaces (or an empty file): give another, or remove it"
        #expect(console.errors.contains("Error: \(refusal)\n"), "\(console.errors)")
        #expect(console.errors.contains("warning: \(refusal); it shows the gallery as it was before this run\n"), "\(console.errors)")
    }

    @Test("a gallery whose images are gone records no run, and its status is CRITICAL")
    func aGalleryWhoseImagesAreGoneRecordsNoRunAndItsStatusIsCRITICAL() async throws {
        let (sut, console, _, _, folder) = makeSUT()
        _ = try makeSoundGallery(stems: ["a"], in: folder)
        let gallery = folder.file("gallery").path
        try FileManager.default.moveItem(atPath: folder.file("gallery/images").path, toPath: folder.file("away").path)

        let fetch = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        let status = await sut.run(arguments("status", "--out", gallery), environment: [:])

        #expect([fetch, status] == [.cannotCreate, .critical])
        #expect(RunRecordsFile.records(inGalleryAt: gallery) == [], "the gallery stays as it was")
        #expect(console.output.hasPrefix("DOGS CRITICAL - \(gallery)/images is missing, though the manifest lists 1 picture"), "\(console.output)")
    }

    /// A gallery of one picture, fetched by hand, whose API does not know the breed 'zzzdog'.
    private func makeGalleryOfOnePictureWhereZzzdogIsUnknown() async throws -> (DogsApp, ConsoleSpy, String) {
        let (sut, console, network, _, folder) = makeSUT()
        let gallery = folder.file("gallery").path
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        network.stub(URL(string: "https://dog.ceo/api/breed/zzzdog/images/random/1")!, with: [success(try fixture("api/error-unknown-breed.json"), status: 404)])
        return (sut, console, gallery)
    }

    private func makeSUT(
        crontabFailure: CrontabError? = nil, invokedAs: String? = nil, refusing: Set<ConsoleStream> = [], refusal: Int32 = ENOSPC,
        checkProgram: @escaping @Sendable (String, uid_t) -> ProgramFile.Check = { _, _ in .runnable }, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: DogsApp, console: ConsoleSpy, network: HTTPSessionSpy, crontab: CrontabSpy, folder: TemporaryDirectory) {
        let console = ConsoleSpy(refusing: refusing, refusal: refusal)
        let network = HTTPSessionSpy()
        let crontab = CrontabSpy(failing: crontabFailure)
        let sut = DogsApp(
            console: console, signals: SignalForwarding(), openNetwork: { _ in network }, currentDirectory: "/",
            endNow: { code in Issue.record("the run was ended at once with \(code)", sourceLocation: sourceLocation) }, invokedAs: invokedAs,
            openCrontab: { _ in crontab }, executable: { "/opt/dogs/bin/dogs" }, checkProgram: checkProgram, now: { Self.now }
        )
        leaks.track(console, sourceLocation: sourceLocation)
        leaks.track(network, sourceLocation: sourceLocation)
        leaks.track(crontab, sourceLocation: sourceLocation)
        return (sut, console, network, crontab, folders.make())
    }

    private func arguments(_ words: String...) -> [[UInt8]] {
        words.map { Array($0.utf8) }
    }

    private func stubPictures(_ paths: [String], on spy: HTTPSessionSpy) {
        spy.stub(random(paths.count), with: [success(answer(paths))])
        paths.forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
    }
}
