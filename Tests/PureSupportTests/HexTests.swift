@testable import PureSupport
import Testing

@Suite("Hex writes bytes as lower-case hexadecimal digits")
struct HexTests {
    @Test("two digits a byte, leading zeros kept, nothing for no bytes", arguments: [
        ([], ""), ([0x00], "00"), ([0x0F, 0xA0], "0fa0"), ([0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF, 0xFF], "0123456789abcdefff"),
    ] as [([UInt8], String)])
    func digits(_ bytes: [UInt8], _ expected: String) {
        #expect(Hex.lowercase(bytes) == expected)
    }

    @Test("a slice is written from its own start")
    func slice() {
        let bytes: [UInt8] = [0x11, 0x22, 0x33, 0x44]

        #expect(Hex.lowercase(bytes[1..<3]) == "2233")
    }
}
