import Foundation

/// What `dogs verify` found.
package struct VerifyReport: Equatable, Sendable {
    package let gallery: URL
    /// How many pictures the manifest lists.
    package let pictures: Int
    /// One line for each thing wrong with a picture's file, in the manifest's order.
    package let problems: [String]
    /// Names in `images/` the manifest does not list, sorted.
    package let unknownFiles: [String]
    /// The pictures away from `images/` (see `PictureAbsence`), in the manifest's order: no problem.
    package var away: [String] = []

    /// Files dogs leaves alone are no problem of the gallery's.
    package var isSound: Bool { problems.isEmpty }
}
