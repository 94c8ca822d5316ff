import Foundation
import Testing

/// Expects `text` to be the file `Tests/Golden/<name>` byte for byte, so that any change to what
/// makes it fails on purpose. After a deliberate change, run the tests once with
/// DOGS_RECORD_GOLDEN=1, which writes the file, and read the diff.
package func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = Repository.file("Tests/Golden/\(name)")
    if ProcessInfo.processInfo.environment["DOGS_RECORD_GOLDEN"] == "1" {
        try Data(text.utf8).write(to: file)
        Issue.record("recorded \(name); run again without DOGS_RECORD_GOLDEN", sourceLocation: sourceLocation)
        return
    }
    let golden = try String(contentsOf: file, encoding: .utf8)
    #expect(text == golden, "\(name) differs from its golden file", sourceLocation: sourceLocation)
}
