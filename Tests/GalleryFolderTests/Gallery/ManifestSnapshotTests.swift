@testable import DogModel
import Foundation
@testable import GalleryFolder
import ModelTestSupport
import TestSupport
import Testing

@Suite("ManifestSnapshot reads manifest.jsonl in pieces, on every core, as it would read it whole")
struct ManifestSnapshotTests {
    private static let breeds = ["pug", "akita", "hound-afghan", "husky", "mix"]

    private static func lines(_ count: Int) -> [String] {
        let pictures = (1...count).map { samplePicture(breeds[($0 * 7 + $0 / 5) % breeds.count], "p\($0)", minute: $0) }
        let manifest = Manifest(pictures: pictures, pageSize: 4, generation: 1)
        var lines = [ManifestLine.header(pageSize: 4, siteURL: nil).text]
        for (index, picture) in manifest.pictures.enumerated() {
            lines.append(ManifestLine.picture(picture).text)
            if index % 9 == 8 { lines.append(ManifestLine.commit(generation: index + 1).text) }
        }
        return lines + [ManifestLine.commit(generation: count + 1).text]
    }

    private func read(_ lines: [String], lanes: Int, keepingPictures: Bool = false) throws(ManifestReadFailure) -> ManifestSnapshot {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-snapshot-\(UUID().uuidString).jsonl").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8)), "the manifest is in place")
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try ManifestSnapshot.read(FileHandle(forReadingAtPath: path)!, keepingPictures: keepingPictures, lanes: lanes)
    }

    private func problem(_ lines: [String], lanes: Int) -> ManifestProblem? {
        do throws(ManifestReadFailure) {
            _ = try read(lines, lanes: lanes)
            return nil
        } catch {
            guard case let .problem(problem) = error else { return ManifestProblem(reason: "\(error)") }
            return problem
        }
    }

    @Test("an empty file is said to be empty; lines with no commit mark, to hold no complete commit", arguments: [
        ("", "it is empty"), (ManifestLine.header(pageSize: 4, siteURL: nil).text + "\n", "it holds no complete commit"),
    ])
    func noCommit(contents: String, reason: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-snapshot-\(UUID().uuidString).jsonl").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let handle = try #require(FileHandle(forReadingAtPath: path))
        do throws(ManifestReadFailure) {
            _ = try ManifestSnapshot.read(handle, lanes: 2)
            Issue.record("read as a manifest")
        } catch {
            guard case let .problem(problem) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(problem == ManifestProblem(reason: reason))
        }
    }

    @Test("a file that does not begin as dogs' manifests do is someone else's, however it goes on", arguments: [
        #"{"name":"My App","icons":[]}"# + "\n" + String(repeating: "x", count: 300_000),
        String(repeating: "x", count: 3 << 20),
        "\n" + ManifestLine.header(pageSize: 4, siteURL: nil).text + "\n{\"commit\":1}",
        #"{"version":2,"dogs":"other","pageSize":4}"# + "\n{\"commit\":1}",
    ])
    func someoneElses(contents: String) {
        #expect(failure(reading: contents) == "notDogs")
    }

    @Test("a header whose members another program reordered and spaced is still dogs'")
    func reordered() throws {
        var lines = Self.lines(10)
        lines[0] = #"{ "pageSize": 4, "version": 2, "dogs": "gallery" }"#

        #expect(try read(lines, lanes: 2).outline.count == 10)
    }

    @Test("a manifest of a newer dogs is said to be one, not damaged")
    func newer() {
        let header = ManifestLine.header(pageSize: 4, siteURL: nil, version: ManifestLine.newestVersion + 1).text

        #expect(failure(reading: header + "\n{\"commit\":1}\n") == "newer(version: \(ManifestLine.newestVersion + 1))")
    }

    @Test("a line longer than any dogs writes is refused, named, and not held", arguments: [0, 1, 5, 40])
    func longLine(at index: Int) {
        var lines = Self.lines(60)
        lines[index] = index == 0 ? lines[0] + String(repeating: " ", count: ManifestSnapshot.maxLineBytes) : String(repeating: "{", count: 3 * ManifestSnapshot.maxLineBytes)

        #expect(problem(lines, lanes: 1) == ManifestProblem(line: index + 1, reason: "longer than any line dogs writes"))
        #expect(problem(lines, lanes: 3) == ManifestProblem(line: index + 1, reason: "longer than any line dogs writes"))
    }

