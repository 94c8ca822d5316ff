import Foundation
import TestSupport
import Testing

/// `scripts/fuzz`, which `.ci/run` runs for a second a target under libFuzzer, runs the targets
/// its `TARGETS` names: each of the library's targets must be there, or it would never be fuzzed.
@Suite("The fuzz script")
struct FuzzScriptTargetsTests {
    @Test("names every fuzz target, and no other")
    func namesEveryTarget() throws {
        let script = try String(contentsOf: Repository.file("scripts/fuzz"), encoding: .utf8)
        let start = try #require(script.range(of: "\nTARGETS = ["))
        let list = script[start.upperBound...].prefix { $0 != "]" }
        let named = list.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }

        #expect(Set(named) == Set(FuzzTarget.allCases.map(\.rawValue)), "\(list)")
        #expect(named.count == FuzzTarget.allCases.count, "each once: \(list)")
    }
}
