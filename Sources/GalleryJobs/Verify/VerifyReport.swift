import Foundation

/// What `dogs verify` found.
public struct VerifyReport: Equatable, Sendable {
    public let gallery: URL
    /// How many pictures the manifest lists.
    public let pictures: Int
    /// One line for each thing wrong with a picture's file, in the manifest's order.
    public let problems: [String]
    /// Names in `images/` the manifest does not list, sorted.
    public let unknownFiles: [String]
    /// The pictures away from `images/` (see `PictureAbsence`), in the manifest's order: no problem.
    public var away: [String] = []

    /// Files dogs leaves alone are no problem of the gallery's.
    public var isSound: Bool { problems.isEmpty }
}
