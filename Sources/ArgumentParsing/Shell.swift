/// The shells `dogs completions` writes scripts for.
public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}
