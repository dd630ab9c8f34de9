import Foundation
import Testing

@testable import WeatherCore

/// Inputs that once crashed or trapped the library, from Fixtures/fuzz (see docs/fuzzing.md). Each `.json` is
/// the body of a crash input libFuzzer minimized; the `.fuzzinput` next to it is that whole input, header and
/// all, which scripts/fuzz.sh replays every run. Each must now either throw the right ``NetworkError`` or render.
struct FuzzRegressionTests {
    @Test func timezoneOfInt64MinIsAParseErrorNotATrap() throws {
        // abs(Int.min) trapped in the decoder's range check. The list is empty: the offset is checked first.
        #expect(
            throws: NetworkError.parseError(
                path: "city.timezone", reason: "-9223372036854775808 s is not a UTC offset (at most ±18 h)")
        ) {
            try NetworkData(json: try Self.fixture("city_timezone_int64_min.json"))
        }
    }

    @Test func slotTimeOfInt64MinIsAParseErrorNotATrap() throws {
        // abs(Int.min) trapped in the decoder's range check.
        #expect(
            throws: NetworkError.parseError(path: "list[0].dt", reason: "-9223372036854775808 is not a Unix time")
        ) {
            try NetworkData(json: try Self.fixture("list_dt_int64_min.json"))
        }
    }

    @Test(arguments: [
        (now: 1 << 62, at: Int.min, age: "Updated 106751991167300 d 15 h ago"),  // the fuzzer's input
        (now: 0, at: Int.min, age: "Updated 106751991167300 d 15 h ago"),
        (now: Int.max, at: -1, age: "Updated 106751991167300 d 15 h ago"),
        (now: -2, at: Int.max, age: "Updated just now"),
    ])
    func originTimeAnyDistanceFromNowRendersAnAgeNotATrap(now: Int, at: Int, age: String) throws {
        // `now - at` overflowed in the table header; a cache file can hold any `fetched_at`. The fuzzer's
        // header: standard units, emoji, origin .fetched, "now" 2^62 and origin time Int.min, both raw.
        // Int.max s = 106 751 991 167 300 d + 55 807 s, and 55 807 s = 15 h 30 min 7 s.
        // Its slot at 1970 is refused now (before 2000): moved to 2000-01-01, as the trap was in the header's age.
        let body = String(decoding: try Self.fixture("table_origin_time_int64_min.json"), as: UTF8.self)
        #expect(body.contains(#""dt":0,"#))
        let data = try NetworkData(json: Data(body.replacing(#""dt":0,"#, with: #""dt":946684800,"#).utf8))
        let table = TableRenderer().render(Forecast(data: data, now: now), origin: .fetched(at: at))
        #expect(table.split(separator: "\n")[1].hasPrefix(age))
        let stale = TableRenderer().render(Forecast(data: data, now: now), origin: .stale(at: at, reason: "HTTP 503"))
        #expect(stale.split(separator: "\n")[1].hasPrefix("Stale: u" + age.dropFirst()))
        Self.renderEverything(data, now: now)
    }

    @Test(arguments: [(Int.max, 50_400), (Int.min, -50_400), (Int.max, Int.max), (Int.min, Int.min)])
    func localTimeOfAnyInstantIsADateNotATrap(unixTime: Int, utcOffset: Int) {
        // `unixTime + utcOffset` overflowed in the integer date arithmetic: the fuzzer's input
        // (forecast_now_int64_max.fuzzinput) gave Int.max as `now` for a UTC+9 city. Instants are clamped to
        // ±10¹⁴ s, so the extremes give dates about 3 million years away (the far past goes through
        // Foundation's calendar, which counts years BC from 1 in another era, so only the future is checked).
        let date = LocalDate(unixTime: unixTime, utcOffset: utcOffset)
        if unixTime > 0 { #expect(date.year > 3_000_000) }
        #expect((1...7).contains(date.weekday))
    }

    @Test func cachedFetchTimeOfInt64MinIsStaleNotATrap() throws {
        // `now - fetchedAt` trapped in CacheEntry.isFresh. Found while reading the code for the fuzz target; a
        // cache file on disk can hold any number. Such a file is now refused when read (an age computed from
        // it trapped in the renderers too, found by a review); an entry made in code is still not fresh.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CacheEntry.self, from: try Self.fixture("cache_entry_fetched_at_int64_min.json"))
        }
        let entry = CacheEntry(fetchedAt: .min, response: nil)
        #expect(!entry.isFresh(now: 1_752_192_000, maxAge: 600))
        #expect(!entry.isFresh(now: .max, maxAge: .max))
        #expect(DataOrigin.stale(at: .min, reason: "").age(at: 1_752_192_000) == .max)
        #expect(DataOrigin.fetched(at: .max).age(at: .min) == 0)
        #expect(DataOrigin.saved(name: "x").age(at: 0) == nil)
    }

    @Test func coordinateTooLargeForTheRequestIsWrittenNotTrapped() {
        #expect(ForecastRequest.coordinateText(1e300) == "1e+300")
        #expect(ForecastRequest.coordinateText(-.infinity) == "-inf")
        #expect(ForecastRequest.coordinateText(37.56651) == "37.5665")
    }

    /// A file of Fixtures/fuzz.
    static func fixture(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz")
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// Renders `data` with every renderer, units and icon set, as the fuzz target does: it must not trap.
    static func renderEverything(_ data: NetworkData, now: Int) {
        let forecast = Forecast(data: data, now: now)
        for units in Units.allCases {
            for icons in IconSet.allCases {
                #expect(TableRenderer(units: units, icons: icons).render(forecast, origin: .demo).hasSuffix("\n"))
            }
            #expect(throws: Never.self) { try JSONRenderer(units: units).render(forecast) }
        }
    }
}
