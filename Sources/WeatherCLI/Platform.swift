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

    /// The path that starts this very program again: Linux's /proc/self/exe itself, which the kernel resolves
    /// to the running file even once it is gone (a package upgrade renames a new file over it, and its path then
    /// reads "… (deleted)"); elsewhere ``executablePath``.
    static var runningProgramPath: String? {
        #if os(Linux)
            access("/proc/self/exe", X_OK) == 0 ? "/proc/self/exe" : executablePath
        #else
            executablePath
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

extension Platform {
    /// A descriptor that poll(2) finds readable when a file is written into a watched folder: inotify on Linux,
    /// a kqueue elsewhere; nil when none can be made (the follower then sees another copy's write only when
    /// something else is due).
    static func folderWatcher() -> Int32? {
        #if os(Linux)
            let watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        #else
            let watcher = kqueue()
        #endif
        return watcher >= 0 ? watcher : nil
    }

    /// Watches `folder` for files written or renamed into it, and for its own removal; the watch's number, nil
    /// when the folder cannot be watched (it is not there).
    static func watch(_ watcher: Int32, folder: String) -> Int32? {
        #if os(Linux)
            let mask = IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR
            let watch = inotify_add_watch(watcher, folder, UInt32(mask))
            return watch >= 0 ? watch : nil
        #else
            let descriptor = open(folder, O_EVTONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            var change = kevent(
                ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                fflags: UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME), data: 0, udata: nil)
            guard kevent(watcher, &change, 1, nil, 0, nil) == 0 else {
                close(descriptor)
                return nil
            }
            return descriptor
        #endif
    }

    /// Stops a watch ``watch(_:folder:)`` made.
    static func unwatch(_ watcher: Int32, _ watch: Int32) {
        #if os(Linux)
            _ = inotify_rm_watch(watcher, watch)
        #else
            // Closing the descriptor removes its kevent.
            close(watch)
        #endif
    }

    /// What the watcher saw since it was last read: the watches whose folder had an entry written (a file whose
    /// name starts with "." is a write in progress, and a lock is not an entry), and those that ended, their
    /// folder removed or moved away.
    static func folderChanges(_ watcher: Int32) -> (written: Set<Int32>, ended: Set<Int32>) {
        var written: Set<Int32> = []
        var ended: Set<Int32> = []
        #if os(Linux)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(watcher, &buffer, buffer.count)
                guard count > 0 else { break }
                var offset = 0
                // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len].
                while offset + 16 <= count {
                    let watch = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
                    let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
                    let length = Int(
                        buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
                    let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                        ended.insert(watch)
                    } else if !name.hasPrefix("."), !name.hasSuffix(".lock") {
                        written.insert(watch)
                    }
                    offset += 16 + length
                }
            }
        #else
            var event = kevent()
            var none = timespec()
            while kevent(watcher, nil, 0, &event, 1, &none) > 0 {
                if event.fflags & UInt32(NOTE_DELETE | NOTE_RENAME) != 0 {
                    ended.insert(Int32(event.ident))
                } else {
                    written.insert(Int32(event.ident))
                }
            }
        #endif
        return (written, ended)
    }

    /// A timer on the wall clock (Linux's timerfd on CLOCK_REALTIME): it fires at an instant of the wall clock
    /// however long the machine slept before it, and is cancelled when the clock is set; nil where there is none
    /// (the follower then waits with poll(2)'s timeout and compares the clocks after each wait).
    static func wallClockTimer() -> Int32? {
        #if os(Linux)
            // timerfd is not in the C library's module: looked up as prctl is (disableCoreDumps), with its fixed
            // prototype int timerfd_create(int, int).
            typealias Create = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "timerfd_create") else { return nil }
            let timer = unsafeBitCast(symbol, to: Create.self)(Int32(CLOCK_REALTIME), Int32(O_NONBLOCK | O_CLOEXEC))
            return timer >= 0 ? timer : nil
        #else
            return nil
        #endif
    }

    /// Sets the timer to fire at `instant` (Unix seconds), or disarms it for nil; false when it could not be set.
    static func setWallClockTimer(_ timer: Int32, at instant: Int?) -> Bool {
        #if os(Linux)
            // int timerfd_settime(int, int, const struct itimerspec *, struct itimerspec *); flags
            // TFD_TIMER_ABSTIME (1) and TFD_TIMER_CANCEL_ON_SET (2), from <sys/timerfd.h>.
            typealias Set =
                @convention(c) (Int32, Int32, UnsafePointer<itimerspec>, UnsafeMutablePointer<itimerspec>?)
                -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "timerfd_settime") else { return false }
            var value = itimerspec()
            // 0 would disarm the timer: an instant already past fires at once as 1 s after 1970 does.
            value.it_value.tv_sec = instant.map { max(1, $0) } ?? 0
            return unsafeBitCast(symbol, to: Set.self)(timer, instant == nil ? 0 : 3, &value, nil) == 0
        #else
            return false
        #endif
    }

    /// Reads the timer after poll(2) found it readable: true when it fired, false when the wall clock was set
    /// (read(2) fails with ECANCELED).
    static func timerFired(_ timer: Int32) -> Bool {
        var expirations: UInt64 = 0
        return read(timer, &expirations, 8) == 8 || errno != ECANCELED
    }

    /// The wall clock and the monotonic clock, which stops while the machine sleeps and is never set, seconds:
    /// a wall clock that moved otherwise than the monotonic one across a wait was set, or the machine slept.
    static func clocks() -> (wall: Double, steady: Double) {
        var wall = timespec()
        var steady = timespec()
        clock_gettime(CLOCK_REALTIME, &wall)
        clock_gettime(CLOCK_MONOTONIC, &steady)
        func seconds(_ time: timespec) -> Double { Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 }
        return (seconds(wall), seconds(steady))
    }
}

