import Foundation
@testable import GalleryFolder
import ModelTestSupport
import TestSupport
import Testing

@Suite("GalleryOwnership decides what in a folder is dogs'")
struct GalleryOwnershipTests {
    @Test("a folder without a manifest may become a gallery only if it holds nothing but hidden files and what dogs leaves", arguments: [
        ([], GalleryOwnership.Contents.absent, [String]()),
        ([".dogs.lock", ".dogs-tmp-1-1", ".dogs-journal", ".dogs-runs", ".htaccess", ".well-known", "lost+found"], .folder(names: []), []),
        (["notes.txt", "photos", ".profile"], .absent, ["notes.txt", "photos"]),
        (["README.md", "Sources", "Tests", "Package.swift", ".git"], .absent, ["Package.swift", "README.md", "2 more"]),
        (["README.md", "Sources", "Package.swift", ".git"], .absent, ["Package.swift", "README.md", "Sources"]),
        ([], .folder(names: [".dogs-tmp-1-1", ".dogs-tmp-1-2"]), []),
        ([], .folder(names: ["pug_a.jpg"]), []),
        (["index.html"], .absent, ["index.html"]),
        (["index.html", "index.md", "feed.xml"], .absent, ["feed.xml", "index.md", "index.html"]),
        ([], .folder(names: ["logo.png"]), ["images/ (1 entry)"]),
        ([], .folder(names: ["pug_b.jpg", ".htaccess", "photos"]), ["images/ (3 entries)"]),
        ([], .notAFolder, ["images (not a folder)"]),
    ])
    func claimed(_ rootNames: [String], _ images: GalleryOwnership.Contents, _ found: [String]) {
        let claimed = GalleryOwnership.claimedNames(rootNames: Set(rootNames), images: images, pages: .absent, journaled: ["images/pug_a.jpg"])

        #expect(claimed == found)
    }

    @Test("who may change a gallery: its owner; a member of the group it is shared through; root only in root's own", arguments: [
        (uid_t(1000), mode_t(0o755), uid_t(1000), false, nil as GalleryOwnership.Stranger?),
        (1000, 0o2775, 1001, true, nil),
        (1000, 0o2770, 1001, true, nil),
        (1000, 0o2775, 1001, false, .notMember),
        (1000, 0o755, 1001, true, .notOwner),
        (1000, 0o777, 1001, true, .notOwner),
        (1000, 0o2775, 0, true, .root),
        (0, 0o2775, 0, true, nil),
        (0, 0o2775, 1001, true, nil),
        (0, 0o755, 1001, true, .notOwner),
    ])
    func stranger(owner: uid_t, mode: mode_t, user: uid_t, isMember: Bool, stranger: GalleryOwnership.Stranger?) {
        #expect(GalleryOwnership.stranger(folderOwner: owner, folderMode: mode, user: user, isMember: isMember) == stranger)
    }

