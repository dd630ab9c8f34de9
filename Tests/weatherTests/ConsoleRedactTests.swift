import Foundation
import Testing

@testable import WeatherCLI

/// The key is hidden from messages as it is and as it went on the wire, percent-encoded (a server may echo the
/// request's URL in its error).
@Suite struct ConsoleRedactTests {
    @Test func plainKeyIsHidden() {
        #expect(Console.redact("bad key 0123456789abcdef here", "0123456789abcdef") == "bad key *** here")
    }

    @Test(arguments: [
        // key, how the request carried it (RFC 3986: all but A-Z a-z 0-9 - . _ ~ encoded, UTF-8)
        ("SENTINEL 123456", "SENTINEL%20123456"),
        ("SENTINEL+12/3456", "SENTINEL%2B12%2F3456"),
        ("SENTINELé123456", "SENTINEL%C3%A9123456"),
        ("SENTINEL123456&units=x", "SENTINEL123456%26units%3Dx"),
    ])
    func percentEncodedKeyIsHidden(key: String, onTheWire: String) {
        let echoed = "Error: /data/2.5/forecast?lat=1&appid=\(onTheWire)&lang=en not allowed"
        #expect(Console.redact(echoed, key) == "Error: /data/2.5/forecast?lat=1&appid=***&lang=en not allowed")
        // Lower-case hex digits, as some servers write them.
        #expect(!Console.redact(echoed.lowercased(), key).lowercased().contains(onTheWire.lowercased()))
    }

    @Test func formEncodedKeyIsHidden() {
        #expect(Console.redact("appid=SENTINEL+123456&lang=en", "SENTINEL 123456") == "appid=***&lang=en")
        #expect(Console.redact("appid=SENTINEL+12%2B3456", "SENTINEL 12+3456") == "appid=***")
    }

    @Test func shortSecretIsNotAKeyAndChangesNothing() {
        #expect(Console.redact("a b c", "a") == "a b c")
    }
}

/// File system errors are described in the system's words, not Foundation's generic ones on Linux.
@Suite struct ConsoleDescribeTests {
    @Test func cacheFolderUnderAFileIsNotADirectory() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("weather-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try FileManager.default.createDirectory(
                at: file.appendingPathComponent("weather"), withIntermediateDirectories: true)
            Issue.record("a folder was made under a file")
        } catch {
            #expect(Console.describe(error) == "Not a directory")
        }
    }

    @Test func errorWithoutASystemCauseKeepsItsDescription() {
        struct Plain: LocalizedError { var errorDescription: String? { "plain words" } }
        #expect(Console.describe(Plain()) == "plain words")
    }
}
