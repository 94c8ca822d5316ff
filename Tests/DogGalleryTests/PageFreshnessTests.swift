import Testing
@testable import DogGallery

@Suite("PageFreshness tells pages out of step with the manifest")
struct PageFreshnessTests {
    @Test("pages are stale when one is missing or older than the manifest", arguments: [
        (10.0 as Double?, [11.0, 10.0] as [Double?], false),
        (10.0, [11.0, 9.5], true),
        (10.0, [11.0, nil], true),
        (10.0, [], false),
        (nil, [nil, 1.0], false),
    ])
    func stale(_ manifest: Double?, _ pages: [Double?], _ expected: Bool) {
        #expect(PageFreshness.isStale(manifestModified: manifest, pagesModified: pages) == expected)
    }
}
