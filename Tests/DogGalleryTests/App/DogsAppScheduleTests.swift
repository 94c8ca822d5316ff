@testable import DogGallery
import Foundation
import GalleryFolder
import ClientTestSupport
import TestSupport
import Testing

/// `dogs schedule` wired from the command line to the crontab, through a crontab spy.
final class DogsAppScheduleTests {
    private let folders = TemporaryFolders()
    private let leaks = LeakTracker()

    private static let users = "# mine\nMAILTO=me@example.org\n30 2 * * * /usr/bin/backup\n"

    @Test("schedule puts the gallerys line after the users own, running this binary by its path")
    func schedulePutsTheGallerysLineAfterTheUsersOwnRunningThisBinaryByItsPath() async {
        let (sut, console, crontab) = makeSUT(crontab: Self.users)

        let code = await sut.run(arguments("schedule", "--count", "5", "--out", "/srv/my dogs"), environment: [:])

        let line = CronLine.text(time: ScheduleTime(.standard, path: "/srv/my dogs"),
                                 command: ["/opt/dogs/bin/dogs", "fetch", "--count", "5", "--every", "1h", "--quiet", "--out", "/srv/my dogs"], gallery: "/srv/my dogs")
        #expect(code == .success, "\(console.errors)")
        #expect(crontab.replacements == [Self.users + line + "\n"])
        #expect(console.output == "Scheduled /srv/my dogs every 1h in this user's crontab:\n\(line)\n")
        #expect(line.hasPrefix("\(ScheduleTime(.standard, path: "/srv/my dogs").cronFields) /opt/dogs/bin/dogs fetch --count 5 --every 1h --quiet --out '/srv/my dogs' "), "\(line)")
    }

    @Test("schedule a relative out, is the gallery in the folder where it was typed")
    func scheduleARelativeOutIsTheGalleryInTheFolderWhereItWasTyped() async {
        let (sut, _, crontab) = makeSUT()

        _ = await sut.run(arguments("schedule", "--out", "gallery"), environment: [:])

        #expect(CrontabEdit.entries(in: crontab.text).map(\.gallery) == ["/home/me/gallery"])
    }

    @Test("schedule again replaces the gallerys line, and says so")
    func scheduleAgainReplacesTheGallerysLineAndSaysSo() async {
        let (sut, console, crontab) = makeSUT(crontab: Self.users)
        _ = await sut.run(arguments("schedule", "--out", "/srv/dogs"), environment: [:])

        let code = await sut.run(arguments("schedule", "--out", "/srv/dogs", "--every", "6h"), environment: [:])

        #expect(code == .success)
        #expect(CrontabEdit.entries(in: crontab.text).map(\.interval) == [ScheduleInterval(argument: "6h")])
        #expect(crontab.text.hasPrefix(Self.users))
        #expect(console.output.contains("Rescheduled /srv/dogs every 6h in this user's crontab:\n"), "\(console.output)")
    }

