extension JSONRenderer {
    /// `next_precipitation`: the next spell of rain or snow (``PrecipitationSpell``), with its start and end in
    /// ISO 8601 local time, what falls, its highest probability and its amounts in mm (null when a sum of
    /// absurd amounts is no finite number, which JSON cannot hold), and in inches too when those are chosen.
    struct SpellEntry: Encodable {
        var start: String
        var end: String
        var kind: String
        var probability: Double?
        var rainMM: Double?
        var snowMM: Double?
        var rainInches: Double?
        var snowInches: Double?
        var unit: PrecipitationUnit

        enum CodingKeys: String, CodingKey {
            case start, end, kind, probability
            case rainMM = "rain_mm"
            case snowMM = "snow_mm"
            case rainInches = "rain_in"
            case snowInches = "snow_in"
        }

        init(_ spell: PrecipitationSpell, _ forecast: Forecast, unit: PrecipitationUnit = .millimetres) {
            start = forecast.localTime(spell.start).iso8601
            end = forecast.localTime(spell.end).iso8601
            kind = spell.kind.rawValue
            probability = spell.probability.map(Display.denoised)
            self.unit = unit
            rainMM = JSONRenderer.millimetres(spell.rain)
            snowMM = JSONRenderer.millimetres(spell.snow)
            if unit == .inches {
                rainInches = Self.finite(unit.amount(fromMillimetres: spell.rain))
                snowInches = Self.finite(unit.amount(fromMillimetres: spell.snow))
            }
        }

        private static func finite(_ value: Double) -> Double? {
            let cleaned = Display.denoised(value)
            return cleaned.isFinite ? cleaned : nil
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(start, forKey: .start)
            try container.encode(end, forKey: .end)
            try container.encode(kind, forKey: .kind)
            try container.encodeIfPresent(probability, forKey: .probability)
            try container.encode(rainMM, forKey: .rainMM)
            try container.encode(snowMM, forKey: .snowMM)
            if unit == .inches {
                try container.encode(rainInches, forKey: .rainInches)
                try container.encode(snowInches, forKey: .snowInches)
            }
        }
    }

    /// A value written as JSON `null` when absent, rather than left out: `"next_precipitation": null` says
    /// that no spell comes, which a missing key would not.
    struct Nullable<Wrapped: Encodable>: Encodable {
        var value: Wrapped?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let value { try container.encode(value) } else { try container.encodeNil() }
        }
    }
}
