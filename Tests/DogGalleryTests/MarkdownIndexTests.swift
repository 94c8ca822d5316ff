import Foundation
import Testing
@testable import DogGallery

@Suite("MarkdownIndex renders index.md from the manifest")
struct MarkdownIndexTests {
    @Test("a title, the count, a breed list, and a section per breed with its pictures newest first")
    func layout() {
        let manifest = Manifest(pictures: [
            samplePicture("komondor", "a", minute: 0),
            samplePicture("setter-english", "b", minute: 1),
            samplePicture("komondor", "c", minute: 2),
        ])

        #expect(MarkdownIndex.render(manifest) == """
        # Dogs

        3 pictures, updated 2026-11-18 11:08 UTC.

        - [Komondor](#komondor) (2)
        - [Setter English](#setter-english) (1)

        ## Komondor

        ![Komondor](images/komondor_c.jpg)
        *Komondor, added 2026-11-18 11:08 UTC*

        ![Komondor](images/komondor_a.jpg)
        *Komondor, added 2026-11-18 11:06 UTC*

        ## Setter English

        ![Setter English](images/setter-english_b.jpg)
        *Setter English, added 2026-11-18 11:07 UTC*

        """)
    }

    @Test("escapes each ASCII punctuation character with a backslash, and nothing else", arguments: [
        ("!", #"\!"#), ("\"", #"\""#), ("#", ##"\#"##), ("$", #"\$"#), ("%", #"\%"#), ("&", #"\&"#), ("'", #"\'"#), ("(", #"\("#),
        (")", #"\)"#), ("*", #"\*"#), ("+", #"\+"#), (",", #"\,"#), ("-", #"\-"#), (".", #"\."#), ("/", #"\/"#), (":", #"\:"#),
        (";", #"\;"#), ("<", #"\<"#), ("=", #"\="#), (">", #"\>"#), ("?", #"\?"#), ("@", #"\@"#), ("[", #"\["#), ("\\", #"\\"#),
        ("]", #"\]"#), ("^", #"\^"#), ("_", #"\_"#), ("`", #"\`"#), ("{", #"\{"#), ("|", #"\|"#), ("}", #"\}"#), ("~", #"\~"#),
        ("a", "a"), ("Z", "Z"), ("0", "0"), (" ", " "), ("é", "é"), ("＊", "＊"), ("", ""),
    ])
    func escapesPunctuation(_ text: String, _ escaped: String) {
        #expect(MarkdownIndex.escape(text) == escaped)
    }

    @Test("escapes Markdown and HTML in names from the API")
    func escapes() {
        let hostile = Picture(
            source: URL(string: "https://images.dog.ceo/x.jpg")!, breed: "<img src=x>*[a](b)_#", subBreed: nil,
            file: "images/x.jpg", bytes: 1, sha256: "", added: Date(timeIntervalSince1970: 0)
        )

        let markdown = MarkdownIndex.render(Manifest(pictures: [hostile]))

        #expect(markdown.contains(##"## \<img src\=x\>\*\[a\]\(b\)\_\#"##))
        let unescaped = zip(markdown.dropFirst(), markdown).filter { $0.0 == "<" && $0.1 != "\\" }
        #expect(unescaped.isEmpty, "no raw HTML")
    }

    @Test("links headings the way Git forges anchor them", arguments: [
        ("Setter English", "setter-english"), ("Komondor", "komondor"), ("<b>Pug</b>", "bpugb"), ("Coton-de_Tulear 2", "coton-de_tulear-2"),
    ])
    func slugs(_ heading: String, _ slug: String) {
        #expect(MarkdownIndex.headingSlug(heading) == slug)
    }

    @Test("says how to add pictures when the gallery is empty")
    func empty() {
        #expect(MarkdownIndex.render(Manifest()) == "# Dogs\n\n0 pictures.\n\nNo pictures yet. Run `dogs fetch` to add some.\n")
    }
}
