import Foundation

/// The project's checkout, for its `Fixtures/` and `scripts/`.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func file(_ path: String) -> URL { root.appendingPathComponent(path) }
}
