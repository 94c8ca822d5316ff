import Foundation

/// Decides the file name a picture gets in the gallery: breed folder plus the URL's file name,
/// reduced to a safe character set so that no name can leave the gallery, hide, or collide.
public enum PictureNaming {
    static let maxStemLength = 96

    /// `setter-english_n02100735_10038` for `…/breeds/setter-english/n02100735_10038.jpg`.
    /// The extension is left out: it is chosen from the picture's bytes once they arrive.
    public static func stem(for dog: DogUI) -> String {
        let folder = [dog.breed, dog.subBreed].compactMap { $0 }.joined(separator: "-")
        let file = (dog.url.lastPathComponent as NSString).deletingPathExtension
        let safe = sanitized((folder.isEmpty ? "unknown" : folder) + "_" + file)
        return safe.isEmpty ? "picture" : safe
    }

    /// `stems` made unique against each other and against `taken`, by appending `-2`, `-3`, …
    public static func unique(_ stems: [String], avoiding taken: Set<String>) -> [String] {
        var used = taken
        return stems.map { stem in
            var candidate = stem
            var counter = 2
            while used.contains(candidate) {
                let suffix = "-\(counter)"
                candidate = String(stem.prefix(maxStemLength - suffix.count)) + suffix
                counter += 1
            }
            used.insert(candidate)
            return candidate
        }
    }

    /// Lower-case ASCII letters, digits, `_` and `-` only; anything else becomes one `-`.
    /// Lower case keeps names distinct on case-insensitive file systems too.
    static func sanitized(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            let isSafe = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
            if isSafe {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result += "-"
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-_"))
        return String(trimmed.prefix(maxStemLength))
    }
}