    @Test("schedule print prints the line, and changes nothing")
    func schedulePrintPrintsTheLineAndChangesNothing() async {
        let (sut, console, crontab) = makeSUT(failing: .notInstalled)

        let code = await sut.run(arguments("schedule", "--print", "--out", "/srv/dogs"), environment: [:])

        #expect(code == .success)
        #expect(console.output == CronLine.text(time: ScheduleTime(.standard, path: "/srv/dogs"),
                                                     command: ["/opt/dogs/bin/dogs", "fetch", "--every", "1h", "--quiet", "--out", "/srv/dogs"], gallery: "/srv/dogs") + "\n")
        #expect(crontab.replacements == [])
    }

    @Test("schedule list shows each gallery its interval and command")
    func scheduleListShowsEachGalleryItsIntervalAndCommand() async {
        let (sut, console, _) = makeSUT(crontab: Self.users)
        _ = await sut.run(arguments("schedule", "--out", "/srv/dogs"), environment: [:])
        _ = await sut.run(arguments("schedule", "--out", "/srv/cats", "--every", "1d"), environment: [:])

        let code = await sut.run(arguments("schedule", "--list"), environment: [:])

        #expect(code == .success)
        #expect(console.output.hasSuffix("""
        /srv/dogs: every 1h
          \(ScheduleTime(.standard, path: "/srv/dogs").cronFields) /opt/dogs/bin/dogs fetch --every 1h --quiet --out /srv/dogs
        /srv/cats: every 1d
          \(ScheduleTime(ScheduleInterval(argument: "1d")!, path: "/srv/cats").cronFields) /opt/dogs/bin/dogs fetch --every 1d --quiet --out /srv/cats

        """), "\(console.output)")
    }

    @Test("schedule remove takes out the gallerys line only")
    func scheduleRemoveTakesOutTheGallerysLineOnly() async {
        let (sut, console, crontab) = makeSUT(crontab: Self.users)
        _ = await sut.run(arguments("schedule", "--out", "/srv/dogs"), environment: [:])
        _ = await sut.run(arguments("schedule", "--out", "/srv/cats"), environment: [:])

        let code = await sut.run(arguments("schedule", "--remove", "--out", "/srv/dogs"), environment: [:])

        #expect(code == .success)
        #expect(CrontabEdit.entries(in: crontab.text).map(\.gallery) == ["/srv/cats"])
        #expect(crontab.text.hasPrefix(Self.users))
        #expect(console.output.hasSuffix("Removed the schedule of /srv/dogs from this user's crontab.\n"), "\(console.output)")
    }

    @Test("schedule remove of a gallery not scheduled, exits 64 naming it, and changes nothing")
    func scheduleRemoveOfAGalleryNotScheduledExits64NamingItAndChangesNothing() async {
        let (sut, console, crontab) = makeSUT(crontab: Self.users)

        let code = await sut.run(arguments("schedule", "--remove", "--out", "/srv/dogs"), environment: [:])

        #expect(code == .usage)
        #expect(console.errors == "Error: /srv/dogs is not scheduled in this user's crontab; 'dogs schedule --list' shows the galleries that are\n")
        #expect(crontab.replacements == [])
    }

    @Test("schedule without a crontab command, exits 69 naming the packages and print")
    func scheduleWithoutACrontabCommandExits69NamingThePackagesAndPrint() async {
        let (sut, console, _) = makeSUT(failing: .notInstalled)

        let code = await sut.run(arguments("schedule", "--out", "/srv/dogs"), environment: [:])

        #expect(code == .unavailable)
        #expect(console.errors == "Error: no crontab command on PATH: install cron (Debian, Ubuntu) or cronie (Fedora), "
            + "or see the line with 'dogs schedule --print' and schedule it yourself\n")
        #expect(console.output == "")
    }

    @Test("scheduling a gallery again keeps what its line had that is not given anew, its interval too, and says so")
    func schedulingAgainKeepsWhatIsNotGivenAnew() async throws {
        let (sut, console, crontab) = makeSUT()
        _ = await sut.run(arguments("schedule", "--count", "3", "--keep", "500", "--max-time", "600", "--every", "6h", "--out", "/srv/dogs"), environment: [:])
        let before = console.output

        let code = await sut.run(arguments("schedule", "--count", "5", "--prometheus-file", "/var/lib/dogs/dogs.prom", "--out", "/srv/dogs"), environment: [:])

        #expect(code == .success, "\(console.errors)")
        let entry = try #require(CrontabEdit.entries(in: crontab.text).first)
        #expect(entry.command == "/opt/dogs/bin/dogs fetch --count 5 --prometheus-file /var/lib/dogs/dogs.prom --max-time 600 --keep 500 --every 6h --quiet --out /srv/dogs")
        #expect(entry.interval == ScheduleInterval(argument: "6h"))
        #expect(console.output.dropFirst(before.count).hasPrefix("Rescheduled /srv/dogs every 6h in this user's crontab:\n"), "\(console.output)")
        #expect(console.output.hasSuffix("Kept from its schedule before: --max-time 600 --keep 500 (--reset drops them).\n"), "\(console.output)")
    }

    @Test("--reset schedules only what is given, naming what it drops")
    func resetSchedulesOnlyWhatIsGiven() async throws {
        let (sut, console, crontab) = makeSUT()
        _ = await sut.run(arguments("schedule", "--count", "3", "--keep", "500", "--every", "6h", "--out", "/srv/dogs"), environment: [:])

        let code = await sut.run(arguments("schedule", "--count", "3", "--reset", "--out", "/srv/dogs"), environment: [:])

        #expect(code == .success, "\(console.errors)")
        #expect(CrontabEdit.entries(in: crontab.text).first?.command == "/opt/dogs/bin/dogs fetch --count 3 --every 1h --quiet --out /srv/dogs")
        #expect(console.output.hasSuffix("Dropped from its schedule before: --keep 500 --every 6h.\n"), "\(console.output)")
    }

    @Test("an option the line before gives that this dogs refuses is not kept silently: 64, saying --reset")
    func aKeptOptionThisDogsRefuses() async throws {
        let line = CronLine.text(time: ScheduleTime(.standard, path: "/srv/dogs"), command: ["/opt/dogs/bin/dogs", "fetch", "--keep", "0", "--quiet", "--out", "/srv/dogs"], gallery: "/srv/dogs")
        let (sut, console, crontab) = makeSUT(crontab: line + "\n")

        let code = await sut.run(arguments("schedule", "--count", "3", "--out", "/srv/dogs"), environment: [:])

        #expect(code == .usage)
        #expect(console.errors.hasPrefix("Error: the gallery's schedule gives --keep 0, kept unless given anew, which this dogs refuses: "), "\(console.errors)")
        #expect(console.errors.contains("--reset schedules only the options given"), "\(console.errors)")
        #expect(crontab.replacements == [])
    }

    @Test("a gallery has one schedule: to systemd from the crontab, and back, the other is taken out, its options carried, and it is said")
    func aGalleryHasOneSchedule() async throws {
        let (sut, console, crontab) = makeSUT()
        let home = folders.make()
        let name = SystemdUnits.name(for: "/srv/dogs")
        _ = await sut.run(arguments("schedule", "--count", "3", "--keep", "500", "--out", "/srv/dogs"), environment: ["HOME": home.url.path])

        let toSystemd = await sut.run(arguments("schedule", "--systemd", "--out", "/srv/dogs"), environment: ["HOME": home.url.path])
        let service = try home.read(".config/systemd/user/\(name).service")
        let afterSystemd = console.output
        let back = await sut.run(arguments("schedule", "--count", "4", "--out", "/srv/dogs"), environment: ["HOME": home.url.path])

        #expect([toSystemd, back] == [.success, .success], "\(console.errors)")
        #expect(service.contains("ExecStart=/opt/dogs/bin/dogs fetch --count 3 --keep 500 --every 1h --quiet --out /srv/dogs\n"), "\(service)")
        #expect(afterSystemd.contains("Took its line out of this user's crontab: a gallery has one schedule.\n"), "\(afterSystemd)")
        #expect(CrontabEdit.entries(in: crontab.text).first?.command == "/opt/dogs/bin/dogs fetch --count 4 --keep 500 --every 1h --quiet --out /srv/dogs")
        #expect(home.contents(of: ".config/systemd/user") == [], "the units taken out")
        #expect(console.output.dropFirst(afterSystemd.count).contains("Took out its systemd units (\(name).service and \(name).timer): a gallery has one schedule."), "\(console.output)")
    }

    @Test("schedule list without a crontab command shows the systemd timers; with none, exits 69")
    func scheduleListWithoutACrontabCommandShowsTheSystemdTimersWithNoneExits69() async throws {
        let (sut, console, _) = makeSUT(failing: .notInstalled)
        let (home, empty) = (folders.make(), folders.make())
        _ = await sut.run(arguments("schedule", "--systemd", "--out", "/srv/dogs"), environment: ["HOME": home.url.path])
        let before = console.output

        let listed = await sut.run(arguments("schedule", "--list"), environment: ["HOME": home.url.path])
        let none = await sut.run(arguments("schedule", "--list"), environment: ["HOME": empty.url.path])

        #expect(listed == .success, "\(console.errors)")
        #expect(console.output.dropFirst(before.count).contains("/srv/dogs: every 1h, by the systemd user timer \(SystemdUnits.name(for: "/srv/dogs")).timer\n"))
        #expect(none == .unavailable)
        #expect(console.errors.hasPrefix("Error: no crontab command on PATH"), "\(console.errors)")
    }

    @Test("schedule a gallery path a crontab line cannot hold, exits 64")
    func scheduleAGalleryPathACrontabLineCannotHoldExits64() async {
        let (sut, console, crontab) = makeSUT()

        let code = await sut.run(arguments("schedule", "--out", "/srv/two\nlines"), environment: [:])

        #expect(code == .usage)
        #expect(console.errors.hasPrefix("Error: '/srv/two lines' cannot go in a crontab line"), "\(console.errors)")
        #expect(crontab.replacements == [])
    }

    @Test("schedule systemd writes the service and timer in the users systemd folder")
    func scheduleSystemdWritesTheServiceAndTimerInTheUsersSystemdFolder() async throws {
        let (sut, console, crontab) = makeSUT()
        let home = folders.make()

        let code = await sut.run(arguments("schedule", "--systemd", "--out", "/srv/dogs"), environment: ["HOME": home.url.path])

        let units = SystemdUnits(time: ScheduleTime(.standard, path: "/srv/dogs"), command: ["/opt/dogs/bin/dogs", "fetch", "--every", "1h", "--quiet", "--out", "/srv/dogs"], gallery: "/srv/dogs")
        #expect(code == .success, "\(console.errors)")
        #expect(try home.read(".config/systemd/user/\(units.name).service") == units.service)
        #expect(try home.read(".config/systemd/user/\(units.name).timer") == units.timer)
        #expect(console.output.hasSuffix("systemctl --user daemon-reload && systemctl --user enable --now \(units.name).timer\n"), "\(console.output)")
        #expect(crontab.replacements == [], "the crontab is left alone")
    }

    @Test("schedule systemd print prints the units, and writes nothing")
    func scheduleSystemdPrintPrintsTheUnitsAndWritesNothing() async {
        let (sut, console, _) = makeSUT()
        let home = folders.make()

        let code = await sut.run(arguments("schedule", "--systemd", "--print", "--out", "/srv/dogs"), environment: ["HOME": home.url.path])

        let units = SystemdUnits(time: ScheduleTime(.standard, path: "/srv/dogs"), command: ["/opt/dogs/bin/dogs", "fetch", "--every", "1h", "--quiet", "--out", "/srv/dogs"], gallery: "/srv/dogs")
        #expect(code == .success)
        #expect(console.output == ScheduleSummary.units(units, folder: UnitFiles.folder(home: home.url.path)).map { $0 + "\n" }.joined())
        #expect(home.contents() == [])
    }

    @Test("schedule systemd leaves a unit of the users at the name, and says so")
    func scheduleSystemdLeavesAUnitOfTheUsersAtTheNameAndSaysSo() async throws {
        let (sut, console, _) = makeSUT()
        let home = folders.make()
        let name = SystemdUnits.name(for: "/srv/dogs")
        try FileManager.default.createDirectory(at: home.file(".config/systemd/user"), withIntermediateDirectories: true)
        try home.write("[Timer]\nOnCalendar=daily\n", to: ".config/systemd/user/\(name).timer")

        let code = await sut.run(arguments("schedule", "--systemd", "--out", "/srv/dogs"), environment: ["HOME": home.url.path])

        #expect(code == .cannotCreate)
        #expect(console.errors == "Error: \(home.file(".config/systemd/user/\(name).timer").path) is not a unit dogs wrote for /srv/dogs; "
            + "dogs leaves it as it is (rename or remove it to schedule the gallery with --systemd)\n")
        #expect(try home.read(".config/systemd/user/\(name).timer") == "[Timer]\nOnCalendar=daily\n")
        #expect(home.contents(of: ".config/systemd/user") == ["\(name).timer"])
    }

    @Test("schedule systemd list and remove, show and take out the gallerys units only")
    func scheduleSystemdListAndRemoveShowAndTakeOutTheGallerysUnitsOnly() async throws {
        let (sut, console, _) = makeSUT()
        let home = folders.make()
        let environment = ["HOME": home.url.path]
        _ = await sut.run(arguments("schedule", "--systemd", "--out", "/srv/dogs"), environment: environment)
        _ = await sut.run(arguments("schedule", "--systemd", "--every", "1d", "--out", "/srv/cats"), environment: environment)
        let (dogs, cats) = (SystemdUnits.name(for: "/srv/dogs"), SystemdUnits.name(for: "/srv/cats"))
        try FileManager.default.createDirectory(at: home.file(".config/systemd/user/timers.target.wants"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: home.file(".config/systemd/user/timers.target.wants/\(dogs).timer").path, withDestinationPath: home.file(".config/systemd/user/\(dogs).timer").path
        )
        let before = console.output

        _ = await sut.run(arguments("schedule", "--list"), environment: environment)
        let listed = String(console.output.dropFirst(before.count))
        let code = await sut.run(arguments("schedule", "--remove", "--systemd", "--out", "/srv/dogs"), environment: environment)
        let again = await sut.run(arguments("schedule", "--remove", "--systemd", "--out", "/srv/dogs"), environment: environment)

        #expect(listed.contains("/srv/dogs: every 1h, by the systemd user timer \(dogs).timer\n"), "\(listed)")
        #expect(!listed.contains(".service"), "the timers, not the services they start")
        #expect(listed.contains("/srv/cats: every 1d, by the systemd user timer \(cats).timer\n"), "\(listed)")
        #expect(code == .success, "\(console.errors)")
        #expect(home.contents(of: ".config/systemd/user") == ["\(cats).service", "\(cats).timer", "timers.target.wants"])
        #expect(home.contents(of: ".config/systemd/user/timers.target.wants") == [])
        #expect(again == .usage)
        #expect(console.errors.hasSuffix("Error: /srv/dogs is not scheduled in this user's systemd user units; 'dogs schedule --list' shows the galleries that are\n"))
    }

    @Test("schedule a gallery its runs could not write, is refused with the runs sentence, and nothing is installed", arguments: [false, true])
    func scheduleAGalleryItsRunsCouldNotWriteIsRefusedWithTheRunsSentenceAndNothingIsInstalled(_ systemd: Bool) async {
        let refusal = GalleryError.cannotCreate(path: "/srv/dogs", reason: "Permission denied")
        let (sut, console, crontab) = makeSUT(crontab: "# mine\n", galleryRefusal: refusal)
        let home = folders.make()

        let words = ["schedule", "--out", "/srv/dogs"] + (systemd ? ["--systemd"] : [])
        let code = await sut.run(words.map { Array($0.utf8) }, environment: ["HOME": home.url.path])
        let printed = await sut.run(arguments("schedule", "--print", "--out", "/srv/dogs"), environment: ["HOME": home.url.path])

        #expect(code == .cannotCreate)
        #expect(console.errors == "Error: \(refusal)\n")
        #expect(crontab.text == "# mine\n")
        #expect(home.contents() == [])
        #expect(printed == .success, "a line printed changes nothing, and may be for another user")
    }

    @Test("schedule systemd remove deletes only the link to its own timer, never through a linked folder")
    func scheduleSystemdRemoveDeletesOnlyTheLinkToItsOwnTimerNeverThroughALinkedFolder() async throws {
        let (sut, console, _) = makeSUT()
        let home = folders.make()
        let environment = ["HOME": home.url.path]
        _ = await sut.run(arguments("schedule", "--systemd", "--out", "/srv/dogs"), environment: environment)
        _ = await sut.run(arguments("schedule", "--systemd", "--out", "/srv/cats"), environment: environment)
        let (dogs, cats) = (SystemdUnits.name(for: "/srv/dogs"), SystemdUnits.name(for: "/srv/cats"))
        // The wants folder is a link to a folder of the user's, holding a link of theirs at the timer's name.
        try FileManager.default.createDirectory(at: home.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home.file("elsewhere/\(dogs).timer").path, withDestinationPath: "/home/me/\(dogs).timer")
        try FileManager.default.createSymbolicLink(atPath: home.file(".config/systemd/user/timers.target.wants").path, withDestinationPath: home.file("elsewhere").path)

        let code = await sut.run(arguments("schedule", "--remove", "--systemd", "--out", "/srv/dogs"), environment: environment)

        #expect(code == .success, "\(console.errors)")
        #expect(home.contents(of: "elsewhere") == ["\(dogs).timer"], "nothing deleted through the linked folder")
        let units: [String] = ["\(cats).service", "\(cats).timer"]
        #expect(home.contents(of: ".config/systemd/user").filter { $0.hasPrefix("dogs-") } == units)
    }

    @Test("schedule systemd remove leaves a link of the users at the timers name, that leads elsewhere")
    func scheduleSystemdRemoveLeavesALinkOfTheUsersAtTheTimersNameThatLeadsElsewhere() async throws {
        let (sut, _, _) = makeSUT()
        let home = folders.make()
        let environment = ["HOME": home.url.path]
        _ = await sut.run(arguments("schedule", "--systemd", "--out", "/srv/dogs"), environment: environment)
        let dogs = SystemdUnits.name(for: "/srv/dogs")
        try FileManager.default.createDirectory(at: home.file(".config/systemd/user/timers.target.wants"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home.file(".config/systemd/user/timers.target.wants/\(dogs).timer").path, withDestinationPath: "/etc/mine.timer")

        let code = await sut.run(arguments("schedule", "--remove", "--systemd", "--out", "/srv/dogs"), environment: environment)

        #expect(code == .success)
        #expect(home.contents(of: ".config/systemd/user/timers.target.wants") == ["\(dogs).timer"])
    }

    @Test("schedule systemd without home, exits 64")
    func scheduleSystemdWithoutHomeExits64() async {
        let (sut, console, _) = makeSUT()

        let code = await sut.run(arguments("schedule", "--systemd", "--out", "/srv/dogs"), environment: [:])

        #expect(code == .usage)
        #expect(console.errors.hasPrefix("Error: HOME is not set"), "\(console.errors)")
    }

    private func makeSUT(
        crontab text: String = "", failing failure: CrontabError? = nil, galleryRefusal: GalleryError? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: DogsApp, console: ConsoleSpy, crontab: CrontabSpy) {
        let console = ConsoleSpy()
        let crontab = CrontabSpy(text, failing: failure)
        let sut = DogsApp(
            console: console, signals: SignalForwarding(), openNetwork: { _ in HTTPSessionSpy() }, currentDirectory: "/home/me",
            endNow: { code in Issue.record("the run was ended at once with \(code)", sourceLocation: sourceLocation) },
            openCrontab: { _ in crontab }, executable: { "/opt/dogs/bin/dogs" },
            checkScheduledGallery: { _ in if let galleryRefusal { throw galleryRefusal } }
        )
        leaks.track(console, sourceLocation: sourceLocation)
        leaks.track(crontab, sourceLocation: sourceLocation)
        return (sut, console, crontab)
    }

    private func arguments(_ words: String...) -> [[UInt8]] {
        words.map { Array($0.utf8) }
    }
}
