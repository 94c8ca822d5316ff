import Foundation

/// Reads JSON a token at a time from bytes held elsewhere, keeping only what its caller asks for:
/// text cut at a length, values passed over whole without being built. Everything dogs reads from
/// outside is read this way (API answers, the manifest's lines, a `manifest.json`), so what it
/// keeps of a value is bounded by what it asked for, not by what arrived. Strict where it keeps:
/// the text it hands back is valid UTF-8 with valid escapes.
package struct JSONCursor {
    package struct Failure: Error, Equatable, Sendable {
        package let reason: String

        package init(reason: String) {
            self.reason = reason
        }
    }

    /// What the next value is, from its first byte.
    package enum Kind: Equatable, Sendable {
        case object, array, string, number, literal
    }

    /// Deeper than this, a value is refused rather than passed over: no answer dogs reads nests
    /// beyond a few levels.
    package static let maxDepth = 64

    private let bytes: UnsafeRawBufferPointer
    package private(set) var offset = 0

    package init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Runs `body` with a cursor at the start of `bytes`.
    package static func reading<Value>(
        _ bytes: some ContiguousBytes, _ body: (inout JSONCursor) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try bytes.withUnsafeBytes { raw in
            Result { () throws(Failure) in
                var cursor = JSONCursor(raw)
                return try body(&cursor)
            }
        }.get()
    }

    package var isAtEnd: Bool { offset == bytes.count }

    /// Whether the next byte is `byte`.
    package func isAt(_ byte: UInt8) -> Bool {
        offset < bytes.count && bytes[offset] == byte
    }

    package mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    package mutating func take(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// Takes `literal` if the bytes go on with it.
    package mutating func take(_ literal: [UInt8]) -> Bool {
        guard bytes.count - offset >= literal.count, literal.indices.allSatisfy({ bytes[offset + $0] == literal[$0] }) else { return false }
        offset += literal.count
        return true
    }

    package mutating func expect(_ byte: UInt8) throws(Failure) {
        guard take(byte) else {
            throw Failure(reason: isAtEnd ? "it ends early" : "expected '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    /// Nothing but white space is left.
    package mutating func expectEnd(of what: String) throws(Failure) {
        skipSpace()
        guard isAtEnd else { throw Failure(reason: "text after the \(what)") }
    }

    /// The kind of the value that starts after any white space; nil at the end or before a byte
    /// that starts none.
    package mutating func peek() -> Kind? {
        skipSpace()
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
        default: return nil
        }
    }

    // MARK: - Containers

    /// Reads an object, handing `body` each member's name (cut at `nameLimit` bytes) with the
    /// cursor at its value, which `body` must read or pass over.
    package mutating func members(nameLimit: Int = 256, _ body: (String, inout JSONCursor) throws(Failure) -> Void) throws(Failure) {
        skipSpace()
        try expect(UInt8(ascii: "{"))
        skipSpace()
        guard !take(UInt8(ascii: "}")) else { return }
        repeat {
            skipSpace()
            let name = try string(keeping: nameLimit).text
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            try body(name, &self)
            skipSpace()
        } while take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// Reads an array, with the cursor at each element in turn for `body`, which must read or pass
    /// over it.
    package mutating func elements(_ body: (inout JSONCursor) throws(Failure) -> Void) throws(Failure) {
        skipSpace()
        try expect(UInt8(ascii: "["))
        skipSpace()
        guard !take(UInt8(ascii: "]")) else { return }
        repeat {
            skipSpace()
            try body(&self)
            skipSpace()
        } while take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
    }

    /// Passes over the next value whatever it is, keeping nothing of it.
    package mutating func skipValue() throws(Failure) {
        // The closing bytes of the containers open around the cursor, innermost last.
        var closers: [UInt8] = []
        while true {
            switch peek() {
            case .object?, .array?:
                guard closers.count < Self.maxDepth else { throw Failure(reason: "values nested more than \(Self.maxDepth) deep") }
                let closer = bytes[offset] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                offset += 1
                skipSpace()
                if !take(closer) {
                    closers.append(closer)
                    try passName(in: closer)
                    continue
                }
            case .string?: try skipString()
            case .number?: try skipNumber()
            case .literal?: try literal()
            case nil: throw Failure(reason: isAtEnd ? "it ends early" : "expected a value")
            }
            // After a value: the containers it ends, then the next member or element, if any.
            while let closer = closers.last {
                skipSpace()
                if take(closer) {
                    closers.removeLast()
                    continue
                }
                try expect(UInt8(ascii: ","))
                try passName(in: closer)
                break
            }
            if closers.isEmpty { return }
        }
    }

    /// Inside an object, passes over a member's name and its colon.
    private mutating func passName(in closer: UInt8) throws(Failure) {
        guard closer == UInt8(ascii: "}") else { return }
        skipSpace()
        try skipString()
        skipSpace()
        try expect(UInt8(ascii: ":"))
    }

    // MARK: - Values

    /// `true`, `false` or `null`.
    @discardableResult
    package mutating func literal() throws(Failure) -> Bool? {
        if take(Self.trueBytes) { return true }
        if take(Self.falseBytes) { return false }
        if take(Self.nullBytes) { return nil }
        throw Failure(reason: isAtEnd ? "it ends early" : "expected a value")
    }

    private static let trueBytes = Array("true".utf8), falseBytes = Array("false".utf8), nullBytes = Array("null".utf8)

    /// `-?(0|[1-9][0-9]*)`, at most 15 digits, so it can neither overflow nor lose precision.
    package mutating func integer() throws(Failure) -> Int {
        let negative = take(UInt8(ascii: "-"))
        let start = offset
        var number = 0
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
            number = number * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
            guard offset - start <= 15 else { throw Failure(reason: "a number of more than 15 digits") }
        }
        guard offset > start, bytes[start] != UInt8(ascii: "0") || offset - start == 1 else { throw Failure(reason: "expected a whole number") }
        if offset < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[offset]) {
            throw Failure(reason: "expected a whole number")
        }
        return negative ? -number : number
    }

    /// Any JSON number: as a whole number when it is one of at most 15 digits, else nil.
    package mutating func wholeNumber() throws(Failure) -> Int? {
        let start = offset
        try skipNumber()
        let digits = bytes[start..<offset]
        guard digits.count <= 16, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") }) else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// Any JSON number, passed over.
    private mutating func skipNumber() throws(Failure) {
        _ = take(UInt8(ascii: "-"))
        let start = offset
        let isNumberByte = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(byte)
        }
        while offset < bytes.count, isNumberByte(bytes[offset]) { offset += 1 }
        guard offset > start, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { throw Failure(reason: "expected a number") }
    }

    /// A string's text, whole.
    package mutating func string() throws(Failure) -> String {
        try string(keeping: .max).text
    }

    /// A string's first `limit` bytes of text (whole scalars only), and whether more followed;
    /// the rest is read for where the string ends and checked, but not kept. Runs of plain bytes
    /// between escapes are copied whole; most strings are one run.
    package mutating func string(keeping limit: Int) throws(Failure) -> (text: String, isCut: Bool) {
        try expect(UInt8(ascii: "\""))
        var text = ""
        var kept = 0, isCut = false
        func keep(_ scalar: Unicode.Scalar, size: Int) {
            guard !isCut, size <= limit - kept else {
                isCut = true
                return
            }
            text.unicodeScalars.append(scalar)
            kept += size
        }
        while true {
            let start = offset
            var isASCII = true
            // The run of plain text up to the next quote, backslash or control character, found
            // within the bytes: no index is counted by hand, so none can pass their end.
            offset = bytes[start...].firstIndex { byte in
                if byte >= 0x80 { isASCII = false }
                return byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            } ?? bytes.endIndex
            let run = UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
            if !isCut, run.count <= limit - kept, let whole = isASCII ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self) {
                // ASCII is UTF-8 as it stands; only other bytes need validating.
                text += whole
                kept += run.count
            } else if isASCII {
                let room = isCut ? 0 : limit - kept
                text += String(decoding: run.prefix(room), as: UTF8.self)
                kept += room
                isCut = true
            } else {
                // Scalar by scalar, so that what is not kept is checked without being copied.
                var parser = Unicode.UTF8.ForwardParser()
                var iterator = run.makeIterator()
                decoding: while true {
                    switch parser.parseScalar(from: &iterator) {
                    case let .valid(encoded): keep(Unicode.UTF8.decode(encoded), size: encoded.count)
                    case .emptyInput: break decoding
                    case .error: throw Failure(reason: "text that is not UTF-8")
                    }
                }
            }
            guard offset < bytes.count else { throw Failure(reason: "it ends early") }
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                offset += 1
                return (text, isCut)
            case UInt8(ascii: "\\"):
                offset += 1
                let scalar = try escaped()
                keep(scalar, size: String(scalar).utf8.count)
            default:
                throw Failure(reason: "a control character in text")
            }
        }
    }

    /// Passes over a string, finding where it ends.
    private mutating func skipString() throws(Failure) {
        _ = try string(keeping: 0)
    }

    private mutating func escaped() throws(Failure) -> Unicode.Scalar {
        guard offset < bytes.count else { throw Failure(reason: "it ends early") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800...0xDBFF).contains(unit) {
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), case let low = try hexUnit(), (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(reason: "a lone surrogate in text")
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw Failure(reason: "a lone surrogate in text") }
            return scalar
        default: throw Failure(reason: "an unknown escape in text")
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexDigit(bytes[offset]) else { throw Failure(reason: "a bad \\u escape in text") }
            unit = unit << 4 | digit
            offset += 1
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
