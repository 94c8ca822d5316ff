/// Whether the files rendered from the manifest are out of step with it: what a run killed
/// between writing the manifest and writing its pages leaves behind.
enum PageFreshness {
    /// Stale when any page is missing (nil) or older than the manifest; never without a manifest,
    /// as there is nothing to render from.
    static func isStale(manifestModified: Double?, pagesModified: [Double?]) -> Bool {
        guard let manifest = manifestModified else { return false }
        return pagesModified.contains { page in page.map { $0 < manifest } ?? true }
    }
}
