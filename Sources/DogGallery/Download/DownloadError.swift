/// Why one picture was not saved. The others go on regardless.
public enum DownloadError: Error, Equatable, Sendable, CustomStringConvertible {
    case connectivity(reason: String)
    case httpStatus(Int)
    case notAPicture
    case storage(GalleryError)

    public var description: String {
        switch self {
        case let .connectivity(reason): "could not download: \(reason)"
        case let .httpStatus(code): "the server answered HTTP \(code)"
        case .notAPicture: "the answer is not a JPEG, PNG, GIF or WebP picture"
        case let .storage(error): error.description
        }
    }
}
