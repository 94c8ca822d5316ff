import DogModel

/// A staged picture with its numbers in the gallery (see `GalleryOutline.number`): the one value a
/// commit takes for each picture, the temporary file it puts in place and the record it writes,
/// whose file name, numbers and so pages are this picture's wherever they are read.
struct NumberedPicture: Equatable, Sendable {
    /// The temporary file's name in `images/`.
    package let temporaryName: String
    /// As the manifest records it.
    package let picture: Picture
}
