/// What became of one planned picture: staged in the gallery, ready to commit, or why not.
public struct DownloadOutcome: Equatable, Sendable {
    public let planned: PlannedDownload
    public let result: Result<StagedPicture, DownloadError>
}
