@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import ModelTestSupport
import TestSupport
import Testing

/// What the suites of an opened gallery share: a gallery opened in a folder of the suite's, which
/// must be gone when its test ends, and pictures staged in it as a download leaves them.
protocol OpenGalleryTesting: AnyObject {
    var folders: TemporaryFolders { get }
    var leaks: LeakTracker { get }
}

extension OpenGalleryTesting {
    func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) throws -> (sut: OpenGallery, folder: TemporaryDirectory) {
        let folder = folders.make()
        let sut = try GalleryOpener(root: folder.file("gallery")).open()
        leaks.track(sut, sourceLocation: sourceLocation)
        return (sut, folder)
    }

    func stage(_ stem: String, in gallery: OpenGallery) throws -> StagedPicture {
        let file = try gallery.makeTemporaryFile()
        let contents = Data("picture \(stem)".utf8)
        try file.handle.write(contentsOf: contents)
        try file.handle.close()
        let parts = stem.split(separator: "_").map(String.init)
        let sample = samplePicture(parts[0], parts[1])
        let picture = Picture(source: sample.source, breed: sample.breed, subBreed: nil, file: sample.file,
                              bytes: contents.count, sha256: SHA256.hex(of: contents), added: sample.added)
        return StagedPicture(temporaryName: file.name, picture: picture)
    }

    /// Staged pictures as a commit takes them, for a commit that rewrites the manifest: the numbers
    /// are the rewritten manifest's.
    func numbered(_ staged: [StagedPicture]) -> [NumberedPicture] {
        staged.map { NumberedPicture(temporaryName: $0.temporaryName, picture: $0.picture) }
    }

    func setPermissions(_ mode: Int, _ url: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }
}
