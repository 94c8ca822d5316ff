import Foundation
@testable import GalleryFolder
import Testing

@Suite("RenderedFile compares its contents with a file's bytes")
struct RenderedFileTests {
    @Test("holds exactly its own UTF-8 bytes, and nothing shorter, longer or different", arguments: [
        ("<p>Hound Afghan</p>", "<p>Hound Afghan</p>", true),
        ("", "", true),
        ("Chien d’arrêt · 犬", "Chien d’arrêt · 犬", true),
        ("<p>Hound Afghan</p>", "<p>Hound Afghan</p>\n", false),
        ("<p>Hound Afghan</p>", "<p>Hound Afghan</p", false),
        ("<p>Hound Afghan</p>", "<p>Hound afghan</p>", false),
        ("", "x", false),
        ("Chien d’arrêt", "Chien d'arrêt", false),
    ])
    func holds(_ contents: String, _ onDisk: String, _ expected: Bool) {
        let file = RenderedFile(name: "index.html", contents: contents)

        #expect(file.isContents(of: Data(onDisk.utf8)) == expected)
    }
}
