import Foundation

/// A fresh folder under the system's temporary directory.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("dogs-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    public func file(_ path: String) -> URL { url.appendingPathComponent(path) }

    public func contents(of folder: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: file(folder).path)) ?? []).sorted()
    }

    public func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: file(path))
    }

    public func read(_ path: String) throws -> String {
        try String(contentsOf: file(path), encoding: .utf8)
    }
}
