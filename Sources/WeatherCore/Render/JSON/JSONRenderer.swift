/// Renders a forecast as the stable JSON document of `--format json` (schema version 1, described in the
/// README). Temperatures, speeds and pressures are unrounded, in the chosen units, which the document names
/// (`temperature_unit`, `speed_unit`, `pressure_unit`; only binary floating-point noise below 10⁻⁶ is
/// removed); rain and snow are in mm (`rain_mm`), and also in inches (`rain_in`) when those are chosen; times
/// are Unix seconds (`dt`) and ISO 8601 in the city's offset, whatever the clock; unknown values are omitted.
/// Pure: values in, `String` out.
@dynamicMemberLookup
public struct JSONRenderer: Sendable {
    /// The schema version written as `schema_version`; it changes only when a field changes meaning or goes.
    package static let schemaVersion = 1

    /// The units values are written in, the threshold of `next_precipitation`, and the language of `summary`
    /// and of `description` (the conditions as shown; `server_description` holds OpenWeather's either way); every
    /// other key and value stays English, for programs.
    public var presentation: Presentation

    /// A renderer as `presentation` says.
    public init(_ presentation: Presentation) {
        self.presentation = presentation
    }

    /// A renderer of temperatures in `units`, counting a slot wet from `precipitationThreshold` (0…1).
    public init(units: Units = .metric, precipitationThreshold: Double = PrecipitationSpell.defaultThreshold) {
        self.init(Presentation(units: units, precipitationThreshold: precipitationThreshold))
    }

    /// A setting of ``presentation`` (`renderer.units`, `renderer.language`, …).
    public subscript<Value>(dynamicMember setting: WritableKeyPath<Presentation, Value>) -> Value {
        get { presentation[keyPath: setting] }
        set { presentation[keyPath: setting] = newValue }
    }

    /// The JSON document, pretty-printed with sorted keys, ending with a newline.
    /// - Parameters:
    ///   - forecast: the days and slots to write, with the place.
    ///   - origin: where the data came from; when given, the document also says how old it is
    ///   (`fetched_at`, Unix seconds; `age_seconds`) and whether it is `stale` (shown from the cache after a
    ///   failed fetch), with the `stale_reason`.
    /// - Throws: `EncodingError` only if Foundation cannot encode plain values.
    public func render(_ forecast: Forecast, origin: DataOrigin? = nil) throws -> String {
        var document = document(forecast)
        switch origin {
        case .fetched(let at):
            (document.fetchedAt, document.ageSeconds, document.stale) = (at, origin?.age(at: forecast.now), false)
        case .stale(let at, let reason):
            (document.fetchedAt, document.ageSeconds, document.stale) = (at, origin?.age(at: forecast.now), true)
            document.staleReason = reason
        case .saved, .demo, nil:
            break
        }
        return try Self.text(document)
    }

    /// The document for a place that failed, in the same layout:
    /// `{"error": {"exit_status": 75, "message": "…"}, "schema_version": 1}`.
    package static func errorDocument(message: String, exitStatus: Int) -> String {
        let document = ErrorDocument(
            schemaVersion: schemaVersion, error: .init(message: message, exitStatus: exitStatus))
        // Two plain fields cannot fail to encode; should they, the document is still JSON.
        return (try? text(document)) ?? "{}\n"
    }

