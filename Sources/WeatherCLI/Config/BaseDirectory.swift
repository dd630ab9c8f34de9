import WeatherCore

/// The folders `weather` keeps its files in, by the XDG Base Directory Specification: one rule for the config
/// file, the key file and the cache.
enum BaseDirectory {
    /// `$XDG_CONFIG_HOME/weather`, else `~/.config/weather`: the config file and the API key file.
    case config
    /// `$XDG_CACHE_HOME/weather`, else `~/.cache/weather`: forecasts and look-ups.
    case cache

    /// The folder for `environment`: under `$XDG_CONFIG_HOME` or `$XDG_CACHE_HOME` when that is an absolute path
    /// (the specification says to ignore a relative one), else under `$HOME` when that is an absolute path; nil
    /// otherwise, and the run goes without that folder's files. The cache folder, which is made, only under a
    /// home that exists: system users such as `nobody` have `/nonexistent`, which must not be made. A base's
    /// trailing slashes are dropped, so that messages name `/.config/weather`, not `//.config/weather`, for
    /// `HOME=/`.
    func folder(environment: [String: String]) -> String? {
        let (variable, fallback) = self == .config ? ("XDG_CONFIG_HOME", ".config") : ("XDG_CACHE_HOME", ".cache")
        if let base = environment[variable], base.hasPrefix("/") { return Self.trimmed(base) + "/weather" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        if self == .cache, !Self.hasUsableHome(environment) { return nil }
        return Self.trimmed(home) + "/" + fallback + "/weather"
    }

    /// `path` without its trailing slashes: "" for "/", to which the caller adds "/…".
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path.removeLast() }
        return String(path)
    }

    /// Whether `environment`'s HOME is an absolute path to an existing folder.
    static func hasUsableHome(_ environment: [String: String]) -> Bool {
        guard let home = environment["HOME"], home.hasPrefix("/") else { return false }
        var isDirectory = false
        return FileManager.default.fileExists(atPath: home, isDirectory: &isDirectory) && isDirectory
    }

    /// Points Foundation's cookie storage, which swift-corelibs-foundation makes a folder for under
    /// `$XDG_DATA_HOME` (default `$HOME/.local/share/<program>`) when a URLSession configuration is first made,
    /// at `/dev/null`, which cannot become a folder, when HOME is not an existing absolute folder and
    /// `XDG_DATA_HOME` is not absolute: else `HOME=/nonexistent` (a system user's) is made, and a relative HOME
    /// makes folders under the working directory. `weather` keeps no cookies, and reads no `XDG_DATA_HOME`.
    static func keepFoundationOutOfHome(environment: [String: String]) {
        guard !hasUsableHome(environment), environment["XDG_DATA_HOME"]?.hasPrefix("/") != true else { return }
        setenv("XDG_DATA_HOME", "/dev/null", 1)
    }
}
