import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Another process's hand in a folder: swaps the files at two paths, atomically and at the pace
/// it is given, until stopped, so that a name checked a moment ago may stand for the other file now.
public final class NameSwapper: Sendable {
    private let running = Atomic<Bool>(true)
    private let finished = DispatchSemaphore(value: 0)
    private let swaps = Atomic<Int>(0)
    private let paced: Bool

    /// Starts swapping `first` and `second`, resting `pause` microseconds after each swap (none:
    /// as fast as it can).
    public init(_ first: String, _ second: String, pausing pause: UInt32 = 0) {
        let exchange = Self.exchange
        paced = pause > 0
        Thread.detachNewThread { [self] in
            while running.load(ordering: .relaxed) {
                if exchange(first, second) { swaps.add(1, ordering: .relaxed) }
                if pause > 0 { usleep(pause) }
            }
            finished.signal()
        }
    }

    /// Returns once the swapper is under way (16 swaps made, or 2 when it rests between them), so
    /// that the next step races with swaps.
    public func waitForSwaps() {
        let count = paced ? 2 : 16
        while swaps.load(ordering: .relaxed) < count, running.load(ordering: .relaxed) { sched_yield() }
    }

    /// The swaps made so far: read before and after a step, they tell whether any landed while
    /// it ran, so that a test knows the race it names took place.
    public var swapsMade: Int { swaps.load(ordering: .relaxed) }

    /// Stops swapping and waits until the last swap is done; gives the number of swaps made.
    @discardableResult
    public func stop() -> Int {
        running.store(false, ordering: .relaxed)
        finished.wait()
        return swaps.load(ordering: .relaxed)
    }

    /// Swaps two paths in one step: renameat2's RENAME_EXCHANGE on Linux (glibc declares it only
    /// for C code with _GNU_SOURCE, so it is looked up), renameatx_np's RENAME_SWAP on macOS.
    private static let exchange: @Sendable (String, String) -> Bool = {
        #if canImport(Darwin)
        return { first, second in renameatx_np(AT_FDCWD, first, AT_FDCWD, second, UInt32(RENAME_SWAP)) == 0 }
        #else
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { preconditionFailure("no renameat2 in this C library") }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return { first, second in renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 }
        #endif
    }()
}
