import Foundation
import Platform

/// `manifest.json`, the single JSON document galleries kept before `manifest.jsonl`: read once,
/// checked as strictly as ever, and upgraded.
package enum LegacyManifest {
    package static let fileName = "manifest.json"
    static let version = 1

    private struct Document: Decodable {
        let version: Int
        let siteURL: URL?
        let pictures: [Entry]
    }

    private struct Entry: Decodable {
        let source: URL
        let breed: String?
        let subBreed: String?
        let file: String
        let bytes: Int
        let sha256: String
        /// Read as the manifest.jsonl it becomes reads it: JSONDecoder's ISO 8601 takes times
        /// such as second 81, which would not read back.
        let added: String
        let pixels: PixelSize?
    }

    /// The manifest it holds, numbered in the order of its pictures. Anything off is a
    /// `ManifestProblem` naming the picture and field.
    package static func decode(_ data: Data) throws(ManifestProblem) -> Manifest {
        let document: Document
        do {
            document = try decoder.decode(Document.self, from: data)
        } catch {
            throw ManifestProblem(error)
        }
        guard document.version == version else {
            throw ManifestProblem(field: "version", reason: "dogs reads version \(version), not \(document.version)")
        }
        if let siteURL = document.siteURL, !ManifestValidation.isWebLink(siteURL) {
            throw ManifestProblem(field: "siteURL", reason: "must be an http(s) link (got '\(TerminalText.oneLine(siteURL.absoluteString, maxLength: 80))')")
        }
        var files = Set<String>()
        var pictures: [Picture] = []
        for (index, entry) in document.pictures.enumerated() {
            let added: Date
            do throws(ManifestProblem) {
                added = try ManifestLine.added(entry.added)
            } catch {
                throw ManifestProblem(entry: index + 1, field: error.field, reason: error.reason)
            }
            let picture = Picture(
                source: entry.source, breed: entry.breed, subBreed: entry.subBreed, file: entry.file, bytes: entry.bytes,
                sha256: entry.sha256, added: added, pixels: entry.pixels
            )
            if let (field, reason) = ManifestValidation.problem(in: picture) { throw ManifestProblem(entry: index + 1, field: field, reason: reason) }
            guard files.insert(picture.file).inserted else {
                throw ManifestProblem(entry: index + 1, field: "file", reason: "\(picture.file) is listed twice")
            }
            pictures.append(picture)
        }
        return Manifest(pictures: pictures, siteURL: document.siteURL, generation: 1)
    }

    /// Whether `data` is at least shaped like a dogs manifest (an object with a `pictures` key),
    /// as opposed to some other program's `manifest.json`.
    package static func isShapedLikeOne(_ data: Data) -> Bool {
        ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["pictures"] != nil
    }

    private static let decoder = JSONDecoder()
}
