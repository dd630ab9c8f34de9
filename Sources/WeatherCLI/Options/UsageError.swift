/// A command line `weather` cannot run: printed as `Error: …`, the usage line and a pointer to `--help`;
/// exit status 64 (EX_USAGE).
struct UsageError: Error, Equatable {
    /// One sentence naming the option and what is wrong with it.
    var message: String
    /// Lines that say how to put it right, printed instead of the usage line where there is room (not in a bar);
    /// empty for most errors, which the message and the usage line explain.
    var guide: [String] = []
    /// The few words a bar shows for it; nil for "usage error".
    var short: String?
}
