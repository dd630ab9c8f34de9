/// One response of OpenWeather's 5-day / 3-hour forecast, `GET /data/2.5/forecast`
/// (openweathermap.org/forecast5, "JSON format of the API response").
///
/// Temperatures are in kelvins and wind speeds in m/s, as the API sends them when the request has no `units`.
/// A response recorded in other units is brought to these with `normalized(from:)`.
public struct NetworkData: Codable, Sendable, Equatable {
    /// The internal status code: the string `"200"` on success, a number in some error bodies. A hint only:
    /// the HTTP status decides success.
    package var cod: LenientText?
    /// An internal parameter: a number on success, the server's explanation in error bodies.
    package var message: LenientText?
    /// The number of slots the server says it returned (40 for a full 5 days); trimmed recordings hold fewer.
    public var cnt: Int?
    /// The 3-hour slots, in time order.
    public var list: [List]
    /// The place the forecast is for.
    public var city: City

    /// The most slots a response may have: OpenWeather sends at most 40 (5 days of 3 hours); ten times that
    /// leaves room for any plan, and bounds what a response can make `weather` decode, keep and draw.
    package static let slotLimit = 400

    package init(cod: LenientText? = nil, message: LenientText? = nil, cnt: Int? = nil, list: [List], city: City) {
        self.cod = cod
        self.message = message
        self.cnt = cnt
        self.list = list
        self.city = city
    }

    enum CodingKeys: String, CodingKey {
        case cod, message, cnt, list, city
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cod = try container.decodeIfPresent(LenientText.self, forKey: .cod)
        message = try container.decodeIfPresent(LenientText.self, forKey: .message)
        cnt = try container.decodeNumberIfPresent(Int.self, forKey: .cnt)
        // Counted before the slots are decoded: 100 000 slots would be decoded, kept and drawn otherwise.
        if let slots = try? container.nestedUnkeyedContainer(forKey: .list), let count = slots.count,
            count > Self.slotLimit
        {
            throw DecodingError.dataCorruptedError(
                forKey: .list, in: container,
                debugDescription:
                    "\(count) slots, more than the \(Self.slotLimit) a forecast may have; OpenWeather sends 40")
        }
        list = try container.decode([List].self, forKey: .list)
        city = try container.decode(City.self, forKey: .city)
    }
}
