import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of the gallery rendered from its manifest.
struct RenderedFile: Equatable, Sendable {
    package let name: String
    package let contents: String

    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// Whether `data` is exactly these contents, compared where both lie, without a copy of
    /// either: `dogs index` compares every page of a large gallery with the file on disk.
    func isContents(of data: Data) -> Bool {
        var contents = contents
        return contents.withUTF8 { text in
            data.withUnsafeBytes { bytes in
                bytes.count == text.count && (text.isEmpty || memcmp(bytes.baseAddress!, text.baseAddress!, text.count) == 0)
            }
        }
    }
}
