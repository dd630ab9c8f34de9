import WeatherCore

/// A time zone file of the tz database in the TZif format (RFC 8536), as `/usr/share/zoneinfo` holds them:
/// the offset changes it lists, and its footer's rule for the times after them. Read on Linux, where
/// FoundationEssentials knows no IANA zones; a file that breaks the format's rules is refused, and the place
/// keeps the response's fixed offset.
struct TZif: Equatable {
    /// The offset from UTC in seconds before the first change (the first local time type).
    var initialOffset: Int
    /// The changes the file lists, in time order.
    var changes: [ZoneOffsets.Change]
    /// The footer's rule for the times after the last change (version 2 and later); nil without one.
    var rule: TZRule?

    /// Why a file is refused.
    struct Malformed: Error, Equatable {
        var reason: String
    }

    /// The largest file read: the biggest zone in tzdata ("fat", with every change to 2037) is under 4 KiB.
    static let sizeLimit = 65_536
    /// The most changes and local time types a file may list.
    static let countLimit = 4_096

    /// Parses a whole file.
    init(_ bytes: [UInt8]) throws(Malformed) {
        guard bytes.count <= Self.sizeLimit else { throw Malformed(reason: "larger than \(Self.sizeLimit) bytes") }
        var reader = Reader(bytes: bytes)
        let first = try reader.header()
        // A version 1 file has only the 32-bit block; later ones repeat the data with 64-bit times and a footer.
        guard first.version >= 2 else {
            (initialOffset, changes) = try reader.block(first, timeSize: 4)
            rule = nil
            return
        }
        // The 32-bit block is skipped unread: the 64-bit one repeats it.
        _ = try reader.take(
            first.timeCount * 5 + first.typeCount * 6 + first.characterCount + first.leapCount * 8
                + first.isStandardCount + first.isUTCCount)
        let second = try reader.header()
        (initialOffset, changes) = try reader.block(second, timeSize: 8)
        let footer = try reader.footer()
        rule = footer.isEmpty ? nil : TZRule(footer)
    }

    /// The offsets over `range`: the file's changes, and after the last the footer rule's, for the years the
    /// range covers.
    func offsets(identifier: String, over range: ClosedRange<Int>) -> ZoneOffsets {
        // Only the changes from the last one before the range on: a file lists a few hundred.
        let start = changes.lastIndex { $0.unixTime <= range.lowerBound }
        var kept = Array(changes[(start ?? 0)...].prefix { $0.unixTime <= range.upperBound })
        let after = changes.last?.unixTime ?? Int.min
        if let rule, range.upperBound > after {
            let firstYear = LocalDate(unixTime: max(range.lowerBound, after), utcOffset: 0).year - 1
            let lastYear = LocalDate(unixTime: range.upperBound, utcOffset: 0).year + 1
            if firstYear <= lastYear {
                kept += (firstYear...lastYear).flatMap { rule.changes(in: $0) }.filter { $0.unixTime > after }
            }
        }
        return ZoneOffsets(identifier: identifier, initialOffset: initialOffset, changes: kept).limited(to: range)
    }

    /// The counts of a header (RFC 8536 section 3.1).
    struct Header {
        var version: Int
        var isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int
    }

    /// Reads big-endian fields in order, refusing to read past the end.
    struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func take(_ count: Int) throws(Malformed) -> ArraySlice<UInt8> {
            guard count >= 0, count <= bytes.count - position else { throw Malformed(reason: "ends early") }
            defer { position += count }
            return bytes[position..<(position + count)]
        }

        mutating func integer(_ size: Int) throws(Malformed) -> Int {
            let field = try take(size)
            let unsigned = field.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            // Sign-extended from the field's width.
            let shift = UInt64(64 - 8 * size)
            return Int(Int64(bitPattern: unsigned << shift) >> Int64(shift))
        }

        mutating func header() throws(Malformed) -> Header {
            guard Array(try take(4)) == Array("TZif".utf8) else { throw Malformed(reason: "not a TZif file") }
            let versionByte = try take(1).first ?? 0
            let version: Int
            switch versionByte {
            case 0: version = 1
            case UInt8(ascii: "2")...UInt8(ascii: "9"): version = Int(versionByte - UInt8(ascii: "0"))
            default: throw Malformed(reason: "unknown version")
            }
            _ = try take(15)
            var counts: [Int] = []
            for _ in 0..<6 {
                let count = try integer(4)
                guard (0...TZif.countLimit).contains(count) else { throw Malformed(reason: "a count out of range") }
                counts.append(count)
            }
            let header = Header(
                version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
                timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
            guard header.typeCount >= 1, header.characterCount >= 1,
                header.isUTCCount == 0 || header.isUTCCount == header.typeCount,
                header.isStandardCount == 0 || header.isStandardCount == header.typeCount
            else { throw Malformed(reason: "inconsistent counts") }
            return header
        }

        /// A data block (RFC 8536 section 3.2): its first type's offset and its changes.
        mutating func block(_ header: Header, timeSize: Int) throws(Malformed) -> (Int, [ZoneOffsets.Change]) {
            var times: [Int] = []
            for _ in 0..<header.timeCount {
                let time = try integer(timeSize)
                guard times.last.map({ $0 < time }) ?? true else { throw Malformed(reason: "changes out of order") }
                times.append(time)
            }
            let indices = try take(header.timeCount).map(Int.init)
            var offsets: [Int] = []
            for _ in 0..<header.typeCount {
                let offset = try integer(4)
                // -2³¹ is excluded by the RFC; more than a day either way is no zone's.
                guard abs(offset) <= 93_600 else { throw Malformed(reason: "an offset out of range") }
                let isDST = try integer(1)
                let designation = try integer(1)
                guard isDST == 0 || isDST == 1, (0..<header.characterCount).contains(designation & 0xff) else {
                    throw Malformed(reason: "a local time type out of range")
                }
                offsets.append(offset)
            }
            guard indices.allSatisfy({ $0 < header.typeCount }) else {
                throw Malformed(reason: "a change names no local time type")
            }
            _ = try take(
                header.characterCount + header.leapCount * (timeSize + 4) + header.isStandardCount
                    + header.isUTCCount)
            let changes = zip(times, indices).map { ZoneOffsets.Change(unixTime: $0, offset: offsets[$1]) }
            return (offsets[0], changes)
        }

        /// The footer: a POSIX TZ string between newlines (RFC 8536 section 3.3).
        mutating func footer() throws(Malformed) -> String {
            guard try take(1).first == UInt8(ascii: "\n") else { throw Malformed(reason: "no footer") }
            let rest = bytes[position...]
            guard let end = rest.firstIndex(of: UInt8(ascii: "\n")), end - position <= 255 else {
                throw Malformed(reason: "an unterminated footer")
            }
            position = end + 1
            return String(decoding: bytes[rest.startIndex..<end], as: UTF8.self)
        }
    }
}
