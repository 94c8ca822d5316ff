/// Bytes as lower-case hexadecimal digits, two a byte: digests, random marks, name-based UUIDs.
/// Written from a table rather than through `String(format:)`, which Foundation interprets anew
/// for every byte.
package enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    package static func lowercase(_ bytes: some Collection<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { buffer in
            var end = 0
            for byte in bytes {
                buffer[end] = digits[Int(byte >> 4)]
                buffer[end + 1] = digits[Int(byte & 0x0F)]
                end += 2
            }
            return end
        }
    }
}
