import Foundation
import Platform

/// A line every page in `pages/` starts with, before any text from outside, so a run replaces or
/// deletes only the pages it made: a folder upgraded from an older dogs may hold someone's own `pages/`.
enum PageMark {
    static let html = "<!-- dogs page -->"
    static let markdown = "[//]: # (dogs page)"
    /// How much of a file is read to look for the mark: enough for a page's first lines, and
    /// little whatever size a file planted there has.
    static let window = 512

    /// Whether `prefix`, the start of a file, carries the mark of either format.
    static func isMarked(_ prefix: Data) -> Bool {
        let start = prefix.prefix(window)
        return [html, markdown].contains { start.range(of: Data($0.utf8)) != nil }
    }
}
