@testable import ArgumentParsing
@testable import DogCEOClient
@testable import DogGallery
@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
import Platform
import ModelTestSupport
import TestSupport
import Testing

@Suite("ExitCode maps outcomes to documented exit codes")
struct ExitCodeTests {
    static let url = URL(string: "https://dog.ceo/api/breeds/image/random/3")!

    @Test("errors that end a run", arguments: [
        (DogServiceError.connectivity(url: url, reason: "offline"), ExitCode.unavailable),
        (DogServiceError.httpStatus(code: 503, url: url), .unavailable),
        (DogServiceError.invalidData(url: url, reason: "empty"), .dataError),
        (DogServiceError.apiError(message: "Breed not found (main breed does not exist)", code: 404), .usage),
        (DogServiceError.apiError(message: "Server error", code: 500), .unavailable),
        (DogServiceError.apiError(message: "Too Many Requests", code: 429), .unavailable),
        (DogServiceError.apiError(message: "No route found for \"GET /api/x\" with code: 0", code: 404), .unavailable),
        (GalleryError.busy(path: "/x"), .busy),
        (GalleryError.noGallery(path: "/x"), .noInput),
        (GalleryError.cannotCreate(path: "/x", reason: "Permission denied"), .cannotCreate),
        (GalleryError.cannotWrite(path: "/x", reason: "No space left on device"), .cannotCreate),
        (GalleryError.cannotRead(path: "/x", reason: "Permission denied"), .cannotCreate),
        (GalleryError.invalidManifest(path: "/x", problem: "picture 1, field file: …"), .dataError),
        (GalleryError.notAGallery(path: "/x", found: ["index.html"]), .cannotCreate),
        (GalleryError.symbolicLink(path: "/x/images"), .cannotCreate),
        (GalleryError.imagesMissing(path: "/x/images", pictures: 3), .cannotCreate),
        (GalleryError.lockLost(path: "/x/.dogs.lock"), .busy),
        (CrontabError.notInstalled, .unavailable),
        (CrontabError.failed(command: "crontab -", reason: "bad minute"), .unavailable),
        (ScheduleError.notScheduled(gallery: "/x", where: "crontab"), .usage),
        (ScheduleError.unwritable("a\nb"), .usage),
        (ScheduleError.noHome, .usage),
        (ScheduleError.noExecutable, .software),
        (ScheduleError.cannotWrite(path: "/home/me/.config/systemd/user", reason: "Permission denied"), .cannotCreate),
        (CancellationError(), .software),
    ] as [(any Error & Sendable, ExitCode)])
    func errors(_ error: any Error & Sendable, _ code: ExitCode) {
        #expect(ExitCode(for: error) == code)
    }

    @Test("stopped runs exit as the stop says", arguments: [
        (StopReason.deadline, ExitCode.timedOut, "--max-time passed"), (.signal(1), .hungUp, "hung up (SIGHUP)"),
        (.signal(2), .interrupted, "interrupted (SIGINT)"), (.signal(3), .quit, "quit (SIGQUIT)"),
        (.signal(14), .alarm, "alarm (SIGALRM)"), (.signal(15), .terminated, "terminated (SIGTERM)"),
    ])
    func stops(_ reason: StopReason, _ code: ExitCode, _ description: String) {
        #expect(ExitCode(for: reason) == code)
        #expect(code.rawValue == [.deadline: 124, .signal(1): 129, .signal(2): 130, .signal(3): 131, .signal(14): 142, .signal(15): 143][reason])
        #expect(reason.description == description)
    }

    @Test("an error ending a stopped run exits as the stop says, unless the gallery failed")
    func stoppedRunErrors() {
        let cancelled = DogServiceError.connectivity(url: Self.url, reason: "cancelled")

        #expect(ExitCode(for: cancelled, stoppedBy: .signal(15)) == .terminated)
        #expect(ExitCode(for: CancellationError(), stoppedBy: .deadline) == .timedOut)
        #expect(ExitCode(for: GalleryError.cannotWrite(path: "/g", reason: "full"), stoppedBy: .deadline) == .cannotCreate)
        #expect(ExitCode(for: cancelled, stoppedBy: nil) == .unavailable)
    }

