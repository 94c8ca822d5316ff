import Foundation

/// Runs a call that blocks (fsync, say) on a thread of its own. Swift's tasks share one thread
/// per core: on two cores, two pictures being flushed would stall every other download.
enum BlockingCall {
    static func run<Value: Sendable, Failure: Error>(_ call: @escaping @Sendable () throws(Failure) -> Value) async throws(Failure) -> Value {
        let result = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: Result(catching: call)) }.start()
        }
        return try result.get()
    }
}
