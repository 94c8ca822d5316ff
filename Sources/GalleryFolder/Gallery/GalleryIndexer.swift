import DogModel

/// `dogs index`: renders the indexes of an existing gallery again from its manifest.
public struct GalleryIndexer: Sendable {
    private let store: GalleryStore

    public init(store: GalleryStore) {
        self.store = store
    }

    /// The manifest indexed, and the files in `images/` that dogs did not make, new since the run before.
    public func rebuild() throws(GalleryError) -> (manifest: Manifest, foreignFiles: [String]) {
        // Deciding that pictures are away is for the runs that change the gallery.
        let session = try store.open(creatingIfMissing: false, keepingPictures: true, markingAway: false)
        return (try session.refreshEveryPage(), session.newForeignFiles)
    }
}