    @Test("a run whose every link was refused could download nothing")
    func everythingRefused() {
        let report = makeReport(skipped: [.init(link: "file:///etc/passwd", reason: "not an http(s) link")])

        #expect(ExitCode(for: report) == .unavailable)
        #expect(report.notOffered == 2)
    }

    @Test("every code says what it means")
    func meanings() {
        let meanings = ExitCode.allCases.map(RootCommand.exitCodes.meaning)
        #expect(meanings.allSatisfy { !$0.isEmpty })
        #expect(Set(meanings).count == ExitCode.allCases.count)
    }

    @Test("usage errors exit 64")
    func usage() {
        #expect(throws: UsageError.self) { try RootCommand.parse(["nope"]) }
        do { _ = try RootCommand.parse(["nope"]) } catch { #expect(ExitCode(for: error) == .usage) }
    }

    @Test("finished runs", arguments: [
        (1, 0, [], 0, nil, ExitCode.success),
        (0, 0, [], 0, nil, .success),
        (2, 1, [], 0, nil, .partialFailure),
        (1, 0, [], 0, DogServiceError.httpStatus(code: 503, url: url), .partialFailure),
        (0, 2, [], 0, nil, .unavailable),
        (0, 0, [DownloadError.storage(StorageFailure(path: "/x", reason: "full"))], 0, nil, .cannotCreate),
        (0, 1, [DownloadError.storage(StorageFailure(path: "/x", reason: "full"))], 0, nil, .unavailable),
        (1, 0, [], 2, nil, .partialFailure),
        (0, 0, [DownloadError.storage(StorageFailure(path: "/x", reason: "full"))], 1, nil, .cannotCreate),
        (0, 1, [], 1, nil, .unavailable),
    ] as [(Int, Int, [DownloadError], Int, DogServiceError?, ExitCode)])
    func reports(saved: Int, httpFailures: Int, otherFailures: [DownloadError], skipped: Int, interruption: DogServiceError?, code: ExitCode) {
        let report = makeReport(
            saved: (0..<saved).map { samplePicture("pug", "\($0)") },
            failed: (Array(repeating: DownloadError.httpStatus(404), count: httpFailures) + otherFailures)
                .map { FetchReport.Failure(source: Self.url, error: $0) },
            skipped: (0..<skipped).map { FetchReport.Skip(link: "x\($0)", reason: "not an absolute link") },
            interruptedBy: interruption
        )

        #expect(ExitCode(for: report) == code)
    }
}

@Suite("Each command says what its own exit codes mean")
struct ExitCodeMeaningTests {
    @Test("64 and 1 mean what they mean for the command at hand", arguments: [
        (ExitCode.usage, "breeds", "usage error"), (.usage, "completions", "usage error"), (.usage, "manual", "usage error"),
        (.usage, "index", "usage error"), (.usage, "verify", "usage error"),
        (.usage, "fetch", "usage error, or a breed dog.ceo does not know"),
        (.usage, "remove", "usage error, or a picture to remove that the gallery does not hold"),
        (.partialFailure, "fetch", "some pictures failed, or links the API offered were skipped; the rest were saved and indexed"),
        (.partialFailure, "remove", "the pictures were removed, but a page could not be written (the next run writes it)"),
        (.partialFailure, "verify", "the gallery has problems (with --repair: some are left to try again)"),
        (.busy, "fetch", "another dogs run is updating the same gallery"),
        (.usage, "schedule", "usage error, a fetch option fetch would refuse, or --remove for a gallery that is not scheduled"),
        (.usage, "status", "usage error"),
        (.partialFailure, "status", "WARNING: the last fetch, or a run since, saved some pictures and not others, or found another run updating the gallery; no fetch succeeded for longer than --warning; or the last fetch is recorded ahead of the clock"),
        (.unavailable, "fetch", "API unreachable or HTTP error, or no picture could be downloaded"),
        (.unavailable, "schedule", "no crontab command (install cron, or cronie on Fedora; --print works without), or crontab failed"),
        (.cannotCreate, "index", "the output folder cannot be created, read or written, is not a dogs gallery, or has lost its images/ (not mounted, or moved)"),
        (.cannotCreate, "schedule", "the gallery cannot be made or written by this user (as its runs would find), the systemd units could not be written, or the crontab's lock could not be had"),
        (.success, "remove", "every picture named was removed (a page that could not be written gives 1)"), (.success, "breeds", "the breeds were listed"),
        (.success, "fetch", "every requested picture was saved (or the API had nothing new)"),
        (.unavailable, "verify --repair", "API unreachable or HTTP error, or no picture could be downloaded"),
        (.success, "verify --repair", "the gallery is sound (with --repair: every picture it lists is sound afterwards)"),
        (.busy, "schedule", "the crontab kept changing while dogs changed it; nothing was changed"),
        (.critical, "status", "CRITICAL: the last fetch, or a run since, failed; no fetch succeeded for too long; the gallery cannot be used; or the dogs its schedule runs is gone or cannot run"),
        (.unknown, "status", "UNKNOWN: no gallery there, no record of its runs that can be read, or its --prometheus-file cannot be written; or status could not run as asked (a usage mistake, output it cannot write)"),
    ])
    func meaning(code: ExitCode, command: String, meaning: String) {
        #expect(RootCommand.exitCodes(ofRun: command).meaning(of: code) == meaning)
    }

