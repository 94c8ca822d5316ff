import Foundation

/// Decides the file name a picture gets in the gallery: breed folder plus the URL's file name,
/// reduced to a safe character set so that no name can leave the gallery, hide, or collide.
package enum PictureNaming {
    static let maxStemLength = 96

    /// `setter-english_n02100735_10038` for `…/breeds/setter-english/n02100735_10038.jpg`.
    /// The extension is left out: it is chosen from the picture's bytes once they arrive.
    package static func stem(for dog: DogUI) -> String {
        let folder = [dog.breed, dog.subBreed].compactMap { $0 }.joined(separator: "-")
        let file = (dog.url.lastPathComponent as NSString).deletingPathExtension
        let safe = sanitized((folder.isEmpty ? "unknown" : folder) + "_" + file)
        return safe.isEmpty ? "picture" : safe
    }

    /// `stems` made unique against each other and against `taken` and `alsoTaken`, by appending `-2`, `-3`, …
    package static func unique(_ stems: [String], avoiding taken: TakenStems, and alsoTaken: Set<String> = []) -> [String] {
        var used = alsoTaken
        return stems.map { stem in
            var candidate = stem
            var counter = 2
            while used.contains(candidate) || taken.contains(candidate) {
                let suffix = "-\(counter)"
                candidate = String(stem.prefix(maxStemLength - suffix.count)) + suffix
                counter += 1
            }
            used.insert(candidate)
            return candidate
        }
    }

    /// Whether `name` is one this naming gives a picture: a stem of `[a-z0-9_-]` that starts with a
    /// letter or digit, at most `maxStemLength` long, and the extension of a format dogs keeps.
    /// Only such names can be dogs' own pictures; anything else in `images/` is someone else's.
    /// Works on the bytes: a manifest of 100,000 pictures checks every name at each run.
    package static func isPictureName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let stem = bytes[..<dot]
        let fileExtension = bytes[bytes.index(after: dot)...]
        guard let first = stem.first, first != UInt8(ascii: "_"), stem.count <= maxStemLength,
              ImageFormat.allCases.contains(where: { $0.fileExtension.utf8.elementsEqual(fileExtension) })
        else { return false }
        return isSafe(Unicode.Scalar(first)) && stem.allSatisfy { isSafe(Unicode.Scalar($0)) || $0 == UInt8(ascii: "-") }
    }

    /// The name without its extension: `pug_a` for `pug_a.jpg`.
    static func stem(ofName name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[..<dot])
    }

    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// Lower-case ASCII letters, digits, `_` and `-` only; anything else becomes one `-`.
    /// Lower case keeps names distinct on case-insensitive file systems too.
    package static func sanitized(_ text: String) -> String {
        let dash = UInt8(ascii: "-"), underscore = UInt8(ascii: "_")
        var bytes: [UInt8] = []
        for scalar in text.lowercased().unicodeScalars {
            if isSafe(scalar) {
                bytes.append(UInt8(scalar.value))
            } else if bytes.last != dash {
                bytes.append(dash)
            }
        }
        let isTrimmed = { (byte: UInt8) in byte == dash || byte == underscore }
        let start = bytes.firstIndex { !isTrimmed($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !isTrimmed($0) }.map { $0 + 1 } ?? start
        return String(decoding: bytes[start..<end].prefix(maxStemLength), as: UTF8.self)
    }
}
