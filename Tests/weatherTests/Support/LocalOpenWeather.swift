import Foundation
import TestSupport

/// A local stand-in for OpenWeather on ``TestHTTPServer``: `/geo/1.0/direct` answers with a fixed geocoding
/// body, `/data/2.5/forecast` with the Changwon recording moved to the present (see
/// `FetchSuccessTests.changwonServer()`), its city renamed per request when asked, so several places can be
/// told apart in the output.
enum LocalOpenWeather {
    /// The Changwon recording moved to start on the city's tomorrow, as text.
    static func changwonText() throws -> String {
        let days = Fixture.changwon.daysToTomorrow(
            firstSlot: FetchSuccessTests.firstSlot, utcOffset: FetchSuccessTests.utcOffset)
        return String(decoding: try Fixture.changwon.data(shiftedByDays: days), as: UTF8.self)
    }

    /// The moved Changwon recording with `city.name` set to `name`.
    static func forecast(named name: String, from text: String) -> Data {
        Data(text.replacingOccurrences(of: #""name": "Changwon""#, with: #""name": "\#(name)""#).utf8)
    }

    /// A JSON answer.
    static func json(_ body: Data, status: Int = 200) -> TestHTTPServer.Behavior {
        .respond(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    /// A server answering geocoding with `geocoding`, forecasts with `forecast(request)`, by default the
    /// moved Changwon recording, with `air` the Air Pollution API's forecasts, and with `locate` a location
    /// service's `/json` (`--here --locate-url \(baseURL)/json`).
    static func start(
        geocoding: Data = Data("[]".utf8), air: Data? = nil, locate: TestHTTPServer.Behavior? = nil,
        forecast: (@Sendable (TestHTTPServer.Request, String) -> TestHTTPServer.Behavior)? = nil
    ) throws -> TestHTTPServer {
        let text = try changwonText()
        let body = Data(text.utf8)
        return try TestHTTPServer { request in
            if let air, request.path == "/data/2.5/air_pollution/forecast" { return json(air) }
            if let locate, request.path == "/json" { return locate }
            switch request.path {
            case "/geo/1.0/direct": return json(geocoding)
            case "/data/2.5/forecast": return forecast?(request, text) ?? json(body)
            default: return .respond(status: 404, body: Data(#"{"cod":"404","message":"Not found"}"#.utf8))
            }
        }
    }

    /// A geocoding answer from the recorded fixtures (`geo_direct_…`).
    static func geocoding(_ name: String) throws -> Data {
        try Fixture(name: name).data()
    }
}

/// How many requests a handler is serving at once, and the most it ever served together.
final class ConcurrencyMeter: Sendable {
    private struct Counts {
        var current = 0
        var maximum = 0
    }

    private let counts = Locked(Counts())

    /// Counts a request in for the duration of `body`.
    func measure<T>(_ body: () -> T) -> T {
        counts.withLock {
            $0.current += 1
            $0.maximum = max($0.maximum, $0.current)
        }
        defer { counts.withLock { $0.current -= 1 } }
        return body()
    }

    /// The most requests served at the same time so far.
    var maximum: Int { counts.withLock { $0.maximum } }
}

/// Holds the requests that reach it until `width` of them are waiting, or the `total`-th has come, then lets
/// them all go: a client that asks `width` at a time is then seen with `width` requests under way however slowly
/// a busy machine runs it. A client that asks fewer is held only until `patience` passes, and is seen asking fewer.
final class RequestGate: @unchecked Sendable {
    // Every stored property is read and written only with `condition` locked.
    private let condition = NSCondition()
    private var waiting = 0
    private var arrived = 0
    private var generation = 0
    private let width: Int
    private let total: Int
    private let patience: TimeInterval

    init(width: Int, total: Int, patience: TimeInterval = 20) {
        self.width = width
        self.total = total
        self.patience = patience
    }

    /// Waits, in a server's handler, until the gate opens.
    func pass() {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        waiting += 1
        let mine = generation
        guard waiting < width, arrived < total else {
            generation += 1
            waiting = 0
            condition.broadcast()
            return
        }
        let deadline = Date().addingTimeInterval(patience)
        while generation == mine, condition.wait(until: deadline) {}
        if generation == mine { waiting -= 1 }
    }
}
