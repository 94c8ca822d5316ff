import Foundation
import TestSupport
import Testing

/// Runs `scripts/check-gallery`, which checks the gallery invariant: every manifest entry is sound
/// and its file exists with its size and SHA-256, every file in `images/` is in the manifest or one of
/// the `foreign` paths the test put there, no temporary file or journal is left, no link stands
/// among dogs' names, both indexes list exactly the manifest, and every page links to the pages
/// either side of it in its listing and to the front page; with `mode`, the gallery's files
/// have those permissions. No gallery folder at all passes: it is what a run that saved nothing
/// into a folder it made leaves.
func assertGalleryInvariant(
    _ gallery: URL, foreign: [String] = [], mode: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    // A run that saved nothing into a folder it made takes the folder away again: nothing is half-written.
    guard FileManager.default.fileExists(atPath: gallery.path) || !foreign.isEmpty else { return }
    let process = Process()
    let output = Pipe()
    process.executableURL = Python.executable
    process.arguments = Python.script("scripts/check-gallery", [gallery.path])
        + foreign.flatMap { (name: String) -> [String] in ["--foreign", name] } + (mode.map { (bits: Int) -> [String] in ["--mode", String(bits, radix: 8)] } ?? [])
    process.standardOutput = output
    process.standardError = output
    let end = try process.runWithDefaultSignals()
    let report = String(decoding: output.readToEnd(), as: UTF8.self)
    end.wait()
    #expect(process.terminationStatus == 0, "\(report)", sourceLocation: sourceLocation)
}
