@testable import DogGallery
import Foundation
import Testing

final class RunningExecutableTests {
    @Test("path is the absolute path of the program running now, links resolved")
    func pathIsTheAbsolutePathOfTheProgramRunningNowLinksResolved() throws {
        let path = try #require(RunningExecutable.path())
        let started = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path

        #expect(path.hasPrefix("/"), "\(path)")
        #expect(path == started)
        #expect(try FileManager.default.destinationOfSymbolicLinkIfAny(path) == nil, "no link left to follow")
    }
}

private extension FileManager {
    func destinationOfSymbolicLinkIfAny(_ path: String) throws -> String? {
        (try? attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink ? try destinationOfSymbolicLink(atPath: path) : nil
    }
}
