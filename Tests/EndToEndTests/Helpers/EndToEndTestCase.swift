import Foundation
import TestSupport
import Testing

/// A test with a well-behaved fixture server and a fresh folder to run `dogs` in.
class EndToEndTestCase: EndToEndSuite {
    var server: FixtureServer!
    var folder: TemporaryDirectory!

    override init() throws {
        try super.init()
        server = try FixtureServer()
        folder = makeTemporaryDirectory()
    }

    /// Runs `dogs` as `nobody` (group `nogroup`, and `groups` besides) in the test's folder, as
    /// cron or a monitoring check runs it as a user of its own; skipped where that cannot be done.
    func asNobody(_ arguments: [String], groups: [String] = []) throws -> DogsRun {
        try asUser("nobody", group: "nogroup", groups: groups, arguments)
    }

    /// Runs `dogs` as `user` (by name or number), its group `group` and `groups` besides, in the
    /// test's folder; skipped where that cannot be done.
    func asUser(_ user: String, group: String, groups: [String] = [], _ arguments: [String]) throws -> DogsRun {
        let setpriv = "/usr/bin/setpriv"
        let options = ["--reuid=\(user)", "--regid=\(group)"] + (groups.isEmpty ? ["--clear-groups"] : ["--groups=" + groups.joined(separator: ",")])
        try skipUnless(geteuid() == 0, "needs root, to run dogs as another user")
        try skipUnless(FileManager.default.isExecutableFile(atPath: setpriv), "needs setpriv (util-linux)")
        let binary = try anyUsersBinary()
        let probe = try DogsProcess.run(command: setpriv, options + [binary, "--version"], in: folder.url)
        try skipUnless(probe.status == 0, "needs a user \(user) and a group \(group): \(probe.stderr)")
        return try DogsProcess.run(command: setpriv, options + [binary] + arguments, in: folder.url)
    }

    /// One copy of the binary any user may run, for all the test's runs as other users.
    private func anyUsersBinary() throws -> String {
        if let copied = binaryCopy { return copied }
        binaryCopy = try DogsProcess.binaryForAnyUser(in: self).path
        return binaryCopy!
    }

    private var binaryCopy: String?
}
