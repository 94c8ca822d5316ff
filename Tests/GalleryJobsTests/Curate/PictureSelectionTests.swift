@testable import DogModel
import Foundation
@testable import GalleryJobs
import ClientTestSupport
import ModelTestSupport
import TestSupport
import Testing

@Suite("PictureSelection finds the pictures a dogs remove command line names")
struct PictureSelectionTests {
    static let pictures = Manifest(pictures: [
        samplePicture("pug", "a"), samplePicture("hound-afghan", "b"), samplePicture("pug", "c"), samplePicture("akita", "d"),
    ]).pictures

    /// The gallery's images/ folder as the caller resolves it: `/srv/dogs/images`, reached also through `/var/www/dogs/images`.
    private struct UnknownNames: Error, Equatable {
        let names: [String]
    }

    private func select(_ names: [String], siteURL: URL? = URL(string: "https://dogs.example.org/our dogs/")) -> Result<[Picture], UnknownNames> {
        let chosen = PictureSelection.pictures(named: names, in: Self.pictures, siteURL: siteURL) { ["/srv/dogs/images", "/var/www/dogs/images"].contains($0) }
        return chosen.unknown.isEmpty ? .success(chosen.pictures) : .failure(UnknownNames(names: chosen.unknown))
    }

    @Test("a picture is named by its file as the gallery shows it, its file name, its source, or its path", arguments: [
        ("images/hound-afghan_b.jpg", "images/hound-afghan_b.jpg"),
        ("hound-afghan_b.jpg", "images/hound-afghan_b.jpg"),
        ("https://images.dog.ceo/breeds/hound-afghan/b.jpg", "images/hound-afghan_b.jpg"),
        ("http://127.0.0.1:8080/breeds/akita/d.jpg", "images/akita_d.jpg"),
        ("/srv/dogs/images/pug_c.jpg", "images/pug_c.jpg"),
        ("/var/www/dogs/images/pug_a.jpg", "images/pug_a.jpg"),
    ])
    func names(_ name: String, _ file: String) {
        #expect(select([name]).map { $0.map(\.file) } == .success([file]))
    }

    @Test("a picture is named as its view shows it too: its number, the link of its original opened from disk, or from the site", arguments: [
        ("No. 2", "images/hound-afghan_b.jpg"), ("no.2", "images/hound-afghan_b.jpg"), ("2", "images/hound-afghan_b.jpg"), ("#4", "images/akita_d.jpg"),
        ("file:///srv/dogs/images/pug_c.jpg", "images/pug_c.jpg"), ("file:///var/www/dogs/images/hound-afghan_b.jpg", "images/hound-afghan_b.jpg"),
        ("https://dogs.example.org/our%20dogs/images/pug_a.jpg", "images/pug_a.jpg"),
    ])
    func asTheViewShowsIt(_ name: String, _ file: String) {
        #expect(select([name]).map { $0.map(\.file) } == .success([file]))
    }

    @Test("several names give each picture once, in the gallery's order")
    func several() {
        let chosen = select(["akita_d.jpg", "images/pug_a.jpg", "https://images.dog.ceo/breeds/pug/a.jpg", "pug_c.jpg"])

        #expect(chosen.map { $0.map(\.file) } == .success(["images/pug_a.jpg", "images/pug_c.jpg", "images/akita_d.jpg"]))
    }

    @Test("names that name no picture are given back, all of them, in the order given", arguments: [
        (["pug_z.jpg"], ["pug_z.jpg"]),
        (["pug_a.jpg", "images/nope.jpg", "https://images.dog.ceo/breeds/pug/zz.jpg"], ["images/nope.jpg", "https://images.dog.ceo/breeds/pug/zz.jpg"]),
        (["/home/me/pug_a.jpg", "images/../images/pug_a.jpg", "IMAGES/PUG_A.JPG", ""], ["/home/me/pug_a.jpg", "images/../images/pug_a.jpg", "IMAGES/PUG_A.JPG", ""]),
        (["manifest.jsonl", "images/", "ftp://images.dog.ceo/breeds/pug/a.jpg"], ["manifest.jsonl", "images/", "ftp://images.dog.ceo/breeds/pug/a.jpg"]),
        (["No. 5", "0", "No. -1", "No. 2x", "02"], ["No. 5", "0", "No. -1", "No. 2x", "02"]),
        (["file:///home/me/pug_a.jpg", "https://dogs.example.org/other/images/pug_a.jpg", "https://dogs.example.org/our%20dogs/images/pug_z.jpg"],
         ["file:///home/me/pug_a.jpg", "https://dogs.example.org/other/images/pug_a.jpg", "https://dogs.example.org/our%20dogs/images/pug_z.jpg"]),
        // Only a file:// link on this host is a path on disk.
        (["http://localhost/srv/dogs/images/pug_a.jpg", "file://nas.example.org/srv/dogs/images/pug_c.jpg"],
         ["http://localhost/srv/dogs/images/pug_a.jpg", "file://nas.example.org/srv/dogs/images/pug_c.jpg"]),
    ])
    func unknown(_ names: [String], _ unknown: [String]) {
        #expect(select(names) == .failure(UnknownNames(names: unknown)))
    }
}
