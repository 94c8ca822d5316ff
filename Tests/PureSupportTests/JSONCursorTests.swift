@testable import PureSupport
import Testing

@Suite("JSONCursor reads JSON a token at a time, keeping only what is asked for")
struct JSONCursorTests {
    private func reading<Value>(_ text: String, _ body: (inout JSONCursor) throws(JSONCursor.Failure) -> Value) throws(JSONCursor.Failure) -> Value {
        try JSONCursor.reading(Array(text.utf8)[...], body)
    }

    /// A read of the table below, at the end of a cursor's bytes.
    enum ReadAtTheEnd: Sendable {
        case isAt, take, skipSpace, peek, integer, wholeNumber, string

        func outcome(_ cursor: inout JSONCursor) throws(JSONCursor.Failure) -> String {
            switch self {
            case .isAt: return String(cursor.isAt(UInt8(ascii: "{")))
            case .take: return String(cursor.take(UInt8(ascii: ":")))
            case .skipSpace:
                cursor.skipSpace()
                return cursor.isAtEnd ? "at the end" : "before more"
            case .peek: return String(describing: cursor.peek())
            case .integer: return String(try cursor.integer())
            case .wholeNumber: return String(describing: try cursor.wholeNumber())
            case .string: return try cursor.string()
            }
        }
    }

