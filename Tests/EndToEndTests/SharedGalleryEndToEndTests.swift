import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A gallery a team shares through a group (its folder the group's, mode 2775), used by the
/// owner's cron runs and by a member by hand, checked by a third member, and tried by a user
/// outside the group. The users are numbers only, as setpriv gives them.
@Suite(.endToEnd)
final class SharedGalleryEndToEndTests: EndToEndTestCase {
    static let (owner, admin, monitor, stranger) = ("4001", "4002", "4004", "4003")
    static let (team, strangers) = ("4000", "4005")

    @Test("every member's run leaves the gallery usable by every other, a member checks it, and a stranger is refused, leaving nothing")
    func everyMembersRunLeavesTheGalleryUsableByEveryOther() throws {
        let gallery = try makeSharedGallery()

        let first = try member(Self.owner, ["fetch", "--count", "2", "--every", "1h", "--quiet"])
        let byHand = try member(Self.admin, ["fetch", "--count", "1"])
        let cron = try member(Self.owner, ["fetch", "--count", "1", "--every", "1h", "--quiet"])
        let picture = try #require(FileManager.default.contentsOfDirectory(atPath: gallery.file("images").path).sorted().first)
        let removed = try member(Self.admin, ["remove", "images/\(picture)"])
        let repaired = try member(Self.owner, ["verify", "--repair"])
        let status = try member(Self.monitor, ["status"])

        for (name, run) in [("first", first), ("by hand", byHand), ("cron", cron), ("remove", removed), ("repair", repaired)] {
            #expect(run.status == 0, "\(name): \(run.stdout)\(run.stderr)")
        }
        #expect(status.status == 0, "\(status.stdout)\(status.stderr)")
        #expect(status.stdout.hasPrefix("DOGS OK - 3 pictures, last run "), "\(status.stdout)")
        for (path, status) in try Self.everything(in: gallery.url) {
            #expect(status.st_gid == 4_000, "\(path) is the team's")
            let owners = status.st_mode & (status.st_mode & S_IFMT == S_IFDIR ? 0o700 : 0o600)
            #expect(status.st_mode & (owners >> 3) == owners >> 3, "\(path): the team may do what its owner may (\(String(status.st_mode & 0o7777, radix: 8)))")
            #expect(status.st_mode & S_IFMT != S_IFDIR || status.st_mode & S_ISGID != 0, "\(path): what is made in it is the team's too")
        }
        #expect(try Self.mode(of: gallery.file(".dogs-runs")) == 0o660, "the record is the team's alone: the folder is published")
        #expect(try Self.mode(of: gallery.file(".dogs.lock")) == 0o660)

        let before = try FolderSnapshot(of: gallery.url)
        let refused = try asUser(Self.stranger, group: Self.strangers, ["fetch", "--count", "1", "--api-base", server.apiBase, "--out", gallery.url.path])
        let checked = try asUser(Self.stranger, group: Self.strangers, ["verify", "--out", gallery.url.path])

        #expect(refused.status == 73)
        #expect(refused.stderr == "Error: \(gallery.url.path) belongs to 4001 and is shared through the group 4000, which 4003 is not in: what 4003 wrote there, "
            + "no member's run could change; run dogs as 4001 or a member of 4000\n")
        #expect(checked.status == 0, "verify reads what anyone may read: \(checked.stdout)\(checked.stderr)")
        #expect(try FolderSnapshot(of: gallery.url) == before, "nothing left behind")
    }

    @Test("a lock an earlier dogs left private to another member says whose it is and what to do")
    func aLockAnEarlierDogsLeftPrivate() throws {
        let gallery = try makeSharedGallery()
        #expect(try member(Self.owner, ["fetch", "--count", "1", "--quiet"]).status == 0)
        #expect(chown(gallery.file(".dogs.lock").path, 4_002, 4_002) == 0 && chmod(gallery.file(".dogs.lock").path, 0o600) == 0)

        let run = try member(Self.owner, ["fetch", "--count", "1", "--quiet"])

        #expect(run.status == 73)
        #expect(run.stderr.hasPrefix("Error: \(gallery.file(".dogs.lock").path) is not dogs' own lock: only 4002 may open it, as an earlier dogs left it; "), "\(run.stderr)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("a manifest an earlier dogs left writable by its owner alone, another member's run replaces, the team's again, and the pictures all kept")
    func aManifestAnEarlierDogsLeftWritableByItsOwnerAloneAnotherMembersRunReplacesTheTeamsAgainAndThePicturesAllKept() throws {
        let gallery = try makeSharedGallery()
        #expect(try member(Self.owner, ["fetch", "--count", "2", "--quiet"]).status == 0)
        let manifest = gallery.file("manifest.jsonl")
        #expect(chmod(manifest.path, 0o644) == 0)
        let before = try String(contentsOf: manifest, encoding: .utf8)

        let run = try member(Self.admin, ["fetch", "--count", "1", "--quiet"])

        #expect(run.status == 0, "\(run.stderr)")
        let after = try String(contentsOf: manifest, encoding: .utf8)
        #expect(after.hasPrefix(before), "appended to what the owner's run wrote")
        #expect(try FileManager.default.contentsOfDirectory(atPath: gallery.file("images").path).count == 3)
        let status = try Self.status(of: manifest)
        #expect((status.st_uid, status.st_gid, status.st_mode & 0o060) == (4_002, 4_000, 0o060), "the team's to write again: \(String(status.st_mode & 0o777, radix: 8))")
    }

    @Test("a manifest its owner made read-only, in a gallery no group shares, is left as it is: the run refuses, saying why")
    func aManifestItsOwnerMadeReadOnlyInAGalleryNoGroupSharesIsLeftAsItIsTheRunRefusesSayingWhy() throws {
        let gallery = folder.file("gallery")
        try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: false)
        #expect(chown(gallery.path, 65_534, 65_534) == 0)
        let fetch = ["fetch", "--count", "1", "--quiet", "--api-base", server.apiBase, "--out", gallery.path]
        #expect(try asNobody(fetch).status == 0)
        let manifest = gallery.appendingPathComponent("manifest.jsonl")
        #expect(chmod(manifest.path, 0o444) == 0)
        let before = try Data(contentsOf: manifest)

        let run = try asNobody(fetch)

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.contains("Permission denied"), "\(run.stderr)")
        #expect(try Data(contentsOf: manifest) == before)
        #expect(try Self.status(of: manifest).st_mode & 0o777 == 0o444, "not replaced")
    }

    @Test("a record given a monitoring group its writer is not in cannot keep it: the run says so, under --quiet too, and gives no one else its read")
    func aRecordsGroupOnlyAMemberCanKeep() throws {
        let gallery = folder.file("gallery")
        try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: false)
        #expect(chown(gallery.path, 65_534, 65_534) == 0)
        #expect(try asNobody(["fetch", "--count", "1", "--quiet", "--api-base", server.apiBase, "--out", gallery.path]).status == 0)
        let record = gallery.appendingPathComponent(".dogs-runs").path
        #expect(chown(record, uid_t.max, 4) == 0 && chmod(record, 0o640) == 0, "the README's recipe: group adm, and its read")

        let member = try asNobody(["fetch", "--count", "1", "--quiet", "--api-base", server.apiBase, "--out", gallery.path], groups: ["adm"])
        let kept = try Self.status(of: gallery.appendingPathComponent(".dogs-runs"))
        let stranger = try asNobody(["fetch", "--count", "1", "--quiet", "--api-base", server.apiBase, "--out", gallery.path])
        let lost = try Self.status(of: gallery.appendingPathComponent(".dogs-runs"))

        #expect(member.status == 0 && member.stderr == "", "\(member.stderr)")
        #expect((kept.st_gid, kept.st_mode & 0o777) == (4, 0o640), "a member keeps it")
        #expect(stranger.status == 0)
        #expect(stranger.stderr == "warning: \(gallery.path)/.dogs-runs is no longer group adm, as nobody is not in adm and only a member can keep a file in a group: "
            + "a check reading it through adm cannot until nobody is added to adm (usermod -aG adm nobody) and it is given the group again\n")
        #expect((lost.st_gid, lost.st_mode & 0o777) == (65_534, 0o600), "its read given to no other group")
    }

    // MARK: - Helpers

    /// The gallery folder, the team's (4000), mode 2775, owned by 4001, as an admin prepares it.
    private func makeSharedGallery() throws -> TemporaryDirectory {
        try skipUnless(geteuid() == 0, "needs root, to give the gallery to a team")
        let gallery = makeTemporaryDirectory()
        #expect(chown(gallery.url.path, 4_001, 4_000) == 0 && chmod(gallery.url.path, 0o2775) == 0)
        sharedGallery = gallery.url.path
        return gallery
    }

    private var sharedGallery = ""

    /// A run as a member of the team, into the shared gallery.
    private func member(_ user: String, _ arguments: [String]) throws -> DogsRun {
        let gallery = ["--out", sharedGallery]
        let api = ["fetch", "verify"].contains(arguments[0]) ? ["--api-base", server.apiBase] : []
        return try asUser(user, group: user, groups: [Self.team], arguments + (arguments[0] == "status" ? [] : api) + gallery)
    }

    private static func status(of url: URL) throws -> stat {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return status
    }

    private static func mode(of url: URL) throws -> mode_t {
        try status(of: url).st_mode & 0o777
    }

    /// Every file and folder in the gallery, the gallery's folder included, by path.
    private static func everything(in root: URL) throws -> [(String, stat)] {
        let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try [(root.path, status(of: root))] + names.map { ($0, try status(of: root.appendingPathComponent($0))) }
    }
}
