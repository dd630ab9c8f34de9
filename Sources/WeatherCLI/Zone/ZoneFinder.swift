import WeatherCore

/// The place's IANA time zone and its offsets over a forecast, from the zone table (``ZoneTable``) and the
/// platform's tz database: the system's TZif files on Linux, where FoundationEssentials knows no zones, and
/// Foundation's `TimeZone` elsewhere.
///
/// A zone is taken only where its offset at the response's first slot is the response's `city.timezone`;
/// without a country, a matching zone or its offsets, the place keeps that fixed offset (nil here).
enum ZoneFinder {
    /// Where the TZif files are.
    static let folder = "/usr/share/zoneinfo"

    /// The zone of the response's place over its slots, with two days either side; nil where it cannot be known.
    ///
    /// A run's `now` further away than that is before or after every slot, where its date only has to fall
    /// before or after theirs: the offset at the nearer end serves.
    static func zone(for data: NetworkData) -> ZoneOffsets? {
        guard let country = data.city.country, let expected = data.city.timezone,
            let first = data.list.map(\.dt).min(), let last = data.list.map(\.dt).max()
        else { return nil }
        let margin = 2 * 86_400
        let (start, startOverflow) = first.subtractingReportingOverflow(margin)
        let (end, endOverflow) = last.addingReportingOverflow(margin)
        guard !startOverflow, !endOverflow else { return nil }
        for identifier in ZoneTable.zones(country: country, coord: data.city.coord) {
            guard let offsets = offsets(identifier, over: start...end) else { continue }
            // OpenWeather answered within the 3 hours before the first slot: a change in between is allowed for.
            if offsets.offset(at: first) == expected || offsets.offset(at: first - 10_800) == expected {
                return offsets
            }
        }
        return nil
    }

    /// A zone's offsets over `range`; nil where the platform does not know the zone.
    static func offsets(_ identifier: String, over range: ClosedRange<Int>) -> ZoneOffsets? {
        Platform.knowsTimeZones ? foundationOffsets(identifier, over: range) : fileOffsets(identifier, over: range)
    }

    /// From the zone's TZif file; nil where it is missing, unreadable or malformed.
    static func fileOffsets(_ identifier: String, over range: ClosedRange<Int>, folder: String = folder)
        -> ZoneOffsets?
    {
        // The names come from the table, but a path is built from them: no way out of the folder.
        guard !identifier.isEmpty, !identifier.split(separator: "/").contains(".."), !identifier.hasPrefix("/"),
            let bytes = read(folder + "/" + identifier), let file = try? TZif(bytes)
        else { return nil }
        return file.offsets(identifier: identifier, over: range)
    }

    /// From Foundation's `TimeZone`: its offset at the range's start and at each change within it.
    static func foundationOffsets(_ identifier: String, over range: ClosedRange<Int>) -> ZoneOffsets? {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        let start = Date(timeIntervalSince1970: TimeInterval(range.lowerBound))
        var changes: [ZoneOffsets.Change] = []
        var date = start
        // A forecast's days hold a change or two; the bound keeps a zone that changes often from looping long.
        while changes.count < 16, let next = zone.nextDaylightSavingTimeTransition(after: date),
            next.timeIntervalSince1970 <= TimeInterval(range.upperBound)
        {
            changes.append(
                ZoneOffsets.Change(unixTime: Int(next.timeIntervalSince1970), offset: zone.secondsFromGMT(for: next)))
            date = next
        }
        return ZoneOffsets(identifier: identifier, initialOffset: zone.secondsFromGMT(for: start), changes: changes)
    }

    /// A file's bytes, at most one more than ``TZif/sizeLimit`` (which TZif then refuses); nil where it cannot
    /// be opened or read.
    private static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var failed = false
        // Uninitialized: zeroing 64 KiB for a file of 2 costs more than reading it.
        let bytes = [UInt8](unsafeUninitializedCapacity: TZif.sizeLimit + 1) { buffer, initialized in
            var count = 0
            while count < buffer.count {
                let read = Platform.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else {
                    failed = read < 0
                    break
                }
                count += read
            }
            initialized = count
        }
        return failed ? nil : bytes
    }
}
