import DogModel
import Foundation
import Platform

/// Which gallery a folder belongs to, found as git finds its repository: the working folder
/// itself, or the gallery whose `images/` or `pages/` it is. And the gallery a new one would be
/// made inside, which dogs refuses: a web server would publish the inner one as part of the outer.
package enum GalleryLocation {
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
        guard let folder = try? Folder(opening: path) else { return false }
        if let head = try? folder.readPrefix(Manifest.fileName, upTo: header.count), head == header { return true }
        guard case let .file(status)? = try? folder.entry(LegacyManifest.fileName), status.size <= legacyLimit,
              let data = try? folder.read(LegacyManifest.fileName)
        else { return false }
        return LegacyManifest.isShapedLikeOne(data)
    }

    /// How every `manifest.jsonl` dogs writes begins.
    private static let header = Data(#"{"dogs":"gallery","#.utf8)
    /// A `manifest.json` larger than this is not read to tell: dogs upgraded it long ago.
    private static let legacyLimit = 1 << 20
}
