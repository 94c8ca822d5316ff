import Foundation
import TestSupport
import Testing

extension TheUsersCrontab {
    /// Every command that reports takes `--json` and prints one object a script can parse, for a
    /// success and for a failure alike, against the fixture server.
    @Suite(.endToEnd)
    final class JSONEndToEndTests: EndToEndTestCase {
        @Test("every command that reports prints one JSON object, with its exit code")
        func everyCommandThatReportsPrintsOneJSONObjectWithItsExitCode() throws {
            try UserCrontab.use("# the user's own\n", in: self)
            let gallery = folder.file("gallery").path
            let fetch = try object(["fetch", "--count", "3", "--json", "--out", gallery, "--api-base", server.apiBase], status: 0)
            let file = try #require((fetch["saved"] as? [[String: Any]])?.first?["file"] as? String)
            #expect(((fetch["saved"] as? [[String: Any]])?.first?["name"] as? String) != nil, "the breed's readable name beside its key")
            _ = try object(["schedule", "--every", "1d", "--out", gallery, "--api-base", server.apiBase], json: false)

            let reports: [([String], Int32, String)] = [
                (["status", "--json", "--out", gallery], 0, "state"),
                (["breeds", "terrier", "--json", "--api-base", server.apiBase], 0, "breeds"),
                (["verify", "--json", "--out", gallery], 0, "unknownFiles"),
                (["verify", "--repair", "--json", "--out", gallery, "--api-base", server.apiBase], 0, "repaired"),
                (["remove", "--dry-run", "--json", "--out", gallery, file], 0, "removed"),
                (["remove", "--json", "--out", gallery, file], 0, "removed"),
                (["schedule", "--list", "--json"], 0, "schedules"),
                (["verify", "--json", "--out", folder.file("none").path], 66, "error"),
                (["remove", "--json", "--out", gallery, "images/no-such.jpg"], 64, "error"),
            ]
            for (arguments, status, key) in reports {
                let report = try object(arguments, status: status)
                #expect(report[key] != nil, "\(arguments): \(report)")
                #expect((report["exitCode"] as? Int) == Int(status), "\(arguments)")
            }
            let schedules = try object(["schedule", "--list", "--json"], status: 0)["schedules"] as? [[String: Any]]
            #expect((schedules?.map { $0["gallery"] as? String }) == [gallery])
            #expect((schedules?.first?["every"] as? String) == "1d")
        }

        /// What `dogs arguments` printed on stdout, parsed as one JSON object, after checking its exit
        /// status; `[:]` for a command that printed text, when `json` is false.
        private func object(_ arguments: [String], status: Int32 = 0, json: Bool = true) throws -> [String: Any] {
            let run = try DogsProcess.run(arguments, in: folder.url)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            guard json else { return [:] }
            return try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(arguments): \(run.stdout)")
        }
    }
}
