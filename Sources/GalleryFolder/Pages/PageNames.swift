import DogModel

/// The names of the numbered pages, in the gallery's `pages/` folder: `pages/12.html` for the
/// twelfth page of all pictures, `pages/hound-afghan-3.html` for the third of a breed. A breed's
/// key holds no dot and a page number only digits, so no two pages can share a name.
enum PageNames {
    static let folder = "pages"
    /// The way back from a page in `pages/` to the gallery folder.
    static let root = "../"

    enum Format: String, CaseIterable, Sendable {
        case html
        case markdown = "md"
    }

    /// `12.html`, or `hound-afghan-3.html` for a breed's page: the name inside `pages/`.
    static func name(page: Int, breed: String? = nil, format: Format) -> String {
        (breed.map { "\($0)-" } ?? "") + "\(page).\(format.rawValue)"
    }

    /// `pages/12.html`: the path from the gallery folder.
    static func path(page: Int, breed: String? = nil, format: Format) -> String {
        "\(folder)/\(name(page: page, breed: breed, format: format))"
    }

    /// Whether a rendered file's name (`pages/12.html`) places it in `pages/`.
    static func isInPages(_ file: String) -> Bool {
        file.hasPrefix(folder + "/")
    }

    /// Whether `name` (in `pages/`) has the shape of a page dogs writes: only those may be deleted.
    static func isPageName(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), Format(rawValue: String(name[name.index(after: dot)...])) != nil else { return false }
        let stem = name[..<dot]
        let number = stem.split(separator: "-", omittingEmptySubsequences: false).last ?? ""
        let key = stem.dropLast(number.count)
        return !number.isEmpty && number.allSatisfy(\.isASCIIDigitCharacter) && number.first != "0"
            && (key.isEmpty || (key.count > 1 && key.hasSuffix("-") && PictureNaming.sanitized(String(key.dropLast())) == String(key.dropLast())))
    }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
