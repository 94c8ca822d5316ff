import Foundation
@testable import Platform
import Testing
import TestSupport

final class ProgramFileTests {
    private let folders = TemporaryFolders()

    @Test("a program is runnable when it is a file its user may execute, through a link too")
    func runnable() throws {
        let folder = folders.make()
        try folder.write("#!/bin/sh\n", to: "dogs")
        #expect(chmod(folder.file("dogs").path, 0o755) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link").path, withDestinationPath: "dogs")

        #expect(ProgramFile.check(folder.file("dogs").path, runBy: geteuid()) == .runnable)
        #expect(ProgramFile.check(folder.file("link").path, runBy: geteuid()) == .runnable)
    }

    @Test("nothing at the path, or a link to nothing, is missing")
    func missing() throws {
        let folder = folders.make()
        try FileManager.default.createSymbolicLink(atPath: folder.file("link").path, withDestinationPath: "gone")

        #expect(ProgramFile.check(folder.file("dogs").path, runBy: geteuid()) == .missing)
        #expect(ProgramFile.check(folder.file("link").path, runBy: geteuid()) == .missing)
        #expect(ProgramFile.check(folder.file("dogs/deeper").path, runBy: geteuid()) == .missing)
    }

    @Test("a folder at the path is not a file")
    func folder() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("dogs"), withIntermediateDirectories: false)
        #expect(chmod(folder.file("dogs").path, 0o755) == 0)

        #expect(ProgramFile.check(folder.file("dogs").path, runBy: geteuid()) == .notAFile)
    }

    @Test("a file with no execute bit its user has is not permitted, named by the user", arguments: [mode_t(0o644), 0o600])
    func notPermitted(_ mode: mode_t) throws {
        let folder = folders.make()
        try folder.write("#!/bin/sh\n", to: "dogs")
        #expect(chmod(folder.file("dogs").path, mode) == 0)

        #expect(ProgramFile.check(folder.file("dogs").path, runBy: geteuid()) == .notPermitted(user: Account.userName(of: geteuid())))
    }

    @Test("a user's groups are those the system lists for it, its own first")
    func groups() {
        #expect(Account.groups(of: 0).first == 0)
        #expect(Account.groups(of: 3_999_999_001) == [])
    }
}
