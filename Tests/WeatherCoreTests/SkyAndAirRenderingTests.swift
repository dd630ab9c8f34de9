import Foundation
import Testing
import WeatherCore

/// The Sun, Moon, summary and air as the renderers show them. Goyang-si (37.6268° N, 126.8417° E, UTC+9),
/// seen at its first slot, 2025-07-11 09:00 KST. Reference values from `scripts/sky-reference` (PyEphem):
/// sunrise 05:20:20 and sunset 19:55:41 that day (14 h 35 min 21 s), the Moon 0.509 of the way round and
/// 99.8 % lit at local noon (full moon 2025-07-10 20:37 UTC); on the 15th it is 0.646 round, 80.5 % lit.
@Suite struct SkyAndAirRenderingTests {
    func goyang(air: AirPollution? = nil) throws -> Forecast {
        var forecast = try BarFixture.forecast(BarFixture.goyang)
        forecast.air = air
        return forecast
    }

    func json(_ forecast: Forecast) throws -> [String: Any] {
        let text = try JSONRenderer().render(forecast)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonDaysHaveSunTimesDayLengthAndMoon() throws {
        let document = try json(goyang())
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.count == 6)
        let first = days[0]
        let sunrise = try #require(first["sunrise"] as? String)
        let sunset = try #require(first["sunset"] as? String)
        #expect(sunrise.hasPrefix("2025-07-11T05:") && sunrise.hasSuffix("+09:00"))
        #expect(sunset.hasPrefix("2025-07-11T19:") && sunset.hasSuffix("+09:00"))
        let length = try #require(first["day_length_seconds"] as? Int)
        #expect(abs(length - 52_521) <= 120)
        let phase = try #require(first["moon_phase"] as? Double)
        #expect(abs(phase - 0.509) <= 0.04)
        #expect(abs(try #require(first["moon_illumination"] as? Double) - 0.998) <= 0.04)
        #expect(first["moon_name"] as? String == "Full Moon")
        #expect(first["air"] == nil)
        #expect(abs(try #require(days[4]["moon_phase"] as? Double) - 0.646) <= 0.04)
    }

    @Test func jsonWritesNullSunTimesInPolarNight() throws {
        // Longyearbyen (78.22° N) in December: no sunrise or sunset, so the keys are there with null.
        let body =
            #"{"cod":"200","cnt":1,"list":[{"dt":1766314800,"main":{"temp":260,"temp_min":259,"#
            + #""temp_max":261},"weather":[]}],"city":{"name":"Longyearbyen","coord":{"lat":78.2232,"lon":15.6267},"#
            + #""timezone":3600,"sunrise":0,"sunset":0}}"#
        let forecast = Forecast(data: try NetworkData(json: Data(body.utf8)), now: 1_766_314_800)
        let text = try JSONRenderer().render(forecast)
        #expect(text.contains(#""sunrise" : null"#) && text.contains(#""sunset" : null"#))
        #expect(text.contains(#""day_length_seconds" : 0"#))
        let template = try Template("{sunrise}|{sunset}|{day_length}")
        #expect(TemplateRenderer().render(template, forecast) == "polar night|polar night|0h 00m")
    }

    @Test func templatesShowTheSkyForTodayAndLaterDays() throws {
        let forecast = try goyang()
        // Without an offset, OpenWeather's own times for the day the forecast was made (05:20 and 19:55).
        #expect(TemplateRenderer().render(try Template("{sunrise}-{sunset}"), forecast) == "05:20-19:55")
        #expect(TemplateRenderer().render(try Template("{moon} {moon+4}"), forecast) == "🌕 Full Moon 🌖 Waning Gibbous")
        let context = BarContext(icons: .ascii)
        #expect(TemplateRenderer(context: context).render(try Template("{moon}"), forecast) == "Full Moon")
        let length = TemplateRenderer().render(try Template("{day_length}"), forecast)
        #expect(["14h 34m", "14h 35m", "14h 36m"].contains(length), "\(length)")
    }

    @Test func theSouthernMoonIsMirrored() throws {
        // Cairns (16.9° S), whose response starts 2020-05-07 01:00 local, the day of the full moon (10:45 UTC).
        // Three days before, the Moon waxes gibbous (0.40 round, PyEphem), lit on the left there: 🌖 where the
        // north sees 🌔.
        let forecast = try BarFixture.forecast(Fixture.cairns)
        #expect(forecast.isSouthern)
        #expect(TemplateRenderer().render(try Template("{moon}"), forecast) == "🌕 Full Moon")
        let moon = forecast.moon(on: LocalDate(year: 2020, month: 5, day: 4, weekday: 2))
        #expect(moon.name == "Waxing Gibbous")
        #expect(moon.glyph(southern: forecast.isSouthern) == "🌖")
        #expect(moon.glyph(southern: false) == "🌔")
    }

