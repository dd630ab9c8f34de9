// The one file of WeatherCLI that names platform modules, and the few system calls whose names,
// signatures or fields differ between them.
#if canImport(FoundationEssentials) && !WEATHER_PORTABLE
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
@_exported import Dispatch
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#else
    #error("weather needs a POSIX C library: Glibc, Musl or Darwin")
#endif

/// The system calls that are spelled differently on Glibc, Musl and Darwin, under one name each.
enum Platform {
    /// Whether Foundation's `TimeZone` knows the IANA zones: not FoundationEssentials without ICU (the default
    /// Linux build), where the zones' offsets are read from the system's TZif files instead.
    static var knowsTimeZones: Bool {
        #if canImport(FoundationEssentials) && !WEATHER_PORTABLE
            false
        #else
            true
        #endif
    }

    /// Whether libcurl, which requests on Linux need, can be loaded: dlopen of `libcurl.so.4`, closed again at
    /// once, binding every symbol as a run's load does. For `weather doctor`: the program itself does not link it.
    static func libcurlLoads() -> Bool {
        guard let handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }

    /// The path of the running program, its links followed; nil where it cannot be had without Foundation's
    /// `Bundle`: Linux's /proc/self/exe, which names the file even when `weather` was started through a link.
    static var executablePath: String? {
        #if os(Linux)
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
            nil
        #endif
    }

    /// read(2): inside a type with a `read` of its own the C function must be named by its module.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// write(2), for the same reason as ``read(_:_:_:)``.
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// A file's last modification time: `st_mtim` on Linux, `st_mtimespec` on Darwin.
    static func modificationTime(_ status: stat) -> timespec {
        #if canImport(Darwin)
            status.st_mtimespec
        #else
            status.st_mtim
        #endif
    }

    /// Opens /dev/null in place of each of standard input, output and error that is closed, so that no
    /// descriptor the run opens later (a socket to the server, a cache file) takes its number and gets what was
    /// meant for it; returns the numbers that were closed.
    static func fillClosedStandardStreams() -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // open(2) gives the lowest free number: this one, as those below it are open by now.
            let opened = open("/dev/null", O_RDWR)
            if opened != descriptor && opened >= 0 { close(opened) }
            closed.insert(descriptor)
        }
        return closed
    }

    /// The program's arguments, read once, after which the copy the system keeps (what `ps` and
    /// /proc/PID/cmdline show every user) is overwritten with zeros but for the program's name: the place
    /// (`--lat 37.5665 --lon 126.978`, `--city`) says where the user is. What a shell that started the run
    /// shows for itself (`sh -c "weather …"`) is out of reach; the README says to keep the place in the config.
    static func takeArguments() -> [String] {
        let arguments = Array(CommandLine.arguments.dropFirst())
        for index in 1..<max(1, Int(CommandLine.argc)) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            memset(argument, 0, strlen(argument))
        }
        return arguments
    }
}

extension Platform {
    /// Keeps the API key out of core dumps: the program holds it (in the environment from its first
    /// instruction, and read from its file), and a crash with core dumps on would write every copy of it in
    /// memory to disk, or hand it to a crash collector such as systemd-coredump. Called first thing in `main`.
    ///
    /// `RLIMIT_CORE` 0: no core file, and crash collectors behind a `|` in `core_pattern` are told the limit
    /// (core(5)'s `%c`), which systemd-coredump honours. On Linux also `prctl(PR_SET_DUMPABLE, 0)`: the kernel
    /// then dumps nothing at all, to a file or a pipe, and no other process of the user can read this one's
    /// memory through ptrace or /proc/PID/mem (prctl(2)).
    static func disableCoreDumps() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        #if canImport(Glibc)
            _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &none)
        #else
            _ = setrlimit(RLIMIT_CORE, &none)
        #endif
        #if os(Linux)
            // C's prctl(int, ...) is variadic, which Swift cannot call: it is looked up and called with its
            // arguments' fixed types, which Linux's x86-64 and arm64 calling conventions pass as a variadic call
            // does (unsigned longs in the same registers). 4 is PR_SET_DUMPABLE (<linux/prctl.h>, which the C
            // library's module does not bring in).
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            let setDumpable: Int32 = 4
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
            _ = unsafeBitCast(symbol, to: Prctl.self)(setDumpable, 0, 0, 0, 0)
        #endif
    }
}
