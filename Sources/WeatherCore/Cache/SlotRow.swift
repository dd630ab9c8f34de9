/// One slot as the cache file keeps it: a JSON array of the values `weather` shows, in a fixed order, rather
/// than OpenWeather's nested objects. `JSONDecoder` builds a dictionary and looks up generic metadata for every
/// object it decodes; a 40-slot response is about 320 objects and a row is none, so reading the cache costs
/// about a quarter as much (docs/performance.md), and a cache hit is mostly that read.
///
/// The order: `[dt, main.temp, main.feels_like, main.temp_min, main.temp_max, main.pressure, main.humidity,
/// weather[0].id, weather[0].main, weather[0].description, weather[0].icon, clouds.all, wind.speed, wind.deg,
/// wind.gust, visibility, pop, rain.3h, snow.3h, sys.pod]`, `null` for a value the slot does not have. Units
/// are the response's (kelvins, m/s). Kept out, as nothing shows them: conditions after the first,
/// `main.sea_level`, `main.grnd_level`, `main.temp_kf` and `dt_txt`.
struct SlotRow: Codable, Equatable {
    /// The slot, as far as the row keeps it.
    var slot: List

    init(_ slot: List) {
        self.slot = slot
    }

    init(from decoder: any Decoder) throws {
        var row = try decoder.unkeyedContainer()
        let dt = try row.decode(Int.self)
        let main = Temperature(
            temp: try row.decode(Double.self), feelsLike: try row.optional(), tempMin: try row.optional(),
            tempMax: try row.optional(), pressure: try row.optional(), humidity: try row.optional())
        let id: Int? = try row.optional()
        let (condition, description, icon): (String?, String?, String?) =
            (try row.optional(), try row.optional(), try row.optional())
        let clouds: Double? = try row.optional()
        let (speed, deg, gust): (Double?, Double?, Double?) =
            (try row.optional(), try row.optional(), try row.optional())
        let (visibility, pop, rain, snow): (Double?, Double?, Double?, Double?) =
            (try row.optional(), try row.optional(), try row.optional(), try row.optional())
        let pod: String? = try row.optional()
        // Text from outside as the decoders keep it: a file an older `weather` wrote kept it as it came.
        slot = List(
            dt: dt, main: main,
            weather: id.map {
                [
                    Weather(
                        id: $0, main: condition?.fromOutside, description: description?.fromOutside,
                        icon: icon?.fromOutside)
                ]
            } ?? [],
            clouds: clouds.map { Clouds(all: $0) },
            wind: speed == nil && deg == nil && gust == nil ? nil : Wind(speed: speed, deg: deg, gust: gust),
            visibility: visibility, pop: pop, rain: rain.map { Precipitation(threeHours: $0) },
            snow: snow.map { Precipitation(threeHours: $0) }, sys: pod.map { PartOfDay(pod: $0.fromOutside) })
    }

    func encode(to encoder: any Encoder) throws {
        var row = encoder.unkeyedContainer()
        let main = slot.main, condition = slot.condition
        try row.encode(slot.dt)
        try row.encode(main.temp)
        for value in [main.feelsLike, main.tempMin, main.tempMax, main.pressure, main.humidity] {
            try row.encodeOptional(value)
        }
        try row.encodeOptional(condition?.id)
        for value in [condition?.main, condition?.description, condition?.icon] { try row.encodeOptional(value) }
        for value in [
            slot.clouds?.all, slot.wind?.speed, slot.wind?.deg, slot.wind?.gust, slot.visibility, slot.pop,
            slot.rain?.threeHours, slot.snow?.threeHours,
        ] {
            try row.encodeOptional(value)
        }
        try row.encodeOptional(slot.sys?.pod)
    }
}

// The next value, or nil for `null`. One per type rather than one generic: a concrete `decode(Double.self)`
// takes JSONDecoder's short path for numbers, the generic one its general path.
extension UnkeyedDecodingContainer {
    fileprivate mutating func optional() throws -> Double? {
        try decodeNil() ? nil : decode(Double.self)
    }

    fileprivate mutating func optional() throws -> Int? {
        try decodeNil() ? nil : decode(Int.self)
    }

    fileprivate mutating func optional() throws -> String? {
        try decodeNil() ? nil : decode(String.self)
    }
}

extension UnkeyedEncodingContainer {
    /// `value`, or `null` for nil.
    fileprivate mutating func encodeOptional<T: Encodable>(_ value: T?) throws {
        if let value { try encode(value) } else { try encodeNil() }
    }
}
