/// A set of strings that keeps a 128-bit digest of each instead of the string: the files and
/// sources of a gallery of 100,000 pictures in about 2 MB rather than 20, with nothing to free.
/// Half of each digest is keyed by the process's random hashing seed, so no manifest can be made
/// whose strings share one; the other half makes chance collisions as rare as a 128-bit digest's,
/// two of a million strings sharing one about once in 10^26 runs.
package struct DigestSet: Sendable, ExpressibleByArrayLiteral {
    private struct Digest: Hashable, Sendable {
        /// SipHash under the process's key.
        private let keyed: Int
        /// FNV-1a, 64 bits.
        private let plain: UInt64

        /// Of the string's UTF-8 bytes, as a file system compares names: `é` and `e` with a
        /// combining accent, equal as Swift strings, are two names.
        init(_ text: String) {
            var text = text
            (keyed, plain) = text.withUTF8 { bytes in
                var hasher = Hasher()
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
                let plain = bytes.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
                return (hasher.finalize(), plain)
            }
        }

        /// The keyed half is random enough for the set's own table.
        func hash(into hasher: inout Hasher) {
            hasher.combine(keyed)
        }
    }

    private var digests: Set<Digest> = []

    /// Room for `capacity` strings, so that a large gallery's set is not grown and copied again and again.
    package init(capacity: Int) {
        digests.reserveCapacity(capacity)
    }

    package init<S: Sequence<String>>(_ texts: S) {
        for text in texts { insert(text) }
    }

    package init(arrayLiteral texts: String...) {
        self.init(texts)
    }

    package var count: Int { digests.count }

    package func contains(_ text: String) -> Bool {
        digests.contains(Digest(text))
    }

    /// Whether `text` was not in the set yet.
    @discardableResult
    package mutating func insert(_ text: String) -> Bool {
        digests.insert(Digest(text)).inserted
    }

    /// Takes every string of `other` and says whether none was here already.
    @discardableResult
    package mutating func formUnion(_ other: DigestSet) -> Bool {
        let countBefore = count
        digests.formUnion(other.digests)
        return count == countBefore + other.count
    }
}
