import DogModel
import Platform
import PureSupport

/// Decides whether a downloaded answer is a picture worth keeping, and in which format.
/// An HTML error page served with status 200 fails here and is never saved, and so does a
/// picture cut short by a connection closed early when no `Content-Length` could tell.
enum PictureCheck {
    static func format(status: Int, contentType: String?, head: [UInt8], tail: [UInt8], size: Int) -> Result<ImageFormat, DownloadError> {
        guard (200..<300).contains(status) else { return .failure(.httpStatus(status)) }
        guard let contentType, contentType.lowercased().hasPrefix("image/") else {
            return .failure(.notAPicture("it was served as \(contentType.map { TerminalText.oneLine($0, maxLength: 60) } ?? "no type")"))
        }
        guard let format = ImageFormat(sniffing: head) else {
            return .failure(.notAPicture("its bytes are not JPEG, PNG, GIF or WebP"))
        }
        guard isComplete(format, head: head, tail: tail, size: size) else {
            return .failure(.notAPicture("it ends before the \(format.rawValue.uppercased()) picture does"))
        }
        return .success(format)
    }

    /// Each format marks its own end; padding after the mark is tolerated, as cameras add it.
    static func isComplete(_ format: ImageFormat, head: [UInt8], tail: [UInt8], size: Int) -> Bool {
        switch format {
        case .jpeg:
            // In a JPEG's compressed data 0xFF is always followed by 0x00 or a restart marker,
            // so FF D9 near the end is the end-of-image marker.
            return zip(tail, tail.dropFirst()).contains { $0 == 0xFF && $1 == 0xD9 }
        case .png:
            return tail.contains(run: Array("IEND".utf8))
        case .gif:
            return tail.last(where: { $0 != 0 }) == 0x3B
        case .webp:
            guard head.count >= 8 else { return false }
            let riffSize = head[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
            return size >= riffSize + 8
        }
    }
}
