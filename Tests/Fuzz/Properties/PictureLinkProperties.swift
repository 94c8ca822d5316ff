@testable import DogCEOClient
@testable import DogModel
import Foundation

/// A picture link → `DogUI` → its file name and the source policy's verdict. The name always
/// fits dogs' naming pattern and length, holds no separator and hides nothing; breed and
/// sub-breed hold no control, format or non-character; a link the policy accepts has a trusted
/// origin and no credentials.
enum PictureLinkProperties {
    private static let policy = SourcePolicy(apiBase: URL(string: "https://dog.ceo/api")!, allowedHosts: ["mirror.example:8443"])
    private static let trusted: Set<String> = ["https://images.dog.ceo:443", "https://dog.ceo:443", "https://mirror.example:8443"]

    static func check(_ bytes: [UInt8]) throws(PropertyViolation) {
        guard let url = URL(string: String(decoding: bytes, as: UTF8.self)) else { return }
        let dog = DogUI(url: url)
        for part in [dog.breed, dog.subBreed].compactMap({ $0 }) {
            try require(!part.isEmpty && part.unicodeScalars.count <= 64, "a breed name of \(part.unicodeScalars.count) characters")
            try require(part.unicodeScalars.allSatisfy(isPlain), "a breed name holding \(part.unicodeScalars.filter { !isPlain($0) })")
        }
        try require(dog.subBreed == nil || dog.breed != nil, "a sub-breed without a breed")
        let stem = PictureNaming.stem(for: dog)
        let names = [stem] + PictureNaming.unique([stem, stem], avoiding: TakenStems(manifestFiles: [], otherNames: [stem + ".jpg"]))
        for name in names {
            try checkName(name)
        }
        try require(Set(names).count == names.count, "names made unique are not: \(names)")
        if policy.allows(url) {
            let origin = "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? ""):\(url.port ?? 443)"
            try require(trusted.contains(origin), "a link to \(origin) was allowed")
            try require(url.user == nil && url.password == nil, "a link with credentials was allowed")
            try require(!url.pathComponents.contains(".."), "a link that climbs was allowed")
        }
    }

    /// `[a-z0-9][a-z0-9_-]*`, at most 96 long, checked here by hand rather than by the
    /// pattern dogs checks names with.
    private static func checkName(_ stem: String) throws(PropertyViolation) {
        let bytes = Array(stem.utf8)
        let isLetterOrDigit = { (byte: UInt8) in (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) }
        try require(!bytes.isEmpty && bytes.count <= 96, "a name of \(bytes.count) bytes: \(stem)")
        try require(isLetterOrDigit(bytes[0]), "a name that starts with '\(Unicode.Scalar(bytes[0]))': \(stem)")
        try require(bytes.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }, "a name with another character: \(stem)")
        try require(PictureNaming.isPictureName(stem + ".jpg"), "a name dogs would not take for its own: \(stem)")
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return !properties.isNoncharacterCodePoint
            && ![.control, .format, .lineSeparator, .paragraphSeparator, .surrogate].contains(properties.generalCategory)
    }
}
