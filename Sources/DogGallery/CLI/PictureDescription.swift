import DogModel
import Platform
import PureSupport

/// A picture of the gallery for a line of output: `images/pug_a.jpg (Pug, added 2026-11-18 11:06 UTC)`.
enum PictureDescription {
    static func text(of picture: Picture) -> String {
        "\(TerminalText.oneLine(picture.file)) (\(TerminalText.oneLine(picture.name)), added \(UTCTime.display(picture.added)))"
    }
}
