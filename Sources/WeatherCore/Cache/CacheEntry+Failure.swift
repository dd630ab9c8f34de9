/// A failed request as the cache keeps it, so that the copies of `weather` that waited for the one that asked
/// reuse its outcome instead of asking again (20 bars against a failing server would make 20 or more).
/// Holds what the user is told, never the API key (the message is the server's, with the key hidden first).
package struct RememberedFailure: Codable, Sendable, Equatable {
    /// The failure.
    package var error: NetworkError
    /// When the request failed, Unix time in seconds.
    package var failedAt: Int
    /// Which API key the request was made with, as a fingerprint that cannot give the key back (a 32-bit hash
    /// of a 128-bit key): a rejected key or a rate limit is that key's, and another key asks for itself. Nil in
    /// an entry an older version wrote, which no key reuses.
    package var keyFingerprint: String?

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
        case keyFingerprint = "key_fingerprint"
    }

    /// The fingerprint of `key` kept with its failures: FNV-1a (64 bits) of the key after a fixed label, folded
    /// to 32 bits and written as 8 hexadecimal digits. Too short to give back a key of 32 hexadecimal digits,
    /// or to be mistaken for 8 of its characters but by a chance of about 1 in 10⁸.
    package static func fingerprint(of key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in Array("weather key fingerprint\u{0}".utf8) + Array(key.utf8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        failedAt = try container.decode(Int.self, forKey: .failedAt)
        keyFingerprint = try container.decodeIfPresent(String.self, forKey: .keyFingerprint).map {
            String($0.prefix(16))
        }
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
        try container.encodeIfPresent(keyFingerprint, forKey: .keyFingerprint)
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
    /// - Parameters:
    ///   - wait: the seconds until the next request; nil for a failure only the waiting copies reuse.
    ///   - age: how long ago the failure was had, seconds, for a person at a terminal; nil for a bar's few words.
    ///   - refreshAsks: whether `--refresh` would ask now (not past a rate limit).
    package func reused(wait: Int?, age: Int? = nil, refreshAsks: Bool = false) -> NetworkError {
        var note = wait.map { "not asking again for \($0) s" } ?? "as another copy of weather was just told"
        if let age, let wait {
            note =
                "remembered from a request \(max(0, age)) s ago; not asking again for \(wait) s"
                + (refreshAsks ? " (--refresh asks now)" : " (OpenWeather blocks keys that ask sooner)")
        }
        switch error {
        case .networkError(let reason, let code):
            return .networkError(reason: reason + "; " + note, code: code)
        case .dataError(let status, let message, _):
            // The server's words are cut, not the note: a message is shown at most 200 characters long.
            let room = max(0, 198 - note.count - 2)
            let said = message.map { $0.count > room ? String($0.prefix(room)) + "…" : $0 }
            return .dataError(status: status, message: (said.map { $0 + "; " } ?? "") + note, retryAfter: wait)
        case .parseError(let path, let reason):
            return .parseError(path: path, reason: reason + "; " + note)
        }
    }
}

extension NetworkError {
    /// The error with `secret` (the API key) hidden in every text it carries, before it is kept in a file.
    package func hiding(_ secret: String?) -> NetworkError {
        SecretPattern(secret).map(hiding) ?? self
    }

    /// The error with `pattern`'s secret hidden, as ``hiding(_:)`` hides it.
    package func hiding(_ pattern: SecretPattern) -> NetworkError {
        switch self {
        case .networkError(let reason, let code): .networkError(reason: pattern.hide(in: reason), code: code)
        case .dataError(let status, let message, let retryAfter):
            .dataError(status: status, message: message.map(pattern.hide), retryAfter: retryAfter)
        case .parseError(let path, let reason):
            .parseError(path: pattern.hide(in: path), reason: pattern.hide(in: reason))
        }
    }
}
