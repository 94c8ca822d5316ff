import DogModel
import Foundation
import Platform
import PureSupport

/// Decides which pictures are away from `images/` and which are back. A file may be away for a
/// moment (an optimiser, `rsync --delay-updates`, a restore, a volume not mounted), which dogs
/// cannot tell from a deletion by hand: so nothing is forgotten. A picture whose file is missing
/// when a run changes the gallery is marked away and left off the pages, and is fetched no more;
/// once its file is back at its name with the bytes recorded, it is on the pages again. Only
/// `dogs remove` drops a picture for good.
package enum PictureAbsence {
    /// The pictures to mark: each file (`images/<name>`) with the time it is away since, or nil
    /// for one that is back.
    /// - Parameters:
    ///   - present: the names in `images/`.
    ///   - marking: whether pictures found missing are marked away (the runs that change the
    ///     gallery do); pictures that are back are always taken back.
    ///   - isIntact: whether the file at a picture's name holds its recorded bytes; asked only of
    ///     pictures away whose name is taken.
    static func changes(
        for pictures: [Picture], present: Set<String>, marking: Bool, now: Date, isIntact: (Picture) -> Bool
    ) -> [String: Date?] {
        var changes: [String: Date?] = [:]
        for picture in pictures {
            let isThere = present.contains(GalleryLayout.imageName(of: picture.file))
            if picture.away != nil {
                if isThere, isIntact(picture) { changes[picture.file] = .some(nil) }
            } else if marking, !isThere {
                changes[picture.file] = now
            }
        }
        return changes
    }

    /// The warning for pictures found missing and left off the pages, naming them.
    package static func leftOffWarning(_ pictures: [Picture]) -> String {
        let one = pictures.count == 1
        return "warning: \(PageText.count(pictures.count)) \(one ? "is" : "are") missing from \(GalleryLayout.imagesFolder)/: "
            + "\(ProseList.quoted(pictures.map(\.file))); left off the pages until \(one ? "its file is" : "their files are") back "
            + "('dogs remove' drops \(one ? "it" : "them") for good)"
    }
}
