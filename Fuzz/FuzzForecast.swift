import Foundation

// The libFuzzer entry point: response bytes → NetworkData(json:) → normalized(from:) → Forecast(data:now:) →
// every renderer; the same data through a cache entry and back; and the bytes read as a cache file. Built by scripts/fuzz.sh into one executable together with Sources/WeatherCore, as part of the
// WeatherCore module (so it sits outside Sources/, where SwiftPM would pick it up).
//
// Input layout: a FuzzInput.headerSize-byte header that chooses everything the core takes as a parameter
// (units, icons, data origin, the instant "now"), then the response body. scripts/fuzz.sh seeds the corpus with
// the real fixtures behind a few headers.

/// What one fuzz input asks for: the parameters the executable would read from the world, and the body.
struct FuzzInput {
    /// Header bytes before the JSON body.
    static let headerSize = 18

    /// The units the body is taken to be in (`--input-units`).
    var inputUnits: Units
    /// The units rendered (`--units`).
    var outputUnits: Units
    /// The icon set (`--icons`).
    var icons: IconSet
    /// `now` as a Unix time: either a signed 32-bit offset from the first slot, as with a saved response (whose
    /// "now" is its first slot), or any 64-bit value, for the library's public API.
    var now: (_ firstSlot: Int) -> Int
    /// The origin shown in the table header, given `now`: its time is either near `now` or any 64-bit value
    /// (a cache file on disk can hold anything).
    var origin: (_ now: Int) -> DataOrigin
    /// The response body.
    var body: Data

    init(_ bytes: UnsafeRawBufferPointer) {
        var header = [UInt8](repeating: 0, count: Self.headerSize)
        for index in 0..<min(bytes.count, Self.headerSize) { header[index] = bytes[index] }
        body = bytes.count > Self.headerSize ? Data(bytes[Self.headerSize...]) : Data()

        let selectors = header[0]
        let flags = header[1]
        inputUnits = Units.allCases[Int(selectors & 3) % 3]
        outputUnits = Units.allCases[Int(selectors >> 2 & 3) % 3]
        icons = IconSet.allCases[Int(selectors >> 4 & 3) % 3]
        let nowWord = Self.word(header[2..<10])
        let atWord = Self.word(header[10..<18])
        now =
            flags & 1 == 0
            ? { $0 &+ Int(Int32(truncatingIfNeeded: nowWord)) }
            : { _ in Int(truncatingIfNeeded: nowWord) }
        let at: (Int) -> Int =
            flags & 2 == 0
            ? { $0 &- Int(Int32(truncatingIfNeeded: atWord)) }
            : { _ in Int(truncatingIfNeeded: atWord) }
        switch selectors >> 6 {
        case 0: origin = { .fetched(at: at($0)) }
        case 1: origin = { .stale(at: at($0), reason: "OpenWeather is having trouble (HTTP 503); try again later.") }
        case 2: origin = { _ in .saved(name: "standard input") }
        default: origin = { _ in .demo }
        }
    }

    /// A little-endian 64-bit word.
    private static func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
}

/// One renderer under fuzz, with what its output must satisfy.
struct FuzzRenderer: Sendable {
    var name: String
    var render: @Sendable (Forecast, FuzzInput) throws -> String
    var check: @Sendable (String) -> Bool = { _ in true }

    /// Every renderer of the library. A new renderer is one more line here.
    static let all: [FuzzRenderer] = [
        FuzzRenderer(name: "table") {
            TableRenderer(units: $1.outputUnits, icons: $1.icons).render($0, origin: $1.origin($0.now))
        },
        FuzzRenderer(name: "json", render: { try JSONRenderer(units: $1.outputUnits).render($0) }, check: isJSONObject),
    ]

    init(
        name: String, render: @escaping @Sendable (Forecast, FuzzInput) throws -> String,
        check: @escaping @Sendable (String) -> Bool = { _ in true }
    ) {
        self.name = name
        self.render = render
        self.check = check
    }

