@testable import DogGallery
@testable import GalleryJobs
import ModelTestSupport
import TestSupport
import Testing

@Suite("A fetch's exit code follows the failures that stayed, not the ones another picture replaced")
struct FetchExitCodeTests {
    private static let failure = FetchReport.Failure(source: samplePicture("pug", "failed").source, error: .httpStatus(404))

    @Test("replaced failures count for nothing; failures that stayed, beside pictures saved or alone", arguments: [
        (3, 0, 1, ExitCode.success), (1, 1, 0, .partialFailure), (0, 2, 0, .unavailable),
    ])
    func exitCode(saved: Int, failed: Int, replaced: Int, code: ExitCode) {
        var report = makeReport(
            saved: (0..<saved).map { samplePicture("pug", "\($0)") }, failed: Array(repeating: Self.failure, count: failed)
        )
        report.replaced = Array(repeating: Self.failure, count: replaced)

        #expect(ExitCode(for: report) == code)
    }
}
