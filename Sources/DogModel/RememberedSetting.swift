import PureSupport

/// A setting the gallery remembers in its manifest (`--site-url`, `--title`), as one run asks
/// for it: left as it is, set, or forgotten (an empty value on the command line).
package enum RememberedSetting<Value: Equatable & Sendable>: Equatable, Sendable {
    case keep
    case set(Value)
    case clear

    /// The setting after this run, from what the gallery remembered.
    package func applied(to current: Value?) -> Value? {
        switch self {
        case .keep: current
        case let .set(value): value
        case .clear: nil
        }
    }
}

/// What a gallery's title may be: one line of text, a hundred characters at most, none of them
/// what `UntrustedText` refuses. It reaches pages, the feed and terminals, and is remembered
/// for every later run: bounded in bytes too, as one character may carry any number of marks.
package enum GalleryTitle {
    package static let maxLength = 100
    /// Room for any script's hundred characters (Devanagari's, say, of several code points each)
    /// and for a few emoji sequences, not for characters that carry marks by the hundred.
    package static let maxBytes = 2_048
    package static let standard = "Dogs"
    package static let requirement = "be one line of up to \(maxLength) characters and \(maxBytes) bytes"

    /// A title as remembered by a dogs that bounded titles by characters only: cut to the bounds,
    /// whole characters kept.
    package static func bounded(_ title: String) -> String {
        var bytes = 0
        return String(title.prefix(maxLength).prefix { character in
            bytes += character.utf8.count
            return bytes <= maxBytes
        })
    }

    package static func isValid(_ title: String) -> Bool {
        !title.isEmpty && title.utf8.count <= maxBytes && title.count <= maxLength && UntrustedText.isClean(title) && !title.contains("\t")
    }
}
