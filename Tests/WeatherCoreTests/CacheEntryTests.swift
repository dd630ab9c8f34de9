import Foundation
import Testing
import WeatherCore

/// The cache file's layout (``CacheEntry``, each slot a row): what it keeps, written out by hand, and that a
/// response read back from it shows exactly what the response itself shows, for every recorded one.
struct CacheEntryTests {
    /// 2023-11-14 22:13:20 UTC.
    static let dt = 1_700_000_000

    static let everyField = List(
        dt: dt,
        main: Temperature(
            temp: 280.5, feelsLike: 279, tempMin: 278, tempMax: 281.25, pressure: 1013, seaLevel: 1013,
            grndLevel: 1001, humidity: 71, tempKf: 0.3),
        weather: [
            Weather(id: 500, main: "Rain", description: "light rain", icon: "10n"),
            Weather(id: 701, main: "Mist", description: "mist", icon: "50n"),
        ],
        clouds: Clouds(all: 75), wind: Wind(speed: 3.5, deg: 270, gust: 6.25), visibility: 9000, pop: 0.42,
        rain: Precipitation(threeHours: 1.25), snow: Precipitation(threeHours: 0.5), sys: PartOfDay(pod: "n"),
        dtTxt: "2023-11-14 21:00:00")

    @Test func aSlotIsOneRowInTheDocumentedOrder() throws {
        let data = NetworkData(list: [Self.everyField], city: City(name: "Testville", timezone: 3600))
        let json =
            try JSONSerialization.jsonObject(
                with: JSONEncoder().encode(CacheEntry(fetchedAt: 1_700_000_100, response: data))) as? [String: Any]
        let rows = try #require(json?["slots"] as? [[Any]])
        let expected: [Any] = [
            1_700_000_000, 280.5, 279, 278, 281.25, 1013, 71, 500, "Rain", "light rain", "10n", 75, 3.5, 270, 6.25,
            9000, 0.42, 1.25, 0.5, "n",
        ]
        #expect(rows.count == 1)
        #expect(rows[0].map { "\($0)" } == expected.map { "\($0)" })
        #expect(json?["version"] as? Int == 2)
        #expect(json?["fetched_at"] as? Int == 1_700_000_100)
        #expect((json?["city"] as? [String: Any])?["timezone"] as? Int == 3600)
        #expect(json?["response"] == nil)
    }

    @Test func aRowKeepsWhatIsShownAndDropsWhatIsNot() throws {
        let data = NetworkData(list: [Self.everyField], city: City(name: "Testville", timezone: 3600))
        let read = try Self.roundTrip(CacheEntry(fetchedAt: 1, response: data)).response

        var kept = Self.everyField
        kept.main.seaLevel = nil
        kept.main.grndLevel = nil
        kept.main.tempKf = nil
        kept.weather = [Weather(id: 500, main: "Rain", description: "light rain", icon: "10n")]
        kept.dtTxt = nil
        #expect(read == NetworkData(list: [kept], city: City(name: "Testville", timezone: 3600)))
    }

    @Test func aSlotWithOnlyItsTemperatureComesBackAsItWas() throws {
        let bare = List(dt: Self.dt, main: Temperature(temp: 300))
        let data = NetworkData(list: [bare], city: City())
        let text = String(decoding: try JSONEncoder().encode(CacheEntry(fetchedAt: 1, response: data)), as: UTF8.self)
        #expect(text.contains("[[1700000000,300" + String(repeating: ",null", count: 18) + "]]"))
        #expect(try Self.roundTrip(CacheEntry(fetchedAt: 1, response: data)).response == data)
    }

