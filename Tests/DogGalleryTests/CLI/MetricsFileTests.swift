@testable import DogGallery
import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("MetricsFile lets --prometheus-file replace only a metrics file of dogs', outside the gallery")
final class MetricsFileTests {
    private let folders = TemporaryFolders()

    @Test("dogs' own metrics, or nothing at all, are what it may replace", arguments: [
        "", "\n",
        "# HELP dogs_status The state.\n# TYPE dogs_status gauge\ndogs_status{gallery=\"/srv/dogs\"} 0\n",
        StatusMetrics.text(for: StatusSamples.report(), verdict: StatusVerdict(judging: StatusSamples.report())),
    ])
    func dogsMetrics(_ text: String) {
        #expect(MetricsFile.isDogsMetrics(Data(text.utf8)))
    }

    @Test("anything else is someone's", arguments: [
        "# HELP node_cpu seconds\nnode_cpu 1\n", "{\"version\":1}\n", "dogs_status 0\nrm -rf /\n", "<!doctype html>\n", "# dogs: /srv/dogs\n",
    ])
    func someoneElses(_ text: String) {
        #expect(!MetricsFile.isDogsMetrics(Data(text.utf8)))
        #expect(!MetricsFile.isDogsMetrics(Data([0xFF, 0xFE]) + Data(text.utf8)))
    }

    @Test("a path is inside a gallery at any depth, and never merely beside it", arguments: [
        ("/srv/dogs/manifest.jsonl", true), ("/srv/dogs/.dogs-runs", true), ("/srv/dogs/images/x.prom", true), ("/srv/dogs/pages/2.prom", true),
        ("/srv/dogs", true), ("/srv/dogs.prom", false), ("/srv/dogs-metrics/dogs.prom", false), ("/srv/dog/x", false), ("/var/lib/dogs.prom", false),
    ])
    func inside(_ path: String, _ inside: Bool) {
        #expect(MetricsFile.isInside(path, gallery: "/srv/dogs") == inside)
    }

    @Test("check refuses a path in the gallery, as written or through a link to its folder")
    func checkRefusesTheGallery() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("linked").path, withDestinationPath: "gallery/images")
        let gallery = folder.file("gallery").path

        for path in ["gallery/manifest.jsonl", "gallery/images/x.prom", "linked/x.prom", "gallery/../gallery/index.html"] {
            #expect(throws: MetricsFileError.insideGallery(path: folder.file(path).path, gallery: gallery)) {
                try MetricsFile.check(folder.file(path).path, gallery: gallery)
            }
        }
        #expect(MetricsFileError.insideGallery(path: "/g/manifest.jsonl", gallery: "/g").exitCode == .usage)
    }

    @Test("check lets nothing, an empty file or dogs' own metrics be replaced, and refuses anything else there")
    func checkTheFileThere() throws {
        let folder = folders.make()
        try folder.write("", to: "empty.prom")
        try folder.write("# HELP dogs_pictures n\ndogs_pictures 3\n", to: "ours.prom")
        try folder.write("# HELP node_load1 load\nnode_load1 0.5\n", to: "theirs.prom")
        try folder.write(String(repeating: "dogs_x 1\n", count: MetricsFile.maxBytes / 8 + 1), to: "huge.prom")
        try FileManager.default.createDirectory(at: folder.file("folder.prom"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.prom").path, withDestinationPath: "ours.prom")
        #expect(mkfifo(folder.file("fifo.prom").path, 0o600) == 0)
        let gallery = folder.file("gallery").path

        for name in ["new.prom", "empty.prom", "ours.prom"] {
            #expect(throws: Never.self) { try MetricsFile.check(folder.file(name).path, gallery: gallery) }
        }
        for name in ["theirs.prom", "huge.prom", "folder.prom", "link.prom", "fifo.prom"] {
            #expect(throws: MetricsFileError.notMetrics(path: folder.file(name).path)) { try MetricsFile.check(folder.file(name).path, gallery: gallery) }
        }
        #expect(MetricsFileError.notMetrics(path: "/x").exitCode == .cannotCreate)
    }

    @Test("each refusal is one line saying what to do")
    func sentences() {
        #expect("\(MetricsFileError.insideGallery(path: "/srv/dogs/manifest.jsonl", gallery: "/srv/dogs"))"
            == "--prometheus-file /srv/dogs/manifest.jsonl is inside the gallery /srv/dogs: give a file of its own outside it")
        #expect("\(MetricsFileError.notMetrics(path: "/var/lib/x.prom"))"
            == "/var/lib/x.prom is not a metrics file dogs wrote, which is all --prometheus-file replaces (or an empty file): give another, or remove it")
    }
}
