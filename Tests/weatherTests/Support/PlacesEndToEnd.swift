import Testing

/// The end-to-end suites for places, colour, width and the config file, run one test at a time. Each test
/// starts the binary; dozens starting at once on a small shared machine would slow the timing checks of the
/// other suites (a refused connection must fail within 3 s) past their limits.
@Suite(.serialized) enum PlacesEndToEnd {}