    @Test("the last commit is found behind a long tail of lines never committed, however the windows fall", arguments: [1, 700, 3000])
    func longTail(uncommitted: Int) throws {
        let committed = Self.lines(20)
        let tail = Self.lines(20 + uncommitted).dropFirst(21).filter { !$0.hasPrefix("{\"commit\"") }

        let snapshot = try read(committed + tail, lanes: 2)

        #expect(snapshot.committedLength == (committed.joined(separator: "\n") + "\n").utf8.count)
        #expect(snapshot.outline.count == 20)
    }

    /// How reading `contents` fails, in a word; nil when it reads.
    private func failure(reading contents: String) -> String? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-snapshot-\(UUID().uuidString).jsonl").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do throws(ManifestReadFailure) {
            _ = try ManifestSnapshot.read(FileHandle(forReadingAtPath: path)!, lanes: 2)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("a stretch with no line break where one was, as when the manifest changed while it was read, is a problem rather than a wait for ever",
          arguments: [0, 1, 4096, 70_000])
    func noLineBreak(_ length: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-snapshot-\(UUID().uuidString).jsonl").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: UInt8(ascii: "x"), count: length)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forReadingAtPath: path))

        #expect(throws: ManifestReadFailure.self) { try ManifestSnapshot.lineEnd(handle.fileDescriptor, from: 0, before: length) }
    }

    @Test("in any number of pieces, a sound manifest gives what it gives read in one", arguments: [2, 3, 7, 64])
    func pieces(_ lanes: Int) throws {
        let lines = Self.lines(150)

        let whole = try read(lines, lanes: 1, keepingPictures: true)
        let pieces = try read(lines, lanes: lanes, keepingPictures: true)

        #expect(pieces.pictures == whole.pictures && whole.pictures?.count == 150)
        #expect(pieces.outline.count == whole.outline.count && pieces.outline.breeds == whole.outline.breeds)
        #expect(pieces.outline.numbering == whole.outline.numbering && pieces.outline.generation == 151)
        #expect(HTMLPages.front(pieces.outline) == HTMLPages.front(whole.outline))
        #expect(pieces.files.count == 150 && pieces.identities.count == 150)
        #expect(whole.pictures!.allSatisfy { pieces.files.contains($0.file) && pieces.identities.contains(Picture.identity(of: $0.source)) })
        #expect(pieces.committedLength == whole.committedLength)
    }

    @Test("remembered sources anywhere among the lines are known as held, and kept in order with the pictures", arguments: [1, 2, 3, 7])
    func removed(_ lanes: Int) throws {
        let gone = (1...5).map { URL(string: "https://images.dog.ceo/breeds/pug/gone\($0).jpg")! }
        var lines = Self.lines(60)
        for (offset, source) in zip([1, 15, 30, 45, 60], gone).reversed() { lines.insert(ManifestLine.removed(source).text, at: offset) }

        let snapshot = try read(lines, lanes: lanes, keepingPictures: true)

        #expect(snapshot.removedSources == gone)
        #expect(snapshot.manifest?.removedSources == gone)
        #expect(gone.allSatisfy { snapshot.identities.contains(Picture.identity(of: $0)) })
        #expect(snapshot.pictures?.count == 60 && snapshot.files.count == 60)
        let fetching = try read(lines, lanes: lanes)
        #expect(fetching.removedSources.isEmpty, "a run that keeps no pictures keeps no sources either")
        #expect(gone.allSatisfy { fetching.identities.contains(Picture.identity(of: $0)) })
    }

    @Test("a problem anywhere, within a piece or where pieces meet, is named by its line as read whole", arguments: [2, 3, 7, 64])
    func problems(_ lanes: Int) {
        let lines = Self.lines(60)
        let damaged: [[String]] = [
            lines.enumerated().map { $0.offset == 40 ? lines[12] : $0.element },
            lines.enumerated().map { $0.offset == 31 ? lines[30] : $0.element },
            lines.enumerated().map { $0.offset == 50 ? "{\"commit\":3}" : $0.element },
            lines.enumerated().map { $0.offset == 20 ? ManifestLine.header(pageSize: 4, siteURL: nil).text : $0.element },
            lines.enumerated().map { $0.offset == 45 ? "{\"number\":" : $0.element },
            lines.enumerated().map { $0.offset == 35 ? lines[35].replacingOccurrences(of: "images/", with: "images/../") : $0.element },
        ]

        for lines in damaged {
            let whole = problem(lines, lanes: 1)
            #expect(whole?.line != nil)
            #expect(problem(lines, lanes: lanes) == whole)
        }
    }
}
