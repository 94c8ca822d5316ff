import Foundation
import Platform

/// Every file below the folder with its bytes and permissions, to show that nothing changed.
package func snapshot(_ folder: TemporaryDirectory) throws -> [String: String] {
    var files: [String: String] = [:]
    let root = folder.url.resolvingSymlinksInPath().path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
    for case let path as String in walker {
        let attributes = try FileManager.default.attributesOfItem(atPath: "\(root)/\(path)")
        let mode = (attributes[.posixPermissions] as? Int).map { String($0, radix: 8) } ?? "?"
        let contents = attributes[.type] as? FileAttributeType == .typeRegular
            ? SHA256.hex(of: try Data(contentsOf: URL(fileURLWithPath: "\(root)/\(path)"))) : "\(attributes[.type] ?? "?")"
        files[path] = "\(mode) \(contents)"
    }
    return files
}
