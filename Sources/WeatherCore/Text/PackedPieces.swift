/// The fingerprints of a secret's pieces (ASCII scalars packed one byte each), kept sorted and searched by
/// halves. Not a `Set`: the first `Set<UInt64>` a run makes costs it about 0.2 M instructions, the runtime's scan
/// for the conformance its storage needs, which is more than every search of a response together, and a cache
/// hit makes one to hide the key (docs/performance.md).
struct PackedPieces: Sendable {
    private let sorted: [UInt64]

    init(_ pieces: [UInt64]) {
        sorted = pieces.sorted()
    }

    /// Whether `piece` is one of them.
    func contains(_ piece: UInt64) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < piece { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == piece
    }
}