    @Test func theSummaryNamesWarmestColdestRainAndWind() throws {
        // Worked from the fixture with python3: highs 35.25 (Fri), 36.78 (Sat), 35.43 (Sun), 36.86 (Mon), 31.83
        // (Tue), 22.2 (Wed); the lowest low 21.78 (Tue); no rain before Tue, 32.01 mm; the strongest gust
        // 7.11 m/s on Mon.
        let forecast = try goyang()
        let summary = try #require(WeekSummary().text(forecast))
        #expect(summary == "Warmest Mon, 37°C; coldest Tue, 22°C; rain Tue, 32 mm; gusts to 7.1 m/s on Mon.")
        #expect(summary.count <= WeekSummary.maximumLength)
        #expect(try json(forecast)["summary"] as? String == summary)
        #expect(TemplateRenderer().render(try Template("{summary}"), forecast) == summary)
    }

    /// ``handMadeAir()`` with every hour's AQI `aqi`.
    func handMadeAir(everyHour aqi: Int) -> AirPollution {
        var air = handMadeAir()
        air.list = air.list.map { hour in
            var hour = hour
            hour.main.aqi = aqi
            return hour
        }
        return air
    }

    /// Hourly air over Goyang's forecast: AQI 4 on Saturday 12 July (KST) and 2 otherwise; PM2.5 is the hour's
    /// number from the first, PM10 twice that.
    func handMadeAir() -> AirPollution {
        let start = 1_752_192_000 - 9 * 3600  // 2025-07-11 00:00 KST
        let saturday = (1_752_192_000 + 15 * 3600)..<(1_752_192_000 + 39 * 3600)
        return AirPollution(
            coord: Coord(lat: 37.6268, lon: 126.8417),
            list: (0..<96).map { hour in
                let dt = start + hour * 3600
                return AirPollutionList(
                    dt: dt, main: AirMain(aqi: saturday.contains(dt) ? 4 : 2),
                    components: Components(pm2_5: Double(hour), pm10: Double(2 * hour)))
            })
    }

