import Foundation
import Testing
import WeatherCore

/// The next spell of rain or snow. Expected values worked out by hand from the fixtures' JSON (listed with a
/// separate python3 script: `dt + city.timezone`, `pop`, `rain.3h`):
/// - Tokyo (UTC+9, first slot Tue 2022-11-22 06:00): pops 0.31 (18:00, 0.18 mm), 0.39 (21:00, 0.29 mm), 0.21
///   (Wed 00:00), then 0.84 … 1 from Wed 03:00 to Thu 03:00 (9 slots: 1.42 + 6.06 + 5.5 + 9.04 + 20.8 + 22.6 +
///   27.78 + 13.73 + 1.82 = 108.75 mm), 0 at Thu 06:00; later 0.97 … 0.59 from Sat 12:00 to Sun 03:00
///   (13.28 + 14.37 + 6.79 + 17.37 + 1.89 = 53.7 mm), Sat 09:00 at 0.26.
/// - Goyang (UTC+9, first slot Fri 2025-07-11 09:00): pop 0 until Tue 15:00 (1752559200), then 1 to the last
///   slot, Wed 00:00: 1.53 + 11.7 + 18.78 + 2.61 = 34.62 mm.
/// - Le Havre (UTC+2, Mon 2021-04-26 20:00 to Sat 17:00): no pop above 0.39.
struct PrecipitationSpellTests {
    static func forecast(_ name: String, at now: Int? = nil, after: Int = 0) throws -> Forecast {
        let data = try NetworkData(json: Fixture.data(name)).normalized(from: .metric)
        return Forecast(data: data, now: now ?? data.list[0].dt + after)
    }

    /// Tokyo's Wed 03:00 local, 2022-11-22 18:00Z.
    static let tokyoSpellStart = 1_669_140_000
    /// Goyang's Tue 15:00 local, 2025-07-15 06:00Z.
    static let goyangSpellStart = 1_752_559_200

    @Test func theSpellRunsFromTheFirstWetSlotThroughTheWetSlotsAfterIt() throws {
        let forecast = try Self.forecast(Fixture.tokyo, after: 5400)
        let spell = try #require(forecast.nextPrecipitation())
        #expect(spell.start == Self.tokyoSpellStart)
        #expect(spell.slots.count == 9)
        #expect(spell.end == Self.tokyoSpellStart + 9 * 3 * 3600)  // Thu 06:00 local
        #expect(spell.kind == .rain)
        #expect(spell.probability == 1)
        #expect(abs(spell.rain - 108.75) < 1e-9)
        #expect(spell.snow == 0)
    }

    @Test func aLowerThresholdFindsTheEarlierShowers() throws {
        let forecast = try Self.forecast(Fixture.tokyo, after: 5400)
        let spell = try #require(forecast.nextPrecipitation(threshold: 0.3))
        #expect(spell.start == 1_669_107_600)  // Tue 18:00 local
        #expect(spell.end == 1_669_129_200)  // Wed 00:00 local: the 00:00 slot's 0.21 ends it
        #expect(spell.probability == 0.39)
        #expect(abs(spell.rain - 0.47) < 1e-9)
    }

    /// Where the place's midnight falls inside a slot (UTC+2 here: the 21:00Z slot runs from 23:00 to 02:00
    /// local), the rain of the slot that began before midnight is rain now at 00:30, though the day's first slot
    /// begins at 02:00: the spell starts with that slot (Tokyo's wet run from 18:00Z, less its first slot: 8).
    @Test func aSlotUnderWayFromBeforeMidnightIsRainNow() throws {
        let data = try NetworkData(json: Fixture.data(Fixture.tokyo)).normalized(from: .metric)
        let slotStart = Self.tokyoSpellStart + 3 * 3600  // Tue 21:00Z, 23:00 at UTC+2
        let forecast = Forecast(data: data, now: slotStart + 5400, zone: .fixed(7200))  // Wed 00:30 at UTC+2
        #expect(forecast.slots.first?.dt == slotStart + 3 * 3600)  // today's first slot: Wed 00:00Z, 02:00
        let spell = try #require(forecast.nextPrecipitation())
        #expect(spell.start == slotStart)
        #expect(spell.slots.count == 8)
        #expect(forecast.precipitation(within: 0))
    }

