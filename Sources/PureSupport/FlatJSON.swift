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
        do throws(JSONCursor.Failure) {
            return try JSONCursor.reading(bytes) { reader throws(JSONCursor.Failure) in
                var members: [(name: String, value: Value)] = []
                try reader.members(nameLimit: .max) { name, reader throws(JSONCursor.Failure) in
                    guard !members.contains(where: { $0.name == name }) else { throw JSONCursor.Failure(reason: "'\(name)' is there twice") }
                    members.append((name, try readValue(&reader)))
                }
                try reader.expectEnd(of: "object")
                return members
            }
        } catch {
            throw Failure(reason: error.reason)
        }
    }

    /// Text, a whole number or null: nothing else is a manifest's value.
    private static func readValue(_ reader: inout JSONCursor) throws(JSONCursor.Failure) -> Value {
        switch reader.peek() {
        case .string?: return .string(try reader.string())
        case .number?: return .integer(try reader.integer())
        case .literal? where reader.isAt(UInt8(ascii: "n")):
            for byte in "null".utf8 { try reader.expect(byte) }
            return .null
        case nil where reader.isAtEnd: throw JSONCursor.Failure(reason: "it ends early")
        default: throw JSONCursor.Failure(reason: "expected text, a whole number or null")
        }
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
            var reader = JSONCursor(raw)
            var members: [(name: String, value: Value)] = []
            members.reserveCapacity(layout.members.count)
            guard reader.take(UInt8(ascii: "{")) else { return nil }
            for member in layout.members {
                guard reader.take(members.isEmpty ? member.first : member.later) else {
                    if member.isOptional { continue }
                    return nil
                }
                guard let value = try? readValue(&reader) else { return nil }
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
}
