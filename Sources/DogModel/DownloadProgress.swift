/// What the downloader tells a progress display as it goes.
package enum DownloadProgress: Equatable, Sendable {
    /// How many pictures this run will download.
    case planned(Int)
    /// One picture is done, kept or not, after this many bytes.
    case finished(bytes: Int)
}
