import Foundation
import TestSupport
import Testing

/// Servers that break HTTP/2 the ways a hostile one does: each is named in one sentence for
/// every picture it took, and not asked again.
@Suite(.endToEnd)
final class ProtocolFaultEndToEndTests: EndToEndTestCase {
    @Test("a server that breaks HTTP/2 is named for what it did, once for each picture, and not asked again")
    func aServerThatBreaksHTTP2IsNamedForWhatItDidOnceForEachPictureAndNotAskedAgain() throws {
        let faults = [
            ("continuation-flood", "the server broke the HTTP/2 protocol: too many CONTINUATION frames following a HEADER frame"),
            ("settings-flood", "the server broke the HTTP/2 protocol: flooding was detected in this HTTP/2 session, and it must be closed"),
            ("hpack-bomb", "the server broke the HTTP/2 protocol: it sent a head libcurl would not take (too large once decompressed, or malformed)"),
            ("endless-100", "the server sent informational answers (1xx) without end"),
        ]
        for (fault, sentence) in faults {
            let server = try H2FaultServer(fault: fault)

            let run = try DogsProcess.run(["fetch", "--count", "6", "--retries", "3", "--timeout", "5", "-v"] + server.arguments, in: folder.url, environment: H2FaultServer.trusting)

            #expect(run.status == 69, "\(fault): \(run.stderr)")
            let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
            #expect(warnings.count == 6, "\(fault): \(run.stderr)")
            #expect(warnings.allSatisfy { $0.hasSuffix(": could not download: " + sentence) }, "\(fault): one cause, one sentence: \(run.stderr)")
            #expect(!run.stderr.contains("retrying"), "\(fault): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("gallery").path), "\(fault)")
        }
    }

    @Test("a server that pushes streams has them refused, and the pictures arrive")
    func aServerThatPushesStreamsHasThemRefusedAndThePicturesArrive() throws {
        let server = try H2FaultServer(fault: "push-promise")

        let run = try DogsProcess.run(["fetch", "--count", "3", "--retries", "0"] + server.arguments, in: folder.url, environment: H2FaultServer.trusting)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(try ManifestFile(in: folder.file("gallery")).pictures.count == 3)
        try assertGalleryInvariant(folder.file("gallery"))
    }
}
