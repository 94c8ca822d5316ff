import DogModel
import Foundation
import Platform
import PureSupport

/// The text of `.dogs-runs`: the latest runs, oldest first, a line of flat JSON each
/// (`{"time":"2026-11-18T11:08:00Z","command":"fetch","exitCode":0,"message":"Saved 3 …","pictures":183,"saved":3,"failed":0}`).
/// Bounded, and read as hostile input: only its first `maxBytes` are read, and a line too long,
/// not dogs' shape, or with a value out of range is skipped.
enum RunRecordsText {
    static let fileName = ".dogs-runs"
    /// Runs kept: the file never grows past them.
    static let kept = 50
    /// Longer than any line dogs writes (a message is cut to `maxMessage` characters, a path to `maxPath` bytes).
    static let maxLineBytes = 12_288
    static let maxBytes = kept * maxLineBytes
    static let maxMessage = 500
    /// The longest interval a schedule may record, in seconds: a year.
    static let maxEvery = 366 * 86_400
    /// The longest path a record keeps (Linux's PATH_MAX, less its zero byte).
    static let maxPath = 4_095

    static func line(_ record: RunRecord) -> String {
        FlatJSON.object(
            [("time", .string(UTCTime.timestamp(record.time))), ("command", .string(record.command)), ("exitCode", .integer(Int(record.exitCode))),
             ("message", .string(TerminalText.oneLine(record.message, maxLength: maxMessage)))]
                + RunRecord.Count.allCases.compactMap { count in record.counts[count].map { (count.rawValue, .integer($0)) } }
                + (record.every.map { [("every", .integer($0))] } ?? [])
                + (record.metrics.map { [("metrics", .string($0))] } ?? [])
                + (record.program.map { [("program", .string($0))] } ?? [])
                + (record.user.map { [("user", .integer(Int($0)))] } ?? [])
        )
    }

    /// The record of a line, nil for anything dogs would not have written.
    static func record(_ line: ArraySlice<UInt8>) -> RunRecord? {
        guard line.count <= maxLineBytes, let members = try? FlatJSON.parse(line) else { return nil }
        var values: [String: FlatJSON.Value] = [:]
        for (name, value) in members { values[name] = value }
        guard case let .string(time)? = values["time"], let date = ManifestLine.date(time),
              case let .string(command)? = values["command"], ["fetch", "remove", "verify --repair"].contains(command),
              case let .integer(exitCode)? = values["exitCode"], (0...255).contains(exitCode),
              case let .string(message)? = values["message"]
        else { return nil }
        var counts: [RunRecord.Count: Int] = [:]
        for count in RunRecord.Count.allCases {
            guard let value = values[count.rawValue] else { continue }
            guard case let .integer(number) = value, number >= 0 else { return nil }
            counts[count] = number
        }
        let every: Int?
        switch values["every"] {
        case nil: every = nil
        case let .integer(seconds)? where (1...maxEvery).contains(seconds): every = seconds
        default: return nil
        }
        let user: UInt32?
        switch values["user"] {
        case nil: user = nil
        // Not -1 as an id_t, which names nobody.
        case let .integer(id)? where (0..<Int(UInt32.max)).contains(id): user = UInt32(id)
        default: return nil
        }
        // Paths as dogs wrote them: absolute, and no longer than a path may be.
        var paths: [String: String] = [:]
        for name in ["metrics", "program"] {
            guard let value = values[name] else { continue }
            guard case let .string(path) = value, path.hasPrefix("/"), path.utf8.count <= maxPath, !path.contains("\0") else { return nil }
            paths[name] = path
        }
        return RunRecord(
            time: date, command: command, exitCode: Int32(exitCode), message: TerminalText.oneLine(message, maxLength: maxMessage), counts: counts, every: every,
            metrics: paths["metrics"], program: paths["program"], user: user
        )
    }

    /// The latest `kept` records of a file's text, oldest first; a last line cut short is skipped.
    static func records(in data: Data) -> [RunRecord] {
        let bytes = Array(data.prefix(maxBytes))
        return Array(bytes.split(separator: UInt8(ascii: "\n")).compactMap(record).suffix(kept))
    }

    /// The file's text after `record`: the latest runs before it, then it.
    static func text(adding record: RunRecord, to records: [RunRecord]) -> Data {
        Data((records.suffix(kept - 1) + [record]).map { line($0) + "\n" }.joined().utf8)
    }
}
