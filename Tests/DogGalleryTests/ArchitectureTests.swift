import Foundation
import TestSupport
import Testing

/// The library's folders are its layers. A folder uses another when one of its files names a type
/// declared there; these tests read the sources to hold the layers to the graph docs/development.md draws.
@Suite("DogGallery's folders depend on one another in one direction")
struct ArchitectureTests {
    /// Each folder and the folders it may use: the Architecture graph of docs/development.md, with Support.
    static let allowed: [String: Set<String>] = [
        "Support": [], "FileSystem": ["Support"], "Security": [], "ArgumentParsing": ["Support"], "Schedule": ["FileSystem", "Support"],
        "Model": ["Support"],
        "Transport": ["Support", "FileSystem"],
        "Retry": ["Transport", "Support"],
        "API": ["Transport", "Model", "Support"],
        "Download": ["Transport", "Retry", "Model", "FileSystem", "Support"],
        "Index": ["Model", "Support"],
        "Gallery": ["Index", "Model", "FileSystem", "Support"],
        "Run": ["Support"],
        "Terminal": ["Model", "Support"],
        "Fetch": ["API", "Download", "Gallery", "Index", "Model", "Security", "Support"],
        "Verify": ["Download", "Gallery", "Index", "Model", "FileSystem", "Security", "Support"],
        "Curate": ["Gallery", "Index", "Model", "Support"],
        "CLI": ["ArgumentParsing", "Schedule", "API", "Curate", "Download", "Fetch", "Gallery", "Index", "Model", "Retry", "Run", "Verify", "Support"],
        "App": ["CLI", "Schedule", "Curate", "Fetch", "Verify", "Terminal", "Run", "Gallery", "Download", "API", "Retry", "Index", "Model", "Transport", "Security", "Support"],
    ]

    @Test("every folder uses only the folders below it")
    func layers() throws {
        let folders = try Self.folders()

        #expect(Set(folders.keys) == Set(Self.allowed.keys), "a folder was added or removed: place it in the graph")
        for (folder, used) in try Self.uses(folders) {
            let extra = used.subtracting(Self.allowed[folder] ?? [])
            #expect(extra.isEmpty, "\(folder) uses \(extra.sorted()), which the graph does not allow")
        }
    }

    @Test("docs/development.md draws the same graph")
    func drawn() throws {
        let page = try String(contentsOf: Repository.file("docs/development.md"), encoding: .utf8)
        var drawn: [String: Set<String>] = [:]
        // The graph's lines start at the margin: "Fetch      → Gallery, …", and last the folders that use none.
        for line in page.split(separator: "\n") where line.first?.isUppercase == true && (line.contains(" → ") || line.hasPrefix("Model, ")) {
            let parts = line.components(separatedBy: " → ")
            let uses = parts.count > 1 ? parts[1].components(separatedBy: ", ") : []
            for folder in parts[0].components(separatedBy: ", ") {
                drawn[folder.trimmingCharacters(in: .whitespaces)] = Set(uses)
            }
        }

        #expect(drawn == Self.allowed.mapValues { $0.subtracting(["Support"]) }.filter { $0.key != "Support" })
    }

    @Test("the graph itself has no cycle")
    func acyclic() {
        var placed: Set<String> = []
        var remaining = Self.allowed
        while let (folder, _) = remaining.first(where: { $0.value.isSubset(of: placed) }) {
            placed.insert(folder)
            remaining[folder] = nil
        }
        #expect(remaining.isEmpty, "these folders depend on one another in a loop: \(remaining.keys.sorted())")
    }

    /// Each folder's Swift sources, comments removed.
    private static func folders() throws -> [String: [String]] {
        let root = Repository.file("Sources/DogGallery")
        var folders: [String: [String]] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            let directory = root.appendingPathComponent(folder)
            folders[folder] = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.map { name in
                try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                    .split(separator: "\n").map(Self.withoutComment).joined(separator: "\n")
            }
        }
        return folders
    }

    /// A line without its comment: a `//` that starts the line or follows a space (a URL's `://`
    /// in a string is code, and a use of a type after it must still count).
    private static func withoutComment(_ line: Substring) -> String {
        let code = line.drop { $0 == " " }.hasPrefix("//") ? "" : line
        return code.range(of: " //").map { String(code[..<$0.lowerBound]) } ?? String(code)
    }

    private static func uses(_ folders: [String: [String]]) throws -> [String: Set<String>] {
        let declaration = try Regex(#"(?m)^(?:(?:public|private|fileprivate|internal|final|indirect|@\w+)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)"#)
        var owner: [String: String] = [:]
        for (folder, sources) in folders {
            for source in sources {
                for match in source.matches(of: declaration) {
                    if let name = match.output[1].substring { owner[String(name)] = folder }
                }
            }
        }
        let word = try Regex(#"\b[A-Z]\w*"#)
        return folders.mapValues { sources in
            Set(sources.flatMap { $0.matches(of: word).compactMap { owner[String($0.output[0].substring ?? "")] } })
        }.reduce(into: [:]) { uses, entry in
            uses[entry.key] = entry.value.subtracting([entry.key])
        }
    }
}
