import Foundation
@testable import Platform
import Testing

@Suite("WorkingFolder names the process's working folder as the system does")
struct WorkingFolderTests {
    @Test("the path is the working folder's, absolute")
    func thePathIsTheWorkingFoldersAbsolute() throws {
        let path = try #require(WorkingFolder.path())

        #expect(path.hasPrefix("/"))
        #expect(path == FileManager.default.currentDirectoryPath)
    }
}
