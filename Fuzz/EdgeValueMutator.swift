import Foundation

// libFuzzer's custom mutator hook. Byte-level mutation almost never turns "32400" into
// "-9223372036854775808", or an 8-byte header word into Int64.min, without breaking the JSON around it: an
// hour of runs without this mutator found none of the three Int64.min traps; with it, the first came after
// 8 s and the last after about 2 minutes. So a quarter of the mutations here replace one whole JSON number,
// or one header word, with a value on an edge of Int, Double or the decoder's limits; the rest are
// libFuzzer's own.

/// Mutations that put edge values where the forecast has numbers.
enum EdgeValueMutator {
    /// Numbers on the edges: of Int64, of the decoder's limits (±18 h offsets, ±10¹¹ s times), of Double, and
    /// of exact integers in a Double.
    static let jsonNumbers = [
        "-9223372036854775808", "9223372036854775807", "-9223372036854775807", "9223372036854775808",
        "100000000000", "100000000001", "-100000000000", "-100000000001", "64800", "64801", "-64800", "-64801",
        "0", "-0", "-1", "1e308", "-1e308", "1.7976931348623157e308", "5e-324", "9007199254740993",
        "2147483648", "-2147483649", "86399", "-86401", "0.5", "-0.5",
    ]

    /// Values for the header's 64-bit words ("now" and the origin time).
    static let words: [Int64] = [.min, .min + 1, .max, .max - 1, -1, 0, 1 << 62, -(1 << 62), 100_000_000_000]

    /// Mutates `size` bytes at `data` in place, up to `maxSize`; returns the new size.
    static func mutate(_ data: UnsafeMutablePointer<UInt8>, size: Int, maxSize: Int, seed: UInt32) -> Int {
        var random = SplitMix(seed: UInt64(seed))
        guard random.next() % 4 == 0 else { return libFuzzerMutate(data, size, maxSize) }
        if random.next() % 3 == 0, size >= FuzzInput.headerSize {
            return setHeaderWord(data, size: size, random: &random)
        }
        return replaceNumber(data, size: size, maxSize: maxSize, random: &random)
    }

    /// Sets "now" or the origin time to an edge value and flags it as raw.
    private static func setHeaderWord(_ data: UnsafeMutablePointer<UInt8>, size: Int, random: inout SplitMix)
        -> Int
    {
        let isNow = random.next() % 2 == 0
        let value = UInt64(bitPattern: words[Int(random.next() % UInt64(words.count))])
        let offset = isNow ? 2 : 10
        for index in 0..<8 { data[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
        data[1] |= isNow ? 1 : 2
        return size
    }

    /// Replaces one number of the JSON body (a run of digits with its sign, point and exponent) with an edge value.
    private static func replaceNumber(
        _ data: UnsafeMutablePointer<UInt8>, size: Int, maxSize: Int, random: inout SplitMix
    ) -> Int {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        let start = min(FuzzInput.headerSize, size)
        var numbers: [Range<Int>] = []
        var index = start
        while index < size {
            guard isNumberStart(bytes[index]) else {
                index += 1
                continue
            }
            let begin = index
            while index < size, isNumberByte(bytes[index]) { index += 1 }
            numbers.append(begin..<index)
        }
        guard !numbers.isEmpty else { return libFuzzerMutate(data, size, maxSize) }
        let target = numbers[Int(random.next() % UInt64(numbers.count))]
        let replacement = Array(jsonNumbers[Int(random.next() % UInt64(jsonNumbers.count))].utf8)
        let result = Array(bytes[..<target.lowerBound]) + replacement + Array(bytes[target.upperBound...])
        guard result.count <= maxSize else { return libFuzzerMutate(data, size, maxSize) }
        result.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: result.count) }
        return result.count
    }

    private static func isNumberStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        isNumberStart(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "+")
    }

    /// libFuzzer's own mutator (declared in Fuzz/LibFuzzer.h).
    private static func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int {
        LLVMFuzzerMutate(data, size, maxSize)
    }

    /// SplitMix64, seeded by libFuzzer so that a run is reproducible from its `-seed`.
    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    EdgeValueMutator.mutate(data, size: size, maxSize: maxSize, seed: seed)
}
