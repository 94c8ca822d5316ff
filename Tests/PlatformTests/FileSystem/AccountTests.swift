import Foundation
@testable import Platform
import Testing
import TestSupport

final class AccountTests {
    private let folders = TemporaryFolders()

    @Test("ids are named as the system names them, or by number when it has no name")
    func idsAreNamedAsTheSystemNamesThemOrByNumberWhenItHasNoName() {
        #if canImport(Darwin)
        #expect(Account(user: 0, group: 0) == Account(user: "root", group: "wheel"))
        #else
        #expect(Account(user: 0, group: 0) == Account(user: "root", group: "root"))
        #endif
        #expect(Account(user: 3_999_999_001, group: 3_999_999_002) == Account(user: "3999999001", group: "3999999002"))
    }

    @Test("running is the user and group that a new file belongs to")
    func runningIsTheUserAndGroupThatANewFileBelongsTo() throws {
        let folder = folders.make()
        try folder.write("x", to: "new")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("new").path)

        #expect(Account.running == Account(user: try #require(attributes[.ownerAccountName] as? String), group: try #require(attributes[.groupOwnerAccountName] as? String)))
    }

    @Test("owner is that of the nearest path that exists, at or above the path given")
    func ownerIsThatOfTheNearestPathThatExistsAtOrAboveThePathGiven() throws {
        let folder = folders.make()
        try folder.write("x", to: "file")
        var status = stat()
        #expect(stat(folder.url.path, &status) == 0)
        let account = Account(user: status.st_uid, group: status.st_gid)

        #expect(Account.owner(ofNearest: folder.file("file").path) == Account.Owned(path: folder.file("file").path, account: account))
        #expect(Account.owner(ofNearest: folder.file("new/deeper/gallery").path) == Account.Owned(path: folder.url.path, account: account))
    }
}
