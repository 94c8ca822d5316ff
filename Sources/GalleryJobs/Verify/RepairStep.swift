import DogCEOClient
import DogModel
import Platform

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

    /// Before anything is downloaded: nil for a sound picture. Only a picture whose bytes are
    /// not the recorded ones is downloaded again; a source the policy refuses now is left, as the
    /// `--allow-host` the gallery was fetched with may be all that is missing, and so is a picture
    /// recorded larger than `maxBytes` (fetched with a larger `--max-bytes`, or a size edited by hand).
    /// - Parameter sourceRejection: why the source policy refuses the picture's source, if it does.
    static func before(_ findings: [PictureFinding], for picture: Picture, sourceRejection: String?, maxBytes: Int) -> RepairStep? {
        guard !findings.isEmpty else { return nil }
        if findings.contains(.unreadable) { return .leave(reason: "its file cannot be read") }
        if findings.contains(.notAFile) { return .drop(reason: "what is at its name is not a regular file, and is left alone") }
        let bytesDiffer = findings.contains { finding in
            switch finding {
            case .missing, .size, .digest: true
            default: false
            }
        }
        guard bytesDiffer else { return .leave(reason: "its bytes are the ones dogs saved; downloading them again would change nothing") }
        if let sourceRejection {
            // A gallery fetched from a mirror whose address has changed since: say how to name the old one.
            let hint = SourcePolicy.apiTrusting(picture.source).map { "; if it came from the API there, --api-base \($0) (or DOGS_API_BASE) trusts it" } ?? ""
            return .leave(reason: "its source may not be requested: \(sourceRejection)\(hint)")
        }
        if picture.bytes > maxBytes { return .leave(reason: "the manifest records \(picture.bytes) bytes, \(DownloadError.tooLarge(limit: maxBytes))") }
        return .download
    }

    /// Once the source has answered: restored only when the bytes are the very picture the
    /// manifest records; dropped when the source is gone (HTTP 404 or 410) or serves other bytes;
    /// left for another try otherwise, as a time-out or a captive portal's page may pass.
    static func after(_ result: Result<DownloadedFile, DownloadError>, for picture: Picture) -> RepairStep {
        switch result {
        case let .success(file):
            file.bytes == picture.bytes && file.sha256 == picture.sha256 ? .restore : otherBytes
        case .failure(.tooLarge):
            // The limit is the size recorded: more is not the picture dogs saved.
            otherBytes
        case let .failure(.httpStatus(code)) where code == 404 || code == 410:
            .drop(reason: "it could not be downloaded again: \(DownloadError.httpStatus(code))")
        case .failure(.cancelled):
            .leave(reason: "the run was stopped before it was downloaded again")
        case let .failure(error):
            .leave(reason: "it could not be downloaded now (\(error)); try again later")
        }
    }

    private static let otherBytes = RepairStep.drop(reason: "its source now serves other bytes than the picture dogs saved")
}
