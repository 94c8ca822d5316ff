/// What is wrong with a manifest, as precisely as can be said: the entry, the field, and why.
package struct ManifestProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based, as a person counts; nil for the manifest as a whole.
    package let line: Int?
    /// The entry of a version 1 `manifest.json`, 1-based; nil for the manifest as a whole.
    package let entry: Int?
    package let field: String?
    package let reason: String
    /// The version of the format a header gives when it is newer than this dogs reads: then the
    /// manifest is not damaged, this dogs is old.
    package let newerVersion: Int?

    package init(line: Int? = nil, entry: Int? = nil, field: String? = nil, reason: String, newerVersion: Int? = nil) {
        self.line = line
        self.entry = entry
        self.field = field
        self.reason = reason
        self.newerVersion = newerVersion
    }

    /// "line 3, field file: must be images/ and a name dogs gives (got '../outside')".
    package var description: String {
        let place = [line.map { "line \($0)" }, entry.map { "picture \($0)" }, field.map { "field \($0)" }].compactMap { $0 }.joined(separator: ", ")
        return place.isEmpty ? reason : "\(place): \(reason)"
    }
}
