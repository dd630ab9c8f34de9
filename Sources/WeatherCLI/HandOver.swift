
/// Hands a resolved run over to `weather-fetch`: the same command line, built with FoundationNetworking.
///
/// `weather` does not link FoundationNetworking, because on Linux that links libcurl, and the dynamic loader
/// then maps and relocates libcurl and the ~30 libraries it needs at every start, request or not: half the
/// instructions of a run answered from the cache (docs/performance.md). Git keeps its HTTP transport in a
/// separate program (`git-remote-https`) for the same reason. The hand-over is `execv(3)`: the same process,
/// environment and standard streams, so the caller sees one program and one exit status; what `weather`
/// already read and decided (a ``HandedRun``) goes with it, in an inherited pipe.
enum HandOver {
    /// The helper's file name.
    static let helperName = "weather-fetch"

    /// The variable `weather` sets for the helper: its own ``identity``. A helper of another build (an old copy
    /// left beside a new `weather`, or the `weather-fetch` of an earlier `swift build` after `swift run weather`
    /// rebuilt only `weather`) refuses the run, and a `weather` that finds it set was handed a run by itself (a
    /// `weather-fetch` that is really `weather`), so it stops rather than loop.
    static let variable = "WEATHER_HANDED_OVER_BY"

    /// What both programs of one build carry: the version and a hash of every source of either program
    /// (``BuildIdentity``, made by BuildIdentityPlugin at build time), "0.1.0+3f2a…". The version alone
    /// cannot tell two builds of the same sources' version apart.
    static let identity = "\(Version.current)+\(BuildIdentity.value)"

    /// Where the helper may be, for a `weather` at `executable`, in order: beside it (a build folder, or a
    /// `bin` folder), then in `../libexec/weather/` (where `make install` puts it). Pure.
    static func candidates(executable: String) -> [String] {
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return [
            folder.appendingPathComponent(helperName).path,
            folder.deletingLastPathComponent().appendingPathComponent("libexec/weather/\(helperName)").path,
        ]
    }

    /// The variable that tells the helper which inherited file descriptor holds the ``HandedRun``.
    static let runVariable = "WEATHER_HANDED_RUN_FD"

    /// Replaces this process with the helper, handing it `run`. Returns only when it cannot, with why, for a
    /// one-line error; the run then ends with EX_UNAVAILABLE (69), sysexits.h's status for "a support program
    /// … does not exist".
    ///
    /// The run travels in a pipe the helper inherits, not in its arguments or a file: other users can read a
    /// process's arguments, and a file would outlive a crash. Only the descriptor's number is in the
    /// environment.
    static func exec(_ run: HandedRun, environment: [String: String]) -> String {
        // Without /proc (some chroots) the runtime cannot read the arguments either; a relative guess could run a
        // weather-fetch from the current directory, so there is none.
        guard
            let executable = Platform.executablePath()
                ?? CommandLine.arguments.first.flatMap({ $0.hasPrefix("/") ? $0 : nil })
        else {
            return "cannot ask OpenWeather: cannot tell where \(helperName) is "
                + "(\(Platform.executablePathSource) is unreadable)."
        }
        let paths = candidates(executable: executable)
        guard let helper = paths.first(where: isProgram) else {
            return "cannot ask OpenWeather: \(helperName) is missing (looked for \(paths.joined(separator: " and "))). "
                + "Build it with 'swift build', or reinstall with 'make install'."
        }
        let descriptor: Int32
        switch HandOverPipe.filled(with: run) {
        case .success(let filled): descriptor = filled
        case .failure(let failure): return "cannot hand the run to \(helperName): \(failure.message)"
        }
        setenv(variable, identity, 1)
        setenv(runVariable, String(descriptor), 1)
        let arguments = [strdup(helper), nil]
        defer { arguments.forEach { free($0) } }
        execv(helper, arguments)
        return "cannot start \(helper): \(String(cString: strerror(errno)))."
    }

    /// Why `weather` must stop when it was handed a run: the `weather-fetch` it started is `weather` itself
    /// (a copy or a link), which would hand the run back for ever; nil when it was not handed one.
    static func handedBack(environment: [String: String]) -> Failure? {
        guard environment[variable] != nil else { return nil }
        let helper = Platform.executablePath() ?? helperName
        return Failure(
            "cannot ask OpenWeather: \(helper) handed the run back, so it is not \(helperName) "
                + "(a copy of or link to weather?). Reinstall with 'make install'.", status: .dataError)
    }

    /// The run `weather` handed over, read from the inherited pipe; nil when this process was started some
    /// other way (by hand, with a command line of its own).
    static func received(environment: [String: String]) -> Result<HandedRun, Failure>? {
        guard let number = environment[runVariable] else { return nil }
        unsetenv(runVariable)
        guard let descriptor = Int32(number), descriptor > 2 else {
            return .failure(Failure("\(runVariable) is not a file descriptor: '\(number)'.", status: .dataError))
        }
        return HandOverPipe.read(descriptor)
    }

    /// Why `weather-fetch` must not run a command line `weather` handed over: `weather` of another build
    /// (nil when it is this build, or when the run was not handed over).
    static func mismatch(environment: [String: String]) -> String? {
        guard let other = environment[variable], other != identity else { return nil }
        return "\(helperName) \(identity) was handed a run by weather \(other): they come from different "
            + "builds. Build both with 'swift build' (swift run weather builds only weather), or reinstall both "
            + "with 'make install' and remove any old \(helperName) beside weather."
    }

    /// Whether `path` is an executable regular file (a folder named weather-fetch is not the helper).
    private static func isProgram(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