    @Test func airShowsPerDayNowInJSONTemplatesBarsAndTheTable() throws {
        let forecast = try goyang(air: handMadeAir())
        let document = try json(forecast)
        let days = try #require(document["days"] as? [[String: Any]])
        // Friday's hours are 0…23 (09:00 KST is hour 9), Saturday's 24…47: the day's highest PM is its last hour.
        let friday = try #require(days[0]["air"] as? [String: Any])
        #expect(friday["aqi"] as? Int == 2 && friday["pm2_5"] as? Double == 23 && friday["pm10"] as? Double == 46)
        let saturday = try #require(days[1]["air"] as? [String: Any])
        #expect(saturday["aqi"] as? Int == 4 && saturday["pm2_5"] as? Double == 47)
        #expect(days[5]["air"] == nil)  // Wednesday 16th: past the 96 hours
        let now = try #require((document["now"] as? [String: Any])?["air"] as? [String: Any])
        #expect(now["aqi"] as? Int == 2 && now["pm2_5"] as? Double == 9 && now["pm10"] as? Double == 18)
        let template = try Template("{aqi} {pm2_5} {pm10}")
        #expect(TemplateRenderer().render(template, forecast) == "2 Fair 9 µg/m³ 18 µg/m³")
        #expect(try #require(WeekSummary().text(forecast)).hasSuffix("; air Poor on Sat."))
        let table = TableRenderer(width: 200).render(forecast, origin: .demo)
        #expect(
            table.contains(
                "Wind 3.2 m/s ENE · humidity 36% · precipitation 0% · air Fair (2), PM2.5 9 µg/m³, PM10 18 µg/m³"))
        // The 96 hours end on Monday: Tuesday and Wednesday show "-".
        let rows = table.split(separator: "\n").drop { !$0.hasPrefix("Day") }.map(String.init)
        #expect(rows.first?.contains("  Air  ") == true)
        #expect(rows.count == 7)
        #expect(
            zip(rows.dropFirst(), ["  Fair  ", "  Poor  ", "  Fair  ", "  Fair  ", "     -  ", "     -  "]).allSatisfy {
                $0.contains($1)
            })
    }

    @Test func poorAirNowGivesWaybarTheAirPoorClass() throws {
        let air = handMadeAir(everyHour: 4)
        let poor = WaybarRenderer().render(try goyang(air: air))
        #expect(poor.contains(#""class":["clouds","air-poor"]"#), "\(poor)")
        let fair = WaybarRenderer().render(try goyang(air: handMadeAir()))
        #expect(fair.contains(#""class":"clouds""#), "\(fair)")
    }

    /// The bars that colour by the temperature take ``BarPalette/airPoor`` instead while the air now is Poor:
    /// i3blocks' colour line, polybar's and tmux's markup, xbar's title. Goyang's now is 29.2 °C (`main.temp`
    /// of the first slot, recorded in °C), which the scale colours orange, "#ffaf5f" (25…29 °C).
    @Test func poorAirNowColoursTheOtherBarsPurple() throws {
        let air = handMadeAir(everyHour: 5)
        let poor = try goyang(air: air)
        let fair = try goyang(air: handMadeAir())
        let context = BarContext(colors: true)
        #expect(I3blocksRenderer().render(poor).split(separator: "\n").last == "#af5fff")
        #expect(I3blocksRenderer().render(fair).split(separator: "\n").last == "#ffaf5f")
        #expect(PolybarRenderer().render(poor).hasPrefix("%{F#af5fff}"))
        #expect(PolybarRenderer().render(fair).hasPrefix("%{F#ffaf5f}"))
        #expect(TmuxRenderer(context: context).render(poor).hasPrefix("#[fg=#af5fff]"))
        #expect(TmuxRenderer(context: context).render(fair).hasPrefix("#[fg=#ffaf5f]"))
        let title = { (forecast: Forecast) in XbarRenderer().render(forecast).split(separator: "\n").first ?? "" }
        #expect(title(poor).hasSuffix(" | color=#af5fff emojize=false ansi=false"), "\(title(poor))")
        #expect(title(fair).hasSuffix(" | emojize=false ansi=false"), "\(title(fair))")
        // Without --air the bars are as before.
        #expect(I3blocksRenderer().render(try goyang()).split(separator: "\n").last == "#ffaf5f")
    }

    /// Poor air outranks rain soon: Goyang's rain starts Tue 15:00, 367 200 s after its first slot, so a
    /// `--rain-soon` of 5 days makes it soon; with poor air the bars stay purple, and waybar has both classes.
    @Test func poorAirOutranksRainSoonInTheBarsColour() throws {
        let air = handMadeAir(everyHour: 4)
        var context = BarContext()
        context.rainSoon = 5 * 86_400
        #expect(I3blocksRenderer(context: context).render(try goyang()).split(separator: "\n").last == "#00d7d7")
        #expect(
            I3blocksRenderer(context: context).render(try goyang(air: air)).split(separator: "\n").last == "#af5fff")
        #expect(WaybarRenderer(context: context).render(try goyang(air: air)).contains(#""rain-soon","air-poor""#))
    }

    @Test func airThatCouldNotBeHadShowsDashes() throws {
        let forecast = try goyang(air: AirPollution(list: []))
        let table = TableRenderer(width: 200).render(forecast, origin: .demo)
        #expect(table.contains("air -"))
        let weekly = table.split(separator: "\n").drop { !$0.hasPrefix("Day") }
        #expect(weekly.first?.contains("Air") == true)
        #expect(try json(forecast)["days"].map { "\($0)" }?.contains("air") == false)
        #expect(TemplateRenderer().render(try Template("{aqi}"), forecast) == "–")
    }

    @Test func sunAndMoonColumnsGoFirstWhenTheWidthIsShort() throws {
        // At 80 cells the weekly table has no room for them: it is the table without them, cell for cell.
        for width in [40, 80] {
            let forecast = try goyang()
            var sky = TableRenderer(width: width)
            sky.sky = true
            #expect(sky.render(forecast, origin: .demo) == TableRenderer(width: width).render(forecast, origin: .demo))
        }
        var wide = TableRenderer(width: 200)
        wide.sky = true
        let text = wide.render(try goyang(), origin: .demo)
        let weekly = text.split(separator: "\n").drop { !$0.hasPrefix("Day") }.map(String.init)
        #expect(weekly.first?.contains("Sun") == true && weekly.first?.contains("Moon") == true)
        #expect(weekly.dropFirst().first?.contains("05:2") == true)
        #expect(weekly.dropFirst().first?.contains("🌕 100%") == true)
    }

    /// Just after midnight, before today's first slot (01:00 at UTC+0), that slot stands in for "now"; the air
    /// shown with it is its hour's, 01:00 (AQI 1, PM2.5 1), not the clock's 00:00 (AQI 5, PM2.5 50).
    @Test func theAirNowIsOfTheHourTheStandInSlotIsFor() throws {
        let city = City(id: 1, name: "Testville", country: "KR", timezone: 0)
        let slots = [
            slot(utc(2024, 1, 1, 22), 3, condition: 800), slot(utc(2024, 1, 2, 1), 2, condition: 800),
            slot(utc(2024, 1, 2, 4), 1, condition: 800),
        ]
        var forecast = Forecast(data: NetworkData(list: slots, city: city), now: utc(2024, 1, 2, 0, 20))
        forecast.air = AirPollution(
            list: [(0, 5, 50.0), (1, 1, 1), (2, 3, 20)].map { hour, aqi, pm in
                AirPollutionList(
                    dt: utc(2024, 1, 2, hour), main: AirMain(aqi: aqi), components: Components(pm2_5: pm, pm10: pm))
            })
        let now = try #require(try json(forecast)["now"] as? [String: Any])
        #expect(now["dt"] as? Int == utc(2024, 1, 2, 1))
        let air = try #require(now["air"] as? [String: Any])
        #expect(air["aqi"] as? Int == 1 && air["pm2_5"] as? Double == 1)
        let table = TableRenderer(width: 200).render(forecast, origin: .demo)
        #expect(table.contains("Now (forecast for Tue 01:00): "), "\(table)")
        #expect(table.contains("\nAir Good (1), PM2.5 1 µg/m³, PM10 1 µg/m³\n"), "\(table)")
        #expect(TemplateRenderer().render(try Template("{aqi}"), forecast) == "1 Good")
    }
}
