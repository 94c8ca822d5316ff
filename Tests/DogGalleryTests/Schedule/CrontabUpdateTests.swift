@testable import DogGallery
import Synchronization
import Testing

/// A crontab that another editor changes at a given read, as `crontab -e` or another `dogs
/// schedule` would between a read and a write.
private final class ChangingCrontab: Crontab {
    private let state: Mutex<(text: String, reads: Int, writes: [String], locks: Int)>
    private let changes: [Int: String]

    /// `changes`: at the read of that number (from 1), the text becomes this, as another editor wrote it.
    init(_ text: String, changes: [Int: String] = [:]) {
        state = Mutex((text, 0, [], 0))
        self.changes = changes
    }

    var text: String { state.withLock { $0.text } }
    var writes: [String] { state.withLock { $0.writes } }
    var locks: Int { state.withLock { $0.locks } }

    func read() throws(CrontabError) -> String {
        state.withLock { state in
            state.reads += 1
            if let changed = changes[state.reads] { state.text = changed }
            return state.text
        }
    }

    func replace(with text: String) throws(CrontabError) {
        state.withLock {
            $0.text = text
            $0.writes.append(text)
        }
    }

    func exclusively<Value>(_ body: () throws -> Value) throws -> Value {
        state.withLock { $0.locks += 1 }
        return try body()
    }
}

@Suite("Crontab.update changes the crontab as one step, as far as dogs can make it one")
struct CrontabUpdateTests {
    @Test("reads, changes, writes and reads back, under dogs' own lock")
    func update() throws {
        let crontab = ChangingCrontab("a\n")

        let (before, after) = try crontab.update { $0 + "b\n" }

        #expect((before, after) == ("a\n", "a\nb\n"))
        #expect(crontab.writes == ["a\nb\n"])
        #expect(crontab.locks == 1)
    }

    @Test("a crontab changed between the read and the write is read again, so no one's change is lost")
    func changedMeanwhile() throws {
        // The second read (just before the write) finds the user's new line.
        let crontab = ChangingCrontab("a\n", changes: [2: "a\nusers\n"])

        let (before, _) = try crontab.update { $0 + "b\n" }

        #expect(before == "a\nusers\n")
        #expect(crontab.text == "a\nusers\nb\n")
        #expect(crontab.writes == ["a\nusers\nb\n"])
    }

    @Test("a write that does not read back is tried again, and a crontab that keeps changing is said to")
    func keepsChanging() throws {
        let changes = Dictionary(uniqueKeysWithValues: (1...40).map { ($0, "edit \($0)\n") })
        let crontab = ChangingCrontab("", changes: changes)

        #expect(throws: ScheduleError.crontabKeptChanging) { try crontab.update { $0 + "b\n" } }
    }
}
