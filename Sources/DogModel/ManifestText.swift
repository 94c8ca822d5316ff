import Foundation

/// Where the lines of `manifest.jsonl` are. Only what ends with a commit mark counts: a run
/// killed while appending leaves part of its lines after the last mark, and they are left out.
package enum ManifestText {
    package static let newline = UInt8(ascii: "\n")

    /// The lines of `bytes` up to and including the last commit mark, without their line breaks.
    static func committedLines(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        guard let end = committedEnd(of: bytes) else { return [] }
        return lines(of: bytes[..<end])
    }

    /// The index just past the line break of the last commit mark in `bytes`, or nil when there
    /// is none. Lines before the first line break of `bytes` are not looked at unless it is the
    /// start of the file (`isStart`), as they may be cut off.
    package static func committedEnd(of bytes: ArraySlice<UInt8>, isStart: Bool = true) -> Int? {
        var end = bytes.endIndex
        // Only a line with its line break is complete.
        while let lastBreak = bytes[..<end].lastIndex(of: newline) {
            let start = bytes[..<lastBreak].lastIndex(of: newline).map { $0 + 1 }
            guard start != nil || isStart else { return nil }
            if case .commit? = try? ManifestLine.parse(bytes[(start ?? bytes.startIndex)..<lastBreak]) { return lastBreak + 1 }
            end = lastBreak
        }
        return nil
    }

    /// `bytes` cut at each line break; the last line must end with one.
    package static func lines(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        // memchr: a manifest of 100,000 pictures is 30 MB to cut at each run.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(newline), buffer.count - offset) {
                let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                lines.append(bytes[start..<(bytes.startIndex + end)])
                offset = end + 1
                start = bytes.startIndex + offset
            }
        }
        return lines
    }
}
