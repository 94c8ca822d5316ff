import Foundation
import SHA256Blocks
import Testing

@Suite("SHA-256's rounds")
struct SHA256BlocksTests {
    @Test("give the same state through libcrypto, where it is found, as in plain C", arguments: [1, 2, 7, 256])
    func sameEitherWay(blocks: Int) {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<blocks * 64).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var found: [UInt32] = (0..<8).map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) }
        var plain = found

        bytes.withUnsafeBufferPointer { input in
            found.withUnsafeMutableBufferPointer { dogs_sha256_blocks($0.baseAddress, input.baseAddress, blocks) }
            plain.withUnsafeMutableBufferPointer { dogs_sha256_blocks_portable($0.baseAddress, input.baseAddress, blocks) }
        }

        #expect(found == plain)
    }

    @Test("go through libcrypto where libcurl's OpenSSL is installed", .enabled(if: FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libcrypto.so.3")))
    func libcrypto() {
        #expect(dogs_sha256_uses_libcrypto() != 0)
    }
}
