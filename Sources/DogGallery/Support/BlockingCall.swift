import Foundation

/// Runs a call that blocks (fsync, say) on a thread of its own. Swift's tasks share one thread
/// per core: on two cores, two pictures being flushed would stall every other download.
enum BlockingCall {
    static func run<Value: Sendable>(_ call: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result(catching: call)) }.start()
        }
    }
}
