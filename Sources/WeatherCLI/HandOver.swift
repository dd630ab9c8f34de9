import Foundation

/// Hands a command line over to `weather-fetch`: the same command line, built with FoundationNetworking.
///
/// `weather` does not link FoundationNetworking, because on Linux that links libcurl, and the dynamic loader
/// then maps and relocates libcurl and the ~30 libraries it needs at every start, request or not: half the
/// instructions of a run answered from the cache (docs/performance.md). Git keeps its HTTP transport in a
/// separate program (`git-remote-https`) for the same reason. The hand-over is `execv(3)`: the same process,
/// arguments, environment and standard streams, so the caller sees one program and one exit status.
enum HandOver {
    /// The helper's file name.
    static let helperName = "weather-fetch"

    /// Where the helper may be, for a `weather` at `executable`, in order: beside it (a build folder, or a
    /// `bin` folder), then in `../libexec/weather/` (where `make install` puts it). Pure.
    static func candidates(executable: String) -> [String] {
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return [
            folder.appendingPathComponent(helperName).path,
            folder.deletingLastPathComponent().appendingPathComponent("libexec/weather/\(helperName)").path,
        ]
    }

    /// Replaces this process with the helper, given `words` (the command line without the program name).
    /// Returns only when it cannot, with why, for a one-line error; the run then ends with EX_UNAVAILABLE (69),
    /// sysexits.h's status for "a support program … does not exist".
    static func exec(_ words: [String]) -> String {
        // The kernel's own link to this program's file: right however `weather` was started (PATH, a relative
        // path, a symbolic link).
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let paths = candidates(executable: executable)
        guard let helper = paths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return "cannot ask OpenWeather: \(helperName) is missing (looked for \(paths.joined(separator: " and "))). "
                + "Build it with 'swift build', or reinstall with 'make install'."
        }
        let arguments = ([helper] + words).map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        execv(helper, arguments)
        return "cannot start \(helper): \(String(cString: strerror(errno)))."
    }
}
