/// Why the gallery folder could not be used, each with a one-line message for a person.
public enum GalleryError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotCreate(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case unreadableManifest(path: String, reason: String)
    case busy(path: String)
    case noGallery(path: String)

    public var description: String {
        switch self {
        case let .cannotCreate(path, reason):
            "cannot create the gallery folder \(path): \(reason)"
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason)"
        case let .unreadableManifest(path, reason):
            "\(path) is not a manifest dogs can read (\(reason)); move it aside to start a new gallery"
        case let .busy(path):
            "another dogs run is updating \(path); try again when it has finished"
        case let .noGallery(path):
            "\(path) holds no gallery (no manifest.json); 'dogs fetch --out \(path)' starts one"
        }
    }
}
