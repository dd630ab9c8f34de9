import Foundation
import TestSupport
import WeatherClient
import WeatherCore

/// An ``HTTPTransport`` that answers every request from a canned reply and remembers the requests it saw, so
/// the client's own steps (the URL, status validation, decoding, the retry) are tested without a network. The
/// transports themselves are tested end to end against a real server (weatherTests).
final class StubTransport: HTTPTransport {
    /// What the stub answers.
    enum Reply: Sendable {
        case http(status: Int, body: Data, headers: [String: String] = [:])
        case failure(NetworkError)
    }

    private let state: Locked<(reply: Reply, requests: [HTTPRequest])>

    init(_ reply: Reply) {
        state = Locked((reply, []))
    }

    /// The requests seen so far.
    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    func get(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let reply = state.withLock { state in
            state.requests.append(request)
            return state.reply
        }
        switch reply {
        case .http(let status, let body, let headers): return HTTPResponse(status: status, headers: headers, body: body)
        case .failure(let error): throw error
        }
    }
}
