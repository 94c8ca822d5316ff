@testable import DogModel
import Foundation
@testable import GalleryFolder
import ModelTestSupport
import TestSupport
import Testing

@Suite("GalleryOutline gathers what the pages are rendered from")
struct GalleryOutlineTests {
    private static let breeds = ["pug", "akita", "hound-afghan", "husky"]

    /// A manifest of `count` pictures whose breeds come in runs, so that breed pages fill unevenly.
    private func manifest(_ count: Int, pageSize: Int) -> Manifest {
        let pictures = (0..<count).map { samplePicture(Self.breeds[($0 / 3 + $0 * $0) % Self.breeds.count], "p\($0)", minute: $0) }
        return Manifest(pictures: pictures, siteURL: URL(string: "https://example.org/dogs/"), pageSize: pageSize, generation: 3)
    }

    /// The outline of `pictures` taken one by one.
    private func outline(_ pictures: ArraySlice<Picture>, of manifest: Manifest) -> GalleryOutline {
        var outline = GalleryOutline(pageSize: manifest.pageSize, siteURL: manifest.siteURL, generation: manifest.generation)
        pictures.forEach { outline.take($0) }
        return outline
    }

    @Test("numbers staged pictures on from the newest, in the gallery and in their breed, each with its own temporary file")
    func number() {
        var outline = GalleryOutline(Manifest(pictures: [samplePicture("pug", "a"), samplePicture("akita", "b")]))
        let staged = [StagedPicture(temporaryName: ".t1", picture: samplePicture("pug", "c")), StagedPicture(temporaryName: ".t2", picture: samplePicture("beagle", "d"))]

        let numbered = outline.number(staged)

        #expect(numbered.map(\.temporaryName) == [".t1", ".t2"])
        #expect(numbered.map(\.picture.file) == staged.map(\.picture.file))
        #expect(numbered.map(\.picture.number) == [3, 4])
        #expect(numbered.map(\.picture.breedNumber) == [2, 1])
        #expect(outline.count == 4)
    }

    @Test("taken in two pieces and merged, cut anywhere, it renders and numbers as taken whole", arguments: [(3, 40), (2, 230), (100, 7)])
    func merge(_ pageSize: Int, _ count: Int) {
        let manifest = manifest(count, pageSize: pageSize)
        let whole = GalleryOutline(manifest)
        let added = [samplePicture("pug", "new", minute: 999), samplePicture("beagle", "new", minute: 999)]
        var wholeAfter = whole
        let numbered = wholeAfter.add(added)

        for split in Set([0, 1, count / 3, count / 2, count - pageSize, count - 1, count].filter { (0...count).contains($0) }) {
            var merged = outline(manifest.pictures[..<split], of: manifest)
            merged.merge(outline(manifest.pictures[split...], of: manifest))

            #expect(merged.count == whole.count && merged.pages == whole.pages && merged.breeds == whole.breeds, "cut at \(split)")
            #expect(merged.first == whole.first && merged.lastAdded == whole.lastAdded && merged.numbering == whole.numbering, "cut at \(split)")
            #expect(HTMLPages.front(merged) == HTMLPages.front(whole), "cut at \(split)")
            #expect(MarkdownPages.front(merged) == MarkdownPages.front(whole), "cut at \(split)")
            #expect(AtomFeed.render(merged) == AtomFeed.render(whole), "cut at \(split)")
            var mergedAfter = merged
            #expect(mergedAfter.add(added) == numbered)
            #expect(
                GalleryPages.changed(adding: numbered, before: merged, after: mergedAfter).map(\.contents)
                    == GalleryPages.changed(adding: numbered, before: whole, after: wholeAfter).map(\.contents),
                "cut at \(split)"
            )
        }
    }
}
