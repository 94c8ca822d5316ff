import CurlCalls
import Foundation

/// One libcurl easy handle: one transfer's options. It is set up by one thread and then run by
/// the event loop's, never by two at once.
final class CurlHandle: @unchecked Sendable {
    /// curl's numbers for the options `dogs` sets (see curl/curl.h).
    enum Setting: Int32 {
        case writeData = 10001, url = 10002, errorBuffer = 10010, httpHeader = 10023, headerData = 10029, progressData = 10057, caInfo = 10065
        case writeFunction = 20011, headerFunction = 20079, progressFunction = 20219
        case lowSpeedLimit = 19, lowSpeedTime = 20, noProgress = 43, followLocation = 52, noSignal = 99
        case timeoutMilliseconds = 155, connectTimeoutMilliseconds = 156, httpContentDecoding = 158, pipeWait = 237
        case protocols = 181, suppressConnectHeaders = 265, http09Allowed = 285, protocolsString = 10318
    }

    /// Why libcurl cannot be used, or nil when it can.
    static let unavailability: String? = dogs_curl_load() == 0 ? nil : dogs_curl_load_error().map { String(cString: $0) } ?? "unknown reason"

    let pointer: UnsafeMutableRawPointer
    /// The request's header lines, which libcurl reads from here until the transfer ends.
    private var headerLines: UnsafeMutableRawPointer?
    /// Where libcurl writes why a transfer failed, in its words (CURL_ERROR_SIZE bytes).
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: 256)

    /// Nil when libcurl cannot be loaded or make a handle.
    init?() {
        guard Self.unavailability == nil, let pointer = dogs_curl_easy_init() else {
            errorBuffer.deallocate()
            return nil
        }
        self.pointer = pointer
        errorBuffer.initialize(repeating: 0, count: 256)
        set(.errorBuffer, UnsafeRawPointer(errorBuffer))
    }

    deinit {
        dogs_curl_easy_cleanup(pointer)
        dogs_curl_slist_free_all(headerLines)
        errorBuffer.deallocate()
    }

    /// The connection the transfer last used, told apart by its two ports; nil when it made none.
    var connection: ConnectionFaults.Connection? {
        // CURLINFO_LOCAL_PORT, CURLINFO_PRIMARY_PORT
        let (local, remote) = (dogs_curl_getinfo_long(pointer, 0x200000 + 42), dogs_curl_getinfo_long(pointer, 0x200000 + 40))
        return local > 0 && remote > 0 ? ConnectionFaults.Connection(local: local, remote: remote) : nil
    }

    /// libcurl's own sentence for why the transfer failed, empty when it gave none.
    var errorMessage: String {
        String(decoding: UnsafeRawBufferPointer(start: errorBuffer, count: strnlen(errorBuffer, 256)), as: UTF8.self)
    }

    /// Sends these header fields; once per handle.
    func setHeaders(_ fields: [String: String]) {
        for (name, value) in fields { headerLines = dogs_curl_slist_append(headerLines, "\(name): \(value)") }
        set(.httpHeader, UnsafeRawPointer(headerLines))
    }

    @discardableResult
    func set(_ option: Setting, _ value: Int) -> Int32 {
        dogs_curl_setopt_long(pointer, option.rawValue, value)
    }

    /// Strings are copied by libcurl; any other pointer must outlive the transfer.
    @discardableResult
    func set(_ option: Setting, _ value: UnsafeRawPointer?) -> Int32 {
        dogs_curl_setopt_pointer(pointer, option.rawValue, value)
    }

    func set(_ option: Setting, _ callback: dogs_curl_data_callback) {
        dogs_curl_setopt_data_callback(pointer, option.rawValue, callback)
    }

    func set(_ option: Setting, _ callback: dogs_curl_progress_callback) {
        dogs_curl_setopt_progress_callback(pointer, option.rawValue, callback)
    }
}
