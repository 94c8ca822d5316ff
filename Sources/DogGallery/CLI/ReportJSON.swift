import DogModel
import Foundation
import Platform

/// How every command's `--json` writes its one object: pretty, keys sorted, an empty array as
/// `[]` (Foundation would print it over three lines), and an error as `{"error", "exitCode"}`.
enum ReportJSON {
    static func text(_ document: some Encodable) -> String {
        // Every value dogs reports encodes; a failure would be a bug in the document's type.
        let text = (try? String(decoding: JSONEncoder.dogs(prettyPrinted: true).encode(document), as: UTF8.self)) ?? "{}"
        // A newline never stands inside a JSON string: "[", a newline, blanks and "]" are an empty array.
        return text.replacingOccurrences(of: #"\[\n\s*\]"#, with: "[]", options: .regularExpression)
    }

    private struct Failure: Encodable {
        let error: String
        let exitCode: Int32
    }

    /// A run that ended without a report (a usage error, the API unreachable): its error and exit
    /// code, so a script reading stdout always gets one JSON object.
    static func error(_ message: String, exitCode: ExitCode) -> String {
        text(Failure(error: message, exitCode: exitCode.rawValue))
    }

    /// A picture as every report names it: its file, where it came from, its breed's key and the
    /// name people use for it.
    struct PictureEntry: Encodable {
        let file: String
        let source: String
        /// As `--breed` takes it (`hound/afghan`); absent when the link named none.
        let breed: String?
        let name: String
        /// Why it is listed, where the report says.
        var reason: String?

        init(_ picture: Picture, reason: String? = nil) {
            file = picture.file
            source = picture.link
            breed = picture.breed.map { Breed($0, subBreed: picture.subBreed).description }
            name = picture.name
            self.reason = reason
        }
    }
}
