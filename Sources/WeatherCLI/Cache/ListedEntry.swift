import WeatherCore

/// A kind of cache entry as the command line keeps it: how long it is fresh and whether `--refresh` asks for it
/// again (asked by ``CacheSession``), and for `weather doctor` which files are its, the words for it and what its
/// line starts with. The doctor's lines themselves are written once, for every kind (`Doctor.entryFindings`).
protocol ListedEntry: CachedAnswer {
    /// Its files and the words for it.
    static var listing: EntryListing { get }
    /// How long a response is fresh, seconds, as a run judges it, when `--max-age` is `maxAge`.
    static func maxAge(given maxAge: Int) -> Int
    /// Whether `--refresh` asks for it again even when it is fresh.
    static var refreshes: Bool { get }
    /// What its line starts with: what it answers, from the entry or its file's name `fileName`; nil for the
    /// file's name itself.
    func listedName(fileName: String) -> String?
    /// The place's offsets from UTC for a response, in which a run reads its days; nil for none.
    static func zone(for response: Response) -> ZoneOffsets?
}

extension ListedEntry {
    /// An answer read without a place's days.
    static func zone(for response: Response) -> ZoneOffsets? { nil }
}

/// What tells a kind of entry's files and lines apart: the rest of a line is the same for every kind.
struct EntryListing {
    /// The start of its files' names, as ``CachedAnswer/fileName(for:source:)`` writes them: "forecast_".
    var filePrefix: String
    /// What one holds, after "no": "forecast".
    var singular: String
    /// One of them, after "not": "a forecast".
    var indefinite: String
    /// Several, after "older": "forecasts".
    var plural: String
    /// The line said when the folder has none; nil: no line.
    var noneYet: String?
    /// What is done with a response: "shown" (or "used") without asking, or only when a request fails.
    var use = "shown"
    /// The name of its maximum age, before the age.
    var maxAgeName = "max_age"
}

extension CacheEntry: ListedEntry {
    static var listing: EntryListing {
        EntryListing(
            filePrefix: "forecast_", singular: "forecast", indefinite: "a forecast", plural: "forecasts",
            noneYet: "no forecasts in it yet.")
    }

    static func maxAge(given maxAge: Int) -> Int { maxAge }

    /// The place's zone, as a run finds it (``ZoneFinder/zone(for:)``).
    static func zone(for response: NetworkData) -> ZoneOffsets? { ZoneFinder.zone(for: response) }

    /// The city and its country, as the response names them ("Seoul, KR").
    func listedName(fileName: String) -> String? {
        let place = [response?.city.name, response?.city.country].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: ", ")
        return place.isEmpty ? nil : place
    }
}

extension AirEntry: ListedEntry {
    static var listing: EntryListing {
        EntryListing(
            filePrefix: "air_", singular: "air quality forecast", indefinite: "an air quality forecast",
            plural: "air quality forecasts")
    }

    static func maxAge(given maxAge: Int) -> Int { maxAge }

    /// The place's coordinates as they were asked, which name the file ("air_37.5665_126.978_…json"): "air at
    /// 37.5665, 126.978", a failed request's too. The response's own `coord` may be absent, or another place's
    /// from a server that is not OpenWeather.
    func listedName(fileName: String) -> String? {
        let parts = fileName.split(separator: "_")
        guard parts.count == 4, let latitude = Double(parts[1]), let longitude = Double(parts[2]) else { return nil }
        return "air at \(ForecastRequest.coordinateText(latitude)), \(ForecastRequest.coordinateText(longitude))"
    }
}

extension GeocodeEntry: ListedEntry {
    static var listing: EntryListing {
        EntryListing(
            filePrefix: "geo_", singular: "place", indefinite: "a place look-up", plural: "place look-ups",
            use: "used", maxAgeName: "a look-up's max age")
    }

    /// Places do not move: a look-up is good for its 30 days whatever `--refresh` says.
    static var refreshes: Bool { false }

    static func maxAge(given maxAge: Int) -> Int { maximumAge }

    /// The most places a line names; an answer holds five at most, a file written by hand more.
    static let listedPlaces = 5

    /// The name asked and the places found: `look-up "Seoul" found Seoul, KR (37.5667, 126.9783)`. The name
    /// is as the user typed it, or as a file says: cleaned as any text from outside before it is shown.
    func listedName(fileName: String) -> String? {
        let asked = "look-up \"\(query.fromOutside)\""
        guard let places = response else { return asked }
        let more = places.count > Self.listedPlaces ? "; and \(places.count - Self.listedPlaces) more" : ""
        return asked + " found " + places.prefix(Self.listedPlaces).map(\.summary).joined(separator: "; ") + more
    }
}

extension LocateEntry: ListedEntry {
    static var listing: EntryListing {
        EntryListing(
            filePrefix: "here_", singular: "location", indefinite: "a location by IP address",
            plural: "locations by IP address", use: "used", maxAgeName: "a location's max age")
    }

    static func maxAge(given maxAge: Int) -> Int { maximumAge }

    /// Where the service placed the machine: `here: near Seoul, KR (37.566, 126.9784)`; `here` for a failure.
    func listedName(fileName: String) -> String? {
        guard let place = response else { return "here" }
        let coordinates =
            ForecastRequest.coordinateText(place.latitude) + ", " + ForecastRequest.coordinateText(place.longitude)
        return "here: near \(place.label) (\(coordinates))"
    }
}

extension ListedEntry {
    static var refreshes: Bool { true }
}

extension CachedAnswer {
    /// When the entry's news came, Unix seconds: its response's fetch, or with none the failure it remembers
    /// (a name's failed look-up keeps `fetched_at` 0).
    var listedTime: Int { response == nil ? failure?.failedAt ?? fetchedAt : fetchedAt }
}
