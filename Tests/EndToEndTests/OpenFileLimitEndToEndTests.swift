import Foundation
import TestSupport
import Testing

/// The real `dogs` binary under `prlimit --nofile`: whatever the limit on open files, a run does
/// its work or exits 73 with one sentence; it never dies of a signal and never leaves a temporary
/// file or a half-written gallery behind.
@Suite(.endToEnd)
final class OpenFileLimitEndToEndTests: EndToEndTestCase {
    private var gallery: URL { folder.file("gallery") }
    private static let refusal = #"^Error: dogs needs at least [0-9]+ open files, and this process may open only [0-9]+ \(ulimit -n\)\n$"#

    @Test("fetch into a gallery under every limit, saves or refuses in one sentence")
    func fetchIntoAGalleryUnderEveryLimitSavesOrRefusesInOneSentence() throws {
        let prlimit = try Self.prlimit()
        let distinct = try FixtureServer(arguments: ["--distinct"])
        _ = try DogsProcess.run(["fetch", "--count", "2", "--api-base", distinct.apiBase], in: folder.url)
        let limits = ["4:4", "5:5", "8:8", "11:11", "12:12", "13:13", "16:16", "20:20", "32:32", "48:48", "12:4096"]
        var saved: [String] = []
        var needed: Set<Int> = []

        for limit in limits {
            let run = try DogsProcess.run(
                command: prlimit, ["--nofile=\(limit)", DogsProcess.binary.path, "fetch", "--concurrency", "16", "--count", "4", "--api-base", distinct.apiBase],
                in: folder.url
            )

            try assertDoneOrRefused(run, limit: limit)
            if run.status == 0 { saved.append(limit) }
            if let number = Self.neededNumber(in: run.stderr) { needed.insert(number) }
        }
        // What one download needs depends on the descriptors the run inherits, which differ from
        // one parent to another: the refusals say it (the lowest limits, refused before the run
        // starts its threads, name only what starting needs).
        let least = try #require(needed.max(), "the lowest limits are refused")
        #expect(saved == (limits.filter { Int($0.split(separator: ":")[1])! >= least }), "a limit that allows one download fetches; a low soft limit under a high hard one is raised")
        #expect(saved.contains("48:48"), "one download fits in 48 whatever a parent leaves open: \(least) needed")
    }

    @Test("repair under every limit, puts the damaged picture back or refuses in one sentence")
    func repairUnderEveryLimitPutsTheDamagedPictureBackOrRefusesInOneSentence() throws {
        let prlimit = try Self.prlimit()
        _ = try DogsProcess.run(["fetch", "--count", "2", "--api-base", server.apiBase], in: folder.url)
        let damaged = try #require(ManifestFile(in: gallery).pictures.first?["file"] as? String)
        let original = try Data(contentsOf: gallery.appendingPathComponent(damaged))

        for limit in ["4:4", "8:8", "12:12", "13:13", "20:20", "64:64", "12:4096"] {
            try Data("garbage".utf8).write(to: gallery.appendingPathComponent(damaged))
            let run = try DogsProcess.run(
                command: prlimit, ["--nofile=\(limit)", DogsProcess.binary.path, "verify", "--repair", "--api-base", server.apiBase], in: folder.url
            )

            try assertDoneOrRefused(run, limit: limit, foreignOK: true)
            let now = try Data(contentsOf: gallery.appendingPathComponent(damaged))
            #expect((run.status == 0) == (now == original), "\(limit): repaired exactly when it says so")
        }
    }

    private func assertDoneOrRefused(_ run: DogsRun, limit: String, foreignOK: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!run.killedBySignal, "\(limit): died of signal \(run.status)", sourceLocation: sourceLocation)
        #expect([0, 73].contains(run.status) || (foreignOK && run.status == 1), "\(limit): exit \(run.status): \(run.stderr)", sourceLocation: sourceLocation)
        if run.status == 73 {
            #expect(run.stderr.range(of: Self.refusal, options: .regularExpression) != nil, "\(limit): \(run.stderr)", sourceLocation: sourceLocation)
        }
        let left = (folder.contents(of: "gallery") + folder.contents(of: "gallery/images")).filter { $0.hasPrefix(".dogs-tmp-") || $0 == ".dogs-journal" }
        #expect(left == [], "\(limit)", sourceLocation: sourceLocation)
    }

    /// The N of "dogs needs at least N open files".
    private static func neededNumber(in text: String) -> Int? {
        text.firstMatch(of: /needs at least ([0-9]+) open files/).flatMap { Int($0.1) }
    }

    private static func prlimit() throws -> String {
        guard let path = ["/usr/bin/prlimit", "/bin/prlimit"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            try skip("prlimit (util-linux) is not installed: the limit on open files cannot be set for one run")
        }
        return path
    }
}
