import Foundation
import Testing

/// What a run says of an answer libcurl cannot read as HTTP, and of redirects that never end: the words name
/// what the server did, not the base URL or a silent server.
@Suite(.enabled(if: Build.usesLibcurl, "the words of libcurl's codes: this build asks through URLSession"))
struct ServerAnswerWordsTests {
    static let place = ["--lat", "37", "--lon", "126", "--no-cache"]

    /// A status line of 000, a negative status, or no status line at all (HTTP/0.9: the body alone): libcurl ends
    /// each with CURLE_UNSUPPORTED_PROTOCOL after reaching the server, where "the base URL cannot be used" was said.
    @Test(arguments: [
        "HTTP/1.1 000 OK\r\nContent-Length: 2\r\n\r\n{}",
        "HTTP/1.1 -1 Negative\r\nContent-Length: 2\r\n\r\n{}",
        "{\"cod\": \"200\", \"list\": []}",
    ])
    func anAnswerWithoutAValidStatusLineSaysSo(answer: String) async throws {
        try await TestHTTPServer { _ in .raw(Data(answer.utf8)) }.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(Self.place + ["--base-url", server.baseURL])

                #expect(result.status == 75, "\(result.stderr)")
                let line = String(try #require(result.messages.first))
                // libcurl's own line (which names the status or HTTP/0.9) stands between the words and the advice.
                #expect(
                    line.hasPrefix(
                        "Error: Could not reach OpenWeather: the server's answer has no valid HTTP status line (")
                        && line.hasSuffix("); check --base-url."), "\(line)")
                #expect(!line.contains("base URL cannot be used"))
            }
        }
    }

    /// Redirects to the same URL, each answered after 0.4 s, with `--timeout 2`: the deadline comes after about
    /// 5 of them, before the limit of 20, and the message says the server redirected, not that it was silent.
    @Test func redirectsThatOutlastTheDeadlineSaySo() async throws {
        try await TestHTTPServer { request in
            .respond(status: 302, headers: ["Location": request.rawTarget], body: Data(), delay: 0.4)
        }.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(Self.place + ["--base-url", server.baseURL, "--timeout", "2"])

                #expect(result.status == 75, "\(result.stderr)")
                let line = String(try #require(result.messages.first))
                #expect(
                    line.hasPrefix("Error: Could not reach OpenWeather: no answer within 2 s: the server redirected "),
                    "\(line)")
                #expect(
                    line.hasSuffix(
                        " times, each to the same host, and the deadline came before an answer that was not a redirect."
                    )
                        || line.hasSuffix(
                            " once, each to the same host, and the deadline came before an answer that was not a redirect."
                        ),
                    "\(line)")
                // Every redirect but the one the deadline cut was answered: at least one was followed.
                #expect(server.requestCount >= 2)
            }
        }
    }

    /// Redirects answered at once reach the limit of 20 first, which says it is a loop.
    @Test func redirectsPastTheLimitSayItIsALoop() async throws {
        try await TestHTTPServer { request in
            .respond(status: 302, headers: ["Location": request.rawTarget], body: Data())
        }.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(Self.place + ["--base-url", server.baseURL])

                #expect(result.status == 75, "\(result.stderr)")
                #expect(
                    result.messages == [
                        "Error: Could not reach OpenWeather: too many redirects: the server redirected more than 20 times, "
                            + "each to the same host (a redirect loop)."
                    ], "\(result.stderr)")
                // The first request and 20 redirects.
                #expect(server.requestCount == 21)
            }
        }
    }
}
