import Foundation
import Testing

/// Runs every ``HostileResponse`` through the real binary in every output format, each run with its own HOME,
/// `TMPDIR`, cache and server, under `/usr/bin/time` for its peak memory, and keeps what each run did.
enum HostileMatrix {
    /// `--timeout` of every run, seconds.
    static let timeout = 5
    /// Every `--format`.
    static let formats = ["table", "json", "line", "waybar", "i3blocks", "polybar", "tmux", "xbar"]
    /// The promised bounds: a bar's output, bytes, and a run's peak memory, kilobytes (64 KB and 64 MiB).
    static let barOutputLimit = 64 * 1024
    static let memoryLimit = 64 * 1024

    /// What one run did.
    struct Observation: Sendable {
        var response: HostileResponse
        var format: String
        var result: WeatherProcess.Result
        var requests: Int
        var peakKilobytes: Int?
        /// Files under the run's folder (HOME, cache, TMPDIR, working folder) holding a piece of the key.
        var filesHoldingAPiece: [String]

        var isBar: Bool { format != "table" && format != "json" }
    }

    /// How many runs go at once: two, each taking one of ``ProcessSlots``' slots, so that the other end-to-end
    /// tests keep two.
    static let width = min(2, ProcessSlots.shared.capacity)

    /// Every response in every format, in the order of ``HostileResponse/all`` then ``formats``; two at a time,
    /// after the fault matrix: beside it, the fault matrix waited for slots, and its check of a minute's
    /// `retry_not_before` (FaultMatrixTests) holds only at its own pace.
    static func run() async throws -> [Observation] {
        _ = try? await FaultMatrixTests.matrix.value
        let jobs = HostileResponse.all.flatMap { response in formats.map { (response, $0) } }
        return try await withThrowingTaskGroup(of: (Int, Observation).self) { group in
            var observations = [Observation?](repeating: nil, count: jobs.count)
            var next = 0
            func start() {
                let index = next
                next += 1
                group.addTask { (index, try await observe(jobs[index].0, format: jobs[index].1)) }
            }
            while next < min(width, jobs.count) { start() }
            while let (index, observation) = try await group.next() {
                observations[index] = observation
                if next < jobs.count { start() }
            }
            return observations.compactMap { $0 }
        }
    }

    static func observe(_ response: HostileResponse, format: String) async throws -> Observation {
        return try await WeatherProcess.with { weather in
            try weather.useOwnTemporaryDirectory()
            weather.hardLimit = .seconds(timeout * 4)
            let memoryFile = weather.temporaryDirectory.appendingPathComponent("peak-kilobytes")
            weather.launcher = ["/usr/bin/time", "-f", "%M", "-o", memoryFile.path]
            return try await TestHTTPServer { _ in
                .respond(
                    status: response.status,
                    headers: response.headers.merging(["Content-Type": "application/json"]) { $1 },
                    body: response.body)
            }.serving { server in
                let result = try await weather.run([
                    "--lat", "37", "--lon", "126", "--base-url", server.baseURL, "--timeout", String(timeout),
                    "--format", format, "--verbose",
                ])

                // GNU time writes "Command exited with non-zero status N" before the number.
                let peak = (try? String(contentsOf: memoryFile, encoding: .utf8))
                    .flatMap { $0.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
                return Observation(
                    response: response, format: format, result: result, requests: server.requestCount,
                    peakKilobytes: peak,
                    filesHoldingAPiece: filesHoldingAPiece(under: weather.temporaryDirectory))
            }
        }
    }

    /// The paths under `folder` whose text holds 8 or more consecutive characters of the key, in any case.
    static func filesHoldingAPiece(under folder: URL) -> [String] {
        let root = folder.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return ["(cannot list \(root))"] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
            if let piece = pieceOfTheKey(in: String(decoding: data, as: UTF8.self)) {
                found.append("\(path): \(piece)")
            }
        }
        return found
    }

    /// The first run of 8 characters of the key in `text`, compared without case; nil when there is none.
    /// Every 8-character window of the key, searched for as such: a longer run holds one.
    static func pieceOfTheKey(in text: String) -> String? {
        let key = Array(HostileResponse.key.lowercased())
        let haystack = text.lowercased()
        for start in 0...(key.count - 8) {
            let window = String(key[start..<start + 8])
            if haystack.contains(window) { return window }
        }
        return nil
    }

    /// The Unicode scalars in `text` that could drive a terminal or reorder what is shown: C0 but the line
    /// break, DEL, C1, the line and paragraph separators, bidirectional overrides and isolates.
    static func unsafeScalars(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(value) || value == 0x2028
                || value == 0x2029 || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }
}
