import ArgumentParsing
import Foundation

/// `dogs breeds`' words and options, each declared once as the property named after it.
struct BreedsCommand: ParsableCommand, Equatable {
    @Argument(name: "word", help: "List only the breeds whose names hold every word given (terrier, german shepherd), else the one they name as --breed reads them (lab, yorkie).", optional: true)
    var words: [String]
    @Option(SharedOptions.apiBase) var apiBase: URL
    @Flag(help: "Print the breeds as one JSON object, errors too.") var json: Bool

    /// The words every breed listed has in its name or key, as one; nil lists them all.
    var filter: String? {
        words.isEmpty ? nil : words.joined(separator: " ")
    }
}
