import Foundation
@testable import GalleryFolder
import TestSupport
import Testing

/// `.dogs-runs` in a temporary gallery.
final class RunRecordsFileTests {
    private let folders = TemporaryFolders()

    private static let record = RunRecord(time: Date(timeIntervalSince1970: 1_795_000_000), command: "fetch", exitCode: 0, message: "Saved 1 picture", counts: [.saved: 1])

    @Test("add writes the private file, and reads it back")
    func addWritesThePrivateFileAndReadsItBack() throws {
        let folder = try makeGallery()

        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome())
        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome())

        #expect(RunRecordsFile.records(inGalleryAt: folder.url.path) == [Self.record, Self.record])
        #expect(try FileManager.default.attributesOfItem(atPath: folder.file(".dogs-runs").path)[.posixPermissions] as? Int == 0o600)
        #expect(folder.contents() == [".dogs-runs", "manifest.jsonl"], "no temporary file left")
    }

    @Test("add keeps the latest 50")
    func addKeepsTheLatest50() throws {
        let folder = try makeGallery()

        for _ in 1...55 { #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome()) }

        #expect(RunRecordsFile.records(inGalleryAt: folder.url.path).count == 50)
        #expect(try folder.read(".dogs-runs").split(separator: "\n").count == 50)
    }

    @Test("add without a gallery, writes nothing")
    func addWithoutAGalleryWritesNothing() {
        let folder = folders.make()

        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome())
        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.file("missing").path) == RunRecordsFile.Outcome())

        #expect(folder.contents() == [])
    }

    @Test("add to a folder holding someone else's manifest, writes nothing", arguments: [("manifest.jsonl", #"{"event":"login"}"#), ("manifest.json", #"{"name":"my web app","icons":[]}"#)])
    func addToAFolderHoldingSomeoneElsesManifestWritesNothing(_ name: String, _ contents: String) throws {
        let folder = folders.make()
        try folder.write(contents, to: name)

        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome())

        #expect(folder.contents() == [name])
    }

    @Test("add as root to another users gallery, writes nothing")
    func addAsRootToAnotherUsersGalleryWritesNothing() throws {
        try #require(geteuid() == 0, "needs root")
        let folder = try makeGallery()
        #expect(chown(folder.url.path, 65_534, gid_t.max) == 0)

        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome())

        #expect(folder.contents() == ["manifest.jsonl"])
    }

    @Test("add never writes through a link, and says so")
    func addNeverWritesThroughALinkAndSaysSo() throws {
        let folder = try makeGallery()
        try folder.write("theirs", to: "target")
        try FileManager.default.createSymbolicLink(atPath: folder.file(".dogs-runs").path, withDestinationPath: folder.file("target").path)

        let problem = RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path)

        #expect(problem.problem == "\(folder.file(".dogs-runs").path) is a symbolic link; dogs does not follow links inside a gallery")
        #expect(try folder.read("target") == "theirs")
        #expect(RunRecordsFile.records(inGalleryAt: folder.url.path) == [])
    }

    @Test("records skips what is not a record, and reads no fifo or folder")
    func recordsSkipsWhatIsNotARecordAndReadsNoFifoOrFolder() throws {
        let folder = try makeGallery()
        try folder.write("garbage\n" + RunRecordsText.line(Self.record) + "\n{\"half\":", to: ".dogs-runs")

        #expect(RunRecordsFile.records(inGalleryAt: folder.url.path) == [Self.record])

        try FileManager.default.removeItem(at: folder.file(".dogs-runs"))
        #expect(mkfifo(folder.file(".dogs-runs").path, 0o600) == 0)
        #expect(RunRecordsFile.records(inGalleryAt: folder.url.path) == [], "no hang on a FIFO")
    }

    @Test("add two runs at once, lose neither record")
    func addTwoRunsAtOnceLoseNeitherRecord() throws {
        let folder = try makeGallery()
        let path = folder.url.path

        DispatchQueue.concurrentPerform(iterations: 20) { _ in #expect(RunRecordsFile.add(Self.record, toGalleryAt: path) == RunRecordsFile.Outcome()) }

        #expect(RunRecordsFile.records(inGalleryAt: path).count == 20)
    }

    @Test("add keeps the group and its read, a monitoring user was given, but no others read")
    func addKeepsTheGroupAndItsReadAMonitoringUserWasGivenButNoOthersRead() throws {
        let folder = try makeGallery()
        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome())
        let path = folder.file(".dogs-runs").path
        let group = gid_t(getegid() == 0 ? 4 : getegid())
        #expect(chown(path, uid_t.max, group) == 0)
        #expect(chmod(path, 0o644) == 0)

        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome())

        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_gid == group)
        #expect(status.st_mode & 0o777 == 0o640, "the group keeps its read; what others could read is taken back")
        #expect(status.st_uid == geteuid())
    }

    @Test("in a gallery shared through a group, the record is the group's to read and write, whoever wrote it")
    func sharedThroughAGroup() throws {
        try #require(geteuid() == 0, "needs root, to give the gallery a group")
        let folder = try makeGallery()
        #expect(chown(folder.url.path, uid_t.max, 4_242) == 0 && chmod(folder.url.path, 0o2775) == 0)

        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome())
        #expect(chmod(folder.file(".dogs-runs").path, 0o600) == 0 && chown(folder.file(".dogs-runs").path, uid_t.max, 0) == 0)
        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome())

        var status = stat()
        #expect(stat(folder.file(".dogs-runs").path, &status) == 0)
        #expect((status.st_gid, status.st_mode & 0o777) == (4_242, 0o660))
        #expect(RunRecordsFile.records(inGalleryAt: folder.url.path).count == 2)
    }

    @Test("read tells none from damaged from records")
    func readTellsNoneFromDamagedFromRecords() throws {
        let folder = try makeGallery()
        #expect(RunRecordsFile.read(inGalleryAt: folder.url.path) == .none)

        try folder.write("garbage\n{\"half\":", to: ".dogs-runs")
        #expect(RunRecordsFile.read(inGalleryAt: folder.url.path) == .damaged)

        #expect(RunRecordsFile.add(Self.record, toGalleryAt: folder.url.path) == RunRecordsFile.Outcome())
        #expect(RunRecordsFile.read(inGalleryAt: folder.url.path) == .records([Self.record]))
    }

    @Test("read of what cannot be read, says why")
    func readOfWhatCannotBeReadSaysWhy() throws {
        let folder = try makeGallery()
        try FileManager.default.createDirectory(at: folder.file(".dogs-runs"), withIntermediateDirectories: false)

        guard case let .unreadable(reason) = RunRecordsFile.read(inGalleryAt: folder.url.path) else {
            Issue.record("a folder at .dogs-runs is not read as no record")
            return
        }
        #expect(reason.hasPrefix("cannot read \(folder.file(".dogs-runs").path): "), "\(reason)")
        #expect(RunRecordsFile.read(inGalleryAt: folder.file("missing").path) != .none, "no gallery there is not a gallery without runs")
    }

    private func makeGallery() throws -> TemporaryDirectory {
        let folder = folders.make()
        try folder.write(#"{"dogs":"gallery","version":2,"pageSize":100}"# + "\n", to: "manifest.jsonl")
        return folder
    }
}
