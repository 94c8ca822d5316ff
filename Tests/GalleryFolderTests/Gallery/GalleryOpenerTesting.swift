@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import ModelTestSupport
import TestSupport

/// What the suites of opening a gallery share: an opener of a gallery in a folder of the suite's,
/// and the files, manifests and journals they put there first.
protocol GalleryOpenerTesting: AnyObject {
    var folders: TemporaryFolders { get }
}

extension GalleryOpenerTesting {
    func makeSUT(path: String = "gallery", note: @escaping @Sendable (String) -> Void = { _ in }) -> (sut: GalleryOpener, folder: TemporaryDirectory) {
        let folder = folders.make()
        return (GalleryOpener(root: folder.file(path), note: note), folder)
    }

    /// Files (with their own path as contents) under the gallery folder, with the folders they need.
    func write(_ paths: [String], in folder: TemporaryDirectory) throws {
        for path in paths {
            let url = folder.file("gallery/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(url.lastPathComponent.utf8).write(to: url)
        }
    }

    func entry(file: String, source: String = "https://images.dog.ceo/breeds/pug/a.jpg") -> [String: Any] {
        ["source": source, "file": file, "bytes": 1,
         "sha256": String(repeating: "0", count: 64), "added": "2026-11-20T10:00:00Z"]
    }

    func writeManifest(_ pictures: [[String: Any]], in folder: TemporaryDirectory) throws {
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        try legacyManifest(pictures).write(to: folder.file("gallery/manifest.json"))
    }

    /// A `manifest.json` as dogs 0.1.0 wrote one: its version first.
    func legacyManifest(_ pictures: [[String: Any]]) throws -> Data {
        Data(#"{"version":1,"pictures":"#.utf8) + (try JSONSerialization.data(withJSONObject: pictures)) + Data("}".utf8)
    }

    /// This process's descriptors open on the file at `path`, read from /proc/self/fd.
    func descriptors(naming path: String) throws -> [Int32] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap { name in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)")) == path ? Int32(name) : nil
        }
    }

    /// What a run leaves when it is killed in its commit right after writing its journal, for
    /// pictures of these stems and contents.
    func stopAfterJournal(_ pictures: [(stem: String, contents: String)], of opener: GalleryOpener) throws {
        let gallery = try opener.open()
        try GalleryJournal.write(pictures.map { stem, contents in
            let parts = stem.split(separator: "_").map(String.init)
            let sample = samplePicture(parts[0], parts[1])
            return Picture(source: sample.source, breed: sample.breed, subBreed: nil, file: sample.file,
                           bytes: contents.utf8.count, sha256: SHA256.hex(of: Data(contents.utf8)), added: sample.added)
        }, in: gallery.disk, markingIn: gallery.lock)
    }
}

/// Records the notes an opener gives a person.
final class NoteSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var lines: [String] { lock.withLock { recorded } }

    @Sendable func record(_ line: String) {
        lock.withLock { recorded.append(line) }
    }
}

func permissions(_ url: URL) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int ?? -1
}
