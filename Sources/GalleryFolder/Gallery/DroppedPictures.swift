import DogModel

/// The pictures a commit takes out of the manifest, and what becomes of their files.
enum DroppedPictures: Sendable {
    /// Removed by the user (`dogs remove`): their files go, whatever becomes of the pages.
    case removed([Picture])
    /// Let go by `--keep`: their files go once every page is placed; while a page that may still
    /// show them could not be, they stay, listed in the manifest again.
    case letGo([Picture])

    var pictures: [Picture] {
        switch self {
        case let .removed(pictures), let .letGo(pictures): pictures
        }
    }
}
