import DogModel
import Foundation

/// What `dogs fetch` is asked for.
public struct FetchRequest: Equatable, Sendable {
    public static let defaultCount = 3

    public var count: Int
    public var breed: Breed?
    /// Keep only this many of the newest pictures; nil keeps them all.
    public var keep: Int?
    /// Where the gallery is published, for absolute links in its feed; remembered in the manifest.
    public var siteURL: RememberedSetting<URL>
    /// The gallery's title on its front pages and in its feed; remembered in the manifest.
    public var title: RememberedSetting<String>

    /// How many pictures to download: no more than `keep` would let stay.
    package var wanted: Int { min(count, keep ?? count) }

    public init(
        count: Int = FetchRequest.defaultCount, breed: Breed? = nil, keep: Int? = nil, siteURL: RememberedSetting<URL> = .keep,
        title: RememberedSetting<String> = .keep
    ) {
        self.count = count
        self.breed = breed
        self.keep = keep
        self.siteURL = siteURL
        self.title = title
    }
}
