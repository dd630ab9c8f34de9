import Foundation

/// A recorded OpenWeather response from `Tests/WeatherCoreTests/Fixtures` (see PROVENANCE.md there), read
/// relative to this file so the tests pass on a fresh clone.
struct Fixture {
    /// The Changwon KR forecast: 40 slots from 2023-12-04 09:00 to 2023-12-09 18:00 local time (UTC+9), kelvins.
    static let changwon = Fixture(name: "forecast_changwon_kr_tz32400_2023_kelvin.json")
    /// The Goyang-si KR forecast near 37 N 126 E, recorded with units=metric: 38 slots.
    static let goyangMetric = Fixture(name: "forecast_goyang_kr_lat37_lon126_lang_kr_metric_2025_38items.json")

    /// The directory of the recorded responses.
    static let directory = WeatherProcess.packageRoot.appendingPathComponent("Tests/WeatherCoreTests/Fixtures")

    /// The file name, e.g. `error_401_invalid_key_http_url_int_cod.json`.
    var name: String

    /// The file's absolute path.
    var path: String { Self.directory.appendingPathComponent(name).path }

    /// The file's bytes, unchanged.
    func data() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The bytes with every `dt`, `sunrise` and `sunset` (and `dt_txt`) moved `days` whole days later.
    ///
    /// A live fetch shows only the days from the city's today on, so a 2023 recording served as if it were
    /// fresh would show none. Moving by whole days keeps each slot's city-local clock time, hence the grouping
    /// into days and every high, low and slot count; only the dates move.
    func data(shiftedByDays days: Int) throws -> Data {
        let seconds = days * 86_400
        var text = String(decoding: try data(), as: UTF8.self)
        text = text.replacing(/"(dt|sunrise|sunset)": (\d+)/) { match in
            "\"\(match.1)\": \(Int(match.2)! + seconds)"
        }
        text = text.replacing(/"dt_txt": "(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)"/) { match in
            "\"dt_txt\": \"\(Self.date(String(match.1), plusDays: days)) \(match.2)\""
        }
        return Data(text.utf8)
    }

    /// How many days to move this recording so that its first slot falls on the city's tomorrow, seen now:
    /// late enough that no day is dropped as past even if the city's midnight passes during the test.
    func daysToTomorrow(firstSlot: Int, utcOffset: Int, now: Date = Date()) -> Int {
        let firstDay = Int((Double(firstSlot + utcOffset) / 86_400).rounded(.down))
        let today = Int(((now.timeIntervalSince1970 + Double(utcOffset)) / 86_400).rounded(.down))
        return today + 1 - firstDay
    }

    /// "2023-12-04" plus `days` days, on the proleptic Gregorian calendar in UTC (Foundation's, not the
    /// program's own date code).
    static func date(_ text: String, plusDays days: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let date = formatter.date(from: text) else { return "invalid date \(text)" }
        return formatter.string(from: date.addingTimeInterval(Double(days) * 86_400))
    }
}
