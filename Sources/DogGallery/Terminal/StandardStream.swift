#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to stdout and stderr without ever trapping: a full disk, a closed pipe or a closed
/// descriptor is a failed write the caller decides about, not a crash.
package enum StandardStream {
    /// Makes sure descriptors 0, 1 and 2 are taken, so that no file dogs opens later (a picture,
    /// the manifest) gets one of their numbers and receives what was meant for the terminal.
    /// A stream that was closed is held by /dev/null opened read-only, so writes to it still fail.
    package static func reserve(_ descriptors: [Int32] = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]) {
        for descriptor in descriptors where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDONLY)
            if null != -1, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// Writes all of `text`; why the descriptor would not take it, if it would not.
    @discardableResult
    package static func write(_ text: String, to descriptor: Int32) -> StreamFailure? {
        write(text, to: descriptor, with: systemWrite)
    }

    /// Writes all of `text` through `system` (write(2), or a test's), again where a signal
    /// interrupted it and on from where a short write stopped.
    static func write(_ text: String, to descriptor: Int32, with system: (Int32, UnsafeRawPointer?, Int) -> Int) -> StreamFailure? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { system(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return StreamFailure(code: written < 0 ? errno : EIO) }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}

/// Why a stream would not take what was written: the `errno` of the failed write.
package struct StreamFailure: Error, Equatable, Sendable {
    package let code: Int32

    package init(code: Int32) {
        self.code = code
    }

    /// "No space left on device".
    package var reason: String { String(cString: strerror(code)) }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