    /// `value` as pretty-printed JSON with sorted keys and a final newline.
    private static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        // JSONEncoder escapes C0 only; DEL, C1, the line separators and bidi controls would reach a terminal raw
        // (U+009B is CSI). Outside text has none by now (String.fromOutside); this holds for any other text too.
        // In a JSON document such a scalar can only be inside a string, where a \u escape is the same text.
        guard text.utf8.contains(where: { $0 >= 0x7F }) else { return text + "\n" }
        return text.replacingScalars { scalar in
            // Not C0: the encoder escapes it in strings, and the layout's line breaks are C0.
            guard scalar.value >= 0x7F, String.isLineBreaking(scalar) || String.isBidiControl(scalar) else {
                return nil
            }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } + "\n"
    }

    func document(_ forecast: Forecast) -> Document {
        let city = forecast.city
        return Document(
            schemaVersion: Self.schemaVersion,
            units: presentation.units.rawValue,
            temperatureUnit: presentation.units.temperatureSymbol,
            speedUnit: presentation.quantities.speed.rawValue,
            precipitationUnit: presentation.quantities.precipitation.rawValue,
            pressureUnit: presentation.quantities.pressure.rawValue,
            location: Location(
                name: city.name, country: city.country, latitude: city.shownCoord?.lat, longitude: city.shownCoord?.lon,
                timeZone: NullableText(forecast.zone.identifier), utcOffsetSeconds: forecast.utcOffset,
                sunrise: forecast.sunrise.map { forecast.localTime($0).iso8601 },
                sunset: forecast.sunset.map { forecast.localTime($0).iso8601 },
                source: forecast.located.map { _ in "ip" }, near: forecast.located?.label),
            now: forecast.estimate.map { estimate in
                var now = slot(estimate.slot, forecast)
                now.estimatedFrom = estimate.estimatedFrom
                now.air = forecast.airNow.map(airEntry)
                now.pressureTrend = pressureTrend(at: estimate.time, forecast)
                return now
            },
            slots: forecast.slots.map { slot in
                var entry = self.slot(slot, forecast)
                entry.pressureTrend = pressureTrend(at: slot.dt, forecast)
                return entry
            },
            days: forecast.days.map { day($0, forecast) },
            summary: WeekSummary(presentation).text(forecast),
            nextPrecipitation: Nullable(
                value: forecast.nextPrecipitation(threshold: presentation.precipitationThreshold).map {
                    SpellEntry($0, forecast, unit: presentation.quantities.precipitation)
                }))
    }

    private func slot(_ slot: List, _ forecast: Forecast) -> Slot {
        let time = forecast.localTime(slot.dt)
        return Slot(
            dt: slot.dt, time: time.iso8601, date: time.date.description,
            temp: temperature(slot.main.temp), feelsLike: slot.main.feelsLike.flatMap(temperature),
            dewPoint: slot.dewPoint.flatMap(temperature),
            tempMin: temperature(slot.main.low), tempMax: temperature(slot.main.high),
            humidity: slot.shownHumidity.flatMap(clean), pressure: slot.main.pressure.flatMap(pressure),
            windSpeed: slot.shownWindSpeed.flatMap(speed), windDeg: slot.wind?.deg.flatMap(clean),
            windGust: slot.shownGust.flatMap(speed), clouds: slot.shownClouds.flatMap(clean),
            visibility: slot.visibility.flatMap(clean), precipitationProbability: slot.shownPop.flatMap(clean),
            rainMM: millimetres(slot.shownRain), snowMM: millimetres(slot.shownSnow),
            rainInches: inches(slot.shownRain), snowInches: inches(slot.shownSnow), condition: slot.condition?.main,
            description: slot.condition?.shownDescription(presentation.language, presentation.descriptions),
            serverDescription: slot.condition?.description, icon: slot.condition?.icon, conditionID: slot.condition?.id)
    }

    private func day(_ day: Day, _ forecast: Forecast) -> DayEntry {
        var entry = DayEntry(
            date: day.date.description, weekday: day.date.weekdayName,
            high: temperature(day.high), low: temperature(day.low), slotCount: day.slotCount,
            partial: day.isPartial, precipitationProbability: day.pop.flatMap(clean),
            rainMM: millimetres(day.rain), snowMM: millimetres(day.snow), rainInches: inches(day.rain),
            snowInches: inches(day.snow), condition: day.condition?.main,
            description: day.condition?.shownDescription(presentation.language, presentation.descriptions),
            serverDescription: day.condition?.description, icon: day.condition?.icon, conditionID: day.condition?.id)
        if let sun = forecast.sun(on: day.date) {
            entry.sunrise = NullableText(sun.sunrise.map { forecast.localTime($0).iso8601 })
            entry.sunset = NullableText(sun.sunset.map { forecast.localTime($0).iso8601 })
            entry.dayLengthSeconds = sun.dayLength
        }
        entry.air = forecast.air(on: day.date).map(airEntry)
        let moon = forecast.moon(on: day.date)
        (entry.moonPhase, entry.moonIllumination, entry.moonName) = (
            clean(moon.phase), clean(moon.illumination), moon.name
        )
        return entry
    }

    private func airEntry(_ reading: AirReading) -> AirEntry {
        AirEntry(aqi: reading.aqi, pm2_5: reading.pm2_5.flatMap(clean), pm10: reading.pm10.flatMap(clean))
    }

    private func temperature(_ kelvin: Double) -> Double? { clean(presentation.units.temperature(fromKelvin: kelvin)) }
    private func speed(_ metresPerSecond: Double) -> Double? {
        clean(presentation.quantities.speed.speed(fromMetresPerSecond: metresPerSecond))
    }
    func pressure(_ hectopascals: Double) -> Double? {
        clean(presentation.quantities.pressure.pressure(fromHectopascals: hectopascals))
    }

    /// The value without binary noise below 10⁻⁶ and never −0 (see ``Display/denoised(_:)``); nil when not
    /// finite.
    func clean(_ value: Double) -> Double? {
        let cleaned = Display.denoised(value)
        return cleaned.isFinite ? cleaned : nil
    }

    /// An amount in mm as sent or summed, never −0; nil when not finite. It is not cleaned as converted values
    /// are: a literal or an exact sum of literals (`ExactDecimal`) has no noise, and cleaning would write
    /// 1.7499999999999998 as 1.75.
    static func millimetres(_ value: Double) -> Double? {
        value.isFinite ? (value == 0 ? 0 : value) : nil
    }

    func millimetres(_ value: Double) -> Double? { Self.millimetres(value) }

    struct Document: Encodable {
        var schemaVersion: Int
        var units: String
        var temperatureUnit: String
        var speedUnit: String
        var precipitationUnit: String
        var pressureUnit: String
        var location: Location
        var now: Slot?
        var slots: [Slot]
        var days: [DayEntry]
        /// The week in one line (``WeekSummary``).
        var summary: String?
        var nextPrecipitation: Nullable<SpellEntry>
        var fetchedAt: Int?
        var ageSeconds: Int?
        var stale: Bool?
        var staleReason: String?

        enum CodingKeys: String, CodingKey {
            case units, location, now, slots, days, stale, summary
            case fetchedAt = "fetched_at"
            case ageSeconds = "age_seconds"
            case staleReason = "stale_reason"
            case schemaVersion = "schema_version"
            case temperatureUnit = "temperature_unit"
            case speedUnit = "speed_unit"
            case precipitationUnit = "precipitation_unit"
            case pressureUnit = "pressure_unit"
            case nextPrecipitation = "next_precipitation"
        }
    }

    struct Location: Encodable {
        var name: String?
        var country: String?
        var latitude: Double?
        var longitude: Double?
        /// The IANA zone every local time is read in; null where it cannot be known and `utc_offset_seconds`
        /// holds at every instant.
        var timeZone: NullableText
        var utcOffsetSeconds: Int
        var sunrise: String?
        var sunset: String?
        /// "ip" when `--here` found the place by the machine's IP address; absent for a place given.
        var source: String?
        /// Where the location service placed the machine ("Seoul, KR"), with `source` "ip".
        var near: String?

        enum CodingKeys: String, CodingKey {
            case name, country, latitude, longitude, sunrise, sunset, source, near
            case timeZone = "time_zone"
            case utcOffsetSeconds = "utc_offset_seconds"
        }
    }

    struct Slot: Encodable {
        var dt: Int
        var time: String
        var date: String
        var temp: Double?
        var feelsLike: Double?
        /// From `temp` and `humidity` by the Magnus formula (``List/dewPoint``).
        var dewPoint: Double?
        var tempMin: Double?
        var tempMax: Double?
        var humidity: Double?
        var pressure: Double?
        var windSpeed: Double?
        var windDeg: Double?
        var windGust: Double?
        var clouds: Double?
        var visibility: Double?
        var precipitationProbability: Double?
        var rainMM: Double?
        var snowMM: Double?
        /// With `--precip-units in`: the amounts in inches too.
        var rainInches: Double?
        var snowInches: Double?
        var condition: String?
        /// The condition in words as the table shows it (``Weather/shownDescription(_:_:)``).
        var description: String?
        /// OpenWeather's `description`, as the response has it.
        var serverDescription: String?
        var icon: String?
        var conditionID: Int?
        /// Where the pressure goes over the 3 hours from this slot (``PressureTrend``).
        var pressureTrend: PressureTrendEntry? = nil
        /// In `now` only: the `dt` of the slots it was estimated from (see ``NowEstimate``); `dt` and `time`
        /// are then the instant estimated.
        var estimatedFrom: [Int]? = nil
        /// In `now` only, with `--air`: the hour of air that covers now.
        var air: AirEntry? = nil

        enum CodingKeys: String, CodingKey {
            case dt, time, date, temp, humidity, pressure, clouds, visibility, condition, description, icon, air
            case feelsLike = "feels_like"
            case dewPoint = "dew_point"
            case tempMin = "temp_min"
            case tempMax = "temp_max"
            case windSpeed = "wind_speed"
            case windDeg = "wind_deg"
            case windGust = "wind_gust"
            case precipitationProbability = "precipitation_probability"
            case rainMM = "rain_mm"
            case snowMM = "snow_mm"
            case conditionID = "condition_id"
            case serverDescription = "server_description"
            case estimatedFrom = "estimated_from"
            case rainInches = "rain_in"
            case snowInches = "snow_in"
            case pressureTrend = "pressure_trend"
        }
    }

    struct DayEntry: Encodable {
        var date: String
        var weekday: String
        var high: Double?
        var low: Double?
        var slotCount: Int
        var partial: Bool
        var precipitationProbability: Double?
        var rainMM: Double?
        var snowMM: Double?
        /// With `--precip-units in`: the amounts in inches too.
        var rainInches: Double?
        var snowInches: Double?
        var condition: String?
        /// The condition in words as the table shows it (``Weather/shownDescription(_:_:)``).
        var description: String?
        /// OpenWeather's `description`, as the response has it.
        var serverDescription: String?
        var icon: String?
        var conditionID: Int?
        /// Sunrise and sunset in the city's offset, `null` when the Sun does not rise or set that day; absent
        /// when the response has no coordinates to work them out from.
        var sunrise: NullableText? = nil
        var sunset: NullableText? = nil
        var dayLengthSeconds: Int? = nil
        var moonPhase: Double? = nil
        var moonIllumination: Double? = nil
        var moonName: String? = nil
        /// With `--air`: the day's worst AQI and highest PM2.5 and PM10.
        var air: AirEntry? = nil

        enum CodingKeys: String, CodingKey {
            case date, weekday, high, low, partial, condition, description, icon, sunrise, sunset, air
            case dayLengthSeconds = "day_length_seconds"
            case moonPhase = "moon_phase"
            case moonIllumination = "moon_illumination"
            case moonName = "moon_name"
            case slotCount = "slot_count"
            case precipitationProbability = "precipitation_probability"
            case rainMM = "rain_mm"
            case snowMM = "snow_mm"
            case conditionID = "condition_id"
            case serverDescription = "server_description"
            case rainInches = "rain_in"
            case snowInches = "snow_in"
        }
    }

    /// Air quality: OpenWeather's 1…5 index and concentrations in µg/m³.
    struct AirEntry: Encodable {
        var aqi: Int?
        var pm2_5: Double?
        var pm10: Double?
    }

    /// A text written as JSON `null` when absent, where the key's presence says the value was looked for.
    struct NullableText: Encodable {
        var text: String?

        init(_ text: String?) { self.text = text }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let text { try container.encode(text) } else { try container.encodeNil() }
        }
    }

    struct ErrorDocument: Encodable {
        var schemaVersion: Int
        var error: Detail

        struct Detail: Encodable {
            var message: String
            var exitStatus: Int

            enum CodingKeys: String, CodingKey {
                case message
                case exitStatus = "exit_status"
            }
        }

        enum CodingKeys: String, CodingKey {
            case error
            case schemaVersion = "schema_version"
        }
    }
}
