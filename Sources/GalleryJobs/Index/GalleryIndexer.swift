import DogModel
import GalleryFolder

/// `dogs index`: renders the pages of an existing gallery again from its manifest.
package struct GalleryIndexer<Opener: GalleryOpening>: Sendable {
    private let opener: Opener

    package init(opener: Opener) {
        self.opener = opener
    }

    /// The manifest indexed, the pictures whose files are missing, left off the pages, and the
    /// files in `images/` that dogs did not make, new since the run before.
    package func rebuild() throws(GalleryError) -> (manifest: Manifest, leftOff: [Picture], foreignFiles: [String]) {
        // Deciding that pictures are away is for the runs that change the gallery: the pages
        // leave off what is missing without the manifest saying so.
        let gallery = try opener.open(creatingIfMissing: false, keepingPictures: true, markingAway: false)
        let (manifest, leftOff) = try gallery.renderEveryPage()
        return (manifest, leftOff, gallery.newForeignFiles)
    }
}
