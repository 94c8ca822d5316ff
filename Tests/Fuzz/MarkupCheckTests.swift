@testable import DogModel
import Foundation
@testable import GalleryFolder
import Testing

/// The renderers' properties are only as strict as the checks they use: each check finds what
/// it is there to find, and passes the pages dogs writes.
@Suite("The markup checks of the renderers' fuzz target")
struct MarkupCheckTests {
    private static let page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<!-- dogs page -->\n<style>a>b{}</style>\n</head>\n<body>\n"

    @Test("pass every page dogs renders, with markup and quotes in every field")
    func renderedPages() {
        var manifest = Manifest(pictures: [
            Picture(source: URL(string: "https://images.dog.ceo/breeds/x/a.jpg?q=<1>&r='2'")!, breed: "<b>\"pug\"</b>", subBreed: "&amp;", file: "images/a.jpg",
                    bytes: 1, sha256: String(repeating: "a", count: 64), added: Date(timeIntervalSince1970: 0), pixels: PixelSize(width: 1, height: 2)),
        ], siteURL: URL(string: "https://example.org/a?b=1&c=2"), pageSize: 1, generation: 2)
        manifest.title = "<script>alert('x')</script> & co"
        let files = Array(GalleryPages.all(manifest))

        #expect(files.count > 3)
        for file in files where file.name.hasSuffix(".html") {
            #expect(MarkupCheck.htmlProblem(file.contents) == nil, "\(file.name)")
        }
        for file in files where file.name.hasSuffix(".md") {
            #expect(MarkupCheck.markdownProblem(file.contents) == nil, "\(file.name)")
        }
    }

    @Test("find markup that text from outside could have brought into a page", arguments: [
        "<p><script>alert(1)</script></p>", "<p>a < b</p>", "<p>a > b</p>", "<p>fish & chips</p>", "<img src=x>",
        "<img src=\"x\" onerror=\"alert(1)\">", "<a href=\"javascript:alert(1)\">x</a>", "<a href=\"data:text/html,x\">x</a>",
        "<img src=\"x\" alt=\"a\"b\">", "<p", "<a href=\"JavaScript&#58;x\">x</a>",
    ])
    func htmlProblems(_ body: String) {
        #expect(MarkupCheck.htmlProblem(Self.page + body + "</body>\n</html>\n") != nil)
    }

    @Test("pass what dogs writes itself", arguments: [
        "<p>a &lt; b &amp; &quot;c&quot; &#39;d&#39;</p>", "<a href=\"pages/2.html\">2</a>", "<p><a href=\"3.html\" rel=\"next\">Newer pictures</a> · <a href=\"1.html\" rel=\"prev\">Older pictures</a></p>", "<a href=\"https://example.org/?a=1&amp;b=2\">x</a>",
        "<figure><a href=\"images/a.jpg\"><img src=\"images/a.jpg\" alt=\"Pug\" width=\"1\" height=\"2\" loading=\"lazy\" decoding=\"async\"></a></figure>",
        // Found by fuzzing: read as Swift characters, a quote and the combining mark after it were one.
        "<img src=\"a.jpg\" alt=\"\u{0597}m\">", "<p>\u{0301}&amp;\u{0301}</p>",
    ])
    func htmlSound(_ body: String) {
        #expect(MarkupCheck.htmlProblem(Self.page + body + "</body>\n</html>\n") == nil)
    }

    @Test("find raw HTML and links with other schemes in Markdown", arguments: [
        "a <b>bold</b>", "<!-- c -->", "\\\\<i>", "[x](javascript:alert(1))", "![x](data:image/png;base64,AA)", "[![x](images/a.jpg)](javascript:alert(1))", "<https://example.org>",
    ])
    func markdownProblems(_ markdown: String) {
        #expect(MarkupCheck.markdownProblem(markdown) != nil)
    }

    @Test("pass escaped markup and relative or web links in Markdown", arguments: [
        "a \\<b\\>bold\\</b\\>", "[x](pages/2.md)", "![Pug](images/a.jpg)\\", "[![Pug](images/a.jpg)](images/a.jpg)\\", "[x](https://example.org/)", "[//]: # (dogs page)", "\\[x\\]\\(javascript:y\\)",
    ])
    func markdownSound(_ markdown: String) {
        #expect(MarkupCheck.markdownProblem(markdown) == nil)
    }
}
