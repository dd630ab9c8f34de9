import Foundation
import WeatherCore

// The in-process benchmark: decode + day grouping + table render of one 40-slot response, timed
// with ContinuousClock over many iterations, without process start-up. Run by scripts/bench in release:
//
//     swift run -c release Benchmarks [RESPONSE.json] [ITERATIONS]
//
// The response is a saved `/data/2.5/forecast` body in kelvins (default: the Changwon fixture); it is seen at
// its first slot, as `weather --input FILE --format table` sees it. Also timed: decoding the same response
// from a cache entry, as a cache hit does, and what the chart and range bars add (under 0.3 ms for
// 40 slots): the table without range bars, the chart alone, the week's range bars alone, and the table with
// both. Not a test: nothing here is asserted.

let arguments = CommandLine.arguments.dropFirst()
let path = arguments.first ?? "Tests/WeatherCoreTests/Fixtures/forecast_changwon_kr_tz32400_2023_kelvin.json"
let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 2000
guard let json = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("Benchmarks: cannot read \(path)\n".utf8))
    exit(66)
}
let renderer = TableRenderer(units: .metric, icons: .emoji, color: false, width: nil)
let fitted = TableRenderer(units: .metric, icons: .emoji, color: false, width: 80)
let charted = TableRenderer(units: .metric, icons: .emoji, color: false, width: 80, chart: true)

/// One whole run: bytes to table text. Returns the text's length so the work cannot be optimised away.
func decodeGroupRender() throws -> Int {
    let data = try NetworkData(json: json)
    let now = data.list.first?.dt ?? 0
    return renderer.render(Forecast(data: data, now: now), origin: .saved(name: "benchmark")).utf8.count
}

/// Times each step `iterations` times after a warm-up, taking the steps in turn (one of each per round) so that
/// all of them see the same machine, and prints per step the median, mean and minimum wall time (ContinuousClock)
/// and the median CPU time of this thread, in microseconds. The CPU time leaves out the time the thread waited
/// for a core, though not the slowdown from other work sharing the core's caches.
func measure(_ steps: [(name: String, body: () throws -> Int)]) throws {
    let clock = ContinuousClock()
    var sink = 0
    for step in steps {
        for _ in 0..<max(10, iterations / 20) { sink &+= try step.body() }
    }
    var wall = [[Double]](repeating: [], count: steps.count)
    var cpu = [[Double]](repeating: [], count: steps.count)
    for _ in 0..<iterations {
        for (index, step) in steps.enumerated() {
            let startCPU = threadCPUMicroseconds()
            let start = clock.now
            sink &+= try step.body()
            let elapsed = start.duration(to: clock.now)
            cpu[index].append(threadCPUMicroseconds() - startCPU)
            wall[index].append(
                Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
        }
    }
    for (index, step) in steps.enumerated() {
        let times = wall[index].sorted()
        let mean = times.reduce(0, +) / Double(times.count)
        let cpuMedian = cpu[index].sorted()[times.count / 2]
        print(
            "\(step.name)\tmedian_us=\(format(times[times.count / 2]))\tmean_us=\(format(mean))"
                + "\tmin_us=\(format(times[0]))\tcpu_median_us=\(format(cpuMedian))\titerations=\(iterations)"
                + "\t(\(sink % 2))")
    }
}

/// The week's range bars, as the weekly table draws them: one scale, one 12-cell bar a day, now marked on
/// the first. Returns their total length.
func rangeBars(_ forecast: Forecast, color: Bool) -> Int {
    guard let scale = RangeBar.scale(of: forecast.days) else { return 0 }
    let bar = RangeBar(scale: scale, cells: 12)
    return forecast.days.enumerated().reduce(0) { total, day in
        let marker = day.offset == 0 ? forecast.estimate?.slot.main.temp : nil
        return total + bar.render(low: day.element.low, high: day.element.high, marker: marker, color: color).utf8.count
    }
}

func threadCPUMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }

do {
    let data = try NetworkData(json: json)
    let now = data.list.first?.dt ?? 0
    let forecast = Forecast(data: data, now: now)
    // The same response as the cache file keeps it (a row per slot), for what a cache hit decodes instead.
    let entry = try JSONEncoder().encode(CacheEntry(fetchedAt: now, response: data))
    try measure([
        ("decode", { try NetworkData(json: json).list.count }),
        ("cache-entry", { try JSONDecoder().decode(CacheEntry.self, from: entry).response?.list.count ?? 0 }),
        ("group", { Forecast(data: data, now: now).days.count }),
        ("render", { renderer.render(forecast, origin: .saved(name: "benchmark")).utf8.count }),
        ("decode+group+render", decodeGroupRender),
        ("chart", { ChartRenderer(units: .metric, width: 80).render(forecast).count }),
        ("range-bars", { rangeBars(forecast, color: false) }),
        ("range-bars-colour", { rangeBars(forecast, color: true) }),
        ("render-80", { fitted.render(forecast, origin: .saved(name: "benchmark")).utf8.count }),
        ("render-80+chart", { charted.render(forecast, origin: .saved(name: "benchmark")).utf8.count }),
    ])
} catch {
    FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
    exit(65)
}
