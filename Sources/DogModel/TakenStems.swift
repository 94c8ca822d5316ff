import PureSupport

/// The stems a new picture must not take, so that its file never lands on another's: those of
/// the manifest's pictures, in every format dogs keeps, and those of any other name in `images/`.
package struct TakenStems: Sendable, ExpressibleByArrayLiteral {
    private let manifestFiles: DigestSet
    /// Lower case, as the stems dogs gives are: a case-insensitive file system would clash too.
    private let others: Set<String>

    /// - Parameters:
    ///   - manifestFiles: the manifest's `images/<name>` files.
    ///   - otherNames: every other name in `images/`.
    package init(manifestFiles: DigestSet, otherNames: [String]) {
        self.manifestFiles = manifestFiles
        others = Set(otherNames.map { PictureNaming.stem(ofName: $0).lowercased() })
    }

    /// Taken stems, as a test states them.
    package init(arrayLiteral stems: String...) {
        self.init(manifestFiles: [], otherNames: stems)
    }

    func contains(_ stem: String) -> Bool {
        others.contains(stem)
            || ImageFormat.allCases.contains { manifestFiles.contains(GalleryLayout.file(forImage: stem + "." + $0.fileExtension)) }
    }
}
