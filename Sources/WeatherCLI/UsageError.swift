/// A command line `weather` cannot run: printed as `Error: …`, the usage line and a pointer to `--help`;
/// exit status 64 (EX_USAGE).
struct UsageError: Error, Equatable {
    /// One sentence naming the option and what is wrong with it.
    var message: String
}
