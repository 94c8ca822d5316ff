import Foundation
import Testing
import TestSupport
import DogGallery

@Suite("README")
struct ReadmeTests {
    @Test("documents every exit code as --help does")
    func exitCodes() throws {
        let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)

        for code in ExitCode.allCases {
            #expect(readme.contains("| \(code.rawValue) | \(code.meaning) |"), "exit code \(code.rawValue)")
        }
    }
}
