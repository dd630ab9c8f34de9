/// Reads a saved response for `--input`: a file, a FIFO or pipe (`--input <(curl …)`), or standard input for
/// "-".
struct InputReader {
    /// The largest input accepted, in bytes. A full 40-slot response is about 16 KB; anything near this is not
    /// a forecast, and reading it whole would cost memory for nothing.
    static let maximumSize = 5 * 1024 * 1024

    /// The largest config, key or geocoding file read, in bytes: they are a few hundred bytes.
    static let smallFileLimit = 64 * 1024

    /// How long a FIFO or pipe may take to reach its end when the caller gives no deadline, seconds: the
    /// default `--timeout`.
    static let defaultTimeout = 10.0

    /// Why the input could not be read: printed as one line, exit status 66.
    struct Unreadable: Error {
        /// The file's path, or "standard input".
        var name: String
        /// Why: "no such file", "it is a directory", "larger than 64 KB", …
        var reason: String

        /// "cannot read NAME: REASON".
        var message: String { "cannot read \(name): \(reason)" }
    }

    /// The bytes of `path`, at most `limit`.
    ///
    /// Anything but a regular file (standard input, a FIFO whose writer opens it later, the `/dev/fd` pipe of `<(…)`) is read
    /// as its writer sends, until the writer closes it, at most until `deadline`. It is opened without
    /// waiting, as open(2) waits forever for a FIFO that no writer opens, and read only when poll(2) reports
    /// data or a writer's close: before any writer came, a FIFO reads as empty although one may still come.
    /// - Throws: ``Unreadable`` for a missing, unreadable, directory or oversized input, or one that has not ended
    ///   by `deadline`.
    static func read(_ path: String, limit: Int = maximumSize, deadline: Deadline = .fromNow(defaultTimeout))
        throws(Unreadable) -> Data
    {
        if path == "-" { return try readToEnd(STDIN_FILENO, name: "standard input", limit: limit, deadline: deadline) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Unreadable(name: path, reason: reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Unreadable(name: path, reason: reason(errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw Unreadable(name: path, reason: "it is a directory")
        }
        return try readToEnd(descriptor, name: path, limit: limit, deadline: deadline)
    }

    /// Reads until the end of the input, the limit or the deadline. A regular file is always ready, so only a
    /// FIFO, pipe or device ever waits.
    private static func readToEnd(_ descriptor: Int32, name: String, limit: Int, deadline: Deadline)
        throws(Unreadable) -> Data
    {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32((deadline.remaining * 1000).rounded(.up))
            let events = poll(&ready, 1, milliseconds)
            if events < 0 && errno == EINTR { continue }
            if events == 0 {
                let seconds = String(plain: deadline.seconds)
                throw Unreadable(name: name, reason: "it did not end within \(seconds) s; is anything writing to it?")
            }
            guard events > 0 else { throw Unreadable(name: name, reason: reason(errno)) }
            let count = Platform.read(descriptor, &buffer, buffer.count)
            if count == 0 { return data }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw Unreadable(name: name, reason: reason(errno))
            }
            data.append(contentsOf: buffer[0..<count])
            guard data.count <= limit else { throw tooLarge(name, limit: limit) }
        }
    }

    private static func tooLarge(_ name: String, limit: Int) -> Unreadable {
        let size = limit >= 1_048_576 ? "\(limit / 1_048_576) MB" : "\(limit / 1024) KB"
        return Unreadable(name: name, reason: "larger than \(size)")
    }

    /// The words for an errno from open(2), fstat(2), poll(2) or read(2).
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case EACCES, EPERM: "permission denied"
        default: String(cString: strerror(code))
        }
    }
}
