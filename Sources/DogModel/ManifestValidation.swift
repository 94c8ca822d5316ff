import Foundation
import PureSupport

/// Checks a manifest as the untrusted input it is: anyone who can write the gallery folder can
/// edit it, and its entries decide what dogs deletes and what the pages link to.
package enum ManifestValidation {
    static let sha256Length = 64

    /// The field of one entry that is not sound, and why; `source` is the picture's source, when
    /// the caller has it as a URL already.
    static func problem(in picture: Picture, source: URL? = nil) -> (field: String, reason: String)? {
        let folder = GalleryLayout.file(forImage: "")
        guard picture.file.hasPrefix(folder), PictureNaming.isPictureName(GalleryLayout.imageName(of: picture.file)) else {
            return ("file", "must be \(folder) and a picture name dogs gives (got '\(shown(picture.file))')")
        }
        guard isWebLink(source ?? picture.source) else {
            return ("source", "must be an http(s) link (got '\(shown(picture.link))')")
        }
        guard isSHA256(picture.sha256) else {
            return ("sha256", "must be \(sha256Length) lower-case hexadecimal digits (got '\(shown(picture.sha256))')")
        }
        guard picture.bytes >= 0 else { return ("bytes", "must not be negative (got \(picture.bytes))") }
        if let pixels = picture.pixels, !(PixelSize.range.contains(pixels.width) && PixelSize.range.contains(pixels.height)) {
            return ("pixels", "width and height must be from 1 to \(PixelSize.range.upperBound) (got \(pixels.width)×\(pixels.height))")
        }
        for (field, text) in [("breed", picture.breed), ("subBreed", picture.subBreed)] {
            guard let text else { continue }
            guard !text.isEmpty, text.unicodeScalars.count <= DogUI.maxNameLength, UntrustedText.isClean(text) else {
                return (field, "must be 1 to \(DogUI.maxNameLength) characters without control, format or non-characters")
            }
        }
        return nil
    }

    /// 64 lower-case hexadecimal digits, checked on the bytes.
    package static func isSHA256(_ text: String) -> Bool {
        text.utf8.count == sha256Length && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    static func isWebLink(_ url: URL) -> Bool {
        ["http", "https"].contains(url.scheme?.lowercased()) && !(url.host ?? "").isEmpty
    }

    /// The offending value, safe to print and short.
    private static func shown(_ text: String) -> String {
        TerminalText.oneLine(text, maxLength: 80)
    }
}
