import Foundation
import WeatherCore

// The in-process benchmark of issue 6: decode + day grouping + table render of one 40-slot response, timed
// with ContinuousClock over many iterations, without process start-up. Run by scripts/bench in release:
//
//     swift run -c release Benchmarks [RESPONSE.json] [ITERATIONS]
//
// The response is a saved `/data/2.5/forecast` body in kelvins (default: the Changwon fixture); it is seen at
// its first slot, as `weather --input FILE --format table` sees it. Not a test: nothing here is asserted.

let arguments = CommandLine.arguments.dropFirst()
let path = arguments.first ?? "Tests/WeatherCoreTests/Fixtures/forecast_changwon_kr_tz32400_2023_kelvin.json"
let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 2000
guard let json = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("Benchmarks: cannot read \(path)\n".utf8))
    exit(66)
}
let renderer = TableRenderer(units: .metric, icons: .emoji, color: false, width: nil)

/// One whole run: bytes to table text. Returns the text's length so the work cannot be optimised away.
func decodeGroupRender() throws -> Int {
    let data = try NetworkData(json: json)
    let now = data.list.first?.dt ?? 0
    return renderer.render(Forecast(data: data, now: now), origin: .saved(name: "benchmark")).utf8.count
}

/// The median, mean and minimum wall time (ContinuousClock) of `body` over `iterations` runs, and the median
/// of the CPU time this thread spent, in microseconds, after a warm-up. The CPU time leaves out the time the
/// thread waited for a core, though not the slowdown from other work sharing the core's caches.
func measure(_ name: String, _ body: () throws -> Int) rethrows {
    let clock = ContinuousClock()
    var sink = 0
    for _ in 0..<max(10, iterations / 20) { sink &+= try body() }
    var wall: [Double] = []
    var cpu: [Double] = []
    wall.reserveCapacity(iterations)
    cpu.reserveCapacity(iterations)
    for _ in 0..<iterations {
        let startCPU = threadCPUMicroseconds()
        let start = clock.now
        sink &+= try body()
        let elapsed = start.duration(to: clock.now)
        cpu.append(threadCPUMicroseconds() - startCPU)
        wall.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
    }
    wall.sort()
    cpu.sort()
    let mean = wall.reduce(0, +) / Double(wall.count)
    print(
        "\(name)\tmedian_us=\(format(wall[wall.count / 2]))\tmean_us=\(format(mean))\tmin_us=\(format(wall[0]))"
            + "\tcpu_median_us=\(format(cpu[cpu.count / 2]))\titerations=\(iterations)\t(\(sink % 2))")
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
    try measure("decode") { try NetworkData(json: json).list.count }
    measure("group") { Forecast(data: data, now: now).days.count }
    measure("render") { renderer.render(forecast, origin: .saved(name: "benchmark")).utf8.count }
    try measure("decode+group+render", decodeGroupRender)
} catch {
    FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
    exit(65)
}
