import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
import PureSupport
#endif

/// Turns a dog.ceo answer into its `message`, or into the error it stands for. dog.ceo signals
/// errors both by HTTP status and by `"status": "error"` in the body, so both are checked, the
/// body first because it carries the reason. The body is read in one pass that keeps only the
/// status, the code, a sentence of the message or what the endpoint keeps of it.
enum DogAPIResponse {
    /// dog.ceo's error messages are a sentence; a longer one is cut for its one line.
    static let maxMessageBytes = 300
    /// "success" or "error".
    private static let maxStatusBytes = 16

    /// What the body holds, as far as dogs keeps it.
    private struct Body<Resource> {
        var status: String?
        var code: Int?
        /// The message when it is text: an error's reason.
        var text: String?
        /// The message read by the endpoint, when it is not text.
        var resource: Resource?
    }

    static func map<Resource>(
        _ data: Data, from response: HTTPURLResponse, url: URL, reading endpoint: Endpoint<Resource>
    ) throws(DogServiceError) -> Resource {
        let isSuccess = (200..<300).contains(response.statusCode)
        let body = try? read(data, message: endpoint.read)
        if let body, body.status == "error" {
            // The status the server sent, unless it sent success: then the body's own code.
            let code = isSuccess ? body.code ?? response.statusCode : response.statusCode
            throw .apiError(message: TerminalText.oneLine(body.text ?? ""), code: code)
        }
        guard isSuccess else { throw .httpStatus(code: response.statusCode, url: url) }
        guard !data.isEmpty else { throw .invalidData(url: url, reason: "the body is empty") }
        guard let body, body.status == nil || body.status == "success", let resource = body.resource else {
            throw .invalidData(url: url, reason: "the body is not the JSON dog.ceo sends")
        }
        return resource
    }

    private static func read<Resource>(
        _ data: Data, message: (inout JSONCursor) throws(JSONCursor.Failure) -> Resource
    ) throws(JSONCursor.Failure) -> Body<Resource> {
        try data.withUnsafeBytes { raw in
            Result { () throws(JSONCursor.Failure) -> Body<Resource> in
                var cursor = JSONCursor(raw)
                var body = Body<Resource>()
                try cursor.members { name, cursor throws(JSONCursor.Failure) in
                    switch (name, cursor.peek()) {
                    case ("status", .string?):
                        body.status = try cursor.string(keeping: maxStatusBytes).text
                    case ("code", .number?):
                        body.code = try cursor.wholeNumber()
                    case ("message", .string?):
                        let (text, isCut) = try cursor.string(keeping: maxMessageBytes)
                        body.text = isCut ? text + "…" : text
                    case ("message", _):
                        body.resource = try message(&cursor)
                    default:
                        try cursor.skipValue()
                    }
                }
                try cursor.expectEnd(of: "object")
                return body
            }
        }.get()
    }
}
