import Foundation
import Testing

/// Nothing in a damaged libcurl ends a run or holds it past its deadline: each test builds a `libcurl.so.4` of
/// its own with gcc, which the run loads through `LD_LIBRARY_PATH` (its RUNPATH comes after that variable). A
/// library with a function that cannot be bound is refused at the load, as a missing one is (exit 69, the
/// stale entry); one whose transfer never ends is given up at the deadline plus half a second
/// (``RunWatchdog``), on the run's own clock, with the stale entry or a bar's line.
@Suite(
    .enabled(if: Build.usesLibcurl, "this build asks OpenWeather through URLSession, not libcurl"),
    .enabled(if: ShellRunner.isInstalled("gcc"), ShellRunner.missing("gcc")))
struct BrokenLibcurlTests {
    /// How a library is damaged: each is one `-D` of ``source``.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        /// `curl_multi_perform` calls a function no library defines.
        case unresolvedFunction = "UNRESOLVED"
        /// `curl_multi_perform` never returns, asleep.
        case performNeverReturns = "PERFORM_HANGS"
        /// `curl_multi_poll` never returns, burning a core.
        case pollSpins = "POLL_SPINS"
        /// `curl_multi_perform` writes through a null pointer: SIGSEGV.
        case performCrashes = "PERFORM_CRASHES"
        /// Every transfer ends with CURLE_BAD_FUNCTION_ARGUMENT (43), which the transport has no words of its own
        /// for, and no line in the error buffer.
        case failsWith43 = "FAILS_43"

