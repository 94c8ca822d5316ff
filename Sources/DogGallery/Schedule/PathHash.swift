import Platform
import PureSupport

/// A stable hash of a gallery's path: Swift's `hashValue` is seeded anew in every process, and a
/// schedule must land on the same minute, and its units on the same names, each time it is made.
enum PathHash {
    /// 64-bit FNV-1a of the text's UTF-8.
    static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }

    /// The first 8 hexadecimal digits of the hash: a short name for the path's systemd units.
    static func short(_ text: String) -> String {
        String(Hex.lowercase(withUnsafeBytes(of: fnv1a(text).bigEndian, Array.init)).prefix(8))
    }
}
