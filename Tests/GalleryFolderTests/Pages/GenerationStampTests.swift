@testable import GalleryFolder
import Testing

@Suite("GenerationStamp writes a front file's generation into it and reads it back")
struct GenerationStampTests {
    @Test("what is written in HTML or Markdown reads back", arguments: [0, 1, 12, 999_999_999_999_999])
    func roundTrip(_ generation: Int) {
        #expect(GenerationStamp.generation(in: "<html>\n\(GenerationStamp.comment(generation))\n") == generation)
        #expect(GenerationStamp.generation(in: "\(GenerationStamp.markdown(generation))\n# Dogs") == generation)
    }

    @Test("no stamp, no digits, or more digits than a generation has (16), read as none", arguments: [
        "<html>", "<!-- dogs generation -->", "<!-- dogs generation x1 -->", "<!-- dogs generation 1000000000000000 -->",
        "<!-- dogs generation 99999999999999999999999 -->",
    ])
    func none(_ text: String) {
        #expect(GenerationStamp.generation(in: text) == nil)
    }
}
