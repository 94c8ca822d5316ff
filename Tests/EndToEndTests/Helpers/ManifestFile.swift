import Foundation
import Testing

/// A gallery's `manifest.jsonl` as a test reads it, or tampers with it as an attacker would:
/// its header, picture lines and commit marks, each a JSON object.
struct ManifestFile {
    let url: URL
    var lines: [[String: Any]]

    init(in gallery: URL) throws {
        url = gallery.appendingPathComponent("manifest.jsonl")
        lines = try String(decoding: Data(contentsOf: url), as: UTF8.self).split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(String(line))")
        }
    }

    /// The picture lines, oldest first.
    var pictures: [[String: Any]] { lines.filter { $0["number"] != nil } }

    var files: [String] { pictures.compactMap { $0["file"] as? String } }

    /// Changes the picture lines, which keep their places among the other lines, and writes the file.
    static func rewritePictures(in gallery: URL, _ change: (inout [[String: Any]]) -> Void) throws {
        var manifest = try ManifestFile(in: gallery)
        var pictures = manifest.pictures
        change(&pictures)
        var next = pictures.makeIterator()
        manifest.lines = manifest.lines.map { $0["number"] != nil ? next.next() ?? $0 : $0 }
        let text = try manifest.lines.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.withoutEscapingSlashes]), as: UTF8.self) + "\n" }
        try Data(text.joined().utf8).write(to: manifest.url)
    }
}
