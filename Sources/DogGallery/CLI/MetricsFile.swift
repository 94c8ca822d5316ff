import Foundation
import Platform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `--prometheus-file` may not be written at a path.
enum MetricsFileError: Error, Equatable, CustomStringConvertible, ExitCodeReason {
    /// The path is in the gallery, whose files are dogs' to keep as they are.
    case insideGallery(path: String, gallery: String)
    /// Something at the path that is not dogs' metrics: someone's file, a link, a folder.
    case notMetrics(path: String)

    var description: String {
        switch self {
        case let .insideGallery(path, gallery):
            "--prometheus-file \(path) is inside the gallery \(gallery): give a file of its own outside it"
        case let .notMetrics(path):
            "\(path) is not a metrics file dogs wrote, which is all --prometheus-file replaces (or an empty file): give another, or remove it"
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .insideGallery: .usage
        case .notMetrics: .cannotCreate
        }
    }
}

/// Where `--prometheus-file` may write: a file outside the gallery, where nothing is yet, or an
/// empty file (one root made for dogs to fill), or metrics dogs wrote. A path a run remembers
/// from the gallery's record is hostile input, and checked the same.
enum MetricsFile {
    /// Far beyond the metrics of one gallery: a bigger file is not dogs'.
    static let maxBytes = 64 << 10

    /// Whether `text` is what dogs writes there: nothing, or only dogs' own lines.
    static func isDogsMetrics(_ text: Data) -> Bool {
        guard let string = String(data: text, encoding: .utf8) else { return false }
        return string.split(separator: "\n").allSatisfy { line in
            ["# HELP dogs_", "# TYPE dogs_", "dogs_"].contains { line.hasPrefix($0) }
        }
    }

    /// Whether the absolute, normalised `path` is the gallery's folder or anything in it.
    static func isInside(_ path: String, gallery: String) -> Bool {
        path == gallery || path.hasPrefix(gallery.hasSuffix("/") ? gallery : gallery + "/")
    }

    /// Refuses an absolute `path` in the gallery at `gallery` (as written, or through links to
    /// its folders), and anything at `path` but nothing, an empty file or dogs' metrics.
    static func check(_ path: String, gallery: String) throws(MetricsFileError) {
        let written = URL(fileURLWithPath: path).standardizedFileURL, root = URL(fileURLWithPath: gallery).standardizedFileURL
        let resolvedFolder = written.deletingLastPathComponent().resolvingSymlinksInPath().path
        let resolvedPath = URL(fileURLWithPath: resolvedFolder).appendingPathComponent(written.lastPathComponent).path
        if isInside(written.path, gallery: root.path) || isInside(resolvedPath, gallery: root.resolvingSymlinksInPath().path) {
            throw .insideGallery(path: path, gallery: gallery)
        }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if descriptor == -1, errno == ENOENT { return }
        guard descriptor != -1 else { throw .notMetrics(path: path) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard let status = try? FileStatus.of(handle, path: path), status.isRegularFile, status.size <= maxBytes,
              let text = try? handle.readChunk(upTo: maxBytes), isDogsMetrics(text)
        else { throw .notMetrics(path: path) }
    }
}
