import DogModel
import Foundation

/// A manifest record for a picture in `breeds/<folder>/<stem>.jpg` (at `source`, else on
/// images.dog.ceo), added `minute` minutes after a fixed moment.
package func samplePicture(_ folder: String, _ stem: String, minute: Int = 0, pixels: PixelSize? = nil, source: String? = nil) -> Picture {
    let dog = DogUI(url: URL(string: source ?? "https://images.dog.ceo/breeds/\(folder)/\(stem).jpg")!)
    return Picture(
        source: dog.url, breed: dog.breed, subBreed: dog.subBreed,
        file: "images/\(folder)_\(stem).jpg", bytes: 100, sha256: String(repeating: "a", count: 64),
        added: Date(timeIntervalSince1970: 1_795_000_000 + Double(minute) * 60), pixels: pixels
    )
}

package extension Picture {
    /// The same picture with other recorded bytes.
    func with(bytes: Int, sha256: String) -> Picture {
        Picture(source: source, breed: breed, subBreed: subBreed, file: file, bytes: bytes, sha256: sha256, added: added, pixels: pixels,
                number: number, breedNumber: breedNumber, away: away)
    }
}

/// The smallest shapes of a whole JPEG and PNG: their signature, a little header, their end marker.
package let jpegBytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0xFF, 0xD9])
package let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x00] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
