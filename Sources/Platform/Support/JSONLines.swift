import Foundation

/// A JSON array written an element at a time, a line each. JSONEncoder given a whole list builds
/// a tree of every value before writing any: tens of MiB for 10,000 elements, against the size
/// of one element here.
package enum JSONLines {
    package static func array<Element: Encodable>(_ elements: [Element], encoder: JSONEncoder) throws -> Data {
        guard !elements.isEmpty else { return Data("[]".utf8) }
        var data = Data("[".utf8)
        for (index, element) in elements.enumerated() {
            data += Data((index == 0 ? "\n" : ",\n").utf8)
            data += try encoder.encode(element)
        }
        data += Data("\n]".utf8)
        return data
    }
}
