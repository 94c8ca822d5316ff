import Platform

/// The command line's raw bytes as text. A byte that is not UTF-8 would otherwise become U+FFFD
/// and silently name another file or folder, so it is a usage error naming the argument.
package enum ArgumentText {
    package static func decode<Action>(_ arguments: [[UInt8]], root: CommandSpec<Action>) throws(UsageError) -> [String] {
        var decoded: [String] = []
        for (index, bytes) in arguments.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let command = decoded.first.flatMap { try? root.subcommand(named: $0) } ?? root
                throw UsageError("\(name(ofArgumentAt: index, after: decoded.last, bytes: bytes)) is not valid UTF-8 text ('\(shown(bytes))')", command: command)
            }
            decoded.append(text)
        }
        return decoded
    }

    /// "--out" for `--out X` and `--out=X`, otherwise "argument 3".
    private static func name(ofArgumentAt index: Int, after previous: String?, bytes: [UInt8]) -> String {
        if bytes.starts(with: Array("--".utf8)), let equals = bytes.firstIndex(of: UInt8(ascii: "=")),
           let flag = String(validating: bytes[..<equals], as: UTF8.self) {
            return flag
        }
        if let previous, previous.hasPrefix("-"), !previous.contains("=") { return previous }
        return "argument \(index + 1)"
    }

    /// The argument with each byte that is not printable ASCII shown as `\xFF`.
    private static func shown(_ bytes: [UInt8]) -> String {
        bytes.map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
    }
}
