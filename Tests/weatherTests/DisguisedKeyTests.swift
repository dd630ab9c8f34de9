import Foundation
import Testing

/// A server that echoes the API key in disguise — an invisible character, a soft hyphen or a control character
/// after every 7 of its characters, fullwidth, letter-spaced or reversed — into a place's name and the
/// forecast's city name does not get it shown on stdout or stderr, in JSON or a bar, nor kept in the cache. An
/// entry that holds the key (one an older version wrote) is hidden when a later run answers from it.
@Suite struct DisguisedKeyTests {
    static let key = WeatherProcess.sentinelKey

    /// The disguises of ``key`` ("SENTINELKEY0123456789abcdef"), as JSON string text.
    static let disguises = [
        "SENTINE\u{200B}LKEY012\u{200B}3456789\u{200B}abcdef",
        "SENTINE\u{AD}LKEY012\u{AD}3456789\u{AD}abcdef",
        #"SENTINE\u0001LKEY012\u00073456789\u001Fabcdef"#,
        "ＳＥＮＴＩＮＥＬＫＥＹ０１２３４５６７８９ａｂｃｄｅｆ",
        "S E N T I N E L K E Y 0 1 2 3 4 5 6 7 8 9 a b c d e f",
        "fedcba9876543210YEKLENITNES",
    ]

    /// Two matches for "Foo", the first named with the key in disguise, and the Changwon forecast with it in the
    /// city name.
    static func echoingServer(_ disguised: String) throws -> TestHTTPServer {
        let geocoding = Data(
            #"""
            [{"name": "Foo \#(disguised)", "lat": 35.2281, "lon": 128.6811, "country": "KR"},
             {"name": "Foo", "lat": 37.5, "lon": 127.0, "country": "KR"}]
            """#.utf8)
        return try LocalOpenWeather.start(geocoding: geocoding) { _, text in
            LocalOpenWeather.json(LocalOpenWeather.forecast(named: "Changwon \(disguised)", from: text))
        }
    }

    /// Before: the table's title read "Changwon S E N T I N E L K E Y …" (or the key with its invisible
    /// characters, whole to anyone who copies it), the note on stderr and the bar's tooltip the same, and the
    /// entry's city name held it.
    @Test(arguments: disguises)
    func keyInDisguiseIsHiddenInOutputAndCache(_ disguised: String) async throws {
        try await Self.echoingServer(disguised).serving { server in
            try await WeatherProcess.with { weather in

                let table = try await weather.run(["--city", "Foo", "--base-url", server.baseURL])
                let json = try await weather.run(["--city", "Foo", "--format", "json", "--base-url", server.baseURL])
                let bar = try await weather.run(["--city", "Foo", "--format", "waybar", "--base-url", server.baseURL])

                #expect(table.status == 0 && json.status == 0 && bar.status == 0)
                #expect(server.requests.count == 2)  // a look-up and a forecast: the cache answered json and waybar
                #expect(
                    table.stderrLines.first
                        == "Note: 'Foo' matches 2 places; using Foo ***, KR (35.2281, 128.6811). Add a state or country code to pick another."
                )
                #expect(table.stdout.contains("Changwon ***, KR (35.2281, 128.6811)"), "\(table.stdout)")
                #expect(json.stdout.contains("Changwon ***"), "\(json.stdout)")
                let output = try #require(WaybarOutput(bar.stdout), "not one waybar object: \(bar.stdout)")
                #expect(output.tooltip.contains("Changwon ***"), "\(output.tooltip)")
                for run in [table, json, bar] {
                    #expect(!Self.holdsKey(run.stdout) && !Self.holdsKey(run.stderr), "\(run.stdout)\(run.stderr)")
                }
                #expect(Self.filesHoldingKey(weather.cacheDirectory).isEmpty)
                let entry = try String(contentsOf: try #require(weather.forecastEntry()), encoding: .utf8)
                #expect(entry.contains("Changwon ***"), "\(entry)")
            }
        }
    }

    /// An entry that holds the key in disguise, as a version that did not look for disguises kept it: written
    /// here by a run with another key, to which the echo is no key. A run with the key answered from it shows
    /// it hidden, without a request.
    @Test func keyInAnEntryIsHiddenOnACacheHit() async throws {
        try await Self.echoingServer(Self.disguises[0]).serving { server in
            try await WeatherProcess.with { weather in
                let arguments = ["--lat", "35.2281", "--lon", "128.6811", "--base-url", server.baseURL]

                weather.environment["OPENWEATHER_API_KEY"] = "ANOTHERKEY0123456789"
                let writer = try await weather.run(arguments)
                try #require(writer.status == 0 && weather.filesHoldingKey().count == 1, "\(writer.stderr)")
                weather.environment["OPENWEATHER_API_KEY"] = Self.key
                let table = try await weather.run(arguments)
                let bar = try await weather.run(arguments + ["--format", "waybar"])

                #expect(server.requests.count == 1)
                #expect(table.status == 0 && bar.status == 0)
                #expect(table.stdout.contains("Changwon ***, KR (35.2281, 128.6811)"), "\(table.stdout)")
                let output = try #require(WaybarOutput(bar.stdout), "not one waybar object: \(bar.stdout)")
                #expect(output.tooltip.contains("Changwon ***") && !Self.holdsKey(bar.stdout), "\(output.tooltip)")
                #expect(!Self.holdsKey(table.stdout) && !Self.holdsKey(table.stderr))
            }
        }
    }

    /// Whether `text` holds ``key`` forwards or backwards once format characters, controls and white space are
    /// left out and fullwidth forms and case folded: by Foundation's transform, not `weather`'s own folding.
    static func holdsKey(_ text: String) -> Bool {
        let halfwidth = text.applyingTransform(.fullwidthToHalfwidth, reverse: false) ?? text
        var folded = String.UnicodeScalarView()
        for scalar in halfwidth.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .format, .control: continue
            default: if !scalar.properties.isWhitespace { folded.append(scalar) }
            }
        }
        let plain = String(folded)
        return plain.contains(key.lowercased()) || plain.contains(String(key.lowercased().reversed()))
    }

    /// The files under `folder` that hold the key (``holdsKey(_:)``).
    static func filesHoldingKey(_ folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                return false
            }
            // JSON keeps a control character as "\u0001": left out, as the character would be.
            return holdsKey(String(decoding: data, as: UTF8.self).replacing(/\\u[0-9A-Fa-f]{4}/, with: ""))
        }
    }
}

extension WeatherProcess {
    /// The files of the cache folder that hold the key in disguise (``DisguisedKeyTests/holdsKey(_:)``).
    func filesHoldingKey() -> [String] {
        DisguisedKeyTests.filesHoldingKey(cacheDirectory)
    }
}
