@testable import DogGallery
import Foundation
import XCTest

final class RunningExecutableTests: XCTestCase {
    func test_path_isTheAbsolutePathOfTheProgramRunningNow_linksResolved() throws {
        let path = try XCTUnwrap(RunningExecutable.path())
        let started = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path

        XCTAssertTrue(path.hasPrefix("/"), path)
        XCTAssertEqual(path, started)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLinkIfAny(path), nil, "no link left to follow")
    }
}

private extension FileManager {
    func destinationOfSymbolicLinkIfAny(_ path: String) throws -> String? {
        (try? attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink ? try destinationOfSymbolicLink(atPath: path) : nil
    }
}
