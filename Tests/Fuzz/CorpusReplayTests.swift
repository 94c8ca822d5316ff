import Foundation
import TestSupport
import Testing

/// Every input of every fuzz target's corpus, and each crash the fuzzer found once, checked
/// against the target's properties on every test run, on every platform.
@Suite("The fuzz corpora keep their properties", .serialized)
struct CorpusReplayTests {
    @Test("every input of the target's corpus", arguments: FuzzTarget.allCases)
    func corpus(_ target: FuzzTarget) throws {
        let inputs = try Self.inputs(of: target)
        #expect(!inputs.isEmpty, "Fixtures/fuzz/\(target.rawValue) holds no seeds")
        for (name, bytes) in inputs {
            do {
                try target.check(bytes)
            } catch {
                Issue.record("\(target.rawValue)/\(name): \(error)")
            }
        }
    }

    static func inputs(of target: FuzzTarget) throws -> [(name: String, bytes: [UInt8])] {
        let folder = Repository.file("Fixtures/fuzz/\(target.rawValue)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") && $0 != "crashes" }.sorted()
        return try names.map { ($0, [UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }
}
