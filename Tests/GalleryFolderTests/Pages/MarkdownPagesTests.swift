@testable import DogModel
import Foundation
@testable import GalleryFolder
import ModelTestSupport
import TestSupport
import Testing

@Suite("MarkdownPages renders index.md and the numbered pages")
struct MarkdownPagesTests {
    @Test("a title, the count, the breeds linked to their newest pages, then the newest pictures, each linked to its file")
    func aTitleTheCountTheBreedsLinkedToTheirNewestPagesThenTheNewestPicturesEachLinkedToItsFile() {
        let manifest = Manifest(pictures: [
            samplePicture("komondor", "a", minute: 0),
            samplePicture("setter-english", "b", minute: 1),
            samplePicture("komondor", "c", minute: 2),
        ], generation: 7)

        #expect(MarkdownPages.front(GalleryOutline(manifest)) == """
        [//]: # (dogs generation 7)
        # Dogs

        3 pictures, updated 2026-11-18 11:08 UTC.

        Breeds: [English Setter](pages/setter-english-1.md) (1) · [Komondor](pages/komondor-1.md) (2)

        [![Komondor](images/komondor_c.jpg)](images/komondor_c.jpg)\\
        *Komondor, added 2026-11-18 11:08 UTC*

        [![English Setter](images/setter-english_b.jpg)](images/setter-english_b.jpg)\\
        *English Setter, added 2026-11-18 11:07 UTC*

        [![Komondor](images/komondor_a.jpg)](images/komondor_a.jpg)\\
        *Komondor, added 2026-11-18 11:06 UTC*

        """)
    }

    @Test("a picture links to its file, both paths encoded as link destinations and its name escaped", arguments: [
        (file: "images/pug_a.jpg", root: "", entry: "[![Pug](images/pug_a.jpg)](images/pug_a.jpg)"),
        ("images/pug_a.jpg", "../", "[![Pug](../images/pug_a.jpg)](../images/pug_a.jpg)"),
        ("images/a b(1)].jpg", "../", "[![Pug](../images/a%20b%281%29%5D.jpg)](../images/a%20b%281%29%5D.jpg)"),
    ])
    func aPictureLinksToItsFileBothPathsEncodedAsLinkDestinationsAndItsNameEscaped(file: String, root: String, entry: String) {
        let picture = Picture(
            source: URL(string: "https://images.dog.ceo/x.jpg")!, breed: "pug", subBreed: nil,
            file: file, bytes: 1, sha256: "", added: Date(timeIntervalSince1970: 0)
        )

        #expect(MarkdownPages.entry(picture, root: root).hasPrefix(entry + "\\\n"), "\(MarkdownPages.entry(picture, root: root))")
    }

    @Test("a caption stands under its picture: a hard line break, not a soft one that renders beside it")
    func aCaptionStandsUnderItsPictureAHardLineBreakNotASoftOneThatRendersBesideIt() {
        let entry = MarkdownPages.entry(samplePicture("pug", "a"), root: "")

        #expect(entry.split(separator: "\n", omittingEmptySubsequences: false).first?.hasSuffix(".jpg)\\") == true, "\(entry)")
    }

    @Test("a numbered page links home, its pictures from the pages folder, then to older pictures")
    func aNumberedPageLinksHomeItsPicturesFromThePagesFolderThenToOlderPictures() {
        let markdown = MarkdownPages.page(ListingPage(number: 2, breed: nil, pictures: [samplePicture("pug", "a")], older: 1, newer: nil))

        #expect(markdown == """
        [//]: # (dogs page)
        # Page 2

        [All dogs](../index.md) · 1 picture

        [![Pug](../images/pug_a.jpg)](../images/pug_a.jpg)\\
        *Pug, added 2026-11-18 11:06 UTC*

        [All dogs](../index.md) · [Older pictures](1.md)

        """)
    }

    @Test("after its pictures, a numbered page links to the newer page, the front page and the older page of its listing, those there are", arguments: [
        (older: 2, newer: 4, links: "[Newer pictures](a-b-4.md) · [All dogs](../index.md) · [Older pictures](a-b-2.md)"),
        (nil, 4, "[Newer pictures](a-b-4.md) · [All dogs](../index.md)"),
        (1, nil, "[All dogs](../index.md) · [Older pictures](a-b-1.md)"),
        (nil, nil, "[All dogs](../index.md)"),
    ] as [(older: Int?, newer: Int?, links: String)])
    func afterItsPicturesANumberedPageLinksToTheNewerPageTheFrontPageAndTheOlderPageOfItsListingThoseThereAre(older: Int?, newer: Int?, links: String) {
        let markdown = MarkdownPages.page(ListingPage(number: 3, breed: ("a-b", "A B"), pictures: [samplePicture("pug", "a")], older: older, newer: newer))

        #expect(markdown.hasSuffix("*\n\n\(links)\n"), "\(markdown)")
    }

    @Test("a page is headed by its escaped breed name, and by its number only when its listing has several pages", arguments: [
        (breed: ("a-b", "A*B"), number: 3, older: 2, newer: nil, heading: "A\\*B, page 3"), (("a-b", "A*B"), 1, nil, 2, "A\\*B, page 1"),
        (("a-b", "A*B"), 1, nil, nil, "A\\*B"), (nil, 2, 1, 3, "Page 2"), (nil, 1, nil, nil, "All pictures"),
    ] as [(breed: (key: String, name: String)?, number: Int, older: Int?, newer: Int?, heading: String)])
    func aPageIsHeadedByItsEscapedBreedNameAndByItsNumberOnlyWhenItsListingHasSeveralPages(_ breed: (key: String, name: String)?, _ number: Int, _ older: Int?, _ newer: Int?, _ heading: String) {
        let page = ListingPage(number: number, breed: breed, pictures: [], older: older, newer: newer)

        #expect(MarkdownPages.page(page).hasPrefix("[//]: # (dogs page)\n# \(heading)\n"))
    }

    @Test("a link destination keeps unreserved characters and slashes and percent-encodes every other byte", arguments: [
        ("images/pug_a.jpg", "images/pug_a.jpg"), ("pages/hound-afghan-3.md", "pages/hound-afghan-3.md"), ("~-._/AZaz09", "~-._/AZaz09"),
        ("a b", "a%20b"), ("é", "%C3%A9"), ("(x)<y>", "%28x%29%3Cy%3E"), ("\n\u{0}", "%0A%00"), ("100%", "100%25"), ("javascript:x", "javascript%3Ax"),
        ("\u{7F}", "%7F"), ("", ""),
    ])
    func aLinkDestinationKeepsUnreservedCharactersAndSlashesAndPercentEncodesEveryOtherByte(_ path: String, _ encoded: String) {
        #expect(MarkdownPages.destination(path) == encoded)
    }

    @Test("escapes each ASCII punctuation character with a backslash, and nothing else", arguments: [
        ("!", #"\!"#), ("\"", #"\""#), ("#", ##"\#"##), ("$", #"\$"#), ("%", #"\%"#), ("&", #"\&"#), ("'", #"\'"#), ("(", #"\("#),
        (")", #"\)"#), ("*", #"\*"#), ("+", #"\+"#), (",", #"\,"#), ("-", #"\-"#), (".", #"\."#), ("/", #"\/"#), (":", #"\:"#),
        (";", #"\;"#), ("<", #"\<"#), ("=", #"\="#), (">", #"\>"#), ("?", #"\?"#), ("@", #"\@"#), ("[", #"\["#), ("\\", #"\\"#),
        ("]", #"\]"#), ("^", #"\^"#), ("_", #"\_"#), ("`", #"\`"#), ("{", #"\{"#), ("|", #"\|"#), ("}", #"\}"#), ("~", #"\~"#),
        ("a", "a"), ("Z", "Z"), ("0", "0"), (" ", " "), ("é", "é"), ("＊", "＊"), ("", ""),
    ] as [(String, String)])
    func escapesEachASCIIPunctuationCharacterWithABackslashAndNothingElse(_ text: String, _ escaped: String) {
        #expect(MarkdownPages.escape(text) == escaped)
    }

    @Test("escapes Markdown and HTML in names from the API")
    func escapesMarkdownAndHTMLInNamesFromTheAPI() {
        let hostile = Picture(
            source: URL(string: "https://images.dog.ceo/x.jpg")!, breed: "<img src=x>*[a](b)_#", subBreed: nil,
            file: "images/x.jpg", bytes: 1, sha256: "", added: Date(timeIntervalSince1970: 0)
        )

        let markdown = MarkdownPages.front(GalleryOutline(Manifest(pictures: [hostile])))

        #expect(markdown.contains(##"[![\<img src\=x\>\*\[a\]\(b\)\_\#](images/x.jpg)](images/x.jpg)"##))
        let unescaped = zip(markdown.dropFirst(), markdown).filter { $0.0 == "<" && $0.1 != "\\" }
        #expect(unescaped.isEmpty, "no raw HTML")
    }

    @Test("says how to add pictures when the gallery is empty")
    func saysHowToAddPicturesWhenTheGalleryIsEmpty() {
        #expect(MarkdownPages.front(GalleryOutline(Manifest())) == "[//]: # (dogs generation 1)\n# Dogs\n\n0 pictures.\n\nNo pictures yet. Run `dogs fetch` to add some.\n")
    }
}
