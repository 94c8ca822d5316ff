@testable import DogGallery
import Testing

@Suite("GalleryPath makes the gallery's path absolute")
struct GalleryPathTests {
    @Test("against the folder the command was typed in", arguments: [
        ("./gallery", "/home/me", "/home/me/gallery"), ("gallery", "/home/me", "/home/me/gallery"), ("../srv/dogs", "/home/me", "/home/srv/dogs"),
        ("/srv/dogs", "/home/me", "/srv/dogs"), ("/srv/dogs/", "/", "/srv/dogs"), ("/srv//my dogs/./", "/", "/srv/my dogs"), (".", "/home/me", "/home/me"),
    ])
    func absolute(_ path: String, _ folder: String, _ absolute: String) {
        #expect(GalleryPath.absolute(path, from: folder) == absolute)
    }
}
