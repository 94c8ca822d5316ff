@testable import ArgumentParsing
@testable import DogGallery
import Foundation
import TestSupport
import Testing

@Suite("CompletionScript")
struct CompletionScriptTests {
    @Test("every option of every command is offered", arguments: Shell.allCases)
    func everyOption(_ shell: Shell) {
        let script = CompletionScript.render(for: shell, root: RootCommand.spec)

        for command in RootCommand.spec.subcommands {
            for option in command.options {
                #expect(script.contains(shell == .fish ? "-l \(option.name)" : "--\(option.name)"), "\(command.name) --\(option.name)")
            }
        }
    }
}
