import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names for dogs' temporary files: a hidden prefix, the process and a counter. No randomness is
/// needed, so none can fail: each file is created with `O_EXCL`, and a name already taken (by a
/// killed run with the same process number, say) is simply passed over for the next.
package enum TemporaryName {
    static let prefix = ".dogs-tmp-"
    private static let counter = Atomic<Int>(0)

    static func next() -> String {
        "\(prefix)\(getpid())-\(counter.wrappingAdd(1, ordering: .relaxed).newValue)"
    }

    package static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(prefix)
    }

    /// Whether `name` is one this process made.
    package static func isThisProcess(_ name: String) -> Bool {
        name.hasPrefix("\(prefix)\(getpid())-")
    }
}
