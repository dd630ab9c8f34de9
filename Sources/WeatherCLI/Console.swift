import Foundation
import WeatherCore

/// Standard output and standard error, written as whole strings.
enum Console {
    /// Writes `text` to stdout as it is. When stdout cannot be written (a full disk) the process ends with
    /// EX_IOERR (74) rather than trapping; a pipe its reader closed ends it by SIGPIPE, as other tools.
    static func write(_ text: String) {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            line("Error: cannot write the output: \(describe(error))")
            exit(ExitStatus.outputError.rawValue)
        }
    }

    /// Writes `Error: message` and a newline to stderr, with the API key, if given, replaced by `***`.
    static func error(_ message: String, hiding secret: String? = nil) {
        line("Error: " + redact(message, secret))
    }

    /// Writes `Warning: message` and a newline to stderr.
    static func warning(_ message: String) {
        line("Warning: \(message)")
    }

    /// What a file system error says, for a message: the system's own words for its errno ("No space left on
    /// device", "Not a directory") when Foundation has one underneath, which on Linux are clearer than its
    /// description ("The operation could not be completed. (NSCocoaErrorDomain error 512.)").
    static func describe(_ error: any Error) -> String {
        let userInfo = (error as? CocoaError)?.userInfo ?? (error as NSError).userInfo
        if let underlying = userInfo[NSUnderlyingErrorKey] as? any Error {
            let system = underlying as NSError
            if system.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(system.code))) }
        }
        return error.localizedDescription
    }

    /// Writes one line to stderr.
    static func line(_ text: String) {
        // A closed or full stderr loses the message; it must not crash the run.
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
    }

    /// `text` with every occurrence of `secret` replaced by `***`, as it is and as it was percent-encoded in the
    /// request (a server may echo the URL back; "SENTINEL KEY" is "SENTINEL%20KEY" or "SENTINEL+KEY" there). A secret under 6
    /// characters is not a real OpenWeather key (those are 32) and would garble ordinary words, so it is left
    /// alone.
    static func redact(_ text: String, _ secret: String?) -> String {
        guard let secret, secret.count >= 6 else { return text }
        let encoded = QueryItems.encoded(secret)
        // Also as a form would write it, "+" for a space, which is how some servers echo a query.
        let forms = [
            secret, encoded, encoded.replacingOccurrences(of: "%20", with: "+"),
            secret.replacingOccurrences(of: " ", with: "+"),
        ]
        return forms.reduce(text) {
            $0.replacingOccurrences(of: $1, with: "***", options: .caseInsensitive)
        }
    }
}
