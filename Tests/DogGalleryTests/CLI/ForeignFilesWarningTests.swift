@testable import DogGallery
import Testing

@Suite("ForeignFilesWarning")
struct ForeignFilesWarningTests {
    @Test("says nothing when there is nothing foreign")
    func none() {
        #expect(ForeignFilesWarning.lines(for: []) == [])
    }

    @Test("names a few files on one safe line", arguments: [
        (["logo.png"], "warning: images/ holds a file dogs did not make, left alone: 'logo.png'"),
        (["a", "b\u{1B}[31m"], "warning: images/ holds 2 files dogs did not make, left alone: 'a' and 'b [31m'"),
        (["1", "2", "3", "4", "5", "6", "7"], "warning: images/ holds 7 files dogs did not make, left alone: '1', '2', '3', '4', '5' and 2 more"),
    ])
    func lines(_ names: [String], _ line: String) {
        #expect(ForeignFilesWarning.lines(for: names) == [line])
    }
}
