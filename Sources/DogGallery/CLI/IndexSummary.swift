import DogModel
import Foundation
import GalleryFolder

/// The line `dogs index` prints.
package enum IndexSummary {
    package static func line(for manifest: Manifest, in gallery: URL) -> String {
        "Indexed \(PageText.count(manifest.pictures.count)): open \(gallery.appendingPathComponent(HTMLPages.fileName).path)"
    }
}
