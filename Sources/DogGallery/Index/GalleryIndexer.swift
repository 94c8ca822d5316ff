/// `dogs index`: renders the indexes of an existing gallery again from its manifest.
public struct GalleryIndexer: Sendable {
    private let store: GalleryStore

    public init(store: GalleryStore) {
        self.store = store
    }

    public func rebuild() throws(GalleryError) -> Manifest {
        // Checked before locking, which would create the folder.
        guard store.exists else { throw .noGallery(path: store.root.path) }
        let lock = try store.lock()
        defer { withExtendedLifetime(lock) {} }
        let manifest = try store.prepare()
        try store.refresh(GalleryIndexes.render(manifest))
        return manifest
    }
}
