@testable import DogGallery
import DogModel
@testable import Platform
import Testing

@Suite("ManualPage")
struct ManualPageTests {
    let page = ManualPage.render(root: RootCommand.spec)

    @Test("is a section 1 page with the usual sections")
    func sections() {
        #expect(page.hasPrefix(".TH DOGS 1 \"\" \"dogs \(DogsVersion.current)\" \"User Commands\"\n"))
        for section in [".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH \"EXIT STATUS\"", ".SH ENVIRONMENT", ".SH FILES", ".SH EXAMPLES"] {
            #expect(page.contains("\n\(section)\n"), "\(section)")
        }
    }

    @Test("documents every option and every exit code")
    func complete() {
        for command in RootCommand.spec.subcommands {
            #expect(page.contains(".SH \"DOGS \(command.name.uppercased())\""))
            for option in command.options {
                #expect(page.contains("\\fB\\-\\-\(ManualPage.escape(option.name))\\fR"), "--\(option.name)")
            }
        }
        for code in ExitCode.allCases {
            #expect(page.contains(".TP\n\\fB\(code.rawValue)\\fR\n"), "\(code.rawValue)")
        }
    }

    @Test("escapes what roff would read as its own", arguments: [
        ("--count", "\\-\\-count"), ("a\\b", "a\\eb"), (".starts with a dot", "\\&.starts with a dot"), ("'quote", "\\&'quote"),
    ])
    func escapes(_ text: String, _ escaped: String) {
        #expect(ManualPage.escape(text) == escaped)
    }
}
