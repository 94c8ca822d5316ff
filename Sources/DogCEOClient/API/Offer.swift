import DogModel
import Foundation
import Platform
import PureSupport

/// What the API offered for a request of random pictures: the pictures whose links can be
/// requested (whether the source policy allows them is the caller's to judge), and the links
/// that cannot be requested at all, each with why.
public struct Offer: Equatable, Sendable {
    public struct Unusable: Equatable, Sendable {
        /// The link as offered, made one printable line and cut (see `OfferedLink`).
        public let link: String
        public let reason: String
    }

    public var dogs: [DogUI] = []
    public var unusable: [Unusable] = []

    public init(dogs: [DogUI] = [], unusable: [Unusable] = []) {
        self.dogs = dogs
        self.unusable = unusable
    }

    /// Characters of an unusable link its name keeps.
    static let shownLinkLength = 100

    /// Sorts an answer's links: an absolute link is a picture, anything else unusable.
    init(links: [OfferedLink]) {
        for link in links {
            if let reason = Self.unusability(of: link) {
                let shown = TerminalText.oneLine(link.text, maxLength: Self.shownLinkLength)
                unusable.append(Unusable(link: link.isCut && !shown.hasSuffix("…") ? shown + "…" : shown, reason: reason))
            } else if let url = URL(string: link.text) {
                dogs.append(DogUI(url: url))
            }
        }
    }

    /// Why a link cannot be requested at all, or nil when it can.
    static func unusability(of link: OfferedLink) -> String? {
        if link.isCut { return "a link longer than \(DogAPI.maxLinkBytes) bytes" }
        if link.text.allSatisfy(\.isWhitespace) { return "an empty link" }
        guard let url = URL(string: link.text), url.scheme != nil else { return "not an absolute link" }
        return nil
    }

    /// Says what an answer with no usable link offered, naming a few of its links.
    var unusableReason: String {
        let named = unusable.prefix(3).map { "'\($0.link)' (\($0.reason))" }
        let more = unusable.count > named.count ? " and \(unusable.count - named.count) more" : ""
        return "no link it offered can be requested: \(named.joined(separator: ", "))\(more)"
    }
}
