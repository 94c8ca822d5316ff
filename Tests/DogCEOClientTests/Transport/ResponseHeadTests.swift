@testable import DogCEOClient
import Foundation
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("ResponseHeadReader reads an answer's head a line at a time")
struct ResponseHeadReaderTests {
    private func read(_ lines: [String], limit: Int = ResponseHeadReader.maxBytes) -> (steps: [ResponseHeadReader.Step], reader: ResponseHeadReader) {
        var reader = ResponseHeadReader(limit: limit)
        let steps = lines.map { reader.read(Array($0.utf8)) }
        return (steps, reader)
    }

    @Test("a status line, fields and a blank line make a head")
    func completeHead() {
        let (steps, _) = read(["HTTP/1.1 200 OK\r\n", "Content-Type: image/jpeg\r\n", "Content-Length:  12 \r\n", "\r\n"])

        #expect(steps == [.reading, .reading, .reading, .complete(ResponseHead(status: 200, fields: ["Content-Type": "image/jpeg", "Content-Length": "12"]))])
    }

    @Test("HTTP/2's status line has no reason phrase")
    func http2() {
        let (steps, _) = read(["HTTP/2 404\r\n", "\r\n"])

        #expect(steps.last == .complete(ResponseHead(status: 404, fields: [:])))
    }

    @Test("an informational head is skipped for the one after it")
    func informational() {
        let (steps, _) = read(["HTTP/1.1 100 Continue\r\n", "\r\n", "HTTP/1.1 201 Created\r\n", "X: y\r\n", "\r\n"])

        #expect(steps == [.reading, .reading, .reading, .reading, .complete(ResponseHead(status: 201, fields: ["X": "y"]))])
    }

    @Test("informational heads without end are refused at the eleventh's status line; ten are let through", arguments: [10, 11])
    func endlessInformational(count: Int) {
        let (steps, _) = read(Array(repeating: ["HTTP/2 100\r\n", "\r\n"], count: count).flatMap { $0 } + ["HTTP/2 200\r\n", "\r\n"])

        #expect(steps.prefix(20).allSatisfy { $0 == .reading })
        #expect(steps[20] == (count > 10 ? .endlessInterim : .reading))
        if count == 10 { #expect(steps.last == .complete(ResponseHead(status: 200, fields: [:]))) }
    }

    @Test("a repeated field joins its values with commas, whatever its case")
    func repeatedField() {
        let (steps, _) = read(["HTTP/1.1 200 OK\r\n", "Vary: a\r\n", "vary: b\r\n", "\r\n"])

        #expect(steps.last == .complete(ResponseHead(status: 200, fields: ["Vary": "a, b"])))
    }

    @Test("a folded line continues the field before it; a line with no colon is ignored")
    func foldedAndStray() {
        let (steps, _) = read(["HTTP/1.1 200 OK\r\n", "X: a\r\n", " b\r\n", "stray\r\n", "\r\n"])

        #expect(steps.last == .complete(ResponseHead(status: 200, fields: ["X": "a b"])))
    }

    @Test("bytes that are not UTF-8 are kept as replacement characters, not dropped or trusted")
    func invalidUTF8() {
        var reader = ResponseHeadReader(limit: 1000)
        _ = reader.read(Array("HTTP/1.1 200 OK\r\n".utf8))
        _ = reader.read(Array("X: a".utf8) + [0xFF] + Array("\r\n".utf8))

        #expect(reader.read(Array("\r\n".utf8)) == .complete(ResponseHead(status: 200, fields: ["X": "a\u{FFFD}"])))
    }

    @Test("a head that does not start with an HTTP status line is not HTTP", arguments: [
        "ICY 200 OK\r\n", "HTTP/1.1 2000 OK\r\n", "HTTP/1.1 abc\r\n", "HTTP/1.1\r\n", "X: y\r\n", "\r\n", "HTTP/1.1 099 x\r\n", "HTTP/1.1  200 OK\r\n",
    ])
    func notHTTP(_ first: String) {
        let (steps, _) = read([first])

        #expect(steps == [.notHTTP])
    }

    @Test("a head larger than its limit is refused on the line that passes it")
    func tooLarge() {
        let (steps, _) = read(["HTTP/1.1 200 OK\r\n", "X: 1234567890\r\n", "Y: 1\r\n"], limit: 30)

        #expect(steps == [.reading, .tooLarge, .tooLarge])
    }

    @Test("a head, and a head with its trailers, of exactly the limit are read whole; a byte more is refused")
    func exactlyTheLimit() {
        let head = ["HTTP/1.1 200 OK\r\n", "\r\n"], trailer = "T: 12345\r\n"
        let headBytes = head.joined().utf8.count, complete = ResponseHeadReader.Step.complete(ResponseHead(status: 200, fields: [:]))

        #expect(read(head, limit: headBytes).steps == [.reading, complete])
        #expect(read(head, limit: headBytes - 1).steps == [.reading, .tooLarge])
        #expect(read(head + [trailer], limit: headBytes + trailer.utf8.count).steps == [.reading, complete, .reading])
        #expect(read(head + [trailer], limit: headBytes + trailer.utf8.count - 1).steps == [.reading, complete, .trailersTooLarge])
    }

    @Test("lines after a complete head (trailers) change nothing")
    func trailers() {
        let (steps, _) = read(["HTTP/1.1 200 OK\r\n", "\r\n", "X-Trailer: 1\r\n", "\r\n"])

        #expect(steps == [.reading, .complete(ResponseHead(status: 200, fields: [:])), .reading, .reading])
    }

    @Test("trailers count against the head's limit: the line that passes it ends the answer", arguments: [1, 5, 40])
    func trailersPastTheLimit(headFields: Int) {
        let head = ["HTTP/1.1 200 OK\r\n"] + Array(repeating: "X: 1\r\n", count: headFields) + ["\r\n"]
        let headBytes = head.reduce(0) { $0 + $1.utf8.count }
        let trailer = "T: 12345\r\n"
        let fitting = (1_000 - headBytes) / trailer.utf8.count

        let (steps, _) = read(head + Array(repeating: trailer, count: fitting + 2), limit: 1_000)

        #expect(steps.dropFirst(head.count).prefix(fitting).allSatisfy { $0 == .reading })
        #expect(Array(steps.suffix(2)) == [.trailersTooLarge, .trailersTooLarge])
    }
}

@Suite("ResponseHead decides from the head alone")
struct ResponseHeadDecisionTests {
    private let url = URL(string: "https://images.dog.ceo/breeds/pug/a.jpg")!

