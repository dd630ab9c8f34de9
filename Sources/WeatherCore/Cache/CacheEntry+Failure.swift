/// A failed request as the cache keeps it, so that the copies of `weather` that waited for the one that asked
/// reuse its outcome instead of asking again (20 bars against a failing server would make 20 or more).
/// Holds what the user is told, never the API key (the message is the server's, with the key hidden first).
package struct RememberedFailure: Codable, Sendable, Equatable {
    /// The failure.
    package var error: NetworkError
    /// When the request failed, Unix time in seconds.
    package var failedAt: Int

    /// How long a failure that waiting may cure is reused when the server gives no `Retry-After`: a minute.
    package static let defaultWait = 60

    /// The longest message kept: a hand-edited file must not put a page into a status bar.
    static let longestText = 300

    package init(_ error: NetworkError, failedAt: Int) {
        self.error = error
        self.failedAt = failedAt
    }

    enum CodingKeys: String, CodingKey {
        case status, message, reason, code, path
        case retryAfter = "retry_after"
        case failedAt = "failed_at"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        failedAt = try container.decode(Int.self, forKey: .failedAt)
        guard failedAt.magnitude <= NetworkData.unixTimeLimit.magnitude else {
            throw DecodingError.dataCorruptedError(
                forKey: .failedAt, in: container, debugDescription: "not a Unix time")
        }
        func text(_ key: CodingKeys) throws -> String? {
            try container.decodeIfPresent(String.self, forKey: key).map { String($0.prefix(Self.longestText)) }
        }
        if let path = try text(.path) {
            error = .parseError(path: path, reason: try text(.reason) ?? "")
        } else if let reason = try text(.reason) {
            let code = try container.decodeIfPresent(Int.self, forKey: .code).map(NetworkError.TransportCode.init)
            error = .networkError(reason: reason, code: code)
        } else {
            error = .dataError(
                status: try container.decodeIfPresent(Int.self, forKey: .status), message: try text(.message),
                retryAfter: try container.decodeIfPresent(Int.self, forKey: .retryAfter))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(failedAt, forKey: .failedAt)
        switch error {
        case .networkError(let reason, let code):
            try container.encode(reason, forKey: .reason)
            try container.encodeIfPresent(code?.rawValue, forKey: .code)
        case .dataError(let status, let message, let retryAfter):
            try container.encodeIfPresent(status, forKey: .status)
            try container.encodeIfPresent(message, forKey: .message)
            try container.encodeIfPresent(retryAfter, forKey: .retryAfter)
        case .parseError(let path, let reason):
            try container.encode(path, forKey: .path)
            try container.encode(reason, forKey: .reason)
        }
    }

    /// The error as a copy that reuses it tells it: the same failure, saying that no request was made and for
    /// how much longer (`wait` seconds; none for a failure only the waiting copies reuse).
    package func reused(wait: Int?) -> NetworkError {
        let note = wait.map { "not asking again for \($0) s" } ?? "as another copy of weather was just told"
        switch error {
        case .networkError(let reason, let code):
            return .networkError(reason: reason + "; " + note, code: code)
        case .dataError(let status, let message, _):
            return .dataError(status: status, message: (message.map { $0 + "; " } ?? "") + note, retryAfter: wait)
        case .parseError(let path, let reason):
            return .parseError(path: path, reason: reason + "; " + note)
        }
    }
}

extension NetworkError {
    /// The error with `secret` (the API key) hidden in every text it carries, before it is kept in a file.
    package func hiding(_ secret: String?) -> NetworkError {
        switch self {
        case .networkError(let reason, let code): .networkError(reason: reason.hiding(secret), code: code)
        case .dataError(let status, let message, let retryAfter):
            .dataError(status: status, message: message?.hiding(secret), retryAfter: retryAfter)
        case .parseError(let path, let reason): .parseError(path: path.hiding(secret), reason: reason.hiding(secret))
        }
    }
}