extension Platform {
    /// Runs `program` with `arguments` (its own name first) and the process's environment, `input` on its stdin
    /// (nothing without), its stdout and stderr read to the end through pipes, with every signal's action back
    /// to the default (SIGPIPE is ignored in a follower); waits for it, for `limit` seconds at most: a program
    /// still running then (stopped, or stuck past its own deadline) is killed, and `ended` is false. Nil when
    /// it cannot be started.
    static func runToEnd(
        _ program: String, _ arguments: [String], input: Data?, limit: Double
    ) -> (status: Int32, ended: Bool, stdout: Data, stderr: Data)? {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        var given: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { return nil }
        guard pipe(&errors) == 0, pipe(&given) == 0 else {
            (output + errors).filter { $0 >= 0 }.forEach { close($0) }
            return nil
        }
        defer { [output[0], errors[0]].forEach { close($0) } }
        // Only the copies on 0, 1 and 2 (dup2 clears the flag) may reach the program: a write end it held itself
        // would keep its stdin from ever ending.
        for end in output + errors + given { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // Darwin's spawn attributes and file actions are opaque pointers, Glibc's and Musl's structs.
        #if canImport(Glibc) || canImport(Musl)
            var attributes = posix_spawnattr_t()
        #else
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        #if canImport(Glibc) || canImport(Musl)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, given[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO)
        let argv = arguments.map { strdup($0) } + [nil]
        // The environment as the process has it (Darwin's `environ` is not for a library to read).
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        close(output[1])
        close(errors[1])
        close(given[0])
        // A config file is small (InputReader.smallFileLimit), and the copy reads it before it writes anything.
        if spawned == 0, let input {
            input.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Platform.write(given[1], bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { break }
                    offset += written
                }
            }
        }
        close(given[1])
        guard spawned == 0 else { return nil }
        var read: [Int32: Data] = [output[0]: Data(), errors[0]: Data()]
        var open = [output[0], errors[0]]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let end = clocks().steady + limit
        var ended = true
        while !open.isEmpty {
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let left = end - clocks().steady
            guard left > 0 else {
                kill(pid, SIGKILL)
                ended = false
                break
            }
            if poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: Int(left * 1000) + 1)) < 0 {
                if errno == EINTR { continue }
                break
            }
            for descriptor in descriptors where descriptor.revents != 0 {
                let count = Platform.read(descriptor.fd, &buffer, buffer.count)
                if count > 0 {
                    read[descriptor.fd]?.append(contentsOf: buffer[0..<count])
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == descriptor.fd }
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status, ended, read[output[0]] ?? Data(), read[errors[0]] ?? Data())
    }
}