        var testDescription: String { rawValue }
    }

    /// Every function CCurl looks up, with libcurl's shapes: a transfer never finishes, but with FAILS_43.
    static let source = """
        #include <poll.h>
        #include <stddef.h>
        #include <unistd.h>
        static char handle[64];
        int curl_global_init(long flags) { return 0; }
        void *curl_easy_init(void) { return handle; }
        void curl_easy_cleanup(void *easy) {}
        int curl_easy_setopt(void *easy, int option, ...) { return 0; }
        int curl_easy_getinfo(void *easy, int info, ...) { return 0; }
        const char *curl_easy_strerror(int code) {
            return code == 43 ? "A libcurl function was given a bad argument" : "broken";
        }
        void *curl_slist_append(void *list, const char *text) { return handle; }
        void curl_slist_free_all(void *list) {}
        void *curl_multi_init(void) { return handle; }
        static int added;
        int curl_multi_add_handle(void *multi, void *easy) { added = 1; return 0; }
        int curl_multi_remove_handle(void *multi, void *easy) { return 0; }
        int curl_multi_perform(void *multi, int *running) {
        #ifdef UNRESOLVED
            extern void weather_test_function_nothing_defines(void);
            weather_test_function_nothing_defines();
        #endif
        #ifdef PERFORM_HANGS
            for (;;) pause();
        #endif
        #ifdef PERFORM_CRASHES
            *(volatile int *)running = 0;
            *(volatile int *)NULL = 1;
        #endif
            *running = 1;
            return 0;
        }
        struct waitfd { int fd; short events; short revents; };
        int curl_multi_poll(void *multi, struct waitfd *extra, unsigned count, int timeout, int *ready) {
        #ifdef POLL_SPINS
            for (;;) __asm__ volatile("");
        #endif
            struct pollfd wake = {count > 0 ? extra[0].fd : -1, POLLIN, 0};
            poll(&wake, 1, timeout);
            return 0;
        }
        struct message { int msg; void *easy; union { void *whatever; int result; } data; };
        static struct message done = {1, handle, {0}};
        void *curl_multi_info_read(void *multi, int *left) {
            *left = 0;
        #ifdef FAILS_43
            if (added) {
                added = 0;
                done.data.result = 43;
                return &done;
            }
        #endif
            return NULL;
        }
        """

    static let timeout = 2

    /// Builds the damaged library in a folder of `weather`'s and has its runs load it.
    static func load(_ damage: Damage, into weather: inout WeatherProcess) throws {
        let folder = weather.temporaryDirectory.appendingPathComponent("broken-libcurl")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("libcurl.c")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let gcc = Process()
        gcc.executableURL = URL(fileURLWithPath: try #require(ShellRunner.path(of: "gcc")))
        gcc.arguments = [
            "-shared", "-fPIC", "-D\(damage.rawValue)", "-Wl,-soname,libcurl.so.4", "-o",
            folder.appendingPathComponent("libcurl.so.4").path, file.path,
        ]
        try gcc.run()
        gcc.waitUntilExit()
        try #require(gcc.terminationStatus == 0, "gcc could not build the library")
        weather.environment["LD_LIBRARY_PATH"] = folder.path
    }

    /// A run against a refused address (the damaged library never connects anyway), with an entry for it
    /// that `--max-age 0` makes stale.
    static func run(
        _ damage: Damage, _ format: [String], timeout: Int = timeout
    ) async throws -> WeatherProcess.Result {
        let refused = "http://127.0.0.1:\(TestHTTPServer.closedPort())"
        return try await StaleFallbackTests.withFilledCache(for: refused) { weather in
            try load(damage, into: &weather)
            return try await weather.run(
                StaleFallbackTests.place + format + [
                    "--base-url", refused, "--max-age", "0", "--timeout", "\(timeout)", "--verbose",
                ])
        }
    }

    /// Refused at the load, before any transfer: the deadline here only bounds the run, and a generous one keeps
    /// a loaded machine's slow start (once 130 s of a whole suite beside other builds) from ending it first.
    @Test func libraryWithAFunctionThatCannotBeBoundIsRefusedAtTheLoad() async throws {
        let table = try await Self.run(.unresolvedFunction, [], timeout: 20)
        let bar = try await Self.run(.unresolvedFunction, ["--format", "waybar"], timeout: 20)

        #expect(table.status == 69, "\(table.stderr)")
        #expect(table.stdout.contains("Stale: updated") && table.stdout.contains("Changwon, KR"))
        #expect(table.messages.count == 1, "\(table.stderr)")
        #expect(table.stderr.contains("libcurl cannot be loaded"))
        #expect(table.stderr.contains("weather_test_function_nothing_defines"), "dlopen's own words")
        #expect(bar.status == 0, "\(bar.stderr)")
        let output = try #require(WaybarOutput(bar.stdout), "\(bar.stdout)")
        #expect(output.classes.contains("stale"))
    }

    /// The run ends at its deadline plus the watchdog's half second, by its own clock: not before the
    /// deadline (libcurl's timeout never came), and within the promise of the deadline plus 1 s.
    @Test(arguments: [Damage.performNeverReturns, .pollSpins])
    func transferThatNeverEndsIsGivenUpAtTheDeadlineWithTheStaleEntry(_ damage: Damage) async throws {
        let table = try await Self.run(damage, [])
        let bar = try await Self.run(damage, ["--format", "waybar"])

        #expect(table.status == 75, "\(table.stderr)")
        #expect(table.stdout.contains("Stale: updated") && table.stdout.contains("Changwon, KR"))
        #expect(table.messages.count == 1, "\(table.stderr)")
        #expect(table.stderr.contains("no answer within \(Self.timeout) s"))
        #expect(table.stderr.contains("Showing the cached forecast"))
        #expect(bar.status == 0, "\(bar.stderr)")
        let output = try #require(WaybarOutput(bar.stdout), "\(bar.stdout)")
        #expect(output.classes.contains("stale"))
        for run in [table, bar] {
            let own = try #require(run.ownDuration)
            #expect(own >= .seconds(Self.timeout) && own <= .seconds(Self.timeout + 1), "\(own)")
        }
    }

    /// A crash inside libcurl cannot be carried on from: the handler writes what was made before the request —
    /// a bar's line with the stale entry, a table's one error line — and exits with its status, where the run
    /// died of SIGSEGV after a crash report.
    @Test func crashInsideLibcurlStillGivesABarItsStaleLine() async throws {
        let table = try await Self.run(.performCrashes, [])
        let bar = try await Self.run(.performCrashes, ["--format", "waybar"])

        #expect(table.status == 69 && !table.signalled, "\(table.stderr)")
        #expect(table.messages == [Substring(Self.crashMessage)], "\(table.stderr)")
        #expect(bar.status == 0 && !bar.signalled, "\(bar.stderr)")
        let output = try #require(WaybarOutput(bar.stdout), "\(bar.stdout)")
        #expect(output.classes.contains("stale"))
        #expect(bar.messages == [Substring(Self.crashMessage)], "\(bar.stderr)")
    }

    /// A copy of the real libcurl cut to half its size: the loader's SIGBUS (or SIGSEGV) on the pages past its
    /// end is caught as a crash inside libcurl.
    @Test(.enabled(if: LibcurlTests.libcurl != nil, "needs libcurl.so.4 to copy"))
    func truncatedLibcurlGivesABarItsLine() async throws {
        try await WeatherProcess.with { weather in
            let folder = weather.temporaryDirectory.appendingPathComponent("truncated-libcurl")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let library = try Data(contentsOf: URL(fileURLWithPath: try #require(LibcurlTests.libcurl)))
            try library.prefix(library.count / 2).write(to: folder.appendingPathComponent("libcurl.so.4"))
            weather.environment["LD_LIBRARY_PATH"] = folder.path
            let refused = "http://127.0.0.1:\(TestHTTPServer.closedPort())"

            let result = try await weather.run(
                StaleFallbackTests.place + [
                    "--base-url", refused, "--timeout", "\(Self.timeout)", "--format", "waybar",
                ])

            #expect(result.status == 0 && !result.signalled, "\(result.stderr)")
            let output = try #require(WaybarOutput(result.stdout), "\(result.stdout)")
            #expect(output.classes == ["error"])
            #expect(output.tooltip.contains("crashed inside libcurl"), "\(output.tooltip)")
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
        }
    }

    /// The error line of a crash inside libcurl, as ``NetworkError/libcurlCrashed`` words it.
    static let crashMessage =
        "Error: Could not reach OpenWeather: the run crashed inside libcurl (SIGSEGV or SIGBUS): libcurl.so.4 or a "
        + "library it loads is damaged or does not match; reinstall libcurl4 (Debian, Ubuntu) or libcurl (Fedora), "
        + "and run weather doctor."

    /// A libcurl code is said in words, its number after them and libcurl's own words (curl_easy_strerror)
    /// last, where "libcurl error 43" stood alone.
    @Test func aCodeIsSaidInWordsWithItsNumberAndLibcurlsOwn() async throws {
        try await WeatherProcess.with { weather in
            try Self.load(.failsWith43, into: &weather)
            let refused = "http://127.0.0.1:\(TestHTTPServer.closedPort())"

            let result = try await weather.run(StaleFallbackTests.place + ["--base-url", refused])

            #expect(result.status == 75, "\(result.stderr)")
            #expect(
                result.messages == [
                    "Error: Could not reach OpenWeather: this libcurl refused a setting weather makes "
                        + "(libcurl error 43) (A libcurl function was given a bad argument); update libcurl4 (Debian, "
                        + "Ubuntu) or libcurl (Fedora)."
                ], "\(result.stderr)")
        }
    }

    /// With nothing cached a bar still gets its line, at the deadline.
    @Test func barWithNothingCachedGetsItsLineAtTheDeadline() async throws {
        try await WeatherProcess.with { weather in
            try Self.load(.performNeverReturns, into: &weather)
            let refused = "http://127.0.0.1:\(TestHTTPServer.closedPort())"

            let result = try await weather.run(
                StaleFallbackTests.place + [
                    "--base-url", refused, "--timeout", "\(Self.timeout)", "--verbose", "--format", "waybar",
                ])

            #expect(result.status == 0)
            let output = try #require(WaybarOutput(result.stdout), "\(result.stdout)")
            #expect(output.classes == ["error"])
            #expect(output.text.contains("timed out"), "\(output.text)")
            let own = try #require(result.ownDuration)
            #expect(own <= .seconds(Self.timeout + 1), "\(own)")
        }
    }
}
