import ArgumentParsing

/// What a command of `dogs` is, as swift-argument-parser's `CommandConfiguration` says it: its
/// name, what it is for, the exit codes it gives, and examples, for its help and the manual page.
struct CommandConfiguration: Sendable {
    let name: String
    let abstract: String
    let discussion: String
    let exitCodes: ExitCodeTable
    /// The help's sections after its exit codes, the examples last.
    let sections: [HelpSection]

    /// `more`: sections between the exit codes and the examples (the root's ENVIRONMENT).
    init(
        name: String, abstract: String, discussion: String = "", exitCodes: ExitCodeTable, more: [HelpSection] = [], examples: [HelpSection.Row] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.exitCodes = exitCodes
        sections = [exitCodes.section] + more + (examples.isEmpty ? [] : [HelpSection(title: "EXAMPLES", rows: examples, layout: .examples)])
    }
}
