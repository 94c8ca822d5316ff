import DogModel
import Foundation
import GalleryFolder
import Platform

/// Decides which pictures the names on a `dogs remove` command line mean. A name is a picture's
/// file as the gallery shows it (`images/pug_a.jpg`), its file name (`pug_a.jpg`), its source URL
/// (dog.ceo's or a mirror's: see `Picture.identity(of:)`), or a path to the file through any folder
/// that is the gallery's `images/`.
enum PictureSelection {
    /// The pictures named, each once, in the order of `pictures`, and the names that name none.
    /// - Parameter isImagesFolder: whether a path's folder part is the gallery's `images/`.
    static func pictures(
        named names: [String], in pictures: [Picture], isImagesFolder: (String) -> Bool
    ) -> (pictures: [Picture], unknown: [String]) {
        let byFile = Dictionary(pictures.enumerated().map { ($0.element.file, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let bySource = Dictionary(pictures.enumerated().map { ($0.element.identity, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var chosen = Set<Int>()
        var unknown: [String] = []
        for name in names {
            guard let index = byFile[name] ?? byFile[GalleryLayout.file(forImage: name)].flatMap({ name.contains("/") ? nil : $0 })
                ?? webLink(name).flatMap({ bySource[Picture.identity(of: $0)] }) ?? pathIndex(name, byFile, isImagesFolder)
            else {
                unknown.append(name)
                continue
            }
            chosen.insert(index)
        }
        return (chosen.sorted().map { pictures[$0] }, unknown)
    }

    private static func webLink(_ name: String) -> URL? {
        URL(string: name).flatMap { ["http", "https"].contains($0.scheme?.lowercased()) ? $0 : nil }
    }

    /// A path `<folder>/<file name>` whose folder is `images/`.
    private static func pathIndex(_ name: String, _ byFile: [String: Int], _ isImagesFolder: (String) -> Bool) -> Int? {
        guard webLink(name) == nil, let slash = name.lastIndex(of: "/") else { return nil }
        let folder = String(name[..<slash]), fileName = String(name[name.index(after: slash)...])
        guard !fileName.isEmpty, !folder.isEmpty, let index = byFile[GalleryLayout.file(forImage: fileName)] else { return nil }
        return isImagesFolder(folder) ? index : nil
    }
}