    @Test func anEntryWithOnlyAWaitHasNoResponse() throws {
        let entry = CacheEntry(fetchedAt: 5, response: nil, retryNotBefore: 99)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(entry)) as? [String: Any]
        #expect(json?.keys.sorted() == ["fetched_at", "retry_not_before", "version"])
        #expect(try Self.roundTrip(entry) == entry)
    }

    /// Every recorded response that decodes, read back from a cache entry, renders as the response itself
    /// does: the JSON document (which has every value weather shows, in both units), the table and a bar,
    /// at the first slot and a day and a half later.
    @Test(arguments: Fixture.forecastNames)
    func aResponseReadFromTheCacheShowsWhatTheResponseShows(name: String) throws {
        guard let original = try? NetworkData(json: Fixture.data(name)) else { return }
        let read = try #require(try Self.roundTrip(CacheEntry(fetchedAt: 1, response: original)).response)
        let first = try #require(original.list.map(\.dt).min())
        for now in [first, first + 36 * 3600] {
            let (a, b) = (Forecast(data: original, now: now), Forecast(data: read, now: now))
            for units in [Units.metric, .imperial] {
                #expect(try JSONRenderer(units: units).render(b) == JSONRenderer(units: units).render(a))
                let table = TableRenderer(units: units)
                #expect(table.render(b, origin: .fetched(at: now)) == table.render(a, origin: .fetched(at: now)))
            }
            #expect(WaybarRenderer().render(b) == WaybarRenderer().render(a))
        }
    }

    /// Times outside ±10¹¹ s (about ±3 000 years, a response's `dt` limit) are no Unix time a run wrote; an
    /// age computed from them would not fit in an Int.
    @Test(arguments: [
        #"{"version": 2, "fetched_at": -100000000001}"#, #"{"version": 2, "fetched_at": 9223372036854775807}"#,
        #"{"version": 2, "fetched_at": 1, "retry_not_before": 100000000001}"#,
    ])
    func timesNoRunWroteAreRefused(file: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CacheEntry.self, from: Data(file.utf8)) }
    }

    @Test func aWaitIsHonouredForAtMostAnHour() {
        let now = 1_700_000_000
        #expect(CacheEntry(fetchedAt: now, response: nil, retryNotBefore: now + 3600).mustWait(now: now))
        #expect(CacheEntry(fetchedAt: now, response: nil, retryNotBefore: now + 1).mustWait(now: now))
        #expect(!CacheEntry(fetchedAt: now, response: nil, retryNotBefore: now).mustWait(now: now))
        // Longer than OpenWeather is ever believed: a clock that was wrong, or a hand-edited file.
        #expect(!CacheEntry(fetchedAt: now, response: nil, retryNotBefore: now + 3601).mustWait(now: now))
        #expect(!CacheEntry(fetchedAt: now, response: nil, retryNotBefore: .max).mustWait(now: .min))
        #expect(!CacheEntry(fetchedAt: now, response: nil, retryNotBefore: nil).mustWait(now: now))
    }

    /// Each kind of failure comes back as it was kept, for the copies that reuse it.
    @Test(arguments: [
        NetworkError.networkError(
            reason: "could not connect to the server (connection refused)", code: .cannotConnectToHost),
        .dataError(status: 503, message: nil, retryAfter: 120), .dataError(status: 401, message: "Invalid API key"),
        .dataError(status: nil, message: "empty"), .parseError(path: "list[3].dt", reason: "expected a number"),
    ])
    func aRememberedFailureComesBackAsItWas(_ error: NetworkError) throws {
        let entry = CacheEntry(fetchedAt: 1_700_000_000, response: nil).failed(error, now: 1_700_000_100)

        #expect(try Self.roundTrip(entry) == entry)
        #expect(entry.failure == RememberedFailure(error, failedAt: 1_700_000_100))
    }

    /// A failure waiting may cure holds later runs back a minute, or the Retry-After up to an hour; others not.
    @Test func onlyAFailureWaitingMayCureHoldsLaterRunsBack() {
        let start = 1_700_000_000
        let entry = CacheEntry(fetchedAt: start, response: nil)
        #expect(entry.failed(.dataError(status: 503, message: nil), now: start).retryNotBefore == start + 60)
        #expect(entry.failed(.networkError(reason: "x", code: .timedOut), now: start).retryNotBefore == start + 60)
        #expect(
            entry.failed(.dataError(status: 429, message: nil, retryAfter: 90), now: start).retryNotBefore == start + 90
        )
        #expect(
            entry.failed(.dataError(status: 429, message: nil, retryAfter: 86_400), now: start).retryNotBefore == start
                + 3600)
        #expect(entry.failed(.dataError(status: 401, message: nil), now: start).retryNotBefore == nil)
    }

    /// A hand-edited file cannot put a page into a bar: the message is cut to 300 characters.
    @Test func aRememberedMessageIsCutTo300Characters() throws {
        let file =
            #"{"version": 2, "fetched_at": 1700000000, "failure": {"failed_at": 1700000000, "status": 500, "message": ""#
            + String(repeating: "x", count: 1000) + #""}}"#
        let entry = try JSONDecoder().decode(CacheEntry.self, from: Data(file.utf8))
        #expect(entry.failure?.error == .dataError(status: 500, message: String(repeating: "x", count: 300)))
    }

    static func roundTrip(_ entry: CacheEntry) throws -> CacheEntry {
        try JSONDecoder().decode(CacheEntry.self, from: JSONEncoder().encode(entry))
    }
}
