/// A link as an API answer offered it, as far as dogs keeps it: its text, cut at a length no
/// picture's link comes near (`isCut`), so that a link of megabytes is named, not held.
public struct OfferedLink: Equatable, Sendable {
    public let text: String
    public let isCut: Bool

    public init(text: String, isCut: Bool = false) {
        self.text = text
        self.isCut = isCut
    }
}