    @Test func aSpellUnderWayStartsWithItsCurrentSlotAndEndsAsBefore() throws {
        let during = try Self.forecast(Fixture.tokyo, at: Self.tokyoSpellStart + 3600)
        let spell = try #require(during.nextPrecipitation())
        #expect(spell.isUnderWay(at: during.now))
        #expect(spell.start == Self.tokyoSpellStart)
        #expect(spell.slots.count == 9)

        // A second before Thu 06:00 the Thu 03:00 slot (1.82 mm) is all that is left; at 06:00 it has ended,
        // and the next spell is Saturday's, from 12:00 (Sat 09:00's 0.26 is below 50 %) to Sun 06:00.
        let thursday = Self.tokyoSpellStart + 9 * 3 * 3600
        let last = try #require(try Self.forecast(Fixture.tokyo, at: thursday - 1).nextPrecipitation())
        #expect(last.slots.count == 1 && abs(last.rain - 1.82) < 1e-9)
        let next = try #require(try Self.forecast(Fixture.tokyo, at: thursday).nextPrecipitation())
        #expect(next.start == 1_669_431_600)
        #expect(next.end == 1_669_485_600 + 3 * 3600)
        #expect(next.probability == 0.99)
        #expect(abs(next.rain - 53.7) < 1e-9)
    }

    @Test func aDryForecastHasNoSpell() throws {
        #expect(try Self.forecast(Fixture.leHavre).nextPrecipitation() == nil)
        #expect(try Self.forecast(Fixture.leHavre).nextPrecipitation(threshold: 0.39) != nil)
    }

    @Test func withoutPopASlotIsWetWhenItHasRainOrSnow() {
        #expect(PrecipitationSpell.isWet(slot(0, 5, rain: Precipitation(threeHours: 0.2)), threshold: 0.5))
        #expect(PrecipitationSpell.isWet(slot(0, -5, snow: Precipitation(threeHours: 0.1)), threshold: 0.5))
        #expect(!PrecipitationSpell.isWet(slot(0, 5, rain: Precipitation(threeHours: 0)), threshold: 0.5))
        #expect(!PrecipitationSpell.isWet(slot(0, 5), threshold: 0.5))
        // With a pop, the pop decides.
        #expect(!PrecipitationSpell.isWet(slot(0, 5, pop: 0.49, rain: Precipitation(threeHours: 3)), threshold: 0.5))
        #expect(PrecipitationSpell.isWet(slot(0, 5, pop: 0.5), threshold: 0.5))
    }

    /// Two slots of 1e308 mm of snow each (a fuzzed response): their sum is infinite, which JSON cannot hold.
    /// The amount is null and the rest of the document is written, rather than the encoder throwing.
    @Test func aSpellWhoseAmountIsNoFiniteNumberIsWrittenAsNull() throws {
        let start = utc(2024, 1, 2)
        let list = [
            slot(start, -1, condition: 600, pop: 0.9, snow: Precipitation(threeHours: 1e308)),
            slot(start + 10_800, -1, condition: 600, pop: 0.9, snow: Precipitation(threeHours: 1e308)),
        ]
        let forecast = Forecast(data: NetworkData(list: list, city: City(name: "Deep", timezone: 0)), now: start)
        let json = try JSONRenderer().render(forecast)
        #expect(json.contains(#""snow_mm":null"#) || json.contains(#""snow_mm" : null"#), "\(json)")
        #expect(json.contains(#""kind""#))
    }

    /// Snow, then snow with rain, then rain, then a gap of one dry slot, then rain: at midnight UTC.
    static let mixed: [List] = {
        let midnight = utc(2024, 1, 2)
        return [
            slot(midnight, -1, condition: 600, pop: 0.9, snow: Precipitation(threeHours: 1.5)),
            slot(
                midnight + 10_800, 0, condition: 616, pop: 0.8, rain: .init(threeHours: 0.5),
                snow: .init(threeHours: 0.5)),
            slot(midnight + 21_600, 2, condition: 500, pop: 0.6, rain: Precipitation(threeHours: 1)),
            slot(midnight + 32_400, 3, condition: 804, pop: 0.2),
            slot(midnight + 43_200, 3, condition: 500, pop: 0.7, rain: Precipitation(threeHours: 2)),
        ]
    }()

