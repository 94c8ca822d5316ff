import Foundation
import Testing
@testable import DogGallery

@Suite("CompletionScript")
struct CompletionScriptTests {
    @Test("bash completes subcommands, options and arguments")
    func bash() throws {
        let script = CompletionScript.render(for: .bash, root: DogsCommand.root)

        #expect(try complete(script, ["dogs", "fe"]) == "fetch")
        #expect(try complete(script, ["dogs", "fetch", "--ma"]) == "--max-time --max-bytes")
        #expect(try complete(script, ["dogs", "completions", "z"]) == "zsh")
        #expect(try complete(script, ["dogs", "fetch", "--count", ""]) == "", "a value is the user's to type")
    }

    @Test("zsh and fish scripts parse (where those shells are installed; .ci/run installs them)",
          arguments: [Shell.zsh, .fish].filter { Self.executable($0.rawValue) != nil })
    func parses(_ shell: Shell) throws {
        let path = try #require(Self.executable(shell.rawValue))

        #expect(try run(path, ["-n"], input: CompletionScript.render(for: shell, root: DogsCommand.root)) == 0)
    }

    @Test("CI has the shells the parse test needs (.ci/run installs them)", .enabled(if: ProcessInfo.processInfo.environment["CI"] == "true"))
    func shellsInstalledOnCI() {
        for shell in [Shell.zsh, .fish] {
            #expect(Self.executable(shell.rawValue) != nil, "\(shell) is missing, so its completion script went unchecked")
        }
    }

    @Test("every option of every command is offered", arguments: Shell.allCases)
    func everyOption(_ shell: Shell) {
        let script = CompletionScript.render(for: shell, root: DogsCommand.root)

        for command in DogsCommand.root.subcommands {
            for option in command.options {
                #expect(script.contains(shell == .fish ? "-l \(option.name)" : "--\(option.name)"), "\(command.name) --\(option.name)")
            }
        }
    }

    private func complete(_ script: String, _ words: [String]) throws -> String {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = "\(script)\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _dogs; echo \"${COMPREPLY[*]}\""
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", program]
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func run(_ path: String, _ arguments: [String], input: String) throws -> Int32 {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-completion-\(UUID().uuidString)")
        try Data(input.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + [file.path]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private static func executable(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
