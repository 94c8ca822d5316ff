import Foundation

/// A gallery's path as a schedule keys and runs it: absolute, whichever folder cron starts in.
enum GalleryPath {
    /// `path` made absolute against `folder` (where the command was typed), with `.`, `..` and
    /// repeated or trailing slashes taken out; links are kept, as the user named them.
    static func absolute(_ path: String, from folder: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    }
}
