/// The picture formats `dogs` keeps, recognised by their first bytes rather than by the URL,
/// since dog.ceo's file names do not always tell the truth (`.JPG`, no extension, even `.txt`).
package enum ImageFormat: String, Sendable, CaseIterable {
    case jpeg, png, gif, webp

    package var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

    package var mediaType: String { "image/\(rawValue)" }

    /// The format of a file `dogs` named, from the extension it chose.
    package init?(fileExtension: String) {
        guard let format = Self.allCases.first(where: { $0.fileExtension == fileExtension.lowercased() }) else { return nil }
        self = format
    }

    package init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        func starts(with signature: String, at offset: Int = 0) -> Bool {
            let expected = Array(signature.utf8)
            return head.count >= offset + expected.count && Array(head[offset..<offset + expected.count]) == expected
        }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(with: "GIF87a") || starts(with: "GIF89a") {
            self = .gif
        } else if starts(with: "RIFF"), starts(with: "WEBP", at: 8) {
            self = .webp
        } else {
            return nil
        }
    }
}
