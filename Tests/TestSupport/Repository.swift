import Foundation

/// The project's checkout, for its `Fixtures/` and `scripts/`.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func file(_ path: String) -> URL { root.appendingPathComponent(path) }
}

/// A file of the project's `Fixtures/` folder, which the fixture server serves too.
package func fixture(_ path: String) throws -> Data {
    try Data(contentsOf: Repository.file("Fixtures/\(path)"))
}
