/// One hour of an Air Pollution API response: `list[]` with `dt`, `main.aqi` and `components`.
public struct AirPollutionList: Codable, Sendable, Equatable {
    /// The hour's start, Unix time in seconds (UTC).
    public var dt: Int
    /// The Air Quality Index.
    public var main: AirMain
    /// The pollutants' concentrations.
    public var components: Components

    package init(dt: Int, main: AirMain, components: Components) {
        self.dt = dt
        self.main = main
        self.components = components
    }

    enum CodingKeys: String, CodingKey {
        case dt, main, components
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dt = try container.decodeNumber(Int.self, forKey: .dt)
        // Both blocks are required: without them a forecast's `list` (which has `dt` and `main` too) would read
        // as hours of air with no values.
        main = try container.decode(AirMain.self, forKey: .main)
        components = try container.decode(Components.self, forKey: .components)
    }
}
