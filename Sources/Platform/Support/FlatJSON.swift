/// A JSON object of one level whose values are strings, whole numbers or null: the shape of every
/// line of the manifest. Read by hand because JSONDecoder takes about 10 µs a line, a second for a
/// gallery of 100,000 pictures, and strict on purpose: anything else is refused, not guessed at.
package enum FlatJSON {
    package enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case null
    }

    package struct Failure: Error, Equatable, Sendable {
        package let reason: String
    }

    /// The object's members in order; a repeated name, a nested value, a fraction, `true` or
    /// `false`, invalid UTF-8, a raw control character or text after the object is refused.
    package static func parse(_ bytes: ArraySlice<UInt8>) throws(Failure) -> [(name: String, value: Value)] {
        try bytes.withUnsafeBytes { raw in Result { () throws(Failure) in try parse(raw) } }.get()
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> [(name: String, value: Value)] {
        var reader = Reader(bytes: bytes)
        var members: [(name: String, value: Value)] = []
        reader.skipSpace()
        try reader.expect(UInt8(ascii: "{"))
        reader.skipSpace()
        if !reader.take(UInt8(ascii: "}")) {
            repeat {
                reader.skipSpace()
                let name = try reader.string()
                guard !members.contains(where: { $0.name == name }) else { throw Failure(reason: "'\(name)' is there twice") }
                reader.skipSpace()
                try reader.expect(UInt8(ascii: ":"))
                reader.skipSpace()
                members.append((name, try reader.value()))
                reader.skipSpace()
            } while reader.take(UInt8(ascii: ","))
            try reader.expect(UInt8(ascii: "}"))
        }
        reader.skipSpace()
        guard reader.isAtEnd else { throw Failure(reason: "text after the object") }
        return members
    }

    /// The members of one kind of object in the order `object` writes them; some may be left out.
    package struct Layout: Sendable {
        /// Each name with what comes before its value: `"name":` first, `,"name":` after another.
        fileprivate let members: [(name: String, first: [UInt8], later: [UInt8], isOptional: Bool)]

        package init(_ members: [(name: String, isOptional: Bool)]) {
            self.members = members.map { name, isOptional in
                let key = Array(quoted(name).utf8) + [UInt8(ascii: ":")]
                return (name, key, [UInt8(ascii: ",")] + key, isOptional)
            }
        }
    }

    /// The members of an object written as `object` writes one in `layout`, with no white space,
    /// as `parse` reads them; nil for anything else, which `parse` then reads and judges. Reads
    /// the lines dogs writes without making, keeping and comparing their names.
    package static func parse(_ bytes: ArraySlice<UInt8>, as layout: Layout) -> [(name: String, value: Value)]? {
        bytes.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw)
            var members: [(name: String, value: Value)] = []
            members.reserveCapacity(layout.members.count)
            guard reader.take(UInt8(ascii: "{")) else { return nil }
            for member in layout.members {
                guard reader.take(members.isEmpty ? member.first : member.later) else {
                    if member.isOptional { continue }
                    return nil
                }
                guard let value = try? reader.value() else { return nil }
                members.append((member.name, value))
            }
            return reader.take(UInt8(ascii: "}")) && reader.isAtEnd ? members : nil
        }
    }

    /// `"name":value` members joined into an object, the strings escaped as JSON requires.
    package static func object(_ members: [(name: String, value: Value)]) -> String {
        "{" + members.map { quoted($0.name) + ":" + encoded($0.value) }.joined(separator: ",") + "}"
    }

    private static func encoded(_ value: Value) -> String {
        switch value {
        case let .string(text): quoted(text)
        case let .integer(number): String(number)
        case .null: "null"
        }
    }

    static func quoted(_ text: String) -> String {
        // Most text (links, file names, breeds) needs no escape, and is copied whole.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += "\\u00" + Hex.lowercase([UInt8(scalar.value)])
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
            return true
        }

        /// Takes `literal` if the bytes go on with it.
        mutating func take(_ literal: [UInt8]) -> Bool {
            guard bytes.count - offset >= literal.count, literal.indices.allSatisfy({ bytes[offset + $0] == literal[$0] }) else { return false }
            offset += literal.count
            return true
        }

        mutating func expect(_ byte: UInt8) throws(Failure) {
            guard take(byte) else {
                throw Failure(reason: isAtEnd ? "it ends early" : "expected '\(Character(Unicode.Scalar(byte)))'")
            }
        }

        mutating func value() throws(Failure) -> Value {
            guard offset < bytes.count else { throw Failure(reason: "it ends early") }
            switch bytes[offset] {
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .integer(try integer())
            case UInt8(ascii: "n"):
                for byte in "null".utf8 { try expect(byte) }
                return .null
            default: throw Failure(reason: "expected text, a whole number or null")
            }
        }

        /// `-?(0|[1-9][0-9]*)`, at most 15 digits, so it can neither overflow nor lose precision.
        mutating func integer() throws(Failure) -> Int {
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

        /// Runs of plain bytes between escapes; most strings are one run and no copy.
        mutating func string() throws(Failure) -> String {
            try expect(UInt8(ascii: "\""))
            var text = ""
            while true {
                let start = offset
                var isASCII = true
                while offset < bytes.count, bytes[offset] >= 0x20, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\") {
                    isASCII = isASCII && bytes[offset] < 0x80
                    offset += 1
                }
                // ASCII is UTF-8 as it stands; only other bytes need validating.
                if isASCII {
                    text += String(decoding: bytes[start..<offset], as: UTF8.self)
                } else if let run = String(validating: bytes[start..<offset], as: UTF8.self) {
                    text += run
                } else {
                    throw Failure(reason: "text that is not UTF-8")
                }
                guard offset < bytes.count else { throw Failure(reason: "it ends early") }
                switch bytes[offset] {
                case UInt8(ascii: "\""):
                    offset += 1
                    return text
                case UInt8(ascii: "\\"):
                    offset += 1
                    text.unicodeScalars.append(try escaped())
                default:
                    throw Failure(reason: "a control character in text")
                }
            }
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
}
