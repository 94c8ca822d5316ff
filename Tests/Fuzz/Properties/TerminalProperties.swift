@testable import Platform
import PureSupport

/// Any text → what dogs prints of it: no escape or other control but line breaks and tabs,
/// printable text unchanged, and a one-line message one line.
enum TerminalProperties {
    static func check(_ bytes: [UInt8]) throws(PropertyViolation) {
        let text = String(decoding: bytes, as: UTF8.self)
        let printed = TerminalText.printable(text)
        try require(printed.unicodeScalars.allSatisfy(isPrintable), "a control character reached the terminal: \(printed.unicodeScalars.filter { !isPrintable($0) })")
        if text.unicodeScalars.allSatisfy(isPrintable) {
            try require(printed == text, "printable text was changed")
        }
        let line = TerminalText.oneLine(text)
        try require(line.unicodeScalars.allSatisfy { isPrintable($0) && $0 != "\n" && $0 != "\t" }, "a one-line message holds a line break, tab or control")
        try require(line.count <= 300, "a one-line message is \(line.count) characters long")
    }

    /// Told by Unicode's own categories, not by the filter under test.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\t" { return true }
        let properties = scalar.properties
        return !properties.isNoncharacterCodePoint
            && ![.control, .format, .lineSeparator, .paragraphSeparator, .surrogate].contains(properties.generalCategory)
            && !(0x80...0x9F).contains(scalar.value)
    }
}
