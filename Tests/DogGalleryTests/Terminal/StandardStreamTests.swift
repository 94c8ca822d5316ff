@testable import DogGallery
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("StandardStream writes without trapping, and says when it could not")
struct StandardStreamTests {
    @Test("a write a signal interrupts is made again, and a short one goes on, until every byte is written")
    func aWriteASignalInterruptsIsMadeAgainAndAShortOneGoesOnUntilEveryByteIsWritten() {
        var attempts = 0, written: [UInt8] = []

        let failure = StandardStream.write("Saved 3 pictures\n", to: STDOUT_FILENO) { _, bytes, count in
            attempts += 1
            guard attempts % 2 == 0 else {
                errno = EINTR
                return -1
            }
            let taken = min(count, 5)
            written += UnsafeRawBufferPointer(start: bytes, count: taken)
            return taken
        }

        #expect(failure == nil)
        #expect(String(decoding: written, as: UTF8.self) == "Saved 3 pictures\n")
        #expect(attempts == 8, "four writes, each interrupted once")
    }

    @Test("a write that takes nothing, without failing, is an input/output error, whatever errno held before")
    func aWriteThatTakesNothingIsAnInputOutputError() {
        let failure = StandardStream.write("Saved 3 pictures\n", to: STDOUT_FILENO) { _, _, _ in
            errno = EAGAIN
            return 0
        }

        #expect(failure == StreamFailure(code: EIO))
    }

    @Test("writes all of the text to a file")
    func writes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-stream-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(descriptor); unlink(path) }

        #expect(StandardStream.write("Saved 3 pictures ✓\n", to: descriptor) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "Saved 3 pictures ✓\n")
    }

    @Test("reports a full device, a read-only descriptor and a closed one", arguments: ["/dev/full", "/dev/null", nil])
    func fails(_ device: String?) {
        let descriptor = device.map { open($0, $0 == "/dev/full" ? O_WRONLY : O_RDONLY) } ?? closedDescriptor(atOrAbove: 700)
        defer { if device != nil { close(descriptor) } }

        #expect(StandardStream.write("lost", to: descriptor) != nil)
    }
}

/// A descriptor number that is closed, far above the ones `open` hands out: tests run in
/// parallel, and a low number closed here could be reused by another test before this one uses it.
/// Each test passes its own base, so no two of them share a number.
private func closedDescriptor(atOrAbove base: Int32) -> Int32 {
    let null = open("/dev/null", O_RDONLY)
    let high = fcntl(null, F_DUPFD, base)
    close(null)
    close(high)
    return high
}

@Suite("StandardStream.reserve holds closed standard descriptors")
struct StandardStreamReserveTests {
    @Test("a closed descriptor is taken by /dev/null read-only, so writes to it fail instead of landing in a file")
    func closed() {
        let descriptor = closedDescriptor(atOrAbove: 800)
        defer { close(descriptor) }

        StandardStream.reserve([descriptor])

        #expect(fcntl(descriptor, F_GETFD) != -1, "taken")
        #expect(fcntl(descriptor, F_GETFL) & O_ACCMODE == O_RDONLY)
        #expect(StandardStream.write("lost", to: descriptor) != nil)
    }

    @Test("an open descriptor is left as it is, whatever errno says")
    func leavesOpen() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-reserve-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(descriptor); unlink(path) }
        errno = EBADF

        StandardStream.reserve([descriptor])

        #expect(StandardStream.write("kept", to: descriptor) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept")
    }
}

@Suite("StandardConsole writes to its descriptors and knows a terminal")
struct StandardConsoleTests {
    @Test("results and errors go to their own descriptors")
    func streams() throws {
        var pipes: [Int32] = [0, 0, 0, 0]
        #expect(pipe(&pipes[0]) == 0 && pipe(&pipes[2]) == 0)
        defer { pipes.forEach { close($0) } }
        let sut = StandardConsole(output: pipes[1], errors: pipes[3])

        #expect(sut.write("result", to: .output) == nil)
        #expect(sut.write("error", to: .errors) == nil)

        #expect(read(pipes[0], 6) == "result")
        #expect(read(pipes[2], 5) == "error")
    }

