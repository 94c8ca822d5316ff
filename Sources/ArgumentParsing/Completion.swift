/// What a shell offers for an option's value or an argument when Tab is pressed.
package enum Completion: Equatable, Sendable {
    /// Nothing: the value is the user's to type.
    case none
    /// The folders there, as the shell's own folder completion offers them (ending in `/`).
    case folders
    /// These words.
    case words([String])
    /// The files in `subfolder` of the folder the command's folder option names; without it, of
    /// the working folder when it holds `marker` (or of its parent, from a folder inside it), else
    /// of `fallback`.
    case files(in: String, marker: String, fallback: String)
}