    /// Whether `text` is one JSON object, as a script reading `--format json` expects.
    static func isJSONObject(_ text: String) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any]
    }
}

/// Stops the run with a message libFuzzer records as a crash.
func fuzzFailure(_ message: String) -> Never {
    fatalError("fuzz invariant broken: \(message)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(UnsafeRawBufferPointer(start: start, count: count))
    let data: NetworkData
    do {
        data = try NetworkData(json: input.body).normalized(from: input.inputUnits)
    } catch {
        // Typed throws: only NetworkError gets here. Its message must be one non-empty line.
        let message = error.errorDescription ?? ""
        if message.isEmpty || message.contains("\n") { fuzzFailure("error message not one line: \(message)") }
        return 0
    }

    let forecast = Forecast(data: data, now: input.now(data.list.first?.dt ?? 0))
    checkDays(forecast, data: data)
    render(forecast, input)
    checkCacheRoundTrip(data, forecast: forecast)
    // The body as a cache file, which can hold anything: it decodes or is refused, and what decodes renders.
    if let cached = (try? JSONDecoder().decode(CacheEntry.self, from: input.body))?.response {
        render(Forecast(data: cached, now: input.now(cached.list.first?.dt ?? 0)), input)
    }
    return 0
}

/// Renders `forecast` with every renderer; each output must be well formed.
private func render(_ forecast: Forecast, _ input: FuzzInput) {
    for renderer in FuzzRenderer.all {
        do {
            let output = try renderer.render(forecast, input)
            if !output.hasSuffix("\n") || !renderer.check(output) {
                fuzzFailure("\(renderer.name) output is malformed:\n\(output)")
            }
        } catch {
            fuzzFailure("\(renderer.name) threw \(error)")
        }
    }
}

/// The response written to a cache entry and read back must show what it showed (CacheEntryTests checks the
/// same on the recorded responses). An entry that cannot be written (a value JSON cannot hold) is not a failure:
/// `weather` then warns that it cannot write the cache.
private func checkCacheRoundTrip(_ data: NetworkData, forecast: Forecast) {
    // Fetched at its first slot: `now` can be any 64-bit value here, and a cache entry refuses a time no run
    // could have written (beyond ±10¹¹ s), as a slot's `dt` already is.
    let fetchedAt = data.list.first?.dt ?? 0
    guard let file = try? JSONEncoder().encode(CacheEntry(fetchedAt: fetchedAt, response: data)) else { return }
    guard let read = (try? JSONDecoder().decode(CacheEntry.self, from: file))?.response else {
        fuzzFailure("a cache entry written from a valid response did not read back")
    }
    let renderer = JSONRenderer()
    let before = try? renderer.render(forecast)
    let after = try? renderer.render(Forecast(data: read, now: forecast.now))
    if before != after { fuzzFailure("read back from the cache, the forecast shows differently") }
}

/// The day grouping's invariants: dates strictly increase, each kept slot is in exactly one day, on that date.
private func checkDays(_ forecast: Forecast, data: NetworkData) {
    let days = forecast.days
    for (earlier, later) in zip(days, days.dropFirst()) where !(earlier.date < later.date) {
        fuzzFailure("days out of order: \(earlier.date) then \(later.date)")
    }
    let today = LocalDate(unixTime: forecast.now, utcOffset: forecast.utcOffset)
    // Each distinct `dt` once: a slot repeated in the response counts once (Day.group).
    let kept = Set(data.list.map(\.dt).filter { LocalDate(unixTime: $0, utcOffset: forecast.utcOffset) >= today })
    if days.map(\.slotCount).reduce(0, +) != kept.count {
        fuzzFailure("\(kept.count) slots from today on, but the days hold \(days.map(\.slotCount))")
    }
    for day in days {
        if day.slots.isEmpty { fuzzFailure("day \(day.date) has no slots") }
        for slot in day.slots where LocalDate(unixTime: slot.dt, utcOffset: forecast.utcOffset) != day.date {
            fuzzFailure("slot \(slot.dt) is not on \(day.date)")
        }
    }
}
