@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import TestSupport
import Testing

@Suite("GalleryPlan decides what to download")
struct GalleryPlanTests {
    @Test("plans every new picture with its name")
    func plansNewPictures() {
        let plan = GalleryPlan.downloads(from: [dog("pug/a.jpg"), dog("hound-afghan/b.jpg")], excluding: [], avoiding: [], limit: 5)

        #expect(plan == [
            PlannedDownload(dog: dog("pug/a.jpg"), stem: "pug_a"),
            PlannedDownload(dog: dog("hound-afghan/b.jpg"), stem: "hound-afghan_b"),
        ])
    }

    @Test("skips pictures the gallery already holds and repeats within one answer")
    func skipsKnownAndRepeated() {
        let plan = GalleryPlan.downloads(
            from: [dog("pug/a.jpg"), dog("pug/b.jpg"), dog("pug/b.jpg"), dog("pug/c.jpg")],
            excluding: DigestSet([dog("pug/a.jpg").url].map(GalleryPlan.identity)), avoiding: [], limit: 5
        )

        #expect(plan.map(\.stem) == ["pug_b", "pug_c"])
    }

    @Test("knows a picture served by a mirror on another host or port")
    func mirrors() {
        let mirrored = DogUI(url: URL(string: "http://127.0.0.1:8080/breeds/pug/a.jpg")!)

        let plan = GalleryPlan.downloads(from: [mirrored], excluding: DigestSet([dog("pug/a.jpg").url].map(GalleryPlan.identity)), avoiding: [], limit: 5)

        #expect(plan.isEmpty)
    }

    @Test("takes no more than the limit", arguments: [0, 1, 2, -1])
    func limit(_ limit: Int) {
        let plan = GalleryPlan.downloads(from: [dog("pug/a.jpg"), dog("pug/b.jpg"), dog("pug/c.jpg")], excluding: [], avoiding: [], limit: limit)

        #expect(plan.count == max(0, min(limit, 3)))
    }

    @Test("never reuses a taken name, nor one name twice")
    func uniqueNames() {
        let plan = GalleryPlan.downloads(
            from: [dog("pug/a.jpg"), dog("pug/a.png")],
            excluding: [], avoiding: ["pug_a"], limit: 5
        )

        #expect(plan.map(\.stem) == ["pug_a-2", "pug_a-3"])
    }

    private func dog(_ path: String) -> DogUI {
        DogUI(url: URL(string: "https://images.dog.ceo/breeds/\(path)")!)
    }
}
