/// What the cache keeps for one place's air: the last good Air Pollution API forecast and when it came, the
/// last request's failure, and how long not to ask again after it. Never the API key. Kept in a file of its
/// own beside the place's forecast, under the same rules (``CachedAnswer``).
///
/// The file: `{"version": 1, "fetched_at": …, "retry_not_before": …, "failure": {…}, "air": {"coord", "list"}}`,
/// `air` as OpenWeather sends it and absent when only a failure or a wait is remembered.
package struct AirEntry: CachedAnswer {
    /// The layout version of this file; an entry of another version is not decoded.
    package static let currentVersion = 1

    /// The layout version the entry was written with.
    package var version: Int
    /// When ``response`` was fetched, Unix time in seconds.
    package var fetchedAt: Int
    /// The last good response; nil when only a failure or a wait is remembered.
    package var response: AirPollution?
    /// No request before this Unix time (seconds): OpenWeather's `Retry-After` on a 429, or a minute after any
    /// failure (``waitsAfterEveryFailure``).
    package var retryNotBefore: Int?
    /// The last request's failure, when it failed.
    package var failure: RememberedFailure?

    /// Air is an addition to the forecast that a run does without: a server that keeps refusing it (a 404
    /// from a mirror that has no Air Pollution API) is asked once a minute, not on every run of a status bar.
    package static var waitsAfterEveryFailure: Bool { true }

    enum CodingKeys: String, EntryCodingKey {
        case version, failure, air
        case fetchedAt = "fetched_at"
        case retryNotBefore = "retry_not_before"
    }

    package init(fetchedAt: Int, response: AirPollution?, retryNotBefore: Int? = nil) {
        version = Self.currentVersion
        self.fetchedAt = fetchedAt
        self.response = response
        self.retryNotBefore = retryNotBefore
    }

    /// An entry that holds nothing yet: the file name alone says which request it is for.
    package init(for request: AirPollutionRequest, now: Int) {
        self.init(fetchedAt: now, response: nil)
    }

    /// - Throws: `DecodingError` for another layout version, a file that is not this layout, or a time no run
    ///   wrote (`fetched_at`, `retry_not_before` or an hour's `dt` beyond ±10¹¹ s).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = Self.currentVersion
        (fetchedAt, retryNotBefore, failure) = try Self.header(in: container)
        response = try container.decodeIfPresent(AirPollution.self, forKey: .air)
        if let response, response.list.contains(where: { $0.dt.magnitude > NetworkData.unixTimeLimit.magnitude }) {
            throw DecodingError.dataCorruptedError(forKey: .air, in: container, debugDescription: "not a Unix time")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encodeHeader(in: &container)
        try container.encodeIfPresent(response, forKey: .air)
    }

    /// The entry after a good fetch at `now`: the new response alone (each forecast starts at the current
    /// hour, so nothing of the old one is needed); any wait and failure are over.
    package func updated(with response: AirPollution, now: Int, zone: ZoneOffsets?) -> AirEntry {
        AirEntry(fetchedAt: now, response: response)
    }

    /// The entry's file name, e.g. "air_37.5665_126.978_0123456789abcdef.json": the coordinates as sent and the
    /// source's tag. The Air Pollution API has no `lang`, so one file serves every language.
    package static func fileName(for request: AirPollutionRequest, source: CacheSource) -> String {
        let latitude = ForecastRequest.coordinateText(request.latitude)
        let longitude = ForecastRequest.coordinateText(request.longitude)
        return "air_\(latitude)_\(longitude)_\(source.tag).json"
    }
}