    @Test func snowAndRainInOneSpellAreMixedAndAFilterKeepsItsKind() throws {
        let now = utc(2024, 1, 2)
        let any = try #require(PrecipitationSpell.next(in: Self.mixed, at: now))
        #expect(any.kind == .mixed && any.slots.count == 3)
        #expect(any.rain == 1.5 && any.snow == 2)
        let snow = try #require(PrecipitationSpell.next(in: Self.mixed, at: now, filter: .snow))
        #expect(snow.slots.map(\.dt) == [now, now + 10_800])
        let rain = try #require(PrecipitationSpell.next(in: Self.mixed, at: now, filter: .rain))
        #expect(rain.slots.map(\.dt) == [now + 10_800, now + 21_600])
        // After the dry slot, a new spell: the gap ends the first.
        let later = try #require(PrecipitationSpell.next(in: Self.mixed, at: now + 32_400))
        #expect(later.start == now + 43_200 && later.kind == .rain)
    }

    /// Four slots of snow with one between them wet only by its 40 % chance under broken clouds (803), seen
    /// with a threshold of 30 %: five wet slots in a row, and snow is all that any of them shows falling.
    static let snowWithAChance: [List] = {
        let start = utc(2024, 1, 2)
        return [
            slot(start, -2, condition: 600, pop: 0.9, snow: Precipitation(threeHours: 1)),
            slot(start + 10_800, -2, condition: 601, pop: 0.8, snow: Precipitation(threeHours: 2)),
            slot(start + 21_600, -1, condition: 803, pop: 0.4),
            slot(start + 32_400, -2, condition: 600, pop: 0.7, snow: Precipitation(threeHours: 0.5)),
            slot(start + 43_200, -3, condition: 600, pop: 0.6, snow: Precipitation(threeHours: 0.25)),
        ]
    }()

    @Test func aSlotWetOnlyByItsChanceAddsNoRainToTheSpell() throws {
        let start = utc(2024, 1, 2)
        let spell = try #require(PrecipitationSpell.next(in: Self.snowWithAChance, at: start, threshold: 0.3))
        #expect(spell.slots.count == 5 && spell.kind == .snow)
        // The chance among snow is a chance of snow: `--if snow` keeps it in the spell, `--if rain` finds none.
        let snow = PrecipitationSpell.next(in: Self.snowWithAChance, at: start, threshold: 0.3, filter: .snow)
        #expect(snow?.slots.count == 5)
        #expect(PrecipitationSpell.next(in: Self.snowWithAChance, at: start, threshold: 0.3, filter: .rain) == nil)
    }

    @Test func aSpellOfChancesAloneIsRainAndTakesNoKindFromAnotherSpell() throws {
        let start = utc(2024, 1, 2)
        let chances = [slot(start, 5, condition: 803, pop: 0.4), slot(start + 10_800, 5, condition: 804, pop: 0.5)]
        #expect(PrecipitationSpell.next(in: chances, at: start, threshold: 0.3)?.kind == .rain)
        // A dry slot (10 %) between a chance and snow: two spells, and the first shows nothing falling.
        let apart = [
            slot(start, 5, condition: 803, pop: 0.4), slot(start + 10_800, 1, condition: 804, pop: 0.1),
            slot(start + 21_600, -1, condition: 600, pop: 0.9, snow: Precipitation(threeHours: 1)),
        ]
        #expect(PrecipitationSpell.next(in: apart, at: start, threshold: 0.3)?.kind == .rain)
        #expect(PrecipitationSpell.next(in: apart, at: start, threshold: 0.3, filter: .snow)?.start == start + 21_600)
    }

    @Test func slotsWithAGapBetweenThemAreTwoSpells() throws {
        let start = utc(2024, 1, 2)
        let slots = [slot(start, 5, pop: 1), slot(start + 21_600, 5, pop: 1)]  // 6 h apart: 03:00 is missing
        let spell = try #require(PrecipitationSpell.next(in: slots, at: start))
        #expect(spell.slots.count == 1 && spell.end == start + 10_800)
    }
}
