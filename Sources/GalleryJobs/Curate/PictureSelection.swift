import DogModel
import Foundation
import GalleryFolder
import Platform

/// Decides which pictures the names on a `dogs remove` command line mean. A name is a picture's
/// file as the gallery shows it (`images/pug_a.jpg`), its file name (`pug_a.jpg`), its number as
/// its view shows it (`No. 11`, `11`, `#11`), its source URL (dog.ceo's or a mirror's: see
/// `Picture.identity(of:)`), the link of its original on the site (under `--site-url`) or opened
/// from disk (`file:///…/images/pug_a.jpg`), or a path to the file through any folder that is the
/// gallery's `images/`.
enum PictureSelection {
    /// The pictures named, each once, in the order of `pictures`, and the names that name none.
    /// - Parameters:
    ///   - siteURL: where the gallery is published, whose links to the pictures name them too.
    ///   - isImagesFolder: whether a path's folder part is the gallery's `images/`.
    static func pictures(
        named names: [String], in pictures: [Picture], siteURL: URL? = nil, isImagesFolder: (String) -> Bool
    ) -> (pictures: [Picture], unknown: [String]) {
        let byFile = Dictionary(pictures.enumerated().map { ($0.element.file, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let bySource = Dictionary(pictures.enumerated().map { ($0.element.identity, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let byNumber = Dictionary(pictures.enumerated().map { ($0.element.number, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var chosen = Set<Int>()
        var unknown: [String] = []
        // Each way of naming a picture in turn, the exact file first.
        func index(of name: String) -> Int? {
            if let index = byFile[name] { return index }
            if !name.contains("/"), let index = byFile[GalleryLayout.file(forImage: name)] { return index }
            if let index = number(name).flatMap({ byNumber[$0] }) { return index }
            if let index = siteFile(name, siteURL).flatMap({ byFile[$0] }) { return index }
            if let index = webLink(name).flatMap({ bySource[Picture.identity(of: $0)] }) { return index }
            return pathIndex(diskPath(name) ?? name, byFile, isImagesFolder)
        }
        for name in names {
            guard let index = index(of: name) else {
                unknown.append(name)
                continue
            }
            chosen.insert(index)
        }
        return (chosen.sorted().map { pictures[$0] }, unknown)
    }

    /// `No. 11`, `no.11`, `#11` or `11`: the number a picture's view shows.
    private static func number(_ name: String) -> Int? {
        var rest = Substring(name)
        if rest.lowercased().hasPrefix("no") {
            rest = rest.dropFirst(2)
            if rest.first == "." { rest = rest.dropFirst() }
            rest = rest.drop { $0 == " " }
        } else if rest.first == "#" {
            rest = rest.dropFirst()
        }
        guard let first = rest.first, ("1"..."9").contains(first), rest.count <= 10, rest.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(rest)
    }

    /// The file a link under the gallery's site names (`<site>/images/pug_a.jpg`).
    private static func siteFile(_ name: String, _ siteURL: URL?) -> String? {
        guard let siteURL, let link = webLink(name), link.scheme?.lowercased() == siteURL.scheme?.lowercased(),
              link.host?.lowercased() == siteURL.host?.lowercased(), link.port == siteURL.port
        else { return nil }
        let root = siteURL.path.hasSuffix("/") ? siteURL.path : siteURL.path + "/"
        return link.path.hasPrefix(root) ? String(link.path.dropFirst(root.count)) : nil
    }

    /// The path a `file://` link names, as a browser shows a picture opened from disk.
    private static func diskPath(_ name: String) -> String? {
        URL(string: name).flatMap { $0.scheme?.lowercased() == "file" && $0.host.map({ $0.isEmpty || $0 == "localhost" }) ?? true ? $0.path : nil }
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
