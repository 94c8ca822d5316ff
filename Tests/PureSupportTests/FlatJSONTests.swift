@testable import PureSupport
import Testing

@Suite("FlatJSON reads and writes the manifest's one-level objects")
struct FlatJSONTests {
    private func parse(_ text: String) throws(FlatJSON.Failure) -> [(name: String, value: FlatJSON.Value)] {
        try FlatJSON.parse(Array(text.utf8)[...])
    }

    @Test("reads strings, whole numbers and null in order", arguments: [
        (#"{"a":"x","b":-12,"c":null}"#, [("a", FlatJSON.Value.string("x")), ("b", .integer(-12)), ("c", .null)]),
        (#" { "a" : 0 } "#, [("a", .integer(0))]),
        ("{}", []),
        (#"{"a":"\"\\\/\b\f\n\r\t\u00e9\ud83d\udc36"}"#, [("a", .string("\"\\/\u{08}\u{0C}\n\r\té🐶"))]),
        (#"{"a":"ok \u0041 then é"}"#, [("a", .string("ok A then é"))]),
        (#"{"a":999999999999999}"#, [("a", .integer(999_999_999_999_999))]),
    ] as [(String, [(String, FlatJSON.Value)])])
    func reads(text: String, expected: [(String, FlatJSON.Value)]) throws {
        let members = try parse(text)

        #expect(members.map(\.name) == expected.map(\.0))
        #expect(members.map(\.value) == expected.map(\.1))
    }

    @Test("refuses anything but a one-level object of text, whole numbers and null", arguments: [
        ("", "it ends early"), ("[]", "expected '{'"), (#"{"a":1"#, "it ends early"), (#"{"a":1}x"#, "text after the object"),
        (#"{"a":1,"a":2}"#, "'a' is there twice"), (#"{"a":{"b":1}}"#, "expected text, a whole number or null"),
        (#"{"a":[1]}"#, "expected text, a whole number or null"), (#"{"a":true}"#, "expected text, a whole number or null"),
        (#"{"a":1.5}"#, "expected a whole number"), (#"{"a":1e3}"#, "expected a whole number"), (#"{"a":01}"#, "expected a whole number"),
        (#"{"a":-}"#, "expected a whole number"), (#"{"a":1234567890123456}"#, "a number of more than 15 digits"),
        ("{\"a\":\"x\u{01}\"}", "a control character in text"), (#"{"a":"\q"}"#, "an unknown escape in text"),
        (#"{"a":"\ud800"}"#, "a lone surrogate in text"), (#"{"a":"\udc00"}"#, "a lone surrogate in text"),
        (#"{"a":"\u12"}"#, #"a bad \u escape in text"#), (#"{"a":"x"#, "it ends early"), (#"{"a":nul}"#, "expected 'l'"),
        (#"{a:1}"#, "expected '\"'"), (#"{"a" 1}"#, "expected ':'"),
    ] as [(String, String)])
    func refuses(text: String, reason: String) {
        #expect(throws: FlatJSON.Failure(reason: reason)) { try parse(text) }
    }

    @Test("refuses bytes that are not UTF-8, escaped or not")
    func refusesInvalidUTF8() {
        for bytes: [UInt8] in [[0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0x5C, 0x6E, 0xC3, 0x22, 0x7D]] {
            #expect(throws: FlatJSON.Failure(reason: "text that is not UTF-8")) { try FlatJSON.parse(bytes[...]) }
        }
    }

    @Test("writes what it reads back, control characters and quotes escaped")
    func roundTrip() throws {
        let members: [(name: String, value: FlatJSON.Value)] = [("t", .string("a\"b\\c\n\u{01}\u{1F}é🐶")), ("n", .integer(-7)), ("z", .null)]
        let text = FlatJSON.object(members)

        #expect(text == #"{"t":"a\"b\\c\n\u0001\u001fé🐶","n":-7,"z":null}"#)
        #expect(try parse(text).map(\.value) == members.map(\.value))
    }

    @Test("escapes a character that needs it even when it is the only one in its text", arguments: [
        ("\"", #""\"""#), ("\\", #""\\""#), ("\n", #""\n""#), ("x\u{01}", #""x\u0001""#), ("\u{1F}y", #""\u001fy""#),
        ("é 🐶 plain", #""é 🐶 plain""#), ("", #""""#),
    ])
    func escapesAlone(_ text: String, _ expected: String) {
        #expect(FlatJSON.quoted(text) == expected)
    }

    private let layout = FlatJSON.Layout([("a", isOptional: false), ("b", isOptional: true), ("c", isOptional: false)])

    @Test("reads an object in a known layout as parse does, optional members left out or not", arguments: [
        #"{"a":"x","b":-12,"c":null}"#, #"{"a":1,"c":2}"#, #"{"a":"\"\u00e9\ud83d\udc36","c":"é"}"#, #"{"a":999999999999999,"b":"","c":0}"#,
    ])
    func layoutReads(_ text: String) throws {
        let members = try #require(FlatJSON.parse(Array(text.utf8)[...], as: layout))

        let parsed = try parse(text)
        #expect(members.map(\.name) == parsed.map(\.name))
        #expect(members.map(\.value) == parsed.map(\.value))
    }

    @Test("leaves every other shape to parse, valid JSON or not", arguments: [
        #"{"c":1,"a":2}"#, #"{"a":1}"#, #"{"a":1,"c":2,"d":3}"#, #"{"a":1,"b":2}"#, #"{ "a":1,"c":2}"#, #"{"a":1,"c":2} "#,
        #"{"a":1,"c":2}x"#, #"{"a":1,"a":1,"c":2}"#, #"{"a":01,"c":2}"#, #"{"a":1.5,"c":2}"#, #"{"a":"\q","c":2}"#, #"{"a":1,,"c":2}"#,
        #"{"a":1,"c":2"#, #"{"a":1,"c":nul}"#, #"{"a":{"b":1},"c":2}"#, "", "{}", #"{"ab":1,"c":2}"#, #"{"a":1,"b":2,"c":3,"b":4}"#,
    ])
    func layoutDeclines(_ text: String) {
        #expect(FlatJSON.parse(Array(text.utf8)[...], as: layout) == nil)
    }

    @Test("leaves bytes that are not UTF-8 to parse")
    func layoutDeclinesInvalidUTF8() {
        let bytes: [UInt8] = [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x2C, 0x22, 0x63, 0x22, 0x3A, 0x31, 0x7D]

        #expect(FlatJSON.parse(bytes[...], as: layout) == nil)
    }
}
