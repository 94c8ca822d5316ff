import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One cause, one sentence. A server that breaks HTTP/2 ends every transfer on the connection,
/// and libcurl tells the others no more than that their stream was cut off, or that it refused
/// something: they are told what the server did, as the transfer that met it was, and are not
/// tried again either.
struct ConnectionFaults {
    /// A connection, told apart by its local and its remote port.
    struct Connection: Hashable, Sendable {
        let local: Int
        let remote: Int
    }

    /// Connections are short-lived and few: the last ones are enough, and a port used again
    /// later is not taken for the old connection for long.
    static let remembered = 16

    private var faults: [(connection: Connection, fault: TransferError)] = []

    /// What the server did, when `error` says it.
    static func fault(in error: any Error) -> TransferError? {
        switch error {
        case let error as TransferError where error == .endlessInterimHeads: error
        case let TransferError.brokeProtocol(detail): .brokeProtocol(detail)
        default: nil
        }
    }

    /// Keeps what the server did on `connection`, when `error` says it; a fault that says more
    /// takes the place of libcurl's refusal that says least.
    mutating func note(_ error: any Error, on connection: Connection) {
        guard let fault = Self.fault(in: error) else { return }
        if let index = faults.firstIndex(where: { $0.connection == connection }) {
            if Self.saysLeast(faults[index].fault) { faults[index].fault = fault }
            return
        }
        faults.append((connection, fault))
        if faults.count > Self.remembered { faults.removeFirst() }
    }

    /// `error`, or what the server did on `connection` when `error` says less.
    func attributed(_ error: any Error, on connection: Connection) -> any Error {
        guard let fault = faults.first(where: { $0.connection == connection })?.fault else { return error }
        if let error = error as? URLError, error.code == .networkConnectionLost { return fault }
        if let error = error as? TransferError, Self.saysLeast(error) { return fault }
        return error
    }

    private static func saysLeast(_ error: TransferError) -> Bool {
        error == .brokeProtocol(CurlResultCode.refusedHead) || error == .notHTTP
    }

    /// Whether `error` says less than what a server did on its connection would: libcurl's
    /// refusal, or the stream cut off.
    static func saysLeast(_ error: any Error) -> Bool {
        if let error = error as? URLError { return error.code == .networkConnectionLost }
        return (error as? TransferError).map(saysLeast) ?? false
    }
}
