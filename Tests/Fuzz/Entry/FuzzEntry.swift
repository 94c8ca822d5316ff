import Foundation

/// libFuzzer's entry point, compiled by `scripts/fuzz` with the properties over the library's
/// modules into one binary; `DOGS_FUZZ_TARGET` names the target a run drives. A broken
/// property stops the run as a crash does, so libFuzzer keeps the input that broke it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try selectedTarget.check(bytes)
    } catch {
        FileHandle.standardError.write(Data("dogs-fuzz: \(selectedTarget.rawValue): \(error)\n".utf8))
        abort()
    }
    return 0
}

private let selectedTarget: FuzzTarget = {
    guard let name = ProcessInfo.processInfo.environment["DOGS_FUZZ_TARGET"], let target = FuzzTarget(rawValue: name) else {
        FileHandle.standardError.write(Data("dogs-fuzz: set DOGS_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return target
}()
