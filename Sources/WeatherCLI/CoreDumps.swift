import Glibc

/// Keeps the API key out of core dumps: both programs hold it (in the environment from their first
/// instruction, and read from its file), and a crash with core dumps enabled would write it to disk, or hand
/// it to a crash collector such as systemd-coredump, in every copy of the process's memory.
enum CoreDumps {
    /// Marks the process as not dumpable and sets its core size limit to 0. Called first thing in `main`.
    ///
    /// `prctl(PR_SET_DUMPABLE, 0)` makes the kernel write no core at all, to a file or a `|` pipe in
    /// `core_pattern` (prctl(2), core(5)), and lets no other process of the user read this one's memory
    /// through ptrace or /proc/PID/mem. `execve` turns dumpable back on (prctl(2)), so `weather-fetch`, which
    /// `weather` execs, calls this again. `RLIMIT_CORE` 0 is the portable half: a file core is not written,
    /// and crash collectors behind a pipe are told the limit (core(5)'s `%c`), which systemd-coredump honours.
    static func disable() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &none)
        setNotDumpable()
    }

    /// `prctl(PR_SET_DUMPABLE, 0)`. Swift cannot call C's variadic `prctl(int, ...)` directly, so it is
    /// looked up and called with its arguments' fixed types, which the Linux calling conventions pass as for
    /// a variadic call on x86-64 and arm64 (unsigned longs in the same registers).
    private static func setNotDumpable() {
        #if os(Linux)
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            // <linux/prctl.h>, which Glibc's module does not bring in.
            let setDumpable: Int32 = 4
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
            _ = unsafeBitCast(symbol, to: Prctl.self)(setDumpable, 0, 0, 0, 0)
        #endif
    }
}
