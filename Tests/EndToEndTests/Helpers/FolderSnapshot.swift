import Foundation

/// Every entry below a folder with its kind, permissions and bytes (a link's target), to show that
/// a run left what is not its own exactly as it was.
struct FolderSnapshot: Equatable {
    let entries: [String: String]

    /// - Parameter excluding: paths (relative to `folder`) left out, with everything below them.
    init(of folder: URL, excluding excluded: Set<String> = []) throws {
        var entries: [String: String] = [:]
        let root = folder.path
        for case let path as String in FileManager.default.enumerator(atPath: root) ?? FileManager.default.enumerator(atPath: "/dev/null")! {
            guard !excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else { continue }
            let full = "\(root)/\(path)"
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            let mode = String((attributes[.posixPermissions] as? Int) ?? -1, radix: 8)
            switch attributes[.type] as? FileAttributeType {
            case .typeRegular?: entries[path] = "file \(mode) \(try Data(contentsOf: URL(fileURLWithPath: full)).base64EncodedString())"
            case .typeSymbolicLink?: entries[path] = "link → \(try FileManager.default.destinationOfSymbolicLink(atPath: full))"
            case .typeDirectory?: entries[path] = "folder \(mode)"
            default: entries[path] = "other"
            }
        }
        self.entries = entries
    }

    /// The gallery's own names, which a run may rewrite: what is left is the user's.
    static let dogsNames: Set<String> = ["manifest.jsonl", "index.html", "index.md", "feed.xml", ".dogs.lock", ".dogs-runs", "images", "pages"]
}
