import DogModel
import Foundation
import GalleryFolder
import Platform

/// `dogs verify`: checks every picture's file against its manifest entry and lists the files in
/// `images/` the manifest does not know. It reads only: nothing is changed, moved or deleted.
package struct GalleryVerifier: Sendable {
    private let opener: GalleryOpener

    package init(opener: GalleryOpener) {
        self.opener = opener
    }

    /// - Parameter progress: told how many pictures will be read, then of each once read (a
    /// missing one as 0 bytes), from every core at once.
    package func verify(progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }) throws(GalleryError) -> VerifyReport {
        let (manifest, images, foreignFiles) = try opener.examine()
        let found = Self.look(at: manifest.pictures, in: images, progress: progress)
        let problems = zip(manifest.pictures, found).flatMap { picture, found in
            PictureFinding.findings(for: picture, found).map { $0.line(for: picture) }
        }
        let away = zip(manifest.pictures, found).filter { $0.away != nil && $1 == .absent }.map(\.0.file)
        return VerifyReport(gallery: opener.root, pictures: manifest.pictures.count, problems: problems, unknownFiles: foreignFiles, away: away)
    }

    /// What is in `images/` under each picture's name (no `images/`: every one is absent).
    /// Every picture is read to its end and hashed, on every core.
    static func look(
        at pictures: [Picture], in images: Folder?, progress: @escaping @Sendable (DownloadProgress) -> Void
    ) -> [FoundFile] {
        progress(.planned(pictures.count))
        return pictures.mapOnEveryCore { picture in
            let found = images.map { Self.look(at: GalleryLayout.imageName(of: picture.file), in: $0) } ?? .absent
            if case let .file(bytes, _, _, _, _) = found { progress(.finished(bytes: bytes)) } else { progress(.finished(bytes: 0)) }
            return found
        }
    }

    /// What is in `images/` under `name`, read in chunks whatever its size; a link is not followed.
    private static func look(at name: String, in images: Folder) -> FoundFile {
        let entry: Folder.Entry?
        do {
            entry = try images.entry(name)
        } catch {
            return .unreadable
        }
        guard let entry else { return .absent }
        guard case .file = entry else { return .notAFile }
        guard let handle = try? images.openFile(name), let digest = try? FileDigest(of: handle),
              let status = try? FileStatus.of(handle, path: images.child(name))
        else { return .unreadable }
        let format = ImageFormat(sniffing: digest.head)
        let isComplete = format.map { PictureCheck.isComplete($0, head: digest.head, tail: digest.tail, size: digest.bytes) } ?? false
        return .file(bytes: digest.bytes, sha256: digest.sha256, format: format, isComplete: isComplete, status: status)
    }
}
