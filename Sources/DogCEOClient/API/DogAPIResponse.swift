import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns a dog.ceo answer into its `message`, or into the error it stands for.
/// dog.ceo signals errors both by HTTP status and by `"status": "error"` in the body,
/// so both are checked, the body first because it carries the reason.
enum DogAPIResponse {
    private struct Success<Message: Decodable>: Decodable {
        let status: String?
        let message: Message
    }

    private struct Failure: Decodable {
        let status: String
        let message: String
        let code: Int?
    }

    static func map<Message: Decodable>(
        _ data: Data, from response: HTTPURLResponse, url: URL
    ) throws(DogServiceError) -> Message {
        let decoder = JSONDecoder()
        if let failure = try? decoder.decode(Failure.self, from: data), failure.status == "error" {
            throw .apiError(message: TerminalText.oneLine(failure.message), code: failure.code ?? response.statusCode)
        }
        guard (200..<300).contains(response.statusCode) else {
            throw .httpStatus(code: response.statusCode, url: url)
        }
        guard !data.isEmpty else { throw .invalidData(url: url, reason: "the body is empty") }
        guard let success = try? decoder.decode(Success<Message>.self, from: data),
              success.status == nil || success.status == "success"
        else { throw .invalidData(url: url, reason: "the body is not the JSON dog.ceo sends") }
        return success.message
    }
}
