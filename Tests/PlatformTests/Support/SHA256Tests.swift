import Foundation
@testable import Platform
import Testing

@Suite("SHA256 matches the NIST test vectors")
struct SHA256Tests {
    @Test("FIPS 180-2 examples and the empty message", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func vectors(_ message: String, _ digest: String) {
        #expect(SHA256.hex(of: Array(message.utf8)) == digest)
    }

    @Test("one million 'a'")
    func millionA() {
        #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("feeding in pieces gives the same digest as feeding at once", arguments: [1, 7, 63, 64, 65, 200])
    func pieces(_ size: Int) {
        let message = Array("The quick brown fox jumps over the lazy dog, many times over. ".utf8).repeated(5)
        var hasher = SHA256()
        for start in stride(from: 0, to: message.count, by: size) {
            hasher.update(message[start..<min(start + size, message.count)])
        }

        #expect(hasher.finalize() == SHA256.hex(of: message))
    }
}

private extension Array {
    func repeated(_ times: Int) -> [Element] { (0..<times).flatMap { _ in self } }
}

@Suite("SHA256 digest bytes")
struct SHA256DigestTests {
    @Test("are the hex digest's bytes, base64-encoded as a CSP hash expects")
    func base64() {
        var hasher = SHA256()
        hasher.update(Array("abc".utf8))

        #expect(Data(hasher.digest()).base64EncodedString() == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }
}
