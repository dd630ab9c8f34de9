// The one file of WeatherCLI that names platform modules (issue 11), and the few system calls whose names,
// signatures or fields differ between them.
#if canImport(FoundationEssentials) && !WEATHER_PORTABLE
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
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

    /// The seconds part of a file's last modification time: `st_mtim` on Linux, `st_mtimespec` on Darwin.
    static func modificationTime(_ status: stat) -> Int {
        #if canImport(Darwin)
            Int(status.st_mtimespec.tv_sec)
        #else
            Int(status.st_mtim.tv_sec)
        #endif
    }

    /// The absolute path of this program's file, or nil when the system will not say: Linux's kernel link
    /// `/proc/self/exe` (right however the program was started: PATH, a relative path, a symbolic link), or
    /// Darwin's `_NSGetExecutablePath` resolved to a real path.
    static func executablePath() -> String? {
        #if canImport(Darwin)
            var size: UInt32 = 0
            _ = _NSGetExecutablePath(nil, &size)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            guard _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        #else
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #endif
    }

    /// Where ``executablePath()`` looks, for a message when it cannot say.
    static let executablePathSource = {
        #if canImport(Darwin)
            "_NSGetExecutablePath"
        #else
            "/proc/self/exe"
        #endif
    }()
}
