@testable import DogGallery
import Synchronization

/// A crontab in memory: reads replay its text (or an error), and every replacement is recorded
/// and becomes the text.
final class CrontabSpy: Crontab {
    private let state: Mutex<(text: String, replacements: [String])>
    private let failure: CrontabError?

    init(_ text: String = "", failing failure: CrontabError? = nil) {
        state = Mutex((text, []))
        self.failure = failure
    }

    var text: String { state.withLock { $0.text } }
    var replacements: [String] { state.withLock { $0.replacements } }

    func read() throws(CrontabError) -> String {
        if let failure { throw failure }
        return text
    }

    func replace(with text: String) throws(CrontabError) {
        if let failure { throw failure }
        state.withLock {
            $0.text = text
            $0.replacements.append(text)
        }
    }

    func exclusively<Value>(_ body: () throws -> Value) throws -> Value {
        try body()
    }
}
