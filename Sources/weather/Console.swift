import Foundation

/// Standard output and standard error, written as whole strings.
enum Console {
    /// Writes `text` to stdout as it is.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `Error: message` and a newline to stderr, with the API key, if given, replaced by `***`.
    static func error(_ message: String, hiding secret: String? = nil) {
        line("Error: " + redact(message, secret))
    }

    /// Writes `Warning: message` and a newline to stderr.
    static func warning(_ message: String) {
        line("Warning: \(message)")
    }

    /// Writes one line to stderr.
    static func line(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `text` with every occurrence of `secret` replaced by `***`.
    static func redact(_ text: String, _ secret: String?) -> String {
        guard let secret, !secret.isEmpty else { return text }
        return text.replacingOccurrences(of: secret, with: "***")
    }
}
