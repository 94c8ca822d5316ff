import Foundation
import Testing
import DogGallery

@Suite("DryRunSummary")
struct DryRunSummaryTests {
    @Test("lists each picture a fetch would download, then says nothing was written")
    func lines() {
        let dog = DogUI(url: URL(string: "https://images.dog.ceo/breeds/setter-english/n02100735_10038.jpg")!)

        let lines = DryRunSummary.lines(for: [PlannedDownload(dog: dog, stem: "setter-english_n02100735_10038")], in: URL(fileURLWithPath: "/srv/dogs"))

        #expect(lines == [
            "would download https://images.dog.ceo/breeds/setter-english/n02100735_10038.jpg (Setter English) as images/setter-english_n02100735_10038.*",
            "Would add 1 picture to /srv/dogs; nothing was written.",
        ])
    }
}
