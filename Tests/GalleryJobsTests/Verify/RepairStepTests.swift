@testable import DogModel
import Foundation
@testable import GalleryJobs
import ClientTestSupport
import ModelTestSupport
import TestSupport
import Testing

@Suite("RepairStep decides what dogs verify --repair does with a picture")
struct RepairStepTests {
    /// 100 bytes, as the manifest records it.
    static let picture = samplePicture("pug", "a")

    @Test("before downloading: a sound picture needs nothing, a missing or damaged one is downloaded again", arguments: [
        ([], nil, nil),
        ([.missing], nil, RepairStep.download),
        ([.size(found: 3)], nil, .download),
        ([.digest, .truncated], nil, .download),
        ([.size(found: 3), .format(found: nil)], nil, .download),
        ([.digest, .format(found: .png)], nil, .download),
    ] as [([PictureFinding], String?, RepairStep?)])
    func downloads(_ findings: [PictureFinding], _ rejection: String?, _ step: RepairStep?) {
        #expect(RepairStep.before(findings, for: Self.picture, sourceRejection: rejection, maxBytes: Downloader.defaultMaxBytes) == step)
    }

    @Test("before downloading: what is not dogs' to replace is dropped or left, never touched", arguments: [
        ([.notAFile], nil, RepairStep.drop(reason: "what is at its name is not a regular file, and is left alone")),
        ([.unreadable], nil, .leave(reason: "its file cannot be read")),
        ([.missing], "example.org is not a trusted host", .leave(reason: "its source may not be requested: example.org is not a trusted host")),
        ([.digest], "the link carries credentials", .leave(reason: "its source may not be requested: the link carries credentials")),
    ] as [([PictureFinding], String?, RepairStep?)])
    func untouched(_ findings: [PictureFinding], _ rejection: String?, _ step: RepairStep?) {
        #expect(RepairStep.before(findings, for: Self.picture, sourceRejection: rejection, maxBytes: Downloader.defaultMaxBytes) == step)
    }

    @Test("a picture whose bytes are the recorded ones is not downloaded again, whatever its format", arguments: [
        [PictureFinding.format(found: .png)], [.format(found: nil)], [.truncated],
    ])
    func sameBytes(_ findings: [PictureFinding]) {
        #expect(RepairStep.before(findings, for: Self.picture, sourceRejection: nil, maxBytes: 1)
            == .leave(reason: "its bytes are the ones dogs saved; downloading them again would change nothing"))
    }

    @Test("before downloading: a picture recorded larger than --max-bytes is left unrequested, for a run with a larger limit", arguments: [
        (100, RepairStep.download),
        (99, .leave(reason: "the manifest records 100 bytes, larger than the 99-byte limit (--max-bytes)")),
        (1, .leave(reason: "the manifest records 100 bytes, larger than the 1-byte limit (--max-bytes)")),
    ])
    func sizeLimit(_ maxBytes: Int, _ step: RepairStep) {
        #expect(RepairStep.before([.size(found: 3)], for: Self.picture, sourceRejection: nil, maxBytes: maxBytes) == step)
    }

    @Test("before downloading: a source that may not be requested is said first, whatever the size recorded")
    func sourceBeforeSize() {
        #expect(RepairStep.before([.missing], for: Self.picture, sourceRejection: "the link carries credentials", maxBytes: 1)
            == .leave(reason: "its source may not be requested: the link carries credentials"))
    }

    @Test("a plain-http source refused, as from a mirror whose address has changed since, says which --api-base trusts it")
    func movedMirror() {
        let picture = samplePicture("pug", "a", source: "http://10.0.0.5:8080/breeds/pug/a.jpg")

        #expect(RepairStep.before([.missing], for: picture, sourceRejection: "http://10.0.0.5:8080 is not a trusted origin", maxBytes: 1_000)
            == .leave(reason: "its source may not be requested: http://10.0.0.5:8080 is not a trusted origin; "
                + "if it came from the API there, --api-base http://10.0.0.5:8080/api (or DOGS_API_BASE) trusts it"))
    }

    @Test("after downloading: only the very picture the manifest records is restored", arguments: [
        (file(bytes: 100, sha256: String(repeating: "a", count: 64)), RepairStep.restore),
        (file(bytes: 100, sha256: String(repeating: "b", count: 64)), .drop(reason: "its source now serves other bytes than the picture dogs saved")),
        (file(bytes: 99, sha256: String(repeating: "a", count: 64)), .drop(reason: "its source now serves other bytes than the picture dogs saved")),
    ] as [(Result<DownloadedFile, DownloadError>, RepairStep)])
    func restores(_ result: Result<DownloadedFile, DownloadError>, _ step: RepairStep) {
        #expect(RepairStep.after(result, for: Self.picture) == step)
    }

    @Test("after downloading: a source that is gone is dropped, one that may come back is left for another try", arguments: [
        (DownloadError.httpStatus(404), RepairStep.drop(reason: "it could not be downloaded again: the server answered HTTP 404")),
        (.httpStatus(410), .drop(reason: "it could not be downloaded again: the server answered HTTP 410")),
        (.tooLarge(limit: 100), .drop(reason: "its source now serves other bytes than the picture dogs saved")),
        (.notAPicture("text/html"), .leave(reason: "it could not be downloaded now (not a picture: text/html); try again later")),
        (.httpStatus(403), .leave(reason: "it could not be downloaded now (the server answered HTTP 403); try again later")),
        (.httpStatus(503), .leave(reason: "it could not be downloaded now (the server answered HTTP 503); try again later")),
        (.httpStatus(429), .leave(reason: "it could not be downloaded now (the server answered HTTP 429); try again later")),
        (.connectivity(reason: "timed out"), .leave(reason: "it could not be downloaded now (could not download: timed out); try again later")),
        (.cancelled, .leave(reason: "the run was stopped before it was downloaded again")),
    ] as [(DownloadError, RepairStep)])
    func failures(_ error: DownloadError, _ step: RepairStep) {
        #expect(RepairStep.after(.failure(error), for: Self.picture) == step)
    }

    private static func file(bytes: Int, sha256: String) -> Result<DownloadedFile, DownloadError> {
        .success(DownloadedFile(temporaryName: ".dogs-tmp-1", bytes: bytes, sha256: sha256, format: .jpeg, pixels: nil))
    }
}
