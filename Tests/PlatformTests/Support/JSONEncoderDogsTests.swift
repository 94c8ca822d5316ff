import Foundation
@testable import Platform
import Testing

@Suite("JSONEncoder.dogs writes JSON the one way dogs does")
struct JSONEncoderDogsTests {
    struct Sample: Encodable {
        let zebra = 1
        let path = "images/a.jpg"
        let added = Date(timeIntervalSince1970: 1_000)
    }

    @Test("sorted keys, slashes as they are, ISO 8601 dates, one line")
    func compact() throws {
        let json = String(decoding: try JSONEncoder.dogs().encode(Sample()), as: UTF8.self)

        #expect(json == #"{"added":"1970-01-01T00:16:40Z","path":"images/a.jpg","zebra":1}"#)
    }

    @Test("pretty-printed on request")
    func pretty() throws {
        let json = String(decoding: try JSONEncoder.dogs(prettyPrinted: true).encode(Sample()), as: UTF8.self)

        #expect(json == "{\n  \"added\" : \"1970-01-01T00:16:40Z\",\n  \"path\" : \"images/a.jpg\",\n  \"zebra\" : 1\n}")
    }
}
