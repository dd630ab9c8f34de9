import Foundation
import Testing

/// `weather` is one program that opens libcurl only when a run asks OpenWeather: the demo, saved files and
/// cache hits never map it, nor swift-corelibs-foundation and ICU. Without libcurl, a run that must ask fails
/// naming it and the package that has it, and still shows an expired forecast as stale.
@Suite(.enabled(if: Build.usesLibcurl, "this build asks OpenWeather through URLSession, not libcurl"))
struct LibcurlTests {
    static let place = ["--lat", "37", "--lon", "126", "--format", "line"]

    @Test(.enabled(if: Build.ldd != nil, "needs ldd, glibc's dynamic loader's lister (Linux)"))
    func weatherDoesNotLinkLibcurl() throws {
        let weather = try #require(WeatherProcess.binary)
        let libraries = try Self.sharedLibraries(of: weather)
        #expect(!libraries.contains("libcurl"))
        #expect(!libraries.contains("FoundationNetworking"))
    }

    /// `weather` imports only FoundationEssentials: neither swift-corelibs-foundation nor ICU is loaded (they
    /// would make the installed binary 73 MB instead of 24, and its start slower; docs/performance.md).
    @Test(.enabled(if: Build.ldd != nil, "needs ldd, glibc's dynamic loader's lister (Linux)"))
    func weatherDoesNotLoadCorelibsFoundationOrICU() throws {
        let weather = try #require(WeatherProcess.binary)
        let libraries = try Self.sharedLibraries(of: weather)
        #expect(libraries.contains("libFoundationEssentials"))
        #expect(!libraries.contains("libFoundation.so"))
        #expect(!libraries.contains("ICU"))
    }

    /// Traced with strace (which CI installs): the files each run opens. A miss opens libcurl once; a cache
    /// hit and the demo never do.
    @Test(.enabled(if: ShellRunner.isInstalled("strace"), ShellRunner.missing("strace")))
    func onlyARunThatAsksOpensLibcurl() async throws {
        try await FetchSuccessTests.changwonServer().server.serving { server in
            try await WeatherProcess.with { weather in
                let arguments = Self.place + ["--base-url", server.baseURL]

                let miss = try await Self.openedLibraries(of: &weather, arguments)
                let hit = try await Self.openedLibraries(of: &weather, arguments)
                let demo = try await Self.openedLibraries(of: &weather, ["--demo"])

                #expect(server.requestCount == 1)
                #expect(miss.contains { $0.contains("libcurl") }, "\(miss)")
                #expect(!hit.contains { $0.contains("libcurl") }, "\(hit)")
                #expect(!demo.contains { $0.contains("libcurl") }, "\(demo)")
            }
        }
    }

    /// A chunked answer with a trailer after its last chunk, which FoundationNetworking's URLSession ends the
    /// process on, is read as any other answer.
    @Test func chunkedAnswerWithATrailerIsShown() async throws {
        let body = Fault.forecast
        try await TestHTTPServer { _ in
            var answer = Data(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n".utf8)
            answer += Data("Trailer: X-Checksum\r\nConnection: close\r\n\r\n\(String(body.count, radix: 16))\r\n".utf8)
            answer += body + Data("\r\n0\r\nX-Checksum: 1\r\n\r\n".utf8)
            return .raw(answer)
        }.serving { server in
            try await WeatherProcess.with { weather in

                let result = try await weather.run(["--lat", "37", "--lon", "126", "--base-url", server.baseURL])

                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdout.contains("Changwon, KR"))
                #expect(server.requestCount == 1)
            }
        }
    }

    /// libcurl hidden by a bind mount of /dev/null over it, in a mount namespace of the run's own (root, or a
    /// user namespace): dlopen then fails as on a machine without it. The run fails with EX_UNAVAILABLE, names
    /// the package to install, and shows the expired forecast it has, marked stale.
    @Test(.enabled(if: LibcurlTests.canHideLibcurl, "needs unshare(1) and a mount namespace, and libcurl.so.4 to hide"))
    func withoutLibcurlAMissNamesThePackageAndShowsTheStaleForecast() async throws {
        let refused = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
        try await StaleFallbackTests.withFilledCache(for: refused) { weather in
            let library = try #require(Self.libcurl)
            weather.launcher =
                Self.unshare + ["/bin/sh", "-c", "mount --bind /dev/null \"$0\" && exec \"$@\"", library]

            let result = try await weather.run(StaleFallbackTests.place + ["--base-url", refused, "--max-age", "0"])

            #expect(result.status == 69)
            #expect(result.stdout.contains("Stale: updated"))
            #expect(result.stdout.contains("Changwon, KR"))
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("libcurl cannot be loaded"))
            #expect(result.stderr.contains("install libcurl4 (Debian, Ubuntu) or libcurl (Fedora)"))
        }
    }

    /// The run's own mount namespace: as root a plain one, else inside a user namespace that maps the user to
    /// root there.
    static let unshare = getuid() == 0 ? ["/usr/bin/unshare", "-m"] : ["/usr/bin/unshare", "-r", "-m"]

    /// Where the dynamic loader finds libcurl.so.4 on this machine, as ldconfig knows it.
    static let libcurl: String? = {
        for folder in ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"] {
            let path = folder + "/libcurl.so.4"
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }()

    static let canHideLibcurl: Bool = {
        guard libcurl != nil, FileManager.default.isExecutableFile(atPath: unshare[0]) else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: unshare[0])
        probe.arguments = Array(unshare.dropFirst()) + ["true"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// The shared libraries `binary` loads, as ldd lists them.
    static func sharedLibraries(of binary: URL) throws -> String {
        let ldd = try #require(Build.ldd)
        let process = Process()
        process.executableURL = ldd
        process.arguments = [binary.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    /// The `.so` files a run of `arguments` opens, traced with strace.
    static func openedLibraries(of weather: inout WeatherProcess, _ arguments: [String]) async throws -> [String] {
        let trace = weather.temporaryDirectory.appendingPathComponent("strace-\(UUID().uuidString).txt")
        let strace = try #require(ShellRunner.path(of: "strace"))
        weather.launcher = [strace, "-f", "-qq", "-e", "trace=open,openat", "-o", trace.path]
        defer { weather.launcher = [] }
        let result = try await weather.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard let name = line.split(separator: "\"").dropFirst().first, name.contains(".so") else { return nil }
            return String(name)
        }
    }
}
