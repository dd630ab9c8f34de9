import WeatherCore

/// Standard output and standard error, written as whole strings.
enum Console {
    /// Writes `text` to stdout as it is. When stdout cannot be written (a full disk) the process ends with
    /// EX_IOERR (74) rather than trapping; a pipe its reader closed ends it by SIGPIPE, as other tools.
    static func write(_ text: String) {
        if closedAtStart.contains(STDOUT_FILENO) {
            failWriting("standard output is closed")
        }
        if let failure = write(text, to: STDOUT_FILENO) {
            let reason = failure.code == .ETIMEDOUT ? "nothing read it for \(stallLimit / 1000) s" : describe(failure)
            failWriting(reason)
        }
    }

    /// Writes `text` to stdout as ``write(_:)`` does, but says whether it could rather than ending the process:
    /// for `--follow`, which ends with status 0 when its bar stops reading (SIGPIPE is ignored there).
    static func send(_ text: String) -> Bool {
        !closedAtStart.contains(STDOUT_FILENO) && write(text, to: STDOUT_FILENO) == nil
    }

    /// Ends the process for output that cannot be written, with the failure on stderr.
    private static func failWriting(_ reason: String) -> Never {
        exit(Output.report(Failure("cannot write the output: \(reason)", kind: .output), bar: nil).rawValue)
    }

    /// Standard streams the process started with closed, now /dev/null (``Platform/fillClosedStandardStreams()``):
    /// read first thing in `main`, before anything opens a descriptor. With stdout closed, the bar's output would
    /// go to whatever descriptor took number 1 next (libcurl's).
    static let closedAtStart = Platform.fillClosedStandardStreams()

    /// Writes `Warning: message` and a newline to stderr.
    static func warning(_ message: String) {
        line("Warning: \(message)")
    }

    /// What an error says, for a message: for a file system error the system's own words for its errno ("No
    /// space left on device", "Not a directory"), which are clearer than Foundation's description ("The file
    /// couldn't be saved."); else the error's `errorDescription`, else the error itself.
    static func describe(_ error: any Error) -> String {
        if let system = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError {
            return String(cString: strerror(system.code.rawValue))
        }
        return (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }

    /// Writes `text` to stderr as one line: a line break or an escape sequence in it (a path, a config key, a
    /// server's words) is written escaped, "\\n", "\\u{1B}".
    static func line(_ text: String) {
        // A closed or full stderr loses the message; it must not crash the run.
        _ = write(text.escapingControlCharacters + "\n", to: STDERR_FILENO)
    }

    /// Writes all of `text` to the file descriptor, going on after a partial write or an interrupted one.
    ///
    /// To a pipe or socket whose reader may never read (a stuck bar), or one its reader set O_NONBLOCK, it
    /// writes at most `PIPE_BUF` bytes at a time, each once poll(2) says it fits, and gives up after
    /// ``stallLimit`` without progress: a write(2) of more would block for good (a 100 KB line to a pipe
    /// nobody reads would hang the run). A terminal is written as it is: one paused with Ctrl-S should pause the run.
    /// - Returns: nil, or the failure as a `POSIXError` (EPIPE, ENOSPC, EIO; ETIMEDOUT for a reader that stopped).
    private static func write(_ text: String, to descriptor: Int32) -> POSIXError? {
        var status = stat()
        let kind = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
        let paced = kind == S_IFIFO || kind == S_IFSOCK
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                if paced, !waitUntilWritable(descriptor) { return POSIXError(.ETIMEDOUT) }
                let count = paced ? min(bytes.count - offset, Int(PIPE_BUF)) : bytes.count - offset
                let written = Platform.write(descriptor, bytes.baseAddress.map { $0 + offset }, count)
                if written < 0 {
                    if errno == EINTR { continue }
                    // Full, non-blocking, and not a pipe or socket (a character device): wait as for a pipe.
                    if errno == EAGAIN || errno == EWOULDBLOCK {
                        guard waitUntilWritable(descriptor) else { return POSIXError(.ETIMEDOUT) }
                        continue
                    }
                    return POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
            return nil
        }
    }

    /// How long an output may take to accept more, milliseconds: the default `--timeout`.
    static let stallLimit: Int32 = 10_000

    /// Waits with poll(2) until `descriptor` can take more bytes; false when it could not within
    /// ``stallLimit`` (a reader that stopped reading) or poll failed.
    private static func waitUntilWritable(_ descriptor: Int32) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while true {
            let events = poll(&ready, 1, stallLimit)
            if events < 0 && errno == EINTR { continue }
            return events > 0
        }
    }

    /// `text` with the API key hidden (``Swift/String/hiding(_:)``).
    static func redact(_ text: String, _ secret: String?) -> String {
        text.hiding(secret)
    }
}
