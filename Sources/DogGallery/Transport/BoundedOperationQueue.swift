import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSession's delegate queue, made to push back. FoundationNetworking on Linux hands each chunk
/// of a body (16 KiB at most) to the delegate by adding an operation to this queue, and reads on
/// at once with no limit: a server faster than the disk, or a compressed body that unpacks to a
/// gigabyte, would pile up in memory. Here adding an operation waits while `limit` are pending,
/// which holds URLSession's network thread until the delegate has caught up.
///
/// The delegate must never wait for URLSession in its turn, or each would wait for the other:
/// tasks are cancelled through `cancel(_:)`, never directly.
final class BoundedOperationQueue: OperationQueue, @unchecked Sendable {
    private let slots: DispatchSemaphore

    init(limit: Int) {
        slots = DispatchSemaphore(value: limit)
        super.init()
        maxConcurrentOperationCount = 1
    }

    override func addOperation(_ block: @Sendable @escaping () -> Void) {
        // An operation added from this queue itself must not wait for a slot only the queue frees.
        guard OperationQueue.current !== self else { return super.addOperation(block) }
        slots.wait()
        super.addOperation { [slots] in
            block()
            slots.signal()
        }
    }

    /// Whether an operation added now would go in without waiting.
    var hasFreeSlot: Bool {
        guard slots.wait(timeout: .now()) == .success else { return false }
        slots.signal()
        return true
    }

    /// Asks URLSession to cancel `task`, from another queue, and does not wait: `cancel()` waits for
    /// the network thread, which may be waiting for this queue, and which a body arriving without
    /// end keeps busy for as long as it arrives. Nobody waits for a cancelled task to complete:
    /// its transfer has already ended, and the chunks still coming are dropped at this queue's pace.
    static func cancel(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
