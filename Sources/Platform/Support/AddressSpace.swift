#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's room for memory, as a limit on its address space (ulimit -v) allows it.
package enum AddressSpace {
    /// The most a run may take beyond what the process holds once started: dogs' bound on its
    /// memory, 64 MiB, which is more than a run adds to it.
    package static let runNeeds = 64 << 20

    /// Whether `bytes` more of address space can be had now: nil when they can, else the
    /// system's error. The room is mapped without any access, and given back at once.
    package static func room(for bytes: Int) -> Errno? {
        guard let mapped = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0), mapped != MAP_FAILED else {
            return Errno()
        }
        munmap(mapped, bytes)
        return nil
    }
}
