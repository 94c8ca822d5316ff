/// Decides whether a downloaded answer is a picture worth keeping, and in which format.
/// An HTML error page served with status 200 fails here and is never saved.
enum PictureCheck {
    static func format(status: Int, contentType: String?, head: [UInt8]) -> Result<ImageFormat, DownloadError> {
        guard (200..<300).contains(status) else { return .failure(.httpStatus(status)) }
        guard let contentType, contentType.lowercased().hasPrefix("image/") else {
            return .failure(.notAPicture("it was served as \(contentType.map { TerminalText.oneLine($0, maxLength: 60) } ?? "no type")"))
        }
        guard let format = ImageFormat(sniffing: head) else {
            return .failure(.notAPicture("its bytes are not JPEG, PNG, GIF or WebP"))
        }
        return .success(format)
    }
}
