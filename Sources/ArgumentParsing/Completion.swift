/// What a shell offers for an option's value or an argument when Tab is pressed.
package enum Completion: Equatable, Sendable {
    /// Nothing: the value is the user's to type.
    case none
    /// The folders there, as the shell's own folder completion offers them (ending in `/`).
    case folders
    /// These words.
    case words([String])
    /// These names, which may hold spaces ("Golden Retriever"), each with what it stands for;
    /// matched without regard to case, as people type names in lower case.
    case names([Candidate])
    /// The files in `subfolder` of the folder the command's folder option names; without it, of
    /// the working folder when it holds `marker` (or of its parent, from a folder inside it), else
    /// of `fallback`.
    case files(in: String, marker: String, fallback: String)
}

extension Completion {
    /// A name offered, and what a shell that shows descriptions (fish, zsh) shows beside it.
    package struct Candidate: Equatable, Sendable {
        package let name: String
        package let description: String

        package init(_ name: String, _ description: String) {
            self.name = name
            self.description = description
        }
    }
}
