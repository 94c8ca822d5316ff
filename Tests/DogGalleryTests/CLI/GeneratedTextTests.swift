@testable import ArgumentParsing
@testable import DogGallery
import Foundation
import TestSupport
import Testing

/// Every text `dogs` generates for people and shells, pinned byte for byte to the files in
/// `Tests/Golden/` (see `expectGolden`), so that any change to a generator fails here on purpose.
@Suite("Generated texts match their golden files")
struct GeneratedTextTests {
    static let commands = [RootCommand.spec] + RootCommand.spec.subcommands

    @Test("the help of every command", arguments: commands.map(\.name))
    func help(_ name: String) throws {
        let command = try #require(Self.commands.first { $0.name == name })

        try expectGolden(HelpFormatter.help(for: command), named: "help-\(name).txt")
    }

    @Test("each shell's completion script", arguments: Shell.allCases)
    func completion(_ shell: Shell) throws {
        try expectGolden(CompletionScript.render(for: shell, root: RootCommand.spec), named: "completion.\(shell.rawValue)")
    }

    @Test("the manual page")
    func manual() throws {
        try expectGolden(ManualPage.render(root: RootCommand.spec), named: "dogs.1")
    }
}