    @Test("each refusal names the gallery's owner, and the group it is shared through")
    func refusals() {
        #expect("\(GalleryError.othersGallery(path: "/srv/dogs", owner: "www-data"))"
            == "/srv/dogs belongs to www-data, and dogs runs as root: what it wrote there would be root's, not www-data's; run it as www-data (sudo -u www-data dogs ...)")
        #expect("\(GalleryError.notMember(path: "/srv/dogs", owner: "www-data", group: "www-data", user: "bob"))"
            == "/srv/dogs belongs to www-data and is shared through the group www-data, which bob is not in: what bob wrote there, "
            + "no member's run could change; run dogs as www-data or a member of www-data")
        #expect("\(GalleryError.notOwner(path: "/srv/dogs", owner: "alice", user: "bob"))"
            == "/srv/dogs belongs to alice, and dogs runs as bob: what bob wrote there, alice's runs could not change; "
            + "run it as alice (sudo -u alice dogs ...), or share the gallery through a group (see the README)")
    }

    @Test("a pages/ folder is someone else's unless it holds only what a first run cut short leaves", arguments: [
        (GalleryOwnership.Contents.absent, [String]()),
        (.folder(names: []), []),
        (.folder(names: [".dogs-tmp-1-1", ".dogs-tmp-1-2"]), []),
        (.folder(names: ["1.html"]), ["pages/ (1 entry)"]),
        (.folder(names: ["about.html", ".dogs-tmp-1-1", "pug_a.jpg"]), ["pages/ (2 entries)"]),
        (.notAFolder, ["pages (not a folder)"]),
    ])
    func claimedPages(_ pages: GalleryOwnership.Contents, _ found: [String]) {
        let claimed = GalleryOwnership.claimedNames(rootNames: [], images: .folder(names: ["pug_a.jpg"]), pages: pages, journaled: ["images/pug_a.jpg"])

        #expect(claimed == found)
    }

    @Test("the manifest's pictures are listed, by their exact names", arguments: [
        ("pug_a.jpg", true), ("pug_gone.jpg", true), ("pug_a.png", false), ("Pug_a.jpg", false), ("pug_b.jpg", false), ("images", false),
    ])
    func listed(_ name: String, _ isListed: Bool) {
        #expect(GalleryOwnership.isListed(name, in: ["images/pug_a.jpg", "images/pug_gone.jpg"]) == isListed)
    }

    @Test("of the names the manifest does not list, clears dogs' leftovers and leaves the rest as foreign")
    func sweep() {
        let journal = [GalleryJournal.Entry(file: "images/pug_b.jpg", bytes: 3, sha256: "b"),
                       GalleryJournal.Entry(file: "images/pug_a.jpg", bytes: 3, sha256: "a")]

        let sweep = GalleryOwnership.sweep(
            unlisted: ["pug_b.jpg", ".dogs-tmp-7-1", "logo.png", "photos", ".dogs-tmpfoo", "pug_c.jpg"], journal: journal
        )

        #expect(sweep.temporaries == [".dogs-tmp-7-1"])
        #expect(sweep.unrecorded == [journal[0]])
        #expect(sweep.foreign == [".dogs-tmpfoo", "logo.png", "photos", "pug_c.jpg"])
    }
}

@Suite("GalleryJournal")
struct GalleryJournalTests {
    @Test("reads back what it wrote")
    func roundTrip() {
        let journal = GalleryJournal([samplePicture("pug", "a"), samplePicture("hound-afghan", "b")], run: GalleryJournal.newRun(), folder: "2049:1234")

        #expect(GalleryJournal.decode(journal.encoded()) == journal)
        #expect(journal.entries.map(\.file) == ["images/pug_a.jpg", "images/hound-afghan_b.jpg"])
    }

    @Test("a new run's mark is new each time")
    func runs() {
        let runs = (0..<100).map { _ in GalleryJournal.newRun() }

        #expect(Set(runs).count == 100)
        #expect(runs.allSatisfy { $0.count == 32 && $0.allSatisfy { "0123456789abcdef".contains($0) } })
    }

    @Test("trusts nothing in a journal that is not dogs'", arguments: [
        "", "{}", "{\"entries\": 1}",
        "{\"entries\": [{\"file\": \"images/pug_a.jpg\", \"bytes\": 1, \"sha256\": \"\(String(repeating: "0", count: 64))\"}]}",
        "{\"run\": \"\(String(repeating: "A", count: 32))\", \"folder\": \"1:2\", \"entries\": []}",
        "{\"run\": \"abc\", \"folder\": \"1:2\", \"entries\": []}",
        "{\"entries\": [{\"file\": \"images/../index.html\", \"bytes\": 1, \"sha256\": \"\(String(repeating: "0", count: 64))\"}]}",
        "{\"entries\": [{\"file\": \"notes.txt\", \"bytes\": 1, \"sha256\": \"\(String(repeating: "0", count: 64))\"}]}",
        "{\"entries\": [{\"file\": \"images/pug_a.jpg\", \"bytes\": -1, \"sha256\": \"\(String(repeating: "0", count: 64))\"}]}",
        "{\"entries\": [{\"file\": \"images/pug_a.jpg\", \"bytes\": 1, \"sha256\": \"0\"}]}",
    ])
    func untrusted(_ text: String) {
        #expect(GalleryJournal.decode(Data(text.utf8)) == nil)
    }
}
