import Testing
import WeatherCore

/// Expected values worked out from the fixture JSON by hand (and a separate Python script): Goyang's first slot,
/// 2025-07-11 09:00 KST, is 29.2 °C (feels 28.46), wind 3.16 m/s, humidity 36, "02d" 801 (recorded as 약간의
/// 구름이 낀 하늘, shown as "few clouds");
/// its first local day (5 slots) peaks at 35.25 °C and bottoms at 29.2 °C with no rain; the fifth, Tue 15 July,
/// runs 21.78…31.83 °C with pop 1 and 1.53 + 11.7 + 18.78 = 32.01 mm of rain, led by 500 (recorded as "실 비", shown as "light rain").
struct TemplateRendererTests {
    let renderer = TemplateRenderer()

    @Test func fillsEveryNamedPlaceholderForNow() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let template = try Template(
            "{temp}|{feels_like}|{high}|{low}|{icon}|{condition}|{description}|{pop}|{rain}|{snow}|"
                + "{precipitation}|{wind}|{humidity}|{place}|{sunrise}|{sunset}|{age}|{weekday}")
        let context = BarContext(age: 38 * 60)
        #expect(
            TemplateRenderer(context: context).render(template, forecast)
                == "29°C|28°C|35°C|29°C|⛅|Clouds|few clouds|0%|0.0 mm|0.0 mm|0.0 mm|3.2 m/s ENE|36%|"
                + "Goyang-si, KR|05:20|19:55|38m|Fri")
    }

    /// Goyang's first slot: gust 6.12 m/s, 1013 hPa then 1012 at 12:00, visibility 10000 m, clouds 13 %; dew
    /// point from 29.2 °C and 36 % by the Magnus formula (python3: 12.59 °C).
    @Test func fillsWhatTheResponseCarriesForNow() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let template = try Template("{gust}|{pressure}|{pressure_trend}|{dew_point}|{visibility}|{clouds}")
        #expect(renderer.render(template, forecast) == "6.1 m/s|1013 hPa|↓ -1 hPa|13°C|10.0 km|13%")
        // 6.12 m/s ÷ 0.44704 = 13.69 mph; 12.59 °C × 9/5 + 32 = 54.67 °F.
        let imperial = TemplateRenderer(context: BarContext(units: .imperial))
        #expect(imperial.render(try Template("{gust} {dew_point}"), forecast) == "13.7 mph 55°F")
    }

    @Test func aDayOffsetShowsThatDayCountingTodayAsZero() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let template = try Template(
            "{weekday+4} {high+4}/{low+4} {pop+4} {rain+4} {icon+4} {condition+4} {description+4}")
        #expect(renderer.render(template, forecast) == "Tue 32°C/22°C 100% 32.0 mm ☔ Rain light rain")
        #expect(renderer.render(try Template("{high+1}/{low+1} {weekday+1}"), forecast) == "37°C/26°C Sat")
        #expect(renderer.render(try Template("{high+0}/{low+0}"), forecast) == "35°C/29°C")
    }

    @Test func conditionsWithoutAnOffsetAreNowAndWithOneTheDays() throws {
        // Now is "02d" few clouds; the day's representative, among its daytime slots, is 800 clear sky.
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let template = try Template("{icon} {condition} / {icon+0} {condition+0} {description+0}")
        #expect(renderer.render(template, forecast) == "⛅ Clouds / 🌞 Clear clear sky")
    }

    @Test func fillsTheWttrCodesIncludingHighAndLow() throws {
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let template = try Template("%c %C %t %f %w %h %p %o %l %S %s %H %L")
        #expect(
            renderer.render(template, forecast)
                == "⛅ few clouds 29°C 28°C 3.2 m/s ENE 36% 0.0 mm 0% Goyang-si, KR 05:20 19:55 35°C 29°C")
        #expect(renderer.render(try Template("%H/%L"), forecast) == "35°C/29°C")
    }

    @Test func literalPercentAndBracesComeOutOnce() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov)
        #expect(renderer.render(try Template("{{temp}} 100%% {temp} }}"), forecast) == "{temp} 100% 10°C }")
    }

    @Test func showsADashForWhatTheForecastLacks() throws {
        // Rostov has one day, no age is known; London's response has no slots at all and no sunrise.
        let rostov = try BarFixture.forecast(BarFixture.rostov)
        #expect(renderer.render(try Template("{high+1} {icon+1} {pop+2} {weekday+9} {age}"), rostov) == "– – – – –")
        let london = try BarFixture.forecast(BarFixture.emptyLondon)
        let everything = try Template(Template.placeholders.joined(separator: " "))
        #expect(
            renderer.render(everything, london)
                == "– – – – – – – – – – – – – London, GB – – – – – – – – – – – – – – – – – – –")
    }

    @Test func showsTheUnitsAsked() throws {
        // 29.2 °C = 84.56 °F = 302.35 K; 28.46 °C = 83.23 °F = 301.61 K; 35.25 °C = 95.45 °F = 308.4 K;
        // 3.16 m/s = 7.07 mph.
        let forecast = try BarFixture.forecast(BarFixture.goyang)
        let template = try Template("{temp} {feels_like} {high} {wind}")
        #expect(
            TemplateRenderer(context: BarContext(units: .imperial)).render(template, forecast)
                == "85°F 83°F 95°F 7.1 mph ENE")
        #expect(
            TemplateRenderer(context: BarContext(units: .standard)).render(template, forecast)
                == "302 K 302 K 308 K 3.2 m/s ENE")
    }

    @Test func theAgeIsCompactAndRoundedDown() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov)
        let ages = [-5, 0, 59, 60, 2280, 3599, 3600, 86_399, 86_400, 3 * 86_400 + 5]
        let template = try Template("{age}")
        let shown = ages.map { TemplateRenderer(context: BarContext(age: $0)).render(template, forecast) }
        #expect(shown == ["0m", "0m", "0m", "1m", "38m", "59m", "1h", "23h", "1d", "3d"])
    }

    @Test func aPlaceNameGivenReplacesTheResponsesAndStaysOnOneLine() throws {
        let forecast = try BarFixture.forecast(BarFixture.rostov, cityName: "Rostov\nVeliky")
        #expect(renderer.render(try Template("{place}"), forecast) == "Rostov Veliky, RU")
        let named = TemplateRenderer(context: BarContext(placeName: "Home"))
        #expect(named.render(try Template("%l"), forecast) == "Home")
    }
}
