import Foundation
import Testing
import WeatherCore

extension LocalDateTimeTests {
    /// The same instants give the same city-local text whatever the machine's time zone: the library must
    /// never read `TZ` or `TimeZone.current`. Serialized, and `TZ` is restored, because it is process state.
    @Suite(.serialized) struct UnderAnyProcessTimeZone {
        static let zones = ["Pacific/Kiritimati", "America/St_Johns", "Asia/Kathmandu", "Pacific/Pago_Pago", "UTC"]

        /// Runs `body` with the process time zone set to `zone`, then puts the previous one back.
        func withProcessTimeZone<T>(_ zone: String, _ body: () throws -> T) rethrows -> T {
            let previous = getenv("TZ").map { String(cString: $0) }
            setenv("TZ", zone, 1)
            tzset()
            NSTimeZone.resetSystemTimeZone()
            defer {
                if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
                tzset()
                NSTimeZone.resetSystemTimeZone()
            }
            return try body()
        }

        @Test func processTimeZoneReallyChanges() {
            // Guards the tests below: if setting TZ did nothing here, they would prove nothing.
            let offsets = Self.zones.map { zone in withProcessTimeZone(zone) { TimeZone.current.secondsFromGMT() } }
            #expect(Set(offsets).count > 1, "TimeZone.current ignored TZ: \(offsets)")
        }

        @Test(arguments: zones)
        func localTextIsFixedUnderEveryZone(zone: String) {
            withProcessTimeZone(zone) {
                // Fixed answers from python3 datetime with timezone.utc (see LocalDateTimeTests).
                #expect(LocalDateTime(unixTime: 1_752_192_000, utcOffset: 32400).iso8601 == "2025-07-11T09:00:00+09:00")
                #expect(
                    LocalDateTime(unixTime: 1_616_220_000, utcOffset: -14400).iso8601 == "2021-03-20T02:00:00-04:00")
                #expect(LocalDate(unixTime: 1_704_067_199, utcOffset: 0).description == "2023-12-31")
                #expect(LocalDate(unixTime: 1_704_067_199, utcOffset: 0).weekdayName == "Sun")
                #expect(LocalDate(unixTime: 1_704_016_800, utcOffset: 50400).description == "2024-01-01")
            }
        }

        @Test func renderedForecastIsIdenticalUnderEveryZone() throws {
            let data = try NetworkData(json: Fixture.data(Fixture.changwon))
            let forecast = Forecast(data: data, now: 1_701_680_400)
            let outputs = try Self.zones.map { zone in
                try withProcessTimeZone(zone) {
                    let table = TableRenderer(units: .metric, icons: .ascii).render(forecast, origin: .saved(name: "x"))
                    return try table + JSONRenderer(units: .imperial).render(forecast)
                }
            }
            #expect(Set(outputs).count == 1)
            #expect(outputs[0].contains("Mon 2023-12-04"))  // python3: the first local date is a Monday
        }
    }
}
