import FileSystemCalls
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads, writes and flushes through the file's descriptor, each failure with the errno the system
/// gave: what Foundation's errors carry varies, and a person is told the cause.
extension FileHandle {
    /// Writes every byte at the file's offset, going on after a short write or a signal.
    package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(Errno) {
        var done = 0
        while done < bytes.count, let start = bytes.baseAddress {
            let written = writeSome(fileDescriptor, start + done, bytes.count - done)
            guard written >= 0 else {
                if errno == EINTR { continue }
                throw Errno()
            }
            done += written
        }
    }

    package func writeAll(_ data: Data) throws(Errno) {
        let failure = data.withUnsafeBytes { bytes -> Errno? in
            do throws(Errno) {
                try writeAll(bytes)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Up to `count` bytes from the file's offset: fewer only at its end.
    package func readChunk(upTo count: Int) throws(Errno) -> Data {
        var data = Data(count: count)
        var done = 0
        while done < count {
            let read = data.withUnsafeMutableBytes { readSome(fileDescriptor, $0.baseAddress! + done, count - done) }
            guard read >= 0 else {
                if errno == EINTR { continue }
                throw Errno()
            }
            guard read > 0 else { break }
            done += read
        }
        return data.prefix(done)
    }

    /// Everything from the file's offset to its end.
    func readAll() throws(Errno) -> Data {
        var data = Data()
        while case let chunk = try readChunk(upTo: 1 << 16), !chunk.isEmpty { data += chunk }
        return data
    }

    /// Moves the offset to `offset` bytes from the start.
    package func rewind(to offset: Int = 0) throws(Errno) {
        guard lseek(fileDescriptor, off_t(offset), SEEK_SET) >= 0 else { throw Errno() }
    }

    /// Makes what was written durable (`fsync`).
    package func flushToDisk() throws(Errno) {
        guard fsync(fileDescriptor) == 0 else { throw Errno() }
    }

    /// Starts writing what was written to the disk, without waiting for it, so a later
    /// `flushToDisk` finds little left to do. Durability still comes only from that flush.
    package func startWritingToDisk() {
        dogs_start_writeback(fileDescriptor)
    }
}

// FileHandle's own `read` and `write` would hide the system's inside the extension.
private func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func readSome(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}
