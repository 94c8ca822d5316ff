/// What the downloader tells a progress display as it goes.
package enum DownloadProgress: Equatable, Sendable {
    /// How many pictures the run will download in all, as far as it knows at its start.
    case expected(Int)
    /// How many pictures a round of downloads will download.
    case planned(Int)
    /// One picture is done, kept or not, after this many bytes.
    case finished(bytes: Int)
}