    @Test("a pipe or a file is no terminal: no colour, no progress line")
    func notATerminal() {
        var pipes: [Int32] = [0, 0]
        #expect(pipe(&pipes) == 0)
        let null = open("/dev/null", O_WRONLY)
        defer { [pipes[0], pipes[1], null].forEach { close($0) } }

        #expect(!StandardConsole(errors: pipes[1]).errorsGoToTerminal)
        #expect(!StandardConsole(errors: null).errorsGoToTerminal)
    }

    @Test("each stream's width is its own terminal's, and a stream that is no terminal has none", arguments: [ConsoleStream.output, .errors])
    func columns(_ terminalStream: ConsoleStream) throws {
        let terminal = try #require(PseudoTerminal(columns: 57))
        var pipes: [Int32] = [0, 0]
        #expect(pipe(&pipes) == 0)
        defer { pipes.forEach { close($0) } }
        let sut = terminalStream == .output
            ? StandardConsole(output: terminal.descriptor, errors: pipes[1])
            : StandardConsole(output: pipes[1], errors: terminal.descriptor)
        let other: ConsoleStream = terminalStream == .output ? .errors : .output

        #expect(sut.columns(of: terminalStream) == 57)
        #expect(sut.columns(of: other) == nil)
        #expect(sut.errorsGoToTerminal == (terminalStream == .errors))
    }

    private func read(_ descriptor: Int32, _ count: Int) -> String {
        var buffer = [UInt8](repeating: 0, count: count)
        let got = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
        return String(decoding: buffer.prefix(max(got, 0)), as: UTF8.self)
    }
}

/// The terminal end of a pseudo-terminal, with the width a test gives it: a stream that is a
/// terminal, where the test process has none.
private final class PseudoTerminal {
    let descriptor: Int32
    private let controller: Int32

    init?(columns: UInt16) {
        guard let calls = PseudoTerminalCalls() else { return nil }
        controller = calls.open(O_RDWR | O_NOCTTY)
        guard controller != -1, calls.grant(controller) == 0, calls.unlock(controller) == 0, let name = calls.name(controller) else {
            if controller != -1 { close(controller) }
            return nil
        }
        descriptor = open(name, O_RDWR | O_NOCTTY)
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard descriptor != -1, ioctl(descriptor, UInt(TIOCSWINSZ), &size) == 0 else {
            if descriptor != -1 { close(descriptor) }
            close(controller)
            return nil
        }
    }

    deinit {
        close(descriptor)
        close(controller)
    }
}

/// posix_openpt(3) and its companions, looked up in the C library by name: Glibc's module map
/// leaves out the XSI calls that open a pseudo-terminal.
private struct PseudoTerminalCalls {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    init?() {
        let library = dlopen(nil, RTLD_NOW)
        func call<Function>(_ symbol: String, _: Function.Type) -> Function? {
            dlsym(library, symbol).map { unsafeBitCast($0, to: Function.self) }
        }
        guard let open = call("posix_openpt", (@convention(c) (Int32) -> Int32).self),
              let grant = call("grantpt", (@convention(c) (Int32) -> Int32).self),
              let unlock = call("unlockpt", (@convention(c) (Int32) -> Int32).self),
              let name = call("ptsname", (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        else { return nil }
        (self.open, self.grant, self.unlock, self.name) = (open, grant, unlock, name)
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

@Suite("StopSignals")
struct StopSignalsTests {
    @Test("takes the stop signals, but leaves one its parent set to be ignored (nohup)")
    func respectsIgnored() {
        #expect(StopSignals.taken.contains(SIGALRM))
        let previous = signal(SIGALRM, SIG_IGN)
        defer { signal(SIGALRM, previous) }

        #expect(!StopSignals.taken.contains(SIGALRM))
        #expect(StopSignals.taken.contains(SIGTERM))
    }
}
