/// What `dogs verify --repair` does with a picture whose file is not as the manifest records
/// it. Only dogs' own picture may take the place of what is at its name; anything else there is
/// left alone, and a picture that cannot be had again leaves the manifest.
enum RepairStep: Equatable, Sendable {
    /// Download it again from its source.
    case download
    /// Put what arrived in place of what is at its name.
    case restore
    /// Drop its entry from the manifest, leaving whatever is at its name.
    case drop(reason: String)
    /// Leave its entry and its file as they are, for another try.
    case leave(reason: String)

    /// Before anything is downloaded: nil for a sound picture.
    /// - Parameter sourceRejection: why the source policy refuses the picture's source, if it does.
    static func before(_ findings: [PictureFinding], sourceRejection: String?) -> RepairStep? {
        guard !findings.isEmpty else { return nil }
        if findings.contains(.unreadable) { return .leave(reason: "its file cannot be read") }
        if findings.contains(.notAFile) { return .drop(reason: "what is at its name is not a regular file, and is left alone") }
        if let sourceRejection { return .drop(reason: "its source may not be requested: \(sourceRejection)") }
        return .download
    }

    /// Once the source has answered: restored only when the bytes are the very picture the
    /// manifest records; dropped when the source is gone for good; left when it may come back.
    static func after(_ result: Result<DownloadedFile, DownloadError>, for picture: Picture) -> RepairStep {
        switch result {
        case let .success(file):
            file.bytes == picture.bytes && file.sha256 == picture.sha256
                ? .restore : .drop(reason: "its source now serves other bytes than the picture dogs saved")
        case .failure(.cancelled):
            .leave(reason: "the run was stopped before it was downloaded again")
        case let .failure(error):
            isLasting(error) ? .drop(reason: "it could not be downloaded again: \(error)") : .leave(reason: "it could not be downloaded now (\(error)); try again later")
        }
    }

    /// Whether a failure will be the same next time: the server's refusal, not the network's hiccup.
    private static func isLasting(_ error: DownloadError) -> Bool {
        switch error {
        case let .httpStatus(code): (400..<500).contains(code) && code != 408 && code != 429
        case .notAPicture, .tooLarge: true
        case .connectivity, .cancelled, .storage: false
        }
    }
}
