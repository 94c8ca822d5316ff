@testable import Platform
import Testing

@Suite("ByteSize reads and writes sizes as curl's --max-filesize does: 500K, 20M, 1G")
struct ByteSizeTests {
    @Test("a whole number, with K, M or G (either case) for kibi-, mebi- and gibibytes", arguments: [
        ("1", 1), ("1000", 1000), ("10M", 10_485_760), ("10m", 10_485_760), ("500K", 512_000), ("500k", 512_000),
        ("2G", 2_147_483_648), ("1024G", 1_099_511_627_776), ("0", 0), ("007K", 7168),
    ] as [(String, Int)])
    func reads(_ text: String, _ bytes: Int) {
        #expect(ByteSize.bytes(in: text) == bytes)
    }

    @Test("anything else is not a size", arguments: [
        "", "M", "-1", "-1M", "5ß", "5ﬀ", "5ǆ", "1.5M", "10MB", "10 M", " 10", "1T", "0x10", "10KK", "99999999999999999999", "9999999999999G", "+5",
    ])
    func refuses(_ text: String) {
        #expect(ByteSize.bytes(in: text) == nil)
    }

    @Test("written in the largest unit that divides it", arguments: [
        (20_971_520, "20M"), (1_099_511_627_776, "1024G"), (1000, "1000"), (1024, "1K"), (1536, "1536"), (3_221_225_472, "3G"), (1, "1"), (0, "0"),
    ] as [(Int, String)])
    func writes(_ bytes: Int, _ text: String) {
        #expect(ByteSize.text(bytes) == text)
        #expect(ByteSize.bytes(in: text) == bytes)
    }
}
