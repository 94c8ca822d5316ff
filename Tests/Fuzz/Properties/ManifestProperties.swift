@testable import DogModel
import Foundation
@testable import GalleryFolder
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes → `manifest.jsonl` (and `manifest.json`, the form older galleries kept) loaded and
/// validated: either a problem, or a manifest whose every entry passes validation and that reads
/// back as itself once encoded. The reader a run uses, which reads the file in pieces at once,
/// gets the same manifest as the one that reads it whole.
enum ManifestProperties {
    static func check(_ bytes: [UInt8]) throws(PropertyViolation) {
        let data = Data(bytes)
        let whole = try? Manifest.decode(data)
        if let whole { try checkLoaded(whole, from: "manifest.jsonl") }
        for lanes in [1, 3] {
            let pieces = try? readInPieces(bytes, lanes: lanes)
            try require(pieces == whole, "read in \(lanes) piece(s) the manifest is \(pieces.map { "\($0.pictures.count) pictures" } ?? "a problem"), read whole \(whole.map { "\($0.pictures.count) pictures" } ?? "a problem")")
        }
        if let legacy = try? LegacyManifest.decode(data) {
            try checkLoaded(legacy, from: "manifest.json")
        }
    }

    private static func checkLoaded(_ manifest: Manifest, from name: String) throws(PropertyViolation) {
        for picture in manifest.pictures {
            try require(ManifestValidation.problem(in: picture) == nil, "\(name): an entry that fails validation was loaded: \(picture.file)")
            try require(picture.file.hasPrefix("images/") && !picture.file.dropFirst(7).contains("/") && !picture.file.contains(".."), "\(name): a file outside images/: \(picture.file)")
        }
        try require(Set(manifest.pictures.map(\.file)).count == manifest.pictures.count, "\(name): a file listed twice was loaded")
        try require(manifest.siteURL.map(ManifestValidation.isWebLink) ?? true, "\(name): a site URL that is not a web link")
        try require(manifest.title.map(GalleryTitle.isValid) ?? true, "\(name): a title that is not one line")
        let again = Result { () throws(ManifestProblem) in try Manifest.decode(manifest.encoded()) }
        switch again {
        case let .success(read): try require(read == manifest, "\(name): the manifest does not read back as itself once encoded")
        case let .failure(problem): throw PropertyViolation(description: "\(name): the manifest encoded does not load again: \(problem)")
        }
    }

    /// `ManifestSnapshot.read` over the bytes in a file, as a run reads `manifest.jsonl`.
    private static func readInPieces(_ bytes: [UInt8], lanes: Int) throws(ManifestReadFailure) -> Manifest? {
        precondition(ftruncate(scratch, 0) == 0 && bytes.withUnsafeBytes { pwrite(scratch, $0.baseAddress, $0.count, 0) } == bytes.count, "the scratch file cannot be written")
        return try ManifestSnapshot.read(FileHandle(fileDescriptor: scratch, closeOnDealloc: false), keepingPictures: true, lanes: lanes).manifest
    }

    /// A file no other process sees: made under a name no one could have chosen before
    /// (`mkstemp`), so nothing already in the shared temporary folder is written through, and
    /// unlinked as soon as it is open.
    private static let scratch: Int32 = {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("dogs-fuzz-manifest-XXXXXX").path.utf8CString)
        let descriptor = mkstemp(&template)
        precondition(descriptor >= 0, "cannot make a scratch file in \(FileManager.default.temporaryDirectory.path)")
        unlink(template)
        return descriptor
    }()
}
