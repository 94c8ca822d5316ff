import ArgumentParsing
@testable import DogGallery

extension Invocation<any DogsSubcommand> {
    /// The help the command line asks for; nil for a command to run.
    var help: String? {
        if case let .help(text) = self { text } else { nil }
    }
}
