import Testing
import WeatherCore

@testable import WeatherCLI

/// The one failure type: its lines for stderr, its status, and how a bar format is named for it.
@Suite struct FailureTests {
    @Test func usageFailureAddsTheUsageLineAndThePointerToHelp() {
        let failure = Failure(UsageError(message: "--lat needs --lon too"))
        #expect(failure.status == .usage)
        #expect(
            failure.lines == [
                "Error: --lat needs --lon too", "Usage: \(Help.usage)", "See 'weather --help'.",
            ])
    }

    @Test func otherFailuresAreOneLine() {
        #expect(Failure("no API key", kind: .config).lines == ["Error: no API key"])
    }

    @Test func networkFailureHidesTheKeyAndKeepsItsStatus() {
        let failure = Failure(.networkError(reason: "refused for appid=abc123", code: nil), hiding: "abc123")
        #expect(!failure.message.contains("abc123"))
        #expect(failure.status == .tempFail)
        #expect(Failure(.dataError(status: 401, message: "bad"), hiding: nil).status == .unavailable)
    }

    @Test func failureAboutAPlaceNamesIt() {
        #expect(Failure("gone", kind: .noForecast).about("Seoul,KR") == Failure("Seoul,KR: gone", kind: .noForecast))
    }

    /// Each kind of failure ends with its sysexits.h value (64 EX_USAGE … 78 EX_CONFIG); a network failure
    /// that only a change here cures (an untrusted certificate, no libcurl) is 69 like OpenWeather's refusals.
    @Test(arguments: [
        (Failure.Kind.usage, 64), (.config, 78), (.unreadableInput, 66), (.invalidInput, 65), (.noForecast, 69),
        (.noLocation, 69), (.output, 74), (.internal, 70),
        (.request(.networkError(reason: "refused", code: .cannotConnectToHost)), 75),
        (.request(.networkError(reason: "no answer", code: nil)), 75),
        (.request(.networkError(reason: "untrusted", code: .serverCertificateUntrusted)), 69),
        (.request(.networkError(reason: "no libcurl", code: .transportMissing)), 69),
        (.request(.dataError(status: 401, message: "Invalid API key")), 69),
        (.request(.dataError(status: 429, message: nil, retryAfter: 60)), 69),
        (.request(.parseError(path: "list", reason: "missing")), 65),
    ])
    func eachKindEndsWithItsSysexitsStatus(kind: Failure.Kind, status: Int) {
        #expect(Int(Failure("x", kind: kind).status.rawValue) == status)
    }

    /// `--here` with nothing to show: 69 whatever the service did (a timeout is not 75: waiting cures nothing
    /// while no place is configured), a bar's few words, and the way out in the message.
    @Test(arguments: [
        NetworkError.networkError(reason: "no answer within 5 s", code: .timedOut),
        .dataError(status: 500, message: nil), .parseError(path: "loc", reason: "missing"),
    ])
    func aFailureToLocateWithoutAPlaceIsUnavailable(error: NetworkError) {
        let failure = Failure(LocateError(service: "ipinfo.io", error: error), hiding: nil)

        #expect(failure.status == .unavailable)
        #expect(failure.barError.short == "no location")
        #expect(failure.message.hasPrefix("cannot tell where this machine is from its IP address: ipinfo.io"))
        #expect(failure.message.hasSuffix(#"or give the config file a "place" to show when this happens."#))
    }

    /// Every bar of WeatherCore has the `--format` of its own name, and table and JSON are not bars.
    @Test func everyBarFormatHasTheFormatOfItsName() {
        for format in Options.Format.allCases {
            #expect(format.bar?.rawValue == (format == .table || format == .json ? nil : format.rawValue))
        }
        #expect(Set(Options.Format.allCases.compactMap(\.bar)) == Set(BarFormat.allCases))
    }
}
