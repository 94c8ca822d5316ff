/// Which characters text from outside (API answers, the manifest) may keep. Control and
/// formatting characters (line breaks, terminal escapes, right-to-left overrides), line and
/// paragraph separators and non-characters (U+FFFF, which XML forbids) have no place in a breed name.
package enum UntrustedText {
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return !properties.isNoncharacterCodePoint
            && ![.control, .format, .lineSeparator, .paragraphSeparator].contains(properties.generalCategory)
    }

    package static func isClean(_ text: String) -> Bool {
        // Printable ASCII, what nearly every name is, is clean without a look at Unicode's tables.
        text.utf8.allSatisfy { (0x20..<0x7F).contains($0) } || text.unicodeScalars.allSatisfy(isAllowed)
    }
}
