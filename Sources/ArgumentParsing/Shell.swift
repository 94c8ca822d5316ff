/// The shells `dogs completions` writes scripts for.
package enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}
