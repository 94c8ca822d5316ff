@testable import DogModel
import Foundation
@testable import GalleryFolder
import ModelTestSupport
import TestSupport
import Testing

@Suite("GalleryPages: what a run writes")
struct GalleryPagesTests {
    /// Page size, pictures before, pictures added, and how many breeds they come in.
    static let shapes: [(pageSize: Int, before: Int, added: Int, breeds: Int)] = [
        (1, 0, 1, 1), (1, 3, 2, 2), (2, 1, 1, 1), (2, 2, 3, 3), (3, 5, 1, 2), (3, 6, 7, 4), (7, 20, 3, 5), (7, 13, 1, 1),
        (7, 14, 14, 3), (10, 0, 25, 6), (100, 250, 3, 40), (5, 120, 60, 7),
        // Past four times the newest pictures an outline keeps, where it lets go of older ones.
        (2, 230, 3, 4), (100, 850, 5, 7),
    ]

    @Test("a fetch writes exactly the pages whose contents change, with the bytes dogs index would write", arguments: shapes)
    func aFetchWritesExactlyThePagesWhoseContentsChangeWithTheBytesDogsIndexWouldWrite(_ shape: (pageSize: Int, before: Int, added: Int, breeds: Int)) {
        let pictures = (0..<(shape.before + shape.added)).map { samplePicture(Self.breed($0, of: shape.breeds), "p\($0)", minute: $0) }
        var manifest = Manifest(pictures: Array(pictures.prefix(shape.before)), pageSize: shape.pageSize, generation: 4)
        let before = GalleryOutline(manifest)
        let everyFileBefore = Self.contents(GalleryPages.all(manifest))
        var after = before
        let numbered = after.add(Array(pictures.suffix(shape.added)))
        after.generation += 1
        manifest.append(numbered: numbered)
        manifest.generation += 1

        let written = Self.contents(GalleryPages.changed(adding: numbered, before: before, after: after))

        let everyFileAfter = Self.contents(GalleryPages.all(manifest))
        #expect(written.count == Array(GalleryPages.changed(adding: numbered, before: before, after: after)).count, "no file twice")
        for (name, contents) in written {
            #expect(everyFileAfter[name] == contents, "\(name) as dogs index writes it")
        }
        let differing = everyFileAfter.filter { everyFileBefore[$0.key] != $0.value }.keys
        #expect(Set(written.keys) == Set(differing), "written: \(written.keys.sorted()), differing: \(differing.sorted())")
        #expect(Set(everyFileBefore.keys).isSubset(of: everyFileAfter.keys), "adding pictures empties no page")
    }

    /// Page size, the pictures each fetch adds, and how many breeds they come in.
    static let runs: [(pageSize: Int, fetches: [Int], breeds: Int)] = [
        (1, [1, 1, 2, 1, 3], 1), (2, [1, 2, 1, 3, 2], 2), (3, [2, 2, 2, 5, 1, 4], 3), (3, [7, 1, 1, 1, 9], 4), (5, [4, 1, 6, 5, 11, 2], 5),
    ]

    @Test("fetch after fetch across page boundaries, the pages on disk are the ones dogs index writes, numbered and breed pages alike", arguments: runs)
    func fetchAfterFetchAcrossPageBoundariesThePagesOnDiskAreTheOnesDogsIndexWritesNumberedAndBreedPagesAlike(_ run: (pageSize: Int, fetches: [Int], breeds: Int)) {
        var manifest = Manifest(pageSize: run.pageSize, generation: 1)
        var onDisk = Self.contents(GalleryPages.all(manifest))
        var taken = 0
        for count in run.fetches {
            let pictures = (taken..<(taken + count)).map { samplePicture(Self.breed($0, of: run.breeds), "p\($0)", minute: $0) }
            taken += count
            let before = GalleryOutline(manifest)
            var after = before
            let numbered = after.add(pictures)
            after.generation += 1
            manifest.append(numbered: numbered)
            manifest.generation += 1

            onDisk.merge(Self.contents(GalleryPages.changed(adding: numbered, before: before, after: after))) { $1 }

            let everyFile = Self.contents(GalleryPages.all(manifest))
            #expect(Set(onDisk.keys) == Set(everyFile.keys), "after \(taken) pictures")
            for (name, contents) in everyFile where onDisk[name] != contents {
                Issue.record("after \(taken) pictures, \(name) is not what dogs index writes:\n\(onDisk[name] ?? "(missing)")")
            }
        }
    }

    @Test("every page of all pictures and of each breed, then the front files, index.html last")
    func everyPageOfAllPicturesAndOfEachBreedThenTheFrontFilesIndexHtmlLast() {
        let manifest = Manifest(pictures: (0..<5).map { samplePicture($0 < 3 ? "pug" : "akita", "p\($0)", minute: $0) }, pageSize: 2)

        #expect(GalleryPages.all(manifest).map(\.name) == [
            "pages/1.html", "pages/1.md", "pages/2.html", "pages/2.md", "pages/3.html", "pages/3.md",
            "pages/akita-1.html", "pages/akita-1.md", "pages/pug-1.html", "pages/pug-1.md", "pages/pug-2.html", "pages/pug-2.md",
            "feed.xml", "index.md", "index.html",
        ])
    }

    private static func breed(_ index: Int, of count: Int) -> String {
        ["pug", "akita", "hound-afghan", "komondor", "setter-english", "mix", "labrador"][(index * 5 + index / 3) % min(count, 7)]
    }

    private static func contents(_ files: some Sequence<RenderedFile>) -> [String: String] {
        Dictionary(files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }
}
