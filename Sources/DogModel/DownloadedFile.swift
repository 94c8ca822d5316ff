/// A complete, checked picture in a temporary file: all the downloader hands back. What it
/// becomes (a name, a manifest record) is the gallery's to decide.
package struct DownloadedFile: Equatable, Sendable {
    /// The temporary file's name where the staging made it.
    package let temporaryName: String
    package let bytes: Int
    package let sha256: String
    /// Read from the bytes, never from the server's word.
    package let format: ImageFormat
    /// Read from the picture's header; nil when the header did not say.
    package let pixels: PixelSize?

    package init(temporaryName: String, bytes: Int, sha256: String, format: ImageFormat, pixels: PixelSize?) {
        (self.temporaryName, self.bytes, self.sha256, self.format, self.pixels) = (temporaryName, bytes, sha256, format, pixels)
    }
}
