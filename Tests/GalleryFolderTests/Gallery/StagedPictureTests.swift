@testable import DogModel
import Foundation
@testable import GalleryFolder
import TestSupport
import Testing

@Suite("StagedPicture turns a downloaded file into the gallery's record")
struct StagedPictureTests {
    private func planned(_ path: String) -> PlannedDownload {
        let dog = DogUI(url: URL(string: "https://images.dog.ceo/breeds/\(path)")!)
        return PlannedDownload(dog: dog, stem: PictureNaming.stem(for: dog))
    }

    private func downloaded(_ format: ImageFormat = .jpeg) -> DownloadedFile {
        DownloadedFile(temporaryName: ".dogs-tmp-1-1", bytes: 1234, sha256: String(repeating: "ab", count: 32), format: format, pixels: PixelSize(width: 4, height: 3))
    }

    @Test("records where it came from, its breed, its file in images/ and what the download measured")
    func record() {
        let staged = StagedPicture(downloaded(), as: planned("setter-english/n02100735_10038.jpg"), added: Date(timeIntervalSince1970: 1_700_000_000))

        #expect(staged.temporaryName == ".dogs-tmp-1-1")
        #expect(staged.picture == Picture(
            source: URL(string: "https://images.dog.ceo/breeds/setter-english/n02100735_10038.jpg")!, breed: "setter", subBreed: "english",
            file: "images/setter-english_n02100735_10038.jpg", bytes: 1234, sha256: String(repeating: "ab", count: 32),
            added: Date(timeIntervalSince1970: 1_700_000_000), pixels: PixelSize(width: 4, height: 3)
        ))
    }

    @Test("takes the file's extension from the format its bytes showed, not from the link", arguments: [
        (ImageFormat.png, "images/pug_looks-like-a.png"), (.gif, "images/pug_looks-like-a.gif"), (.webp, "images/pug_looks-like-a.webp"),
        (.jpeg, "images/pug_looks-like-a.jpg"),
    ])
    func fileExtension(_ format: ImageFormat, _ file: String) {
        #expect(StagedPicture(downloaded(format), as: planned("pug/looks-like-a.jpg"), added: .distantPast).picture.file == file)
    }

    @Test("records the time added in whole seconds, as the manifest keeps it", arguments: [
        (1_700_000_000.75, 1_700_000_000.0), (1_700_000_000.0, 1_700_000_000.0), (0.999, 0.0),
    ])
    func wholeSeconds(_ time: Double, _ recorded: Double) {
        let staged = StagedPicture(downloaded(), as: planned("pug/a.jpg"), added: Date(timeIntervalSince1970: time))

        #expect(staged.picture.added == Date(timeIntervalSince1970: recorded))
    }
}
