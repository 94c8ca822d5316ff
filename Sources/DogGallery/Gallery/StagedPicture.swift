import Foundation

/// A complete, checked picture waiting in a temporary file until the gallery commits it.
public struct StagedPicture: Equatable, Sendable {
    public let temporaryFile: URL
    public let picture: Picture
}
