import Foundation

/// The gallery's source of truth: every picture it holds, in the order they were added.
/// Indexes are rendered from it, so they can be rebuilt at any time.
public struct Manifest: Codable, Equatable, Sendable {
    public static let fileName = "manifest.json"
    static let currentVersion = 1

    public private(set) var version: Int
    public private(set) var pictures: [Picture]
    /// Where the gallery is published, remembered from `--site-url` so the feed's links stay absolute.
    public var siteURL: URL?

    public init(pictures: [Picture] = [], siteURL: URL? = nil) {
        version = Self.currentVersion
        self.pictures = pictures
        self.siteURL = siteURL
    }

    public mutating func add(_ newPictures: [Picture]) {
        pictures += newPictures
    }

    public var sources: Set<URL> { Set(pictures.map(\.source)) }

    /// Only the newest `count` pictures, and the older ones it drops (oldest first).
    public func keepingNewest(_ count: Int?) -> (manifest: Manifest, dropped: [Picture]) {
        guard let count, pictures.count > count else { return (self, []) }
        var kept = self
        kept.pictures = Array(pictures.suffix(max(count, 0)))
        return (kept, Array(pictures.prefix(pictures.count - max(count, 0))))
    }

    /// Newest first: the reverse of the order they were added in.
    public var newestFirst: [Picture] { pictures.reversed() }

    /// Reads and validates a manifest. Anything off, from bad JSON to a tampered entry, is a
    /// `ManifestProblem` naming the entry and field.
    public static func decode(_ data: Data) throws(ManifestProblem) -> Manifest {
        let manifest: Manifest
        do {
            manifest = try decoder.decode(Manifest.self, from: data)
        } catch {
            throw ManifestProblem(error)
        }
        guard manifest.version == currentVersion else {
            throw ManifestProblem(field: "version", reason: "dogs reads version \(currentVersion), not \(manifest.version)")
        }
        if let problem = ManifestValidation.problem(in: manifest) { throw problem }
        return manifest
    }

    /// Whether `data` is at least shaped like a dogs manifest (an object with a `pictures` key),
    /// as opposed to some other program's `manifest.json`.
    static func isShapedLikeOne(_ data: Data) -> Bool {
        ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["pictures"] != nil
    }

    /// One picture per line (see `JSONLines`).
    public func encoded() throws -> Data {
        var data = Data("{\"version\":\(version),".utf8)
        if let siteURL { data += Data("\"siteURL\":".utf8) + (try Self.encoder.encode(siteURL)) + Data(",".utf8) }
        return data + Data("\"pictures\":".utf8) + (try JSONLines.array(pictures, encoder: Self.encoder)) + Data("}\n".utf8)
    }

    private static let encoder = JSONEncoder.dogs()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
