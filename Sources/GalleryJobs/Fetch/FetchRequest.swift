import DogModel
import Foundation

/// What `dogs fetch` is asked for.
package struct FetchRequest: Equatable, Sendable {
    package static let defaultCount = 3

    package var count: Int
    package var breed: Breed?
    /// Keep only this many of the newest pictures; nil keeps them all.
    package var keep: Int?
    /// Where the gallery is published, for absolute links in its feed; remembered in the manifest.
    package var siteURL: RememberedSetting<URL>
    /// The gallery's title on its front pages and in its feed; remembered in the manifest.
    package var title: RememberedSetting<String>
    /// Whether the report lists each picture saved (see `SavedPictures`), or counts them.
    package var listsPictures: Bool

    /// How many pictures to download: no more than `keep` would let stay.
    package var wanted: Int { min(count, keep ?? count) }

    package init(
        count: Int = FetchRequest.defaultCount, breed: Breed? = nil, keep: Int? = nil, siteURL: RememberedSetting<URL> = .keep,
        title: RememberedSetting<String> = .keep, listsPictures: Bool = true
    ) {
        self.count = count
        self.breed = breed
        self.keep = keep
        self.siteURL = siteURL
        self.title = title
        self.listsPictures = listsPictures
    }
}
