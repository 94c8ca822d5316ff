@testable import DogModel
import Foundation
import TestSupport
import Testing

@Suite("PictureNaming")
struct PictureNamingTests {
    @Test("names pictures after breed folder and file name", arguments: [
        ("https://images.dog.ceo/breeds/setter-english/n02100735_10038.jpg", "setter-english_n02100735_10038"),
        ("https://images.dog.ceo/breeds/komondor/n02105505_1657.jpg", "komondor_n02105505_1657"),
        ("https://images.dog.ceo/breeds/terrier-boston/bostonTerrier_000001.jpg", "terrier-boston_bostonterrier_000001"),
        ("https://images.dog.ceo/breeds/mix/Brina%202014%20Italy.JPG", "mix_brina-2014-italy"),
        ("https://images.dog.ceo/breeds/akita/512px-Akita_inu.jpeg", "akita_512px-akita_inu"),
        ("https://images.dog.ceo/breeds/pug/noextension", "pug_noextension"),
        ("https://images.dog.ceo/n02100735_10038.jpg", "unknown_n02100735_10038"),
    ])
    func names(_ link: String, _ stem: String) throws {
        #expect(PictureNaming.stem(for: DogUI(url: try #require(URL(string: link)))) == stem)
    }

    @Test("never produces a name that leaves the folder, hides, or uses unsafe characters", arguments: [
        "https://images.dog.ceo/breeds/../../etc/passwd",
        "https://images.dog.ceo/breeds/pug/..%2F..%2Fetc%2Fpasswd",
        "https://images.dog.ceo/breeds/pug/.hidden",
        "https://images.dog.ceo/breeds/%3Cscript%3E/%E2%80%AEgpj.exe",
        "https://images.dog.ceo/breeds/pug/" + String(repeating: "a", count: 500) + ".jpg",
        "https://images.dog.ceo/breeds/p%C3%BCg/caf%C3%A9%00.jpg",
        "https://images.dog.ceo/",
    ])
    func safe(_ link: String) throws {
        let stem = PictureNaming.stem(for: DogUI(url: try #require(URL(string: link))))

        #expect(!stem.isEmpty)
        #expect(stem.count <= PictureNaming.maxStemLength)
        #expect(!stem.hasPrefix(".") && !stem.hasPrefix("-"))
        #expect(stem.unicodeScalars.allSatisfy { "abcdefghijklmnopqrstuvwxyz0123456789_-".unicodeScalars.contains($0) })
    }

    @Test("keeps a made-unique name within the length limit")
    func uniqueLongNames() {
        let long = String(repeating: "a", count: PictureNaming.maxStemLength)

        let stems = PictureNaming.unique([long, long], avoiding: [long])

        #expect(stems.allSatisfy { $0.count <= PictureNaming.maxStemLength })
        #expect(Set(stems + [long]).count == 3)
    }

    @Test("makes names unique against each other and against names already taken")
    func unique() {
        let stems = PictureNaming.unique(["pug_a", "pug_a", "pug_b", "pug_a"], avoiding: ["pug_b", "pug_a-2"])

        #expect(stems == ["pug_a", "pug_a-3", "pug_b-2", "pug_a-4"])
    }

    @Test("recognises the names it gives, and only those", arguments: [
        ("pug_a.jpg", true), ("setter-english_n02100735_10038.png", true), ("picture.gif", true), ("a-2.webp", true),
        ("0.jpg", true), (String(repeating: "a", count: 96) + ".jpg", true),
        (String(repeating: "a", count: 97) + ".jpg", false), ("_a.jpg", false), ("-a.jpg", false), (".hidden.jpg", false),
        ("Pug.jpg", false), ("pug.JPG", false), ("pug.jpeg", false), ("pug", false), ("pug.jpg.jpg", false), (".jpg", false),
        ("pu g.jpg", false), ("pug/a.jpg", false), ("..", false), ("logo.svg", false), ("pügg.jpg", false),
    ])
    func recognises(_ name: String, _ isOwn: Bool) {
        #expect(PictureNaming.isPictureName(name) == isOwn)
    }

    @Test("every name it gives is one it recognises", arguments: [
        "https://images.dog.ceo/breeds/setter-english/n02100735_10038.jpg", "https://images.dog.ceo/breeds/pug/.hidden",
        "https://images.dog.ceo/breeds/%3Cscript%3E/%E2%80%AEgpj.exe", "https://images.dog.ceo/",
        "https://images.dog.ceo/breeds/pug/" + String(repeating: "a", count: 500) + ".jpg",
    ])
    func ownNames(_ link: String) throws {
        let stem = PictureNaming.stem(for: DogUI(url: try #require(URL(string: link))))
        let unique = PictureNaming.unique([stem, stem], avoiding: [stem])

        for name in [stem] + unique {
            #expect(PictureNaming.isPictureName(name + ".jpg"), "\(name)")
        }
    }
}
