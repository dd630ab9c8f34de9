/// Finds the OpenWeather API key. The first place that has one wins: the `OPENWEATHER_API_KEY` environment
/// variable, `--api-key-file`, `./APIKey.json`, `$XDG_CONFIG_HOME/weather/APIKey.json` (XDG Base Directory
/// Specification; default `~/.config`). Files hold `{"APIKey": "…"}`, as `APIKey.example.json` shows.
struct APIKeyLocator {
    /// The process environment.
    var environment: [String: String]
    /// `--api-key-file`, when given.
    var explicitFile: String?
    /// The directory `./APIKey.json` is looked up in.
    var currentDirectory: String
    /// Says something that does not stop the run (a key file others can read).
    var warn: (String) -> Void = { _ in }
    /// Until when a key file that is a FIFO or pipe (`--api-key-file <(pass show …)`) may take: the run's.
    var deadline = Deadline.fromNow(InputReader.defaultTimeout)

    /// The key of `APIKey.example.json` at the package's top, which a user copies to `APIKey.json`: not a
    /// key, so one left in place is stopped here rather than sent to OpenWeather, which would answer 401.
    static let placeholder = "paste-your-openweather-api-key-here"

    /// A place that was looked at, and why it gave no key.
    struct NoKey: Error {
        /// One sentence: the places looked at, or the file that is wrong and how.
        var message: String
    }

    /// The key, trimmed of white space.
    /// - Throws: ``NoKey`` when no place has a key, when a file that exists is not `{"APIKey": "…"}`, or when
    ///   the key found is ``placeholder``.
    func key() throws(NoKey) -> String {
        try located().key
    }

    /// The key and where it was found: "OPENWEATHER_API_KEY", or the file's path (for `weather doctor`).
    /// - Throws: ``NoKey`` as ``key()`` does.
    func located() throws(NoKey) -> (key: String, source: String) {
        if let key = environment["OPENWEATHER_API_KEY"]?.trimmingWhitespace,
            !key.isEmpty
        {
            guard key.lowercased() != Self.placeholder else {
                throw NoKey(
                    message: "OPENWEATHER_API_KEY holds the placeholder of APIKey.example.json, not a key; "
                        + "set it to your OpenWeather API key.")
            }
            return (key, "OPENWEATHER_API_KEY")
        }
        if let explicitFile {
            return (try read(explicitFile, required: true) ?? "", explicitFile)
        }
        for path in candidateFiles {
            // Found, not named: a file another user could have put there is not used (FileTrust).
            if let reason = FileTrust.foreignFile(path) {
                warn("ignoring the API key file \(path): \(reason).")
                continue
            }
            if let key = try read(path, required: false) { return (key, path) }
        }
        throw NoKey(message: firstDayGuide)
    }

    /// Where OpenWeather gives a key: sign up, then the account's keys.
    static let signUpURL = "https://home.openweathermap.org/users/sign_up"
    static let keysURL = "https://home.openweathermap.org/api_keys"

    /// The message for no key anywhere, which is what a first run sees: how to get a key and how long it takes
    /// to work, the file to save it in (this user's path, resolved), the other places a key is taken from, and
    /// how to try `weather` meanwhile. One line, as every failure is; a bar shows its short text.
    var firstDayGuide: String {
        let home = BaseDirectory.config.folder(environment: environment).map { $0 + "/APIKey.json" }
        let example = exampleFile.map { "; \($0) shows the form" } ?? ""
        let file =
            home.map { "Save it in \($0) as {\"APIKey\": \"…\"}\(example), or set OPENWEATHER_API_KEY" }
            ?? "Set OPENWEATHER_API_KEY"
        let others = home == nil ? ([currentDirectory + "/APIKey.json"]) : []
        return "no OpenWeather API key found. Get one free: sign up at \(Self.signUpURL), then copy your key from "
            + "\(Self.keysURL) (a new key can take up to a couple of hours to activate). \(file), "
            + "or name a key file with --api-key-file"
            + others.map { ", or put {\"APIKey\": \"…\"} in \($0)" }.joined()
            + ". To try weather without a key: weather --demo."
    }

    /// The installed `APIKey.example.json` (`share/doc/weather/`, beside the program's `bin/`), when there is one.
    var exampleFile: String? {
        guard let program = Platform.executablePath else { return nil }
        // PREFIX/bin/weather → PREFIX/share/doc/weather/APIKey.example.json
        let bin = program.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard bin.last == "bin" else { return nil }
        let path = bin.dropLast().joined(separator: "/") + "/share/doc/weather/APIKey.example.json"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// `./APIKey.json` and the XDG config file.
    var candidateFiles: [String] {
        [currentDirectory + "/APIKey.json"]
            + (BaseDirectory.config.folder(environment: environment).map { [$0 + "/APIKey.json"] } ?? [])
    }

    private struct KeyFile: Decodable {
        var APIKey: String
    }

    /// The key in the file at `path`; nil when the file does not exist and is not `required`.
    private func read(_ path: String, required: Bool) throws(NoKey) -> String? {
        guard FileManager.default.fileExists(atPath: path) else {
            if required { throw NoKey(message: "the API key file \(path) does not exist.") }
            return nil
        }
        let data: Data
        do {
            data = try InputReader.read(path, limit: InputReader.smallFileLimit, deadline: deadline)
        } catch {
            throw NoKey(message: "cannot read the API key file \(path): \(error.reason)")
        }
        guard let file = try? JSONDecoder().decode(KeyFile.self, from: data) else {
            throw NoKey(message: "the API key file \(path) is not JSON of the form {\"APIKey\": \"…\"}.")
        }
        let key = file.APIKey.trimmingWhitespace
        guard !key.isEmpty else { throw NoKey(message: "the API key in \(path) is empty.") }
        guard key.lowercased() != Self.placeholder else {
            throw NoKey(
                message: "the API key file \(path) still holds the placeholder of APIKey.example.json; "
                    + "put your OpenWeather API key in it in place of \"\(Self.placeholder)\".")
        }
        // stat, not lstat: the mode of the file a link leads to, not the link's own 777. Like ssh with a private
        // key: say so, but do not refuse.
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & 0o077 != 0 {
            let mode = String(status.st_mode & 0o777, radix: 8)
            warn("the API key file \(path) can be read by others (mode \(mode)); run chmod 600 \(path).")
        }
        return key
    }
}