    @Test("a compressed body is refused whatever its size; a declared size over the limit too", arguments: [
        (["Content-Encoding": "gzip"], TransferError.encoded("gzip") as TransferError?),
        (["Content-Encoding": " BR "], .encoded("br")), (["Content-Encoding": "deflate, gzip"], .encoded("deflate, gzip")),
        (["Content-Encoding": "identity"], nil), (["Content-Encoding": ""], nil), ([:], nil),
        (["Content-Length": "101"], .tooLarge(limit: 100)), (["Content-Length": "100"], nil),
        (["Content-Length": "99999999999999999999999"], .tooLarge(limit: 100)),
    ])
    func refusal(_ fields: [String: String], _ expected: TransferError?) {
        #expect(ResponseHead(status: 200, fields: fields).refusal(maxBytes: 100) == expected)
    }

    @Test("a redirect with a Location is followed, resolved against the URL asked for", arguments: [
        (301, "https://images.dog.ceo/b.jpg", "https://images.dog.ceo/b.jpg" as String?),
        (302, "/breeds/hound/c.jpg", "https://images.dog.ceo/breeds/hound/c.jpg"),
        (303, "d.jpg", "https://images.dog.ceo/breeds/pug/d.jpg"),
        (307, "//other.example/e.jpg", "https://other.example/e.jpg"),
        (308, "http://127.0.0.1:8080/f.jpg", "http://127.0.0.1:8080/f.jpg"),
        (304, "https://images.dog.ceo/b.jpg", nil), (300, "https://images.dog.ceo/b.jpg", nil), (200, "https://images.dog.ceo/b.jpg", nil),
        (302, "", nil), (302, "ftp://images.dog.ceo/b.jpg", nil), (302, "javascript:alert(1)", nil), (302, "http://", nil),
    ])
    func redirect(_ status: Int, _ location: String, _ expected: String?) {
        let head = ResponseHead(status: status, fields: location.isEmpty ? [:] : ["Location": location])

        #expect(head.redirect(from: url)?.absoluteString == expected)
    }

    @Test("the head becomes the HTTPURLResponse callers read")
    func response() {
        let response = ResponseHead(status: 429, fields: ["Retry-After": "3", "Content-Length": "7"]).response(for: url)

        #expect(response?.statusCode == 429)
        #expect(response?.value(forHTTPHeaderField: "retry-after") == "3")
        #expect(response?.expectedContentLength == 7)
        #expect(response?.url == url)
    }

    @Test("the declared length is read only when it is a plain number", arguments: [
        ("12", 12 as Int64?), (" 12 ", 12), ("-1", nil), ("1e3", nil), ("", nil), ("99999999999999999999", nil),
    ])
    func contentLength(_ value: String, _ expected: Int64?) {
        #expect(ResponseHead(status: 200, fields: ["Content-Length": value]).contentLength == expected)
    }
}
