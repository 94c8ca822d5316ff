/// What became of one planned picture: staged in the gallery, ready to commit, or why not.
public struct DownloadOutcome: Equatable, Sendable {
    public let planned: PlannedDownload
    public let result: Result<StagedPicture, DownloadError>

    /// Why the picture could not be written to the gallery, if that is why it failed.
    var storageFailure: GalleryError? {
        guard case let .failure(.storage(error)) = result else { return nil }
        return error
    }
}
