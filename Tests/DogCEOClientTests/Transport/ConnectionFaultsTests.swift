@testable import DogCEOClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("ConnectionFaults tells every transfer a broken connection took what its server did")
struct ConnectionFaultsTests {
    private static let connection = ConnectionFaults.Connection(local: 40_000, remote: 443)
    private static let other = ConnectionFaults.Connection(local: 40_001, remote: 443)
    private static let flood = TransferError.brokeProtocol("flooding was detected in this HTTP/2 session, and it must be closed")

    @Test("a stream cut off, or libcurl's refusal that says least, on a connection a server broke is told what it did", arguments: [
        URLError(.networkConnectionLost) as any Error, TransferError.brokeProtocol(CurlResultCode.refusedHead), TransferError.notHTTP,
    ])
    func attributed(_ error: any Error) {
        var faults = ConnectionFaults()
        faults.note(Self.flood, on: Self.connection)

        #expect(faults.attributed(error, on: Self.connection) as? TransferError == Self.flood)
        #expect(type(of: faults.attributed(error, on: Self.other)) == type(of: error), "another connection keeps its own")
    }

    @Test("the event loop holds a transfer back only while its error says least", arguments: [
        (URLError(.networkConnectionLost) as any Error, true), (TransferError.brokeProtocol(CurlResultCode.refusedHead), true), (TransferError.notHTTP, true),
        (URLError(.timedOut), false), (TransferError.endlessInterimHeads, false), (flood, false), (TransferError.tooLarge(limit: 1), false),
    ])
    func saysLeast(_ error: any Error, _ least: Bool) {
        #expect(ConnectionFaults.saysLeast(error) == least)
    }

    @Test("what says something of its own keeps it", arguments: [
        URLError(.timedOut) as any Error, TransferError.tooLarge(limit: 1), TransferError.brokeProtocol("too many CONTINUATION frames following a HEADER frame"),
    ])
    func kept(_ error: any Error) {
        var faults = ConnectionFaults()
        faults.note(TransferError.endlessInterimHeads, on: Self.connection)

        #expect(NetworkErrorSentence.sentence(for: faults.attributed(error, on: Self.connection)) == NetworkErrorSentence.sentence(for: error))
    }

    @Test("a fault that says more takes the place of the refusal that says least, and not the other way")
    func saysMore() {
        var faults = ConnectionFaults()
        faults.note(TransferError.brokeProtocol(CurlResultCode.refusedHead), on: Self.connection)
        faults.note(TransferError.endlessInterimHeads, on: Self.connection)
        faults.note(TransferError.brokeProtocol(CurlResultCode.refusedHead), on: Self.connection)
        faults.note(URLError(.networkConnectionLost), on: Self.connection)

        #expect(faults.attributed(URLError(.networkConnectionLost), on: Self.connection) as? TransferError == .endlessInterimHeads)
    }

    @Test("only the last connections are remembered")
    func bounded() {
        var faults = ConnectionFaults()
        for port in 0...ConnectionFaults.remembered { faults.note(Self.flood, on: .init(local: 30_000 + port, remote: 443)) }

        #expect(faults.attributed(URLError(.networkConnectionLost), on: .init(local: 30_000, remote: 443)) is URLError)
        #expect(faults.attributed(URLError(.networkConnectionLost), on: .init(local: 30_001, remote: 443)) as? TransferError == Self.flood)
    }
}
