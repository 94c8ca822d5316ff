@testable import DogModel
@testable import PureSupport
import TestSupport
import Testing

@Suite("TakenStems says which stems a new picture must not take")
struct TakenStemsTests {
    private func makeSUT(files: [String] = [], others: [String] = []) -> TakenStems {
        TakenStems(manifestFiles: DigestSet(files), otherNames: others)
    }

    @Test("a manifest picture's stem is taken whatever its format", arguments: ["pug_a.jpg", "pug_a.png", "pug_a.gif", "pug_a.webp"])
    func manifestStems(_ name: String) {
        let sut = makeSUT(files: ["images/" + name])

        #expect(sut.contains("pug_a"))
        #expect(!sut.contains("pug_b") && !sut.contains("pug") && !sut.contains("pug_a-2"))
    }

    @Test("any other name in images/ takes its stem, in lower case", arguments: [
        ("logo.png", "logo"), ("Logo.PNG", "logo"), ("photos", "photos"), ("pug_a.jpg.bak", "pug_a.jpg"), ("notes.svg", "notes"),
    ])
    func otherStems(_ name: String, _ stem: String) {
        let sut = makeSUT(others: [name])

        #expect(sut.contains(stem))
        #expect(!sut.contains(stem + "-2"))
    }

    @Test("nothing is taken in an empty gallery")
    func empty() {
        let sut: TakenStems = []

        #expect(!sut.contains("pug_a"))
    }

    @Test("a literal lists taken stems")
    func literal() {
        let sut: TakenStems = ["pug_a", "pug_b"]

        #expect(sut.contains("pug_a") && sut.contains("pug_b") && !sut.contains("pug_c"))
    }
}
