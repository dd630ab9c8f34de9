/// A time zone's offsets from UTC over a stretch of time: the offset before the first change and each change
/// after it, as the edges read them from the platform's tz database (TZif files, or Foundation's `TimeZone`).
/// Pure data, so that the core needs no file or `TimeZone` to turn an instant into local time.
package struct ZoneOffsets: Sendable, Equatable {
    /// A change of offset: from `unixTime` on, local time is UTC plus `offset` seconds.
    package struct Change: Sendable, Equatable {
        /// The instant of the change, Unix seconds.
        package var unixTime: Int
        /// The offset from UTC in seconds from then on.
        package var offset: Int

        /// A change to `offset` seconds from UTC at `unixTime`.
        package init(unixTime: Int, offset: Int) {
            self.unixTime = unixTime
            self.offset = offset
        }
    }

    /// The IANA name of the zone, e.g. "America/Denver"; nil for a fixed offset (the response's `city.timezone`
    /// where the place's zone is not known).
    package var identifier: String?
    /// The offset from UTC in seconds before the first change.
    package var initialOffset: Int
    /// The changes in time order.
    package var changes: [Change]

    /// A zone's offsets; `changes` are sorted by time here.
    package init(identifier: String?, initialOffset: Int, changes: [Change]) {
        self.identifier = identifier
        self.initialOffset = initialOffset
        // Sorting is skipped when they are in order already, as the edges give them: a file's few hundred
        // changes would cost a cache hit more than the rest of its date work.
        let ordered = zip(changes, changes.dropFirst()).allSatisfy { $0.unixTime <= $1.unixTime }
        self.changes = ordered ? changes : changes.sorted { $0.unixTime < $1.unixTime }
    }

    /// One offset at every instant, with no zone name: the response's `city.timezone`.
    package static func fixed(_ offset: Int) -> ZoneOffsets {
        ZoneOffsets(identifier: nil, initialOffset: offset, changes: [])
    }

    /// The offset from UTC in seconds at an instant.
    package func offset(at unixTime: Int) -> Int {
        // A forecast's stretch holds a change or two: a linear search from the end is the quickest.
        changes.last { $0.unixTime <= unixTime }?.offset ?? initialOffset
    }

    /// The changes within `range` of instants, each with the offset before it.
    package func changes(in range: ClosedRange<Int>) -> [(change: Change, previous: Int)] {
        var previous = initialOffset
        var found: [(change: Change, previous: Int)] = []
        for change in changes {
            if range.contains(change.unixTime) && change.offset != previous { found.append((change, previous)) }
            previous = change.offset
        }
        return found
    }

    /// The same offsets kept to `range` (the changes inside it, and the offset that holds at its start), so that
    /// what a forecast carries stays small.
    package func limited(to range: ClosedRange<Int>) -> ZoneOffsets {
        ZoneOffsets(
            identifier: identifier, initialOffset: offset(at: range.lowerBound),
            changes: changes.filter { range.contains($0.unixTime) && $0.unixTime > range.lowerBound })
    }
}
