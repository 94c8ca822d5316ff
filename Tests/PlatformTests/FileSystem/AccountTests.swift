import Foundation
@testable import Platform
import XCTest

final class AccountTests: XCTestCase {
    func test_ids_areNamedAsTheSystemNamesThem_orByNumberWhenItHasNoName() {
        #if canImport(Darwin)
        XCTAssertEqual(Account(user: 0, group: 0), Account(user: "root", group: "wheel"))
        #else
        XCTAssertEqual(Account(user: 0, group: 0), Account(user: "root", group: "root"))
        #endif
        XCTAssertEqual(Account(user: 3_999_999_001, group: 3_999_999_002), Account(user: "3999999001", group: "3999999002"))
    }

    func test_running_isTheUserAndGroupThatANewFileBelongsTo() throws {
        let folder = makeTemporaryDirectory()
        try folder.write("x", to: "new")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("new").path)

        XCTAssertEqual(Account.running, Account(user: try XCTUnwrap(attributes[.ownerAccountName] as? String), group: try XCTUnwrap(attributes[.groupOwnerAccountName] as? String)))
    }

    func test_owner_isThatOfTheNearestPathThatExists_atOrAboveThePathGiven() throws {
        let folder = makeTemporaryDirectory()
        try folder.write("x", to: "file")
        var status = stat()
        XCTAssertEqual(stat(folder.url.path, &status), 0)
        let account = Account(user: status.st_uid, group: status.st_gid)

        XCTAssertEqual(Account.owner(ofNearest: folder.file("file").path), Account.Owned(path: folder.file("file").path, account: account))
        XCTAssertEqual(Account.owner(ofNearest: folder.file("new/deeper/gallery").path), Account.Owned(path: folder.url.path, account: account))
    }
}
