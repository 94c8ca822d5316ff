@testable import DogModel
import Foundation
@testable import GalleryFolder
import Testing

@Suite("EnclosingGallery finds the gallery a folder belongs to, as git finds its repository")
struct EnclosingGalleryTests {
    private static let galleries: Set<String> = ["/srv/dogs", "/home/ann/gallery", "/"]

    @Test("the gallery the working folder is, or whose images/ or pages/ it is", arguments: [
        ("/srv/dogs", "/srv/dogs"), ("/srv/dogs/images", "/srv/dogs"), ("/srv/dogs/pages", "/srv/dogs"),
        ("/srv/dogs/images/photos", nil), ("/srv/dogs/other", nil), ("/srv", nil), ("/home/ann", nil),
        ("/home/ann/gallery/", "/home/ann/gallery"), ("/srv/cats/images", nil), ("/images", "/"),
    ] as [(String, String?)])
    func theGalleryTheWorkingFolderIsOrWhoseImagesOrPagesItIs(folder: String, expected: String?) {
        #expect(EnclosingGallery.enclosing(folder) { Self.galleries.contains($0) } == expected)
    }

    @Test("the gallery a new one would be made inside: any folder above it", arguments: [
        ("/srv/dogs/gallery", "/srv/dogs"), ("/srv/dogs/images/more", "/srv/dogs"), ("/srv/dogs", "/"), ("/srv/cats/gallery", "/"),
    ] as [(String, String?)])
    func theGalleryANewOneWouldBeMadeInsideAnyFolderAboveIt(path: String, expected: String?) {
        #expect(EnclosingGallery.gallery(above: path) { Self.galleries.contains($0) } == expected)
    }

    @Test("no gallery above a folder none of whose parents is one")
    func noGalleryAboveAFolderNoneOfWhoseParentsIsOne() {
        #expect(EnclosingGallery.gallery(above: "/home/bob/dogs") { $0 == "/home/ann/gallery" } == nil)
        #expect(EnclosingGallery.gallery(above: "/") { _ in true } == nil)
    }

    @Test("a folder is a gallery when it holds a manifest that starts as dogs' do")
    func aFolderIsAGalleryWhenItHoldsAManifestThatStartsAsDogsDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-location-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(!EnclosingGallery.isGallery(folder.path))

        try Data(#"{"name":"my web app","icons":[]}"#.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        #expect(!EnclosingGallery.isGallery(folder.path), "a web app's manifest.json is not dogs'")

        try Data("not dogs'".utf8).write(to: folder.appendingPathComponent("manifest.jsonl"))
        #expect(!EnclosingGallery.isGallery(folder.path))

        try Manifest().encoded().write(to: folder.appendingPathComponent("manifest.jsonl"))
        #expect(EnclosingGallery.isGallery(folder.path))
    }
}
