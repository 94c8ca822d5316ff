import PureSupport
import SHA256Blocks
import Foundation

/// SHA-256 (FIPS 180-4), fed in pieces. Foundation on Linux has no CryptoKit and `dogs`
/// takes no packages, so the manifest's checksums come from this small implementation: the
/// padding and the state here, the rounds in C (`SHA256Blocks`). Every picture passes through
/// it as it arrives, so whole blocks are hashed straight from the caller's buffer.
package struct SHA256: Sendable {
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    /// Bytes of an incomplete block, waiting for the rest.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    package init() {}

    package mutating func update(_ bytes: some Sequence<UInt8>) {
        let handled: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if handled == nil {
            let copy = Array(bytes)
            copy.withUnsafeBytes { update($0) }
        }
    }

    package mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        length &+= UInt64(buffer.count)
        var input = buffer[...]
        if !pending.isEmpty {
            let needed = 64 - pending.count
            pending += input.prefix(needed)
            input = input.dropFirst(needed)
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBytes { compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = input.count / 64 * 64
        if whole > 0 {
            compress(UnsafeRawBufferPointer(rebasing: input.prefix(whole)))
            input = input.dropFirst(whole)
        }
        pending += input
    }

    /// Hashes whole blocks into the state.
    private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
        guard let start = blocks.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        state.withUnsafeMutableBufferPointer { dogs_sha256_blocks($0.baseAddress, start, blocks.count / 64) }
    }

    /// The 32 bytes of the digest.
    package consuming func digest() -> [UInt8] {
        let bitLength = length &* 8
        var padding: [UInt8] = [0x80]
        padding += [UInt8](repeating: 0, count: (119 - pending.count) % 64)
        padding += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bitLength >> (8 * $0)) }
        padding.withUnsafeBytes { paddingBytes in
            let saved = length
            update(paddingBytes)
            length = saved
        }
        return state.flatMap { word in (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
    }

    /// The digest as 64 lower-case hex digits.
    package consuming func finalize() -> String {
        Hex.lowercase(digest())
    }

    package static func hex(of data: some Sequence<UInt8>) -> String {
        var hasher = SHA256()
        hasher.update(data)
        return hasher.finalize()
    }
}