    @Test("each command's help table says what status says its codes mean, and every subcommand has one")
    func tableIsHelp() throws {
        #expect(RootCommand.subcommands.map { $0.configuration.name } == RootCommand.spec.subcommands.map(\.name))
        for (command, subcommand) in zip(RootCommand.spec.subcommands, RootCommand.subcommands) {
            let exitCodes = subcommand.configuration.exitCodes
            let help = HelpFormatter.help(for: command, width: 1000)
            let table = try #require(help.components(separatedBy: "EXIT CODES:\n").last).split(separator: "\n")
            for code in exitCodes.codes {
                let row = table.first { $0.hasPrefix("  \(code.rawValue) ") }
                #expect(row?.hasSuffix("  \(RootCommand.exitCodes(ofRun: command.name).meaning(of: code))") == true, "\(command.name) \(code.rawValue)")
            }
        }
    }

    @Test("a run of a command dogs does not have, recorded by another dogs, means what the code means for dogs as a whole")
    func unknownCommand() {
        #expect(RootCommand.exitCodes(ofRun: "curate").meaning(of: .partialFailure) == RootCommand.exitCodes.meaning(of: .partialFailure))
        #expect(RootCommand.exitCodes(ofRun: "curate").meaning(of: .partialFailure).hasSuffix("'dogs status': WARNING)"))
    }

    @Test("a command may end with a code its table lists, or a signal's when a signal can stop it, and with no other")
    func listed() {
        let stoppable = ExitCodeTable([.success, .timedOut])
        let unstoppable = ExitCodeTable([.success], stoppable: false)

        #expect(stoppable.lists(.success) && stoppable.lists(.timedOut) && stoppable.lists(.interrupted) && stoppable.lists(.userSignal2))
        #expect(!stoppable.lists(.usage))
        #expect(unstoppable.lists(.success))
        #expect(!unstoppable.lists(.terminated) && !unstoppable.lists(.timedOut))
    }

    @Test("no command's help names another command's use of a code")
    func ownWords() throws {
        for command in RootCommand.spec.subcommands {
            let help = HelpFormatter.help(for: command, width: 1000)
            let table = try #require(help.components(separatedBy: "EXIT CODES:\n").last)
            if command.name != "fetch" { #expect(!table.contains("breed dog.ceo does not know"), "\(command.name)") }
            if command.name != "remove" { #expect(!table.contains("picture to remove"), "\(command.name)") }
            if command.name != "fetch" { #expect(!table.contains("the rest were saved and indexed"), "\(command.name)") }
            for other in RootCommand.spec.subcommands.map(\.name) where other != command.name {
                #expect(!table.contains("'dogs \(other)"), "\(command.name) names \(other)")
            }
        }
    }
}
