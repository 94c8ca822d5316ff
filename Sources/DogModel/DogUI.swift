import Foundation
import PureSupport

/// A dog picture as dog.ceo links it. Breed and sub-breed come from the picture's folder:
/// `https://images.dog.ceo/breeds/setter-english/n02100735_10038.jpg` is breed "setter", sub-breed "english".
public struct DogUI: Equatable, Hashable, Sendable, Codable {
    public let url: URL
    public let breed: String?
    public let subBreed: String?

    public init(url: URL) {
        self.url = url
        (breed, subBreed) = Self.breedFolder(of: url)
    }

    /// The display name: "Setter English", "Komondor", or "Unknown" when the URL has no breed folder.
    public var name: String { Self.displayName(breed: breed, subBreed: subBreed) }

    package static func displayName(breed: String?, subBreed: String?) -> String {
        guard let breed else { return "Unknown" }
        return subBreed.map { capitalized(breed) + " " + capitalized($0) } ?? capitalized(breed)
    }

    /// The word with its first letter in upper case; worked out on the bytes when it is ASCII, as
    /// every picture of a large manifest is named on reading.
    private static func capitalized(_ word: String) -> String {
        guard let first = word.utf8.first else { return word }
        if first >= 0x80 { return word.prefix(1).uppercased() + word.dropFirst() }
        guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return word }
        return String(decoding: [first - 0x20] + word.utf8.dropFirst(), as: UTF8.self)
    }

    /// The folder right after `breeds/` names the breed; folders hold at most one dash, before the sub-breed.
    private static func breedFolder(of url: URL) -> (breed: String?, subBreed: String?) {
        let components = url.pathComponents
        guard let index = components.firstIndex(of: "breeds"), index + 2 < components.count else { return (nil, nil) }
        let parts = components[index + 1].split(separator: "-", maxSplits: 1).map(printable)
        guard let breed = parts.first, !breed.isEmpty else { return (nil, nil) }
        return (breed, parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil)
    }

    /// Folder names come from an untrusted answer: what `UntrustedText` disallows is dropped,
    /// and the length capped.
    private static func printable(_ text: Substring) -> String {
        let kept = text.unicodeScalars.filter(UntrustedText.isAllowed)
        return String(String.UnicodeScalarView(kept).prefix(maxNameLength))
    }

    /// The longest breed or sub-breed name kept, in Unicode scalars.
    static let maxNameLength = 64

    // Only the URL is stored: breed and sub-breed are derived from it again when decoding.
    private enum CodingKeys: String, CodingKey { case url }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(url: try container.decode(URL.self, forKey: .url))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url, forKey: .url)
    }
}
