@testable import PureSupport
import Testing

@Suite("DigestSet holds strings as digests: membership without the strings")
struct DigestSetTests {
    @Test("holds what was inserted, once, and nothing else")
    func membership() {
        var sut: DigestSet = ["images/pug_a.jpg"]

        let first = sut.insert("images/pug_b.jpg")
        let again = sut.insert("images/pug_a.jpg")

        #expect(first && !again)
        #expect(sut.count == 2)
        #expect(sut.contains("images/pug_a.jpg") && sut.contains("images/pug_b.jpg"))
        #expect(!sut.contains("images/pug_c.jpg") && !sut.contains("images/Pug_a.jpg") && !sut.contains(""))
    }

    @Test("tells apart strings that differ in one byte anywhere, across many, canonically equal ones too")
    func distinct() {
        let texts = (0..<2_000).map { "images/hound-afghan_n02088094_\($0).jpg" } + ["a", "b", "ab", "ba", "", "é", "e\u{301}"]

        let sut = DigestSet(texts)

        #expect(sut.count == texts.count)
        #expect(texts.allSatisfy(sut.contains))
        #expect(!sut.contains("images/hound-afghan_n02088094_2000.jpg"))
    }

    @Test("a union takes every string of the other set and says whether they shared none")
    func union() {
        var sut: DigestSet = ["a", "b"]

        let disjoint = sut.formUnion(["c", "d"])
        let overlapping = sut.formUnion(["d", "e"])

        #expect(disjoint && !overlapping)
        #expect(sut.count == 5 && ["a", "b", "c", "d", "e"].allSatisfy(sut.contains))
    }
}
