import Foundation
import TestSupport
import Testing

/// Every command that reports takes `--json` and prints one object a script can parse, for a
/// success and for a failure alike, against the fixture server. `schedule --list --json`, which
/// needs the user's crontab, is among the suites of `TheUsersCrontab`.
@Suite(.endToEnd)
final class JSONEndToEndTests: EndToEndTestCase {
    @Test("every command that reports prints one JSON object, with its exit code")
    func everyCommandThatReportsPrintsOneJSONObjectWithItsExitCode() throws {
        let gallery = folder.file("gallery").path
        let fetch = try object(["fetch", "--count", "3", "--json", "--out", gallery, "--api-base", server.apiBase], status: 0)
        let file = try #require((fetch["saved"] as? [[String: Any]])?.first?["file"] as? String)
        #expect(((fetch["saved"] as? [[String: Any]])?.first?["name"] as? String) != nil, "the breed's readable name beside its key")

        let reports: [([String], Int32, String)] = [
            (["status", "--json", "--out", gallery], 0, "state"),
            (["breeds", "terrier", "--json", "--api-base", server.apiBase], 0, "breeds"),
            (["verify", "--json", "--out", gallery], 0, "unknownFiles"),
            (["verify", "--repair", "--json", "--out", gallery, "--api-base", server.apiBase], 0, "repaired"),
            (["remove", "--dry-run", "--json", "--out", gallery, file], 0, "removed"),
            (["remove", "--json", "--out", gallery, file], 0, "removed"),
            (["verify", "--json", "--out", folder.file("none").path], 66, "error"),
            (["remove", "--json", "--out", gallery, "images/no-such.jpg"], 64, "error"),
        ]
        for (arguments, status, key) in reports {
            let report = try object(arguments, status: status)
            #expect(report[key] != nil, "\(arguments): \(report)")
            #expect((report["exitCode"] as? Int) == Int(status), "\(arguments)")
        }
    }

    /// What `dogs arguments` printed on stdout, parsed as one JSON object, after checking its exit
    /// status.
    private func object(_ arguments: [String], status: Int32) throws -> [String: Any] {
        let run = try DogsProcess.run(arguments, in: folder.url)
        #expect(run.status == status, "\(arguments): \(run.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(arguments): \(run.stdout)")
    }
}
