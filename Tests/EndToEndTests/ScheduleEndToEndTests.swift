import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TheUsersCrontab {
    /// `dogs schedule` with the real `crontab`, each installed line run as cron runs it, against the
    /// fixture server, and `dogs status` reading the lines. The user's own crontab is saved first
    /// and put back exactly afterwards.
    @Suite(.endToEnd)
    final class ScheduleEndToEndTests: EndToEndTestCase {
        private static let users = "# the user's own\nMAILTO=\"\"\n\n30 2 * * * /usr/bin/true   # nightly, 2:30\n"

        @Test("install replace list remove keep the users lines, and each line runs as cron runs it")
        func installReplaceListRemoveKeepTheUsersLinesAndEachLineRunsAsCronRunsIt() throws {
            try UserCrontab.use(Self.users, in: self)
            // A folder name sh would split and a quote, a % cron would cut at: the line must quote and escape them.
            let gallery = folder.file("my dogs' 100% gallery")

            let installed = try dogs(["schedule", "--count", "2", "--api-base", server.apiBase, "--out", gallery.lastPathComponent])

            #expect(installed.status == 0, "\(installed.stderr)")
            let first = try dogsLine(for: gallery)
            #expect(try UserCrontab.read() == (Self.users + first + "\n"), "the user's lines byte for byte, then the gallery's")
            #expect(first.contains(" \(DogsProcess.binary.resolvingSymlinksInPath().path) fetch ") || first.contains("'\(DogsProcess.binary.resolvingSymlinksInPath().path)' fetch "), "\(first)")
            try expectRunAsCron(first, savesPictures: 2, in: gallery)

            let replaced = try dogs(["schedule", "--every", "30m", "--count", "1", "--api-base", server.apiBase, "--out", gallery.path])

            #expect(replaced.status == 0, "\(replaced.stderr)")
            let second = try dogsLine(for: gallery)
            #expect(second != first)
            #expect(try UserCrontab.read() == (Self.users + second + "\n"), "replaced, not added")
            try expectRunAsCron(second, savesPictures: 3, in: gallery)

            let listed = try dogs(["schedule", "--list"])
            #expect(listed.status == 0, "\(listed.stderr)")
            #expect(listed.stdout.contains("\(gallery.path): every 30m\n"), "\(listed.stdout)")

            let removed = try dogs(["schedule", "--remove", "--out", gallery.path])
            #expect(removed.status == 0, "\(removed.stderr)")
            #expect(try UserCrontab.read() == Self.users, "exactly the user's crontab again")

            let again = try dogs(["schedule", "--remove", "--out", gallery.path])
            #expect(again.status == 64)
            #expect(again.stderr == ("Error: \(gallery.path) is not scheduled in this user's crontab; 'dogs schedule --list' shows the galleries that are\n"))
        }

        @Test("schedules at once with a crontab slow to list, each put their line, and the users lines stay")
        func schedulesAtOnceWithACrontabSlowToListEachPutTheirLineAndTheUsersLinesStay() throws {
            try UserCrontab.use(Self.users, in: self)
            let crontab = try #require(UserCrontab.program)
            let bin = makeTemporaryDirectory()
            try bin.write("#!/bin/sh\n[ \"$1\" = -l ] && sleep 0.3\nexec \(crontab) \"$@\"\n", to: "crontab")
            #expect(chmod(bin.file("crontab").path, 0o755) == 0)

            for count in [2, 6] {
                let galleries = (1...count).map { folder.file("at-once-\(count)-\($0)") }
                let runs = try galleries.map { gallery in
                    try DogsProcess(["schedule", "--out", gallery.path], in: folder.url, environment: ["PATH": "\(bin.url.path):/usr/bin:/bin"])
                }
                let results = try runs.map { try $0.wait() }

                for result in results { #expect(result.status == 0, "\(result.stderr)") }
                let text = try #require(try UserCrontab.read())
                #expect(text.hasPrefix(Self.users), "the user's lines first, byte for byte")
                for gallery in galleries { #expect(try dogsLines(for: gallery).count == 1, "\(count) at once: \(gallery.lastPathComponent)") }
            }
        }

        @Test("the README's cron example runs as cron runs it")
        func theREADMEsCronExampleRunsAsCronRunsIt() throws {
            let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)
            let example = try #require(readme.components(separatedBy: "```cron\n").dropFirst().first?.split(separator: "\n").first)
            let gallery = folder.file("www dogs")
            // The binary built here for the package's /usr/bin/dogs, a folder of the test's for the
            // published one, and the fixture server for dog.ceo.
            let line = example.replacingOccurrences(of: "/usr/bin/dogs fetch", with: "\(DogsProcess.binary.path) fetch --api-base \(server.apiBase)")
                .replacingOccurrences(of: "--out /var/www/dogs", with: "--out '\(gallery.path)'")

            #expect(line != String(example))
            try expectRunAsCron(line, savesPictures: 3, in: gallery)
        }

        @Test("status shows the gallerys line")
        func statusShowsTheGallerysLine() throws {
            try UserCrontab.use(Self.users, in: self)
            #expect(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status == 0)
            #expect(try dogs(["schedule", "--every", "1d", "--api-base", server.apiBase]).status == 0)

            let status = try dogs(["status"])

            #expect(status.status == 0, "\(status.stderr)")
            #expect(status.stdout.contains("Schedule: every 1d\n  \(try dogsLine(for: folder.file("gallery")).components(separatedBy: " # dogs: ")[0])\n"), "\(status.stdout)")
        }

        @Test("schedule --list --json prints one object with each gallery's schedule and its exit code")
        func scheduleListJSONPrintsOneObjectWithEachGallerysScheduleAndItsExitCode() throws {
            try UserCrontab.use(Self.users, in: self)
            let gallery = folder.file("gallery").path
            #expect(try dogs(["schedule", "--every", "1d", "--out", gallery, "--api-base", server.apiBase]).status == 0)

            let list = try dogs(["schedule", "--list", "--json"])

            #expect(list.status == 0, "\(list.stderr)")
            let report = try #require(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any], "\(list.stdout)")
            #expect((report["exitCode"] as? Int) == 0)
            let schedules = report["schedules"] as? [[String: Any]]
            #expect((schedules?.map { $0["gallery"] as? String }) == [gallery])
            #expect((schedules?.first?["every"] as? String) == "1d")
        }

        @Test("a scheduled program that is gone is critical")
        func aScheduledProgramThatIsGoneIsCritical() throws {
            #expect(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status == 0)
            let gallery = folder.file("gallery").path
            try UserCrontab.use("17 * * * * /opt/gone/dogs fetch --quiet --out \(gallery) # dogs: \(gallery)\n", in: self)

            let status = try dogs(["status"])

            #expect(status.status == 2, "\(status.stdout)")
            #expect(status.stdout.hasPrefix("DOGS CRITICAL - the crontab line runs /opt/gone/dogs, which is not there; "), "\(status.stdout)")
        }

        @Test("a schedule whose runs could not write is refused with the sentence a fetch gives, and nothing is installed")
        func aScheduleWhoseRunsCouldNotWriteIsRefusedWithTheSentenceAFetchGivesAndNothingIsInstalled() throws {
            let closed = folder.file("www")
            try FileManager.default.createDirectory(at: closed, withIntermediateDirectories: true)
            #expect(chmod(closed.path, 0o755) == 0)
            let target = closed.appendingPathComponent("dogs").path
            let fetch = try asNobody(["fetch", "--count", "1", "--out", target, "--api-base", server.apiBase])
            defer { _ = try? DogsProcess.run(command: "/usr/bin/crontab", ["-r", "-u", "nobody"], in: folder.url) }

            for arguments in [["schedule", "--out", target], ["schedule", "--systemd", "--every", "1d", "--out", target]] {
                let run = try asNobody(arguments + ["--api-base", server.apiBase])

                #expect(run.status == 73, "\(run.stderr)")
                #expect(run.stderr == fetch.stderr, "the sentence the first run would give")
                #expect(run.stderr.hasPrefix("Error: cannot create the gallery folder \(target): Permission denied (dogs runs as nobody"), "\(run.stderr)")
            }
            #expect(try DogsProcess.run(command: "/usr/bin/crontab", ["-l", "-u", "nobody"], in: folder.url).status != 0, "no crontab for nobody")
            #expect(try asNobody(["schedule", "--print", "--out", target]).status == 0, "printing a line changes nothing, and may be for another user")
        }

        // MARK: - Helpers

        private func dogs(_ arguments: [String]) throws -> DogsRun {
            try DogsProcess.run(arguments, in: folder.url)
        }

        private func dogsLine(for gallery: URL) throws -> String {
            let lines = try dogsLines(for: gallery)
            #expect(lines.count == 1, "one line for the gallery")
            return String(try #require(lines.first))
        }

        private func dogsLines(for gallery: URL) throws -> [Substring] {
            try #require(try UserCrontab.read()).split(separator: "\n").filter { $0.hasSuffix(" # dogs: \(gallery.path.replacingOccurrences(of: "%", with: "\\%"))") }
        }

        private func expectRunAsCron(_ line: String, savesPictures count: Int, in gallery: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let run = try UserCrontab.runAsCron(UserCrontab.command(ofLine: line[...]))

            #expect(run.status == 0, "\(run.output)", sourceLocation: sourceLocation)
            #expect(run.output == "", "--quiet: nothing for cron to mail", sourceLocation: sourceLocation)
            #expect(try ManifestFile(in: gallery).pictures.count == count, sourceLocation: sourceLocation)
            try assertGalleryInvariant(gallery, sourceLocation: sourceLocation)
        }
    }
}
