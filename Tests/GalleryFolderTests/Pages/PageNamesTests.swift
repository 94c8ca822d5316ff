@testable import GalleryFolder
import Testing

@Suite("PageNames names the numbered pages in pages/")
struct PageNamesTests {
    @Test("a gallery's page and a breed's page, in each format", arguments: [
        (12, nil, PageNames.Format.html, "pages/12.html"),
        (1, nil, .markdown, "pages/1.md"),
        (3, "hound-afghan", .html, "pages/hound-afghan-3.html"),
        (3, "unnamed", .markdown, "pages/unnamed-3.md"),
    ] as [(Int, String?, PageNames.Format, String)])
    func path(_ page: Int, _ breed: String?, _ format: PageNames.Format, _ expected: String) {
        #expect(PageNames.path(page: page, breed: breed, format: format) == expected)
        #expect(PageNames.isPageName(String(expected.dropFirst("pages/".count))))
    }

    @Test("only names of the shape dogs writes count as pages", arguments: [
        "-3.html", "3.htm", "3.html.bak", "03.html", "0x3.md", ".html", "html", "pug-.html", "Pug-3.html", "pug_3.html",
        "../3.html", "hound--3.html", "3.HTML", "٣.html", "",
    ])
    func notAPage(_ name: String) {
        #expect(!PageNames.isPageName(name))
    }
}
