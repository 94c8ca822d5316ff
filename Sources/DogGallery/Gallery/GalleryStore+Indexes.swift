extension GalleryStore {
    /// Writes the manifest and both indexes rendered from it, so they always agree.
    public func save(_ manifest: Manifest) throws(GalleryError) {
        try commit(manifest, rendered: [
            (HTMLIndex.fileName, HTMLIndex.render(manifest)),
            (MarkdownIndex.fileName, MarkdownIndex.render(manifest)),
        ])
    }

    /// `dogs index`: renders both indexes again from the manifest as it is.
    public func rebuildIndexes() throws(GalleryError) -> Manifest {
        try prepare()
        let manifest = try loadManifest()
        try save(manifest)
        return manifest
    }
}
