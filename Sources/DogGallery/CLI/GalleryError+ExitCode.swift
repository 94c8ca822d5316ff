import GalleryFolder

extension GalleryError: ExitCodeReason {
    var exitCode: ExitCode {
        switch self {
        case .cannotCreate, .cannotWrite, .cannotRead, .notAGallery, .symbolicLink, .insideGallery, .imagesMissing, .notDogsLock, .othersGallery, .notOwner, .notMember: .cannotCreate
        case .invalidManifest, .newerManifest: .dataError
        case .busy, .lockLost: .busy
        case .noGallery: .noInput
        }
    }
}