    // The cursor reads a slice of `memory`, the first `count` bytes, with the rest of `memory`
    // after it: a read past the end would find them, where optimised code does not trap.
    @Test("each read stops at the end of its bytes, whatever lies beyond them", arguments: [
        (.isAt, "{", 0, .success("false")), (.take, ":", 0, .success("false")), (.skipSpace, " ", 0, .success("at the end")),
        (.peek, " {", 1, .success("nil")), (.integer, "12", 1, .success("1")), (.integer, "1.", 1, .success("1")),
        (.wholeNumber, "12", 1, .success("Optional(1)")), (.string, #""ab""#, 3, .failure(.init(reason: "it ends early"))),
        (.string, #""\u0041""#, 2, .failure(.init(reason: "it ends early"))),
        (.string, #""\u0041""#, 6, .failure(.init(reason: #"a bad \u escape in text"#))),
    ] as [(ReadAtTheEnd, String, Int, Result<String, JSONCursor.Failure>)])
    func eachReadStopsAtTheEndOfItsBytesWhateverLiesBeyondThem(read: ReadAtTheEnd, memory: String, count: Int, outcome: Result<String, JSONCursor.Failure>) {
        let memory = Array(memory.utf8)

        let result = Result { () throws(JSONCursor.Failure) in try JSONCursor.reading(memory[..<count]) { cursor throws(JSONCursor.Failure) in try read.outcome(&cursor) } }

        #expect(result == outcome)
    }

    @Test("keeps a string's first bytes, whole scalars only, and says whether more followed", arguments: [
        (#""abcdef""#, 3, "abc", true),
        (#""abc""#, 3, "abc", false),
        (#""abc""#, 10, "abc", false),
        (#""""#, 0, "", false),
        (#""a""#, 0, "", true),
        (#""éé""#, 3, "é", true),
        (#""é🐶x""#, 5, "é", true),
        (#""é🐶x""#, 6, "é🐶", true),
        (#""\u00e9\u00e9""#, 2, "é", true),
        (#""a\nb""#, 2, "a\n", true),
        (#""ab\"cd""#, 3, "ab\"", true),
        (#""\ud83d\udc36!""#, 4, "🐶", true),
    ] as [(String, Int, String, Bool)])
    func keepsPrefix(text: String, limit: Int, kept: String, isCut: Bool) throws {
        let string = try reading(text) { cursor throws(JSONCursor.Failure) in try cursor.string(keeping: limit) }

        #expect(string.text == kept)
        #expect(string.isCut == isCut)
    }

    @Test("checks what it does not keep of a string for where it ends and what it holds", arguments: [
        ("\"abc\u{01}\"", "a control character in text"),
        (#""abc\q""#, "an unknown escape in text"),
        (#""abc\ud800x""#, "a lone surrogate in text"),
        (#""abc"#, "it ends early"),
    ])
    func checksTheRest(text: String, reason: String) {
        #expect(throws: JSONCursor.Failure(reason: reason)) {
            try reading(text) { cursor throws(JSONCursor.Failure) in try cursor.string(keeping: 1) }
        }
    }

    @Test("refuses a string with a byte of 0x80 or above that is not UTF-8, kept or passed over", arguments: [1, 10])
    func refusesAStringWithAByteOf0x80OrAboveThatIsNotUTF8KeptOrPassedOver(limit: Int) {
        let bytes: [UInt8] = [0x22, 0x61, 0x62, 0x80, 0x22]
        #expect(throws: JSONCursor.Failure(reason: "text that is not UTF-8")) {
            try JSONCursor.reading(bytes[...]) { cursor throws(JSONCursor.Failure) in try cursor.string(keeping: limit) }
        }
    }

    @Test("refuses bytes that are not UTF-8 in the part of a string it passes over")
    func refusesInvalidUTF8BeyondTheLimit() {
        let bytes: [UInt8] = [0x22, 0x61, 0x62, 0xC3, 0x28, 0x22]
        #expect(throws: JSONCursor.Failure(reason: "text that is not UTF-8")) {
            try JSONCursor.reading(bytes[...]) { cursor throws(JSONCursor.Failure) in try cursor.string(keeping: 1) }
        }
    }

    @Test("passes over any value, leaving the cursor just after it", arguments: [
        #"{"a":[1,2,{"b":null}],"c":"}]"} ,9"#,
        #"[[],{},[[]],"x",-1.5e3,true,false,null] ,9"#,
        #"  "text with \" and ]"  ,9"#,
        #"123.25E-2,9"#,
        #"false,9"#,
        #"{ "a" : { "b" : [ ] } } ,9"#,
    ])
    func skipsValues(text: String) throws {
        let next = try reading(text) { cursor throws(JSONCursor.Failure) in
            try cursor.skipValue()
            cursor.skipSpace()
            try cursor.expect(UInt8(ascii: ","))
            return try cursor.integer()
        }

        #expect(next == 9)
    }

    @Test("refuses to pass over what is not JSON", arguments: [
        ("", "it ends early"), ("[1,2", "it ends early"), (#"{"a" 1}"#, "expected ':'"), ("[1 2]", "expected ','"),
        (#"{"a":}"#, "expected a value"), ("[-]", "expected a number"), ("tru", "expected a value"), (#"{1:2}"#, "expected '\"'"),
    ])
    func refusesToSkipMalformed(text: String, reason: String) {
        #expect(throws: JSONCursor.Failure(reason: reason)) {
            try reading(text) { cursor throws(JSONCursor.Failure) in try cursor.skipValue() }
        }
    }

    @Test("refuses values nested deeper than it passes over, however deep")
    func refusesDeepNesting() throws {
        let fine = String(repeating: "[", count: JSONCursor.maxDepth) + String(repeating: "]", count: JSONCursor.maxDepth)
        let deep = String(repeating: "[", count: 100_000)

        try reading(fine) { cursor throws(JSONCursor.Failure) in try cursor.skipValue() }
        #expect(throws: JSONCursor.Failure(reason: "values nested more than \(JSONCursor.maxDepth) deep")) {
            try reading("[" + fine + "]") { cursor throws(JSONCursor.Failure) in try cursor.skipValue() }
        }
        #expect(throws: JSONCursor.Failure(reason: "values nested more than \(JSONCursor.maxDepth) deep")) {
            try reading(deep) { cursor throws(JSONCursor.Failure) in try cursor.skipValue() }
        }
    }

    @Test("hands each member's name, cut at its limit, with the cursor at its value")
    func readsMembers() throws {
        let members = try reading(#" { "status" : "ok", "averyverylongname": [1, {"x": 2}], "code": 404 } "#) { cursor throws(JSONCursor.Failure) in
            var seen: [String] = []
            var code: Int?
            try cursor.members(nameLimit: 6) { name, cursor throws(JSONCursor.Failure) in
                seen.append(name)
                if name == "code" { code = try cursor.integer() } else { try cursor.skipValue() }
            }
            try cursor.expectEnd(of: "object")
            return (seen, code)
        }

        #expect(members.0 == ["status", "averyv", "code"])
        #expect(members.1 == 404)
    }

    @Test("hands each element of an array in turn")
    func readsElements() throws {
        let kept = try reading(#"[ "a" , "b" ,"c"]"#) { cursor throws(JSONCursor.Failure) in
            var kept: [String] = []
            try cursor.elements { cursor throws(JSONCursor.Failure) in kept.append(try cursor.string()) }
            return kept
        }

        #expect(kept == ["a", "b", "c"])
    }

    @Test("tells the kind of the next value from its first byte", arguments: [
        ("{", JSONCursor.Kind.object), ("[", .array), ("\"", .string), ("-", .number), ("7", .number), ("t", .literal), ("f", .literal),
        ("n", .literal), ("  [", .array), ("x", nil), ("", nil), ("}", nil),
    ] as [(String, JSONCursor.Kind?)])
    func peeks(text: String, kind: JSONCursor.Kind?) throws {
        let peeked = try reading(text) { cursor throws(JSONCursor.Failure) in cursor.peek() }

        #expect(peeked == kind)
    }

    @Test("reads true, false and null", arguments: [("true", true), ("false", false), ("null", nil)] as [(String, Bool?)])
    func readsLiterals(text: String, value: Bool?) throws {
        #expect(try reading(text) { cursor throws(JSONCursor.Failure) in try cursor.literal() } == value)
    }
}
