import DogModel
import Platform
import PureSupport

/// What is wrong with a picture's file, judged against its manifest entry.
enum PictureFinding: Equatable, Sendable {
    case missing
    case notAFile
    case unreadable
    /// Another size than the manifest records.
    case size(found: Int)
    /// The recorded size, other bytes.
    case digest
    /// Not the format its name says: another one, or none dogs keeps.
    case format(found: ImageFormat?)
    /// The format its name says, cut short before that format's end marker.
    case truncated

    /// Everything wrong with `found` as `picture`'s file, at most one finding about its bytes
    /// (a size that differs says they differ) and one about its format.
    static func findings(for picture: Picture, _ found: FoundFile) -> [PictureFinding] {
        switch found {
        case .absent:
            // A picture away is missing already, and left off the pages (see `PictureAbsence`).
            return picture.away == nil ? [.missing] : []
        case .notAFile:
            return [.notAFile]
        case .unreadable:
            return [.unreadable]
        case let .file(bytes, sha256, format, isComplete, _):
            let contents: [PictureFinding] = bytes != picture.bytes ? [.size(found: bytes)] : sha256 != picture.sha256 ? [.digest] : []
            let shape: [PictureFinding] = format != expectedFormat(of: picture) ? [.format(found: format)] : isComplete ? [] : [.truncated]
            return contents + shape
        }
    }

    /// One line for a person, naming the file.
    func line(for picture: Picture) -> String {
        let file = TerminalText.oneLine(picture.file), expected = Self.expectedFormat(of: picture).map(Self.name) ?? "known"
        return switch self {
        case .missing: "missing: \(file)"
        case .notAFile: "not a regular file: \(file)"
        case .unreadable: "cannot be read: \(file)"
        case let .size(found): "damaged: \(file) is \(found) bytes, the manifest says \(picture.bytes)"
        case .digest: "damaged: \(file) does not match the SHA-256 the manifest records"
        case let .format(found?): "damaged: \(file) holds a \(Self.name(found)) picture, not a \(expected) one"
        case .format(nil): "damaged: \(file) holds no JPEG, PNG, GIF or WebP picture"
        case .truncated: "damaged: \(file) ends before its \(expected) picture does"
        }
    }

    /// The format dogs gave the file, by the extension of the name it chose.
    private static func expectedFormat(of picture: Picture) -> ImageFormat? {
        picture.file.split(separator: ".").last.flatMap { ImageFormat(fileExtension: String($0)) }
    }

    private static func name(_ format: ImageFormat) -> String {
        format == .webp ? "WebP" : format.rawValue.uppercased()
    }
}
