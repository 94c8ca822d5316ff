
/// The parsers of untrusted bytes `scripts/fuzz` drives, by the names of their corpus folders
/// in `Fixtures/fuzz/`. Each checks properties of what it makes of any input, not only that
/// nothing traps; `swift test` replays every corpus through the same checks.
enum FuzzTarget: String, CaseIterable, Sendable {
    case apiAnswers = "api-answers"
    case pictureLinks = "picture-links"
    case pictureHeaders = "picture-headers"
    case manifest
    case renderers
    case headerValues = "header-values"
    case commandLine = "command-line"
    case terminal

    func check(_ bytes: [UInt8]) throws(PropertyViolation) {
        switch self {
        case .apiAnswers: try APIAnswerProperties.check(bytes)
        case .pictureLinks: try PictureLinkProperties.check(bytes)
        case .pictureHeaders: try PictureHeaderProperties.check(bytes)
        case .manifest: try ManifestProperties.check(bytes)
        case .renderers: try RendererProperties.check(bytes)
        case .headerValues: try HeaderValueProperties.check(bytes)
        case .commandLine: try CommandLineProperties.check(bytes)
        case .terminal: try TerminalProperties.check(bytes)
        }
    }
}
