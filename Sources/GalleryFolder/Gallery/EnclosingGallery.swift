import DogModel
import Foundation
import Platform

/// Which gallery a folder belongs to, found as git finds its repository: the working folder
/// itself, or the gallery whose `images/` or `pages/` it is. And the gallery a new one would be
/// made inside, which dogs refuses: a web server would publish the inner one as part of the outer.
package enum EnclosingGallery {
    /// The gallery `folder` is, or whose `images/` or `pages/` it is; nil when neither.
    package static func enclosing(_ folder: String, isGallery: (String) -> Bool) -> String? {
        let url = URL(fileURLWithPath: folder).standardizedFileURL
        if isGallery(url.path) { return url.path }
        guard [GalleryLayout.imagesFolder, PageNames.folder].contains(url.lastPathComponent) else { return nil }
        let parent = url.deletingLastPathComponent().path
        return isGallery(parent) ? parent : nil
    }

    /// The nearest folder above `path` that is a gallery.
    static func gallery(above path: String, isGallery: (String) -> Bool) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if isGallery(url.path) { return url.path }
        }
        return nil
    }

    /// Whether the folder at `path` holds a manifest that starts as dogs' do: `manifest.jsonl`
    /// with dogs' header, or an earlier dogs' `manifest.json` (a web app's is not one).
    package static func isGallery(_ path: String) -> Bool {
        (try? Folder(opening: path)).map(isGallery) ?? false
    }

    static func isGallery(_ folder: Folder) -> Bool {
        if let head = try? folder.readPrefix(Manifest.fileName, upTo: ManifestLine.maxBytes), ManifestLine.isDogs(firstBytes: head) { return true }
        return (try? folder.readPrefix(LegacyManifest.fileName, upTo: LegacyManifest.prefixBytes)).map(LegacyManifest.isDogs(prefix:)) ?? false
    }
}
