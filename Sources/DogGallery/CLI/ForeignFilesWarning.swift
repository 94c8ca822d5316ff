import DogModel
import Platform
import PureSupport

/// The one warning line about files in `images/` that dogs did not make and leaves alone.
package enum ForeignFilesWarning {
    /// How many names the line shows before "and N more".
    static let shownNames = 5

    /// One line, or none when there is nothing foreign.
    package static func lines(for names: [String]) -> [String] {
        guard !names.isEmpty else { return [] }
        let files = names.count == 1 ? "a file" : "\(names.count) files"
        return ["warning: \(GalleryLayout.imagesFolder)/ holds \(files) dogs did not make, left alone: \(ProseList.quoted(names, shown: shownNames))"]
    }
}
